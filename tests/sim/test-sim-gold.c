/* Where gold came from (wm_gold_attribute ()), on engine states: a quest
 * of each kind completed, with Mirela's extra gold per side quest, a side
 * quest discarded, a weapon collected at a fort, an inn discovered, with
 * the day's event's and an ability's gold for it, and whole games in which
 * the sources explain every gold piece without any bonus. */

#include "config.h"

#include "wm-bot.h"
#include "wm-game-private.h"
#include "wm-sim-gold.h"
#include "wm-test-base.h"
#include "wm-variant-io.h"

enum { RED, YELLOW, PURPLE, GREEN };

static WmVariant *base;

/* Red (Mirela: 1 more gold per side quest), yellow, purple and green on
 * the base board as printed. */
static WmGame *
new_game_of (WmVariant *variant, gboolean no_events)
{
  return wm_test_new_game (variant, 7, no_events ? WM_TEST_GAME_NO_EVENTS : WM_TEST_GAME_PLAIN);
}

static int
printed_gold (const WmGame *game, int card)
{
  const WmCard *c = wm_game_card (game, card);
  return c->reward ? c->reward->gold : 0;
}

/* The first side quest (the base game's print no gold: their rewards are
 * cards, and Mirela's gold). */
static int
first_side_quest (const WmGame *game)
{
  for (int c = 0; c < wm_game_n_cards (game); c++)
    if (wm_game_card_kind (game, c) == WM_DECK_SIDE_QUEST)
      return c;
  g_assert_not_reached ();
}

/* The first event card whose gold-bonus effect is on @occasion. */
static int
event_on (const WmGame *game, const char *occasion)
{
  for (int c = 0; c < wm_game_n_cards (game); c++)
    {
      const WmCard *card = wm_game_card (game, c);
      if (wm_game_card_kind (game, c) != WM_DECK_EVENT)
        continue;
      for (guint e = 0; card->effects && e < card->effects->len; e++)
        {
          const WmEffect *effect = g_ptr_array_index (card->effects, e);
          if (g_str_equal (effect->type, "gold-bonus")
              && g_strcmp0 (wm_effect_get_param (effect, "on"), occasion) == 0)
            return c;
        }
    }
  g_assert_not_reached ();
}

static void
hold (WmGameState *s, int player, int card)
{
  WmPlayerState *ps = &s->players[player];

  g_assert_cmpint (ps->n_held, <, WM_GAME_MAX_HELD);
  ps->held[ps->n_held++] = (WmHeld) { .card = (guint8) card, .taken_cell = -1 };
}

static void
give_up (WmGameState *s, int player, int card)
{
  WmPlayerState *ps = &s->players[player];

  for (int i = 0; i < ps->n_held; i++)
    if (ps->held[i].card == card)
      {
        memmove (&ps->held[i], &ps->held[i + 1], (gsize) (ps->n_held - i - 1) * sizeof *ps->held);
        ps->n_held--;
        return;
      }
  g_assert_not_reached ();
}

static void
assert_gain (const WmGoldGain *g, WmGoldSource source, int amount, int ability, int card, int space)
{
  g_assert_cmpstr (wm_gold_source_to_string (g->source), ==, wm_gold_source_to_string (source));
  g_assert_cmpint (g->amount, ==, amount);
  g_assert_cmpint (g->ability, ==, ability);
  g_assert_cmpint (g->card, ==, card);
  g_assert_cmpint (g->space, ==, space);
}

/* Red completes a common quest, its personal quest and a side quest at
 * once: three parts, the side quest's with Mirela's gold beside its
 * print; yellow completing the side quest gets its print only, here none,
 * and the quest is still listed (the report counts it completed). */
static void
test_quests (void)
{
  g_autoptr (WmGame) game = new_game_of (base, TRUE);
  int common = wm_test_game_card (game, "A01"), personal = wm_test_game_card (game, "S01");
  int side = first_side_quest (game);
  WmChoice stop = { WM_CHOICE_STOP, RED, 0, 0 };
  WmGoldGain gains[WM_GOLD_MAX_GAINS];
  WmGameState before, after;

  wm_game_start (game, &before);
  before.active = RED;
  g_assert_cmpint (before.players[RED].held[0].card, ==, personal);
  hold (&before, RED, common);
  hold (&before, RED, side);
  hold (&before, YELLOW, side);
  after = before;
  give_up (&after, RED, common);
  give_up (&after, RED, personal);
  give_up (&after, RED, side);
  after.players[RED].gold += (gint16) (printed_gold (game, common) + printed_gold (game, personal)
                                        + printed_gold (game, side) + 1);
  g_assert_cmpint (wm_gold_attribute_states (game, RED, &before, &after, &stop, gains), ==, 3);
  assert_gain (&gains[0], WM_GOLD_PERSONAL_QUEST, printed_gold (game, personal), 0, personal, -1);
  assert_gain (&gains[1], WM_GOLD_COMMON_QUEST, printed_gold (game, common), 0, common, -1);
  assert_gain (&gains[2], WM_GOLD_SIDE_QUEST, printed_gold (game, side) + 1, 1, side, -1);

  after = before;
  give_up (&after, YELLOW, side);
  after.players[YELLOW].gold += (gint16) printed_gold (game, side);
  g_assert_cmpint (wm_gold_attribute_states (game, YELLOW, &before, &after, &stop, gains), ==, 1);
  assert_gain (&gains[0], WM_GOLD_SIDE_QUEST, printed_gold (game, side), 0, side, -1);
  /* Nothing changed for red: nothing paid. */
  g_assert_cmpint (wm_gold_attribute_states (game, RED, &before, &after, &stop, gains), ==, 0);
}

/* A side quest discarded pays nothing, whether discarded alone or to take
 * a common quest in its place. */
static void
test_side_quest_discarded (void)
{
  g_autoptr (WmGame) game = new_game_of (base, TRUE);
  int side = first_side_quest (game);
  WmChoice discard = { WM_CHOICE_DISCARD, RED, (gint16) side, 0 };
  WmChoice take = { WM_CHOICE_TAKE_QUEST, RED, (gint16) wm_test_game_card (game, "A01"), (gint16) side };
  WmGoldGain gains[WM_GOLD_MAX_GAINS];
  WmGameState before, after;

  wm_game_start (game, &before);
  hold (&before, RED, side);
  after = before;
  give_up (&after, RED, side);
  g_assert_cmpint (wm_gold_attribute_states (game, RED, &before, &after, &discard, gains), ==, 0);
  g_assert_cmpint (wm_gold_attribute_states (game, RED, &before, &after, &take, gains), ==, 0);
}

/* Red's move, with @card from @from, ready to step. */
static void
begin (const WmGame *game, WmGameState *s, int from, const char *card)
{
  s->n_highwaymen = 0;
  s->players[RED].space = (gint16) from;
  s->players[RED].marker = WM_GAME_NONE;
  s->turn = 0;
  s->step = WM_STEP_MOVE;
  wm_game_turn_init (game, s, RED, wm_test_game_card (game, card));
}

/* Applies red's step to @to, failing when there is none. */
static void
step_to (const WmGame *game, WmGameState *s, int to)
{
  WmChoice list[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, s, RED, list, WM_GAME_MAX_CHOICES);

  for (int i = 0; i < n; i++)
    if (list[i].kind == WM_CHOICE_STEP && wm_game_map (game)->exits[list[i].a].to == to)
      {
        wm_game_apply_listed (game, s, &list[i]);
        return;
      }
  g_assert_not_reached ();
}

/* Red's STOP on @at, reached from @from with @card, and what it paid red. */
static int
stop_at (const WmGame *game, WmGameState *s, int from, int at, const char *card, WmGoldGain *gains)
{
  WmChoice stop = { WM_CHOICE_STOP, RED, 0, 0 };
  WmGameState before;

  begin (game, s, from, card);
  step_to (game, s, at);
  before = *s;
  wm_game_apply_listed (game, s, &stop);
  for (int p = YELLOW; p <= GREEN; p++)
    g_assert_cmpint (wm_gold_attribute_states (game, p, &before, s, &stop, gains), ==, 0);
  return wm_gold_attribute_states (game, RED, &before, s, &stop, gains);
}

/* Red's first weapon pays 1 on its track; on a day whose event adds a
 * gold per weapon, that gold is the event's bonus, beside the weapon. */
static void
test_weapon (void)
{
  g_autoptr (WmGame) game = new_game_of (base, FALSE);
  const WmMap *map = wm_game_map (game);
  int fort = wm_map_lookup (map, "r1:s11"), from = wm_map_lookup (map, "r1:s7");
  int event = event_on (game, "weapon");
  WmGoldGain gains[WM_GOLD_MAX_GAINS];
  WmGameState s;

  g_assert_cmpint (map->spaces[fort].place, ==, WM_PLACE_FORT);
  wm_game_start (game, &s);
  s.event = WM_GAME_NONE;
  g_assert_cmpint (stop_at (game, &s, from, fort, "R02", gains), ==, 1);
  assert_gain (&gains[0], WM_GOLD_WEAPON, 1, 0, WM_GAME_NONE, fort);
  g_assert_cmpint (s.players[RED].gold, ==, 1);

  wm_game_start (game, &s);
  s.event = (guint8) event;
  g_assert_cmpint (stop_at (game, &s, from, fort, "R02", gains), ==, 2);
  assert_gain (&gains[0], WM_GOLD_WEAPON, 1, 0, WM_GAME_NONE, fort);
  assert_gain (&gains[1], WM_GOLD_BONUS, 1, 0, event, -1);
}

/* An inn of the board and a space red reaches it from with R06 (every
 * path type), in @inn and @from. */
static void
find_inn (const WmGame *game, int *inn, int *from)
{
  const WmMap *map = wm_game_map (game);

  for (int x = 0; x < map->n_spaces; x++)
    for (int e = map->spaces[x].first_exit; e < map->spaces[x].first_exit + map->spaces[x].n_exits; e++)
      if (map->spaces[map->exits[e].to].place == WM_PLACE_INN && map->exits[e].lake < 0)
        {
          WmGameState s;
          WmChoice list[WM_GAME_MAX_CHOICES];
          int n;
          wm_game_start (game, &s);
          begin (game, &s, x, "R06");
          n = wm_game_legal_choices (game, &s, RED, list, WM_GAME_MAX_CHOICES);
          for (int i = 0; i < n; i++)
            if (list[i].kind == WM_CHOICE_STEP && list[i].a == e)
              {
                *inn = map->exits[e].to;
                *from = x;
                return;
              }
        }
  g_assert_not_reached ();
}

/* An inn entered the first time is a discovery; the day's event's gold
 * for an inn is its bonus, and so is an ability's, told apart: the one
 * names the event, the other the inn. */
static void
test_inn (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (WmGame) game = new_game_of (base, FALSE);
  g_autoptr (WmGame) able = NULL;
  WmEffect *effect = wm_effect_new ("gold-bonus", WM_SCOPE_ALWAYS);
  int discovery = base->rules.discovery_gold, event = event_on (game, "inn"), inn, from;
  WmGoldGain gains[WM_GOLD_MAX_GAINS];
  WmGameState s;

  g_assert_cmpint (discovery, >, 0);
  find_inn (game, &inn, &from);
  wm_game_start (game, &s);
  s.event = WM_GAME_NONE;
  g_assert_cmpint (stop_at (game, &s, from, inn, "R06", gains), ==, 1);
  assert_gain (&gains[0], WM_GOLD_DISCOVERY, discovery, 0, WM_GAME_NONE, inn);

  wm_game_start (game, &s);
  s.event = (guint8) event;
  g_assert_cmpint (stop_at (game, &s, from, inn, "R06", gains), ==, 2);
  assert_gain (&gains[0], WM_GOLD_DISCOVERY, discovery, 0, WM_GAME_NONE, inn);
  assert_gain (&gains[1], WM_GOLD_BONUS, 1, 0, event, -1);

  /* Red's ability: 2 gold for entering an inn, on top of the event's 1. */
  wm_effect_set_param (effect, "on", "inn");
  wm_effect_set_param (effect, "amount", "2");
  g_ptr_array_add (wm_variant_find_character (variant, "red")->effects, effect);
  able = new_game_of (variant, FALSE);
  wm_game_start (able, &s);
  s.event = (guint8) event;
  g_assert_cmpint (stop_at (able, &s, from, inn, "R06", gains), ==, 3);
  assert_gain (&gains[0], WM_GOLD_DISCOVERY, discovery, 0, WM_GAME_NONE, inn);
  assert_gain (&gains[1], WM_GOLD_BONUS, 2, 2, WM_GAME_NONE, inn);
  assert_gain (&gains[2], WM_GOLD_BONUS, 1, 0, event, -1);
  g_assert_cmpint (s.players[RED].gold, ==, discovery + 3);
}

/* Whole games without events, greedy bots: every decision's gold is
 * explained by quests, weapons and discoveries to the piece, with no
 * bonus, and each of them has parts in some game. */
static void
test_whole_games (void)
{
  g_autoptr (GError) error = NULL;
  WmBotSpec spec[1];
  int seen[WM_N_GOLD_SOURCES] = { 0 }; /* parts of each source */

  g_assert_cmpint (wm_bot_list_parse ("greedy", NULL, "--bots", spec, 1, &error), ==, 1);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (WmGame) game = new_game_of (base, TRUE);
      g_autoptr (WmBot) bot = wm_bot_new (&spec[0], seed);
      WmGameState s;

      wm_game_start (game, &s);
      for (int d = 0; d < 4000 && !wm_game_is_over (&s); d++)
        {
          WmChoice list[WM_GAME_MAX_CHOICES];
          int p = wm_game_to_move (&s);
          int n = wm_game_legal_choices (game, &s, p, list, WM_GAME_MAX_CHOICES);
          const WmChoice *c = &list[wm_bot_choose (bot, game, &s, p, list, n)];
          WmGameState before = s;

          wm_game_apply_listed (game, &s, c);
          for (int q = 0; q < s.n_players; q++)
            {
              WmGoldGain gains[WM_GOLD_MAX_GAINS];
              int k = wm_gold_attribute_states (game, q, &before, &s, c, gains), sum = 0;
              for (int i = 0; i < k; i++)
                {
                  g_assert_cmpint (gains[i].source, !=, WM_GOLD_BONUS);
                  g_assert_cmpint (gains[i].amount, >=, 0);
                  sum += gains[i].amount;
                  seen[gains[i].source]++;
                }
              g_assert_cmpint (sum, ==, s.players[q].gold - before.players[q].gold);
            }
        }
    }
  g_assert_cmpint (seen[WM_GOLD_COMMON_QUEST], >, 0);
  g_assert_cmpint (seen[WM_GOLD_PERSONAL_QUEST], >, 0);
  g_assert_cmpint (seen[WM_GOLD_SIDE_QUEST], >, 0);
  g_assert_cmpint (seen[WM_GOLD_WEAPON], >, 0);
  g_assert_cmpint (seen[WM_GOLD_DISCOVERY], >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/sim/gold/quests", test_quests);
  g_test_add_func ("/sim/gold/side-quest-discarded", test_side_quest_discarded);
  g_test_add_func ("/sim/gold/weapon", test_weapon);
  g_test_add_func ("/sim/gold/inn", test_inn);
  g_test_add_func ("/sim/gold/whole-games", test_whole_games);
  return g_test_run ();
}
