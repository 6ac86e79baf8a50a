/* Leaving a page while typing, before the pause commits the text (review
 * h, #13): words typed into a card's Text or Name, a character's ability
 * text or a Rules number, then at once Alt+1 or a click on another
 * section of the sidebar (real key and pointer events from xdotool, under
 * Xvfb). The text is committed to the document, the other section shows
 * and nothing was logged: the window froze for good in an endless loop of
 * GTK criticals (a finalized widget in GTK's focus change), and the
 * criticals abort a test. Ctrl+Z, Ctrl+S and Ctrl+W at once after typing
 * take the text along too: it is the step undone, it is saved, it is
 * among the changes the window asks about before closing. Ctrl+S saves
 * them also in a variant saved and unchanged (Save waited for the pause
 * to be enabled), and Revert right after typing drops them (the pause put
 * them back on the file reverted to). */

#include "config.h"

#include <string.h>

#include "wm-test-gui.h"
#include "wm-test-tmp.h"

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

static const char *
card_text (WmWindow *window)
{
  WmCard *card = wm_variant_find_card (variant_of (window), "E03", NULL);

  g_assert_nonnull (card);
  return wm_text_get (&card->text, "en", "en");
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

/* Types @words at the end of card E03's English text and presses @keys
 * (an xdotool key list; NULL: none) at once; returns the text before. */
static char *
type_in_card_then (WmWindow *window, const char *words, const char *keys)
{
  WmCardForm *form = wm_decks_page_get_form (WM_DECKS_PAGE (window->decks_page));
  g_autofree char *type = g_strdup_printf ("type --delay 5 '%s'", words);
  GtkWidget *text;
  char *before;

  wm_decks_page_show (WM_DECKS_PAGE (window->decks_page), "events", "E03");
  wm_test_wait_idle ();
  text = wm_card_form_get_editor (form, "text", "en");
  before = g_strdup (card_text (window));
  wm_test_wait_laid_out (text, "the card's text");
  g_assert_true (gtk_widget_grab_focus (text));
  wm_test_xdo ("key ctrl+End");
  wm_test_xdo (type);
  if (keys != NULL)
    wm_test_xdo (keys);
  return before;
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

/* Ctrl+Z undoes the words just typed, not the step before them (a Rules
 * number here), which the pause then followed with the words. */
static void
test_undo_right_after (void)
{
  WmWindow *window = fresh_window ("decks");
  WmDocument *doc = wm_window_get_document (window);
  int goal = variant_of (window)->rules.goal;
  g_autofree char *before = NULL;

  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1, NULL));
  before = type_in_card_then (window, " Gusts", "key ctrl+z");
  g_assert_cmpstr (card_text (window), ==, before);
  g_assert_cmpint (variant_of (window)->rules.goal, ==, goal + 1);
  /* the pause's time goes by: nothing more is committed */
  wm_test_iterate (900);
  g_assert_cmpstr (card_text (window), ==, before);
  g_assert_true (wm_document_can_redo (doc));
}

/* The window with nothing to undo, on the Decks page, its variant saved
 * as *@path (in a folder removed at exit) and unchanged since. */
static WmWindow *
saved_window (char **path)
{
  WmWindow *window = fresh_window ("decks");
  g_autofree char *dir = wm_test_tmp_dir ("wm-gui-leave");
  g_autoptr (GFile) file = NULL;

  *path = g_build_filename (dir, "v.waymark", NULL);
  file = g_file_new_for_path (*path);
  g_assert_true (wm_window_save_to (window, file));
  g_assert_false (wm_document_get_modified (wm_window_get_document (window)));
  return window;
}

/* Ctrl+S saves @words just typed, after a Rules edit (@changed) or into
 * the variant saved and unchanged: the file holds them and nothing is
 * left unsaved once the pause has gone by. */
static void
save_right_after (gboolean changed, const char *words)
{
  g_autofree char *path = NULL, *saved = NULL;
  WmWindow *window = saved_window (&path);
  WmDocument *doc = wm_window_get_document (window);
  int goal = variant_of (window)->rules.goal;

  if (changed)
    g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1, NULL));
  g_free (type_in_card_then (window, words, "key ctrl+s"));
  wm_test_wait_idle ();
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, words));
  g_assert_false (wm_document_get_modified (doc));
  wm_test_iterate (900);
  g_assert_false (wm_document_get_modified (doc));
  g_assert_nonnull (strstr (card_text (window), words));
}

static void
test_save_right_after (void)
{
  save_right_after (TRUE, " Squalls");
}

/* Save was enabled only once the pause had made the words an edit. */
static void
test_save_unchanged_right_after (void)
{
  save_right_after (FALSE, " Drizzle");
}

/* Revert right after typing, from the main menu's item clicked with the
 * pointer (the keyboard stays in the field), drops the words with the
 * Rules edit before them: they are neither in the variant nor in the
 * field once the pause has gone by, which put them back on the file
 * reverted to. */
static void
test_revert_right_after (void)
{
  g_autofree char *path = NULL;
  WmWindow *window = saved_window (&path);
  WmDocument *doc = wm_window_get_document (window);
  WmCardForm *form = wm_decks_page_get_form (WM_DECKS_PAGE (window->decks_page));
  int goal = variant_of (window)->rules.goal;
  g_autofree char *before = NULL, *shown = NULL;
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  GtkWidget *dialog;

  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1, NULL));
  before = type_in_card_then (window, " Sleet", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.revert", NULL));
  wm_test_wait_for ((dialog = wm_test_open_message_dialog ()) != NULL,
                    "the question whether to revert");
  wm_test_answer (ADW_MESSAGE_DIALOG (dialog), "revert");
  g_assert_cmpstr (card_text (window), ==, before);
  wm_test_iterate (900);
  g_assert_cmpstr (card_text (window), ==, before);
  g_assert_cmpint (variant_of (window)->rules.goal, ==, goal);
  g_assert_false (wm_document_get_modified (doc));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (wm_card_form_get_editor (form, "text", "en")));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_null (strstr (shown, " Sleet"));
}

/* Ctrl+W asks whether to save the words just typed in a saved variant;
 * Cancel keeps the window. */
static void
test_close_right_after (void)
{
  g_autofree char *path = NULL;
  WmWindow *window = saved_window (&path);
  g_autofree char *before = NULL;
  GtkWidget *dialog;

  before = type_in_card_then (window, " Hail", "key ctrl+w");
  wm_test_wait_for ((dialog = wm_test_open_message_dialog ()) != NULL,
                    "the question whether to save");
  g_assert_true (wm_document_get_modified (wm_window_get_document (window)));
  wm_test_answer (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
  g_assert_nonnull (strstr (card_text (window), " Hail"));
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
  g_test_add_func ("/gui/leave-while-typing/undo-right-after", test_undo_right_after);
  g_test_add_func ("/gui/leave-while-typing/save-right-after", test_save_right_after);
  g_test_add_func ("/gui/leave-while-typing/save-unchanged-right-after",
                   test_save_unchanged_right_after);
  g_test_add_func ("/gui/leave-while-typing/revert-right-after", test_revert_right_after);
  /* last: on the old code the window closed */
  g_test_add_func ("/gui/leave-while-typing/close-right-after", test_close_right_after);
  return wm_test_app_run (app);
}
