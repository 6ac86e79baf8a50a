/* Playtest and simulation in the app, under Xvfb: a whole game with one
 * human seat driven by scripted UI actions (the New Game dialog, clicks on
 * decision buttons and on the board) against a bot; undo, stepping back
 * and forth, saving and loading the log; a small batch whose charts and
 * heat map get filled while the main loop keeps serving frames; a game of
 * that batch opened in Playtest; the cards all turned face up at game
 * over and not before, and kept face up when an undo takes the game back
 * into play. With WM_SHOT_DIR set it also writes PNGs
 * of the pages there. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-lang.h"
#include "wm-test-tmp.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-application.h"
#include "wm-board-view.h"
#include "wm-deck-edits.h"
#include "wm-game-io.h"
#include "wm-new-game-dialog.h"
#include "wm-player-panel.h"
#include "wm-playtest-page.h"
#include "wm-sim-charts.h"
#include "wm-simulation-page.h"
#include "wm-window-private.h"

#ifdef WM_HAVE_XTEST
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>
#endif

static WmApplication *app;

/* A game whose end leaves the bot with cards in hand or a side quest. */
#define REVEAL_SEED 4243

/* What a button's label starts with and holds. */
typedef struct
{
  const char *prefix;
  const char *part;
} LabelParts;

static gboolean
button_with (GtkWidget *widget, gconstpointer data)
{
  const LabelParts *parts = data;
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

  return label && g_str_has_prefix (label, parts->prefix) && strstr (label, parts->part);
}

static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
label_starts (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

static gboolean
check_is (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_CHECK_BUTTON (widget)
         && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), label) == 0;
}

static gboolean
name_is (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_status_page (GtkWidget *widget, gconstpointer unused)
{
  return ADW_IS_STATUS_PAGE (widget);
}

/* @widget's tooltip is @tooltip, or @tooltip followed by the keyboard
 * shortcut in brackets ("One bot decision (Ctrl+Right)"). */
static gboolean
tooltip_is (GtkWidget *widget, gconstpointer tooltip)
{
  const char *text = gtk_widget_get_tooltip_text (widget);
  size_t n = strlen (tooltip);

  return text != NULL && strncmp (text, tooltip, n) == 0
         && (text[n] == '\0'
             || (g_str_has_prefix (text + n, " (") && g_str_has_suffix (text, ")")));
}

/* The first button under @root whose label starts with @prefix and holds
 * @part. */
static GtkWidget *
find_button_with (GtkWidget *root, const char *prefix, const char *part)
{
  LabelParts parts = { prefix, part };

  return wm_test_find_widget (root, button_with, &parts);
}

/* The first label under @root that reads @text. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  return wm_test_find_widget (root, label_is, text);
}

/* A drop-down offering the item @text. */
static gboolean
drop_down_offers (GtkWidget *widget, gconstpointer text)
{
  GListModel *model;

  if (!GTK_IS_DROP_DOWN (widget) || (model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) == NULL)
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (model, i);

      if (GTK_IS_STRING_OBJECT (item)
          && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), text) == 0)
        return TRUE;
    }
  return FALSE;
}

/* How many labels under @root hold @part. */
static int
count_labels_with (GtkWidget *root, const char *part)
{
  int n = GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += count_labels_with (c, part);
  return n;
}

/* A game played to its end keeps moving towards it. A hang is caught by
 * meson's timeout for this test: a wall-clock deadline per game failed on
 * machines busy with other tests. */
static void
assert_game_goes_on (WmPlaySession *session)
{
  g_assert_cmpint (wm_play_session_state (session)->day, <=, 100);
}

/* The log keeps the bot's planned cards face down from the human seat
 * while the day is young, as the panels do. */
static void
check_log_hides_plans (WmPlaytestPage *page, WmPlaySession *session)
{
  const WmGame *game = wm_play_session_game (session);
  const char *bot = ((WmCharacter *) g_ptr_array_index (wm_game_variant (game)->characters,
                                                        wm_game_character (game, 1)))->id;
  g_autofree char *plan_line = g_strdup_printf (". %s plan ", bot);

  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "plans a card, face down"), >, 0);
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), plan_line), ==, 0);
}

/* Every step the human may take has a button that names where it goes as
 * a player would ("to Fennick · Road", "to the space west of Elmswick ·
 * Road"), not by the file's ids ("to r1:s21"; R4 of review 6). */
static void
check_step_labels (WmPlaytestPage *page, WmPlaySession *session)
{
  const WmGame *game = wm_play_session_game (session);
  const WmMap *map = wm_game_map (game);
  g_auto (GStrv) names = wm_game_place_names (game);
  WmChoice choices[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, wm_play_session_state (session), -1, choices,
                                 WM_GAME_MAX_CHOICES);
  int checked = 0;

  for (int i = 0; i < n; i++)
    if (choices[i].kind == WM_CHOICE_STEP && map->exits[choices[i].a].via == WM_VIA_PATH)
      {
        const char *name = names[map->exits[choices[i].a].to];
        g_autofree char *to = g_strdup_printf (" to %s · ", name);
        GtkWidget *button = find_button_with (GTK_WIDGET (page), choices[i].b ? "Extra move " : "Step ", to);
        g_assert_nonnull (button);
        g_assert_false (g_regex_match_simple (" to r[0-9]+:", gtk_button_get_label (GTK_BUTTON (button)), 0, 0));
        checked++;
      }
  /* The seeded game's first move has steps to offer. */
  g_assert_cmpint (checked, >, 0);
}

/* Every widget of @type under @root, in the order of the widget tree. */
static void
find_of_type (GtkWidget *root, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    find_of_type (c, type, out);
}

static void
find_spins (GtkWidget *root, GPtrArray *out)
{
  find_of_type (root, GTK_TYPE_SPIN_BUTTON, out);
}

static GtkWidget *
find_tooltip (GtkWidget *root, const char *tooltip)
{
  return wm_test_find_widget (root, tooltip_is, tooltip);
}

/* The decision buttons the page offers now. */
static GPtrArray *
choice_buttons (WmPlaytestPage *page)
{
  GPtrArray *buttons = g_ptr_array_new ();
  GtkWidget *box = wm_playtest_page_get_choices (page);

  /* In a hot-seat game the next human takes the screen first. */
  wm_test_take_screen (page);
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    g_ptr_array_add (buttons, gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)));
  return buttons;
}

static gboolean
named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* Types @text into the New Game dialog's Seed. */
static void
set_seed (WmNewGameDialog *dialog, const char *text)
{
  GtkWidget *seed = wm_test_find_widget (GTK_WIDGET (dialog), named, "seed");

  g_assert_true (GTK_IS_ENTRY (seed));
  gtk_editable_set_text (GTK_EDITABLE (seed), text);
}

/* The New Game dialog's Start; the game in progress that it asks about
 * (test-play-discard checks the question) is discarded. */
static void
press_start (WmNewGameDialog *dialog)
{
  GtkWidget *ask;

  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (20);
  ask = wm_test_open_message_dialog ();
  if (ask != NULL
      && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ask)),
                    "Discard the Game in Progress?") == 0)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "discard");
      gtk_window_destroy (GTK_WINDOW (ask));
    }
}

/* One human decision as a player makes it: at the start of a move a click
 * on a reachable space, otherwise a click on one of the offered buttons. */
static void
human_decides (WmPlaytestPage *page, GRand *rand)
{
  WmPlaySession *session = wm_playtest_page_get_session (page);
  const WmGameState *state = wm_play_session_state (session);
  int player = wm_play_session_human_to_move (session);
  g_autoptr (GPtrArray) buttons = choice_buttons (page);

  g_assert_cmpint (buttons->len, >, 0);
  if (state->step == WM_STEP_MOVE && !state->t.moved && g_rand_boolean (rand))
    {
      WmGame *game = wm_play_session_game (session);
      g_autoptr (GArray) reach = wm_game_reach (game, state, player, state->t.card,
                                                state->players[player].marker == state->turn);
      if (reach->len > 0)
        {
          const WmReach *r = &g_array_index (reach, WmReach, g_rand_int_range (rand, 0, reach->len));
          int before = wm_play_session_n_decisions (session);
          wm_board_view_click_space (WM_BOARD_VIEW (wm_playtest_page_get_board (page)), r->space);
          g_assert_cmpint (wm_play_session_n_decisions (session), >, before);
          g_assert_true (wm_play_session_human_to_move (session) != player
                         || wm_play_session_state (session)->step != WM_STEP_MOVE
                         || wm_play_session_state (session)->t.moved);
          return;
        }
    }
  wm_test_click (g_ptr_array_index (buttons, g_rand_int_range (rand, 0, buttons->len)));
}

/* Line @i of the log's model. */
static char *
log_model_line (GListModel *model, guint i)
{
  g_autoptr (GtkStringObject) line = NULL;

  g_assert_cmpuint (i, <, g_list_model_get_n_items (model));
  line = g_list_model_get_item (model, i);
  return g_strdup (gtk_string_object_get_string (line));
}

/* The log's line where the day of @state begins: "Day N" on the first day
 * and in a game without events, else "Day N · event: NAME", with the
 * card's id after the name for the cards @clashing (ids, NULL-terminated,
 * or NULL) that share their name. */
static char *
day_line (WmGame *game, const WmGameState *state, const char *const *clashing)
{
  const WmCard *card;
  g_autofree char *name = NULL;

  g_assert_true ((state->event != WM_GAME_NONE)
                 == (state->day >= 2 && !wm_game_setup (game)->no_events));
  if (state->event == WM_GAME_NONE)
    return g_strdup_printf ("Day %d", state->day);
  card = wm_game_card (game, state->event);
  name = wm_play_card_name (game, state->event);
  if (clashing != NULL && g_strv_contains (clashing, card->id))
    return g_strdup_printf ("Day %d · event: %s (%s)", state->day, name, card->id);
  return g_strdup_printf ("Day %d · event: %s", state->day, name);
}

/* The log is the session's decisions, numbered, each day's line before
 * the day's first decision, and at the end once a day has begun that
 * nobody has decided in yet (R15-11); @clashing as for day_line (). */
static void
check_log_days (WmPlaytestPage *page, WmPlaySession *session, const char *const *clashing)
{
  GtkWidget *view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  WmGame *game = wm_play_session_game (session);
  int n = wm_play_session_n_decisions (session), day = 0;
  guint line = 0;
  WmGameState state;

  wm_game_start (game, &state);
  for (int i = 0; i <= n; i++)
    {
      if (state.day != day && (i < n || !wm_game_is_over (&state)))
        {
          g_autofree char *want = day_line (game, &state, clashing);
          g_autofree char *have = log_model_line (model, line++);
          g_assert_cmpstr (have, ==, want);
          day = state.day;
        }
      if (i < n)
        {
          g_autofree char *have = log_model_line (model, line++);
          g_autofree char *number = g_strdup_printf ("%d. ", i + 1);
          g_assert_true (g_str_has_prefix (have, number));
          wm_game_apply_listed (game, &state, wm_play_session_decision (session, i));
        }
    }
  g_assert_cmpuint (line, ==, g_list_model_get_n_items (model));
}

/* A click on a line of the log (the list's activation) shows the game
 * there: after a decision's line's decision, on a day's line as that day
 * began; then back to the end. */
static void
check_log_clicks (WmPlaytestPage *page, WmPlaySession *session)
{
  GtkWidget *view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  int n = wm_play_session_n_decisions (session), before = 0, days = 0;

  for (guint line = 0; line < g_list_model_get_n_items (model); line++)
    {
      g_autofree char *text = log_model_line (model, line);
      int number = atoi (text);

      g_signal_emit_by_name (view, "activate", line);
      if (number > 0)
        {
          g_assert_cmpint (wm_play_session_get_cursor (session), ==, number);
          before = number;
          continue;
        }
      /* "Day 3 · event: …": the day's start, its day's number shown. */
      days++;
      g_assert_cmpint (wm_play_session_get_cursor (session), ==, before);
      g_assert_cmpint (wm_play_session_state (session)->day, ==, days);
      g_assert_true (wm_play_session_reviewing (session) == (before < n));
    }
  g_assert_cmpint (days, >=, 3);
  wm_play_session_set_cursor (session, n);
}

static void
test_human_game (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WmNewGameDialog *dialog;
  WmPlaySession *session;
  WmGameState end;
  int human_decisions = 0, undone = 0;
  gboolean shot_move = FALSE;
  int board_height = -1;

  wm_window_show_section (window, "playtest");
  g_assert_null (wm_playtest_page_get_session (page));
  dialog = wm_test_open_new_game_dialog (page);
  find_spins (GTK_WIDGET (dialog), spins);
  g_assert_cmpuint (spins->len, ==, 1); /* players; the seed is text */
  gtk_spin_button_set_value (spins->pdata[0], 2);
  set_seed (dialog, "4242");
  wm_test_screenshot (GTK_WIDGET (dialog), "new-game");
  press_start (dialog);
  wm_test_iterate (50);
  session = wm_playtest_page_get_session (page);
  g_assert_nonnull (session);
  g_assert_cmpint (wm_game_n_players (wm_play_session_game (session)), ==, 2);
  g_assert_cmpint (wm_game_setup (wm_play_session_game (session))->seed, ==, 4242);
  g_assert_cmpint (wm_play_session_controller (session, 0), ==, WM_PLAY_HUMAN);
  g_assert_cmpint (wm_play_session_controller (session, 1), ==, WM_BOT_GREEDY);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-plan");

  wm_playtest_page_set_delay (page, 0);
  wm_playtest_page_set_playing (page, TRUE);
  while (!wm_game_is_over (wm_play_session_state (session)))
    {
      assert_game_goes_on (session);
      wm_test_iterate (2);
      if (wm_play_session_human_to_move (session) < 0 || wm_playtest_page_is_busy (page))
        continue;
      if (!shot_move && wm_play_session_state (session)->step == WM_STEP_MOVE)
        {
          wm_test_screenshot (GTK_WIDGET (window), "playtest-move");
          check_step_labels (page, session);
          /* The seeded game's first human move is on the first morning,
           * when the bot's planned cards are all still face down. */
          g_assert_cmpint (wm_play_session_state (session)->day, ==, 1);
          g_assert_cmpint (wm_play_session_state (session)->turn, ==, 0);
          check_log_hides_plans (page, session);
          shot_move = TRUE;
        }
      /* The board keeps its size from day to day: the day's event text
       * under the one-line heading keeps its height (it took the board's
       * when it was part of the heading). */
      if (board_height < 0)
        board_height = gtk_widget_get_height (wm_playtest_page_get_board (page));
      g_assert_cmpint (gtk_widget_get_height (wm_playtest_page_get_board (page)), ==, board_height);
      human_decides (page, rand);
      human_decisions++;
      /* Once, take a decision back: the log ends before the human's last
       * decision and the position is what replaying that log gives. */
      if (human_decisions == 20 && !undone)
        {
          int n = wm_play_session_n_decisions (session), last = n - 1;
          WmGameState replayed;
          while (last >= 0 && wm_play_session_controller (session, wm_play_session_decision (session, last)->player) != WM_PLAY_HUMAN)
            last--;
          g_assert_true (wm_playtest_page_undo (page));
          g_assert_cmpint (wm_play_session_n_decisions (session), ==, last);
          g_assert_true (wm_game_replay (wm_play_session_game (session),
                                         wm_play_session_decision (session, 0), last, &replayed, NULL));
          g_assert_true (wm_game_state_equal (&replayed, wm_play_session_state (session)));
          g_assert_cmpint (wm_play_session_human_to_move (session), ==, 0);
          wm_test_iterate (2);
          check_log_days (page, session, NULL);
          undone = 1;
          wm_playtest_page_set_playing (page, TRUE);
        }
    }
  g_assert_true (undone);
  g_assert_cmpint (human_decisions, >, 10);
  g_assert_cmpint (wm_play_session_state (session)->winner, >=, 0);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-over");

  /* Back and forth through the game: the positions are those of the log. */
  end = *wm_play_session_state (session);
  {
    GtkWidget *back = find_tooltip (GTK_WIDGET (page), "One decision back");
    GtkWidget *forward = find_tooltip (GTK_WIDGET (page), "One decision forward");
    int n = wm_play_session_n_decisions (session);
    WmGameState before;

    g_assert_false (gtk_widget_is_sensitive (forward));
    wm_test_click (back);
    wm_test_click (back);
    g_assert_cmpint (wm_play_session_get_cursor (session), ==, n - 2);
    g_assert_true (wm_game_replay (wm_play_session_game (session),
                                   wm_play_session_decision (session, 0), n - 2, &before, NULL));
    g_assert_true (wm_game_state_equal (&before, wm_play_session_state (session)));
    wm_test_click (forward);
    wm_test_click (forward);
    g_assert_false (gtk_widget_is_sensitive (forward));
    g_assert_true (wm_game_state_equal (&end, wm_play_session_state (session)));
  }

  /* The log saved and loaded again gives the same game. */
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);
  g_assert_true (wm_playtest_page_load_log (page, file, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  g_assert_true (wm_game_state_equal (&end, wm_play_session_state (session)));
  g_unlink (path);
  g_rmdir (dir);
}

/* The texts of the labels under @root, one a line. */
static void
label_texts (GtkWidget *root, GString *out)
{
  if (GTK_IS_LABEL (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    label_texts (c, out);
}

/* The panel of player @p (the page lays them out in seat order). */
static GtkWidget *
find_panel (GtkWidget *root, int *p)
{
  if (WM_IS_PLAYER_PANEL (root) && (*p)-- == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_panel (c, p);
      if (found)
        return found;
    }
  return NULL;
}

static char *
panel_text (WmPlaytestPage *page, int player)
{
  GString *text = g_string_new (NULL);
  GtkWidget *panel = find_panel (GTK_WIDGET (page), &player);

  g_assert_nonnull (panel);
  label_texts (panel, text);
  return g_string_free (text, FALSE);
}

/* The button offering @choice. */
static GtkWidget *
choice_button (WmPlaytestPage *page, const WmChoice *choice)
{
  g_autoptr (GPtrArray) buttons = choice_buttons (page);

  for (guint i = 0; i < buttons->len; i++)
    {
      const WmChoice *c = g_object_get_data (buttons->pdata[i], "wm-choice");
      if (c->kind == choice->kind && c->player == choice->player && c->a == choice->a
          && c->b == choice->b)
        return buttons->pdata[i];
    }
  return NULL;
}

/* Whether @surface differs from @other anywhere. */
static gboolean
surfaces_differ (cairo_surface_t *surface, cairo_surface_t *other)
{
  int size = cairo_image_surface_get_stride (surface) * cairo_image_surface_get_height (surface);

  cairo_surface_flush (surface);
  cairo_surface_flush (other);
  return memcmp (cairo_image_surface_get_data (surface), cairo_image_surface_get_data (other), size)
         != 0;
}

static cairo_surface_t *
draw_board (WmBoardView *board)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 500, 500);
  cairo_t *cr = cairo_create (surface);

  wm_board_view_draw_to (board, cr, 500, 500);
  cairo_destroy (cr);
  return surface;
}

/* The board turns the secret places nobody found over (when there are). */
static void
check_board_reveals (WmPlaytestPage *page, const WmGameState *end)
{
  WmBoardView *board = WM_BOARD_VIEW (wm_playtest_page_get_board (page));
  const WmMap *map = wm_game_map (wm_play_session_game (wm_playtest_page_get_session (page)));
  cairo_surface_t *revealed, *hidden;
  int unfound = 0;

  for (int sp = 0; sp < map->n_spaces; sp++)
    unfound += map->spaces[sp].place == WM_PLACE_SECRET && end->place_kind[sp] != WM_GAME_NONE
               && !wm_game_discovered (end, sp);
  revealed = draw_board (board);
  wm_board_view_set_revealed (board, FALSE);
  hidden = draw_board (board);
  wm_board_view_set_revealed (board, TRUE);
  g_test_message ("%d secret places not found at game over", unfound);
  g_assert_true (surfaces_differ (revealed, hidden) == (unfound > 0));
  cairo_surface_destroy (revealed);
  cairo_surface_destroy (hidden);
}

/* The bot's panel as the human seat reads it at game over: every held
 * quest, the hand and the plan by name; nothing face down. */
static void
check_panel_revealed (WmPlaytestPage *page, const WmGame *game, const WmGameState *end, int bot)
{
  const WmPlayerState *ps = &end->players[bot];
  g_autofree char *text = panel_text (page, bot);

  g_assert_null (strstr (text, "face down"));
  for (int i = 0; i < ps->n_held; i++)
    {
      g_autofree char *name = wm_play_card_name (game, ps->held[i].card);
      g_autofree char *line = g_strdup_printf ("• %s", name);
      g_assert_nonnull (strstr (text, line));
    }
  g_assert_true ((strstr (text, "Hand:") != NULL) == (ps->n_hand > 0));
  for (int i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *name = wm_play_card_name (game, ps->hand[i]);
      g_assert_nonnull (strstr (text, name));
    }
  for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
    if (ps->plan[t] != WM_GAME_NONE)
      {
        g_autofree char *name = wm_play_card_name (game, ps->plan[t]);
        g_assert_nonnull (strstr (text, name));
      }
}

/* Whether the human seat's view at @end hides something of @bot that its
 * panel shows: a hand, a side quest held. */
static gboolean
view_hides (const WmGame *game, const WmGameState *end, int bot)
{
  const WmPlayerState *ps = &end->players[bot];
  gboolean side_quest = FALSE;

  for (int i = 0; i < ps->n_held; i++)
    side_quest |= wm_game_card_kind (game, ps->held[i].card) == WM_DECK_SIDE_QUEST;
  return ps->n_hand > 0 || side_quest;
}

/* Called before each decision of the human seat while a game runs. */
typedef void (*BeforeDecision) (WmPlaytestPage *page, gpointer data);

/* Plays the seeded game (REVEAL_SEED, the human seat against a greedy bot)
 * to its end, a bot deciding for the human seat through the decision
 * buttons; returns the session. */
static WmPlaySession *
play_seeded_game (WmWindow *window, BeforeDecision before, gpointer data)
{
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmBotSpec spec = { .tier = WM_BOT_GREEDY };
  g_autoptr (WmBot) human = NULL;
  g_autoptr (GError) error = NULL;
  WmPlaySession *session;
  WmGameSetup setup;
  int decisions = 0;

  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = REVEAL_SEED;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  spec.persona = *wm_persona_builtin ("balanced");
  human = wm_bot_new (&spec, 99);
  wm_playtest_page_set_delay (page, 0);
  wm_playtest_page_set_playing (page, TRUE);
  while (!wm_game_is_over (wm_play_session_state (session)))
    {
      WmChoice choice;

      assert_game_goes_on (session);
      wm_test_iterate (2);
      if (wm_play_session_human_to_move (session) != 0 || wm_playtest_page_is_busy (page))
        continue;
      if (before)
        before (page, data);
      wm_bot_decide (human, wm_play_session_game (session), wm_play_session_state (session), 0,
                     &choice);
      wm_test_click (choice_button (page, &choice));
      decisions++;
    }
  g_test_message ("%d human decisions", decisions);
  return session;
}

/* While the game runs the bot's hand stays out of its panel, nothing says
 * face up, and (counted in @data) some of its cards read face down. */
static void
check_face_down (WmPlaytestPage *page, gpointer data)
{
  g_autofree char *text = panel_text (page, 1);

  g_assert_null (strstr (text, "Hand:"));
  *(int *) data += strstr (text, "face down") != NULL;
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "face up"), ==, 0);
}

/* A seeded game, its human seat played by a bot through the decision
 * buttons: while it runs the other seat's hand stays out of the panel and
 * some of its cards read face down; at game over its panel shows its real
 * quests, hand and plan, the page says so, and so it stays while reviewing
 * the finished game. */
static void
test_reveal_at_end (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session;
  const WmGame *game;
  WmGameState end;
  int face_down = 0;

  session = play_seeded_game (window, check_face_down, &face_down);
  game = wm_play_session_game (session);
  g_test_message ("the bot's panel showed cards face down at %d decisions", face_down);
  g_assert_cmpint (face_down, >, 0);

  end = *wm_play_session_state (session);
  g_assert_true (view_hides (game, &end, 1));
  check_panel_revealed (page, game, &end, 1);
  check_panel_revealed (page, game, &end, 0);
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "turned face up"), ==, 1);
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "face down"), ==, 0);
  check_board_reveals (page, &end);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-revealed");

  /* Reviewing the finished game: every position in full. */
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision back"));
  g_assert_true (wm_play_session_reviewing (session));
  check_panel_revealed (page, game, wm_play_session_state (session), 1);
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "all cards are face up"), ==, 1);
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision forward"));
  g_assert_false (wm_play_session_reviewing (session));
}

/* The decision buttons and their heading give way to the summary. */
static void
check_summary_shown (WmPlaytestPage *page, gboolean shown)
{
  g_assert_true (gtk_widget_get_visible (wm_playtest_page_get_summary (page)) == shown);
  g_assert_true (gtk_widget_is_visible (wm_playtest_page_get_choices (page)) == !shown);
  g_assert_true (gtk_widget_get_visible (find_label (GTK_WIDGET (page), "Your decision")) == !shown);
  g_assert_cmpint (count_labels_with (wm_playtest_page_get_summary (page), "Player"), ==, 1);
}

static const char *
character_name (const WmGame *game, int player)
{
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_fallback_language (variant);
  const WmCharacter *ch = g_ptr_array_index (variant->characters, wm_game_character (game, player));

  return wm_text_get (&ch->name, lang, lang);
}

/* The gold a player's quests completed, weapons and places discovered
 * bring is no more than the gold the player ends with (events and
 * abilities add bonuses): quests are not counted that were not done. */
static void
check_record_gold (const WmGame *game, const WmGameState *end, const WmPlayRecord *record, int p)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmCharacter *ch = g_ptr_array_index (variant->characters, end->players[p].character);
  int gold = record->n_places * variant->rules.discovery_gold;

  g_assert_cmpint (record->n_quests, <=, WM_PLAY_MAX_LISTED);
  for (int i = 0; i < record->n_quests; i++)
    {
      const WmCard *card = wm_game_card (game, record->quests[i]);
      gold += card->reward ? card->reward->gold : 0;
    }
  for (int w = 0; w < end->players[p].n_weapons && w < (int) ch->weapons->len; w++)
    gold += ((WmWeaponStep *) g_ptr_array_index (ch->weapons, w))->gold;
  g_test_message ("player %d: %d gold explained of %d", p, gold, end->players[p].gold);
  g_assert_cmpint (gold, <=, end->players[p].gold);
}

/* At game over the summary names the winner, the day and the seat, and has
 * a row per player: name, gold of the goal, quests completed (as many as
 * the log shows leaving a hand undiscarded), weapons and places. */
static void
check_summary (WmPlaytestPage *page, WmPlaySession *session)
{
  const WmGame *game = wm_play_session_game (session);
  const WmGameState *end = wm_play_session_end (session);
  GtkWidget *summary = wm_playtest_page_get_summary (page);
  g_autoptr (GString) text = g_string_new (NULL);
  static const char *edges[] = { "North edge", "East edge", "South edge", "West edge" };
  g_autofree char *wins = g_strdup_printf ("%s wins on day %d", character_name (game, end->winner),
                                           end->day);
  g_autofree char *seat = g_strdup_printf ("Seat: %s · %s", edges[end->players[end->winner].seat],
                                           wm_play_session_controller_name (session, end->winner));
  WmPlayRecord records[WM_GAME_MAX_PLAYERS];
  int completed = 0;

  g_assert_true (gtk_widget_get_mapped (summary));
  label_texts (summary, text);
  g_test_message ("summary:\n%s", text->str);
  g_assert_nonnull (strstr (text->str, wins));
  g_assert_nonnull (strstr (text->str, seat));
  wm_play_session_records (session, records);
  for (int p = 0; p < wm_game_n_players (game); p++)
    {
      const WmPlayerState *ps = &end->players[p];
      g_autofree char *row = g_strdup_printf ("%s\n%d / %d\n%d\n%d\n%d\n",
                                              character_name (game, p), ps->gold,
                                              wm_game_goal (game), records[p].n_quests,
                                              ps->n_weapons, records[p].n_places);
      g_assert_nonnull (strstr (text->str, row));
      completed += records[p].n_quests;
      check_record_gold (game, end, &records[p], p);
    }
  /* Someone reached the goal, mostly by quests. */
  g_assert_cmpint (completed, >, 0);
  g_assert_cmpint (end->players[end->winner].gold, >=, wm_game_goal (game));
}

/* The seeded game's end: the summary in place of the decision buttons,
 * also while reviewing; gone after an undo takes the game back into play,
 * and back when the game is over again. */
static void
test_summary_at_end (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = play_seeded_game (window, NULL, NULL);
  int n = wm_play_session_n_decisions (session);

  wm_test_iterate (50);
  check_summary_shown (page, TRUE);
  check_summary (page, session);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-summary");
  /* Its New Game button opens the toolbar's dialog; closed unused, the
   * finished game stays. */
  {
    GtkWidget *dialog;

    wm_test_click (wm_test_find_button (wm_playtest_page_get_summary (page), "New Game…"));
    wm_test_iterate (100);
    dialog = wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG);
    g_assert_nonnull (dialog);
    gtk_window_destroy (GTK_WINDOW (dialog));
    wm_test_iterate (20);
    g_assert_true (wm_playtest_page_get_session (page) == session);
  }
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision back"));
  check_summary_shown (page, TRUE);
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision forward"));

  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (20);
  g_assert_false (wm_play_session_is_over (session));
  g_assert_cmpint (wm_play_session_n_decisions (session), <, n);
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, 0);
  check_summary_shown (page, FALSE);
  g_assert_false (gtk_widget_get_mapped (wm_playtest_page_get_summary (page)));
  {
    g_autoptr (GPtrArray) buttons = choice_buttons (page);
    g_assert_cmpint (buttons->len, >, 0);
  }
  wm_test_screenshot (GTK_WIDGET (window), "playtest-undone");

  /* The same decision again ends the game again, with the same summary. */
  {
    WmBotSpec spec = { .tier = WM_BOT_GREEDY };
    g_autoptr (WmBot) human = NULL;

    spec.persona = *wm_persona_builtin ("balanced");
    human = wm_bot_new (&spec, 7);
    wm_playtest_page_set_playing (page, TRUE);
    while (!wm_play_session_is_over (session))
      {
        WmChoice choice;

        assert_game_goes_on (session);
        wm_test_iterate (2);
        if (wm_play_session_human_to_move (session) != 0 || wm_playtest_page_is_busy (page))
          continue;
        wm_bot_decide (human, wm_play_session_game (session), wm_play_session_state (session), 0,
                       &choice);
        wm_test_click (choice_button (page, &choice));
      }
    check_summary_shown (page, TRUE);
    check_summary (page, session);
  }
}


/* Whether the note that the cards were revealed at game over is shown. */
static gboolean
revealed_note_shown (WmPlaytestPage *page)
{
  GtkWidget *note = find_label (GTK_WIDGET (page), "Cards revealed at game over");

  g_assert_nonnull (note);
  return gtk_widget_is_visible (note);
}

/* A game taken back into play after its cards were revealed: the bot's
 * panel shows its real quests, hand and plan, the board the secret places
 * nobody has found, the log no line face down, and the note says why. */
static void
check_still_revealed (WmPlaytestPage *page, WmPlaySession *session)
{
  const WmGame *game = wm_play_session_game (session);
  const WmGameState *state = wm_play_session_state (session);
  g_autofree char *log = wm_test_play_log_text (page);

  g_assert_false (wm_play_session_is_over (session));
  check_panel_revealed (page, game, state, 1);
  g_assert_cmpint (count_labels_with (GTK_WIDGET (page), "face down"), ==, 0);
  g_assert_null (strstr (log, "face down"));
  g_assert_true (wm_board_view_get_revealed (WM_BOARD_VIEW (wm_playtest_page_get_board (page))));
  check_board_reveals (page, state);
  g_assert_true (revealed_note_shown (page));
  g_assert_true (wm_play_session_revealed (session));
  g_assert_cmpint (wm_play_session_viewer (session), ==, -1);
}

/* The seeded game's cards stay face up once revealed at game over: an undo
 * takes the game back into play, the decision buttons return in place of
 * the summary, and the bot's cards, which the human seat's view hides at
 * that position, stay face up, also stepping back and with a second undo;
 * redo brings the same end and its summary back. A new game hides them. */
static void
test_reveal_stays_after_undo (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = play_seeded_game (window, NULL, NULL);
  const WmGame *game = wm_play_session_game (session);
  GtkWidget *undo = find_tooltip (GTK_WIDGET (page), "Take back your last decision");
  GtkWidget *redo = find_tooltip (GTK_WIDGET (page), "Make the decision you took back again, "
                                                     "with the bots' answers to it");
  int n = wm_play_session_n_decisions (session);
  WmGameState end = *wm_play_session_end (session);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;

  wm_test_iterate (20);
  g_assert_true (wm_play_session_revealed (session));
  g_assert_false (revealed_note_shown (page));
  g_assert_false (gtk_widget_is_sensitive (redo));

  wm_test_click (undo);
  wm_test_iterate (20);
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, 0);
  /* Something of the bot's is face down in the human seat's view here. */
  g_assert_true (view_hides (game, wm_play_session_state (session), 1));
  check_summary_shown (page, FALSE);
  {
    g_autoptr (GPtrArray) buttons = choice_buttons (page);
    g_assert_cmpint (buttons->len, >, 0);
  }
  check_still_revealed (page, session);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-undone-revealed");

  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision back"));
  check_still_revealed (page, session);
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision forward"));
  wm_test_click (undo);
  check_still_revealed (page, session);

  /* Redo, twice: the same end, and its summary in place of the buttons. */
  wm_test_click (redo);
  check_still_revealed (page, session);
  check_summary_shown (page, FALSE);
  wm_test_click (redo);
  wm_test_iterate (20);
  g_assert_true (wm_play_session_is_over (session));
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, n);
  g_assert_true (wm_game_state_equal (&end, wm_play_session_end (session)));
  check_summary_shown (page, TRUE);
  check_summary (page, session);
  g_assert_false (gtk_widget_is_sensitive (redo));
  g_assert_false (revealed_note_shown (page));

  /* A new game starts with the other seat's cards face down. */
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = REVEAL_SEED;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  g_assert_false (wm_play_session_revealed (session));
  g_assert_cmpint (wm_play_session_viewer (session), ==, 0);
  g_assert_false (wm_board_view_get_revealed (WM_BOARD_VIEW (wm_playtest_page_get_board (page))));
  g_assert_false (revealed_note_shown (page));
  {
    g_autofree char *text = panel_text (page, 1);
    g_assert_null (strstr (text, "Hand:"));
  }
}

/* A game of a batch stopped at the batch's day cap: no winner, the summary
 * says so with every player's row; the bots may play on, and then it goes. */
static void
test_summary_at_cap (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *before = wm_playtest_page_get_session (page), *session;
  WmVariant *variant = wm_document_get_variant (window->document);
  g_autoptr (GString) text = g_string_new (NULL);
  WmSimConfig config;
  int n;

  wm_window_show_section (window, "playtest");
  wm_sim_config_init (&config, variant, 3);
  config.seed = 5;
  config.cap_days = 1;
  wm_playtest_page_open_sim_game (page, variant, &config, 0);
  wm_test_wait_for (wm_playtest_page_get_session (page) != before,
                    "the simulated game to open in Playtest");
  session = wm_playtest_page_get_session (page);
  g_assert_false (wm_play_session_is_over (session));
  g_assert_true (wm_play_session_stopped_at_cap (session));
  /* Opened at its end, the moment the summary and the log tell of, not at
   * decision 0 under them (review 20, R20-14); a step back from there. */
  n = wm_play_session_n_decisions (session);
  g_assert_cmpint (n, >, 0);
  g_assert_cmpint (wm_play_session_get_cursor (session), ==, n);
  g_assert_false (wm_play_session_reviewing (session));
  g_assert_true (gtk_widget_is_sensitive (find_tooltip (GTK_WIDGET (page), "One decision back")));
  check_summary_shown (page, TRUE);
  label_texts (wm_playtest_page_get_summary (page), text);
  g_assert_nonnull (strstr (text->str, "No winner: the game stopped at the day cap"));
  g_assert_nonnull (strstr (text->str, "after day 1;"));
  for (int p = 0; p < 3; p++)
    g_assert_nonnull (strstr (text->str, character_name (wm_play_session_game (session), p)));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-capped");

  /* One bot decision with Step. Playing on with Play and no delay, then
   * pausing, let a loaded machine play the game to its end first: the
   * main loop had work pending between the decisions, so
   * wm_test_iterate() did not return to pause the bots. */
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One bot decision"));
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot's decision");
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, n + 1);
  g_assert_false (wm_play_session_stopped_at_cap (session));
  /* Back in play, at a table of bots: no summary, and no "Your decision"
   * over an empty list either (R15-12). */
  g_assert_false (gtk_widget_get_visible (wm_playtest_page_get_summary (page)));
  g_assert_false (gtk_widget_get_visible (find_label (GTK_WIDGET (page), "Your decision")));
}

/* What the main loop served while a batch ran: its 10 ms timers, frames,
 * and the page's progress bar at how many values one after another. */
typedef struct
{
  WmSimulationPage *page;
  GtkProgressBar *bar;
  int timeouts, frames, values;
  double shown;
} Served;

static gboolean
count_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Served *served = data;

  served->frames += wm_simulation_page_is_running (served->page);
  return G_SOURCE_CONTINUE;
}

static gboolean
count_timeout_cb (gpointer data)
{
  Served *served = data;
  double fraction = gtk_progress_bar_get_fraction (served->bar);

  if (!wm_simulation_page_is_running (served->page))
    return G_SOURCE_CONTINUE;
  served->timeouts++;
  served->values += fraction != served->shown;
  served->shown = fraction;
  return G_SOURCE_CONTINUE;
}

static gsize
ink_pixels (cairo_surface_t *surface)
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  gsize n = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);
        if ((px & 0xffffff) != 0xffffff)
          n++;
      }
  return n;
}

static void
run_batch (WmSimulationPage *page, WmWindow *window, guint64 games, const char *bots)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_simulation_page_run (page, 4, games, bots, 7, &error));
  g_assert_no_error (error);
  g_assert_true (wm_simulation_page_is_running (page));
  /* A second run while one runs is refused, not queued. */
  g_assert_false (wm_simulation_page_run (page, 4, games, bots, 7, NULL));
  /* No bound: a batch under Valgrind takes minutes; meson's timeout
   * catches a hang. */
  while (wm_simulation_page_is_running (page))
    wm_test_iterate (5);
}

/* A long batch: the main loop keeps serving while it runs. Driven until
 * the loop has served 20 timers, 10 frames and the page's progress bar at
 * three values, the batch still running: a loop the batch blocked would
 * see none of them, and one blocked until its end no bar in between.
 * Counted, not timed (a loaded machine only takes longer; two minutes is
 * a hang), then Cancel stops it and keeps what was played. */
static void
check_loop_served (WmSimulationPage *page, WmWindow *window)
{
  g_autoptr (GError) error = NULL;
  Served served = { page, GTK_PROGRESS_BAR (wm_test_find_of_type (GTK_WIDGET (page),
                                                                  GTK_TYPE_PROGRESS_BAR)),
                    0, 0, 0, -1 };
  guint tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_tick_cb, &served, NULL);
  guint timeout_id = g_timeout_add (10, count_timeout_cb, &served);
  gint64 hang = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  g_assert_true (wm_simulation_page_run (page, 4, 100000, "random", 3, &error));
  g_assert_no_error (error);
  while (wm_simulation_page_is_running (page)
         && (served.timeouts < 20 || served.frames < 10 || served.values < 3))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, hang);
      wm_test_iterate (10);
    }
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick_id);
  g_source_remove (timeout_id);
  g_test_message ("while a long batch ran: %d frames, %d timeouts, %d progress values",
                  served.frames, served.timeouts, served.values);
  g_assert_true (wm_simulation_page_is_running (page));
  wm_simulation_page_cancel (page);
  wm_test_wait_for (!wm_simulation_page_is_running (page), "the cancelled batch to stop");
  g_assert_true (json_object_get_boolean_member (json_node_get_object (wm_simulation_page_get_result (page)), "partial"));
}

/* The variant's toggles and the day cap in the Variant popover reach the
 * batch: its config has them, a cap of 3 stops every game at day 3, and the
 * heading says so; back to the variant's own and the next run's heading
 * does not, while the previous run's beside it still does. */
static void
check_variant_options (WmSimulationPage *page, WmWindow *window)
{
  const WmOptions *opt = &wm_document_get_variant (wm_window_get_document (window))->options;
  GtkCheckButton *variable = GTK_CHECK_BUTTON (wm_test_find_widget (GTK_WIDGET (page), check_is, "Variable setup"));
  GtkCheckButton *meaner = GTK_CHECK_BUTTON (wm_test_find_widget (GTK_WIDGET (page), check_is, "Meaner highwaymen"));
  GtkCheckButton *no_events = GTK_CHECK_BUTTON (wm_test_find_widget (GTK_WIDGET (page), check_is, "No events"));
  GtkSpinButton *cap = GTK_SPIN_BUTTON (wm_test_find_widget (GTK_WIDGET (page), name_is, "day-cap"));
  JsonObject *root, *config, *summary;
  const char *heading;

  /* They start as the variant has them, as the CLI's do; the cap at 60. */
  g_assert_cmpint (gtk_check_button_get_active (variable), ==, opt->variable_setup);
  g_assert_cmpint (gtk_check_button_get_active (meaner), ==, opt->meaner_highwaymen);
  g_assert_cmpint (gtk_check_button_get_active (no_events), ==, opt->no_events);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (cap), ==, 60);

  gtk_check_button_set_active (variable, TRUE);
  gtk_check_button_set_active (meaner, TRUE);
  gtk_spin_button_set_value (cap, 3);
  run_batch (page, window, 12, "random");
  root = json_node_get_object (wm_simulation_page_get_result (page));
  config = json_object_get_object_member (root, "config");
  summary = json_object_get_object_member (root, "summary");
  g_assert_true (json_object_get_boolean_member (config, "variable_setup"));
  g_assert_true (json_object_get_boolean_member (config, "meaner_highwaymen"));
  g_assert_cmpint (json_object_get_boolean_member (config, "no_events"), ==, opt->no_events);
  g_assert_cmpint (json_object_get_int_member (config, "cap_days"), ==, 3);
  /* Nobody reaches the goal in three days: every game stops at the cap
   * and counts as lasting three days. */
  g_assert_cmpint (json_object_get_int_member (summary, "capped"), ==, 12);
  g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (summary, "days"), "mean"), ==, 3.0);
  heading = gtk_label_get_text (GTK_LABEL (wm_test_find_widget (GTK_WIDGET (page), label_starts, "Latest run:")));
  g_test_message ("%s", heading);
  g_assert_nonnull (strstr (heading, "3.0 days on average"));
  g_assert_nonnull (strstr (heading, " · meaner highwaymen · variable setup"));
  g_assert_nonnull (strstr (heading, " · capped at day 3 · 12 games stopped at the cap"));
  wm_test_screenshot (GTK_WIDGET (window), "simulation-options");

  gtk_check_button_set_active (variable, opt->variable_setup);
  gtk_check_button_set_active (meaner, opt->meaner_highwaymen);
  gtk_spin_button_set_value (cap, 60);
  run_batch (page, window, 8, "greedy");
  config = json_object_get_object_member (json_node_get_object (wm_simulation_page_get_result (page)), "config");
  g_assert_cmpint (json_object_get_boolean_member (config, "variable_setup"), ==, opt->variable_setup);
  g_assert_cmpint (json_object_get_int_member (config, "cap_days"), ==, 60);
  heading = gtk_label_get_text (GTK_LABEL (wm_test_find_widget (GTK_WIDGET (page), label_starts, "Latest run:")));
  g_assert_null (strstr (heading, "capped at day"));
  g_assert_cmpint (strstr (heading, "variable setup") != NULL, ==, opt->variable_setup);
  heading = gtk_label_get_text (GTK_LABEL (wm_test_find_widget (GTK_WIDGET (page), label_starts, "Previous run:")));
  g_assert_nonnull (strstr (heading, "variable setup · capped at day 3"));
}

static void
test_batch (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = WM_SIMULATION_PAGE (window->simulation_page);
  WmPlaytestPage *playtest = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = g_dir_make_tmp ("wm-sim-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "charts.png", NULL);
  g_autoptr (GError) error = NULL;
  JsonObject *summary;
  cairo_surface_t *surface;
  cairo_t *cr;
  WmBoardView *heat;
  WmPlaySession *session, *before;
  GStatBuf st;
  GtkWidget *empty = wm_test_find_widget (GTK_WIDGET (page), is_status_page, NULL);

  wm_window_show_section (window, "simulation");
  /* Before the first run the page says what a batch gives. */
  g_assert_nonnull (empty);
  g_assert_true (gtk_widget_get_visible (empty));
  wm_test_screenshot (GTK_WIDGET (window), "simulation-empty");
  run_batch (page, window, 12, "random");
  g_assert_false (gtk_widget_get_visible (empty));
  g_assert_nonnull (wm_simulation_page_get_result (page));
  g_assert_null (wm_simulation_page_get_previous (page));
  run_batch (page, window, 60, "greedy");
  g_assert_nonnull (wm_simulation_page_get_previous (page));
  summary = json_object_get_object_member (json_node_get_object (wm_simulation_page_get_result (page)), "summary");
  g_assert_cmpint (json_object_get_int_member (summary, "games"), ==, 60);
  wm_test_screenshot (GTK_WIDGET (window), "simulation");

  /* Charts filled: far more than a blank page of ink. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, WM_SIM_CHARTS_HEIGHT);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wm_sim_charts_draw (cr, wm_simulation_page_get_result (page), NULL, NULL, 600, WM_SIM_CHARTS_HEIGHT);
  cairo_destroy (cr);
  g_assert_cmpuint (ink_pixels (surface), >, 600 * WM_SIM_CHARTS_HEIGHT / 50);
  cairo_surface_destroy (surface);

  /* The heat map has a value on most spaces of the board. */
  heat = WM_BOARD_VIEW (wm_simulation_page_get_heat_board (page));
  g_assert_false (wm_render_overlay_is_empty (wm_board_view_get_overlay (heat)));

  g_assert_true (wm_simulation_page_export_png (page, png, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (png, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 20000);
  {
    /* Under the board, the legend of its heat: the ramp's red end. */
    cairo_surface_t *exported = cairo_image_surface_create_from_png (png);
    int height = cairo_image_surface_get_height (exported);
    guint32 *row = (guint32 *) (cairo_image_surface_get_data (exported)
                                + (height - WM_SIM_HEAT_LEGEND_HEIGHT + 10)
                                      * cairo_image_surface_get_stride (exported));
    int hot = 0;

    g_assert_cmpint (height, ==, WM_SIM_CHARTS_HEIGHT + 900 + WM_SIM_HEAT_LEGEND_HEIGHT);
    for (int x = 0; x < cairo_image_surface_get_width (exported); x++)
      hot += ((row[x] >> 16) & 0xff) > 200 && ((row[x] >> 8) & 0xff) < 120;
    g_assert_cmpint (hot, >, 0);
    cairo_surface_destroy (exported);
  }
  if (g_getenv ("WM_SHOT_DIR"))
    {
      g_autofree char *copy = g_build_filename (g_getenv ("WM_SHOT_DIR"), "simulation-export.png", NULL);
      g_autofree char *bytes = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (png, &bytes, &len, NULL));
      g_assert_true (g_file_set_contents (copy, bytes, len, NULL));
    }
  g_unlink (png);
  g_rmdir (dir);

  check_loop_served (page, window);

  check_variant_options (page, window);

  /* A game of the batch opens in Playtest at its end and steps back. */
  run_batch (page, window, 8, "greedy");
  before = wm_playtest_page_get_session (playtest);
  wm_test_click (wm_test_find_button (GTK_WIDGET (page), "Open in Playtest"));
  wm_test_iterate (50);
  /* The game in progress it would replace is asked about: discarded. */
  if (wm_playtest_page_unsaved_game (playtest, NULL, NULL))
    {
      GtkWidget *ask = wm_test_open_message_dialog ();

      g_assert_nonnull (ask);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "discard");
      gtk_window_destroy (GTK_WINDOW (ask));
      wm_test_iterate (50);
    }
  g_assert_cmpstr (wm_window_get_section (window), ==, "playtest");
  /* The game is played out in a worker thread; the page shows it when done. */
  while (wm_playtest_page_get_session (playtest) == before)
    wm_test_iterate (10);
  session = wm_playtest_page_get_session (playtest);
  g_assert_nonnull (session);
  /* At its end, where its result and log are (review 20, R20-14). */
  g_assert_cmpint (wm_play_session_n_decisions (session), >, 50);
  g_assert_cmpint (wm_play_session_get_cursor (session), ==, wm_play_session_n_decisions (session));
  g_assert_true (wm_game_is_over (wm_play_session_state (session)));
  g_assert_true (gtk_widget_get_visible (wm_playtest_page_get_summary (playtest)));

  /* Closing the window while a batch runs and bots think: the workers'
   * late answers find the pages disposed and are dropped. */
  g_assert_true (wm_simulation_page_run (page, 4, 100000, "random", 5, &error));
  wm_playtest_page_set_delay (playtest, 0);
  wm_playtest_page_set_playing (playtest, TRUE);
  wm_test_iterate (200);
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_iterate (1500);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

static void
quiet_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

/* A design the loader refuses (here a path to a space that does not
 * exist, as while it is being drawn) or the validator calls wrong cannot
 * be played: starting says why and where to look, instead of failing
 * without a word (it crashed). */
static void
test_broken_variant (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  WmRegion *region = g_ptr_array_index (variant->regions, 0);
  WmPath *path = g_ptr_array_index (region->sides[0]->paths, 0);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autoptr (GError) error = NULL;
  char *kept = path->b;
  int kept_hand;
  WmGameSetup setup;
  WmSpace *town = NULL;
  WmRegion *spare;

  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, variant, 2);
  path->b = g_strdup ("nowhere");
  g_assert_false (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "Validation"));
  g_assert_nonnull (strstr (error->message, "nowhere"));
  g_free (path->b);
  path->b = kept;
  g_clear_error (&error);

  /* A design that loads but the validator calls wrong (a hand too small
   * for the day's turns) is refused as `waymark-cli play` refuses it. */
  kept_hand = variant->rules.hand;
  variant->rules.hand = variant->rules.turns;
  g_assert_false (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "Validation"));
  g_assert_nonnull (strstr (error->message, "a hand of 3 cards cannot plan a day of 3 turns"));
  variant->rules.hand = kept_hand;
  g_clear_error (&error);

  /* The problem's element is named, as the Validation page names it
   * (review 14, R14-4), by its name: a plain space of r1's side A made a
   * third town slot. */
  for (guint i = 0; i < region->sides[0]->spaces->len && town == NULL; i++)
    if (((WmSpace *) g_ptr_array_index (region->sides[0]->spaces, i))->kind == WM_SPACE_PLAIN)
      town = g_ptr_array_index (region->sides[0]->spaces, i);
  g_assert_nonnull (town);
  town->kind = WM_SPACE_TOWN;
  g_assert_false (wm_playtest_page_start (page, &setup, controllers, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "side A has 3 town slots; the setup places two towns "
                                            "per region (region “The Riverlands” (r1) / side A)"));
  town->kind = WM_SPACE_PLAIN;
  g_clear_error (&error);

  /* A region sketched beside the board, with nothing on its sides, does
   * not stop the game: no game deals it. */
  spare = wm_region_new ("r9", region->size);
  spare->sides[0] = wm_side_new ('A');
  spare->sides[1] = wm_side_new ('B');
  spare->fort_weapon = g_strdup (region->fort_weapon);
  g_ptr_array_add (variant->regions, spare);
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  g_ptr_array_remove (variant->regions, spare);
}

/* On the Playtest page the window's Undo and Redo (Ctrl+Z, the header
 * buttons) take back and make again the game's decisions, not the design's
 * edits, which would change out of sight there; on an editing page they
 * undo the edit again. */
static void
test_window_undo_follows_playtest (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmDocument *doc = window->document;
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN };
  int goal = wm_document_get_variant (doc)->rules.goal;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) buttons = NULL;
  WmPlaySession *session;
  WmGameSetup setup;

  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1, &error));
  g_assert_no_error (error);
  wm_window_show_section (window, "playtest");
  wm_test_iterate (10);

  wm_game_setup_init (&setup, wm_document_get_variant (doc), 2);
  setup.seed = 5;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  session = wm_playtest_page_get_session (page);
  wm_test_iterate (10);
  buttons = choice_buttons (page);
  g_assert_cmpuint (buttons->len, >, 0);
  wm_test_click (g_ptr_array_index (buttons, 0));
  wm_test_iterate (10);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 0);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 1);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal + 1);

  wm_window_show_section (window, "rules");
  wm_test_iterate (10);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (10);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, 1);
}

static gboolean
is_paned (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_PANED (widget);
}

/* Where the board and the first decision button are, in the page. */
static void
layout_of (WmPlaytestPage *page, graphene_rect_t *board, graphene_rect_t *button)
{
  g_autoptr (GPtrArray) buttons = choice_buttons (page);

  /* New buttons have their place once the page has been laid out again,
   * which a busy machine may take a few more frames to do. */
  if (buttons->len > 0)
    wm_test_wait_for (gtk_widget_get_width (g_ptr_array_index (buttons, 0)) >= 100,
                      "the first decision button to be laid out");
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (gtk_widget_compute_bounds (wm_playtest_page_get_board (page), GTK_WIDGET (page),
                                            board));
  g_assert_cmpuint (buttons->len, >, 0);
  g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (buttons, 0), GTK_WIDGET (page),
                                            button));
}

/* The side panel keeps its width whatever the decision buttons say, so
 * that the board and the buttons stay put: a second click at the same
 * place hits the next decision's first button. */
static void
test_layout_stays (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN };
  g_autoptr (GError) error = NULL;
  graphene_rect_t board0, button0;
  GtkWidget *paned, *side;
  WmPlaySession *session;
  WmGameSetup setup;
  int position, width, clicks = 0;

  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = 77;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Playtest page");
  paned = wm_test_find_widget (GTK_WIDGET (page), is_paned, NULL);
  g_assert_nonnull (paned);
  side = gtk_paned_get_end_child (GTK_PANED (paned));
  wm_test_wait_laid_out (side, "the Playtest page's side panel");
  position = gtk_paned_get_position (GTK_PANED (paned));
  width = gtk_widget_get_width (side);
  layout_of (page, &board0, &button0);
  /* The plans of both humans, then their first moves: bids, cards for the
   * turns, set-aside cards, markers and steps, labels short and long. */
  while (clicks < 24 && !wm_game_is_over (wm_play_session_state (session)))
    {
      g_autoptr (GPtrArray) buttons = choice_buttons (page);
      graphene_rect_t board, button;
      int before = wm_play_session_n_decisions (session);

      if (buttons->len == 0)
        break;
      wm_test_click (g_ptr_array_index (buttons, 0));
      /* Laid out again, or the sizes below would be the last decision's. */
      wm_test_wait_frame (GTK_WIDGET (page));
      g_assert_cmpint (wm_play_session_n_decisions (session), >, before);
      clicks++;
      g_assert_cmpint (gtk_paned_get_position (GTK_PANED (paned)), ==, position);
      g_assert_cmpint (gtk_widget_get_width (side), ==, width);
      g_ptr_array_unref (buttons);
      buttons = choice_buttons (page);
      if (buttons->len == 0)
        continue;
      layout_of (page, &board, &button);
      g_assert_true (graphene_rect_equal (&board, &board0));
      g_assert_cmpfloat (button.origin.x, ==, button0.origin.x);
      g_assert_cmpfloat (button.origin.y, ==, button0.origin.y);
    }
  g_test_message ("%d decisions, side panel %d px wide, divider at %d", clicks, width, position);
  g_assert_cmpint (clicks, >=, 12);
}

/* The board's place and size on the page, once the page is laid out. */
static graphene_rect_t
board_bounds (WmPlaytestPage *page)
{
  graphene_rect_t bounds;

  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (gtk_widget_compute_bounds (wm_playtest_page_get_board (page), GTK_WIDGET (page),
                                            &bounds));
  return bounds;
}

/* One human seat against a bot, played in @lang in a window 1024 px wide
 * (German and Italian prompts wrap to two lines at the human's move where
 * the bot's take one): the board neither moves nor changes size from one
 * decision to the next, bots' and the human's, planning and moving. */
/* The next decision of the game: the human's, at random (human_decides ()),
 * or a bot's, by the Step button @step. TRUE for the human's. */
static gboolean
next_decision (WmPlaytestPage *page, GtkWidget *step, GRand *rand)
{
  if (wm_play_session_human_to_move (wm_playtest_page_get_session (page)) >= 0)
    {
      human_decides (page, rand);
      return TRUE;
    }
  wm_test_click (step);
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot's step");
  return FALSE;
}

static void
check_board_stays (WmWindow *window, WmPlaytestPage *page, const char *lang, const char *locale)
{
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GError) error = NULL;
  GtkWidget *step = gtk_widget_get_ancestor (
      wm_test_find_icon (GTK_WIDGET (page), "media-skip-forward-symbolic"), GTK_TYPE_BUTTON);
  graphene_rect_t board0;
  WmPlaySession *session;
  WmGameSetup setup;
  int human = 0, bot = 0, moves = 0;
  const char *move_prompt;

  if (!wm_test_use_language (lang, locale,
                             "Move: click a highlighted space, or choose a step from the buttons."))
    {
      g_test_message ("no %s locale or catalogue: board not checked in it", lang);
      return;
    }
  move_prompt = _("Move: click a highlighted space, or choose a step from the buttons.");
  g_assert_cmpstr (move_prompt, !=,
                   "Move: click a highlighted space, or choose a step from the buttons.");
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = 47096; /* the review's game: its first human move comes after bot moves */
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  wm_playtest_page_set_delay (page, 0);
  wm_test_iterate (50);
  board0 = board_bounds (page);
  while (moves < 4 && human < 60 && !wm_game_is_over (wm_play_session_state (session)))
    {
      graphene_rect_t board;
      int before = wm_play_session_n_decisions (session);

      if (wm_play_session_human_to_move (session) >= 0)
        {
          /* The prompt that wraps: in the page's language, not English. */
          /* (A move with no step possible says why instead.) */
          if (wm_play_session_state (session)->step == WM_STEP_MOVE
              && !wm_test_find_label_with (GTK_WIDGET (page), move_prompt))
            g_assert_true (
                wm_test_find_label_with (GTK_WIDGET (page),
                                         _("No move is possible: every way this card allows from "
                                           "here leads onto a highwayman. End the move here."))
                || wm_test_find_label_with (
                    GTK_WIDGET (page), _("No move is possible: no path from here is open to this "
                                         "card’s directions and path types. End the move here."))
                || wm_test_find_label_with (GTK_WIDGET (page),
                                            _("No moves left: end the move here.")));
          if (wm_play_session_state (session)->step == WM_STEP_MOVE && moves == 0)
            {
              g_autofree char *shot = g_strdup_printf ("playtest-move-%s-1024", lang);
              wm_test_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW),
                                  shot);
            }
          moves += wm_play_session_state (session)->step == WM_STEP_MOVE;
        }
      if (next_decision (page, step, rand))
        human++;
      else
        bot++;
      g_assert_cmpint (wm_play_session_n_decisions (session), >, before);
      board = board_bounds (page);
      if (!graphene_rect_equal (&board, &board0))
        g_error ("%s, decision %d: the board moved from %g,%g %g×%g to %g,%g %g×%g", lang,
                 wm_play_session_n_decisions (session), board0.origin.x, board0.origin.y,
                 board0.size.width, board0.size.height, board.origin.x, board.origin.y,
                 board.size.width, board.size.height);
    }
  g_test_message ("%s: %d human and %d bot decisions, %d moves, board %g×%g at %g,%g", lang, human,
                  bot, moves, board0.size.width, board0.size.height, board0.origin.x,
                  board0.origin.y);
  g_assert_cmpint (moves, >=, 2);
  g_assert_cmpint (bot, >, 0);
}

/* The prompts speak to a keyboard user too: each that says to click on
 * the board names the decision buttons, which Tab, the arrows and Enter
 * work (/play/keyboard/decisions); they said "click a highlighted space"
 * alone. Played until the human has moved twice, decisions at random. */
static void
test_prompts_name_buttons (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  GtkWidget *step = gtk_widget_get_ancestor (
      wm_test_find_icon (GTK_WIDGET (page), "media-skip-forward-symbolic"), GTK_TYPE_BUTTON);
  WmPlaySession *session;
  int human = 0, moves = 0, clicks = 0;

  session = wm_test_start_two_seat_game (window, controllers, 47096, WM_TEST_GAME_PAUSED);
  wm_playtest_page_set_delay (page, 0);
  while (moves < 2 && human < 60 && !wm_game_is_over (wm_play_session_state (session)))
    {
      if (wm_play_session_human_to_move (session) >= 0)
        {
          const char *prompt = gtk_label_get_text (GTK_LABEL (wm_playtest_page_get_prompt (page)));
          g_autoptr (GPtrArray) buttons = choice_buttons (page);

          if (strstr (prompt, "click") != NULL)
            {
              g_test_message ("%s", prompt);
              g_assert_nonnull (strstr (prompt, "button"));
              g_assert_cmpuint (buttons->len, >, 0);
              clicks++;
            }
          moves += wm_play_session_state (session)->step == WM_STEP_MOVE;
        }
      human += next_decision (page, step, rand);
    }
  g_assert_cmpint (moves, ==, 2);
  g_assert_cmpint (clicks, >=, 2);
}

static void
test_layout_stays_translated (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  wm_test_resize_window (GTK_WINDOW (window), 1024, 768);
  wm_window_show_section (window, "playtest");
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Playtest page");
  /* The default size counts the window's client-side shadow too. */
  g_test_message ("window %d px wide", gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 1000);
  check_board_stays (window, page, "de", "de_DE.UTF-8");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-de-1024");
  check_board_stays (window, page, "it", "it_IT.UTF-8");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-it-1024");
  wm_test_resize_window (GTK_WINDOW (window), width, height);
}

/* A variant that cannot be dealt: New Game… → Start says why in the
 * dialog, which stays open (the page's prompt is hidden behind it). */
static void
test_start_error_in_dialog (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  WmCharacter *red = g_ptr_array_index (variant->characters, 0);
  WmPlaySession *before = wm_playtest_page_get_session (page);
  char *kept = red->start_town;
  WmNewGameDialog *dialog;
  gboolean open = FALSE;

  wm_window_show_section (window, "playtest");
  red->start_town = g_strdup ("nowhere");
  dialog = wm_test_open_new_game_dialog (page);
  g_assert_null (wm_new_game_dialog_get_error (dialog));
  press_start (dialog);
  wm_test_iterate (50);
  for (GList *l = gtk_window_list_toplevels (); l; l = g_list_delete_link (l, l))
    open = open || l->data == (gpointer) dialog;
  g_assert_true (open);
  g_assert_nonnull (wm_new_game_dialog_get_error (dialog));
  g_assert_nonnull (strstr (wm_new_game_dialog_get_error (dialog), "nowhere"));
  g_assert_true (wm_playtest_page_get_session (page) == before);
  wm_test_screenshot (GTK_WIDGET (dialog), "new-game-error");
  g_free (red->start_town);
  red->start_town = kept;
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* The arrangement's entry (the Seed is an entry too). */
static gboolean
is_entry_for_sides (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_ENTRY (widget) && !named (widget, "seed");
}

/* New Game…: the Variable setup toggle turns the sides of the typed
 * arrangement over with it (the variable setup is side B, rules-notes), so
 * the game starts on the board it says; a side typed against the toggle is
 * refused in the dialog with the region that lies wrong. */
static void
test_new_game_variable_setup_sides (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmNewGameDialog *dialog;
  GtkWidget *variable, *random, *entry;
  const WmGame *game;
  const WmArrangement *board;

  wm_window_show_section (window, "playtest");
  dialog = wm_test_open_new_game_dialog (page);
  variable = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Variable setup");
  random = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Random arrangement from the seed");
  entry = wm_test_find_widget (GTK_WIDGET (dialog), is_entry_for_sides, NULL);
  g_assert_nonnull (variable);
  g_assert_nonnull (random);
  g_assert_nonnull (entry);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (variable)));
  g_assert_nonnull (strstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ":A:"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (random), FALSE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), TRUE);
  g_assert_null (strstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ":A:"));
  g_assert_nonnull (strstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ":B:"));
  /* Back and forth: side A again, with no quest decks or towns left over. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "r1:B:0:quests-r2:elmswick:calder,r2:B:90,"
                                               "r3:B:180,r4:B:270");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), FALSE);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==,
                   "r1:A:0,r2:A:90,r3:A:180,r4:A:270");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), TRUE);
  press_start (dialog);
  wm_test_iterate (50);
  g_assert_nonnull (wm_playtest_page_get_session (page));
  game = wm_play_session_game (wm_playtest_page_get_session (page));
  g_assert_true (wm_game_setup (game)->variable_setup);
  board = wm_game_map (game)->arrangement;
  for (int i = 0; i < board->cols * board->rows; i++)
    g_assert_cmpint (board->cells[i].side, ==, 1);

  /* A side typed against the toggle: refused, and the dialog says why.
   * The dialog starts as the last one was started: side B, typed. */
  dialog = wm_test_open_new_game_dialog (page);
  variable = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Variable setup");
  random = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Random arrangement from the seed");
  entry = wm_test_find_widget (GTK_WIDGET (dialog), is_entry_for_sides, NULL);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (variable)));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (random)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==,
                   "r1:B:0,r2:B:90,r3:B:180,r4:B:270");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "r1:A:0,r2:A:90,r3:B:180,r4:A:270");
  press_start (dialog);
  wm_test_iterate (50);
  g_assert_nonnull (wm_new_game_dialog_get_error (dialog));
  g_assert_nonnull (strstr (wm_new_game_dialog_get_error (dialog), "region “r3” lies on side B"));
  g_assert_true (wm_play_session_game (wm_playtest_page_get_session (page)) == game);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}


/* The spec of the board @seed deals, as the game deals it. */
static char *
dealt_spec (WmVariant *variant, gboolean variable_setup, guint64 seed)
{
  g_autoptr (WmArrangement) dealt = wm_arrangement_for_seed (variant, variable_setup, seed);
  return wm_arrangement_to_string (variant, dealt);
}

/* Review 8, R8-7: with "Random arrangement from the seed" the greyed field
 * showed the variant's own order, not the board the seed deals. It shows
 * the dealt board, follows the seed and the Variable setup toggle, the
 * game starts on exactly that board, and unticking keeps it to edit. */
static void
test_new_game_dealt_arrangement (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  WmNewGameDialog *dialog;
  GtkWidget *variable, *random, *entry, *seed;
  g_autofree char *first = NULL, *second = NULL, *started = NULL;
  const WmGame *game;

  wm_window_show_section (window, "playtest");
  dialog = wm_test_open_new_game_dialog (page);
  variable = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Variable setup");
  random = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Random arrangement from the seed");
  entry = wm_test_find_widget (GTK_WIDGET (dialog), is_entry_for_sides, NULL);
  seed = wm_test_find_widget (GTK_WIDGET (dialog), named, "seed");
  g_assert_nonnull (seed);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (random), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (seed), "46295");
  first = dealt_spec (variant, TRUE, 46295);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, first);
  gtk_editable_set_text (GTK_EDITABLE (seed), "93519");
  second = dealt_spec (variant, TRUE, 93519);
  g_assert_cmpstr (second, !=, first);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, second);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (variable), FALSE);
  g_free (second);
  second = dealt_spec (variant, FALSE, 93519);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, second);
  press_start (dialog);
  wm_test_iterate (50);
  game = wm_play_session_game (wm_playtest_page_get_session (page));
  started = wm_arrangement_to_string (variant, wm_game_map (game)->arrangement);
  g_assert_cmpstr (started, ==, second);

  /* Unticked, the field keeps the dealt board for the designer to edit. */
  dialog = wm_test_open_new_game_dialog (page);
  random = wm_test_find_widget (GTK_WIDGET (dialog), check_is, "Random arrangement from the seed");
  entry = wm_test_find_widget (GTK_WIDGET (dialog), is_entry_for_sides, NULL);
  seed = wm_test_find_widget (GTK_WIDGET (dialog), named, "seed");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (random), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (seed), "93519");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (random), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (seed), "46295");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, second);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* The New Game Seed takes every seed --seed takes, 0–2^64 − 1, as the
 * Simulation page's does (a spin button stopped it at 2^32 − 1); a text
 * that is no seed is refused beside it in --seed's words, and Start
 * starts nothing until it is one. */
static void
test_new_game_seed_full_range (void)
{
  static const char *const bad[] = { "18446744073709551616", "-1", "12ab", "" };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmNewGameDialog *dialog;
  WmPlaySession *before;
  GtkWidget *seed, *why, *open, *focus;

  wm_window_show_section (window, "playtest");
  dialog = wm_test_open_new_game_dialog (page);
  seed = wm_test_find_widget (GTK_WIDGET (dialog), named, "seed");
  why = wm_test_find_widget (GTK_WIDGET (dialog), named, "seed-error");
  g_assert_true (GTK_IS_ENTRY (seed));
  g_assert_true (GTK_IS_LABEL (why));
  g_assert_false (gtk_widget_get_visible (why));
  before = wm_playtest_page_get_session (page);
  open = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (open), (gpointer *) &open);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *said = g_strdup_printf ("the seed must be a whole number "
                                               "0–18446744073709551615, not “%s”",
                                               bad[i]);
      set_seed (dialog, bad[i]);
      g_assert_true (gtk_widget_get_visible (why));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (why)), ==, said);
      g_assert_true (gtk_widget_has_css_class (seed, "error"));
      press_start (dialog);
      wm_test_iterate (50);
      g_assert_nonnull (open);
      g_assert_true (wm_playtest_page_get_session (page) == before);
      focus = gtk_root_get_focus (GTK_ROOT (dialog));
      g_assert_true (focus != NULL && (focus == seed || gtk_widget_is_ancestor (focus, seed)));
      if (i == 0)
        wm_test_screenshot (GTK_WIDGET (dialog), "new-game-seed-refused");
    }

  set_seed (dialog, "18446744073709551615");
  g_assert_false (gtk_widget_get_visible (why));
  g_assert_false (gtk_widget_has_css_class (seed, "error"));
  wm_test_screenshot (GTK_WIDGET (dialog), "new-game-seed-largest");
  press_start (dialog);
  wm_test_iterate (50);
  g_assert_null (open);
  g_assert_cmpuint (wm_game_setup (wm_play_session_game (wm_playtest_page_get_session (page)))->seed,
                    ==, G_MAXUINT64);
}

/* The dialog's seat drop-downs in their grid's order: per seat the
 * character, the edge and who plays it; the First event after them. */
static GtkDropDown *
seat_drop_down (GPtrArray *drop_downs, int seat, int column)
{
  g_assert_cmpuint (drop_downs->len, ==, 3 * WM_GAME_MAX_PLAYERS + 1);
  return drop_downs->pdata[seat * 3 + column];
}

static gboolean
toggle_active (WmNewGameDialog *dialog, const char *label)
{
  GtkWidget *check = wm_test_find_widget (GTK_WIDGET (dialog), check_is, label);

  g_assert_nonnull (check);
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

static void
set_toggle (WmNewGameDialog *dialog, const char *label, gboolean active)
{
  GtkWidget *check = wm_test_find_widget (GTK_WIDGET (dialog), check_is, label);

  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
}

/* Review 10: New Game… starts where the last dialog of the document was
 * started (players, characters, edges, bots, the variant toggles, side B
 * of the variable setup), with a new seed; a toggle whose default the
 * variant changed since follows the variant; another document starts
 * from its variant's defaults. */
static void
test_new_game_remembers_choices (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmDocument *doc = window->document;
  WmVariant *variant = wm_document_get_variant (doc);
  WmCharacter *second = g_ptr_array_index (variant->characters, 1);
  char *kept_id;
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  g_autoptr (GPtrArray) drops = g_ptr_array_new ();
  g_autoptr (WmDocument) other = NULL;
  g_autoptr (GError) error = NULL;
  WmNewGameDialog *dialog;
  WmPlaySession *session;
  const WmGameSetup *setup;

  g_assert_false (variant->options.variable_setup);
  g_assert_false (variant->options.meaner_highwaymen);
  wm_window_show_section (window, "playtest");
  dialog = wm_test_open_new_game_dialog (page);
  find_spins (GTK_WIDGET (dialog), spins);
  find_of_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, drops);
  gtk_spin_button_set_value (spins->pdata[0], 3);
  gtk_drop_down_set_selected (seat_drop_down (drops, 0, 0), 2); /* the second character */
  gtk_drop_down_set_selected (seat_drop_down (drops, 1, 1), 2); /* north edge */
  gtk_drop_down_set_selected (seat_drop_down (drops, 1, 2), 1 + WM_BOT_PLANNER);
  gtk_drop_down_set_selected (seat_drop_down (drops, 2, 2), 1 + WM_BOT_RANDOM);
  set_toggle (dialog, "Random arrangement from the seed", TRUE);
  set_toggle (dialog, "Variable setup", TRUE);
  set_toggle (dialog, "No events", TRUE);
  set_toggle (dialog, "Meaner highwaymen", FALSE);
  press_start (dialog);
  wm_test_iterate (50);
  session = wm_playtest_page_get_session (page);
  setup = wm_game_setup (wm_play_session_game (session));
  g_assert_cmpint (wm_game_n_players (wm_play_session_game (session)), ==, 3);
  g_assert_true (setup->variable_setup);
  g_assert_cmpint (wm_play_session_controller (session, 1), ==, WM_BOT_PLANNER);
  wm_playtest_page_set_playing (page, FALSE);

  dialog = wm_test_open_new_game_dialog (page);
  g_ptr_array_set_size (spins, 0);
  g_ptr_array_set_size (drops, 0);
  find_spins (GTK_WIDGET (dialog), spins);
  find_of_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, drops);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[0]), ==, 3);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 0, 0)), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 1, 1)), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 1, 2)), ==,
                    1 + WM_BOT_PLANNER);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 2, 2)), ==,
                    1 + WM_BOT_RANDOM);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 0, 2)), ==, 0); /* human */
  g_assert_true (toggle_active (dialog, "Variable setup"));
  g_assert_true (toggle_active (dialog, "No events"));
  g_assert_false (toggle_active (dialog, "Meaner highwaymen"));
  g_assert_true (toggle_active (dialog, "Random arrangement from the seed"));
  wm_test_screenshot (GTK_WIDGET (dialog), "new-game-remembered");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);

  /* The designer makes Meaner highwaymen the variant's default: the
   * newer word; the other toggles stay as chosen. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_MEANER_HIGHWAYMEN, 1, &error));
  g_assert_no_error (error);
  dialog = wm_test_open_new_game_dialog (page);
  g_assert_true (toggle_active (dialog, "Meaner highwaymen"));
  g_assert_true (toggle_active (dialog, "Variable setup"));
  g_assert_true (toggle_active (dialog, "No events"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
  g_assert_true (wm_document_undo (doc, &error));
  g_assert_no_error (error);

  /* A character the variant no longer has is drawn at random. */
  g_ptr_array_set_size (drops, 0);
  kept_id = second->id;
  second->id = g_strdup ("gone-for-the-test");
  dialog = wm_test_open_new_game_dialog (page);
  find_of_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, drops);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat_drop_down (drops, 0, 0)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
  g_free (second->id);
  second->id = kept_id;

  /* Another document, then this one again: the variant's defaults. */
  other = wm_document_new_from_base ();
  wm_playtest_page_set_document (page, other);
  wm_playtest_page_set_document (page, doc);
  dialog = wm_test_open_new_game_dialog (page);
  g_ptr_array_set_size (spins, 0);
  find_spins (GTK_WIDGET (dialog), spins);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[0]), ==, 2);
  g_assert_false (toggle_active (dialog, "Variable setup"));
  g_assert_false (toggle_active (dialog, "No events"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* Open Log with a decision that is illegal where it stands, or unknown:
 * refused as waymark-cli replay says it (wm_game_log_replay()), in GCC's
 * form with the file's name and the decision's line, then its index
 * ("bad.xml:4: error: decision 1: …"), and the game shown stays. A file
 * that cannot be read is named once, by GIO. */
static void
test_open_log_errors (void)
{
  static const char *const cases[][2] = {
    { "<decision kind=\"stop\" player=\"red\"/>", "not a legal choice" },
    { "<decision kind=\"fly\" player=\"red\"/>", "unknown decision kind" },
  };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *before = wm_playtest_page_get_session (page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play");
  g_autofree char *path = g_build_filename (dir, "bad.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) unreadable = NULL;
  const char *named;

  wm_window_show_section (window, "playtest");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *xml = g_strdup_printf (
          "<game-log xmlns=\"urn:waymark:game:1\" format=\"1\">\n"
          "  <setup seed=\"5\" characters=\"red yellow\" seats=\"s n\"/>\n"
          "\n  %s\n</game-log>\n", cases[i][0]);
      g_assert_true (g_file_set_contents (path, xml, -1, NULL));
      g_assert_false (wm_playtest_page_load_log (page, file, &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, "bad.xml:4: error: decision 1: ")
          || strstr (error->message, cases[i][1]) == NULL)
        g_error ("unexpected error for %s: %s", cases[i][0], error->message);
      g_assert_true (wm_playtest_page_get_session (page) == before);
    }
  g_unlink (path);
  g_assert_false (wm_playtest_page_load_log (page, file, &unreadable));
  g_assert_nonnull (unreadable);
  named = strstr (unreadable->message, "bad.xml");
  if (named == NULL || strstr (named + 1, "bad.xml") != NULL)
    g_error ("the missing file is not named once: %s", unreadable->message);
  g_assert_true (wm_playtest_page_get_session (page) == before);
  g_rmdir (dir);
}

/* A log played before the designer changed the variant opens with a
 * warning above the panels (the whole line, file and line, in its
 * tooltip); on the unchanged variant it opens silently. */
static void
test_open_log_other_version (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  g_autofree char *dir = wm_test_tmp_dir ("wm-play");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  const char *warning;
  GtkWidget *note;
  WmGameSetup setup;

  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), 2);
  setup.seed = 5;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);

  g_assert_true (wm_deck_edit_text (window->document, "E03", "name", "en", "Another name"));
  g_assert_true (wm_playtest_page_load_log (page, file, &error));
  g_assert_no_error (error);
  wm_test_iterate (20);
  warning = wm_play_session_version_warning (wm_playtest_page_get_session (page));
  g_assert_cmpstr (warning, ==, "game.xml:2: warning: the log was recorded on another version of "
                                "variant “treos-base” (its cards, map or rules may differ)");
  note = find_tooltip (GTK_WIDGET (page), warning);
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (note));
  wm_test_screenshot (GTK_WIDGET (window), "open-log-other-version");

  g_assert_true (wm_document_undo (window->document, NULL));
  g_assert_true (wm_playtest_page_load_log (page, file, &error));
  g_assert_no_error (error);
  wm_test_iterate (20);
  g_assert_null (wm_play_session_version_warning (wm_playtest_page_get_session (page)));
  g_assert_false (gtk_widget_get_visible (note));
  g_unlink (path);
  g_rmdir (dir);
}

/* Whether the file chooser @chooser has @file selected. */
static gboolean
chooser_has_file (GtkWidget *chooser, GFile *file)
{
  g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  return chosen != NULL && g_file_equal (chosen, file);
}

/* Open Log before the first game: the page's prompt is behind the empty
 * state then, so the error is said in a dialog (as it is later), the file
 * named as waymark-cli replay names it ("bad.xml:4: error: decision 1: …"). Through the toolbar's button
 * and the file chooser, as a designer opens a log. */
static void
test_open_log_error_before_game (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play");
  g_autofree char *path = g_build_filename (dir, "bad.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWidget *chooser, *dialog;

  g_assert_null (wm_playtest_page_get_session (page));
  wm_window_show_section (window, "playtest");
  g_assert_true (g_file_set_contents (path,
                                      "<game-log xmlns=\"urn:waymark:game:1\" format=\"1\">\n"
                                      "  <setup seed=\"5\" characters=\"red yellow\" seats=\"s n\"/>\n"
                                      "\n  <decision kind=\"stop\" player=\"red\"/>\n</game-log>\n",
                                      -1, NULL));
  wm_test_click (find_tooltip (GTK_WIDGET (page), "Open a game log"));
  wm_test_iterate (50);
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser == NULL)
    {
      g_test_skip ("the file chooser is not GTK's own dialog (a portal)");
      return;
    }
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  /* The chooser selects the file once it has read the folder, and until
   * then takes Open for nothing (on a busy machine 50 ms were not always
   * enough). */
  wm_test_wait_for (chooser_has_file (chooser, file), "the chooser to select bad.xml");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wm_test_wait_for ((dialog = wm_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL,
                    "the dialog that says why the log does not open");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Cannot open the game log");
  if (!g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                         "bad.xml:4: error: decision 1: "))
    g_error ("unexpected body: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  wm_test_screenshot (dialog, "open-log-error");
  g_assert_null (wm_playtest_page_get_session (page));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
  g_unlink (path);
  g_rmdir (dir);
}

/* GTK's own file chooser (there is no portal here) reads the path of the
 * folder it shows in GLib's worker threads. A frame drawn before it has,
 * as on a busy machine, drew its path bar's scroll buttons with no place
 * given them (GTK 4.8), and GTK's warning of it stopped test-play now and
 * then in its first test. Here the worker threads are held busy until the
 * chooser has drawn a frame. */
#define HELD_TASKS 200

static struct
{
  GMutex lock;
  GCond cond;
  gboolean released;
  guint done;
} held;

static void
held_task (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_mutex_lock (&held.lock);
  while (!held.released)
    g_cond_wait (&held.cond, &held.lock);
  g_mutex_unlock (&held.lock);
  g_task_return_boolean (task, TRUE);
}

static void
held_task_done (GObject *source, GAsyncResult *result, gpointer data)
{
  held.done++;
}

static void
release_held_tasks (void)
{
  g_mutex_lock (&held.lock);
  held.released = TRUE;
  g_cond_broadcast (&held.cond);
  g_mutex_unlock (&held.lock);
  wm_test_wait_for (held.done == HELD_TASKS, "the held worker threads to end");
}

/* Whether the path bar @bar shows a path: its folders' buttons toggle,
 * its two scroll buttons do not. */
static gboolean
path_bar_has_path (GtkWidget *bar)
{
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      return TRUE;
  return FALSE;
}

static void
test_log_chooser_path_unread (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  GtkWidget *chooser, *bar = NULL;
  guint scroll_buttons = 0;

  wm_window_show_section (window, "playtest");
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Playtest page");
  held.released = FALSE;
  held.done = 0;
  for (int i = 0; i < HELD_TASKS; i++)
    {
      g_autoptr (GTask) task = g_task_new (NULL, NULL, held_task_done, NULL);

      /* Before any other work, the path bar's among it. */
      g_task_set_priority (task, G_PRIORITY_HIGH);
      g_task_run_in_thread (task, held_task);
    }
  wm_test_click (find_tooltip (GTK_WIDGET (page), "Open a game log"));
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  /* GTK's own type, known once a path bar has been made. */
  if (chooser != NULL && g_type_from_name ("GtkPathBar") != 0)
    bar = wm_test_find_of_type (chooser, g_type_from_name ("GtkPathBar"));
  if (bar == NULL)
    {
      release_held_tasks ();
      if (chooser != NULL)
        gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
      g_test_skip ("the file chooser is not GTK's own dialog with a path bar (a portal)");
      return;
    }
  /* On the old code GTK warned here, which fails the test. */
  wm_test_wait_frame (chooser);
  wm_test_wait_frame (chooser);
  g_assert_true (gtk_widget_get_mapped (bar));
  g_assert_false (path_bar_has_path (bar));
  release_held_tasks ();
  wm_test_wait_for (path_bar_has_path (bar), "the chooser's path bar to show the folder's path");
  wm_test_wait_frame (chooser);
  /* The scroll buttons are placed and drawn as ever once there is a path. */
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c) && !GTK_IS_TOGGLE_BUTTON (c))
      {
        g_assert_true (gtk_widget_get_mapped (c));
        g_assert_cmpint (gtk_widget_get_width (c), >, 0);
        scroll_buttons++;
      }
  g_assert_cmpuint (scroll_buttons, ==, 2);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wm_test_iterate (50);
  g_assert_null (wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
}

/* ---- keyboard-only play ---------------------------------------------------------- */

static gboolean
same_choice (const WmChoice *c, const WmChoice *d)
{
  return c->kind == d->kind && c->player == d->player && c->a == d->a && c->b == d->b;
}

/* A text field that is shown (an entry row's). */
static gboolean
is_text (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_TEXT (widget) && gtk_widget_is_drawable (widget);
}

/* Lets the bots answer until the human seat decides again or the game is
 * over; fails when 20 s go by without a decision (a bot thinks in
 * milliseconds, but a whole bots' game on a busy machine takes longer). */
static void
wait_for_human (WmPlaytestPage *page)
{
  WmPlaySession *session = wm_playtest_page_get_session (page);
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  int decisions = wm_play_session_n_decisions (session);

  while (wm_playtest_page_is_busy (page)
         || (wm_play_session_human_to_move (session) < 0
             && !wm_game_is_over (wm_play_session_state (session))))
    {
      if (wm_play_session_n_decisions (session) != decisions)
        {
          decisions = wm_play_session_n_decisions (session);
          deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
        }
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      wm_test_iterate (2);
    }
  /* The buttons and the focus follow in the same update; a frame to draw. */
  wm_test_iterate (20);
}

#ifdef WM_HAVE_XTEST
/* A key pressed and released on the keyboard as the X server reports it
 * (XTest) to the window with the X input focus; GTK hands it to the widget
 * with the keyboard focus, as it does a designer's key. */
/* A round trip, so that the X server has made the key or button events
 * and sent them, then a frame, which hands them to the widgets. What they start
 * (a bot's move, a dialog) comes in its own time: callers wait for it. */
static void
xtest_handled (GtkWidget *window, Display *display)
{
  XSync (display, False);
  wm_test_wait_frame (window);
}

static void
press_key (GtkWidget *window, guint keyval)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (window));
  KeyCode code = XKeysymToKeycode (display, keyval);

  g_assert_cmpint (code, !=, 0);
  XTestFakeKeyEvent (display, code, True, CurrentTime);
  XTestFakeKeyEvent (display, code, False, CurrentTime);
  xtest_handled (window, display);
}

/* The keys of @accel ("<Control><Shift>Right") pressed together and
 * released, the modifiers first, as a designer's hand does. */
static void
press_accel (GtkWidget *window, const char *accel)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (window));
  guint modifier_keys[] = { GDK_KEY_Control_L, GDK_KEY_Shift_L };
  GdkModifierType modifier_masks[] = { GDK_CONTROL_MASK, GDK_SHIFT_MASK };
  KeyCode codes[3];
  GdkModifierType mods;
  guint key, n = 0;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (guint i = 0; i < G_N_ELEMENTS (modifier_keys); i++)
    if (mods & modifier_masks[i])
      codes[n++] = XKeysymToKeycode (display, modifier_keys[i]);
  codes[n++] = XKeysymToKeycode (display, key);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (codes[i], !=, 0);
      XTestFakeKeyEvent (display, codes[i], True, CurrentTime);
    }
  for (guint i = n; i-- > 0;)
    XTestFakeKeyEvent (display, codes[i], False, CurrentTime);
  xtest_handled (window, display);
}

/* A click of the first pointer button in the middle of @widget, as the X
 * server reports it: GTK's own reaction to a click (the focus ring
 * hidden) comes with it, which emitting ::clicked leaves out. */
static void
mouse_click (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  graphene_point_t middle = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                 gtk_widget_get_height (widget) / 2.0);
  graphene_point_t in_window;
  double nx, ny;
  int x, y;
  Window child;

  g_assert_true (gtk_widget_compute_point (widget, window, &middle, &in_window));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &nx, &ny);
  XTranslateCoordinates (display, gdk_x11_surface_get_xid (surface),
                         DefaultRootWindow (display), (int) (in_window.x + nx),
                         (int) (in_window.y + ny), &x, &y, &child);
  XTestFakeMotionEvent (display, -1, x, y, CurrentTime);
  XTestFakeButtonEvent (display, 1, True, CurrentTime);
  XTestFakeButtonEvent (display, 1, False, CurrentTime);
  xtest_handled (window, display);
}

/* The pointer to the screen's corner, off the decision buttons: a button
 * under it rings its card's reach, not the focused one's, once a layout
 * (the window resized) brings one there. */
static void
pointer_away (GtkWidget *window)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (window));

  XTestFakeMotionEvent (display, -1, 0, 0, CurrentTime);
  xtest_handled (window, display);
}

/* Without a window manager nobody gives the window the X input focus. */
static void
give_keyboard (GtkWidget *window)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  XSetInputFocus (display, gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
  XSync (display, False);
  wm_test_iterate (50);
}
#endif

#ifdef WM_HAVE_XTEST
/* A human (seat 1) against a greedy bot, seed 4242, on the page with the
 * window's X input focus, at the human's first decision; NULL, the test
 * skipped, without X11. */
static WmPlaySession *
start_keyboard_game (WmWindow *window)
{
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmPlaySession *session;

  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))))
    {
      g_test_skip ("key presses are made through X11 (XTest)");
      return NULL;
    }
  wm_window_show_section (window, "playtest");
  give_keyboard (GTK_WIDGET (window));
  session = wm_test_start_two_seat_game (window, controllers, 4242, WM_TEST_GAME_PLAYING);
  wait_for_human (WM_PLAYTEST_PAGE (window->playtest_page));
  return session;
}
#endif

/* The key on the focused decision button makes that decision: the human
 * seat's next decision in the log is the button's choice. */
static void
key_decides (WmWindow *window, WmPlaytestPage *page, guint keyval)
{
  WmPlaySession *session = wm_playtest_page_get_session (page);
  GtkWidget *button = wm_test_focused_choice (window, page);
  WmChoice expected;
  int before = wm_play_session_n_decisions (session);

  g_assert_nonnull (button);
  expected = *(const WmChoice *)g_object_get_data (G_OBJECT (button), "wm-choice");
#ifdef WM_HAVE_XTEST
  press_key (GTK_WIDGET (window), keyval);
#endif
  wm_test_wait_for (wm_play_session_n_decisions (session) > before,
                    "the key on the focused decision button to make the decision");
  g_assert_true (same_choice (wm_play_session_decision (session, before), &expected));
  wait_for_human (page);
}

/* F3 of review 5: a game played from the keyboard alone. The first button
 * gets the focus as a click gives it; from then on Enter makes the focused
 * decision, the next decision's first button takes the focus (with its
 * ring shown), Tab and the arrows move between the buttons, Space works as
 * Enter. The focus is never taken from the page's other controls or from
 * another page. */
static void
test_keyboard_play (void)
{
#ifdef WM_HAVE_XTEST
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (GPtrArray) buttons = NULL;
  WmPlaySession *session;
  GtkWidget *check, *entry;
  int human_decisions = 0, tabbed = 0, arrowed = 0;
  gboolean bots_played = FALSE;

  session = start_keyboard_game (window);
  if (session == NULL)
    return;
  buttons = choice_buttons (page);
  gtk_widget_grab_focus (buttons->pdata[0]);

  for (int i = 0; i < 24 && !wm_game_is_over (wm_play_session_state (session)); i++)
    {
      GtkWidget *first;

      g_clear_pointer (&buttons, g_ptr_array_unref);
      buttons = choice_buttons (page);
      first = buttons->pdata[0];
      g_assert_true (wm_test_focused_choice (window, page) == first);
      /* Twice each: Tab, then Right, to the second button. */
      if (buttons->len > 1 && (tabbed < 2 || arrowed < 2))
        {
          press_key (GTK_WIDGET (window), tabbed < 2 ? GDK_KEY_Tab : GDK_KEY_Right);
          *(tabbed < 2 ? &tabbed : &arrowed) += 1;
          wm_test_wait_for (wm_test_focused_choice (window, page) == buttons->pdata[1],
                            "the key to move the focus to the second decision button");
        }
      key_decides (window, page, i % 3 == 2 ? GDK_KEY_space : GDK_KEY_Return);
      human_decisions++;
      if (human_decisions == 3)
        {
          GtkWidget *focus = wm_test_focused_choice (window, page);
          g_assert_nonnull (focus);
          g_assert_true (gtk_widget_has_visible_focus (focus));
          wm_test_screenshot (GTK_WIDGET (window), "playtest-keyboard");
        }
    }
  g_assert_cmpint (human_decisions, >=, 10);
  g_assert_cmpint (tabbed, ==, 2);
  g_assert_cmpint (arrowed, ==, 2);
  g_assert_false (wm_game_is_over (wm_play_session_state (session)));

  /* A decision made with the mouse while the keyboard is on the toolbar's
   * Play options (its menu holds Step by step): it stays there while the
   * decisions are the human's, and comes to the first decision once the
   * bots have played in between (R5 of review 6). */
  check = gtk_widget_get_first_child (wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_MENU_BUTTON));
  for (int i = 0; i < 24 && !bots_played; i++)
    {
      int before = wm_play_session_n_decisions (session);
      g_assert_true (gtk_widget_grab_focus (check));
      g_clear_pointer (&buttons, g_ptr_array_unref);
      buttons = choice_buttons (page);
      wm_test_click (buttons->pdata[0]);
      wait_for_human (page);
      if (wm_play_session_n_decisions (session) == before + 1)
        g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == check);
      else
        {
          g_clear_pointer (&buttons, g_ptr_array_unref);
          buttons = choice_buttons (page);
          g_assert_true (wm_test_focused_choice (window, page) == buttons->pdata[0]);
          bots_played = TRUE;
        }
    }
  g_assert_true (bots_played);

  /* On another page, in a text field, while the game changes (an undo):
   * the field keeps the keyboard. */
  wm_window_show_section (window, "overview");
  wm_test_iterate (50);
  entry = wm_test_find_widget (window->overview_page, is_text, NULL);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_grab_focus (entry));
  entry = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (50);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == entry);
  wm_window_show_section (window, "playtest");
  wm_playtest_page_set_playing (page, FALSE);
#else
  g_test_skip ("built without XTest (libxtst-dev): no key presses to make");
#endif
}

/* Whether @c puts a movement card somewhere: the bid, a turn, aside. */
static gboolean
is_card_choice (const WmGame *game, const WmChoice *c)
{
  WmDeckKind kind;

  if (c->kind != WM_CHOICE_PLAN_BID && c->kind != WM_CHOICE_PLAN_TURN
      && c->kind != WM_CHOICE_PLAN_ASIDE)
    return FALSE;
  kind = wm_game_card_kind (game, c->a);
  return kind == WM_DECK_MOVEMENT || kind == WM_DECK_COMMON_MOVEMENT;
}

/* The board rings exactly the spaces the reach query gives for @card from
 * the human's view of the game. */
static void
assert_rings_reach (WmPlaytestPage *page, int card)
{
  WmPlaySession *session = wm_playtest_page_get_session (page);
  WmGame *game = wm_play_session_game (session);
  int human = wm_play_session_human_to_move (session);
  WmBoardView *board = WM_BOARD_VIEW (wm_playtest_page_get_board (page));
  WmRenderOverlay *overlay = wm_board_view_get_overlay (board);
  g_autoptr (GArray) reach = NULL;
  WmGameState view;

  wm_game_view (game, wm_play_session_state (session), human, &view);
  reach = wm_game_reach (game, &view, human, card, FALSE);
  g_assert_cmpuint (reach->len, >, 1);
  g_assert_cmpuint (wm_render_overlay_n_highlights (overlay), ==, reach->len);
  for (guint i = 0; i < reach->len; i++)
    {
      g_autofree char *name
          = wm_map_space_name (wm_game_map (game), g_array_index (reach, WmReach, i).space);
      g_assert_true (wm_render_overlay_is_highlighted (overlay, name));
    }
}

/* How many pixels of @widget, drawn now, are of the compass's arrows'
 * red (wm_icon_arrows ()). */
static int
arrow_pixels (GtkWidget *widget)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget), n = 0;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = g_malloc ((gsize) w * h * 4);

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_texture_download (texture, pixels, (gsize) w * 4);
  for (int i = 0; i < w * h; i++)
    {
      /* Cairo's ARGB32, little-endian: blue, green, red. */
      guchar b = pixels[i * 4], g = pixels[i * 4 + 1], r = pixels[i * 4 + 2];
      n += r > 150 && g < 80 && b < 80;
    }
  return n;
}

/* Review 10: a card choice's strip draws the arrows large enough to read
 * (at 52 px the printed card's band gave each arrow a dozen red pixels;
 * the strip gives it more than 40), and every strip is as wide as the
 * others, so that the words beside them start at one place. */
static void
check_card_strips (WmGame *game, GPtrArray *buttons)
{
  int width = -1;

  for (guint i = 0; i < buttons->len; i++)
    {
      const WmChoice *c = g_object_get_data (G_OBJECT (buttons->pdata[i]), "wm-choice");
      GtkWidget *strip = wm_test_find_widget (buttons->pdata[i], name_is, "card-thumb");
      const WmCard *card;
      int red;

      if (strip == NULL)
        continue;
      card = wm_game_card (game, c->a);
      g_assert_cmpint (gtk_widget_get_height (strip), >=, 48);
      if (width < 0)
        width = gtk_widget_get_width (strip);
      g_assert_cmpint (gtk_widget_get_width (strip), ==, width);
      red = arrow_pixels (strip);
      g_test_message ("%s: %d arrows, %d red pixels", card->id, card->n_arrows, red);
      g_assert_cmpint (red, >, 40 * card->n_arrows);
    }
  g_assert_cmpint (width, >, 0);
}

/* R4 of review 6: every choice of a movement card (the bid, a turn, the
 * card set aside) draws the card as printed in its button, and no other
 * choice does; a card choice with the keyboard on it rings the spaces the
 * card could reach, as the rules engine's reach query gives them on the
 * player's view; the next card's choice rings its own. */
static void
test_card_choices (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmPlaySession *session;
  WmGame *game;
  int card_choices = 0, turn_choices = 0, other_choices = 0;

#ifdef WM_HAVE_XTEST
  if (GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))))
    {
      give_keyboard (GTK_WIDGET (window));
      pointer_away (GTK_WIDGET (window));
    }
#endif
  session = wm_test_start_two_seat_game (window, controllers, 4242, WM_TEST_GAME_PLAYING);
  game = wm_play_session_game (session);
  wait_for_human (page);
  for (int d = 0; d < 12 && wm_play_session_state (session)->day == 1
                  && wm_play_session_state (session)->step == WM_STEP_PLAN;
       d++)
    {
      g_autoptr (GPtrArray) buttons = choice_buttons (page);
      int focused = 0;

      for (guint i = 0; i < buttons->len; i++)
        {
          GtkWidget *button = buttons->pdata[i];
          const WmChoice *c = g_object_get_data (G_OBJECT (button), "wm-choice");
          gboolean card = is_card_choice (game, c);

          g_assert_true ((wm_test_find_widget (button, name_is, "card-thumb") != NULL) == card);
          if (!card)
            {
              other_choices++;
              continue;
            }
          card_choices++;
          turn_choices += c->kind == WM_CHOICE_PLAN_TURN;
          /* two cards of each decision: the focus moves, the rings follow
           * (GTK tells a widget it has the focus in the active window) */
          if (focused++ < 2 && gtk_window_is_active (GTK_WINDOW (window)))
            {
              gtk_widget_grab_focus (button);
              wm_test_iterate (5);
              assert_rings_reach (page, c->a);
            }
        }
      if (d == 2)
        {
          int width, height;

          wm_test_screenshot (GTK_WIDGET (window), "playtest-card-choices");
          gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
          wm_test_resize_window (GTK_WINDOW (window), 1280, 800);
          check_card_strips (game, buttons);
          wm_test_screenshot (GTK_WIDGET (window), "playtest-card-choices-1280x800");
          wm_test_resize_window (GTK_WINDOW (window), width, height);
        }
      wm_test_click (buttons->pdata[0]);
      wait_for_human (page);
    }
  g_assert_cmpint (card_choices, >=, 10);
  g_assert_cmpint (turn_choices, >=, 3);
  if (!gtk_window_is_active (GTK_WINDOW (window)))
    g_test_message ("the window is not active: the rings under the focus were not checked");
  g_assert_cmpint (other_choices, >, 0); /* the intrigue marker */
  wm_playtest_page_set_playing (page, FALSE);
}

/* R5 of review 6: the keyboard on the toolbar's Play while the bots play
 * (as a designer leaves it who pressed Play), the human's next decision
 * takes it: the first decision has the focus, its ring shown; Tab on the
 * last decision goes round to the first, not on to the window's file
 * buttons; an undo or a redo gives the first decision the focus again. */
static void
test_focus_after_bots (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkWidget *play = find_tooltip (GTK_WIDGET (page), "Let the bots play on, or pause them");
  WmPlaySession *session;
  gboolean bots_played = FALSE;
  g_autoptr (GPtrArray) buttons = NULL;

#ifdef WM_HAVE_XTEST
  if (GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))))
    give_keyboard (GTK_WIDGET (window));
#endif
  session = wm_test_start_two_seat_game (window, controllers, 4242, WM_TEST_GAME_PLAYING);
  wait_for_human (page);
  /* a new game: its first decision */
  buttons = choice_buttons (page);
  g_assert_true (wm_test_focused_choice (window, page) == buttons->pdata[0]);
  for (int i = 0; i < 40 && !bots_played; i++)
    {
      int before = wm_play_session_n_decisions (session);

      g_assert_true (gtk_widget_grab_focus (play));
      g_clear_pointer (&buttons, g_ptr_array_unref);
      buttons = choice_buttons (page);
      wm_test_click (buttons->pdata[0]);
      wait_for_human (page);
      bots_played = wm_play_session_n_decisions (session) > before + 1;
    }
  g_assert_true (bots_played);
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = choice_buttons (page);
  g_assert_true (wm_test_focused_choice (window, page) == buttons->pdata[0]);
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));

#ifdef WM_HAVE_XTEST
  if (GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))) && buttons->len > 1)
    {
      gtk_widget_grab_focus (g_ptr_array_index (buttons, buttons->len - 1));
      press_key (GTK_WIDGET (window), GDK_KEY_Tab);
      wm_test_wait_for (wm_test_focused_choice (window, page) == buttons->pdata[0],
                        "Tab on the last decision button to go round to the first");
    }
#endif

  g_assert_true (gtk_widget_grab_focus (play));
  wm_playtest_page_set_playing (page, FALSE);
  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (20);
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = choice_buttons (page);
  g_assert_true (wm_test_focused_choice (window, page) == buttons->pdata[0]);
  g_assert_true (gtk_widget_grab_focus (play));
  g_assert_true (wm_playtest_page_redo (page));
  wm_test_iterate (20);
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = choice_buttons (page);
  g_assert_true (wm_test_focused_choice (window, page) == buttons->pdata[0]);
}

/* Review 8, R8-2: a human against a bot with Play off. Once the human's
 * decisions are made and a bot is to move, the keyboard is on Play (it
 * was nowhere, and only a click went on), so Enter lets the bots play
 * until the human is to decide again, back on the first decision. */
static void
test_focus_on_play_when_bots_wait (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkWidget *play = find_tooltip (GTK_WIDGET (page), "Let the bots play on, or pause them");
  WmPlaySession *session;
  int before;

  wm_playtest_page_set_playing (page, FALSE);
  wm_test_start_two_seat_game (window, controllers, 4242, WM_TEST_GAME_AS_SET);
  wm_playtest_page_set_delay (page, 0);
  session = wm_playtest_page_get_session (page);
  for (int i = 0; i < 40 && wm_play_session_human_to_move (session) >= 0; i++)
    {
      g_autoptr (GPtrArray) buttons = choice_buttons (page);
      wm_test_click (buttons->pdata[0]);
      wm_test_iterate (20);
    }
  g_assert_cmpint (wm_play_session_human_to_move (session), <, 0);
  g_assert_false (wm_game_is_over (wm_play_session_state (session)));
  g_assert_nonnull (play);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == play);
  before = wm_play_session_n_decisions (session);
  g_assert_true (gtk_widget_activate (play));
  wait_for_human (page);
  g_assert_cmpint (wm_play_session_n_decisions (session), >, before);
  g_assert_nonnull (wm_test_focused_choice (window, page));
  wm_playtest_page_set_playing (page, FALSE);
}

/* Keyboard play to the end of a game. A decision made with the mouse and
 * the next one with Enter: the decision after that shows the focus ring
 * on its first button (the key, not the click, tells where the designer
 * is). At game over the keyboard is on the summary's New Game…, with its
 * ring, so that Enter sets up the next game. */
static void
test_keyboard_game_over (void)
{
#ifdef WM_HAVE_XTEST
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (GPtrArray) buttons = NULL;
  WmPlaySession *session;
  GtkWidget *focus, *dialog;
  int before;

  session = start_keyboard_game (window);
  if (session == NULL)
    return;
  buttons = choice_buttons (page);
  before = wm_play_session_n_decisions (session);
  mouse_click (buttons->pdata[0]);
  wm_test_wait_for (wm_play_session_n_decisions (session) > before, "the click's decision");
  wait_for_human (page);
  g_assert_nonnull (wm_test_focused_choice (window, page));
  key_decides (window, page, GDK_KEY_Return);
  focus = wm_test_focused_choice (window, page);
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_has_visible_focus (focus));

  for (int i = 0; i < 400 && !wm_game_is_over (wm_play_session_state (session)); i++)
    key_decides (window, page, GDK_KEY_Return);
  g_assert_true (wm_game_is_over (wm_play_session_state (session)));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, wm_playtest_page_get_summary (page)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "New Game…");
  g_assert_true (gtk_widget_has_visible_focus (focus));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-keyboard-game-over");

  press_key (GTK_WIDGET (window), GDK_KEY_Return);
  wm_test_wait_for ((dialog = wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG)) != NULL,
                    "Enter on New Game… to open its dialog");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (50);
#else
  g_test_skip ("built without XTest (libxtst-dev): no key presses to make");
#endif
}

/* F10 of review 5: a game that ends while the bots play leaves the play
 * button a ▶ with nothing more to play, not a ⏸. */
static void
test_play_button_at_game_over (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  GtkWidget *play = find_tooltip (GTK_WIDGET (page), "Let the bots play on, or pause them");
  WmPlaySession *session;

  session = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play)), ==,
                   "media-playback-pause-symbolic");
  wait_for_human (page);
  g_assert_true (wm_game_is_over (wm_play_session_state (session)));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play)), ==,
                   "media-playback-start-symbolic");
  g_assert_false (gtk_widget_is_sensitive (play));
  /* Stepping back through the finished game does not make it playable. */
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision back"));
  g_assert_false (gtk_widget_is_sensitive (play));
  /* R7-10 of review 7: the greyed undo says why, at a table of bots. */
  g_assert_false (gtk_widget_is_sensitive (find_tooltip (
      GTK_WIDGET (page), "Undo takes back a human player's decision: with bots only, look back "
                         "with “One decision back”")));
  g_assert_null (find_tooltip (GTK_WIDGET (page), "Take back your last decision"));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-bots-over");
}

/* A table of bots under way, paused: nobody at it decides, so no "Your
 * decision" heading over the empty list (review 15, R15-12); with a human
 * seat the heading is there. */
static void
test_bots_only_no_decision_heading (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  int mixed[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmPlaySession *session;

  wm_playtest_page_set_playing (page, FALSE);
  wm_test_start_two_seat_game (window, bots, 4242, WM_TEST_GAME_AS_SET);
  session = wm_playtest_page_get_session (page);
  wm_test_iterate (20);
  g_assert_false (wm_game_is_over (wm_play_session_state (session)));
  g_assert_false (gtk_widget_get_visible (find_label (GTK_WIDGET (page), "Your decision")));
  g_assert_false (gtk_widget_get_visible (wm_playtest_page_get_summary (page)));

  wm_test_start_two_seat_game (window, mixed, 4242, WM_TEST_GAME_AS_SET);
  wm_test_iterate (20);
  g_assert_true (gtk_widget_get_visible (find_label (GTK_WIDGET (page), "Your decision")));
  wm_playtest_page_set_playing (page, FALSE);
}

/* The length of the number that starts the log's line @text, "12. what
 * happened", with its full stop; 0 for a day's line, which has none. */
static gsize
log_number_length (const char *text)
{
  gsize n = strspn (text, "0123456789");

  return n > 0 && text[n] == '.' && text[n + 1] == ' ' ? n + 1 : 0;
}

/* The label of a mapped row of the log's list showing @number and beside
 * it @rest, or NULL. */
static GtkLabel *
log_row_in_view (GtkWidget *view, const char *number, const char *rest)
{
  for (GtkWidget *row = gtk_widget_get_first_child (view); row;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = wm_test_find_widget (row, label_is, rest);

      if (label != NULL && gtk_widget_get_mapped (label)
          && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (label))), number)
                 == 0)
        return GTK_LABEL (label);
    }
  return NULL;
}

/* The row of the log's list that shows line @i (a decision's "12. what
 * happened": the number, and beside it the rest; a day's line: all of it
 * beside an empty number), brought into view: the rest's label. Waited
 * for, not looked for once after a fixed time: under load the list view
 * scrolls and binds its rows some frames later (a run failed so). */
static GtkLabel *
log_row (GtkWidget *view, guint i)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_autoptr (GtkStringObject) line = g_list_model_get_item (model, i);
  const char *text = gtk_string_object_get_string (line);
  gsize length = log_number_length (text);
  g_autofree char *number = g_strndup (text, length);
  const char *rest = length > 0 ? text + length + 1 : text;
  g_autofree char *what = g_strdup_printf ("a row in view showing log line %u, “%s”", i + 1, text);
  GtkLabel *label;

  gtk_widget_activate_action (view, "list.scroll-to-item", "u", i);
  wm_test_wait_for ((label = log_row_in_view (view, number, rest)) != NULL, what);
  return label;
}

/* Whether line @i of the log, in view, reads whole: its text in full,
 * wrapped onto as many lines as it needs within the column, under itself. */
static void
check_log_line_whole (GtkWidget *view, guint i)
{
  GtkLabel *label = log_row (view, i);
  PangoLayout *shown = gtk_label_get_layout (label);
  g_autoptr (PangoLayout) one_line = gtk_widget_create_pango_layout (GTK_WIDGET (label),
                                                                      gtk_label_get_text (label));
  int width, height;

  pango_layout_get_pixel_size (one_line, &width, &height);
  g_assert_false (pango_layout_is_ellipsized (shown));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), <=, gtk_widget_get_width (view));
  if (width > gtk_widget_get_width (GTK_WIDGET (label)))
    {
      GtkWidget *number = gtk_widget_get_prev_sibling (GTK_WIDGET (label));
      graphene_rect_t n, t;

      g_assert_cmpint (pango_layout_get_line_count (shown), >=, 2);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (label)), >=, 2 * height);
      /* A hanging indent: the wrapped lines start under the text, right
       * of the line's number, not under the number. */
      g_assert_true (GTK_IS_LABEL (number));
      g_assert_true (gtk_widget_compute_bounds (number, view, &n));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), view, &t));
      g_assert_cmpfloat (t.origin.x, >=, n.origin.x + n.size.width);
    }
}

/* A long line of the log wraps within the side panel, whole, rather than
 * being cut short with the rest in a tooltip, also while the designer
 * steps back through the game. */
static void
test_log_lines_wrap (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autofree char *whole = NULL, *part = NULL;
  GtkWidget *view, *back;
  GListModel *model;
  guint longest = 0, n;
  gsize longest_len = 0;

  wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  wait_for_human (page);
  view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  n = g_list_model_get_n_items (model);
  check_log_days (page, wm_playtest_page_get_session (page), NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkStringObject) line = g_list_model_get_item (model, i);
      gsize len = g_utf8_strlen (gtk_string_object_get_string (line), -1);

      if (len > longest_len)
        longest = i, longest_len = len;
    }
  /* The game's longest line is longer than the column is wide. */
  {
    GtkLabel *label = log_row (view, longest);
    g_autoptr (PangoLayout) one_line = gtk_widget_create_pango_layout (GTK_WIDGET (label),
                                                                        gtk_label_get_text (label));
    int width;

    pango_layout_get_pixel_size (one_line, &width, NULL);
    g_test_message ("longest of %u lines: %d px in a column %d px wide: “%s”", n, width,
                    gtk_widget_get_width (view), gtk_label_get_text (label));
    g_assert_cmpint (width, >, gtk_widget_get_width (view));
  }
  for (guint i = 0; i < n; i += 37)
    check_log_line_whole (view, i);
  check_log_line_whole (view, longest);
  check_log_line_whole (view, n - 1);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-log-wrapped");
  /* Back through the game and forward again: the log keeps the whole
   * game, its lines as they read, whole. */
  whole = wm_test_play_log_text (page);
  back = find_tooltip (GTK_WIDGET (page), "One decision back");
  for (int i = 0; i < 5; i++)
    wm_test_click (back);
  wm_test_click (find_tooltip (GTK_WIDGET (page), "One decision forward"));
  wm_test_iterate (50);
  part = wm_test_play_log_text (page);
  g_assert_cmpstr (part, ==, whole);
  check_log_line_whole (view, longest);
}

/* The log's line of decision @i ("12. …"). */
static char *
log_line_at (WmPlaytestPage *page, guint i)
{
  GtkWidget *view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_autofree char *number = g_strdup_printf ("%u. ", i + 1);

  for (guint l = i; l < g_list_model_get_n_items (model); l++)
    {
      g_autoptr (GtkStringObject) line = g_list_model_get_item (model, l);
      if (g_str_has_prefix (gtk_string_object_get_string (line), number))
        return g_strdup (gtk_string_object_get_string (line));
    }
  g_error ("the log has no line of decision %u", i + 1);
}

/* The card of the event deck @events with the id @id. */
static WmCard *
deck_card (const WmDeck *events, const char *id)
{
  for (guint i = 0; i < events->cards->len; i++)
    if (strcmp (((WmCard *) g_ptr_array_index (events->cards, i))->id, id) == 0)
      return g_ptr_array_index (events->cards, i);
  g_error ("no event %s", id);
}

/* Two greedy bots play the game of @setup into its third day, then pause. */
static WmPlaySession *
bots_into_day_3 (WmPlaytestPage *page, const WmGameSetup *setup)
{
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autoptr (GError) error = NULL;
  WmPlaySession *session;

  g_assert_true (wm_playtest_page_start (page, setup, bots, &error));
  g_assert_no_error (error);
  session = wm_playtest_page_get_session (page);
  wm_playtest_page_set_delay (page, 0);
  wm_playtest_page_set_playing (page, TRUE);
  wm_test_wait_for (wm_play_session_state (session)->day >= 3, "the bots to play into day 3");
  wm_playtest_page_set_playing (page, FALSE);
  wm_test_wait_for (!wm_playtest_page_is_busy (page), "the bot's decision");
  wm_test_iterate (2);
  return session;
}

/* Each day begins with a line of the log that names its event, as the
 * heading does (R15-11), so that a designer finds the day an event came
 * up: with the event's id when another card has its name (in the heading
 * too), none on the first day or in a game without events. Undoing a
 * decision of the day before takes the day's line away again. */
static void
test_log_day_events (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  const char *lang = wm_variant_display_language (variant);
  const WmDeck *events
      = g_ptr_array_index (variant->decks, wm_game_dealt_deck (variant, WM_DECK_EVENT));
  int human[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  g_autoptr (GRand) rand = g_rand_new_with_seed (15);
  g_autofree char *kept = NULL, *name = NULL, *heading = NULL;
  const char *clashing[3] = { NULL };
  WmPlaySession *session;
  const WmGameState *start;
  WmCard *drawn, *other;
  int second;
  WmGameSetup setup;

  /* The event the second day draws renamed as another event (a whole
   * game of events named each their own: /play/log/gold-sources). */
  wm_test_start_two_seat_game (window, human, 78, WM_TEST_GAME_AS_SET);
  session = wm_playtest_page_get_session (page);
  start = wm_play_session_state (session);
  second = start->events.cards[start->events.n - 1];
  drawn = deck_card (events, wm_game_card (wm_play_session_game (session), second)->id);
  other = g_ptr_array_index (events->cards, g_ptr_array_index (events->cards, 0) == drawn);
  kept = g_strdup (wm_text_get (&other->name, lang, lang));
  wm_text_set (&other->name, lang, wm_text_get (&drawn->name, lang, lang));
  clashing[0] = drawn->id;
  clashing[1] = other->id;
  session = wm_test_start_two_seat_game (window, human, 78, WM_TEST_GAME_PLAYING);
  wm_text_set (&other->name, lang, kept);
  for (wait_for_human (page); wm_play_session_state (session)->day < 2; wait_for_human (page))
    human_decides (page, rand);
  g_assert_cmpint (wm_play_session_state (session)->event, ==, second);
  check_log_days (page, session, clashing);
  name = wm_play_card_name (wm_play_session_game (session), second);
  heading = g_strdup_printf ("· event: %s (%s)", name, drawn->id);
  g_assert_nonnull (
      strstr (gtk_label_get_text (GTK_LABEL (wm_playtest_page_get_heading (page))), heading));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-log-day-clash");
  g_assert_true (wm_playtest_page_undo (page));
  wm_test_iterate (2);
  g_assert_cmpint (wm_play_session_state (session)->day, ==, 1);
  check_log_days (page, session, clashing);
  g_assert_true (wm_playtest_page_redo (page));
  wait_for_human (page);
  check_log_days (page, session, clashing);
  wm_playtest_page_set_playing (page, FALSE);

  /* Without events: the days' lines say the day only. Into the third
   * day, and the bots paused. */
  wm_game_setup_init (&setup, variant, 2);
  setup.seed = 77;
  setup.no_events = TRUE;
  session = bots_into_day_3 (page, &setup);
  check_log_days (page, session, NULL);
  check_log_clicks (page, session);
}

/* The first quest @was holds that @now does not, or -1. */
static int
quest_left (const WmPlayerState *was, const WmPlayerState *now)
{
  for (int i = 0; i < was->n_held; i++)
    {
      gboolean kept = FALSE;
      for (int j = 0; j < now->n_held; j++)
        kept |= now->held[j].card == was->held[i].card;
      if (!kept)
        return was->held[i].card;
    }
  return -1;
}

/* Whether @line tells of a gain ("… — +3 gold for …"); where an extra
 * move came from ("… — +1 extra move from …") is none. */
static gboolean
tells_gain (const char *line)
{
  for (const char *at = strstr (line, " — +"); at != NULL; at = strstr (at + 1, " — +"))
    {
      const char *end = at + strlen (" — +");
      while (g_ascii_isdigit (*end))
        end++;
      if (!g_str_has_prefix (end, " extra move"))
        return TRUE;
    }
  return FALSE;
}

/* The log says where gold came from (R12-4): a decision that pays a
 * player for a weapon, a discovery or a common quest names the gold and
 * the fort, the place or the quest, worked out here from the states
 * before and after it and the variant's figures; a decision that pays
 * nothing says nothing of gold. */
static void
test_log_gold_sources (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session
      = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  WmGame *game;
  g_auto (GStrv) places = NULL;
  int weapons = 0, discoveries = 0, quests = 0, silent = 0;
  WmGameState before;

  wait_for_human (page);
  /* Each day's line names its event (the variant's have names of their own). */
  g_assert_cmpint (wm_play_session_state (session)->day, >=, 3);
  check_log_days (page, session, NULL);
  game = wm_play_session_game (session);
  places = wm_game_place_names (game);
  g_assert_true (wm_game_replay (game, wm_play_session_decision (session, 0), 0, &before, NULL));
  for (int i = 0; i < wm_play_session_n_decisions (session); i++)
    {
      const WmChoice *c = wm_play_session_decision (session, i);
      g_autofree char *line = log_line_at (page, (guint) i);
      WmGameState after = before;
      gboolean paid = FALSE;

      wm_game_apply_listed (game, &after, c);
      for (int p = 0; p < after.n_players; p++)
        {
          const WmPlayerState *was = &before.players[p], *now = &after.players[p];
          const WmCharacter *ch = g_ptr_array_index (wm_game_variant (game)->characters,
                                                     wm_game_character (game, p));
          int gold = now->gold - was->gold;
          g_autofree char *want = NULL;

          paid |= gold != 0;
          /* A weapon that pays nothing (green's first) pays no gold to tell. */
          if (gold != 0 && now->n_weapons == was->n_weapons + 1
              && gold == ((WmWeaponStep *) g_ptr_array_index (ch->weapons, was->n_weapons))->gold)
            {
              want = g_strdup_printf ("+%d gold for a weapon at %s", gold, places[now->space]);
              weapons++;
            }
          else if (p == c->player && gold == wm_game_variant (game)->rules.discovery_gold
                   && wm_game_discovered (&after, now->space) && !wm_game_discovered (&before, now->space))
            {
              want = g_strdup_printf ("+%d gold for discovering %s", gold, places[now->space]);
              discoveries++;
            }
          else if (quest_left (was, now) >= 0 && wm_game_card (game, quest_left (was, now))->reward
                   && wm_game_card_kind (game, quest_left (was, now)) == WM_DECK_COMMON_QUEST
                   && gold == wm_game_card (game, quest_left (was, now))->reward->gold)
            {
              g_autofree char *name = wm_play_card_name (game, quest_left (was, now));
              want = g_strdup_printf ("+%d gold for the common quest “%s”", gold, name);
              quests++;
            }
          if (want != NULL && strstr (line, want) == NULL)
            g_error ("decision %d paid %s, which its log line does not say: “%s”", i + 1, want, line);
        }
      if (!paid)
        {
          /* No gain told ("… — +3 gold for …"); a quest choice's words may
           * name the card's reward ("Take the quest … — to Brindle, 1 gold"). */
          if (tells_gain (line))
            g_error ("decision %d paid nothing, yet its log line tells of gold: “%s”", i + 1, line);
          silent++;
        }
      before = after;
    }
  g_test_message ("%d weapons, %d discoveries, %d common quests told", weapons, discoveries, quests);
  g_assert_cmpint (weapons, >, 0);
  g_assert_cmpint (discoveries, >, 0);
  g_assert_cmpint (quests, >, 0);
  g_assert_cmpint (silent, >, 0);
}

/* Whether @card is a side quest @ps holds. */
static gboolean
holds_side_quest (WmGame *game, const WmPlayerState *ps, int card)
{
  for (int i = 0; i < ps->n_held; i++)
    if (ps->held[i].card == card && wm_game_card_kind (game, card) == WM_DECK_SIDE_QUEST)
      return TRUE;
  return FALSE;
}

/* Review 25b, 11 and 12: the log says what an inn or a secret place gave
 * at the end of a move (a side quest drawn, a milepost's movement card on
 * the draw pile), and why a town offered no common quest; worked out here
 * from the states before and after each decision. At a table of bots the
 * side quest is named. */
static void
test_log_place_gifts (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  WmPlaySession *session
      = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  const WmMap *map;
  WmGame *game;
  g_auto (GStrv) places = NULL;
  int inns = 0, mileposts = 0, no_quest = 0;
  WmGameState before;

  wait_for_human (page);
  game = wm_play_session_game (session);
  map = wm_game_map (game);
  places = wm_game_place_names (game);
  g_assert_true (wm_game_replay (game, wm_play_session_decision (session, 0), 0, &before, NULL));
  for (int i = 0; i < wm_play_session_n_decisions (session); i++)
    {
      const WmChoice *c = wm_play_session_decision (session, i);
      const WmChoice *next = i + 1 < wm_play_session_n_decisions (session)
                                 ? wm_play_session_decision (session, i + 1)
                                 : NULL;
      g_autofree char *line = log_line_at (page, (guint) i);
      g_autofree char *want = NULL;
      WmGameState after = before;
      int p = c->player, space;
      gboolean ended;

      wm_game_apply_listed (game, &after, c);
      space = after.players[p].space;
      ended = before.step == WM_STEP_MOVE && after.winner < 0
              && (before.t.moved || before.players[p].space != space)
              && !(after.step == WM_STEP_MOVE && after.active == p && after.turn == before.turn);
      if (ended && map->spaces[space].place == WM_PLACE_INN)
        for (int k = 0; k < after.players[p].n_held && want == NULL; k++)
          {
            int card = after.players[p].held[k].card;
            if (holds_side_quest (game, &after.players[p], card)
                && !holds_side_quest (game, &before.players[p], card))
              {
                g_autofree char *name = wm_play_card_name (game, card);
                want = g_strdup_printf (" — %s: the side quest “%s”", places[space], name);
                inns++;
              }
          }
      if (ended && map->spaces[space].place == WM_PLACE_SECRET
          && after.place_kind[space] == WM_SECRET_MILEPOST && after.day == before.day
          && after.players[p].draw.n == before.players[p].draw.n + 1)
        {
          want = g_strdup_printf (" — %s is a milepost: a movement card, unseen, on top of the "
                                  "draw pile", places[space]);
          mileposts++;
        }
      /* A town whose move is followed by no quest decision of its player. */
      if (ended && map->spaces[space].town >= 0 && after.step != WM_STEP_DISCARD
          && (next == NULL || next->player != p
              || (next->kind != WM_CHOICE_TAKE_QUEST && next->kind != WM_CHOICE_SKIP_QUEST)))
        {
          want = g_strdup (" — no common quest: ");
          no_quest++;
        }
      if (want != NULL && strstr (line, want) == NULL)
        g_error ("decision %d: “%s” not in its log line “%s”", i + 1, want, line);
      before = after;
    }
  g_test_message ("%d inns, %d mileposts, %d towns without a quest told", inns, mileposts, no_quest);
  g_assert_cmpint (inns, >, 0);
  g_assert_cmpint (mileposts, >, 0);
  g_assert_cmpint (no_quest, >, 0);
}

/* Whether a step with the card by @player from @before takes one of the
 * moves an ability or the day's event adds to the card's: the card's own
 * count as taken first. */
static gboolean
card_bonus_step (WmGame *game, const WmGameState *before, int player)
{
  int ability, event;

  wm_game_card_move_sources (game, before, player, &ability, &event);
  return ability + event > 0 && before->t.steps_left <= ability + event;
}

/* Review 25e, 9: the log says where an extra move came from, as it says
 * where gold came from. Every character's ability gives one extra move a
 * turn along any path type, and The Mail Coach (E06), turned up first and
 * for its whole day, one more along roads: each extra move's line names the
 * ability, and on the second day along a road the event as well. Casimir
 * Vell's extra move with the card, in his marker's turn, is told on the
 * step with the card past the card's own moves, as the move prompt counts
 * it. No other line tells of extra moves. */
static void
test_log_extra_move_sources (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  WmEffect *coach = g_ptr_array_index (wm_variant_find_card (variant, "E06", NULL)->effects, 0);
  WmScope scope = coach->scope;
  WmEffect *casimir = g_ptr_array_index (wm_variant_find_character (variant, "yellow")->effects, 0);

  g_autofree char *event = NULL;
  int road = -1, alone = 0, both = 0, with_card = 0;
  WmPlaySession *session;
  const WmMap *map;
  WmGameSetup setup;
  WmGameState before;
  WmGame *game;

  for (guint i = 0; i < variant->path_types->len; i++)
    if (g_strcmp0 (((WmPathType *) g_ptr_array_index (variant->path_types, i))->id, "road") == 0)
      road = (int) i;
  g_assert_cmpint (road, >=, 0);
  g_assert_cmpstr (casimir->type, ==, "extra-move");
  g_assert_cmpint (casimir->scope, ==, WM_SCOPE_INTRIGUE);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      WmEffect *fx = wm_effect_new ("extra-move", WM_SCOPE_ALWAYS);
      wm_effect_set_param (fx, "via", "trail road water");
      wm_effect_set_param (fx, "count", "1");
      g_ptr_array_add (((WmCharacter *) g_ptr_array_index (variant->characters, i))->effects, fx);
    }
  coach->scope = WM_SCOPE_DAY;
  /* Casimir Vell's extra move with the card in every turn, not only his
   * marker's, so that the bots take it. */
  casimir->scope = WM_SCOPE_ALWAYS;
  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, variant, 2);
  setup.seed = 77;
  setup.first_event = "E06";
  session = bots_into_day_3 (page, &setup);
  casimir->scope = WM_SCOPE_INTRIGUE;
  for (guint i = 0; i < variant->characters->len; i++)
    {
      GPtrArray *effects = ((WmCharacter *) g_ptr_array_index (variant->characters, i))->effects;
      g_ptr_array_remove_index (effects, effects->len - 1);
    }
  coach->scope = scope;

  game = wm_play_session_game (session);
  map = wm_game_map (game);
  event = wm_play_card_name (game, wm_game_find_card (game, "E06"));
  g_assert_true (wm_game_replay (game, wm_play_session_decision (session, 0), 0, &before, NULL));
  for (int i = 0; i < wm_play_session_n_decisions (session) && before.day < 3; i++)
    {
      const WmChoice *c = wm_play_session_decision (session, i);
      g_autofree char *line = log_line_at (page, (guint) i);

      if (c->kind == WM_CHOICE_STEP && c->b == 1)
        {
          const WmCharacter *ch = g_ptr_array_index (variant->characters,
                                                     wm_game_character (game, c->player));
          g_autofree char *who = wm_text_isolate (
              wm_text_get (&ch->name, wm_variant_display_language (variant), NULL));
          g_autofree char *ability = g_strdup_printf (" — +1 extra move from %s’s ability", who);
          g_autofree char *coach_part = g_strdup_printf ("; +1 extra move from the day’s event “%s”",
                                                        event);
          gboolean on_road = before.day == 2 && map->exits[c->a].type == road;

          if (strstr (line, ability) == NULL || (strstr (line, coach_part) != NULL) != on_road)
            g_error ("decision %d, an extra move%s: “%s”", i + 1,
                     on_road ? " along a road on the Mail Coach's day" : "", line);
          (*(on_road ? &both : &alone))++;
        }
      else if (c->kind == WM_CHOICE_STEP && c->b == 0 && card_bonus_step (game, &before, c->player))
        {
          /* Past the card's own moves: Casimir Vell's extra move with the
           * card, in his marker's turn, as the move prompt tells it. */
          const WmCharacter *ch = g_ptr_array_index (variant->characters,
                                                     wm_game_character (game, c->player));
          g_autofree char *who = wm_text_isolate (
              wm_text_get (&ch->name, wm_variant_display_language (variant), NULL));
          g_autofree char *ability = g_strdup_printf (" — +1 extra move from %s’s ability", who);

          if (!g_str_has_suffix (line, ability))
            g_error ("decision %d, a move with the card past its own: “%s”", i + 1, line);
          with_card++;
        }
      else if (strstr (line, "extra move from") != NULL)
        g_error ("decision %d is no extra move: “%s”", i + 1, line);
      wm_game_apply_listed (game, &before, c);
    }
  g_test_message ("%d extra moves from the ability alone, %d from it and the event, %d with the card",
                  alone, both, with_card);
  g_assert_cmpint (alone, >, 0);
  g_assert_cmpint (both, >, 0);
  g_assert_cmpint (with_card, >, 0);
}

/* The side quest an inn or a settlement gave another player is face down
 * in a human's log: the line says one was taken, not which. The human
 * takes the first choice each time until the bot has drawn one. */
static void
test_log_place_gifts_hidden (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  WmPlaySession *session
      = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  WmGame *game = wm_play_session_game (session);
  g_auto (GStrv) places = wm_game_place_names (game);
  int seen = 0, told = 0;
  WmGameState before;

  wm_game_start (game, &before);
  while (told == 0)
    {
      g_autoptr (GPtrArray) buttons = NULL;

      wait_for_human (page);
      g_assert_false (wm_game_is_over (wm_play_session_state (session)));
      for (; seen < wm_play_session_n_decisions (session); seen++)
        {
          const WmChoice *c = wm_play_session_decision (session, seen);
          WmGameState after = before;
          WmPlaceGift gift;

          wm_game_apply_listed (game, &after, c);
          if (c->player == 1 && wm_game_place_gift (game, &before, &after, 1, &gift)
              && gift.side_quest != WM_GAME_NONE)
            {
              g_autofree char *line = log_line_at (page, (guint) seen);
              g_autofree char *name = wm_play_card_name (game, gift.side_quest);
              g_autofree char *want = g_strdup_printf (gift.kind == WM_GIFT_INN
                                                           ? " — %s: a side quest, face down"
                                                           : " — %s is a settlement: a side quest, face down",
                                                       places[gift.space]);
              if (strstr (line, want) == NULL || strstr (line, name) != NULL)
                g_error ("decision %d: “%s” wanted, “%s” hidden in “%s”", seen + 1, want, name, line);
              told++;
            }
          before = after;
        }
      if (told > 0)
        break;
      buttons = wm_test_play_choices (page);
      g_assert_cmpuint (buttons->len, >, 0);
      wm_test_click (buttons->pdata[0]);
      wm_test_iterate (5);
    }
  wm_test_screenshot (GTK_WIDGET (window), "playtest-log-place-gift-hidden");
  wm_playtest_page_set_playing (page, FALSE);
}

/* A New Game started through the dialog right after a bots' game ended:
 * the decision panel, hidden at game over, comes back without GTK warning
 * of a button allocated a negative height (warnings are fatal here). */
static void
test_new_game_after_bots_game (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  g_autoptr (GPtrArray) buttons = NULL;
  WmNewGameDialog *dialog;
  WmPlaySession *session;

  session = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  wait_for_human (page);
  g_assert_true (wm_game_is_over (wm_play_session_state (session)));
  dialog = wm_test_open_new_game_dialog (page);
  /* R7-10 of review 7: a random character and the random bot, side by
   * side in a seat's row, are not both plain "Random". */
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (dialog), drop_down_offers, "Random character"));
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (dialog), drop_down_offers, "Bot: Random"));
  g_assert_null (wm_test_find_widget (GTK_WIDGET (dialog), drop_down_offers, "Random"));
  find_spins (GTK_WIDGET (dialog), spins);
  gtk_spin_button_set_value (spins->pdata[0], 2);
  set_seed (dialog, "4242");
  press_start (dialog);
  wm_test_iterate (200);
  session = wm_playtest_page_get_session (page);
  g_assert_false (wm_game_is_over (wm_play_session_state (session)));
  wait_for_human (page);
  buttons = choice_buttons (page);
  g_assert_cmpuint (buttons->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    g_assert_cmpint (gtk_widget_get_height (buttons->pdata[i]), >, 0);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-new-game-after-bots");
  wm_playtest_page_set_playing (page, FALSE);
}

/* A finished game a New Game took the place of, its log not saved (Enter
 * on the result's New Game…, Enter on Start): no question, the new game
 * starts, and the toast's Reopen brings the finished game back at its
 * end, result and all (review k, 6: two keys threw it away for good). A
 * game whose log is saved goes without a toast. */
static void
test_finished_game_reopened (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-reopen");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) finished = NULL;
  g_autoptr (GBytes) reopened = NULL;
  g_autoptr (GError) error = NULL;
  WmNewGameDialog *dialog;
  WmPlaySession *session;
  GtkWidget *reopen;
  int decisions;

  wm_window_show_section (window, "playtest");
  while (wm_test_find_toast (overlay) != NULL)
    wm_test_close_toast (overlay);
  session = wm_test_start_two_seat_game (window, controllers, 77, WM_TEST_GAME_PLAYING);
  wait_for_human (page);
  g_assert_true (wm_play_session_is_over (session));
  decisions = wm_play_session_n_decisions (session);
  finished = wm_play_session_save (session);
  /* The next game waits at its first decision. */
  wm_playtest_page_set_playing (page, FALSE);
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (50);
  g_assert_null (wm_test_open_message_dialog ());
  session = wm_playtest_page_get_session (page);
  g_assert_false (wm_play_session_is_over (session));
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "The finished game was closed"));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-finished-game-closed");
  reopen = wm_test_find_button (overlay, "Reopen");
  g_assert_nonnull (reopen);
  wm_test_click (reopen);
  wm_test_iterate (100);
  /* The new game was at its first decision: nothing asked. */
  g_assert_null (wm_test_open_message_dialog ());
  session = wm_playtest_page_get_session (page);
  g_assert_true (wm_play_session_is_over (session));
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, decisions);
  reopened = wm_play_session_save (session);
  g_assert_true (g_bytes_equal (reopened, finished));
  wm_test_wait_for (gtk_widget_get_mapped (wm_playtest_page_get_summary (page)), "the result");
  wm_test_screenshot (GTK_WIDGET (window), "playtest-finished-game-reopened");

  /* Saved, it is not offered back. */
  wm_test_wait_for (wm_test_find_toast (overlay) == NULL, "the toast gone");
  g_assert_true (wm_playtest_page_save_log (page, file, &error));
  g_assert_no_error (error);
  dialog = wm_test_open_new_game_dialog (page);
  wm_test_click (wm_test_find_button (GTK_WIDGET (dialog), "_Start"));
  wm_test_iterate (300);
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_null (wm_test_find_toast (overlay));
  g_unlink (path);
  g_rmdir (dir);
}

/* Waits, without a time limit of its own, until no bot thinks: a run to
 * the end of the day keeps the page busy from one decision to the next. */
static void
wait_until_idle (WmPlaytestPage *page)
{
  while (wm_playtest_page_is_busy (page))
    wm_test_iterate (2);
  wm_test_iterate (5);
}

/* The same with the bots not yet playing: Play's delay a second, which a
 * run to sundown does not wait. */
static WmPlaySession *
start_paused (WmWindow *window, const int *controllers, guint64 seed)
{
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);

  wm_test_start_two_seat_game (window, controllers, seed, WM_TEST_GAME_AS_SET);
  wm_playtest_page_set_playing (page, FALSE);
  wm_playtest_page_set_delay (page, 1000);
  wait_until_idle (page);
  return wm_playtest_page_get_session (page);
}

/* R7-10 of review 7: "to the end of the day" (⏩ beside ▶|) lets the bots
 * play the whole day and stops, paused, at the next day's first decision;
 * a human's decision stops it earlier, on the same day. */
static void
test_to_sundown (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_RANDOM };
  int mixed[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  const char *tip = "Let the bots play to the end of the day, without the delay, or until a "
                    "human is to decide";
  WmPlaySession *session = start_paused (window, bots, 77);
  GtkWidget *sundown = find_tooltip (GTK_WIDGET (page), tip);
  GtkWidget *play = find_tooltip (GTK_WIDGET (page), "Let the bots play on, or pause them");
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  int day = wm_play_session_state (session)->day, before;

  g_assert_nonnull (sundown);
  for (int d = 0; d < 2; d++)
    {
      before = wm_play_session_n_decisions (session);
      g_assert_true (gtk_widget_is_sensitive (sundown));
      wm_test_click (sundown);
      g_assert_true (wm_playtest_page_is_busy (page));
      wait_until_idle (page);
      g_assert_cmpint (wm_play_session_state (session)->day, ==, day + d + 1);
      g_assert_cmpint (wm_play_session_n_decisions (session), >, before + 10);
      g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play)), ==,
                       "media-playback-start-symbolic");
    }
  wm_test_screenshot (GTK_WIDGET (window), "playtest-to-sundown");

  /* The human decides until a bot is to move, then the day runs on. */
  session = start_paused (window, mixed, 47096);
  while (wm_play_session_human_to_move (session) >= 0)
    {
      human_decides (page, rand);
      wait_until_idle (page);
    }
  day = wm_play_session_state (session)->day;
  wm_test_click (sundown);
  wait_until_idle (page);
  g_assert_cmpint (wm_play_session_human_to_move (session), ==, 0);
  g_assert_cmpint (wm_play_session_state (session)->day, ==, day);
  g_assert_false (gtk_widget_is_sensitive (sundown));
  /* Greyed while the human decides, it and Step say why (review 20,
   * R20-6: they looked usable and did nothing); Play, which lets the bots
   * go on after that decision, stays. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (sundown), ==,
                   "Let the bots play to the end of the day: a human player is to decide first");
  g_assert_false (gtk_widget_is_sensitive (
      find_tooltip (GTK_WIDGET (page), "One bot decision: a human player is to decide first")));
  g_assert_true (gtk_widget_is_sensitive (play));
}

/* The first shortcut the application sets for @action, and its tooltip
 * @text followed by the shortcut as GTK names it in the UI's language. */
static char *
shortcut_of (const char *action, const char *text, char **tooltip)
{
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
  g_autofree char *label = NULL;
  GdkModifierType mods;
  guint key;

  g_assert_nonnull (accels);
  g_assert_nonnull (accels[0]);
  g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
  label = gtk_accelerator_get_label (key, mods);
  *tooltip = g_strdup_printf ("%s (%s)", text, label);
  return g_strdup (accels[0]);
}

static void
assert_accel (const char *accel, guint key, GdkModifierType mods)
{
  GdkModifierType parsed_mods;
  guint parsed_key;

  g_assert_true (gtk_accelerator_parse (accel, &parsed_key, &parsed_mods));
  g_assert_cmpuint (parsed_key, ==, key);
  g_assert_cmpuint (parsed_mods, ==, mods);
}

/* The bots' controls from the keyboard (review 10): Ctrl+Shift+Right plays
 * to the end of the day, Ctrl+Right makes one bot decision and Ctrl+Space
 * plays and pauses, each named in its button's tooltip; on another page
 * the keys do nothing to the game. */
static void
test_bot_shortcuts (void)
{
#ifdef WM_HAVE_XTEST
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_RANDOM };
  g_autofree char *sundown_tip = NULL, *step_tip = NULL, *play_tip = NULL;
  g_autofree char *sundown = shortcut_of ("win.playtest-to-sundown",
                                          "Let the bots play to the end of the day, without the "
                                          "delay, or until a human is to decide",
                                          &sundown_tip);
  g_autofree char *step = shortcut_of ("win.playtest-step", "One bot decision", &step_tip);
  g_autofree char *play
      = shortcut_of ("win.playtest-play", "Let the bots play on, or pause them", &play_tip);
  GtkWidget *play_button;
  WmPlaySession *session;
  int day, before;

  wm_window_show_section (window, "playtest");
  wm_test_iterate (10);
  /* Bots to move: Step and To the end of the day name their keys. */
  session = start_paused (window, bots, 77);
  play_button = find_tooltip (GTK_WIDGET (page), play_tip);

  /* The family of undo (Ctrl+Z) and redo (Ctrl+Shift+Z): Shift goes further. */
  assert_accel (step, GDK_KEY_Right, GDK_CONTROL_MASK);
  assert_accel (sundown, GDK_KEY_Right, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  assert_accel (play, GDK_KEY_space, GDK_CONTROL_MASK);
  /* As GTK names the keys, in the order its Keyboard Shortcuts shows them. */
  g_assert_true (g_str_has_suffix (sundown_tip, " (Shift+Ctrl+Right)"));
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (page), tooltip_is, step_tip));
  g_assert_nonnull (play_button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_tooltip (GTK_WIDGET (page), sundown_tip)), ==,
                   sundown_tip);
  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))))
    {
      g_test_skip ("key presses are made through X11 (XTest)");
      return;
    }
  give_keyboard (GTK_WIDGET (window));
  day = wm_play_session_state (session)->day;
  before = wm_play_session_n_decisions (session);
  press_accel (GTK_WIDGET (window), sundown);
  wm_test_wait_for (wm_play_session_state (session)->day > day, "the run to sundown");
  wait_until_idle (page);
  g_assert_cmpint (wm_play_session_state (session)->day, ==, day + 1);
  g_assert_cmpint (wm_play_session_n_decisions (session), >, before + 10);
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play_button)), ==,
                   "media-playback-start-symbolic");

  before = wm_play_session_n_decisions (session);
  press_accel (GTK_WIDGET (window), step);
  wm_test_wait_for (wm_play_session_n_decisions (session) > before, "the step's decision");
  wait_until_idle (page);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, before + 1);

  press_accel (GTK_WIDGET (window), play);
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play_button)), ==,
                   "media-playback-pause-symbolic");
  press_accel (GTK_WIDGET (window), play);
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play_button)), ==,
                   "media-playback-start-symbolic");
  wait_until_idle (page);

  /* Elsewhere the keys are the focused widget's, not the game's. */
  wm_window_show_section (window, "rules");
  wm_test_iterate (10);
  before = wm_play_session_n_decisions (session);
  press_accel (GTK_WIDGET (window), step);
  press_accel (GTK_WIDGET (window), sundown);
  wait_until_idle (page);
  g_assert_cmpint (wm_play_session_n_decisions (session), ==, before);
  wm_window_show_section (window, "playtest");
#else
  g_test_skip ("built without XTest (libxtst-dev): no key presses to make");
#endif
}

static void
assert_same_file (GFile *file, GFile *expected)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *want = g_file_get_path (expected);

  g_assert_cmpstr (path, ==, want);
}

/* The file chooser the button with @tooltip opens, a game in progress
 * discarded when it asks; NULL, the test skipped, when the chooser is
 * not GTK's own dialog (a portal). */
static GtkWidget *
open_log_chooser (WmPlaytestPage *page, const char *tooltip)
{
  GtkWidget *ask, *chooser;

  wm_test_click (find_tooltip (GTK_WIDGET (page), tooltip));
  wm_test_iterate (50);
  /* An opened log would take the place of the game in progress. */
  if ((ask = wm_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "discard");
      gtk_window_destroy (GTK_WINDOW (ask));
      wm_test_iterate (50);
    }
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser == NULL)
    g_test_skip ("the file chooser is not GTK's own dialog (a portal)");
  return chooser;
}

/* F10 of review 5: Save Log and Open Log start beside the variant, Save
 * with NAME-game.xml; for an unsaved variant where a log was last saved
 * or opened, else in the documents folder. */
static void
test_log_chooser_start (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-play-logs");
  g_autofree char *path = g_build_filename (dir, "Fens.waymark", NULL);
  g_autofree char *gone_path = g_build_filename (dir, "gone", NULL);
  const char *docs = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr (GFile) documents = g_file_new_for_path (docs != NULL ? docs : g_get_home_dir ());
  g_autoptr (GFile) variant = g_file_new_for_path (path);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFile) gone = g_file_new_for_path (gone_path);
  g_autoptr (GError) error = NULL;
  const char *tooltips[] = { "Save the game log", "Open a game log" };
  GtkWidget *chooser;
  GFile *start;
  char *name;

  /* Computed. */
  start = wm_playtest_log_folder (variant, documents);
  assert_same_file (start, folder);
  g_object_unref (start);
  start = wm_playtest_log_folder (NULL, folder);
  assert_same_file (start, folder);
  g_object_unref (start);
  start = wm_playtest_log_folder (NULL, gone);
  assert_same_file (start, documents);
  g_object_unref (start);
  start = wm_playtest_log_folder (NULL, NULL);
  assert_same_file (start, documents);
  g_object_unref (start);
  name = wm_playtest_log_name (variant, "Fenlands");
  g_assert_cmpstr (name, ==, "Fens-game.xml");
  g_free (name);
  name = wm_playtest_log_name (NULL, "Marsh/Fen");
  g_assert_cmpstr (name, ==, "Marsh-Fen-game.xml");
  g_free (name);

  /* Save Log needs a game. */
  wm_window_show_section (window, "playtest");
  if (wm_playtest_page_get_session (page) == NULL)
    wm_test_start_two_seat_game (window, (int[WM_GAME_MAX_PLAYERS]){ WM_PLAY_HUMAN, WM_BOT_GREEDY },
                                 1, WM_TEST_GAME_PLAYING);

  /* The base game not saved yet: Save Log suggests after its title as a
   * file name is written, not the title as it stands ("Waymark Base
   * Game-game.xml", spaces and all) nor "my-variant-game.xml", the name
   * of a designer's variant (review k, 11). */
  g_assert_null (wm_document_get_file (window->document));
  if ((chooser = open_log_chooser (page, tooltips[0])) == NULL)
    return;
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "waymark-base-game-game.xml");
  g_free (name);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wm_test_iterate (50);

  /* The choosers themselves, for the saved variant. */
  g_assert_true (wm_document_save_as (window->document, variant, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (tooltips); i++)
    {
      g_autoptr (GFile) current = NULL;

      if ((chooser = open_log_chooser (page, tooltips[i])) == NULL)
        break;
      current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
      assert_same_file (current, folder);
      if (i == 0)
        {
          name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
          g_assert_cmpstr (name, ==, "Fens-game.xml");
          g_free (name);
          wm_test_screenshot (chooser, "save-log-chooser");
        }
      gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
      wm_test_iterate (50);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-xdg");
  gtk_test_init (&argc, &argv, NULL);
  /* The bots explain their moves at debug level; the TAP output needs none of it. */
  g_log_set_handler ("wm-bot", G_LOG_LEVEL_DEBUG, quiet_log, NULL);
  app = wm_test_app_start (0);

  /* First, while the page has no game yet. */
  g_test_add_func ("/play/game/open-log-error-before-game", test_open_log_error_before_game);
  g_test_add_func ("/play/log-chooser/path-unread", test_log_chooser_path_unread);
  g_test_add_func ("/play/game/human-against-bot", test_human_game);
  /* A bots' game that ends, then New Game through the dialog, before the
   * others that start games through it. */
  g_test_add_func ("/play/game/play-button-at-game-over", test_play_button_at_game_over);
  g_test_add_func ("/play/game/new-game-after-bots-game", test_new_game_after_bots_game);
  g_test_add_func ("/play/game/finished-game-reopened", test_finished_game_reopened);
  g_test_add_func ("/play/game/bots-only-no-decision-heading", test_bots_only_no_decision_heading);
  g_test_add_func ("/play/log/lines-wrap", test_log_lines_wrap);
  g_test_add_func ("/play/log/gold-sources", test_log_gold_sources);
  g_test_add_func ("/play/log/extra-move-sources", test_log_extra_move_sources);
  g_test_add_func ("/play/log/place-gifts", test_log_place_gifts);
  g_test_add_func ("/play/log/place-gifts-hidden", test_log_place_gifts_hidden);
  g_test_add_func ("/play/log/day-events", test_log_day_events);
  g_test_add_func ("/play/game/to-sundown", test_to_sundown);
  g_test_add_func ("/play/game/reveal-at-end", test_reveal_at_end);
  g_test_add_func ("/play/game/summary-at-end", test_summary_at_end);
  g_test_add_func ("/play/game/reveal-stays-after-undo", test_reveal_stays_after_undo);
  g_test_add_func ("/play/game/summary-at-cap", test_summary_at_cap);
  g_test_add_func ("/play/game/broken-variant", test_broken_variant);
  g_test_add_func ("/play/game/start-error-in-dialog", test_start_error_in_dialog);
  g_test_add_func ("/play/new-game/variable-setup-sides", test_new_game_variable_setup_sides);
  /* It ends with another document's defaults, where dealt-arrangement starts. */
  g_test_add_func ("/play/new-game/remembers-choices", test_new_game_remembers_choices);
  g_test_add_func ("/play/new-game/dealt-arrangement", test_new_game_dealt_arrangement);
  g_test_add_func ("/play/new-game/seed-full-range", test_new_game_seed_full_range);
  g_test_add_func ("/play/game/open-log-errors", test_open_log_errors);
  g_test_add_func ("/play/game/open-log-other-version", test_open_log_other_version);
  g_test_add_func ("/play/layout/stays-after-decisions", test_layout_stays);
  g_test_add_func ("/play/layout/stays-translated-1024", test_layout_stays_translated);
  g_test_add_func ("/play/window/undo-follows-playtest", test_window_undo_follows_playtest);
  g_test_add_func ("/play/keyboard/decisions", test_keyboard_play);
  g_test_add_func ("/play/keyboard/prompts-name-buttons", test_prompts_name_buttons);
  g_test_add_func ("/play/keyboard/focus-after-bots", test_focus_after_bots);
  g_test_add_func ("/play/keyboard/focus-on-play", test_focus_on_play_when_bots_wait);
  g_test_add_func ("/play/cards/thumbs-and-reach", test_card_choices);
  g_test_add_func ("/play/keyboard/game-over", test_keyboard_game_over);
  g_test_add_func ("/play/keyboard/bot-shortcuts", test_bot_shortcuts);
  /* After the others that use the document: it saves it to a file of its own. */
  g_test_add_func ("/play/log-chooser/start", test_log_chooser_start);
  /* Last: it closes the window. */
  g_test_add_func ("/play/simulation/batch", test_batch);
  return wm_test_app_run (app);
}
