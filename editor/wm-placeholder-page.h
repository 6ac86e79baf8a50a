#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The page of a section whose editor has not been built yet: it says so
 * plainly instead of showing controls that do nothing. */
GtkWidget *wm_placeholder_page_new (const char *icon_name, const char *title,
                                    const char *description);

G_END_DECLS
