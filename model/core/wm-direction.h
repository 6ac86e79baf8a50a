#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The eight compass directions, clockwise from north, so that turning by
 * 90 degrees is adding 2 modulo 8. */
typedef enum
{
  WM_DIR_N,
  WM_DIR_NE,
  WM_DIR_E,
  WM_DIR_SE,
  WM_DIR_S,
  WM_DIR_SW,
  WM_DIR_W,
  WM_DIR_NW,
  WM_N_DIRS,
  WM_DIR_NONE = -1
} WmDirection;

/* The four sides of a square tile or board, clockwise from north. */
typedef enum
{
  WM_EDGE_N,
  WM_EDGE_E,
  WM_EDGE_S,
  WM_EDGE_W,
  WM_N_EDGES,
  WM_EDGE_NONE = -1
} WmEdge;

/* The four corners, clockwise from north-east. */
typedef enum
{
  WM_CORNER_NE,
  WM_CORNER_SE,
  WM_CORNER_SW,
  WM_CORNER_NW,
  WM_N_CORNERS,
  WM_CORNER_NONE = -1
} WmCorner;

const char *wm_direction_to_string (WmDirection dir);
WmDirection wm_direction_from_string (const char *s);
/* Turns @dir clockwise by @quarters quarter turns (negative: anticlockwise). */
WmDirection wm_direction_rotate (WmDirection dir, int quarters);
WmDirection wm_direction_opposite (WmDirection dir);
/* Unit step of @dir with y growing southwards; diagonals are (±1, ±1). */
void wm_direction_vector (WmDirection dir, int *dx, int *dy);
/* The direction nearest to the bearing from (x0,y0) to (x1,y1). */
WmDirection wm_direction_from_bearing (double x0, double y0, double x1, double y1);
/* Angle in degrees between @dir and the bearing from (x0,y0) to (x1,y1), 0–180. */
double wm_direction_angle_to (WmDirection dir, double x0, double y0, double x1, double y1);

const char *wm_edge_to_string (WmEdge edge);
WmEdge wm_edge_from_string (const char *s);
WmEdge wm_edge_rotate (WmEdge edge, int quarters);

const char *wm_corner_to_string (WmCorner corner);
WmCorner wm_corner_from_string (const char *s);
WmCorner wm_corner_rotate (WmCorner corner, int quarters);
/* The cell (counted row by row from the north-west) at @corner of a board of
 * @cols × @rows regions. On one row the north and south corners of a side are
 * the same region. */
int wm_corner_cell (WmCorner corner, int cols, int rows);

G_END_DECLS
