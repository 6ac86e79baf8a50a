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

/* A finished game of the first seed from @seed that reaches the goal
 * (random play), its decisions in @log and its end in @s. */
static WmGame *
finished_game (guint64 seed, GArray *log, WmGameState *s)
{
  for (;; seed++)
    {
      WmGameSetup setup;
      g_autoptr (WmGame) game = NULL;
      guint64 bot = seed;
      wm_game_setup_init (&setup, base, 2);
      setup.seed = seed;
      game = wm_game_new (base, &setup, NULL);
      g_assert_nonnull (game);
      g_array_set_size (log, 0);
      wm_game_start (game, s);
      while (!wm_game_is_over (s) && s->day <= DAY_CAP)
        {
          WmChoice choices[WM_GAME_MAX_CHOICES];
          int n = wm_game_legal_choices (game, s, -1, choices, WM_GAME_MAX_CHOICES);
          int pick = (int) (bot_next (&bot) % (guint64) n);
          for (int k = 0; k < 3 && n > 1 && (choices[pick].kind == WM_CHOICE_STOP
                                             || choices[pick].kind == WM_CHOICE_SKIP_QUEST); k++)
            pick = (int) (bot_next (&bot) % (guint64) n);
          g_array_append_val (log, choices[pick]);
          wm_game_apply_listed (game, s, &choices[pick]);
        }
      if (wm_game_is_over (s) && s->winner >= 0)
        return g_steal_pointer (&game);
    }
}

static const char *
character_id (const WmGame *game, int player)
{
  return ((WmCharacter *) g_ptr_array_index (base->characters, game->setup.characters[player]))->id;
}

/* @text with its first @old replaced by @new: a new string. */
static char *
edited (const char *text, const char *old, const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

/* A log's <result> says how the game ended; review f found it never read:
 * a winner edited to another character, or to none that plays, replayed
 * to the real winner with exit 0. Now the winner and the day are checked
 * against the replay, as a day's event is, and said at the <result>'s
 * line; an unknown winner, or a <result> that does not end the log, is
 * refused when the log is read. */
static void
test_log_result_checked (void)
{
  g_autoptr (GArray) log = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  WmGameState s, again;
  g_autoptr (WmGame) game = finished_game (1, log, &s);
  g_autoptr (GBytes) bytes = wm_game_log_save (game, (WmChoice *) log->data, log->len, &s);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  const char *winner = character_id (game, s.winner);
  const char *other = character_id (game, 1 - s.winner);
  g_autofree char *result = g_strdup_printf ("<result winner=\"%s\" day=\"%d\"/>", winner, s.day);
  g_autofree char *other_winner = g_strdup_printf ("<result winner=\"%s\" day=\"%d\"/>", other,
                                                   s.day);
  g_autofree char *other_day = g_strdup_printf ("<result winner=\"%s\" day=\"%d\"/>", winner,
                                                s.day + 1);
  g_autofree char *no_winner = g_strdup_printf ("<result day=\"%d\"/>", s.day);
  g_autofree char *banana = g_strdup_printf ("<result winner=\"banana\" day=\"%d\"/>", s.day);
  g_autofree char *then_event = g_strdup_printf ("%s\n  <event day=\"%d\" card=\"E01\"/>", result,
                                                 s.day);
  g_autofree char *said_other = NULL, *said_day = NULL, *said_none = NULL;
  int line = 1;
  struct
  {
    const char *result;
    const char *said;
  } cases[6];

  for (const char *p = text; p < strstr (text, "<result"); p++)
    line += *p == '\n';
  said_other = g_strdup_printf ("game.xml:%d: error: “%s” wins this game, not “%s”", line, winner,
                                other);
  said_day = g_strdup_printf ("game.xml:%d: error: this game ends on day %d, not day %d", line,
                              s.day, s.day + 1);
  said_none = g_strdup_printf ("game.xml:%d: error: “%s” wins this game, which the <result> "
                               "does not say", line, winner);
  cases[0] = (typeof (cases[0])) { other_winner, said_other };
  cases[1] = (typeof (cases[0])) { other_day, said_day };
  cases[2] = (typeof (cases[0])) { no_winner, said_none };
  cases[3] = (typeof (cases[0])) { banana, NULL };
  cases[4] = (typeof (cases[0])) { then_event, NULL };
  cases[5] = (typeof (cases[0])) { result, NULL };

  g_assert_nonnull (strstr (text, result));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *changed = edited (text, result, cases[i].result);
      g_autoptr (GBytes) changed_bytes = g_bytes_new (changed, strlen (changed));
      g_autoptr (GError) error = NULL;
      g_autoptr (WmGame) replayed = wm_game_log_replay (base, changed_bytes, "game.xml", NULL,
                                                        &again, NULL, &error);
      if (i == 5)
        {
          /* the log as written replays */
          g_assert_no_error (error);
          g_assert_nonnull (replayed);
          continue;
        }
      g_assert_null (replayed);
      g_assert_nonnull (error);
      if (i == 3)
        {
          g_autofree char *said = g_strdup_printf ("game.xml:%d: error: “banana” is not a character "
                                                   "in this game", line);
          g_assert_cmpstr (error->message, ==, said);
          g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_PARSE);
        }
      else if (i == 4)
        {
          g_autofree char *said = g_strdup_printf ("game.xml:%d: error: <event> follows the "
                                                   "<result>, which ends the log", line + 1);
          g_assert_cmpstr (error->message, ==, said);
        }
      else
        {
          g_assert_cmpstr (error->message, ==, cases[i].said);
          g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/rules/random/invariants", test_random_games);
  g_test_add_func ("/rules/io/log-result-checked", test_log_result_checked);
  return g_test_run ();
}
