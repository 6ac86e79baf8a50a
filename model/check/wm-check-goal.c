#define G_LOG_DOMAIN "wm-check"

/* The goal against the gold one player can win in one stroke, or early
 * and on their own (code "goal-too-low", a warning at the rules element,
 * part "decks").
 *
 * Players start with no gold, and the rulebook's goal of 20 takes a dozen
 * quests. Whatever pays the goal at once ends the game before it starts:
 *
 *   - one quest card (common, side or personal quest), plus what a
 *     character's ability adds to that kind of quest (Mirela's 1 gold per
 *     side quest); the rulebook pays 1–3 gold a quest;
 *   - one character's weapon track, as far as the board has weapon types:
 *     each character collects it alone at the forts, and the rulebook's
 *     tip says Urs collects his 9 gold "quickly", "almost half the goal";
 *     plus what the ability adds per weapon;
 *   - one discovery of an inn or secret place: the rules' discovery gold
 *     (the rulebook's 1) plus the ability's bonus on discoveries and on
 *     entering an inn or secret place.
 *
 * Gold the players share (every discovery on the board) or that an event
 * adds for a day is a race or a draw, not one player's stroke, and is left
 * out. Only the source that pays the most is reported, once, so that one
 * warning says how high the goal has to be. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
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

/* The card of a deck of @kind that pays the most gold (the first of the
 * richest), or NULL when there is no such card with a reward. */
static const WmCard *
richest_card (const WmVariant *v, WmDeckKind kind)
{
  const WmCard *richest = NULL;

  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      for (guint i = 0; deck->kind == kind && i < deck->cards->len; i++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, i);
          if (card->reward != NULL
              && (richest == NULL || card->reward->gold > richest->reward->gold))
            richest = card;
        }
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

/* One quest card: the richest of each kind, for each character with what
 * its ability adds (personal quests pay their print only, as in games). */
static void
consider_quests (WmCheck *c, Richest *richest)
{
  const WmVariant *v = c->variant;
  const WmCard *common = richest_card (v, WM_DECK_COMMON_QUEST);
  const WmCard *side = richest_card (v, WM_DECK_SIDE_QUEST);

  consider_quest (c, richest, common, NULL, 0);
  consider_quest (c, richest, side, NULL, 0);
  consider_quest (c, richest, richest_card (v, WM_DECK_PERSONAL_QUEST), NULL, 0);
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

/* One discovery: the rules' discovery gold, and for each character what
 * its ability adds to a discovery and to entering the inn or secret place. */
static void
consider_discoveries (WmCheck *c, Richest *richest)
{
  const WmVariant *v = c->variant;
  int base = v->rules.discovery_gold;

  /* Translators: “Goal” is the Rules page's label: use its translation. */
  consider (richest, base,
            g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold the first visit to an "
                                "inn or secret place pays, so the first discovery wins the game"),
                             v->rules.goal, base));
  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      int bonus = ability_bonus (ch, "discovery")
                  + MAX (ability_bonus (ch, "inn"), ability_bonus (ch, "secret-place"));

      if (bonus == 0)
        continue;
      /* Translators: "… the 5 gold the first visit to an inn or secret place
       * pays “Mirela Thorne” with the ability's gold bonus (1 + 4), …". */
      consider (richest, base + bonus,
                g_strdup_printf (_ ("“Goal” (%d gold) is not above the %d gold the first visit "
                                    "to an inn or secret place pays “%s” with the ability's gold "
                                    "bonus (%d + %d), so the first discovery wins the game"),
                                 v->rules.goal, base + bonus, character_name (c, ch), base, bonus));
    }
}

void
wm_check_goal (WmCheck *c)
{
  const WmVariant *v = c->variant;
  Richest richest = { 0, NULL };

  consider_quests (c, &richest);
  consider_weapon_tracks (c, &richest);
  consider_discoveries (c, &richest);
  if (richest.message != NULL && v->rules.goal <= richest.gold)
    wm_check_warning (c, v->rules.line, "rules", "goal-too-low", "%s", richest.message);
  g_free (richest.message);
}
