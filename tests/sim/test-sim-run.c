/* The batch harness's feeding of the thread pool (review 10's R10-1): a
 * batch of any size keeps a bounded number of blocks in the pool, says
 * its progress before the first game is done, and a cancel ends it after
 * the games in flight, however many games it was asked for. That results
 * do not depend on the thread count is test-sim-report's /sim/run/threads
 * (a fake game) and test-sim-games' (real ones). */

#include "config.h"

#include "wm-sim-run.h"
#include "wm-variant-io.h"

static WmVariant *base;
static const char *const bots[] = { "greedy", NULL };

typedef struct
{
  GMutex lock;
  GCond cond;
  gboolean reported;   /* the progress has been called */
  guint64 most_queued; /* the most blocks any progress call saw in the pool */
  guint64 total;       /* the games the progress counts to */
  guint calls;
  volatile gint cancel;
} Watch;

static Watch watch;

static void
watch_progress (const WmSimProgress *p, gpointer data)
{
  g_mutex_lock (&watch.lock);
  watch.most_queued = MAX (watch.most_queued, p->queued);
  watch.total = p->total;
  watch.calls++;
  watch.reported = TRUE;
  g_cond_broadcast (&watch.cond);
  g_mutex_unlock (&watch.lock);
}

/* Game 0 waits until the calling thread has said its progress, so that
 * the pool is as full as the harness makes it; then it cancels. */
static void
waiting_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  if (index == 0)
    {
      g_mutex_lock (&watch.lock);
      while (!watch.reported)
        g_cond_wait (&watch.cond, &watch.lock);
      g_mutex_unlock (&watch.lock);
      g_atomic_int_set (&watch.cancel, 1);
    }
  t->games++;
  t->days[1]++;
}

static void
watch_reset (void)
{
  watch.reported = FALSE;
  watch.most_queued = 0;
  watch.total = 0;
  watch.calls = 0;
  g_atomic_int_set (&watch.cancel, 0);
}

/* 2^63 − 1 games, the most --games takes: the blocks handed to the pool
 * stay within the window, the first progress comes before any game is
 * done, and a cancel returns with a handful of games played. Feeding every
 * block up front (as before) pushed 10^18 blocks before the first
 * progress and never got to the cancel. */
static void
test_window (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 1);

  for (int threads = 1; threads <= 3; threads++)
    {
      g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);
      gboolean complete;

      watch_reset ();
      complete = wm_sim_run (G_MAXINT64, 0, 1, 7, threads, waiting_play, NULL, tally,
                             &watch.cancel, watch_progress, NULL);
      g_assert_false (complete);
      g_assert_cmpuint (watch.total, ==, G_MAXINT64);
      g_assert_cmpuint (watch.most_queued, >=, 1);
      g_assert_cmpuint (watch.most_queued, <=, wm_sim_run_window (threads));
      g_assert_cmpuint (wm_sim_run_window (threads), <=, 64);
      g_assert_cmpuint (tally->games, >=, 1);
      g_assert_cmpuint (tally->games, <, 1000000);
      g_assert_cmpuint (watch.calls, >=, 2); /* at once, and at the end */
    }
}

static void
never_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  g_assert_not_reached ();
}

/* Cancelled before it starts: no game, no block, and progress still said. */
static void
test_cancelled_at_once (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 1);
  g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);

  watch_reset ();
  g_atomic_int_set (&watch.cancel, 1);
  g_assert_false (wm_sim_run (G_MAXINT64, 1, 3, 7, 2, never_play, NULL, tally, &watch.cancel,
                              watch_progress, NULL));
  g_assert_cmpuint (tally->games, ==, 0);
  g_assert_cmpuint (watch.most_queued, ==, 0);
  g_assert_cmpuint (watch.total, ==, wm_sim_shard_games (G_MAXINT64, 1, 3));
}

/* The games a play saw, by index: a shard near 2⁶³ plays exactly its own. */
static void
recording_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  GArray *seen = data;

  g_array_append_val (seen, index);
  t->games++;
  t->days[1]++;
}

/* Shard numbers are 64-bit: a count beyond an int (2³² + 1, which an int
 * cut to 1) and the largest there is (2⁶³ − 1) share the games as any
 * other count, their last shard playing the game of its own index. */
static void
test_shard_edges (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 1);
  const gint64 wide = G_GINT64_CONSTANT (4294967297);

  g_assert_cmpuint (wm_sim_shard_games (4, 0, wide), ==, 1);
  g_assert_cmpuint (wm_sim_shard_games (4, 4, wide), ==, 0);
  g_assert_cmpuint (wm_sim_shard_games (G_GUINT64_CONSTANT (1) << 33, 0, wide), ==, 2);
  g_assert_cmpuint (wm_sim_shard_games (G_GUINT64_CONSTANT (1) << 33, wide - 1, wide), ==, 1);
  g_assert_cmpuint (wm_sim_shard_games (G_MAXINT64, G_MAXINT64 - 1, G_MAXINT64), ==, 1);
  g_assert_cmpuint (wm_sim_shard_games (G_MAXINT64, 0, G_MAXINT64), ==, 1);
  g_assert_cmpuint (wm_sim_shard_games (4, G_MAXINT64 - 1, G_MAXINT64), ==, 0);
  g_assert_cmpuint (wm_sim_shard_games (4, G_MAXINT64, G_MAXINT64), ==, 0);
  g_assert_cmpuint (wm_sim_shard_games (4, -1, G_MAXINT64), ==, 0);
  g_assert_cmpuint (wm_sim_shard_games (4, 0, G_MININT64), ==, 0);
  for (int c = 0; c < 2; c++)
    {
      g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);
      g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint64));
      gint64 index = c == 0 ? G_MAXINT64 - 1 : wide - 1, count = c == 0 ? G_MAXINT64 : wide;
      guint64 games = c == 0 ? G_MAXINT64 : 2 * (guint64) wide;

      g_assert_true (wm_sim_run (games, index, count, 7, 1, recording_play, seen, tally, NULL,
                                 NULL, NULL));
      g_assert_cmpuint (seen->len, ==, c == 0 ? 1 : 2);
      g_assert_cmpuint (seen->len, ==, wm_sim_shard_games (games, index, count));
      g_assert_cmpuint (g_array_index (seen, guint64, 0), ==, (guint64) index);
      if (c == 1)
        g_assert_cmpuint (g_array_index (seen, guint64, 1), ==, (guint64) (index + count));
    }
}

/* Records the games played, under a lock (blocks run side by side), and
 * cancels the batch on playing shard 1/2's game 37 (index 75). */
typedef struct
{
  GMutex lock;
  GHashTable *played; /* of the indices, as pointers to themselves */
  guint64 in_order;   /* of the last progress */
  volatile gint cancel;
} Played;

static void
cancelling_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  Played *played = data;

  g_mutex_lock (&played->lock);
  g_hash_table_add (played->played, g_memdup2 (&index, sizeof index));
  g_mutex_unlock (&played->lock);
  if (index == 75)
    g_atomic_int_set (&played->cancel, 1);
  t->games++;
  t->days[1]++;
}

static void
played_progress (const WmSimProgress *p, gpointer data)
{
  ((Played *) data)->in_order = p->in_order;
}

/* The last progress of a cancelled batch says how many of the shard's
 * games from its first on were all played: each of them is in the result
 * (the Simulation page offers those to Playtest). On one thread the
 * blocks go in order, so exactly those up to the cancel; on three, as
 * many as were all played; a whole batch, all. */
static void
test_in_order_after_cancel (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 1);

  for (int threads = 1; threads <= 4; threads++)
    {
      g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);
      Played played = { .played = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         NULL) };
      gboolean whole = threads == 4;

      g_assert_cmpint (wm_sim_run (whole ? 50 : 100000, 1, 2, 7, whole ? 2 : threads,
                                   cancelling_play, &played, tally, whole ? NULL : &played.cancel,
                                   played_progress, &played),
                       ==, whole);
      g_test_message ("%d threads: %" G_GUINT64_FORMAT " in order, %" G_GUINT64_FORMAT " played",
                      threads, played.in_order, tally->games);
      g_assert_cmpuint (played.in_order, <=, tally->games);
      for (guint64 j = 0; j < played.in_order; j++)
        {
          gint64 index = (gint64) (2 * j + 1);
          g_assert_true (g_hash_table_contains (played.played, &index));
        }
      if (threads == 1)
        g_assert_cmpuint (played.in_order, ==, 38);
      if (whole)
        g_assert_cmpuint (played.in_order, ==, 25);
      g_hash_table_unref (played.played);
    }
}

/* The time left at the rate so far, as the CLI's progress line and the
 * Simulation page say it: none before a game is done, m:ss, then h:mm:ss. */
static void
test_time_left (void)
{
  static const struct
  {
    guint64 done, total;
    double seconds;
    const char *left;
  } cases[] = {
    { 0, 100, 5.0, NULL },        /* no rate yet */
    { 10, 100, 0.0, NULL },       /* no time yet */
    { 50, 100, 30.0, "0:30" },    /* 50 more at 5/3 a second */
    { 100, 100, 12.0, "0:00" },   /* done */
    { 1, 2001, 0.5, "16:40" },    /* 2,000 more at 2 a second */
    { 1, 10000, 1.0, "2:46:39" }, /* from an hour on, hours first */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WmSimProgress p = { .done = cases[i].done, .total = cases[i].total, .seconds = cases[i].seconds };
      g_autofree char *left = wm_sim_time_left (&p);

      g_assert_cmpstr (left, ==, cases[i].left);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  g_test_init (&argc, &argv, NULL);
  g_mutex_init (&watch.lock);
  g_cond_init (&watch.cond);
  base = wm_variant_load_base (diags);
  g_assert_nonnull (base);
  g_test_add_func ("/sim/run/window", test_window);
  g_test_add_func ("/sim/run/cancelled-at-once", test_cancelled_at_once);
  g_test_add_func ("/sim/run/shard-edges", test_shard_edges);
  g_test_add_func ("/sim/run/in-order-after-cancel", test_in_order_after_cancel);
  g_test_add_func ("/sim/run/time-left", test_time_left);
  return g_test_run ();
}
