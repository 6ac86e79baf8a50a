/* A game in progress is not thrown away without a question (review 17,
 * finding 3): New Game's Start, Open Log and closing the window ask
 * "Discard the Game in Progress?" with a way to save its log first; a game
 * at its first decision, a finished one and one whose log is saved as it
 * stands are not asked about. Closing with unsaved edits too asks both in
 * one question. Under Xvfb; with WM_SHOT_DIR set it writes PNGs there. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-tmp.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wm-application.h"
#include "wm-new-game-dialog.h"
#include "wm-playtest-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static const int humans[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN };

/* @n decisions by the page's first decision button. */
static void
decide (WmPlaytestPage *page, int n)
{
  for (int i = 0; i < n; i++)
    {
      GtkWidget *first;

      /* In a hot-seat game the next human takes the screen first. */
      wm_test_take_screen (page);
      first = gtk_widget_get_first_child (wm_playtest_page_get_choices (page));
      g_assert_nonnull (first);
      wm_test_click (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (first)));
      wm_test_iterate (10);
    }
}

/* The question shown now, asserted to be there with @heading. */
static AdwMessageDialog *
question (const char *heading)
{
  GtkWidget *dialog = wm_test_open_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, heading);
  return ADW_MESSAGE_DIALOG (dialog);
}

/* Saves through the Save Log chooser as @name in @dir; FALSE (the test
 * skipped) where the chooser is a portal's. */
static gboolean
save_in_chooser (const char *dir, const char *name)
{
  GtkWidget *chooser;
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  wm_test_iterate (50);
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser == NULL)
    {
      g_test_skip ("the file chooser is not GTK's own dialog (a portal)");
      return FALSE;
    }
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  /* The chooser takes the folder once it has read it. */
  wm_test_wait_for (wm_test_chooser_chooses (chooser, path), "the chooser to choose the log's file");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wm_test_wait_for (g_file_test (path, G_FILE_TEST_EXISTS), "the log to be saved");
  wm_test_iterate (50);
  return TRUE;
}

/* The number of decisions in the log file @path. */
static int
decisions_in (const char *path)
{
  g_autofree char *text = NULL;
  int n = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (const char *p = text; (p = strstr (p, "<decision ")) != NULL; p++)
    n++;
  return n;
}

static void
test_new_game_asks (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-discard");
  g_autofree char *path = g_build_filename (dir, "kept.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WmNewGameDialog *dialog;
  AdwMessageDialog *ask;
  WmPlaySession *session;

  /* At its first decision: nothing to lose, no question. */
  session = wm_test_start_two_seat_game (window, humans, 11, WM_TEST_GAME_PAUSED);
  g_assert_false (wm_playtest_page_unsaved_game (page, NULL, NULL));
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (100);
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_null (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG));

  /* Three decisions in: Start asks, Cancel keeps the game and the dialog. */
  decide (page, 3);
  session = wm_playtest_page_get_session (page);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 3);
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (100);
  ask = question ("Discard the Game in Progress?");
  g_assert_cmpstr (adw_message_dialog_get_body (ask), ==,
                   "The game at decision 3 of day 1 is lost unless you save its log.");
  g_assert_true (adw_message_dialog_has_response (ask, "save"));
  wm_test_screenshot (GTK_WIDGET (ask), "discard-game-question");
  wm_test_answer (ask, "cancel");
  g_assert_true (wm_playtest_page_get_session (page) == session);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 3);
  g_assert_nonnull (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG));

  /* Save Log…, then the new game starts. */
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (100);
  wm_test_answer (question ("Discard the Game in Progress?"), "save");
  if (!save_in_chooser (dir, "first.xml"))
    return;
  {
    g_autofree char *first = g_build_filename (dir, "first.xml", NULL);
    g_assert_cmpint (decisions_in (first), ==, 3);
    g_unlink (first);
  }
  g_assert_null (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (wm_play_session_n_decisions (wm_playtest_page_get_session (page)), ==, 0);

  /* Discard: gone at once. */
  decide (page, 2);
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (100);
  wm_test_answer (question ("Discard the Game in Progress?"), "discard");
  g_assert_null (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (wm_play_session_n_decisions (wm_playtest_page_get_session (page)), ==, 0);

  /* A log saved as the game stands: no question, until played on. */
  decide (page, 2);
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);
  g_assert_false (wm_playtest_page_unsaved_game (page, NULL, NULL));
  decide (page, 1);
  g_assert_true (wm_playtest_page_unsaved_game (page, NULL, NULL));
  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (20);
  g_assert_false (wm_playtest_page_unsaved_game (page, NULL, NULL));

  /* A log opened counts as saved. */
  decide (page, 1);
  g_assert_true (wm_playtest_page_unsaved_game (page, NULL, NULL));
  g_assert_true (wm_playtest_page_load_log (page, file, &error));
  g_assert_no_error (error);
  g_assert_false (wm_playtest_page_unsaved_game (page, NULL, NULL));
  g_unlink (path);
  g_rmdir (dir);
}

/* Review f, finding 1: Save Log over a log saved before, on a full disk,
 * leaves that log as it was (GIO's replace emptied it) and says why in
 * Waymark's words, naming the file; the game still counts as unsaved. */
static void
test_save_log_full_disk_keeps_old (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-full");
  g_autofree char *path = g_build_filename (dir, "g.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL, *named = NULL;

  wm_test_start_two_seat_game (window, humans, 17, WM_TEST_GAME_PAUSED);
  decide (page, 2);
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  decide (page, 1);

  wm_test_disk_full (TRUE);
  g_assert_false (wm_playtest_page_save_log (page, file, &error));
  wm_test_disk_full (FALSE);
  g_assert_nonnull (error);
  named = g_strdup_printf ("Could not save “%s”: writing failed: the disk is full", path);
  g_assert_cmpstr (error->message, ==, named);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (decisions_in (path), ==, 2);
  g_assert_true (wm_playtest_page_unsaved_game (page, NULL, NULL));
  g_unlink (path);
  g_rmdir (dir);
}

/* Review 21, R21-1: Open Log with a variant that cannot be played says so
 * at once, and does not first ask to give up the game in progress for a
 * log that could never open; the game stays as it was. */
static void
test_open_log_unplayable_not_asked (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  GtkWidget *open_log = gtk_widget_get_ancestor (wm_test_find_icon (GTK_WIDGET (page),
                                                                    "document-open-symbolic"),
                                                 GTK_TYPE_BUTTON);
  WmPlaySession *session;
  AdwMessageDialog *said;

  wm_test_start_two_seat_game (window, humans, 13, WM_TEST_GAME_PAUSED);
  decide (page, 3);
  session = wm_playtest_page_get_session (page);
  g_assert_true (wm_playtest_page_unsaved_game (page, NULL, NULL));
  /* More players at least than at most: an error of the variant. */
  g_assert_true (wm_document_set_field (window->document, WM_FIELD_MIN_PLAYERS, 4, NULL));
  g_assert_true (wm_document_set_field (window->document, WM_FIELD_MAX_PLAYERS, 3, NULL));
  wm_test_click (open_log);
  wm_test_iterate (50);
  said = question ("Cannot open the game log");
  /* A sentence of its own, capital first. */
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (said),
                                   "The variant has errors to fix first"));
  g_assert_null (wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  wm_test_answer (said, adw_message_dialog_get_close_response (said));
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_true (wm_playtest_page_get_session (page) == session);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 3);
  g_assert_true (wm_document_undo (window->document, NULL));
  g_assert_true (wm_document_undo (window->document, NULL));

  /* A playable variant: asked first, as before. */
  wm_test_click (open_log);
  wm_test_iterate (50);
  wm_test_answer (question ("Discard the Game in Progress?"), "cancel");
  g_assert_null (wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
}

/* A finished game has been seen to its end: no question. */
static void
test_finished_game_not_asked (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  const int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session = wm_test_start_two_seat_game (window, bots, 77, WM_TEST_GAME_PAUSED);

  /* Played to its end here by the bots, on the main loop. */
  while (wm_play_session_bot_step (session))
    g_assert_cmpint (wm_play_session_end (session)->day, <=, 100);
  g_assert_true (wm_play_session_is_over (session));
  g_assert_false (wm_playtest_page_unsaved_game (page, NULL, NULL));
}

/* Closing the window: the game alone is asked about as New Game asks;
 * with unsaved edits too, one question names both, and Save Log… keeps
 * the log, then the edits are asked about. */
static void
test_close_window_asks (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-discard");
  g_autofree char *path = g_build_filename (dir, "closing.xml", NULL);
  AdwMessageDialog *ask;

  wm_test_start_two_seat_game (window, humans, 12, WM_TEST_GAME_PAUSED);
  decide (page, 4);
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  wm_test_answer (question ("Discard the Game in Progress?"), "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  g_assert_true (wm_document_set_field (window->document, WM_FIELD_GOAL, 31, NULL));
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  ask = question ("Save Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "unsaved changes, and the game in "
                                                                "progress on the Playtest page "
                                                                "(decision 4 of day 1)"));
  g_assert_true (adw_message_dialog_has_response (ask, "save-log"));
  wm_test_screenshot (GTK_WIDGET (ask), "close-game-and-changes");
  wm_test_answer (ask, "save-log");
  if (!save_in_chooser (dir, "closing.xml"))
    return;
  g_assert_cmpint (decisions_in (path), ==, 4);
  /* The edits are left to ask about. */
  ask = question ("Save Changes?");
  g_assert_null (strstr (adw_message_dialog_get_body (ask), "game"));
  g_assert_false (adw_message_dialog_has_response (ask, "save-log"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* The window goes, and its question with it. */
  adw_message_dialog_response (ask, "discard");
  wm_test_iterate (50);
  g_assert_null (wm_test_open_message_dialog ());
  g_unlink (path);
  g_rmdir (dir);
}

/* Escape closes New Game as Cancel does, with a real key press (review
 * 24d: it was the one window of the app Escape left open). */
static void
test_new_game_escape (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmNewGameDialog *dialog;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the key");
      return;
    }
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_focus_x_window (GTK_WIDGET (dialog));
  wm_test_xdo ("key Escape");
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG) == NULL,
                    "New Game to close on Escape");
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-discard-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);
  g_test_add_func ("/play/discard/new-game-asks", test_new_game_asks);
  g_test_add_func ("/play/discard/finished-game-not-asked", test_finished_game_not_asked);
  g_test_add_func ("/play/discard/open-log-unplayable-not-asked",
                   test_open_log_unplayable_not_asked);
  g_test_add_func ("/play/discard/save-log-full-disk-keeps-old",
                   test_save_log_full_disk_keeps_old);
  /* Last: it closes the window. */
  g_test_add_func ("/play/discard/new-game-escape", test_new_game_escape);
  g_test_add_func ("/play/discard/close-window-asks", test_close_window_asks);
  return wm_test_app_run (app);
}
