#pragma once

/* Small exact statistics the simulation reports lean on: per-game seeds
 * that do not depend on scheduling, binomial confidence intervals, and the
 * hypergeometric odds the design analysis uses. */

#include <glib.h>

G_BEGIN_DECLS

/* The two-sided 95% normal quantile. */
#define WM_Z95 1.959963984540054

/* One step of splitmix64: advances *state and returns the next output. */
guint64 wm_splitmix64 (guint64 *state);

/* The seed of game @index of a batch with base seed @base: two splitmix
 * rounds over (base, index), so neighbouring games get unrelated seeds and
 * game i is the same game whichever thread or shard runs it. */
guint64 wm_sim_game_seed (guint64 base, guint64 index);

/* The Wilson score interval for @successes out of @trials at normal
 * quantile @z. With no trials the interval is [0, 1]. */
void wm_wilson_interval (guint64 successes, guint64 trials, double z, double *lower,
                         double *upper);

/* The normal 95 %-style interval (quantile @z) of the mean of @n values
 * that sum to @sum and whose squares sum to @sum_sq: the mean ± z times
 * its standard error, the sample variance (sum_sq − sum²/n)/(n − 1) over
 * n. A single value has no spread ([mean, mean]); no value gives [0, 0].
 * Two such intervals in quadrature (wm_sim_difference_interval) are
 * Welch's interval of a difference of means, each with its own spread. */
void wm_mean_interval (guint64 n, double sum, double sum_sq, double z, double *lower,
                       double *upper);

/* Sorts @n values in ascending order. */
void wm_sort_doubles (double *values, guint n);

/* The @q quantile (0–1) of @n values, linearly between the two nearest
 * (R's type 7): the median at 0.5. Sorts @values. 0 when @n is 0. */
double wm_quantile (double *values, guint n, double q);

/* A standard deviation from the @n absolute differences between every two
 * figures (Rousseeuw and Croux's Qn, the first quartile scaled): the
 * differences do not depend on the figures' centre, and a quarter of them
 * may be far off — one card out of a handful — without widening it.
 * Sorts @differences; 0 when @n is 0. */
double wm_spread_of_differences (double *differences, guint n);

/* The two-sided p of a standard normal @z. */
double wm_two_sided_p (double z);

/* The z whose two-sided p is @p (0 < p ≤ 1): 1.96 for 0.05, the quantile
 * of an interval at level 1 − @p. */
double wm_two_sided_quantile (double p);

/* Holm's step-down correction: whether the @rank-th smallest (from 0)
 * of @tests p values, @p, is significant at family-wise level @alpha —
 * p ≤ alpha / (tests − rank). Ask in rank order, stopping at the first
 * that is not. */
gboolean wm_holm_passes (double p, guint rank, guint tests, double alpha);

/* ln C(n, k); -inf when k < 0 or k > n. */
double wm_log_choose (int n, int k);

/* P(X >= 1) for X hypergeometric: at least one of @marked cards among
 * @drawn cards drawn without replacement from @total. */
double wm_hypergeometric_any (int total, int marked, int drawn);

G_END_DECLS
