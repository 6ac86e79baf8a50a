/* Two Waymarks starting at the same moment: the abandoned work is offered
 * by one of them only, as the offer claims it (wm_recovery_claim_abandoned
 * () keeps the file's lock until the work is recovered, discarded or
 * given back). The other Waymark is a child process: flock() locks belong
 * to an open file, but this process answers for its own locks from its
 * table, as one Waymark. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wm-document.h"
#include "wm-recovery.h"
#include "wm-test-tmp.h"

/* Set in a child started by test_claim_race (): claim, say what was
 * offered, hold it until the parent closes the child's stdin. */
#define CLAIMER_ENV "WM_TEST_CLAIMER"

/* A recovery file as a crashed Waymark leaves it: its lock file is there
 * and free. */
static char *
plant_abandoned (int goal)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  char *path;

  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, goal, NULL));
  g_assert_true (wm_document_autosave_now (doc, NULL));
  path = g_strdup (wm_document_get_recovery_path (doc));
  /* Ended without closing the window (the document is not finalized with
   * its file): the lock goes, the files stay. */
  wm_recovery_release (path);
  return path;
}

static gboolean
offers (GPtrArray *entries, const char *path)
{
  for (guint i = 0; i < entries->len; i++)
    if (g_strcmp0 (((WmRecoveryEntry *) g_ptr_array_index (entries, i))->path, path) == 0)
      return TRUE;
  return FALSE;
}

/* The child of the tests below: a second Waymark starting while the first
 * asks; $WM_TEST_PATH is offered (exit 0) or not (exit 1). */
static void
claim_in_child (void)
{
  g_autoptr (GPtrArray) entries = wm_recovery_claim_abandoned ();

  exit (offers (entries, g_getenv ("WM_TEST_PATH")) ? 0 : 1);
}

static gboolean
child_offers (const char *path)
{
  g_setenv ("WM_TEST_PATH", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  return g_test_trap_has_passed ();
}

/* Claimed while the first Waymark asks: the second does not offer it;
 * given back (Later), it does. */
static void
test_claim_held (void)
{
  g_autofree char *path = NULL;

  if (g_test_subprocess ())
    {
      claim_in_child ();
      return;
    }
  path = plant_abandoned (41);
  g_assert_true (child_offers (path));
  {
    g_autoptr (GPtrArray) entries = wm_recovery_claim_abandoned ();
    g_assert_true (offers (entries, path));
  }
  g_assert_false (child_offers (path));
  /* Claimed once is enough: this process does not offer it twice either. */
  {
    g_autoptr (GPtrArray) again = wm_recovery_claim_abandoned ();
    g_assert_false (offers (again, path));
  }
  wm_recovery_release (path);
  g_assert_true (child_offers (path));
  wm_recovery_remove (path);
}

/* A file of a Waymark from before the locks (no NAME.lock): the claim
 * makes the lock file, and holds it. */
static void
test_claim_without_lock_file (void)
{
  g_autofree char *path = NULL, *stem = NULL, *lock_path = NULL;

  if (g_test_subprocess ())
    {
      claim_in_child ();
      return;
    }
  path = plant_abandoned (42);
  stem = g_strndup (path, strlen (path) - strlen (".waymark"));
  lock_path = g_strconcat (stem, ".lock", NULL);
  g_assert_cmpint (g_unlink (lock_path), ==, 0);
  /* Its owner, named in the info file, is this process: a pid no process
   * has stands for a crashed one. */
  {
    g_autofree char *info_path = g_strconcat (stem, ".info", NULL);
    g_autoptr (GKeyFile) info = g_key_file_new ();
    g_assert_true (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL));
    g_key_file_set_int64 (info, "owner", "pid", G_MAXINT32);
    g_assert_true (g_key_file_save_to_file (info, info_path, NULL));
  }
  {
    g_autoptr (GPtrArray) entries = wm_recovery_claim_abandoned ();
    g_assert_true (offers (entries, path));
  }
  g_assert_true (g_file_test (lock_path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (child_offers (path));
  wm_recovery_release (path);
  g_assert_true (child_offers (path));
  wm_recovery_remove (path);
}

/* The child of test_claim_race (): one line per file offered, then "end",
 * then the claims are held until stdin closes. */
static int
run_claimer (void)
{
  g_autoptr (GPtrArray) entries = wm_recovery_claim_abandoned ();
  char buffer[64];

  for (guint i = 0; i < entries->len; i++)
    printf ("%s\n", ((WmRecoveryEntry *) g_ptr_array_index (entries, i))->path);
  printf ("end\n");
  fflush (stdout);
  while (fread (buffer, 1, sizeof buffer, stdin) > 0)
    ;
  return 0;
}

static GSubprocess *
start_claimer (const char *self_path)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GError) error = NULL;
  GSubprocess *child;

  g_subprocess_launcher_setenv (launcher, CLAIMER_ENV, "1", TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, self_path, NULL);
  g_assert_no_error (error);
  return child;
}

/* How many of the lines @child wrote before "end" are @path. */
static guint
count_offers (GSubprocess *child, const char *path)
{
  g_autoptr (GDataInputStream) in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  guint n = 0;

  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, NULL);
      g_assert_nonnull (line);
      if (g_str_equal (line, "end"))
        return n;
      n += g_str_equal (line, path);
    }
}

static const char *self_path;

/* Two Waymarks started together, each holding what it offers until both
 * have asked: exactly one offers the file, whichever lists first. */
static void
test_claim_race (void)
{
  g_autofree char *path = plant_abandoned (43);
  g_autoptr (GSubprocess) first = start_claimer (self_path);
  g_autoptr (GSubprocess) second = start_claimer (self_path);
  guint offered = count_offers (first, path) + count_offers (second, path);

  g_assert_cmpuint (offered, ==, 1);
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (first), NULL, NULL));
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (second), NULL, NULL));
  g_assert_true (g_subprocess_wait_check (first, NULL, NULL));
  g_assert_true (g_subprocess_wait_check (second, NULL, NULL));
  /* Both ended: offered again at the next start. */
  {
    g_autoptr (GPtrArray) entries = wm_recovery_list_abandoned ();
    g_assert_true (offers (entries, path));
  }
  wm_recovery_remove (path);
}

int
main (int argc, char **argv)
{
  /* Recovery files go to a private data folder, shared with the children. */
  wm_test_private_data_home ("wm-claim");
  if (g_getenv (CLAIMER_ENV) != NULL)
    return run_claimer ();
  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/editor/recovery/claim/held", test_claim_held);
  g_test_add_func ("/editor/recovery/claim/without-lock-file", test_claim_without_lock_file);
  g_test_add_func ("/editor/recovery/claim/race", test_claim_race);
  return g_test_run ();
}
