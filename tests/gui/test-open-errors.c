/* How Waymark tells a designer that a file they opened has problems
 * (review 18): the Open dialog says where each problem is in the designer's
 * words, and how many there are in one place; files that fail together are
 * told in one message dialog, the style of every other; and the sidebar's
 * Validation row counts the errors and warnings while there are any, as
 * the designer edits. */

#include "config.h"

#include "wm-test-gui.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-document.h"
#include "wm-test-lang.h"
#include "wm-test-tmp.h"
#include "wm-validation-page.h"

static WmApplication *app;

/* What GTK, libadwaita and Waymark said on the terminal at message level
 * or above since a test cleared them: "domain: message" lines. */
static GPtrArray *said_lines;

static GLogWriterOutput
record_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
      message = fields[i].value;
  if ((level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING
                | G_LOG_LEVEL_MESSAGE))
      != 0)
    g_ptr_array_add (said_lines, g_strdup_printf ("%s: %s", domain ? domain : "?", message));
  return wm_test_log_writer (level, fields, n_fields, data);
}

/* Fails the test on anything said since the last clear. */
static void
assert_nothing_said (void)
{
  for (guint i = 0; i < said_lines->len; i++)
    g_test_message ("said: %s", (char *)g_ptr_array_index (said_lines, i));
  g_assert_cmpuint (said_lines->len, ==, 0);
}

static GFile *
bad_file (const char *name)
{
  g_autofree char *path = g_build_filename (WM_TEST_DATA, "bad", name, NULL);

  return g_file_new_for_path (path);
}

static AdwMessageDialog *
wait_for_dialog (void)
{
  wm_test_wait_for (wm_test_open_message_dialog () != NULL, "the Open error dialog");
  return ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ());
}

/* Opens tests/data/bad/@name, which does not load, and returns the dialog
 * that says why. */
static AdwMessageDialog *
open_bad (const char *name)
{
  g_autoptr (GFile) file = bad_file (name);

  wm_application_open_file (app, file);
  return wait_for_dialog ();
}

/* The details under the dialog's body: its one monospace label, or the
 * first of them when several files failed. */
static const char *
details_text (AdwMessageDialog *dialog)
{
  GtkLabel *label = wm_test_find_label_with (GTK_WIDGET (dialog), "Error");

  g_assert_nonnull (label);
  return gtk_label_get_text (label);
}

/* A problem is told with the element it is in, as `waymark-cli validate`
 * tells it: a line number alone does not help a designer who does not
 * read the XML. */
static void
test_dialog_says_where (void)
{
  AdwMessageDialog *dialog = open_bad ("range-reward-gold.waymark");
  const char *details = details_text (dialog);

  g_test_message ("%s", details);
  g_assert_true (g_str_has_prefix (details, "Error, line 74: "));
  g_assert_true (g_str_has_suffix (details, "[schema-range] (in deck quests-r1 / card Q01)"));
  wm_test_screenshot (GTK_WIDGET (dialog), "open-error-where");
  wm_test_answer (dialog, "close");
}

/* The body no longer says "(1 error)" beside the parser's "(and 1 more
 * error the parser found after it)": the count is said once, in the
 * details. */
static void
test_dialog_counts_once (void)
{
  g_autoptr (GRegex) count = g_regex_new ("\\([0-9]+ errors?\\)", 0, 0, NULL);
  AdwMessageDialog *dialog = open_bad ("malformed-unclosed-tag.waymark");
  const char *body = adw_message_dialog_get_body (dialog);

  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "is not a variant Waymark can open"));
  g_assert_false (g_regex_match (count, body, 0, NULL));
  g_assert_nonnull (strstr (details_text (dialog), "(and 1 more error the parser found after it)"));
  wm_test_answer (dialog, "close");
}

static void
close_every_window (void)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    {
      gtk_window_destroy (windows->data);
      wm_test_wait_idle ();
    }
}

/* Two files on the command line, a folder and an empty file, neither of
 * which opens: one message dialog, the only window, says both (review 18
 * saw two windows of two styles at the same place); closing it leaves no
 * window. */
static void
test_failures_share_one_dialog (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wm-open-errors-XXXXXX", NULL);
  g_autofree char *folder_path = g_build_filename (dir, "08-dir.waymark", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr (GFile) empty = bad_file ("malformed-empty.waymark");
  g_autofree char *empty_path = g_file_get_path (empty);
  GFile *files[] = { folder, empty };
  GList *windows;
  AdwMessageDialog *dialog;

  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
  close_every_window ();
  g_ptr_array_set_size (said_lines, 0);
  g_application_open (G_APPLICATION (app), files, 2, "");
  dialog = wait_for_dialog ();
  wm_test_wait_laid_out (GTK_WIDGET (dialog), "the dialog");
  assert_nothing_said ();
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  g_assert_true (windows->data == (gpointer) dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "2 Variants Could Not Be Opened");
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (dialog), folder_path));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (dialog), empty_path));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (dialog), "the file is empty"));
  wm_test_screenshot (GTK_WIDGET (dialog), "open-two-failures");
  wm_test_answer (dialog, "close");
  wm_test_wait_for (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL,
                    "no window left");
  g_rmdir (folder_path);
  g_rmdir (dir);
}

/* `waymark broken.waymark` with no window open: the dialog that says why
 * is the only window on the screen, and nothing is said on the terminal
 * (libadwaita said a message dialog without a transient parent is
 * discouraged); closing it leaves no window. */
static void
test_failure_alone_says_nothing (void)
{
  g_autoptr (GFile) broken = bad_file ("range-reward-gold.waymark");
  GFile *files[] = { broken };
  g_autoptr (GListModel) toplevels = NULL;
  AdwMessageDialog *dialog;
  guint shown = 0;

  close_every_window ();
  g_ptr_array_set_size (said_lines, 0);
  g_application_open (G_APPLICATION (app), files, 1, "");
  dialog = wait_for_dialog ();
  wm_test_wait_laid_out (GTK_WIDGET (dialog), "the dialog");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  assert_nothing_said ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Variant Could Not Be Opened");
  g_assert_nonnull (strstr (details_text (dialog), "Error"));
  /* The only window shown, and the application's only one. */
  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      shown += gtk_widget_get_visible (w);
    }
  g_assert_cmpuint (shown, ==, 1);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);
  wm_test_screenshot (GTK_WIDGET (dialog), "open-failure-alone");
  wm_test_answer (dialog, "close");
  wm_test_wait_for (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL,
                    "no window left");
  assert_nothing_said ();
}

/* The shown count mark of @css_class ("error", "warning") on the sidebar. */
static gboolean
is_count_mark (GtkWidget *widget, gconstpointer css_class)
{
  return gtk_widget_has_css_class (widget, "sidebar-count")
         && gtk_widget_has_css_class (widget, css_class);
}

static GtkWidget *
count_mark (WmWindow *window, const char *css_class)
{
  GtkWidget *mark = wm_test_find_widget (GTK_WIDGET (window), is_count_mark, css_class);

  g_assert_nonnull (mark);
  return mark;
}

/* Whether @mark shows @count, told as "@count @unit" in English (its
 * tooltip and what a screen reader says) or as @said, or is hidden when
 * @count is 0. */
static gboolean
mark_shows (GtkWidget *mark, guint count, const char *unit, const char *said)
{
  g_autofree char *number = g_strdup_printf ("%u", count);
  g_autofree char *english = g_strdup_printf ("%u %s", count, unit);

  if (count == 0)
    return !gtk_widget_get_visible (mark);
  return gtk_widget_get_visible (mark) && g_str_equal (gtk_label_get_text (GTK_LABEL (mark)), number)
         && g_strcmp0 (gtk_widget_get_tooltip_text (mark), said ? said : english) == 0;
}

/* The errors and warnings of @doc as the Validation page finds them. */
/* @file opened in the application's only window, once that shows. */
static WmWindow *
open_in_window (GFile *file)
{
  wm_application_open_file (app, file);
  wm_test_wait_for (gtk_application_get_active_window (GTK_APPLICATION (app)) != NULL,
                    "the window");
  return wm_test_only_window (GTK_APPLICATION (app));
}

static void
count_problems (WmDocument *doc, guint *errors, guint *warnings)
{
  g_autoptr (WmDiagnostics) diags = wm_validation_check (wm_document_get_variant (doc));

  *errors = wm_diagnostics_count_errors (diags);
  *warnings = wm_diagnostics_count (diags) - *errors;
}

/* The sidebar's Validation row shows the counts the page lists, from the
 * first check after opening (the toast that says so is gone in seconds),
 * and follows the edits that make and mend an error. */
static void
test_sidebar_counts (void)
{
  g_autoptr (GFile) file = bad_file ("ref-path-unknown-space.waymark");
  WmWindow *window;
  WmDocument *doc;
  GtkWidget *errors, *warnings;
  guint n_errors, n_warnings, edited, unused;

  close_every_window ();
  window = open_in_window (file);
  doc = wm_window_get_document (window);
  count_problems (doc, &n_errors, &n_warnings);
  g_assert_cmpuint (n_errors, >, 1);
  g_assert_cmpuint (n_warnings, >, 1);
  errors = count_mark (window, "error");
  warnings = count_mark (window, "warning");
  wm_test_wait_for (mark_shows (errors, n_errors, "errors", NULL)
                        && mark_shows (warnings, n_warnings, "warnings", NULL),
                    "the counts on the Validation row");
  wm_test_wait_laid_out (errors, "the count of errors");
  wm_test_screenshot (GTK_WIDGET (window), "sidebar-counts");

  /* An edit that changes the errors, then its undo. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_HAND, 2, NULL));
  count_problems (doc, &edited, &unused);
  g_assert_cmpuint (edited, !=, n_errors);
  wm_test_wait_for (mark_shows (errors, edited, edited == 1 ? "error" : "errors", NULL),
                    "the errors of the edit counted");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_wait_for (mark_shows (errors, n_errors, "errors", NULL), "the edit undone");

  /* In German and Italian, as the window's texts are. */
  {
    g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
    g_autofree char *german = g_strdup_printf ("%u Fehler", n_errors);
    g_autofree char *italian = g_strdup_printf ("%u avvisi", n_warnings);
    GtkWidget *page = wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE);

    if (wm_test_use_language ("de", "de_DE.UTF-8", "Fewest players"))
      {
        wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
        g_assert_true (mark_shows (errors, n_errors, NULL, german));
      }
    else
      g_test_message ("no German locale or catalogue: the marks are not checked in German");
    if (wm_test_use_language ("it", "it_IT.UTF-8", "Fewest players"))
      {
        wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
        g_assert_true (mark_shows (warnings, n_warnings, NULL, italian));
      }
    else
      g_test_message ("no Italian locale or catalogue: the marks are not checked in Italian");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();
}

/* A clean variant shows no count at all. */
static void
test_sidebar_clean (void)
{
  WmWindow *window;
  guint errors, warnings;

  close_every_window ();
  wm_application_new_window (app);
  window = wm_test_only_window (GTK_APPLICATION (app));
  count_problems (wm_window_get_document (window), &errors, &warnings);
  g_assert_cmpuint (errors + warnings, ==, 0);
  wm_validation_page_refresh (
      WM_VALIDATION_PAGE (wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE)));
  g_assert_false (gtk_widget_get_visible (count_mark (window, "error")));
  g_assert_false (gtk_widget_get_visible (count_mark (window, "warning")));
}

/* A Validation page row of the diagnostic with @code (and, unless NULL,
 * @where). */
typedef struct
{
  const char *code;
  const char *where;
} ProblemRow;

static gboolean
is_problem_row (GtkWidget *widget, gconstpointer data)
{
  const ProblemRow *want = data;

  return GTK_IS_LIST_BOX_ROW (widget)
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-code"), want->code) == 0
         && (want->where == NULL
             || g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-where"), want->where) == 0);
}

/* Any row of a problem (one with a code). */
static gboolean
first_problem_row (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX_ROW (widget) && g_object_get_data (G_OBJECT (widget), "wm-code") != NULL;
}

/* The loader's warnings about how the file is written, which validate
 * tells but the editor's checks of the variant read cannot find again
 * (review f, finding 15): the Validation page lists them at the file's
 * lines from the opening, a row leads to where the number is set, and a
 * save, which writes the numbers and the encoding anew, takes them off;
 * reverting to such a file lists them again. */
static void
test_load_warnings_listed (void)
{
  g_autofree char *dir = wm_test_tmp_dir ("wm-load-warnings");
  g_autofree char *path = g_build_filename (dir, "loose.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  ProblemRow hand = { "number-form", "rules" }, encoding = { "xml-encoding", NULL };
  WmWindow *window;
  WmDocument *doc;
  GtkWidget *page, *row, *overlay;
  guint listed;

  close_every_window ();
  wm_test_write_loose_variant (path);
  window = open_in_window (file);
  doc = wm_window_get_document (window);
  page = wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE);
  wm_test_wait_for (wm_test_count_problem_rows (page, "number-form") == 5, "the number-form warnings");
  g_assert_cmpuint (wm_test_count_problem_rows (page, "xml-encoding"), ==, 1);
  listed = wm_validation_page_get_n_problems (WM_VALIDATION_PAGE (page));

  /* hand=" 5" at line 10, with its line and place as every row has. */
  row = wm_test_find_widget (page, is_problem_row, &hand);
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   "line 10 · "));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            "it is read as 5 and saved so"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                                wm_test_find_widget (page, is_problem_row, &encoding))),
                            "Städte"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_wait_laid_out (row, "the number-form row");
  /* For the picture: the warnings in view, the toast about the errors
   * closed (only then: it may be going by itself). */
  overlay = wm_test_find_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  if (g_getenv ("WM_SHOT_DIR") != NULL && wm_test_find_toast (overlay) != NULL)
    wm_test_close_toast (overlay);
  gtk_widget_grab_focus (wm_test_find_widget (page, is_problem_row, &encoding));
  wm_test_wait_frame (page);
  wm_test_screenshot (GTK_WIDGET (window), "validation-load-warnings");
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  wm_test_iterate (30);
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");

  /* Saved, the file says hand="5" in UTF-8: nothing more to say. */
  g_assert_true (wm_document_save (doc, FALSE, &error));
  g_assert_no_error (error);
  wm_test_wait_for (wm_test_count_problem_rows (page, "number-form") == 0, "the warnings gone");
  g_assert_cmpuint (wm_test_count_problem_rows (page, "xml-encoding"), ==, 0);
  g_assert_cmpuint (wm_validation_page_get_n_problems (WM_VALIDATION_PAGE (page)), ==,
                    listed - 6);

  /* Written so again by another program and reloaded: said again. */
  wm_test_write_loose_variant (path);
  g_assert_true (wm_application_reread (window, "Not reloaded", NULL));
  wm_test_wait_for (wm_test_count_problem_rows (page, "number-form") == 5, "the warnings again");
  g_assert_cmpuint (wm_test_count_problem_rows (page, "xml-encoding"), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();
  wm_test_remove_tree (dir);
}

/* The toast on opening counts the loader's warnings about how the file
 * is written, which the next save rewrites: it said nothing of them, and
 * the designer who saved at once had the file rewritten unwarned. Alone,
 * and beside the errors. */
static void
test_load_warnings_toasted (void)
{
  g_autofree char *dir = wm_test_tmp_dir ("wm-load-warnings-toast");
  g_autofree char *loose = g_build_filename (dir, "loose.waymark", NULL);
  g_autofree char *both = g_build_filename (dir, "both.waymark", NULL);
  g_autofree char *bad = g_build_filename (WM_TEST_DATA, "bad", "ref-path-unknown-space.waymark",
                                           NULL);
  g_autofree char *text = NULL;
  g_autoptr (GFile) loose_file = g_file_new_for_path (loose);
  g_autoptr (GFile) both_file = g_file_new_for_path (both);
  GString *spaced;
  WmWindow *window;
  guint errors, unused;

  close_every_window ();
  wm_test_write_loose_variant (loose);
  window = open_in_window (loose_file);
  g_assert_nonnull (wm_test_wait_for_toast (
      wm_test_find_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY),
      "The file has 6 warnings about how it is written: see Validation"));
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();

  /* A file with errors whose goal is written " 20". */
  g_assert_true (g_file_get_contents (bad, &text, NULL, NULL));
  spaced = g_string_new (text);
  g_assert_cmpuint (g_string_replace (spaced, "goal=\"20\"", "goal=\" 20\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (both, spaced->str, spaced->len, NULL));
  g_string_free (spaced, TRUE);
  window = open_in_window (both_file);
  count_problems (wm_window_get_document (window), &errors, &unused);
  {
    g_autofree char *said = g_strdup_printf (
        "The variant has %u errors. The file has 1 warning about how it is written: see "
        "Validation",
        errors);
    g_assert_nonnull (wm_test_wait_for_toast (
        wm_test_find_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), said));
    wm_test_screenshot (GTK_WIDGET (window), "open-load-warnings-toast");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();
  wm_test_remove_tree (dir);
}

/* An edit that changes no problem keeps the Validation page's rows as
 * they are (rebuilding hundreds of them after each edit held up typing
 * for seconds). */
static void
test_rows_kept_when_unchanged (void)
{
  g_autoptr (GFile) file = bad_file ("ref-path-unknown-space.waymark");
  ProblemRow any = { NULL, NULL };
  WmWindow *window;
  WmDocument *doc;
  GtkWidget *page, *first;
  int goal;

  close_every_window ();
  window = open_in_window (file);
  doc = wm_window_get_document (window);
  page = wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE);
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  first = wm_test_find_widget (page, first_problem_row, &any);
  g_assert_nonnull (first);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);

  /* The goal one more: no problem comes or goes. */
  goal = wm_field_get (wm_document_get_variant (doc), WM_FIELD_GOAL);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  g_assert_nonnull (first);
  g_assert_true (first == wm_test_find_widget (page, first_problem_row, &any));

  /* A hand of 2 makes errors: the first row's problem is still there,
   * and its row with it (rows-updated-one-by-one). */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_HAND, 2, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  g_assert_true (first == wm_test_find_widget (page, first_problem_row, &any));
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();
}

/* The Validation page's rows of problems, in the list's order. */
static GPtrArray *
problem_rows (GtkWidget *page)
{
  ProblemRow any = { NULL, NULL };
  GtkWidget *first = wm_test_find_widget (page, first_problem_row, &any);
  GPtrArray *rows = g_ptr_array_new ();
  GtkListBoxRow *row;

  g_assert_nonnull (first);
  for (int i = 0;
       (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (gtk_widget_get_parent (first)), i))
       != NULL;
       i++)
    g_ptr_array_add (rows, row);
  return rows;
}

/* What @rows show, a line each: title and subtitle. */
static char *
rows_text (GPtrArray *rows)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (text, "%s | %s\n",
                            adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                            adw_action_row_get_subtitle (g_ptr_array_index (rows, i)));
  return g_string_free (text, FALSE);
}

/* The page's rows are those a page made afresh for @doc lists, in the
 * validator's order. */
static void
assert_rows_as_made_anew (GtkWidget *page, WmDocument *doc)
{
  GtkWidget *fresh = g_object_ref_sink (wm_validation_page_new ());
  g_autoptr (GPtrArray) rows = problem_rows (page);
  g_autoptr (GPtrArray) fresh_rows = NULL;
  g_autofree char *shown = NULL, *made = NULL;

  wm_validation_page_set_document (WM_VALIDATION_PAGE (fresh), doc);
  wm_validation_page_refresh (WM_VALIDATION_PAGE (fresh));
  fresh_rows = problem_rows (fresh);
  shown = rows_text (rows);
  made = rows_text (fresh_rows);
  g_assert_cmpstr (shown, ==, made);
  wm_validation_page_set_document (WM_VALIDATION_PAGE (fresh), NULL);
  g_object_unref (fresh);
}

static void
give_e01_text (WmVariant *variant, gpointer data)
{
  WmCard *card = wm_variant_find_card (variant, "E01", NULL);

  wm_text_set (&card->text, "en", "Every player draws a card.");
}

/* An edit that adds or removes one problem changes that one row: every
 * other row stays the same widget, in the validator's order, and the
 * keyboard stays on the row it was on (the whole list was made anew,
 * which held up typing for a second and more with 313 warnings); where
 * the focused row's problem goes, the keyboard goes to the row in its
 * place. */
static void
test_rows_updated_one_by_one (void)
{
  g_autoptr (GFile) file = bad_file ("ref-path-unknown-space.waymark");
  ProblemRow e01 = { "card-text-missing", "deck events / card E01" };
  ProblemRow events = { "deck-size", "deck events" };
  ProblemRow movement = { "character-movement-deck", NULL };
  g_autoptr (GPtrArray) before = NULL, after = NULL, undone = NULL, hand = NULL;
  g_autoptr (GError) error = NULL;
  WmWindow *window;
  WmDocument *doc;
  GtkWidget *page, *gone, *focused;
  guint at;

  close_every_window ();
  window = open_in_window (file);
  doc = wm_window_get_document (window);
  page = wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  before = problem_rows (page);
  gone = wm_test_find_widget (page, is_problem_row, &e01);
  g_assert_nonnull (gone);
  g_assert_true (g_ptr_array_find (before, gone, &at));
  focused = wm_test_find_widget (page, is_problem_row, &events);
  wm_test_wait_laid_out (focused, "the row of the Events deck");
  gtk_widget_grab_focus (focused);
  g_assert_true (gtk_widget_has_focus (focused));

  /* E01 given a text: its warning goes, the other rows stay. */
  g_assert_true (wm_document_edit (doc, "Text", give_e01_text, NULL, &error));
  g_assert_no_error (error);
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  after = problem_rows (page);
  g_assert_cmpuint (after->len, ==, before->len - 1);
  for (guint i = 0; i < after->len; i++)
    g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i < at ? i : i + 1));
  g_assert_null (wm_test_find_widget (page, is_problem_row, &e01));
  g_assert_true (gtk_widget_has_focus (focused));
  assert_rows_as_made_anew (page, doc);

  /* Undone: the warning comes back in its place, a row of its own, the
   * others still the same. */
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  undone = problem_rows (page);
  g_assert_cmpuint (undone->len, ==, before->len);
  for (guint i = 0; i < undone->len; i++)
    if (i != at)
      g_assert_true (g_ptr_array_index (undone, i) == g_ptr_array_index (before, i));
  g_assert_true (g_ptr_array_index (undone, at)
                 == (gpointer) wm_test_find_widget (page, is_problem_row, &e01));
  g_assert_true (gtk_widget_has_focus (focused));
  assert_rows_as_made_anew (page, doc);

  /* A hand of 2 says Red's movement deck anew ("fewer than the hand of
   * 2") and makes more errors: the keyboard, on that row, goes to the
   * one in its place; the rows still as the validator orders them. */
  focused = wm_test_find_widget (page, is_problem_row, &movement);
  g_assert_true (g_ptr_array_find (undone, focused, &at));
  gtk_widget_grab_focus (focused);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_HAND, 2, NULL));
  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  hand = problem_rows (page);
  g_assert_false (g_ptr_array_find (hand, focused, NULL));
  g_assert_true (gtk_widget_has_focus (g_ptr_array_index (hand, at)));
  g_assert_true (g_ptr_array_find (hand, wm_test_find_widget (page, is_problem_row, &events), NULL));
  g_assert_true (g_ptr_array_find (undone, wm_test_find_widget (page, is_problem_row, &events),
                                   NULL));
  assert_rows_as_made_anew (page, doc);
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_wait_idle ();
}

int
main (int argc, char **argv)
{
  said_lines = g_ptr_array_new_with_free_func (g_free);
  wm_test_set_log_writer (record_writer);
  wm_test_private_env ("wm-open-errors-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (G_APPLICATION_HANDLES_OPEN);

  g_test_add_func ("/gui/open-errors/dialog-says-where", test_dialog_says_where);
  g_test_add_func ("/gui/open-errors/dialog-counts-once", test_dialog_counts_once);
  g_test_add_func ("/gui/open-errors/failures-share-one-dialog", test_failures_share_one_dialog);
  g_test_add_func ("/gui/open-errors/failure-alone-says-nothing", test_failure_alone_says_nothing);
  g_test_add_func ("/gui/open-errors/sidebar-counts", test_sidebar_counts);
  g_test_add_func ("/gui/open-errors/sidebar-clean", test_sidebar_clean);
  g_test_add_func ("/gui/open-errors/load-warnings-listed", test_load_warnings_listed);
  g_test_add_func ("/gui/open-errors/load-warnings-toasted", test_load_warnings_toasted);
  g_test_add_func ("/gui/open-errors/rows-kept-when-unchanged", test_rows_kept_when_unchanged);
  g_test_add_func ("/gui/open-errors/rows-updated-one-by-one", test_rows_updated_one_by_one);
  return wm_test_app_run (app);
}
