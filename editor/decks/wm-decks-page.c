#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-deck-csv.h"
#include "wm-deck-edits.h"
#include "wm-file-chooser.h"
#include "wm-window.h"
#include "wm-deck-print.h"
#include "wm-locale.h"
#include "wm-message-dialog.h"
#include "wm-paned-state.h"
#include "wm-refresh.h"
#include "wm-scroll.h"
#include "wm-decks-page.h"
#include "wm-variant-io.h"
#include "wm-registry.h"
#include "wm-side-layout.h"
#include "wm-toast.h"
#include "wm-wrap-layout.h"

struct _WmDecksPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  gboolean needs_setup; /* a new document, not yet shown (see refresh ()) */
  char *deck_id;
  char *decks_signature;
  char *lang;
  /* The selection across decks: the cards selected in decks not shown
   * (deck id → GStrv), and the card the page selected itself to show a
   * deck (NULL once the designer chose), see selection_chosen_cb(). */
  GHashTable *kept;
  char *auto_card;

  GtkWidget *root;
  GtkWidget *deck_list;
  GtkWidget *search;
  GtkWidget *filter;
  GtkWidget *language;
  GtkWidget *count;
  GtkWidget *message; /* why the last action was refused, until the next change */
  char *import_summary; /* what the last CSV import did */
  GtkWidget *table;
  GtkWidget *form;
  GtkWidget *preview;
  GtkWidget *empty;
  GtkWidget *clear_search; /* on the empty page while the search hides every card */
  GtkWidget *detail_stack;
};

G_DEFINE_FINAL_TYPE (WmDecksPage, wm_decks_page, GTK_TYPE_WIDGET)

static WmVariant *
variant_of (WmDecksPage *self)
{
  return self->document ? wm_document_get_variant (self->document) : NULL;
}

static const char *
lang_of (WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  return self->lang ? self->lang : variant ? wm_variant_fallback_language (variant) : "en";
}

/* ---- the deck list ------------------------------------------------------ */

static char *
deck_row_title (WmDecksPage *self, const WmDeck *deck)
{
  const char *name = wm_text_get (&deck->name, lang_of (self),
                                  wm_variant_fallback_language (variant_of (self)));
  /* isolated: a right-to-left override in the name turns no count around */
  g_autofree char *isolated = wm_text_isolate (*name ? name : deck->id);

  return g_strdup_printf ("%s (%u)", isolated, deck->cards->len);
}

static char *
decks_signature (WmVariant *variant)
{
  GString *out = g_string_new (NULL);

  for (guint d = 0; variant && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      g_string_append_printf (out, "%s:%d;", deck->id, deck->kind);
    }
  return g_string_free (out, FALSE);
}

static void
rebuild_deck_list (WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  GtkListBox *list = GTK_LIST_BOX (self->deck_list);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->deck_list)) != NULL)
    gtk_list_box_remove (list, child);
  for (int kind = 0; variant && kind < WM_N_DECK_KINDS; kind++)
    {
      gboolean header_done = FALSE;
      for (guint d = 0; d < variant->decks->len; d++)
        {
          const WmDeck *deck = g_ptr_array_index (variant->decks, d);
          g_autofree char *title = NULL;
          GtkWidget *row, *label;
          if ((int) deck->kind != kind)
            continue;
          if (!header_done)
            {
              GtkWidget *header = gtk_label_new (_(wm_registry_card_kind (kind)->title));
              gtk_label_set_xalign (GTK_LABEL (header), 0);
              /* Wrapped like the deck names under it: a kind's name is
               * longer than the sidebar in English already. */
              gtk_label_set_wrap (GTK_LABEL (header), TRUE);
              gtk_label_set_max_width_chars (GTK_LABEL (header), 20);
              gtk_widget_add_css_class (header, "heading");
              gtk_widget_add_css_class (header, "dim-label");
              gtk_widget_set_margin_top (header, 10);
              gtk_list_box_append (list, header);
              row = gtk_widget_get_last_child (self->deck_list);
              gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
              gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
              header_done = TRUE;
            }
          title = deck_row_title (self, deck);
          label = gtk_label_new (title);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
          gtk_list_box_append (list, label);
          row = gtk_widget_get_last_child (self->deck_list);
          g_object_set_data_full (G_OBJECT (row), "wm-deck", g_strdup (deck->id), g_free);
          if (g_strcmp0 (deck->id, self->deck_id) == 0)
            gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (row));
        }
    }
}

static void
update_deck_list (WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  g_autofree char *signature = decks_signature (variant);

  if (g_strcmp0 (signature, self->decks_signature) != 0)
    {
      g_free (self->decks_signature);
      self->decks_signature = g_steal_pointer (&signature);
      rebuild_deck_list (self);
      return;
    }
  /* Same decks: only the counts and names change. */
  for (GtkWidget *row = gtk_widget_get_first_child (self->deck_list); row;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *id = g_object_get_data (G_OBJECT (row), "wm-deck");
      WmDeck *deck = id ? wm_variant_find_deck (variant, id) : NULL;
      if (deck != NULL)
        {
          g_autofree char *title = deck_row_title (self, deck);
          gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))),
                              title);
        }
    }
}

/* ---- the selected card -------------------------------------------------- */

static void
update_count (WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  WmDeck *deck = variant && self->deck_id ? wm_variant_find_deck (variant, self->deck_id) : NULL;
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  guint shown = wm_card_table_get_n_shown (WM_CARD_TABLE (self->table));
  g_autofree char *text = NULL;
  const WmCardKindSpec *spec;

  if (deck == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->count), "");
      return;
    }
  spec = wm_registry_card_kind (deck->kind);
  {
    guint n = deck->cards->len, n_selected = g_strv_length (selected);
    /* Each number with its own plural: Italian says "1 carta, 1 mostrata". */
    g_autofree char *cards = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", n), n);
    g_autofree char *shown_text
        = g_strdup_printf (g_dngettext (NULL, "%u shown", "%u shown", shown), shown);
    g_autofree char *selected_text = g_strdup_printf (
        g_dngettext (NULL, "%u selected", "%u selected", n_selected), n_selected);
    /* TRANSLATORS: "12 cards, 10 shown, 1 selected" from the three counts above. */
    text = g_strdup_printf (_("%s, %s, %s"), cards, shown_text, selected_text);
  }
  if (g_hash_table_size (self->kept) > 0)
    {
      g_auto (GStrv) everywhere = wm_decks_page_dup_selection (self);
      g_autofree char *all = wm_deck_print_describe_selection (variant,
                                                               (const char *const *) everywhere);
      /* TRANSLATORS: "12 cards, 10 shown, 1 selected; 5 cards from 2 decks
       * selected in all", with Ctrl in several decks; the second %s is
       * "5 cards from 2 decks". */
      g_autofree char *more = g_strdup_printf (_("%s; %s selected in all"), text, all);
      g_free (text);
      text = g_steal_pointer (&more);
    }
  if (deck->size > 0 && (int) deck->cards->len != deck->size)
    {
      /* TRANSLATORS: the size stated under Rules, "Deck sizes". */
      g_autofree char *more = g_strdup_printf (_("%s — the variant means it to have %d"), text,
                                               deck->size);
      g_free (text);
      text = g_steal_pointer (&more);
    }
  else if (deck->size == 0 && spec->rulebook_size > 0
           && (int) deck->cards->len != spec->rulebook_size)
    {
      g_autofree char *more = g_strdup_printf (_("%s — the rulebook has %d"), text,
                                               spec->rulebook_size);
      g_free (text);
      text = g_steal_pointer (&more);
    }
  gtk_label_set_text (GTK_LABEL (self->count), text);
}

/* ---- the selection across decks ---------------------------------------- */

/* A click or an arrow key without Ctrl starts a new selection, in every
 * deck, as it does in the table; with Ctrl the cards selected in other
 * decks stay, so that the designer selects cards in several decks, one
 * after the other, and prints them together. The card the page selected
 * on its own to show a deck was not chosen: Ctrl-clicking another card
 * leaves it out. */
static void
selection_chosen_cb (WmCardTable *table, gboolean keeps_rest, WmDecksPage *self)
{
  g_autofree char *shown = g_steal_pointer (&self->auto_card);
  g_auto (GStrv) selected = wm_card_table_get_selected (table);

  if (!keeps_rest)
    g_hash_table_remove_all (self->kept);
  else if (shown != NULL && g_strv_length (selected) > 1
           && g_strv_contains ((const char *const *) selected, shown))
    {
      g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
      g_auto (GStrv) chosen = NULL;

      for (guint i = 0; selected[i] != NULL; i++)
        if (!g_str_equal (selected[i], shown))
          g_strv_builder_add (builder, selected[i]);
      chosen = g_strv_builder_end (builder);
      wm_card_table_select (table, (const char *const *) chosen);
    }
  update_count (self);
}

/* The shown deck's selection is kept while another deck is shown: by the
 * designer's choice only. */
static void
keep_selection (WmDecksPage *self)
{
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));

  if (self->deck_id == NULL)
    return;
  g_hash_table_remove (self->kept, self->deck_id);
  if (self->auto_card == NULL && selected[0] != NULL)
    g_hash_table_insert (self->kept, g_strdup (self->deck_id), g_steal_pointer (&selected));
}

/* Adds @ids that @variant still has to @builder. */
static void
add_existing (GStrvBuilder *builder, WmVariant *variant, char **ids)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    if (wm_variant_find_card (variant, ids[i], NULL) != NULL)
      g_strv_builder_add (builder, ids[i]);
}

GStrv
wm_decks_page_dup_selection (WmDecksPage *self)
{
  WmVariant *variant;
  g_autoptr (GStrvBuilder) others = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) all = g_strv_builder_new ();
  g_auto (GStrv) shown = NULL;
  g_auto (GStrv) other_ids = NULL;

  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_refresh_pending (GTK_WIDGET (self));
  variant = variant_of (self);
  /* The other decks' in the variant's order, after the shown deck's,
   * whose first card the card export takes. */
  for (guint d = 0; variant != NULL && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (g_strcmp0 (deck->id, self->deck_id) != 0)
        add_existing (others, variant, g_hash_table_lookup (self->kept, deck->id));
    }
  other_ids = g_strv_builder_end (others);
  shown = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  /* The card the page picked itself only when nothing else is selected. */
  if (self->auto_card == NULL || other_ids[0] == NULL)
    add_existing (all, variant, shown);
  g_strv_builder_addv (all, (const char **) other_ids);
  return g_strv_builder_end (all);
}

static void
update_actions (WmDecksPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  gboolean has_deck = self->deck_id != NULL && variant_of (self) != NULL;
  gboolean any = has_deck && selected[0] != NULL;

  gtk_widget_action_set_enabled (widget, "decks.add", has_deck);
  gtk_widget_action_set_enabled (widget, "decks.duplicate", any);
  gtk_widget_action_set_enabled (widget, "decks.delete", any);
  gtk_widget_action_set_enabled (widget, "decks.move-up", any);
  gtk_widget_action_set_enabled (widget, "decks.move-down", any);
  gtk_widget_action_set_enabled (widget, "decks.import-csv", has_deck);
  gtk_widget_action_set_enabled (widget, "decks.export-csv", has_deck);
  gtk_widget_action_set_enabled (widget, "decks.remove-deck", has_deck);
  gtk_widget_action_set_enabled (widget, "decks.print", variant_of (self) != NULL);
}

/* What shows where no card is: a search that hides every card of the deck
 * says so, with the way back, rather than "No card selected" over an empty
 * table. */
static void
update_empty (WmDecksPage *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search));
  WmVariant *variant = variant_of (self);
  WmDeck *deck = variant && self->deck_id ? wm_variant_find_deck (variant, self->deck_id) : NULL;
  gboolean hidden = *search != '\0' && deck != NULL && deck->cards->len > 0
                    && wm_card_table_get_n_shown (WM_CARD_TABLE (self->table)) == 0;

  if (hidden)
    {
      g_autofree char *isolated = wm_text_isolate (search);
      /* TRANSLATORS: over the empty table, %s what was typed in Search cards. */
      g_autofree char *title = g_strdup_printf (_("No cards match “%s”"), isolated);
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty), title);
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty),
                                       _("The search hides every card of this deck."));
    }
  else
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty), _("No card selected"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty),
                                       _("Select a card in the table, or add one."));
    }
  gtk_widget_set_visible (self->clear_search, hidden);
}

/* The table shows every card again, as the search entry says. */
static void
clear_search (WmDecksPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  wm_card_table_set_search (WM_CARD_TABLE (self->table), "");
}

static void show_selected_card (WmDecksPage *self);

static void
clear_search_clicked_cb (GtkButton *button, WmDecksPage *self)
{
  clear_search (self);
  show_selected_card (self);
}

/* The form shows the card selected among the rows shown: never one the
 * search or the filter hides (the table's selection holds only rows it
 * shows). */
static void
show_selected_card (WmDecksPage *self)
{
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  const char *card_id = selected[0];

  wm_card_form_set_card (WM_CARD_FORM (self->form), self->document, card_id);
  wm_card_preview_set_card (WM_CARD_PREVIEW (self->preview), self->document, card_id,
                            lang_of (self));
  gtk_stack_set_visible_child (GTK_STACK (self->detail_stack),
                               card_id ? gtk_widget_get_parent (self->form) : self->empty);
  update_empty (self);
  update_count (self);
  update_actions (self);
}

/* Like the map's status line: a refused action says why, and the next
 * change or selection takes the sentence away. */
static void
show_message (WmDecksPage *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text ? text : "");
  gtk_widget_set_visible (self->message, text != NULL);
}

static void
selection_changed_cb (WmCardTable *table, WmDecksPage *self)
{
  show_message (self, NULL);
  show_selected_card (self);
}

static void update_languages (WmDecksPage *self);

/* What a new document needs before anything of it is shown: the first deck
 * and card chosen. */
static void
setup_for_document (WmDecksPage *self)
{
  update_languages (self);
  g_hash_table_remove_all (self->kept);
  g_clear_pointer (&self->auto_card, g_free);
  g_clear_pointer (&self->deck_id, g_free);
  g_clear_pointer (&self->decks_signature, g_free);
  wm_card_table_set_deck (WM_CARD_TABLE (self->table), self->document, NULL);
  update_deck_list (self);
  wm_decks_page_show (self, NULL, NULL);
}

static void
refresh (GtkWidget *widget)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);

  if (self->needs_setup)
    {
      self->needs_setup = FALSE;
      setup_for_document (self);
      return;
    }
  update_deck_list (self);
  if (self->deck_id != NULL && wm_variant_find_deck (variant_of (self), self->deck_id) == NULL)
    wm_decks_page_show (self, NULL, NULL);
  wm_card_table_refresh (WM_CARD_TABLE (self->table));
  wm_card_form_refresh (WM_CARD_FORM (self->form));
  wm_card_preview_refresh (WM_CARD_PREVIEW (self->preview));
  show_selected_card (self);
}

static void
document_changed_cb (WmDecksPage *self)
{
  show_message (self, NULL);
  wm_refresh_when_shown (GTK_WIDGET (self), refresh);
}

void
wm_decks_page_show (WmDecksPage *self, const char *deck_id, const char *card_id)
{
  WmVariant *variant;

  g_return_if_fail (WM_IS_DECKS_PAGE (self));
  wm_refresh_pending (GTK_WIDGET (self));
  variant = variant_of (self);
  if (deck_id == NULL && variant != NULL && variant->decks->len > 0)
    deck_id = ((WmDeck *) g_ptr_array_index (variant->decks, 0))->id;
  /* Another deck, or a card asked for (from the Validation page, a new
   * card): shown whole, as a list shows a folder opened, not under the
   * search typed for the deck before (review: "E2" from Events left
   * quests-r1 empty). */
  if (g_strcmp0 (deck_id, self->deck_id) != 0 || card_id != NULL)
    clear_search (self);
  if (g_strcmp0 (deck_id, self->deck_id) != 0)
    {
      keep_selection (self);
      g_clear_pointer (&self->auto_card, g_free);
      g_free (self->deck_id);
      self->deck_id = g_strdup (deck_id);
      wm_card_table_set_deck (WM_CARD_TABLE (self->table), self->document, deck_id);
      /* Back in a deck the designer selected in: as it was left. */
      if (deck_id != NULL && card_id == NULL)
        {
          g_auto (GStrv) kept = NULL;
          if (g_hash_table_steal_extended (self->kept, deck_id, NULL, (gpointer *) &kept))
            wm_card_table_select (WM_CARD_TABLE (self->table), (const char *const *) kept);
        }
      if (deck_id != NULL)
        g_hash_table_remove (self->kept, deck_id);
      for (GtkWidget *row = gtk_widget_get_first_child (self->deck_list); row;
           row = gtk_widget_get_next_sibling (row))
        if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-deck"), deck_id) == 0)
          gtk_list_box_select_row (GTK_LIST_BOX (self->deck_list), GTK_LIST_BOX_ROW (row));
    }
  if (card_id != NULL)
    {
      const char *ids[] = { card_id, NULL };
      g_clear_pointer (&self->auto_card, g_free);
      wm_card_table_select (WM_CARD_TABLE (self->table), ids);
    }
  else if (variant != NULL && deck_id != NULL)
    {
      g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
      WmDeck *deck = wm_variant_find_deck (variant, deck_id);
      if (selected[0] == NULL && deck && deck->cards->len > 0)
        {
          const char *ids[] = { ((WmCard *) g_ptr_array_index (deck->cards, 0))->id, NULL };
          g_free (self->auto_card);
          self->auto_card = g_strdup (ids[0]);
          wm_card_table_select (WM_CARD_TABLE (self->table), ids);
        }
    }
  show_selected_card (self);
}

GtkWidget *
wm_decks_page_reveal (WmDecksPage *self, const char *deck_id, const char *card_id, const char *code,
                      const char *message)
{
  GtkWidget *field;

  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_decks_page_show (self, deck_id, card_id);
  field = card_id != NULL ? wm_card_form_reveal (WM_CARD_FORM (self->form), code, message) : NULL;
  if (field != NULL)
    return field;
  /* A deck's own problem (its name, its size) is none of a card's fields:
   * the keyboard on the deck's row; a card's that names none, on the
   * form's first control. Not left in the window's sidebar. */
  field = card_id != NULL
              ? self->form
              : GTK_WIDGET (gtk_list_box_get_selected_row (GTK_LIST_BOX (self->deck_list)));
  if (field != NULL)
    wm_scroll_reveal (field, gtk_widget_get_parent (field));
  return field;
}

static void
deck_row_selected_cb (GtkListBox *list, GtkListBoxRow *row, WmDecksPage *self)
{
  const char *id = row ? g_object_get_data (G_OBJECT (row), "wm-deck") : NULL;

  if (id != NULL && g_strcmp0 (id, self->deck_id) != 0)
    wm_decks_page_show (self, id, NULL);
}

/* ---- actions ------------------------------------------------------------ */

static void
add_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  guint n = g_strv_length (selected);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = wm_deck_add_card (self->document, self->deck_id,
                                          n > 0 ? selected[n - 1] : NULL, &error);

  if (id != NULL)
    {
      /* The new card alone, as a click without Ctrl selects (review 14's
       * R14-13: a card added in another deck before stayed selected, and
       * Print & Export would have printed both). */
      g_hash_table_remove_all (self->kept);
      wm_decks_page_show (self, self->deck_id, id);
    }
  else if (error != NULL)
    show_message (self, error->message);
}

static void
duplicate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  g_auto (GStrv) copies = wm_deck_duplicate_cards (self->document, self->deck_id,
                                                   (const char *const *)selected);

  if (copies != NULL)
    wm_card_table_select (WM_CARD_TABLE (self->table), (const char *const *) copies);
  else if (selected != NULL && selected[0] != NULL)
    /* Only copies of movement cards fail: each takes a bid of its own. */
    show_message (self, _("Movement cards bid at most 999, and no bid is left for a new card"));
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));
  WmDeck *deck = wm_variant_find_deck (variant_of (self), self->deck_id);
  const char *next = NULL;

  /* Keep a row selected: the card after the block, else the one before. */
  for (guint i = 0; deck && i < deck->cards->len; i++)
    {
      const char *id = ((WmCard *) g_ptr_array_index (deck->cards, i))->id;
      if (!g_strv_contains ((const char *const *) selected, id))
        {
          gboolean after_block = i > 0 && g_strv_contains ((const char *const *) selected,
                                                           ((WmCard *) g_ptr_array_index (
                                                                deck->cards, i - 1))->id);
          next = id;
          if (after_block)
            break;
        }
    }
  {
    g_autofree char *keep = g_strdup (next);
    const char *ids[] = { keep, NULL };
    g_autoptr (GError) error = NULL;
    if (!wm_deck_delete_cards (self->document, self->deck_id, (const char *const *) selected,
                               &error))
      show_message (self, error ? error->message : NULL);
    else if (keep)
      wm_card_table_select (WM_CARD_TABLE (self->table), ids);
  }
}

static void
move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  g_auto (GStrv) selected = wm_card_table_get_selected (WM_CARD_TABLE (self->table));

  wm_deck_move_cards (self->document, self->deck_id, (const char *const *) selected,
                      g_str_equal (name, "decks.move-up") ? -1 : +1);
  wm_card_table_select (WM_CARD_TABLE (self->table), (const char *const *) selected);
}

gboolean
wm_decks_page_export_csv (WmDecksPage *self, GFile *file, GError **error)
{
  WmVariant *variant = variant_of (self);
  WmDeck *deck = variant && self->deck_id ? wm_variant_find_deck (variant, self->deck_id) : NULL;
  g_autofree char *csv = NULL;

  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), FALSE);
  wm_refresh_pending (GTK_WIDGET (self));
  if (deck == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No deck is shown"));
      return FALSE;
    }
  csv = wm_deck_csv_export (variant, deck);
  /* Atomic: a full disk leaves a CSV exported before as it was (GIO's
   * replace put its half-written file in its place). */
  return wm_write_gfile_atomically (file, csv, strlen (csv), error);
}

/* Why the CSV @file was not imported (@problems, its cells, or @message),
 * or with @exported, not exported (@message). */
static void
show_problems (WmDecksPage *self, GFile *file, GPtrArray *problems, const char *message,
               gboolean exported)
{
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *name = wm_text_isolate (base);
  g_autofree char *heading = g_strdup_printf (exported ? _("“%s” was not exported")
                                                       : _("“%s” was not imported"),
                                              name);
  GString *body = g_string_new (problems ? _("Nothing was changed. Fix these cells and import again:\n\n")
                                         : "");

  for (guint i = 0; problems && i < problems->len && i < 20; i++)
    {
      g_autofree char *line = wm_deck_csv_problem_to_string (g_ptr_array_index (problems, i));
      g_string_append_printf (body, "• %s\n", line);
    }
  if (problems && problems->len > 20)
    g_string_append_printf (body, _("… and %u more"), problems->len - 20);
  if (problems == NULL)
    g_string_append (body, message);
  wm_message_dialog_tell (GTK_WIDGET (self), heading, body->str, NULL);
  g_string_free (body, TRUE);
}

/* In the window's toast overlay, which the page need not know by type. */
static void
show_toast (WmDecksPage *self, const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), wm_toast_new (text));
}

gboolean
wm_decks_page_import_csv (WmDecksPage *self, GFile *file, gboolean report, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *csv = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GError) local_error = NULL;
  g_auto (GStrv) before = NULL;
  const WmDeck *deck;

  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), FALSE);
  wm_refresh_pending (GTK_WIDGET (self));
  deck = wm_variant_find_deck (wm_document_get_variant (self->document), self->deck_id);
  before = deck ? wm_deck_csv_snapshot (deck) : NULL;
  /* Bounded: a file picked by mistake (a huge one, a device) is refused. */
  if ((bytes = wm_file_load_bounded (file, &local_error)) != NULL)
    csv = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  if (bytes == NULL
      || !wm_deck_import_csv (self->document, self->deck_id, csv, &problems, &local_error))
    {
      if (report)
        show_problems (self, file, problems, local_error->message, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  deck = wm_variant_find_deck (wm_document_get_variant (self->document), self->deck_id);
  g_clear_pointer (&self->import_summary, g_free);
  if (before != NULL && deck != NULL)
    {
      /* The deck as the list names it, as the import's undo label does;
       * the command line says the id it was given. */
      g_autofree char *name = wm_deck_label_name (self->document, self->deck_id);
      self->import_summary = wm_deck_csv_import_summary ((const char *const *) before, deck, name);
    }
  /* What the import did, removed cards named: a partial sheet from a
   * translator or a filtered spreadsheet removes cards without a word. */
  if (report && self->import_summary != NULL)
    show_toast (self, self->import_summary);
  return TRUE;
}

const char *
wm_decks_page_get_import_summary (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  return self->import_summary;
}

/* Removes the shown deck, or says why not under the table. */
static void
remove_deck_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (self->document == NULL || self->deck_id == NULL)
    return;
  if (!wm_deck_remove (self->document, self->deck_id, &error))
    show_message (self, error->message);
}

static void
csv_response_cb (GtkNativeDialog *dialog, int response, WmDecksPage *self)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog))
                  == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    {
      if (save && !wm_decks_page_export_csv (self, file, &error))
        show_problems (self, file, NULL, error->message, TRUE);
      else if (!save)
        wm_decks_page_import_csv (self, file, TRUE, NULL);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
csv_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmDecksPage *self = WM_DECKS_PAGE (widget);
  gboolean save = g_str_equal (name, "decks.export-csv");
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      save ? _("Export Deck as CSV") : _("Import Deck from CSV"),
      GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
      save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      save ? _("_Export") : _("_Import"), _("_Cancel"));

  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (save)
    {
      g_autofree char *suggested = g_strdup_printf ("%s.csv", self->deck_id);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (csv_response_cb), g_object_ref (self));
  wm_file_chooser_show (dialog);
}

/* The window opens on what the designer is looking at: the character from
 * the Characters page; from this page the cards Ctrl-selected (more than
 * one: the cards just written, to reprint; the one card the page selects
 * itself stands for its deck), else the shown deck; all decks from any
 * other page. The selected cards are offered only from this page, where
 * the designer sees them selected, not a first card the page picked while
 * the designer was elsewhere. */
WmDeckPrint *
wm_decks_page_print (WmDecksPage *self, const char *character_id)
{
  g_auto (GStrv) selected = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean here = gtk_widget_get_mapped (GTK_WIDGET (self));
  WmDeckPrint *print;

  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  if (self->document == NULL)
    return NULL;
  /* the deck to name, on a page never shown yet too */
  wm_refresh_pending (GTK_WIDGET (self));
  if (here)
    selected = wm_decks_page_dup_selection (self);
  print = wm_deck_print_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->document,
                             self->deck_id, character_id, (const char *const *)selected);
  if (character_id != NULL)
    wm_deck_print_set_only_character (print);
  else if (here && selected != NULL && g_strv_length (selected) > 1)
    wm_deck_print_set_only_selected (print);
  else if (here)
    wm_deck_print_set_only_deck (print, TRUE);
  gtk_window_present (GTK_WINDOW (print));
  return print;
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  wm_decks_page_print (WM_DECKS_PAGE (widget), NULL);
}

/* ---- toolbar ------------------------------------------------------------ */

static void
search_changed_cb (GtkSearchEntry *entry, WmDecksPage *self)
{
  wm_card_table_set_search (WM_CARD_TABLE (self->table),
                            gtk_editable_get_text (GTK_EDITABLE (entry)));
  show_selected_card (self);
}

static void
filter_changed_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmDecksPage *self)
{
  wm_card_table_set_filter (WM_CARD_TABLE (self->table), gtk_drop_down_get_selected (dropdown));
  show_selected_card (self);
}

static void
language_changed_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (variant == NULL || variant->info.languages == NULL
      || selected >= g_strv_length (variant->info.languages))
    return;
  g_free (self->lang);
  self->lang = g_strdup (variant->info.languages[selected]);
  wm_card_table_set_language (WM_CARD_TABLE (self->table), self->lang);
  update_deck_list (self);
  show_selected_card (self);
}

static GtkWidget *
tool_button (const char *icon, const char *tooltip, const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

static GtkWidget *
build_toolbar (WmDecksPage *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *edit = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *view = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *files = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *csv = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  const char *filters[] = { _("All cards"), _("Missing translations"), _("Text or name overflows"), NULL };
  GtkWidget *print;

  self->search = gtk_search_entry_new ();
  g_object_set (self->search, "placeholder-text", _("Search cards"), NULL);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->search), 18);
  g_signal_connect (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  self->filter = gtk_drop_down_new_from_strings (filters);
  gtk_widget_set_tooltip_text (self->filter, _("Show only some cards"));
  g_signal_connect (self->filter, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  self->language = gtk_drop_down_new (NULL, NULL);
  gtk_widget_set_tooltip_text (self->language, _("Language of the table and the preview"));
  g_signal_connect (self->language, "notify::selected", G_CALLBACK (language_changed_cb), self);

  gtk_widget_add_css_class (edit, "linked");
  gtk_box_append (GTK_BOX (edit), tool_button ("list-add-symbolic", _("Add a card"), "decks.add"));
  gtk_box_append (GTK_BOX (edit), tool_button ("edit-copy-symbolic", _("Duplicate the selected cards"),
                                               "decks.duplicate"));
  gtk_box_append (GTK_BOX (edit), tool_button ("user-trash-symbolic", _("Delete the selected cards"),
                                               "decks.delete"));
  gtk_box_append (GTK_BOX (edit), tool_button ("go-up-symbolic", _("Move the selected cards up"),
                                               "decks.move-up"));
  gtk_box_append (GTK_BOX (edit), tool_button ("go-down-symbolic",
                                               _("Move the selected cards down"),
                                               "decks.move-down"));
  gtk_widget_add_css_class (csv, "linked");
  gtk_box_append (GTK_BOX (csv), tool_button ("document-open-symbolic",
                                              _("Import the deck from a CSV file"),
                                              "decks.import-csv"));
  gtk_box_append (GTK_BOX (csv), tool_button ("document-save-as-symbolic",
                                              _("Export the deck as a CSV file"),
                                              "decks.export-csv"));
  print = gtk_button_new_with_mnemonic (_("_Print & Export…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (print), "decks.print");

  gtk_box_append (GTK_BOX (view), self->filter);
  gtk_box_append (GTK_BOX (view), self->language);
  gtk_box_append (GTK_BOX (files), csv);
  gtk_box_append (GTK_BOX (files), print);
  /* The groups wrap onto more lines in a narrow window (a German or
   * Italian one on a laptop screen) rather than widen it; as few lines as
   * they fit in (a flow box's columns took four in an 800 px window), so
   * that a short window keeps its height for the table and the form. */
  gtk_widget_set_layout_manager (bar, wm_wrap_layout_new (6, 6));
  gtk_box_append (GTK_BOX (bar), edit);
  gtk_box_append (GTK_BOX (bar), self->search);
  gtk_box_append (GTK_BOX (bar), view);
  gtk_box_append (GTK_BOX (bar), files);
  g_object_set (bar, "margin-start", 8, "margin-end", 8, "margin-top", 8, "margin-bottom", 8,
                NULL);
  return bar;
}

/* Keys that act on the selected rows; only while the table has the focus,
 * so that Delete in a form field still deletes text. */
static void
add_table_shortcuts (GtkWidget *table)
{
  static const struct
  {
    const char *accel;
    const char *action;
  } keys[] = {
    { "Delete", "decks.delete" },
    { "<Control>d", "decks.duplicate" },
    { "<Alt>Up", "decks.move-up" },
    { "<Alt>Down", "decks.move-down" },
    { "<Control>Insert", "decks.add" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].accel),
                          gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (table, controller);
}

/* The split between the table and the card: where the designer last put
 * it (the decks-table-height key), else the table TABLE_HEIGHT (a dozen
 * rows) tall. Either way the form keeps FORM_HEIGHT beside it where the
 * window allows, the table going down to its few rows in a short window,
 * where the preview lies under the form too. Then the paned keeps its split
 * itself: in proportion when the window is resized. */
#define TABLE_HEIGHT 280
#define FORM_HEIGHT 160

static const WmPanedState table_split = {
  .key = "decks-table-height",
  .side = WM_PANED_START,
  .fallback = TABLE_HEIGHT,
  .end_room = FORM_HEIGHT,
};

static void
build (WmDecksPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  GtkWidget *detail = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->root = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  self->deck_list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->deck_list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->deck_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Decks"), -1);
  g_signal_connect (self->deck_list, "row-selected", G_CALLBACK (deck_row_selected_cb), self);
  wm_list_box_tab_leaves (GTK_LIST_BOX (self->deck_list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->deck_list);
  /* The decks' names wrap; narrower, the list leaves the form room on a
   * laptop screen. */
  gtk_widget_set_size_request (scrolled, 160, -1);
  gtk_widget_set_vexpand (scrolled, TRUE);
  {
    /* No Add: each kind of deck comes with what needs it (a region's
     * quest deck with the region, a movement deck with its character),
     * and the game draws only from the first deck of the other kinds. */
    GtkWidget *sidebar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
    gtk_widget_set_tooltip_text (remove, _("Remove the deck, if nothing needs it"));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "decks.remove-deck");
    gtk_widget_set_halign (remove, GTK_ALIGN_START);
    g_object_set (remove, "margin-start", 8, "margin-top", 6, "margin-bottom", 6, NULL);
    gtk_box_append (GTK_BOX (sidebar), scrolled);
    gtk_box_append (GTK_BOX (sidebar), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
    gtk_box_append (GTK_BOX (sidebar), remove);
    gtk_box_append (GTK_BOX (self->root), sidebar);
  }
  gtk_box_append (GTK_BOX (self->root), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  gtk_widget_set_hexpand (main_box, TRUE);
  gtk_box_append (GTK_BOX (main_box), build_toolbar (self));
  self->table = wm_card_table_new ();
  /* A few rows: a short window's paned can give the form the rest. */
  gtk_widget_set_size_request (self->table, -1, 110);
  g_signal_connect (self->table, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (self->table, "selection-chosen", G_CALLBACK (selection_chosen_cb), self);
  add_table_shortcuts (self->table);
  self->form = wm_card_form_new ();
  gtk_widget_set_hexpand (self->form, TRUE);
  self->preview = wm_card_preview_new ("decks-preview-shown");
  /* The card's own least width (220 px): 30 px more would put the preview
   * under the form in a German window on a 1024 px screen. */
  g_object_set (self->preview, "margin-start", 8, "margin-end", 8, "margin-top", 8,
                "margin-bottom", 8, NULL);
  gtk_box_append (GTK_BOX (detail), self->form);
  gtk_box_append (GTK_BOX (detail), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (detail), self->preview);
  /* The preview beside the form, or under it where the window is too
   * narrow for both (a laptop screen), rather than widen the window. */
  gtk_widget_set_layout_manager (detail, wm_side_layout_new (0));
  self->empty = adw_status_page_new ();
  self->clear_search = gtk_button_new_with_mnemonic (_("_Clear Search"));
  gtk_widget_set_halign (self->clear_search, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->clear_search, "pill");
  g_signal_connect (self->clear_search, "clicked", G_CALLBACK (clear_search_clicked_cb), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->empty), self->clear_search);
  update_empty (self);
  self->detail_stack = gtk_stack_new ();
  gtk_stack_add_child (GTK_STACK (self->detail_stack), detail);
  gtk_stack_add_child (GTK_STACK (self->detail_stack), self->empty);
  self->count = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->count, "dim-label");
  gtk_widget_add_css_class (self->count, "caption");
  gtk_label_set_xalign (GTK_LABEL (self->count), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->count), PANGO_ELLIPSIZE_END);
  g_object_set (self->count, "margin-start", 8, "margin-top", 3, "margin-bottom", 3, NULL);
  self->message = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->message, "error");
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_widget_set_visible (self->message, FALSE);
  g_object_set (self->message, "margin-start", 8, "margin-end", 8, "margin-bottom", 3, NULL);
  gtk_widget_set_vexpand (self->table, TRUE);
  {
    GtkWidget *table_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append (GTK_BOX (table_box), self->table);
    gtk_box_append (GTK_BOX (table_box), self->count);
    gtk_box_append (GTK_BOX (table_box), self->message);
    gtk_paned_set_start_child (GTK_PANED (paned), table_box);
  }
  gtk_paned_set_end_child (GTK_PANED (paned), self->detail_stack);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), TRUE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  wm_paned_state_bind (GTK_PANED (paned), &table_split);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_box_append (GTK_BOX (main_box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (main_box), paned);
  gtk_box_append (GTK_BOX (self->root), main_box);
  gtk_widget_set_parent (self->root, GTK_WIDGET (self));
}

static void
update_languages (WmDecksPage *self)
{
  WmVariant *variant = variant_of (self);
  GtkStringList *langs = gtk_string_list_new (NULL);
  const char *shown = variant ? wm_variant_display_language (variant) : NULL;
  guint at = 0;

  /* Named as Print & Export and Main menu → Text Language name them
   * ("Deutsch"), in the variant's order: the selected index is the
   * language's. The table starts in the desktop's language where the
   * variant has it. */
  for (guint i = 0; variant && variant->info.languages && variant->info.languages[i]; i++)
    {
      g_autofree char *name = wm_locale_language_name (variant->info.languages[i]);
      gtk_string_list_append (langs, name);
      if (g_strcmp0 (variant->info.languages[i], shown) == 0)
        at = i;
    }
  g_signal_handlers_block_by_func (self->language, language_changed_cb, self);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->language), G_LIST_MODEL (langs));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->language), at);
  g_signal_handlers_unblock_by_func (self->language, language_changed_cb, self);
  g_free (self->lang);
  self->lang = at > 0 ? g_strdup (shown) : NULL;
  if (self->table != NULL)
    wm_card_table_set_language (WM_CARD_TABLE (self->table), lang_of (self));
  g_object_unref (langs);
}

void
wm_decks_page_set_document (WmDecksPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_DECKS_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  /* Built when first shown: the card table measures every card's text,
   * which a window opening on another section need not wait for. */
  self->needs_setup = TRUE;
  wm_refresh_when_shown (GTK_WIDGET (self), refresh);
}

const char *
wm_decks_page_get_deck (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_refresh_pending (GTK_WIDGET (self));
  return self->deck_id;
}

WmCardTable *
wm_decks_page_get_table (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_refresh_pending (GTK_WIDGET (self));
  return WM_CARD_TABLE (self->table);
}

WmCardForm *
wm_decks_page_get_form (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_refresh_pending (GTK_WIDGET (self));
  return WM_CARD_FORM (self->form);
}

const char *
wm_decks_page_get_message (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  return gtk_widget_get_visible (self->message) ? gtk_label_get_text (GTK_LABEL (self->message))
                                                : NULL;
}

WmCardPreview *
wm_decks_page_get_preview (WmDecksPage *self)
{
  g_return_val_if_fail (WM_IS_DECKS_PAGE (self), NULL);
  wm_refresh_pending (GTK_WIDGET (self));
  return WM_CARD_PREVIEW (self->preview);
}

static void
wm_decks_page_dispose (GObject *object)
{
  WmDecksPage *self = WM_DECKS_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->root, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_decks_page_parent_class)->dispose (object);
}

static void
wm_decks_page_finalize (GObject *object)
{
  WmDecksPage *self = WM_DECKS_PAGE (object);

  g_free (self->deck_id);
  g_free (self->decks_signature);
  g_free (self->lang);
  g_free (self->import_summary);
  g_free (self->auto_card);
  g_hash_table_unref (self->kept);
  G_OBJECT_CLASS (wm_decks_page_parent_class)->finalize (object);
}

static void
wm_decks_page_class_init (WmDecksPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wm_decks_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_decks_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "decks.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "decks.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "decks.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "decks.move-up", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "decks.move-down", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "decks.import-csv", NULL, csv_action);
  gtk_widget_class_install_action (widget_class, "decks.export-csv", NULL, csv_action);
  gtk_widget_class_install_action (widget_class, "decks.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "decks.remove-deck", NULL, remove_deck_action);
}

static void
wm_decks_page_init (WmDecksPage *self)
{
  self->kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                      (GDestroyNotify) g_strfreev);
  build (self);
  update_actions (self);
}

GtkWidget *
wm_decks_page_new (void)
{
  return g_object_new (WM_TYPE_DECKS_PAGE, NULL);
}
