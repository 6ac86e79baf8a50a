/* Findings of review k, a designer playing the base game from the
 * keyboard while the bots play between the human's decisions: Enter
 * pressed when the decision buttons are gone (the bots' turn) and Enter,
 * Enter through many decisions with the bots at 0 ms (the crash); the log
 * following bots at 0 ms; the variants in the heading; New Game… after an
 * opened log; Play options closed with Escape;
 * Enter on a check box of New Game…; Italian fort names. Real key presses
 * through xdotool ($WM_XDOTOOL), under Xvfb; the tests that need them skip
 * without it. GLib's warnings and criticals are fatal here, as the
 * "invalid unclassed pointer" and gtk_widget_grab_focus () ones that came
 * before the crash. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-lang.h"

#include <string.h>

#include "wm-window-private.h"

static WmApplication *app;

/* A check button labelled @data. */
static gboolean
check_labelled (GtkWidget *widget, gconstpointer data)
{
  const char *label = GTK_IS_CHECK_BUTTON (widget) ? gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)) : NULL;

  return label != NULL && g_str_equal (label, data);
}

/* The bots step one decision at a time until the human is to decide (or
 * the game is over). */
static void
step_bots (WmPlaytestPage *page)
{
  WmPlaySession *session = wm_playtest_page_get_session (page);

  while (wm_play_session_human_to_move (session) < 0
         && !wm_game_is_over (wm_play_session_state (session)))
    {
      int n = wm_play_session_n_decisions (session);

      wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot to answer");
      g_assert_true (wm_playtest_page_press (page, WM_PLAYTEST_STEP));
      wm_test_wait_for (wm_play_session_n_decisions (session) > n && !wm_playtest_page_is_busy (page),
                        "the bot's decision");
    }
}

/* Enter on the decision box itself, which holds the keyboard while the bots
 * play, does nothing. Before, the box "activated" the button its keyboard
 * cursor had been on (put there by the arrows or Tab) although that button
 * had gone with the decision: GtkFlowBox keeps a pointer to it, so GTK gave
 * the focus to freed memory (GLib's "invalid unclassed pointer in cast to
 * 'GtkWidget'", gtk_widget_grab_focus ()'s critical) and crashed once that
 * memory was reused (review k, 1). */
static void
test_enter_between_decisions (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkWidget *box = wm_playtest_page_get_choices (page);
  WmPlaySession *session;
  int pressed = 0;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  session = wm_test_start_two_seat_game (window, controllers, 7, WM_TEST_GAME_PAUSED);
  wm_test_focus_x_window (GTK_WIDGET (window));
  /* The bots wait a second between their moves (the longest delay):
   * after the human's decision, the keyboard stays on the box for the
   * test's keys. */
  wm_playtest_page_set_delay (page, 1000);
  wm_playtest_page_set_playing (page, TRUE);
  while (pressed < 6 && !wm_game_is_over (wm_play_session_state (session)))
    {
      int n;

      if (wm_game_is_over (wm_play_session_state (session)))
        break;
      wm_test_wait_for (wm_test_focused_choice (window, page) != NULL
                            || wm_game_is_over (wm_play_session_state (session)),
                        "the keyboard on the human's decision");
      /* The arrows (or Tab) put the box's cursor on a button, as a
       * designer choosing another than the first does. */
      wm_test_xdo ("key Right");
      wm_test_xdo ("key Left");
      n = wm_play_session_n_decisions (session);
      wm_test_xdo ("key Return");
      wm_test_wait_for (wm_play_session_n_decisions (session) > n, "Enter to make the decision");
      /* The bots' turn: the buttons are gone, the box holds the keyboard;
       * Enter, Space and Page Down on it. (The bot may move meanwhile, its
       * delay a second at most, and the keys reach the next decision.) */
      if (wm_play_session_human_to_move (session) >= 0
          || gtk_root_get_focus (GTK_ROOT (window)) != box)
        continue;
      wm_test_xdo ("key Return");
      wm_test_xdo ("key space");
      wm_test_xdo ("key Page_Down");
      pressed++;
    }
  g_assert_cmpint (pressed, ==, 6);
  wm_playtest_page_set_playing (page, FALSE);
}

/* Enter, Enter through a hundred decisions of the human's with the bots at
 * 0 ms, some made after the arrows: no warning, no critical, no crash, and
 * the game goes on (the review's crash came after some 400). */
static void
test_enter_with_bots_at_0ms (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session;
  int start;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  session = wm_test_start_game (window, 3, controllers, 11, WM_TEST_GAME_PLAYING);
  wm_test_focus_x_window (GTK_WIDGET (window));
  start = wm_play_session_n_decisions (session);
  for (int i = 0; i < 100 && !wm_game_is_over (wm_play_session_state (session)); i++)
    {
      if (i % 3 == 0)
        wm_test_xdo ("key Right");
      if (i % 5 == 0)
        wm_test_xdo ("key Tab");
      /* Enter at any moment: on a button, or on the box while the bots
       * play. */
      wm_test_xdo ("key Return");
      wm_test_iterate (g_random_int_range (0, 200));
    }
  g_test_message ("%d decisions", wm_play_session_n_decisions (session) - start);
  g_assert_cmpint (wm_play_session_n_decisions (session), >, start + 20);
  wm_playtest_page_set_playing (page, FALSE);
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot to answer");
}

/* The log's scrolled window's adjustment. */
static GtkAdjustment *
log_adjustment (WmPlaytestPage *page)
{
  GtkWidget *list = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);

  g_assert_nonnull (list);
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
}

/* Whether the log shows its last line (and has more lines than it shows). */
static gboolean
log_at_end (GtkAdjustment *adj)
{
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);
  double upper = gtk_adjustment_get_upper (adj);

  return upper > page + 1 && value + page >= upper - 1;
}

/* While a table of bots plays at 0 ms, the log follows the game: its last
 * line comes into view while they play, not once they stop (review k, 2:
 * it stayed at line 1 up to decision 725; with a human, line 291 at
 * decision 380). */
static void
test_log_follows_bots (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY, WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session = wm_test_start_game (window, 4, bots, 31776, WM_TEST_GAME_PLAYING);
  GtkAdjustment *adj = log_adjustment (page);
  int seen = 0;

  wm_test_wait_for (wm_play_session_n_decisions (session) >= 60, "the bots' first 60 decisions");
  /* Three times, each later in the game: the log's end in view while
   * they go on. */
  for (int n = 60; n <= 180; n += 60)
    {
      wm_test_wait_for (wm_play_session_n_decisions (session) >= n && log_at_end (adj)
                            && !wm_game_is_over (wm_play_session_state (session)),
                        "the log's last line in view while the bots play");
      seen = wm_play_session_n_decisions (session);
    }
  g_test_message ("the log's end in view at decision %d", seen);
  wm_playtest_page_set_playing (page, FALSE);
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot to answer");
}

/* The heading above the board names the variant toggles the game is
 * played with, and none in a game without any (review k, 4: nothing on
 * the page said them). */
static void
test_variants_in_heading (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkLabel *heading = GTK_LABEL (wm_playtest_page_get_heading (page));
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;

  wm_test_start_two_seat_game (window, controllers, 5, WM_TEST_GAME_PAUSED);
  g_test_message ("%s", gtk_label_get_text (heading));
  g_assert_null (strstr (gtk_label_get_text (heading), "meaner"));
  g_assert_null (strstr (gtk_label_get_text (heading), "variable setup"));
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = 5;
  setup.meaner_highwaymen = TRUE;
  setup.variable_setup = TRUE;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  wm_playtest_page_set_playing (page, FALSE);
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot to answer");
  g_test_message ("%s", gtk_label_get_text (heading));
  g_assert_nonnull (strstr (gtk_label_get_text (heading), " · meaner highwaymen · variable setup"));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-variants-heading");
}

/* After a 4-player log is opened, New Game… offers that game's table: 4
 * players, its characters and edges (review k, 5: it offered 2 players
 * and random characters). */
static void
test_new_game_after_opened_log (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int offered[WM_GAME_MAX_PLAYERS];
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (GError) error = NULL;
  WmNewGameDialog *dialog;
  WmPlaySession *session;
  const WmGameSetup *opened;
  WmGameSetup setup;

  session = wm_test_open_log_at (window, "review-b-days-1-3.xml", 4, 20);
  opened = wm_game_setup (wm_play_session_game (session));
  g_assert_cmpint (opened->n_players, ==, 4);
  dialog = wm_test_open_new_game_dialog (page);
  g_assert_true (wm_new_game_dialog_get_setup (dialog, &setup, offered, &arrangement, &error));
  g_assert_no_error (error);
  g_assert_cmpint (setup.n_players, ==, 4);
  for (int p = 0; p < 4; p++)
    {
      g_assert_cmpint (setup.characters[p], ==, opened->characters[p]);
      g_assert_cmpint (setup.seats[p], ==, opened->seats[p]);
      g_assert_cmpint (offered[p], ==, wm_play_session_controller (session, p));
    }
  g_assert_cmpint (setup.variable_setup, ==, opened->variable_setup);
  g_assert_cmpint (setup.meaner_highwaymen, ==, opened->meaner_highwaymen);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG) == NULL, "New Game to close");
}

/* Escape closing Play options (⋮) gives the keyboard back to the
 * decision (review k, 6: it stayed on ⋮, and every Enter opened the
 * options again). */
static void
test_options_closed_back_to_decision (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkWidget *options;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  wm_test_start_two_seat_game (window, controllers, 7, WM_TEST_GAME_PAUSED);
  step_bots (page);
  wm_test_focus_x_window (GTK_WIDGET (window));
  options = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (options);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (options), ==, "Play options");
  gtk_widget_grab_focus (options);
  wm_test_xdo ("key Return");
  wm_test_wait_for (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (
                        GTK_MENU_BUTTON (options)))),
                    "Play options to open");
  wm_test_xdo ("key Escape");
  wm_test_wait_for (!gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (
                        GTK_MENU_BUTTON (options)))),
                    "Play options to close");
  wm_test_wait_idle ();
  g_assert_nonnull (wm_test_focused_choice (window, page));
}

/* Enter on a check box of New Game… presses Start and leaves the box as
 * it was (review k, 7: it unticked Variable setup, and nothing started). */
static void
test_new_game_enter_on_check_box (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *before = wm_playtest_page_get_session (page);
  WmNewGameDialog *dialog;
  GtkWidget *variable;
  gboolean ticked;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_wait_frame (GTK_WIDGET (dialog));
  variable = wm_test_find_widget (GTK_WIDGET (dialog), check_labelled, "Variable setup");
  g_assert_nonnull (variable);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable),
                               !gtk_check_button_get_active (GTK_CHECK_BUTTON (variable)));
  ticked = gtk_check_button_get_active (GTK_CHECK_BUTTON (variable));
  gtk_widget_grab_focus (variable);
  wm_test_focus_x_window (GTK_WIDGET (dialog));
  wm_test_xdo ("key Return");
  wm_test_iterate (100);
  if (wm_test_open_message_dialog () != NULL)
    wm_test_answer (ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ()), "discard");
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG) == NULL,
                    "Enter on the check box to start the game");
  g_assert_true (wm_playtest_page_get_session (page) != before);
  g_assert_cmpint (wm_game_setup (wm_play_session_game (wm_playtest_page_get_session (page)))->variable_setup,
                   ==, ticked);
}

/* In Italian a space named after a fort says "della fortezza «Lancia»":
 * the fort takes the article after "di" ("a nord di fortezza «Lancia»",
 * review k, 9), a town none ("a sud di Fennica"). Last: it leaves the
 * program in Italian. */
static void
test_fort_names_it (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmPlaySession *session;
  g_auto (GStrv) names = NULL;
  int of_fort = 0;

  if (!wm_test_use_language ("it", "it_IT.UTF-8", "the %s fort"))
    {
      g_test_skip ("no Italian locale or catalogue");
      return;
    }
  session = wm_test_start_two_seat_game (window, controllers, 7, WM_TEST_GAME_PAUSED);
  names = wm_game_place_names (wm_play_session_game (session));
  for (char **name = names; *name != NULL; name++)
    {
      g_assert_null (strstr (*name, "di fortezza"));
      of_fort += strstr (*name, "della fortezza «") != NULL;
    }
  g_test_message ("%d spaces named after a fort", of_fort);
  g_assert_cmpint (of_fort, >, 0);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-keys-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);
  g_test_add_func ("/play/keys/enter-between-decisions", test_enter_between_decisions);
  g_test_add_func ("/play/keys/enter-with-bots-at-0ms", test_enter_with_bots_at_0ms);
  g_test_add_func ("/play/keys/log-follows-bots", test_log_follows_bots);
  g_test_add_func ("/play/keys/variants-in-heading", test_variants_in_heading);
  g_test_add_func ("/play/keys/new-game-after-opened-log", test_new_game_after_opened_log);
  g_test_add_func ("/play/keys/options-closed-back-to-decision",
                   test_options_closed_back_to_decision);
  g_test_add_func ("/play/keys/new-game-enter-on-check-box", test_new_game_enter_on_check_box);
  g_test_add_func ("/play/keys/fort-names-it", test_fort_names_it);
  return wm_test_app_run (app);
}
