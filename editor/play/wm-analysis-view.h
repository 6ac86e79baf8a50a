#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "wm-analysis.h"
#include "wm-document.h"

G_BEGIN_DECLS

/* The Simulation page's Analysis: what `waymark-cli analyze` prints, from
 * the same model functions (wm-analysis.h), for the document as it is
 * now. The common quests' rewards against the moves they ask, in a table
 * that sorts by any column, outliers flagged with why, each quest a link
 * to its card on the Decks page; each movement card's reach; the draw
 * odds for the cards and days chosen; what is not measured. It follows
 * every edit, computed off the main thread (the base game takes some
 * 400 million instructions, over 100 ms), and a variant with errors that
 * stop `analyze` is refused here too, its first errors named. */
#define WM_TYPE_ANALYSIS_VIEW (wm_analysis_view_get_type ())
G_DECLARE_FINAL_TYPE (WmAnalysisView, wm_analysis_view, WM, ANALYSIS_VIEW, GtkWidget)

/* A row of the quests' table or the movement cards': the figures as the
 * model gave them, whose strings stay valid while the row lives. */
#define WM_TYPE_ANALYSIS_ROW (wm_analysis_row_get_type ())
G_DECLARE_FINAL_TYPE (WmAnalysisRow, wm_analysis_row, WM, ANALYSIS_ROW, GObject)

/* The quest's figures (NULL in the movement cards' table). */
const WmQuestDistance *wm_analysis_row_get_quest (WmAnalysisRow *row);
/* The card's reach (NULL in the quests' table). */
const WmCardReach *wm_analysis_row_get_reach (WmAnalysisRow *row);
/* The card's name in the display language. */
const char *wm_analysis_row_get_title (WmAnalysisRow *row);

GtkWidget *wm_analysis_view_new (void);
void wm_analysis_view_set_document (WmAnalysisView *self, WmDocument *document);
/* The latest run of the Simulation page (a result of wm-sim-report.h, or
 * NULL), and the file it was loaded from (NULL for a run of the page),
 * which the note names: with From the latest run ticked, the side quests'
 * completion share and gold per side quest taken are its own when it is
 * of the design as it is now, as `analyze --from` takes them; else the
 * share typed, the note saying why. */
void wm_analysis_view_set_result (WmAnalysisView *self, JsonNode *result, const char *file);
/* Whether figures of an older state are shown, or none yet: an analysis
 * runs or waits to. */
gboolean wm_analysis_view_is_busy (WmAnalysisView *self);
/* The rows of the quests' and the movement cards' tables in the order
 * shown (as sorted; the movement cards' table shows the first 12 until
 * asked for all, these are all); empty while the variant cannot be
 * analysed. */
GListModel *wm_analysis_view_get_quests (WmAnalysisView *self);
GListModel *wm_analysis_view_get_reach (WmAnalysisView *self);
/* Why the variant cannot be analysed, as shown; NULL when it can. */
const char *wm_analysis_view_get_error (WmAnalysisView *self);

G_END_DECLS
