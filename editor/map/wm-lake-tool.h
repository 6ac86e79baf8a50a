#pragma once

/* What a click of the lake tool on a space does, apart from the canvas so
 * that it is tested without a display. A drag (from a space or from empty
 * ground) makes a new lake (wm_map_add_lake()); a click toggles the space
 * on the nearest lake, but only on a lake next to it: a click on a space
 * far from every lake is refused rather than stretching a lake across the
 * region, which nothing on screen would point out. */

#include "wm-document.h"

G_BEGIN_DECLS

/* Toggles @space as a shore (an island with @island) of the lake nearest to
 * it, an inland lake or a corner part, as wm_map_toggle_shore() does; one
 * undoable step. Refused (WM_MAP_EDIT_ERROR_INVALID, the reason in words)
 * when that lake is not next to the space: farther than WM_LAKE_TOOL_REACH
 * beyond the lake's farthest space, or beyond a quarter of the region from
 * the corner of an empty corner part. @said (may be NULL) receives what was
 * done, for the designer ("s13 added to the shore of lake l2"). */
gboolean wm_lake_tool_click (WmDocument *doc, const char *region, int side, const char *space,
                             gboolean island, char **said, GError **error);

/* Region units beyond a lake's farthest space that still count as next to
 * it. On the base game's boards a new shore lies about as far from the
 * lake's centre as its other shores, and the space behind a shore a good
 * deal farther (r1's s13 behind s23: 1.2 units more than lake l1's
 * farthest shore). */
#define WM_LAKE_TOOL_REACH 1.0

G_END_DECLS
