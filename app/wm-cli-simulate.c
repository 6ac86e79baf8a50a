#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli simulate: a batch of bot games on every core, written as a
 * JSON result (and a CSV summary). Ctrl-C stops the batch cleanly and
 * writes what was played, marked partial. */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wm-cli-common.h"
#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-variant-io.h"

static volatile gint interrupted;

static void
on_sigint (int sig)
{
  g_atomic_int_set (&interrupted, 1);
}

typedef struct
{
  gboolean tty;
  gboolean ended; /* the last line is said */
  gint64 last;
} Progress;

static void
show_progress (const WmSimProgress *p, gpointer data)
{
  Progress *pr = data;
  gint64 now = g_get_monotonic_time ();
  double rate = p->seconds > 0 ? p->done / p->seconds : 0;
  g_autofree char *left = wm_sim_time_left (p);
  gboolean last = p->done == p->total || g_atomic_int_get (&interrupted);
  const char *end = pr->tty && !last ? "   " : "\n";

  /* On a terminal the line redraws itself; in a log one line every 5 s.
   * The first comes at once, before a game is done: a batch has started.
   * A shard of no games has no progress to show: its warning said so
   * (warn_empty_shard ()), and "0/0 games" read as a batch that failed. */
  if ((!pr->tty && !last && now - pr->last < 5 * G_TIME_SPAN_SECOND) || pr->ended
      || p->total == 0)
    return;
  pr->last = now;
  pr->ended = p->done == p->total;
  if (left == NULL)
    g_printerr (_("%s%" PRIu64 "/%" PRIu64 " games%s"), pr->tty ? "\r" : "", p->done, p->total,
                end);
  else
    g_printerr (_("%s%" PRIu64 "/%" PRIu64 " games, %.1f games/s, %s left%s"),
                pr->tty ? "\r" : "", p->done, p->total, rate, left, end);
}

static gboolean
parse_bots (const char *text, GKeyFile *personas, WmSimConfig *cfg, GError **error)
{
  cfg->n_bots = wm_bot_list_parse (text, personas, "--bots", cfg->bots, WM_SIM_MAX_BOTS, error);
  return cfg->n_bots > 0;
}

/* The persona file is read whether or not --bots names one of its personas,
 * and every group of it checked, as the app's Load Personas… does: a file
 * with a mistake is an error now rather than when a bot first uses it.
 * Unreadable is an I/O error (exit 2), wrong what it says (exit 1). */
static GKeyFile *
load_personas (const char *path, int *status)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_filename_display_name (path);
  g_autoptr (GBytes) readable = wm_cli_read_file (path);
  GKeyFile *file;

  /* Read once first so that a missing or unreadable file is said as every
   * other file of the command line; what it says is judged below. */
  if (readable == NULL)
    {
      *status = EXIT_USAGE;
      return NULL;
    }
  file = wm_persona_file_load (path, name, NULL, &error);
  if (file == NULL)
    {
      /* FILE:LINE: first, as a compiler says it, for an editor's problem
       * matcher (README; review i, 10): the message names the file. */
      g_printerr ("%s\n", error->message);
      *status = error->domain == G_FILE_ERROR ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  return file;
}

/* One number of --shard, digits only, into @value; else whether it is
 * digits beyond 2⁶³ − 1 into @too_large. */
static gboolean
shard_number (const char *text, gint64 *value, gboolean *too_large)
{
  g_autoptr (GError) error = NULL;
  guint64 v;

  if (!g_ascii_isdigit (*text)
      || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, &v, &error))
    {
      *too_large |= error != NULL && g_error_matches (error, G_NUMBER_PARSER_ERROR,
                                                      G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS);
      return FALSE;
    }
  *value = (gint64) v;
  return TRUE;
}

/* I and K are 64-bit, as --games: a K of 2⁶³ − 1 is a shard count the
 * games are shared by (most shards then play none), one beyond it is
 * refused saying so rather than cut to another number. */
static gboolean
parse_shard (const char *text, WmSimConfig *cfg, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, "/", 3);
  gboolean too_large = FALSE;
  gint64 i = 0, k = 0;

  if (g_strv_length (parts) == 2 && shard_number (parts[0], &i, &too_large)
      && shard_number (parts[1], &k, &too_large) && k >= 1 && i < k)
    {
      cfg->shard_index = i;
      cfg->shard_count = k;
      return TRUE;
    }
  if (too_large && g_strv_length (parts) == 2)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 /* TRANSLATORS: the largest I and K, 2⁶³ − 1, follows */
                 _("--shard %s: I and K must be at most %s"), text, "9223372036854775807");
  else
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--shard %s: expected I/K with 0 ≤ I < K, e.g. 0/4"), text);
  return FALSE;
}

/* A shard beyond the games (--shard 5/9 of 4) plays none. That is no
 * mistake: a sweep spread over K machines whatever --games is merges
 * with it as with any shard. But a file of 0 games written without a
 * word looks like a batch that failed, so it is said, even with -q (it
 * is about the result, not the progress), before the batch starts. */
static void
warn_empty_shard (const char *shard, const WmSimConfig *cfg)
{
  g_autofree char *games = NULL;

  if (cfg->shard_count <= 1
      || wm_sim_shard_games (cfg->games, cfg->shard_index, cfg->shard_count) > 0)
    return;
  /* Not G_GUINT64_FORMAT in the message: its msgid would differ by system. */
  games = g_strdup_printf ("%" G_GUINT64_FORMAT, cfg->games);
  /* TRANSLATORS: the --shard as given (5/9), then --games (4). */
  g_printerr (ngettext ("waymark-cli simulate: warning: shard %s plays none of the %s game "
                        "(shard I of K plays the games i ≡ I mod K); the result, of 0 games, "
                        "merges with the other shards\n",
                        "waymark-cli simulate: warning: shard %s plays none of the %s games "
                        "(shard I of K plays the games i ≡ I mod K); the result, of 0 games, "
                        "merges with the other shards\n",
                        (unsigned long) MIN (cfg->games, G_MAXULONG)),
              shard, games);
}

/* The most --threads a batch starts. Its pool is exclusive: every thread
 * is started at once, each with its stack, whether or not there are games
 * for it, and a game is all computation, so threads beyond the cores only
 * take turns on them. 256 is more cores than a designer's machine has and
 * the bound of the app's simulation-threads setting (the GSettings
 * schema), so the command line and the Simulation page take the same;
 * 100000 would start 100000 threads, or fail to, rather than play faster. */
#define MAX_THREADS 256

/* --games, named with the value given. */
static gboolean
check_games (gint64 games, GError **error)
{
  /* Not G_GINT64_FORMAT in the message: its msgid would differ by system. */
  g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, games);

  if (games < 1)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--games must be at least 1, not %s"), games_text);
  return games >= 1;
}

/* Whether --out and --csv are two files and neither is the variant or
 * the persona file; asked before the first game, not hours later. */
static gboolean
outputs_spare_inputs (const char *out, const char *csv, const char *variant_path,
                      const char *personas)
{
  return wm_cli_outputs_differ ("--out", out ? out : "-", "--csv", csv)
         && wm_cli_output_spares_input ("--out", out, variant_path, WM_CLI_INPUT_PLAYED_VARIANT)
         && wm_cli_output_spares_input ("--csv", csv, variant_path, WM_CLI_INPUT_PLAYED_VARIANT)
         && wm_cli_output_spares_input ("--out", out, personas, WM_CLI_INPUT_PERSONAS)
         && wm_cli_output_spares_input ("--csv", csv, personas, WM_CLI_INPUT_PERSONAS);
}

int
wm_cli_simulate (int argc, char **argv)
{
  gint64 games = 1000;
  int threads = 0, cap_days = 60, status = EXIT_CLEAN;
  g_autofree char *players = NULL, *bots = NULL, *shard = NULL, *out = NULL, *csv = NULL;
  g_autofree char *personas = NULL, *seed = NULL, *first_event = NULL;
  gboolean quiet = FALSE;
  g_auto (WmCliVariantOptions) variant_options = { 0 };
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT64, &games, N_("Games in the batch (default 1000)"),
      N_("N") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players,
      N_("Number of players (random characters), or characters by id: red,green,…"), N_("P") },
    { "bots", 'b', 0, G_OPTION_ARG_STRING, &bots,
      N_("Bots rotating over the seats: TIER[:PERSONA],… (tiers random, greedy, planner, "
          "lookahead; default greedy)"),
      N_("LIST") },
    { "personas", 0, 0, G_OPTION_ARG_FILENAME, &personas,
      N_("Key file of personas: [name] gold= quest= take= explore= fort= side= bid="),
      N_("FILE") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed, N_("Base seed (default 1)"), N_("S") },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads, N_("Threads (default: one per core)"),
      N_("T") },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &shard, N_("Play only games i ≡ I (mod K)"),
      N_("I/K") },
    WM_CLI_DAY_CAP_ENTRIES (cap_days, N_("Stop a game after this day (default 60, as play)"), N_("D")),
    { "first-event", 0, 0, G_OPTION_ARG_STRING, &first_event,
      N_("Event (by id) every game turns up on day 2; the rest of the deck is shuffled from the "
         "game's seed"),
      N_("ID") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the JSON result here (default stdout)"), N_("FILE") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv, N_("Write a CSV summary here (- for stdout)"), N_("FILE") },
    WM_CLI_VARIANT_OPTION_ENTRIES (variant_options),
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("No progress and no summary on stderr"),
      NULL },
    { NULL }
  };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (JsonNode) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) persona_file = NULL;
  WmSimConfig cfg;
  Progress progress = { isatty (2), 0 };
  struct sigaction sa = { 0 }, old_sa;
  gboolean partial;

  if (!wm_cli_parse_options (N_("FILE"),
                             N_("Simulate a batch of bot games and report balance figures."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "simulate")) != EXIT_CLEAN)
    return status;
  /* 0 is one thread per core. */
  if (!wm_cli_check_day_cap ("simulate", cap_days)
      || !wm_cli_check_range ("simulate", "--threads", threads, 0, MAX_THREADS)
      || !outputs_spare_inputs (out, csv, argv[1], personas))
    return EXIT_USAGE;
  if ((variant = wm_cli_load_playable ("simulate", argv[1], &status)) == NULL)
    return status;
  if (personas && (persona_file = load_personas (personas, &status)) == NULL)
    return status;
  /* Without --bots the default greedy bots play, weighed by a [balanced]
   * group of the file if it has one, as "--bots greedy" would be. */
  if (persona_file && !bots)
    bots = g_strdup ("greedy");
  wm_sim_config_init (&cfg, variant, wm_cli_default_players (variant));
  cfg.games = (guint64) MAX (games, 0);
  cfg.seed = 1;
  cfg.cap_days = cap_days;
  if (!wm_cli_apply_variant_options ("simulate", &variant_options, &cfg.no_events,
                                     &cfg.meaner_highwaymen, &cfg.higher_goal,
                                     &cfg.variable_setup))
    return EXIT_USAGE;
  if (!check_games (games, &error)
      || !wm_cli_parse_seed ("--seed", seed, &cfg.seed, &error)
      || (players
          && !wm_cli_parse_players (variant, players, &cfg.n_players, cfg.characters, &error))
      || (bots && !parse_bots (bots, persona_file, &cfg, &error))
      || (shard && !parse_shard (shard, &cfg, &error))
      || !wm_cli_check_first_event (variant, first_event, &error))
    {
      g_printerr ("waymark-cli simulate: %s\n", error->message);
      return EXIT_USAGE;
    }
  cfg.first_event = g_intern_string (first_event);
  /* The files are checked before the first game, not hours later. */
  if ((out && !wm_cli_check_output (out)) || (csv && !wm_cli_check_output (csv)))
    return EXIT_USAGE;
  /* What the options say is understood; a batch the variant cannot deal
   * (two players with one character, a start town off the board …) is an
   * unplayable setup, exit 1 as in play and render --game. */
  if ((batch = wm_sim_batch_new (variant, &cfg, &error)) == NULL)
    {
      g_printerr ("waymark-cli simulate: %s\n", error->message);
      return EXIT_PROBLEMS;
    }
  warn_empty_shard (shard, &cfg);

  sa.sa_handler = on_sigint;
  sigemptyset (&sa.sa_mask);
  sa.sa_flags = SA_RESETHAND; /* a second Ctrl-C ends the program at once */
  sigaction (SIGINT, &sa, &old_sa);
  result = wm_sim_batch_run (batch, threads, &interrupted, quiet ? NULL : show_progress, &progress);
  sigaction (SIGINT, &old_sa, NULL);

  partial = json_object_get_boolean_member (json_node_get_object (result), "partial");
  if (partial)
    g_printerr (_("waymark-cli simulate: interrupted; the result is partial\n"));
  if (!quiet)
    {
      /* What the games were played with, as the Simulation page's title
       * names it: a summary of a run with no events read as the game's. */
      g_autofree char *setup = wm_sim_report_setup_line (result);

      g_printerr ("%s\n", setup);
      wm_cli_print_sim_summary (result, variant);
    }
  if ((status = wm_cli_write_result ("simulate", result, variant, out, csv)) != EXIT_CLEAN)
    return status;
  return partial ? EXIT_PROBLEMS : EXIT_CLEAN;
}
