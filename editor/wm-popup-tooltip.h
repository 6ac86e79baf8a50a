#pragma once

/* A tooltip on a drop-down or a menu button is drawn below it, where its
 * list opens: left up, it covered the first item of the open list (the
 * Decks toolbar's language list, review 8). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Hides @widget's tooltip while its popover is open and gives it back
 * when the popover closes. @widget is a GtkDropDown or a GtkMenuButton
 * whose popover exists (a menu model or a popover set). */
void wm_popup_tooltip_hide_while_open (GtkWidget *widget);

G_END_DECLS
