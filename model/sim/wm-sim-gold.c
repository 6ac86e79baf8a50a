#define G_LOG_DOMAIN "wm-sim"

/* Gold by source: the engine pays a quest, weapon or discovery its print,
 * the ability's gold and the day's event's together; the states before
 * and after a decision tell which of them paid, and what the ability
 * added is known from the character (wm_game_ability_gold_bonus ()). The
 * rest is the bonus: the event's part, or the ability's at an inn or
 * secret place. */

#include "config.h"

#include "wm-sim-gold.h"

static const char *const gold_names[WM_N_GOLD_SOURCES] = {
  [WM_GOLD_COMMON_QUEST] = "common-quest",
  [WM_GOLD_PERSONAL_QUEST] = "personal-quest",
  [WM_GOLD_SIDE_QUEST] = "side-quest",
  [WM_GOLD_WEAPON] = "weapon",
  [WM_GOLD_DISCOVERY] = "discovery",
  [WM_GOLD_BONUS] = "bonus",
};

const char *
wm_gold_source_to_string (WmGoldSource source)
{
  return source < WM_N_GOLD_SOURCES ? gold_names[source] : "?";
}

/* The gold-bonus occasion whose ability gold counts under each source: a
 * designer looks for Mirela's extra gold per side quest under side
 * quests, beside the side quests' printed gold, not among the events'
 * bonuses. Personal quests pay their print only; entering an inn or a
 * secret place has no source of its own, so an ability's gold for it
 * stays under "bonus" with the events'. */
static const char *const occasion_of_source[WM_N_GOLD_SOURCES] = {
  [WM_GOLD_COMMON_QUEST] = "common-quest",
  [WM_GOLD_SIDE_QUEST] = "side-quest",
  [WM_GOLD_WEAPON] = "weapon",
  [WM_GOLD_DISCOVERY] = "discovery",
};

void
wm_gold_ability (const WmGame *game, int player, gboolean intrigue, WmGoldAbility *ability)
{
  for (int g = 0; g < WM_N_GOLD_SOURCES; g++)
    ability->source[g] = occasion_of_source[g] != NULL
                             ? wm_game_ability_gold_bonus (game, player, intrigue, occasion_of_source[g])
                             : 0;
  ability->inn = wm_game_ability_gold_bonus (game, player, intrigue, "inn");
  ability->secret_place = wm_game_ability_gold_bonus (game, player, intrigue, "secret-place");
}

/* Adds a part; past WM_GOLD_MAX_GAINS it joins the last part of its
 * source, so that the sums stay whole. */
static void
add_gain (WmGoldGain *gains, int *n, WmGoldSource source, int amount, int ability, int card, int space)
{
  if (*n >= WM_GOLD_MAX_GAINS)
    for (int i = *n - 1; i >= 0; i--)
      if (gains[i].source == source)
        {
          gains[i].amount += amount;
          gains[i].ability += ability;
          return;
        }
  if (*n >= WM_GOLD_MAX_GAINS)
    g_error ("more than %d parts of gold in one decision, none of source %s", WM_GOLD_MAX_GAINS,
             wm_gold_source_to_string (source));
  gains[(*n)++] = (WmGoldGain) { source, amount, ability, card, space };
}

static gboolean
holds (const WmPlayerState *ps, int card)
{
  for (int i = 0; i < ps->n_held && i < WM_GAME_MAX_HELD; i++)
    if (ps->held[i].card == card)
      return TRUE;
  return FALSE;
}

/* A side quest that left the board because of this choice was discarded,
 * not completed. */
static gboolean
discarded (const WmChoice *choice, int card)
{
  return (choice->kind == WM_CHOICE_DISCARD && choice->a == card)
         || (choice->kind == WM_CHOICE_TAKE_QUEST && choice->b == card);
}

static int
card_gold (const WmGame *game, int card)
{
  const WmCard *c = wm_game_card (game, card);
  return c && c->reward ? c->reward->gold : 0;
}

static void
quests (const WmGame *game, const WmGoldBefore *before, const WmPlayerState *now,
        const WmChoice *choice, WmGoldGain *gains, int *n)
{
  for (int i = 0; i < before->n_held && i < WM_GAME_MAX_HELD; i++)
    {
      int card = before->held[i];
      WmDeckKind kind = wm_game_card_kind (game, card);
      WmGoldSource source = kind == WM_DECK_COMMON_QUEST     ? WM_GOLD_COMMON_QUEST
                            : kind == WM_DECK_PERSONAL_QUEST ? WM_GOLD_PERSONAL_QUEST
                                                             : WM_GOLD_SIDE_QUEST;
      int ability = before->ability->source[source];
      if (holds (now, card) || (kind == WM_DECK_SIDE_QUEST && discarded (choice, card)))
        continue;
      add_gain (gains, n, source, card_gold (game, card) + ability, ability, card, -1);
    }
}

static void
weapons (const WmGame *game, int player, const WmGoldBefore *before, const WmPlayerState *now,
         WmGoldGain *gains, int *n)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmCharacter *c = g_ptr_array_index (variant->characters, wm_game_character (game, player));
  int ability = before->ability->source[WM_GOLD_WEAPON];

  for (int w = before->n_weapons; w < now->n_weapons && w < (int) c->weapons->len; w++)
    add_gain (gains, n, WM_GOLD_WEAPON,
              ((WmWeaponStep *) g_ptr_array_index (c->weapons, w))->gold + ability, ability, WM_GAME_NONE,
              now->space);
}

/* One part per place discovered. */
static void
discoveries (const WmGame *game, const WmGoldBefore *before, const WmGameState *after,
             WmGoldGain *gains, int *n)
{
  int ability = before->ability->source[WM_GOLD_DISCOVERY];
  int gold = wm_game_variant (game)->rules.discovery_gold + ability;

  for (guint i = 0; i < G_N_ELEMENTS (after->discovered); i++)
    {
      guint fresh = after->discovered[i] & ~before->discovered[i] & 0xffu;
      for (int bit = 0; fresh != 0 && bit < 8; bit++)
        if (fresh & (1u << bit))
          add_gain (gains, n, WM_GOLD_DISCOVERY, gold, ability, WM_GAME_NONE, (int) i * 8 + bit);
    }
}

/* What the sources do not explain: the ability's gold for the inn or
 * secret place the player's own move ended on, as far as the gold goes,
 * and the day's event's for the rest (taken off when below 0). */
static void
bonus (const WmGame *game, const WmGoldBefore *before, const WmGameState *after,
       const WmPlayerState *now, const WmChoice *choice, int rest, WmGoldGain *gains, int *n)
{
  if (rest > 0 && before->active && (choice->kind == WM_CHOICE_STEP || choice->kind == WM_CHOICE_STOP)
      && now->space >= 0 && now->space < wm_game_map (game)->n_spaces)
    {
      WmPlace place = wm_game_map (game)->spaces[now->space].place;
      int ability = place == WM_PLACE_INN      ? before->ability->inn
                    : place == WM_PLACE_SECRET ? before->ability->secret_place
                                               : 0;
      if (ability > 0)
        {
          add_gain (gains, n, WM_GOLD_BONUS, MIN (ability, rest), MIN (ability, rest), WM_GAME_NONE,
                    now->space);
          rest -= MIN (ability, rest);
        }
    }
  if (rest != 0)
    add_gain (gains, n, WM_GOLD_BONUS, rest, 0, after->event, -1);
}

int
wm_gold_attribute (const WmGame *game, int player, const WmGoldBefore *before,
                   const WmGameState *after, const WmChoice *choice, WmGoldGain *gains)
{
  const WmPlayerState *now = &after->players[player];
  int n = 0, explained = 0;

  quests (game, before, now, choice, gains, &n);
  if (now->n_weapons > before->n_weapons)
    weapons (game, player, before, now, gains, &n);
  if (before->active)
    discoveries (game, before, after, gains, &n);
  for (int i = 0; i < n; i++)
    explained += gains[i].amount;
  bonus (game, before, after, now, choice, now->gold - before->gold - explained, gains, &n);
  return n;
}

int
wm_gold_attribute_states (const WmGame *game, int player, const WmGameState *before,
                          const WmGameState *after, const WmChoice *choice, WmGoldGain *gains)
{
  const WmPlayerState *ps = &before->players[player];
  /* The turn the decision was taken on is the one the engine paid on. */
  gboolean intrigue = ps->marker != WM_GAME_NONE && ps->marker == before->turn;
  WmGoldAbility ability;
  WmGoldBefore b = {
    .gold = ps->gold,
    .n_weapons = ps->n_weapons,
    .n_held = MIN (ps->n_held, WM_GAME_MAX_HELD),
    .active = player == before->active,
    .discovered = before->discovered,
    .ability = &ability,
  };

  wm_gold_ability (game, player, intrigue, &ability);
  for (int i = 0; i < b.n_held; i++)
    b.held[i] = ps->held[i].card;
  return wm_gold_attribute (game, player, &b, after, choice, gains);
}
