#pragma once

#include <cairo.h>
#include <json-glib/json-glib.h>

#include "wm-map.h"
#include "wm-render-map.h"

G_BEGIN_DECLS

/* Pictures of a simulation result document (wm-sim-report.h), drawn with
 * editor/render's charts: win rate per character and per seat with their
 * 95 % intervals and the parity line, the game length histogram and gold
 * by source per character. */
#define WM_SIM_CHARTS_HEIGHT 1040
void wm_sim_charts_draw (cairo_t *cr, JsonNode *doc, const WmVariant *variant, double width,
                         double height);

/* Puts the visits of @doc on @overlay as heat, for the spaces of @map
 * (visits are counted per region side, so any arrangement shows them).
 * Returns how many spaces got a value above zero. */
int wm_sim_heat_fill (WmRenderOverlay *overlay, const WmMap *map, JsonNode *doc);

/* The heat map's legend: the colours from no visits to the most visits of
 * a space on @overlay, with the counts they stand for. */
#define WM_SIM_HEAT_LEGEND_HEIGHT 56
void wm_sim_heat_legend_draw (cairo_t *cr, const WmRenderOverlay *overlay, double width,
                              double height);

G_END_DECLS
