#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-card-table.h"
#include "wm-locale.h"
#include "wm-card-text.h"
#include "wm-choice-selection.h"
#include "wm-render-card.h"
#include "wm-scroll.h"

/* ---- rows --------------------------------------------------------------- */

/* A row names its card; cells read the card from the document when bound
 * and again when the row's "revision" changes. */
#define WM_TYPE_CARD_ROW (wm_card_row_get_type ())
G_DECLARE_FINAL_TYPE (WmCardRow, wm_card_row, WM, CARD_ROW, GObject)

struct _WmCardRow
{
  GObject parent_instance;
  char *id;
  guint position; /* in the deck */
  guint revision;
};

G_DEFINE_FINAL_TYPE (WmCardRow, wm_card_row, G_TYPE_OBJECT)

enum
{
  ROW_PROP_0,
  ROW_PROP_REVISION,
  ROW_N_PROPS
};

static GParamSpec *row_properties[ROW_N_PROPS];

static void
wm_card_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  if (prop_id == ROW_PROP_REVISION)
    g_value_set_uint (value, WM_CARD_ROW (object)->revision);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wm_card_row_finalize (GObject *object)
{
  g_free (WM_CARD_ROW (object)->id);
  G_OBJECT_CLASS (wm_card_row_parent_class)->finalize (object);
}

static void
wm_card_row_class_init (WmCardRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wm_card_row_finalize;
  G_OBJECT_CLASS (klass)->get_property = wm_card_row_get_property;
  row_properties[ROW_PROP_REVISION] = g_param_spec_uint ("revision", NULL, NULL, 0, G_MAXUINT, 0,
                                                         G_PARAM_READABLE
                                                             | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), ROW_N_PROPS, row_properties);
}

static void
wm_card_row_init (WmCardRow *self)
{
}

static WmCardRow *
wm_card_row_new (const char *id, guint position)
{
  WmCardRow *row = g_object_new (WM_TYPE_CARD_ROW, NULL);

  row->id = g_strdup (id);
  row->position = position;
  return row;
}

/* ---- the table ---------------------------------------------------------- */

struct _WmCardTable
{
  GtkWidget parent_instance;

  WmDocument *document;
  char *deck_id;
  WmDeckKind kind; /* of the columns built */
  char *lang;
  char *search;
  WmCardFilter filter;

  GListStore *store;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  WmChoiceSelection *selection;
  GtkCustomFilter *custom_filter;
  GtkWidget *scrolled;
  GtkColumnView *view;
  GtkColumnViewColumn *languages; /* shown while a card lacks a translation */
  GPtrArray *sorters; /* of GtkSorter, one per column */
};

G_DEFINE_FINAL_TYPE (WmCardTable, wm_card_table, GTK_TYPE_WIDGET)

enum
{
  SELECTION_CHANGED,
  SELECTION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Column ids below the kind's fields. */
enum
{
  COLUMN_POSITION = -1,
  COLUMN_ID = -2,
  COLUMN_LANGUAGES = -3,
};

static WmVariant *
variant_of (WmCardTable *self)
{
  return self->document ? wm_document_get_variant (self->document) : NULL;
}

static WmDeck *
deck_of (WmCardTable *self)
{
  WmVariant *variant = variant_of (self);
  return variant && self->deck_id ? wm_variant_find_deck (variant, self->deck_id) : NULL;
}

static const char *
lang_of (WmCardTable *self)
{
  return self->lang ? self->lang : wm_variant_fallback_language (variant_of (self));
}

static char *
cell_text (WmCardTable *self, WmCardRow *row, int column)
{
  WmVariant *variant = variant_of (self);
  WmDeck *deck = NULL;
  WmCard *card = variant ? wm_variant_find_card (variant, row->id, &deck) : NULL;

  if (card == NULL)
    return g_strdup ("");
  switch (column)
    {
    case COLUMN_POSITION:
      return g_strdup_printf ("%u", row->position + 1);
    case COLUMN_ID:
      return g_strdup (card->id);
    case COLUMN_LANGUAGES:
      {
        g_autofree char *missing = wm_card_missing_languages (variant, card);
        g_auto (GStrv) tags = missing ? g_strsplit (missing, " ", -1) : NULL;
        g_autoptr (GString) names = g_string_new (NULL);
        if (tags == NULL)
          return g_strdup ("");
        /* by their names, as the form's columns head them: "⚠ missing it"
         * read as English words (review j, 8) */
        for (int i = 0; tags[i] != NULL; i++)
          {
            g_autofree char *name = wm_locale_language_name (tags[i]);
            g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", name);
          }
        /* TRANSLATORS: the languages a card's name or text is missing in,
         * by their names ("Deutsch, Italiano") */
        return g_strdup_printf (_("⚠ missing: %s"), names->str);
      }
    default:
      return wm_card_field_display (variant, card, &wm_registry_card_kind (deck->kind)->fields[column],
                         lang_of (self));
    }
}

static void
update_label (GtkListItem *item)
{
  WmCardTable *self = g_object_get_data (G_OBJECT (item), "wm-table");
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (item), "wm-column"));
  WmCardRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *text = NULL;

  if (row == NULL || label == NULL)
    return;
  text = cell_text (self, row, column);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_tooltip_text (label, *text ? text : NULL);
  if (column == COLUMN_LANGUAGES)
    gtk_widget_add_css_class (label, "warning");
}

/* How wide a sentence's cell asks to be, in characters: a glimpse of it
 * (it is whole in its tooltip and in the form below), so that the room
 * left goes to the columns of a few words first (review 19: an Italian
 * reward, "2 monete d’oro, 1 missione secondaria", was cut at 1280 px
 * while the card's text took the room). */
#define SENTENCE_CHARS 20

static void
setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmCardTable *self)
{
  GtkWidget *label = gtk_label_new (NULL);
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "wm-column"));

  gtk_label_set_xalign (GTK_LABEL (label), column == COLUMN_POSITION ? 1 : 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "wm-sentence")))
    gtk_label_set_max_width_chars (GTK_LABEL (label), SENTENCE_CHARS);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_list_item_set_child (item, label);
  g_object_set_data (G_OBJECT (item), "wm-table", self);
  g_object_set_data (G_OBJECT (item), "wm-column", GINT_TO_POINTER (column));
}

static void
row_revised_cb (WmCardRow *row, GParamSpec *pspec, GtkListItem *item)
{
  update_label (item);
}

static void
bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmCardTable *self)
{
  g_signal_connect_object (gtk_list_item_get_item (item), "notify::revision",
                           G_CALLBACK (row_revised_cb), item, 0);
  update_label (item);
}

static void
unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmCardTable *self)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), row_revised_cb, item);
}

/* Sorting compares numbers where a field has them, else text. */
static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  GtkSorter *sorter = data;
  WmCardTable *self = g_object_get_data (G_OBJECT (sorter), "wm-table");
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (sorter), "wm-column"));
  WmCardRow *ra = (WmCardRow *) a, *rb = (WmCardRow *) b;
  WmVariant *variant = variant_of (self);
  WmDeck *deck = NULL;
  WmCard *ca, *cb;
  g_autofree char *ta = NULL, *tb = NULL;
  int na, nb;

  if (column == COLUMN_POSITION || variant == NULL)
    return (ra->position > rb->position) - (ra->position < rb->position);
  ca = wm_variant_find_card (variant, ra->id, &deck);
  cb = wm_variant_find_card (variant, rb->id, NULL);
  if (ca && cb && column >= 0)
    {
      const WmFieldSpec *field = &wm_registry_card_kind (deck->kind)->fields[column];
      if (wm_card_field_number (ca, field, &na) && wm_card_field_number (cb, field, &nb))
        return (na > nb) - (na < nb);
    }
  ta = cell_text (self, ra, column);
  tb = cell_text (self, rb, column);
  return g_utf8_collate (ta, tb);
}

/* A column titled @title; a @sentence's takes the room the others leave. */
static GtkColumnViewColumn *
add_column (WmCardTable *self, const char *title, int column, gboolean sentence)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *view_column;
  GtkCustomSorter *sorter = gtk_custom_sorter_new (NULL, NULL, NULL);

  g_object_set_data (G_OBJECT (factory), "wm-column", GINT_TO_POINTER (column));
  g_object_set_data (G_OBJECT (factory), "wm-sentence", GINT_TO_POINTER (sentence));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), self);
  g_object_set_data (G_OBJECT (sorter), "wm-table", self);
  g_object_set_data (G_OBJECT (sorter), "wm-column", GINT_TO_POINTER (column));
  gtk_custom_sorter_set_sort_func (sorter, compare_rows, sorter, NULL);
  view_column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_sorter (view_column, GTK_SORTER (sorter));
  gtk_column_view_column_set_resizable (view_column, TRUE);
  gtk_column_view_column_set_expand (view_column, sentence);
  if (column == COLUMN_POSITION)
    gtk_column_view_column_set_fixed_width (view_column, 48);
  gtk_column_view_append_column (self->view, view_column);
  g_ptr_array_add (self->sorters, sorter);
  g_object_unref (view_column);
  return view_column;
}

/* Whether @field is a sentence: a card's text, its effects, its task.
 * Its column shares the room the others leave: a name, a reward ("1
 * moneta d’oro, 1 missione secondaria") or the towns of a quest are
 * shown whole first, cut only in a window too narrow for them. */
static gboolean
is_sentence (const WmFieldSpec *field)
{
  if (field->kind == WM_FIELD_TEXT)
    return g_strcmp0 (field->name, "name") != 0;
  return field->kind == WM_FIELD_EFFECTS || field->kind == WM_FIELD_TASK;
}

static void
build_columns (WmCardTable *self, WmDeckKind kind)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (kind);
  GListModel *columns = gtk_column_view_get_columns (self->view);

  while (g_list_model_get_n_items (columns) > 0)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, 0);
      gtk_column_view_remove_column (self->view, column);
    }
  g_ptr_array_set_size (self->sorters, 0);
  self->languages = NULL;
  self->kind = kind;
  add_column (self, "#", COLUMN_POSITION, FALSE);
  add_column (self, _("Id"), COLUMN_ID, FALSE);
  for (int f = 0; f < spec->n_fields; f++)
    add_column (self, _(spec->fields[f].title), f, is_sentence (&spec->fields[f]));
  self->languages = add_column (self, _("Translations"), COLUMN_LANGUAGES, FALSE);
  /* Deck order first, as printed. */
  {
    g_autoptr (GtkColumnViewColumn) first = g_list_model_get_item (columns, 0);
    gtk_column_view_sort_by_column (self->view, first, GTK_SORT_ASCENDING);
  }
}

/* ---- search and filter -------------------------------------------------- */

/* Whether the card prints anything cut in some language: its text, its
 * name, a town's, path type's or character's name, its deck's name in its
 * footer or on its back, a town on its back. */
static gboolean
card_overflows (WmVariant *variant, WmDeck *deck, WmCard *card)
{
  for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
    {
      WmCardFit fit;
      wm_card_check_text (variant, deck, card, variant->info.languages[l], &fit);
      if (wm_card_fit_cut (&fit) || wm_deck_cut (variant, deck, variant->info.languages[l]))
        return TRUE;
    }
  return FALSE;
}

static gboolean
matches_search (WmCardTable *self, WmVariant *variant, WmDeck *deck, WmCard *card)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  g_autofree char *needle = g_utf8_casefold (self->search, -1);

  if (strstr (card->id, self->search) != NULL)
    return TRUE;
  for (int f = 0; f < spec->n_fields; f++)
    for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
      {
        g_autofree char *text = wm_card_field_display (variant, card, &spec->fields[f],
                                            variant->info.languages[l]);
        g_autofree char *folded = g_utf8_casefold (text, -1);
        if (strstr (folded, needle) != NULL)
          return TRUE;
        if (spec->fields[f].kind != WM_FIELD_TEXT)
          break;
      }
  return FALSE;
}

static gboolean
filter_row (gpointer item, gpointer data)
{
  WmCardTable *self = data;
  WmCardRow *row = item;
  WmVariant *variant = variant_of (self);
  WmDeck *deck = NULL;
  WmCard *card = variant ? wm_variant_find_card (variant, row->id, &deck) : NULL;

  if (card == NULL)
    return FALSE;
  if (self->search && *self->search && !matches_search (self, variant, deck, card))
    return FALSE;
  if (self->filter == WM_CARD_FILTER_MISSING_TRANSLATION)
    {
      g_autofree char *missing = wm_card_missing_languages (variant, card);
      return missing != NULL;
    }
  if (self->filter == WM_CARD_FILTER_OVERFLOW)
    return card_overflows (variant, deck, card);
  return TRUE;
}

void
wm_card_table_set_search (WmCardTable *self, const char *text)
{
  g_return_if_fail (WM_IS_CARD_TABLE (self));
  if (g_strcmp0 (self->search, text) == 0)
    return;
  g_free (self->search);
  self->search = g_strdup (text);
  gtk_filter_changed (GTK_FILTER (self->custom_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
wm_card_table_set_filter (WmCardTable *self, WmCardFilter filter)
{
  g_return_if_fail (WM_IS_CARD_TABLE (self));
  if (self->filter == filter)
    return;
  self->filter = filter;
  gtk_filter_changed (GTK_FILTER (self->custom_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

/* ---- following the document --------------------------------------------- */

static gboolean
same_cards (WmCardTable *self, WmDeck *deck)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));

  if (deck == NULL || n != deck->cards->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WmCardRow) row = g_list_model_get_item (G_LIST_MODEL (self->store), i);
      if (g_strcmp0 (row->id, ((WmCard *) g_ptr_array_index (deck->cards, i))->id) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The Translations column is shown while a card of @deck lacks a
 * translation: empty, it took a column's room from the others (the
 * Missing translation filter lists such cards too). */
static void
show_languages (WmCardTable *self, WmDeck *deck)
{
  gboolean missing = FALSE;

  for (guint i = 0; deck && !missing && i < deck->cards->len; i++)
    {
      g_autofree char *langs
          = wm_card_missing_languages (variant_of (self), g_ptr_array_index (deck->cards, i));
      missing = langs != NULL;
    }
  if (self->languages != NULL)
    gtk_column_view_column_set_visible (self->languages, missing);
}

void
wm_card_table_refresh (WmCardTable *self)
{
  WmDeck *deck;
  g_auto (GStrv) selected = NULL;

  g_return_if_fail (WM_IS_CARD_TABLE (self));
  deck = deck_of (self);
  if (deck != NULL && deck->kind != self->kind)
    build_columns (self, deck->kind);
  if (same_cards (self, deck))
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (WmCardRow) row = g_list_model_get_item (G_LIST_MODEL (self->store), i);
          row->revision++;
          g_object_notify_by_pspec (G_OBJECT (row), row_properties[ROW_PROP_REVISION]);
        }
    }
  else
    {
      g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
      selected = wm_card_table_get_selected (self);
      for (guint i = 0; deck && i < deck->cards->len; i++)
        g_ptr_array_add (rows, wm_card_row_new (((WmCard *) g_ptr_array_index (deck->cards, i))->id,
                                                i));
      g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)),
                           rows->pdata, rows->len);
      wm_card_table_select (self, (const char *const *) selected);
    }
  show_languages (self, deck);
  gtk_filter_changed (GTK_FILTER (self->custom_filter), GTK_FILTER_CHANGE_DIFFERENT);
  for (guint i = 0; i < self->sorters->len; i++)
    gtk_sorter_changed (g_ptr_array_index (self->sorters, i), GTK_SORTER_CHANGE_DIFFERENT);
}

void
wm_card_table_set_deck (WmCardTable *self, WmDocument *doc, const char *deck_id)
{
  WmDeck *deck;

  g_return_if_fail (WM_IS_CARD_TABLE (self));
  g_set_object (&self->document, doc);
  g_free (self->deck_id);
  self->deck_id = g_strdup (deck_id);
  g_list_store_remove_all (self->store);
  deck = deck_of (self);
  if (deck != NULL)
    build_columns (self, deck->kind);
  wm_card_table_refresh (self);
}

void
wm_card_table_set_language (WmCardTable *self, const char *lang)
{
  g_return_if_fail (WM_IS_CARD_TABLE (self));
  if (g_strcmp0 (self->lang, lang) == 0)
    return;
  g_free (self->lang);
  self->lang = g_strdup (lang);
  wm_card_table_refresh (self);
}

/* ---- selection ---------------------------------------------------------- */

GStrv
wm_card_table_get_selected (WmCardTable *self)
{
  GListModel *model = G_LIST_MODEL (self->selection);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv ids;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (self->selection), i))
      g_ptr_array_add (rows, g_list_model_get_item (model, i));
  /* Deck order, whatever the table's sorting. */
  for (guint p = 0; p < g_list_model_get_n_items (G_LIST_MODEL (self->store)); p++)
    for (guint i = 0; i < rows->len; i++)
      if (((WmCardRow *) g_ptr_array_index (rows, i))->position == p)
        g_strv_builder_add (builder, ((WmCardRow *) g_ptr_array_index (rows, i))->id);
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

/* The height of the table's rows, measured on one the list has (all are
 * one line; measured, not read from its allocation, since rows made for a
 * changed deck have none until the next frame); 0 when there is none. */
static int
row_height (WmCardTable *self)
{
  for (GtkWidget *list = gtk_widget_get_first_child (GTK_WIDGET (self->view)); list;
       list = gtk_widget_get_next_sibling (list))
    if (GTK_IS_LIST_VIEW (list))
      for (GtkWidget *row = gtk_widget_get_first_child (list); row;
           row = gtk_widget_get_next_sibling (row))
        if (g_str_equal (gtk_widget_get_css_name (row), "row") && gtk_widget_get_visible (row))
          {
            int natural = 0;
            gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
            return natural;
          }
  return 0;
}

/* Whether row @position is wholly in view: then the table is not
 * scrolled (review 14's R14-13: a card added after the first was
 * scrolled to the top, and the first, which the designer was looking at,
 * out of view). The adjustment is only read: set while the list view has
 * not laid out a changed deck, it cannot find the position (GTK 4.8
 * warns and ignores it). */
static gboolean
row_in_view (WmCardTable *self, guint position)
{
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->view));
  int row = row_height (self);
  double top = (double) position * row;

  if (adj == NULL || row <= 0 || gtk_adjustment_get_page_size (adj) <= 0)
    return FALSE;
  return top >= gtk_adjustment_get_value (adj)
         && top + row <= gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj);
}

/* Scrolls the table as little as shows row @position, unless it is in
 * view. */
static void
scroll_to_row (WmCardTable *self, guint position)
{
  if (row_in_view (self, position))
    return;
  /* GTK 4.8 has no gtk_column_view_scroll_to(); its inner list view has
   * the action that does it, which puts the row at the top. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
}

/* The first selected row of the table @view lies in, brought into view:
 * the one selected last, even after a sort or a filter since. */
static void
scroll_to_selection_cb (GtkWidget *view, gpointer data)
{
  WmCardTable *self = WM_CARD_TABLE (gtk_widget_get_ancestor (view, WM_TYPE_CARD_TABLE));
  g_autoptr (GtkBitset) selected
      = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

  if (!gtk_bitset_is_empty (selected))
    scroll_to_row (self, gtk_bitset_get_minimum (selected));
}

void
wm_card_table_select (WmCardTable *self, const char *const *ids)
{
  GListModel *model = G_LIST_MODEL (self->selection);
  guint n = g_list_model_get_n_items (model);
  g_autoptr (GtkBitset) set = gtk_bitset_new_empty ();
  g_autoptr (GtkBitset) mask = gtk_bitset_new_range (0, n);
  int first = -1;

  for (guint i = 0; ids != NULL && i < n; i++)
    {
      g_autoptr (WmCardRow) row = g_list_model_get_item (model, i);
      if (g_strv_contains (ids, row->id))
        {
          gtk_bitset_add (set, i);
          if (first < 0)
            first = i;
        }
    }
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), set, mask);
  if (first < 0)
    return;
  scroll_to_row (self, first);
  /* A table never laid out (the Decks page not shown before, opened from
   * the Events & Abilities page's link) takes the scroll as to a row of
   * no height, and is laid out at its top, the row out of view (review
   * 17): it scrolls again in its first frame. */
  if (gtk_widget_get_height (GTK_WIDGET (self->view)) == 0)
    wm_when_laid_out (GTK_WIDGET (self->view), scroll_to_selection_cb, NULL, NULL);
}

guint
wm_card_table_get_n_shown (WmCardTable *self)
{
  g_return_val_if_fail (WM_IS_CARD_TABLE (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}

GtkColumnView *
wm_card_table_get_view (WmCardTable *self)
{
  g_return_val_if_fail (WM_IS_CARD_TABLE (self), NULL);
  return self->view;
}

static void
selection_changed_cb (GtkSelectionModel *model, guint position, guint n, WmCardTable *self)
{
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
chosen_cb (WmChoiceSelection *selection, gboolean keeps_rest, WmCardTable *self)
{
  g_signal_emit (self, signals[SELECTION_CHOSEN], 0, keeps_rest);
}

/* ---- class -------------------------------------------------------------- */

static void
wm_card_table_dispose (GObject *object)
{
  WmCardTable *self = WM_CARD_TABLE (object);

  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->document);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->sorters, g_ptr_array_unref);
  G_OBJECT_CLASS (wm_card_table_parent_class)->dispose (object);
}

static void
wm_card_table_finalize (GObject *object)
{
  WmCardTable *self = WM_CARD_TABLE (object);

  g_free (self->deck_id);
  g_free (self->lang);
  g_free (self->search);
  G_OBJECT_CLASS (wm_card_table_parent_class)->finalize (object);
}

static void
wm_card_table_class_init (WmCardTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_card_table_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_card_table_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  /* Emitted when the selected rows change. */
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);
  /* Emitted after the designer changed the selection (a click, a key),
   * not the program: keeps_rest is FALSE when the change replaced the
   * selection (no Ctrl held), TRUE when it added to it or took from it. */
  signals[SELECTION_CHOSEN] = g_signal_new ("selection-chosen", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, G_TYPE_BOOLEAN);
}

static void
wm_card_table_init (WmCardTable *self)
{
  self->kind = WM_N_DECK_KINDS;
  self->sorters = g_ptr_array_new_with_free_func (g_object_unref);
  self->store = g_list_store_new (WM_TYPE_CARD_ROW);
  self->custom_filter = gtk_custom_filter_new (filter_row, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (self->store),
                                              GTK_FILTER (self->custom_filter));
  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered),
                                          g_object_ref (gtk_column_view_get_sorter (self->view)));
  self->selection = wm_choice_selection_new (G_LIST_MODEL (self->sorted));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  gtk_column_view_set_show_column_separators (self->view, TRUE);
  gtk_column_view_set_show_row_separators (self->view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Cards"), -1);
  /* Tab leaves the table (the arrows move from card to card): GTK's went
   * to the next row, once per card of the deck. */
  wm_tab_leaves (GTK_WIDGET (self->view));
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (selection_changed_cb),
                    self);
  g_signal_connect (self->selection, "chosen", G_CALLBACK (chosen_cb), self);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->view));
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

GtkWidget *
wm_card_table_new (void)
{
  return g_object_new (WM_TYPE_CARD_TABLE, NULL);
}
