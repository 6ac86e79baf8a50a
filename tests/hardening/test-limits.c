/* Input limits: files too large, elements nested too deep, too many
 * elements, texts too long. Each is refused with its code and a message,
 * quickly and before the damage (memory, time) is done. */

#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "wm-variant-io.h"
#include "wm-xml-safe.h"

#define HEAD "<variant xmlns='urn:waymark:variant:1' xmlns:x='urn:x' format='1' id='v'>"
#define TAIL "</variant>"

static void
assert_refused (WmDiagnostics *diags, WmVariant *variant, const char *code)
{
  g_assert_null (variant);
  if (!wm_diagnostics_has_code (diags, code))
    for (guint i = 0; i < wm_diagnostics_count (diags); i++)
      {
        g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
        g_test_message ("%s", line);
      }
  g_assert_true (wm_diagnostics_has_code (diags, code));
}

static WmVariant *
load_string (GString *text, WmDiagnostics *diags)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (text->str, text->len);

  return wm_variant_load_bytes (bytes, "limits", diags);
}

static void
test_file_100mb (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("huge");
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GFile) file = NULL;
  gint64 start;
  double seconds;
  int fd;

  /* A sparse 100 MB file: costs no disk, and reading it would cost a lot. */
  fd = g_file_open_tmp ("wm-huge-XXXXXX.waymark", &path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ftruncate (fd, 100 * 1024 * 1024), ==, 0);
  close (fd);

  /* GIO loads its modules on first use; that is not what is measured. */
  file = g_file_new_for_path (path);
  g_object_unref (g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                     G_FILE_QUERY_INFO_NONE, NULL, NULL));
  start = g_get_monotonic_time ();
  variant = wm_variant_load_path (path, diags);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_unlink (path);
  g_test_message ("100 MB file refused in %.4f s", seconds);
  assert_refused (diags, variant, "io-too-large");
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==,
                   "the file is 104857600 bytes; the limit is 33554432 bytes (32 MB)");
  /* Well under a second in a normal build; the bound leaves room for
   * Valgrind and the sanitizers and still catches reading and parsing. */
  g_assert_cmpfloat (seconds, <, 3.0);
}

static void
test_bytes_too_large (void)
{
  gsize size = WM_LOAD_MAX_BYTES + 1;
  g_autofree char *data = g_malloc (size);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("big");
  g_autoptr (WmVariant) variant = NULL;

  /* In memory (the editor's paste, the recovery files) the limit holds too. */
  memset (data, ' ', size);
  bytes = g_bytes_new_static (data, size);
  variant = wm_variant_load_bytes (bytes, "big", diags);
  assert_refused (diags, variant, "io-too-large");
}

static void
test_unbounded_file (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("/dev/zero");
  g_autoptr (WmVariant) variant = NULL;
  gint64 start = g_get_monotonic_time ();

  /* A file whose size says nothing (a device, a pipe) must not be read to
   * its end, which may never come. */
  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  variant = wm_variant_load_path ("/dev/zero", diags);
  g_test_message ("/dev/zero refused in %.3f s",
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_null (variant);
  g_assert_true (wm_diagnostics_has_code (diags, "io-too-large")
                 || wm_diagnostics_has_code (diags, "io-read"));
}

static void
test_nesting (gconstpointer data)
{
  int depth = GPOINTER_TO_INT (data);
  g_autoptr (GString) text = g_string_new (HEAD);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("deep");
  g_autoptr (WmVariant) variant = NULL;

  /* Foreign elements may nest freely in the model, so only the limit stops
   * them. */
  for (int i = 0; i < depth; i++)
    g_string_append (text, "<x:a>");
  for (int i = 0; i < depth; i++)
    g_string_append (text, "</x:a>");
  g_string_append (text, TAIL);
  variant = load_string (text, diags);
  assert_refused (diags, variant, "xml-limit");
}

static void
test_many_elements (void)
{
  g_autoptr (GString) text = g_string_new (HEAD);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("many");
  g_autoptr (WmVariant) variant = NULL;
  gint64 start;
  double seconds;

  /* As many empty elements as the size limit allows (over five million):
   * the parser must stop at the element limit, not build them all. */
  while (text->len + 6 + strlen (TAIL) <= WM_LOAD_MAX_BYTES)
    g_string_append (text, "<x:a/>");
  g_string_append (text, TAIL);
  start = g_get_monotonic_time ();
  variant = load_string (text, diags);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("%zu elements (%zu bytes) refused in %.3f s", (text->len - strlen (HEAD)) / 6,
                  text->len, seconds);
  assert_refused (diags, variant, "xml-limit");
  g_assert_cmpfloat (seconds, <, 20.0);
}

static void
test_long_text (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "<x:a>");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  g_autoptr (WmVariant) variant = NULL;

  for (int i = 0; i <= WM_XML_MAX_TEXT; i++)
    g_string_append_c (text, 'a' + i % 26);
  g_string_append (text, "</x:a>" TAIL);
  variant = load_string (text, diags);
  assert_refused (diags, variant, "xml-limit");
}

static void
test_long_attribute (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "<x:a x:b='");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  g_autoptr (WmVariant) variant = NULL;

  for (int i = 0; i <= WM_XML_MAX_TEXT; i++)
    g_string_append_c (text, 'a' + i % 26);
  g_string_append (text, "'/>" TAIL);
  variant = load_string (text, diags);
  assert_refused (diags, variant, "xml-limit");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hardening/limits/file-100mb", test_file_100mb);
  g_test_add_func ("/hardening/limits/bytes-too-large", test_bytes_too_large);
  g_test_add_func ("/hardening/limits/unbounded-file", test_unbounded_file);
  g_test_add_data_func ("/hardening/limits/nesting/limit", GINT_TO_POINTER (WM_XML_MAX_DEPTH + 1),
                        test_nesting);
  g_test_add_data_func ("/hardening/limits/nesting/parser", GINT_TO_POINTER (100000),
                        test_nesting);
  g_test_add_func ("/hardening/limits/elements", test_many_elements);
  g_test_add_func ("/hardening/limits/text", test_long_text);
  g_test_add_func ("/hardening/limits/attribute", test_long_attribute);
  return g_test_run ();
}
