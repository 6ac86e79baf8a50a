/* The Rules page's lists of towns, path types and weapon types under Xvfb:
 * rows show names, not ids; Add opens the new piece's row; an edit made
 * elsewhere (the model, undo) shows in the rows without closing them. */

#include "config.h"

#include <adwaita.h>

#include "wm-piece-group.h"
#include "wm-test-gui.h"

static GtkWidget *
shown (WmDocument *doc, WmPieceKind kind, GtkWidget **window)
{
  GtkWidget *group = wm_piece_group_new (kind);

  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), group);
  wm_piece_group_update (WM_PIECE_GROUP (group), doc);
  g_signal_connect_object (doc, "changed", G_CALLBACK (wm_piece_group_update), group,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (*window));
  wm_test_iterate (50);
  return group;
}

static const char *
title_of (GtkWidget *row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static void
test_towns (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *group = shown (doc, WM_PIECE_TOWN, &window);
  GtkWidget *row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "calder");
  GtkWidget *add;

  g_assert_nonnull (row);
  g_assert_cmpstr (title_of (row), ==, "Calder");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);

  /* A rename elsewhere renames the row, which stays open. */
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_TOWN, "calder", "en", "Caldera", NULL));
  wm_test_iterate (20);
  row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "calder");
  g_assert_cmpstr (title_of (row), ==, "Caldera");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));

  /* Add: a new row, open, named by the placeholder; undo takes it away
   * and keeps Calder's row open. */
  add = adw_preferences_group_get_header_suffix (ADW_PREFERENCES_GROUP (group));
  g_signal_emit_by_name (add, "clicked");
  wm_test_iterate (400);
  row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "town");
  g_assert_nonnull (row);
  g_assert_cmpstr (title_of (row), ==, "New town");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  wm_test_screenshot (window, "pieces-towns-added");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_null (wm_piece_group_get_row (WM_PIECE_GROUP (group), "town"));
  row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "calder");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_path_types (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *group = shown (doc, WM_PIECE_PATH_TYPE, &window);

  g_assert_cmpstr (title_of (wm_piece_group_get_row (WM_PIECE_GROUP (group), "road")), ==, "Road");
  g_assert_nonnull (wm_piece_group_get_row (WM_PIECE_GROUP (group), "water"));
  g_assert_null (wm_piece_group_get_row (WM_PIECE_GROUP (group), "calder"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-pieces-xdg");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/gui/pieces/towns", test_towns);
  g_test_add_func ("/gui/pieces/path-types", test_path_types);
  return g_test_run ();
}
