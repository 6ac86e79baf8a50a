#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>

#include "wm-render-chart.h"
#include "wm-render-map.h"

static const WmRgb ink = { 0.16, 0.14, 0.12 };
static const WmRgb bar_rgb = { 0.27, 0.5, 0.72 };

double
wm_chart_nice_step (double max, int max_ticks)
{
  double raw, mag, norm;

  if (!(max > 0) || max_ticks < 1)
    return 1;
  raw = max / max_ticks;
  mag = pow (10, floor (log10 (raw)));
  norm = raw / mag;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * mag;
}

void
wm_chart_tick_text (char *text, gsize size, double v, double step, gboolean percent)
{
  /* On the step's multiples, as a sum of steps drifts: 0.30000000000000004. */
  double tick = round (v / step) * step;

  if (percent)
    g_snprintf (text, size, "%g %%", round (tick * 100 * 1e6) / 1e6 + 0.0);
  else
    g_snprintf (text, size, "%g", tick);
}

/* The title's size at most @size, smaller where the title would be wider
 * than @room (a long translation in a half-width chart: "Percentuale di
 * vittorie per personaggio (intervallo al 95 %)" was cut at both sides). */
static double
title_size (cairo_t *cr, const char *title, double size, double room)
{
  double tw, th;

  wm_measure_text (cr, title, size, TRUE, &tw, &th);
  return tw > room && tw > 0 ? size * room / tw : size;
}

/* Frame, title and the value axis, with @top_gap left free between the
 * title and the plot (for a legend); returns the plot rectangle. */
static void
axes_below (cairo_t *cr, const char *title, const char *value_label, gboolean percent,
            double lo_v, double max_v, double top_gap, double x, double y, double w, double h, double *px, double *py,
            double *pw, double *ph)
{
  double fs = CLAMP (h * 0.05, 6, 16), step = wm_chart_nice_step (max_v - lo_v, 5);
  char text[32];

  wm_set_rgb (cr, ink);
  wm_draw_text (cr, title, x + w / 2, y + fs * 0.3, 0, title_size (cr, title, fs * 1.15, w - fs),
                TRUE, WM_ALIGN_CENTER);
  *px = x + fs * 4.2, *py = y + fs * 2.2 + top_gap;
  *pw = w - (*px - x) - fs, *ph = h - (*py - y) - fs * 3.4;
  cairo_set_line_width (cr, MAX (0.5, fs * 0.06));
  for (double v = lo_v; v <= max_v + step * 1e-6; v += step)
    {
      double yy = *py + *ph - (v - lo_v) / (max_v - lo_v) * *ph;
      cairo_move_to (cr, *px, yy);
      cairo_line_to (cr, *px + *pw, yy);
      cairo_set_source_rgb (cr, 0.88, 0.88, 0.88);
      cairo_stroke (cr);
      wm_chart_tick_text (text, sizeof text, v, step, percent);
      wm_set_rgb (cr, ink);
      wm_draw_text (cr, text, *px - fs * 0.4, yy - fs * 0.6, 0, fs * 0.85, FALSE, WM_ALIGN_RIGHT);
    }
  cairo_save (cr);
  cairo_translate (cr, x + fs * 0.2, *py + *ph / 2);
  cairo_rotate (cr, -G_PI / 2);
  wm_draw_text (cr, value_label, 0, 0, 0, fs * 0.85, FALSE, WM_ALIGN_CENTER);
  cairo_restore (cr);
  cairo_move_to (cr, *px, *py);
  cairo_line_to (cr, *px, *py + *ph);
  cairo_line_to (cr, *px + *pw, *py + *ph);
  wm_set_rgb (cr, ink);
  cairo_stroke (cr);
}

static void
axes (cairo_t *cr, const char *title, const char *value_label, gboolean percent, double lo_v,
      double max_v, double x, double y, double w, double h, double *px, double *py, double *pw,
      double *ph)
{
  axes_below (cr, title, value_label, percent, lo_v, max_v, 0, x, y, w, h, px, py, pw, ph);
}

/* The size of the parity label and the room it takes right of the plot:
 * its own width, but at most a quarter of the chart's, set smaller to fit
 * (a long word in German). 0 without a label. */
static double
parity_label_room (cairo_t *cr, const WmBarChart *c, double w, double fs, double *size)
{
  double tw = 0, th = 0, room;

  *size = fs * 0.85;
  if (c->parity <= 0 || c->parity_label == NULL)
    return 0;
  wm_measure_text (cr, c->parity_label, *size, TRUE, &tw, &th);
  room = MIN (tw, w * 0.25);
  if (tw > room)
    *size *= room / tw;
  return room + fs * 0.6;
}

/* The parity line across the bars, dashed, and its label beyond its
 * right end, where no bar or whisker can hide it. */
static void
parity_line (cairo_t *cr, const WmBarChart *c, double max_v, double px, double py, double pw,
             double ph, double fs, double label_size)
{
  double yy = py + ph - c->parity / max_v * ph, tw = 0, th = 0;
  const double dash[] = { fs * 0.5, fs * 0.3 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, MAX (0.8, fs * 0.12));
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  cairo_move_to (cr, px, yy);
  cairo_line_to (cr, px + pw, yy);
  cairo_stroke (cr);
  if (c->parity_label != NULL)
    {
      wm_measure_text (cr, c->parity_label, label_size, TRUE, &tw, &th);
      wm_draw_text (cr, c->parity_label, px + pw + fs * 0.3, yy - th / 2, 0, label_size, TRUE,
                    WM_ALIGN_LEFT);
    }
  cairo_restore (cr);
}

void
wm_chart_bars (cairo_t *cr, const WmBarChart *c, double x, double y, double w, double h)
{
  double max_v = 0, px, py, pw, ph, fs = CLAMP (h * 0.05, 6, 16), slot, step;
  double label_size, room;

  for (int i = 0; i < c->n; i++)
    max_v = MAX (max_v, MAX (c->values[i], c->hi ? c->hi[i] : 0));
  max_v = MAX (max_v, MAX (c->parity, c->axis_max));
  if (max_v <= 0)
    max_v = 1;
  step = wm_chart_nice_step (max_v, 5);
  max_v = ceil (max_v / step) * step;
  cairo_save (cr);
  room = parity_label_room (cr, c, w, fs, &label_size);
  /* The plot leaves room on its right for the parity label. */
  axes (cr, c->title, c->value_label, c->percent, 0, max_v, x, y, w - room, h, &px, &py, &pw,
        &ph);
  slot = c->n > 0 ? pw / c->n : pw;
  for (int i = 0; i < c->n; i++)
    {
      double bx = px + slot * (i + 0.2), bw = slot * 0.6;
      double top = py + ph - MAX (c->values[i], 0) / max_v * ph;

      cairo_rectangle (cr, bx, top, bw, py + ph - top);
      wm_set_rgb (cr, c->colors ? c->colors[i] : bar_rgb);
      cairo_fill (cr);
      if (c->lo && c->hi)
        {
          double ylo = py + ph - c->lo[i] / max_v * ph, yhi = py + ph - c->hi[i] / max_v * ph;
          cairo_move_to (cr, bx + bw / 2, ylo);
          cairo_line_to (cr, bx + bw / 2, yhi);
          cairo_move_to (cr, bx + bw * 0.3, ylo);
          cairo_line_to (cr, bx + bw * 0.7, ylo);
          cairo_move_to (cr, bx + bw * 0.3, yhi);
          cairo_line_to (cr, bx + bw * 0.7, yhi);
          wm_set_rgb (cr, ink);
          cairo_set_line_width (cr, MAX (0.6, fs * 0.1));
          cairo_stroke (cr);
        }
      if (c->labels && c->labels[i])
        {
          wm_set_rgb (cr, ink);
          wm_draw_text (cr, c->labels[i], bx - slot * 0.18, py + ph + fs * 0.4, slot * 0.96,
                        fs * 0.85, FALSE, WM_ALIGN_CENTER);
        }
    }
  if (c->parity > 0)
    parity_line (cr, c, max_v, px, py, pw, ph, fs, label_size);
  cairo_restore (cr);
}

/* The legend of a grouped chart: a swatch and the name of each series,
 * in rows as wide as @w, centred. Returns the height it takes; draws only
 * when @draw. */
static double
series_legend (cairo_t *cr, const WmGroupedBarChart *c, double x, double y, double w, double fs,
               gboolean draw)
{
  double size = fs * 0.85, box = size, gap = fs * 1.2, line = size * 1.6;
  double row_w = 0, rows = 1;
  int first = 0;

  for (int s = 0; s <= c->n_series; s++)
    {
      double tw = 0, th = 0, item;

      if (s < c->n_series)
        wm_measure_text (cr, c->series[s], size, FALSE, &tw, &th);
      item = box + size * 0.4 + tw;
      /* A row ends when the next item does not fit, or after the last. */
      if (s == c->n_series || (row_w > 0 && row_w + gap + item > w))
        {
          double at = x + (w - row_w) / 2;
          for (int k = first; draw && k < s; k++)
            {
              double kw = 0, kh = 0;
              wm_measure_text (cr, c->series[k], size, FALSE, &kw, &kh);
              cairo_rectangle (cr, at, y + (rows - 1) * line + size * 0.15, box, box);
              wm_set_rgb (cr, c->colors[k]);
              cairo_fill_preserve (cr);
              wm_set_rgb (cr, ink);
              cairo_set_line_width (cr, 0.6);
              cairo_stroke (cr);
              wm_draw_text (cr, c->series[k], at + box + size * 0.4, y + (rows - 1) * line, 0, size,
                            FALSE, WM_ALIGN_LEFT);
              at += box + size * 0.4 + kw + gap;
            }
          if (s == c->n_series)
            break;
          rows++, first = s, row_w = 0;
        }
      row_w += (row_w > 0 ? gap : 0) + item;
    }
  return rows * line;
}

/* The largest size up to @size at which every word of @labels fits in
 * @width: a long German or Italian word is set smaller rather than broken
 * in the middle ("Persönlich-e"). Not below 60 % of @size. */
static double
words_fit_size (cairo_t *cr, const char *const *labels, int n, double width, double size)
{
  double fit = size;

  for (int i = 0; i < n; i++)
    {
      g_auto (GStrv) words = g_strsplit (labels[i] ? labels[i] : "", " ", -1);
      for (int k = 0; words[k]; k++)
        {
          double ww = 0, wh = 0;
          wm_measure_text (cr, words[k], size, FALSE, &ww, &wh);
          if (ww > width)
            fit = MIN (fit, size * width / ww);
        }
    }
  return MAX (fit, size * 0.6);
}

void
wm_chart_grouped_bars (cairo_t *cr, const WmGroupedBarChart *c, double x, double y, double w,
                       double h)
{
  double max_v = 0, px, py, pw, ph, fs = CLAMP (h * 0.05, 6, 16), slot, step, legend_h, label_fs;
  int n = c->n_groups * c->n_series;

  for (int i = 0; i < n; i++)
    max_v = MAX (max_v, c->values[i]);
  max_v = MAX (max_v, c->axis_max);
  if (max_v <= 0)
    max_v = 1;
  step = wm_chart_nice_step (max_v, 5);
  max_v = ceil (max_v / step) * step;
  cairo_save (cr);
  legend_h = series_legend (cr, c, x, 0, w - fs * 2, fs, FALSE);
  axes_below (cr, c->title, c->value_label, FALSE, 0, max_v, legend_h, x, y, w, h, &px, &py, &pw,
              &ph);
  series_legend (cr, c, x + fs, py - legend_h - fs * 0.2, w - fs * 2, fs, TRUE);
  slot = c->n_groups > 0 ? pw / c->n_groups : pw;
  label_fs = words_fit_size (cr, c->groups, c->n_groups, slot * 0.94, fs * 0.85);
  for (int g = 0; g < c->n_groups; g++)
    {
      /* The group's bars fill 80 % of its slot, side by side. */
      double gx = px + slot * (g + 0.1), bw = slot * 0.8 / MAX (c->n_series, 1);

      for (int s = 0; s < c->n_series; s++)
        {
          double v = MAX (c->values[g * c->n_series + s], 0);
          double top = py + ph - v / max_v * ph;
          cairo_rectangle (cr, gx + s * bw, top, bw * 0.9, py + ph - top);
          wm_set_rgb (cr, c->colors[s]);
          cairo_fill_preserve (cr);
          wm_set_rgb (cr, ink);
          cairo_set_line_width (cr, 0.4);
          cairo_stroke (cr);
        }
      wm_set_rgb (cr, ink);
      wm_draw_text (cr, c->groups[g], px + slot * (g + 0.02), py + ph + fs * 0.4, slot * 0.96,
                    label_fs, FALSE, WM_ALIGN_CENTER);
    }
  cairo_restore (cr);
}

static gboolean
all_whole (const double *samples, int n)
{
  for (int i = 0; i < n; i++)
    if (samples[i] != floor (samples[i]))
      return FALSE;
  return TRUE;
}

WmHistogram *
wm_histogram_new (const double *samples, int n, int max_bins)
{
  return wm_histogram_new_on (samples, n, max_bins, NULL);
}

WmHistogram *
wm_histogram_new_on (const double *samples, int n, int max_bins, const WmHistogramAxes *axes)
{
  WmHistogram *hist = g_new0 (WmHistogram, 1);
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  g_return_val_if_fail (n == 0 || samples != NULL, hist);
  max_bins = CLAMP (max_bins, 1, 1000);
  for (int i = 0; i < n; i++)
    lo = MIN (lo, samples[i]), hi = MAX (hi, samples[i]);
  if (n == 0)
    lo = 0, hi = 1;
  if (axes != NULL && axes->lo <= axes->hi)
    lo = MIN (lo, axes->lo), hi = MAX (hi, axes->hi);
  hist->whole = n > 0 && all_whole (samples, n);
  if (hist->whole)
    {
      /* Whole values lo … hi are hi − lo + 1 of them: the largest one needs
       * its own bin, past the span hi − lo. */
      double values = hi - lo + 1;
      hist->width = ceil (values / max_bins);
      hist->n_bins = (int) ceil (values / hist->width);
    }
  else
    {
      if (hi <= lo)
        hi = lo + 1;
      hist->n_bins = max_bins;
      hist->width = (hi - lo) / max_bins;
    }
  hist->lo = lo;
  hist->counts = g_new0 (int, hist->n_bins);
  for (int i = 0; i < n; i++)
    {
      /* A continuous maximum lies on the last bin's upper edge; it belongs to it. */
      int b = MIN (hist->n_bins - 1, (int) ((samples[i] - lo) / hist->width));
      hist->counts[b]++;
      hist->max_count = MAX (hist->max_count, hist->counts[b]);
    }
  return hist;
}

void
wm_histogram_free (WmHistogram *histogram)
{
  if (!histogram)
    return;
  g_free (histogram->counts);
  g_free (histogram);
}

/* Whole-number bins are named under their bar ("8", or "8–9" for wider bins);
 * continuous ones at their edges. Labels are thinned so that they do not run
 * into each other. */
static void
histogram_axis_labels (cairo_t *cr, const WmHistogram *hist, double px, double py, double pw,
                       double ph, double fs)
{
  int marks = hist->whole ? hist->n_bins : hist->n_bins + 1;
  int every = MAX (1, (int) ceil (marks * fs * (hist->width > 1 ? 3.2 : 1.8) / MAX (pw, 1)));
  char text[32];

  if (!hist->whole)
    every = MAX (every, hist->n_bins / 6);
  for (int b = 0; b < marks; b += every)
    {
      double first = hist->lo + b * hist->width, at = px + pw * b / hist->n_bins;

      if (!hist->whole)
        g_snprintf (text, sizeof text, "%.3g", first);
      else if (hist->width > 1)
        g_snprintf (text, sizeof text, "%g–%g", first, first + hist->width - 1);
      else
        g_snprintf (text, sizeof text, "%g", first);
      if (hist->whole)
        at += pw / hist->n_bins / 2;
      wm_draw_text (cr, text, at, py + ph + fs * 0.3, 0, fs * 0.8, FALSE, WM_ALIGN_CENTER);
    }
}

void
wm_chart_histogram_labelled (cairo_t *cr, const char *title, const char *x_label,
                             const char *y_label, const double *samples, int n, int max_bins,
                             double x, double y, double w, double h)
{
  wm_chart_histogram_on (cr, title, x_label, y_label, samples, n, max_bins, NULL, x, y, w, h);
}

void
wm_chart_histogram_on (cairo_t *cr, const char *title, const char *x_label, const char *y_label,
                       const double *samples, int n, int max_bins, const WmHistogramAxes *shared,
                       double x, double y, double w, double h)
{
  g_autoptr (WmHistogram) hist = wm_histogram_new_on (samples, n, max_bins, shared);
  int max_count = MAX (MAX (hist->max_count, shared ? shared->max_count : 0), 1);
  double px, py, pw, ph, top_v, fs = CLAMP (h * 0.05, 6, 16);
  double step = wm_chart_nice_step (max_count, 5);

  top_v = ceil (max_count / step) * step;
  cairo_save (cr);
  axes (cr, title, y_label, FALSE, 0, top_v, x, y, w, h, &px, &py, &pw, &ph);
  for (int b = 0; b < hist->n_bins; b++)
    {
      double top = ph * hist->counts[b] / top_v;
      cairo_rectangle (cr, px + pw * b / hist->n_bins + 0.5, py + ph - top,
                       pw / hist->n_bins - 1, top);
      wm_set_rgb (cr, bar_rgb);
      cairo_fill (cr);
    }
  wm_set_rgb (cr, ink);
  histogram_axis_labels (cr, hist, px, py, pw, ph, fs);
  wm_draw_text (cr, x_label, px + pw / 2, py + ph + fs * 1.7, 0, fs * 0.85, FALSE, WM_ALIGN_CENTER);
  cairo_restore (cr);
}

void
wm_chart_histogram (cairo_t *cr, const char *title, const char *x_label, const double *samples,
                    int n, int max_bins, double x, double y, double w, double h)
{
  wm_chart_histogram_labelled (cr, title, x_label, "games", samples, n, max_bins, x, y, w, h);
}

/* The ramp as the board draws it: each colour at the heat alpha over
 * white paper. */
static cairo_pattern_t *
heat_ramp (double x0, double x1)
{
  cairo_pattern_t *ramp = cairo_pattern_create_linear (x0, 0, x1, 0);

  for (int i = 0; i <= 10; i++)
    {
      WmRgb c = wm_rgb_mix ((WmRgb){ 1, 1, 1 }, wm_render_heat_rgb (i / 10.0),
                            WM_RENDER_HEAT_ALPHA);
      cairo_pattern_add_color_stop_rgb (ramp, i / 10.0, c.r, c.g, c.b);
    }
  return ramp;
}

void
wm_chart_heat_legend (cairo_t *cr, const char *caption, double max, double x, double y, double w,
                      double h)
{
  double fs = CLAMP (h * 0.22, 6, 13), bar_h = h * 0.3, step, x0 = x + fs, x1 = x + w - fs * 1.5;
  cairo_pattern_t *ramp;
  char text[32];

  if (!(max > 0) || x1 <= x0)
    return;
  cairo_save (cr);
  ramp = heat_ramp (x0, x1);
  cairo_rectangle (cr, x0, y, x1 - x0, bar_h);
  cairo_set_source (cr, ramp);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (ramp);
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
  /* Round values under the ramp, and the largest at its end. */
  step = wm_chart_nice_step (max, 5);
  for (double v = 0; v < max * 0.86; v += step)
    {
      double at = x0 + (x1 - x0) * v / max;
      cairo_move_to (cr, at, y + bar_h);
      cairo_line_to (cr, at, y + bar_h + fs * 0.3);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%g", v);
      wm_draw_text (cr, text, at, y + bar_h + fs * 0.35, 0, fs, FALSE, WM_ALIGN_CENTER);
    }
  g_snprintf (text, sizeof text, "%g", max);
  cairo_move_to (cr, x1, y + bar_h);
  cairo_line_to (cr, x1, y + bar_h + fs * 0.3);
  cairo_stroke (cr);
  wm_draw_text (cr, text, x1, y + bar_h + fs * 0.35, 0, fs, FALSE, WM_ALIGN_CENTER);
  wm_draw_text (cr, caption, x + w / 2, y + bar_h + fs * 1.6, 0, fs, FALSE, WM_ALIGN_CENTER);
  cairo_restore (cr);
}
