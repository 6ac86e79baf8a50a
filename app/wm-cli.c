#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli: the display-less front of Waymark. Each command is a
 * function taking its own arguments; main() only dispatches. Exit status:
 * 0 clean, 1 problems found in the input, 2 usage or I/O error. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "wm-registry.h"
#include "wm-variant-io.h"

enum
{
  EXIT_CLEAN = 0,
  EXIT_PROBLEMS = 1,
  EXIT_USAGE = 2
};

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

/* Parses the options of a command; on --help or a usage error prints and
 * returns FALSE with *status set. */
static gboolean
parse_options (const char *usage, const char *summary, GOptionEntry *entries, int *argc,
               char ***argv, int *status)
{
  g_autoptr (GOptionContext) context = g_option_context_new (usage);
  g_autoptr (GError) error = NULL;

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

/* Loads FILE, or the bundled base game for "base". Diagnostics accumulate
 * in @diags; NULL when the file has errors. */
static WmVariant *
load_variant (const char *path, WmDiagnostics **diags)
{
  if (strcmp (path, "base") == 0)
    {
      *diags = wm_diagnostics_new ("treos-base.waymark");
      return wm_variant_load_base (*diags);
    }
  *diags = wm_diagnostics_new (path);
  return wm_variant_load_path (path, *diags);
}

static gboolean
is_io_failure (const WmDiagnostics *diags)
{
  return wm_diagnostics_has_code (diags, "io-read");
}

static void
print_diagnostics (const WmDiagnostics *diags, FILE *out)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_autofree char *line = wm_diagnostic_format (d);
      if (d->where != NULL)
        fprintf (out, "%s (%s)\n", line, d->where);
      else
        fprintf (out, "%s\n", line);
    }
}

static int
require_one_file (int argc, char **argv, const char *command)
{
  if (argc != 2)
    {
      g_printerr ("waymark-cli %s: expected one FILE (try --help)\n", command);
      return EXIT_USAGE;
    }
  return EXIT_CLEAN;
}

/* ---- validate ----------------------------------------------------------- */

static int
cmd_validate (int argc, char **argv)
{
  g_autofree char *format = NULL;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "Output format: text (default) or json",
      "FORMAT" },
    { NULL }
  };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) variant = NULL;
  int status = EXIT_CLEAN;

  if (!parse_options ("FILE", "Check a variant file and list every problem found.", entries,
                      &argc, &argv, &status))
    return status;
  if ((status = require_one_file (argc, argv, "validate")) != EXIT_CLEAN)
    return status;
  if (format != NULL && strcmp (format, "text") != 0 && strcmp (format, "json") != 0)
    {
      g_printerr ("waymark-cli validate: unknown format “%s” (text or json)\n", format);
      return EXIT_USAGE;
    }

  variant = load_variant (argv[1], &diags);
  if (format != NULL && strcmp (format, "json") == 0)
    {
      g_autofree char *json = wm_diagnostics_to_json (diags);
      fputs (json, stdout);
    }
  else
    print_diagnostics (diags, stdout);

  if (is_io_failure (diags))
    return EXIT_USAGE;
  return wm_diagnostics_count_errors (diags) > 0 ? EXIT_PROBLEMS : EXIT_CLEAN;
}

/* ---- info ----------------------------------------------------------------- */

static void
count_side (const WmVariant *variant, const WmSide *side, GString *out)
{
  g_string_append_printf (out, "    side %c: %u spaces, %u paths", side->id, side->spaces->len,
                          side->paths->len);
  for (guint t = 0; t < variant->path_types->len; t++)
    {
      WmPathType *type = g_ptr_array_index (variant->path_types, t);
      guint n = 0;
      for (guint i = 0; i < side->paths->len; i++)
        n += g_strcmp0 (((WmPath *) g_ptr_array_index (side->paths, i))->type, type->id) == 0;
      g_string_append_printf (out, "%s%u %s", t ? ", " : " (", n, type->id);
    }
  if (variant->path_types->len > 0)
    g_string_append (out, ")");
  g_string_append_printf (out, ", %u inland lakes, %u ports\n", side->lakes->len,
                          side->ports->len);
}

static void
describe_variant (const WmVariant *variant, GString *out)
{
  const char *lang = wm_variant_fallback_language (variant);
  g_autofree char *languages = g_strjoinv (", ", variant->info.languages);

  g_string_append_printf (out, "%s\n", wm_text_get (&variant->info.title, lang, lang));
  g_string_append_printf (out, "languages: %s\n", languages);
  g_string_append_printf (out,
                          "rules: goal %d (higher goal %d), hand %d, %d turns a day, %d–%d players\n",
                          variant->rules.goal, variant->rules.higher_goal, variant->rules.hand,
                          variant->rules.turns, variant->rules.min_players,
                          variant->rules.max_players);
  g_string_append_printf (out, "towns: %u\n", variant->towns->len);
  g_string_append_printf (out, "regions: %u\n", variant->regions->len);
  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      g_string_append_printf (out, "  %s “%s”\n", region->id,
                              wm_text_get (&region->name, lang, lang));
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          count_side (variant, region->sides[s], out);
    }
  g_string_append_printf (out, "board: %d × %d, order %s, rotation %s\n", variant->board.cols,
                          variant->board.rows,
                          variant->board.order == WM_ORDER_FIXED ? "fixed" : "random",
                          variant->board.rotation == WM_ORDER_FIXED ? "fixed" : "random");
  g_string_append_printf (out, "characters: %u\n", variant->characters->len);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      WmCharacter *c = g_ptr_array_index (variant->characters, i);
      g_string_append_printf (out, "  %s “%s”, starts in %s\n", c->id,
                              wm_text_get (&c->name, lang, lang), c->start_town);
    }
  g_string_append_printf (out, "decks: %u\n", variant->decks->len);
  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      g_string_append_printf (out, "  %-16s %-16s %3u cards\n", deck->id,
                              wm_deck_kind_to_string (deck->kind), deck->cards->len);
    }
}

static int
cmd_info (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  int status = EXIT_CLEAN;

  if (!parse_options ("FILE", "Describe what a variant holds.", entries, &argc, &argv, &status))
    return status;
  if ((status = require_one_file (argc, argv, "info")) != EXIT_CLEAN)
    return status;

  variant = load_variant (argv[1], &diags);
  if (variant == NULL)
    {
      print_diagnostics (diags, stderr);
      return is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  describe_variant (variant, out);
  fputs (out->str, stdout);
  return EXIT_CLEAN;
}

/* ---- format --------------------------------------------------------------- */

static int
cmd_format (int argc, char **argv)
{
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to OUT instead of stdout", "OUT" },
    { NULL }
  };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  int status = EXIT_CLEAN;
  gsize size;
  const char *data;

  if (!parse_options ("IN", "Load a variant and write it in the canonical form.", entries, &argc,
                      &argv, &status))
    return status;
  if ((status = require_one_file (argc, argv, "format")) != EXIT_CLEAN)
    return status;

  variant = load_variant (argv[1], &diags);
  if (variant == NULL)
    {
      print_diagnostics (diags, stderr);
      return is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  bytes = wm_variant_save_bytes (variant);
  data = g_bytes_get_data (bytes, &size);
  if (output == NULL)
    {
      fwrite (data, 1, size, stdout);
      return fflush (stdout) == 0 ? EXIT_CLEAN : EXIT_USAGE;
    }
  if (!wm_write_file_atomically (output, data, size, &error))
    {
      g_printerr ("waymark-cli format: %s\n", error->message);
      return EXIT_USAGE;
    }
  return EXIT_CLEAN;
}

/* ---- dispatch --------------------------------------------------------------- */

static const Command commands[] = {
  { "validate", "check a variant and list its problems", cmd_validate },
  { "info", "describe what a variant holds", cmd_info },
  { "format", "rewrite a variant in the canonical form", cmd_format },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: waymark-cli COMMAND [OPTIONS] FILE\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nFILE may be “base” for the bundled base game.\n"
                "Run “waymark-cli COMMAND --help” for the options of a command.\n");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return EXIT_CLEAN;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("waymark-cli %s\n", PACKAGE_VERSION);
      return EXIT_CLEAN;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  g_printerr ("waymark-cli: unknown command “%s”\n\n", argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
