/* Preferences → Printing and the Print & Export window under Xvfb: the
 * Preferences' rows write the paper-size and print-language keys, and the
 * window starts with that paper and, where the variant has it, that
 * language; otherwise in the language the texts are shown in: Main menu →
 * Text Language's choice, else the desktop's language where the variant
 * has it, else the variant's first. GSettings keeps the keys in memory. */

#include "config.h"

#include "wm-test-gui.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtkunixprint.h>

#include "wm-deck-print.h"
#include "wm-document.h"
#include "wm-preferences.h"
#include "wm-settings.h"
#include "wm-test-lang.h"
#include "wm-test-tmp.h"

typedef struct
{
  const char *name;
  const char *languages; /* the variant's, space-separated */
  const char *paper;     /* the keys */
  const char *print_language;
  const char *desktop; /* LANGUAGE, or NULL for the tests' C locale */
  const char *want_paper;
  const char *want_language;
  const char *texts; /* Main menu → Text Language, or NULL for the desktop's */
} StartCase;

static const StartCase start_cases[] = {
  { "defaults", "en de it", "a4", "", NULL, "a4", "en" },
  { "letter-german", "en de it", "letter", "de", NULL, "letter", "de" },
  { "german-desktop-italian", "en de it", "a4", "de", "it", "a4", "de" },
  { "desktop-italian", "en de it", "letter", "", "it", "letter", "it" },
  /* The variant has no German: the desktop's language, else its first. */
  { "missing-to-desktop", "en it", "letter", "de", "it", "letter", "it" },
  { "missing-to-first", "fr it", "a4", "de", NULL, "a4", "fr" },
  { "missing-desktop-missing", "fr it", "a4", "de", "de_DE", "a4", "fr" },
  /* A regional German counts for German; the same tag comes first. */
  { "regional", "en de-AT", "a4", "de", NULL, "a4", "de-AT" },
  { "exact-before-regional", "en de-AT de", "a4", "de", NULL, "a4", "de" },
  /* The texts the designer reads, in the language chosen for them; the
   * preference where the variant has it still comes first. */
  { "texts-italian", "en de it", "a4", "", "de", "a4", "it", "it" },
  { "texts-italian-key-german", "en de it", "a4", "de", NULL, "a4", "de", "it" },
  { "texts-italian-missing-to-desktop", "en de", "a4", "", "de", "a4", "de", "it" },
};

static WmDocument *
document_in (const char *languages)
{
  WmDocument *doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);

  /* Only the list changes: the cards keep their texts, and a language
   * without them prints the fallback's, which is enough to paginate. */
  g_strfreev (variant->info.languages);
  variant->info.languages = g_strsplit (languages, " ", -1);
  return doc;
}

static void
test_start (gconstpointer data)
{
  const StartCase *c = data;
  GSettings *settings = wm_settings_get ();
  g_autoptr (WmDocument) doc = document_in (c->languages);
  WmDeckPrint *print;
  g_autofree char *lang = NULL;

  g_assert_nonnull (settings);
  g_settings_set_string (settings, "paper-size", c->paper);
  g_settings_set_string (settings, "print-language", c->print_language);
  if (c->desktop != NULL)
    g_setenv ("LANGUAGE", c->desktop, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  wm_variant_set_display_language_override (c->texts);

  print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  lang = wm_deck_print_dup_language (print);
  g_assert_cmpstr (wm_deck_print_get_paper (print), ==, c->want_paper);
  g_assert_cmpstr (lang, ==, c->want_language);
  g_assert_cmpint (wm_deck_print_get_n_pages (print), >=, 1);
  wm_test_screenshot (GTK_WIDGET (print), c->name);
  gtk_window_destroy (GTK_WINDOW (print));
  g_unsetenv ("LANGUAGE");
  wm_variant_set_display_language_override (NULL);
  g_settings_reset (settings, "paper-size");
  g_settings_reset (settings, "print-language");
}

/* Activates the shortcut of @w bound to @trigger, as pressing it does;
 * FALSE when @w has none. */
static gboolean
press (GtkWidget *w, const char *trigger)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      for (guint j = 0; GTK_IS_SHORTCUT_CONTROLLER (c) && j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), j);
          g_autofree char *name = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          if (g_str_equal (name, trigger))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* Escape closes the Print & Export window. */
static void
test_escape_closes (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  GtkWidget *weak = GTK_WIDGET (print);

  g_object_add_weak_pointer (G_OBJECT (print), (gpointer *) &weak);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  g_assert_true (press (GTK_WIDGET (print), "Escape"));
  wm_test_iterate (50);
  g_assert_null (weak);
}

/* The Preferences' combo row titled @title. */
static AdwComboRow *
find_combo_row (GtkWidget *widget, const char *title)
{
  if (ADW_IS_COMBO_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *row = find_combo_row (child, title);
      if (row != NULL)
        return row;
    }
  return NULL;
}

static void
assert_string_key (GSettings *settings, const char *key, const char *want)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  g_assert_cmpstr (value, ==, want);
}

/* The drop-down whose list holds @first as its first item. */
static GtkDropDown *
find_drop_down (GtkWidget *widget, const char *first)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
      if (GTK_IS_STRING_LIST (model) && g_list_model_get_n_items (model) > 0
          && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), first) == 0)
        return GTK_DROP_DOWN (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_drop_down (child, first);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The language drop-down names each language in itself, as Main menu →
 * Text Language does (it showed the codes "en / de / it"); a regional tag
 * adds itself and a language without a catalogue is its tag. */
static void
test_language_names (void)
{
  g_autoptr (WmDocument) doc = document_in ("en de-AT it fr");
  const char *want[] = { "English", "Deutsch (de-AT)", "Italiano", "fr" };
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  GtkDropDown *languages = find_drop_down (GTK_WIDGET (print), "English");
  GtkStringList *names;

  g_assert_nonnull (languages);
  names = GTK_STRING_LIST (gtk_drop_down_get_model (languages));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (names)), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpstr (gtk_string_list_get_string (names, i), ==, want[i]);
  /* The third entry prints the third language. */
  gtk_drop_down_set_selected (languages, 2);
  {
    g_autofree char *lang = wm_deck_print_dup_language (print);
    g_assert_cmpstr (lang, ==, "it");
  }
  gtk_window_destroy (GTK_WINDOW (print));
}

/* The label set visible whose text starts with @prefix, or NULL (the
 * window itself need not be shown). */
static GtkLabel *
find_shown_label (GtkWidget *widget, const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_shown_label (child, prefix);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A variant with errors prints all the same, but the window says so, as
 * `waymark-cli print` does; a variant without errors gets no such line. */
static void
test_error_hint (void)
{
  g_autoptr (WmDocument) clean = wm_document_new_from_base ();
  g_autoptr (WmDocument) broken = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (broken);
  WmDeckPrint *print;
  GtkLabel *hint;

  print = wm_deck_print_new (NULL, clean, "events", NULL, NULL);
  g_assert_null (find_shown_label (GTK_WIDGET (print), "The variant has"));
  gtk_window_destroy (GTK_WINDOW (print));

  /* R02 bids like R01: the rules break no ties, an error */
  wm_variant_find_card (variant, "R02", NULL)->bid = wm_variant_find_card (variant, "R01", NULL)->bid;
  print = wm_deck_print_new (NULL, broken, "events", NULL, NULL);
  hint = find_shown_label (GTK_WIDGET (print), "The variant has");
  g_assert_nonnull (hint);
  g_assert_cmpstr (gtk_label_get_text (hint), ==, "The variant has 1 error: see Validation");
  g_assert_cmpint (wm_deck_print_get_n_pages (print), >, 0);
  gtk_window_destroy (GTK_WINDOW (print));
}

/* The reviewer's steps: US Letter and German in Preferences, then Print &
 * Export starts with them; "As the texts are shown" is the first choice
 * and the default, and writes the empty string. */
static void
test_preferences_rows (void)
{
  GSettings *settings = wm_settings_get ();
  GtkWindow *preferences = wm_preferences_new (NULL);
  g_autoptr (WmDocument) doc = document_in ("en de it");
  AdwComboRow *paper, *language;
  WmDeckPrint *print;
  g_autofree char *lang = NULL;

  gtk_window_present (preferences);
  wm_test_iterate (50);
  paper = find_combo_row (GTK_WIDGET (preferences), "Paper size");
  language = find_combo_row (GTK_WIDGET (preferences), "Print language");
  g_assert_nonnull (paper);
  g_assert_nonnull (language);
  g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (language)), ==, 4);

  adw_combo_row_set_selected (paper, 1);
  adw_combo_row_set_selected (language, 2);
  assert_string_key (settings, "paper-size", "letter");
  assert_string_key (settings, "print-language", "de");
  wm_test_screenshot (GTK_WIDGET (preferences), "preferences");
  gtk_window_destroy (preferences);

  print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  lang = wm_deck_print_dup_language (print);
  g_assert_cmpstr (wm_deck_print_get_paper (print), ==, "letter");
  g_assert_cmpstr (lang, ==, "de");
  gtk_window_destroy (GTK_WINDOW (print));

  /* Back to the texts' language: the key's default again. */
  preferences = wm_preferences_new (NULL);
  language = find_combo_row (GTK_WIDGET (preferences), "Print language");
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 2);
  adw_combo_row_set_selected (language, 0);
  assert_string_key (settings, "print-language", "");
  gtk_window_destroy (preferences);
  g_settings_reset (settings, "paper-size");
}

/* The map sheets alone with "Backs for duplex" on: no cards, so no
 * backs; the window lays the pages out one-sided as `waymark-cli print
 * --map --duplex` does (1 + 16 pages, no blank reverses), greys the
 * duplex rows with the reason, and opens the system dialog one-sided. */
static void
test_map_duplex_one_sided (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  g_autoptr (GtkPrintSettings) one_sided = NULL;
  g_autoptr (GtkPrintSettings) duplex = NULL;
  GtkLabel *reason;
  int simplex_pages;

  wm_deck_print_set_cards (print, FALSE);
  wm_deck_print_set_pieces (print, FALSE);
  wm_deck_print_set_assembly (print, FALSE);
  simplex_pages = wm_deck_print_get_n_pages (print);
  g_assert_cmpint (simplex_pages, ==, 1 + 16);
  wm_deck_print_set_duplex (print, TRUE, TRUE);
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, simplex_pages);
  one_sided = wm_deck_print_dup_print_settings (print);
  g_assert_cmpint (gtk_print_settings_get_duplex (one_sided), ==, GTK_PRINT_DUPLEX_SIMPLEX);
  reason = find_shown_label (GTK_WIDGET (print), "No cards, so no backs");
  g_assert_nonnull (reason);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (reason)));
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (print), "map-duplex");

  /* cards again: backs, blank reverses and the short edge */
  wm_deck_print_set_cards (print, TRUE);
  g_assert_cmpint (wm_deck_print_get_n_pages (print), >, simplex_pages + 2 * 21);
  duplex = wm_deck_print_dup_print_settings (print);
  g_assert_cmpint (gtk_print_settings_get_duplex (duplex), ==, GTK_PRINT_DUPLEX_VERTICAL);
  g_assert_null (find_shown_label (GTK_WIDGET (print), "No cards, so no backs"));
  gtk_window_destroy (GTK_WINDOW (print));
}

/* The label a drop-down shows for its chosen entry (not its list's). */
static GtkLabel *
shown_choice (GtkDropDown *dropdown, const char *text)
{
  return wm_test_find_label_with (gtk_widget_get_first_child (GTK_WIDGET (dropdown)), text);
}

/* "4 ausgewählte Karten", "4 carte selezionate": the Decks choice of the
 * cards selected reads whole in German and Italian (it was cut to
 * "4 ausgewählte K…"). */
static void
test_selected_cards_whole (void)
{
  static const struct
  {
    const char *lang, *locale;
  } langs[] = { { "de", "de_DE.UTF-8" }, { "it", "it_IT.UTF-8" } };
  const char *const card_ids[] = { "A01", "A02", "E01", "E02", NULL };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autoptr (WmDocument) doc = wm_document_new_from_base ();
      g_autofree char *shot = g_strdup_printf ("selected-cards-%s", langs[i].lang);
      g_autofree char *want = NULL;
      WmDeckPrint *print;
      GtkDropDown *which;
      GtkLabel *label;

      if (!wm_test_use_language (langs[i].lang, langs[i].locale, "Decks"))
        {
          g_test_message ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      want = g_strdup_printf (g_dngettext (NULL, "%u selected card", "%u selected cards", 4), 4);
      g_assert_false (g_str_has_suffix (want, "selected cards"));
      print = wm_deck_print_new (NULL, doc, "events", NULL, card_ids);
      g_assert_true (wm_deck_print_set_only_selected (print));
      gtk_window_present (GTK_WINDOW (print));
      wm_test_iterate (100);
      which = find_drop_down (GTK_WIDGET (print), _("All decks"));
      g_assert_nonnull (which);
      label = shown_choice (which, want);
      g_assert_nonnull (label);
      g_test_message ("%s: “%s”", langs[i].lang, gtk_label_get_text (label));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      wm_test_screenshot (GTK_WIDGET (print), shot);
      gtk_window_destroy (GTK_WINDOW (print));
    }
}

/* Review 24a-5: the Sheet layout's choices read whole in German and
 * Italian ("Originalgröße, gekachelt" was cut to "Originalgröße, g…"). */
static void
test_sheet_layout_whole (void)
{
  static const struct
  {
    const char *lang, *locale;
  } langs[] = { { "de", "de_DE.UTF-8" }, { "it", "it_IT.UTF-8" } };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autoptr (WmDocument) doc = wm_document_new_from_base ();
      g_autofree char *shot = g_strdup_printf ("sheet-layout-%s", langs[i].lang);
      const char *choices[] = { "True size, tiled", "Fitted to a page" };
      WmDeckPrint *print;
      GtkDropDown *sheets;

      if (!wm_test_use_language (langs[i].lang, langs[i].locale, "Decks"))
        {
          g_test_message ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      print = wm_deck_print_new (NULL, doc, NULL, NULL, NULL);
      gtk_window_present (GTK_WINDOW (print));
      wm_test_iterate (100);
      sheets = find_drop_down (GTK_WIDGET (print), _(choices[0]));
      g_assert_nonnull (sheets);
      for (guint c = 0; c < G_N_ELEMENTS (choices); c++)
        {
          GtkLabel *label;
          gtk_drop_down_set_selected (sheets, c);
          wm_test_iterate (50);
          label = shown_choice (sheets, _(choices[c]));
          g_assert_nonnull (label);
          g_test_message ("%s: “%s”", langs[i].lang, gtk_label_get_text (label));
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
        }
      gtk_drop_down_set_selected (sheets, 0);
      {
        /* the Map rows, at the bottom, in view for the picture */
        GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
            gtk_widget_get_ancestor (GTK_WIDGET (sheets), GTK_TYPE_SCROLLED_WINDOW)));
        gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
      }
      wm_test_iterate (50);
      wm_test_screenshot (GTK_WIDGET (print), shot);
      gtk_window_destroy (GTK_WINDOW (print));
    }
}

/* "Dieser Stapel: Ereignisse (20)", "Questo mazzo: Eventi (20)": the
 * deck's choice names it in the display language, with its card count, and
 * reads whole on the Decks row (review 15, R15-5); the character's choice
 * is translated too (R15-2). */
static void
test_this_deck_named (void)
{
  static const struct
  {
    const char *lang, *locale, *deck, *character;
  } langs[] = { { "de", "de_DE.UTF-8", "Dieser Stapel: Ereignisse (20)", "Diese Spielfigur: " },
                { "it", "it_IT.UTF-8", "Questo mazzo: Eventi (20)", "Questo personaggio: " } };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autoptr (WmDocument) doc = wm_document_new_from_base ();
      g_autofree char *shot = g_strdup_printf ("this-deck-%s", langs[i].lang);
      g_autofree char *deck = NULL;
      g_autofree char *character = NULL;
      WmDeckPrint *print;
      GtkLabel *label;

      if (!wm_test_use_language (langs[i].lang, langs[i].locale, "Decks"))
        {
          g_test_message ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      print = wm_deck_print_new (NULL, doc, "events", "green", NULL);
      gtk_window_present (GTK_WINDOW (print));
      wm_deck_print_set_only_deck (print, TRUE);
      wm_test_iterate (100);
      deck = wm_deck_print_dup_choice (print);
      g_assert_cmpstr (deck, ==, langs[i].deck);
      g_assert_false (wm_deck_print_get_map (print));
      label = shown_choice (find_drop_down (GTK_WIDGET (print), _("All decks")), deck);
      g_assert_nonnull (label);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      wm_test_screenshot (GTK_WIDGET (print), shot);
      g_assert_true (wm_deck_print_set_only_character (print));
      character = wm_deck_print_dup_choice (print);
      g_assert_true (g_str_has_prefix (character, langs[i].character));
      gtk_window_destroy (GTK_WINDOW (print));
    }
}

/* The number field of the row under @root whose subtitle says @part. */
static GtkSpinButton *
find_spin_after (GtkWidget *root, const char *part)
{
  GtkLabel *subtitle = wm_test_find_label_with (root, part);
  GtkWidget *row = subtitle ? gtk_widget_get_ancestor (GTK_WIDGET (subtitle), ADW_TYPE_ACTION_ROW)
                            : NULL;

  return row != NULL ? GTK_SPIN_BUTTON (wm_test_find_of_type (row, GTK_TYPE_SPIN_BUTTON)) : NULL;
}

/* A number typed beyond a field's range in Print & Export (Bleed, Scale)
 * and in Preferences (Autosave delay) is refused with a toast in that
 * window that names the field and gives its range; the value stays, and
 * so does what it prints (the pages) or the setting. One in range is
 * taken as before. */
static void
test_number_refused (void)
{
  GSettings *settings = wm_settings_get ();
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  GtkWindow *preferences;
  GtkSpinButton *bleed, *scale, *delay;
  int pages, delay_before;

  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  bleed = find_spin_after (GTK_WIDGET (print), "Millimetres round every card");
  scale = find_spin_after (GTK_WIDGET (print), "Millimetres per map unit");
  g_assert_nonnull (bleed);
  g_assert_nonnull (scale);
  gtk_spin_button_set_value (bleed, 2);
  pages = wm_deck_print_get_n_pages (print);
  wm_test_type_number (bleed, "15");
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (print),
                                            "“Bleed” takes a number from 0 to 10, not 15"));
  g_assert_cmpfloat (gtk_spin_button_get_value (bleed), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (bleed)), ==, "2.0");
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, pages);
  wm_test_screenshot (GTK_WIDGET (print), "bleed-refused");
  wm_test_type_number (scale, "0");
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (print),
                                            "“Scale” takes a number from 1 to 200, not 0"));
  g_assert_cmpfloat (gtk_spin_button_get_value (scale), ==, 20);
  wm_test_type_number (bleed, "3.5");
  g_assert_cmpfloat (gtk_spin_button_get_value (bleed), ==, 3.5);
  gtk_window_destroy (GTK_WINDOW (print));

  preferences = wm_preferences_new (NULL);
  gtk_window_present (preferences);
  wm_test_iterate (50);
  delay = find_spin_after (GTK_WIDGET (preferences), "Seconds after the last change");
  g_assert_nonnull (delay);
  delay_before = g_settings_get_uint (settings, "autosave-delay");
  wm_test_type_number (delay, "700");
  g_assert_nonnull (wm_test_wait_for_toast (
      GTK_WIDGET (preferences), "“Autosave delay” takes a number from 1 to 600, not 700"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (delay), ==, delay_before);
  g_assert_cmpint (g_settings_get_uint (settings, "autosave-delay"), ==, delay_before);
  wm_test_screenshot (GTK_WIDGET (preferences), "autosave-refused");
  wm_test_type_number (delay, "45");
  g_assert_cmpint (g_settings_get_uint (settings, "autosave-delay"), ==, 45);
  g_settings_reset (settings, "autosave-delay");
  gtk_window_destroy (preferences);
}

static gboolean
row_sensitive (GtkWidget *widget)
{
  return gtk_widget_get_sensitive (gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW));
}

/* Sets Cards and Map sheets, then checks that the rows of the cards'
 * fields @card_fields (Decks, Bleed, Crop marks) and of the map's
 * @map_fields (Sheet layout, Scale) are greyed exactly while off. */
static void
set_parts (WmDeckPrint *print, gboolean cards, gboolean map, GtkWidget *card_fields[3],
           GtkWidget *map_fields[2], const char *shot)
{
  wm_deck_print_set_cards (print, cards);
  wm_deck_print_set_map (print, map);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (row_sensitive (card_fields[i]), ==, cards);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpint (row_sensitive (map_fields[i]), ==, map);
  wm_test_iterate (50);
  if (shot != NULL)
    wm_test_screenshot (GTK_WIDGET (print), shot);
}

/* With Cards off, the rows that only say which cards and how they are cut
 * (Decks, Bleed, Crop marks) are greyed, as the backs rows are; with Map
 * sheets off, the map's (Sheet layout, Scale). Both on: none is. */
static void
test_rows_follow_parts (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  GtkWidget *root = GTK_WIDGET (print);
  GtkWidget *crop_row = gtk_widget_get_ancestor (
      GTK_WIDGET (wm_test_find_label_with (root, "Crop marks")), ADW_TYPE_ACTION_ROW);
  GtkWidget *card_fields[3] = {
    GTK_WIDGET (find_drop_down (root, "All decks")),
    GTK_WIDGET (find_spin_after (root, "Millimetres round every card")),
    wm_test_find_of_type (crop_row, GTK_TYPE_SWITCH),
  };
  GtkWidget *map_fields[2] = {
    GTK_WIDGET (find_drop_down (root, "True size, tiled")),
    GTK_WIDGET (find_spin_after (root, "Millimetres per map unit")),
  };

  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (card_fields[i]);
  for (guint i = 0; i < 2; i++)
    g_assert_nonnull (map_fields[i]);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  set_parts (print, TRUE, TRUE, card_fields, map_fields, NULL);
  set_parts (print, FALSE, TRUE, card_fields, map_fields, "cards-off");
  set_parts (print, TRUE, FALSE, card_fields, map_fields, "map-off");
  set_parts (print, TRUE, TRUE, card_fields, map_fields, NULL);
  gtk_window_destroy (GTK_WINDOW (print));
}

/* Export PDF… suggests the variant's own name (review 15, R15-10): two
 * variants' exports no longer overwrite one print-and-play.pdf. */
static void
test_pdf_name (void)
{
  static const struct
  {
    const char *file, *want;
  } cases[] = {
    { NULL, "print-and-play.pdf" },
    { "/tmp/designs/fen.waymark", "fen.pdf" },
    { "/tmp/designs/fen.v2.waymark", "fen.v2.pdf" },
    { "/tmp/designs/marsh", "marsh.pdf" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WmDocument) base = wm_document_new_from_base ();
      g_autoptr (GFile) file = cases[i].file ? g_file_new_for_path (cases[i].file) : NULL;
      g_autoptr (WmDocument) doc
          = wm_document_new (wm_document_get_variant (base), file);
      g_autofree char *name = wm_deck_print_pdf_name (doc);
      g_assert_cmpstr (name, ==, cases[i].want);
    }
}

/* Review 24a-3: an export that fails says why in the command line's
 * words ("the folder … does not exist", not the system's "No such file or
 * directory") on a line of its own, in red, which a change of option
 * (the page count) does not overwrite; the next export replaces it. It
 * says it as Print to File does: what failed, the file, why ("“/x/fen.pdf”:
 * the folder …" named no failure). */
static void
test_export_status (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  g_autofree char *dir = wm_test_tmp_dir ("wm-print-export");
  g_autofree char *missing = g_build_filename (dir, "gone", "fen.pdf", NULL);
  g_autofree char *good = g_build_filename (dir, "fen.pdf", NULL);
  g_autofree char *want = NULL;
  g_autoptr (GFile) bad_file = g_file_new_for_path (missing);
  g_autoptr (GFile) good_file = g_file_new_for_path (good);
  g_autoptr (GError) error = NULL;
  g_autofree char *summary = NULL;
  gboolean failed = FALSE;

  wm_deck_print_set_cards (print, FALSE);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, "");
  g_assert_false (wm_deck_print_export (print, bad_file, FALSE, &error));
  want = g_strdup_printf ("Could not export to “%s”: the folder “%s%sgone” does not exist", missing,
                          dir, G_DIR_SEPARATOR_S);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, want);
  g_assert_true (failed);
  g_assert_null (strstr (wm_deck_print_get_export_status (print, NULL), "No such file"));
  /* an option changed: the page count changes, the failure stays */
  summary = g_strdup (wm_deck_print_get_summary (print));
  wm_deck_print_set_cards (print, TRUE);
  g_assert_cmpstr (wm_deck_print_get_summary (print), !=, summary);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, want);
  g_assert_true (failed);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (print), "export-failed");
  g_assert_true (wm_deck_print_export (print, good_file, FALSE, NULL));
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, "Wrote fen.pdf");
  g_assert_false (failed);
  g_remove (good);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (print));
}

/* Review 24a-2: the Region sides offer side A or side B of every region,
 * as `--side b` prints them, and a side without a space is left out of
 * every region side and said under the preview. */
static void
test_every_side_choices (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);
  WmSide *b = wm_variant_find_region (variant, "r4")->sides[1];
  WmDeckPrint *print;
  g_autofree char *choice = NULL;

  g_ptr_array_set_size (b->ports, 0);
  g_ptr_array_set_size (b->paths, 0);
  g_ptr_array_set_size (b->spaces, 0);
  print = wm_deck_print_new (NULL, doc, NULL, NULL, NULL);
  wm_deck_print_set_cards (print, FALSE);
  wm_deck_print_set_pieces (print, FALSE);
  wm_deck_print_set_assembly (print, FALSE);
  /* 7 sides of 2 tiles: r4's side B is blank */
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==,
                   "15 pages: 14 map pages\n"
                   "Not printed, without a space: side B of “The Sunward Downs” (r4)");
  g_assert_true (wm_deck_print_choose_every_side (print, 'A'));
  choice = wm_deck_print_dup_sheets_choice (print);
  g_assert_cmpstr (choice, ==, "Side A of every region");
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "9 pages: 8 map pages");
  g_assert_true (wm_deck_print_choose_every_side (print, 'B'));
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==,
                   "7 pages: 6 map pages\n"
                   "Not printed, without a space: side B of “The Sunward Downs” (r4)");
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (print), "every-side-b");
  /* the board's sides as the Board view shows them */
  wm_deck_print_set_shown_board (print, "r1:B:0,r2:B:0,r3:B:0,r4:A:0", -1);
  g_clear_pointer (&choice, g_free);
  choice = wm_deck_print_dup_sheets_choice (print);
  g_assert_cmpstr (choice, ==, "This board: its regions’ sides");
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "9 pages: 8 map pages");
  gtk_window_destroy (GTK_WINDOW (print));
}

/* Review 24a-7: Print… → Print to File suggests the file Export PDF…
 * does, beside the variant (it suggested output.pdf in the folder the app
 * was started from). */
static void
test_print_to_file_name (void)
{
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  g_autoptr (GFile) file = g_file_new_for_path ("/tmp/designs/fen.waymark");
  g_autoptr (WmDocument) doc = wm_document_new (wm_document_get_variant (base), file);
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, NULL, NULL, NULL);
  g_autoptr (GtkPrintSettings) settings = wm_deck_print_dup_print_settings (print);

  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI), ==,
                   "file:///tmp/designs/fen.pdf");
  gtk_window_destroy (GTK_WINDOW (print));
}

/* What answer_print_dialog () does with GTK's print dialog, which
 * gtk_print_operation_run () shows and waits for in a main loop of its
 * own: Print to File, to @uri, and Replace when GTK asks whether to
 * replace the file there. */
typedef struct
{
  const char *uri;
  int ticks;
  guint source;
  gboolean chosen;  /* the settings naming the file printer were given */
  gboolean printed; /* Print was answered with it chosen */
} PrintAnswer;

static void
respond_print (gpointer dialog)
{
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
}

static gboolean
answer_print_dialog (gpointer data)
{
  PrintAnswer *answer = data;
  GtkWidget *dialog = wm_test_find_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG);
  GtkWidget *replace = wm_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  const char *file_printer = g_dgettext ("gtk40", "Print to File");
  GtkPrinter *printer;

  /* the print dialog's Print waits for this answer in a loop of its own,
   * whence the idle below, which leaves this source free to run */
  if (replace != NULL && answer->printed)
    {
      gtk_dialog_response (GTK_DIALOG (replace), GTK_RESPONSE_ACCEPT);
      answer->source = 0;
      return G_SOURCE_REMOVE;
    }
  if (++answer->ticks >= 200)
    {
      if (dialog != NULL && !answer->printed)
        gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      answer->source = 0;
      return G_SOURCE_REMOVE;
    }
  if (dialog == NULL || answer->printed)
    return G_SOURCE_CONTINUE;
  if (!answer->chosen)
    {
      g_autoptr (GtkPrintSettings) settings
          = gtk_print_unix_dialog_get_settings (GTK_PRINT_UNIX_DIALOG (dialog));
      gtk_print_settings_set_printer (settings, file_printer);
      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, answer->uri);
      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
      gtk_print_unix_dialog_set_settings (GTK_PRINT_UNIX_DIALOG (dialog), settings);
      answer->chosen = TRUE;
    }
  printer = gtk_print_unix_dialog_get_selected_printer (GTK_PRINT_UNIX_DIALOG (dialog));
  if (printer != NULL && g_str_equal (gtk_printer_get_name (printer), file_printer))
    {
      answer->printed = TRUE;
      g_idle_add_once (respond_print, dialog);
    }
  return G_SOURCE_CONTINUE;
}

/* Print… → Print to File, answered as a designer does (the file printer,
 * the file at @uri, Replace); FALSE when GTK offers no file printer here. */
static gboolean
print_to_uri (WmDeckPrint *print, const char *uri)
{
  PrintAnswer answer = { uri, 0, 0, FALSE, FALSE };

  answer.source = g_timeout_add (50, answer_print_dialog, &answer);
  wm_test_click (wm_test_find_button (GTK_WIDGET (print), "_Print…"));
  wm_test_iterate (50);
  if (answer.source != 0)
    g_source_remove (answer.source);
  return answer.printed;
}

static gboolean
print_to_file (WmDeckPrint *print, const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);

  return print_to_uri (print, uri);
}

/* Review f: Print… → Print to File over a PDF printed before, on a full
 * disk, keeps the old PDF and says why, naming it: GTK's file printer
 * wrote it through GIO's replace, which put the part written in its
 * place. Printed whole, the new PDF takes the old one's place and nothing
 * is left beside it. */
static void
test_print_to_file_full_disk (void)
{
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  g_autofree char *dir = wm_test_tmp_dir ("wm-print-to-file");
  g_autofree char *variant = g_build_filename (dir, "fen.waymark", NULL);
  g_autofree char *pdf = g_build_filename (dir, "fen.pdf", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (variant);
  g_autoptr (WmDocument) doc = wm_document_new (wm_document_get_variant (base), file);
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  g_autofree char *want = g_strdup_printf ("Could not save “%s”: writing failed: the disk is full",
                                           pdf);
  g_autofree char *contents = NULL;
  g_autoptr (GDir) folder = NULL;
  gboolean failed = FALSE;
  gsize size = 0;

  g_assert_true (g_file_set_contents (pdf, "the PDF printed before", -1, NULL));
  wm_deck_print_set_only_deck (print, TRUE);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  wm_test_disk_full (TRUE);
  if (!print_to_file (print, pdf))
    {
      wm_test_disk_full (FALSE);
      gtk_window_destroy (GTK_WINDOW (print));
      g_test_skip ("GTK offers no Print to File here");
      return;
    }
  wm_test_disk_full (FALSE);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "the PDF printed before");
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, want);
  g_assert_true (failed);
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (print), "print-to-file-full-disk");

  g_assert_true (print_to_file (print, pdf));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (pdf, &contents, &size, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_assert_cmpuint (size, >, 1000);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, "Wrote fen.pdf");
  g_assert_false (failed);
  folder = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (folder), ==, "fen.pdf");
  g_assert_null (g_dir_read_name (folder));
  g_remove (pdf);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (print));
}

/* A print that fails says why under the buttons, in red, naming what
 * failed, where an export's failure is said, until the next print: GTK's
 * error was put in the page count's place, which the next change of an
 * option overwrote. Here GTK's file printer fails to write a file that is
 * not local (GIO writes it), as a printer fails to take a job. */
static void
test_print_error_kept (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  g_autofree char *summary = NULL;
  const char *said;
  gboolean failed = FALSE;

  wm_deck_print_set_only_deck (print, TRUE);
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  summary = g_strdup (wm_deck_print_get_summary (print));
  if (!print_to_uri (print, "wm-nowhere:///fen.pdf"))
    {
      gtk_window_destroy (GTK_WINDOW (print));
      g_test_skip ("GTK offers no Print to File here");
      return;
    }
  said = wm_deck_print_get_export_status (print, &failed);
  g_assert_true (g_str_has_prefix (said, "Could not print to “wm-nowhere:///fen.pdf”: "));
  g_assert_cmpuint (strlen (said), >, strlen ("Could not print to “wm-nowhere:///fen.pdf”: "));
  g_assert_true (failed);
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, summary);
  /* an option changed: the page count changes, the failure stays */
  wm_deck_print_set_only_deck (print, FALSE);
  g_assert_cmpstr (wm_deck_print_get_summary (print), !=, summary);
  g_assert_true (g_str_has_prefix (wm_deck_print_get_export_status (print, &failed),
                                   "Could not print to “wm-nowhere:///fen.pdf”: "));
  g_assert_true (failed);
  wm_test_iterate (100);
  wm_test_screenshot (GTK_WIDGET (print), "print-failed");
  gtk_window_destroy (GTK_WINDOW (print));
}

/* Print… on a printer: GTK's error, or a job the printing system aborted
 * after it was sent, is said naming the printer; a print that went
 * through takes the last failure away. */
static void
test_printer_failure (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  g_autoptr (GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autoptr (GError) error = g_error_new_literal (GTK_PRINT_ERROR, GTK_PRINT_ERROR_GENERAL,
                                                  "the printer is not responding");
  gboolean failed = FALSE;

  gtk_print_settings_set_printer (settings, "Office");
  wm_deck_print_print_ended (print, settings, GTK_PRINT_STATUS_FINISHED_ABORTED, error);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==,
                   "Could not print on “Office”: the printer is not responding");
  g_assert_true (failed);
  wm_deck_print_set_cards (print, FALSE);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==,
                   "Could not print on “Office”: the printer is not responding");
  wm_deck_print_print_ended (print, settings, GTK_PRINT_STATUS_FINISHED_ABORTED, NULL);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==,
                   "Could not print on “Office”: the printing system stopped the job");
  g_assert_true (failed);
  wm_deck_print_print_ended (print, settings, GTK_PRINT_STATUS_FINISHED, NULL);
  g_assert_cmpstr (wm_deck_print_get_export_status (print, &failed), ==, "");
  g_assert_false (failed);
  gtk_window_destroy (GTK_WINDOW (print));
}

/* The loader's warnings about how the file is written (number-form:
 * hand=" 5" read as 5), which the Validation page lists until a save
 * settles them, are counted where Print & Export counts the variant's
 * errors; they were not. A save takes the line away. */
static void
test_load_warnings_hint (void)
{
  g_autofree char *good
      = g_build_filename (WM_TEST_DATA, "good", "foreign-and-spaces.waymark", NULL);
  g_autofree char *dir = wm_test_tmp_dir ("wm-print-load-warnings");
  g_autofree char *path = g_build_filename (dir, "loose.waymark", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *errors_only = NULL;
  WmDeckPrint *print;
  GtkLabel *hint;

  g_assert_true (g_file_get_contents (good, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  doc = wm_document_new_from_file (file, diags, &error);
  g_assert_no_error (error);
  print = wm_deck_print_new (NULL, doc, NULL, NULL, NULL);
  /* the file is a fragment of a variant: its errors first, as before */
  hint = find_shown_label (GTK_WIDGET (print), "The variant has");
  g_assert_nonnull (hint);
  errors_only = g_strdup (gtk_label_get_text (hint));
  g_assert_nonnull (strstr (errors_only, " errors: see Validation\nThe file has 5 warnings "
                                         "about how it is written: see Validation"));
  *strchr (errors_only, '\n') = '\0';
  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  wm_test_screenshot (GTK_WIDGET (print), "print-load-warnings");
  g_assert_true (wm_document_save (doc, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_label_get_text (hint), ==, errors_only);
  gtk_window_destroy (GTK_WINDOW (print));
  g_remove (path);
  g_rmdir (dir);
}

/* The file chooser of Export PDF… is titled "Export PDF…": it was given
 * the button's label, mnemonic and all, and read "Export _PDF…" (keyboard
 * review, 2). */
static void
test_export_chooser_title (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeckPrint *print = wm_deck_print_new (NULL, doc, "events", NULL, NULL);
  GtkWidget *button, *chooser;

  gtk_window_present (GTK_WINDOW (print));
  wm_test_iterate (50);
  button = wm_test_find_button (GTK_WIDGET (print), "Export _PDF…");
  g_assert_nonnull (button);
  wm_test_click (button);
  wm_test_iterate (100);
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  if (chooser == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (print));
      g_test_skip ("the file chooser is not GTK's own dialog (a portal)");
      return;
    }
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Export PDF…");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wm_test_iterate (50);
  gtk_window_destroy (GTK_WINDOW (print));
}

int
main (int argc, char **argv)
{
  g_autofree char *data_home = wm_test_tmp_dir ("wm-print-prefs-xdg");
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The rows are found by their English titles. */
  g_unsetenv ("LANGUAGE");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  for (guint i = 0; i < G_N_ELEMENTS (start_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/decks/print-preferences/start/%s", start_cases[i].name);
      g_test_add_data_func (path, &start_cases[i], test_start);
    }
  g_test_add_func ("/decks/print-preferences/rows", test_preferences_rows);
  g_test_add_func ("/decks/print/escape-closes", test_escape_closes);
  g_test_add_func ("/decks/print/language-names", test_language_names);
  g_test_add_func ("/decks/print/error-hint", test_error_hint);
  g_test_add_func ("/decks/print/map-duplex-one-sided", test_map_duplex_one_sided);
  g_test_add_func ("/decks/print/selected-cards-whole", test_selected_cards_whole);
  g_test_add_func ("/decks/print/this-deck-named", test_this_deck_named);
  g_test_add_func ("/decks/print/number-refused", test_number_refused);
  g_test_add_func ("/decks/print/rows-follow-parts", test_rows_follow_parts);
  g_test_add_func ("/decks/print/pdf-name", test_pdf_name);
  g_test_add_func ("/decks/print/export-status", test_export_status);
  g_test_add_func ("/decks/print/every-side-choices", test_every_side_choices);
  g_test_add_func ("/decks/print/sheet-layout-whole", test_sheet_layout_whole);
  g_test_add_func ("/decks/print/print-to-file-name", test_print_to_file_name);
  g_test_add_func ("/decks/print/print-to-file-full-disk", test_print_to_file_full_disk);
  g_test_add_func ("/decks/print/print-error-kept", test_print_error_kept);
  g_test_add_func ("/decks/print/printer-failure", test_printer_failure);
  g_test_add_func ("/decks/print/load-warnings-hint", test_load_warnings_hint);
  g_test_add_func ("/decks/print/export-chooser-title", test_export_chooser_title);
  status = g_test_run ();
  return status;
}
