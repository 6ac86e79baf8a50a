#pragma once

#include <adwaita.h>

#include "wm-window.h"

G_BEGIN_DECLS

#define WM_APPLICATION_ID "io.github.waymark.Waymark"

#define WM_TYPE_APPLICATION (wm_application_get_type ())
G_DECLARE_FINAL_TYPE (WmApplication, wm_application, WM, APPLICATION, AdwApplication)

WmApplication *wm_application_new (void);
/* Opens @file in a window: the one already showing it, an untouched
 * untitled window, or a new one. */
void wm_application_open_file (WmApplication *self, GFile *file);
/* A new window with the base game as an untitled copy. */
void wm_application_new_window (WmApplication *self);
/* Shows the file of @window as it is on disk in place of its document
 * (Revert, Reload). A file that no longer loads leaves the document, its
 * edits and undo as they were, and a message headed @heading names the
 * file and its first problems by line, as Open does; one that loads with
 * errors says how many, else @done (if any) is said. TRUE when it was read. */
gboolean wm_application_reread (WmWindow *window, const char *heading, const char *done);

G_END_DECLS
