#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: the --arrangement spec every board command reads, against
 * the bundled base game. A spec either parses into an arrangement that
 * assembles (or is refused with a diagnostic) and prints back as a spec
 * that parses to the same arrangement, or it is refused with a message. */

#include "config.h"

#include <glib.h>
#include <string.h>

#include "wm-fuzz.h"
#include "wm-map.h"
#include "wm-variant-io.h"

static WmVariant *base;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  wm_fuzz_init ();
  base = wm_variant_load_base (diags);
  g_assert (base != NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *spec = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) arrangement = wm_arrangement_parse (base, spec, &error);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("map");
  g_autoptr (WmMap) map = NULL;
  g_autofree char *printed = NULL;
  g_autoptr (WmArrangement) again = NULL;

  /* The spec is a C string on the command line: stop at a NUL like it. */
  if (strlen (spec) != size)
    return 0;
  if (arrangement == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("a spec was refused without a message");
      return 0;
    }
  map = wm_map_build (base, arrangement, problems);
  if (map == NULL && wm_diagnostics_count_errors (problems) == 0)
    g_error ("an arrangement was refused without an error diagnostic");
  printed = wm_arrangement_to_string (base, arrangement);
  again = wm_arrangement_parse (base, printed, &error);
  if (again == NULL || !wm_arrangement_equal (arrangement, again))
    g_error ("“%s” printed as “%s”, which does not read back", spec, printed);
  return 0;
}
