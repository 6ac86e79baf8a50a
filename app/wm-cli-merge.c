#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli merge: shards of one batch into the result of the batch. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-sim-report.h"
#include "wm-variant-io.h"

/* Whether @variant (of --variant, to name the characters in the summary
 * and the characters and cards in the CSV as simulate names them: a result
 * holds only their ids) is the variant the games were of; else says so, an
 * error as a shard of another batch is, -q or not: the file names nothing
 * the games knew, and dropping it for the ids would be a silent fix. Another
 * version of it names them, with a warning -q does not hide either: its
 * names may not be those the games knew. */
static gboolean
names_the_games (const char *path, const WmVariant *variant, JsonNode *merged)
{
  JsonObject *config = json_object_get_object_member (json_node_get_object (merged), "config");
  const char *of = json_object_get_string_member_with_default (config, "variant", "");
  const char *id = variant->id ? variant->id : "";
  const char *played = wm_sim_report_design (merged);
  g_autofree char *design = NULL;

  if (strcmp (of, id) != 0)
    {
      /* TRANSLATORS: the file given with --variant, the variant the games
       * were of, then the variant of the file. */
      g_printerr (_("%s: error: the games were of the variant “%s”, not “%s”, this file's: give "
                    "the variant they were played on, or leave out --variant to name the "
                    "characters by their ids"),
                  path, of, id);
      g_printerr ("\n");
      return FALSE;
    }
  design = wm_variant_design_checksum (variant);
  if (played != NULL && strcmp (played, design) != 0)
    {
      /* TRANSLATORS: the file given with --variant, then the start of the
       * fingerprint of the design the games were played on and of the
       * file's */
      g_printerr (_("%s: warning: the games were played on another version of this variant "
                    "(design %.12s, the file's is %.12s); its names may not be those the games "
                    "knew"),
                  path, played, design);
      g_printerr ("\n");
    }
  return TRUE;
}

/* Whether --out and --csv are two files and neither is a shard or the
 * variant: a merge that wrote over a shard would lose it. */
static gboolean
outputs_spare_inputs (const char *out, const char *csv, const char *variant_path, int argc,
                      char **argv)
{
  if (!wm_cli_outputs_differ ("--out", out ? out : "-", "--csv", csv)
      || !wm_cli_output_spares_input ("--out", out, variant_path, WM_CLI_INPUT_VARIANT)
      || !wm_cli_output_spares_input ("--csv", csv, variant_path, WM_CLI_INPUT_VARIANT))
    return FALSE;
  for (int i = 1; i < argc; i++)
    if (!wm_cli_output_spares_input ("--out", out, argv[i], WM_CLI_INPUT_RESULT)
        || !wm_cli_output_spares_input ("--csv", csv, argv[i], WM_CLI_INPUT_RESULT))
      return FALSE;
  return TRUE;
}

int
wm_cli_merge (int argc, char **argv)
{
  g_autofree char *out = NULL, *csv = NULL, *variant_path = NULL;
  int status = EXIT_CLEAN;
  gboolean quiet = FALSE;
  GOptionEntry entries[] = { { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
                               N_("Write the merged JSON here (default stdout)"), N_("FILE") },
                             { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv,
                               N_("Write a CSV summary here (- for stdout)"), N_("FILE") },
                             { "variant", 0, 0, G_OPTION_ARG_FILENAME, &variant_path,
                               N_("The variant the games were of, to name its characters in the "
                                  "summary"),
                               N_("FILE") },
                             { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
                               N_("No summary on stderr"), NULL },
                             { NULL } };
  g_autoptr (GPtrArray) docs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr (JsonNode) merged = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GError) error = NULL;
  gboolean partial;

  /* Translators: the usage line of --help: the JSON results of simulate. */
  if (!wm_cli_parse_options (N_("RESULT.json…"),
                             N_("Merge the results of shards of one simulation batch."), entries,
                             &argc, &argv, &status))
    return status;
  if (argc < 2)
    {
      g_printerr (_("waymark-cli merge: give one or more result files\n"));
      return EXIT_USAGE;
    }
  if (!outputs_spare_inputs (out, csv, variant_path, argc, argv)
      || (out && !wm_cli_check_output (out)) || (csv && !wm_cli_check_output (csv)))
    return EXIT_USAGE;
  /* Read before the shards, as every file the command is given: one that
   * cannot be read or is broken is said as simulate says it. */
  if (variant_path != NULL && (variant = wm_cli_load_or_report (variant_path, &status)) == NULL)
    return status;
  for (int i = 1; i < argc; i++)
    {
      JsonNode *doc = wm_sim_report_load (argv[i], &error);
      /* The message is a diagnostic line, "FILE: error: …". A file that
       * is no result, or whose counts do not add up, is wrong input (1);
       * one that cannot be read is I/O (2). */
      if (doc == NULL)
        {
          g_printerr ("%s\n", error->message);
          return error->domain == WM_SIM_ERROR ? EXIT_PROBLEMS : EXIT_USAGE;
        }
      g_ptr_array_add (docs, doc);
    }
  /* The refusal names the files ("b.json: error: shard 1/2 is already in
   * a.json"), as a file that cannot be loaded is named. */
  merged = wm_sim_report_merge_named ((JsonNode *const *) docs->pdata,
                                      (const char *const *) argv + 1, (int) docs->len, &error);
  if (merged == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_PROBLEMS;
    }
  /* Results of a Waymark before design fingerprints (a mix is refused
   * above) merge as they did, but the merge cannot check what it checks
   * of newer ones: said, -q or not, as the other warnings of the input.
   * One file alone has nothing to be checked against. */
  if (docs->len > 1 && wm_sim_report_design (merged) == NULL)
    {
      g_printerr (_("waymark-cli merge: warning: the results do not say which design their games "
                    "were played on (no config.design_sha256: a Waymark older than this one "
                    "wrote them), so whether the variant was edited between them is not "
                    "checked, and the merged result does not say it either"));
      g_printerr ("\n");
    }
  /* Before anything is written: a wrong --variant writes no result. */
  if (variant != NULL && !names_the_games (variant_path, variant, merged))
    return EXIT_PROBLEMS;
  /* First, as simulate says an interrupted batch: a summary read from the
   * top must not pass for the whole batch's. */
  partial = json_object_get_boolean_member (json_node_get_object (merged), "partial");
  if (partial)
    {
      g_autofree char *scope = wm_cli_result_scope (merged);

      /* TRANSLATORS: %s is "133 of 200 games (shards 0, 2 of 3)" */
      g_printerr (_("waymark-cli merge: not every shard is there (or one is partial); the result "
                    "is partial: %s\n"),
                  scope);
    }
  if (!quiet)
    {
      /* What the games were played with, as the Simulation page's title
       * names it: a summary of a run with no events read as the game's. */
      g_autofree char *setup = wm_sim_report_setup_line (merged);

      g_printerr ("%s\n", setup);
      wm_cli_print_sim_summary (merged, variant);
    }
  if ((status = wm_cli_write_result ("merge", merged, variant, out, csv)) != EXIT_CLEAN)
    return status;
  return partial ? EXIT_PROBLEMS : EXIT_CLEAN;
}
