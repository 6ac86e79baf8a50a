#pragma once

/* Where gold came from: what a decision paid each player, source by
 * source, with the card or place that paid it. The simulation's report
 * adds these up per character and the Playtest log tells them, so the two
 * can never disagree. */

#include <glib.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* Where a character's gold came from. A quest, weapon or discovery source
 * holds the printed gold and what the character's own ability adds to it
 * (Mirela's extra gold per side quest is side-quest gold); what the day's
 * event adds, and an ability's gold for entering an inn or secret place
 * (no source of its own), is WM_GOLD_BONUS. */
typedef enum
{
  WM_GOLD_COMMON_QUEST,
  WM_GOLD_PERSONAL_QUEST,
  WM_GOLD_SIDE_QUEST,
  WM_GOLD_WEAPON,
  WM_GOLD_DISCOVERY,
  WM_GOLD_BONUS, /* events' bonuses, and abilities' for entering an inn or secret place */
  WM_N_GOLD_SOURCES
} WmGoldSource;

const char *wm_gold_source_to_string (WmGoldSource source);

/* What a player's ability adds to the gold of each occasion, on a turn
 * with or without its intrigue marker (wm_game_ability_gold_bonus ()). */
typedef struct
{
  int source[WM_N_GOLD_SOURCES]; /* per quest, weapon or discovery; personal quests and bonus 0 */
  int inn, secret_place;         /* for entering one: bonus gold */
} WmGoldAbility;

void wm_gold_ability (const WmGame *game, int player, gboolean intrigue, WmGoldAbility *ability);

/* One part of what a decision paid a player. */
typedef struct
{
  WmGoldSource source;
  /* The gold, the ability's part included. A quest completed for no gold
   * is listed with 0; the bonus is what the sources do not explain, and
   * below 0 when the day's event took gold off what they print. */
  int amount;
  int ability; /* of @amount, what the character's ability added */
  int card;    /* the quest completed, or the day's event of a bonus; WM_GAME_NONE */
  int space;   /* the fort, the place discovered, the inn or secret place; -1 */
} WmGoldGain;

/* The most parts one decision pays a player: its quests, its weapons and
 * places, the bonus; past this, parts join the last of their source. */
#define WM_GOLD_MAX_GAINS 32

/* A player before a decision, as much of it as attribution reads. */
typedef struct
{
  int gold, n_weapons, n_held;
  guint8 held[WM_GAME_MAX_HELD];   /* the quests' cards */
  gboolean active;                 /* the decision was its own: it discovered what was discovered */
  const guint8 *discovered;        /* WmGameState.discovered: a bit per space */
  const WmGoldAbility *ability;    /* of the turn the decision was taken on */
} WmGoldBefore;

/* What @choice paid @player, from it before (@before) and the state after
 * (@after): fills @gains (WM_GOLD_MAX_GAINS) and returns how many. Quests
 * that left the player's quests were completed, but for a side quest
 * discarded by @choice. */
int wm_gold_attribute (const WmGame *game, int player, const WmGoldBefore *before,
                       const WmGameState *after, const WmChoice *choice, WmGoldGain *gains);

/* wm_gold_attribute () from the whole states before and after @choice. */
int wm_gold_attribute_states (const WmGame *game, int player, const WmGameState *before,
                              const WmGameState *after, const WmChoice *choice, WmGoldGain *gains);

G_END_DECLS
