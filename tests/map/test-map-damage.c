/* Redrawing only what an edit changed (wm-map-damage.h): after each kind
 * of edit, and after its undo and redo, a rendered side repainted in the
 * damaged rectangle alone must equal a full render of the edited side
 * (give or take cairo's rounding of a few pixels); on the base game's
 * regions (towns, labels, lakes, ports) and on a dense grid. Without a
 * display. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-map-damage.h"
#include "wm-map-edits.h"

#define ZOOM 37.3
#define MARGIN 48

typedef struct
{
  WmDocument *doc;
  const char *region;
  int side;
  WmMapStyle style;
  cairo_surface_t *cache;
  WmMapDamage *damage;
  guint repaints;
  guint beside_lakes;
} Fixture;

static WmSide *
shown (Fixture *f)
{
  return wm_map_find_side (wm_document_get_variant (f->doc), f->region, f->side);
}

static WmRegion *
region (Fixture *f)
{
  return wm_variant_find_region (wm_document_get_variant (f->doc), f->region);
}

/* As the canvas does: the region at ZOOM with a margin round it. */
static cairo_t *
create (cairo_surface_t *surface)
{
  cairo_t *cr = cairo_create (surface);

  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, ZOOM, ZOOM);
  return cr;
}

static cairo_surface_t *
render_full (Fixture *f)
{
  int px = (int)ceil (region (f)->size * ZOOM) + 2 * MARGIN;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = create (surface);

  wm_render_region_side (cr, wm_document_get_variant (f->doc), region (f), shown (f), &f->style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
fixture_init (Fixture *f, WmDocument *doc, const char *region_id, int side)
{
  f->doc = doc;
  f->region = region_id;
  f->side = side;
  wm_map_style_init (&f->style);
  f->style.space_ids = TRUE;
  f->cache = render_full (f);
  f->damage = wm_map_damage_new ();
  wm_map_damage_reset (f->damage, wm_document_get_variant (doc), region (f), shown (f));
}

static void
fixture_clear (Fixture *f)
{
  cairo_surface_destroy (f->cache);
  wm_map_damage_free (f->damage);
}

/* The largest difference of a channel. */
static int
channel_difference (guint32 a, guint32 b)
{
  int most = 0;

  for (int shift = 0; shift < 32; shift += 8)
    most = MAX (most, ABS ((int)((a >> shift) & 0xff) - (int)((b >> shift) & 0xff)));
  return most;
}

/* Repaints the damage of the last change and compares with a full render. */
static void
check (Fixture *f, const char *what)
{
  cairo_surface_t *full;
  WmMapRect rect;
  guint differ = 0;
  int w, h, stride, worst = 0;

  if (wm_map_damage_update (f->damage, wm_document_get_variant (f->doc), region (f), shown (f),
                            &rect))
    {
      cairo_t *cr = create (f->cache);
      g_test_message ("%s: repaint %.2f %.2f – %.2f %.2f (px %.1f %.1f – %.1f %.1f)", what, rect.x0,
                      rect.y0, rect.x1, rect.y1, MARGIN + rect.x0 * ZOOM, MARGIN + rect.y0 * ZOOM,
                      MARGIN + rect.x1 * ZOOM, MARGIN + rect.y1 * ZOOM);
      wm_map_damage_repaint (cr, wm_document_get_variant (f->doc), region (f), shown (f), &f->style,
                             &rect);
      cairo_destroy (cr);
      cairo_surface_flush (f->cache);
      f->repaints++;
    }
  full = render_full (f);
  w = cairo_image_surface_get_width (full);
  h = cairo_image_surface_get_height (full);
  stride = cairo_image_surface_get_stride (full);
  g_assert_cmpint (w, ==, cairo_image_surface_get_width (f->cache));
  for (int y = 0; y < h; y++)
    {
      const guint32 *a = (const guint32 *)(cairo_image_surface_get_data (full) + y * stride);
      const guint32 *b = (const guint32 *)(cairo_image_surface_get_data (f->cache) + y * stride);
      for (int x = 0; x < w; x++)
        {
          int d = channel_difference (a[x], b[x]);
          if (d > worst)
            {
              worst = d;
              g_test_message ("%s: (%d, %d) is %08x, in a full render %08x", what, x, y, b[x],
                              a[x]);
            }
          if (d > 4)
            differ++;
        }
    }
  /* The next check starts from a full render: rounding does not add up. */
  cairo_surface_destroy (f->cache);
  f->cache = full;
  /* Cairo does not place a shape quite identically on a surface that
   * starts elsewhere (its fixed point rounds the same curve a little
   * differently), so a few pixels may differ a little; a stale or missing
   * element differs in many pixels and by far more. */
  if (differ > 0)
    g_test_message ("%s: %u pixels differ by more than 4 levels, at most %d", what, differ, worst);
  g_assert_cmpint (worst, <=, 32);
  g_assert_cmpuint (differ, <=, 64);
}

/* Each edit, then its undo and its redo, checked. */
static void
check_undo_redo (Fixture *f, const char *what)
{
  g_autofree char *undo = g_strconcat (what, ", undone", NULL);
  g_autofree char *redo = g_strconcat (what, ", redone", NULL);

  check (f, what);
  g_assert_true (wm_document_undo (f->doc, NULL));
  check (f, undo);
  g_assert_true (wm_document_redo (f->doc, NULL));
  check (f, redo);
}

/* The first free pair of directions joining @a and @b. */
static gboolean
connect_any (Fixture *f, const char *a, const char *b)
{
  for (int da = 0; da < WM_N_DIRS; da++)
    for (int db = 0; db < WM_N_DIRS; db++)
      if (wm_map_connect (f->doc, f->region, f->side, a, b, "trail", da, db, NULL))
        return TRUE;
  return FALSE;
}

static const char *
nth_space (Fixture *f, guint n)
{
  WmSide *side = shown (f);

  return ((WmSpace *)g_ptr_array_index (side->spaces, n % side->spaces->len))->id;
}

static gboolean
is_member (const WmLake *lake, const char *id)
{
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *members = k ? lake->islands : lake->shores;
      for (guint i = 0; i < members->len; i++)
        if (g_strcmp0 (((WmShore *)g_ptr_array_index (members, i))->space, id) == 0)
          return TRUE;
    }
  return FALSE;
}

/* A space that is no shore of an inland lake but near one of its shores:
 * it stops the lake's water short. */
static const char *
space_beside_lake (Fixture *f)
{
  WmSide *side = shown (f);

  for (guint l = 0; l < side->lakes->len; l++)
    {
      const WmLake *lake = g_ptr_array_index (side->lakes, l);
      for (guint i = 0; i < lake->shores->len; i++)
        {
          const WmSpace *shore
              = wm_side_find_space (side, ((WmShore *)g_ptr_array_index (lake->shores, i))->space);
          for (guint j = 0; shore != NULL && j < side->spaces->len; j++)
            {
              const WmSpace *q = g_ptr_array_index (side->spaces, j);
              if (!is_member (lake, q->id) && hypot (q->x - shore->x, q->y - shore->y) < 2.4)
                return q->id;
            }
        }
    }
  return NULL;
}

static void
run_edits (Fixture *f)
{
  g_autofree char *added = NULL;
  g_autofree char *a = g_strdup (nth_space (f, 3));
  g_autofree char *b = g_strdup (nth_space (f, 9));
  g_autofree char *c = g_strdup (nth_space (f, 14));
  const char *one[] = { a, NULL };
  const char *two[] = { b, c, NULL };
  WmSpace *sp;

  g_assert_true (wm_map_move_spaces (f->doc, f->region, f->side, one, 0.5, -0.5, NULL));
  check_undo_redo (f, "move");
  if (space_beside_lake (f) != NULL)
    {
      g_autofree char *id = g_strdup (space_beside_lake (f));
      const char *beside[] = { id, NULL };
      for (int k = 0; k < 4; k++)
        {
          g_assert_true (wm_map_move_spaces (f->doc, f->region, f->side, beside, k % 2 ? -0.5 : 0.5,
                                             k < 2 ? 0.5 : -0.5, NULL));
          check_undo_redo (f, "move beside a lake");
        }
      f->beside_lakes++;
    }
  g_assert_true (wm_map_move_spaces (f->doc, f->region, f->side, two, -1.5, 1, NULL));
  check_undo_redo (f, "move two");
  g_assert_true (
      wm_map_add_space (f->doc, f->region, f->side, 5.5, 5.5, WM_SPACE_TOWN, &added, NULL));
  check_undo_redo (f, "add");
  g_assert_true (connect_any (f, added, a));
  check_undo_redo (f, "connect");
  g_assert_true (wm_map_set_space (f->doc, f->region, f->side, added, WM_SPACE_PLAIN, NULL,
                                   "A long label by the river", NULL));
  check_undo_redo (f, "label");
  sp = wm_side_find_space (shown (f), b);
  g_assert_true (
      wm_map_add_port (f->doc, f->region, f->side, b, sp->x, 0, "trail", WM_DIR_NONE, NULL)
      || wm_map_add_port (f->doc, f->region, f->side, b, 0, sp->y, "trail", WM_DIR_NONE, NULL)
      || TRUE);
  check_undo_redo (f, "port");
  g_assert_true (
      wm_map_toggle_shore (f->doc, f->region, f->side, NULL, WM_CORNER_NW, c, TRUE, NULL));
  check_undo_redo (f, "corner island");
  g_assert_true (wm_map_delete_spaces (f->doc, f->region, f->side, two, NULL));
  check_undo_redo (f, "delete");
  g_assert_true (wm_map_delete_path (f->doc, f->region, f->side, 0, NULL));
  check_undo_redo (f, "delete path");
  g_assert_cmpuint (f->repaints, >, 20);
}

static void
test_base_regions (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *variant = wm_document_get_variant (doc);

  for (guint i = 0; i < MIN (variant->regions->len, 3); i++)
    for (int side = 0; side < 2; side++)
      {
        WmRegion *r = g_ptr_array_index (variant->regions, i);
        Fixture f = { 0 };
        if (r->sides[side] == NULL || r->sides[side]->spaces->len < 15)
          continue;
        g_test_message ("region %s side %c", r->id, "AB"[side]);
        fixture_init (&f, doc, r->id, side);
        run_edits (&f);
        fixture_clear (&f);
      }
}

/* 20 × 16 spaces a unit apart, joined right and down, some with labels. */
static void
build_grid (WmVariant *variant, gpointer data)
{
  WmRegion *region = wm_region_new ("grid", 20);
  WmSide *side = wm_side_new ('A');

  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 20; c++)
      {
        g_autofree char *id = g_strdup_printf ("g%d", r * 20 + c + 1);
        WmSpace *sp = wm_space_new (id, 0.5 + c * 0.95, 0.6 + r * 1.15,
                                    (r + c) % 7 == 0 ? WM_SPACE_SECRET : WM_SPACE_PLAIN);
        if ((r * 20 + c) % 13 == 0)
          sp->label = g_strdup ("Well");
        g_ptr_array_add (side->spaces, sp);
        if (c > 0)
          {
            g_autofree char *left = g_strdup_printf ("g%d", r * 20 + c);
            g_ptr_array_add (side->paths, wm_path_new (left, WM_DIR_E, id, WM_DIR_W, "trail"));
          }
        if (r > 0)
          {
            g_autofree char *up = g_strdup_printf ("g%d", (r - 1) * 20 + c + 1);
            g_ptr_array_add (side->paths, wm_path_new (up, WM_DIR_S, id, WM_DIR_N, "road"));
          }
      }
  /* A long id is printed beside its space too. */
  g_ptr_array_add (side->spaces, wm_space_new ("mill_by_the_river", 9.7, 9.9, WM_SPACE_PLAIN));
  region->sides[0] = side;
  g_ptr_array_add (variant->regions, region);
}

static void
test_grid (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  Fixture f = { 0 };

  g_assert_true (wm_document_edit (doc, "grid", build_grid, NULL, NULL));
  fixture_init (&f, doc, "grid", 0);
  run_edits (&f);
  {
    const char *mill[] = { "mill_by_the_river", NULL };
    g_assert_true (wm_map_move_spaces (doc, "grid", 0, mill, 1.5, 0.5, NULL));
    check_undo_redo (&f, "move a long id");
  }
  fixture_clear (&f);
}

/* An inland lake between two shores, and a space in its water's way. */
static void
build_lake (WmVariant *variant, gpointer data)
{
  WmRegion *region = wm_region_new ("lake", 12);
  WmSide *side = wm_side_new ('A');
  WmLake *lake = wm_lake_new ("l1", WM_CORNER_NONE);

  g_ptr_array_add (side->spaces, wm_space_new ("a", 3.5, 6, WM_SPACE_PLAIN));
  g_ptr_array_add (side->spaces, wm_space_new ("b", 8.5, 6.5, WM_SPACE_PLAIN));
  g_ptr_array_add (side->spaces, wm_space_new ("c", 6, 8.5, WM_SPACE_PLAIN));
  g_ptr_array_add (side->spaces, wm_space_new ("q", 5, 6.2, WM_SPACE_PLAIN));
  g_ptr_array_add (lake->shores, wm_shore_new ("a", WM_DIR_E));
  g_ptr_array_add (lake->shores, wm_shore_new ("b", WM_DIR_W));
  g_ptr_array_add (lake->shores, wm_shore_new ("c", WM_DIR_N));
  g_ptr_array_add (side->lakes, lake);
  region->sides[0] = side;
  g_ptr_array_add (variant->regions, region);
}

/* Moving a space that is no shore changes how far the lake's water
 * reaches: the whole lake is drawn again. */
static void
test_lake (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  const char *q[] = { "q", NULL };
  Fixture f = { 0 };

  g_assert_true (wm_document_edit (doc, "lake", build_lake, NULL, NULL));
  fixture_init (&f, doc, "lake", 0);
  g_assert_true (wm_map_move_spaces (doc, "lake", 0, q, 0, -2.5, NULL));
  check_undo_redo (&f, "a space out of the water's way");
  g_assert_true (wm_map_move_spaces (doc, "lake", 0, q, 1, 2.5, NULL));
  check_undo_redo (&f, "a space into the water's way");
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/damage/base-regions", test_base_regions);
  g_test_add_func ("/map/damage/grid", test_grid);
  g_test_add_func ("/map/damage/lake", test_lake);
  return g_test_run ();
}
