/* Duplicate region names the copy in the variant's languages only: a
 * language taken off the Overview's list with its texts kept (they wait
 * there for it to come back) gives the copy no name in it, which would be
 * one more lang-undeclared warning and a name no field shows. No display. */

#include "config.h"

#include "wm-map-edits.h"
#include "wm-test-doc.h"

/* Italian off the list, its texts kept, as the Overview's Keep Texts
 * leaves them; r2 named in Italian alone. */
static void
drop_italian (WmVariant *variant, gpointer data)
{
  WmRegion *r2 = wm_variant_find_region (variant, "r2");

  g_strfreev (variant->info.languages);
  variant->info.languages = g_strsplit ("en de", " ", -1);
  wm_text_remove (&r2->name, "en");
  wm_text_remove (&r2->name, "de");
}

static void
test_duplicate_declared_only (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autofree char *copy_id = NULL;
  g_autofree char *bare_id = NULL;
  const WmRegion *original, *copy;
  guint undeclared;

  g_assert_true (wm_document_edit (doc, "drop Italian", drop_italian, NULL, NULL));
  undeclared = wm_test_count_code (doc, "lang-undeclared");
  g_assert_cmpuint (undeclared, >, 0);

  g_assert_true (wm_map_duplicate_region (doc, "r1", &copy_id, NULL));
  original = wm_variant_find_region (wm_document_get_variant (doc), "r1");
  copy = wm_variant_find_region (wm_document_get_variant (doc), copy_id);
  g_assert_nonnull (wm_text_get_exact (&original->name, "it"));
  g_assert_null (wm_text_get_exact (&copy->name, "it"));
  g_assert_nonnull (wm_text_get_exact (&copy->name, "en"));
  g_assert_nonnull (wm_text_get_exact (&copy->name, "de"));
  g_assert_cmpuint (wm_test_count_code (doc, "lang-undeclared"), ==, undeclared);

  /* A region named only in the language taken off: its copy is named by
   * its id, as a new region is. */
  g_assert_true (wm_map_duplicate_region (doc, "r2", &bare_id, NULL));
  copy = wm_variant_find_region (wm_document_get_variant (doc), bare_id);
  g_assert_null (wm_text_get_exact (&copy->name, "it"));
  g_assert_cmpstr (wm_text_get_exact (&copy->name, "en"), ==, bare_id);
  g_assert_cmpuint (wm_test_count_code (doc, "lang-undeclared"), ==, undeclared);

  wm_test_assert_undoes_to (doc, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/regions/duplicate/declared-languages", test_duplicate_declared_only);
  return g_test_run ();
}
