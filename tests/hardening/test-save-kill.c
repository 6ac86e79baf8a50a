/* kill -9 during saves: a child process saves two versions of a design in
 * turn, as fast as it can, and is killed at a random moment. Whatever the
 * moment, the design on disk must be exactly one of the two versions, never
 * a mix, a truncation or nothing. A killed save may leave its hidden
 * temporary file (".design.waymark.XXXXXX") beside the design; Waymark
 * leaves such files alone (see the Reliability section of the README), so
 * the test only checks there is at most one and removes it. */

#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wm-variant-io.h"

#define ROUNDS 40

static GBytes *
version (const char *id)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);

  g_assert_nonnull (variant);
  g_free (variant->id);
  variant->id = g_strdup (id);
  return wm_variant_save_bytes (variant);
}

static G_NORETURN void
save_forever (const char *path, GBytes *a, GBytes *b, int ready_fd)
{
  for (guint64 i = 0;; i++)
    {
      GBytes *bytes = i % 2 ? b : a;
      if (!wm_write_file_atomically (path, g_bytes_get_data (bytes, NULL),
                                     g_bytes_get_size (bytes), NULL))
        _exit (3);
      /* Tell the parent the first save is done, so every kill lands on a
       * design that exists. */
      if (i == 0)
        {
          (void) !write (ready_fd, "r", 1);
          close (ready_fd);
        }
    }
}

/* The temporary files in @dir: every name but the design's. */
static guint
remove_temporaries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint count = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    if (strcmp (name, "design.waymark") != 0)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_assert_true (g_str_has_prefix (name, ".design.waymark."));
        g_unlink (path);
        count++;
      }
  return count;
}

static void
test_kill_while_saving (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wm-save-kill-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "design.waymark", NULL);
  g_autoptr (GBytes) a = version ("version-a");
  g_autoptr (GBytes) b = version ("version-b");
  guint seen_a = 0, seen_b = 0, left = 0;

  g_assert_no_error (error);
  for (int round = 0; round < ROUNDS; round++)
    {
      g_autofree char *data = NULL;
      gsize size;
      int ready[2];
      char c;
      pid_t pid;
      int status;
      guint left_now;

      g_assert_cmpint (pipe (ready), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (ready[0]);
          save_forever (path, a, b, ready[1]);
        }
      close (ready[1]);
      g_assert_cmpint (read (ready[0], &c, 1), ==, 1);
      close (ready[0]);
      /* A save of the base game takes around a millisecond; kill anywhere
       * within the next dozen saves. */
      g_usleep (g_test_rand_int_range (0, 15000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);

      g_file_get_contents (path, &data, &size, &error);
      g_assert_no_error (error);
      if (size == g_bytes_get_size (a) && memcmp (data, g_bytes_get_data (a, NULL), size) == 0)
        seen_a++;
      else
        {
          g_assert_cmpmem (data, size, g_bytes_get_data (b, NULL), g_bytes_get_size (b));
          seen_b++;
        }
      /* Only the save the kill interrupted can have left its file. */
      left_now = remove_temporaries (dir);
      g_assert_cmpuint (left_now, <=, 1);
      left += left_now;
    }
  g_test_message ("%d kills: old/new version on disk %u/%u times, %u temporary files left",
                  ROUNDS, seen_a, seen_b, left);
  g_assert_cmpuint (seen_a + seen_b, ==, ROUNDS);

  /* A save that completes leaves only the design. */
  g_assert_true (wm_write_file_atomically (path, g_bytes_get_data (a, NULL),
                                           g_bytes_get_size (a), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (remove_temporaries (dir), ==, 0);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hardening/save/kill-9", test_kill_while_saving);
  return g_test_run ();
}
