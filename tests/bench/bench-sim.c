/* Simulation benchmarks, 4 players on the base game.
 *
 *   bench-sim speed [TIER | threads]
 *                     games per second per core for each bot tier (or
 *                     only TIER), and the speedup of a batch from 1 to 2
 *                     threads (or only that);
 *   bench-sim tiers   each tier against the one below over 2,000 games
 *                     (two seats each, rotating), with the Wilson 95%
 *                     interval of its win rate against parity (1/2), and
 *                     10,000 random-bot games played to the day cap with
 *                     every decision re-checked legal on the real state and
 *                     every last state checked (a failure aborts).
 *
 * CPU time is measured per process with one thread (per core); wall time
 * for the speedup. The machine may be shared: the load average is printed
 * with the figures. */

#define _GNU_SOURCE /* sched_setaffinity () */
#include "config.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-variant-io.h"

/* Games of the 1 → 2 thread speedup batch: 2 s of greedy games a thread. */
#define SPEEDUP_GAMES 4000

static WmVariant *base;

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
print_load (void)
{
  g_autofree char *text = NULL;

  if (g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    printf ("load average: %s", text);
}

static JsonNode *
run_checked (const char *bots, guint64 games, int threads, guint64 seed, int cap, gboolean check,
             double *wall, double *cpu)
{
  g_auto (GStrv) specs = g_strsplit (bots, ",", -1);
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (GError) error = NULL;
  WmSimConfig cfg;
  gint64 t0;
  double c0;
  JsonNode *doc;

  wm_sim_config_init (&cfg, base, 4);
  cfg.n_bots = 0;
  for (int i = 0; specs[i]; i++)
    if (!wm_bot_spec_parse (specs[i], NULL, &cfg.bots[cfg.n_bots++], &error))
      g_error ("%s", error->message);
  cfg.games = games;
  cfg.seed = seed;
  cfg.cap_days = cap;
  cfg.check = check;
  batch = wm_sim_batch_new (base, &cfg, &error);
  g_assert_no_error (error);
  t0 = g_get_monotonic_time ();
  c0 = cpu_seconds ();
  doc = wm_sim_batch_run (batch, threads, NULL, NULL, NULL);
  if (wall)
    *wall = (g_get_monotonic_time () - t0) / 1e6;
  if (cpu)
    *cpu = cpu_seconds () - c0;
  return doc;
}

static JsonNode *
run (const char *bots, guint64 games, int threads, guint64 seed, int cap, double *wall, double *cpu)
{
  return run_checked (bots, games, threads, seed, cap, FALSE, wall, cpu);
}

static JsonObject *
summary_of (JsonNode *doc)
{
  return json_object_get_object_member (json_node_get_object (doc), "summary");
}

/* The cores of this process's affinity mask, at most @max of them. */
static int
cores_of_mask (cpu_set_t *mask, int *cores, int max)
{
  int n = 0;

  if (sched_getaffinity (0, sizeof *mask, mask) != 0)
    return 0;
  for (int cpu = 0; cpu < CPU_SETSIZE && n < max; cpu++)
    if (CPU_ISSET (cpu, mask))
      cores[n++] = cpu;
  return n;
}

/* One thread's time for the speedup batch, the mean of a run pinned to
 * each of the first two cores (threads started by the batch inherit the
 * pin): the cores of the development machine differ by a quarter in
 * speed, so an unpinned run measured whichever the scheduler chose and
 * the ratio swung from 1.6 to 2.3. Checks each result against @expected. */
static double
one_thread_time (const char *expected)
{
  cpu_set_t all, one;
  int cores[2];
  int n = cores_of_mask (&all, cores, 2);
  double sum = 0;

  for (int i = 0; i < MAX (n, 1); i++)
    {
      double wall;
      if (n > 0)
        {
          CPU_ZERO (&one);
          CPU_SET (cores[i], &one);
          sched_setaffinity (0, sizeof one, &one);
        }
      g_autoptr (JsonNode) doc = run ("greedy", SPEEDUP_GAMES, 1, 9, 60, &wall, NULL);
      g_autofree char *text = wm_sim_report_to_string (doc);
      g_assert_cmpstr (text, ==, expected);
      if (n > 0)
        printf ("one thread on core %d: %.2f s\n", cores[i], wall);
      sum += wall;
    }
  if (n > 0)
    sched_setaffinity (0, sizeof all, &all);
  return sum / MAX (n, 1);
}

/* The same batch on 1 and 2 threads; the results must be identical. */
static void
bench_speedup (void)
{
  double w2, c2;
  g_autoptr (JsonNode) two = run ("greedy", SPEEDUP_GAMES, 2, 9, 60, &w2, &c2);
  g_autofree char *expected = wm_sim_report_to_string (two);
  double w1 = one_thread_time (expected);

  /* On a busy machine the wall clock shows the other processes too; the
   * CPU time shows what the batch itself costs on two threads. */
  printf ("speedup 1 → 2 threads (greedy, %d games): %.2f (%.2f s → %.2f s; goal 1.8; %u cores); "
          "CPU time on two threads %.2f s\n",
          SPEEDUP_GAMES, w1 / w2, w1, w2, g_get_num_processors (), c2);
}

static const struct
{
  const char *tier;
  guint64 games;
  double goal;
} tiers[] = {
  { "random", 400, 50000 }, { "greedy", 300, 10000 }, { "planner", 200, 1000 }, { "lookahead", 120, 50 },
};

/* Whether @only (NULL: every tier) names a tier of the table. */
static gboolean
names_tier (const char *only)
{
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    if (only == NULL || strcmp (only, tiers[i].tier) == 0)
      return TRUE;
  return FALSE;
}

static void
bench_speed (const char *only)
{
  print_load ();
  /* "speed threads" has no tier to head. */
  if (names_tier (only))
    printf ("%-10s %8s %12s %12s %10s %8s\n", "tier", "games", "games/s/core", "goal", "days",
            "capped");
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      double wall, cpu;
      if (only && strcmp (only, tiers[i].tier) != 0)
        continue;
      g_autoptr (JsonNode) doc = run (tiers[i].tier, tiers[i].games, 1, 1, 60, &wall, &cpu);
      JsonObject *s = summary_of (doc);
      printf ("%-10s %8" G_GUINT64_FORMAT " %12.1f %12.0f %10.1f %8" G_GINT64_FORMAT "\n", tiers[i].tier,
              tiers[i].games, tiers[i].games / cpu, tiers[i].goal,
              json_object_get_double_member (json_object_get_object_member (s, "days"), "mean"),
              json_object_get_int_member (s, "capped"));
    }
  if (only == NULL || strcmp (only, "threads") == 0)
    bench_speedup ();
  print_load ();
}

static void
bench_tiers (void)
{
  static const char *const pairs[][2] = {
    { "greedy", "random" }, { "planner", "greedy" }, { "lookahead", "planner" },
  };
  guint64 games = 2000;
  const char *env = g_getenv ("WM_BENCH_TIER_GAMES");

  if (env)
    games = g_ascii_strtoull (env, NULL, 10);
  print_load ();
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *bots = g_strdup_printf ("%s,%s", pairs[i][0], pairs[i][1]);
      double wall;
      g_autoptr (JsonNode) doc = run (bots, games, 0, 2026, 60, &wall, NULL);
      JsonObject *s = summary_of (doc);
      JsonObject *upper = json_object_get_object_member (json_object_get_object_member (s, "bots"), pairs[i][0]);
      JsonArray *ci = json_object_get_array_member (upper, "ci95");
      double lo = json_array_get_double_element (ci, 0);
      printf ("%-9s vs %-7s %5" G_GUINT64_FORMAT " games: wins %4" G_GINT64_FORMAT
              "  rate %.3f  95%% [%.3f, %.3f]  parity 0.500  %s  (%.0f s)\n",
              pairs[i][0], pairs[i][1], games, json_object_get_int_member (upper, "wins"),
              json_object_get_double_member (upper, "win_rate"), lo,
              json_array_get_double_element (ci, 1), lo > 0.5 ? "ABOVE PARITY" : "not above parity",
              wall);
    }
  /* Random bots to the day cap: every decision goes through the engine's
   * legality check and every game's last state through its invariants;
   * a failure ends the run with an error. */
  {
    double wall;
    g_autoptr (JsonNode) doc = run_checked ("random", 10000, 0, 77, 60, TRUE, &wall, NULL);
    JsonObject *s = summary_of (doc);
    printf ("random bots: %" G_GINT64_FORMAT " games, %.0f decisions each, no illegal decision, "
            "every last state checked (%.0f s)\n",
            json_object_get_int_member (s, "games"),
            json_object_get_double_member (s, "decisions_per_game"), wall);
    g_assert_cmpint (json_object_get_int_member (s, "games"), ==, 10000);
  }
  print_load ();
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  base = wm_variant_load_base (diags);
  g_assert_nonnull (base);
  if (argc > 1 && strcmp (argv[1], "tiers") == 0)
    bench_tiers ();
  else if (argc > 2 && !names_tier (argv[2]) && strcmp (argv[2], "threads") != 0)
    {
      /* Not a run of nothing that looks like a result. */
      fprintf (stderr,
               "bench-sim: no tier “%s”: speed takes random, greedy, planner, lookahead or "
               "threads\n",
               argv[2]);
      return 2;
    }
  else
    bench_speed (argc > 2 ? argv[2] : NULL);
  return 0;
}
