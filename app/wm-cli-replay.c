#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli replay: plays a game log again and prints the final position. */

#include "config.h"

#include <glib/gi18n.h>

#include "wm-cli-common.h"
#include "wm-game-io.h"
#include "wm-variant-io.h"

static gboolean
write_position (const WmGame *game, const WmGameState *s, const char *out_path)
{
  g_autoptr (GBytes) bytes = wm_game_position_save (game, s);

  if (out_path == NULL)
    {
      return wm_cli_write_stdout (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    }
  return wm_cli_write_output (out_path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

int
wm_cli_replay (int argc, char **argv)
{
  gboolean summary = FALSE;
  g_autofree char *out_path = NULL;
  GOptionEntry entries[]
      = { { "summary", 0, 0, G_OPTION_ARG_NONE, &summary,
            N_("Print a readable summary instead of the position XML (-o still writes the "
               "position)"),
            NULL },
          { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path,
            N_("Write the final position here (- for stdout)"), N_("FILE") },
          { NULL } };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) log_bytes = NULL;
  g_autofree char *warning = NULL;
  int status = EXIT_CLEAN;
  WmGameState s;

  /* Translators: the usage line of --help: the variant file, then the game
   * log written by play. */
  if (!wm_cli_parse_options (N_("FILE LOG"),
                             N_("Replay a game log and print the final position."), entries,
                             &argc, &argv, &status))
    return status;
  if (argc != 3)
    {
      g_printerr (_("waymark-cli replay: expected FILE and LOG\n"));
      return EXIT_USAGE;
    }
  if (!wm_cli_output_spares_input ("-o", out_path, argv[1], WM_CLI_INPUT_VARIANT)
      || !wm_cli_output_spares_input ("-o", out_path, argv[2], WM_CLI_INPUT_GAME_LOG))
    return EXIT_USAGE;
  if ((variant = wm_cli_load_or_report (argv[1], &status)) == NULL)
    return status;
  if ((log_bytes = wm_cli_read_file (argv[2])) == NULL)
    return EXIT_USAGE;
  /* An unreadable or illegal decision: "game.xml:12: error: decision 9:
   * reason", as every diagnostic and the playtest's Open Log say it,
   * after the warning that the log was played on another version of the
   * variant when it was. */
  game = wm_game_log_replay (variant, log_bytes, argv[2], NULL, &s, &warning, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_PROBLEMS;
    }
  /* The log was played on another version of the variant, and still
   * replays: said before the position, which may differ from the game's. */
  if (warning != NULL)
    g_printerr ("%s\n", warning);
  /* -o always receives the position; --summary only says what stdout shows. */
  if ((out_path != NULL || !summary) && !write_position (game, &s, out_path))
    return EXIT_USAGE;
  if (summary)
    {
      g_autofree char *text_out = wm_game_state_summary (game, &s);
      fputs (text_out, stdout);
    }
  return EXIT_CLEAN;
}
