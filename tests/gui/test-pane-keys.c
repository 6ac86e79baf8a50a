/* The window's two panes from the keyboard, with real key events (xdotool
 * through XTest, under Xvfb): Tab leaves the sidebar into the shown page,
 * where the arrows move between sections; F6 moves between the sidebar and
 * the page; the page is entered on its first control, never in a text
 * field whose text the next key would replace (review 8: Tab, Enter opened
 * the next section, and the typed title went nowhere). */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-window-private.h"

static WmApplication *app;

static GtkWidget *
focus_of (WmWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* Whether the keyboard is in a text field whose text is selected. */
static gboolean
focus_in_selected_text (WmWindow *window)
{
  GtkWidget *focus = focus_of (window);

  for (; focus != NULL && !GTK_IS_EDITABLE (focus); focus = gtk_widget_get_parent (focus))
    ;
  return focus != NULL && gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), NULL, NULL);
}

static gboolean
focus_in (WmWindow *window, GtkWidget *pane)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == pane || gtk_widget_is_ancestor (focus, pane));
}

/* The window shown on @section with the keyboard on its sidebar row, the
 * pointer over the window so that the X server sends it the keys. */
static WmWindow *
start_in_sidebar (const char *section)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  wm_window_show_section (window, section);
  wm_test_iterate (200);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (window->sidebar)));
  wm_test_pointer_to (GTK_WIDGET (window), 600, 400);
  wm_test_iterate (50);
  g_assert_true (wm_window_focus_in_sidebar (window));
  return window;
}

/* The reviewer's journey: Overview, Tab, then typing the title. */
static void
test_tab_enters_overview (void)
{
  WmWindow *window = start_in_sidebar ("overview");
  GtkWidget *row;

  wm_test_xdo ("key Tab");
  g_assert_cmpstr (wm_window_get_section (window), ==, "overview");
  g_assert_false (wm_window_focus_in_sidebar (window));
  g_assert_true (focus_in (window, window->overview_page));
  /* The first row, the title's, with nothing selected for the next key to
   * replace. */
  row = gtk_widget_get_ancestor (focus_of (window), ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (row);
  g_assert_cmpstr (gtk_widget_get_name (row), ==, "info-row");
  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                   g_dgettext (GETTEXT_PACKAGE, "Title")));
  g_assert_false (focus_in_selected_text (window));
  wm_test_screenshot (GTK_WIDGET (window), "pane-tab-into-overview");
}

/* The arrows move within the sidebar, Tab then into the section chosen. */
static void
test_arrows_then_tab (void)
{
  WmWindow *window = start_in_sidebar ("overview");

  wm_test_xdo ("key Down");
  wm_test_iterate (200);
  g_assert_true (wm_window_focus_in_sidebar (window));
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  wm_test_xdo ("key Tab");
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  g_assert_true (focus_in (window, window->map_page));
}

/* F6 goes from the sidebar into the page and back, on every page. */
static void
test_f6_every_page (void)
{
  for (guint i = 0; wm_window_sections[i] != NULL; i++)
    {
      WmWindow *window = start_in_sidebar (wm_window_sections[i]);
      GtkWidget *page = gtk_stack_get_visible_child (window->stack);

      g_test_message ("section %s", wm_window_sections[i]);
      wm_test_xdo ("key F6");
      g_assert_true (focus_in (window, page));
      g_assert_false (focus_in_selected_text (window));
      wm_test_xdo ("key F6");
      g_assert_true (wm_window_focus_in_sidebar (window));
      g_assert_cmpstr (wm_window_get_section (window), ==, wm_window_sections[i]);
      wm_test_xdo ("key Tab");
      g_assert_true (focus_in (window, page));
    }
}

/* Alt+1 … Alt+9 from inside a page: the keyboard goes to the new page's
 * first control as F6 takes it there, with nothing selected. GTK's stack
 * handed it over and the entry selected its text: Alt+1 left the
 * Overview's whole title selected, Alt+6 the Rules' Goal, and the next key
 * replaced it (keyboard review, 3). */
static void
test_alt_number_selects_nothing (void)
{
  static const struct
  {
    const char *key, *section;
  } steps[] = { { "alt+1", "overview" }, { "alt+6", "rules" }, { "alt+1", "overview" } };
  WmWindow *window = start_in_sidebar ("decks");

  wm_test_xdo ("key F6");
  g_assert_true (focus_in (window, window->decks_page));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *args = g_strdup_printf ("key %s", steps[i].key);

      g_test_message ("%s", steps[i].key);
      wm_test_xdo (args);
      g_assert_cmpstr (wm_window_get_section (window), ==, steps[i].section);
      g_assert_true (focus_in (window, gtk_stack_get_visible_child (window->stack)));
      g_assert_false (focus_in_selected_text (window));
    }
  g_assert_true (GTK_IS_EDITABLE (focus_of (window)));
  g_assert_false (wm_document_get_modified (window->document));
}

/* Shift+Tab leaves the sidebar backwards, to the header bar, rather than
 * moving to the section above. */
static void
test_shift_tab_to_header (void)
{
  WmWindow *window = start_in_sidebar ("decks");

  wm_test_xdo ("key shift+Tab");
  g_assert_cmpstr (wm_window_get_section (window), ==, "decks");
  g_assert_true (focus_in (window, window->header_bar));
}

/* A page's own list (Characters, Events & Abilities, Decks): Tab leaves it
 * for the control after it with the row chosen still selected, Shift+Tab
 * for the one before; GTK's list box moved to the next row instead and
 * selected it, so the keyboard reached only the last row's form (review
 * 19: Odile chosen, Tab, Bram's form). */
static void
check_list_tab_leaves (WmWindow *window, const char *section, GtkWidget *page)
{
  GtkListBox *list = GTK_LIST_BOX (wm_test_find_of_type (page, GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row;

  g_test_message ("section %s", section);
  wm_window_show_section (window, section);
  wm_test_iterate (200);
  g_assert_nonnull (list);
  row = gtk_list_box_get_row_at_index (list, 1);
  g_assert_nonnull (row);
  gtk_list_box_select_row (list, row);
  wm_test_iterate (100);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  wm_test_xdo ("key Tab");
  g_assert_true (gtk_list_box_get_selected_row (list) == row);
  g_assert_false (focus_in (window, GTK_WIDGET (list)));
  g_assert_true (focus_in (window, page));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  wm_test_xdo ("key shift+Tab");
  g_assert_true (gtk_list_box_get_selected_row (list) == row);
  g_assert_false (focus_in (window, GTK_WIDGET (list)));
}

static void
test_page_lists_tab_leaves (void)
{
  WmWindow *window = start_in_sidebar ("characters");

  check_list_tab_leaves (window, "characters", window->characters_page);
  check_list_tab_leaves (window, "events", window->events_page);
  check_list_tab_leaves (window, "decks", window->decks_page);
}

/* Tab in a character's ability text moves on: it typed a tab into the
 * text, and the other languages were marked changed (review 19). */
static void
test_ability_text_tab_moves_on (void)
{
  WmWindow *window = start_in_sidebar ("characters");
  GtkWidget *view;
  g_autofree char *before = NULL, *after = NULL;
  GtkTextIter start, end;
  GtkTextBuffer *buffer;

  wm_test_iterate (200);
  view = wm_test_find_of_type (window->characters_page, GTK_TYPE_TEXT_VIEW);
  g_assert_nonnull (view);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  before = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_true (gtk_widget_grab_focus (view));
  wm_test_xdo ("key Tab");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  after = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (focus_in (window, view));
  g_assert_false (wm_document_get_modified (window->document));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-gui-pane-keys");
  gtk_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("WM_XDOTOOL"));
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/panes/tab-enters-overview", test_tab_enters_overview);
  g_test_add_func ("/gui/panes/arrows-then-tab", test_arrows_then_tab);
  g_test_add_func ("/gui/panes/f6-every-page", test_f6_every_page);
  g_test_add_func ("/gui/panes/shift-tab-to-header", test_shift_tab_to_header);
  g_test_add_func ("/gui/panes/alt-number-selects-nothing", test_alt_number_selects_nothing);
  g_test_add_func ("/gui/panes/page-lists-tab-leaves", test_page_lists_tab_leaves);
  g_test_add_func ("/gui/panes/ability-text-tab-moves-on", test_ability_text_tab_moves_on);
  return wm_test_app_run (app);
}
