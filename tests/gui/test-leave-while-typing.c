/* Leaving a page while typing, before the pause commits the text (review
 * h, #13): words typed into a card's Text or Name, a character's ability
 * text or a Rules number, then at once Alt+1 or a click on another
 * section of the sidebar (real key and pointer events from xdotool, under
 * Xvfb). The text is committed to the document, the other section shows
 * and nothing was logged: the window froze for good in an endless loop of
 * GTK criticals (a finalized widget in GTK's focus change), and the
 * criticals abort a test. */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-card-form.h"
#include "wm-characters-page.h"
#include "wm-decks-page.h"
#include "wm-rules-page.h"
#include "wm-window-private.h"

static WmApplication *app;

static WmVariant *
variant_of (WmWindow *window)
{
  return wm_document_get_variant (wm_window_get_document (window));
}

/* The window with nothing to undo, on @section. */
static WmWindow *
fresh_window (const char *section)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);

  while (wm_document_can_undo (doc))
    g_assert_true (wm_document_undo (doc, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", section);
  wm_test_wait_idle ();
  return window;
}

/* Types @words into @field after the keys @first (to its end, or all of
 * it selected), then at once leaves with @leave (an xdotool command) for
 * the Overview; the pause that commits a text is 0.6 s, the keys take a
 * fraction of that. */
static void
type_and_leave (WmWindow *window, GtkWidget *field, const char *first, const char *words,
                const char *leave)
{
  g_autofree char *type = g_strdup_printf ("type --delay 5 '%s'", words);

  wm_test_wait_laid_out (field, "the field typed into");
  g_assert_true (gtk_widget_grab_focus (field));
  wm_test_xdo (first);
  wm_test_xdo (type);
  wm_test_xdo (leave);
  wm_test_wait_idle ();
  g_assert_cmpstr (wm_window_get_section (window), ==, "overview");
  /* the keyboard went along and the window still answers */
  wm_test_xdo ("key alt+2");
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  wm_test_screenshot (GTK_WIDGET (window), words);
}

/* Alt+1 as the designer presses it. */
#define ALT_1 "key alt+1"

static void
card_field_then (const char *field, const char *leave)
{
  WmWindow *window = fresh_window ("decks");
  WmCardForm *form = wm_decks_page_get_form (WM_DECKS_PAGE (window->decks_page));
  WmCard *card;
  g_autofree char *before = NULL, *after = NULL;

  wm_decks_page_show (WM_DECKS_PAGE (window->decks_page), "events", "E03");
  wm_test_wait_idle ();
  card = wm_variant_find_card (variant_of (window), "E03", NULL);
  g_assert_nonnull (card);
  before = g_strdup (wm_text_get (g_str_equal (field, "text") ? &card->text : &card->name, "en",
                                  "en"));
  type_and_leave (window, wm_card_form_get_editor (form, field, "en"), "key ctrl+End", " Gusts",
                  leave);
  card = wm_variant_find_card (variant_of (window), "E03", NULL);
  after = g_strconcat (before, " Gusts", NULL);
  g_assert_cmpstr (wm_text_get (g_str_equal (field, "text") ? &card->text : &card->name, "en",
                                "en"),
                   ==, after);
  g_assert_true (wm_document_can_undo (wm_window_get_document (window)));
}

static void
test_card_text (void)
{
  card_field_then ("text", ALT_1);
}

static void
test_card_name (void)
{
  card_field_then ("name", ALT_1);
}

/* The sidebar's Overview row clicked with the pointer. */
static void
test_card_text_sidebar_click (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (window->sidebar, 0));

  wm_test_pointer_to (row, gtk_widget_get_width (row) / 2., gtk_widget_get_height (row) / 2.);
  card_field_then ("text", "click 1");
}

static void
test_ability_text (void)
{
  WmWindow *window = fresh_window ("characters");
  WmCharactersPage *page = WM_CHARACTERS_PAGE (window->characters_page);
  const char *id = wm_characters_page_get_character (page);
  WmCharacter *character;
  g_autofree char *after = NULL;

  g_assert_nonnull (id);
  character = wm_variant_find_character (variant_of (window), id);
  after = g_strconcat (wm_text_get (&character->text, "en", "en"), " Ahoy.", NULL);
  type_and_leave (window, wm_characters_page_get_editor (page, "text:en"), "key ctrl+End",
                  " Ahoy.", ALT_1);
  character = wm_variant_find_character (variant_of (window), id);
  g_assert_cmpstr (wm_text_get (&character->text, "en", "en"), ==, after);
}

static void
test_rules_number (void)
{
  WmWindow *window = fresh_window ("rules");
  GtkWidget *goal = wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page), WM_FIELD_GOAL);
  int start = variant_of (window)->rules.goal;
  g_autofree char *typed = g_strdup_printf ("%d", start + 3);

  type_and_leave (window, goal, "key ctrl+a", typed, ALT_1);
  g_assert_cmpint (variant_of (window)->rules.goal, ==, start + 3);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-gui-leave-while-typing");
  gtk_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("WM_XDOTOOL"));
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/leave-while-typing/card-text", test_card_text);
  g_test_add_func ("/gui/leave-while-typing/card-name", test_card_name);
  g_test_add_func ("/gui/leave-while-typing/card-text-sidebar-click",
                   test_card_text_sidebar_click);
  g_test_add_func ("/gui/leave-while-typing/ability-text", test_ability_text);
  g_test_add_func ("/gui/leave-while-typing/rules-number", test_rules_number);
  return wm_test_app_run (app);
}
