#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-file-chooser.h"

static GtkWidget *
find_of_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_of_type (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The dialog GTK shows for @native where there is no portal: shown, over
 * the same window, with the same title; NULL for the desktop's. */
static GtkWidget *
own_dialog_of (GtkNativeDialog *native)
{
  GtkWindow *parent = gtk_native_dialog_get_transient_for (native);
  const char *title = gtk_native_dialog_get_title (native);
  GtkWidget *found = NULL;

  for (GList *l = gtk_window_list_toplevels (); l; l = g_list_delete_link (l, l))
    if (found == NULL && GTK_IS_FILE_CHOOSER_DIALOG (l->data) && gtk_widget_get_visible (l->data)
        && gtk_window_get_transient_for (l->data) == parent
        && g_strcmp0 (gtk_window_get_title (l->data), title) == 0)
      found = l->data;
  return found;
}

void
wm_file_chooser_show (GtkFileChooserNative *native)
{
  GType path_bar_type;
  GtkWidget *dialog, *bar;
  gboolean has_path = FALSE;

  g_return_if_fail (GTK_IS_FILE_CHOOSER_NATIVE (native));

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  /* GTK's own type, known once a path bar has been made. */
  path_bar_type = g_type_from_name ("GtkPathBar");
  /* Before anything is drawn: the dialog is mapped, its first frame is to
   * come. */
  dialog = path_bar_type != 0 ? own_dialog_of (GTK_NATIVE_DIALOG (native)) : NULL;
  bar = dialog != NULL ? find_of_type (dialog, path_bar_type) : NULL;
  if (bar == NULL)
    return;
  /* The path's buttons toggle; the two scroll buttons do not. */
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c))
    has_path = has_path || GTK_IS_TOGGLE_BUTTON (c);
  if (has_path)
    return;
  /* As the bar itself leaves out the scroll buttons it has no room for:
   * measured, but neither mapped nor drawn until it places them. */
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c))
      gtk_widget_set_child_visible (c, FALSE);
}
