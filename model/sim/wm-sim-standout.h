#pragma once

/* Cards that stand out of a simulation result: the quests whose
 * completion rate or gold per card taken, and the events whose gold a
 * player-day, lie beyond the spread of the cards of their deck by more
 * than chance explains.
 *
 * Cards of one deck differ by design (a three-gold quest far away, a
 * one-gold quest next door), so a card is not weighed against the deck's
 * mean alone, where with a few hundred takes nearly every card would
 * differ, but against the deck's spread:
 *
 * - the deck's centre is the median of its cards' figures, which one
 *   far-off card barely moves;
 * - the spread is how far apart two cards of one deck typically lie: the
 *   first quartile of the differences between every two cards of a deck,
 *   over all decks of the kind together (the four regions' quest decks
 *   are made alike, and twelve cards are too few to measure a spread),
 *   scaled to a standard deviation (Rousseeuw and Croux's Qn). Less the
 *   cards' typical chance (their 95 % intervals), what is left is the
 *   spread of the cards themselves;
 * - a card's distance from its deck's centre is weighed against that
 *   spread, its own chance and the chance in the median, as a z score
 *   whose two-sided p must pass Holm's correction at 5 % over every
 *   figure of the result: out of a hundred and fifty figures a few lie
 *   1.96 spreads out by chance alone.
 *
 * Cards taken (events drawn) fewer than WM_SIM_STANDOUT_MIN_COUNT times
 * are left out, and named: their figures are mostly chance. A deck is
 * what the result's config.decks says (every quest and event deck of the
 * variant, card ids by deck); a result without it (written before it
 * had them) makes each kind of card one deck. */

#include <json-glib/json-glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

/* Cards taken or drawn fewer times are too rare to weigh. */
#define WM_SIM_STANDOUT_MIN_COUNT 20

/* The family-wise level: the chance that a result of a deck whose cards
 * are all alike names one anyway. */
#define WM_SIM_STANDOUT_ALPHA 0.05
#define WM_SIM_STANDOUT_HINT_P 0.01
#define WM_SIM_STANDOUT_HINTS 3

/* Why a figure farthest from its deck is within chance, from what it
 * would be with no chance left in the figures (endless games):
 * - CHANCE: its figure as it is would stand out; its own chance keeps it
 *   within: more games would tell;
 * - EDGE: it would not, but a figure towards its interval's far end
 *   would: more games may tell;
 * - VARIETY: not even its interval's far end would: the deck's cards
 *   vary this much anyway, which more games do not shrink. It still lies
 *   beyond the cards' usual spread (a figure within chance is one whose p
 *   is under 1 %, so its z without chance is 2.58 or more): among so many
 *   figures one lies that far out by the spread alone, not "within" it
 *   (review 24: a −50 % event against the events' +0 % ± 17 was said to
 *   be within the variety). */
typedef enum
{
  WM_SIM_HINT_CHANCE,
  WM_SIM_HINT_EDGE,
  WM_SIM_HINT_VARIETY,
  WM_SIM_N_HINT_REASONS
} WmSimHintReason;

typedef enum
{
  WM_SIM_FIGURE_COMPLETION,    /* a quest's completion rate, 0–1 */
  WM_SIM_FIGURE_GOLD_PER_TAKE, /* gold a quest's completions paid per card taken */
  WM_SIM_FIGURE_EVENT_GOLD,    /* an event's gold a player-day against the mean
                                * of all days with an event (1: no different) */
  WM_SIM_N_FIGURES
} WmSimFigure;

/* The summary member a figure is read from: "completion_rate",
 * "gold_per_take", "against_mean". */
const char *wm_sim_figure_to_string (WmSimFigure figure);

/* One figure of one card, weighed against its deck. */
typedef struct
{
  char *card;
  char *deck;        /* the deck's id, or the kind's summary group without config.decks */
  const char *group; /* "quests", "side_quests", "personal_quests", "events" */
  WmSimFigure figure;
  gint64 count;            /* times taken, days drawn */
  double value, low, high; /* the figure and its 95 % interval */
  double deck_median;      /* the centre of its deck */
  double deck_spread;      /* the spread of a card of the kind about it (Qn, chance included) */
  /* What the distance is weighed against: the root of the cards' own
   * spread², the figure's chance² and the median's; z is the distance
   * over it, as the line prints them. */
  double weighed_spread;
  /* Whether the cards' own spread could be told from chance: the
   * spread seen less the cards' typical chance is at least that chance.
   * When it is not (a short batch: the figures' chance is most of the
   * spread seen), the cards' own spread is not known, and the figure is
   * weighed against the most it can be, the whole spread seen: no figure
   * stands out by a spread taken as 0 (review 25a, 6: at 40 games a −38 %
   * event stood out over its chance alone, at 500 the same event did
   * not). Within chance, such a figure is one more games would tell. */
  gboolean spread_measured;
  double z;                /* (value − deck_median) over weighed_spread */
  double p;                /* two-sided */
  /* The z were the figures exact, as endless games would make them: the
   * distance over the spread of the deck's cards themselves (and what
   * that spread puts in the median), no chance left in either; and the
   * same of the end of its interval farther from the deck's median. */
  double z_settled, z_settled_far;
  gboolean stands_out;
  /* Of a figure within chance: which of z_settled and z_settled_far
   * would pass Holm's step it is at (were those before it standing out). */
  WmSimHintReason hint_reason;
} WmSimStandout;

typedef struct
{
  GPtrArray *figures;   /* WmSimStandout *, every figure weighed, most significant first */
  guint n_standing_out; /* the first figures that stand out */
  /* The next figures, farthest from their decks but within chance (two-
   * sided p under WM_SIM_STANDOUT_HINT_P before the correction, at most
   * WM_SIM_STANDOUT_HINTS), each saying whether more games would tell. */
  guint n_hints;
  guint n_cards;       /* cards weighed */
  GPtrArray *too_rare; /* char *, cards left out, taken or drawn too rarely */
} WmSimStandouts;

/* Weighs the cards of @summary (a result's) in the decks of @config. */
WmSimStandouts *wm_sim_standouts_find (JsonObject *config, JsonObject *summary);
/* The same of a result document. */
WmSimStandouts *wm_sim_standouts_of_result (JsonNode *doc);
void wm_sim_standouts_free (WmSimStandouts *standouts);
/* The note under the cards that stand out: what each kind of hint among
 * them means, how the figures were weighed, the cards too rare. */
char *wm_sim_standouts_note (const WmSimStandouts *found);
/* The figure of @card, or NULL when it was not weighed. */
const WmSimStandout *wm_sim_standouts_lookup (const WmSimStandouts *standouts, const char *card,
                                              WmSimFigure figure);

/* The summary's "standout" member: the figures that stand out ("cards"),
 * then the hints ("within_chance"), each with its interval and its deck's
 * median and spread; the number of figures and cards weighed, and the
 * cards left out. */
JsonNode *wm_sim_standouts_to_json (const WmSimStandouts *standouts);

/* The variant's quest and event decks, card ids by deck id: config.decks
 * of a batch. */
JsonObject *wm_sim_standout_decks (const WmVariant *variant);

/* "ID · Name" of a card of @variant in its display language, the name
 * isolated (wm_text_isolate ()), or the id alone when it has no name (or
 * no variant). */
char *wm_sim_card_title (const WmVariant *variant, const char *id);

/* One line of a figure that stands out, translated, named from @variant
 * (NULL: by id): "A49 · Salt Barrels: completed 86 % [78, 92] of 93 taken;
 * its deck 57 % ± 8". */
char *wm_sim_standout_describe (const WmSimStandout *standout, const WmVariant *variant);

/* The heading, translated, over the figures within chance for @reason,
 * without a colon: "Farthest from their deck, but within chance at this
 * many games (more games would tell)", "… beyond the usual spread of
 * its cards, but no farther than one of this many figures lies by that
 * spread alone (more games would not change this)". */
const char *wm_sim_standout_hint_heading (WmSimHintReason reason);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSimStandouts, wm_sim_standouts_free)

G_END_DECLS
