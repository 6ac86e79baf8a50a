#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The preferences window, bound to the application's GSettings. */
GtkWindow *wm_preferences_new (GtkWindow *parent);

G_END_DECLS
