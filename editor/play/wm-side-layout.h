#pragma once

/* Lays a widget's first child (the main one) and its last child (a side
 * pane) out side by side where the width allows both, and the pane under
 * the main child, full width, where it does not, rather than have the
 * pane set the window's least width. Children in between (a separator) are
 * drawn as a line between the two, upright or across as they lie. A hidden
 * main child leaves the pane the whole room, a hidden pane the main child,
 * beside any children in between that are still shown. Give it to a container with
 * gtk_widget_set_layout_manager (). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WM_TYPE_SIDE_LAYOUT (wm_side_layout_get_type ())
G_DECLARE_FINAL_TYPE (WmSideLayout, wm_side_layout, WM, SIDE_LAYOUT, GtkLayoutManager)

/* The pane stays beside the main child while the main child keeps at least
 * @main_width (or its own minimum, if wider) beside it. */
GtkLayoutManager *wm_side_layout_new (int main_width);
/* The pane stays beside the main child only where it shows @part (one of
 * its descendants, which scrolls in it) at its natural width, with @room
 * more around it (margins, a scrollbar); elsewhere it goes under, full
 * width. NULL keeps no part whole. */
void wm_side_layout_keep_whole (WmSideLayout *self, GtkWidget *part, int room);
/* With @even, two children of a kind (the Simulation page's runs) share
 * the width evenly beside each other, and go one under the other where a
 * half would be narrower than the least width of either, @main_width, or
 * the part kept whole. */
void wm_side_layout_set_even (WmSideLayout *self, gboolean even);
/* Whether the last allocation put the pane under the main child. */
gboolean wm_side_layout_is_under (WmSideLayout *self);

G_END_DECLS
