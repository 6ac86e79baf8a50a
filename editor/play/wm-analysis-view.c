#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>

#include "wm-analysis-view.h"
#include "wm-scroll.h"
#include "wm-number-field.h"
#include "wm-play-session.h"
#include "wm-seed-entry.h"
#include "wm-side-layout.h"
#include "wm-sim-report.h"
#include "wm-variant-io.h"
#include "wm-wrap-layout.h"

/* What `analyze` averages over and weighs by when given no option. */
#define DEFAULT_ARRANGEMENTS 32
#define DEFAULT_DAYS 8
/* How long edits may follow each other before the analysis runs: typing
 * a reward's digits starts one analysis, not one a key. */
#define SETTLE_MS 250
/* The movement cards the reach table shows until all are asked for: the
 * base game has 84, which a designer scrolled past to reach what follows
 * (review 19); about as tall as the draw odds beside it. */
#define REACH_ROWS 12

/* ---- rows ------------------------------------------------------------------------ */

struct _WmAnalysisRow
{
  GObject parent_instance;

  WmVariant *variant; /* owns the strings of the figures */
  gboolean is_quest;
  WmQuestDistance quest;
  WmCardReach reach;
  char *title;
  char *region; /* the region's name (a quest's) */
  char *deck;   /* the deck's name, or its character's (a movement card's) */
};

G_DEFINE_FINAL_TYPE (WmAnalysisRow, wm_analysis_row, G_TYPE_OBJECT)

static void
wm_analysis_row_finalize (GObject *object)
{
  WmAnalysisRow *self = WM_ANALYSIS_ROW (object);

  g_free (self->title);
  g_free (self->region);
  g_free (self->deck);
  wm_variant_unref (self->variant);
  G_OBJECT_CLASS (wm_analysis_row_parent_class)->finalize (object);
}

static void
wm_analysis_row_class_init (WmAnalysisRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wm_analysis_row_finalize;
}

static void
wm_analysis_row_init (WmAnalysisRow *self)
{
}

static WmAnalysisRow *
row_new (WmVariant *variant, const char *card_id)
{
  WmAnalysisRow *row = g_object_new (WM_TYPE_ANALYSIS_ROW, NULL);
  WmCard *card = wm_variant_find_card (variant, card_id, NULL);

  row->variant = wm_variant_ref (variant);
  row->title = g_strdup (card ? wm_variant_display_name (variant, &card->name, card_id) : card_id);
  return row;
}

const WmQuestDistance *
wm_analysis_row_get_quest (WmAnalysisRow *row)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_ROW (row), NULL);
  return row->is_quest ? &row->quest : NULL;
}

const WmCardReach *
wm_analysis_row_get_reach (WmAnalysisRow *row)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_ROW (row), NULL);
  return row->is_quest ? NULL : &row->reach;
}

const char *
wm_analysis_row_get_title (WmAnalysisRow *row)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_ROW (row), NULL);
  return row->title;
}

/* ---- the analysis, off the main thread ------------------------------------------ */

/* What one analysis is asked and what it found. The worker fills the
 * second half; the main thread reads it once the task is done. */
typedef struct
{
  GBytes *bytes;      /* the document as saved when it was asked for */
  char *file_name;    /* what the diagnostics name the bytes */
  int arrangements, days;
  guint64 seed;
  double movement_card, share;
  double side_quest_gold; /* per side quest taken, measured by a run; -1: the deck's */
  char **cards;       /* the cards whose odds are asked, or NULL */

  char *error;        /* why the variant cannot be analysed */
  WmVariant *variant;
  WmRewardWorth worth;
  GArray *quests, *reach;
  double slope, intercept;
  GPtrArray *unmeasured, *groups, *without;
  GPtrArray *by, *on; /* per group, @days doubles each */
} Job;

static void
job_free (Job *job)
{
  g_bytes_unref (job->bytes);
  g_free (job->file_name);
  g_strfreev (job->cards);
  g_free (job->error);
  g_clear_pointer (&job->quests, g_array_unref);
  g_clear_pointer (&job->reach, g_array_unref);
  g_clear_pointer (&job->unmeasured, g_ptr_array_unref);
  g_clear_pointer (&job->groups, g_ptr_array_unref);
  g_clear_pointer (&job->without, g_ptr_array_unref);
  g_clear_pointer (&job->by, g_ptr_array_unref);
  g_clear_pointer (&job->on, g_ptr_array_unref);
  g_clear_pointer (&job->variant, wm_variant_unref);
  g_free (job);
}

/* Every --card names a card of the variant, as `analyze` asks: one the
 * variant has lost since it was chosen (deleted) is left out. */
static void
drop_lost_cards (Job *job)
{
  g_autoptr (GStrvBuilder) kept = g_strv_builder_new ();

  if (job->cards == NULL)
    return;
  for (int k = 0; job->cards[k]; k++)
    if (wm_variant_find_card (job->variant, job->cards[k], NULL) != NULL)
      g_strv_builder_add (kept, job->cards[k]);
  g_strfreev (job->cards);
  job->cards = g_strv_builder_end (kept);
  if (job->cards[0] == NULL)
    g_clear_pointer (&job->cards, g_strfreev);
}

static void
compute_odds (Job *job)
{
  job->groups = wm_analysis_odds_groups (job->variant, job->cards);
  job->without = wm_analysis_cards_without_odds (job->variant, job->cards);
  job->by = g_ptr_array_new_with_free_func (g_free);
  job->on = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < job->groups->len; i++)
    {
      const WmOddsGroup *g = g_ptr_array_index (job->groups, i);
      double *by = g_new0 (double, job->days), *on = g_new0 (double, job->days);
      wm_analysis_draw_odds ((int) g->deck_size, job->variant->rules.hand, g->marked, job->days, by,
                             on);
      g_ptr_array_add (job->by, by);
      g_ptr_array_add (job->on, on);
    }
}

/* As `waymark-cli analyze` does it: load, refuse a variant with design
 * errors, then the quests, the reach, the odds and what is left out. */
static void
analyse_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (job->file_name);
  g_autoptr (WmDiagnostics) errors = NULL;
  g_autoptr (GError) error = NULL;

  job->variant = wm_variant_load_bytes_for_editing (job->bytes, job->file_name, diags);
  if (job->variant == NULL)
    {
      job->error = wm_play_failure_message (_("The variant cannot be loaded for the analysis:"),
                                            diags);
      return;
    }
  if ((errors = wm_play_design_errors (job->variant, job->file_name)) != NULL)
    {
      job->error = wm_play_failure_message (
          _("The variant has errors to fix before it is analysed (see Validation):"), errors);
      return;
    }
  drop_lost_cards (job);
  wm_reward_worth_init_full (&job->worth, job->variant, job->movement_card, job->share,
                             job->side_quest_gold);
  job->quests = wm_analysis_quest_distances (job->variant, job->arrangements, job->seed,
                                             &job->worth, &job->slope, &job->intercept, &error);
  if (job->quests != NULL)
    job->reach = wm_analysis_card_reach (job->variant, job->arrangements, job->seed, &error);
  if (job->reach == NULL)
    {
      job->error = g_strdup (error->message);
      return;
    }
  job->unmeasured = wm_analysis_unmeasured (job->variant, job->quests, job->arrangements,
                                            job->seed);
  compute_odds (job);
}

/* ---- the view -------------------------------------------------------------------- */

struct _WmAnalysisView
{
  GtkWidget parent_instance;

  WmDocument *document;
  guint settle_id;
  gboolean stale;      /* the figures shown are not of the document as it is */
  gboolean running;    /* a job is in its thread */
  gboolean disposed;
  GHashTable *cards;   /* the cards whose odds are asked: id → itself */

  GtkSpinButton *arrangements, *days, *movement_card, *share;
  /* The side quests' share and gold from the latest run, as `analyze
   * --from` takes them (review a, finding 10: the guess stayed after a
   * run had measured it); the note under the fields says where from. */
  GtkCheckButton *from_run;
  GtkLabel *share_note;
  JsonNode *result; /* the Simulation page's latest run, or NULL */
  char *result_name;
  GtkEntry *seed;
  GtkMenuButton *cards_button;
  GtkBox *cards_list;  /* the popover's check buttons */
  GtkLabel *status;
  GtkLabel *error;
  GtkWidget *content;  /* the figures, hidden while there are none */
  GtkLabel *quest_note;
  GListStore *quests, *reach;
  GtkSortListModel *quests_sorted, *reach_sorted;
  GtkSliceListModel *reach_shown; /* its first REACH_ROWS, or all */
  GtkWidget *reach_more;           /* Show All N Cards / Show the First 12 Cards */
  GtkLabel *odds_note;
  GtkBox *odds;
  GtkBox *unmeasured;
  char *error_text;
};

G_DEFINE_FINAL_TYPE (WmAnalysisView, wm_analysis_view, GTK_TYPE_WIDGET)

static void start_job (WmAnalysisView *self);

/* "3 gold, +1 side quest": a quest's whole reward. */
static char *
reward_text (const WmQuestDistance *q)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, ngettext ("%d gold", "%d gold", q->gold), q->gold);
  if (q->side_quests > 0)
    g_string_append_printf (text, ngettext (", +%d side quest", ", +%d side quests", q->side_quests),
                            q->side_quests);
  if (q->movement_cards > 0)
    g_string_append_printf (
        text, ngettext (", +%d movement card", ", +%d movement cards", q->movement_cards),
        q->movement_cards);
  return g_string_free (text, FALSE);
}

/* An outlier's flag, a word, or NULL when the quest is none; its reason
 * whole is outlier_text (). */
static const char *
outlier_flag (const WmQuestDistance *q)
{
  if (!q->outlier)
    return NULL;
  /* TRANSLATORS: the Analysis's flag of a quest paid far above or below
   * what its moves ask, or whose towns cannot be reached */
  return q->distance < 0 ? C_("outlier", "Unreached")
         : q->residual > 0 ? C_("outlier", "Overpaid")
                           : C_("outlier", "Underpaid");
}

/* Why a quest is an outlier, or NULL when it is none. */
static char *
outlier_text (const WmQuestDistance *q)
{
  if (!q->outlier)
    return NULL;
  if (q->distance < 0)
    return g_strdup (_("Unreached: no town it names can be reached (see Not measured)"));
  if (q->residual > 0)
    return g_strdup_printf (_("Overpaid: %+.2f gold above the line"), q->residual);
  return g_strdup_printf (_("Underpaid: %+.2f gold below the line"), q->residual);
}

/* Value per move; NaN for a quest unreached. */
static double
value_per_move (const WmQuestDistance *q)
{
  return q->distance > 0 ? q->value / q->distance : NAN;
}

/* A figure with two decimals, "—" for none (an unreached quest's). */
static char *
figure_text (double v, const char *format)
{
  return isnan (v) ? g_strdup ("—") : g_strdup_printf (format, v);
}

/* ---- the tables -------------------------------------------------------------------- */

typedef enum
{
  COL_QUEST,
  COL_REGION,
  COL_REWARD,
  COL_VALUE,
  COL_MOVES,
  COL_PER_MOVE,
  COL_RESIDUAL,
  COL_OUTLIER,
  COL_CARD,
  COL_DECK,
  COL_STEPS,
  COL_REACH,
} Column;

/* A row's figure in @column, for sorting; NaN where it has none. */
static double
row_figure (WmAnalysisRow *row, Column column)
{
  const WmQuestDistance *q = &row->quest;

  switch (column)
    {
    case COL_REWARD:
    case COL_VALUE:
      return q->value;
    case COL_MOVES:
      return q->distance < 0 ? NAN : q->distance;
    case COL_PER_MOVE:
      return value_per_move (q);
    case COL_RESIDUAL:
      return q->distance < 0 ? NAN : q->residual;
    case COL_OUTLIER:
      return q->outlier ? fabs (q->residual) + (q->distance < 0 ? 1e6 : 0) : -1;
    case COL_STEPS:
      return row->reach.steps;
    case COL_REACH:
      return row->reach.reach;
    default:
      return NAN;
    }
}

/* A row's text in @column (a newly allocated string). */
static char *
row_text (WmAnalysisRow *row, Column column)
{
  switch (column)
    {
    case COL_QUEST:
    case COL_CARD:
      return g_strdup_printf ("%s (%s)", row->title, row->is_quest ? row->quest.card : row->reach.card);
    case COL_REGION:
      return g_strdup (row->region);
    case COL_DECK:
      return g_strdup (row->deck);
    case COL_REWARD:
      return reward_text (&row->quest);
    case COL_VALUE:
      return figure_text (row->quest.value, "%.2f");
    case COL_MOVES:
    case COL_PER_MOVE:
    case COL_REACH:
      return figure_text (row_figure (row, column), "%.2f");
    case COL_RESIDUAL:
      return figure_text (row_figure (row, column), "%+.2f");
    case COL_STEPS:
      return g_strdup_printf ("%d", row->reach.steps);
    case COL_OUTLIER:
      return g_strdup (outlier_flag (&row->quest));
    }
  return NULL;
}

/* By the column's figure (none last), else its text, then by card id. */
static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  WmAnalysisRow *ra = (WmAnalysisRow *) a, *rb = (WmAnalysisRow *) b;
  Column column = GPOINTER_TO_INT (data);
  double fa = row_figure (ra, column), fb = row_figure (rb, column);
  int order = 0;

  if (isnan (fa) != isnan (fb))
    return isnan (fa) ? 1 : -1;
  if (!isnan (fa) && fa != fb)
    return fa < fb ? -1 : 1;
  if (isnan (fa))
    {
      g_autofree char *ta = row_text (ra, column), *tb = row_text (rb, column);
      order = g_utf8_collate (ta ? ta : "", tb ? tb : "");
    }
  if (order != 0)
    return order;
  return g_strcmp0 (ra->is_quest ? ra->quest.card : ra->reach.card,
                    rb->is_quest ? rb->quest.card : rb->reach.card);
}

static void
setup_cell_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  Column column = GPOINTER_TO_INT (data);
  GtkWidget *label = gtk_label_new (NULL);

  /* Words wrap in a narrow column rather than widen the table past the
   * page (review 19: the Italian one, 1103 px, in a 1037 px page at 1280
   * px): a quest's name, its region, its reward, an outlier's flag. */
  if (column <= COL_REWARD || column == COL_OUTLIER)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
    }
  if (column == COL_QUEST)
    {
      /* The quest's card on the Decks page, where its reward is edited. */
      GtkWidget *link = gtk_button_new ();
      gtk_widget_add_css_class (link, "link");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_button_set_child (GTK_BUTTON (link), label);
      gtk_widget_set_tooltip_text (link, _("Show the quest's card on the Decks page"));
      gtk_list_item_set_child (item, link);
      return;
    }
  if (column == COL_OUTLIER)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_add_css_class (box, "warning");
      gtk_list_item_set_child (item, box);
      return;
    }
  gtk_label_set_xalign (GTK_LABEL (label),
                        column >= COL_VALUE && column <= COL_RESIDUAL ? 1
                        : column >= COL_STEPS                         ? 1
                                                                      : 0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  Column column = GPOINTER_TO_INT (data);
  WmAnalysisRow *row = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  g_autofree char *text = row_text (row, column);
  GtkWidget *label = GTK_IS_LABEL (child) ? child : gtk_widget_get_last_child (child);

  if (GTK_IS_BUTTON (child))
    {
      label = gtk_button_get_child (GTK_BUTTON (child));
      /* the target first: an action named without its target is refused */
      gtk_actionable_set_action_target (GTK_ACTIONABLE (child), "s", row->quest.card);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (child), "win.show-card-texts");
    }
  if (column == COL_OUTLIER)
    {
      /* The flag, a word, keeps the table within a 1280 px window; why in
       * figures is its tooltip (and the Residual beside it). */
      g_autofree char *why = outlier_text (&row->quest);
      gtk_widget_set_visible (child, text != NULL);
      gtk_widget_set_tooltip_text (child, why);
    }
  gtk_label_set_text (GTK_LABEL (label), text ? text : "");
}

/* A column of @view titled @title showing @column, sorted by it. */
static GtkColumnViewColumn *
add_column (GtkColumnView *view, const char *title, Column column, gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *col;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), GINT_TO_POINTER (column));
  col = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_sorter (
      col, GTK_SORTER (gtk_custom_sorter_new (compare_rows, GINT_TO_POINTER (column), NULL)));
  gtk_column_view_column_set_expand (col, expand);
  gtk_column_view_column_set_resizable (col, TRUE);
  gtk_column_view_append_column (view, col);
  g_object_unref (col);
  return col;
}

/* A table of @store's rows, sorted as its headers are clicked; with
 * @shown, of the first of them that it lets through. The view does not
 * scroll itself: the page around it does, so it shows every row. */
static GtkWidget *
new_table (GListStore *store, GtkSortListModel **sorted, GtkSliceListModel **shown,
           const char *name)
{
  GtkWidget *view = gtk_column_view_new (NULL);
  GtkSorter *sorter = gtk_column_view_get_sorter (GTK_COLUMN_VIEW (view));
  GListModel *rows;

  *sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (store)), g_object_ref (sorter));
  rows = G_LIST_MODEL (g_object_ref (*sorted));
  if (shown != NULL)
    {
      *shown = gtk_slice_list_model_new (rows, 0, REACH_ROWS);
      rows = G_LIST_MODEL (g_object_ref (*shown));
    }
  gtk_column_view_set_model (GTK_COLUMN_VIEW (view),
                             GTK_SELECTION_MODEL (gtk_no_selection_new (rows)));
  gtk_column_view_set_show_column_separators (GTK_COLUMN_VIEW (view), TRUE);
  gtk_widget_add_css_class (view, "data-table");
  gtk_widget_set_name (view, name);
  return view;
}

/* @table in a window of its own that scrolls sideways where the page is
 * narrower than the table (German's longer words), so that the notes
 * around it wrap at the page's width rather than the table's. */
static GtkWidget *
sideways (GtkWidget *table)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), table);
  /* GTK 4.8's scrolled window takes the wheel's up and down too: over
   * the quest table, which fills the page, the page never scrolled on. */
  wm_scroll_pass_on_at_end (GTK_SCROLLED_WINDOW (scroll));
  return scroll;
}

static GtkWidget *
build_quest_table (WmAnalysisView *self)
{
  GtkWidget *view = new_table (self->quests, &self->quests_sorted, NULL, "analysis-quests");
  GtkColumnView *cv = GTK_COLUMN_VIEW (view);

  /* TRANSLATORS: the columns of the Analysis's table of common quests */
  add_column (cv, C_("analysis", "Quest"), COL_QUEST, FALSE);
  add_column (cv, C_("analysis", "Region"), COL_REGION, FALSE);
  add_column (cv, C_("analysis", "Reward"), COL_REWARD, FALSE);
  add_column (cv, C_("analysis", "Value"), COL_VALUE, FALSE);
  add_column (cv, C_("analysis", "Moves"), COL_MOVES, FALSE);
  add_column (cv, C_("analysis", "Value / move"), COL_PER_MOVE, FALSE);
  add_column (cv, C_("analysis", "Residual"), COL_RESIDUAL, FALSE);
  add_column (cv, C_("analysis", "Outlier"), COL_OUTLIER, TRUE);
  return view;
}

/* The movement cards, greatest reach first: the first REACH_ROWS of them
 * until the button under the table shows them all; a click on a header
 * sorts them all, and the first rows are those of that order. */
static GtkWidget *
build_reach_table (WmAnalysisView *self)
{
  GtkWidget *view = new_table (self->reach, &self->reach_sorted, &self->reach_shown,
                               "analysis-reach");
  GtkColumnView *cv = GTK_COLUMN_VIEW (view);
  GtkColumnViewColumn *reach;

  /* TRANSLATORS: the columns of the Analysis's table of movement cards */
  add_column (cv, C_("analysis", "Card"), COL_CARD, TRUE);
  add_column (cv, C_("analysis", "Deck"), COL_DECK, FALSE);
  add_column (cv, C_("analysis", "Steps"), COL_STEPS, FALSE);
  reach = add_column (cv, C_("analysis", "Reach"), COL_REACH, FALSE);
  gtk_column_view_sort_by_column (cv, reach, GTK_SORT_DESCENDING);
  return view;
}

/* The button under the reach table says what a click shows: all the
 * cards, or the first again; there is none while all fit. */
static void
update_reach_more (WmAnalysisView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->reach));
  gboolean all = gtk_slice_list_model_get_size (self->reach_shown) >= n;
  g_autofree char *label
      = all ? g_strdup_printf (ngettext ("Show the First %d Card", "Show the First %d Cards",
                                         REACH_ROWS),
                               REACH_ROWS)
            : g_strdup_printf (ngettext ("Show All %u Card", "Show All %u Cards", n), n);

  gtk_button_set_label (GTK_BUTTON (self->reach_more), label);
  gtk_widget_set_visible (self->reach_more, n > REACH_ROWS);
}

static void
reach_more_cb (WmAnalysisView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->reach));

  gtk_slice_list_model_set_size (self->reach_shown,
                                 gtk_slice_list_model_get_size (self->reach_shown) >= n
                                     ? REACH_ROWS
                                     : G_MAXUINT);
  update_reach_more (self);
}

/* ---- showing a job's figures --------------------------------------------------------- */

static void
fill_tables (WmAnalysisView *self, Job *job)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; job->quests && i < job->quests->len; i++)
    {
      WmAnalysisRow *row = row_new (job->variant, g_array_index (job->quests, WmQuestDistance, i).card);
      row->is_quest = TRUE;
      row->quest = g_array_index (job->quests, WmQuestDistance, i);
      row->region = wm_analysis_region_label (job->variant, row->quest.region);
      g_ptr_array_add (rows, row);
    }
  g_list_store_splice (self->quests, 0, g_list_model_get_n_items (G_LIST_MODEL (self->quests)),
                       rows->pdata, rows->len);
  g_ptr_array_set_size (rows, 0);
  for (guint i = 0; job->reach && i < job->reach->len; i++)
    {
      WmAnalysisRow *row = row_new (job->variant, g_array_index (job->reach, WmCardReach, i).card);
      row->reach = g_array_index (job->reach, WmCardReach, i);
      row->deck = wm_analysis_deck_label (job->variant, row->reach.deck);
      g_ptr_array_add (rows, row);
    }
  g_list_store_splice (self->reach, 0, g_list_model_get_n_items (G_LIST_MODEL (self->reach)),
                       rows->pdata, rows->len);
  update_reach_more (self);
}

/* The slope's interval after @text, and a warning when the slope may be
 * 0: then one quest's edit can move the others' marks (review 25a). */
static const char *
append_slope_interval (char **text, const GArray *quests)
{
  double low, high;
  char *longer;

  if (!wm_analysis_slope_interval (quests, &low, &high))
    return *text;
  longer = g_strdup_printf (_("%s The slope's 95 %% interval: %.3f to %.3f gold a move."), *text,
                            low, high);
  g_free (*text);
  *text = longer;
  if (low <= 0 && high >= 0)
    {
      longer = g_strdup_printf (
          _("%s The moves explain little of the rewards here (the slope may be 0): editing one "
            "quest can move the line and the other quests' residuals, so read a mark near the "
            "threshold as a hint, not a verdict."),
          *text);
      g_free (*text);
      *text = longer;
    }
  return *text;
}

/* What the value and the line are, said over the table as `analyze`
 * prints it over its own. */
static void
show_quest_note (WmAnalysisView *self, Job *job)
{
  guint outliers = 0;
  g_autofree char *text = NULL;
  char *longer;

  for (guint i = 0; i < job->quests->len; i++)
    outliers += g_array_index (job->quests, WmQuestDistance, i).outlier;
  text = g_strdup_printf (
      ngettext ("Moves: steps along paths and across lakes from a town of the issuing region to "
                "the nearest town the quest names, the mean over its towns and %d arrangement. "
                "Value: the whole reward in gold, %.2f per movement card and %.2f per side quest. "
                "Line (Theil–Sen): value = %.2f + %.3f × moves; an outlier's residual is beyond "
                "twice the residuals' robust spread.",
                "Moves: steps along paths and across lakes from a town of the issuing region to "
                "the nearest town the quest names, the mean over its towns and %d arrangements. "
                "Value: the whole reward in gold, %.2f per movement card and %.2f per side quest. "
                "Line (Theil–Sen): value = %.2f + %.3f × moves; an outlier's residual is beyond "
                "twice the residuals' robust spread.",
                job->arrangements),
      job->arrangements, job->worth.movement_card, job->worth.side_quest, job->intercept,
      job->slope);
  /* A count of its own sentence: "Outliers: 0." read as an ordinal ("the
   * zeroth") running into the next sentence (review l, s5). */
  longer = outliers == 0
               ? g_strdup_printf (_("%s No quest is an outlier."), text)
               /* TRANSLATORS: the note before, then how many quests are outliers */
               : g_strdup_printf (ngettext ("%s %u quest is an outlier.",
                                            "%s %u quests are outliers.", outliers),
                                  text, outliers);
  g_free (text);
  text = longer;
  gtk_label_set_text (self->quest_note, append_slope_interval (&text, job->quests));
}

static GtkWidget *
caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static void
remove_children (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

/* One group's table: day, drawn by then, in hand that day. */
static GtkWidget *
odds_table (Job *job, guint i)
{
  const WmOddsGroup *g = g_ptr_array_index (job->groups, i);
  const double *by = g_ptr_array_index (job->by, i), *on = g_ptr_array_index (job->on, i);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *names = wm_analysis_characters_label (job->variant, g->characters);
  g_autofree char *title
      = g->given ? g_strdup_printf (_("%s: deck of %u, any of %s"), names, g->deck_size, g->given)
                 : g_strdup_printf (_("%s: deck of %u, one given card"), names, g->deck_size);
  /* TRANSLATORS: the columns of the Analysis's draw odds: the day, the
   * probability that the card has been drawn by then, and that it is in
   * that day's hand */
  const char *heads[] = { C_("analysis", "Day"), C_("analysis", "Drawn by then"),
                          C_("analysis", "In hand that day") };

  gtk_box_append (GTK_BOX (box), caption (title));
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  for (int c = 0; c < 3; c++)
    {
      GtkWidget *head = gtk_label_new (heads[c]);
      gtk_widget_add_css_class (head, "caption-heading");
      gtk_label_set_xalign (GTK_LABEL (head), c == 0 ? 0 : 1);
      gtk_grid_attach (GTK_GRID (grid), head, c, 0, 1, 1);
    }
  for (int d = 0; d < job->days; d++)
    {
      g_autofree char *day = g_strdup_printf ("%d", d + 1);
      g_autofree char *b = g_strdup_printf ("%.4f", by[d]);
      g_autofree char *o = g_strdup_printf ("%.4f", on[d]);
      const char *cells[] = { day, b, o };
      for (int c = 0; c < 3; c++)
        {
          GtkWidget *label = gtk_label_new (cells[c]);
          gtk_widget_add_css_class (label, "numeric");
          gtk_label_set_xalign (GTK_LABEL (label), c == 0 ? 0 : 1);
          gtk_grid_attach (GTK_GRID (grid), label, c, d + 1, 1, 1);
        }
    }
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

static void
show_odds (WmAnalysisView *self, Job *job)
{
  g_autofree char *note = g_strdup_printf (
      _("Exact, for this draw: a hand of %d drawn one by one at sunrise, the discard pile "
        "shuffled in when the draw pile is empty, every card of the day discarded at sundown. "
        "It assumes the card left over each day is discarded, not kept on top of the draw "
        "pile; that no movement card is gained; and that no event or ability draws more. "
        "Keeping a card or gaining one can only lower the odds of having drawn a card, an "
        "extra draw only raise them."),
      job->variant->rules.hand);

  gtk_label_set_text (self->odds_note, note);
  remove_children (self->odds);
  for (guint i = 0; i < job->groups->len; i++)
    gtk_box_append (self->odds, odds_table (job, i));
  for (guint i = 0; i < job->without->len; i++)
    {
      const char *id = g_ptr_array_index (job->without, i);
      g_autofree char *text = g_strdup_printf (
          _("%s: no character starts with it in their draw pile; cards gained during play are "
            "not in this model"),
          id);
      gtk_box_append (self->odds, caption (text));
    }
}

static void
show_unmeasured (WmAnalysisView *self, Job *job)
{
  remove_children (self->unmeasured);
  for (guint i = 0; i < job->unmeasured->len; i++)
    {
      g_autofree char *line = g_strdup_printf ("• %s", (char *) g_ptr_array_index (job->unmeasured, i));
      GtkWidget *label = gtk_label_new (line);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (self->unmeasured, label);
    }
  if (job->unmeasured->len == 0)
    gtk_box_append (self->unmeasured, caption (_("Nothing: every part of the variant is measured.")));
}

static void
show_job (WmAnalysisView *self, Job *job)
{
  g_clear_pointer (&self->error_text, g_free);
  self->error_text = g_strdup (job->error);
  gtk_label_set_text (self->error, job->error ? job->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error), job->error != NULL);
  gtk_widget_set_visible (self->content, job->error == NULL);
  if (job->error != NULL)
    {
      g_list_store_remove_all (self->quests);
      g_list_store_remove_all (self->reach);
      return;
    }
  fill_tables (self, job);
  show_quest_note (self, job);
  show_odds (self, job);
  show_unmeasured (self, job);
}

static void
job_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  WmAnalysisView *self = WM_ANALYSIS_VIEW (source);
  Job *job = g_task_get_task_data (G_TASK (result));

  self->running = FALSE;
  if (self->disposed)
    return;
  show_job (self, job);
  /* An edit made meanwhile is analysed next. */
  if (self->stale)
    start_job (self);
  else
    gtk_label_set_text (self->status, job->error ? "" /* the error says it */
                                                 : _("Figures of the variant as it is now; they "
                                                     "follow every edit."));
}

/* ---- asking --------------------------------------------------------------------------- */

static int
compare_ids (const void *a, const void *b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static char **
chosen_cards (WmAnalysisView *self)
{
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
  GHashTableIter iter;
  gpointer id;
  char **out;

  if (g_hash_table_size (self->cards) == 0)
    return NULL;
  g_hash_table_iter_init (&iter, self->cards);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    g_strv_builder_add (ids, id);
  out = g_strv_builder_end (ids);
  /* in one order, so that the cards without odds are listed in it */
  qsort (out, g_strv_length (out), sizeof *out, compare_ids);
  return out;
}

/* The side quests' completion share and gold per side quest taken that
 * the analysis weighs by: with From the latest run ticked, those the
 * latest run measured, when it is of the design as it is now and took
 * side quests; else the share typed (and the deck's gold), the note
 * saying why. */
static void
side_quest_figures (WmAnalysisView *self, double *share, double *gold)
{
  JsonObject *config = self->result ? wm_sim_member_object (json_node_get_object (self->result),
                                                            "config")
                                    : NULL;
  const WmVariant *variant = wm_document_get_variant (self->document);
  const char *ran = self->result ? wm_sim_report_design (self->result) : NULL;
  g_autofree char *now = NULL, *typed = NULL, *note = NULL, *setup = NULL, *name = NULL;
  gint64 taken = 0, completed = 0, paid = 0;
  gboolean alike;

  *share = gtk_spin_button_get_value (self->share) / 100;
  *gold = -1;
  if (!gtk_check_button_get_active (self->from_run))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->share), TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->share_note), FALSE);
      return;
    }
  /* A result of before design_sha256: of this variant, by its id. */
  if (ran != NULL)
    alike = g_str_equal (ran, (now = wm_variant_design_checksum (variant)));
  else
    alike = config != NULL
            && g_strcmp0 (json_object_get_string_member_with_default (config, "variant", ""),
                          variant->id ? variant->id : "")
                   == 0;
  if (self->result != NULL)
    wm_sim_report_side_quests (self->result, &taken, &completed, &paid);
  /* The run named with its setup where it is not the rules' own: a share
   * measured with no events or a day cap of 20 is not the share of the
   * game as the rules play it. */
  setup = wm_sim_report_setup (self->result);
  /* TRANSLATORS: the run ("the latest run" or a file) and the setup it
   * was played with, "no events · capped at day 20" */
  name = *setup ? g_strdup_printf (_("%s (%s)"), self->result_name, setup)
                : g_strdup (self->result_name);
  /* TRANSLATORS: the Side quests completed (%) typed, "34 %" */
  typed = g_strdup_printf (_("%.0f %%"), 100 * *share);
  if (self->result == NULL)
    note = g_strdup_printf (_("No run to take the side quests' figures from: the %s typed is "
                              "used. Run a batch in Games to measure them."),
                            typed);
  else if (!alike)
    note = g_strdup_printf (_("The figures cannot come from %s: it is of another design (the "
                              "variant was edited since, or it is another variant), so the %s "
                              "typed is used. Run a batch again to measure the side quests of "
                              "this one."),
                            name, typed);
  else if (taken == 0)
    note = g_strdup_printf (_("The figures cannot come from %s: no side quest was taken in its "
                              "games, so the %s typed is used."),
                            name, typed);
  else
    {
      g_autofree char *games = g_strdup_printf (
          "%'" G_GINT64_FORMAT,
          json_object_get_int_member_with_default (
              wm_sim_member_object (json_node_get_object (self->result), "summary"), "games", 0));
      g_autofree char *of = g_strdup_printf ("%'" G_GINT64_FORMAT, taken);
      g_autofree char *done = g_strdup_printf ("%'" G_GINT64_FORMAT, completed);

      *share = (double) completed / (double) taken;
      *gold = (double) paid / (double) taken;
      /* No gold paid is said in words: "0.00 gold" reads as side quests
       * worth nothing (as analyze --from says it). */
      if (paid == 0)
        note = g_strdup_printf (
            /* TRANSLATORS: the run ("the latest run" or a file), its games,
             * the side quests completed and taken, the share */
            _("From %s, %s games: %s of the %s side quests taken were completed (%.1f %%); they "
              "paid no gold (they pay movement cards); the %s typed is not used."),
            name, games, done, of, 100 * *share, typed);
      else
        note = g_strdup_printf (
            /* TRANSLATORS: the run ("the latest run" or a file), its games,
             * the side quests completed and taken, the share, the gold a
             * side quest taken paid */
            _("From %s, %s games: %s of the %s side quests taken were completed (%.1f %%), "
              "paying %.2f gold per side quest taken; the %s typed is not used."),
            name, games, done, of, 100 * *share, *gold, typed);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->share), *gold < 0);
  gtk_label_set_text (self->share_note, note);
  gtk_widget_set_visible (GTK_WIDGET (self->share_note), TRUE);
}

static void
start_job (WmAnalysisView *self)
{
  g_autoptr (GTask) task = NULL;
  GFile *file;
  Job *job;

  if (self->document == NULL || self->running)
    return;
  job = g_new0 (Job, 1);
  if (!wm_seed_entry_get (self->seed, &job->seed))
    {
      job_free (job);
      gtk_label_set_text (self->status, ""); /* the note beside the field says why */
      return;
    }
  job->bytes = wm_document_save_bytes (self->document);
  file = wm_document_get_file (self->document);
  job->file_name = file ? g_file_get_basename (file) : wm_document_dup_title (self->document);
  job->arrangements = gtk_spin_button_get_value_as_int (self->arrangements);
  job->days = gtk_spin_button_get_value_as_int (self->days);
  job->movement_card = gtk_spin_button_get_value (self->movement_card);
  side_quest_figures (self, &job->share, &job->side_quest_gold);
  job->cards = chosen_cards (self);
  self->stale = FALSE;
  self->running = TRUE;
  gtk_label_set_text (self->status, _("Analysing…"));
  task = g_task_new (self, NULL, job_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, analyse_thread);
}

static gboolean
settled_cb (gpointer data)
{
  WmAnalysisView *self = data;

  self->settle_id = 0;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_job (self);
  return G_SOURCE_REMOVE;
}

/* The figures no longer hold: analysed again once the edits settle, while
 * the view is shown (a hidden view waits until it is). */
static void
invalidate (WmAnalysisView *self)
{
  self->stale = TRUE;
  gtk_label_set_text (self->status, _("Analysing…"));
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add (SETTLE_MS, settled_cb, self);
}

static void
map_cb (WmAnalysisView *self)
{
  if (self->stale && self->settle_id == 0)
    start_job (self);
}

/* ---- the cards whose odds are asked ---------------------------------------------------- */

static void
update_cards_label (WmAnalysisView *self)
{
  guint n = g_hash_table_size (self->cards);
  g_autofree char *label
      = n == 0 ? g_strdup (_("Odds of: one card"))
               : g_strdup_printf (ngettext ("Odds of: %u chosen card", "Odds of: any of %u chosen cards", n), n);

  gtk_menu_button_set_label (self->cards_button, label);
}

static void
card_toggled_cb (GtkCheckButton *check, WmAnalysisView *self)
{
  const char *id = g_object_get_data (G_OBJECT (check), "wm-card-id");

  if (gtk_check_button_get_active (check))
    g_hash_table_add (self->cards, g_strdup (id));
  else
    g_hash_table_remove (self->cards, id);
  update_cards_label (self);
  invalidate (self);
}

/* The popover's check buttons: every movement card, deck by deck, as
 * `analyze --card` takes them. Rebuilt when the popover opens, so that it
 * offers the cards the variant has now. */
static void
fill_cards_list (WmAnalysisView *self)
{
  const WmVariant *variant = wm_document_get_variant (self->document);

  remove_children (self->cards_list);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != WM_DECK_MOVEMENT && deck->kind != WM_DECK_COMMON_MOVEMENT)
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          g_autofree char *text = g_strdup_printf (
              "%s (%s)", wm_variant_display_name (variant, &card->name, card->id), card->id);
          GtkWidget *check = gtk_check_button_new_with_label (text);
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                       g_hash_table_contains (self->cards, card->id));
          g_object_set_data_full (G_OBJECT (check), "wm-card-id", g_strdup (card->id), g_free);
          g_signal_connect (check, "toggled", G_CALLBACK (card_toggled_cb), self);
          gtk_box_append (self->cards_list, check);
        }
    }
}

static void
clear_cards_cb (WmAnalysisView *self)
{
  g_hash_table_remove_all (self->cards);
  fill_cards_list (self);
  update_cards_label (self);
  invalidate (self);
}

static GtkWidget *
build_cards_button (WmAnalysisView *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *clear = gtk_button_new_with_label (_("One Card of Each Deck"));

  self->cards_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->cards_button),
                               _("The movement cards whose draw odds are shown: any of those "
                                 "chosen, or one card of each character's deck"));
  self->cards_list = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->cards_list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 400);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (clear_cards_cb), self);
  gtk_box_append (GTK_BOX (box), clear);
  gtk_box_append (GTK_BOX (box), scroll);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect_swapped (popover, "show", G_CALLBACK (fill_cards_list), self);
  gtk_menu_button_set_popover (self->cards_button, popover);
  update_cards_label (self);
  return GTK_WIDGET (self->cards_button);
}

/* ---- building ------------------------------------------------------------------------------ */

/* A labelled field in its own group of @bar, analysed again when changed. */
static GtkSpinButton *
add_field (WmAnalysisView *self, GtkWidget *bar, const char *label, const char *name,
           GtkWidget *field, double value, int digits)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkSpinButton *spin = GTK_SPIN_BUTTON (field);

  gtk_spin_button_set_digits (spin, digits);
  gtk_spin_button_set_value (spin, value);
  gtk_widget_set_name (field, name);
  wm_number_field_refuse_beyond_named (spin, label);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (invalidate), self);
  gtk_box_append (GTK_BOX (group), gtk_label_new (label));
  gtk_box_append (GTK_BOX (group), field);
  gtk_box_append (GTK_BOX (bar), group);
  return spin;
}

static GtkWidget *
build_controls (WmAnalysisView *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *seed_group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *seed_note = gtk_label_new (NULL);
  g_autofree char *share_tip = NULL;

  /* The fields wrap in a narrow window (a German one) rather than widen it. */
  gtk_widget_set_layout_manager (bar, wm_wrap_layout_new (18, 6));
  self->arrangements = add_field (self, bar, _("Arrangements"), "arrangements",
                                  wm_number_field_new (1, 10000, 1), DEFAULT_ARRANGEMENTS, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->arrangements),
                               _("Board arrangements averaged over: the default one and random ones"));
  gtk_box_append (GTK_BOX (seed_group), gtk_label_new (_("Seed")));
  gtk_widget_add_css_class (seed_note, "error");
  gtk_widget_set_visible (seed_note, FALSE);
  self->seed = wm_seed_entry_new (GTK_LABEL (seed_note), 1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->seed), _("Seed of the random arrangements"));
  g_signal_connect_swapped (self->seed, "changed", G_CALLBACK (invalidate), self);
  gtk_box_append (GTK_BOX (seed_group), GTK_WIDGET (self->seed));
  gtk_box_append (GTK_BOX (seed_group), seed_note);
  gtk_box_append (GTK_BOX (bar), seed_group);
  self->movement_card = add_field (self, bar, _("Movement card worth (gold)"), "movement-card-gold",
                                   wm_number_field_new (0, 20, 0.1), WM_WORTH_MOVEMENT_CARD, 2);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->movement_card),
                               _("Gold a movement card in a reward is worth: a designer's estimate, not measured"));
  /* xgettext:no-c-format */
  self->share = add_field (self, bar, _("Side quests completed (%)"), "side-quest-share",
                           wm_number_field_new (0, 100, 1), 100 * WM_SIDE_QUEST_COMPLETION, 0);
  /* the share as measured, from the constant: the tooltip said 34 % after
   * the games changed and the constant became 0.35 */
  share_tip = g_strdup_printf (_("Of the side quests taken, the share completed: %.0f %% is what "
                                 "greedy bots complete in the base game"),
                               100 * WM_SIDE_QUEST_COMPLETION);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->share), share_tip);
  self->from_run = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("From the _latest run")));
  gtk_widget_set_name (GTK_WIDGET (self->from_run), "side-quest-from-run");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->from_run),
                               _("Take the side quests' completion share and gold from the "
                                 "latest run in Games, as analyze --from does"));
  g_signal_connect_swapped (self->from_run, "toggled", G_CALLBACK (invalidate), self);
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->share))),
                  GTK_WIDGET (self->from_run));
  self->days = add_field (self, bar, _("Days"), "odds-days", wm_number_field_new (1, 1000, 1),
                          DEFAULT_DAYS, 0);
  gtk_box_append (GTK_BOX (bar), build_cards_button (self));
  return bar;
}

static GtkWidget *
heading (GtkWidget *box, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "title-4");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/* The movement cards' reach beside the draw odds, or above them in a
 * narrow window. */
static GtkWidget *
build_cards_row (WmAnalysisView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *reach = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *odds = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_layout_manager (row, wm_side_layout_new (360));
  heading (reach, _("Movement cards: reach"));
  gtk_box_append (GTK_BOX (reach),
                  caption (_("Mean spaces a card can end on from a space, seen from the south "
                             "seat on an empty board, over the arrangements.")));
  gtk_box_append (GTK_BOX (reach), sideways (build_reach_table (self)));
  self->reach_more = gtk_button_new ();
  gtk_widget_set_name (self->reach_more, "analysis-reach-more");
  gtk_widget_set_halign (self->reach_more, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->reach_more, "flat");
  g_signal_connect_swapped (self->reach_more, "clicked", G_CALLBACK (reach_more_cb), self);
  gtk_box_append (GTK_BOX (reach), self->reach_more);
  gtk_widget_set_hexpand (reach, TRUE);
  heading (odds, _("Draw odds"));
  self->odds_note = GTK_LABEL (caption (NULL));
  gtk_label_set_max_width_chars (self->odds_note, 50);
  gtk_box_append (GTK_BOX (odds), GTK_WIDGET (self->odds_note));
  self->odds = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  gtk_widget_set_name (GTK_WIDGET (self->odds), "analysis-odds");
  gtk_box_append (GTK_BOX (odds), GTK_WIDGET (self->odds));
  gtk_box_append (GTK_BOX (row), reach);
  gtk_box_append (GTK_BOX (row), odds);
  return row;
}

static GtkWidget *
build_content (WmAnalysisView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  heading (box, _("Common quests: reward against moves"));
  self->quest_note = GTK_LABEL (caption (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->quest_note), "analysis-quest-note");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->quest_note));
  gtk_box_append (GTK_BOX (box), sideways (build_quest_table (self)));
  gtk_box_append (GTK_BOX (box), build_cards_row (self));
  heading (box, _("Not measured"));
  self->unmeasured = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  gtk_widget_set_name (GTK_WIDGET (self->unmeasured), "analysis-unmeasured");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->unmeasured));
  gtk_widget_set_visible (box, FALSE); /* until the first figures */
  self->content = box;
  return box;
}

static void
build (WmAnalysisView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_box_append (GTK_BOX (box), build_controls (self));
  self->share_note = GTK_LABEL (caption (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->share_note), "analysis-share-note");
  gtk_widget_set_visible (GTK_WIDGET (self->share_note), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->share_note));
  self->status = GTK_LABEL (caption (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->status));
  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_wrap_mode (self->error, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->error, 0);
  gtk_label_set_selectable (self->error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_name (GTK_WIDGET (self->error), "analysis-error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->error));
  gtk_widget_set_margin_bottom (inner, 12);
  gtk_box_append (GTK_BOX (inner), build_content (self));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), inner);
  /* Only up and down: the tables scroll sideways each in its own window
   * (sideways ()), rather than widen the page (and with it the Games
   * view, which the page's stack sizes alike). */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (box), scroll);
}

/* ---- public --------------------------------------------------------------------------------- */

void
wm_analysis_view_set_document (WmAnalysisView *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_ANALYSIS_VIEW (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_hash_table_remove_all (self->cards);
  update_cards_label (self);
  if (document == NULL)
    return;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (invalidate), self);
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_job (self);
}

void
wm_analysis_view_set_result (WmAnalysisView *self, JsonNode *result, const char *file)
{
  g_return_if_fail (WM_IS_ANALYSIS_VIEW (self));

  if (result != NULL)
    json_node_ref (result);
  g_clear_pointer (&self->result, json_node_unref);
  self->result = result;
  g_free (self->result_name);
  /* What the note takes the figures "from" (German: dative; Italian:
   * after "dall’", without its article). TRANSLATORS: the results' file */
  self->result_name = file ? g_strdup_printf (_("the latest run, loaded from %s"), file)
                           : g_strdup (C_ ("analysis source", "the latest run"));
  if (gtk_check_button_get_active (self->from_run))
    invalidate (self);
}

gboolean
wm_analysis_view_is_busy (WmAnalysisView *self)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_VIEW (self), FALSE);
  return self->stale || self->running;
}

GListModel *
wm_analysis_view_get_quests (WmAnalysisView *self)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_VIEW (self), NULL);
  return G_LIST_MODEL (self->quests_sorted);
}

GListModel *
wm_analysis_view_get_reach (WmAnalysisView *self)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_VIEW (self), NULL);
  return G_LIST_MODEL (self->reach_sorted);
}

const char *
wm_analysis_view_get_error (WmAnalysisView *self)
{
  g_return_val_if_fail (WM_IS_ANALYSIS_VIEW (self), NULL);
  return self->error_text;
}

static void
wm_analysis_view_dispose (GObject *object)
{
  WmAnalysisView *self = WM_ANALYSIS_VIEW (object);
  GtkWidget *child;

  /* A job still in its thread finishes; its answer is dropped. */
  self->disposed = TRUE;
  g_clear_handle_id (&self->settle_id, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (wm_analysis_view_parent_class)->dispose (object);
}

static void
wm_analysis_view_finalize (GObject *object)
{
  WmAnalysisView *self = WM_ANALYSIS_VIEW (object);

  g_hash_table_unref (self->cards);
  g_clear_object (&self->quests_sorted);
  g_clear_object (&self->reach_sorted);
  g_clear_object (&self->reach_shown);
  g_clear_object (&self->quests);
  g_clear_object (&self->reach);
  g_free (self->error_text);
  g_clear_pointer (&self->result, json_node_unref);
  g_free (self->result_name);
  G_OBJECT_CLASS (wm_analysis_view_parent_class)->finalize (object);
}

static void
wm_analysis_view_class_init (WmAnalysisViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wm_analysis_view_dispose;
  object_class->finalize = wm_analysis_view_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_analysis_view_init (WmAnalysisView *self)
{
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->quests = g_list_store_new (WM_TYPE_ANALYSIS_ROW);
  self->reach = g_list_store_new (WM_TYPE_ANALYSIS_ROW);
  build (self);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
}

GtkWidget *
wm_analysis_view_new (void)
{
  return g_object_new (WM_TYPE_ANALYSIS_VIEW, NULL);
}
