/* The map editor under Xvfb: the Map section of the application with the
 * base game, its tools driven through the canvas's pointer and key entry
 * points (what the gestures call) in widget coordinates, the model checked
 * after each step, undo and redo through the document; the board preview;
 * a validation diagnostic placed on its space and reached from the
 * Validation page; and a rendering of the base game's region checked for
 * what it must show. With WM_SHOT_DIR set, PNGs of the window go there. */

#include "config.h"

#include "wm-test-gui.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "wm-application.h"
#include "wm-board-preview.h"
#include "wm-command.h"
#include "wm-game.h"
#include "wm-locale.h"
#include "wm-test-lang.h"
#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"
#include "wm-map.h"
#include "wm-piece-edits.h"
#include "wm-render-map.h"
#include "wm-validation-page.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-window-private.h"

static WmApplication *app;

static WmMapPage *
show_map (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "map"));
  wm_test_iterate (100);
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  return WM_MAP_PAGE (window->map_page);
}

static WmSide *
shown_side (WmMapCanvas *canvas)
{
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));

  return wm_map_find_side (wm_document_get_variant (doc), wm_map_canvas_get_region (canvas),
                           wm_map_canvas_get_side (canvas));
}

/* A click or a drag in region units, through the widget's coordinates. */
static void
drag (WmMapCanvas *canvas, double x0, double y0, double x1, double y1, GdkModifierType state)
{
  double wx, wy;

  wm_map_canvas_to_widget (canvas, x0, y0, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, state);
  wm_map_canvas_to_widget (canvas, (x0 + x1) / 2, (y0 + y1) / 2, &wx, &wy);
  wm_map_canvas_motion (canvas, wx, wy);
  wm_map_canvas_to_widget (canvas, x1, y1, &wx, &wy);
  wm_map_canvas_motion (canvas, wx, wy);
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (20);
}

static void
click (WmMapCanvas *canvas, double x, double y)
{
  drag (canvas, x, y, x, y, 0);
}

static const WmPath *
find_path (const WmSide *side, const char *a, const char *b)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if ((g_strcmp0 (path->a, a) == 0 && g_strcmp0 (path->b, b) == 0)
          || (g_strcmp0 (path->a, b) == 0 && g_strcmp0 (path->b, a) == 0))
        return path;
    }
  return NULL;
}

/* The base game's region r1 is shown first; the page starts on side A. */
static void
test_page_shows_base_region (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);

  g_assert_cmpstr (wm_map_canvas_get_region (canvas), ==, "r1");
  g_assert_cmpint (wm_map_canvas_get_side (canvas), ==, 0);
  g_assert_cmpfloat (wm_map_canvas_get_zoom (canvas), >, 10);
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-base");
}

/* Add spaces, connect them, move, delete; undo and redo each. */
static void
test_tools (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  guint n_spaces = shown_side (canvas)->spaces->len;
  guint n_paths = shown_side (canvas)->paths->len;
  const WmSpace *sp;
  const WmPath *path;

  /* Work on a region of its own so that the base game's stays intact. */
  g_assert_true (wm_map_add_region (doc, 12, &a, NULL));
  wm_map_page_show_region (page, a, 0);
  g_clear_pointer (&a, g_free);
  wm_test_iterate (50);
  g_assert_cmpuint (shown_side (canvas)->spaces->len, ==, 0);
  n_spaces = 0;
  n_paths = 0;

  wm_map_canvas_set_snap (canvas, TRUE);
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SPACE);
  click (canvas, 3.1, 3.2);
  click (canvas, 7.9, 3.1);
  g_assert_cmpuint (shown_side (canvas)->spaces->len, ==, n_spaces + 2);
  sp = g_ptr_array_index (shown_side (canvas)->spaces, 0);
  /* Snapped to the half-unit grid. */
  g_assert_cmpfloat_with_epsilon (sp->x, 3.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (sp->y, 3.0, 1e-9);
  a = g_strdup (sp->id);
  b = g_strdup (((WmSpace *)g_ptr_array_index (shown_side (canvas)->spaces, 1))->id);
  /* The new space is selected. */
  g_assert_cmpstr (wm_map_canvas_get_selection (canvas)[0], ==, b);

  /* Connect: a drag from a to b, both directions preset from the geometry. */
  wm_map_canvas_key (canvas, GDK_KEY_c, 0);
  g_assert_cmpint (wm_map_canvas_get_tool (canvas), ==, WM_MAP_TOOL_CONNECT);
  wm_map_canvas_set_path_type (canvas, "road");
  drag (canvas, 3, 3, 8, 3, 0);
  path = find_path (shown_side (canvas), a, b);
  g_assert_nonnull (path);
  g_assert_cmpstr (path->type, ==, "road");
  g_assert_cmpint (path->a_dir, ==, WM_DIR_E);
  g_assert_cmpint (path->b_dir, ==, WM_DIR_W);
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, n_paths + 1);

  /* The same directions again clash: refused with a message, nothing added. */
  drag (canvas, 3, 3, 8, 3, 0);
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, n_paths + 1);
  g_assert_nonnull (wm_map_page_get_message (page));
  g_assert_nonnull (strstr (wm_map_page_get_message (page), "already leaves"));

  /* Select and move with the pointer, then with Alt and the arrow keys. */
  wm_map_canvas_key (canvas, GDK_KEY_v, 0);
  drag (canvas, 3, 3, 4, 5, 0);
  sp = wm_side_find_space (shown_side (canvas), a);
  g_assert_cmpfloat_with_epsilon (sp->x, 4.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (sp->y, 5.0, 1e-9);
  wm_map_canvas_key (canvas, GDK_KEY_Right, GDK_ALT_MASK);
  sp = wm_side_find_space (shown_side (canvas), a);
  g_assert_cmpfloat_with_epsilon (sp->x, 4.5, 1e-9);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  sp = wm_side_find_space (shown_side (canvas), a);
  g_assert_cmpfloat_with_epsilon (sp->x, 3.0, 1e-9);
  g_assert_true (wm_document_redo (doc, NULL));
  sp = wm_side_find_space (shown_side (canvas), a);
  g_assert_cmpfloat_with_epsilon (sp->x, 4.0, 1e-9);

  /* Rubber band over both spaces selects both. */
  drag (canvas, 0.5, 0.5, 11, 8, 0);
  g_assert_cmpuint (g_strv_length ((char **)wm_map_canvas_get_selection (canvas)), ==, 2);
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-tools");

  /* Delete: the space goes, and its path with it; undo brings both back. */
  wm_map_canvas_key (canvas, GDK_KEY_d, 0);
  click (canvas, 4, 5);
  g_assert_null (wm_side_find_space (shown_side (canvas), a));
  g_assert_null (find_path (shown_side (canvas), a, b));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_nonnull (wm_side_find_space (shown_side (canvas), a));
  g_assert_nonnull (find_path (shown_side (canvas), a, b));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_null (wm_side_find_space (shown_side (canvas), a));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
}

/* Lakes and ports through their tools. */
static void
test_lakes_and_ports (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  g_autofree char *region = NULL;
  const WmLake *lake;
  const WmPort *port;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SPACE);
  click (canvas, 4, 6);
  click (canvas, 8, 6);
  click (canvas, 6, 4);
  click (canvas, 1, 1);
  /* A band round three spaces makes an inland lake with them as shores,
   * each facing the middle. */
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_LAKE);
  drag (canvas, 3, 3, 9, 7, 0);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 1);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 3);
  /* A click on the space near the NW corner adds it to that corner part. */
  click (canvas, 1, 1);
  g_assert_nonnull (shown_side (canvas)->corner_lakes[WM_CORNER_NW]);
  g_assert_cmpuint (shown_side (canvas)->corner_lakes[WM_CORNER_NW]->shores->len, ==, 1);
  g_assert_cmpint (
      ((WmShore *)g_ptr_array_index (shown_side (canvas)->corner_lakes[WM_CORNER_NW]->shores, 0))
          ->dir,
      ==, WM_DIR_NW);
  /* Clicking again removes it. */
  click (canvas, 1, 1);
  g_assert_cmpuint (shown_side (canvas)->corner_lakes[WM_CORNER_NW]->shores->len, ==, 0);

  /* A port from the space at (6, 4) dragged to the north border at 6. */
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_PORT);
  wm_map_canvas_set_path_type (canvas, "trail");
  drag (canvas, 6, 4, 6.1, 0.1, 0);
  g_assert_cmpuint (shown_side (canvas)->ports->len, ==, 1);
  port = g_ptr_array_index (shown_side (canvas)->ports, 0);
  g_assert_cmpint (port->edge, ==, WM_EDGE_N);
  g_assert_cmpfloat_with_epsilon (port->at, 6.0, 1e-9);
  g_assert_cmpint (port->dir, ==, WM_DIR_N);
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-lakes-ports");
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
}

/* A row of the Validation page whose message names @id as a word. */
static gboolean
row_names (GtkWidget *widget, gconstpointer id)
{
  const char *message = g_object_get_data (G_OBJECT (widget), "wm-message");

  if (!GTK_IS_LIST_BOX_ROW (widget))
    return FALSE;
  for (const char *p = message; p != NULL && (p = strstr (p, id)) != NULL; p++)
    if ((p == message || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[strlen (id)]))
      return TRUE;
  return FALSE;
}

/* The first row of the Validation page whose message names @id. */
static GtkListBoxRow *
find_row (GtkWidget *widget, const char *id)
{
  return (GtkListBoxRow *)wm_test_find_widget (widget, row_names, id);
}

/* The validation overlay places a diagnostic on its space, refreshes after
 * an edit, and the Validation page's rows lead to the space. */
static void
test_overlay (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (window);
  g_autofree char *id = NULL;
  guint before;

  wm_map_page_show_region (page, "r1", 0);
  wm_map_page_validate_now (page);
  before = wm_map_canvas_get_n_placed (canvas);
  /* A lone space far from everything cannot be reached. */
  g_assert_true (wm_map_add_space (doc, "r1", 0, 6.0, 11.6, WM_SPACE_PLAIN, &id, NULL));
  wm_map_page_validate_now (page);
  g_test_message ("edit to overlay: %.1f ms", wm_map_page_get_validation_ms (page));
  g_assert_cmpuint (wm_map_canvas_get_n_placed (canvas), >, before);
  wm_test_screenshot (GTK_WIDGET (window), "map-overlay");

  /* The Validation page's row of that diagnostic leads to the space. */
  wm_map_canvas_select (canvas, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_validation_page_refresh (WM_VALIDATION_PAGE (window->validation_page));
  wm_test_iterate (30);
  {
    GtkListBoxRow *row = find_row (GTK_WIDGET (window->validation_page), id);
    g_assert_nonnull (row);
    g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
    wm_test_iterate (30);
  }
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  g_assert_cmpstr (wm_map_canvas_get_selection (canvas)[0], ==, id);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_map_page_validate_now (page);
  g_assert_cmpuint (wm_map_canvas_get_n_placed (canvas), ==, before);
}

/* The board preview: the default arrangement builds, a random one too,
 * and wrap links are listed. */
static void
test_board_preview (void)
{
  WmMapPage *page = show_map ();
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));

  g_assert_true (wm_board_preview_set_spec (preview, NULL));
  g_assert_cmpuint (wm_board_preview_get_n_problems (preview), ==, 0);
  g_assert_cmpuint (wm_board_preview_get_n_wraps (preview), >, 0);
  g_assert_true (wm_board_preview_set_spec (preview, "r1:A:90,r2:A:0,r3:A:180,r4:A:270"));
  g_assert_cmpstr (wm_board_preview_get_spec (preview), ==, "r1:A:90,r2:A:0,r3:A:180,r4:A:270");
  g_assert_false (wm_board_preview_set_spec (preview, "r1:Q:45"));
  wm_board_preview_random (preview);
  g_assert_nonnull (wm_board_preview_get_spec (preview));
  gtk_widget_activate_action (GTK_WIDGET (page), "canvas.fit", NULL);
  wm_board_preview_set_spec (preview, NULL);
  {
    GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (preview));
    gtk_stack_set_visible_child (GTK_STACK (stack), GTK_WIDGET (preview));
    wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-board");
    gtk_stack_set_visible_child_name (GTK_STACK (stack), "region");
  }
}

/* A toggle button of @root labelled @label (the Side switch). */
static gboolean
toggle_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_TOGGLE_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Whether every cell of @spec lies on @side ('A' or 'B'), side B cells
 * naming their quest deck and towns. */
static void
assert_spec_on_side (const char *spec, char side)
{
  g_auto (GStrv) cells = g_strsplit (spec, ",", -1);

  g_assert_cmpuint (g_strv_length (cells), ==, 4);
  for (guint i = 0; cells[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (cells[i], ":", -1);
      g_assert_cmpuint (g_strv_length (parts), ==, side == 'B' ? 6 : 3);
      g_assert_cmpint (parts[1][0], ==, side);
    }
}

/* Whether a game of @variant can be dealt on the board @spec, as play
 * deals it (with the variant's own Variable setup). */
static gboolean
game_deals (WmVariant *variant, const char *spec)
{
  g_autoptr (WmArrangement) arrangement = wm_arrangement_parse (variant, spec, NULL);
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;

  g_assert_nonnull (arrangement);
  wm_game_setup_init (&setup, variant, 2);
  setup.arrangement = arrangement;
  game = wm_game_new (variant, &setup, &error);
  if (game == NULL)
    g_test_message ("%s: %s", spec, error->message);
  return game != NULL;
}

/* D9: with the variant's Variable setup on, Board and Random show side B
 * with the quest decks and towns dealt, a board a game of the variant can
 * be dealt on; the Side switch in the Board view turns the whole board
 * over and shows the side on show (neither for a typed spec mixing them);
 * switching the Variable setup off goes back to side A. */
static void
test_board_preview_sides (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapPage *page = show_map ();
  WmDocument *doc = wm_window_get_document (window);
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));
  GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (preview));
  GtkToggleButton *side_a, *side_b;

  g_assert_true (wm_document_execute (
      doc, wm_command_new_set_field (wm_document_get_variant (doc), WM_FIELD_VARIABLE_SETUP, 1),
      NULL));
  gtk_stack_set_visible_child (GTK_STACK (stack), GTK_WIDGET (preview));
  wm_test_iterate (50);
  side_a = GTK_TOGGLE_BUTTON (
      wm_test_find_widget (GTK_WIDGET (page), toggle_labelled, _("Side A")));
  side_b = GTK_TOGGLE_BUTTON (
      wm_test_find_widget (GTK_WIDGET (page), toggle_labelled, _("Side B")));
  g_assert_nonnull (side_a);
  g_assert_nonnull (side_b);

  /* The board as a game of this variant lays it, and a random deal. */
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'B');
  g_assert_cmpint (wm_board_preview_get_side (preview), ==, 1);
  g_assert_true (gtk_toggle_button_get_active (side_b));
  g_assert_false (gtk_toggle_button_get_active (side_a));
  for (int i = 0; i < 8; i++)
    {
      const char *spec;

      wm_board_preview_random (preview);
      spec = wm_board_preview_get_spec (preview);
      assert_spec_on_side (spec, 'B');
      g_assert_true (game_deals (wm_document_get_variant (doc), spec));
    }
  wm_test_screenshot (GTK_WIDGET (window), "map-board-side-b");

  /* The switch turns the board over; Random then deals that side. */
  gtk_toggle_button_set_active (side_a, TRUE);
  wm_test_iterate (20);
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'A');
  wm_board_preview_random (preview);
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'A');
  g_assert_true (gtk_toggle_button_get_active (side_a));
  gtk_toggle_button_set_active (side_b, TRUE);
  wm_test_iterate (20);
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'B');

  /* A typed spec shows its own side, or neither. */
  g_assert_true (wm_board_preview_set_spec (preview, "r1:A:0,r2:A:90,r3:A:180,r4:A:270"));
  wm_test_iterate (20);
  g_assert_true (gtk_toggle_button_get_active (side_a));
  g_assert_true (wm_board_preview_set_spec (preview, "r1:A:0,r2:B:90,r3:A:180,r4:A:270"));
  wm_test_iterate (20);
  g_assert_cmpint (wm_board_preview_get_side (preview), ==, -1);
  g_assert_false (gtk_toggle_button_get_active (side_a));
  g_assert_false (gtk_toggle_button_get_active (side_b));

  /* Variable setup off (undo): the board of side A again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (50);
  g_assert_false (wm_document_get_variant (doc)->options.variable_setup);
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'A');
  g_assert_true (gtk_toggle_button_get_active (side_a));
  wm_board_preview_random (preview);
  assert_spec_on_side (wm_board_preview_get_spec (preview), 'A');

  /* Back in the Region view the switch is the region's again. */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "region");
  wm_test_iterate (20);
  g_assert_cmpint (gtk_toggle_button_get_active (side_b), ==,
                   wm_map_canvas_get_side (wm_map_page_get_canvas (page)) == 1);
}

/* A selected path stays selected when an earlier one is deleted (its index
 * shifts), and when that deletion is undone; deleting the path itself
 * clears the selection. */
static void
test_path_selection_follows (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  g_autofree char *region = NULL;
  char *ids[4] = { NULL };
  static const double xy[4][2] = { { 2, 2 }, { 6, 2 }, { 2, 8 }, { 6, 8 } };

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  wm_test_iterate (50);
  for (int i = 0; i < 4; i++)
    g_assert_true (wm_map_add_space (doc, region, 0, xy[i][0], xy[i][1], WM_SPACE_PLAIN, &ids[i], NULL));
  g_assert_true (wm_map_connect (doc, region, 0, ids[0], ids[1], "road", WM_DIR_E, WM_DIR_W, NULL));
  g_assert_true (wm_map_connect (doc, region, 0, ids[2], ids[3], "trail", WM_DIR_E, WM_DIR_W, NULL));
  wm_test_iterate (20);

  /* A straight east–west path: its middle is on it. */
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  click (canvas, 4, 8);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 1);
  g_assert_true (wm_map_delete_path (doc, region, 0, 0, NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 0);
  g_assert_cmpstr (((WmPath *) g_ptr_array_index (shown_side (canvas)->paths, 0))->a, ==, ids[2]);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 1);
  g_assert_true (wm_map_delete_path (doc, region, 0, 1, NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, -1);

  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  for (int i = 0; i < 4; i++)
    g_free (ids[i]);
}

/* The widgets of @type under @root that are shown, depth first. */
static void
collect_shown (GtkWidget *root, GType type, GPtrArray *found)
{
  if (!gtk_widget_get_visible (root))
    return;
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_shown (c, type, found);
}

static GPtrArray *
shown_dropdowns (GtkWidget *inspector)
{
  GPtrArray *found = g_ptr_array_new ();

  collect_shown (inspector, GTK_TYPE_DROP_DOWN, found);
  return found;
}

static guint
selected (GPtrArray *dropdowns, guint i)
{
  return gtk_drop_down_get_selected (g_ptr_array_index (dropdowns, i));
}

static const char *
selected_string (GPtrArray *dropdowns, guint i)
{
  return gtk_string_object_get_string (gtk_drop_down_get_selected_item (g_ptr_array_index (dropdowns, i)));
}

static void
drop_last_town (WmVariant *variant, gpointer data)
{
  g_ptr_array_remove_index (variant->towns, variant->towns->len - 1);
}

/* A new selection fills the inspector's rows in place (the same
 * drop-downs, now showing the other space's values and editing its paths);
 * the list of towns follows the variant's (the Town drop-down shows for
 * town slots only: /map/side-gui/town-row-for-town-slots). */
static void
test_inspector_in_place (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  g_autoptr (GPtrArray) inspectors = g_ptr_array_new ();
  GtkWidget *inspector;
  g_autofree char *region = NULL;
  char *ids[3] = { NULL };
  static const double xy[3][2] = { { 2, 2 }, { 6, 2 }, { 2, 8 } };
  const char *sel[2] = { NULL, NULL };
  g_autoptr (GPtrArray) first = NULL;
  g_autoptr (GPtrArray) second = NULL;
  g_autoptr (GPtrArray) third = NULL;
  GListModel *towns;
  guint n_towns;

  collect_shown (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"), inspectors);
  g_assert_cmpuint (inspectors->len, ==, 1);
  inspector = g_ptr_array_index (inspectors, 0);
  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  wm_test_iterate (50);
  for (int i = 0; i < 3; i++)
    g_assert_true (wm_map_add_space (doc, region, 0, xy[i][0], xy[i][1], WM_SPACE_PLAIN, &ids[i], NULL));
  g_assert_true (wm_map_connect (doc, region, 0, ids[0], ids[1], "road", WM_DIR_E, WM_DIR_W, NULL));
  g_assert_true (wm_map_connect (doc, region, 0, ids[0], ids[2], "trail", WM_DIR_S, WM_DIR_N, NULL));
  g_assert_true (wm_map_set_space (doc, region, 0, ids[1], WM_SPACE_SECRET, NULL, NULL, NULL));

  /* The first space: kind, then both ends of its two paths. */
  sel[0] = ids[0];
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (20);
  first = shown_dropdowns (inspector);
  g_assert_cmpuint (first->len, ==, 1 + 2 * 2);
  g_assert_cmpuint (selected (first, 0), ==, WM_SPACE_PLAIN);
  g_assert_cmpuint (selected (first, 1), ==, WM_DIR_E);
  g_assert_cmpuint (selected (first, 4), ==, WM_DIR_N);
  g_assert_nonnull (wm_test_find_label_with (inspector, ids[0]));
  towns = gtk_drop_down_get_model (
      GTK_DROP_DOWN (wm_test_find_drop_down_listing (inspector, _("(none)"))));
  n_towns = g_list_model_get_n_items (towns);
  /* "(none)", the towns, "New town…". */
  g_assert_cmpuint (n_towns, ==, wm_document_get_variant (doc)->towns->len + 2);
  /* Towns by name, and renamed on the Rules page, renamed here. */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (towns), 1), ==, "Calder");
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_TOWN, "calder", "en", "Caldera", NULL));
  wm_test_iterate (20);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (towns), 1), ==, "Caldera");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);

  /* The second: the same widgets, its values; its path's end edits that path. */
  sel[0] = ids[1];
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (20);
  second = shown_dropdowns (inspector);
  g_assert_cmpuint (second->len, ==, 1 + 2);
  for (guint i = 0; i < second->len; i++)
    g_assert_true (g_ptr_array_index (second, i) == g_ptr_array_index (first, i));
  g_assert_cmpuint (selected (second, 0), ==, WM_SPACE_SECRET);
  g_assert_cmpuint (selected (second, 2), ==, WM_DIR_W);
  gtk_drop_down_set_selected (g_ptr_array_index (second, 2), WM_DIR_SW);
  wm_test_iterate (20);
  g_assert_cmpint (find_path (shown_side (canvas), ids[0], ids[1])->b_dir, ==, WM_DIR_SW);
  g_assert_cmpint (find_path (shown_side (canvas), ids[0], ids[2])->b_dir, ==, WM_DIR_N);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpuint (selected (second, 2), ==, WM_DIR_W);

  /* The towns' list follows the variant's, in place. */
  g_assert_true (wm_document_edit (doc, "Drop a town", drop_last_town, NULL, NULL));
  wm_test_iterate (20);
  g_assert_cmpuint (g_list_model_get_n_items (towns), ==, n_towns - 1);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpuint (g_list_model_get_n_items (towns), ==, n_towns);

  /* A path: its ends and its type. */
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  click (canvas, 4, 2);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 0);
  third = shown_dropdowns (inspector);
  g_assert_cmpuint (third->len, ==, 3);
  g_assert_cmpuint (selected (third, 0), ==, WM_DIR_E);
  /* Its type by name, and renamed on the Rules page, renamed here. */
  g_assert_cmpstr (selected_string (third, 2), ==, "Road");
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_PATH_TYPE, "road", "en", "Highway", NULL));
  wm_test_iterate (20);
  g_assert_cmpstr (selected_string (third, 2), ==, "Highway");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpstr (selected_string (third, 2), ==, "Road");
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-inspector-path");
  sel[0] = ids[0];
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (20);
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-inspector-space");

  wm_map_canvas_select (canvas, NULL);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  for (int i = 0; i < 3; i++)
    g_free (ids[i]);
}

static gboolean
is_fort_weapon (GtkWidget *widget, gconstpointer data)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  return GTK_IS_DROP_DOWN (widget) && gtk_widget_is_visible (widget) && tip != NULL
         && g_str_has_prefix (tip, "The weapon type the region's fort hands out");
}

/* The drop-down of the fort's weapon shown in the inspector, or NULL. */
static GtkDropDown *
shown_fort_weapon (GtkWidget *inspector)
{
  return (GtkDropDown *)wm_test_find_widget (inspector, is_fort_weapon, NULL);
}

/* A castle slot's inspector and the region's choose the weapon type the
 * region's fort hands out, by name, in one undoable step; other spaces
 * show no such row. */
static void
test_inspector_fort_weapon (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  g_autoptr (GPtrArray) inspectors = g_ptr_array_new ();
  const char *fort[] = { "s11", NULL }, *plain[] = { "s2", NULL };
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) after = NULL;
  GtkWidget *inspector;
  GtkDropDown *dd;

  collect_shown (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"), inspectors);
  inspector = g_ptr_array_index (inspectors, 0);
  wm_map_page_show_region (page, "r1", 0);
  wm_map_canvas_select (canvas, fort);
  wm_test_iterate (20);
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), "s11")->kind, ==, WM_SPACE_CASTLE);
  dd = shown_fort_weapon (inspector);
  g_assert_nonnull (dd);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dd)), ==, 4);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (dd)), ==, "Bow");
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-inspector-fort");

  gtk_drop_down_set_selected (dd, 3);
  wm_test_iterate (20);
  g_assert_cmpstr (wm_variant_find_region (wm_document_get_variant (doc), "r1")->fort_weapon, ==,
                   "axe");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change a fort's weapon");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  dd = shown_fort_weapon (inspector);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (dd)), ==, "Bow");
  g_assert_cmpstr (wm_variant_find_region (wm_document_get_variant (doc), "r1")->fort_weapon, ==,
                   "bow");

  wm_map_canvas_select (canvas, plain);
  wm_test_iterate (20);
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), "s2")->kind, !=, WM_SPACE_CASTLE);
  g_assert_null (shown_fort_weapon (inspector));

  /* No selection: the region's rows hold it too. */
  wm_map_canvas_select (canvas, NULL);
  wm_test_iterate (20);
  dd = shown_fort_weapon (inspector);
  g_assert_nonnull (dd);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (dd)), ==, "Bow");
  gtk_drop_down_set_selected (dd, 1);
  wm_test_iterate (20);
  g_assert_cmpstr (wm_variant_find_region (wm_document_get_variant (doc), "r1")->fort_weapon, ==,
                   "sword");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, after));
}

/* The base game on a 3 × 3 board: r1–r4 and five copies of r1 as r5–r9,
 * 95 billion arrangements a side, far too many to try one by one. */
static WmVariant *
nine_region_variant (void)
{
  g_autoptr (GBytes) bytes = wm_variant_base_bytes ();
  g_autoptr (GString) xml = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr (GString) regions = g_string_new (NULL);
  g_autoptr (GString) cells = g_string_new (NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("nine");
  const char *start = strstr (xml->str, "<region id=\"r1\"");
  const char *end = strstr (start, "</region>") + strlen ("</region>");
  g_autofree char *r1 = g_strndup (start, end - start);
  WmVariant *variant;

  for (int i = 5; i <= 9; i++)
    {
      g_autofree char *id = g_strdup_printf ("<region id=\"r%d\"", i);
      g_autoptr (GString) copy = g_string_new (r1);
      g_string_replace (copy, "<region id=\"r1\"", id, 1);
      g_string_append_printf (regions, "%s\n  ", copy->str);
      g_string_append_printf (cells, "\n    <cell region=\"r%d\" rotation=\"0\"/>", i);
    }
  g_string_replace (xml, "<board cols=\"2\" rows=\"2\"", "<board cols=\"3\" rows=\"3\"", 1);
  g_string_insert (xml, strstr (xml->str, "<board") - xml->str, regions->str);
  g_string_insert (xml, strstr (xml->str, "<cell region=\"r4\" rotation=\"0\"/>") - xml->str
                            + strlen ("<cell region=\"r4\" rotation=\"0\"/>"),
                   cells->str);
  {
    g_autoptr (GBytes) nine = g_bytes_new (xml->str, xml->len);
    variant = wm_variant_load_bytes (nine, "nine.waymark", diags);
  }
  g_assert_nonnull (variant);
  return variant;
}

/* "Next failing" answers at once however large the board: the base game's
 * arrangements are all tried, a 3 × 3 board's are sampled. */
static void
test_board_preview_next_failing (void)
{
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  g_autoptr (WmDocument) nine = wm_document_new (nine_region_variant (), NULL);
  GtkWidget *preview = g_object_ref_sink (wm_board_preview_new ());
  gint64 t0;

  wm_board_preview_set_document (WM_BOARD_PREVIEW (preview), base);
  g_assert_false (wm_board_preview_next_failing (WM_BOARD_PREVIEW (preview)));
  g_assert_nonnull (wm_test_find_label_with (preview, "Every arrangement"));

  wm_board_preview_set_document (WM_BOARD_PREVIEW (preview), nine);
  t0 = g_get_monotonic_time ();
  if (wm_board_preview_next_failing (WM_BOARD_PREVIEW (preview)))
    g_assert_cmpuint (wm_board_preview_get_n_problems (WM_BOARD_PREVIEW (preview)), >, 0);
  else
    g_assert_nonnull (wm_test_find_label_with (preview, "random arrangements"));
  /* Not a timing test: a bound that only a search of every arrangement
   * (days) would break. */
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 120 * G_USEC_PER_SEC);
  g_object_unref (preview);
}

/* A refused arrangement says why in a sentence of its own, its first
 * letter a capital (review l, s7: "die Anordnung legt …"); "Next failing"
 * that finds none then shows the board shown before the refusal, and its
 * arrangement in the field, not an empty area. */
static void
test_board_preview_refused_then_next (void)
{
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  GtkWidget *preview = g_object_ref_sink (wm_board_preview_new ());
  g_autofree char *good = NULL;
  GtkLabel *said;

  wm_board_preview_set_document (WM_BOARD_PREVIEW (preview), base);
  g_assert_true (wm_board_preview_set_spec (WM_BOARD_PREVIEW (preview), "r1:A:90,r2:A:0,r3:A:180,r4:A:270"));
  good = g_strdup (wm_board_preview_get_spec (WM_BOARD_PREVIEW (preview)));
  g_assert_false (wm_board_preview_set_spec (
      WM_BOARD_PREVIEW (preview), "r1:A:0,r2:B:180,r3:A:270,r4:B:90:quests-r4:calder:calder"));
  g_assert_cmpuint (wm_board_preview_get_n_wraps (WM_BOARD_PREVIEW (preview)), ==, 0);
  said = wm_test_find_label_with (preview, "rrangement");
  g_assert_nonnull (said);
  g_test_message ("%s", gtk_label_get_text (said));
  g_assert_true (g_unichar_isupper (g_utf8_get_char (gtk_label_get_text (said))));
  g_assert_false (wm_board_preview_next_failing (WM_BOARD_PREVIEW (preview)));
  g_assert_nonnull (wm_test_find_label_with (preview, "Every arrangement"));
  g_assert_cmpstr (wm_board_preview_get_spec (WM_BOARD_PREVIEW (preview)), ==, good);
  g_assert_cmpuint (wm_board_preview_get_n_wraps (WM_BOARD_PREVIEW (preview)), >, 0);
  g_object_unref (preview);
}

/* What the canvas draws for the base game's region r1, side A, into an
 * image: not a pixel-exact golden (fonts differ between machines), but the
 * things that must be there — ground, every space drawn over it, the
 * selection ring and compass rose changing the picture where they are. */
static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  guint32 *data = (guint32 *)cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;

  return data[y * stride + x] & 0xffffff;
}

static cairo_surface_t *
render_canvas (WmMapCanvas *canvas, int w, int h)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (surface);

  wm_map_canvas_draw (canvas, cr, w, h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixels of a space id's ink (a greyish blue) in @box, a side's. */
static guint
id_ink (WmMapCanvas *canvas, cairo_surface_t *surface, const WmRenderLabel *box)
{
  double x0, y0, x1, y1;
  guint n = 0;

  wm_map_canvas_to_widget (canvas, box->x0, box->y0, &x0, &y0);
  wm_map_canvas_to_widget (canvas, box->x1, box->y1, &x1, &y1);
  for (int y = floor (y0); y <= ceil (y1); y++)
    for (int x = floor (x0); x <= ceil (x1); x++)
      {
        guint32 p = pixel (surface, x, y);
        int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        n += b > r + 25 && b > g + 25 && r < 170;
      }
  return n;
}

/* Review 20, R20-12: a new space's id ("s34") hid under its selection
 * ring and rose, beside its problem's badge. Selected, its id is drawn
 * over them: as much of its ink shows as when it is not selected. */
static void
test_selected_id_over_rings (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  WmVariant *variant;
  g_autofree char *space = NULL;
  g_autoptr (GArray) labels = NULL;
  const WmRenderLabel *id = NULL;
  const char *sel[2] = { NULL, NULL };
  cairo_surface_t *plain, *selected;
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)),
      h = gtk_widget_get_height (GTK_WIDGET (canvas));
  guint ink_plain, ink_selected;
  WmMapStyle style;

  wm_map_page_show_region (page, "r1", 0);
  g_assert_true (wm_map_add_space (doc, "r1", 0, 5, 6, WM_SPACE_PLAIN, &space, NULL));
  wm_map_canvas_select (canvas, NULL);
  wm_map_canvas_fit (canvas);
  wm_test_iterate (100);
  g_assert_cmpint (wm_map_canvas_get_marker (canvas, space), >=, 0);
  variant = wm_document_get_variant (doc);
  wm_map_style_init (&style);
  style.space_ids = TRUE;
  labels = wm_render_region_side_labels (variant, wm_variant_find_region (variant, "r1"),
                                         shown_side (canvas), &style);
  for (guint i = 0; i < labels->len; i++)
    if (g_array_index (labels, WmRenderLabel, i).is_id
        && strcmp (g_array_index (labels, WmRenderLabel, i).space, space) == 0)
      id = &g_array_index (labels, WmRenderLabel, i);
  g_assert_nonnull (id);
  plain = render_canvas (canvas, w, h);
  sel[0] = space;
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (20);
  selected = render_canvas (canvas, w, h);
  ink_plain = id_ink (canvas, plain, id);
  ink_selected = id_ink (canvas, selected, id);
  g_assert_cmpuint (ink_plain, >, 5);
  g_assert_cmpuint (ink_selected * 10, >=, ink_plain * 8);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (selected);
  wm_map_canvas_select (canvas, NULL);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
}

static void
test_screenshot_base_region (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  const WmSide *side;
  cairo_surface_t *plain, *selected;
  g_autoptr (GHashTable) colours = g_hash_table_new (NULL, NULL);
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)),
      h = gtk_widget_get_height (GTK_WIDGET (canvas));
  guint differing = 0, changed = 0;
  double wx, wy;
  const char *ids[] = { "s16", NULL };

  wm_map_page_show_region (page, "r1", 0);
  wm_map_canvas_select (canvas, NULL);
  wm_map_canvas_fit (canvas);
  side = shown_side (canvas);
  g_assert_cmpint (w, >, 200);
  plain = render_canvas (canvas, w, h);
  if (g_getenv ("WM_SHOT_DIR"))
    {
      g_autofree char *path
          = g_build_filename (g_getenv ("WM_SHOT_DIR"), "map-region-r1.png", NULL);
      cairo_surface_write_to_png (plain, path);
    }
  /* Many colours: ground, lakes, three path styles, towns, labels. */
  for (int y = 0; y < h; y += 3)
    for (int x = 0; x < w; x += 3)
      g_hash_table_add (colours, GUINT_TO_POINTER (pixel (plain, x, y)));
  g_assert_cmpuint (g_hash_table_size (colours), >, 50);
  /* Each space is drawn: its centre differs from the ground a little to
   * its side, between spaces. */
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      wm_map_canvas_to_widget (canvas, sp->x, sp->y, &wx, &wy);
      g_assert_true (wx >= 0 && wx < w && wy >= 0 && wy < h);
      if (pixel (plain, wx, wy) != pixel (plain, 2, 2))
        differing++;
    }
  g_assert_cmpuint (differing, ==, side->spaces->len);
  /* The corners of the widget are the canvas background, not the region. */
  g_assert_cmpuint (pixel (plain, 1, 1), ==, pixel (plain, w - 2, h - 2));

  /* Selecting s16 (a town) rings it and shows its rose: pixels change
   * round it and nowhere far from it. */
  wm_map_canvas_select (canvas, ids);
  selected = render_canvas (canvas, w, h);
  wm_map_canvas_to_widget (canvas, 3.1, 5.8, &wx, &wy);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (pixel (plain, x, y) != pixel (selected, x, y))
        {
          changed++;
          g_assert_cmpfloat (hypot (x - wx, y - wy), <, 1.2 * wm_map_canvas_get_zoom (canvas));
        }
  g_assert_cmpuint (changed, >, 50);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (selected);
  wm_map_canvas_select (canvas, NULL);
}

/* The canvas's next frame as the widget paints it, a full render spread
 * over several; @whole says whether this one shows the side whole. */
static cairo_surface_t *
render_frame (WmMapCanvas *canvas, int w, int h, gboolean *whole)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (surface);

  *whole = wm_map_canvas_draw_frame (canvas, cr, w, h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The largest difference of a colour channel between @a and @b, in levels. */
static int
largest_difference (cairo_surface_t *a, cairo_surface_t *b, int w, int h)
{
  int worst = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      for (int shift = 0; shift < 24; shift += 8)
        worst = MAX (worst, ABS ((int)((pixel (a, x, y) >> shift) & 0xff)
                                 - (int)((pixel (b, x, y) >> shift) & 0xff)));
  return worst;
}

/* A render of the side in full: a new zoom and back. */
static cairo_surface_t *
render_canvas_afresh (WmMapCanvas *canvas, int w, int h)
{
  wm_map_canvas_zoom_at (canvas, 1.25, w / 2.0, h / 2.0);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  wm_map_canvas_fit (canvas);
  return render_canvas (canvas, w, h);
}

/* Zoom keeps the point under the pointer; panning moves the view. */
static void
test_zoom_pan (void)
{
  WmMapCanvas *canvas = wm_map_page_get_canvas (show_map ());
  double x0, y0, x1, y1, zoom = wm_map_canvas_get_zoom (canvas);

  wm_map_canvas_to_region (canvas, 200, 150, &x0, &y0);
  wm_map_canvas_zoom_at (canvas, 2, 200, 150);
  g_assert_cmpfloat_with_epsilon (wm_map_canvas_get_zoom (canvas), 2 * zoom, 1e-6);
  wm_map_canvas_to_region (canvas, 200, 150, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 1e-9);
  g_assert_cmpfloat_with_epsilon (y0, y1, 1e-9);
  wm_map_canvas_pan (canvas, 50, 0);
  wm_map_canvas_to_region (canvas, 250, 150, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, x1, 1e-9);
  wm_map_canvas_key (canvas, GDK_KEY_0, 0);
  g_assert_cmpfloat_with_epsilon (wm_map_canvas_get_zoom (canvas), zoom, 1e-6);
}

/* G on the canvas turns the grid off and on, and the toolbar's Grid button
 * shows it (it stayed pressed); the button turns the canvas's grid too. */
static void
test_grid_key_and_button (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GtkWidget *icon = wm_test_find_icon (wm_map_page_get_toolbar (page), "view-grid-symbolic");
  GtkWidget *grid;

  g_assert_nonnull (icon);
  grid = gtk_widget_get_ancestor (icon, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_nonnull (grid);
  g_assert_true (wm_map_canvas_get_snap (canvas));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (grid)));
  g_assert_true (wm_map_canvas_key (canvas, GDK_KEY_g, 0));
  g_assert_false (wm_map_canvas_get_snap (canvas));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (grid)));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (grid), TRUE);
  g_assert_true (wm_map_canvas_get_snap (canvas));
  g_assert_true (wm_map_canvas_key (canvas, GDK_KEY_g, 0));
  g_assert_true (wm_map_canvas_key (canvas, GDK_KEY_g, 0));
  g_assert_true (wm_map_canvas_get_snap (canvas));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (grid)));
}

/* The canvas after edits made with the tools, each drawn again only where
 * it changed, shows what a full render of the edited side shows (give or
 * take cairo's rounding of a few levels at a few pixels). */
static void
test_damage_redraw (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)),
      h = gtk_widget_get_height (GTK_WIDGET (canvas));
  g_autofree char *copy = NULL;
  cairo_surface_t *edited, *full;
  const WmSpace *a, *b;
  int worst = 0;

  g_assert_true (wm_map_duplicate_region (doc, "r1", &copy, NULL));
  wm_map_page_show_region (page, copy, 0);
  wm_test_iterate (30);
  wm_map_canvas_fit (canvas);
  cairo_surface_destroy (render_canvas (canvas, w, h));

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  a = wm_side_find_space (shown_side (canvas), "s16");
  drag (canvas, a->x, a->y, a->x + 1, a->y + 0.5, 0);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SPACE);
  click (canvas, 6.0, 11.0);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_CONNECT);
  a = wm_side_find_space (shown_side (canvas), wm_map_canvas_get_selection (canvas)[0]);
  b = wm_side_find_space (shown_side (canvas), "s29");
  drag (canvas, a->x, a->y, b->x, b->y, 0);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_DELETE);
  a = wm_side_find_space (shown_side (canvas), "s23");
  click (canvas, a->x, a->y);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  g_assert_true (wm_document_redo (doc, NULL));
  wm_test_iterate (20);
  edited = render_canvas (canvas, w, h);

  full = render_canvas_afresh (canvas, w, h);
  worst = largest_difference (edited, full, w, h);
  g_test_message ("largest difference from a full render: %d levels", worst);
  g_assert_cmpint (worst, <=, 32);
  cairo_surface_destroy (edited);
  cairo_surface_destroy (full);
  g_assert_true (wm_map_delete_region (doc, copy, NULL));
}

/* After an edit confined to the region shown, which the canvas draws
 * again only where it changed, the texts shown in another language (Main
 * menu → Text Language): the canvas draws the town names in it, as a full
 * render does, without being attached to the document again; and in the
 * very next frame, whole, not tile by tile over the old names as a new
 * zoom is. */
static void
test_language_redraw (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)),
      h = gtk_widget_get_height (GTK_WIDGET (canvas));
  static const char *const moved[] = { "s16", NULL };
  g_autofree char *copy = NULL;
  cairo_surface_t *english, *german, *full;
  gboolean whole;

  g_assert_true (wm_map_duplicate_region (doc, "r1", &copy, NULL));
  wm_map_page_show_region (page, copy, 0);
  wm_test_iterate (30);
  wm_map_canvas_fit (canvas);
  cairo_surface_destroy (render_canvas (canvas, w, h));
  g_assert_true (wm_map_move_spaces (doc, copy, 0, moved, 0.5, 0, NULL));
  wm_test_iterate (20);
  g_assert_cmpstr (wm_document_get_changed_region (doc), ==, copy);
  english = render_canvas (canvas, w, h);

  /* As the window does: the override, then the change signal. */
  wm_variant_set_display_language_override ("de");
  g_signal_emit_by_name (doc, "changed");
  german = render_frame (canvas, w, h, &whole);
  g_assert_true (whole);
  full = render_canvas_afresh (canvas, w, h);
  g_assert_cmpint (largest_difference (english, german, w, h), >, 32);
  g_assert_cmpint (largest_difference (german, full, w, h), <=, 32);

  wm_variant_set_display_language_override (NULL);
  g_signal_emit_by_name (doc, "changed");
  wm_test_iterate (20);
  cairo_surface_destroy (english);
  cairo_surface_destroy (german);
  cairo_surface_destroy (full);
  g_assert_true (wm_map_delete_region (doc, copy, NULL));
}

/* Another side shown, zoomed in so that many tiles are in view: nothing
 * older stands in for its tiles, and the very first frame shows all of the
 * side in view, as a full render does. It drew a few tiles per frame, the
 * rest the canvas's ground: an engineer saw a light rectangle over the
 * bottom right of the canvas at 1400 × 900 on side B, for a second where
 * frames are drawn in software. */
static void
test_side_switch_first_frame (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)),
      h = gtk_widget_get_height (GTK_WIDGET (canvas));
  cairo_surface_t *first, *full;
  gboolean whole;

  wm_map_page_show_region (page, "r1", 0);
  wm_test_iterate (100);
  wm_map_page_show_region (page, "r1", 1);
  wm_map_canvas_zoom_at (canvas, 1.6, w / 2.0, h / 2.0);
  first = render_frame (canvas, w, h, &whole);
  full = render_canvas (canvas, w, h);
  if (g_getenv ("WM_SHOT_DIR"))
    {
      g_autofree char *path
          = g_build_filename (g_getenv ("WM_SHOT_DIR"), "map-side-b-first-frame.png", NULL);
      cairo_surface_write_to_png (first, path);
    }
  g_assert_cmpint (largest_difference (first, full, w, h), <=, 32);
  cairo_surface_destroy (first);
  cairo_surface_destroy (full);
  wm_map_canvas_fit (canvas);
  wm_map_page_show_region (page, "r1", 0);
  wm_test_iterate (50);
}

/* Switches the messages to German; FALSE without a German locale or
 * catalogue. */
static gboolean
use_german (void)
{
  return wm_test_use_language ("de", "de_DE.UTF-8", NULL);
}

static gboolean
is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_shown_named (GtkWidget *widget, gconstpointer name)
{
  return is_named (widget, name) && gtk_widget_is_visible (widget);
}

/* A key cap showing @accelerator. */
static gboolean
is_shortcut_label (GtkWidget *widget, gconstpointer accelerator)
{
  return GTK_IS_SHORTCUT_LABEL (widget)
         && g_strcmp0 (gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (widget)),
                       accelerator)
                == 0;
}

/* The text of the inspector's rose at @column, @row of its grid. */
static const char *
rose_at (GtkWidget *page, int column, int row)
{
  GtkWidget *rose = wm_test_find_widget (page, is_shown_named, "directions");
  GtkWidget *cell;

  g_assert_nonnull (rose);
  cell = gtk_grid_get_child_at (GTK_GRID (rose), column, row);
  g_assert_true (GTK_IS_LABEL (cell));
  return gtk_label_get_text (GTK_LABEL (cell));
}

/* The inspector names the compass points in the UI's language, in
 * capitals as the rulebooks write them, not by the file's keywords:
 * German "O" (Ost) for east, "NO" for north-east (lower-case "no" read as
 * the English word). Each path row of the space tells its type. */
static void
test_directions_in_german (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  static const char *const s16[] = { "s16", NULL };
  GtkWidget *type;

  if (!use_german () || g_str_equal (wm_direction_display_abbrev (WM_DIR_E), "E"))
    g_test_skip ("no German locale or catalogue");
  else
    {
      wm_map_page_show_region (page, "r1", 0);
      wm_map_canvas_select (canvas, s16);
      wm_test_iterate (30);
      g_assert_cmpstr (rose_at (GTK_WIDGET (page), 1, 0), ==, "N ○");
      g_assert_cmpstr (rose_at (GTK_WIDGET (page), 2, 0), ==, "NO ●");
      g_assert_cmpstr (rose_at (GTK_WIDGET (page), 2, 1), ==, "O ○");
      g_assert_cmpstr (rose_at (GTK_WIDGET (page), 2, 2), ==, "SO ●");
      type = wm_test_find_widget (GTK_WIDGET (page), is_shown_named, "path-type");
      g_assert_nonnull (type);
      g_assert_true (gtk_widget_get_visible (type));
      g_test_message ("path type %s", gtk_label_get_text (GTK_LABEL (type)));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (type)), !=, "");
      g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (type)), "-"));
      wm_test_screenshot (gtk_widget_get_parent (GTK_WIDGET (canvas)), "inspector-space-german");
    }
  wm_map_canvas_select (canvas, NULL);
}

/* The inspector shows a space's directions as a compass rose, each at its
 * place around the space, one below the other rather than one line wrapped
 * into two rows of circles glued to the letters (review 20, R20-13); a
 * direction no path or port leaves in is dim. */
static void
test_directions_as_rose (void)
{
  static const int place[WM_N_DIRS][2] = { { 1, 0 }, { 2, 0 }, { 2, 1 }, { 2, 2 },
                                           { 1, 2 }, { 0, 2 }, { 0, 1 }, { 0, 0 } };
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  static const char *const s16[] = { "s16", NULL };
  GtkWidget *rose;

  wm_map_page_show_region (page, "r1", 0);
  wm_map_canvas_select (canvas, s16);
  wm_test_iterate (30);
  rose = wm_test_find_widget (GTK_WIDGET (page), is_shown_named, "directions");
  g_assert_nonnull (rose);
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      gboolean used = d == WM_DIR_NE || d == WM_DIR_SE || d == WM_DIR_S || d == WM_DIR_W;
      g_autofree char *text = g_strdup_printf ("%s %s", wm_direction_display_abbrev (d),
                                               used ? "●" : "○");
      GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (rose), place[d][0], place[d][1]);

      g_assert_cmpstr (rose_at (GTK_WIDGET (page), place[d][0], place[d][1]), ==, text);
      g_assert_true (gtk_widget_has_css_class (cell, "dim-label") == !used);
    }
  /* The centre, where the space is, says nothing. */
  g_assert_null (gtk_grid_get_child_at (GTK_GRID (rose), 1, 1));
  wm_test_screenshot (GTK_WIDGET (page), "inspector-rose");
  wm_map_canvas_select (canvas, NULL);
}

/* The words over the group of keys under @keys in which @accelerator's
 * cap is: the label before its grid. */
static const char *
where_key_works (GtkWidget *keys, const char *accelerator)
{
  GtkWidget *cap = wm_test_find_widget (keys, is_shortcut_label, accelerator);
  GtkWidget *words;

  g_assert_nonnull (cap);
  words = gtk_widget_get_prev_sibling (gtk_widget_get_parent (cap));
  g_assert_true (GTK_IS_LABEL (words));
  return gtk_label_get_text (GTK_LABEL (words));
}

/* Each of the letter keys @letters is under @where (a msgid). */
static void
assert_keys_where (GtkWidget *keys, const char *letters, const char *where)
{
  for (const char *k = letters; *k != '\0'; k++)
    {
      char key[2] = { *k, '\0' };
      g_assert_cmpstr (where_key_works (keys, key), ==, g_dgettext (GETTEXT_PACKAGE, where));
    }
}

/* With no space selected the inspector lists the map's keys as key caps
 * beside what each does, the same keys in every language, instead of a
 * line of letters ("V select, S space") unexplained in German; F9 among
 * them, and the keys of the map by keyboard. */
static void
test_map_keys_as_caps (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GtkWidget *keys, *cap;

  wm_map_page_show_region (page, "r1", 0);
  wm_map_canvas_select (canvas, NULL);
  wm_test_iterate (60);
  keys = wm_test_find_widget (GTK_WIDGET (page), is_named, "map-keys");
  g_assert_nonnull (keys);
  g_assert_true (gtk_widget_is_visible (keys));
  cap = wm_test_find_widget (keys, is_shortcut_label, "v");
  g_assert_nonnull (cap);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (cap))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Select and move"));
  for (const char *k = "scl" "pd"; *k != '\0'; k++)
    {
      char key[2] = { *k, '\0' };
      g_assert_nonnull (wm_test_find_widget (keys, is_shortcut_label, key));
    }
  /* F9 too, which hides the list of regions (the shortcuts window had
   * it, the map's keys did not). */
  cap = wm_test_find_widget (keys, is_shortcut_label, "F9");
  g_assert_nonnull (cap);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (cap))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Show or hide the list of regions"));
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (page), "V select"));
  /* Each under the words that say where it works: the tools and G
   * wherever the keyboard is but in a text field, Delete on the map, F9
   * anywhere on the page (all of them were under "While the map has the
   * keyboard"). */
  assert_keys_where (keys, "vscl" "pdg", "Unless you are typing in a field:");
  /* The canvas's own keys say the keyboard's way there, Tab, and what
   * it does there (cd71b6b): the arrows select (Alt: move), Menu opens the
   * space's menu; the words said "click it first". */
  for (const char **k = (const char *[]){ "Delete", "Menu", NULL }; *k; k++)
    g_assert_cmpstr (where_key_works (keys, *k), ==,
                     g_dgettext (GETTEXT_PACKAGE, "While the map has the keyboard (Tab to it):"));
  cap = GTK_WIDGET (wm_test_find_label_with (keys, "←↑→↓"));
  g_assert_nonnull (cap);
  g_assert_true (gtk_widget_has_css_class (cap, "keycap"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (cap))), ==,
                   g_dgettext (GETTEXT_PACKAGE,
                               "Select the nearest space that way (Alt: move the selection)"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (
                       gtk_widget_get_parent (cap)))),
                   ==, g_dgettext (GETTEXT_PACKAGE, "While the map has the keyboard (Tab to it):"));
  g_assert_null (wm_test_find_label_with (keys, "click it first"));
  g_assert_cmpstr (where_key_works (keys, "F9"), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Anywhere on the page:"));
  wm_test_screenshot (gtk_widget_get_parent (GTK_WIDGET (canvas)), "inspector-map-keys");
}

/* The port a problem names, in English and in German: the reveal from the
 * Validation page selects its space and rings that port alone, although
 * each edge of r1 has a port at the same position. */
static void
test_reveal_port (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  WmVariant *variant = wm_document_get_variant (doc);
  WmSide *side = wm_map_find_side (variant, "r1", 0);
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  guint last = side->ports->len - 1;
  const WmPort *port = g_ptr_array_index (side->ports, last);

  for (guint german = 0; german < 2; german++)
    {
      g_autofree char *told = NULL;
      g_autofree char *message = NULL;
      const GArray *ports;

      if (german && !use_german ())
        {
          g_test_message ("no German locale: English only");
          break;
        }
      told = wm_port_open_message (variant, "r1", port, "r2");
      g_test_message ("%s", told);
      if (german && g_str_has_prefix (told, "the "))
        {
          g_test_message ("no German catalogue: English only");
          break;
        }
      /* The message as the check writes it: the arrangement it fails on
       * is the diagnostic's detail, not part of the message. */
      message = g_strdup (told);
      wm_map_canvas_select (canvas, NULL);
      wm_map_page_show_region (page, "r2", 0);
      g_assert_true (wm_map_page_reveal (page, "region r1 / side A", message));
      wm_test_iterate (30);
      g_assert_cmpstr (wm_map_canvas_get_region (canvas), ==, "r1");
      ports = wm_map_canvas_get_revealed_ports (canvas);
      g_assert_cmpuint (ports->len, ==, 1);
      g_assert_cmpuint (g_array_index (ports, guint, 0), ==, last);
      g_assert_true (g_strv_contains (wm_map_canvas_get_selection (canvas), port->space));
    }
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-reveal-port");
  /* A new selection forgets the ringed port. */
  wm_map_canvas_select (canvas, NULL);
  g_assert_cmpuint (wm_map_canvas_get_revealed_ports (canvas)->len, ==, 0);
}

/* Moves the first port of r1's side A along its edge by @delta and
 * validates: moved, it meets no port across the border, a problem that
 * names no space. */
static void
shift_r1_port (WmMapPage *page, double delta)
{
  WmDocument *doc = wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
  WmPort *port = g_ptr_array_index (wm_map_find_side (wm_document_get_variant (doc), "r1", 0)->ports,
                                    0);

  port->at += delta;
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
}

/* A problem that names no space (a port meeting none across the border)
 * is in the banner above the canvas: counted with the first problem on
 * two lines cut with "…", never over the canvas (review 14, R14-8); all
 * of them, wrapped, in the popover of its button. Without problems its
 * line wraps too (cut in Italian, review 18), and the banner keeps its
 * height. */
static void
test_banner_two_lines (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GtkWidget *banner = wm_map_page_get_banner (page);
  GtkWidget *all = wm_test_find_of_type (banner, GTK_TYPE_MENU_BUTTON);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (all)));
  graphene_rect_t line, canvas_bounds, in_list;
  GtkLabel *label, *listed;
  int height;

  wm_map_page_show_region (page, "r1", 0);
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
  label = wm_test_find_label_with (banner, "No problems on this side");
  g_assert_nonnull (label);
  g_assert_true (gtk_label_get_wrap (label));
  g_assert_cmpint (gtk_label_get_lines (label), ==, 2);
  g_assert_false (gtk_widget_get_mapped (all));
  wm_test_wait_laid_out (banner, "the banner");
  height = gtk_widget_get_height (banner);
  shift_r1_port (page, 1);
  label = wm_test_find_label_with (banner, "meets no port");
  g_assert_nonnull (label);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), "1 problem: "));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "error"));
  wm_test_wait_laid_out (GTK_WIDGET (label), "the banner's line");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (page), &line));
  g_assert_true (
      gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (page), &canvas_bounds));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), <=, 2);
  g_assert_true (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_cmpint (gtk_widget_get_height (banner), ==, height);
  g_assert_cmpfloat (line.origin.y + line.size.height, <=, canvas_bounds.origin.y);
  g_assert_true (gtk_widget_get_sensitive (all));

  /* The list: the whole message, wrapped. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (all));
  wm_test_iterate (50);
  listed = wm_test_find_label_with (popover, "meets no port");
  g_assert_nonnull (listed);
  g_assert_true (gtk_label_get_wrap (listed));
  wm_test_wait_laid_out (GTK_WIDGET (listed), "the banner's list");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (listed), popover, &in_list));
  g_assert_cmpfloat (in_list.size.width, <=, gtk_widget_get_width (popover));
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-banner");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (all));

  shift_r1_port (page, -1);
  g_assert_null (wm_test_find_label_with (banner, "meets no port"));
  g_assert_false (gtk_widget_get_mapped (all));
}

/* In a window as wide as a 1024 px laptop screen, where the inspector
 * stands beside the canvas, the banner's sentence when the side has no
 * problems is read whole: it was cut "… besides those marked o…" while
 * the greyed All Problems button, which has nothing to list, took a third
 * of the line (review 20, R20-2). The button is back with a problem, and
 * the banner keeps its height either way. */
static void
test_banner_whole_on_laptop (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapPage *page = show_map ();
  GtkWidget *banner = wm_map_page_get_banner (page);
  GtkWidget *all = wm_test_find_of_type (banner, GTK_TYPE_MENU_BUTTON);
  GtkLabel *label;
  int width, height, banner_height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  wm_test_resize_window (GTK_WINDOW (window), 1024, 768);
  wm_map_page_show_region (page, "r1", 0);
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
  label = wm_test_find_label_with (banner, "No problems on this side");
  g_assert_nonnull (label);
  wm_test_wait_laid_out (GTK_WIDGET (label), "the banner's line");
  wm_test_iterate (30);
  wm_test_screenshot (GTK_WIDGET (window), "map-banner-laptop");
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_false (gtk_widget_get_mapped (all));
  banner_height = gtk_widget_get_height (banner);

  shift_r1_port (page, 1);
  wm_test_iterate (30);
  g_assert_true (gtk_widget_get_mapped (all));
  g_assert_true (gtk_widget_get_sensitive (all));
  g_assert_cmpint (gtk_widget_get_height (banner), ==, banner_height);
  shift_r1_port (page, -1);
  wm_test_resize_window (GTK_WINDOW (window), width, height);
}

static void
assert_same_bounds (const graphene_rect_t *a, const graphene_rect_t *b)
{
  g_assert_cmpfloat (a->origin.x, ==, b->origin.x);
  g_assert_cmpfloat (a->origin.y, ==, b->origin.y);
  g_assert_cmpfloat (a->size.width, ==, b->size.width);
  g_assert_cmpfloat (a->size.height, ==, b->size.height);
}

/* D3: when problems come and go the canvas keeps its place and size, and
 * a point of the side stays where it was on the screen, so that the next
 * click lands where it was aimed; the banner, a row of its own, covers no
 * part of it (review 14, R14-8). So does a refused edit's message under
 * the canvas. */
static void
test_banner_floats (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  double x0, y0, x1, y1;
  graphene_rect_t before, after, banner_bounds, overlap;
  GtkLabel *label;

  wm_map_page_show_region (page, "r1", 0);
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (page), "meets no port"));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (page), &before));
  wm_map_canvas_to_widget (canvas, 6, 6, &x0, &y0);

  shift_r1_port (page, 1);
  label = wm_test_find_label_with (GTK_WIDGET (page), "meets no port");
  g_assert_nonnull (label);
  /* The banner laid out, or the bounds below say nothing. */
  wm_test_wait_laid_out (GTK_WIDGET (label), "the banner's line about the port");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (page), &after));
  assert_same_bounds (&before, &after);
  wm_map_canvas_to_widget (canvas, 6, 6, &x1, &y1);
  g_assert_cmpfloat (x1, ==, x0);
  g_assert_cmpfloat (y1, ==, y0);
  /* Beside the canvas, not over it. */
  g_assert_true (gtk_widget_compute_bounds (wm_map_page_get_banner (page), GTK_WIDGET (page),
                                            &banner_bounds));
  g_assert_false (graphene_rect_intersection (&after, &banner_bounds, &overlap)
                  && overlap.size.width > 0 && overlap.size.height > 0);
  wm_test_screenshot (GTK_WIDGET (wm_test_only_window (GTK_APPLICATION (app))), "map-banner-over");

  /* A refused edit's message, two lines long, under the canvas. */
  g_signal_emit_by_name (canvas, "message",
                         "s4 already leaves to the north-east on the “Road” path s4–s7\n"
                         "and a second line");
  wm_test_iterate (50);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (page), &after));
  assert_same_bounds (&before, &after);
  g_signal_emit_by_name (canvas, "message", NULL);

  shift_r1_port (page, -1);
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (page), "meets no port"));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (page), &after));
  assert_same_bounds (&before, &after);
}

/* A button whose tooltip is @tip. */
static gboolean
button_tipped (GtkWidget *widget, gconstpointer tip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tip) == 0;
}

/* The Map page's + makes a region with its own (empty) common-quest deck,
 * which the Decks page lists at once; undo takes both away again, and the
 * validator finds no region without its deck. */
static void
test_add_region_deck (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapPage *page = show_map ();
  WmDocument *doc = wm_window_get_document (window);
  guint n = wm_document_get_variant (doc)->regions->len;
  g_autofree char *id = g_strdup_printf ("r%u", n + 1);
  g_autofree char *title = g_strdup_printf ("Quests: %s (0)", id);
  g_autoptr (WmDiagnostics) diags = NULL;
  GtkWidget *add = wm_test_find_widget (GTK_WIDGET (page), button_tipped, _("Add region"));

  g_assert_nonnull (add);
  g_signal_emit_by_name (add, "clicked");
  wm_test_iterate (50);
  g_assert_nonnull (wm_variant_find_region (wm_document_get_variant (doc), id));
  diags = wm_validate (wm_document_get_variant (doc));
  g_assert_false (wm_diagnostics_has_code (diags, "deck-missing"));

  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "decks"));
  wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (window->decks_page, title));
  wm_test_screenshot (GTK_WIDGET (window), "decks-new-region");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (100);
  g_assert_null (wm_variant_find_region (wm_document_get_variant (doc), id));
  g_assert_null (wm_test_find_label_with (window->decks_page, title));
  show_map ();
}

/* The lake tool (review 4, E14): a drag that starts on a space draws a new
 * lake round the spaces, as one from empty ground does, and leaves the
 * lake already there alone; a click on a space far from every lake is
 * refused, saying why; a click next to a lake puts the space on its shore
 * and says so; undo takes it off. */
static void
test_lake_drag_from_space (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = wm_window_get_document (window);
  /* Three round the first lake; three to drag round, starting on the
   * first of them; one far from both lakes; one next to the second. */
  static const double xy[8][2] = { { 2, 2 }, { 4, 2 }, { 3, 3.5 }, { 7, 7 },
                                   { 9, 7.5 }, { 8, 9 }, { 8, 4.5 }, { 6.5, 8.5 } };
  char *ids[8] = { NULL };
  g_autofree char *region = NULL;
  g_autofree char *expected = NULL;
  const WmLake *lake;
  double wx, wy;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  for (int i = 0; i < 8; i++)
    g_assert_true (
        wm_map_add_space (doc, region, 0, xy[i][0], xy[i][1], WM_SPACE_PLAIN, &ids[i], NULL));
  {
    const char *round[] = { ids[0], ids[1], ids[2], NULL };
    g_assert_true (wm_map_add_lake (doc, region, 0, round, NULL, NULL));
  }
  wm_test_iterate (50);
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_LAKE);

  /* Pressed on the space's lower right, so that its centre lies outside
   * the band. */
  wm_map_canvas_to_widget (canvas, 7.1, 7.1, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, 0);
  wm_map_canvas_to_widget (canvas, 8.5, 8.5, &wx, &wy);
  wm_map_canvas_motion (canvas, wx, wy);
  wm_map_canvas_to_widget (canvas, 9.8, 9.8, &wx, &wy);
  wm_map_canvas_motion (canvas, wx, wy);
  wm_test_screenshot (GTK_WIDGET (window), "map-lake-drag");
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (20);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 2);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 3);
  g_assert_cmpuint (lake->islands->len, ==, 0);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 1);
  g_assert_cmpuint (lake->shores->len, ==, 3);
  g_assert_cmpstr (((WmShore *)g_ptr_array_index (lake->shores, 0))->space, ==, ids[3]);
  wm_test_screenshot (GTK_WIDGET (window), "map-lake-drag-done");

  /* A click far from both lakes changes nothing and says why. */
  click (canvas, xy[6][0], xy[6][1]);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 2);
  g_assert_cmpuint (((WmLake *)g_ptr_array_index (shown_side (canvas)->lakes, 1))->shores->len,
                    ==, 3);
  g_assert_nonnull (strstr (wm_map_page_get_message (page), "is not next to a lake"));

  /* A click next to the new lake: on its shore, and a toast says so. */
  click (canvas, xy[7][0], xy[7][1]);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 1);
  g_assert_cmpuint (lake->shores->len, ==, 4);
  expected = g_strdup_printf ("%s added to the shore of lake %s", ids[7], lake->id);
  /* A toast an earlier test left (lakes-ports: "s4 taken off corner lake
   * nw") may still be up. */
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (window->toast_overlay), expected));
  wm_test_screenshot (GTK_WIDGET (window), "map-lake-shore-said");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 1);
  g_assert_cmpuint (lake->shores->len, ==, 3);

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  for (int i = 0; i < 8; i++)
    g_free (ids[i]);
}

/* The base game as a file edited by hand (review 4, E1 and E2): r1 side
 * A's path s9–s10 leads to s99, which does not exist, and the port of s2
 * is a water port facing a trail. Written to @dir. */
static char *
write_file_with_errors (const char *dir, gboolean without_ends)
{
  g_autoptr (GBytes) base_bytes = wm_variant_base_bytes ();
  g_autoptr (GString) text = g_string_new_len (g_bytes_get_data (base_bytes, NULL),
                                               g_bytes_get_size (base_bytes));
  char *path = g_build_filename (dir, "dangling.waymark", NULL);

  if (without_ends)
    g_assert_cmpuint (g_string_replace (text, "a=\"s9\" a-dir=\"e\" b=\"s10\" b-dir=\"w\"",
                                        "a=\"s98\" a-dir=\"e\" b=\"s99\" b-dir=\"w\"", 1),
                      ==, 1);
  else
    g_assert_cmpuint (g_string_replace (text, "b=\"s10\" b-dir=\"w\" type=\"water\"",
                                        "b=\"s99\" b-dir=\"w\" type=\"water\"", 1),
                      ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<port edge=\"n\" at=\"3\" type=\"trail\" space=\"s2\"",
                                      "<port edge=\"n\" at=\"3\" type=\"water\" space=\"s2\"", 1),
                    ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  return path;
}

/* Each diagnostic of a JSON array (wm_diagnostics_to_json()) as one line
 * of its line, severity, code, message and where: the file's name aside. */
static GStrv
diagnostic_lines (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GStrvBuilder) lines = g_strv_builder_new ();
  JsonArray *array;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *item = json_array_get_object_element (array, i);
      g_autofree char *line = g_strdup_printf (
          "%" G_GINT64_FORMAT " %s %s %s (%s)", json_object_get_int_member (item, "line"),
          json_object_get_string_member (item, "severity"),
          json_object_get_string_member (item, "code"),
          json_object_get_string_member (item, "message"),
          json_object_get_string_member_with_default (item, "where", ""));
      g_strv_builder_add (lines, line);
    }
  return g_strv_builder_end (lines);
}

/* What `waymark-cli validate --format json @path` lists, as diagnostic_lines(). */
static GStrv
cli_diagnostics (const char *path)
{
  const char *argv[] = { g_getenv ("WM_CLI"), "validate", "--format", "json", path, NULL };
  g_autofree char *out = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL) == FALSE);
  return diagnostic_lines (out);
}

/* Opening the file: the toast counts the errors the Validation page
 * lists, and `waymark-cli validate` lists the same problems (E2). */
static WmWindow *
open_with_errors (const char *path, guint n_errors)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDiagnostics) shown = NULL;
  g_autofree char *json = NULL;
  g_autofree char *toast = NULL;
  g_auto (GStrv) app_lines = NULL;
  g_auto (GStrv) cli_lines = NULL;
  WmWindow *window;

  wm_application_open_file (app, file);
  wm_test_iterate (300);
  window = wm_test_window_of (GTK_APPLICATION (app), path);
  g_assert_nonnull (window);
  shown = wm_validation_check (wm_document_get_variant (wm_window_get_document (window)));
  /* The loader's one per missing end and the design's one; s1, cut off
   * from s10, is not told out of reach: a side with a path to a space it
   * lacks is not judged for reach, the path's ref-unknown is the cause
   * (review 18). */
  g_assert_cmpuint (wm_diagnostics_count_errors (shown), ==, n_errors);
  g_assert_true (wm_diagnostics_has_code (shown, "ref-unknown"));
  g_assert_true (wm_diagnostics_has_code (shown, "arrangement-port-type"));
  g_assert_false (wm_diagnostics_has_code (shown, "arrangement-unreachable"));
  toast = g_strdup_printf ("The variant has %u errors: see Validation",
                           wm_diagnostics_count_errors (shown));
  /* The toast of an edit an earlier test made may still be up. */
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (window->toast_overlay), toast));

  json = wm_diagnostics_to_json (shown);
  app_lines = diagnostic_lines (json);
  cli_lines = cli_diagnostics (path);
  g_assert_cmpstrv (cli_lines, app_lines);
  return window;
}

/* Activates the first row of the Validation page that names @id. */
static void
activate_validation_row (WmWindow *window, const char *id)
{
  GtkListBoxRow *row;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_validation_page_refresh (WM_VALIDATION_PAGE (window->validation_page));
  wm_test_iterate (50);
  row = find_row (GTK_WIDGET (window->validation_page), id);
  g_assert_nonnull (row);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  wm_test_iterate (100);
}

static int
path_index (WmDocument *doc, const char *a, const char *b)
{
  WmSide *side = wm_map_find_side (wm_document_get_variant (doc), "r1", 0);
  const WmPath *path = find_path (side, a, b);
  guint index;

  return path != NULL && g_ptr_array_find (side->paths, path, &index) ? (int)index : -1;
}

/* The base game with a broken path (write_file_with_errors()) open in
 * its own window. */
typedef struct
{
  char *dir, *path;
  WmWindow *window;
  WmMapPage *page;
  WmMapCanvas *canvas;
  WmDocument *doc;
} ErrorFile;

static void
error_file_open (ErrorFile *f, gboolean without_ends, guint n_errors)
{
  f->dir = g_dir_make_tmp ("wm-map-errors-XXXXXX", NULL);
  f->path = write_file_with_errors (f->dir, without_ends);
  f->window = open_with_errors (f->path, n_errors);
  f->page = WM_MAP_PAGE (f->window->map_page);
  f->canvas = wm_map_page_get_canvas (f->page);
  f->doc = wm_window_get_document (f->window);
}

static void
error_file_close (ErrorFile *f)
{
  g_assert_false (wm_document_get_modified (f->doc));
  gtk_window_close (GTK_WINDOW (f->window));
  wm_test_iterate (50);
  g_assert_null (wm_test_window_of (GTK_APPLICATION (app), f->path));
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static void
undo_in (WmWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (50);
}

/* The path to s99 (E1): the Validation page's row leads to its end s9; the
 * inspector lists the path flagged, and its button deletes it, undoably. */
static void
test_open_with_errors (void)
{
  ErrorFile f;
  WmMapPage *page;
  WmMapCanvas *canvas;
  WmDocument *doc;
  GtkLabel *note;
  GtkWidget *remove;

  error_file_open (&f, FALSE, 2);
  page = f.page, canvas = f.canvas, doc = f.doc;

  activate_validation_row (f.window, "s99");
  g_assert_cmpstr (wm_window_get_section (f.window), ==, "map");
  g_assert_cmpstr (wm_map_canvas_get_region (canvas), ==, "r1");
  g_assert_cmpint (wm_map_canvas_get_side (canvas), ==, 0);
  g_assert_cmpstr (wm_map_canvas_get_selection (canvas)[0], ==, "s9");
  g_assert_null (wm_map_canvas_get_selection (canvas)[1]);

  note = wm_test_find_label_with (GTK_WIDGET (page), "There is no space “s99” on this side");
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  wm_test_screenshot (GTK_WIDGET (f.window), "map-dangling-path");
  /* The note sits under its path's line, whose last widget is the button. */
  remove = gtk_widget_get_last_child (gtk_widget_get_prev_sibling (GTK_WIDGET (note)));
  g_assert_true (GTK_IS_BUTTON (remove));
  g_signal_emit_by_name (remove, "clicked");
  wm_test_iterate (50);
  g_assert_null (find_path (wm_map_find_side (wm_document_get_variant (doc), "r1", 0), "s9", "s99"));
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (page), "There is no space “s99”"));
  undo_in (f.window);
  g_assert_nonnull (find_path (wm_map_find_side (wm_document_get_variant (doc), "r1", 0), "s9", "s99"));
  error_file_close (&f);
}

/* A path s98–s99 with neither end on the side: the Validation page's row
 * selects the path itself, whose inspector says it cannot be drawn; the
 * Delete key deletes it, and undo brings it back, the file unmodified.
 * With nothing selected, the region's Broken paths list deletes it too. */
static void
test_open_path_without_ends (void)
{
  ErrorFile f;
  GtkLabel *note;
  int index;

  error_file_open (&f, TRUE, 3);
  index = path_index (f.doc, "s98", "s99");
  g_assert_cmpint (index, >=, 0);
  activate_validation_row (f.window, "s98");
  g_assert_cmpstr (wm_window_get_section (f.window), ==, "map");
  g_assert_cmpstr (wm_map_canvas_get_region (f.canvas), ==, "r1");
  g_assert_cmpint (wm_map_canvas_get_side (f.canvas), ==, 0);
  g_assert_null (wm_map_canvas_get_selection (f.canvas)[0]);
  g_assert_cmpint (wm_map_canvas_get_selected_path (f.canvas), ==, index);
  note = wm_test_find_label_with (GTK_WIDGET (f.page), "Neither “s98” nor “s99” is a space");
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  wm_test_screenshot (GTK_WIDGET (f.window), "map-path-without-ends");

  g_assert_true (wm_map_canvas_key (f.canvas, GDK_KEY_Delete, 0));
  wm_test_iterate (50);
  g_assert_cmpint (path_index (f.doc, "s98", "s99"), ==, -1);
  g_assert_cmpint (wm_map_canvas_get_selected_path (f.canvas), ==, -1);
  /* The path's section is hidden (its widgets stay for the next path). */
  note = wm_test_find_label_with (GTK_WIDGET (f.page), "Neither “s98”");
  g_assert_true (note == NULL || !gtk_widget_get_mapped (GTK_WIDGET (note)));
  undo_in (f.window);
  g_assert_cmpint (path_index (f.doc, "s98", "s99"), ==, index);

  /* With nothing selected, the region's inspector lists it under Broken
   * paths, with its own delete button. */
  g_assert_true (wm_map_canvas_key (f.canvas, GDK_KEY_Escape, 0));
  wm_test_iterate (50);
  g_assert_cmpint (wm_map_canvas_get_selected_path (f.canvas), ==, -1);
  note = wm_test_find_label_with (GTK_WIDGET (f.page), "s98 → s99");
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (note), "error"));
  wm_test_screenshot (GTK_WIDGET (f.window), "map-broken-paths");
  g_assert_true (GTK_IS_BUTTON (gtk_widget_get_next_sibling (GTK_WIDGET (note))));
  g_signal_emit_by_name (gtk_widget_get_next_sibling (GTK_WIDGET (note)), "clicked");
  wm_test_iterate (50);
  g_assert_cmpint (path_index (f.doc, "s98", "s99"), ==, -1);
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (f.page), "s98 → s99"));
  undo_in (f.window);
  g_assert_cmpint (path_index (f.doc, "s98", "s99"), ==, index);
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (f.page), "s98 → s99"));
  error_file_close (&f);
}

/* The path s9–s99 shows as a stub leaving s9 to the east, where it is
 * headed: the select tool's click on the stub selects the path, the
 * Delete key deletes it; the delete tool's click deletes it too. Each is
 * one step that undo takes back. */
static void
test_dangling_path_stub (void)
{
  ErrorFile f;
  const WmSpace *s9;
  double x, y;
  int index;

  error_file_open (&f, FALSE, 2);
  index = path_index (f.doc, "s9", "s99");
  g_assert_cmpint (index, >=, 0);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.show-section", "s", "map");
  wm_map_page_show_region (f.page, "r1", 0);
  wm_test_iterate (50);
  s9 = wm_side_find_space (wm_map_find_side (wm_document_get_variant (f.doc), "r1", 0), "s9");
  g_assert_nonnull (s9);
  x = s9->x + 0.7, y = s9->y;

  wm_map_canvas_set_tool (f.canvas, WM_MAP_TOOL_SELECT);
  click (f.canvas, x, y);
  g_assert_cmpint (wm_map_canvas_get_selected_path (f.canvas), ==, index);
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (f.page), "There is no space “s99”"));
  wm_test_screenshot (GTK_WIDGET (f.window), "map-dangling-stub");
  g_assert_true (wm_map_canvas_key (f.canvas, GDK_KEY_Delete, 0));
  wm_test_iterate (20);
  g_assert_cmpint (path_index (f.doc, "s9", "s99"), ==, -1);
  g_assert_nonnull (
      wm_side_find_space (wm_map_find_side (wm_document_get_variant (f.doc), "r1", 0), "s9"));
  undo_in (f.window);
  g_assert_cmpint (path_index (f.doc, "s9", "s99"), ==, index);

  wm_map_canvas_set_tool (f.canvas, WM_MAP_TOOL_DELETE);
  click (f.canvas, x, y);
  g_assert_cmpint (path_index (f.doc, "s9", "s99"), ==, -1);
  undo_in (f.window);
  g_assert_cmpint (path_index (f.doc, "s9", "s99"), ==, index);
  wm_map_canvas_set_tool (f.canvas, WM_MAP_TOOL_SELECT);
  error_file_close (&f);
}

/* The ids of r1 side A whose ink (id_ink ()) in @with is less than four
 * fifths of their ink in @without, counted; each one named. */
static guint
ids_hidden (WmMapCanvas *canvas, const GArray *labels, cairo_surface_t *with,
            cairo_surface_t *without, const char *what)
{
  guint hidden = 0;

  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *id = &g_array_index (labels, WmRenderLabel, i);
      guint ink_with, ink_without;

      if (!id->is_id)
        continue;
      ink_with = id_ink (canvas, with, id);
      ink_without = id_ink (canvas, without, id);
      if (ink_with * 10 < ink_without * 8)
        {
          g_test_message ("%s: %s's ink %u with the stub, %u without", what, id->space, ink_with,
                          ink_without);
          hidden++;
        }
    }
  return hidden;
}

/* The stub of the path s9–s99, turned every way s9 has free, covered the
 * ids it lay on with its red dashes and ring (s9's own, where the stub
 * leaves towards it): each id shows as much of its ink with the stub as
 * without it. */
static void
test_stub_keeps_ids (void)
{
  ErrorFile f;
  WmVariant *variant;
  g_autoptr (GArray) labels = NULL;
  cairo_surface_t *without;
  WmMapStyle style;
  int index, w, h;
  guint turned = 0, hidden = 0;

  error_file_open (&f, FALSE, 2);
  index = path_index (f.doc, "s9", "s99");
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.show-section", "s", "map");
  wm_map_page_show_region (f.page, "r1", 0);
  wm_test_wait_laid_out (GTK_WIDGET (f.canvas), "the map canvas");
  w = gtk_widget_get_width (GTK_WIDGET (f.canvas));
  h = gtk_widget_get_height (GTK_WIDGET (f.canvas));
  wm_map_canvas_fit (f.canvas);
  variant = wm_document_get_variant (f.doc);
  wm_map_style_init (&style);
  style.space_ids = TRUE;
  labels = wm_render_region_side_labels (variant, wm_variant_find_region (variant, "r1"),
                                         wm_map_find_side (variant, "r1", 0), &style);
  g_assert_true (wm_map_delete_path (f.doc, "r1", 0, index, NULL));
  wm_test_iterate (50);
  without = render_canvas (f.canvas, w, h);
  undo_in (f.window);
  for (WmDirection dir = 0; dir < WM_N_DIRS; dir++)
    {
      const WmPath *path = g_ptr_array_index (wm_map_find_side (variant, "r1", 0)->paths, index);
      cairo_surface_t *with;

      if (!wm_map_set_path (f.doc, "r1", 0, index, path->type, dir, path->b_dir, NULL))
        continue;
      wm_test_iterate (50);
      turned++;
      with = render_canvas (f.canvas, w, h);
      hidden += ids_hidden (f.canvas, labels, with, without, wm_direction_to_string (dir));
      cairo_surface_destroy (with);
      undo_in (f.window);
    }
  cairo_surface_destroy (without);
  g_assert_cmpuint (turned, >=, 3);
  g_assert_cmpuint (hidden, ==, 0);
  g_assert_cmpint (path_index (f.doc, "s9", "s99"), ==, index);
  error_file_close (&f);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-map-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);

  g_test_add_func ("/map/gui/base-region", test_page_shows_base_region);
  g_test_add_func ("/map/gui/tools", test_tools);
  g_test_add_func ("/map/gui/lakes-ports", test_lakes_and_ports);
  g_test_add_func ("/map/gui/overlay", test_overlay);
  g_test_add_func ("/map/gui/selected-id-over-rings", test_selected_id_over_rings);
  g_test_add_func ("/map/gui/reveal-port", test_reveal_port);
  g_test_add_func ("/map/gui/banner-two-lines", test_banner_two_lines);
  g_test_add_func ("/map/gui/banner-floats", test_banner_floats);
  g_test_add_func ("/map/gui/banner-whole-laptop", test_banner_whole_on_laptop);
  g_test_add_func ("/map/gui/path-selection", test_path_selection_follows);
  g_test_add_func ("/map/gui/inspector-in-place", test_inspector_in_place);
  g_test_add_func ("/map/gui/inspector-fort-weapon", test_inspector_fort_weapon);
  g_test_add_func ("/map/gui/board-preview", test_board_preview);
  g_test_add_func ("/map/gui/board-preview-next-failing", test_board_preview_next_failing);
  g_test_add_func ("/map/gui/board-preview-refused-then-next", test_board_preview_refused_then_next);
  g_test_add_func ("/map/gui/board-preview-sides", test_board_preview_sides);
  g_test_add_func ("/map/gui/screenshot", test_screenshot_base_region);
  g_test_add_func ("/map/gui/zoom-pan", test_zoom_pan);
  g_test_add_func ("/map/gui/grid-key-and-button", test_grid_key_and_button);
  g_test_add_func ("/map/gui/damage-redraw", test_damage_redraw);
  g_test_add_func ("/map/gui/language-redraw", test_language_redraw);
  g_test_add_func ("/map/gui/side-switch-first-frame", test_side_switch_first_frame);
  g_test_add_func ("/map/gui/directions-in-german", test_directions_in_german);
  g_test_add_func ("/map/gui/directions-as-rose", test_directions_as_rose);
  g_test_add_func ("/map/gui/map-keys-as-caps", test_map_keys_as_caps);
  g_test_add_func ("/map/gui/add-region-deck", test_add_region_deck);
  g_test_add_func ("/map/gui/lake-drag-from-space", test_lake_drag_from_space);
  /* Last: it opens a second window, which it closes again. */
  g_test_add_func ("/map/gui/open-with-errors", test_open_with_errors);
  g_test_add_func ("/map/gui/open-path-without-ends", test_open_path_without_ends);
  g_test_add_func ("/map/gui/dangling-path-stub", test_dangling_path_stub);
  g_test_add_func ("/map/gui/stub-keeps-ids", test_stub_keeps_ids);
  return wm_test_app_run (app);
}
