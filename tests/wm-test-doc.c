#include "config.h"

#include "wm-test-doc.h"

void
wm_test_assert_undoes_to (WmDocument *doc, GBytes *before)
{
  g_autoptr (GBytes) after = NULL;

  while (wm_document_can_undo (doc))
    g_assert_true (wm_document_undo (doc, NULL));
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, after));
}
