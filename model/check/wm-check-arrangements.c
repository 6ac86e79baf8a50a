#define G_LOG_DOMAIN "wm-check"

/* Every arrangement the setup allows (part "arrangements"), for side A and
 * side B. Assembling thousands of maps would be slow, so the work is split:
 * each region side is summarised once (wm-side-summary.c), and what two
 * region edges facing each other give (joined ports, open ports, type
 * clashes, unpaired wrap roads) is computed once per (region, edge, region,
 * edge) and kept in a table. One arrangement then costs a few table look-ups
 * and a union-find over the sides' groups of spaces.
 *
 * A test compares these results with wm_map_build() on the same
 * arrangements, so the fast path and the real assembly cannot drift apart. */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-map.h"

#define EPSILON 1e-6
/* Beyond this many arrangements of one side an even sample is checked. */
#define ARRANGEMENT_LIMIT (1u << 17)

typedef enum
{
  PROBLEM_PORT_OPEN,
  PROBLEM_PORT_TYPE,
  PROBLEM_WRAP_ROAD,
  PROBLEM_WRAP_LAKE,
  PROBLEM_FORT,
  PROBLEM_CENTRAL,
  PROBLEM_UNREACHABLE,
  N_PROBLEMS
} Problem;

static const char *const problem_codes[N_PROBLEMS] = {
  "arrangement-port-open", "arrangement-port-type",    "arrangement-wrap-road",
  "arrangement-wrap-lake", "arrangement-fort",         "arrangement-central-island",
  "arrangement-unreachable",
};

/* A port of two facing edges that meets none on the other, and the open
 * port of the other it misses, if any (wm_port_miss_message()). */
typedef struct
{
  const WmSidePort *port;
  gboolean on_second;
  const WmSidePort *missed;
} OpenPort;

/* What two region edges facing each other give. */
typedef struct
{
  gboolean computed;
  GArray *pairs;                 /* of int[2]: groups joined (first side, second side) */
  GArray *opens;                 /* of OpenPort */
  const WmSidePort *clash[2];    /* two facing ports of different types */
  const WmSidePort *lone_road;   /* a road with no road opposite (wrap-around) */
  const WmSidePort *lone_facing; /* the port of another type opposite it, or NULL */
  gboolean lone_on_second;
} Facing;

typedef struct
{
  guint64 count;
  int line;
  char *where;
  char *detail;
  char *arrangement;
} Tally;

/* One port that meets none in some arrangements, and every region edge it
 * faces then: what a designer has to add for it to always meet one. */
typedef struct OpenTally OpenTally;
struct OpenTally
{
  const WmPort *port;
  const WmRegion *region;
  guint64 count;    /* arrangements in which it is open */
  guint8 *missing;  /* per region: a bit per region-local edge it faced open */
  char *arrangement; /* the first of them */
  const WmPort *missed; /* the port it missed each time it was open, if one */
  gboolean scattered;   /* open with no port or another port to miss */
  OpenTally *into;      /* the tally its mistake is told with */
  guint n_folded;       /* tallies told with this one */
  guint8 *folded;       /* per region: a bit per edge of those tallies' ports */
  double folded_at;     /* their position, or -1 when they differ */
  guint n_other_type;   /* those of them whose path type is not this port's */
  const char *other_type; /* their path type, or NULL when they have several */
};

static void
open_tally_free (OpenTally *t)
{
  g_free (t->missing);
  g_free (t->folded);
  g_free (t->arrangement);
  g_free (t);
}

/* The boards that do not assemble cleanly: wm_map_build() reports an error
 * for them (the causes of the first four problems). */
typedef struct
{
  WmArrangement *first;
  guint64 count;
  guint64 checked;
} Unplayable;

typedef struct
{
  WmCheck *check;
  WmVariant *variant;
  int side;
  Unplayable *unplayable; /* NULL unless asked for */
  int n_regions;
  WmSideSummary **sums; /* per region, NULL when the side is missing */
  Facing *facings;      /* n_regions × 4 × n_regions × 4 */
  gint8 *fort_tie;      /* n_regions × cells × 4: -1 unknown, 0 decided, 1 tie */
  int cols, rows, n_cells;
  double size;
  int highwayman_region;
  /* A side on the board names a space it lacks: reach is not judged. */
  gboolean reach_unknown;
  int *parent;          /* union-find over (cell, group) */
  int *offset;          /* per cell: first node */
  int n_nodes;
  Tally tallies[N_PROBLEMS];
  /* Per region: the boards in which its castle slots tie. A tie is the
   * region's own (its slots' places on the tile) and each region with one
   * is told, not only the first found. tallies[PROBLEM_FORT] counts the
   * boards with any. */
  Tally *fort_tallies;
  GPtrArray *open_ports;   /* of OpenTally, in the order first found */
  GHashTable *open_by_port; /* WmPort → OpenTally */
  gboolean failed[N_PROBLEMS];
  const WmArrangement *current;
} Enumerator;

/* ---- problems ------------------------------------------------------------------ */

/* Marks @problem as failing in the current arrangement; returns TRUE when the
 * caller should describe it (the first failing arrangement of this cause). */
static gboolean
fail (Enumerator *e, Problem problem)
{
  gboolean describe = e->tallies[problem].count == 0 && !e->failed[problem];

  e->failed[problem] = TRUE;
  return describe;
}

static void
describe_into (Enumerator *e, Tally *t, int line, const WmRegion *region, char *detail)
{
  t->line = line;
  t->where = region ? g_strdup_printf ("region %s / side %c", region->id, e->side ? 'B' : 'A')
                    : g_strdup ("board");
  t->detail = detail;
  t->arrangement = wm_arrangement_to_string (e->variant, e->current);
}

static void
describe (Enumerator *e, Problem problem, int line, const WmRegion *region, char *detail)
{
  describe_into (e, &e->tallies[problem], line, region, detail);
}

/* ---- facing edges ------------------------------------------------------------ */

static const WmSidePort *
partner (GArray *ports, double at, double size, gboolean roads_only, int road)
{
  for (guint i = 0; i < ports->len; i++)
    {
      const WmSidePort *p = &g_array_index (ports, WmSidePort, i);
      if (fabs (p->port->at + at - size) < EPSILON && (!roads_only || p->type == road))
        return p;
    }
  return NULL;
}

/* The open port on the other side of @opens[@i] that comes nearest to
 * meeting it: of its path type when @same_type, else of any type among
 * those that miss no port yet. */
static const OpenPort *
nearest_open (GArray *opens, guint i, double size, gboolean same_type)
{
  const OpenPort *mine = &g_array_index (opens, OpenPort, i), *best = NULL;
  double best_off = G_MAXDOUBLE;

  for (guint k = 0; k < opens->len; k++)
    {
      const OpenPort *o = &g_array_index (opens, OpenPort, k);
      double off = fabs (o->port->port->at + mine->port->port->at - size);
      if (o->on_second == mine->on_second || off >= best_off
          || (same_type ? o->port->type != mine->port->type : o->missed != NULL))
        continue;
      best = o;
      best_off = off;
    }
  return best;
}

/* Pairs of open ports that are each other's nearest: a port at a wrong
 * position leaves the port it should meet open too, one mistake. Ports of
 * one type first; then, of the rest, ports of different types (a road put
 * where a trail should meet the trail opposite: still one problem). */
static void
find_misses (Facing *f, double size)
{
  for (int pass = 0; pass < 2; pass++)
    {
      gboolean same_type = pass == 0;
      for (guint i = 0; i < f->opens->len; i++)
        {
          OpenPort *open = &g_array_index (f->opens, OpenPort, i);
          OpenPort *other = open->missed ? NULL
                                         : (OpenPort *) nearest_open (f->opens, i, size, same_type);
          guint k = other ? (guint)(other - &g_array_index (f->opens, OpenPort, 0)) : 0;
          /* Both ends at once: the second pass leaves out ports paired. */
          if (other != NULL && nearest_open (f->opens, k, size, same_type) == open)
            {
              open->missed = other->port;
              other->missed = open->port;
            }
        }
    }
}

static void
compute_facing (Enumerator *e, Facing *f, const WmSideSummary *a, int ea,
                const WmSideSummary *b, int eb)
{
  GArray *pa = a->ports[ea], *pb = b->ports[eb];
  int road = wm_check_path_type_index (e->variant, "road");

  f->computed = TRUE;
  f->pairs = g_array_new (FALSE, FALSE, sizeof (int) * 2);
  f->opens = g_array_new (FALSE, FALSE, sizeof (OpenPort));
  for (int pass = 0; pass < 2; pass++)
    {
      GArray *mine = pass ? pb : pa, *theirs = pass ? pa : pb;
      for (guint i = 0; i < mine->len; i++)
        {
          const WmSidePort *p = &g_array_index (mine, WmSidePort, i);
          const WmSidePort *q = partner (theirs, p->port->at, e->size, FALSE, road);
          if (p->type == road && road >= 0 && partner (theirs, p->port->at, e->size, TRUE, road) == NULL
              && f->lone_road == NULL)
            {
              f->lone_road = p;
              f->lone_facing = q;
              f->lone_on_second = pass;
            }
          if (q == NULL)
            {
              OpenPort open = { p, pass };
              g_array_append_val (f->opens, open);
              continue;
            }
          if (pass == 1)
            continue; /* each joined pair once, from the first side */
          if (g_strcmp0 (p->port->type, q->port->type) != 0)
            {
              if (f->clash[0] == NULL)
                {
                  f->clash[0] = p;
                  f->clash[1] = q;
                }
              continue;
            }
          if (p->space >= 0 && q->space >= 0)
            {
              int pair[2] = { a->comp[p->space], b->comp[q->space] };
              g_array_append_val (f->pairs, pair);
            }
        }
    }
  find_misses (f, e->size);
}

static const Facing *
facing (Enumerator *e, int ra, int ea, int rb, int eb)
{
  Facing *f = &e->facings[((ra * WM_N_EDGES + ea) * e->n_regions + rb) * WM_N_EDGES + eb];

  if (!f->computed)
    compute_facing (e, f, e->sums[ra], ea, e->sums[rb], eb);
  return f;
}

static int
local_edge (WmEdge board_edge, int quarters)
{
  return wm_edge_rotate (board_edge, -quarters);
}

/* Counts @port open in the current arrangement, facing @other_edge of
 * region @other_region (region-local edge). A port faces one edge per
 * arrangement, so it is counted at most once in each. */
static void
note_open_port (Enumerator *e, const WmRegion *region, const OpenPort *open, int other_region,
                int other_edge)
{
  const WmPort *port = open->port->port, *missed = open->missed ? open->missed->port : NULL;
  OpenTally *t = g_hash_table_lookup (e->open_by_port, port);

  if (t == NULL)
    {
      t = g_new0 (OpenTally, 1);
      t->port = port;
      t->region = region;
      t->missing = g_new0 (guint8, e->n_regions);
      t->arrangement = wm_arrangement_to_string (e->variant, e->current);
      g_hash_table_insert (e->open_by_port, (gpointer) port, t);
      g_ptr_array_add (e->open_ports, t);
      t->missed = missed;
    }
  if (missed == NULL || missed != t->missed)
    t->scattered = TRUE;
  t->count++;
  t->missing[other_region] |= 1 << other_edge;
}

/* A port is told by its path type's name, its region, its edge's name and
 * its position along it (wm_port_describe(), as board assembly tells it). */
static void
join_border (Enumerator *e, int c, WmEdge board_edge, int d)
{
  const WmPlacement *pc = &e->current->cells[c], *pd = &e->current->cells[d];
  int edge_c = local_edge (board_edge, pc->quarters);
  int edge_d = local_edge (wm_edge_rotate (board_edge, 2), pd->quarters);
  const Facing *f = facing (e, pc->region, edge_c, pd->region, edge_d);
  const WmSideSummary *sc = e->sums[pc->region], *sd = e->sums[pd->region];

  for (guint i = 0; i < f->pairs->len; i++)
    {
      int *pair = &g_array_index (f->pairs, int, 2 * i);
      wm_check_union_join (e->parent, e->offset[c] + pair[0], e->offset[d] + pair[1]);
    }
  /* Open ports are reported each on its own (finish_open_ports()). */
  if (f->opens->len > 0)
    fail (e, PROBLEM_PORT_OPEN);
  for (guint i = 0; i < f->opens->len; i++)
    {
      const OpenPort *open = &g_array_index (f->opens, OpenPort, i);
      if (open->on_second)
        note_open_port (e, sd->region, open, pc->region, edge_c);
      else
        note_open_port (e, sc->region, open, pd->region, edge_d);
    }
  if (f->clash[0] && fail (e, PROBLEM_PORT_TYPE))
    {
      const WmPort *a = f->clash[0]->port, *b = f->clash[1]->port;
      describe (e, PROBLEM_PORT_TYPE, a->line, sc->region,
                wm_port_clash_message (e->variant, sc->region->id, a, sd->region->id, b));
    }
}

/* Roads leaving the outer border re-enter at the road opposite: the same
 * position along the opposite border, which is the facing rule for the
 * first and last cell of a row or column. */
static void
wrap_roads (Enumerator *e, int c, WmEdge board_edge, int d)
{
  const WmPlacement *pc = &e->current->cells[c], *pd = &e->current->cells[d];
  const Facing *f = facing (e, pc->region, local_edge (board_edge, pc->quarters), pd->region,
                            local_edge (wm_edge_rotate (board_edge, 2), pd->quarters));

  if (f->lone_road && fail (e, PROBLEM_WRAP_ROAD))
    {
      /* Both ends named: the road's region is not always the one at fault
       * (a port turned to water opposite it reads as this road's error). */
      const WmPlacement *own = f->lone_on_second ? pd : pc, *far = f->lone_on_second ? pc : pd;
      WmEdge far_edge = f->lone_on_second ? local_edge (board_edge, pc->quarters)
                                          : local_edge (wm_edge_rotate (board_edge, 2), pd->quarters);
      const WmRegion *region = e->sums[own->region]->region;
      describe (e, PROBLEM_WRAP_ROAD, f->lone_road->port->line, region,
                wm_wrap_road_message (e->variant, region->id, f->lone_road->port,
                                      e->sums[far->region]->region->id,
                                      f->lone_facing ? f->lone_facing->port : NULL, far_edge,
                                      e->size - f->lone_road->port->at));
    }
}

/* ---- lakes at board points ------------------------------------------------------- */

typedef struct
{
  int node;        /* first member node, -1 when no part has spaces */
  gboolean island;
  gboolean hw_touch;   /* the highwayman's region has a part here */
  gboolean hw_island;  /* … with an island */
} Point;

static void
gather_points (Enumerator *e, Point *points)
{
  int pw = e->cols + 1;

  for (int p = 0; p < pw * (e->rows + 1); p++)
    points[p] = (Point) { -1, FALSE, FALSE, FALSE };
  for (int c = 0; c < e->n_cells; c++)
    {
      const WmPlacement *pc = &e->current->cells[c];
      const WmSideSummary *sum = e->sums[pc->region];
      int col = c % e->cols, row = c / e->cols;
      for (int k = 0; k < WM_N_CORNERS; k++)
        {
          int local = wm_corner_rotate (k, -pc->quarters);
          int px = col + (k == WM_CORNER_NE || k == WM_CORNER_SE);
          int py = row + (k == WM_CORNER_SE || k == WM_CORNER_SW);
          Point *pt = &points[py * pw + px];
          int comp = sum->corner_comp[local];
          if (pc->region == e->highwayman_region)
            {
              pt->hw_touch = TRUE;
              pt->hw_island |= sum->corner_island[local];
            }
          if (comp < 0)
            continue;
          pt->island |= sum->corner_island[local];
          if (pt->node < 0)
            pt->node = e->offset[c] + comp;
          else
            wm_check_union_join (e->parent, pt->node, e->offset[c] + comp);
        }
    }
}

/* One whole sentence per board border: an edge letter or a translated
 * direction glued into the sentence would not decline. */
static const char *const lone_edge_lake_messages[WM_N_EDGES] = {
  [WM_EDGE_N] = N_("an edge lake on the north border has no lake opposite to wrap around to"),
  [WM_EDGE_E] = N_("an edge lake on the east border has no lake opposite to wrap around to"),
  [WM_EDGE_S] = N_("an edge lake on the south border has no lake opposite to wrap around to"),
  [WM_EDGE_W] = N_("an edge lake on the west border has no lake opposite to wrap around to"),
};

static void
check_lake_wrap (Enumerator *e, const Point *points)
{
  int pw = e->cols + 1, corners = 0;
  const Point *corner_pts[4] = { &points[0], &points[e->cols], &points[e->rows * pw],
                                 &points[e->rows * pw + e->cols] };
  WmEdge border = WM_EDGE_NONE;

  for (int x = 1; x < e->cols && border == WM_EDGE_NONE; x++)
    if ((points[x].node >= 0) != (points[e->rows * pw + x].node >= 0))
      border = points[x].node >= 0 ? WM_EDGE_N : WM_EDGE_S;
  for (int y = 1; y < e->rows && border == WM_EDGE_NONE; y++)
    if ((points[y * pw].node >= 0) != (points[y * pw + e->cols].node >= 0))
      border = points[y * pw].node >= 0 ? WM_EDGE_W : WM_EDGE_E;
  for (int k = 0; k < 4; k++)
    corners += corner_pts[k]->node >= 0;
  if (border != WM_EDGE_NONE && fail (e, PROBLEM_WRAP_LAKE))
    describe (e, PROBLEM_WRAP_LAKE, e->variant->board.line, NULL,
              g_strdup (_(lone_edge_lake_messages[border])));
  else if (corners == 1 && fail (e, PROBLEM_WRAP_LAKE))
    describe (e, PROBLEM_WRAP_LAKE, e->variant->board.line, NULL,
              g_strdup (_("only one corner of the board has a lake, so it has no corner lake "
                          "to wrap around to")));
}

static void
check_central (Enumerator *e, const Point *points)
{
  const Point *centre;
  const WmRegion *hw;

  if (e->cols % 2 != 0 || e->rows % 2 != 0)
    return; /* no single central point */
  centre = &points[(e->rows / 2) * (e->cols + 1) + e->cols / 2];
  if (e->side == 0 && e->highwayman_region >= 0)
    {
      if (centre->hw_island)
        return;
      hw = g_ptr_array_index (e->variant->regions, e->highwayman_region);
      if (fail (e, PROBLEM_CENTRAL))
        {
          g_autofree char *named = wm_check_named (e->check, &hw->name, hw->id);
          /* Translators: a region as wm_check_named () says it ("“Heath” (r1)"). */
          describe (e, PROBLEM_CENTRAL, hw->line, hw,
                    g_strdup_printf (centre->hw_touch
                                         ? _("the part of the central lake in region %s has no "
                                             "island for the fifth highwayman")
                                         : _("region %s, where the fifth highwayman starts, does "
                                             "not touch the central lake"),
                                     named));
        }
      return;
    }
  if (!centre->island && fail (e, PROBLEM_CENTRAL))
    describe (e, PROBLEM_CENTRAL, e->variant->board.line, NULL,
              g_strdup (_("the central lake has no island for the fifth highwayman")));
}

/* ---- forts ----------------------------------------------------------------------- */

static void
to_board (const Enumerator *e, int cell, int quarters, double x, double y, double *bx,
          double *by)
{
  for (int q = 0; q < quarters; q++)
    {
      double nx = e->size - y, ny = x;
      x = nx;
      y = ny;
    }
  *bx = x + (cell % e->cols) * e->size;
  *by = y + (cell / e->cols) * e->size;
}

/* The castle slot nearer the map edge holds the fort; a tie leaves it open.
 * Returns the tied pair in @tie when there is one. */
static gboolean
fort_tied (const Enumerator *e, const WmSideSummary *sum, int cell, int quarters, int tie[2])
{
  double w = e->cols * e->size, h = e->rows * e->size, best = G_MAXDOUBLE;
  int best_space = -1;
  gboolean tied = FALSE;

  for (guint i = 0; i < sum->castles->len; i++)
    {
      int s = g_array_index (sum->castles, int, i);
      const WmSpace *space = g_ptr_array_index (sum->side->spaces, s);
      double bx, by, d;
      to_board (e, cell, quarters, space->x, space->y, &bx, &by);
      d = MIN (MIN (bx, w - bx), MIN (by, h - by));
      if (fabs (d - best) < EPSILON)
        {
          tied = TRUE;
          tie[0] = best_space;
          tie[1] = s;
        }
      else if (d < best)
        {
          best = d;
          best_space = s;
          tied = FALSE;
        }
    }
  return tied;
}

static void
check_forts (Enumerator *e)
{
  for (int c = 0; c < e->n_cells; c++)
    {
      const WmPlacement *pc = &e->current->cells[c];
      gint8 *memo = &e->fort_tie[(pc->region * e->n_cells + c) * 4 + pc->quarters];
      int tie[2];
      if (*memo < 0)
        *memo = fort_tied (e, e->sums[pc->region], c, pc->quarters, tie);
      if (!*memo)
        continue;
      e->failed[PROBLEM_FORT] = TRUE;
      /* A region lies in one cell of a board: counted once per board. */
      if (e->fort_tallies[pc->region].count++ == 0)
        {
          const WmSideSummary *sum = e->sums[pc->region];
          const WmSpace *a, *b;
          g_autofree char *region = wm_check_named (e->check, &sum->region->name,
                                                    sum->region->id);
          g_autofree char *one = NULL, *two = NULL;
          fort_tied (e, sum, c, pc->quarters, tie);
          a = g_ptr_array_index (sum->side->spaces, tie[0]);
          b = g_ptr_array_index (sum->side->spaces, tie[1]);
          one = wm_space_named (a);
          two = wm_space_named (b);
          /* TRANSLATORS: the first two %s are castle slots, each by the label
           * the designer gave it with its id ("“Old Keep” (s11)"), or its id
           * alone ("s22"), as map-fort-undecided names them; the third the
           * region. */
          describe_into (e, &e->fort_tallies[pc->region], b->line, sum->region,
                         g_strdup_printf (_("castle slots %s and %s of region %s are equally "
                                            "near the map edge, so neither is the fort"),
                                          one, two, region));
        }
    }
}

/* ---- reachability --------------------------------------------------------------- */

static void
check_reachable (Enumerator *e)
{
  int town_node = -1, town_cell = -1, town_space = -1, lost = -1, lost_cell = -1;

  for (int c = 0; c < e->n_cells && town_node < 0; c++)
    {
      const WmSideSummary *sum = e->sums[e->current->cells[c].region];
      if (sum->towns->len > 0)
        {
          town_space = g_array_index (sum->towns, int, 0);
          town_cell = c;
          town_node = e->offset[c] + sum->comp[town_space];
        }
    }
  if (town_node < 0 || e->reach_unknown)
    return; /* no towns at all: the slot checks say so; an unknown space: ref-unknown */
  town_node = wm_check_union_root (e->parent, town_node);
  /* Groups that lead nowhere are the side checks' (side-space-isolated):
   * they would fail every arrangement and only repeat that. */
  for (int c = 0; c < e->n_cells && lost < 0; c++)
    for (int n = e->offset[c]; n < e->offset[c + 1]; n++)
      if (wm_check_union_root (e->parent, n) != town_node
          && (e->sums[e->current->cells[c].region]->comp_outlet[n - e->offset[c]]
              || e->sums[e->current->cells[c].region]->n_comps == 1))
        {
          lost = n - e->offset[c];
          lost_cell = c;
          break;
        }
  if (lost >= 0 && fail (e, PROBLEM_UNREACHABLE))
    {
      const WmSideSummary *ls = e->sums[e->current->cells[lost_cell].region];
      const WmSideSummary *ts = e->sums[e->current->cells[town_cell].region];
      const WmSpace *space = g_ptr_array_index (ls->side->spaces, ls->comp_first_space[lost]);
      const WmSpace *town = g_ptr_array_index (ts->side->spaces, town_space);
      g_autofree char *lost_region = wm_check_named (e->check, &ls->region->name, ls->region->id);
      g_autofree char *town_region = wm_check_named (e->check, &ts->region->name, ts->region->id);
      g_autofree char *printed = town->town ? wm_check_town_named (e->check, town->town) : NULL;
      describe (e, PROBLEM_UNREACHABLE, space->line, ls->region,
                printed != NULL
                    /* Translators: a space's id, its region as wm_check_named ()
                     * says it ("“Heath” (r1)"), a town slot's id, its region,
                     * then the town printed there ("“Ashford” (t2)"). */
                    ? g_strdup_printf (_("space %s of region %s cannot be reached from the town "
                                         "slot %s of region %s, which prints %s"),
                                       space->id, lost_region, town->id, town_region, printed)
                    /* Translators: a space's id, its region as wm_check_named ()
                     * says it ("“Heath” (r1)"), a town slot's id and its region. */
                    : g_strdup_printf (_("space %s of region %s cannot be reached from the town "
                                         "slot %s of region %s"),
                                       space->id, lost_region, town->id, town_region));
    }
}

/* ---- one arrangement -------------------------------------------------------------- */

static void
evaluate (Enumerator *e, const WmArrangement *arrangement)
{
  g_autofree Point *points = g_new (Point, (e->cols + 1) * (e->rows + 1));

  e->current = arrangement;
  memset (e->failed, 0, sizeof e->failed);
  e->offset[0] = 0;
  for (int c = 0; c < e->n_cells; c++)
    e->offset[c + 1] = e->offset[c] + e->sums[arrangement->cells[c].region]->n_comps;
  for (int n = 0; n < e->offset[e->n_cells]; n++)
    e->parent[n] = n;

  for (int c = 0; c < e->n_cells; c++)
    {
      int col = c % e->cols, row = c / e->cols;
      if (col < e->cols - 1)
        join_border (e, c, WM_EDGE_E, c + 1);
      if (row < e->rows - 1)
        join_border (e, c, WM_EDGE_S, c + e->cols);
    }
  for (int col = 0; col < e->cols; col++)
    wrap_roads (e, col, WM_EDGE_N, (e->rows - 1) * e->cols + col);
  for (int row = 0; row < e->rows; row++)
    wrap_roads (e, row * e->cols, WM_EDGE_W, row * e->cols + e->cols - 1);
  gather_points (e, points);
  check_lake_wrap (e, points);
  check_central (e, points);
  check_forts (e);
  check_reachable (e);

  for (int p = 0; p < N_PROBLEMS; p++)
    e->tallies[p].count += e->failed[p];
  if (e->unplayable != NULL
      && (e->failed[PROBLEM_PORT_OPEN] || e->failed[PROBLEM_PORT_TYPE]
          || e->failed[PROBLEM_WRAP_ROAD] || e->failed[PROBLEM_FORT]))
    {
      if (e->unplayable->count++ == 0)
        e->unplayable->first = wm_arrangement_copy (arrangement);
    }
}

/* ---- the enumeration --------------------------------------------------------------- */

static gboolean
prepare (Enumerator *e, WmCheck *check, int side)
{
  WmVariant *v = check->variant;
  g_autoptr (WmArrangement) first = NULL;
  int max_comps = 1;

  e->check = check;
  e->variant = v;
  e->side = side;
  e->n_regions = v->regions->len;
  e->cols = v->board.cols;
  e->rows = v->board.rows;
  e->n_cells = e->cols * e->rows;
  if (e->n_regions == 0 || e->n_cells <= 0)
    return FALSE;
  e->highwayman_region = -1;
  for (int r = 0; r < e->n_regions; r++)
    if (g_strcmp0 (((WmRegion *) g_ptr_array_index (v->regions, r))->id,
                   v->board.highwayman_region) == 0)
      e->highwayman_region = r;

  /* Every region the board places needs this side; a missing one is the
   * region checks' error, and its arrangements cannot be judged. */
  first = wm_arrangement_default (v, side == 1);
  for (int c = 0; c < e->n_cells; c++)
    {
      const WmRegion *region = g_ptr_array_index (v->regions, first->cells[c].region);
      if (region->sides[side] == NULL)
        return FALSE;
      e->reach_unknown |= wm_side_names_unknown_space (region->sides[side]);
      /* Tiles of different sizes or one region in two cells are setup
       * errors (setup-region-size, setup-board) that no arrangement fixes. */
      if (c > 0 && fabs (region->size - e->size) > EPSILON)
        return FALSE;
      for (int d = 0; d < c; d++)
        if (first->cells[d].region == first->cells[c].region)
          return FALSE;
      e->size = MAX (e->size, region->size);
    }
  e->sums = g_new0 (WmSideSummary *, e->n_regions);
  e->open_ports = g_ptr_array_new_with_free_func ((GDestroyNotify) open_tally_free);
  e->open_by_port = g_hash_table_new (NULL, NULL);
  for (int r = 0; r < e->n_regions; r++)
    if (((WmRegion *) g_ptr_array_index (v->regions, r))->sides[side] != NULL)
      {
        e->sums[r] = wm_side_summary_new (v, r, side);
        max_comps = MAX (max_comps, e->sums[r]->n_comps);
      }
  e->facings = g_new0 (Facing, e->n_regions * WM_N_EDGES * e->n_regions * WM_N_EDGES);
  e->fort_tie = g_new (gint8, e->n_regions * e->n_cells * 4);
  memset (e->fort_tie, -1, e->n_regions * e->n_cells * 4);
  e->fort_tallies = g_new0 (Tally, e->n_regions);
  e->parent = g_new (int, e->n_cells * max_comps);
  e->offset = g_new (int, e->n_cells + 1);
  return TRUE;
}

/* ---- the report ----------------------------------------------------------------------- */

static void
add_first_board (Enumerator *e, const char *arrangement);

/* Reports @t of @problem, if it failed at all, and frees what it holds. */
static void
finish_tally (Enumerator *e, Problem problem, Tally *t, guint64 checked)
{
  if (t->count > 0 && t->detail != NULL)
    {
      wm_check_error (e->check, t->line, t->where, problem_codes[problem],
                      /* Translators: a problem, then in how many boards of how
                       * many it is, and the side. */
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s — in %" PRIu64 " of %" PRIu64 " board of side %c",
                                   "%s — in %" PRIu64 " of %" PRIu64 " boards of side %c",
                                   checked),
                      t->detail, t->count, checked, e->side ? 'B' : 'A');
      add_first_board (e, t->arrangement);
    }
  g_free (t->where);
  g_free (t->detail);
  g_free (t->arrangement);
}

/* ---- telling an open port ----------------------------------------------------------- */

/* One sentence per edge, as for the ports themselves (wm_port_describe()). */
static const char *const one_edge_missing[WM_N_EDGES] = {
  /* Translators: why a port meets none (after “… in 3 of 6144 boards of
   * side B:”); “it” is that port. The region as wm_check_named () says it
   * ("“Heath” (r1)"), the position along its edge that meets it, the path
   * type's name. */
  [WM_EDGE_N] = N_("region %s has no port at %g on its north edge to meet it — add a “%s” "
                   "port there, or remove this one"),
  [WM_EDGE_E] = N_("region %s has no port at %g on its east edge to meet it — add a “%s” "
                   "port there, or remove this one"),
  [WM_EDGE_S] = N_("region %s has no port at %g on its south edge to meet it — add a “%s” "
                   "port there, or remove this one"),
  [WM_EDGE_W] = N_("region %s has no port at %g on its west edge to meet it — add a “%s” "
                   "port there, or remove this one"),
};

static const WmDirection edge_directions[WM_N_EDGES] = {
  [WM_EDGE_N] = WM_DIR_N, [WM_EDGE_E] = WM_DIR_E, [WM_EDGE_S] = WM_DIR_S, [WM_EDGE_W] = WM_DIR_W,
};

static const char *
type_display_name (const WmVariant *variant, const char *id)
{
  const WmPathType *type = id ? wm_variant_find_path_type (variant, id) : NULL;

  return type ? wm_variant_display_name (variant, &type->name, id) : (id ? id : "");
}

/* A region with its edges in a list (list_edges ()): named as
 * wm_check_named () names it, the id and the edges in one pair of
 * brackets ("“Heath” (r2: north, west)"). */
static char *
region_edges (const Enumerator *e, const WmRegion *region, gboolean every, const char *edges)
{
  const char *shown = wm_variant_display_name (e->variant, &region->name, region->id);
  g_autofree char *isolated = wm_text_isolate (shown);

  if (g_strcmp0 (shown, region->id) == 0)
    /* Translators: a region with no name but its id, in a list of the
     * region edges a port can face that have no port to meet it: the id,
     * then the edges ("“r3” (north, west)"). */
    return every ? g_strdup_printf (_("“%s” (every edge)"), isolated)
                 : g_strdup_printf (C_("region edges", "“%s” (%s)"), isolated, edges);
  /* Translators: a region in a list of the region edges a port can face
   * that have no port to meet it: its name, its id, then its edges
   * ("“Heath” (r3: north, west)"). */
  return every ? g_strdup_printf (_("“%s” (%s: every edge)"), isolated, region->id)
               : g_strdup_printf (_("“%s” (%s: %s)"), isolated, region->id, edges);
}

/* "“Heath” (r2: every edge), “Moor” (r3: north, west)": the edges of @mask,
 * a bit per region-local edge per region (the edges that faced a port
 * open). */
static char *
list_edges (const Enumerator *e, const guint8 *mask, int *n_edges)
{
  GString *list = g_string_new (NULL);

  *n_edges = 0;
  for (int r = 0; r < e->n_regions; r++)
    {
      const WmRegion *region = g_ptr_array_index (e->variant->regions, r);
      g_autoptr (GString) edges = g_string_new (NULL);
      g_autofree char *told = NULL;
      if (mask[r] == 0)
        continue;
      for (int k = 0; k < WM_N_EDGES; k++)
        if (mask[r] & (1 << k))
          {
            g_string_append (edges, edges->len ? ", " : "");
            g_string_append (edges, wm_direction_display_name (edge_directions[k]));
            (*n_edges)++;
          }
      g_string_append (list, list->len ? ", " : "");
      told = region_edges (e, region, mask[r] == (1 << WM_N_EDGES) - 1, edges->str);
      g_string_append (list, told);
    }
  return g_string_free (list, FALSE);
}

/* What to add where for @t to meet a port in every board: the one edge
 * that lacks it, or each edge setup can turn to face it. */
static char *
open_port_remedy (const Enumerator *e, const OpenTally *t)
{
  const WmBoard *board = &e->variant->board;
  const char *type = type_display_name (e->variant, t->port->type);
  double at = e->size - t->port->at; /* positions are measured clockwise */
  int n_edges;
  g_autofree char *list = list_edges (e, t->missing, &n_edges);

  if (n_edges == 1)
    for (int r = 0; r < e->n_regions; r++)
      for (int k = 0; k < WM_N_EDGES; k++)
        if (t->missing[r] == (1 << k))
          {
            const WmRegion *region = g_ptr_array_index (e->variant->regions, r);
            g_autofree char *named = wm_check_named (e->check, &region->name, region->id);
            return g_strdup_printf (_(one_edge_missing[k]), named, at, type);
          }
  /* Shuffled and turned, every edge can face every other region's every
   * edge: a port added to meet this one needs a partner on each of them in
   * turn, so the whole fix is a port at both positions on every edge. */
  if (board->order == WM_ORDER_RANDOM && board->rotation == WM_ORDER_RANDOM
      && fabs (at - t->port->at) < EPSILON)
    return g_strdup_printf (
        /* Translators: how many region edges, the position along them that
         * meets the port, their list ("“Heath” (r2: every edge), “Moor” (r3:
         * north)"), the path type's name and the position again. */
        g_dngettext (GETTEXT_PACKAGE,
                     "%d edge that can face it has no port at %g: %s; as the regions are "
                     "shuffled and turned at random, every edge of every region needs a “%s” "
                     "port at %g — or remove this port",
                     "%d edges that can face it have no port at %g: %s; as the regions are "
                     "shuffled and turned at random, every edge of every region needs a “%s” "
                     "port at %g — or remove this port",
                     n_edges),
        n_edges, at, list, type, at);
  if (board->order == WM_ORDER_RANDOM && board->rotation == WM_ORDER_RANDOM)
    return g_strdup_printf (
        /* Translators: how many region edges, the position along them that
         * meets the port, their list ("“Heath” (r2: every edge), “Moor” (r3:
         * north)"), the path type's name, the port's own position and the
         * one opposite. */
        g_dngettext (GETTEXT_PACKAGE,
                     "%d edge that can face it has no port at %g: %s; as the regions are "
                     "shuffled and turned at random, every edge of every region needs a “%s” "
                     "port at %g and one at %g — or remove this port",
                     "%d edges that can face it have no port at %g: %s; as the regions are "
                     "shuffled and turned at random, every edge of every region needs a “%s” "
                     "port at %g and one at %g — or remove this port",
                     n_edges),
        n_edges, at, list, type, t->port->at, at);
  if (board->rotation == WM_ORDER_RANDOM)
    return g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     "%d edge that can face it has no port at %g: %s; as the regions are "
                     "turned at random, it needs a “%s” port there — or remove this port",
                     "%d edges that can face it have no port at %g: %s; as the regions are "
                     "turned at random, each needs a “%s” port there — or remove this port",
                     n_edges),
        n_edges, at, list, type);
  return g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE,
                   "%d edge that can face it has no port at %g: %s; as the regions are "
                   "shuffled, it needs a “%s” port there — or remove this port",
                   "%d edges that can face it have no port at %g: %s; as the regions are "
                   "shuffled, each needs a “%s” port there — or remove this port",
                   n_edges),
      n_edges, at, list, type);
}

/* The towns a side B board places, slot by slot, as the designer knows
 * them (wm_variant_town_named (): "“Calder” (calder) of “Vale”"), each
 * once; NULL when it places none. */
static char *
board_towns (const WmVariant *variant, const char *arrangement)
{
  g_autoptr (WmArrangement) a = wm_arrangement_parse (variant, arrangement, NULL);
  g_autoptr (GHashTable) told = g_hash_table_new (g_direct_hash, g_direct_equal);
  GString *out = g_string_new (NULL);

  for (int c = 0; a != NULL && c < a->cols * a->rows; c++)
    for (int k = 0; a->cells[c].side == 1 && k < 2; k++)
      {
        int t = a->cells[c].towns[k];
        g_autofree char *named = NULL;

        if (t < 0 || t >= (int) variant->towns->len
            || !g_hash_table_add (told, GINT_TO_POINTER (t + 1)))
          continue;
        named = wm_variant_town_named (variant,
                                       ((WmTown *) g_ptr_array_index (variant->towns, t))->id);
        if (out->len > 0)
          g_string_append (out, ", ");
        g_string_append (out, named);
      }
  return g_string_free (out, out->len == 0);
}

/* The first failing board, out of the sentence: a spec for --arrangement,
 * which names a side B board's towns by their ids ("town-2"), and then
 * those towns as the designer knows them, by name and region. */
static void
add_first_board (Enumerator *e, const char *arrangement)
{
  g_autofree char *towns = board_towns (e->variant, arrangement);
  g_autofree char *detail
      = towns != NULL
            /* Translators: an arrangement spec ("r1:B:0:quests-r1:calder:elmswick,…"),
             * then the towns it places, in its order ("“Calder” (calder) of
             * “Vale”, …"). */
            ? g_strdup_printf (_("first such board: %s; its towns: %s"), arrangement, towns)
            /* Translators: an arrangement spec follows ("r1:A:0,r2:A:90,…"). */
            : g_strdup_printf (_("first such board: %s"), arrangement);

  wm_diagnostics_set_detail (e->check->diags, detail);
}

/* Tells @t's mistake with @into's: @t is open only where it misses
 * @into's port, which misses it (a port at a wrong position leaves the
 * port it should meet open too). */
static void
fold (Enumerator *e, OpenTally *t, OpenTally *into)
{
  t->into = into;
  if (into->folded == NULL)
    {
      into->folded = g_new0 (guint8, e->n_regions);
      into->folded_at = t->port->at;
    }
  else if (fabs (into->folded_at - t->port->at) > EPSILON)
    into->folded_at = -1;
  for (int r = 0; r < e->n_regions; r++)
    if (g_ptr_array_index (e->variant->regions, r) == t->region)
      into->folded[r] |= 1 << t->port->edge;
  into->n_folded++;
  if (g_strcmp0 (t->port->type, into->port->type) != 0)
    {
      if (into->n_other_type == 0)
        into->other_type = t->port->type;
      else if (g_strcmp0 (into->other_type, t->port->type) != 0)
        into->other_type = NULL;
      into->n_other_type++;
    }
}

/* What @t's message adds to @ports, the ports told with it, when the
 * path type of some is not its own: moving it alone would not join them
 * (a road does not meet a trail). */
static char *
folded_types (const Enumerator *e, const OpenTally *t, const char *ports)
{
  const char *own = type_display_name (e->variant, t->port->type);
  double at = e->size - t->folded_at;

  if (t->n_other_type == t->n_folded && t->other_type != NULL)
    {
      const char *theirs = type_display_name (e->variant, t->other_type);
      if (t->folded_at >= 0)
        return g_strdup_printf (
            /* Translators: the ports that miss it ("the 12 ports that face it
             * there …"), their path type's name, this port's, the position
             * that meets them and their path type's name again. */
            g_dngettext (GETTEXT_PACKAGE,
                         "%s; its path type is “%s”, not “%s”: moved to %g and made a “%s” "
                         "port, this port would meet it",
                         "%s; their path type is “%s”, not “%s”: moved to %g and made a “%s” "
                         "port, this port would meet them",
                         t->n_folded),
            ports, theirs, own, at, theirs);
      return g_strdup_printf (
          /* Translators: the ports that miss it ("the 12 ports that face it
           * there …"), their path type's name and this port's. */
          g_dngettext (GETTEXT_PACKAGE, "%s; its path type is “%s”, not “%s”",
                       "%s; their path type is “%s”, not “%s”", t->n_folded),
          ports, theirs, own);
    }
  if (t->folded_at >= 0)
    return g_strdup_printf (
        /* Translators: the ports that miss it ("the 12 ports that face it
         * there …"), how many of them have another path type, this port's
         * path type's name and the position that meets them. */
        g_dngettext (GETTEXT_PACKAGE,
                     "%s; %u of them is not a “%s” port: moved to %g, this port would meet "
                     "them once all have one path type",
                     "%s; %u of them are not “%s” ports: moved to %g, this port would meet "
                     "them once all have one path type",
                     t->n_other_type),
        ports, t->n_other_type, own, at);
  return g_strdup_printf (
      /* Translators: the ports that miss it ("the 12 ports that face it
       * there …"), how many of them have another path type and this
       * port's path type's name. */
      g_dngettext (GETTEXT_PACKAGE, "%s; %u of them is not a “%s” port",
                   "%s; %u of them are not “%s” ports", t->n_other_type),
      ports, t->n_other_type, own);
}

/* One mistake, one problem: a tally open only where it misses one port
 * goes with that port's tally; of two that miss only each other, the
 * second goes with the first. */
static void
fold_misses (Enumerator *e)
{
  for (guint i = 0; i < e->open_ports->len; i++)
    {
      OpenTally *t = g_ptr_array_index (e->open_ports, i);
      OpenTally *into = t->scattered ? NULL : g_hash_table_lookup (e->open_by_port, t->missed);
      guint at;
      if (t->into != NULL || into == NULL || into->into != NULL)
        continue;
      if (!into->scattered && into->missed == t->port && g_ptr_array_find (e->open_ports, into, &at)
          && at > i)
        fold (e, into, t);
      else
        fold (e, t, into);
    }
}

/* What @t's message says of the tallies told with it: the port both miss,
 * or the ports facing it that miss it. */
static char *
open_port_folded (const Enumerator *e, const OpenTally *t, char **remedy)
{
  OpenTally *other = NULL;
  int n_edges;
  g_autofree char *list = NULL, *ports = NULL;

  for (guint i = 0; i < e->open_ports->len && t->n_folded == 1; i++)
    if (((OpenTally *) g_ptr_array_index (e->open_ports, i))->into == t)
      other = g_ptr_array_index (e->open_ports, i);
  if (other != NULL && !t->scattered && t->missed == other->port)
    return wm_port_miss_message (e->variant, t->region->id, t->port, other->region->id,
                                 other->port, e->size);
  list = list_edges (e, t->folded, &n_edges);
  ports = g_strdup_printf (
      /* Translators: how many ports, then their regions and edges ("“Heath”
       * (r2: every edge), “Moor” (r3: north)"). */
      g_dngettext (GETTEXT_PACKAGE,
                   "the %u port that faces it there misses it and meets none either: %s",
                   "the %u ports that face it there miss it and meet none either: %s",
                   t->n_folded),
      t->n_folded, list);
  if (t->n_other_type > 0)
    *remedy = folded_types (e, t, ports);
  else if (t->folded_at >= 0)
    *remedy = g_strdup_printf (
        /* Translators: the ports that miss it ("the 12 ports that face it
         * there …"), then the position that meets them. */
        g_dngettext (GETTEXT_PACKAGE, "%s; moved to %g, this port would meet it",
                     "%s; moved to %g, this port would meet them", t->n_folded),
        ports, e->size - t->folded_at);
  else
    *remedy = g_steal_pointer (&ports);
  return NULL;
}

/* Two ports that miss each other, told once at the first (@pair names both). */
static void
report_pair (Enumerator *e, const OpenTally *t, const char *where, const char *pair,
             guint64 checked)
{
  wm_check_error (e->check, t->port->line, where, problem_codes[PROBLEM_PORT_OPEN],
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s — in %" PRIu64 " of %" PRIu64 " board of side %c",
                               "%s — in %" PRIu64 " of %" PRIu64 " boards of side %c", checked),
                  pair, t->count, checked, e->side ? 'B' : 'A');
  add_first_board (e, t->arrangement);
}

/* Each port that meets none in some boards, with what it misses where. */
static void
finish_open_ports (Enumerator *e, guint64 checked)
{
  fold_misses (e);
  for (guint i = 0; i < e->open_ports->len; i++)
    {
      OpenTally *t = g_ptr_array_index (e->open_ports, i);
      g_autofree char *where
          = g_strdup_printf ("region %s / side %c", t->region->id, e->side ? 'B' : 'A');
      g_autofree char *port = wm_port_describe (e->variant, t->region->id, t->port);
      g_autofree char *remedy = open_port_remedy (e, t), *also = NULL, *pair = NULL;
      if (t->into != NULL)
        continue;
      if (t->n_folded > 0)
        pair = open_port_folded (e, t, &also);
      if (pair != NULL)
        {
          report_pair (e, t, where, pair, checked);
          continue;
        }
      if (also != NULL)
        {
          char *both = g_strdup_printf ("%s; %s", remedy, also);
          g_free (remedy);
          remedy = both;
        }
      wm_check_error (e->check, t->port->line, where, problem_codes[PROBLEM_PORT_OPEN],
                      /* Translators: a port (“the “Water” port of region r1 on the
                       * south edge at 5.5”), how many boards of how many it meets
                       * no port in, the side, then what to add where. */
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s meets no port in %" PRIu64 " of %" PRIu64
                                   " board of side %c: %s",
                                   "%s meets no port in %" PRIu64 " of %" PRIu64
                                   " boards of side %c: %s",
                                   checked),
                      port, t->count, checked, e->side ? 'B' : 'A', remedy);
      add_first_board (e, t->arrangement);
    }
}

static void
finish (Enumerator *e, gboolean countable, guint64 total, guint64 checked)
{
  finish_open_ports (e, checked);
  for (int p = 0; p < N_PROBLEMS; p++)
    if (p == PROBLEM_FORT)
      for (int r = 0; r < e->n_regions; r++)
        finish_tally (e, p, &e->fort_tallies[r], checked);
    else if (p != PROBLEM_PORT_OPEN)
      finish_tally (e, p, &e->tallies[p], checked);
  g_ptr_array_unref (e->open_ports);
  g_hash_table_unref (e->open_by_port);
  if (!countable)
    wm_check_warning (e->check, e->variant->board.line, "board", "arrangement-sampled",
                      _("side %c allows more arrangements than can be counted; %" PRIu64
                        " random ones were checked"),
                      e->side ? 'B' : 'A', checked);
  else if (checked < total)
    wm_check_warning (e->check, e->variant->board.line, "board", "arrangement-sampled",
                      _("side %c allows %" PRIu64 " arrangements; an even sample of %" PRIu64
                        " was checked"),
                      e->side ? 'B' : 'A', total, checked);
  for (int r = 0; r < e->n_regions; r++)
    wm_side_summary_free (e->sums[r]);
  for (int i = 0; e->facings && i < e->n_regions * WM_N_EDGES * e->n_regions * WM_N_EDGES; i++)
    if (e->facings[i].pairs)
      {
        g_array_unref (e->facings[i].pairs);
        g_array_unref (e->facings[i].opens);
      }
  g_free (e->sums);
  g_free (e->facings);
  g_free (e->fort_tie);
  g_free (e->fort_tallies);
  g_free (e->parent);
  g_free (e->offset);
}

/* The @i-th of ARRANGEMENT_LIMIT indices spread evenly over @total, i.e.
 * ⌊i × total / ARRANGEMENT_LIMIT⌋ in integers: i × total overflows 64 bits,
 * and a double no longer tells the indices apart beyond 2^53. */
static guint64
sample_index (guint64 i, guint64 total)
{
  return i * (total / ARRANGEMENT_LIMIT) + i * (total % ARRANGEMENT_LIMIT) / ARRANGEMENT_LIMIT;
}

/* wm_arrangement_nth() keeps the rotations in the low base-4 digits of the
 * index: one call per region order, then only the quarter turns change. */
static void
enumerate_all (Enumerator *e, int side, guint64 total)
{
  g_autoptr (WmArrangement) arrangement = NULL;
  gboolean rotations = e->variant->board.rotation == WM_ORDER_RANDOM;
  /* total ≤ ARRANGEMENT_LIMIT, so with rotations there are few cells. */
  guint64 rotation_span = rotations ? (guint64) 1 << (2 * e->n_cells) : 1;

  for (guint64 index = 0; index < total; index++)
    {
      if (!rotations || index % rotation_span == 0)
        {
          g_clear_pointer (&arrangement, wm_arrangement_free);
          arrangement = wm_arrangement_nth (e->variant, side, index);
        }
      else
        for (int c = 0; c < e->n_cells; c++)
          arrangement->cells[c].quarters = (index >> (2 * c)) & 3;
      evaluate (e, arrangement);
    }
}

static void
enumerate_sample (Enumerator *e, int side, guint64 total)
{
  for (guint64 i = 0; i < ARRANGEMENT_LIMIT; i++)
    {
      g_autoptr (WmArrangement) arrangement
          = wm_arrangement_nth (e->variant, side, sample_index (i, total));
      evaluate (e, arrangement);
    }
}

static void
enumerate_random (Enumerator *e, int side)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (0x5741594d); /* "WAYM": reproducible */

  for (guint64 i = 0; i < ARRANGEMENT_LIMIT; i++)
    {
      g_autoptr (WmArrangement) arrangement = wm_arrangement_random (e->variant, side == 1, rand);
      evaluate (e, arrangement);
    }
}

static void
enumerate_side (WmCheck *check, int side, guint64 counts[WM_CHECK_N_ARRANGEMENT_CODES],
                Unplayable *unplayable)
{
  Enumerator e = { .unplayable = unplayable };
  gboolean countable;
  guint64 total, checked;

  if (!prepare (&e, check, side))
    {
      g_free (e.sums);
      return;
    }
  G_STATIC_ASSERT (N_PROBLEMS == WM_CHECK_N_ARRANGEMENT_CODES);
  /* The model knows when the count overflows 64 bits (order and rotation
   * random on 14 cells or more, the order alone on 21, the rotations alone
   * on 32): then seeded random arrangements stand in for the enumeration.
   * Larger boards whose count fits get an even sample. */
  countable = wm_arrangement_countable (e.variant);
  total = wm_arrangement_count (e.variant);
  if (countable && total <= ARRANGEMENT_LIMIT)
    enumerate_all (&e, side, total);
  else if (countable)
    enumerate_sample (&e, side, total);
  else
    enumerate_random (&e, side);
  checked = MIN (total, ARRANGEMENT_LIMIT);
  if (unplayable != NULL)
    unplayable->checked = checked;
  for (int p = 0; counts != NULL && p < N_PROBLEMS; p++)
    counts[p] = e.tallies[p].count;
  finish (&e, countable, total, checked);
}

/* The highwaymen start one on each inn, the rest on the central lake
 * (both setups); a board of an odd number of columns or rows has no
 * central lake, so those beyond its inns never start (review h, 8: the
 * small board's five were two in every game, and nothing said so). */
static void
check_highwaymen_start (WmCheck *check)
{
  const WmVariant *v = check->variant;
  int inns = v->board.cols * v->board.rows, total = v->pieces.highwaymen;

  if ((v->board.cols % 2 == 0 && v->board.rows % 2 == 0) || total <= inns)
    return;
  wm_check_warning (check, v->pieces.line, "pieces", "highwaymen-unplaced",
                    /* TRANSLATORS: the variant's number of highwaymen, the
                     * board's columns and rows, its inns (one a region) */
                    ngettext ("%d highwaymen, but a board of %d × %d cells has no central lake: "
                              "they start on its %d inn only, the others never; set Highwaymen "
                              "on the Rules page to %d",
                              "%d highwaymen, but a board of %d × %d cells has no central lake: "
                              "they start on its %d inns only, the others never; set Highwaymen "
                              "on the Rules page to %d",
                              inns),
                    total, v->board.cols, v->board.rows, inns, inns);
}

void
wm_check_arrangements (WmCheck *check)
{
  for (int side = 0; side < 2; side++)
    enumerate_side (check, side, NULL, NULL);
  check_highwaymen_start (check);
}

const char *
wm_check_arrangement_code (int index)
{
  g_return_val_if_fail (index >= 0 && index < N_PROBLEMS, NULL);
  return problem_codes[index];
}

void
wm_check_count_arrangements (WmVariant *variant, int side,
                             guint64 counts[WM_CHECK_N_ARRANGEMENT_CODES])
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmCheck check = { variant, diags };

  memset (counts, 0, sizeof (guint64) * WM_CHECK_N_ARRANGEMENT_CODES);
  enumerate_side (&check, side, counts, NULL);
}

WmArrangement *
wm_validate_find_unplayable (WmVariant *variant, gboolean variable_setup, guint64 *n_failing,
                             guint64 *n_checked)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  WmCheck check = { variant, NULL };
  Unplayable unplayable = { NULL, 0, 0 };

  g_return_val_if_fail (variant != NULL, NULL);
  diags = wm_diagnostics_new (NULL);
  check.diags = diags;
  enumerate_side (&check, variable_setup ? 1 : 0, NULL, &unplayable);
  if (n_failing != NULL)
    *n_failing = unplayable.count;
  if (n_checked != NULL)
    *n_checked = unplayable.checked;
  return unplayable.first;
}
