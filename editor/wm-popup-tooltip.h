#pragma once

/* A tooltip on a drop-down or a menu button is drawn below it, where its
 * list opens: left up, it covered the first item of the open list (the
 * Decks toolbar's language list, review 8; New Game's First event and the
 * Simulation page's Variant menu, review 25e). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on every popover, while open, hides the tooltip of the widget
 * it belongs to (a drop-down's list, a menu button's menu, a context
 * menu) and gives it back when it closes. Once, at startup. */
void wm_popup_tooltips_hide_while_open (void);

G_END_DECLS
