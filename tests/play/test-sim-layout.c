/* The Simulation page's two runs at the window sizes designers use, in the
 * language the test runs in (meson runs it in English, German and
 * Italian): at 1280 × 800 the runs' charts and heat maps stand side by
 * side, the latest run on the left, and every card's name in the tables
 * is shown whole, not cut short; at 800 × 700 the runs stand one above the
 * other, the latest on top, as at 1024 × 768, where the lines of What
 * changed that wrap go on under their own text, not at the margin; at
 * these sizes a quest's figures of both runs stand on its line of one
 * table, and nothing scrolls sideways; at 1280 × 800 the controls above
 * take two lines, at 1024 × 768 three. With
 * WM_SHOT_DIR set it writes the page at both sizes, at its top (What
 * changed), and scrolled to the latest run's heat map, the tables and the
 * events' table. */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-application.h"
#include "wm-sim-card-table.h"
#include "wm-simulation-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static void
run_batch (WmSimulationPage *page, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  g_assert_true (wm_simulation_page_run (page, 4, 12, "greedy", seed, &error));
  g_assert_no_error (error);
  while (wm_simulation_page_is_running (page))
    {
      g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
      wm_test_iterate (10);
    }
}

/* @widget's place in @page's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *page)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  return bounds;
}

static GtkScrolledWindow *
results_scroll (WmSimulationPage *page)
{
  return GTK_SCROLLED_WINDOW (
      gtk_widget_get_ancestor (wm_simulation_page_get_heat_board (page), GTK_TYPE_SCROLLED_WINDOW));
}

/* Nothing wider than the page's view: no sideways scrolling. */
static void
assert_no_sideways_scroll (WmSimulationPage *page)
{
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (results_scroll (page));

  g_test_message ("view %.0f wide, content %.0f", gtk_adjustment_get_page_size (h),
                  gtk_adjustment_get_upper (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
}

/* Counts the card-name labels under @root (the tables' first column, set
 * in "caption") and fails on one cut short. */
static guint
assert_names_whole (GtkWidget *root)
{
  guint n = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, "caption")
      && gtk_widget_get_mapped (root))
    {
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
        g_error ("the card name “%s” is cut short (%d px wide)",
                 gtk_label_get_text (GTK_LABEL (root)), gtk_widget_get_width (root));
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += assert_names_whole (c);
  return n;
}

/* The first quest whose times taken differ between the runs, so that
 * the figures found are told apart. */
static WmSimCardRow *
quest_taken_differently (GtkColumnView *view)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (view));

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (WmSimCardRow) row = g_list_model_get_item (rows, i);

      if (wm_sim_card_row_get_run_value (row, WM_SIM_RUN_PREVIOUS, WM_SIM_CARD_TAKEN)
          != wm_sim_card_row_get_run_value (row, WM_SIM_RUN_LATEST, WM_SIM_CARD_TAKEN))
        return row; /* the model keeps it */
    }
  g_error ("every quest was taken as often in both runs");
}

/* The mapped labels under @root named @name (or, @name NULL, showing
 * @text) whose middle is at @y in @view, in the order they are drawn. */
static void
labels_at (GtkWidget *root, GtkWidget *view, const char *name, const char *text, float y,
           GPtrArray *found)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && (name ? g_strcmp0 (gtk_widget_get_name (root), name) == 0
               : g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0))
    {
      graphene_rect_t b = bounds_in (root, view);

      if (y < 0 || G_APPROX_VALUE (b.origin.y + b.size.height / 2, y, 1.5))
        g_ptr_array_add (found, root);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    labels_at (c, view, name, text, y, found);
}

static int
by_x (gconstpointer a, gconstpointer b)
{
  GtkWidget *wa = *(GtkWidget *const *) a, *wb = *(GtkWidget *const *) b;
  GtkWidget *view = gtk_widget_get_ancestor (wa, GTK_TYPE_COLUMN_VIEW);

  return (int) (bounds_in (wa, view).origin.x - bounds_in (wb, view).origin.x);
}

/* With two runs the common quests are one table, and a quest's line holds
 * its figures of both: the times taken of the previous run, then the
 * latest run's, on the line of its name. */
static void
assert_quest_compared_on_its_line (WmSimulationPage *page)
{
  GtkColumnView *view = wm_sim_card_table_get_view (
      WM_SIM_CARD_TABLE (wm_simulation_page_get_card_table (page)), WM_SIM_CARD_QUESTS);
  WmSimCardRow *row = quest_taken_differently (view);
  g_autofree char *title = wm_sim_card_row_format (row, WM_SIM_CARD_TITLE);
  g_autofree char *before = wm_sim_card_row_format_run (row, WM_SIM_RUN_PREVIOUS, WM_SIM_CARD_TAKEN);
  g_autofree char *after = wm_sim_card_row_format (row, WM_SIM_CARD_TAKEN);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_autoptr (GPtrArray) previous = g_ptr_array_new ();
  g_autoptr (GPtrArray) latest = g_ptr_array_new ();
  graphene_rect_t line;

  g_assert_true (wm_sim_card_row_is_compared (row));
  labels_at (GTK_WIDGET (view), GTK_WIDGET (view), NULL, title, -1, names);
  g_assert_cmpuint (names->len, ==, 1);
  line = bounds_in (g_ptr_array_index (names, 0), GTK_WIDGET (view));
  labels_at (GTK_WIDGET (view), GTK_WIDGET (view), "previous", NULL,
             line.origin.y + line.size.height / 2, previous);
  labels_at (GTK_WIDGET (view), GTK_WIDGET (view), "latest", NULL,
             line.origin.y + line.size.height / 2, latest);
  g_test_message ("%s taken %s → %s", title, before, after);
  /* Taken, completed, rate and gold / taken, each of both runs (± deck
   * is the latest run's alone: it is shown with one run). */
  g_assert_cmpuint (previous->len, ==, 4);
  g_assert_cmpuint (latest->len, ==, 4);
  g_ptr_array_sort (previous, by_x);
  g_ptr_array_sort (latest, by_x);
  g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (previous, 0)), ==, before);
  g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (latest, 0)), ==, after);
  /* The previous run's figure first, beside the latest's. */
  g_assert_cmpfloat (bounds_in (g_ptr_array_index (previous, 0), GTK_WIDGET (view)).origin.x, <,
                     bounds_in (g_ptr_array_index (latest, 0), GTK_WIDGET (view)).origin.x);
}

/* Scrolls the results so that @widget's top is at the view's top. */
static void
scroll_to (WmSimulationPage *page, GtkWidget *widget)
{
  GtkScrolledWindow *scroll = results_scroll (page);
  /* The runs, in the viewport: their coordinates do not move with the scrolling. */
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (scroll)));
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroll);

  gtk_adjustment_set_value (v, bounds_in (widget, content).origin.y);
  wm_test_iterate (100);
}

static void
shoot (WmSimulationPage *page, WmWindow *window, const char *size)
{
  static const char *const parts[] = { "heat", "cards", "events" };
  WmSimCardTable *table = WM_SIM_CARD_TABLE (wm_simulation_page_get_card_table (page));
  GtkWidget *shown[] = { wm_simulation_page_get_heat_board (page), GTK_WIDGET (table),
                         GTK_WIDGET (wm_sim_card_table_get_view (table, WM_SIM_CARD_EVENTS)) };
  const char *lang = g_getenv ("LANGUAGE");
  g_autofree char *top = g_strdup_printf ("simulation-%s-top-%s", size, lang && *lang ? lang : "en");

  /* What changed and the charts' tops, as the page opens. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (results_scroll (page)), 0);
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (window), top);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *name = g_strdup_printf ("simulation-%s-%s-%s", size, parts[i],
                                               lang && *lang ? lang : "en");
      scroll_to (page, shown[i]);
      wm_test_screenshot (GTK_WIDGET (window), name);
    }
}

static WmSimulationPage *
page_with_two_runs (WmWindow *window, int width, int height)
{
  WmSimulationPage *page = WM_SIMULATION_PAGE (window->simulation_page);

  wm_test_resize_window (GTK_WINDOW (window), width, height);
  wm_window_show_section (window, "simulation");
  if (wm_simulation_page_get_previous (page) == NULL)
    {
      run_batch (page, 7);
      run_batch (page, 8);
    }
  /* The runs' results laid out in the window's size. */
  wm_test_iterate (300);
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Simulation page");
  g_assert_nonnull (wm_simulation_page_get_previous (page));
  return page;
}

/* Where each paragraph of @label's text starts, its leading spaces
 * skipped, and where each line it wraps onto starts, in @page's
 * coordinates; fails on a wrapped line that does not stand under its
 * paragraph's text. Returns the number of wrapped lines. */
static guint
assert_wrapped_under_text (GtkLabel *label, GtkWidget *page)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  graphene_rect_t at = bounds_in (GTK_WIDGET (label), page);
  double start = 0;
  guint wrapped = 0;
  int dx;

  gtk_label_get_layout_offsets (label, &dx, NULL);
  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      int index = line->start_index;
      PangoRectangle pos;
      double x;

      while (index < line->start_index + line->length && text[index] == ' ')
        index++;
      pango_layout_index_to_pos (layout, index, &pos);
      x = at.origin.x + dx + pango_units_to_double (pos.x);
      if (line->is_paragraph_start)
        start = x;
      else
        {
          g_test_message ("wrapped at %.0f under text at %.0f: “%.*s”", x, start, line->length,
                          text + line->start_index);
          g_assert_cmpfloat_with_epsilon (x, start, 1);
          wrapped++;
        }
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  return wrapped;
}

static gboolean
named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The labels under @root, itself included, that are shown. */
static void
mapped_labels (GtkWidget *root, GPtrArray *found)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    g_ptr_array_add (found, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    mapped_labels (c, found);
}

/* The lines of What changed that wrap go on under their text, as far in
 * as their first line (review 19, finding 9); returns how many wrapped. */
static guint
assert_changes_wrap_indented (WmSimulationPage *page)
{
  GtkWidget *changes = wm_test_find_widget (GTK_WIDGET (page), named, "sim-changes");
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  guint wrapped = 0;

  g_assert_nonnull (changes);
  scroll_to (page, changes);
  mapped_labels (changes, labels);
  g_assert_cmpuint (labels->len, >, 0);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      int needs;

      wrapped += assert_wrapped_under_text (GTK_LABEL (label), GTK_WIDGET (page));
      /* As tall as its lines at its width (measured with its margins):
       * not overlapping the next. */
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (label) + gtk_widget_get_margin_start (label)
                              + gtk_widget_get_margin_end (label),
                          &needs, NULL, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_height (label), >=, needs);
    }
  g_test_message ("%u lines of What changed wrapped", wrapped);
  return wrapped;
}

/* The controls take at most @lines lines. At 1280 px two: the settings
 * and Run, then the Variant menu, the status and the run's Export, Game
 * and Open in Playtest; not a third for the Variant menu alone (review 20,
 * R20-11). At 1024 px three: the Seed, which wraps there, with the Variant
 * menu and the status after it, not a line of its own (four lines). */
static void
assert_controls_lines (WmSimulationPage *page, int lines)
{
  GtkWidget *controls = wm_test_find_widget (GTK_WIDGET (page), named, "sim-controls");
  /* Players, as tall as the tallest control of a line. */
  GtkWidget *field = wm_test_find_of_type (controls, GTK_TYPE_SPIN_BUTTON);
  int line;

  g_assert_nonnull (field);
  line = gtk_widget_get_height (field);
  g_test_message ("controls %d px tall, a line %d", gtk_widget_get_height (controls), line);
  g_assert_cmpint (line, >, 0);
  /* One line more is at least as many buttons tall. */
  g_assert_cmpint (gtk_widget_get_height (controls), <, (lines + 1) * line);
}

static void
test_wide (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = page_with_two_runs (window, 1280, 800);
  GtkWidget *me = GTK_WIDGET (page);
  graphene_rect_t before = bounds_in (wm_simulation_page_get_previous_heat_board (page), me);
  graphene_rect_t after = bounds_in (wm_simulation_page_get_heat_board (page), me);
  guint names;

  g_test_message ("heat maps at %.0f and %.0f, %.0f px wide", before.origin.x, after.origin.x,
                  after.size.width);
  /* Side by side on one line, the latest run first (on the left). */
  g_assert_cmpfloat (after.origin.x + after.size.width, <=, before.origin.x);
  g_assert_cmpfloat (before.origin.y, ==, after.origin.y);
  names = assert_names_whole (wm_simulation_page_get_card_table (page));
  g_assert_cmpuint (names, >, 40);
  assert_quest_compared_on_its_line (page);
  assert_no_sideways_scroll (page);
  assert_controls_lines (page, 2);
  shoot (page, window, "1280");
}

static void
test_narrow (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = page_with_two_runs (window, 800, 700);
  GtkWidget *me = GTK_WIDGET (page);
  graphene_rect_t before = bounds_in (wm_simulation_page_get_previous_heat_board (page), me);
  graphene_rect_t after = bounds_in (wm_simulation_page_get_heat_board (page), me);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  /* One above the other, each as wide as the page lets it be, the latest
   * run on top: the first a designer sees. */
  g_assert_cmpfloat (after.origin.y + after.size.height, <=, before.origin.y);
  g_assert_cmpfloat (before.origin.x, ==, after.origin.x);
  assert_quest_compared_on_its_line (page);
  assert_changes_wrap_indented (page);
  assert_no_sideways_scroll (page);
  shoot (page, window, "800");
}

/* At 1024 × 768, a laptop's screen, the runs stand one above the other
 * and the lines of What changed that wrap there (German and Italian ones,
 * and English ones) go on under their text, not at the left margin; the
 * controls take three lines. */
static void
test_laptop (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = page_with_two_runs (window, 1024, 768);

  g_assert_cmpuint (assert_changes_wrap_indented (page), >, 0);
  assert_no_sideways_scroll (page);
  assert_controls_lines (page, 3);
  shoot (page, window, "1024");
}

/* A baseline kept, at 1280 × 800: the bar saying which run it is wraps
 * inside the page, whole, above the runs, and the controls (the Baseline
 * menu among them) still take two lines. */
static void
test_baseline (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmSimulationPage *page = page_with_two_runs (window, 1280, 800);
  GtkWidget *label = wm_test_find_widget (GTK_WIDGET (page), named, "sim-baseline");
  const char *lang = g_getenv ("LANGUAGE");
  g_autofree char *name = g_strdup_printf ("simulation-1280-baseline-%s",
                                           lang && *lang ? lang : "en");
  graphene_rect_t bar;
  int needs;

  wm_simulation_page_keep_baseline (page);
  run_batch (page, 9);
  wm_test_iterate (300);
  wm_test_wait_laid_out (GTK_WIDGET (page), "the Simulation page");
  g_assert_true (gtk_widget_get_mapped (label));
  bar = bounds_in (label, GTK_WIDGET (page));
  g_assert_cmpfloat (bar.origin.x + bar.size.width, <=, gtk_widget_get_width (GTK_WIDGET (page)));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &needs, NULL,
                      NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (label), >=, needs);
  assert_no_sideways_scroll (page);
  assert_controls_lines (page, 2);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (results_scroll (page)), 0);
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (window), name);
  wm_simulation_page_unpin_baseline (page);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-sim-layout-xdg");
  if (!wm_test_start_in_desktop_language (&argc, &argv, "/play/simulation/layout/skipped"))
    return g_test_run ();
  app = wm_test_app_start (0);
  g_test_add_func ("/play/simulation/layout/wide", test_wide);
  g_test_add_func ("/play/simulation/layout/narrow", test_narrow);
  g_test_add_func ("/play/simulation/layout/laptop", test_laptop);
  g_test_add_func ("/play/simulation/layout/baseline", test_baseline);
  return wm_test_app_run (app);
}
