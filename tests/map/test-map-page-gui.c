/* The Map page under Xvfb, for what review 5 found: a lake drawn as a loop
 * round spaces through the canvas's pointer entry points (F4); Board
 * Setup's cells laid out again right after Columns +, with no pointer
 * motion (F5); a space's border ports in the inspector, edited and deleted
 * there, each one undo step (F8), a place beyond the border refused with a
 * toast as every number field does (review 14); the problem banner's line
 * inside its row, every problem under its button (F10, R14-8); a new town
 * made from a town slot's Town drop-down (R14-9). For review 6: a lake
 * drawn among paths (R2), the tool keys pressed for real wherever the
 * keyboard is on the page (R3), the Board view opened on the side last
 * edited (R11). With WM_SHOT_DIR set, PNGs of the window go there. */

#include "config.h"

#include "wm-test-gui.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wm-board-edits.h"
#include "wm-board-preview.h"
#include "wm-board-setup.h"
#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"
#include "wm-map.h"
#include "wm-number-field.h"
#include "wm-piece-edits.h"
#include "wm-test-doc.h"
#include "wm-validation-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static WmWindow *
window (void)
{
  return wm_test_only_window (GTK_APPLICATION (app));
}

static WmDocument *
document (void)
{
  return wm_window_get_document (window ());
}

static WmMapPage *
show_map (void)
{
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (window ()), "win.show-section", "s", "map"));
  wm_test_iterate (100);
  return WM_MAP_PAGE (window ()->map_page);
}

static WmSide *
shown_side (WmMapCanvas *canvas)
{
  return wm_map_find_side (wm_document_get_variant (document ()), wm_map_canvas_get_region (canvas),
                           wm_map_canvas_get_side (canvas));
}

/* A new region shown, with the review's 3 × 3 grid of spaces 3 units
 * apart from (3, 3): ids[0] … ids[8] row by row. */
static char *
grid_region (WmMapPage *page, char **ids)
{
  char *region = NULL;

  g_assert_true (wm_map_add_region (document (), 12, &region, NULL));
  for (guint i = 0; i < 9; i++)
    g_assert_true (wm_map_add_space (document (), region, 0, 3 + 3 * (i % 3), 3 + 3 * (i / 3),
                                     WM_SPACE_PLAIN, &ids[i], NULL));
  wm_map_page_show_region (page, region, 0);
  wm_test_iterate (100);
  return region;
}

static void
free_ids (char **ids, guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (ids[i]);
}

static void
canvas_point (WmMapCanvas *canvas, double x, double y, double *wx, double *wy)
{
  wm_map_canvas_to_widget (canvas, x, y, wx, wy);
}

/* ---- F4: the lake loop ---------------------------------------------------------------- */

/* A loop round s4, s5, s7 and s8 (centre 4.5, 7.5) drawn with the pointer,
 * back to where it began: the lake of those four, each shore facing its
 * middle; the canvas draws the loop while it is drawn. A loop round empty
 * ground is refused saying what to draw. */
static void
test_lake_loop (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  const WmLake *lake;
  double wx, wy;

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_LAKE);
  canvas_point (canvas, 4.5 + 2.6, 7.5, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, 0);
  for (int i = 1; i <= 36; i++)
    {
      canvas_point (canvas, 4.5 + 2.6 * cos (2 * G_PI * i / 36),
                    7.5 + 2.6 * sin (2 * G_PI * i / 36), &wx, &wy);
      wm_map_canvas_motion (canvas, wx, wy);
      if (i == 30)
        wm_test_screenshot (GTK_WIDGET (window ()), "map-lake-loop-drawn");
    }
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (50);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 1);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 4);
  for (guint i = 0; i < lake->shores->len; i++)
    {
      const WmShore *shore = g_ptr_array_index (lake->shores, i);
      static const int expected[9]
          = { -1, -1, -1, WM_DIR_SE, WM_DIR_SW, -1, WM_DIR_NE, WM_DIR_NW, -1 };
      guint k = 0;
      while (k < 9 && g_strcmp0 (ids[k], shore->space) != 0)
        k++;
      g_assert_cmpuint (k, <, 9);
      g_assert_cmpint (shore->dir, ==, expected[k]);
    }
  wm_test_screenshot (GTK_WIDGET (window ()), "map-lake-loop-done");

  /* A loop round no space: nothing made, and the message says what to do. */
  canvas_point (canvas, 8.5, 4.5, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, 0);
  for (int i = 1; i <= 24; i++)
    {
      canvas_point (canvas, 7.5 + cos (2 * G_PI * i / 24), 4.5 + sin (2 * G_PI * i / 24), &wx, &wy);
      wm_map_canvas_motion (canvas, wx, wy);
    }
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (50);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 1);
  g_assert_nonnull (strstr (wm_map_page_get_message (page), "draw a loop round at least two"));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-lake-loop-refused");

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  g_assert_true (wm_map_delete_region (document (), region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* ---- F5: Board Setup after Columns + ------------------------------------------------- */

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

/* Stands for frames drawn in software on a busy machine, which kept the
 * main loop busy above idle priority while the review's pane waited. */
static gboolean
busy_cb (gpointer data)
{
  g_usleep (2000);
  return G_SOURCE_CONTINUE;
}

/* Whether @setup shows @n cells and the last has been given a width. */
static gboolean
laid_out (WmBoardSetup *setup, guint n)
{
  graphene_rect_t bounds;

  return n_children (wm_board_setup_get_cells (setup)) == n
         && gtk_widget_compute_bounds (wm_board_setup_get_cell_region (setup, (int) n - 1),
                                       GTK_WIDGET (setup), &bounds)
         && bounds.size.width > 20;
}

/* Review 5, F5: a board of a row of the four regions, a new empty region
 * added while the Region view was shown (the form, hidden, only notes the
 * change), then the Board view and Columns +, and nothing else (no pointer
 * motion): once the main loop has run, the pane shows the fifth cell, the
 * new region's, as wide as the others. The new cell's ports meet none, so
 * the board's problems change in the same step, as in the review. */
static void
test_board_setup_new_column (void)
{
  WmMapPage *page = show_map ();
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));
  WmBoardSetup *setup = wm_board_preview_get_setup (preview);
  GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (preview));
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *region = NULL;
  graphene_rect_t first, last;
  guint busy;

  g_assert_true (wm_board_edit_size (document (), 4, 1, NULL));
  gtk_stack_set_visible_child (GTK_STACK (stack), GTK_WIDGET (preview));
  wm_test_iterate (600);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "region");
  wm_test_wait_for (!gtk_widget_get_mapped (GTK_WIDGET (setup)),
                    "the Board view to be hidden after the stack's transition");
  g_assert_true (wm_map_add_region (document (), 12, &region, NULL));
  wm_test_iterate (300);
  gtk_stack_set_visible_child (GTK_STACK (stack), GTK_WIDGET (preview));
  wm_test_wait_laid_out (GTK_WIDGET (setup), "the Board view");
  g_assert_cmpuint (wm_document_get_variant (document ())->board.cells->len, ==, 4);

  gtk_widget_grab_focus (wm_board_setup_get_cols (setup));
  /* Between GTK's frames (priority 120) and the default idle (200). */
  busy = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 30, busy_cb, NULL, NULL);
  gtk_spin_button_spin (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup)), GTK_SPIN_STEP_FORWARD,
                        1);
  /* Not wm_test_iterate (), which waits for the loop to run out of work:
   * half a second of frames, then more while the new cell has no width yet
   * (a machine under load may draw few frames), but never pointer motion,
   * which is what the pane used to wait for. */
  for (gint64 end = g_get_monotonic_time () + 500000; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  wm_test_wait_for (laid_out (setup, 5), "the new column's cell to be laid out");
  g_source_remove (busy);
  g_assert_cmpint (wm_document_get_variant (document ())->board.cols, ==, 5);
  g_assert_cmpstr (
      ((WmCell *)g_ptr_array_index (wm_document_get_variant (document ())->board.cells, 4))->region,
      ==, region);
  /* The form rebuilt its cells before the frames that followed. */
  g_assert_cmpuint (n_children (wm_board_setup_get_cells (setup)), ==, 5);
  g_assert_true (gtk_widget_compute_bounds (wm_board_setup_get_cell_region (setup, 0),
                                            GTK_WIDGET (setup), &first));
  g_assert_true (gtk_widget_compute_bounds (wm_board_setup_get_cell_region (setup, 4),
                                            GTK_WIDGET (setup), &last));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-board-setup-new-column");
  /* Laid out: the new cell has its place, as wide as the first. */
  g_assert_cmpfloat (last.size.width, >, 20);
  g_assert_cmpfloat (fabs (last.size.width - first.size.width), <, 1);
  g_assert_cmpfloat (last.origin.x, >, first.origin.x + 4 * first.size.width);

  wm_test_assert_undoes_to (document (), before);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "region");
  wm_test_iterate (100);
}

/* ---- F8: a space's ports in the inspector ---------------------------------------------- */

static GtkWidget *
inspector (WmMapPage *page)
{
  GtkWidget *canvas = GTK_WIDGET (wm_map_page_get_canvas (page));
  GtkWidget *found = NULL;

  /* The inspector is the canvas's sibling's child in the page: find it by type. */
  for (GtkWidget *w = gtk_widget_get_parent (canvas); w != NULL && found == NULL;
       w = gtk_widget_get_parent (w))
    {
      GtkWidget *stack[64];
      int n = 0;
      stack[n++] = w;
      while (n > 0 && found == NULL)
        {
          GtkWidget *x = stack[--n];
          if (g_type_is_a (G_OBJECT_TYPE (x), g_type_from_name ("WmMapInspector")))
            found = x;
          for (GtkWidget *c = gtk_widget_get_first_child (x); c != NULL && n < 64;
               c = gtk_widget_get_next_sibling (c))
            stack[n++] = c;
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* The shown widget of @type under @root whose tooltip is @tip, the
 * @nth (from 0) of them. */
static GtkWidget *
control (GtkWidget *root, GType type, const char *tip, guint nth)
{
  guint seen = 0;

  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_is_visible (root)
      && g_strcmp0 (gtk_widget_get_tooltip_text (root), tip) == 0 && seen++ == nth)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (!gtk_widget_is_visible (c))
        continue;
      found = control (c, type, tip, nth);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static const WmPort *
port_of (WmMapCanvas *canvas, guint index)
{
  return g_ptr_array_index (shown_side (canvas)->ports, index);
}

/* Review 5, F8: s2's port to the north border is listed under the paths:
 * "s2 N" and its border, its place along the border and its type, each editable
 * in one undo step, and a button that deletes it; undo gives back the
 * file byte for byte. */
static void
test_inspector_ports (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) changed = NULL;
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  const char *sel[] = { ids[1], NULL };
  GtkWidget *box = inspector (page);
  GtkWidget *at, *type, *edge, *dir, *remove;

  g_assert_true (wm_map_add_port (doc, region, 0, ids[1], 6, 0, "trail", WM_DIR_NONE, NULL));
  g_assert_true (
      wm_map_connect (doc, region, 0, ids[1], ids[4], "trail", WM_DIR_S, WM_DIR_N, NULL));
  before = wm_document_save_bytes (doc);
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (box, "Ports"));
  at = control (box, GTK_TYPE_SPIN_BUTTON,
                "Where the port meets the border, clockwise from the border's first corner", 0);
  type = control (box, GTK_TYPE_DROP_DOWN, "The port's path type", 0);
  edge = control (box, GTK_TYPE_DROP_DOWN, "The border the port reaches", 0);
  dir = control (box, GTK_TYPE_DROP_DOWN, "The direction in which the port's path leaves the space",
                 0);
  remove = control (box, GTK_TYPE_BUTTON, "Delete this port", 0);
  g_assert_nonnull (at);
  g_assert_nonnull (type);
  g_assert_nonnull (edge);
  g_assert_nonnull (dir);
  g_assert_nonnull (remove);
  /* One port, one row. */
  g_assert_null (control (box, GTK_TYPE_DROP_DOWN, "The port's path type", 1));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (at)), ==, 6);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (edge)), ==, WM_EDGE_N);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dir)), ==, WM_DIR_N);
  /* The line reads "s2 N", the direction from the space once; the border
   * is on a row of its own, "Border: north" ("s2 N → north" said north
   * twice). */
  {
    GtkWidget *line = gtk_widget_get_parent (dir);
    GtkWidget *border = gtk_widget_get_parent (edge);
    g_assert_true (gtk_widget_get_parent (line) == gtk_widget_get_parent (border));
    g_assert_true (line != border);
    g_assert_null (wm_test_find_label_with (line, "→"));
    g_assert_nonnull (wm_test_find_label_with (border, "Border"));
  }
  g_assert_cmpstr (gtk_string_object_get_string (
                       GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (type)))),
                   ==, "Trail");
  wm_test_screenshot (GTK_WIDGET (window ()), "map-inspector-port");

  /* A place beyond the border typed: refused with a toast that names the
   * field and its range, as every number field does; the port stays. */
  gtk_editable_set_text (GTK_EDITABLE (at), "15");
  gtk_spin_button_update (GTK_SPIN_BUTTON (at));
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (window ()),
                                            "“Along the border” takes a number from 0 to 12, "
                                            "not 15"));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (at)), ==, 6);
  g_assert_cmpfloat (port_of (canvas, 0)->at, ==, 6);
  {
    g_autoptr (GBytes) now = wm_document_save_bytes (doc);
    g_assert_true (g_bytes_equal (now, before));
  }
  wm_test_screenshot (GTK_WIDGET (window ()), "map-inspector-port-refused");

  /* Each control one step. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (at), 7.5);
  wm_test_iterate (50);
  g_assert_cmpfloat (port_of (canvas, 0)->at, ==, 7.5);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change port");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type), 1);
  wm_test_iterate (50);
  g_assert_cmpstr (port_of (canvas, 0)->type, ==, "road");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (edge), WM_EDGE_W);
  wm_test_iterate (50);
  g_assert_cmpint (port_of (canvas, 0)->edge, ==, WM_EDGE_W);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dir), WM_DIR_NW);
  wm_test_iterate (50);
  g_assert_cmpint (port_of (canvas, 0)->dir, ==, WM_DIR_NW);
  changed = wm_document_save_bytes (doc);
  /* South is the path's: refused, said, and the row shows the port as it is. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dir), WM_DIR_S);
  wm_test_iterate (100);
  g_assert_cmpint (port_of (canvas, 0)->dir, ==, WM_DIR_NW);
  g_assert_nonnull (strstr (wm_map_page_get_message (page), "already leaves to the south"));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dir)), ==, WM_DIR_NW);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-inspector-port-edited");

  /* "clicked" itself: gtk_widget_activate() on a button clicks it only
   * after GTK's 250 ms press animation, longer than the wait below on an
   * idle machine (the test passed only when a loaded one was slow). */
  g_signal_emit_by_name (remove, "clicked");
  wm_test_iterate (100);
  g_assert_cmpuint (shown_side (canvas)->ports->len, ==, 0);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Delete port");
  g_assert_null (control (box, GTK_TYPE_BUTTON, "Delete this port", 0));

  /* Five steps back: the file as before the first, byte for byte. */
  g_assert_true (wm_document_undo (doc, NULL));
  {
    g_autoptr (GBytes) now = wm_document_save_bytes (doc);
    g_assert_true (g_bytes_equal (now, changed));
  }
  for (int i = 0; i < 4; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  {
    g_autoptr (GBytes) now = wm_document_save_bytes (doc);
    g_assert_true (g_bytes_equal (now, before));
  }
  wm_test_iterate (100);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (
                         control (box, GTK_TYPE_SPIN_BUTTON,
                                  "Where the port meets the border, clockwise from the border's "
                                  "first corner",
                                  0))),
                     ==, 6);

  wm_map_canvas_select (canvas, NULL);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* ---- review 14, R14-9: a new town from a town slot ------------------------------------- */

static GtkWidget *inspector_row (WmMapPage *page, const char *title);

#define TOWN_TIP "The town this town slot prints (side A); the towns are named on the Rules page"

static const char *
selected_text (GtkWidget *dd)
{
  return gtk_string_object_get_string (
      GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (dd))));
}

/* The open list of @town (a Town drop-down): its last row, "Add a town",
 * under a line and with the add icon, so that it does not read as the
 * town "New town" just above it; the towns' rows have neither. */
static void
town_list_shows_action (GtkWidget *town)
{
  GtkWidget *popover = wm_test_find_of_type (town, GTK_TYPE_POPOVER);
  GtkLabel *action, *made;
  GtkWidget *line;

  g_signal_emit_by_name (town, "activate");
  wm_test_wait_for (gtk_widget_get_mapped (popover), "the Town list open");
  wm_test_iterate (100);
  action = wm_test_find_label_with (popover, "Add a town");
  made = wm_test_find_label_with (popover, "New town");
  g_assert_nonnull (action);
  g_assert_nonnull (made);
  line = gtk_widget_get_parent (GTK_WIDGET (action));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_first_child (line))); /* the + */
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_prev_sibling (line))); /* the line */
  line = gtk_widget_get_parent (GTK_WIDGET (made));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_first_child (line)));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_prev_sibling (line)));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-inspector-town-list");
  gtk_popover_popdown (GTK_POPOVER (popover));
  wm_test_iterate (100);
}

/* The castle slot of @region's side A that @arrangement makes the fort. */
static char *
fort_on (WmVariant *variant, const WmArrangement *arrangement, int region)
{
  g_autoptr (WmMap) map = wm_map_build (variant, arrangement, NULL);

  for (int c = 0; c < arrangement->cols * arrangement->rows; c++)
    if (arrangement->cells[c].region == region)
      for (int i = map->cell_first_space[c]; i < map->cell_first_space[c + 1]; i++)
        if (map->spaces[i].place == WM_PLACE_FORT)
          return g_strdup (map->spaces[i].space->id);
  return NULL;
}

/* Review, Map page 2: the Region view labelled both castle slots with the
 * fort's weapon. It draws the one the board on show in the Board view
 * makes the fort (nearer the map edge) as the fort, the other as the inn,
 * and follows another board shown there: the region turned half round
 * swaps them. */
static void
test_region_fort_and_inn (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));
  WmVariant *variant = wm_document_get_variant (document ());
  const WmRegion *region = g_ptr_array_index (variant->regions, 0);
  g_autoptr (WmArrangement) board = wm_arrangement_default (variant, FALSE);
  g_autofree char *fort = fort_on (variant, board, 0);
  g_autofree char *turned_fort = NULL;
  g_autofree char *spec = NULL;
  g_autofree char *where = g_strdup_printf ("region %s / side A", region->id);

  g_assert_true (wm_map_page_reveal (page, where, NULL));
  wm_test_iterate (100);
  g_assert_nonnull (fort);
  g_assert_cmpstr (wm_map_canvas_get_fort (canvas), ==, fort);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-region-fort-and-inn");

  for (int c = 0; c < board->cols * board->rows; c++)
    if (board->cells[c].region == 0)
      board->cells[c].quarters = (board->cells[c].quarters + 2) % 4;
  turned_fort = fort_on (variant, board, 0);
  g_assert_nonnull (turned_fort);
  g_assert_cmpstr (turned_fort, !=, fort);
  spec = wm_arrangement_to_string (variant, board);
  g_assert_true (wm_board_preview_set_spec (preview, spec));
  wm_test_iterate (100);
  g_assert_cmpstr (wm_map_canvas_get_fort (canvas), ==, turned_fort);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-region-fort-and-inn-turned");
  g_assert_true (wm_board_preview_set_spec (preview, NULL));
  wm_test_iterate (100);
  g_assert_cmpstr (wm_map_canvas_get_fort (canvas), ==, fort);
}

/* A refused edit's message stays until the next edit, or until what it
 * was about leaves the view: another selection (the arrow keys too), another tool,
 * another region, the Board view. It stayed over all of them (review, Map
 * page 4). */
static void
test_message_follows_view (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  g_autofree char *first = NULL;
  const char *sel[] = { ids[0], NULL };
  GError *error = NULL;

  g_assert_true (wm_map_connect (doc, region, 0, ids[0], ids[1], "trail", WM_DIR_E, WM_DIR_W,
                                 NULL));
  for (int step = 0; step < 4; step++)
    {
      /* The refusal, as the canvas reports it. */
      wm_map_canvas_select (canvas, sel);
      g_assert_false (wm_map_connect (doc, region, 0, ids[0], ids[4], "trail", WM_DIR_E,
                                      WM_DIR_W, &error));
      g_signal_emit_by_name (canvas, "message", error->message);
      g_clear_error (&error);
      g_assert_nonnull (strstr (wm_map_page_get_message (page), "already leaves to the east"));
      wm_test_iterate (50);
      g_assert_nonnull (wm_map_page_get_message (page));
      switch (step)
        {
        case 0:
          wm_map_canvas_key (canvas, GDK_KEY_Down, 0);
          g_assert_cmpstr (wm_map_canvas_get_selection (canvas)[0], ==, ids[3]);
          break;
        case 1:
          wm_map_canvas_set_tool (canvas, wm_map_canvas_get_tool (canvas) == WM_MAP_TOOL_LAKE
                                              ? WM_MAP_TOOL_SELECT
                                              : WM_MAP_TOOL_LAKE);
          break;
        case 2:
          if (first == NULL)
            first = g_strdup (((WmRegion *)g_ptr_array_index (
                                   wm_document_get_variant (doc)->regions, 0))
                                  ->id);
          wm_map_page_show_region (page, first, 0);
          break;
        default:
          g_assert_true (wm_map_page_reveal (page, "board", NULL));
          break;
        }
      wm_test_iterate (50);
      g_assert_null (wm_map_page_get_message (page));
      if (step >= 2)
        {
          g_autofree char *where = g_strdup_printf ("region %s / side A", region);
          g_assert_true (wm_map_page_reveal (page, where, NULL));
        }
    }
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  free_ids (ids, 9);
}

/* The town slot's Town drop-down ends with "Add a town": chosen, it makes a
 * town with an id no town has and the placeholder name the validator's
 * placeholder-name tells, printed on the slot, in one undo step; a second
 * one gets another id. The space's kind reads "Town slot". */
static void
test_inspector_new_town (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  WmVariant *variant = wm_document_get_variant (doc);
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  const char *sel[] = { ids[0], NULL };
  g_autofree char *first = wm_piece_next_id (variant, WM_PIECE_TOWN);
  g_autoptr (GBytes) before = NULL;
  guint n_towns = variant->towns->len;
  GtkWidget *town, *kind;
  GListModel *items;
  const WmTown *made;

  g_assert_true (wm_map_set_space (doc, region, 0, ids[0], WM_SPACE_TOWN, NULL, NULL, NULL));
  before = wm_document_save_bytes (doc);
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  town = control (inspector (page), GTK_TYPE_DROP_DOWN, TOWN_TIP, 0);
  g_assert_nonnull (town);
  g_assert_true (gtk_widget_get_sensitive (town));
  kind = inspector_row (page, "Kind");
  g_assert_cmpstr (selected_text (kind), ==, "Town slot");
  items = gtk_drop_down_get_model (GTK_DROP_DOWN (town));
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, n_towns + 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), n_towns + 1), ==,
                   "Add a town");
  g_assert_cmpstr (selected_text (town), ==, "(none)");

  gtk_drop_down_set_selected (GTK_DROP_DOWN (town), n_towns + 1);
  wm_test_iterate (100);
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->towns->len, ==, n_towns + 1);
  made = g_ptr_array_index (variant->towns, n_towns);
  g_assert_cmpstr (made->id, ==, first);
  g_assert_cmpstr (wm_text_get (&made->name, "en", NULL), ==, "New town");
  g_assert_cmpstr (wm_side_find_space (shown_side (canvas), ids[0])->town, ==, first);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Add a town");
  town = control (inspector (page), GTK_TYPE_DROP_DOWN, TOWN_TIP, 0);
  g_assert_cmpstr (selected_text (town), ==, "New town");
  wm_test_screenshot (GTK_WIDGET (window ()), "map-inspector-new-town");
  town_list_shows_action (town);

  /* Another slot, another new town: an id of its own. */
  sel[0] = ids[8];
  g_assert_true (wm_map_set_space (doc, region, 0, ids[8], WM_SPACE_TOWN, NULL, NULL, NULL));
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  town = control (inspector (page), GTK_TYPE_DROP_DOWN, TOWN_TIP, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (town), n_towns + 2);
  wm_test_iterate (100);
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->towns->len, ==, n_towns + 2);
  g_assert_cmpstr (((WmTown *)g_ptr_array_index (variant->towns, n_towns + 1))->id, !=, first);
  g_assert_cmpstr (wm_side_find_space (shown_side (canvas), ids[8])->town, ==,
                   ((WmTown *)g_ptr_array_index (variant->towns, n_towns + 1))->id);

  /* Three steps back (the second town, the second slot, the first town):
   * the file as before, byte for byte. */
  for (int i = 0; i < 3; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  {
    g_autoptr (GBytes) now = wm_document_save_bytes (doc);
    g_assert_true (g_bytes_equal (now, before));
  }
  wm_map_canvas_select (canvas, NULL);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* ---- the banner: every problem, and the Validation page ------------------------------------ */

/* A new region has several problems that name no space. The banner above
 * the canvas says how many and the first, on one line inside its row (the
 * last line of the old card over the canvas hung out of it, review 5, F10;
 * the card hid the spaces under it, review 14, R14-8); its button lists
 * every one, and the list's button opens the Validation page. */
static void
test_banner_all_problems (void)
{
  WmMapPage *page = show_map ();
  WmDocument *doc = document ();
  g_autofree char *region = NULL;
  g_autofree char *count = NULL;
  GtkWidget *banner = wm_map_page_get_banner (page);
  GtkWidget *all = wm_test_find_of_type (banner, GTK_TYPE_MENU_BUTTON);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (all)));
  GtkWidget *list, *open;
  GtkLabel *line;
  graphene_rect_t text, row;
  guint n = 0;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  wm_map_page_validate_all_now (page);
  wm_test_iterate (200);
  line = wm_test_find_label_with (banner, "is on no cell of the board");
  g_assert_nonnull (line);
  wm_test_wait_laid_out (GTK_WIDGET (line), "the banner's line");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (line), GTK_WIDGET (page), &text));
  g_assert_true (gtk_widget_compute_bounds (banner, GTK_WIDGET (page), &row));
  g_assert_true (graphene_rect_contains_rect (&row, &text));

  gtk_menu_button_popup (GTK_MENU_BUTTON (all));
  wm_test_iterate (50);
  list = gtk_scrolled_window_get_child (
      GTK_SCROLLED_WINDOW (wm_test_find_of_type (popover, GTK_TYPE_SCROLLED_WINDOW)));
  if (GTK_IS_VIEWPORT (list))
    list = gtk_viewport_get_child (GTK_VIEWPORT (list));
  for (GtkWidget *c = gtk_widget_get_first_child (list); c; c = gtk_widget_get_next_sibling (c))
    n++;
  g_assert_cmpuint (n, >, 1);
  /* The first listed is the banner's; the count is the list's. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (list))),
                            "is on no cell of the board"));
  count = g_strdup_printf ("%u problems: ", n);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (line), count));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-banner-all-problems");

  open = wm_test_find_of_type (popover, GTK_TYPE_BUTTON);
  g_assert_nonnull (open);
  g_assert_nonnull (wm_test_find_label_with (open, "Validation Page"));
  g_signal_emit_by_name (open, "clicked");
  wm_test_iterate (100);
  g_assert_true (gtk_stack_get_visible_child (window ()->stack) == window ()->validation_page);
  g_assert_false (gtk_widget_get_visible (popover));

  show_map ();
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
}

/* ---- review 6, R2: a lake among paths ----------------------------------------------------- */

/* A loop of the lake tool round (@cx, @cy) at @radius, drawn with the
 * pointer. */
static void
draw_loop (WmMapCanvas *canvas, double cx, double cy, double radius)
{
  double wx, wy;

  canvas_point (canvas, cx + radius, cy, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, 0);
  for (int i = 1; i <= 36; i++)
    {
      canvas_point (canvas, cx + radius * cos (2 * G_PI * i / 36),
                    cy + radius * sin (2 * G_PI * i / 36), &wx, &wy);
      wm_map_canvas_motion (canvas, wx, wy);
    }
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (50);
}

/* The reviewer's lakes among the paths of r1 side B were refused whole. A
 * loop round s12, s20 and s21 of the base game's r1 side B, joined in a
 * triangle by paths, made their lake, s12 facing south and s20 north,
 * along the “Water” path s12–s20, which then ran through the lake (review,
 * Map page 1): refused now, saying so, nothing made. On the grid,
 * s5, whose every way toward the lake round s4, s5, s7 and s8 is taken, is
 * left out, and the page says so in the warning colour until the next
 * edit. */
static void
test_lake_among_paths (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  char *ids[9] = { NULL };
  g_autofree char *region = NULL;
  g_autofree char *expected = NULL;
  const WmLake *lake;
  GtkLabel *said;
  static const struct
  {
    guint to;
    WmDirection dir;
  } away[] = { { 1, WM_DIR_S }, { 2, WM_DIR_SW }, { 5, WM_DIR_W } };

  g_assert_true (wm_map_page_reveal (page, "region r1 / side B", NULL));
  wm_test_iterate (50);
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_LAKE);
  draw_loop (canvas, 8.47, 6.33, 1.9);
  g_assert_nonnull (wm_map_page_get_message (page));
  g_assert_true (g_str_has_prefix (wm_map_page_get_message (page),
                                   "No lake made: its water would lie across the “Water” path "
                                   "s12–s20"));
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 0);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-lake-across-path");

  /* s5 leaves south, south-west and west to spaces outside the lake. */
  region = grid_region (page, ids);
  for (guint i = 0; i < G_N_ELEMENTS (away); i++)
    g_assert_true (wm_map_connect (doc, region, 0, ids[4], ids[away[i].to], "trail", away[i].dir,
                                   away[i].dir, NULL));
  wm_test_iterate (50);
  draw_loop (canvas, 4.5, 7.5, 2.6);
  g_assert_cmpuint (shown_side (canvas)->lakes->len, ==, 1);
  lake = g_ptr_array_index (shown_side (canvas)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 3);
  expected = g_strdup_printf ("Lake %s made without %s:", lake->id, ids[4]);
  g_assert_true (g_str_has_prefix (wm_map_page_get_message (page), expected));
  said = wm_test_find_label_with (GTK_WIDGET (page), expected);
  g_assert_nonnull (said);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (said), "warning"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (said)));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-lake-left-out");

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* ---- the Board view for a screen reader ---------------------------------------------------- */

static char *accessible_label (GtkWidget *widget);

/* The Board view's board was a picture without a name: a screen reader
 * said nothing of it. Its name now says its cells and side, its
 * description each cell's region and turn and the line under it, and
 * both follow the board on show. */
static void
test_board_accessible (void)
{
  WmMapPage *page = show_map ();
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));
  WmVariant *variant = wm_document_get_variant (document ());
  g_autoptr (WmArrangement) board = wm_arrangement_default (variant, FALSE);
  GtkWidget *area = wm_test_find_of_type (GTK_WIDGET (preview), GTK_TYPE_DRAWING_AREA);
  g_autofree char *label = NULL, *description = NULL, *spec = NULL, *cell = NULL;
  g_autofree char *first = wm_variant_region_named (
      variant, ((WmRegion *)g_ptr_array_index (variant->regions, board->cells[0].region))->id);

  g_assert_nonnull (area);
  g_assert_true (wm_board_preview_set_spec (preview, NULL));
  wm_test_iterate (50);
  label = accessible_label (area);
  g_test_message ("board: %s", label);
  g_assert_cmpstr (label, ==, "Board of 2 × 2 cells, side A");
  description = gtk_test_accessible_check_property (GTK_ACCESSIBLE (area),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_test_message ("board: %s", description);
  cell = g_strdup_printf ("%s side A turned %d°", first, board->cells[0].quarters * 90);
  g_assert_true (g_str_has_prefix (description, cell));
  g_assert_nonnull (strstr (description, "Every port meets."));

  board->cells[0].quarters = (board->cells[0].quarters + 2) % 4;
  spec = wm_arrangement_to_string (variant, board);
  g_assert_true (wm_board_preview_set_spec (preview, spec));
  wm_test_iterate (50);
  g_clear_pointer (&description, g_free);
  g_clear_pointer (&cell, g_free);
  description = gtk_test_accessible_check_property (GTK_ACCESSIBLE (area),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_test_message ("turned: %s", description);
  cell = g_strdup_printf ("%s side A turned %d°", first, board->cells[0].quarters * 90);
  g_assert_true (g_str_has_prefix (description, cell));
  g_assert_true (wm_board_preview_set_spec (preview, NULL));
  wm_test_iterate (20);
}

/* ---- a shore turned in the inspector ------------------------------------------------------ */

/* The direction the shore a of the lake of a and b (below) turns to so
 * that its water swells over the path c–d under them
 * (tests/map/test-map-edits.c turns it alike). */
#define SHORE_TURN_ACROSS WM_DIR_W

static GtkWidget *inspector_row (WmMapPage *page, const char *title);

/* The lake tool refuses a lake across a path (f9b28ca); turning a shore in
 * the inspector's Lakes rows did not ask, and laid the water of a lake
 * beside a path over it. Now the turn is refused in the status line with
 * the lake tool's words, the file and the row's direction as they were. */
static void
test_shore_turn_refused (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) after = NULL;
  g_autofree char *region = NULL, *lake_id = NULL, *title = NULL, *expected = NULL;
  char *sp[4] = { NULL };
  static const double at[4][2] = { { 3, 4.2 }, { 6, 4.2 }, { 3, 5.6 }, { 6, 5.6 } };
  const char *pair[3] = { NULL };
  const char *sel[2] = { NULL };
  GtkWidget *dd;
  guint was;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_assert_true (
        wm_map_add_space (doc, region, 0, at[i][0], at[i][1], WM_SPACE_PLAIN, &sp[i], NULL));
  g_assert_true (wm_map_connect (doc, region, 0, sp[2], sp[3], "trail", WM_DIR_E, WM_DIR_W, NULL));
  pair[0] = sp[0], pair[1] = sp[1];
  g_assert_true (wm_map_add_lake (doc, region, 0, pair, &lake_id, NULL));
  wm_map_page_show_region (page, region, 0);
  sel[0] = sp[0];
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  before = wm_document_save_bytes (doc);

  title = g_strdup_printf ("Lake %s", lake_id);
  dd = inspector_row (page, title);
  g_assert_true (GTK_IS_DROP_DOWN (dd));
  was = gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), SHORE_TURN_ACROSS);
  wm_test_iterate (100);
  expected = g_strdup_printf ("%s not turned on lake %s: its water would lie across the “Trail” "
                              "path %s–%s",
                              sp[0], lake_id, sp[2], sp[3]);
  g_assert_nonnull (wm_map_page_get_message (page));
  g_assert_true (g_str_has_prefix (wm_map_page_get_message (page), expected));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (page), expected));
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, after));
  dd = inspector_row (page, title);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dd)), ==, was);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-shore-turn-refused");

  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_free (sp[i]);
}

/* ---- review 6, R3: the tool keys wherever the keyboard is on the page ------------------ */

/* The control beside the inspector's row label @title. */
static GtkWidget *
inspector_row (WmMapPage *page, const char *title)
{
  GtkLabel *label = wm_test_find_label_with (inspector (page), title);

  g_assert_nonnull (label);
  return gtk_widget_get_next_sibling (GTK_WIDGET (label));
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The shown drop-down whose row is titled @title ("Type"): the inspector
 * keeps hidden rows of that title (a port's) for later selections. */
static gboolean
is_shown_row_titled (GtkWidget *widget, gconstpointer title)
{
  GtkWidget *label = gtk_widget_get_prev_sibling (widget);

  return GTK_IS_DROP_DOWN (widget) && gtk_widget_is_visible (widget) && GTK_IS_LABEL (label)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), title) == 0;
}

/* Review l, M2: a path's type chosen in the inspector keeps the path
 * selected and the keyboard on the Type control, as a space's Kind does:
 * the canvas looked for the path as it was (a trail) and, finding none,
 * dropped the selection, and the inspector went back to the region. */
static void
test_path_type_keeps_selection (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GPtrArray *types = wm_document_get_variant (document ())->path_types;
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  const WmPath *path;
  GtkWidget *type;
  double wx, wy;

  g_assert_true (wm_map_connect (document (), region, 0, ids[0], ids[1], "trail", WM_DIR_E,
                                 WM_DIR_W, NULL));
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  wm_test_iterate (50);
  canvas_point (canvas, 4.5, 3, &wx, &wy);
  wm_map_canvas_press (canvas, wx, wy, 0);
  wm_map_canvas_release (canvas, wx, wy);
  wm_test_iterate (50);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 0);
  type = wm_test_find_widget (inspector (page), is_shown_row_titled, "Type");
  g_assert_nonnull (type);
  gtk_widget_grab_focus (type);
  for (guint t = 0; t < types->len; t++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (type), t);
      wm_test_iterate (50);
      path = g_ptr_array_index (shown_side (canvas)->paths, 0);
      g_assert_cmpstr (path->type, ==, ((WmPathType *) g_ptr_array_index (types, t))->id);
      g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, 0);
      g_assert_true (gtk_widget_get_mapped (type));
      g_assert_true (has_focus_within (type));
    }
  wm_test_screenshot (GTK_WIDGET (window ()), "map-path-type-kept");
  /* Deleted, it is no longer selected. */
  g_assert_true (wm_map_canvas_key (canvas, GDK_KEY_Delete, 0));
  wm_test_iterate (50);
  g_assert_cmpint (wm_map_canvas_get_selected_path (canvas), ==, -1);
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  wm_test_iterate (50);
  free_ids (ids, 9);
}

/* Presses @key (xdotool's name) and checks the tool it leaves. */
static void
press_expecting (WmMapCanvas *canvas, const char *key, WmMapTool tool)
{
  g_autofree char *args = g_strdup_printf ("key %s", key);

  wm_test_xdo (args);
  g_assert_cmpint (wm_map_canvas_get_tool (canvas), ==, tool);
}

/* The reviewer chose a space's kind in the inspector's drop-down, pressed
 * P, and the drag that followed moved the space with the select tool: the
 * keys were heard on the canvas only. Real key presses (XTest): after a
 * choice in that drop-down each tool key chooses its tool; so on a number
 * field with nothing typed in it and in the window's sidebar; not in a
 * text field (the letter is text), in a number field being typed in, or
 * in the Board view. */
static void
test_tool_keys_anywhere (void)
{
  WmMapPage *page;
  WmMapCanvas *canvas;
  WmWindow *win = window ();
  char *ids[9] = { NULL };
  g_autofree char *region = NULL;
  const char *sel[] = { NULL, NULL };
  GtkWidget *kind, *label, *at;
  static const struct
  {
    const char *key;
    WmMapTool tool;
  } keys[] = { { "s", WM_MAP_TOOL_SPACE },
               { "c", WM_MAP_TOOL_CONNECT },
               { "l", WM_MAP_TOOL_LAKE },
               { "d", WM_MAP_TOOL_DELETE },
               { "v", WM_MAP_TOOL_SELECT } };

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool to press real keys with");
      return;
    }
  page = show_map ();
  canvas = wm_map_page_get_canvas (page);
  region = grid_region (page, ids);
  sel[0] = ids[4];
  wm_map_canvas_select (canvas, sel);
  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  wm_test_iterate (100);
  /* Without a window manager the keys go to the window under the pointer. */
  wm_test_pointer_to (GTK_WIDGET (canvas), gtk_widget_get_width (GTK_WIDGET (canvas)) / 2.0,
                      gtk_widget_get_height (GTK_WIDGET (canvas)) / 2.0);

  kind = inspector_row (page, "Kind");
  g_assert_true (GTK_IS_DROP_DOWN (kind));
  gtk_widget_grab_focus (kind);
  wm_test_xdo ("key space");
  wm_test_xdo ("key Down Return");
  wm_test_iterate (100);
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), ids[4])->kind, !=, WM_SPACE_PLAIN);
  /* The keyboard stays on the Kind control through the inspector's
   * refresh after the edit (it went to the inspector's scrolled window):
   * Space opens the list again there and the next choice is made. */
  g_assert_true (has_focus_within (kind));
  wm_test_xdo ("key space");
  wm_test_xdo ("key Down Return");
  wm_test_iterate (100);
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), ids[4])->kind, ==, WM_SPACE_CASTLE);
  g_assert_true (has_focus_within (kind));
  press_expecting (canvas, "p", WM_MAP_TOOL_PORT);
  wm_test_screenshot (GTK_WIDGET (win), "map-tool-key-after-kind");
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    press_expecting (canvas, keys[i].key, keys[i].tool);
  /* Ctrl and Alt keep their meaning: Ctrl+D is no tool. */
  press_expecting (canvas, "ctrl+d", WM_MAP_TOOL_SELECT);

  /* The space's label: a letter there is text. */
  label = inspector_row (page, "Label");
  gtk_widget_grab_focus (label);
  press_expecting (canvas, "p", WM_MAP_TOOL_SELECT);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (label)), ==, "p");
  wm_test_xdo ("key BackSpace");

  /* A port's place, a number field: idle, the keys are the map's; with a
   * number typed, they are left to it. */
  g_assert_true (
      wm_map_add_port (document (), region, 0, ids[1], 6, 0, "trail", WM_DIR_NONE, NULL));
  sel[0] = ids[1];
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  at = control (inspector (page), GTK_TYPE_SPIN_BUTTON,
                "Where the port meets the border, clockwise from the border's first corner", 0);
  g_assert_nonnull (at);
  gtk_widget_grab_focus (at);
  press_expecting (canvas, "c", WM_MAP_TOOL_CONNECT);
  wm_test_xdo ("key ctrl+a 4");
  press_expecting (canvas, "l", WM_MAP_TOOL_CONNECT);
  g_assert_true (wm_number_field_take_back_typing (gtk_widget_get_root (at)));

  /* Alt+2 leaves the keyboard in the window's sidebar. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (win->sidebar)));
  press_expecting (canvas, "l", WM_MAP_TOOL_LAKE);

  /* The Board view has no tools. */
  g_assert_true (wm_map_page_reveal (page, "board", NULL));
  wm_test_iterate (100);
  press_expecting (canvas, "s", WM_MAP_TOOL_LAKE);

  wm_map_canvas_set_tool (canvas, WM_MAP_TOOL_SELECT);
  g_assert_true (wm_map_delete_region (document (), region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* ---- review 6, R11: the Board view on the side edited ------------------------------------ */

/* The reviewer added a Water port that meets nothing on r1 side B and
 * opened the Board view: it showed side A and "Every port meets". It opens
 * on the side last edited, with that side's problem; without an edit since,
 * it keeps the side it showed. */
static void
test_board_opens_on_edited_side (void)
{
  WmMapPage *page = show_map ();
  WmBoardPreview *preview = WM_BOARD_PREVIEW (wm_map_page_get_board_preview (page));
  WmDocument *doc = document ();
  g_autofree char *space = NULL;

  g_assert_true (wm_map_page_reveal (page, "board", NULL));
  wm_test_iterate (100);
  g_assert_cmpint (wm_board_preview_get_side (preview), ==, 0);
  g_assert_cmpuint (wm_board_preview_get_n_problems (preview), ==, 0);

  g_assert_true (wm_map_page_reveal (page, "region r1 / side B", NULL));
  g_assert_true (wm_map_add_space (doc, "r1", 1, 5.5, 11, WM_SPACE_PLAIN, &space, NULL));
  g_assert_true (wm_map_add_port (doc, "r1", 1, space, 5.5, 12, "water", WM_DIR_NONE, NULL));
  wm_test_iterate (50);
  g_assert_true (wm_map_page_reveal (page, "board", NULL));
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-board-edited-side");
  g_assert_cmpint (wm_board_preview_get_side (preview), ==, 1);
  g_assert_cmpuint (wm_board_preview_get_n_problems (preview), >, 0);

  /* Side A looked at, not edited: the board stays on side B. */
  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_test_iterate (50);
  g_assert_true (wm_map_page_reveal (page, "board", NULL));
  wm_test_iterate (50);
  g_assert_cmpint (wm_board_preview_get_side (preview), ==, 1);

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_board_preview_set_side (preview, 0);
  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_test_iterate (50);
}

/* ---- a problem's detail on the Map page ------------------------------------------------ */

/* A Water port on r1 side B that meets nothing in some boards: the
 * validator's arrangement-port-open names the first such board in its
 * detail, which the Validation page shows as a tooltip and the command
 * line in brackets. The banner's list for side B has it in brackets after
 * the message; it was dropped when the page copied the problems. */
static void
test_banner_shows_detail (void)
{
  WmMapPage *page = show_map ();
  WmDocument *doc = document ();
  g_autofree char *space = NULL;
  GtkLabel *line;

  g_assert_true (wm_map_page_reveal (page, "region r1 / side B", NULL));
  g_assert_true (wm_map_add_space (doc, "r1", 1, 5.5, 11, WM_SPACE_PLAIN, &space, NULL));
  g_assert_true (wm_map_add_port (doc, "r1", 1, space, 5.5, 12, "water", WM_DIR_NONE, NULL));
  wm_map_page_validate_all_now (page);
  wm_test_iterate (100);
  line = wm_test_find_label_with (
      GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
          wm_test_find_of_type (wm_map_page_get_banner (page), GTK_TYPE_MENU_BUTTON)))),
      "meets no port in");
  g_assert_nonnull (line);
  g_assert_nonnull (strstr (gtk_label_get_text (line), " [first such board: r"));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (line), "]"));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-banner-detail");

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_test_iterate (50);
}

/* A town's name the sheet of its side cuts (map-label-overflow) is
 * marked on its space on the canvas, as the validator's problems of a
 * space are; when it fits again, the mark goes. */
static void
test_cut_label_marked (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  g_autofree char *long_name = g_strnfill (60, 'W');
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
  g_assert_cmpint (wm_map_canvas_get_marker (canvas, "s26"), ==, -1);

  /* calder, at s26, in German only */
  g_assert_true (
      wm_piece_edit_name (document (), WM_PIECE_TOWN, "calder", "de", long_name, &error));
  g_assert_no_error (error);
  wm_map_page_validate_all_now (page);
  wm_test_iterate (100);
  g_assert_cmpint (wm_map_canvas_get_marker (canvas, "s26"), ==, WM_SEVERITY_WARNING);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-cut-label-marked");

  g_assert_true (wm_document_undo (document (), NULL));
  wm_map_page_validate_all_now (page);
  wm_test_iterate (50);
  g_assert_cmpint (wm_map_canvas_get_marker (canvas, "s26"), ==, -1);
}

/* The name entry the inspector shows for the region, or NULL. */
static GtkEditable *
region_name_entry (GtkWidget *inspector)
{
  GtkLabel *title = wm_test_find_label_with (inspector, "Name");
  GtkWidget *entry;

  if (title == NULL)
    return NULL;
  entry = gtk_widget_get_next_sibling (GTK_WIDGET (title));
  return GTK_IS_EDITABLE (entry) ? GTK_EDITABLE (entry) : NULL;
}

/* The inspector's field titled @title (a label containing it), or NULL. */
static GtkEditable *
field_titled (GtkWidget *inspector, const char *title)
{
  GtkLabel *label = wm_test_find_label_with (inspector, title);
  GtkWidget *entry = label != NULL ? gtk_widget_get_next_sibling (GTK_WIDGET (label)) : NULL;

  return entry != NULL && GTK_IS_EDITABLE (entry) ? GTK_EDITABLE (entry) : NULL;
}

/* Review 16: the region's one Name field renamed it in the window's
 * language only, and the validator's "still named by its id in German"
 * had nothing on the page to fix it with. A field per language, each
 * renaming its own; a rename made elsewhere shows in its field. */
static void
test_inspector_names_per_language (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  WmRegion *r1 = wm_variant_find_region (wm_document_get_variant (doc), "r1");
  GtkWidget *inspector = GTK_WIDGET (control (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"),
                                              NULL, 0));
  g_autofree char *en = g_strdup (wm_text_get_exact (&r1->name, "en"));
  GtkEditable *de;

  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_map_canvas_select (canvas, NULL);
  wm_test_wait_for (field_titled (inspector, "Name (Deutsch)") != NULL,
                    "a German name field for r1");
  g_assert_nonnull (field_titled (inspector, "Name (English)"));
  g_assert_nonnull (field_titled (inspector, "Name (Italiano)"));
  de = field_titled (inspector, "Name (Deutsch)");
  g_assert_cmpstr (gtk_editable_get_text (de), ==, wm_text_get_exact (&r1->name, "de"));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-region-names");
  /* The screenshot lets the inspector rebuild its rows: the field again. */
  de = field_titled (inspector, "Name (Deutsch)");
  g_assert_nonnull (de);

  gtk_widget_grab_focus (GTK_WIDGET (de));
  gtk_editable_set_text (de, "Nebelmoor");
  g_signal_emit_by_name (de, "activate");
  wm_test_iterate (20);
  r1 = wm_variant_find_region (wm_document_get_variant (doc), "r1");
  g_assert_cmpstr (wm_text_get_exact (&r1->name, "de"), ==, "Nebelmoor");
  g_assert_cmpstr (wm_text_get_exact (&r1->name, "en"), ==, en);
  /* The rows built again give the German field the focus back, not the
   * English one, whose name a next key would replace. */
  wm_test_wait_for (g_strcmp0 (gtk_editable_get_text (field_titled (inspector, "Name (Deutsch)")),
                               "Nebelmoor") == 0,
                    "the German field rebuilt");
  de = field_titled (inspector, "Name (Deutsch)");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (inspector)),
                                         GTK_WIDGET (de)));
  /* With the cursor after the name, nothing selected: the whole name
   * selected, a next key replaced it (review 23, the map helper). */
  g_assert_false (gtk_editable_get_selection_bounds (de, NULL, NULL));
  g_assert_cmpint (gtk_editable_get_position (de), ==, g_utf8_strlen ("Nebelmoor", -1));

  g_assert_true (wm_map_rename_region (doc, "r1", "it", "Palude nebbiosa", NULL));
  wm_test_wait_for (g_strcmp0 (gtk_editable_get_text (field_titled (inspector, "Name (Italiano)")),
                               "Palude nebbiosa") == 0,
                    "the Italian field showing the rename");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  r1 = wm_variant_find_region (wm_document_get_variant (doc), "r1");
  g_assert_cmpstr (wm_text_get_exact (&r1->name, "de"), !=, "Nebelmoor");
}

/* Text typed into the inspector's Label or a region's Name field and left
 * without Enter (the map clicked: the canvas takes the keyboard, then
 * selects) labels the space or renames the region the field showed, one
 * undo step each, and the keyboard stays where it went: only Enter did,
 * and what was typed was lost without a word. */
static void
test_typed_text_kept_on_leave (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  GtkWidget *inspector = GTK_WIDGET (control (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"),
                                              NULL, 0));
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  GtkEditable *field;
  const WmRegion *r;

  wm_map_canvas_select (canvas, (const char *[]){ ids[0], NULL });
  wm_test_wait_for ((field = field_titled (inspector, "Label")) != NULL
                        && gtk_widget_get_mapped (GTK_WIDGET (field)),
                    "the Label field");
  gtk_widget_grab_focus (GTK_WIDGET (field));
  gtk_editable_set_text (field, "Old Mill");
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  wm_map_canvas_select (canvas, (const char *[]){ ids[1], NULL });
  wm_test_iterate (50);
  g_assert_cmpstr (wm_side_find_space (shown_side (canvas), ids[0])->label, ==, "Old Mill");
  g_assert_null (wm_side_find_space (shown_side (canvas), ids[1])->label);
  g_assert_cmpstr (gtk_editable_get_text (field_titled (inspector, "Label")), ==, "");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (canvas)));
  /* Left unchanged, it makes no step (the undos below count them). */
  field = field_titled (inspector, "Label");
  gtk_widget_grab_focus (GTK_WIDGET (field));
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  wm_test_iterate (20);

  wm_map_canvas_select (canvas, NULL);
  wm_test_wait_for ((field = field_titled (inspector, "Name (English)")) != NULL,
                    "the region's English name field");
  gtk_widget_grab_focus (GTK_WIDGET (field));
  gtk_editable_set_text (field, "Fenlands");
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  wm_test_iterate (50);
  r = wm_variant_find_region (wm_document_get_variant (doc), region);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, "Fenlands");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (canvas)));
  /* Another Name field clicked: the first renames as it is left, and the
   * rows built again for the new name leave the keyboard in the one
   * clicked (they took it away). */
  field = field_titled (inspector, "Name (English)");
  gtk_widget_grab_focus (GTK_WIDGET (field));
  gtk_editable_set_text (field, "Salt Fens");
  field = field_titled (inspector, "Name (Deutsch)");
  g_object_add_weak_pointer (G_OBJECT (field), (gpointer *) &field);
  gtk_widget_grab_focus (GTK_WIDGET (field));
  wm_test_wait_for (field == NULL, "the rows built again");
  g_assert_true (has_focus_within (GTK_WIDGET (field_titled (inspector, "Name (Deutsch)"))));
  r = wm_variant_find_region (wm_document_get_variant (doc), region);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, "Salt Fens");
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  wm_test_iterate (20);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (wm_side_find_space (shown_side (canvas), ids[0])->label);
  free_ids (ids, 9);
}

/* A region's name typed, then another region clicked in the list with
 * the pointer: the name goes to the region typed for, and the click shows
 * the one clicked. The rename built the list's rows again under the click
 * (GTK went on with the row freed: criticals, fatal here). */
static void
test_name_kept_on_list_click (void)
{
  WmMapPage *page;
  WmMapCanvas *canvas;
  WmDocument *doc = document ();
  GtkWidget *inspector, *list, *row;
  GtkEditable *field;
  const WmRegion *r1;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool to click with");
      return;
    }
  page = show_map ();
  canvas = wm_map_page_get_canvas (page);
  inspector = GTK_WIDGET (control (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"), NULL, 0));
  wm_map_page_set_regions_shown (page, TRUE);
  wm_map_page_show_region (page, "r1", 0);
  wm_map_canvas_select (canvas, NULL);
  wm_test_wait_for ((field = field_titled (inspector, "Name (English)")) != NULL,
                    "r1's English name field");
  list = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "region"), ==, "r2");
  wm_test_wait_laid_out (row, "r2's row");
  /* The frames waited for may have built the rows again: the field now. */
  field = field_titled (inspector, "Name (English)");
  gtk_widget_grab_focus (GTK_WIDGET (field));
  gtk_editable_set_text (field, "Riverlands of Old");
  wm_test_pointer_to (row, gtk_widget_get_width (row) / 2.0, gtk_widget_get_height (row) / 2.0);
  wm_test_xdo ("click 1");
  wm_test_wait_for (g_strcmp0 (wm_map_canvas_get_region (canvas), "r2") == 0, "r2 shown");
  wm_test_iterate (50);
  r1 = wm_variant_find_region (wm_document_get_variant (doc), "r1");
  g_assert_cmpstr (wm_text_get_exact (&r1->name, "en"), ==, "Riverlands of Old");
  g_assert_true (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1) == GTK_LIST_BOX_ROW (row));
  g_assert_true (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) == GTK_LIST_BOX_ROW (row));
  g_assert_nonnull (wm_test_find_label_with (list, "Riverlands of Old"));
  g_assert_true (wm_document_undo (doc, NULL));
}

/* Tab in the list of regions leaves it for the control after it with the
 * region chosen still selected, Shift+Tab for the one before; GTK's list
 * box moved to the next row and selected it, so tabbing through the page
 * always ended on the last region (keyboard review, 1). */
static void
test_region_list_tab_leaves (void)
{
  WmMapPage *page;
  GtkWidget *list;
  GtkListBoxRow *row;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool to press keys with");
      return;
    }
  page = show_map ();
  wm_map_page_set_regions_shown (page, TRUE);
  wm_map_page_show_region (page, "r1", 0);
  list = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  wm_test_wait_laid_out (list, "the list of regions");
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_assert_nonnull (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_true (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) == row);
  wm_test_pointer_to (GTK_WIDGET (window ()), 600, 400);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  wm_test_xdo ("key Tab");
  g_assert_true (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) == row);
  g_assert_cmpstr (wm_map_canvas_get_region (wm_map_page_get_canvas (page)), ==, "r1");
  g_assert_false (has_focus_within (list));
  g_assert_true (has_focus_within (GTK_WIDGET (page)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  wm_test_xdo ("key shift+Tab");
  g_assert_true (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) == row);
  g_assert_false (has_focus_within (list));
}

/* Whether the canvas's selection is exactly @ids (NULL-terminated), in
 * that order. */
static gboolean
selection_is (WmMapCanvas *canvas, const char *const *ids)
{
  const char *const *sel = wm_map_canvas_get_selection (canvas);

  return g_strv_equal (sel, ids);
}

/* The accessible name of @widget: GTK's test API returns the value a
 * property has when it is not the one asked for (never ""). */
static char *
accessible_label (GtkWidget *widget)
{
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "");
}

/* For the keyboard tests: FALSE, the test skipped, without xdotool;
 * otherwise TRUE with the Map page showing a new grid_region () (@region,
 * its spaces @ids), the pointer out of the way and the keyboard on the
 * canvas (@canvas). */
static gboolean
keys_on_grid (WmMapCanvas **canvas, char **ids, char **region)
{
  WmMapPage *page;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool to press keys with");
      return FALSE;
    }
  page = show_map ();
  *canvas = wm_map_page_get_canvas (page);
  *region = grid_region (page, ids);
  wm_test_pointer_to (GTK_WIDGET (window ()), 5, 5);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (*canvas)));
  return TRUE;
}

/* Deletes what keys_on_grid () made. */
static void
drop_grid (char *region, char **ids)
{
  g_assert_true (wm_map_delete_region (document (), region, NULL));
  for (guint i = 0; i < 9; i++)
    g_free (ids[i]);
}

/* The keyboard review found no way to select a space without the mouse.
 * Real key presses on the canvas (XTest), a 3 × 3 grid of spaces: the
 * arrows select the nearest space that way, Home, Page Up, End and Page
 * Down the nearest diagonally (as on the keypad), Shift adds it, Alt and
 * an arrow moves the selection (one undo step); a key with no space that
 * way keeps the selection. The canvas's accessible name says which space
 * is selected, its description what the space is. Tab leaves the canvas
 * with the selection kept. */
static void
test_arrow_keys_select (void)
{
  WmMapCanvas *canvas;
  char *ids[9] = { NULL };
  g_autofree char *region = NULL;
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;
  const char *sel[] = { NULL, NULL, NULL };
  static const struct
  {
    const char *key;
    guint expected;
  } walk[] = {
    { "Right", 5 }, { "Up", 2 },   { "End", 4 },  { "Home", 0 },      { "Up", 0 },
    { "Left", 0 },  { "Next", 4 }, { "Prior", 2 }, { "KP_End", 4 }, { "Down", 7 },
  };

  if (!keys_on_grid (&canvas, ids, &region))
    return;
  /* Nothing selected: the space nearest the middle of the view. */
  wm_map_canvas_select (canvas, NULL);
  wm_test_xdo ("key Down");
  sel[0] = ids[4];
  g_assert_true (selection_is (canvas, sel));
  for (guint i = 0; i < G_N_ELEMENTS (walk); i++)
    {
      g_autofree char *args = g_strdup_printf ("key %s", walk[i].key);
      wm_test_xdo (args);
      g_test_message ("%s selects %s", walk[i].key, wm_map_canvas_get_selection (canvas)[0]);
      sel[0] = ids[walk[i].expected];
      g_assert_true (selection_is (canvas, sel));
    }
  label = accessible_label (GTK_WIDGET (canvas));
  g_assert_nonnull (label);
  g_test_message ("canvas: %s", label);
  g_assert_nonnull (strstr (label, ids[7]));
  g_assert_nonnull (strstr (label, "side A"));
  description = gtk_test_accessible_check_property (GTK_ACCESSIBLE (canvas),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_assert_nonnull (strstr (description, "Plain"));
  g_assert_nonnull (strstr (description, "No path leaves it"));

  /* Shift adds the next space that way; the arrows go on from it. */
  wm_test_xdo ("key shift+Up");
  sel[0] = ids[7], sel[1] = ids[4];
  g_assert_true (selection_is (canvas, sel));
  g_clear_pointer (&label, g_free);
  label = accessible_label (GTK_WIDGET (canvas));
  g_assert_nonnull (strstr (label, "2 spaces selected"));

  /* Alt moves them a grid step; undo puts them back. */
  wm_test_xdo ("key alt+Right");
  g_assert_cmpfloat_with_epsilon (wm_side_find_space (shown_side (canvas), ids[4])->x, 6.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (wm_side_find_space (shown_side (canvas), ids[7])->x, 6.5, 1e-9);
  g_assert_true (selection_is (canvas, sel));
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_cmpfloat_with_epsilon (wm_side_find_space (shown_side (canvas), ids[4])->x, 6, 1e-9);

  wm_test_screenshot (GTK_WIDGET (window ()), "map-arrow-keys");
  /* Tab goes on to the next control, the selection kept. */
  wm_test_xdo ("key Tab");
  g_assert_false (has_focus_within (GTK_WIDGET (canvas)));
  g_assert_true (has_focus_within (window ()->map_page));
  g_assert_true (selection_is (canvas, sel));
  drop_grid (region, ids);
}

/* The text of the menu item that has the keyboard, or NULL. */
static const char *
focused_item (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  GtkWidget *label = focus ? wm_test_find_of_type (focus, GTK_TYPE_LABEL) : NULL;

  return label ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* Presses Down in the open menu of @canvas until the item @item has the
 * keyboard, then Return, as a designer walks a menu. */
static void
menu_choose (WmMapCanvas *canvas, const char *item)
{
  for (guint i = 0; i < 40; i++)
    {
      if (g_strcmp0 (focused_item (GTK_WIDGET (canvas)), item) == 0)
        {
          GtkWidget *menu = wm_test_find_of_type (GTK_WIDGET (canvas), GTK_TYPE_POPOVER_MENU);
          GtkWidget *pages = wm_test_find_of_type (menu, GTK_TYPE_STACK);
          wm_test_xdo ("key Return");
          /* A submenu slides in: until it is in place, the keys would
           * still reach the menu it leaves. */
          wm_test_wait_for (pages == NULL || !gtk_stack_get_transition_running (GTK_STACK (pages)),
                            "the submenu in place");
          return;
        }
      wm_test_xdo ("key Down");
    }
  g_error ("no menu item “%s” reached with Down (the last: “%s”)", item,
           focused_item (GTK_WIDGET (canvas)));
}

/* The canvas's menu, open (asserted) and pointing at region point (@x, @y). */
static void
assert_menu_at (WmMapCanvas *canvas, double x, double y)
{
  GtkWidget *menu = wm_test_find_of_type (GTK_WIDGET (canvas), GTK_TYPE_POPOVER_MENU);
  GdkRectangle at;
  double wx, wy;

  g_assert_nonnull (menu);
  wm_test_wait_for (gtk_widget_get_mapped (menu), "the canvas's menu open");
  g_assert_true (gtk_popover_get_pointing_to (GTK_POPOVER (menu), &at));
  wm_map_canvas_to_widget (canvas, x, y, &wx, &wy);
  g_assert_cmpint (at.x, ==, (int)wx);
  g_assert_cmpint (at.y, ==, (int)wy);
}

/* The keyboard review found no context menu without a mouse, and no way
 * to connect spaces by keyboard. Real key presses (XTest): Menu and
 * Shift+F10 open the right-click menu at the selected space; its kind is
 * set from there; Connect To chooses the path type and lists the space
 * that lies each way, and choosing one joins them with a path (one undo
 * step, directions preset as a drag gives them); Remove Path lists the
 * space's paths and deletes the one chosen (one undo step). */
static void
test_menu_key_connects (void)
{
  WmMapCanvas *canvas;
  char *ids[9] = { NULL };
  g_autofree char *region = NULL;
  g_autofree char *east = NULL;
  g_autofree char *label = NULL;
  const char *sel[] = { NULL, NULL };
  const WmPath *path;

  if (!keys_on_grid (&canvas, ids, &region))
    return;
  sel[0] = ids[4];
  wm_map_canvas_select (canvas, sel);
  wm_map_canvas_set_path_type (canvas, "trail");

  wm_test_xdo ("key Menu");
  assert_menu_at (canvas, 6, 6);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-menu-key");
  menu_choose (canvas, "Make Town slot");
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), ids[4])->kind, ==, WM_SPACE_TOWN);
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), ids[4])->kind, ==, WM_SPACE_PLAIN);

  /* The path type, then the space east of it. */
  wm_test_xdo ("key shift+F10");
  assert_menu_at (canvas, 6, 6);
  menu_choose (canvas, "Connect To");
  menu_choose (canvas, "Road");
  g_assert_cmpstr (wm_map_canvas_get_path_type (canvas), ==, "road");
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (
                       GTK_DROP_DOWN (control (window ()->map_page, GTK_TYPE_DROP_DOWN,
                                               "Type of new paths and ports", 0)))),
                   ==, "Road");
  wm_test_xdo ("key Menu");
  menu_choose (canvas, "Connect To");
  east = g_strdup_printf ("%s to the east", ids[5]);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-connect-to");
  menu_choose (canvas, east);
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 1);
  path = g_ptr_array_index (shown_side (canvas)->paths, 0);
  g_assert_cmpstr (path->a, ==, ids[4]);
  g_assert_cmpstr (path->b, ==, ids[5]);
  g_assert_cmpstr (path->type, ==, "road");
  g_assert_cmpint (path->a_dir, ==, WM_DIR_E);
  g_assert_cmpint (path->b_dir, ==, WM_DIR_W);
  g_assert_true (selection_is (canvas, sel));
  label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (canvas),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_test_message ("%s", label);
  g_assert_nonnull (strstr (label, "east to"));
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 0);
  g_assert_true (wm_document_redo (document (), NULL));
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 1);

  /* Remove Path names it as it leaves the space. */
  g_clear_pointer (&label, g_free);
  label = g_strdup_printf ("east to %s, Road", ids[5]);
  wm_test_xdo ("key Menu");
  menu_choose (canvas, "Remove Path");
  menu_choose (canvas, label);
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 0);
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 1);
  g_assert_true (has_focus_within (GTK_WIDGET (canvas)));
  drop_grid (region, ids);
}

/* Whether the map canvas has the action @name ("canvas.…", installed by
 * its class). */
static gboolean
canvas_has_action (const char *name)
{
  GtkWidgetClass *klass = g_type_class_peek (WM_TYPE_MAP_CANVAS);
  const GVariantType *param;
  const char *each, *property;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &each, &param, &property); i++)
    if (g_strcmp0 (each, name) == 0)
      return TRUE;
  return FALSE;
}

/* Connect To of a space joined to every space around it, opened with the
 * Menu key (real keys, XTest): "No space left to connect" is there, greyed
 * by a disabled action of the canvas, not by one it lacks ("canvas.none",
 * which GTK takes for a missing action). */
static void
test_menu_key_none_to_connect (void)
{
  WmMapCanvas *canvas;
  char *ids[9] = { NULL };
  g_autofree char *region = NULL;
  g_autofree char *action = NULL;
  const char *sel[] = { NULL, NULL };
  const char *none = "No space left to connect";
  GtkWidget *menu;
  GtkLabel *item;
  GMenuModel *connect = NULL;

  if (!keys_on_grid (&canvas, ids, &region))
    return;
  for (guint i = 0; i < 9; i++)
    if (i != 4)
      g_assert_true (wm_map_connect (document (), region, 0, ids[4], ids[i], "trail", WM_DIR_NONE,
                                     WM_DIR_NONE, NULL));
  sel[0] = ids[4];
  wm_map_canvas_select (canvas, sel);
  wm_test_xdo ("key Menu");
  assert_menu_at (canvas, 6, 6);
  menu_choose (canvas, "Connect To");
  menu = wm_test_find_of_type (GTK_WIDGET (canvas), GTK_TYPE_POPOVER_MENU);
  wm_test_wait_for ((item = wm_test_find_label_with (menu, none)) != NULL
                        && gtk_widget_get_mapped (GTK_WIDGET (item)),
                    "the note in Connect To");
  wm_test_screenshot (menu, "map-connect-to-none");
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (item)));
  /* Its action is the canvas's own (greyed above: disabled). */
  {
    GMenuModel *model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
    for (int i = 0; i < g_menu_model_get_n_items (model) && connect == NULL; i++)
      {
        GMenuModel *section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
        for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
          {
            GMenuModel *sub = g_menu_model_get_item_link (section, j, G_MENU_LINK_SUBMENU);
            g_autofree char *label = NULL;
            if (sub != NULL
                && g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s",
                                                    &label)
                && g_strcmp0 (label, "Connect _To") == 0)
              connect = g_object_ref (sub);
            g_clear_object (&sub);
          }
        g_clear_object (&section);
      }
  }
  g_assert_nonnull (connect);
  for (int i = 0; i < g_menu_model_get_n_items (connect) && action == NULL; i++)
    {
      GMenuModel *section = g_menu_model_get_item_link (connect, i, G_MENU_LINK_SECTION);
      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *label = NULL;
          if (g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &label)
              && g_strcmp0 (label, none) == 0)
            g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &action);
        }
      g_clear_object (&section);
    }
  g_object_unref (connect);
  g_assert_nonnull (action);
  g_test_message ("“%s” is %s", none, action);
  g_assert_true (g_str_has_prefix (action, "canvas."));
  g_assert_true (canvas_has_action (action));
  gtk_popover_popdown (GTK_POPOVER (menu));
  wm_test_iterate (50);
  drop_grid (region, ids);
}

/* A space without paths says under Paths how to make one, rather than
 * a heading over nothing; once it has one, the path's row alone. */
static void
test_no_paths_said (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GtkWidget *inspector = GTK_WIDGET (control (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"),
                                              NULL, 0));
  const char *none = "None yet: with Connect (C), drag from this space to another.";
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  GtkLabel *said;

  wm_map_canvas_select (canvas, (const char *[]){ ids[0], NULL });
  wm_test_wait_for ((said = wm_test_find_label_with (inspector, none)) != NULL
                        && gtk_widget_get_mapped (GTK_WIDGET (said)),
                    "the note under Paths");
  g_assert_true (wm_map_connect (document (), region, 0, ids[0], ids[1], "trail", WM_DIR_E,
                                 WM_DIR_W, NULL));
  wm_test_wait_for (!gtk_widget_get_mapped (GTK_WIDGET (said)), "the note gone");
  g_assert_true (wm_document_undo (document (), NULL));
  wm_test_wait_for (gtk_widget_get_mapped (GTK_WIDGET (said)), "the note back");
  free_ids (ids, 9);
}

/* After Regions "+" the inspector shows the new region, whose name its
 * Name field edits (review 14, R14-2: it still showed r1's name and
 * counts), and its counts follow the spaces and paths added; on a busy
 * main loop too, where its refresh waited behind every frame. */
static void
test_inspector_follows_new_region (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  WmVariant *variant = wm_document_get_variant (doc);
  GtkWidget *inspector = GTK_WIDGET (control (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"),
                                              NULL, 0));
  GtkWidget *add = control (GTK_WIDGET (page), GTK_TYPE_BUTTON, "Add region", 0);
  g_autofree char *r1_name = g_strdup (wm_text_get (&wm_variant_find_region (variant, "r1")->name,
                                                    "en", "en"));
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;
  char *ids[2] = { NULL, NULL };
  GtkEditable *name;
  guint busy;

  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  wm_map_canvas_select (canvas, NULL);
  wm_test_wait_for (wm_test_find_label_with (inspector, "Region r1, side A") != NULL,
                    "the inspector showing r1");
  g_assert_nonnull (add);
  busy = g_idle_add_full (GDK_PRIORITY_REDRAW, busy_cb, NULL, NULL);
  g_signal_emit_by_name (add, "clicked");
  id = g_strdup (wm_map_canvas_get_region (canvas));
  g_assert_cmpstr (id, !=, "r1");
  title = g_strdup_printf ("Region %s, side A", id);
  wm_test_wait_for (wm_test_find_label_with (inspector, title) != NULL,
                    "the inspector showing the new region");
  g_source_remove (busy);
  g_assert_null (wm_test_find_label_with (inspector, "Region r1"));
  g_assert_nonnull (wm_test_find_label_with (inspector, "0 spaces, 0 paths"));
  /* The banner says that the new region is on no cell of the board. */
  wm_map_page_validate_all_now (page);
  wm_test_iterate (20);
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (page), "is on no cell of the board"));
  name = region_name_entry (inspector);
  g_assert_nonnull (name);
  g_assert_cmpstr (gtk_editable_get_text (name), !=, r1_name);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-new-region-inspector");

  /* Its name field renames the new region, not r1. */
  gtk_editable_set_text (name, "Saltmere Fens");
  g_signal_emit_by_name (name, "activate");
  wm_test_iterate (20);
  g_assert_cmpstr (wm_text_get (&wm_variant_find_region (variant, id)->name, "en", "en"), ==,
                   "Saltmere Fens");
  g_assert_cmpstr (wm_text_get (&wm_variant_find_region (variant, "r1")->name, "en", "en"), ==,
                   r1_name);

  /* Spaces and a path added with nothing selected: the counts follow. */
  for (int i = 0; i < 2; i++)
    g_assert_true (
        wm_map_add_space (doc, id, 0, 3 + 4 * i, 3, WM_SPACE_PLAIN, &ids[i], NULL));
  busy = g_idle_add_full (GDK_PRIORITY_REDRAW, busy_cb, NULL, NULL);
  g_assert_true (wm_map_connect (doc, id, 0, ids[0], ids[1], "road", WM_DIR_E, WM_DIR_W, NULL));
  wm_map_canvas_select (canvas, NULL);
  wm_test_wait_for (wm_test_find_label_with (inspector, "2 spaces, 1 path") != NULL,
                    "the counts of the new region");
  g_source_remove (busy);

  g_assert_true (wm_map_delete_region (doc, id, NULL));
  wm_test_iterate (20);
  g_free (ids[0]);
  g_free (ids[1]);
}

/* ---- review 16 --------------------------------------------------------------------------- */

static GtkWidget *
copy_side_button (WmMapPage *page)
{
  GtkLabel *label = wm_test_find_label_with (GTK_WIDGET (page), "Copy A to B");

  g_assert_nonnull (label);
  return gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_BUTTON);
}

/* R16-4: Copy A to B under the side switch, greyed while side A
 * has nothing drawn on it. Over an empty side B it copies at once and
 * shows side B; over a side B with something on it, it asks first,
 * listing what goes, and Cancel changes nothing. Hidden in the Board
 * view. */
static void
test_copy_side (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  g_autofree char *region = NULL;
  GtkWidget *button = copy_side_button (page);
  GtkWidget *preview = wm_map_page_get_board_preview (page);
  GtkWidget *stack = gtk_widget_get_parent (preview);
  GtkWidget *dialog;
  char *ids[9] = { NULL };

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  wm_map_page_show_region (page, region, 0);
  wm_test_iterate (50);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  g_clear_pointer (&region, g_free);

  region = grid_region (page, ids);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_true (wm_map_set_space (doc, region, 0, ids[0], WM_SPACE_CASTLE, NULL, NULL, NULL));
  g_assert_true (wm_map_connect (doc, region, 0, ids[0], ids[1], "road", WM_DIR_E, WM_DIR_W, NULL));
  wm_test_iterate (20);
  g_signal_emit_by_name (button, "clicked");
  wm_test_iterate (100);
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Copy side A to side B");
  g_assert_cmpint (wm_map_canvas_get_side (canvas), ==, 1);
  g_assert_cmpuint (shown_side (canvas)->spaces->len, ==, 9);
  g_assert_cmpuint (shown_side (canvas)->paths->len, ==, 1);
  g_assert_cmpint (wm_side_find_space (shown_side (canvas), ids[0])->kind, ==, WM_SPACE_CASTLE);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-copy-side");

  /* Again, side B holding the copy: the question, then Cancel. */
  g_signal_emit_by_name (button, "clicked");
  wm_test_iterate (100);
  dialog = wm_test_open_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (wm_test_find_label_with (dialog, "9 spaces"));
  g_assert_nonnull (wm_test_find_label_with (dialog, "1 path"));
  wm_test_screenshot (dialog, "map-copy-side-question");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  wm_test_iterate (100);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Copy side A to side B");

  /* A space more on side A, and Replace: side B has it too. */
  g_assert_true (wm_map_add_space (doc, region, 0, 10, 10, WM_SPACE_SECRET, NULL, NULL));
  g_signal_emit_by_name (button, "clicked");
  wm_test_iterate (100);
  dialog = wm_test_open_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "replace");
  wm_test_iterate (100);
  g_assert_cmpuint (wm_map_find_side (wm_document_get_variant (doc), region, 1)->spaces->len, ==,
                    10);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpuint (wm_map_find_side (wm_document_get_variant (doc), region, 1)->spaces->len, ==,
                    9);

  gtk_stack_set_visible_child (GTK_STACK (stack), preview);
  wm_test_iterate (50);
  g_assert_false (gtk_widget_get_visible (button));
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "region");
  wm_test_iterate (50);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* R16-7: the banner's line leads with an error when the side shown has
 * one, in the error colour; with warnings only, a warning in the warning
 * colour. It showed r1 "still named by its id", a warning, in red. */
static void
test_banner_colour_of_its_line (void)
{
  WmMapPage *page = show_map ();
  WmDocument *doc = document ();
  GtkWidget *banner = wm_map_page_get_banner (page);
  const WmSide *side = wm_map_find_side (wm_document_get_variant (doc), "r1", 0);
  const char *slot = NULL;
  GtkLabel *line;

  for (guint i = 0; i < side->spaces->len && slot == NULL; i++)
    if (((WmSpace *)g_ptr_array_index (side->spaces, i))->kind == WM_SPACE_TOWN)
      slot = ((WmSpace *)g_ptr_array_index (side->spaces, i))->id;
  g_assert_nonnull (slot);
  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  g_assert_true (wm_map_rename_region (doc, "r1", "en", "r1", NULL));
  wm_map_page_validate_all_now (page);
  wm_test_iterate (100);
  line = wm_test_find_label_with (banner, "is still named by its id");
  g_assert_nonnull (line);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (line), "warning"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (line), "error"));

  g_assert_true (wm_map_set_space (doc, "r1", 0, slot, WM_SPACE_PLAIN, NULL, NULL, NULL));
  wm_map_page_validate_all_now (page);
  wm_test_iterate (100);
  line = wm_test_find_label_with (banner, "problems: side A has 1 town slot");
  g_assert_nonnull (line);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (line), "error"));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-banner-error-first");

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (50);
}

/* R16-10: while the Town drop-down's list is open, its tooltip is off, so
 * that it does not cover the list's first item; closed, it is back. */
static void
test_town_tooltip_off_list (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  WmDocument *doc = document ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (page, ids);
  const char *sel[] = { ids[0], NULL };
  GtkWidget *town, *popover = NULL;

  g_assert_true (wm_map_set_space (doc, region, 0, ids[0], WM_SPACE_TOWN, NULL, NULL, NULL));
  wm_map_canvas_select (canvas, sel);
  wm_test_iterate (100);
  town = control (inspector (page), GTK_TYPE_DROP_DOWN, TOWN_TIP, 0);
  g_assert_nonnull (town);
  for (GtkWidget *c = gtk_widget_get_first_child (town); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      popover = c;
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_has_tooltip (town));
  gtk_popover_popup (GTK_POPOVER (popover));
  wm_test_iterate (100);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_false (gtk_widget_get_has_tooltip (town));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-town-list-open");
  gtk_popover_popdown (GTK_POPOVER (popover));
  wm_test_iterate (100);
  g_assert_true (gtk_widget_get_has_tooltip (town));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (town), ==, TOWN_TIP);

  wm_map_canvas_select (canvas, NULL);
  g_assert_true (wm_map_delete_region (doc, region, NULL));
  wm_test_iterate (20);
  free_ids (ids, 9);
}

/* The canvas's place in the window once what was set going is laid out. */
static graphene_rect_t
canvas_bounds (WmMapPage *page)
{
  graphene_rect_t b;

  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_iterate (30);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (wm_map_page_get_canvas (page)),
                                            GTK_WIDGET (window ()), &b));
  return b;
}

/* A review of a new variant: a castle slot chosen for new spaces widened
 * the toolbar's Kind, the toolbar wrapped to a second row and the canvas
 * dropped 40 px under the designer's next click. In the window at
 * 1024 × 768 and 1280 × 800, the canvas stays where it is whichever kind
 * is chosen in the toolbar, and whichever a space is given in the
 * inspector. */
static void
test_canvas_stays_in_window (void)
{
  WmMapPage *page = show_map ();
  WmMapCanvas *canvas = wm_map_page_get_canvas (page);
  GtkWidget *inspector = wm_test_find_of_type (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"));
  const char *plain = wm_map_space_kind_label (0);
  GtkWidget *toolbar_kind = wm_test_find_drop_down_listing (wm_map_page_get_toolbar (page), plain);
  int sizes[][2] = { { 1024, 768 }, { 1280, 800 } };
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window ()), &width, &height);
  g_assert_true (wm_map_page_reveal (page, "region r1 / side A", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      graphene_rect_t first, now;

      wm_test_resize_window (GTK_WINDOW (window ()), sizes[i][0], sizes[i][1]);
      wm_map_canvas_select (canvas, (const char *[]){ "s1", NULL });
      first = canvas_bounds (page);
      g_test_message ("%d × %d: the canvas at %.0f, %.0f, %.0f × %.0f", sizes[i][0], sizes[i][1],
                      first.origin.x, first.origin.y, first.size.width, first.size.height);
      for (int k = WM_N_SPACE_KINDS - 1; k >= 0; k--)
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (toolbar_kind), k);
          now = canvas_bounds (page);
          if (k == WM_SPACE_CASTLE)
            {
              g_autofree char *shot = g_strdup_printf ("map-window-%d-castle", sizes[i][0]);
              wm_test_screenshot (GTK_WIDGET (window ()), shot);
            }
          g_assert_true (graphene_rect_equal (&first, &now));
          gtk_drop_down_set_selected (
              GTK_DROP_DOWN (wm_test_find_drop_down_listing (inspector, plain)), k);
          now = canvas_bounds (page);
          g_assert_true (graphene_rect_equal (&first, &now));
        }
      while (wm_document_can_undo (document ()))
        g_assert_true (wm_document_undo (document (), NULL));
    }
  wm_map_canvas_select (canvas, NULL);
  wm_test_resize_window (GTK_WINDOW (window ()), width, height);
}

/* r1 without its Italian name, and its German one holding a direction
 * control (U+202E) */
static void
r1_names_amiss (WmVariant *variant, gpointer data)
{
  WmRegion *r1 = wm_variant_find_region (variant, "r1");

  wm_text_remove (&r1->name, "it");
  wm_text_set (&r1->name, "de", "Das \u202EFlussland");
}

/* The Validation page's row of the problem of @code told at @where. */
static gboolean
is_problem_row (GtkWidget *widget, gconstpointer data)
{
  const char *const *code_where = data;

  return GTK_IS_LIST_BOX_ROW (widget)
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-code"), code_where[0]) == 0
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-where"), code_where[1]) == 0;
}

/* Activates the Validation page's row of the problem of @code at @where,
 * and returns the Name field the keyboard went to, in view in the
 * inspector. */
static GtkWidget *
activate_problem (const char *code, const char *where, GtkWidget *inspector)
{
  GtkWidget *page = window ()->validation_page;
  GtkWidget *row, *focus, *entry, *scroller;
  graphene_rect_t field, view;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.show-section", "s",
                                             "validation"));
  wm_test_iterate (50);
  row = wm_test_find_widget (page, is_problem_row, (const char *const[]){ code, where });
  g_assert_nonnull (row);
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  wm_test_iterate (100);
  wm_test_wait_frame (inspector);
  wm_test_wait_idle ();
  wm_test_wait_frame (inspector);
  g_assert_cmpstr (wm_window_get_section (window ()), ==, "map");
  focus = gtk_root_get_focus (gtk_widget_get_root (inspector));
  g_assert_nonnull (focus);
  entry = gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_is_ancestor (entry, inspector));
  scroller = gtk_widget_get_ancestor (entry, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_bounds (entry, scroller, &field));
  g_assert_true (gtk_widget_compute_bounds (scroller, scroller, &view));
  g_assert_cmpfloat (field.origin.y, >=, 0);
  g_assert_cmpfloat (field.origin.y + field.size.height, <=, view.size.height);
  return entry;
}

/* A review of a new variant: the Validation page's "the region name has
 * no text in Italian (“it”)" opened the region but left the keyboard on
 * the canvas, its Italian Name field to be found. Activated, it puts the
 * keyboard in that field, in view; a direction control in the German
 * name goes to the German field. */
static void
test_region_name_problem_opens_field (void)
{
  WmDocument *doc = document ();
  WmMapPage *page = show_map ();
  GtkWidget *inspector = wm_test_find_of_type (GTK_WIDGET (page), g_type_from_name ("WmMapInspector"));
  GtkWidget *entry;

  /* a space selected: the problem is the region's, not the space's */
  g_assert_true (wm_map_page_reveal (page, "region r2 / side A", NULL));
  wm_map_canvas_select (wm_map_page_get_canvas (page), (const char *[]){ "s1", NULL });
  g_assert_true (wm_document_edit (doc, "names amiss", r1_names_amiss, NULL, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (window ()->validation_page));

  entry = activate_problem ("lang-missing", "region r1", inspector);
  g_assert_cmpstr (wm_map_canvas_get_region (wm_map_page_get_canvas (page)), ==, "r1");
  g_assert_cmpstr (g_object_get_data (G_OBJECT (entry), "lang"), ==, "it");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  wm_test_screenshot (GTK_WIDGET (window ()), "map-region-name-missing-opened");

  entry = activate_problem ("text-bidi-control", "region r1", inspector);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (entry), "lang"), ==, "de");

  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (window ()->validation_page));
  wm_map_canvas_select (wm_map_page_get_canvas (page), NULL);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-map-page-xdg");
  /* GTK's test backend keeps what widgets say to a screen reader, for the
   * tests to read (no accessibility bus, as with "none"). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);

  g_test_add_func ("/map/page-gui/lake-loop", test_lake_loop);
  g_test_add_func ("/map/page-gui/board-setup-new-column", test_board_setup_new_column);
  g_test_add_func ("/map/page-gui/inspector-ports", test_inspector_ports);
  g_test_add_func ("/map/page-gui/inspector-new-town", test_inspector_new_town);
  g_test_add_func ("/map/page-gui/message-follows-view", test_message_follows_view);
  g_test_add_func ("/map/page-gui/region-fort-and-inn", test_region_fort_and_inn);
  g_test_add_func ("/map/page-gui/banner-all-problems", test_banner_all_problems);
  g_test_add_func ("/map/page-gui/lake-among-paths", test_lake_among_paths);
  g_test_add_func ("/map/page-gui/shore-turn-refused", test_shore_turn_refused);
  g_test_add_func ("/map/page-gui/path-type-keeps-selection", test_path_type_keeps_selection);
  g_test_add_func ("/map/page-gui/board-accessible", test_board_accessible);
  g_test_add_func ("/map/page-gui/tool-keys-anywhere", test_tool_keys_anywhere);
  g_test_add_func ("/map/page-gui/board-opens-on-edited-side", test_board_opens_on_edited_side);
  g_test_add_func ("/map/page-gui/banner-shows-detail", test_banner_shows_detail);
  g_test_add_func ("/map/page-gui/cut-label-marked", test_cut_label_marked);
  g_test_add_func ("/map/page-gui/inspector-follows-new-region", test_inspector_follows_new_region);
  g_test_add_func ("/map/page-gui/inspector-names-per-language", test_inspector_names_per_language);
  g_test_add_func ("/map/page-gui/typed-text-kept-on-leave", test_typed_text_kept_on_leave);
  g_test_add_func ("/map/page-gui/no-paths-said", test_no_paths_said);
  g_test_add_func ("/map/page-gui/name-kept-on-list-click", test_name_kept_on_list_click);
  g_test_add_func ("/map/page-gui/region-list-tab-leaves", test_region_list_tab_leaves);
  g_test_add_func ("/map/page-gui/arrow-keys-select", test_arrow_keys_select);
  g_test_add_func ("/map/page-gui/menu-key-connects", test_menu_key_connects);
  g_test_add_func ("/map/page-gui/menu-key-none-to-connect", test_menu_key_none_to_connect);
  g_test_add_func ("/map/page-gui/copy-side", test_copy_side);
  g_test_add_func ("/map/page-gui/banner-colour-of-its-line", test_banner_colour_of_its_line);
  g_test_add_func ("/map/page-gui/town-tooltip-off-list", test_town_tooltip_off_list);
  g_test_add_func ("/map/page-gui/canvas-stays-in-window", test_canvas_stays_in_window);
  g_test_add_func ("/map/page-gui/region-name-problem-opens-field",
                   test_region_name_problem_opens_field);
  return wm_test_app_run (app);
}
