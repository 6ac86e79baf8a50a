#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wm-label-place.h"
#include "wm-map.h"
#include "wm-locale.h"
#include "wm-render-map.h"
#include "wm-render-util.h"
#include "wm-way-geometry.h"

/* Sizes in region units (a region is 12 units in the base game). The
 * spaces' discs are the validator's too (side-space-overlap). */
#define SPACE_R WM_SPACE_R
#define TOWN_R WM_TOWN_R
#define TICK_LEN 0.17
#define LABEL_SIZE 0.34
#define ID_SIZE 0.2
#define CASTLE_R WM_CASTLE_R
#define PLAIN_RING 0.06                    /* width of the ring round a plain space */
#define ISLAND_RING 0.07                   /* … and round an island */
#define WAY_HALF_WIDTH ((0.17 + 0.09) / 2) /* the widest stroke of a way: a solid casing */

static const WmRgb ground_rgb = { 0.925, 0.905, 0.80 };
static const WmRgb ground_edge_rgb = { 0.55, 0.50, 0.36 };
static const WmRgb lake_rgb = { 0.62, 0.80, 0.93 };
static const WmRgb lake_edge_rgb = { 0.29, 0.55, 0.78 };
static const WmRgb ink_rgb = { 0.16, 0.14, 0.12 };
static const WmRgb id_rgb = { 0.3, 0.3, 0.5 };

/* ---- overlays ------------------------------------------------------------ */

struct _WmRenderOverlay
{
  GHashTable *highlights; /* set of names */
  GHashTable *heat;       /* name → double* */
  GHashTable *markers;    /* name → severity + 1 */
  double heat_max;        /* the largest value set */
  double heat_scale;      /* wm_render_overlay_set_heat_scale () */
};

WmRenderOverlay *
wm_render_overlay_new (void)
{
  WmRenderOverlay *overlay = g_new0 (WmRenderOverlay, 1);

  overlay->highlights = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  overlay->heat = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  overlay->markers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return overlay;
}

void
wm_render_overlay_free (WmRenderOverlay *overlay)
{
  if (overlay == NULL)
    return;
  g_hash_table_unref (overlay->highlights);
  g_hash_table_unref (overlay->heat);
  g_hash_table_unref (overlay->markers);
  g_free (overlay);
}

void
wm_render_overlay_clear (WmRenderOverlay *overlay)
{
  g_hash_table_remove_all (overlay->highlights);
  g_hash_table_remove_all (overlay->heat);
  g_hash_table_remove_all (overlay->markers);
  overlay->heat_max = 0;
  overlay->heat_scale = 0;
}

void
wm_render_overlay_highlight (WmRenderOverlay *overlay, const char *space)
{
  g_hash_table_add (overlay->highlights, g_strdup (space));
}

gboolean
wm_render_overlay_is_highlighted (const WmRenderOverlay *overlay, const char *space)
{
  return g_hash_table_contains (overlay->highlights, space);
}

guint
wm_render_overlay_n_highlights (const WmRenderOverlay *overlay)
{
  return g_hash_table_size (overlay->highlights);
}

void
wm_render_overlay_set_heat (WmRenderOverlay *overlay, const char *space, double value)
{
  double *v = g_new (double, 1);

  *v = value;
  g_hash_table_replace (overlay->heat, g_strdup (space), v);
  overlay->heat_max = MAX (overlay->heat_max, value);
}

void
wm_render_overlay_set_marker (WmRenderOverlay *overlay, const char *space, WmSeverity severity)
{
  int old = GPOINTER_TO_INT (g_hash_table_lookup (overlay->markers, space));

  if ((int)severity + 1 > old)
    g_hash_table_replace (overlay->markers, g_strdup (space), GINT_TO_POINTER (severity + 1));
}

void
wm_render_overlay_set_heat_scale (WmRenderOverlay *overlay, double scale)
{
  g_return_if_fail (overlay != NULL);
  overlay->heat_scale = MAX (scale, 0);
}

double
wm_render_overlay_get_heat_max (const WmRenderOverlay *overlay)
{
  g_return_val_if_fail (overlay != NULL, 0);
  return MAX (overlay->heat_max, overlay->heat_scale);
}

gboolean
wm_render_overlay_is_empty (const WmRenderOverlay *overlay)
{
  return g_hash_table_size (overlay->highlights) == 0 && g_hash_table_size (overlay->heat) == 0
         && g_hash_table_size (overlay->markers) == 0;
}

void
wm_map_style_init (WmMapStyle *style)
{
  memset (style, 0, sizeof *style);
  style->labels = TRUE;
}

/* ---- geometry ------------------------------------------------------------ */

/* What one drawing pass needs to know besides the side. */
typedef struct
{
  const WmVariant *variant;
  const WmRegion *region;
  const WmSide *side;
  const WmMapStyle *style;
  const char *lang;
  const char *key_prefix;  /* "r1:" on boards, "" on a lone side */
  double text_rotation;    /* degrees the region is turned: labels turn back */
  GHashTable *space_index; /* id → index in side->spaces + 1 */
  const WmMap *map;        /* boards compiled by wm_map_build (), else NULL */
  GHashTable *map_index;   /* WmSpace* → map space index + 1 */
  WmLabelCache *labels;    /* shared by the cells of a board */
  double clip[4];          /* what may be painted, in the side's units: x0, y0, x1, y1 */
  /* Labels: the obstacles of the whole drawing (every cell of a board),
   * the labels placed so far among them, in the reader's axes (the
   * board's); the side's point (x, y) lies there at R·(x, y) + origin
   * across and D·(x, y) + origin down. */
  WmLabelField *field;
  double R[2], D[2], origin[2];
  GArray *placed; /* WmRenderLabel: what wm_render_*_labels () report, else NULL */
  gboolean place_only; /* labels placed and reported, not drawn (the fit check) */
} DrawCtx;

/* Whether anything in the box may show: geometry entirely outside the
 * clip (a zoomed editor, a tile of a map sheet) is not drawn at all. */
static gboolean
box_visible (const DrawCtx *ctx, double x0, double y0, double x1, double y1)
{
  return x1 >= ctx->clip[0] && x0 <= ctx->clip[2] && y1 >= ctx->clip[1] && y0 <= ctx->clip[3];
}

static gboolean
near_visible (const DrawCtx *ctx, double x, double y, double margin)
{
  return box_visible (ctx, x - margin, y - margin, x + margin, y + margin);
}

/* The town printed on @sp: the arrangement's on a compiled map (variable
 * setup puts town tiles on side B's slots), else the side's own. */
static const WmTown *
space_town (const DrawCtx *ctx, const WmSpace *sp)
{
  if (ctx->map != NULL)
    {
      int i = GPOINTER_TO_INT (g_hash_table_lookup (ctx->map_index, sp)) - 1;
      if (i >= 0 && ctx->map->spaces[i].town >= 0
          && ctx->map->spaces[i].town < (int)ctx->variant->towns->len)
        return g_ptr_array_index (ctx->variant->towns, ctx->map->spaces[i].town);
      if (i >= 0)
        return NULL;
    }
  return sp->town ? wm_variant_find_town (ctx->variant, sp->town) : NULL;
}

/* On a compiled map a castle slot is a fort or an inn; on a lone side
 * only where the style names the fort. */
static gboolean
space_is_inn (const DrawCtx *ctx, const WmSpace *sp)
{
  int i;

  if (ctx->map == NULL)
    return ctx->style->fort_slot != NULL && sp->kind == WM_SPACE_CASTLE
           && g_strcmp0 (sp->id, ctx->style->fort_slot) != 0;
  i = GPOINTER_TO_INT (g_hash_table_lookup (ctx->map_index, sp)) - 1;
  return i >= 0 && ctx->map->spaces[i].place == WM_PLACE_INN;
}

/* The weapon type a castle slot shows: its region's fort's. On a lone
 * side each castle slot shows it, since assembly makes the one nearer the
 * map's edge the fort (players of a printed sheet read it there), unless
 * the style names the fort; on a compiled map only the fort, not the inn.
 * NULL when there is none. */
static const WmWeaponType *
castle_weapon (const DrawCtx *ctx, const WmSpace *sp)
{
  if (sp->kind != WM_SPACE_CASTLE || ctx->region->fort_weapon == NULL || space_is_inn (ctx, sp))
    return NULL;
  return wm_variant_find_weapon_type (ctx->variant, ctx->region->fort_weapon);
}

static void
unit_vector (WmDirection dir, double *ux, double *uy)
{
  int dx, dy;
  double len;

  wm_direction_vector (dir, &dx, &dy);
  len = sqrt ((double)(dx * dx + dy * dy));
  *ux = len > 0 ? dx / len : 0;
  *uy = len > 0 ? dy / len : 0;
}

static int
find_space_index (const DrawCtx *ctx, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (ctx->space_index, id)) - 1 : -1;
}

static const WmSpace *
find_space (const DrawCtx *ctx, const char *id)
{
  int i = find_space_index (ctx, id);

  return i >= 0 ? g_ptr_array_index (ctx->side->spaces, i) : NULL;
}

static void
corner_point (WmCorner corner, double size, double *x, double *y)
{
  *x = (corner == WM_CORNER_NE || corner == WM_CORNER_SE) ? size : 0;
  *y = (corner == WM_CORNER_SE || corner == WM_CORNER_SW) ? size : 0;
}

static WmRgb
path_rgb (const DrawCtx *ctx, const char *type)
{
  const WmPathType *pt = type ? wm_variant_find_path_type (ctx->variant, type) : NULL;

  return wm_rgb_parse (pt ? pt->color : NULL, (WmRgb){ 0.4, 0.4, 0.4 });
}

/* A disc (or the quarter of one from angle @a0 on, when @quarter) with
 * a ring of width @ring round its edge: the ring's colour filled out to
 * its outer edge, then the inside over it. Two fills look like a fill and
 * a stroke but rasterise in about two thirds of the time. */
static void
ringed_sector (cairo_t *cr, double x, double y, double r, double ring, gboolean quarter, double a0,
               WmRgb fill, WmRgb edge)
{
  for (int k = 0; k < 2; k++)
    {
      double rr = k == 0 ? r + ring / 2 : r - ring / 2;
      if (quarter)
        {
          cairo_move_to (cr, x, y);
          cairo_arc (cr, x, y, rr, a0, a0 + G_PI / 2);
          cairo_close_path (cr);
        }
      else
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, rr, 0, 2 * G_PI);
        }
      wm_set_rgb (cr, k == 0 ? edge : fill);
      cairo_fill (cr);
    }
}

static void
ringed_disc (cairo_t *cr, double x, double y, double r, double ring, WmRgb fill, WmRgb edge)
{
  ringed_sector (cr, x, y, r, ring, FALSE, 0, fill, edge);
}

/* ---- lakes --------------------------------------------------------------- */

#define SHORE_OFFSET 0.58  /* from a shore's space to the water */
#define LAKE_DEPTH 1.5     /* how far water reaches past a shore, where free */
#define LAKE_CLEARANCE 0.4 /* between water and a space it does not belong to */

static double space_radius (const WmSpace *sp);

/* How far from @shore_sp the water of its lake may reach in direction
 * (@ux, @uy), up to LAKE_DEPTH: short of any other space of the side (but
 * the lake's islands) and of the tile's border. */
static double
water_reach (const DrawCtx *ctx, const WmSpace *shore_sp, double ux, double uy)
{
  double reach = LAKE_DEPTH, size = ctx->region->size;

  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *q = g_ptr_array_index (ctx->side->spaces, i);
      double dx = q->x - shore_sp->x, dy = q->y - shore_sp->y;
      double along = dx * ux + dy * uy, across = fabs (dx * uy - dy * ux);
      double keep = space_radius (q) + LAKE_CLEARANCE;

      if (q == shore_sp || q->kind == WM_SPACE_ISLAND || along <= 0 || across >= keep)
        continue;
      /* the ray passes q: stop where it comes within keep of it */
      reach = MIN (reach, along - sqrt (keep * keep - across * across));
    }
  /* and inside the tile */
  for (int k = 0; k < 2; k++)
    {
      double p = k ? shore_sp->y : shore_sp->x, u = k ? uy : ux;
      if (u > 1e-9)
        reach = MIN (reach, (size - 0.3 - p) / u);
      else if (u < -1e-9)
        reach = MIN (reach, (p - 0.3) / -u);
    }
  return reach;
}

/* The points a lake must cover: a little way out from each shore in its
 * direction, and a ring round each island. With @body, also the water
 * further out along each shore's direction, as far as it is free: without
 * it, shores on a curve or a line gave a lake as thin as a sliver. */
static GArray *
lake_points (const DrawCtx *ctx, const WmLake *lake, gboolean body)
{
  GArray *pts = g_array_new (FALSE, FALSE, sizeof (double) * 2);

  for (guint i = 0; i < lake->shores->len; i++)
    {
      const WmShore *shore = g_ptr_array_index (lake->shores, i);
      const WmSpace *sp = find_space (ctx, shore->space);
      double ux, uy, p[2], reach;

      if (sp == NULL || shore->dir == WM_DIR_NONE)
        continue;
      unit_vector (shore->dir, &ux, &uy);
      p[0] = sp->x + ux * SHORE_OFFSET, p[1] = sp->y + uy * SHORE_OFFSET;
      g_array_append_val (pts, p);
      if (body && (reach = water_reach (ctx, sp, ux, uy)) > SHORE_OFFSET + 0.2)
        {
          p[0] = sp->x + ux * reach, p[1] = sp->y + uy * reach;
          g_array_append_val (pts, p);
        }
    }
  for (guint i = 0; i < lake->islands->len; i++)
    {
      const WmShore *island = g_ptr_array_index (lake->islands, i);
      const WmSpace *sp = find_space (ctx, island->space);

      if (sp == NULL)
        continue;
      for (int k = 0; k < 8; k++)
        {
          double p[2] = { sp->x + 0.75 * cos (k * G_PI / 4), sp->y + 0.75 * sin (k * G_PI / 4) };
          g_array_append_val (pts, p);
        }
    }
  return pts;
}

/* A point of a lake's outline (the layout of lake_points ()'s pairs). */
typedef struct
{
  double x, y;
} Point;

static int
cmp_xy (gconstpointer a, gconstpointer b)
{
  const Point *p = a, *q = b;

  return p->x < q->x ? -1 : p->x > q->x ? 1 : p->y < q->y ? -1 : p->y > q->y;
}

static double
turn (Point o, Point a, Point b)
{
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/* The convex hull of the @n points of @pts (sorted here) into @hull (room
 * for n + 1 points), counter-clockwise; returns its size (Andrew's
 * monotone chain). */
static guint
convex_hull (Point *pts, guint n, Point *hull)
{
  guint k = 0;

  qsort (pts, n, sizeof *pts, cmp_xy);
  for (guint i = 0; i < n; i++)
    {
      while (k >= 2 && turn (hull[k - 2], hull[k - 1], pts[i]) <= 0)
        k--;
      hull[k++] = pts[i];
    }
  for (guint i = n - 1, lower = k + 1; i-- > 0;)
    {
      while (k >= lower && turn (hull[k - 2], hull[k - 1], pts[i]) <= 0)
        k--;
      hull[k++] = pts[i];
    }
  return k > 1 ? k - 1 : k;
}

/* An organic closed shape round the points: their convex hull, a little
 * outwards, joined by a Catmull-Rom spline, so that it reads as a lake and
 * not a polygon. */
static void
inland_lake_path (cairo_t *cr, GArray *pts)
{
  guint n = pts->len, m;
  double cx = 0, cy = 0;
  g_autofree Point *work = NULL, *hull = NULL;

  if (n == 0)
    return;
  work = g_memdup2 (pts->data, n * sizeof *work);
  hull = g_new (Point, n + 1);
  m = convex_hull (work, n, hull);
  for (guint i = 0; i < m; i++)
    cx += hull[i].x / m, cy += hull[i].y / m;
  if (m < 3)
    {
      double r = 0.8;
      for (guint i = 0; i < m; i++)
        r = MAX (r, hypot (hull[i].x - cx, hull[i].y - cy) + 0.3);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      return;
    }
  for (guint i = 0; i < m; i++)
    {
      double dx = hull[i].x - cx, dy = hull[i].y - cy, d = hypot (dx, dy);
      if (d > 1e-6)
        hull[i].x += dx / d * 0.1, hull[i].y += dy / d * 0.1;
    }
  cairo_move_to (cr, hull[0].x, hull[0].y);
  for (guint i = 0; i < m; i++)
    {
      Point p0 = hull[(i + m - 1) % m], p1 = hull[i], p2 = hull[(i + 1) % m],
            p3 = hull[(i + 2) % m];
      cairo_curve_to (cr, p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6,
                      p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6, p2.x, p2.y);
    }
  cairo_close_path (cr);
}

/* Whether a shape round @pts (reaching at most @margin beyond them) may
 * show. */
static gboolean
points_visible (const DrawCtx *ctx, GArray *pts, double margin)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < pts->len; i++)
    {
      double *p = &g_array_index (pts, double, 2 * i);
      x0 = MIN (x0, p[0]), y0 = MIN (y0, p[1]), x1 = MAX (x1, p[0]), y1 = MAX (y1, p[1]);
    }
  return pts->len > 0 && box_visible (ctx, x0 - margin, y0 - margin, x1 + margin, y1 + margin);
}

static void
fill_lake (cairo_t *cr)
{
  wm_set_rgb (cr, lake_rgb);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, lake_edge_rgb);
  cairo_set_line_width (cr, 0.07);
  cairo_stroke (cr);
}

/* where each corner's quarter disc starts, clockwise from +x (y down) */
static const double corner_start[] = { G_PI / 2, G_PI, 3 * G_PI / 2, 0 };

/* The corner part @lake's quarter disc: its centre, the corner, and its
 * radius, out past its shores. */
static double
corner_lake_radius (const DrawCtx *ctx, const WmLake *lake, double *x, double *y)
{
  g_autoptr (GArray) pts = lake_points (ctx, lake, FALSE);
  double size = ctx->region->size, r = 1.4;

  corner_point (lake->corner, size, x, y);
  for (guint i = 0; i < pts->len; i++)
    {
      double *p = &g_array_index (pts, double, 2 * i);
      r = MAX (r, hypot (p[0] - *x, p[1] - *y) + 0.05);
    }
  return MIN (r, size / 2);
}

static void
draw_lakes (cairo_t *cr, const DrawCtx *ctx)
{
  for (int c = 0; c < WM_N_CORNERS; c++)
    {
      const WmLake *lake = ctx->side->corner_lakes[c];
      double x, y, r;

      if (lake == NULL)
        continue;
      r = corner_lake_radius (ctx, lake, &x, &y);
      if (!near_visible (ctx, x, y, r + 0.1))
        continue;
      /* a pie slice inside the tile: no clip, which would cost a mask */
      ringed_sector (cr, x, y, r, 0.07, TRUE, corner_start[c], lake_rgb, lake_edge_rgb);
    }
  for (guint i = 0; i < ctx->side->lakes->len; i++)
    {
      g_autoptr (GArray) pts = lake_points (ctx, g_ptr_array_index (ctx->side->lakes, i), TRUE);
      if (!points_visible (ctx, pts, 1.2))
        continue;
      inland_lake_path (cr, pts);
      fill_lake (cr);
    }
}

/* The outline of @lake's water as draw_lakes () fills it, as cairo's
 * current path. */
static void
lake_outline (cairo_t *cr, const DrawCtx *ctx, const WmLake *lake)
{
  if (lake->corner >= 0 && lake->corner < WM_N_CORNERS)
    {
      double x, y, r = corner_lake_radius (ctx, lake, &x, &y);
      cairo_move_to (cr, x, y);
      cairo_arc (cr, x, y, r, corner_start[lake->corner], corner_start[lake->corner] + G_PI / 2);
      cairo_close_path (cr);
    }
  else
    {
      g_autoptr (GArray) pts = lake_points (ctx, lake, TRUE);
      inland_lake_path (cr, pts);
    }
}

/* ---- paths --------------------------------------------------------------- */

static void
set_path_style (cairo_t *cr, const DrawCtx *ctx, const char *type, gboolean casing)
{
  const WmPathType *pt = type ? wm_variant_find_path_type (ctx->variant, type) : NULL;
  const char *dash = pt ? pt->dash : "solid";
  WmRgb rgb = path_rgb (ctx, type);
  double width = g_strcmp0 (dash, "solid") == 0 ? 0.17 : 0.12;

  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_antialias (cr, ctx->style->draft ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT);
  /* Butt ends: a way ends under a space (whose disc or shape covers a
   * stroke's width round the end) or on the border under its port's notch,
   * so round caps would not show, and they cost cairo a third of a way's
   * time. Only dots need them. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  if (casing)
    {
      /* a dark casing under solid ways, a pale verge under dashed ones,
       * so that the three types differ even in grey */
      if (g_strcmp0 (dash, "solid") == 0)
        wm_set_rgb (cr, wm_rgb_mix (rgb, ink_rgb, 0.55));
      else
        {
          /* opaque: much cheaper to composite than a translucent white;
           * and its rim is within a few levels of the ground, where
           * cairo's fast antialiasing (a 4 × 4 grid instead of 15 rows of
           * 256) cannot be told apart but saves a tenth of the board's
           * time */
          wm_set_rgb (cr, wm_rgb_mix (ground_rgb, (WmRgb){ 1, 1, 1 }, 0.55));
          cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
        }
      cairo_set_line_width (cr, width + 0.09);
      return;
    }
  wm_set_rgb (cr, rgb);
  cairo_set_line_width (cr, width);
  if (g_strcmp0 (dash, "dashed") == 0)
    {
      double d[] = { 0.26, 0.2 };
      cairo_set_dash (cr, d, 2, 0);
    }
  else if (g_strcmp0 (dash, "dotted") == 0)
    {
      double d[] = { 0.001, 0.2 };
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_dash (cr, d, 2, 0);
    }
}

/* A way as a cubic Bézier curve: wm-way-geometry's, which the validator
 * checks crossings with. */
typedef WmCubic Cubic;

static void
cubic_point (const Cubic *c, double t, double *x, double *y)
{
  wm_cubic_point (c, t, x, y);
}

/* The part of @c from @t on (de Casteljau). */
static Cubic
cubic_from (const Cubic *c, double t)
{
  Cubic r;

  for (int k = 0; k < 2; k++)
    {
      const double *p = k ? c->y : c->x;
      double *q = k ? r.y : r.x;
      double p12 = p[1] + (p[2] - p[1]) * t, p23 = p[2] + (p[3] - p[2]) * t;
      double p123 = p12 + (p23 - p12) * t;
      double p01 = p[0] + (p[1] - p[0]) * t, p012 = p01 + (p12 - p01) * t;
      q[0] = p012 + (p123 - p012) * t, q[1] = p123, q[2] = p23, q[3] = p[3];
    }
  return r;
}

static Cubic
cubic_reversed (const Cubic *c)
{
  return (Cubic){ { c->x[3], c->x[2], c->x[1], c->x[0] }, { c->y[3], c->y[2], c->y[1], c->y[0] } };
}

/* How far round its centre a space hides what lies under it: the opaque
 * disc each kind is drawn with. 0 for towns, whose shapes differ. */
static double
space_cover (const DrawCtx *ctx, const WmSpace *sp)
{
  switch (sp->kind)
    {
    case WM_SPACE_PLAIN:
      return SPACE_R + PLAIN_RING / 2;
    case WM_SPACE_ISLAND:
      return SPACE_R + ISLAND_RING / 2;
    case WM_SPACE_SECRET:
      return SPACE_R;
    case WM_SPACE_CASTLE:
      return CASTLE_R;
    case WM_SPACE_TOWN:
      return space_town (ctx, sp) == NULL ? TOWN_R : 0;
    default:
      return 0;
    }
}

/* Whether the stroke of @c at @t (a segment of half width @hw across the
 * curve) lies within @room of the curve's start. */
static gboolean
stroke_within (const Cubic *c, double t, double hw, double room)
{
  double u = 1 - t, x, y, dx, dy, len, room2 = room * room;
  double ax, ay, bx, by;

  cubic_point (c, t, &x, &y);
  /* the tangent: B'(t) / 3 */
  dx = u * u * (c->x[1] - c->x[0]) + 2 * u * t * (c->x[2] - c->x[1]) + t * t * (c->x[3] - c->x[2]);
  dy = u * u * (c->y[1] - c->y[0]) + 2 * u * t * (c->y[2] - c->y[1]) + t * t * (c->y[3] - c->y[2]);
  len = sqrt (dx * dx + dy * dy);
  if (len < 1e-12)
    return FALSE;
  dx *= hw / len, dy *= hw / len;
  ax = x - dy - c->x[0], ay = y + dx - c->y[0];
  bx = x + dy - c->x[0], by = y - dx - c->y[0];
  return ax * ax + ay * ay <= room2 && bx * bx + by * by <= room2;
}

/* Where on @c (a parameter) the way may start without a visible change,
 * given the radius @cover its start space hides and the half width @hw of
 * its widest stroke: the stroke there (and its butt end) must lie a pixel
 * (@px) inside the cover. 0 when no point does. */
static double
hidden_start (const Cubic *c, double cover, double hw, double px)
{
  double room = cover - px, lo = 0, hi = 0.5;

  if (cover <= 0 || room <= hw || !stroke_within (c, 0, hw, room))
    return 0;
  for (int i = 0; i < 12; i++)
    {
      double mid = (lo + hi) / 2;
      if (stroke_within (c, mid, hw, room))
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

/* The length of @c up to @t, for the dash pattern to stay in step. */
static double
cubic_length_to (const Cubic *c, double t)
{
  double len = 0, x0 = c->x[0], y0 = c->y[0];

  for (int i = 1; i <= 16; i++)
    {
      double x, y;
      cubic_point (c, t * i / 16, &x, &y);
      len += hypot (x - x0, y - y0);
      x0 = x, y0 = y;
    }
  return len;
}

/* Whether any of @c's stroke of half width @hw may show: a curve lies in
 * the hull of its control points. */
static gboolean
cubic_visible (const DrawCtx *ctx, const Cubic *c, double hw)
{
  double x0 = MIN (MIN (c->x[0], c->x[1]), MIN (c->x[2], c->x[3]));
  double x1 = MAX (MAX (c->x[0], c->x[1]), MAX (c->x[2], c->x[3]));
  double y0 = MIN (MIN (c->y[0], c->y[1]), MIN (c->y[2], c->y[3]));
  double y1 = MAX (MAX (c->y[0], c->y[1]), MAX (c->y[2], c->y[3]));

  return box_visible (ctx, x0 - hw, y0 - hw, x1 + hw, y1 + hw);
}

/* A way ready to stroke: its curve without the ends that the spaces there
 * hide (fewer rows for cairo to rasterise, and no pixel changes: a way's
 * stroke runs from its space's centre, under the space), how far into the
 * dash pattern it starts so that the dashes stay where they were, and the
 * round it is drawn in (the index of its type, or the number of types for
 * one the variant does not declare). */
typedef struct
{
  Cubic c;
  double dash_offset;
  guint round;
} Way;

static void
add_way (GArray *ways, const DrawCtx *ctx, const Cubic *c, double cover_a, double cover_b,
         const char *type, double px)
{
  const GPtrArray *types = ctx->variant->path_types;
  Way way = { *c, 0, types->len };
  Cubic r = cubic_reversed (c);
  double t;

  if (!cubic_visible (ctx, c, WAY_HALF_WIDTH))
    return;
  for (guint i = 0; i < types->len; i++)
    if (g_strcmp0 (((WmPathType *)g_ptr_array_index (types, i))->id, type) == 0)
      way.round = i;
  if ((t = hidden_start (&r, cover_b, WAY_HALF_WIDTH, px)) > 0)
    {
      r = cubic_from (&r, t);
      way.c = cubic_reversed (&r);
    }
  if ((t = hidden_start (&way.c, cover_a, WAY_HALF_WIDTH, px)) > 0)
    {
      way.dash_offset = cubic_length_to (&way.c, t);
      way.c = cubic_from (&way.c, t);
    }
  g_array_append_val (ways, way);
}

/* Called for each way of a side: its curve from space @a to space @b
 * (NULL for a port, which ends on the border) and its type. */
typedef void (*WayFunc) (const DrawCtx *ctx, const Cubic *c, const WmSpace *a, const WmSpace *b,
                         const char *type, gpointer data);

/* The side's ports and paths, ports first; those whose ends the side
 * lacks are left out. */
static void
each_way (const DrawCtx *ctx, WayFunc func, gpointer data)
{
  const WmSide *side = ctx->side;

  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      const WmSpace *sp = find_space (ctx, port->space);
      Cubic c;
      if (sp == NULL || port->edge == WM_EDGE_NONE)
        continue;
      c = wm_port_cubic (sp, port, ctx->region->size);
      func (ctx, &c, sp, NULL, port->type, data);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const WmSpace *a = find_space (ctx, path->a), *b = find_space (ctx, path->b);
      Cubic c;
      if (a == NULL || b == NULL)
        continue;
      c = wm_path_cubic (a, path->a_dir, b, path->b_dir);
      func (ctx, &c, a, b, path->type, data);
    }
}

typedef struct
{
  GArray *ways;
  double px;
} CollectWays;

static void
collect_way (const DrawCtx *ctx, const Cubic *c, const WmSpace *a, const WmSpace *b,
             const char *type, gpointer data)
{
  CollectWays *collect = data;

  add_way (collect->ways, ctx, c, space_cover (ctx, a), b != NULL ? space_cover (ctx, b) : 0, type,
           collect->px);
}

/* The side's ports and paths as ways, ports first. */
static GArray *
collect_ways (cairo_t *cr, const DrawCtx *ctx)
{
  CollectWays collect = { g_array_new (FALSE, FALSE, sizeof (Way)), 1 };
  double py = 0;

  /* a pixel and a half in user units: the antialiased rim of a space
   * lets a pixel through */
  cairo_device_to_user_distance (cr, &collect.px, &py);
  collect.px = hypot (collect.px, py) * 1.5;
  each_way (ctx, collect_way, &collect);
  return collect.ways;
}

/* A notch where each port meets the border, for matching up tiles: a disc
 * in the way's colour with a thin dark ring, one notch at a time (small
 * shapes rasterise fastest on their own). */
static void
draw_port_notches (cairo_t *cr, const DrawCtx *ctx)
{
  for (guint i = 0; i < ctx->side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (ctx->side->ports, i);
      double ex, ey;

      wm_port_point (port, ctx->region->size, &ex, &ey);
      if (near_visible (ctx, ex, ey, 0.2))
        ringed_disc (cr, ex, ey, WM_PORT_NOTCH_REACH - 0.015, 0.03, path_rgb (ctx, port->type),
                     ink_rgb);
    }
}

/* Ways are stroked one by one, all casings first and then all cores, type
 * by type. One stroke per way is cheaper than one stroke for all ways of a
 * type: cairo's scan converter works row by row over the extents of what it
 * fills, and a single way covers a thin band where all ways together cover
 * the tile (measured: the base board's ways take ~30 % less time). The
 * colours are opaque, so the order inside a round changes no pixel. */
static void
draw_paths (cairo_t *cr, const DrawCtx *ctx)
{
  const GPtrArray *types = ctx->variant->path_types;
  g_autoptr (GArray) ways = collect_ways (cr, ctx);

  for (int pass = 0; pass < 2; pass++)
    for (guint t = 0; t <= types->len; t++)
      {
        /* the last round takes ways of a type the variant does not declare */
        const char *type = t < types->len ? ((WmPathType *)g_ptr_array_index (types, t))->id : NULL;
        double dash[2], offset;
        gboolean dashed;

        set_path_style (cr, ctx, type, pass == 0);
        dashed = cairo_get_dash_count (cr) == 2;
        if (dashed)
          cairo_get_dash (cr, dash, &offset);
        for (guint i = 0; i < ways->len; i++)
          {
            const Way *way = &g_array_index (ways, Way, i);
            if (way->round != t)
              continue;
            if (dashed)
              cairo_set_dash (cr, dash, 2, way->dash_offset);
            cairo_move_to (cr, way->c.x[0], way->c.y[0]);
            cairo_curve_to (cr, way->c.x[1], way->c.y[1], way->c.x[2], way->c.y[2], way->c.x[3],
                            way->c.y[3]);
            cairo_stroke (cr);
          }
      }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_antialias (cr, ctx->style->draft ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT);
  draw_port_notches (cr, ctx);
}

/* ---- spaces -------------------------------------------------------------- */

static const char *
overlay_key (const DrawCtx *ctx, const WmSpace *sp, char *buf, gsize n)
{
  if (ctx->key_prefix[0] == '\0')
    return sp->id;
  g_snprintf (buf, n, "%s%s", ctx->key_prefix, sp->id);
  return buf;
}

WmRgb
wm_render_heat_rgb (double t)
{
  static const WmRgb cold = { 0.19, 0.45, 0.85 }, mid = { 0.98, 0.85, 0.25 },
                     hot = { 0.86, 0.15, 0.12 };
  t = CLAMP (t, 0, 1);
  return t < 0.5 ? wm_rgb_mix (cold, mid, t * 2) : wm_rgb_mix (mid, hot, (t - 0.5) * 2);
}

static void
draw_overlay_under (cairo_t *cr, const DrawCtx *ctx)
{
  const WmRenderOverlay *ov = ctx->style->overlay;
  char buf[256];

  if (ov == NULL)
    return;
  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);
      const char *key = overlay_key (ctx, sp, buf, sizeof buf);
      const double *heat = g_hash_table_lookup (ov->heat, key);

      if (!near_visible (ctx, sp->x, sp->y, 0.9))
        continue;
      if (heat != NULL)
        {
          double top = wm_render_overlay_get_heat_max (ov);
          double t = top > 0 ? *heat / top : 0;
          cairo_new_sub_path (cr);
          cairo_arc (cr, sp->x, sp->y, 0.5 + 0.25 * t, 0, 2 * G_PI);
          wm_set_rgba (cr, wm_render_heat_rgb (t), WM_RENDER_HEAT_ALPHA);
          cairo_fill (cr);
        }
      if (g_hash_table_contains (ov->highlights, key))
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, sp->x, sp->y, 0.62, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1.0, 0.78, 0.1, 0.45);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.93, 0.55, 0.0);
          cairo_set_line_width (cr, 0.09);
          cairo_stroke (cr);
        }
    }
}

static void
draw_markers (cairo_t *cr, const DrawCtx *ctx)
{
  const WmRenderOverlay *ov = ctx->style->overlay;
  char buf[256];

  if (ov == NULL)
    return;
  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);
      int sev = GPOINTER_TO_INT (
          g_hash_table_lookup (ov->markers, overlay_key (ctx, sp, buf, sizeof buf)));
      double mx = sp->x + 0.36, my = sp->y - 0.36;

      if (sev == 0 || !near_visible (ctx, mx, my, 0.3))
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, mx, my, 0.2, 0, 2 * G_PI);
      if (sev - 1 == WM_SEVERITY_ERROR)
        cairo_set_source_rgb (cr, 0.82, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0.95, 0.6, 0.05);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      wm_label_draw (ctx->labels, cr, "!", mx, my, 0.3, TRUE, ctx->text_rotation, FALSE);
    }
}

static double
space_radius (const WmSpace *sp)
{
  return wm_space_drawn_radius (sp);
}

/* The compass rose of a space: a bit per direction a way leaves it by
 * (path or port), and a bit per direction into a lake (shore). */
typedef struct
{
  guint8 ways, shores;
} Rose;

static void
rose_add (const DrawCtx *ctx, Rose *roses, const char *space, WmDirection dir, gboolean shore)
{
  int i = find_space_index (ctx, space);

  if (i < 0 || dir == WM_DIR_NONE)
    return;
  if (shore)
    roses[i].shores |= 1u << dir;
  else
    roses[i].ways |= 1u << dir;
}

static Rose *
collect_roses (const DrawCtx *ctx)
{
  const WmSide *side = ctx->side;
  Rose *roses = g_new0 (Rose, side->spaces->len);

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      rose_add (ctx, roses, path->a, path->a_dir, FALSE);
      rose_add (ctx, roses, path->b, path->b_dir, FALSE);
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      rose_add (ctx, roses, port->space, port->dir, FALSE);
    }
  for (int l = -WM_N_CORNERS; l < (int)side->lakes->len; l++)
    {
      const WmLake *lake
          = l < 0 ? side->corner_lakes[l + WM_N_CORNERS] : g_ptr_array_index (side->lakes, l);
      for (guint s = 0; lake != NULL && s < lake->shores->len; s++)
        {
          const WmShore *shore = g_ptr_array_index (lake->shores, s);
          rose_add (ctx, roses, shore->space, shore->dir, TRUE);
        }
    }
  return roses;
}

/* The ticks of the compass rose of @sp in the directions of @mask: from
 * just inside its edge outwards, one path for all of them. */
static void
tick_path (cairo_t *cr, const WmSpace *sp, guint mask)
{
  double r = space_radius (sp), ux, uy;

  for (int dir = 0; dir < 8; dir++)
    if (mask & (1u << dir))
      {
        unit_vector (dir, &ux, &uy);
        cairo_move_to (cr, sp->x + ux * (r - 0.02), sp->y + uy * (r - 0.02));
        cairo_line_to (cr, sp->x + ux * (r + TICK_LEN), sp->y + uy * (r + TICK_LEN));
      }
}

/* The compass rose of each space: a tick per direction it uses, in the
 * colour of what leaves that way (ink for ways, the lake's blue for a
 * shore, which wins when both do), dark on a pale halo so that it shows
 * on top of the path that leaves that way as well as on bare ground. One
 * space at a time, its halos in one stroke and its ticks of each colour
 * in one: cairo's scan converter works row by row over the extents of
 * each stroke, so a space's rose is cheap where all roses of a tile in one
 * stroke would span every row of it. Neighbouring ticks are 45° apart and
 * their halos do not meet, so the order within a space does not show. */
static void
draw_roses (cairo_t *cr, const DrawCtx *ctx)
{
  static const WmRgb shore_rgb = { 0.1, 0.35, 0.62 };
  g_autofree Rose *roses = collect_roses (ctx);

  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);
      guint shores = roses[i].shores, ways = roses[i].ways & ~roses[i].shores;
      if ((shores | ways) == 0
          || !near_visible (ctx, sp->x, sp->y, space_radius (sp) + TICK_LEN + 0.1))
        continue;
      tick_path (cr, sp, shores | ways);
      cairo_set_line_width (cr, 0.14);
      cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 0.065);
      if (ways)
        {
          tick_path (cr, sp, ways);
          wm_set_rgb (cr, ink_rgb);
          cairo_stroke (cr);
        }
      if (shores)
        {
          tick_path (cr, sp, shores);
          wm_set_rgb (cr, shore_rgb);
          cairo_stroke (cr);
        }
    }
}

/* Plain spaces and islands. */
static void
draw_simple_spaces (cairo_t *cr, const DrawCtx *ctx)
{
  static const WmRgb plain_rgb = { 0.99, 0.98, 0.95 }, island_rgb = { 0.91, 0.84, 0.62 };

  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);

      if (!near_visible (ctx, sp->x, sp->y, SPACE_R + 0.1))
        continue;
      if (sp->kind == WM_SPACE_PLAIN)
        ringed_disc (cr, sp->x, sp->y, SPACE_R, PLAIN_RING, plain_rgb, ink_rgb);
      else if (sp->kind == WM_SPACE_ISLAND)
        ringed_disc (cr, sp->x, sp->y, SPACE_R, ISLAND_RING, island_rgb, lake_edge_rgb);
    }
}

/* An inn: a house with a red roof, centred on the origin. */
static void
draw_inn (cairo_t *cr)
{
  cairo_rectangle (cr, -0.2, -0.04, 0.4, 0.26);
  cairo_set_source_rgb (cr, 0.96, 0.92, 0.82);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink_rgb);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.27, -0.04);
  cairo_line_to (cr, 0, -0.28);
  cairo_line_to (cr, 0.27, -0.04);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.72, 0.24, 0.15);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink_rgb);
  cairo_stroke (cr);
  cairo_rectangle (cr, -0.05, 0.06, 0.1, 0.16);
  cairo_fill (cr);
}

/* A castle of walls @wall (a fort: its weapon type's colour), centred on
 * (@x, @y). */
static void
draw_castle (cairo_t *cr, double x, double y, WmRgb wall)
{
  double w = 0.58, h = 0.5, m = 0.11;

  wm_castle_path (cr, x, y, w, h, m);
  wm_set_rgb (cr, wall);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink_rgb);
  cairo_set_line_width (cr, 0.045);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);
  /* the gate */
  cairo_move_to (cr, x - 0.08, y + h / 2);
  cairo_line_to (cr, x - 0.08, y + 0.06);
  cairo_arc (cr, x, y + 0.06, 0.08, G_PI, 2 * G_PI);
  cairo_line_to (cr, x + 0.08, y + h / 2);
  cairo_close_path (cr);
  wm_set_rgb (cr, ink_rgb);
  cairo_fill (cr);
}

static void
draw_space (cairo_t *cr, const DrawCtx *ctx, const WmSpace *sp)
{
  cairo_set_dash (cr, NULL, 0, 0);
  switch (sp->kind)
    {
    case WM_SPACE_TOWN:
      {
        const WmTown *town = space_town (ctx, sp);
        if (town != NULL)
          {
            WmRgb rgb = wm_rgb_parse (town->color, (WmRgb){ 0.5, 0.5, 0.5 });
            cairo_save (cr);
            cairo_translate (cr, sp->x, sp->y);
            cairo_rotate (cr, -ctx->text_rotation * G_PI / 180); /* shapes stay upright */
            wm_shape_path (cr, town->shape, 0, 0, TOWN_R);
            wm_set_rgb (cr, rgb);
            cairo_fill_preserve (cr);
            wm_set_rgb (cr,
                        wm_rgb_luminance (rgb) > 0.8 ? ink_rgb : wm_rgb_mix (rgb, ink_rgb, 0.6));
            cairo_set_line_width (cr, 0.07);
            cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
            cairo_stroke (cr);
            cairo_restore (cr);
          }
        else
          {
            /* an empty slot for the variable setup's town tiles */
            double d[] = { 0.12, 0.08 };
            cairo_new_sub_path (cr);
            cairo_arc (cr, sp->x, sp->y, TOWN_R, 0, 2 * G_PI);
            cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
            cairo_fill_preserve (cr);
            wm_set_rgb (cr, ink_rgb);
            cairo_set_line_width (cr, 0.06);
            cairo_set_dash (cr, d, 2, 0);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
            cairo_new_sub_path (cr);
            cairo_arc (cr, sp->x, sp->y, TOWN_R * 0.55, 0, 2 * G_PI);
            cairo_set_line_width (cr, 0.035);
            cairo_stroke (cr);
          }
        break;
      }
    case WM_SPACE_CASTLE:
      {
        /* A fort is walled in its weapon type's colour on a disc tinted
         * with it (the Rules page shows the type as a disc of the colour);
         * its label names the type. */
        const WmWeaponType *weapon = castle_weapon (ctx, sp);
        WmRgb paper = { 0.97, 0.96, 0.92 }, wall = { 0.62, 0.6, 0.57 };
        if (weapon != NULL)
          {
            wall = wm_rgb_parse (weapon->color, wall);
            paper = wm_rgb_mix (paper, wall, 0.35);
          }
        ringed_disc (cr, sp->x, sp->y, CASTLE_R, 0.05, paper, ink_rgb);
        cairo_save (cr);
        cairo_translate (cr, sp->x, sp->y);
        cairo_rotate (cr, -ctx->text_rotation * G_PI / 180); /* upright on turned regions */
        if (space_is_inn (ctx, sp))
          draw_inn (cr);
        else
          draw_castle (cr, 0, -0.02, wall);
        cairo_restore (cr);
        break;
      }
    case WM_SPACE_SECRET:
      {
        double d[] = { 0.001, 0.09 };
        cairo_new_sub_path (cr);
        cairo_arc (cr, sp->x, sp->y, SPACE_R, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, 0.88, 0.83, 0.93);
        cairo_fill_preserve (cr);
        cairo_set_source_rgb (cr, 0.35, 0.2, 0.45);
        cairo_set_line_width (cr, 0.07);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_dash (cr, d, 2, 0);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        break; /* its "?": draw_secret_marks () */
      }
    default:
      /* plain spaces and islands: draw_simple_spaces () */
      break;
    }
}

/* The "?" of every secret slot, after the shapes: text drawn together
 * keeps pango's code and data in the processor's caches, and the layout is
 * made once. */
static void
draw_secret_marks (cairo_t *cr, const DrawCtx *ctx)
{
  cairo_set_source_rgb (cr, 0.35, 0.2, 0.45);
  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);
      if (sp->kind == WM_SPACE_SECRET && near_visible (ctx, sp->x, sp->y, SPACE_R))
        wm_label_draw (ctx->labels, cr, "?", sp->x, sp->y, 0.36, TRUE, ctx->text_rotation, FALSE);
    }
}

/* How far the icon of @sp reaches from its centre, its outline included:
 * what labels keep clear of. A town's shape reaches past TOWN_R at its
 * corners (a square's by 0.85 × √2). */
static double
icon_reach (const DrawCtx *ctx, const WmSpace *sp)
{
  switch (sp->kind)
    {
    case WM_SPACE_TOWN:
      return space_town (ctx, sp) != NULL ? TOWN_R * 1.2 + 0.035 : TOWN_R + 0.03;
    case WM_SPACE_CASTLE:
      return CASTLE_R + 0.025;
    case WM_SPACE_SECRET:
      return SPACE_R + 0.035;
    case WM_SPACE_ISLAND:
      return SPACE_R + ISLAND_RING / 2;
    default:
      return SPACE_R + PLAIN_RING / 2;
    }
}

/* What covering the icon of @sp costs a label: a slot's icon (town,
 * castle, inn, secret) outweighs anything else a label may cover. */
static double
icon_weight (const WmSpace *sp)
{
  return sp->kind == WM_SPACE_PLAIN || sp->kind == WM_SPACE_ISLAND ? 10 : 100;
}

/* Sets @ctx's reader axes: the reader's right (R) and down (D) in the
 * region's coordinates, which a turned region turns (labels stay
 * upright), and where the region's origin lies in them (@origin, the
 * board's point of the region's (0, 0) once turned). */
static void
set_reader_axes (DrawCtx *ctx, double origin_x, double origin_y)
{
  double t = ctx->text_rotation * G_PI / 180;

  ctx->R[0] = cos (t), ctx->R[1] = -sin (t);
  ctx->D[0] = sin (t), ctx->D[1] = cos (t);
  ctx->origin[0] = origin_x, ctx->origin[1] = origin_y;
}

static void
to_reader (const DrawCtx *ctx, double x, double y, double *u, double *v)
{
  *u = x * ctx->R[0] + y * ctx->R[1] + ctx->origin[0];
  *v = x * ctx->D[0] + y * ctx->D[1] + ctx->origin[1];
}

static void
from_reader (const DrawCtx *ctx, double u, double v, double *x, double *y)
{
  u -= ctx->origin[0], v -= ctx->origin[1];
  *x = u * ctx->R[0] + v * ctx->D[0];
  *y = u * ctx->R[1] + v * ctx->D[1];
}

/* The least room between two names: closer, they read as one word. */
#define NAME_GAP 0.08
/* How far inside its side's edge a label keeps: air for its halo. */
#define EDGE_ROOM 0.1

/* The labels placed from now on keep inside @ctx's side as the reader
 * sees it: a sheet, a tile of one, the editor's canvas and a PNG cut what
 * runs past its edge, and on a board the next cell's ground covers it. */
static void
keep_labels_on_side (const DrawCtx *ctx)
{
  double size = ctx->region->size, u0, v0, u1, v1;

  to_reader (ctx, 0, 0, &u0, &v0);
  to_reader (ctx, size, size, &u1, &v1);
  wm_label_field_set_bounds (ctx->field,
                             &(WmLabelBox){ MIN (u0, u1) + EDGE_ROOM, MIN (v0, v1) + EDGE_ROOM,
                                            MAX (u0, u1) - EDGE_ROOM, MAX (v0, v1) - EDGE_ROOM });
}

/* Moves the label centred on @c (the region's coordinates), @hw and @hh
 * its half sizes as it reads, inside the side (keep_labels_on_side ()):
 * a long name beside a space near the edge slides along it. */
static void
keep_label_inside (const DrawCtx *ctx, double c[2], double hw, double hh)
{
  double u, v;
  WmLabelBox box;

  to_reader (ctx, c[0], c[1], &u, &v);
  box = (WmLabelBox){ u - hw, v - hh, u + hw, v + hh };
  if (wm_label_field_keep_inside (ctx->field, &box))
    from_reader (ctx, (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2, &c[0], &c[1]);
}

/* How badly a label box (centre @c, half sizes @hw, @hh as it reads)
 * would collide with the map: the field's obstacles (icons, tokens, ways
 * and the labels placed before, on a board those of every region), lakes,
 * the tile's border. */
static double
label_cost (cairo_t *cr, const DrawCtx *ctx, const double c[2], double hw, double hh)
{
  const double *R = ctx->R, *D = ctx->D;
  double cost = 0, size = ctx->region->size, u, v;
  WmLabelBox box;

  /* a slot's icon is never covered while any candidate keeps off it */
  to_reader (ctx, c[0], c[1], &u, &v);
  box = (WmLabelBox){ u - hw, v - hh, u + hw, v + hh };
  cost += wm_label_field_covered_weight (ctx->field, &box, NAME_GAP);
  /* lakes: probe the box's centre and corners against their shapes, which
   * label_anchor () left as the current path */
  for (int k = 0; k < 5; k++)
    {
      static const double fx[] = { 0, -1, 1, -1, 1 }, fy[] = { 0, -1, -1, 1, 1 };
      double px = c[0] + fx[k] * hw * R[0] + fy[k] * hh * D[0];
      double py = c[1] + fx[k] * hw * R[1] + fy[k] * hh * D[1];
      if (cairo_in_fill (cr, px, py))
        cost += 3;
      /* only a name too long for the side gets here: the others were
       * moved inside (keep_label_inside ()) */
      if (px < EDGE_ROOM * 0.99 || py < EDGE_ROOM * 0.99 || px > size - EDGE_ROOM * 0.99
          || py > size - EDGE_ROOM * 0.99)
        cost += 6;
    }
  return cost;
}

/* Where a label goes: below the space as the reader sees it, unless it
 * collides less above, beside or diagonally. */
static void
label_anchor (cairo_t *cr, const DrawCtx *ctx, const WmSpace *sp, double r, double w, double h,
              double *lx, double *ly)
{
  const double *R = ctx->R, *D = ctx->D;
  /* candidates in reader units: (right, down) of the centre, and a small
   * preference for below; the diagonal ones put the box's inner corner
   * just off the icon's circle (0.72 > 1 / √2) */
  const double cand[][3] = {
    { 0, r + h / 2 + 0.1, 0 },
    { 0, -(r + h / 2 + 0.1), 0.6 },
    { r + w / 2 + 0.15, 0, 0.9 },
    { -(r + w / 2 + 0.15), 0, 0.9 },
    { r * 0.72 + w / 2, r * 0.72 + h / 2, 1.2 },
    { -(r * 0.72 + w / 2), r * 0.72 + h / 2, 1.2 },
    { r * 0.72 + w / 2, -(r * 0.72 + h / 2), 1.4 },
    { -(r * 0.72 + w / 2), -(r * 0.72 + h / 2), 1.4 },
  };
  double best = G_MAXDOUBLE;

  *lx = sp->x, *ly = sp->y;
  cairo_new_path (cr);
  for (guint i = 0; i < ctx->side->lakes->len; i++)
    {
      g_autoptr (GArray) pts = lake_points (ctx, g_ptr_array_index (ctx->side->lakes, i), TRUE);
      inland_lake_path (cr, pts);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cand); i++)
    {
      double c[2] = { sp->x + cand[i][0] * R[0] + cand[i][1] * D[0],
                      sp->y + cand[i][0] * R[1] + cand[i][1] * D[1] };
      double cost;

      keep_label_inside (ctx, c, w / 2, h / 2);
      cost = cand[i][2] + label_cost (cr, ctx, c, w / 2, h / 2);
      if (cost < best)
        best = cost, *lx = c[0], *ly = c[1];
      if (best < 0.5)
        break; /* below and free: nothing beats it */
    }
  cairo_new_path (cr);
}

/* @weapon's name in @lang (else the variant's first language), else its
 * id. */
static const char *
weapon_name (const WmVariant *variant, const WmWeaponType *weapon, const char *lang)
{
  const char *name = wm_text_get (&weapon->name, lang, wm_variant_fallback_language (variant));

  return name != NULL && *name != '\0' ? name : weapon->id;
}

/* A fort's label: the name of the weapon type it hands out, after the
 * slot's own label if it has one ("Old Keep · Bow"). NULL for other
 * spaces. */
static char *
fort_label (const DrawCtx *ctx, const WmSpace *sp)
{
  const WmWeaponType *weapon = castle_weapon (ctx, sp);
  const char *name;

  if (weapon == NULL)
    return NULL;
  name = weapon_name (ctx->variant, weapon, ctx->lang);
  return sp->label != NULL ? g_strdup_printf ("%s · %s", sp->label, name) : g_strdup (name);
}

/* The token a game puts on the castle slot @sp (centred at @u, @v in the
 * reader's axes, which are the board's), as an obstacle: a fort's weapon
 * count or an inn's mark, their outlines included. FALSE for none. */
static gboolean
token_obstacle (const DrawCtx *ctx, const WmSpace *sp, double u, double v, WmLabelObstacle *o)
{
  if (!ctx->style->game_tokens || sp->kind != WM_SPACE_CASTLE)
    return FALSE;
  if (castle_weapon (ctx, sp) != NULL)
    *o = (WmLabelObstacle){ .shape = WM_LABEL_OBSTACLE_DISC,
                            .x = u + WM_RENDER_FORT_COUNT_DX,
                            .y = v + WM_RENDER_FORT_COUNT_DY,
                            .r = WM_RENDER_FORT_COUNT_R * 1.06 + 0.02,
                            .weight = 100 };
  else if (space_is_inn (ctx, sp))
    *o = (WmLabelObstacle){ .shape = WM_LABEL_OBSTACLE_DISC,
                            .x = u + WM_RENDER_INN_MARK_DX,
                            .y = v + WM_RENDER_INN_MARK_DY,
                            .r = WM_RENDER_INN_MARK_R * 1.06 + 0.02,
                            .weight = 100 };
  else
    return FALSE;
  return TRUE;
}

/* What covering a piece of a way costs a label, per piece (a way is cut
 * into WAY_PIECES): a label across a way is read with it, but less badly
 * than over a plain space; still more than the preference between two
 * free places (at most 1.4), so a free place always wins. */
#define WAY_WEIGHT 2
#define WAY_PIECES 8
/* How far either side of a way's middle line a label keeps off: the
 * widest stroke (a road's casing) and a little air. */
#define WAY_KEEP (WAY_HALF_WIDTH + 0.03)

/* @c as WAY_PIECES straight pieces in the reader's axes: the curves of
 * the base game bend gently enough for eight to follow them within a
 * stroke's width. */
static void
add_way_obstacles (const DrawCtx *ctx, const Cubic *c, const WmSpace *a, const WmSpace *b,
                   const char *type, gpointer data)
{
  WmLabelObstacle o = { .shape = WM_LABEL_OBSTACLE_SEGMENT, .r = WAY_KEEP, .weight = WAY_WEIGHT };

  to_reader (ctx, c->x[0], c->y[0], &o.x2, &o.y2);
  for (int i = 1; i <= WAY_PIECES; i++)
    {
      double x, y;
      o.x = o.x2, o.y = o.y2;
      cubic_point (c, (double)i / WAY_PIECES, &x, &y);
      to_reader (ctx, x, y, &o.x2, &o.y2);
      wm_label_field_add (ctx->field, &o);
    }
}

/* Files what of @ctx's side a label keeps off in its field: the icons, a
 * game's tokens on them, the paths and ports. On a board every cell's go
 * in before any label is placed, so that a name near a region's border
 * keeps off what the neighbouring region draws there. */
static void
add_side_obstacles (const DrawCtx *ctx)
{
  const WmSide *side = ctx->side;

  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      WmLabelObstacle o = { .shape = WM_LABEL_OBSTACLE_DISC,
                            .r = icon_reach (ctx, sp),
                            .weight = icon_weight (sp) },
                      token;
      to_reader (ctx, sp->x, sp->y, &o.x, &o.y);
      wm_label_field_add (ctx->field, &o);
      if (token_obstacle (ctx, sp, o.x, o.y, &token))
        wm_label_field_add (ctx->field, &token);
    }
  each_way (ctx, add_way_obstacles, NULL);
}

/* What covering a label costs another label: as much as a plain space,
 * more than a way. */
#define NAME_WEIGHT 10

/* Reports the label of @sp placed at @box (the reader's axes) when the
 * placements are asked for. */
static void
report_label (const DrawCtx *ctx, const WmSpace *sp, gboolean is_id, const WmLabelBox *box)
{
  WmRenderLabel label = { sp->id, is_id, box->x0, box->y0, box->x1, box->y1, ctx->region,
                          ctx->side };

  if (ctx->placed != NULL)
    g_array_append_val (ctx->placed, label);
}

/* A name centred on (@x, @y) in the region's coordinates, @w × @h as it
 * reads, placed: an obstacle for the labels placed after it. */
static void
add_placed_name (const DrawCtx *ctx, const WmSpace *sp, double x, double y, double w, double h)
{
  double u, v;
  WmLabelBox box;

  to_reader (ctx, x, y, &u, &v);
  box = (WmLabelBox){ u - w / 2, v - h / 2, u + w / 2, v + h / 2 };
  wm_label_field_add_box (ctx->field, &box, NAME_WEIGHT);
  report_label (ctx, sp, FALSE, &box);
}

const char *
wm_render_inn_label (const char *lang)
{
  /* Translators: under the castle slot the map editor's Region view
   * shows as the inn (the other castle slot is the fort, labelled with
   * its weapon type); "inn" as the rulebook says it. */
  return wm_render_gettext (lang, gettext_noop ("Inn"));
}

/* The text of @sp's label: a town's name, a fort's weapon type, the
 * designer's label; on a lone side whose fort the style names, "Inn"
 * under the other castle slot (after its own label), which read as a
 * second fort with the fort's weapon (review, Map page 2). NULL for none.
 * @owned keeps what was made for it. */
static const char *
label_text (const DrawCtx *ctx, const WmSpace *sp, char **owned)
{
  const WmTown *town = space_town (ctx, sp);

  if (town != NULL)
    return wm_text_get (&town->name, ctx->lang, wm_variant_fallback_language (ctx->variant));
  if ((*owned = fort_label (ctx, sp)) != NULL)
    return *owned;
  if (ctx->map == NULL && space_is_inn (ctx, sp))
    return *owned = sp->label != NULL
                        ? g_strdup_printf ("%s · %s", sp->label, wm_render_inn_label (ctx->lang))
                        : g_strdup (wm_render_inn_label (ctx->lang));
  return sp->label;
}

/* How far round a space its id may decide where another label goes: the
 * farthest candidate of an id and the icons it keeps off. */
#define ID_REACH 1.6
/* How far out of sight ids are still placed (not drawn): the own place
 * of an id (see IdPlace) may move one in sight aside. */
#define ID_PLACE_REACH (2 * ID_REACH)
/* The least room between two ids, and between an id and a name. */
#define ID_GAP 0.04

static void
draw_name_labels (cairo_t *cr, const DrawCtx *ctx)
{
  keep_labels_on_side (ctx);
  for (guint i = 0; i < ctx->side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (ctx->side->spaces, i);
      g_autofree char *owned = NULL;
      const char *text = label_text (ctx, sp, &owned);
      gboolean bold = space_town (ctx, sp) != NULL;
      double tw, th, lx, ly, reach;

      if (text == NULL)
        continue;
      wm_label_measure (ctx->labels, text, LABEL_SIZE, bold, &tw, &th);
      reach = icon_reach (ctx, sp) + tw + th + 0.3;
      /* A label just out of sight still moves the ids beside it: placed
       * alike whatever part of the map is drawn. */
      if (!near_visible (ctx, sp->x, sp->y, reach + (ctx->style->space_ids ? ID_PLACE_REACH : 0)))
        continue;
      label_anchor (cr, ctx, sp, icon_reach (ctx, sp), tw, th * 0.8, &lx, &ly);
      add_placed_name (ctx, sp, lx, ly, tw, th * 0.8);
      if (!near_visible (ctx, sp->x, sp->y, reach) || ctx->place_only)
        continue;
      wm_set_rgb (cr, ink_rgb);
      wm_label_draw (ctx->labels, cr, text, lx, ly, LABEL_SIZE, bold, ctx->text_rotation, TRUE);
    }
}

/* An id's place in two passes: where it goes among icons, ways and
 * names alone (@own), then where it goes (@box) once it also keeps off the
 * own places of the ids before it in the side's order. Keeping off their
 * own places rather than where they went in the end keeps a move local:
 * an id moved aside moves no other on, which would push the next along a
 * whole row of a dense map, and an edit would move ids far from it. */
typedef struct
{
  gboolean placed;
  double w, h;
  WmLabelBox own, box;
} IdPlace;

/* How far from its icon an id goes: clear of it by the text's halo and a
 * little air. */
static double
id_clearance (const DrawCtx *ctx, const WmSpace *sp)
{
  return icon_reach (ctx, sp) + ID_SIZE * 0.14 + 0.05;
}

/* Each space's id at the first place round it that nothing covers (above
 * left where free): no icon, way or name, nor the place an id before it
 * took first. Ids out of sight are placed too, for those in sight. */
static void
draw_space_ids (cairo_t *cr, const DrawCtx *ctx)
{
  const GPtrArray *spaces = ctx->side->spaces;
  g_autofree IdPlace *places = g_new0 (IdPlace, spaces->len);

  keep_labels_on_side (ctx);
  for (guint i = 0; i < spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (spaces, i);
      IdPlace *p = &places[i];
      double th, u, v;

      if (!near_visible (ctx, sp->x, sp->y, ID_PLACE_REACH))
        continue;
      wm_label_measure (ctx->labels, sp->id, ID_SIZE, FALSE, &p->w, &th);
      p->h = th * 0.8;
      to_reader (ctx, sp->x, sp->y, &u, &v);
      wm_label_place (ctx->field, u, v, id_clearance (ctx, sp), p->w, p->h, ID_GAP, &p->own);
      p->placed = TRUE;
    }
  for (guint i = 0; i < spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (spaces, i);
      IdPlace *p = &places[i];
      double u, v;

      if (!p->placed)
        continue;
      to_reader (ctx, sp->x, sp->y, &u, &v);
      wm_label_place (ctx->field, u, v, id_clearance (ctx, sp), p->w, p->h, ID_GAP, &p->box);
      wm_label_field_add_box (ctx->field, &p->own, NAME_WEIGHT);
    }
  wm_set_rgb (cr, id_rgb);
  for (guint i = 0; i < spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (spaces, i);
      const IdPlace *p = &places[i];
      double x, y;

      if (!p->placed)
        continue;
      report_label (ctx, sp, TRUE, &p->box);
      if (!near_visible (ctx, sp->x, sp->y, ID_REACH))
        continue;
      from_reader (ctx, (p->box.x0 + p->box.x1) / 2, (p->box.y0 + p->box.y1) / 2, &x, &y);
      wm_label_draw (ctx->labels, cr, sp->id, x, y, ID_SIZE, FALSE, ctx->text_rotation, TRUE);
    }
}

void
wm_render_space_id (cairo_t *cr, const char *id, const WmLabelBox *box)
{
  cairo_save (cr);
  wm_set_rgb (cr, id_rgb);
  wm_label_draw (NULL, cr, id, (box->x0 + box->x1) / 2, (box->y0 + box->y1) / 2, ID_SIZE, FALSE, 0,
                 TRUE);
  cairo_restore (cr);
}

/* Names first, then ids round them: an id is what moves aside. */
static void
draw_labels (cairo_t *cr, const DrawCtx *ctx)
{
  if (ctx->style->labels)
    draw_name_labels (cr, ctx);
  if (ctx->style->space_ids)
    draw_space_ids (cr, ctx);
}

/* Sets up @ctx for drawing @side of @region from what @base says of the
 * whole drawing (variant, style, map, label cache and field); @cell is the
 * side's cell on @base's map, turned @rotation degrees, its origin at
 * (@origin_x, @origin_y) of the drawing as it reads. */
static void
side_ctx_init (DrawCtx *ctx, const DrawCtx *base, const WmRegion *region, const WmSide *side,
               const char *prefix, double rotation, int cell, double origin_x, double origin_y)
{
  const WmMap *map = base->map;

  *ctx = *base;
  ctx->region = region;
  ctx->side = side;
  ctx->key_prefix = prefix;
  ctx->text_rotation = rotation;
  set_reader_axes (ctx, origin_x, origin_y);
  ctx->map_index = NULL;
  if (map != NULL)
    {
      ctx->map_index = g_hash_table_new (NULL, NULL);
      for (int i = map->cell_first_space[cell]; i < map->cell_first_space[cell + 1]; i++)
        g_hash_table_insert (ctx->map_index, (gpointer)map->spaces[i].space,
                             GINT_TO_POINTER (i + 1));
    }
  ctx->lang = base->style->lang ? base->style->lang : wm_variant_fallback_language (base->variant);
  ctx->space_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      g_hash_table_insert (ctx->space_index, sp->id, GINT_TO_POINTER (i + 1));
    }
}

static void
side_ctx_clear (DrawCtx *ctx)
{
  g_clear_pointer (&ctx->space_index, g_hash_table_unref);
  g_clear_pointer (&ctx->map_index, g_hash_table_unref);
}

/* How far from a side its labels may move those of another side: the
 * reach of a long name and of the ids round it. */
#define LABEL_MARGIN 6

/* Draws the side @ctx was set up for, in the region's units. */
static void
draw_side (cairo_t *cr, DrawCtx *ctx)
{
  const WmSide *side = ctx->side;
  double size = ctx->region->size;

  cairo_clip_extents (cr, &ctx->clip[0], &ctx->clip[1], &ctx->clip[2], &ctx->clip[3]);
  /* a margin for labels beyond the border */
  if (!box_visible (ctx, -1, -1, size + 1, size + 1))
    {
      /* Out of sight, a board's cell still places the labels near its
       * border: those of the cells after it keep off them. */
      if (box_visible (ctx, -LABEL_MARGIN, -LABEL_MARGIN, size + LABEL_MARGIN, size + LABEL_MARGIN))
        draw_labels (cr, ctx);
      return;
    }

  cairo_save (cr);
  if (ctx->style->draft)
    {
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
      cairo_set_tolerance (cr, 0.3);
    }
  cairo_rectangle (cr, 0, 0, size, size);
  wm_set_rgb (cr, ground_rgb);
  cairo_fill (cr);

  draw_lakes (cr, ctx);
  draw_paths (cr, ctx);
  draw_overlay_under (cr, ctx);
  draw_roses (cr, ctx);
  draw_simple_spaces (cr, ctx);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (near_visible (ctx, sp->x, sp->y, TOWN_R * 1.3))
        draw_space (cr, ctx, sp);
    }
  draw_secret_marks (cr, ctx);
  draw_labels (cr, ctx);
  draw_markers (cr, ctx);
  cairo_restore (cr);

  cairo_rectangle (cr, 0, 0, size, size);
  wm_set_rgb (cr, ground_edge_rgb);
  cairo_set_line_width (cr, 0.06);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

/* Room round a drawing for the obstacles and labels past its edges. */
#define FIELD_MARGIN 2

static void
region_side (cairo_t *cr, const WmVariant *variant, const WmRegion *region, const WmSide *side,
             const WmMapStyle *style, GArray *placed)
{
  g_autoptr (WmLabelCache) labels = wm_label_cache_new ();
  g_autoptr (WmLabelField) field
      = wm_label_field_new (-FIELD_MARGIN, -FIELD_MARGIN, region->size + FIELD_MARGIN,
                            region->size + FIELD_MARGIN);
  WmMapStyle defaults;
  DrawCtx base = {
    .variant = variant, .style = style, .labels = labels, .field = field, .placed = placed
  };
  DrawCtx ctx;

  if (style == NULL)
    {
      wm_map_style_init (&defaults);
      base.style = &defaults;
    }
  side_ctx_init (&ctx, &base, region, side, "", 0, 0, 0, 0);
  add_side_obstacles (&ctx);
  draw_side (cr, &ctx);
  side_ctx_clear (&ctx);
}

void
wm_render_region_side (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                       const WmSide *side, const WmMapStyle *style)
{
  g_return_if_fail (region != NULL && side != NULL);
  region_side (cr, variant, region, side, style, NULL);
}

/* A surface that keeps what is drawn on it and clips nothing, for asking
 * where labels go without a picture. */
static cairo_t *
unclipped_context (void)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  return cr;
}

GArray *
wm_render_region_side_labels (const WmVariant *variant, const WmRegion *region,
                              const WmSide *side, const WmMapStyle *style)
{
  GArray *placed = g_array_new (FALSE, FALSE, sizeof (WmRenderLabel));
  cairo_t *cr;

  g_return_val_if_fail (region != NULL && side != NULL, placed);
  cr = unclipped_context ();
  region_side (cr, variant, region, side, style, placed);
  cairo_destroy (cr);
  return placed;
}

/* ---- scale bar and sheets ------------------------------------------------ */

/* The length of a scale bar in map units (a round length in the label's
 * unit that fits in @max_len) and its label. */
static double
scale_bar_length (double max_len, double mm_per_unit, const char *lang, char *text, gsize n)
{
  static const double steps[] = { 1, 2, 5, 10, 20, 50, 100 };
  double per_unit = mm_per_unit > 0 ? mm_per_unit / 10 : 1; /* label units per map unit */
  double len_label = 1;
  g_autofree char *label = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (steps[i] / per_unit <= max_len)
      len_label = steps[i];
  if (mm_per_unit > 0)
    label = wm_render_strdup_printf (
        lang, wm_render_gettext (lang, gettext_noop ("%g cm  (1 unit = %g mm)")), len_label,
        mm_per_unit);
  else
    label = wm_render_strdup_printf (lang, wm_render_gettext (lang, gettext_noop ("%g units")),
                                     len_label);
  g_strlcpy (text, label, n);
  return len_label / per_unit;
}

#define SCALE_TEXT_SIZE 0.28
/* The caption band's margin, the same on the left as above the title, so
 * that an exported sheet's caption does not start at the image's edge. */
#define CAPTION_INSET 0.3

static void
draw_scale_bar (cairo_t *cr, double x, double y, double max_len, double mm_per_unit,
                const char *lang)
{
  char text[128];
  double len = scale_bar_length (max_len, mm_per_unit, lang, text, sizeof text);
  int n = 4;

  cairo_set_line_width (cr, 0.04);
  for (int i = 0; i < n; i++)
    {
      cairo_rectangle (cr, x + len * i / n, y, len / n, 0.14);
      if (i % 2 == 0)
        wm_set_rgb (cr, ink_rgb);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      wm_set_rgb (cr, ink_rgb);
      cairo_stroke (cr);
    }
  wm_set_rgb (cr, ink_rgb);
  wm_draw_text (cr, text, x + len + 0.2, y - 0.12, 0, SCALE_TEXT_SIZE, FALSE, WM_ALIGN_LEFT);
}

void
wm_render_scale_bar (cairo_t *cr, double x, double y, double max_len, double mm_per_unit)
{
  draw_scale_bar (cr, x, y, max_len, mm_per_unit, NULL);
}

/* Whether @space is one of @lake's islands: a path there crosses the
 * water by design (a ferry, a bridge). */
static gboolean
lake_island (const WmLake *lake, const char *space)
{
  for (guint i = 0; i < lake->islands->len; i++)
    if (g_strcmp0 (((const WmShore *)g_ptr_array_index (lake->islands, i))->space, space) == 0)
      return TRUE;
  return FALSE;
}

/* Steps along a path's middle line where it is tested against water: a
 * tenth of a unit or less on the base game's paths. */
#define CROSSING_STEPS 48
/* How far inside the water a point of a path's middle line must lie, all
 * round, for the path to run across it: about a path's stroke. A path
 * along a lake's rim grazes it (the base game's r1 runs s24–s32 a
 * hundredth of a unit into its south-west corner lake). */
#define CROSSING_DEPTH 0.15

/* Whether the water outlined as @cr's path holds the disc of
 * CROSSING_DEPTH round (@x, @y), as eight points round it tell. */
static gboolean
deep_in_water (cairo_t *cr, double x, double y)
{
  if (!cairo_in_fill (cr, x, y))
    return FALSE;
  for (int k = 0; k < 8; k++)
    if (!cairo_in_fill (cr, x + CROSSING_DEPTH * cos (k * G_PI / 4),
                        y + CROSSING_DEPTH * sin (k * G_PI / 4)))
      return FALSE;
  return TRUE;
}

GArray *
wm_render_lake_paths_crossed (const WmVariant *variant, const WmRegion *region,
                              const WmSide *side, const WmLake *lake)
{
  GArray *crossed = g_array_new (FALSE, FALSE, sizeof (guint));
  cairo_t *cr;
  WmMapStyle style;
  DrawCtx base = { 0 }, ctx;

  g_return_val_if_fail (variant != NULL && region != NULL && side != NULL && lake != NULL,
                        crossed);
  wm_map_style_init (&style);
  base.variant = variant;
  base.style = &style;
  side_ctx_init (&ctx, &base, region, side, "", 0, 0, 0, 0);
  cr = unclipped_context ();
  lake_outline (cr, &ctx, lake);
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const WmSpace *a = find_space (&ctx, path->a), *b = find_space (&ctx, path->b);
      double ra, rb;
      Cubic c;

      if (a == NULL || b == NULL || lake_island (lake, a->id) || lake_island (lake, b->id))
        continue;
      c = wm_path_cubic (a, path->a_dir, b, path->b_dir);
      /* Under its spaces a path is hidden: a town's shape as far as a
       * slot's disc. */
      ra = MAX (space_cover (&ctx, a), TOWN_R), rb = MAX (space_cover (&ctx, b), TOWN_R);
      for (int k = 1; k < CROSSING_STEPS; k++)
        {
          double x, y;
          cubic_point (&c, (double)k / CROSSING_STEPS, &x, &y);
          if (hypot (x - a->x, y - a->y) <= ra || hypot (x - b->x, y - b->y) <= rb)
            continue;
          if (deep_in_water (cr, x, y))
            {
              g_array_append_val (crossed, i);
              break;
            }
        }
    }
  cairo_destroy (cr);
  side_ctx_clear (&ctx);
  return crossed;
}

void
wm_map_lake_diagnostics (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                         WmDiagnostics *diags)
{
  g_autofree char *named = NULL;

  g_return_if_fail (variant != NULL && region != NULL && side != NULL && diags != NULL);
  named = wm_variant_named (variant, &region->name, region->id);
  for (int l = -WM_N_CORNERS; l < (int)side->lakes->len; l++)
    {
      const WmLake *lake
          = l < 0 ? side->corner_lakes[l + WM_N_CORNERS] : g_ptr_array_index (side->lakes, l);
      g_autoptr (GArray) crossed = NULL;
      g_autofree char *lake_name = NULL, *where = NULL;

      if (lake == NULL)
        continue;
      crossed = wm_render_lake_paths_crossed (variant, region, side, lake);
      if (crossed->len == 0)
        continue;
      lake_name = lake->id ? g_strdup (lake->id) : g_strdup (wm_corner_to_string (lake->corner));
      where = g_strdup_printf ("region %s / side %c / lake %s", region->id, side->id, lake_name);
      for (guint i = 0; i < crossed->len; i++)
        {
          const WmPath *path = g_ptr_array_index (side->paths, g_array_index (crossed, guint, i));
          const WmPathType *type = wm_variant_find_path_type (variant, path->type);
          g_autofree char *type_name
              = type ? wm_variant_isolated_name (variant, &type->name, type->id)
                     : g_strdup (path->type);
          /* TRANSLATORS: %1$s a lake's id ("l2") or corner ("NW"), %2$s the
           * side (A or B), %3$s the region as in "“Heath” (r1)", %4$s the
           * path's type ("Water"), %5$s and %6$s its spaces. The Map page's
           * lake tool refuses such a lake; a file written by hand may hold
           * one. */
          wm_diagnostics_add (diags, WM_SEVERITY_WARNING, lake->line, where,
                              "side-lake-across-path",
                              _("the water of lake %1$s on side %2$c of region %3$s lies across "
                                "the “%4$s” path %5$s–%6$s, which a lake may not cover: turn or "
                                "move its shores so that it lies beside the path, or delete the "
                                "path"),
                              lake_name, side->id, named, type_name, path->a, path->b);
        }
    }
}

void
wm_map_check_lakes (const WmVariant *variant, const WmRegion *only_region, WmDiagnostics *diags)
{
  g_return_if_fail (variant != NULL && diags != NULL);
  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      for (int s = 0; s < 2 && (only_region == NULL || region == only_region); s++)
        if (region->sides[s] != NULL)
          wm_map_lake_diagnostics (variant, region, region->sides[s], diags);
    }
}

char *
wm_render_fort_note (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                     const char *lang)
{
  const WmWeaponType *weapon;
  guint castles = 0;

  g_return_val_if_fail (variant != NULL && region != NULL && side != NULL, NULL);
  weapon = region->fort_weapon ? wm_variant_find_weapon_type (variant, region->fort_weapon) : NULL;
  for (guint i = 0; i < side->spaces->len; i++)
    if (((const WmSpace *)g_ptr_array_index (side->spaces, i))->kind == WM_SPACE_CASTLE)
      castles++;
  if (weapon == NULL || castles < 2)
    return NULL;
  if (lang == NULL)
    lang = wm_variant_fallback_language (variant);
  /* Translators: under a printed region side; %s is the weapon type its
   * fort hands out ("Bow"). Castle slot, fort and inn as in the rulebook. */
  return g_strdup_printf (
      wm_render_gettext (lang, gettext_noop ("Both castle slots show %s: the board decides which "
                                             "one is the fort, the other is an inn.")),
      weapon_name (variant, weapon, lang));
}

/* The smallest size of the fort note, in map units: below it the note
 * would not be read, and what does not fit the caption runs off it. */
#define FORT_NOTE_MIN_SIZE 0.12
#define TITLE_SIZE 0.42
/* A region's name too long for the caption's line is set smaller, down to
 * this, before it is cut with "…": the sheet's caption has no second
 * line, but a name a few letters too long (review 24a-4: "… — Är…") reads
 * whole a little smaller. */
#define TITLE_MIN_SIZE 0.3

/* The fort note's size from @width and @room: smaller type where the
 * language needs more room, down to FORT_NOTE_MIN_SIZE; @height the
 * height it takes at that size. */
static double
fort_note_size (const char *note, double width, double room, double *height)
{
  double text_size = 0.26;

  while (text_size > FORT_NOTE_MIN_SIZE
         && (*height = wm_text_height (NULL, note, width, text_size, FALSE)) > room)
    text_size *= 0.92;
  *height = wm_text_height (NULL, note, width, text_size, FALSE);
  return text_size;
}

/* How a sheet's caption band lays out: the title on one line, the scale
 * bar right of it or under it, the fort note under them. */
typedef struct
{
  char *title;                 /* "r1  ·  Name  ·  A" */
  double title_size;           /* TITLE_SIZE, or smaller for a long name */
  double title_w, title_room;  /* what the title needs on one line at title_size, what it has */
  char bar_text[128];
  double bar_x, bar_y;
  char *note;                  /* NULL: none */
  double note_y, note_width, note_room, note_size, note_height;
} Caption;

static void
caption_layout (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                const char *lang, double mm_per_unit, Caption *cap)
{
  g_autofree char *name = NULL;
  double size = region->size, text_w, bar_w;

  memset (cap, 0, sizeof *cap);
  name = wm_text_isolate (wm_text_get (&region->name, lang, wm_variant_fallback_language (variant)));
  cap->title = g_strdup_printf ("\u200E%s  ·  %s  ·  %c", region->id, name, side->id);
  cap->title_room = size - 2 * CAPTION_INSET;
  cap->title_size = TITLE_SIZE;
  wm_measure_text (NULL, cap->title, TITLE_SIZE, TRUE, &cap->title_w, NULL);
  if (cap->title_w > cap->title_room)
    {
      /* text widths scale with their size */
      cap->title_size = MAX (TITLE_MIN_SIZE, TITLE_SIZE * cap->title_room / cap->title_w * 0.995);
      wm_measure_text (NULL, cap->title, cap->title_size, TRUE, &cap->title_w, NULL);
    }
  /* the scale bar right of the title, or under it when a long name leaves
   * no room (it was drawn over the end of long names) */
  bar_w = scale_bar_length (size * 0.2, mm_per_unit, lang, cap->bar_text, sizeof cap->bar_text)
          + 0.2;
  wm_measure_text (NULL, cap->bar_text, SCALE_TEXT_SIZE, FALSE, &text_w, NULL);
  bar_w += text_w;
  cap->bar_x = MAX (size * 0.55, CAPTION_INSET + MIN (cap->title_w, cap->title_room) + 0.6);
  cap->bar_y = size + 0.5;
  if (cap->bar_x + bar_w > size - CAPTION_INSET)
    cap->bar_x = CAPTION_INSET, cap->bar_y = size + 1.05;
  /* under the title, or under the bar when the bar went under the title;
   * on two lines at most */
  if ((cap->note = wm_render_fort_note (variant, region, side, lang)) != NULL)
    {
      cap->note_y = MAX (size + 1.0, cap->bar_y + 0.4);
      cap->note_width = size - 2 * CAPTION_INSET;
      cap->note_room = size + WM_CAPTION_UNITS - 0.08 - cap->note_y;
      cap->note_size
          = fort_note_size (cap->note, cap->note_width, cap->note_room, &cap->note_height);
    }
}

static void
caption_clear (Caption *cap)
{
  g_free (cap->title);
  g_free (cap->note);
}

/* Whether the title is cut with "…": it would break its one line. */
static gboolean
caption_title_cut (const Caption *cap)
{
  int lines = 1;

  wm_text_wrap (cap->title, cap->title_room, cap->title_size, TRUE, &lines);
  return lines > 1;
}

void
wm_render_region_sheet (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                        const WmSide *side, const WmMapStyle *style, double mm_per_unit)
{
  const char *lang = style && style->lang ? style->lang : wm_variant_fallback_language (variant);
  Caption cap;

  wm_render_region_side (cr, variant, region, side, style);
  caption_layout (variant, region, side, lang, mm_per_unit, &cap);
  wm_set_rgb (cr, ink_rgb);
  /* one line across the sheet at most: a longer name ends in "…" */
  wm_draw_text_lines (cr, cap.title, CAPTION_INSET, region->size + CAPTION_INSET, cap.title_room,
                      cap.title_size, TRUE, WM_ALIGN_LEFT, 1);
  draw_scale_bar (cr, cap.bar_x, cap.bar_y, region->size * 0.2, mm_per_unit, lang);
  if (cap.note != NULL)
    {
      wm_set_rgb (cr, wm_rgb_mix (ink_rgb, (WmRgb){ 1, 1, 1 }, 0.25));
      wm_draw_text (cr, cap.note, CAPTION_INSET, cap.note_y, cap.note_width, cap.note_size, FALSE,
                    WM_ALIGN_LEFT);
    }
  caption_clear (&cap);
}

/* ---- the text check ------------------------------------------------------- */

/* How far the box @l reaches past a side @size units square; 0 inside. */
static double
past_edge (const WmRenderLabel *l, double size)
{
  return MAX (MAX (-l->x0, -l->y0), MAX (l->x1 - size, l->y1 - size));
}

/* map-label-overflow for the names the renderer places past the edge of
 * @side in @lang, where a sheet cuts them (a tiled sheet's clip, the
 * picture's edge) or lays them over its caption. */
static void
check_space_labels (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                    const char *lang, WmDiagnostics *diags)
{
  g_autoptr (WmLabelCache) labels = wm_label_cache_new ();
  g_autoptr (WmLabelField) field
      = wm_label_field_new (-FIELD_MARGIN, -FIELD_MARGIN, region->size + FIELD_MARGIN,
                            region->size + FIELD_MARGIN);
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (WmRenderLabel));
  cairo_t *cr = unclipped_context ();
  WmMapStyle style;
  DrawCtx base = { .variant = variant, .style = &style, .labels = labels, .field = field,
                   .placed = placed, .place_only = TRUE };
  DrawCtx ctx;
  g_autofree char *named = wm_variant_named (variant, &region->name, region->id);
  g_autofree char *language = wm_locale_language_in_words_and_tag (lang);

  wm_map_style_init (&style);
  style.lang = lang;
  side_ctx_init (&ctx, &base, region, side, "", 0, 0, 0, 0);
  add_side_obstacles (&ctx);
  cairo_clip_extents (cr, &ctx.clip[0], &ctx.clip[1], &ctx.clip[2], &ctx.clip[3]);
  draw_name_labels (cr, &ctx);
  for (guint i = 0; i < placed->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (placed, WmRenderLabel, i);
      const WmSpace *sp = wm_side_find_space (side, l->space);
      g_autofree char *owned = NULL, *where = NULL;
      double past = past_edge (l, region->size);

      /* the halo's rim may touch the edge */
      if (sp == NULL || past <= 0.02)
        continue;
      where = g_strdup_printf ("region %s / side %c / space %s", region->id, side->id, sp->id);
      /* TRANSLATORS: the label, the space's id, the side, the region
       * named as in "“Heath” (r1)", the language as in "German (“de”)" */
      wm_diagnostics_add (diags, WM_SEVERITY_WARNING, sp->line, where, "map-label-overflow",
                          _("the label “%s” of space %s on side %c of region %s in %s runs "
                            "%.2f units past the edge of the side: a sheet cuts it there, or "
                            "lays it over its caption"),
                          label_text (&ctx, sp, &owned), sp->id, side->id, named, language,
                          past);
    }
  side_ctx_clear (&ctx);
  cairo_destroy (cr);
}

void
wm_map_side_label_diagnostics (const WmVariant *variant, const WmRegion *region,
                               const WmSide *side, const char *lang, WmDiagnostics *diags)
{
  g_return_if_fail (variant != NULL && region != NULL && side != NULL && diags != NULL);
  check_space_labels (variant, region, side, lang ? lang : wm_variant_fallback_language (variant),
                      diags);
}

void
wm_map_sheet_text_diagnostics (const WmVariant *variant, const WmRegion *region,
                               const WmSide *side, const char *lang, double mm_per_unit,
                               WmDiagnostics *diags)
{
  g_autofree char *where = NULL;
  g_autofree char *named = NULL;
  g_autofree char *language = NULL;
  Caption cap;

  g_return_if_fail (variant != NULL && region != NULL && side != NULL && diags != NULL);
  if (lang == NULL)
    lang = wm_variant_fallback_language (variant);
  check_space_labels (variant, region, side, lang, diags);
  named = wm_variant_named (variant, &region->name, region->id);
  language = wm_locale_language_in_words_and_tag (lang);
  where = g_strdup_printf ("region %s / side %c", region->id, side->id);
  caption_layout (variant, region, side, lang, mm_per_unit, &cap);
  if (caption_title_cut (&cap))
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, region->line, where, "map-label-overflow",
                        /* TRANSLATORS: the region named as in "“Heath” (r1)", the
                         * language as in "German (“de”)" */
                        _("the name of region %s in %s does not fit the caption of the sheet of "
                          "side %c even at its smallest size: the caption's line needs %.1f units "
                          "and has %.1f; it is cut"),
                        named, language, side->id, cap.title_w, cap.title_room);
  if (cap.note != NULL && cap.note_height > cap.note_room + 1e-6)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, region->line, where, "map-label-overflow",
                        /* TRANSLATORS: the side, the region named as in "“Heath”
                         * (r1)", the language as in "German (“de”)" */
                        _("the note on the fort's weapon under the sheet of side %c of region "
                          "%s in %s does not fit the caption even at its smallest size: it "
                          "needs %.2f units and has %.2f; it runs off the sheet"),
                        side->id, named, language, cap.note_height, cap.note_room);
  caption_clear (&cap);
}

/* ---- boards -------------------------------------------------------------- */

double
wm_render_board_cell_size (const WmVariant *variant)
{
  double size = 0;

  for (guint i = 0; i < variant->regions->len; i++)
    size = MAX (size, ((WmRegion *)g_ptr_array_index (variant->regions, i))->size);
  return size > 0 ? size : 12;
}

/* The board's own colour where no region covers its cell: empty cells and
 * the margins round smaller regions. A filled cell is left alone, since
 * its ground and border cover every pixel of it (painting it first cost
 * as much as a region's lakes). */
static void
board_background (cairo_t *cr, const WmBoardCell *cells, int cols, int rows, double cs)
{
  gboolean any = FALSE;

  for (int i = 0; i < cols * rows; i++)
    if (cells[i].region == NULL || cells[i].side == NULL || cells[i].region->size < cs)
      {
        cairo_rectangle (cr, (i % cols) * cs, (i / cols) * cs, cs, cs);
        any = TRUE;
      }
  if (!any)
    return;
  wm_set_rgb (cr, wm_rgb_mix (ground_rgb, ground_edge_rgb, 0.3));
  cairo_fill (cr);
}

/* Where the region of @cell (the @i-th of @cols) lies on the board as it
 * reads: its cell's centre less its own centre turned with it. */
static void
cell_origin (const DrawCtx *ctx, int i, int cols, double cs, double *x, double *y)
{
  double half = ctx->region->size / 2, u, v;

  u = half * ctx->R[0] + half * ctx->R[1];
  v = half * ctx->D[0] + half * ctx->D[1];
  *x = (i % cols + 0.5) * cs - u;
  *y = (i / cols + 0.5) * cs - v;
}

/* The board: first what every cell draws that a label keeps off, so that
 * names near a border see the neighbouring region's icons and ways; then
 * the cells in order, each placing its labels among those of the cells
 * before it. */
static void
draw_board (cairo_t *cr, const WmVariant *variant, const WmBoardCell *cells, int cols, int rows,
            double cs, const WmMapStyle *style, const WmMap *map, GArray *placed)
{
  g_autoptr (WmLabelCache) labels = wm_label_cache_new ();
  g_autoptr (WmLabelField) field = wm_label_field_new (-FIELD_MARGIN, -FIELD_MARGIN,
                                                       cols * cs + FIELD_MARGIN,
                                                       rows * cs + FIELD_MARGIN);
  g_autofree DrawCtx *ctxs = g_new0 (DrawCtx, MAX (cols * rows, 1));
  g_autofree char **prefixes = g_new0 (char *, MAX (cols * rows, 1));
  WmMapStyle defaults;
  DrawCtx base = { .variant = variant,
                   .style = style,
                   .map = map,
                   .labels = labels,
                   .field = field,
                   .placed = placed };

  if (style == NULL)
    {
      wm_map_style_init (&defaults);
      base.style = &defaults;
    }
  for (int i = 0; i < cols * rows; i++)
    {
      const WmBoardCell *cell = &cells[i];
      double quarters = cell->quarters % 4, ox, oy;

      if (cell->region == NULL || cell->side == NULL)
        continue;
      prefixes[i] = g_strdup_printf ("%s:", cell->region->id);
      side_ctx_init (&ctxs[i], &base, cell->region, cell->side, prefixes[i], quarters * 90.0, i,
                     0, 0);
      cell_origin (&ctxs[i], i, cols, cs, &ox, &oy);
      set_reader_axes (&ctxs[i], ox, oy);
      add_side_obstacles (&ctxs[i]);
    }
  board_background (cr, cells, cols, rows, cs);
  for (int i = 0; i < cols * rows; i++)
    {
      const WmBoardCell *cell = &cells[i];
      double size;

      if (prefixes[i] == NULL)
        continue;
      size = cell->region->size;
      /* a region turns clockwise about its cell's centre */
      cairo_save (cr);
      cairo_translate (cr, (i % cols + 0.5) * cs, (i / cols + 0.5) * cs);
      cairo_rotate (cr, (cell->quarters % 4) * G_PI / 2);
      cairo_translate (cr, -size / 2, -size / 2);
      draw_side (cr, &ctxs[i]);
      cairo_restore (cr);
      side_ctx_clear (&ctxs[i]);
      g_free (prefixes[i]);
    }
}

void
wm_render_board (cairo_t *cr, const WmVariant *variant, const WmBoardCell *cells, int cols,
                 int rows, const WmMapStyle *style)
{
  draw_board (cr, variant, cells, cols, rows, wm_render_board_cell_size (variant), style, NULL,
              NULL);
}

GArray *
wm_render_board_labels (const WmVariant *variant, const WmBoardCell *cells, int cols, int rows,
                        const WmMapStyle *style)
{
  GArray *placed = g_array_new (FALSE, FALSE, sizeof (WmRenderLabel));
  cairo_t *cr = unclipped_context ();

  draw_board (cr, variant, cells, cols, rows, wm_render_board_cell_size (variant), style, NULL,
              placed);
  cairo_destroy (cr);
  return placed;
}

/* The cells of @map's arrangement, as draw_board () takes them. */
static WmBoardCell *
map_cells (const WmMap *map)
{
  const WmArrangement *arr = map->arrangement;
  const WmVariant *variant = map->variant;
  int n = arr->cols * arr->rows;
  WmBoardCell *cells = g_new0 (WmBoardCell, MAX (n, 1));

  for (int i = 0; i < n; i++)
    {
      const WmPlacement *p = &arr->cells[i];
      const WmRegion *region;

      if (p->region < 0 || p->region >= (int)variant->regions->len || p->side < 0 || p->side > 1)
        continue;
      region = g_ptr_array_index (variant->regions, p->region);
      cells[i].region = region;
      cells[i].side = region->sides[p->side];
      cells[i].quarters = ((p->quarters % 4) + 4) % 4;
    }
  return cells;
}

void
wm_render_map (cairo_t *cr, const WmMap *map, const WmMapStyle *style)
{
  g_autofree WmBoardCell *cells = map_cells (map);

  draw_board (cr, map->variant, cells, map->arrangement->cols, map->arrangement->rows,
              map->cell_size, style, map, NULL);
}

/* The text of @l's label as the board shows it: the town a board puts on
 * a slot is the map's (found through the label's cell among @cells). */
static char *
board_label_text (const WmMap *map, const WmBoardCell *cells, const WmRenderLabel *l,
                  const WmSpace *sp, const WmMapStyle *style)
{
  DrawCtx base = { .variant = map->variant, .style = style, .map = map };
  DrawCtx ctx;
  g_autofree char *owned = NULL;
  char *text;
  int cell = 0, n = map->arrangement->cols * map->arrangement->rows;

  while (cell < n - 1 && (cells[cell].region != l->region || cells[cell].side != l->side))
    cell++;
  side_ctx_init (&ctx, &base, l->region, l->side, "", 0, cell, 0, 0);
  text = g_strdup (label_text (&ctx, sp, &owned));
  side_ctx_clear (&ctx);
  return text;
}

/* Which edge of a @w × @h board the box @l runs farthest past (0 left,
 * 1 top, 2 right, 3 bottom), and in @past how far; 0 inside. */
static int
board_edge_past (const WmRenderLabel *l, double w, double h, double *past)
{
  const double by[4] = { -l->x0, -l->y0, l->x1 - w, l->y1 - h };
  int edge = 0;

  for (int e = 1; e < 4; e++)
    if (by[e] > by[edge])
      edge = e;
  *past = MAX (by[edge], 0);
  return edge;
}

void
wm_map_board_text_diagnostics (const WmMap *map, const WmMapStyle *style, WmDiagnostics *diags)
{
  /* TRANSLATORS: the label's text, the space's id, the region's side,
   * the region named as in "“Heath” (r1)", the language as in "German
   * (“de”)", how far past the edge in map units */
  static const char *const said[4] = {
    N_ ("the label “%s” of space %s on side %c of region %s in %s runs %.2f units past the "
        "left edge of the board: a picture of the board cuts it there"),
    N_ ("the label “%s” of space %s on side %c of region %s in %s runs %.2f units past the "
        "top edge of the board: a picture of the board cuts it there"),
    N_ ("the label “%s” of space %s on side %c of region %s in %s runs %.2f units past the "
        "right edge of the board: a picture of the board cuts it there"),
    N_ ("the label “%s” of space %s on side %c of region %s in %s runs %.2f units past the "
        "bottom edge of the board: a picture of the board cuts it there"),
  };
  g_autofree WmBoardCell *cells = NULL;
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (WmRenderLabel));
  g_autofree char *language = NULL;
  double w, h;
  WmMapStyle defaults;
  cairo_t *cr;

  g_return_if_fail (map != NULL && diags != NULL);
  if (style == NULL)
    wm_map_style_init (&defaults), style = &defaults;
  language = wm_locale_language_in_words_and_tag (style->lang ? style->lang
                                                  : wm_variant_fallback_language (map->variant));
  cells = map_cells (map);
  w = map->arrangement->cols * map->cell_size;
  h = map->arrangement->rows * map->cell_size;
  cr = unclipped_context ();
  draw_board (cr, map->variant, cells, map->arrangement->cols, map->arrangement->rows,
              map->cell_size, style, map, placed);
  cairo_destroy (cr);
  for (guint i = 0; i < placed->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (placed, WmRenderLabel, i);
      const WmSpace *sp = l->is_id ? NULL : wm_side_find_space (l->side, l->space);
      g_autofree char *where = NULL, *text = NULL, *named = NULL;
      double past;
      int edge = board_edge_past (l, w, h, &past);

      /* the halo's rim may touch the edge, as on a sheet */
      if (sp == NULL || past <= 0.02)
        continue;
      text = board_label_text (map, cells, l, sp, style);
      named = wm_variant_named (map->variant, &l->region->name, l->region->id);
      where = g_strdup_printf ("region %s / side %c / space %s", l->region->id, l->side->id,
                               sp->id);
      wm_diagnostics_add (diags, WM_SEVERITY_WARNING, sp->line, where, "map-label-overflow",
                          _(said[edge]), text, sp->id, l->side->id, named, language, past);
    }
}

static gboolean
parse_cell (const WmVariant *variant, const char *text, WmBoardCell *cell, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (g_strstrip ((char *)text), ":", -1);
  guint n = g_strv_length (parts);
  const WmRegion *region;
  int side = 0;
  char *end;
  long degrees = 0;

  region = n > 0 ? wm_variant_find_region (variant, parts[0]) : NULL;
  if (region == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("unknown region “%s”"),
                   n > 0 ? parts[0] : "");
      return FALSE;
    }
  if (n > 1 && (side = wm_side_index (parts[1][0])) < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("side “%s” is not A or B"),
                   parts[1]);
      return FALSE;
    }
  if (n > 2)
    {
      degrees = strtol (parts[2], &end, 10);
      if (*end != '\0' || degrees % 90 != 0 || degrees < 0 || degrees >= 360)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("rotation “%s” is not 0, 90, 180 or 270"), parts[2]);
          return FALSE;
        }
    }
  if (region->sides[side] == NULL)
    {
      g_autofree char *named = wm_variant_named (variant, &region->name, region->id);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("region %s has no side %c"),
                   named, side ? 'B' : 'A');
      return FALSE;
    }
  cell->region = region;
  cell->side = region->sides[side];
  cell->quarters = degrees / 90;
  return TRUE;
}

WmBoardCell *
wm_render_board_cells (const WmVariant *variant, const char *spec, int *cols, int *rows,
                       GError **error)
{
  const WmBoard *board = &variant->board;
  int side = variant->options.variable_setup ? 1 : 0;
  g_autofree WmBoardCell *cells = NULL;
  int n;

  *cols = board->cols > 0 ? board->cols : 2;
  *rows = board->rows > 0 ? board->rows : 2;
  n = *cols * *rows;
  cells = g_new0 (WmBoardCell, n);
  if (spec != NULL)
    {
      g_auto (GStrv) items = g_strsplit (spec, ",", -1);
      if ((int)g_strv_length (items) != n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("the arrangement names %u cells; the board has %d × %d"),
                       g_strv_length (items), *cols, *rows);
          return NULL;
        }
      for (int i = 0; i < n; i++)
        if (!parse_cell (variant, items[i], &cells[i], error))
          return NULL;
      return g_steal_pointer (&cells);
    }
  for (int i = 0; i < n; i++)
    {
      const WmCell *cell = i < (int)board->cells->len ? g_ptr_array_index (board->cells, i) : NULL;
      const WmRegion *region = cell ? wm_variant_find_region (variant, cell->region)
                               : i < (int)variant->regions->len
                                   ? g_ptr_array_index (variant->regions, i)
                                   : NULL;
      if (region == NULL)
        continue;
      cells[i].region = region;
      cells[i].side = region->sides[side] ? region->sides[side] : region->sides[1 - side];
      cells[i].quarters = cell ? (cell->rotation / 90) % 4 : 0;
    }
  return g_steal_pointer (&cells);
}
