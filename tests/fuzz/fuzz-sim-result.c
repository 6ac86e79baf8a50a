#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: the simulation result reader (model/sim/wm-sim-report.h),
 * what merge, compare and analyze --from read from shards and results
 * that come from elsewhere. A result either loads, or is refused with a
 * message naming the file. One that loads saves to text that loads again
 * and saves to the same bytes, exports as CSV, and merges with itself into
 * a result or is refused with a message. */

#include "config.h"

#include <glib.h>
#include <string.h>

#include "wm-fuzz.h"
#include "wm-sim-report.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  wm_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (GBytes) saved_bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) doc = NULL, again = NULL, merged = NULL;
  g_autofree char *saved = NULL, *saved_again = NULL, *csv = NULL;
  JsonNode *pair[2];

  doc = wm_sim_report_load_bytes (bytes, "fuzz.json", &error);
  if (doc == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.json"))
        g_error ("a result was refused without a message naming the file");
      return 0;
    }
  saved = wm_sim_report_to_string (doc);
  saved_bytes = g_bytes_new_static (saved, strlen (saved));
  again = wm_sim_report_load_bytes (saved_bytes, "saved.json", &error);
  if (again == NULL)
    g_error ("a saved result does not load again: %s", error->message);
  saved_again = wm_sim_report_to_string (again);
  if (g_strcmp0 (saved, saved_again) != 0)
    g_error ("a saved result loads into a different result");
  csv = wm_sim_report_to_csv (doc);
  g_assert (csv != NULL);
  pair[0] = doc;
  pair[1] = again;
  merged = wm_sim_report_merge (pair, 2, &error);
  if (merged == NULL && (error == NULL || error->message[0] == '\0'))
    g_error ("two copies of a result were refused to merge without a message");
  return 0;
}
