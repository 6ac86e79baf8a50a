/* The Board Setup form under Xvfb: it shows the <board> element, a choice
 * in a cell's drop-downs or the size's spin buttons is one undoable edit,
 * and the form follows undo. Beside the board preview it leaves the board
 * in view, its button hides and shows it, and the keyboard follows; in a
 * narrow window it goes under the board, and is never cut off. Columns
 * and rows typed beyond their range are refused, said in a toast. */

#include "config.h"

#include <adwaita.h>

#include "wm-board-preview.h"
#include "wm-board-setup.h"
#include "wm-test-gui.h"
#include "wm-test-lang.h"

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

/* Columns and rows typed beyond 1–8 are refused with a toast that names
 * the field and its range; the board keeps its size and no edit is made
 * (GTK made 9 columns 8 without a word). One in range is taken. */
static void
test_size_refused (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  WmBoardSetup *setup = WM_BOARD_SETUP (wm_board_setup_new ());
  GtkSpinButton *cols = GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup));
  GtkSpinButton *rows = GTK_SPIN_BUTTON (wm_board_setup_get_rows (setup));
  const WmBoard *board = &wm_document_get_variant (doc)->board;
  int cols_before = board->cols, rows_before = board->rows;

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (setup));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  wm_board_setup_set_document (setup, doc);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_iterate (50);

  wm_test_type_number (cols, "9");
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "“Columns” takes a number from 1 to 8, not 9"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (cols), ==, cols_before);
  wm_test_type_number (rows, "0");
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "“Rows” takes a number from 1 to 8, not 0"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (rows), ==, rows_before);
  board = &wm_document_get_variant (doc)->board;
  g_assert_cmpint (board->cols, ==, cols_before);
  g_assert_cmpint (board->rows, ==, rows_before);
  g_assert_false (wm_document_can_undo (doc));

  wm_test_type_number (cols, "3");
  g_assert_cmpint (wm_document_get_variant (doc)->board.cols, ==, 3);
  g_assert_true (wm_document_can_undo (doc));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The label on show in @widget (a drop-down's button shows one of two). */
static GtkWidget *
shown_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = shown_label (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static graphene_rect_t
bounds (GtkWidget *widget, GtkWidget *window)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &rect));
  return rect;
}

/* Waits until the Board view's pane has slid in or out, and the board
 * been laid out in the room it leaves. */
static void
wait_pane_settled (GtkWidget *preview)
{
  GtkRevealer *revealer = GTK_REVEALER (wm_test_find_of_type (preview, GTK_TYPE_REVEALER));

  g_assert_nonnull (revealer);
  wm_test_wait_for (gtk_revealer_get_child_revealed (revealer)
                        == gtk_revealer_get_reveal_child (revealer),
                    "the Board view's pane to slide in or out");
  wm_test_wait_frame (preview);
}

/* A board preview of @doc in a window @width × 650 px, shown. */
static GtkWidget *
show_preview (WmDocument *doc, int width, GtkWidget **window)
{
  GtkWidget *preview = wm_board_preview_new ();

  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, 650);
  gtk_window_set_child (GTK_WINDOW (*window), preview);
  wm_board_preview_set_document (WM_BOARD_PREVIEW (preview), doc);
  gtk_window_present (GTK_WINDOW (*window));
  wm_test_resize_window (GTK_WINDOW (*window), width, 650);
  wait_pane_settled (preview);
  return preview;
}

/* The room the Board view has in a 1280 × 720 window. */
static void
test_beside_preview (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *preview = show_preview (doc, 850, &window);
  WmBoardSetup *setup = wm_board_preview_get_setup (WM_BOARD_PREVIEW (preview));
  GtkWidget *area = wm_test_find_of_type (preview, GTK_TYPE_DRAWING_AREA);
  GtkWidget *toggle = wm_test_find_of_type (preview, GTK_TYPE_TOGGLE_BUTTON);
  graphene_rect_t board, form;
  const char *spec;
  GtkWidget *focus;
  float open_width;

  /* Open from the start, beside the board and not over it. */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (setup)));
  board = bounds (area, window);
  form = bounds (GTK_WIDGET (setup), window);
  g_assert_false (graphene_rect_intersection (&board, &form, NULL));
  g_assert_cmpfloat (board.size.width, >=, 300);
  g_assert_cmpfloat (form.origin.x, >=, board.origin.x + board.size.width);
  wm_test_screenshot (window, "board-setup-beside");
  open_width = board.size.width;

  /* A change in the form shows on the board at once. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wm_board_setup_get_cell_region (setup, 1)), 3);
  wm_test_iterate (20);
  spec = wm_board_preview_get_spec (WM_BOARD_PREVIEW (preview));
  g_assert_true (g_str_has_prefix (spec, "r1:A:0,r4:A:0"));

  /* The button hides the pane and gives the board its room. */
  gtk_widget_grab_focus (toggle);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  wait_pane_settled (preview);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (setup)));
  g_assert_cmpfloat (bounds (area, window).size.width, >, open_width);

  /* Shown again from the keyboard, the form takes the focus. */
  g_assert_true (gtk_widget_activate (toggle));
  /* The button's press shows for a moment, then the pane slides in. */
  wm_test_wait_for (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)),
                    "the button's press to end in a toggle");
  wait_pane_settled (preview);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (setup)));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (setup)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The cells show the board drawn (review 13: 0° for every cell beside a
 * board typed in turned); they edit the <board> element only while it is
 * that board, and filling them edits nothing. */
static void
test_shows_board_drawn (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *preview = show_preview (doc, 1100, &window);
  WmBoardSetup *setup = wm_board_preview_get_setup (WM_BOARD_PREVIEW (preview));

  g_assert_true (wm_board_preview_set_spec (WM_BOARD_PREVIEW (preview),
                                            "r2:A:0,r1:A:90,r3:A:180,r4:A:270"));
  wm_test_iterate (20);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *region = wm_board_setup_get_cell_region (setup, i);
      GtkWidget *rotation = wm_board_setup_get_cell_rotation (setup, i);
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (rotation)), ==, (guint) i);
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (region)), ==,
                        (guint) (i == 0 ? 1 : i == 1 ? 0 : i));
      g_assert_false (gtk_widget_get_sensitive (rotation));
    }
  wm_test_screenshot (window, "board-setup-board-drawn");
  g_assert_false (wm_document_can_undo (doc));
  g_assert_cmpint (cell (doc, 1)->rotation, ==, 0);

  /* Board: the <board> element's own cells, to edit. */
  g_assert_true (wm_board_preview_set_spec (WM_BOARD_PREVIEW (preview), NULL));
  wm_test_iterate (20);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *rotation = wm_board_setup_get_cell_rotation (setup, i);
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (rotation)), ==, 0);
      g_assert_cmpuint (gtk_drop_down_get_selected (
                            GTK_DROP_DOWN (wm_board_setup_get_cell_region (setup, i))),
                        ==, (guint) i);
      g_assert_true (gtk_widget_get_sensitive (rotation));
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wm_board_setup_get_cell_rotation (setup, 1)), 1);
  wm_test_iterate (20);
  g_assert_cmpint (cell (doc, 1)->rotation, ==, 90);
  gtk_window_destroy (GTK_WINDOW (window));
}

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The Board view's room in a window 1280 px wide (the sidebars take 425):
 * the pane beside the board, the board giving way so that a board of four
 * columns shows every cell's drop-downs whole. */
static void
test_four_columns_beside (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *preview = show_preview (doc, 855, &window);
  WmBoardSetup *setup = wm_board_preview_get_setup (WM_BOARD_PREVIEW (preview));
  GtkWidget *area = wm_test_find_of_type (preview, GTK_TYPE_DRAWING_AREA);
  graphene_rect_t board, form;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup)), 4);
  wm_test_wait_idle ();
  wm_test_wait_frame (preview);

  board = bounds (area, window);
  form = bounds (GTK_WIDGET (setup), window);
  g_assert_cmpfloat (form.origin.x, >=, board.origin.x + board.size.width);
  g_assert_cmpfloat (board.size.width, >=, 300);
  g_assert_cmpfloat (form.size.width, >=, min_width (GTK_WIDGET (setup)));
  for (int i = 0; i < 8; i++)
    {
      graphene_rect_t drop_down = bounds (wm_board_setup_get_cell_rotation (setup, i), window);
      g_assert_cmpfloat (drop_down.origin.x + drop_down.size.width, <=,
                         gtk_widget_get_width (window));
    }
  /* Each cell names its region whole, a long name on two lines. */
  for (int i = 0; i < 8; i++)
    {
      GtkWidget *label = shown_label (wm_board_setup_get_cell_region (setup, i));
      g_autofree char *shown = NULL;

      g_assert_nonnull (label);
      shown = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      g_strdelimit (shown, "\n", ' ');
      g_assert_true (g_str_has_prefix (shown, "The "));
      g_assert_cmpint (g_utf8_strlen (shown, -1), >, 8);
    }
  wm_test_screenshot (window, "board-setup-four-columns");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where the window leaves the board too little room beside the pane, the
 * pane goes under the board, whole; cells beyond its width scroll with a
 * scrollbar in sight (an overlay one shows only under the pointer), which
 * leaves the last row of drop-downs uncovered. */
static void
test_narrow (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *preview = show_preview (doc, 460, &window);
  WmBoardSetup *setup = wm_board_preview_get_setup (WM_BOARD_PREVIEW (preview));
  GtkWidget *area = wm_test_find_of_type (preview, GTK_TYPE_DRAWING_AREA);
  GtkWidget *scroller, *scrollbar;
  graphene_rect_t board, form, bar, last;

  board = bounds (area, window);
  form = bounds (GTK_WIDGET (setup), window);
  g_assert_cmpfloat (board.size.height, >=, 100);
  g_assert_cmpfloat (form.origin.y, >=, board.origin.y + board.size.height);
  g_assert_cmpfloat (form.size.width, >=, min_width (GTK_WIDGET (setup)));
  g_assert_cmpfloat (form.origin.x + form.size.width, <=, gtk_widget_get_width (window));
  /* The pane's own scrollbar, too, is in sight without the pointer on it. */
  g_assert_false (gtk_scrolled_window_get_overlay_scrolling (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (setup), GTK_TYPE_SCROLLED_WINDOW))));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup)), 8);
  /* The form rebuilds its cells in an idle; then they are laid out. */
  wm_test_wait_idle ();
  wm_test_wait_frame (preview);
  scroller = gtk_widget_get_ancestor (wm_board_setup_get_cell_region (setup, 0),
                                      GTK_TYPE_SCROLLED_WINDOW);
  scrollbar = gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (scroller));
  g_assert_false (gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller)));
  g_assert_true (gtk_widget_get_child_visible (scrollbar));
  bar = bounds (scrollbar, window);
  last = bounds (wm_board_setup_get_cell_rotation (setup, 8), window);
  g_assert_cmpfloat (last.origin.y + last.size.height, <=, bar.origin.y);
  wm_test_screenshot (window, "board-setup-narrow");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Board view's room in a German window 1280 px wide: a board of four
 * columns shows all its cells whole, none scrolled out of sight, in the
 * pane beside the board (where they would not fit, the pane would go under
 * the board rather than scroll them). */
static void
test_four_columns_german (void)
{
  g_autoptr (WmDocument) doc = NULL;
  GtkWidget *window, *preview, *scroller, *area;
  WmBoardSetup *setup;
  GtkAdjustment *across;
  graphene_rect_t board, form;

  if (!wm_test_use_language ("de", "de_DE.UTF-8", "Columns"))
    {
      g_test_skip ("no German catalogue or locale");
      return;
    }
  doc = wm_document_new_from_base ();
  preview = show_preview (doc, 848, &window);
  setup = wm_board_preview_get_setup (WM_BOARD_PREVIEW (preview));
  area = wm_test_find_of_type (preview, GTK_TYPE_DRAWING_AREA);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wm_board_setup_get_cols (setup)), 4);
  wm_test_iterate (300);

  scroller = gtk_widget_get_ancestor (wm_board_setup_get_cells (setup), GTK_TYPE_SCROLLED_WINDOW);
  across = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
  for (int i = 0; i < 8; i++)
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (
        GTK_LABEL (shown_label (wm_board_setup_get_cell_region (setup, i))))));
  /* The form's own labels are German too, as the application shows them:
   * the widths checked here are the German ones. */
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (setup), "Spalten"));
  board = bounds (area, window);
  form = bounds (GTK_WIDGET (setup), window);
  g_assert_cmpfloat (form.origin.x, >=, board.origin.x + board.size.width);
  g_assert_cmpfloat (board.size.width, >=, 300);
  wm_test_screenshot (window, "board-setup-four-columns-de");
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_use_language (NULL, "C.UTF-8", NULL);
}

/* The application's own style.css, which the cells' width depends on (GTK
 * loads it by itself for the application only). */
static void
use_app_style (void)
{
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/waymark/Waymark/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  use_app_style ();
  g_test_add_func ("/map/board-setup/form-edits", test_form_edits);
  g_test_add_func ("/map/board-setup/size-refused", test_size_refused);
  g_test_add_func ("/map/board-setup/beside-preview", test_beside_preview);
  g_test_add_func ("/map/board-setup/shows-board-drawn", test_shows_board_drawn);
  g_test_add_func ("/map/board-setup/four-columns-beside", test_four_columns_beside);
  g_test_add_func ("/map/board-setup/narrow", test_narrow);
  g_test_add_func ("/map/board-setup/four-columns-german", test_four_columns_german);
  return g_test_run ();
}
