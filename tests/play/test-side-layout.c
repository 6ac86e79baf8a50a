/* The layout that puts a pane beside the main child or under it: where
 * the pane (or the main child) is hidden, a child between them that is
 * still shown (a separator, a button) stands beside the other, given its
 * place, so that drawing it does not make GTK warn "Trying to snapshot …
 * without a current allocation" (a warning that stopped test-play now
 * and then); and that warning, where it comes, names the widget and its
 * ancestors (the tests' log writer). */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-side-layout.h"

/* A row laid out by WmSideLayout: a label, a button between, and a pane;
 * @hide is the one of the first and last that is hidden. */
static GtkWidget *
row_with_hidden (int hide, GtkWidget **between, GtkWidget **shown)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *ends[] = { gtk_label_new ("Main"), gtk_label_new ("Pane") };

  *shown = ends[!hide];
  *between = gtk_button_new_with_label ("Between");
  gtk_widget_set_layout_manager (row, wm_side_layout_new (100));
  gtk_box_append (GTK_BOX (row), ends[0]);
  gtk_box_append (GTK_BOX (row), *between);
  gtk_box_append (GTK_BOX (row), ends[1]);
  gtk_widget_set_visible (ends[hide], FALSE);
  return row;
}

/* Draws @row's children into a snapshot, as a frame of the window does;
 * a child without an allocation makes GTK warn (fatal in a test). */
static void
draw_children (GtkWidget *row)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
    gtk_widget_snapshot_child (row, c, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_clear_pointer (&node, gsk_render_node_unref);
}

static void
test_hidden_end (gconstpointer data)
{
  int hide = GPOINTER_TO_INT (data);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *between, *shown;
  GtkWidget *row = row_with_hidden (hide, &between, &shown);
  graphene_rect_t button, other;

  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 200);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_wait_laid_out (row, "the row");
  wm_test_wait_frame (row);
  /* The button is given its place beside the child shown: after the
   * main child, before the pane, the two sharing the row's width. */
  g_assert_true (gtk_widget_compute_bounds (between, row, &button));
  g_assert_true (gtk_widget_compute_bounds (shown, row, &other));
  g_test_message ("button at %.0f, %.0f wide; the other at %.0f, %.0f wide", button.origin.x,
                  button.size.width, other.origin.x, other.size.width);
  g_assert_cmpfloat (button.size.width, >, 0);
  g_assert_cmpfloat (button.size.height, ==, gtk_widget_get_height (row));
  if (hide == 1)
    g_assert_cmpfloat (button.origin.x, ==, other.size.width);
  else
    g_assert_cmpfloat (other.origin.x, ==, button.size.width);
  g_assert_cmpfloat (button.size.width + other.size.width, ==, gtk_widget_get_width (row));
  draw_children (row);
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_iterate (20);
}

/* A box that asks for no room and places none of its children. */
static void
measure_nothing (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                 int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
}

static void
allocate_nothing (GtkWidget *widget, int width, int height, int baseline)
{
}

/* When GTK warns of a widget drawn without an allocation, the tests' log
 * writer names it and its ancestors before the abort (GTK's warnings are
 * structured: a g_test_log_set_fatal_handler () handler never heard of
 * them, and test-play stopped with the bare message). */
static void
test_unallocated_named (void)
{
  if (g_test_subprocess ())
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *button = gtk_button_new_with_label ("Unplaced");

      gtk_widget_set_name (box, "placing-nothing");
      gtk_widget_set_layout_manager (box, gtk_custom_layout_new (NULL, measure_nothing, allocate_nothing));
      gtk_box_append (GTK_BOX (box), button);
      gtk_window_set_child (GTK_WINDOW (window), box);
      gtk_window_present (GTK_WINDOW (window));
      wm_test_wait_laid_out (box, "the box");
      draw_children (box);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*Trying to snapshot GtkButton * without a current allocation*");
  g_test_trap_assert_stderr ("*The widget not allocated, and its ancestors:\n"
                             "  GtkButton (GtkButton), mapped, 0x0, label: Unplaced\n"
                             "  GtkBox (placing-nothing), mapped, *\n"
                             "  GtkWindow (GtkWindow), mapped, *");
}

int
main (int argc, char **argv)
{
  /* As wm_test_app_start () does for the tests of the application. */
  wm_test_set_log_writer (wm_test_log_writer);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/play/side-layout/hidden-pane-allocates-between", GINT_TO_POINTER (1),
                        test_hidden_end);
  g_test_add_data_func ("/play/side-layout/hidden-main-allocates-between", GINT_TO_POINTER (0),
                        test_hidden_end);
  g_test_add_func ("/play/side-layout/unallocated-named", test_unallocated_named);
  return g_test_run ();
}
