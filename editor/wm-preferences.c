#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "wm-number-field.h"
#include "wm-preferences.h"
#include "wm-settings.h"

static const char *const paper_sizes[] = { "a4", "letter", NULL };
/* The print-language key's choices: "" for the language the texts are
 * shown in (wm_variant_display_language ()), then English and the
 * languages of po/LINGUAS, whose catalogues translate the sheets a print
 * job adds (cover, how to print). Any other language of a variant is
 * chosen in Print & Export itself. */
static const char *const print_languages[] = { "", "en", "de", "it", NULL };

static gboolean
index_from_string (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *const *choices = user_data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], s))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
string_from_index (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char *const *choices = user_data;
  guint i = g_value_get_uint (value);

  return g_variant_new_string (i < g_strv_length ((char **) choices) ? choices[i] : choices[0]);
}

static GtkWidget *
combo_row (const char *title, const char *subtitle, const char *const *labels, const char *key,
           const char *const *choices)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new ((const char *const *) labels);
  GSettings *settings = wm_settings_get ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  if (settings != NULL)
    g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                  index_from_string, string_from_index, (gpointer) choices, NULL);
  else
    gtk_widget_set_sensitive (row, FALSE);
  return row;
}

GtkWindow *
wm_preferences_new (GtkWindow *parent)
{
  GtkWidget *window = adw_preferences_window_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = wm_number_field_new (1, 600, 1);
  GSettings *settings = wm_settings_get ();
  const char *paper_labels[] = { _("A4"), _("US Letter"), NULL };
  const char *language_labels[]
      = { _("As the texts are shown"), _("English"), _("German"), _("Italian"), NULL };

  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Files"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Autosave delay"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Seconds after the last change before unsaved work is copied "
                                 "to a recovery file"));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (spin), _("Autosave delay"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  if (settings != NULL)
    g_settings_bind (settings, "autosave-delay", spin, "value", G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (row, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Printing"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (_("Paper size"), _("The paper Print & Export starts with"),
                                        paper_labels, "paper-size", paper_sizes));
  adw_preferences_group_add (
      ADW_PREFERENCES_GROUP (group),
      combo_row (_("Print language"),
                 _("Print & Export starts in this language when the variant has it, "
                   "otherwise in the language its texts are shown in (Main menu → Text "
                   "Language)"),
                 language_labels, "print-language", print_languages));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
  return GTK_WINDOW (window);
}
