/* The map editor's edits without a display: each one an undoable step on
 * the document, checked in the model after apply, undo and redo; clashes
 * refused with a message and nothing changed; deleting spaces takes their
 * paths, ports and shores along; lakes, ports, regions; and the validation
 * overlay placing diagnostics on the spaces they name. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-board-edits.h"
#include "wm-lake-tool.h"
#include "wm-map-edits.h"
#include "wm-map-overlay.h"
#include "wm-map.h"
#include "wm-locale.h"
#include "wm-piece-edits.h"
#include "wm-placeholders.h"
#include "wm-test-doc.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

static WmDocument *
base (void)
{
  WmDocument *doc = wm_document_new_from_base ();

  g_assert_nonnull (doc);
  return doc;
}

static WmSide *
side_of (WmDocument *doc, const char *region, int side)
{
  return wm_map_find_side (wm_document_get_variant (doc), region, side);
}

static const WmPath *
find_path (const WmSide *side, const char *a, const char *b)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if (g_strcmp0 (path->a, a) == 0 && g_strcmp0 (path->b, b) == 0)
        return path;
    }
  return NULL;
}

static void
test_add_move_undo (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autofree char *id = NULL;
  const char *ids[2] = { NULL, NULL };
  guint n = side_of (doc, "r1", 0)->spaces->len;
  WmSpace *sp;

  g_assert_true (wm_map_add_space (doc, "r1", 0, 6.5, 11.5, WM_SPACE_PLAIN, &id, NULL));
  g_assert_cmpstr (id, ==, "s34");
  g_assert_cmpuint (side_of (doc, "r1", 0)->spaces->len, ==, n + 1);
  ids[0] = id;
  g_assert_true (wm_map_move_spaces (doc, "r1", 0, ids, 1.0, -0.5, NULL));
  sp = wm_side_find_space (side_of (doc, "r1", 0), id);
  g_assert_cmpfloat (sp->x, ==, 7.5);
  g_assert_cmpfloat (sp->y, ==, 11.0);
  /* Moves stay inside the region. */
  g_assert_true (wm_map_move_spaces (doc, "r1", 0, ids, 100, 100, NULL));
  sp = wm_side_find_space (side_of (doc, "r1", 0), id);
  g_assert_cmpfloat (sp->x, ==, 12);
  g_assert_cmpfloat (sp->y, ==, 12);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Move space");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  sp = wm_side_find_space (side_of (doc, "r1", 0), id);
  g_assert_cmpfloat (sp->x, ==, 6.5);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (wm_side_find_space (side_of (doc, "r1", 0), id));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_nonnull (wm_side_find_space (side_of (doc, "r1", 0), id));
}

static void
test_connect_clash (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  const WmPath *path;
  guint n;

  g_assert_true (wm_map_add_space (doc, "r1", 0, 5, 11.5, WM_SPACE_PLAIN, &a, NULL));
  g_assert_true (wm_map_add_space (doc, "r1", 0, 7, 9.5, WM_SPACE_PLAIN, &b, NULL));
  n = side_of (doc, "r1", 0)->paths->len;
  g_assert_true (wm_map_connect (doc, "r1", 0, a, b, "trail", WM_DIR_NONE, WM_DIR_NONE, NULL));
  path = find_path (side_of (doc, "r1", 0), a, b);
  g_assert_nonnull (path);
  g_assert_cmpint (path->a_dir, ==, WM_DIR_NE);
  g_assert_cmpint (path->b_dir, ==, WM_DIR_SW);
  g_assert_cmpuint (wm_map_used_directions (side_of (doc, "r1", 0), a), ==, 1u << WM_DIR_NE);

  /* Same direction again: refused, with what holds it. */
  g_assert_false (wm_map_connect (doc, "r1", 0, a, b, "road", WM_DIR_NONE, WM_DIR_S, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, a));
  /* In words: the direction and the path type by name. */
  g_assert_nonnull (
      strstr (error->message, "already leaves to the north-east on the “Trail” path"));
  g_assert_cmpuint (side_of (doc, "r1", 0)->paths->len, ==, n + 1);
  g_clear_error (&error);
  /* A base-game space's used direction clashes too: s2 leaves s on water. */
  g_assert_false (wm_map_connect (doc, "r1", 0, "s2", a, "road", WM_DIR_S, WM_DIR_N, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_clear_error (&error);
  g_assert_false (wm_map_connect (doc, "r1", 0, a, a, "road", WM_DIR_E, WM_DIR_W, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_map_connect (doc, "r1", 0, a, b, "canal", WM_DIR_E, WM_DIR_W, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* End directions are editable, and clash checks apply. */
  g_assert_true (wm_map_set_path (doc, "r1", 0, n, NULL, WM_DIR_E, WM_DIR_W, NULL));
  path = find_path (side_of (doc, "r1", 0), a, b);
  g_assert_cmpint (path->a_dir, ==, WM_DIR_E);
  g_assert_cmpint (path->b_dir, ==, WM_DIR_W);
  g_assert_true (wm_document_undo (doc, NULL));
  path = find_path (side_of (doc, "r1", 0), a, b);
  g_assert_cmpint (path->a_dir, ==, WM_DIR_NE);
}

static void
test_delete_follows (void)
{
  g_autoptr (WmDocument) doc = base ();
  const char *ids[] = { "s2", NULL };
  WmSide *side = side_of (doc, "r1", 0);
  guint paths = side->paths->len, ports = side->ports->len;
  guint shores = side->corner_lakes[WM_CORNER_NW]->shores->len;

  g_assert_true (wm_map_delete_spaces (doc, "r1", 0, ids, NULL));
  side = side_of (doc, "r1", 0);
  g_assert_null (wm_side_find_space (side, "s2"));
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      g_assert_cmpstr (path->a, !=, "s2");
      g_assert_cmpstr (path->b, !=, "s2");
    }
  g_assert_cmpuint (side->paths->len, <, paths);
  g_assert_cmpuint (side->ports->len, ==, ports - 1);
  g_assert_cmpuint (side->corner_lakes[WM_CORNER_NW]->shores->len, ==, shores - 1);
  g_assert_true (wm_document_undo (doc, NULL));
  side = side_of (doc, "r1", 0);
  g_assert_nonnull (wm_side_find_space (side, "s2"));
  g_assert_cmpuint (side->paths->len, ==, paths);
  g_assert_cmpuint (side->ports->len, ==, ports);
}

static void
test_space_kind (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  WmSpace *sp;

  g_assert_true (wm_map_set_space (doc, "r1", 0, "s3", WM_SPACE_TOWN, "calder", "Old mill", NULL));
  sp = wm_side_find_space (side_of (doc, "r1", 0), "s3");
  g_assert_cmpint (sp->kind, ==, WM_SPACE_TOWN);
  g_assert_cmpstr (sp->town, ==, "calder");
  g_assert_cmpstr (sp->label, ==, "Old mill");
  /* A town only on town slots; an empty label is none. */
  g_assert_true (wm_map_set_space (doc, "r1", 0, "s3", WM_SPACE_CASTLE, "calder", "", NULL));
  sp = wm_side_find_space (side_of (doc, "r1", 0), "s3");
  g_assert_null (sp->town);
  g_assert_null (sp->label);
  g_assert_false (wm_map_set_space (doc, "r1", 0, "s3", WM_SPACE_TOWN, "atlantis", NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_map_set_space (doc, "r1", 0, "s99", WM_SPACE_PLAIN, NULL, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
}

static void
test_lakes_ports (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *lake = NULL;
  const char *ids[4];
  WmSide *side;
  const WmPort *port;

  g_assert_true (wm_map_add_region (doc, 12, &lake, NULL));
  g_assert_cmpstr (lake, ==, "r5");
  g_assert_true (wm_map_add_space (doc, "r5", 0, 4, 6, WM_SPACE_PLAIN, &a, NULL));
  g_assert_true (wm_map_add_space (doc, "r5", 0, 8, 6, WM_SPACE_PLAIN, &b, NULL));
  g_assert_true (wm_map_add_space (doc, "r5", 0, 6, 9, WM_SPACE_PLAIN, &c, NULL));
  ids[0] = a, ids[1] = b, ids[2] = c, ids[3] = NULL;
  g_clear_pointer (&lake, g_free);
  g_assert_true (wm_map_add_lake (doc, "r5", 0, ids, &lake, NULL));
  side = side_of (doc, "r5", 0);
  g_assert_cmpuint (side->lakes->len, ==, 1);
  g_assert_cmpint (
      ((WmShore *)g_ptr_array_index (((WmLake *)g_ptr_array_index (side->lakes, 0))->shores, 0))
          ->dir,
      ==, WM_DIR_SE);
  /* Remove b as a shore, add it back; then as an island. */
  g_assert_true (wm_map_toggle_shore (doc, "r5", 0, lake, WM_CORNER_NONE, b, FALSE, NULL));
  g_assert_cmpuint (((WmLake *)g_ptr_array_index (side_of (doc, "r5", 0)->lakes, 0))->shores->len,
                    ==, 2);
  g_assert_true (wm_map_toggle_shore (doc, "r5", 0, lake, WM_CORNER_NONE, b, TRUE, NULL));
  g_assert_cmpuint (((WmLake *)g_ptr_array_index (side_of (doc, "r5", 0)->lakes, 0))->islands->len,
                    ==, 1);
  /* A corner part made on demand. */
  g_assert_true (wm_map_toggle_shore (doc, "r5", 0, NULL, WM_CORNER_SE, c, FALSE, NULL));
  g_assert_nonnull (side_of (doc, "r5", 0)->corner_lakes[WM_CORNER_SE]);
  g_assert_cmpint (
      ((WmShore *)g_ptr_array_index (side_of (doc, "r5", 0)->corner_lakes[WM_CORNER_SE]->shores, 0))
          ->dir,
      ==, WM_DIR_SE);

  /* The shore's direction is editable, clashes refused. */
  g_assert_true (wm_map_set_shore (doc, "r5", 0, NULL, WM_CORNER_SE, c, WM_DIR_S, NULL));
  g_assert_cmpint (
      ((WmShore *)g_ptr_array_index (side_of (doc, "r5", 0)->corner_lakes[WM_CORNER_SE]->shores, 0))
          ->dir,
      ==, WM_DIR_S);
  g_assert_false (wm_map_set_shore (doc, "r5", 0, NULL, WM_CORNER_SE, a, WM_DIR_S, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpint (
      ((WmShore *)g_ptr_array_index (side_of (doc, "r5", 0)->corner_lakes[WM_CORNER_SE]->shores, 0))
          ->dir,
      ==, WM_DIR_SE);

  /* A port on the west border at the height of a (at = size − y). */
  g_assert_true (wm_map_add_port (doc, "r5", 0, a, 0.2, 6.1, "road", WM_DIR_NONE, NULL));
  port = g_ptr_array_index (side_of (doc, "r5", 0)->ports, 0);
  g_assert_cmpint (port->edge, ==, WM_EDGE_W);
  g_assert_cmpfloat (port->at, ==, 6);
  g_assert_cmpint (port->dir, ==, WM_DIR_W);
  /* a already leaves w on that port. */
  g_assert_false (wm_map_add_port (doc, "r5", 0, a, 0, 6, "road", WM_DIR_NONE, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_clear_error (&error);
  g_assert_true (wm_map_delete_lake (doc, "r5", 0, lake, NULL));
  g_assert_cmpuint (side_of (doc, "r5", 0)->lakes->len, ==, 0);
  /* The variant still saves and loads after all this. */
  {
    g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);
    g_assert_cmpuint (g_bytes_get_size (bytes), >, 1000);
  }
}

/* Whatever holds a direction is told in words: the direction and the
 * path type by name, never the file's keywords ("ne", "road"), for every
 * space of every side of the base game. */
static void
test_clash_in_words (void)
{
  static const char *const keywords[]
      = { "trail", "road", "water", "n", "e", "s", "w", "ne", "se", "sw", "nw" };
  g_autoptr (WmDocument) doc = base ();
  WmVariant *variant = wm_document_get_variant (doc);
  guint paths = 0, ports = 0, lakes = 0;

  for (guint r = 0; r < variant->regions->len; r++)
    for (int sd = 0; sd < 2; sd++)
      {
        const WmSide *side = ((WmRegion *) g_ptr_array_index (variant->regions, r))->sides[sd];
        for (guint i = 0; side != NULL && i < side->spaces->len; i++)
          for (int dir = 0; dir < WM_N_DIRS; dir++)
            {
              const WmSpace *space = g_ptr_array_index (side->spaces, i);
              g_autofree char *use = wm_map_describe_direction_use (variant, side, space->id, dir);
              g_auto (GStrv) words = NULL;
              if (use == NULL)
                continue;
              words = g_regex_split_simple ("[^[:alnum:]]+", use, 0, 0);
              for (guint k = 0; k < G_N_ELEMENTS (keywords); k++)
                if (g_strv_contains ((const char *const *) words, keywords[k]))
                  g_error ("keyword “%s” in “%s”", keywords[k], use);
              g_assert_nonnull (strstr (use, wm_direction_display_name (dir)));
              paths += strstr (use, " path ") != NULL;
              ports += strstr (use, " port ") != NULL;
              lakes += strstr (use, " lake ") != NULL;
              if (strstr (use, " path ") != NULL)
                g_assert_true (strstr (use, "“Road”") || strstr (use, "“Trail”")
                               || strstr (use, "“Water”"));
            }
      }
  g_assert_cmpuint (paths, >, 0);
  g_assert_cmpuint (ports, >, 0);
  g_assert_cmpuint (lakes, >, 0);
}

static void
test_regions (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  g_autofree char *copy = NULL;
  WmVariant *variant;
  WmRegion *r;
  guint n = wm_document_get_variant (doc)->regions->len;

  g_assert_true (wm_map_duplicate_region (doc, "r2", &copy, NULL));
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->regions->len, ==, n + 1);
  r = wm_variant_find_region (variant, copy);
  g_assert_nonnull (r);
  g_assert_cmpuint (r->sides[0]->spaces->len, ==,
                    wm_variant_find_region (variant, "r2")->sides[0]->spaces->len);
  g_assert_cmpuint (r->sides[1]->paths->len, ==,
                    wm_variant_find_region (variant, "r2")->sides[1]->paths->len);
  g_assert_true (wm_map_rename_region (doc, copy, NULL, "Marshes", NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), copy);
  g_assert_cmpstr (wm_text_get (&r->name, "en", "en"), ==, "Marshes");
  g_assert_false (wm_map_rename_region (doc, copy, NULL, "  ", &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  /* Spaces typed around a name are not kept. */
  g_assert_true (wm_map_rename_region (doc, copy, NULL, "  Salt Marshes ", NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), copy);
  g_assert_cmpstr (wm_text_get (&r->name, "en", "en"), ==, "Salt Marshes");
  /* The board uses r1: not deleted. The copy is. */
  g_assert_false (wm_map_delete_region (doc, "r1", &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (wm_map_delete_region (doc, copy, NULL));
  g_assert_null (wm_variant_find_region (wm_document_get_variant (doc), copy));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_nonnull (wm_variant_find_region (wm_document_get_variant (doc), copy));
}

static const char *
fort_weapon_of (WmDocument *doc, const char *region)
{
  return wm_variant_find_region (wm_document_get_variant (doc), region)->fort_weapon;
}

static gboolean
reports (WmDocument *doc, const char *code)
{
  g_autoptr (WmDiagnostics) diags = wm_validate (wm_document_get_variant (doc));

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (g_str_equal (wm_diagnostics_get (diags, i)->code, code))
      return TRUE;
  return FALSE;
}

/* The fort's weapon is one undoable step; what it refuses changes
 * nothing; a weapon type a fort hands out cannot be removed on the Rules
 * page, the fort named, and can once no fort does. */
static void
test_fort_weapon (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GBytes) undone = NULL;
  g_autoptr (GBytes) redone = NULL;
  GError *error = NULL;

  g_assert_true (wm_map_set_fort_weapon (doc, "r1", "axe", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (fort_weapon_of (doc, "r1"), ==, "axe");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change a fort's weapon");
  g_assert_true (reports (doc, "setup-fort-weapon-shared"));
  g_assert_true (reports (doc, "setup-weapon-unused"));

  /* r1 and r4 both hand out the axe: refused, the first fort named. */
  g_assert_false (wm_piece_edit_remove (doc, WM_PIECE_WEAPON_TYPE, "axe", &error));
  g_assert_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_IN_USE);
  g_assert_cmpstr (error->message, ==,
                   "“Axe” cannot be removed: the fort of “The Riverlands” hands it out (and 1 "
                   "other use)");
  g_clear_error (&error);
  /* The bow no fort hands out now may go; undone, it comes back. */
  g_assert_true (wm_piece_edit_remove (doc, WM_PIECE_WEAPON_TYPE, "bow", &error));
  g_assert_no_error (error);
  g_assert_true (wm_document_undo (doc, NULL));

  /* Refused: an unknown weapon type or region; the same one leaves no step. */
  g_assert_false (wm_map_set_fort_weapon (doc, "r1", "halberd", &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_map_set_fort_weapon (doc, "r1", NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_map_set_fort_weapon (doc, "r9", "bow", &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (wm_map_set_fort_weapon (doc, "r1", "axe", NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change a fort's weapon");

  after = wm_document_save_bytes (doc);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (fort_weapon_of (doc, "r1"), ==, "bow");
  undone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, undone));
  g_assert_false (reports (doc, "setup-fort-weapon-shared"));
  g_assert_true (wm_document_redo (doc, NULL));
  redone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (after, redone));
}

/* A new region's fort hands out a weapon type no fort hands out yet, else
 * the first; a duplicate's keeps the original's when every type is taken. */
static void
test_fort_weapon_new_regions (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autofree char *added = NULL;
  g_autofree char *copy = NULL;

  g_assert_true (wm_map_set_fort_weapon (doc, "r4", "bow", NULL));
  g_assert_true (wm_map_add_region (doc, 12, &added, NULL));
  g_assert_cmpstr (fort_weapon_of (doc, added), ==, "axe");
  g_assert_true (wm_map_add_region (doc, 12, NULL, NULL));
  g_assert_cmpstr (fort_weapon_of (doc, "r6"), ==, "bow");
  g_assert_true (wm_map_duplicate_region (doc, "r3", &copy, NULL));
  g_assert_cmpstr (fort_weapon_of (doc, copy), ==, "lance");
}

/* A design in progress holds what no file may (here an island made a
 * plain space, which the strict loader refuses): a region still copies. */
static void
test_duplicate_in_progress (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmVariant) strict = NULL;
  g_autofree char *copy = NULL;
  gboolean made = FALSE;

  for (int c = 0; !made && c < WM_N_CORNERS; c++)
    made = wm_map_toggle_shore (doc, "r1", 0, NULL, c, "s2", TRUE, NULL);
  g_assert_true (made);
  g_assert_true (wm_map_set_space (doc, "r1", 0, "s2", WM_SPACE_PLAIN, NULL, NULL, NULL));
  bytes = wm_document_save_bytes (doc);
  strict = wm_variant_load_bytes (bytes, "strict", diags);
  g_assert_null (strict);
  g_assert_true (wm_map_duplicate_region (doc, "r1", &copy, NULL));
  g_assert_nonnull (wm_variant_find_region (wm_document_get_variant (doc), copy));
}

/* The pixel at (@x, @y) of @surface. */
static void
pixel_at (cairo_surface_t *surface, double x, double y, guint8 rgb[3])
{
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p
      = ((guint32 *)(cairo_image_surface_get_data (surface) + (int)y * stride))[(int)x];

  rgb[0] = (p >> 16) & 0xff, rgb[1] = (p >> 8) & 0xff, rgb[2] = p & 0xff;
}

/* Side A of r1 as wm_map_overlay_draw () marks it over a white ground,
 * 40 px a unit, with @variant's full validation. */
static cairo_surface_t *
overlay_drawn (WmVariant *variant, WmMapOverlay *overlay)
{
  g_autoptr (WmDiagnostics) diags = wm_validate (variant);
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_RGB24, r1->size * 40, r1->size * 40);
  cairo_t *cr = cairo_create (surface);

  wm_map_overlay_set_place (overlay, "r1", 0);
  wm_map_overlay_set_diagnostics (overlay, variant, diags);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, 40, 40);
  wm_map_overlay_draw (overlay, cr, r1->sides[0], 40, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Review 16, R16-5: castle slots equally near the map edge in some boards
 * (the validator's arrangement-fort) are marked as a pair on the canvas:
 * "=" in violet at the top left of each, a dashed line between them. The
 * base game's r1 has no such tie; moving s22 to s11's height makes one. */
static void
test_overlay_fort_tie (void)
{
  g_autoptr (WmDocument) doc = base ();
  WmVariant *variant = wm_document_get_variant (doc);
  WmMapOverlay *overlay = wm_map_overlay_new ();
  WmSide *side = side_of (doc, "r1", 0);
  WmSpace *s11 = wm_side_find_space (side, "s11"), *s22 = wm_side_find_space (side, "s22");
  cairo_surface_t *plain, *tied;
  guint8 rgb[3];
  double mx, my;

  g_assert_cmpint (s11->kind, ==, WM_SPACE_CASTLE);
  g_assert_cmpint (s22->kind, ==, WM_SPACE_CASTLE);
  plain = overlay_drawn (variant, overlay);
  g_assert_null (wm_map_overlay_get_fort_tie (overlay, "s11"));
  pixel_at (plain, (s11->x - 0.45) * 40, (s11->y - 0.45) * 40, rgb);
  g_assert_cmpint (rgb[0] + rgb[1] + rgb[2], ==, 3 * 255);

  s22->y = 3.7; /* as far from the edge as s11 */
  tied = overlay_drawn (variant, overlay);
  g_assert_cmpstr (wm_map_overlay_get_fort_tie (overlay, "s11"), ==, "s22");
  g_assert_cmpstr (wm_map_overlay_get_fort_tie (overlay, "s22"), ==, "s11");
  g_assert_null (wm_map_overlay_get_fort_tie (overlay, "s2"));
  for (int k = 0; k < 2; k++)
    {
      const WmSpace *sp = k == 0 ? s11 : s22;
      /* the badge's rim, left of its "=" */
      pixel_at (tied, (sp->x - 0.45 - 0.15) * 40, (sp->y - 0.45) * 40, rgb);
      g_assert_true (rgb[2] > 150 && rgb[1] < 110 && rgb[0] < 160); /* violet */
    }
  /* the dashed line from badge to badge: violet round the point half-way,
   * where nothing else of the overlay is drawn */
  mx = ((s11->x + s22->x) / 2 - 0.45) * 40, my = ((s11->y + s22->y) / 2 - 0.45) * 40;
  {
    int violet = 0;
    for (int dy = -12; dy <= 12; dy++)
      for (int dx = -12; dx <= 12; dx++)
        {
          pixel_at (tied, mx + dx, my + dy, rgb);
          violet += rgb[2] > 150 && rgb[1] < 110;
          pixel_at (plain, mx + dx, my + dy, rgb);
          g_assert_cmpint (rgb[0] + rgb[1] + rgb[2], ==, 3 * 255);
        }
    g_assert_cmpint (violet, >, 10);
  }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (tied);
  wm_map_overlay_free (overlay);
}

/* An edit of a side that is not there names its region as the rest of
 * the editor does, not by its bare id ("Region r2 has no side B"). */
static void
test_no_side_names_region (void)
{
  g_autoptr (WmDocument) doc = base ();
  WmRegion *r2 = wm_variant_find_region (wm_document_get_variant (doc), "r2");
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&r2->sides[1], wm_side_free);
  g_assert_false (wm_map_add_space (doc, "r2", 1, 5, 5, WM_SPACE_PLAIN, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "Region “The Red Hills” (r2) has no side B");
  g_clear_error (&error);
  g_assert_false (wm_map_set_space (doc, "r9", 0, "s1", WM_SPACE_PLAIN, NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Region “r9” has no side A");
}

/* The ids of r1 side A of @variant as the canvas gives them to the
 * overlay (space id → WmLabelBox), their labels in @labels. */
static GHashTable *
r1_id_boxes (WmVariant *variant, GArray **labels)
{
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  WmMapStyle style;

  wm_map_style_init (&style);
  style.space_ids = TRUE;
  *labels = wm_render_region_side_labels (variant, r1, r1->sides[0], &style);
  for (guint i = 0; i < (*labels)->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (*labels, WmRenderLabel, i);
      WmLabelBox box = { l->x0, l->y0, l->x1, l->y1 };
      if (l->is_id)
        g_hash_table_replace (ids, (gpointer)l->space, g_memdup2 (&box, sizeof box));
    }
  return ids;
}

/* Review 20, R20-12: a space's problem badge covered its id ("s34"
 * under the "1"). Wherever the render puts a space's id, its badge takes
 * a corner that keeps off it: for every space of r1 side A, some of
 * whose ids the render puts at the top right, where the badge always
 * went. */
static void
test_overlay_badge_keeps_off_id (void)
{
  g_autoptr (WmDocument) doc = base ();
  WmVariant *variant = wm_document_get_variant (doc);
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  WmMapOverlay *overlay = wm_map_overlay_new ();
  g_autoptr (WmDiagnostics) diags = wm_validate (variant);
  g_autoptr (GArray) labels = NULL;
  g_autoptr (GHashTable) ids = r1_id_boxes (variant, &labels);
  double r = wm_map_overlay_badge_radius (40);
  guint n_ids = 0, n_top_right = 0;

  wm_map_overlay_set_place (overlay, "r1", 0);
  wm_map_overlay_set_diagnostics (overlay, variant, diags);
  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
      const WmSpace *sp = wm_side_find_space (r1->sides[0], l->space);
      WmLabelBox id = { l->x0, l->y0, l->x1, l->y1 };
      WmLabelBox old = { sp->x + 0.45 - r, sp->y - 0.45 - r, sp->x + 0.45 + r, sp->y - 0.45 + r };
      WmLabelBox badge;
      double x, y;

      if (!l->is_id)
        continue;
      n_ids++;
      n_top_right += wm_label_boxes_meet (&old, &id);
      wm_map_overlay_badge_at (overlay, sp, r, ids, &x, &y);
      badge = (WmLabelBox){ x - r, y - r, x + r, y + r };
      g_assert_false (wm_label_boxes_meet (&badge, &id));
      /* beside its space still */
      g_assert_cmpfloat (fabs (x - sp->x), <, 0.5);
      g_assert_cmpfloat (fabs (y - sp->y), <, 0.5);
    }
  g_assert_cmpuint (n_ids, ==, r1->sides[0]->spaces->len);
  g_assert_cmpuint (n_top_right, >, 0);
  wm_map_overlay_free (overlay);
}

/* Zoomed far out (8 and 10 px a unit, the least zoom and near it) a badge
 * of 8 px is larger than its space, and at every corner it lay on the
 * space's id, 31 of r1's 33: it goes further out instead, up to a radius
 * and a half, and keeps off the id. At the usual zoom it keeps off the
 * other spaces' ids too where a corner allows (at 15 px a unit its badge
 * lay on another space's id at one space of r1). */
static void
test_overlay_badge_far_out (void)
{
  g_autoptr (WmDocument) doc = base ();
  WmVariant *variant = wm_document_get_variant (doc);
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  WmMapOverlay *overlay = wm_map_overlay_new ();
  g_autoptr (GArray) labels = NULL;
  g_autoptr (GHashTable) ids = r1_id_boxes (variant, &labels);
  const double zooms[] = { 8, 10, 15, 20 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      double r = wm_map_overlay_badge_radius (zooms[z]);
      guint on_others = 0;

      for (guint i = 0; i < labels->len; i++)
        {
          const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
          const WmSpace *sp = wm_side_find_space (r1->sides[0], l->space);
          WmLabelBox badge;
          GHashTableIter iter;
          gpointer key, value;
          double x, y;

          if (!l->is_id)
            continue;
          wm_map_overlay_badge_at (overlay, sp, r, ids, &x, &y);
          badge = (WmLabelBox){ x - r, y - r, x + r, y + r };
          g_assert_false (wm_label_boxes_meet (&badge, g_hash_table_lookup (ids, sp->id)));
          g_assert_cmpfloat (fabs (x - sp->x), <=, 0.45 + 1.5 * r + 1e-9);
          g_assert_cmpfloat (fabs (y - sp->y), <=, 0.45 + 1.5 * r + 1e-9);
          g_hash_table_iter_init (&iter, ids);
          while (g_hash_table_iter_next (&iter, &key, &value))
            on_others += !g_str_equal (key, sp->id) && wm_label_boxes_meet (&badge, value);
        }
      g_test_message ("%.0f px a unit: %u badges on another space's id", zooms[z], on_others);
      if (zooms[z] >= 15)
        g_assert_cmpuint (on_others, ==, 0);
    }
  wm_map_overlay_free (overlay);
}

/* The overlay puts a diagnostic on the spaces its message names. */
static void
test_overlay (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmValidation) validation = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;
  WmMapOverlay *overlay = wm_map_overlay_new ();
  g_autofree char *id = NULL;
  g_auto (GStrv) named = NULL;

  named = wm_map_overlay_spaces_named (side_of (doc, "r1", 0), "s4 and r1:s12, (s33). s99 s4");
  g_assert_cmpuint (g_strv_length (named), ==, 3);
  g_assert_cmpstr (named[0], ==, "s4");
  g_assert_cmpstr (named[1], ==, "s12");
  g_assert_cmpstr (named[2], ==, "s33");

  validation = wm_validation_new (wm_document_get_variant (doc), NULL);
  wm_map_overlay_set_place (overlay, "r1", 0);
  diags = wm_validation_collect (validation);
  wm_map_overlay_set_diagnostics (overlay, wm_document_get_variant (doc), diags);
  g_assert_cmpuint (wm_map_overlay_get_n_placed (overlay), ==, 0);
  g_clear_pointer (&diags, wm_diagnostics_free);

  /* A space on its own is an island of one: the validator names it. */
  g_assert_true (wm_map_add_space (doc, "r1", 0, 6, 11.6, WM_SPACE_PLAIN, &id, NULL));
  wm_validation_update_region (validation, "r1");
  diags = wm_validation_collect (validation);
  wm_map_overlay_set_diagnostics (overlay, wm_document_get_variant (doc), diags);
  g_assert_cmpuint (wm_map_overlay_get_n_placed (overlay), >=, 1);
  g_assert_cmpint (wm_map_overlay_get_marker (overlay, id), >=, 0);
  /* Side B is not concerned. */
  wm_map_overlay_set_place (overlay, "r1", 1);
  wm_map_overlay_set_diagnostics (overlay, wm_document_get_variant (doc), diags);
  g_assert_cmpint (wm_map_overlay_get_marker (overlay, id), ==, -1);
  g_clear_pointer (&diags, wm_diagnostics_free);

  /* About the side but naming no space: listed with its detail in
   * brackets, as the command line writes it. */
  diags = wm_diagnostics_new (NULL);
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, "region r1 / side B", "arrangement-port-open",
                      "a port meets no port");
  wm_diagnostics_set_detail (diags, "first such board: r1:B:0");
  wm_map_overlay_set_diagnostics (overlay, wm_document_get_variant (doc), diags);
  g_assert_cmpuint (wm_map_overlay_get_n_unplaced (overlay), ==, 1);
  g_assert_cmpstr (wm_map_overlay_get_unplaced_text (overlay, 0), ==,
                   "a port meets no port [first such board: r1:B:0]");
  wm_map_overlay_free (overlay);
}

/* The base game with a comment and a foreign attribute on space s3 of r1
 * and a comment on one of its paths: what undo must bring back too. */
static WmDocument *
base_with_extras (void)
{
  g_autoptr (WmDocument) plain = base ();
  g_autoptr (GBytes) bytes = wm_document_save_bytes (plain);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GString) text
      = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr (GBytes) edited = NULL;
  g_autoptr (WmVariant) variant = NULL;

  g_assert_cmpuint (g_string_replace (text, "<space id=\"s3\"",
                                      "<!-- the mill --><space xmlns:x=\"urn:x\" x:note=\"keep\" "
                                      "id=\"s3\"",
                                      1),
                    ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<path a=\"s3\"", "<!-- old road --><path a=\"s3\"", 1),
                    ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<port ", "<!-- the ford --><port ", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<region id=\"r2\"",
                                      "<!-- the hills --><region xmlns:x=\"urn:x\" x:note=\"hills\" "
                                      "id=\"r2\"",
                                      1),
                    ==, 1);
  edited = g_bytes_new (text->str, text->len);
  variant = wm_variant_load_bytes_for_editing (edited, "extras", diags);
  g_assert_nonnull (variant);
  return wm_document_new (variant, NULL);
}

static gboolean
saves_as (WmDocument *doc, GBytes *expected)
{
  g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);

  return g_bytes_equal (bytes, expected);
}

typedef gboolean (*EditFunc) (WmDocument *doc);

static gboolean
edit_add (WmDocument *doc)
{
  return wm_map_add_space (doc, "r1", 0, 6.5, 11.5, WM_SPACE_CASTLE, NULL, NULL);
}

static gboolean
edit_delete (WmDocument *doc)
{
  const char *ids[] = { "s3", "s6", NULL };
  return wm_map_delete_spaces (doc, "r1", 0, ids, NULL);
}

static gboolean
edit_set_space (WmDocument *doc)
{
  return wm_map_set_space (doc, "r1", 0, "s3", WM_SPACE_PLAIN, NULL, "Mill", NULL);
}

/* The first pair of free directions joins s2 and s6. */
static gboolean
edit_connect (WmDocument *doc)
{
  for (int a = 0; a < WM_N_DIRS; a++)
    for (int b = 0; b < WM_N_DIRS; b++)
      if (wm_map_connect (doc, "r1", 0, "s2", "s6", "trail", a, b, NULL))
        return TRUE;
  return FALSE;
}

static gboolean
edit_set_path (WmDocument *doc)
{
  const WmPath *path = g_ptr_array_index (side_of (doc, "r1", 0)->paths, 0);
  return wm_map_set_path (doc, "r1", 0, 0, NULL, path->a_dir, WM_DIR_NONE, NULL)
         || wm_map_delete_path (doc, "r1", 0, 0, NULL);
}

static gboolean
edit_delete_path (WmDocument *doc)
{
  return wm_map_delete_path (doc, "r1", 0, 1, NULL);
}

/* North 4.5: r1 has ports at north 3, 6 and 9, and a second port at
 * one of those points is refused. */
static gboolean
edit_port (WmDocument *doc)
{
  for (int d = 0; d < WM_N_DIRS; d++)
    if (wm_map_add_port (doc, "r1", 0, "s6", 4.5, 0, "trail", d, NULL))
      return TRUE;
  return FALSE;
}

/* The first port of r1 (the one with a comment) on another edge, at
 * another place, of another type. */
static gboolean
edit_set_port (WmDocument *doc)
{
  const WmPort *port = g_ptr_array_index (side_of (doc, "r1", 0)->ports, 0);

  return wm_map_set_port (doc, "r1", 0, 0, g_str_equal (port->type, "road") ? "trail" : "road",
                          (port->edge + 1) % WM_N_EDGES, 1.5, port->dir, NULL);
}

static gboolean
edit_delete_port (WmDocument *doc)
{
  return wm_map_delete_port (doc, "r1", 0, 0, NULL);
}

/* A lake of the first two spaces round which one fits. */
static gboolean
edit_add_lake (WmDocument *doc)
{
  for (int i = 1; i < 30; i++)
    {
      g_autofree char *a = g_strdup_printf ("s%d", i);
      g_autofree char *b = g_strdup_printf ("s%d", i + 1);
      const char *ids[] = { a, b, NULL };
      if (wm_map_add_lake (doc, "r1", 0, ids, NULL, NULL))
        return TRUE;
    }
  return FALSE;
}

static gboolean
edit_delete_lake (WmDocument *doc)
{
  WmSide *side = side_of (doc, "r1", 0);
  WmLake *last = g_ptr_array_index (side->lakes, side->lakes->len - 1);

  return wm_map_delete_lake (doc, "r1", 0, last->id, NULL);
}

static gboolean
edit_shore (WmDocument *doc)
{
  return wm_map_toggle_shore (doc, "r1", 0, NULL, WM_CORNER_NW, "s2", TRUE, NULL);
}

/* Deleting last: the others use the spaces it takes. */
static const EditFunc side_edits[] = {
  edit_add,      edit_set_space,   edit_connect,  edit_set_path, edit_delete_path, edit_port,
  edit_set_port, edit_delete_port, edit_add_lake, edit_shore,    edit_delete_lake, edit_delete,
};

/* Makes each of @edits in turn, undoing and redoing it at once, then goes
 * all the way back and forth again: every state is the file byte for byte
 * as it was, within the same variant, and every change is reported as
 * confined to @region (NULL: it may change anything). */
static void
check_undo_exact (WmDocument *doc, const EditFunc *edits, guint n_edits, const char *region)
{
  WmVariant *variant = wm_document_get_variant (doc);
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify)g_bytes_unref);

  g_ptr_array_add (states, wm_document_save_bytes (doc));
  for (guint i = 0; i < n_edits; i++)
    {
      GBytes *before = g_ptr_array_index (states, states->len - 1);
      g_autoptr (GBytes) after = NULL;
      g_test_message ("edit %u", i);
      g_assert_true (edits[i](doc));
      g_assert_cmpstr (wm_document_get_changed_region (doc), ==, region);
      g_assert_false (saves_as (doc, before));
      after = wm_document_save_bytes (doc);
      g_assert_true (wm_document_undo (doc, NULL));
      g_assert_true (saves_as (doc, before));
      g_assert_cmpstr (wm_document_get_changed_region (doc), ==, region);
      g_assert_true (wm_document_redo (doc, NULL));
      g_assert_true (saves_as (doc, after));
      g_ptr_array_add (states, g_steal_pointer (&after));
    }
  for (guint i = states->len - 1; i-- > 0;)
    {
      g_assert_true (wm_document_undo (doc, NULL));
      g_assert_true (saves_as (doc, g_ptr_array_index (states, i)));
    }
  for (guint i = 1; i < states->len; i++)
    {
      g_assert_true (wm_document_redo (doc, NULL));
      g_assert_true (saves_as (doc, g_ptr_array_index (states, i)));
    }
  g_assert_true (wm_document_get_variant (doc) == variant);
}

/* Every side edit keeps only its change, yet undo gives back the file as it
 * was byte for byte (comments and foreign content of what it deleted
 * included) and redo the file after it, within the same variant; and the
 * change is reported as confined to its region. */
static void
test_undo_exact (void)
{
  g_autoptr (WmDocument) doc = base_with_extras ();
  g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);

  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "the mill"));
  check_undo_exact (doc, side_edits, G_N_ELEMENTS (side_edits), "r1");
  /* An edit that changes nothing leaves no step. */
  g_assert_true (wm_map_set_space (doc, "r1", 0, "s2", WM_SPACE_PLAIN, NULL, NULL, NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), !=, "Change space");
}

/* ---- region-list edits -------------------------------------------------------- */

/* A region added without side B or a name in the first language (as a file
 * may have it), made by the test's setup. */
static char *bare_region;

static void
strip_region (WmVariant *variant, gpointer data)
{
  WmRegion *region = wm_variant_find_region (variant, data);

  g_clear_pointer (&region->sides[1], wm_side_free);
  g_ptr_array_set_size (region->name.entries, 0);
}

static const char *
region_at (WmDocument *doc, guint index)
{
  return ((WmRegion *)g_ptr_array_index (wm_document_get_variant (doc)->regions, index))->id;
}

static gboolean
edit_add_region (WmDocument *doc)
{
  return wm_map_add_region (doc, 10, NULL, NULL);
}

static gboolean
edit_duplicate_r1 (WmDocument *doc)
{
  return wm_map_duplicate_region (doc, "r1", NULL, NULL);
}

static gboolean
edit_duplicate_r2 (WmDocument *doc)
{
  return wm_map_duplicate_region (doc, "r2", NULL, NULL);
}

static gboolean
edit_rename_copy (WmDocument *doc)
{
  WmVariant *variant = wm_document_get_variant (doc);

  return wm_map_rename_region (doc, region_at (doc, variant->regions->len - 2), NULL, "Marshes",
                               NULL);
}

static gboolean
edit_rename_r2 (WmDocument *doc)
{
  return wm_map_rename_region (doc, "r2", NULL, "The Hills", NULL);
}

static gboolean
edit_name_bare (WmDocument *doc)
{
  return wm_map_rename_region (doc, bare_region, NULL, "Moors", NULL);
}

static gboolean
edit_add_side (WmDocument *doc)
{
  return wm_map_add_side (doc, bare_region, 1, NULL);
}

/* Not the last: undo puts it back at its place. */
static gboolean
edit_delete_copy (WmDocument *doc)
{
  WmVariant *variant = wm_document_get_variant (doc);

  return wm_map_delete_region (doc, region_at (doc, variant->regions->len - 2), NULL);
}

static gboolean
edit_delete_bare (WmDocument *doc)
{
  return wm_map_delete_region (doc, bare_region, NULL);
}

static gboolean
edit_fort_weapon_r2 (WmDocument *doc)
{
  return wm_map_set_fort_weapon (doc, "r2", "axe", NULL);
}

static gboolean
edit_copy_side_r2 (WmDocument *doc)
{
  return wm_map_copy_side (doc, "r2", 0, NULL);
}

static const EditFunc region_edits[] = {
  edit_add_region,   edit_name_bare,    edit_add_side,    edit_duplicate_r1,
  edit_duplicate_r2, edit_rename_copy,  edit_rename_r2,   edit_fort_weapon_r2,
  edit_copy_side_r2, edit_delete_copy,  edit_delete_bare,
};

/* Edits of the list of regions keep only their change as well: undo gives
 * back the file byte for byte (the name a region had none of, the comments
 * and foreign content of what a delete took out included), redo the file
 * after, within the same variant; and they may change anything. */
static void
test_region_undo_exact (void)
{
  g_autoptr (WmDocument) doc = base_with_extras ();

  g_assert_true (wm_map_add_region (doc, 12, &bare_region, NULL));
  g_assert_true (wm_document_edit (doc, "Strip", strip_region, bare_region, NULL));
  check_undo_exact (doc, region_edits, G_N_ELEMENTS (region_edits), NULL);
  /* Edits that change nothing leave no step. */
  g_assert_true (wm_map_rename_region (doc, "r2", NULL, "The Hills", NULL));
  g_assert_true (wm_map_add_side (doc, "r2", 1, NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Delete region");
  g_clear_pointer (&bare_region, g_free);
}

/* A variant holding only a copy of @region, under the id and names of @as
 * when not NULL: wm_variant_equal() on two of these compares two regions
 * field by field, comments and foreign content included. */
static WmVariant *
holding (const WmRegion *region, const WmRegion *as)
{
  WmVariant *variant = wm_variant_new ();
  WmRegion *copy = wm_region_copy (region);

  if (as != NULL)
    {
      WmRegion *named = wm_region_copy (as);
      WmText name = copy->name;
      copy->name = named->name;
      named->name = name;
      g_free (copy->id);
      copy->id = g_strdup (as->id);
      wm_region_free (named);
    }
  g_ptr_array_add (variant->regions, copy);
  return variant;
}

/* @variant's only region with no town printed on side A, as a duplicate
 * has it. */
static WmVariant *
unprinted (WmVariant *variant)
{
  WmSide *side = ((WmRegion *)g_ptr_array_index (variant->regions, 0))->sides[0];

  for (guint i = 0; i < side->spaces->len; i++)
    g_clear_pointer (&((WmSpace *)g_ptr_array_index (side->spaces, i))->town, g_free);
  return variant;
}

/* A duplicate is the original but for its id, names and printed towns,
 * down to the comments and foreign content, and shares nothing with it:
 * editing the copy leaves the original as it was. */
static void
test_duplicate_deep (void)
{
  g_autoptr (WmDocument) doc = base_with_extras ();
  g_autoptr (WmVariant) before = NULL;
  g_autoptr (WmVariant) same = NULL;
  g_autoptr (WmVariant) after = NULL;
  g_autoptr (GBytes) saved = NULL;
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;
  const char *ids[] = { "s1", "s2", NULL };
  WmVariant *variant;
  WmRegion *original, *copy;

  g_assert_true (wm_map_duplicate_region (doc, "r2", &id, NULL));
  variant = wm_document_get_variant (doc);
  original = wm_variant_find_region (variant, "r2");
  copy = wm_variant_find_region (variant, id);
  g_assert_cmpstr (id, ==, "r5");
  g_assert_cmpstr (wm_text_get_exact (&copy->name, "en"), ==, "The Red Hills (copy)");
  before = holding (original, NULL);
  same = holding (copy, original);
  g_assert_false (wm_variant_equal (before, same, NULL));
  g_clear_pointer (&before, wm_variant_unref);
  before = unprinted (holding (original, NULL));
  g_assert_true (wm_variant_equal (before, same, &where));
  g_clear_pointer (&before, wm_variant_unref);
  before = holding (original, NULL);
  saved = wm_variant_save_bytes (same);
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "<!-- the hills -->"));
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "x:note=\"hills\""));

  g_assert_true (wm_map_move_spaces (doc, id, 0, ids, 1.0, 0.5, NULL));
  g_assert_true (wm_map_delete_spaces (doc, id, 1, ids, NULL));
  g_assert_true (wm_map_rename_region (doc, id, NULL, "Moors", NULL));
  g_assert_true (wm_map_add_space (doc, id, 0, 6.5, 11.5, WM_SPACE_PLAIN, NULL, NULL));
  after = holding (wm_variant_find_region (wm_document_get_variant (doc), "r2"), NULL);
  g_assert_true (wm_variant_equal (before, after, &where));
}

/* How many of @side's town slots print a town; @slots gets how many it has. */
static guint
printed_towns (const WmSide *side, guint *slots)
{
  guint printed = 0;

  *slots = 0;
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      *slots += space->kind == WM_SPACE_TOWN;
      printed += space->kind == WM_SPACE_TOWN && space->town != NULL;
    }
  return printed;
}

/* Review 16: a duplicate printed the original's towns on its side A
 * again, two errors at once ("town “calder” is printed on a second
 * slot"); its town slots print none until the designer chooses, and the
 * validator says so of each, not of a town twice; the original keeps
 * its towns. */
static void
test_duplicate_unprints_towns (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmDiagnostics) problems = NULL;
  g_autofree char *id = NULL;
  WmVariant *variant;
  guint slots, empty = 0;

  g_assert_true (wm_map_duplicate_region (doc, "r2", &id, NULL));
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (printed_towns (wm_variant_find_region (variant, id)->sides[0], &slots), ==, 0);
  g_assert_cmpuint (slots, ==, 2);
  g_assert_cmpuint (printed_towns (wm_variant_find_region (variant, "r2")->sides[0], &slots), ==,
                    2);
  problems = wm_validate (variant);
  for (guint i = 0; i < wm_diagnostics_count (problems); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (problems, i);
      g_assert_cmpstr (d->code, !=, "setup-town-placement");
      empty += g_strcmp0 (d->code, "side-town-printed") == 0;
    }
  g_assert_cmpuint (empty, ==, 2);
}

/* @variant's only region with side B made a copy of side A, as
 * wm_map_copy_side() makes it: side A again but for its id and towns. */
static WmVariant *
side_a_twice (WmVariant *variant)
{
  WmRegion *region = g_ptr_array_index (variant->regions, 0);

  wm_side_free (region->sides[1]);
  region->sides[1] = wm_side_copy (region->sides[0]);
  region->sides[1]->id = 'B';
  for (guint i = 0; i < region->sides[1]->spaces->len; i++)
    g_clear_pointer (&((WmSpace *)g_ptr_array_index (region->sides[1]->spaces, i))->town, g_free);
  return variant;
}

/* Copy Side A to Side B (review 16, R16-4): side B becomes side A again,
 * spaces and their kinds, paths, lakes, ports, comments and foreign
 * content, but with no town printed, in one undo step that brings the old
 * side B back byte for byte; what it held is listed first. */
static void
test_copy_side (void)
{
  g_autoptr (WmDocument) doc = base_with_extras ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (WmVariant) expected = NULL;
  g_autoptr (WmVariant) got = NULL;
  g_autoptr (GPtrArray) lines = wm_map_list_side_contents (side_of (doc, "r1", 1));
  g_autoptr (WmDiagnostics) problems = NULL;
  g_autoptr (GBytes) saved = NULL;
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *where = NULL;
  guint slots, a_slots;

  g_assert_cmpuint (lines->len, ==, 4);
  g_assert_true (g_str_has_suffix (g_ptr_array_index (lines, 0), " spaces"));
  g_assert_true (g_str_has_suffix (g_ptr_array_index (lines, 3), " ports"));
  expected = side_a_twice (holding (wm_variant_find_region (variant, "r1"), NULL));
  g_assert_true (wm_map_copy_side (doc, "r1", 0, NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Copy side A to side B");
  variant = wm_document_get_variant (doc);
  got = holding (wm_variant_find_region (variant, "r1"), NULL);
  if (!wm_variant_equal (expected, got, &where))
    g_error ("the copy differs: %s", where);
  saved = wm_variant_save_bytes (got);
  g_assert_nonnull (strstr (g_bytes_get_data (saved, NULL), "the mill"));
  g_assert_cmpuint (printed_towns (side_of (doc, "r1", 1), &slots), ==, 0);
  g_assert_cmpuint (printed_towns (side_of (doc, "r1", 0), &a_slots), ==, a_slots);
  g_assert_cmpuint (slots, ==, a_slots);
  problems = wm_validate (variant);
  for (guint i = 0; i < wm_diagnostics_count (problems); i++)
    g_assert_cmpstr (wm_diagnostics_get (problems, i)->code, !=, "setup-town-placement");

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (saves_as (doc, before));
  g_assert_true (wm_document_redo (doc, NULL));
  g_clear_pointer (&got, wm_variant_unref);
  got = holding (wm_variant_find_region (wm_document_get_variant (doc), "r1"), NULL);
  g_assert_true (wm_variant_equal (expected, got, NULL));
}

/* A missing side B is added as the copy, and taken away again by undo; a
 * side A with nothing drawn on it is refused, saying so, with no step. */
static void
test_copy_side_missing (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) lines = NULL;
  g_autofree char *region = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  g_assert_true (wm_map_side_is_empty (side_of (doc, region, 0)));
  g_assert_false (wm_map_copy_side (doc, region, 0, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Side A of r5 has nothing to copy: draw its spaces first");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Add region");
  g_assert_true (wm_document_edit (doc, "Strip", strip_region, region, NULL));
  g_assert_null (side_of (doc, region, 1));
  g_assert_true (wm_map_add_space (doc, region, 0, 3, 3, WM_SPACE_TOWN, NULL, NULL));
  g_assert_false (wm_map_side_is_empty (side_of (doc, region, 0)));
  lines = wm_map_list_side_contents (side_of (doc, region, 1));
  g_assert_cmpuint (lines->len, ==, 0);
  g_assert_true (wm_map_copy_side (doc, region, 0, NULL));
  g_assert_cmpuint (side_of (doc, region, 1)->spaces->len, ==, 1);
  g_assert_cmpint (side_of (doc, region, 1)->id, ==, 'B');
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (side_of (doc, region, 1));
}

/* A side's counts say the same in the inspector and in the question
 * before Copy Side A to Side B: the inland lakes are its lakes, the lake
 * parts at its four corners (which join the parts meeting them on the
 * board, DESIGN.md §3) its corner lakes. The question said "4 lakes" for
 * side B of r1, which has no inland lake, where the inspector said
 * "0 lakes". */
static void
test_side_counts (void)
{
  g_autoptr (WmDocument) doc = base ();
  const char *want_b[] = { "32 spaces", "40 paths", "4 corner lakes", "12 ports", NULL };
  const char *want_a[] = { "33 spaces", "41 paths", "1 lake", "4 corner lakes", "12 ports", NULL };
  const char *const *want[] = { want_a, want_b };
  const char *summary[] = { "33 spaces, 41 paths, 1 lake, 4 corner lakes, 12 ports",
                            "32 spaces, 40 paths, 0 lakes, 4 corner lakes, 12 ports" };
  g_autofree char *none = NULL;
  g_autofree char *region = NULL;

  for (int side = 0; side < 2; side++)
    {
      g_autoptr (GPtrArray) lines = wm_map_list_side_contents (side_of (doc, "r1", side));
      g_autofree char *counts = wm_map_describe_side_counts (side_of (doc, "r1", side));

      g_ptr_array_add (lines, NULL);
      g_assert_cmpstrv ((char **)lines->pdata, want[side]);
      g_assert_cmpstr (counts, ==, summary[side]);
    }
  /* A new region: nothing at its corners, and the inspector's zeros. */
  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  none = wm_map_describe_side_counts (side_of (doc, region, 0));
  g_assert_cmpstr (none, ==, "0 spaces, 0 paths, 0 lakes, 0 ports");
}

/* A region with no name at all is copied under its new id. */
static void
test_duplicate_nameless (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autofree char *bare = NULL;
  g_autofree char *copy = NULL;
  WmRegion *r;

  g_assert_true (wm_map_add_region (doc, 12, &bare, NULL));
  g_assert_true (wm_document_edit (doc, "Strip", strip_region, bare, NULL));
  g_assert_true (wm_map_duplicate_region (doc, bare, &copy, NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), copy);
  g_assert_cmpuint (r->name.entries->len, ==, 1);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, copy);
}

/* On a German desktop the map editor shows and renames regions in German
 * (wm_variant_display_language()): a new region gets its name there, and
 * in the first language, which every other falls back to; a duplicate's
 * names are marked as a copy each in its own language. */
static void
test_region_names_display_language (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *added = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *german = NULL;
  g_autofree char *italian = NULL;
  WmRegion *r;

  g_setenv ("LANGUAGE", "de_DE:de", TRUE);
  doc = base ();
  g_assert_cmpstr (wm_variant_display_language (wm_document_get_variant (doc)), ==, "de");
  g_assert_true (wm_map_add_region (doc, 12, &added, NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), added);
  g_assert_cmpuint (r->name.entries->len, ==, 2);
  g_assert_cmpstr (((WmTextEntry *)g_ptr_array_index (r->name.entries, 0))->lang, ==, "en");
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, added);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "de"), ==, added);

  g_assert_true (wm_map_duplicate_region (doc, "r2", &copy, NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), copy);
  german = g_strdup_printf (wm_locale_gettext ("de", WM_PLACEHOLDER_COPY), "Die Roten Hügel");
  italian = g_strdup_printf (wm_locale_gettext ("it", WM_PLACEHOLDER_COPY), "I Colli Rossi");
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, "The Red Hills (copy)");
  g_assert_cmpstr (german, ==, "Die Roten Hügel (Kopie)");
  g_assert_cmpstr (wm_text_get_exact (&r->name, "de"), ==, german);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "it"), ==, italian);

  /* Renaming in the display language leaves the first language's name. */
  g_assert_true (wm_map_rename_region (doc, added, "de", "Moor", NULL));
  r = wm_variant_find_region (wm_document_get_variant (doc), added);
  g_assert_cmpstr (wm_text_get_exact (&r->name, "de"), ==, "Moor");
  g_assert_cmpstr (wm_text_get_exact (&r->name, "en"), ==, added);
  if (saved)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* ---- a region's common-quest deck --------------------------------------------- */

static gboolean
has_region_code (const WmDiagnostics *diags, const char *code, const char *region)
{
  g_autofree char *where = g_strdup_printf ("region %s", region);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->code, code) == 0 && g_strcmp0 (d->where, where) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The common-quest decks of @region. */
static guint
count_quest_decks (WmVariant *variant, const char *region, WmDeck **deck_out)
{
  guint n = 0;

  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      if (deck->kind == WM_DECK_COMMON_QUEST && g_strcmp0 (deck->region, region) == 0)
        {
          n++;
          if (deck_out != NULL)
            *deck_out = deck;
        }
    }
  return n;
}

/* A new region comes with its own empty common-quest deck, in the same
 * step: named in each of the variant's languages, in that language, after
 * the last common-quest deck; the validator finds no deck missing, and
 * undo gives back the variant as it was (wm_variant_equal()). */
static void
test_region_deck_add (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmVariant) before = wm_variant_copy (wm_document_get_variant (doc));
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;
  g_autofree char *german = NULL;
  WmVariant *variant;
  WmDeck *deck = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &id, NULL));
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (count_quest_decks (variant, id, &deck), ==, 1);
  g_assert_cmpstr (deck->id, ==, "quests-r5");
  g_assert_cmpuint (deck->cards->len, ==, 0);
  /* After quests-r4, before the side quests. */
  g_assert_true (g_ptr_array_index (variant->decks, 4) == deck);
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "en"), ==, "Quests: r5");
  german = g_strdup_printf (wm_locale_gettext ("de", WM_PLACEHOLDER_REGION_QUESTS), "r5");
  g_assert_cmpstr (german, ==, "Aufträge: r5");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "de"), ==, german);
  g_assert_nonnull (wm_text_get_exact (&deck->name, "it"));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Add region");

  diags = wm_validate (variant);
  g_assert_false (has_region_code (diags, "deck-missing", id));

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_variant_equal (before, wm_document_get_variant (doc), &where));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_cmpuint (count_quest_decks (wm_document_get_variant (doc), id, NULL), ==, 1);
}

/* Gives region r4's deck the id a new region r5's would have. */
static void
rename_deck_r4 (WmVariant *variant, gpointer unused)
{
  WmDeck *deck = wm_variant_find_deck (variant, "quests-r4");

  g_free (deck->id);
  deck->id = g_strdup ("quests-r5");
}

/* A duplicate gets a new empty deck of its own, named after the copy's
 * names; the original's quests stay where they were (card ids are unique
 * over all decks). A deck id already taken is not taken again. */
static void
test_region_deck_duplicate (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmVariant) before = wm_variant_copy (wm_document_get_variant (doc));
  g_autofree char *copy = NULL;
  g_autofree char *other = NULL;
  g_autofree char *where = NULL;
  WmVariant *variant;
  WmDeck *deck = NULL;
  guint cards;

  cards = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r2")->cards->len;
  g_assert_true (wm_map_duplicate_region (doc, "r2", &copy, NULL));
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (count_quest_decks (variant, copy, &deck), ==, 1);
  g_assert_cmpuint (deck->cards->len, ==, 0);
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "en"), ==, "Quests: The Red Hills (copy)");
  g_assert_cmpuint (wm_variant_find_deck (variant, "quests-r2")->cards->len, ==, cards);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_variant_equal (before, wm_document_get_variant (doc), &where));

  /* quests-r5 is taken by a deck of another region: the new one is
   * quests-r5-2. */
  g_assert_true (wm_document_edit (doc, "Rename deck", rename_deck_r4, NULL, NULL));
  g_assert_true (wm_map_add_region (doc, 12, &other, NULL));
  g_assert_cmpstr (other, ==, "r5");
  g_assert_cmpuint (count_quest_decks (wm_document_get_variant (doc), other, &deck), ==, 1);
  g_assert_cmpstr (deck->id, ==, "quests-r5-2");
}

static void
add_card_r5 (WmVariant *variant, gpointer unused)
{
  WmDeck *deck = wm_variant_find_deck (variant, "quests-r5");
  WmCard *card = wm_card_new ("Q99");
  WmTarget *target = g_new0 (WmTarget, 1);

  wm_text_set (&card->name, "en", "Lost Lamb");
  target->town = g_strdup (((WmTown *)g_ptr_array_index (variant->towns, 0))->id);
  g_ptr_array_add (card->targets, target);
  card->reward = g_new0 (WmReward, 1);
  card->reward->gold = 2;
  g_ptr_array_add (deck->cards, card);
}

/* Deleting a region takes its empty deck with it, in one step that undo
 * takes back to the variant as it was; a region whose deck holds quests
 * is not deleted, with a message that names the deck and where to go. */
static void
test_region_deck_delete (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmVariant) with_region = NULL;
  g_autoptr (WmVariant) with_card = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &id, NULL));
  with_region = wm_variant_copy (wm_document_get_variant (doc));
  g_assert_true (wm_map_delete_region (doc, id, NULL));
  g_assert_null (wm_variant_find_deck (wm_document_get_variant (doc), "quests-r5"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_variant_equal (with_region, wm_document_get_variant (doc), &where));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));

  g_assert_true (wm_document_edit (doc, "Add card", add_card_r5, NULL, NULL));
  with_card = wm_variant_copy (wm_document_get_variant (doc));
  g_assert_false (wm_map_delete_region (doc, id, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Quests: r5"));
  g_assert_nonnull (strstr (error->message, "Decks page"));
  g_assert_true (wm_variant_equal (with_card, wm_document_get_variant (doc), &where));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Add card");
}

static void
rename_deck_r5 (WmVariant *variant, gpointer unused)
{
  wm_text_set (&wm_variant_find_deck (variant, "quests-r5")->name, "de", "Moorbriefe");
}

/* Renaming a region renames the quest deck made with it, in every
 * language whose name came from the renamed one, in the same step; a name
 * the designer gave the deck, and the base game's decks, stay. */
static void
test_region_deck_follows_rename (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (WmVariant) before = NULL;
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;
  g_autofree char *german = NULL;
  g_autofree char *r2_name = NULL;
  WmDeck *deck;

  g_assert_true (wm_map_add_region (doc, 12, &id, NULL));
  before = wm_variant_copy (wm_document_get_variant (doc));
  g_assert_true (wm_map_rename_region (doc, id, "en", "Salt Marshes", NULL));
  deck = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r5");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "en"), ==, "Quests: Salt Marshes");
  /* German has no name of its own: it reads the English one. */
  german = g_strdup_printf (wm_locale_gettext ("de", WM_PLACEHOLDER_REGION_QUESTS), "Salt Marshes");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "de"), ==, german);
  g_assert_cmpuint (deck->name.entries->len, ==, 3);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_variant_equal (before, wm_document_get_variant (doc), &where));
  g_assert_true (wm_document_redo (doc, NULL));

  /* The German name given on its own stays; English still follows. */
  g_assert_true (wm_document_edit (doc, "Name deck", rename_deck_r5, NULL, NULL));
  g_assert_true (wm_map_rename_region (doc, id, "en", "Moors", NULL));
  deck = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r5");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "en"), ==, "Quests: Moors");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "de"), ==, "Moorbriefe");

  deck = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r2");
  r2_name = g_strdup (wm_text_get_exact (&deck->name, "en"));
  g_assert_true (wm_map_rename_region (doc, "r2", "en", "The Hills", NULL));
  deck = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r2");
  g_assert_cmpstr (wm_text_get_exact (&deck->name, "en"), ==, r2_name);
}

/* A region not on the board may still be the first highwayman's; it is
 * not deleted while it is (the file would name a region it lacks). */
static void
test_region_delete_highwayman (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;
  g_autoptr (WmVariant) before = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &id, NULL));
  g_assert_true (wm_board_edit_highwayman_region (doc, id, NULL));
  before = wm_variant_copy (wm_document_get_variant (doc));
  g_assert_false (wm_map_delete_region (doc, id, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Board Setup"));
  g_assert_true (wm_variant_equal (before, wm_document_get_variant (doc), &where));
  g_assert_true (wm_board_edit_highwayman_region (doc, "r1", NULL));
  g_assert_true (wm_map_delete_region (doc, id, NULL));
}

/* Added, duplicated, saved and loaded again: the file is valid for the
 * loader and its regions all have their quest deck. */
static void
test_region_deck_round_trip (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) load_diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) loaded = NULL;
  g_autofree char *added = NULL;
  g_autofree char *copy = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &added, NULL));
  g_assert_true (wm_map_duplicate_region (doc, "r3", &copy, NULL));
  bytes = wm_document_save_bytes (doc);
  loaded = wm_variant_load_bytes (bytes, "round-trip", load_diags);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (wm_diagnostics_count_errors (load_diags), ==, 0);
  diags = wm_validate (loaded);
  g_assert_false (wm_diagnostics_has_code (diags, "deck-missing"));
  g_assert_cmpuint (count_quest_decks (loaded, added, NULL), ==, 1);
  g_assert_cmpuint (count_quest_decks (loaded, copy, NULL), ==, 1);
}

/* ---- random edits, undo and redo ------------------------------------------ */

static const char *const regions[] = { "r1", "r2", "r3", "r4" };
static const char *const path_types[] = { "trail", "road", "water" };

/* A random space id of the side, or NULL when it has none. */
static const char *
any_space (GRand *rand, const WmSide *side)
{
  if (side->spaces->len == 0)
    return NULL;
  return ((WmSpace *) g_ptr_array_index (side->spaces,
                                         g_rand_int_range (rand, 0, side->spaces->len)))->id;
}

/* One random edit of the list of regions: add, duplicate, rename (to a
 * name it may have already, or a blank one), delete (refused for the
 * board's regions) or add a side (which they all have). */
static gboolean
random_region_edit (WmDocument *doc, GRand *rand)
{
  static const char *const names[] = { "Marshes", "Moors", "  ", "The Riverlands" };
  WmVariant *variant = wm_document_get_variant (doc);
  g_autofree char *region
      = g_strdup (region_at (doc, g_rand_int_range (rand, 0, variant->regions->len)));

  switch (g_rand_int_range (rand, 0, 5))
    {
    case 0: return wm_map_add_region (doc, 12, NULL, NULL);
    case 1: return wm_map_duplicate_region (doc, region, NULL, NULL);
    case 2: return wm_map_rename_region (doc, region, NULL, names[g_rand_int_range (rand, 0, 4)], NULL);
    case 3: return wm_map_delete_region (doc, region, NULL);
    default: return wm_map_add_side (doc, region, g_rand_int_range (rand, 0, 2), NULL);
    }
}

/* One random side edit with random (often refused) arguments, as a
 * designer's clicks would make them; TRUE when it was applied. */
static gboolean
random_edit (WmDocument *doc, GRand *rand)
{
  const char *region = regions[g_rand_int_range (rand, 0, 4)];
  int side_no = g_rand_int_range (rand, 0, 2);
  WmSide *side = side_of (doc, region, side_no);
  double size = 12, x = g_rand_double_range (rand, 0.5, size - 0.5),
         y = g_rand_double_range (rand, 0.5, size - 0.5);
  const char *a = any_space (rand, side), *b = any_space (rand, side);
  const char *ids[] = { a, b, NULL };
  const char *type = path_types[g_rand_int_range (rand, 0, 3)];
  int da = g_rand_int_range (rand, -1, WM_N_DIRS), db = g_rand_int_range (rand, -1, WM_N_DIRS);

  if (a == NULL)
    return wm_map_add_space (doc, region, side_no, x, y, WM_SPACE_PLAIN, NULL, NULL);
  if (g_rand_int_range (rand, 0, 4) == 0)
    return random_region_edit (doc, rand);
  switch (g_rand_int_range (rand, 0, 11))
    {
    case 0: return wm_map_add_space (doc, region, side_no, x, y, g_rand_int_range (rand, 0, 5), NULL, NULL);
    case 1:
      return wm_map_move_spaces (doc, region, side_no, ids, g_rand_double_range (rand, -1, 1),
                                 g_rand_double_range (rand, -1, 1), NULL);
    case 2: return wm_map_delete_spaces (doc, region, side_no, ids, NULL);
    case 3:
      return wm_map_set_space (doc, region, side_no, a, WM_SPACE_PLAIN, NULL,
                               g_rand_boolean (rand) ? "Ford" : NULL, NULL);
    case 4: return wm_map_connect (doc, region, side_no, a, b, type, da, db, NULL);
    case 5:
      return side->paths->len > 0
             && wm_map_set_path (doc, region, side_no, g_rand_int_range (rand, 0, side->paths->len),
                                 type, da, db, NULL);
    case 6:
      return side->paths->len > 0
             && wm_map_delete_path (doc, region, side_no,
                                    g_rand_int_range (rand, 0, side->paths->len), NULL);
    case 7:
      return wm_map_add_port (doc, region, side_no, a, g_rand_boolean (rand) ? 0 : size, y, type,
                              da, NULL);
    case 8: return wm_map_add_lake (doc, region, side_no, ids, NULL, NULL);
    case 9:
      return wm_map_toggle_shore (doc, region, side_no, NULL, g_rand_int_range (rand, 0, 4), a,
                                  g_rand_boolean (rand), NULL);
    default:
      return side->lakes->len > 0
             && wm_map_delete_lake (doc, region, side_no,
                                    ((WmLake *) g_ptr_array_index (side->lakes,
                                                                   g_rand_int_range (rand, 0, side->lakes->len)))->id,
                                    NULL);
    }
}

/* Seeded random runs of side and region-list edits (refused ones
 * included) mixed with undo and redo: after every step the file is byte
 * for byte the state the history says it must be. A refused edit changes nothing; an applied one
 * is one undo step (or merges into the step before, as quick moves do). */
static void
test_undo_random (void)
{
  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (WmDocument) doc = base_with_extras ();
      g_autoptr (GPtrArray) history = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
      guint pos = 0, applied = 0, undone = 0;

      g_ptr_array_add (history, wm_document_save_bytes (doc));
      for (int step = 0; step < 120; step++)
        {
          int roll = g_rand_int_range (rand, 0, 10);
          if (roll < 2 && pos > 0)
            {
              g_assert_true (wm_document_undo (doc, NULL));
              g_assert_true (saves_as (doc, g_ptr_array_index (history, --pos)));
              undone++;
            }
          else if (roll < 3 && pos + 1 < history->len)
            {
              g_assert_true (wm_document_redo (doc, NULL));
              g_assert_true (saves_as (doc, g_ptr_array_index (history, ++pos)));
            }
          else if (!random_edit (doc, rand))
            g_assert_true (saves_as (doc, g_ptr_array_index (history, pos)));
          else if (!saves_as (doc, g_ptr_array_index (history, pos)))
            {
              GBytes *now = wm_document_save_bytes (doc);
              /* Undo gives back the state before, or the one before the
               * step this edit merged into; redo the new state. */
              g_assert_true (wm_document_undo (doc, NULL));
              if (!saves_as (doc, g_ptr_array_index (history, pos)))
                {
                  g_assert_cmpuint (pos, >, 0);
                  g_assert_true (saves_as (doc, g_ptr_array_index (history, pos - 1)));
                  pos--;
                }
              g_assert_true (wm_document_redo (doc, NULL));
              g_assert_true (saves_as (doc, now));
              g_ptr_array_set_size (history, pos + 1);
              g_ptr_array_add (history, now);
              pos++;
              applied++;
            }
        }
      /* And all the way back to the file as it was opened. */
      while (pos > 0)
        {
          g_assert_true (wm_document_undo (doc, NULL));
          g_assert_true (saves_as (doc, g_ptr_array_index (history, --pos)));
        }
      g_assert_false (wm_document_get_modified (doc));
      g_test_message ("seed %u: %u edits applied, %u undone on the way", seed, applied, undone);
      g_assert_cmpuint (applied, >, 20);
    }
}

/* The base game with its path s9–s10 on r1 side A turned into one to a
 * space that does not exist, s99, as a file edited by hand has it; opened
 * as the editor opens it (the loader reports ref-unknown and keeps it). */
static WmDocument *
with_path_edited (const char *from, const char *to)
{
  g_autoptr (GBytes) base_bytes = wm_variant_base_bytes ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("dangling.waymark");
  g_autoptr (GString) text = g_string_new_len (g_bytes_get_data (base_bytes, NULL),
                                               g_bytes_get_size (base_bytes));
  g_autoptr (GBytes) bytes = NULL;
  WmVariant *variant;

  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  bytes = g_bytes_new (text->str, text->len);
  variant = wm_variant_load_bytes_for_editing (bytes, "dangling.waymark", diags);
  g_assert_nonnull (variant);
  g_assert_true (wm_diagnostics_has_code (diags, "ref-unknown"));
  return wm_document_new (variant, NULL);
}

static WmDocument *
with_dangling_path (void)
{
  return with_path_edited ("b=\"s10\" b-dir=\"w\" type=\"water\"",
                           "b=\"s99\" b-dir=\"w\" type=\"water\"");
}

/* The same path with neither end on the side: s98–s99. */
static WmDocument *
with_path_without_ends (void)
{
  return with_path_edited ("a=\"s9\" a-dir=\"e\" b=\"s10\" b-dir=\"w\"",
                           "a=\"s98\" a-dir=\"e\" b=\"s99\" b-dir=\"w\"");
}

/* A diagnostic about a path to a missing space is placed on the path's end
 * that exists (the canvas cannot draw the path), and the path can be
 * deleted, undoably. */
static void
test_dangling_path (void)
{
  g_autoptr (WmDocument) doc = with_dangling_path ();
  WmSide *side = side_of (doc, "r1", 0);
  g_auto (GStrv) named = NULL;
  WmMapOverlay *overlay = wm_map_overlay_new ();
  g_autoptr (WmDiagnostics) diags = wm_validate (wm_document_get_variant (doc));
  const WmPath *path = find_path (side, "s9", "s99");
  guint n = side->paths->len;
  guint index = 0;

  g_assert_nonnull (path);
  named = wm_map_overlay_spaces_named (side, "there is no space “s99” on this side");
  g_assert_cmpuint (g_strv_length (named), ==, 1);
  g_assert_cmpstr (named[0], ==, "s9");
  wm_map_overlay_set_place (overlay, "r1", 0);
  wm_map_overlay_set_diagnostics (overlay, wm_document_get_variant (doc), diags);
  g_assert_cmpint (wm_map_overlay_get_marker (overlay, "s9"), ==, WM_SEVERITY_ERROR);
  wm_map_overlay_free (overlay);

  g_assert_true (g_ptr_array_find (side->paths, path, &index));
  g_assert_true (wm_map_delete_path (doc, "r1", 0, index, NULL));
  g_assert_null (find_path (side_of (doc, "r1", 0), "s9", "s99"));
  g_assert_cmpuint (side_of (doc, "r1", 0)->paths->len, ==, n - 1);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_nonnull (find_path (side_of (doc, "r1", 0), "s9", "s99"));
}

/* A path with neither end on the side (s98–s99) opens; no space stands
 * for it, but the messages about it name it, so the Validation page's
 * rows select the path itself; deleting it is one step whose undo gives
 * back the file byte for byte. A message about a path with one end still
 * names that end, not the path. */
static void
test_path_without_ends (void)
{
  g_autoptr (WmDocument) doc = with_path_without_ends ();
  g_autoptr (WmDocument) one_end = with_dangling_path ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (WmDiagnostics) diags = wm_validate (wm_document_get_variant (doc));
  WmSide *side = side_of (doc, "r1", 0);
  const WmPath *path = find_path (side, "s98", "s99");
  g_auto (GStrv) named = wm_map_overlay_spaces_named (side, "there is no space “s98” on this side");
  guint index = 0, n = side->paths->len;

  g_assert_nonnull (path);
  g_assert_true (g_ptr_array_find (side->paths, path, &index));
  g_assert_true (wm_diagnostics_has_code (diags, "ref-unknown"));
  g_assert_cmpuint (g_strv_length (named), ==, 0);
  g_assert_cmpint (wm_map_overlay_path_named (side, "there is no space “s98” on this side"), ==,
                   (int)index);
  g_assert_cmpint (wm_map_overlay_path_named (side, "there is no space “s99” on this side."), ==,
                   (int)index);
  g_assert_cmpint (wm_map_overlay_path_named (side, "s4 is too close to s5"), ==, -1);
  g_assert_cmpint (wm_map_overlay_path_named (side_of (one_end, "r1", 0),
                                              "there is no space “s99” on this side"),
                   ==, -1);

  g_assert_true (wm_map_delete_path (doc, "r1", 0, index, NULL));
  g_assert_null (find_path (side_of (doc, "r1", 0), "s98", "s99"));
  g_assert_cmpuint (side_of (doc, "r1", 0)->paths->len, ==, n - 1);
  g_assert_cmpint (wm_map_overlay_path_named (side_of (doc, "r1", 0), "there is no space “s98”"),
                   ==, -1);
  wm_test_assert_undoes_to (doc, before);
  g_assert_nonnull (find_path (side_of (doc, "r1", 0), "s98", "s99"));
}

/* Deleting the space a path to a missing space leaves from takes the path
 * with it, as it takes the space's other paths, in one step. */
static void
test_delete_end_of_dangling_path (void)
{
  g_autoptr (WmDocument) doc = with_dangling_path ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  const char *ids[] = { "s9", NULL };

  g_assert_true (wm_map_delete_spaces (doc, "r1", 0, ids, NULL));
  g_assert_null (find_path (side_of (doc, "r1", 0), "s9", "s99"));
  g_assert_null (wm_side_find_space (side_of (doc, "r1", 0), "s9"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  wm_test_assert_undoes_to (doc, before);
}

/* A new region with three spaces round an inland lake, and @extra more at
 * the given points; the ids in order go to @ids (the lake's three first). */
static char *
lake_region (WmDocument *doc, const double *extra, guint n_extra, char **ids)
{
  static const double round[] = { 4, 6, 8, 6, 6, 4 };
  char *region = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  for (guint i = 0; i < 3 + n_extra; i++)
    {
      const double *p = i < 3 ? &round[2 * i] : &extra[2 * (i - 3)];
      g_assert_true (wm_map_add_space (doc, region, 0, p[0], p[1], WM_SPACE_PLAIN, &ids[i], NULL));
    }
  {
    const char *lake[] = { ids[0], ids[1], ids[2], NULL };
    g_assert_true (wm_map_add_lake (doc, region, 0, lake, NULL, NULL));
  }
  return region;
}

/* A new region with a 3 × 3 grid of spaces 3 units apart from (3, 3), as
 * the review drew it: ids[0] … ids[8] row by row (s1 … s9). */
static char *
grid_region (WmDocument *doc, char **ids)
{
  char *region = NULL;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  for (guint i = 0; i < 9; i++)
    g_assert_true (wm_map_add_space (doc, region, 0, 3 + 3 * (i % 3), 3 + 3 * (i / 3),
                                     WM_SPACE_PLAIN, &ids[i], NULL));
  return region;
}

/* A loop of @n points round (@cx, @cy) at @radius, ending where it began
 * (the release on the press point). */
static double *
loop_points (double cx, double cy, double radius, guint n)
{
  double *points = g_new (double, 2 * (n + 1));

  for (guint i = 0; i <= n; i++)
    {
      points[2 * i] = cx + radius * cos (2 * G_PI * (i % n) / n);
      points[2 * i + 1] = cy + radius * sin (2 * G_PI * (i % n) / n);
    }
  return points;
}

static WmDirection
shore_dir (const WmLake *lake, const char *space)
{
  for (guint i = 0; i < lake->shores->len; i++)
    {
      const WmShore *shore = g_ptr_array_index (lake->shores, i);
      if (g_str_equal (shore->space, space))
        return shore->dir;
    }
  return WM_DIR_NONE;
}

/* Review 5, F4: a closed loop round s4, s5, s7 and s8 makes the lake of
 * those four, each shore facing its middle; a straight diagonal drag over
 * them still does (the rectangle); a loop round no space or one is
 * refused, saying what to draw, and changes nothing. */
static void
test_lake_tool_loop (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autofree double *loop = loop_points (4.5, 7.5, 2.6, 24);
  g_autofree double *empty = loop_points (7.5, 4.5, 1, 24);
  g_autofree double *one = loop_points (6, 6, 1, 24);
  static const double diagonal[] = { 2, 5, 3.5, 6.4, 4.5, 7.6, 7, 10 };
  g_autoptr (GError) error = NULL;
  g_autofree char *lake_id = NULL;
  const WmLake *lake;

  g_assert_true (wm_lake_tool_is_loop (loop, 25));
  g_assert_true (wm_lake_tool_drag (doc, region, 0, loop, 25, NULL, &lake_id, NULL, &error));
  g_assert_no_error (error);
  lake = wm_map_find_lake (side_of (doc, region, 0), lake_id, WM_CORNER_NONE);
  g_assert_nonnull (lake);
  g_assert_cmpuint (lake->shores->len, ==, 4);
  g_assert_cmpint (shore_dir (lake, ids[3]), ==, WM_DIR_SE);
  g_assert_cmpint (shore_dir (lake, ids[4]), ==, WM_DIR_SW);
  g_assert_cmpint (shore_dir (lake, ids[6]), ==, WM_DIR_NE);
  g_assert_cmpint (shore_dir (lake, ids[7]), ==, WM_DIR_NW);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpuint (side_of (doc, region, 0)->lakes->len, ==, 0);

  /* The straight drag from above left to below right of the four. */
  g_assert_false (wm_lake_tool_is_loop (diagonal, 4));
  g_clear_pointer (&lake_id, g_free);
  g_assert_true (wm_lake_tool_drag (doc, region, 0, diagonal, 4, NULL, &lake_id, NULL, NULL));
  lake = wm_map_find_lake (side_of (doc, region, 0), lake_id, WM_CORNER_NONE);
  g_assert_cmpuint (lake->shores->len, ==, 4);
  g_assert_cmpint (shore_dir (lake, ids[3]), ==, WM_DIR_SE);
  g_assert_cmpint (shore_dir (lake, ids[7]), ==, WM_DIR_NW);
  g_assert_true (wm_document_undo (doc, NULL));

  g_assert_false (wm_lake_tool_drag (doc, region, 0, empty, 25, NULL, NULL, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "No space lies inside the drag: draw a loop round at least two spaces, the "
                   "lake's shores, or drag from corner to corner over them");
  g_clear_error (&error);
  g_assert_false (wm_lake_tool_drag (doc, region, 0, one, 25, NULL, NULL, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "at least two shores: draw a loop round them"));
  g_assert_cmpuint (side_of (doc, region, 0)->lakes->len, ==, 0);
  wm_test_assert_undoes_to (doc, before);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

/* Review 5, F8: a port's type, edge, position and direction are set in one
 * step each and it is deleted in one, each undone byte for byte; a place
 * off the border, an edge that is none and a direction the space uses
 * otherwise are refused with nothing changed. */
static void
test_set_delete_port (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) base_bytes = wm_document_save_bytes (doc);
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) changed = NULL;
  g_autoptr (GError) error = NULL;
  const WmPort *port;

  g_assert_true (wm_map_add_port (doc, region, 0, ids[1], 6, 0, "trail", WM_DIR_NONE, NULL));
  g_assert_true (
      wm_map_connect (doc, region, 0, ids[1], ids[2], "trail", WM_DIR_E, WM_DIR_W, NULL));
  before = wm_document_save_bytes (doc);
  port = g_ptr_array_index (side_of (doc, region, 0)->ports, 0);
  g_assert_cmpint (port->edge, ==, WM_EDGE_N);
  g_assert_cmpint (port->dir, ==, WM_DIR_N);

  g_assert_true (wm_map_set_port (doc, region, 0, 0, "road", WM_EDGE_N, 6, WM_DIR_N, NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change port");
  g_assert_true (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_E, 2.5, WM_DIR_NE, NULL));
  port = g_ptr_array_index (side_of (doc, region, 0)->ports, 0);
  g_assert_cmpstr (port->type, ==, "road");
  g_assert_cmpint (port->edge, ==, WM_EDGE_E);
  g_assert_cmpfloat (port->at, ==, 2.5);
  g_assert_cmpint (port->dir, ==, WM_DIR_NE);
  /* The same values again: no step. */
  g_assert_true (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_E, 2.5, WM_DIR_NE, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  port = g_ptr_array_index (side_of (doc, region, 0)->ports, 0);
  g_assert_cmpint (port->edge, ==, WM_EDGE_N);
  g_assert_cmpstr (port->type, ==, "road");
  g_assert_true (wm_document_redo (doc, NULL));
  changed = wm_document_save_bytes (doc);

  g_assert_false (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_E, 12.5, WM_DIR_NE, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "A port's position along the border runs from 0 to 12, not 12.5");
  g_clear_error (&error);
  g_assert_false (wm_map_set_port (doc, region, 0, 0, NULL, WM_N_EDGES, 2, WM_DIR_NE, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  /* East is the path to s3's. */
  g_assert_false (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_E, 2.5, WM_DIR_E, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_clear_error (&error);
  g_assert_false (wm_map_set_port (doc, region, 0, 1, NULL, WM_EDGE_E, 2.5, WM_DIR_E, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (wm_map_delete_port (doc, region, 0, 0, NULL));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Delete port");
  g_assert_cmpuint (side_of (doc, region, 0)->ports->len, ==, 0);
  g_assert_false (wm_map_delete_port (doc, region, 0, 0, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  /* Each step back gives the file as it was before it, byte for byte. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (saves_as (doc, changed));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (saves_as (doc, before));
  wm_test_assert_undoes_to (doc, base_bytes);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

/* Where a dragged port goes: along its own edge while the pointer is level
 * with it, however far inside; round the corner past either end; snapped
 * and kept on the border. */
static void
test_port_drag_target (void)
{
  static const struct
  {
    WmEdge edge;
    double x, y, step;
    WmEdge to;
    double at;
  } cases[] = {
    { WM_EDGE_N, 7.3, 0.4, 0.5, WM_EDGE_N, 7.5 },    /* slid along, snapped */
    { WM_EDGE_N, 7.3, 9, 0.5, WM_EDGE_N, 7.5 },      /* deep inside: still north */
    { WM_EDGE_N, 7.33, -2, 0.01, WM_EDGE_N, 7.33 },  /* grid off: hundredths */
    { WM_EDGE_N, 12.6, 2.2, 0.5, WM_EDGE_E, 2 },     /* past the north-east corner */
    { WM_EDGE_E, 11.5, -0.6, 0.5, WM_EDGE_N, 11.5 }, /* and back round it */
    { WM_EDGE_N, -1, -3, 0.5, WM_EDGE_N, 0 },        /* beyond both: the nearer */
    { WM_EDGE_S, 3, 12.2, 0.5, WM_EDGE_S, 9 },       /* measured clockwise */
    { WM_EDGE_W, -0.5, 12.8, 0.5, WM_EDGE_S, 12 },   /* onto the corner */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double at = -1;
      WmEdge to
          = wm_map_port_drag_target (12, cases[i].edge, cases[i].x, cases[i].y, cases[i].step, &at);
      g_test_message ("case %u", i);
      g_assert_cmpint (to, ==, cases[i].to);
      g_assert_cmpfloat_with_epsilon (at, cases[i].at, 1e-9);
    }
}

/* A port moved onto the point of another port of the side is refused with
 * what holds it, also round a corner (north at 12 is east at 0), and
 * nothing changes; elsewhere on the same edge it moves. */
static void
test_port_point_taken (void)
{
  g_autoptr (WmDocument) doc = base ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_map_add_port (doc, region, 0, ids[1], 6, 0, "trail", WM_DIR_NONE, NULL));
  g_assert_true (wm_map_add_port (doc, region, 0, ids[2], 9, 0, "road", WM_DIR_NONE, NULL));
  g_assert_true (wm_map_add_port (doc, region, 0, ids[5], 12, 0, "trail", WM_DIR_E, NULL));
  g_assert_cmpint (wm_side_port_at_point (side_of (doc, region, 0), 12, WM_EDGE_N, 9, 0), ==, 1);
  g_assert_cmpint (wm_side_port_at_point (side_of (doc, region, 0), 12, WM_EDGE_N, 9, 1), ==, -1);
  g_assert_cmpint (wm_side_port_at_point (side_of (doc, region, 0), 12, WM_EDGE_E, 0, 0), ==, 2);
  before = wm_document_save_bytes (doc);

  g_assert_false (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_N, 9, WM_DIR_N, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, "That point of the border has a port already"));
  g_assert_nonnull (strstr (error->message, "on the north edge at 9"));
  g_clear_error (&error);
  g_assert_false (wm_map_set_port (doc, region, 0, 1, NULL, WM_EDGE_E, 0, WM_DIR_N, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_true (saves_as (doc, before));

  g_assert_true (wm_map_set_port (doc, region, 0, 0, NULL, WM_EDGE_N, 8.5, WM_DIR_N, NULL));
  g_assert_cmpfloat (((WmPort *)g_ptr_array_index (side_of (doc, region, 0)->ports, 0))->at, ==,
                     8.5);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (saves_as (doc, before));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

/* The port tool adds no port at a point another port holds, as a drag
 * moves none there: refused with what holds it, also round a corner
 * (east at 0 is north at 12), the file as it was and no undo step. */
static void
test_add_port_point_taken (void)
{
  g_autoptr (WmDocument) doc = base ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autoptr (GBytes) before = NULL;
  g_autofree char *undo_before = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_map_add_port (doc, region, 0, ids[2], 9, 0, "road", WM_DIR_NONE, NULL));
  g_assert_true (wm_map_add_port (doc, region, 0, ids[5], 12, 0, "trail", WM_DIR_E, NULL));
  before = wm_document_save_bytes (doc);
  undo_before = g_strdup (wm_document_get_undo_label (doc));

  g_assert_false (wm_map_add_port (doc, region, 0, ids[1], 9.1, 0.2, "trail", WM_DIR_NONE, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, "That point of the border has a port already"));
  g_assert_nonnull (strstr (error->message, "on the north edge at 9"));
  g_clear_error (&error);
  g_assert_false (wm_map_add_port (doc, region, 0, ids[8], 12, 0.2, "trail", WM_DIR_E, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, "on the north edge at 12"));
  g_clear_error (&error);
  /* The base game's r1 holds north 3 already. */
  g_assert_false (wm_map_add_port (doc, "r1", 0, "s6", 3, 0, "trail", WM_DIR_N, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_true (saves_as (doc, before));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, undo_before);

  g_assert_true (wm_map_add_port (doc, region, 0, ids[1], 8.5, 0, "trail", WM_DIR_NONE, NULL));
  g_assert_cmpuint (side_of (doc, region, 0)->ports->len, ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

/* Review, Map page 1: a lake drawn between two joined spaces lay across
 * the path between them (s4 facing north-east and s5 south-west, the
 * straight ways taken by the path, the water between them crossing it).
 * The lake tool refuses water across a path, naming the path and the ways
 * out, nothing changed: a new lake (a loop round s4 and s5), and a space
 * clicked onto a lake whose water would then reach across a path between
 * them. A lake beside a path that joins two of its shores is still made
 * (/map/edits/lake-among-paths). */
static void
test_lake_across_path (void)
{
  g_autoptr (WmDocument) doc = base ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autofree double *loop = loop_points (4.5, 6, 2, 24);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *other = NULL, *lake_id = NULL, *said = NULL;
  char *sp[5] = { NULL };
  static const double at[5][2]
      = { { 3, 4.2 }, { 6, 4.2 }, { 3, 5.6 }, { 6, 5.6 }, { 4.5, 6.5 } };
  const char *pair[3] = { NULL };

  g_assert_true (
      wm_map_connect (doc, region, 0, ids[3], ids[4], "trail", WM_DIR_E, WM_DIR_W, NULL));
  before = wm_document_save_bytes (doc);
  g_assert_false (wm_lake_tool_drag (doc, region, 0, loop, 25, NULL, NULL, &said, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  expected = g_strdup_printf ("No lake made: its water would lie across the “Trail” path %s–%s, "
                              "which a lake may not cover. Draw the lake beside the path (round "
                              "spaces on one side of it), or delete the path first",
                              ids[3], ids[4]);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_null (said);
  g_assert_true (saves_as (doc, before));
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* A lake of a and b over the path c–d, e under it: e clicked onto the
   * lake would draw its water across c–d. */
  g_assert_true (wm_map_add_region (doc, 12, &other, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_assert_true (
        wm_map_add_space (doc, other, 0, at[i][0], at[i][1], WM_SPACE_PLAIN, &sp[i], NULL));
  g_assert_true (wm_map_connect (doc, other, 0, sp[2], sp[3], "trail", WM_DIR_E, WM_DIR_W, NULL));
  pair[0] = sp[0], pair[1] = sp[1];
  g_assert_true (wm_map_add_lake (doc, other, 0, pair, &lake_id, NULL));
  g_clear_pointer (&before, g_bytes_unref);
  before = wm_document_save_bytes (doc);
  g_assert_false (wm_lake_tool_click (doc, other, 0, sp[4], FALSE, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  expected = g_strdup_printf ("%s not added to lake %s: its water would lie across the “Trail” "
                              "path %s–%s, which a lake may not cover. Draw the lake beside the "
                              "path (round spaces on one side of it), or delete the path first",
                              sp[4], lake_id, sp[2], sp[3]);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (saves_as (doc, before));
  g_clear_error (&error);
  /* Without the path it is a shore like any other. */
  g_assert_true (wm_map_delete_path (doc, other, 0, 0, NULL));
  g_assert_true (wm_lake_tool_click (doc, other, 0, sp[4], FALSE, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_free (sp[i]);
}

#define SHORE_TURN_ACROSS WM_DIR_W
#define SHORE_TURN_ASIDE WM_DIR_NE

/* A shore turned in the inspector is held to the lake tool's rule: the
 * lake of a and b beside the path c–d under them, a turned west (away
 * from b: the water then swells round a and over c–d), is refused with the
 * lake tool's words and the file left as it was; a turn that keeps the
 * water off the path is made. */
static void
test_shore_turn_across_path (void)
{
  g_autoptr (WmDocument) doc = base ();
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *region = NULL, *lake_id = NULL, *expected = NULL;
  char *sp[4] = { NULL };
  static const double at[4][2] = { { 3, 4.2 }, { 6, 4.2 }, { 3, 5.6 }, { 6, 5.6 } };
  const char *pair[3] = { NULL };
  const WmLake *lake;

  g_assert_true (wm_map_add_region (doc, 12, &region, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_assert_true (
        wm_map_add_space (doc, region, 0, at[i][0], at[i][1], WM_SPACE_PLAIN, &sp[i], NULL));
  g_assert_true (wm_map_connect (doc, region, 0, sp[2], sp[3], "trail", WM_DIR_E, WM_DIR_W, NULL));
  pair[0] = sp[0], pair[1] = sp[1];
  g_assert_true (wm_map_add_lake (doc, region, 0, pair, &lake_id, NULL));
  before = wm_document_save_bytes (doc);

  g_assert_false (
      wm_lake_tool_set_shore (doc, region, 0, lake_id, WM_CORNER_NONE, sp[0], SHORE_TURN_ACROSS,
                              &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  expected = g_strdup_printf ("%s not turned on lake %s: its water would lie across the “Trail” "
                              "path %s–%s, which a lake may not cover. Draw the lake beside the "
                              "path (round spaces on one side of it), or delete the path first",
                              sp[0], lake_id, sp[2], sp[3]);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (saves_as (doc, before));
  g_clear_error (&error);

  /* Turned away from the path, it is turned as before. */
  g_assert_true (wm_lake_tool_set_shore (doc, region, 0, lake_id, WM_CORNER_NONE, sp[0],
                                         SHORE_TURN_ASIDE, &error));
  g_assert_no_error (error);
  lake = wm_map_find_lake (side_of (doc, region, 0), lake_id, WM_CORNER_NONE);
  g_assert_cmpint (((WmShore *)g_ptr_array_index (lake->shores, 0))->dir, ==, SHORE_TURN_ASIDE);
  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    g_free (sp[i]);
}

/* The base game's lakes, inland and at the corners, on both sides of each
 * region, lie across no path: what the lake tool refuses is not how a
 * designed board is drawn. */
static void
test_base_lakes_cross_no_path (void)
{
  g_autoptr (WmDocument) doc = base ();
  WmVariant *variant = wm_document_get_variant (doc);
  guint lakes = 0;

  for (guint r = 0; r < variant->regions->len; r++)
    for (int k = 0; k < 2; k++)
      {
        const WmRegion *region = g_ptr_array_index (variant->regions, r);
        const WmSide *side = region->sides[k];
        for (int l = -WM_N_CORNERS; side != NULL && l < (int)side->lakes->len; l++)
          {
            const WmLake *lake = l < 0 ? side->corner_lakes[l + WM_N_CORNERS]
                                       : g_ptr_array_index (side->lakes, l);
            g_autoptr (GArray) crossed = NULL;
            if (lake == NULL)
              continue;
            crossed = wm_render_lake_paths_crossed (variant, region, side, lake);
            if (crossed->len > 0)
              g_test_message ("region %s side %c: lake %s crosses path %u", region->id,
                              'A' + k, lake->id ? lake->id : "(corner)",
                              g_array_index (crossed, guint, 0));
            g_assert_cmpuint (crossed->len, ==, 0);
            lakes++;
          }
      }
  g_assert_cmpuint (lakes, >, 8);
}

/* A click of the lake tool: on the lake next to the space, saying which;
 * refused, with the reason and nothing changed, for a space far from every
 * lake; off the lake again; a corner part near its corner. */
static void
test_lake_tool_click (void)
{
  g_autoptr (WmDocument) doc = base ();
  /* Next to the lake (centre 6, 5.3); far from it and from every corner;
   * near the north-west corner. */
  static const double extra[] = { 6, 8, 6, 10.5, 1, 1 };
  char *ids[6] = { NULL };
  g_autofree char *region = lake_region (doc, extra, 3, ids);
  const WmLake *lake = g_ptr_array_index (side_of (doc, region, 0)->lakes, 0);
  g_autofree char *lake_id = g_strdup (lake->id);
  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;
  char *said = NULL;

  g_assert_true (wm_lake_tool_click (doc, region, 0, ids[3], FALSE, &said, NULL));
  expected = g_strdup_printf ("%s added to the shore of lake %s", ids[3], lake_id);
  g_assert_cmpstr (said, ==, expected);
  g_clear_pointer (&said, g_free);
  g_clear_pointer (&expected, g_free);
  lake = g_ptr_array_index (side_of (doc, region, 0)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 4);

  g_assert_false (wm_lake_tool_click (doc, region, 0, ids[4], FALSE, &said, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  expected = g_strdup_printf ("%s is not next to a lake: the nearest, lake %s, is too far away. "
                              "Drag round spaces to make a new lake",
                              ids[4], lake_id);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_pointer (&expected, g_free);
  g_assert_null (said);
  lake = g_ptr_array_index (side_of (doc, region, 0)->lakes, 0);
  g_assert_cmpuint (lake->shores->len, ==, 4);

  g_assert_true (wm_lake_tool_click (doc, region, 0, ids[3], FALSE, &said, NULL));
  expected = g_strdup_printf ("%s taken off lake %s", ids[3], lake_id);
  g_assert_cmpstr (said, ==, expected);
  g_clear_pointer (&said, g_free);
  g_clear_pointer (&expected, g_free);

  g_assert_true (wm_lake_tool_click (doc, region, 0, ids[5], TRUE, &said, NULL));
  expected = g_strdup_printf ("%s added as an island in corner lake nw", ids[5]);
  g_assert_cmpstr (said, ==, expected);
  g_clear_pointer (&said, g_free);
  g_assert_cmpuint (side_of (doc, region, 0)->corner_lakes[WM_CORNER_NW]->islands->len, ==, 1);
  /* Each click one step: undoing the last leaves the corner part empty. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (side_of (doc, region, 0)->corner_lakes[WM_CORNER_NW] == NULL
                 || side_of (doc, region, 0)->corner_lakes[WM_CORNER_NW]->islands->len == 0);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

/* Review 6, R2: a lake drawn among spaces that already have paths. s4 (3,
 * 6) and s8 (6, 9) are joined, so that each one's straight way to the
 * middle is taken; s5 (6, 6) leaves south, south-west and west to spaces
 * outside, every way toward the lake. The loop round the four makes the
 * lake: s4 and s8 face it in the free direction nearest to its middle,
 * s5 is left out and the designer is told so and what to do; one undo
 * step. A lake no two spaces can face, and a click of s5 onto the lake,
 * are refused, naming what takes each direction and the ways out. */
static void
test_lake_among_paths (void)
{
  g_autoptr (WmDocument) doc = base ();
  char *ids[9] = { NULL };
  g_autofree char *region = grid_region (doc, ids);
  g_autofree double *loop = loop_points (4.5, 7.5, 2.6, 24);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *lake_id = NULL;
  g_autofree char *said = NULL;
  g_autofree char *expected = NULL;
  const char *pair[] = { ids[4], ids[6], NULL };
  const WmLake *lake;

  g_assert_true (
      wm_map_connect (doc, region, 0, ids[3], ids[7], "trail", WM_DIR_NONE, WM_DIR_NONE, NULL));
  g_assert_true (
      wm_map_connect (doc, region, 0, ids[4], ids[1], "trail", WM_DIR_S, WM_DIR_S, NULL));
  g_assert_true (
      wm_map_connect (doc, region, 0, ids[4], ids[2], "road", WM_DIR_SW, WM_DIR_SW, NULL));
  g_assert_true (
      wm_map_connect (doc, region, 0, ids[4], ids[5], "water", WM_DIR_W, WM_DIR_W, NULL));
  before = wm_document_save_bytes (doc);

  g_assert_true (wm_lake_tool_drag (doc, region, 0, loop, 25, NULL, &lake_id, &said, &error));
  g_assert_no_error (error);
  lake = wm_map_find_lake (side_of (doc, region, 0), lake_id, WM_CORNER_NONE);
  g_assert_cmpuint (lake->shores->len, ==, 3);
  /* The middle of s4, s7 and s8 is (4, 8). */
  g_assert_cmpint (shore_dir (lake, ids[3]), ==, WM_DIR_S);
  g_assert_cmpint (shore_dir (lake, ids[6]), ==, WM_DIR_NE);
  g_assert_cmpint (shore_dir (lake, ids[7]), ==, WM_DIR_W);
  g_assert_cmpint (shore_dir (lake, ids[4]), ==, WM_DIR_NONE);
  expected = g_strdup_printf ("Lake %s made without %s: every direction from it toward the lake "
                              "is taken. Turn or delete a path it leaves on toward the lake, then "
                              "click it with the lake tool to add it",
                              lake_id, ids[4]);
  g_assert_cmpstr (said, ==, expected);
  g_clear_pointer (&expected, g_free);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (saves_as (doc, before));
  g_assert_true (wm_document_redo (doc, NULL));

  /* s5 clicked onto the lake. */
  g_assert_false (
      wm_map_toggle_shore (doc, region, 0, lake_id, WM_CORNER_NONE, ids[4], FALSE, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  expected = g_strdup_printf ("%s cannot face the lake: every direction from it toward the lake "
                              "is taken (",
                              ids[4]);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%s already leaves to the south-west on the “Road” path %s–%s",
                              ids[4], ids[4], ids[2]);
  g_assert_nonnull (strstr (error->message, expected));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("). Turn one of those in the inspector, delete one, or leave %s out "
                              "of the lake",
                              ids[4]);
  g_assert_true (g_str_has_suffix (error->message, expected));
  g_clear_pointer (&expected, g_free);
  g_clear_error (&error);

  /* A lake of s5 and s7: only s7 could face it. */
  g_clear_pointer (&before, g_bytes_unref);
  before = wm_document_save_bytes (doc);
  g_assert_false (wm_map_add_lake (doc, region, 0, pair, NULL, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, "cannot face the lake"));
  g_assert_true (saves_as (doc, before));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_free (ids[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/edits/add-move-undo", test_add_move_undo);
  g_test_add_func ("/map/edits/connect-clash", test_connect_clash);
  g_test_add_func ("/map/edits/delete-follows", test_delete_follows);
  g_test_add_func ("/map/edits/space-kind", test_space_kind);
  g_test_add_func ("/map/edits/lakes-ports", test_lakes_ports);
  g_test_add_func ("/map/edits/regions", test_regions);
  g_test_add_func ("/map/edits/fort-weapon", test_fort_weapon);
  g_test_add_func ("/map/edits/fort-weapon-new-regions", test_fort_weapon_new_regions);
  g_test_add_func ("/map/edits/duplicate-in-progress", test_duplicate_in_progress);
  g_test_add_func ("/map/edits/overlay", test_overlay);
  g_test_add_func ("/map/edits/undo-exact", test_undo_exact);
  g_test_add_func ("/map/edits/region-undo-exact", test_region_undo_exact);
  g_test_add_func ("/map/edits/duplicate-deep", test_duplicate_deep);
  g_test_add_func ("/map/edits/duplicate-nameless", test_duplicate_nameless);
  g_test_add_func ("/map/edits/duplicate-unprints-towns", test_duplicate_unprints_towns);
  g_test_add_func ("/map/edits/copy-side", test_copy_side);
  g_test_add_func ("/map/edits/copy-side-missing", test_copy_side_missing);
  g_test_add_func ("/map/edits/side-counts", test_side_counts);
  g_test_add_func ("/map/edits/region-names-display-language",
                   test_region_names_display_language);
  g_test_add_func ("/map/edits/region-deck/add", test_region_deck_add);
  g_test_add_func ("/map/edits/region-deck/duplicate", test_region_deck_duplicate);
  g_test_add_func ("/map/edits/region-deck/delete", test_region_deck_delete);
  g_test_add_func ("/map/edits/region-deck/round-trip", test_region_deck_round_trip);
  g_test_add_func ("/map/edits/region-deck/follows-rename", test_region_deck_follows_rename);
  g_test_add_func ("/map/edits/region-delete-highwayman", test_region_delete_highwayman);
  g_test_add_func ("/map/edits/undo-random", test_undo_random);
  g_test_add_func ("/map/edits/clash-in-words", test_clash_in_words);
  g_test_add_func ("/map/edits/dangling-path", test_dangling_path);
  g_test_add_func ("/map/edits/path-without-ends", test_path_without_ends);
  g_test_add_func ("/map/edits/delete-end-of-dangling-path", test_delete_end_of_dangling_path);
  g_test_add_func ("/map/edits/lake-tool-click", test_lake_tool_click);
  g_test_add_func ("/map/edits/lake-tool-loop", test_lake_tool_loop);
  g_test_add_func ("/map/edits/lake-among-paths", test_lake_among_paths);
  g_test_add_func ("/map/edits/lake-across-path", test_lake_across_path);
  g_test_add_func ("/map/edits/base-lakes-cross-no-path", test_base_lakes_cross_no_path);
  g_test_add_func ("/map/edits/shore-turn-across-path", test_shore_turn_across_path);
  g_test_add_func ("/map/edits/set-delete-port", test_set_delete_port);
  g_test_add_func ("/map/edits/port-drag-target", test_port_drag_target);
  g_test_add_func ("/map/edits/port-point-taken", test_port_point_taken);
  g_test_add_func ("/map/edits/add-port-point-taken", test_add_port_point_taken);
  g_test_add_func ("/map/edits/overlay-fort-tie", test_overlay_fort_tie);
  g_test_add_func ("/map/edits/overlay-badge-keeps-off-id", test_overlay_badge_keeps_off_id);
  g_test_add_func ("/map/edits/overlay-badge-far-out", test_overlay_badge_far_out);
  g_test_add_func ("/map/edits/no-side-names-region", test_no_side_names_region);
  return g_test_run ();
}
