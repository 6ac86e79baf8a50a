#pragma once

/* A closed popover gives up its surface, so that the first click after a
 * list or a menu closed is not lost (see wm-popover-closed.c). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on, every popover of the process (a drop-down's list, a menu
 * button's menu, GTK's own) is unrealized as it closes; it is realized
 * again when it next opens. Call once GTK is initialized; calling again
 * does nothing. */
void wm_popover_closed_drop_surfaces (void);

G_END_DECLS
