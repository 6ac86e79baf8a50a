/* The map editor's budget on a region with 500 spaces: the offscreen
 * redraw of a frame at the editor's default (fitted) zoom, goal ≤ 16 ms,
 * and the time from one edit to the up-to-date validation overlay, goal
 * ≤ 50 ms per edit, for each kind of edit a designer makes; and a change
 * of the text language, the town names all new in one frame, goal ≤ 100 ms.
 *
 * Every edit goes through what the GUI runs for it: the canvas's pointer
 * and key entry points (wm_map_canvas_press() … in widget coordinates) with
 * the tool selected, undo and redo through the document as the window's
 * actions call them (the tool, and a move's selection, are chosen before
 * the clock starts). After each, the page's validation (what its idle
 * callback runs: the region's own part at once) and a redraw of the canvas
 * offscreen at the widget's size are counted: the overlay is then up to
 * date. A second table adds the main loop's other work (the inspector, the
 * document's other listeners, GTK's own frame on the Xvfb display); the
 * parts across regions follow at the next quiet moment, reported apart.
 *
 * Times are the thread's CPU time (the machine is shared); medians and
 * 90th percentiles of each kind. Runs under Xvfb; prints its figures. */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <time.h>

#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-page.h"
#include "wm-variant-io.h"
#include "wm-bench-gui.h"

#define COLS 25
#define ROWS 20
#define FRAMES 40
#define RENDERS 6
#define ROUNDS 20

typedef enum
{
  EDIT_MOVE,
  EDIT_ADD,
  EDIT_CONNECT,
  EDIT_DELETE,
  EDIT_UNDO,
  EDIT_REDO,
  N_EDITS
} EditKind;

static const char *const edit_names[N_EDITS] = {
  "move (arrow key)", "add space (click)", "connect (drag)", "delete space (click)", "undo", "redo"
};

typedef struct
{
  WmDocument *doc;
  WmMapPage *page;
  WmMapCanvas *canvas;
  cairo_t *cr;
  int w, h;
} Bench;

static char *
space_id (int r, int c)
{
  return g_strdup_printf ("s%d", r * COLS + c + 1);
}

static double
space_x (int c)
{
  return 0.6 + c * 0.95;
}

static double
space_y (int r)
{
  return 0.6 + r * 1.15;
}

/* A 24-unit region of 25 × 20 spaces joined to their right and lower
 * neighbours by trails and roads: 500 spaces, 955 paths. */
static void
build_region (WmVariant *variant, gpointer data)
{
  WmRegion *region = wm_region_new ("big", 24);
  WmSide *side = wm_side_new ('A');

  wm_text_set (&region->name, "en", "Big");
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      {
        g_autofree char *id = space_id (r, c);
        g_ptr_array_add (side->spaces,
                         wm_space_new (id, space_x (c), space_y (r),
                                       (r + c) % 11 == 0 ? WM_SPACE_SECRET : WM_SPACE_PLAIN));
      }
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      {
        g_autofree char *a = space_id (r, c);
        g_autofree char *right = space_id (r, c + 1);
        g_autofree char *down = space_id (r + 1, c);
        if (c + 1 < COLS)
          g_ptr_array_add (side->paths, wm_path_new (a, WM_DIR_E, right, WM_DIR_W, "trail"));
        if (r + 1 < ROWS)
          g_ptr_array_add (side->paths, wm_path_new (a, WM_DIR_S, down, WM_DIR_N, "road"));
      }
  region->sides[0] = side;
  region->sides[1] = wm_side_new ('B');
  g_ptr_array_add (variant->regions, region);
}

/* What follows an edit until the designer sees it with its overlay: the
 * page's validation of the region and a frame of the canvas. */
static void
settle (Bench *b)
{
  wm_map_page_validate_now (b->page);
  wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
  cairo_surface_flush (cairo_get_target (b->cr));
}

static void
press_release (Bench *b, double x0, double y0, double x1, double y1)
{
  double wx, wy;

  wm_map_canvas_to_widget (b->canvas, x0, y0, &wx, &wy);
  wm_map_canvas_press (b->canvas, wx, wy, 0);
  wm_map_canvas_to_widget (b->canvas, x1, y1, &wx, &wy);
  wm_map_canvas_motion (b->canvas, wx, wy);
  wm_map_canvas_release (b->canvas, wx, wy);
}

static guint
n_spaces (Bench *b)
{
  return wm_map_find_side (wm_document_get_variant (b->doc), "big", 0)->spaces->len;
}

static guint
n_paths (Bench *b)
{
  return wm_map_find_side (wm_document_get_variant (b->doc), "big", 0)->paths->len;
}

/* The tool of @kind, and for a move the space to move selected: what the
 * designer has done before the edit. */
static void
prepare (Bench *b, EditKind kind, int i)
{
  static const WmMapTool tools[N_EDITS]
      = { WM_MAP_TOOL_SELECT, WM_MAP_TOOL_SPACE, WM_MAP_TOOL_CONNECT, WM_MAP_TOOL_DELETE };

  wm_map_canvas_set_tool (b->canvas, tools[kind]);
  if (kind == EDIT_MOVE)
    {
      g_autofree char *id = space_id (i % (ROWS - 1), (i * 7) % (COLS - 1));
      const char *sel[] = { id, NULL };
      wm_map_canvas_select (b->canvas, sel);
    }
  wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
  wm_bench_iterate ();
}

/* One edit of @kind in round @i, as the designer makes it. */
static void
edit (Bench *b, EditKind kind, int i)
{
  /* Rounds work on different rows so that their edits do not meet. */
  int r = i % (ROWS - 1), c = (i * 7) % (COLS - 1);
  guint spaces = n_spaces (b), paths = n_paths (b);

  switch (kind)
    {
    case EDIT_MOVE:
      /* An arrow key on the selected space. */
      wm_map_canvas_key (b->canvas, i % 2 ? GDK_KEY_Left : GDK_KEY_Right, 0);
      break;
    case EDIT_ADD:
      press_release (b, space_x (c) + 0.47, space_y (r) + 0.6, space_x (c) + 0.47,
                     space_y (r) + 0.6);
      g_assert_cmpuint (n_spaces (b), ==, spaces + 1);
      break;
    case EDIT_CONNECT:
      /* The diagonal from (r, c + 1) down-left is free in the grid. */
      press_release (b, space_x (c + 1), space_y (r), space_x (c), space_y (r + 1));
      g_assert_cmpuint (n_paths (b), ==, paths + 1);
      break;
    case EDIT_DELETE:
      press_release (b, space_x (COLS - 1 - c), space_y (ROWS - 1 - r), space_x (COLS - 1 - c),
                     space_y (ROWS - 1 - r));
      g_assert_cmpuint (n_spaces (b), ==, spaces - 1);
      break;
    case EDIT_UNDO:
      g_assert_true (wm_document_undo (b->doc, NULL));
      g_assert_cmpuint (n_spaces (b), ==, spaces + 1);
      break;
    case EDIT_REDO:
      g_assert_true (wm_document_redo (b->doc, NULL));
      g_assert_cmpuint (n_spaces (b), ==, spaces - 1);
      break;
    case N_EDITS:
      g_assert_not_reached ();
    }
}

static void
painted_cb (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

/* The main loop's work after an edit or a new selection until GTK has
 * painted the window: the inspector's update (an idle), the document's
 * other listeners, then layout and GTK's frame on Xvfb. A frame is asked
 * for (the canvas's, which an edit asks for anyway) so that one follows
 * the inspector's update; waiting for it sleeps, which thread CPU time does
 * not count. */
static void
main_loop_to_frame (Bench *b)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (b->canvas));
  gboolean painted = FALSE;
  gint64 until = g_get_monotonic_time () + 500 * 1000;
  gulong handler;

  wm_bench_iterate ();
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (b->canvas));
  while (!painted && g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  g_signal_handler_disconnect (clock, handler);
  wm_bench_iterate ();
}

/* Frames counted in each of RENDERS renders. */
static void
report_counts (const char *what, double *counts)
{
  qsort (counts, RENDERS, sizeof (double), wm_bench_compare);
  printf ("%-36s median %6.0f     p90 %6.0f     max %6.0f\n", what, counts[RENDERS / 2],
          counts[RENDERS * 9 / 10], counts[RENDERS - 1]);
}

/* A full render (a side opened, a new zoom: here back to the default
 * zoom after a zoom in) as the widget makes it, a few tiles per frame: the
 * CPU time of each frame, and of all of them until the side is sharp. */
static void
bench_frames (Bench *b)
{
  double whole[RENDERS], frames[FRAMES * 4], totals[RENDERS], counts[RENDERS];
  int n_frames = 0;

  for (int i = 0; i < RENDERS; i++)
    {
      double t0, total = 0;
      int count = 0;
      gboolean done = FALSE;
      wm_map_canvas_zoom_at (b->canvas, 1.25, b->w / 2.0, b->h / 2.0);
      wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
      wm_map_canvas_fit (b->canvas);
      while (!done)
        {
          t0 = wm_bench_cpu_ms ();
          done = wm_map_canvas_draw_frame (b->canvas, b->cr, b->w, b->h);
          cairo_surface_flush (cairo_get_target (b->cr));
          frames[n_frames] = wm_bench_cpu_ms () - t0;
          total += frames[n_frames];
          n_frames = MIN (n_frames + 1, (int)G_N_ELEMENTS (frames) - 1);
          count++;
        }
      totals[i] = total;
      counts[i] = count;
      /* The same render in one go (what the screenshot test draws), for
       * comparison. */
      wm_map_canvas_zoom_at (b->canvas, 1.25, b->w / 2.0, b->h / 2.0);
      wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
      wm_map_canvas_fit (b->canvas);
      t0 = wm_bench_cpu_ms ();
      wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
      cairo_surface_flush (cairo_get_target (b->cr));
      whole[i] = wm_bench_cpu_ms () - t0;
    }
  printf ("default zoom %.1f px per unit\n", wm_map_canvas_get_zoom (b->canvas));
  wm_bench_report ("new zoom: each frame", frames, n_frames, 16);
  report_counts ("new zoom: frames until sharp", counts);
  wm_bench_report ("new zoom: all its frames", totals, RENDERS, 1000);
  wm_bench_report ("  the same render in one go", whole, RENDERS, 1000);
  /* The frames of panning, selecting and hovering at the default zoom. */
  for (int i = 0; i < FRAMES; i++)
    {
      double t0 = wm_bench_cpu_ms ();
      const char *sel[] = { i % 2 ? "s100" : "s101", NULL };
      wm_map_canvas_select (b->canvas, sel);
      wm_map_canvas_pan (b->canvas, i % 2 ? 3 : -3, 0);
      wm_map_canvas_draw_frame (b->canvas, b->cr, b->w, b->h);
      cairo_surface_flush (cairo_get_target (b->cr));
      frames[i] = wm_bench_cpu_ms () - t0;
    }
  wm_bench_report ("frame (pan, select)", frames, FRAMES, 16);
  wm_map_canvas_fit (b->canvas);
  wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
}

/* Main menu → Text Language, as the window switches it (the override, then
 * the document's change signal): the frames until the side shows the town
 * names in the new language, and their CPU time. */
static void
bench_language (Bench *b)
{
  double totals[RENDERS], counts[RENDERS];

  for (int i = 0; i < RENDERS; i++)
    {
      gboolean done = FALSE;
      double t0;

      wm_variant_set_display_language_override (i % 2 == 0 ? "de" : "en");
      g_signal_emit_by_name (b->doc, "changed");
      t0 = wm_bench_cpu_ms ();
      for (counts[i] = 0; !done; counts[i]++)
        {
          done = wm_map_canvas_draw_frame (b->canvas, b->cr, b->w, b->h);
          cairo_surface_flush (cairo_get_target (b->cr));
        }
      totals[i] = wm_bench_cpu_ms () - t0;
    }
  wm_variant_set_display_language_override (NULL);
  g_signal_emit_by_name (b->doc, "changed");
  wm_map_canvas_draw (b->canvas, b->cr, b->w, b->h);
  report_counts ("text language: frames until new names", counts);
  wm_bench_report ("text language: all its frames", totals, RENDERS, 100);
}

static void
bench_edits (Bench *b)
{
  double ms[N_EDITS][ROUNDS], all[N_EDITS][ROUNDS], checks[ROUNDS * N_EDITS];
  int n_checks = 0;

  for (int i = 0; i < ROUNDS; i++)
    for (EditKind k = 0; k < N_EDITS; k++)
      {
        double t0;
        prepare (b, k, i);
        t0 = wm_bench_cpu_ms ();
        edit (b, k, i);
        settle (b);
        ms[k][i] = wm_bench_cpu_ms () - t0;
        main_loop_to_frame (b);
        all[k][i] = wm_bench_cpu_ms () - t0;
        checks[n_checks++] = wm_map_page_get_validation_ms (b->page);
      }
  printf ("edit to overlay (the edit, the region's checks, the canvas redrawn):\n");
  for (EditKind k = 0; k < N_EDITS; k++)
    {
      g_autofree char *what = g_strdup_printf ("  %s", edit_names[k]);
      wm_bench_report (what, ms[k], ROUNDS, 50);
    }
  wm_bench_report ("  of which the region's checks (wall)", checks, n_checks, 50);
  printf ("the same until the window is painted (inspector, GTK's layout and frame on Xvfb):\n");
  for (EditKind k = 0; k < N_EDITS; k++)
    {
      g_autofree char *what = g_strdup_printf ("  %s", edit_names[k]);
      wm_bench_report (what, all[k], ROUNDS, 50);
    }
  {
    double t0 = wm_bench_cpu_ms ();
    wm_map_page_validate_all_now (b->page);
    printf ("then, at the next quiet moment: the parts across regions, %.1f ms\n", wm_bench_cpu_ms () - t0);
  }
}

static void
rename_by_snapshot (WmVariant *variant, gpointer data)
{
  wm_text_set (&wm_variant_find_region (variant, "big")->name,
               wm_variant_fallback_language (variant), data);
}

typedef enum
{
  LIST_RENAME,
  LIST_RENAME_SNAPSHOT,
  LIST_ADD,
  LIST_DELETE,
  LIST_DUPLICATE,
  N_LIST_EDITS
} ListEdit;

static const char *const list_names[N_LIST_EDITS]
    = { "rename", "rename (snapshot, before)", "add region", "delete region",
        "duplicate region" };

/* One edit of the list of regions; a delete takes out the region the add
 * before it made. */
static void
list_edit (Bench *b, ListEdit kind, int i, char **added)
{
  g_autofree char *name = g_strdup_printf ("Big %d.%d", i, kind);

  switch (kind)
    {
    case LIST_RENAME: g_assert_true (wm_map_rename_region (b->doc, "big", NULL, name, NULL)); break;
    case LIST_RENAME_SNAPSHOT:
      g_assert_true (wm_document_edit (b->doc, "Rename region", rename_by_snapshot, name, NULL));
      break;
    case LIST_ADD: g_assert_true (wm_map_add_region (b->doc, 12, added, NULL)); break;
    case LIST_DELETE: g_assert_true (wm_map_delete_region (b->doc, *added, NULL)); break;
    case LIST_DUPLICATE: g_assert_true (wm_map_duplicate_region (b->doc, "r2", NULL, NULL)); break;
    case N_LIST_EDITS: g_assert_not_reached ();
    }
}

/* Edits of the list of regions on this file (the base game and the big
 * region), each done, undone and redone; a rename also as the snapshot of
 * the file these edits used to be, in the same process. Counted: the edit
 * and what the document's listeners do at once; their idle work (the
 * overlay) runs after the clock stops. */
static void
bench_region_list (Bench *b)
{
  double ms[N_LIST_EDITS][3][ROUNDS];

  for (int i = 0; i < ROUNDS; i++)
    {
      g_autofree char *added = NULL;
      for (ListEdit k = 0; k < N_LIST_EDITS; k++)
        for (int phase = 0; phase < 3; phase++)
          {
            double t0 = wm_bench_cpu_ms ();
            if (phase == 0)
              list_edit (b, k, i, &added);
            else
              g_assert_true (phase == 1 ? wm_document_undo (b->doc, NULL)
                                        : wm_document_redo (b->doc, NULL));
            ms[k][phase][i] = wm_bench_cpu_ms () - t0;
            wm_bench_iterate ();
          }
    }
  printf ("region list (the edit and the document's listeners, without the overlay):\n");
  for (ListEdit k = 0; k < N_LIST_EDITS; k++)
    for (int phase = 0; phase < 3; phase++)
      {
        static const char *const phases[] = { "do", "undo", "redo" };
        g_autofree char *what = g_strdup_printf ("  %s: %s", list_names[k], phases[phase]);
        wm_bench_report (what, ms[k][phase], ROUNDS, 50);
      }
}

/* The loader's copy of a region, as Duplicate made it before
 * wm_region_copy(): the whole variant saved to memory and loaded again for
 * editing, the region taken out of that copy. */
static WmRegion *
copy_through_loader (WmVariant *variant, const char *id)
{
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmVariant) copy = wm_variant_load_bytes_for_editing (bytes, "<copy>", diags);
  guint index;

  g_assert_true (g_ptr_array_find (copy->regions, wm_variant_find_region (copy, id), &index));
  return g_ptr_array_steal_index (copy->regions, index);
}

/* The copy a duplicate makes, before (through the loader) and now
 * (wm_region_copy()), on the base game alone and on this file (the base
 * game and the big region, before the region-list edits add to it), of a
 * base-game region and of the big one. */
static void
bench_region_copy (Bench *b)
{
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  static const struct
  {
    const char *file, *region;
  } cases[] = { { "base game", "r2" }, { "this file", "r2" }, { "this file", "big" } };

  printf ("the copy a duplicate makes (before: save and reload the file; now: wm_region_copy):\n");
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      WmVariant *variant = wm_document_get_variant (c == 0 ? base : b->doc);
      double ms[2][ROUNDS];
      for (int i = 0; i < ROUNDS; i++)
        for (int way = 0; way < 2; way++)
          {
            double t0 = wm_bench_cpu_ms (), t1;
            WmRegion *copy
                = way == 0 ? copy_through_loader (variant, cases[c].region)
                           : wm_region_copy (wm_variant_find_region (variant, cases[c].region));
            t1 = wm_bench_cpu_ms ();
            wm_region_free (copy);
            ms[way][i] = t1 - t0;
          }
      for (int way = 0; way < 2; way++)
        {
          g_autofree char *what = g_strdup_printf ("  %s, %s: %s", cases[c].file, cases[c].region,
                                                   way == 0 ? "before" : "now");
          wm_bench_report (what, ms[way], ROUNDS, 50);
        }
    }
}

/* A click on another space with the select tool: the canvas's selection
 * and everything the main loop does for it until the window is painted,
 * most of it the inspector showing the new space. */
static void
bench_selection (Bench *b)
{
  double ms[ROUNDS * 2];

  wm_map_canvas_set_tool (b->canvas, WM_MAP_TOOL_SELECT);
  for (int i = 0; i < ROUNDS * 2; i++)
    {
      g_autofree char *id = space_id (1 + i % (ROWS - 2), 1 + (i * 7) % (COLS - 2));
      const char *sel[] = { id, NULL };
      double t0;
      main_loop_to_frame (b);
      t0 = wm_bench_cpu_ms ();
      wm_map_canvas_select (b->canvas, sel);
      main_loop_to_frame (b);
      ms[i] = wm_bench_cpu_ms () - t0;
    }
  wm_bench_report ("another space selected, to the frame", ms, ROUNDS * 2, 16);
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDocument) doc = NULL;
  cairo_surface_t *surface;
  GtkWidget *window, *page;
  Bench b = { 0 };

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
  wm_map_page_show_region (WM_MAP_PAGE (page), "big", 0);
  for (int i = 0; i < 50; i++)
    {
      wm_bench_iterate ();
      g_usleep (5000);
    }
  b.doc = doc;
  b.page = WM_MAP_PAGE (page);
  b.canvas = wm_map_page_get_canvas (b.page);
  b.w = gtk_widget_get_width (GTK_WIDGET (b.canvas));
  b.h = gtk_widget_get_height (GTK_WIDGET (b.canvas));
  wm_map_page_validate_all_now (b.page);
  printf ("region: %u spaces, %u paths; canvas %d × %d px\n", n_spaces (&b), n_paths (&b), b.w,
          b.h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, b.w, b.h);
  b.cr = cairo_create (surface);

  bench_frames (&b);
  bench_language (&b);
  bench_selection (&b);
  bench_edits (&b);
  bench_region_copy (&b);
  bench_region_list (&b);

  cairo_destroy (b.cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
