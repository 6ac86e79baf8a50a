#pragma once

/* Redrawing only what an edit changed on the region canvas. The canvas
 * keeps the rendered side in a surface; after an edit of the side, this
 * finds the rectangle whose pixels may differ (by comparing the side with
 * what was last drawn) and repaints just that rectangle, drawing only the
 * spaces, paths, ports and lakes that can reach into it or move a label
 * that does. The pixels come out as a full render of the edited side would
 * make them (tests/map/test-map-damage.c compares the two). Cairo only.
 *
 * How far each element's drawing reaches, and what else decides it (label
 * places, a lake's water stopped by other spaces), mirrors
 * editor/render/wm-render-map.c: when the renderer makes a drawing depend
 * on something farther away, the reaches here must follow. */

#include <cairo.h>

#include "wm-render-map.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* A rectangle in region units. */
typedef struct
{
  double x0, y0, x1, y1;
} WmMapRect;

typedef struct _WmMapDamage WmMapDamage;

WmMapDamage *wm_map_damage_new (void);
void wm_map_damage_free (WmMapDamage *damage);
/* Records @side as what is drawn now (after a full render). */
void wm_map_damage_reset (WmMapDamage *damage, const WmVariant *variant, const WmRegion *region,
                          const WmSide *side);
/* Compares @side with what was drawn: FALSE when no pixel can differ,
 * else TRUE with the rectangle that can in @rect; @side is then recorded
 * as drawn. */
gboolean wm_map_damage_update (WmMapDamage *damage, const WmVariant *variant,
                               const WmRegion *region, const WmSide *side, WmMapRect *rect);
/* Draws what of @side can show in @rect (the caller clips to it): the
 * region canvas zoomed in beyond its cache draws the visible part so. */
void wm_map_damage_draw_part (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                              const WmSide *side, const WmMapStyle *style, const WmMapRect *rect);
/* Repaints @rect of a rendered side on @cr, whose user space is the
 * region's (units); the rectangle is widened to whole device pixels, so
 * that no seam shows where it meets what was already there. */
void wm_map_damage_repaint (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                            const WmSide *side, const WmMapStyle *style, const WmMapRect *rect);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmMapDamage, wm_map_damage_free)

G_END_DECLS
