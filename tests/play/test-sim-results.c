/* The Simulation page's results under Xvfb: the quests' table shows the
 * completion rate of each quest as the result's counts give it (completed
 * / taken), its columns sort on the column view's sorter (ties by card id),
 * events have a table of their own with no quest columns; a batch that
 * cannot run shows its reason whole, on a wrapping label, not only in a
 * tooltip. With WM_SHOT_DIR set it also writes PNGs of the window. */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-application.h"
#include "wm-sim-card-table.h"
#include "wm-simulation-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static gboolean
name_is (GtkWidget *widget, const char *name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The last widget named @name under @root: the latest run's column is the
 * second of the two. */
static GtkWidget *
find_last_named (GtkWidget *root, const char *name)
{
  GtkWidget *found = name_is (root, name) ? root : NULL;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *below = find_last_named (c, name);
      if (below)
        found = below;
    }
  return found;
}

static void
wait_for_batch (WmSimulationPage *page)
{
  gint64 start = g_get_monotonic_time ();

  while (wm_simulation_page_is_running (page))
    {
      g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
      wm_test_iterate (10);
    }
  wm_test_iterate (20);
}

static GtkColumnViewColumn *
column_titled (GtkColumnView *view, const char *title)
{
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return column; /* the view keeps it */
    }
  g_error ("no column “%s”", title);
}

static GtkColumnView *
latest_view (WmSimulationPage *page, WmSimCardKind kind)
{
  GtkWidget *table = wm_simulation_page_get_card_table (page);
  GtkColumnView *view = wm_sim_card_table_get_view (WM_SIM_CARD_TABLE (table), kind);

  g_assert_true (GTK_IS_COLUMN_VIEW (view));
  return view;
}

static void
expand_all (GtkWidget *root)
{
  if (GTK_IS_EXPANDER (root))
    gtk_expander_set_expanded (GTK_EXPANDER (root), TRUE);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    expand_all (c);
}

/* Opens the Cards expanders, as the designer does: the latest run's table
 * is then in the window (a closed expander holds its child outside). */
static void
expand_cards (WmSimulationPage *page)
{
  expand_all (GTK_WIDGET (page));
  wm_test_iterate (50);
  g_assert_true (gtk_widget_get_mapped (wm_simulation_page_get_card_table (page)));
}

static WmSimCardRow *
row_at (GtkColumnView *view, guint i)
{
  WmSimCardRow *row = g_list_model_get_item (G_LIST_MODEL (gtk_column_view_get_model (view)), i);

  g_object_unref (row); /* the model keeps it */
  return row;
}

/* Each quest row's rate is completed / taken of the result's counts and
 * of its summary, shown as a whole percentage. */
static void
check_rates (GtkColumnView *view, JsonObject *root)
{
  JsonObject *counts = json_object_get_object_member (json_object_get_object_member (root, "counts"), "quests");
  JsonObject *summary = json_object_get_object_member (json_object_get_object_member (root, "summary"), "quests");
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (view));

  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, json_object_get_size (counts));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      WmSimCardRow *row = row_at (view, i);
      JsonObject *q = json_object_get_object_member (counts, wm_sim_card_row_get_id (row));
      gint64 taken = json_object_get_int_member (q, "taken");
      gint64 done = json_object_get_int_member (q, "completed");
      double rate = wm_sim_card_row_get_value (row, WM_SIM_CARD_RATE);
      g_autofree char *text = wm_sim_card_row_format (row, WM_SIM_CARD_RATE);
      g_autofree char *expected = NULL;

      g_assert_cmpfloat (wm_sim_card_row_get_value (row, WM_SIM_CARD_TAKEN), ==, taken);
      g_assert_cmpfloat (wm_sim_card_row_get_value (row, WM_SIM_CARD_COMPLETED), ==, done);
      if (taken == 0)
        {
          g_assert_cmpfloat (rate, <, 0);
          g_assert_cmpstr (text, ==, "—");
          continue;
        }
      g_assert_cmpfloat_with_epsilon (rate, (double) done / taken, 1e-12);
      g_assert_cmpfloat_with_epsilon (
          rate,
          json_object_get_double_member (json_object_get_object_member (summary, wm_sim_card_row_get_id (row)),
                                         "completion_rate"),
          1e-9);
      expected = g_strdup_printf ("%.0f %%", 100.0 * done / taken);
      g_assert_cmpstr (text, ==, expected);
    }
}

/* The rows in the view's order are sorted by @column, ascending or not,
 * and rows of equal value by card id. */
static void
check_sorted (GtkColumnView *view, WmSimCardColumn column, gboolean ascending)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (view));

  for (guint i = 1; i < g_list_model_get_n_items (rows); i++)
    {
      WmSimCardRow *a = row_at (view, i - 1), *b = row_at (view, i);
      double va = wm_sim_card_row_get_value (a, column), vb = wm_sim_card_row_get_value (b, column);

      if (va == vb)
        {
          int by_id = g_strcmp0 (wm_sim_card_row_get_id (a), wm_sim_card_row_get_id (b));
          g_assert_cmpint (ascending ? by_id : -by_id, <, 0);
        }
      else if (ascending)
        g_assert_cmpfloat (va, <, vb);
      else
        g_assert_cmpfloat (va, >, vb);
    }
}

static void
test_cards (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = WM_SIMULATION_PAGE (window->simulation_page);
  g_autoptr (GError) error = NULL;
  GtkColumnView *quests, *events;
  JsonObject *root;
  WmSimCardRow *first;
  double spread;

  wm_window_show_section (window, "simulation");
  g_assert_true (wm_simulation_page_run (page, 4, 60, "greedy", 7, &error));
  g_assert_no_error (error);
  wait_for_batch (page);
  root = json_node_get_object (wm_simulation_page_get_result (page));
  expand_cards (page);
  quests = latest_view (page, WM_SIM_CARD_QUESTS);
  events = latest_view (page, WM_SIM_CARD_EVENTS);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (quests)));
  check_rates (quests, root);

  /* No quest column in the events' table, no event column in the quests'. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (quests)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (events)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (events))), ==,
                    json_object_get_size (json_object_get_object_member (
                        json_object_get_object_member (root, "counts"), "events")));

  /* The weakest quests first, as a click on the heading sorts them; a
   * second click the other way round. Sorting by rate must change the
   * order the ids had, or the test proves nothing. */
  gtk_column_view_sort_by_column (quests, column_titled (quests, "Completion rate"), GTK_SORT_ASCENDING);
  check_sorted (quests, WM_SIM_CARD_RATE, TRUE);
  check_rates (quests, root);
  first = row_at (quests, 0);
  spread = wm_sim_card_row_get_value (row_at (quests, g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (quests))) - 1),
                                      WM_SIM_CARD_RATE)
           - wm_sim_card_row_get_value (first, WM_SIM_CARD_RATE);
  g_assert_cmpfloat (spread, >, 0);
  g_test_message ("weakest quest %s at %.0f %%", wm_sim_card_row_get_id (first),
                  100 * wm_sim_card_row_get_value (first, WM_SIM_CARD_RATE));
  gtk_column_view_sort_by_column (quests, column_titled (quests, "Completion rate"), GTK_SORT_DESCENDING);
  check_sorted (quests, WM_SIM_CARD_RATE, FALSE);
  gtk_column_view_sort_by_column (quests, column_titled (quests, "Taken"), GTK_SORT_DESCENDING);
  check_sorted (quests, WM_SIM_CARD_TAKEN, FALSE);
  gtk_column_view_sort_by_column (quests, column_titled (quests, "Card"), GTK_SORT_ASCENDING);
  check_sorted (quests, WM_SIM_CARD_TITLE, TRUE);
  gtk_column_view_sort_by_column (events, column_titled (events, "± average"),
                                  GTK_SORT_ASCENDING);
  check_sorted (events, WM_SIM_CARD_AGAINST, TRUE);

  /* A new run keeps the designer's sort. */
  gtk_column_view_sort_by_column (quests, column_titled (quests, "Completion rate"), GTK_SORT_ASCENDING);
  g_assert_true (wm_simulation_page_run (page, 4, 40, "greedy", 8, &error));
  wait_for_batch (page);
  check_rates (quests, json_node_get_object (wm_simulation_page_get_result (page)));
  check_sorted (quests, WM_SIM_CARD_RATE, TRUE);
  wm_test_screenshot (GTK_WIDGET (window), "simulation-cards");
}

/* A batch whose games cannot be dealt: the reason is on a visible label
 * that wraps, whole. */
static void
test_error_shown_whole (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = WM_SIMULATION_PAGE (window->simulation_page);
  WmVariant *variant = wm_document_get_variant (window->document);
  WmCharacter *red = g_ptr_array_index (variant->characters, 0);
  char *kept = red->start_town;
  GtkWidget *label;
  const char *text;

  wm_window_show_section (window, "simulation");
  red->start_town = g_strdup ("nowhere-to-be-found");
  g_assert_true (wm_simulation_page_run (page, 4, 10, "greedy", 1, NULL));
  wait_for_batch (page);
  label = find_last_named (GTK_WIDGET (page), "sim-error");
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  text = gtk_label_get_text (GTK_LABEL (label));
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, "the games cannot be dealt: the start town of character “red” is not on the board");
  wm_test_screenshot (GTK_WIDGET (window), "simulation-error");
  g_free (red->start_town);
  red->start_town = kept;

  /* The next batch that runs takes the message away. */
  g_assert_true (wm_simulation_page_run (page, 4, 4, "greedy", 1, NULL));
  wait_for_batch (page);
  g_assert_false (gtk_widget_get_visible (label));
}

static void
quiet_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-sim-results-xdg");
  gtk_test_init (&argc, &argv, NULL);
  g_log_set_handler ("wm-bot", G_LOG_LEVEL_DEBUG, quiet_log, NULL);
  app = wm_test_app_start (0);

  g_test_add_func ("/play/simulation/cards/rates-and-sort", test_cards);
  g_test_add_func ("/play/simulation/error-shown-whole", test_error_shown_whole);
  return wm_test_app_run (app);
}
