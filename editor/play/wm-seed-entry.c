#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include "wm-game-io.h"
#include "wm-seed-entry.h"

#define NOTE_KEY "wm-seed-entry-note"

gboolean
wm_seed_entry_get (GtkEntry *entry, guint64 *seed)
{
  GtkLabel *note = g_object_get_data (G_OBJECT (entry), NOTE_KEY);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *why = NULL;
  gboolean valid = wm_game_parse_seed (text, seed, &why);

  gtk_label_set_text (note, valid ? "" : why);
  gtk_widget_set_visible (GTK_WIDGET (note), !valid);
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  return valid;
}

void
wm_seed_entry_set (GtkEntry *entry, guint64 seed)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

/* Says at once, while typing, rather than only when the seed is used. */
static void
changed_cb (GtkEntry *entry)
{
  guint64 seed;

  wm_seed_entry_get (entry, &seed);
}

GtkEntry *
wm_seed_entry_new (GtkLabel *note, guint64 seed)
{
  GtkEntry *entry = GTK_ENTRY (gtk_entry_new ());

  g_return_val_if_fail (GTK_IS_LABEL (note), entry);
  g_object_set_data_full (G_OBJECT (entry), NOTE_KEY, g_object_ref (note), g_object_unref);
  gtk_entry_set_input_purpose (entry, GTK_INPUT_PURPOSE_DIGITS);
  /* 18446744073709551615, the largest, shows whole. */
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 20);
  gtk_widget_set_name (GTK_WIDGET (entry), "seed");
  /* As a number field's: Ctrl+Z is the window's undo of the design. */
  gtk_editable_set_enable_undo (GTK_EDITABLE (entry), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (note), "error");
  gtk_widget_set_visible (GTK_WIDGET (note), FALSE);
  wm_seed_entry_set (entry, seed);
  g_signal_connect (entry, "changed", G_CALLBACK (changed_cb), NULL);
  return entry;
}
