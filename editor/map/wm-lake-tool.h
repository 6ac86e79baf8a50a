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

/* Turns the shore @space of a lake (@lake_id, or the corner part at
 * @corner) to face it in @dir, as wm_map_set_shore() does, one undoable
 * step; refused as a click is (WM_MAP_EDIT_ERROR_CLASH, the path named) when
 * the lake's water would then lie across a path it did not cover before.
 * The Map inspector's shore rows go through it. */
gboolean wm_lake_tool_set_shore (WmDocument *doc, const char *region, int side,
                                 const char *lake_id, WmCorner corner, const char *space,
                                 WmDirection dir, GError **error);

/* The spaces a lake drag goes round. @points are the drag's @n_points
 * points (x, y pairs in region units) from press to release, the loop
 * closed from the last back to the first. A loop that encloses at least
 * WM_LAKE_TOOL_LOOP_FILL of the rectangle round it takes the spaces whose
 * centres lie inside it; anything flatter (a straight diagonal drag, which
 * encloses nothing) takes the spaces in the rectangle from the first point
 * to the last, as the select tool's band does. @from (may be NULL), the
 * space the drag started on, is always taken: its centre may lie just
 * outside. */
GStrv wm_lake_tool_lasso (const WmSide *side, const double *points, guint n_points,
                          const char *from);
/* Whether the drag @points is taken as a loop rather than as a rectangle
 * (see wm_lake_tool_lasso()), for the canvas to draw what it will take. */
gboolean wm_lake_tool_is_loop (const double *points, guint n_points);

/* A new inland lake whose shores are the spaces the drag goes round
 * (wm_lake_tool_lasso()), each facing its middle, in the free direction
 * nearest to it where paths take the straight one; one undoable step. A
 * space whose every direction toward the lake is taken is left out
 * (wm_map_new_lake_directions ()), and @said (may be NULL; NULL when none
 * was) tells the designer which and what to do. Its id goes to @lake_out
 * (may be NULL). Refused, saying how to draw one, when the drag goes round
 * fewer than two spaces, or, saying what takes the directions, when fewer
 * than two can face the lake. */
gboolean wm_lake_tool_drag (WmDocument *doc, const char *region, int side, const double *points,
                            guint n_points, const char *from, char **lake_out, char **said,
                            GError **error);

/* Of the rectangle round a drag, the share its loop must enclose to be
 * taken as a loop. A straight drag by hand wobbles a little and encloses
 * a few per cent; a loop round spaces encloses well over half (a circle
 * 79 %, a triangle 50 %). */
#define WM_LAKE_TOOL_LOOP_FILL 0.25

/* Region units beyond a lake's farthest space that still count as next to
 * it. On the base game's boards a new shore lies about as far from the
 * lake's centre as its other shores, and the space behind a shore a good
 * deal farther (r1's s13 behind s23: 1.2 units more than lake l1's
 * farthest shore). */
#define WM_LAKE_TOOL_REACH 1.0

G_END_DECLS
