#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wm-card-text.h"
#include "wm-characters-page.h"
#include "wm-locale.h"
#include "wm-outdated-note.h"
#include "wm-deck-edits.h"
#include "wm-effect-editor.h"
#include "wm-language-columns.h"
#include "wm-number-field.h"
#include "wm-card-preview.h"
#include "wm-refresh.h"
#include "wm-scroll.h"
#include "wm-value-drop-down.h"
#include "wm-wrap-layout.h"

#define TEXT_COMMIT_DELAY_MS 600

struct _WmCharactersPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  char *id;
  char *list_signature;
  char *form_signature;
  gboolean updating;
  guint rebuild_source;

  GtkWidget *root;
  GtkWidget *list;
  GtkWidget *message; /* why Add or Remove was refused, until the next change */
  GtkWidget *form;
  GtkWidget *abilities;
  GtkWidget *preview; /* the character's card as it prints */
  GHashTable *editors; /* what → widget (borrowed) */
};

G_DEFINE_FINAL_TYPE (WmCharactersPage, wm_characters_page, GTK_TYPE_WIDGET)

static const char *const reward_titles[WM_N_WEAPON_REWARDS] = {
  N_("Nothing more"), N_("A side quest"), N_("A movement card"), N_("A common quest"),
};

static WmVariant *
variant_of (WmCharactersPage *self)
{
  return self->document ? wm_document_get_variant (self->document) : NULL;
}

static WmCharacter *
current (WmCharactersPage *self)
{
  WmVariant *variant = variant_of (self);
  return variant && self->id ? wm_variant_find_character (variant, self->id) : NULL;
}

static void
remember (WmCharactersPage *self, GtkWidget *widget, const char *what)
{
  g_object_set_data_full (G_OBJECT (widget), "wm-what", g_strdup (what), g_free);
  g_hash_table_insert (self->editors, g_strdup (what), widget);
}

static const char *
what_of (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "wm-what");
}

/* ---- texts -------------------------------------------------------------- */

static char *
widget_text (GtkWidget *widget)
{
  GtkTextIter start, end;
  GtkTextBuffer *buffer;

  if (GTK_IS_EDITABLE (widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget)));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
commit_text (WmCharactersPage *self, GtkWidget *widget)
{
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "wm-pending"));
  g_auto (GStrv) parts = g_strsplit (what_of (widget), ":", 2);
  g_autofree char *value = widget_text (widget);

  if (source != 0)
    g_source_remove (source);
  g_object_set_data (G_OBJECT (widget), "wm-pending", NULL);
  if (self->document != NULL && self->id != NULL)
    wm_character_set_text (self->document, self->id, parts[0], parts[1], value);
}

static gboolean
commit_timeout_cb (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *page = gtk_widget_get_ancestor (widget, WM_TYPE_CHARACTERS_PAGE);

  g_object_set_data (G_OBJECT (widget), "wm-pending", NULL);
  if (page != NULL)
    commit_text (WM_CHARACTERS_PAGE (page), widget);
  return G_SOURCE_REMOVE;
}

static void
text_changed (GtkWidget *widget)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (gtk_widget_get_ancestor (widget,
                                                                        WM_TYPE_CHARACTERS_PAGE));
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "wm-pending"));

  if (self == NULL || self->updating)
    return;
  if (source != 0)
    g_source_remove (source);
  source = g_timeout_add_full (G_PRIORITY_DEFAULT, TEXT_COMMIT_DELAY_MS, commit_timeout_cb,
                               g_object_ref (widget), g_object_unref);
  g_object_set_data (G_OBJECT (widget), "wm-pending", GUINT_TO_POINTER (source));
}

static void
buffer_changed_cb (GtkTextBuffer *buffer, GtkWidget *view)
{
  text_changed (view);
}

static void
focus_leave_cb (GtkEventControllerFocus *focus, WmCharactersPage *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  if (g_object_get_data (G_OBJECT (widget), "wm-pending") != NULL)
    commit_text (self, widget);
}

/* A wrapped text view measured before it has its width asks for the
 * height of its text one word a line, taller than the window, and keeps
 * it until it is rebuilt; in a scrolled window of a fixed height the
 * form's layout never depends on that first guess. The wheel over it
 * scrolls the form where it has nothing more to show that way. */
static GtkWidget *
text_cell (GtkWidget *view)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 96);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), view);
  wm_scroll_pass_on_at_end (GTK_SCROLLED_WINDOW (scroll));
  return scroll;
}

/* A language's name and ability text, headed with the language's name,
 * each under its label, so that a column keeps its width for the fields
 * (beside them "Ability text" took 80–140 px of each column: side by
 * side came only in a window 1850 px wide, 1950 px in Italian); a note
 * under the ability text, on a line kept for it, says when it may be
 * behind another language's. */
static GtkWidget *
language_texts (WmCharactersPage *self, const char *lang)
{
  GtkWidget *grid = gtk_grid_new ();
  const char *fields[] = { "name", "text" };
  const char *titles[] = { _("Name"), _("Ability text") };
  /* Named as the Decks toolbar names them ("Deutsch") */
  g_autofree char *language = wm_locale_language_name (lang);
  GtkWidget *header = gtk_label_new (language);

  /* A label close to its field, a field apart from the next label, and
   * no more: one under another, at 1190 × 790 px the last language's
   * ability text still shows whole (/decks/gui/characters-first-show). */
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_add_css_class (header, "heading");
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_grid_attach (GTK_GRID (grid), header, 0, 0, 1, 1);
  for (int f = 0; f < 2; f++)
    {
      g_autofree char *what = g_strdup_printf ("%s:%s", fields[f], lang);
      /* what a screen reader says: "Name (Deutsch)" */
      g_autofree char *spoken = g_strdup_printf ("%s (%s)", titles[f], language);
      GtkEventController *focus = gtk_event_controller_focus_new ();
      GtkWidget *label = gtk_label_new (titles[f]);
      GtkWidget *editor, *cell;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, f == 0 ? 0 : 6);
      gtk_grid_attach (GTK_GRID (grid), label, 0, 2 * f + 1, 1, 1);
      if (f == 0)
        {
          editor = cell = gtk_entry_new ();
          g_signal_connect (editor, "changed", G_CALLBACK (text_changed), NULL);
          g_signal_connect_swapped (editor, "activate", G_CALLBACK (commit_text), self);
        }
      else
        {
          editor = gtk_text_view_new ();
          gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (editor), GTK_WRAP_WORD_CHAR);
          /* Tab moves on, as in the Decks card text: a tab typed into
           * an ability text marked its translations changed (review 19). */
          gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (editor), FALSE);
          g_object_set (editor, "left-margin", 6, "right-margin", 6, "top-margin", 4,
                        "bottom-margin", 4, NULL);
          g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (editor)), "changed",
                            G_CALLBACK (buffer_changed_cb), editor);
          cell = text_cell (editor);
        }
      g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
      gtk_widget_add_controller (editor, focus);
      gtk_widget_set_hexpand (editor, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      spoken, -1);
      remember (self, editor, what);
      gtk_grid_attach (GTK_GRID (grid), cell, 0, 2 * f + 2, 1, 1);
      if (f == 1)
        {
          GtkWidget *note = wm_outdated_note_new ();

          /* A line, the label before its button, as on the card form: the
           * two lines kept under each language were a gap between them. */
          gtk_orientable_set_orientation (GTK_ORIENTABLE (note), GTK_ORIENTATION_HORIZONTAL);
          gtk_box_set_spacing (GTK_BOX (note), 6);
          g_object_set_data (G_OBJECT (editor), "wm-outdated-note", note);
          gtk_grid_attach (GTK_GRID (grid), note, 0, 2 * f + 3, 1, 1);
        }
    }
  return grid;
}

/* The languages side by side where each ability text's box is 250 px
 * wide, as on the card form, else one under another, the form's width: in
 * three columns a 1024 px window left each 138 px, four words a line. Tab
 * goes through a language's name and text before the next language's,
 * either way. */
static GtkWidget *
texts_grid (WmCharactersPage *self, WmVariant *variant)
{
  GtkWidget *texts = wm_language_columns_box_new (NULL);

  for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
    gtk_box_append (GTK_BOX (texts), language_texts (self, variant->info.languages[l]));
  return texts;
}

/* The texts, and a way to what the ability does: its effects are edited
 * on the Events & Abilities page, and a text changed there without them
 * (or the other way round) tells the players a rule the game does not
 * play (review 8). */
static GtkWidget *
texts_box (WmCharactersPage *self, WmVariant *variant, const WmCharacter *ch)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *effects = gtk_button_new_with_label (_("The ability's effects on Events & Abilities →"));

  gtk_widget_set_name (effects, "ability-effects-link");
  gtk_widget_add_css_class (effects, "flat");
  gtk_widget_set_halign (effects, GTK_ALIGN_END);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (effects), "win.show-character-effects");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (effects), "s", ch->id);
  gtk_box_append (GTK_BOX (box), texts_grid (self, variant));
  gtk_box_append (GTK_BOX (box), effects);
  return box;
}

/* ---- properties --------------------------------------------------------- */

static void
color_set_cb (GtkColorButton *button, WmCharactersPage *self)
{
  GdkRGBA rgba;
  g_autofree char *hex = NULL;

  if (self->updating)
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  hex = g_strdup_printf ("#%02x%02x%02x", (int) (rgba.red * 255 + 0.5),
                         (int) (rgba.green * 255 + 0.5), (int) (rgba.blue * 255 + 0.5));
  wm_character_set (self->document, self->id, "color", hex);
}

static void
choice_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmCharactersPage *self)
{
  const char *value = wm_value_drop_down_get_value (GTK_WIDGET (dropdown));

  if (!self->updating && value != NULL)
    wm_character_set (self->document, self->id, what_of (GTK_WIDGET (dropdown)), value);
}

static GtkWidget *
choice (WmCharactersPage *self, const char *what, GPtrArray *titles, GStrv values)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkWidget *dropdown;

  for (guint i = 0; i < titles->len; i++)
    gtk_string_list_append (list, g_ptr_array_index (titles, i));
  dropdown = gtk_drop_down_new (G_LIST_MODEL (list), NULL);
  wm_value_drop_down_set_values (dropdown, values);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (choice_cb), self);
  remember (self, dropdown, what);
  return dropdown;
}

/* The reference @what of @ch: its start town, movement deck or personal quest. */
static const char *
ref_value (const WmCharacter *ch, const char *what)
{
  if (g_str_equal (what, "start-town"))
    return ch->start_town;
  if (g_str_equal (what, "movement-deck"))
    return ch->movement_deck;
  return ch->personal_quest;
}

static void
add_item (GPtrArray *titles, GPtrArray *values, char *title, const char *value)
{
  g_ptr_array_add (titles, title);
  g_ptr_array_add (values, g_strdup (value));
}

/* The items of a drop-down for the reference @what: the variant's towns,
 * movement decks or personal quests, named in the display language. A
 * reference that names none of them (a town or card that does not exist,
 * or none where one is needed) gets an item of its own when shown
 * (wm_value_drop_down_select ()): the drop-down must not show a valid
 * choice it does not have, and choosing any real one has to be an edit. */
static void
ref_items (WmVariant *variant, const char *what, GPtrArray *titles, GPtrArray *values)
{
  const char *lang = wm_variant_display_language (variant);
  gboolean quests = g_str_equal (what, "personal-quest");

  if (g_str_equal (what, "start-town"))
    for (guint i = 0; i < variant->towns->len; i++)
      {
        const WmTown *town = g_ptr_array_index (variant->towns, i);
        add_item (titles, values, g_strdup (wm_text_get (&town->name, lang, lang)), town->id);
      }
  if (quests)
    add_item (titles, values, g_strdup (_("(none)")), "");
  for (guint d = 0; !g_str_equal (what, "start-town") && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      g_autofree char *deck_name = wm_text_isolate (wm_text_get (&deck->name, lang, lang));
      if (!quests && deck->kind == WM_DECK_MOVEMENT)
        add_item (titles, values, g_strdup_printf ("%s (%s)", deck_name, deck->id), deck->id);
      for (guint c = 0; quests && deck->kind == WM_DECK_PERSONAL_QUEST && c < deck->cards->len;
           c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          g_autofree char *card_name = wm_text_isolate (wm_text_get (&card->name, lang, lang));
          add_item (titles, values, g_strdup_printf ("%s %s", card->id, card_name), card->id);
        }
    }
}

static GtkWidget *
ref_choice (WmCharactersPage *self, WmVariant *variant, const char *what)
{
  g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  ref_items (variant, what, titles, values);
  g_ptr_array_add (values, NULL);
  return choice (self, what, titles, (GStrv) g_ptr_array_steal (values, NULL));
}

/* ---- slots and weapons -------------------------------------------------- */

/* What a quest slot may accept: a check box each in its row, found on the
 * row under @key. */
static const struct
{
  WmSlotAccepts flag;
  const char *title;
  const char *key;
} slot_kinds[] = {
  { WM_SLOT_PERSONAL, N_("Personal"), "wm-personal" },
  { WM_SLOT_COMMON, N_("Common"), "wm-common" },
  { WM_SLOT_SIDE, N_("Side"), "wm-side" },
};

static GtkCheckButton *
slot_check (GtkWidget *row, guint kind)
{
  return g_object_get_data (G_OBJECT (row), slot_kinds[kind].key);
}

static void
slot_changed_cb (GtkWidget *widget, GParamSpec *pspec, WmCharactersPage *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (widget), "wm-row");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "wm-index"));
  WmSlotAccepts accepts = 0;
  gboolean covered = FALSE;

  if (self->updating)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (slot_kinds); i++)
    if (gtk_check_button_get_active (slot_check (row, i)))
      accepts |= slot_kinds[i].flag;
  covered = gtk_switch_get_active (g_object_get_data (G_OBJECT (row), "wm-covered"));
  /* A slot that accepts nothing cannot be written; keep the last kind. */
  if (accepts == 0)
    {
      gtk_widget_error_bell (widget);
      self->updating = TRUE;
      gtk_check_button_set_active (GTK_CHECK_BUTTON (widget), TRUE);
      self->updating = FALSE;
      return;
    }
  wm_character_set_slot (self->document, self->id, index, accepts, covered);
}

static void
row_button_cb (GtkButton *button, WmCharactersPage *self)
{
  const char *what = what_of (GTK_WIDGET (button));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "wm-index"));

  if (g_str_equal (what, "add-slot"))
    wm_character_add_slot (self->document, self->id);
  else if (g_str_equal (what, "remove-slot"))
    wm_character_remove_slot (self->document, self->id, index);
  else if (g_str_equal (what, "add-weapon"))
    wm_character_add_weapon (self->document, self->id);
  else if (g_str_equal (what, "remove-weapon"))
    wm_character_remove_weapon (self->document, self->id, index);
}

static GtkWidget *
row_button (WmCharactersPage *self, const char *icon, const char *label, const char *what,
            guint index)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon)
                           : gtk_button_new_with_mnemonic (label);

  if (icon != NULL)
    {
      gtk_widget_set_tooltip_text (button, label);
      gtk_widget_add_css_class (button, "flat");
    }
  else
    gtk_widget_set_halign (button, GTK_ALIGN_START);
  g_object_set_data_full (G_OBJECT (button), "wm-what", g_strdup (what), g_free);
  g_object_set_data (G_OBJECT (button), "wm-index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (row_button_cb), self);
  return button;
}

/* One slot's row: "Slot 1", what it accepts, covered, remove. Its two
 * halves wrap onto two lines when the form is narrow (an Italian one in a
 * window 1024 px wide), each half whole; every row alike, so that the
 * rows stay lined up. */
static GtkWidget *
slot_row (WmCharactersPage *self, guint i)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *accepts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *cover = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *title = g_strdup_printf (_("Slot %u"), i + 1);
  GtkWidget *covered = gtk_switch_new ();
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *remove;

  gtk_widget_set_layout_manager (row, wm_wrap_layout_new (8, 4));
  gtk_widget_set_size_request (label, 60, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  g_object_set_data (G_OBJECT (row), "wm-index", GUINT_TO_POINTER (i));
  gtk_box_append (GTK_BOX (accepts), label);
  for (guint k = 0; k < G_N_ELEMENTS (slot_kinds); k++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (_(slot_kinds[k].title));
      g_object_set_data (G_OBJECT (check), "wm-row", row);
      g_object_set_data (G_OBJECT (row), slot_kinds[k].key, check);
      g_signal_connect (check, "notify::active", G_CALLBACK (slot_changed_cb), self);
      gtk_box_append (GTK_BOX (accepts), check);
    }
  gtk_box_append (GTK_BOX (cover), gtk_label_new (_("Covered")));
  gtk_widget_set_valign (covered, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (covered, _("Covered until the personal quest is done"));
  g_object_set_data (G_OBJECT (covered), "wm-row", row);
  g_object_set_data (G_OBJECT (row), "wm-covered", covered);
  g_signal_connect (covered, "notify::active", G_CALLBACK (slot_changed_cb), self);
  gtk_box_append (GTK_BOX (cover), covered);
  remove = row_button (self, "user-trash-symbolic", _("Remove the slot"), "remove-slot", i);
  g_object_set_data (G_OBJECT (row), "wm-remove", remove);
  gtk_box_append (GTK_BOX (cover), remove);
  gtk_box_append (GTK_BOX (row), accepts);
  gtk_box_append (GTK_BOX (row), cover);
  return row;
}

static GtkWidget *
slots_box (WmCharactersPage *self, const WmCharacter *ch)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4), *add;

  for (guint i = 0; i < ch->slots->len; i++)
    {
      GtkWidget *row = slot_row (self, i);
      g_autofree char *what = g_strdup_printf ("slot.%u", i);
      remember (self, row, what);
      gtk_box_append (GTK_BOX (box), row);
    }
  add = row_button (self, NULL, _("Add a _slot"), "add-slot", 0);
  remember (self, add, "add-slot");
  gtk_box_append (GTK_BOX (box), add);
  return box;
}

static void
weapon_changed_cb (GtkWidget *widget, GParamSpec *pspec, WmCharactersPage *self)
{
  GtkWidget *row = gtk_widget_get_parent (widget);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "wm-index"));
  GtkWidget *spin = g_object_get_data (G_OBJECT (row), "wm-gold");
  GtkWidget *reward = g_object_get_data (G_OBJECT (row), "wm-reward");

  if (!self->updating)
    wm_character_set_weapon (self->document, self->id, index,
                             gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)),
                             gtk_drop_down_get_selected (GTK_DROP_DOWN (reward)));
}

/* "[spin] gold, and [reward]": the word after the number in its plural
 * form (Italian: 1 moneta d’oro, 2 monete d’oro). */
static void
gold_word_cb (GtkSpinButton *spin, GtkLabel *word)
{
  int gold = gtk_spin_button_get_value_as_int (spin);

  gtk_label_set_text (word, g_dngettext (NULL, "gold, and", "gold, and", gold));
}

static GtkWidget *
weapons_box (WmCharactersPage *self, const WmCharacter *ch)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4), *add;
  const char *titles[WM_N_WEAPON_REWARDS + 1];

  for (int r = 0; r < WM_N_WEAPON_REWARDS; r++)
    titles[r] = _(reward_titles[r]);
  titles[WM_N_WEAPON_REWARDS] = NULL;
  for (guint i = 0; i < ch->weapons->len; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      g_autofree char *title = g_strdup_printf (_("Weapon %u"), i + 1);
      g_autofree char *what = g_strdup_printf ("weapon.%u", i);
      GtkWidget *label = gtk_label_new (title);
      GtkWidget *spin = wm_number_field_new (0, 20, 1);
      GtkWidget *reward = gtk_drop_down_new_from_strings (titles);
      GtkWidget *gold_word = gtk_label_new (NULL);
      GtkWidget *remove;
      wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (spin), title);
      gtk_widget_set_size_request (label, 80, -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      g_object_set_data (G_OBJECT (row), "wm-index", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (row), "wm-gold", spin);
      g_object_set_data (G_OBJECT (row), "wm-reward", reward);
      g_signal_connect (spin, "notify::value", G_CALLBACK (weapon_changed_cb), self);
      g_signal_connect (reward, "notify::selected", G_CALLBACK (weapon_changed_cb), self);
      g_signal_connect (spin, "value-changed", G_CALLBACK (gold_word_cb), gold_word);
      gold_word_cb (GTK_SPIN_BUTTON (spin), GTK_LABEL (gold_word));
      /* The row reads as a sentence ("Weapon 1: 2 gold, and a side
       * quest") and wraps like one in a narrow form. */
      gtk_widget_set_layout_manager (row, wm_wrap_layout_new (8, 4));
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), spin);
      gtk_box_append (GTK_BOX (row), gold_word);
      gtk_box_append (GTK_BOX (row), reward);
      remove = row_button (self, "user-trash-symbolic", _("Remove the weapon step"),
                           "remove-weapon", i);
      g_object_set_data (G_OBJECT (row), "wm-remove", remove);
      gtk_box_append (GTK_BOX (row), remove);
      remember (self, row, what);
      gtk_box_append (GTK_BOX (box), row);
    }
  add = row_button (self, NULL, _("Add a _weapon step"), "add-weapon", 0);
  remember (self, add, "add-weapon");
  gtk_box_append (GTK_BOX (box), add);
  return box;
}

/* ---- building and showing ----------------------------------------------- */

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

static GtkWidget *
property_grid (WmCharactersPage *self, WmVariant *variant, const WmCharacter *ch)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *color = gtk_color_button_new ();
  const char *titles[] = { _("Colour"), _("Start town"), _("Movement deck"), _("Personal quest") };
  GtkWidget *widgets[4];

  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (color), FALSE);
  g_signal_connect (color, "color-set", G_CALLBACK (color_set_cb), self);
  remember (self, color, "color");
  widgets[0] = color;
  widgets[1] = ref_choice (self, variant, "start-town");
  widgets[2] = ref_choice (self, variant, "movement-deck");
  widgets[3] = ref_choice (self, variant, "personal-quest");
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *label = gtk_label_new (titles[i]);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_halign (widgets[i], GTK_ALIGN_START);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widgets[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      titles[i], -1);
      gtk_grid_attach (GTK_GRID (grid), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), widgets[i], 1, i, 1, 1);
    }
  return grid;
}

/* In place of the form with no character shown: a variant made from
 * scratch has none yet, and the first needs a town to start in. */
static GtkWidget *
nothing_shown (WmVariant *variant)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "avatar-default-symbolic");
  if (variant == NULL || variant->characters->len > 0)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Character Selected"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("Choose a character in the list."));
    }
  else
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Characters Yet"));
      adw_status_page_set_description (
          ADW_STATUS_PAGE (status),
          _("Each player plays a character of their own. + under the list adds one, with a "
            "movement deck and a personal quest of its own, starting in a town: towns are made "
            "on the Rules page."));
    }
  gtk_widget_set_vexpand (status, TRUE);
  return status;
}

static void
build_form (WmCharactersPage *self, WmVariant *variant, const WmCharacter *ch)
{
  GtkWidget *child;
  GtkWidget *title;
  const char *lang = wm_variant_display_language (variant);

  wm_refresh_close_popovers (self->form);
  while ((child = gtk_widget_get_first_child (self->form)) != NULL)
    gtk_box_remove (GTK_BOX (self->form), child);
  g_hash_table_remove_all (self->editors);
  self->abilities = NULL;
  if (ch == NULL)
    {
      gtk_box_append (GTK_BOX (self->form), nothing_shown (variant));
      return;
    }
  title = gtk_label_new (wm_text_get (&ch->name, lang, lang));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "title-2");
  remember (self, title, "title");
  gtk_box_append (GTK_BOX (self->form), title);
  /* No heading of their own: the first language's name, right under the
   * title, heads them ("Texts" over "English" read as two headings, as on
   * the card form before 7957c73). */
  gtk_box_append (GTK_BOX (self->form), texts_box (self, variant, ch));
  gtk_box_append (GTK_BOX (self->form), group (_("Character"), property_grid (self, variant, ch)));
  gtk_box_append (GTK_BOX (self->form), group (_("Quest slots"), slots_box (self, ch)));
  gtk_box_append (GTK_BOX (self->form), group (_("Weapon track"), weapons_box (self, ch)));
  self->abilities = wm_effect_editor_new ();
  wm_effect_editor_set_list (WM_EFFECT_EDITOR (self->abilities), self->document,
                             WM_EFFECT_LIST_CHARACTER, ch->id);
  remember (self, self->abilities, "abilities");
  gtk_box_append (GTK_BOX (self->form), group (_("Abilities"), self->abilities));
}

static void
show_values (WmCharactersPage *self, const WmCharacter *ch)
{
  const char *lang = wm_variant_display_language (variant_of (self));
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->editors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *what = key;
      GtkWidget *widget = value;
      if (strchr (what, ':') != NULL)
        {
          g_auto (GStrv) parts = g_strsplit (what, ":", 2);
          const char *text = wm_text_get_exact (g_str_equal (parts[0], "text") ? &ch->text
                                                                               : &ch->name,
                                                parts[1]);
          g_autofree char *shown = widget_text (widget);
          if (g_object_get_data (G_OBJECT (widget), "wm-pending") == NULL
              && g_strcmp0 (shown, text ? text : "") != 0)
            {
              if (GTK_IS_EDITABLE (widget))
                gtk_editable_set_text (GTK_EDITABLE (widget), text ? text : "");
              else
                gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)),
                                          text ? text : "", -1);
            }
          if (text == NULL)
            gtk_widget_add_css_class (widget, "warning");
          else
            gtk_widget_remove_css_class (widget, "warning");
          if (g_str_equal (parts[0], "text"))
            {
              g_autofree char *note_key = g_strdup_printf ("character %s:text", ch->id);
              wm_outdated_note_update (g_object_get_data (G_OBJECT (widget), "wm-outdated-note"),
                                       self->document, note_key, &ch->text, parts[1]);
            }
        }
      else if (g_str_equal (what, "title"))
        /* The name being edited, or shown in another language. */
        gtk_label_set_text (GTK_LABEL (widget), wm_text_get (&ch->name, lang, lang));
      else if (g_str_equal (what, "color"))
        {
          GdkRGBA rgba;
          if (ch->color && gdk_rgba_parse (&rgba, ch->color))
            gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (widget), &rgba);
        }
      else if (g_str_equal (what, "start-town") || g_str_equal (what, "movement-deck")
               || g_str_equal (what, "personal-quest"))
        /* A reference to nothing shows as "(missing: nowhere)" or "(none
         * chosen)", first and selected. */
        wm_value_drop_down_select (widget, ref_value (ch, what));
      else if (g_str_has_prefix (what, "slot."))
        {
          const WmSlot *slot = g_ptr_array_index (ch->slots, atoi (what + 5));
          for (guint k = 0; k < G_N_ELEMENTS (slot_kinds); k++)
            gtk_check_button_set_active (slot_check (widget, k),
                                         (slot->accepts & slot_kinds[k].flag) != 0);
          gtk_switch_set_active (g_object_get_data (G_OBJECT (widget), "wm-covered"),
                                 slot->covered);
        }
      else if (g_str_has_prefix (what, "weapon."))
        {
          const WmWeaponStep *step = g_ptr_array_index (ch->weapons, atoi (what + 7));
          gtk_spin_button_set_value (g_object_get_data (G_OBJECT (widget), "wm-gold"), step->gold);
          gtk_drop_down_set_selected (g_object_get_data (G_OBJECT (widget), "wm-reward"),
                                      step->reward);
        }
    }
  if (self->abilities != NULL)
    wm_effect_editor_refresh (WM_EFFECT_EDITOR (self->abilities));
}

static char *
form_signature (WmVariant *variant, const WmCharacter *ch)
{
  static const char *const refs[] = { "start-town", "movement-deck", "personal-quest" };
  g_autofree char *langs = variant->info.languages ? g_strjoinv (" ", variant->info.languages)
                                                   : g_strdup ("");
  GString *out = g_string_new (NULL);

  /* Which of nothing_shown ()'s two pages. */
  if (ch == NULL)
    {
      g_string_append (out, variant->characters->len > 0 ? "unselected" : "none");
      return g_string_free (out, FALSE);
    }
  g_string_append_printf (out, "%s|%s|%u|%u|%u|%u|", ch->id, langs, ch->slots->len,
                          ch->weapons->len, variant->towns->len, variant->decks->len);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind == WM_DECK_PERSONAL_QUEST || deck->kind == WM_DECK_MOVEMENT)
        g_string_append_printf (out, "%s:%u;", deck->id, deck->cards->len);
    }
  /* The drop-downs' items as they read: a town or deck renamed, or the
   * texts shown in another language, rebuild the form (a reference that
   * comes to name nothing gets its "(missing: …)" item when shown). */
  for (guint i = 0; i < G_N_ELEMENTS (refs); i++)
    {
      g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

      ref_items (variant, refs[i], titles, values);
      g_string_append_printf (out, "|%s", refs[i]);
      for (guint t = 0; t < titles->len; t++)
        g_string_append_printf (out, "\n%s", (const char *)g_ptr_array_index (titles, t));
    }
  return g_string_free (out, FALSE);
}

/* The widget of the form that holds the keyboard, or NULL. */
static GtkWidget *
form_focus (WmCharactersPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, self->form) ? focus : NULL;
}

/* The name or ability text of the form that holds the keyboard, or NULL. */
static GtkWidget *
focused_text (WmCharactersPage *self)
{
  GtkWidget *focus = form_focus (self);

  if (focus == NULL)
    return NULL;
  /* An entry's keyboard is in its text child. */
  for (GtkWidget *w = focus; w != self->form; w = gtk_widget_get_parent (w))
    if (what_of (w) != NULL)
      return strchr (what_of (w), ':') != NULL ? w : NULL;
  return NULL;
}

/* Where the cursor is in the text of @editor, as a character offset. */
static int
text_cursor (GtkWidget *editor)
{
  GtkTextBuffer *buffer;
  GtkTextIter at;

  if (GTK_IS_EDITABLE (editor))
    return gtk_editable_get_position (GTK_EDITABLE (editor));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (editor));
  gtk_text_buffer_get_iter_at_mark (buffer, &at, gtk_text_buffer_get_insert (buffer));
  return gtk_text_iter_get_offset (&at);
}

/* The keyboard into @editor's text with the cursor at @cursor, nothing
 * selected (an entry focused selects its whole text, which the next key
 * typed would replace). */
static void
focus_text_at (GtkWidget *editor, int cursor)
{
  GtkTextBuffer *buffer;
  GtkTextIter at;

  gtk_widget_grab_focus (editor);
  if (GTK_IS_EDITABLE (editor))
    {
      gtk_editable_set_position (GTK_EDITABLE (editor), cursor);
      return;
    }
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (editor));
  gtk_text_buffer_get_iter_at_offset (buffer, &at, cursor);
  gtk_text_buffer_place_cursor (buffer, &at);
}

/* The button of the form that holds the keyboard, as it is found again
 * after a rebuild: "add-slot", "add-weapon", or a remove button's row
 * ("slot.2", "weapon.0"); NULL if the keyboard is elsewhere. */
static char *
focused_button (WmCharactersPage *self)
{
  GtkWidget *focus = form_focus (self);
  const char *what = focus != NULL && GTK_IS_BUTTON (focus) ? what_of (focus) : NULL;

  if (what == NULL || !g_str_has_prefix (what, "remove-"))
    return g_strdup (what);
  return g_strdup_printf ("%s.%u", what + strlen ("remove-"),
                          GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focus), "wm-index")));
}

/* The keyboard back on the button @held (focused_button ()) names: a
 * remove button's row gone (the last one removed), the one of the row
 * before, no row left, the group's add button. */
static void
focus_button (WmCharactersPage *self, const char *held)
{
  const char *dot = strchr (held, '.');
  g_autofree char *kind = g_strndup (held, dot != NULL ? (gsize)(dot - held) : strlen (held));
  GtkWidget *button = g_hash_table_lookup (self->editors, held);

  if (dot != NULL)
    {
      guint index = (guint)atoi (dot + 1);
      g_autofree char *before = g_strdup_printf ("%s.%u", kind, index - 1);
      g_autofree char *add = g_strdup_printf ("add-%s", kind);
      GtkWidget *row = button != NULL || index == 0 ? button
                                                    : g_hash_table_lookup (self->editors, before);

      button = row != NULL ? g_object_get_data (G_OBJECT (row), "wm-remove")
                           : g_hash_table_lookup (self->editors, add);
    }
  if (button != NULL)
    gtk_widget_grab_focus (button);
}

/* Builds the form again for the character shown. With @keep_keyboard (the
 * same character's form, after an edit), a name or ability text that held
 * the keyboard holds it again, the cursor where it was: renaming a
 * character renames its movement deck along, whose new name in the
 * Movement deck drop-down rebuilds the form after a pause in typing the
 * name, and GTK gave the keyboard to the first name with its text
 * selected, so that the next key typed replaced the name. A button that
 * held the keyboard (Add a weapon step, a slot's Remove) holds it again,
 * or the one now in its place: the click rebuilds the form, and GTK gave
 * the keyboard to the name, the whole name selected (review H #6). */
static void
rebuild_form (WmCharactersPage *self, gboolean keep_keyboard)
{
  WmVariant *variant = variant_of (self);
  WmCharacter *ch = current (self);
  GtkWidget *held = keep_keyboard ? focused_text (self) : NULL;
  g_autofree char *held_button = keep_keyboard ? focused_button (self) : NULL;
  g_autofree char *held_what = held != NULL ? g_strdup (what_of (held)) : NULL;
  int cursor = held != NULL ? text_cursor (held) : -1;

  g_free (self->form_signature);
  self->form_signature = variant ? form_signature (variant, ch) : g_strdup ("");
  self->updating = TRUE;
  build_form (self, variant, ch);
  if (ch != NULL)
    show_values (self, ch);
  self->updating = FALSE;
  /* What was typed since the last pause is committed as the old field
   * goes (focus_leave_cb ()), and shown in the new one. */
  if (held_what != NULL && (held = g_hash_table_lookup (self->editors, held_what)) != NULL)
    focus_text_at (held, cursor);
  else if (held_button != NULL)
    focus_button (self, held_button);
}

/* A rebuild may destroy the button whose click caused it, while it still
 * emits; so it waits for an idle. */
static gboolean
rebuild_cb (gpointer data)
{
  WmCharactersPage *self = data;

  self->rebuild_source = 0;
  rebuild_form (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* The card beside the form follows every edit, in the language the page
 * shows the texts in: an ability text that no longer says what its effect
 * does is there to see. */
static void
update_preview (WmCharactersPage *self)
{
  WmVariant *variant = variant_of (self);

  wm_card_preview_set_character (WM_CARD_PREVIEW (self->preview), self->document,
                                 current (self) ? self->id : NULL,
                                 variant ? wm_variant_display_language (variant) : NULL);
}

static void
refresh_form (WmCharactersPage *self)
{
  WmVariant *variant = variant_of (self);
  WmCharacter *ch = current (self);
  g_autofree char *signature = variant ? form_signature (variant, ch) : g_strdup ("");

  update_preview (self);

  if (g_strcmp0 (signature, self->form_signature) != 0 || self->rebuild_source != 0)
    {
      if (self->rebuild_source == 0)
        self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_cb, self, NULL);
      return;
    }
  self->updating = TRUE;
  if (ch != NULL)
    show_values (self, ch);
  self->updating = FALSE;
}

/* ---- the list ----------------------------------------------------------- */

static GtkWidget *
character_row (WmVariant *variant, const WmCharacter *ch)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *markup = g_markup_printf_escaped ("<span foreground=\"%s\">●</span>",
                                                     ch->color ? ch->color : "#888888");
  GtkWidget *dot = gtk_label_new (NULL);
  GtkWidget *name = gtk_label_new (wm_text_get (&ch->name, lang, lang));

  gtk_label_set_markup (GTK_LABEL (dot), markup);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_box_append (GTK_BOX (box), dot);
  gtk_box_append (GTK_BOX (box), name);
  return box;
}

static void
update_list (WmCharactersPage *self)
{
  WmVariant *variant = variant_of (self);
  GString *signature = g_string_new (NULL);
  GtkWidget *child;
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;

  for (guint i = 0; variant && i < variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
      g_string_append_printf (signature, "%s:%s:%s;", ch->id, ch->color,
                              wm_text_get (&ch->name, lang, lang));
    }
  if (g_strcmp0 (signature->str, self->list_signature) == 0)
    {
      g_string_free (signature, TRUE);
      return;
    }
  g_free (self->list_signature);
  self->list_signature = g_string_free (signature, FALSE);
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  for (guint i = 0; variant && i < variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
      GtkWidget *row;
      gtk_list_box_append (GTK_LIST_BOX (self->list), character_row (variant, ch));
      row = gtk_widget_get_last_child (self->list);
      g_object_set_data_full (G_OBJECT (row), "wm-id", g_strdup (ch->id), g_free);
      if (g_strcmp0 (ch->id, self->id) == 0)
        gtk_list_box_select_row (GTK_LIST_BOX (self->list), GTK_LIST_BOX_ROW (row));
    }
}

void
wm_characters_page_show (WmCharactersPage *self, const char *character_id)
{
  g_return_if_fail (WM_IS_CHARACTERS_PAGE (self));
  wm_refresh_pending (GTK_WIDGET (self));
  if (g_strcmp0 (self->id, character_id) == 0 && self->form_signature != NULL)
    return;
  g_free (self->id);
  self->id = g_strdup (character_id);
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-id"), character_id) == 0)
      gtk_list_box_select_row (GTK_LIST_BOX (self->list), GTK_LIST_BOX_ROW (row));
  /* Built at once, not at an idle: the list and the card beside the form
   * already show the new character (no widget of the form is emitting). */
  update_preview (self);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  rebuild_form (self, FALSE);
}

/* The editor (a key of self->editors) a diagnostic of @code about @ch is
 * about, or NULL. A reference that names nothing (ref-unknown) is told by
 * the id of the character's it names that is not found, or by the
 * attribute it names ("“movement-deck” must name a deck …"); an
 * ability's, by the abilities' editor (wm_characters_page_reveal ()). */
static const char *
diagnostic_field (WmCharactersPage *self, const WmCharacter *ch, const char *code,
                  const char *message, char **key)
{
  WmVariant *variant = variant_of (self);
  const char *text, *lang;

  /* A name or the ability text, in the language the message names. */
  text = wm_text_diagnostic_field (variant, &ch->name, &ch->text, code, message,
                                   _("the ability text is missing in %s"), &lang);
  if (text != NULL && lang != NULL)
    return *key = g_strdup_printf ("%s:%s", text, lang);
  if (g_strcmp0 (code, "character-start-town") == 0)
    return "start-town";
  /* Its card prints one town's name, the start town's. */
  if (g_strcmp0 (code, "card-label-overflow") == 0)
    return "start-town";
  if (g_strcmp0 (code, "character-movement-deck") == 0)
    return "movement-deck";
  if (g_strcmp0 (code, "character-personal-quest") == 0)
    return "personal-quest";
  /* No slot: the button that adds one. */
  if (g_strcmp0 (code, "character-slots") == 0)
    return ch->slots->len > 0 ? "slot.0" : "add-slot";
  /* Too few steps for the weapon types: the button that adds one; too
   * many, the first of those past them. */
  if (g_strcmp0 (code, "character-weapons") == 0)
    return ch->weapons->len < variant->weapon_types->len
               ? "add-weapon"
               : (*key = g_strdup_printf ("weapon.%u", variant->weapon_types->len));
  if (g_strcmp0 (code, "ref-unknown") != 0)
    return NULL;
  if (wm_variant_find_town (variant, ch->start_town) == NULL
      && wm_diagnostic_message_names (message, ch->start_town))
    return "start-town";
  if ((wm_variant_find_deck (variant, ch->movement_deck) == NULL
       && wm_diagnostic_message_names (message, ch->movement_deck))
      || wm_diagnostic_message_names (message, "movement-deck"))
    return "movement-deck";
  if ((wm_variant_find_card (variant, ch->personal_quest, NULL) == NULL
       && wm_diagnostic_message_names (message, ch->personal_quest))
      || wm_diagnostic_message_names (message, "personal-quest"))
    return "personal-quest";
  return NULL;
}

GtkWidget *
wm_characters_page_reveal (WmCharactersPage *self, const char *character_id, const char *code,
                           const char *message)
{
  const WmCharacter *ch;
  const char *what;
  g_autofree char *key = NULL;
  GtkWidget *field;

  g_return_val_if_fail (WM_IS_CHARACTERS_PAGE (self), NULL);
  wm_characters_page_show (self, character_id);
  ch = current (self);
  what = ch != NULL ? diagnostic_field (self, ch, code, message, &key) : NULL;
  field = what != NULL ? g_hash_table_lookup (self->editors, what) : NULL;
  /* An ability's parameter naming what the variant lacks: its control. */
  if (field == NULL && ch != NULL && g_strcmp0 (code, "ref-unknown") == 0
      && self->abilities != NULL)
    field = wm_effect_editor_find_problem (WM_EFFECT_EDITOR (self->abilities), message);
  if (field != NULL)
    wm_scroll_reveal (field, self->form);
  /* A problem of the character as a whole: the keyboard on its row, not
   * left in the window's sidebar. */
  else if (ch != NULL
           && (field = GTK_WIDGET (gtk_list_box_get_selected_row (GTK_LIST_BOX (self->list))))
                  != NULL)
    wm_scroll_reveal (field, self->list);
  return field;
}

static void
row_selected_cb (GtkListBox *list, GtkListBoxRow *row, WmCharactersPage *self)
{
  const char *id = row ? g_object_get_data (G_OBJECT (row), "wm-id") : NULL;

  if (id != NULL)
    wm_characters_page_show (self, id);
}

/* Like the Decks page's line under the table: a refused Add or Remove
 * says why, and the next change takes the sentence away. */
static void
show_message (WmCharactersPage *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text ? text : "");
  gtk_widget_set_visible (self->message, text != NULL);
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if (self->document == NULL)
    return;
  id = wm_character_add (self->document, &error);
  if (id == NULL)
    show_message (self, error->message);
  else
    wm_characters_page_show (self, id);
}

/* The character after the shown one in the list, else the one before: the
 * one shown once it is gone. */
static const char *
neighbour (WmVariant *variant, const char *id)
{
  for (guint i = 0; i < variant->characters->len; i++)
    if (g_strcmp0 (((WmCharacter *) g_ptr_array_index (variant->characters, i))->id, id) == 0)
      {
        guint other = i + 1 < variant->characters->len ? i + 1 : i - 1;
        return other < variant->characters->len
                   ? ((WmCharacter *) g_ptr_array_index (variant->characters, other))->id
                   : NULL;
      }
  return NULL;
}

static void
remove_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char *next = NULL;

  if (self->document == NULL || self->id == NULL)
    return;
  next = g_strdup (neighbour (variant_of (self), self->id));
  if (!wm_character_remove (self->document, self->id, &error))
    show_message (self, error->message);
  else
    wm_characters_page_show (self, next);
}

static GtkWidget *
list_buttons (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");

  gtk_widget_set_tooltip_text (add, _("Add a character, with movement cards and a personal "
                                      "quest of its own"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "characters.add");
  gtk_widget_set_tooltip_text (remove, _("Remove the character, with its movement cards and "
                                         "personal quest"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "characters.remove");
  gtk_widget_add_css_class (box, "linked");
  gtk_box_append (GTK_BOX (box), add);
  gtk_box_append (GTK_BOX (box), remove);
  g_object_set (box, "margin-start", 8, "margin-end", 8, "margin-top", 6, "margin-bottom", 6,
                NULL);
  return box;
}

static void
refresh (GtkWidget *widget)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (widget);

  update_list (self);
  if (self->id != NULL && current (self) == NULL)
    g_clear_pointer (&self->id, g_free);
  refresh_form (self);
}

static void
document_changed_cb (WmCharactersPage *self)
{
  show_message (self, NULL);
  wm_refresh_when_shown (GTK_WIDGET (self), refresh);
}

void
wm_characters_page_set_document (WmCharactersPage *self, WmDocument *document)
{
  WmVariant *variant;

  g_return_if_fail (WM_IS_CHARACTERS_PAGE (self));
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  g_clear_pointer (&self->list_signature, g_free);
  g_clear_pointer (&self->id, g_free);
  /* The form shows the new document's character, or none: not the last
   * one's (wm_characters_page_show () keeps a form it thinks current). */
  g_clear_pointer (&self->form_signature, g_free);
  update_list (self);
  variant = variant_of (self);
  wm_characters_page_show (self, variant && variant->characters->len > 0
                                     ? ((WmCharacter *) g_ptr_array_index (variant->characters,
                                                                           0))->id
                                     : NULL);
}

void
wm_characters_page_commit_pending (WmCharactersPage *self)
{
  GHashTableIter iter;
  gpointer value;
  GtkWidget *pending = NULL;

  g_return_if_fail (WM_IS_CHARACTERS_PAGE (self));
  /* Only the field typed in waits: leaving it commits. */
  g_hash_table_iter_init (&iter, self->editors);
  while (pending == NULL && g_hash_table_iter_next (&iter, NULL, &value))
    if (g_object_get_data (G_OBJECT (value), "wm-pending") != NULL)
      pending = value;
  if (pending != NULL)
    commit_text (self, pending);
}

const char *
wm_characters_page_get_character (WmCharactersPage *self)
{
  g_return_val_if_fail (WM_IS_CHARACTERS_PAGE (self), NULL);
  return self->id;
}

const char *
wm_characters_page_get_message (WmCharactersPage *self)
{
  g_return_val_if_fail (WM_IS_CHARACTERS_PAGE (self), NULL);
  return gtk_widget_get_visible (self->message) ? gtk_label_get_text (GTK_LABEL (self->message))
                                                : NULL;
}

GtkWidget *
wm_characters_page_get_preview (WmCharactersPage *self)
{
  g_return_val_if_fail (WM_IS_CHARACTERS_PAGE (self), NULL);
  return self->preview;
}

GtkWidget *
wm_characters_page_get_editor (WmCharactersPage *self, const char *what)
{
  g_return_val_if_fail (WM_IS_CHARACTERS_PAGE (self), NULL);
  return g_hash_table_lookup (self->editors, what);
}

static void
wm_characters_page_dispose (GObject *object)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (object);

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->root, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_characters_page_parent_class)->dispose (object);
}

static void
wm_characters_page_finalize (GObject *object)
{
  WmCharactersPage *self = WM_CHARACTERS_PAGE (object);

  g_hash_table_unref (self->editors);
  g_free (self->id);
  g_free (self->list_signature);
  g_free (self->form_signature);
  G_OBJECT_CLASS (wm_characters_page_parent_class)->finalize (object);
}

static void
wm_characters_page_class_init (WmCharactersPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_characters_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_characters_page_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "characters.add", NULL, add_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "characters.remove", NULL,
                                   remove_action);
}

static void
wm_characters_page_init (WmCharactersPage *self)
{
  GtkWidget *list_scroll = gtk_scrolled_window_new ();
  GtkWidget *sidebar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *form_scroll = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  self->editors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->root = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  self->list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Characters"), -1);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected_cb), self);
  wm_list_box_tab_leaves (GTK_LIST_BOX (self->list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list_scroll), self->list);
  gtk_widget_set_size_request (list_scroll, 190, -1);
  /* The list as tall as its characters (up to a point), the card in the
   * room below it: beside the form it would take the width the German and
   * Italian forms need at the window's usual size. */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (list_scroll), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (list_scroll), 320);
  /* The Decks page's card preview, here for the character's card. */
  self->preview = wm_card_preview_new ("characters-preview-shown");
  g_object_set (self->preview, "margin-start", 8, "margin-end", 8, "margin-top", 8,
                "margin-bottom", 8, NULL);
  gtk_widget_set_vexpand (self->preview, TRUE);
  self->message = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->message, "error");
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->message), 24);
  gtk_widget_set_visible (self->message, FALSE);
  g_object_set (self->message, "margin-start", 8, "margin-end", 8, "margin-bottom", 6,
                "margin-top", 6, NULL);
  /* The sentence above the buttons, which stay where they are. */
  gtk_box_append (GTK_BOX (sidebar), list_scroll);
  gtk_box_append (GTK_BOX (sidebar), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  {
    /* Scrolled when the list leaves it too little height (a dozen
     * characters in a short window), and measured for the width it gets. */
    GtkWidget *card_scroll = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (card_scroll), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (card_scroll), TRUE);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (card_scroll), self->preview);
    gtk_widget_set_vexpand (card_scroll, TRUE);
    gtk_box_append (GTK_BOX (sidebar), card_scroll);
  }
  gtk_box_append (GTK_BOX (sidebar), self->message);
  gtk_box_append (GTK_BOX (sidebar), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (sidebar), list_buttons ());
  self->form = gtk_box_new (GTK_ORIENTATION_VERTICAL, 16);
  g_object_set (self->form, "margin-start", 18, "margin-end", 18, "margin-top", 18,
                "margin-bottom", 18, NULL);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->form);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (form_scroll), clamp);
  gtk_widget_set_hexpand (form_scroll, TRUE);
  gtk_box_append (GTK_BOX (self->root), sidebar);
  gtk_box_append (GTK_BOX (self->root), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (self->root), form_scroll);
  gtk_widget_set_parent (self->root, GTK_WIDGET (self));
}

GtkWidget *
wm_characters_page_new (void)
{
  return g_object_new (WM_TYPE_CHARACTERS_PAGE, NULL);
}
