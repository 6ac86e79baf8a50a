#pragma once

/* Where a small label goes beside its space so that it covers as little
 * as it can: a few places round the space are tried in a fixed order and
 * the first one free of every obstacle is taken, else the one whose
 * obstacles weigh least. Obstacles are the icons of spaces, the ways
 * drawn between them and the labels placed before, which is what makes
 * the order of placing matter: later labels keep off earlier ones. Pure
 * geometry in the reader's axes (x to the right, y down, as the label
 * reads), so that it is tested without drawing anything; the map renderer
 * turns the axes of a turned region into these. */

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x0, y0, x1, y1;
} WmLabelBox;

typedef enum
{
  WM_LABEL_OBSTACLE_BOX,     /* a label placed before: @box */
  WM_LABEL_OBSTACLE_DISC,    /* the icon of a space: the disc of radius @r round (@x, @y) */
  WM_LABEL_OBSTACLE_SEGMENT, /* a piece of a way: from (@x, @y) to (@x2, @y2), @r either side */
} WmLabelShape;

/* What a label must keep off. @weight is what covering it costs when no
 * place is free. */
typedef struct
{
  WmLabelShape shape;
  double x, y, r;
  double x2, y2;
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
/* Whether the segment from (@x0, @y0) to (@x1, @y1), @r wide on either
 * side, overlaps @box (its ends are square: what it covers past a corner
 * of the box is counted as covered). */
gboolean wm_label_box_meets_segment (const WmLabelBox *box, double x0, double y0, double x1,
                                     double y1, double r);

/* The box of a @w × @h label at @place round a space centred on (@x, @y)
 * whose icon reaches @clear from its centre: the box's nearest point is
 * @clear away from the centre. */
WmLabelBox wm_label_candidate (WmLabelPlace place, double x, double y, double clear, double w,
                               double h);

/* Moves @box as little as puts it inside @bounds, across and down apart
 * (a name beside a space at the map's edge slides along the edge instead
 * of running off it). Along an axis where @box is larger than @bounds it
 * stays where it is: it is cut wherever it goes. TRUE when it moved. */
gboolean wm_label_box_keep_inside (WmLabelBox *box, const WmLabelBox *bounds);

/* The obstacles of one drawing, filed by where they lie so that a label
 * is only tested against those near it: a dense side has thousands. */
typedef struct _WmLabelField WmLabelField;

/* A field for obstacles within @x0 … @x1, @y0 … @y1 (those beyond still
 * count, filed at the edge). */
WmLabelField *wm_label_field_new (double x0, double y0, double x1, double y1);
void wm_label_field_free (WmLabelField *field);
void wm_label_field_add (WmLabelField *field, const WmLabelObstacle *obstacle);
/* Where the labels placed from now on must lie (the edge of what is
 * drawn: a label past it is cut), or NULL for anywhere, as a new field
 * has it. wm_label_place () moves each candidate inside before it weighs
 * it (wm_label_box_keep_inside ()). */
void wm_label_field_set_bounds (WmLabelField *field, const WmLabelBox *bounds);
/* Moves @box inside @field's bounds, as wm_label_place () moves each
 * candidate; TRUE when it moved. */
gboolean wm_label_field_keep_inside (const WmLabelField *field, WmLabelBox *box);
/* A placed label as a box obstacle of @weight, for the labels after it. */
void wm_label_field_add_box (WmLabelField *field, const WmLabelBox *box, double weight);
/* What covering obstacles with @box costs: the weights of the discs and
 * segments it meets and of the boxes it meets once grown by @gap on every
 * side (two labels that only touch read as one word: "LanciaQuerciacava"). */
double wm_label_field_covered_weight (WmLabelField *field, const WmLabelBox *box, double gap);

/* Places a @w × @h label round a space centred on (@x, @y) whose icon
 * reaches @clear: the first place of WmLabelPlace's order that, moved
 * inside the field's bounds, meets none of @field's obstacles (boxes
 * grown by @gap), else the one whose obstacles weigh least (the earlier
 * on a tie). Sets @placed to its box and returns the place; the field is
 * left as it was. */
WmLabelPlace wm_label_place (WmLabelField *field, double x, double y, double clear, double w,
                             double h, double gap, WmLabelBox *placed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmLabelField, wm_label_field_free)

G_END_DECLS
