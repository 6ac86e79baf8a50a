#pragma once

#include <json-glib/json-glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

/* What changed between two simulation results (wm-sim-report.h) of the
 * Simulation page: the game length, each character's win rate and the
 * quests whose completion rate moved most, each with its 95 % intervals
 * before and after. */
typedef enum
{
  WM_SIM_CHANGE_DAYS,
  WM_SIM_CHANGE_CHARACTER,
  WM_SIM_CHANGE_QUEST,
} WmSimChangeKind;

typedef struct
{
  WmSimChangeKind kind;
  char *id;             /* the character's or the quest's id; NULL for the days */
  double before, after; /* mean days, or a rate 0–1 */
  double before_ci[2], after_ci[2];
  gboolean apart; /* the two 95 % intervals do not overlap */
  char *text;     /* the line the page shows, translated */
} WmSimChange;

void wm_sim_change_free (WmSimChange *change);

/* How many quests the summary names: those whose completion rate changed most. */
#define WM_SIM_COMPARE_QUESTS 3

/* The changes from @previous to @latest, @variant naming the characters and
 * cards (NULL: their ids): the mean game length first, then every character
 * of both results, then the WM_SIM_COMPARE_QUESTS quests (common, side and
 * personal) whose completion rate changed most, most first, quests taken in
 * both runs only. A GPtrArray of WmSimChange. */
GPtrArray *wm_sim_compare (JsonNode *previous, JsonNode *latest, const WmVariant *variant);

/* The mean of the days of @summary's histogram and its 95 % interval
 * (normal approximation: batches are of hundreds of games). */
double wm_sim_days_mean (JsonObject *summary, double ci[2]);

G_END_DECLS
