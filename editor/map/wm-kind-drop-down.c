/* The button of a drop-down follows the width of the item chosen: on the
 * Map toolbar a castle slot for new spaces ("Burg-Wegpunkt (Burg oder
 * Gasthaus)") wrapped the toolbar to a second row at 1024 px, and the
 * canvas under it dropped 40 px under the designer's next click. Each
 * kind's short name lies in a stack on the button, which is as wide as
 * the widest of them whichever is shown. */

#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include "wm-drop-down-fit.h"
#include "wm-kind-drop-down.h"
#include "wm-map-edits.h"

static char *
kind_key (int kind)
{
  return g_strdup_printf ("%d", kind);
}

static void
button_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *stack = gtk_stack_new ();

  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    {
      g_autofree char *key = kind_key (k);
      GtkWidget *label = gtk_label_new (wm_map_space_kind_short_label ((WmSpaceKind)k));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_stack_add_named (GTK_STACK (stack), label, key);
    }
  gtk_list_item_set_child (item, stack);
}

static void
button_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  guint kind = gtk_list_item_get_position (item);
  g_autofree char *key = kind_key ((int)MIN (kind, WM_N_SPACE_KINDS - 1));

  gtk_stack_set_visible_child_name (GTK_STACK (gtk_list_item_get_child (item)), key);
}

GtkWidget *
wm_kind_drop_down_fit (GtkWidget *dropdown)
{
  g_autoptr (GtkListItemFactory) button = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), dropdown);
  wm_drop_down_fit (dropdown, WM_DROP_DOWN_WHOLE); /* the list */
  g_signal_connect (button, "setup", G_CALLBACK (button_setup_cb), NULL);
  g_signal_connect (button, "bind", G_CALLBACK (button_bind_cb), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
  return dropdown;
}
