#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli replay: plays a game log again and prints the final position. */

#include "config.h"

#include <glib/gi18n.h>
#include <libxml/tree.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-game-io.h"
#include "wm-variant-io.h"
#include "wm-xml-safe.h"

/* The line of each <decision> of a log that wm_game_log_load () read, in
 * order: an illegal decision is reported at its line, as a designer opens
 * the log in an editor. The log parsed once already, so it parses again. */
static GArray *
decision_lines (const char *text, gsize length)
{
  g_autoptr (WmDiagnostics) unused = wm_diagnostics_new ("log");
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (int));
  xmlDoc *doc = wm_xml_parse_safe (text, length, unused);
  xmlNode *root = doc ? xmlDocGetRootElement (doc) : NULL;

  for (xmlNode *c = root ? root->children : NULL; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE && strcmp ((const char *) c->name, "decision") == 0)
      {
        int line = (int) xmlGetLineNo (c);
        g_array_append_val (lines, line);
      }
  if (doc)
    xmlFreeDoc (doc);
  return lines;
}

/* Plays @choices from the start; on an illegal one prints which, counted
 * from 1 as the log's decisions are, with its line. */
static gboolean
replay (const WmGame *game, GArray *choices, const char *log_path, const char *text, gsize length,
        WmGameState *s)
{
  wm_game_start (game, s);
  for (guint i = 0; i < choices->len; i++)
    {
      g_autoptr (GError) error = NULL;
      if (!wm_game_apply (game, s, &g_array_index (choices, WmChoice, i), &error))
        {
          g_autoptr (GArray) lines = decision_lines (text, length);
          if (i < lines->len)
            g_printerr (_("%s: decision %u (line %d): %s\n"), log_path, i + 1,
                        g_array_index (lines, int, i), error->message);
          else
            g_printerr (_("%s: decision %u: %s\n"), log_path, i + 1, error->message);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
write_position (const WmGame *game, const WmGameState *s, const char *out_path)
{
  g_autoptr (GBytes) bytes = wm_game_position_save (game, s);
  g_autoptr (GError) error = NULL;

  if (out_path == NULL)
    {
      fwrite (g_bytes_get_data (bytes, NULL), 1, g_bytes_get_size (bytes), stdout);
      return TRUE;
    }
  if (!wm_write_file_atomically (out_path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 &error))
    {
      g_printerr ("waymark-cli replay: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
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
            N_("Write the final position here"), N_("FILE") },
          { NULL } };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (GBytes) log_bytes = NULL;
  const char *text;
  gsize length;
  int status = EXIT_CLEAN;
  WmGameState s;

  if (!wm_cli_parse_options ("FILE LOG", N_("Replay a game log and print the final position."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 3)
    {
      g_printerr (_("waymark-cli replay: expected FILE and LOG\n"));
      return EXIT_USAGE;
    }
  if ((variant = wm_cli_load_or_report (argv[1], &status)) == NULL)
    return status;
  if ((log_bytes = wm_cli_read_file (argv[2], "replay")) == NULL)
    return EXIT_USAGE;
  text = g_bytes_get_data (log_bytes, &length);
  game = wm_game_log_load (variant, log_bytes, &choices, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", argv[2], error->message);
      return EXIT_PROBLEMS;
    }
  if (!replay (game, choices, argv[2], text, length, &s))
    return EXIT_PROBLEMS;
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
