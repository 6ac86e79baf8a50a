#pragma once

/* The configuration a simulation result was played with, read back from
 * its "config" (wm_sim_batch_config_json ()), for a result the
 * Simulation page loads from a file (Load Results…): its titles, its
 * bots and players, and a game of it opened in Playtest need the
 * WmSimConfig a run of the page keeps. */

#include <json-glib/json-glib.h>

#include "wm-sim-run.h"

G_BEGIN_DECLS

/* Fills @config from @doc's config (a result wm_sim_report_load ()
 * checked), @variant giving the characters' indexes (a character it does
 * not have, or "random", is -1). A bot of a persona file is read by its
 * tier and the weights the result wrote, which are what it played with.
 * FALSE when the config does not say who played (no players, no bots, or
 * a bot of an unknown tier). */
gboolean wm_sim_result_config (JsonNode *doc, const WmVariant *variant, WmSimConfig *config);

G_END_DECLS
