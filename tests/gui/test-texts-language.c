/* Text Language in the main menu, on a German desktop (LANGUAGE=de): it
 * lists the variant's languages named in themselves; choosing English shows
 * and edits the English texts (a region renamed on the map gets an English
 * name, the German one stays), through undo and a change of section, while
 * the window's own words stay German. The Characters page's drop-downs
 * name towns, decks and quests in the language chosen, and follow a rename. */

#include "config.h"

#include "wm-test-gui.h"


#include "wm-characters-page.h"
#include "wm-document.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"
#include "wm-piece-edits.h"
#include "wm-variant.h"
#include "wm-window-private.h"

static WmApplication *app;

static WmVariant *
variant_of (WmWindow *window)
{
  return wm_document_get_variant (wm_window_get_document (window));
}

/* The label of the Text Language menu's item @i. */
static char *
item_label (WmWindow *window, int i)
{
  char *label = NULL;

  g_assert_true (g_menu_model_get_item_attribute (G_MENU_MODEL (window->texts_section), i,
                                                  G_MENU_ATTRIBUTE_LABEL, "s", &label));
  return label;
}

static void
choose (WmWindow *window, const char *language)
{
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (window), "win.texts-language", "s", language));
  wm_test_iterate (100);
}

static char *
chosen (WmWindow *window)
{
  char *language = NULL;

  g_object_get (window, "texts-language", &language, NULL);
  return language;
}

/* The shown entry under @widget whose text is @text, or NULL. */
static GtkWidget *
find_entry (GtkWidget *widget, const char *text)
{
  if (GTK_IS_ENTRY (widget) && gtk_widget_is_drawable (widget)
      && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_entry (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @first's shown entry comes before @second's under @widget: the
 * map inspector has a Name row per language, the window's language first. */
static gboolean
entry_comes_first (GtkWidget *widget, const char *first, const char *second)
{
  GtkWidget *a = find_entry (widget, first);
  GtkWidget *b = find_entry (widget, second);
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0), pa, pb;

  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_true (gtk_widget_compute_point (a, widget, &origin, &pa));
  g_assert_true (gtk_widget_compute_point (b, widget, &origin, &pb));
  return pa.y < pb.y;
}

static void
test_menu_lists_languages (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autofree char *desktop = item_label (window, 0);
  g_autofree char *english = item_label (window, 1);
  g_autofree char *german = item_label (window, 2);
  g_autofree char *italian = item_label (window, 3);
  g_autofree char *none = chosen (window);

  g_assert_cmpint (g_menu_model_get_n_items (G_MENU_MODEL (window->texts_section)), ==, 4);
  /* The window's own words are the desktop's. */
  g_assert_cmpstr (desktop, ==, "Sprache des Desktops (Deutsch)");
  g_assert_cmpstr (english, ==, "English");
  g_assert_cmpstr (german, ==, "Deutsch");
  g_assert_cmpstr (italian, ==, "Italiano");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (wm_variant_display_language (variant_of (window)), ==, "de");
}

static void
test_rename_in_english (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmRegion *region = g_ptr_array_index (variant_of (window)->regions, 0);
  g_autofree char *id = g_strdup (region->id);
  g_autofree char *en = g_strdup (wm_text_get (&region->name, "en", NULL));
  g_autofree char *de = g_strdup (wm_text_get (&region->name, "de", NULL));
  g_autofree char *language = NULL;
  const char *title_en = wm_text_get (&variant_of (window)->info.title, "en", NULL);
  static const char *const moved[] = { "s16", NULL };
  GtkWidget *entry;

  g_assert_cmpstr (en, !=, de);
  wm_window_show_section (window, "map");
  wm_map_page_show_region (WM_MAP_PAGE (window->map_page), id, 0);
  wm_test_iterate (200);
  /* The last edit was confined to the region shown, which the canvas
   * redraws only where it changed. */
  g_assert_true (wm_map_move_spaces (doc, id, 0, moved, 0.01, 0, NULL));
  wm_test_iterate (200);
  g_assert_cmpstr (wm_document_get_changed_region (doc), ==, id);
  choose (window, "en");
  language = chosen (window);
  g_assert_cmpstr (language, ==, "en");
  g_assert_true (g_str_has_suffix (gtk_window_get_title (GTK_WINDOW (window)), title_en));
  wm_test_iterate (200);
  entry = find_entry (window->map_page, en);
  g_assert_nonnull (entry);
  g_assert_true (entry_comes_first (window->map_page, en, de));
  wm_test_screenshot (GTK_WIDGET (window), "texts-language-map-en");

  gtk_editable_set_text (GTK_EDITABLE (entry), "Salt Marshes");
  g_signal_emit_by_name (entry, "activate");
  wm_test_iterate (100);
  region = wm_variant_find_region (variant_of (window), id);
  g_assert_cmpstr (wm_text_get (&region->name, "en", NULL), ==, "Salt Marshes");
  g_assert_cmpstr (wm_text_get (&region->name, "de", NULL), ==, de);

  /* Undo gives the English name back and keeps the language chosen, as
   * does a visit to another section. */
  g_assert_true (wm_document_undo (doc, NULL));
  wm_window_show_section (window, "overview");
  wm_test_iterate (100);
  wm_window_show_section (window, "map");
  wm_test_iterate (200);
  region = wm_variant_find_region (variant_of (window), id);
  g_assert_cmpstr (wm_text_get (&region->name, "en", NULL), ==, en);
  g_assert_cmpstr (wm_variant_display_language (variant_of (window)), ==, "en");
  g_assert_nonnull (find_entry (window->map_page, en));

  /* Back to the desktop's language: the German texts again. */
  choose (window, "");
  g_assert_cmpstr (wm_variant_display_language (variant_of (window)), ==, "de");
  g_assert_true (entry_comes_first (window->map_page, de, en));
  g_assert_null (wm_variant_get_display_language_override ());
  wm_test_screenshot (GTK_WIDGET (window), "texts-language-map-de");
  wm_window_show_section (window, "overview");
}

/* The item the Characters page's drop-down for @what shows. */
static const char *
shown_choice (WmWindow *window, const char *what)
{
  GtkWidget *dd = wm_characters_page_get_editor (WM_CHARACTERS_PAGE (window->characters_page), what);

  g_assert_nonnull (dd);
  return gtk_string_object_get_string (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (dd)));
}

static void
test_characters_in_english (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);

  wm_window_show_section (window, "characters");
  wm_characters_page_show (WM_CHARACTERS_PAGE (window->characters_page), "red");
  wm_test_iterate (100);
  g_assert_cmpstr (shown_choice (window, "start-town"), ==, "Marrentor");
  g_assert_cmpstr (shown_choice (window, "movement-deck"), ==,
                   "Mirelas Wegekarten (move-red)");
  g_assert_cmpstr (shown_choice (window, "personal-quest"), ==, "S01 Der geliehene Mantel");

  choose (window, "en");
  g_assert_cmpstr (shown_choice (window, "start-town"), ==, "Marrowgate");
  g_assert_cmpstr (shown_choice (window, "movement-deck"), ==,
                   "Mirela’s Movement Cards (move-red)");
  g_assert_cmpstr (shown_choice (window, "personal-quest"), ==, "S01 The Borrowed Cloak");

  /* A town renamed on the Rules page, renamed here; and back on undo. */
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_TOWN, "marrowgate", "en", "Marrow Gate", NULL));
  wm_test_iterate (100);
  g_assert_cmpstr (shown_choice (window, "start-town"), ==, "Marrow Gate");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (100);
  g_assert_cmpstr (shown_choice (window, "start-town"), ==, "Marrowgate");

  choose (window, "");
  g_assert_cmpstr (shown_choice (window, "start-town"), ==, "Marrentor");
  wm_window_show_section (window, "overview");
}

/* The Overview names a character's home town and a deck's kind as the
 * other pages do, in the window's language: not "starts in marrowgate"
 * or "(common-quest)", the file's ids (review 18). */
static void
test_overview_names (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  wm_window_show_section (window, "overview");
  wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (window->overview_page, "beginnt in Marrentor"));
  g_assert_nonnull (wm_test_find_label_with (window->overview_page,
                                             "Aufträge aus Kalder und Ulmenwik (Allgemeine Aufträge)"));
  g_assert_null (wm_test_find_label_with (window->overview_page, "marrowgate"));
  g_assert_null (wm_test_find_label_with (window->overview_page, "(common-quest)"));

  /* The Text Language chosen names the town in it; the kind stays in the
   * window's language. */
  choose (window, "en");
  wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (window->overview_page, "beginnt in Marrowgate"));
  choose (window, "");
}

static void
skip_language (void)
{
  g_test_skip ("no German locale");
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-gui-texts");
  /* The window's own words are to be the German desktop's. */
  if (!wm_test_init_in_desktop_language (&argc, &argv))
    {
      g_test_add_func ("/gui/texts-language/skipped", skip_language);
      return g_test_run ();
    }
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/texts-language/menu", test_menu_lists_languages);
  g_test_add_func ("/gui/texts-language/rename-in-english", test_rename_in_english);
  g_test_add_func ("/gui/texts-language/characters", test_characters_in_english);
  g_test_add_func ("/gui/texts-language/overview-names", test_overview_names);
  return wm_test_app_run (app);
}
