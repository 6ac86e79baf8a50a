/* A drop-down is as wide as its longest item unless its button may cut
 * the item short or wrap it: the longest effect type and scope side by
 * side (German: 'Die Wegart einer Wegekarte ändern') widened the window
 * past a laptop screen, and the Map inspector's Kind ('Burg-Wegpunkt (Burg
 * oder Gasthaus)') was cut at the inspector's edge. The opened list shows
 * every item whole. */

#include "config.h"

#include "wm-drop-down-fit.h"

static void
label_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  WmDropDownFit fit = GPOINTER_TO_INT (data);
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_xalign (label, 0);
  if (fit == WM_DROP_DOWN_ELLIPSIZED || fit == WM_DROP_DOWN_SHORT)
    gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  if (fit == WM_DROP_DOWN_SHORT)
    gtk_label_set_max_width_chars (label, 16);
  if (fit == WM_DROP_DOWN_WRAPPED || fit == WM_DROP_DOWN_TWO_LINES)
    gtk_label_set_wrap (label, TRUE);
  /* Cut in its middle on one line, "This deck: Quests…and Elmswick (12)"
   * no longer said which deck (review 20, R20-9); on two, what the choice
   * is and its count stay in view. */
  if (fit == WM_DROP_DOWN_TWO_LINES)
    {
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (label, 2);
      gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_MIDDLE);
    }
  gtk_list_item_set_child (item, GTK_WIDGET (label));
}

static void
label_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static GtkListItemFactory *
label_factory (WmDropDownFit fit)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (label_setup_cb), GINT_TO_POINTER (fit));
  g_signal_connect (factory, "bind", G_CALLBACK (label_bind_cb), NULL);
  return factory;
}

GtkWidget *
wm_drop_down_fit (GtkWidget *dropdown, WmDropDownFit fit)
{
  g_autoptr (GtkListItemFactory) button = label_factory (fit);
  g_autoptr (GtkListItemFactory) list = label_factory (WM_DROP_DOWN_WHOLE);

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), dropdown);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list);
  return dropdown;
}

/* The first GtkSearchEntry under @widget, its popovers included. */
static GtkWidget *
search_entry_under (GtkWidget *widget)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = search_entry_under (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
wm_drop_down_enable_search (GtkDropDown *dropdown, const char *placeholder)
{
  GtkWidget *entry;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (placeholder != NULL);
  gtk_drop_down_set_enable_search (dropdown, TRUE);
  /* GTK 4.8's own placeholder, "Search…", is not in its catalogues: an
   * Italian or German window showed it in English (review 24). */
  entry = search_entry_under (GTK_WIDGET (dropdown));
  if (entry != NULL)
    g_object_set (entry, "placeholder-text", placeholder, NULL);
}
