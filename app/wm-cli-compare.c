#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli compare: what changed from one simulation result to
 * another, beyond chance — the Simulation page's What changed
 * (model/sim/wm-sim-compare.c), for results made by simulate or merge. */

#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-sim-compare.h"
#include "wm-sim-report.h"
#include "wm-variant-io.h"

/* The result files, BEFORE then AFTER; NULL after saying why one could not
 * be read (*status 2) or is no result (*status 1), as merge says it. */
static gboolean
load_results (char **paths, JsonNode *docs[2], int *status)
{
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (GError) error = NULL;

      docs[i] = wm_sim_report_load (paths[i], &error);
      if (docs[i] == NULL)
        {
          g_printerr ("%s\n", error->message);
          *status = error->domain == WM_SIM_ERROR ? EXIT_PROBLEMS : EXIT_USAGE;
          return FALSE;
        }
    }
  return TRUE;
}

/* "Before: r1.json, treos-base, 200 games, seed 7", and how much of its
 * batch a partial result or a shard holds. */
static void
print_run (const char *label, const char *path, JsonNode *doc)
{
  JsonObject *root = json_node_get_object (doc);
  JsonObject *config = json_object_get_object_member (root, "config");
  g_autofree char *scope = wm_cli_result_scope (doc);

  /* TRANSLATORS: "Before" or "After", the file, the variant's id, the
   * games (or how many of the batch's, for a partial result) and the seed */
  g_print (_("%s: %s, %s, %s, seed %s\n"), label, path,
           json_object_get_string_member_with_default (config, "variant", "?"),
           scope, json_object_get_string_member_with_default (config, "seed", "?"));
}

static JsonNode *
run_json (const char *path, JsonNode *doc)
{
  JsonObject *root = json_node_get_object (doc), *run = json_object_new ();
  JsonObject *config = json_object_get_object_member (root, "config");
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (run, "file", path);
  json_object_set_string_member (run, "variant",
                                 json_object_get_string_member_with_default (config, "variant", ""));
  /* null for a result written before results said it */
  if (wm_sim_report_design (doc) != NULL)
    json_object_set_string_member (run, "design_sha256", wm_sim_report_design (doc));
  else
    json_object_set_null_member (run, "design_sha256");
  json_object_set_int_member (run, "games",
                              json_object_get_int_member (
                                  json_object_get_object_member (root, "summary"), "games"));
  json_object_set_boolean_member (run, "partial",
                                  json_object_get_boolean_member_with_default (root, "partial",
                                                                               FALSE));
  json_node_take_object (node, run);
  return node;
}

static void
print_json (char **paths, JsonNode *docs[2], GPtrArray *changes)
{
  JsonObject *root = json_object_new ();
  g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  json_object_set_string_member (root, "format", "waymark-sim-compare-1");
  json_object_set_member (root, "before", run_json (paths[0], docs[0]));
  json_object_set_member (root, "after", run_json (paths[1], docs[1]));
  json_object_set_member (root, "changes", wm_sim_compare_to_json (changes));
  json_node_take_object (node, root);
  /* As a result is written: json-glib's 1e17 is no JSON number. */
  text = wm_sim_report_to_string (node);
  g_print ("%s", text);
}

/* The base game, when @doc's games were played on its design (the same
 * design_sha256): it names the characters and cards of a result of
 * `simulate base` without --variant, which listed them by id ("red");
 * NULL for any other design. */
static WmVariant *
base_game_of (JsonNode *doc)
{
  const char *design = wm_sim_report_design (doc);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) base = NULL;
  g_autofree char *checksum = NULL;

  if (design == NULL)
    return NULL;
  diags = wm_diagnostics_new ("base");
  base = wm_variant_load_base (diags);
  if (base == NULL)
    return NULL;
  checksum = wm_variant_design_checksum (base);
  return g_strcmp0 (checksum, design) == 0 ? g_steal_pointer (&base) : NULL;
}

int
wm_cli_compare (int argc, char **argv)
{
  g_autofree char *format = NULL, *variant_path = NULL, *before_path = NULL;
  int status = EXIT_CLEAN;
  GOptionEntry entries[] = { { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
                               N_("Output format: text (default) or json"), N_("FORMAT") },
                             { "variant", 0, 0, G_OPTION_ARG_FILENAME, &variant_path,
                               N_("The variant of the later games, to name its characters and "
                                  "cards"),
                               N_("FILE") },
                             { "before-variant", 0, 0, G_OPTION_ARG_FILENAME, &before_path,
                               N_("The variant of the earlier games, to name the cards only they "
                                  "have"),
                               N_("FILE") },
                             { NULL } };
  g_autoptr (WmVariant) variant = NULL, before_variant = NULL;
  g_autoptr (GPtrArray) changes = NULL;
  g_autoptr (GError) error = NULL;
  JsonNode *docs[2] = { NULL, NULL };

  /* Translators: the usage line of --help: two JSON results of simulate. */
  if (!wm_cli_parse_options (N_("BEFORE.json AFTER.json"),
                             N_("Say what changed from one simulation result to another beyond "
                                "chance."),
                             entries, &argc, &argv, &status))
    return status;
  if (argc != 3)
    {
      g_printerr (_("waymark-cli compare: give two result files, the one before and the one "
                    "after\n"));
      return EXIT_USAGE;
    }
  if (!wm_cli_check_format ("compare", format))
    return EXIT_USAGE;
  if (variant_path != NULL && (variant = wm_cli_load_or_report (variant_path, &status)) == NULL)
    return status;
  if (before_path != NULL
      && (before_variant = wm_cli_load_or_report (before_path, &status)) == NULL)
    return status;
  if (!load_results (argv + 1, docs, &status)
      || !wm_sim_compare_check (docs[0], docs[1], (const char *const *) argv + 1, &error))
    {
      if (error != NULL)
        g_printerr ("%s\n", error->message);
      g_clear_pointer (&docs[0], json_node_unref);
      g_clear_pointer (&docs[1], json_node_unref);
      return error != NULL ? EXIT_PROBLEMS : status;
    }
  if (variant == NULL)
    variant = base_game_of (docs[1]);
  if (before_variant == NULL)
    before_variant = base_game_of (docs[0]);
  changes = wm_sim_compare (docs[0], docs[1], before_variant, variant);
  if (format != NULL && strcmp (format, "json") == 0)
    print_json (argv + 1, docs, changes);
  else
    {
      g_autofree char *text = wm_sim_compare_to_text (changes);

      print_run (_("Before"), argv[1], docs[0]);
      print_run (_("After"), argv[2], docs[1]);
      g_print ("%s", text);
    }
  json_node_unref (docs[0]);
  json_node_unref (docs[1]);
  return EXIT_CLEAN;
}
