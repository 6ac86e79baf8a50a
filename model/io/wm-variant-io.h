#pragma once

#include <gio/gio.h>

#include "../core/wm-diagnostic.h"
#include "../core/wm-variant.h"

G_BEGIN_DECLS

#define WM_IO_ERROR (wm_io_error_quark ())
GQuark wm_io_error_quark (void);

typedef enum
{
  WM_IO_ERROR_INVALID, /* the file has errors; see the diagnostics */
  WM_IO_ERROR_READ,
  WM_IO_ERROR_WRITE,
} WmIoError;

/* The largest file the loader reads. */
#define WM_LOAD_MAX_BYTES (32 * 1024 * 1024)

/* The whole of @file, or NULL with @error: G_IO_ERROR_MESSAGE_TOO_LARGE
 * past WM_LOAD_MAX_BYTES (a game log, a position or a CSV file as much as
 * a variant: none is near that, and reading stops there, so a device or
 * a pipe that never ends is refused too). */
GBytes *wm_file_load_bounded (GFile *file, GError **error);

/* Adds to @diags, without a line, why @path could not be read (or, with
 * @writing, written): @error from GIO, g_file_*() or the atomic writer, said
 * in plain words rather than the system's ("there is no such file", "the
 * folder “out” does not exist", "cannot be read: permission denied"). The
 * code is io-read, io-write or io-too-large. The command line and the
 * loader report every unreadable file so. */
void wm_diagnostics_add_file_problem (WmDiagnostics *diags, const char *path,
                                      const GError *error, gboolean writing);

/* The sentence of wm_diagnostics_add_file_problem () alone, for the app's
 * messages ("“/x.waymark”: it is a folder, not a file"). */
char *wm_file_problem_sentence (const char *path, const GError *error, gboolean writing);

/* Values of <rules> that contradict each other, in a sentence that names
 * them as the Rules page labels them ("“Fewest players” (5) is more than
 * “Most players” (4)"); NULL when they agree. Loading reports the same as
 * value-range errors at the <rules> line; the Rules page shows them under
 * its rows. */
char *wm_rules_players_problem (const WmRules *rules);
char *wm_rules_goal_problem (const WmRules *rules);

/* Loads a variant from @bytes. @file_name is used in diagnostics only.
 * Every problem found goes to @diags (all of them, not just the first).
 * Returns NULL when the file has any error: a model is never half built. */
WmVariant *wm_variant_load_bytes (GBytes *bytes, const char *file_name,
                                  WmDiagnostics *diags);
WmVariant *wm_variant_load_file (GFile *file, WmDiagnostics *diags);
/* For the editor: like wm_variant_load_bytes(), and every problem still goes
 * to @diags, but a variant whose only errors are about references and
 * consistency (unknown ids, duplicate ids, directions used twice, …) is
 * returned anyway: a design in progress, its undo snapshots and its recovery
 * files are often in that state. Structural errors still return NULL. */
WmVariant *wm_variant_load_bytes_for_editing (GBytes *bytes, const char *file_name,
                                              WmDiagnostics *diags);
WmVariant *wm_variant_load_path (const char *path, WmDiagnostics *diags);
/* The file at @path as the editor opens it (wm_variant_load_bytes_for_editing()):
 * `waymark-cli validate` judges what the app can open as the app does. */
WmVariant *wm_variant_load_path_for_editing (const char *path, WmDiagnostics *diags);
/* The bundled Treos base game from the GResource. */
WmVariant *wm_variant_load_base (WmDiagnostics *diags);
GBytes *wm_variant_base_bytes (void);

/* A copy through the loader, as wm_variant_copy(): NULL when the variant
 * holds what no file may (a reference the editor has not fixed yet), with
 * the first error in @error (WM_IO_ERROR_INVALID). */
WmVariant *wm_variant_copy_checked (const WmVariant *variant, GError **error);

/* The canonical serialisation: fixed element and attribute order, two-space
 * indentation, UTF-8, final newline. */
GBytes *wm_variant_save_bytes (const WmVariant *variant);
/* SHA-256 of wm_variant_save_bytes() in hex: which version of a variant a
 * game log was played on. */
char *wm_variant_checksum (const WmVariant *variant);
/* SHA-256 in hex of the variant's design: its canonical serialisation
 * without the <info> (title, description, authors), the <accepted>
 * validation warnings and comments, which change no game. Which design a
 * simulation result was run on ("design_sha256" in its config): a name or
 * a rule edited changes it, a new author or an accepted warning does not. */
char *wm_variant_design_checksum (const WmVariant *variant);
/* After @saved (wm_variant_save_bytes() of @variant) was written to a
 * file, sets the `line` field of every element to the line it has in that
 * file, so that diagnostics point into the file as saved: elements added,
 * moved or copied in memory get their line, those after them their new
 * one. FALSE, and no line changed, when @saved is not the variant's
 * canonical content (it was changed since). */
gboolean wm_variant_learn_lines (WmVariant *variant, GBytes *saved);
/* The line of every element of @variant that has one (its `line` field),
 * keyed by where the element is in the variant, in ids where it has them
 * ("variant/deck[events]#0/card[E22]#0/effect[]#1"): an element keeps its
 * key when others are added or moved before it, whatever lines the two
 * variants number it with. A new hash table of char * to
 * GINT_TO_POINTER (line). */
GHashTable *wm_variant_element_lines (const WmVariant *variant);
/* Writes atomically: temporary file in the same folder, fsync, rename.
 * On failure the old file is untouched and @error says why. */
gboolean wm_variant_save_path (const WmVariant *variant, const char *path, GError **error);
/* The atomic write used by every save and every output file of the command
 * line. A symbolic link is followed (the file it points at is replaced, the
 * link kept), the old file's permissions are kept, and a device or a pipe
 * (/dev/stdout, a FIFO) is written into rather than replaced. */
gboolean wm_write_file_atomically (const char *path, const void *data, gsize size,
                                   GError **error);
/* wm_write_file_atomically() to @file as a file chooser gives it: a file
 * that is not local (no path: a remote location) is refused in the same
 * words, naming it, and nothing is written. */
gboolean wm_write_gfile_atomically (GFile *file, const void *data, gsize size, GError **error);
/* Why a write failed with @errsv, in a designer's words for the failures a
 * designer meets ("the disk is full", "the disk is read-only", "permission
 * denied"), in the system's for the rarer ones. */
const char *wm_write_failure_reason (int errsv);
/* Whether wm_write_file_atomically() can begin at @path: makes and
 * removes the temporary file it begins with (a device is opened for
 * writing instead), so that a long job (a batch of games) is refused
 * before it runs on a folder that refuses new files (read-only, /proc).
 * @error as the write would say it. */
gboolean wm_write_file_check (const char *path, GError **error);

/* Fault injection for tests. When set, @hook runs before each step of
 * wm_write_file_atomically ("create", "write", "fsync", "close", "rename");
 * a non-zero return is taken as the errno of that step, which then fails as
 * if the system call had. NULL restores normal writing. Process-wide and not
 * thread-safe: meant for test programs only. */
typedef int (*WmWriteFaultHook) (const char *step, gpointer user_data);
void wm_write_file_set_fault_hook (WmWriteFaultHook hook, gpointer user_data);

G_END_DECLS
