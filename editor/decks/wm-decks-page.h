#pragma once

/* The Decks section: the variant's decks by kind, the chosen deck's cards
 * in a table (search, filter, sorting, multi-select), the selected card's
 * form and its printed preview; add, duplicate, delete and reorder cards;
 * CSV import and export; printing. Actions (on the page): decks.add,
 * decks.duplicate, decks.delete, decks.move-up, decks.move-down,
 * decks.import-csv, decks.export-csv, decks.print, decks.remove-deck (the
 * shown deck, refused with a reason while the game needs it). */

#include <gtk/gtk.h>

#include "wm-card-form.h"
#include "wm-card-preview.h"
#include "wm-card-table.h"
#include "wm-deck-print.h"
#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_DECKS_PAGE (wm_decks_page_get_type ())
G_DECLARE_FINAL_TYPE (WmDecksPage, wm_decks_page, WM, DECKS_PAGE, GtkWidget)

GtkWidget *wm_decks_page_new (void);
void wm_decks_page_set_document (WmDecksPage *self, WmDocument *document);
/* Shows deck @deck_id; selects card @card_id when not NULL. */
void wm_decks_page_show (WmDecksPage *self, const char *deck_id, const char *card_id);
/* wm_decks_page_show (), then the card form's field a diagnostic (its
 * @code and @message) is about, scrolled into view and focused
 * (wm_card_form_reveal ()); a deck's own problem focuses the deck's row,
 * a card's that names no field the form's first control. Returns the
 * widget focused, or NULL when the deck is not there. */
GtkWidget *wm_decks_page_reveal (WmDecksPage *self, const char *deck_id, const char *card_id,
                                 const char *code, const char *message);
const char *wm_decks_page_get_deck (WmDecksPage *self);
/* Opens Print & Export (its toolbar button, and the main menu's Print &
 * Export from any page, when the page has not been shown yet too) offering
 * the shown deck, @character_id's card (the Characters page's character,
 * from there; may be NULL) and, from this page only, the selected cards.
 * It opens on the character when there is one, else from this page on the
 * selected cards when more than one is selected, else on the shown deck;
 * from other pages on all decks. Returns the window (presented), for the
 * caller to open it on more (the Map page's region side). */
WmDeckPrint *wm_decks_page_print (WmDecksPage *self, const char *character_id);
/* The cards selected, in every deck (what Print & Export offers as "N
 * selected cards"): the shown deck's first, then the others' in the
 * variant's order. A click or an arrow key without Ctrl starts a new
 * selection in every deck; with Ctrl the other decks' stay (and a deck
 * shown again shows its own as it was left). The first card the page
 * selects itself on showing a deck counts only when no other deck has a
 * selection. */
GStrv wm_decks_page_dup_selection (WmDecksPage *self);
WmCardTable *wm_decks_page_get_table (WmDecksPage *self);
WmCardForm *wm_decks_page_get_form (WmDecksPage *self);
WmCardPreview *wm_decks_page_get_preview (WmDecksPage *self);
/* Why the last action was refused (a card a character uses cannot be
 * deleted), as the page shows it; NULL once something else happened. */
const char *wm_decks_page_get_message (WmDecksPage *self);
/* Writes the shown deck as CSV / imports a CSV file into it (what the
 * actions do after their file dialogs). Import errors are shown in a
 * dialog when @report is TRUE. */
gboolean wm_decks_page_export_csv (WmDecksPage *self, GFile *file, GError **error);
gboolean wm_decks_page_import_csv (WmDecksPage *self, GFile *file, gboolean report,
                                   GError **error);
/* What the last import did ("quests-r1: 1 card updated, 11 removed (A02,
 * …)"), shown in a toast after a reported import; NULL before one. */
const char *wm_decks_page_get_import_summary (WmDecksPage *self);

G_END_DECLS
