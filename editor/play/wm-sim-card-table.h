#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "wm-sim-standout.h" /* wm_sim_card_title () */
#include "wm-variant.h"

G_BEGIN_DECLS

/* The Simulation page's tables per card of a result document
 * (wm-sim-report.h): one for each kind of quest (taken, completed,
 * completion rate), one for the events (days drawn, gold a player won on such a day
 * against the average day with an event), each a GtkColumnView whose
 * columns sort on a click of their heading. The quests' tables also give
 * the gold each card's completions paid per time it was taken: what taking
 * it is worth, the figure the CSV's gold column gives a quest.
 *
 * Given two results, each row holds a card's figures of both runs, each
 * column a figure as "previous → latest": a quest is compared on one line
 * rather than in two tables a screen apart. */

typedef enum
{
  WM_SIM_CARD_TITLE,     /* "A11 · Honey Cakes", sorted by id */
  WM_SIM_CARD_TAKEN,     /* quests */
  WM_SIM_CARD_COMPLETED, /* quests */
  WM_SIM_CARD_RATE,      /* quests: completed / taken; −1 when never taken */
  WM_SIM_CARD_DAYS,      /* events: days it was the day's event */
  WM_SIM_CARD_GOLD,      /* events: gold a player won on such a day */
  WM_SIM_CARD_AGAINST,   /* events: that gold against the average day with an event, −1 … */
  WM_SIM_CARD_QUEST_GOLD, /* quests: gold their completions paid per card taken (the CSV's
                           * gold); −1 when never taken */
  WM_SIM_CARD_AGAINST_DECK, /* quests: completion rate less its deck's median (cards that
                             * stand out, wm-sim-standout.h); ABSENT when not weighed */
} WmSimCardColumn;

/* The tables, each shown when the result has cards of its kind (side and
 * personal quests only in results that count them). */
typedef enum
{
  WM_SIM_CARD_QUESTS, /* common quests */
  WM_SIM_CARD_SIDE_QUESTS,
  WM_SIM_CARD_PERSONAL_QUESTS,
  WM_SIM_CARD_EVENTS,
  WM_SIM_CARD_N_KINDS
} WmSimCardKind;

/* Which of the two runs a figure is of. */
typedef enum
{
  WM_SIM_RUN_PREVIOUS,
  WM_SIM_RUN_LATEST,
  WM_SIM_N_RUNS
} WmSimRun;

#define WM_TYPE_SIM_CARD_ROW (wm_sim_card_row_get_type ())
G_DECLARE_FINAL_TYPE (WmSimCardRow, wm_sim_card_row, WM, SIM_CARD_ROW, GObject)

const char *wm_sim_card_row_get_id (WmSimCardRow *row);
/* The number a column shows and sorts by: the latest run's. */
double wm_sim_card_row_get_value (WmSimCardRow *row, WmSimCardColumn column);
/* The text of a cell: "34 %", "452", "1.25", "0.64 [0.59, 0.68]", "−38 %"
 * (the latest run's). */
char *wm_sim_card_row_format (WmSimCardRow *row, WmSimCardColumn column);
/* @rate (0–1) in whole percent, as the rate column shows it: one that is
 * neither 0 nor 1 never reads "0 %" or "100 %" (199 of 200 is 99 %). */
char *wm_sim_card_rate_text (double rate);
/* Likewise of @run; "—" for a card @run's result does not have. */
double wm_sim_card_row_get_run_value (WmSimCardRow *row, WmSimRun run, WmSimCardColumn column);
char *wm_sim_card_row_format_run (WmSimCardRow *row, WmSimRun run, WmSimCardColumn column);
/* Whether the row shows the previous run's figures beside the latest's. */
gboolean wm_sim_card_row_is_compared (WmSimCardRow *row);
/* Whether What changed names a change of the card's figures as beyond
 * chance (wm_sim_compare ()): a completion rate, a gold a card taken, an
 * event's gold a player-day. */
gboolean wm_sim_card_row_is_significant (WmSimCardRow *row);
/* Whether What changed names the change of the figure @column shows (Rate,
 * Gold / taken, Gold a day): that cell is set in bold. */
gboolean wm_sim_card_row_names_change (WmSimCardRow *row, WmSimCardColumn column);

#define WM_TYPE_SIM_CARD_TABLE (wm_sim_card_table_get_type ())
G_DECLARE_FINAL_TYPE (WmSimCardTable, wm_sim_card_table, WM, SIM_CARD_TABLE, GtkWidget)

GtkWidget *wm_sim_card_table_new (void);
/* Shows the cards of @doc, named as in @variant (may be NULL: ids only). */
void wm_sim_card_table_set_result (WmSimCardTable *self, JsonNode *doc, const WmVariant *variant);
/* Shows the cards of both runs, each row a card of either, its figures
 * "previous → latest"; each figure named in @significant as "ID:FIGURE"
 * (wm_sim_figure_to_string (): "A11:gold_per_take"; NULL ends it; may be
 * NULL) in bold, each change What changed names. Runs of different
 * numbers of games show their counts (Taken, Completed, Event days) per
 * 100 games, said in a note above the tables. @previous
 * NULL: as wm_sim_card_table_set_result (). */
void wm_sim_card_table_set_results (WmSimCardTable *self, JsonNode *previous, JsonNode *latest,
                                    const WmVariant *variant, const char *const *significant);
GtkColumnView *wm_sim_card_table_get_view (WmSimCardTable *self, WmSimCardKind kind);
/* Selects the row of card @id in its table and moves the keyboard focus
 * to it, which scrolls the page to it. FALSE when no table has the card. */
gboolean wm_sim_card_table_reveal (WmSimCardTable *self, const char *id);

G_END_DECLS
