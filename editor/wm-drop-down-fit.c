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
/* The first widget of @type under @widget (itself included, depth first):
 * the parts of a drop-down's list, which GTK 4.8 gives no getter for. */
static GtkWidget *
widget_under (GtkWidget *widget, GType type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = widget_under (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* GTK 4.8 matches the search against the start of each item only (4.12
 * has search-match-mode): "E21" or "road" found nothing in "Highway
 * Couriers (E21)" (review 25e). The filter is the string filter of the
 * list's filter model, made anew when the expression is set. */
static void
search_anywhere (GtkDropDown *dropdown)
{
  GtkWidget *list = widget_under (GTK_WIDGET (dropdown), GTK_TYPE_LIST_VIEW);
  GtkSelectionModel *selection = list ? gtk_list_view_get_model (GTK_LIST_VIEW (list)) : NULL;
  GListModel *model = GTK_IS_SINGLE_SELECTION (selection)
                          ? gtk_single_selection_get_model (GTK_SINGLE_SELECTION (selection))
                          : NULL;
  GtkFilter *filter = GTK_IS_FILTER_LIST_MODEL (model)
                          ? gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (model))
                          : NULL;

  if (GTK_IS_STRING_FILTER (filter))
    gtk_string_filter_set_match_mode (GTK_STRING_FILTER (filter),
                                      GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  else
    g_warning ("a drop-down's search stays a prefix search: its list has no string filter");
}

void
wm_drop_down_enable_search (GtkDropDown *dropdown, const char *placeholder)
{
  GtkWidget *entry, *popover;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (placeholder != NULL);
  g_return_if_fail (gtk_drop_down_get_expression (dropdown) != NULL);
  gtk_drop_down_set_enable_search (dropdown, TRUE);
  search_anywhere (dropdown);
  entry = widget_under (GTK_WIDGET (dropdown), GTK_TYPE_SEARCH_ENTRY);
  popover = widget_under (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  if (entry == NULL || popover == NULL)
    return;
  /* GTK 4.8's own placeholder, "Search…", is not in its catalogues: an
   * Italian or German window showed it in English (review 24). */
  g_object_set (entry, "placeholder-text", placeholder, NULL);
  /* The list takes the keyboard as it opens: what is typed there goes to
   * the search, as the README says ("type to search the list"), and the
   * arrows still walk the list. */
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (entry), popover);
}
