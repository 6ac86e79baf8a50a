#pragma once

/* The validation overlay of the region canvas: which of the design's
 * diagnostics concern the side on show, and where they go. A diagnostic
 * names its region and side in `where` ("region r1 / side A"); the spaces it
 * is about are the space ids its message names. Those get a marker on the
 * space; the others are listed in a banner over the canvas. Cairo only. */

#include <cairo.h>

#include "wm-diagnostic.h"
#include "wm-label-place.h"
#include "wm-render-map.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef struct _WmMapOverlay WmMapOverlay;

WmMapOverlay *wm_map_overlay_new (void);
void wm_map_overlay_free (WmMapOverlay *overlay);
void wm_map_overlay_set_place (WmMapOverlay *overlay, const char *region, int side);
/* Keeps what concerns the place out of @diags (may be NULL). */
void wm_map_overlay_set_diagnostics (WmMapOverlay *overlay, WmVariant *variant,
                                     const WmDiagnostics *diags);
/* Diagnostics of the place, placed on a space and not. */
guint wm_map_overlay_get_n_placed (const WmMapOverlay *overlay);
guint wm_map_overlay_get_n_unplaced (const WmMapOverlay *overlay);
/* The line the canvas's banner draws for the @index-th of those not
 * placed: the message, then its detail (if any) in brackets. */
const char *wm_map_overlay_get_unplaced_text (const WmMapOverlay *overlay, guint index);
/* The severity marked on @space, or -1. */
int wm_map_overlay_get_marker (const WmMapOverlay *overlay, const char *space);
/* The castle slot that @space ties with for the fort (the validator's
 * arrangement-fort: equally near the map edge in some boards), or NULL.
 * wm_map_overlay_draw () marks such a pair. */
const char *wm_map_overlay_get_fort_tie (const WmMapOverlay *overlay, const char *space);
/* Adds the markers to a render overlay. */
void wm_map_overlay_apply (const WmMapOverlay *overlay, WmRenderOverlay *render);
/* A count badge beside each marked space, and a dashed line with "=" on
 * each slot of a tied pair, in region units (@zoom: pixels per unit, to
 * keep the badges readable). @ids (space id → WmLabelBox, may be NULL):
 * where the spaces' ids are drawn, which the badges keep off. */
void wm_map_overlay_draw (const WmMapOverlay *overlay, cairo_t *cr, const WmSide *side,
                          double zoom, GHashTable *ids);
/* Whether some space has a count badge. */
gboolean wm_map_overlay_has_badges (const WmMapOverlay *overlay);
/* The radius of a count badge at @zoom, in region units. */
double wm_map_overlay_badge_radius (double zoom);
/* Where the count badge of @sp goes, of radius @r: the first of its
 * corners (top right, bottom right, bottom left, then top left unless a
 * fort tie's "=" is there) whose badge keeps off the space's id and the
 * other ids in @ids (space id → WmLabelBox, may be NULL), else the first
 * that keeps off its own id; where none does (zoomed far out, a badge
 * larger than the space), the same a half radius further out, up to a
 * radius and a half. The id stays readable beside its problem (review 20,
 * R20-12). */
void wm_map_overlay_badge_at (const WmMapOverlay *overlay, const WmSpace *sp, double r,
                              GHashTable *ids, double *x, double *y);
/* The diagnostics not placed on a space, over the top of a canvas of
 * @width × @height pixels. */
void wm_map_overlay_draw_banner (const WmMapOverlay *overlay, cairo_t *cr, double width,
                                 double height);
/* The ids of @side's spaces that @text names, in order, without repeats.
 * A name that is no space of the side but an end of its paths (a path to
 * a missing space, "there is no space “s99”") stands for the paths' ends
 * that exist, which is where the designer can see and delete them. */
GStrv wm_map_overlay_spaces_named (const WmSide *side, const char *text);
/* The path of @side that @text names when neither of its ends is a space
 * of the side ("there is no space “s98”" for a path s98–s99): no space
 * can stand for it, so the path itself is what to select. -1 when none. */
int wm_map_overlay_path_named (const WmSide *side, const char *text);
/* TRUE when @diag is about side @side of @region (or the whole region). */
gboolean wm_map_overlay_concerns (const WmDiagnostic *diag, const char *region, int side);

G_END_DECLS
