#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* A playtest's game slot, beside the variants' recovery files. */
#define GAME_SUFFIX ".game.xml"

char *
wm_recovery_new_game_path (void)
{
  g_autofree char *dir = wm_recovery_dir ();
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat (uuid, GAME_SUFFIX, NULL);

  return g_build_filename (dir, name, NULL);
}

/* NAME.info or NAME.lock beside NAME.waymark or NAME.game.xml. */
static char *
sibling_path (const char *path, const char *suffix)
{
  gsize cut = g_str_has_suffix (path, ".waymark")    ? strlen (".waymark")
              : g_str_has_suffix (path, GAME_SUFFIX) ? strlen (GAME_SUFFIX)
                                                     : 0;
  g_autofree char *stem = g_strndup (path, strlen (path) - cut);

  return g_strconcat (stem, suffix, NULL);
}

static char *
info_path_for (const char *path)
{
  return sibling_path (path, ".info");
}

/* ---- locks ----------------------------------------------------------------- */

/* A running Waymark holds an flock() on NAME.lock beside each recovery file
 * it writes, from before the first write until the file is removed or the
 * process ends (the kernel lets go of the locks of a process however it
 * ends). Another Waymark takes a file for abandoned exactly when it can
 * take that lock. Unlike a process id, a lock means the same in every pid
 * namespace (two Flatpak sandboxes) and, on a network file system with
 * locking, on every computer sharing the data folder.
 *
 * The lock is on a file of its own because the recovery file is replaced
 * by a rename at each autosave, and a lock stays with the file it was taken
 * on. flock() rather than fcntl(): its locks belong to the open file, so a
 * second open in this process (the check below) sees them too, and closing
 * that second descriptor does not drop them, as it would fcntl()'s. */
static GMutex locks_mutex;
static GHashTable *held_locks; /* recovery path → descriptor of its lock file */

static void
close_fd (gpointer fd)
{
  close (GPOINTER_TO_INT (fd));
}

typedef enum
{
  LOCK_FREE,   /* no Waymark holds it: the file is abandoned */
  LOCK_HELD,   /* a running Waymark holds it */
  LOCK_UNKNOWN /* no lock file, or this file system has no locks */
} LockState;

static int
held_lock_fd (const char *path)
{
  gpointer fd;

  if (held_locks == NULL || !g_hash_table_lookup_extended (held_locks, path, NULL, &fd))
    return -1;
  return GPOINTER_TO_INT (fd);
}

/* Keeps @fd, the locked lock file of @path, until drop_lock (). With
 * locks_mutex held. */
static void
keep_lock (const char *path, int fd)
{
  if (held_locks == NULL)
    held_locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, close_fd);
  g_hash_table_insert (held_locks, g_strdup (path), GINT_TO_POINTER (fd));
}

/* Whether @fd is still the file at @lock_path (not removed, not replaced). */
static gboolean
is_same_file (int fd, const char *lock_path)
{
  struct stat held, now;

  return fstat (fd, &held) == 0 && stat (lock_path, &now) == 0 && held.st_dev == now.st_dev
         && held.st_ino == now.st_ino;
}

/* Takes the lock of @path for this process, unless it holds it already.
 * Where no lock can be had the owner's entries of the info file remain
 * (see owner_running ()), so this cannot fail. */
static void
hold_lock (const char *path)
{
  g_autofree char *lock_path = sibling_path (path, ".lock");
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&locks_mutex);
  int fd = held_lock_fd (path);

  if (fd >= 0 && is_same_file (fd, lock_path))
    return;
  if (fd >= 0)
    g_hash_table_remove (held_locks, path);
  /* O_CLOEXEC: a program this Waymark starts would otherwise share the
   * open file, and its lock with it, and keep the work "owned" after a
   * crash of Waymark. Read-write: over NFS flock() is an fcntl() write
   * lock. */
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0)
    return;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      return;
    }
  keep_lock (path, fd);
}

/* Lets go of the lock of @path, if this process holds it. */
static void
drop_lock (const char *path)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&locks_mutex);

  if (held_locks != NULL)
    g_hash_table_remove (held_locks, path);
}

/* Opens the lock file at @lock_path and takes its lock: LOCK_FREE with
 * the locked descriptor in @fd; otherwise nothing stays open. */
static LockState
try_lock (const char *lock_path, int *fd)
{
  int errsv;

  /* No lock file: written by a Waymark from before the locks, or one that
   * could not make it. */
  *fd = g_open (lock_path, O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0);
  if (*fd < 0)
    return LOCK_UNKNOWN;
  if (flock (*fd, LOCK_EX | LOCK_NB) == 0)
    return LOCK_FREE;
  errsv = errno;
  close (*fd);
  *fd = -1;
  /* ENOLCK, EOPNOTSUPP: a file system without locks */
  return errsv == EWOULDBLOCK ? LOCK_HELD : LOCK_UNKNOWN;
}

/* Whether a running Waymark holds the lock of @path. This process's own
 * are answered from its table: over NFS, where flock() is an fcntl() lock
 * of the whole process, a second open here would be granted the lock and
 * its close would drop the one held. */
static LockState
lock_state (const char *path)
{
  g_autofree char *lock_path = sibling_path (path, ".lock");
  LockState state;
  int fd;

  {
    g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&locks_mutex);
    if (held_lock_fd (path) >= 0)
      return LOCK_HELD;
  }
  state = try_lock (lock_path, &fd);
  if (state == LOCK_FREE)
    close (fd); /* and with it the lock just taken */
  return state;
}

/* Takes the lock of the abandoned file @path and keeps it, as a Waymark
 * about to offer it back: a second Waymark starting at the same moment then
 * finds it held and does not offer it too. LOCK_FREE when this process now
 * holds it; LOCK_HELD when another does, or took it and removed the file
 * meanwhile; LOCK_UNKNOWN without a lock to ask (see claim_unlocked ()). */
static LockState
claim_lock (const char *path)
{
  g_autofree char *lock_path = sibling_path (path, ".lock");
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&locks_mutex);
  LockState state;
  int fd;

  if (held_lock_fd (path) >= 0)
    return LOCK_HELD;
  state = try_lock (lock_path, &fd);
  if (state != LOCK_FREE)
    return state;
  /* A Waymark that recovered or discarded the file between the open and
   * the lock removed it, the lock file last: a lock on a lock file no
   * longer at its path guards nothing. */
  if (!is_same_file (fd, lock_path) || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      close (fd);
      return LOCK_HELD;
    }
  keep_lock (path, fd);
  return LOCK_FREE;
}

/* Claims an abandoned file that has no lock file (an older Waymark's) by
 * making one: of two Waymarks starting at once only one creates it
 * (O_EXCL), and it keeps the lock on it where the file system has locks.
 * FALSE when another Waymark made it first. */
static gboolean
claim_unlocked (const char *path)
{
  g_autofree char *lock_path = sibling_path (path, ".lock");
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&locks_mutex);
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0)
    return errno != EEXIST; /* a folder that takes no new file: no one can claim it */
  flock (fd, LOCK_EX | LOCK_NB);
  keep_lock (path, fd);
  return TRUE;
}

/* ---- owners ---------------------------------------------------------------- */

/* This boot of the computer: a process id names a process only until the
 * next reboot. NULL where the kernel does not say. */
static char *
boot_id (void)
{
  char *id = NULL;

  if (!g_file_get_contents ("/proc/sys/kernel/random/boot_id", &id, NULL, NULL))
    return NULL;
  return g_strstrip (id);
}

/* When process @pid started, in clock ticks since boot (the 22nd field of
 * /proc/PID/stat), or 0 when that cannot be read. Told apart by it, a pid
 * the kernel gave to another process since is not taken for the owner. */
static guint64
process_start_time (gint64 pid)
{
  g_autofree char *stat_path = g_strdup_printf ("/proc/%" G_GINT64_FORMAT "/stat", pid);
  g_autofree char *stat = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after_name;

  if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
    return 0;
  /* The command name (field 2) is in parentheses and may hold spaces. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return 0;
  fields = g_strsplit (after_name + 1, " ", 0);
  /* fields[0] is empty (the space after ')'), fields[1] is field 3. */
  if (g_strv_length (fields) < 21)
    return 0;
  return g_ascii_strtoull (fields[20], NULL, 10);
}

static void
set_owner (GKeyFile *info)
{
  g_autofree char *boot = boot_id ();
  guint64 start = process_start_time (getpid ());

  g_key_file_set_int64 (info, "owner", "pid", getpid ());
  g_key_file_set_string (info, "owner", "host", g_get_host_name ());
  if (boot != NULL)
    g_key_file_set_string (info, "owner", "boot-id", boot);
  if (start != 0)
    g_key_file_set_uint64 (info, "owner", "start-time", start);
}

/* Whether the Waymark that wrote @info still runs, by the owner it names:
 * the fallback for a file without a lock to ask (see lock_state ()), which
 * a Waymark from before the locks wrote or one on a file system without
 * locks (some network and FUSE file systems). It is kept only for them: a
 * pid means nothing in another pid namespace (a second Flatpak sandbox
 * sees other pids), and on another computer sharing the data folder the
 * owner cannot be asked at all, so there it counts as running until that
 * computer's Waymark offers the file. A file without an owner (written
 * before owners were kept) is left over. */
static gboolean
owner_running (GKeyFile *info)
{
  gint64 pid = g_key_file_get_int64 (info, "owner", "pid", NULL);
  g_autofree char *host = g_key_file_get_string (info, "owner", "host", NULL);
  g_autofree char *boot = g_key_file_get_string (info, "owner", "boot-id", NULL);
  g_autofree char *this_boot = NULL;
  guint64 start = g_key_file_get_uint64 (info, "owner", "start-time", NULL);

  if (pid <= 0 || pid > G_MAXINT32)
    return FALSE;
  if (host != NULL && g_strcmp0 (host, g_get_host_name ()) != 0)
    return TRUE;
  this_boot = boot_id ();
  if (boot != NULL && this_boot != NULL && strcmp (boot, this_boot) != 0)
    return FALSE; /* rebooted since: every process of then is gone */
  /* EPERM: a process of another user has the pid, which the start time
   * below tells apart from the owner. */
  if (kill ((pid_t)pid, 0) != 0 && errno != EPERM)
    return FALSE;
  return start == 0 || process_start_time (pid) == start;
}

/* ---- files ------------------------------------------------------------------ */

/* Writes @bytes to @path and @info, with the time and the owner, to its
 * info file, the lock held first. */
static gboolean
write_with_info (const char *path, GBytes *bytes, GKeyFile *info, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *info_path = info_path_for (path);
  g_autofree char *info_data = NULL;
  gsize size, info_size;
  const char *data;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int errsv = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errsv),
                   _("Could not create the recovery folder “%s”: %s"), dir, g_strerror (errsv));
      return FALSE;
    }
  g_key_file_set_int64 (info, "recovery", "time", g_get_real_time () / G_USEC_PER_SEC);
  set_owner (info);
  info_data = g_key_file_to_data (info, &info_size, NULL);

  /* The lock before the file it guards, so that no other Waymark ever
   * sees this one's work without its lock. */
  hold_lock (path);
  /* The variant first: an info file without its variant would be useless,
   * while a variant without info is still recoverable. */
  data = g_bytes_get_data (bytes, &size);
  return wm_write_file_atomically (path, data, size, error)
         && wm_write_file_atomically (info_path, info_data, info_size, error);
}

gboolean
wm_recovery_write (const char *path, GBytes *bytes, GFile *original, const char *original_checksum,
                   const char *title, GError **error)
{
  g_autoptr (GKeyFile) info = g_key_file_new ();

  g_return_val_if_fail (path != NULL && bytes != NULL, FALSE);

  if (original != NULL)
    {
      g_autofree char *uri = g_file_get_uri (original);
      g_key_file_set_string (info, "recovery", "uri", uri);
      if (original_checksum != NULL)
        g_key_file_set_string (info, "recovery", "checksum", original_checksum);
    }
  g_key_file_set_string (info, "recovery", "title", title != NULL ? title : "");
  return write_with_info (path, bytes, info, error);
}

gboolean
wm_recovery_write_game (const char *path, GBytes *log, GFile *variant, const char *title,
                        const int *controllers, gsize n_players, int decisions, int day,
                        GError **error)
{
  g_autoptr (GKeyFile) info = g_key_file_new ();

  g_return_val_if_fail (path != NULL && log != NULL && controllers != NULL, FALSE);

  if (variant != NULL)
    {
      g_autofree char *uri = g_file_get_uri (variant);
      g_key_file_set_string (info, "recovery", "uri", uri);
    }
  g_key_file_set_string (info, "recovery", "title", title != NULL ? title : "");
  g_key_file_set_integer_list (info, "game", "controllers", (int *) controllers, n_players);
  g_key_file_set_integer (info, "game", "decisions", decisions);
  g_key_file_set_integer (info, "game", "day", day);
  return write_with_info (path, log, info, error);
}

void
wm_recovery_remove (const char *path)
{
  g_autofree char *info_path = NULL, *lock_path = NULL;

  if (path == NULL)
    return;
  info_path = info_path_for (path);
  lock_path = sibling_path (path, ".lock");
  g_unlink (path);
  g_unlink (info_path);
  /* The lock file last, and held until it is gone: another Waymark never
   * finds the work without its lock while it is being removed. */
  g_unlink (lock_path);
  drop_lock (path);
}

char *
wm_recovery_set_aside (const char *path)
{
  g_autofree char *info_path = info_path_for (path);
  g_autofree char *lock_path = sibling_path (path, ".lock");
  g_autofree char *info_aside = g_strconcat (info_path, ".broken", NULL);
  char *aside = g_strconcat (path, ".broken", NULL);

  g_rename (path, aside);
  /* The info file goes along: it says which document the work was of. */
  g_rename (info_path, info_aside);
  g_unlink (lock_path);
  drop_lock (path);
  return aside;
}

void
wm_recovery_release (const char *path)
{
  g_return_if_fail (path != NULL);
  drop_lock (path);
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
  g_free (entry->controllers);
  g_free (entry);
}

/* @claim: take the lock of an abandoned file and keep it (claim_lock ()).
 * A game slot of another variant than @uri ("" for any) is not read: NULL. */
static WmRecoveryEntry *
read_entry (const char *dir, const char *name, gboolean claim, const char *uri)
{
  WmRecoveryEntry *entry = g_new0 (WmRecoveryEntry, 1);
  g_autoptr (GKeyFile) info = g_key_file_new ();
  gboolean has_info;
  GStatBuf st;

  entry->path = g_build_filename (dir, name, NULL);
  entry->info_path = info_path_for (entry->path);
  has_info = g_key_file_load_from_file (info, entry->info_path, G_KEY_FILE_NONE, NULL);
  if (has_info)
    {
      entry->uri = g_key_file_get_string (info, "recovery", "uri", NULL);
      entry->checksum = g_key_file_get_string (info, "recovery", "checksum", NULL);
      entry->title = g_key_file_get_string (info, "recovery", "title", NULL);
      entry->time = g_key_file_get_int64 (info, "recovery", "time", NULL);
      entry->controllers
          = g_key_file_get_integer_list (info, "game", "controllers", &entry->n_players, NULL);
      entry->decisions = g_key_file_get_integer (info, "game", "decisions", NULL);
      entry->day = g_key_file_get_integer (info, "game", "day", NULL);
    }
  if (uri != NULL && *uri != '\0'
      && g_strcmp0 (entry->uri != NULL && *entry->uri != '\0' ? entry->uri : "-", uri) != 0)
    {
      wm_recovery_entry_free (entry);
      return NULL;
    }
  switch (claim ? claim_lock (entry->path) : lock_state (entry->path))
    {
    case LOCK_FREE:
      entry->owner_running = FALSE;
      break;
    case LOCK_HELD:
      entry->owner_running = TRUE;
      break;
    case LOCK_UNKNOWN:
      entry->owner_running = has_info && owner_running (info);
      /* Claimed by another Waymark a moment ago: as good as running. */
      if (claim && !entry->owner_running && !claim_unlocked (entry->path))
        entry->owner_running = TRUE;
      break;
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

/* The files of @suffix; of game slots, those of the variant @uri ("" for
 * any, "-" for one never saved). */
static GPtrArray *
list_entries (gboolean claim, const char *suffix, const char *uri)
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
      WmRecoveryEntry *entry;

      if (name[0] == '.' || !g_str_has_suffix (name, suffix))
        continue;
      entry = read_entry (dir, name, claim, uri);
      if (entry != NULL)
        g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, newest_first);
  return entries;
}

GPtrArray *
wm_recovery_list (void)
{
  return list_entries (FALSE, ".waymark", NULL);
}

static GPtrArray *
without_running (GPtrArray *entries)
{
  for (guint i = entries->len; i-- > 0;)
    if (((WmRecoveryEntry *)g_ptr_array_index (entries, i))->owner_running)
      g_ptr_array_remove_index (entries, i);
  return entries;
}

GPtrArray *
wm_recovery_list_abandoned (void)
{
  return without_running (list_entries (FALSE, ".waymark", NULL));
}

GPtrArray *
wm_recovery_claim_abandoned (void)
{
  return without_running (list_entries (TRUE, ".waymark", NULL));
}

GPtrArray *
wm_recovery_list_games (void)
{
  return list_entries (FALSE, GAME_SUFFIX, NULL);
}

GPtrArray *
wm_recovery_claim_abandoned_games (GFile *variant)
{
  g_autofree char *uri = variant != NULL ? g_file_get_uri (variant) : g_strdup ("-");

  return without_running (list_entries (TRUE, GAME_SUFFIX, uri));
}
