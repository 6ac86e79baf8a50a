#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-label-place.h"

gboolean
wm_label_box_meets_disc (const WmLabelBox *box, double x, double y, double r)
{
  /* the point of the box nearest the disc's centre */
  double nx = CLAMP (x, box->x0, box->x1), ny = CLAMP (y, box->y0, box->y1);

  return hypot (nx - x, ny - y) < r;
}

gboolean
wm_label_boxes_meet (const WmLabelBox *a, const WmLabelBox *b)
{
  return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

/* Narrows [*t0, *t1], the part of a segment inside a slab, by the side
 * p·t ≤ q (Liang–Barsky). FALSE when nothing is left. */
static gboolean
clip_side (double p, double q, double *t0, double *t1)
{
  double t;

  if (fabs (p) < 1e-12)
    return q > 0; /* parallel: inside the side or wholly out */
  t = q / p;
  if (p < 0)
    *t0 = MAX (*t0, t);
  else
    *t1 = MIN (*t1, t);
  return *t0 < *t1;
}

gboolean
wm_label_box_meets_segment (const WmLabelBox *box, double x0, double y0, double x1, double y1,
                            double r)
{
  /* the segment's centre line against the box grown by its half width */
  double dx = x1 - x0, dy = y1 - y0, t0 = 0, t1 = 1;

  return clip_side (-dx, x0 - (box->x0 - r), &t0, &t1) && clip_side (dx, box->x1 + r - x0, &t0, &t1)
         && clip_side (-dy, y0 - (box->y0 - r), &t0, &t1)
         && clip_side (dy, box->y1 + r - y0, &t0, &t1);
}

/* Shifts [*a0, *a1] inside [b0, b1] where it fits in it. */
static gboolean
keep_span_inside (double *a0, double *a1, double b0, double b1)
{
  double shift = 0;

  if (!(*a1 - *a0 <= b1 - b0))
    return FALSE; /* too long (or NaN): cut wherever it goes */
  if (*a0 < b0)
    shift = b0 - *a0;
  else if (*a1 > b1)
    shift = b1 - *a1;
  *a0 += shift, *a1 += shift;
  return shift != 0;
}

gboolean
wm_label_box_keep_inside (WmLabelBox *box, const WmLabelBox *bounds)
{
  gboolean across, down;

  g_return_val_if_fail (box != NULL && bounds != NULL, FALSE);
  across = keep_span_inside (&box->x0, &box->x1, bounds->x0, bounds->x1);
  down = keep_span_inside (&box->y0, &box->y1, bounds->y0, bounds->y1);
  return across || down;
}

WmLabelBox
wm_label_candidate (WmLabelPlace place, double x, double y, double clear, double w, double h)
{
  /* Diagonal places put the box's inner corner on the circle of @clear;
   * the others put the middle of its inner side there. */
  double d = clear / G_SQRT2;

  switch (place)
    {
    case WM_LABEL_ABOVE_LEFT:
      return (WmLabelBox){ x - d - w, y - d - h, x - d, y - d };
    case WM_LABEL_ABOVE_RIGHT:
      return (WmLabelBox){ x + d, y - d - h, x + d + w, y - d };
    case WM_LABEL_BELOW_RIGHT:
      return (WmLabelBox){ x + d, y + d, x + d + w, y + d + h };
    case WM_LABEL_BELOW_LEFT:
      return (WmLabelBox){ x - d - w, y + d, x - d, y + d + h };
    case WM_LABEL_LEFT:
      return (WmLabelBox){ x - clear - w, y - h / 2, x - clear, y + h / 2 };
    case WM_LABEL_RIGHT:
      return (WmLabelBox){ x + clear, y - h / 2, x + clear + w, y + h / 2 };
    case WM_LABEL_ABOVE:
      return (WmLabelBox){ x - w / 2, y - clear - h, x + w / 2, y - clear };
    case WM_LABEL_BELOW:
    default:
      return (WmLabelBox){ x - w / 2, y + clear, x + w / 2, y + clear + h };
    }
}

static gboolean
obstacle_met (const WmLabelObstacle *o, const WmLabelBox *box, const WmLabelBox *grown)
{
  switch (o->shape)
    {
    case WM_LABEL_OBSTACLE_DISC:
      return wm_label_box_meets_disc (box, o->x, o->y, o->r);
    case WM_LABEL_OBSTACLE_SEGMENT:
      return wm_label_box_meets_segment (box, o->x, o->y, o->x2, o->y2, o->r);
    case WM_LABEL_OBSTACLE_BOX:
    default:
      return wm_label_boxes_meet (grown, &o->box);
    }
}

static WmLabelBox
obstacle_bounds (const WmLabelObstacle *o)
{
  switch (o->shape)
    {
    case WM_LABEL_OBSTACLE_DISC:
      return (WmLabelBox){ o->x - o->r, o->y - o->r, o->x + o->r, o->y + o->r };
    case WM_LABEL_OBSTACLE_SEGMENT:
      return (WmLabelBox){ MIN (o->x, o->x2) - o->r, MIN (o->y, o->y2) - o->r,
                           MAX (o->x, o->x2) + o->r, MAX (o->y, o->y2) + o->r };
    case WM_LABEL_OBSTACLE_BOX:
    default:
      return o->box;
    }
}

/* ---- the field ------------------------------------------------------------ */

/* A grid of square cells, each listing the obstacles whose bounds reach
 * into it. A label spans a cell or two: a unit is about a space's
 * diameter and a half. */
#define CELL 1.0
#define MAX_CELLS_PER_SIDE 512

struct _WmLabelField
{
  double x0, y0;
  int cols, rows;
  GArray *obstacles; /* WmLabelObstacle */
  GArray **cells;    /* of guint, an index in obstacles; NULL while empty */
  GArray *seen;      /* guint per obstacle: the last query that tested it */
  guint query;
  gboolean bounded;
  WmLabelBox bounds; /* where labels must lie, when @bounded */
};

/* The cell of @offset along a side of @n cells, clamped to the grid (in
 * doubles: a space of a file edited by hand may lie a long way off, or
 * nowhere). */
static int
cell_of (double offset, int n)
{
  double t = floor (offset / CELL);

  if (!(t > 0))
    return 0;
  return t < n - 1 ? (int)t : n - 1;
}

WmLabelField *
wm_label_field_new (double x0, double y0, double x1, double y1)
{
  WmLabelField *field = g_new0 (WmLabelField, 1);

  field->x0 = x0, field->y0 = y0;
  field->cols = cell_of (x1 - x0, MAX_CELLS_PER_SIDE) + 1;
  field->rows = cell_of (y1 - y0, MAX_CELLS_PER_SIDE) + 1;
  field->obstacles = g_array_new (FALSE, FALSE, sizeof (WmLabelObstacle));
  field->cells = g_new0 (GArray *, field->cols * field->rows);
  field->seen = g_array_new (FALSE, TRUE, sizeof (guint));
  return field;
}

void
wm_label_field_free (WmLabelField *field)
{
  if (field == NULL)
    return;
  for (int i = 0; i < field->cols * field->rows; i++)
    if (field->cells[i] != NULL)
      g_array_unref (field->cells[i]);
  g_free (field->cells);
  g_array_unref (field->obstacles);
  g_array_unref (field->seen);
  g_free (field);
}

/* The cells @box reaches, clamped to the grid: what lies beyond files at
 * the edge, where a query beyond looks too. */
static void
cell_range (const WmLabelField *field, const WmLabelBox *box, int *c0, int *r0, int *c1, int *r1)
{
  *c0 = cell_of (box->x0 - field->x0, field->cols);
  *c1 = cell_of (box->x1 - field->x0, field->cols);
  *r0 = cell_of (box->y0 - field->y0, field->rows);
  *r1 = cell_of (box->y1 - field->y0, field->rows);
}

void
wm_label_field_add (WmLabelField *field, const WmLabelObstacle *obstacle)
{
  WmLabelBox bounds;
  guint index, zero = 0;
  int c0, r0, c1, r1;

  g_return_if_fail (field != NULL && obstacle != NULL);
  bounds = obstacle_bounds (obstacle);
  if (!(bounds.x0 <= bounds.x1 && bounds.y0 <= bounds.y1))
    return; /* NaN or inside out: covers nothing */
  index = field->obstacles->len;
  g_array_append_val (field->obstacles, *obstacle);
  g_array_append_val (field->seen, zero);
  cell_range (field, &bounds, &c0, &r0, &c1, &r1);
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      {
        GArray **cell = &field->cells[r * field->cols + c];
        if (*cell == NULL)
          *cell = g_array_sized_new (FALSE, FALSE, sizeof (guint), 8);
        g_array_append_val (*cell, index);
      }
}

void
wm_label_field_set_bounds (WmLabelField *field, const WmLabelBox *bounds)
{
  g_return_if_fail (field != NULL);
  field->bounded = bounds != NULL;
  if (bounds != NULL)
    field->bounds = *bounds;
}

gboolean
wm_label_field_keep_inside (const WmLabelField *field, WmLabelBox *box)
{
  g_return_val_if_fail (field != NULL && box != NULL, FALSE);
  return field->bounded && wm_label_box_keep_inside (box, &field->bounds);
}

void
wm_label_field_add_box (WmLabelField *field, const WmLabelBox *box, double weight)
{
  WmLabelObstacle o = { .shape = WM_LABEL_OBSTACLE_BOX, .box = *box, .weight = weight };

  wm_label_field_add (field, &o);
}

double
wm_label_field_covered_weight (WmLabelField *field, const WmLabelBox *box, double gap)
{
  WmLabelBox grown = { box->x0 - gap, box->y0 - gap, box->x1 + gap, box->y1 + gap };
  double weight = 0;
  guint *seen;
  int c0, r0, c1, r1;

  g_return_val_if_fail (field != NULL && box != NULL, 0);
  if (!(box->x0 <= box->x1 && box->y0 <= box->y1))
    return 0; /* NaN (a space nowhere) or inside out: covers nothing */
  seen = (guint *)field->seen->data;
  if (++field->query == 0) /* wrapped: forget every mark */
    {
      memset (seen, 0, field->seen->len * sizeof *seen);
      field->query = 1;
    }
  cell_range (field, &grown, &c0, &r0, &c1, &r1);
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      {
        const GArray *cell = field->cells[r * field->cols + c];
        for (guint k = 0; cell != NULL && k < cell->len; k++)
          {
            guint i = g_array_index (cell, guint, k);
            const WmLabelObstacle *o = &g_array_index (field->obstacles, WmLabelObstacle, i);
            if (seen[i] == field->query)
              continue; /* filed in two cells */
            seen[i] = field->query;
            if (obstacle_met (o, box, &grown))
              weight += o->weight;
          }
      }
  return weight;
}

WmLabelPlace
wm_label_place (WmLabelField *field, double x, double y, double clear, double w, double h,
                double gap, WmLabelBox *placed)
{
  WmLabelPlace best = WM_LABEL_ABOVE_LEFT;
  double best_weight = G_MAXDOUBLE;

  g_return_val_if_fail (field != NULL && placed != NULL, WM_LABEL_ABOVE_LEFT);
  for (WmLabelPlace place = 0; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox box = wm_label_candidate (place, x, y, clear, w, h);
      double weight;

      wm_label_field_keep_inside (field, &box);
      weight = wm_label_field_covered_weight (field, &box, gap);
      if (weight < best_weight)
        {
          best = place, best_weight = weight, *placed = box;
          if (weight <= 0)
            break; /* the first free place */
        }
    }
  return best;
}
