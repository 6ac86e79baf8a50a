#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-popup-tooltip.h"

/* The popover that @widget opens: a menu button's, or the child popover a
 * drop-down keeps for its list. */
static GtkWidget *
find_popover (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    return GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      return c;
  return NULL;
}

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

void
wm_popup_tooltip_hide_while_open (GtkWidget *widget)
{
  GtkWidget *popover;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  popover = find_popover (widget);
  g_return_if_fail (popover != NULL);
  g_signal_connect_object (popover, "show", G_CALLBACK (popover_shown_cb), widget, 0);
  g_signal_connect_object (popover, "hide", G_CALLBACK (popover_hidden_cb), widget, 0);
}
