#define G_LOG_DOMAIN "wm-rules"

/* Board assembly. The build runs in passes over the placed region sides:
 * spaces, then the side's own paths and lakes, then ports across borders,
 * then the corner lakes meeting at board points, then wrap links on the outer
 * border; exits are gathered in the order they are found and sorted by their
 * space into one array at the end, so the engine walks plain arrays. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wm-map.h"

#define EPSILON 1e-6

typedef struct
{
  int from;
  WmExit exit;
} PendingExit;

/* One slot of the table of space ids (borrowed from the sides). */
typedef struct
{
  const char *id;
  int cell;
  int space;
} IdSlot;

typedef struct
{
  WmVariant *variant;
  const WmArrangement *arrangement;
  WmDiagnostics *problems;
  double size;
  GArray *spaces;        /* of WmMapSpace */
  PendingExit *exits;    /* in the order found; a plain array, as an exit is added some */
  guint n_exits;         /* 500 times a board, and appending to a GArray was an eighth of the build */
  guint exits_size;
  guint8 *path_dirs;     /* per space: directions its paths and ports leave by */
  GPtrArray *lakes;      /* of WmMapLake * (members in a GArray until flattened) */
  GPtrArray *lake_members; /* per lake: GArray of int, parallel to lakes */
  GArray *wraps;         /* of WmWrapLink */
  GArray *cell_first;    /* of int */
  GArray *outer_ports;   /* of OuterPort: every port on the outer border */
  IdSlot *ids;           /* (cell, space id) → map index, open addressing */
  guint id_mask;         /* the table's size − 1, a power of two less one */
} Builder;

typedef struct OuterPort OuterPort;
struct OuterPort
{
  const WmPort *port;
  int cell;
  int space;
  WmEdge edge;     /* board edge */
  double pos;      /* board coordinate along that edge (x for n/s, y for e/w) */
  guint8 dirs;
  gboolean road;   /* only roads wrap around; the others name the far end of one */
  gboolean lone;   /* a road with no road opposite */
  const OuterPort *opposite; /* the port opposite it, if any */
};

static void
report (Builder *b, int line, const char *where, const char *code, const char *format,
        va_list args) G_GNUC_PRINTF (5, 0);

static void
report (Builder *b, int line, const char *where, const char *code, const char *format,
        va_list args)
{
  g_autofree char *message = NULL;
  g_autofree char *arrangement = NULL;

  if (b->problems == NULL)
    return;
  message = g_strdup_vprintf (format, args);
  if (where == NULL)
    where = arrangement = wm_arrangement_to_string (b->variant, b->arrangement);
  wm_diagnostics_add (b->problems, WM_SEVERITY_ERROR, line, where, code, "%s", message);
}

/* A problem of the arrangement as a whole: `where` is its spec. */
static void
problem (Builder *b, int line, const char *code, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
problem (Builder *b, int line, const char *code, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  report (b, line, NULL, code, format, args);
  va_end (args);
}

/* A problem of one element of the region side in @cell: `where` names the
 * side ("region r1 / side A"), as the validator's diagnostics do. */
static void
side_problem (Builder *b, int line, int cell, const char *code, const char *format, ...)
    G_GNUC_PRINTF (5, 6);

static void
side_problem (Builder *b, int line, int cell, const char *code, const char *format, ...)
{
  const WmPlacement *p = &b->arrangement->cells[cell];
  const WmRegion *region = g_ptr_array_index (b->variant->regions, p->region);
  g_autofree char *where = g_strdup_printf ("region %s / side %c", region->id, p->side ? 'B' : 'A');
  va_list args;

  va_start (args, format);
  report (b, line, where, code, format, args);
  va_end (args);
}

/* ---- geometry ------------------------------------------------------------- */

/* A region-local point turned by @quarters clockwise inside its cell, then
 * moved to the cell's place on the board. */
static void
to_board (const Builder *b, int cell, double x, double y, double *bx, double *by)
{
  const WmPlacement *p = &b->arrangement->cells[cell];
  double s = b->size;

  for (int q = 0; q < p->quarters; q++)
    {
      double nx = s - y, ny = x;
      x = nx;
      y = ny;
    }
  *bx = x + (cell % b->arrangement->cols) * s;
  *by = y + (cell / b->arrangement->cols) * s;
}

static void
corner_point (WmCorner corner, double size, double *x, double *y)
{
  *x = (corner == WM_CORNER_NE || corner == WM_CORNER_SE) ? size : 0;
  *y = (corner == WM_CORNER_SE || corner == WM_CORNER_SW) ? size : 0;
}

double
wm_map_distance_to_border (const WmMap *map, double x, double y)
{
  double w = map->arrangement->cols * map->cell_size;
  double h = map->arrangement->rows * map->cell_size;

  return MIN (MIN (x, w - x), MIN (y, h - y));
}

/* ---- spaces and exits ------------------------------------------------------ */

static const WmSide *
side_of (const Builder *b, int cell)
{
  const WmPlacement *p = &b->arrangement->cells[cell];
  const WmRegion *region = g_ptr_array_index (b->variant->regions, p->region);

  return region->sides[p->side];
}

static guint
id_hash (int cell, const char *id)
{
  return g_str_hash (id) * 31u + (guint) cell;
}

static int
find_space (const Builder *b, int cell, const char *id)
{
  if (id == NULL)
    return -1;
  for (guint i = id_hash (cell, id) & b->id_mask; b->ids[i].id != NULL; i = (i + 1) & b->id_mask)
    if (b->ids[i].cell == cell && strcmp (b->ids[i].id, id) == 0)
      return b->ids[i].space;
  return -1;
}

/* Paths, lakes and ports name their spaces by id: one table for the board
 * keeps those lookups from scanning a side's spaces each time. It is a
 * plain array with linear probing, at most half full, rather than a hash
 * table per cell: a board is built for every simulated game, and those
 * tables' inserts and growth were a tenth of building it. */
static void
index_spaces (Builder *b)
{
  guint size = 16;

  while (size < 2 * b->spaces->len)
    size *= 2;
  b->ids = g_new0 (IdSlot, size);
  b->id_mask = size - 1;
  for (guint s = 0; s < b->spaces->len; s++)
    {
      const WmMapSpace *ms = &g_array_index (b->spaces, WmMapSpace, s);
      const char *id = ms->space->id;
      guint i;
      if (id == NULL)
        continue;
      i = id_hash (ms->cell, id) & b->id_mask;
      while (b->ids[i].id != NULL && (b->ids[i].cell != ms->cell || strcmp (b->ids[i].id, id) != 0))
        i = (i + 1) & b->id_mask;
      /* The first of two spaces with one id wins, as a scan would find it
       * (the editor may hold such a side until the designer renames one). */
      if (b->ids[i].id == NULL)
        b->ids[i] = (IdSlot) { id, ms->cell, (int) s };
    }
}

static guint8
dir_bit (int quarters, WmDirection dir)
{
  return dir < 0 ? 0 : (guint8) (1u << wm_direction_rotate (dir, quarters));
}

static void
add_exit (Builder *b, int from, int to, guint8 dirs, int type, WmVia via, int lake)
{
  PendingExit pending = { from, { to, dirs, (gint8) type, (guint8) via, (gint16) lake } };

  if (from < 0 || to < 0 || from == to)
    return;
  if (b->n_exits == b->exits_size)
    {
      b->exits_size = MAX (2 * b->exits_size, 256);
      b->exits = g_renew (PendingExit, b->exits, b->exits_size);
    }
  b->exits[b->n_exits++] = pending;
  if (via == WM_VIA_PATH)
    b->path_dirs[from] |= dirs;
}

/* The index of the first item of @array (path types, towns: each begins
 * with its id) whose id is @id, or -1: one pass, where finding the item
 * and then its index took two for every path of every board. */
static int
id_index (const GPtrArray *array, const char *id)
{
  for (guint i = 0; id != NULL && i < array->len; i++)
    if (g_strcmp0 (*(char **) g_ptr_array_index (array, i), id) == 0)
      return (int) i;
  return -1;
}

static int
type_index (const Builder *b, const char *id)
{
  return id_index (b->variant->path_types, id);
}

static int
town_index (const Builder *b, const char *id)
{
  return id_index (b->variant->towns, id);
}

static void
add_spaces (Builder *b, int cell)
{
  const WmSide *side = side_of (b, cell);
  const WmPlacement *p = &b->arrangement->cells[cell];
  int town_slot = 0;
  guint first = b->spaces->len;

  /* Sized once per cell rather than grown by a call for every space. */
  g_array_set_size (b->spaces, first + side->spaces->len);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      WmMapSpace ms = { space, cell, WM_PLACE_PLAIN, -1, 0, 0, 0, 0 };

      to_board (b, cell, space->x, space->y, &ms.x, &ms.y);
      switch (space->kind)
        {
        case WM_SPACE_TOWN:
          ms.place = WM_PLACE_TOWN;
          ms.town = p->side == 0 ? town_index (b, space->town)
                                 : (town_slot < 2 ? p->towns[town_slot] : -1);
          town_slot++;
          break;
        case WM_SPACE_CASTLE: ms.place = WM_PLACE_INN; break; /* the fort is decided later */
        case WM_SPACE_SECRET: ms.place = WM_PLACE_SECRET; break;
        case WM_SPACE_ISLAND: ms.place = WM_PLACE_ISLAND; break;
        default: break;
        }
      g_array_index (b->spaces, WmMapSpace, first + i) = ms;
    }
}

static void
add_paths (Builder *b, int cell)
{
  const WmSide *side = side_of (b, cell);
  int q = b->arrangement->cells[cell].quarters;

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      int a = find_space (b, cell, path->a), z = find_space (b, cell, path->b);
      int type = type_index (b, path->type);
      add_exit (b, a, z, dir_bit (q, path->a_dir), type, WM_VIA_PATH, -1);
      add_exit (b, z, a, dir_bit (q, path->b_dir), type, WM_VIA_PATH, -1);
    }
}

/* ---- lakes ------------------------------------------------------------------ */

/* Directions a space uses for paths and ports, in board terms: an island
 * reaches its lake in all the others. */
static guint8
used_dirs (Builder *b, int space)
{
  return b->path_dirs[space];
}

static int
new_lake (Builder *b, WmLakeKind kind, double x, double y)
{
  WmMapLake *lake = g_new0 (WmMapLake, 1);

  lake->kind = kind;
  lake->x = x;
  lake->y = y;
  lake->wrap_partner = -1;
  g_ptr_array_add (b->lakes, lake);
  g_ptr_array_add (b->lake_members, g_array_new (FALSE, FALSE, sizeof (int) * 2));
  return b->lakes->len - 1;
}

/* Members are stored as (space, dirs) pairs until the lake is flattened. */
static void
add_member (Builder *b, int lake, int space, guint8 dirs)
{
  int pair[2] = { space, dirs };

  if (space >= 0)
    g_array_append_val (g_ptr_array_index (b->lake_members, lake), pair);
}

static void
add_lake_part (Builder *b, int cell, int lake, const WmLake *part)
{
  int q = b->arrangement->cells[cell].quarters;

  for (guint i = 0; i < part->shores->len; i++)
    {
      const WmShore *shore = g_ptr_array_index (part->shores, i);
      add_member (b, lake, find_space (b, cell, shore->space), dir_bit (q, shore->dir));
    }
  for (guint i = 0; i < part->islands->len; i++)
    {
      const WmShore *island = g_ptr_array_index (part->islands, i);
      int space = find_space (b, cell, island->space);
      if (space >= 0)
        add_member (b, lake, space, (guint8) ~used_dirs (b, space));
    }
}

static void
add_inland_lakes (Builder *b, int cell)
{
  const WmSide *side = side_of (b, cell);

  for (guint i = 0; i < side->lakes->len; i++)
    {
      const WmLake *part = g_ptr_array_index (side->lakes, i);
      double cx = 0, cy = 0;
      int n = 0, lake;
      for (guint k = 0; k < part->shores->len; k++)
        {
          int s = find_space (b, cell, ((WmShore *) g_ptr_array_index (part->shores, k))->space);
          if (s >= 0)
            {
              cx += g_array_index (b->spaces, WmMapSpace, s).x;
              cy += g_array_index (b->spaces, WmMapSpace, s).y;
              n++;
            }
        }
      lake = new_lake (b, WM_LAKE_INLAND, n ? cx / n : 0, n ? cy / n : 0);
      add_lake_part (b, cell, lake, part);
    }
}

static WmLakeKind
kind_of_point (const Builder *b, double x, double y)
{
  double w = b->arrangement->cols * b->size, h = b->arrangement->rows * b->size;
  gboolean on_x = fabs (x) < EPSILON || fabs (x - w) < EPSILON;
  gboolean on_y = fabs (y) < EPSILON || fabs (y - h) < EPSILON;

  if (on_x && on_y)
    return WM_LAKE_CORNER;
  return on_x || on_y ? WM_LAKE_EDGE : WM_LAKE_CENTRAL;
}

static int
lake_at (Builder *b, double x, double y)
{
  for (guint i = 0; i < b->lakes->len; i++)
    {
      WmMapLake *lake = g_ptr_array_index (b->lakes, i);
      if (lake->kind != WM_LAKE_INLAND && fabs (lake->x - x) < EPSILON
          && fabs (lake->y - y) < EPSILON)
        return i;
    }
  return new_lake (b, kind_of_point (b, x, y), x, y);
}

static void
add_corner_lakes (Builder *b, int cell)
{
  const WmSide *side = side_of (b, cell);

  for (int c = 0; c < WM_N_CORNERS; c++)
    {
      double x, y, bx, by;
      if (side->corner_lakes[c] == NULL)
        continue;
      corner_point (c, b->size, &x, &y);
      to_board (b, cell, x, y, &bx, &by);
      add_lake_part (b, cell, lake_at (b, bx, by), side->corner_lakes[c]);
    }
}

/* Every member of a lake reaches every other in one water move, leaving in
 * its shore direction (islands: any free direction). */
static void
connect_lake (Builder *b, int lake, int other_lake, WmVia via)
{
  GArray *from = g_ptr_array_index (b->lake_members, lake);
  GArray *to = g_ptr_array_index (b->lake_members, other_lake);
  int water = type_index (b, "water");

  for (guint i = 0; i < from->len; i++)
    for (guint j = 0; j < to->len; j++)
      {
        int *m = &g_array_index (from, int, 2 * i);
        int *n = &g_array_index (to, int, 2 * j);
        add_exit (b, m[0], n[0], (guint8) m[1], water, via, other_lake);
      }
}

/* ---- ports -------------------------------------------------------------------- */

/* The name of path type @id in the user's language; the id itself for a
 * type the variant does not define. */
static const char *
path_type_name (const WmVariant *variant, const char *id)
{
  const WmPathType *type = id ? wm_variant_find_path_type (variant, id) : NULL;

  if (type == NULL)
    return id ? id : "";
  return wm_variant_display_name (variant, &type->name, id);
}

/* One phrase per edge: a letter read as a file keyword, and an edge's name
 * put into a phrase would not take the form the phrase needs ("am
 * Nordrand"). */
static const char *const port_phrases[WM_N_EDGES] = {
  /* Translators: a port, always the subject of its sentence ("… meets no
   * port of region “Moor” (r2)"): the path type's name as the variant gives
   * it ("Road"), the region as messages name it ("“Heath” (r1)", the name
   * the designer gave it with its id), the position along the edge. */
  [WM_EDGE_N] = N_("the “%s” port of region %s on the north edge at %g"),
  [WM_EDGE_E] = N_("the “%s” port of region %s on the east edge at %g"),
  [WM_EDGE_S] = N_("the “%s” port of region %s on the south edge at %g"),
  [WM_EDGE_W] = N_("the “%s” port of region %s on the west edge at %g"),
};

char *
wm_port_describe (const WmVariant *variant, const char *region, const WmPort *port)
{
  g_return_val_if_fail (variant != NULL && port != NULL, NULL);
  g_return_val_if_fail (port->edge >= 0 && port->edge < WM_N_EDGES, NULL);

  g_autofree char *named = wm_variant_region_named (variant, region);

  return g_strdup_printf (_(port_phrases[port->edge]), path_type_name (variant, port->type),
                          named, port->at);
}

/* Directions as messages, the playtest's buttons and the map editor name
 * them, so that they all agree ("in Richtung Nordosten"). */
static const char *const direction_names[WM_N_DIRS] = {
  N_("north"), N_("north-east"), N_("east"), N_("south-east"),
  N_("south"), N_("south-west"), N_("west"), N_("north-west"),
};

const char *
wm_direction_display_name (WmDirection dir)
{
  g_return_val_if_fail (dir >= 0 && dir < WM_N_DIRS, "?");
  return _(direction_names[dir]);
}

/* Translators: compass points, short, in capitals as the rulebooks write
 * them, where room is tight (the map inspector's drop-downs and rose):
 * German "O" for east, "NO" for north-east; Italian "O" for west. Lower
 * case, German "no" read as the English word (review 8). */
static const char *const direction_abbrevs[WM_N_DIRS] = {
  NC_("compass point", "N"), NC_("compass point", "NE"), NC_("compass point", "E"),
  NC_("compass point", "SE"), NC_("compass point", "S"), NC_("compass point", "SW"),
  NC_("compass point", "W"), NC_("compass point", "NW"),
};

const char *
wm_direction_display_abbrev (WmDirection dir)
{
  g_return_val_if_fail (dir >= 0 && dir < WM_N_DIRS, "?");
  return g_dpgettext2 (GETTEXT_PACKAGE, "compass point", direction_abbrevs[dir]);
}

char *
wm_port_open_message (const WmVariant *variant, const char *region, const WmPort *port,
                      const char *other)
{
  g_autofree char *described = wm_port_describe (variant, region, port);
  g_autofree char *named = wm_variant_region_named (variant, other);

  /* Translators: the first %s is a port ("the “Road” port of region “Heath”
   * (r1) on the north edge at 3"), the second a region ("“Moor” (r2)"). */
  return g_strdup_printf (_("%s meets no port of region %s"), described, named);
}

char *
wm_port_clash_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                       const char *region_b, const WmPort *b)
{
  g_autofree char *first = wm_port_describe (variant, region_a, a);
  g_autofree char *second = wm_port_describe (variant, region_b, b);

  /* Translators: two ports ("the “Road” port of region “Heath” (r1) on the north edge
   * at 3"), both the subject. */
  return g_strdup_printf (_("%s and %s face each other but their path types differ"), first,
                          second);
}

/* Two ports, then where each would meet the other, in @format. */
static char *
miss_message (const char *format, const WmVariant *variant, const char *region_a,
              const WmPort *a, const char *region_b, const WmPort *b, double size)
{
  g_autofree char *first = wm_port_describe (variant, region_a, a);
  g_autofree char *second = wm_port_describe (variant, region_b, b);

  return g_strdup_printf (format, first, second, size - b->at, size - a->at);
}

char *
wm_port_miss_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                      const char *region_b, const WmPort *b, double size)
{
  if (g_strcmp0 (a->type, b->type) != 0)
    /* Translators: two ports of different path types ("the “Trail” port of
     * region “Heath” (r1) on the east edge at 3.5"), both the subject, then
     * the position each would meet the other at. */
    return miss_message (_("%s and %s face each other but do not meet, and their path types "
                           "differ: move the first to %g or the second to %g, and give both "
                           "one path type"),
                         variant, region_a, a, region_b, b, size);
  /* Translators: two ports ("the “Trail” port of region “Heath” (r1) on
   * the east edge at 3.5"), both the subject, then the position each would
   * meet the other at. */
  return miss_message (_("%s and %s face each other but do not meet, as positions along an "
                         "edge are measured clockwise: move the first to %g or the second to %g"),
                       variant, region_a, a, region_b, b, size);
}

/* One whole sentence per edge of the region opposite: an edge's name glued
 * into the sentence would not decline. */
static const char *const wrap_no_port_messages[WM_N_EDGES] = {
  /* Translators: the first %s is a port ("the “Road” port of region “Fen”
   * (r3) on the south edge at 6"), the second a region ("“Moor” (r2)"), %g a
   * position along that region's edge: where the road would come back
   * onto the board. */
  [WM_EDGE_N] = N_("%s leaves the board with no road opposite to wrap around to: region %s has "
                   "no port on its north edge at %g"),
  [WM_EDGE_E] = N_("%s leaves the board with no road opposite to wrap around to: region %s has "
                   "no port on its east edge at %g"),
  [WM_EDGE_S] = N_("%s leaves the board with no road opposite to wrap around to: region %s has "
                   "no port on its south edge at %g"),
  [WM_EDGE_W] = N_("%s leaves the board with no road opposite to wrap around to: region %s has "
                   "no port on its west edge at %g"),
};

char *
wm_wrap_road_message (const WmVariant *variant, const char *region, const WmPort *port,
                      const char *other_region, const WmPort *other, WmEdge other_edge,
                      double other_at)
{
  g_autofree char *own = wm_port_describe (variant, region, port);
  g_autofree char *opposite = NULL;

  g_return_val_if_fail (other_edge >= 0 && other_edge < WM_N_EDGES, NULL);
  if (other == NULL)
    {
      g_autofree char *named = wm_variant_region_named (variant, other_region);
      return g_strdup_printf (_(wrap_no_port_messages[other_edge]), own, named, other_at);
    }
  opposite = wm_port_describe (variant, other_region, other);
  /* Translators: two ports ("the “Road” port of region “Heath” (r3) on the south
   * edge at 6"): the road that leaves the board, then the port of another
   * path type where it would come back, both the subject. */
  return g_strdup_printf (_("%s leaves the board with no road opposite to wrap around to: "
                            "opposite it lies %s"),
                          own, opposite);
}

char *
wm_wrap_miss_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                      const char *region_b, const WmPort *b, double size)
{
  /* Translators: two roads' ports ("the “Road” port of region “Heath” (r1) on the
   * north edge at 5"), both the subject, then the position each would meet
   * the other at. */
  return miss_message (_("%s and %s leave the board opposite each other but do not wrap around "
                         "to each other, as positions along an edge are measured clockwise: "
                         "move the first to %g or the second to %g"),
                       variant, region_a, a, region_b, b, size);
}

static int
neighbour (const Builder *b, int cell, WmEdge edge)
{
  int cols = b->arrangement->cols, rows = b->arrangement->rows;
  int col = cell % cols, row = cell / cols;

  switch (edge)
    {
    case WM_EDGE_N: return row > 0 ? cell - cols : -1;
    case WM_EDGE_S: return row < rows - 1 ? cell + cols : -1;
    case WM_EDGE_E: return col < cols - 1 ? cell + 1 : -1;
    case WM_EDGE_W: default: return col > 0 ? cell - 1 : -1;
    }
}

static const WmPort *
facing_port (const Builder *b, int cell, WmEdge board_edge, double at)
{
  const WmSide *side = side_of (b, cell);
  int q = b->arrangement->cells[cell].quarters;

  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      if (wm_edge_rotate (port->edge, q) == board_edge && fabs (port->at + at - b->size) < EPSILON)
        return port;
    }
  return NULL;
}

static const WmPort *mutual_miss (const Builder *b, int cell, WmEdge board_edge,
                                  const WmPort *port, int other, gboolean same_type);

/* The port of @cell at @board_edge, itself meeting none of @other (whose
 * port @port is, facing it), that comes nearest to meeting @port: a port
 * put at a wrong position leaves the port it should meet open as well.
 * Of @port's type when @same_type; else of any type but one that misses a
 * port of its own type, which is told with that port. */
static const WmPort *
nearest_open (const Builder *b, int cell, WmEdge board_edge, const WmPort *port, int other,
              gboolean same_type)
{
  const WmSide *side = side_of (b, cell);
  int q = b->arrangement->cells[cell].quarters;
  const WmPort *best = NULL;
  double best_off = G_MAXDOUBLE;

  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *mine = g_ptr_array_index (side->ports, i);
      double off = fabs (mine->at + port->at - b->size);
      if (wm_edge_rotate (mine->edge, q) != board_edge
          || (same_type && g_strcmp0 (mine->type, port->type) != 0) || off >= best_off
          || facing_port (b, other, wm_edge_rotate (board_edge, 2), mine->at)
          || (!same_type && mutual_miss (b, cell, board_edge, mine, other, TRUE)))
        continue;
      best = mine;
      best_off = off;
    }
  return best;
}

/* The port @port (of @cell, at @board_edge) misses and that misses it,
 * each the other's nearest (nearest_open ()). */
static const WmPort *
mutual_miss (const Builder *b, int cell, WmEdge board_edge, const WmPort *port, int other,
             gboolean same_type)
{
  WmEdge back = wm_edge_rotate (board_edge, 2);
  const WmPort *missed = nearest_open (b, other, back, port, cell, same_type);

  return missed && nearest_open (b, cell, board_edge, missed, other, same_type) == port ? missed
                                                                                         : NULL;
}

/* The port @port misses and that misses it: one mistake, told once with
 * both ends rather than once at each. A port of its own type first; else
 * one of another type that has none either (a road put where a trail
 * should meet the trail opposite: two mistakes in one place, still one
 * problem). */
static const WmPort *
missed_port (const Builder *b, int cell, WmEdge board_edge, const WmPort *port, int other)
{
  const WmPort *missed = mutual_miss (b, cell, board_edge, port, other, TRUE);

  return missed ? missed : mutual_miss (b, cell, board_edge, port, other, FALSE);
}

static void
add_outer_port (Builder *b, int cell, const WmPort *port, WmEdge board_edge)
{
  OuterPort outer;
  double x, y, bx, by;

  wm_port_point (port, b->size, &x, &y);
  to_board (b, cell, x, y, &bx, &by);
  outer.port = port;
  outer.cell = cell;
  outer.space = find_space (b, cell, port->space);
  outer.edge = board_edge;
  outer.pos = (board_edge == WM_EDGE_N || board_edge == WM_EDGE_S) ? bx : by;
  outer.dirs = dir_bit (b->arrangement->cells[cell].quarters, port->dir);
  outer.road = g_strcmp0 (port->type, "road") == 0;
  g_array_append_val (b->outer_ports, outer);
}

static void
add_ports (Builder *b, int cell)
{
  const WmSide *side = side_of (b, cell);
  const WmPlacement *p = &b->arrangement->cells[cell];
  const WmRegion *region = g_ptr_array_index (b->variant->regions, p->region);

  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      WmEdge edge = wm_edge_rotate (port->edge, p->quarters);
      int other = neighbour (b, cell, edge);
      const WmPort *partner;
      const WmRegion *other_region;

      if (other < 0)
        {
          add_outer_port (b, cell, port, edge);
          continue;
        }
      partner = facing_port (b, other, wm_edge_rotate (edge, 2), port->at);
      other_region = g_ptr_array_index (b->variant->regions, b->arrangement->cells[other].region);
      if (partner == NULL)
        {
          const WmPort *missed = missed_port (b, cell, edge, port, other);
          g_autofree char *message = NULL;
          /* A pair that misses is told once, from the cell that comes first. */
          if (missed != NULL && cell > other)
            continue;
          message = missed ? wm_port_miss_message (b->variant, region->id, port, other_region->id,
                                                   missed, b->size)
                           : wm_port_open_message (b->variant, region->id, port, other_region->id);
          problem (b, port->line, "map-port-open", "%s", message);
          continue;
        }
      if (g_strcmp0 (partner->type, port->type) != 0)
        {
          /* Reported once, from the cell that comes first. */
          if (cell < other)
            {
              g_autofree char *message = wm_port_clash_message (b->variant, region->id, port,
                                                                other_region->id, partner);
              problem (b, port->line, "map-port-type", "%s", message);
            }
          continue;
        }
      if (cell < other)
        {
          int a = find_space (b, cell, port->space);
          int z = find_space (b, other, partner->space);
          int type = type_index (b, port->type);
          add_exit (b, a, z, dir_bit (p->quarters, port->dir), type, WM_VIA_PATH, -1);
          add_exit (b, z, a, dir_bit (b->arrangement->cells[other].quarters, partner->dir), type,
                    WM_VIA_PATH, -1);
        }
    }
}

/* ---- wrap-around ------------------------------------------------------------ */

static void
add_wrap (Builder *b, int a, int z, int lake_a, int lake_z)
{
  WmWrapLink link = { a, z, lake_a, lake_z };

  g_array_append_val (b->wraps, link);
}

/* The cell on the far side of the board from where @p leaves it. */
static int
cell_opposite (const Builder *b, const OuterPort *p)
{
  int cols = b->arrangement->cols, rows = b->arrangement->rows;
  int along = (int) floor (p->pos / b->size);

  switch (p->edge)
    {
    case WM_EDGE_N: return (rows - 1) * cols + CLAMP (along, 0, cols - 1);
    case WM_EDGE_S: return CLAMP (along, 0, cols - 1);
    case WM_EDGE_E: return CLAMP (along, 0, rows - 1) * cols;
    case WM_EDGE_W: default: return CLAMP (along, 0, rows - 1) * cols + cols - 1;
    }
}

/* A road with no road where it would come back, told with what lies there:
 * a port of another type, or the edge of the region opposite that has none. */
static void
report_unpaired (Builder *b, const OuterPort *p, const OuterPort *other)
{
  int cell = other ? other->cell : cell_opposite (b, p);
  const WmPlacement *there = &b->arrangement->cells[cell];
  const WmRegion *own = g_ptr_array_index (b->variant->regions, b->arrangement->cells[p->cell].region);
  const WmRegion *far = g_ptr_array_index (b->variant->regions, there->region);
  WmEdge far_edge = wm_edge_rotate (wm_edge_rotate (p->edge, 2), -there->quarters);
  g_autofree char *message
      = wm_wrap_road_message (b->variant, own->id, p->port, far->id, other ? other->port : NULL,
                              far_edge, b->size - p->port->at);

  side_problem (b, p->port->line, p->cell, "map-wrap-unpaired", "%s", message);
}

/* The road without a road opposite on the far edge of the region opposite
 * @p that comes nearest to wrapping round to @p. */
static const OuterPort *
nearest_lone_road (const Builder *b, const OuterPort *p)
{
  int cell = cell_opposite (b, p);
  const OuterPort *best = NULL;
  double best_off = G_MAXDOUBLE;

  for (guint i = 0; i < b->outer_ports->len; i++)
    {
      const OuterPort *o = &g_array_index (b->outer_ports, OuterPort, i);
      if (o->lone && o->opposite == NULL && o->cell == cell && o->edge == wm_edge_rotate (p->edge, 2)
          && fabs (o->pos - p->pos) < best_off)
        {
          best = o;
          best_off = fabs (o->pos - p->pos);
        }
    }
  return best;
}

/* Two lone roads that are each other's nearest across the board: one road
 * at a wrong position leaves the road it should wrap round to alone too. */
static const OuterPort *
missed_road (const Builder *b, const OuterPort *p)
{
  /* A port of another type opposite is what the road's message names. */
  const OuterPort *o = p->opposite == NULL ? nearest_lone_road (b, p) : NULL;

  return o != NULL && nearest_lone_road (b, o) == p ? o : NULL;
}

/* One mistake told once, at the first road, naming both. */
static void
report_missed_road (Builder *b, const OuterPort *p, const OuterPort *o)
{
  const WmRegion *own = g_ptr_array_index (b->variant->regions, b->arrangement->cells[p->cell].region);
  const WmRegion *far = g_ptr_array_index (b->variant->regions, b->arrangement->cells[o->cell].region);
  g_autofree char *message
      = wm_wrap_miss_message (b->variant, own->id, p->port, far->id, o->port, b->size);

  side_problem (b, p->port->line, p->cell, "map-wrap-unpaired", "%s", message);
}

static void
pair_outer_roads (Builder *b)
{
  int road = type_index (b, "road");

  for (guint i = 0; i < b->outer_ports->len; i++)
    {
      OuterPort *p = &g_array_index (b->outer_ports, OuterPort, i);
      const OuterPort *opposite = NULL;
      gboolean paired = FALSE;
      for (guint j = 0; p->road && j < b->outer_ports->len; j++)
        {
          OuterPort *o = &g_array_index (b->outer_ports, OuterPort, j);
          if (o->edge != wm_edge_rotate (p->edge, 2) || fabs (o->pos - p->pos) >= EPSILON)
            continue;
          opposite = o;
          if (!o->road)
            continue;
          add_exit (b, p->space, o->space, p->dirs, road, WM_VIA_WRAP_ROAD, -1);
          if (i < j)
            add_wrap (b, p->space, o->space, -1, -1);
          paired = TRUE;
        }
      p->lone = p->road && !paired;
      p->opposite = opposite;
    }
  for (guint i = 0; i < b->outer_ports->len; i++)
    {
      const OuterPort *p = &g_array_index (b->outer_ports, OuterPort, i);
      const OuterPort *missed = p->lone ? missed_road (b, p) : NULL;
      if (missed == NULL && p->lone)
        report_unpaired (b, p, p->opposite);
      else if (missed != NULL && missed > p)
        report_missed_road (b, p, missed);
    }
}

static void
pair_lakes (Builder *b)
{
  double w = b->arrangement->cols * b->size, h = b->arrangement->rows * b->size;

  for (guint i = 0; i < b->lakes->len; i++)
    {
      WmMapLake *lake = g_ptr_array_index (b->lakes, i);
      if (lake->kind == WM_LAKE_EDGE)
        {
          /* The opposite edge lake mirrors the point across the board. */
          gboolean vertical = fabs (lake->y) < EPSILON || fabs (lake->y - h) < EPSILON;
          double ox = vertical ? lake->x : w - lake->x, oy = vertical ? h - lake->y : lake->y;
          for (guint j = 0; j < b->lakes->len; j++)
            {
              WmMapLake *other = g_ptr_array_index (b->lakes, j);
              if (j != i && other->kind == WM_LAKE_EDGE && fabs (other->x - ox) < EPSILON
                  && fabs (other->y - oy) < EPSILON)
                {
                  lake->wrap_partner = j;
                  connect_lake (b, i, j, WM_VIA_WRAP_LAKE);
                  if (i < j)
                    add_wrap (b, -1, -1, i, j);
                }
            }
        }
      else if (lake->kind == WM_LAKE_CORNER)
        for (guint j = 0; j < b->lakes->len; j++)
          if (j != i && ((WmMapLake *) g_ptr_array_index (b->lakes, j))->kind == WM_LAKE_CORNER)
            {
              connect_lake (b, i, j, WM_VIA_WRAP_LAKE);
              if (i < j)
                add_wrap (b, -1, -1, i, j);
            }
    }
}

/* ---- forts ------------------------------------------------------------------- */

/* The castle slot nearer the map edge holds the fort, the other the inn. */
static void
decide_forts (Builder *b, int cell)
{
  int first = g_array_index (b->cell_first, int, cell);
  int last = g_array_index (b->cell_first, int, cell + 1);
  int fort = -1, tied = -1;
  double best = G_MAXDOUBLE;
  WmMap probe = { .arrangement = (WmArrangement *) b->arrangement, .cell_size = b->size };

  for (int s = first; s < last; s++)
    {
      WmMapSpace *ms = &g_array_index (b->spaces, WmMapSpace, s);
      double d;
      if (ms->space->kind != WM_SPACE_CASTLE)
        continue;
      d = wm_map_distance_to_border (&probe, ms->x, ms->y);
      if (fabs (d - best) < EPSILON)
        tied = s;
      else if (d < best)
        {
          best = d;
          fort = s;
          tied = -1;
        }
    }
  if (fort < 0)
    return;
  g_array_index (b->spaces, WmMapSpace, fort).place = WM_PLACE_FORT;
  if (tied >= 0)
    {
      const WmSpace *space = g_array_index (b->spaces, WmMapSpace, fort).space;
      g_autofree char *one = wm_space_named (space);
      g_autofree char *two = wm_space_named (g_array_index (b->spaces, WmMapSpace, tied).space);
      /* TRANSLATORS: %s are the two castle slots, each by the label the
       * designer gave it with its id ("“Old Keep” (s11)"), or its id alone
       * ("s22"). */
      problem (b, space->line, "map-fort-undecided",
               _("castle slots %s and %s of this region are equally near the map edge"), one,
               two);
    }
}

/* ---- build ------------------------------------------------------------------- */

static gboolean
check_cells (Builder *b)
{
  for (int c = 0; c < b->arrangement->cols * b->arrangement->rows; c++)
    {
      const WmPlacement *p = &b->arrangement->cells[c];
      const WmRegion *region;
      if (p->region < 0 || p->region >= (int) b->variant->regions->len)
        {
          problem (b, 0, "map-region-missing", _("cell %d has no region"), c + 1);
          return FALSE;
        }
      region = g_ptr_array_index (b->variant->regions, p->region);
      if (region->sides[p->side] == NULL)
        {
          g_autofree char *named = wm_variant_named (b->variant, &region->name, region->id);
          problem (b, region->line, "map-side-missing", _("region %s has no side %c"), named,
                   p->side ? 'B' : 'A');
          return FALSE;
        }
      b->size = MAX (b->size, region->size);
    }
  return TRUE;
}

static void
flatten (Builder *b, WmMap *map)
{
  map->n_spaces = b->spaces->len;
  map->spaces = (WmMapSpace *) g_array_free (b->spaces, FALSE);
  /* A counting sort by space that keeps each space's exits in the order
   * found (the order the engine lists them in). */
  map->n_exits = b->n_exits;
  map->exits = g_new (WmExit, MAX (map->n_exits, 1));
  for (int s = 0; s < map->n_spaces; s++)
    map->spaces[s].n_exits = 0;
  for (int i = 0; i < map->n_exits; i++)
    map->spaces[b->exits[i].from].n_exits++;
  for (int s = 0, first = 0; s < map->n_spaces; s++)
    {
      map->spaces[s].first_exit = first;
      first += map->spaces[s].n_exits;
      map->spaces[s].n_exits = 0;
    }
  for (int i = 0; i < map->n_exits; i++)
    {
      const PendingExit *pending = &b->exits[i];
      WmMapSpace *ms = &map->spaces[pending->from];
      map->exits[ms->first_exit + ms->n_exits++] = pending->exit;
    }

  map->n_lakes = b->lakes->len;
  map->lakes = g_new0 (WmMapLake, map->n_lakes);
  map->central_lake = -1;
  for (int l = 0; l < map->n_lakes; l++)
    {
      GArray *members = g_ptr_array_index (b->lake_members, l);
      WmMapLake *lake = &map->lakes[l];
      *lake = *(WmMapLake *) g_ptr_array_index (b->lakes, l);
      lake->members = g_new (int, members->len);
      /* shores first, islands last */
      for (int pass = 0; pass < 2; pass++)
        for (guint i = 0; i < members->len; i++)
          {
            int space = g_array_index (members, int, 2 * i);
            gboolean island = map->spaces[space].place == WM_PLACE_ISLAND;
            if (island == (pass == 1))
              lake->members[lake->n_members++] = space;
            lake->n_islands += island && pass == 1;
          }
      if (lake->kind == WM_LAKE_CENTRAL)
        map->central_lake = l;
    }
  map->n_wraps = b->wraps->len;
  map->wraps = (WmWrapLink *) g_array_free (b->wraps, FALSE);
  map->cell_first_space = (int *) g_array_free (b->cell_first, FALSE);
}

WmMap *
wm_map_build (WmVariant *variant, const WmArrangement *arrangement, WmDiagnostics *problems)
{
  Builder b = { variant, arrangement, problems, 0 };
  int n_cells = arrangement->cols * arrangement->rows;
  WmMap *map;

  g_return_val_if_fail (variant != NULL && arrangement != NULL, NULL);

  if (!check_cells (&b))
    return NULL;
  b.spaces = g_array_new (FALSE, FALSE, sizeof (WmMapSpace));
  b.lakes = g_ptr_array_new_with_free_func (g_free);
  b.lake_members = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  b.wraps = g_array_new (FALSE, FALSE, sizeof (WmWrapLink));
  b.cell_first = g_array_new (FALSE, FALSE, sizeof (int));
  b.outer_ports = g_array_new (FALSE, FALSE, sizeof (OuterPort));

  for (int c = 0; c < n_cells; c++)
    {
      int first = b.spaces->len;
      g_array_append_val (b.cell_first, first);
      add_spaces (&b, c);
    }
  g_array_append_val (b.cell_first, b.spaces->len);
  b.path_dirs = g_new0 (guint8, MAX (b.spaces->len, 1));
  index_spaces (&b);
  for (int c = 0; c < n_cells; c++)
    {
      add_paths (&b, c);
      add_ports (&b, c);
    }
  /* Lakes come after paths and ports: an island reaches its lake only in the
   * directions those leave free. */
  for (int c = 0; c < n_cells; c++)
    {
      add_inland_lakes (&b, c);
      add_corner_lakes (&b, c);
      decide_forts (&b, c);
    }
  for (guint l = 0; l < b.lakes->len; l++)
    connect_lake (&b, l, l, WM_VIA_LAKE);
  pair_outer_roads (&b);
  pair_lakes (&b);

  map = g_new0 (WmMap, 1);
  g_atomic_ref_count_init (&map->ref_count);
  map->variant = wm_variant_ref (variant);
  map->arrangement = wm_arrangement_copy (arrangement);
  map->cell_size = b.size;
  map->water_type = type_index (&b, "water");
  map->road_type = type_index (&b, "road");
  flatten (&b, map);
  g_free (b.exits);
  g_free (b.path_dirs);
  g_ptr_array_unref (b.lakes);
  g_ptr_array_unref (b.lake_members);
  g_array_unref (b.outer_ports);
  g_free (b.ids);
  return map;
}

WmMap *
wm_map_ref (WmMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_atomic_ref_count_inc (&map->ref_count);
  return map;
}

void
wm_map_unref (WmMap *map)
{
  g_return_if_fail (map != NULL);
  if (!g_atomic_ref_count_dec (&map->ref_count))
    return;
  for (int l = 0; l < map->n_lakes; l++)
    g_free (map->lakes[l].members);
  g_free (map->lakes);
  g_free (map->spaces);
  g_free (map->exits);
  g_free (map->wraps);
  g_free (map->cell_first_space);
  wm_arrangement_free (map->arrangement);
  wm_variant_unref (map->variant);
  g_free (map);
}

int
wm_map_find_space (const WmMap *map, int cell, const char *id)
{
  for (int s = map->cell_first_space[cell]; s < map->cell_first_space[cell + 1]; s++)
    if (g_strcmp0 (map->spaces[s].space->id, id) == 0)
      return s;
  return -1;
}

int
wm_map_space_region (const WmMap *map, int space)
{
  return map->arrangement->cells[map->spaces[space].cell].region;
}

int
wm_map_central_island (const WmMap *map, const char *region)
{
  const WmMapLake *lake;

  g_return_val_if_fail (map != NULL, -1);
  if (map->central_lake < 0 || region == NULL)
    return -1;
  lake = &map->lakes[map->central_lake];
  for (int i = lake->n_members - lake->n_islands; i < lake->n_members; i++)
    {
      const WmRegion *r = g_ptr_array_index (map->variant->regions,
                                             wm_map_space_region (map, lake->members[i]));
      if (strcmp (r->id, region) == 0)
        return lake->members[i];
    }
  return -1;
}

char *
wm_map_space_name (const WmMap *map, int space)
{
  const WmRegion *region = g_ptr_array_index (map->variant->regions,
                                              wm_map_space_region (map, space));

  return g_strdup_printf ("%s:%s", region->id, map->spaces[space].space->id);
}

int
wm_map_lookup (const WmMap *map, const char *name)
{
  const char *colon = name ? strchr (name, ':') : NULL;
  g_autofree char *region_id = NULL;

  if (colon == NULL)
    return -1;
  region_id = g_strndup (name, colon - name);
  for (int c = 0; c < map->arrangement->cols * map->arrangement->rows; c++)
    {
      const WmRegion *region = g_ptr_array_index (map->variant->regions,
                                                  map->arrangement->cells[c].region);
      if (strcmp (region->id, region_id) == 0)
        return wm_map_find_space (map, c, colon + 1);
    }
  return -1;
}
