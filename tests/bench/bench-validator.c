/* The validator on the base game: a full validation (every one of the
 * 2 × 6144 arrangements included) and the incremental re-check after a
 * one-space edit. Goals: full ≤ 1 s, incremental ≤ 50 ms on one core. Times
 * are this thread's CPU time (one core), median of several runs; wall time
 * is printed beside it. Exits 1 when a goal is missed. */

#include <glib.h>
#include <stdlib.h>
#include <time.h>

#include "wm-map.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

#define RUNS 15

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

typedef void (*Job) (gpointer data);

static void
measure (const char *name, Job job, gpointer data, double goal_ms, gboolean *ok)
{
  double cpu[RUNS], wall[RUNS];

  for (int i = 0; i < RUNS; i++)
    {
      double c0 = cpu_ms ();
      gint64 w0 = g_get_monotonic_time ();
      job (data);
      cpu[i] = cpu_ms () - c0;
      wall[i] = (g_get_monotonic_time () - w0) / 1e3;
    }
  qsort (cpu, RUNS, sizeof (double), compare_doubles);
  qsort (wall, RUNS, sizeof (double), compare_doubles);
  g_print ("%-44s median %8.2f ms CPU (min %.2f), %8.2f ms wall; goal ≤ %.0f ms: %s\n", name,
           cpu[RUNS / 2], cpu[0], wall[RUNS / 2], goal_ms,
           cpu[RUNS / 2] <= goal_ms ? "met" : "MISSED");
  *ok &= cpu[RUNS / 2] <= goal_ms;
}

static void
full (gpointer data)
{
  WmDiagnostics *diags = wm_validate (data);
  g_assert (wm_diagnostics_count (diags) == 0);
  wm_diagnostics_free (diags);
}

static void
arrangements_only (gpointer data)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  wm_validate_part (data, "arrangements", diags);
}

typedef struct
{
  WmVariant *variant;
  WmValidation *validation;
  WmSpace *space;
} Edit;

/* What the editor does after moving one space of region r1 a little. */
static void
one_space_edit (gpointer data)
{
  Edit *edit = data;
  WmDiagnostics *merged;

  edit->space->x += edit->space->x < 6 ? 0.05 : -0.05;
  wm_validation_update_region (edit->validation, "r1");
  merged = wm_validation_collect (edit->validation);
  wm_diagnostics_free (merged);
}

static void
one_card_edit (gpointer data)
{
  Edit *edit = data;
  WmDeck *deck = wm_variant_find_deck (edit->variant, "quests-r2");
  WmCard *card = g_ptr_array_index (deck->cards, 0);

  card->reward->gold = card->reward->gold == 2 ? 3 : 2;
  wm_validation_update_deck (edit->validation, "quests-r2");
  wm_diagnostics_free (wm_validation_collect (edit->validation));
}

int
main (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  WmRegion *r1;
  Edit edit;
  gboolean ok = TRUE;

  if (variant == NULL)
    return 2;
  g_print ("base game: %" G_GUINT64_FORMAT " arrangements per side, sides A and B\n",
           wm_arrangement_count (variant));
  measure ("full validation (wm_validate)", full, variant, 1000, &ok);
  measure ("  of which every arrangement, both sides", arrangements_only, variant, 1000, &ok);

  r1 = wm_variant_find_region (variant, "r1");
  edit.variant = variant;
  edit.validation = wm_validation_new (variant, "base");
  edit.space = wm_side_find_space (r1->sides[0], "s13");
  measure ("incremental after a one-space edit", one_space_edit, &edit, 50, &ok);
  measure ("incremental after a one-card edit", one_card_edit, &edit, 50, &ok);
  wm_validation_free (edit.validation);
  return ok ? 0 : 1;
}
