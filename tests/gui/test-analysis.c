/* The Simulation page's Analysis under Xvfb, on the base game: the quests'
 * table lists every common quest with the figures `waymark-cli analyze`
 * prints (read from the same model functions here, with its defaults),
 * sorts by a column, and follows an edit: A01 paying 8 gold is flagged an
 * outlier (a word, why in its tooltip); a quest's link shows its card on the Decks
 * page. The movement cards' reach and the draw odds are the model's, and
 * the draw odds follow the cards and days chosen. A variant with a design
 * error is refused as `analyze` refuses it, the error named; undone, the
 * figures come back. With WM_SHOT_DIR set it writes PNGs of the window
 * (in the desktop's language: meson runs it in English, German and
 * Italian). */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wm-analysis-view.h"
#include "wm-decks-page.h"
#include "wm-scroll.h"
#include "wm-simulation-page.h"
#include "wm-test-gui.h"
#include "wm-window-private.h"

static WmApplication *app;

static gboolean
name_is (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static WmWindow *
window (void)
{
  return wm_test_only_window (GTK_APPLICATION (app));
}

/* The Analysis view, shown, with figures of the document as it is. */
static WmAnalysisView *
shown_view (void)
{
  WmWindow *win = window ();
  GtkWidget *view = wm_test_find_of_type (win->simulation_page, WM_TYPE_ANALYSIS_VIEW);
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (view));

  g_assert_nonnull (view);
  wm_window_show_section (win, "simulation");
  gtk_stack_set_visible_child_name (stack, "analysis");
  wm_test_wait_laid_out (view, "the Analysis view");
  wm_test_wait_for (!wm_analysis_view_is_busy (WM_ANALYSIS_VIEW (view)), "the analysis");
  return WM_ANALYSIS_VIEW (view);
}

static WmVariant *
variant (void)
{
  return wm_document_get_variant (window ()->document);
}

/* What `analyze FILE` computes with its defaults. */
static GArray *
model_quests (void)
{
  WmRewardWorth worth;
  double slope, intercept;
  GArray *quests;

  wm_reward_worth_init (&worth, variant ());
  quests = wm_analysis_quest_distances (variant (), 32, 1, &worth, &slope, &intercept, NULL);
  g_assert_nonnull (quests);
  return quests;
}

static WmAnalysisRow *
row_of (GListModel *rows, const char *card)
{
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (WmAnalysisRow) row = g_list_model_get_item (rows, i);
      const WmQuestDistance *q = wm_analysis_row_get_quest (row);
      const WmCardReach *r = wm_analysis_row_get_reach (row);
      if (g_strcmp0 (q ? q->card : r->card, card) == 0)
        return row;
    }
  return NULL;
}

/* The label under @root whose text is exactly @text. */
static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* A check button whose label ends in @suffix ("(R01)"). */
static gboolean
check_for (GtkWidget *widget, gconstpointer suffix)
{
  return GTK_IS_CHECK_BUTTON (widget)
         && g_str_has_suffix (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), suffix);
}

static void
test_quests_equal_cli (void)
{
  WmAnalysisView *view = shown_view ();
  GListModel *rows = wm_analysis_view_get_quests (view);
  g_autoptr (GArray) quests = model_quests ();
  GtkWidget *table = wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-quests");

  g_assert_nonnull (table);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, quests->len);
  g_assert_cmpuint (quests->len, ==, 48); /* the base game's common quests */
  for (guint i = 0; i < quests->len; i++)
    {
      const WmQuestDistance *want = &g_array_index (quests, WmQuestDistance, i);
      WmAnalysisRow *row = row_of (rows, want->card);
      const WmQuestDistance *got;
      g_autofree char *moves = g_strdup_printf ("%.2f", want->distance);
      g_assert_nonnull (row);
      got = wm_analysis_row_get_quest (row);
      g_assert_cmpstr (got->region, ==, want->region);
      g_assert_cmpint (got->gold, ==, want->gold);
      g_assert_cmpfloat (got->value, ==, want->value);
      g_assert_cmpfloat (got->distance, ==, want->distance);
      g_assert_cmpfloat (got->residual, ==, want->residual);
      g_assert_cmpint (got->outlier, ==, want->outlier);
      /* the figure as the table prints it, as `analyze` prints it */
      g_assert_nonnull (wm_test_find_widget (table, label_is, moves));
    }
  wm_test_screenshot (GTK_WIDGET (window ()), "analysis");
}

/* Sorted by Moves, the rows go from the nearest quest to the farthest. */
static void
test_sort_by_moves (void)
{
  WmAnalysisView *view = shown_view ();
  GtkColumnView *table = GTK_COLUMN_VIEW (
      wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-quests"));
  GListModel *columns = gtk_column_view_get_columns (table);
  GListModel *rows = wm_analysis_view_get_quests (view);
  g_autoptr (GtkColumnViewColumn) moves = g_list_model_get_item (columns, 4);
  double last = -1;

  gtk_column_view_sort_by_column (table, moves, GTK_SORT_ASCENDING);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (WmAnalysisRow) row = g_list_model_get_item (rows, i);
      double d = wm_analysis_row_get_quest (row)->distance;
      g_assert_cmpfloat (d, >=, last);
      last = d;
    }
  gtk_column_view_sort_by_column (table, NULL, GTK_SORT_ASCENDING);
}

static void
set_a01_gold (WmVariant *v, gpointer data)
{
  wm_variant_find_card (v, "A01", NULL)->reward->gold = GPOINTER_TO_INT (data);
}

/* A01 paying 8 gold stands out of the line (README: +6.14), and its row
 * says so; the model agrees. */
static void
test_outlier_flagged (void)
{
  WmWindow *win = window ();
  WmAnalysisView *view = shown_view ();
  g_autoptr (GArray) quests = NULL;
  WmAnalysisRow *row;
  g_autofree char *reason = NULL;
  GtkWidget *flag;

  g_assert_true (wm_document_edit (win->document, "A01 overpaid", set_a01_gold,
                                   GINT_TO_POINTER (8), NULL));
  g_assert_true (wm_analysis_view_is_busy (view));
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the analysis of the edit");
  quests = model_quests ();
  row = row_of (wm_analysis_view_get_quests (view), "A01");
  g_assert_true (wm_analysis_row_get_quest (row)->outlier);
  g_assert_true (g_array_index (quests, WmQuestDistance, 0).outlier);
  g_assert_cmpfloat (wm_analysis_row_get_quest (row)->residual, ==,
                     g_array_index (quests, WmQuestDistance, 0).residual);
  g_assert_cmpfloat (fabs (wm_analysis_row_get_quest (row)->residual - 6.14), <, 0.005);
  reason = g_strdup_printf (_("Overpaid: %+.2f gold above the line"), 6.14);
  wm_test_wait_frame (GTK_WIDGET (view));
  flag = wm_test_find_widget (GTK_WIDGET (view), label_is, C_ ("outlier", "Overpaid"));
  g_assert_nonnull (flag);
  g_assert_true (gtk_widget_is_visible (flag));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (gtk_widget_get_parent (flag)), ==, reason);
  wm_test_screenshot (GTK_WIDGET (win), "analysis-outlier");
  g_assert_true (wm_document_undo (win->document, NULL));
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the analysis of the undo");
  g_assert_false (wm_analysis_row_get_quest (row_of (wm_analysis_view_get_quests (view), "A01"))->outlier);
}

/* A quest's name is a link to its card on the Decks page. */
static void
test_link_to_card (void)
{
  WmWindow *win = window ();
  WmAnalysisView *view = shown_view ();
  GtkWidget *table = wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-quests");
  const char *title = wm_analysis_row_get_title (row_of (wm_analysis_view_get_quests (view), "A05"));
  g_autofree char *text = g_strdup_printf ("%s (A05)", title);
  GtkWidget *label = wm_test_find_widget (table, label_is, text);
  GtkWidget *link = gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON);
  g_autofree char *form_title = g_strdup_printf (_("Card %s"), "A05");
  WmDeck *deck = NULL;

  g_assert_nonnull (link);
  g_assert_nonnull (wm_variant_find_card (variant (), "A05", &deck));
  wm_test_click (link);
  wm_test_wait_for (g_strcmp0 (wm_window_get_section (win), "decks") == 0, "the Decks page");
  g_assert_cmpstr (wm_decks_page_get_deck (WM_DECKS_PAGE (win->decks_page)), ==, deck->id);
  g_assert_nonnull (wm_test_find_label_with (win->decks_page, form_title));
}

/* The reach is the model's; the odds follow the cards and days chosen. */
static void
test_reach_and_odds (void)
{
  WmAnalysisView *view = shown_view ();
  g_autoptr (GArray) reach = wm_analysis_card_reach (variant (), 32, 1, NULL);
  GListModel *rows = wm_analysis_view_get_reach (view);
  GtkWidget *odds = wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-odds");
  GtkSpinButton *days
      = GTK_SPIN_BUTTON (wm_test_find_widget (GTK_WIDGET (view), name_is, "odds-days"));
  double by[3], on[3];
  g_autofree char *day2 = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, reach->len);
  for (guint i = 0; i < reach->len; i++)
    {
      const WmCardReach *want = &g_array_index (reach, WmCardReach, i);
      g_assert_cmpfloat (wm_analysis_row_get_reach (row_of (rows, want->card))->reach, ==,
                         want->reach);
    }
  wm_scroll_to (odds, NULL);
  wm_test_screenshot (GTK_WIDGET (window ()), "analysis-cards");
  /* One card of a deck of 12, a hand of 5: 5/12 by day 1, 10/12 by day 2. */
  wm_analysis_draw_odds (12, variant ()->rules.hand, 1, 3, by, on);
  day2 = g_strdup_printf ("%.4f", by[1]);
  g_assert_nonnull (wm_test_find_widget (odds, label_is, day2));
  g_assert_nonnull (wm_test_find_widget (odds, label_is, "8")); /* eight days */
  gtk_spin_button_set_value (days, 3);
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the odds of three days");
  g_assert_null (wm_test_find_widget (odds, label_is, "8"));
  g_assert_nonnull (wm_test_find_widget (odds, label_is, "3"));
  gtk_spin_button_set_value (days, 8);
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the odds of eight days");
  /* R01 ticked: red's odds of R01 alone, as `analyze --card R01`. */
  {
    GtkWidget *button = wm_test_find_of_type (GTK_WIDGET (view), GTK_TYPE_MENU_BUTTON);
    g_autofree char *title = g_strdup_printf (_("%s: deck of %u, any of %s"), "red", 12, "R01");
    GtkWidget *check;
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
    wm_test_wait_frame (GTK_WIDGET (view));
    check = wm_test_find_widget (
        GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))), check_for, "(R01)");
    g_assert_nonnull (check);
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
    wm_test_wait_for (!wm_analysis_view_is_busy (view), "the odds of R01");
    g_assert_nonnull (wm_test_find_widget (odds, label_is, title));
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
    wm_test_wait_frame (GTK_WIDGET (view));
    wm_test_click (wm_test_find_button (
        GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))),
        _("One Card of Each Deck")));
    gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
    wm_test_wait_for (!wm_analysis_view_is_busy (view), "the odds of one card");
    g_assert_null (wm_test_find_widget (odds, label_is, title));
  }
  /* What is left out, as `analyze` ends it: a line each. */
  {
    g_autoptr (GArray) quests = model_quests ();
    g_autoptr (GPtrArray) lines = wm_analysis_unmeasured (variant (), quests, 32, 1);
    GtkWidget *box = wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-unmeasured");
    g_assert_cmpuint (lines->len, >, 0);
    for (guint i = 0; i < lines->len; i++)
      {
        g_autofree char *line = g_strdup_printf ("• %s", (char *) g_ptr_array_index (lines, i));
        g_assert_nonnull (wm_test_find_widget (box, label_is, line));
      }
    wm_scroll_to (box, NULL);
    wm_test_screenshot (GTK_WIDGET (window ()), "analysis-unmeasured");
  }
}

/* A hand of 2 cannot play the day's 3 turns: refused as `analyze`
 * refuses it, the error named; undone, the figures are back. */
static void
test_design_error_refused (void)
{
  WmWindow *win = window ();
  WmAnalysisView *view = shown_view ();
  GtkWidget *label = wm_test_find_widget (GTK_WIDGET (view), name_is, "analysis-error");

  g_assert_true (wm_document_set_field (win->document, WM_FIELD_HAND, 2, NULL));
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the analysis of the edit");
  g_assert_nonnull (wm_analysis_view_get_error (view));
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "[rules-hand]"));
  g_assert_cmpuint (g_list_model_get_n_items (wm_analysis_view_get_quests (view)), ==, 0);
  wm_test_screenshot (GTK_WIDGET (win), "analysis-error");
  g_assert_true (wm_document_undo (win->document, NULL));
  wm_test_wait_for (!wm_analysis_view_is_busy (view), "the analysis of the undo");
  g_assert_null (wm_analysis_view_get_error (view));
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_cmpuint (g_list_model_get_n_items (wm_analysis_view_get_quests (view)), ==, 48);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-analysis-xdg");
  if (!wm_test_start_in_desktop_language (&argc, &argv, "/analysis/skipped"))
    return g_test_run ();
  app = wm_test_app_start (0);
  wm_test_resize_window (GTK_WINDOW (window ()), 1280, 800);
  g_test_add_func ("/analysis/quests-equal-cli", test_quests_equal_cli);
  g_test_add_func ("/analysis/sort", test_sort_by_moves);
  g_test_add_func ("/analysis/outlier-flagged", test_outlier_flagged);
  g_test_add_func ("/analysis/reach-and-odds", test_reach_and_odds);
  g_test_add_func ("/analysis/design-error-refused", test_design_error_refused);
  g_test_add_func ("/analysis/link-to-card", test_link_to_card);
  return wm_test_app_run (app);
}
