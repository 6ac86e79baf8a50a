#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: the .waymark loader. Any input must end in a model or in
 * diagnostics, never a crash, a leak or a critical. A file that loads must
 * also survive the canonical round trip (its saved form loads without an
 * error, into an equal model, and saves to the same bytes), and its default
 * boards on both sides must assemble or be refused with a diagnostic, their
 * arrangement specs reading back to the same arrangement (unless the board
 * places a region twice, which no spec may say). */

#include "config.h"

#include <glib.h>

#include "wm-fuzz.h"
#include "wm-map.h"
#include "wm-variant-io.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  wm_fuzz_init ();
  return 0;
}

static void
check_round_trip (const WmVariant *variant)
{
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("saved");
  g_autoptr (WmVariant) again = wm_variant_load_bytes (saved, "saved", diags);
  g_autoptr (GBytes) saved_again = NULL;
  g_autofree char *where = NULL;

  if (again == NULL || wm_diagnostics_count_errors (diags) > 0)
    {
      g_autofree char *first = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
      g_error ("the saved form of a valid file does not load: %s\n%.*s", first,
               (int) g_bytes_get_size (saved), (const char *) g_bytes_get_data (saved, NULL));
    }
  if (!wm_variant_equal (variant, again, &where))
    g_error ("the saved form loads into a different model: %s", where);
  saved_again = wm_variant_save_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("saving is not canonical: a second save differs");
}

/* Whether @arrangement places a region or a quest deck twice: a board the
 * variant may describe (the validator reports it as setup-board) but no
 * spec may name, since a game on it would deal the same cards twice. */
static gboolean
repeats (const WmArrangement *arrangement)
{
  int n = arrangement->cols * arrangement->rows;

  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      if (arrangement->cells[i].region == arrangement->cells[j].region
          || (arrangement->cells[i].quest_deck >= 0
              && arrangement->cells[i].quest_deck == arrangement->cells[j].quest_deck))
        return TRUE;
  return FALSE;
}

static void
check_boards (WmVariant *variant)
{
  for (int side = 0; side < 2; side++)
    {
      g_autoptr (WmArrangement) arrangement = wm_arrangement_default (variant, side == 1);
      g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
      g_autoptr (WmMap) map = wm_map_build (variant, arrangement, problems);
      g_autofree char *spec = wm_arrangement_to_string (variant, arrangement);
      g_autoptr (GError) error = NULL;
      g_autoptr (WmArrangement) parsed = wm_arrangement_parse (variant, spec, &error);

      if (map == NULL && wm_diagnostics_count_errors (problems) == 0)
        g_error ("a board was refused without an error diagnostic");
      if (map != NULL && !repeats (arrangement)
          && (parsed == NULL || !wm_arrangement_equal (arrangement, parsed)))
        g_error ("the spec “%s” of a board that assembles does not read back: %s", spec,
                 error ? error->message : "a different arrangement");
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("fuzz");
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "fuzz", diags);

  if (variant == NULL)
    {
      /* A refusal must say why. */
      if (wm_diagnostics_count_errors (diags) == 0)
        g_error ("the loader failed without an error diagnostic");
      return 0;
    }
  check_round_trip (variant);
  check_boards (variant);
  return 0;
}
