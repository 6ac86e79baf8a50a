#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-value-drop-down.h"

#define VALUES "wm-values"
/* Whether the drop-down's first item is the one for a value it lacks. */
#define MISSING_ITEM "wm-missing-item"

void
wm_value_drop_down_set_values (GtkWidget *dropdown, GStrv values)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_object_set_data_full (G_OBJECT (dropdown), VALUES, values, (GDestroyNotify) g_strfreev);
}

const char *
wm_value_drop_down_get_value (GtkWidget *dropdown)
{
  GStrv values = g_object_get_data (G_OBJECT (dropdown), VALUES);
  guint selected;

  if (values == NULL)
    return NULL;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));
  return selected < g_strv_length (values) ? values[selected] : NULL;
}

/* Puts (@value non-NULL) or takes away the first item for a value no item
 * stands for: a reference to nothing the variant has, "(missing:
 * nowhere)", or none at all where one is needed (@value ""), "(none
 * chosen)". A target town "nowhere" showed as "(one target)", a task's
 * town, missing or not there, as the first town: the very problem the
 * Validation page jumps to was hidden, and choosing that town looked like
 * no change. */
static void
set_missing_item (GtkWidget *dropdown, const char *value)
{
  GtkStringList *titles = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown)));
  GStrv values = g_object_get_data (G_OBJECT (dropdown), VALUES);
  gboolean has = g_object_get_data (G_OBJECT (dropdown), MISSING_ITEM) != NULL;
  g_autofree char *title = NULL;
  GStrvBuilder *builder;

  /* Every refresh of the form comes here: no item to take away, no work. */
  if (!has && value == NULL)
    return;
  builder = g_strv_builder_new ();
  if (value != NULL)
    g_strv_builder_add (builder, value);
  g_strv_builder_addv (builder, (const char **) values + (has ? 1 : 0));
  wm_value_drop_down_set_values (dropdown, g_strv_builder_end (builder));
  g_strv_builder_unref (builder);
  if (value != NULL && *value == '\0')
    /* TRANSLATORS: a drop-down item for a value the file must give and
     * does not (a task's town, a character's start town). */
    title = g_strdup (_("(none chosen)"));
  else if (value != NULL)
    /* TRANSLATORS: a drop-down item for a reference to something the
     * variant does not have; %s is the id the file names. */
    title = g_strdup_printf (_("(missing: %s)"), value);
  gtk_string_list_splice (titles, 0, has ? 1 : 0, value ? (const char *const[]) { title, NULL } : NULL);
  g_object_set_data (G_OBJECT (dropdown), MISSING_ITEM, GINT_TO_POINTER (value != NULL));
}

void
wm_value_drop_down_select (GtkWidget *dropdown, const char *value)
{
  GStrv values;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  if (value == NULL)
    value = "";
  set_missing_item (dropdown, NULL);
  values = g_object_get_data (G_OBJECT (dropdown), VALUES);
  for (guint i = 0; values && values[i]; i++)
    if (g_str_equal (values[i], value))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), i);
        return;
      }
  set_missing_item (dropdown, value);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
}
