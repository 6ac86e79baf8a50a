#pragma once

/* What the commands of waymark-cli share. Each command lives in its own
 * wm-cli-NAME.c and is listed in the table of wm-cli.c. */

#include <json-glib/json-glib.h>
#include <stdio.h>

#include "wm-diagnostic.h"
#include "wm-game.h"
#include "wm-variant.h"

G_BEGIN_DECLS

enum
{
  EXIT_CLEAN = 0,
  EXIT_PROBLEMS = 1,
  EXIT_USAGE = 2
};

/* Parses the options of a command (with --help); on a usage error prints it
 * and returns FALSE with *status set. @usage, @summary and the entries'
 * texts are marked N_(): GOption translates them in Waymark's catalogue. */
gboolean wm_cli_parse_options (const char *usage, const char *summary, GOptionEntry *entries,
                               int *argc, char ***argv, int *status);
/* Loads FILE, or a bundled template for its name: "base" (the base game)
 * or "small" (the small board); *diags receives the diagnostics. NULL when
 * the file has errors. */
WmVariant *wm_cli_load_variant (const char *path, WmDiagnostics **diags);
/* The same, but a file the app opens despite its errors (references to
 * what does not exist, a direction used twice) is returned too. */
WmVariant *wm_cli_load_variant_for_editing (const char *path, WmDiagnostics **diags);
/* The name diagnostics give FILE: the bundled file's for a template's
 * name ("treos-base.waymark" for "base"), else @path. */
const char *wm_cli_variant_file_name (const char *path);
/* Loads FILE and on failure prints the diagnostics to stderr and sets
 * *status (1 for a broken file, 2 for an unreadable one). */
WmVariant *wm_cli_load_or_report (const char *path, int *status);
/* The same for a command that draws or exports what the app shows (print,
 * render, csv): the variant as the app opens it
 * (wm_cli_load_variant_for_editing ()), so that a draft with an unknown
 * town or a value out of range prints as Print & Export prints it; only
 * what the app cannot open either is refused. */
WmVariant *wm_cli_load_drawable_or_report (const char *path, int *status);
/* After such a command wrote its output: one warning on stderr when the
 * variant has errors validate lists (the loader's and the design's), with
 * their count and the command that lists them ("the variant has 1 error
 * (waymark-cli validate FILE) [print-variant-errors]"). The exit status
 * stays 0. @typed is FILE as typed. */
void wm_cli_warn_variant_errors (WmVariant *variant, const char *typed);
/* The same for @command that plays or measures games (simulate, play,
 * render --game, analyze): a variant the design validator finds errors in
 * is refused as well, its errors printed as validate prints them (exit 1);
 * warnings do not stop it. README's table: a variant with errors is 1. */
WmVariant *wm_cli_load_playable (const char *command, const char *path, int *status);
/* Prints to stderr, as every diagnostic, why @path could not be read (or,
 * with @writing, written): "nope.csv: error: there is no such file
 * [io-read]". */
void wm_cli_report_file_problem (const char *path, const GError *error, gboolean writing);
/* The whole of the file at @path (a game log, a position, a CSV file), at
 * most WM_LOAD_MAX_BYTES; NULL after reporting what went wrong. */
GBytes *wm_cli_read_file (const char *path);
gboolean wm_cli_is_io_failure (const WmDiagnostics *diags);
void wm_cli_print_diagnostics (const WmDiagnostics *diags, FILE *out);
/* Returns EXIT_CLEAN when exactly one FILE argument is left. */
int wm_cli_require_one_file (int argc, char **argv, const char *command);

/* The language of the variant's texts for --lang @tag (NULL for NULL):
 * the variant's language that @tag names by the desktop's match ("de-AT"
 * and "DE" find "de"), else its fallback. Says which for @command when
 * that is another language than @tag. */
const char *wm_cli_text_language (const char *command, const WmVariant *variant, const char *tag);

/* "-" as an output file names standard output, as in most tools. */
gboolean wm_cli_is_stdout (const char *path);
/* Whether the output file @path can be written (always "-"); else
 * reports why. Asked before the work (a batch of games, a PDF) rather
 * than after it. */
gboolean wm_cli_check_output (const char *path);
/* Prints why the output file @output is refused, as every problem with a
 * file ("x.jpg: error: SENTENCE [io-write]"). */
void wm_cli_report_output_problem (const char *output, const char *sentence);

/* What an input file of a command is, for the refusal to overwrite it. */
typedef enum
{
  WM_CLI_INPUT_VARIANT,        /* the variant printed, drawn or exported */
  WM_CLI_INPUT_PLAYED_VARIANT, /* the variant play and simulate play */
  WM_CLI_INPUT_GAME_LOG,       /* the log replay replays */
  WM_CLI_INPUT_CSV,            /* the CSV csv --import reads */
  WM_CLI_INPUT_RESULT,         /* a shard merge merges */
  WM_CLI_INPUT_PERSONAS        /* simulate's --personas */
} WmCliInput;

/* Whether the output file @output (of @option, NULL for none) leaves the
 * input file @input alone; else says so ("mine.waymark: error: --log would
 * overwrite the variant being played [io-write]") and returns FALSE. The
 * files are compared by device and inode after following links, so a link
 * or another spelling of the name is caught; "-", a name not yet made, a
 * bundled template's name and a device or pipe are never the input. Asked
 * before any work: the input would be lost without a word. */
gboolean wm_cli_output_spares_input (const char *option, const char *output, const char *input,
                                     WmCliInput what);
/* Whether two output options name different files (both may be new, so
 * the names are compared too); else "--out and --csv name the same file"
 * and FALSE: the second would replace the first. Both "-" (standard
 * output) is refused too. NULL is an option not given. */
gboolean wm_cli_outputs_differ (const char *option_a, const char *a, const char *option_b,
                                const char *b);

/* Says on stderr, once however often asked, that what was printed did
 * not reach standard output, and why in a designer's words (@errsv, 0
 * when unknown): "waymark-cli info: cannot write the output: the disk is
 * full". The command then ends with EXIT_USAGE. */
void wm_cli_report_stdout_failure (int errsv);
/* Flushes standard output; FALSE after saying why (as above) when what
 * was printed did not reach it (a full disk, a closed pipe). */
gboolean wm_cli_flush_stdout (void);
/* Writes @data to standard output and flushes it; a failure is said (once)
 * with the reason of the write that failed. Large outputs go this way. */
gboolean wm_cli_write_stdout (const void *data, gsize size);

/* Writes @data to the output file @path, atomically, or to standard
 * output for "-"; FALSE after reporting why it could not. */
gboolean wm_cli_write_output (const char *path, const void *data, gsize size);

/* Writes the JSON result of simulate or merge to @out (stdout when NULL)
 * and its CSV summary to @csv (when not NULL). A result that cannot be
 * saved (a full disk) is not lost: the CSV is still written and the JSON
 * goes to stdout instead, and both are said. EXIT_USAGE when a file could
 * not be written. @variant (may be NULL) names the characters and cards
 * in the CSV's display_name column. */
int wm_cli_write_result (const char *command, JsonNode *result, const WmVariant *variant,
                         const char *out, const char *csv);
/* The figures a designer looks at first, on stderr like the progress (the
 * JSON on stdout stays pure): games, days, capped games and each
 * character's win rate with its interval. Characters are named from
 * @variant, or by id when it is NULL (merge has no variant). */
void wm_cli_print_sim_summary (JsonNode *result, const WmVariant *variant);
/* The games a result holds, translated: "200 games", or for a part of its
 * batch how much, "133 of 200 games (shards 0, 2 of 3)", "67 of 200 games
 * (shard 1 of 3)", "260 of 20000 games (interrupted)". */
char *wm_cli_result_scope (JsonNode *result);

/* The variant options of play and simulate as typed: --options (NULL, "none"
 * or a comma list of no-events, meaner-highwaymen, higher-goal,
 * variable-setup) replaces the variant's own, each flag turns one more on. */
typedef struct
{
  char *list;
  gboolean no_events, meaner_highwaymen, higher_goal, variable_setup;
} WmCliVariantOptions;

void wm_cli_variant_options_clear (WmCliVariantOptions *options);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WmCliVariantOptions, wm_cli_variant_options_clear)

/* Their GOptionEntry lines, to put in a command's table (po/POTFILES.in
 * lists this header for their texts). */
#define WM_CLI_VARIANT_OPTION_ENTRIES(o)                                                            \
  { "options", 0, 0, G_OPTION_ARG_STRING, &(o).list,                                                \
    N_("Variant options to play with instead of the variant's own: none, or a list of "             \
       "no-events, meaner-highwaymen, higher-goal, variable-setup"),                                \
    N_("LIST") },                                                                                   \
  { "no-events", 0, 0, G_OPTION_ARG_NONE, &(o).no_events, N_("Variant: no events"), NULL },          \
  { "meaner-highwaymen", 0, 0, G_OPTION_ARG_NONE, &(o).meaner_highwaymen,                           \
    N_("Variant: meaner highwaymen"), NULL },                                                       \
  { "higher-goal", 0, 0, G_OPTION_ARG_NONE, &(o).higher_goal, N_("Variant: higher goal"), NULL },    \
  { "variable-setup", 0, 0, G_OPTION_ARG_NONE, &(o).variable_setup, N_("Variant: variable setup"),   \
    NULL }

/* The same for the commands that only lay out a board (board, render):
 * --options (of which only variable-setup changes the board) and
 * --variable-setup, so that `--options none` shows side A of a variant
 * that plays the variable setup, as it plays it in play and simulate. */
#define WM_CLI_SETUP_OPTION_ENTRIES(o)                                                              \
  { "options", 0, 0, G_OPTION_ARG_STRING, &(o).list,                                                \
    N_("Variant options instead of the variant's own, as in play: none, or a list; of them only "    \
       "variable-setup (side B) changes the board"),                                                \
    N_("LIST") },                                                                                   \
  { "variable-setup", 0, 0, G_OPTION_ARG_NONE, &(o).variable_setup, N_("Variant: variable setup"),   \
    NULL }

/* Whether a board laid out with @typed plays the variable setup: the
 * variant's own Variable setup unless @typed says otherwise. FALSE with
 * the error printed for @command on an unknown name in --options. */
gboolean wm_cli_variable_setup (const char *command, const WmCliVariantOptions *typed,
                                const WmVariant *variant, gboolean *variable_setup);

/* Applies @typed to the four flags (which hold the variant's own). On an
 * unknown name in --options prints the error for @command and returns
 * FALSE. */
gboolean wm_cli_apply_variant_options (const char *command, const WmCliVariantOptions *typed,
                                       gboolean *no_events, gboolean *meaner_highwaymen,
                                       gboolean *higher_goal, gboolean *variable_setup);

/* The players a game of @variant seats as --players may ask for them:
 * its Fewest to Most players, within 1–WM_GAME_MAX_PLAYERS. */
void wm_cli_player_range (const WmVariant *variant, int *least, int *most);
/* The players of play, simulate and render --game without --players: one
 * per character, within wm_cli_player_range() (a variant of 2–3 players
 * with four characters seats three). */
int wm_cli_default_players (const WmVariant *variant);

/* --players of play and simulate, which mean the same by it: a number of
 * players (wm_cli_player_range()), each dealt a random character, or a
 * comma list of as many character ids and "random". Fills @characters
 * (indexes into the variant's characters, -1 for random); else a usage
 * error that names the variant's range. */
gboolean wm_cli_parse_players (const WmVariant *variant, const char *text, int *n_players,
                               int characters[WM_GAME_MAX_PLAYERS], GError **error);

/* --seed of simulate, play and analyze and render's --game as typed
 * (@text; NULL leaves *@seed as it is): a whole number
 * 0–18446744073709551615, every seed a result or a game log records, so
 * that each can be typed back. A negative one is refused (a usage error)
 * rather than wrapped round to 2^64 − n. */
gboolean wm_cli_parse_seed (const char *option, const char *text, guint64 *seed, GError **error);

/* Whether @id (--first-event of play and simulate) is an event games of
 * @variant can turn up first; else sets @error naming the option, the id
 * and the deck: an unknown id is a usage error (exit 2), as an unknown
 * character is, found before any game. NULL @id is no choice: TRUE. */
gboolean wm_cli_check_first_event (const WmVariant *variant, const char *id, GError **error);

/* The day cap of play and simulate: --day-cap, the documented spelling,
 * and --cap-days (hidden), which simulate took first; both commands take
 * both. Each command gives its own description and argument, marked N_()
 * where the macro is used. */
#define WM_CLI_MAX_DAY_CAP 10000
#define WM_CLI_DAY_CAP_ENTRIES(cap, description, arg)                                              \
  { "day-cap", 0, 0, G_OPTION_ARG_INT, &(cap), description, arg },                                 \
  { "cap-days", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &(cap), description, arg }

/* Whether @cap is a day cap (1–WM_CLI_MAX_DAY_CAP); else prints why for
 * @command. A game's day counts to 65,535 only. */
gboolean wm_cli_check_day_cap (const char *command, int cap);

/* Whether @value of @option is within @min–@max; else prints, for
 * @command, that option alone with the value as read ("waymark-cli
 * render: --dpi must be 10–2400, not 0"). NaN is never within. */
gboolean wm_cli_check_range (const char *command, const char *option, double value, int min,
                             int max);

/* Whether @value of @option is one of @choices (NULL-terminated), in any
 * case as every option's choices are ("--format JSON", "--paper A4"), or
 * not given (NULL); a match is rewritten in place as the choice is spelt,
 * so the caller compares with strcmp (). Else prints, for @command, that
 * option with its choices and the value ("waymark-cli board: --format must
 * be json, not “text”"). @choices_text names the choices as a reader reads
 * them, translated: _("a or b"). */
gboolean wm_cli_check_choice (const char *command, const char *option, char *value,
                              const char *const *choices, const char *choices_text);

/* Whether --side, when given, names side a or b (in either case); else
 * prints why for @command, as wm_cli_check_choice() does. */
gboolean wm_cli_check_side (const char *command, char *side);

/* Whether --format, when given, is text or json (in either case); else
 * prints why for @command, as wm_cli_check_choice() does. */
gboolean wm_cli_check_format (const char *command, char *format);

int wm_cli_new (int argc, char **argv);
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
int wm_cli_compare (int argc, char **argv);
int wm_cli_analyze (int argc, char **argv);
int wm_cli_csv (int argc, char **argv);

G_END_DECLS
