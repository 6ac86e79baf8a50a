#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli board: the compiled board of an arrangement as JSON, for tools
 * outside Waymark: spaces with their kinds, every exit with its board
 * directions, type and destination, lakes with shores and islands, wrap
 * links. */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-map.h"
#include "wm-sim-json.h"
#include "wm-variant-io.h"

static const char *const place_names[] = { "plain", "town", "fort", "inn", "secret", "island" };
static const char *const via_names[] = { "path", "lake", "wrap-road", "wrap-lake" };
static const char *const lake_names[] = { "inland", "central", "edge", "corner" };

static void
add_space_name (JsonBuilder *b, const WmMap *map, const char *member, int space)
{
  g_autofree char *name = wm_map_space_name (map, space);
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, name);
}

static void
add_exit (JsonBuilder *b, const WmMap *map, const WmExit *e)
{
  const WmVariant *v = map->variant;

  json_builder_begin_object (b);
  add_space_name (b, map, "to", e->to);
  json_builder_set_member_name (b, "dirs");
  json_builder_begin_array (b);
  for (int d = 0; d < WM_N_DIRS; d++)
    if (e->dirs & (1u << d))
      json_builder_add_string_value (b, wm_direction_to_string (d));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, e->type >= 0 ? ((WmPathType *) g_ptr_array_index (v->path_types, e->type))->id : "");
  json_builder_set_member_name (b, "via");
  json_builder_add_string_value (b, via_names[e->via]);
  if (e->lake >= 0)
    {
      json_builder_set_member_name (b, "lake");
      json_builder_add_int_value (b, e->lake);
    }
  json_builder_end_object (b);
}

static void
add_space (JsonBuilder *b, const WmMap *map, int s)
{
  const WmMapSpace *ms = &map->spaces[s];
  const WmVariant *v = map->variant;

  json_builder_begin_object (b);
  add_space_name (b, map, "id", s);
  json_builder_set_member_name (b, "cell");
  json_builder_add_int_value (b, ms->cell);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, place_names[ms->place]);
  if (ms->town >= 0)
    {
      json_builder_set_member_name (b, "town");
      json_builder_add_string_value (b, ((WmTown *) g_ptr_array_index (v->towns, ms->town))->id);
    }
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, ms->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, ms->y);
  json_builder_set_member_name (b, "exits");
  json_builder_begin_array (b);
  for (int i = 0; i < ms->n_exits; i++)
    add_exit (b, map, &map->exits[ms->first_exit + i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_lake (JsonBuilder *b, const WmMap *map, int l)
{
  const WmMapLake *lake = &map->lakes[l];

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "index");
  json_builder_add_int_value (b, l);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, lake_names[lake->kind]);
  for (int part = 0; part < 2; part++)
    {
      json_builder_set_member_name (b, part ? "islands" : "shores");
      json_builder_begin_array (b);
      for (int i = part ? lake->n_members - lake->n_islands : 0;
           i < (part ? lake->n_members : lake->n_members - lake->n_islands); i++)
        {
          g_autofree char *name = wm_map_space_name (map, lake->members[i]);
          json_builder_add_string_value (b, name);
        }
      json_builder_end_array (b);
    }
  if (lake->wrap_partner >= 0)
    {
      json_builder_set_member_name (b, "wrap-partner");
      json_builder_add_int_value (b, lake->wrap_partner);
    }
  json_builder_end_object (b);
}

static void
add_wrap (JsonBuilder *b, const WmMap *map, const WmWrapLink *w)
{
  json_builder_begin_object (b);
  if (w->a >= 0)
    {
      json_builder_set_member_name (b, "via");
      json_builder_add_string_value (b, "road");
      add_space_name (b, map, "a", w->a);
      add_space_name (b, map, "b", w->b);
    }
  else
    {
      json_builder_set_member_name (b, "via");
      json_builder_add_string_value (b, "lake");
      json_builder_set_member_name (b, "lake-a");
      json_builder_add_int_value (b, w->lake_a);
      json_builder_set_member_name (b, "lake-b");
      json_builder_add_int_value (b, w->lake_b);
    }
  json_builder_end_object (b);
}

static char *
board_json (const WmMap *map)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *spec = wm_arrangement_to_string (map->variant, map->arrangement);
  g_autofree char *data = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "arrangement");
  json_builder_add_string_value (b, spec);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, map->arrangement->cols);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, map->arrangement->rows);
  json_builder_set_member_name (b, "cell-size");
  json_builder_add_double_value (b, map->cell_size);
  json_builder_set_member_name (b, "spaces");
  json_builder_begin_array (b);
  for (int s = 0; s < map->n_spaces; s++)
    add_space (b, map, s);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "lakes");
  json_builder_begin_array (b);
  for (int l = 0; l < map->n_lakes; l++)
    add_lake (b, map, l);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "wraps");
  json_builder_begin_array (b);
  for (int w = 0; w < map->n_wraps; w++)
    add_wrap (b, map, &map->wraps[w]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  data = json_generator_to_data (gen, NULL);
  /* ten significant digits, as the variant file writes a coordinate
   * (JsonGenerator writes seventeen: 10.800000000000001 for 10.8) */
  return wm_sim_json_numbers (data, TRUE);
}

int
wm_cli_board (int argc, char **argv)
{
  g_autofree char *spec = NULL, *format = NULL;
  gboolean variable = FALSE;
  g_auto (WmCliVariantOptions) variant_options = { 0 };
  GOptionEntry entries[]
      = { { "arrangement", 0, 0, G_OPTION_ARG_STRING, &spec,
            N_("Arrangement, e.g. r1:A:0,r2:A:90,… (default: the board's cells)"), N_("SPEC") },
          WM_CLI_SETUP_OPTION_ENTRIES (variant_options),
          { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("Output format: json"),
            N_("FORMAT") },
          { NULL } };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (WmMap) map = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmDiagnostics) problems = NULL;
  g_autofree char *json = NULL;
  int status = EXIT_CLEAN;

  if (!wm_cli_parse_options (N_("FILE"), N_("Write the compiled board of an arrangement."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "board")) != EXIT_CLEAN)
    return status;
  if (!wm_cli_check_choice ("board", "--format", format, (const char *const[]){ "json", NULL },
                            "json"))
    return EXIT_USAGE;
  if ((variant = wm_cli_load_or_report (argv[1], &status)) == NULL)
    return status;
  /* The default arrangement on the side a game of the variant is dealt,
   * as in play and render. */
  if (!wm_cli_variable_setup ("board", &variant_options, variant, &variable))
    return EXIT_USAGE;
  arrangement = spec ? wm_arrangement_parse (variant, spec, &error)
                     : wm_arrangement_default (variant, variable);
  if (arrangement == NULL)
    {
      /* as render says it: which option the mistake is in */
      g_printerr (_("waymark-cli board: --arrangement: %s\n"), error->message);
      return EXIT_USAGE;
    }
  problems = wm_diagnostics_new (argv[1]);
  map = wm_map_build (variant, arrangement, problems);
  if (map == NULL)
    {
      wm_cli_print_diagnostics (problems, stderr);
      return EXIT_PROBLEMS;
    }
  json = board_json (map);
  {
    g_autofree char *line = g_strconcat (json, "\n", NULL);
    /* A failure is said here and ends in exit 2 at main ()'s flush. */
    wm_cli_write_stdout (line, strlen (line));
  }
  /* A board that assembles with problems is still written, but reported. */
  if (wm_diagnostics_count_errors (problems) > 0)
    {
      wm_cli_print_diagnostics (problems, stderr);
      return EXIT_PROBLEMS;
    }
  return EXIT_CLEAN;
}
