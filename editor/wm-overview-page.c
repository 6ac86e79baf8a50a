#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-overview-page.h"
#include "wm-refresh.h"
#include "wm-registry.h"
#include "wm-command.h"
#include "wm-locale.h"

struct _WmOverviewPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  GtkWidget *scrolled;
};

G_DEFINE_FINAL_TYPE (WmOverviewPage, wm_overview_page, GTK_TYPE_WIDGET)

/* A plain row of a title and its value. Lighter than an AdwActionRow (half
 * the widgets): the page has a row per region, character and deck,
 * and is rebuilt after every edit and before the window's first frame. */
static void
add_row (GtkWidget *group, const char *title, const char *value)
{
  GtkWidget *row = adw_preferences_row_new (); /* only these join the group's list */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *value_label = gtk_label_new (value);

  /* The value wraps rather than end in "…": a region's two sides in
   * Italian ("lato A: 33 caselle, 41 percorsi · lato B: …") are longer
   * than the row. The title, a name, keeps its line. */
  gtk_label_set_xalign (GTK_LABEL (title_label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (value_label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (value_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (value_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (value_label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1.0);
  gtk_widget_set_hexpand (value_label, TRUE);
  gtk_widget_add_css_class (value_label, "dim-label");
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_box_append (GTK_BOX (box), value_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (row, "overview-row");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static GtkWidget *
new_group (GtkWidget *page, const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return group;
}

/* ---- editing the variant's info ------------------------------------------------ */

/* What the Variant group edits. Languages and authors are lists, typed as
 * "en, de, it" and "Ann, Bo"; the title and description have a row for
 * each of the variant's languages. */
typedef enum
{
  INFO_TITLE,
  INFO_ID,
  INFO_DESCRIPTION,
  INFO_LANGUAGES,
  INFO_AUTHORS,
} InfoField;

static void focus_info_row (GtkWidget *row);
static GtkWidget *find_info_row (GtkWidget *widget, InfoField field, const char *lang);
static GtkWidget *focused_info_row (GtkWidget *top);
static int info_row_cursor (GtkWidget *row);
static void focus_info_row_at (GtkWidget *row, int cursor);

/* An info edit: the old and the new value, each a list of one item for
 * the identifier and for a text in @lang (none when the text has no
 * translation in @lang). Holds no pointer into the variant. */
typedef struct
{
  InfoField field;
  char *lang;
  GStrv before;
  GStrv after;
} InfoEdit;

static void
info_edit_free (InfoEdit *edit)
{
  g_free (edit->lang);
  g_strfreev (edit->before);
  g_strfreev (edit->after);
  g_free (edit);
}

static WmText *
info_text (const WmVariant *variant, InfoField field)
{
  g_assert (field == INFO_TITLE || field == INFO_DESCRIPTION);
  return (WmText *) (field == INFO_TITLE ? &variant->info.title : &variant->info.description);
}

static GStrv
info_get (const WmVariant *variant, InfoField field, const char *lang)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  const char *text;

  switch (field)
    {
    case INFO_TITLE:
    case INFO_DESCRIPTION:
      text = wm_text_get_exact (info_text (variant, field), lang);
      if (text != NULL)
        g_strv_builder_add (builder, text);
      break;
    case INFO_ID:
      g_strv_builder_add (builder, variant->id != NULL ? variant->id : "");
      break;
    case INFO_LANGUAGES:
      g_strv_builder_addv (builder, (const char **) variant->info.languages);
      break;
    case INFO_AUTHORS:
      for (guint i = 0; i < variant->info.authors->len; i++)
        g_strv_builder_add (builder, g_ptr_array_index (variant->info.authors, i));
      break;
    }
  return g_strv_builder_end (builder);
}

static void
info_set (WmVariant *variant, InfoField field, const char *lang, const char *const *value)
{
  switch (field)
    {
    case INFO_TITLE:
    case INFO_DESCRIPTION:
      /* Undone, a translation that was not there goes again. */
      if (value[0] != NULL)
        wm_text_set (info_text (variant, field), lang, value[0]);
      else
        wm_text_remove (info_text (variant, field), lang);
      break;
    case INFO_ID:
      g_free (variant->id);
      variant->id = g_strdup (value[0]);
      break;
    case INFO_LANGUAGES:
      g_strfreev (variant->info.languages);
      variant->info.languages = g_strdupv ((char **) value);
      break;
    case INFO_AUTHORS:
      g_ptr_array_set_size (variant->info.authors, 0);
      for (guint i = 0; value[i] != NULL; i++)
        g_ptr_array_add (variant->info.authors, g_strdup (value[i]));
      break;
    }
}

static gboolean
info_apply (WmVariant **variant, gpointer data, GError **error)
{
  InfoEdit *edit = data;

  info_set (*variant, edit->field, edit->lang, (const char *const *) edit->after);
  return TRUE;
}

static gboolean
info_revert (WmVariant **variant, gpointer data, GError **error)
{
  InfoEdit *edit = data;

  info_set (*variant, edit->field, edit->lang, (const char *const *) edit->before);
  return TRUE;
}

/* "en, de it" → { "en", "de", "it" }: commas (and for languages spaces)
 * separate, blanks around an item go. */
static GStrv
split_list (const char *text, gboolean spaces)
{
  g_auto (GStrv) parts = g_regex_split_simple (spaces ? "[,\\s]+" : ",", text, 0, 0);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (*g_strstrip (parts[i]) != '\0')
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

/* Whether the variant has a title in a language other than @lang. */
static gboolean
has_other_title (const WmVariant *variant, const char *lang)
{
  for (guint i = 0; i < variant->info.title.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (variant->info.title.entries, i);
      if (g_strcmp0 (entry->lang, lang) != 0 && *entry->text != '\0')
        return TRUE;
    }
  return FALSE;
}

/* The schema's patterns for an identifier and a language tag. A title
 * cleared in one language leaves that language to the validator's
 * missing-translation warning; the last one cannot go. */
static gboolean
check_value (const WmVariant *variant, InfoField field, const char *lang,
             const char *const *value, GError **error)
{
  const char *message = NULL;

  if (field == INFO_TITLE && value[0] == NULL && !has_other_title (variant, lang))
    message = _("A variant needs a title");
  else if (field == INFO_ID
           && (value[0] == NULL || !g_regex_match_simple ("^[A-Za-z0-9_.\\-]+$", value[0], 0, 0)))
    message = _("An identifier is made of letters, digits, “.”, “-” and “_”");
  else if (field == INFO_LANGUAGES && value[0] == NULL)
    message = _("A variant has at least one language");
  for (guint i = 0; message == NULL && field == INFO_LANGUAGES && value[i] != NULL; i++)
    {
      if (!g_regex_match_simple ("^[a-z]{2,3}(-[A-Za-z0-9]+)*$", value[i], 0, 0))
        message = _("Languages are written as codes such as en, de, it or de-AT");
      else if (g_strv_contains ((const char *const *) value + i + 1, value[i]))
        message = _("A language is listed twice");
    }
  if (message != NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, message);
  return message == NULL;
}

static const char *
info_label (InfoField field)
{
  switch (field)
    {
    case INFO_TITLE: return _("Change the title");
    case INFO_ID: return _("Change the identifier");
    case INFO_DESCRIPTION: return _("Change the description");
    case INFO_LANGUAGES: return _("Change the languages");
    case INFO_AUTHORS: return _("Change the authors");
    default: return "?";
    }
}

/* Sets @field (for a text, its translation in @lang) to what @text says,
 * as one undoable step; nothing when it says what the variant already
 * has. An empty text removes the translation. */
static gboolean
edit_info (WmDocument *document, InfoField field, const char *lang, const char *text,
           GError **error)
{
  WmVariant *variant = wm_document_get_variant (document);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  InfoEdit *edit;

  if (field == INFO_LANGUAGES || field == INFO_AUTHORS)
    {
      g_auto (GStrv) items = split_list (stripped, field == INFO_LANGUAGES);
      if (!check_value (variant, field, lang, (const char *const *) items, error))
        return FALSE;
      edit = g_new0 (InfoEdit, 1);
      edit->after = g_steal_pointer (&items);
    }
  else
    {
      const char *one[] = { *stripped != '\0' ? stripped : NULL, NULL };
      if (!check_value (variant, field, lang, one, error))
        return FALSE;
      edit = g_new0 (InfoEdit, 1);
      edit->after = g_strdupv ((char **) one);
    }
  edit->field = field;
  edit->lang = g_strdup (lang);
  edit->before = info_get (variant, field, lang);
  if (g_strv_equal ((const char *const *) edit->before, (const char *const *) edit->after))
    {
      info_edit_free (edit);
      return TRUE;
    }
  return wm_document_execute (document,
                              wm_command_new (info_label (field), info_apply, info_revert, edit,
                                              (GDestroyNotify) info_edit_free),
                              error);
}

static gboolean ask_language_removal (WmOverviewPage *self, const char *text);

/* Marks @row as holding a value refused for @error's reason. */
static void
refuse (GtkWidget *row, const GError *error)
{
  gtk_widget_add_css_class (row, "error");
  gtk_widget_set_tooltip_text (row, error->message);
  gtk_widget_error_bell (row);
}

/* Applies what @row holds to @field. A value the schema refuses stays in
 * the row, marked, with the reason in its tooltip; the variant keeps its
 * own. A language taken off that still has texts is asked about first. */
static void
apply_field (WmOverviewPage *self, GtkWidget *row, InfoField field, const char *text)
{
  g_autoptr (GError) error = NULL;
  const char *lang = g_object_get_data (G_OBJECT (row), "lang");

  if (field == INFO_LANGUAGES && ask_language_removal (self, text))
    return;
  if (!edit_info (self->document, field, lang, text, &error))
    refuse (row, error);
}

static void
info_row_apply_cb (AdwEntryRow *row, WmOverviewPage *self)
{
  InfoField field = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "field"));

  apply_field (self, GTK_WIDGET (row), field, gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* ---- taking a language off ---------------------------------------------------- */

/* A language taken off the list keeps its texts in the file unless the
 * designer says otherwise: no field shows them then, and the validator
 * warns of each (lang-undeclared), but a language taken off by mistake,
 * or for a while, comes back with them. So the page asks, with the count
 * of texts in each language that goes, and Remove Texts makes the
 * language and its texts go in one undo step. */

#define REMOVAL_KEY "wm-language-removal"

/* What the open question is about; freed with the dialog. */
typedef struct
{
  WmOverviewPage *page;
  char *text;  /* the list as typed, applied as it is by Keep Texts */
  GStrv after; /* the languages it lists */
  GStrv gone;  /* the variant's languages it drops that have texts */
} LanguageRemoval;

static void
language_removal_free (LanguageRemoval *removal)
{
  g_object_unref (removal->page);
  g_free (removal->text);
  g_strfreev (removal->after);
  g_strfreev (removal->gone);
  g_free (removal);
}

/* The variant's languages that @after no longer lists and in which some
 * text is written, in the variant's order; NULL when none. */
static GStrv
languages_with_texts_gone (const WmVariant *variant, const char *const *after)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) gone = NULL;

  for (guint i = 0; variant->info.languages != NULL && variant->info.languages[i] != NULL; i++)
    {
      const char *lang = variant->info.languages[i];
      if (!g_strv_contains (after, lang) && wm_variant_count_texts_in (variant, lang) > 0)
        g_strv_builder_add (builder, lang);
    }
  gone = g_strv_builder_end (builder);
  return gone[0] != NULL ? g_steal_pointer (&gone) : NULL;
}

typedef struct
{
  const char *const *after;
  const char *const *gone;
} RemoveLanguages;

static void
remove_languages (WmVariant *variant, gpointer data)
{
  const RemoveLanguages *edit = data;

  g_strfreev (variant->info.languages);
  variant->info.languages = g_strdupv ((char **)edit->after);
  for (guint i = 0; edit->gone[i] != NULL; i++)
    wm_variant_remove_texts_in (variant, edit->gone[i]);
}

/* The Languages row, as the page holds it now. */
static GtkWidget *
languages_row (WmOverviewPage *self)
{
  return self->scrolled != NULL ? find_info_row (self->scrolled, INFO_LANGUAGES, NULL) : NULL;
}

static void
language_removal_response_cb (AdwMessageDialog *dialog, const char *response,
                              LanguageRemoval *removal)
{
  WmOverviewPage *self = removal->page;
  GtkWidget *row = languages_row (self);
  g_autoptr (GError) error = NULL;

  if (self->document == NULL || row == NULL)
    return;
  if (g_str_equal (response, "keep"))
    {
      if (!edit_info (self->document, INFO_LANGUAGES, NULL, removal->text, &error))
        refuse (row, error);
    }
  else if (g_str_equal (response, "remove"))
    {
      RemoveLanguages edit
          = { (const char *const *)removal->after, (const char *const *)removal->gone };
      guint n = g_strv_length (removal->gone);

      if (!wm_document_edit (self->document,
                             g_dngettext (NULL, "Remove a language and its texts",
                                          "Remove languages and their texts", n),
                             remove_languages, &edit, &error))
        refuse (row, error);
    }
  else
    {
      /* Cancelled: the row shows the variant's languages again. */
      g_auto (GStrv) languages
          = info_get (wm_document_get_variant (self->document), INFO_LANGUAGES, NULL);
      g_autofree char *shown = g_strjoinv (", ", languages);

      gtk_editable_set_text (GTK_EDITABLE (row), shown);
      gtk_editable_set_position (GTK_EDITABLE (row), -1);
    }
}

/* @lang as a sentence names it ("Italian", "Italienisch", "italiano"),
 * a language Waymark has no word for by its tag in quotes ("“fr”"). */
static char *
language_named (const char *lang)
{
  g_autofree char *words = wm_locale_language_in_sentence (lang);

  return g_strcmp0 (words, lang) != 0 ? g_steal_pointer (&words)
                                      : wm_locale_language_in_words_and_tag (lang);
}

/* "312 texts are written in Italian." for each language that goes, then
 * what keeping them means. */
static char *
language_removal_body (const WmVariant *variant, const char *const *gone)
{
  g_autoptr (GString) body = g_string_new (NULL);
  guint n_gone = g_strv_length ((char **)gone);

  for (guint i = 0; gone[i] != NULL; i++)
    {
      guint n = wm_variant_count_texts_in (variant, gone[i]);
      g_autofree char *language = language_named (gone[i]);
      const char *format;

      /* Translators: %s is a language as a sentence names it ("Italian",
       * "Italienisch", "italiano"): "312 texts are written in Italian." */
      format = g_dngettext (NULL, "%u text is written in %s.", "%u texts are written in %s.", n);
      if (i > 0)
        g_string_append_c (body, ' ');
      g_string_append_printf (body, format, n, language);
    }
  g_string_append (body, "\n\n");
  g_string_append (body, g_dngettext (NULL,
                                      "Without the language no field shows them, and "
                                      "Validation warns of them. Keep them if you "
                                      "might add the language again. Undo brings back the "
                                      "language with its texts.",
                                      "Without the languages no field shows them, and "
                                      "Validation warns of them. Keep them if you "
                                      "might add the languages again. Undo brings back the "
                                      "languages with their texts.",
                                      n_gone));
  return g_string_free (g_steal_pointer (&body), FALSE);
}

/* Asks what becomes of the texts in the languages @text (the Languages
 * row's list) takes off, when any of them has texts, and returns TRUE:
 * the answer makes the edit. FALSE when there is nothing to ask (the list
 * drops no language with texts, or is one the schema refuses): the
 * caller edits the list as it is. */
static gboolean
ask_language_removal (WmOverviewPage *self, const char *text)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_auto (GStrv) after = split_list (stripped, TRUE);
  g_auto (GStrv) gone = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  LanguageRemoval *removal;
  GtkWidget *dialog;

  if (!check_value (variant, INFO_LANGUAGES, NULL, (const char *const *)after, NULL))
    return FALSE;
  gone = languages_with_texts_gone (variant, (const char *const *)after);
  if (gone == NULL)
    return FALSE;
  if (gone[1] == NULL)
    {
      g_autofree char *language = language_named (gone[0]);
      /* Translators: the question when a language is taken off the
       * variant's list while texts are written in it; %s is the language
       * as a sentence names it ("Italian", "Italienisch", "italiano"). */
      heading = g_strdup_printf (_ ("Also Remove the Texts in %s?"), language);
    }
  else
    heading = g_strdup (_ ("Also Remove the Texts in These Languages?"));
  body = language_removal_body (variant, (const char *const *)gone);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading,
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "keep",
                                    _ ("_Keep Texts"), "remove", _ ("_Remove Texts"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  removal = g_new0 (LanguageRemoval, 1);
  removal->page = g_object_ref (self);
  removal->text = g_strdup (text);
  removal->after = g_steal_pointer (&after);
  removal->gone = g_steal_pointer (&gone);
  g_object_set_data_full (G_OBJECT (dialog), REMOVAL_KEY, removal,
                          (GDestroyNotify)language_removal_free);
  g_signal_connect (dialog, "response", G_CALLBACK (language_removal_response_cb), removal);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* A row edits a text in @lang, or (NULL) what has no language. */
static void
set_row_language (GtkWidget *row, const char *lang)
{
  g_object_set_data_full (G_OBJECT (row), "lang", g_strdup (lang), g_free);
}

static GtkWidget *
add_entry_row (WmOverviewPage *self, GtkWidget *group, InfoField field, const char *title,
               const char *value)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), value);
  /* Applied with Enter or the row's button, not at each key: every edit is
   * an undo step and rebuilds the page. */
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "field", GINT_TO_POINTER (field));
  g_object_set_data (G_OBJECT (row), "info-field", GINT_TO_POINTER (field + 1));
  gtk_widget_set_name (row, "info-row");
  g_signal_connect (row, "apply", G_CALLBACK (info_row_apply_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* ---- the description row ------------------------------------------------------ */

/* A description is a sentence or two, longer than an entry row shows on
 * one line (an Italian one always was cut at the row's end): it wraps in
 * a text view, applied as the entry rows are, with Enter or the row's
 * button (the action "row.apply"). */

static char *
description_text (GtkWidget *row)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (g_object_get_data (G_OBJECT (row), "view"));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
description_apply_cb (GSimpleAction *action, GVariant *parameter, gpointer row)
{
  WmOverviewPage *self = g_object_get_data (G_OBJECT (row), "page");
  g_autofree char *text = description_text (row);

  apply_field (self, row, INFO_DESCRIPTION, text);
}

/* The apply button shows while the text differs from the variant's, in
 * place of the pencil. */
static void
description_changed_cb (GtkTextBuffer *buffer, GtkWidget *row)
{
  g_autofree char *text = description_text (row);
  const char *saved = g_object_get_data (G_OBJECT (row), "saved");

  gboolean changed = g_strcmp0 (text, saved) != 0;

  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "apply"), changed);
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "edit"), !changed);
}

static gboolean
description_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                    GtkWidget *row)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  /* One paragraph, as the entry rows: Enter applies. */
  gtk_widget_activate_action (row, "row.apply", NULL);
  return TRUE;
}

/* A text view measures its height from its lines as laid out at the
 * width it had last, not at the width it is offered: a view just built
 * (the page is rebuilt after each edit) said 0 pixels, and its text showed
 * only once it was measured again after mapping, in an idle a busy main
 * loop put off for seconds. This one lays its text out at the width
 * offered, as the text view will draw it, so the row has its height from
 * the first frame. */
#define WM_TYPE_DESCRIPTION_VIEW (wm_description_view_get_type ())
G_DECLARE_FINAL_TYPE (WmDescriptionView, wm_description_view, WM, DESCRIPTION_VIEW, GtkTextView)

struct _WmDescriptionView
{
  GtkTextView parent_instance;
};

G_DEFINE_FINAL_TYPE (WmDescriptionView, wm_description_view, GTK_TYPE_TEXT_VIEW)

static int
description_height_for_width (GtkTextView *view, int width)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autoptr (PangoLayout) layout = NULL;
  int text_width = width - gtk_text_view_get_left_margin (view) - gtk_text_view_get_right_margin (view);
  int height;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* An empty text is one line high, as the text view draws it. */
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (view), text);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  /* No width: unwrapped, the least height at any width. */
  pango_layout_set_width (layout, width < 0 ? -1 : MAX (text_width, 1) * PANGO_SCALE);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height + gtk_text_view_get_top_margin (view) + gtk_text_view_get_bottom_margin (view);
}

static void
wm_description_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  GTK_WIDGET_CLASS (wm_description_view_parent_class)
      ->measure (widget, orientation, for_size, minimum, natural, minimum_baseline,
                 natural_baseline);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = description_height_for_width (GTK_TEXT_VIEW (widget), for_size);
}

static GtkSizeRequestMode
wm_description_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
wm_description_view_class_init (WmDescriptionViewClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = wm_description_view_measure;
  GTK_WIDGET_CLASS (klass)->get_request_mode = wm_description_view_get_request_mode;
}

static void
wm_description_view_init (WmDescriptionView *self)
{
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (self), GTK_WRAP_WORD_CHAR);
}

static GtkWidget *
description_view (GtkWidget *row, const char *title, const char *value)
{
  GtkWidget *view = g_object_new (WM_TYPE_DESCRIPTION_VIEW, NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_text_buffer_set_text (buffer, value != NULL ? value : "", -1);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_add_css_class (view, "description-view");
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (description_key_cb), row);
  gtk_widget_add_controller (view, keys);
  g_signal_connect (buffer, "changed", G_CALLBACK (description_changed_cb), row);
  /* Its height follows its text. */
  g_signal_connect_swapped (buffer, "changed", G_CALLBACK (gtk_widget_queue_resize), view);
  return view;
}

/* A click anywhere in the row but on the text (which places the cursor
 * where it falls) or the apply button puts the cursor at the end of the
 * text, as a click on an entry row's pencil does: on the pencil, the
 * heading or the row's margin it took the row the focus, and what was
 * typed then went nowhere. */
static void
description_row_pressed_cb (GtkGestureClick *click, int n_press, double x, double y, GtkWidget *row)
{
  GtkWidget *picked = gtk_widget_pick (row, x, y, GTK_PICK_DEFAULT);
  GtkWidget *view = g_object_get_data (G_OBJECT (row), "view");
  GtkWidget *apply = g_object_get_data (G_OBJECT (row), "apply");

  if (picked != NULL
      && (picked == view || gtk_widget_is_ancestor (picked, view) || picked == apply
          || gtk_widget_is_ancestor (picked, apply)))
    return;
  gtk_gesture_set_state (GTK_GESTURE (click), GTK_EVENT_SEQUENCE_CLAIMED);
  focus_info_row (row);
}

static GtkWidget *
add_description_row (WmOverviewPage *self, GtkWidget *group, const char *title, const char *value)
{
  static const GActionEntry actions[] = { { "apply", description_apply_cb } };
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *view = description_view (row, title, value);
  GtkWidget *apply = gtk_button_new_from_icon_name ("object-select-symbolic");
  GtkWidget *edit = gtk_image_new_from_icon_name ("document-edit-symbolic");
  GtkGesture *click = gtk_gesture_click_new ();
  g_autoptr (GSimpleActionGroup) group_actions = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group_actions), actions, G_N_ELEMENTS (actions),
                                   row);
  gtk_widget_insert_action_group (row, "row", G_ACTION_GROUP (group_actions));
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_widget_add_css_class (heading, "subtitle");
  gtk_box_append (GTK_BOX (texts), heading);
  gtk_box_append (GTK_BOX (texts), view);
  gtk_widget_set_tooltip_text (apply, _ ("Apply"));
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_widget_add_css_class (apply, "circular");
  gtk_widget_set_valign (apply, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (apply, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (apply), "row.apply");
  /* where an entry row has its button and pencil */
  gtk_widget_set_margin_end (apply, 10);
  gtk_widget_set_margin_end (edit, 10);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), apply);
  gtk_box_append (GTK_BOX (box), edit);
  g_object_set_data (G_OBJECT (row), "page", self);
  g_object_set_data (G_OBJECT (row), "view", view);
  g_object_set_data (G_OBJECT (row), "apply", apply);
  g_object_set_data (G_OBJECT (row), "edit", edit);
  g_object_set_data_full (G_OBJECT (row), "saved", g_strdup (value != NULL ? value : ""), g_free);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_name (row, "description-row");
  /* Before the row's list box takes the click for the row. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (description_row_pressed_cb), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (click));
  g_object_set_data (G_OBJECT (row), "info-field", GINT_TO_POINTER (INFO_DESCRIPTION + 1));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* The title or the description: a row for each of the variant's
 * languages, named as the card form names its editors ("Title
 * (Deutsch)"), so that a title renamed in English is seen still to be
 * the old one in German and Italian. One language: just "Title". */
static void
add_text_rows (WmOverviewPage *self, GtkWidget *group, const WmVariant *variant,
               InfoField field, const char *title)
{
  char **langs = variant->info.languages;
  gboolean several = langs[0] != NULL && langs[1] != NULL;

  for (guint i = 0; langs[i] != NULL; i++)
    {
      g_autofree char *language = wm_locale_language_name (langs[i]);
      g_autofree char *row_title
          = several ? g_strdup_printf ("%s (%s)", title, language) : g_strdup (title);
      const char *value = wm_text_get_exact (info_text (variant, field), langs[i]);
      GtkWidget *row;

      if (field == INFO_TITLE)
        row = add_entry_row (self, group, field, row_title, value != NULL ? value : "");
      else
        row = add_description_row (self, group, row_title, value);
      set_row_language (row, langs[i]);
    }
}

static void
fill_variant (WmOverviewPage *self, GtkWidget *page, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Variant"));
  const char *lang = wm_variant_display_language (variant);
  GFile *file = wm_document_get_file (self->document);
  g_autofree char *where = file != NULL ? g_file_get_parse_name (file) : NULL;
  g_autofree char *languages = g_strjoinv (", ", variant->info.languages);
  g_auto (GStrv) authors = info_get (variant, INFO_AUTHORS, lang);
  g_autofree char *author_list = g_strjoinv (", ", authors);

  add_text_rows (self, group, variant, INFO_TITLE, _("Title"));
  add_entry_row (self, group, INFO_ID, _("Identifier"), variant->id != NULL ? variant->id : "");
  add_text_rows (self, group, variant, INFO_DESCRIPTION, _("Description"));
  add_entry_row (self, group, INFO_LANGUAGES, _("Languages"), languages);
  add_entry_row (self, group, INFO_AUTHORS, _("Authors"), author_list);
  add_row (group, _("File"), where != NULL ? where : _("Not saved yet"));
}

static void
fill_rules (GtkWidget *page, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Rules"));
  const WmRules *r = &variant->rules;
  g_autofree char *goal = g_strdup_printf (
      g_dngettext (NULL, "%d gold (higher goal %d)", "%d gold (higher goal %d)", r->goal), r->goal,
      r->higher_goal);
  g_autofree char *cards = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", r->hand),
                                            (guint) r->hand);
  g_autofree char *turns
      = g_strdup_printf (g_dngettext (NULL, "%d turn a day", "%d turns a day", r->turns), r->turns);
  g_autofree char *hand = g_strjoin (", ", cards, turns, NULL);
  g_autofree char *players = g_strdup_printf (_("%d to %d"), r->min_players, r->max_players);

  add_row (group, _("Goal"), goal);
  add_row (group, _("Hand"), hand);
  add_row (group, _("Players"), players);
}

static void
fill_map (GtkWidget *page, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Map"));
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *towns = g_strdup_printf ("%u", variant->towns->len);
  g_autofree char *board = g_strdup_printf (_("%d × %d regions"), variant->board.cols,
                                            variant->board.rows);

  add_row (group, _("Towns"), towns);
  add_row (group, _("Board"), board);
  for (guint i = 0; i < variant->regions->len; i++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, i);
      g_autoptr (GString) sides = g_string_new (NULL);
      g_autofree char *title = NULL;

      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          {
            if (sides->len > 0)
              g_string_append (sides, " · ");
            const WmSide *side = region->sides[s];
            guint n_spaces = side->spaces->len, n_paths = side->paths->len;
            g_autofree char *spaces
                = g_strdup_printf (g_dngettext (NULL, "%u space", "%u spaces", n_spaces), n_spaces);
            g_autofree char *paths
                = g_strdup_printf (g_dngettext (NULL, "%u path", "%u paths", n_paths), n_paths);

            /* Translators: side A of a region, then its counts of spaces
             * and paths ("3 spaces, 2 paths"). */
            g_string_append_printf (sides, _("side %c: %s, %s"), side->id, spaces, paths);
          }
      {
        /* isolated, as in every list that puts a name beside an id */
        g_autofree char *name = wm_text_isolate (wm_text_get (&region->name, lang, lang));
        title = g_strdup_printf ("%s “%s”", region->id, name);
      }
      add_row (group, title, sides->str);
    }
}

/* Whether @a and @b are the same words as a reader takes them: case and
 * the spaces round them aside ("Side quests", "side quests "). */
static gboolean
same_words (const char *a, const char *b)
{
  g_autofree char *sa = g_strstrip (g_strdup (a ? a : ""));
  g_autofree char *sb = g_strstrip (g_strdup (b ? b : ""));
  g_autofree char *fa = g_utf8_casefold (sa, -1);
  g_autofree char *fb = g_utf8_casefold (sb, -1);

  return g_strcmp0 (fa, fb) == 0;
}

static void
fill_characters_and_decks (GtkWidget *page, const WmVariant *variant)
{
  const char *lang = wm_variant_display_language (variant);
  GtkWidget *group = new_group (page, _("Characters"));

  for (guint i = 0; i < variant->characters->len; i++)
    {
      const WmCharacter *c = g_ptr_array_index (variant->characters, i);
      const WmTown *town = c->start_town ? wm_variant_find_town (variant, c->start_town) : NULL;
      /* The town by its name, as the Characters page shows it; an unknown
       * id (the validator's error) as written. */
      g_autofree char *where = town != NULL ? wm_text_isolate (wm_text_get (&town->name, lang, lang))
                                            : g_strdup (c->start_town ? c->start_town : "—");
      g_autofree char *starts = g_strdup_printf (_("starts in %s"), where);
      add_row (group, wm_text_get (&c->name, lang, lang), starts);
    }
  if (variant->characters->len == 0)
    add_row (group, _("None yet"), "");

  group = new_group (page, _("Decks"));
  for (guint i = 0; i < variant->decks->len; i++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, i);
      const char *kind = _(wm_registry_card_kind (deck->kind)->title);
      g_autofree char *name = wm_text_isolate (wm_text_get (&deck->name, lang, lang));
      /* A deck named after its kind ("Side quests") says it once. */
      g_autofree char *title = same_words (wm_text_get (&deck->name, lang, lang), kind)
                                   ? g_strdup (name)
                                   : g_strdup_printf ("%s (%s)", name, kind);
      g_autofree char *count = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards",
                                                             deck->cards->len),
                                                deck->cards->len);
      add_row (group, title, count);
    }
  if (variant->decks->len == 0)
    add_row (group, _("None yet"), "");
}

/* The page is rebuilt whole: it is small, and a rebuild cannot show a
 * stale value. The keyboard stays in the row it was in (the one just
 * applied with Enter), the cursor where it was: the row it was in goes
 * with the old page, and GTK gave the keyboard to the page's first entry,
 * the English title, with its text selected, which the next key typed
 * replaced (review: a German title applied, then "Z" typed). */
static void
rebuild_now (GtkWidget *widget)
{
  WmOverviewPage *self = WM_OVERVIEW_PAGE (widget);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *held = self->scrolled != NULL ? focused_info_row (self->scrolled) : NULL;
  InfoField held_field = 0;
  g_autofree char *held_lang = NULL;
  int held_cursor = -1;
  WmVariant *variant;

  if (held != NULL)
    {
      held_field = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (held), "info-field")) - 1;
      held_lang = g_strdup (g_object_get_data (G_OBJECT (held), "lang"));
      held_cursor = info_row_cursor (held);
    }
  if (self->document != NULL)
    {
      variant = wm_document_get_variant (self->document);
      fill_variant (self, page, variant);
      fill_rules (page, variant);
      fill_map (page, variant);
      fill_characters_and_decks (page, variant);
    }
  if (self->scrolled != NULL)
    gtk_widget_unparent (self->scrolled);
  self->scrolled = page;
  gtk_widget_set_parent (page, GTK_WIDGET (self));
  /* A row that went (a language taken away) leaves the keyboard to GTK. */
  if (held != NULL && (held = find_info_row (page, held_field, held_lang)) != NULL)
    focus_info_row_at (held, held_cursor);
}

/* After an edit made elsewhere (a drag on the map), only once the page is
 * on screen again. */
static void
rebuild (WmOverviewPage *self)
{
  wm_refresh_when_shown (GTK_WIDGET (self), rebuild_now);
}

void
wm_overview_page_set_document (WmOverviewPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_OVERVIEW_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (rebuild), self);
      g_signal_connect_swapped (document, "notify::file", G_CALLBACK (rebuild), self);
    }
  rebuild (self);
}

/* ---- going to a row ----------------------------------------------------------- */

/* The field and language a diagnostic's where names after "info / ":
 * "identifier", "authors", "title LANG", "description LANG"; FALSE for
 * anything else. */
static gboolean
parse_info_where (const char *where, InfoField *field, char **lang)
{
  static const struct
  {
    const char *word;
    InfoField field;
    gboolean has_lang;
  } words[] = {
    { "identifier", INFO_ID, FALSE },
    { "authors", INFO_AUTHORS, FALSE },
    { "title", INFO_TITLE, TRUE },
    { "description", INFO_DESCRIPTION, TRUE },
  };
  g_auto (GStrv) parts = NULL;

  if (where == NULL || !g_str_has_prefix (where, "info / "))
    return FALSE;
  parts = g_strsplit (where + strlen ("info / "), " ", 2);
  for (guint i = 0; parts[0] != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (parts[0], words[i].word) && (parts[1] != NULL) == words[i].has_lang)
      {
        *field = words[i].field;
        *lang = g_strdup (parts[1]);
        return TRUE;
      }
  return FALSE;
}

/* The row under @widget that edits @field (in @lang, for a text). */
static GtkWidget *
find_info_row (GtkWidget *widget, InfoField field, const char *lang)
{
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "info-field")) == (int)field + 1
      && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "lang"), lang) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_info_row (child, field, lang);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The keyboard into @row's text, the cursor at @cursor (a character
 * offset; -1: the end), nothing selected: an entry focused by a grab
 * selects its whole text, which the designer's next key would replace. */
static void
focus_info_row_at (GtkWidget *row, int cursor)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (row), "view");

  if (view != NULL)
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
      GtkTextIter at;

      gtk_widget_grab_focus (view);
      if (cursor < 0 || cursor > gtk_text_buffer_get_char_count (buffer))
        gtk_text_buffer_get_end_iter (buffer, &at);
      else
        gtk_text_buffer_get_iter_at_offset (buffer, &at, cursor);
      gtk_text_buffer_place_cursor (buffer, &at);
      return;
    }
  gtk_widget_grab_focus (row);
  gtk_editable_set_position (GTK_EDITABLE (row), cursor);
}

static void
focus_info_row (GtkWidget *row)
{
  focus_info_row_at (row, -1);
}

/* Where the cursor is in @row's text, as a character offset. */
static int
info_row_cursor (GtkWidget *row)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (row), "view");
  GtkTextBuffer *buffer;
  GtkTextIter at;

  if (view == NULL)
    return gtk_editable_get_position (GTK_EDITABLE (row));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_get_iter_at_mark (buffer, &at, gtk_text_buffer_get_insert (buffer));
  return gtk_text_iter_get_offset (&at);
}

/* The row of the Variant group under @top that holds the keyboard, or NULL. */
static GtkWidget *
focused_info_row (GtkWidget *top)
{
  GtkRoot *root = gtk_widget_get_root (top);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, top))
    return NULL;
  for (GtkWidget *w = focus; w != NULL && w != top; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "info-field") != NULL)
      return w;
  return NULL;
}

/* Again once the page is laid out: a page just shown may take the focus
 * back to its first widget as it maps. */
static gboolean
focus_info_row_cb (gpointer data)
{
  if (gtk_widget_get_root (data) != NULL)
    focus_info_row (data);
  return G_SOURCE_REMOVE;
}

GtkWidget *
wm_overview_page_reveal (WmOverviewPage *self, const char *where)
{
  g_autofree char *lang = NULL;
  InfoField field;
  GtkWidget *row;

  g_return_val_if_fail (WM_IS_OVERVIEW_PAGE (self), NULL);
  if (self->scrolled == NULL || !parse_info_where (where, &field, &lang))
    return NULL;
  /* A rebuild waiting for the page to show would replace the row. */
  wm_refresh_pending (GTK_WIDGET (self));
  row = find_info_row (self->scrolled, field, lang);
  if (row == NULL)
    return NULL;
  focus_info_row (row);
  g_idle_add_full (G_PRIORITY_LOW, focus_info_row_cb, g_object_ref (row), g_object_unref);
  return row;
}

static void
wm_overview_page_dispose (GObject *object)
{
  WmOverviewPage *self = WM_OVERVIEW_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_overview_page_parent_class)->dispose (object);
}

static void
wm_overview_page_class_init (WmOverviewPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_overview_page_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_overview_page_init (WmOverviewPage *self)
{
}

GtkWidget *
wm_overview_page_new (void)
{
  return g_object_new (WM_TYPE_OVERVIEW_PAGE, NULL);
}
