#pragma once

/* Every field of one card, generated from its kind's field specs
 * (wm_registry_card_kind): texts in all languages side by side with missing
 * translations marked, numbers, path types and arrows, targets, the task or
 * the effects, the reward. Each change is one undoable document edit; text
 * is committed when typing pauses, on Enter and when the field is left. */

#include <gtk/gtk.h>

#include "wm-diagnostic.h"
#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_CARD_FORM (wm_card_form_get_type ())
G_DECLARE_FINAL_TYPE (WmCardForm, wm_card_form, WM, CARD_FORM, GtkWidget)

GtkWidget *wm_card_form_new (void);
void wm_card_form_set_card (WmCardForm *self, WmDocument *doc, const char *card_id);
/* Re-reads the document (the page calls this on ::changed). */
void wm_card_form_refresh (WmCardForm *self);
/* The editor of @field ("name", "bid", "reward.gold" …) in @lang (texts
 * only; NULL otherwise), for tests and focus: a GtkEntry, GtkTextView,
 * GtkSpinButton, GtkDropDown, a GtkBox of check buttons, or the effect
 * editor. */
GtkWidget *wm_card_form_get_editor (WmCardForm *self, const char *field, const char *lang);
/* Goes to the field of the card shown that a diagnostic (its @code and
 * @message, in the window's language) is about: a target town, the
 * reward, a name or text in the language it names, the bid, moves, path
 * types or arrows, the character, the task or the effects, or the
 * parameter of an effect or the task that names what the variant lacks;
 * scrolled into view with its
 * group and focused once laid out. Returns that field's editor, or NULL
 * when the diagnostic names none (the form stays as it was). */
GtkWidget *wm_card_form_reveal (WmCardForm *self, const char *code, const char *message);
/* Commits text still waiting for a pause in typing. */
void wm_card_form_commit_pending (WmCardForm *self);

/* The validator's lines about one card or character, as the card form and
 * the Events page list them under their forms: */
/* a finding as Pango markup: @symbol ("✖", "⚠"), the message, then its
 * code dimmed and in one piece (a word joiner after each hyphen); */
char *wm_check_line_markup (const char *symbol, const char *message, const char *code);
/* a line of markup appended to @box, wrapped, in @css_class ("error",
 * "warning"; NULL: none); */
void wm_check_line_append (GtkWidget *box, const char *markup, const char *css_class);
/* the errors (@error) or warnings of @diags about @where ("deck events /
 * card E01", "character red") and what is in it, appended to @box; their
 * count. */
guint wm_check_lines_append (GtkWidget *box, const WmDiagnostics *diags, const char *where,
                             gboolean error);

G_END_DECLS
