#pragma once

/* The geometry a region side is drawn with, shared by the map renderer and
 * the validator so that what the validator warns about is what a print
 * shows: the disc each kind of space is drawn as, and each path or port as
 * the cubic Bézier curve its stroke follows. In region units (a region is
 * 12 units wide in the base game). */

#include <glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

/* The radius of the disc a space is drawn as: plain spaces, islands and
 * secret slots; town slots (a printed town's shape is drawn this size);
 * castle slots (forts and inns). */
#define WM_SPACE_R 0.30
#define WM_TOWN_R 0.44
#define WM_CASTLE_R 0.36

double wm_space_drawn_radius (const WmSpace *space);

typedef struct
{
  double x[4], y[4];
} WmCubic;

/* A path from @a to @b, leaving each end in that end's direction. */
WmCubic wm_path_cubic (const WmSpace *a, WmDirection adir, const WmSpace *b, WmDirection bdir);
/* A port from its space @space to its point on the border of a region
 * @size units wide, meeting the border square. */
WmCubic wm_port_cubic (const WmSpace *space, const WmPort *port, double size);
void wm_cubic_point (const WmCubic *c, double t, double *x, double *y);

G_END_DECLS
