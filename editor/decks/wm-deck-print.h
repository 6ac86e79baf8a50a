#pragma once

/* Printing and exporting from the app: a window with the options of
 * `waymark-cli print` (cards and/or map, which decks, paper, language,
 * bleed, crop marks, duplex, map sheets, map scale), a preview of every
 * page, and Print (GtkPrintOperation), Export PDF, and PNG/SVG export of a
 * page or of the selected card — all drawn by editor/render, the same code
 * as the command line. */

#include <adwaita.h>

#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_DECK_PRINT (wm_deck_print_get_type ())
G_DECLARE_FINAL_TYPE (WmDeckPrint, wm_deck_print, WM, DECK_PRINT, AdwWindow)

/* @deck_id (may be NULL) is offered as "this deck", @card_ids (the cards
 * selected on the Decks page, in any of its decks; NULL or empty: none) as
 * "N selected cards", the first of them for the card export. Choosing them
 * switches the map sheets off (switchable on again) and says beside the
 * choice how many cards from how many decks they are. */
WmDeckPrint *wm_deck_print_new (GtkWindow *parent, WmDocument *doc, const char *deck_id,
                                const char *const *card_ids);
void wm_deck_print_show (GtkWindow *parent, WmDocument *doc, const char *deck_id,
                         const char *const *card_ids);
/* Pages of the job with the current options; 0 when it cannot be laid out
 * (the window says why). */
int wm_deck_print_get_n_pages (WmDeckPrint *self);
/* The paper ("a4", "letter") and the language of the job. They start as
 * Preferences → Printing sets them: the paper always; the print language
 * where the variant has it, a regional one ("de-AT") counting for its
 * language; otherwise, as with "As the texts are shown", the display
 * language (wm_variant_display_language (): Main menu → Text Language's
 * choice, else the desktop's language where the variant has it, else the
 * variant's first). */
const char *wm_deck_print_get_paper (WmDeckPrint *self);
char *wm_deck_print_dup_language (WmDeckPrint *self);
/* Only the deck given at creation (TRUE) or every deck. */
void wm_deck_print_set_only_deck (WmDeckPrint *self, gboolean only_deck);
/* Only the cards given at creation; FALSE (nothing changed) when none were. */
gboolean wm_deck_print_set_only_selected (WmDeckPrint *self);
/* Switches "Backs for duplex", turned on the short edge or the long. */
void wm_deck_print_set_duplex (WmDeckPrint *self, gboolean duplex, gboolean short_edge);
/* The settings *Print…* opens the system dialog with: duplex as the
 * window's backs ask for it, one-sided for pages without cards. */
GtkPrintSettings *wm_deck_print_dup_print_settings (WmDeckPrint *self);
/* Whether the map sheets are printed; switches them on or off. */
gboolean wm_deck_print_get_map (WmDeckPrint *self);
void wm_deck_print_set_map (WmDeckPrint *self, gboolean map);
/* Switches the cards on or off (off: the rows of the cards, Decks, Bleed,
 * Crop marks and Backs for duplex, are greyed). */
void wm_deck_print_set_cards (WmDeckPrint *self, gboolean cards);
/* The line under the preview ("1 page: 3 cards, 9 to a page") and the one
 * under the Decks choice ("5 cards from 2 decks"; "" unless the selected
 * cards are chosen). */
const char *wm_deck_print_get_summary (WmDeckPrint *self);
const char *wm_deck_print_get_decks_note (WmDeckPrint *self);
/* "5 cards from 2 decks": @card_ids of @variant, counted (unknown ids
 * count as cards, not as decks). */
char *wm_deck_print_describe_selection (WmVariant *variant, const char *const *card_ids);
/* The name Export PDF… suggests for @doc's job: its file's name with .pdf
 * ("fen.waymark" → "fen.pdf"), so that exports of two variants do not
 * overwrite each other; "print-and-play.pdf" for a variant never saved. */
char *wm_deck_print_pdf_name (WmDocument *doc);
/* Writes the whole job (.pdf), the previewed page (.png/.svg) or, when
 * @card is TRUE, the card (.png/.svg). */
gboolean wm_deck_print_export (WmDeckPrint *self, GFile *file, gboolean card, GError **error);

G_END_DECLS
