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
  /* A dashed line across the bars at this value, with @parity_label at
   * its end (the win rate every player would have if all were equally
   * strong); none when @parity ≤ 0. */
  double parity;
  const char *parity_label;
  /* The value axis reaches at least this (a maximum shared with another
   * chart, to be read on the same scale); 0 for the values' own. */
  double axis_max;
  /* The values are fractions the axis counts in percent, "10 %", as the
   * parity label and the tables give a rate. */
  gboolean percent;
} WmBarChart;

void wm_chart_bars (cairo_t *cr, const WmBarChart *chart, double x, double y, double w, double h);

/* Bars in groups: one group per category (labelled under it), one bar per
 * series in each group, in the series' colour, with a legend of the series
 * under the title. @values holds @n_groups × @n_series values, the series
 * of the first group first. */
typedef struct
{
  const char *title;
  const char *value_label;
  const char *const *groups; /* n_groups labels */
  const char *const *series; /* n_series names, for the legend */
  const WmRgb *colors;       /* n_series colours */
  const double *values;
  int n_groups, n_series;
  double axis_max; /* as WmBarChart's */
} WmGroupedBarChart;

void wm_chart_grouped_bars (cairo_t *cr, const WmGroupedBarChart *chart, double x, double y,
                            double w, double h);

/* A histogram's bins: @n_bins bins of @width from @lo, bin b counting the
 * samples in [lo + b·width, lo + (b+1)·width). */
typedef struct
{
  double lo, width;
  int n_bins;
  int *counts;
  int max_count;
  gboolean whole; /* every sample is a whole number: bins of whole width */
} WmHistogram;

/* Counts @samples into at most @max_bins bins. Whole-number samples (game
 * lengths in days) get bins of whole width from the smallest sample on, so
 * that with enough bins every value from the smallest to the largest has a
 * bar of its own; other samples are spread over @max_bins equal bins between
 * their minimum and maximum. */
WmHistogram *wm_histogram_new (const double *samples, int n, int max_bins);

/* What histograms of different samples share to be read on the same axes
 * (the Simulation page's two runs): the bins span @lo to @hi at least,
 * and the counts' axis reaches @max_count. */
typedef struct
{
  double lo, hi;
  int max_count;
} WmHistogramAxes;

/* The same bins as wm_histogram_new() over the samples and @axes' span. */
WmHistogram *wm_histogram_new_on (const double *samples, int n, int max_bins,
                                  const WmHistogramAxes *axes);
void wm_histogram_free (WmHistogram *histogram);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmHistogram, wm_histogram_free)

/* Draws the histogram of @samples (wm_histogram_new() with @max_bins); the
 * counts' axis is labelled "games". */
void wm_chart_histogram (cairo_t *cr, const char *title, const char *x_label, const double *samples,
                         int n, int max_bins, double x, double y, double w, double h);
/* The same with the counts' axis labelled @y_label. */
void wm_chart_histogram_labelled (cairo_t *cr, const char *title, const char *x_label,
                                  const char *y_label, const double *samples, int n, int max_bins,
                                  double x, double y, double w, double h);
/* The same on @shared axes (NULL: the samples' own). */
void wm_chart_histogram_on (cairo_t *cr, const char *title, const char *x_label, const char *y_label,
                            const double *samples, int n, int max_bins, const WmHistogramAxes *shared,
                            double x, double y, double w, double h);

/* The legend of a heat map (wm_render_overlay_set_heat()): the colour
 * ramp from none to @max with round values under it and @caption (what is
 * counted) below, in a strip of @w × @h. Draws nothing for @max ≤ 0. */
void wm_chart_heat_legend (cairo_t *cr, const char *caption, double max, double x, double y,
                           double w, double h);

/* The label of the tick at @v on an axis of @step: "0.4", or with
 * @percent "40 %". Into @text of @size bytes. */
void wm_chart_tick_text (char *text, gsize size, double v, double step, gboolean percent);

/* A "nice" axis: the largest round tick step giving at most @max_ticks
 * ticks over [0, @max]. */
double wm_chart_nice_step (double max, int max_ticks);

G_END_DECLS
