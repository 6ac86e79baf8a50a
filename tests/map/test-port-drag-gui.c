/* A region's border port dragged with the select tool under Xvfb, with
 * real pointer and key events (xdotool through XTest): the pointer turns
 * into a hand over a port; a drag slides the port along its edge and round
 * a corner, one undo step that gives the file back byte for byte; Escape
 * during a drag leaves the port where it was; a drop onto another port's
 * point is refused with a message under the canvas, nothing changed, and
 * so is a port the port tool would add there.
 * Space drags too, since Escape and the tool keys end any drag: Escape
 * during a drag of two spaces leaves them where they were, and during a
 * rubber band, a connection or a lake drawn it selects or makes nothing; a tool key (V,
 * G, C, S) during a port or space drag cancels it and then does what it
 * does.
 * With WM_SHOT_DIR set, PNGs of the window go there (hover, mid-drag). */

#include "config.h"

#include "wm-test-gui.h"

#include <string.h>

#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"
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

/* Moves the pointer to the region point (@x, @y) of the canvas. */
static void
pointer_to (WmMapCanvas *canvas, double x, double y)
{
  double wx, wy;

  wm_map_canvas_to_widget (canvas, x, y, &wx, &wy);
  wm_test_pointer_to (GTK_WIDGET (canvas), wx, wy);
}

static const char *
cursor_name (WmMapCanvas *canvas)
{
  GdkCursor *cursor = gtk_widget_get_cursor (GTK_WIDGET (canvas));

  return cursor != NULL ? gdk_cursor_get_name (cursor) : NULL;
}

/* The widget's own pointer: none set (its parent's arrow), or the arrow. */
static gboolean
plain_pointer (WmMapCanvas *canvas)
{
  const char *name = cursor_name (canvas);

  return name == NULL || strcmp (name, "default") == 0;
}

static const WmPort *
port (WmMapCanvas *canvas, guint index)
{
  WmSide *side
      = wm_map_find_side (wm_document_get_variant (document ()), wm_map_canvas_get_region (canvas),
                          wm_map_canvas_get_side (canvas));

  g_assert_cmpuint (index, <, side->ports->len);
  return g_ptr_array_index (side->ports, index);
}

static gboolean
saves_as (GBytes *expected)
{
  g_autoptr (GBytes) bytes = wm_document_save_bytes (document ());

  return g_bytes_equal (bytes, expected);
}

typedef struct
{
  WmMapPage *page;
  WmMapCanvas *canvas;
  char *region;
  char *ids[3];
} Fixture;

/* A new 12-unit region shown with the select tool: spaces s1 (3, 3),
 * s2 (6, 3), s3 (9, 3); s2's trail port on the north border at 6, s3's
 * road port there at 9. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  WmDocument *doc = document ();

  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (window ()), "win.show-section", "s", "map"));
  wm_test_iterate (100);
  f->page = WM_MAP_PAGE (window ()->map_page);
  f->canvas = wm_map_page_get_canvas (f->page);
  g_assert_true (wm_map_add_region (doc, 12, &f->region, NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_true (
        wm_map_add_space (doc, f->region, 0, 3 + 3 * i, 3, WM_SPACE_PLAIN, &f->ids[i], NULL));
  g_assert_true (wm_map_add_port (doc, f->region, 0, f->ids[1], 6, 0, "trail", WM_DIR_NONE, NULL));
  g_assert_true (wm_map_add_port (doc, f->region, 0, f->ids[2], 9, 0, "road", WM_DIR_NONE, NULL));
  wm_map_page_show_region (f->page, f->region, 0);
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_SELECT);
  wm_map_canvas_set_snap (f->canvas, TRUE);
  wm_test_iterate (100);
  /* Rest the pointer on the ground, away from every port. */
  pointer_to (f->canvas, 4.5, 8);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  wm_test_xdo ("mouseup 1");
  g_assert_true (wm_map_delete_region (document (), f->region, NULL));
  wm_test_iterate (20);
  g_free (f->region);
  for (guint i = 0; i < G_N_ELEMENTS (f->ids); i++)
    g_free (f->ids[i]);
}

/* Pressed on s2's port at north 6 and moved through (@x1, @y1) to
 * (@x2, @y2), the button still down. */
static void
grab_and_move (Fixture *f, double x1, double y1, double x2, double y2)
{
  pointer_to (f->canvas, 6, 0);
  wm_test_xdo ("mousedown 1");
  pointer_to (f->canvas, x1, y1);
  pointer_to (f->canvas, x2, y2);
}

static void
test_hover_cursor (Fixture *f, gconstpointer data)
{
  g_assert_true (plain_pointer (f->canvas));
  pointer_to (f->canvas, 6.1, 0.1);
  g_assert_cmpstr (cursor_name (f->canvas), ==, "grab");
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-hover");
  /* On the space, not the port: the space is what a press would take. */
  pointer_to (f->canvas, 6, 3);
  g_assert_true (plain_pointer (f->canvas));
  /* Other tools keep their own pointer. */
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_CONNECT);
  pointer_to (f->canvas, 6, 0);
  g_assert_cmpstr (cursor_name (f->canvas), ==, "crosshair");
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_SELECT);
}

/* Along the edge (the pointer well inside the region: the port stays on
 * its edge), snapped to half units; the saved file has the new place; one
 * undo gives the file back byte for byte and redo the move. Then round the
 * north-east corner onto the east edge. */
static void
test_drag_moves (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autoptr (GBytes) after = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));

  grab_and_move (f, 5, 1, 3.8, 1.5);
  g_assert_cmpstr (cursor_name (f->canvas), ==, "grabbing");
  /* Nothing is changed until the drop. */
  g_assert_true (saves_as (before));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-mid-drag");
  wm_test_xdo ("mouseup 1");
  g_assert_cmpint (port (f->canvas, 0)->edge, ==, WM_EDGE_N);
  g_assert_cmpfloat (port (f->canvas, 0)->at, ==, 4);
  g_assert_cmpint (port (f->canvas, 0)->dir, ==, WM_DIR_N);
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, "Change port");
  after = wm_document_save_bytes (document ());
  saved = g_strndup (g_bytes_get_data (after, NULL), g_bytes_get_size (after));
  g_assert_nonnull (strstr (saved, "<port edge=\"n\" at=\"4\" type=\"trail\""));
  g_assert_true (plain_pointer (f->canvas));

  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_true (saves_as (before));
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
  g_assert_true (wm_document_redo (document (), NULL));
  g_assert_true (saves_as (after));

  /* From north 4 past the north-east corner: east at 2.5. */
  pointer_to (f->canvas, 4, 0);
  wm_test_xdo ("mousedown 1");
  pointer_to (f->canvas, 10, 0.5);
  pointer_to (f->canvas, 12.7, 2.4);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-round-corner");
  wm_test_xdo ("mouseup 1");
  g_assert_cmpint (port (f->canvas, 0)->edge, ==, WM_EDGE_E);
  g_assert_cmpfloat (port (f->canvas, 0)->at, ==, 2.5);
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_true (saves_as (after));
}

/* Escape during the drag: the port stays, no step is made, and letting go
 * afterwards changes nothing either. */
static void
test_escape_cancels (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));

  grab_and_move (f, 7, 0.5, 8, 0.3);
  wm_test_xdo ("key Escape");
  g_assert_cmpstr (cursor_name (f->canvas), !=, "grabbing");
  pointer_to (f->canvas, 2, 0.2);
  wm_test_xdo ("mouseup 1");
  g_assert_true (saves_as (before));
  g_assert_cmpfloat (port (f->canvas, 0)->at, ==, 6);
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
}

/* Pressed on s1 (3, 3) and moved through (4, 5) to (5, 7), the button
 * still down. */
static void
grab_space_and_move (Fixture *f)
{
  pointer_to (f->canvas, 3, 3);
  wm_test_xdo ("mousedown 1");
  pointer_to (f->canvas, 4, 5);
  pointer_to (f->canvas, 5, 7);
}

static gboolean
is_selected (WmMapCanvas *canvas, const char *id)
{
  return g_strv_contains (wm_map_canvas_get_selection (canvas), id);
}

/* s1 and s2 selected and s1 dragged: Escape puts both back (the file as
 * it was, no undo step, the two still selected) and the release after it
 * moves nothing; the same drag without Escape moves them both. */
static void
test_escape_cancels_space_drag (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));
  const char *both[] = { f->ids[0], f->ids[1], NULL };
  const WmSpace *s1;

  wm_map_canvas_select (f->canvas, both);
  grab_space_and_move (f);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-space-mid-drag");
  wm_test_xdo ("key Escape");
  wm_test_screenshot (GTK_WIDGET (window ()), "map-space-drag-escaped");
  pointer_to (f->canvas, 6, 8);
  wm_test_xdo ("mouseup 1");
  g_assert_true (saves_as (before));
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
  g_assert_true (is_selected (f->canvas, f->ids[0]));
  g_assert_true (is_selected (f->canvas, f->ids[1]));

  grab_space_and_move (f);
  wm_test_xdo ("mouseup 1");
  s1 = wm_side_find_space (wm_map_find_side (wm_document_get_variant (document ()), f->region, 0),
                           f->ids[0]);
  g_assert_cmpfloat (s1->x, ==, 5);
  g_assert_cmpfloat (s1->y, ==, 7);
  g_assert_false (saves_as (before));
}

/* A drag with @tool from (@x0, @y0) to (@x1, @y1), Escape on the way,
 * then let go: the file as it was, no undo step. */
static void
escape_drag (Fixture *f, WmMapTool tool, double x0, double y0, double x1, double y1)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));

  wm_map_canvas_set_tool (f->canvas, tool);
  pointer_to (f->canvas, x0, y0);
  wm_test_xdo ("mousedown 1");
  pointer_to (f->canvas, (x0 + x1) / 2, (y0 + y1) / 2);
  pointer_to (f->canvas, x1, y1);
  wm_test_xdo ("key Escape");
  pointer_to (f->canvas, x1 + 0.5, y1 + 0.5);
  wm_test_xdo ("mouseup 1");
  g_assert_true (saves_as (before));
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_SELECT);
}

/* Escape ends the other drags too: a rubber band round the three spaces
 * leaves the selection as it was (s3 alone), a connection from s1 to s2
 * makes no path, a lake drawn over the spaces no lake. */
static void
test_escape_cancels_other_drags (Fixture *f, gconstpointer data)
{
  const char *third[] = { f->ids[2], NULL };

  wm_map_canvas_select (f->canvas, third);
  escape_drag (f, WM_MAP_TOOL_SELECT, 1, 1.5, 11, 5);
  g_assert_false (is_selected (f->canvas, f->ids[0]));
  g_assert_true (is_selected (f->canvas, f->ids[2]));
  escape_drag (f, WM_MAP_TOOL_CONNECT, 3, 3, 6, 3);
  escape_drag (f, WM_MAP_TOOL_LAKE, 1, 1.5, 11, 5);
}

/* @key (xdotool's name) pressed during a drag that @grab began, then the
 * button let go elsewhere: nothing changed, no undo step, no port held. */
static void
key_cancels (Fixture *f, void (*grab) (Fixture *f), const char *key)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));
  g_autofree char *args = g_strdup_printf ("key %s", key);

  grab (f);
  wm_test_xdo (args);
  g_assert_false (wm_map_canvas_is_dragging_port (f->canvas));
  g_assert_cmpstr (cursor_name (f->canvas), !=, "grabbing");
  pointer_to (f->canvas, 8, 9);
  wm_test_xdo ("mouseup 1");
  g_assert_true (saves_as (before));
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
}

static void
grab_port (Fixture *f)
{
  grab_and_move (f, 5, 1, 3.8, 1.5);
}

/* V (the tool in use), G and another tool's key during a space drag, and
 * S during a port drag: the drag is cancelled before the key does what it
 * does, where V and G left it going on and the release moved the space
 * or the port. */
static void
test_tool_key_cancels_drag (Fixture *f, gconstpointer data)
{
  key_cancels (f, grab_space_and_move, "v");
  g_assert_cmpint (wm_map_canvas_get_tool (f->canvas), ==, WM_MAP_TOOL_SELECT);
  key_cancels (f, grab_port, "v");

  key_cancels (f, grab_space_and_move, "g");
  g_assert_false (wm_map_canvas_get_snap (f->canvas));
  wm_map_canvas_set_snap (f->canvas, TRUE);

  key_cancels (f, grab_space_and_move, "c");
  g_assert_cmpint (wm_map_canvas_get_tool (f->canvas), ==, WM_MAP_TOOL_CONNECT);
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_SELECT);

  key_cancels (f, grab_port, "s");
  g_assert_cmpint (wm_map_canvas_get_tool (f->canvas), ==, WM_MAP_TOOL_SPACE);
  g_assert_cmpfloat (port (f->canvas, 0)->at, ==, 6);
  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_SELECT);
}

/* Onto s3's port at north 9: drawn red while there, refused on the drop
 * with what holds the point, the file as it was. */
static void
test_drop_on_port_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  const char *said;

  grab_and_move (f, 8, 0.5, 9.1, 0.2);
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-drag-refused");
  wm_test_xdo ("mouseup 1");
  g_assert_true (saves_as (before));
  g_assert_cmpfloat (port (f->canvas, 0)->at, ==, 6);
  said = wm_map_page_get_message (f->page);
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "That point of the border has a port already"));
  g_assert_nonnull (strstr (said, "on the north edge at 9"));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (f->page), said));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-drop-refused");
}

/* A drag of the port tool from s1 (3, 3) to (@x, @y), let go there. */
static void
port_tool_drag (Fixture *f, double x, double y)
{
  pointer_to (f->canvas, 3, 3);
  wm_test_xdo ("mousedown 1");
  pointer_to (f->canvas, (3 + x) / 2, (3 + y) / 2);
  pointer_to (f->canvas, x, y);
  wm_test_xdo ("mouseup 1");
  wm_test_iterate (20);
}

/* The port tool, dragged from s1 onto s3's port at north 9: refused as a
 * drop there is, the message under the canvas, nothing added, no undo
 * step; to the free north 4.5 it adds the port. */
static void
test_port_tool_on_port_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = wm_document_save_bytes (document ());
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (document ()));
  const char *said;

  wm_map_canvas_set_tool (f->canvas, WM_MAP_TOOL_PORT);
  port_tool_drag (f, 9.1, 0.1);
  g_assert_true (saves_as (before));
  g_assert_cmpstr (wm_document_get_undo_label (document ()), ==, undo_before);
  said = wm_map_page_get_message (f->page);
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "That point of the border has a port already"));
  g_assert_nonnull (strstr (said, "on the north edge at 9"));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (f->page), said));
  wm_test_screenshot (GTK_WIDGET (window ()), "map-port-tool-refused");

  port_tool_drag (f, 4.5, 0.1);
  g_assert_cmpfloat (port (f->canvas, 2)->at, ==, 4.5);
  g_assert_cmpint (port (f->canvas, 2)->edge, ==, WM_EDGE_N);
}

static const struct
{
  const char *name;
  void (*run) (Fixture *f, gconstpointer data);
} tests[] = {
  { "hover-cursor", test_hover_cursor },
  { "moves", test_drag_moves },
  { "escape-cancels", test_escape_cancels },
  { "escape-cancels-space-drag", test_escape_cancels_space_drag },
  { "escape-cancels-other-drags", test_escape_cancels_other_drags },
  { "tool-key-cancels-drag", test_tool_key_cancels_drag },
  { "drop-on-port-refused", test_drop_on_port_refused },
  { "port-tool-on-port-refused", test_port_tool_on_port_refused },
};

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-port-drag-xdg");
  gtk_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("WM_XDOTOOL"));
  app = wm_test_app_start (0);

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *path = g_strconcat ("/map/port-drag/", tests[i].name, NULL);
      g_test_add (path, Fixture, NULL, fixture_set_up, tests[i].run, fixture_tear_down);
    }
  return wm_test_app_run (app);
}
