#pragma once

/* Recovery files: what autosave writes, in $XDG_DATA_HOME/waymark/recovery,
 * never next to the original. Each is a pair: NAME.waymark (the variant) and
 * NAME.info (a key file with the original file's URI, if any, the SHA-256 of
 * the original as the document last read or wrote it, and the time). A
 * recovery file still present at start-up is left over from a crash.
 *
 * The checksum lets the recovered document notice that the original changed
 * after the work was autosaved, so that saving asks before replacing those
 * changes. Info files written before it was stored simply lack the key.
 *
 * The Waymark that writes a recovery file holds a lock on NAME.lock beside
 * it for as long as it runs (or until the file is removed). A second
 * Waymark (another session, another Flatpak sandbox, another computer
 * sharing the data folder) offers back only files whose lock it can take,
 * so it never recovers or discards the safety copy of work still open
 * elsewhere. The info file also names the owner (process id, host name,
 * boot id, the process's start time), which decides only for a file
 * without a lock to ask: an older Waymark's, or one on a file system
 * without locks. */

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  char *path;     /* the .waymark recovery file */
  char *info_path;
  char *uri;      /* the original file, NULL for an untitled variant */
  char *checksum; /* of the original as last read or written, or NULL */
  char *title;    /* the variant's title when it was written */
  gint64 time;    /* unix seconds */
  /* The Waymark that wrote it still runs (this one included): it holds
   * the file's lock, or, without a lock to ask, the info file's owner is
   * a live process or on another computer. Also true of a file another
   * Waymark has claimed to offer it (wm_recovery_claim_abandoned ()). */
  gboolean owner_running;
  /* Of a game slot (wm_recovery_write_game ()); 0 and NULL otherwise. */
  int *controllers;
  gsize n_players;
  int decisions;
  int day;
} WmRecoveryEntry;

char *wm_recovery_dir (void);
/* A fresh NAME for a document's recovery files. */
char *wm_recovery_new_path (void);
/* Writes @bytes to @path and its info file, atomically, after taking the
 * lock of @path for this process (kept until wm_recovery_remove () or
 * wm_recovery_release (), or the process's end). @original_checksum is the
 * SHA-256 of @original as the document last read or wrote it (NULL when
 * unknown). */
gboolean wm_recovery_write (const char *path, GBytes *bytes, GFile *original,
                            const char *original_checksum, const char *title, GError **error);
/* Removes @path with its info and lock files, and lets go of its lock. */
void wm_recovery_remove (const char *path);
/* Renames an unreadable @path and its info file to NAME.waymark.broken and
 * NAME.info.broken, for a human to look at, and removes its lock file:
 * never offered again, nothing deleted. Returns the new path of @path. */
char *wm_recovery_set_aside (const char *path);
/* Lets go of the lock of @path but keeps its files, as a Waymark that ends
 * without removing them: another Waymark then offers them. */
void wm_recovery_release (const char *path);
/* The recovery files present, newest first. Unreadable info files are
 * tolerated: a broken entry simply has no URI or title. */
GPtrArray *wm_recovery_list (void);
/* Those of wm_recovery_list () whose owner is gone: left over from a
 * Waymark that crashed or was killed, newest first. */
GPtrArray *wm_recovery_list_abandoned (void);
/* As wm_recovery_list_abandoned (), each file claimed for this process on
 * the way: its lock taken and kept, so that a second Waymark starting at
 * the same moment finds them held and does not offer them too. Give back
 * with wm_recovery_release () those neither recovered nor discarded
 * (wm_recovery_remove (), wm_recovery_set_aside ()). */
GPtrArray *wm_recovery_claim_abandoned (void);
void wm_recovery_entry_free (WmRecoveryEntry *entry);

/* A playtest's game slot: NAME.game.xml, the game log as it stood at a
 * human's last decision, beside NAME.info (the variant's file, if any, and
 * title, the seats' controllers, the decisions and the day) and NAME.lock,
 * written, locked, claimed and removed (wm_recovery_remove ()) as the
 * variants' recovery files are. A slot left at start-up is a game a crash
 * interrupted. */
char *wm_recovery_new_game_path (void);
gboolean wm_recovery_write_game (const char *path, GBytes *log, GFile *variant, const char *title,
                                 const int *controllers, gsize n_players, int decisions, int day,
                                 GError **error);
/* Every game slot present, newest first. */
GPtrArray *wm_recovery_list_games (void);
/* The abandoned game slots of the variant @variant (NULL: of a variant
 * never saved), newest first, claimed as wm_recovery_claim_abandoned ()
 * claims its files. */
GPtrArray *wm_recovery_claim_abandoned_games (GFile *variant);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmRecoveryEntry, wm_recovery_entry_free)

G_END_DECLS
