#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-map-damage.h"

/* How far the drawing of a space reaches from its centre, ids aside: a
 * town's disc with the compass rose's ticks, a castle. */
#define SPACE_REACH 0.8
/* Half the widest way with its casing, and round caps. */
#define STROKE_REACH 0.3
/* The renderer's label size: an upper bound of a character's width. */
#define LABEL_EM 0.34
/* How far an inland lake's water reaches past its shores where free, and
 * how near another space stops it (its radius and a clearance): spaces
 * that are not its shores shape a lake too. */
#define LAKE_DEPTH 1.5
#define LAKE_KEEP (0.44 + 0.4)

/* What was drawn, one entry per element: its content (ids, positions,
 * directions, types, labels) as a key, so that an element that changed in
 * any way is a key that went away and one that came. */
typedef struct
{
  WmMapRect extent;
  int count;
} Drawn;

struct _WmMapDamage
{
  GHashTable *drawn; /* key → Drawn */
  double label_reach;
};

WmMapDamage *
wm_map_damage_new (void)
{
  return g_new0 (WmMapDamage, 1);
}

void
wm_map_damage_free (WmMapDamage *damage)
{
  if (damage == NULL)
    return;
  g_clear_pointer (&damage->drawn, g_hash_table_unref);
  g_free (damage);
}

/* ---- extents ---------------------------------------------------------------- */

static void
rect_point (WmMapRect *r, double x, double y, double pad)
{
  r->x0 = MIN (r->x0, x - pad);
  r->y0 = MIN (r->y0, y - pad);
  r->x1 = MAX (r->x1, x + pad);
  r->y1 = MAX (r->y1, y + pad);
}

static WmMapRect
rect_empty (void)
{
  return (WmMapRect){ G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };
}

static gboolean
rect_is_empty (const WmMapRect *r)
{
  return r->x0 > r->x1;
}

static void
rect_union (WmMapRect *r, const WmMapRect *other)
{
  if (rect_is_empty (other))
    return;
  r->x0 = MIN (r->x0, other->x0);
  r->y0 = MIN (r->y0, other->y0);
  r->x1 = MAX (r->x1, other->x1);
  r->y1 = MAX (r->y1, other->y1);
}

static gboolean
rect_meets (const WmMapRect *a, const WmMapRect *b)
{
  return a->x0 <= b->x1 && b->x0 <= a->x1 && a->y0 <= b->y1 && b->y0 <= a->y1;
}

static void
unit (WmDirection dir, double *ux, double *uy)
{
  int dx = 0, dy = 0;
  double len;

  if (dir != WM_DIR_NONE)
    wm_direction_vector (dir, &dx, &dy);
  len = hypot (dx, dy);
  *ux = len > 0 ? dx / len : 0;
  *uy = len > 0 ? dy / len : 0;
}

/* A curve from (ax, ay) leaving in direction (ux, uy) to (bx, by) arriving
 * from (vx, vy), its control points @bulge × its length out: it stays in
 * the hull of its four points. Its ends count as far as the spaces' own
 * drawing reaches, for the ticks it puts on their compass roses. */
static WmMapRect
curve_extent (double ax, double ay, double ux, double uy, double bx, double by, double vx,
              double vy, double bulge, double reach)
{
  WmMapRect r = rect_empty ();
  double k = hypot (bx - ax, by - ay) * bulge;

  rect_point (&r, ax, ay, reach);
  rect_point (&r, bx, by, reach);
  rect_point (&r, ax + ux * k, ay + uy * k, STROKE_REACH);
  rect_point (&r, bx + vx * k, by + vy * k, STROKE_REACH);
  return r;
}

static WmMapRect
space_extent (const WmSpace *sp, double reach)
{
  WmMapRect r = rect_empty ();

  rect_point (&r, sp->x, sp->y, reach);
  return r;
}

/* How far the drawing of any space of @side reaches: its id is printed
 * beside it (a character at most 0.2 wide) when the style shows ids. */
static double
space_reach (const WmSide *side)
{
  gsize longest = 0;

  for (guint i = 0; i < side->spaces->len; i++)
    longest = MAX (longest, strlen (((WmSpace *)g_ptr_array_index (side->spaces, i))->id));
  return MAX (SPACE_REACH, 0.6 + 0.1 * longest);
}

static WmMapRect
path_extent (const WmPath *path, const WmSpace *a, const WmSpace *b, double reach)
{
  double ux, uy, vx, vy;

  unit (path->a_dir, &ux, &uy);
  unit (path->b_dir, &vx, &vy);
  return curve_extent (a->x, a->y, ux, uy, b->x, b->y, vx, vy, 0.38, reach);
}

static WmMapRect
port_extent (const WmPort *port, const WmSpace *sp, double size, double reach)
{
  static const double nx[] = { 0, -1, 0, 1 }, ny[] = { 1, 0, -1, 0 };
  double ex, ey, ux, uy;
  int edge = CLAMP ((int)port->edge, 0, 3);

  wm_port_point (port, size, &ex, &ey);
  unit (port->dir, &ux, &uy);
  return curve_extent (sp->x, sp->y, ux, uy, ex, ey, nx[edge], ny[edge], 0.45, reach);
}

/* A lake's shape stays near the points where its shores and islands meet
 * it; a corner part is a quarter disc reaching out to its farthest shore. */
static WmMapRect
lake_extent (const WmLake *lake, GHashTable *spaces, double size)
{
  WmMapRect r = rect_empty ();
  g_autoptr (GPtrArray) members = g_ptr_array_new ();
  double cx = 0, cy = 0, reach = 0;

  /* The shores' and islands' spaces that exist. */
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *list = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < list->len; i++)
        {
          const WmSpace *sp
              = g_hash_table_lookup (spaces, ((WmShore *)g_ptr_array_index (list, i))->space);
          if (sp != NULL)
            g_ptr_array_add (members, (gpointer)sp);
        }
    }
  if (lake->corner != WM_CORNER_NONE)
    {
      cx = (lake->corner == WM_CORNER_NE || lake->corner == WM_CORNER_SE) ? size : 0;
      cy = (lake->corner == WM_CORNER_SE || lake->corner == WM_CORNER_SW) ? size : 0;
    }
  else if (members->len > 0)
    {
      for (guint i = 0; i < members->len; i++)
        cx += ((const WmSpace *)members->pdata[i])->x, cy += ((const WmSpace *)members->pdata[i])->y;
      cx /= members->len, cy /= members->len;
    }
  else
    return r;
  for (guint i = 0; i < members->len; i++)
    {
      const WmSpace *sp = members->pdata[i];
      reach = MAX (reach, hypot (sp->x - cx, sp->y - cy));
    }
  /* Shore points lie 0.58 out and the water up to LAKE_DEPTH beyond,
   * island rings 0.75 round; the outline bulges. */
  rect_point (&r, cx, cy, (reach + LAKE_DEPTH + 0.75) * 1.3 + 1.0);
  if (lake->corner != WM_CORNER_NONE)
    {
      r.x0 = MAX (r.x0, -STROKE_REACH), r.y0 = MAX (r.y0, -STROKE_REACH);
      r.x1 = MIN (r.x1, size + STROKE_REACH), r.y1 = MIN (r.y1, size + STROKE_REACH);
    }
  return r;
}

/* In characters: a fort's label names its weapon type, and the other
 * castle slot's may say "Inn" (wm-render-map.c). */
static glong
longest_weapon_name (const WmVariant *variant, const char *lang)
{
  glong longest = g_utf8_strlen (wm_render_inn_label (lang), -1);

  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      const WmWeaponType *type = g_ptr_array_index (variant->weapon_types, i);
      const char *name = wm_text_get (&type->name, lang, lang);
      longest = MAX (longest, g_utf8_strlen (name ? name : type->id, -1));
    }
  return longest;
}

/* How far from its space an id may decide where another id goes
 * (wm-render-map.c): its farthest place round the space and the icons it
 * keeps off. Ids are labels too, moved aside by their neighbours. */
#define ID_REACH 1.6

/* How far a label may lie from its space and still decide where another
 * label goes: from the space out past the farthest candidate box. */
static double
label_reach (const WmVariant *variant, const WmSide *side)
{
  const char *lang = wm_variant_display_language (variant); /* as the canvas draws them */
  glong longest = 0;

  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      const WmTown *town = sp->town ? wm_variant_find_town (variant, sp->town) : NULL;
      const char *text = town ? wm_text_get (&town->name, lang, lang) : sp->label;
      if (text != NULL)
        longest = MAX (longest, g_utf8_strlen (text, -1));
      if (sp->kind == WM_SPACE_CASTLE) /* "Label · Bow": any type its fort may name */
        longest = MAX (longest, (text ? g_utf8_strlen (text, -1) + 3 : 0)
                                    + longest_weapon_name (variant, lang));
    }
  return MAX (ID_REACH, longest > 0 ? 0.44 + longest * LABEL_EM + 2 * LABEL_EM + 0.3 : 0);
}

/* ---- what was drawn ------------------------------------------------------------- */

static GHashTable *
space_table (const WmSide *side)
{
  GHashTable *spaces = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      g_hash_table_insert (spaces, sp->id, sp);
    }
  return spaces;
}

static void
add_drawn (GHashTable *drawn, char *key, const WmMapRect *extent)
{
  Drawn *d = g_hash_table_lookup (drawn, key);

  if (d != NULL)
    {
      d->count++;
      rect_union (&d->extent, extent);
      g_free (key);
      return;
    }
  d = g_new (Drawn, 1);
  d->extent = *extent;
  d->count = 1;
  g_hash_table_insert (drawn, key, d);
}

static void
add_lake (GHashTable *drawn, const WmLake *lake, GHashTable *spaces, double size)
{
  GString *key = g_string_new (NULL);
  WmMapRect extent = lake_extent (lake, spaces, size);

  g_string_printf (key, "L%s %d", lake->id ? lake->id : "", lake->corner);
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        {
          const WmShore *shore = g_ptr_array_index (members, i);
          const WmSpace *sp = g_hash_table_lookup (spaces, shore->space);
          g_string_append_printf (key, "|%d %s %d %.17g %.17g", k, shore->space, shore->dir,
                                  sp ? sp->x : NAN, sp ? sp->y : NAN);
        }
    }
  add_drawn (drawn, g_string_free (key, FALSE), &extent);
}

static GHashTable *
drawn_table (const WmSide *side, double size)
{
  GHashTable *drawn = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GHashTable) spaces = space_table (side);
  double reach = space_reach (side);

  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      WmMapRect extent = space_extent (sp, reach);
      add_drawn (drawn,
                 g_strdup_printf ("S%s %.17g %.17g %d %s %s", sp->id, sp->x, sp->y, sp->kind,
                                  sp->town ? sp->town : "", sp->label ? sp->label : ""),
                 &extent);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const WmSpace *a = g_hash_table_lookup (spaces, path->a);
      const WmSpace *b = g_hash_table_lookup (spaces, path->b);
      WmMapRect extent;
      if (a == NULL || b == NULL)
        continue;
      extent = path_extent (path, a, b, reach);
      add_drawn (drawn,
                 g_strdup_printf ("P%s %s %d %d %s %.17g %.17g %.17g %.17g", path->a, path->b,
                                  path->a_dir, path->b_dir, path->type ? path->type : "", a->x,
                                  a->y, b->x, b->y),
                 &extent);
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      const WmSpace *sp = g_hash_table_lookup (spaces, port->space);
      WmMapRect extent;
      if (sp == NULL)
        continue;
      extent = port_extent (port, sp, size, reach);
      add_drawn (drawn,
                 g_strdup_printf ("O%s %d %.17g %s %d %.17g %.17g", port->space, port->edge,
                                  port->at, port->type ? port->type : "", port->dir, sp->x, sp->y),
                 &extent);
    }
  for (guint i = 0; i < side->lakes->len; i++)
    add_lake (drawn, g_ptr_array_index (side->lakes, i), spaces, size);
  for (int c = 0; c < WM_N_CORNERS; c++)
    if (side->corner_lakes[c] != NULL)
      add_lake (drawn, side->corner_lakes[c], spaces, size);
  return drawn;
}

void
wm_map_damage_reset (WmMapDamage *damage, const WmVariant *variant, const WmRegion *region,
                     const WmSide *side)
{
  g_return_if_fail (damage != NULL);
  g_clear_pointer (&damage->drawn, g_hash_table_unref);
  if (side == NULL)
    return;
  damage->drawn = drawn_table (side, region->size);
  damage->label_reach = label_reach (variant, side);
}

/* Adds to @r the extents of what @a holds and @b does not. */
static void
add_missing (WmMapRect *r, GHashTable *a, GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Drawn *other = g_hash_table_lookup (b, key);
      if (other == NULL || other->count != ((Drawn *)value)->count)
        rect_union (r, &((Drawn *)value)->extent);
    }
}

/* Adds to @r the lakes (before and after) whose water a change in @r may
 * have stopped short or let further out. */
static void
add_lakes_near (WmMapRect *r, GHashTable *before, GHashTable *after)
{
  WmMapRect near = { r->x0 - LAKE_DEPTH - LAKE_KEEP, r->y0 - LAKE_DEPTH - LAKE_KEEP,
                     r->x1 + LAKE_DEPTH + LAKE_KEEP, r->y1 + LAKE_DEPTH + LAKE_KEEP };
  WmMapRect lakes = rect_empty ();
  GHashTableIter iter;
  gpointer key, value;

  for (int k = 0; k < 2; k++)
    {
      g_hash_table_iter_init (&iter, k ? after : before);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (((const char *)key)[0] == 'L' && rect_meets (&((Drawn *)value)->extent, &near))
          rect_union (&lakes, &((Drawn *)value)->extent);
    }
  rect_union (r, &lakes);
}

gboolean
wm_map_damage_update (WmMapDamage *damage, const WmVariant *variant, const WmRegion *region,
                      const WmSide *side, WmMapRect *rect)
{
  GHashTable *now;
  double reach;

  g_return_val_if_fail (damage != NULL && side != NULL && rect != NULL, FALSE);
  now = drawn_table (side, region->size);
  reach = label_reach (variant, side);
  *rect = rect_empty ();
  if (damage->drawn == NULL)
    rect_point (rect, region->size / 2, region->size / 2, region->size);
  else
    {
      add_missing (rect, damage->drawn, now);
      add_missing (rect, now, damage->drawn);
      if (!rect_is_empty (rect))
        add_lakes_near (rect, damage->drawn, now);
    }
  g_clear_pointer (&damage->drawn, g_hash_table_unref);
  damage->drawn = now;
  if (rect_is_empty (rect))
    {
      damage->label_reach = reach;
      return FALSE;
    }
  /* Labels near the change may move: a label within reach of it, and the
   * labels whose candidates it can touch. */
  reach = MAX (reach, damage->label_reach);
  damage->label_reach = label_reach (variant, side);
  rect->x0 -= 2 * reach, rect->y0 -= 2 * reach;
  rect->x1 += 2 * reach, rect->y1 += 2 * reach;
  return TRUE;
}

/* ---- repainting ------------------------------------------------------------------ */

/* The part of @side that can change a pixel of @rect: what reaches into
 * it, and what decides where a label that reaches into it goes. The arrays
 * borrow the side's elements, in their order. */
typedef struct
{
  WmSide side;
  GHashTable *ids; /* ids of the spaces taken */
} Part;

static void
take_space (Part *part, WmSpace *sp)
{
  if (sp != NULL)
    g_hash_table_add (part->ids, sp->id);
}

static void
take_lake_members (Part *part, const WmLake *lake, GHashTable *spaces)
{
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        take_space (
            part, g_hash_table_lookup (spaces, ((WmShore *)g_ptr_array_index (members, i))->space));
    }
}

/* The spaces whose centres lie in @r: those that stop a lake's water. */
static void
take_spaces_in (Part *part, const WmSide *side, const WmMapRect *r)
{
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (sp->x >= r->x0 && sp->x <= r->x1 && sp->y >= r->y0 && sp->y <= r->y1)
        take_space (part, sp);
    }
}

static void
part_init (Part *part, const WmSide *side, double size, double reach, const WmMapRect *within)
{
  g_autoptr (GHashTable) spaces = space_table (side);

  part->side = (WmSide){ .id = side->id, .line = side->line };
  part->side.spaces = g_ptr_array_new ();
  part->side.paths = g_ptr_array_new ();
  part->side.ports = g_ptr_array_new ();
  part->side.lakes = g_ptr_array_new ();
  part->ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      WmMapRect extent = space_extent (sp, reach);
      if (rect_meets (&extent, within))
        take_space (part, sp);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);
      WmSpace *a = g_hash_table_lookup (spaces, path->a),
              *b = g_hash_table_lookup (spaces, path->b);
      WmMapRect extent;
      if (a == NULL || b == NULL)
        continue;
      extent = path_extent (path, a, b, reach);
      if (!rect_meets (&extent, within))
        continue;
      g_ptr_array_add (part->side.paths, path);
      take_space (part, a);
      take_space (part, b);
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      WmSpace *sp = g_hash_table_lookup (spaces, port->space);
      WmMapRect extent;
      if (sp == NULL)
        continue;
      extent = port_extent (port, sp, size, reach);
      if (!rect_meets (&extent, within))
        continue;
      g_ptr_array_add (part->side.ports, port);
      take_space (part, sp);
    }
  for (guint i = 0; i < side->lakes->len; i++)
    {
      WmLake *lake = g_ptr_array_index (side->lakes, i);
      WmMapRect extent = lake_extent (lake, spaces, size);
      if (!rect_meets (&extent, within))
        continue;
      g_ptr_array_add (part->side.lakes, lake);
      take_lake_members (part, lake, spaces);
      take_spaces_in (part, side, &extent);
    }
  for (int c = 0; c < WM_N_CORNERS; c++)
    if ((part->side.corner_lakes[c] = side->corner_lakes[c]) != NULL)
      take_lake_members (part, side->corner_lakes[c], spaces);
  /* The spaces in the side's order. */
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (g_hash_table_contains (part->ids, sp->id))
        g_ptr_array_add (part->side.spaces, sp);
    }
}

static void
part_clear (Part *part)
{
  g_ptr_array_unref (part->side.spaces);
  g_ptr_array_unref (part->side.paths);
  g_ptr_array_unref (part->side.ports);
  g_ptr_array_unref (part->side.lakes);
  g_hash_table_unref (part->ids);
}

void
wm_map_damage_draw_part (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                         const WmSide *side, const WmMapStyle *style, const WmMapRect *rect)
{
  /* What a label landing in @rect collides with lies within twice the
   * label reach; every way, port and lake of a space whose drawing
   * reaches it meets it within the space's own reach. */
  double spaces = space_reach (side);
  double reach = 2 * label_reach (variant, side) + spaces;
  WmMapRect within = { rect->x0 - reach, rect->y0 - reach, rect->x1 + reach, rect->y1 + reach };
  Part part;

  g_return_if_fail (cr != NULL && variant != NULL && region != NULL && side != NULL);
  part_init (&part, side, region->size, spaces, &within);
  wm_render_region_side (cr, variant, region, &part.side, style);
  part_clear (&part);
}

/* The device pixels that cover @rect, and the user-space rectangle they
 * span once widened by @pad pixels. */
static void
device_box (cairo_t *cr, const WmMapRect *rect, int pad, cairo_rectangle_int_t *box,
            WmMapRect *user)
{
  double xs[4] = { rect->x0, rect->x1, rect->x0, rect->x1 };
  double ys[4] = { rect->y0, rect->y0, rect->y1, rect->y1 };
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (int i = 0; i < 4; i++)
    {
      cairo_user_to_device (cr, &xs[i], &ys[i]);
      x0 = MIN (x0, xs[i]), y0 = MIN (y0, ys[i]);
      x1 = MAX (x1, xs[i]), y1 = MAX (y1, ys[i]);
    }
  box->x = (int)floor (x0), box->y = (int)floor (y0);
  box->width = (int)ceil (x1) - box->x, box->height = (int)ceil (y1) - box->y;
  xs[0] = box->x - pad, ys[0] = box->y - pad;
  xs[1] = box->x + box->width + pad, ys[1] = box->y + box->height + pad;
  cairo_device_to_user (cr, &xs[0], &ys[0]);
  cairo_device_to_user (cr, &xs[1], &ys[1]);
  *user = (WmMapRect){ MIN (xs[0], xs[1]), MIN (ys[0], ys[1]), MAX (xs[0], xs[1]),
                       MAX (ys[0], ys[1]) };
}

/* Cairo rounds shapes that cross a clip's edge a little differently from
 * the same shapes unclipped; so the part is drawn into a scratch surface a
 * few pixels larger than the damage and only the damage is copied back,
 * where no edge cuts anything. */
#define SCRATCH_PAD 4

void
wm_map_damage_repaint (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                       const WmSide *side, const WmMapStyle *style, const WmMapRect *rect)
{
  cairo_rectangle_int_t box;
  cairo_surface_t *scratch;
  cairo_matrix_t matrix;
  cairo_t *scr;
  WmMapRect within;

  g_return_if_fail (cr != NULL && variant != NULL && region != NULL && side != NULL);
  device_box (cr, rect, SCRATCH_PAD, &box, &within);
  if (box.width <= 0 || box.height <= 0)
    return;
  scratch = cairo_surface_create_similar_image (cairo_get_target (cr), CAIRO_FORMAT_ARGB32,
                                                box.width + 2 * SCRATCH_PAD,
                                                box.height + 2 * SCRATCH_PAD);
  cairo_surface_set_device_offset (scratch, -(box.x - SCRATCH_PAD), -(box.y - SCRATCH_PAD));
  scr = cairo_create (scratch);
  cairo_get_matrix (cr, &matrix);
  cairo_set_matrix (scr, &matrix);
  wm_map_damage_draw_part (scr, variant, region, side, style, &within);
  cairo_destroy (scr);

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_rectangle (cr, box.x, box.y, box.width, box.height);
  cairo_set_source_surface (cr, scratch, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (scratch);
}
