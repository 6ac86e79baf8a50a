/* Where a map's small labels go (wm-label-place.h): the first free place
 * round a space, never over an icon; on the base game's region sides,
 * space ids drawn beside towns, castles and secret slots leave the icons
 * untouched; on a game's board, names keep off the forts' weapon counts.
 * Without a display. */

#include <cairo.h>
#include <glib.h>
#include <math.h>

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
  return (WmLabelObstacle){ .box = { x0, y0, x1, y1 }, .weight = weight };
}

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
  { "own-icon", { { .x = 5, .y = 5, .r = 0.35, .weight = 100 } }, 1, WM_LABEL_ABOVE_LEFT },
  /* r1's s11: a space above left of a castle; the id goes above right */
  { "castle-above-left",
    { { .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 } },
    1,
    WM_LABEL_ABOVE_RIGHT },
  { "both-above",
    { { .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 },
      { .x = 5.7, .y = 4.5, .r = 0.385, .weight = 100 } },
    2,
    WM_LABEL_BELOW_RIGHT },
  /* a town's name placed before, over the place above right */
  { "label-above-right",
    { { .x = 4.3, .y = 4.5, .r = 0.385, .weight = 100 },
      { .box = { 5.2, 4.3, 6.4, 4.7 }, .weight = 5 } },
    2,
    WM_LABEL_BELOW_RIGHT },
};

static void
test_place (gconstpointer data)
{
  const PlaceCase *c = data;
  WmLabelBox placed;
  WmLabelPlace place = wm_label_place (5, 5, 0.35, 0.4, 0.2, c->obstacles, c->n, &placed);

  g_assert_cmpint (place, ==, c->expected);
  for (guint i = 0; i < c->n; i++)
    if (c->obstacles[i].r > 0 && c->obstacles[i].x != 5)
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

  /* a heavy obstacle on every place, a light one on the left */
  for (WmLabelPlace place = 0; place < WM_LABEL_N_PLACES; place++)
    {
      WmLabelBox b = wm_label_candidate (place, 5, 5, 0.35, 0.4, 0.2);
      ring[place] = box_obstacle (b.x0 + 0.1, b.y0 + 0.05, b.x1 - 0.1, b.y1 - 0.05,
                                  place == WM_LABEL_LEFT ? 5 : 100);
    }
  g_assert_cmpint (wm_label_place (5, 5, 0.35, 0.4, 0.2, ring, G_N_ELEMENTS (ring), &placed), ==,
                   WM_LABEL_LEFT);
  left = wm_label_candidate (WM_LABEL_LEFT, 5, 5, 0.35, 0.4, 0.2);
  g_assert_cmpfloat (placed.x0, ==, left.x0);
  g_assert_cmpfloat (placed.y0, ==, left.y0);
  /* all alike: the first in the order */
  ring[WM_LABEL_LEFT].weight = 100;
  g_assert_cmpint (wm_label_place (5, 5, 0.35, 0.4, 0.2, ring, G_N_ELEMENTS (ring), &placed), ==,
                   WM_LABEL_ABOVE_LEFT);
}

/* Two names that only touch count as meeting once a gap is asked for:
 * "Lancia" and "Querciacava" side by side read as one word. Discs are
 * met by the box itself, so a label still sits close to its own icon. */
static void
test_covered_weight_gap (void)
{
  WmLabelObstacle obstacles[] = {
    { .box = { 2, 0, 3, 1 }, .weight = 10 },
    { .x = 0.5, .y = 1.45, .r = 0.4, .weight = 100 },
  };
  WmLabelBox box = { 0, 0, 1.95, 1 };

  g_assert_cmpfloat (wm_label_covered_weight (&box, 0, obstacles, 2), ==, 0);
  g_assert_cmpfloat (wm_label_covered_weight (&box, 0.08, obstacles, 2), ==, 10);
  obstacles[1].r = 0.46;
  g_assert_cmpfloat (wm_label_covered_weight (&box, 0, obstacles, 2), ==, 100);
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
  g_test_add_func ("/render/label-place/base-ids-off-icons", test_base_ids_off_icons);
  for (guint i = 0; i < G_N_ELEMENTS (board_cases); i++)
    {
      const BoardCase *c = &board_cases[i];
      g_autofree char *path = g_strdup_printf (
          "/render/label-place/board-names-off-tokens/%" G_GUINT64_FORMAT "/%s", c->seed, c->lang);
      g_test_add_data_func (path, c, test_board_names_off_tokens);
    }
  return g_test_run ();
}
