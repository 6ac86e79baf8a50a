/* Save fault injection: every step of the atomic write (creating the
 * temporary file, write, fsync, close, rename) fails in turn with ENOSPC,
 * EIO, EACCES and EROFS through the test hook of wm-variant-save.c. After each
 * failure the design on disk must be byte for byte the old one, the error
 * must name the step and the cause, and no temporary file may be left. */

#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wm-variant-io.h"

static const char *const steps[] = { "create", "write", "fsync", "close", "rename" };
/* What the message says of each step, in a sentence of its own. */
static const char *const step_words[] = {
  "does not take new files",
  ": writing failed: ",
  ": putting the data on the disk (fsync) failed: ",
  ": closing the file failed: ",
  ": putting the new file in place of the old one failed: ",
};
static const int errnos[] = { ENOSPC, EIO, EACCES, EROFS };
/* Why, as the message says it: a designer's words for a full disk and a
 * folder not theirs ("the disk is full", not "No space left on device",
 * review 18), the system's for the rarer EIO. */
static const char *
cause_words (int errsv)
{
  switch (errsv)
    {
    case ENOSPC:
      return "the disk is full";
    case EACCES:
      return "permission denied";
    case EROFS:
      return "the disk is read-only";
    default:
      return g_strerror (errsv);
    }
}

typedef struct
{
  const char *step; /* the step to fail */
  int errsv;        /* with this errno */
  guint calls;      /* steps the writer went through */
} Fault;

static int
fail_one_step (const char *step, gpointer user_data)
{
  Fault *fault = user_data;

  fault->calls++;
  return strcmp (step, fault->step) == 0 ? fault->errsv : 0;
}

typedef struct
{
  char *dir;
  char *path;
  GBytes *old_bytes;
  GBytes *new_bytes;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);

  f->dir = g_dir_make_tmp ("wm-save-faults-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "design.waymark", NULL);
  g_assert_nonnull (variant);
  f->old_bytes = wm_variant_save_bytes (variant);
  g_free (variant->id);
  variant->id = g_strdup ("changed");
  f->new_bytes = wm_variant_save_bytes (variant);
  g_assert_false (g_bytes_equal (f->old_bytes, f->new_bytes));
  g_assert_true (wm_write_file_atomically (f->path, g_bytes_get_data (f->old_bytes, NULL),
                                           g_bytes_get_size (f->old_bytes), &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  wm_write_file_set_fault_hook (NULL, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_bytes_unref (f->old_bytes);
  g_bytes_unref (f->new_bytes);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The names in the fixture's folder, sorted, joined by spaces. */
static char *
list_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
assert_file_is (const char *path, GBytes *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize size;

  g_file_get_contents (path, &data, &size, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (data, size, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));
}

static void
test_each_step_fails (Fixture *f, gconstpointer data)
{
  guint injected = 0;

  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    for (guint e = 0; e < G_N_ELEMENTS (errnos); e++)
      {
        Fault fault = { steps[s], errnos[e], 0 };
        g_autoptr (GError) error = NULL;
        g_autofree char *listing = NULL;
        gboolean ok;

        wm_write_file_set_fault_hook (fail_one_step, &fault);
        ok = wm_write_file_atomically (f->path, g_bytes_get_data (f->new_bytes, NULL),
                                       g_bytes_get_size (f->new_bytes), &error);
        wm_write_file_set_fault_hook (NULL, NULL);

        g_test_message ("%s fails with %s: %s", steps[s], g_strerror (errnos[e]),
                        error ? error->message : "(saved)");
        g_assert_false (ok);
        g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
        /* The message says what failed and why, for the person saving. */
        g_assert_true (g_str_has_suffix (error->message, cause_words (errnos[e])));
        g_assert_nonnull (strstr (error->message, f->path));
        g_assert_nonnull (strstr (error->message, step_words[s]));
        g_assert_cmpuint (fault.calls, ==, s + 1);
        assert_file_is (f->path, f->old_bytes);
        listing = list_dir (f->dir);
        g_assert_cmpstr (listing, ==, "design.waymark");
        injected++;
      }
  g_assert_cmpuint (injected, ==, G_N_ELEMENTS (steps) * G_N_ELEMENTS (errnos));

  /* With the faults gone the same save goes through, and leaves nothing
   * but the design. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *listing = NULL;

    g_assert_true (wm_write_file_atomically (f->path, g_bytes_get_data (f->new_bytes, NULL),
                                             g_bytes_get_size (f->new_bytes), &error));
    g_assert_no_error (error);
    assert_file_is (f->path, f->new_bytes);
    listing = list_dir (f->dir);
    g_assert_cmpstr (listing, ==, "design.waymark");
  }
}

static void
test_save_path_fails (Fixture *f, gconstpointer data)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  Fault fault = { "fsync", ENOSPC, 0 };

  /* The variant-level save goes through the same atomic write. */
  g_free (variant->id);
  variant->id = g_strdup ("changed");
  wm_write_file_set_fault_hook (fail_one_step, &fault);
  g_assert_false (wm_variant_save_path (variant, f->path, &error));
  wm_write_file_set_fault_hook (NULL, NULL);
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  assert_file_is (f->path, f->old_bytes);

  g_clear_error (&error);
  g_assert_true (wm_variant_save_path (variant, f->path, &error));
  g_assert_no_error (error);
  assert_file_is (f->path, f->new_bytes);
}

static void
test_missing_folder (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "no-such-folder", "design.waymark", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *listing = NULL;

  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *expected = NULL;

  /* A real failure, no hook: the temporary file cannot be created, and
   * the message names the folder, not the temporary file. */
  g_assert_false (wm_write_file_atomically (path, "x", 1, &error));
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  expected = g_strdup_printf ("Could not save “%s”: the folder “%s” does not exist", path, folder);
  g_assert_cmpstr (error->message, ==, expected);
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "design.waymark");
}

static void
test_read_only_folder (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  /* A real EACCES; root ignores permissions, so the check means nothing there. */
  if (geteuid () == 0)
    {
      g_test_skip ("running as root, folder permissions do not apply");
      return;
    }
  g_assert_cmpint (g_chmod (f->dir, 0555), ==, 0);
  g_assert_false (wm_write_file_atomically (f->path, "x", 1, &error));
  g_chmod (f->dir, 0755);
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  assert_file_is (f->path, f->old_bytes);
}

/* A folder that is there but takes no new files (/proc/self, even for
 * root): said in those words, not the "no such file" the system gives
 * (the folder is there); wm_write_file_check() says the same before any
 * work, and in a folder that takes files leaves none behind. */
static void
test_folder_takes_no_files (Fixture *f, gconstpointer data)
{
  static const char said[] = "Could not save “/proc/self/design.waymark”: the system makes no "
                             "new files in the folder “/proc/self” (as in /proc, whose files are "
                             "the kernel's)";
  g_autoptr (GError) error = NULL;

  if (!g_file_test ("/proc/self", G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no /proc/self");
      return;
    }
  g_assert_false (wm_write_file_atomically ("/proc/self/design.waymark", "x", 1, &error));
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  g_assert_cmpstr (error->message, ==, said);
  g_clear_error (&error);
  g_assert_false (wm_write_file_check ("/proc/self/design.waymark", &error));
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  g_assert_cmpstr (error->message, ==, said);
  g_clear_error (&error);

  g_assert_true (wm_write_file_check (f->path, &error));
  g_assert_no_error (error);
  {
    g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
    const char *name;
    while ((name = g_dir_read_name (dir)) != NULL)
      g_assert_false (g_str_has_prefix (name, "."));
  }
}

static guint
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* A save keeps the design's permissions, whatever they were. */
static void
test_keeps_permissions (Fixture *f, gconstpointer data)
{
  static const guint modes[] = { 0600, 0640, 0664, 0444 };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr (GError) error = NULL;
      GBytes *bytes = i % 2 ? f->old_bytes : f->new_bytes;

      g_assert_cmpint (g_chmod (f->path, modes[i]), ==, 0);
      g_assert_true (wm_write_file_atomically (f->path, g_bytes_get_data (bytes, NULL),
                                               g_bytes_get_size (bytes), &error));
      g_assert_no_error (error);
      assert_file_is (f->path, bytes);
      g_assert_cmpuint (mode_of (f->path), ==, modes[i]);
    }
}

/* Saving through a symbolic link (relative, and a chain of two) writes the
 * file the link points at and leaves the links as they were. */
static void
test_keeps_links (Fixture *f, gconstpointer data)
{
  g_autofree char *link = g_build_filename (f->dir, "link.waymark", NULL);
  g_autofree char *chain = g_build_filename (f->dir, "chain.waymark", NULL);
  g_autofree char *listing = NULL;
  g_autofree char *points_to = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (symlink ("design.waymark", link), ==, 0);
  g_assert_cmpint (symlink (link, chain), ==, 0);
  g_assert_true (wm_write_file_atomically (chain, g_bytes_get_data (f->new_bytes, NULL),
                                           g_bytes_get_size (f->new_bytes), &error));
  g_assert_no_error (error);
  assert_file_is (f->path, f->new_bytes);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (chain, G_FILE_TEST_IS_SYMLINK));
  points_to = g_file_read_link (link, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (points_to, ==, "design.waymark");
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "chain.waymark design.waymark link.waymark");
}

/* A loop of links (l1 → l2 → l1) leads to no file: the save, and the check
 * before a long job, refuse it in plain words and leave both links as they
 * were (renaming over the first would make it a plain file), with no
 * temporary file left. wm_variant_save_path() is the app's Save. */
static void
test_refuses_link_loop (Fixture *f, gconstpointer data)
{
  g_autofree char *l1 = g_build_filename (f->dir, "l1.waymark", NULL);
  g_autofree char *l2 = g_build_filename (f->dir, "l2.waymark", NULL);
  g_autofree char *said = g_strdup_printf ("Could not save “%s”: the symbolic links loop", l1);
  g_autofree char *listing = NULL;
  g_autoptr (GError) error = NULL, check_error = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);

  g_assert_cmpint (symlink ("l2.waymark", l1), ==, 0);
  g_assert_cmpint (symlink ("l1.waymark", l2), ==, 0);
  g_assert_false (wm_variant_save_path (variant, l1, &error));
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  g_assert_cmpstr (error->message, ==, said);
  g_assert_false (wm_write_file_check (l1, &check_error));
  g_assert_error (check_error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  g_assert_true (g_file_test (l1, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (l2, G_FILE_TEST_IS_SYMLINK));
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "design.waymark l1.waymark l2.waymark");
}

/* A new design gets the usual permissions: 0666 less the umask. */
static void
test_new_file_mode (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "new.waymark", NULL);
  g_autoptr (GError) error = NULL;
  mode_t old_mask = umask (022);

  g_assert_true (wm_write_file_atomically (path, "x", 1, &error));
  umask (old_mask);
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (path), ==, 0644);
}

static gpointer
read_fifo (gpointer path)
{
  char *data = NULL;
  gsize size = 0;

  g_file_get_contents (path, &data, &size, NULL);
  g_free (data);
  return GSIZE_TO_POINTER (size);
}

/* A pipe is written into, not replaced by a file (nor is a device: the
 * same code path, which /dev/stdout takes). */
static void
test_writes_into_fifo (Fixture *f, gconstpointer data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "pipe", NULL);
  g_autoptr (GError) error = NULL;
  GThread *reader;
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  reader = g_thread_new ("reader", read_fifo, fifo);
  g_assert_true (wm_write_file_atomically (fifo, g_bytes_get_data (f->new_bytes, NULL),
                                           g_bytes_get_size (f->new_bytes), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (GPOINTER_TO_SIZE (g_thread_join (reader)), ==, g_bytes_get_size (f->new_bytes));
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/hardening/save/faults/each-step", test_each_step_fails);
  ADD ("/hardening/save/faults/save-path", test_save_path_fails);
  ADD ("/hardening/save/faults/missing-folder", test_missing_folder);
  ADD ("/hardening/save/faults/read-only-folder", test_read_only_folder);
  ADD ("/hardening/save/faults/folder-takes-no-files", test_folder_takes_no_files);
  ADD ("/hardening/save/keeps-permissions", test_keeps_permissions);
  ADD ("/hardening/save/keeps-links", test_keeps_links);
  ADD ("/hardening/save/refuses-link-loop", test_refuses_link_loop);
  ADD ("/hardening/save/new-file-mode", test_new_file_mode);
  ADD ("/hardening/save/into-fifo", test_writes_into_fifo);
#undef ADD
  return g_test_run ();
}
