#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <string.h>
#include <inttypes.h>

#include "wm-analysis-view.h"
#include "wm-board-view.h"
#include "wm-bot-chooser.h"
#include "wm-file-chooser.h"
#include "wm-new-game-dialog.h"
#include "wm-number-field.h"
#include "wm-playtest-page.h"
#include "wm-render-export.h"
#include "wm-settings.h"
#include "wm-side-layout.h"
#include "wm-sim-card-table.h"
#include "wm-sim-charts.h"
#include "wm-sim-compare.h"
#include "wm-sim-report.h"
#include "wm-sim-result-config.h"
#include "wm-sim-standout.h"
#include "wm-variant-io.h"
#include "wm-play-session.h"
#include "wm-seed-entry.h"
#include "wm-simulation-page.h"
#include "wm-wrap-layout.h"

/* What a running batch shares with its worker thread. The worker only
 * writes the atomics; the page reads them from a timeout on the main loop. */
typedef struct
{
  GBytes *bytes;      /* the document as saved when the run started */
  char *file_name;    /* what the loader's diagnostics name the bytes */
  WmVariant *variant; /* loaded from them by the worker */
  WmSimConfig config; /* what the page asks; the rest set by the worker */
  int threads;        /* worker threads, read from the settings on the main thread */
  volatile gint cancel;
  gint done, total;  /* atomics */
  gint elapsed_ms;   /* atomic: the batch's time so far, for the time left */
  guint64 in_order;  /* the last progress's: read once the worker is done */
} Run;

static void
run_free (Run *run)
{
  g_clear_pointer (&run->variant, wm_variant_unref);
  g_bytes_unref (run->bytes);
  g_free (run->file_name);
  g_free (run);
}

typedef struct
{
  JsonNode *doc;
  WmVariant *variant;
  WmSimConfig config;
  WmMap *map;
  /* Games 0 to in_order − 1 are in the result: all of a whole run, those
   * played in order before Cancel of a cancelled one (the games after may
   * or may not be; Playtest is offered only these). */
  guint64 in_order;
  /* A result loaded from a file (Load Results…): the file's name. */
  char *file;
} Result;

static void
result_clear (Result *r)
{
  g_clear_pointer (&r->doc, json_node_unref);
  g_clear_pointer (&r->variant, wm_variant_unref);
  g_clear_pointer (&r->map, wm_map_unref);
  g_clear_pointer (&r->file, g_free);
}

/* @to (cleared) holds what @from holds, each held twice. */
static void
result_copy (Result *to, const Result *from)
{
  *to = *from;
  if (to->doc != NULL)
    json_node_ref (to->doc);
  if (to->variant != NULL)
    wm_variant_ref (to->variant);
  if (to->map != NULL)
    wm_map_ref (to->map);
  to->file = g_strdup (from->file);
}

/* A batch cancelled before its last game: its figures are of the games
 * played so far. */
static gboolean
result_is_partial (const Result *r)
{
  return r->doc != NULL
         && json_object_get_boolean_member_with_default (json_node_get_object (r->doc), "partial",
                                                         FALSE);
}

struct _WmSimulationPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  GtkWidget *playtest;
  Run *run;            /* while a batch runs */
  gboolean disposed;   /* the batch's answer after dispose is dropped */
  guint poll_id;
  Result results[2];   /* [0] previous, [1] latest */
  /* The run kept as the baseline (Keep as Baseline, or a result loaded as
   * one): every run is compared with it, in results[0], until it is
   * unpinned (review a, finding 3: one run to look at another setup
   * pushed the designer's baseline out). doc NULL: none kept. */
  Result baseline;
  GtkWidget *baseline_bar; /* which run the baseline is, over the results */
  GtkLabel *baseline_label;
  WmSimChartScale scale; /* both runs' charts are drawn on it */

  GtkSpinButton *players;
  GtkLabel *players_note; /* why the players stop below the variant's Most players */
  GtkSpinButton *games;
  WmBotChooser *bots;
  GtkEntry *seed; /* every seed --seed takes (wm_seed_entry_new ()) */
  GtkCheckButton *toggles[4];  /* no events, meaner highwaymen, higher goal, variable setup */
  gboolean variant_options[4]; /* the variant's own toggles, last put into them */
  GtkBox *first_event_row;    /* "First event" and its drop-down, made anew when the events change */
  GtkDropDown *first_event;   /* row 0 shuffled, then the events of first_events */
  GPtrArray *first_events;    /* the ids of the event deck the games deal, in its order */
  GtkLabel *first_event_note; /* why there is no choice */
  GtkSpinButton *cap_days;
  GtkWidget *run_button;
  GtkWidget *cancel_button;
  GtkProgressBar *progress;
  GtkLabel *status;
  GtkLabel *error; /* why a batch could not run, whole */
  GtkWidget *export_box;
  GtkSpinButton *game_index;
  GtkWidget *open_button; /* Open in Playtest */
  GtkWidget *empty; /* what a batch gives, until it has given something */
  GtkWidget *results_view;
  /* At the top of the results while the design has been edited since
   * the latest run (follow_design ()). */
  GtkWidget *stale_note;
  GtkLabel *titles[2];
  GtkWidget *charts[2];
  GtkLabel *first_player[2]; /* under the charts: the seats' chart is not the turn order */
  /* Under the charts, the figures they draw as the command line words
   * them (the bars alone gave no number); the charts' tooltip too. */
  GtkLabel *figures[2];
  /* The two runs' figures as tall as each other: side by side, what comes
   * under them (the heat maps) stays on one line. */
  GtkSizeGroup *figures_height;
  WmBoardView *heat[2];
  GtkWidget *heat_legends[2];
  WmSimCardTable *table; /* the cards of both runs, a row per card */
  GtkWidget *cards;      /* the Cards expander */
  GtkWidget *gap;        /* between the runs' charts */
  GtkWidget *changes;  /* What changed: its lines, under its heading */
  GtkWidget *standout;      /* Cards that stand out: heading, lines, note */
  GtkListBox *standout_list;
  GtkWidget *standout_note; /* how they were weighed, the cards too rare */
  GtkStack *views;          /* the games, the analysis */
  GtkWidget *analysis;      /* a WmAnalysisView */
};

G_DEFINE_FINAL_TYPE (WmSimulationPage, wm_simulation_page, GTK_TYPE_WIDGET)

/* ---- results ------------------------------------------------------------------- */

/* The run's charts on the axes of both runs. */
static void
charts_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WmSimulationPage *self = data;
  Result *r = &self->results[area == GTK_DRAWING_AREA (self->charts[1])];

  wm_sim_charts_draw (cr, r->doc, r->variant, &self->scale, width, height);
}

/* Whether both runs are shown: their heat maps are then on one scale. */
static gboolean
two_runs (WmSimulationPage *self)
{
  return self->results[0].doc != NULL && self->results[1].doc != NULL;
}

static void
heat_legend_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WmSimulationPage *self = data;
  int which = GTK_WIDGET (area) == self->heat_legends[1];

  wm_sim_heat_legend_draw (cr, wm_board_view_get_overlay (self->heat[which]), two_runs (self),
                           width, height);
}

/* The most visits of a space in either run shown: both heat maps run up
 * to it, so that one colour is one count in both (designer review of the
 * balance workflow: each on its own scale, equal colours were different
 * counts). */
static double
heat_scale (WmSimulationPage *self)
{
  double most = 0;

  for (int i = 0; i < 2; i++)
    if (self->results[i].doc != NULL && self->results[i].map != NULL)
      most = MAX (most, wm_sim_heat_max (self->results[i].map, self->results[i].doc));
  return most;
}

/* The setup the run was played with, where it is not the rules' own
 * (wm_sim_report_setup ()), and the games the day cap stopped, as
 * " · variable setup · capped at day 3 · 2 games stopped at the cap":
 * two runs side by side say how they differ. */
static char *
options_suffix (JsonNode *doc)
{
  JsonObject *summary = json_object_get_object_member (json_node_get_object (doc), "summary");
  gint64 capped = json_object_get_int_member_with_default (summary, "capped", 0);
  g_autofree char *setup = wm_sim_report_setup (doc);
  GString *out = g_string_new (NULL);

  if (*setup)
    g_string_append_printf (out, " · %s", setup);
  if (capped > 0)
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, capped);
      g_string_append (out, " · ");
      g_string_append_printf (out,
                              ngettext ("%s game stopped at the cap", "%s games stopped at the cap",
                                        (gulong) capped),
                              n);
    }
  return g_string_free (out, FALSE);
}

/* The bot of @r's config whose label (wm_bot_spec_to_string ()) the
 * result names @label, by its title ("Planner"); the label itself for a
 * result of other bots. */
static char *
bot_title_of (const Result *r, const char *label)
{
  for (int b = 0; b < r->config.n_bots; b++)
    {
      g_autofree char *spec = wm_bot_spec_to_string (&r->config.bots[b]);

      if (g_str_equal (spec, label))
        return wm_bot_chooser_title (&r->config.bots[b]);
    }
  return g_strdup (label);
}

/* With bots of more than one kind the bots decide the games more than the
 * characters do, and the first player is whoever's bot bids best: each
 * bot's win rate and what that means, as `simulate` prints them. The page
 * had neither, and 2 × Planner with 2 × Greedy read as a first player
 * 12 points over parity, 1.5 with planners alone (review 19). NULL with
 * one kind of bot. */
static char *
bots_note (const Result *r, JsonObject *summary)
{
  JsonObject *bots = wm_sim_member_object (summary, "bots");
  g_autoptr (GList) ids = bots != NULL ? json_object_get_members (bots) : NULL;
  g_autoptr (GString) rates = g_string_new (NULL);

  if (ids == NULL || ids->next == NULL)
    return NULL;
  for (GList *l = ids; l != NULL; l = l->next)
    {
      JsonObject *row = wm_sim_member_object (bots, l->data);
      JsonNode *n = row != NULL ? json_object_get_member (row, "ci95") : NULL;
      JsonArray *ci = n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
      g_autofree char *title = bot_title_of (r, l->data);

      if (ci == NULL || json_array_get_length (ci) != 2)
        continue;
      if (rates->len > 0)
        g_string_append (rates, " · ");
      /* TRANSLATORS: a bot, its win rate and that rate's 95 % interval */
      g_string_append_printf (rates, _("%s %.1f %% [%.1f, %.1f]"), title,
                              100 * json_object_get_double_member (row, "win_rate"),
                              100 * json_array_get_double_element (ci, 0),
                              100 * json_array_get_double_element (ci, 1));
    }
  /* TRANSLATORS: %s is the bots' win rates, "Planner 90.3 % [88.9, 91.5] · Greedy …" */
  return g_strdup_printf (_("Win rate per bot, with its 95 %% interval: %s. The bots are of "
                            "different kinds: the win rates per character and the first "
                            "player's mix strong and weak bots. To compare the characters, let "
                            "one bot play every seat."),
                          rates->str);
}

/* What a run's title calls it: "Latest run", "Previous run" or
 * "Baseline", and the file it was loaded from. */
static char *
run_name (WmSimulationPage *self, int which)
{
  const Result *r = &self->results[which];
  const char *name = which ? _("Latest run")
                     : r->doc == self->baseline.doc ? _("Baseline")
                                                    : _("Previous run");

  /* TRANSLATORS: "Latest run" or "Baseline", then the results' file */
  return r->file ? g_strdup_printf (_("%s, loaded from %s"), name, r->file) : g_strdup (name);
}

/* @a, @b and @c, those that are not NULL, a line each. */
static char *
lines_of (const char *a, const char *b, const char *c)
{
  const char *all[] = { a, b, c };
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (all[i] != NULL)
      g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", all[i]);
  return g_string_free (out, FALSE);
}

static void
show_result (WmSimulationPage *self, int which)
{
  Result *r = &self->results[which];
  JsonObject *summary;
  g_autofree char *title = NULL, *games = NULL, *seed = NULL, *options = NULL, *suffix = NULL;
  g_autofree char *bots = NULL, *first = NULL, *note = NULL, *figures = NULL, *name = NULL;
  g_autofree char *no_winner = NULL, *lines = NULL;

  gtk_widget_set_visible (gtk_widget_get_parent (self->charts[which]), r->doc != NULL);
  /* Only between two runs. */
  if (which == 0)
    gtk_widget_set_visible (self->gap, r->doc != NULL);
  if (r->doc == NULL)
    return;
  summary = json_object_get_object_member (json_node_get_object (r->doc), "summary");
  games = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (summary, "games"));
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r->config.seed);
  options = options_suffix (r->doc);
  /* Which bots played: the runs side by side may differ in them alone. */
  bots = wm_bot_chooser_describe (r->config.bots, r->config.n_bots, r->config.n_players);
  suffix = g_strconcat (" · ", bots, options,
                        result_is_partial (r) ? _(" (cancelled, partial)") : "",
                        NULL);
  title = g_strdup_printf (_("%s: %s games, seed %s, %.1f days on average%s"),
                           (name = run_name (self, which)), games, seed,
                           json_object_get_double_member (json_object_get_object_member (summary, "days"), "mean"),
                           suffix);
  gtk_label_set_text (self->titles[which], title);
  /* Games the day cap stopped first: the win rates below are of the
   * others (review i, 3) */
  no_winner = wm_sim_report_no_winner (summary);
  first = wm_sim_report_first_player (summary);
  note = bots_note (r, summary);
  lines = lines_of (no_winner, first, note);
  gtk_label_set_text (self->first_player[which], lines);
  figures = wm_sim_report_figures (summary, r->variant);
  gtk_label_set_text (self->figures[which], figures);
  gtk_widget_set_tooltip_text (self->charts[which], *figures ? figures : NULL);
  gtk_widget_queue_draw (self->charts[which]);
  if (r->map != NULL)
    {
      wm_board_view_set_map (self->heat[which], r->map);
      wm_sim_heat_fill (wm_board_view_get_overlay (self->heat[which]), r->map, r->doc,
                        heat_scale (self));
      wm_board_view_refresh (self->heat[which]);
      gtk_widget_queue_draw (self->heat_legends[which]);
    }
}

/* Both runs' charts on the same axes. */
static void
share_scale (WmSimulationPage *self)
{
  JsonNode *docs[2];
  int n = 0;

  for (int i = 0; i < 2; i++)
    if (self->results[i].doc != NULL)
      docs[n++] = self->results[i].doc;
  wm_sim_chart_scale (docs, n, &self->scale);
}

/* A vertical box that starts with @title as a heading. */
static GtkWidget *
headed_box (const char *title, int spacing)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* How far a line of What changed stands in under its group's heading. */
#define CHANGE_INDENT 24

/* A line of What changed, or a heading of its lines: a label of its own
 * that wraps in a narrow window, set in @format (markup, "<i>%s</i>"),
 * @indent px in. A line under a heading is indented as a whole, so the
 * lines it wraps onto stand under its first one: in one label for all,
 * spaces before each line indented its first line only, and a German
 * line wrapped at 1024 px went on at the left margin (review 19, finding
 * 9). */
static void
append_change_label (GtkWidget *box, const char *format, const char *text, int indent)
{
  g_autofree char *markup = g_markup_printf_escaped (format, text);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, indent);
  gtk_box_append (GTK_BOX (box), label);
}

/* What changed from the previous run to the latest, a line each under
 * its group's heading, those beyond chance in bold, and a setup that
 * breaks the comparison too: shown with two runs. The box is made anew
 * with its lines in it: GTK 4.8 keeps how a box asks for its size from
 * when it was first measured, and a box measured empty (before a run)
 * then asks for its lines' height unwrapped, so lines it wraps overlap
 * what follows. */
static void
show_changes (WmSimulationPage *self, GPtrArray *changes)
{
  GtkWidget *runs = gtk_widget_get_parent (self->changes);
  const char *heading = NULL;
  GtkWidget *box, *lines;
  gboolean holds = TRUE;

  if (changes == NULL)
    {
      gtk_widget_set_visible (self->changes, FALSE);
      return;
    }
  box = headed_box (self->results[0].doc == self->baseline.doc ? _("What changed from the baseline")
                                                                : _("What changed from the previous run"),
                    2);
  lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_name (lines, "sim-changes");
  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *change = g_ptr_array_index (changes, i);
      const char *now = wm_sim_change_heading_of (change);
      gboolean bold = change->beyond_chance || (change->kind == WM_SIM_CHANGE_SETUP && !change->holds);

      holds &= change->kind != WM_SIM_CHANGE_SETUP || change->holds;
      /* Runs played otherwise test no card: "Cards that moved beyond
       * chance" over "No card is tested against chance" said both (review
       * a); that line stands alone. */
      if (change->kind == WM_SIM_CHANGE_NO_CARD && !holds)
        now = NULL;
      if (now != NULL && g_strcmp0 (now, heading) != 0)
        append_change_label (lines, "<i>%s</i>", now, 0);
      heading = now;
      append_change_label (lines, bold ? "<b>%s</b>" : "%s", change->text,
                           heading != NULL ? CHANGE_INDENT : 0);
    }
  gtk_box_append (GTK_BOX (box), lines);
  gtk_box_insert_child_after (GTK_BOX (runs), box, self->changes);
  gtk_box_remove (GTK_BOX (runs), self->changes);
  self->changes = box;
}

/* The cards of the latest run, and with two runs of the previous one
 * too, each card's figures of both on its line, the quests What changed
 * names (@changes; NULL with one run) marked there. */
static void
show_cards (WmSimulationPage *self, GPtrArray *changes)
{
  Result *before = &self->results[0], *after = &self->results[1];
  g_autoptr (GPtrArray) significant = g_ptr_array_new_with_free_func (g_free);

  /* Every figure named, not only the rates (review a: a reward's edit
   * named "gold a card taken 0.38 → 1.88" first, and only its rate was
   * bold). */
  for (guint i = 0; changes != NULL && i < changes->len; i++)
    {
      WmSimChange *change = g_ptr_array_index (changes, i);

      if (change->kind == WM_SIM_CHANGE_CARD)
        g_ptr_array_add (significant, g_strdup_printf ("%s:%s", change->id,
                                                       wm_sim_figure_to_string (change->figure)));
    }
  g_ptr_array_add (significant, NULL);
  wm_sim_card_table_set_results (self->table, before->doc, after->doc, after->variant,
                                 (const char *const *) significant->pdata);
  gtk_expander_set_label (GTK_EXPANDER (self->cards),
                          before->doc == NULL                  ? _("Cards: latest run")
                          : before->doc == self->baseline.doc ? _("Cards: baseline → latest run")
                                                              : _("Cards: previous run → latest run"));
  gtk_widget_set_visible (self->cards, after->doc != NULL);
}

/* A line's "wm-hint": a card that stands out, or one within chance for
 * reason "wm-hint" − 1 (WmSimHintReason). */
#define HINT_NONE 0

/* A line of the Cards that stand out box, @dim for those within chance;
 * activating it reveals the card's row. */
static GtkWidget *
standout_row (const WmSimStandout *standout, const WmVariant *variant, gboolean dim)
{
  g_autofree char *text = wm_sim_standout_describe (standout, variant);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_widget_set_tooltip_text (row, _("Show the card in its table"));
  g_object_set_data_full (G_OBJECT (row), "wm-card-id", g_strdup (standout->card), g_free);
  /* What the header function reads: standing out, or which kind of within chance. */
  g_object_set_data (G_OBJECT (row), "wm-hint",
                     GINT_TO_POINTER (dim ? (int) standout->hint_reason + 1 : HINT_NONE));
  return row;
}

/* Over the first of the lines within chance alike in what more games
 * would do, the heading `simulate` prints over them. */
static void
standout_header_cb (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  int hint = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-hint"));
  int hint_before
      = before ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (before), "wm-hint")) : HINT_NONE;
  GtkWidget *header;

  if (hint == HINT_NONE || hint == hint_before)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (wm_sim_standout_hint_heading (hint - 1));
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_set_name (header, "sim-standout-heading");
  gtk_widget_add_css_class (header, "caption-heading");
  gtk_widget_add_css_class (header, "dim-label");
  gtk_widget_set_margin_start (header, 6);
  gtk_widget_set_margin_top (header, 4);
  gtk_list_box_row_set_header (row, header);
}

static void
standout_activated_cb (GtkListBox *list, GtkListBoxRow *row, WmSimulationPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "wm-card-id");

  if (id == NULL)
    return;
  gtk_expander_set_expanded (GTK_EXPANDER (self->cards), TRUE);
  wm_sim_card_table_reveal (self->table, id);
}

/* The latest run's cards that stand out of their decks, a line each;
 * then, dimmed under their heading, those farthest out within chance;
 * the note says what each heading means, how they were weighed, and
 * which cards were too rare. */
static void
show_standouts (WmSimulationPage *self)
{
  Result *latest = &self->results[1];
  g_autoptr (WmSimStandouts) found = wm_sim_standouts_of_result (latest->doc);
  g_autofree char *note = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->standout_list))) != NULL)
    gtk_list_box_remove (self->standout_list, child);
  for (guint i = 0; i < found->n_standing_out + found->n_hints; i++)
    gtk_list_box_append (self->standout_list,
                         standout_row (g_ptr_array_index (found->figures, i), latest->variant,
                                       i >= found->n_standing_out));
  note = wm_sim_standouts_note (found);
  gtk_label_set_text (GTK_LABEL (self->standout_note), note);
  gtk_widget_set_visible (GTK_WIDGET (self->standout_list),
                          found->n_standing_out + found->n_hints > 0);
  gtk_widget_set_visible (self->standout, TRUE);
}

/* The games of @r that Playtest is offered: game 500 of a batch of 500
 * is in no batch, and a game a cancelled run did not play is in no
 * result; a number beyond them is refused, naming the range, and the
 * Game's tooltip says which games a cancelled run holds. */
static void
offer_games (WmSimulationPage *self, const Result *r)
{
  gboolean partial = result_is_partial (r);
  guint64 n = MIN (r->in_order, r->config.games);
  g_autofree char *tip = NULL;

  gtk_spin_button_set_range (self->game_index, 0, (double) MAX (n, 1) - 1);
  /* The Game stays as it is: it may hold the focus (Ctrl+R typed in it). */
  gtk_widget_set_sensitive (self->open_button, n > 0);
  /* A loaded result's games are played again from its config: on the
   * design they were played on, of a batch played whole. */
  if (r->file != NULL && n == 0)
    tip = g_strdup_printf (_("These results were loaded from %s: their games can be opened in "
                             "Playtest only when they are of the design as it is now and the "
                             "batch was played whole"),
                           r->file);
  else if (partial && n > 0)
    /* TRANSLATORS: the last game that can be opened, "0 to 132" */
    tip = g_strdup_printf (_("The run was cancelled: games 0 to %" PRIu64 " are in "
                             "its result and can be opened in Playtest"),
                           (uint64_t) (n - 1));
  else if (partial)
    tip = g_strdup (_("The run was cancelled before its first game was played: no game of it "
                      "can be opened in Playtest"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->game_index), tip);
  gtk_widget_set_tooltip_text (self->open_button,
                               n > 0 ? _("Replay this game of the batch, decision by decision")
                                     : tip);
}

/* The note over the results while the document is not the design the
 * latest run played: any edit after the run that changes a game (a rule
 * number, a card, the map) shows it, and undoing back to the run's
 * design hides it again, as the fingerprints then agree
 * (wm_variant_design_checksum (), the result's config.design_sha256). A
 * title or an author changes no game, and no note. */
static void
follow_design (WmSimulationPage *self)
{
  const char *ran = self->results[1].doc != NULL ? wm_sim_report_design (self->results[1].doc)
                                                 : NULL;
  g_autofree char *now = NULL;

  if (ran != NULL && self->document != NULL)
    now = wm_variant_design_checksum (wm_document_get_variant (self->document));
  gtk_widget_set_visible (self->stale_note, now != NULL && strcmp (now, ran) != 0);
}

/* The bar over the results that says which run is kept as the baseline
 * (its games, seed, players and design), shown while one is; the
 * actions that keep and unpin one. */
static void
show_baseline (WmSimulationPage *self)
{
  const Result *b = &self->baseline;
  JsonObject *summary;
  const char *design;
  g_autofree char *games = NULL, *seed = NULL, *what = NULL, *text = NULL, *now = NULL;
  g_autofree char *fingerprint = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sim.keep-baseline",
                                 self->results[1].doc != NULL
                                     && self->results[1].doc != b->doc);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sim.unpin-baseline", b->doc != NULL);
  gtk_widget_set_visible (self->baseline_bar, b->doc != NULL);
  if (b->doc == NULL)
    return;
  summary = wm_sim_member_object (json_node_get_object (b->doc), "summary");
  games = g_strdup_printf ("%'" G_GINT64_FORMAT,
                           json_object_get_int_member_with_default (summary, "games", 0));
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, b->config.seed);
  design = wm_sim_report_design (b->doc);
  if (self->document != NULL)
    now = wm_variant_design_checksum (wm_document_get_variant (self->document));
  /* As What changed names designs: the fingerprint's first 12 digits. */
  fingerprint = design ? g_strndup (design, 12) : g_strdup (_("not recorded"));
  what = g_strdup_printf (
      /* TRANSLATORS: the baseline's games, seed, players and design (a
       * fingerprint, "18569b895052"), and whether it is the design now */
      ngettext ("%s games, seed %s, %d player, design %s%s", "%s games, seed %s, %d players, "
                "design %s%s", (gulong) b->config.n_players),
      games, seed, b->config.n_players, fingerprint,
      design && now && g_str_equal (design, now) ? _(" (the design as it is now)")
      : design && now                            ? _(" (another version of the design)")
                                                 : "");
  if (b->file != NULL)
    text = g_strdup_printf (_("Baseline kept: %s%s, loaded from %s. Every run is compared with "
                              "it until it is unpinned."),
                            what, result_is_partial (b) ? _(" (cancelled, partial)") : "",
                            b->file);
  else
    text = g_strdup_printf (_("Baseline kept: the run of %s%s. Every run is compared with it "
                              "until it is unpinned."),
                            what, result_is_partial (b) ? _(" (cancelled, partial)") : "");
  gtk_label_set_text (self->baseline_label, text);
}

/* Whether runs of @a and @b play their games alike (the players, their
 * characters, the bots): what their comparison holds for. */
static gboolean
played_alike (const WmSimConfig *a, const WmSimConfig *b)
{
  if (a->n_players != b->n_players || a->n_bots != b->n_bots)
    return FALSE;
  for (int p = 0; p < a->n_players; p++)
    if (a->characters[p] != b->characters[p])
      return FALSE;
  for (int i = 0; i < a->n_bots; i++)
    {
      g_autofree char *x = wm_bot_spec_to_string (&a->bots[i]);
      g_autofree char *y = wm_bot_spec_to_string (&b->bots[i]);

      if (strcmp (x, y) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The runs shown as they are now in results[]: What changed from the
 * previous run (or the baseline) to the latest, the cards, the charts;
 * the view scrolled back to the top. */
static void
show_results (WmSimulationPage *self)
{
  Result *latest = &self->results[1];
  g_autoptr (GPtrArray) changes = NULL;

  share_scale (self);
  /* Each run's own variant names its cards: a quest removed is the previous one's. */
  if (self->results[0].doc != NULL)
    changes = wm_sim_compare (self->results[0].doc, latest->doc, self->results[0].variant,
                              latest->variant);
  follow_design (self);
  wm_analysis_view_set_result (WM_ANALYSIS_VIEW (self->analysis), latest->doc, latest->file);
  show_changes (self, changes);
  show_cards (self, changes);
  show_standouts (self);
  show_result (self, 0);
  show_result (self, 1);
  /* What changed, at the top, is what a new run is for: a designer who was
   * reading the card tables is taken back to it (review 19, finding 7).
   * Focus left in the tables goes to Run, which started the batch: the
   * view would scroll back down to the focused row. */
  if (gtk_widget_get_focus_child (self->results_view) != NULL)
    gtk_widget_grab_focus (self->run_button);
  gtk_adjustment_set_value (
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->results_view)), 0);
  gtk_widget_set_visible (self->empty, FALSE);
  gtk_widget_set_visible (self->results_view, TRUE);
  gtk_widget_set_sensitive (self->export_box, TRUE);
  offer_games (self, latest);
  show_baseline (self);
}

/* @taken (its references taken) becomes the latest run. */
static void
take_result (WmSimulationPage *self, Result *taken)
{
  Result *latest = &self->results[1];

  /* A baseline kept is what every run is compared with, whatever came
   * between (review a, finding 3). */
  if (self->baseline.doc != NULL)
    {
      result_clear (&self->results[0]);
      result_copy (&self->results[0], &self->baseline);
      result_clear (latest);
    }
  /* Else the latest run becomes the previous one, so an edit can be compared
   * with the run before it side by side. A cancelled run was shown, marked
   * partial, against the last whole one; it makes way for the next run and
   * does not push that one out: the next run is compared with the last run
   * that played all its games (review 19, finding 6), unless that one was
   * played otherwise (other players, characters or bots) and the
   * cancelled one alike: its games, marked partial, are then the
   * comparable baseline of a whole run (review a, finding 3: a 4-player
   * run was compared with a 3-player one, 2,244 games of 4 players
   * thrown away). */
  else if (result_is_partial (latest)
           && (self->results[0].doc == NULL || result_is_partial (taken)
               || played_alike (&self->results[0].config, &taken->config)
               || !played_alike (&latest->config, &taken->config)))
    result_clear (latest);
  else
    {
      result_clear (&self->results[0]);
      self->results[0] = *latest;
    }
  *latest = *taken;
  memset (taken, 0, sizeof *taken);
  show_results (self);
}

/* The map @variant's games are shown on: the default arrangement. */
static WmMap *
result_map (WmVariant *variant, const WmSimConfig *config)
{
  g_autoptr (WmArrangement) arrangement = wm_arrangement_default (variant, config->variable_setup);

  return arrangement ? wm_map_build (variant, arrangement, NULL) : NULL;
}

static void
add_result (WmSimulationPage *self, JsonNode *doc, Run *run)
{
  Result taken = { 0 };

  taken.doc = doc;
  taken.variant = wm_variant_ref (run->variant);
  taken.config = run->config;
  taken.in_order = run->in_order;
  taken.map = result_map (run->variant, &run->config);
  take_result (self, &taken);
}

/* ---- running ------------------------------------------------------------------ */

static void
progress_cb (const WmSimProgress *progress, gpointer data)
{
  Run *run = data;

  g_atomic_int_set (&run->done, (gint) MIN (progress->done, G_MAXINT));
  g_atomic_int_set (&run->total, (gint) MIN (progress->total, G_MAXINT));
  g_atomic_int_set (&run->elapsed_ms, (gint) MIN (progress->seconds * 1000, G_MAXINT));
  run->in_order = progress->in_order;
}

static void
run_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Run *run = data;
  g_autoptr (WmSimBatch) batch = NULL;
  GError *error = NULL;
  JsonNode *doc;

  WmSimConfig asked = run->config;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (run->file_name);

  /* Loading here keeps the main loop free; the bytes were taken on the
   * main thread, so the designer may go on editing meanwhile. */
  run->variant = wm_variant_load_bytes_for_editing (run->bytes, run->file_name, diags);
  if (run->variant == NULL)
    {
      g_autofree char *message
          = wm_play_failure_message (_("The variant cannot be loaded for the simulation:"), diags);
      g_task_return_error (task, g_error_new_literal (WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, message));
      return;
    }
  /* As `waymark-cli simulate`: figures of a variant with errors would be
   * of a game the designer does not mean. */
  {
    g_autoptr (WmDiagnostics) errors = wm_play_design_errors (run->variant, run->file_name);
    if (errors != NULL)
      {
        g_autofree char *message = wm_play_failure_message (
            _("The variant has errors to fix first (see Validation):"), errors);
        g_task_return_error (task,
                             g_error_new_literal (WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, message));
        return;
      }
  }
  wm_sim_config_init (&run->config, run->variant, asked.n_players);
  run->config.seed = asked.seed;
  run->config.games = asked.games;
  run->config.cap_days = asked.cap_days;
  run->config.no_events = asked.no_events;
  run->config.meaner_highwaymen = asked.meaner_highwaymen;
  run->config.higher_goal = asked.higher_goal;
  run->config.variable_setup = asked.variable_setup;
  run->config.first_event = asked.first_event;
  run->config.n_bots = asked.n_bots;
  memcpy (run->config.bots, asked.bots, sizeof asked.bots);
  batch = wm_sim_batch_new (run->variant, &run->config, &error);
  if (batch == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  doc = wm_sim_batch_run (batch, run->threads, &run->cancel, progress_cb, run);
  g_task_return_pointer (task, doc, (GDestroyNotify) json_node_unref);
}

static void
set_running (WmSimulationPage *self, gboolean running)
{
  gtk_widget_set_sensitive (self->run_button, !running);
  gtk_widget_set_sensitive (self->cancel_button, running);
}

/* Before the first run the placeholder says what a batch gives; while
 * the first batch runs it says how far it is, @progress as the bar says
 * it (review 19, finding 7: "No Simulation Yet" stood over a batch under
 * way, as if Run had done nothing); NULL: before a run again. */
static void
show_empty (WmSimulationPage *self, const char *progress)
{
  AdwStatusPage *page = ADW_STATUS_PAGE (self->empty);
  /* xgettext:no-c-format */
  const char *description = _("Run plays a batch of bot games of this variant and shows the win rates "
                              "per character and per seat with 95 % intervals, the game length, gold "
                              "by source, a heat map of visits on the board and a table per card.");

  adw_status_page_set_title (page, progress != NULL ? _("Simulation Running") : _("No Simulation Yet"));
  adw_status_page_set_description (page, progress != NULL ? progress : description);
}

/* The bar's count of games, and while the batch runs on the time left:
 * a batch cancelled or over has none (review of 28 November: "4298 of
 * 200000 games, 14:11 left" stayed after Cancel). */
static void
show_progress (WmSimulationPage *self, gboolean running)
{
  WmSimProgress now = { 0 };
  int done, total;
  g_autofree char *text = NULL;
  g_autofree char *left = NULL;

  done = g_atomic_int_get (&self->run->done);
  total = MAX (g_atomic_int_get (&self->run->total), 1);
  now.done = (guint64) done;
  now.total = (guint64) total;
  now.seconds = g_atomic_int_get (&self->run->elapsed_ms) / 1000.0;
  left = running && !g_atomic_int_get (&self->run->cancel) ? wm_sim_time_left (&now) : NULL;
  gtk_progress_bar_set_fraction (self->progress, (double) done / total);
  /* The time left as the command line says it (review 19, finding 7):
   * 2,000 planner games take a minute or more. */
  if (left != NULL && done < total)
    text = g_strdup_printf (g_dngettext (NULL, "%d of %d game, %s left", "%d of %d games, %s left",
                                         total),
                            done, total, left);
  else
    text = g_strdup_printf (g_dngettext (NULL, "%d of %d game", "%d of %d games", total), done, total);
  gtk_progress_bar_set_text (self->progress, text);
  if (gtk_widget_get_visible (self->empty))
    show_empty (self, text);
}

static gboolean
poll_cb (gpointer data)
{
  WmSimulationPage *self = data;

  if (self->run != NULL)
    show_progress (self, TRUE);
  return G_SOURCE_CONTINUE;
}


/* The status and the progress bar take room in the controls' flow only
 * while they say something: before the first run the empty status kept
 * its twelve characters' width, a gap between the baseline menu and
 * Export (review l, s4). */
static void
show_status_box (WmSimulationPage *self)
{
  GtkWidget *status = GTK_WIDGET (self->status);
  gboolean said = *gtk_label_get_text (self->status) != '\0';

  gtk_widget_set_visible (status, said);
  gtk_widget_set_visible (gtk_widget_get_parent (status),
                          said || gtk_widget_get_visible (GTK_WIDGET (self->progress)));
}

static void
set_status (WmSimulationPage *self, const char *text)
{
  gtk_label_set_text (self->status, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status), *text != '\0' ? text : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  show_status_box (self);
}

/* Why a batch could not run or an export failed: whole, on lines of its
 * own under the controls, since the reason (a port that leads nowhere, a
 * board that cannot be dealt) is what the designer has to act on. */
static void
show_error (WmSimulationPage *self, const char *message)
{
  /* A bar at 0 % beside it would say the batch is still to come. */
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  set_status (self, "");
  gtk_label_set_text (self->error, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error), TRUE);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  WmSimulationPage *self = WM_SIMULATION_PAGE (source);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  JsonNode *doc = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean cancelled = g_atomic_int_get (&run->cancel) != 0;

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->disposed)
    {
      self->run = NULL;
      g_clear_pointer (&doc, json_node_unref);
      return;
    }
  if (doc == NULL)
    {
      self->run = NULL;
      set_running (self, FALSE);
      show_error (self, error->message);
      show_empty (self, NULL);
      return;
    }
  show_progress (self, FALSE); /* the last count the worker wrote, no time left */
  self->run = NULL;
  set_running (self, FALSE);
  set_status (self, cancelled ? _("Cancelled: the games played so far are shown.")
                                              : _("Done."));
  add_result (self, doc, run);
}

/* The simulation-threads setting; by default one core stays free for the
 * window, so it keeps drawing while the batch runs on the others. */
static int
batch_threads (void)
{
  g_auto (WmSimulationSettings) settings = { 0 };

  wm_settings_get_simulation (&settings);
  if (settings.threads > 0)
    return (int) settings.threads;
  return MAX (1, (int) g_get_num_processors () - 1);
}

/* The name the loader's diagnostics give the document's bytes: its file's
 * name (the lines are those it has once saved), else its title. */
static char *
document_file_name (WmDocument *document)
{
  GFile *file = wm_document_get_file (document);

  return file != NULL ? g_file_get_basename (file) : wm_document_dup_title (document);
}

gboolean
wm_simulation_page_run (WmSimulationPage *self, int players, guint64 games, const char *bots,
                        guint64 seed, GError **error)
{
  g_autoptr (GTask) task = NULL;
  Run *run;

  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);
  if (self->run != NULL)
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, _("A batch is already running"));
      return FALSE;
    }
  run = g_new0 (Run, 1);
  run->bytes = wm_document_save_bytes (self->document);
  run->file_name = document_file_name (self->document);
  run->config.n_players = players;
  run->config.seed = seed;
  run->config.games = games;
  run->config.cap_days = gtk_spin_button_get_value_as_int (self->cap_days);
  run->config.no_events = gtk_check_button_get_active (self->toggles[0]);
  run->config.meaner_highwaymen = gtk_check_button_get_active (self->toggles[1]);
  run->config.higher_goal = gtk_check_button_get_active (self->toggles[2]);
  run->config.variable_setup = gtk_check_button_get_active (self->toggles[3]);
  run->config.first_event = g_intern_string (wm_simulation_page_get_first_event (self));
  if (bots == NULL)
    {
      run->config.n_bots = wm_bot_chooser_get_n_seats (self->bots);
      for (int i = 0; i < run->config.n_bots; i++)
        wm_bot_chooser_get_spec (self->bots, i, &run->config.bots[i]);
    }
  else if ((run->config.n_bots
            = wm_bot_list_parse (bots, wm_bot_chooser_get_personas (self->bots), _("Bots"),
                                 run->config.bots, WM_SIM_MAX_BOTS, error))
           == 0)
    {
      run_free (run);
      return FALSE;
    }
  run->total = (gint) MIN (games, G_MAXINT);
  run->threads = batch_threads ();
  self->run = run;
  task = g_task_new (self, NULL, run_done_cb, NULL);
  g_task_set_task_data (task, run, (GDestroyNotify) run_free);
  g_task_run_in_thread (task, run_thread);
  set_running (self, TRUE);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  set_status (self, _("Running…"));
  /* "0 of 500 games" at once, not an empty bar until the first poll. */
  poll_cb (self);
  self->poll_id = g_timeout_add (100, poll_cb, self);
  return TRUE;
}

void
wm_simulation_page_cancel (WmSimulationPage *self)
{
  if (self->run != NULL)
    g_atomic_int_set (&self->run->cancel, 1);
}

gboolean
wm_simulation_page_is_running (WmSimulationPage *self)
{
  return self->run != NULL;
}

/* The next window's page starts where this batch did, as a designer
 * comparing runs over days expects. */
static void
remember_settings (WmSimulationPage *self)
{
  g_auto (WmSimulationSettings) settings = { 0 };

  wm_settings_get_simulation (&settings);
  settings.players = gtk_spin_button_get_value_as_int (self->players);
  settings.games = (guint) gtk_spin_button_get_value (self->games);
  wm_seed_entry_get (self->seed, &settings.seed);
  g_free (settings.bots);
  settings.bots = wm_bot_chooser_to_string (self->bots);
  g_free (settings.personas);
  settings.personas = g_strdup (wm_bot_chooser_get_personas_path (self->bots));
  wm_settings_set_simulation (&settings);
}

static void
restore_settings (WmSimulationPage *self)
{
  g_auto (WmSimulationSettings) settings = { 0 };

  wm_settings_get_simulation (&settings);
  gtk_spin_button_set_value (self->players, settings.players);
  gtk_spin_button_set_value (self->games, settings.games);
  wm_seed_entry_set (self->seed, settings.seed);
  wm_bot_chooser_restore (self->bots, settings.personas, settings.bots);
}

static void
run_clicked_cb (WmSimulationPage *self)
{
  g_autoptr (GError) error = NULL;
  guint64 seed;

  /* The Seed says why beside it; no batch of another seed runs. */
  if (!wm_seed_entry_get (self->seed, &seed))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->seed));
      return;
    }
  if (!wm_simulation_page_run (self, gtk_spin_button_get_value_as_int (self->players),
                               (guint64) gtk_spin_button_get_value (self->games), NULL, seed,
                               &error))
    {
      show_error (self, error->message);
      return;
    }
  remember_settings (self);
}

void
wm_simulation_page_run_as_set (WmSimulationPage *self)
{
  g_return_if_fail (WM_IS_SIMULATION_PAGE (self));
  if (self->run == NULL)
    run_clicked_cb (self);
}

/* ---- the baseline and results loaded ------------------------------------------------ */

void
wm_simulation_page_keep_baseline (WmSimulationPage *self)
{
  g_return_if_fail (WM_IS_SIMULATION_PAGE (self));
  if (self->results[1].doc == NULL)
    return;
  result_clear (&self->baseline);
  result_copy (&self->baseline, &self->results[1]);
  show_baseline (self);
}

void
wm_simulation_page_unpin_baseline (WmSimulationPage *self)
{
  g_return_if_fail (WM_IS_SIMULATION_PAGE (self));
  result_clear (&self->baseline);
  show_baseline (self);
  if (self->results[0].doc != NULL)
    show_result (self, 0); /* "Previous run" again */
}

JsonNode *
wm_simulation_page_get_baseline (WmSimulationPage *self)
{
  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), NULL);
  return self->baseline.doc;
}

/* The result at @path into @r, read as `compare` and `merge` read one
 * (wm_sim_report_load ()), the document's variant as it is now naming its
 * characters and cards; FALSE with @error naming the file and what is
 * wrong in it. */
static gboolean
load_result (WmSimulationPage *self, const char *path, Result *r, GError **error)
{
  g_autoptr (JsonNode) doc = wm_sim_report_load (path, error);
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *name = NULL, *now = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;
  const char *design;
  gboolean other_design;

  if (doc == NULL)
    return FALSE;
  bytes = wm_document_save_bytes (self->document);
  name = document_file_name (self->document);
  diags = wm_diagnostics_new (name);
  /* A copy of the design as it is now: the document's own changes with
   * every edit, the result's names and games must not. */
  r->variant = wm_variant_load_bytes_for_editing (bytes, name, diags);
  if (r->variant == NULL)
    {
      g_set_error_literal (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG,
                           _("The variant cannot be loaded to name the results' characters and "
                             "cards"));
      return FALSE;
    }
  if (!wm_sim_result_config (doc, r->variant, &r->config))
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT,
                   _("%s: error: its config does not say who played (config.players and "
                     "config.bots)"),
                   path);
      g_clear_pointer (&r->variant, wm_variant_unref);
      return FALSE;
    }
  r->doc = g_steal_pointer (&doc);
  r->file = g_path_get_basename (path);
  design = wm_sim_report_design (r->doc);
  now = wm_variant_design_checksum (r->variant);
  other_design = design == NULL || strcmp (design, now) != 0;
  /* Its games can be played again only on their own design, and only
   * all of them are known to be in a result played whole. */
  r->in_order = other_design || result_is_partial (r) ? 0 : r->config.games;
  r->map = result_map (r->variant, &r->config);
  return TRUE;
}

gboolean
wm_simulation_page_load_results (WmSimulationPage *self, const char *path, gboolean as_baseline,
                                 GError **error)
{
  Result loaded = { 0 };

  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);
  /* A file that is no result leaves the runs shown as they were. */
  if (!load_result (self, path, &loaded, error))
    return FALSE;
  if (!as_baseline)
    {
      take_result (self, &loaded);
      return TRUE;
    }
  result_clear (&self->baseline);
  self->baseline = loaded;
  /* The latest run compared with it at once. */
  if (self->results[1].doc != NULL)
    {
      result_clear (&self->results[0]);
      result_copy (&self->results[0], &self->baseline);
      show_results (self);
    }
  else
    show_baseline (self);
  return TRUE;
}

static void
load_response_cb (GtkNativeDialog *native, int response, WmSimulationPage *self)
{
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      const char *use = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (native), "use");

      if (!wm_simulation_page_load_results (self, path, g_strcmp0 (use, "baseline") == 0,
                                            &error))
        {
          g_prefix_error (&error, _("The results cannot be loaded: "));
          show_error (self, error->message);
        }
      else
        set_status (self, _("Loaded."));
    }
  g_object_unref (native);
}

/* sim.load-results: a result of `simulate --out`, `merge` or Export JSON,
 * shown as the latest run or kept as the baseline. */
static void
load_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WmSimulationPage *self = WM_SIMULATION_PAGE (widget);
  GtkFileChooserNative *native;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  const char *ids[] = { "latest", "baseline", NULL };
  const char *labels[] = { _("The latest run"), _("The baseline"), NULL };

  native = gtk_file_chooser_native_new (_("Load Results"),
                                        GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, NULL, NULL);
  gtk_file_filter_set_name (filter, _("Simulation results (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "use", _("Use the results as"), ids,
                               labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), "use",
                               self->results[1].doc != NULL ? "baseline" : "latest");
  g_signal_connect (native, "response", G_CALLBACK (load_response_cb), self);
  wm_file_chooser_show (native);
}

static void
keep_baseline_action (GtkWidget *widget, const char *action, GVariant *param)
{
  wm_simulation_page_keep_baseline (WM_SIMULATION_PAGE (widget));
}

static void
unpin_baseline_action (GtkWidget *widget, const char *action, GVariant *param)
{
  wm_simulation_page_unpin_baseline (WM_SIMULATION_PAGE (widget));
}

/* ---- export and playtest -------------------------------------------------------- */

gboolean
wm_simulation_page_export_png (WmSimulationPage *self, const char *path, GError **error)
{
  Result *r = &self->results[1];
  int w = 900, board = 900, h = WM_SIM_CHARTS_HEIGHT + board + WM_SIM_HEAT_LEGEND_HEIGHT;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();

  if (r->doc == NULL)
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, _("Run a batch first"));
      return FALSE;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  /* On the page's scale: shared with the previous run when both are shown. */
  wm_sim_charts_draw (cr, r->doc, r->variant, &self->scale, w, WM_SIM_CHARTS_HEIGHT);
  cairo_translate (cr, 0, WM_SIM_CHARTS_HEIGHT);
  wm_board_view_draw_to (self->heat[1], cr, w, board);
  cairo_translate (cr, 0, board);
  wm_sim_heat_legend_draw (cr, wm_board_view_get_overlay (self->heat[1]), two_runs (self), w,
                           WM_SIM_HEAT_LEGEND_HEIGHT);
  cairo_destroy (cr);
  /* Into memory, then written atomically: a full disk leaves an image
   * exported before as it was (cairo's own file writer truncated it). */
  status = cairo_surface_write_to_png_stream (surface, wm_render_collect, bytes);
  cairo_surface_destroy (surface);
  return wm_render_write_output (path, status, bytes, error);
}

gboolean
wm_simulation_page_export_csv (WmSimulationPage *self, const char *path, GError **error)
{
  g_autofree char *csv = wm_sim_report_to_csv_named (self->results[1].doc, self->results[1].variant);

  return wm_write_file_atomically (path, csv, strlen (csv), error);
}

static gboolean
export_to (WmSimulationPage *self, const char *kind, const char *path, GError **error)
{
  JsonNode *doc = self->results[1].doc;

  if (g_str_equal (kind, "png"))
    return wm_simulation_page_export_png (self, path, error);
  if (g_str_equal (kind, "json"))
    return wm_sim_report_save (doc, path, error);
  return wm_simulation_page_export_csv (self, path, error);
}

static void
export_response_cb (GtkNativeDialog *native, int response, WmSimulationPage *self)
{
  const char *kind = g_object_get_data (G_OBJECT (native), "wm-kind");
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      if (!export_to (self, kind, path, &error))
        show_error (self, error->message);
      else
        set_status (self, _("Exported."));
    }
  g_object_unref (native);
}

/* @text as a piece of a file name: letters, digits, "-", "_" and "+"
 * kept, anything else a "-". */
static void
append_file_word (GString *out, const char *text)
{
  if (out->len > 0)
    g_string_append_c (out, '-');
  for (const char *c = text; *c; c++)
    g_string_append_c (out, g_ascii_isalnum (*c) || strchr ("_+", *c) ? *c : '-');
}

char *
wm_simulation_page_export_name (WmSimulationPage *self, const char *extension)
{
  const Result *r = &self->results[1];
  JsonObject *config = r->doc ? wm_sim_member_object (json_node_get_object (r->doc), "config")
                              : NULL;
  const char *variant = config ? json_object_get_string_member_with_default (config, "variant", "")
                               : "";
  const char *design = r->doc ? wm_sim_report_design (r->doc) : NULL;
  GString *out = g_string_new (NULL);
  g_autoptr (GPtrArray) bots = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;

  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), NULL);
  if (r->doc == NULL)
    return g_strdup_printf ("simulation.%s", extension);
  /* The variant, the players, the bots (each once), the games and the
   * seed, and the design's fingerprint: a run before an edit and the one
   * after (the same seed) are exported side by side (review a: every
   * export was "simulation.json"). */
  append_file_word (out, *variant ? variant : "simulation");
  text = g_strdup_printf ("%dp", r->config.n_players);
  append_file_word (out, text);
  for (int b = 0; b < r->config.n_bots; b++)
    {
      char *bot = wm_bot_spec_to_string (&r->config.bots[b]);

      if (g_ptr_array_find_with_equal_func (bots, bot, g_str_equal, NULL))
        g_free (bot);
      else
        g_ptr_array_add (bots, bot);
    }
  g_ptr_array_add (bots, NULL);
  g_clear_pointer (&text, g_free);
  text = g_strjoinv ("+", (char **) bots->pdata);
  append_file_word (out, text);
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("%" G_GINT64_FORMAT "g-seed%" G_GUINT64_FORMAT,
                          json_object_get_int_member_with_default (
                              wm_sim_member_object (json_node_get_object (r->doc), "summary"),
                              "games", 0),
                          r->config.seed);
  append_file_word (out, text);
  if (result_is_partial (r))
    append_file_word (out, "partial");
  if (design != NULL)
    {
      g_clear_pointer (&text, g_free);
      text = g_strndup (design, 6);
      append_file_word (out, text);
    }
  g_string_append_printf (out, ".%s", extension);
  return g_string_free (out, FALSE);
}

/* sim.export("json" | "csv" | "png"), from the Export menu. */
static void
export_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WmSimulationPage *self = WM_SIMULATION_PAGE (widget);
  const char *kind = g_variant_get_string (param, NULL);
  GtkFileChooserNative *native;
  g_autofree char *name = NULL;

  if (!g_str_equal (kind, "json") && !g_str_equal (kind, "csv") && !g_str_equal (kind, "png"))
    return;
  name = wm_simulation_page_export_name (self, kind);

  native = gtk_file_chooser_native_new (_("Export Simulation"),
                                        GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, NULL, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_object_set_data_full (G_OBJECT (native), "wm-kind", g_strdup (kind), g_free);
  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  wm_file_chooser_show (native);
}

static void
open_game_cb (WmSimulationPage *self)
{
  Result *r = &self->results[1];
  guint64 index = (guint64) gtk_spin_button_get_value (self->game_index);

  if (r->doc == NULL || self->playtest == NULL)
    return;
  wm_playtest_page_open_sim_game (WM_PLAYTEST_PAGE (self->playtest), r->variant, &r->config,
                                  index);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-section", "s", "playtest");
}

/* ---- building ------------------------------------------------------------------ */

static GtkWidget *
labelled (GtkWidget *bar, const char *text, GtkWidget *widget)
{
  gtk_box_append (GTK_BOX (bar), gtk_label_new (text));
  gtk_box_append (GTK_BOX (bar), widget);
  return widget;
}

/* A note beside a field of @bar, hidden until there is something to say
 * (why Players stops short, why the Seed is no seed), styled @css_class.
 * Rare and long: it wraps in the toolbar rather than widen the window. */
static GtkLabel *
field_note (GtkWidget *bar, const char *name, const char *css_class)
{
  GtkLabel *note = GTK_LABEL (gtk_label_new (NULL));

  gtk_widget_add_css_class (GTK_WIDGET (note), css_class);
  gtk_widget_set_name (GTK_WIDGET (note), name);
  gtk_label_set_wrap (note, TRUE);
  gtk_label_set_max_width_chars (note, 36);
  gtk_label_set_xalign (note, 0);
  gtk_widget_set_visible (GTK_WIDGET (note), FALSE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (note));
  return note;
}

/* No choice with No events on, or without events to choose: greyed, with
 * the reason under it, in New Game's words. The choice stays for when
 * events come back. */
static void
first_event_sensitivity (WmSimulationPage *self)
{
  gboolean none = gtk_check_button_get_active (self->toggles[0]);
  gboolean empty = self->first_events->len == 0;

  if (self->first_event == NULL) /* before the page has a variant */
    return;
  wm_first_event_sensitivity (self->first_event, self->first_event_note, none, empty);
}

/* The event chosen, greyed or not. */
static const char *
chosen_first_event (WmSimulationPage *self)
{
  guint row = self->first_event ? gtk_drop_down_get_selected (self->first_event) : 0;

  return row > 0 && row <= self->first_events->len ? g_ptr_array_index (self->first_events, row - 1)
                                                   : NULL;
}

static gboolean
same_ids (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!g_str_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

/* The drop-down of the events the variant deals now, made anew when they
 * changed (a card added, renamed or moved on the Decks page), keeping the
 * event chosen while it is still there. */
static void
follow_first_events (WmSimulationPage *self)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *chosen = NULL;
  GtkDropDown *drop_down;
  guint row;

  if (self->document == NULL)
    return;
  drop_down = wm_first_event_drop_down_new (wm_document_get_variant (self->document), ids);
  g_object_ref_sink (drop_down);
  if (self->first_event != NULL && same_ids (ids, self->first_events))
    {
      /* The names may have changed: the new drop-down shows them. */
      row = gtk_drop_down_get_selected (self->first_event);
    }
  else
    {
      chosen = g_strdup (chosen_first_event (self));
      row = chosen && g_ptr_array_find_with_equal_func (ids, chosen, g_str_equal, &row) ? row + 1
                                                                                        : 0;
    }
  if (self->first_event != NULL)
    gtk_box_remove (self->first_event_row, GTK_WIDGET (self->first_event));
  g_ptr_array_unref (self->first_events);
  self->first_events = g_steal_pointer (&ids);
  self->first_event = drop_down;
  gtk_drop_down_set_selected (drop_down, row);
  gtk_widget_set_hexpand (GTK_WIDGET (drop_down), TRUE);
  gtk_box_append (self->first_event_row, GTK_WIDGET (drop_down));
  g_object_unref (drop_down);
  gtk_label_set_mnemonic_widget (GTK_LABEL (gtk_widget_get_first_child (
                                     GTK_WIDGET (self->first_event_row))),
                                 GTK_WIDGET (drop_down));
  first_event_sensitivity (self);
}

/* "First event" as New Game… has it: the event every game of the batch
 * turns up on day 2, to see what one card does to the games. */
static GtkWidget *
build_first_event (WmSimulationPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_First event"));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);
  self->first_event_row = GTK_BOX (row);
  self->first_event_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->first_event_note), "dim-label");
  gtk_label_set_wrap (self->first_event_note, TRUE);
  gtk_label_set_max_width_chars (self->first_event_note, 36);
  gtk_label_set_xalign (self->first_event_note, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->first_event_note), FALSE);
  gtk_box_append (GTK_BOX (box), row);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->first_event_note));
  return box;
}

/* The variant's toggles and the day cap, in a popover: the toolbar has
 * no room for five more controls in a longer language. */
static GtkWidget *
build_variant_button (WmSimulationPage *self)
{
  static const char *names[] = { N_("No events"), N_("Meaner highwaymen"), N_("Higher goal"),
                                 N_("Variable setup") };
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *cap = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *cap_label = gtk_label_new_with_mnemonic (_("_Day cap"));
  WmSimConfig usual;

  wm_sim_config_init (&usual, NULL, 2);
  for (int i = 0; i < 4; i++)
    {
      self->toggles[i] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_(names[i])));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toggles[i]));
    }
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), build_first_event (self));
  g_signal_connect_swapped (self->toggles[0], "notify::active",
                            G_CALLBACK (first_event_sensitivity), self);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  self->cap_days = GTK_SPIN_BUTTON (wm_number_field_new (1, 999, 1));
  gtk_spin_button_set_value (self->cap_days, usual.cap_days);
  gtk_widget_set_name (GTK_WIDGET (self->cap_days), "day-cap");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->cap_days),
                               _("A game still running after this day stops and counts as lasting this many days"));
  /* TRANSLATORS: the field "_Day cap" as a message names it */
  wm_number_field_refuse_beyond_named (self->cap_days, _("Day cap"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (cap_label), GTK_WIDGET (self->cap_days));
  gtk_widget_set_hexpand (cap_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (cap_label), 0);
  gtk_box_append (GTK_BOX (cap), cap_label);
  gtk_box_append (GTK_BOX (cap), GTK_WIDGET (self->cap_days));
  gtk_box_append (GTK_BOX (box), cap);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Variant"));
  gtk_widget_set_tooltip_text (button, _("The variant's toggles and the day cap for the batch"));
  return button;
}

static GtkWidget *
build_export_button (void)
{
  static const struct
  {
    const char *label, *action;
  } items[] = {
    { N_("Export JSON…"), "sim.export::json" },
    { N_("Export CSV…"), "sim.export::csv" },
    { N_("Export PNG…"), "sim.export::png" },
  };
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    g_menu_append (menu, _(items[i].label), items[i].action);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Export"));
  return button;
}

/* Keep as Baseline, Unpin Baseline and Load Results…: a menu of its own,
 * not in Export's box, as results are loaded before any run. */
static GtkWidget *
build_baseline_button (void)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, _("Keep as Baseline"), "sim.keep-baseline");
  g_menu_append (menu, _("Unpin Baseline"), "sim.unpin-baseline");
  g_menu_append (menu, _("Load Results…"), "sim.load-results");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  /* An icon: a word more pushed the controls onto a third line at
   * 1280 px in German and Italian. */
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-pin-symbolic");
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_name (button, "sim-baseline-menu");
  gtk_widget_set_tooltip_text (button, _("Baseline: keep a run as the one every next run is "
                                         "compared with, or load the results of an earlier one"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Baseline"), -1);
  return button;
}

static void
players_changed_cb (WmSimulationPage *self)
{
  wm_bot_chooser_set_n_seats (self->bots, gtk_spin_button_get_value_as_int (self->players));
}

/* The command line that plays the batch Run would play (review a: the
 * popover said "simulate --bots …" alone, 1,000 games of seed 1 of no
 * file): the variant's file as last saved (an untitled one by its
 * title), the players, games and seed, the bots, and what differs from
 * `simulate`'s defaults (the variant's own toggles, a shuffled first
 * event, a day cap of 60). */
static char *
batch_command (const char *bots, const char *personas, gpointer data)
{
  static const char *const options[] = { "no-events", "meaner-highwaymen", "higher-goal",
                                         "variable-setup" };
  WmSimulationPage *self = data;
  GFile *file = self->document ? wm_document_get_file (self->document) : NULL;
  g_autofree char *title = self->document && file == NULL ? wm_document_dup_title (self->document)
                                                          : NULL;
  g_autofree char *path = file ? g_file_get_path (file)
                               : g_strdup_printf ("%s.waymark", title ? title : "variant");
  g_autofree char *word = wm_shell_word (path);
  g_autofree char *seed = wm_shell_word (gtk_editable_get_text (GTK_EDITABLE (self->seed)));
  GString *out = g_string_new (NULL);
  g_autoptr (GString) toggles = g_string_new (NULL);
  gboolean differ = FALSE;
  const char *first = wm_simulation_page_get_first_event (self);
  WmSimConfig usual;

  g_string_printf (out, "waymark-cli simulate %s -p %d -n %.0f -s %s --bots %s", word,
                   gtk_spin_button_get_value_as_int (self->players),
                   gtk_spin_button_get_value (self->games), seed, bots);
  if (personas != NULL)
    g_string_append_printf (out, " --personas %s", personas);
  for (int i = 0; i < 4; i++)
    {
      gboolean on = gtk_check_button_get_active (self->toggles[i]);

      differ |= on != self->variant_options[i];
      if (on)
        g_string_append_printf (toggles, "%s%s", toggles->len ? "," : "", options[i]);
    }
  if (differ)
    g_string_append_printf (out, " --options %s", toggles->len ? toggles->str : "none");
  if (first != NULL)
    g_string_append_printf (out, " --first-event %s", first);
  wm_sim_config_init (&usual, NULL, 2);
  if (gtk_spin_button_get_value_as_int (self->cap_days) != usual.cap_days)
    g_string_append_printf (out, " --day-cap %d", gtk_spin_button_get_value_as_int (self->cap_days));
  return g_string_free (out, FALSE);
}

static GtkWidget *
build_controls (WmSimulationPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *lead = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *groups[4];
  GtkLayoutManager *flow = wm_wrap_layout_new (18, 6);
  GtkWidget *run = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *game = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *open, *variant;
  GtkLabel *seed_error; /* why the Seed's text is no seed, beside it */

  /* The controls flow in one line after another, as words do, and wrap
   * onto more lines in a narrow window (a German or Italian one on a
   * laptop screen) rather than widen it, each setting with its label:
   * the settings, the Variant menu, the status and progress, then Export,
   * the Game and Open in Playtest; Run and Cancel stay at the end of the
   * first line. In one flow the Variant menu and the status follow the
   * Seed where it wraps (1024 px: three lines, the Seed had a line of its
   * own in four) and start the second line where the Seed fits on the
   * first (1280 px: two lines). */
  gtk_widget_set_layout_manager (bar, flow);
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      groups[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_box_append (GTK_BOX (bar), groups[i]);
    }
  gtk_widget_set_hexpand (bar, TRUE);
  gtk_widget_set_valign (run, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (bar), run);
  wm_wrap_layout_set_end_child (WM_WRAP_LAYOUT (flow), run, 6);
  /* The range follows the variant (follow_player_range ()); 2 to 4 until
   * a document is set. */
  self->players = GTK_SPIN_BUTTON (labelled (groups[0], _("Players"), wm_number_field_new (2, 4, 1)));
  gtk_spin_button_set_value (self->players, 4);
  self->players_note = field_note (groups[0], "players-note", "dim-label");
  self->games = GTK_SPIN_BUTTON (labelled (groups[1], _("Games"), wm_number_field_new (1, 1000000, 100)));
  gtk_spin_button_set_value (self->games, 500);
  gtk_widget_set_name (GTK_WIDGET (self->players), "players");
  gtk_widget_set_name (GTK_WIDGET (self->games), "games");
  /* A number typed beyond the range is said, not made the nearest limit:
   * 5 players of a 2–4 variant would run a batch of 4 without a word. */
  wm_number_field_refuse_beyond_named (self->players, _("Players"));
  wm_number_field_refuse_beyond_named (self->games, _("Games"));
  /* One bot per player: the popover's rows follow the players. */
  self->bots = WM_BOT_CHOOSER (wm_bot_chooser_new ());
  g_signal_connect_swapped (self->players, "value-changed", G_CALLBACK (players_changed_cb), self);
  gtk_box_append (GTK_BOX (groups[2]), GTK_WIDGET (self->bots));
  gtk_box_append (GTK_BOX (groups[3]), gtk_label_new (_("Seed")));
  seed_error = field_note (groups[3], "seed-error", "error");
  self->seed = wm_seed_entry_new (seed_error, 1);
  gtk_box_insert_child_after (GTK_BOX (groups[3]), GTK_WIDGET (self->seed),
                              gtk_widget_get_first_child (groups[3]));
  self->run_button = gtk_button_new_with_mnemonic (_("_Run"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_swapped (self->run_button, "clicked", G_CALLBACK (run_clicked_cb), self);
  gtk_box_append (GTK_BOX (run), self->run_button);
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (wm_simulation_page_cancel), self);
  gtk_box_append (GTK_BOX (run), self->cancel_button);
  gtk_box_append (GTK_BOX (box), bar);

  gtk_widget_set_name (box, "sim-controls");
  variant = build_variant_button (self);
  gtk_box_append (GTK_BOX (bar), variant);
  gtk_box_append (GTK_BOX (bar), build_baseline_button ());
  wm_bot_chooser_set_command_func (self->bots, batch_command, self);
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status, 0);
  /* A long status (a longer language) must not widen the window nor push
   * the rest onto another line: it wraps onto lines of its own width,
   * whole (cut short, "Cancelled: the games so far …" hid what was shown,
   * review of 28 November); errors go whole below. */
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_wrap_mode (self->status, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (self->status, 12);
  gtk_label_set_max_width_chars (self->status, 24);
  gtk_box_append (GTK_BOX (lead), GTK_WIDGET (self->status));
  /* Beside the status, which says what the bar counts. */
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (GTK_WIDGET (self->progress), 180, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE); /* until the first run */
  gtk_box_append (GTK_BOX (lead), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (bar), lead);
  gtk_widget_set_name (lead, "sim-status-box");
  show_status_box (self);
  self->export_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Export, the game and Open in Playtest wrap too. */
  gtk_widget_set_layout_manager (self->export_box, wm_wrap_layout_new (6, 6));
  gtk_box_append (GTK_BOX (self->export_box), build_export_button ());
  /* Game 0 to the latest batch's last (add_result ()). */
  self->game_index = GTK_SPIN_BUTTON (labelled (game, _("Game"), wm_number_field_new (0, 1000000, 1)));
  gtk_widget_set_name (GTK_WIDGET (self->game_index), "game-index");
  wm_number_field_refuse_beyond_named (self->game_index, _("Game"));
  gtk_box_append (GTK_BOX (self->export_box), game);
  self->open_button = open = gtk_button_new_with_label (_("Open in Playtest"));
  gtk_widget_set_tooltip_text (open, _("Replay this game of the batch, decision by decision"));
  g_signal_connect_swapped (open, "clicked", G_CALLBACK (open_game_cb), self);
  gtk_box_append (GTK_BOX (self->export_box), open);
  gtk_widget_set_sensitive (self->export_box, FALSE);
  gtk_box_append (GTK_BOX (bar), self->export_box);
  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_wrap_mode (self->error, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (self->error, 60);
  gtk_label_set_xalign (self->error, 0);
  gtk_label_set_selectable (self->error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_name (GTK_WIDGET (self->error), "sim-error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->error));
  for (GtkWidget *w = bar; w; w = w == bar ? GTK_WIDGET (self->error) : NULL)
    {
      gtk_widget_set_margin_start (w, 6);
      gtk_widget_set_margin_end (w, 6);
    }
  gtk_widget_set_margin_top (bar, 6);
  return box;
}

/* Before the first run: what a batch gives, in place of the empty
 * columns (show_empty ()). */
static GtkWidget *
build_empty (void)
{
  GtkWidget *page = adw_status_page_new ();

  gtk_widget_set_name (page, "sim-empty");
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "media-playlist-shuffle-symbolic");
  gtk_widget_set_vexpand (page, TRUE);
  return page;
}

static GtkWidget *
build_column (WmSimulationPage *self, int which)
{
  GtkWidget *col = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_hexpand (col, TRUE);
  self->titles[which] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->titles[which], TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->titles[which]), "heading");
  gtk_box_append (GTK_BOX (col), GTK_WIDGET (self->titles[which]));
  self->charts[which] = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->charts[which]), WM_SIM_CHARTS_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->charts[which]), charts_draw_cb, self,
                                  NULL);
  gtk_box_append (GTK_BOX (col), self->charts[which]);
  self->figures[which] = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->figures[which]), "sim-figures");
  gtk_label_set_wrap (self->figures[which], TRUE);
  gtk_label_set_xalign (self->figures[which], 0);
  gtk_label_set_selectable (self->figures[which], TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->figures[which]), "caption");
  gtk_size_group_add_widget (self->figures_height, GTK_WIDGET (self->figures[which]));
  gtk_box_append (GTK_BOX (col), GTK_WIDGET (self->figures[which]));
  self->first_player[which] = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->first_player[which]), "sim-first-player");
  gtk_label_set_wrap (self->first_player[which], TRUE);
  gtk_label_set_xalign (self->first_player[which], 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->first_player[which]), "caption");
  gtk_box_append (GTK_BOX (col), GTK_WIDGET (self->first_player[which]));
  gtk_box_append (GTK_BOX (col), gtk_label_new (_("Visits: heat map on the default arrangement")));
  self->heat[which] = WM_BOARD_VIEW (wm_board_view_new ());
  gtk_widget_set_size_request (GTK_WIDGET (self->heat[which]), 360, 520);
  gtk_box_append (GTK_BOX (col), GTK_WIDGET (self->heat[which]));
  self->heat_legends[which] = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->heat_legends[which]),
                                       WM_SIM_HEAT_LEGEND_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->heat_legends[which]), heat_legend_draw_cb,
                                  self, NULL);
  gtk_box_append (GTK_BOX (col), self->heat_legends[which]);
  gtk_widget_set_visible (col, FALSE);
  return col;
}

/* The tables per card, under a heading that says which runs they are of:
 * one table per kind of card for both runs, so a card is compared on one
 * line (two tables, side by side or one under the other, would put the
 * same quest half a page or a table's width apart). */
static GtkWidget *
build_cards (WmSimulationPage *self)
{
  GtkWidget *expander;

  self->table = WM_SIM_CARD_TABLE (wm_sim_card_table_new ());
  expander = gtk_expander_new (_("Cards: latest run"));
  /* Open from the start: the tables are what a designer acts on (the
   * quest nobody completes, the card that pays the most), and they sit
   * at the end of a page that scrolls, so they take no room from the
   * charts or the heat map above them. */
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  gtk_expander_set_child (GTK_EXPANDER (expander), GTK_WIDGET (self->table));
  gtk_widget_set_visible (expander, FALSE);
  self->cards = expander;
  return expander;
}

/* The page's margins and the gap between the runs. */
#define RUNS_MARGIN 12
#define RUNS_GAP 18
/* The least width a run's charts are read at beside the other run's: in a
 * 1280 px window they stand side by side, in a 1024 px one (or at 800 px,
 * where two heat maps would scroll sideways) one above the other. */
#define RUN_MIN_WIDTH 440

/* @latest and @previous side by side, each half the width, where a half
 * is at least @min_width; in a narrower window the previous goes under
 * the latest, full width. The latest first, on the left or on top: it is
 * the run a designer has just asked for, and in a narrow window the
 * previous run would otherwise push it a whole heat map down. *@gap_out
 * is the space between them, shown with two runs. */
static GtkWidget *
runs_row (GtkWidget *latest, GtkWidget *previous, int min_width, GtkWidget **gap_out)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *gap = *gap_out = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkLayoutManager *layout = wm_side_layout_new (min_width);

  wm_side_layout_set_even (WM_SIDE_LAYOUT (layout), TRUE);
  gtk_widget_set_layout_manager (row, layout);
  /* Between the two, beside or under: the layout gives it its width or
   * its height as they lie. */
  gtk_widget_set_size_request (gap, RUNS_GAP, RUNS_GAP);
  gtk_widget_set_visible (gap, FALSE); /* until there are two runs */
  gtk_box_append (GTK_BOX (row), latest);
  gtk_box_append (GTK_BOX (row), gap);
  gtk_box_append (GTK_BOX (row), previous);
  return row;
}

/* What changed from the previous run to the latest, above both: the
 * differences a designer would otherwise read off two sets of charts.
 * Its place, until there are two runs (show_changes ()). */
static GtkWidget *
build_changes (WmSimulationPage *self)
{
  self->changes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_visible (self->changes, FALSE);
  return self->changes;
}

/* Over the results while a baseline is kept: which run it is, and Unpin. */
static GtkWidget *
build_baseline_bar (WmSimulationPage *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *unpin = gtk_button_new_with_label (_("Unpin"));

  gtk_widget_set_name (bar, "sim-baseline-bar");
  gtk_widget_set_margin_start (bar, RUNS_MARGIN);
  gtk_widget_set_margin_end (bar, RUNS_MARGIN);
  gtk_box_append (GTK_BOX (bar), gtk_image_new_from_icon_name ("view-pin-symbolic"));
  self->baseline_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->baseline_label, TRUE);
  gtk_label_set_xalign (self->baseline_label, 0);
  gtk_label_set_selectable (self->baseline_label, TRUE);
  gtk_widget_set_name (GTK_WIDGET (self->baseline_label), "sim-baseline");
  gtk_widget_set_hexpand (GTK_WIDGET (self->baseline_label), TRUE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->baseline_label));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (unpin), "sim.unpin-baseline");
  gtk_widget_set_valign (unpin, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (bar), unpin);
  gtk_widget_set_visible (bar, FALSE);
  self->baseline_bar = bar;
  return bar;
}

/* Over the results, hidden until the design is edited after a run; it
 * stays in sight however far they are scrolled. */
static GtkWidget *
build_stale_note (WmSimulationPage *self)
{
  GtkWidget *note = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (
      _("These results are of an earlier version of the design: the variant was edited after "
        "the latest run. Run again to see the figures of the design as it is now."));

  gtk_widget_set_name (note, "sim-stale-note");
  gtk_widget_add_css_class (note, "warning");
  gtk_widget_set_margin_start (note, RUNS_MARGIN);
  gtk_widget_set_margin_end (note, RUNS_MARGIN);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (note), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (note), label);
  gtk_widget_set_visible (note, FALSE);
  self->stale_note = note;
  return note;
}

/* Cards that stand out, under What changed and above the charts: the
 * question a designer asks after adding a card, answered before the
 * tables a page further down. */
static GtkWidget *
build_standouts (WmSimulationPage *self)
{
  GtkWidget *box = headed_box (_("Cards that stand out"), 4);

  self->standout_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->standout_list), "sim-standout");
  gtk_list_box_set_selection_mode (self->standout_list, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (self->standout_list, TRUE);
  gtk_list_box_set_header_func (self->standout_list, standout_header_cb, NULL, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->standout_list), "boxed-list");
  g_signal_connect (self->standout_list, "row-activated", G_CALLBACK (standout_activated_cb),
                    self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->standout_list));
  self->standout_note = gtk_label_new (NULL);
  gtk_widget_set_name (self->standout_note, "sim-standout-note");
  gtk_label_set_wrap (GTK_LABEL (self->standout_note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->standout_note), 0);
  gtk_widget_add_css_class (self->standout_note, "caption");
  gtk_widget_add_css_class (self->standout_note, "dim-label");
  gtk_box_append (GTK_BOX (box), self->standout_note);
  gtk_widget_set_visible (box, FALSE); /* until there is a run */
  self->standout = box;
  return box;
}

/* What changed, then the runs' charts and heat maps side by side where
 * they fit (they scale, so they stay beside each other down to
 * RUN_MIN_WIDTH), then the cards of both runs in one table per kind, the
 * page's full width. */
static GtkWidget *
build_runs (WmSimulationPage *self)
{
  GtkWidget *runs = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *previous, *latest;

  gtk_widget_set_margin_start (runs, RUNS_MARGIN);
  gtk_widget_set_margin_end (runs, RUNS_MARGIN);
  gtk_widget_set_margin_bottom (runs, RUNS_MARGIN);
  gtk_box_append (GTK_BOX (runs), build_changes (self));
  gtk_box_append (GTK_BOX (runs), build_standouts (self));
  self->figures_height = gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL);
  previous = build_column (self, 0);
  latest = build_column (self, 1);
  gtk_box_append (GTK_BOX (runs), runs_row (latest, previous, RUN_MIN_WIDTH, &self->gap));
  gtk_box_append (GTK_BOX (runs), build_cards (self));
  return runs;
}

/* Games and Analysis, the page's two views: the batch of bot games, and
 * the figures `waymark-cli analyze` gives without games. A switcher over
 * both, centred, as GNOME apps put one in a view of their own. */
static GtkWidget *
build_views (WmSimulationPage *self, GtkWidget *games)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *switcher = gtk_stack_switcher_new ();

  self->views = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_titled (self->views, games, "games", _("Games"));
  self->analysis = wm_analysis_view_new ();
  gtk_stack_add_titled (self->views, self->analysis, "analysis", _("Analysis"));
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), self->views);
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (switcher, 6);
  gtk_widget_set_vexpand (GTK_WIDGET (self->views), TRUE);
  gtk_box_append (GTK_BOX (box), switcher);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->views));
  return box;
}

static void
build (WmSimulationPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();

  gtk_widget_set_parent (build_views (self, box), GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (box), build_controls (self));
  /* Above the scrolled results, not in them: a designer back from an
   * edit finds the page scrolled to the card tables (review a: the note
   * was at their top, out of sight, and old figures read as new). */
  gtk_box_append (GTK_BOX (box), build_baseline_bar (self));
  gtk_box_append (GTK_BOX (box), build_stale_note (self));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), build_runs (self));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_widget_set_visible (scroll, FALSE);
  self->results_view = scroll;
  self->empty = build_empty ();
  show_empty (self, NULL);
  gtk_box_append (GTK_BOX (box), self->empty);
  gtk_box_append (GTK_BOX (box), scroll);
  set_running (self, FALSE);
}

/* The toggles start as the variant has them, as the CLI's do, and follow
 * when the variant's own toggles are edited; one the designer set here
 * stays set until then. */
static void
take_variant_options (WmSimulationPage *self, gboolean all)
{
  const WmOptions *opt = &wm_document_get_variant (self->document)->options;
  const gboolean now[4] = { opt->no_events, opt->meaner_highwaymen, opt->higher_goal,
                            opt->variable_setup };

  for (int i = 0; i < 4; i++)
    if (all || now[i] != self->variant_options[i])
      {
        self->variant_options[i] = now[i];
        gtk_check_button_set_active (self->toggles[i], now[i]);
      }
}

/* The Players field takes the variant's Fewest to Most players, as far as
 * the game engine seats them (WM_GAME_MAX_PLAYERS) and the variant has
 * characters for them, and keeps its value inside (a batch outside would
 * only be refused). Where the variant's Most players is more than can be
 * seated, a note beside the field says what stops it. */
static void
follow_player_range (WmSimulationPage *self)
{
  const WmVariant *variant = wm_document_get_variant (self->document);
  /* Never more than the engine seats, whatever the rules say (a Fewest
   * players of 5 being typed): the bots' popover has a row per seat. */
  int fewest = CLAMP (variant->rules.min_players, 1, WM_GAME_MAX_PLAYERS);
  int most = variant->rules.max_players;
  int characters = (int) variant->characters->len;
  int top = MIN (most, MIN (WM_GAME_MAX_PLAYERS, characters));
  g_autofree char *why = NULL;

  if (most > WM_GAME_MAX_PLAYERS && characters > WM_GAME_MAX_PLAYERS)
    why = g_strdup_printf (_("The variant allows up to %d players; the game engine seats at most %d"),
                           most, WM_GAME_MAX_PLAYERS);
  else if (most > characters)
    why = g_strdup_printf (g_dngettext (NULL, "The variant allows up to %d players but has %d character",
                                        "The variant allows up to %d players but has %d characters",
                                        characters),
                           most, characters);
  /* A variant with fewer seats than its Fewest players cannot run: the
   * field keeps Fewest players and Run says why. */
  gtk_spin_button_set_range (self->players, fewest, MAX (fewest, top));
  gtk_label_set_text (self->players_note, why != NULL ? why : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->players_note), why);
  gtk_widget_set_visible (GTK_WIDGET (self->players_note), why != NULL);
}

static void
document_changed_cb (WmSimulationPage *self)
{
  follow_design (self);
  show_baseline (self); /* whether it is of the design as it is now */
  take_variant_options (self, FALSE);
  follow_player_range (self);
  follow_first_events (self);
}

const char *
wm_simulation_page_get_first_event (WmSimulationPage *self)
{
  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), NULL);
  /* Greyed (No events on), the choice waits and the batch has none. */
  if (self->first_event == NULL || !gtk_widget_get_sensitive (GTK_WIDGET (self->first_event)))
    return NULL;
  return chosen_first_event (self);
}

gboolean
wm_simulation_page_set_first_event (WmSimulationPage *self, const char *id)
{
  guint index = 0;
  gboolean found;

  g_return_val_if_fail (WM_IS_SIMULATION_PAGE (self), FALSE);
  g_return_val_if_fail (self->first_event != NULL, FALSE);
  found = id != NULL && g_ptr_array_find_with_equal_func (self->first_events, id, g_str_equal,
                                                          &index);
  gtk_drop_down_set_selected (self->first_event, found ? index + 1 : 0);
  return found || id == NULL;
}

void
wm_simulation_page_set_document (WmSimulationPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_SIMULATION_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  wm_analysis_view_set_document (WM_ANALYSIS_VIEW (self->analysis), document);
  follow_design (self);
  if (document == NULL)
    return;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  take_variant_options (self, TRUE);
  follow_player_range (self);
  follow_first_events (self);
}

void
wm_simulation_page_set_playtest (WmSimulationPage *self, GtkWidget *playtest_page)
{
  self->playtest = playtest_page;
}

JsonNode *
wm_simulation_page_get_result (WmSimulationPage *self)
{
  return self->results[1].doc;
}

void
wm_simulation_page_get_chart_scale (WmSimulationPage *self, WmSimChartScale *scale)
{
  *scale = self->scale;
}

JsonNode *
wm_simulation_page_get_previous (WmSimulationPage *self)
{
  return self->results[0].doc;
}

WmBotChooser *
wm_simulation_page_get_bot_chooser (WmSimulationPage *self)
{
  return self->bots;
}

GtkWidget *
wm_simulation_page_get_heat_board (WmSimulationPage *self)
{
  return GTK_WIDGET (self->heat[1]);
}

GtkWidget *
wm_simulation_page_get_previous_heat_board (WmSimulationPage *self)
{
  return GTK_WIDGET (self->heat[0]);
}

GtkWidget *
wm_simulation_page_get_card_table (WmSimulationPage *self)
{
  return GTK_WIDGET (self->table);
}

static void
wm_simulation_page_dispose (GObject *object)
{
  WmSimulationPage *self = WM_SIMULATION_PAGE (object);
  GtkWidget *child;

  /* The task holds the page until the worker ends; asking it to stop
   * keeps closing the window quick. */
  self->disposed = TRUE;
  wm_simulation_page_cancel (self);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->figures_height);
  G_OBJECT_CLASS (wm_simulation_page_parent_class)->dispose (object);
}

static void
wm_simulation_page_finalize (GObject *object)
{
  WmSimulationPage *self = WM_SIMULATION_PAGE (object);

  result_clear (&self->results[0]);
  result_clear (&self->results[1]);
  result_clear (&self->baseline);
  g_ptr_array_unref (self->first_events);
  G_OBJECT_CLASS (wm_simulation_page_parent_class)->finalize (object);
}

static void
wm_simulation_page_class_init (WmSimulationPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_simulation_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_simulation_page_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "sim.export", "s", export_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "sim.keep-baseline", NULL,
                                   keep_baseline_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "sim.unpin-baseline", NULL,
                                   unpin_baseline_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "sim.load-results", NULL,
                                   load_action);
}

static void
wm_simulation_page_init (WmSimulationPage *self)
{
  self->first_events = g_ptr_array_new_with_free_func (g_free);
  build (self);
  show_baseline (self);
  restore_settings (self);
}

GtkWidget *
wm_simulation_page_new (void)
{
  return g_object_new (WM_TYPE_SIMULATION_PAGE, NULL);
}
