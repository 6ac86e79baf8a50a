/* Board assembly on the base game and on small purpose-built variants. */

#include <glib.h>
#include <string.h>

#include "wm-map.h"
#include "wm-variant-io.h"
#include "wm-test-base.h"

static int
count_exits (const WmMap *map, WmVia via)
{
  int n = 0;

  for (int i = 0; i < map->n_exits; i++)
    n += map->exits[i].via == via;
  return n;
}

static void
test_default_assembles_clean (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (WmArrangement) arrangement = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
  g_autoptr (WmMap) map = wm_map_build (variant, arrangement, problems);
  int spaces = 0, forts = 0, inns = 0, towns = 0;

  g_assert_nonnull (map);
  g_assert_cmpuint (wm_diagnostics_count (problems), ==, 0);
  for (guint r = 0; r < variant->regions->len; r++)
    spaces += ((WmRegion *) g_ptr_array_index (variant->regions, r))->sides[0]->spaces->len;
  g_assert_cmpint (map->n_spaces, ==, spaces);
  for (int s = 0; s < map->n_spaces; s++)
    {
      forts += map->spaces[s].place == WM_PLACE_FORT;
      inns += map->spaces[s].place == WM_PLACE_INN;
      towns += map->spaces[s].place == WM_PLACE_TOWN && map->spaces[s].town >= 0;
    }
  g_assert_cmpint (forts, ==, 4);
  g_assert_cmpint (inns, ==, 4);
  g_assert_cmpint (towns, ==, 8);

  /* 1 central, 4 edge and 4 corner lakes, plus the inland ones */
  g_assert_cmpint (map->central_lake, >=, 0);
  g_assert_cmpint (map->lakes[map->central_lake].n_islands, ==, 4);
  /* 4 outer borders × 2 regions × 1 road, in pairs */
  g_assert_cmpint (count_exits (map, WM_VIA_WRAP_ROAD), ==, 8);
}

/* Joined ports: 4 inner borders × 3 ports, each a path both ways. The count
 * of path exits is the sides' own paths twice plus those. */
static void
test_ports_join (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (WmArrangement) arrangement = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmMap) map = wm_map_build (variant, arrangement, NULL);
  int own = 0;

  for (guint r = 0; r < variant->regions->len; r++)
    own += ((WmRegion *) g_ptr_array_index (variant->regions, r))->sides[0]->paths->len;
  g_assert_cmpint (count_exits (map, WM_VIA_PATH), ==, 2 * own + 2 * 4 * 3);
}

/* Rotating the whole board a quarter turn rotates every exit direction: the
 * multiset of (space, direction-count) stays, and a known path turns. */
static void
test_rotation_turns_directions (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (WmArrangement) a0 = wm_arrangement_parse (variant, "r1:A:0,r2:A:0,r3:A:0,r4:A:0", NULL);
  g_autoptr (WmArrangement) a1 = wm_arrangement_parse (variant, "r1:A:90,r2:A:0,r3:A:0,r4:A:0", NULL);
  g_autoptr (WmMap) m0 = wm_map_build (variant, a0, NULL);
  g_autoptr (WmMap) m1 = wm_map_build (variant, a1, NULL);
  WmRegion *r1 = g_ptr_array_index (variant->regions, 0);
  WmPath *path = g_ptr_array_index (r1->sides[0]->paths, 0);
  int a = wm_map_find_space (m1, 0, path->a);
  int b = wm_map_find_space (m1, 0, path->b);
  gboolean found = FALSE;

  g_assert_nonnull (m0);
  g_assert_nonnull (m1);
  for (int i = 0; i < m1->spaces[a].n_exits; i++)
    {
      WmExit *e = &m1->exits[m1->spaces[a].first_exit + i];
      if (e->to == b && e->via == WM_VIA_PATH)
        {
          g_assert_cmpint (e->dirs, ==, 1 << wm_direction_rotate (path->a_dir, 1));
          found = TRUE;
        }
    }
  g_assert_true (found);
  /* the rotated region's space moved: (x, y) → (size − y, x) */
  g_assert_cmpfloat_with_epsilon (m1->spaces[a].x, r1->size - m0->spaces[a].y, 1e-9);
  g_assert_cmpfloat_with_epsilon (m1->spaces[a].y, m0->spaces[a].x, 1e-9);
}

static void
test_arrangement_spec_round_trip (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);

  for (int i = 0; i < 50; i++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_random (variant, i % 2, rand);
      g_autofree char *spec = wm_arrangement_to_string (variant, a);
      g_autoptr (GError) error = NULL;
      g_autoptr (WmArrangement) b = wm_arrangement_parse (variant, spec, &error);
      g_assert_no_error (error);
      g_assert_true (wm_arrangement_equal (a, b));
    }
}

static void
test_arrangement_spec_errors (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  const char *bad[] = { "r1:A:0", "r1:A:0,r2:A:0,r3:A:0,r9:A:0", "r1:C:0,r2:A:0,r3:A:0,r4:A:0",
                        "r1:A:45,r2:A:0,r3:A:0,r4:A:0", "r1:A:x,r2:A:0,r3:A:0,r4:A:0" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WmArrangement) a = wm_arrangement_parse (variant, bad[i], &error);
      g_assert_null (a);
      g_assert_error (error, WM_ARRANGEMENT_ERROR, 0);
    }
}

/* A region or quest deck placed twice is told in a sentence of its own per
 * kind, for the translators. */
static void
test_arrangement_spec_twice (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) a
      = wm_arrangement_parse (variant, "r1:A:0,r2:A:0,r1:A:90,r4:A:0", &error);

  g_assert_null (a);
  g_assert_error (error, WM_ARRANGEMENT_ERROR, 0);
  g_assert_cmpstr (error->message, ==,
                   "the arrangement uses the region “r1” twice (cells 1 and 3)");
}

static char *
parse_error (const WmVariant *variant, const char *spec)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) a = wm_arrangement_parse (variant, spec, &error);

  g_assert_null (a);
  g_assert_error (error, WM_ARRANGEMENT_ERROR, 0);
  return g_strdup (error->message);
}

/* A town on two slots leaves another off the board: refused, naming the
 * town, where it lies and the town left off (review 13). */
static void
test_arrangement_town_twice (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autofree char *same_cell = parse_error (
      variant, "r1:B:0:quests-r1:calder:calder,r2:B:90,r3:B:180,r4:B:270");
  g_autofree char *two_cells = parse_error (
      variant, "r1:B:0:quests-r1:calder:elmswick,r2:B:0:quests-r2:marrowgate:calder,"
               "r3:B:0,r4:B:0");
  g_autofree char *mixed = parse_error (
      variant, "r1:A:0,r2:B:0:quests-r2:marrowgate:calder,r3:B:0,r4:B:0");

  /* each town by its name and region, with the id the spec writes */
  g_assert_cmpstr (same_cell, ==,
                   "the arrangement places the town “Calder” (calder) of “The Riverlands” "
                   "twice (cell 1, slots 1 and 2); “Elmswick” (elmswick) of “The "
                   "Riverlands” is not on the board");
  g_assert_cmpstr (two_cells, ==,
                   "the arrangement places the town “Calder” (calder) of “The Riverlands” "
                   "twice (cell 1, slot 1; cell 2, slot 2); “Fennick” (fennick) of “The "
                   "Red Hills” is not on the board");
  /* side A prints its towns: r1 A holds Calder and Elmswick */
  g_assert_cmpstr (mixed, ==,
                   "the arrangement places the town “Calder” (calder) of “The Riverlands” "
                   "twice (cell 1, slot 2; cell 2, slot 2); “Fennick” (fennick) of “The "
                   "Red Hills” is not on the board");
}

/* A cell the spec leaves out takes its deck's towns where they are still
 * free and otherwise the towns nobody holds, so the board has every town. */
static void
test_arrangement_fill_free_towns (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) a = wm_arrangement_parse (
      variant, "r1:B:0:quests-r1:marrowgate:elmswick,r2:B:90,r3:B:180,r4:B:270", &error);
  g_autofree char *spec = NULL;

  g_assert_no_error (error);
  spec = wm_arrangement_to_string (variant, a);
  g_assert_cmpstr (spec, ==,
                   "r1:B:0:quests-r1:marrowgate:elmswick,r2:B:90:quests-r2:calder:fennick,"
                   "r3:B:180:quests-r3:oakhollow:saltmere,r4:B:270:quests-r4:harrowdale:brindle");
}

/* An unknown word is named with what it may be. */
static void
test_arrangement_unknown_words (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autofree char *deck = parse_error (
      variant, "r1:B:0:quests-r9:calder:elmswick,r2:B:90,r3:B:180,r4:B:270");
  g_autofree char *movement = parse_error (
      variant, "r1:B:0:move-red:calder:elmswick,r2:B:90,r3:B:180,r4:B:270");
  g_autofree char *town = parse_error (
      variant, "r1:B:0:quests-r1:calder:nowhere,r2:B:90,r3:B:180,r4:B:270");
  g_autofree char *region = parse_error (variant, "r1:A:0,r2:A:0,r3:A:0,r9:A:0");

  g_assert_cmpstr (deck, ==,
                   "arrangement cell “r1:B:0:quests-r9:calder:elmswick”: unknown quest deck "
                   "“quests-r9”; the common-quest decks are quests-r1, quests-r2, quests-r3, "
                   "quests-r4");
  g_assert_nonnull (strstr (movement, "unknown quest deck “move-red”"));
  g_assert_cmpstr (town, ==,
                   "arrangement cell “r1:B:0:quests-r1:calder:nowhere”: unknown town “nowhere”; "
                   "the towns are calder, elmswick, marrowgate, fennick, oakhollow, saltmere, "
                   "brindle, harrowdale");
  g_assert_cmpstr (region, ==,
                   "arrangement cell “r9:A:0”: unknown region “r9”; the regions are r1, r2, r3, r4");
}

/* The engine's own boards never place a town twice: random deals of the
 * variable setup, and its default. */
static void
test_arrangement_random_towns_once (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (13);

  for (int i = 0; i < 200; i++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_random (variant, TRUE, rand);
      g_autoptr (GError) error = NULL;
      g_assert_true (wm_arrangement_check (variant, a, &error));
      g_assert_no_error (error);
    }
}

/* Every enumerated arrangement is distinct and the count is 4! × 4⁴. */
static void
test_enumeration (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint64 count = wm_arrangement_count (variant);

  g_assert_cmpuint (count, ==, 24 * 256);
  for (guint64 i = 0; i < count; i++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_nth (variant, 0, i);
      char *spec = wm_arrangement_to_string (variant, a);
      g_assert_false (g_hash_table_contains (seen, spec));
      g_hash_table_add (seen, spec);
    }
}

/* The count is exact while it fits 64 bits and saturates beyond: a 3 × 4
 * board has 12! × 4^12 arrangements, a 4 × 4 one more than 2^64. The
 * variant's board is only read for its size and setup rules here. */
static void
test_count_saturates (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  guint64 expected = 479001600ULL * (1ULL << 24);

  variant->board.cols = 3;
  variant->board.rows = 4;
  g_assert_cmpuint (wm_arrangement_count (variant), ==, expected);
  g_assert_true (wm_arrangement_countable (variant));
  /* 13! × 4^13 still fits, 14! × 4^14 does not */
  variant->board.cols = 13;
  variant->board.rows = 1;
  g_assert_cmpuint (wm_arrangement_count (variant), ==, 6227020800ULL * (1ULL << 26));
  variant->board.cols = 7;
  variant->board.rows = 2;
  g_assert_false (wm_arrangement_countable (variant));
  variant->board.cols = 3;
  variant->board.rows = 5;
  g_assert_cmpuint (wm_arrangement_count (variant), ==, G_MAXUINT64);
  g_assert_false (wm_arrangement_countable (variant));
  /* Fixed rotations: 15! alone still fits. */
  variant->board.rotation = WM_ORDER_FIXED;
  g_assert_cmpuint (wm_arrangement_count (variant), ==, 1307674368000ULL);
  variant->board.cols = variant->board.rows = 2;
}

/* The base game's ports meet in every arrangement of both sides. */
static void
test_every_arrangement_joins (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  guint64 count = wm_arrangement_count (variant);

  for (int side = 0; side < 2; side++)
    for (guint64 i = 0; i < count; i += 7)
      {
        g_autoptr (WmArrangement) a = wm_arrangement_nth (variant, side, i);
        g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
        g_autoptr (WmMap) map = wm_map_build (variant, a, problems);
        g_assert_nonnull (map);
        if (wm_diagnostics_count (problems) > 0)
          {
            g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (problems, 0));
            g_error ("arrangement %" G_GUINT64_FORMAT ": %s", i, line);
          }
      }
}

/* A port that meets nothing is reported with its line. */
static void
test_open_port_reported (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (WmArrangement) a = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
  WmRegion *r1 = g_ptr_array_index (variant->regions, 0);
  WmPort *port = NULL;
  g_autoptr (WmMap) map = NULL;

  /* move r1's east road port (cell 0 at rotation 0 faces r2) off its spot */
  for (guint i = 0; i < r1->sides[0]->ports->len; i++)
    {
      WmPort *p = g_ptr_array_index (r1->sides[0]->ports, i);
      if (p->edge == WM_EDGE_E && p->at == 6)
        port = p;
    }
  g_assert_nonnull (port);
  port->at = 5;
  port->line = 4242;
  map = wm_map_build (variant, a, problems);
  g_assert_nonnull (map);
  g_assert_true (wm_diagnostics_has_code (problems, "map-port-open"));
  g_assert_cmpint (wm_diagnostics_get (problems, 0)->line, ==, 4242);
}

/* The port of @region's side A on @edge at @at. */
static WmPort *
find_port (WmVariant *variant, const char *region, WmEdge edge, double at)
{
  const WmSide *side = wm_variant_find_region (variant, region)->sides[0];

  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *p = g_ptr_array_index (side->ports, i);
      if (p->edge == edge && p->at == at)
        return p;
    }
  g_assert_not_reached ();
}

/* The one @code problem of assembling @variant's default board: @message,
 * at @line, in @where. */
static void
assert_built_once (WmVariant *variant, const char *code, const char *message, int line,
                   const char *where)
{
  g_autoptr (WmArrangement) a = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
  g_autoptr (WmMap) map = wm_map_build (variant, a, problems);
  const WmDiagnostic *d = wm_test_only_code (problems, code);

  g_assert_nonnull (map);
  g_assert_cmpstr (d->message, ==, message);
  g_assert_cmpint (d->line, ==, line);
  g_assert_cmpstr (d->where, ==, where);
}

/* A road leaving the outer border with no road opposite is reported at the
 * port's line, in the region side that holds it. The north road of r1
 * moved leaves it and r3's south road, which it faced, both alone: one
 * mistake, told once at the first, naming both and where each would meet
 * the other (review 13, R13-7). With r3's road a trail, r1's is alone and
 * told as such, naming the edge opposite. */
static void
test_unpaired_wrap_reported (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  WmPort *north = find_port (variant, "r1", WM_EDGE_N, 6);
  WmPort *south = find_port (variant, "r3", WM_EDGE_S, 6);

  north->at = 5;
  north->line = 4242;
  south->line = 4343;
  assert_built_once (variant, "map-wrap-unpaired",
                     "the “Road” port of region “The Riverlands” (r1) on the north edge at 5 and the “Road” port of "
                     "region “The Misty Fens” (r3) on the south edge at 6 leave the board opposite each other but "
                     "do not wrap around to each other, as positions along an edge are measured "
                     "clockwise: move the first to 6 or the second to 7",
                     4242, "region r1 / side A");
  g_free (south->type);
  south->type = g_strdup ("trail");
  assert_built_once (variant, "map-wrap-unpaired",
                     "the “Road” port of region “The Riverlands” (r1) on the north edge at 5 leaves the board with "
                     "no road opposite to wrap around to: region “The Misty Fens” (r3) has no port on its south "
                     "edge at 7",
                     4242, "region r1 / side A");
}

/* A port moved along an inner border leaves the port it faced open too:
 * one map-port-open, at the first, naming both ends. */
static void
test_missed_ports_reported (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  WmPort *east = find_port (variant, "r1", WM_EDGE_E, 3);

  east->at = 3.5;
  assert_built_once (variant, "map-port-open",
                     "the “Trail” port of region “The Riverlands” (r1) on the east edge at 3.5 and the “Trail” port "
                     "of region “The Red Hills” (r2) on the west edge at 9 face each other but do not meet, as "
                     "positions along an edge are measured clockwise: move the first to 3 or "
                     "the second to 8.5",
                     east->line, "r1:A:0,r2:A:0,r3:A:0,r4:A:0");
}

/* The moved port made a road: it and the trail it faced still miss each
 * other, one mistake — one map-port-open naming both, as the regions are
 * named, and saying their path types differ, not one at each. */
static void
test_missed_ports_types_differ (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  WmPort *east = find_port (variant, "r1", WM_EDGE_E, 3);
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  const WmRegion *r2 = wm_variant_find_region (variant, "r2");
  g_autofree char *expected = NULL;

  east->at = 3.5;
  g_free (east->type);
  east->type = g_strdup ("road");
  expected = g_strdup_printf ("the “Road” port of region “%s” (r1) on the east edge at 3.5 and the "
                              "“Trail” port of region “%s” (r2) on the west edge at 9 face each "
                              "other but do not meet, and their path types differ: move the "
                              "first to 3 or the second to 8.5, and give both one path type",
                              wm_text_get_exact (&r1->name, "en"),
                              wm_text_get_exact (&r2->name, "en"));
  assert_built_once (variant, "map-port-open", expected, east->line,
                     "r1:A:0,r2:A:0,r3:A:0,r4:A:0");
}

/* A board that deals a region's side the region lacks names the region
 * as the designer named it, the id beside the name, as the port
 * problems do. */
static void
test_side_missing_named (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  WmRegion *r2 = wm_variant_find_region (variant, "r2");
  g_autoptr (WmArrangement) a = NULL;
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
  g_autoptr (WmMap) map = NULL;
  g_autofree char *expected = NULL;
  const WmDiagnostic *d;

  g_clear_pointer (&r2->sides[0], wm_side_free);
  a = wm_arrangement_default (variant, FALSE);
  map = wm_map_build (variant, a, problems);
  d = wm_test_only_code (problems, "map-side-missing");
  expected = g_strdup_printf ("region “%s” (r2) has no side A",
                              wm_text_get_exact (&r2->name, "en"));
  g_assert_cmpstr (d->message, ==, expected);
  g_assert_cmpint (d->line, ==, r2->line);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/map/default", test_default_assembles_clean);
  g_test_add_func ("/rules/map/ports-join", test_ports_join);
  g_test_add_func ("/rules/map/rotation", test_rotation_turns_directions);
  g_test_add_func ("/rules/map/open-port", test_open_port_reported);
  g_test_add_func ("/rules/map/unpaired-wrap", test_unpaired_wrap_reported);
  g_test_add_func ("/rules/map/missed-ports", test_missed_ports_reported);
  g_test_add_func ("/rules/map/missed-ports-types-differ", test_missed_ports_types_differ);
  g_test_add_func ("/rules/map/side-missing-named", test_side_missing_named);
  g_test_add_func ("/rules/arrangement/spec-round-trip", test_arrangement_spec_round_trip);
  g_test_add_func ("/rules/arrangement/spec-errors", test_arrangement_spec_errors);
  g_test_add_func ("/rules/arrangement/spec-twice", test_arrangement_spec_twice);
  g_test_add_func ("/rules/arrangement/town-twice", test_arrangement_town_twice);
  g_test_add_func ("/rules/arrangement/fill-free-towns", test_arrangement_fill_free_towns);
  g_test_add_func ("/rules/arrangement/unknown-words", test_arrangement_unknown_words);
  g_test_add_func ("/rules/arrangement/random-towns-once", test_arrangement_random_towns_once);
  g_test_add_func ("/rules/arrangement/enumeration", test_enumeration);
  g_test_add_func ("/rules/arrangement/count-saturates", test_count_saturates);
  g_test_add_func ("/rules/arrangement/every-one-joins", test_every_arrangement_joins);
  return g_test_run ();
}
