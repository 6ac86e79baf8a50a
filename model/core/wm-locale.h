#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of the message catalogues (de/LC_MESSAGES/waymark.mo …):
 * $WM_LOCALEDIR when set; the build folder's po/ for a program that runs
 * from the build folder, so that `make run` speaks the designer's
 * language before anything is installed; else the installed one. */
const char *wm_locale_dir (void);

G_END_DECLS
