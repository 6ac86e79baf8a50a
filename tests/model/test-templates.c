/* The bundled templates New variant starts from (wm-variant-template.h):
 * the base game and the small board load and validate without a single
 * problem, the small board is the small board, the empty board holds what
 * a game from scratch starts with and its validation lists what it lacks,
 * a new variant from any is untitled and uncredited, and seeded games on
 * the small board end before the day cap. */

#include "config.h"

#include "wm-placeholders.h"
#include "wm-sim-run.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

static void
log_problems (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
}

static void
assert_no_problems (const WmDiagnostics *diags)
{
  log_problems (diags);
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
  g_assert_cmpstr (wm_template_get_name (WM_TEMPLATE_BLANK), ==, "blank");
  g_assert_cmpstr (wm_template_get_file_name (WM_TEMPLATE_BLANK), ==, "blank.waymark");
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

/* What the empty board lacks to be played, as the validator says it: the
 * code, the thing it is at, and whether it is an error. In the order of
 * wm_diagnostics_sort (): the errors by line, then the warnings. */
static const struct
{
  const char *code;
  const char *where;
  gboolean error;
} blank_problems[] = {
  { "setup-weapon-types", "setup", TRUE },
  { "character-count", "rules", TRUE },
  { "side-town-slots", "region r1 / side A", TRUE },
  { "side-castle-slots", "region r1 / side A", TRUE },
  { "side-town-slots", "region r1 / side B", TRUE },
  { "side-castle-slots", "region r1 / side B", TRUE },
  { "deck-empty", "deck quests-r1", TRUE },
  { "deck-empty", "deck side-quests", TRUE },
  { "deck-empty", "deck personal-quests", TRUE },
  { "deck-empty", "deck common-movement", TRUE },
  { "deck-empty", "deck events", TRUE },
  /* five highwaymen, and a board of one cell has no central lake */
  { "highwaymen-unplaced", "pieces", FALSE },
  /* the region, named as the map editor names a new one, in each language */
  { "placeholder-name", "region r1", FALSE },
  { "placeholder-name", "region r1", FALSE },
  { "placeholder-name", "region r1", FALSE },
};

static gboolean
is_blank_problem (const WmDiagnostic *d)
{
  for (guint i = 0; i < G_N_ELEMENTS (blank_problems); i++)
    if (g_str_equal (d->code, blank_problems[i].code)
        && g_strcmp0 (d->where, blank_problems[i].where) == 0)
      return TRUE;
  return FALSE;
}

/* Exactly the problems above, in their order, and nothing else. */
static void
assert_blank_problems (const WmDiagnostics *diags)
{
  log_problems (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, G_N_ELEMENTS (blank_problems));
  for (guint i = 0; i < G_N_ELEMENTS (blank_problems); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_cmpstr (d->code, ==, blank_problems[i].code);
      g_assert_cmpstr (d->where, ==, blank_problems[i].where);
      g_assert_cmpint (d->severity == WM_SEVERITY_ERROR, ==, blank_problems[i].error);
    }
}

/* The empty board: the base game's rules and path types, the three kinds
 * of secret place none of which is laid yet, one region with two empty
 * sides on a 1 × 1 board, its quest deck and the decks every game deals,
 * all empty, and nothing else: no towns, weapon types nor characters. */
static void
test_blank_content (void)
{
  const WmVariant *base = wm_template_get (WM_TEMPLATE_BASE);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("blank");
  g_autoptr (WmVariant) variant = wm_template_load (WM_TEMPLATE_BLANK, diags);
  static const char *const path_types[] = { "trail", "road", "water" };
  static const char *const decks[] = { "quests-r1", "side-quests", "personal-quests",
                                       "common-movement", "events" };
  WmRegion *region;

  g_assert_nonnull (variant);
  assert_no_problems (diags);
  g_assert_cmpstr (variant->id, ==, "waymark-blank");
  g_assert_cmpint (variant->rules.goal, ==, base->rules.goal);
  g_assert_cmpint (variant->rules.higher_goal, ==, base->rules.higher_goal);
  g_assert_cmpint (variant->rules.hand, ==, base->rules.hand);
  g_assert_cmpint (variant->rules.turns, ==, base->rules.turns);
  g_assert_cmpint (variant->rules.min_players, ==, base->rules.min_players);
  g_assert_cmpint (variant->rules.max_players, ==, base->rules.max_players);
  g_assert_cmpint (variant->rules.discovery_gold, ==, base->rules.discovery_gold);
  g_assert_cmpint (variant->pieces.highwaymen, ==, base->pieces.highwaymen);
  g_assert_cmpint (variant->pieces.intrigue_markers, ==, base->pieces.intrigue_markers);
  g_assert_cmpuint (variant->path_types->len, ==, G_N_ELEMENTS (path_types));
  for (guint i = 0; i < G_N_ELEMENTS (path_types); i++)
    g_assert_cmpstr (((WmPathType *) g_ptr_array_index (variant->path_types, i))->id, ==,
                     path_types[i]);
  g_assert_cmpuint (variant->secret_places->len, ==, 3);
  g_assert_cmpint (total_secret_places (variant), ==, 0);
  g_assert_cmpuint (variant->towns->len, ==, 0);
  g_assert_cmpuint (variant->weapon_types->len, ==, 0);
  g_assert_cmpuint (variant->characters->len, ==, 0);
  g_assert_cmpuint (variant->regions->len, ==, 1);
  region = g_ptr_array_index (variant->regions, 0);
  g_assert_null (region->fort_weapon);
  for (int s = 0; s < 2; s++)
    {
      g_assert_nonnull (region->sides[s]);
      g_assert_cmpuint (region->sides[s]->spaces->len, ==, 0);
    }
  g_assert_cmpint (variant->board.cols, ==, 1);
  g_assert_cmpint (variant->board.rows, ==, 1);
  g_assert_cmpuint (variant->board.cells->len, ==, 1);
  g_assert_cmpuint (variant->decks->len, ==, G_N_ELEMENTS (decks));
  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      g_assert_cmpstr (deck->id, ==, decks[i]);
      g_assert_cmpuint (deck->cards->len, ==, 0);
    }
}

/* The Validation page's list for the empty board: what it lacks. */
static void
test_blank_problems (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("blank");
  g_autoptr (WmVariant) variant = wm_template_load (WM_TEMPLATE_BLANK, diags);
  g_autoptr (WmDiagnostics) check = wm_validate (variant);

  assert_blank_problems (check);
}

/* Saved and read again, the empty board is what it was, byte for byte,
 * and says the same about itself. */
static void
test_blank_round_trip (void)
{
  g_autoptr (GBytes) bundled = wm_template_bytes (WM_TEMPLATE_BLANK);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("blank");
  g_autoptr (WmVariant) variant = wm_template_load (WM_TEMPLATE_BLANK, diags);
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) reload = wm_diagnostics_new ("saved");
  g_autoptr (WmVariant) reread = wm_variant_load_bytes (saved, "blank.waymark", reload);
  g_autoptr (GBytes) again = NULL;
  g_autoptr (WmDiagnostics) check = NULL;

  g_assert_nonnull (reread);
  assert_no_problems (reload);
  again = wm_variant_save_bytes (reread);
  g_assert_true (g_bytes_equal (bundled, saved));
  g_assert_true (g_bytes_equal (saved, again));
  g_assert_true (reread->bundled); /* its bytes: the template itself */
  check = wm_validate (reread);
  assert_blank_problems (check);
}

/* What New variant makes: the template's content, untitled, uncredited,
 * and the validator says so and nothing else (but, for the empty board,
 * what it lacks). */
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
      if (which == WM_TEMPLATE_BLANK && is_blank_problem (d))
        continue;
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
  } templates[] = { { "base", WM_TEMPLATE_BASE },
                    { "small", WM_TEMPLATE_SMALL },
                    { "blank", WM_TEMPLATE_BLANK } };

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
      if (templates[i].which != WM_TEMPLATE_BLANK)
        g_test_add_data_func (clean, data, test_validates_clean);
      g_test_add_data_func (canonical, data, test_canonical);
      g_test_add_data_func (fresh, data, test_new_variant);
    }
  g_test_add_func ("/model/template/small/board", test_small_board);
  g_test_add_func ("/model/template/small/games-end", test_small_games_end);
  g_test_add_func ("/model/template/blank/content", test_blank_content);
  g_test_add_func ("/model/template/blank/problems", test_blank_problems);
  g_test_add_func ("/model/template/blank/round-trip", test_blank_round_trip);
  return g_test_run ();
}
