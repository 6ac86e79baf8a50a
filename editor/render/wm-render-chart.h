#pragma once

/* Charts for the simulation report: bars with interval whiskers and
 * histograms, drawn into a rectangle of any cairo user space. */

#include <cairo.h>
#include <glib.h>

#include "wm-render-util.h"

G_BEGIN_DECLS

typedef struct
{
  const char *title;
  const char *value_label;   /* the axis of the values */
  const char *const *labels; /* one per bar */
  const double *values;
  const double *lo, *hi; /* interval per bar (e.g. 95 %); NULL for none */
  int n;
  const WmRgb *colors; /* one per bar; NULL for the default */
} WmBarChart;

void wm_chart_bars (cairo_t *cr, const WmBarChart *chart, double x, double y, double w, double h);

/* Counts @samples into @bins equal bins between their minimum and maximum
 * and draws them; the counts' axis is labelled "games". */
void wm_chart_histogram (cairo_t *cr, const char *title, const char *x_label, const double *samples,
                         int n, int bins, double x, double y, double w, double h);
/* The same with the counts' axis labelled @y_label. */
void wm_chart_histogram_labelled (cairo_t *cr, const char *title, const char *x_label,
                                  const char *y_label, const double *samples, int n, int bins,
                                  double x, double y, double w, double h);

/* A "nice" axis: the largest round tick step giving at most @max_ticks
 * ticks over [0, @max]. */
double wm_chart_nice_step (double max, int max_ticks);

G_END_DECLS
