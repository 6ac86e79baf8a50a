#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-sim-card-table.h"

#define N_COLUMNS (WM_SIM_CARD_QUEST_GOLD + 1)

/* ---- one card's row ------------------------------------------------------------ */

struct _WmSimCardRow
{
  GObject parent_instance;

  char *id;
  char *title;
  gboolean has_gold;        /* an event drawn at least once */
  double gold_lo, gold_hi;  /* the 95 % interval of its gold a player-day */
  double values[N_COLUMNS]; /* by WmSimCardColumn; the title's is unused */
};

G_DEFINE_FINAL_TYPE (WmSimCardRow, wm_sim_card_row, G_TYPE_OBJECT)

static void
wm_sim_card_row_finalize (GObject *object)
{
  WmSimCardRow *self = WM_SIM_CARD_ROW (object);

  g_free (self->id);
  g_free (self->title);
  G_OBJECT_CLASS (wm_sim_card_row_parent_class)->finalize (object);
}

static void
wm_sim_card_row_class_init (WmSimCardRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wm_sim_card_row_finalize;
}

static void
wm_sim_card_row_init (WmSimCardRow *self)
{
}

const char *
wm_sim_card_row_get_id (WmSimCardRow *row)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), NULL);
  return row->id;
}

double
wm_sim_card_row_get_value (WmSimCardRow *row, WmSimCardColumn column)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), 0);
  g_return_val_if_fail (column < N_COLUMNS, 0);
  return row->values[column];
}

char *
wm_sim_card_row_format (WmSimCardRow *row, WmSimCardColumn column)
{
  double v;

  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), NULL);
  v = row->values[column];
  switch (column)
    {
    case WM_SIM_CARD_TITLE:
      return g_strdup (row->title);
    case WM_SIM_CARD_TAKEN:
    case WM_SIM_CARD_COMPLETED:
    case WM_SIM_CARD_DAYS:
      return g_strdup_printf ("%.0f", v);
    case WM_SIM_CARD_QUEST_GOLD:
      return v < 0 ? g_strdup ("—") : g_strdup_printf ("%.2f", v);
    case WM_SIM_CARD_RATE:
      /* A quest nobody took has no rate; "0 %" would call it impossible. */
      return v < 0 ? g_strdup ("—") : g_strdup_printf ("%.0f %%", 100 * v);
    case WM_SIM_CARD_GOLD:
      /* TRANSLATORS: gold a player won on a day with this event and its
       * 95 % interval */
      return row->has_gold ? g_strdup_printf (_("%.2f [%.2f, %.2f]"), v, row->gold_lo, row->gold_hi)
                           : g_strdup ("—");
    case WM_SIM_CARD_AGAINST:
      return row->has_gold ? g_strdup_printf ("%+.0f %%", 100 * v) : g_strdup ("—");
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
wm_sim_card_title (const WmVariant *variant, const char *id)
{
  WmCard *card = variant ? wm_variant_find_card (variant, id, NULL) : NULL;
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;
  const char *name = card ? wm_text_get (&card->name, lang, lang) : NULL;

  return name && *name ? g_strdup_printf ("%s · %s", id, name) : g_strdup (id);
}

static WmSimCardRow *
row_new (const WmVariant *variant, const char *id)
{
  WmSimCardRow *row = g_object_new (WM_TYPE_SIM_CARD_ROW, NULL);

  row->id = g_strdup (id);
  row->title = wm_sim_card_title (variant, id);
  return row;
}

/* ---- the table ----------------------------------------------------------------- */

struct _WmSimCardTable
{
  GtkWidget parent_instance;

  GListStore *stores[WM_SIM_CARD_N_KINDS];
  GtkColumnView *views[WM_SIM_CARD_N_KINDS];
  GtkWidget *sections[WM_SIM_CARD_N_KINDS]; /* heading and view, hidden when empty */
};

G_DEFINE_FINAL_TYPE (WmSimCardTable, wm_sim_card_table, GTK_TYPE_WIDGET)

static JsonObject *
member_object (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  return n && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

/* The kinds' tables: the result's member of counts, the heading and the
 * widget's name (for tests). */
static const struct
{
  const char *member, *heading, *name;
} kinds[WM_SIM_CARD_N_KINDS] = {
  [WM_SIM_CARD_QUESTS] = { "quests", N_("Common quests"), "sim-quests" },
  [WM_SIM_CARD_SIDE_QUESTS] = { "side-quests", N_("Side quests"), "sim-side-quests" },
  [WM_SIM_CARD_PERSONAL_QUESTS] = { "personal-quests", N_("Personal quests"), "sim-personal-quests" },
  [WM_SIM_CARD_EVENTS] = { "events", N_("Events"), "sim-events" },
};

/* Quests of one kind taken and completed; the rate from the same two
 * counts, so the three columns always agree; and the gold their
 * completions paid per card taken, as the CSV's gold column has it (a
 * total over the batch would read as the same figure and differ). */
static void
fill_quests (GListStore *store, JsonObject *counts, const char *member, const WmVariant *variant)
{
  JsonObject *quests = member_object (counts, member);
  g_autoptr (GList) ids = quests ? json_object_get_members (quests) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *q = member_object (quests, l->data);
      g_autoptr (WmSimCardRow) row = row_new (variant, l->data);
      double taken = q ? (double) json_object_get_int_member_with_default (q, "taken", 0) : 0;
      double done = q ? (double) json_object_get_int_member_with_default (q, "completed", 0) : 0;
      double paid = q ? (double) json_object_get_int_member_with_default (q, "gold", 0) : 0;

      row->values[WM_SIM_CARD_TAKEN] = taken;
      row->values[WM_SIM_CARD_COMPLETED] = done;
      row->values[WM_SIM_CARD_RATE] = taken > 0 ? done / taken : -1;
      row->values[WM_SIM_CARD_QUEST_GOLD] = taken > 0 ? paid / taken : -1;
      g_list_store_append (store, row);
    }
}

/* Events: the days each was drawn, and from the summary the gold a player
 * won on those days against the mean of all days with an event. */
static void
fill_events (GListStore *store, JsonObject *counts, JsonObject *summary, const WmVariant *variant)
{
  JsonObject *events = member_object (counts, "events");
  JsonObject *effects = member_object (summary, "events");
  g_autoptr (GList) ids = events ? json_object_get_members (events) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *effect = member_object (effects, l->data);
      g_autoptr (WmSimCardRow) row = row_new (variant, l->data);

      row->values[WM_SIM_CARD_DAYS] = (double) json_object_get_int_member (events, l->data);
      row->values[WM_SIM_CARD_GOLD] = -1;
      row->values[WM_SIM_CARD_AGAINST] = -2; /* sorts below any real −100 % */
      if (effect && json_object_get_int_member_with_default (effect, "drawn", 0) > 0)
        {
          JsonArray *ci = json_object_get_array_member (effect, "gold_per_player_day_ci95");
          row->has_gold = TRUE;
          row->values[WM_SIM_CARD_GOLD] = json_object_get_double_member (effect, "gold_per_player_day");
          row->values[WM_SIM_CARD_AGAINST] = json_object_get_double_member (effect, "against_mean") - 1;
          row->gold_lo = ci ? json_array_get_double_element (ci, 0) : 0;
          row->gold_hi = ci ? json_array_get_double_element (ci, 1) : 0;
        }
      g_list_store_append (store, row);
    }
}

void
wm_sim_card_table_set_result (WmSimCardTable *self, JsonNode *doc, const WmVariant *variant)
{
  JsonObject *root;

  g_return_if_fail (WM_IS_SIM_CARD_TABLE (self));

  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    g_list_store_remove_all (self->stores[k]);
  root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    if (k != WM_SIM_CARD_EVENTS)
      fill_quests (self->stores[k], member_object (root, "counts"), kinds[k].member, variant);
  fill_events (self->stores[WM_SIM_CARD_EVENTS], member_object (root, "counts"),
               member_object (root, "summary"), variant);
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    gtk_widget_set_visible (self->sections[k],
                            g_list_model_get_n_items (G_LIST_MODEL (self->stores[k])) > 0);
}

GtkColumnView *
wm_sim_card_table_get_view (WmSimCardTable *self, WmSimCardKind kind)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_TABLE (self), NULL);
  g_return_val_if_fail (kind < WM_SIM_CARD_N_KINDS, NULL);
  return self->views[kind];
}

/* Rows by the number in @data's column, ties (and the title column) by
 * card id, so the order never depends on the order before. */
static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  WmSimCardRow *ra = (WmSimCardRow *) a, *rb = (WmSimCardRow *) b;
  WmSimCardColumn column = GPOINTER_TO_INT (data);

  if (column != WM_SIM_CARD_TITLE && ra->values[column] != rb->values[column])
    return ra->values[column] < rb->values[column] ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return gtk_ordering_from_cmpfunc (g_strcmp0 (ra->id, rb->id));
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  WmSimCardColumn column = GPOINTER_TO_INT (data);

  gtk_label_set_xalign (GTK_LABEL (label), column == WM_SIM_CARD_TITLE ? 0 : 1);
  gtk_widget_add_css_class (label, column == WM_SIM_CARD_TITLE ? "caption" : "numeric");
  if (column == WM_SIM_CARD_TITLE)
    {
      /* In a table narrower than its names (an 800 px window) a long
       * card name is cut short, whole in its tooltip, rather than widen
       * the page; the page sets two runs' tables side by side only where
       * every name fits whole. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 12);
    }
  gtk_list_item_set_child (item, label);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  WmSimCardRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *text = wm_sim_card_row_format (row, GPOINTER_TO_INT (data));

  gtk_label_set_text (GTK_LABEL (label), text);
  if (GPOINTER_TO_INT (data) == WM_SIM_CARD_TITLE)
    gtk_widget_set_tooltip_text (label, text);
}

static void
add_column (GtkColumnView *view, const char *title, WmSimCardColumn column)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr (GtkColumnViewColumn) col = NULL;
  g_autoptr (GtkSorter) sorter = NULL;

  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), GINT_TO_POINTER (column));
  col = gtk_column_view_column_new (title, g_steal_pointer (&factory));
  sorter = GTK_SORTER (gtk_custom_sorter_new (compare_rows, GINT_TO_POINTER (column), NULL));
  gtk_column_view_column_set_sorter (col, sorter);
  gtk_column_view_column_set_expand (col, column == WM_SIM_CARD_TITLE);
  gtk_column_view_column_set_resizable (col, TRUE);
  gtk_column_view_append_column (view, col);
}

typedef struct
{
  const char *title;
  WmSimCardColumn column;
} ColumnSpec;

/* The labels of @widget's column headings (under @title_type) cut short
 * where the table is narrower than its headings, whole in their tooltips,
 * rather than set the table's least width: "Erfüllungsquote" and "Oro per
 * giocatore al giorno" would make a German or Italian table scroll the page
 * sideways in an 800 px window. The headings are GTK's own widgets, so the
 * labels are found in them. */
static void
ellipsize_headings (GtkWidget *widget, GType title_type)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_LABEL (c) && gtk_widget_get_ancestor (c, title_type) != NULL)
        {
          gtk_label_set_ellipsize (GTK_LABEL (c), PANGO_ELLIPSIZE_END);
          gtk_widget_set_tooltip_text (c, gtk_label_get_text (GTK_LABEL (c)));
        }
      else
        ellipsize_headings (c, title_type);
    }
}

/* What the events' numbers mean, under their table: the headings are
 * kept short, so that the table fits narrow windows. */
static GtkWidget *
events_note (void)
{
  /* xgettext:no-c-format */
  GtkWidget *note = gtk_label_new (_("Gold a player-day: the gold a player won on a day with this "
                                     "event, with its 95 % interval in brackets; ± average: how "
                                     "much more or less that is than on the average day with an "
                                     "event."));

  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 50);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  return note;
}

static GtkWidget *
build_section (WmSimCardTable *self, WmSimCardKind kind, const ColumnSpec *columns, int n_columns)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (_(kinds[kind].heading));
  GtkSortListModel *sorted;
  g_autoptr (GtkNoSelection) selection = NULL;
  GtkColumnView *view;

  self->stores[kind] = g_list_store_new (WM_TYPE_SIM_CARD_ROW);
  view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  for (int i = 0; i < n_columns; i++)
    add_column (view, columns[i].title, columns[i].column);
  if (g_type_from_name ("GtkColumnViewTitle") != G_TYPE_INVALID)
    ellipsize_headings (GTK_WIDGET (view), g_type_from_name ("GtkColumnViewTitle"));
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->stores[kind])),
                                    g_object_ref (gtk_column_view_get_sorter (view)));
  selection = gtk_no_selection_new (G_LIST_MODEL (sorted));
  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (selection));
  gtk_column_view_set_show_column_separators (view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (view), "data-table");
  gtk_widget_set_name (GTK_WIDGET (view), kinds[kind].name);
  self->views[kind] = view;
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  /* Straight in the page, not in a scrolled window of its own: the
   * mouse wheel over the table scrolls the page (a scrolled window that
   * can only scroll sideways turns the wheel into sideways scrolling and
   * keeps it). Its height is all its rows. */
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (view));
  if (kind == WM_SIM_CARD_EVENTS)
    gtk_box_append (GTK_BOX (box), events_note ());
  self->sections[kind] = box;
  return box;
}

static void
wm_sim_card_table_init (WmSimCardTable *self)
{
  const ColumnSpec quests[] = {
    { _("Card"), WM_SIM_CARD_TITLE },
    { _("Taken"), WM_SIM_CARD_TAKEN },
    { _("Completed"), WM_SIM_CARD_COMPLETED },
    { _("Completion rate"), WM_SIM_CARD_RATE },
    /* TRANSLATORS: heading of a narrow column: the gold a quest card's
     * completions paid divided by the times it was taken (the column
     * "Taken"), what taking the card is worth */
    { _("Gold / taken"), WM_SIM_CARD_QUEST_GOLD },
  };
  const ColumnSpec events[] = {
    { _("Card"), WM_SIM_CARD_TITLE },
    { _("Event days"), WM_SIM_CARD_DAYS },
    { _("Gold a player-day"), WM_SIM_CARD_GOLD },
    /* TRANSLATORS: heading of a narrow column: how much more or less gold
     * a player won on a day with this event than on the average day with an
     * event, "+12 %" */
    { _("± average"), WM_SIM_CARD_AGAINST },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    gtk_box_append (GTK_BOX (box), k == WM_SIM_CARD_EVENTS
                                       ? build_section (self, k, events, G_N_ELEMENTS (events))
                                       : build_section (self, k, quests, G_N_ELEMENTS (quests)));
}

static void
wm_sim_card_table_dispose (GObject *object)
{
  WmSimCardTable *self = WM_SIM_CARD_TABLE (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    g_clear_object (&self->stores[k]);
  G_OBJECT_CLASS (wm_sim_card_table_parent_class)->dispose (object);
}

static void
wm_sim_card_table_class_init (WmSimCardTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_sim_card_table_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

GtkWidget *
wm_sim_card_table_new (void)
{
  return g_object_new (WM_TYPE_SIM_CARD_TABLE, NULL);
}
