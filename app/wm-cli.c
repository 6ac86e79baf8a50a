#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli: the display-less front of Waymark. Each command is a
 * function in its own wm-cli-NAME.c; main() only dispatches. Exit status:
 * 0 clean, 1 problems found in the input, 2 usage or I/O error. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-locale.h"

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

/* ---- dispatch --------------------------------------------------------------- */

static const Command commands[] = {
  { "new", N_("write a new variant from the base game, the small board or the empty board"),
    wm_cli_new },
  { "validate", N_("check a variant and list its problems"), wm_cli_validate },
  { "info", N_("describe what a variant holds"), wm_cli_info },
  { "format", N_("rewrite a variant in the canonical form"), wm_cli_format },
  { "print", N_("print cards and map sheets to a print-and-play PDF"), wm_cli_print },
  { "render", N_("draw a region, a card or the board to PNG or SVG"), wm_cli_render },
  { "play", N_("play one game with bots and write its log"), wm_cli_play },
  { "replay", N_("replay a game log and print the final position"), wm_cli_replay },
  { "reach", N_("list the spaces a movement card reaches from a position"), wm_cli_reach },
  { "board", N_("write the compiled board of an arrangement as JSON"), wm_cli_board },
  { "simulate", N_("play a batch of bot games and report balance figures"), wm_cli_simulate },
  { "merge", N_("merge the results of shards of one simulation batch"), wm_cli_merge },
  { "compare", N_("say what changed from one simulation result to another"), wm_cli_compare },
  { "analyze", N_("quest rewards against distances, card reach, draw odds"), wm_cli_analyze },
  { "csv", N_("export a deck as CSV, or import a CSV into a deck"), wm_cli_csv },
};

static void
print_usage (FILE *out)
{
  fprintf (out, _("Usage: waymark-cli COMMAND [OPTIONS] FILE\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, _("\nFILE may be “base” for the bundled base game, “small” for the small board, "
                   "“blank” for the empty board.\n"
                   "Run “waymark-cli COMMAND --help” for the options of a command.\n"));
}

/* What a command printed must have reached its destination: a full disk
 * or a closed pipe behind standard output is an I/O error (exit 2), not a
 * success with half a report. */
static int
finish_stdout (int status)
{
  return wm_cli_flush_stdout () ? status : EXIT_USAGE;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, wm_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* What the messages of waymark-cli itself (not of a command) name. */
  g_set_prgname ("waymark-cli");

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return finish_stdout (EXIT_CLEAN);
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("waymark-cli %s\n", PACKAGE_VERSION);
      return finish_stdout (EXIT_CLEAN);
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        /* "waymark-cli NAME" is what --help and errors of the command show. */
        g_autofree char *prgname = g_strdup_printf ("waymark-cli %s", commands[i].name);
        g_set_prgname (prgname);
        return finish_stdout (commands[i].run (argc - 1, argv + 1));
      }

  g_printerr (_("waymark-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
