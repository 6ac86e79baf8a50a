/* The layout that puts a pane beside the main child or under it: where
 * the pane (or the main child) is hidden, a child between them that is
 * still shown (a separator, a button) stands beside the other, given its
 * place, so that drawing it does not make GTK warn "Trying to snapshot …
 * without a current allocation" (a warning that stopped test-play now
 * and then). */

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

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/play/side-layout/hidden-pane-allocates-between", GINT_TO_POINTER (1),
                        test_hidden_end);
  g_test_add_data_func ("/play/side-layout/hidden-main-allocates-between", GINT_TO_POINTER (0),
                        test_hidden_end);
  return g_test_run ();
}
