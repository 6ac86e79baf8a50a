#pragma once

/* Focus and scrolling in a scrolled page (the Rules page's rows): the
 * focus moves at once, so that the next key lands where it went, and the
 * page scrolls once the widget has a place on it to scroll to; and what
 * else waits for a widget's first layout (a table's row to scroll to). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef gboolean (*WmGrabFunc) (GtkWidget *widget);

/* Moves the focus with @grab (gtk_widget_grab_focus () when NULL) to
 * @widget or into it, without the viewport it lies in following the
 * focus: GTK 4.8's viewport scrolls to where a widget not yet laid out
 * seems to be (the top of the page), and, on a page already scrolled,
 * overshoots in an animation that can end after a scroll of ours.
 * Returns what @grab returned. */
gboolean wm_scroll_grab_in_place (GtkWidget *widget, WmGrabFunc grab);
/* Scrolls the scrolled window @widget lies in as little as shows
 * @heading (an ancestor of @widget, or NULL) from its top down as far as
 * the page holds, and then @widget itself; at once, which also ends any
 * scrolling animation. Does nothing outside a scrolled window. */
void wm_scroll_to (GtkWidget *widget, GtkWidget *heading);
/* The height of @lines lines of @widget's text in pixels, for a box that
 * shows whole lines: measured over all the lines, as a line is a
 * fraction of a pixel high. */
int wm_scroll_lines_height (GtkWidget *widget, int lines);
/* The mouse wheel over @inner, a scrolled window (a text box, a table
 * that scrolls only sideways) inside a scrolled page, scrolls the page
 * where @inner has nothing to scroll that way: its content fits, or it is
 * at its end. GTK 4.8's scrolled window takes every wheel event over it,
 * scrolled or not: a form of text boxes scrolled only over its labels and
 * margins, and a page under a wide table not at all. */
void wm_scroll_pass_on_at_end (GtkScrolledWindow *inner);
typedef void (*WmLaidOutFunc) (GtkWidget *widget, gpointer data);
/* Calls @func with @widget and @data in the first frame in which @widget
 * has been laid out (before that frame's layout, which then draws what
 * @func changed), then @destroy on @data; only @destroy when @widget is
 * hidden first, or goes. */
void wm_when_laid_out (GtkWidget *widget, WmLaidOutFunc func, gpointer data,
                       GDestroyNotify destroy);
/* wm_scroll_to () in the first frame in which @widget has been laid out:
 * a widget just added has no place on the page before that. */
void wm_scroll_to_when_laid_out (GtkWidget *widget, GtkWidget *heading);
/* Goes to the field a diagnostic activated on the Validation page is
 * about (a form's @field, in @container): once laid out, the keyboard in
 * it or, where it takes none itself (a row of controls), in its first
 * control, and the page scrolled as little as shows its group (the child
 * of @container it lies in, from its heading down), then @field. */
void wm_scroll_reveal (GtkWidget *field, GtkWidget *container);
/* Tab and Shift+Tab leave the list box @list for the control after or
 * before it, as in the window's sidebar; the arrows still move from row
 * to row. GTK's list box takes Tab for the next row, which selects it:
 * the keyboard then never left a page's list of characters or events
 * and reached only the last one's form. */
void wm_list_box_tab_leaves (GtkListBox *list);
/* The same for any widget of rows that takes Tab for the next one, as a
 * column view does (the Decks page's table of cards, where a keyboard
 * user pressed Tab once per card to leave it): Tab and Shift+Tab leave
 * @list, the arrows move within it. */
void wm_tab_leaves (GtkWidget *list);

G_END_DECLS
