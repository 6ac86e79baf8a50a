/* Deleting a region with its quests, and the designer's whole path from a
 * copy of the base game to a two-region variant (review 3, D2): board 2 × 1,
 * regions r3 and r4 deleted with their quests, the four towns left off the
 * board removed with their uses, the two weapon types no fort hands out
 * removed with theirs. Each step is one undo step; undoing them all gives
 * the base game back byte for byte. No display. */

#include "config.h"

#include <string.h>

#include "wm-board-edits.h"
#include "wm-map-edits.h"
#include "wm-piece-uses.h"
#include "wm-region-removal.h"
#include "wm-test-doc.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

static void
shrink_board (WmDocument *doc)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_board_edit_size (doc, 2, 1, &error));
  g_assert_no_error (error);
}

static void
test_delete_with_quests (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) shrunk = NULL;
  g_autoptr (GPtrArray) lines = NULL;
  GError *error = NULL;
  WmVariant *variant = wm_document_get_variant (doc);

  g_assert_cmpuint (wm_map_region_quest_count (variant, "r3"), ==, 12);
  /* On the board it stays, quests or not. */
  g_assert_false (wm_map_delete_region_with_quests (doc, "r3", &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_document_can_undo (doc));

  shrink_board (doc);
  shrunk = wm_document_save_bytes (doc);
  variant = wm_document_get_variant (doc);
  lines = wm_map_list_region_removal (variant, "r3");
  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s", (char *)g_ptr_array_index (lines, i));
  /* The deck and the two towns it prints. */
  g_assert_cmpuint (lines->len, ==, 3);
  g_assert_nonnull (strstr (g_ptr_array_index (lines, 0), "goes, with its 12 cards."));
  g_assert_true (wm_map_delete_region_with_quests (doc, "r3", &error));
  g_assert_no_error (error);
  variant = wm_document_get_variant (doc);
  g_assert_null (wm_variant_find_region (variant, "r3"));
  g_assert_cmpuint (wm_map_region_quest_count (variant, "r3"), ==, 0);
  g_assert_true (wm_document_undo (doc, NULL));
  {
    g_autoptr (GBytes) undone = wm_document_save_bytes (doc);
    g_assert_true (g_bytes_equal (shrunk, undone));
  }
  wm_test_assert_undoes_to (doc, before);
}

/* In the order the Rules page lists them from the bottom, as a designer
 * scrolled down clicks them: Oakhollow, where a character starts, comes
 * last, when the least targeted town already has a character. */
static const char *const off_board_towns[] = { "harrowdale", "brindle", "saltmere", "oakhollow" };

static void
remove_towns (WmDocument *doc)
{
  for (guint i = 0; i < G_N_ELEMENTS (off_board_towns); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *to = wm_piece_default_replacement (wm_document_get_variant (doc),
                                                          WM_PIECE_TOWN, off_board_towns[i]);
      g_test_message ("%s → %s", off_board_towns[i], to);
      g_assert_true (
          wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, off_board_towns[i], to, &error));
      g_assert_no_error (error);
    }
}

/* The weapon types no fort on the remaining regions hands out. */
static void
remove_free_weapon_types (WmDocument *doc)
{
  const char *free_type;

  while ((free_type = wm_variant_unused_weapon_type (wm_document_get_variant (doc))) != NULL)
    {
      g_autofree char *id = g_strdup (free_type);
      g_autoptr (GError) error = NULL;
      g_assert_true (wm_piece_edit_remove_with_uses (doc, WM_PIECE_WEAPON_TYPE, id, NULL, &error));
      g_assert_no_error (error);
    }
}

/* What the validator still finds is the secret-place counts (D1), which
 * the Rules page edits elsewhere: no town, quest, character or weapon
 * error is left for the designer to fix by hand. */
static void
test_shrink_to_two_regions (void)
{
  static const char *const fixed[]
      = { "card-target-unreachable", "card-task-unsatisfiable", "character-start-town",
          "setup-town-placement",    "setup-weapon-types",      "character-weapons" };
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (GError) error = NULL;

  shrink_board (doc);
  g_assert_true (wm_map_delete_region_with_quests (doc, "r3", &error));
  g_assert_true (wm_map_delete_region_with_quests (doc, "r4", &error));
  g_assert_no_error (error);
  remove_towns (doc);
  remove_free_weapon_types (doc);
  g_assert_cmpuint (wm_document_get_variant (doc)->weapon_types->len, ==, 2);

  diags = wm_validate (wm_document_get_variant (doc));
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *text = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    g_assert_false (wm_diagnostics_has_code (diags, fixed[i]));
  wm_test_assert_undoes_to (doc, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/regions/delete-with-quests", test_delete_with_quests);
  g_test_add_func ("/map/regions/shrink-to-two", test_shrink_to_two_regions);
  return g_test_run ();
}
