#pragma once

/* What the GUI tests under Xvfb share: running the main loop for a while,
 * finding the application's window, and writing screenshots of it when
 * WM_SHOT_DIR names a folder (to look at what a test drove). */

#include <gtk/gtk.h>

#include "wm-application.h"
#include "wm-window.h"

G_BEGIN_DECLS

/* Runs the default main context for @ms milliseconds. */
void wm_test_iterate (guint ms);
/* The one WmWindow of @app (asserted: exactly one). */
WmWindow *wm_test_only_window (GtkApplication *app);
/* The message dialog that is showing, or NULL. */
GtkWidget *wm_test_open_message_dialog (void);
/* Writes @widget as WM_SHOT_DIR/@name.png after letting it settle; does
 * nothing without WM_SHOT_DIR. */
void wm_test_screenshot (GtkWidget *widget, const char *name);

/* Runs xdotool (the program $WM_XDOTOOL names: real pointer and key
 * events through XTest) with @args, and waits until GTK has handled what
 * it sent. */
void wm_test_xdo (const char *args);
/* Moves the pointer with xdotool to the point (@x, @y) of @widget. */
void wm_test_pointer_to (GtkWidget *widget, double x, double y);

/* The first label under @root (itself included, depth first) whose text
 * contains @part, or NULL. */
GtkLabel *wm_test_find_label_with (GtkWidget *root, const char *part);
/* The toast label under @overlay (the window's AdwToastOverlay) that
 * contains @part, waiting for it while a toast an earlier test left is
 * still up: the overlay shows one toast at a time and the next only once
 * that one's time (five seconds) is out. NULL when none came by then. */
GtkLabel *wm_test_wait_for_toast (GtkWidget *overlay, const char *part);

/* Before GTK starts: a private data folder (recovery files, recent files;
 * named after @prefix, under the system's temporary folder) and settings
 * kept in memory, so that a test reads and leaves nothing of the user's. */
void wm_test_private_env (const char *prefix);
/* Instead of gtk_test_init (), which sets the locale to en_US: GLib's
 * tests, then GTK, in the desktop's language ($LANGUAGE, $LC_ALL) with the
 * catalogues of the build folder. FALSE, with nothing started, when the
 * system lacks that locale. */
gboolean wm_test_init_in_desktop_language (int *argc, char ***argv);
/* The same for a test that checks what the window looks like in the
 * desktop's language (meson runs it in several): FALSE, with one test at
 * @skipped_path that says it was skipped, also when Waymark's catalogue has
 * no translation for $LANGUAGE, where the test would pass without testing
 * anything. The caller then returns g_test_run (). */
gboolean wm_test_start_in_desktop_language (int *argc, char ***argv, const char *skipped_path);
/* The application the tests drive, registered, held and activated with
 * its window shown; @flags are added to G_APPLICATION_NON_UNIQUE. */
WmApplication *wm_test_app_start (GApplicationFlags flags);
/* Runs the tests added, then lets @app go; returns g_test_run ()'s status. */
int wm_test_app_run (WmApplication *app);

G_END_DECLS
