#pragma once

#include <json-glib/json-glib.h>

#include "wm-sim-standout.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* What changed between two simulation results (wm-sim-report.h) of the
 * Simulation page: how the runs' setups differ, the game length, each
 * character's win rate and the quests whose completion rate moved most
 * significantly, each with its 95 % intervals before and after. */
typedef enum
{
  WM_SIM_CHANGE_SETUP, /* the runs differ in players, bots, toggles or day cap */
  WM_SIM_CHANGE_DAYS,
  WM_SIM_CHANGE_CHARACTER,
  WM_SIM_CHANGE_QUEST,
  WM_SIM_CHANGE_NO_QUEST, /* no quest moved significantly: says so */
} WmSimChangeKind;

typedef struct
{
  WmSimChangeKind kind;
  char *id;             /* the character's or the quest's id; NULL otherwise */
  double before, after; /* mean days, or a rate 0–1 */
  double before_ci[2], after_ci[2];
  double z;       /* a quest's change over its standard error, signed */
  gboolean apart; /* the two 95 % intervals do not overlap */
  char *text;     /* the line the page shows, translated */
} WmSimChange;

void wm_sim_change_free (WmSimChange *change);

/* How many quests the summary names at most: those whose completion rate
 * changed most significantly. */
#define WM_SIM_COMPARE_QUESTS 3

/* A quest taken fewer times than this in either run says nothing about its
 * completion rate: 0 of 3 then 3 of 3 is chance as often as design. */
#define WM_SIM_COMPARE_MIN_TAKEN WM_SIM_STANDOUT_MIN_COUNT

/* The change of a rate over its standard error, the errors read off the
 * two 95 % Wilson intervals (half their width over 1.96): unlike p(1 − p)/n
 * this stays above zero at 0 % and 100 %. Zero when both errors are. */
double wm_sim_change_z (double before, const double before_ci[2], double after,
                        const double after_ci[2]);

/* Whether the change of @z, the @rank-th most significant (from 0) of
 * @compared quests, is beyond chance: its two-sided p at most
 * 5 % / (@compared − @rank), Holm's correction, as among many quests some
 * pass an uncorrected 1.96 by chance alone. Ask in rank order, stopping at
 * the first that is not. */
gboolean wm_sim_change_significant (double z, guint rank, guint compared);

/* The changes from @previous to @latest, @variant naming the characters and
 * cards (NULL: their ids): how the runs' setups differ first, if they do
 * (the comparison is then not of the design alone), then the mean game
 * length, every character of both results, then up to
 * WM_SIM_COMPARE_QUESTS quests (common, side and personal) whose completion
 * rate changed significantly (wm_sim_change_significant), most first, quests
 * taken at least WM_SIM_COMPARE_MIN_TAKEN times in both runs only; or one
 * WM_SIM_CHANGE_NO_QUEST line saying none did. A GPtrArray of WmSimChange. */
GPtrArray *wm_sim_compare (JsonNode *previous, JsonNode *latest, const WmVariant *variant);

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

G_END_DECLS
