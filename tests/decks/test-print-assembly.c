/* The assembly sheet's board: each cell's number badge sits where it hides
 * no space, label or highwayman's pawn (review i: in the top left corner,
 * where it was always drawn, it covered a corner town of the base game),
 * on the printed setup and on the variable setup's side B, turned or not. */

#include <glib.h>
#include <math.h>

#include "wm-map.h"
#include "wm-print-assembly.h"
#include "wm-variant-io.h"
#include "wm-way-geometry.h"

/* The badge's radius as the sheet draws it (wm-print-assembly.c). */
#define BADGE_R 0.65

/* The space whose disc the badge centred at @x, @y covers, or -1. */
static int
covered_space (const WmMap *map, double x, double y)
{
  for (int sp = 0; sp < map->n_spaces; sp++)
    if (hypot (map->spaces[sp].x - x, map->spaces[sp].y - y)
        < wm_space_drawn_radius (map->spaces[sp].space) + BADGE_R)
      return sp;
  return -1;
}

static void
assert_badges_clear (const WmVariant *variant, const char *spec, gboolean old_covers)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmAssemblySheet) sheet = wm_assembly_sheet_new (variant, spec, &error);
  g_autoptr (WmMap) map = NULL;
  const WmArrangement *a;
  gboolean old_covered = FALSE;

  g_assert_no_error (error);
  a = wm_assembly_sheet_arrangement (sheet);
  map = wm_map_build ((WmVariant *) variant, a, NULL);
  g_assert_nonnull (map);
  for (int c = 0; c < a->cols * a->rows; c++)
    {
      double size = map->cell_size, cx = (c % a->cols) * size, cy = (c / a->cols) * size;
      double x = -1, y = -1;
      int covered;

      wm_assembly_sheet_badge (sheet, c, "en", &x, &y);
      g_test_message ("%s cell %d: badge at %.2f, %.2f", spec ? spec : "default", c + 1, x - cx,
                      y - cy);
      /* inside its own cell */
      g_assert_cmpfloat (x - BADGE_R, >=, cx);
      g_assert_cmpfloat (x + BADGE_R, <=, cx + size);
      g_assert_cmpfloat (y - BADGE_R, >=, cy);
      g_assert_cmpfloat (y + BADGE_R, <=, cy + size);
      covered = covered_space (map, x, y);
      if (covered >= 0)
        {
          g_autofree char *name = wm_map_space_name (map, covered);
          g_test_message ("the badge of cell %d covers %s", c + 1, name);
        }
      g_assert_cmpint (covered, <, 0);
      /* where the old sheet drew it */
      old_covered = old_covered || covered_space (map, cx + 0.9, cy + 0.9) >= 0;
    }
  if (old_covers)
    g_assert_true (old_covered);
}

static void
test_badges_clear (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) base = wm_variant_load_base (diags);

  g_assert_nonnull (base);
  /* the base game's board: the old badge of a cell covered a town */
  assert_badges_clear (base, NULL, TRUE);
  assert_badges_clear (base, "r1:A:90,r2:A:180,r3:A:270,r4:A:0", FALSE);
  assert_badges_clear (base, "r4:A:0,r3:A:90,r2:A:180,r1:A:270", FALSE);
  assert_badges_clear (base, "r1:B:0,r2:B:90,r3:B:180,r4:B:270", FALSE);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/decks/print/assembly-badges-clear", test_badges_clear);
  return g_test_run ();
}
