#pragma once

#include <gtk/gtk.h>

#include "wm-command.h"
#include "wm-document.h"

G_BEGIN_DECLS

/* The numbers and toggles of the rules, each edit an undoable command. */
#define WM_TYPE_RULES_PAGE (wm_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (WmRulesPage, wm_rules_page, WM, RULES_PAGE, GtkWidget)

GtkWidget *wm_rules_page_new (void);
void wm_rules_page_set_document (WmRulesPage *self, WmDocument *document);
/* The spin button or switch that edits @field (for tests and focusing). */
GtkWidget *wm_rules_page_get_editor (WmRulesPage *self, WmField field);
/* The spin button that edits how many secret places of @kind the setup
 * deals (for tests and focusing). */
GtkWidget *wm_rules_page_get_secret_editor (WmRulesPage *self, WmSecretKind kind);
/* The spin button that edits the size @deck (an id) is meant to have,
 * NULL for a deck that takes none (for tests and focusing). */
GtkWidget *wm_rules_page_get_size_editor (WmRulesPage *self, const char *deck);
/* Goes to what a diagnostic (its `where` and code) is about: the secret
 * places for setup-secret-slots, the weapon types for the setup's weapon
 * checks, a piece's row for "town ID", "path-type ID" or "weapon-type ID". The keyboard goes to that row, not
 * into a text field. Returns the row, or NULL when the page has none for it. */
GtkWidget *wm_rules_page_reveal (WmRulesPage *self, const char *where, const char *code);

G_END_DECLS
