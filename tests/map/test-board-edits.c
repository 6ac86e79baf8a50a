/* Edits of the <board> element without a display: resizing keeps the cells
 * where they were and gives new cells the regions not yet placed; each
 * edit is one undo step that gives back the file byte for byte; wrong
 * values are refused and change nothing; the validator sees the result. */

#include "config.h"

#include <string.h>

#include "wm-board-edits.h"
#include "wm-map-edits.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

static const char *
cell_region (WmDocument *doc, int index)
{
  return ((WmCell *) g_ptr_array_index (wm_document_get_variant (doc)->board.cells, index))->region;
}

/* The base game's board: 2 × 2, r1 r2 / r3 r4. Made 3 wide and 1 high:
 * r1 r2 stay, the new cell takes r3 (the first region not on the board). */
static void
test_resize (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_autoptr (GBytes) undone = NULL;
  g_autoptr (GError) error = NULL;
  WmBoard *board = &wm_document_get_variant (doc)->board;

  g_assert_cmpint (board->cols, ==, 2);
  g_assert_true (wm_board_edit_size (doc, 3, 1, &error));
  g_assert_no_error (error);
  board = &wm_document_get_variant (doc)->board;
  g_assert_cmpint (board->cols, ==, 3);
  g_assert_cmpint (board->rows, ==, 1);
  g_assert_cmpuint (board->cells->len, ==, 3);
  g_assert_cmpstr (cell_region (doc, 0), ==, "r1");
  g_assert_cmpstr (cell_region (doc, 1), ==, "r2");
  g_assert_cmpstr (cell_region (doc, 2), ==, "r3");

  /* Back to 2 × 2: r1 r2 kept, then the regions not on the board. */
  g_assert_true (wm_board_edit_size (doc, 2, 2, &error));
  g_assert_cmpstr (cell_region (doc, 2), ==, "r3");
  g_assert_cmpstr (cell_region (doc, 3), ==, "r4");

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  undone = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, undone));
  g_assert_false (wm_document_can_undo (doc));
}

/* A board larger than the regions: the cells beyond get a region already
 * placed, which the validator reports (the designer is to add regions or
 * pick others), and nothing crashes when it plays. */
static void
test_grow_beyond_regions (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  gboolean twice = FALSE;

  g_assert_true (wm_board_edit_size (doc, 3, 2, NULL));
  g_assert_cmpuint (wm_document_get_variant (doc)->board.cells->len, ==, 6);
  diags = wm_validate (wm_document_get_variant (doc));
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    twice |= g_str_has_prefix (wm_diagnostics_get (diags, i)->code, "setup-board");
  g_assert_true (twice);
}

static void
test_settings_and_cells (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_board_edit_order (doc, WM_ORDER_FIXED, &error));
  g_assert_true (wm_board_edit_rotation (doc, WM_ORDER_FIXED, &error));
  g_assert_true (wm_board_edit_highwayman_region (doc, "r3", &error));
  g_assert_true (wm_board_edit_cell (doc, 0, "r4", 90, &error));
  g_assert_true (wm_board_edit_cell (doc, 3, "r1", 270, &error));
  g_assert_no_error (error);
  variant = wm_document_get_variant (doc);
  g_assert_cmpint (variant->board.order, ==, WM_ORDER_FIXED);
  g_assert_cmpint (variant->board.rotation, ==, WM_ORDER_FIXED);
  g_assert_cmpstr (variant->board.highwayman_region, ==, "r3");
  g_assert_cmpstr (cell_region (doc, 0), ==, "r4");
  g_assert_cmpint (((WmCell *) g_ptr_array_index (variant->board.cells, 3))->rotation, ==, 270);
  /* Five edits, five steps; an edit that changes nothing adds none. */
  g_assert_true (wm_board_edit_cell (doc, 3, "r1", 270, &error));
  for (int i = 0; i < 5; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  g_assert_true (wm_board_edit_highwayman_region (doc, NULL, &error));
  g_assert_null (wm_document_get_variant (doc)->board.highwayman_region);
}

static void
test_refuses (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_autoptr (GBytes) after = NULL;
  GError *error = NULL;

  g_assert_false (wm_board_edit_size (doc, 0, 2, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (wm_board_edit_size (doc, 9, 1, &error));
  g_clear_error (&error);
  g_assert_false (wm_board_edit_cell (doc, 4, "r1", 0, &error));
  g_clear_error (&error);
  g_assert_false (wm_board_edit_cell (doc, 0, "r1", 45, &error));
  g_clear_error (&error);
  g_assert_false (wm_board_edit_cell (doc, 0, "r9", 0, &error));
  g_assert_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_board_edit_cell (doc, 0, NULL, 0, &error));
  g_clear_error (&error);
  g_assert_false (wm_board_edit_highwayman_region (doc, "nowhere", &error));
  g_clear_error (&error);
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (wm_document_can_undo (doc));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/board/resize", test_resize);
  g_test_add_func ("/map/board/grow-beyond-regions", test_grow_beyond_regions);
  g_test_add_func ("/map/board/settings-and-cells", test_settings_and_cells);
  g_test_add_func ("/map/board/refuses", test_refuses);
  return g_test_run ();
}
