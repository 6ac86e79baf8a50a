/* wm_region_copy(): a deep copy of a region equals the original field by
 * field (names in every language, both sides, comments and foreign
 * content), and the two share nothing: changing or freeing one leaves the
 * other whole (the asan and valgrind runs see any shared block). */

#include <glib.h>
#include <string.h>

#include "wm-extras-private.h"
#include "wm-variant-io.h"
#include "wm-test-base.h"

/* The test file with comments and foreign content on every kind of element
 * a region holds, and region names in two languages. */
static WmVariant *
load_with_extras (void)
{
  static const char *const edits[][2] = {
    { "<info languages=\"en\">", "<info languages=\"en de\">" },
    { "<region id=\"r1\" size=\"12\">",
      "<!-- the lowlands --><region id=\"r1\" size=\"12\" ext:tile=\"7\">" },
    { "<name xml:lang=\"en\">Lowlands</name>",
      "<name xml:lang=\"en\" ext:short=\"L\">Lowlands</name><!-- German -->"
      "<name xml:lang=\"de\">Tiefland</name>" },
    { "<side id=\"A\">", "<side id=\"A\" ext:printed=\"yes\">" },
    { "<path a=\"s1\" a-dir=\"se\" b=\"s2\" b-dir=\"nw\" type=\"road\"/>\n      <path",
      "<!-- old road --><path a=\"s1\" a-dir=\"se\" b=\"s2\" b-dir=\"nw\" type=\"road\" "
      "ext:paved=\"no\"/>\n      <path" },
    { "<lake id=\"l1\">", "<lake id=\"l1\" ext:name=\"Mere\"><ext:fish kind=\"pike\"/>" },
    { "<shore space=\"s2\" dir=\"s\"/>", "<!-- south bank --><shore space=\"s2\" dir=\"s\"/>" },
    { "<island space=\"s5\"/>", "<island space=\"s5\" ext:tree=\"oak\"/>" },
    { "<port edge=\"n\" at=\"3\" type=\"road\" space=\"s1\" dir=\"n\"/>",
      "<!-- to the pass --><port edge=\"n\" at=\"3\" type=\"road\" space=\"s1\" dir=\"n\" "
      "ext:gate=\"1\"/>" },
  };
  g_autofree char *path
      = g_build_filename (WM_TEST_DATA, "good", "foreign-and-spaces.waymark", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GString) text = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmVariant *variant;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  text = g_string_new (contents);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    g_assert_cmpuint (g_string_replace (text, edits[i][0], edits[i][1], 1), ==, 1);
  bytes = g_bytes_new (text->str, text->len);
  variant = wm_variant_load_bytes (bytes, "extras", diags);
  g_assert_nonnull (variant);
  return variant;
}

/* A copy of @variant in which every region is a wm_region_copy() of the
 * original's: equal to the original exactly when the copies are. */
static WmVariant *
with_copied_regions (WmVariant *variant)
{
  WmVariant *copy = wm_variant_copy (variant);

  g_assert_nonnull (copy);
  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = wm_region_copy (g_ptr_array_index (variant->regions, i));
      wm_region_free (g_ptr_array_index (copy->regions, i));
      g_ptr_array_index (copy->regions, i) = region;
    }
  return copy;
}

static void
check_equal (WmVariant *(*load) (void), const char *expected)
{
  g_autoptr (WmVariant) variant = load ();
  g_autoptr (WmVariant) copy = with_copied_regions (variant);
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (copy);
  g_autofree char *where = NULL;
  WmRegion *region = g_ptr_array_index (copy->regions, 0);

  g_assert_true (wm_variant_equal (variant, copy, &where));
  g_assert_null (where);
  if (expected != NULL)
    g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), expected));
  /* The comparison sees the regions: one step of one space differs. */
  ((WmSpace *)g_ptr_array_index (region->sides[0]->spaces, 0))->x += 1;
  g_assert_false (wm_variant_equal (variant, copy, &where));
  g_assert_nonnull (strstr (where, "x="));
}

static void
test_equal_base (void)
{
  check_equal (wm_test_load_base, NULL);
}

static void
test_equal_extras (void)
{
  check_equal (load_with_extras, "<!-- south bank -->");
}

static void
test_lines (void)
{
  g_autoptr (WmVariant) variant = load_with_extras ();
  WmRegion *region = wm_region_copy (g_ptr_array_index (variant->regions, 0));

  g_assert_cmpint (((WmRegion *)g_ptr_array_index (variant->regions, 0))->line, >, 0);
  g_assert_cmpint (region->line, ==, 0);
  g_assert_cmpint (((WmSpace *)g_ptr_array_index (region->sides[0]->spaces, 0))->line, ==, 0);
  wm_region_free (region);
}

static void
scribble_extras (WmExtras **extras)
{
  g_clear_pointer (extras, wm_extras_free);
}

static void
scribble_string (char **s)
{
  if (*s == NULL)
    return;
  g_free (*s);
  *s = g_strdup ("changed");
}

static void
scribble_lake (WmLake *lake)
{
  if (lake == NULL)
    return;
  scribble_string (&lake->id);
  scribble_extras (&lake->extras);
  for (guint i = 0; i < lake->shores->len; i++)
    scribble_string (&((WmShore *)g_ptr_array_index (lake->shores, i))->space);
  g_ptr_array_set_size (lake->islands, 0);
}

/* Changes every string and every array of the copy, and drops its comments
 * and foreign content. */
static void
scribble (WmRegion *region)
{
  scribble_string (&region->id);
  wm_text_set (&region->name, "en", "Changed");
  scribble_extras (&((WmTextEntry *)g_ptr_array_index (region->name.entries, 0))->extras);
  scribble_extras (&region->extras);
  for (int s = 0; s < 2; s++)
    {
      WmSide *side = region->sides[s];
      if (side == NULL)
        continue;
      scribble_extras (&side->extras);
      for (guint i = 0; i < side->spaces->len; i++)
        {
          WmSpace *space = g_ptr_array_index (side->spaces, i);
          scribble_string (&space->id);
          scribble_string (&space->town);
          scribble_extras (&space->extras);
        }
      for (guint i = 0; i < side->paths->len; i++)
        {
          WmPath *path = g_ptr_array_index (side->paths, i);
          scribble_string (&path->a);
          scribble_string (&path->type);
          scribble_extras (&path->extras);
        }
      for (guint i = 0; i < side->lakes->len; i++)
        scribble_lake (g_ptr_array_index (side->lakes, i));
      for (int c = 0; c < WM_N_CORNERS; c++)
        scribble_lake (side->corner_lakes[c]);
      g_ptr_array_set_size (side->ports, 0);
    }
}

/* Changing and freeing the copy leaves the original as it was. */
static void
test_copy_independent (void)
{
  g_autoptr (WmVariant) variant = load_with_extras ();
  g_autoptr (GBytes) before = wm_variant_save_bytes (variant);
  g_autoptr (GBytes) after = NULL;
  WmRegion *copy = wm_region_copy (g_ptr_array_index (variant->regions, 0));

  scribble (copy);
  wm_region_free (copy);
  after = wm_variant_save_bytes (variant);
  g_assert_true (g_bytes_equal (before, after));
}

/* And the copy outlives its original: the variant it came from freed, it
 * still saves as it was. */
static void
test_original_independent (void)
{
  g_autoptr (WmVariant) variant = load_with_extras ();
  g_autoptr (WmVariant) alone = with_copied_regions (variant);
  g_autoptr (GBytes) expected = wm_variant_save_bytes (alone);
  g_autoptr (GBytes) saved = NULL;

  /* Copy again from @alone, then change and free @alone's regions. */
  g_clear_pointer (&variant, wm_variant_unref);
  variant = with_copied_regions (alone);
  for (guint i = 0; i < alone->regions->len; i++)
    scribble (g_ptr_array_index (alone->regions, i));
  g_clear_pointer (&alone, wm_variant_unref);
  saved = wm_variant_save_bytes (variant);
  g_assert_true (g_bytes_equal (saved, expected));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/region-copy/equal/base", test_equal_base);
  g_test_add_func ("/model/region-copy/equal/extras", test_equal_extras);
  g_test_add_func ("/model/region-copy/lines", test_lines);
  g_test_add_func ("/model/region-copy/independent/copy", test_copy_independent);
  g_test_add_func ("/model/region-copy/independent/original", test_original_independent);
  return g_test_run ();
}
