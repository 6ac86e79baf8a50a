/* The Board Setup form under Xvfb: it shows the <board> element, a choice
 * in a cell's drop-downs or the size's spin buttons is one undoable edit,
 * and the form follows undo. */

#include "config.h"

#include "wm-board-setup.h"
#include "wm-test-gui.h"

static const WmCell *
cell (WmDocument *doc, int index)
{
  return g_ptr_array_index (wm_document_get_variant (doc)->board.cells, index);
}

static void
test_form_edits (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window = gtk_window_new ();
  WmBoardSetup *setup = WM_BOARD_SETUP (wm_board_setup_new ());
  GtkDropDown *region, *rotation;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (setup));
  wm_board_setup_set_document (setup, doc);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_iterate (50);

  region = GTK_DROP_DOWN (wm_board_setup_get_cell_region (setup, 1));
  rotation = GTK_DROP_DOWN (wm_board_setup_get_cell_rotation (setup, 1));
  g_assert_cmpuint (gtk_drop_down_get_selected (region), ==, 1); /* r2 */
  gtk_drop_down_set_selected (region, 3);                       /* r4 */
  wm_test_iterate (20);
  g_assert_cmpstr (cell (doc, 1)->region, ==, "r4");
  rotation = GTK_DROP_DOWN (wm_board_setup_get_cell_rotation (setup, 1));
  gtk_drop_down_set_selected (rotation, 2);
  wm_test_iterate (20);
  g_assert_cmpint (cell (doc, 1)->rotation, ==, 180);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup)), 3);
  wm_test_iterate (20);
  g_assert_cmpint (wm_document_get_variant (doc)->board.cols, ==, 3);
  /* The form rebuilt its cells for the new size. */
  g_assert_nonnull (wm_board_setup_get_cell_region (setup, 5));

  /* Three edits, three steps; the form follows the undo. */
  for (int i = 0; i < 3; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  wm_test_iterate (20);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup))),
                   ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (wm_board_setup_get_cell_region (setup, 1))),
                    ==, 1);
  g_assert_false (wm_document_can_undo (doc)); /* filling the form made no edit */
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/board-setup/form-edits", test_form_edits);
  return g_test_run ();
}
