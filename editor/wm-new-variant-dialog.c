#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-message-dialog.h"
#include "wm-new-variant-dialog.h"
#include "wm-variant-template.h"

#define CHECKS_KEY "wm-template-checks"

/* What the dialog offers, in its order. */
static const struct
{
  WmTemplate which;
  const char *title;
  const char *subtitle;
} choices[] = {
  { WM_TEMPLATE_BASE, N_("_Base game (4 regions)"),
    N_("Eight towns, four weapon types and every deck of the base game") },
  { WM_TEMPLATE_SMALL, N_("_Small board (2 regions)"),
    N_("A 2 × 1 board with four towns and two weapon types, quick to reshape and to play") },
  { WM_TEMPLATE_BLANK, N_("_Empty board (1 empty region)"),
    N_("From scratch: the base game's rules and path types, one region to draw and empty decks, "
       "for a game of your own") },
};

/* @label without its mnemonic underscores, as a screen reader says it. */
static char *
without_mnemonic (const char *label)
{
  GString *plain = g_string_new (NULL);

  for (const char *c = label; *c != '\0'; c++)
    {
      if (*c == '_' && c[1] != '_')
        continue; /* a lone underscore marks the mnemonic */
      if (*c == '_')
        c++; /* "__" stands for an underscore */
      g_string_append_c (plain, *c);
    }
  return g_string_free (plain, FALSE);
}

/* One choice: a radio button in front of its title and explanation. The
 * whole row chooses (click, Space or Enter on it, or its mnemonic), and the
 * button is named and described as the row is, for screen readers. */
static GtkWidget *
new_choice_row (guint index, GtkCheckButton *group, GtkCheckButton **check)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = without_mnemonic (_(choices[index].title));

  *check = GTK_CHECK_BUTTON (gtk_check_button_new ());
  if (group != NULL)
    gtk_check_button_set_group (*check, group);
  gtk_widget_set_valign (GTK_WIDGET (*check), GTK_ALIGN_CENTER);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(choices[index].title));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(choices[index].subtitle));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), GTK_WIDGET (*check));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (*check));
  gtk_accessible_update_property (GTK_ACCESSIBLE (*check), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(choices[index].subtitle),
                                  -1);
  return row;
}

/* The arrow keys move the list's selection, which chooses the template
 * it lands on: Enter then creates what is in focus, as with radio buttons
 * elsewhere, not the choice left behind. */
static void
row_selected_cb (GtkListBox *list, GtkListBoxRow *row, GtkCheckButton **checks)
{
  if (row != NULL)
    gtk_check_button_set_active (checks[gtk_list_box_row_get_index (row)], TRUE);
}

/* A click on a radio button (or its mnemonic) selects its row too. */
static void
check_toggled_cb (GtkCheckButton *check, GtkListBoxRow *row)
{
  GtkWidget *list = gtk_widget_get_parent (GTK_WIDGET (row));

  if (gtk_check_button_get_active (check) && GTK_IS_LIST_BOX (list))
    gtk_list_box_select_row (GTK_LIST_BOX (list), row);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  GtkCheckButton **checks = g_object_get_data (G_OBJECT (dialog), CHECKS_KEY);
  GApplication *app = g_application_get_default ();

  if (g_strcmp0 (response, "create") != 0 || app == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    if (gtk_check_button_get_active (checks[i]))
      {
        const char *name = wm_template_get_name (choices[i].which);
        g_action_group_activate_action (G_ACTION_GROUP (app), "new-from-template",
                                        g_variant_new_string (name));
      }
}

GtkWidget *
wm_new_variant_dialog_new (GtkWindow *parent)
{
  GtkWidget *dialog = adw_message_dialog_new (
      parent, _("New Variant"),
      _("Start from the whole base game, from a small board that is quicker to reshape, or "
        "from an empty board to make a game of your own. Everything can be changed "
        "afterwards."));
  GtkWidget *list = gtk_list_box_new ();
  GtkCheckButton **checks = g_new0 (GtkCheckButton *, G_N_ELEMENTS (choices));

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Template"), -1);
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      GtkWidget *row = new_choice_row (i, i > 0 ? checks[0] : NULL, &checks[i]);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_signal_connect (checks[i], "toggled", G_CALLBACK (check_toggled_cb), row);
    }
  g_signal_connect (list, "row-selected", G_CALLBACK (row_selected_cb), checks);
  gtk_check_button_set_active (checks[0], TRUE);
  g_object_set_data_full (G_OBJECT (dialog), CHECKS_KEY, checks, g_free);

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  wm_message_dialog_add_choice (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create",
                                _("C_reate"), ADW_RESPONSE_SUGGESTED);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), NULL);
  return dialog;
}
