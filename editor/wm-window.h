#pragma once

#include <adwaita.h>

#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_WINDOW (wm_window_get_type ())
G_DECLARE_FINAL_TYPE (WmWindow, wm_window, WM, WINDOW, AdwApplicationWindow)

/* The sections of the sidebar, in order; their stack page names. */
extern const char *const wm_window_sections[];

WmWindow *wm_window_new (AdwApplication *application, WmDocument *document);
WmDocument *wm_window_get_document (WmWindow *self);
/* Replaces the document shown (after open into an untouched window). */
void wm_window_set_document (WmWindow *self, WmDocument *document);
/* TRUE while the window shows an untitled document never edited (not
 * even with edits undone since): one that a new variant or a file opened
 * may take the place of. */
gboolean wm_window_is_pristine (WmWindow *self);
void wm_window_show_section (WmWindow *self, const char *name);
const char *wm_window_get_section (WmWindow *self);
/* The sidebar's title of the section @name, translated, or NULL. */
const char *wm_window_section_title (const char *name);
/* A transient message at the bottom of the window (wm_toast_new ()). */
void wm_window_toast (WmWindow *self, const char *message);
/* Shows an edit refused in @widget where the designer looks: the error
 * bell and the toast of @widget's window; in a dialog of its own (Print &
 * Export, New Game, Preferences), the toast of the dialog's
 * AdwToastOverlay or its AdwPreferencesWindow (the log when none). */
void wm_window_report (GtkWidget *widget, const GError *error);

/* Saving without dialogs, for the actions and the tests: writes the
 * document to @file (or its own file when NULL) and reports a failure in a
 * dialog. Returns TRUE on success. */
gboolean wm_window_save_to (WmWindow *self, GFile *file);
/* The file name Save As suggests: the title and ".waymark", or
 * "my-variant.waymark" (translated) while the title is still a bundled
 * game's. Free with g_free(). */
char *wm_window_suggest_file_name (WmWindow *self);

G_END_DECLS
