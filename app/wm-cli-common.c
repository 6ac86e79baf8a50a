#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wm-cli-common.h"
#include "wm-game-io.h"
#include "wm-locale.h"
#include "wm-render-export.h"
#include "wm-sim-compare.h"
#include "wm-sim-report.h"
#include "wm-sim-standout.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* Whether the failure to write standard output has been said: a command
 * that says it (print --out -) is not followed by main ()'s flush saying
 * it again. */
static gboolean stdout_failure_said;

void
wm_cli_report_stdout_failure (int errsv)
{
  if (stdout_failure_said)
    return;
  stdout_failure_said = TRUE;
  /* In a designer's words ("the disk is full"), as for output files, not
   * the system's "No space left on device". An error without errno (the
   * buffer of an earlier failed write is gone) is the system's EIO. */
  g_printerr (_("%s: cannot write the output: %s\n"), g_get_prgname (),
              errsv != 0 ? wm_write_failure_reason (errsv) : g_strerror (EIO));
}

gboolean
wm_cli_flush_stdout (void)
{
  errno = 0;
  if (fflush (stdout) == 0 && !ferror (stdout))
    return TRUE;
  wm_cli_report_stdout_failure (errno);
  return FALSE;
}

/* GOption prints a command's --help with g_print () and then ends the
 * program itself, exit (0), before any flush of ours could tell a help
 * text lost (--help > /dev/full) from one written. So while the options
 * are parsed, g_print () writes and flushes here, and a failure ends the
 * program with the I/O error's status instead. */
static void
print_help_or_exit (const char *text)
{
  errno = 0;
  if (fputs (text, stdout) == EOF)
    {
      wm_cli_report_stdout_failure (errno);
      exit (EXIT_USAGE);
    }
  if (!wm_cli_flush_stdout ())
    exit (EXIT_USAGE);
}

/* Parses the options of a command; on --help or a usage error prints and
 * returns FALSE with *status set. */
gboolean
wm_cli_parse_options (const char *usage, const char *summary, GOptionEntry *entries, int *argc,
               char ***argv, int *status)
{
  g_autoptr (GOptionContext) context = g_option_context_new (usage);
  g_autoptr (GError) error = NULL;
  GPrintFunc print_before;
  gboolean parsed;

  /* The usage lines, entries, summaries and --help itself are marked N_()
   * and translated here, in the catalogue of Waymark. */
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, NULL);
  print_before = g_set_print_handler (print_help_or_exit);
  parsed = g_option_context_parse (context, argc, argv, &error);
  g_set_print_handler (print_before);
  if (!parsed)
    {
      /* "waymark-cli simulate: Integer value … out of range": the command
       * named, as in its other messages. */
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      *status = EXIT_USAGE;
      return FALSE;
    }
  return TRUE;
}

const char *
wm_cli_variant_file_name (const char *path)
{
  WmTemplate which;

  return wm_template_from_name (path, &which) ? wm_template_get_file_name (which) : path;
}

/* Loads FILE, or a bundled template for its name ("base", "small", "blank").
 * Diagnostics accumulate in @diags; NULL when the file has errors (but
 * those the app opens a file with, @for_editing). */
static WmVariant *
load_variant (const char *path, WmDiagnostics **diags, gboolean for_editing)
{
  WmTemplate which;

  *diags = wm_diagnostics_new (wm_cli_variant_file_name (path));
  if (wm_template_from_name (path, &which))
    return wm_template_load (which, *diags);
  return for_editing ? wm_variant_load_path_for_editing (path, *diags)
                     : wm_variant_load_path (path, *diags);
}

WmVariant *
wm_cli_load_variant (const char *path, WmDiagnostics **diags)
{
  return load_variant (path, diags, FALSE);
}

WmVariant *
wm_cli_load_variant_for_editing (const char *path, WmDiagnostics **diags)
{
  return load_variant (path, diags, TRUE);
}

/* A file that cannot be read, or is too large to be read, is an I/O error
 * (exit 2) whatever it holds: its content was never judged. */
gboolean
wm_cli_is_io_failure (const WmDiagnostics *diags)
{
  return wm_diagnostics_has_code (diags, "io-read")
         || wm_diagnostics_has_code (diags, "io-too-large");
}

static void
print_diagnostic (const WmDiagnostic *d, FILE *out)
{
  g_autofree char *line = wm_diagnostic_format (d);

  fputs (line, out);
  /* The element as the Validation page names it; "(in rules)" rather
   * than "(rules)", which beside "error" read like a severity. */
  if (d->where != NULL && *d->where != '\0')
    {
      /* Escaped as the message is: an accepted warning's subject, as
       * written in the file, may hold a line break (review f, finding 13). */
      g_autofree char *shown = wm_diagnostic_where_for_display (d->where);
      g_autofree char *where = wm_diagnostic_escape_controls (shown);
      fputc (' ', out);
      /* TRANSLATORS: where a problem is, after its code: "(in deck events
       * / card E01)", "(in rules)"; the element words are those of the
       * Validation page (context "where"), the ids stay as written. */
      fprintf (out, _("(in %s)"), where);
    }
  /* After the code and the ids, so that a problem matcher still reads
   * "FILE:LINE: error: message [code]". */
  if (d->detail != NULL)
    {
      g_autofree char *detail = wm_diagnostic_escape_controls (d->detail);
      fprintf (out, " [%s]", detail);
    }
  /* Why the designer kept an accepted warning (validate --all). */
  if (d->accepted && d->note != NULL && *d->note != '\0')
    {
      g_autofree char *note = wm_diagnostic_escape_controls (d->note);
      fputc (' ', out);
      /* TRANSLATORS: the note of an accepted warning, at the end of its
       * line in `waymark-cli validate --all`. */
      fprintf (out, _("[note: %s]"), note);
    }
  fputc ('\n', out);
}

void
wm_cli_print_diagnostics (const WmDiagnostics *diags, FILE *out)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    print_diagnostic (wm_diagnostics_get (diags, i), out);
}

int
wm_cli_require_one_file (int argc, char **argv, const char *command)
{
  if (argc != 2)
    {
      g_printerr (_("waymark-cli %s: expected one FILE (try --help)\n"), command);
      return EXIT_USAGE;
    }
  return EXIT_CLEAN;
}

/* Whether two language tags are the same ("DE" and "de", "de_AT" and
 * "de-AT": tags are case-insensitive and locales write "_"). */
static gboolean
same_language (const char *a, const char *b)
{
  for (; *a != '\0' && *b != '\0'; a++, b++)
    if ((*a == '_' ? '-' : g_ascii_tolower (*a)) != (*b == '_' ? '-' : g_ascii_tolower (*b)))
      return FALSE;
  return *a == *b;
}

const char *
wm_cli_text_language (const char *command, const WmVariant *variant, const char *tag)
{
  const char *lang;

  if (tag == NULL)
    return NULL;
  lang = wm_variant_language_for_tag (variant, tag);
  if (lang == NULL)
    lang = wm_variant_fallback_language (variant);
  if (!same_language (lang, tag))
    {
      g_autofree char *used = wm_locale_language_in_sentence (lang);
      g_printerr ("waymark-cli %s: ", command);
      /* TRANSLATORS: --lang names a language the variant does not have as
       * such; the second %s names the one of its own that print or render
       * uses (German for de-AT, else its first), as a sentence names it. */
      g_printerr (_("the variant has no language “%s”; its texts in %s are used"), tag, used);
      g_printerr ("\n");
    }
  return lang;
}

gboolean
wm_cli_is_stdout (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

gboolean
wm_cli_check_output (const char *path)
{
  g_autoptr (GError) error = NULL;

  /* The plain words of a missing folder or a folder given as the file
   * first; then the temporary file a save begins with is made and removed,
   * for a folder that refuses new files whatever its permissions say (a
   * read-only disk, /proc to root). */
  if (wm_cli_is_stdout (path)
      || (wm_render_check_output (path, &error) && wm_write_file_check (path, &error)))
    return TRUE;
  wm_cli_report_file_problem (path, error, TRUE);
  return FALSE;
}

/* Whether @a and @b are one regular file (a device or a pipe is written
 * into, never replaced, and /dev/stdin and /dev/stdout may be one
 * terminal). */
static gboolean
same_regular_file (const char *a, const char *b)
{
  GStatBuf sa, sb;

  return g_stat (a, &sa) == 0 && g_stat (b, &sb) == 0 && S_ISREG (sa.st_mode)
         && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

void
wm_cli_report_output_problem (const char *output, const char *sentence)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (output);

  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, "io-write", "%s", sentence);
  wm_cli_print_diagnostics (diags, stderr);
}

/* "--log would overwrite the variant being played": one sentence per kind
 * of input, so that each translates whole. */
static char *
overwrite_sentence (const char *option, WmCliInput what)
{
  switch (what)
    {
    case WM_CLI_INPUT_VARIANT:
      /* TRANSLATORS: an output option (--out, -o) names the variant file
       * the command reads. */
      return g_strdup_printf (_("%s would overwrite the variant"), option);
    case WM_CLI_INPUT_PLAYED_VARIANT:
      /* TRANSLATORS: an output option (--log, --out) of play or simulate
       * names the variant file whose games are played. */
      return g_strdup_printf (_("%s would overwrite the variant being played"), option);
    case WM_CLI_INPUT_GAME_LOG:
      /* TRANSLATORS: replay's -o names the game log it replays. */
      return g_strdup_printf (_("%s would overwrite the game log being replayed"), option);
    case WM_CLI_INPUT_CSV:
      /* TRANSLATORS: csv's -o names the CSV file given to --import. */
      return g_strdup_printf (_("%s would overwrite the CSV being imported"), option);
    case WM_CLI_INPUT_RESULT:
      /* TRANSLATORS: merge's --out or --csv names one of the simulation
       * results (shards) it merges. */
      return g_strdup_printf (_("%s would overwrite a result being merged"), option);
    case WM_CLI_INPUT_PERSONAS:
      /* TRANSLATORS: simulate's --out or --csv names its --personas file. */
      return g_strdup_printf (_("%s would overwrite the persona file"), option);
    }
  g_assert_not_reached ();
  return NULL;
}

gboolean
wm_cli_output_spares_input (const char *option, const char *output, const char *input,
                            WmCliInput what)
{
  g_autofree char *sentence = NULL;
  WmTemplate which;

  /* "base" is the bundled game even when a file of that name is here. */
  if (output == NULL || input == NULL || wm_cli_is_stdout (output)
      || wm_template_from_name (input, &which) || !same_regular_file (output, input))
    return TRUE;
  sentence = overwrite_sentence (option, what);
  wm_cli_report_output_problem (output, sentence);
  return FALSE;
}

gboolean
wm_cli_outputs_differ (const char *option_a, const char *a, const char *option_b, const char *b)
{
  g_autofree char *full_a = NULL, *full_b = NULL, *sentence = NULL;

  if (a == NULL || b == NULL)
    return TRUE;
  /* Two writers on standard output would interleave JSON and CSV into
   * something nothing can read. */
  if (wm_cli_is_stdout (a) && wm_cli_is_stdout (b))
    {
      /* TRANSLATORS: two output options, e.g. “--out and --csv both write
       * to standard output”. */
      g_printerr (_("%s: %s and %s both write to standard output: give one of them a file\n"),
                  g_get_prgname (), option_a, option_b);
      return FALSE;
    }
  if (wm_cli_is_stdout (a) || wm_cli_is_stdout (b))
    return TRUE;
  full_a = g_canonicalize_filename (a, NULL);
  full_b = g_canonicalize_filename (b, NULL);
  if (strcmp (full_a, full_b) != 0 && !same_regular_file (a, b))
    return TRUE;
  /* TRANSLATORS: two output options, e.g. “--out and --csv name the same
   * file”: the second file written would replace the first. */
  sentence = g_strdup_printf (_("%s and %s name the same file"), option_a, option_b);
  wm_cli_report_output_problem (b, sentence);
  return FALSE;
}

gboolean
wm_cli_write_stdout (const void *data, gsize size)
{
  /* The reason is taken where the write fails: past stdio's buffer the
   * failing write(2) happens here, and by the flush at the end its errno
   * is gone ("Input/output error" instead of "the disk is full"). */
  errno = 0;
  if (fwrite (data, 1, size, stdout) == size)
    return wm_cli_flush_stdout ();
  wm_cli_report_stdout_failure (errno);
  return FALSE;
}

gboolean
wm_cli_write_output (const char *path, const void *data, gsize size)
{
  g_autoptr (GError) error = NULL;

  /* Said once, as any output that did not reach standard output. */
  if (wm_cli_is_stdout (path))
    return wm_cli_write_stdout (data, size);
  /* Checked first for the plain words of a missing folder or a folder
   * given as the file, which the atomic writer's steps do not have. */
  if (!wm_cli_check_output (path))
    return FALSE;
  if (wm_write_file_atomically (path, data, size, &error))
    return TRUE;
  wm_cli_report_file_problem (path, error, TRUE);
  return FALSE;
}

/* Saves @json in a new file of the temporary folder; its path, or NULL
 * when that cannot be written either. */
static char *
save_to_temporary_file (const char *json)
{
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("waymark-result-XXXXXX.json", &path, &error);
  gsize size = strlen (json);
  gboolean written;

  if (fd < 0)
    return NULL;
  written = write (fd, json, size) == (gssize) size;
  written = close (fd) == 0 && written;
  if (!written)
    {
      g_unlink (path);
      g_clear_pointer (&path, g_free);
    }
  return path;
}

/* Where the result of a batch goes when its --out cannot be written: to
 * standard output when it is a pipe or a file (where the default puts it);
 * on a terminal, where thousands of lines of JSON would only scroll past,
 * to a temporary file whose name is said, or to the terminal after all
 * when even that fails: never lost. */
static void
hand_over_result (const char *command, const char *json)
{
  g_autofree char *saved_in = isatty (STDOUT_FILENO) ? save_to_temporary_file (json) : NULL;

  g_printerr ("waymark-cli %s: ", command);
  if (saved_in != NULL)
    {
      /* TRANSLATORS: the temporary file; copy it where it belongs. */
      g_printerr (_("the result is not saved there; its JSON is saved in %s instead"), saved_in);
      g_printerr ("\n");
      return;
    }
  g_printerr (_("the result is not saved; its JSON follows on standard output instead"));
  g_printerr ("\n");
  fputs (json, stdout);
  fflush (stdout);
}

int
wm_cli_write_result (const char *command, JsonNode *result, const WmVariant *variant,
                     const char *out, const char *csv)
{
  g_autofree char *json = wm_sim_report_to_string (result);
  g_autofree char *summary = csv ? wm_sim_report_to_csv_named (result, variant) : NULL;
  const char *json_to = out != NULL ? out : "-";
  gboolean saved = wm_cli_write_output (json_to, json, strlen (json));
  gboolean csv_saved = csv == NULL || wm_cli_write_output (csv, summary, strlen (summary));

  /* A batch may have played for hours: a result that cannot be saved is
   * still handed over, and the CSV kept. */
  if (!saved && !wm_cli_is_stdout (json_to))
    {
      hand_over_result (command, json);
      if (csv != NULL && csv_saved)
        {
          g_printerr ("waymark-cli %s: ", command);
          g_printerr (_("the CSV summary is saved in %s"), csv);
          g_printerr ("\n");
        }
    }
  return saved && csv_saved ? EXIT_CLEAN : EXIT_USAGE;
}

void
wm_cli_variant_options_clear (WmCliVariantOptions *options)
{
  g_clear_pointer (&options->list, g_free);
}

gboolean
wm_cli_apply_variant_options (const char *command, const WmCliVariantOptions *typed,
                              gboolean *no_events, gboolean *meaner_highwaymen,
                              gboolean *higher_goal, gboolean *variable_setup)
{
  static const char *const names[] = { "no-events", "meaner-highwaymen", "higher-goal",
                                       "variable-setup" };
  gboolean *flags[] = { no_events, meaner_highwaymen, higher_goal, variable_setup };
  const gboolean on[] = { typed->no_events, typed->meaner_highwaymen, typed->higher_goal,
                          typed->variable_setup };
  g_auto (GStrv) given = typed->list ? g_strsplit (typed->list, ",", -1) : NULL;

  for (guint k = 0; given && k < G_N_ELEMENTS (flags); k++)
    *flags[k] = FALSE;
  for (int i = 0; given && (given[i] || i == 0); i++)
    {
      const char *name = given[i] ? g_strstrip (given[i]) : "";
      guint k = 0;
      if (strcmp (name, "none") == 0 && i == 0 && given[1] == NULL)
        break;
      while (k < G_N_ELEMENTS (names) && strcmp (name, names[k]) != 0)
        k++;
      if (k == G_N_ELEMENTS (names))
        {
          g_printerr ("waymark-cli %s: ", command);
          /* "none" is valid alone, so "unknown" would contradict the list
           * of valid ones (review i, 18); so would "unknown option “”". */
          if (*name == '\0' && i == 0 && (given[0] == NULL || given[1] == NULL))
            g_printerr (_("--options: the option list is empty (none, or a list of no-events, "
                          "meaner-highwaymen, higher-goal, variable-setup)"));
          else if (strcmp (name, "none") == 0 && *g_strstrip (given[i ? 0 : 1]) != '\0')
            g_printerr (_("--options: none stands alone: it cannot be combined with “%s”"),
                        given[i ? 0 : 1]);
          else if (*name == '\0' || strcmp (name, "none") == 0)
            g_printerr (_("--options: “%s” has an empty name (a comma too many?)"), typed->list);
          else
            g_printerr (_("--options: unknown option “%s” (none, or a list of no-events, "
                          "meaner-highwaymen, higher-goal, variable-setup)"),
                        name);
          g_printerr ("\n");
          return FALSE;
        }
      *flags[k] = TRUE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (flags); k++)
    *flags[k] |= on[k];
  return TRUE;
}

gboolean
wm_cli_variable_setup (const char *command, const WmCliVariantOptions *typed,
                       const WmVariant *variant, gboolean *variable_setup)
{
  gboolean no_events = variant->options.no_events;
  gboolean meaner_highwaymen = variant->options.meaner_highwaymen;
  gboolean higher_goal = variant->options.higher_goal;

  *variable_setup = variant->options.variable_setup;
  return wm_cli_apply_variant_options (command, typed, &no_events, &meaner_highwaymen, &higher_goal,
                                       variable_setup);
}

void
wm_cli_player_range (const WmVariant *variant, int *least, int *most)
{
  *most = CLAMP (variant->rules.max_players, 1, WM_GAME_MAX_PLAYERS);
  *least = CLAMP (variant->rules.min_players, 1, *most);
}

int
wm_cli_default_players (const WmVariant *variant)
{
  int least, most;

  wm_cli_player_range (variant, &least, &most);
  return CLAMP ((int) variant->characters->len, least, most);
}

/* A count outside the variant's range is not what may be typed: a usage
 * error (exit 2) naming the range, whether 1 or 9 (review 10's R10-8). */
static gboolean
players_by_number (const WmVariant *variant, const char *text, int *n_players, int *characters,
                   GError **error)
{
  gint64 n = g_ascii_strtoll (text, NULL, 10);
  int least, most;

  wm_cli_player_range (variant, &least, &most);
  if (n < least || n > most)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* TRANSLATORS: the variant's least and most players. */
                   _("--players takes a number of players (%d–%d) or character ids separated by "
                     "commas"),
                   least, most);
      return FALSE;
    }
  *n_players = (int) n;
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    characters[p] = -1;
  return TRUE;
}

gboolean
wm_cli_parse_players (const WmVariant *variant, const char *text, int *n_players,
                      int characters[WM_GAME_MAX_PLAYERS], GError **error)
{
  g_auto (GStrv) ids = g_strsplit (text, ",", -1);
  int n = (int) g_strv_length (ids);
  char *end = NULL;
  int least, most;

  g_ascii_strtoll (text, &end, 10);
  if (end != text && *end == '\0')
    return players_by_number (variant, text, n_players, characters, error);
  wm_cli_player_range (variant, &least, &most);
  if (n < least || n > most)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* TRANSLATORS: the number of ids typed, then the variant's least and
                    * most players. */
                   ngettext ("--players names %d character; the variant plays with %d–%d",
                             "--players names %d characters; the variant plays with %d–%d", n),
                   n, least, most);
      return FALSE;
    }
  for (int p = 0; p < n; p++)
    {
      WmCharacter *ch = wm_variant_find_character (variant, ids[p]);
      guint index;
      characters[p] = -1;
      if (strcmp (ids[p], "random") == 0)
        continue;
      if (ch == NULL || !g_ptr_array_find (variant->characters, ch, &index))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--players: no character “%s” in the variant"), ids[p]);
          return FALSE;
        }
      characters[p] = (int) index;
    }
  *n_players = n;
  return TRUE;
}

gboolean
wm_cli_parse_seed (const char *option, const char *text, guint64 *seed, GError **error)
{
  g_autofree char *why = NULL;

  /* A game log's seed, and the Simulation page's, in the same words: the same values. */
  if (text == NULL || wm_game_parse_seed (text, seed, &why))
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "%s: %s", option, why);
  return FALSE;
}

gboolean
wm_cli_check_first_event (const WmVariant *variant, const char *id, GError **error)
{
  g_autoptr (GError) why = NULL;

  if (id == NULL || wm_game_first_event_card (variant, id, &why) != NULL)
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "--first-event: %s", why->message);
  return FALSE;
}

gboolean
wm_cli_check_day_cap (const char *command, int cap)
{
  if (cap >= 1 && cap <= WM_CLI_MAX_DAY_CAP)
    return TRUE;
  g_printerr ("waymark-cli %s: ", command);
  g_printerr (_("--day-cap must be 1–%d days, not %d"), WM_CLI_MAX_DAY_CAP, cap);
  g_printerr ("\n");
  return FALSE;
}

gboolean
wm_cli_check_range (const char *command, const char *option, double value, int min, int max)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  if (value >= min && value <= max)
    return TRUE;
  /* as GOption read it, in the C locale's digits as it was typed */
  g_ascii_formatd (text, sizeof text, "%.15g", value);
  g_printerr ("waymark-cli %s: ", command);
  /* TRANSLATORS: an option of the command line ("--dpi"), its least and
   * greatest value, then the value typed. */
  g_printerr (_("%s must be %d–%d, not %s"), option, min, max, text);
  g_printerr ("\n");
  return FALSE;
}

gboolean
wm_cli_check_choice (const char *command, const char *option, char *value,
                     const char *const *choices, const char *choices_text)
{
  if (value == NULL)
    return TRUE;
  for (const char *const *c = choices; *c != NULL; c++)
    if (g_ascii_strcasecmp (value, *c) == 0)
      {
        /* "JSON" reads as "json" from here on: the callers compare with strcmp (). */
        strcpy (value, *c);
        return TRUE;
      }
  g_printerr ("waymark-cli %s: ", command);
  /* TRANSLATORS: an option of the command line ("--side"), its choices
   * ("a or b"), then the value typed. */
  g_printerr (_("%s must be %s, not “%s”"), option, choices_text, value);
  g_printerr ("\n");
  return FALSE;
}

gboolean
wm_cli_check_side (const char *command, char *side)
{
  static const char *const sides[] = { "a", "b", NULL };

  /* TRANSLATORS: the choices of --side, as in "--side must be a or b" */
  return wm_cli_check_choice (command, "--side", side, sides, _("a or b"));
}

gboolean
wm_cli_check_format (const char *command, char *format)
{
  static const char *const formats[] = { "text", "json", NULL };

  /* TRANSLATORS: the choices of --format, as in "--format must be text or json" */
  return wm_cli_check_choice (command, "--format", format, formats, _("text or json"));
}

static WmVariant *
load_or_report (const char *path, int *status, gboolean for_editing)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  WmVariant *variant = load_variant (path, &diags, for_editing);

  if (variant == NULL)
    {
      wm_cli_print_diagnostics (diags, stderr);
      *status = wm_cli_is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  return variant;
}

WmVariant *
wm_cli_load_or_report (const char *path, int *status)
{
  return load_or_report (path, status, FALSE);
}

WmVariant *
wm_cli_load_drawable_or_report (const char *path, int *status)
{
  return load_or_report (path, status, TRUE);
}

void
wm_cli_warn_variant_errors (WmVariant *variant, const char *typed)
{
  g_autoptr (WmDiagnostics) found = wm_diagnostics_new (wm_cli_variant_file_name (typed));
  g_autoptr (WmDiagnostics) warning = wm_diagnostics_new (wm_cli_variant_file_name (typed));
  guint n;

  /* The loader's errors of meaning (an unknown town, a value out of its
   * range: the "structure" part) count as validate counts them. */
  wm_validate_into (variant, WM_VALIDATE_ALL, found);
  n = wm_diagnostics_count_errors (found);
  if (n == 0)
    return;
  /* TRANSLATORS: the count, then the file as typed on the command line. */
  wm_diagnostics_add (warning, WM_SEVERITY_WARNING, 0, NULL, "print-variant-errors",
                      g_dngettext (NULL, "the variant has %u error (waymark-cli validate %s)",
                                   "the variant has %u errors (waymark-cli validate %s)", n),
                      n, typed);
  wm_cli_print_diagnostics (warning, stderr);
}

/* The design validator's errors for a command that plays or measures
 * games: only the errors (warnings do not stop a game, and validate lists
 * them), each as validate prints it, then what the command does about it. */
static gboolean
refuse_design_errors (const char *command, const char *path, WmVariant *variant)
{
  g_autoptr (WmDiagnostics) found = wm_diagnostics_new (wm_cli_variant_file_name (path));
  guint errors;

  wm_validate_into (variant, WM_VALIDATE_DESIGN, found);
  errors = wm_diagnostics_count_errors (found);
  if (errors == 0)
    return FALSE;
  wm_diagnostics_sort (found);
  for (guint i = 0; i < wm_diagnostics_count (found); i++)
    if (wm_diagnostics_get (found, i)->severity == WM_SEVERITY_ERROR)
      print_diagnostic (wm_diagnostics_get (found, i), stderr);
  g_printerr ("waymark-cli %s: ", command);
  /* TRANSLATORS: the count of the validator's errors, then the file as
   * typed. Its games would not be the game the designer means. */
  g_printerr (g_dngettext (NULL,
                           "the variant has %u error: fix it before the variant is played "
                           "or analysed (waymark-cli validate %s lists warnings too)",
                           "the variant has %u errors: fix them before the variant is played "
                           "or analysed (waymark-cli validate %s lists warnings too)",
                           errors),
              errors, path);
  g_printerr ("\n");
  return TRUE;
}

WmVariant *
wm_cli_load_playable (const char *command, const char *path, int *status)
{
  g_autoptr (WmVariant) variant = wm_cli_load_or_report (path, status);

  if (variant == NULL)
    return NULL;
  if (refuse_design_errors (command, path, variant))
    {
      *status = EXIT_PROBLEMS;
      return NULL;
    }
  return g_steal_pointer (&variant);
}

void
wm_cli_report_file_problem (const char *path, const GError *error, gboolean writing)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);

  wm_diagnostics_add_file_problem (diags, path, error, writing);
  wm_cli_print_diagnostics (diags, stderr);
}

GBytes *
wm_cli_read_file (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr (GError) error = NULL;
  GBytes *bytes = wm_file_load_bounded (file, &error);

  if (bytes == NULL)
    wm_cli_report_file_problem (path, error, FALSE);
  return bytes;
}

/* "Mirela Thorne (red)" (wm_variant_character_label ()) padded with
 * spaces to @width characters; a bot, or a character of a result merged
 * without its variant, by its id. */
static char *
rate_label (const WmVariant *variant, const char *id, int width)
{
  g_autofree char *label = wm_variant_character_label (variant, id);
  int pad = MAX (width - (int) g_utf8_strlen (label, -1), 0);

  return g_strdup_printf ("%s%*s", label, pad, "");
}

/* "Cards that stand out:" and a line each, or "none"; then the figures
 * farthest from their decks that are within chance, under a heading that
 * says whether more games would tell, and the cards too rare to weigh. */
static void
print_standouts (JsonNode *result, const WmVariant *variant)
{
  g_autoptr (WmSimStandouts) standouts = wm_sim_standouts_of_result (result);

  if (standouts->n_standing_out == 0)
    g_printerr (ngettext ("Cards that stand out of their deck: none (%u figure of %u cards weighed)\n",
                          "Cards that stand out of their deck: none (%u figures of %u cards weighed)\n",
                          standouts->figures->len),
                standouts->figures->len, standouts->n_cards);
  else
    g_printerr (ngettext ("Cards that stand out of their deck (beyond chance among %u figure of %u "
                          "cards):\n",
                          "Cards that stand out of their deck (beyond chance among %u figures of %u "
                          "cards):\n",
                          standouts->figures->len),
                standouts->figures->len, standouts->n_cards);
  for (guint i = 0; i < standouts->n_standing_out + standouts->n_hints; i++)
    {
      const WmSimStandout *s = g_ptr_array_index (standouts->figures, i);
      const WmSimStandout *before = i > 0 ? g_ptr_array_index (standouts->figures, i - 1) : NULL;
      g_autofree char *line = wm_sim_standout_describe (s, variant);

      /* A heading over each run of figures within chance alike in what
       * more games would do. */
      if (!s->stands_out
          && (before == NULL || before->stands_out
              || before->hint_reason != s->hint_reason))
        g_printerr ("%s:\n", wm_sim_standout_hint_heading (s->hint_reason));
      g_printerr ("  %s\n", line);
    }
  if (standouts->too_rare->len > 0)
    {
      g_autoptr (GString) ids = g_string_new (NULL);

      for (guint i = 0; i < standouts->too_rare->len; i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                (char *) g_ptr_array_index (standouts->too_rare, i));
      g_printerr (_("Left out, taken or drawn fewer than %d times: %s\n"),
                  WM_SIM_STANDOUT_MIN_COUNT, ids->str);
    }
}

/* Whether every row of @group has the same @member (its parity, its
 * games): then the heading says it once. */
static gboolean
all_same (JsonObject *group, GList *ids, const char *member)
{
  double first = json_object_get_double_member (json_object_get_object_member (group, ids->data),
                                                member);

  for (GList *l = ids->next; l; l = l->next)
    if (json_object_get_double_member (json_object_get_object_member (group, l->data), member)
        != first)
      return FALSE;
  return TRUE;
}

/* Whether the 95 % interval lies above or below parity, in plain words:
 * what a designer acts on, as chance alone rarely makes it so. */
static const char *
parity_verdict (JsonObject *row)
{
  if (json_object_get_boolean_member (row, "above_parity"))
    return _("above parity: wins more often than chance explains");
  if (json_object_get_boolean_member (row, "below_parity"))
    return _("below parity: wins less often than chance explains");
  return NULL;
}

/* "[15.2 %, 58.3 %]" padded with spaces to @width characters. */
static char *
interval_text (JsonObject *row, int width)
{
  JsonArray *ci = json_object_get_array_member (row, "ci95");
  g_autofree char *text = g_strdup_printf (_("[%.1f %%, %.1f %%]"),
                                           100 * json_array_get_double_element (ci, 0),
                                           100 * json_array_get_double_element (ci, 1));
  int pad = MAX (width - (int) g_utf8_strlen (text, -1), 0);

  return g_strdup_printf ("%s%*s", text, pad, "");
}

/* One line per row of @group (the summary's characters or bots): its win
 * rate and interval, its games when they differ (random characters), its
 * parity when the rows' differ (bots' shares of the seats), the verdict;
 * in columns. */
static void
print_rates (JsonObject *group, GList *ids, const WmVariant *variant)
{
  gboolean one_parity = all_same (group, ids, "parity");
  gboolean same_games = all_same (group, ids, "games");
  int width = 0, interval_width = 0;

  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *label = rate_label (variant, l->data, 0);
      g_autofree char *interval
          = interval_text (json_object_get_object_member (group, l->data), 0);
      width = MAX (width, (int) g_utf8_strlen (label, -1));
      interval_width = MAX (interval_width, (int) g_utf8_strlen (interval, -1));
    }
  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *row = json_object_get_object_member (group, l->data);
      g_autofree char *label = rate_label (variant, l->data, width);
      const char *verdict = parity_verdict (row);
      gboolean more = verdict != NULL || !same_games || !one_parity;
      g_autofree char *interval = interval_text (row, more ? interval_width : 0);
      gint64 games = json_object_get_int_member (row, "games");

      /* TRANSLATORS: the character or bot, its win rate, its interval. */
      g_printerr (_("  %s  %5.1f %%  %s"), label,
                  100 * json_object_get_double_member (row, "win_rate"), interval);
      if (!same_games)
        g_printerr (ngettext ("  in %4" PRId64 " game", "  in %4" PRId64 " games",
                              (unsigned long) games),
                    (int64_t) games);
      if (!one_parity)
        g_printerr (_("  parity %4.1f %%"), 100 * json_object_get_double_member (row, "parity"));
      g_printerr ("%s%s\n", verdict ? "  " : "", verdict ? verdict : "");
    }
}

static double
first_parity (JsonObject *group, GList *ids)
{
  return 100 * json_object_get_double_member (json_object_get_object_member (group, ids->data),
                                              "parity");
}

/* With bots of more than one kind the bots decide the games more than the
 * characters do: their rates first, and a word on what the characters'
 * rates then mean. */
static void
print_bot_rates (JsonObject *bots)
{
  g_autoptr (GList) ids = json_object_get_members (bots);

  if (ids == NULL || ids->next == NULL)
    return;
  if (all_same (bots, ids, "parity"))
    g_printerr (_("Win rate per bot, with its 95 %% interval (parity %.1f %%):\n"),
                first_parity (bots, ids));
  else
    g_printerr (_("Win rate per bot, with its 95 %% interval (parity: its share of the "
                  "seats):\n"));
  print_rates (bots, ids, NULL);
  g_printerr (_("The bots are of different kinds: the win rates per character mix strong and "
                "weak bots. To compare the characters, let one bot play every seat (--bots "
                "planner).\n"));
}

/* The shards a merged result holds, "0, 2". */
static char *
shards_of (JsonArray *shards)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (shards); i++)
    g_string_append_printf (out, "%s%" PRId64, i ? ", " : "",
                            (int64_t) json_array_get_int_element (shards, i));
  return g_string_free (out, FALSE);
}

char *
wm_cli_result_scope (JsonNode *result)
{
  JsonObject *root = json_node_get_object (result);
  JsonObject *config = json_object_get_object_member (root, "config");
  JsonObject *shard = json_object_has_member (config, "shard")
                          ? json_object_get_object_member (config, "shard") : NULL;
  gint64 games = json_object_get_int_member (json_object_get_object_member (root, "summary"),
                                             "games");
  gint64 batch = json_object_get_int_member_with_default (config, "games", games);

  if (json_object_has_member (config, "shards_merged"))
    {
      g_autofree char *shards
          = shards_of (json_object_get_array_member (config, "shards_merged"));
      /* TRANSLATORS: games played of the batch's, the shards merged, the batch's shards */
      return g_strdup_printf (_("%" PRId64 " of %" PRId64 " games (shards %s of %" PRId64 ")"),
                              (int64_t) games, (int64_t) batch, shards,
                              (int64_t) json_object_get_int_member (config, "shard_count"));
    }
  if (shard != NULL)
    return g_strdup_printf (_("%" PRId64 " of %" PRId64 " games (shard %" PRId64 " of %" PRId64
                              ")"),
                            (int64_t) games, (int64_t) batch,
                            (int64_t) json_object_get_int_member (shard, "index"),
                            (int64_t) json_object_get_int_member (shard, "count"));
  if (json_object_get_boolean_member_with_default (root, "partial", FALSE))
    return g_strdup_printf (_("%" PRId64 " of %" PRId64 " games (interrupted)"), (int64_t) games,
                            (int64_t) batch);
  return g_strdup_printf (ngettext ("%" PRId64 " game", "%" PRId64 " games", (unsigned long) games),
                          (int64_t) games);
}

/* The mean of the other characters' gold a game from @source. */
static double
others_gold (JsonObject *chars, GList *ids, const char *id, const char *source)
{
  double sum = 0;
  int n = 0;

  for (GList *l = ids; l; l = l->next)
    if (strcmp (l->data, id) != 0)
      {
        JsonObject *gold = json_object_get_object_member (
            json_object_get_object_member (chars, l->data), "gold_per_game");
        sum += json_object_get_double_member_with_default (gold, source, 0);
        n++;
      }
  return n > 0 ? sum / n : 0;
}

/* Whether one other character than @id alone earns gold from @source,
 * and @id none: its gap is that character's (Mirela's side-quest gold, her
 * ability), said on that character's line, not the others' (review i:
 * "side quests 0.0 (others 0.7)" for each of them, where every character
 * takes side quests). */
static gboolean
one_others_source (JsonObject *chars, GList *ids, const char *id, const char *source)
{
  int earning = 0;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *gold = json_object_get_object_member (
          json_object_get_object_member (chars, l->data), "gold_per_game");
      double v = json_object_get_double_member_with_default (gold, source, 0);

      if (strcmp (l->data, id) == 0 && v > 0)
        return FALSE;
      if (strcmp (l->data, id) != 0 && v > 0)
        earning++;
    }
  return earning == 1;
}

/* The two sources in which @id's gold differs most from the others',
 * "common quests 3.8 (others 6.3), weapons 3.0 (others 4.8)": why a
 * character wins less or more, where to look first. A source only one
 * other character earns from is left out. */
static char *
gold_gaps (JsonObject *chars, GList *ids, const char *id)
{
  JsonObject *gold = json_object_get_object_member (json_object_get_object_member (chars, id),
                                                    "gold_per_game");
  double mine[WM_N_GOLD_SOURCES], others[WM_N_GOLD_SOURCES];
  gboolean used[WM_N_GOLD_SOURCES] = { FALSE };
  GString *out = g_string_new (NULL);

  for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
    {
      mine[s] = json_object_get_double_member_with_default (gold, wm_gold_source_to_string (s), 0);
      others[s] = others_gold (chars, ids, id, wm_gold_source_to_string (s));
      used[s] = one_others_source (chars, ids, id, wm_gold_source_to_string (s));
    }
  for (int n = 0; n < 2; n++)
    {
      int most = -1;

      for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
        if (!used[s] && fabs (mine[s] - others[s]) >= 0.1
            && (most < 0 || fabs (mine[s] - others[s]) > fabs (mine[most] - others[most])))
          most = s;
      if (most < 0)
        break;
      used[most] = TRUE;
      if (out->len > 0)
        g_string_append (out, ", ");
      /* TRANSLATORS: a gold source, the character's gold a game from it,
       * the other characters' mean */
      g_string_append_printf (out, _("%s %.1f (others %.1f)"), wm_gold_source_name (most),
                              mine[most], others[most]);
    }
  return g_string_free (out, FALSE);
}

/* Each character's gold a game and the sources it differs most in from
 * the others: what a win rate below parity comes from. */
static void
print_gold (JsonObject *chars, GList *ids, const WmVariant *variant)
{
  int width = 0;

  if (ids->next == NULL)
    return;
  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *label = rate_label (variant, l->data, 0);
      width = MAX (width, (int) g_utf8_strlen (label, -1));
    }
  g_printerr (_("Gold a game per character, and the sources it differs most in from the others':\n"));
  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *label = rate_label (variant, l->data, width);
      g_autofree char *gaps = gold_gaps (chars, ids, l->data);
      JsonObject *gold = json_object_get_object_member (
          json_object_get_object_member (chars, l->data), "gold_per_game");

      g_printerr ("  %s  %5.1f  %s\n", label,
                  json_object_get_double_member_with_default (gold, "total", 0), gaps);
    }
}

/* The seats on one line and the first player on the next, with what
 * tells them apart: a seat is a place in the list of players, and the
 * turn order is bid for each day. */
static void
print_seats (JsonObject *summary)
{
  JsonObject *seats = json_object_get_object_member (summary, "seats");
  g_autoptr (GList) ids = seats ? json_object_get_members (seats) : NULL;
  g_autoptr (GString) line = g_string_new (NULL);
  g_autofree char *first_line = NULL;

  if (ids == NULL)
    return;
  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *row = json_object_get_object_member (seats, l->data);
      JsonArray *ci = json_object_get_array_member (row, "ci95");
      const char *mark = json_object_get_boolean_member (row, "above_parity")
                             ? _(" above parity")
                         : json_object_get_boolean_member (row, "below_parity") ? _(" below parity")
                                                                                 : "";

      if (l != ids)
        g_string_append (line, " · ");
      /* TRANSLATORS: a seat's number, its win rate and 95 % interval, and
       * " above parity" or " below parity" or nothing */
      g_string_append_printf (line, _("%s %.1f %% [%.1f, %.1f]%s"), (const char *) l->data,
                              100 * json_object_get_double_member (row, "win_rate"),
                              100 * json_array_get_double_element (ci, 0),
                              100 * json_array_get_double_element (ci, 1), mark);
    }
  g_printerr (_("Win rate per seat (a place in the list of players): %s\n"), line->str);
  first_line = wm_sim_report_first_player (summary);
  if (first_line != NULL)
    g_printerr ("%s\n", first_line);
}

void
wm_cli_print_sim_summary (JsonNode *result, const WmVariant *variant)
{
  JsonObject *root = json_node_get_object (result);
  JsonObject *summary = json_object_get_object_member (root, "summary");
  JsonObject *config = json_object_get_object_member (root, "config");
  JsonObject *days = json_object_get_object_member (summary, "days");
  JsonObject *chars = json_object_get_object_member (summary, "characters");
  JsonObject *bots = json_object_get_object_member (summary, "bots");
  g_autoptr (GList) ids = json_object_get_members (chars);
  g_autofree char *scope = wm_cli_result_scope (result);
  g_autofree char *no_winner = wm_sim_report_no_winner (summary);
  gboolean decided = json_object_get_int_member_with_default (summary, "capped", 0)
                     < json_object_get_int_member_with_default (summary, "games", 0);

  /* A shard beyond the games, or a merge of such shards: no mean of no
   * days ("0.0 days on average") to pass for a figure. */
  if (json_object_get_int_member_with_default (summary, "games", 0) == 0)
    {
      /* TRANSLATORS: the games, "0 of 4 games (shard 5 of 9)" */
      g_printerr (_("%s: no game was played, so there are no figures\n"), scope);
      return;
    }
  /* TRANSLATORS: the games ("200 games", "133 of 200 games (shards 0, 2
   * of 3)"), the mean and median days, the games stopped at the cap, the cap */
  g_printerr (_("%s, %.1f days on average (median %.1f), %" PRId64
                " stopped at the day cap (day %" PRId64 ")\n"),
              scope, json_object_get_double_member (days, "mean"),
              json_object_get_double_member (days, "median"),
              (int64_t) json_object_get_int_member (summary, "capped"),
              (int64_t) json_object_get_int_member_with_default (config, "cap_days", 0));
  if (no_winner != NULL)
    g_printerr ("%s\n", no_winner);
  if (ids == NULL)
    return;
  /* No game decided, no win rate: 0 of 0 is no figure to print. */
  if (decided)
    {
      g_printerr (_("Win rate per character, with its 95 %% interval (parity %.1f %%):\n"),
                  first_parity (chars, ids));
      print_rates (chars, ids, variant);
    }
  print_gold (chars, ids, variant);
  if (decided)
    print_seats (summary);
  if (bots != NULL && decided)
    print_bot_rates (bots);
  print_standouts (result, variant);
}
