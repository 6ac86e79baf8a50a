/* Removing a town or weapon type with its uses, without a display: the
 * list names each use and what happens to it, the edit does exactly that
 * in one undo step that gives back the file byte for byte, and a town
 * without a valid replacement is refused with nothing changed. */

#include "config.h"

#include <string.h>

#include "wm-piece-uses.h"
#include "wm-variant-io.h"

static gboolean
bytes_hold (GBytes *bytes, const char *text)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strstr_len (data, size, text) != NULL;
}

/* One step: undo gives @before back, redo the file after the edit. */
static void
assert_one_step (WmDocument *doc, GBytes *before)
{
  g_autoptr (GBytes) after = wm_document_save_bytes (doc);
  g_autoptr (GBytes) undone = NULL;
  g_autoptr (GBytes) redone = NULL;

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  undone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, undone));
  g_assert_true (wm_document_redo (doc, NULL));
  redone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (after, redone));
}

static void
assert_loads (WmDocument *doc)
{
  g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("uses");
  WmVariant *variant = wm_variant_load_bytes (bytes, "uses", diags);

  g_assert_nonnull (variant);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  wm_variant_unref (variant);
}

static gboolean
lines_hold (GPtrArray *lines, const char *text)
{
  for (guint i = 0; i < lines->len; i++)
    if (strstr (g_ptr_array_index (lines, i), text) != NULL)
      return TRUE;
  return FALSE;
}

/* The list has one sentence per use the refusal counts ("… (and 6 other
 * uses)"), so that the dialog's number and the refusal's agree. */
static void
test_town_list (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *refusal = wm_piece_use (variant, WM_PIECE_TOWN, "brindle");
  g_autoptr (GPtrArray) lines
      = wm_piece_list_uses (variant, WM_PIECE_TOWN, "brindle", "marrowgate");
  const char *others = strstr (refusal, "(and ");

  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s", (char *)g_ptr_array_index (lines, i));
  g_assert_nonnull (others);
  g_assert_cmpuint (lines->len, ==, 1 + g_ascii_strtoull (others + 5, NULL, 10));
  g_assert_true (lines_hold (lines, "The town slot s"));
  g_assert_true (lines_hold (lines, "The card “Lantern Oil” (A02) targets “Marrowgate” instead."));
  g_assert_true (lines_hold (lines, "(M12) names “Marrowgate” instead."));
  /* Nothing changed by listing. */
  g_assert_false (wm_document_can_undo (doc));
}

static void
test_town_remove (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GError) error = NULL;
  WmVariant *variant;
  WmCard *card;

  g_assert_true (wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "brindle", "fennick", &error));
  g_assert_no_error (error);
  after = wm_document_save_bytes (doc);
  g_assert_false (bytes_hold (after, "\"brindle\""));
  variant = wm_document_get_variant (doc);
  card = wm_variant_find_card (variant, "A02", NULL);
  g_assert_cmpstr (((WmTarget *)g_ptr_array_index (card->targets, 0))->town, ==, "fennick");
  /* A07 targeted Fennick and Brindle: it keeps Fennick once. */
  card = wm_variant_find_card (variant, "A07", NULL);
  g_assert_cmpuint (card->targets->len, ==, 1);
  g_assert_cmpstr (((WmTarget *)g_ptr_array_index (card->targets, 0))->town, ==, "fennick");
  g_assert_null (wm_piece_use (variant, WM_PIECE_TOWN, "brindle"));
  assert_loads (doc);
  assert_one_step (doc, before);
}

/* A start town and an ability's town go too (the purple character starts
 * in Oakhollow). */
static void
test_town_start (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) lines
      = wm_piece_list_uses (wm_document_get_variant (doc), WM_PIECE_TOWN, "oakhollow", "calder");

  g_assert_true (lines_hold (lines, "starts in “Calder” instead."));
  g_assert_true (
      wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "oakhollow", "calder", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wm_variant_find_character (wm_document_get_variant (doc), "purple")->start_town,
                   ==, "calder");
  assert_loads (doc);
  assert_one_step (doc, before);
}

static void
test_refused (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GError *error = NULL;

  g_assert_false (wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "brindle", NULL, &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (
      wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "brindle", "brindle", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (
      wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "brindle", "atlantis", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (
      wm_piece_edit_remove_with_uses (doc, WM_PIECE_TOWN, "atlantis", "calder", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* Path types keep the refusal: the map's paths need the designer. */
  g_assert_false (wm_piece_kind_takes_uses (WM_PIECE_PATH_TYPE));
  g_assert_false (wm_piece_edit_remove_with_uses (doc, WM_PIECE_PATH_TYPE, "road", NULL, &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_false (wm_document_can_undo (doc));
}

/* Every fort hands out its own type: the fort of the removed one is left
 * without; each 4-step weapon track loses its last step. */
static void
test_weapon_remove (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) lines
      = wm_piece_list_uses (wm_document_get_variant (doc), WM_PIECE_WEAPON_TYPE, "lance", NULL);
  WmVariant *variant;

  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s", (char *)g_ptr_array_index (lines, i));
  g_assert_cmpuint (lines->len, ==, 5);
  g_assert_true (lines_hold (lines, "hands out no weapon"));
  g_assert_true (lines_hold (lines, "loses its last step."));
  g_assert_true (wm_piece_edit_remove_with_uses (doc, WM_PIECE_WEAPON_TYPE, "lance", NULL, &error));
  g_assert_no_error (error);
  variant = wm_document_get_variant (doc);
  g_assert_null (wm_variant_find_region (variant, "r3")->fort_weapon);
  for (guint c = 0; c < variant->characters->len; c++)
    g_assert_cmpuint (((WmCharacter *)g_ptr_array_index (variant->characters, c))->weapons->len, ==,
                      3);
  /* The tracks keep their first steps: red's were 1, 2, 1, 3 gold. */
  g_assert_cmpint (
      ((WmWeaponStep *)g_ptr_array_index (wm_variant_find_character (variant, "red")->weapons, 2))
          ->gold,
      ==, 1);
  assert_loads (doc);
  assert_one_step (doc, before);
}

/* A fort whose type goes hands out one no fort hands out, when there is one. */
static void
test_weapon_to_free_type (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&wm_variant_find_region (wm_document_get_variant (doc), "r3")->fort_weapon,
                   g_free);
  before = wm_document_save_bytes (doc);
  g_assert_true (wm_piece_edit_remove_with_uses (doc, WM_PIECE_WEAPON_TYPE, "axe", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wm_variant_find_region (wm_document_get_variant (doc), "r4")->fort_weapon, ==,
                   "lance");
  assert_one_step (doc, before);
}

/* The default replacement is on the board and is not the town itself. */
static void
test_default_replacement (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *town = wm_piece_default_replacement (variant, WM_PIECE_TOWN, "brindle");

  g_assert_nonnull (town);
  g_assert_cmpstr (town, !=, "brindle");
  g_assert_nonnull (wm_variant_find_town (variant, town));
  g_assert_null (wm_piece_default_replacement (variant, WM_PIECE_WEAPON_TYPE, "bow"));
}

/* A character's start town goes to a town where nobody starts. */
static void
test_default_start_town (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *town = wm_piece_default_replacement (variant, WM_PIECE_TOWN, "oakhollow");

  g_assert_nonnull (town);
  for (guint c = 0; c < variant->characters->len; c++)
    g_assert_cmpstr (((WmCharacter *)g_ptr_array_index (variant->characters, c))->start_town, !=,
                     town);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/pieces/uses/town-list", test_town_list);
  g_test_add_func ("/editor/pieces/uses/town-remove", test_town_remove);
  g_test_add_func ("/editor/pieces/uses/town-start", test_town_start);
  g_test_add_func ("/editor/pieces/uses/refused", test_refused);
  g_test_add_func ("/editor/pieces/uses/weapon-remove", test_weapon_remove);
  g_test_add_func ("/editor/pieces/uses/weapon-to-free-type", test_weapon_to_free_type);
  g_test_add_func ("/editor/pieces/uses/default-replacement", test_default_replacement);
  g_test_add_func ("/editor/pieces/uses/default-start-town", test_default_start_town);
  return g_test_run ();
}
