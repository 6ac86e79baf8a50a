#include "config.h"

#include "wm-test-doc.h"
#include "wm-validator.h"

void
wm_test_assert_undoes_to (WmDocument *doc, GBytes *before)
{
  g_autoptr (GBytes) after = NULL;

  while (wm_document_can_undo (doc))
    g_assert_true (wm_document_undo (doc, NULL));
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, after));
}

guint
wm_test_count_code (WmDocument *doc, const char *code)
{
  g_autoptr (WmDiagnostics) diags = wm_validate (wm_document_get_variant (doc));
  guint n = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (g_strcmp0 (wm_diagnostics_get (diags, i)->code, code) == 0)
      n++;
  return n;
}
