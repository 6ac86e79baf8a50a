/* Recovered work keeps the loader's warnings about how its original is
 * written (goal=" 20" read as 20; a wrong encoding): the Validation page
 * lists them until the work is saved, which rewrites them, as for the file
 * opened. The recovery file is Waymark's own writing, without them, so the
 * recovered work lost them, also when the original had been opened again
 * (dropped on the window) before the question was answered: the work
 * took that window's place, and a save rewrote the file without a word.
 * The toast that says the work was recovered counts them, as the one on
 * opening the file does. */

#include "config.h"

#include "wm-test-gui.h"

#include <adwaita.h>

#include "wm-document.h"
#include "wm-recovery.h"
#include "wm-test-tmp.h"
#include "wm-validation-page.h"

static WmApplication *app;
static char *dir;
static char *originals[2];

/* Work on a loosely written file that a crashed Waymark left: its
 * recovery file and its lock file there and free. */
static void
plant_abandoned (const char *path, int goal)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
  g_autoptr (WmDocument) doc = NULL;

  wm_test_write_loose_variant (path);
  doc = wm_document_new_from_file (file, diags, NULL);
  g_assert_nonnull (doc);
  g_assert_cmpuint (wm_diagnostics_count (wm_document_get_load_warnings (doc)), ==, 6);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal, NULL));
  g_assert_true (wm_document_autosave_now (doc, NULL));
  wm_recovery_release (wm_document_get_recovery_path (doc));
}

/* Drops @path on @window, as a file manager does. */
static void
drop_file (WmWindow *window, const char *path)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GSList files = { file, NULL };
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, &files);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &dropped);
    }
  g_value_unset (&value);
  g_assert_true (dropped);
}

/* The Validation page of @window lists the six warnings of the loose file. */
static void
assert_load_warnings_listed (WmWindow *window)
{
  GtkWidget *page = wm_test_find_of_type (GTK_WIDGET (window), WM_TYPE_VALIDATION_PAGE);

  wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
  g_assert_cmpuint (wm_test_count_problem_rows (page, "number-form"), ==, 5);
  g_assert_cmpuint (wm_test_count_problem_rows (page, "xml-encoding"), ==, 1);
}

static GtkWidget *
overlay_of (WmWindow *window)
{
  return wm_test_find_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
}

/* The toast of @window says that its work was recovered, and then what
 * the toast on opening the file says: the variant's errors (the tiny test
 * variant has some) and the 6 warnings about how the file is written. */
static void
assert_recovered_toast (WmWindow *window)
{
  g_autofree char *opened = wm_validation_opened_message (wm_window_get_document (window));
  g_autofree char *said = NULL;

  g_assert_nonnull (opened);
  g_assert_true (
      g_str_has_suffix (opened, "The file has 6 warnings about how it is written: see Validation"));
  said = g_strconcat ("Unsaved work recovered. ", opened, NULL);
  g_assert_nonnull (wm_test_wait_for_toast (overlay_of (window), said));
}

static void
test_recovered (void)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ());
  WmWindow *shown = wm_test_only_window (GTK_APPLICATION (app));
  WmWindow *recovered, *dropped;

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Recover Unsaved Work?");
  /* The second original dropped on the window before the answer: it
   * takes the untouched base game's window, its warnings listed. */
  drop_file (shown, originals[1]);
  wm_test_wait_for (wm_test_window_of (GTK_APPLICATION (app), originals[1]) == shown,
                    "the dropped file opened");
  assert_load_warnings_listed (shown);
  /* its toast said so, and goes for the next */
  g_assert_nonnull (wm_test_wait_for_toast (overlay_of (shown), "The file has 6 warnings"));
  wm_test_close_toast (overlay_of (shown));

  adw_message_dialog_response (dialog, "recover");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_wait_for (wm_test_window_of (GTK_APPLICATION (app), originals[0]) != NULL,
                    "the first work recovered");
  recovered = wm_test_window_of (GTK_APPLICATION (app), originals[0]);
  dropped = wm_test_window_of (GTK_APPLICATION (app), originals[1]);
  g_assert_true (dropped == shown);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);

  /* The work recovered, its goal edited, its original's warnings listed. */
  g_assert_cmpint (wm_document_get_variant (wm_window_get_document (recovered))->rules.goal, ==,
                   31);
  assert_load_warnings_listed (recovered);
  assert_recovered_toast (recovered);
  /* The work on the file dropped took its window's place, its warnings
   * still listed; dropped again, the window stays as it is. */
  g_assert_cmpint (wm_document_get_variant (wm_window_get_document (dropped))->rules.goal, ==, 32);
  assert_load_warnings_listed (dropped);
  assert_recovered_toast (dropped);
  drop_file (dropped, originals[1]);
  wm_test_iterate (50);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);
  g_assert_cmpint (wm_document_get_variant (wm_window_get_document (dropped))->rules.goal, ==, 32);
  assert_load_warnings_listed (dropped);
  wm_test_screenshot (GTK_WIDGET (dropped), "recovered-load-warnings");
}

int
main (int argc, char **argv)
{
  int status;

  wm_test_private_env ("wm-recovery-warnings-xdg");
  gtk_test_init (&argc, &argv, NULL);
  dir = wm_test_tmp_dir ("wm-recovery-warnings");
  originals[0] = g_build_filename (dir, "first.waymark", NULL);
  originals[1] = g_build_filename (dir, "second.waymark", NULL);
  plant_abandoned (originals[0], 31);
  plant_abandoned (originals[1], 32);
  app = wm_test_app_start (G_APPLICATION_HANDLES_OPEN);

  g_test_add_func ("/gui/recovery/load-warnings-kept", test_recovered);
  status = wm_test_app_run (app);
  wm_test_remove_tree (dir);
  return status;
}
