#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-render-export.h"
#include "wm-sim-report.h"
#include "wm-sim-standout.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* Parses the options of a command; on --help or a usage error prints and
 * returns FALSE with *status set. */
gboolean
wm_cli_parse_options (const char *usage, const char *summary, GOptionEntry *entries, int *argc,
               char ***argv, int *status)
{
  g_autoptr (GOptionContext) context = g_option_context_new (usage);
  g_autoptr (GError) error = NULL;

  /* The usage lines, entries, summaries and --help itself are marked N_()
   * and translated here, in the catalogue of Waymark. */
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("waymark-cli: %s\n", error->message);
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

/* Loads FILE, or a bundled template for its name ("base", "small").
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

void
wm_cli_print_diagnostics (const WmDiagnostics *diags, FILE *out)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_autofree char *line = wm_diagnostic_format (d);
      fputs (line, out);
      if (d->where != NULL)
        fprintf (out, " (%s)", d->where);
      /* After the code and the ids, so that a problem matcher still reads
       * "FILE:LINE: error: message [code]". */
      if (d->detail != NULL)
        fprintf (out, " [%s]", d->detail);
      fputc ('\n', out);
    }
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
      g_printerr ("waymark-cli %s: ", command);
      /* TRANSLATORS: --lang names a language the variant does not have as
       * such; the second is the one of its own that print or render uses
       * (de for de-AT, else its first). */
      g_printerr (_("the variant has no language “%s”; its texts in %s are used"), tag, lang);
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

  if (wm_cli_is_stdout (path) || wm_render_check_output (path, &error))
    return TRUE;
  wm_cli_report_file_problem (path, error, TRUE);
  return FALSE;
}

gboolean
wm_cli_write_output (const char *path, const void *data, gsize size)
{
  g_autoptr (GError) error = NULL;

  if (wm_cli_is_stdout (path))
    {
      if (fwrite (data, 1, size, stdout) == size && fflush (stdout) == 0)
        return TRUE;
      g_set_error_literal (&error, G_IO_ERROR, g_io_error_from_errno (errno), g_strerror (errno));
      wm_cli_report_file_problem (path, error, TRUE);
      return FALSE;
    }
  /* Checked first for the plain words of a missing folder or a folder
   * given as the file, which the atomic writer's steps do not have. */
  if (!wm_cli_check_output (path))
    return FALSE;
  if (wm_write_file_atomically (path, data, size, &error))
    return TRUE;
  wm_cli_report_file_problem (path, error, TRUE);
  return FALSE;
}

int
wm_cli_write_result (const char *command, JsonNode *result, const char *out, const char *csv)
{
  g_autofree char *json = wm_sim_report_to_string (result);
  g_autofree char *summary = csv ? wm_sim_report_to_csv (result) : NULL;
  const char *json_to = out != NULL ? out : "-";
  gboolean saved = wm_cli_write_output (json_to, json, strlen (json));
  gboolean csv_saved = csv == NULL || wm_cli_write_output (csv, summary, strlen (summary));

  /* A batch may have played for hours: a result that cannot be saved is
   * still handed over, where the default puts it, and the CSV kept. */
  if (!saved && !wm_cli_is_stdout (json_to))
    {
      g_printerr ("waymark-cli %s: ", command);
      g_printerr (_("the result is not saved; its JSON follows on standard output instead"));
      g_printerr ("\n");
      if (csv != NULL && csv_saved)
        {
          g_printerr ("waymark-cli %s: ", command);
          g_printerr (_("the CSV summary is saved in %s"), csv);
          g_printerr ("\n");
        }
      fputs (json, stdout);
      fflush (stdout);
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

static gboolean
players_by_number (const char *text, int *n_players, int *characters, GError **error)
{
  gint64 n = g_ascii_strtoll (text, NULL, 10);

  if (n < 1 || n > WM_GAME_MAX_PLAYERS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--players takes a number of players (1–%d) or character ids separated by "
                     "commas"),
                   WM_GAME_MAX_PLAYERS);
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

  g_ascii_strtoll (text, &end, 10);
  if (end != text && *end == '\0')
    return players_by_number (text, n_players, characters, error);
  if (n < 1 || n > WM_GAME_MAX_PLAYERS)
    return players_by_number ("0", n_players, characters, error);
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
wm_cli_check_day_cap (const char *command, int cap)
{
  if (cap >= 1 && cap <= WM_CLI_MAX_DAY_CAP)
    return TRUE;
  g_printerr ("waymark-cli %s: ", command);
  g_printerr (_("--day-cap must be 1–%d days, not %d"), WM_CLI_MAX_DAY_CAP, cap);
  g_printerr ("\n");
  return FALSE;
}

WmVariant *
wm_cli_load_or_report (const char *path, int *status)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  WmVariant *variant = wm_cli_load_variant (path, &diags);

  if (variant == NULL)
    {
      wm_cli_print_diagnostics (diags, stderr);
      *status = wm_cli_is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  return variant;
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

/* "Mirela Thorne (red)" padded with spaces to @width characters. */
static char *
character_label (const WmVariant *variant, const char *id, int width)
{
  const WmCharacter *c = variant != NULL ? wm_variant_find_character (variant, id) : NULL;
  const char *name = c ? wm_variant_display_name (variant, &c->name, id) : id;
  g_autofree char *label = strcmp (name, id) != 0 ? g_strdup_printf ("%s (%s)", name, id)
                                                 : g_strdup (id);
  int pad = MAX (width - (int) g_utf8_strlen (label, -1), 0);

  return g_strdup_printf ("%s%*s", label, pad, "");
}

/* "Cards that stand out:" and a line each, or "none"; then the figures
 * farthest from their decks that are within chance, and the cards too
 * rare to weigh. */
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
      g_autofree char *line
          = wm_sim_standout_describe (g_ptr_array_index (standouts->figures, i), variant);

      if (i == standouts->n_standing_out)
        g_printerr (_("Farthest from their deck, but within chance (more games would tell):\n"));
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

void
wm_cli_print_sim_summary (JsonNode *result, const WmVariant *variant)
{
  JsonObject *root = json_node_get_object (result);
  JsonObject *summary = json_object_get_object_member (root, "summary");
  JsonObject *config = json_object_get_object_member (root, "config");
  JsonObject *days = json_object_get_object_member (summary, "days");
  JsonObject *chars = json_object_get_object_member (summary, "characters");
  g_autoptr (GList) ids = json_object_get_members (chars);
  gint64 games = json_object_get_int_member (summary, "games");
  int width = 0;

  g_printerr (ngettext ("%" PRId64 " game, %.1f days on average (median %.1f), %" PRId64
                        " stopped at the day cap (day %" PRId64 ")\n",
                        "%" PRId64 " games, %.1f days on average (median %.1f), %" PRId64
                        " stopped at the day cap (day %" PRId64 ")\n",
                        (unsigned long) games),
              (int64_t) games, json_object_get_double_member (days, "mean"),
              json_object_get_double_member (days, "median"),
              (int64_t) json_object_get_int_member (summary, "capped"),
              (int64_t) json_object_get_int_member_with_default (config, "cap_days", 0));
  if (ids == NULL)
    return;
  g_printerr (_("Win rate per character, with its 95 %% interval (parity %.1f %%):\n"),
              100 * json_object_get_double_member (
                      json_object_get_object_member (chars, ids->data), "parity"));
  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *label = character_label (variant, l->data, 0);
      width = MAX (width, (int) g_utf8_strlen (label, -1));
    }
  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *c = json_object_get_object_member (chars, l->data);
      JsonArray *ci = json_object_get_array_member (c, "ci95");
      g_autofree char *label = character_label (variant, l->data, width);
      const char *verdict = json_object_get_boolean_member (c, "above_parity")   ? _("above parity")
                            : json_object_get_boolean_member (c, "below_parity") ? _("below parity")
                                                                                : "";
      g_printerr (_("  %s  %5.1f %%  [%.1f %%, %.1f %%]%s%s\n"), label,
                  100 * json_object_get_double_member (c, "win_rate"),
                  100 * json_array_get_double_element (ci, 0),
                  100 * json_array_get_double_element (ci, 1), *verdict ? "  " : "", verdict);
    }
  print_standouts (result, variant);
}
