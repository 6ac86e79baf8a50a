#pragma once

/* One deck as CSV, for spreadsheets and translators: a row per card, a
 * column per field of the deck's card kind (wm_registry_card_kind) and per
 * language of its texts. Display-less, so the CLI and the tests use it too.
 *
 * Columns (RFC 4180, UTF-8, comma separated, a header row first; import
 * also reads cells separated by semicolons, as German and Italian
 * spreadsheets save them, when the header row is):
 *   id                       the card id
 *   name:LANG, text:LANG     one column per language
 *   bid, steps, character    the value; empty when absent
 *   paths, arrows, target    space separated words
 *   reward.gold, reward.movement, reward.side-quest
 *                            numbers; all three empty: no reward
 *   task, effect             "TYPE name=value …", effects separated by
 *                            "; ", an effect's first pair is scope=…
 *                            (without it, day: an event's default);
 *                            spaces inside a value are written as commas
 *
 * Import replaces the deck's cards by the rows, in their order: a row whose
 * id is a card of the deck updates it in place (keeping what CSV cannot
 * carry: comments and foreign content), other rows add cards, cards without
 * a row are removed, and a column that is absent leaves that field as it
 * is. Every row is checked first; one wrong cell and nothing is applied. */

#include <glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

#define WM_DECK_CSV_ERROR (wm_deck_csv_error_quark ())
GQuark wm_deck_csv_error_quark (void);

typedef enum
{
  WM_DECK_CSV_ERROR_INVALID, /* the problems list says what and where */
  WM_DECK_CSV_ERROR_NO_DECK,
} WmDeckCsvError;

/* What is wrong with one cell (or a whole row when @column is NULL). Rows
 * are counted as a spreadsheet shows them: the header is row 1. */
typedef struct
{
  int row;
  char *column;
  char *reason;
} WmDeckCsvProblem;

void wm_deck_csv_problem_free (WmDeckCsvProblem *problem);
/* "row 3, column bid: …" */
char *wm_deck_csv_problem_to_string (const WmDeckCsvProblem *problem);

/* The deck as CSV text (newline-terminated rows). */
char *wm_deck_csv_export (const WmVariant *variant, const WmDeck *deck);

/* Imports @csv (@length bytes, -1 when NUL-terminated) into the deck
 * @deck_id of @variant. On failure returns FALSE, leaves the variant
 * untouched, sets @error and, when @problems is not NULL, stores a new
 * array of WmDeckCsvProblem there. */
gboolean wm_deck_csv_import (WmVariant *variant, const char *deck_id, const char *csv,
                             gssize length, GPtrArray **problems, GError **error);

/* The deck's cards in order as CSV shows them (each entry begins with the
 * card's id), taken before an import to tell afterwards what it did
 * (wm_deck_csv_import_summary()). */
GStrv wm_deck_csv_snapshot (const WmDeck *deck);
/* What an import did to @after, whose cards were @before (its snapshot),
 * the deck named @name (its id on the command line, the name the deck
 * list shows in the app): "quests-r1: 1 card updated, 11 removed (A02,
 * A03, …)"; only cards whose
 * cells changed count as updated, added cards are counted, removed ones
 * named (the first ten), since a partial sheet from a translator or a
 * filtered spreadsheet removes cards without a word. An import that
 * changed nothing says "quests-r1: nothing changed". */
char *wm_deck_csv_import_summary (const char *const *before, const WmDeck *after,
                                  const char *name);

/* @value onto @out as one CSV cell (RFC 4180): quoted, its quotes
 * doubled, when it holds a comma, a quote or a line break, or begins or
 * ends with a space. Every CSV Waymark writes quotes its cells so. */
void wm_csv_append_cell (GString *out, const char *value);

/* The header a deck's export starts with (its columns), NULL-terminated. */
GStrv wm_deck_csv_columns (const WmVariant *variant, const WmDeck *deck);

G_END_DECLS
