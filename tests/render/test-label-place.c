/* Where a map's small labels go (wm-label-place.h): the first free place
 * round a space, never over an icon, a way or a label placed before; on a
 * board, names keep off the neighbouring region's icons; on the base game's region sides,
 * space ids drawn beside towns, castles and secret slots leave the icons
 * untouched; on a game's board, names keep off the forts' weapon counts.
 * Without a display. */

#include <cairo.h>
#include <glib.h>
#include <math.h>
#include <string.h>

#include "wm-game.h"
#include "wm-label-place.h"
#include "wm-render-map.h"
#include "wm-variant-io.h"

/* ---- the geometry ------------------------------------------------------- */

static void
test_meets_disc (void)
{
  WmLabelBox box = { 0, 0, 2, 1 };

  g_assert_true (wm_label_box_meets_disc (&box, 1, 0.5, 0.1));    /* inside */
  g_assert_true (wm_label_box_meets_disc (&box, 2.3, 0.5, 0.4));  /* over the right side */
  g_assert_false (wm_label_box_meets_disc (&box, 2.5, 0.5, 0.5)); /* touching */
  /* off a corner: the corner is 0.5·√2 ≈ 0.71 away */
  g_assert_false (wm_label_box_meets_disc (&box, 2.5, 1.5, 0.7));
  g_assert_true (wm_label_box_meets_disc (&box, 2.5, 1.5, 0.72));
}

static void
test_boxes_meet (void)
{
  WmLabelBox a = { 0, 0, 1, 1 }, b = { 0.5, 0.5, 2, 2 }, c = { 1, 0, 2, 1 };

  g_assert_true (wm_label_boxes_meet (&a, &b));
  g_assert_true (wm_label_boxes_meet (&b, &a));
  g_assert_false (wm_label_boxes_meet (&a, &c)); /* sharing a side */
}

/* Every candidate keeps off the space's own icon, on the side it names. */
static void
test_candidates_clear_the_icon (void)
{
  for (WmLabelPlace place = 0; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox box = wm_label_candidate (place, 5, 5, 0.4, 0.6, 0.2);
      double cx = (box.x0 + box.x1) / 2, cy = (box.y0 + box.y1) / 2;

      g_assert_false (wm_label_box_meets_disc (&box, 5, 5, 0.4));
      g_assert_true (wm_label_box_meets_disc (&box, 5, 5, 0.41)); /* and no further */
      g_assert_cmpfloat_with_epsilon (box.x1 - box.x0, 0.6, 1e-9);
      g_assert_cmpfloat_with_epsilon (box.y1 - box.y0, 0.2, 1e-9);
      switch (place)
        {
        case WM_LABEL_ABOVE_LEFT:
          g_assert_true (cx < 5 && cy < 5);
          break;
        case WM_LABEL_ABOVE_RIGHT:
          g_assert_true (cx > 5 && cy < 5);
          break;
        case WM_LABEL_BELOW_RIGHT:
          g_assert_true (cx > 5 && cy > 5);
          break;
        case WM_LABEL_BELOW_LEFT:
          g_assert_true (cx < 5 && cy > 5);
          break;
        case WM_LABEL_LEFT:
          g_assert_true (cx < 5 && cy == 5);
          break;
        case WM_LABEL_RIGHT:
          g_assert_true (cx > 5 && cy == 5);
          break;
        case WM_LABEL_ABOVE:
          g_assert_true (cx == 5 && cy < 5);
          break;
        case WM_LABEL_BELOW:
          g_assert_true (cx == 5 && cy > 5);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

static WmLabelObstacle
box_obstacle (double x0, double y0, double x1, double y1, double weight)
{
  return (WmLabelObstacle){ .shape = WM_LABEL_OBSTACLE_BOX,
                            .box = { x0, y0, x1, y1 },
                            .weight = weight };
}

/* A field round (5, 5) holding the @n @obstacles. */
static WmLabelField *
field_of (const WmLabelObstacle *obstacles, guint n)
{
  WmLabelField *field = wm_label_field_new (0, 0, 10, 10);

  for (guint i = 0; i < n; i++)
    wm_label_field_add (field, &obstacles[i]);
  return field;
}

#define DISC WM_LABEL_OBSTACLE_DISC

typedef struct
{
  const char *name;
  WmLabelObstacle obstacles[8];
  guint n;
  WmLabelPlace expected;
} PlaceCase;

/* A space at (5, 5) whose icon reaches 0.35, a 0.4 × 0.2 label. */
static const PlaceCase place_cases[] = {
  { "free", { { 0 } }, 0, WM_LABEL_ABOVE_LEFT },
  /* the own icon is no obstacle to its candidates */
  { "own-icon",
    { { .shape = DISC, .x = 5, .y = 5, .r = 0.35, .weight = 100 } },
    1,
    WM_LABEL_ABOVE_LEFT },
  /* r1's s11: a space above left of a castle; the id goes above right */
  { "castle-above-left",
    { { .shape = DISC, .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 } },
    1,
    WM_LABEL_ABOVE_RIGHT },
  { "both-above",
    { { .shape = DISC, .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 },
      { .shape = DISC, .x = 5.7, .y = 4.5, .r = 0.385, .weight = 100 } },
    2,
    WM_LABEL_BELOW_RIGHT },
  /* a town's name placed before, over the place above right */
  { "label-above-right",
    { { .shape = DISC, .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 },
      { .shape = WM_LABEL_OBSTACLE_BOX, .box = { 5.2, 4.3, 6.4, 4.7 }, .weight = 5 } },
    2,
    WM_LABEL_BELOW_RIGHT },
};

static void
test_place (gconstpointer data)
{
  const PlaceCase *c = data;
  g_autoptr (WmLabelField) field = field_of (c->obstacles, c->n);
  WmLabelBox placed;
  WmLabelPlace place = wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0, &placed);

  g_assert_cmpint (place, ==, c->expected);
  for (guint i = 0; i < c->n; i++)
    if (c->obstacles[i].shape == DISC && c->obstacles[i].x != 5)
      g_assert_false (wm_label_box_meets_disc (&placed, c->obstacles[i].x, c->obstacles[i].y,
                                               c->obstacles[i].r));
}

/* Nowhere free: the place whose obstacles weigh least, so a label covers
 * a name or a plain space before a slot's icon. */
static void
test_place_least_covered (void)
{
  WmLabelObstacle ring[WM_LABEL_N_PLACES];
  WmLabelBox placed, left;
  WmLabelField *field;

  /* a heavy obstacle on every place, a light one on the left */
  for (WmLabelPlace place = 0; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox b = wm_label_candidate (place, 5, 5, 0.35, 0.4, 0.2);
      ring[place] = box_obstacle (b.x0 + 0.1, b.y0 + 0.05, b.x1 - 0.1, b.y1 - 0.05,
                                  place == WM_LABEL_LEFT ? 5 : 100);
    }
  field = field_of (ring, G_N_ELEMENTS (ring));
  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0, &placed), ==, WM_LABEL_LEFT);
  wm_label_field_free (field);
  left = wm_label_candidate (WM_LABEL_LEFT, 5, 5, 0.35, 0.4, 0.2);
  g_assert_cmpfloat (placed.x0, ==, left.x0);
  g_assert_cmpfloat (placed.y0, ==, left.y0);
  /* all alike: the first in the order */
  ring[WM_LABEL_LEFT].weight = 100;
  field = field_of (ring, G_N_ELEMENTS (ring));
  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0, &placed), ==,
                   WM_LABEL_ABOVE_LEFT);
  wm_label_field_free (field);
}

/* Two names that only touch count as meeting once a gap is asked for:
 * "Lancia" and "Querciacava" side by side read as one word. Discs are
 * met by the box itself, so a label still sits close to its own icon. */
static void
test_covered_weight_gap (void)
{
  WmLabelObstacle obstacles[] = {
    { .shape = WM_LABEL_OBSTACLE_BOX, .box = { 2, 0, 3, 1 }, .weight = 10 },
    { .shape = DISC, .x = 0.5, .y = 1.45, .r = 0.4, .weight = 100 },
  };
  WmLabelBox box = { 0, 0, 1.95, 1 };
  WmLabelField *field = field_of (obstacles, 2);

  g_assert_cmpfloat (wm_label_field_covered_weight (field, &box, 0), ==, 0);
  g_assert_cmpfloat (wm_label_field_covered_weight (field, &box, 0.08), ==, 10);
  wm_label_field_free (field);
  obstacles[1].r = 0.46;
  field = field_of (obstacles, 2);
  g_assert_cmpfloat (wm_label_field_covered_weight (field, &box, 0), ==, 100);
  wm_label_field_free (field);
}

/* A way's piece against a box: across it, past a corner within the
 * way's width, alongside it, short of it. */
static void
test_meets_segment (void)
{
  WmLabelBox box = { 0, 0, 2, 1 };

  g_assert_true (wm_label_box_meets_segment (&box, -1, 0.5, 3, 0.5, 0));  /* straight across */
  g_assert_true (wm_label_box_meets_segment (&box, 1, -1, 1, 2, 0));      /* up and down */
  g_assert_true (wm_label_box_meets_segment (&box, 0.5, 0.5, 1, 0.6, 0)); /* wholly inside */
  g_assert_true (wm_label_box_meets_segment (&box, -1, 1.5, 0.5, -0.5, 0)); /* over a corner */
  g_assert_false (wm_label_box_meets_segment (&box, -1, 0.2, -0.5, 3, 0)); /* short of it */
  g_assert_false (wm_label_box_meets_segment (&box, -1, 1.2, 3, 1.2, 0.1)); /* alongside */
  g_assert_true (wm_label_box_meets_segment (&box, -1, 1.2, 3, 1.2, 0.25)); /* a wide way */
  /* the diagonal just off the corner (2, 1): 0.35 away */
  g_assert_false (wm_label_box_meets_segment (&box, 2, 1.7, 2.7, 1, 0.3));
  g_assert_true (wm_label_box_meets_segment (&box, 2, 1.7, 2.7, 1, 0.4));
}

/* The field finds what a plain sum over every obstacle finds, wherever
 * obstacles and boxes lie, those beyond its extent and those in several
 * of its cells among them, and each obstacle counts once. */
static void
test_field_matches_every_obstacle (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (WmLabelField) field = wm_label_field_new (0, 0, 12, 12);
  WmLabelObstacle obstacles[600];

  for (guint i = 0; i < G_N_ELEMENTS (obstacles); i++)
    {
      WmLabelObstacle *o = &obstacles[i];
      double x = g_rand_double_range (rand, -3, 15), y = g_rand_double_range (rand, -3, 15);
      o->shape = i % 3;
      o->x = x, o->y = y, o->r = g_rand_double_range (rand, 0.05, 0.6);
      o->x2 = x + g_rand_double_range (rand, -3, 3), o->y2 = y + g_rand_double_range (rand, -3, 3);
      o->box = (WmLabelBox){ x, y, x + g_rand_double_range (rand, 0.1, 2.5),
                             y + g_rand_double_range (rand, 0.1, 0.5) };
      o->weight = 1 + i % 7;
      wm_label_field_add (field, o);
    }
  for (int k = 0; k < 400; k++)
    {
      double x = g_rand_double_range (rand, -2, 14), y = g_rand_double_range (rand, -2, 14);
      WmLabelBox box = { x, y, x + g_rand_double_range (rand, 0.1, 3), y + 0.3 };
      WmLabelBox grown = { box.x0 - 0.08, box.y0 - 0.08, box.x1 + 0.08, box.y1 + 0.08 };
      double expected = 0;

      for (guint i = 0; i < G_N_ELEMENTS (obstacles); i++)
        {
          const WmLabelObstacle *o = &obstacles[i];
          gboolean met = o->shape == WM_LABEL_OBSTACLE_DISC
                             ? wm_label_box_meets_disc (&box, o->x, o->y, o->r)
                         : o->shape == WM_LABEL_OBSTACLE_SEGMENT
                             ? wm_label_box_meets_segment (&box, o->x, o->y, o->x2, o->y2, o->r)
                             : wm_label_boxes_meet (&grown, &o->box);
          expected += met ? o->weight : 0;
        }
      g_assert_cmpfloat (wm_label_field_covered_weight (field, &box, 0.08), ==, expected);
    }
  /* a space of a file edited by hand a long way off, or nowhere */
  {
    WmLabelObstacle far = { .shape = WM_LABEL_OBSTACLE_DISC, .x = 1e300, .y = -1e300, .r = 1,
                            .weight = 1000 };
    WmLabelObstacle nowhere = { .shape = WM_LABEL_OBSTACLE_DISC, .x = NAN, .y = 1, .r = 1,
                                .weight = 1000 };
    WmLabelBox there = { 1e300 - 1, -1e300 - 1, 1e300 + 1, -1e300 + 1 };
    WmLabelBox lost = { NAN, NAN, NAN, NAN };

    wm_label_field_add (field, &far);
    wm_label_field_add (field, &nowhere);
    g_assert_cmpfloat (wm_label_field_covered_weight (field, &there, 0), ==, 1000);
    g_assert_cmpfloat (wm_label_field_covered_weight (field, &lost, 0), ==, 0);
  }
}

/* A way across the first place moves a label on; so does a label placed
 * there before. */
static void
test_place_off_ways_and_labels (void)
{
  g_autoptr (WmLabelField) field = wm_label_field_new (0, 0, 10, 10);
  WmLabelObstacle way = { .shape = WM_LABEL_OBSTACLE_SEGMENT,
                          .x = 5, .y = 5, .x2 = 3, .y2 = 3, .r = 0.15, .weight = 2 };
  WmLabelBox placed, first;

  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0.04, &first), ==,
                   WM_LABEL_ABOVE_LEFT);
  wm_label_field_add (field, &way); /* north-west, over above left */
  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0.04, &placed), ==,
                   WM_LABEL_ABOVE_RIGHT);
  wm_label_field_add_box (field, &placed, 10);
  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0.04, &placed), ==,
                   WM_LABEL_BELOW_RIGHT);
  /* nowhere free: the way weighs less than a label */
  for (WmLabelPlace place = WM_LABEL_BELOW_RIGHT; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox b = wm_label_candidate (place, 5, 5, 0.35, 0.4, 0.2);
      wm_label_field_add_box (field, &b, 10);
    }
  g_assert_cmpint (wm_label_place (field, 5, 5, 0.35, 0.4, 0.2, 0.04, &placed), ==,
                   WM_LABEL_ABOVE_LEFT);
}

/* A box moves as little as puts it inside the bounds, along each axis
 * apart; one larger than the bounds along an axis stays there. */
static void
test_keep_inside (void)
{
  const WmLabelBox bounds = { 0, 0, 10, 10 };
  WmLabelBox inside = { 2, 2, 4, 3 }, right = { 9, 4, 11.5, 4.5 }, corner = { -1, -0.5, 1, 0 };
  WmLabelBox wide = { 8, 9.8, 20, 10.2 };

  g_assert_false (wm_label_box_keep_inside (&inside, &bounds));
  g_assert_cmpfloat (inside.x0, ==, 2);
  g_assert_true (wm_label_box_keep_inside (&right, &bounds));
  g_assert_cmpfloat_with_epsilon (right.x0, 7.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (right.x1, 10, 1e-9);
  g_assert_cmpfloat (right.y0, ==, 4);
  g_assert_true (wm_label_box_keep_inside (&corner, &bounds));
  g_assert_cmpfloat_with_epsilon (corner.x0, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (corner.y0, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (corner.y1, 0.5, 1e-9);
  /* too wide: cut wherever it goes, so it stays across; moved down */
  g_assert_true (wm_label_box_keep_inside (&wide, &bounds));
  g_assert_cmpfloat (wide.x0, ==, 8);
  g_assert_cmpfloat_with_epsilon (wide.y1, 10, 1e-9);
}

/* In a field with bounds, a space at its right edge: the first place
 * (above left) is taken where it is free; with a label over the places
 * on the left, those on the right slid inside meet the space's own icon
 * but the one above, slid left until it ends at the edge, does not, and
 * is taken; without bounds the field takes above right, past the edge,
 * as it did. */
static void
test_place_inside_bounds (void)
{
  g_autoptr (WmLabelField) field = wm_label_field_new (0, 0, 10, 10);
  WmLabelObstacle icon = { .shape = DISC, .x = 9.6, .y = 5, .r = 0.35, .weight = 100 };
  WmLabelBox placed, left = { 6, 4, 8.4, 6 };

  wm_label_field_add (field, &icon);
  wm_label_field_set_bounds (field, &(WmLabelBox){ 0, 0, 10, 10 });
  g_assert_cmpint (wm_label_place (field, 9.6, 5, 0.36, 1.5, 0.2, 0.04, &placed), ==,
                   WM_LABEL_ABOVE_LEFT);
  g_assert_cmpfloat (placed.x1, <=, 10);
  wm_label_field_add_box (field, &left, 10);
  g_assert_cmpint (wm_label_place (field, 9.6, 5, 0.36, 1.5, 0.2, 0.04, &placed), ==,
                   WM_LABEL_ABOVE);
  g_assert_cmpfloat_with_epsilon (placed.x1, 10, 1e-9);
  g_assert_false (wm_label_box_meets_disc (&placed, 9.6, 5, 0.35));
  wm_label_field_set_bounds (field, NULL);
  g_assert_cmpint (wm_label_place (field, 9.6, 5, 0.36, 1.5, 0.2, 0.04, &placed), ==,
                   WM_LABEL_ABOVE_RIGHT);
  g_assert_cmpfloat (placed.x1, >, 10);
}

/* ---- the base game's region sides ------------------------------------- */

#define PX_PER_UNIT 60

static cairo_surface_t *
render_side (const WmVariant *variant, const WmRegion *region, const WmSide *side, gboolean ids)
{
  int px = (int)ceil (region->size * PX_PER_UNIT);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  WmMapStyle style;

  wm_map_style_init (&style);
  style.space_ids = ids;
  cairo_scale (cr, PX_PER_UNIT, PX_PER_UNIT);
  wm_render_region_side (cr, variant, region, side, &style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How far from its centre a slot's icon is drawn (wm-render-map.c: a
 * town's shape by its inscribed circle, with its outline), and two pixels
 * more: ids keep that clear of icons rather than touch them. 0 for plain
 * spaces and islands. */
static double
slot_radius (const WmSpace *sp)
{
  double margin = 2.0 / PX_PER_UNIT;

  switch (sp->kind)
    {
    case WM_SPACE_TOWN:
      return 0.44 * 0.85 + 0.035 + margin;
    case WM_SPACE_CASTLE:
      return 0.36 + 0.025 + margin;
    case WM_SPACE_SECRET:
      return 0.30 + 0.035 + margin;
    default:
      return 0;
    }
}

/* Drawing the ids changes no pixel of a slot's icon: a pixel that differs
 * from the side drawn without ids lies outside every slot. */
static void
test_base_ids_off_icons (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autofree char *covered = NULL;

  g_assert_nonnull (variant);
  for (guint r = 0; r < variant->regions->len; r++)
    for (int s = 0; s < 2; s++)
      {
        const WmRegion *region = g_ptr_array_index (variant->regions, r);
        const WmSide *side = region->sides[s];
        cairo_surface_t *with, *without;
        int n, stride;
        const guint8 *a, *b;

        if (side == NULL)
          continue;
        with = render_side (variant, region, side, TRUE);
        without = render_side (variant, region, side, FALSE);
        n = cairo_image_surface_get_width (with);
        stride = cairo_image_surface_get_stride (with);
        a = cairo_image_surface_get_data (with), b = cairo_image_surface_get_data (without);
        for (guint i = 0; i < side->spaces->len; i++)
          {
            const WmSpace *sp = g_ptr_array_index (side->spaces, i);
            double radius = slot_radius (sp) * PX_PER_UNIT;
            int x0 = MAX (0, (int)floor (sp->x * PX_PER_UNIT - radius));
            int y0 = MAX (0, (int)floor (sp->y * PX_PER_UNIT - radius));
            int x1 = MIN (n - 1, (int)ceil (sp->x * PX_PER_UNIT + radius));
            int y1 = MIN (n - 1, (int)ceil (sp->y * PX_PER_UNIT + radius));

            for (int y = y0; radius > 0 && y <= y1; y++)
              for (int x = x0; x <= x1; x++)
                {
                  double dx = x + 0.5 - sp->x * PX_PER_UNIT, dy = y + 0.5 - sp->y * PX_PER_UNIT;
                  const guint32 *pa = (const guint32 *)(a + y * stride) + x;
                  const guint32 *pb = (const guint32 *)(b + y * stride) + x;
                  if (hypot (dx, dy) < radius && *pa != *pb && covered == NULL)
                    covered = g_strdup_printf ("%s side %c: an id covers %s at pixel (%d, %d)",
                                               region->id, side->id, sp->id, x, y);
                }
          }
        cairo_surface_destroy (with);
        cairo_surface_destroy (without);
      }
  g_assert_cmpstr (covered, ==, NULL);
}

/* ---- purpose-built sides ------------------------------------------------ */

static WmSpace *
new_space (const char *id, double x, double y, WmSpaceKind kind, const char *town,
           const char *label)
{
  WmSpace *sp = wm_space_new (id, x, y, kind);

  sp->town = g_strdup (town), sp->label = g_strdup (label);
  return sp;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSide, wm_side_free)

static const WmSpace *
side_space (const WmSide *side, const char *id)
{
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (strcmp (sp->id, id) == 0)
        return sp;
    }
  g_assert_not_reached ();
}

static void
log_labels (const GArray *labels)
{
  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
      g_test_message ("%s %s: (%.3f, %.3f)–(%.3f, %.3f)", l->is_id ? "id" : "name", l->space,
                      l->x0, l->y0, l->x1, l->y1);
    }
}

/* Half the widest way a label keeps off (a road's casing). */
#define ROAD_HALF_WIDTH 0.13

/* Two close spaces and straight roads: s4's road to the north-west runs
 * over the place its id would take first, so the id goes above right,
 * where s5's id, next in the side's order, would go first too. Every
 * label keeps off every road, every icon and every other label. */
static void
test_side_labels_off_ways_and_each_other (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  const WmRegion *region = g_ptr_array_index (variant->regions, 0);
  g_autoptr (WmSide) side = wm_side_new ('A');
  g_autoptr (GArray) labels = NULL;
  WmMapStyle style;

  g_ptr_array_add (side->spaces, new_space ("s3", 6, 6, WM_SPACE_PLAIN, NULL, NULL));
  g_ptr_array_add (side->spaces, new_space ("s4", 7, 7, WM_SPACE_PLAIN, NULL, "Ford"));
  g_ptr_array_add (side->spaces, new_space ("s5", 7.85, 7, WM_SPACE_PLAIN, NULL, NULL));
  g_ptr_array_add (side->spaces, new_space ("s6", 7.85, 9, WM_SPACE_PLAIN, NULL, NULL));
  /* straight: each end leaves towards the other */
  g_ptr_array_add (side->paths, wm_path_new ("s4", WM_DIR_NW, "s3", WM_DIR_SE, "road"));
  g_ptr_array_add (side->paths, wm_path_new ("s5", WM_DIR_S, "s6", WM_DIR_N, "road"));
  wm_map_style_init (&style);
  style.space_ids = TRUE;
  labels = wm_render_region_side_labels (variant, region, side, &style);
  log_labels (labels);
  g_assert_cmpuint (labels->len, ==, 5); /* a name and four ids */
  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
      WmLabelBox box = { l->x0, l->y0, l->x1, l->y1 };

      for (guint j = 0; j < side->paths->len; j++)
        {
          const WmPath *path = g_ptr_array_index (side->paths, j);
          const WmSpace *a = side_space (side, path->a), *b = side_space (side, path->b);
          if (wm_label_box_meets_segment (&box, a->x, a->y, b->x, b->y, ROAD_HALF_WIDTH))
            g_error ("the %s of %s lies across the road %s–%s", l->is_id ? "id" : "name",
                     l->space, path->a, path->b);
        }
      for (guint j = 0; j < side->spaces->len; j++)
        {
          const WmSpace *sp = g_ptr_array_index (side->spaces, j);
          g_assert_false (wm_label_box_meets_disc (&box, sp->x, sp->y, 0.3));
        }
      for (guint j = 0; j < i; j++)
        {
          const WmRenderLabel *m = &g_array_index (labels, WmRenderLabel, j);
          WmLabelBox other = { m->x0, m->y0, m->x1, m->y1 };
          if (wm_label_boxes_meet (&box, &other))
            g_error ("the %s of %s lies over the %s of %s", l->is_id ? "id" : "name", l->space,
                     m->is_id ? "id" : "name", m->space);
        }
    }
}

/* A designer's long names on spaces at the side's edges, each with a
 * town beside it on the side away from the edge, which a name must not
 * cover: a town at the right edge, a castle at the left edge giving out
 * a long-named weapon, a town in the top left corner. Each name lies
 * inside the side, where a sheet, the editor's canvas and a PNG show it
 * whole (the first two ran past the edge, cut), and off every icon. */
static void
test_long_names_inside_the_side (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  WmRegion *region = wm_variant_find_region (variant, "r1");
  const WmTown *town[4];
  WmWeaponType *weapon = wm_variant_find_weapon_type (variant, region->fort_weapon);
  const char *lang = wm_variant_fallback_language (variant);
  g_autoptr (WmSide) side = wm_side_new ('A');
  g_autoptr (GArray) labels = NULL;
  double size = region->size;
  guint names = 0;

  for (guint i = 0; i < G_N_ELEMENTS (town); i++)
    town[i] = g_ptr_array_index (variant->towns, i);
  wm_text_set (&((WmTown *)town[0])->name, lang, "Saint Margaret upon the Greater Millbrook");
  wm_text_set (&((WmTown *)town[1])->name, lang, "Upper Harrowgate Crossing");
  wm_text_set (&weapon->name, lang, "Two-handed longsword of the border watch");
  g_ptr_array_add (side->spaces,
                   new_space ("t1", size - 0.5, 6, WM_SPACE_TOWN, town[0]->id, NULL));
  g_ptr_array_add (side->spaces,
                   new_space ("t3", size - 2.4, 6, WM_SPACE_TOWN, town[2]->id, NULL));
  g_ptr_array_add (side->spaces, new_space ("c1", 0.45, 9, WM_SPACE_CASTLE, NULL, NULL));
  g_ptr_array_add (side->spaces, new_space ("t4", 2.3, 9, WM_SPACE_TOWN, town[3]->id, NULL));
  g_ptr_array_add (side->spaces, new_space ("t2", 0.45, 0.45, WM_SPACE_TOWN, town[1]->id, NULL));
  g_ptr_array_add (side->spaces, new_space ("p5", 1.9, 0.45, WM_SPACE_PLAIN, NULL, NULL));
  g_ptr_array_add (side->spaces, new_space ("p6", 0.45, 1.9, WM_SPACE_PLAIN, NULL, NULL));
  g_ptr_array_add (side->paths, wm_path_new ("t1", WM_DIR_W, "t3", WM_DIR_E, "road"));
  g_ptr_array_add (side->paths, wm_path_new ("c1", WM_DIR_E, "t4", WM_DIR_W, "road"));
  g_ptr_array_add (side->paths, wm_path_new ("t2", WM_DIR_E, "p5", WM_DIR_W, "road"));
  g_ptr_array_add (side->paths, wm_path_new ("t2", WM_DIR_S, "p6", WM_DIR_N, "road"));
  labels = wm_render_region_side_labels (variant, region, side, NULL);
  log_labels (labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const WmRenderLabel *l = &g_array_index (labels, WmRenderLabel, i);
      WmLabelBox box = { l->x0, l->y0, l->x1, l->y1 };

      if (l->is_id)
        continue;
      names++;
      if (l->x0 < 0 || l->y0 < 0 || l->x1 > size || l->y1 > size)
        g_error ("the name of %s, (%.2f, %.2f)–(%.2f, %.2f), runs past the edge of the %g-unit "
                 "side",
                 l->space, l->x0, l->y0, l->x1, l->y1, size);
      for (guint j = 0; j < side->spaces->len; j++)
        {
          const WmSpace *sp = g_ptr_array_index (side->spaces, j);
          if (wm_label_box_meets_disc (&box, sp->x, sp->y, 0.3))
            g_error ("the name of %s lies over %s", l->space, sp->id);
        }
    }
  g_assert_cmpuint (names, ==, 5);
  /* to look at: WM_SHOT_DIR/label-place-long-names.png */
  if (g_getenv ("WM_SHOT_DIR") != NULL)
    {
      g_autofree char *png = g_build_filename (g_getenv ("WM_SHOT_DIR"),
                                               "label-place-long-names.png", NULL);
      cairo_surface_t *surface = render_side (variant, region, side, TRUE);

      g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
}

/* Where the board puts the side's point (@x, @y) of the cell @i (of
 * @cols, each @cs wide) turned @quarters clockwise about its centre. */
static void
board_point (int i, int cols, double cs, double size, int quarters, double x, double y,
             double *bx, double *by)
{
  double t = quarters * G_PI / 2, dx = x - size / 2, dy = y - size / 2;

  *bx = (i % cols + 0.5) * cs + dx * cos (t) - dy * sin (t);
  *by = (i / cols + 0.5) * cs + dx * sin (t) + dy * cos (t);
}

/* Two regions side by side: a town just across the border, on the right
 * cell, reaches over the place the left cell's name would take first
 * (below its space, inside its own tile). The name keeps off the town's
 * shape all the same, turned or not. */
static void
test_board_names_see_the_neighbour (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  const WmRegion *r1 = wm_variant_find_region (variant, "r1");
  const WmRegion *r2 = wm_variant_find_region (variant, "r2");
  const WmTown *town = g_ptr_array_index (variant->towns, 0);
  g_autoptr (WmSide) left = wm_side_new ('A'), right = wm_side_new ('A');
  double cs = wm_render_board_cell_size (variant), size = r1->size;

  g_ptr_array_add (left->spaces, new_space ("a", size - 0.4, 6, WM_SPACE_PLAIN, NULL, "Ox"));
  g_ptr_array_add (right->spaces, new_space ("b", 0.3, 6.6, WM_SPACE_TOWN, town->id, NULL));
  for (int quarters = 0; quarters < 4; quarters += 2)
    {
      /* the right cell turned half round puts b at its other side: the
       * left cell's is turned with it to keep them neighbours */
      WmBoardCell cells[2] = { { r1, left, 0 }, { r2, right, 0 } };
      g_autoptr (GArray) labels = NULL;
      const WmRenderLabel *name = NULL;
      double bx, by;

      if (quarters == 2)
        {
          g_ptr_array_remove_index (left->spaces, 0);
          g_ptr_array_remove_index (right->spaces, 0);
          g_ptr_array_add (left->spaces,
                           new_space ("a", 0.4, size - 6, WM_SPACE_PLAIN, NULL, "Ox"));
          g_ptr_array_add (right->spaces,
                           new_space ("b", size - 0.3, size - 6.6, WM_SPACE_TOWN, town->id, NULL));
          cells[0] = (WmBoardCell){ r1, left, 2 }, cells[1] = (WmBoardCell){ r2, right, 2 };
        }
      labels = wm_render_board_labels (variant, cells, 2, 1, NULL);
      log_labels (labels);
      for (guint i = 0; i < labels->len; i++)
        if (strcmp (g_array_index (labels, WmRenderLabel, i).space, "a") == 0)
          name = &g_array_index (labels, WmRenderLabel, i);
      g_assert_nonnull (name);
      /* on the left cell, near its space */
      board_point (0, 2, cs, size, quarters, ((WmSpace *)left->spaces->pdata[0])->x,
                   ((WmSpace *)left->spaces->pdata[0])->y, &bx, &by);
      g_assert_cmpfloat (fabs ((name->x0 + name->x1) / 2 - bx), <, 1.5);
      g_assert_cmpfloat (fabs ((name->y0 + name->y1) / 2 - by), <, 1.5);
      /* off the town's shape (a side A town is drawn 1.2 times TOWN_R) */
      board_point (1, 2, cs, size, quarters, ((WmSpace *)right->spaces->pdata[0])->x,
                   ((WmSpace *)right->spaces->pdata[0])->y, &bx, &by);
      g_assert_false (wm_label_box_meets_disc (&(WmLabelBox){ name->x0, name->y0, name->x1,
                                                              name->y1 },
                                               bx, by, 0.44 * 1.2));
    }
}

/* ---- a game's board ------------------------------------------------------ */

typedef struct
{
  guint64 seed;
  int players;
  const char *lang;
} BoardCase;

/* The review's boards: seed 93312 put the count over "Lance", 61488 over
 * "Spada" and against "Lancia". */
static const BoardCase board_cases[] = {
  { 93312, 3, "en" }, { 93312, 3, "it" }, { 61488, 3, "en" },
  { 61488, 3, "it" }, { 11, 4, "de" },    { 47096, 2, "de" },
};

static cairo_surface_t *
render_board (const WmMap *map, const char *lang, gboolean labels)
{
  int w = (int)ceil (map->arrangement->cols * map->cell_size * PX_PER_UNIT);
  int h = (int)ceil (map->arrangement->rows * map->cell_size * PX_PER_UNIT);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  WmMapStyle style;

  wm_map_style_init (&style);
  style.lang = lang;
  style.labels = labels;
  style.game_tokens = TRUE;
  cairo_scale (cr, PX_PER_UNIT, PX_PER_UNIT);
  wm_render_map (cr, map, &style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The first pixel within @r map units of (@x, @y) that differs between
 * @a and @b, as "(x, y)"; NULL for none. */
static char *
first_difference (cairo_surface_t *a, cairo_surface_t *b, double x, double y, double r)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *da = cairo_image_surface_get_data (a), *db = cairo_image_surface_get_data (b);
  double cx = x * PX_PER_UNIT, cy = y * PX_PER_UNIT, rp = r * PX_PER_UNIT;

  for (int py = MAX (0, (int)floor (cy - rp)); py <= MIN (h - 1, (int)ceil (cy + rp)); py++)
    for (int px = MAX (0, (int)floor (cx - rp)); px <= MIN (w - 1, (int)ceil (cx + rp)); px++)
      {
        const guint32 *pa = (const guint32 *)(da + py * stride) + px;
        const guint32 *pb = (const guint32 *)(db + py * stride) + px;
        if (hypot (px + 0.5 - cx, py + 0.5 - cy) < rp && *pa != *pb)
          return g_strdup_printf ("(%d, %d)", px, py);
      }
  return NULL;
}

/* With a game's tokens on top, no name is drawn under a fort's weapon
 * count or an inn's mark: the labels change no pixel where they lie. */
static void
test_board_names_off_tokens (gconstpointer data)
{
  const BoardCase *c = data;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  cairo_surface_t *with, *without;
  const WmMap *map;
  WmGameSetup setup;
  int forts = 0;

  wm_game_setup_init (&setup, variant, c->players);
  setup.seed = c->seed;
  game = wm_game_new (variant, &setup, &error);
  g_assert_no_error (error);
  map = wm_game_map (game);
  with = render_board (map, c->lang, TRUE);
  without = render_board (map, c->lang, FALSE);
  for (int i = 0; i < map->n_spaces; i++)
    {
      const WmMapSpace *sp = &map->spaces[i];
      g_autofree char *covered = NULL;

      if (sp->place == WM_PLACE_FORT)
        {
          covered
              = first_difference (with, without, sp->x + WM_RENDER_FORT_COUNT_DX,
                                  sp->y + WM_RENDER_FORT_COUNT_DY, WM_RENDER_FORT_COUNT_R * 1.06);
          forts++;
        }
      else if (sp->place == WM_PLACE_INN)
        covered = first_difference (with, without, sp->x + WM_RENDER_INN_MARK_DX,
                                    sp->y + WM_RENDER_INN_MARK_DY, WM_RENDER_INN_MARK_R * 1.06);
      if (covered != NULL)
        {
          g_autofree char *name = wm_map_space_name (map, i);
          g_test_message ("seed %" G_GUINT64_FORMAT " (%s): a name lies under the token of %s",
                          c->seed, c->lang, name);
          g_assert_cmpstr (covered, ==, NULL);
        }
    }
  g_assert_cmpint (forts, >, 0);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/label-place/meets-disc", test_meets_disc);
  g_test_add_func ("/render/label-place/boxes-meet", test_boxes_meet);
  g_test_add_func ("/render/label-place/candidates-clear-the-icon", test_candidates_clear_the_icon);
  for (guint i = 0; i < G_N_ELEMENTS (place_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/label-place/place/%s", place_cases[i].name);
      g_test_add_data_func (path, &place_cases[i], test_place);
    }
  g_test_add_func ("/render/label-place/least-covered", test_place_least_covered);
  g_test_add_func ("/render/label-place/covered-weight-gap", test_covered_weight_gap);
  g_test_add_func ("/render/label-place/meets-segment", test_meets_segment);
  g_test_add_func ("/render/label-place/field-matches-every-obstacle",
                   test_field_matches_every_obstacle);
  g_test_add_func ("/render/label-place/off-ways-and-labels", test_place_off_ways_and_labels);
  g_test_add_func ("/render/label-place/side-labels-off-ways-and-each-other",
                   test_side_labels_off_ways_and_each_other);
  g_test_add_func ("/render/label-place/board-names-see-the-neighbour",
                   test_board_names_see_the_neighbour);
  g_test_add_func ("/render/label-place/base-ids-off-icons", test_base_ids_off_icons);
  g_test_add_func ("/render/label-place/keep-inside", test_keep_inside);
  g_test_add_func ("/render/label-place/place-inside-bounds", test_place_inside_bounds);
  g_test_add_func ("/render/label-place/long-names-inside-the-side",
                   test_long_names_inside_the_side);
  for (guint i = 0; i < G_N_ELEMENTS (board_cases); i++)
    {
      const BoardCase *c = &board_cases[i];
      g_autofree char *path = g_strdup_printf (
          "/render/label-place/board-names-off-tokens/%" G_GUINT64_FORMAT "/%s", c->seed, c->lang);
      g_test_add_data_func (path, c, test_board_names_off_tokens);
    }
  return g_test_run ();
}
