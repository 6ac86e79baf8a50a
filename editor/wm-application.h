#pragma once

#include <adwaita.h>

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

G_END_DECLS
