/* Temporary folders that go when the test program exits: hundreds of test
 * runs a day each left theirs behind in /tmp. */

#include "wm-test-tmp.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static GPtrArray *made; /* the folders to remove at exit */

void
wm_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        wm_test_remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  g_rmdir (path);
}

static void
remove_made (void)
{
  for (guint i = 0; i < made->len; i++)
    wm_test_remove_tree (g_ptr_array_index (made, i));
  g_ptr_array_free (made, TRUE);
  made = NULL;
}

/* Older than this, a test's folder is one it left behind, not one in use. */
#define STALE_AGE_S (24 * 60 * 60)

/* Whether @name is @prefix followed by "-" and the six characters
 * g_mkdtemp () puts there. */
static gboolean
of_kind (const char *name, const char *prefix)
{
  size_t n = strlen (prefix);

  return strncmp (name, prefix, n) == 0 && name[n] == '-' && strlen (name + n + 1) == 6
         && strchr (name + n + 1, '-') == NULL;
}

static void
remove_stale (const char *parent, const char *prefix)
{
  g_autoptr (GDir) dir = g_dir_open (parent, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (parent, name, NULL);
      GStatBuf st;

      if (of_kind (name, prefix) && g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode)
          && st.st_uid == getuid () && now - st.st_mtime > STALE_AGE_S)
        wm_test_remove_tree (path);
    }
}

char *
wm_test_tmp_dir (const char *prefix)
{
  return wm_test_tmp_dir_in (g_get_tmp_dir (), prefix);
}

char *
wm_test_tmp_dir_in (const char *parent, const char *prefix)
{
  g_autofree char *name = g_strdup_printf ("%s-XXXXXX", prefix);
  char *dir = g_build_filename (parent, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  remove_stale (parent, prefix);
  g_assert_nonnull (g_mkdtemp (dir));
  if (made == NULL)
    {
      made = g_ptr_array_new_with_free_func (g_free);
      atexit (remove_made);
    }
  g_ptr_array_add (made, g_strdup (dir));
  return dir;
}

void
wm_test_private_data_home (const char *prefix)
{
  const char *parent_home = g_getenv ("WM_TEST_DATA_HOME");
  g_autofree char *data_home
      = parent_home != NULL ? g_strdup (parent_home) : wm_test_tmp_dir (prefix);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("WM_TEST_DATA_HOME", data_home, TRUE);
}
