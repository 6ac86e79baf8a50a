/* Adding and removing characters and decks through the pages' actions
 * under Xvfb: the Characters page's + shows the new character, − says why
 * it refuses under the list; the Decks page's − says why under the table;
 * each change is one undo step. */

#include "config.h"

#include "wm-test-gui.h"

#include <string.h>

#include "wm-application.h"
#include "wm-card-preview.h"
#include "wm-characters-page.h"
#include "wm-deck-edits.h"
#include "wm-decks-page.h"
#include "wm-events-page.h"
#include "wm-outdated-note.h"
#include "wm-settings.h"
#include "wm-window-private.h"

static WmApplication *app;

static WmDocument *
document (void)
{
  return wm_window_get_document (wm_test_only_window (GTK_APPLICATION (app)));
}

static WmVariant *
variant (void)
{
  return wm_document_get_variant (document ());
}

static GtkWidget *
show_section (const char *section)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", section);
  wm_test_iterate (400); /* the stack's crossfade */
  return g_str_equal (section, "decks") ? window->decks_page : window->characters_page;
}

static void
test_add_remove_character (void)
{
  WmCharactersPage *page = WM_CHARACTERS_PAGE (show_section ("characters"));
  guint n = variant ()->characters->len;

  /* Four players, four characters: Remove says why and changes nothing. */
  wm_characters_page_show (page, "red");
  wm_test_iterate (30);
  gtk_widget_activate_action (GTK_WIDGET (page), "characters.remove", NULL);
  wm_test_iterate (30);
  g_assert_nonnull (wm_characters_page_get_message (page));
  g_assert_nonnull (strstr (wm_characters_page_get_message (page), "Most players"));
  g_assert_false (wm_document_can_undo (document ()));
  wm_test_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW),
                      "characters-remove-refused");

  /* Add shows the new one; the sentence goes with the change. The form is
   * the new character's in the same update as the list and the card beside
   * it (it followed at an idle, the last character's fields still there to
   * be clicked). */
  gtk_widget_activate_action (GTK_WIDGET (page), "characters.add", NULL);
  {
    const WmCharacter *added = g_ptr_array_index (variant ()->characters, n);
    const char *lang = wm_variant_display_language (variant ());
    GtkWidget *title = wm_characters_page_get_editor (page, "title");
    g_assert_nonnull (title);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==,
                     wm_text_get (&added->name, lang, lang));
  }
  wm_test_iterate (60);
  g_assert_cmpuint (variant ()->characters->len, ==, n + 1);
  g_assert_cmpstr (wm_characters_page_get_character (page), ==, "blue");
  g_assert_null (wm_characters_page_get_message (page));
  g_assert_nonnull (wm_characters_page_get_editor (page, "movement-deck"));
  wm_test_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW),
                      "characters-added");

  /* Now one can go: the page shows its neighbour. */
  gtk_widget_activate_action (GTK_WIDGET (page), "characters.remove", NULL);
  wm_test_iterate (60);
  g_assert_cmpuint (variant ()->characters->len, ==, n);
  g_assert_nonnull (wm_characters_page_get_character (page));
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_true (wm_document_undo (document (), NULL));
  g_assert_false (wm_document_can_undo (document ()));
  wm_test_iterate (30);
  g_assert_cmpuint (variant ()->characters->len, ==, n);
}

/* The character's card beside the form, drawn by the card renderer: it
 * follows an edit of the ability text at once (an overflow shows in the
 * fitting lines), and another character shows its own card. */
static void
test_preview_follows_edits (void)
{
  WmCharactersPage *page = WM_CHARACTERS_PAGE (show_section ("characters"));
  WmCardPreview *preview = WM_CARD_PREVIEW (wm_characters_page_get_preview (page));
  g_autoptr (GString) long_text = g_string_new (NULL);
  guint drawn;

  wm_characters_page_show (page, "red");
  wm_test_wait_laid_out (GTK_WIDGET (preview), "the character's card preview");
  g_assert_cmpuint (wm_card_preview_get_draw_count (preview), >, 0);
  g_assert_nonnull (strstr (wm_card_preview_get_summary (preview), "English: fits at"));
  g_assert_nonnull (strstr (wm_card_preview_get_summary (preview), "Deutsch: fits at"));
  g_assert_false (wm_card_preview_get_overflow (preview));
  wm_test_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW),
                      "characters-preview");

  drawn = wm_card_preview_get_draw_count (preview);
  for (int i = 0; i < 30; i++)
    g_string_append (long_text, "Whenever you complete a side quest, you also gain 1 gold. ");
  g_assert_true (wm_character_set_text (document (), "red", "text", "en", long_text->str));
  wm_test_iterate (100);
  g_assert_cmpuint (wm_card_preview_get_draw_count (preview), >, drawn);
  g_assert_true (wm_card_preview_get_overflow (preview));
  g_assert_nonnull (strstr (wm_card_preview_get_summary (preview), "English: ⚠ overflows"));

  /* Casimir's card fits: the preview is his. */
  wm_characters_page_show (page, "yellow");
  wm_test_iterate (100);
  g_assert_false (wm_card_preview_get_overflow (preview));
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  wm_test_iterate (30);
}

/* The button beside the fitting lines that folds a preview's card away:
 * the first toggle in it. */
static GtkToggleButton *
fold_button (GtkWidget *preview)
{
  GtkToggleButton *button
      = GTK_TOGGLE_BUTTON (wm_test_find_of_type (preview, GTK_TYPE_TOGGLE_BUTTON));

  g_assert_nonnull (button);
  return button;
}

static void
fold (GtkWidget *preview)
{
  g_signal_emit_by_name (fold_button (preview), "clicked");
  wm_test_iterate (30);
}

static gboolean
card_shown (GtkWidget *preview)
{
  return gtk_toggle_button_get_active (fold_button (preview));
}

/* The Characters page's preview folds on its own: folding the Decks
 * page's card (for the form's room) leaves the character's shown, and the
 * other way round, in this window and the next run (each its key). */
static void
test_previews_fold_apart (void)
{
  GtkWidget *decks = GTK_WIDGET (wm_decks_page_get_preview (WM_DECKS_PAGE (show_section ("decks"))));
  GtkWidget *characters =
      wm_characters_page_get_preview (WM_CHARACTERS_PAGE (show_section ("characters")));
  GSettings *settings = wm_settings_get ();

  g_assert_true (card_shown (decks));
  g_assert_true (card_shown (characters));
  fold (decks);
  g_assert_false (card_shown (decks));
  g_assert_true (card_shown (characters));
  g_assert_false (g_settings_get_boolean (settings, "decks-preview-shown"));
  g_assert_true (g_settings_get_boolean (settings, "characters-preview-shown"));

  fold (characters);
  fold (decks);
  g_assert_true (card_shown (decks));
  g_assert_false (card_shown (characters));
  g_assert_false (g_settings_get_boolean (settings, "characters-preview-shown"));
  wm_test_screenshot (gtk_widget_get_ancestor (characters, GTK_TYPE_WINDOW),
                      "characters-preview-folded");
  g_settings_reset (settings, "characters-preview-shown");
  wm_test_iterate (30);
  g_assert_true (card_shown (characters));
}

/* The card preview in a plain vertical box, not in the Characters page's
 * scrolled window: at every width its height for that width is one GTK
 * accepts (a Gtk-CRITICAL, fatal here, said "min height …, but … for
 * width …" before), the card as tall as its proportions ask, and drawn. */
static void
test_preview_in_plain_box (void)
{
  const int widths[] = { 240, 300, 420, 520 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *preview = wm_card_preview_new (NULL);
  int least, least_width;

  wm_card_preview_set_character (WM_CARD_PREVIEW (preview), document (), "red", "en");
  gtk_box_append (GTK_BOX (box), preview);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("below"));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_widget_measure (preview, GTK_ORIENTATION_HORIZONTAL, -1, &least_width, NULL, NULL, NULL);
  gtk_widget_measure (preview, GTK_ORIENTATION_VERTICAL, -1, &least, NULL, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      int min, nat;
      guint drawn = wm_card_preview_get_draw_count (WM_CARD_PREVIEW (preview));

      g_assert_cmpint (widths[i], >=, least_width);
      gtk_widget_measure (preview, GTK_ORIENTATION_VERTICAL, widths[i], &min, &nat, NULL, NULL);
      g_test_message ("width %d: height %d, natural %d (%d for no width)", widths[i], min, nat,
                      least);
      g_assert_cmpint (min, <=, least);
      /* A card is taller than wide: naturally more than the width. */
      g_assert_cmpint (nat, >, widths[i]);
      gtk_window_present (GTK_WINDOW (window));
      wm_test_resize_window (GTK_WINDOW (window), widths[i], -1);
      g_assert_cmpint (gtk_widget_get_width (preview), ==, widths[i]);
      g_assert_cmpint (gtk_widget_get_height (preview), >=, nat);
      g_assert_cmpuint (wm_card_preview_get_draw_count (WM_CARD_PREVIEW (preview)), >, drawn);
      if (i == 1)
        wm_test_screenshot (window, "card-preview-plain-box");
    }
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_iterate (30);
}

static void
test_remove_deck (void)
{
  WmDecksPage *page = WM_DECKS_PAGE (show_section ("decks"));
  guint n = variant ()->decks->len;

  wm_decks_page_show (page, "quests-r1", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "decks.remove-deck", NULL);
  wm_test_iterate (30);
  g_assert_nonnull (wm_decks_page_get_message (page));
  g_assert_nonnull (strstr (wm_decks_page_get_message (page), "quest deck of region r1"));
  g_assert_cmpuint (variant ()->decks->len, ==, n);

  /* A movement deck no character plays goes, and the page shows another. */
  g_free (wm_character_add (document (), NULL));
  g_assert_true (wm_character_set (document (), "blue", "movement-deck", "move-red"));
  wm_test_iterate (30);
  wm_decks_page_show (page, "move-blue", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "decks.remove-deck", NULL);
  wm_test_iterate (60);
  g_assert_null (wm_variant_find_deck (variant (), "move-blue"));
  g_assert_cmpstr (wm_decks_page_get_deck (page), !=, "move-blue");
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  wm_test_iterate (30);
  g_assert_cmpuint (variant ()->decks->len, ==, n);
}

/* The note under the ability text in @lang, if shown: its label. */
static const char *
ability_note (WmCharactersPage *page, const char *lang)
{
  g_autofree char *what = g_strdup_printf ("text:%s", lang);
  GtkWidget *editor = wm_characters_page_get_editor (page, what);
  GtkWidget *note;

  g_assert_nonnull (editor);
  note = g_object_get_data (G_OBJECT (editor), "wm-outdated-note");
  g_assert_nonnull (note);
  return wm_outdated_note_get_message (note);
}

/* An ability text extended in German marks the English and Italian ones
 * (review 8: they stayed silently behind); editing one clears its mark.
 * The page leads to the ability's effects on Events & Abilities. */
static void
test_outdated_ability_texts (void)
{
  WmCharactersPage *page = WM_CHARACTERS_PAGE (show_section ("characters"));
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmCharacter *red = wm_variant_find_character (variant (), "red");
  g_autofree char *german = g_strconcat (wm_text_get_exact (&red->text, "de"),
                                         " Zu Beginn erhältst du 1 Gold.", NULL);
  GtkWidget *link;

  wm_characters_page_show (page, "red");
  wm_test_iterate (100);
  g_assert_null (ability_note (page, "en"));
  g_assert_true (wm_character_set_text (document (), "red", "text", "de", german));
  wm_test_iterate (100);
  g_assert_null (ability_note (page, "de"));
  g_assert_cmpstr (ability_note (page, "en"), ==, "Changed in German — check");
  g_assert_cmpstr (ability_note (page, "it"), ==, "Changed in German — check");
  wm_test_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW),
                      "characters-ability-outdated");
  /* A name is not an ability text: no mark. */
  g_assert_true (wm_character_set_text (document (), "red", "name", "en", "Mirela"));
  wm_test_iterate (60);
  g_assert_cmpstr (ability_note (page, "en"), ==, "Changed in German — check");
  g_assert_true (wm_character_set_text (document (), "red", "text", "en", "Whenever, always."));
  wm_test_iterate (60);
  g_assert_null (ability_note (page, "en"));
  g_assert_nonnull (ability_note (page, "it"));

  link = wm_test_find_label_with (GTK_WIDGET (page), "Events & Abilities →") != NULL
             ? gtk_widget_get_parent (GTK_WIDGET (
                   wm_test_find_label_with (GTK_WIDGET (page), "Events & Abilities →")))
             : NULL;
  g_assert_true (GTK_IS_BUTTON (link));
  g_signal_emit_by_name (link, "clicked");
  wm_test_iterate (200);
  g_assert_cmpstr (wm_window_get_section (window), ==, "events");
  g_assert_true (wm_events_page_shows (WM_EVENTS_PAGE (window->events_page),
                                       WM_EFFECT_LIST_CHARACTER, "red"));
  wm_test_screenshot (GTK_WIDGET (window), "characters-ability-effects-link");
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  /* Undone, the German text says what it said: nothing to check. */
  page = WM_CHARACTERS_PAGE (show_section ("characters"));
  wm_test_iterate (60);
  g_assert_null (ability_note (page, "it"));
  g_assert_null (ability_note (page, "en"));
}

/* The movement deck of the new character ("blue"), in @lang. */
static const char *
blue_deck_name (const char *lang)
{
  const WmCharacter *blue = wm_variant_find_character (variant (), "blue");

  return wm_text_get_exact (&wm_variant_find_deck (variant (), blue->movement_deck)->name, lang);
}

/* Typing a new character's name with a pause in it, with real keys: the
 * part typed is committed after the pause, which renames the character's
 * movement deck along ("Movement cards: Wda") and so rebuilds the form
 * (its Movement deck drop-down names the deck). The keyboard stays in
 * the name, the cursor where it was (here after the W), nothing selected,
 * and what is typed next goes on there: the rebuilt form's first name got
 * the keyboard with its whole text selected, and the next key replaced
 * the name. */
static void
test_name_typing_survives_rebuild (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmCharactersPage *page = WM_CHARACTERS_PAGE (show_section ("characters"));
  g_autofree char *german = NULL;
  GtkWidget *name, *focus;
  gpointer old_name;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (page), "characters.add", NULL);
  name = wm_characters_page_get_editor (page, "name:en");
  wm_test_wait_laid_out (name, "the new character's name");
  german = g_strdup (
      gtk_editable_get_text (GTK_EDITABLE (wm_characters_page_get_editor (page, "name:de"))));
  g_assert_cmpstr (blue_deck_name ("en"), ==, "Movement cards: blue");
  /* Watched before the first key: on a busy machine the pause can pass
   * while xdotool starts, and the form is rebuilt under the keys. */
  old_name = name;
  g_object_add_weak_pointer (G_OBJECT (name), &old_name);
  /* Clicked first, as a designer does: the window then has the keys. */
  wm_test_pointer_to (name, 10, gtk_widget_get_height (name) / 2.0);
  wm_test_xdo ("click 1");
  wm_test_xdo ("key ctrl+a");
  wm_test_xdo ("type Wda");
  wm_test_xdo ("key Left Left");
  wm_test_wait_for (g_strcmp0 (blue_deck_name ("en"), "Movement cards: Wda") == 0,
                    "the name typed so far committed, the deck renamed along");
  /* GTK moves a keyboard whose widget went in its next frame. */
  wm_test_wait_frame (GTK_WIDGET (window));
  wm_test_wait_idle ();
  name = wm_characters_page_get_editor (page, "name:en");
  g_assert_true (name != old_name); /* the form was rebuilt */
  if (old_name != NULL)
    g_object_remove_weak_pointer (G_OBJECT (old_name), &old_name);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus == NULL || !gtk_widget_is_ancestor (focus, name))
    g_error ("after the rebuild the keyboard is in a %s",
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (name), NULL, NULL));
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (name)), ==, 1);
  wm_test_screenshot (GTK_WIDGET (window), "character-name-typing");

  wm_test_xdo ("type an");
  name = wm_characters_page_get_editor (page, "name:en");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Wanda");
  wm_test_wait_for (g_strcmp0 (blue_deck_name ("en"), "Movement cards: Wanda") == 0,
                    "the whole name committed");
  g_assert_cmpstr (wm_text_get_exact (&wm_variant_find_character (variant (), "blue")->name, "en"),
                   ==, "Wanda");
  g_assert_cmpstr (
      gtk_editable_get_text (GTK_EDITABLE (wm_characters_page_get_editor (page, "name:de"))), ==,
      german);
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  wm_test_iterate (30);
}

/* The Remove button of the form's row @what ("slot.0", "weapon.2"). */
static GtkWidget *
remove_button (WmCharactersPage *page, const char *what)
{
  GtkWidget *icon = wm_test_find_icon (wm_characters_page_get_editor (page, what),
                                       "user-trash-symbolic");

  g_assert_nonnull (icon);
  return gtk_widget_get_ancestor (icon, GTK_TYPE_BUTTON);
}

/* Clicks @button of red's form (grabbing the keyboard, as a click does)
 * and waits for the form rebuilt by the edit. Then the keyboard is on the
 * form's button @expected, and no text field has it with its text
 * selected: the name had it, all selected, and the next key replaced it. */
static void
click_keeps_keyboard (WmCharactersPage *page, GtkWidget *button, const char *expected)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  gpointer old_button = button;
  GtkWidget *focus, *want;

  g_object_add_weak_pointer (G_OBJECT (button), &old_button);
  gtk_widget_grab_focus (button);
  g_assert_true (gtk_widget_has_focus (button));
  wm_test_click (button);
  wm_test_wait_for (old_button == NULL, "the form rebuilt after the click");
  /* GTK moves a keyboard whose widget went in its next frame. */
  wm_test_wait_frame (GTK_WIDGET (window));
  wm_test_wait_idle ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), NULL, NULL));
  want = g_str_has_prefix (expected, "add-") ? wm_characters_page_get_editor (page, expected)
                                             : remove_button (page, expected);
  g_assert_nonnull (want);
  if (focus != want)
    g_error ("after the click the keyboard is in a %s, not on %s",
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing", expected);
}

/* Add a weapon step, Remove a step, Add a slot, Remove a slot: each
 * rebuilds red's form, and the keyboard stays on the button clicked (or
 * the one now in its place), so a key typed next renames nobody. */
static void
test_buttons_keep_keyboard (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmCharactersPage *page = WM_CHARACTERS_PAGE (show_section ("characters"));
  const WmCharacter *red;
  g_autofree char *name = NULL;
  g_autofree char *last = NULL;
  g_autofree char *before = NULL;
  guint weapons, slots;

  wm_characters_page_show (page, "red");
  wm_test_wait_laid_out (wm_characters_page_get_editor (page, "add-weapon"), "red's form");
  red = wm_variant_find_character (variant (), "red");
  name = g_strdup (wm_text_get_exact (&red->name, "en"));
  weapons = red->weapons->len;
  slots = red->slots->len;

  click_keeps_keyboard (page, wm_characters_page_get_editor (page, "add-weapon"), "add-weapon");
  red = wm_variant_find_character (variant (), "red");
  g_assert_cmpuint (red->weapons->len, ==, weapons + 1);
  wm_test_screenshot (GTK_WIDGET (window), "character-add-weapon-keyboard");
  if (g_getenv ("WM_XDOTOOL") != NULL)
    {
      wm_test_xdo ("type z");
      wm_test_iterate (700); /* past the pause that commits a text */
      red = wm_variant_find_character (variant (), "red");
      g_assert_cmpstr (wm_text_get_exact (&red->name, "en"), ==, name);
    }

  /* The last step's Remove: the keyboard on the step before's. */
  last = g_strdup_printf ("weapon.%u", weapons);
  before = weapons > 0 ? g_strdup_printf ("weapon.%u", weapons - 1) : g_strdup ("add-weapon");
  click_keeps_keyboard (page, remove_button (page, last), before);
  g_assert_cmpuint (wm_variant_find_character (variant (), "red")->weapons->len, ==, weapons);

  click_keeps_keyboard (page, wm_characters_page_get_editor (page, "add-slot"), "add-slot");
  g_assert_cmpuint (wm_variant_find_character (variant (), "red")->slots->len, ==, slots + 1);
  /* The first slot's Remove: the keyboard on the next one's, now first. */
  click_keeps_keyboard (page, remove_button (page, "slot.0"), "slot.0");
  g_assert_cmpuint (wm_variant_find_character (variant (), "red")->slots->len, ==, slots);
  g_assert_cmpstr (wm_text_get_exact (&wm_variant_find_character (variant (), "red")->name, "en"),
                   ==, name);
  while (wm_document_can_undo (document ()))
    g_assert_true (wm_document_undo (document (), NULL));
  wm_test_iterate (30);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-character-page-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (G_APPLICATION_HANDLES_OPEN);

  g_test_add_func ("/decks/gui/characters/add-remove", test_add_remove_character);
  g_test_add_func ("/decks/gui/remove-deck", test_remove_deck);
  g_test_add_func ("/decks/gui/characters/preview", test_preview_follows_edits);
  g_test_add_func ("/decks/gui/characters/outdated-ability-texts", test_outdated_ability_texts);
  g_test_add_func ("/decks/gui/characters/preview-folds-apart", test_previews_fold_apart);
  g_test_add_func ("/decks/gui/card-preview/plain-box", test_preview_in_plain_box);
  g_test_add_func ("/decks/gui/characters/name-typing-survives-rebuild",
                   test_name_typing_survives_rebuild);
  g_test_add_func ("/decks/gui/characters/buttons-keep-keyboard", test_buttons_keep_keyboard);
  return wm_test_app_run (app);
}
