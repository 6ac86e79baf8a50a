/* The map editor's budget: an offscreen redraw of a region with 500 spaces
 * (goal ≤ 16 ms per frame) and the time from one edit to the refreshed
 * validation overlay (goal ≤ 50 ms per edit): the undoable edit, the
 * incremental validation of the region's own part, the overlay and a
 * redraw (the parts across regions follow at the next quiet moment).
 * Runs under Xvfb (the canvas is a GTK widget); prints its figures. */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"

#define COLS 25
#define ROWS 20
#define FRAMES 40
#define EDITS 20

static void
iterate (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static int
compare (gconstpointer a, gconstpointer b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what, double *ms, int n, double goal)
{
  qsort (ms, n, sizeof (double), compare);
  printf ("%-34s median %6.2f ms  p90 %6.2f ms  max %6.2f ms  (goal ≤ %.0f ms) %s\n", what,
          ms[n / 2], ms[n * 9 / 10], ms[n - 1], goal, ms[n / 2] <= goal ? "ok" : "OVER");
}

/* A 24-unit region of 25 × 20 spaces joined to their right and lower
 * neighbours by trails: 500 spaces, 955 paths. */
static void
build_region (WmVariant *variant, gpointer data)
{
  WmRegion *region = wm_region_new ("big", 24);
  WmSide *side = wm_side_new ('A');

  wm_text_set (&region->name, "en", "Big");
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      {
        g_autofree char *id = g_strdup_printf ("s%d", r * COLS + c + 1);
        g_ptr_array_add (side->spaces,
                         wm_space_new (id, 0.6 + c * 0.95, 0.6 + r * 1.15,
                                       (r + c) % 11 == 0 ? WM_SPACE_SECRET : WM_SPACE_PLAIN));
      }
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      {
        g_autofree char *a = g_strdup_printf ("s%d", r * COLS + c + 1);
        g_autofree char *right = g_strdup_printf ("s%d", r * COLS + c + 2);
        g_autofree char *down = g_strdup_printf ("s%d", (r + 1) * COLS + c + 1);
        if (c + 1 < COLS)
          g_ptr_array_add (side->paths, wm_path_new (a, WM_DIR_E, right, WM_DIR_W, "trail"));
        if (r + 1 < ROWS)
          g_ptr_array_add (side->paths, wm_path_new (a, WM_DIR_S, down, WM_DIR_N, "road"));
      }
  region->sides[0] = side;
  region->sides[1] = wm_side_new ('B');
  g_ptr_array_add (variant->regions, region);
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDocument) doc = NULL;
  GtkWidget *window, *page;
  WmMapCanvas *canvas;
  cairo_surface_t *surface;
  cairo_t *cr;
  double frames[FRAMES], edits[EDITS], validation[EDITS];
  int w = 1000, h = 800;

  gtk_init ();
  adw_init ();
  doc = wm_document_new_from_base ();
  wm_document_edit (doc, "Big region", build_region, NULL, NULL);
  window = gtk_window_new ();
  page = wm_map_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1500, 900);
  wm_map_page_set_document (WM_MAP_PAGE (page), doc);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 50; i++)
    {
      iterate ();
      g_usleep (5000);
    }
  wm_map_page_show_region (WM_MAP_PAGE (page), "big", 0);
  canvas = wm_map_page_get_canvas (WM_MAP_PAGE (page));
  wm_map_page_validate_now (WM_MAP_PAGE (page));
  printf ("region: %u spaces, %u paths; canvas %d × %d px\n",
          wm_map_find_side (wm_document_get_variant (doc), "big", 0)->spaces->len,
          wm_map_find_side (wm_document_get_variant (doc), "big", 0)->paths->len, w, h);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  /* A full render of the side happens on opening it and at each new zoom
   * level; every other frame (pan, selection, drags, hover) copies it. */
  for (int i = 0; i < 5; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      wm_map_canvas_zoom_at (canvas, i % 2 ? 1 / 1.1 : 1.1, w / 2.0, h / 2.0);
      wm_map_canvas_draw (canvas, cr, w, h);
      cairo_surface_flush (surface);
      frames[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  report ("full render (open, new zoom)", frames, 5, 1000);
  for (int i = 0; i < FRAMES; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      const char *sel[] = { i % 2 ? "s100" : "s101", NULL };
      wm_map_canvas_select (canvas, sel);
      wm_map_canvas_pan (canvas, i % 2 ? 3 : -3, 0);
      wm_map_canvas_draw (canvas, cr, w, h);
      cairo_surface_flush (surface);
      frames[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  report ("frame (pan, select), 500 spaces", frames, FRAMES, 16);
  {
    const char *sel[] = { "s250", NULL };
    wm_map_canvas_select (canvas, sel);
  }

  for (int i = 0; i < EDITS; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      guint undo = wm_document_can_undo (doc);
      /* An arrow key on the selected space: the edit as the user makes it. */
      wm_map_canvas_key (canvas, i % 2 ? GDK_KEY_Left : GDK_KEY_Right, 0);
      g_assert (undo);
      wm_map_page_validate_now (WM_MAP_PAGE (page));
      validation[i] = wm_map_page_get_validation_ms (WM_MAP_PAGE (page));
      wm_map_canvas_draw (canvas, cr, w, h);
      cairo_surface_flush (surface);
      edits[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  report ("  of which the region's checks", validation, EDITS, 50);
  report ("edit to overlay (edit+check+draw)", edits, EDITS, 50);
  {
    gint64 t0 = g_get_monotonic_time ();
    wm_map_page_validate_all_now (WM_MAP_PAGE (page));
    printf ("then, at the next quiet moment: the parts across regions, %.1f ms\n",
            (g_get_monotonic_time () - t0) / 1000.0);
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
