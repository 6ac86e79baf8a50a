#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <math.h>

#include "wm-way-geometry.h"

double
wm_space_drawn_radius (const WmSpace *space)
{
  switch (space->kind)
    {
    case WM_SPACE_TOWN:
      return WM_TOWN_R;
    case WM_SPACE_CASTLE:
      return WM_CASTLE_R;
    default:
      return WM_SPACE_R;
    }
}

/* @dir as a unit vector; none for no direction (a file edited by hand). */
static void
unit_vector (WmDirection dir, double *ux, double *uy)
{
  int dx = 0, dy = 0;
  double len;

  if (dir >= 0 && dir < WM_N_DIRS)
    wm_direction_vector (dir, &dx, &dy);
  len = sqrt ((double)(dx * dx + dy * dy));
  *ux = len > 0 ? dx / len : 0;
  *uy = len > 0 ? dy / len : 0;
}

WmCubic
wm_path_cubic (const WmSpace *a, WmDirection adir, const WmSpace *b, WmDirection bdir)
{
  double d = hypot (b->x - a->x, b->y - a->y), k = d * 0.38, ux, uy, vx, vy;

  unit_vector (adir, &ux, &uy);
  unit_vector (bdir, &vx, &vy);
  return (WmCubic){ { a->x, a->x + ux * k, b->x + vx * k, b->x },
                    { a->y, a->y + uy * k, b->y + vy * k, b->y } };
}

WmCubic
wm_port_cubic (const WmSpace *space, const WmPort *port, double size)
{
  /* inward normals of the edges n, e, s, w */
  static const double nx[] = { 0, -1, 0, 1 }, ny[] = { 1, 0, -1, 0 };
  int edge = port->edge >= 0 && port->edge < WM_N_EDGES ? port->edge : WM_EDGE_N;
  double ex, ey, ux, uy, k;

  wm_port_point (port, size, &ex, &ey);
  unit_vector (port->dir, &ux, &uy);
  k = hypot (ex - space->x, ey - space->y) * 0.45;
  return (WmCubic){ { space->x, space->x + ux * k, ex + nx[edge] * k, ex },
                    { space->y, space->y + uy * k, ey + ny[edge] * k, ey } };
}

void
wm_cubic_point (const WmCubic *c, double t, double *x, double *y)
{
  double u = 1 - t, b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t;

  *x = b0 * c->x[0] + b1 * c->x[1] + b2 * c->x[2] + b3 * c->x[3];
  *y = b0 * c->y[0] + b1 * c->y[1] + b2 * c->y[2] + b3 * c->y[3];
}
