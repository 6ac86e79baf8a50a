/* The Playtest page's quest choices, game log and decision area (review
 * 17, finding 4 and its notes): a quest choice says the face-up card's
 * target and reward and draws the card beside its words; the log marks the
 * line whose game the board shows while reviewing, and no line at the live
 * game; a table of bots keeps no empty decision area. Under Xvfb; with
 * WM_SHOT_DIR set it writes PNGs there. */

#include "config.h"

#include "wm-test-gui.h"
#include "wm-test-lang.h"

#include <string.h>

#include "wm-application.h"
#include "wm-playtest-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static const int humans[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_PLAY_HUMAN };

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

static const WmChoice *
button_choice (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "wm-choice");
}

/* Every widget under @root with the style class @css_class, into @out. */
static void
find_classed (GtkWidget *root, const char *css_class, GPtrArray *out)
{
  if (gtk_widget_has_css_class (root, css_class))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    find_classed (c, css_class, out);
}

static gboolean
is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  return wm_test_find_widget (root, is_named, name);
}

/* @widget's tooltip starts with @tooltip (the toolbar's add their
 * shortcut). */
static gboolean
tooltip_starts (GtkWidget *widget, gconstpointer tooltip)
{
  const char *text = gtk_widget_get_tooltip_text (widget);

  return text != NULL && g_str_has_prefix (text, tooltip);
}

static void
click (GtkWidget *button)
{
  wm_test_click (button);
  wm_test_iterate (10);
}

/* The steps of a move that ends in a town other than the one the
 * character stands in, as the reach query gives them; FALSE when the card
 * reaches none. */
static gboolean
plan_town_move (WmGame *game, const WmGameState *s, GArray *plan)
{
  const WmMap *map = wm_game_map (game);
  int here = s->players[s->active].space;
  g_autoptr (GArray) reach = wm_game_reach (game, s, s->active, s->t.card,
                                            s->players[s->active].marker == s->turn);

  for (guint i = 0; i < reach->len; i++)
    {
      const WmReach *r = &g_array_index (reach, WmReach, i);

      if (r->space != here && map->spaces[r->space].town >= 0 && r->n_steps > 0)
        {
          g_array_append_vals (plan, r->steps, r->n_steps);
          return TRUE;
        }
    }
  return FALSE;
}

/* The button of @c, or NULL. */
static GtkWidget *
button_of (GPtrArray *buttons, const WmChoice *c)
{
  for (guint i = 0; i < buttons->len; i++)
    {
      const WmChoice *b = button_choice (buttons->pdata[i]);
      if (b->kind == c->kind && b->a == c->a && b->b == c->b)
        return buttons->pdata[i];
    }
  return NULL;
}

/* The button to press for a game that makes for the towns, where common
 * quests lie face up: at the start of a move the steps into a town the
 * card reaches (@plan), then the end of the move there; else the first
 * decision but a highwayman's move. */
static GtkWidget *
townward (WmGame *game, const WmGameState *s, GPtrArray *buttons, GArray *plan)
{
  GtkWidget *next;

  if (s->step == WM_STEP_MOVE && !s->t.moved)
    {
      g_array_set_size (plan, 0);
      plan_town_move (game, s, plan);
    }
  if (plan->len > 0 && (next = button_of (buttons, &g_array_index (plan, WmChoice, 0))) != NULL)
    {
      g_array_remove_index (plan, 0);
      return next;
    }
  for (guint i = 0; i < buttons->len; i++)
    if (button_choice (buttons->pdata[i])->kind == WM_CHOICE_HW_SKIP)
      return buttons->pdata[i];
  return buttons->pdata[0];
}

/* The button of a choice of @kind now offered, or NULL. */
static GtkWidget *
offered (GPtrArray *buttons, WmChoiceKind kind)
{
  for (guint i = 0; i < buttons->len; i++)
    if (button_choice (buttons->pdata[i])->kind == kind)
      return buttons->pdata[i];
  return NULL;
}

/* The town the common quest @card is delivered to first, by its name in
 * @lang. */
static const char *
first_target (WmGame *game, int card, const char *lang)
{
  const WmCard *c = wm_game_card (game, card);
  const WmTarget *t = g_ptr_array_index (c->targets, 0);
  const WmTown *town = wm_variant_find_town (wm_game_variant (game), t->town);

  return wm_text_get (&town->name, lang, "en");
}

/* Review 17, finding 4: the quest choice says the face-up card's target
 * town and its gold, as a player at the table reads them, in @lang
 * ("en", "de") under @locale, and draws the card beside its words, larger
 * in its tooltip; "Take no quest" draws none. Both seats human, heading
 * for the towns until a quest is offered. */
static void
check_quest_choice (const char *lang, const char *locale)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  WmPlaySession *session;
  WmGame *game;
  GtkWidget *take = NULL, *skip, *thumb;
  g_autoptr (GPtrArray) buttons = NULL;
  g_autoptr (GArray) plan = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  const WmChoice *c;
  const WmCard *card;
  g_autofree char *to = NULL, *gold = NULL, *shot = NULL;
  const char *label;

  if (!wm_test_use_language (strcmp (lang, "en") == 0 ? NULL : lang, locale, "Take no quest"))
    {
      g_test_skip ("no such locale or catalogue");
      return;
    }
  session = wm_test_start_two_seat_game (window, humans, 17, WM_TEST_GAME_PAUSED);
  game = wm_play_session_game (session);
  for (int d = 0; d < 600 && take == NULL; d++)
    {
      g_clear_pointer (&buttons, g_ptr_array_unref);
      buttons = choice_buttons (page);
      g_assert_cmpuint (buttons->len, >, 0);
      take = offered (buttons, WM_CHOICE_TAKE_QUEST);
      if (take == NULL)
        click (townward (game, wm_play_session_state (session), buttons, plan));
    }
  g_assert_nonnull (take);
  /* The card beside the words, laid out before it is measured and shot:
   * a click's short iteration may not have reached the new buttons' frame. */
  thumb = find_named (take, "card-thumb");
  g_assert_nonnull (thumb);
  wm_test_wait_laid_out (thumb, "the quest card's thumbnail");
  shot = g_strdup_printf ("playtest-quest-choice-%s", lang);
  wm_test_screenshot (GTK_WIDGET (window), shot);
  c = button_choice (take);
  card = wm_game_card (game, c->a);
  label = gtk_widget_get_tooltip_text (take);
  g_test_message ("%s: %s", card->id, label);
  to = g_strdup_printf (g_dpgettext2 (NULL, "quest target", "to %s"),
                        first_target (game, c->a, lang));
  gold = g_strdup_printf (g_dngettext (NULL, "%d gold", "%d gold", card->reward->gold),
                          card->reward->gold);
  g_assert_nonnull (strstr (label, wm_text_get (&card->name, lang, "en")));
  g_assert_nonnull (strstr (label, to));
  g_assert_nonnull (strstr (label, gold));
  /* A strip as high as a movement card's. */
  g_assert_cmpint (gtk_widget_get_height (thumb), >=, 48);
  g_assert_cmpint (gtk_widget_get_width (thumb), >, 48);
  skip = offered (buttons, WM_CHOICE_SKIP_QUEST);
  g_assert_nonnull (skip);
  g_assert_null (find_named (skip, "card-thumb"));
  /* Tests after this one find no quest waiting. */
  click (skip);
}

static void
test_quest_choice (void)
{
  check_quest_choice ("en", "C.UTF-8");
}

static void
test_quest_choice_german (void)
{
  check_quest_choice ("de", "de_DE.UTF-8");
}

/* The rows of the log marked as the game shown. */
static GPtrArray *
marked_rows (GtkWidget *view)
{
  GPtrArray *rows = g_ptr_array_new ();

  find_classed (view, "log-shown", rows);
  return rows;
}

/* The text of line @i of the log without its number. */
static const char *
line_text (GtkWidget *view, guint i)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_autoptr (GtkStringObject) line = g_list_model_get_item (model, i);
  const char *text = gtk_string_object_get_string (line);
  const char *dot = strstr (text, ". ");

  return dot != NULL && g_ascii_isdigit (text[0]) ? dot + 2 : text;
}

static void
assert_none_marked (GtkWidget *view)
{
  g_autoptr (GPtrArray) rows = marked_rows (view);

  g_assert_cmpuint (rows->len, ==, 0);
}

/* Asserts that just one row is marked, in view, and shows line @i. */
static void
assert_marked (GtkWidget *view, guint i)
{
  g_autoptr (GPtrArray) rows = marked_rows (view);
  GtkWidget *scroll = gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *text;
  graphene_rect_t bounds;

  g_assert_cmpuint (rows->len, ==, 1);
  text = gtk_widget_get_last_child (rows->pdata[0]);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (text)), ==, line_text (view, i));
  g_assert_true (gtk_widget_get_mapped (rows->pdata[0]));
  g_assert_true (gtk_widget_compute_bounds (rows->pdata[0], scroll, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroll) + 1);
}

/* Review 17's notes: a click on a line of the log shows the game at that
 * point and marks that line, kept in view; the arrows move the mark with
 * the game shown; back at the live game no line is marked. */
static void
test_log_marks_shown (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = wm_test_start_two_seat_game (window, humans, 5, WM_TEST_GAME_PAUSED);
  GtkWidget *view, *back, *area;
  guint n;

  for (int d = 0; d < 40; d++)
    {
      g_autoptr (GPtrArray) buttons = choice_buttons (page);
      click (buttons->pdata[0]);
    }
  wm_test_iterate (50);
  view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (view);
  n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view))));
  g_assert_cmpuint (n, >, 30);
  assert_none_marked (view);

  /* A decision's line, near the start: the game after it, the line marked
   * and scrolled into view from the log's end. */
  g_signal_emit_by_name (view, "activate", 6u);
  wm_test_iterate (100);
  g_assert_true (wm_play_session_reviewing (session));
  assert_marked (view, 6);
  /* Nobody decides at an earlier position: its decision area gives the
   * players' panels its room. */
  area = gtk_widget_get_ancestor (wm_playtest_page_get_choices (page), GTK_TYPE_SCROLLED_WINDOW);
  wm_test_wait_frame (area);
  g_assert_cmpint (gtk_widget_get_height (area), <, 12);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-log-marked");
  /* One decision back: the line before. */
  back = wm_test_find_widget (GTK_WIDGET (page), tooltip_starts, "One decision back");
  click (back);
  wm_test_iterate (50);
  assert_marked (view, 5);
  /* The first day's line: the game as it began. */
  g_signal_emit_by_name (view, "activate", 0u);
  wm_test_iterate (50);
  g_assert_cmpint (wm_play_session_get_cursor (session), ==, 0);
  assert_marked (view, 0);
  /* The last line: the live game, nothing marked. */
  g_signal_emit_by_name (view, "activate", n - 1);
  wm_test_iterate (50);
  g_assert_false (wm_play_session_reviewing (session));
  assert_none_marked (view);
  wm_test_wait_frame (area);
  g_assert_cmpint (gtk_widget_get_height (area), >=, 150);
}

/* Review 17's notes: a table of bots, where nobody decides, keeps no empty
 * decision area under the players' panels; a human seat gets it back. */
static void
test_bots_only_no_decision_area (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  int bots[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  int mixed[WM_GAME_MAX_PLAYERS] = { WM_PLAY_HUMAN, WM_BOT_GREEDY };
  GtkWidget *area;

  wm_test_start_two_seat_game (window, bots, 4242, WM_TEST_GAME_PAUSED);
  wm_test_iterate (50);
  area = gtk_widget_get_ancestor (wm_playtest_page_get_choices (page), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (area);
  g_assert_cmpint (gtk_widget_get_height (area), <, 12);
  wm_test_screenshot (GTK_WIDGET (window), "playtest-bots-only");

  wm_test_start_two_seat_game (window, mixed, 4242, WM_TEST_GAME_PAUSED);
  wm_test_iterate (50);
  g_assert_cmpint (gtk_widget_get_height (area), >=, 150);
  wm_playtest_page_set_playing (page, FALSE);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-quest-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);
  g_test_add_func ("/play/quest/choice-says-card", test_quest_choice);
  g_test_add_func ("/play/quest/choice-says-card-de", test_quest_choice_german);
  g_test_add_func ("/play/quest/log-marks-shown", test_log_marks_shown);
  g_test_add_func ("/play/quest/bots-only-no-decision-area", test_bots_only_no_decision_area);
  return wm_test_app_run (app);
}
