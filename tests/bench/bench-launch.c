/* Launch to first frame: starts `waymark` (which opens the base game) a few
 * times and reports the time from spawning the process to the end of the
 * window's first painted frame, as the application measures it against the
 * spawn time handed over in WM_BENCH_SPAWN_USEC (both CLOCK_MONOTONIC).
 * Goal: ≤ 500 ms. Run under a display (meson wraps it in xvfb-run).
 *
 * Under Xvfb there is no GPU: GTK's default GL renderer runs on llvmpipe,
 * software GL, whose start-up alone costs over a second here. The cairo
 * renderer is what a machine without GPU would use, so both are measured
 * and reported; on a desktop with a GPU the GL figure does not apply. */

#include "config.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <string.h>

#include "wm-test-tmp.h"

#define RUNS 7

/* CPU time (user + system) of the children waited for so far, in ms: on a
 * loaded machine it moves far less than the wall-clock time. */
static double
children_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Runs @program RUNS times with @renderer (NULL for GTK's choice); the
 * median launch to first frame goes to @median. */
static gboolean
measure (const char *program, const char *renderer, const char *data_home, double *median)
{
  double frame_ms[RUNS], exit_ms[RUNS], cpu_ms[RUNS];
  g_autofree char *name = g_path_get_basename (program);

  g_print ("%s, renderer: %s\n", name, renderer ? renderer : "GTK default (GL)");
  for (int i = 0; i < RUNS; i++)
    {
      g_autoptr (GSubprocessLauncher) launcher
          = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
      g_autoptr (GSubprocess) process = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *out = NULL;
      g_autofree char *spawn = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = children_cpu_ms ();
      const char *mark;

      spawn = g_strdup_printf ("%" G_GINT64_FORMAT, start);
      g_subprocess_launcher_setenv (launcher, "WM_EXIT_AFTER_FIRST_FRAME", "1", TRUE);
      g_subprocess_launcher_setenv (launcher, "WM_BENCH_SPAWN_USEC", spawn, TRUE);
      g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
      g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
      if (renderer != NULL)
        g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", renderer, TRUE);
      else
        g_subprocess_launcher_unsetenv (launcher, "GSK_RENDERER");
      process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
      if (process == NULL || !g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL,
                                                             &error))
        {
          g_printerr ("launch failed: %s\n", error->message);
          return FALSE;
        }
      exit_ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      cpu_ms[i] = children_cpu_ms () - cpu_start;
      mark = out != NULL ? strstr (out, "first frame after ") : NULL;
      if (mark == NULL || !g_subprocess_get_successful (process))
        {
          g_printerr ("waymark did not report its first frame:\n%s\n", out ? out : "");
          return FALSE;
        }
      frame_ms[i] = g_ascii_strtod (mark + strlen ("first frame after "), NULL);
      g_print ("run %d: first frame %.1f ms (process done after %.1f ms, CPU %.1f ms)\n", i + 1,
               frame_ms[i], exit_ms[i], cpu_ms[i]);
    }
  qsort (frame_ms, RUNS, sizeof (double), compare_doubles);
  qsort (exit_ms, RUNS, sizeof (double), compare_doubles);
  qsort (cpu_ms, RUNS, sizeof (double), compare_doubles);
  g_print ("launch to first frame: median %.1f ms, best %.1f ms, worst %.1f ms\n",
           frame_ms[RUNS / 2], frame_ms[0], frame_ms[RUNS - 1]);
  *median = frame_ms[RUNS / 2];
  g_print ("spawn to exit: median %.1f ms; CPU time of the whole run: median %.1f ms\n",
           exit_ms[RUNS / 2], cpu_ms[RUNS / 2]);
  return TRUE;
}

int
main (int argc, char **argv)
{
  g_autofree char *data_home = wm_test_tmp_dir ("wm-bench");

  const char *renderers[] = { "cairo", NULL };

  if (argc != 3)
    {
      g_printerr ("usage: %s PATH-TO-WAYMARK PATH-TO-BASELINE\n", argv[0]);
      return 2;
    }
  /* The machine's load moves every figure; the empty window measured
   * alongside shows how much of the time is Waymark's own. */
  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    {
      double waymark_ms, baseline_ms;

      if (!measure (argv[1], renderers[r], data_home, &waymark_ms)
          || !measure (argv[2], renderers[r], data_home, &baseline_ms))
        return 1;
      g_print ("=> %s: waymark with the base game %.1f ms (goal <= 500 ms: %s), empty "
               "libadwaita window %.1f ms, Waymark's own share %.1f ms\n",
               renderers[r] ? renderers[r] : "GL", waymark_ms,
               waymark_ms <= 500 ? "met" : "NOT met", baseline_ms, waymark_ms - baseline_ms);
    }
  return 0;
}
