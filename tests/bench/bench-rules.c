/* Rules engine benchmark: full 4-player games of the base game with
 * uniformly random legal decisions and a day cap, on one thread. Prints
 * games per second and microseconds per game (thread CPU time, and wall
 * clock), mean days and decisions, the
 * size of a state and the cost of copying one. Random players never reach
 * the goal, so the cap is the length of a game: the cost of a day and the
 * games per second at the length bots' games really have (about ten days
 * on the base game) are printed too, from a second run with that cap.
 *
 *   bench-rules [GAMES] [DAY-CAP]   (defaults 20000 and 30) */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "wm-game-tables.h"
#include "wm-game.h"
#include "wm-variant-io.h"

/* CPU time of this thread in microseconds: on a shared, loaded machine the
 * wall clock measures the other processes too. */
static gint64
cpu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static guint64
next (guint64 *x)
{
  guint64 z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A uniform index below @n by multiply and shift, as the engine's own
 * wm_rng_below() does: a 64-bit modulo costs some 40 cycles, a tenth of
 * a decision, which the benchmark would count as the engine's. */
static int
pick_below (guint64 *x, int n)
{
  return (int) (((next (x) >> 32) * (guint64) n) >> 32);
}

/* The mean length of a game the bots play on the base game, in days
 * (README, Simulation: 10.0 days for planner bots). */
#define REAL_DAYS 10

/* Plays @games games in @s with uniformly random legal decisions to @cap
 * days and adds up what they did. */
static void
play_games (WmGame **contexts, int n_contexts, int games, int cap, WmGameState *s, guint64 *bot,
            guint64 *decisions, guint64 *days, guint64 *finished)
{
  WmChoice choices[WM_GAME_MAX_CHOICES];

  for (int g = 0; g < games; g++)
    {
      const WmGame *game = contexts[g % n_contexts];
      wm_game_start (game, s);
      while (!wm_game_is_over (s) && s->day <= cap)
        {
          int n = wm_game_legal_choices (game, s, -1, choices, WM_GAME_MAX_CHOICES);
          wm_game_apply_listed (game, s, &choices[pick_below (bot, n)]);
          (*decisions)++;
        }
      *days += MIN (s->day, cap);
      *finished += wm_game_is_over (s);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) base = wm_variant_load_base (diags);
  int games = argc > 1 ? atoi (argv[1]) : 20000;
  int cap = argc > 2 ? atoi (argv[2]) : 30;
  WmGame **contexts;
  g_autoptr (WmGameTables) tables = NULL;
  const int n_contexts = 64;
  guint64 bot = 12345, decisions = 0, days = 0, finished = 0;
  guint64 real_decisions = 0, real_days = 0, real_finished = 0;
  gint64 t0, t1, c0, c1, u0, u1, k0, k1, r0, r1;
  static WmGameState s, copies[2];
  volatile int sink = 0;

  if (base == NULL || games <= 0 || cap <= 0)
    return 1;
  /* Contexts (map build, card tables) are made once per arrangement and
   * shared by every game on it, as batch simulation does. */
  contexts = g_new (WmGame *, n_contexts);
  tables = wm_game_tables_new (base);
  for (int i = 0; i < n_contexts; i++)
    {
      WmGameSetup setup;
      wm_game_setup_init (&setup, base, 4);
      setup.seed = (guint64) i + 1;
      contexts[i] = wm_game_new_with_tables (tables, &setup, NULL);
    }

  t0 = g_get_monotonic_time ();
  u0 = cpu_now ();
  play_games (contexts, n_contexts, games, cap, &s, &bot, &decisions, &days, &finished);
  t1 = g_get_monotonic_time ();
  u1 = cpu_now ();
  r0 = cpu_now ();
  play_games (contexts, n_contexts, games, REAL_DAYS, &s, &bot, &real_decisions, &real_days, &real_finished);
  r1 = cpu_now ();

  c0 = g_get_monotonic_time ();
  k0 = cpu_now ();
  for (int i = 0; i < 1000000; i++)
    {
      wm_game_state_copy (&copies[i & 1], &s);
      sink += copies[i & 1].day;
    }
  c1 = g_get_monotonic_time ();
  k1 = cpu_now ();

  printf ("games: %d (day cap %d, %" G_GUINT64_FORMAT " reached the goal)\n", games, cap, finished);
  printf ("games/s: %.0f (wall clock %.0f)\n", games / ((u1 - u0) / 1e6), games / ((t1 - t0) / 1e6));
  printf ("us/game: %.1f (wall clock %.1f)\n", (double) (u1 - u0) / games, (double) (t1 - t0) / games);
  printf ("mean days: %.2f\n", (double) days / games);
  printf ("decisions/game: %.0f (%.0f ns each)\n", (double) decisions / games,
          (u1 - u0) * 1000.0 / decisions);
  printf ("us/day: %.2f\n", (double) (u1 - u0) / days);
  printf ("games/s at %d days a game: %.0f (%.1f us/game, %.0f decisions, %" G_GUINT64_FORMAT
          " reached the goal)\n",
          REAL_DAYS, games / ((r1 - r0) / 1e6), (double) (r1 - r0) / games, (double) real_decisions / games,
          real_finished);
  printf ("state bytes: %zu\n", sizeof (WmGameState));
  printf ("state copy: %.1f ns (wall clock %.1f)\n", (k1 - k0) * 1000.0 / 1000000,
          (c1 - c0) * 1000.0 / 1000000);
  for (int i = 0; i < n_contexts; i++)
    wm_game_unref (contexts[i]);
  g_free (contexts);
  return sink == -1;
}
