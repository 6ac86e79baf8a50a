#pragma once

/* Design analysis that needs no simulation: quest rewards against the
 * distances they ask to travel, how far each movement card reaches, and
 * exact odds of drawing cards by a given day. */

#include <glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

/* What a reward other than gold is worth in gold, so that quests paying
 * a movement card or a side quest on top are weighed whole. A movement
 * card is a designer's estimate (WM_WORTH_MOVEMENT_CARD by default), not
 * measured. A side quest is worth what its deck's cards pay on average
 * (their gold and movement cards) times the share of side quests taken
 * that are completed: by default the share greedy batches of the base
 * game complete (WM_SIDE_QUEST_COMPLETION: 2,255 of 6,382, 35.3 %, in
 * `simulate base --games 300 --seed 5`, which test-cli-results'
 * /cli/analyze/default-share-measured plays again). A simulation result
 * measures the share and the gold a taken side quest paid; given that
 * gold, it replaces the deck's mean gold times the share (the movement
 * cards side quests give are not counted in a result, so they stay the
 * deck's times the share). */
#define WM_WORTH_MOVEMENT_CARD 0.5
#define WM_SIDE_QUEST_COMPLETION 0.35

typedef struct
{
  double movement_card;    /* gold a movement card is worth */
  double side_quest_share; /* of the side quests taken, the share completed */
  double side_quest;       /* gold a side quest is worth, from the two and the decks */
} WmRewardWorth;

/* The default worths above for @variant: its side-quest decks decide a
 * side quest's. */
void wm_reward_worth_init (WmRewardWorth *worth, const WmVariant *variant);
/* The same with a movement card worth @movement_card gold, side quests
 * completed in a @side_quest_share of the times they are taken and, when
 * @side_quest_gold is 0 or more, paying that much gold per side quest
 * taken (measured) instead of their deck's mean gold times the share. */
void wm_reward_worth_init_full (WmRewardWorth *worth, const WmVariant *variant,
                                double movement_card, double side_quest_share,
                                double side_quest_gold);
/* @reward's gold plus the worth of its other rewards; 0 for NULL. */
double wm_reward_value (const WmReward *reward, const WmRewardWorth *worth);

typedef struct
{
  const char *card;     /* the quest's id */
  const char *region;   /* the region whose pile issues it */
  int gold;             /* its reward in gold */
  int movement_cards;   /* … in movement cards */
  int side_quests;      /* … in side quests */
  double value;         /* the whole reward in gold (wm_reward_value()) */
  double distance;      /* mean moves from the issuing region's towns to the nearest target */
  double expected;      /* value the Theil–Sen line over the reached quests predicts there */
  double residual;      /* value - expected */
  gboolean outlier;     /* unreached, or |residual| above twice the residuals' robust spread */
} WmQuestDistance;

typedef struct
{
  const char *card;
  const char *deck;
  int steps;
  double reach;     /* mean spaces reachable (besides the start) over all starts */
} WmCardReach;

/* A movement deck as the reach table names it, in the display language:
 * a character's own deck by its character, as wm_variant_character_label ()
 * gives it ("Mirela Thorne (red)"), another by its name ("Common Movement
 * Cards"); its id when the variant gives it none or has no deck @deck_id.
 * The id stays what a machine reads (WmCardReach.deck). */
char *wm_analysis_deck_label (const WmVariant *variant, const char *deck_id);
/* A quest's region (WmQuestDistance.region) as the quest tables name it:
 * its name in the display language ("The Riverlands"), its id when it
 * has none or the variant has no region @region_id. */
char *wm_analysis_region_label (const WmVariant *variant, const char *region_id);
/* WmOddsGroup.characters (ids, "red, yellow") as the odds' heading names
 * them: each by wm_variant_character_label (), "Mirela Thorne (red),
 * Casimir Vell (yellow)". */
char *wm_analysis_characters_label (const WmVariant *variant, const char *ids);

/* Both average over @n_arrangements arrangements: the board's default and
 * random ones drawn from @seed. Distances count moves along paths and
 * across lakes (no wrap-around); reach follows the card's path types and
 * arrows as seen from the south seat on an empty board. NULL with @error
 * when no arrangement of the variant can be built. */
GArray *wm_analysis_quest_distances (WmVariant *variant, int n_arrangements, guint64 seed,
                                     const WmRewardWorth *worth, double *slope, double *intercept,
                                     GError **error);
/* The 95 % interval of the line's slope over the reached quests of @rows
 * (Sen's: the pairwise slopes ranked, the ranks ± 1.96 standard
 * deviations of Kendall's S without ties). FALSE, and nothing set, when
 * fewer than three quests are reached. When the interval holds 0 the
 * moves explain little of the rewards and one quest's edit can move the
 * line the others are measured against (review 25a). */
gboolean wm_analysis_slope_interval (const GArray *rows, double *low, double *high);
GArray *wm_analysis_card_reach (WmVariant *variant, int n_arrangements, guint64 seed,
                                GError **error);

/* What the analysis leaves out of @variant, a sentence each, translated
 * ("A13, A14 (region r2): no town of the region is on the board …"): the
 * unreached common quests of @quests (as wm_analysis_quest_distances()
 * gave them over the same @n_arrangements and @seed), told apart into
 * those no town issues, their region having none on the board, and those
 * whose towns cannot be reached; side and personal quests, events and
 * abilities; moves off the board's edge where the board has them; the
 * variable setup when the variant plays it. An array of strings, empty
 * when nothing is left out. */
GPtrArray *wm_analysis_unmeasured (WmVariant *variant, const GArray *quests, int n_arrangements,
                                   guint64 seed);

/* Exact odds for a movement deck of @deck cards of which @marked are of
 * interest, when @hand cards are drawn one by one each sunrise, the
 * discard pile is shuffled into a new draw pile whenever the draw pile is
 * empty, and every card drawn is discarded at the end of its day. For
 * days 1 … @days, @by[d] is the probability that a marked card has been
 * drawn by day d + 1, and @on[d] (may be NULL) that one is in that day's
 * hand. Derivation: the pile sizes do not depend on chance, so the state
 * is how many marked cards lie in the draw pile, the discard pile and
 * today's hand, plus whether one was ever drawn; each draw takes a marked
 * card with probability (marked in pile) / (pile size), a reshuffle moves
 * the discard counts into the pile, sundown moves the hand into the
 * discard. By day d the first pass has drawn min(hand·d, deck) distinct
 * cards, so @by equals the hypergeometric 1 − C(deck − marked, k)/C(deck, k);
 * @on follows the whole process; with every card discarded it comes out
 * the same every day (the hands are exchangeable), which the tests check.
 * Both arrays have @days values. */
void wm_analysis_draw_odds (int deck, int hand, int marked, int days, double *by, double *on);

/* One table of draw odds: the characters whose movement decks are of one
 * size and hold the same marked cards, so that their odds are the same. */
typedef struct
{
  char *characters; /* their ids, "red, yellow, purple, green" */
  guint deck_size;  /* cards in each one's movement deck */
  int marked;       /* the cards of interest in it: 1 without @cards */
  char *given;      /* those cards, "R01, R02", or NULL without @cards */
} WmOddsGroup;

/* The tables of draw odds `analyze` prints (free with g_ptr_array_unref):
 * without @cards (NULL), one card of each character's deck; with @cards
 * (card ids, NULL-terminated), any of those in the deck, for the
 * characters whose deck holds one. Characters without a movement deck,
 * or whose deck is empty, have none. */
GPtrArray *wm_analysis_odds_groups (const WmVariant *variant, char **cards);
/* Of @cards, those no character starts with in its draw pile (a common
 * movement card, gained during play): odds of theirs are not modelled.
 * Their ids (owned by @variant); an empty array without @cards. */
GPtrArray *wm_analysis_cards_without_odds (const WmVariant *variant, char **cards);

G_END_DECLS
