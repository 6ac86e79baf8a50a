#define G_LOG_DOMAIN "wm-check"

/* The goal against the gold one player can win in one stroke, or early
 * and on their own (code "goal-too-low", a warning at the rules element,
 * part "decks").
 *
 * Players start with no gold, and the rulebook's goal of 20 takes a dozen
 * quests. Whatever pays the goal at once ends the game before it starts:
 *
 *   - one quest card (common, side or personal quest) that a game deals,
 *     plus what a character's ability adds to that kind of quest
 *     (Mirela's 1 gold per side quest); the rulebook pays 1–3 gold a
 *     quest. Only cards a game can deal count, as the engine builds its
 *     piles (model/rules/wm-game.c): the common-quest deck of each region
 *     on the board, the first side-quest deck, each pile only as far as
 *     it holds (wm_game_pile_capacity ()), and the personal quests the
 *     characters name. A card in a deck no game deals pays nobody; the
 *     deck-unplayed, deck-too-large and card-unplayed warnings say so;
 *   - one character's weapon track, as far as the board has weapon types:
 *     each character collects it alone at the forts, and the rulebook's
 *     tip says Urs collects his 9 gold "quickly", "almost half the goal";
 *     plus what the ability adds per weapon;
 *   - inns and secret places: the first visit is a discovery, which pays
 *     the rules' discovery gold (the rulebook's 1) plus the ability's
 *     bonus on discoveries once per place. The ability's bonus for
 *     entering an inn or secret place is another kind of gold: the engine
 *     (wm_spaces_resolve ()) pays it at every visit, a discovered place
 *     too, whenever a character moved and ended there. A character can
 *     end every turn of a day at one (going out and back in, or between
 *     two neighbouring ones), so that bonus is counted for every turn of
 *     one day, not once: a day is the shortest stretch of the game, and
 *     a goal such a day reaches is won by walking in circles. Later days
 *     pay again; whether that is too fast is the simulation's question.
 *
 * Gold the players share (every discovery on the board) or that an event
 * adds for a day is a race or a draw, not one player's stroke, and is left
 * out. Only the source that pays the most is reported, once, so that one
 * warning says how high the goal has to be. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-game.h"
#include "wm-map.h"
#include "wm-registry.h"

/* The source that pays the most so far and the warning that names it. */
typedef struct
{
  int gold;
  char *message; /* NULL while no source pays anything */
} Richest;

/* Keeps @message (taken) when @gold beats the richest source so far; on a
 * tie the source considered first stays. */
static void
consider (Richest *richest, int gold, char *message)
{
  if (gold > 0 && (richest->message == NULL || gold > richest->gold))
    {
      g_free (richest->message);
      richest->gold = gold;
      richest->message = message;
    }
  else
    g_free (message);
}

static const char *
character_name (const WmCheck *c, const WmCharacter *ch)
{
  return wm_variant_display_name (c->variant, &ch->name, ch->id);
}

/* What @ch's ability adds to one @occasion (a gold-bonus "on" value): the
 * sum of its gold bonuses there, whatever their scope, since the stroke
 * may fall in that phase. */
static int
ability_bonus (const WmCharacter *ch, const char *occasion)
{
  const WmTypeSpec *spec = wm_registry_find_effect ("gold-bonus");
  const WmParamSpec *amount_spec = wm_type_spec_find_param (spec, "amount");
  int bonus = 0;

  for (guint i = 0; i < ch->effects->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (ch->effects, i);
      const char *amount;
      gint64 n;

      if (strcmp (effect->type, "gold-bonus") != 0
          || g_strcmp0 (wm_effect_get_param (effect, "on"), occasion) != 0)
        continue;
      amount = wm_effect_get_param (effect, "amount");
      if (amount == NULL)
        amount = amount_spec->default_value;
      /* a value the structure checks refuse is theirs */
      if (g_ascii_string_to_signed (amount, 10, 0, 999, &n, NULL))
        bonus += (int)n;
    }
  return bonus;
}

/* @richest or the card of @deck's dealt part that pays more: a game fills
 * a pile with the deck's first cards, as many as the pile holds, and never
 * deals the rest. */
static const WmCard *
richer_in_deck (const WmDeck *deck, const WmCard *richest)
{
  guint dealt = MIN (deck->cards->len, (guint)MAX (wm_game_pile_capacity (deck->kind), 0));

  for (guint i = 0; i < dealt; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      if (card->reward != NULL && (richest == NULL || card->reward->gold > richest->reward->gold))
        richest = card;
    }
  return richest;
}

/* The richest common quest of the decks beside the board's regions: the
 * engine lays each region's first common-quest deck beside it (the board
 * as the setup gives it; shuffled, the same regions come). A deck of a
 * region not on the board, or a second deck of one, is never dealt. */
static const WmCard *
richest_common_quest (const WmVariant *v)
{
  WmArrangement *arrangement;
  const WmCard *richest = NULL;

  if (v->regions->len == 0)
    return NULL;
  arrangement = wm_arrangement_default (v, FALSE);
  for (int c = 0; c < arrangement->cols * arrangement->rows; c++)
    if (arrangement->cells[c].quest_deck >= 0)
      richest = richer_in_deck (g_ptr_array_index (v->decks, arrangement->cells[c].quest_deck),
                                richest);
  wm_arrangement_free (arrangement);
  return richest;
}

/* The richest card of the one deck of @kind games draw from (the first). */
static const WmCard *
richest_in_dealt_deck (const WmVariant *v, WmDeckKind kind)
{
  int deck = wm_game_dealt_deck (v, kind);

  return deck >= 0 ? richer_in_deck (g_ptr_array_index (v->decks, deck), NULL) : NULL;
}

/* The richest personal quest a character is dealt: the one each names. */
static const WmCard *
richest_personal_quest (const WmVariant *v)
{
  const WmCard *richest = NULL;

  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      WmDeck *deck = NULL;
      const WmCard *card
          = ch->personal_quest != NULL ? wm_variant_find_card (v, ch->personal_quest, &deck) : NULL;
      if (card != NULL && deck->kind == WM_DECK_PERSONAL_QUEST && card->reward != NULL
          && (richest == NULL || card->reward->gold > richest->reward->gold))
        richest = card;
    }
  return richest;
}

static void
consider_quest (WmCheck *c, Richest *richest, const WmCard *card, const WmCharacter *ch, int bonus)
{
  int goal = c->variant->rules.goal;

  if (card == NULL)
    return;
  if (bonus == 0)
    /* Translators: “Goal” is the Rules page's label: use its translation. */
    consider (richest, card->reward->gold,
              g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold quest “%s” pays on "
                                  "its own, so completing that one quest wins the game"),
                               goal, card->reward->gold, card->id));
  else
    /* Translators: "“Goal” (4 gold) is not above the 4 gold quest “M03”
     * pays “Mirela Thorne” with her ability (3 + 1), …". */
    consider (richest, card->reward->gold + bonus,
              g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold quest “%s” pays "
                                  "“%s” with the ability's gold bonus (%d + %d), so completing "
                                  "that one quest wins the game"),
                               goal, card->reward->gold + bonus, card->id, character_name (c, ch),
                               card->reward->gold, bonus));
}

/* One quest card a game deals: the richest of each kind, for each
 * character with what its ability adds (personal quests pay their print
 * only, as in games). */
static void
consider_quests (WmCheck *c, Richest *richest)
{
  const WmVariant *v = c->variant;
  const WmCard *common = richest_common_quest (v);
  const WmCard *side = richest_in_dealt_deck (v, WM_DECK_SIDE_QUEST);

  consider_quest (c, richest, common, NULL, 0);
  consider_quest (c, richest, side, NULL, 0);
  consider_quest (c, richest, richest_personal_quest (v), NULL, 0);
  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      consider_quest (c, richest, common, ch, ability_bonus (ch, "common-quest"));
      consider_quest (c, richest, side, ch, ability_bonus (ch, "side-quest"));
    }
}

/* The gold @ch's weapon track pays for every weapon the board hands out
 * (one type per fort; a longer track is the character-weapons check's). */
static int
weapon_track_gold (const WmVariant *v, const WmCharacter *ch)
{
  guint n = MIN (ch->weapons->len, v->weapon_types->len);
  int bonus = ability_bonus (ch, "weapon");
  int gold = 0;

  for (guint i = 0; i < n; i++)
    gold += ((const WmWeaponStep *)g_ptr_array_index (ch->weapons, i))->gold + bonus;
  return gold;
}

static void
consider_weapon_tracks (WmCheck *c, Richest *richest)
{
  const WmVariant *v = c->variant;

  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      int gold = weapon_track_gold (v, ch);

      /* Translators: “Goal” is the Rules page's label; "the fort weapon
       * track of “Tomas Brenn” alone (14 gold)". */
      consider (richest, gold,
                g_strdup_printf (_ ("“Goal” (%d gold) is reached by the fort weapon track of "
                                    "“%s” alone (%d gold), so collecting every weapon wins the "
                                    "game"),
                                 v->rules.goal, character_name (c, ch), gold));
    }
}

/* The turns of a day, as the engine clamps them. */
static int
turns_a_day (const WmVariant *v)
{
  return CLAMP (v->rules.turns, 1, WM_GAME_MAX_TURNS);
}

/* What one character's ability makes of inns and secret places in one
 * day: the first visit is a discovery (the rules' gold and the ability's
 * bonus on it); the ability's bonus for entering one, the richer of the
 * inn's and the secret place's, pays at every visit, and a character can
 * end each turn of the day at one (see the top of the file). */
static void
consider_character_places (WmCheck *c, Richest *richest, const WmCharacter *ch)
{
  const WmVariant *v = c->variant;
  int base = v->rules.discovery_gold;
  int discovery = ability_bonus (ch, "discovery");
  int entry = MAX (ability_bonus (ch, "inn"), ability_bonus (ch, "secret-place"));
  int turns = turns_a_day (v);

  if (entry > 0)
    /* Translators: "… the 19 gold “Mirela Thorne” collects in one day by
     * ending each of the day's 3 turns at an inn or secret place: the
     * ability's gold bonus for entering one pays at every visit (3 × 3),
     * and the first visit is a discovery (9 + 1), …". */
    consider (richest, base + discovery + turns * entry,
              g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold “%s” collects in one "
                                  "day by ending each of the day's %d turns at an inn or secret "
                                  "place: the ability's gold bonus for entering one pays at every "
                                  "visit (%d × %d), and the first visit is a discovery (%d + %d), "
                                  "so going in and out of one wins the game"),
                               v->rules.goal, base + discovery + turns * entry,
                               character_name (c, ch), turns, turns, entry, base, discovery));
  else if (discovery > 0)
    /* Translators: "… the 10 gold the first visit to an inn or secret
     * place pays “Mirela Thorne” with the ability's gold bonus (9 + 1), …". */
    consider (richest, base + discovery,
              g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold the first visit "
                                  "to an inn or secret place pays “%s” with the ability's gold "
                                  "bonus (%d + %d), so the first discovery wins the game"),
                               v->rules.goal, base + discovery, character_name (c, ch), base,
                               discovery));
}

/* Inns and secret places: the discovery the first visit is, and for each
 * character what its ability adds there. */
static void
consider_places (WmCheck *c, Richest *richest)
{
  const WmVariant *v = c->variant;
  int base = v->rules.discovery_gold;

  /* Translators: “Goal” is the Rules page's label: use its translation. */
  consider (richest, base,
            g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold the first visit to an "
                                "inn or secret place pays, so the first discovery wins the game"),
                             v->rules.goal, base));
  for (guint i = 0; i < v->characters->len; i++)
    consider_character_places (c, richest, g_ptr_array_index (v->characters, i));
}

void
wm_check_goal (WmCheck *c)
{
  const WmVariant *v = c->variant;
  Richest richest = { 0, NULL };

  consider_quests (c, &richest);
  consider_weapon_tracks (c, &richest);
  consider_places (c, &richest);
  if (richest.message != NULL && v->rules.goal <= richest.gold)
    wm_check_warning (c, v->rules.line, "rules", "goal-too-low", "%s", richest.message);
  g_free (richest.message);
}
