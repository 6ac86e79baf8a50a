#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wm-locale.h"
#include "wm-map-edits.h"
#include "wm-map.h"
#include "wm-piece-edits.h"
#include "wm-placeholders.h"

G_DEFINE_QUARK (wm - map - edit - error - quark, wm_map_edit_error)

/* What one edit needs; the fields a given edit does not use stay zero. */
typedef struct
{
  const char *region;
  int side;
  const char *const *ids;
  const char *id;
  const char *text;
  const char *type;
  double x, y, dx, dy;
  int kind;
  WmDirection a_dir, b_dir;
  WmCorner corner;
  guint index;
  gboolean flag;
  char *new_id; /* made by the edit */
} Edit;

static const char *const side_names = "AB";

WmSide *
wm_map_find_side (WmVariant *variant, const char *region_id, int side)
{
  WmRegion *region;

  if (variant == NULL || region_id == NULL || side < 0 || side > 1)
    return NULL;
  region = wm_variant_find_region (variant, region_id);
  return region != NULL ? region->sides[side] : NULL;
}

/* The side of @region, else an error that names the region as the rest
 * of the editor does (“Heath” (r1)), not by its bare id. */
static WmSide *
find_side_or_error (WmVariant *variant, const char *region, int side, GError **error)
{
  WmSide *s = wm_map_find_side (variant, region, side);

  if (s == NULL)
    {
      g_autofree char *named = wm_variant_region_named (variant, region ? region : "?");
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND,
                   _("Region %s has no side %c"), named, side_names[CLAMP (side, 0, 1)]);
    }
  return s;
}

static WmSide *
require_side (WmDocument *doc, const char *region, int side, GError **error)
{
  return find_side_or_error (wm_document_get_variant (doc), region, side, error);
}

static WmSpace *
require_space (const WmSide *side, const char *id, GError **error)
{
  WmSpace *space = id != NULL ? wm_side_find_space (side, id) : NULL;

  if (space == NULL)
    g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No space %s here"),
                 id ? id : "?");
  return space;
}

/* ---- side edits -------------------------------------------------------------- */

/* An edit of one side is a command that keeps only what it changed, so that
 * doing and undoing it costs what the change costs, not a copy of the file:
 * the elements it added (undo removes them), the elements it took out, kept
 * with their comments and foreign content (undo puts them back where they
 * were), and the old values of the fields it set (undo swaps them back).
 * Redo runs the edit again on the state it was first made on. Elements are
 * found by array and index, never by pointer: a snapshot command further up
 * the stack may have replaced the variant in between. */

typedef enum
{
  IN_SPACES,
  IN_PATHS,
  IN_PORTS,
  IN_LAKES,
  IN_SHORES,
  IN_ISLANDS,
  IN_CORNER, /* side->corner_lakes[corner] */
} Place;

typedef enum
{
  CHANGE_ADDED,
  CHANGE_TAKEN,   /* element: owned here while the edit is applied */
  CHANGE_SWAPPED, /* element: the other values of the fields */
} ChangeKind;

typedef struct
{
  ChangeKind kind;
  Place place;
  char *lake; /* IN_SHORES, IN_ISLANDS: the inland lake, NULL for a corner part */
  WmCorner corner;
  guint index;
  gpointer element;
} Change;

typedef struct _SideEdit SideEdit;
typedef void (*SideEditFunc) (SideEdit *se, WmSide *side);

struct _SideEdit
{
  Edit e; /* its strings owned */
  SideEditFunc run;
  GArray *log; /* of Change, in the order made */
};

static GPtrArray *
place_array (WmSide *side, Place place, const char *lake, WmCorner corner)
{
  WmLake *l;

  switch (place)
    {
    case IN_SPACES: return side->spaces;
    case IN_PATHS: return side->paths;
    case IN_PORTS: return side->ports;
    case IN_LAKES: return side->lakes;
    case IN_SHORES:
    case IN_ISLANDS:
      l = wm_map_find_lake (side, lake, corner);
      g_assert (l != NULL);
      return place == IN_SHORES ? l->shores : l->islands;
    case IN_CORNER: break;
    }
  g_assert_not_reached ();
}

static void
free_element (Place place, gpointer element)
{
  switch (place)
    {
    case IN_SPACES: wm_space_free (element); break;
    case IN_PATHS: wm_path_free (element); break;
    case IN_LAKES:
    case IN_CORNER: wm_lake_free (element); break;
    case IN_SHORES:
    case IN_ISLANDS: wm_shore_free (element); break;
    case IN_PORTS:
      {
        /* Ports have no public free function; their array has. */
        WmSide *holder = wm_side_new ('A');
        g_ptr_array_add (holder->ports, element);
        wm_side_free (holder);
      }
      break;
    }
}

#define SWAP(type, a, b)                                                                           \
  G_STMT_START                                                                                     \
  {                                                                                                \
    type t_ = (a);                                                                                 \
    (a) = (b);                                                                                     \
    (b) = t_;                                                                                      \
  }                                                                                                \
  G_STMT_END

/* Exchanges the editable fields of @live and @other (its own inverse). */
static void
swap_fields (Place place, gpointer live, gpointer other)
{
  switch (place)
    {
    case IN_SPACES:
      {
        WmSpace *a = live, *b = other;
        SWAP (WmSpaceKind, a->kind, b->kind);
        SWAP (char *, a->town, b->town);
        SWAP (char *, a->label, b->label);
      }
      break;
    case IN_PATHS:
      {
        WmPath *a = live, *b = other;
        SWAP (WmDirection, a->a_dir, b->a_dir);
        SWAP (WmDirection, a->b_dir, b->b_dir);
        SWAP (char *, a->type, b->type);
      }
      break;
    case IN_SHORES:
      SWAP (WmDirection, ((WmShore *)live)->dir, ((WmShore *)other)->dir);
      break;
    case IN_PORTS:
      {
        WmPort *a = live, *b = other;
        SWAP (WmEdge, a->edge, b->edge);
        SWAP (double, a->at, b->at);
        SWAP (char *, a->type, b->type);
        SWAP (WmDirection, a->dir, b->dir);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
log_change (SideEdit *se, ChangeKind kind, Place place, const char *lake, WmCorner corner,
            guint index, gpointer element)
{
  Change c = { kind, place, g_strdup (lake), corner, index, element };

  g_array_append_val (se->log, c);
}

/* Appends @element at @place (the lake's when @place is a lake's). */
static void
side_add (SideEdit *se, WmSide *side, Place place, const char *lake, WmCorner corner,
          gpointer element)
{
  GPtrArray *array;

  if (place == IN_CORNER)
    {
      g_assert (side->corner_lakes[corner] == NULL);
      side->corner_lakes[corner] = element;
      log_change (se, CHANGE_ADDED, place, NULL, corner, 0, NULL);
      return;
    }
  array = place_array (side, place, lake, corner);
  g_ptr_array_add (array, element);
  log_change (se, CHANGE_ADDED, place, lake, corner, array->len - 1, NULL);
}

static void
side_take (SideEdit *se, WmSide *side, Place place, const char *lake, WmCorner corner, guint index)
{
  GPtrArray *array = place_array (side, place, lake, corner);

  log_change (se, CHANGE_TAKEN, place, lake, corner, index, g_ptr_array_steal_index (array, index));
}

/* Sets the fields of element @index at @place to those of @values (taken). */
static void
side_set (SideEdit *se, WmSide *side, Place place, const char *lake, WmCorner corner, guint index,
          gpointer values)
{
  swap_fields (place, g_ptr_array_index (place_array (side, place, lake, corner), index), values);
  log_change (se, CHANGE_SWAPPED, place, lake, corner, index, values);
}

static void
undo_change (WmSide *side, Change *c)
{
  GPtrArray *array
      = c->place == IN_CORNER ? NULL : place_array (side, c->place, c->lake, c->corner);

  switch (c->kind)
    {
    case CHANGE_ADDED:
      if (c->place == IN_CORNER)
        g_clear_pointer (&side->corner_lakes[c->corner], wm_lake_free);
      else
        {
          g_assert (c->index < array->len);
          g_ptr_array_remove_index (array, c->index);
        }
      break;
    case CHANGE_TAKEN:
      g_assert (c->index <= array->len);
      g_ptr_array_insert (array, c->index, g_steal_pointer (&c->element));
      break;
    case CHANGE_SWAPPED:
      swap_fields (c->place, g_ptr_array_index (array, c->index), c->element);
      free_element (c->place, g_steal_pointer (&c->element));
      break;
    }
}

static void
clear_change (Change *c)
{
  if (c->element != NULL)
    free_element (c->place, c->element);
  g_free (c->lake);
}

static void
side_edit_free (SideEdit *se)
{
  g_array_unref (se->log);
  g_free ((char *)se->e.region);
  g_strfreev ((GStrv)se->e.ids);
  g_free ((char *)se->e.id);
  g_free ((char *)se->e.text);
  g_free ((char *)se->e.type);
  g_free (se->e.new_id);
  g_free (se);
}

static WmSide *
command_side (WmVariant *variant, SideEdit *se, GError **error)
{
  return find_side_or_error (variant, se->e.region, se->e.side, error);
}

static gboolean
side_edit_apply (WmVariant **variant, gpointer data, GError **error)
{
  SideEdit *se = data;
  WmSide *side = command_side (*variant, se, error);

  if (side == NULL)
    return FALSE;
  g_assert (se->log->len == 0);
  se->run (se, side);
  return TRUE;
}

static gboolean
side_edit_revert (WmVariant **variant, gpointer data, GError **error)
{
  SideEdit *se = data;
  WmSide *side = command_side (*variant, se, error);

  if (side == NULL)
    return FALSE;
  for (guint i = se->log->len; i-- > 0;)
    undo_change (side, &g_array_index (se->log, Change, i));
  g_array_set_size (se->log, 0);
  return TRUE;
}

/* Makes @e (checked by the caller) one undoable step confined to its
 * region; the id the edit made goes to @new_id when not NULL. */
static gboolean
side_edit (WmDocument *doc, const char *label, SideEditFunc run, const Edit *e, char **new_id,
           GError **error)
{
  SideEdit *se = g_new0 (SideEdit, 1);
  WmCommand *command;

  se->e = *e;
  se->e.region = g_strdup (e->region);
  se->e.ids = (const char *const *)g_strdupv ((char **)e->ids);
  se->e.id = g_strdup (e->id);
  se->e.text = g_strdup (e->text);
  se->e.type = g_strdup (e->type);
  se->e.new_id = NULL;
  se->run = run;
  se->log = g_array_new (FALSE, FALSE, sizeof (Change));
  g_array_set_clear_func (se->log, (GDestroyNotify)clear_change);
  command = wm_command_new (label, side_edit_apply, side_edit_revert, se,
                            (GDestroyNotify)side_edit_free);
  wm_command_set_region (command, e->region);
  if (!wm_document_execute (doc, command, error))
    return FALSE;
  if (new_id != NULL)
    *new_id = g_strdup (se->e.new_id);
  return TRUE;
}

static guint
index_of (GPtrArray *array, gconstpointer element)
{
  guint index = 0;
  gboolean found = g_ptr_array_find (array, element, &index);

  g_assert (found);
  return index;
}

/* ---- directions ------------------------------------------------------------- */

static guint
lake_directions (const WmLake *lake, const char *space_id)
{
  guint mask = 0;

  if (lake == NULL)
    return 0;
  for (guint i = 0; i < lake->shores->len; i++)
    {
      const WmShore *shore = g_ptr_array_index (lake->shores, i);
      if (g_strcmp0 (shore->space, space_id) == 0 && shore->dir != WM_DIR_NONE)
        mask |= 1u << shore->dir;
    }
  return mask;
}

guint
wm_map_used_directions (const WmSide *side, const char *space_id)
{
  guint mask = 0;

  g_return_val_if_fail (side != NULL, 0);
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if (g_strcmp0 (path->a, space_id) == 0 && path->a_dir != WM_DIR_NONE)
        mask |= 1u << path->a_dir;
      if (g_strcmp0 (path->b, space_id) == 0 && path->b_dir != WM_DIR_NONE)
        mask |= 1u << path->b_dir;
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      if (g_strcmp0 (port->space, space_id) == 0 && port->dir != WM_DIR_NONE)
        mask |= 1u << port->dir;
    }
  for (guint i = 0; i < side->lakes->len; i++)
    mask |= lake_directions (g_ptr_array_index (side->lakes, i), space_id);
  for (int c = 0; c < WM_N_CORNERS; c++)
    mask |= lake_directions (side->corner_lakes[c], space_id);
  return mask;
}

/* One whole sentence per border, so that each translates as a sentence;
 * the direction is a name ("north-east"). */
static const char *
port_use_format (WmEdge edge)
{
  switch (edge)
    {
    case WM_EDGE_N: return _("%s already leaves to the %s on a port to the north border");
    case WM_EDGE_E: return _("%s already leaves to the %s on a port to the east border");
    case WM_EDGE_S: return _("%s already leaves to the %s on a port to the south border");
    default: return _("%s already leaves to the %s on a port to the west border");
    }
}

char *
wm_map_describe_direction_use (const WmVariant *variant, const WmSide *side, const char *space_id,
                               WmDirection dir)
{
  const char *d = wm_direction_display_name (dir);

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if ((g_strcmp0 (path->a, space_id) == 0 && path->a_dir == dir)
          || (g_strcmp0 (path->b, space_id) == 0 && path->b_dir == dir))
        {
          WmPathType *type = wm_variant_find_path_type ((WmVariant *) variant, path->type);
          g_autofree char *name = type ? wm_variant_isolated_name (variant, &type->name, type->id)
                                       : g_strdup (path->type);
          /* TRANSLATORS: "s12 already leaves to the north-east on the “Road”
           * path s12–s14": a space, a direction, a path type's name, the
           * path's two spaces. */
          return g_strdup_printf (
              _("%1$s already leaves to the %2$s on the “%3$s” path %4$s–%5$s"), space_id, d,
              name, path->a, path->b);
        }
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      if (g_strcmp0 (port->space, space_id) == 0 && port->dir == dir)
        return g_strdup_printf (port_use_format (port->edge), space_id, d);
    }
  if (wm_map_used_directions (side, space_id) & (1u << dir))
    return g_strdup_printf (_("%s already faces a lake to the %s"), space_id, d);
  return NULL;
}

void
wm_map_preset_directions (const WmSide *side, const char *a, const char *b, WmDirection *a_dir,
                          WmDirection *b_dir)
{
  const WmSpace *sa = wm_side_find_space (side, a);
  const WmSpace *sb = wm_side_find_space (side, b);

  *a_dir = *b_dir = WM_DIR_NONE;
  if (sa == NULL || sb == NULL)
    return;
  *a_dir = wm_direction_from_bearing (sa->x, sa->y, sb->x, sb->y);
  *b_dir = wm_direction_from_bearing (sb->x, sb->y, sa->x, sa->y);
}

static gboolean
check_free (WmDocument *doc, const WmSide *side, const char *space, WmDirection dir,
            GError **error)
{
  g_autofree char *use = NULL;

  if (dir < 0 || dir >= WM_N_DIRS)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID, _("%s needs a direction"),
                   space);
      return FALSE;
    }
  use = wm_map_describe_direction_use (wm_document_get_variant (doc), side, space, dir);
  if (use != NULL)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH, use);
      return FALSE;
    }
  return TRUE;
}

/* ---- ids ---------------------------------------------------------------------- */

static char *
new_id (const char *prefix, gboolean (*taken) (gconstpointer owner, const char *id),
        gconstpointer owner, guint start)
{
  for (guint n = start;; n++)
    {
      char *id = g_strdup_printf ("%s%u", prefix, n);
      if (!taken (owner, id))
        return id;
      g_free (id);
    }
}

static gboolean
space_taken (gconstpointer side, const char *id)
{
  return wm_side_find_space (side, id) != NULL;
}

static gboolean
region_taken (gconstpointer variant, const char *id)
{
  return wm_variant_find_region (variant, id) != NULL;
}

static gboolean
lake_taken (gconstpointer side, const char *id)
{
  const WmSide *s = side;

  for (guint i = 0; i < s->lakes->len; i++)
    if (g_strcmp0 (((WmLake *)g_ptr_array_index (s->lakes, i))->id, id) == 0)
      return TRUE;
  return FALSE;
}

char *
wm_map_new_space_id (const WmSide *side)
{
  return new_id ("s", space_taken, side, side->spaces->len + 1);
}

char *
wm_map_new_region_id (const WmVariant *variant)
{
  return new_id ("r", region_taken, variant, variant->regions->len + 1);
}

/* How far (@x, @y) lies along @edge of a square of @size, clockwise from
 * the edge's first corner (a port's "at"), the point projected onto the
 * edge's line: below 0 or above @size beyond its ends. */
static double
along_edge (WmEdge edge, double size, double x, double y)
{
  switch (edge)
    {
    case WM_EDGE_N:
      return x;
    case WM_EDGE_E:
      return y;
    case WM_EDGE_S:
      return size - x;
    default:
      return size - y;
    }
}

/* The nearest edge of a square of @size to (@x, @y) and the clockwise
 * distance along it, not snapped nor kept within the edge. */
static WmEdge
nearest_edge (double size, double x, double y, double *at)
{
  double d[WM_N_EDGES] = { y, size - x, size - y, x };
  WmEdge best = WM_EDGE_N;

  for (int e = 1; e < WM_N_EDGES; e++)
    if (d[e] < d[best])
      best = e;
  *at = along_edge (best, size, x, y);
  return best;
}

WmEdge
wm_map_nearest_edge (double size, double x, double y, double *at)
{
  WmEdge edge = nearest_edge (size, x, y, at);

  *at = CLAMP (round (*at * 2) / 2, 0, size);
  return edge;
}

WmEdge
wm_map_port_drag_target (double size, WmEdge edge, double x, double y, double step, double *at)
{
  g_return_val_if_fail (edge >= 0 && edge < WM_N_EDGES, WM_EDGE_N);

  *at = along_edge (edge, size, x, y);
  /* Past either end of its edge the port turns the corner onto the edge
   * the pointer is nearest; level with it, it stays on its own. */
  if (*at < 0 || *at > size)
    edge = nearest_edge (size, x, y, at);
  if (step > 0)
    *at = round (*at / step) * step;
  *at = CLAMP (*at, 0, size);
  return edge;
}

/* ---- spaces ------------------------------------------------------------------- */

static double
region_size (WmVariant *variant, const char *region)
{
  WmRegion *r = wm_variant_find_region (variant, region);

  return r != NULL && r->size > 0 ? r->size : 12;
}

static void
add_space_run (SideEdit *se, WmSide *side)
{
  g_free (se->e.new_id);
  se->e.new_id = wm_map_new_space_id (side);
  side_add (se, side, IN_SPACES, NULL, 0, wm_space_new (se->e.new_id, se->e.x, se->e.y, se->e.kind));
}

gboolean
wm_map_add_space (WmDocument *doc, const char *region, int side, double x, double y,
                  WmSpaceKind kind, char **id_out, GError **error)
{
  Edit e = { .region = region, .side = side, .kind = kind };
  double size;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if (require_side (doc, region, side, error) == NULL)
    return FALSE;
  size = region_size (wm_document_get_variant (doc), region);
  e.x = CLAMP (x, 0, size);
  e.y = CLAMP (y, 0, size);
  return side_edit (doc, _("Add space"), add_space_run, &e, id_out, error);
}

static gboolean
require_spaces (const WmSide *side, const char *const *ids, GError **error)
{
  if (ids == NULL || ids[0] == NULL)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           _("Nothing is selected"));
      return FALSE;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    if (require_space (side, ids[i], error) == NULL)
      return FALSE;
  return TRUE;
}

/* Moves are the most frequent edit (every drag, every arrow key), so they
 * are a closure command that keeps the old and new positions rather than a
 * snapshot of the whole file. */
typedef struct
{
  char *region;
  int side;
  GStrv ids;
  double *old_xy, *new_xy; /* x, y per id */
} Move;

static void
move_free (Move *move)
{
  g_free (move->region);
  g_strfreev (move->ids);
  g_free (move->old_xy);
  g_free (move->new_xy);
  g_free (move);
}

static gboolean
move_place (WmVariant **variant, const Move *move, const double *xy, GError **error)
{
  WmSide *side = wm_map_find_side (*variant, move->region, move->side);

  for (guint i = 0; move->ids[i] != NULL; i++)
    if (side == NULL || wm_side_find_space (side, move->ids[i]) == NULL)
      {
        g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No space %s here"),
                     move->ids[i]);
        return FALSE;
      }
  for (guint i = 0; move->ids[i] != NULL; i++)
    {
      WmSpace *space = wm_side_find_space (side, move->ids[i]);
      space->x = xy[2 * i];
      space->y = xy[2 * i + 1];
    }
  return TRUE;
}

static gboolean
move_apply (WmVariant **variant, gpointer data, GError **error)
{
  Move *move = data;

  return move_place (variant, move, move->new_xy, error);
}

static gboolean
move_revert (WmVariant **variant, gpointer data, GError **error)
{
  Move *move = data;

  return move_place (variant, move, move->old_xy, error);
}

gboolean
wm_map_move_spaces (WmDocument *doc, const char *region, int side, const char *const *ids,
                    double dx, double dy, GError **error)
{
  WmCommand *command;
  WmSide *s;
  Move *move;
  double size;
  guint n;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL || !require_spaces (s, ids, error))
    return FALSE;
  size = region_size (wm_document_get_variant (doc), region);
  n = g_strv_length ((char **)ids);
  move = g_new0 (Move, 1);
  move->region = g_strdup (region);
  move->side = side;
  move->ids = g_strdupv ((char **)ids);
  move->old_xy = g_new (double, 2 * n);
  move->new_xy = g_new (double, 2 * n);
  for (guint i = 0; i < n; i++)
    {
      const WmSpace *space = wm_side_find_space (s, ids[i]);
      move->old_xy[2 * i] = space->x;
      move->old_xy[2 * i + 1] = space->y;
      move->new_xy[2 * i] = CLAMP (round ((space->x + dx) * 1000) / 1000, 0, size);
      move->new_xy[2 * i + 1] = CLAMP (round ((space->y + dy) * 1000) / 1000, 0, size);
    }
  command = wm_command_new (n > 1 ? _("Move spaces") : _("Move space"), move_apply, move_revert,
                            move, (GDestroyNotify)move_free);
  wm_command_set_region (command, region);
  return wm_document_execute (doc, command, error);
}

static gboolean
in_ids (const char *const *ids, const char *id)
{
  return id != NULL && g_strv_contains (ids, id);
}

static void
take_members (SideEdit *se, WmSide *side, WmLake *lake)
{
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = members->len; i-- > 0;)
        if (in_ids (se->e.ids, ((WmShore *)g_ptr_array_index (members, i))->space))
          side_take (se, side, k == 0 ? IN_SHORES : IN_ISLANDS, lake->id, lake->corner, i);
    }
}

static void
delete_spaces_run (SideEdit *se, WmSide *side)
{
  const char *const *ids = se->e.ids;

  for (guint i = side->paths->len; i-- > 0;)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);
      if (in_ids (ids, path->a) || in_ids (ids, path->b))
        side_take (se, side, IN_PATHS, NULL, 0, i);
    }
  for (guint i = side->ports->len; i-- > 0;)
    if (in_ids (ids, ((WmPort *)g_ptr_array_index (side->ports, i))->space))
      side_take (se, side, IN_PORTS, NULL, 0, i);
  for (guint i = 0; i < side->lakes->len; i++)
    take_members (se, side, g_ptr_array_index (side->lakes, i));
  for (int c = 0; c < WM_N_CORNERS; c++)
    if (side->corner_lakes[c] != NULL)
      take_members (se, side, side->corner_lakes[c]);
  for (guint i = side->spaces->len; i-- > 0;)
    if (in_ids (ids, ((WmSpace *)g_ptr_array_index (side->spaces, i))->id))
      side_take (se, side, IN_SPACES, NULL, 0, i);
}

gboolean
wm_map_delete_spaces (WmDocument *doc, const char *region, int side, const char *const *ids,
                      GError **error)
{
  Edit e = { .region = region, .side = side, .ids = ids };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL || !require_spaces (s, ids, error))
    return FALSE;
  return side_edit (doc, _("Delete spaces"), delete_spaces_run, &e, NULL, error);
}

/* TRUE when setting @e would leave @space as it is: no undo step then. */
static gboolean
same_space (const WmSpace *space, const Edit *e)
{
  const char *town = e->kind == WM_SPACE_TOWN && e->type != NULL && *e->type ? e->type : NULL;
  const char *label = e->text != NULL && *e->text ? e->text : NULL;

  return space->kind == (WmSpaceKind)e->kind && g_strcmp0 (space->town, town) == 0
         && g_strcmp0 (space->label, label) == 0;
}

static void
set_space_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmSpace *space = wm_side_find_space (side, e->id);
  WmSpace *values = wm_space_new (e->id, 0, 0, e->kind);

  values->town = e->kind == WM_SPACE_TOWN && e->type != NULL && *e->type ? g_strdup (e->type) : NULL;
  values->label = e->text != NULL && *e->text ? g_strdup (e->text) : NULL;
  side_set (se, side, IN_SPACES, NULL, 0, index_of (side->spaces, space), values);
}

gboolean
wm_map_set_space (WmDocument *doc, const char *region, int side, const char *id, WmSpaceKind kind,
                  const char *town, const char *label, GError **error)
{
  Edit e = { .region = region, .side = side, .id = id, .kind = kind, .type = town, .text = label };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL || require_space (s, id, error) == NULL)
    return FALSE;
  if ((int)kind < 0 || kind >= WM_N_SPACE_KINDS)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID, _("Unknown space kind"));
      return FALSE;
    }
  if (kind == WM_SPACE_TOWN && town != NULL && *town
      && wm_variant_find_town (wm_document_get_variant (doc), town) == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No town %s"), town);
      return FALSE;
    }
  if (same_space (require_space (s, id, NULL), &e))
    return TRUE;
  return side_edit (doc, _("Change space"), set_space_run, &e, NULL, error);
}

typedef struct
{
  const char *region, *space, *town;
  int side;
} NewTown;

static void
new_town_run (WmVariant *variant, gpointer data)
{
  const NewTown *nt = data;
  WmSpace *space = wm_side_find_space (wm_map_find_side (variant, nt->region, nt->side), nt->space);

  wm_piece_add_to_variant (variant, WM_PIECE_TOWN, nt->town);
  space->kind = WM_SPACE_TOWN;
  g_free (space->town);
  space->town = g_strdup (nt->town);
}

/* A snapshot step rather than a side edit: the town is the variant's, not
 * the region's. */
char *
wm_map_set_space_new_town (WmDocument *doc, const char *region, int side, const char *id,
                           GError **error)
{
  g_autofree char *town = NULL;
  NewTown nt = { .region = region, .space = id, .side = side };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), NULL);
  if ((s = require_side (doc, region, side, error)) == NULL || require_space (s, id, error) == NULL)
    return NULL;
  town = wm_piece_next_id (wm_document_get_variant (doc), WM_PIECE_TOWN);
  nt.town = town;
  if (!wm_document_edit (doc, _("Add a town"), new_town_run, &nt, error))
    return NULL;
  return g_steal_pointer (&town);
}

/* ---- paths and ports ---------------------------------------------------------- */

static gboolean
require_type (WmDocument *doc, const char *type, GError **error)
{
  if (type == NULL || wm_variant_find_path_type (wm_document_get_variant (doc), type) == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No path type %s"),
                   type ? type : "?");
      return FALSE;
    }
  return TRUE;
}

static void
connect_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;

  side_add (se, side, IN_PATHS, NULL, 0,
            wm_path_new (e->ids[0], e->a_dir, e->ids[1], e->b_dir, e->type));
}

gboolean
wm_map_connect (WmDocument *doc, const char *region, int side, const char *a, const char *b,
                const char *type, WmDirection a_dir, WmDirection b_dir, GError **error)
{
  const char *ids[] = { a, b, NULL };
  Edit e = { .region = region, .side = side, .ids = ids, .type = type };
  WmDirection pa, pb;
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL || !require_spaces (s, ids, error)
      || !require_type (doc, type, error))
    return FALSE;
  if (g_str_equal (a, b))
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("A path joins two different spaces"));
      return FALSE;
    }
  wm_map_preset_directions (s, a, b, &pa, &pb);
  e.a_dir = a_dir != WM_DIR_NONE ? a_dir : pa;
  e.b_dir = b_dir != WM_DIR_NONE ? b_dir : pb;
  if (!check_free (doc, s, a, e.a_dir, error) || !check_free (doc, s, b, e.b_dir, error))
    return FALSE;
  return side_edit (doc, _("Connect spaces"), connect_run, &e, NULL, error);
}

static void
set_path_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmPath *path = g_ptr_array_index (side->paths, e->index);

  side_set (se, side, IN_PATHS, NULL, 0, e->index,
            wm_path_new (path->a, e->a_dir, path->b, e->b_dir, e->type));
}

static WmPath *
require_path (WmSide *side, guint index, GError **error)
{
  if (index >= side->paths->len)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No such path"));
      return NULL;
    }
  return g_ptr_array_index (side->paths, index);
}

gboolean
wm_map_set_path (WmDocument *doc, const char *region, int side, guint index, const char *type,
                 WmDirection a_dir, WmDirection b_dir, GError **error)
{
  Edit e = {
    .region = region, .side = side, .index = index, .a_dir = a_dir, .b_dir = b_dir, .type = type
  };
  WmSide *s;
  WmPath *path;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || (path = require_path (s, index, error)) == NULL)
    return FALSE;
  if (e.type == NULL)
    e.type = path->type;
  if (!require_type (doc, e.type, error))
    return FALSE;
  /* The path's own ends do not clash with themselves. */
  if ((a_dir != path->a_dir && !check_free (doc, s, path->a, a_dir, error))
      || (b_dir != path->b_dir && !check_free (doc, s, path->b, b_dir, error)))
    return FALSE;
  if (a_dir == path->a_dir && b_dir == path->b_dir && g_strcmp0 (e.type, path->type) == 0)
    return TRUE;
  return side_edit (doc, _("Change path"), set_path_run, &e, NULL, error);
}

static void
delete_path_run (SideEdit *se, WmSide *side)
{
  side_take (se, side, IN_PATHS, NULL, 0, se->e.index);
}

gboolean
wm_map_delete_path (WmDocument *doc, const char *region, int side, guint index, GError **error)
{
  Edit e = { .region = region, .side = side, .index = index };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || require_path (s, index, error) == NULL)
    return FALSE;
  return side_edit (doc, _("Delete path"), delete_path_run, &e, NULL, error);
}

/* A point of the border joins one path to the neighbouring region's port
 * there: assembly pairs ports by their point, so a second port at the
 * same point would be joined to the same one. Ports that meet at a
 * corner are at one point too, whatever their edges. @skip is the port
 * being moved (G_MAXUINT: none, a port being added). */
static gboolean
check_port_point_free (WmDocument *doc, const char *region, const WmSide *side, guint skip,
                       WmEdge edge, double at, double size, GError **error)
{
  int other = wm_side_port_at_point (side, size, edge, at, skip);
  g_autofree char *told = NULL;

  if (other < 0)
    return TRUE;
  told = wm_port_describe (wm_document_get_variant (doc), region,
                           g_ptr_array_index (side->ports, other));
  g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH,
               _("That point of the border has a port already: %s"), told);
  return FALSE;
}

static void
add_port_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmPort *port = g_new0 (WmPort, 1);

  port->edge = e->kind;
  port->at = e->x;
  port->type = g_strdup (e->type);
  port->space = g_strdup (e->id);
  port->dir = e->a_dir;
  side_add (se, side, IN_PORTS, NULL, 0, port);
}

gboolean
wm_map_add_port (WmDocument *doc, const char *region, int side, const char *space, double x,
                 double y, const char *type, WmDirection dir, GError **error)
{
  Edit e = { .region = region, .side = side, .id = space, .type = type };
  double size, px, py;
  WmSpace *sp;
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || (sp = require_space (s, space, error)) == NULL || !require_type (doc, type, error))
    return FALSE;
  size = region_size (wm_document_get_variant (doc), region);
  e.kind = wm_map_nearest_edge (size, x, y, &e.x);
  px = e.kind == WM_EDGE_N   ? e.x
       : e.kind == WM_EDGE_E ? size
       : e.kind == WM_EDGE_S ? size - e.x
                             : 0;
  py = e.kind == WM_EDGE_N   ? 0
       : e.kind == WM_EDGE_E ? e.x
       : e.kind == WM_EDGE_S ? size
                             : size - e.x;
  e.a_dir = dir != WM_DIR_NONE ? dir : wm_direction_from_bearing (sp->x, sp->y, px, py);
  if (!check_free (doc, s, space, e.a_dir, error)
      || !check_port_point_free (doc, region, s, G_MAXUINT, e.kind, e.x, size, error))
    return FALSE;
  return side_edit (doc, _("Add port"), add_port_run, &e, NULL, error);
}

static WmPort *
require_port (WmSide *side, guint index, GError **error)
{
  if (index >= side->ports->len)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No such port"));
      return NULL;
    }
  return g_ptr_array_index (side->ports, index);
}

static void
set_port_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmPort *values = g_new0 (WmPort, 1);

  values->edge = e->kind;
  values->at = e->x;
  values->type = g_strdup (e->type);
  values->dir = e->a_dir;
  side_set (se, side, IN_PORTS, NULL, 0, e->index, values);
}

/* A port's edge and position: one of the four edges, and a point on it. */
static gboolean
check_port_place (WmEdge edge, double at, double size, GError **error)
{
  if (edge < 0 || edge >= WM_N_EDGES)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           _("A port lies on the north, east, south or west border"));
      return FALSE;
    }
  if (!(at >= 0 && at <= size))
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("A port's position along the border runs from 0 to %g, not %g"), size, at);
      return FALSE;
    }
  return TRUE;
}

/* Moves, turns or retypes a port; see check_port_point_free () for why
 * two ports never share a point. */
gboolean
wm_map_set_port (WmDocument *doc, const char *region, int side, guint index, const char *type,
                 WmEdge edge, double at, WmDirection dir, GError **error)
{
  Edit e = { .region = region, .side = side, .index = index, .kind = edge, .a_dir = dir };
  WmSide *s;
  WmPort *port;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || (port = require_port (s, index, error)) == NULL)
    return FALSE;
  e.type = type != NULL ? type : port->type;
  /* As a move keeps a space's position: to a thousandth. */
  e.x = round (at * 1000) / 1000;
  if (!require_type (doc, e.type, error)
      || !check_port_place (edge, e.x, region_size (wm_document_get_variant (doc), region), error))
    return FALSE;
  /* The port's own direction does not clash with itself. */
  if (dir != port->dir && !check_free (doc, s, port->space, dir, error))
    return FALSE;
  if ((edge != port->edge || e.x != port->at)
      && !check_port_point_free (doc, region, s, index, edge, e.x,
                                 region_size (wm_document_get_variant (doc), region), error))
    return FALSE;
  if (edge == port->edge && e.x == port->at && dir == port->dir
      && g_strcmp0 (e.type, port->type) == 0)
    return TRUE;
  return side_edit (doc, _("Change port"), set_port_run, &e, NULL, error);
}

static void
delete_port_run (SideEdit *se, WmSide *side)
{
  side_take (se, side, IN_PORTS, NULL, 0, se->e.index);
}

gboolean
wm_map_delete_port (WmDocument *doc, const char *region, int side, guint index, GError **error)
{
  Edit e = { .region = region, .side = side, .index = index };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || require_port (s, index, error) == NULL)
    return FALSE;
  return side_edit (doc, _("Delete port"), delete_port_run, &e, NULL, error);
}

/* ---- lakes -------------------------------------------------------------------- */

gboolean
wm_map_lake_centre (const WmSide *side, double size, const WmLake *lake, double *x, double *y)
{
  guint n = 0;

  if (lake->corner != WM_CORNER_NONE)
    {
      *x = (lake->corner == WM_CORNER_NE || lake->corner == WM_CORNER_SE) ? size : 0;
      *y = (lake->corner == WM_CORNER_SE || lake->corner == WM_CORNER_SW) ? size : 0;
      return TRUE;
    }
  *x = *y = 0;
  for (guint k = 0; k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        {
          const WmSpace *sp
              = wm_side_find_space (side, ((WmShore *)g_ptr_array_index (members, i))->space);
          if (sp == NULL)
            continue;
          *x += sp->x, *y += sp->y, n++;
        }
    }
  if (n == 0)
    return FALSE;
  *x /= n, *y /= n;
  return TRUE;
}

WmDirection
wm_map_shore_direction (const WmSide *side, const char *space, double cx, double cy)
{
  const WmSpace *sp;
  WmDirection straight, best = WM_DIR_NONE;
  double best_off = WM_MAP_SHORE_MAX_TURN;
  guint used;

  g_return_val_if_fail (side != NULL, WM_DIR_NONE);
  if ((sp = wm_side_find_space (side, space)) == NULL)
    return WM_DIR_NONE;
  used = wm_map_used_directions (side, space);
  /* Straight at the middle when free, as ever; of the others the nearest
   * to it (the first of two as near). */
  straight = wm_direction_from_bearing (sp->x, sp->y, cx, cy);
  if (!(used & (1u << straight)))
    return straight;
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      double off = wm_direction_angle_to (d, sp->x, sp->y, cx, cy);
      if (!(used & (1u << d)) && off < best_off)
        best = d, best_off = off;
    }
  return best;
}

/* The middle of the spaces @ids that @out (may be NULL) does not mark. */
static guint
middle_of (const WmSide *side, const char *const *ids, const gboolean *out, double *x, double *y)
{
  guint n = 0;

  *x = *y = 0;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const WmSpace *sp = wm_side_find_space (side, ids[i]);
      if (sp == NULL || (out != NULL && out[i]))
        continue;
      *x += sp->x, *y += sp->y, n++;
    }
  if (n > 0)
    *x /= n, *y /= n;
  return n;
}

guint
wm_map_new_lake_directions (const WmSide *side, const char *const *ids, WmDirection *dirs)
{
  guint n = g_strv_length ((GStrv)ids), n_out = 0;
  g_autofree gboolean *out = g_new0 (gboolean, n + 1);
  gboolean again = TRUE;
  double cx, cy;

  g_return_val_if_fail (side != NULL, 0);
  /* Each space left out moves the middle; the others face the new one. */
  while (again && middle_of (side, ids, out, &cx, &cy) > 0)
    {
      again = FALSE;
      for (guint i = 0; i < n; i++)
        {
          dirs[i] = out[i] ? WM_DIR_NONE : wm_map_shore_direction (side, ids[i], cx, cy);
          if (!out[i] && dirs[i] == WM_DIR_NONE)
            out[i] = again = TRUE, n_out++;
        }
    }
  return n_out;
}

/* Why @space cannot face a lake whose middle is (@cx, @cy): each direction
 * toward it and what takes it, and the ways out. */
static void
set_cannot_face (GError **error, WmDocument *doc, const WmSide *side, const char *space, double cx,
                 double cy)
{
  const WmSpace *sp = wm_side_find_space (side, space);
  g_autoptr (GString) uses = g_string_new (NULL);

  for (int d = 0; d < WM_N_DIRS; d++)
    {
      g_autofree char *use = NULL;
      if (wm_direction_angle_to (d, sp->x, sp->y, cx, cy) >= WM_MAP_SHORE_MAX_TURN)
        continue;
      use = wm_map_describe_direction_use (wm_document_get_variant (doc), side, space, d);
      if (use != NULL)
        g_string_append_printf (uses, "%s%s", uses->len ? "; " : "", use);
    }
  /* TRANSLATORS: %1$s is a space ("s12"); %2$s lists what takes each
   * direction from it toward the lake, as sentences "s12 already leaves to
   * the south-west on the “Trail” path s33–s12" joined by "; ". */
  g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_CLASH,
               _("%1$s cannot face the lake: every direction from it toward the lake is taken "
                 "(%2$s). Turn one of those in the inspector, delete one, or leave %1$s out of "
                 "the lake"),
               space, uses->str);
}

static void
add_lake_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmLake *lake;

  g_free (se->e.new_id);
  se->e.new_id = new_id ("l", lake_taken, side, side->lakes->len + 1);
  lake = wm_lake_new (se->e.new_id, WM_CORNER_NONE);
  /* The side is as wm_map_add_lake () checked it: every shore has its
   * direction. */
  for (guint n = 0; e->ids[n] != NULL; n++)
    g_ptr_array_add (lake->shores, wm_shore_new (e->ids[n], wm_map_shore_direction (side, e->ids[n],
                                                                                    e->x, e->y)));
  side_add (se, side, IN_LAKES, NULL, 0, lake);
}

gboolean
wm_map_add_lake (WmDocument *doc, const char *region, int side, const char *const *ids,
                 char **id_out, GError **error)
{
  Edit e = { .region = region, .side = side, .ids = ids };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL || !require_spaces (s, ids, error))
    return FALSE;
  if (middle_of (s, ids, NULL, &e.x, &e.y) < 2)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           _("A lake needs at least two shores: select the spaces round it"));
      return FALSE;
    }
  for (guint n = 0; ids[n] != NULL; n++)
    if (wm_map_shore_direction (s, ids[n], e.x, e.y) == WM_DIR_NONE)
      {
        set_cannot_face (error, doc, s, ids[n], e.x, e.y);
        return FALSE;
      }
  return side_edit (doc, _("Add lake"), add_lake_run, &e, id_out, error);
}

WmLake *
wm_map_find_lake (const WmSide *side, const char *lake_id, WmCorner corner)
{
  if (lake_id == NULL)
    return corner >= 0 && corner < WM_N_CORNERS ? side->corner_lakes[corner] : NULL;
  for (guint i = 0; i < side->lakes->len; i++)
    {
      WmLake *lake = g_ptr_array_index (side->lakes, i);
      if (g_strcmp0 (lake->id, lake_id) == 0)
        return lake;
    }
  return NULL;
}

static gboolean
is_member (const WmLake *lake, const char *space)
{
  for (guint k = 0; lake != NULL && k < 2; k++)
    {
      GPtrArray *members = k == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        if (g_strcmp0 (((WmShore *)g_ptr_array_index (members, i))->space, space) == 0)
          return TRUE;
    }
  return FALSE;
}

/* The index of @space among @members, or -1. */
static int
member_index (GPtrArray *members, const char *space)
{
  for (guint i = 0; i < members->len; i++)
    if (g_strcmp0 (((WmShore *)g_ptr_array_index (members, i))->space, space) == 0)
      return i;
  return -1;
}

static void
toggle_shore_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmLake *lake = wm_map_find_lake (side, e->text, e->corner);
  int i;

  if (lake == NULL)
    {
      side_add (se, side, IN_CORNER, NULL, e->corner, wm_lake_new (NULL, e->corner));
      lake = side->corner_lakes[e->corner];
    }
  if ((i = member_index (lake->shores, e->id)) >= 0)
    side_take (se, side, IN_SHORES, lake->id, lake->corner, i);
  else if ((i = member_index (lake->islands, e->id)) >= 0)
    side_take (se, side, IN_ISLANDS, lake->id, lake->corner, i);
  else if (e->flag)
    side_add (se, side, IN_ISLANDS, lake->id, lake->corner, wm_shore_new (e->id, WM_DIR_NONE));
  else
    side_add (se, side, IN_SHORES, lake->id, lake->corner, wm_shore_new (e->id, e->a_dir));
}

gboolean
wm_map_toggle_shore (WmDocument *doc, const char *region, int side, const char *lake_id,
                     WmCorner corner, const char *space, gboolean island, GError **error)
{
  Edit e = {
    .region = region, .side = side, .text = lake_id, .corner = corner, .id = space, .flag = island
  };
  WmSide *s;
  WmSpace *sp;
  WmLake *lake;
  double cx, cy;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL
      || (sp = require_space (s, space, error)) == NULL)
    return FALSE;
  lake = wm_map_find_lake (s, lake_id, corner);
  if (lake == NULL && (lake_id != NULL || corner < 0 || corner >= WM_N_CORNERS))
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No such lake"));
      return FALSE;
    }
  if (lake == NULL
      || !wm_map_lake_centre (s, region_size (wm_document_get_variant (doc), region), lake, &cx,
                              &cy))
    {
      /* A new corner part: its centre is the corner itself. */
      double size = region_size (wm_document_get_variant (doc), region);
      cx = (corner == WM_CORNER_NE || corner == WM_CORNER_SE) ? size : 0;
      cy = (corner == WM_CORNER_SE || corner == WM_CORNER_SW) ? size : 0;
    }
  e.a_dir = wm_map_shore_direction (s, space, cx, cy);
  /* Removing a member is always allowed; a new shore needs its direction. */
  if (!island && !is_member (lake, space) && e.a_dir == WM_DIR_NONE)
    {
      set_cannot_face (error, doc, s, space, cx, cy);
      return FALSE;
    }
  return side_edit (doc, island ? _("Change island") : _("Change lake shore"), toggle_shore_run,
                    &e, NULL, error);
}

static WmShore *
find_shore (WmLake *lake, const char *space)
{
  for (guint i = 0; lake != NULL && i < lake->shores->len; i++)
    {
      WmShore *shore = g_ptr_array_index (lake->shores, i);
      if (g_strcmp0 (shore->space, space) == 0)
        return shore;
    }
  return NULL;
}

static void
set_shore_run (SideEdit *se, WmSide *side)
{
  const Edit *e = &se->e;
  WmLake *lake = wm_map_find_lake (side, e->text, e->corner);

  side_set (se, side, IN_SHORES, lake->id, lake->corner,
            index_of (lake->shores, find_shore (lake, e->id)), wm_shore_new (e->id, e->a_dir));
}

gboolean
wm_map_set_shore (WmDocument *doc, const char *region, int side, const char *lake_id,
                  WmCorner corner, const char *space, WmDirection dir, GError **error)
{
  Edit e = {
    .region = region, .side = side, .text = lake_id, .corner = corner, .id = space, .a_dir = dir
  };
  WmShore *shore;
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL)
    return FALSE;
  shore = find_shore (wm_map_find_lake (s, lake_id, corner), space);
  if (shore == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND,
                   _("%s is no shore of that lake"), space ? space : "?");
      return FALSE;
    }
  if (shore->dir == dir)
    return TRUE;
  if (!check_free (doc, s, space, dir, error))
    return FALSE;
  return side_edit (doc, _("Change lake shore"), set_shore_run, &e, NULL, error);
}

static void
delete_lake_run (SideEdit *se, WmSide *side)
{
  side_take (se, side, IN_LAKES, NULL, 0,
             index_of (side->lakes, wm_map_find_lake (side, se->e.text, WM_CORNER_NONE)));
}

gboolean
wm_map_delete_lake (WmDocument *doc, const char *region, int side, const char *lake_id,
                    GError **error)
{
  Edit e = { .region = region, .side = side, .text = lake_id };
  WmSide *s;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if ((s = require_side (doc, region, side, error)) == NULL)
    return FALSE;
  if (lake_id == NULL || wm_map_find_lake (s, lake_id, WM_CORNER_NONE) == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No such lake"));
      return FALSE;
    }
  return side_edit (doc, _("Delete lake"), delete_lake_run, &e, NULL, error);
}

/* ---- regions ------------------------------------------------------------------ */

/* Edits of the list of regions keep only their change too: a region added
 * or taken out is held here while it is out of the variant (a deleted one
 * whole, with its comments and foreign content), and put back at its place;
 * a rename keeps the other name. So undo gives back the file byte for byte
 * without a copy of it. Regions are found by id, never by pointer. */

/* A common-quest deck that comes and goes with its region. */
typedef struct
{
  char *id;
  guint index;  /* its place in the list of decks */
  WmDeck *held; /* the deck while it is out of the variant */
} HeldDeck;

typedef struct
{
  char *region;   /* the region added, taken out or changed */
  guint index;    /* its place in the list of regions */
  WmRegion *held; /* the region while it is out of the variant */
  GArray *decks;  /* of HeldDeck, by index: the region's common-quest decks */
  int side;
  WmSide *side_held; /* the side added while it is undone */
  char *lang;
  char *name;        /* the other name in @lang; NULL for none */
  char *deck;        /* a rename: the quest deck whose names follow, or NULL */
  WmText deck_names; /* its other names, in the languages that change */
  char *weapon;      /* a fort's weapon changed: the other weapon type's id */
} RegionEdit;

static void
held_deck_clear (HeldDeck *hd)
{
  g_free (hd->id);
  g_clear_pointer (&hd->held, wm_deck_free);
}

static RegionEdit *
region_edit_new (const char *region)
{
  RegionEdit *re = g_new0 (RegionEdit, 1);

  re->region = g_strdup (region);
  wm_text_init (&re->deck_names);
  re->decks = g_array_new (FALSE, TRUE, sizeof (HeldDeck));
  g_array_set_clear_func (re->decks, (GDestroyNotify)held_deck_clear);
  return re;
}

static void
region_edit_free (RegionEdit *re)
{
  g_free (re->region);
  g_clear_pointer (&re->held, wm_region_free);
  g_array_unref (re->decks);
  g_free (re->deck);
  wm_text_clear (&re->deck_names);
  g_clear_pointer (&re->side_held, wm_side_free);
  g_free (re->lang);
  g_free (re->name);
  g_free (re->weapon);
  g_free (re);
}

static WmRegion *
command_region (WmVariant *variant, RegionEdit *re, GError **error)
{
  WmRegion *region = wm_variant_find_region (variant, re->region);

  if (region == NULL)
    g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"),
                 re->region);
  return region;
}

/* Puts the held region back at its place, and its decks at theirs (in
 * the order of their places, so that each lands where it was). */
static gboolean
region_insert (WmVariant **variant, gpointer data, GError **error)
{
  RegionEdit *re = data;

  g_assert (re->held != NULL);
  g_assert (re->index <= (*variant)->regions->len);
  g_ptr_array_insert ((*variant)->regions, re->index, g_steal_pointer (&re->held));
  for (guint i = 0; i < re->decks->len; i++)
    {
      HeldDeck *hd = &g_array_index (re->decks, HeldDeck, i);
      g_assert (hd->held != NULL && hd->index <= (*variant)->decks->len);
      g_ptr_array_insert ((*variant)->decks, hd->index, g_steal_pointer (&hd->held));
    }
  return TRUE;
}

/* Takes the region out and holds it, and its decks, found by id, from the
 * last place to the first so that each keeps the place it had. */
static gboolean
region_take (WmVariant **variant, gpointer data, GError **error)
{
  RegionEdit *re = data;
  WmRegion *region = command_region (*variant, re, error);

  if (region == NULL)
    return FALSE;
  for (guint i = 0; i < re->decks->len; i++)
    if (wm_variant_find_deck (*variant, g_array_index (re->decks, HeldDeck, i).id) == NULL)
      {
        g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No deck %s"),
                     g_array_index (re->decks, HeldDeck, i).id);
        return FALSE;
      }
  g_assert (re->held == NULL);
  re->index = index_of ((*variant)->regions, region);
  re->held = g_ptr_array_steal_index ((*variant)->regions, re->index);
  for (guint i = re->decks->len; i-- > 0;)
    {
      HeldDeck *hd = &g_array_index (re->decks, HeldDeck, i);
      hd->index = index_of ((*variant)->decks, wm_variant_find_deck (*variant, hd->id));
      hd->held = g_ptr_array_steal_index ((*variant)->decks, hd->index);
    }
  return TRUE;
}

/* Exchanges the region's name in its language with the one kept (its own
 * inverse). A name the region had none of goes again: wm_text_set() adds
 * it last, so removing it gives back the list of names as it was. */
static gboolean
region_swap_name (WmVariant **variant, gpointer data, GError **error)
{
  RegionEdit *re = data;
  WmRegion *region = command_region (*variant, re, error);
  WmDeck *deck = re->deck != NULL ? wm_variant_find_deck (*variant, re->deck) : NULL;
  char *was;

  if (region == NULL)
    return FALSE;
  if (re->deck != NULL && deck == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No deck %s"),
                   re->deck);
      return FALSE;
    }
  /* The deck's names exist in each language kept: they were found there. */
  for (guint i = 0; deck != NULL && i < re->deck_names.entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (re->deck_names.entries, i);
      was = g_strdup (wm_text_get_exact (&deck->name, entry->lang));
      wm_text_set (&deck->name, entry->lang, entry->text);
      g_free (entry->text);
      entry->text = was;
    }
  was = g_strdup (wm_text_get_exact (&region->name, re->lang));
  if (re->name != NULL)
    wm_text_set (&region->name, re->lang, re->name);
  else
    wm_text_remove (&region->name, re->lang);
  g_free (re->name);
  re->name = was;
  return TRUE;
}

/* Exchanges the side held with the region's (its own inverse): a side
 * added goes again, a side replaced by a copy comes back whole, comments
 * and foreign content included, and a side that was missing is missing
 * again. */
static gboolean
region_side_swap (WmVariant **variant, gpointer data, GError **error)
{
  RegionEdit *re = data;
  WmRegion *region = command_region (*variant, re, error);
  WmSide *was;

  if (region == NULL)
    return FALSE;
  was = region->sides[re->side];
  region->sides[re->side] = re->side_held;
  re->side_held = was;
  return TRUE;
}

/* Exchanges the weapon type the region's fort hands out with the one kept
 * (its own inverse). */
static gboolean
region_swap_weapon (WmVariant **variant, gpointer data, GError **error)
{
  RegionEdit *re = data;
  WmRegion *region = command_region (*variant, re, error);
  char *was;

  if (region == NULL)
    return FALSE;
  was = region->fort_weapon;
  region->fort_weapon = re->weapon;
  re->weapon = was;
  return TRUE;
}

/* Executes @re (owned) as one step that may change anything: other
 * regions' checks and the board read the list of regions. */
static gboolean
region_edit (WmDocument *doc, const char *label, WmCommandFunc apply, WmCommandFunc revert,
             RegionEdit *re, GError **error)
{
  return wm_document_execute (doc,
                              wm_command_new (label, apply, revert, re,
                                              (GDestroyNotify)region_edit_free),
                              error);
}

static gboolean
deck_taken (gconstpointer variant, const char *id)
{
  return wm_variant_find_deck (variant, id) != NULL;
}

/* "quests-r5" as the base game has them, "quests-r5-2" … when taken. */
static char *
new_quest_deck_id (const WmVariant *variant, const char *region)
{
  g_autofree char *id = g_strdup_printf ("quests-%s", region);
  g_autofree char *prefix = NULL;

  if (!deck_taken (variant, id))
    return g_steal_pointer (&id);
  prefix = g_strconcat (id, "-", NULL);
  return new_id (prefix, deck_taken, variant, 2);
}

/* After the last common-quest deck, as a file lists them region by
 * region; first when there is none. */
static guint
new_quest_deck_index (const WmVariant *variant)
{
  guint index = 0;

  for (guint i = 0; i < variant->decks->len; i++)
    if (((WmDeck *)g_ptr_array_index (variant->decks, i))->kind == WM_DECK_COMMON_QUEST)
      index = i + 1;
  return index;
}

/* The name the map editor gives the quest deck of a region named
 * @region_name, in @lang (WM_PLACEHOLDER_REGION_QUESTS). */
static char *
quest_deck_name (const WmVariant *variant, const WmText *region_name, const char *id,
                 const char *lang)
{
  return wm_variant_placeholder_for (variant, WM_PLACEHOLDER_REGION_QUESTS, region_name, id, NULL,
                                     NULL, lang);
}

/* The region's own common-quest deck, empty: a region without one is a
 * design error (deck-missing) that nothing but a deck of its own fixes,
 * and the Decks page adds cards to a deck but makes no decks. It is named
 * in each language the variant declares, in that language (as a new card
 * is), after the region's name there. */
static WmDeck *
new_quest_deck (const WmVariant *variant, const WmRegion *region)
{
  g_autofree char *id = new_quest_deck_id (variant, region->id);
  WmDeck *deck = wm_deck_new (id, WM_DECK_COMMON_QUEST);
  const char *fallback[] = { wm_variant_fallback_language (variant), NULL };
  const char *const *languages = (const char *const *)variant->info.languages;

  deck->region = g_strdup (region->id);
  if (languages == NULL || languages[0] == NULL)
    languages = fallback;
  for (int i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *title = quest_deck_name (variant, &region->name, region->id, languages[i]);
      wm_text_set (&deck->name, languages[i], title);
    }
  return deck;
}

/* Adds @region (owned) last, with a new empty common-quest deck of its
 * own, in one step; its id goes to @id_out. */
static gboolean
add_held_region (WmDocument *doc, const char *label, WmRegion *region, char **id_out,
                 GError **error)
{
  WmVariant *variant = wm_document_get_variant (doc);
  RegionEdit *re = region_edit_new (region->id);
  HeldDeck deck = { 0 };

  re->held = region;
  re->index = variant->regions->len;
  deck.held = new_quest_deck (variant, region);
  deck.id = g_strdup (deck.held->id);
  deck.index = new_quest_deck_index (variant);
  g_array_append_val (re->decks, deck);
  if (!region_edit (doc, label, region_insert, region_take, re, error))
    return FALSE;
  if (id_out != NULL)
    *id_out = g_strdup (region->id);
  return TRUE;
}

/* Gives a region made in the editor the name @name where the designer
 * sees and renames it, in the display language, and in the variant's
 * first language when it has none there yet: the first language is what
 * every other language falls back to (and what prints in a language the
 * region has no name in). The first goes first, as a file lists it. */
static void
set_shown_name (const WmVariant *variant, WmRegion *region, const char *name)
{
  const char *first = wm_variant_fallback_language (variant);

  if (wm_text_get_exact (&region->name, first) == NULL)
    wm_text_set (&region->name, first, name);
  wm_text_set (&region->name, wm_variant_display_language (variant), name);
}

/* The weapon type a new region's fort hands out: one no fort hands out
 * yet, so that each keeps its own; else @like's (the region duplicated),
 * else the first. NULL while the variant has none. */
static const char *
new_fort_weapon (const WmVariant *variant, const WmRegion *like)
{
  const char *unused = wm_variant_unused_weapon_type (variant);

  if (unused != NULL)
    return unused;
  if (like != NULL && like->fort_weapon != NULL)
    return like->fort_weapon;
  return variant->weapon_types->len > 0
             ? ((WmWeaponType *)g_ptr_array_index (variant->weapon_types, 0))->id
             : NULL;
}

gboolean
wm_map_add_region (WmDocument *doc, double size, char **id_out, GError **error)
{
  WmVariant *variant;
  g_autofree char *id = NULL;
  WmRegion *region;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  id = wm_map_new_region_id (variant);
  region = wm_region_new (id, size > 0 ? size : 12);
  region->fort_weapon = g_strdup (new_fort_weapon (variant, NULL));
  set_shown_name (variant, region, id);
  region->sides[0] = wm_side_new ('A');
  region->sides[1] = wm_side_new ('B');
  return add_held_region (doc, _("Add region"), region, id_out, error);
}

/* Marks each of the copy's names as a copy in its own language ("Salt
 * Marshes (copy)", "Salzmarsch (Kopie)"), not in the desktop's, so that no
 * language gets another's word; the display language's is the desktop's
 * word whenever the desktop speaks it. A region with no name at all is
 * named by its new id, as a new region is. */
static void
name_copy (const WmVariant *variant, WmRegion *copy)
{
  if (wm_text_is_empty (&copy->name))
    {
      set_shown_name (variant, copy, copy->id);
      return;
    }
  for (guint i = 0; i < copy->name.entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (copy->name.entries, i);
      char *marked
          = g_strdup_printf (wm_locale_gettext (entry->lang, WM_PLACEHOLDER_COPY), entry->text);
      g_free (entry->text);
      entry->text = marked;
    }
}

/* A town is printed on one slot of the board: the copy's side-A town
 * slots print none, for the designer to choose in the inspector (a town,
 * or New town…), rather than the original's towns a second time, which
 * the validator refuses (setup-town-placement) and which are no town of
 * the copy's own. */
static void
unprint_towns (WmRegion *copy)
{
  WmSide *side = copy->sides[0];

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (space->kind == WM_SPACE_TOWN)
        g_clear_pointer (&space->town, g_free);
    }
}

/* The copy shares nothing with the original and keeps every field, comment
 * and foreign element (wm_region_copy()); only its id, names and printed
 * towns change. Its names are those in the variant's languages: a name in
 * a language taken off the Overview's list but kept there is no name the
 * copy is read by, only one more lang-undeclared warning. It
 * works on a design in progress that no file may hold (a path to a space
 * not drawn yet, an island made plain) since nothing is loaded. */
static WmRegion *
copy_region (const WmVariant *variant, const WmRegion *region)
{
  WmRegion *copy = wm_region_copy (region);

  g_free (copy->id);
  copy->id = wm_map_new_region_id (variant);
  g_free (copy->fort_weapon);
  copy->fort_weapon = g_strdup (new_fort_weapon (variant, region));
  if (variant->info.languages != NULL && variant->info.languages[0] != NULL)
    wm_text_keep_languages (&copy->name, (const char *const *)variant->info.languages);
  name_copy (variant, copy);
  unprint_towns (copy);
  return copy;
}

/* The region @id of @variant, or NULL with the error that names it. */
static WmRegion *
require_region (WmVariant *variant, const char *id, GError **error)
{
  WmRegion *region = id != NULL ? wm_variant_find_region (variant, id) : NULL;

  if (region == NULL)
    g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"),
                 id ? id : "?");
  return region;
}

gboolean
wm_map_duplicate_region (WmDocument *doc, const char *region, char **id_out, GError **error)
{
  WmVariant *variant;
  WmRegion *original;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  if ((original = require_region (variant, region, error)) == NULL)
    return FALSE;
  return add_held_region (doc, _("Duplicate region"), copy_region (variant, original), id_out,
                          error);
}

const char *
wm_map_space_kind_label (WmSpaceKind kind)
{
  switch (kind)
    {
    case WM_SPACE_PLAIN: return _("Plain");
    /* Translators: a space that prints a town (chosen in the inspector's
     * Town drop-down); "town slot" is the validator's word for it. */
    case WM_SPACE_TOWN: return _("Town slot");
    /* Translators: a space that takes the fort or the inn at setup (the
     * one nearer the map edge the fort); "castle slot" is the validator's
     * word for it. */
    case WM_SPACE_CASTLE: return _("Castle slot (fort or inn)");
    case WM_SPACE_SECRET: return _("Secret place");
    case WM_SPACE_ISLAND: return _("Island");
    default: return wm_space_kind_to_string (kind);
    }
}

const char *
wm_map_space_kind_short_label (WmSpaceKind kind)
{
  /* Translators: a castle slot named short, where "(fort or inn)" would
   * not fit (the Map inspector's Kind button). */
  return kind == WM_SPACE_CASTLE ? _("Castle slot") : wm_map_space_kind_label (kind);
}

/* A region's quest deck named as the map editor names it keeps following
 * the region's name (wm_variant_follow_placeholder ()). Each language in
 * which the deck's name is still the one made from the region's name as it
 * was is noted in @re with its name made from the new one; a name the
 * designer gave it is left. */
static void
follow_deck_names (const WmVariant *variant, const WmRegion *region, const char *lang,
                   const char *name, RegionEdit *re)
{
  WmDeck *deck = NULL;
  WmText renamed;

  for (guint i = 0; deck == NULL && i < variant->decks->len; i++)
    {
      WmDeck *d = g_ptr_array_index (variant->decks, i);
      if (d->kind == WM_DECK_COMMON_QUEST && g_strcmp0 (d->region, region->id) == 0)
        deck = d;
    }
  if (deck == NULL)
    return;
  wm_text_init (&renamed);
  for (guint i = 0; i < region->name.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (region->name.entries, i);
      wm_text_set (&renamed, entry->lang, entry->text);
    }
  wm_text_set (&renamed, lang, name);
  wm_variant_follow_placeholder (variant, &deck->name, WM_PLACEHOLDER_REGION_QUESTS, region->id,
                                 NULL, NULL, &region->name, &renamed, &re->deck_names);
  wm_text_clear (&renamed);
  if (!wm_text_is_empty (&re->deck_names))
    re->deck = g_strdup (deck->id);
}

gboolean
wm_map_rename_region (WmDocument *doc, const char *region, const char *lang, const char *name,
                      GError **error)
{
  WmVariant *variant;
  WmRegion *r;
  RegionEdit *re;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  if ((r = require_region (variant, region, error)) == NULL)
    return FALSE;
  trimmed = g_strstrip (g_strdup (name ? name : ""));
  if (*trimmed == '\0')
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           _("A region needs a name"));
      return FALSE;
    }
  if (lang == NULL)
    lang = wm_variant_fallback_language (variant);
  if (g_strcmp0 (wm_text_get_exact (&r->name, lang), trimmed) == 0)
    return TRUE;
  re = region_edit_new (region);
  re->lang = g_strdup (lang);
  /* The name as shown and printed: spaces typed around it are not part of it. */
  re->name = g_strdup (trimmed);
  follow_deck_names (variant, r, lang, trimmed, re);
  return region_edit (doc, _("Rename region"), region_swap_name, region_swap_name, re, error);
}

gboolean
wm_map_set_fort_weapon (WmDocument *doc, const char *region, const char *weapon, GError **error)
{
  WmVariant *variant;
  WmRegion *r;
  RegionEdit *re;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  if ((r = require_region (variant, region, error)) == NULL)
    return FALSE;
  if (wm_variant_find_weapon_type (variant, weapon) == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND,
                   _("There is no weapon type “%s”: add it on the Rules page"),
                   weapon ? weapon : "");
      return FALSE;
    }
  if (g_strcmp0 (r->fort_weapon, weapon) == 0)
    return TRUE;
  re = region_edit_new (region);
  re->weapon = g_strdup (weapon);
  return region_edit (doc, _("Change a fort's weapon"), region_swap_weapon, region_swap_weapon, re,
                      error);
}

/* Notes the region's common-quest decks in @re, to go with it; refused
 * when one holds cards, which the designer deletes (or keeps, with the
 * region) on the Decks page: quests are written work, not to go unseen
 * with a click on the map. */
static gboolean
hold_quest_decks (const WmVariant *variant, RegionEdit *re, GError **error)
{
  for (guint i = 0; i < variant->decks->len; i++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, i);
      HeldDeck hd = { 0 };

      if (deck->kind != WM_DECK_COMMON_QUEST || g_strcmp0 (deck->region, re->region) != 0)
        continue;
      if (deck->cards->len > 0)
        {
          g_autofree char *name = wm_variant_isolated_name (variant, &deck->name, deck->id);
          g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "The quest deck “%s” of region %s holds %u card: delete "
                                    "it on the Decks page first",
                                    "The quest deck “%s” of region %s holds %u cards: delete "
                                    "them on the Decks page first",
                                    deck->cards->len),
                       name, re->region, deck->cards->len);
          return FALSE;
        }
      hd.id = g_strdup (deck->id);
      g_array_append_val (re->decks, hd);
    }
  return TRUE;
}

gboolean
wm_map_region_deletable (const WmVariant *variant, const char *region, GError **error)
{
  g_return_val_if_fail (variant != NULL, FALSE);
  if (region == NULL || wm_variant_find_region (variant, region) == NULL)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"),
                   region ? region : "?");
      return FALSE;
    }
  if (variant->regions->len <= 1)
    {
      g_set_error_literal (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                           _("A variant keeps at least one region"));
      return FALSE;
    }
  for (guint i = 0; i < variant->board.cells->len; i++)
    if (g_strcmp0 (((WmCell *)g_ptr_array_index (variant->board.cells, i))->region, region) == 0)
      {
        g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                     _("The board uses region %s: give its cell another region in Board Setup (the Board view) first"), region);
        return FALSE;
      }
  /* Board Setup offers every region for the first highwayman, on the board
   * or not; a file naming one it lacks does not load. */
  if (g_strcmp0 (variant->board.highwayman_region, region) == 0)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("The first highwayman starts in region %s: choose another region for him "
                     "in Board Setup (the Board view) first"),
                   region);
      return FALSE;
    }
  return TRUE;
}

gboolean
wm_map_delete_region (WmDocument *doc, const char *region, GError **error)
{
  WmVariant *variant = wm_document_get_variant (doc);
  RegionEdit *re;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if (!wm_map_region_deletable (variant, region, error))
    return FALSE;
  re = region_edit_new (region);
  if (!hold_quest_decks (variant, re, error))
    {
      region_edit_free (re);
      return FALSE;
    }
  return region_edit (doc, _("Delete region"), region_take, region_insert, re, error);
}

gboolean
wm_map_add_side (WmDocument *doc, const char *region, int side, GError **error)
{
  WmRegion *r;
  RegionEdit *re;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  r = region ? wm_variant_find_region (wm_document_get_variant (doc), region) : NULL;
  if (r == NULL || side < 0 || side > 1)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"),
                   region ? region : "?");
      return FALSE;
    }
  if (r->sides[side] != NULL)
    return TRUE;
  re = region_edit_new (region);
  re->side = side;
  re->side_held = wm_side_new (side_names[side]);
  return region_edit (doc, _("Add side"), region_side_swap, region_side_swap, re, error);
}

gboolean
wm_map_side_is_empty (const WmSide *side)
{
  if (side == NULL)
    return TRUE;
  for (int c = 0; c < WM_N_CORNERS; c++)
    if (side->corner_lakes[c] != NULL)
      return FALSE;
  return side->spaces->len == 0 && side->paths->len == 0 && side->lakes->len == 0
         && side->ports->len == 0;
}

/* A line of @format ("%u spaces", translated for @n) when there is any,
 * or always with @always. */
static void
add_count (GPtrArray *lines, guint n, const char *format, gboolean always)
{
  if (n > 0 || always)
    g_ptr_array_add (lines, g_strdup_printf (format, n));
}

/* The counts of @side, the kinds it lacks left out unless @zeros. A lake
 * part at a region's corner is not a lake of its own (it joins the parts
 * that meet it on the board, DESIGN.md §3): it counts as a corner lake,
 * and only the inland lakes count as lakes, in the inspector and in the
 * question before a copy alike. */
static GPtrArray *
side_counts (const WmSide *side, gboolean zeros)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint corners = 0;

  if (side == NULL)
    return lines;
  for (int c = 0; c < WM_N_CORNERS; c++)
    corners += side->corner_lakes[c] != NULL;
  add_count (lines, side->spaces->len,
             g_dngettext (GETTEXT_PACKAGE, "%u space", "%u spaces", side->spaces->len), zeros);
  add_count (lines, side->paths->len,
             g_dngettext (GETTEXT_PACKAGE, "%u path", "%u paths", side->paths->len), zeros);
  add_count (lines, side->lakes->len,
             g_dngettext (GETTEXT_PACKAGE, "%u lake", "%u lakes", side->lakes->len), zeros);
  /* Most sides have none or four: "0 corner lakes" would be noise. */
  add_count (lines, corners,
             g_dngettext (GETTEXT_PACKAGE, "%u corner lake", "%u corner lakes", corners), FALSE);
  add_count (lines, side->ports->len,
             g_dngettext (GETTEXT_PACKAGE, "%u port", "%u ports", side->ports->len), zeros);
  return lines;
}

GPtrArray *
wm_map_list_side_contents (const WmSide *side)
{
  return side_counts (side, FALSE);
}

char *
wm_map_describe_side_counts (const WmSide *side)
{
  g_autoptr (GPtrArray) lines = side_counts (side, TRUE);

  g_ptr_array_add (lines, NULL);
  return g_strjoinv (", ", (char **)lines->pdata);
}

/* The copy of side @from that becomes side @to: everything drawn on it
 * (spaces with their kinds and labels, paths, lakes, ports), but no town
 * printed, since the board prints a town once and side B prints none. */
static WmSide *
copy_side_as (const WmSide *from, int to)
{
  WmSide *copy = wm_side_copy (from);

  copy->id = side_names[to];
  for (guint i = 0; i < copy->spaces->len; i++)
    g_clear_pointer (&((WmSpace *)g_ptr_array_index (copy->spaces, i))->town, g_free);
  return copy;
}

gboolean
wm_map_copy_side (WmDocument *doc, const char *region, int from, GError **error)
{
  WmRegion *r;
  RegionEdit *re;
  int to = 1 - from;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  r = region ? wm_variant_find_region (wm_document_get_variant (doc), region) : NULL;
  if (r == NULL || from < 0 || from > 1)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"),
                   region ? region : "?");
      return FALSE;
    }
  if (wm_map_side_is_empty (r->sides[from]))
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("Side %c of %s has nothing to copy: draw its spaces first"),
                   side_names[from], region);
      return FALSE;
    }
  re = region_edit_new (region);
  re->side = to;
  re->side_held = copy_side_as (r->sides[from], to);
  return region_edit (doc, from == 0 ? _("Copy side A to side B") : _("Copy side B to side A"),
                      region_side_swap, region_side_swap, re, error);
}
