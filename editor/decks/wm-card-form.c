#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-card-form.h"
#include "wm-card-text.h"
#include "wm-locale.h"
#include "wm-deck-edits.h"
#include "wm-diagnostic.h"
#include "wm-effect-editor.h"
#include "wm-language-columns.h"
#include "wm-number-field.h"
#include "wm-outdated-note.h"
#include "wm-refresh.h"
#include "wm-registry.h"
#include "wm-scroll.h"
#include "wm-validator.h"
#include "wm-value-drop-down.h"

/* Typing is committed after this pause, so that a word is one undo step. */
#define TEXT_COMMIT_DELAY_MS 600
/* The card's findings are checked after this pause, as the Events page's. */
#define FINDINGS_DELAY_MS 250

static const struct
{
  const char *name;
  const char *title;
  int max;
} reward_parts[] = {
  { "reward.gold", N_("Gold"), 20 },
  { "reward.movement", N_("Movement cards"), 5 },
  { "reward.side-quest", N_("Side quests"), 5 },
};

struct _WmCardForm
{
  GtkWidget parent_instance;

  WmDocument *document;
  char *card_id;
  char *signature;
  gboolean updating;

  GtkWidget *scrolled;
  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *texts;    /* the languages' names and texts, or NULL */
  GHashTable *editors; /* "field" or "field:lang" → widget (borrowed) */
  GPtrArray *effect_editors;
  GPtrArray *tab_order; /* the text editors, a language's after another's */
  GtkWidget *findings;  /* the validator's lines about the card, under the form */
  guint findings_source;
};

G_DEFINE_FINAL_TYPE (WmCardForm, wm_card_form, GTK_TYPE_WIDGET)

static WmCard *
find_card (WmCardForm *self, WmDeck **deck)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  return variant && self->card_id ? wm_variant_find_card (variant, self->card_id, deck) : NULL;
}

static const char *
key_field (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "wm-field");
}

static const char *
key_lang (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "wm-lang");
}

static void
remember (WmCardForm *self, GtkWidget *widget, const char *field, const char *lang)
{
  g_object_set_data_full (G_OBJECT (widget), "wm-field", g_strdup (field), g_free);
  g_object_set_data_full (G_OBJECT (widget), "wm-lang", g_strdup (lang), g_free);
  g_hash_table_insert (self->editors,
                       lang ? g_strdup_printf ("%s:%s", field, lang) : g_strdup (field), widget);
}

/* ---- texts -------------------------------------------------------------- */

static char *
widget_text (GtkWidget *widget)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  if (GTK_IS_EDITABLE (widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget)));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* Clearing the last translation of a required text would make a card the
 * loader refuses (and an undo snapshot that cannot be restored). */
static gboolean
would_empty_required (WmCardForm *self, const char *field, const char *lang)
{
  WmDeck *deck = NULL;
  WmCard *card = find_card (self, &deck);
  const WmFieldSpec *spec;
  const WmText *text;

  if (card == NULL)
    return FALSE;
  spec = wm_card_kind_find_field (wm_registry_card_kind (deck->kind), field);
  if (spec == NULL || !spec->required)
    return FALSE;
  text = g_str_equal (field, "text") ? &card->text : &card->name;
  for (guint i = 0; i < text->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (!g_str_equal (entry->lang, lang) && *entry->text != '\0')
        return FALSE;
    }
  return TRUE;
}

static void
commit_text (WmCardForm *self, GtkWidget *widget)
{
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "wm-pending"));
  g_autofree char *value = NULL;

  if (source != 0)
    {
      g_source_remove (source);
      g_object_set_data (G_OBJECT (widget), "wm-pending", NULL);
    }
  if (self->document == NULL || self->card_id == NULL)
    return;
  value = widget_text (widget);
  if (*value == '\0' && would_empty_required (self, key_field (widget), key_lang (widget)))
    {
      gtk_widget_add_css_class (widget, "error");
      gtk_widget_set_tooltip_text (widget, _("Every card needs a name in at least one language"));
      return;
    }
  gtk_widget_remove_css_class (widget, "error");
  wm_deck_edit_text (self->document, self->card_id, key_field (widget), key_lang (widget), value);
}

static gboolean
commit_timeout_cb (gpointer data)
{
  GtkWidget *widget = data;
  WmCardForm *self = WM_CARD_FORM (gtk_widget_get_ancestor (widget, WM_TYPE_CARD_FORM));

  g_object_set_data (G_OBJECT (widget), "wm-pending", NULL);
  if (self != NULL)
    commit_text (self, widget);
  return G_SOURCE_REMOVE;
}

static void
text_changed (WmCardForm *self, GtkWidget *widget)
{
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "wm-pending"));

  if (self->updating)
    return;
  if (source != 0)
    g_source_remove (source);
  source = g_timeout_add_full (G_PRIORITY_DEFAULT, TEXT_COMMIT_DELAY_MS, commit_timeout_cb,
                               g_object_ref (widget), g_object_unref);
  g_object_set_data (G_OBJECT (widget), "wm-pending", GUINT_TO_POINTER (source));
}

static void
entry_changed_cb (GtkEditable *editable, WmCardForm *self)
{
  text_changed (self, GTK_WIDGET (editable));
}

static void
buffer_changed_cb (GtkTextBuffer *buffer, GtkWidget *view)
{
  WmCardForm *self = WM_CARD_FORM (gtk_widget_get_ancestor (view, WM_TYPE_CARD_FORM));
  if (self != NULL)
    text_changed (self, view);
}

static void
entry_activate_cb (GtkEntry *entry, WmCardForm *self)
{
  commit_text (self, GTK_WIDGET (entry));
}

static void
focus_leave_cb (GtkEventControllerFocus *focus, WmCardForm *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));
  if (g_object_get_data (G_OBJECT (widget), "wm-pending") != NULL)
    commit_text (self, widget);
}

/* Tab and Shift+Tab go down and up a language's texts (Name,
 * then Text of the same language, then the next language's Name): a
 * designer writes one language's card in one go, and GTK's order, across
 * the grid's rows, put German text into the Italian name (review 8,
 * R8-4). Past either end of the column order, and with Ctrl, GTK's own
 * order leaves the texts. */
static gboolean
text_key_cb (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             WmCardForm *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (key));
  gboolean back = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0;
  guint i;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_ISO_Left_Tab && keyval != GDK_KEY_KP_Tab)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0
      || !g_ptr_array_find (self->tab_order, widget, &i)
      || (back ? i == 0 : i + 1 == self->tab_order->len))
    return GDK_EVENT_PROPAGATE;
  gtk_widget_grab_focus (g_ptr_array_index (self->tab_order, back ? i - 1 : i + 1));
  return GDK_EVENT_STOP;
}

/* The editor of @field's text in @lang; a screen reader names it by the
 * field's @title and the language ("Name (Deutsch)"). */
static GtkWidget *
text_editor (WmCardForm *self, const char *field, const char *title, const char *lang)
{
  GtkWidget *widget;
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *key;
  g_autofree char *language = wm_locale_language_name (lang);
  g_autofree char *label = g_strdup_printf ("%s (%s)", title, language);

  if (g_str_equal (field, "text"))
    {
      widget = gtk_text_view_new ();
      gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (widget), GTK_WRAP_WORD_CHAR);
      gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (widget), FALSE);
      gtk_widget_add_css_class (widget, "card-text");
      g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)), "changed",
                        G_CALLBACK (buffer_changed_cb), widget);
    }
  else
    {
      widget = gtk_entry_new ();
      g_signal_connect (widget, "changed", G_CALLBACK (entry_changed_cb), self);
      g_signal_connect (widget, "activate", G_CALLBACK (entry_activate_cb), self);
    }
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (widget, focus);
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (text_key_cb), self);
  gtk_widget_add_controller (widget, key);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  remember (self, widget, field, lang);
  return widget;
}

/* Pixels round a card text (install_css()). */
#define CARD_TEXT_PADDING 4

/* The height of @lines lines of @text_view's text, with its padding. */
static int
text_lines_height (GtkWidget *text_view, int lines)
{
  return wm_scroll_lines_height (text_view, lines) + 2 * CARD_TEXT_PADDING;
}

/* Long texts scroll inside a box of bounded height that shows whole lines
 * (5 to 8), with a scrollbar that stays visible: an overlay scrollbar only
 * shows under the pointer, and a box cut through a line did not say that
 * more text follows. The wheel over a box with nothing more to show that
 * way scrolls the form (wm_scroll_pass_on_at_end ()). */
static GtkWidget *
text_box (GtkWidget *text_view)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *frame = gtk_frame_new (NULL);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scrolled), FALSE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                              text_lines_height (text_view, 5));
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                              text_lines_height (text_view, 8));
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text_view);
  wm_scroll_pass_on_at_end (GTK_SCROLLED_WINDOW (scrolled));
  gtk_frame_set_child (GTK_FRAME (frame), scrolled);
  return frame;
}

/* A language's name and text: the language's name as a heading, then its
 * Name and its Text, each beside its label. A note that a name may be
 * behind another language's shows on the heading's line, right over the
 * name; a text's under the text: either keeps its line while not shown (so
 * that no field moves when it appears, R14-6) and neither leaves a hole
 * between a name and its text. */
static GtkWidget *
language_texts (WmCardForm *self, const char *lang, const WmCardKindSpec *spec,
                GtkSizeGroup *labels)
{
  GtkWidget *grid = gtk_grid_new ();
  /* Named as the toolbar's language drop-down names them ("Deutsch") */
  g_autofree char *name = wm_locale_language_name (lang);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *header = gtk_label_new (name);
  int row = 0;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_widget_add_css_class (header, "heading");
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_set_hexpand (header, TRUE);
  gtk_box_append (GTK_BOX (line), header);
  gtk_grid_attach (GTK_GRID (grid), line, 0, row++, 2, 1);
  for (int f = 0; f < spec->n_fields; f++)
    {
      const WmFieldSpec *field = &spec->fields[f];
      GtkWidget *label, *editor, *note;

      if (field->kind != WM_FIELD_TEXT)
        continue;
      editor = text_editor (self, field->name, _(field->title), lang);
      label = gtk_label_new (_(field->title));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_valign (label, GTK_IS_TEXT_VIEW (editor) ? GTK_ALIGN_START
                                                              : GTK_ALIGN_CENTER);
      gtk_size_group_add_widget (labels, label);
      gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), GTK_IS_TEXT_VIEW (editor) ? text_box (editor) : editor, 1,
                       row++, 1, 1);
      /* Whether it may be behind another language's since that one
       * was changed: a line, the label before its button. */
      note = wm_outdated_note_new ();
      gtk_orientable_set_orientation (GTK_ORIENTABLE (note), GTK_ORIENTATION_HORIZONTAL);
      gtk_box_set_spacing (GTK_BOX (note), 6);
      g_object_set_data (G_OBJECT (editor), "wm-outdated-note", note);
      if (GTK_IS_TEXT_VIEW (editor))
        gtk_grid_attach (GTK_GRID (grid), note, 1, row++, 1, 1);
      else
        gtk_box_append (GTK_BOX (line), note);
      g_ptr_array_add (self->tab_order, editor);
    }
  return grid;
}

/* The card's names and texts, the languages side by side where the form
 * is wide enough for each Text box to be 250 px wide (a wide
 * window: the designer compares them line by line), else a language's
 * under another's, the form's whole width (in three columns a 1024 px
 * window left each text 90 px, three words a line: review 20, R20-7).
 * Either way, Tab goes through a language's texts before the next's. */
static GtkWidget *
texts_grid (WmCardForm *self, const WmVariant *variant, const WmCardKindSpec *spec)
{
  g_autoptr (GtkSizeGroup) labels = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  GtkWidget *texts = wm_language_columns_box_new (labels);

  for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
    gtk_box_append (GTK_BOX (texts),
                    language_texts (self, variant->info.languages[l], spec, labels));
  return texts;
}

/* ---- other fields ------------------------------------------------------- */

static void
spin_cb (GtkSpinButton *spin, WmCardForm *self)
{
  const char *field = key_field (GTK_WIDGET (spin));
  int value = gtk_spin_button_get_value_as_int (spin);

  if (self->updating)
    return;
  for (guint p = 0; p < G_N_ELEMENTS (reward_parts); p++)
    if (g_str_equal (field, reward_parts[p].name))
      {
        wm_deck_edit_reward (self->document, self->card_id, p, value);
        return;
      }
  wm_deck_edit_number (self->document, self->card_id, field, value);
}

/* A number field for @field, named @title in a refusal. */
static GtkWidget *
spin (WmCardForm *self, const char *field, const char *title, int min, int max)
{
  GtkWidget *widget = wm_number_field_new (min, max, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (widget), TRUE);
  wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (widget), title);
  gtk_widget_set_halign (widget, GTK_ALIGN_START);
  g_signal_connect (widget, "value-changed", G_CALLBACK (spin_cb), self);
  remember (self, widget, field, NULL);
  return widget;
}

static char *
checked_words (GtkWidget *box)
{
  GString *out = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (box); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child) && gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
      g_string_append_printf (out, "%s%s", out->len ? " " : "",
                              (char *) g_object_get_data (G_OBJECT (child), "wm-word"));
    else if (GTK_IS_TOGGLE_BUTTON (child) && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (child)))
      g_string_append_printf (out, "%s%s", out->len ? " " : "",
                              (char *) g_object_get_data (G_OBJECT (child), "wm-word"));
  return g_string_free (out, FALSE);
}

static void
words_toggled_cb (GtkWidget *button, WmCardForm *self)
{
  GtkWidget *box = gtk_widget_get_parent (button);
  const char *field = key_field (box);
  g_autofree char *words = NULL;
  WmCard *card = find_card (self, NULL);

  if (self->updating || card == NULL)
    return;
  words = checked_words (box);
  /* A movement card needs path types or arrows; the loader refuses one
   * with neither, so the last one cannot be taken away. */
  if (*words == '\0'
      && ((g_str_equal (field, "paths") && card->n_arrows == 0)
          || (g_str_equal (field, "arrows") && card->paths == NULL)))
    {
      wm_card_form_refresh (self);
      gtk_widget_error_bell (button);
      return;
    }
  wm_deck_edit_words (self->document, self->card_id, field, words);
}

static GtkWidget *
path_checks (WmCardForm *self, const WmVariant *variant)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  const char *lang = wm_variant_display_language (variant);

  for (guint i = 0; i < variant->path_types->len; i++)
    {
      const WmPathType *type = g_ptr_array_index (variant->path_types, i);
      GtkWidget *check = gtk_check_button_new_with_label (wm_text_get (&type->name, lang, lang));
      g_object_set_data_full (G_OBJECT (check), "wm-word", g_strdup (type->id), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (words_toggled_cb), self);
      gtk_box_append (GTK_BOX (box), check);
    }
  remember (self, box, "paths", NULL);
  return box;
}

/* Eight toggles in a compass: the card's arrows, "up" away from the player. */
static GtkWidget *
arrow_toggles (WmCardForm *self)
{
  static const char *const labels[WM_N_DIRS] = { "↑", "↗", "→", "↘", "↓", "↙", "←", "↖" };
  static const int cells[WM_N_DIRS][2] = { { 1, 0 }, { 2, 0 }, { 2, 1 }, { 2, 2 },
                                           { 1, 2 }, { 0, 2 }, { 0, 1 }, { 0, 0 } };
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  /* The box holds the toggles in direction order for reading them back;
   * the grid only places them. */
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      GtkWidget *toggle = gtk_toggle_button_new_with_label (labels[d]);
      g_object_set_data_full (G_OBJECT (toggle), "wm-word",
                              g_strdup (wm_direction_to_string (d)), g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      wm_direction_to_string (d), -1);
      gtk_grid_attach (GTK_GRID (grid), toggle, cells[d][0], cells[d][1], 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  remember (self, grid, "arrows", NULL);
  for (int d = 0; d < WM_N_DIRS; d++)
    g_signal_connect (gtk_grid_get_child_at (GTK_GRID (grid), cells[d][0], cells[d][1]),
                      "toggled", G_CALLBACK (words_toggled_cb), self);
  return box;
}

static void
dropdown_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmCardForm *self)
{
  const char *field = key_field (GTK_WIDGET (dropdown));
  const char *value = wm_value_drop_down_get_value (GTK_WIDGET (dropdown));

  if (self->updating || value == NULL)
    return;
  if (g_str_equal (field, "character"))
    wm_deck_edit_character (self->document, self->card_id, value);
  else
    {
      /* Targets: the two drop-downs together. */
      GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (dropdown));
      GString *towns = g_string_new (NULL);
      for (GtkWidget *child = gtk_widget_get_first_child (box); child;
           child = gtk_widget_get_next_sibling (child))
        {
          const char *town = wm_value_drop_down_get_value (child);
          if (town != NULL && *town != '\0')
            g_string_append_printf (towns, "%s%s", towns->len ? " " : "", town);
        }
      wm_deck_edit_words (self->document, self->card_id, "target", towns->str);
      g_string_free (towns, TRUE);
    }
}

static GtkWidget *
ref_dropdown (WmCardForm *self, const char *field, GPtrArray *things, gsize id_offset,
              gsize name_offset, const WmVariant *variant, const char *none)
{
  GtkStringList *titles = gtk_string_list_new (NULL);
  GStrvBuilder *values = g_strv_builder_new ();
  const char *lang = wm_variant_display_language (variant);
  GtkWidget *dropdown;

  if (none != NULL)
    {
      gtk_string_list_append (titles, none);
      g_strv_builder_add (values, "");
    }
  for (guint i = 0; i < things->len; i++)
    {
      gpointer thing = g_ptr_array_index (things, i);
      gtk_string_list_append (titles, wm_text_get (&G_STRUCT_MEMBER (WmText, thing, name_offset),
                                                   lang, lang));
      g_strv_builder_add (values, G_STRUCT_MEMBER (char *, thing, id_offset));
    }
  dropdown = gtk_drop_down_new (G_LIST_MODEL (titles), NULL);
  wm_value_drop_down_set_values (dropdown, g_strv_builder_end (values));
  g_strv_builder_unref (values);
  gtk_widget_set_halign (dropdown, GTK_ALIGN_START);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (dropdown_cb), self);
  remember (self, dropdown, field, NULL);
  return dropdown;
}

static GtkWidget *
targets_box (WmCardForm *self, const WmVariant *variant)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *first = ref_dropdown (self, "target", variant->towns, G_STRUCT_OFFSET (WmTown, id),
                                   G_STRUCT_OFFSET (WmTown, name), variant, NULL);
  GtkWidget *second = ref_dropdown (self, "target.2", variant->towns,
                                    G_STRUCT_OFFSET (WmTown, id), G_STRUCT_OFFSET (WmTown, name),
                                    variant, _("(one target)"));
  gtk_box_append (GTK_BOX (box), first);
  gtk_box_append (GTK_BOX (box), second);
  return box;
}

static GtkWidget *
effects_editor (WmCardForm *self, const char *field, WmEffectListKind kind)
{
  GtkWidget *editor = wm_effect_editor_new ();

  wm_effect_editor_set_list (WM_EFFECT_EDITOR (editor), self->document, kind, self->card_id);
  g_ptr_array_add (self->effect_editors, editor);
  remember (self, editor, field, NULL);
  return editor;
}

static GtkWidget *
field_editor (WmCardForm *self, const WmFieldSpec *field, const WmVariant *variant)
{
  switch (field->kind)
    {
    case WM_FIELD_NUMBER:
      return spin (self, field->name, _(field->title), field->min, field->max);
    case WM_FIELD_WORDS:
      return g_str_equal (field->name, "paths") ? path_checks (self, variant)
                                                : arrow_toggles (self);
    case WM_FIELD_REF:
      return ref_dropdown (self, field->name, variant->characters,
                           G_STRUCT_OFFSET (WmCharacter, id), G_STRUCT_OFFSET (WmCharacter, name),
                           variant, NULL);
    case WM_FIELD_TARGETS:
      return targets_box (self, variant);
    case WM_FIELD_TASK:
      return effects_editor (self, field->name, WM_EFFECT_LIST_CARD_TASKS);
    case WM_FIELD_EFFECTS:
      return effects_editor (self, field->name, WM_EFFECT_LIST_CARD_EFFECTS);
    case WM_FIELD_REWARD:
      {
        GtkWidget *grid = gtk_grid_new ();
        gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
        for (guint p = 0; p < G_N_ELEMENTS (reward_parts); p++)
          {
            GtkWidget *label = gtk_label_new (_(reward_parts[p].title));
            /* Two lines over the field rather than wider than it: the
             * Italian "Missioni secondarie" on one line set the form's least
             * width, and so the window's. */
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
            gtk_widget_set_valign (label, GTK_ALIGN_END);
            gtk_widget_add_css_class (label, "dim-label");
            gtk_grid_attach (GTK_GRID (grid), label, p, 0, 1, 1);
            gtk_grid_attach (GTK_GRID (grid), spin (self, reward_parts[p].name,
                                                    _(reward_parts[p].title), 0,
                                                    reward_parts[p].max),
                             p, 1, 1, 1);
          }
        return grid;
      }
    case WM_FIELD_TEXT:
      break;
    }
  return NULL;
}

/* ---- building and showing ----------------------------------------------- */

static void
clear (WmCardForm *self)
{
  GHashTableIter iter;
  gpointer value;
  GtkWidget *child;

  /* Text still waiting belongs to the form being replaced; and removing a
   * focused field must not commit from inside the rebuild. */
  g_hash_table_iter_init (&iter, self->editors);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (value), "wm-pending"));
      if (source != 0)
        g_source_remove (source);
      g_object_set_data (G_OBJECT (value), "wm-pending", NULL);
    }
  wm_refresh_close_popovers (self->box);
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_hash_table_remove_all (self->editors);
  self->texts = NULL;
  self->findings = NULL;
  g_ptr_array_set_size (self->effect_editors, 0);
  g_ptr_array_set_size (self->tab_order, 0);
}

static GtkWidget *
group (const char *title, GtkWidget *content)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), content);
  return box;
}

static void
build (WmCardForm *self, const WmVariant *variant, const WmDeck *deck, const WmCard *card)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);

  clear (self);
  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_widget_add_css_class (self->title, "title-3");
  gtk_box_append (GTK_BOX (self->box), self->title);
  if (wm_card_kind_find_field (spec, "name") && wm_card_kind_find_field (spec, "name")->kind
                                                    == WM_FIELD_TEXT)
    {
      self->texts = texts_grid (self, variant, spec);
      gtk_box_append (GTK_BOX (self->box), self->texts);
    }
  for (int f = 0; f < spec->n_fields; f++)
    {
      GtkWidget *editor;
      if (spec->fields[f].kind == WM_FIELD_TEXT)
        continue;
      editor = field_editor (self, &spec->fields[f], variant);
      if (editor != NULL)
        gtk_box_append (GTK_BOX (self->box), group (_(spec->fields[f].title), editor));
    }
  /* Last, so that no field moves when a finding comes or goes. */
  self->findings = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_visible (self->findings, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->findings);
}

/* ---- the card's findings ------------------------------------------------- */

char *
wm_check_line_markup (const char *symbol, const char *message, const char *code)
{
  g_autofree char *joined = NULL;
  g_auto (GStrv) parts = g_strsplit (code, "-", -1);

  joined = g_strjoinv ("-\u2060", parts);
  return g_markup_printf_escaped ("%s %s <span alpha=\"70%%\">[%s]</span>", symbol, message,
                                  joined);
}

void
wm_check_line_append (GtkWidget *box, const char *markup, const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
}

static int
compare_codes (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 ((*(const WmDiagnostic **) a)->code, (*(const WmDiagnostic **) b)->code);
}

/* In the order of their checks' codes, each code's in the validator's
 * order: not by line, which an undo renumbers for a card not saved yet
 * (its lines those of the snapshot it restores, none before), so that the
 * list kept jumping (review j, 11). */
guint
wm_check_lines_append (GtkWidget *box, const WmDiagnostics *diags, const char *where,
                       gboolean error)
{
  gsize n = strlen (where);
  g_autoptr (GPtrArray) found = g_ptr_array_new ();

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);

      /* "deck events / card E1" and what is in it, not card E10 */
      if (d->where == NULL || strncmp (d->where, where, n) != 0
          || (d->where[n] != '\0' && d->where[n] != ' ')
          || (d->severity == WM_SEVERITY_ERROR) != error)
        continue;
      g_ptr_array_add (found, (gpointer) d);
    }
  /* g_ptr_array_sort () is stable */
  g_ptr_array_sort (found, compare_codes);
  for (guint i = 0; i < found->len; i++)
    {
      const WmDiagnostic *d = g_ptr_array_index (found, i);
      g_autofree char *line = wm_check_line_markup (error ? "✖" : "⚠", d->message, d->code);
      wm_check_line_append (box, line, error ? "error" : "warning");
    }
  return found->len;
}

/* The validator's errors, then warnings, about the card shown, under its
 * form, as the Events page lists them under an event's (review j, 4): a
 * quest that rewards nothing was told only by the sidebar's count. */
static gboolean
findings_cb (gpointer data)
{
  WmCardForm *self = data;
  WmDeck *deck = NULL;
  WmCard *card;
  g_autofree char *where = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;
  GtkWidget *child;
  guint n;

  self->findings_source = 0;
  card = find_card (self, &deck);
  if (self->findings == NULL || card == NULL)
    return G_SOURCE_REMOVE;
  while ((child = gtk_widget_get_first_child (self->findings)) != NULL)
    gtk_box_remove (GTK_BOX (self->findings), child);
  where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);
  diags = wm_validate (wm_document_get_variant (self->document));
  n = wm_check_lines_append (self->findings, diags, where, TRUE);
  n += wm_check_lines_append (self->findings, diags, where, FALSE);
  gtk_widget_set_visible (self->findings, n > 0);
  return G_SOURCE_REMOVE;
}

static char *
signature_of (const WmVariant *variant, const WmDeck *deck, const WmCard *card)
{
  g_autofree char *langs = variant->info.languages ? g_strjoinv (" ", variant->info.languages)
                                                   : g_strdup ("");
  return g_strdup_printf ("%s|%d|%s|%u|%u|%u", card->id, deck->kind, langs,
                          variant->towns->len, variant->path_types->len,
                          variant->characters->len);
}

static void
show_text (GtkWidget *widget, const char *value)
{
  g_autofree char *current = widget_text (widget);

  /* Text waiting to be committed is newer than the document's. */
  if (g_object_get_data (G_OBJECT (widget), "wm-pending") != NULL
      || g_strcmp0 (current, value ? value : "") == 0)
    return;
  if (GTK_IS_EDITABLE (widget))
    gtk_editable_set_text (GTK_EDITABLE (widget), value ? value : "");
  else
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)),
                              value ? value : "", -1);
  /* The document's text replaces one commit_text() refused, and with it
   * the refusal's mark (its tooltip follows in mark_missing()). */
  gtk_widget_remove_css_class (widget, "error");
}

static void
mark_missing (GtkWidget *widget, const WmText *text, const char *value)
{
  gboolean missing = value == NULL && !wm_text_is_empty (text);
  GtkWidget *frame = gtk_widget_get_ancestor (widget, GTK_TYPE_FRAME);

  if (missing)
    gtk_widget_add_css_class (widget, "warning");
  else
    gtk_widget_remove_css_class (widget, "warning");
  /* Adwaita marks entries with .warning; a text view's frame needs ours. */
  if (GTK_IS_TEXT_VIEW (widget) && frame != NULL && missing)
    gtk_widget_add_css_class (frame, "missing-translation");
  else if (GTK_IS_TEXT_VIEW (widget) && frame != NULL)
    gtk_widget_remove_css_class (frame, "missing-translation");
  if (GTK_IS_ENTRY (widget))
    gtk_entry_set_placeholder_text (GTK_ENTRY (widget),
                                    missing ? _("Missing translation") : NULL);
  gtk_widget_set_tooltip_text (widget, missing ? _("Missing translation") : NULL);
}

static void
show_words (GtkWidget *container, char **words)
{
  for (GtkWidget *child = gtk_widget_get_first_child (container); child;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *word = g_object_get_data (G_OBJECT (child), "wm-word");
      gboolean on = words && word && g_strv_contains ((const char *const *) words, word);
      if (GTK_IS_CHECK_BUTTON (child))
        gtk_check_button_set_active (GTK_CHECK_BUTTON (child), on);
      else if (GTK_IS_TOGGLE_BUTTON (child))
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child), on);
    }
}

static void
show_values (WmCardForm *self, const WmVariant *variant, const WmCard *card)
{
  GHashTableIter iter;
  gpointer key, value;
  g_autofree char *title = g_strdup_printf (_("Card %s"), card->id);

  gtk_label_set_text (GTK_LABEL (self->title), title);
  g_hash_table_iter_init (&iter, self->editors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GtkWidget *widget = value;
      const char *field = key_field (widget);
      const char *lang = key_lang (widget);

      if (lang != NULL)
        {
          const WmText *text = g_str_equal (field, "text") ? &card->text : &card->name;
          const char *t = wm_text_get_exact (text, lang);
          show_text (widget, t);
          mark_missing (widget, text, t);
          {
            /* as wm_deck_edit_text() marks them */
            g_autofree char *note_key = g_strdup_printf ("card %s:%s", card->id, field);
            wm_outdated_note_update (g_object_get_data (G_OBJECT (widget), "wm-outdated-note"),
                                     self->document, note_key, text, lang);
          }
        }
      else if (g_str_equal (field, "bid"))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), card->bid);
      else if (g_str_equal (field, "steps"))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), card->steps);
      else if (g_str_has_prefix (field, "reward."))
        {
          int v = 0;
          if (card->reward)
            v = g_str_equal (field, "reward.gold")       ? card->reward->gold
                : g_str_equal (field, "reward.movement") ? card->reward->movement
                                                         : card->reward->side_quest;
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), v);
        }
      else if (g_str_equal (field, "paths"))
        show_words (widget, card->paths);
      else if (g_str_equal (field, "arrows"))
        {
          g_auto (GStrv) words = g_new0 (char *, card->n_arrows + 1);
          for (int i = 0; i < card->n_arrows; i++)
            words[i] = g_strdup (wm_direction_to_string (card->arrows[i]));
          show_words (widget, words);
        }
      else if (g_str_equal (field, "character"))
        wm_value_drop_down_select (widget, card->character);
      else if (g_str_equal (field, "target") || g_str_equal (field, "target.2"))
        {
          guint i = g_str_equal (field, "target") ? 0 : 1;
          wm_value_drop_down_select (widget,
                                     i < card->targets->len
                                         ? ((WmTarget *) g_ptr_array_index (card->targets, i))->town
                                         : NULL);
        }
    }
  for (guint i = 0; i < self->effect_editors->len; i++)
    wm_effect_editor_refresh (g_ptr_array_index (self->effect_editors, i));
}

void
wm_card_form_refresh (WmCardForm *self)
{
  WmDeck *deck = NULL;
  WmCard *card;
  g_autofree char *signature = NULL;

  g_return_if_fail (WM_IS_CARD_FORM (self));
  card = find_card (self, &deck);
  if (card == NULL)
    {
      clear (self);
      g_clear_pointer (&self->signature, g_free);
      return;
    }
  signature = signature_of (wm_document_get_variant (self->document), deck, card);
  self->updating = TRUE;
  if (g_strcmp0 (signature, self->signature) != 0)
    {
      build (self, wm_document_get_variant (self->document), deck, card);
      g_free (self->signature);
      self->signature = g_steal_pointer (&signature);
    }
  show_values (self, wm_document_get_variant (self->document), card);
  self->updating = FALSE;
  g_clear_handle_id (&self->findings_source, g_source_remove);
  self->findings_source = g_timeout_add (FINDINGS_DELAY_MS, findings_cb, self);
}

void
wm_card_form_commit_pending (WmCardForm *self)
{
  GHashTableIter iter;
  gpointer value;
  g_autoptr (GPtrArray) pending = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (WM_IS_CARD_FORM (self));
  g_hash_table_iter_init (&iter, self->editors);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (g_object_get_data (G_OBJECT (value), "wm-pending") != NULL)
      g_ptr_array_add (pending, g_object_ref (value));
  /* Each commit refreshes the form, which may rebuild it: hold the fields. */
  for (guint i = 0; i < pending->len; i++)
    if (g_object_get_data (G_OBJECT (pending->pdata[i]), "wm-pending") != NULL)
      commit_text (self, g_ptr_array_index (pending, i));
}

void
wm_card_form_set_card (WmCardForm *self, WmDocument *doc, const char *card_id)
{
  g_return_if_fail (WM_IS_CARD_FORM (self));
  if (self->document == doc && g_strcmp0 (self->card_id, card_id) == 0)
    return;
  wm_card_form_commit_pending (self);
  g_set_object (&self->document, doc);
  g_free (self->card_id);
  self->card_id = g_strdup (card_id);
  g_clear_pointer (&self->signature, g_free);
  wm_card_form_refresh (self);
}

GtkWidget *
wm_card_form_get_editor (WmCardForm *self, const char *field, const char *lang)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (WM_IS_CARD_FORM (self), NULL);
  key = lang ? g_strdup_printf ("%s:%s", field, lang) : g_strdup (field);
  return g_hash_table_lookup (self->editors, key);
}

/* ---- going to a problem's field ------------------------------------------ */

/* The target field ("target", "target.2") of @card whose town @message
 * names, by id or by name; the first when it names none. */
static const char *
named_target (const WmVariant *variant, const WmCard *card, const char *message)
{
  for (guint t = 0; t < card->targets->len && t < 2; t++)
    {
      const char *town = ((const WmTarget *) g_ptr_array_index (card->targets, t))->town;
      const WmTown *known = wm_variant_find_town (variant, town);
      g_autofree char *named
          = known != NULL ? wm_variant_named (variant, &known->name, town) : NULL;
      if (wm_diagnostic_message_names (message, town)
          || (named != NULL && strstr (message, named) != NULL))
        return t == 0 ? "target" : "target.2";
    }
  return "target";
}

/* The field of @card that holds a town, path type or character @message
 * names by id — with @missing, one the variant does not have (a target,
 * "paths", "character") — or NULL. */
static const char *
named_reference (const WmVariant *variant, const WmCard *card, const char *message,
                 gboolean missing)
{
  for (guint t = 0; t < card->targets->len && t < 2; t++)
    {
      const char *town = ((const WmTarget *) g_ptr_array_index (card->targets, t))->town;
      if ((!missing || wm_variant_find_town (variant, town) == NULL)
          && wm_diagnostic_message_names (message, town))
        return t == 0 ? "target" : "target.2";
    }
  for (int i = 0; card->paths != NULL && card->paths[i] != NULL; i++)
    if ((!missing || wm_variant_find_path_type (variant, card->paths[i]) == NULL)
        && wm_diagnostic_message_names (message, card->paths[i]))
      return "paths";
  if (card->character != NULL
      && (!missing || wm_variant_find_character (variant, card->character) == NULL)
      && wm_diagnostic_message_names (message, card->character))
    return "character";
  return NULL;
}

/* The field (a key of wm_card_form_get_editor ()) a diagnostic of @code
 * about @card is about, its language in *@lang for a name or text; NULL
 * for none on the form. */
static const char *
diagnostic_field (const WmVariant *variant, const WmCard *card, const char *code,
                  const char *message, const char **lang)
{
  static const struct
  {
    const char *code, *field;
  } by_code[] = {
    { "card-bid-duplicate", "bid" },        { "card-steps", "steps" },
    { "card-options-empty", "paths" },      { "card-target-duplicate", "target.2" },
    { "card-reward-empty", "reward.gold" }, { "card-task-unsatisfiable", "task" },
    { "event-no-effect", "effect" },        { "card-unplayed", "character" },
  };
  static const char *const named_fields[]
      = { "reward.gold", "reward.movement", "reward.side-quest", "bid", "steps" };
  const char *field;

  field = wm_text_diagnostic_field (variant, &card->name, &card->text, code, message,
                                    _("the card text is missing in %s"), lang);
  if (field != NULL)
    return field;
  for (guint i = 0; i < G_N_ELEMENTS (by_code); i++)
    if (g_strcmp0 (code, by_code[i].code) == 0)
      return by_code[i].field;
  if (g_strcmp0 (code, "card-target-unreachable") == 0
      || g_strcmp0 (code, "quest-own-region") == 0)
    return named_target (variant, card, message);
  if (g_strcmp0 (code, "card-reward-deck") == 0)
    return card->reward != NULL && card->reward->movement > 0 && card->reward->side_quest <= 0
               ? "reward.movement"
               : "reward.side-quest";
  if (g_strcmp0 (code, "card-options-duplicate") == 0)
    {
      for (int i = 0; card->paths != NULL && card->paths[i] != NULL; i++)
        if (wm_diagnostic_message_names (message, card->paths[i]))
          return "paths";
      return "arrows";
    }
  if (g_strcmp0 (code, "schema-range") == 0 || g_strcmp0 (code, "value-range") == 0)
    {
      /* "“gold” of the reward of card …": the attribute as in the file. */
      for (guint i = 0; i < G_N_ELEMENTS (named_fields); i++)
        if (wm_diagnostic_message_names (message, strchr (named_fields[i], '.')
                                                      ? strchr (named_fields[i], '.') + 1
                                                      : named_fields[i]))
          return named_fields[i];
      return NULL;
    }
  /* A target, path type or character the variant lacks; an effect's or
   * task's is the effect editor's to find (wm_card_form_reveal ()). */
  if (g_strcmp0 (code, "ref-unknown") == 0)
    return named_reference (variant, card, message, TRUE);
  /* A town's, path type's or character's name cut on the card: the field
   * that prints it. */
  if (g_strcmp0 (code, "card-label-overflow") == 0)
    return named_reference (variant, card, message, FALSE);
  return NULL;
}

GtkWidget *
wm_card_form_reveal (WmCardForm *self, const char *code, const char *message)
{
  WmDeck *deck = NULL;
  const WmCard *card;
  const char *field, *lang;
  GtkWidget *editor;

  g_return_val_if_fail (WM_IS_CARD_FORM (self), NULL);
  card = find_card (self, &deck);
  if (card == NULL)
    return NULL;
  field = diagnostic_field (wm_document_get_variant (self->document), card, code, message, &lang);
  editor = field != NULL ? wm_card_form_get_editor (self, field, lang) : NULL;
  /* A parameter of an effect or the task naming what the variant lacks
   * ("parameter “via” of “extra-move”: …"): that parameter's control. */
  for (guint i = 0; editor == NULL && g_strcmp0 (code, "ref-unknown") == 0
                    && i < self->effect_editors->len;
       i++)
    editor = wm_effect_editor_find_problem (g_ptr_array_index (self->effect_editors, i),
                                            message);
  if (editor != NULL)
    /* A text's group is its language's, under the language's heading. */
    wm_scroll_reveal (editor, lang != NULL ? self->texts : self->box);
  return editor;
}

static void
wm_card_form_dispose (GObject *object)
{
  WmCardForm *self = WM_CARD_FORM (object);

  g_clear_handle_id (&self->findings_source, g_source_remove);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wm_card_form_parent_class)->dispose (object);
}

static void
wm_card_form_finalize (GObject *object)
{
  WmCardForm *self = WM_CARD_FORM (object);

  g_hash_table_unref (self->editors);
  g_ptr_array_unref (self->effect_editors);
  g_ptr_array_unref (self->tab_order);
  g_free (self->card_id);
  g_free (self->signature);
  G_OBJECT_CLASS (wm_card_form_parent_class)->finalize (object);
}

static void
wm_card_form_class_init (WmCardFormClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_card_form_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_card_form_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

/* The deck editor's few styles, installed once for the display. */
static void
install_css (void)
{
  static gboolean done;
  GtkCssProvider *provider;

  if (done || gdk_display_get_default () == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "frame.missing-translation { border: 1px dashed @warning_color; }\n"
                                   "textview.card-text { padding: " G_STRINGIFY (
                                       CARD_TEXT_PADDING) "px; }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (provider);
}

static void
wm_card_form_init (WmCardForm *self)
{
  install_css ();
  self->editors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->effect_editors = g_ptr_array_new ();
  self->tab_order = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 14);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->box);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

GtkWidget *
wm_card_form_new (void)
{
  return g_object_new (WM_TYPE_CARD_FORM, NULL);
}
