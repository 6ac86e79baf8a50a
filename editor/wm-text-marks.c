#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "wm-text-marks.h"

static void
mark_free (gpointer data)
{
  WmTextMark *mark = data;

  g_free (mark->edited_lang);
  g_free (mark->baseline);
  g_free (mark);
}

WmTextMark *
wm_text_mark_new (const char *edited_lang, const char *baseline, gboolean following)
{
  WmTextMark *mark = g_new0 (WmTextMark, 1);

  mark->edited_lang = g_strdup (edited_lang);
  mark->baseline = g_strdup (baseline);
  mark->following = following;
  return mark;
}

GHashTable *
wm_text_marks_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, mark_free);
}

GHashTable *
wm_text_marks_copy (GHashTable *marks)
{
  GHashTable *copy = wm_text_marks_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, marks);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const WmTextMark *mark = value;
      g_hash_table_insert (copy, g_strdup (key),
                           wm_text_mark_new (mark->edited_lang, mark->baseline, mark->following));
    }
  return copy;
}

char *
wm_text_marks_key (const char *key, const char *lang)
{
  return g_strconcat (key, "\n", lang, NULL);
}

/* Where the marks of @file are kept: named by a checksum of its address,
 * which may hold any character. */
static char *
kept_path (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *name = g_compute_checksum_for_string (G_CHECKSUM_SHA256, uri, -1);
  g_autofree char *base = g_strconcat (name, ".marks", NULL);

  return g_build_filename (g_get_user_data_dir (), "waymark", "text-marks", base, NULL);
}

static gboolean
remove_kept (const char *path, GError **error)
{
  if (g_remove (path) == 0 || errno == ENOENT)
    return TRUE;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", path,
               g_strerror (errno));
  return FALSE;
}

gboolean
wm_text_marks_keep (GFile *file, const char *checksum, GHashTable *marks, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *data = NULL;
  g_autoptr (GKeyFile) kf = NULL;
  GHashTableIter iter;
  gpointer key, value;
  int n = 0;

  g_return_val_if_fail (G_IS_FILE (file) && checksum != NULL && marks != NULL, FALSE);

  path = kept_path (file);
  kf = g_key_file_new ();
  uri = g_file_get_uri (file);
  g_key_file_set_string (kf, "file", "uri", uri);
  g_key_file_set_string (kf, "file", "checksum", checksum);
  g_hash_table_iter_init (&iter, marks);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const WmTextMark *mark = value;
      g_auto (GStrv) parts = g_strsplit (key, "\n", 2);
      g_autofree char *group = NULL;

      /* A text being written marks nothing: nothing to keep. */
      if (mark->following || parts[1] == NULL)
        continue;
      group = g_strdup_printf ("mark %d", ++n);
      g_key_file_set_string (kf, group, "text", parts[0]);
      g_key_file_set_string (kf, group, "lang", parts[1]);
      g_key_file_set_string (kf, group, "changed-in", mark->edited_lang);
      g_key_file_set_string (kf, group, "was", mark->baseline != NULL ? mark->baseline : "");
    }
  if (n == 0)
    return remove_kept (path, error);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir,
                   g_strerror (errno));
      return FALSE;
    }
  data = g_key_file_to_data (kf, NULL, NULL);
  return g_file_set_contents (path, data, -1, error);
}

/* The mark of one group of a kept file, or FALSE when the group lacks a
 * part (a file edited by hand): that mark is skipped, not guessed. */
static gboolean
read_mark (GKeyFile *kf, const char *group, GHashTable *marks)
{
  g_autofree char *text = g_key_file_get_string (kf, group, "text", NULL);
  g_autofree char *lang = g_key_file_get_string (kf, group, "lang", NULL);
  g_autofree char *edited = g_key_file_get_string (kf, group, "changed-in", NULL);
  g_autofree char *was = g_key_file_get_string (kf, group, "was", NULL);

  if (text == NULL || lang == NULL || edited == NULL || was == NULL || *lang == '\0'
      || *edited == '\0' || g_str_equal (lang, edited))
    return FALSE;
  g_hash_table_insert (marks, wm_text_marks_key (text, lang), wm_text_mark_new (edited, was, FALSE));
  return TRUE;
}

GHashTable *
wm_text_marks_kept (GFile *file, const char *checksum)
{
  GHashTable *marks = wm_text_marks_new ();
  g_autofree char *path = NULL;
  g_autofree char *kept_checksum = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) groups = NULL;

  g_return_val_if_fail (G_IS_FILE (file), marks);

  path = kept_path (file);
  if (checksum == NULL || !g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &error))
    {
      if (error != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_message ("The translation notes kept in %s cannot be read: %s", path, error->message);
      return marks;
    }
  kept_checksum = g_key_file_get_string (kf, "file", "checksum", NULL);
  if (g_strcmp0 (kept_checksum, checksum) != 0)
    return marks;
  groups = g_key_file_get_groups (kf, NULL);
  for (int i = 0; groups[i] != NULL; i++)
    if (g_str_has_prefix (groups[i], "mark ") && !read_mark (kf, groups[i], marks))
      g_message ("%s: [%s] is not a whole note: skipped", path, groups[i]);
  return marks;
}
