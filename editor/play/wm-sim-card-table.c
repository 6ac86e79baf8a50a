#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wm-sim-card-table.h"

#define N_COLUMNS (WM_SIM_CARD_AGAINST_DECK + 1)

/* A quest's ± deck when it was not weighed (taken too rarely). */
#define NOT_WEIGHED (-2)

/* What a card's figures are in a run whose result does not have it (a
 * card added since, or side quests a result does not count): below any
 * real figure, so that such rows sort last. */
#define ABSENT (-3)

/* ---- one card's row ------------------------------------------------------------ */

/* A card's figures in one run. */
typedef struct
{
  gboolean present;         /* the run's result has the card */
  gboolean has_gold;        /* an event drawn at least once */
  double gold_lo, gold_hi;  /* the 95 % interval of its gold a player-day */
  double rate_lo, rate_hi;  /* a quest's: its completion rate's */
  double deck_median, deck_spread; /* of its deck's completion rates, when weighed */
  gboolean stands_out;      /* a figure of the card stands out of its deck */
  double values[N_COLUMNS]; /* by WmSimCardColumn; the title's is unused */
} RunFigures;

struct _WmSimCardRow
{
  GObject parent_instance;

  char *id;
  char *title;
  gboolean compared;    /* the previous run's figures are shown too */
  guint significant;    /* the figures What changed names: 1 << WmSimFigure */
  /* Runs of different sizes: 100 / the run's games, its counts shown per
   * 100 games; 0: as counted. */
  double per_100[WM_SIM_N_RUNS];
  RunFigures runs[WM_SIM_N_RUNS];
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
  for (int r = 0; r < WM_SIM_N_RUNS; r++)
    for (int c = 0; c < N_COLUMNS; c++)
      self->runs[r].values[c] = ABSENT;
}

const char *
wm_sim_card_row_get_id (WmSimCardRow *row)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), NULL);
  return row->id;
}

double
wm_sim_card_row_get_run_value (WmSimCardRow *row, WmSimRun run, WmSimCardColumn column)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), 0);
  g_return_val_if_fail (run < WM_SIM_N_RUNS, 0);
  g_return_val_if_fail (column < N_COLUMNS, 0);
  return row->runs[run].values[column];
}

double
wm_sim_card_row_get_value (WmSimCardRow *row, WmSimCardColumn column)
{
  return wm_sim_card_row_get_run_value (row, WM_SIM_RUN_LATEST, column);
}

gboolean
wm_sim_card_row_is_compared (WmSimCardRow *row)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), FALSE);
  return row->compared;
}

gboolean
wm_sim_card_row_is_significant (WmSimCardRow *row)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), FALSE);
  return row->significant != 0;
}

/* The card's figure @column shows, as What changed names it; -1 for a
 * column none names (the counts, ± deck, ± average). */
static int
column_figure (WmSimCardColumn column)
{
  switch (column)
    {
    case WM_SIM_CARD_RATE:
      return WM_SIM_FIGURE_COMPLETION;
    case WM_SIM_CARD_QUEST_GOLD:
      return WM_SIM_FIGURE_GOLD_PER_TAKE;
    case WM_SIM_CARD_GOLD:
      return WM_SIM_FIGURE_EVENT_GOLD;
    default:
      return -1;
    }
}

gboolean
wm_sim_card_row_names_change (WmSimCardRow *row, WmSimCardColumn column)
{
  int figure = column_figure (column);

  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), FALSE);
  return figure >= 0 && (row->significant & (1u << figure)) != 0;
}

/* Whether @column counts (times taken, completed, drawn): a figure that
 * grows with the batch. */
static gboolean
is_count (WmSimCardColumn column)
{
  return column == WM_SIM_CARD_TAKEN || column == WM_SIM_CARD_COMPLETED
         || column == WM_SIM_CARD_DAYS;
}

char *
wm_sim_card_rate_text (double rate)
{
  double percent = round (100 * rate);

  /* A quest completed 199 times of 200 read "100 %": always, which it
   * was not (review i, 8). */
  if (rate > 0 && rate < 1)
    percent = CLAMP (percent, 1, 99);
  return g_strdup_printf ("%.0f %%", percent);
}

/* @f's figure of @column; a count times @per_100 (> 0) as per 100 games. */
static char *
format_figures (const RunFigures *f, WmSimCardColumn column, double per_100)
{
  double v = f->values[column];

  if (!f->present)
    return g_strdup ("—");
  switch (column)
    {
    case WM_SIM_CARD_TAKEN:
    case WM_SIM_CARD_COMPLETED:
    case WM_SIM_CARD_DAYS:
      return per_100 > 0 ? g_strdup_printf ("%.1f", v * per_100) : g_strdup_printf ("%.0f", v);
    case WM_SIM_CARD_QUEST_GOLD:
      return v < 0 ? g_strdup ("—") : g_strdup_printf ("%.2f", v);
    case WM_SIM_CARD_RATE:
      /* A quest nobody took has no rate; "0 %" would call it impossible. */
      return v < 0 ? g_strdup ("—") : wm_sim_card_rate_text (v);
    case WM_SIM_CARD_GOLD:
      /* TRANSLATORS: gold a player won on a day with this event and its
       * 95 % interval */
      return f->has_gold ? g_strdup_printf (_("%.2f [%.2f, %.2f]"), v, f->gold_lo, f->gold_hi)
                         : g_strdup ("—");
    case WM_SIM_CARD_AGAINST:
      /* Rounded first, as ± deck is: −0.3 % reads "+0 %", not "-0 %". */
      return f->has_gold ? g_strdup_printf ("%+.0f %%", round (100 * v) + 0.0) : g_strdup ("—");
    case WM_SIM_CARD_AGAINST_DECK:
      /* In percentage points, as the rate is in percent. */
      /* Rounded first, + 0.0 so that −0.3 reads "+0" and not "-0". */
      return v <= NOT_WEIGHED ? g_strdup ("—") : g_strdup_printf ("%+.0f", round (100 * v) + 0.0);
    case WM_SIM_CARD_TITLE:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
wm_sim_card_row_format_run (WmSimCardRow *row, WmSimRun run, WmSimCardColumn column)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_ROW (row), NULL);
  g_return_val_if_fail (run < WM_SIM_N_RUNS, NULL);
  g_return_val_if_fail (column < N_COLUMNS, NULL);
  if (column == WM_SIM_CARD_TITLE)
    return g_strdup (row->title);
  return format_figures (&row->runs[run], column, row->per_100[run]);
}

char *
wm_sim_card_row_format (WmSimCardRow *row, WmSimCardColumn column)
{
  return wm_sim_card_row_format_run (row, WM_SIM_RUN_LATEST, column);
}

/* The row of @id in @rows (by id), made the first time a run has the card. */
static RunFigures *
figures_of (GHashTable *rows, const WmVariant *variant, const char *id, WmSimRun run)
{
  WmSimCardRow *row = g_hash_table_lookup (rows, id);

  if (row == NULL)
    {
      row = g_object_new (WM_TYPE_SIM_CARD_ROW, NULL);
      row->id = g_strdup (id);
      row->title = wm_sim_card_title (variant, id);
      g_hash_table_insert (rows, row->id, row);
    }
  row->runs[run].present = TRUE;
  return &row->runs[run];
}

/* ---- the table ----------------------------------------------------------------- */

struct _WmSimCardTable
{
  GtkWidget parent_instance;

  GtkWidget *compare_note; /* how to read two runs' figures, shown with two */
  GtkWidget *per_games_note; /* that two runs' counts are per 100 games */
  GListStore *stores[WM_SIM_CARD_N_KINDS];
  GtkColumnView *views[WM_SIM_CARD_N_KINDS];
  GtkWidget *sections[WM_SIM_CARD_N_KINDS]; /* heading and view, hidden when empty */
  /* Of a kind of quest none of whose cards paid gold: why its Gold / taken
   * column is hidden. */
  GtkWidget *no_gold_notes[WM_SIM_CARD_N_KINDS];
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

/* A quest's completion rate against its deck's median, from the cards
 * that stand out of @standouts, which weighed every card taken often
 * enough; its rate's interval and whether a figure of it stands out. */
static void
fill_against_deck (RunFigures *f, const WmSimStandouts *standouts, const char *id)
{
  const WmSimStandout *rate = wm_sim_standouts_lookup (standouts, id, WM_SIM_FIGURE_COMPLETION);
  const WmSimStandout *gold = wm_sim_standouts_lookup (standouts, id, WM_SIM_FIGURE_GOLD_PER_TAKE);

  f->values[WM_SIM_CARD_AGAINST_DECK] = rate ? rate->value - rate->deck_median : NOT_WEIGHED;
  if (rate == NULL)
    return;
  f->rate_lo = rate->low, f->rate_hi = rate->high;
  f->deck_median = rate->deck_median, f->deck_spread = rate->deck_spread;
  f->stands_out = rate->stands_out || (gold && gold->stands_out);
}

/* Quests of one kind taken and completed; the rate from the same two
 * counts, so the three columns always agree; and the gold their
 * completions paid per card taken, as the CSV's gold column has it (a
 * total over the batch would read as the same figure and differ). */
static void
fill_quests (GHashTable *rows, JsonObject *counts, const char *member, const WmVariant *variant,
             WmSimRun run, const WmSimStandouts *standouts)
{
  JsonObject *quests = member_object (counts, member);
  g_autoptr (GList) ids = quests ? json_object_get_members (quests) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *q = member_object (quests, l->data);
      RunFigures *f = figures_of (rows, variant, l->data, run);
      double taken = q ? (double) json_object_get_int_member_with_default (q, "taken", 0) : 0;
      double done = q ? (double) json_object_get_int_member_with_default (q, "completed", 0) : 0;
      double paid = q ? (double) json_object_get_int_member_with_default (q, "gold", 0) : 0;

      f->values[WM_SIM_CARD_TAKEN] = taken;
      f->values[WM_SIM_CARD_COMPLETED] = done;
      f->values[WM_SIM_CARD_RATE] = taken > 0 ? done / taken : -1;
      f->values[WM_SIM_CARD_QUEST_GOLD] = taken > 0 ? paid / taken : -1;
      fill_against_deck (f, standouts, l->data);
    }
}

/* Events: the days each was drawn, and from the summary the gold a player
 * won on those days against the mean of all days with an event. */
static gboolean
stands_out (const WmSimStandouts *standouts, const char *id, WmSimFigure figure)
{
  const WmSimStandout *s = wm_sim_standouts_lookup (standouts, id, figure);

  return s != NULL && s->stands_out;
}

static void
fill_events (GHashTable *rows, JsonObject *counts, JsonObject *summary, const WmVariant *variant,
             WmSimRun run, const WmSimStandouts *standouts)
{
  JsonObject *events = member_object (counts, "events");
  JsonObject *effects = member_object (summary, "events");
  g_autoptr (GList) ids = events ? json_object_get_members (events) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *effect = member_object (effects, l->data);
      RunFigures *f = figures_of (rows, variant, l->data, run);

      f->values[WM_SIM_CARD_DAYS] = (double) json_object_get_int_member (events, l->data);
      f->values[WM_SIM_CARD_GOLD] = -1;
      f->values[WM_SIM_CARD_AGAINST] = -2; /* sorts below any real −100 % */
      if (effect && json_object_get_int_member_with_default (effect, "drawn", 0) > 0)
        {
          JsonArray *ci = json_object_get_array_member (effect, "gold_per_player_day_ci95");
          f->has_gold = TRUE;
          f->values[WM_SIM_CARD_GOLD] = json_object_get_double_member (effect, "gold_per_player_day");
          f->values[WM_SIM_CARD_AGAINST] = json_object_get_double_member (effect, "against_mean") - 1;
          f->gold_lo = ci ? json_array_get_double_element (ci, 0) : 0;
          f->gold_hi = ci ? json_array_get_double_element (ci, 1) : 0;
        }
      f->stands_out = stands_out (standouts, l->data, WM_SIM_FIGURE_EVENT_GOLD);
    }
}

static void
fill_run (GHashTable **rows, JsonNode *doc, const WmVariant *variant, WmSimRun run)
{
  JsonObject *root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;
  JsonObject *counts = member_object (root, "counts");
  g_autoptr (WmSimStandouts) standouts = wm_sim_standouts_of_result (doc);

  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    if (k != WM_SIM_CARD_EVENTS)
      fill_quests (rows[k], counts, kinds[k].member, variant, run, standouts);
  fill_events (rows[WM_SIM_CARD_EVENTS], counts, member_object (root, "summary"), variant, run,
               standouts);
}

static int
by_id (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 ((*(WmSimCardRow *const *) a)->id, (*(WmSimCardRow *const *) b)->id);
}

/* @rows into @store in card order, marked compared and significant,
 * their counts per 100 games by @per_100 (0: as counted). */
static void
store_rows (GListStore *store, GHashTable *rows, gboolean compared,
            const char *const *significant, const double per_100[WM_SIM_N_RUNS])
{
  g_autoptr (GPtrArray) list = g_ptr_array_sized_new (g_hash_table_size (rows));
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, rows);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, by_id);
  for (guint i = 0; i < list->len; i++)
    {
      WmSimCardRow *row = g_ptr_array_index (list, i);

      row->compared = compared;
      memcpy (row->per_100, per_100, sizeof row->per_100);
      row->significant = 0;
      for (WmSimFigure f = 0; significant != NULL && f < WM_SIM_N_FIGURES; f++)
        {
          g_autofree char *key = g_strdup_printf ("%s:%s", row->id, wm_sim_figure_to_string (f));

          if (g_strv_contains (significant, key))
            row->significant |= 1u << f;
        }
    }
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)), list->pdata,
                       list->len);
}

/* Whether a card of @rows paid gold in a run: else its Gold / taken is
 * 0.00 on every row (the base game's side quests pay a card; a
 * character's gold for completing one is its ability's). */
static gboolean
any_paid_gold (GHashTable *rows)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, rows);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    for (int r = 0; r < WM_SIM_N_RUNS; r++)
      if (((WmSimCardRow *) value)->runs[r].values[WM_SIM_CARD_QUEST_GOLD] > 0)
        return TRUE;
  return FALSE;
}

/* The column of @view showing @column. */
static GtkColumnViewColumn *
view_column (GtkColumnView *view, WmSimCardColumn column)
{
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) col = g_list_model_get_item (columns, i);

      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (col), "wm-column")) == (int) column)
        return col;
    }
  g_return_val_if_reached (NULL);
}

/* A kind of quest whose cards paid no gold: its Gold / taken column
 * hidden, and the note saying so in its place. */
static void
show_quest_gold (WmSimCardTable *self, WmSimCardKind kind, gboolean paid)
{
  gtk_column_view_column_set_visible (view_column (self->views[kind], WM_SIM_CARD_QUEST_GOLD),
                                      paid);
  gtk_widget_set_visible (self->no_gold_notes[kind], !paid);
}

/* The games @doc's counts are of (0: it does not say). */
static gint64
games_of (JsonNode *doc)
{
  JsonObject *root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;
  JsonObject *counts = member_object (root, "counts");

  return counts ? json_object_get_int_member_with_default (counts, "games", 0) : 0;
}

void
wm_sim_card_table_set_results (WmSimCardTable *self, JsonNode *previous, JsonNode *latest,
                               const WmVariant *variant, const char *const *significant)
{
  GHashTable *rows[WM_SIM_CARD_N_KINDS];
  gint64 games[WM_SIM_N_RUNS] = { games_of (previous), games_of (latest) };
  double per_100[WM_SIM_N_RUNS] = { 0, 0 };

  g_return_if_fail (WM_IS_SIM_CARD_TABLE (self));
  /* Runs of different sizes: counts side by side would read as the card
   * taken 5 times as often in a run of 4 times the games (review a:
   * "142 → 788 taken", 500 games against 2,000). */
  if (previous != NULL && games[0] > 0 && games[1] > 0 && games[0] != games[1])
    {
      /* Grouped as the locale groups thousands ("2,000", "2.000"): "500 and
       * 2000" read as a typo beside the review's 2,000 (review a). */
      g_autofree char *a = g_strdup_printf ("%'" G_GINT64_FORMAT, games[0]);
      g_autofree char *b = g_strdup_printf ("%'" G_GINT64_FORMAT, games[1]);
      g_autofree char *text = g_strdup_printf (
          _("The runs played different numbers of games (%s and %s): Taken, Completed and "
            "Event days are per 100 games in both, so that they compare."),
          a, b);

      per_100[0] = 100.0 / (double) games[0];
      per_100[1] = 100.0 / (double) games[1];
      gtk_label_set_text (GTK_LABEL (self->per_games_note), text);
    }
  gtk_widget_set_visible (self->per_games_note, per_100[1] > 0);

  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    rows[k] = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  if (previous != NULL)
    fill_run (rows, previous, variant, WM_SIM_RUN_PREVIOUS);
  fill_run (rows, latest, variant, WM_SIM_RUN_LATEST);
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    {
      store_rows (self->stores[k], rows[k], previous != NULL, significant, per_100);
      if (k != WM_SIM_CARD_EVENTS)
        show_quest_gold (self, k, any_paid_gold (rows[k]));
      gtk_widget_set_visible (self->sections[k], g_hash_table_size (rows[k]) > 0);
      g_hash_table_unref (rows[k]);
    }
  gtk_widget_set_visible (self->compare_note, previous != NULL);
  /* ± deck with one run only: beside two runs' figures it would widen the
   * quests' tables past an 800 px window; the rate's tooltip keeps the
   * latest run's interval and deck. */
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    if (k != WM_SIM_CARD_EVENTS)
      {
        GListModel *columns = gtk_column_view_get_columns (self->views[k]);
        guint last = g_list_model_get_n_items (columns) - 1;
        g_autoptr (GtkColumnViewColumn) deck = g_list_model_get_item (columns, last);

        gtk_column_view_column_set_visible (deck, previous == NULL);
      }
}

void
wm_sim_card_table_set_result (WmSimCardTable *self, JsonNode *doc, const WmVariant *variant)
{
  wm_sim_card_table_set_results (self, NULL, doc, variant, NULL);
}

/* The title label of card @id under @widget, or NULL. */
static GtkWidget *
find_title (GtkWidget *widget, const char *id)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-card-id"), id) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_title (c, id);

      if (found)
        return found;
    }
  return NULL;
}

gboolean
wm_sim_card_table_reveal (WmSimCardTable *self, const char *id)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_TABLE (self), FALSE);
  for (int k = 0; k < WM_SIM_CARD_N_KINDS; k++)
    {
      GtkSelectionModel *model = gtk_column_view_get_model (self->views[k]);
      guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr (WmSimCardRow) row = g_list_model_get_item (G_LIST_MODEL (model), i);
          GtkWidget *title, *focus;

          if (strcmp (row->id, id) != 0)
            continue;
          gtk_selection_model_select_item (model, i, TRUE);
          /* The tables lie in the page's scrolled window, whose viewport
           * scrolls to the widget that takes the focus: the row's. */
          title = find_title (GTK_WIDGET (self->views[k]), id);
          for (focus = title; focus && !gtk_widget_get_focusable (focus);
               focus = gtk_widget_get_parent (focus))
            ;
          if (focus)
            gtk_widget_grab_focus (focus);
          return TRUE;
        }
    }
  return FALSE;
}

GtkColumnView *
wm_sim_card_table_get_view (WmSimCardTable *self, WmSimCardKind kind)
{
  g_return_val_if_fail (WM_IS_SIM_CARD_TABLE (self), NULL);
  g_return_val_if_fail (kind < WM_SIM_CARD_N_KINDS, NULL);
  return self->views[kind];
}

/* Rows by the latest run's number in @data's column, ties (and the title
 * column) by card id, so the order never depends on the order before. */
static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  WmSimCardRow *ra = (WmSimCardRow *) a, *rb = (WmSimCardRow *) b;
  WmSimCardColumn column = GPOINTER_TO_INT (data);
  double va = ra->runs[WM_SIM_RUN_LATEST].values[column];
  double vb = rb->runs[WM_SIM_RUN_LATEST].values[column];

  if (column != WM_SIM_CARD_TITLE && va != vb)
    return va < vb ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return gtk_ordering_from_cmpfunc (g_strcmp0 (ra->id, rb->id));
}

/* How many characters a figure of @column takes, so that the previous
 * run's figures line up under each other, and the latest run's; @brief:
 * the event's gold without its interval, as two runs show it. */
static int
figure_chars (WmSimCardColumn column, gboolean brief)
{
  switch (column)
    {
    case WM_SIM_CARD_GOLD:
      return brief ? 4 : 17; /* "0.64", "0.64 [0.59, 0.68]" */
    case WM_SIM_CARD_RATE:
    case WM_SIM_CARD_AGAINST:
      return 5; /* "100 %", "+12 %" */
    case WM_SIM_CARD_QUEST_GOLD:
      return 4; /* "1.25" */
    case WM_SIM_CARD_AGAINST_DECK:
      return 3; /* "+27" */
    default:
      return 3; /* "452": a rarer "1452" only widens its label */
    }
}

static GtkWidget *
figure_label (WmSimCardColumn column, const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_name (label, name);
  return label;
}

/* A figure's cell: the previous run's figure (grey), an arrow and the
 * latest run's; the first two only when the table compares two runs.
 * Both figures in one cell, on the card's line: the designer reads the
 * change where the card is, and the table keeps one column per figure
 * with a heading that names it, rather than two headings for each. */
static GtkWidget *
figure_cell (WmSimCardColumn column)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *previous = figure_label (column, "previous");
  GtkWidget *arrow = gtk_label_new ("→");

  gtk_widget_add_css_class (previous, "dim-label");
  gtk_widget_add_css_class (arrow, "dim-label");
  gtk_widget_set_halign (cell, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (cell), previous);
  gtk_box_append (GTK_BOX (cell), arrow);
  gtk_box_append (GTK_BOX (cell), figure_label (column, "latest"));
  return cell;
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  WmSimCardColumn column = GPOINTER_TO_INT (data);
  GtkWidget *label;

  if (column != WM_SIM_CARD_TITLE)
    {
      gtk_list_item_set_child (item, figure_cell (column));
      return;
    }
  label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  /* In a table narrower than its names (an 800 px window) a long card
   * name is cut short, whole in its tooltip, rather than widen the page. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_list_item_set_child (item, label);
}

/* The figure's full name, for a tooltip that says what a short heading
 * stands for. */
static const char *
column_name (WmSimCardColumn column)
{
  switch (column)
    {
    case WM_SIM_CARD_TAKEN:
      return _("Taken");
    case WM_SIM_CARD_COMPLETED:
      return _("Completed");
    case WM_SIM_CARD_RATE:
      return _("Completion rate");
    case WM_SIM_CARD_QUEST_GOLD:
      return _("Gold paid per card taken");
    case WM_SIM_CARD_DAYS:
      return _("Days it was the day's event");
    case WM_SIM_CARD_GOLD:
      /* xgettext:no-c-format */
      return _("Gold a player won on such a day, 95 % interval");
    case WM_SIM_CARD_AGAINST:
      return _("Against the average day with an event");
    case WM_SIM_CARD_AGAINST_DECK:
      return _("Completion rate against its deck's median, in points");
    case WM_SIM_CARD_TITLE:
    default:
      g_return_val_if_reached ("");
    }
}

/* "A11 · Honey Cakes · Completion rate: 34 % → 41 % (previous run → latest
 * run)": which card and figure a number is, wherever the pointer is in a
 * wide table. */
static char *
figure_tooltip_runs (WmSimCardRow *row, WmSimCardColumn column, const char *before,
                     const char *after)
{
  g_autofree char *per_games = NULL;
  const char *name = column_name (column);

  if (is_count (column) && row->per_100[WM_SIM_RUN_LATEST] > 0)
    /* TRANSLATORS: a count of a card's ("Taken") shown per 100 games */
    name = per_games = g_strdup_printf (_("%s per 100 games"), name);
  if (!row->compared)
    return g_strdup_printf ("%s · %s: %s", row->title, name, after);
  return g_strdup_printf (wm_sim_card_row_names_change (row, column)
                              /* TRANSLATORS: card · figure: previous → latest, in a tooltip */
                              ? _("%s · %s: %s → %s (previous run → latest run); What changed "
                                  "names this change")
                              : _("%s · %s: %s → %s (previous run → latest run)"),
                          row->title, name, before, after);
}

/* The tooltip, and of a quest's rate and ± deck in the latest run the
 * rate's interval and its deck's median and spread: what the events'
 * table shows of the gold a day. */
static char *
figure_tooltip (WmSimCardRow *row, WmSimCardColumn column, const char *before, const char *after)
{
  const RunFigures *f = &row->runs[WM_SIM_RUN_LATEST];
  char *runs = figure_tooltip_runs (row, column, before, after);
  char *full;

  if ((column != WM_SIM_CARD_RATE && column != WM_SIM_CARD_AGAINST_DECK)
      || f->values[WM_SIM_CARD_AGAINST_DECK] <= NOT_WEIGHED)
    return runs;
  full = g_strdup_printf (
      /* TRANSLATORS: a tooltip, the latest run's completion rate's 95 %
       * interval, its deck's median rate and spread, in percent */
      f->stands_out ? _("%s\n95 %% interval [%.0f, %.0f] · its deck: median %.0f %%, spread ± "
                        "%.0f · stands out of its deck")
                    : _("%s\n95 %% interval [%.0f, %.0f] · its deck: median %.0f %%, spread ± "
                        "%.0f"),
      runs, 100 * f->rate_lo, 100 * f->rate_hi, 100 * f->deck_median, 100 * f->deck_spread);
  g_free (runs);
  return full;
}

/* An event's gold a player-day without its interval: "0.64". */
static char *
brief_gold (const RunFigures *f)
{
  return f->present && f->has_gold ? g_strdup_printf ("%.2f", f->values[WM_SIM_CARD_GOLD])
                                   : g_strdup ("—");
}

static void
figure_bind (GtkWidget *cell, WmSimCardRow *row, WmSimCardColumn column)
{
  GtkWidget *previous = gtk_widget_get_first_child (cell);
  GtkWidget *arrow = gtk_widget_get_next_sibling (previous);
  GtkWidget *latest = gtk_widget_get_next_sibling (arrow);
  g_autofree char *before = wm_sim_card_row_format_run (row, WM_SIM_RUN_PREVIOUS, column);
  g_autofree char *after = wm_sim_card_row_format_run (row, WM_SIM_RUN_LATEST, column);
  g_autofree char *tooltip = figure_tooltip (row, column, before, after);
  /* Bold: the change What changed names, or the card standing out. */
  gboolean bold = wm_sim_card_row_names_change (row, column)
                  || ((column == WM_SIM_CARD_AGAINST_DECK || column == WM_SIM_CARD_AGAINST)
                      && row->runs[WM_SIM_RUN_LATEST].stands_out);

  if (row->compared && column == WM_SIM_CARD_GOLD)
    {
      /* Two intervals on a line would widen the table past an 800 px
       * window: the figures alone, their intervals in the tooltip. */
      g_free (before), g_free (after);
      before = brief_gold (&row->runs[WM_SIM_RUN_PREVIOUS]);
      after = brief_gold (&row->runs[WM_SIM_RUN_LATEST]);
    }
  gtk_label_set_width_chars (GTK_LABEL (previous), figure_chars (column, TRUE));
  gtk_label_set_width_chars (GTK_LABEL (latest), figure_chars (column, row->compared));
  gtk_label_set_text (GTK_LABEL (previous), before);
  gtk_label_set_text (GTK_LABEL (latest), after);
  gtk_widget_set_visible (previous, row->compared);
  gtk_widget_set_visible (arrow, row->compared);
  /* The change What changed names, where the designer looks for it. */
  if (bold)
    gtk_widget_add_css_class (cell, "significant");
  else
    gtk_widget_remove_css_class (cell, "significant");
  for (GtkWidget *w = previous; w; w = gtk_widget_get_next_sibling (w))
    {
      g_autoptr (PangoAttrList) attrs = pango_attr_list_new ();

      if (bold)
        pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      gtk_label_set_attributes (GTK_LABEL (w), attrs);
    }
  gtk_widget_set_tooltip_text (cell, tooltip);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  WmSimCardRow *row = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  WmSimCardColumn column = GPOINTER_TO_INT (data);

  if (column == WM_SIM_CARD_TITLE)
    {
      gtk_label_set_text (GTK_LABEL (child), row->title);
      gtk_widget_set_tooltip_text (child, row->title);
      /* What wm_sim_card_table_reveal () looks for. */
      g_object_set_data_full (G_OBJECT (child), "wm-card-id", g_strdup (row->id), g_free);
    }
  else
    figure_bind (child, row, column);
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
  g_object_set_data (G_OBJECT (col), "wm-column", GINT_TO_POINTER (column));
  gtk_column_view_append_column (view, col);
}

typedef struct
{
  const char *title;
  WmSimCardColumn column;
} ColumnSpec;

static GtkWidget *
note_label (const char *text)
{
  GtkWidget *note = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 80);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  return note;
}

/* What the events' numbers mean, under their table: the headings are
 * kept short, so that the table fits narrow windows. */
static GtkWidget *
events_note (void)
{
  /* xgettext:no-c-format */
  return note_label (_("Gold a day: the gold a player won on a day with this event, with its "
                       "95 % interval in brackets (comparing two runs, in the figure's "
                       "tooltip); ± average: how much more or less that is than on the "
                       "average day with an event."));
}

/* Under a kind of quest none of whose cards paid gold, in place of its
 * column of 0.00. */
static GtkWidget *
no_gold_note (WmSimCardKind kind)
{
  GtkWidget *note = note_label (
      kind == WM_SIM_CARD_SIDE_QUESTS
          ? _("No side quest paid gold in these games, so Gold / taken is left out. Gold a "
              "character's ability pays for completing one is under Side quests in the chart "
              "Gold by source per character.")
          : _("No quest of this kind paid gold in these games, so Gold / taken is left out."));

  gtk_widget_set_name (note, "sim-no-gold-note");
  gtk_widget_set_visible (note, FALSE);
  return note;
}

/* How to read two runs' figures, above the tables. */
static GtkWidget *
compare_note (void)
{
  GtkWidget *note = note_label (_("Each figure: previous run (grey) → latest run. A figure in "
                                  "bold changed beyond chance (What changed names it). The "
                                  "columns sort by the latest run."));

  gtk_widget_set_name (note, "sim-compare-note");
  gtk_widget_set_visible (note, FALSE);
  return note;
}

static GtkWidget *
build_section (WmSimCardTable *self, WmSimCardKind kind, const ColumnSpec *columns, int n_columns)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (_(kinds[kind].heading));
  GtkSortListModel *sorted;
  g_autoptr (GtkSingleSelection) selection = NULL;
  GtkColumnView *view;

  self->stores[kind] = g_list_store_new (WM_TYPE_SIM_CARD_ROW);
  view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  for (int i = 0; i < n_columns; i++)
    add_column (view, columns[i].title, columns[i].column);
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->stores[kind])),
                                    g_object_ref (gtk_column_view_get_sorter (view)));
  /* A row is selected only when a card that stands out is clicked. */
  selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (selection));
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
  else
    {
      self->no_gold_notes[kind] = no_gold_note (kind);
      gtk_box_append (GTK_BOX (box), self->no_gold_notes[kind]);
    }
  self->sections[kind] = box;
  return box;
}

static void
wm_sim_card_table_init (WmSimCardTable *self)
{
  /* Headings as short as a German or Italian table at 800 px lets them
   * be without cutting them (GTK 4.8's headings cannot be told to); each
   * figure's tooltip names it in full. */
  const ColumnSpec quests[] = {
    { _("Card"), WM_SIM_CARD_TITLE },
    /* TRANSLATORS: heading of a narrow column, the times a quest card
     * was taken; its tooltip says "Taken" in full */
    { C_("column", "Taken"), WM_SIM_CARD_TAKEN },
    { _("Completed"), WM_SIM_CARD_COMPLETED },
    /* TRANSLATORS: heading of a narrow column, the completion rate
     * (completed / taken) */
    { C_("column", "Rate"), WM_SIM_CARD_RATE },
    /* TRANSLATORS: heading of a narrow column: the gold a quest card's
     * completions paid divided by the times it was taken (the column
     * "Taken"), what taking the card is worth */
    { _("Gold / taken"), WM_SIM_CARD_QUEST_GOLD },
    /* TRANSLATORS: heading of a narrow column: the completion rate less
     * the median of its deck's, in percentage points, "+27" */
    { C_("column", "± deck"), WM_SIM_CARD_AGAINST_DECK },
  };
  const ColumnSpec events[] = {
    { _("Card"), WM_SIM_CARD_TITLE },
    { _("Event days"), WM_SIM_CARD_DAYS },
    /* TRANSLATORS: heading of a narrow column: the gold a player won on a
     * day with this event */
    { C_("column", "Gold a day"), WM_SIM_CARD_GOLD },
    /* TRANSLATORS: heading of a narrow column: how much more or less gold
     * a player won on a day with this event than on the average day with an
     * event, "+12 %" */
    { _("± average"), WM_SIM_CARD_AGAINST },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  self->compare_note = compare_note ();
  gtk_box_append (GTK_BOX (box), self->compare_note);
  self->per_games_note = note_label (NULL);
  gtk_widget_set_name (self->per_games_note, "sim-per-games-note");
  gtk_widget_set_visible (self->per_games_note, FALSE);
  gtk_box_append (GTK_BOX (box), self->per_games_note);
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
