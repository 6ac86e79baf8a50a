#pragma once

/* The Rules Notes window (main menu, F1): where the Treos editions are
 * silent or ambiguous, the choice the rules engine made and the test that
 * pins it, read from resources/rules-notes*.md in the language of the user
 * interface, each table row as its question, decision and test, with a
 * search that filters them. */

#include <adwaita.h>

G_BEGIN_DECLS

#define WM_TYPE_RULES_NOTES_WINDOW (wm_rules_notes_window_get_type ())
G_DECLARE_FINAL_TYPE (WmRulesNotesWindow, wm_rules_notes_window, WM, RULES_NOTES_WINDOW, AdwWindow)

/* The notes in @language ("de"; NULL for the user interface's,
 * wm_rules_notes_ui_language ()), English where the GResource has none in
 * it. */
WmRulesNotesWindow *wm_rules_notes_window_new (const char *language);
/* Shows the notes beside @parent: its window of notes when it has one
 * open, else a new one. */
WmRulesNotesWindow *wm_rules_notes_window_present (GtkWindow *parent);
/* The language of the notes shown ("en", "de", "it"). */
const char *wm_rules_notes_window_get_language (WmRulesNotesWindow *self);
/* The notes shown, found by the search field: @text in its field. */
void wm_rules_notes_window_search (WmRulesNotesWindow *self, const char *text);

/* A "Rules Note" button for a rule's row or prompt elsewhere in the app
 * (the Rules page, the Playtest page): clicked, it shows the notes beside
 * its window (wm_rules_notes_window_present ()) searched for @search, a
 * test path, which the notes of every language share, or its start
 * ("/rules/highwayman/" for every note on highwaymen). */
GtkWidget *wm_rules_note_link_new (const char *search);
void wm_rules_note_link_set_search (GtkWidget *link, const char *search);
const char *wm_rules_note_link_get_search (GtkWidget *link);

/* The language whose notes the user interface reads (g_get_language_names ()
 * against the notes the GResource holds): "en" when it has none in it. */
const char *wm_rules_notes_ui_language (void);
/* The Markdown of the notes in @language, from the GResource; NULL with
 * @error set when it has none in it. */
char *wm_rules_notes_read (const char *language, GError **error);

G_END_DECLS
