#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wm-lake-tool.h"
#include "wm-map-edits.h"
#include "wm-render-map.h"

static double
side_size (WmDocument *doc, const char *region)
{
  WmRegion *r = wm_variant_find_region (wm_document_get_variant (doc), region);

  return r != NULL && r->size > 0 ? r->size : 12;
}

static void
corner_point (WmCorner corner, double size, double *x, double *y)
{
  *x = (corner == WM_CORNER_NE || corner == WM_CORNER_SE) ? size : 0;
  *y = (corner == WM_CORNER_SE || corner == WM_CORNER_SW) ? size : 0;
}

/* The inland lake or corner part whose centre is nearest to @sp: its id
 * (NULL for a corner part) and corner (WM_CORNER_NONE for an inland lake).
 * A corner part need not exist yet: the click makes it. */
static void
nearest_lake (const WmSide *side, double size, const WmSpace *sp, const char **lake_id,
              WmCorner *corner)
{
  double best = G_MAXDOUBLE, cx, cy;

  *lake_id = NULL;
  *corner = WM_CORNER_NONE;
  for (int c = 0; c < WM_N_CORNERS; c++)
    {
      corner_point (c, size, &cx, &cy);
      if (hypot (sp->x - cx, sp->y - cy) < best)
        best = hypot (sp->x - cx, sp->y - cy), *corner = c;
    }
  for (guint i = 0; i < side->lakes->len; i++)
    {
      const WmLake *lake = g_ptr_array_index (side->lakes, i);
      if (!wm_map_lake_centre (side, size, lake, &cx, &cy))
        continue;
      if (hypot (sp->x - cx, sp->y - cy) < best)
        best = hypot (sp->x - cx, sp->y - cy), *lake_id = lake->id, *corner = WM_CORNER_NONE;
    }
}

/* 0 when @space is not on @lake, 1 for a shore, 2 for an island. */
static int
membership (const WmLake *lake, const char *space)
{
  for (guint k = 0; lake != NULL && k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        if (g_strcmp0 (((WmShore *)g_ptr_array_index (members, i))->space, space) == 0)
          return k + 1;
    }
  return 0;
}

/* Whether @sp is next to the lake: within reach of the circle round its
 * centre through its farthest space. An empty corner part reaches a
 * quarter of the region into it. */
static gboolean
within_reach (const WmSide *side, double size, const WmLake *lake, WmCorner corner,
              const WmSpace *sp)
{
  double cx, cy, radius = lake == NULL || lake->corner != WM_CORNER_NONE ? size / 4 : 0;

  if (lake == NULL || !wm_map_lake_centre (side, size, lake, &cx, &cy))
    corner_point (corner, size, &cx, &cy);
  for (guint k = 0; lake != NULL && k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        {
          const WmSpace *m
              = wm_side_find_space (side, ((WmShore *)g_ptr_array_index (members, i))->space);
          if (m != NULL)
            radius = MAX (radius, hypot (m->x - cx, m->y - cy));
        }
    }
  return hypot (sp->x - cx, sp->y - cy) <= radius + WM_LAKE_TOOL_REACH;
}

/* What the click did, in words: @was is the space's membership before. */
static char *
describe_change (const char *space, const char *lake_id, WmCorner corner, int was,
                 gboolean island)
{
  const char *c = lake_id == NULL ? wm_corner_to_string (corner) : NULL;

  if (was != 0)
    return lake_id ? g_strdup_printf (_("%s taken off lake %s"), space, lake_id)
                   : g_strdup_printf (_("%s taken off corner lake %s"), space, c);
  if (island)
    return lake_id ? g_strdup_printf (_("%s added as an island in lake %s"), space, lake_id)
                   : g_strdup_printf (_("%s added as an island in corner lake %s"), space, c);
  return lake_id ? g_strdup_printf (_("%s added to the shore of lake %s"), space, lake_id)
                 : g_strdup_printf (_("%s added to the shore of corner lake %s"), space, c);
}

static void
set_too_far (GError **error, const char *space, const char *lake_id, WmCorner corner)
{
  if (lake_id != NULL)
    g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                 _("%s is not next to a lake: the nearest, lake %s, is too far away. Drag round "
                   "spaces to make a new lake"),
                 space, lake_id);
  else
    g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                 _("%s is not next to a lake: the nearest, corner lake %s, is too far away. "
                   "Drag round spaces to make a new lake"),
                 space, wm_corner_to_string (corner));
}

/* ---- water across a path ----------------------------------------------------------- */

/* The paths of @side (indices, ascending) that the water of @lake crosses
 * as the side is drawn; none for a lake that is NULL. */
static GArray *
crossed_paths (WmDocument *doc, const char *region, const WmSide *side, const WmLake *lake)
{
  WmVariant *variant = wm_document_get_variant (doc);
  WmRegion *r = wm_variant_find_region (variant, region);

  if (r == NULL || lake == NULL)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return wm_render_lake_paths_crossed (variant, r, side, lake);
}

/* The first path of @after that @before (may be NULL) does not hold, or -1. */
static int
first_new_crossing (GArray *after, GArray *before)
{
  for (guint i = 0; i < after->len; i++)
    {
      guint path = g_array_index (after, guint, i);
      gboolean known = FALSE;
      for (guint j = 0; before != NULL && j < before->len; j++)
        known = known || g_array_index (before, guint, j) == path;
      if (!known)
        return (int)path;
    }
  return -1;
}

/* "the “Road” path s3–s7": the path @index of @side, as the refusals of
 * the map's edits name a path. */
static char *
path_named (WmDocument *doc, const WmSide *side, guint index)
{
  WmVariant *variant = wm_document_get_variant (doc);
  const WmPath *path = g_ptr_array_index (side->paths, index);
  WmPathType *type = wm_variant_find_path_type (variant, path->type);
  g_autofree char *name = type ? wm_variant_isolated_name (variant, &type->name, type->id)
                               : g_strdup (path->type);

  /* TRANSLATORS: a path named in a sentence: its type's name and its two
   * spaces ("the “Road” path s3–s7"). */
  return g_strdup_printf (_("the “%1$s” path %2$s–%3$s"), name, path->a, path->b);
}

/* The refusal of a lake whose water would lie across the path @index of
 * @side: @what names the edit refused ("No lake made", "s12 not added to
 * lake l2"). */
static void
set_across_path (GError **error, WmDocument *doc, const WmSide *side, guint index,
                 const char *what)
{
  g_autofree char *path = path_named (doc, side, index);

  /* TRANSLATORS: %1$s is what was refused ("No lake made", "s12 not added
   * to lake l2"), %2$s a path ("the “Road” path s3–s7"). A lake's water
   * lies between its shores: drawn round two spaces a path joins, it
   * covers the path. */
  g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH,
               _("%1$s: its water would lie across %2$s, which a lake may not cover. Draw the "
                 "lake beside the path (round spaces on one side of it), or delete the path "
                 "first"),
               what, path);
}

/* A copy of @lake, or a new corner part at @corner when it is NULL. */
static WmLake *
lake_copy (const WmLake *lake, WmCorner corner)
{
  WmLake *copy = wm_lake_new (lake ? lake->id : NULL, lake ? lake->corner : corner);

  for (guint k = 0; lake != NULL && k < 2; k++)
    {
      GPtrArray *from = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < from->len; i++)
        {
          const WmShore *m = g_ptr_array_index (from, i);
          g_ptr_array_add (k == 0 ? copy->shores : copy->islands, wm_shore_new (m->space, m->dir));
        }
    }
  return copy;
}

/* A copy of @lake (NULL: a new corner part at @corner) with @space as a
 * new shore facing @dir, or a new island: the lake a click would make. */
static WmLake *
lake_with (const WmLake *lake, WmCorner corner, const char *space, WmDirection dir,
           gboolean island)
{
  WmLake *copy = lake_copy (lake, corner);

  g_ptr_array_add (island ? copy->islands : copy->shores,
                   wm_shore_new (space, island ? WM_DIR_NONE : dir));
  return copy;
}

/* Whether a click that adds @space to the lake would lay its water across
 * a path it did not cross before; the refusal in @error. */
static gboolean
click_crosses_path (WmDocument *doc, const char *region, WmSide *s, double size,
                    const WmLake *lake, WmCorner corner, const char *space, gboolean island,
                    GError **error)
{
  double cx, cy;
  WmDirection dir;
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;
  WmLake *widened;
  int path;

  if (lake == NULL || !wm_map_lake_centre (s, size, lake, &cx, &cy))
    corner_point (corner, size, &cx, &cy);
  dir = wm_map_shore_direction (s, space, cx, cy);
  if (!island && dir == WM_DIR_NONE)
    return FALSE; /* the edit refuses it, saying why */
  widened = lake_with (lake, corner, space, dir, island);
  before = crossed_paths (doc, region, s, lake);
  after = crossed_paths (doc, region, s, widened);
  wm_lake_free (widened);
  if ((path = first_new_crossing (after, before)) < 0)
    return FALSE;
  {
    g_autofree char *what = NULL;
    const char *lake_id = lake ? lake->id : NULL;
    if (lake_id != NULL)
      /* TRANSLATORS: what a refused click of the lake tool did not do. */
      what = g_strdup_printf (_("%1$s not added to lake %2$s"), space, lake_id);
    else
      what = g_strdup_printf (_("%1$s not added to corner lake %2$s"), space,
                              wm_corner_to_string (corner));
    set_across_path (error, doc, s, (guint)path, what);
  }
  return TRUE;
}

gboolean
wm_lake_tool_click (WmDocument *doc, const char *region, int side, const char *space,
                    gboolean island, char **said, GError **error)
{
  WmSide *s;
  const WmSpace *sp;
  const WmLake *lake;
  const char *lake_id;
  g_autofree char *id = NULL;
  WmCorner corner;
  double size;
  int was;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  s = wm_map_find_side (wm_document_get_variant (doc), region, side);
  sp = s != NULL ? wm_side_find_space (s, space) : NULL;
  if (sp == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No space %s here"),
                   space ? space : "?");
      return FALSE;
    }
  size = side_size (doc, region);
  nearest_lake (s, size, sp, &lake_id, &corner);
  lake = wm_map_find_lake (s, lake_id, corner);
  was = membership (lake, space);
  /* Taking a space off its lake is always allowed, however far it is. */
  if (was == 0 && !within_reach (s, size, lake, corner, sp))
    {
      set_too_far (error, space, lake_id, corner);
      return FALSE;
    }
  /* Nor may its water come to lie across a path. */
  if (was == 0 && click_crosses_path (doc, region, s, size, lake, corner, space, island, error))
    return FALSE;
  /* The edit may replace the side's lakes: keep the id apart. */
  id = g_strdup (lake_id);
  if (!wm_map_toggle_shore (doc, region, side, id, id ? WM_CORNER_NONE : corner, space, island,
                            error))
    return FALSE;
  if (said != NULL)
    *said = describe_change (space, id, corner, was, island);
  return TRUE;
}

/* ---- a shore turned ------------------------------------------------------------------ */

gboolean
wm_lake_tool_set_shore (WmDocument *doc, const char *region, int side, const char *lake_id,
                        WmCorner corner, const char *space, WmDirection dir, GError **error)
{
  WmSide *s;
  const WmLake *lake;
  WmLake *turned;
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;
  g_autofree char *what = NULL;
  int path;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  s = wm_map_find_side (wm_document_get_variant (doc), region, side);
  lake = s != NULL ? wm_map_find_lake (s, lake_id, corner) : NULL;
  /* What the edit refuses itself (no such shore, a direction taken) it
   * refuses in its own words; a lake already across a path in the file
   * may still have its other shores turned. */
  if (lake != NULL && membership (lake, space) == 1 && dir != WM_DIR_NONE)
    {
      turned = lake_copy (lake, lake->corner);
      for (guint i = 0; i < turned->shores->len; i++)
        {
          WmShore *shore = g_ptr_array_index (turned->shores, i);
          if (g_strcmp0 (shore->space, space) == 0)
            shore->dir = dir;
        }
      before = crossed_paths (doc, region, s, lake);
      after = crossed_paths (doc, region, s, turned);
      wm_lake_free (turned);
      if ((path = first_new_crossing (after, before)) >= 0)
        {
          if (lake->id != NULL)
            /* TRANSLATORS: what a refused change of a shore's direction in
             * the Map inspector did not do ("s9 not turned on lake l2"). */
            what = g_strdup_printf (_("%1$s not turned on lake %2$s"), space, lake->id);
          else
            what = g_strdup_printf (_("%1$s not turned on corner lake %2$s"), space,
                                    wm_corner_to_string (lake->corner));
          set_across_path (error, doc, s, (guint)path, what);
          return FALSE;
        }
    }
  return wm_map_set_shore (doc, region, side, lake_id, corner, space, dir, error);
}

/* ---- a drag round spaces ------------------------------------------------------------- */

/* Twice the signed area the points enclose, the loop closed (shoelace). */
static double
loop_area2 (const double *points, guint n_points)
{
  double area2 = 0;

  for (guint i = 0; i < n_points; i++)
    {
      guint j = (i + 1) % n_points;
      area2 += points[2 * i] * points[2 * j + 1] - points[2 * j] * points[2 * i + 1];
    }
  return area2;
}

gboolean
wm_lake_tool_is_loop (const double *points, guint n_points)
{
  double xa = G_MAXDOUBLE, ya = G_MAXDOUBLE, xb = -G_MAXDOUBLE, yb = -G_MAXDOUBLE;

  if (n_points < 3)
    return FALSE;
  for (guint i = 0; i < n_points; i++)
    {
      xa = MIN (xa, points[2 * i]), xb = MAX (xb, points[2 * i]);
      ya = MIN (ya, points[2 * i + 1]), yb = MAX (yb, points[2 * i + 1]);
    }
  return fabs (loop_area2 (points, n_points)) / 2 >= WM_LAKE_TOOL_LOOP_FILL * (xb - xa) * (yb - ya)
         && (xb - xa) * (yb - ya) > 0;
}

/* Even-odd rule: a ray from (@x, @y) to the right crosses the loop's edges
 * an odd number of times when the point is inside. */
static gboolean
inside_loop (const double *points, guint n_points, double x, double y)
{
  gboolean inside = FALSE;

  for (guint i = 0, j = n_points - 1; i < n_points; j = i++)
    {
      double xi = points[2 * i], yi = points[2 * i + 1];
      double xj = points[2 * j], yj = points[2 * j + 1];
      if ((yi > y) != (yj > y) && x < xi + (y - yi) * (xj - xi) / (yj - yi))
        inside = !inside;
    }
  return inside;
}

static gboolean
inside_band (const double *points, guint n_points, double x, double y)
{
  const double *last = points + 2 * (n_points - 1);

  return x >= MIN (points[0], last[0]) && x <= MAX (points[0], last[0])
         && y >= MIN (points[1], last[1]) && y <= MAX (points[1], last[1]);
}

GStrv
wm_lake_tool_lasso (const WmSide *side, const double *points, guint n_points, const char *from)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  gboolean loop = wm_lake_tool_is_loop (points, n_points);

  g_return_val_if_fail (side != NULL, NULL);
  if (from != NULL && wm_side_find_space (side, from) != NULL)
    g_strv_builder_add (builder, from);
  for (guint i = 0; n_points > 0 && i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      gboolean in = loop ? inside_loop (points, n_points, sp->x, sp->y)
                         : inside_band (points, n_points, sp->x, sp->y);
      if (in && g_strcmp0 (sp->id, from) != 0)
        g_strv_builder_add (builder, sp->id);
    }
  return g_strv_builder_end (builder);
}

/* What the designer is told when the lake @lake_id was made without the
 * spaces @left_out (at least one). */
static char *
describe_left_out (const char *lake_id, const char *const *left_out)
{
  guint n = g_strv_length ((GStrv)left_out);
  g_autofree char *list = g_strjoinv (", ", (GStrv)left_out);

  /* TRANSLATORS: %1$s is the new lake ("l3"), %2$s the spaces left out of
   * it ("s12" or "s12, s28"). */
  return g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE,
                   "Lake %1$s made without %2$s: every direction from it toward the lake is "
                   "taken. Turn or delete a path it leaves on toward the lake, then click it "
                   "with the lake tool to add it",
                   "Lake %1$s made without %2$s: every direction from each of them toward the "
                   "lake is taken. Turn or delete a path each leaves on toward the lake, then "
                   "click them with the lake tool to add them",
                   n),
      lake_id, list);
}

/* The spaces of @ids that can face a lake round them all (the others
 * leave a place in @left_out), or all of @ids when fewer than two can:
 * then the edit's refusal says why the first cannot. */
static GStrv
shores_that_face (const WmSide *side, const char *const *ids, GStrvBuilder *left_out)
{
  guint n = g_strv_length ((GStrv)ids);
  g_autofree WmDirection *dirs = g_new (WmDirection, n + 1);
  g_autoptr (GStrvBuilder) kept = g_strv_builder_new ();

  if (n - wm_map_new_lake_directions (side, ids, dirs) < 2)
    return g_strdupv ((GStrv)ids);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (dirs[i] == WM_DIR_NONE ? left_out : kept, ids[i]);
  return g_strv_builder_end (kept);
}

/* Whether the new lake round @shores would lie across a path, as
 * wm_map_add_lake () would make it: each shore facing the middle of them
 * all. The refusal in @error. */
static gboolean
drag_crosses_path (WmDocument *doc, const char *region, WmSide *s, const char *const *shores,
                   GError **error)
{
  WmLake *lake;
  g_autoptr (GArray) crossed = NULL;
  double cx = 0, cy = 0;
  guint n = 0;

  for (guint i = 0; shores[i] != NULL; i++)
    {
      const WmSpace *sp = wm_side_find_space (s, shores[i]);
      if (sp != NULL)
        cx += sp->x, cy += sp->y, n++;
    }
  if (n < 2)
    return FALSE; /* the edit refuses it, saying why */
  cx /= n, cy /= n;
  lake = wm_lake_new (NULL, WM_CORNER_NONE);
  for (guint i = 0; shores[i] != NULL; i++)
    {
      WmDirection dir = wm_map_shore_direction (s, shores[i], cx, cy);
      if (dir == WM_DIR_NONE)
        {
          wm_lake_free (lake);
          return FALSE; /* the edit refuses it, saying why */
        }
      g_ptr_array_add (lake->shores, wm_shore_new (shores[i], dir));
    }
  crossed = crossed_paths (doc, region, s, lake);
  wm_lake_free (lake);
  if (crossed->len == 0)
    return FALSE;
  set_across_path (error, doc, s, g_array_index (crossed, guint, 0), _("No lake made"));
  return TRUE;
}

gboolean
wm_lake_tool_drag (WmDocument *doc, const char *region, int side, const double *points,
                   guint n_points, const char *from, char **lake_out, char **said, GError **error)
{
  WmSide *s;
  g_auto (GStrv) ids = NULL;
  g_auto (GStrv) shores = NULL;
  g_auto (GStrv) left_out = NULL;
  g_autoptr (GStrvBuilder) out = g_strv_builder_new ();
  g_autofree char *lake_id = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if (said != NULL)
    *said = NULL;
  s = wm_map_find_side (wm_document_get_variant (doc), region, side);
  if (s == NULL)
    return wm_map_add_lake (doc, region, side, NULL, lake_out, error);
  ids = wm_lake_tool_lasso (s, points, n_points, from);
  /* The edit's own refusal ("select the spaces round it") speaks of the
   * select tool; here the drag is what to do again. */
  if (g_strv_length (ids) < 2)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           ids[0] == NULL
                               ? _("No space lies inside the drag: draw a loop round at least "
                                   "two spaces, the lake's shores, or drag from corner to corner "
                                   "over them")
                               : _("A lake needs at least two shores: draw a loop round them, or "
                                   "drag from corner to corner over them"));
      return FALSE;
    }
  shores = shores_that_face (s, (const char *const *)ids, out);
  left_out = g_strv_builder_end (out);
  if (drag_crosses_path (doc, region, s, (const char *const *)shores, error))
    return FALSE;
  if (!wm_map_add_lake (doc, region, side, (const char *const *)shores, &lake_id, error))
    return FALSE;
  if (said != NULL && left_out[0] != NULL)
    *said = describe_left_out (lake_id, (const char *const *)left_out);
  if (lake_out != NULL)
    *lake_out = g_steal_pointer (&lake_id);
  return TRUE;
}
