#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli play: one game with bots in every seat, written as a game log. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-bot.h"
#include "wm-cli-common.h"
#include "wm-game-io.h"
#include "wm-sim-run.h"
#include "wm-variant-io.h"

static gboolean
parse_seats (const char *list, WmGameSetup *setup, GError **error)
{
  g_auto (GStrv) words = g_strsplit (list, ",", -1);

  if ((int) g_strv_length (words) != setup->n_players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seats needs one edge (n, e, s, w) per player"));
      return FALSE;
    }
  for (int p = 0; p < setup->n_players; p++)
    if ((setup->seats[p] = wm_edge_from_string (words[p])) < 0)
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("“%s” is not a seat (n, e, s, w)"), words[p]);
        return FALSE;
      }
  return TRUE;
}

static guint64
bot_next (guint64 *x)
{
  guint64 z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* The players' bots from "TIER[:PERSONA]" for every seat, or one per seat
 * separated by commas, read as `simulate --bots` reads its list. A random
 * seat stays NULL: it picks with the play command's own generator, so that
 * logs written before the other tiers came to this command replay as they
 * were. Without --bots every seat is greedy, as in simulate: random bots
 * wander for a hundred days and more, which reads as a broken game. */
static gboolean
make_bots (const char *list, int n_players, guint64 seed, WmBot **bots, GError **error)
{
  WmBotSpec specs[WM_GAME_MAX_PLAYERS];
  int n = wm_bot_list_parse (list ? list : "greedy", NULL, "--bots", specs, WM_GAME_MAX_PLAYERS,
                             error);

  if (n == 0)
    return FALSE;
  if (n != 1 && n != n_players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--bots takes one bot for every seat or one per player (%d)"), n_players);
      return FALSE;
    }
  for (int p = 0; p < n_players; p++)
    {
      const WmBotSpec *spec = &specs[n == 1 ? 0 : p];
      bots[p] = spec->tier == WM_BOT_RANDOM
                    ? NULL
                    : wm_bot_new (spec, seed ^ (0x5851f42d4c957f2dULL * (guint64) (p + 1)));
    }
  return TRUE;
}

int
wm_cli_play (int argc, char **argv)
{
  g_autofree char *players = NULL, *seats = NULL, *bots = NULL, *spec = NULL, *log_path = NULL;
  g_autofree char *seed = NULL, *first_event = NULL;
  int day_cap = WM_SIM_DEFAULT_CAP_DAYS;
  gboolean quiet = FALSE;
  g_auto (WmCliVariantOptions) variant_options = { 0 };
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players,
      N_("Number of players (random characters), or characters by id: red,green,…"), N_("P") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats, N_("Seat edge per player, e.g. s,w,n,e"),
      N_("LIST") },
    { "bots", 0, 0, G_OPTION_ARG_STRING, &bots,
      N_("Bots: random, greedy, planner or lookahead (optionally :PERSONA), for every seat or one "
          "per player (default greedy, as simulate)"),
      N_("LIST") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Seed of the game (and of the bots)"),
      N_("N") },
    { "arrangement", 0, 0, G_OPTION_ARG_STRING, &spec,
      N_("Board arrangement, e.g. r1:A:0,r2:A:90,…"), N_("SPEC") },
    { "first-event", 0, 0, G_OPTION_ARG_STRING, &first_event,
      N_("Event (by id) turned up on day 2; the rest of the deck is shuffled from the seed"),
      N_("ID") },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Write the game log here (- for stdout)"), N_("FILE") },
    WM_CLI_DAY_CAP_ENTRIES (day_cap, N_("Stop after this many days (default 60, as simulate)"), N_("D")),
    WM_CLI_VARIANT_OPTION_ENTRIES (variant_options),
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print nothing but errors"), NULL },
    { NULL }
  };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) log = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  WmGameSetup setup;
  WmGameState s;
  WmBot *players_bots[WM_GAME_MAX_PLAYERS] = { NULL };
  int status = EXIT_CLEAN;
  guint64 bot;

  if (!wm_cli_parse_options (N_("FILE"), N_("Play one game with bots and write its log."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "play")) != EXIT_CLEAN)
    return status;
  if (!wm_cli_check_day_cap ("play", day_cap)
      || !wm_cli_output_spares_input ("--log", log_path, argv[1], WM_CLI_INPUT_PLAYED_VARIANT))
    return EXIT_USAGE;
  if ((variant = wm_cli_load_playable ("play", argv[1], &status)) == NULL)
    return status;
  if (log_path && !wm_cli_check_output (log_path))
    return EXIT_USAGE;
  wm_game_setup_init (&setup, variant, wm_cli_default_players (variant));
  setup.seed = 1;
  if (!wm_cli_apply_variant_options ("play", &variant_options, &setup.no_events,
                                     &setup.meaner_highwaymen, &setup.higher_goal,
                                     &setup.variable_setup))
    return EXIT_USAGE;
  if (!wm_cli_parse_seed ("--seed", seed, &setup.seed, &error)
      || (players
       && !wm_cli_parse_players (variant, players, &setup.n_players, setup.characters, &error))
      || (seats && !parse_seats (seats, &setup, &error))
      || !wm_cli_check_first_event (variant, first_event, &error))
    {
      g_printerr ("waymark-cli play: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (spec && (arrangement = wm_arrangement_parse (variant, spec, &error)) == NULL)
    {
      g_printerr ("waymark-cli play: %s\n", error->message);
      return EXIT_USAGE;
    }
  setup.arrangement = arrangement;
  setup.first_event = first_event;
  /* An unplayable setup (two players with one character, a start town off
   * the board …) is exit 1, as in simulate and render --game. */
  if ((game = wm_game_new (variant, &setup, &error)) == NULL)
    {
      g_printerr ("waymark-cli play: %s\n", error->message);
      return EXIT_PROBLEMS;
    }
  if (!make_bots (bots, setup.n_players, setup.seed, players_bots, &error))
    {
      g_printerr ("waymark-cli play: %s\n", error->message);
      return EXIT_USAGE;
    }
  bot = setup.seed ^ 0xb07b07b07ULL;
  wm_game_start (game, &s);
  while (!wm_game_is_over (&s) && s.day <= day_cap)
    {
      WmChoice choices[WM_GAME_MAX_CHOICES];
      int p = wm_game_to_move (&s);
      int n = wm_game_legal_choices (game, &s, -1, choices, WM_GAME_MAX_CHOICES);
      WmChoice *pick = players_bots[p] != NULL
                           ? &choices[wm_bot_choose (players_bots[p], game, &s, p, choices, n)]
                           : &choices[bot_next (&bot) % (guint64) n];
      g_array_append_val (log, *pick);
      wm_game_apply_listed (game, &s, pick);
    }
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    g_clear_pointer (&players_bots[p], wm_bot_free);
  if (log_path)
    {
      g_autoptr (GBytes) bytes = wm_game_log_save (game, (WmChoice *) log->data, log->len, &s);
      if (!wm_cli_write_output (log_path, g_bytes_get_data (bytes, NULL),
                                g_bytes_get_size (bytes)))
        return EXIT_USAGE;
    }
  if (!quiet)
    {
      /* With the log on standard output the summary goes to stderr. */
      FILE *to = log_path && wm_cli_is_stdout (log_path) ? stderr : stdout;
      g_autofree char *summary = wm_game_state_summary (game, &s);
      g_autofree char *arr = wm_arrangement_to_string (variant, wm_game_setup (game)->arrangement);
      /* Translators: the board's arrangement as --arrangement takes it,
       * "r1:A:270,r2:A:0,…". */
      fprintf (to, _("Board arrangement: %s\n"), arr);
      fprintf (to, ngettext ("%u decision\n", "%u decisions\n", log->len), log->len);
      fputs (summary, to);
      if (!wm_game_is_over (&s))
        fprintf (to, _("Stopped at the day cap (day %d) without a winner\n"), day_cap);
    }
  return EXIT_CLEAN;
}
