/* What the Playtest page says of the human's decision (review b): the
 * heading names sunrise's planning, not the morning; a move says how many
 * moves are left and what the character's ability added; a move or a
 * highwayman without a way on says why, not "click a highlighted space";
 * a player's name tells the character's ability. Positions of the
 * review's game (tests/play/data/review-b-days-1-3.xml, days 1 to 3 of
 * the base game, seed 7), cut at a decision. Under Xvfb; with
 * WM_SHOT_DIR set it writes PNGs there. */

#include "config.h"

#include "wm-test-gui.h"

#include <string.h>

#include "wm-application.h"
#include "wm-game-io.h"
#include "wm-player-panel.h"
#include "wm-playtest-page.h"
#include "wm-window-private.h"

/* Days 1 to 3 of the review's game, every seat human. */
#define open_review_game(window, n) wm_test_open_log_at ((window), "review-b-days-1-3.xml", 4, (n))

static WmApplication *app;

static const char *
prompt_text (WmPlaytestPage *page)
{
  return gtk_label_get_text (GTK_LABEL (wm_playtest_page_get_prompt (page)));
}

static const char *
heading_text (WmPlaytestPage *page)
{
  return gtk_label_get_text (GTK_LABEL (wm_playtest_page_get_heading (page)));
}

/* The heading says "sunrise: planning" while the players plan, and the
 * turn once they move. */
static void
test_planning_heading (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = open_review_game (window, 0);

  g_assert_cmpint (wm_play_session_state (session)->t.stage, ==, WM_STAGE_PLAN);
  g_assert_cmpstr (heading_text (page), ==, "Day 1 · sunrise: planning · event: —");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-prompts-planning");
  session = open_review_game (window, 24);
  g_assert_cmpint (wm_play_session_state (session)->t.stage, !=, WM_STAGE_PLAN);
  g_assert_cmpstr (heading_text (page), ==, "Day 1 · morning · event: —");
}

/* Day 3, decision 142: Odile Ferrant (purple) on the inn east of
 * Oakhollow holds Mist on the Water (north, north-east, water), whose
 * only way leads onto the highwayman at r3:s22: the prompt says so, and a
 * click on the board keeps saying why. */
static void
test_no_move_says_why (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = open_review_game (window, 141);
  g_autoptr (GPtrArray) buttons = wm_test_play_choices (page);
  const WmChoice *only;

  g_assert_cmpint (wm_play_session_state (session)->step, ==, WM_STEP_MOVE);
  g_assert_cmpuint (buttons->len, ==, 1);
  only = g_object_get_data (buttons->pdata[0], "wm-choice");
  g_assert_cmpint (only->kind, ==, WM_CHOICE_STOP);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-prompts-no-move");
  g_assert_cmpstr (prompt_text (page), ==,
                   "No move is possible: every way this card allows from here leads onto a "
                   "highwayman. End the move here.");
  g_assert_null (strstr (prompt_text (page), "click"));
}

/* Day 3, decision 145: Casimir Vell (yellow) plays The Ferryman's Favour
 * (3 moves) in the turn of his intrigue marker, and his ability gives him
 * one more: "4 of 4 moves left (+1 from Casimir Vell’s ability)", then
 * one fewer a step. */
static void
test_moves_left (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  /* The step the review's game made next. */
  WmChoice next = *wm_play_session_decision (open_review_game (window, 1000), 144);
  WmPlaySession *session = open_review_game (window, 144);
  const WmGameState *state = wm_play_session_state (session);
  g_autoptr (GPtrArray) buttons = wm_test_play_choices (page);
  GtkWidget *button = NULL;

  g_assert_cmpint (state->step, ==, WM_STEP_MOVE);
  g_assert_cmpint (state->t.steps_left, ==, 4);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-prompts-moves-left");
  g_assert_true (g_str_has_prefix (prompt_text (page),
                                   "4 of 4 moves left (+1 from Casimir Vell’s ability). Move: "));
  g_assert_cmpint (next.kind, ==, WM_CHOICE_STEP);
  for (guint i = 0; i < buttons->len; i++)
    {
      const WmChoice *c = g_object_get_data (buttons->pdata[i], "wm-choice");
      if (c->kind == next.kind && c->a == next.a && c->b == next.b)
        button = buttons->pdata[i];
    }
  g_assert_nonnull (button);
  wm_test_click (button);
  wm_test_iterate (5);
  g_assert_true (g_str_has_prefix (prompt_text (page),
                                   "3 of 4 moves left (+1 from Casimir Vell’s ability). Move: "));
}

/* The highwayman moved as far as its card allows: the prompt says it
 * stops, and offers no click. The first such moment of the review's
 * game. */
static void
test_highwayman_stops (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *whole = open_review_game (window, 1000);
  WmGame *game = wm_play_session_game (whole);
  int n = wm_play_session_n_decisions (whole), at = -1;
  g_autoptr (GPtrArray) buttons = NULL;
  const WmChoice *only;
  WmGameState state;

  for (int i = 1; i < n && at < 0; i++)
    {
      g_assert_true (wm_game_replay (game, wm_play_session_decision (whole, 0), i, &state, NULL));
      if (state.step == WM_STEP_HW_MOVE && state.t.hw_moved && state.t.hw_steps_left <= 0)
        at = i;
    }
  g_assert_cmpint (at, >, 0);
  g_test_message ("the highwayman stops after decision %d", at);
  open_review_game (window, at);
  buttons = wm_test_play_choices (page);
  g_assert_cmpuint (buttons->len, ==, 1);
  only = g_object_get_data (buttons->pdata[0], "wm-choice");
  g_assert_cmpint (only->kind, ==, WM_CHOICE_HW_STOP);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-prompts-highwayman-stops");
  g_assert_cmpstr (prompt_text (page), ==, "No moves left: the highwayman stops here.");
}

/* A player's name, compact or whole, tells the character's ability in
 * its tooltip. */
static void
test_ability_tooltip (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = open_review_game (window, 0);
  const WmGame *game = wm_play_session_game (session);
  const WmVariant *variant = wm_game_variant (game);
  GtkWidget *panels[WM_GAME_MAX_PLAYERS] = { NULL };
  int n = 0;

  /* The panels stand side by side in seat order. */
  for (GtkWidget *w = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_PLAYER_PANEL); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (WM_IS_PLAYER_PANEL (w) && n < WM_GAME_MAX_PLAYERS)
      panels[n++] = w;
  g_assert_cmpint (n, >=, wm_game_n_players (game));
  for (int p = 0; p < wm_game_n_players (game); p++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, wm_game_character (game, p));
      const char *ability = wm_text_get (&ch->text, "en", "en");
      /* The name line's stack: the whole panel's name, the compact line. */
      GtkWidget *head = gtk_widget_get_first_child (gtk_widget_get_first_child (panels[p]));
      int with = 0;

      g_assert_nonnull (ability);
      /* The name line, whole and compact: both tell it. */
      for (GtkWidget *w = gtk_widget_get_first_child (head); w; w = gtk_widget_get_next_sibling (w))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (w);
          with += tooltip != NULL && strstr (tooltip, ability) != NULL;
        }
      g_assert_cmpint (with, ==, 2);
    }
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-prompts-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);
  g_test_add_func ("/play/prompts/planning-heading", test_planning_heading);
  g_test_add_func ("/play/prompts/no-move-says-why", test_no_move_says_why);
  g_test_add_func ("/play/prompts/moves-left", test_moves_left);
  g_test_add_func ("/play/prompts/highwayman-stops", test_highwayman_stops);
  g_test_add_func ("/play/prompts/ability-tooltip", test_ability_tooltip);
  return wm_test_app_run (app);
}
