/* What an undoable edit costs on the base game, for each kind of command:
 * a field command (the rules page), a snapshot edit (the generic fallback
 * any editor can use: canonical bytes before and after), undo and redo of
 * each, and the validation the editor runs after a pause in editing. */

#include "config.h"

#include <stdio.h>

#include "wm-document.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

#define N 200

static void
add_author (WmVariant *variant, gpointer user_data)
{
  g_ptr_array_add (variant->info.authors, g_strdup_printf ("author %d", GPOINTER_TO_INT (user_data)));
}

static double
ms_per (gint64 start, int n)
{
  return (g_get_monotonic_time () - start) / 1000.0 / n;
}

int
main (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  gint64 t;
  double field_do, field_undo, field_redo, snap_do, snap_undo, snap_redo, save, validate;

  t = g_get_monotonic_time ();
  for (int i = 0; i < N; i++)
    /* Alternating fields: consecutive edits of one field would merge. */
    wm_document_set_field (doc, i % 2 ? WM_FIELD_GOAL : WM_FIELD_HAND,
                           i % 2 ? 21 + i % 50 : 4 + i % 4, NULL);
  field_do = ms_per (t, N);
  t = g_get_monotonic_time ();
  for (int i = 0; i < N; i++)
    wm_document_undo (doc, NULL);
  field_undo = ms_per (t, N);
  t = g_get_monotonic_time ();
  for (int i = 0; i < N; i++)
    wm_document_redo (doc, NULL);
  field_redo = ms_per (t, N);

  t = g_get_monotonic_time ();
  for (int i = 0; i < N / 4; i++)
    wm_document_edit (doc, "author", add_author, GINT_TO_POINTER (i), NULL);
  snap_do = ms_per (t, N / 4);
  t = g_get_monotonic_time ();
  for (int i = 0; i < N / 4; i++)
    wm_document_undo (doc, NULL);
  snap_undo = ms_per (t, N / 4);
  t = g_get_monotonic_time ();
  for (int i = 0; i < N / 4; i++)
    wm_document_redo (doc, NULL);
  snap_redo = ms_per (t, N / 4);

  t = g_get_monotonic_time ();
  for (int i = 0; i < N / 4; i++)
    g_bytes_unref (wm_document_save_bytes (doc));
  save = ms_per (t, N / 4);
  t = g_get_monotonic_time ();
  for (int i = 0; i < N / 10; i++)
    wm_diagnostics_free (wm_validate (wm_document_get_variant (doc)));
  validate = ms_per (t, N / 10);

  printf ("base game, per operation:\n");
  printf ("  field command: do %.1f µs, undo %.1f µs, redo %.1f µs (steps on the stack: %s)\n",
          field_do * 1000, field_undo * 1000, field_redo * 1000,
          wm_document_can_undo (doc) ? "yes" : "no");
  printf ("  snapshot edit: do %.2f ms, undo %.2f ms, redo %.2f ms\n", snap_do, snap_undo,
          snap_redo);
  printf ("  canonical save to memory %.2f ms; full validation %.2f ms\n", save, validate);
  return 0;
}
