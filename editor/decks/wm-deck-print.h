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

/* Beside all decks, @deck_id (may be NULL) is offered as "This deck:
 * Events (21)" (its name in the display language, its card count),
 * @character_id (the character the Characters page shows, when opened
 * from there; may be NULL) as "This character: Bram Holloway", its card
 * alone as `--card-ids green` prints it, and @card_ids (the cards selected
 * on the Decks page, in any of its decks, a character's id for its card;
 * NULL or empty: none) as "N selected cards". The card export is the
 * character's card, else the first selected. It opens on all decks (the
 * caller chooses another with wm_deck_print_set_only_…() before presenting
 * it, as wm_decks_page_print () does). Choosing less than all decks
 * switches the map sheets off (switchable on again), and the Map sheets row
 * says so while they stay off; beside the choice, the
 * selected cards say how many from how many decks, the character where its
 * movement cards are. */
WmDeckPrint *wm_deck_print_new (GtkWindow *parent, WmDocument *doc, const char *deck_id,
                                const char *character_id, const char *const *card_ids);
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
/* Only the character's card; FALSE (nothing changed) without a character. */
gboolean wm_deck_print_set_only_character (WmDeckPrint *self);
/* The Decks choice as the drop-down shows it ("This deck: Events (21)"). */
char *wm_deck_print_dup_choice (WmDeckPrint *self);
/* Switches "Backs for duplex", turned on the short edge or the long. */
void wm_deck_print_set_duplex (WmDeckPrint *self, gboolean duplex, gboolean short_edge);
/* The settings *Print…* opens the system dialog with: duplex as the
 * window's backs ask for it, one-sided for pages without cards; Print to
 * File's file the one Export PDF… suggests, beside the variant
 * (wm_deck_print_pdf_name ()), for a variant saved. */
GtkPrintSettings *wm_deck_print_dup_print_settings (WmDeckPrint *self);
/* Whether the map sheets are printed; switches them on or off. */
gboolean wm_deck_print_get_map (WmDeckPrint *self);
/* Whether the pieces' sheets (wm-print-pieces.h) are printed: off when
 * the window opens; a narrower choice of cards than every deck turns them
 * off, every deck again gives them back as they were. */
gboolean wm_deck_print_get_pieces (WmDeckPrint *self);
void wm_deck_print_set_pieces (WmDeckPrint *self, gboolean pieces);
/* Whether the assembly sheet (wm-print-assembly.h) is printed, of the
 * board the Board view shows when the window was opened from there: as
 * the pieces' switch, off at first. */
gboolean wm_deck_print_get_assembly (WmDeckPrint *self);
void wm_deck_print_set_assembly (WmDeckPrint *self, gboolean assembly);
void wm_deck_print_set_map (WmDeckPrint *self, gboolean map);
/* Offers side @side (0 = A, 1 = B) of @region_id, the one the Map page
 * shows, as "This region side: Calder, side A" among the Region sides (every
 * side, or one chosen), and chooses it (unless that side is not drawn). */
void wm_deck_print_set_shown_side (WmDeckPrint *self, const char *region_id, int side);
/* Offers the region sides of the arrangement @spec, the one the Map
 * page's Board view shows, as "This board: its regions’ sides B" (@side:
 * the side all its cells lie on, -1 when they differ), and chooses it. */
void wm_deck_print_set_shown_board (WmDeckPrint *self, const char *spec, int side);
/* Chooses "Side A of every region" (@side 'A'), "Side B of every region"
 * ('B') or "Every region side" ('\0'); FALSE when there is none. */
gboolean wm_deck_print_choose_every_side (WmDeckPrint *self, char side);
/* Chooses the Region sides entry of @region_id's side @side, or every
 * region side with @region_id NULL; FALSE (nothing changed) when there is
 * none. */
gboolean wm_deck_print_choose_sheets (WmDeckPrint *self, const char *region_id, int side);
/* The Region sides choice as the drop-down shows it ("Every region side"). */
char *wm_deck_print_dup_sheets_choice (WmDeckPrint *self);
/* The note under Map sheets: why a choice of cards switched them off
 * ("" when it did not, or the designer switched them on again). */
const char *wm_deck_print_get_map_note (WmDeckPrint *self);
/* Switches the cards on or off (off: the rows of the cards, Decks, Bleed,
 * Crop marks and Backs for duplex, are greyed). */
void wm_deck_print_set_cards (WmDeckPrint *self, gboolean cards);
/* The line under the preview ("1 page: 3 cards, 9 to a page") and the one
 * under the Decks choice ("5 cards from 2 decks"; "" unless the selected
 * cards are chosen). */
const char *wm_deck_print_get_summary (WmDeckPrint *self);
const char *wm_deck_print_get_decks_note (WmDeckPrint *self);
/* "5 cards from 2 decks": @card_ids of @variant, counted (unknown ids
 * count as cards, not as decks); characters' ids as their cards ("2 cards
 * from 1 deck and 1 character card", "1 character card"). */
char *wm_deck_print_describe_selection (WmVariant *variant, const char *const *card_ids);
/* The name Export PDF… suggests for @doc's job: its file's name with .pdf
 * ("fen.waymark" → "fen.pdf"), so that exports of two variants do not
 * overwrite each other; "print-and-play.pdf" for a variant never saved. */
char *wm_deck_print_pdf_name (WmDocument *doc);
/* Writes the whole job (.pdf), the previewed page (.png/.svg) or, when
 * @card is TRUE, the card (.png/.svg). */
gboolean wm_deck_print_export (WmDeckPrint *self, GFile *file, gboolean card, GError **error);
/* What the last export or print did, as the line under the export
 * buttons says it ("Wrote fen.pdf", or why not: "Could not export to
 * “/x/gone/fen.pdf”: the folder “/x/gone” does not exist"; "" before any),
 * and in @failed (may be NULL) whether it failed (the line is red then).
 * It stays until the next export or print. */
const char *wm_deck_print_get_export_status (WmDeckPrint *self, gboolean *failed);
/* What *Print…* says once GTK's print operation with @settings (the
 * dialog's: the printer, or Print to File's file) ended in @error (may be
 * NULL), or its job in @status (a job the printing system aborted,
 * GTK_PRINT_STATUS_FINISHED_ABORTED, is told when it is): under the
 * export buttons, in red, as an export's failure ("Could not print on
 * “Office”: …", "Could not print to “/x/fen.pdf”: …"), until the next
 * print or export; without either, the line goes. Print… calls it; a test
 * calls it with the errors of a printer it does not have. */
void wm_deck_print_print_ended (WmDeckPrint *self, GtkPrintSettings *settings,
                                GtkPrintStatus status, const GError *error);

G_END_DECLS
