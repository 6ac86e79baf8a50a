/* Edits of towns, path types and weapon types without a display: a new
 * piece gets an unused id and the placeholder name in every language;
 * names, colours, shapes and dashes change in one undo step each that
 * gives back the file byte for byte; removing a piece the variant uses is
 * refused with a message naming the use; wrong values change nothing. */

#include "config.h"

#include <string.h>

#include "wm-piece-edits.h"
#include "wm-test-doc.h"
#include "wm-variant-io.h"

/* The saved file loads without errors (no reference the edit broke). */
static void
assert_loads (WmDocument *doc)
{
  g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("pieces");
  WmVariant *variant = wm_variant_load_bytes (bytes, "pieces", diags);

  g_assert_nonnull (variant);
  wm_variant_unref (variant);
}

static void
test_add (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  g_autofree char *town = wm_piece_edit_add (doc, WM_PIECE_TOWN, &error);
  g_autofree char *town2 = wm_piece_edit_add (doc, WM_PIECE_TOWN, &error);
  g_autofree char *path = wm_piece_edit_add (doc, WM_PIECE_PATH_TYPE, &error);
  g_autofree char *weapon = wm_piece_edit_add (doc, WM_PIECE_WEAPON_TYPE, &error);
  const WmText *name;
  const char *color, *style;

  g_assert_no_error (error);
  g_assert_cmpstr (town, ==, "town");
  g_assert_cmpstr (town2, ==, "town-2");
  g_assert_cmpstr (path, ==, "path");
  g_assert_cmpstr (weapon, ==, "weapon");
  g_assert_true (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_TOWN, town, &name, &color, &style));
  /* A name in each of the base game's languages (en de it). */
  g_assert_cmpstr (wm_text_get_exact (name, "en"), ==, "New town");
  g_assert_nonnull (wm_text_get_exact (name, "de"));
  g_assert_nonnull (wm_text_get_exact (name, "it"));
  g_assert_cmpstr (style, ==, "round");
  g_assert_cmpint (strlen (color), ==, 7);
  g_assert_true (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_PATH_TYPE, path, NULL, NULL, &style));
  g_assert_cmpstr (style, ==, "solid");
  g_assert_true (wm_piece_get (wm_document_get_variant (doc), WM_PIECE_WEAPON_TYPE, weapon, NULL,
                               NULL, &style));
  g_assert_null (style);
  assert_loads (doc);
  wm_test_assert_undoes_to (doc, before);
}

static void
test_change (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  const WmText *name;
  const char *color, *style;

  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_TOWN, "calder", "de", " Kaldern ", &error));
  g_assert_true (wm_piece_edit_color (doc, WM_PIECE_TOWN, "calder", "#123456", &error));
  g_assert_true (wm_piece_edit_style (doc, WM_PIECE_TOWN, "calder", "star", &error));
  g_assert_true (wm_piece_edit_style (doc, WM_PIECE_PATH_TYPE, "road", "dotted", &error));
  g_assert_true (wm_piece_edit_color (doc, WM_PIECE_WEAPON_TYPE, "bow", "#abcdef", &error));
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_WEAPON_TYPE, "bow", "en", "Longbow", &error));
  g_assert_no_error (error);
  g_assert_true (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_TOWN, "calder", &name, &color, &style));
  g_assert_cmpstr (wm_text_get_exact (name, "de"), ==, "Kaldern");
  g_assert_cmpstr (color, ==, "#123456");
  g_assert_cmpstr (style, ==, "star");
  g_assert_true (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_PATH_TYPE, "road", NULL, NULL, &style));
  g_assert_cmpstr (style, ==, "dotted");
  assert_loads (doc);

  /* One step each; one that changes nothing records nothing. */
  g_assert_true (wm_piece_edit_style (doc, WM_PIECE_TOWN, "calder", "star", &error));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_WEAPON_TYPE, "bow", &name, NULL, NULL));
  g_assert_cmpstr (wm_text_get_exact (name, "en"), !=, "Longbow");
  g_assert_true (wm_piece_get (wm_document_get_variant (doc), WM_PIECE_WEAPON_TYPE, "bow", NULL,
                               &color, NULL));
  g_assert_cmpstr (color, ==, "#abcdef");
  wm_test_assert_undoes_to (doc, before);
}

static void
test_refuses (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  GError *error = NULL;

  g_assert_false (wm_piece_edit_name (doc, WM_PIECE_TOWN, "calder", "en", "  ", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_piece_edit_color (doc, WM_PIECE_TOWN, "calder", "blue", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_piece_edit_style (doc, WM_PIECE_TOWN, "calder", "dashed", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_piece_edit_style (doc, WM_PIECE_WEAPON_TYPE, "bow", "solid", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_piece_edit_color (doc, WM_PIECE_TOWN, "nowhere", "#000000", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_document_can_undo (doc));
  wm_test_assert_undoes_to (doc, before);
}

/* Each kind of use, as the refusal names it (in English: the test runs in C). */
static const struct
{
  WmPieceKind kind;
  const char *id, *expect;
} uses[] = {
  { WM_PIECE_TOWN, "calder", "it is the town of space s26 on side A of" },
  { WM_PIECE_TOWN, "marrowgate", "it is the town of space s8" },
  { WM_PIECE_PATH_TYPE, "road", "it is the type of the path" },
  { WM_PIECE_WEAPON_TYPE, "bow", "the fort of “The Riverlands” hands it out" },
};

static void
test_remove_used (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GError *error = NULL;

  g_assert_false (wm_piece_edit_remove (doc, uses[i].kind, uses[i].id, &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_IN_USE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "cannot be removed: "));
  g_assert_nonnull (strstr (error->message, uses[i].expect));
  g_clear_error (&error);
  g_assert_false (wm_document_can_undo (doc));
}

/* Takes every mention of @id off the map: what names it then is the
 * rest of the variant. */
static void
clear_map (WmVariant *variant, const char *id)
{
  for (guint r = 0; r < variant->regions->len; r++)
    for (int s = 0; s < 2; s++)
      {
        WmSide *side = ((WmRegion *)g_ptr_array_index (variant->regions, r))->sides[s];
        for (guint i = 0; side != NULL && i < side->spaces->len; i++)
          {
            WmSpace *space = g_ptr_array_index (side->spaces, i);
            if (g_strcmp0 (space->town, id) == 0)
              g_clear_pointer (&space->town, g_free);
          }
        for (guint i = 0; side != NULL && i < side->paths->len; i++)
          {
            WmPath *path = g_ptr_array_index (side->paths, i);
            if (g_strcmp0 (path->type, id) == 0)
              {
                g_free (path->type);
                path->type = g_strdup ("road");
              }
          }
        for (guint i = 0; side != NULL && i < side->ports->len; i++)
          {
            WmPort *port = g_ptr_array_index (side->ports, i);
            if (g_strcmp0 (port->type, id) == 0)
              {
                g_free (port->type);
                port->type = g_strdup ("road");
              }
          }
      }
}

/* A start town and a movement card's path mask count as uses too. */
static void
test_uses_beyond_map (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *town = NULL;
  g_autofree char *path = NULL;

  clear_map (variant, "marrowgate");
  clear_map (variant, "water");
  town = wm_piece_use (variant, WM_PIECE_TOWN, "marrowgate");
  path = wm_piece_use (variant, WM_PIECE_PATH_TYPE, "water");
  g_test_message ("%s / %s", town, path);
  g_assert_nonnull (strstr (town, "starts there"));
  g_assert_nonnull (strstr (path, "the movement card R03 moves along it"));
}

static void
test_remove (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  g_autofree char *town = wm_piece_edit_add (doc, WM_PIECE_TOWN, &error);
  g_autofree char *path = wm_piece_edit_add (doc, WM_PIECE_PATH_TYPE, &error);
  g_autofree char *weapon = wm_piece_edit_add (doc, WM_PIECE_WEAPON_TYPE, &error);

  g_assert_null (wm_piece_use (wm_document_get_variant (doc), WM_PIECE_TOWN, town));
  g_assert_true (wm_piece_edit_remove (doc, WM_PIECE_TOWN, town, &error));
  g_assert_true (wm_piece_edit_remove (doc, WM_PIECE_PATH_TYPE, path, &error));
  /* No fort hands out the new weapon type: it may go. */
  g_assert_null (wm_piece_use (wm_document_get_variant (doc), WM_PIECE_WEAPON_TYPE, weapon));
  g_assert_true (wm_piece_edit_remove (doc, WM_PIECE_WEAPON_TYPE, weapon, &error));
  g_assert_no_error (error);
  g_assert_false (
      wm_piece_get (wm_document_get_variant (doc), WM_PIECE_TOWN, town, NULL, NULL, NULL));
  g_assert_cmpuint (wm_document_get_variant (doc)->weapon_types->len, ==, 4);
  assert_loads (doc);
  wm_test_assert_undoes_to (doc, before);
}

/* A region made while the variant had no weapon types hands out none; the
 * next weapon type added goes to its fort, in the same step. */
static void
test_weapon_to_empty_fort (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmRegion *r2 = wm_variant_find_region (wm_document_get_variant (doc), "r2");
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *weapon = NULL;

  g_clear_pointer (&r2->fort_weapon, g_free);
  before = wm_document_save_bytes (doc);
  weapon = wm_piece_edit_add (doc, WM_PIECE_WEAPON_TYPE, &error);
  g_assert_no_error (error);
  r2 = wm_variant_find_region (wm_document_get_variant (doc), "r2");
  g_assert_cmpstr (r2->fort_weapon, ==, weapon);
  g_assert_cmpstr (wm_variant_find_region (wm_document_get_variant (doc), "r3")->fort_weapon, ==,
                   "lance");
  /* Undo restores the fort without a weapon: the other regions name theirs,
   * so the file's missing fort-weapon is not read as the old files' rule. */
  wm_test_assert_undoes_to (doc, before);
  g_assert_null (wm_variant_find_region (wm_document_get_variant (doc), "r2")->fort_weapon);
}

/* The counts of secret places: one undo step each, which gives the file
 * back byte for byte; the validator's setup-secret-slots follows them. */
static void
test_secret_count (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GError) error = NULL;
  WmVariant *variant = wm_document_get_variant (doc);

  g_assert_cmpint (wm_secret_place_count (variant, WM_SECRET_MILEPOST), ==, 4);
  g_assert_cmpint (wm_secret_place_count (variant, WM_SECRET_SETTLEMENT), ==, 2);
  g_assert_cmpint (wm_secret_place_count (variant, WM_SECRET_PORTAL), ==, 3);
  g_assert_cmpstr (wm_secret_place_name (variant, WM_SECRET_PORTAL), ==, "Portal");
  /* The same count records nothing. */
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_PORTAL, 3, &error));
  g_assert_false (wm_document_can_undo (doc));

  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_MILEPOST, 1, &error));
  g_assert_no_error (error);
  variant = wm_document_get_variant (doc);
  g_assert_cmpint (wm_secret_place_count (variant, WM_SECRET_MILEPOST), ==, 1);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change a secret place count");
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_PORTAL, 0, &error));
  g_assert_cmpint (wm_secret_place_count (wm_document_get_variant (doc), WM_SECRET_PORTAL), ==, 0);
  assert_loads (doc);
  wm_test_assert_undoes_to (doc, before);
  g_assert_cmpint (wm_secret_place_count (wm_document_get_variant (doc), WM_SECRET_MILEPOST), ==,
                   4);
}

/* A count beyond the schema's 0 to 50 is refused and changes nothing. */
static void
test_secret_count_refused (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  GError *error = NULL;

  g_assert_false (wm_piece_edit_secret_count (doc, WM_SECRET_MILEPOST, 51, &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "The setup deals 0 to 50 secret places of a kind (Milepost), not 51");
  g_clear_error (&error);
  g_assert_false (wm_piece_edit_secret_count (doc, WM_SECRET_PORTAL, -1, &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_PORTAL, 50, NULL));
  assert_loads (doc);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  wm_test_assert_undoes_to (doc, before);
}

/* Weapon types up to the 8 a game handles are added; a 9th, which no
 * player could collect, is refused and changes nothing. */
static void
test_weapon_types_refused_at_limit (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  const WmVariant *variant = wm_document_get_variant (doc);
  g_autoptr (GBytes) full = NULL;
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GError) error = NULL;
  char *id;

  while (variant->weapon_types->len < 8)
    {
      id = wm_piece_edit_add (doc, WM_PIECE_WEAPON_TYPE, &error);
      g_assert_no_error (error);
      g_assert_nonnull (id);
      g_free (id);
    }
  full = wm_document_save_bytes (doc);
  id = wm_piece_edit_add (doc, WM_PIECE_WEAPON_TYPE, &error);
  g_assert_null (id);
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "A player can collect at most 8 weapon types; the variant already has 8");
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (full, after));
  /* Towns have no such limit. */
  id = wm_piece_edit_add (doc, WM_PIECE_TOWN, NULL);
  g_assert_nonnull (id);
  g_free (id);
}

/* A kind the variant lacks gets its <secret-place>, in the rulebook's
 * order and named in each of the variant's languages; undo takes it away. */
static void
test_secret_count_new_kind (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;
  const WmSecretPlace *place;

  g_ptr_array_remove_index (variant->secret_places, WM_SECRET_SETTLEMENT);
  before = wm_document_save_bytes (doc);
  g_assert_cmpint (wm_secret_place_count (variant, WM_SECRET_SETTLEMENT), ==, 0);
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_SETTLEMENT, 0, &error));
  g_assert_false (wm_document_can_undo (doc)); /* none, and still none */
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_SETTLEMENT, 2, &error));
  g_assert_no_error (error);
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->secret_places->len, ==, 3);
  place = g_ptr_array_index (variant->secret_places, 1);
  g_assert_cmpint (place->kind, ==, WM_SECRET_SETTLEMENT);
  g_assert_cmpint (place->count, ==, 2);
  g_assert_cmpstr (wm_text_get_exact (&place->name, "en"), ==, "Settlement");
  g_assert_cmpstr (wm_text_get_exact (&place->name, "de"), ==, "Siedlung");
  g_assert_cmpstr (wm_text_get_exact (&place->name, "it"), ==, "Insediamento");
  assert_loads (doc);
  wm_test_assert_undoes_to (doc, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/pieces/add", test_add);
  g_test_add_func ("/editor/pieces/change", test_change);
  g_test_add_func ("/editor/pieces/refuses", test_refuses);
  g_test_add_func ("/editor/pieces/weapon-to-empty-fort", test_weapon_to_empty_fort);
  for (guint i = 0; i < G_N_ELEMENTS (uses); i++)
    {
      g_autofree char *path = g_strdup_printf ("/editor/pieces/remove-used/%s", uses[i].id);
      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_remove_used);
    }
  g_test_add_func ("/editor/pieces/uses-beyond-map", test_uses_beyond_map);
  g_test_add_func ("/editor/pieces/remove", test_remove);
  g_test_add_func ("/editor/pieces/weapon-types/refused-at-limit",
                   test_weapon_types_refused_at_limit);
  g_test_add_func ("/editor/pieces/secret-count", test_secret_count);
  g_test_add_func ("/editor/pieces/secret-count/refused", test_secret_count_refused);
  g_test_add_func ("/editor/pieces/secret-count/new-kind", test_secret_count_new_kind);
  return g_test_run ();
}
