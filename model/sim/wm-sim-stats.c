#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "wm-sim-stats.h"

guint64
wm_splitmix64 (guint64 *state)
{
  guint64 z = (*state += 0x9e3779b97f4a7c15ULL);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

guint64
wm_sim_game_seed (guint64 base, guint64 index)
{
  guint64 x = base;
  guint64 y = wm_splitmix64 (&x) ^ index;

  return wm_splitmix64 (&y);
}

void
wm_wilson_interval (guint64 successes, guint64 trials, double z, double *lower, double *upper)
{
  double n, p, z2, centre, half, denom;

  g_return_if_fail (successes <= trials);
  if (trials == 0)
    {
      *lower = 0.0;
      *upper = 1.0;
      return;
    }
  n = (double) trials;
  p = (double) successes / n;
  z2 = z * z;
  denom = 1.0 + z2 / n;
  centre = (p + z2 / (2.0 * n)) / denom;
  half = z / denom * sqrt (p * (1.0 - p) / n + z2 / (4.0 * n * n));
  /* Clamp the rounding at the ends: 0 of n has a lower bound of exactly 0. */
  *lower = successes == 0 ? 0.0 : MAX (0.0, centre - half);
  *upper = successes == trials ? 1.0 : MIN (1.0, centre + half);
}

void
wm_mean_interval (guint64 n, double sum, double sum_sq, double z, double *lower, double *upper)
{
  double mean = n > 0 ? sum / (double) n : 0.0, half = 0.0;

  /* Rounding may leave a spread of equal values a hair below zero. */
  if (n > 1)
    half = z * sqrt (MAX (sum_sq - sum * mean, 0.0) / (double) (n - 1) / (double) n);
  *lower = mean - half;
  *upper = mean + half;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

void
wm_sort_doubles (double *values, guint n)
{
  qsort (values, n, sizeof *values, compare_doubles);
}

double
wm_quantile (double *values, guint n, double q)
{
  double position, fraction;
  guint below;

  g_return_val_if_fail (q >= 0.0 && q <= 1.0, 0.0);
  if (n == 0)
    return 0.0;
  wm_sort_doubles (values, n);
  position = q * (n - 1);
  below = (guint) floor (position);
  fraction = position - below;
  return below + 1 < n ? values[below] + fraction * (values[below + 1] - values[below])
                       : values[below];
}

double
wm_spread_of_differences (double *differences, guint n)
{
  /* |X − Y| of two normal figures is σ√2 |Z|, whose first quartile is
   * 0.4506 σ (Rousseeuw and Croux, 1993). */
  return n > 0 ? 2.2219 * wm_quantile (differences, n, 0.25) : 0.0;
}

double
wm_two_sided_p (double z)
{
  return erfc (fabs (z) / G_SQRT2);
}

double
wm_two_sided_quantile (double p)
{
  double low = 0, high = 40;

  g_return_val_if_fail (p > 0 && p <= 1, 0);
  /* erfc falls steadily: halve the bracket until it is a few ulps wide. */
  for (int i = 0; i < 200 && high - low > 1e-12; i++)
    {
      double mid = (low + high) / 2;

      if (wm_two_sided_p (mid) > p)
        low = mid;
      else
        high = mid;
    }
  return (low + high) / 2;
}

gboolean
wm_holm_passes (double p, guint rank, guint tests, double alpha)
{
  g_return_val_if_fail (rank < tests, FALSE);
  return p <= alpha / (tests - rank);
}

double
wm_log_choose (int n, int k)
{
  if (k < 0 || k > n || n < 0)
    return -INFINITY;
  return lgamma (n + 1.0) - lgamma (k + 1.0) - lgamma (n - k + 1.0);
}

double
wm_hypergeometric_any (int total, int marked, int drawn)
{
  if (marked <= 0 || drawn <= 0 || total <= 0)
    return 0.0;
  if (drawn > total - marked)
    return 1.0;
  /* P(none) = C(total - marked, drawn) / C(total, drawn). */
  return 1.0 - exp (wm_log_choose (total - marked, drawn) - wm_log_choose (total, drawn));
}
