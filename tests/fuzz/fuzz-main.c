#define G_LOG_DOMAIN "wm-fuzz"

/* The replay driver linked into fuzz targets when they are not built with
 * libFuzzer (gcc, or clang without -Dfuzzing=true): every argument is a
 * file or a folder of files, and each file is run once through
 * LLVMFuzzerTestOneInput. A crash, a failed assertion or a sanitizer report
 * fails the run; so the committed corpus is a regression test under any
 * compiler. */

#include "config.h"

#include <glib.h>
#include <stdio.h>

#include "wm-fuzz.h"

static gboolean
run_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize size = 0;

  if (!g_file_get_contents (path, &data, &size, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) data, size);
  return TRUE;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* Runs the files of @dir in name order, so a failure is reproducible. */
static gboolean
run_dir (const char *dir, guint *count)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        continue;
      if (!run_file (path))
        return FALSE;
      (*count)++;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  guint count = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  if (argc < 2)
    {
      g_printerr ("usage: %s FILE-OR-FOLDER…\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      gboolean ok;
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        ok = run_dir (argv[i], &count);
      else
        ok = run_file (argv[i]) && ++count;
      if (!ok)
        return 1;
    }
  printf ("%u inputs replayed\n", count);
  return count > 0 ? 0 : 1;
}
