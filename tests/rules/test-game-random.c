/* Invariants over many seeded random games (mostly 4 players) of the base game:
 * checked after every decision (gold never decreases, cards conserved, no
 * highwayman on a town, fort or character, slot limits), hidden information
 * stays hidden in views, the searches' move nodes agree with the state, and
 * replaying the decisions reproduces the game. */

#include "config.h"

#include <string.h>

#include "wm-game-io.h"
#include "wm-game-private.h"
#include "wm-test-base.h"

static WmVariant *base;

#define DAY_CAP 60

typedef struct
{
  int games, finished, decisions, days;
  int unseen_viewed, unseen_saved; /* views and positions with a gained card unseen */
} Tally;

static guint64
bot_next (guint64 *x)
{
  guint64 z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* The cards of @player's draw pile that went there unseen (gained). */
static int
n_unseen (const WmGameState *s, int player)
{
  const WmPlayerState *ps = &s->players[player];
  int n = 0;

  for (int i = 0; i < ps->draw.n && i < 8; i++)
    n += ps->unseen >> i & 1;
  return n;
}

/* Checks @player's view of @s; returns how many of the player's own
 * cards it hides (movement cards gained unseen). */
static int
check_view (const WmGame *game, const WmGameState *s, int player)
{
  WmGameState view;
  WmChoice a[WM_GAME_MAX_CHOICES], b[WM_GAME_MAX_CHOICES];
  int na, nb, hidden = 0;

  wm_game_view (game, s, player, &view);
  g_assert_cmpuint (view.rng[0] | view.rng[1] | view.rng[2] | view.rng[3], ==, 0);
  for (int sp = 0; sp < wm_game_map (game)->n_spaces; sp++)
    if (wm_game_map (game)->spaces[sp].place == WM_PLACE_SECRET && !wm_game_discovered (s, sp))
      g_assert_cmpint (view.place_kind[sp], ==, WM_SECRET_UNKNOWN);
  for (int q = 0; q < s->n_players; q++)
    if (q != player)
      for (int i = 0; i < view.players[q].n_hand; i++)
        g_assert_cmpint (view.players[q].hand[i], ==, WM_GAME_HIDDEN);
  /* A common movement card gained goes face down onto the draw pile,
   * unseen: the owner's view names every other card of the pile, and
   * that one only as hidden, until it is drawn. */
  for (int i = 0; i < view.players[player].draw.n; i++)
    hidden += view.players[player].draw.cards[i] == WM_GAME_HIDDEN;
  g_assert_cmpint (hidden, ==, n_unseen (s, player));
  for (int i = 0; i < s->players[player].draw.n && i < 8; i++)
    if (s->players[player].unseen >> i & 1)
      g_assert_cmpint (
          wm_game_card_kind (game, s->players[player].draw.cards[s->players[player].draw.n - 1 - i]),
          ==, WM_DECK_COMMON_MOVEMENT);
  /* The player to move decides from the view exactly as from the state. */
  na = wm_game_legal_choices (game, s, player, a, WM_GAME_MAX_CHOICES);
  nb = wm_game_legal_choices (game, &view, player, b, WM_GAME_MAX_CHOICES);
  g_assert_cmpint (na, ==, nb);
  g_assert_true (memcmp (a, b, na * sizeof (WmChoice)) == 0);
  return hidden;
}

static void
assert_same_list (const WmChoice *a, int na, const WmChoice *b, int nb)
{
  g_assert_cmpint (na, ==, nb);
  g_assert_true (memcmp (a, b, na * sizeof (WmChoice)) == 0);
}

/* The searches' move nodes stand for the state: listing from the node of
 * @before gives the state's list, and while the same move goes on, the
 * node stepped by @choice — listed against @before, whose other fields the
 * search never changes — gives the list of @after. */
static void
check_nodes (const WmGame *game, const WmGameState *before, const WmChoice *listed, int n,
             const WmChoice *choice, const WmGameState *after)
{
  WmChoice list[WM_GAME_MAX_CHOICES], next[WM_GAME_MAX_CHOICES];
  int k, n_next;

  if (before->step == WM_STEP_MOVE)
    {
      WmMoveNode node;
      wm_move_node_get (before, &node);
      k = wm_move_node_choices (game, before, &node, list, WM_GAME_MAX_CHOICES);
      assert_same_list (list, k, listed, n);
      if (choice->kind == WM_CHOICE_STOP || after->step != WM_STEP_MOVE || after->active != before->active)
        return;
      wm_move_node_step (game, &node, choice);
      k = wm_move_node_choices (game, before, &node, list, WM_GAME_MAX_CHOICES);
    }
  else if (before->step == WM_STEP_HW_MOVE)
    {
      WmHwNode node;
      wm_hw_node_get (before, &node);
      k = wm_hw_node_choices (game, before, &node, list, WM_GAME_MAX_CHOICES);
      assert_same_list (list, k, listed, n);
      if (choice->kind == WM_CHOICE_HW_STOP || after->step != WM_STEP_HW_MOVE)
        return;
      wm_hw_node_step (game, &node, choice);
      k = wm_hw_node_choices (game, before, &node, list, WM_GAME_MAX_CHOICES);
    }
  else
    return;
  n_next = wm_game_legal_choices (game, after, -1, next, WM_GAME_MAX_CHOICES);
  assert_same_list (list, k, next, n_next);
}

/* Position XML: written, read back and equal byte for byte. */
static void
check_position (const WmGame *game, const WmGameState *s)
{
  g_autoptr (GBytes) bytes = wm_game_position_save (game, s);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) loaded = NULL;
  WmGameState back;

  loaded = wm_game_position_load (base, bytes, "pos.xml", &back, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  if (!wm_game_state_equal (s, &back))
    {
      g_autoptr (GBytes) again = wm_game_position_save (loaded, &back);
      for (gsize i = 0; i < sizeof back; i++)
        if (((guint8 *) s)[i] != ((guint8 *) &back)[i])
          g_printerr ("byte %zu: %d != %d\n", i, ((guint8 *) s)[i], ((guint8 *) &back)[i]);
      g_assert_not_reached ();
    }
}

/* Game log XML: written, read back and replayed to the same state. */
static void
check_log (const WmGame *game, GArray *log, const WmGameState *final)
{
  g_autoptr (GBytes) bytes = wm_game_log_save (game, (WmChoice *) log->data, log->len, final);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (WmGame) loaded = wm_game_log_load (base, bytes, "game.xml", &choices, &error);
  WmGameState s;

  g_assert_no_error (error);
  g_assert_cmpuint (choices->len, ==, log->len);
  g_assert_true (wm_game_replay (loaded, (WmChoice *) choices->data, choices->len, &s, &error));
  g_assert_no_error (error);
  g_assert_true (wm_game_state_equal (&s, final));
}

static void
play_one (guint64 seed, Tally *tally, gboolean meaner, gboolean no_events)
{
  WmGameSetup setup;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameState s, replay;
  WmChoice choices[WM_GAME_MAX_CHOICES];
  g_autoptr (GArray) log = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  int gold[WM_GAME_MAX_PLAYERS] = { 0 };
  guint64 bot = seed * 7919 + 1;

  /* Mostly four players, some games with two and three. */
  wm_game_setup_init (&setup, base, seed % 10 == 3 ? 2 : seed % 10 == 7 ? 3 : 4);
  setup.seed = seed;
  setup.meaner_highwaymen = meaner;
  setup.no_events = no_events;
  setup.variable_setup = seed % 3 == 0;
  game = wm_game_new (base, &setup, &error);
  g_assert_no_error (error);
  wm_game_start (game, &s);
  while (!wm_game_is_over (&s) && s.day <= DAY_CAP)
    {
      g_autofree char *reason = NULL;
      int n = wm_game_legal_choices (game, &s, -1, choices, WM_GAME_MAX_CHOICES);
      int pick;
      WmGameState before;
      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (n, <=, WM_GAME_MAX_CHOICES);
      if (tally->decisions % 97 == 0)
        tally->unseen_viewed += check_view (game, &s, s.active) > 0;
      if (tally->decisions % 997 == 0 || (tally->decisions % 97 == 0 && n_unseen (&s, s.active)))
        {
          check_position (game, &s);
          tally->unseen_saved += n_unseen (&s, s.active) > 0;
        }
      pick = (int) (bot_next (&bot) % (guint64) n);
      /* A little less aimless than uniform: declining is re-drawn up to
       * three times, so that more games reach the goal. */
      for (int k = 0; k < 3 && n > 1 && (choices[pick].kind == WM_CHOICE_STOP
                                         || choices[pick].kind == WM_CHOICE_SKIP_QUEST); k++)
        pick = (int) (bot_next (&bot) % (guint64) n);
      before = s;
      g_assert_true (wm_game_apply (game, &s, &choices[pick], &error));
      g_assert_no_error (error);
      check_nodes (game, &before, choices, n, &choices[pick], &s);
      g_array_append_val (log, choices[pick]);
      tally->decisions++;
      if (!wm_game_check (game, &s, &reason))
        for (guint i = log->len > 12 ? log->len - 12 : 0; i < log->len; i++)
          {
            g_autofree char *d = wm_choice_describe (game, &g_array_index (log, WmChoice, i));
            g_printerr ("# %u: %s\n", i, d);
          }
      if (reason != NULL)
        g_error ("seed %" G_GUINT64_FORMAT " decision %u: %s", seed, log->len - 1, reason);
      for (int p = 0; p < s.n_players; p++)
        {
          g_assert_cmpint (s.players[p].gold, >=, gold[p]);
          gold[p] = s.players[p].gold;
        }
    }
  tally->games++;
  tally->days += s.day;
  if (wm_game_is_over (&s))
    {
      tally->finished++;
      g_assert_cmpint (s.players[s.winner].gold, >=, wm_game_goal (game));
    }
  /* The same seed and decisions give the same game, byte for byte. */
  wm_game_start (game, &replay);
  for (guint i = 0; i < log->len; i++)
    g_assert_true (wm_game_apply (game, &replay, &g_array_index (log, WmChoice, i), NULL));
  g_assert_true (memcmp (&s, &replay, sizeof s) == 0);
  if (seed % 25 == 0)
    check_log (game, log, &s);
}

static void
test_random_games (void)
{
  Tally tally = { 0 };
  int n = g_test_slow () ? 5000 : 1000;

  for (int i = 0; i < n; i++)
    play_one ((guint64) i + 1, &tally, i % 4 == 1, i % 5 == 2);
  g_test_message ("%d games, %d finished, %d decisions, mean %.1f days", tally.games,
                  tally.finished, tally.decisions, (double) tally.days / tally.games);
  /* Random play is aimless, but some games must reach the goal. */
  g_assert_cmpint (tally.finished, >, tally.games / 20);
  /* Gained cards lay unseen in views checked and positions written. */
  g_test_message ("%d views and %d positions with a card gained unseen", tally.unseen_viewed,
                  tally.unseen_saved);
  g_assert_cmpint (tally.unseen_viewed, >, 10);
  g_assert_cmpint (tally.unseen_saved, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/rules/random/invariants", test_random_games);
  return g_test_run ();
}
