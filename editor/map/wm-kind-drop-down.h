#pragma once

/* The drop-downs of space kinds: the Map toolbar's, for new spaces, and
 * the inspector's, for the selected space. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes @dropdown, whose items are the space kinds in WmSpaceKind's order,
 * name each kind whole in its list ("Castle slot (fort or inn)") and short
 * on its button ("Castle slot"), the button always as wide as the widest
 * short name, so that a choice moves nothing beside it; returned. */
GtkWidget *wm_kind_drop_down_fit (GtkWidget *dropdown);

/* Makes @dropdown, of GtkStringObjects (the variant's path types), name
 * each item whole in its list and on its button, the button as wide as
 * the widest item whichever is chosen (cut short only where the bar is
 * narrower); returned. */
GtkWidget *wm_names_drop_down_fit (GtkWidget *dropdown);

G_END_DECLS
