#pragma once

#include <gtk/gtk.h>

#include "wm-bot-chooser.h"
#include "wm-document.h"
#include "wm-sim-charts.h"
#include "wm-sim-run.h"

G_BEGIN_DECLS

/* The Simulation section: a batch of bot games of the document's variant
 * run off the main thread (the sim module's thread pool) with progress and
 * cancel; results drawn as charts (win rate per character and per seat
 * with 95 % intervals, game length, gold by source), the heat map of visits
 * on the board and a table per card, the previous run beside the latest;
 * export as JSON, CSV and PNG; any game of the batch opens in Playtest. */
#define WM_TYPE_SIMULATION_PAGE (wm_simulation_page_get_type ())
G_DECLARE_FINAL_TYPE (WmSimulationPage, wm_simulation_page, WM, SIMULATION_PAGE, GtkWidget)

GtkWidget *wm_simulation_page_new (void);
void wm_simulation_page_set_document (WmSimulationPage *self, WmDocument *document);
/* Where "Open in Playtest" shows a game of the batch. */
void wm_simulation_page_set_playtest (WmSimulationPage *self, GtkWidget *playtest_page);

/* Starts a batch as the Run button does, with @bots as `simulate --bots`
 * takes them ("greedy,planner:explorer", personas looked up in the file
 * the Bots popover loaded first), or NULL for the bots chosen there. */
gboolean wm_simulation_page_run (WmSimulationPage *self, int players, guint64 games,
                                 const char *bots, guint64 seed, GError **error);
void wm_simulation_page_cancel (WmSimulationPage *self);
/* Runs a batch of what the page's fields say, as its Run button does
 * (win.simulation-run, Ctrl+R); nothing while a batch runs. */
void wm_simulation_page_run_as_set (WmSimulationPage *self);
/* The id of the event every game of the next batch turns up on day 2
 * (the Variant popover's First event), NULL for a shuffled deck, and with
 * No events on, when the choice waits greyed. */
const char *wm_simulation_page_get_first_event (WmSimulationPage *self);
/* Chooses the event @id (NULL: shuffled); FALSE, and shuffled, when the
 * event deck the games deal has no such card. */
gboolean wm_simulation_page_set_first_event (WmSimulationPage *self, const char *id);
gboolean wm_simulation_page_is_running (WmSimulationPage *self);

/* The latest result document (NULL before one) and the one before it. */
JsonNode *wm_simulation_page_get_result (WmSimulationPage *self);
JsonNode *wm_simulation_page_get_previous (WmSimulationPage *self);
/* Keep as Baseline: the latest run becomes the one every next run is
 * compared with (shown as the previous run, titled "Baseline"), whatever
 * runs come between, until it is unpinned; a bar over the results says
 * which run it is (games, seed, players, design). Nothing before a run. */
void wm_simulation_page_keep_baseline (WmSimulationPage *self);
void wm_simulation_page_unpin_baseline (WmSimulationPage *self);
/* The result kept as the baseline, NULL when none is. */
JsonNode *wm_simulation_page_get_baseline (WmSimulationPage *self);
/* Load Results…: the result at @path (of `simulate --out`, `merge` or
 * Export JSON), read as `compare` reads one (wm_sim_report_load ()),
 * shown as the latest run, or with @as_baseline kept as the baseline
 * (the latest run compared with it at once). FALSE with @error naming the
 * file and what is wrong in it ("r.json:3:4: error: a comma is missing
 * between two members"), the runs shown left as they were. Its games can
 * be opened in Playtest when they are of the design as it is now and the
 * batch was played whole. */
gboolean wm_simulation_page_load_results (WmSimulationPage *self, const char *path,
                                          gboolean as_baseline, GError **error);
/* The axes both runs' charts are drawn on (wm_sim_chart_scale () of both). */
void wm_simulation_page_get_chart_scale (WmSimulationPage *self, WmSimChartScale *scale);
/* The file name Export suggests for the latest run, ending in
 * @extension: "VARIANT-4p-greedy-500g-seed7-DESIGN.json" (the variant,
 * players, bots, games, seed, "partial" for a cancelled run, the start
 * of the design's fingerprint); "simulation.json" before a run. */
char *wm_simulation_page_export_name (WmSimulationPage *self, const char *extension);

/* The Bots button and its popover. */
WmBotChooser *wm_simulation_page_get_bot_chooser (WmSimulationPage *self);
/* The heat map board of the latest run (for tests), and of the previous. */
GtkWidget *wm_simulation_page_get_heat_board (WmSimulationPage *self);
GtkWidget *wm_simulation_page_get_previous_heat_board (WmSimulationPage *self);
/* The tables per card (a WmSimCardTable): the latest run's, with two
 * runs each card's figures of both. */
GtkWidget *wm_simulation_page_get_card_table (WmSimulationPage *self);
/* Writes the charts and the heat map of the latest run as one PNG. */
gboolean wm_simulation_page_export_png (WmSimulationPage *self, const char *path, GError **error);
/* Writes the latest run's CSV summary, its characters and cards named as
 * the variant the run played names them (`simulate --csv`'s columns). */
gboolean wm_simulation_page_export_csv (WmSimulationPage *self, const char *path, GError **error);

G_END_DECLS
