#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-message-dialog.h"
#include "wm-piece-removal.h"
#include "wm-window.h"

#define ASK_KEY "wm-piece-removal"

/* What the open dialog removes; freed with the dialog. */
typedef struct
{
  WmDocument *document;
  WmPieceKind kind;
  char *id;
  char **towns; /* the replacements the drop-down offers, by id */
  GtkWidget *towns_down, *list;
} Ask;

static void
ask_free (Ask *ask)
{
  g_object_unref (ask->document);
  g_free (ask->id);
  g_strfreev (ask->towns);
  g_free (ask);
}

static const char *
replacement_of (const Ask *ask)
{
  guint selected;

  if (ask->towns_down == NULL)
    return NULL;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (ask->towns_down));
  return selected < g_strv_length (ask->towns) ? ask->towns[selected] : NULL;
}

/* The list of sentences, bulleted, that scrolls when long. The label's
 * natural height counts fewer wrapped lines than the dialog's width makes,
 * so the list is never lower than a few sentences need. */
static GtkWidget *
new_list (GtkWidget **label)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  *label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (*label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (*label), 64);
  gtk_label_set_xalign (GTK_LABEL (*label), 0);
  gtk_widget_set_valign (*label, GTK_ALIGN_START);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 160);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 300);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), *label);
  return scrolled;
}

GtkWidget *
wm_removal_dialog_new (GtkWidget *from, const char *heading, const char *body, const char *confirm,
                       const char *confirm_label, GtkWidget *top, GtkWidget **list)
{
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (from)), heading, body);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  if (top != NULL)
    gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), new_list (list));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  wm_message_dialog_add_choice (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), confirm,
                                confirm_label, ADW_RESPONSE_DESTRUCTIVE);
  /* Wide enough for a use to fit on a line or two. */
  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, -1);
  return dialog;
}

void
wm_removal_list_set (GtkWidget *label, GPtrArray *lines)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "%s• %s", i > 0 ? "\n" : "",
                            (char *)g_ptr_array_index (lines, i));
  gtk_label_set_text (GTK_LABEL (label), text->str);
}

static void
show_uses (Ask *ask)
{
  g_autoptr (GPtrArray) lines = wm_piece_list_uses (wm_document_get_variant (ask->document),
                                                    ask->kind, ask->id, replacement_of (ask));

  wm_removal_list_set (ask->list, lines);
}

static void
town_selected_cb (GtkDropDown *down, GParamSpec *pspec, Ask *ask)
{
  show_uses (ask);
}

/* "Their uses go to: [Fennick]", the other towns in the Rules page's order. */
static GtkWidget *
new_towns_row (Ask *ask)
{
  const WmVariant *variant = wm_document_get_variant (ask->document);
  g_autofree char *chosen = wm_piece_default_replacement (variant, ask->kind, ask->id);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_ ("Their uses _go to"));
  guint selected = 0, n = 0;

  for (guint i = 0; i < variant->towns->len; i++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, i);
      if (g_strcmp0 (town->id, ask->id) == 0)
        continue;
      if (g_strcmp0 (town->id, chosen) == 0)
        selected = n;
      gtk_string_list_append (names, wm_variant_display_name (variant, &town->name, town->id));
      g_strv_builder_add (ids, town->id);
      n++;
    }
  ask->towns = g_strv_builder_end (ids);
  ask->towns_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ask->towns_down), selected);
  gtk_widget_set_hexpand (ask->towns_down, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), ask->towns_down);
  g_signal_connect (ask->towns_down, "notify::selected", G_CALLBACK (town_selected_cb), ask);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), ask->towns_down);
  return row;
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Ask *ask)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (!g_str_equal (response, "remove"))
    return;
  if (!wm_piece_edit_remove_with_uses (ask->document, ask->kind, ask->id, replacement_of (ask),
                                       &error))
    {
      if (WM_IS_WINDOW (parent))
        wm_window_toast (WM_WINDOW (parent), error->message);
      else
        g_message ("%s", error->message);
    }
}

static char *
heading (const WmVariant *variant, WmPieceKind kind, const char *id, guint uses)
{
  const WmText *name = NULL;
  g_autofree char *shown = NULL;

  wm_piece_get (variant, kind, id, &name, NULL, NULL);
  shown = wm_variant_isolated_name (variant, name, id);
  /* Translators: the question before a town goes with the cards and
   * characters that name it: "Remove “Brindle” and Its 7 Uses?". */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Remove “%s” and Its Use?",
                                       "Remove “%s” and Its %u Uses?", uses),
                          shown, uses);
}

gboolean
wm_piece_removal_ask (GtkWidget *from, WmDocument *document, WmPieceKind kind, const char *id)
{
  const WmVariant *variant;
  g_autoptr (GPtrArray) uses = NULL;
  g_autofree char *title = NULL;
  GtkWidget *dialog;
  Ask *ask;

  g_return_val_if_fail (GTK_IS_WIDGET (from) && WM_IS_DOCUMENT (document), FALSE);
  variant = wm_document_get_variant (document);
  if (!wm_piece_kind_takes_uses (kind))
    return FALSE;
  uses = wm_piece_list_uses (variant, kind, id, NULL);
  /* A town with nothing else to go to keeps the refusal's explanation. */
  if (uses->len == 0 || (kind == WM_PIECE_TOWN && variant->towns->len < 2))
    return FALSE;
  title = heading (variant, kind, id, uses->len);
  ask = g_new0 (Ask, 1);
  ask->document = g_object_ref (document);
  ask->kind = kind;
  ask->id = g_strdup (id);
  dialog = wm_removal_dialog_new (
      from, title,
      kind == WM_PIECE_TOWN ? _ ("Each use changes as listed. The quests keep their places in "
                                 "their decks. Undo brings it all back.")
                            : _ ("Each use changes as listed. Undo brings it all back."),
      "remove", _ ("_Remove"), kind == WM_PIECE_TOWN ? new_towns_row (ask) : NULL, &ask->list);
  g_object_set_data_full (G_OBJECT (dialog), ASK_KEY, ask, (GDestroyNotify)ask_free);
  show_uses (ask);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), ask);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

GtkWidget *
wm_piece_removal_get_list (GtkWidget *dialog)
{
  Ask *ask = g_object_get_data (G_OBJECT (dialog), ASK_KEY);

  return ask != NULL ? ask->list : NULL;
}

void
wm_piece_removal_set_replacement (GtkWidget *dialog, const char *town)
{
  Ask *ask = g_object_get_data (G_OBJECT (dialog), ASK_KEY);

  for (guint i = 0; ask != NULL && ask->towns != NULL && ask->towns[i] != NULL; i++)
    if (g_strcmp0 (ask->towns[i], town) == 0)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (ask->towns_down), i);
}
