#pragma once

/* Batch simulation: games of one configuration on a GThreadPool. Game i of
 * a batch is seeded from (seed, i) (wm_sim_game_seed), its characters and
 * bots rotate over the seats with i, so a game is the same game whichever
 * thread or shard plays it; a shard I/K plays the games i ≡ I (mod K). */

#include <glib.h>
#include <json-glib/json-glib.h>

#include "wm-bot.h"
#include "wm-sim-tally.h"
#include "wm-variant.h"

G_BEGIN_DECLS

#define WM_SIM_MAX_BOTS 8

typedef struct
{
  int n_players;
  int characters[WM_GAME_MAX_PLAYERS]; /* variant character indexes; -1: random per game */
  WmBotSpec bots[WM_SIM_MAX_BOTS];    /* player p of game i plays bots[(p + i) % n_bots] */
  int n_bots;
  guint64 seed;
  guint64 games;                       /* games of the whole batch */
  /* 0/1: the whole batch. 64-bit as --games: a shard count is any K up
   * to 2⁶³ − 1, typed or read from a result, never cut to an int. */
  gint64 shard_index, shard_count;
  int cap_days;                        /* a game still running after this day stops */
  gboolean no_events, meaner_highwaymen, higher_goal, variable_setup;
  /* The event every game turns up on day 2 (WmGameSetup.first_event), or
   * NULL: shuffled. Interned (g_intern_string ()): a config is copied by
   * value into batches and results and outlives the text it was typed in. */
  const char *first_event;
  /* Re-checks every decision against the real state with wm_game_apply()
   * and every game's last state with wm_game_check() (tests, benchmarks);
   * the result is the same, only slower. */
  gboolean check;
} WmSimConfig;

/* The day after which a game stops without a winner, unless asked
 * otherwise: the same for a batch (simulate, the Simulation page) and for
 * one game (play), so that a game played alone ends where the batch's
 * would. A base game between greedy bots ends on day 14–15; a game still
 * running at day 60 has bots that cannot finish it. */
#define WM_SIM_DEFAULT_CAP_DAYS 60

void wm_sim_config_init (WmSimConfig *config, const WmVariant *variant, int n_players);
/* The setup of game @index of a batch of @config: its seed, toggles,
 * first event and characters (rotating over the seats with @index), the
 * same wherever the game is played (a batch, the Playtest page). */
void wm_sim_game_setup (const WmVariant *variant, const WmSimConfig *config, guint64 index,
                        WmGameSetup *setup);

/* Plays game @index (seeded @seed) and adds it to @tally. */
typedef void (*WmSimPlayFunc) (gpointer data, guint64 index, guint64 seed, WmSimTally *tally);

typedef struct
{
  guint64 done, total;
  double seconds;
  guint64 queued; /* blocks handed to the threads, not yet finished: at most wm_sim_run_window() */
  /* In the report at the end (0 before it): the shard's games from its
   * first on that were all played, in the shard's own count. All of them
   * unless the batch was cancelled; then the games after them may be
   * played or not (blocks run side by side and each stops at the cancel),
   * these are sure to be in the result. */
  guint64 in_order;
} WmSimProgress;

typedef void (*WmSimProgressFunc) (const WmSimProgress *progress, gpointer data);

/* The time @progress's batch still needs at its rate so far, as m:ss, from
 * an hour on as h:mm:ss (a batch of 10^10 games takes days); digits only,
 * so nothing to translate. NULL before the first game is done: no rate yet. */
char *wm_sim_time_left (const WmSimProgress *progress);

/* Runs the games of shard @shard_index/@shard_count of a batch of @games on
 * @threads threads (0: one per core) and adds them to @into. Stops early
 * when *@cancel becomes non-zero; returns FALSE then. @progress is called
 * from the calling thread at once, about twice a second and once at the
 * end. Games go to the threads in blocks, no more at a time than
 * wm_sim_run_window(): memory does not grow with @games, and a cancel
 * stops the batch after the games in flight however large it is. The
 * result is the same whatever @threads. */
gboolean wm_sim_run (guint64 games, gint64 shard_index, gint64 shard_count, guint64 seed,
                     int threads, WmSimPlayFunc play, gpointer play_data, WmSimTally *into,
                     volatile gint *cancel, WmSimProgressFunc progress, gpointer progress_data);

/* The most blocks of games wm_sim_run() hands to @threads threads at a
 * time (0: one per core). */
guint64 wm_sim_run_window (int threads);

/* Games of the batch that shard @shard_index/@shard_count plays. */
guint64 wm_sim_shard_games (guint64 games, gint64 shard_index, gint64 shard_count);

/* A batch of real games of @variant. */
typedef struct _WmSimBatch WmSimBatch;

WmSimBatch *wm_sim_batch_new (WmVariant *variant, const WmSimConfig *config, GError **error);
void wm_sim_batch_free (WmSimBatch *batch);
const WmSimLayout *wm_sim_batch_layout (WmSimBatch *batch);
/* The play function for wm_sim_run with the batch as data. */
void wm_sim_batch_play (gpointer batch, guint64 index, guint64 seed, WmSimTally *tally);
/* Runs the batch (its shard) and builds the result document. */
JsonNode *wm_sim_batch_run (WmSimBatch *batch, int threads, volatile gint *cancel,
                            WmSimProgressFunc progress, gpointer progress_data);
/* The "config" object of result files. */
JsonObject *wm_sim_batch_config_json (WmSimBatch *batch);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSimBatch, wm_sim_batch_free)

G_END_DECLS
