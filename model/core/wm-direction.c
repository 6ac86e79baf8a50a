#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-direction.h"

static const char *const direction_names[WM_N_DIRS] = { "n", "ne", "e", "se", "s", "sw", "w", "nw" };
static const char *const edge_names[WM_N_EDGES] = { "n", "e", "s", "w" };
static const char *const corner_names[WM_N_CORNERS] = { "ne", "se", "sw", "nw" };

static int
lookup_name (const char *const *names, int n, const char *s)
{
  if (s == NULL)
    return -1;
  for (int i = 0; i < n; i++)
    if (strcmp (names[i], s) == 0)
      return i;
  return -1;
}

static int
wrap (int value, int n)
{
  return ((value % n) + n) % n;
}

const char *
wm_direction_to_string (WmDirection dir)
{
  g_return_val_if_fail (dir >= 0 && dir < WM_N_DIRS, "?");
  return direction_names[dir];
}

WmDirection
wm_direction_from_string (const char *s)
{
  return lookup_name (direction_names, WM_N_DIRS, s);
}

WmDirection
wm_direction_rotate (WmDirection dir, int quarters)
{
  g_return_val_if_fail (dir >= 0 && dir < WM_N_DIRS, dir);
  return wrap (dir + 2 * quarters, WM_N_DIRS);
}

WmDirection
wm_direction_opposite (WmDirection dir)
{
  g_return_val_if_fail (dir >= 0 && dir < WM_N_DIRS, dir);
  return wrap (dir + 4, WM_N_DIRS);
}

void
wm_direction_vector (WmDirection dir, int *dx, int *dy)
{
  static const int vx[WM_N_DIRS] = { 0, 1, 1, 1, 0, -1, -1, -1 };
  static const int vy[WM_N_DIRS] = { -1, -1, 0, 1, 1, 1, 0, -1 };

  g_return_if_fail (dir >= 0 && dir < WM_N_DIRS);
  *dx = vx[dir];
  *dy = vy[dir];
}

/* Compass bearing in degrees, clockwise from north, with y growing south. */
static double
bearing (double x0, double y0, double x1, double y1)
{
  double deg = atan2 (x1 - x0, -(y1 - y0)) * 180.0 / G_PI;
  return deg < 0 ? deg + 360.0 : deg;
}

WmDirection
wm_direction_from_bearing (double x0, double y0, double x1, double y1)
{
  return wrap ((int) floor (bearing (x0, y0, x1, y1) / 45.0 + 0.5), WM_N_DIRS);
}

double
wm_direction_angle_to (WmDirection dir, double x0, double y0, double x1, double y1)
{
  double diff = fabs (bearing (x0, y0, x1, y1) - dir * 45.0);
  return diff > 180.0 ? 360.0 - diff : diff;
}

const char *
wm_edge_to_string (WmEdge edge)
{
  g_return_val_if_fail (edge >= 0 && edge < WM_N_EDGES, "?");
  return edge_names[edge];
}

WmEdge
wm_edge_from_string (const char *s)
{
  return lookup_name (edge_names, WM_N_EDGES, s);
}

WmEdge
wm_edge_rotate (WmEdge edge, int quarters)
{
  return wrap (edge + quarters, WM_N_EDGES);
}

const char *
wm_corner_to_string (WmCorner corner)
{
  g_return_val_if_fail (corner >= 0 && corner < WM_N_CORNERS, "?");
  return corner_names[corner];
}

WmCorner
wm_corner_from_string (const char *s)
{
  return lookup_name (corner_names, WM_N_CORNERS, s);
}

WmCorner
wm_corner_rotate (WmCorner corner, int quarters)
{
  return wrap (corner + quarters, WM_N_CORNERS);
}

int
wm_corner_cell (WmCorner corner, int cols, int rows)
{
  switch (corner)
    {
    case WM_CORNER_NE: return cols - 1;
    case WM_CORNER_SE: return rows * cols - 1;
    case WM_CORNER_SW: return (rows - 1) * cols;
    default: return 0;
    }
}
