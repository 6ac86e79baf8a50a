/* Boards with errors are not played: wm_game_new() refuses an arrangement
 * whose assembly reports one (naming the first problem and its line), a
 * simulation batch refuses up front when any board its setup deals would
 * be refused, and a variant the validator passes is never refused. */

#include <glib.h>
#include <string.h>

#include "wm-game.h"
#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-test-base.h"

/* r1's north road port moved from 6 to 5: in every arrangement it meets
 * no port or leaves the board with no road opposite. */
static WmVariant *
load_broken (void)
{
  WmVariant *variant = wm_test_load_base ();
  const WmSide *side = wm_variant_find_region (variant, "r1")->sides[0];

  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      if (port->edge == WM_EDGE_N && port->at == 6)
        {
          port->at = 5;
          port->line = 210;
        }
    }
  return variant;
}

static void
test_game_refuses_broken_board (void)
{
  g_autoptr (WmVariant) variant = load_broken ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) parse_error = NULL;
  g_autoptr (WmArrangement) arrangement
      = wm_arrangement_parse (variant, "r1:A:90,r2:A:0,r3:A:0,r4:A:0", &parse_error);
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;

  g_assert_no_error (parse_error);
  wm_game_setup_init (&setup, variant, 4);
  setup.arrangement = arrangement;
  game = wm_game_new (variant, &setup, &error);
  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "r1:A:90,r2:A:0,r3:A:0,r4:A:0"));
  g_assert_nonnull (strstr (error->message, "line 210: "));
  g_assert_nonnull (strstr (error->message, "[map-port-open]"));
  /* r2's west road, which it misses, is the same mistake: told with it. */
  g_assert_nonnull (strstr (error->message, "the “Road” port of region “The Red Hills” (r2) on the west edge at 6"));
  g_assert_null (strstr (error->message, "more problem"));
}

/* The outer border: a lone road is refused too, at its port's line. */
static void
test_game_refuses_unpaired_wrap (void)
{
  g_autoptr (WmVariant) variant = load_broken ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) arrangement = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;

  wm_game_setup_init (&setup, variant, 3);
  setup.arrangement = arrangement;
  game = wm_game_new (variant, &setup, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "line 210: "));
  g_assert_nonnull (strstr (error->message, "[map-wrap-unpaired]"));
}

/* What the validator guarantees: on a variant without arrangement errors
 * every board setup deals assembles, so no game is refused — checked on
 * every arrangement of both sides of the base game. */
static void
test_valid_variant_always_plays (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_validate (variant);
  guint64 total = wm_arrangement_count (variant);

  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  for (int side = 0; side < 2; side++)
    {
      guint64 failing = 1, checked = 0;
      g_autoptr (WmArrangement) bad = wm_validate_find_unplayable (variant, side, &failing,
                                                                   &checked);
      g_assert_null (bad);
      g_assert_cmpuint (failing, ==, 0);
      g_assert_cmpuint (checked, ==, total);
      for (guint64 i = 0; i < total; i++)
        {
          g_autoptr (WmArrangement) a = wm_arrangement_nth (variant, side, i);
          g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
          g_autoptr (WmMap) map = wm_map_build (variant, a, problems);
          g_assert_cmpuint (wm_diagnostics_count_errors (problems), ==, 0);
        }
    }
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WmGame) game = NULL;
      WmGameSetup setup;
      wm_game_setup_init (&setup, variant, 2 + seed % 3);
      setup.seed = seed;
      setup.variable_setup = seed % 2;
      game = wm_game_new (variant, &setup, &error);
      g_assert_no_error (error);
    }
}

/* On a broken variant the validator's first unplayable arrangement is one
 * the game refuses, and the count is the union of the four causes. */
static void
test_find_unplayable (void)
{
  g_autoptr (WmVariant) variant = load_broken ();
  guint64 failing = 0, checked = 0;
  g_autoptr (WmArrangement) bad = wm_validate_find_unplayable (variant, FALSE, &failing,
                                                               &checked);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;

  g_assert_nonnull (bad);
  g_assert_cmpuint (checked, ==, 6144);
  g_assert_cmpuint (failing, ==, 6144);
  wm_game_setup_init (&setup, variant, 4);
  setup.arrangement = bad;
  game = wm_game_new (variant, &setup, &error);
  g_assert_null (game);
  /* Side B is untouched. */
  g_clear_pointer (&bad, wm_arrangement_free);
  bad = wm_validate_find_unplayable (variant, TRUE, &failing, &checked);
  g_assert_null (bad);
  g_assert_cmpuint (failing, ==, 0);
}

/* A batch on random boards is refused before any game when some board it
 * could deal is broken, with the engine's reason — and how many are when
 * its first game's board is fine (r1's north trail made water: it fails
 * in the 3,072 arrangements where that edge meets a neighbour). The
 * variable setup's side B is fine and runs. */
static void
test_batch_refuses_broken_boards (void)
{
  g_autoptr (WmVariant) variant = load_broken ();
  g_autoptr (WmVariant) partly = wm_test_load_base ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WmSimBatch) batch = NULL;
  const WmSide *side = wm_variant_find_region (partly, "r1")->sides[0];
  gboolean counted = FALSE;
  WmSimConfig cfg;

  wm_sim_config_init (&cfg, variant, 4);
  cfg.variable_setup = FALSE;
  cfg.games = 8;
  batch = wm_sim_batch_new (variant, &cfg, &error);
  g_assert_null (batch);
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "the games cannot be dealt: the board "));
  g_assert_nonnull (strstr (error->message, " cannot be played: line "));

  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      if (port->edge == WM_EDGE_N && port->at == 3)
        {
          g_free (port->type);
          port->type = g_strdup ("water");
        }
    }
  for (guint64 seed = 0; seed < 8; seed++)
    {
      g_clear_error (&error);
      wm_sim_config_init (&cfg, partly, 4);
      cfg.variable_setup = FALSE;
      cfg.seed = seed;
      batch = wm_sim_batch_new (partly, &cfg, &error);
      g_assert_null (batch);
      g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG);
      if (strstr (error->message, " — in 3072 of 6144 arrangements of side A") != NULL)
        {
          g_test_message ("%s", error->message);
          counted = TRUE;
        }
    }
  g_assert_true (counted);

  g_clear_error (&error);
  cfg.variable_setup = TRUE;
  batch = wm_sim_batch_new (variant, &cfg, &error);
  g_assert_no_error (error);
  g_assert_nonnull (batch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/board-play/refuses-broken", test_game_refuses_broken_board);
  g_test_add_func ("/rules/board-play/refuses-unpaired-wrap", test_game_refuses_unpaired_wrap);
  g_test_add_func ("/rules/board-play/valid-always-plays", test_valid_variant_always_plays);
  g_test_add_func ("/rules/board-play/find-unplayable", test_find_unplayable);
  g_test_add_func ("/rules/board-play/batch-refuses", test_batch_refuses_broken_boards);
  return g_test_run ();
}
