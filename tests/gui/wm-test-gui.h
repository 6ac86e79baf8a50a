#pragma once

/* What the GUI tests under Xvfb share: running the main loop for a while,
 * finding the application's window, and writing screenshots of it when
 * WM_SHOT_DIR names a folder (to look at what a test drove). */

#include <gtk/gtk.h>

#include "wm-window.h"

G_BEGIN_DECLS

/* Runs the default main context for @ms milliseconds. */
void wm_test_iterate (guint ms);
/* The one WmWindow of @app (asserted: exactly one). */
WmWindow *wm_test_only_window (GtkApplication *app);
/* Writes @widget as WM_SHOT_DIR/@name.png after letting it settle; does
 * nothing without WM_SHOT_DIR. */
void wm_test_screenshot (GtkWidget *widget, const char *name);

G_END_DECLS
