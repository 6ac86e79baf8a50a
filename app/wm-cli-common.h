#pragma once

/* What the commands of waymark-cli share. Each command lives in its own
 * wm-cli-NAME.c and is listed in the table of wm-cli.c. */

#include <stdio.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

enum
{
  EXIT_CLEAN = 0,
  EXIT_PROBLEMS = 1,
  EXIT_USAGE = 2
};

/* Parses the options of a command (with --help); on a usage error prints it
 * and returns FALSE with *status set. */
gboolean wm_cli_parse_options (const char *usage, const char *summary, GOptionEntry *entries,
                               int *argc, char ***argv, int *status);
/* Loads FILE, or the bundled base game for "base"; *diags receives the
 * diagnostics. NULL when the file has errors. */
WmVariant *wm_cli_load_variant (const char *path, WmDiagnostics **diags);
/* Loads FILE and on failure prints the diagnostics to stderr and sets
 * *status (1 for a broken file, 2 for an unreadable one). */
WmVariant *wm_cli_load_or_report (const char *path, int *status);
gboolean wm_cli_is_io_failure (const WmDiagnostics *diags);
void wm_cli_print_diagnostics (const WmDiagnostics *diags, FILE *out);
/* Returns EXIT_CLEAN when exactly one FILE argument is left. */
int wm_cli_require_one_file (int argc, char **argv, const char *command);

/* The variant options a game is played with (the --options of play and
 * simulate): @list is "none" or a comma list of no-events,
 * meaner-highwaymen, higher-goal, variable-setup, and replaces the
 * variant's own in the four flags. On an unknown name prints the error for
 * @command and returns FALSE. */
gboolean wm_cli_set_options (const char *command, const char *list, gboolean *no_events,
                             gboolean *meaner_highwaymen, gboolean *higher_goal,
                             gboolean *variable_setup);

int wm_cli_validate (int argc, char **argv);
int wm_cli_info (int argc, char **argv);
int wm_cli_format (int argc, char **argv);
int wm_cli_print (int argc, char **argv);
int wm_cli_render (int argc, char **argv);
int wm_cli_play (int argc, char **argv);
int wm_cli_replay (int argc, char **argv);
int wm_cli_reach (int argc, char **argv);
int wm_cli_board (int argc, char **argv);
int wm_cli_simulate (int argc, char **argv);
int wm_cli_merge (int argc, char **argv);
int wm_cli_analyze (int argc, char **argv);
int wm_cli_csv (int argc, char **argv);

G_END_DECLS
