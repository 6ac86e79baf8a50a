#define G_LOG_DOMAIN "wm-sim"

/* The thread pool harness: games go out in blocks, each block adds its
 * own tally into the batch's tally under a lock. Counts are integers, so
 * the sum does not depend on the order blocks finish in. Blocks are handed
 * to the pool a few at a time, as earlier ones finish, so that a batch of
 * 10^10 games takes no more memory than one of 10^3, shows its progress
 * at once and stops on cancel at once. */

#include "config.h"

#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-sim-stats.h"

#define BLOCK 8
/* Blocks in the pool per thread: one running and some queued, so that a
 * thread finishing a block finds the next without waiting for the
 * calling thread to wake. */
#define BLOCKS_PER_THREAD 4

typedef struct
{
  guint64 games;
  gint64 shard_index, shard_count;
  guint64 seed;
  WmSimPlayFunc play;
  gpointer play_data;
  WmSimTally *into;
  volatile gint *cancel;
  GMutex lock;
  GCond cond;
  guint64 done;   /* games added to into */
  guint64 queued; /* blocks handed to the pool, not yet finished */
  guint64 first_unplayed; /* the least game (of the shard's) a block stopped before */
} Run;

guint64
wm_sim_shard_games (guint64 games, gint64 shard_index, gint64 shard_count)
{
  if (shard_count <= 0 || shard_index < 0 || shard_index >= shard_count)
    return 0;
  return games / (guint64) shard_count + ((guint64) shard_index < games % (guint64) shard_count);
}

static void
run_block (gpointer data, gpointer user_data)
{
  Run *run = user_data;
  guint64 first = GPOINTER_TO_SIZE (data) - 1;
  guint64 n_local = wm_sim_shard_games (run->games, run->shard_index, run->shard_count);
  g_autoptr (WmSimTally) local = wm_sim_tally_new (run->into->layout);
  guint64 j;

  for (j = first; j < first + BLOCK && j < n_local; j++)
    {
      guint64 index = j * (guint64) run->shard_count + (guint64) run->shard_index;
      if (run->cancel && g_atomic_int_get (run->cancel))
        break;
      run->play (run->play_data, index, wm_sim_game_seed (run->seed, index), local);
    }
  g_mutex_lock (&run->lock);
  if (j < first + BLOCK && j < n_local)
    run->first_unplayed = MIN (run->first_unplayed, j);
  wm_sim_tally_add (run->into, local);
  run->done += local->games;
  run->queued--;
  g_cond_signal (&run->cond);
  g_mutex_unlock (&run->lock);
}

char *
wm_sim_time_left (const WmSimProgress *progress)
{
  double rate, seconds;
  guint64 s;

  if (progress->done == 0 || progress->seconds <= 0)
    return NULL;
  rate = progress->done / progress->seconds;
  seconds = (progress->total - MIN (progress->done, progress->total)) / rate;
  s = seconds < 1e15 ? (guint64) seconds : (guint64) 1e15;
  if (s < 3600)
    return g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02d:%02d", s / 3600, (int) (s / 60 % 60),
                          (int) (s % 60));
}

guint64
wm_sim_run_window (int threads)
{
  return (guint64) (threads > 0 ? threads : (int) g_get_num_processors ()) * BLOCKS_PER_THREAD;
}

static gboolean
cancelled (const Run *run)
{
  return run->cancel && g_atomic_int_get (run->cancel);
}

static void
report (Run *run, guint64 n_local, GTimer *timer, WmSimProgressFunc progress, gpointer data)
{
  WmSimProgress p = { run->done, n_local, g_timer_elapsed (timer, NULL), run->queued };

  g_mutex_unlock (&run->lock);
  progress (&p, data);
  g_mutex_lock (&run->lock);
}

gboolean
wm_sim_run (guint64 games, gint64 shard_index, gint64 shard_count, guint64 seed, int threads,
            WmSimPlayFunc play, gpointer play_data, WmSimTally *into, volatile gint *cancel,
            WmSimProgressFunc progress, gpointer progress_data)
{
  Run run = { games, shard_index, shard_count, seed, play, play_data, into, cancel };
  guint64 n_local = wm_sim_shard_games (games, shard_index, shard_count);
  guint64 n_blocks = n_local / BLOCK + (n_local % BLOCK != 0), next = 0;
  guint64 window = wm_sim_run_window (threads);
  g_autoptr (GTimer) timer = g_timer_new ();
  gint64 report_at = g_get_monotonic_time ();
  GThreadPool *pool;
  gboolean stopped;

  g_return_val_if_fail (play != NULL && into != NULL, FALSE);
  if (threads <= 0)
    threads = (int) g_get_num_processors ();
  run.first_unplayed = n_local;
  g_mutex_init (&run.lock);
  g_cond_init (&run.cond);
  pool = g_thread_pool_new (run_block, &run, threads, TRUE, NULL);

  /* Each finished block signals; the next ones go out then, and the
   * progress is said at once and every half second. */
  g_mutex_lock (&run.lock);
  for (;;)
    {
      while (next < n_blocks && run.queued < window && !cancelled (&run))
        {
          run.queued++;
          g_thread_pool_push (pool, GSIZE_TO_POINTER ((next++) * BLOCK + 1), NULL);
        }
      if (progress && g_get_monotonic_time () >= report_at)
        {
          report (&run, n_local, timer, progress, progress_data);
          report_at = g_get_monotonic_time () + G_TIME_SPAN_SECOND / 2;
        }
      if (run.queued == 0 && (next == n_blocks || cancelled (&run)))
        break;
      if (progress)
        g_cond_wait_until (&run.cond, &run.lock, report_at);
      else
        g_cond_wait (&run.cond, &run.lock);
    }
  g_mutex_unlock (&run.lock);
  g_thread_pool_free (pool, FALSE, TRUE);
  stopped = run.done < n_local;
  if (progress)
    {
      /* The blocks never handed out were not played either. */
      WmSimProgress p = { run.done, n_local, g_timer_elapsed (timer, NULL), 0,
                          MIN (run.first_unplayed, next * BLOCK) };
      progress (&p, progress_data);
    }
  g_mutex_clear (&run.lock);
  g_cond_clear (&run.cond);
  return !stopped;
}
