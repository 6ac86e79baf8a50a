#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-popup-tooltip.h"

/* Setting the text to NULL also hides a tooltip on screen. The text is
 * kept on the widget, to come back when the list closes. */
static void
popover_shown_cb (GtkWidget *popover, GtkWidget *widget)
{
  const char *text = gtk_widget_get_tooltip_text (widget);

  if (text == NULL)
    return;
  g_object_set_data_full (G_OBJECT (widget), "wm-hidden-tooltip", g_strdup (text), g_free);
  gtk_widget_set_tooltip_text (widget, NULL);
}

static void
popover_hidden_cb (GtkWidget *popover, GtkWidget *widget)
{
  const char *text = g_object_get_data (G_OBJECT (widget), "wm-hidden-tooltip");

  if (text == NULL)
    return;
  gtk_widget_set_tooltip_text (widget, text);
  g_object_set_data (G_OBJECT (widget), "wm-hidden-tooltip", NULL);
}

/* The widget a popover belongs to is its parent: a drop-down keeps its
 * list's popover as a child, a menu button its menu's, and a context
 * menu is set on its widget. */
static gboolean
popover_hook (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer shown)
{
  GtkWidget *popover = g_value_get_object (&values[0]);
  GtkWidget *owner = GTK_IS_POPOVER (popover) ? gtk_widget_get_parent (popover) : NULL;

  if (owner == NULL)
    return TRUE;
  if (shown)
    popover_shown_cb (popover, owner);
  else
    popover_hidden_cb (popover, owner);
  return TRUE;
}

void
wm_popup_tooltips_hide_while_open (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      g_signal_add_emission_hook (g_signal_lookup ("show", GTK_TYPE_WIDGET), 0, popover_hook,
                                  GINT_TO_POINTER (TRUE), NULL);
      g_signal_add_emission_hook (g_signal_lookup ("hide", GTK_TYPE_WIDGET), 0, popover_hook,
                                  GINT_TO_POINTER (FALSE), NULL);
      g_once_init_leave (&installed, 1);
    }
}
