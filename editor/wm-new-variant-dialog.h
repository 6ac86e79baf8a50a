#pragma once

/* New variant asks which bundled template the variant starts from (see
 * wm-variant-template.h): the base game or the small board. */

#include <adwaita.h>

G_BEGIN_DECLS

/* A dialog over @parent (may be NULL) with a choice of template, the base
 * game chosen. Its "create" response activates the application's
 * "new-from-template" action with the chosen template's name; "cancel"
 * (Escape) makes nothing. Present it with gtk_window_present(). */
GtkWidget *wm_new_variant_dialog_new (GtkWindow *parent);

G_END_DECLS
