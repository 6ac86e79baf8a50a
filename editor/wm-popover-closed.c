#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-popover-closed.h"

/* GTK 4.8 on X11 lost the first click after a popover closed: picking an
 * effect's When from its list with the mouse, then clicking one of the
 * effect's path types, ticked nothing.
 *
 * The window sends a pointer press to the widget it holds as under the
 * pointer, without picking again. A closed popover keeps its hidden
 * surface, and a motion GTK asks for after a layout ("the pointer did not
 * move but the widgets did") can still be delivered to that surface at
 * the next frame: GTK picks nothing in the hidden popover and takes the
 * popover itself as the widget under the pointer. The next press goes to
 * the hidden popover; only its release sets things right, so the second
 * click acts. A window manager makes no difference.
 *
 * A popover without a surface receives nothing: it is unrealized as it
 * closes, after it was unmapped (GtkPopover emits ::closed last in its
 * hide), and GTK realizes it again when it next opens. It must be at once,
 * not at an idle: by then the window may already hold the hidden popover
 * as under the pointer, and asking a motion of a popover without a
 * surface crashes GTK. */

static gboolean
closed_hook (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  GtkWidget *popover = g_value_get_object (&values[0]);

  if (!gtk_widget_get_mapped (popover) && gtk_widget_get_realized (popover))
    gtk_widget_unrealize (popover);
  return TRUE;
}

void
wm_popover_closed_drop_surfaces (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* Its signals exist once the class is initialized; kept for good. */
      gpointer klass = g_type_class_ref (GTK_TYPE_POPOVER);
      guint signal_id = g_signal_lookup ("closed", G_TYPE_FROM_CLASS (klass));

      g_signal_add_emission_hook (signal_id, 0, closed_hook, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}
