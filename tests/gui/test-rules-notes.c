/* Rules Notes in the main menu (meson runs this in English, German and
 * Italian, on a 1024 × 768 screen): the window opens from the menu's
 * action with a row for every question of the notes in the language of the
 * user interface, each question with its decision and its test; the search
 * field filters the rows and the headings over them; Escape closes it. */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-rules-notes-parser.h"
#include "wm-rules-notes-window.h"
#include "wm-rules-page.h"
#include "wm-window-private.h"

static WmApplication *app;

/* The language meson runs the test in: $LANGUAGE, English without. */
static const char *
expected_language (void)
{
  const char *language = g_getenv ("LANGUAGE");

  return language != NULL && *language != '\0' ? language : "en";
}

/* Whether @model (a menu, its sections and submenus) has an item for
 * @action, and its label then. */
static char *
menu_item_label (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *item_action = NULL;
      g_autoptr (GMenuLinkIter) links = NULL;
      const char *name;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_str_equal (item_action, action))
        {
          char *label = NULL;
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          return label;
        }
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, &name, &link))
        {
          char *label = menu_item_label (link, action);
          g_object_unref (link);
          if (label != NULL)
            return label;
        }
    }
  return NULL;
}

static gboolean
is_main_menu (GtkWidget *widget, gconstpointer data)
{
  GMenuModel *model;
  g_autofree char *label = NULL;

  if (!GTK_IS_MENU_BUTTON (widget))
    return FALSE;
  model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
  return model != NULL && (label = menu_item_label (model, data)) != NULL;
}

static WmRulesNotesWindow *
open_notes (WmWindow *window)
{
  WmRulesNotesWindow *notes;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules-notes", NULL));
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW) != NULL,
                    "the Rules Notes window");
  notes = WM_RULES_NOTES_WINDOW (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW));
  wm_test_wait_laid_out (GTK_WIDGET (notes), "the Rules Notes window");
  return notes;
}

/* The notes of the language shown, parsed as the window parses them. */
static GPtrArray *
notes_blocks (const char *language)
{
  g_autofree char *markdown = wm_rules_notes_read (language, NULL);

  g_assert_nonnull (markdown);
  return wm_rules_notes_parse (markdown);
}

static guint
count_blocks (GPtrArray *blocks, WmNotesBlockKind kind)
{
  guint n = 0;

  for (guint i = 0; i < blocks->len; i++)
    n += ((WmNotesBlock *) blocks->pdata[i])->kind == kind;
  return n;
}

/* The rows of @notes' list that the search lets through, and how many
 * of them show a test (a table row's last cell, "Test: …"). */
static guint
shown_rows (WmRulesNotesWindow *notes, guint *with_test)
{
  GtkWidget *list = wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_LIST_BOX);
  guint n = 0;

  if (with_test != NULL)
    *with_test = 0;
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_child_visible (row))
      {
        GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
        n++;
        if (with_test != NULL && GTK_IS_BOX (box))
          {
            GtkWidget *last = gtk_widget_get_last_child (box);
            *with_test += GTK_IS_LABEL (last) && gtk_label_get_selectable (GTK_LABEL (last))
                          && gtk_widget_has_css_class (last, "dim-label");
          }
      }
  return n;
}

/* Whether @widget is a label on show whose text is @text (headings are
 * the list's row headers, found so too). */
static gboolean
is_shown_label (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The plain text of the first heading of @level in @blocks. */
static char *
first_heading (GPtrArray *blocks, int level)
{
  for (guint i = 0; i < blocks->len; i++)
    {
      WmNotesBlock *b = blocks->pdata[i];
      if (b->kind == WM_NOTES_HEADING && b->level == level)
        return wm_rules_notes_plain (b->text);
    }
  g_assert_not_reached ();
}

/* The main menu's Rules Notes opens the notes in the language of the user
 * interface: every question a row with its decision and its test, the
 * sections' headings over them; a second time it shows the same window. */
static void
test_opens_from_menu (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autoptr (GPtrArray) blocks = notes_blocks (expected_language ());
  g_autoptr (GPtrArray) english = notes_blocks ("en");
  GtkWidget *menu = wm_test_find_widget (GTK_WIDGET (window), is_main_menu, "win.rules-notes");
  WmRulesNotesWindow *notes;
  WmNotesBlock *first_row = NULL;
  g_autofree char *label = NULL;
  g_autofree char *question = NULL;
  g_autofree char *section = first_heading (blocks, 2);
  g_autofree char *english_section = first_heading (english, 2);
  guint with_test;

  g_assert_nonnull (menu);
  label = menu_item_label (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu)),
                           "win.rules-notes");
  g_test_message ("menu item %s", label);
  if (!g_str_equal (expected_language (), "en"))
    g_assert_cmpstr (label, !=, "R_ules Notes");

  notes = open_notes (window);
  g_assert_cmpstr (wm_rules_notes_window_get_language (notes), ==, expected_language ());
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (notes)) == GTK_WINDOW (window));
  /* Every row of the notes' tables and its test; the paragraph before. */
  g_assert_cmpuint (count_blocks (blocks, WM_NOTES_ROW), >, 40);
  g_assert_cmpuint (shown_rows (notes, &with_test), ==,
                    count_blocks (blocks, WM_NOTES_ROW)
                        + count_blocks (blocks, WM_NOTES_PARAGRAPH));
  g_assert_cmpuint (with_test, ==, count_blocks (blocks, WM_NOTES_ROW));
  for (guint i = 0; i < blocks->len && first_row == NULL; i++)
    if (((WmNotesBlock *) blocks->pdata[i])->kind == WM_NOTES_ROW)
      first_row = blocks->pdata[i];
  question = wm_rules_notes_plain (first_row->cells[0]);
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, question));
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, section));
  /* The notes of the language, not the English ones. */
  if (!g_str_equal (expected_language (), "en"))
    {
      g_assert_cmpstr (section, !=, english_section);
      g_assert_null (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, english_section));
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (notes)), !=, "Rules Notes");
    }

  /* Beside the main window on a 1024 × 768 screen, below a top bar. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (notes)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (notes)), <=, 768 - 48);
  {
    g_autofree char *shot = g_strdup_printf ("rules-notes-%s", expected_language ());
    wm_test_screenshot (GTK_WIDGET (notes), shot);
  }

  g_assert_true (wm_rules_notes_window_present (GTK_WINDOW (window)) == notes);
  gtk_window_destroy (GTK_WINDOW (notes));
  wm_test_iterate (50);
}

/* The search shows the rows that have all its words, in any case, under
 * the headings of their sections only; words nowhere say so; an empty
 * search shows everything again. */
/* How many table rows of @blocks hold @text in a cell: the rows the
 * search shows for it (counted, so that a row the notes gain does not
 * break the test). */
static guint
rows_holding (GPtrArray *blocks, const char *text)
{
  guint n = 0;

  for (guint i = 0; i < blocks->len; i++)
    {
      WmNotesBlock *b = blocks->pdata[i];
      gboolean found = FALSE;
      if (b->kind != WM_NOTES_ROW)
        continue;
      for (char **c = b->cells; c != NULL && *c != NULL && !found; c++)
        found = strstr (*c, text) != NULL;
      n += found;
    }
  return n;
}

static void
test_search_filters (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autoptr (GPtrArray) blocks = notes_blocks (expected_language ());
  WmRulesNotesWindow *notes = open_notes (window);
  guint all = shown_rows (notes, NULL);
  guint with_test;
  g_autofree char *movement = first_heading (blocks, 2);
  g_autofree char *last_section = NULL;
  GtkWidget *list = wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_LIST_BOX);

  for (guint i = 0; i < blocks->len; i++)
    {
      WmNotesBlock *b = blocks->pdata[i];
      if (b->kind == WM_NOTES_HEADING && b->level == 2)
        {
          g_free (last_section);
          last_section = wm_rules_notes_plain (b->text);
        }
    }

  /* A test path is the same in every language: one row has it (not
   * /rules/move/portals, a prefix of /rules/move/portals-one-space since). */
  wm_rules_notes_window_search (notes, "/RULES/move/NO-RETURN");
  wm_test_wait_frame (GTK_WIDGET (notes));
  g_assert_cmpuint (shown_rows (notes, &with_test), ==, 1);
  g_assert_cmpuint (with_test, ==, 1);
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, movement));
  g_assert_null (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, last_section));

  /* Two words, both in each row shown, not side by side. */
  wm_rules_notes_window_search (notes, "highwaymen-pass  /rules/move");
  wm_test_wait_frame (GTK_WIDGET (notes));
  g_assert_cmpuint (shown_rows (notes, NULL), ==, 1);
  wm_rules_notes_window_search (notes, "/rules/spaces/forts");
  wm_test_wait_frame (GTK_WIDGET (notes));
  g_assert_cmpuint (shown_rows (notes, NULL), ==, rows_holding (blocks, "/rules/spaces/forts"));
  g_assert_nonnull (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, last_section));
  g_assert_null (wm_test_find_widget (GTK_WIDGET (notes), is_shown_label, movement));

  wm_rules_notes_window_search (notes, "zzqx-nowhere");
  wm_test_wait_frame (GTK_WIDGET (notes));
  g_assert_cmpuint (shown_rows (notes, NULL), ==, 0);
  /* The placeholder says so. */
  g_assert_nonnull (wm_test_find_of_type (list, ADW_TYPE_STATUS_PAGE));
  g_assert_true (gtk_widget_get_child_visible (wm_test_find_of_type (list, ADW_TYPE_STATUS_PAGE)));

  /* Typed into the field as a designer types, it filters too. */
  wm_rules_notes_window_search (notes, "");
  g_assert_cmpuint (shown_rows (notes, NULL), ==, all);
  gtk_editable_set_text (
      GTK_EDITABLE (wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_SEARCH_ENTRY)),
      "/rules/win/immediate");
  wm_test_wait_for (shown_rows (notes, NULL) == 1, "the typed search to filter");
  {
    g_autofree char *shot = g_strdup_printf ("rules-notes-search-%s", expected_language ());
    wm_test_screenshot (GTK_WIDGET (notes), shot);
  }
  gtk_window_destroy (GTK_WINDOW (notes));
  wm_test_iterate (50);
}

/* Escape empties a search first, then closes the window, also when the
 * keyboard is on a row; with real key events where xdotool is there. */
static void
test_escape_closes (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmRulesNotesWindow *notes = open_notes (window);
  GtkWidget *entry = wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_SEARCH_ENTRY);
  GtkWidget *list;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool for real key events");
      gtk_window_destroy (GTK_WINDOW (notes));
      return;
    }
  /* The keyboard is in the search field: typing searches. */
  wm_test_wait_for (
      gtk_window_get_focus (GTK_WINDOW (notes)) != NULL
          && gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (notes)), entry),
      "the search field to have the keyboard");
  wm_test_xdo ("type --delay 20 lake");
  wm_test_wait_for (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), "lake"),
                    "the typed search");
  wm_test_xdo ("key Escape");
  wm_test_wait_for (gtk_editable_get_text (GTK_EDITABLE (entry))[0] == '\0',
                    "Escape to empty the search");
  g_assert_nonnull (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW));
  wm_test_xdo ("key Escape");
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW) == NULL,
                    "Escape in the empty search field to close the window");

  /* From a row as well as from the field. */
  notes = open_notes (window);
  list = wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_LIST_BOX);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3)));
  wm_test_wait_frame (GTK_WIDGET (notes));
  wm_test_xdo ("key Escape");
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW) == NULL,
                    "Escape on a row to close the window");
}

/* Every "Rules Note" link under @root, into @out. */
static void
collect_note_links (GtkWidget *root, GPtrArray *out)
{
  if (g_strcmp0 (gtk_widget_get_name (root), "rules-note-link") == 0)
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_note_links (c, out);
}

/* The Rules page links the rules the engine chose on to their notes: the
 * meaner highwaymen row's "Rules Note" opens the notes beside the window
 * searched for the row's test, showing just the note that cites it; each
 * link of the page (the highwaymen, the variable setup, the secret
 * places' portals) finds notes in every language. */
static void
test_from_rules_page (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autoptr (GPtrArray) blocks = notes_blocks (expected_language ());
  g_autoptr (GPtrArray) links = g_ptr_array_new ();
  GtkWidget *meaner, *row, *link;
  WmRulesNotesWindow *notes;
  const char *search;

  wm_window_show_section (window, "rules");
  meaner = wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page),
                                     WM_FIELD_MEANER_HIGHWAYMEN);
  row = gtk_widget_get_ancestor (meaner, ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  collect_note_links (row, links);
  g_assert_cmpuint (links->len, ==, 1);
  link = links->pdata[0];
  wm_test_wait_laid_out (link, "the meaner highwaymen's Rules Note link");
  g_assert_null (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW));
  wm_test_click (link);
  wm_test_wait_for (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW) != NULL,
                    "the Rules Notes window");
  notes = WM_RULES_NOTES_WINDOW (wm_test_find_toplevel (WM_TYPE_RULES_NOTES_WINDOW));
  wm_test_wait_laid_out (GTK_WIDGET (notes), "the Rules Notes window");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (notes)) == GTK_WINDOW (window));
  search = gtk_editable_get_text (
      GTK_EDITABLE (wm_test_find_of_type (GTK_WIDGET (notes), GTK_TYPE_SEARCH_ENTRY)));
  g_assert_cmpstr (search, ==, "/rules/move/meaner-highwaymen");
  g_assert_cmpuint (shown_rows (notes, NULL), ==, 1);
  {
    g_autofree char *shot = g_strdup_printf ("rules-notes-from-rules-page-%s",
                                             expected_language ());
    wm_test_screenshot (GTK_WIDGET (window), shot);
  }

  g_ptr_array_set_size (links, 0);
  collect_note_links (window->rules_page, links);
  g_assert_cmpuint (links->len, >=, 4);
  for (guint i = 0; i < links->len; i++)
    {
      search = wm_rules_note_link_get_search (links->pdata[i]);
      g_test_message ("link %u: %s", i, search);
      g_assert_cmpuint (rows_holding (blocks, search), >, 0);
      wm_rules_notes_window_search (notes, search);
      g_assert_cmpuint (shown_rows (notes, NULL), ==, rows_holding (blocks, search));
    }
  gtk_window_destroy (GTK_WINDOW (notes));
  wm_test_iterate (50);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-gui-rules-notes");
  if (!wm_test_start_in_desktop_language (&argc, &argv, "/gui/rules-notes/skipped"))
    return g_test_run ();
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/rules-notes/opens-from-menu", test_opens_from_menu);
  g_test_add_func ("/gui/rules-notes/search-filters", test_search_filters);
  g_test_add_func ("/gui/rules-notes/escape-closes", test_escape_closes);
  g_test_add_func ("/gui/rules-notes/from-rules-page", test_from_rules_page);
  return wm_test_app_run (app);
}
