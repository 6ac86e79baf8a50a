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

GtkWidget *
wm_message_dialog_tell (GtkWidget *over, const char *heading, const char *body,
                        GtkWidget *details)
{
  GtkRoot *root = over != NULL ? gtk_widget_get_root (over) : NULL;
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);

  if (details != NULL)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
