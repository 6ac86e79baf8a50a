#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "wm-card-form.h"
#include "wm-card-text.h"
#include "wm-deck-edits.h"
#include "wm-events-page.h"
#include "wm-game.h"
#include "wm-validator.h"
#include "wm-refresh.h"
#include "wm-scroll.h"
#include "wm-wrap-layout.h"

/* Validation runs after a pause, like the Validation section's. */
#define CHECK_DELAY_MS 250

struct _WmEventsPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  WmEffectListKind kind;
  char *id;
  char *list_signature;
  guint n_problems;
  guint check_source;

  GtkWidget *root;
  GtkWidget *owners;
  GtkWidget *title;
  GtkWidget *subtitle;
  GtkWidget *texts_link;
  GtkWidget *playtest_link; /* an event the game deals: New Game… with it first */
  GtkWidget *editor;
  GtkWidget *check_title;
  GtkWidget *check_box; /* the verdict: one label per line */
  GtkWidget *new_event;
};

G_DEFINE_FINAL_TYPE (WmEventsPage, wm_events_page, GTK_TYPE_WIDGET)

static WmVariant *
variant_of (WmEventsPage *self)
{
  return self->document ? wm_document_get_variant (self->document) : NULL;
}

/* ---- the list of owners ------------------------------------------------- */

/* The widest a name in the list is shown, in characters: enough for
 * "E10  Großzügige Kundschaft". */
#define OWNER_WIDTH_CHARS 24

static void
add_header (WmEventsPage *self, const char *title)
{
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *row;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Wrapped at the names' width (below), not widening the list. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), OWNER_WIDTH_CHARS);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 10);
  gtk_list_box_append (GTK_LIST_BOX (self->owners), label);
  row = gtk_widget_get_last_child (self->owners);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
}

/* A row of the list: a card by its id and name ("E07  Harvest Fair"), a
 * character by its name alone (@shown_id NULL): its id is an English
 * colour word ("red  Mirela Thorne" in an Italian window, review e). */
static void
add_owner (WmEventsPage *self, WmEffectListKind kind, const char *id, const char *shown_id,
           const char *name)
{
  g_autofree char *text
      = shown_id != NULL ? g_strdup_printf ("%s  %s", shown_id, name) : g_strdup (name);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* The list is as wide as its longest name would be otherwise, and took
   * the width the effect forms need; a long name is shortened instead (it
   * is whole in the form's title and in the tooltip). */
  gtk_label_set_max_width_chars (GTK_LABEL (label), OWNER_WIDTH_CHARS);
  gtk_widget_set_tooltip_text (label, text);
  gtk_list_box_append (GTK_LIST_BOX (self->owners), label);
  row = gtk_widget_get_last_child (self->owners);
  g_object_set_data_full (G_OBJECT (row), "wm-id", g_strdup (id), g_free);
  g_object_set_data (G_OBJECT (row), "wm-kind", GINT_TO_POINTER (kind));
}

static void
add_cards (WmEventsPage *self, WmVariant *variant, WmDeckKind kind, WmEffectListKind list,
           const char *title)
{
  const char *lang = wm_variant_display_language (variant);
  gboolean header = FALSE;

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != kind)
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          if (!header)
            add_header (self, title);
          header = TRUE;
          add_owner (self, list, card->id, card->id, wm_card_display_name (variant, card, lang));
        }
    }
}

static char *
owners_signature (WmVariant *variant)
{
  GString *out = g_string_new (NULL);
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;

  for (guint d = 0; variant && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != WM_DECK_EVENT && deck->kind != WM_DECK_SIDE_QUEST
          && deck->kind != WM_DECK_PERSONAL_QUEST)
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          g_string_append_printf (out, "%s=%s;", card->id,
                                  wm_card_display_name (variant, card, lang));
        }
    }
  for (guint i = 0; variant && i < variant->characters->len; i++)
    g_string_append_printf (out, "%s;", ((WmCharacter *) g_ptr_array_index (variant->characters,
                                                                              i))->id);
  return g_string_free (out, FALSE);
}

static void
select_row (WmEventsPage *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->owners); row;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-id"), self->id) == 0
        && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-kind")) == (int) self->kind)
      {
        gtk_list_box_select_row (GTK_LIST_BOX (self->owners), GTK_LIST_BOX_ROW (row));
        return;
      }
}

static void
update_owners (WmEventsPage *self)
{
  WmVariant *variant = variant_of (self);
  g_autofree char *signature = owners_signature (variant);
  GtkWidget *child;

  if (g_strcmp0 (signature, self->list_signature) == 0)
    return;
  g_free (self->list_signature);
  self->list_signature = g_steal_pointer (&signature);
  while ((child = gtk_widget_get_first_child (self->owners)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->owners), child);
  if (variant == NULL)
    return;
  add_cards (self, variant, WM_DECK_EVENT, WM_EFFECT_LIST_CARD_EFFECTS, _("Events"));
  if (variant->characters->len > 0)
    add_header (self, _("Character abilities"));
  for (guint i = 0; i < variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
      add_owner (self, WM_EFFECT_LIST_CHARACTER, ch->id, NULL,
                 wm_variant_display_name (variant, &ch->name, ch->id));
    }
  add_cards (self, variant, WM_DECK_SIDE_QUEST, WM_EFFECT_LIST_CARD_TASKS, _("Side quest tasks"));
  add_cards (self, variant, WM_DECK_PERSONAL_QUEST, WM_EFFECT_LIST_CARD_TASKS,
             _("Personal quest tasks"));
  select_row (self);
}

/* ---- a new event ------------------------------------------------------- */

/* The deck games draw events from, or NULL when the variant has none (then
 * the Decks page is where a designer would first need one). */
static const WmDeck *
dealt_event_deck (WmVariant *variant)
{
  int index = variant ? wm_game_dealt_deck (variant, WM_DECK_EVENT) : -1;
  return index >= 0 ? g_ptr_array_index (variant->decks, index) : NULL;
}

static void
update_new_event (WmEventsPage *self)
{
  gboolean has_deck = dealt_event_deck (variant_of (self)) != NULL;

  gtk_widget_set_sensitive (self->new_event, has_deck);
  gtk_widget_set_tooltip_text (self->new_event,
                               has_deck ? _("Add an event to the deck games draw from; "
                                            "its name and text are written on the Decks page")
                                        : _("The variant has no event deck"));
}

/* Scrolls the list so that the selected row shows: a new event is added at
 * the end of the events, under the fold of a long list, and a character
 * shown from the Characters page's link lies under the twenty events. */
static gboolean
scroll_to_selected_cb (gpointer data)
{
  WmEventsPage *self = data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->owners));
  GtkAdjustment *adjustment = gtk_list_box_get_adjustment (GTK_LIST_BOX (self->owners));
  graphene_point_t top;

  if (row != NULL && adjustment != NULL
      && gtk_widget_compute_point (GTK_WIDGET (row), self->owners, &GRAPHENE_POINT_INIT (0, 0),
                                   &top))
    gtk_adjustment_clamp_page (adjustment, top.y,
                               top.y + gtk_widget_get_height (GTK_WIDGET (row)));
  return G_SOURCE_REMOVE;
}

/* After the next layout, when a new row has its place. */
static void
queue_scroll_to_selected (WmEventsPage *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_selected_cb, g_object_ref (self),
                   g_object_unref);
}

/* Adds an event at the end of the deck games draw from and shows it: its
 * effects are empty (Validation asks for one), its name the placeholder. */
static void
new_event_cb (WmEventsPage *self)
{
  const WmDeck *deck = dealt_event_deck (variant_of (self));
  g_autofree char *id = deck ? wm_deck_add_card (self->document, deck->id, NULL, NULL) : NULL;

  if (id == NULL)
    return;
  update_owners (self);
  wm_events_page_show (self, WM_EFFECT_LIST_CARD_EFFECTS, id);
}

static GtkWidget *
build_owner_list (WmEventsPage *self, GtkWidget *list_scroll)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->new_event = gtk_button_new_with_mnemonic (_("_New Event"));
  g_signal_connect_swapped (self->new_event, "clicked", G_CALLBACK (new_event_cb), self);
  gtk_widget_set_halign (self->new_event, GTK_ALIGN_START);
  g_object_set (self->new_event, "margin-start", 8, "margin-top", 6, "margin-bottom", 6, NULL);
  gtk_widget_set_vexpand (list_scroll, TRUE);
  gtk_box_append (GTK_BOX (box), list_scroll);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), self->new_event);
  return box;
}

/* ---- the shown owner ---------------------------------------------------- */

static char *
owner_where (WmEventsPage *self)
{
  WmDeck *deck = NULL;

  if (self->kind == WM_EFFECT_LIST_CHARACTER)
    return g_strdup_printf ("character %s", self->id);
  if (wm_variant_find_card (variant_of (self), self->id, &deck) == NULL)
    return NULL;
  return g_strdup_printf ("deck %s / card %s", deck->id, self->id);
}

/* Runs the design validator and keeps what concerns the shown owner. */
/* No verdict: the lines of the last one go. */
static void
clear_check (WmEventsPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->check_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->check_box), child);
}

/* One line of the verdict, in the colour of its own severity ("error",
 * "warning"; NULL: none): a warning under an error reads as a warning
 * (review 15, R15-7: the whole verdict took the error's colour). @text is
 * Pango markup. The code after a message is dimmed and in one piece
 * (wm_check_line_markup ()): broken at a hyphen ("[effect-" at the end of
 * one line), it no longer read as the code the README's table lists. */
static void
add_check_line (WmEventsPage *self, const char *text, const char *css_class)
{
  wm_check_line_append (self->check_box, text, css_class);
}

static gboolean
check_cb (gpointer data)
{
  WmEventsPage *self = data;
  WmVariant *variant = variant_of (self);
  g_autofree char *where = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;

  self->check_source = 0;
  self->n_problems = 0;
  clear_check (self);
  if (variant == NULL || self->id == NULL || (where = owner_where (self)) == NULL)
    return G_SOURCE_REMOVE;
  diags = wm_validate (variant);
  /* Errors first, as the Validation page lists them. */
  self->n_problems += wm_check_lines_append (self->check_box, diags, where, TRUE);
  self->n_problems += wm_check_lines_append (self->check_box, diags, where, FALSE);
  if (self->n_problems == 0)
    add_check_line (self, _("✔ The validator finds no problem here."), NULL);
  return G_SOURCE_REMOVE;
}

static void
schedule_check (WmEventsPage *self)
{
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, check_cb, self);
}

/* Another owner shown: until its check has run, the verdict says that it
 * is coming, not the last owner's ("no problem" under a new event that has
 * none of the effects it needs). */
static void
check_anew (WmEventsPage *self)
{
  clear_check (self);
  if (self->id != NULL)
    add_check_line (self, _("Checking…"), NULL);
  schedule_check (self);
}

/* Whether the list has anything to choose: an event, a character's
 * abilities, a side or personal quest's task. */
static gboolean
has_owners (const WmVariant *variant)
{
  if (variant->characters->len > 0)
    return TRUE;
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if ((deck->kind == WM_DECK_EVENT || deck->kind == WM_DECK_SIDE_QUEST
           || deck->kind == WM_DECK_PERSONAL_QUEST)
          && deck->cards->len > 0)
        return TRUE;
    }
  return FALSE;
}

/* With nothing chosen, what to do: a variant made from scratch has
 * nothing in the list yet, and says where each kind comes from. */
static void
show_nothing_chosen (WmEventsPage *self, WmVariant *variant)
{
  gboolean empty = variant != NULL && !has_owners (variant);

  gtk_label_set_text (GTK_LABEL (self->title),
                      empty ? _("Nothing to edit yet") : _("Nothing selected"));
  gtk_label_set_text (
      GTK_LABEL (self->subtitle),
      empty ? _("Events, characters' abilities and quests' tasks are edited here. New Event adds "
                "an event; a character comes from the Characters page, a side or personal quest "
                "from the Decks page.")
            : _("Choose an event, an ability or a task in the list."));
}

/* The way to the name and text of what is shown: they are written on the
 * Decks page (a card) or the Characters page, and New Event makes a card
 * named "New card" without a text (review 15). */
static void
update_texts_link (WmEventsPage *self, gboolean shown)
{
  gboolean character = self->kind == WM_EFFECT_LIST_CHARACTER;

  gtk_widget_set_visible (self->texts_link, shown);
  if (!shown)
    return;
  gtk_button_set_label (GTK_BUTTON (self->texts_link),
                        character ? _("Name and ability text on the Characters page →")
                                  : _("Name and text on the Decks page →"));
  /* the target first: an action named without its target is refused */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->texts_link), "s", self->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->texts_link),
                                  character ? "win.show-character" : "win.show-card-texts");
}

/* A designer who wrote an event wants to see it come up (review 17,
 * finding 2): an event of the deck the game deals opens New Game… on the
 * Playtest page with it as the first event. */
static void
update_playtest_link (WmEventsPage *self, gboolean shown)
{
  WmVariant *variant = variant_of (self);
  WmDeck *deck = NULL;

  shown = shown && self->kind == WM_EFFECT_LIST_CARD_EFFECTS && variant != NULL
          && wm_variant_find_card (variant, self->id, &deck) != NULL
          && deck == dealt_event_deck (variant);
  gtk_widget_set_visible (self->playtest_link, shown);
  if (!shown)
    return;
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->playtest_link), "s", self->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->playtest_link), "win.playtest-event");
}

static void
update_header (WmEventsPage *self)
{
  WmVariant *variant = variant_of (self);
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;
  g_autofree char *title = NULL;
  const char *subtitle = "";

  if (variant != NULL && self->id != NULL && self->kind == WM_EFFECT_LIST_CHARACTER)
    {
      WmCharacter *ch = wm_variant_find_character (variant, self->id);
      if (ch != NULL)
        {
          g_autofree char *name = wm_text_isolate (wm_text_get (&ch->name, lang, lang));
          title = g_strdup_printf (_("Abilities of %s"), name);
          subtitle = wm_text_get (&ch->text, lang, lang);
        }
    }
  else if (variant != NULL && self->id != NULL)
    {
      WmCard *card = wm_variant_find_card (variant, self->id, NULL);
      if (card != NULL)
        {
          g_autofree char *name = wm_text_isolate (wm_card_display_name (variant, card, lang));
          title = g_strdup_printf (self->kind == WM_EFFECT_LIST_CARD_TASKS ? _("Task of %s — %s")
                                                                           : _("Event %s — %s"),
                                   card->id, name);
          subtitle = wm_text_get (&card->text, lang, lang);
        }
    }
  gtk_widget_set_visible (self->check_title, title != NULL);
  update_texts_link (self, title != NULL);
  update_playtest_link (self, title != NULL);
  if (title == NULL)
    {
      show_nothing_chosen (self, variant);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->title), title);
  gtk_label_set_text (GTK_LABEL (self->subtitle), subtitle);
}

void
wm_events_page_show (WmEventsPage *self, WmEffectListKind kind, const char *id)
{
  g_return_if_fail (WM_IS_EVENTS_PAGE (self));
  wm_refresh_pending (GTK_WIDGET (self));
  self->kind = kind;
  g_free (self->id);
  self->id = g_strdup (id);
  wm_effect_editor_set_list (WM_EFFECT_EDITOR (self->editor), self->document, kind, id);
  update_header (self);
  select_row (self);
  check_anew (self);
  queue_scroll_to_selected (self);
}

GtkWidget *
wm_events_page_reveal (WmEventsPage *self, WmEffectListKind kind, const char *id,
                       const char *message)
{
  GtkWidget *field;

  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), NULL);
  wm_events_page_show (self, kind, id);
  field = wm_effect_editor_find_problem (WM_EFFECT_EDITOR (self->editor), message);
  if (field == NULL)
    field = self->editor;
  wm_scroll_reveal (field, gtk_widget_get_parent (self->editor));
  return field;
}

gboolean
wm_events_page_shows (WmEventsPage *self, WmEffectListKind kind, const char *id)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), FALSE);
  return self->id != NULL && self->kind == kind && g_strcmp0 (self->id, id) == 0;
}

static void
owner_selected_cb (GtkListBox *list, GtkListBoxRow *row, WmEventsPage *self)
{
  const char *id = row ? g_object_get_data (G_OBJECT (row), "wm-id") : NULL;
  WmEffectListKind kind = row ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-kind"))
                              : 0;

  if (id != NULL && (g_strcmp0 (id, self->id) != 0 || kind != self->kind))
    wm_events_page_show (self, kind, id);
}

static void
refresh (GtkWidget *widget)
{
  WmEventsPage *self = WM_EVENTS_PAGE (widget);

  update_owners (self);
  update_new_event (self);
  if (self->id != NULL && wm_effect_list_resolve (variant_of (self), self->kind, self->id) == NULL)
    g_clear_pointer (&self->id, g_free);
  wm_effect_editor_refresh (WM_EFFECT_EDITOR (self->editor));
  update_header (self);
  schedule_check (self);
}

static void
document_changed_cb (WmEventsPage *self)
{
  wm_refresh_when_shown (GTK_WIDGET (self), refresh);
}

void
wm_events_page_set_document (WmEventsPage *self, WmDocument *document)
{
  GtkListBoxRow *first = NULL;

  g_return_if_fail (WM_IS_EVENTS_PAGE (self));
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  g_clear_pointer (&self->list_signature, g_free);
  g_clear_pointer (&self->id, g_free);
  update_owners (self);
  update_new_event (self);
  for (GtkWidget *row = gtk_widget_get_first_child (self->owners); row && first == NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_object_get_data (G_OBJECT (row), "wm-id") != NULL)
      first = GTK_LIST_BOX_ROW (row);
  if (first != NULL)
    wm_events_page_show (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (first), "wm-kind")),
                         g_object_get_data (G_OBJECT (first), "wm-id"));
  else
    wm_events_page_show (self, WM_EFFECT_LIST_CARD_EFFECTS, NULL);
}

WmEffectEditor *
wm_events_page_get_editor (WmEventsPage *self)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), NULL);
  return WM_EFFECT_EDITOR (self->editor);
}

GtkWidget *
wm_events_page_get_texts_link (WmEventsPage *self)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), NULL);
  return self->texts_link;
}

GtkWidget *
wm_events_page_get_new_event_widget (WmEventsPage *self)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), NULL);
  return self->new_event;
}

guint
wm_events_page_count_problems (WmEventsPage *self)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), 0);
  wm_refresh_pending (GTK_WIDGET (self));
  /* Answer for the document as it is now, not as it was at the last pause. */
  if (self->check_source != 0)
    {
      g_source_remove (self->check_source);
      check_cb (self);
    }
  return self->n_problems;
}

static void
build (WmEventsPage *self)
{
  GtkWidget *list_scroll = gtk_scrolled_window_new ();
  GtkWidget *detail_scroll = gtk_scrolled_window_new ();
  GtkWidget *detail = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *links = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *clamp = adw_clamp_new ();

  self->root = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  self->owners = gtk_list_box_new ();
  gtk_widget_add_css_class (self->owners, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->owners), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Events, abilities and tasks"), -1);
  g_signal_connect (self->owners, "row-selected", G_CALLBACK (owner_selected_cb), self);
  wm_list_box_tab_leaves (GTK_LIST_BOX (self->owners));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list_scroll), self->owners);
  gtk_widget_set_size_request (list_scroll, 260, -1);

  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_widget_add_css_class (self->title, "title-2");
  self->subtitle = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (self->subtitle), TRUE);
  gtk_widget_add_css_class (self->subtitle, "dim-label");
  self->texts_link = gtk_button_new_with_label ("");
  gtk_widget_set_name (self->texts_link, "texts-link");
  gtk_widget_add_css_class (self->texts_link, "flat");
  gtk_widget_set_visible (self->texts_link, FALSE);
  self->playtest_link = gtk_button_new_with_label (_("Playtest with this event first →"));
  gtk_widget_set_name (self->playtest_link, "playtest-link");
  gtk_widget_add_css_class (self->playtest_link, "flat");
  gtk_widget_set_tooltip_text (self->playtest_link,
                               _("New Game… on the Playtest page, with this event turned up on "
                                 "day 2"));
  gtk_widget_set_visible (self->playtest_link, FALSE);
  /* The links wrap onto two lines rather than widen the page: side by side
   * they were wider than the forms' column in a window 1024 px wide, and
   * a part of the page lay out of view to the right. */
  gtk_widget_set_layout_manager (links, wm_wrap_layout_new (6, 0));
  gtk_widget_set_halign (links, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (links), self->playtest_link);
  gtk_box_append (GTK_BOX (links), self->texts_link);
  self->editor = wm_effect_editor_new ();
  self->check_title = gtk_label_new (_("Validation"));
  gtk_label_set_xalign (GTK_LABEL (self->check_title), 0);
  gtk_widget_add_css_class (self->check_title, "heading");
  self->check_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (detail), self->title);
  gtk_box_append (GTK_BOX (detail), self->subtitle);
  gtk_box_append (GTK_BOX (detail), links);
  gtk_box_append (GTK_BOX (detail), self->editor);
  gtk_box_append (GTK_BOX (detail), self->check_title);
  gtk_box_append (GTK_BOX (detail), self->check_box);
  g_object_set (detail, "margin-start", 18, "margin-end", 18, "margin-top", 18, "margin-bottom",
                18, NULL);
  /* The forms take the whole width up to the maximum, not a width eased
   * between the tightening threshold and the maximum: that width follows
   * the forms' own minimum, and an effect with a wider one moved the whole
   * form 13 px left (review 15, R15-13). The scroll bar overlays the forms
   * (GTK's default, as in Adwaita's preference pages) and takes no width. */
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 760);
  adw_clamp_set_child (ADW_CLAMP (clamp), detail);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (detail_scroll), clamp);
  gtk_widget_set_hexpand (detail_scroll, TRUE);

  gtk_box_append (GTK_BOX (self->root), build_owner_list (self, list_scroll));
  gtk_box_append (GTK_BOX (self->root), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (self->root), detail_scroll);
  gtk_widget_set_parent (self->root, GTK_WIDGET (self));
}

static void
wm_events_page_dispose (GObject *object)
{
  WmEventsPage *self = WM_EVENTS_PAGE (object);

  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->root, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_events_page_parent_class)->dispose (object);
}

static void
wm_events_page_finalize (GObject *object)
{
  WmEventsPage *self = WM_EVENTS_PAGE (object);

  g_free (self->id);
  g_free (self->list_signature);
  G_OBJECT_CLASS (wm_events_page_parent_class)->finalize (object);
}

static void
wm_events_page_class_init (WmEventsPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_events_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_events_page_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_events_page_init (WmEventsPage *self)
{
  build (self);
  /* Back on the page (Alt+4 from Validation or the Playtest), the list
   * shows the card or character the title names (review j, 9): it was
   * scrolled back to the top while the page was away. */
  g_signal_connect (self, "map", G_CALLBACK (queue_scroll_to_selected), NULL);
}

GtkWidget *
wm_events_page_new (void)
{
  return g_object_new (WM_TYPE_EVENTS_PAGE, NULL);
}

GtkWidget *
wm_events_page_get_verdict (WmEventsPage *self)
{
  g_return_val_if_fail (WM_IS_EVENTS_PAGE (self), NULL);
  return self->check_box;
}
