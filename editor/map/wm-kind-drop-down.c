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

/* A label of @text in @stack, named by @position. */
static GtkLabel *
add_label (GtkWidget *stack, const char *text, guint position)
{
  g_autofree char *key = kind_key ((int)position);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_stack_add_named (GTK_STACK (stack), label, key);
  return GTK_LABEL (label);
}

/* A stack as wide as the widest of its labels, whichever is shown. */
static GtkWidget *
button_stack (void)
{
  GtkWidget *stack = gtk_stack_new ();

  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  return stack;
}

static void
button_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *stack = button_stack ();

  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    add_label (stack, wm_map_space_kind_short_label ((WmSpaceKind)k), k);
  gtk_list_item_set_child (item, stack);
}

static void
button_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  guint kind = gtk_list_item_get_position (item);
  g_autofree char *key = kind_key ((int)MIN (kind, WM_N_SPACE_KINDS - 1));

  gtk_stack_set_visible_child_name (GTK_STACK (gtk_list_item_get_child (item)), key);
}

/* @dropdown's list naming each item whole, its button made by @setup and
 * @bind (given @dropdown); returned. */
static GtkWidget *
fit_button (GtkWidget *dropdown, GCallback setup, GCallback bind)
{
  g_autoptr (GtkListItemFactory) button = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), dropdown);
  wm_drop_down_fit (dropdown, WM_DROP_DOWN_WHOLE); /* the list */
  g_signal_connect (button, "setup", setup, NULL);
  g_signal_connect (button, "bind", bind, dropdown);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
  return dropdown;
}

GtkWidget *
wm_kind_drop_down_fit (GtkWidget *dropdown)
{
  return fit_button (dropdown, G_CALLBACK (button_setup_cb), G_CALLBACK (button_bind_cb));
}

/* The names drop-down's button: a label for every item of the drop-down's
 * model (made anew at each bind, as the model is replaced when the
 * variant's path types change), the chosen one shown. */
static void
names_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_list_item_set_child (item, button_stack ());
}

static void
names_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *dropdown)
{
  GtkWidget *stack = gtk_list_item_get_child (item);
  GListModel *model = gtk_drop_down_get_model (dropdown);
  guint n = model ? g_list_model_get_n_items (model) : 0;
  GtkWidget *child;
  g_autofree char *key = kind_key ((int)gtk_list_item_get_position (item));

  while ((child = gtk_widget_get_first_child (stack)) != NULL)
    gtk_stack_remove (GTK_STACK (stack), child);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkStringObject) name = g_list_model_get_item (model, i);

      /* Cut short only where the bar is narrower than the name. */
      gtk_label_set_ellipsize (add_label (stack, gtk_string_object_get_string (name), i),
                               PANGO_ELLIPSIZE_END);
    }
  if (gtk_stack_get_child_by_name (GTK_STACK (stack), key) != NULL)
    gtk_stack_set_visible_child_name (GTK_STACK (stack), key);
}

GtkWidget *
wm_names_drop_down_fit (GtkWidget *dropdown)
{
  return fit_button (dropdown, G_CALLBACK (names_setup_cb), G_CALLBACK (names_bind_cb));
}
