/* The "Changed in … — check" marks outlive the session: saved with the
 * file (beside it, on this computer), back when it is opened or reverted
 * as it was saved, not when another program changed it since (review 25e,
 * finding 6: a designer working over several days lost the reminder that
 * the German ability text still described the old effect). */

#include "config.h"

#include <glib/gstdio.h>

#include "wm-deck-edits.h"
#include "wm-document.h"
#include "wm-test-tmp.h"
#include "wm-variant-io.h"

/* The language card @id's text in @lang is marked as changed in, or NULL. */
static const char *
text_marked (WmDocument *doc, const char *id, const char *lang)
{
  WmCard *card = wm_variant_find_card (wm_document_get_variant (doc), id, NULL);
  g_autofree char *key = g_strdup_printf ("card %s:text", id);

  return wm_document_get_text_outdated (doc, key, &card->text, lang);
}

/* A saved copy of the base game, its English text of E01 changed after
 * the others: German and Italian are marked. */
static WmDocument *
saved_with_marks (GFile *file)
{
  WmDocument *doc = wm_document_new_from_base ();

  g_assert_true (wm_document_save_as (doc, file, NULL));
  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "en", "Something else entirely."));
  g_assert_cmpstr (text_marked (doc, "E01", "de"), ==, "en");
  g_assert_true (wm_document_save (doc, FALSE, NULL));
  return doc;
}

static WmDocument *
open_file (GFile *file)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("test");
  g_autoptr (GError) error = NULL;
  WmDocument *doc = wm_document_new_from_file (file, diags, &error);

  g_assert_no_error (error);
  return doc;
}

static GFile *
file_in_tmp (char **dir)
{
  g_autofree char *path = NULL;

  *dir = wm_test_tmp_dir ("wm-marks");
  path = g_build_filename (*dir, "fen.waymark", NULL);
  return g_file_new_for_path (path);
}

static void
test_reopened (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = file_in_tmp (&dir);
  g_autoptr (WmDocument) doc = saved_with_marks (file);
  g_autoptr (WmDocument) reopened = open_file (file);

  g_assert_cmpstr (text_marked (reopened, "E01", "de"), ==, "en");
  g_assert_cmpstr (text_marked (reopened, "E01", "it"), ==, "en");
  g_assert_null (text_marked (reopened, "E01", "en"));
  /* Still a mark like any other: German catching up clears it, undo
   * brings it back, and a text checked and saved stays checked. */
  g_assert_true (wm_deck_edit_text (reopened, "E01", "text", "de", "Etwas ganz anderes."));
  g_assert_null (text_marked (reopened, "E01", "de"));
  g_assert_true (wm_document_undo (reopened, NULL));
  g_assert_cmpstr (text_marked (reopened, "E01", "de"), ==, "en");
  wm_document_confirm_text (reopened, "card E01:text", "de");
  wm_document_confirm_text (reopened, "card E01:text", "it");
  g_assert_true (wm_document_save (reopened, FALSE, NULL));
  g_clear_object (&reopened);
  reopened = open_file (file);
  g_assert_null (text_marked (reopened, "E01", "de"));
  g_assert_null (text_marked (reopened, "E01", "it"));
}

/* Revert goes back to the file as saved, marks and all. */
static void
test_revert (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = file_in_tmp (&dir);
  g_autoptr (WmDocument) doc = saved_with_marks (file);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("test");

  wm_document_confirm_text (doc, "card E01:text", "de");
  g_assert_null (text_marked (doc, "E01", "de"));
  g_assert_true (wm_document_revert (doc, diags, NULL));
  g_assert_cmpstr (text_marked (doc, "E01", "de"), ==, "en");
}

/* A file another program changed may no longer hold the texts the marks
 * are about: they are not brought back for it. */
static void
test_changed_elsewhere (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = file_in_tmp (&dir);
  g_autoptr (WmDocument) doc = saved_with_marks (file);
  g_autoptr (WmDocument) reopened = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *contents = NULL;
  g_autofree char *changed = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  changed = g_strconcat (contents, "<!-- edited elsewhere -->\n", NULL);
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));
  reopened = open_file (file);
  g_assert_null (text_marked (reopened, "E01", "de"));
  g_assert_null (text_marked (reopened, "E01", "it"));
}

/* The marks are the file's: the same variant saved under another name
 * has none of the first file's, and its own after Save As. */
static void
test_per_file (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = file_in_tmp (&dir);
  g_autoptr (WmDocument) doc = saved_with_marks (file);
  g_autofree char *other_path = g_build_filename (dir, "other.waymark", NULL);
  g_autoptr (GFile) other = g_file_new_for_path (other_path);
  g_autofree char *copy_path = g_build_filename (dir, "copy.waymark", NULL);
  g_autoptr (GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *contents = NULL;
  g_autoptr (WmDocument) copied = NULL;
  g_autoptr (WmDocument) saved_as = NULL;

  /* A byte-for-byte copy under another name. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (copy_path, contents, -1, NULL));
  copied = open_file (copy);
  g_assert_null (text_marked (copied, "E01", "de"));
  g_assert_true (wm_document_save_as (doc, other, NULL));
  saved_as = open_file (other);
  g_assert_cmpstr (text_marked (saved_as, "E01", "de"), ==, "en");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wm_test_private_data_home ("wm-marks-xdg");
  g_test_add_func ("/decks/text-marks/reopened", test_reopened);
  g_test_add_func ("/decks/text-marks/revert", test_revert);
  g_test_add_func ("/decks/text-marks/changed-elsewhere", test_changed_elsewhere);
  g_test_add_func ("/decks/text-marks/per-file", test_per_file);
  return g_test_run ();
}
