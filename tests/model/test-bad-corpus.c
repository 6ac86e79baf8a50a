/* The corpus of broken files in tests/data/bad: each one must be refused
 * (no model), with its expected diagnostic at its expected line, without a
 * crash and quickly. tests/data/bad/EXPECTED lists FILE CODE LINE. */

#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wm-variant-io.h"

typedef struct
{
  char *file;
  char *code;
  int line;
} Expectation;

static GPtrArray *expectations;

static char *
bad_path (const char *file)
{
  return g_build_filename (WM_TEST_DATA, "bad", file, NULL);
}

static void
expectation_free (gpointer data)
{
  Expectation *e = data;

  g_free (e->file);
  g_free (e->code);
  g_free (e);
}

static GPtrArray *
read_manifest (void)
{
  g_autofree char *path = bad_path ("EXPECTED");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *list = g_ptr_array_new_with_free_func (expectation_free);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("cannot read %s: %s", path, error->message);
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      Expectation *e;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      words = g_strsplit_set (lines[i], " \t", -1);
      if (g_strv_length (words) != 3)
        g_error ("EXPECTED line %d is not FILE CODE LINE: %s", i + 1, lines[i]);
      e = g_new0 (Expectation, 1);
      e->file = g_strdup (words[0]);
      e->code = g_strdup (words[1]);
      e->line = atoi (words[2]);
      g_ptr_array_add (list, e);
    }
  return list;
}

static void
log_diagnostics (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
}

static gboolean
has_code_at (const WmDiagnostics *diags, const char *code, int line)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, code) == 0 && d->line == line)
        return TRUE;
    }
  return FALSE;
}

/* Every diagnostic is a complete, one-line statement with a code. */
static void
assert_well_formed_diagnostics (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_nonnull (d->code);
      g_assert_true (g_regex_match_simple ("^[a-z]+(-[a-z]+)*$", d->code, 0, 0));
      g_assert_nonnull (d->message);
      g_assert_cmpstr (d->message, !=, "");
      g_assert_null (strchr (d->message, '\n'));
      g_assert_cmpint (d->line, >=, 0);
    }
}

static void
test_bad_file (gconstpointer data)
{
  const Expectation *e = data;
  g_autofree char *path = bad_path (e->file);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (e->file);
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GTimer) timer = g_timer_new ();

  variant = wm_variant_load_path (path, diags);
  log_diagnostics (diags);
  g_assert_null (variant);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), >, 0);
  if (!has_code_at (diags, e->code, e->line))
    g_error ("%s: expected [%s] at line %d", e->file, e->code, e->line);
  assert_well_formed_diagnostics (diags);
  /* Every file here is small; none may take long, whatever it holds. The
   * bound catches a runaway (an expansion, a quadratic search), not speed:
   * it leaves room for Valgrind on a machine busy with other tests. */
  g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, 10.0);
}

/* The manifest covers every file of the folder, and the folder covers the
 * kinds of damage the issue names. */
static void
test_manifest_complete (void)
{
  g_autofree char *dir_path = g_build_filename (WM_TEST_DATA, "bad", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) codes = g_hash_table_new (g_str_hash, g_str_equal);
  const char *name;
  const char *const needed[] = { "xml-malformed", "xml-namespace", "xml-dtd", "xml-entity",
                                 "xml-limit", "format-version", "schema-element",
                                 "schema-attribute", "schema-missing", "schema-value",
                                 "schema-range", "id-duplicate", "ref-unknown",
                                 "path-direction-taken", "path-self-loop", "effect-unknown",
                                 "effect-param", NULL };

  g_assert_nonnull (dir);
  g_assert_cmpuint (expectations->len, >=, 35);
  for (guint i = 0; i < expectations->len; i++)
    {
      Expectation *e = g_ptr_array_index (expectations, i);
      g_assert_false (g_hash_table_contains (listed, e->file));
      g_hash_table_add (listed, e->file);
      g_hash_table_add (codes, e->code);
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".waymark") && !g_hash_table_contains (listed, name))
      g_error ("%s is not listed in EXPECTED", name);
  for (int i = 0; needed[i] != NULL; i++)
    if (!g_hash_table_contains (codes, needed[i]))
      g_error ("no file of the corpus reports %s", needed[i]);
}

/* The billion-laughs file stops at its DOCTYPE: nothing is expanded. */
static void
test_entity_bomb_is_quick (void)
{
  g_autofree char *path = bad_path ("entity-bomb.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bomb");
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GTimer) timer = g_timer_new ();
  double seconds;
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 150 * 1024);
  variant = wm_variant_load_path (path, diags);
  seconds = g_timer_elapsed (timer, NULL);
  g_test_message ("entity bomb refused in %.2f ms", seconds * 1000);
  g_assert_null (variant);
  g_assert_true (wm_diagnostics_has_code (diags, "xml-dtd"));
  g_assert_false (wm_diagnostics_has_code (diags, "xml-malformed"));
  /* Well under 10 ms in practice; the bound catches an expansion only. */
  g_assert_cmpfloat (seconds, <, 10.0);
}

/* Writes a 100 MB file: a valid start, then a comment that never ends. */
static char *
write_huge_file (const char *dir)
{
  char *path = g_build_filename (dir, "huge.waymark", NULL);
  FILE *out = fopen (path, "wb");
  g_autofree char *chunk = g_malloc (1024 * 1024);
  const char *head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<variant xmlns=\"urn:waymark:variant:1\" format=\"1\">\n<!--";

  g_assert_nonnull (out);
  memset (chunk, 'x', 1024 * 1024);
  g_assert_cmpint (fputs (head, out), >=, 0);
  for (int i = 0; i < 100; i++)
    g_assert_cmpuint (fwrite (chunk, 1, 1024 * 1024, out), ==, 1024 * 1024);
  g_assert_cmpint (fclose (out), ==, 0);
  return path;
}

static void
test_too_large (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("waymark-huge-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (GTimer) timer = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("huge.waymark");
  g_autoptr (WmDiagnostics) diags2 = wm_diagnostics_new ("huge.waymark");
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmVariant) variant2 = NULL;
  g_autoptr (GMappedFile) mapped = NULL;
  g_autoptr (GBytes) bytes = NULL;
  double seconds;

  g_assert_no_error (error);
  path = write_huge_file (dir);

  timer = g_timer_new ();
  variant = wm_variant_load_path (path, diags);
  seconds = g_timer_elapsed (timer, NULL);
  g_test_message ("100 MB file refused in %.3f ms", seconds * 1000);
  log_diagnostics (diags);
  g_assert_null (variant);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_true (has_code_at (diags, "io-too-large", 0));
  /* Refused from its size alone: the one diagnostic above says so (a file
   * that was read would have a parse error too); the time is reported, not
   * asserted, except as a bound on reading everything. */
  g_assert_cmpfloat (seconds, <, 3.0);

  /* The same through bytes already in memory (mapped, so never touched). */
  mapped = g_mapped_file_new (path, FALSE, &error);
  g_assert_no_error (error);
  bytes = g_mapped_file_get_bytes (mapped);
  g_timer_start (timer);
  variant2 = wm_variant_load_bytes (bytes, "huge.waymark", diags2);
  seconds = g_timer_elapsed (timer, NULL);
  g_assert_null (variant2);
  g_assert_true (has_code_at (diags2, "io-too-large", 0));
  g_assert_cmpuint (wm_diagnostics_count (diags2), ==, 1);
  g_test_message ("the same in memory refused in %.3f ms", seconds * 1000);
  g_assert_cmpfloat (seconds, <, 3.0);

  g_clear_pointer (&bytes, g_bytes_unref);
  g_clear_pointer (&mapped, g_mapped_file_unref);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_missing_file (void)
{
  g_autofree char *path = bad_path ("no-such-file.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("no-such-file.waymark");
  g_autoptr (WmVariant) variant = wm_variant_load_path (path, diags);

  g_assert_null (variant);
  g_assert_true (wm_diagnostics_has_code (diags, "io-read"));
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==, "there is no such file");
}

/* Every way a file cannot be read or written is said in plain words, the
 * same from GIO and from g_file_*() (persona files); the system's own
 * words only for the rare rest. */
static void
test_file_problem_words (void)
{
  const struct
  {
    GQuark domain;
    int code;
    gboolean writing;
    const char *path, *sentence, *diag_code;
  } cases[] = {
    { G_IO_ERROR, G_IO_ERROR_NOT_FOUND, FALSE, "nope.xml", "there is no such file", "io-read" },
    { G_IO_ERROR, G_IO_ERROR_NOT_FOUND, TRUE, "nodir/x.json",
      "the folder “nodir” does not exist", "io-write" },
    { G_FILE_ERROR, G_FILE_ERROR_NOENT, FALSE, "nope.ini", "there is no such file", "io-read" },
    { G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, FALSE, "x.csv",
      "cannot be read: permission denied", "io-read" },
    { G_FILE_ERROR, G_FILE_ERROR_ACCES, TRUE, "x.pdf", "cannot be written: permission denied",
      "io-write" },
    { G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, FALSE, "x", "it is a folder, not a file", "io-read" },
    { G_IO_ERROR, G_IO_ERROR_NO_SPACE, TRUE, "x", "cannot be written: the disk is full",
      "io-write" },
    { G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, FALSE, "x", "SYSTEM", "io-too-large" },
    { G_IO_ERROR, G_IO_ERROR_BUSY, FALSE, "x", "cannot be read: SYSTEM", "io-read" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (cases[i].path);
      g_autoptr (GError) error = g_error_new_literal (cases[i].domain, cases[i].code, "SYSTEM");
      g_autofree char *line = NULL;

      wm_diagnostics_add_file_problem (diags, cases[i].path, error, cases[i].writing);
      line = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
      g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==, cases[i].sentence);
      g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, cases[i].diag_code);
      g_assert_true (g_str_has_prefix (line, cases[i].path));
      g_assert_true (g_str_has_prefix (line + strlen (cases[i].path), ": error: "));
    }
}

/* The variant the corpus is derived from loads without a single remark, so
 * every diagnostic of a bad file comes from its one change. The file that
 * writes spaces wherever the format allows them loads with a number-form
 * warning for each number with spaces, which saving settles, and nothing
 * else. */
static void
test_good_files_clean (void)
{
  g_autofree char *dir_path = g_build_filename (WM_TEST_DATA, "good", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  int n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (name);
      g_autoptr (WmVariant) variant = NULL;
      guint spaced = 0;

      if (!g_str_has_suffix (name, ".waymark"))
        continue;
      variant = wm_variant_load_path (path, diags);
      log_diagnostics (diags);
      g_assert_nonnull (variant);
      for (guint i = 0; i < wm_diagnostics_count (diags); i++)
        spaced += g_strcmp0 (wm_diagnostics_get (diags, i)->code, "number-form") == 0;
      g_assert_cmpuint (wm_diagnostics_count (diags), ==, spaced);
      g_assert_cmpuint (spaced, ==, strcmp (name, "foreign-and-spaces.waymark") == 0 ? 5 : 0);
      /* What was read is what is written: save and load give the same model. */
      {
        g_autoptr (WmVariant) copy = wm_variant_copy (variant);
        g_autofree char *where = NULL;
        g_assert_nonnull (copy);
        if (!wm_variant_equal (variant, copy, &where))
          g_error ("%s changes on save and load at %s", name, where);
      }
      n++;
    }
  g_assert_cmpint (n, >=, 1);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  expectations = read_manifest ();

  g_test_add_func ("/model/corpus/manifest", test_manifest_complete);
  g_test_add_func ("/model/corpus/good", test_good_files_clean);
  for (guint i = 0; i < expectations->len; i++)
    {
      Expectation *e = g_ptr_array_index (expectations, i);
      g_autofree char *base = g_strndup (e->file, strcspn (e->file, "."));
      g_autofree char *test_path = g_strdup_printf ("/model/corpus/bad/%s", base);
      g_test_add_data_func (test_path, e, test_bad_file);
    }
  g_test_add_func ("/model/corpus/entity-bomb-time", test_entity_bomb_is_quick);
  g_test_add_func ("/model/corpus/too-large", test_too_large);
  g_test_add_func ("/model/corpus/missing-file", test_missing_file);
  g_test_add_func ("/model/corpus/file-problem-words", test_file_problem_words);

  status = g_test_run ();
  g_ptr_array_unref (expectations);
  return status;
}
