#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-window-private.h"

/* Window actions (win.*). Their shortcuts are set in one place, with the
 * application's, in wm-application.c. */

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!wm_document_undo (self->document, &error))
    wm_window_toast (self, error->message);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!wm_document_redo (self->document, &error))
    wm_window_toast (self, error->message);
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_save (WM_WINDOW (widget), FALSE);
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_save (WM_WINDOW (widget), TRUE);
}

static void
revert_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_revert (WM_WINDOW (widget));
}

static void
close_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
show_section_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_show_section (WM_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
wm_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.revert", NULL, revert_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.show-section", "s", show_section_action);
}

static void
set_step_tooltip (WmWindow *self, const char *button, const char *format, const char *step,
                  const char *fallback)
{
  GObject *widget = gtk_widget_get_template_child (GTK_WIDGET (self), WM_TYPE_WINDOW, button);
  g_autofree char *text = step != NULL ? g_strdup_printf (format, step) : g_strdup (fallback);

  if (widget != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (widget), text);
}

/* Enables what makes sense for the document's state, names the next undo
 * and redo steps in their buttons' tooltips and highlights Save while there
 * is something to save. */
void
wm_window_actions_update (WmWindow *self)
{
  WmDocument *doc = self->document;
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_file = doc != NULL && wm_document_get_file (doc) != NULL;
  gboolean modified = doc != NULL && wm_document_get_modified (doc);
  GObject *save = gtk_widget_get_template_child (widget, WM_TYPE_WINDOW, "save_button");

  /* Translators: %s is an edit, such as "Change “Goal”". */
  set_step_tooltip (self, "undo_button", _("Undo: %s"),
                    doc != NULL ? wm_document_get_undo_label (doc) : NULL, _("Undo"));
  /* Translators: %s is an edit, such as "Change “Goal”". */
  set_step_tooltip (self, "redo_button", _("Redo: %s"),
                    doc != NULL ? wm_document_get_redo_label (doc) : NULL, _("Redo"));
  if (save != NULL)
    {
      if (modified)
        gtk_widget_add_css_class (GTK_WIDGET (save), "suggested-action");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (save), "suggested-action");
    }

  gtk_widget_action_set_enabled (widget, "win.undo", doc != NULL && wm_document_can_undo (doc));
  gtk_widget_action_set_enabled (widget, "win.redo", doc != NULL && wm_document_can_redo (doc));
  gtk_widget_action_set_enabled (widget, "win.save", doc != NULL && (modified || !has_file));
  gtk_widget_action_set_enabled (widget, "win.revert", has_file && modified);
}
