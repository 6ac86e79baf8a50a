#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-locale.h"
#include "wm-outdated-note.h"

/* What the note is about, set by wm_outdated_note_update(). */
typedef struct
{
  WmDocument *doc; /* borrowed: the page that shows the note holds it */
  char *key;
  char *lang;
} NoteTarget;

static void
note_target_free (NoteTarget *target)
{
  g_free (target->key);
  g_free (target->lang);
  g_free (target);
}

/* Shows or hides what the note says without changing the space it takes:
 * a note that appeared pushed the fields under it down while the designer
 * was aiming at them (review 14's R14-6: a click meant for the Text field
 * landed between fields and the sentence went on into the name). Its
 * children are measured either way, drawn, focused and clicked only when
 * shown. */
static void
note_set_shown (GtkWidget *note, gboolean shown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (note); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_child_visible (child, shown);
  /* A child hidden so was not given its size: it gets it now. */
  gtk_widget_queue_allocate (note);
  g_object_set_data (G_OBJECT (note), "wm-shown", GINT_TO_POINTER (shown));
}

static void
confirm_clicked_cb (GtkButton *button, GtkWidget *note)
{
  NoteTarget *target = g_object_get_data (G_OBJECT (note), "wm-target");

  if (target == NULL || target->doc == NULL)
    return;
  wm_document_confirm_text (target->doc, target->key, target->lang);
  note_set_shown (note, FALSE);
}

GtkWidget *
wm_outdated_note_new (void)
{
  GtkWidget *note = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *confirm = gtk_button_new_with_label (_("Checked"));

  gtk_widget_set_name (note, "outdated-note");
  /* A line of text over the button, so that the space kept for it is the
   * same at any width: a label that wrapped would grow taller as its
   * column narrowed. It asks for little width (a note that asked for its
   * text's widened its language's column and narrowed the others) and is
   * cut with "…" where the column is narrow; the tooltip says it whole. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "warning");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (confirm, "flat");
  gtk_widget_add_css_class (confirm, "caption");
  gtk_widget_set_halign (confirm, GTK_ALIGN_START);
  /* Under names and texts alike. */
  gtk_widget_set_tooltip_text (confirm,
                               _("This already says what was changed in the other language: "
                                 "remove the note"));
  g_signal_connect (confirm, "clicked", G_CALLBACK (confirm_clicked_cb), note);
  gtk_box_append (GTK_BOX (note), label);
  gtk_box_append (GTK_BOX (note), confirm);
  note_set_shown (note, FALSE);
  return note;
}

gboolean
wm_outdated_note_is_shown (GtkWidget *note)
{
  g_return_val_if_fail (GTK_IS_BOX (note), FALSE);
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (note), "wm-shown"));
}

const char *
wm_outdated_note_get_message (GtkWidget *note)
{
  if (!wm_outdated_note_is_shown (note))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (note)));
}

void
wm_outdated_note_update (GtkWidget *note, WmDocument *doc, const char *key, const WmText *text,
                         const char *lang)
{
  const char *own = text != NULL && lang != NULL ? wm_text_get_exact (text, lang) : NULL;
  gboolean has_text = own != NULL && *own != '\0';
  const char *edited = doc != NULL && key != NULL && has_text
                           ? wm_document_get_text_outdated (doc, key, text, lang)
                           : NULL;
  NoteTarget *target;
  GtkWidget *label;
  g_autofree char *language = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (GTK_IS_BOX (note));

  if (edited == NULL || !has_text)
    {
      note_set_shown (note, FALSE);
      return;
    }
  target = g_new0 (NoteTarget, 1);
  target->doc = doc;
  target->key = g_strdup (key);
  target->lang = g_strdup (lang);
  g_object_set_data_full (G_OBJECT (note), "wm-target", target,
                          (GDestroyNotify) note_target_free);
  /* The language in the interface's words, as a sentence names it: the
   * column heads' own name ("English" in an Italian window) made the
   * sentence half in another language ("Modificato in English"). */
  language = wm_locale_language_in_sentence (edited);
  /* Translators: under a card's name or text in one language; %s is the language
   * whose text was changed, as a sentence names it ("German"; Italian "tedesco"). */
  message = g_strdup_printf (_("Changed in %s — check"), language);
  label = gtk_widget_get_first_child (note);
  gtk_label_set_text (GTK_LABEL (label), message);
  gtk_widget_set_tooltip_text (label, message);
  note_set_shown (note, TRUE);
}
