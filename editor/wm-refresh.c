#include "config.h"

#include "wm-refresh.h"

#define PENDING_KEY "wm-refresh-pending"
#define HANDLER_KEY "wm-refresh-handler"

void
wm_refresh_pending (GtkWidget *widget)
{
  WmRefreshFunc refresh = g_object_steal_data (G_OBJECT (widget), PENDING_KEY);

  if (refresh != NULL)
    refresh (widget);
}

static void
mapped_cb (GtkWidget *widget)
{
  WmRefreshFunc refresh = g_object_steal_data (G_OBJECT (widget), PENDING_KEY);
  gulong handler = GPOINTER_TO_SIZE (g_object_steal_data (G_OBJECT (widget), HANDLER_KEY));

  g_clear_signal_handler (&handler, widget);
  if (refresh != NULL)
    refresh (widget);
}

void
wm_refresh_when_shown (GtkWidget *widget, WmRefreshFunc refresh)
{
  g_return_if_fail (GTK_IS_WIDGET (widget) && refresh != NULL);

  if (gtk_widget_get_mapped (widget))
    {
      refresh (widget);
      return;
    }
  g_object_set_data (G_OBJECT (widget), PENDING_KEY, refresh);
  if (g_object_get_data (G_OBJECT (widget), HANDLER_KEY) == NULL)
    {
      gulong handler = g_signal_connect (widget, "map", G_CALLBACK (mapped_cb), NULL);
      g_object_set_data (G_OBJECT (widget), HANDLER_KEY, GSIZE_TO_POINTER (handler));
    }
}

void
wm_refresh_close_popovers (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
        gtk_popover_popdown (GTK_POPOVER (child));
      wm_refresh_close_popovers (child);
    }
}
