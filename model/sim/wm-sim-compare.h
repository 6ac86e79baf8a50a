#pragma once

/* What changed between two simulation results (wm-sim-report.h): the
 * Simulation page's What changed and `waymark-cli compare`, one
 * implementation. How the runs' setups differ and whether the comparison
 * still holds; the game length; the win rate of each character, each
 * seat and the first player, each change with the 95 % interval of the
 * difference; each character's gold a game, with the interval of its
 * change, and the sources that moved; and the cards whose
 * figures (a quest's completion rate and gold per card taken, an event's
 * gold a player-day) moved beyond chance. No GTK: the model's. */

#include <json-glib/json-glib.h>

#include "wm-sim-standout.h"
#include "wm-sim-tally.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_SIM_CHANGE_VARIANT, /* the runs are of different variants: what a comparison is for, said */
  WM_SIM_CHANGE_DESIGN,  /* whether the runs were of one design (same_design), always said */
  /* Runs of two designs (both results say theirs): a rule number
   * that differs (id: its wm_field_key (); before, after), a line each;
   * else one SAME_RULES line saying none does; or one NO_RULES line when
   * a result does not record its rules (a Waymark before config.rules). */
  WM_SIM_CHANGE_RULES,
  WM_SIM_CHANGE_SAME_RULES,
  WM_SIM_CHANGE_NO_RULES,
  WM_SIM_CHANGE_EDIT,    /* a card's or character's figure the designs differ in ("A11 · Honey Cakes: reward 1 → 3 gold") */
  WM_SIM_CHANGE_SETUP,   /* the runs differ in players, bots, toggles or day cap */
  WM_SIM_CHANGE_DAYS,
  WM_SIM_CHANGE_CHARACTER,
  WM_SIM_CHANGE_SEAT,
  WM_SIM_CHANGE_FIRST_PLAYER,
  WM_SIM_CHANGE_GOLD,    /* a character's gold a game, with its interval when both runs have one */
  WM_SIM_CHANGE_NO_GOLD_INTERVAL, /* a run of format 4 kept no spread of the gold: says so, once */
  WM_SIM_CHANGE_CARD,    /* a card's figure that moved beyond chance */
  WM_SIM_CHANGE_NO_CARD, /* no card's figure did: says so */
  WM_SIM_CHANGE_ONLY_BEFORE, /* a card the run before has and the run after does not */
  WM_SIM_CHANGE_ONLY_AFTER,  /* a card only the run after has: added, or of the other variant */
  /* Games of a run stopped at the day cap without a winner: the win rates
   * are of the others; when most of a run's games were, the rates are not
   * tested (holds FALSE), said after the game length; when none of a
   * run's games had a winner, there is no win rate to compare, and no
   * character's, seat's or first player's line follows. */
  WM_SIM_CHANGE_CAPPED,
} WmSimChangeKind;

typedef struct
{
  WmSimChangeKind kind;
  char *id;            /* the character's id, the seat ("1"), the card's id; NULL otherwise */
  WmSimFigure figure;  /* a card's: an event's is its gold a player-day here */
  double before, after; /* mean days, a rate 0–1, gold */
  double before_ci[2], after_ci[2];
  double difference_ci[2]; /* the 95 % interval of after − before */
  /* The interval of after − before shown in the text, widened to the
   * level its test used: the game length's, a win rate's and a gold's,
   * Holm's correction over those figures (wm_sim_compare); a card's named
   * beyond chance, Holm's over every card figure compared. */
  double shown_ci[2];
  double z;                /* a card's change over its standard error, signed */
  /* The change passed Holm's correction at 5 % over its family: the game
   * length, every win rate and every gold with an interval, one family,
   * its shown_ci leaving out 0 as shown (rounded); each card figure over
   * every card figure compared. Gold: only with an interval. */
  gboolean beyond_chance;
  /* GOLD: both runs kept the gold's spread, so the intervals are real
   * (a result of format 4 did not: the intervals are [0, 0]). */
  gboolean has_interval;
  /* CHARACTER, SEAT, FIRST_PLAYER of runs of other player counts: each
   * run's fair share, 1 / its players (0.5, 0.25). A change of the rate
   * would be mostly the fair share's (58.8 % → 15.0 % from 2 to 4
   * players), so the line gives each rate's distance from its own run's
   * fair share, each with that run's 95 % interval, and no change, no
   * difference interval and no verdict (review l, m3). 0, 0 otherwise. */
  double fair_share[2];
  /* SETUP: whether the comparison still measures the design (FALSE when the
   * players or the bots differ). */
  gboolean holds;
  /* DESIGN: 1 the runs were played on one design (their results'
   * design_sha256 are equal), 0 on two, -1 cannot tell (a result lacks it). */
  int same_design;
  double gold_before[WM_N_GOLD_SOURCES], gold_after[WM_N_GOLD_SOURCES]; /* GOLD */
  /* ONLY_BEFORE, ONLY_AFTER: the card's group in the summary ("quests",
   * "side_quests", "personal_quests", "events") and its counts in the one
   * run that has it: taken (an event: drawn), completed, the gold its
   * completions paid; its figure (completion rate, an event's gold a
   * player-day) in before or after, whichever run has it. */
  const char *group;
  gint64 taken, completed, gold;
  /* ONLY_*: on the line past WM_SIM_COMPARE_ONLY_CARDS (id NULL), the ids
   * of the rest of that run's cards, NULL-terminated. */
  char **more;
  char *text; /* the line shown, translated */
  char *name; /* a character's, seat's or card's name as the line gives it */
} WmSimChange;

void wm_sim_change_free (WmSimChange *change);

/* How many cards' figures the comparison names at most: those that moved
 * most significantly. */
#define WM_SIM_COMPARE_CARDS 5

/* How many cards only one run has are given with their counts, each run:
 * runs of two unrelated variants would otherwise list every card. */
#define WM_SIM_COMPARE_ONLY_CARDS 12

/* A card taken (an event drawn) fewer than this in either run says
 * nothing about its figures: 0 of 3 then 3 of 3 is chance as often as
 * design. */
#define WM_SIM_COMPARE_MIN_TAKEN WM_SIM_STANDOUT_MIN_COUNT

/* The change of a figure over its standard error, the errors read off the
 * two 95 % intervals (half their width over 1.96): unlike p(1 − p)/n this
 * stays above zero at 0 % and 100 %. Zero when both errors are. */
double wm_sim_change_z (double before, const double before_ci[2], double after,
                        const double after_ci[2]);

/* The 95 % interval of @after − @before from their own intervals
 * (Newcombe's: each side's distance to its bound, in quadrature), which
 * keeps a Wilson interval's skew near 0 % and 100 %. */
void wm_sim_difference_interval (double before, const double before_ci[2], double after,
                                 const double after_ci[2], double out[2]);

/* Whether the change of @z, the @rank-th most significant (from 0) of
 * @compared figures, is beyond chance: its two-sided p at most
 * 5 % / (@compared − @rank), Holm's correction, as among many cards some
 * pass an uncorrected 1.96 by chance alone. Ask in rank order, stopping at
 * the first that is not. */
gboolean wm_sim_change_significant (double z, guint rank, guint compared);

/* Whether two results can be compared at all: both played games. Else
 * FALSE with a sentence in @error (WM_SIM_ERROR_MISMATCH) naming @names
 * (the files; NULL: "the previous run", "the latest run"). Runs of other
 * variants, players or bots can: the comparison says how they differ. */
gboolean wm_sim_compare_check (JsonNode *before, JsonNode *after, const char *const names[2],
                               GError **error);

/* The changes from @before to @after, @variant naming the characters and
 * cards (NULL: @before_variant, and with neither their ids) and
 * @before_variant the cards only @before has (NULL: @variant): the variants if they differ, whether the runs were
 * played on one design (a WM_SIM_CHANGE_DESIGN line, always), unless they
 * were the rule numbers that differ, by the Rules page's names ("Goal:
 * 12 → 14 gold"), or that none does, or that a result does not record
 * them, how the setups differ (each with whether the comparison still holds), the mean game
 * length, every character both played, every seat, the first player
 * (when each run had a game with a winner),
 * each character's gold a game (after one WM_SIM_CHANGE_NO_GOLD_INTERVAL
 * line when a run is of format 4), then up to WM_SIM_COMPARE_CARDS card
 * figures that moved beyond chance (wm_sim_change_significant over every
 * figure compared: cards taken or drawn WM_SIM_COMPARE_MIN_TAKEN times in
 * both runs), most significant first; or one WM_SIM_CHANGE_NO_CARD line
 * saying none did. When the games were played otherwise (other players,
 * bots or characters: the setup's line does not hold) no figure is
 * beyond chance: each is shown with its 95 % interval, and one
 * WM_SIM_CHANGE_NO_CARD line says the cards are not tested; with other
 * player counts each character's, seat's and the first player's rate is
 * given against its own run's fair share (fair_share). Then each
 * card only @before has (a common, side or
 * personal quest, an event: a card added or removed), then each only
 * @after has, in that order of sections, with its counts in its run, up
 * to WM_SIM_COMPARE_ONLY_CARDS of each run and one line of the ids of the
 * rest. A GPtrArray of WmSimChange. */
GPtrArray *wm_sim_compare (JsonNode *before, JsonNode *after, const WmVariant *before_variant,
                           const WmVariant *variant);


/* The heading a group of changes of @kind is shown under, translated, or
 * NULL for a line that stands alone (the setup, the game length). */
const char *wm_sim_change_heading (WmSimChangeKind kind);

/* The heading @change is shown under: wm_sim_change_heading () of its
 * kind, or for a rate against each run's fair share (fair_share) the
 * heading that says so. */
const char *wm_sim_change_heading_of (const WmSimChange *change);

/* The changes as plain text, a line each, a heading before each group
 * and its lines indented two spaces under it: what `compare` prints. */
char *wm_sim_compare_to_text (GPtrArray *changes);

/* The changes as a JSON array, one object a change: "kind", "id",
 * "figure", "before", "after" with "before_ci95" and "after_ci95",
 * "difference" with "difference_ci95", "beyond_chance" (a rate of runs of
 * other player counts: "fair_share" [before, after] in their place), "holds" (setup),
 * "same_design" (design: true, false, or null when a run does not say),
 * "id", "before" and "after" of a rule number ("rules": the id is its
 * wm_field_key (), the numbers whole),
 * "gold_per_game" {source: [before, after]} (gold; the intervals and
 * "beyond_chance" only when both runs kept the gold's spread) and "text".
 * A card of one run ("only-before", "only-after") has "section" (the
 * summary's group), "taken", "completed", "gold" and "completion_rate",
 * or an event "drawn" and "gold_per_player_day"; the line of the rest
 * "more": [ids]. */
JsonNode *wm_sim_compare_to_json (GPtrArray *changes);

/* The variant toggles a result's config holds ("no_events" …), each with
 * its name for the UI, untranslated (N_): pass it through _(). Ends with
 * a { NULL, NULL }. */
typedef struct
{
  const char *key, *name;
} WmSimToggle;

const WmSimToggle *wm_sim_toggles (void);

/* The mean of the days of @summary's histogram and its 95 % interval
 * (normal approximation: batches are of hundreds of games). */
double wm_sim_days_mean (JsonObject *summary, double ci[2]);

/* A gold source's name, translated: "common quests". */
const char *wm_gold_source_name (WmGoldSource source);

G_END_DECLS
