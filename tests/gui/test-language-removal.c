/* The Overview's question when a language that still has texts is taken
 * off the variant's list, under Xvfb: it names the language and counts its
 * texts; Cancel changes nothing; Keep Texts takes only the language off
 * (the texts stay, and with them the validator's lang-undeclared
 * warnings); Remove Texts takes both in one undo step that gives the file
 * back byte for byte. A language without texts goes without a question. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "wm-overview-page.h"
#include "wm-test-doc.h"
#include "wm-test-gui.h"

static gboolean
is_languages_row (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_ENTRY_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "Languages")
                == 0;
}

/* The page is rebuilt after each edit: the row is found anew each time. */
static GtkWidget *
languages_row (GtkWidget *page)
{
  GtkWidget *row = wm_test_find_widget (page, is_languages_row, NULL);

  g_assert_nonnull (row);
  return row;
}

/* Types @text into the Languages row and applies it, as Enter does. */
static void
type_languages (GtkWidget *page, const char *text)
{
  GtkWidget *row = languages_row (page);

  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  wm_test_iterate (50);
}

/* The question typing @text into the Languages row asks (asserted up). */
static GtkWidget *
ask (GtkWidget *page, const char *text)
{
  GtkWidget *dialog;

  type_languages (page, text);
  wm_test_wait_for ((dialog = wm_test_open_message_dialog ()) != NULL, "the question");
  return dialog;
}

static void
answer (GtkWidget *dialog, const char *response)
{
  wm_test_answer (ADW_MESSAGE_DIALOG (dialog), response);
  wm_test_iterate (50);
  g_assert_null (wm_test_open_message_dialog ());
}

static char *
languages_of (WmDocument *doc)
{
  return g_strjoinv ("|", wm_document_get_variant (doc)->info.languages);
}

/* How often @needle occurs in @bytes. */
static guint
occurrences (GBytes *bytes, const char *needle)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autofree char *text = g_strndup (data, size);
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
assert_undone (WmDocument *doc, GBytes *before)
{
  g_autoptr (GBytes) undone = NULL;

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  undone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, undone));
}

static void
test_remove_language (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = wm_overview_page_new ();
  WmVariant *v = wm_document_get_variant (doc);
  guint n_it = wm_variant_count_texts_in (v, "it");
  guint n_de = wm_variant_count_texts_in (v, "de");
  g_autofree char *counted = NULL;
  g_autofree char *languages = NULL;
  GtkWidget *dialog;

  /* Every text the file writes in Italian is counted. */
  g_assert_cmpuint (n_it, >, 100);
  g_assert_cmpuint (n_it, ==, occurrences (before, "xml:lang=\"it\""));
  g_assert_cmpuint (wm_test_count_code (doc, "lang-undeclared"), ==, 0);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_set_child (GTK_WINDOW (window), page);
  wm_overview_page_set_document (WM_OVERVIEW_PAGE (page), doc);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_wait_laid_out (page, "the Overview page");

  /* Cancel: nothing changes, the row shows the variant's list again. */
  dialog = ask (page, "en, de");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Also Remove the Texts in Italian?");
  counted = g_strdup_printf ("%u texts are written in Italian.", n_it);
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_true (
      g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), counted));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "Undo brings back the language with its texts."));
  wm_test_screenshot (dialog, "language-removal");
  answer (dialog, "cancel");
  g_assert_false (wm_document_can_undo (doc));
  languages = languages_of (doc);
  g_assert_cmpstr (languages, ==, "en|de|it");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (languages_row (page))), ==, "en, de, it");

  /* Keep Texts: the language goes, its texts stay, each one warned of. */
  answer (ask (page, "en, de"), "keep");
  g_clear_pointer (&languages, g_free);
  languages = languages_of (doc);
  g_assert_cmpstr (languages, ==, "en|de");
  g_assert_cmpuint (wm_variant_count_texts_in (wm_document_get_variant (doc), "it"), ==, n_it);
  g_assert_cmpuint (wm_test_count_code (doc, "lang-undeclared"), >, 0);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change the languages");
  assert_undone (doc, before);

  /* Remove Texts: the language and its texts, one undo step. */
  answer (ask (page, "en, de"), "remove");
  v = wm_document_get_variant (doc);
  g_clear_pointer (&languages, g_free);
  languages = languages_of (doc);
  g_assert_cmpstr (languages, ==, "en|de");
  g_assert_cmpuint (wm_variant_count_texts_in (v, "it"), ==, 0);
  g_assert_cmpuint (wm_variant_count_texts_in (v, "de"), ==, n_de);
  g_assert_cmpuint (wm_test_count_code (doc, "lang-undeclared"), ==, 0);
  {
    g_autoptr (GBytes) after = wm_document_save_bytes (doc);
    g_assert_cmpuint (occurrences (after, "xml:lang=\"it\""), ==, 0);
  }
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Remove a language and its texts");
  wm_test_iterate (50);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (languages_row (page))), ==, "en, de");
  assert_undone (doc, before);
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_cmpuint (wm_variant_count_texts_in (wm_document_get_variant (doc), "it"), ==, 0);
  assert_undone (doc, before);
  wm_test_iterate (50);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (languages_row (page))), ==, "en, de, it");

  /* A language with no texts yet comes and goes without a question. */
  type_languages (page, "en, de, it, fr");
  g_assert_null (wm_test_open_message_dialog ());
  type_languages (page, "en, de, it");
  g_assert_null (wm_test_open_message_dialog ());
  g_clear_pointer (&languages, g_free);
  languages = languages_of (doc);
  g_assert_cmpstr (languages, ==, "en|de|it");
  g_assert_true (wm_document_undo (doc, NULL));
  assert_undone (doc, before);

  /* Two languages at once: one question, a count for each. */
  dialog = ask (page, "en");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Also Remove the Texts in These Languages?");
  g_clear_pointer (&counted, g_free);
  counted = g_strdup_printf ("%u texts are written in German. %u texts are written in Italian.",
                             n_de, n_it);
  g_assert_true (
      g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), counted));
  answer (dialog, "remove");
  v = wm_document_get_variant (doc);
  g_assert_cmpuint (wm_variant_count_texts_in (v, "de") + wm_variant_count_texts_in (v, "it"), ==,
                    0);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Remove languages and their texts");
  assert_undone (doc, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-language-removal-xdg");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/gui/overview/remove-language", test_remove_language);
  return g_test_run ();
}
