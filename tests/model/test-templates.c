/* The bundled templates New variant starts from (wm-variant-template.h):
 * each loads and validates without a single problem, the small board is
 * the small board, a new variant from either is untitled and uncredited,
 * and seeded games on the small board end before the day cap. */

#include "config.h"

#include "wm-placeholders.h"
#include "wm-sim-run.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

static void
assert_no_problems (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
}

static void
test_names (void)
{
  WmTemplate which = WM_N_TEMPLATES;

  for (int i = 0; i < WM_N_TEMPLATES; i++)
    {
      g_assert_true (wm_template_from_name (wm_template_get_name (i), &which));
      g_assert_cmpint (which, ==, i);
    }
  g_assert_cmpstr (wm_template_get_name (WM_TEMPLATE_SMALL), ==, "small");
  g_assert_cmpstr (wm_template_get_file_name (WM_TEMPLATE_BASE), ==, "treos-base.waymark");
  g_assert_false (wm_template_from_name ("huge", &which));
  g_assert_false (wm_template_from_name ("", &which));
  g_assert_false (wm_template_from_name ("Small", &which));
}

/* Not a warning: a designer's first look at the Validation page is empty. */
static void
test_validates_clean (gconstpointer data)
{
  WmTemplate which = GPOINTER_TO_INT (data);
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new (wm_template_get_file_name (which));
  g_autoptr (WmVariant) variant = wm_template_load (which, load);
  g_autoptr (WmDiagnostics) check = NULL;

  g_assert_nonnull (variant);
  assert_no_problems (load);
  check = wm_validate (variant);
  assert_no_problems (check);
}

/* The bundled file is in the canonical form, as `waymark-cli format`
 * writes it, so that saving the new variant unchanged changes nothing. */
static void
test_canonical (gconstpointer data)
{
  WmTemplate which = GPOINTER_TO_INT (data);
  g_autoptr (GBytes) bundled = wm_template_bytes (which);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bundled");
  g_autoptr (WmVariant) variant = wm_template_load (which, diags);
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);

  g_assert_true (g_bytes_equal (bundled, saved));
}

static int
total_secret_places (const WmVariant *variant)
{
  int total = 0;

  for (guint i = 0; i < variant->secret_places->len; i++)
    total += ((WmSecretPlace *) g_ptr_array_index (variant->secret_places, i))->count;
  return total;
}

/* Two regions side by side, each with its two towns, its fort's weapon and
 * its quest deck; one step of weapon track per weapon type. */
static void
test_small_board (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("small");
  g_autoptr (WmVariant) variant = wm_template_load (WM_TEMPLATE_SMALL, diags);
  guint quest_decks = 0;

  g_assert_cmpstr (variant->id, ==, "waymark-small");
  g_assert_cmpuint (variant->regions->len, ==, 2);
  g_assert_cmpint (variant->board.cols, ==, 2);
  g_assert_cmpint (variant->board.rows, ==, 1);
  g_assert_cmpuint (variant->board.cells->len, ==, 2);
  g_assert_cmpuint (variant->towns->len, ==, 4);
  g_assert_cmpuint (variant->weapon_types->len, ==, 2);
  g_assert_cmpint (total_secret_places (variant), ==, 5);
  g_assert_cmpuint (variant->characters->len, ==, 4);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      WmCharacter *character = g_ptr_array_index (variant->characters, i);
      g_assert_cmpuint (character->weapons->len, ==, 2);
    }
  for (guint i = 0; i < variant->decks->len; i++)
    if (((WmDeck *) g_ptr_array_index (variant->decks, i))->kind == WM_DECK_COMMON_QUEST)
      quest_decks++;
  g_assert_cmpuint (quest_decks, ==, 2);
  /* Its own title in each language, not the base game's. */
  g_assert_cmpstr (wm_text_get (&variant->info.title, "en", "en"), ==, "Waymark Small Board");
  g_assert_cmpstr (wm_text_get (&variant->info.title, "de", "en"), ==,
                   "Waymark – Kleiner Spielplan");
  g_assert_cmpstr (wm_text_get (&variant->info.title, "it", "en"), ==,
                   "Waymark – Tabellone piccolo");
}

/* What New variant makes: the template's content, untitled, uncredited,
 * and the validator says so and nothing else. */
static void
test_new_variant (gconstpointer data)
{
  WmTemplate which = GPOINTER_TO_INT (data);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("template");
  g_autoptr (WmVariant) original = wm_template_load (which, diags);
  g_autoptr (WmVariant) variant = wm_template_new_variant (which);
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) reload = wm_diagnostics_new ("new");
  g_autoptr (WmVariant) reread = wm_variant_load_bytes (bytes, "new", reload);
  g_autoptr (WmDiagnostics) check = NULL;

  g_assert_cmpstr (variant->id, ==, WM_PLACEHOLDER_NEW_VARIANT_ID);
  g_assert_cmpstr (wm_text_get (&variant->info.title, "en", "en"), ==, "Untitled variant");
  g_assert_true (wm_text_is_empty (&variant->info.description));
  g_assert_cmpuint (variant->info.authors->len, ==, 0);
  g_assert_cmpuint (variant->regions->len, ==, original->regions->len);
  g_assert_cmpuint (variant->decks->len, ==, original->decks->len);

  g_assert_nonnull (reread);
  assert_no_problems (reload);
  check = wm_validate (reread);
  g_assert_cmpuint (wm_diagnostics_count (check), >, 0);
  for (guint i = 0; i < wm_diagnostics_count (check); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (check, i);
      g_assert_cmpstr (d->code, ==, "placeholder-name");
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
    }
}

/* Seeded games with four bots, every choice checked for legality, all end
 * with a winner before the day cap. */
static void
test_small_games_end (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("small");
  g_autoptr (WmVariant) variant = wm_template_load (WM_TEMPLATE_SMALL, diags);
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) doc = NULL;
  JsonObject *counts;
  WmSimConfig cfg;

  wm_sim_config_init (&cfg, variant, 4);
  cfg.games = 8;
  cfg.seed = 2026;
  cfg.cap_days = 40;
  cfg.check = TRUE;
  batch = wm_sim_batch_new (variant, &cfg, &error);
  g_assert_no_error (error);
  doc = wm_sim_batch_run (batch, 1, NULL, NULL, NULL);
  counts = json_object_get_object_member (json_node_get_object (doc), "counts");
  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (counts, "capped"), ==, 0);
}

int
main (int argc, char **argv)
{
  static const struct
  {
    const char *name;
    WmTemplate which;
  } templates[] = { { "base", WM_TEMPLATE_BASE }, { "small", WM_TEMPLATE_SMALL } };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/template/names", test_names);
  for (guint i = 0; i < G_N_ELEMENTS (templates); i++)
    {
      gconstpointer data = GINT_TO_POINTER (templates[i].which);
      g_autofree char *clean = g_strdup_printf ("/model/template/%s/validates-clean",
                                                templates[i].name);
      g_autofree char *canonical = g_strdup_printf ("/model/template/%s/canonical",
                                                    templates[i].name);
      g_autofree char *fresh = g_strdup_printf ("/model/template/%s/new-variant",
                                                templates[i].name);
      g_test_add_data_func (clean, data, test_validates_clean);
      g_test_add_data_func (canonical, data, test_canonical);
      g_test_add_data_func (fresh, data, test_new_variant);
    }
  g_test_add_func ("/model/template/small/board", test_small_board);
  g_test_add_func ("/model/template/small/games-end", test_small_games_end);
  return g_test_run ();
}
