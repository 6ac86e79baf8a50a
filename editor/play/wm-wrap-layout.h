#pragma once

/* Lays a widget's children out in a line from the start and wraps them onto
 * further lines when the width runs out, each child at its natural width,
 * like words in a paragraph. For toolbars of groups of controls: a
 * GtkFlowBox lines its cells up in columns and hands spare width out to
 * them, so that related groups drift apart when it wraps. Give it to a
 * container with gtk_widget_set_layout_manager (). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WM_TYPE_WRAP_LAYOUT (wm_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (WmWrapLayout, wm_wrap_layout, WM, WRAP_LAYOUT, GtkLayoutManager)

/* @spacing between the children of a line, @line_spacing between lines. */
GtkLayoutManager *wm_wrap_layout_new (int spacing, int line_spacing);
/* Keeps @child (one of the widget's children, or NULL for none) at the end
 * of the first line, at least @gap px from the line's other children, as a
 * toolbar's main button beside the settings: the first line is that much
 * narrower, the lines under it take the whole width, and the other
 * children flow past it in their order. */
void wm_wrap_layout_set_end_child (WmWrapLayout *self, GtkWidget *child, int gap);

G_END_DECLS
