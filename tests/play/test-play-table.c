/* What lies open on the table, as the Playtest page shows it (review b):
 * the face-up common quest of each region, which changes when it is
 * taken; each player's place in the day's turn order once the bids are
 * turned up; the quests held, with their targets and rewards, another
 * player's side quests face down. Positions of the review's game (tests/play/data/
 * review-b-days-1-3.xml, days 1 to 3 of the base game, seed 7), cut at a
 * decision, every seat human. Under Xvfb; with WM_SHOT_DIR set it writes
 * PNGs there, at 1280 × 800 and 1024 × 768. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-lang.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-application.h"
#include "wm-board-view.h"
#include "wm-game-io.h"
#include "wm-player-panel.h"
#include "wm-playtest-page.h"
#include "wm-quest-strip.h"
#include "wm-settings.h"
#include "wm-window-private.h"

/* Days 1 to 3 of the review's game, every seat human. */
#define open_review_game(window, n) wm_test_open_log_at ((window), "review-b-days-1-3.xml", 4, (n))

static WmApplication *app;

static gboolean
is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The face-up quests' boxes on the page, one per region, in the cells'
 * order. */
static GPtrArray *
face_up_boxes (WmPlaytestPage *page)
{
  GPtrArray *boxes = g_ptr_array_new ();
  GtkWidget *first = wm_test_find_widget (GTK_WIDGET (page), is_named, "face-up-quest");

  for (GtkWidget *w = first; w != NULL; w = gtk_widget_get_next_sibling (w))
    if (is_named (w, "face-up-quest"))
      g_ptr_array_add (boxes, w);
  return boxes;
}

/* The box of the region in @cell: the cells with a quest pile, in order. */
static GtkWidget *
cell_box (WmPlaytestPage *page, const WmGame *game, int cell)
{
  const WmArrangement *arrangement = wm_game_map (game)->arrangement;
  g_autoptr (GPtrArray) boxes = face_up_boxes (page);
  guint at = 0;

  for (int c = 0; c < cell; c++)
    at += arrangement->cells[c].quest_deck >= 0;
  g_assert_cmpuint (at, <, boxes->len);
  return boxes->pdata[at];
}

/* The first decision of the review's game that takes a common quest. */
static int
first_quest_taken (WmPlaySession *whole)
{
  for (int i = 0; i < wm_play_session_n_decisions (whole); i++)
    if (wm_play_session_decision (whole, i)->kind == WM_CHOICE_TAKE_QUEST)
      return i;
  g_assert_not_reached ();
}

/* The cell whose face-up quest is @card in @state, or -1. */
static int
cell_of (const WmGameState *state, int card)
{
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    if (wm_game_face_up_quest (state, c) == card)
      return c;
  return -1;
}

/* The board's size drawn on @page as it is, and with the face-up quests
 * hidden (as before they were shown), into @with and @without. */
static void
board_sizes (WmPlaytestPage *page, const char *size, int *with, int *without)
{
  GtkWidget *board = wm_playtest_page_get_board (page);
  GtkWidget *strip = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_QUEST_STRIP);
  GtkWidget *scroll = gtk_widget_get_ancestor (strip, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t drawn;

  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (wm_board_view_get_drawn_rect (WM_BOARD_VIEW (board), &drawn));
  *with = (int) drawn.size.width;
  gtk_widget_set_visible (scroll, FALSE);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (wm_board_view_get_drawn_rect (WM_BOARD_VIEW (board), &drawn));
  *without = (int) drawn.size.width;
  gtk_widget_set_visible (scroll, TRUE);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_test_message ("%s: the board %d px across, %d without the face-up quests", size, *with,
                  *without);
}

/* Before a quest is taken, its region's box names it with its target and
 * reward, the whole card in the tooltip; after, the next card of the pile
 * lies face up there. Each region shows one, all the time. The heading
 * stands on one line; the board's size with them and without is told at
 * 1280 × 800 and 1024 × 768. */
static void
test_face_up_quests (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *whole = open_review_game (window, 1000);
  int at = first_quest_taken (whole);
  int taken = wm_play_session_decision (whole, at)->a;
  WmPlaySession *session = open_review_game (window, at);
  WmGame *game = wm_play_session_game (session);
  int cell = cell_of (wm_play_session_state (session), taken), next;
  g_autofree char *name = wm_play_card_name (game, taken);
  g_autofree char *details = wm_game_quest_details (game, taken);
  g_autofree char *next_name = NULL;
  g_autoptr (GPtrArray) boxes = NULL;
  GtkWidget *box, *heading;
  int with, without;

  g_test_message ("decision %d takes %s", at + 1, wm_game_card_id (game, taken));
  g_assert_cmpint (cell, >=, 0);
  wm_test_resize_window (GTK_WINDOW (window), 1280, 800);
  session = open_review_game (window, at);
  game = wm_play_session_game (session);
  /* Every region with a pile shows its face-up quest. */
  boxes = face_up_boxes (page);
  g_assert_cmpuint (boxes->len, ==, 4);
  for (guint i = 0; i < boxes->len; i++)
    g_assert_true (gtk_widget_get_mapped (boxes->pdata[i]));
  box = cell_box (page, game, cell);
  g_assert_nonnull (wm_test_find_label_with (box, name));
  g_assert_nonnull (details);
  g_assert_nonnull (wm_test_find_label_with (box, details));
  g_assert_true (gtk_widget_get_has_tooltip (box));
  /* Beside the board, the heading stands on one line (it wrapped,
   * "Face-up / quests"), its meaning whole in its tooltip. */
  heading = wm_test_find_widget (GTK_WIDGET (page), is_named, "face-up-heading");
  g_assert_nonnull (heading);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (heading))), ==, 1);
  g_assert_nonnull (gtk_widget_get_tooltip_text (heading));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-table-quests-1280x800");
  /* Beside the board they cost it some 30 px across (547 of 577). */
  board_sizes (page, "1280 × 800", &with, &without);
  g_assert_cmpint (with * 10, >=, without * 9);

  /* Taken: the next card of that pile lies face up. */
  session = open_review_game (window, at + 1);
  game = wm_play_session_game (session);
  next = wm_game_face_up_quest (wm_play_session_state (session), cell);
  g_assert_cmpint (next, !=, taken);
  box = cell_box (page, game, cell);
  g_assert_null (wm_test_find_label_with (box, name));
  if (next == WM_GAME_NONE)
    g_assert_nonnull (wm_test_find_label_with (box, _("No quests left")));
  else
    {
      next_name = wm_play_card_name (game, next);
      g_assert_nonnull (wm_test_find_label_with (box, next_name));
    }
  wm_test_resize_window (GTK_WINDOW (window), 1024, 768);
  g_assert_true (gtk_widget_get_mapped (box));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-table-quests-1024x768");
  board_sizes (page, "1024 × 768", &with, &without);
}

/* The first position of the review's game after @from decisions whose
 * players no longer plan: the bids are turned up. */
static int
bids_turned_up (WmPlaySession *whole, int from)
{
  WmGame *game = wm_play_session_game (whole);
  WmGameState state;

  for (int i = from; i < wm_play_session_n_decisions (whole); i++)
    {
      g_assert_true (wm_game_replay (game, wm_play_session_decision (whole, 0), i, &state, NULL));
      if (state.t.stage != WM_STAGE_PLAN)
        return i;
    }
  g_assert_not_reached ();
}

/* The log's line of decision @at, the one that ended the day's planning
 * in @session, ends with the turn order, the players' names first to move
 * first; no line before it tells a turn order. */
static void
assert_log_order (WmPlaytestPage *page, WmPlaySession *session, int at)
{
  WmGame *game = wm_play_session_game (session);
  const WmGameState *state = wm_play_session_state (session);
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *log = wm_test_play_log_text (page);
  g_autofree char *starts = g_strdup_printf ("\n%d. ", at);
  g_autofree char *said = g_strdup_printf (_("turn order: %s"), "");
  char *line = strstr (log, starts), *end, *order;

  g_assert_nonnull (line);
  line++;
  end = strchr (line, '\n');
  if (end != NULL)
    *end = '\0';
  g_test_message ("%s", line);
  order = strstr (line, said);
  g_assert_nonnull (order);
  g_assert_null (g_strstr_len (log, line - log, said));
  for (int i = 0; i < state->n_players; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (
          variant->characters, wm_game_character (game, state->turn_order[i]));
      char *name = strstr (order, wm_text_get (&ch->name, lang, lang));

      g_assert_nonnull (name);
      order = name + 1;
    }
}

/* Once the bids are turned up, each panel's name line, whole and compact,
 * starts with the player's place in the day's turn order; while the
 * players plan, none does (the places of the day before would read as the
 * new ones). The log's line of the decision that turned the bids up says
 * the turn order (it was said nowhere in the log). */
static void
test_turn_order (void)
{
  static const char *const places[] = { "1st", "2nd", "3rd", "4th" };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int at = bids_turned_up (open_review_game (window, 1000), 0);
  WmPlaySession *session = open_review_game (window, at - 1);
  const WmGameState *state = wm_play_session_state (session);

  g_assert_cmpint (state->t.stage, ==, WM_STAGE_PLAN);
  for (int p = 0; p < state->n_players; p++)
    for (guint i = 0; i < G_N_ELEMENTS (places); i++)
      {
        g_autofree char *place = g_strdup_printf ("%s ", g_dpgettext2 (NULL, "turn order", places[i]));
        GtkLabel *label = wm_test_find_label_with (wm_test_play_panel (page, p), place);
        g_assert_true (label == NULL || !g_str_has_prefix (gtk_label_get_text (label), place));
      }
  session = open_review_game (window, at);
  state = wm_play_session_state (session);
  wm_test_resize_window (GTK_WINDOW (window), 1280, 800);
  for (int p = 0; p < state->n_players; p++)
    {
      GtkWidget *panel = wm_test_play_panel (page, p);
      const char *place = g_dpgettext2 (NULL, "turn order", places[state->players[p].order]);
      g_autofree char *starts = g_strdup_printf ("%s ", place);
      GtkLabel *label = wm_test_find_label_with (panel, starts);

      g_test_message ("player %d is %s", p, places[state->players[p].order]);
      g_assert_nonnull (label);
      g_assert_true (g_str_has_prefix (gtk_label_get_text (label), starts));
    }
  wm_test_screenshot (GTK_WIDGET (window), "playtest-table-turn-order-1280x800");
  assert_log_order (page, session, at);
}

/* The first position of the review's game where the player to move
 * holds a common quest and another player a side quest; that other
 * player into @other. */
static int
held_position (WmPlaySession *whole, int *other)
{
  WmGame *game = wm_play_session_game (whole);
  WmGameState state;

  for (int i = 0; i < wm_play_session_n_decisions (whole); i++)
    {
      int p;
      gboolean common = FALSE;

      g_assert_true (wm_game_replay (game, wm_play_session_decision (whole, 0), i, &state, NULL));
      p = wm_game_to_move (&state);
      for (int h = 0; h < state.players[p].n_held; h++)
        common |= wm_game_card_kind (game, state.players[p].held[h].card) == WM_DECK_COMMON_QUEST;
      for (int q = 0; q < state.n_players && common; q++)
        for (int h = 0; q != p && h < state.players[q].n_held; h++)
          if (wm_game_card_kind (game, state.players[q].held[h].card) == WM_DECK_SIDE_QUEST)
            {
              *other = q;
              return i;
            }
    }
  g_assert_not_reached ();
}

/* The quests held are said with their target and reward, each on a line
 * of its own cut short at the panel's width, the whole card and line in
 * the tooltip: the deciding player's own; another player's side quest
 * stays face down, its name nowhere on that player's panel. The lines
 * ask for no width: the panel is as wide without them (in German and
 * Italian they widened the panels). */
static void
test_held_quests (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int other = -1, at = held_position (open_review_game (window, 1000), &other);
  WmPlaySession *session = open_review_game (window, at);
  WmGame *game = wm_play_session_game (session);
  const WmGameState *state = wm_play_session_state (session);
  int me = wm_game_to_move (state);
  GtkWidget *mine = wm_test_play_panel (page, me), *theirs = wm_test_play_panel (page, other);
  GtkWidget *lines = NULL;
  int with, without;

  g_test_message ("decision %d: %d to move, %d holds a side quest", at + 1, me, other);
  wm_test_resize_window (GTK_WINDOW (window), 1280, 800);
  for (int h = 0; h < state->players[me].n_held; h++)
    {
      int card = state->players[me].held[h].card;
      g_autofree char *name = wm_play_card_name (game, card);
      g_autofree char *details = wm_game_quest_details (game, card);
      g_autofree char *line = g_strdup_printf ("• %s — %s", name, details);
      GtkLabel *label = wm_test_find_label_with (mine, line);
      PangoLayout *layout;
      int text_width, natural;

      g_test_message ("%s", line);
      g_assert_nonnull (details);
      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_label_get_text (label), ==, line);
      g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_END);
      g_assert_false (gtk_label_get_wrap (label));
      /* It asks for no more width than a few letters, not its whole text's. */
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), line);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      g_object_unref (layout);
      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL,
                          NULL);
      g_assert_cmpint (natural, <, text_width / 2);
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (label)));
      lines = gtk_widget_get_parent (GTK_WIDGET (label));
    }
  for (int h = 0; h < state->players[other].n_held; h++)
    {
      int card = state->players[other].held[h].card;
      g_autofree char *name = wm_play_card_name (game, card);

      if (wm_game_card_kind (game, card) == WM_DECK_SIDE_QUEST)
        g_assert_null (wm_test_find_label_with (theirs, name));
    }
  g_assert_nonnull (wm_test_find_label_with (theirs, _("Side quest, face down")));
  wm_test_screenshot (GTK_WIDGET (window), "playtest-table-held-1280x800");

  g_assert_nonnull (lines);
  gtk_widget_measure (mine, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &with, NULL, NULL);
  gtk_widget_set_visible (lines, FALSE);
  gtk_widget_measure (mine, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &without, NULL, NULL);
  gtk_widget_set_visible (lines, TRUE);
  g_assert_cmpint (with, ==, without);
}

/* The first line of @label that starts inside a word, the word broken
 * between two letters ("Familienbild-" / "nis"); NULL when every line
 * starts at a word. */
static const char *
broken_word (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      const char *at = text + ((PangoLayoutLine *) l->data)->start_index;

      if (at > text && g_unichar_isalnum (g_utf8_get_char (g_utf8_prev_char (at)))
          && g_unichar_isalnum (g_utf8_get_char (at)))
        return at;
    }
  return NULL;
}

/* In German at 1280 × 800, the side panel as wide as the page makes it:
 * the name of each face-up quest breaks between words, where it breaks.
 * At the start of the game of seed 47096, "Familienbildnis", the longest
 * word of the base game's quest names, broke inside ("Familienbild-" /
 * "nis") in a column 92 px wide. */
static void
test_names_whole_words_de (void)
{
  static const int humans[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  WmPlaySession *session;
  WmGame *game;
  glong longest = 0;

  if (!wm_test_use_language ("de", "de_DE.UTF-8", "No quests left"))
    {
      g_test_skip ("no German locale or catalogue");
      return;
    }
  g_settings_reset (wm_settings_get (), "playtest-side-width");
  wm_test_resize_window (GTK_WINDOW (window), 1280, 800);
  session = wm_test_start_two_seat_game (window, humans, 47096, WM_TEST_GAME_PAUSED);
  game = wm_play_session_game (session);
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Playtest page");
  for (int cell = 0; cell < WM_GAME_MAX_CELLS; cell++)
    {
      int card = wm_game_face_up_quest (wm_play_session_state (session), cell);
      g_autofree char *name = NULL;
      g_auto (GStrv) words = NULL;
      GtkLabel *label;
      const char *broken;

      if (card < 0)
        continue;
      name = wm_play_card_name (game, card);
      words = g_strsplit (name, " ", -1);
      for (char **word = words; *word != NULL; word++)
        {
          glong letters = 0;

          for (const char *p = *word; *p != '\0'; p = g_utf8_next_char (p))
            letters += g_unichar_isalpha (g_utf8_get_char (p));
          longest = MAX (longest, letters);
        }
      label = wm_test_find_label_with (cell_box (page, game, cell), name);
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_test_message ("%s: %d lines, %d px wide", name,
                      pango_layout_get_line_count (gtk_label_get_layout (label)),
                      gtk_widget_get_width (GTK_WIDGET (label)));
      broken = broken_word (label);
      if (broken != NULL)
        g_error ("\"%s\" breaks inside a word, before \"%s\"", name, broken);
    }
  /* A long word among them. */
  g_assert_cmpint (longest, >=, 15);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-table-quests-1280x800-de");
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-table-xdg");
  /* In the desktop's language: LANGUAGE=de WM_SHOT_DIR=… shows the
   * German page. */
  if (!wm_test_init_in_desktop_language (&argc, &argv))
    return 77;
  app = wm_test_app_start (0);
  g_test_add_func ("/play/table/face-up-quests", test_face_up_quests);
  g_test_add_func ("/play/table/turn-order", test_turn_order);
  g_test_add_func ("/play/table/held-quests", test_held_quests);
  g_test_add_func ("/play/table/names-whole-words-de", test_names_whole_words_de);
  return wm_test_app_run (app);
}
