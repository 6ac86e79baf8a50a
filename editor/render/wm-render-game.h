#pragma once

/* A game in progress drawn on its board: the compiled map, then the pieces
 * of a WmGameState — characters, highwaymen, the weapons left in forts,
 * inns and secret places discovered or not (portals among them). Drawn in
 * the board coordinates of wm_render_map (). */

#include <cairo.h>
#include <glib.h>

#include "wm-game.h"
#include "wm-render-map.h"

G_BEGIN_DECLS

void wm_render_game_state (cairo_t *cr, const WmGame *game, const WmGameState *state,
                           const WmMapStyle *style);

G_END_DECLS
