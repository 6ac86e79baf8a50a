#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "wm-recovery.h"
#include "wm-variant-io.h"

char *
wm_recovery_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "waymark", "recovery", NULL);
}

char *
wm_recovery_new_path (void)
{
  g_autofree char *dir = wm_recovery_dir ();
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat (uuid, ".waymark", NULL);

  return g_build_filename (dir, name, NULL);
}

static char *
info_path_for (const char *path)
{
  g_autofree char *stem = g_strndup (path, strlen (path) - (g_str_has_suffix (path, ".waymark")
                                                             ? strlen (".waymark") : 0));
  return g_strconcat (stem, ".info", NULL);
}

gboolean
wm_recovery_write (const char *path, GBytes *bytes, GFile *original, const char *original_checksum,
                   const char *title, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *info_path = info_path_for (path);
  g_autoptr (GKeyFile) info = g_key_file_new ();
  g_autofree char *info_data = NULL;
  gsize size, info_size;
  const char *data;

  g_return_val_if_fail (path != NULL && bytes != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int errsv = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errsv),
                   _("Could not create the recovery folder “%s”: %s"), dir, g_strerror (errsv));
      return FALSE;
    }
  if (original != NULL)
    {
      g_autofree char *uri = g_file_get_uri (original);
      g_key_file_set_string (info, "recovery", "uri", uri);
      if (original_checksum != NULL)
        g_key_file_set_string (info, "recovery", "checksum", original_checksum);
    }
  g_key_file_set_string (info, "recovery", "title", title != NULL ? title : "");
  g_key_file_set_int64 (info, "recovery", "time", g_get_real_time () / G_USEC_PER_SEC);
  info_data = g_key_file_to_data (info, &info_size, NULL);

  /* The variant first: an info file without its variant would be useless,
   * while a variant without info is still recoverable. */
  data = g_bytes_get_data (bytes, &size);
  return wm_write_file_atomically (path, data, size, error)
         && wm_write_file_atomically (info_path, info_data, info_size, error);
}

void
wm_recovery_remove (const char *path)
{
  g_autofree char *info_path = NULL;

  if (path == NULL)
    return;
  info_path = info_path_for (path);
  g_unlink (path);
  g_unlink (info_path);
}

void
wm_recovery_entry_free (WmRecoveryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->path);
  g_free (entry->info_path);
  g_free (entry->uri);
  g_free (entry->checksum);
  g_free (entry->title);
  g_free (entry);
}

static WmRecoveryEntry *
read_entry (const char *dir, const char *name)
{
  WmRecoveryEntry *entry = g_new0 (WmRecoveryEntry, 1);
  g_autoptr (GKeyFile) info = g_key_file_new ();
  GStatBuf st;

  entry->path = g_build_filename (dir, name, NULL);
  entry->info_path = info_path_for (entry->path);
  if (g_key_file_load_from_file (info, entry->info_path, G_KEY_FILE_NONE, NULL))
    {
      entry->uri = g_key_file_get_string (info, "recovery", "uri", NULL);
      entry->checksum = g_key_file_get_string (info, "recovery", "checksum", NULL);
      entry->title = g_key_file_get_string (info, "recovery", "title", NULL);
      entry->time = g_key_file_get_int64 (info, "recovery", "time", NULL);
    }
  if (entry->time == 0 && g_stat (entry->path, &st) == 0)
    entry->time = st.st_mtime;
  return entry;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const WmRecoveryEntry *ea = *(WmRecoveryEntry **) a;
  const WmRecoveryEntry *eb = *(WmRecoveryEntry **) b;

  return (eb->time > ea->time) - (eb->time < ea->time);
}

GPtrArray *
wm_recovery_list (void)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_recovery_entry_free);
  g_autofree char *dir = wm_recovery_dir ();
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle == NULL)
    return entries;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      /* Skip the temporary files of an interrupted atomic write. */
      if (name[0] == '.' || !g_str_has_suffix (name, ".waymark"))
        continue;
      g_ptr_array_add (entries, read_entry (dir, name));
    }
  g_ptr_array_sort (entries, newest_first);
  return entries;
}
