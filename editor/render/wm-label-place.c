#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>

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

double
wm_label_covered_weight (const WmLabelBox *box, double gap, const WmLabelObstacle *obstacles,
                         guint n_obstacles)
{
  WmLabelBox grown = { box->x0 - gap, box->y0 - gap, box->x1 + gap, box->y1 + gap };
  double weight = 0;

  g_return_val_if_fail (obstacles != NULL || n_obstacles == 0, 0);
  for (guint i = 0; i < n_obstacles; i++)
    {
      const WmLabelObstacle *o = &obstacles[i];
      gboolean meets = o->r > 0 ? wm_label_box_meets_disc (box, o->x, o->y, o->r)
                                : wm_label_boxes_meet (&grown, &o->box);
      if (meets)
        weight += o->weight;
    }
  return weight;
}

WmLabelPlace
wm_label_place (double x, double y, double clear, double w, double h,
                const WmLabelObstacle *obstacles, guint n_obstacles, WmLabelBox *placed)
{
  WmLabelPlace best = WM_LABEL_ABOVE_LEFT;
  double best_weight = G_MAXDOUBLE;

  g_return_val_if_fail (placed != NULL, WM_LABEL_ABOVE_LEFT);
  g_return_val_if_fail (obstacles != NULL || n_obstacles == 0, WM_LABEL_ABOVE_LEFT);

  for (WmLabelPlace place = 0; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox box = wm_label_candidate (place, x, y, clear, w, h);
      double weight = wm_label_covered_weight (&box, 0, obstacles, n_obstacles);
      if (weight < best_weight)
        {
          best = place, best_weight = weight, *placed = box;
          if (weight <= 0)
            break; /* the first free place */
        }
    }
  return best;
}
