/* The question that offers left-over work claims it while it is up (a
 * second Waymark starting then does not offer it too), and Later gives it
 * back: the files stay and the next start offers them again. */

#include "config.h"

#include "wm-test-gui.h"

#include <adwaita.h>

#include "wm-document.h"
#include "wm-recovery.h"

static WmApplication *app;
static char *abandoned_path;

/* Work a crashed Waymark left: its lock file there and free. */
static void
plant_abandoned (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();

  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, 44, NULL));
  g_assert_true (wm_document_autosave_now (doc, NULL));
  abandoned_path = g_strdup (wm_document_get_recovery_path (doc));
  wm_recovery_release (abandoned_path);
}

/* Whether this process would offer @path now, as a second Waymark would
 * (its own claims are answered from its table, as another's lock). */
static gboolean
offered_now (const char *path)
{
  g_autoptr (GPtrArray) entries = wm_recovery_list_abandoned ();

  for (guint i = 0; i < entries->len; i++)
    if (g_strcmp0 (((WmRecoveryEntry *) g_ptr_array_index (entries, i))->path, path) == 0)
      return TRUE;
  return FALSE;
}

static void
test_later_gives_back (void)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ());

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Recover Unsaved Work?");
  g_assert_false (offered_now (abandoned_path));
  /* Responding does not close an AdwMessageDialog; its buttons do both. */
  adw_message_dialog_response (dialog, "later");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (50);
  g_assert_true (g_file_test (abandoned_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (offered_now (abandoned_path));
  wm_recovery_remove (abandoned_path);
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-later-xdg");
  gtk_test_init (&argc, &argv, NULL);
  plant_abandoned ();
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/recovery/later-gives-back", test_later_gives_back);
  return wm_test_app_run (app);
}
