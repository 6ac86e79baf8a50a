#pragma once

#include <cairo.h>
#include <json-glib/json-glib.h>

#include "wm-map.h"
#include "wm-render-chart.h"
#include "wm-render-map.h"

G_BEGIN_DECLS

/* Pictures of a simulation result document (wm-sim-report.h), drawn with
 * editor/render's charts: win rate per character and per seat with their
 * 95 % intervals and the parity line, the game length histogram and gold
 * by source per character. */
#define WM_SIM_CHARTS_HEIGHT 1040

/* The axes the charts of several results are drawn on, so that a bar that
 * moves between two runs moved in the runs and not in the scale: the
 * highest win rate (or interval's end, or parity) per character and per
 * seat, the most gold of a source and the game-length histogram's days
 * and highest count. */
typedef struct
{
  double character_rate, seat_rate, gold;
  WmHistogramAxes days;
} WmSimChartScale;

/* The scale on which every one of the @n results @docs fits. */
void wm_sim_chart_scale (JsonNode *const *docs, int n, WmSimChartScale *scale);

/* Draws @doc's charts on @scale (NULL: each chart on its own values). */
void wm_sim_charts_draw (cairo_t *cr, JsonNode *doc, const WmVariant *variant,
                         const WmSimChartScale *scale, double width, double height);

/* Puts the visits of @doc on @overlay as heat, for the spaces of @map
 * (visits are counted per region side, so any arrangement shows them),
 * its colours running up to @scale visits where that is more than the
 * most of a space here (0: up to this run's most), so that two runs
 * side by side share one scale and equal colours are equal counts.
 * Returns how many spaces got a value above zero. */
int wm_sim_heat_fill (WmRenderOverlay *overlay, const WmMap *map, JsonNode *doc, double scale);
/* The most visits of a space of @map in @doc's games: the hottest of its
 * heat map on a scale of its own. */
double wm_sim_heat_max (const WmMap *map, JsonNode *doc);

/* The heat map's legend: the colours from no visits to the most visits of
 * a space on @overlay (its scale), with the counts they stand for; with
 * @shared, that the scale is both runs'. Its caption, translated. */
#define WM_SIM_HEAT_LEGEND_HEIGHT 56
void wm_sim_heat_legend_draw (cairo_t *cr, const WmRenderOverlay *overlay, gboolean shared,
                              double width, double height);
const char *wm_sim_heat_legend_caption (gboolean shared);

G_END_DECLS
