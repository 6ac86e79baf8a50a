#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <string.h>

#include "../io/wm-variant-io.h"
#include "wm-variant.h"

/* Two variants are equal when their canonical forms are: the saver writes
 * every field of the model (and nothing else, line numbers excluded), in a
 * fixed order, so this compares content field by field while staying exact
 * as the model grows. On a difference, @where names the first differing
 * line of the canonical form, which reads like the file a designer knows. */
gboolean
wm_variant_equal (const WmVariant *a, const WmVariant *b, char **where)
{
  g_autoptr (GBytes) bytes_a = NULL;
  g_autoptr (GBytes) bytes_b = NULL;
  g_auto (GStrv) lines_a = NULL;
  g_auto (GStrv) lines_b = NULL;
  guint i;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  bytes_a = wm_variant_save_bytes (a);
  bytes_b = wm_variant_save_bytes (b);
  if (g_bytes_equal (bytes_a, bytes_b))
    return TRUE;
  if (where == NULL)
    return FALSE;

  lines_a = g_strsplit (g_bytes_get_data (bytes_a, NULL), "\n", -1);
  lines_b = g_strsplit (g_bytes_get_data (bytes_b, NULL), "\n", -1);
  for (i = 0; lines_a[i] != NULL && lines_b[i] != NULL; i++)
    if (strcmp (lines_a[i], lines_b[i]) != 0)
      break;
  *where = g_strdup_printf ("canonical line %u: “%s” ≠ “%s”", i + 1,
                            lines_a[i] ? g_strstrip (lines_a[i]) : "(end)",
                            lines_b[i] ? g_strstrip (lines_b[i]) : "(end)");
  return FALSE;
}
