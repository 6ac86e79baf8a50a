#pragma once

/* Where a small label goes beside its space so that no icon covers it: a
 * few places round the space are tried in a fixed order and the first one
 * free of every obstacle is taken. Pure geometry in the reader's axes (x
 * to the right, y down, as the label reads), so that it is tested without
 * drawing anything; the map renderer turns the axes of a turned region into
 * these. */

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x0, y0, x1, y1;
} WmLabelBox;

/* What a label must keep off: a disc (the icon of a space: town, castle,
 * inn, secret slot or plain space) when @r > 0, else @box (a label placed
 * before). @weight is what covering it costs when no place is free. */
typedef struct
{
  double x, y, r;
  WmLabelBox box;
  double weight;
} WmLabelObstacle;

/* The places tried, in this order, named as the reader sees them. */
typedef enum
{
  WM_LABEL_ABOVE_LEFT,
  WM_LABEL_ABOVE_RIGHT,
  WM_LABEL_BELOW_RIGHT,
  WM_LABEL_BELOW_LEFT,
  WM_LABEL_LEFT,
  WM_LABEL_RIGHT,
  WM_LABEL_ABOVE,
  WM_LABEL_BELOW,
  WM_LABEL_N_PLACES
} WmLabelPlace;

/* Whether @box and the disc of radius @r round (@x, @y) overlap (touching
 * is not overlapping). */
gboolean wm_label_box_meets_disc (const WmLabelBox *box, double x, double y, double r);
gboolean wm_label_boxes_meet (const WmLabelBox *a, const WmLabelBox *b);

/* What covering @obstacles with @box costs: the weights of the discs it
 * meets and of the boxes it meets once grown by @gap on every side (two
 * labels that only touch read as one word: "LanciaQuerciacava"). */
double wm_label_covered_weight (const WmLabelBox *box, double gap, const WmLabelObstacle *obstacles,
                                guint n_obstacles);

/* The box of a @w × @h label at @place round a space centred on (@x, @y)
 * whose icon reaches @clear from its centre: the box's nearest point is
 * @clear away from the centre. */
WmLabelBox wm_label_candidate (WmLabelPlace place, double x, double y, double clear, double w,
                               double h);

/* Places a @w × @h label round a space centred on (@x, @y) whose icon
 * reaches @clear: the first place of WmLabelPlace's order that meets none
 * of @obstacles, else the one whose obstacles weigh least (the earlier on
 * a tie). Sets @placed to its box and returns the place. */
WmLabelPlace wm_label_place (double x, double y, double clear, double w, double h,
                             const WmLabelObstacle *obstacles, guint n_obstacles,
                             WmLabelBox *placed);

G_END_DECLS
