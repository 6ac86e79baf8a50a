#define G_LOG_DOMAIN "wm-check"

/* The layout of one region side as the map draws it (wm-way-geometry, the
 * renderer's own discs and curves): spaces whose discs overlap, a port
 * that crosses another way, two paths that cross (a junction the printed
 * board shows and the rules do not have), and a way that runs through a
 * space it does not join. Each hides a space or a way on the printed map, where the
 * rules engine still moves through it. Warnings: a design may mean some
 * of it, but none of the base game does. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "wm-check-private.h"
#include "wm-map.h"
#include "wm-way-geometry.h"

/* Points a way is followed by: a base-game way is up to ~10 units long,
 * so a step is a few hundredths of a unit, well under a disc. */
#define WAY_STEPS 64
#define EPSILON 1e-6
/* The width of a way's casing, the widest stroke the renderer draws of it. */
#define SHARED_END_MARGIN 0.17

typedef struct
{
  const WmPath *path; /* or NULL for a port */
  const WmPort *port;
  const WmSpace *a, *b; /* b NULL for a port */
  double x[WAY_STEPS + 1], y[WAY_STEPS + 1];
  double x0, y0, x1, y1; /* the box round those points */
} Way;

/* ---- spaces on spaces --------------------------------------------------------- */

static void
check_overlaps (WmCheck *c, const WmSide *side, const char *where)
{
  for (guint i = 0; i < side->spaces->len; i++)
    for (guint j = 0; j < i; j++)
      {
        const WmSpace *sp = g_ptr_array_index (side->spaces, i);
        const WmSpace *first = g_ptr_array_index (side->spaces, j);
        double apart = hypot (sp->x - first->x, sp->y - first->y);
        double need = wm_space_drawn_radius (sp) + wm_space_drawn_radius (first);
        if (apart >= need - EPSILON)
          continue;
        /* A space made in the editor has no line until it is saved. */
        if (first->line > 0)
          wm_check_warning (c, sp->line, where, "side-space-overlap",
                            _("space “%s” overlaps space “%s” (line %d) on the map: they are "
                              "%.2f units apart, and their discs need %.2f"),
                            sp->id, first->id, first->line, apart, need);
        else
          wm_check_warning (c, sp->line, where, "side-space-overlap",
                            _("space “%s” overlaps space “%s” on the map: they are %.2f units "
                              "apart, and their discs need %.2f"),
                            sp->id, first->id, apart, need);
      }
}

/* ---- ways ----------------------------------------------------------------------- */

static void
follow (Way *way, const WmCubic *cubic)
{
  way->x0 = way->y0 = G_MAXDOUBLE;
  way->x1 = way->y1 = -G_MAXDOUBLE;
  for (int k = 0; k <= WAY_STEPS; k++)
    {
      wm_cubic_point (cubic, (double)k / WAY_STEPS, &way->x[k], &way->y[k]);
      way->x0 = MIN (way->x0, way->x[k]), way->x1 = MAX (way->x1, way->x[k]);
      way->y0 = MIN (way->y0, way->y[k]), way->y1 = MAX (way->y1, way->y[k]);
    }
}

/* The side's ports and paths as the renderer draws them; those whose ends
 * the side lacks are the loader's ref-unknown. */
static GArray *
collect_ways (const WmRegion *region, const WmSide *side)
{
  GArray *ways = g_array_new (FALSE, TRUE, sizeof (Way));

  for (guint i = 0; i < side->ports->len; i++)
    {
      Way way = { NULL, g_ptr_array_index (side->ports, i) };
      WmCubic cubic;
      way.a = wm_side_find_space (side, way.port->space);
      if (way.a == NULL || way.port->edge < 0 || way.port->edge >= WM_N_EDGES)
        continue;
      cubic = wm_port_cubic (way.a, way.port, region->size);
      follow (&way, &cubic);
      g_array_append_val (ways, way);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      Way way = { g_ptr_array_index (side->paths, i) };
      WmCubic cubic;
      way.a = wm_side_find_space (side, way.path->a);
      way.b = wm_side_find_space (side, way.path->b);
      if (way.a == NULL || way.b == NULL || way.a == way.b)
        continue;
      cubic = wm_path_cubic (way.a, way.path->a_dir, way.b, way.path->b_dir);
      follow (&way, &cubic);
      g_array_append_val (ways, way);
    }
  return ways;
}

static gboolean
is_end (const Way *way, const WmSpace *sp)
{
  return sp == way->a || sp == way->b;
}

/* Whether (@x, @y) lies under the disc of an end of @p or @q: ways that
 * share a space meet there, which is how the map joins them. Round a
 * shared end the margin is a casing's width more: two ways leaving one
 * space in near directions run side by side out of its disc, and where
 * their centre lines cross there the strokes already overlap, reading as
 * the junction the space is. */
static gboolean
under_an_end (const Way *p, const Way *q, double x, double y)
{
  const WmSpace *ends[] = { p->a, p->b, q->a, q->b };

  for (int e = 0; e < 4; e++)
    {
      double margin;
      if (ends[e] == NULL)
        continue;
      margin = e < 2 && is_end (q, ends[e]) ? SHARED_END_MARGIN : 0;
      if (hypot (x - ends[e]->x, y - ends[e]->y) < wm_space_drawn_radius (ends[e]) + margin)
        return TRUE;
    }
  return FALSE;
}

/* Where segments (@x0, @y0)–(@x1, @y1) and (@u0, @v0)–(@u1, @v1) cross, in
 * *@x, *@y; FALSE when they do not (parallel ones never do here). */
static gboolean
segments_cross (double x0, double y0, double x1, double y1, double u0, double v0, double u1,
                double v1, double *x, double *y)
{
  double dx = x1 - x0, dy = y1 - y0, du = u1 - u0, dv = v1 - v0;
  double den = dx * dv - dy * du, s, t;

  if (fabs (den) < 1e-12)
    return FALSE;
  s = ((u0 - x0) * dv - (v0 - y0) * du) / den;
  t = ((u0 - x0) * dy - (v0 - y0) * dx) / den;
  if (s < 0 || s > 1 || t < 0 || t > 1)
    return FALSE;
  *x = x0 + s * dx, *y = y0 + s * dy;
  return TRUE;
}

/* Whether @p and @q cross away from the spaces they share. */
static gboolean
ways_cross (const Way *p, const Way *q)
{
  /* Most ways of a side lie far apart: their boxes say so at once. */
  if (p->x1 < q->x0 || q->x1 < p->x0 || p->y1 < q->y0 || q->y1 < p->y0)
    return FALSE;
  for (int i = 0; i < WAY_STEPS; i++)
    for (int k = 0; k < WAY_STEPS; k++)
      {
        double x, y;
        if (segments_cross (p->x[i], p->y[i], p->x[i + 1], p->y[i + 1], q->x[k], q->y[k],
                            q->x[k + 1], q->y[k + 1], &x, &y)
            && !under_an_end (p, q, x, y))
          return TRUE;
      }
  return FALSE;
}

/* How near @way's centre line comes to (@x, @y). */
static double
nearest (const Way *way, double x, double y)
{
  double best = G_MAXDOUBLE;

  for (int i = 0; i < WAY_STEPS; i++)
    {
      double dx = way->x[i + 1] - way->x[i], dy = way->y[i + 1] - way->y[i];
      double len2 = dx * dx + dy * dy;
      double t = len2 > 0 ? ((x - way->x[i]) * dx + (y - way->y[i]) * dy) / len2 : 0;
      t = CLAMP (t, 0, 1);
      best = MIN (best, hypot (way->x[i] + t * dx - x, way->y[i] + t * dy - y));
    }
  return best;
}

/* A port crossing @q, told at the port. */
static void
report_crossing (WmCheck *c, const WmRegion *region, const Way *port, const Way *q,
                 const char *where)
{
  g_autofree char *told = wm_port_describe (c->variant, region->id, port->port);

  if (q->port != NULL)
    {
      g_autofree char *other = wm_port_describe (c->variant, region->id, q->port);
      wm_check_warning (c, port->port->line, where, "side-port-crossing",
                        /* Translators: both %s are ports as board assembly
                         * names them ("the “Road” port of region r5 on the
                         * north edge at 9"); a space's id follows each. */
                        _("%s, from space “%s”, crosses %s, from space “%s”, on the map"), told,
                        port->a->id, other, q->a->id);
    }
  else
    wm_check_warning (c, port->port->line, where, "side-port-crossing",
                      /* Translators: %s is a port as board assembly names it
                       * ("the “Road” port of region r5 on the north edge at
                       * 9"). */
                      _("%s, from space “%s”, crosses the path from “%s” to “%s” on the map"),
                      told, port->a->id, q->path->a, q->path->b);
}

/* Two paths crossing, told at the later one (the paths follow the ports,
 * in file order), naming both by their ends and the first's line. */
static void
report_path_crossing (WmCheck *c, const Way *first, const Way *later, const char *where)
{
  /* A path made in the editor has no line until it is saved. */
  if (first->path->line > 0)
    wm_check_warning (c, later->path->line, where, "side-path-crossing",
                      _("the path from “%s” to “%s” crosses the path from “%s” to “%s” (line %d) "
                        "on the map, where the printed board shows a junction the rules do not "
                        "have"),
                      later->path->a, later->path->b, first->path->a, first->path->b,
                      first->path->line);
  else
    wm_check_warning (c, later->path->line, where, "side-path-crossing",
                      _("the path from “%s” to “%s” crosses the path from “%s” to “%s” on the "
                        "map, where the printed board shows a junction the rules do not have"),
                      later->path->a, later->path->b, first->path->a, first->path->b);
}

/* Whether @p and @q join the same two spaces: side-path-duplicate's. */
static gboolean
same_ends (const Way *p, const Way *q)
{
  return is_end (q, p->a) && is_end (q, p->b);
}

static void
check_crossings (WmCheck *c, const WmRegion *region, GArray *ways, const char *where)
{
  for (guint i = 0; i < ways->len; i++)
    for (guint j = i + 1; j < ways->len; j++)
      {
        const Way *p = &g_array_index (ways, Way, i), *q = &g_array_index (ways, Way, j);
        /* each pair once: ports come first, so a port is told at itself */
        if (p->port == NULL && same_ends (p, q))
          continue;
        if (!ways_cross (p, q))
          continue;
        if (p->port != NULL)
          report_crossing (c, region, p, q, where);
        else
          report_path_crossing (c, p, q, where);
      }
}

static void
report_through (WmCheck *c, const WmRegion *region, const Way *way, const WmSpace *sp,
                const char *where)
{
  if (way->port != NULL)
    {
      g_autofree char *told = wm_port_describe (c->variant, region->id, way->port);
      wm_check_warning (c, way->port->line, where, "side-way-through-space",
                        /* Translators: %s is a port as board assembly names
                         * it ("the “Road” port of region r5 on the north edge
                         * at 9"). */
                        _("%s, from space “%s”, runs through space “%s” on the map, which it "
                          "does not join"),
                        told, way->a->id, sp->id);
    }
  else
    wm_check_warning (c, way->path->line, where, "side-way-through-space",
                      _("the path from “%s” to “%s” runs through space “%s” on the map, which it "
                        "does not join"),
                      way->path->a, way->path->b, sp->id);
}

static void
check_through_spaces (WmCheck *c, const WmRegion *region, const WmSide *side, GArray *ways,
                      const char *where)
{
  for (guint i = 0; i < ways->len; i++)
    {
      const Way *way = &g_array_index (ways, Way, i);
      for (guint k = 0; k < side->spaces->len; k++)
        {
          const WmSpace *sp = g_ptr_array_index (side->spaces, k);
          if (!is_end (way, sp) && nearest (way, sp->x, sp->y) < wm_space_drawn_radius (sp))
            report_through (c, region, way, sp, where);
        }
    }
}

void
wm_check_side_layout (WmCheck *c, const WmRegion *region, const WmSide *side, const char *where)
{
  g_autoptr (GArray) ways = collect_ways (region, side);

  check_overlaps (c, side, where);
  check_crossings (c, region, ways, where);
  check_through_spaces (c, region, side, ways, where);
}
