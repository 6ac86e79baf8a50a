#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-rules-notes-parser.h"
#include "wm-rules-notes-window.h"

/* Where the notes lie in the GResource: rules-notes.md in English,
 * rules-notes.LANG.md in each language they are translated into. */
#define NOTES_FOLDER "/io/github/waymark/Waymark/"

struct _WmRulesNotesWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkSearchEntry *search_entry;
  GtkListBox *list;

  char *language;
  GPtrArray *blocks; /* WmNotesBlock, the notes parsed */
  char **terms;      /* the search's words, case-folded; NULL: all shown */
  guint n_rows;      /* table rows: the notes a designer counts */
};

G_DEFINE_FINAL_TYPE (WmRulesNotesWindow, wm_rules_notes_window, ADW_TYPE_WINDOW)

/* ---- Language ------------------------------------------------------------------ */

/* The languages the GResource has notes in, English first. */
static const char *const *
notes_languages (void)
{
  static char **languages = NULL;

  if (g_once_init_enter (&languages))
    {
      g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
      g_auto (GStrv) names
          = g_resources_enumerate_children (NOTES_FOLDER, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

      g_strv_builder_add (builder, "en");
      for (guint i = 0; names != NULL && names[i] != NULL; i++)
        if (g_str_has_prefix (names[i], "rules-notes.") && g_str_has_suffix (names[i], ".md")
            && strlen (names[i]) > strlen ("rules-notes..md"))
          {
            const char *lang = names[i] + strlen ("rules-notes.");
            g_autofree char *code = g_strndup (lang, strlen (lang) - strlen (".md"));
            g_strv_builder_add (builder, code);
          }
      g_once_init_leave (&languages, g_strv_builder_end (builder));
    }
  return (const char *const *) languages;
}

const char *
wm_rules_notes_ui_language (void)
{
  return wm_rules_notes_pick_language (g_get_language_names (), notes_languages ());
}

char *
wm_rules_notes_read (const char *language, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (language != NULL, NULL);

  if (g_str_equal (language, "en"))
    path = g_strdup (NOTES_FOLDER "rules-notes.md");
  else
    path = g_strdup_printf (NOTES_FOLDER "rules-notes.%s.md", language);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* ---- Rows ---------------------------------------------------------------------- */

/* The block a row shows (its index in self->blocks). */
static guint
row_block (GtkListBoxRow *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "wm-notes-block"));
}

static GtkWidget *
notes_label (const char *markup, gboolean use_markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (use_markup)
    gtk_label_set_markup (GTK_LABEL (label), markup);
  else
    gtk_label_set_text (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  return label;
}

/* A table row read in a narrow window: the first cell (the question) in
 * bold, the middle ones (the decision) as they are, the last (the test) in
 * small dim print after the table's own word for its column, selectable,
 * for a designer who goes and runs it. */
static GtkWidget *
row_content (WmNotesBlock *block, WmNotesBlock *table)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  guint n = g_strv_length (block->cells);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *markup = wm_rules_notes_markup (block->cells[i]);
      g_autofree char *shown = NULL;
      GtkWidget *label;

      if (i == 0 && n > 1)
        shown = g_strdup_printf ("<b>%s</b>", markup);
      else if (i == n - 1 && n > 2)
        {
          const char *column = table != NULL && g_strv_length (table->cells) == n
                                   ? table->cells[n - 1]
                                   : NULL;
          g_autofree char *head = column != NULL ? wm_rules_notes_plain (column) : NULL;
          g_autofree char *escaped = NULL;

          if (head != NULL && *head != '\0')
            {
              /* "test" is a column's heading; before a line, "Test:". */
              g_autofree char *first = g_utf8_strup (head, g_utf8_next_char (head) - head);
              g_autofree char *titled = g_strconcat (first, g_utf8_next_char (head), NULL);
              escaped = g_markup_escape_text (titled, -1);
            }
          shown = escaped != NULL ? g_strdup_printf ("%s: %s", escaped, markup)
                                  : g_strdup (markup);
        }
      label = notes_label (shown != NULL ? shown : markup, TRUE);
      if (i == n - 1 && n > 2)
        {
          gtk_widget_add_css_class (label, "caption");
          gtk_widget_add_css_class (label, "dim-label");
          gtk_label_set_selectable (GTK_LABEL (label), TRUE);
        }
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

/* What a search finds a row by: the words of its cells or text and of
 * the headings above it, case-folded. */
static char *
row_search_text (WmRulesNotesWindow *self, guint index)
{
  WmNotesBlock *block = self->blocks->pdata[index];
  g_autoptr (GString) text = g_string_new (NULL);
  int level = 7;

  /* The headings it lies under, nearest first, one of each level. */
  for (guint i = index; i-- > 0;)
    {
      WmNotesBlock *above = self->blocks->pdata[i];
      if (above->kind == WM_NOTES_HEADING && above->level < level)
        {
          g_autofree char *plain = wm_rules_notes_plain (above->text);
          g_string_append_printf (text, "%s\n", plain);
          level = above->level;
        }
    }
  if (block->kind == WM_NOTES_PLAIN)
    g_string_append (text, block->text);
  else if (block->kind == WM_NOTES_PARAGRAPH)
    {
      g_autofree char *plain = wm_rules_notes_plain (block->text);
      g_string_append (text, plain);
    }
  else
    for (guint i = 0; block->cells[i] != NULL; i++)
      {
        g_autofree char *plain = wm_rules_notes_plain (block->cells[i]);
        g_string_append_printf (text, "\n%s", plain);
      }
  {
    g_autofree char *normal = g_utf8_normalize (text->str, -1, G_NORMALIZE_ALL);
    return g_utf8_casefold (normal, -1);
  }
}

static void
add_row (WmRulesNotesWindow *self, guint index)
{
  WmNotesBlock *block = self->blocks->pdata[index];
  WmNotesBlock *table = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *content;

  if (block->kind == WM_NOTES_ROW)
    {
      for (guint i = index; i-- > 0 && table == NULL;)
        if (((WmNotesBlock *) self->blocks->pdata[i])->kind == WM_NOTES_TABLE)
          table = self->blocks->pdata[i];
      content = row_content (block, table);
      self->n_rows++;
    }
  else if (block->kind == WM_NOTES_PARAGRAPH)
    {
      g_autofree char *markup = wm_rules_notes_markup (block->text);
      content = notes_label (markup, TRUE);
    }
  else
    /* What the parser does not know, as it is written. */
    content = notes_label (block->text, FALSE);
  gtk_widget_set_margin_top (content, 10);
  gtk_widget_set_margin_bottom (content, 10);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), content);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "wm-notes-block", GUINT_TO_POINTER (index));
  g_object_set_data_full (G_OBJECT (row), "wm-notes-text", row_search_text (self, index), g_free);
  gtk_list_box_append (self->list, row);
}

static gboolean
row_matches (GtkListBoxRow *row, gpointer user_data)
{
  WmRulesNotesWindow *self = user_data;
  const char *text = g_object_get_data (G_OBJECT (row), "wm-notes-text");

  for (guint i = 0; self->terms != NULL && self->terms[i] != NULL; i++)
    if (strstr (text, self->terms[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* The headings over @row that the row shown before it (@before, or none)
 * does not already stand under: for each level the nearest heading, up to
 * the row, so a search that skips a section skips its heading too. */
static void
update_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  WmRulesNotesWindow *self = user_data;
  guint first = before != NULL ? row_block (before) + 1 : 0;
  guint index = row_block (row);
  GtkWidget *box = NULL;
  int level = 7;
  g_autoptr (GPtrArray) headings = g_ptr_array_new ();

  for (guint i = index; i-- > first;)
    {
      WmNotesBlock *above = self->blocks->pdata[i];
      if (above->kind == WM_NOTES_HEADING && above->level < level)
        {
          g_ptr_array_insert (headings, 0, above);
          level = above->level;
        }
    }
  if (headings->len > 0)
    {
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_widget_set_margin_top (box, before != NULL ? 24 : 12);
      gtk_widget_set_margin_bottom (box, 4);
    }
  for (guint i = 0; i < headings->len; i++)
    {
      WmNotesBlock *heading = headings->pdata[i];
      g_autofree char *markup = wm_rules_notes_markup (heading->text);
      GtkWidget *label = notes_label (markup, TRUE);

      gtk_widget_add_css_class (label, heading->level == 1   ? "title-1"
                                       : heading->level == 2 ? "title-2"
                                                             : "title-4");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_box_row_set_header (row, box);
}

/* How many of the notes the search shows, in the title bar. */
static void
update_subtitle (WmRulesNotesWindow *self)
{
  guint shown = 0;
  g_autofree char *subtitle = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child)
        && ((WmNotesBlock *) self->blocks->pdata[row_block (GTK_LIST_BOX_ROW (child))])->kind
               == WM_NOTES_ROW
        && row_matches (GTK_LIST_BOX_ROW (child), self))
      shown++;
  if (self->terms == NULL)
    subtitle = g_strdup_printf (g_dngettext (NULL, "%u note", "%u notes", self->n_rows),
                                self->n_rows);
  else
    /* Translators: the notes a search finds, "12 of 47 notes". */
    subtitle = g_strdup_printf (g_dngettext (NULL, "%u of %u note", "%u of %u notes", self->n_rows),
                                shown, self->n_rows);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
search_changed (WmRulesNotesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);
  g_autofree char *folded = g_utf8_casefold (normal, -1);

  g_clear_pointer (&self->terms, g_strfreev);
  if (g_strstrip (folded)[0] != '\0')
    self->terms = g_regex_split_simple ("\\s+", folded, 0, 0);
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_headers (self->list);
  update_subtitle (self);
}

/* Escape in the search field empties it first, then closes the window. */
static void
stop_search (WmRulesNotesWindow *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

static gboolean
focus_search (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  WmRulesNotesWindow *self = WM_RULES_NOTES_WINDOW (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  return TRUE;
}

static void
load (WmRulesNotesWindow *self, const char *language)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *markdown = wm_rules_notes_read (language, &error);

  if (markdown == NULL)
    {
      /* A language without notes reads the English ones. */
      g_debug ("no rules notes in %s: %s", language, error->message);
      language = "en";
      markdown = wm_rules_notes_read (language, NULL);
    }
  g_return_if_fail (markdown != NULL);
  self->language = g_strdup (language);
  self->blocks = wm_rules_notes_parse (markdown);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      WmNotesBlock *block = self->blocks->pdata[i];
      if (block->kind == WM_NOTES_PARAGRAPH || block->kind == WM_NOTES_ROW
          || block->kind == WM_NOTES_PLAIN)
        add_row (self, i);
    }
  update_subtitle (self);
}

static void
wm_rules_notes_window_finalize (GObject *object)
{
  WmRulesNotesWindow *self = WM_RULES_NOTES_WINDOW (object);

  g_free (self->language);
  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  g_strfreev (self->terms);
  G_OBJECT_CLASS (wm_rules_notes_window_parent_class)->finalize (object);
}

static void
wm_rules_notes_window_class_init (WmRulesNotesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = wm_rules_notes_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, NOTES_FOLDER
                                               "ui/wm-rules-notes-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WmRulesNotesWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WmRulesNotesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, WmRulesNotesWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, stop_search);
  /* Escape closes it wherever the keyboard is (the search field's own
   * Escape empties the field first); Ctrl+F goes back to the search. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, focus_search, NULL);
}

static void
wm_rules_notes_window_init (WmRulesNotesWindow *self)
{
  GtkWidget *placeholder = adw_status_page_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (placeholder), "edit-find-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (placeholder), _("No Matching Notes"));
  adw_status_page_set_description (ADW_STATUS_PAGE (placeholder),
                                   _("No question, decision or test has these words."));
  gtk_list_box_set_placeholder (self->list, placeholder);
  gtk_list_box_set_filter_func (self->list, row_matches, self, NULL);
  gtk_list_box_set_header_func (self->list, update_header, self, NULL);
  /* Typing anywhere in the window searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->search_entry));
}

WmRulesNotesWindow *
wm_rules_notes_window_new (const char *language)
{
  WmRulesNotesWindow *self = g_object_new (WM_TYPE_RULES_NOTES_WINDOW, NULL);

  load (self, language != NULL ? language : wm_rules_notes_ui_language ());
  return self;
}

WmRulesNotesWindow *
wm_rules_notes_window_present (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  WmRulesNotesWindow *self = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && self == NULL; i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (WM_IS_RULES_NOTES_WINDOW (window)
          && gtk_window_get_transient_for (GTK_WINDOW (window)) == parent)
        self = WM_RULES_NOTES_WINDOW (window);
    }
  if (self == NULL)
    {
      self = wm_rules_notes_window_new (NULL);
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      /* Not the application's window: what the application does with its
       * windows (Open into the active one) is for variant windows. */
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

const char *
wm_rules_notes_window_get_language (WmRulesNotesWindow *self)
{
  g_return_val_if_fail (WM_IS_RULES_NOTES_WINDOW (self), NULL);
  return self->language;
}

void
wm_rules_notes_window_search (WmRulesNotesWindow *self, const char *text)
{
  g_return_if_fail (WM_IS_RULES_NOTES_WINDOW (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* GtkSearchEntry tells of a change after a delay; the rows follow now. */
  search_changed (self);
}

/* ---- Links from elsewhere ------------------------------------------------------ */

#define LINK_SEARCH "wm-rules-note-search"

static void
note_link_clicked_cb (GtkButton *button, gpointer data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  const char *search = wm_rules_note_link_get_search (GTK_WIDGET (button));

  if (GTK_IS_WINDOW (root))
    wm_rules_notes_window_search (wm_rules_notes_window_present (GTK_WINDOW (root)), search);
}

GtkWidget *
wm_rules_note_link_new (const char *search)
{
  GtkWidget *link = gtk_button_new_with_label (_("Rules Note"));

  gtk_widget_set_name (link, "rules-note-link");
  gtk_widget_add_css_class (link, "flat");
  gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (link, _("The engine's choice on this rule, in the Rules Notes"));
  wm_rules_note_link_set_search (link, search);
  g_signal_connect (link, "clicked", G_CALLBACK (note_link_clicked_cb), NULL);
  return link;
}

void
wm_rules_note_link_set_search (GtkWidget *link, const char *search)
{
  g_return_if_fail (GTK_IS_BUTTON (link));
  g_object_set_data_full (G_OBJECT (link), LINK_SEARCH, g_strdup (search), g_free);
}

const char *
wm_rules_note_link_get_search (GtkWidget *link)
{
  g_return_val_if_fail (GTK_IS_BUTTON (link), NULL);
  return g_object_get_data (G_OBJECT (link), LINK_SEARCH);
}
