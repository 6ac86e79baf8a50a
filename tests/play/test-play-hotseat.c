/* Hot seat: two humans at one screen with a bot (review b, findings 1 and
 * 2). The first human's plan is face down for the second: while the
 * second plans, looking back from there, after an undo there, while the
 * bot moves; a "NAME is ready" screen between the humans shows no hand or
 * plan; undo stops at the other human's decision. Under Xvfb; with
 * WM_SHOT_DIR set it writes PNGs there. */

#include "config.h"

#include "wm-test-gui.h"

#include <string.h>

#include "wm-application.h"
#include "wm-player-panel.h"
#include "wm-playtest-page.h"
#include "wm-window-private.h"

static WmApplication *app;

/* Two humans, then a bot. */
static const int seats[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN, WM_BOT_GREEDY };

/* Every text the page shows under @root: labels, tooltips. */
static void
widget_texts (GtkWidget *root, GString *out)
{
  const char *tooltip = gtk_widget_get_tooltip_text (root);

  if (GTK_IS_LABEL (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  if (tooltip != NULL)
    g_string_append_printf (out, "%s\n", tooltip);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    widget_texts (c, out);
}

/* Everything the page says: its widgets' texts and the log's every line
 * (also those scrolled out of view). */
static char *
page_text (WmPlaytestPage *page)
{
  GString *text = g_string_new (NULL);
  g_autofree char *log = wm_test_play_log_text (page);

  widget_texts (GTK_WIDGET (page), text);
  g_string_append (text, log);
  return g_string_free (text, FALSE);
}

/* The texts that would give away @player's plan: the names of the cards
 * bid, planned and set aside ("Downwind (83 · 2)"), and the marker's line
 * in the log ("NAME: Highwayman marker …"). */
static GPtrArray *
plan_texts (WmPlaySession *session, int player)
{
  const WmGame *game = wm_play_session_game (session);
  const WmPlayerState *ps = &wm_play_session_end (session)->players[player];
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (ps->bid, >=, 0);
  g_ptr_array_add (texts, wm_play_card_name (game, ps->bid));
  for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
    if (ps->plan[t] != WM_GAME_NONE)
      g_ptr_array_add (texts, wm_play_card_name (game, ps->plan[t]));
  for (int i = 0; i < wm_play_session_n_decisions (session); i++)
    {
      const WmChoice *c = wm_play_session_decision (session, i);
      if (c->player == player && c->kind == WM_CHOICE_PLAN_ASIDE)
        g_ptr_array_add (texts, wm_play_card_name (game, c->a));
    }
  g_ptr_array_add (texts, g_strdup (": Highwayman marker"));
  g_ptr_array_add (texts, g_strdup ("✦"));
  return texts;
}

/* None of @texts is on the page. */
static void
assert_hidden (WmPlaytestPage *page, GPtrArray *texts, const char *when)
{
  g_autofree char *shown = page_text (page);

  for (guint i = 0; i < texts->len; i++)
    if (strstr (shown, texts->pdata[i]) != NULL)
      g_error ("%s: “%s” is on the page:\n%s", when, (char *) texts->pdata[i], shown);
}

/* No hand on the page: the hand-over and the bots' turns. */
static void
assert_no_hand (WmPlaytestPage *page, const char *when)
{
  g_autofree char *shown = page_text (page);

  if (strstr (shown, "Hand:") != NULL)
    g_error ("%s: a hand is on the page:\n%s", when, shown);
}

/* The page's first decision button, clicked. */
static void
decide (WmPlaytestPage *page)
{
  GtkWidget *first = gtk_widget_get_first_child (wm_playtest_page_get_choices (page));

  g_assert_nonnull (first);
  first = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (first));
  g_assert_nonnull (g_object_get_data (G_OBJECT (first), "wm-choice"));
  wm_test_click (first);
  wm_test_iterate (5);
}

/* The hand-over to @player is on screen, with nothing of anybody's hand,
 * and the decision buttons gone; then @player takes the screen. */
static void
take_screen (WmPlaytestPage *page, WmPlaySession *session, int player, const char *name)
{
  GtkWidget *ready = wm_test_find_hand_over (page);
  g_autofree char *label = g_strdup_printf ("%s is ready", name);
  GtkWidget *prompt = wm_playtest_page_get_prompt (page);

  g_assert_nonnull (ready);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ready)), ==, label);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (prompt)), name));
  g_assert_cmpint (wm_play_session_hand_over_to (session), ==, player);
  g_assert_cmpint (wm_play_session_viewer (session), ==, WM_PLAY_VIEW_PUBLIC);
  assert_no_hand (page, "the hand-over");
  /* The only button: no decision of anybody's. */
  g_assert_null (gtk_widget_get_next_sibling (gtk_widget_get_parent (ready)));
  g_assert_true (wm_test_take_screen (page));
  g_assert_null (wm_test_find_hand_over (page));
  g_assert_cmpint (wm_play_session_viewer (session), ==, player);
  g_assert_nonnull (strstr (page_text (page), "Hand:"));
}

static char *
seat_name (WmPlaySession *session, int player)
{
  const WmGame *game = wm_play_session_game (session);
  const WmVariant *variant = wm_game_variant (game);
  const WmCharacter *ch = g_ptr_array_index (variant->characters, wm_game_character (game, player));

  return g_strdup (wm_text_get (&ch->name, "en", "en"));
}

static void
test_plan_hidden (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = wm_test_start_game (window, 3, seats, 7, WM_TEST_GAME_PAUSED);
  GtkWidget *back = gtk_widget_get_ancestor (
      wm_test_find_icon (GTK_WIDGET (page), "go-previous-symbolic"), GTK_TYPE_BUTTON);
  GtkWidget *forward = gtk_widget_get_ancestor (
      wm_test_find_icon (GTK_WIDGET (page), "go-next-symbolic"), GTK_TYPE_BUTTON);
  g_autofree char *first_name = NULL, *second_name = NULL;
  g_autoptr (GPtrArray) first_plan = NULL;
  g_autoptr (GPtrArray) second_plan = NULL;
  int first, second, undo_stop;

  g_assert_nonnull (back);
  g_assert_nonnull (forward);
  first = wm_play_session_human_to_move (session);
  g_assert_cmpint (first, >=, 0);
  second = 1 - first;
  first_name = seat_name (session, first);
  second_name = seat_name (session, second);

  /* The game begins with the first human taking the screen. */
  take_screen (page, session, first, first_name);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-hotseat-first-plans");
  while (wm_play_session_human_to_move (session) == first)
    decide (page);
  first_plan = plan_texts (session, first);

  /* The first human's plan made: the hand-over to the second. */
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, second);
  assert_hidden (page, first_plan, "the hand-over");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-hotseat-hand-over");
  /* Undo before handing over takes back the first human's own decision. */
  g_assert_true (wm_playtest_page_can_undo (page));
  take_screen (page, session, second, second_name);
  assert_hidden (page, first_plan, "the second human planning");

  /* One decision of the second human's, and one back: the first's plan
   * stays face down in the position looked at and the log. */
  decide (page);
  wm_test_click (back);
  g_assert_true (wm_play_session_reviewing (session));
  assert_hidden (page, first_plan, "looking back");
  wm_test_click (back);
  assert_hidden (page, first_plan, "looking back twice");
  wm_test_click (forward);
  wm_test_click (forward);
  g_assert_false (wm_play_session_reviewing (session));

  /* Undo takes back the second human's decision, then stops at the
   * first's, and says why. */
  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (5);
  assert_hidden (page, first_plan, "after an undo");
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, second);
  undo_stop = wm_play_session_undo_stopped_by (session);
  g_assert_cmpint (undo_stop, ==, first);
  g_assert_false (wm_playtest_page_can_undo (page));
  g_assert_false (wm_playtest_page_undo (page));
  assert_hidden (page, first_plan, "after a refused undo");
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, second);
  {
    g_autofree char *shown = page_text (page);
    g_autofree char *why = g_strdup_printf ("Undo stops at %s", first_name);
    g_assert_nonnull (strstr (shown, why));
  }

  /* The second human plans; then the bot's turn shows neither plan. */
  while (wm_play_session_human_to_move (session) == second)
    {
      decide (page);
      assert_hidden (page, first_plan, "the second human planning");
    }
  second_plan = plan_texts (session, second);
  g_assert_cmpint (wm_play_session_human_to_move (session), <, 0);
  g_assert_cmpint (wm_play_session_viewer (session), ==, WM_PLAY_VIEW_PUBLIC);
  assert_hidden (page, first_plan, "the bot's turn");
  assert_hidden (page, second_plan, "the bot's turn");
  assert_no_hand (page, "the bot's turn");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-hotseat-bot");
  wm_test_click (back);
  assert_hidden (page, first_plan, "looking back in the bot's turn");
  assert_hidden (page, second_plan, "looking back in the bot's turn");
}

/* One human against bots: no hand-over, the human's hand shown while the
 * bots move (as before). */
static void
test_one_human_no_hand_over (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  const int one[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session = wm_test_start_game (window, 3, one, 7, WM_TEST_GAME_PAUSED);
  g_autoptr (GPtrArray) plan = NULL;
  g_autofree char *shown = NULL;

  g_assert_null (wm_test_find_hand_over (page));
  g_assert_false (wm_play_session_hot_seat (session));
  while (wm_play_session_human_to_move (session) == 0)
    {
      g_assert_null (wm_test_find_hand_over (page));
      decide (page);
    }
  g_assert_cmpint (wm_play_session_viewer (session), ==, 0);
  /* The human's own plan, the highwayman marker too, while the bots plan. */
  plan = plan_texts (session, 0);
  shown = page_text (page);
  for (guint i = 0; i < plan->len; i++)
    g_assert_nonnull (strstr (shown, plan->pdata[i]));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-hotseat-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);
  g_test_add_func ("/play/hotseat/plan-hidden", test_plan_hidden);
  g_test_add_func ("/play/hotseat/one-human-no-hand-over", test_one_human_no_hand_over);
  return wm_test_app_run (app);
}
