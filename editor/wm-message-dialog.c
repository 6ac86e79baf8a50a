#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-message-dialog.h"

void
wm_message_dialog_add_choice (AdwMessageDialog *dialog, const char *keep_id,
                              const char *keep_label, const char *go_id, const char *go_label,
                              AdwResponseAppearance appearance)
{
  adw_message_dialog_add_responses (dialog, keep_id, keep_label, go_id, go_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, go_id, appearance);
  if (appearance == ADW_RESPONSE_SUGGESTED)
    adw_message_dialog_set_default_response (dialog, go_id);
  adw_message_dialog_set_close_response (dialog, keep_id);
}

/* A dialog with no window to stand over (every file named on the command
 * line failed to open) stands alone on the screen. libadwaita wants every
 * message dialog transient for a window and says so on the terminal when
 * one is not; so its parent is a window never shown, which goes with it.
 * GTK tells the window manager of a parent only once that parent is
 * realized, so the dialog is still shown as a window of its own, and no
 * empty window stands behind it. */
static void
stand_alone (GtkWidget *dialog)
{
  GtkWidget *owner = gtk_window_new ();

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (owner));
  g_signal_connect_swapped (dialog, "destroy", G_CALLBACK (gtk_window_destroy), owner);
}

GtkWidget *
wm_message_dialog_tell (GtkWidget *over, const char *heading, const char *body,
                        GtkWidget *details)
{
  GtkRoot *root = over != NULL ? gtk_widget_get_root (over) : NULL;
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);

  if (!GTK_IS_WINDOW (root))
    stand_alone (dialog);

  if (details != NULL)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
