#pragma once

/* What the benchmarks of the editor's pages under Xvfb share: the
 * thread's CPU time, the main loop run until idle, and a line of
 * figures for a set of timings. */

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* This thread's CPU time in ms: the machine is shared. */
static inline double
wm_bench_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Runs the default main context until nothing is pending. */
static inline void
wm_bench_iterate (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static inline int
wm_bench_compare (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The median, 90th percentile and maximum of the @n timings @ms (sorted
 * here), against @goal ms ("ok" or "OVER"); @goal 0: none. Whether the
 * median meets it. */
static inline gboolean
wm_bench_report (const char *what, double *ms, int n, double goal)
{
  qsort (ms, n, sizeof (double), wm_bench_compare);
  printf ("%-36s median %6.2f ms  p90 %6.2f ms  max %6.2f ms", what, ms[n / 2], ms[n * 9 / 10],
          ms[n - 1]);
  if (goal > 0)
    printf ("  (goal ≤ %.0f ms) %s", goal, ms[n / 2] <= goal ? "ok" : "OVER");
  printf ("\n");
  return goal <= 0 || ms[n / 2] <= goal;
}
