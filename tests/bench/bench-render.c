/* Print and render times on the base game (goals of issue 6: the whole game
 * printed — every card front and back, every region side at true size —
 * in ≤ 3 s; a board drawn at 1920 × 1080 in ≤ 16 ms).
 *
 * Run with `meson test -C BUILD --benchmark --verbose` (or `make bench`). */

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <time.h>

#include "wm-print.h"
#include "wm-test-tmp.h"
#include "wm-render-map.h"
#include "wm-variant-io.h"

/* CPU time of this thread, in ms: the figure that does not depend on what
 * else the machine is doing (wall time is printed beside it). */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
cmp_double (const void *a, const void *b)
{
  double d = *(const double *)a - *(const double *)b;
  return d < 0 ? -1 : d > 0;
}

static void
report (const char *what, double *ms, double *wall, int n, double goal)
{
  qsort (ms, n, sizeof *ms, cmp_double);
  qsort (wall, n, sizeof *wall, cmp_double);
  g_print ("%-36s cpu median %8.2f ms (min %7.2f, max %7.2f)  wall median %8.2f ms  "
           "(goal ≤ %g ms: %s)\n",
           what, ms[n / 2], ms[0], ms[n - 1], wall[n / 2], goal,
           ms[n / 2] <= goal ? "met" : "MISSED");
}

static void
bench_print (WmVariant *v)
{
  g_autofree char *dir = wm_test_tmp_dir ("wm-bench");
  g_autofree char *pdf = g_build_filename (dir, "base.pdf", NULL);
  WmPrintOptions o;
  double ms[3], wall[3];
  GStatBuf st;
  int pages = 0;

  wm_print_options_init (&o);
  o.duplex = TRUE;
  o.crop_marks = TRUE;
  o.bleed = 3;
  for (int i = 0; i < 3; i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();
      g_autoptr (WmPrintJob) job = wm_print_job_new (v, &o, &error);
      if (job == NULL || !wm_print_job_write_pdf (job, pdf, &error))
        g_error ("print failed: %s", error->message);
      ms[i] = cpu_ms () - c0;
      wall[i] = (g_get_monotonic_time () - t0) / 1000.0;
      pages = wm_print_job_n_pages (job);
    }
  g_stat (pdf, &st);
  g_print ("whole base game: %d pages, %.1f MiB (fronts, backs, 8 sides at true size)\n", pages,
           st.st_size / 1048576.0);
  report ("print the whole base game to PDF", ms, wall, 3, 3000);
  g_unlink (pdf);
  g_rmdir (dir);
}

static void
bench_board (WmVariant *v)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1920, 1080);
  g_autoptr (GError) error = NULL;
  g_autofree WmBoardCell *cells = NULL;
  const WmRegion *r1 = wm_variant_find_region (v, "r1");
  double cs = wm_render_board_cell_size (v), ms[40], wall[40];
  int cols, rows;

  cells = wm_render_board_cells (v, "r1:A:0,r2:A:90,r3:A:180,r4:A:270", &cols, &rows, &error);
  g_assert_no_error (error);
  for (int draft = 0; draft < 2; draft++)
    {
      WmMapStyle style;

      wm_map_style_init (&style);
      style.draft = draft;
      for (int i = 0; i < 40; i++)
        {
          gint64 t0 = g_get_monotonic_time ();
          double c0 = cpu_ms ();
          cairo_t *cr = cairo_create (surface);
          double scale = 1080 / (rows * cs);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_paint (cr);
          cairo_translate (cr, (1920 - cols * cs * scale) / 2, 0);
          cairo_scale (cr, scale, scale);
          wm_render_board (cr, v, cells, cols, rows, &style);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          ms[i] = cpu_ms () - c0;
          wall[i] = (g_get_monotonic_time () - t0) / 1000.0;
        }
      report (draft ? "board at 1920 × 1080, draft style" : "board at 1920 × 1080, print quality",
              ms, wall, 40, 16);
    }

  for (int i = 0; i < 40; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();
      cairo_t *cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_translate (cr, 420, 0);
      cairo_scale (cr, 1080 / r1->size, 1080 / r1->size);
      wm_render_region_side (cr, v, r1, r1->sides[0], NULL);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      ms[i] = cpu_ms () - c0;
      wall[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  report ("region side r1 A at 1920 × 1080", ms, wall, 40, 16);
  cairo_surface_destroy (surface);
}

int
main (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);

  if (v == NULL)
    g_error ("the base game does not load");
  bench_board (v);
  bench_print (v);
  return 0;
}
