/* A playtest's game survives a crash (review k, 1: the app crashed and a
 * game of some 400 decisions was lost). The game not saved is kept in a
 * slot of the recovery folder at each human decision, gone once its log
 * is saved; a slot a crashed Waymark left is offered back at the next
 * start, in a toast and on the empty Playtest page, and Reopen opens the
 * game at the decision it was kept at.
 *
 * The crash is a slot planted before the application starts, with its
 * lock let go, as test-recovery-later plants a variant's work: what a
 * Waymark that wrote it and died leaves in the folder. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-tmp.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-play-session.h"
#include "wm-playtest-page.h"
#include "wm-recovery.h"
#include "wm-window-private.h"

static WmApplication *app;
static char *planted_path;
static int planted_decisions;

/* The decisions of the log's first days: 176 of days 1 to 3 of a game of
 * four, the fourth day's first decision, the first seat's, to make. */
#define LOG_NAME "review-b-days-1-3.xml"

static const int seats[WM_GAME_MAX_PLAYERS]
    = { WM_PLAY_HUMAN, WM_BOT_GREEDY, WM_BOT_GREEDY, WM_BOT_GREEDY };

/* A slot a crashed Waymark left for the base game never saved. */
static void
plant_abandoned_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "play", "data", LOG_NAME, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GBytes) log = NULL;
  g_autoptr (GError) error = NULL;
  gsize size;

  g_assert_true (g_file_get_contents (path, &contents, &size, &error));
  g_assert_no_error (error);
  for (const char *p = contents; (p = strstr (p, "<decision ")) != NULL; p++)
    planted_decisions++;
  log = g_bytes_new (contents, size);
  planted_path = wm_recovery_new_game_path ();
  g_assert_true (wm_recovery_write_game (planted_path, log, NULL, "Waymark Base Game", seats, 4,
                                         planted_decisions, 4, &error));
  g_assert_no_error (error);
  wm_recovery_release (planted_path);
}

/* The slot of this process's game, or NULL. */
static WmRecoveryEntry *
own_slot (void)
{
  g_autoptr (GPtrArray) entries = wm_recovery_list_games ();

  for (guint i = 0; i < entries->len; i++)
    {
      WmRecoveryEntry *entry = g_ptr_array_index (entries, i);

      if (g_strcmp0 (entry->path, planted_path) != 0)
        return g_ptr_array_steal_index (entries, i);
    }
  return NULL;
}

static void
test_offered_and_reopened (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  GtkWidget *reopen, *again;
  WmPlaySession *session;

  /* Offered at the start, on another page than Playtest, and claimed: no
   * other Waymark offers it while this one does. */
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "at decision 176 of day 4"));
  g_assert_null (wm_playtest_page_get_session (page));
  {
    g_autoptr (GPtrArray) games = wm_recovery_list_games ();
    g_assert_cmpuint (games->len, ==, 1);
    g_assert_true (((WmRecoveryEntry *) g_ptr_array_index (games, 0))->owner_running);
  }
  wm_test_screenshot (GTK_WIDGET (window), "play-recovery-offered");
  /* The empty Playtest page offers it too. */
  wm_window_show_section (window, "playtest");
  wm_test_iterate (20);
  again = wm_test_find_button (GTK_WIDGET (page), "_Reopen the Interrupted Game");
  g_assert_nonnull (again);
  g_assert_true (gtk_widget_get_mapped (again));
  wm_test_screenshot (GTK_WIDGET (window), "play-recovery-empty-page");
  wm_window_show_section (window, "overview");
  wm_test_iterate (20);

  reopen = wm_test_find_button (overlay, "Reopen");
  g_assert_nonnull (reopen);
  wm_test_click (reopen);
  wm_test_iterate (100);
  g_assert_cmpstr (wm_window_get_section (window), ==, "playtest");
  session = wm_playtest_page_get_session (page);
  g_assert_nonnull (session);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, planted_decisions);
  g_assert_cmpint (wm_play_session_end (session)->day, ==, 4);
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (wm_play_session_controller (session, p), ==, seats[p]);
  /* Its slot gone, the game keeps its own. */
  g_assert_false (g_file_test (planted_path, G_FILE_TEST_EXISTS));
  g_assert_false (gtk_widget_get_visible (again));
  wm_test_screenshot (GTK_WIDGET (window), "play-recovery-reopened");
}

/* The game's slot follows the human's decisions, goes when the log is
 * saved as it stands and comes back with the next decision. */
static void
test_slot_follows_game (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = wm_playtest_page_get_session (page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-recovery");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  int decisions;

  g_assert_nonnull (session);
  wm_playtest_page_set_delay (page, 0);
  wm_playtest_page_set_playing (page, TRUE);
  for (int made = 0; made < 3; made++)
    {
      g_autoptr (GPtrArray) buttons = NULL;
      g_autoptr (WmRecoveryEntry) slot = NULL;
      g_autoptr (GBytes) now = NULL;
      g_autofree char *kept = NULL;
      gsize size;

      wm_test_wait_for (!wm_playtest_page_is_busy (page)
                            && wm_play_session_human_to_move (session) == 0,
                        "the human's decision");
      slot = own_slot ();
      g_assert_nonnull (slot);
      g_assert_true (slot->owner_running);
      g_assert_cmpint (slot->decisions, ==, wm_play_session_n_decisions (session));
      g_assert_true (g_file_get_contents (slot->path, &kept, &size, &error));
      now = wm_play_session_save (session);
      g_assert_cmpmem (kept, size, g_bytes_get_data (now, NULL), g_bytes_get_size (now));
      buttons = wm_test_play_choices (page);
      g_assert_cmpuint (buttons->len, >, 0);
      wm_test_click (buttons->pdata[0]);
    }
  wm_test_wait_for (!wm_playtest_page_is_busy (page) && wm_play_session_human_to_move (session) == 0,
                    "the human's decision");
  wm_playtest_page_set_playing (page, FALSE);
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);
  g_assert_null (own_slot ());
  decisions = wm_play_session_n_decisions (session);
  wm_playtest_page_set_playing (page, TRUE);
  {
    g_autoptr (GPtrArray) buttons = wm_test_play_choices (page);
    wm_test_click (buttons->pdata[0]);
  }
  wm_test_wait_for (!wm_playtest_page_is_busy (page)
                        && wm_play_session_n_decisions (session) > decisions
                        && wm_play_session_human_to_move (session) == 0,
                    "the human's next decision");
  {
    g_autoptr (WmRecoveryEntry) slot = own_slot ();
    g_assert_nonnull (slot);
  }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-recovery-xdg");
  gtk_test_init (&argc, &argv, NULL);
  plant_abandoned_game ();
  app = wm_test_app_start (0);

  g_test_add_func ("/play/recovery/offered-and-reopened", test_offered_and_reopened);
  g_test_add_func ("/play/recovery/slot-follows-game", test_slot_follows_game);
  return wm_test_app_run (app);
}
