/* New variant's question under Xvfb: which template the variant starts
 * from. The base game is chosen when it opens, so Create (Enter) makes what
 * New variant always made; choosing the small board makes a window with its
 * two regions, the empty board one with a single empty region; Cancel
 * (Escape) makes nothing. The window a fresh start opens, never touched,
 * takes the new variant itself; one with an edit or a file stays. */

#include "config.h"

#include <adwaita.h>

#include "wm-command.h"
#include "wm-test-gui.h"
#include "wm-window-private.h"

static WmApplication *app;

/* The message dialog that is showing, or NULL. */
static AdwMessageDialog *
open_dialog (void)
{
  GtkWidget *dialog = wm_test_open_message_dialog ();

  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

static AdwMessageDialog *
ask (void)
{
  AdwMessageDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  wm_test_iterate (200);
  dialog = open_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "New Variant");
  return dialog;
}

/* The dialog's rows, in order, with their radio buttons. */
static GtkWidget *
nth_row (AdwMessageDialog *dialog, int n)
{
  GtkWidget *list = adw_message_dialog_get_extra_child (dialog);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n);

  g_assert_nonnull (row);
  return GTK_WIDGET (row);
}

static gboolean
row_chosen (AdwMessageDialog *dialog, int n)
{
  GtkWidget *check = wm_test_find_of_type (nth_row (dialog, n), GTK_TYPE_CHECK_BUTTON);

  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

/* Activates row @n (a click, Space or Enter on it, or its mnemonic),
 * which chooses it alone, shows it in @shot, and clicks Create. */
static void
create_from_row (AdwMessageDialog *dialog, int n, const char *shot)
{
  g_assert_true (gtk_widget_activate (nth_row (dialog, n)));
  wm_test_iterate (50);
  g_assert_false (row_chosen (dialog, 0));
  g_assert_true (row_chosen (dialog, n));
  wm_test_screenshot (GTK_WIDGET (dialog), shot);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "C_reate"));
  wm_test_iterate (300);
  g_assert_null (open_dialog ());
}

/* The window other than @except, or NULL when there is none. */
static WmWindow *
other_window (WmWindow *except)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data) && l->data != except)
      return l->data;
  return NULL;
}

/* What New variant makes: untitled, unmodified, with @regions regions. */
static void
assert_new_variant (WmWindow *window, guint regions)
{
  WmDocument *document;
  WmVariant *variant;

  g_assert_nonnull (window);
  document = wm_window_get_document (window);
  variant = wm_document_get_variant (document);
  g_assert_cmpstr (variant->id, ==, "untitled-variant");
  g_assert_cmpstr (wm_text_get (&variant->info.title, "en", "en"), ==, "Untitled variant");
  g_assert_true (wm_text_is_empty (&variant->info.description));
  g_assert_cmpuint (variant->regions->len, ==, regions);
  g_assert_null (wm_document_get_file (document));
  g_assert_false (wm_document_get_modified (document));
}

static void
close_window (WmWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (100);
}

/* The only window, with an edit: an untouched one would take the new
 * variant itself (test_replaces_untouched ()), where these tests look
 * for a window of its own. */
static WmWindow *
touched_window (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  if (wm_window_is_pristine (window))
    g_assert_true (
        wm_document_set_field (wm_window_get_document (window), WM_FIELD_GOAL, 21, NULL));
  g_assert_false (wm_window_is_pristine (window));
  return window;
}

/* New variant from @template makes a window of its own (closed again),
 * with @regions regions, and @window keeps its document. */
static void
assert_made_beside (WmWindow *window, const char *template, guint regions)
{
  WmDocument *doc = wm_window_get_document (window);
  WmWindow *made;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-from-template",
                                  g_variant_new_string (template));
  wm_test_iterate (300);
  made = other_window (window);
  assert_new_variant (made, regions);
  g_assert_true (wm_window_get_document (window) == doc);
  close_window (made);
}

/* Every page opens on the empty board (Alt+1 … Alt+9); those with nothing
 * to show say so and what to do, rather than keeping what the window
 * showed before: the characters page was on Mirela Thorne. */
static void
assert_pages_open (WmWindow *window)
{
  static const char *const sections[] = { "overview",   "map",        "decks",
                                          "events",     "characters", "rules",
                                          "validation", "playtest",   "simulation" };

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *name = g_strconcat ("new-variant-blank-", sections[i], NULL);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", sections[i]);
      wm_test_iterate (200);
      wm_test_screenshot (GTK_WIDGET (window), name);
    }
  g_assert_null (wm_test_find_label_with (window->characters_page, "Mirela"));
  g_assert_nonnull (wm_test_find_label_with (window->characters_page, "No Characters Yet"));
  g_assert_nonnull (wm_test_find_label_with (window->events_page, "Nothing to edit yet"));
}

/* Ctrl+N in the window a fresh start opens, never touched: the empty
 * board (the third row) is made in that window, not beside it. Edited,
 * or saved to a file, the window stays as it is and the next new variant
 * gets a window of its own. */
static void
test_replaces_untouched (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autofree char *path
      = g_build_filename (g_getenv ("XDG_DATA_HOME"), "fen.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog;
  WmDocument *doc;
  WmVariant *variant;

  g_assert_true (wm_window_is_pristine (window));
  g_assert_cmpuint (wm_document_get_variant (wm_window_get_document (window))->towns->len, >, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "characters");
  wm_test_iterate (200);
  g_assert_nonnull (wm_test_find_label_with (window->characters_page, "Mirela Thorne"));
  dialog = ask ();
  create_from_row (dialog, 2, "new-variant-dialog-blank");
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
  assert_new_variant (window, 1);
  doc = wm_window_get_document (window);
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->towns->len, ==, 0);
  g_assert_cmpuint (variant->characters->len, ==, 0);
  g_assert_true (wm_window_is_pristine (window));
  assert_pages_open (window);

  /* Edited, it stays beside the next one; with its edit undone too, which
   * Redo would bring back (it was replaced, and the edit lost). */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, 21, NULL));
  assert_made_beside (window, "small", 2);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_get_modified (doc));
  g_assert_false (wm_document_can_undo (doc));
  g_assert_false (wm_window_is_pristine (window));
  assert_made_beside (window, "blank", 1);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, 21);

  /* Saved, with nothing left to save, it stays too. */
  g_assert_true (wm_document_save_as (doc, file, NULL));
  g_assert_false (wm_document_get_modified (doc));
  assert_made_beside (window, "base", 4);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
}

/* Enter is Create, and the base game is chosen: Ctrl+N, Enter makes the
 * base game's copy, as before the question. */
static void
test_default_is_base (void)
{
  WmWindow *window = touched_window ();
  AdwMessageDialog *dialog = ask ();

  g_assert_true (row_chosen (dialog, 0));
  g_assert_false (row_chosen (dialog, 1));
  g_assert_false (row_chosen (dialog, 2));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "create");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "default.activate", NULL);
  wm_test_iterate (300);
  g_assert_null (open_dialog ());
  assert_new_variant (other_window (window), 4);
  close_window (other_window (window));
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
}

/* Activating the small board's row (a click, Space or Enter on it, or its
 * mnemonic) chooses it alone; Create makes its two regions. */
static void
test_small_board (void)
{
  WmWindow *window = touched_window ();
  AdwMessageDialog *dialog = ask ();
  WmWindow *made;

  create_from_row (dialog, 1, "new-variant-dialog");
  made = other_window (window);
  assert_new_variant (made, 2);
  g_assert_cmpint (wm_document_get_variant (wm_window_get_document (made))->board.cols, ==, 2);
  g_assert_cmpint (wm_document_get_variant (wm_window_get_document (made))->board.rows, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (made), "win.show-section", "s", "map");
  wm_test_iterate (300);
  wm_test_screenshot (GTK_WIDGET (made), "new-variant-small-map");
  close_window (made);

  /* Back to the base game the next time. */
  dialog = ask ();
  g_assert_true (row_chosen (dialog, 0));
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Cancel"));
  wm_test_iterate (100);
  g_assert_null (open_dialog ());
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
}

/* The arrow keys choose as they go: Down, then Enter, makes the small
 * board (not the base game the dialog opened with). */
static void
test_arrow_keys (void)
{
  WmWindow *window = touched_window ();
  AdwMessageDialog *dialog = ask ();
  GtkWidget *list = adw_message_dialog_get_extra_child (dialog);
  WmWindow *made;

  gtk_widget_grab_focus (nth_row (dialog, 0));
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  wm_test_iterate (50);
  g_assert_true (gtk_widget_has_focus (nth_row (dialog, 1)));
  g_assert_true (row_chosen (dialog, 1));
  g_assert_false (row_chosen (dialog, 0));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "default.activate", NULL);
  wm_test_iterate (300);
  made = other_window (window);
  assert_new_variant (made, 2);
  close_window (made);
}

/* Cancel, and Escape (the close response), make nothing. */
static void
test_cancel (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  AdwMessageDialog *dialog = ask ();

  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  gtk_widget_activate (nth_row (dialog, 1));
  gtk_window_close (GTK_WINDOW (dialog));
  wm_test_iterate (200);
  g_assert_null (open_dialog ());
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
}

/* The action the dialog answers with refuses a template nobody has. */
static void
test_unknown_template (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  g_test_expect_message ("wm-editor", G_LOG_LEVEL_WARNING, "There is no template “huge”");
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-from-template",
                                  g_variant_new_string ("huge"));
  wm_test_iterate (100);
  g_test_assert_expected_messages ();
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-new-variant-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/new-variant/replaces-untouched", test_replaces_untouched);
  g_test_add_func ("/gui/new-variant/default-is-base", test_default_is_base);
  g_test_add_func ("/gui/new-variant/small-board", test_small_board);
  g_test_add_func ("/gui/new-variant/arrow-keys", test_arrow_keys);
  g_test_add_func ("/gui/new-variant/cancel", test_cancel);
  g_test_add_func ("/gui/new-variant/unknown-template", test_unknown_template);
  return wm_test_app_run (app);
}
