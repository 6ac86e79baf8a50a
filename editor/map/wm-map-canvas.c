#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wm-lake-tool.h"
#include "wm-map-canvas.h"
#include "wm-map-damage.h"
#include "wm-map-edits.h"
#include "wm-map-overlay.h"
#include "wm-map.h"
#include "wm-render-map.h"
#include "wm-render-util.h"

/* Hit radius in region units, and at least this many pixels. */
#define HIT_UNITS 0.45
#define HIT_PX 9.0
#define GRID 0.5
#define MIN_ZOOM 8.0
#define MAX_ZOOM 400.0
/* Pixels the pointer may wander between press and release of a click. */
#define CLICK_SLOP 4.0

typedef enum
{
  DRAG_NONE,
  DRAG_MOVE, /* moving the selected spaces */
  DRAG_BAND, /* rubber band (select, lake) */
  DRAG_LINK, /* connect or port: a line from a space */
  DRAG_PORT, /* a port slid along the border (select tool) */
  DRAG_PAN,
} DragKind;

struct _WmMapCanvas
{
  GtkWidget parent_instance;

  WmDocument *document;
  char *region;
  int side;
  WmMapTool tool;
  char *path_type;
  int space_kind;
  gboolean snap;

  GStrv selection;
  int selected_path;
  GArray *revealed_ports;    /* of guint, indices into the side's ports */
  WmPath *selected_path_was; /* a copy of it, to find it again when indices shift */
  /* The paths with one end on the side and the other missing (a file
   * edited by hand), as indices (guint): the render cannot draw them, so
   * the canvas draws a stub from the end that exists, which the tools
   * reach as they reach a path. Found again after each change. */
  GArray *stubs;
  gboolean stubs_known;
  char *hover;

  double zoom, ox, oy;
  gboolean fitted; /* refit on resize until the user zooms or pans */
  double pinch_start;

  DragKind drag;
  char *drag_space;
  double x0, y0, x1, y1; /* drag start and current point, region units */
  gboolean drag_add;
  /* The points a lake drag went through (x, y pairs, region units): the
   * loop it draws round the spaces of the new lake. */
  GArray *lasso;
  /* The port being dragged (an index into the side's ports, with its
   * space to know it again) and where it would go: an edge, a position
   * along it, and whether that point is free. */
  guint drag_port;
  WmEdge port_edge;
  double port_at;
  gboolean port_place_free;
  int hover_port; /* under the pointer with the select tool, or -1 */

  WmMapOverlay *overlay;
  /* Where the side's ids are drawn (space id → WmLabelBox), for the
   * overlay's badges to keep off; NULL until a frame with badges asks. */
  GHashTable *id_boxes;
  GtkWidget *menu;
  GMenu *links; /* the menu's section for the one space selected (fill_links ()) */

  /* The rendered side at the current zoom, so that a frame is a copy plus
   * the light things on top (selection, roses, drags). After an edit of
   * the side only the rectangle it changed is drawn again. */
  cairo_surface_t *cache;
  double cache_zoom;
  gboolean cache_valid;
  gboolean dirty;
  WmMapRect damaged; /* region units, while dirty */
  WmMapDamage *damage;
  /* A full render (a side opened, a new zoom) is made tile by tile, a few
   * per frame, so that no frame waits for all of it; until then the tiles
   * not drawn yet show the previous zoom's cache scaled. */
  guint8 *tile_done;
  int tiles_across;
  guint tiles_missing;
  cairo_surface_t *previous;
  double previous_zoom;
  gboolean stale; /* the cache holds a finished render of an older state */
  /* The display language of the town names in the cache (interned): no
   * edit changes it, so an edit's damage does not cover it. */
  const char *cache_lang;
  /* The next frame renders the side whole, with no older render standing
   * in: after a change of language, whose old names must not show. */
  gboolean render_whole;
  guint more_source;
  /* The board the Board view shows (its spec; NULL: the <board>
   * element's), and the castle slot of the side shown that it makes the
   * fort, which the side is drawn with (NULL: none, or a tie). */
  char *board_spec;
  char *fort_slot;
};

#define CACHE_MARGIN 48      /* pixels round the region: ports and labels overhang */
#define CACHE_MAX 3200       /* beyond this many pixels a side is drawn directly */
#define TILE 160             /* pixels */
#define FRAME_BUDGET_US 9000 /* of rendering tiles per frame, wall time */
#define FOCUS_RING_PX 3.0

G_DEFINE_FINAL_TYPE (WmMapCanvas, wm_map_canvas, GTK_TYPE_WIDGET)

enum
{
  SELECTION_CHANGED,
  TOOL_CHANGED,
  MESSAGE,
  NOTICE,
  WARNING,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_SNAP,
  PROP_DRAGGING_PORT,
  PROP_PATH_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const tool_names[] = { "select", "space", "connect", "lake", "port", "delete" };
G_STATIC_ASSERT (G_N_ELEMENTS (tool_names) == WM_N_MAP_TOOLS);

const char *
wm_map_tool_name (WmMapTool tool)
{
  g_return_val_if_fail (tool < WM_N_MAP_TOOLS, NULL);
  return tool_names[tool];
}

static WmSide *
current_side (WmMapCanvas *self)
{
  if (self->document == NULL)
    return NULL;
  return wm_map_find_side (wm_document_get_variant (self->document), self->region, self->side);
}

static double
current_size (WmMapCanvas *self)
{
  WmRegion *region
      = self->document && self->region
            ? wm_variant_find_region (wm_document_get_variant (self->document), self->region)
            : NULL;

  return region != NULL && region->size > 0 ? region->size : 12;
}

static void
message (WmMapCanvas *self, const char *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

static void
report (WmMapCanvas *self, GError *error)
{
  if (error != NULL)
    message (self, error->message);
}

/* ---- view ---------------------------------------------------------------------- */

void
wm_map_canvas_to_region (WmMapCanvas *self, double wx, double wy, double *x, double *y)
{
  *x = (wx - self->ox) / self->zoom;
  *y = (wy - self->oy) / self->zoom;
}

void
wm_map_canvas_to_widget (WmMapCanvas *self, double x, double y, double *wx, double *wy)
{
  *wx = self->ox + x * self->zoom;
  *wy = self->oy + y * self->zoom;
}

double
wm_map_canvas_get_zoom (WmMapCanvas *self)
{
  return self->zoom;
}

/* Fits the region into @w × @h pixels: size_allocate passes its new size,
 * which the widget does not report yet while it is being allocated. */
static void
fit_to (WmMapCanvas *self, double w, double h)
{
  double size = current_size (self);

  w = MAX (w, 100);
  h = MAX (h, 100);
  self->zoom = CLAMP (MIN (w, h) * 0.92 / size, MIN_ZOOM, MAX_ZOOM);
  self->ox = round ((w - size * self->zoom) / 2);
  self->oy = round ((h - size * self->zoom) / 2);
  self->fitted = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_fit (WmMapCanvas *self)
{
  fit_to (self, gtk_widget_get_width (GTK_WIDGET (self)),
          gtk_widget_get_height (GTK_WIDGET (self)));
}

void
wm_map_canvas_zoom_at (WmMapCanvas *self, double factor, double wx, double wy)
{
  double x, y, zoom = CLAMP (self->zoom * factor, MIN_ZOOM, MAX_ZOOM);

  wm_map_canvas_to_region (self, wx, wy, &x, &y);
  self->zoom = zoom;
  self->ox = wx - x * zoom;
  self->oy = wy - y * zoom;
  self->fitted = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_pan (WmMapCanvas *self, double dx, double dy)
{
  self->ox += dx;
  self->oy += dy;
  self->fitted = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static double
snap (WmMapCanvas *self, double v)
{
  return self->snap ? round (v / GRID) * GRID : round (v * 100) / 100;
}

/* ---- hit testing ------------------------------------------------------------------ */

static const WmSpace *
space_at (WmMapCanvas *self, double x, double y)
{
  WmSide *side = current_side (self);
  double best = MAX (HIT_UNITS, HIT_PX / self->zoom);
  const WmSpace *hit = NULL;

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      double d = hypot (sp->x - x, sp->y - y);
      if (d < best)
        best = d, hit = sp;
    }
  return hit;
}

/* The port whose point on the border lies under (@x, @y), or -1. */
static int
port_at (WmMapCanvas *self, double x, double y)
{
  WmSide *side = current_side (self);
  double best = MAX (HIT_UNITS, HIT_PX / self->zoom);
  int hit = -1;

  for (guint i = 0; side != NULL && i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      double px, py, d;
      if (port->edge < 0 || port->edge >= WM_N_EDGES)
        continue;
      wm_port_point (port, current_size (self), &px, &py);
      d = hypot (px - x, py - y);
      if (d < best)
        best = d, hit = i;
    }
  return hit;
}

/* The port the select tool takes at (@x, @y): one under the pointer that
 * lies nearer than the space under it, if any (a space by the border). */
static int
draggable_port_at (WmMapCanvas *self, double x, double y, const WmSpace *sp)
{
  int port = self->tool == WM_MAP_TOOL_SELECT ? port_at (self, x, y) : -1;
  double px, py;

  if (port < 0 || sp == NULL)
    return port;
  wm_port_point (g_ptr_array_index (current_side (self)->ports, port), current_size (self), &px,
                 &py);
  return hypot (px - x, py - y) < hypot (sp->x - x, sp->y - y) ? port : -1;
}

static double
segment_distance (double px, double py, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((px - ax) * dx + (py - ay) * dy) / len2, 0, 1) : 0;

  return hypot (px - (ax + t * dx), py - (ay + t * dy));
}

#define STUB_LENGTH 0.9 /* region units, at least */

/* Twice the reach of a click on a space, so that half the stub lies
 * outside it at any zoom: a click there reaches the path, not its space. */
static double
stub_length (WmMapCanvas *self)
{
  return MAX (STUB_LENGTH, 2 * MAX (HIT_UNITS, HIT_PX / self->zoom));
}

#define STUB_START 0.3 /* the stub starts at the rim of its space's disc */
#define STUB_RING 0.13  /* where the missing space would be */

/* The stub of a path with one end missing: from the rim of the end that
 * exists to @length units from its centre, the way the path leaves it
 * (north when it has no direction). FALSE when both ends or neither exist. */
static gboolean
stub_line (const WmSide *side, const WmPath *path, double length, double *x0, double *y0,
           double *x1, double *y1)
{
  const WmSpace *a = wm_side_find_space (side, path->a), *b = wm_side_find_space (side, path->b);
  const WmSpace *end = a != NULL ? a : b;
  int dir = a != NULL ? path->a_dir : path->b_dir;
  double angle = ((dir >= 0 ? dir : WM_DIR_N) * 45 - 90) * G_PI / 180;

  if ((a == NULL) == (b == NULL))
    return FALSE;
  *x0 = end->x + STUB_START * cos (angle), *y0 = end->y + STUB_START * sin (angle);
  *x1 = end->x + length * cos (angle), *y1 = end->y + length * sin (angle);
  return TRUE;
}

static gboolean
has_id (GHashTable *ids, const char *id)
{
  return id != NULL && g_hash_table_contains (ids, id);
}

/* Found once per change through a set of the space ids rather than a
 * search of the spaces for each end, which grows with paths × spaces. */
static const GArray *
stubs (WmMapCanvas *self)
{
  WmSide *side = current_side (self);
  g_autoptr (GHashTable) ids = NULL;

  if (self->stubs_known)
    return self->stubs;
  g_array_set_size (self->stubs, 0);
  self->stubs_known = TRUE;
  if (side == NULL)
    return self->stubs;
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < side->spaces->len; i++)
    g_hash_table_add (ids, ((WmSpace *)g_ptr_array_index (side->spaces, i))->id);
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if (has_id (ids, path->a) != has_id (ids, path->b))
        g_array_append_val (self->stubs, i);
    }
  return self->stubs;
}

/* The stub nearest (@x, @y) within @best, or -1; @best becomes its distance. */
static int
stub_at (WmMapCanvas *self, const WmSide *side, double x, double y, double *best)
{
  const GArray *all = stubs (self);
  double x0, y0, x1, y1;
  int hit = -1;

  for (guint i = 0; i < all->len; i++)
    {
      guint index = g_array_index (all, guint, i);
      double d;
      if (index >= side->paths->len
          || !stub_line (side, g_ptr_array_index (side->paths, index), stub_length (self), &x0, &y0,
                         &x1, &y1))
        continue;
      d = segment_distance (x, y, x0, y0, x1, y1);
      if (d < *best)
        *best = d, hit = (int)index;
    }
  return hit;
}

static int
path_at (WmMapCanvas *self, double x, double y)
{
  WmSide *side = current_side (self);
  double best = MAX (0.2, 6 / self->zoom);
  int hit = side != NULL ? stub_at (self, side, x, y, &best) : -1;

  for (guint i = 0; side != NULL && i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const WmSpace *a = wm_side_find_space (side, path->a),
                    *b = wm_side_find_space (side, path->b);
      double d;
      if (a == NULL || b == NULL)
        continue;
      d = segment_distance (x, y, a->x, a->y, b->x, b->y);
      if (d < best)
        best = d, hit = i;
    }
  return hit;
}

/* ---- selection ----------------------------------------------------------------------- */

const char *const *
wm_map_canvas_get_selection (WmMapCanvas *self)
{
  static const char *const none[] = { NULL };

  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), NULL);
  return self->selection ? (const char *const *)self->selection : none;
}

int
wm_map_canvas_get_selected_path (WmMapCanvas *self)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), -1);
  return self->selected_path;
}

static void
forget_selected_path (WmMapCanvas *self)
{
  if (self->selected_path_was == NULL)
    return;
  g_free (self->selected_path_was->a);
  g_free (self->selected_path_was->b);
  g_free (self->selected_path_was->type);
  g_clear_pointer (&self->selected_path_was, g_free);
}

static void
remember_selected_path (WmMapCanvas *self)
{
  WmSide *side = current_side (self);
  const WmPath *path;

  forget_selected_path (self);
  if (side == NULL || self->selected_path < 0 || (guint)self->selected_path >= side->paths->len)
    return;
  path = g_ptr_array_index (side->paths, self->selected_path);
  self->selected_path_was = g_new0 (WmPath, 1);
  self->selected_path_was->a = g_strdup (path->a);
  self->selected_path_was->b = g_strdup (path->b);
  self->selected_path_was->a_dir = path->a_dir;
  self->selected_path_was->b_dir = path->b_dir;
  self->selected_path_was->type = g_strdup (path->type);
}

static gboolean
same_path (const WmPath *p, const WmPath *q)
{
  return g_strcmp0 (p->a, q->a) == 0 && g_strcmp0 (p->b, q->b) == 0 && p->a_dir == q->a_dir
         && p->b_dir == q->b_dir && g_strcmp0 (p->type, q->type) == 0;
}

static gboolean
same_ends (const WmPath *p, const WmPath *q)
{
  return g_strcmp0 (p->a, q->a) == 0 && g_strcmp0 (p->b, q->b) == 0;
}

/* Where the selected path stands now: deleting or re-adding an earlier
 * path shifts the indices, and the selection must follow the path itself,
 * not its old index; a path changed in place (its type or a direction,
 * from the inspector) between the same two spaces is still the one
 * selected (review l, M2: a new type dropped the selection). -1 when it
 * is gone. */
static int
find_selected_path (WmMapCanvas *self, const WmSide *side)
{
  int path = self->selected_path;
  const WmPath *was = self->selected_path_was;

  if (path < 0 || side == NULL || was == NULL)
    return -1;
  if ((guint)path < side->paths->len && same_path (g_ptr_array_index (side->paths, path), was))
    return path;
  for (guint i = 0; i < side->paths->len; i++)
    if (same_path (g_ptr_array_index (side->paths, i), was))
      return (int)i;
  if ((guint)path < side->paths->len && same_ends (g_ptr_array_index (side->paths, path), was))
    return path;
  return -1;
}

/* ---- accessibility ---------------------------------------------------------------------- */

/* Path @path of @sp, the way it leaves @sp: "east to “Old Keep” (s11), Road". */
static char *
describe_path (const WmVariant *variant, const WmSide *side, const WmSpace *sp, const WmPath *path)
{
  gboolean at_a = g_strcmp0 (path->a, sp->id) == 0;
  WmDirection dir = at_a ? path->a_dir : path->b_dir;
  const char *other_id = at_a ? path->b : path->a;
  const WmSpace *other = wm_side_find_space (side, other_id);
  const WmPathType *type = wm_variant_find_path_type (variant, path->type);
  g_autofree char *named = other ? wm_space_named (other) : g_strdup (other_id);

  /* TRANSLATORS: a path of the selected space, for a screen reader and in
   * the canvas's Remove Path menu: "east to “Old Keep” (s11), Road". */
  return g_strdup_printf (_("%s to %s, %s"),
                          dir >= 0 && dir < WM_N_DIRS ? wm_direction_display_name (dir) : "?",
                          named,
                          type ? wm_variant_display_name (variant, &type->name, type->id)
                               : path->type);
}

/* The paths that leave @sp, each as describe_path () says it. */
static void
describe_paths (GString *text, const WmVariant *variant, const WmSide *side, const WmSpace *sp)
{
  guint n = 0;

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      gboolean at_a = g_strcmp0 (path->a, sp->id) == 0;
      g_autofree char *said = NULL;
      if (!at_a && g_strcmp0 (path->b, sp->id) != 0)
        continue;
      said = describe_path (variant, side, sp, path);
      g_string_append (text, n++ ? "; " : " ");
      g_string_append (text, said);
    }
  if (n == 0)
    g_string_append_printf (text, " %s", _("No path leaves it."));
  else
    g_string_append_c (text, '.');
}

/* What is selected, in a few words, and in full (the selected space's
 * kind, town, position and paths; with nothing selected, the keys). */
static void
describe_selection (WmMapCanvas *self, char **summary, char **details)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmSide *side = current_side (self);
  guint n = self->selection ? g_strv_length (self->selection) : 0;
  const WmSpace *sp = n == 1 ? wm_side_find_space (side, self->selection[0]) : NULL;

  if (sp != NULL)
    {
      g_autofree char *named = wm_space_named (sp);
      GString *text = g_string_new (NULL);
      const WmTown *town = sp->town ? wm_variant_find_town (variant, sp->town) : NULL;
      *summary = g_strdup_printf (_("space %s selected"), named);
      /* TRANSLATORS: the selected space for a screen reader: its name, its
       * kind, its position. */
      g_string_printf (text, _("Space %s, %s, at %g, %g."), named,
                       wm_map_space_kind_label (sp->kind), sp->x, sp->y);
      if (town != NULL)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text, _("It prints the town %s."),
                                  wm_variant_display_name (variant, &town->name, town->id));
        }
      describe_paths (text, variant, side, sp);
      *details = g_string_free (text, FALSE);
    }
  else if (n > 0)
    {
      *summary = g_strdup_printf (
          g_dngettext (NULL, "%u space selected", "%u spaces selected", n), n);
      *details = g_strdup (*summary);
    }
  else if (self->selected_path >= 0 && (guint)self->selected_path < side->paths->len)
    {
      const WmPath *path = g_ptr_array_index (side->paths, self->selected_path);
      *summary = g_strdup_printf (_("path %s–%s selected"), path->a, path->b);
      *details = g_strdup (*summary);
    }
  else
    {
      *summary = g_strdup (_("no space selected"));
      *details = g_strdup (_("The arrow keys select the nearest space that way, Home, Page Up, "
                             "End and Page Down the nearest one diagonally; Menu or Shift+F10 "
                             "opens the actions of the selected space."));
    }
}

/* The canvas's name for a screen reader says the region and side and what
 * is selected, its description the selected space in full: a name that
 * changes is read out while the canvas has the keyboard. */
static void
update_accessible (WmMapCanvas *self)
{
  g_autofree char *summary = NULL;
  g_autofree char *details = NULL;
  g_autofree char *region = NULL;
  g_autofree char *label = NULL;

  if (current_side (self) == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Map"), -1);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  describe_selection (self, &summary, &details);
  region = wm_variant_region_named (wm_document_get_variant (self->document), self->region);
  /* TRANSLATORS: the map canvas for a screen reader: the region, its side
   * (A or B) and what is selected ("space “Old Keep” (s11) selected"). */
  label = g_strdup_printf (_("Map of %s, side %s: %s"), region, self->side ? "B" : "A", summary);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, details, -1);
}

static void
set_selection (WmMapCanvas *self, GStrv ids, int path)
{
  /* The ports a problem named are marked until the selection changes. */
  g_array_set_size (self->revealed_ports, 0);
  g_strfreev (self->selection);
  self->selection = ids;
  self->selected_path = path;
  remember_selected_path (self);
  update_accessible (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_select (WmMapCanvas *self, const char *const *ids)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  set_selection (self, ids ? g_strdupv ((char **)ids) : NULL, -1);
}

static gboolean
is_selected (WmMapCanvas *self, const char *id)
{
  return self->selection != NULL && g_strv_contains ((const char *const *)self->selection, id);
}

/* The selection without @id, and with it at the end when @add: the end is
 * where the arrow keys go on from. */
static void
reselect (WmMapCanvas *self, const char *id, gboolean add)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; self->selection && self->selection[i]; i++)
    if (!g_str_equal (self->selection[i], id))
      g_strv_builder_add (builder, self->selection[i]);
  if (add)
    g_strv_builder_add (builder, id);
  set_selection (self, g_strv_builder_end (builder), -1);
}

static void
toggle_selected (WmMapCanvas *self, const char *id)
{
  reselect (self, id, !is_selected (self, id));
}

static void
select_one (WmMapCanvas *self, const char *id)
{
  const char *ids[] = { id, NULL };

  wm_map_canvas_select (self, id ? ids : NULL);
}

/* ---- keyboard selection ------------------------------------------------------------------ */

/* The space the arrow keys start from: the one selected last (the end of
 * the selection), or NULL. */
static const WmSpace *
key_anchor (WmMapCanvas *self)
{
  WmSide *side = current_side (self);
  guint n = self->selection ? g_strv_length (self->selection) : 0;

  return side != NULL && n > 0 ? wm_side_find_space (side, self->selection[n - 1]) : NULL;
}

/* Degrees off a direction within which a space lies that way: the cones
 * of neighbouring directions meet, so that a space exactly north-east is
 * reached by Up and Right as well as by Page Up. */
#define KEY_CONE 45.0

/* The space nearest to (@x, @y) in direction @dir (within KEY_CONE of it,
 * the nearer ones and the ones straighter that way first), other than
 * @from; or with @dir WM_DIR_NONE the space nearest to the point. NULL
 * when there is none. */
static const WmSpace *
space_toward (const WmSide *side, const WmSpace *from, double x, double y, WmDirection dir)
{
  const WmSpace *best = NULL;
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      double d = hypot (sp->x - x, sp->y - y), angle = 0, score;
      if (sp == from || (dir != WM_DIR_NONE && d < 1e-9))
        continue;
      if (dir != WM_DIR_NONE)
        {
          angle = wm_direction_angle_to (dir, x, y, sp->x, sp->y);
          if (angle > KEY_CONE + 1e-6)
            continue;
        }
      score = d * (1 + angle / KEY_CONE);
      if (score < best_score)
        best = sp, best_score = score;
    }
  return best;
}

/* Brings region point (@x, @y) into view, the view moved as little as it
 * takes to show it a margin in from the edge. */
static void
show_point (WmMapCanvas *self, double x, double y)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double margin = MIN (48, MIN (w, h) / 4), wx, wy, dx = 0, dy = 0;

  wm_map_canvas_to_widget (self, x, y, &wx, &wy);
  if (wx < margin)
    dx = margin - wx;
  else if (wx > w - margin)
    dx = w - margin - wx;
  if (wy < margin)
    dy = margin - wy;
  else if (wy > h - margin)
    dy = h - margin - wy;
  if (dx != 0 || dy != 0)
    wm_map_canvas_pan (self, round (dx), round (dy));
}

/* An arrow key (or Home, End, Page Up, Page Down for the diagonals):
 * selects the space nearest that way from the one selected last, or with
 * nothing selected the space nearest the middle of the view; with @extend
 * (Shift) it is added to the selection. A key that finds nothing there
 * leaves the selection as it is. */
static void
select_toward (WmMapCanvas *self, WmDirection dir, gboolean extend)
{
  WmSide *side = current_side (self);
  const WmSpace *from = key_anchor (self), *to;
  double x, y;

  if (side == NULL)
    return;
  if (from != NULL)
    to = space_toward (side, from, from->x, from->y, dir);
  else
    {
      wm_map_canvas_to_region (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                               gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, &x, &y);
      to = space_toward (side, NULL, x, y, WM_DIR_NONE);
    }
  if (to == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (extend)
    reselect (self, to->id, TRUE);
  else
    select_one (self, to->id);
  show_point (self, to->x, to->y);
}

/* Drops ids that no longer exist (after undo, delete, another region). */
static void
prune_selection (WmMapCanvas *self)
{
  WmSide *side = current_side (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  gboolean changed = FALSE;
  int path = self->selected_path;

  for (guint i = 0; self->selection && self->selection[i]; i++)
    if (side != NULL && wm_side_find_space (side, self->selection[i]) != NULL)
      g_strv_builder_add (builder, self->selection[i]);
    else
      changed = TRUE;
  path = find_selected_path (self, side);
  changed |= path != self->selected_path;
  if (changed)
    set_selection (self, g_strv_builder_end (builder), path);
  else
    remember_selected_path (self); /* as it is now, changed in place or not */
}

static GStrv
spaces_in_band (WmMapCanvas *self)
{
  WmSide *side = current_side (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  double xa = MIN (self->x0, self->x1), xb = MAX (self->x0, self->x1);
  double ya = MIN (self->y0, self->y1), yb = MAX (self->y0, self->y1);

  for (guint i = 0; self->drag_add && self->selection && self->selection[i]; i++)
    g_strv_builder_add (builder, self->selection[i]);
  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (sp->x >= xa && sp->x <= xb && sp->y >= ya && sp->y <= yb
          && !(self->drag_add && is_selected (self, sp->id)))
        g_strv_builder_add (builder, sp->id);
    }
  return g_strv_builder_end (builder);
}

/* Pixels between the points of a lake drag that are kept: a loop round a
 * few spaces is then some dozens of points, however fast the events come. */
#define LASSO_STEP_PX 3.0

/* Adds (@x, @y) to the lake drag's loop, unless it is next to the last
 * point (@always: the release, which ends the loop where it ends). */
static void
lasso_add (WmMapCanvas *self, double x, double y, gboolean always)
{
  guint n = self->lasso->len / 2;
  double point[2] = { x, y };

  if (!always && n > 0
      && hypot (x - g_array_index (self->lasso, double, 2 * n - 2),
                y - g_array_index (self->lasso, double, 2 * n - 1))
                 * self->zoom
             < LASSO_STEP_PX)
    return;
  g_array_append_vals (self->lasso, point, 2);
}

/* ---- cache ------------------------------------------------------------------------------ */

static void
invalidate (WmMapCanvas *self)
{
  /* A finished render of this side stands in while it is made again. */
  self->stale = self->cache != NULL && self->cache_valid && self->tiles_missing == 0;
  self->cache_valid = FALSE;
  self->dirty = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Every town name changes at once (another language): no render of the
 * old names may stand in, not even for the tiles of one frame, so the next
 * frame draws the side whole. A language is changed seldom; a pan or a
 * zoom still goes tile by tile. */
static void
invalidate_all_names (WmMapCanvas *self)
{
  invalidate (self);
  self->stale = FALSE;
  g_clear_pointer (&self->previous, cairo_surface_destroy);
  self->render_whole = TRUE;
}

static void
add_damage (WmMapCanvas *self, const WmMapRect *rect)
{
  if (!self->dirty)
    self->damaged = *rect;
  else
    {
      self->damaged.x0 = MIN (self->damaged.x0, rect->x0);
      self->damaged.y0 = MIN (self->damaged.y0, rect->y0);
      self->damaged.x1 = MAX (self->damaged.x1, rect->x1);
      self->damaged.y1 = MAX (self->damaged.y1, rect->y1);
    }
  self->dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The castle slot of the side shown that the board the Board view shows
 * makes the fort, the region's cell there turned over to the side shown;
 * NULL when the side has fewer than two castle slots, the region lies on
 * no cell, or its slots are equally near the map edge. */
static char *
decide_fort (WmMapCanvas *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmSide *side = current_side (self);
  g_autoptr (WmArrangement) board = NULL;
  g_autoptr (WmMap) map = NULL;
  guint castles = 0, index;
  int cell = -1;

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    castles += ((WmSpace *)g_ptr_array_index (side->spaces, i))->kind == WM_SPACE_CASTLE;
  if (castles < 2
      || !g_ptr_array_find (variant->regions, wm_variant_find_region (variant, self->region),
                            &index))
    return NULL;
  if (self->board_spec != NULL)
    board = wm_arrangement_parse (variant, self->board_spec, NULL);
  if (board == NULL)
    board = wm_arrangement_default (variant, self->side == 1);
  for (int c = 0; board != NULL && c < board->cols * board->rows; c++)
    if (board->cells[c].region == (int)index)
      cell = c;
  if (cell < 0)
    return NULL;
  board->cells[cell].side = self->side;
  if ((map = wm_map_build (variant, board, NULL)) == NULL)
    return NULL;
  for (int i = map->cell_first_space[cell]; i < map->cell_first_space[cell + 1]; i++)
    if (map->spaces[i].place == WM_PLACE_FORT)
      return g_strdup (map->spaces[i].space->id);
  return NULL;
}

/* Decides the fort again (after an edit, another side or board); the
 * side is drawn anew when it moved, as both slots' looks change. */
static void
update_fort (WmMapCanvas *self)
{
  g_autofree char *fort = self->document != NULL ? decide_fort (self) : NULL;

  if (g_strcmp0 (fort, self->fort_slot) == 0)
    return;
  g_free (self->fort_slot);
  self->fort_slot = g_steal_pointer (&fort);
  if (self->cache_valid)
    invalidate (self);
}

static void
style_init (WmMapCanvas *self, WmMapStyle *style)
{
  wm_map_style_init (style);
  style->space_ids = TRUE;
  style->fort_slot = self->fort_slot;
  /* Town names in the desktop's language where the variant has it, as in
   * the region list (wm-map-damage.c measures the labels alike). */
  style->lang = wm_variant_display_language (wm_document_get_variant (self->document));
}

/* Draws what of the side shows in the widget, straight onto it (zoomed in
 * beyond the cache): only the part in view. */
static void
render_visible (WmMapCanvas *self, cairo_t *cr, double width, double height)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmMapRect view;
  WmMapStyle style;

  style_init (self, &style);
  wm_map_canvas_to_region (self, 0, 0, &view.x0, &view.y0);
  wm_map_canvas_to_region (self, width, height, &view.x1, &view.y1);
  wm_map_damage_draw_part (cr, variant, wm_variant_find_region (variant, self->region),
                           current_side (self), &style, &view);
  /* Nothing is cached to compare the next edit with. */
  wm_map_damage_reset (self->damage, variant, NULL, NULL);
}

/* Repaints the damaged rectangle of the cache. */
static void
repaint_damage (WmMapCanvas *self, cairo_t *cr)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmMapStyle style;

  style_init (self, &style);
  wm_map_damage_repaint (cr, variant, wm_variant_find_region (variant, self->region),
                         current_side (self), &style, &self->damaged);
}

/* Starts a full render: every tile to draw, what was drawn forgotten. */
static void
start_tiles (WmMapCanvas *self)
{
  int px = cairo_image_surface_get_width (self->cache);
  cairo_t *cr = cairo_create (self->cache);
  WmVariant *variant = wm_document_get_variant (self->document);

  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_destroy (cr);
  self->tiles_across = (px + TILE - 1) / TILE;
  self->tiles_missing = self->tiles_across * self->tiles_across;
  g_free (self->tile_done);
  self->tile_done = g_new0 (guint8, self->tiles_missing);
  /* What the tiles show is the side as it is now; later edits are damage. */
  self->cache_lang = g_intern_string (wm_variant_display_language (variant));
  wm_map_damage_reset (self->damage, variant, wm_variant_find_region (variant, self->region),
                       current_side (self));
}

static void
render_tile (WmMapCanvas *self, cairo_t *cr, int tx, int ty)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmMapRect rect
      = { (tx * TILE - CACHE_MARGIN) / self->zoom, (ty * TILE - CACHE_MARGIN) / self->zoom,
          ((tx + 1) * TILE - CACHE_MARGIN) / self->zoom,
          ((ty + 1) * TILE - CACHE_MARGIN) / self->zoom };
  WmMapStyle style;

  style_init (self, &style);
  wm_map_damage_repaint (cr, variant, wm_variant_find_region (variant, self->region),
                         current_side (self), &style, &rect);
  self->tile_done[ty * self->tiles_across + tx] = TRUE;
  self->tiles_missing--;
}

/* Renders every missing tile at once: the side in one render. */
static void
render_all (WmMapCanvas *self, cairo_t *cr)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmRegion *region = wm_variant_find_region (variant, self->region);
  WmMapStyle style;

  style_init (self, &style);
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  wm_render_region_side (cr, variant, region, current_side (self), &style);
  wm_map_damage_reset (self->damage, variant, region, current_side (self));
  memset (self->tile_done, TRUE, self->tiles_across * self->tiles_across);
  self->tiles_missing = 0;
}

/* Renders missing tiles, those in view first, while the next one is
 * likely to fit in @budget_us of wall time (at least one per frame). With
 * no older render to stand in (another region or side shown), the tiles
 * in view are all drawn in this frame, whatever the budget: the ones left
 * for later showed as a light rectangle over the bottom right of the
 * canvas, for a second where frames are drawn in software. */
static void
render_tiles (WmMapCanvas *self, cairo_t *cr, double width, double height, gint64 budget_us)
{
  gint64 start = g_get_monotonic_time ();
  /* The cache's tiles in view. */
  int vx0 = (int)floor ((CACHE_MARGIN - round (self->ox)) / TILE);
  int vy0 = (int)floor ((CACHE_MARGIN - round (self->oy)) / TILE);
  int vx1 = (int)floor ((CACHE_MARGIN - round (self->ox) + width) / TILE);
  int vy1 = (int)floor ((CACHE_MARGIN - round (self->oy) + height) / TILE);
  guint done = 0;

  for (int pass = 0; pass < 2 && self->tiles_missing > 0; pass++)
    for (int ty = 0; ty < self->tiles_across; ty++)
      for (int tx = 0; tx < self->tiles_across; tx++)
        {
          gboolean in_view = tx >= vx0 && tx <= vx1 && ty >= vy0 && ty <= vy1;
          gboolean must = in_view && self->previous == NULL;
          gint64 spent = g_get_monotonic_time () - start;
          if (self->tile_done[ty * self->tiles_across + tx] || in_view != (pass == 0))
            continue;
          if (!must && done > 0 && spent + spent / done > budget_us)
            return;
          render_tile (self, cr, tx, ty);
          done++;
        }
}

/* Brings the cache up to date, all of it or what @budget_us allows;
 * FALSE when the side is too large at this zoom to keep in one surface. */
static gboolean
update_cache (WmMapCanvas *self, double width, double height, gint64 budget_us)
{
  double size = current_size (self);
  int px = (int)ceil (size * self->zoom) + 2 * CACHE_MARGIN;
  cairo_t *cr;

  if (px > CACHE_MAX)
    {
      g_clear_pointer (&self->cache, cairo_surface_destroy);
      g_clear_pointer (&self->previous, cairo_surface_destroy);
      self->cache_valid = FALSE;
      return FALSE;
    }
  if (self->cache == NULL || self->cache_zoom != self->zoom
      || cairo_image_surface_get_width (self->cache) != px)
    {
      /* A finished render at the old zoom stands in while the new one is
       * made. */
      if (self->cache != NULL && (self->cache_valid || self->stale) && self->tiles_missing == 0)
        {
          g_clear_pointer (&self->previous, cairo_surface_destroy);
          self->previous = g_steal_pointer (&self->cache);
          self->previous_zoom = self->cache_zoom;
        }
      g_clear_pointer (&self->cache, cairo_surface_destroy);
      self->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
      self->cache_zoom = self->zoom;
      self->cache_valid = FALSE;
      self->stale = FALSE;
    }
  if (!self->cache_valid)
    {
      if (self->stale)
        {
          g_clear_pointer (&self->previous, cairo_surface_destroy);
          self->previous = g_steal_pointer (&self->cache);
          self->previous_zoom = self->cache_zoom;
          self->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
          self->stale = FALSE;
        }
      start_tiles (self);
      self->cache_valid = TRUE;
      self->dirty = FALSE;
    }
  if (!self->dirty && self->tiles_missing == 0)
    return TRUE;
  cr = cairo_create (self->cache);
  cairo_translate (cr, CACHE_MARGIN, CACHE_MARGIN);
  cairo_scale (cr, self->zoom, self->zoom);
  if (self->dirty)
    repaint_damage (self, cr);
  self->dirty = FALSE;
  if (self->tiles_missing > 0 && budget_us == 0)
    render_all (self, cr);
  else if (self->tiles_missing > 0)
    render_tiles (self, cr, width, height, budget_us);
  cairo_destroy (cr);
  if (self->tiles_missing == 0)
    g_clear_pointer (&self->previous, cairo_surface_destroy);
  return TRUE;
}

static gboolean
more_tiles_cb (gpointer data)
{
  WmMapCanvas *self = data;

  self->more_source = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* Paints the cache; while tiles are missing, the previous zoom's render
 * scaled under them. */
static void
paint_cache (WmMapCanvas *self, cairo_t *cr)
{
  double x = round (self->ox) - CACHE_MARGIN, y = round (self->oy) - CACHE_MARGIN;

  if (self->tiles_missing > 0 && self->previous != NULL)
    {
      cairo_save (cr);
      cairo_translate (cr, round (self->ox), round (self->oy));
      cairo_scale (cr, self->zoom / self->previous_zoom, self->zoom / self->previous_zoom);
      cairo_set_source_surface (cr, self->previous, -CACHE_MARGIN, -CACHE_MARGIN);
      cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  cairo_save (cr);
  if (self->tiles_missing > 0)
    {
      for (int ty = 0; ty < self->tiles_across; ty++)
        for (int tx = 0; tx < self->tiles_across; tx++)
          if (self->tile_done[ty * self->tiles_across + tx])
            cairo_rectangle (cr, x + tx * TILE, y + ty * TILE, TILE, TILE);
      cairo_clip (cr);
    }
  cairo_set_source_surface (cr, self->cache, x, y);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* ---- edits ---------------------------------------------------------------------------- */

static void
delete_selection (WmMapCanvas *self)
{
  g_autoptr (GError) error = NULL;

  if (self->selection != NULL && self->selection[0] != NULL)
    {
      if (!wm_map_delete_spaces (self->document, self->region, self->side,
                                 (const char *const *)self->selection, &error))
        report (self, error);
    }
  else if (self->selected_path >= 0)
    {
      if (!wm_map_delete_path (self->document, self->region, self->side, self->selected_path,
                               &error))
        report (self, error);
    }
}

static void
move_selection (WmMapCanvas *self, double dx, double dy)
{
  g_autoptr (GError) error = NULL;

  if (self->selection == NULL || self->selection[0] == NULL || (dx == 0 && dy == 0))
    return;
  if (!wm_map_move_spaces (self->document, self->region, self->side,
                           (const char *const *)self->selection, dx, dy, &error))
    report (self, error);
}

/* A click of the lake tool on a space: on or off the lake next to it
 * (wm_lake_tool_click()), and the designer is told which lake that was. */
static void
lake_click (WmMapCanvas *self, const char *space, gboolean island)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = g_strdup (space);
  g_autofree char *said = NULL;

  if (!wm_lake_tool_click (self->document, self->region, self->side, id, island, &said, &error))
    report (self, error);
  else
    g_signal_emit (self, signals[NOTICE], 0, said);
}

/* Whether the pointer went no farther than a click's wobble from where it
 * was pressed. */
static gboolean
barely_moved (WmMapCanvas *self, double x, double y)
{
  return hypot (x - self->x0, y - self->y0) * self->zoom < CLICK_SLOP;
}

/* Every change of the drag goes through here: the page fades the banner
 * while a port is dragged and brings it back as soon as the drag ends,
 * without waiting for the pointer to move (the notify of
 * "dragging-port"). */
static void
set_drag (WmMapCanvas *self, DragKind drag)
{
  gboolean was_port = self->drag == DRAG_PORT;

  self->drag = drag;
  if (was_port != (drag == DRAG_PORT))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAGGING_PORT]);
}

/* ---- port drags ---------------------------------------------------------------------------- */

/* Port @index of the side shown, when it is still the port of @space the
 * drag took (NULL otherwise: the side changed under the drag). */
static const WmPort *
port_of_drag (WmMapCanvas *self, guint index, const char *space)
{
  WmSide *side = current_side (self);
  const WmPort *port;

  if (side == NULL || index >= side->ports->len)
    return NULL;
  port = g_ptr_array_index (side->ports, index);
  return g_strcmp0 (port->space, space) == 0 ? port : NULL;
}

/* The pointer shows a hand over a port the select tool can drag. */
static void
set_hover_port (WmMapCanvas *self, int port)
{
  if (self->hover_port == port)
    return;
  self->hover_port = port;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), port >= 0 ? "grab" : "default");
}

static void
port_drag_begin (WmMapCanvas *self, guint index)
{
  const WmPort *port = g_ptr_array_index (current_side (self)->ports, index);

  set_drag (self, DRAG_PORT);
  self->drag_port = index;
  self->port_edge = port->edge;
  self->port_at = port->at;
  self->port_place_free = TRUE;
  g_free (self->drag_space);
  self->drag_space = g_strdup (port->space);
  /* Its space selected, the inspector shows the port's row as it moves. */
  if (port->space != NULL && wm_side_find_space (current_side (self), port->space) != NULL)
    select_one (self, port->space);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

/* Where the dragged port would go with the pointer at (@x, @y), snapped
 * as a dragged space is, and whether that point of the border is free. */
static void
port_drag_follow (WmMapCanvas *self, double x, double y)
{
  double size = current_size (self);

  if (port_of_drag (self, self->drag_port, self->drag_space) == NULL)
    return;
  self->port_edge = wm_map_port_drag_target (size, self->port_edge, x, y, self->snap ? GRID : 0.01,
                                             &self->port_at);
  self->port_place_free = wm_side_port_at_point (current_side (self), size, self->port_edge,
                                                self->port_at, self->drag_port)
                          < 0;
}

/* One step: wm_map_set_port() with the port's type and direction as they
 * are; a taken point is refused there with what holds it. */
static void
port_drag_drop (WmMapCanvas *self, const char *space, double x, double y)
{
  g_autoptr (GError) error = NULL;
  const WmPort *port = port_of_drag (self, self->drag_port, space);

  if (port == NULL || barely_moved (self, x, y))
    return;
  if (!wm_map_set_port (self->document, self->region, self->side, self->drag_port, NULL,
                        self->port_edge, self->port_at, port->dir, &error))
    report (self, error);
}

/* Escape or a tool key during a drag: what the drag would do is not done.
 * Spaces and ports are only drawn where they would go until the release,
 * so they are where they were, with no undo step; the release of the
 * button still held then does nothing. FALSE when no drag was going on. */
static gboolean
drag_cancel (WmMapCanvas *self)
{
  DragKind was = self->drag;

  if (was == DRAG_NONE)
    return FALSE;
  set_drag (self, DRAG_NONE);
  g_clear_pointer (&self->drag_space, g_free);
  g_array_set_size (self->lasso, 0);
  if (was == DRAG_PORT)
    {
      self->hover_port = -2; /* so that the cursor gives up "grabbing" */
      set_hover_port (self, draggable_port_at (self, self->x1, self->y1, NULL));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* ---- connect to, remove path -------------------------------------------------------------- */

/* The one space selected, or NULL. */
static const WmSpace *
only_selected (WmMapCanvas *self)
{
  WmSide *side = current_side (self);

  if (side == NULL || self->selection == NULL || self->selection[0] == NULL
      || self->selection[1] != NULL)
    return NULL;
  return wm_side_find_space (side, self->selection[0]);
}

static gboolean
joined (const WmSide *side, const char *a, const char *b)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if ((g_strcmp0 (path->a, a) == 0 && g_strcmp0 (path->b, b) == 0)
          || (g_strcmp0 (path->a, b) == 0 && g_strcmp0 (path->b, a) == 0))
        return TRUE;
    }
  return FALSE;
}

/* Connect To: the variant's path types to choose from (the toolbar's
 * choice, canvas.path-type), then in each of the eight directions the
 * space the arrow key would select, unless a path joins it already. */
static GMenuModel *
connect_menu (WmMapCanvas *self, const WmSide *side, const WmSpace *sp)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  GMenu *menu = g_menu_new ();
  g_autoptr (GMenu) types = g_menu_new ();
  g_autoptr (GMenu) spaces = g_menu_new ();
  g_autoptr (GPtrArray) listed = g_ptr_array_new ();

  for (guint i = 0; i < variant->path_types->len; i++)
    {
      const WmPathType *type = g_ptr_array_index (variant->path_types, i);
      g_autoptr (GMenuItem) item = g_menu_item_new (
          wm_variant_display_name (variant, &type->name, type->id), NULL);
      g_menu_item_set_action_and_target (item, "canvas.path-type", "s", type->id);
      g_menu_append_item (types, item);
    }
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      const WmSpace *to = space_toward (side, sp, sp->x, sp->y, d);
      g_autofree char *named = NULL;
      g_autofree char *label = NULL;
      g_autoptr (GMenuItem) item = NULL;
      if (to == NULL || joined (side, sp->id, to->id) || g_ptr_array_find (listed, to, NULL))
        continue;
      g_ptr_array_add (listed, (gpointer)to);
      named = wm_space_named (to);
      /* TRANSLATORS: an item of Connect To: a space and where it lies
       * from the selected one ("s12 to the north-east"). */
      label = g_strdup_printf (_("%s to the %s"), named, wm_direction_display_name (d));
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "canvas.connect-to", "s", to->id);
      g_menu_append_item (spaces, item);
    }
  /* Said rather than an empty section: greyed, by an action of the
   * canvas that is never enabled (it named none, and GTK greyed the item
   * as a missing action's). */
  if (listed->len == 0)
    {
      g_autoptr (GMenuItem) item
          = g_menu_item_new (_("No space left to connect"), "canvas.nothing-to-connect");
      g_menu_append_item (spaces, item);
    }
  g_menu_append_section (menu, _("Path Type"), G_MENU_MODEL (types));
  g_menu_append_section (menu, _("Space"), G_MENU_MODEL (spaces));
  return G_MENU_MODEL (menu);
}

/* Remove Path: each path that leaves @sp, as the screen reader says it
 * ("east to s13, Road"). */
static GMenuModel *
remove_path_menu (WmMapCanvas *self, const WmSide *side, const WmSpace *sp)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  GMenu *menu = g_menu_new ();

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      g_autofree char *label = NULL;
      g_autoptr (GMenuItem) item = NULL;
      if (g_strcmp0 (path->a, sp->id) != 0 && g_strcmp0 (path->b, sp->id) != 0)
        continue;
      label = describe_path (variant, side, sp, path);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "canvas.remove-path", "u", i);
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

/* The context menu's part for the one space selected: Connect To and,
 * when paths leave it, Remove Path; nothing for no space or several. */
static void
fill_links (WmMapCanvas *self)
{
  const WmSpace *sp = only_selected (self);
  const WmSide *side = current_side (self);
  g_autoptr (GMenuModel) connect = NULL;
  g_autoptr (GMenuModel) remove = NULL;

  g_menu_remove_all (self->links);
  if (sp == NULL)
    return;
  connect = connect_menu (self, side, sp);
  remove = remove_path_menu (self, side, sp);
  g_menu_append_submenu (self->links, _("Connect _To"), connect);
  if (g_menu_model_get_n_items (remove) > 0)
    g_menu_append_submenu (self->links, _("_Remove Path"), remove);
}

/* A path of the path type chosen from the one space selected to @param
 * (a space id), its end directions preset from the bearing as a drag with
 * Connect gives them; refused as the drag is when one is taken. */
static void
connect_to_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);
  const WmSpace *sp = only_selected (self);
  g_autoptr (GError) error = NULL;
  g_autofree char *from = sp ? g_strdup (sp->id) : NULL;

  if (from != NULL
      && !wm_map_connect (self->document, self->region, self->side, from,
                          g_variant_get_string (param, NULL), self->path_type, WM_DIR_NONE,
                          WM_DIR_NONE, &error))
    report (self, error);
}

static void
remove_path_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);
  g_autoptr (GError) error = NULL;

  if (current_side (self) != NULL
      && !wm_map_delete_path (self->document, self->region, self->side,
                              g_variant_get_uint32 (param), &error))
    report (self, error);
}

/* Never called: the action stays disabled (wm_map_canvas_init ()). */
static void
nothing_to_connect_action (GtkWidget *widget, const char *name, GVariant *param)
{
}

/* ---- context menu ----------------------------------------------------------------------- */

/* The context menu (tools, the kind of the selected spaces, delete …)
 * pointing at widget point (@wx, @wy). */
static void
popup_menu_at (WmMapCanvas *self, double wx, double wy)
{
  fill_links (self);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle){ wx, wy, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* The menu closed: the keyboard goes back to the canvas, where it was
 * before the menu opened, unless it went elsewhere. After a choice in a
 * submenu (Connect To's path type) GTK left it in the hidden menu, where
 * no key reached the canvas. */
static void
menu_closed_cb (WmMapCanvas *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || focus == self->menu || gtk_widget_is_ancestor (focus, self->menu))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* Menu or Shift+F10: the menu a right-click on the space selected last
 * opens, at that space (brought into view); with no space selected, in
 * the middle of the canvas. */
static void
popup_menu_for_keys (WmMapCanvas *self)
{
  const WmSpace *sp = key_anchor (self);
  double wx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double wy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  drag_cancel (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (sp != NULL)
    {
      show_point (self, sp->x, sp->y);
      wm_map_canvas_to_widget (self, sp->x, sp->y, &wx, &wy);
    }
  popup_menu_at (self, wx, wy);
}

/* ---- pointer ----------------------------------------------------------------------------- */

void
wm_map_canvas_press (WmMapCanvas *self, double wx, double wy, GdkModifierType state)
{
  g_autoptr (GError) error = NULL;
  gboolean shift = (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)) != 0;
  const WmSpace *sp;
  double x, y;
  int path, port;

  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  if (current_side (self) == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  wm_map_canvas_to_region (self, wx, wy, &x, &y);
  self->x0 = self->x1 = x;
  self->y0 = self->y1 = y;
  self->drag_add = shift;
  g_array_set_size (self->lasso, 0);
  lasso_add (self, x, y, TRUE);
  g_clear_pointer (&self->drag_space, g_free);
  sp = space_at (self, x, y);
  if (sp != NULL)
    self->drag_space = g_strdup (sp->id);
  path = sp == NULL ? path_at (self, x, y) : -1;
  port = draggable_port_at (self, x, y, sp);
  if (port >= 0 && !shift)
    {
      port_drag_begin (self, port);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  switch (self->tool)
    {
    case WM_MAP_TOOL_SPACE:
      if (sp == NULL)
        {
          g_autofree char *id = NULL;
          if (!wm_map_add_space (self->document, self->region, self->side, snap (self, x),
                                 snap (self, y), self->space_kind, &id, &error))
            report (self, error);
          else
            select_one (self, id);
          set_drag (self, DRAG_NONE);
          return;
        }
      G_GNUC_FALLTHROUGH;
    case WM_MAP_TOOL_SELECT:
      if (sp != NULL)
        {
          if (shift)
            toggle_selected (self, sp->id);
          else if (!is_selected (self, sp->id))
            select_one (self, sp->id);
          set_drag (self, is_selected (self, sp->id) ? DRAG_MOVE : DRAG_NONE);
        }
      else if (path >= 0 && !shift)
        {
          set_selection (self, NULL, path);
          set_drag (self, DRAG_NONE);
        }
      else
        set_drag (self, DRAG_BAND);
      break;
    case WM_MAP_TOOL_CONNECT:
    case WM_MAP_TOOL_PORT:
      set_drag (self, sp != NULL ? DRAG_LINK : DRAG_NONE);
      if (sp != NULL)
        select_one (self, sp->id);
      break;
    case WM_MAP_TOOL_LAKE:
      /* A drag draws a new lake wherever it starts; only a click on a
       * space (the release decides) changes the lake next to it. */
      set_drag (self, DRAG_BAND);
      break;
    case WM_MAP_TOOL_DELETE:
      set_drag (self, DRAG_NONE);
      if (sp != NULL)
        {
          const char *ids[] = { sp->id, NULL };
          g_autofree char *id = g_strdup (sp->id);
          ids[0] = id;
          if (!wm_map_delete_spaces (self->document, self->region, self->side, ids, &error))
            report (self, error);
        }
      else if (path >= 0
               && !wm_map_delete_path (self->document, self->region, self->side, path, &error))
        report (self, error);
      break;
    default:
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_motion (WmMapCanvas *self, double wx, double wy)
{
  const WmSpace *sp;
  double x, y;

  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  wm_map_canvas_to_region (self, wx, wy, &x, &y);
  if (self->drag == DRAG_PAN)
    {
      wm_map_canvas_pan (self, (x - self->x1) * self->zoom, (y - self->y1) * self->zoom);
      wm_map_canvas_to_region (self, wx, wy, &self->x1, &self->y1);
      return;
    }
  self->x1 = x;
  self->y1 = y;
  if (self->drag == DRAG_BAND)
    lasso_add (self, x, y, FALSE);
  else if (self->drag == DRAG_PORT)
    port_drag_follow (self, x, y);
  sp = space_at (self, x, y);
  if (self->drag == DRAG_NONE)
    set_hover_port (self, draggable_port_at (self, x, y, sp));
  if (g_strcmp0 (sp ? sp->id : NULL, self->hover) != 0)
    {
      g_free (self->hover);
      self->hover = sp ? g_strdup (sp->id) : NULL;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_release (WmMapCanvas *self, double wx, double wy)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *from = g_steal_pointer (&self->drag_space);
  DragKind drag = self->drag;
  const WmSpace *sp;
  double x, y;

  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  wm_map_canvas_to_region (self, wx, wy, &x, &y);
  if (drag == DRAG_PORT)
    port_drag_follow (self, x, y);
  set_drag (self, DRAG_NONE);
  self->x1 = x;
  self->y1 = y;
  sp = space_at (self, x, y);
  switch (drag)
    {
    case DRAG_PORT:
      port_drag_drop (self, from, x, y);
      self->hover_port = -2; /* so that the cursor gives up "grabbing" */
      set_hover_port (self, draggable_port_at (self, x, y, sp));
      break;
    case DRAG_MOVE:
      {
        const WmSpace *anchor = wm_side_find_space (current_side (self), from);
        /* The grabbed space lands on the grid; the others keep their offsets. */
        double dx = anchor ? snap (self, anchor->x + x - self->x0) - anchor->x : 0;
        double dy = anchor ? snap (self, anchor->y + y - self->y0) - anchor->y : 0;
        if (hypot (x - self->x0, y - self->y0) * self->zoom >= 3)
          move_selection (self, dx, dy);
      }
      break;
    case DRAG_BAND:
      lasso_add (self, x, y, TRUE);
      if (self->tool == WM_MAP_TOOL_LAKE && from != NULL && barely_moved (self, x, y))
        lake_click (self, from, self->drag_add);
      else if (self->tool == WM_MAP_TOOL_LAKE)
        {
          g_autofree char *said = NULL;
          if (!wm_lake_tool_drag (self->document, self->region, self->side,
                                  (const double *)self->lasso->data, self->lasso->len / 2, from,
                                  NULL, &said, &error))
            report (self, error);
          else if (said != NULL)
            g_signal_emit (self, signals[WARNING], 0, said);
        }
      else
        set_selection (self, spaces_in_band (self), -1);
      break;
    case DRAG_LINK:
      if (self->tool == WM_MAP_TOOL_CONNECT && sp != NULL && g_strcmp0 (sp->id, from) != 0)
        {
          g_autofree char *to = g_strdup (sp->id);
          if (!wm_map_connect (self->document, self->region, self->side, from, to, self->path_type,
                               WM_DIR_NONE, WM_DIR_NONE, &error))
            report (self, error);
        }
      else if (self->tool == WM_MAP_TOOL_PORT && from != NULL)
        {
          const WmSpace *a = wm_side_find_space (current_side (self), from);
          /* A click without a drag aims at the border nearest the space. */
          double px = hypot (x - self->x0, y - self->y0) * self->zoom < 4 && a ? a->x : x;
          double py = hypot (x - self->x0, y - self->y0) * self->zoom < 4 && a ? a->y : y;
          if (!wm_map_add_port (self->document, self->region, self->side, from, px, py,
                                self->path_type, WM_DIR_NONE, &error))
            report (self, error);
        }
      break;
    default:
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wm_map_canvas_letter_key (WmMapCanvas *self, guint keyval, GdkModifierType state)
{
  static const struct
  {
    guint key;
    WmMapTool tool;
  } tool_keys[] = {
    { GDK_KEY_v, WM_MAP_TOOL_SELECT },  { GDK_KEY_s, WM_MAP_TOOL_SPACE },
    { GDK_KEY_c, WM_MAP_TOOL_CONNECT }, { GDK_KEY_l, WM_MAP_TOOL_LAKE },
    { GDK_KEY_p, WM_MAP_TOOL_PORT },    { GDK_KEY_d, WM_MAP_TOOL_DELETE },
  };

  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), FALSE);
  /* Ctrl+C, Alt+2 and the like belong to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK))
    return FALSE;
  if (keyval == GDK_KEY_g)
    {
      drag_cancel (self);
      wm_map_canvas_set_snap (self, !self->snap);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    if (keyval == tool_keys[i].key)
      {
        /* The key of the tool in use too: a drag is never left going on
         * under a tool that may not be the one it began with. */
        drag_cancel (self);
        wm_map_canvas_set_tool (self, tool_keys[i].tool);
        return TRUE;
      }
  return FALSE;
}

/* The direction of an arrow key, and of Home, Page Up, End and Page Down
 * for the diagonals, as they lie on the keypad (7 9 1 3); WM_DIR_NONE for
 * any other key. */
static WmDirection
key_direction (guint keyval)
{
  static const struct
  {
    guint key;
    WmDirection dir;
  } keys[] = {
    { GDK_KEY_Up, WM_DIR_N },         { GDK_KEY_KP_Up, WM_DIR_N },
    { GDK_KEY_KP_8, WM_DIR_N },       { GDK_KEY_Page_Up, WM_DIR_NE },
    { GDK_KEY_KP_Page_Up, WM_DIR_NE }, { GDK_KEY_KP_9, WM_DIR_NE },
    { GDK_KEY_Right, WM_DIR_E },      { GDK_KEY_KP_Right, WM_DIR_E },
    { GDK_KEY_KP_6, WM_DIR_E },       { GDK_KEY_Page_Down, WM_DIR_SE },
    { GDK_KEY_KP_Page_Down, WM_DIR_SE }, { GDK_KEY_KP_3, WM_DIR_SE },
    { GDK_KEY_Down, WM_DIR_S },       { GDK_KEY_KP_Down, WM_DIR_S },
    { GDK_KEY_KP_2, WM_DIR_S },       { GDK_KEY_End, WM_DIR_SW },
    { GDK_KEY_KP_End, WM_DIR_SW },    { GDK_KEY_KP_1, WM_DIR_SW },
    { GDK_KEY_Left, WM_DIR_W },       { GDK_KEY_KP_Left, WM_DIR_W },
    { GDK_KEY_KP_4, WM_DIR_W },       { GDK_KEY_Home, WM_DIR_NW },
    { GDK_KEY_KP_Home, WM_DIR_NW },   { GDK_KEY_KP_7, WM_DIR_NW },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (keys[i].key == keyval)
      return keys[i].dir;
  return WM_DIR_NONE;
}

gboolean
wm_map_canvas_key (WmMapCanvas *self, guint keyval, GdkModifierType state)
{
  double step = self->snap ? GRID : 0.1;
  WmDirection dir = key_direction (keyval);

  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), FALSE);
  if (keyval == GDK_KEY_Escape && drag_cancel (self))
    return TRUE;
  if (state & GDK_SHIFT_MASK)
    step *= 4;
  /* The direction keys select the next space that way (Shift: add it);
   * with Alt they move the selected spaces a grid step (Shift: four). */
  if (dir != WM_DIR_NONE && !(state & (GDK_CONTROL_MASK | GDK_SUPER_MASK | GDK_META_MASK)))
    {
      int dx, dy;
      if (!(state & GDK_ALT_MASK))
        {
          select_toward (self, dir, (state & GDK_SHIFT_MASK) != 0);
          return TRUE;
        }
      wm_direction_vector (dir, &dx, &dy);
      move_selection (self, dx * step, dy * step);
      return TRUE;
    }
  if (keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK)))
    {
      popup_menu_for_keys (self);
      return TRUE;
    }
  switch (keyval)
    {
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      delete_selection (self);
      return TRUE;
    case GDK_KEY_Escape:
      set_selection (self, NULL, -1);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
      wm_map_canvas_zoom_at (self, 1.25, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                             gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
      return TRUE;
    case GDK_KEY_minus:
      wm_map_canvas_zoom_at (self, 0.8, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                             gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
      return TRUE;
    case GDK_KEY_0:
      wm_map_canvas_fit (self);
      return TRUE;
    default:
      break;
    }
  return wm_map_canvas_letter_key (self, keyval, state);
}

/* ---- drawing ----------------------------------------------------------------------------- */

static void
draw_grid (WmMapCanvas *self, cairo_t *cr, double size)
{
  double step = self->zoom * GRID >= 12 ? GRID : 1;

  cairo_save (cr);
  cairo_set_line_width (cr, 1 / self->zoom);
  cairo_set_source_rgba (cr, 0.2, 0.3, 0.4, 0.12);
  for (double v = step; v < size; v += step)
    {
      cairo_move_to (cr, v, 0);
      cairo_line_to (cr, v, size);
      cairo_move_to (cr, 0, v);
      cairo_line_to (cr, size, v);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The compass rose of a space: a wedge per direction, red when used, green
 * when free, so that the designer sees where a path may still leave. */
static void
draw_rose (WmMapCanvas *self, cairo_t *cr, const WmSpace *sp)
{
  guint used = wm_map_used_directions (current_side (self), sp->id);
  double r = 0.62;

  cairo_save (cr);
  cairo_set_line_width (cr, 0.09);
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      double a = (d * 45 - 90) * G_PI / 180;
      if (used & (1u << d))
        cairo_set_source_rgba (cr, 0.80, 0.15, 0.15, 0.9);
      else
        cairo_set_source_rgba (cr, 0.10, 0.60, 0.25, 0.9);
      cairo_new_sub_path (cr);
      cairo_arc (cr, sp->x, sp->y, r, a - 0.28, a + 0.28);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* A port being dragged: a dashed ring where it is, the way from its space
 * to where it would go and a disc there with its position along the
 * edge; red with a cross when another port holds that point. */
static void
draw_port_drag (WmMapCanvas *self, cairo_t *cr, const WmSide *side)
{
  const WmPort *port = port_of_drag (self, self->drag_port, self->drag_space);
  const WmPort target = { .edge = self->port_edge, .at = self->port_at };
  double size = current_size (self), r = MAX (0.22, 7 / self->zoom);
  double dash[] = { 6 / self->zoom, 4 / self->zoom };
  const WmSpace *sp;
  char at[G_ASCII_DTOSTR_BUF_SIZE];
  double x, y, ox, oy;

  if (port == NULL)
    return;
  wm_port_point (&target, size, &x, &y);
  wm_port_point (port, size, &ox, &oy);
  sp = wm_side_find_space (side, port->space);
  if (self->port_place_free)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  else
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, ox, oy, r, 0, 2 * G_PI);
  if (sp != NULL)
    {
      cairo_move_to (cr, sp->x, sp->y);
      cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_fill (cr);
  if (!self->port_place_free)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, x - r / 2, y - r / 2);
      cairo_line_to (cr, x + r / 2, y + r / 2);
      cairo_move_to (cr, x + r / 2, y - r / 2);
      cairo_line_to (cr, x - r / 2, y + r / 2);
      cairo_stroke (cr);
    }
  /* The number the inspector will show, beside the disc towards the
   * inside of the region. */
  g_snprintf (at, sizeof at, "%g", self->port_at);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_font_size (cr, 13 / self->zoom);
  cairo_move_to (cr, x + (x < size / 2 ? 1.6 : -3.2) * r, y + (y < size / 2 ? 2.8 : -1.6) * r);
  cairo_show_text (cr, at);
}

static void
draw_drag (WmMapCanvas *self, cairo_t *cr)
{
  WmSide *side = current_side (self);

  cairo_save (cr);
  cairo_set_line_width (cr, 2 / self->zoom);
  if (self->drag == DRAG_BAND && self->tool == WM_MAP_TOOL_LAKE
      && wm_lake_tool_is_loop ((const double *)self->lasso->data, self->lasso->len / 2))
    {
      /* The loop as the lake will take it, closed back to where it began. */
      for (guint i = 0; i < self->lasso->len / 2; i++)
        cairo_line_to (cr, g_array_index (self->lasso, double, 2 * i),
                       g_array_index (self->lasso, double, 2 * i + 1));
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_stroke (cr);
    }
  else if (self->drag == DRAG_BAND)
    {
      cairo_rectangle (cr, MIN (self->x0, self->x1), MIN (self->y0, self->y1),
                       fabs (self->x1 - self->x0), fabs (self->y1 - self->y0));
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_stroke (cr);
    }
  else if (self->drag == DRAG_LINK && self->drag_space != NULL)
    {
      const WmSpace *a = wm_side_find_space (side, self->drag_space);
      double dash[] = { 6 / self->zoom, 4 / self->zoom };
      if (a != NULL)
        {
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
          cairo_move_to (cr, a->x, a->y);
          cairo_line_to (cr, self->x1, self->y1);
          cairo_stroke (cr);
          draw_rose (self, cr, a);
        }
    }
  else if (self->drag == DRAG_PORT)
    draw_port_drag (self, cr, side);
  else if (self->drag == DRAG_MOVE)
    {
      const WmSpace *anchor = wm_side_find_space (side, self->drag_space);
      double dx = anchor ? snap (self, anchor->x + self->x1 - self->x0) - anchor->x : 0;
      double dy = anchor ? snap (self, anchor->y + self->y1 - self->y0) - anchor->y : 0;
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.6);
      for (guint i = 0; self->selection && self->selection[i]; i++)
        {
          const WmSpace *sp = wm_side_find_space (side, self->selection[i]);
          if (sp == NULL)
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, sp->x + dx, sp->y + dy, 0.32, 0, 2 * G_PI);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_selected_path (WmMapCanvas *self, cairo_t *cr)
{
  WmSide *side = current_side (self);
  const WmPath *path;
  const WmSpace *a, *b;
  double x0, y0, x1, y1;

  if (self->selected_path < 0 || (guint)self->selected_path >= side->paths->len)
    return;
  path = g_ptr_array_index (side->paths, self->selected_path);
  a = wm_side_find_space (side, path->a);
  b = wm_side_find_space (side, path->b);
  cairo_save (cr);
  cairo_set_line_width (cr, 0.28);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.45);
  if (a != NULL && b != NULL)
    {
      cairo_move_to (cr, a->x, a->y);
      cairo_line_to (cr, b->x, b->y);
    }
  else if (stub_line (side, path, stub_length (self), &x0, &y0, &x1, &y1))
    {
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static GHashTable *id_boxes (WmMapCanvas *self);

/* The ids that the stubs in @covered (boxes round their dashes and rings)
 * lie on, drawn again over them: a stub's length is in pixels, so that
 * zoomed out its ring lay on the id of a space nearby, unreadable. */
static void
draw_ids_over (WmMapCanvas *self, cairo_t *cr, const GArray *covered)
{
  GHashTable *ids = covered->len > 0 ? id_boxes (self) : NULL;
  GHashTableIter iter;
  gpointer key, value;

  if (ids == NULL)
    return;
  g_hash_table_iter_init (&iter, ids);
  while (g_hash_table_iter_next (&iter, &key, &value))
    for (guint i = 0; i < covered->len; i++)
      if (wm_label_boxes_meet (&g_array_index (covered, WmLabelBox, i), value))
        {
          wm_render_space_id (cr, key, value);
          break;
        }
}

/* Each path with a missing end as a dashed red stub from the end that
 * exists, ending in a ring where the missing space would be: the designer
 * sees it and the tools reach it (select, delete). The ids under them are
 * drawn again on top. */
static void
draw_stubs (WmMapCanvas *self, cairo_t *cr, const WmSide *side)
{
  const GArray *all = stubs (self);
  double width = MAX (0.07, 2.5 / self->zoom), pad = STUB_RING + width / 2;
  double dash = MAX (0.1, 4 / self->zoom), x0, y0, x1, y1;
  g_autoptr (GArray) covered = g_array_new (FALSE, FALSE, sizeof (WmLabelBox));

  if (all->len == 0)
    return;
  cairo_save (cr);
  cairo_set_line_width (cr, width);
  cairo_set_source_rgba (cr, 0.80, 0.11, 0.11, 0.95);
  for (int ring = 0; ring < 2; ring++)
    {
      /* The line dashed, the ring whole. */
      cairo_set_dash (cr, &dash, ring ? 0 : 1, 0);
      for (guint i = 0; i < all->len; i++)
        {
          guint index = g_array_index (all, guint, i);
          double length = stub_length (self);
          if (index >= side->paths->len
              || !stub_line (side, g_ptr_array_index (side->paths, index), length, &x0, &y0, &x1,
                             &y1))
            continue;
          cairo_new_sub_path (cr);
          if (ring)
            {
              WmLabelBox box = { MIN (x0, x1) - pad, MIN (y0, y1) - pad, MAX (x0, x1) + pad,
                                 MAX (y0, y1) + pad };
              cairo_arc (cr, x1, y1, STUB_RING, 0, 2 * G_PI);
              g_array_append_val (covered, box);
            }
          else
            {
              /* Up to the ring, not into it. */
              double f = (length - STUB_START - STUB_RING) / (length - STUB_START);
              cairo_move_to (cr, x0, y0);
              cairo_line_to (cr, x0 + f * (x1 - x0), y0 + f * (y1 - y0));
            }
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  draw_ids_over (self, cr, covered);
}

static void
draw_selection (WmMapCanvas *self, cairo_t *cr, const WmSide *side)
{
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (0.08, 2.5 / self->zoom));
  cairo_set_source_rgba (cr, 0.93, 0.55, 0.05, 0.95);
  for (guint i = 0; self->selection && self->selection[i]; i++)
    {
      const WmSpace *sp = wm_side_find_space (side, self->selection[i]);
      if (sp == NULL)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, sp->x, sp->y, 0.5, 0, 2 * G_PI);
    }
  for (guint i = 0; i < self->revealed_ports->len; i++)
    {
      guint index = g_array_index (self->revealed_ports, guint, i);
      double x, y;
      if (index >= side->ports->len)
        continue;
      wm_port_point (g_ptr_array_index (side->ports, index), current_size (self), &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, 0.35, 0, 2 * G_PI);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A ring round the port under the pointer: the select tool drags it. */
static void
draw_port_hover (WmMapCanvas *self, cairo_t *cr, const WmPort *port)
{
  double x, y;

  if (port->edge < 0 || port->edge >= WM_N_EDGES)
    return;
  wm_port_point (port, current_size (self), &x, &y);
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (0.06, 2 / self->zoom));
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, MAX (0.3, 9 / self->zoom), 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Where the render put the side's ids: placing them costs a render's
 * labels, so it is done once per state of the side, and only when a
 * badge, a selection or a stub needs it. */
static GHashTable *
id_boxes (WmMapCanvas *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (GArray) labels = NULL;
  WmMapStyle style;

  if (self->id_boxes != NULL
      || (!wm_map_overlay_has_badges (self->overlay)
          && (self->selection == NULL || self->selection[0] == NULL) && stubs (self)->len == 0))
    return self->id_boxes;
  style_init (self, &style);
  labels = wm_render_region_side_labels (variant, wm_variant_find_region (variant, self->region),
                                         current_side (self), &style);
  self->id_boxes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
      WmLabelBox box = { l->x0, l->y0, l->x1, l->y1 };
      if (l->is_id)
        g_hash_table_replace (self->id_boxes, g_strdup (l->space), g_memdup2 (&box, sizeof box));
    }
  return self->id_boxes;
}

static gboolean
draw (WmMapCanvas *self, cairo_t *cr, double width, double height, gint64 budget_us)
{
  WmSide *side = current_side (self);
  double size = current_size (self);

  cairo_set_source_rgb (cr, 0.93, 0.93, 0.91);
  cairo_paint (cr);
  if (side == NULL)
    return TRUE;
  if (self->render_whole)
    budget_us = 0;
  self->render_whole = FALSE;
  if (update_cache (self, width, height, budget_us))
    paint_cache (self, cr);
  else
    {
      cairo_save (cr);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_clip (cr);
      cairo_translate (cr, self->ox, self->oy);
      cairo_scale (cr, self->zoom, self->zoom);
      render_visible (self, cr, width, height);
      cairo_restore (cr);
    }

  cairo_save (cr);
  cairo_translate (cr, round (self->ox), round (self->oy));
  cairo_scale (cr, self->zoom, self->zoom);
  if (self->snap)
    draw_grid (self, cr, size);
  draw_stubs (self, cr, side);
  draw_selected_path (self, cr);
  draw_selection (self, cr, side);
  for (guint i = 0; self->selection && self->selection[i] && !self->selection[1]; i++)
    {
      const WmSpace *sp = wm_side_find_space (side, self->selection[i]);
      if (sp != NULL)
        draw_rose (self, cr, sp);
    }
  if (self->hover_port >= 0 && self->drag == DRAG_NONE
      && (guint)self->hover_port < side->ports->len)
    draw_port_hover (self, cr, g_ptr_array_index (side->ports, self->hover_port));
  if (self->hover != NULL && self->tool == WM_MAP_TOOL_CONNECT)
    {
      const WmSpace *sp = wm_side_find_space (side, self->hover);
      if (sp != NULL)
        draw_rose (self, cr, sp);
    }
  wm_map_overlay_draw (self->overlay, cr, side, self->zoom, id_boxes (self));
  /* A selected space's id over its rings and the rose, which covered it
   * (review 20, R20-12). */
  for (guint i = 0; self->selection && self->selection[i]; i++)
    {
      const WmLabelBox *box = g_hash_table_lookup (id_boxes (self), self->selection[i]);
      if (box != NULL)
        wm_render_space_id (cr, self->selection[i], box);
    }
  draw_drag (self, cr);
  cairo_restore (cr);
  wm_map_overlay_draw_banner (self->overlay, cr, width, height);
  return self->cache == NULL || self->tiles_missing == 0;
}

void
wm_map_canvas_draw (WmMapCanvas *self, cairo_t *cr, double width, double height)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  draw (self, cr, width, height, 0);
}

gboolean
wm_map_canvas_draw_frame (WmMapCanvas *self, cairo_t *cr, double width, double height)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), TRUE);
  return draw (self, cr, width, height, FRAME_BUDGET_US);
}

static void
wm_map_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* The rest of a full render in the next frames. */
  if (!wm_map_canvas_draw_frame (self, cr, w, h) && self->more_source == 0)
    self->more_source = g_idle_add (more_tiles_cb, self);
  /* The keyboard is here: a ring inside the edge, as GNOME's focus rings
   * are drawn (the canvas fills its place, so outside it would not show). */
  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_set_line_width (cr, FOCUS_RING_PX);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.8);
      cairo_rectangle (cr, FOCUS_RING_PX / 2, FOCUS_RING_PX / 2, w - FOCUS_RING_PX,
                       h - FOCUS_RING_PX);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/* The focus ring comes and goes with the keyboard (focus-visible): the
 * style of the canvas does not change, so nothing else redraws it. */
static void
wm_map_canvas_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags flags = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;

  if ((gtk_widget_get_state_flags (widget) & flags) != (previous & flags))
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (wm_map_canvas_parent_class)->state_flags_changed (widget, previous);
}

static void
wm_map_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);

  if (self->fitted)
    fit_to (self, width, height);
  gtk_popover_present (GTK_POPOVER (self->menu));
}

/* ---- controllers ------------------------------------------------------------------------ */

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, WmMapCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button == GDK_BUTTON_SECONDARY)
    {
      double rx, ry;
      const WmSpace *sp;
      wm_map_canvas_to_region (self, x, y, &rx, &ry);
      sp = space_at (self, rx, ry);
      if (sp != NULL && !is_selected (self, sp->id))
        select_one (self, sp->id);
      popup_menu_at (self, x, y);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    }
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, WmMapCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state
      = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  if (button == GDK_BUTTON_MIDDLE || (state & GDK_ALT_MASK))
    {
      set_drag (self, DRAG_PAN);
      wm_map_canvas_to_region (self, x, y, &self->x1, &self->y1);
      return;
    }
  if (button == GDK_BUTTON_PRIMARY)
    wm_map_canvas_press (self, x, y, state);
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, WmMapCanvas *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  wm_map_canvas_motion (self, x + dx, y + dy);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, WmMapCanvas *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (self->drag == DRAG_PAN)
    set_drag (self, DRAG_NONE);
  else
    wm_map_canvas_release (self, x + dx, y + dy);
}

static void
motion_cb (GtkEventControllerMotion *motion, double x, double y, WmMapCanvas *self)
{
  if (self->drag == DRAG_NONE)
    wm_map_canvas_motion (self, x, y);
}

static gboolean
scroll_cb (GtkEventControllerScroll *scroll, double dx, double dy, WmMapCanvas *self)
{
  GdkModifierType state
      = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));
  double x = self->x1 * self->zoom + self->ox, y = self->y1 * self->zoom + self->oy;

  if (state & GDK_CONTROL_MASK)
    wm_map_canvas_zoom_at (self, pow (1.15, -dy), x, y);
  else if (state & GDK_SHIFT_MASK)
    wm_map_canvas_pan (self, -dy * 30, 0);
  else
    wm_map_canvas_pan (self, -dx * 30, -dy * 30);
  return TRUE;
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, WmMapCanvas *self)
{
  self->pinch_start = self->zoom;
}

static void
zoom_changed_cb (GtkGestureZoom *gesture, double scale, WmMapCanvas *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  wm_map_canvas_zoom_at (self, self->pinch_start * scale / self->zoom, x, y);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
                WmMapCanvas *self)
{
  return wm_map_canvas_key (self, keyval, state);
}

static gboolean
query_tooltip_cb (GtkWidget *widget, int wx, int wy, gboolean keyboard, GtkTooltip *tooltip,
                  WmMapCanvas *self)
{
  GtkWidget *label;
  const WmSpace *sp;
  double x, y;

  if (keyboard || self->drag != DRAG_NONE)
    return FALSE;
  wm_map_canvas_to_region (self, wx, wy, &x, &y);
  sp = space_at (self, x, y);
  if (sp == NULL || (label = wm_map_canvas_fort_tie_label (self, sp->id)) == NULL)
    return FALSE;
  gtk_tooltip_set_custom (tooltip, label);
  return TRUE;
}

static void
add_controllers (WmMapCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll
      = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *key = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_changed_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));
  gtk_widget_add_controller (widget, motion);
  gtk_widget_add_controller (widget, scroll);
  gtk_widget_add_controller (widget, key);
  /* Only a castle slot tied for the fort has a tooltip (query_tooltip_cb). */
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}

/* ---- context menu and actions --------------------------------------------------------- */

static void
tool_action (GtkWidget *widget, const char *name, GVariant *param)
{
  const char *tool = g_variant_get_string (param, NULL);

  for (int t = 0; t < WM_N_MAP_TOOLS; t++)
    if (g_str_equal (tool, tool_names[t]))
      wm_map_canvas_set_tool (WM_MAP_CANVAS (widget), t);
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  delete_selection (WM_MAP_CANVAS (widget));
}

static void
kind_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);
  WmSpaceKind kind = wm_space_kind_from_string (g_variant_get_string (param, NULL));
  WmSide *side = current_side (self);

  for (guint i = 0; side && kind >= 0 && self->selection && self->selection[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      WmSpace *sp = wm_side_find_space (side, self->selection[i]);
      g_autofree char *town = sp ? g_strdup (sp->town) : NULL;
      g_autofree char *label = sp ? g_strdup (sp->label) : NULL;
      if (sp != NULL
          && !wm_map_set_space (self->document, self->region, self->side, self->selection[i], kind,
                                town, label, &error))
        report (self, error);
      side = current_side (self);
    }
}

static void
fit_action (GtkWidget *widget, const char *name, GVariant *param)
{
  wm_map_canvas_fit (WM_MAP_CANVAS (widget));
}

static void
select_all_action (GtkWidget *widget, const char *name, GVariant *param)
{
  WmMapCanvas *self = WM_MAP_CANVAS (widget);
  WmSide *side = current_side (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    g_strv_builder_add (builder, ((WmSpace *)g_ptr_array_index (side->spaces, i))->id);
  set_selection (self, g_strv_builder_end (builder), -1);
}

static GMenuModel *
build_menu (WmMapCanvas *self)
{
  GMenu *menu = g_menu_new ();
  GMenu *tools = g_menu_new ();
  GMenu *kinds = g_menu_new ();
  GMenu *edit = g_menu_new ();
  static const char *const tool_labels[]
      = { N_("_Select and Move"), N_("Add _Space"), N_("_Connect"),
          N_("_Lakes"),           N_("_Ports"),     N_("_Delete Tool") };

  for (int t = 0; t < WM_N_MAP_TOOLS; t++)
    {
      g_autofree char *action = g_strdup_printf ("canvas.tool::%s", tool_names[t]);
      g_menu_append (tools, _ (tool_labels[t]), action);
    }
  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    {
      g_autofree char *action = g_strdup_printf ("canvas.kind::%s", wm_space_kind_to_string (k));
      /* TRANSLATORS: %s is a space kind: Plain, Town, Castle slot … */
      g_autofree char *label = g_strdup_printf (_("Make %s"), wm_map_space_kind_label (k));
      g_menu_append (kinds, label, action);
    }
  g_menu_append (edit, _("Delete Selection"), "canvas.delete");
  g_menu_append (edit, _("Select All"), "canvas.select-all");
  g_menu_append (edit, _("Fit to Window"), "canvas.fit");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (tools));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (kinds));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (self->links));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));
  g_object_unref (tools);
  g_object_unref (kinds);
  g_object_unref (edit);
  return G_MENU_MODEL (menu);
}

/* ---- public ------------------------------------------------------------------------------- */

/* An edit confined to another region leaves the side as drawn; one of
 * this region is compared with what was drawn, and only what changed is
 * drawn again; anything else (a snapshot, a revert, a rename of a town,
 * the texts shown in another language) may change every pixel. */
static void
document_changed_cb (WmMapCanvas *self)
{
  const char *region = wm_document_get_changed_region (self->document);
  WmVariant *variant = wm_document_get_variant (self->document);
  WmSide *side = current_side (self);
  const char *lang = wm_variant_display_language (variant);
  WmMapRect rect;

  if (side != NULL && self->cache_lang != NULL && g_strcmp0 (lang, self->cache_lang) != 0)
    invalidate_all_names (self);
  else if (region == NULL || side == NULL)
    invalidate (self);
  else if (g_strcmp0 (region, self->region) == 0 && self->cache_valid
           && wm_map_damage_update (self->damage, variant,
                                    wm_variant_find_region (variant, self->region), side, &rect))
    add_damage (self, &rect);
  self->stubs_known = FALSE;
  g_clear_pointer (&self->id_boxes, g_hash_table_unref);
  update_fort (self);
  prune_selection (self);
  /* A kind, a label or a path of the selected space may have changed. */
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_map_canvas_set_document (WmMapCanvas *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));

  if (self->document == document)
    return;
  self->cache_valid = FALSE;
  self->stale = FALSE;
  g_clear_pointer (&self->previous, cairo_surface_destroy);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  self->stubs_known = FALSE;
  g_clear_pointer (&self->id_boxes, g_hash_table_unref);
  set_selection (self, NULL, -1);
}

void
wm_map_canvas_set_region (WmMapCanvas *self, const char *region_id, int side)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));

  if (g_strcmp0 (self->region, region_id) == 0 && self->side == side)
    return;
  g_free (self->region);
  self->region = g_strdup (region_id);
  self->side = side;
  wm_map_overlay_set_place (self->overlay, region_id, side);
  g_clear_pointer (&self->id_boxes, g_hash_table_unref);
  self->cache_valid = FALSE;
  self->stale = FALSE;
  g_clear_pointer (&self->previous, cairo_surface_destroy);
  self->stubs_known = FALSE;
  g_clear_pointer (&self->fort_slot, g_free);
  update_fort (self);
  set_selection (self, NULL, -1);
  wm_map_canvas_fit (self);
}

void
wm_map_canvas_set_board (WmMapCanvas *self, const char *spec)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));

  if (g_strcmp0 (self->board_spec, spec) == 0)
    return;
  g_free (self->board_spec);
  self->board_spec = g_strdup (spec);
  update_fort (self);
}

const char *
wm_map_canvas_get_fort (WmMapCanvas *self)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), NULL);
  return self->fort_slot;
}

const char *
wm_map_canvas_get_region (WmMapCanvas *self)
{
  return self->region;
}

int
wm_map_canvas_get_side (WmMapCanvas *self)
{
  return self->side;
}

void
wm_map_canvas_set_tool (WmMapCanvas *self, WmMapTool tool)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  g_return_if_fail (tool < WM_N_MAP_TOOLS);

  if (self->tool == tool)
    return;
  drag_cancel (self);
  self->tool = tool;
  self->hover_port = -1;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   tool == WM_MAP_TOOL_SELECT ? "default" : "crosshair");
  g_signal_emit (self, signals[TOOL_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

WmMapTool
wm_map_canvas_get_tool (WmMapCanvas *self)
{
  return self->tool;
}

void
wm_map_canvas_set_path_type (WmMapCanvas *self, const char *type)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  if (g_strcmp0 (self->path_type, type) == 0)
    return;
  g_free (self->path_type);
  self->path_type = g_strdup (type);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH_TYPE]);
}

const char *
wm_map_canvas_get_path_type (WmMapCanvas *self)
{
  return self->path_type;
}

void
wm_map_canvas_set_space_kind (WmMapCanvas *self, int kind)
{
  self->space_kind = CLAMP (kind, 0, WM_N_SPACE_KINDS - 1);
}

void
wm_map_canvas_set_snap (WmMapCanvas *self, gboolean snap_on)
{
  snap_on = !!snap_on;
  if (self->snap == snap_on)
    return;
  self->snap = snap_on;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* The toolbar's Grid button follows G pressed on the canvas. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SNAP]);
}

gboolean
wm_map_canvas_get_snap (WmMapCanvas *self)
{
  return self->snap;
}

void
wm_map_canvas_set_diagnostics (WmMapCanvas *self, const WmDiagnostics *diags)
{
  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  wm_map_overlay_set_diagnostics (
      self->overlay, self->document ? wm_document_get_variant (self->document) : NULL, diags);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
wm_map_canvas_get_marker (WmMapCanvas *self, const char *space)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self) && space != NULL, -1);
  return wm_map_overlay_get_marker (self->overlay, space);
}

/* A slot of @side as the designer named it: its label with its id
 * ("“Old Keep” (s11)"), as messages name a region; its id alone when it
 * has no label. */
static char *
slot_named (const WmSide *side, const char *id)
{
  const WmSpace *sp = side != NULL ? wm_side_find_space (side, id) : NULL;

  return sp != NULL ? wm_space_named (sp) : g_strdup (id);
}

char *
wm_map_canvas_fort_tie_tooltip (WmMapCanvas *self, const char *space)
{
  const char *other;
  WmVariant *variant;
  g_autofree char *note = NULL;
  g_autofree char *tie = NULL;
  g_autofree char *one = NULL, *two = NULL;

  g_return_val_if_fail (WM_IS_MAP_CANVAS (self) && space != NULL, NULL);
  other = wm_map_overlay_get_fort_tie (self->overlay, space);
  if (other == NULL || self->document == NULL)
    return NULL;
  variant = wm_document_get_variant (self->document);
  one = slot_named (current_side (self), space);
  two = slot_named (current_side (self), other);
  /* TRANSLATORS: the tooltip of a castle slot on the Map page marked "="
   * with another; %s are the two slots, each by its label with its id
   * ("“Old Keep” (s11)"), or its id alone ("s22"). */
  tie = g_strdup_printf (_("Castle slots %s and %s are equally near the map edge in some "
                           "boards: there neither is the fort (see Validation)."),
                         one, two);
  /* Why the canvas draws both as the fort, in the words of the sheet. */
  note = wm_render_fort_note (variant, wm_variant_find_region (variant, self->region),
                              current_side (self), wm_variant_display_language (variant));
  return note != NULL ? g_strconcat (tie, "\n", note, NULL) : g_steal_pointer (&tie);
}

/* Characters a line of the tie's tooltip holds at most: GTK's own
 * tooltip label wraps only at the screen's edge, and the German tooltip
 * ran some 970 px on one line. */
#define TOOLTIP_CHARS 60

GtkWidget *
wm_map_canvas_fort_tie_label (WmMapCanvas *self, const char *space)
{
  g_autofree char *text = wm_map_canvas_fort_tie_tooltip (self, space);
  GtkWidget *label;

  if (text == NULL)
    return NULL;
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), TOOLTIP_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

guint
wm_map_canvas_get_n_placed (WmMapCanvas *self)
{
  return wm_map_overlay_get_n_placed (self->overlay);
}

/* Whether @text tells @told as a whole: not "… at 3" within "… at 3.5". */
static gboolean
tells (const char *text, const char *told)
{
  for (const char *at = strstr (text, told); at != NULL; at = strstr (at + 1, told))
    {
      const char *after = at + strlen (told);
      if (!g_ascii_isdigit (after[0]) && !(after[0] == '.' && g_ascii_isdigit (after[1])))
        return TRUE;
    }
  return FALSE;
}

/* The ports of the side shown that a problem's message names, as indices
 * into its ports. Board assembly and the validator name a port as
 * wm_port_describe() does ("the “Trail” port of region r1 on the north edge
 * at 3", in the language of the user interface, as here), so each port is
 * looked for as that phrase: its edge's name takes a different form in
 * each language, and every edge may have a port at the same position. */
static GArray *
ports_named (WmMapCanvas *self, const WmSide *side, const char *text)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint p = 0; p < side->ports->len; p++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, p);
      g_autofree char *told = NULL;
      if (port->edge < 0 || port->edge >= WM_N_EDGES)
        continue;
      told = wm_port_describe (variant, self->region, port);
      if (tells (text, told))
        g_array_append_val (found, p);
    }
  return found;
}

/* The spaces a problem names, and the spaces of the ports it names (a
 * port is not a selectable thing of its own: its space is selected and
 * the port ringed), centred in the view. */
void
wm_map_canvas_reveal (WmMapCanvas *self, const char *text)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) ids = NULL;
  g_autoptr (GArray) ports = NULL;
  double cx = 0, cy = 0, wx, wy, x, y;
  WmSide *side = current_side (self);
  guint n = 0;

  g_return_if_fail (WM_IS_MAP_CANVAS (self));
  if (side == NULL || text == NULL)
    return;
  ids = wm_map_overlay_spaces_named (side, text);
  ports = ports_named (self, side, text);
  g_strv_builder_addv (builder, (const char **)ids);
  for (guint i = 0; ids[i] != NULL; i++, n++)
    {
      const WmSpace *sp = wm_side_find_space (side, ids[i]);
      cx += sp->x, cy += sp->y;
    }
  for (guint i = 0; i < ports->len; i++, n++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, g_array_index (ports, guint, i));
      if (port->space != NULL && !g_strv_contains ((const char *const *)ids, port->space))
        g_strv_builder_add (builder, port->space);
      wm_port_point (port, current_size (self), &x, &y);
      cx += x, cy += y;
    }
  /* A path neither of whose ends exists has no space to stand for it:
   * the path itself is selected, and the inspector shows it. */
  set_selection (self, g_strv_builder_end (builder),
                 n == 0 ? wm_map_overlay_path_named (side, text) : -1);
  g_array_append_vals (self->revealed_ports, ports->data, ports->len);
  /* A fitted view shows the whole side already; panning it, perhaps before
   * the canvas has its size, would only stop it fitting. */
  if (n == 0 || self->fitted || gtk_widget_get_width (GTK_WIDGET (self)) == 0)
    return;
  wm_map_canvas_to_widget (self, cx / n, cy / n, &wx, &wy);
  wm_map_canvas_pan (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 - wx,
                     gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - wy);
}

gboolean
wm_map_canvas_is_dragging_port (WmMapCanvas *self)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), FALSE);
  return self->drag == DRAG_PORT;
}

const GArray *
wm_map_canvas_get_revealed_ports (WmMapCanvas *self)
{
  g_return_val_if_fail (WM_IS_MAP_CANVAS (self), NULL);
  return self->revealed_ports;
}

/* ---- class ------------------------------------------------------------------------------ */

static void
wm_map_canvas_dispose (GObject *object)
{
  WmMapCanvas *self = WM_MAP_CANVAS (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_object (&self->links);
  g_clear_handle_id (&self->more_source, g_source_remove);
  G_OBJECT_CLASS (wm_map_canvas_parent_class)->dispose (object);
}

static void
wm_map_canvas_finalize (GObject *object)
{
  WmMapCanvas *self = WM_MAP_CANVAS (object);

  g_free (self->region);
  g_free (self->board_spec);
  g_free (self->fort_slot);
  g_free (self->path_type);
  g_free (self->hover);
  g_free (self->drag_space);
  g_clear_pointer (&self->lasso, g_array_unref);
  g_strfreev (self->selection);
  g_array_unref (self->revealed_ports);
  g_array_unref (self->stubs);
  forget_selected_path (self);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  g_clear_pointer (&self->previous, cairo_surface_destroy);
  g_free (self->tile_done);
  wm_map_damage_free (self->damage);
  wm_map_overlay_free (self->overlay);
  g_clear_pointer (&self->id_boxes, g_hash_table_unref);
  G_OBJECT_CLASS (wm_map_canvas_parent_class)->finalize (object);
}

static void
wm_map_canvas_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmMapCanvas *self = WM_MAP_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SNAP: g_value_set_boolean (value, self->snap); break;
    case PROP_DRAGGING_PORT:
      g_value_set_boolean (value, self->drag == DRAG_PORT);
      break;
    case PROP_PATH_TYPE: g_value_set_string (value, self->path_type); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_map_canvas_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  WmMapCanvas *self = WM_MAP_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SNAP: wm_map_canvas_set_snap (self, g_value_get_boolean (value)); break;
    case PROP_PATH_TYPE: wm_map_canvas_set_path_type (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_map_canvas_class_init (WmMapCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wm_map_canvas_dispose;
  object_class->finalize = wm_map_canvas_finalize;
  object_class->get_property = wm_map_canvas_get_property;
  object_class->set_property = wm_map_canvas_set_property;
  widget_class->snapshot = wm_map_canvas_snapshot;
  widget_class->size_allocate = wm_map_canvas_size_allocate;
  widget_class->state_flags_changed = wm_map_canvas_state_flags_changed;

  /* Whether new and moved spaces snap to the half-unit grid drawn. */
  properties[PROP_SNAP] = g_param_spec_boolean ("snap", NULL, NULL, TRUE,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  /* Whether a port is being dragged along the border (read-only). */
  properties[PROP_DRAGGING_PORT] = g_param_spec_boolean ("dragging-port", NULL, NULL, FALSE,
                                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The path type (an id) of new paths and ports: the toolbar's, and the
   * context menu's Connect To offers the types (canvas.path-type). */
  properties[PROP_PATH_TYPE] = g_param_spec_string ("path-type", NULL, NULL, "trail",
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                        | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SELECTION_CHANGED]
      = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 0);
  signals[TOOL_CHANGED] = g_signal_new ("tool-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* What an edit did, when the map alone does not show it plainly (a shore
   * added to a lake drawn far away): a toast, where "message" is a refusal. */
  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* An edit made in part (a lake made without the shores that cannot face
   * it): what was left out and what to do, kept in view as "message" is
   * rather than a toast that goes. */
  signals[WARNING] = g_signal_new ("warning", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "canvas.tool", "s", tool_action);
  gtk_widget_class_install_action (widget_class, "canvas.kind", "s", kind_action);
  gtk_widget_class_install_action (widget_class, "canvas.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "canvas.fit", NULL, fit_action);
  gtk_widget_class_install_action (widget_class, "canvas.select-all", NULL, select_all_action);
  gtk_widget_class_install_property_action (widget_class, "canvas.path-type", "path-type");
  gtk_widget_class_install_action (widget_class, "canvas.connect-to", "s", connect_to_action);
  gtk_widget_class_install_action (widget_class, "canvas.remove-path", "u", remove_path_action);
  /* Connect To's "No space left to connect": an explanation, disabled in
   * wm_map_canvas_init (), never activated. */
  gtk_widget_class_install_action (widget_class, "canvas.nothing-to-connect", NULL,
                                   nothing_to_connect_action);
  gtk_widget_class_set_css_name (widget_class, "wm-map-canvas");
}

static void
wm_map_canvas_init (WmMapCanvas *self)
{
  g_autoptr (GMenuModel) menu = NULL;

  self->zoom = 40;
  self->fitted = TRUE;
  self->snap = TRUE;
  self->selected_path = -1;
  self->hover_port = -1;
  self->revealed_ports = g_array_new (FALSE, FALSE, sizeof (guint));
  self->lasso = g_array_new (FALSE, FALSE, sizeof (double));
  self->stubs = g_array_new (FALSE, FALSE, sizeof (guint));
  self->path_type = g_strdup ("trail");
  self->overlay = wm_map_overlay_new ();
  self->damage = wm_map_damage_new ();
  self->links = g_menu_new ();
  menu = build_menu (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  self->menu = gtk_popover_menu_new_from_model (menu);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  g_signal_connect_swapped (self->menu, "closed", G_CALLBACK (menu_closed_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "canvas.nothing-to-connect", FALSE);
  add_controllers (self);
  update_accessible (self);
}

GtkWidget *
wm_map_canvas_new (void)
{
  return g_object_new (WM_TYPE_MAP_CANVAS, NULL);
}
