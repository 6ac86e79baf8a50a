/* The Rules page's lists of towns, path types and weapon types under Xvfb:
 * rows show names, not ids; Add opens the new piece's row; an edit made
 * elsewhere (the model, undo) shows in the rows without closing them; a
 * piece has a name row for each of the variant's languages. */

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

/* The entry row titled @title among @root's descendants. */
static GtkWidget *
find_entry_row (GtkWidget *root, const char *title)
{
  if (ADW_IS_ENTRY_ROW (root) && g_strcmp0 (title_of (root), title) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_entry_row (c, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
town_name (WmDocument *doc, const char *id, const char *lang)
{
  const WmText *name;

  g_assert_true (wm_piece_get (wm_document_get_variant (doc), WM_PIECE_TOWN, id, &name, NULL, NULL));
  return wm_text_get_exact (name, lang);
}

/* Review 16: a town named in English was still "Neue Stadt" in German,
 * and the row had no way to say so or to change it (the validator's
 * placeholder-name warnings pointed at a row that edited English only). */
static void
test_name_per_language (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window;
  GtkWidget *group = shown (doc, WM_PIECE_TOWN, &window);
  GtkWidget *add = adw_preferences_group_get_header_suffix (ADW_PREFERENCES_GROUP (group));
  GtkWidget *row, *en, *de, *it;

  g_signal_emit_by_name (add, "clicked");
  wm_test_iterate (400);
  row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "town");
  g_assert_nonnull (row);
  g_assert_null (find_entry_row (row, "Name"));
  en = find_entry_row (row, "Name (English)");
  de = find_entry_row (row, "Name (Deutsch)");
  it = find_entry_row (row, "Name (Italiano)");
  g_assert_nonnull (en);
  g_assert_nonnull (de);
  g_assert_nonnull (it);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (de)), ==, "Neue Stadt");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (it)), ==, "Nuova città");

  /* Each row renames its own language, one undo step each. */
  gtk_editable_set_text (GTK_EDITABLE (en), "Ashford");
  g_signal_emit_by_name (en, "apply");
  gtk_editable_set_text (GTK_EDITABLE (de), "Eschfurt");
  g_signal_emit_by_name (de, "apply");
  wm_test_iterate (20);
  g_assert_cmpstr (town_name (doc, "town", "en"), ==, "Ashford");
  g_assert_cmpstr (town_name (doc, "town", "de"), ==, "Eschfurt");
  g_assert_cmpstr (town_name (doc, "town", "it"), ==, "Nuova città");
  g_assert_cmpstr (title_of (row), ==, "Ashford");
  wm_test_screenshot (window, "pieces-town-languages");

  /* Undo shows the German placeholder again in its row, English kept. */
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  row = wm_piece_group_get_row (WM_PIECE_GROUP (group), "town");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_entry_row (row, "Name (Deutsch)"))),
                   ==, "Neue Stadt");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_entry_row (row, "Name (English)"))),
                   ==, "Ashford");

  /* An empty name is refused in its row, the others untouched. */
  de = find_entry_row (row, "Name (Deutsch)");
  gtk_editable_set_text (GTK_EDITABLE (de), "  ");
  g_signal_emit_by_name (de, "apply");
  g_assert_true (gtk_widget_has_css_class (de, "error"));
  g_assert_false (gtk_widget_has_css_class (find_entry_row (row, "Name (English)"), "error"));
  g_assert_cmpstr (town_name (doc, "town", "de"), ==, "Neue Stadt");
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
  g_test_add_func ("/gui/pieces/name-per-language", test_name_per_language);
  return g_test_run ();
}
