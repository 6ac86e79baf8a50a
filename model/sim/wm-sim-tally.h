#pragma once

/* The counters a batch of games adds up. Every figure of a report is
 * derived from these integers, so adding tallies is exact and commutative:
 * the result of a batch does not depend on which thread or shard played
 * which game, and shards merge into exactly the result of one run. */

#include <glib.h>
#include <json-glib/json-glib.h>

#include "wm-sim-gold.h"
#include "wm-variant.h"

G_BEGIN_DECLS

#define WM_SIM_MAX_SEATS 4

/* What is counted: names of characters, bots, cards and spaces, fixed for
 * a batch. Cards follow the engine's flattened card table (every card of
 * every deck in file order); spaces are every space of every region side,
 * named "REGION:SIDE:SPACE", so visits add up over random arrangements. */
typedef struct
{
  int n_seats;
  int cap_days;
  GPtrArray *characters; /* char *, the variant's character ids */
  GPtrArray *bots;       /* char *, bot labels of the batch */
  GPtrArray *cards;      /* char *, card ids */
  guint8 *card_kinds;    /* WmDeckKind per card */
  GPtrArray *spaces;     /* char *, "REGION:SIDE:SPACE" */
  GHashTable *space_index; /* const WmSpace * → index + 1 */
} WmSimLayout;

WmSimLayout *wm_sim_layout_new (const WmVariant *variant, int n_seats, int cap_days,
                                const char *const *bot_labels, int n_bots);
void wm_sim_layout_free (WmSimLayout *layout);
/* The index of a model space in layout->spaces, or -1. */
int wm_sim_layout_space (const WmSimLayout *layout, const WmSpace *space);

typedef struct
{
  guint64 wins, games;
} WmWinCount;

typedef struct
{
  const WmSimLayout *layout;
  guint64 games;
  guint64 capped;     /* stopped at the day cap without a winner */
  guint64 decisions;
  guint64 *days;      /* histogram: [d] games that ended on day d, 0 … cap_days */
  WmWinCount *characters;
  guint64 (*gold)[WM_N_GOLD_SOURCES]; /* per character */
  /* Per character: the sum over its games of the square of the gold it won
   * in each (all sources), so that its gold a game has a spread, and a
   * change of it an interval; sums of squares add up as exactly as sums. */
  guint64 *gold_sq;
  WmWinCount seats[WM_SIM_MAX_SEATS];
  WmWinCount *bots;
  WmWinCount first;   /* the player first in the turn order of day 1 */
  /* Per quest card (common, side and personal quests alike): */
  guint64 *taken;      /* came into a player's quests (a personal quest: dealt) */
  guint64 *completed;  /* done (a side quest discarded is not) */
  guint64 *quest_gold; /* the gold its reward printed, paid on completing it */
  guint64 *events;    /* per card: event drawn as the day's event */
  guint64 *event_gold; /* per card: gold every player together won on the days it was the event */
  guint64 *event_gold_sq; /* per card: the sum of the squares of those days' gold (their spread) */
  guint64 *visits;    /* per layout space: a character moved onto it */
} WmSimTally;

WmSimTally *wm_sim_tally_new (const WmSimLayout *layout);
void wm_sim_tally_free (WmSimTally *tally);
void wm_sim_tally_add (WmSimTally *into, const WmSimTally *other);
/* The counters as a JSON object ("counts" of a result file). */
JsonNode *wm_sim_tally_to_json (const WmSimTally *tally);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSimLayout, wm_sim_layout_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSimTally, wm_sim_tally_free)

G_END_DECLS
