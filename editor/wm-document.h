#pragma once

/* A variant being edited: the WmVariant, the file it belongs to (NULL while
 * untitled), and the undo stack of commands. Views read the variant through
 * wm_document_get_variant() each time they draw and update on ::changed;
 * they never keep pointers into it, since undoing a snapshot replaces it.
 *
 * The document is GLib/GIO only, so the tests of undo, saving and recovery
 * run without a display. */

#include <gio/gio.h>

#include "wm-command.h"
#include "wm-diagnostic.h"
#include "wm-recovery.h"
#include "wm-variant.h"

G_BEGIN_DECLS

#define WM_TYPE_DOCUMENT (wm_document_get_type ())
G_DECLARE_FINAL_TYPE (WmDocument, wm_document, WM, DOCUMENT, GObject)

#define WM_DOCUMENT_ERROR (wm_document_error_quark ())
GQuark wm_document_error_quark (void);

typedef enum
{
  WM_DOCUMENT_ERROR_UNTITLED,         /* save needs a file first */
  WM_DOCUMENT_ERROR_CHANGED_ON_DISK,  /* the file changed since it was read or written */
  WM_DOCUMENT_ERROR_NOTHING_TO_UNDO,
  WM_DOCUMENT_ERROR_NOTHING_TO_REDO,
} WmDocumentError;

/* An edit made in place on the variant, recorded as a snapshot command. */
typedef void (*WmDocumentEditFunc) (WmVariant *variant, gpointer user_data);

/* Takes a reference on @variant. @file may be NULL: an untitled document. */
WmDocument *wm_document_new (WmVariant *variant, GFile *file);
/* Loads @file; on failure returns NULL, fills @diags and sets @error. A
 * file whose only errors are reference errors opens (see
 * wm_variant_load_bytes_for_editing()) so that the designer can fix them;
 * @diags then holds them. */
WmDocument *wm_document_new_from_file (GFile *file, WmDiagnostics *diags, GError **error);
/* The bundled base game as an untitled copy. */
WmDocument *wm_document_new_from_base (void);
/* The work in the recovery file of @entry, modified and attached to its
 * original file. Saving asks (WM_DOCUMENT_ERROR_CHANGED_ON_DISK) when the
 * original is no longer the one the work was based on: the one the entry's
 * checksum names, or for an older recovery file without it, the original as
 * it is now. On failure returns NULL, fills @diags and sets @error. */
WmDocument *wm_document_new_from_recovery (const WmRecoveryEntry *entry, WmDiagnostics *diags,
                                           GError **error);

WmVariant *wm_document_get_variant (WmDocument *self);
GFile *wm_document_get_file (WmDocument *self);
/* The variant's title in its first language, or "Untitled variant". */
char *wm_document_dup_title (WmDocument *self);
/* The name, without its extension, that files of the variant are
 * suggested under (Save As, Save Log) while it has no file: its title in
 * the form of wm_file_stem_of_title (), but "my-variant" (translated)
 * while the title is still a bundled game's or New variant's "Untitled
 * variant": "Waymark Base Game.waymark" would be the base game's name for
 * a file that will be the designer's own variant. */
char *wm_document_dup_file_stem (WmDocument *self);
/* @title as a file name is written, as "my-variant" is: in lower case,
 * words joined by "-", letters of any language kept ("Die Salzstraße" is
 * "die-salzstraße", "Città d'Oro" "città-d-oro"); "my-variant"
 * (translated) when no letter or digit is left. */
char *wm_file_stem_of_title (const char *title);
/* TRUE exactly when the undo stack is not at the save point. */
gboolean wm_document_get_modified (WmDocument *self);

/* Applies @command (transfer full) and pushes it; the redo stack is dropped.
 * Consecutive edits of one number within a second merge into one step. */
gboolean wm_document_execute (WmDocument *self, WmCommand *command, GError **error);
/* Runs @func on the variant and records the change as one snapshot step. */
gboolean wm_document_edit (WmDocument *self, const char *label, WmDocumentEditFunc func,
                           gpointer user_data, GError **error);
/* As wm_document_edit (), but consecutive edits of one @merge_key within
 * a second (a number field dragged) are one undo step, as field commands. */
gboolean wm_document_edit_merging (WmDocument *self, const char *label, const char *merge_key,
                                   WmDocumentEditFunc func, gpointer user_data, GError **error);
/* Shorthand for a field command. */
gboolean wm_document_set_field (WmDocument *self, WmField field, int value, GError **error);
gboolean wm_document_can_undo (WmDocument *self);
gboolean wm_document_can_redo (WmDocument *self);
/* Whether an edit was ever made to the document, even one undone since. */
gboolean wm_document_was_ever_edited (WmDocument *self);
/* Labels of the next undo and redo steps, or NULL. */
const char *wm_document_get_undo_label (WmDocument *self);
const char *wm_document_get_redo_label (WmDocument *self);
/* Where in the window edits are made from now on (a section name): each
 * edit keeps it (wm_command_set_origin ()), so that an undo or redo made
 * from elsewhere can say where it took effect. */
void wm_document_set_edit_origin (WmDocument *self, const char *origin);
/* Where the next undo and redo steps were made, or NULL. */
const char *wm_document_get_undo_origin (WmDocument *self);
const char *wm_document_get_redo_origin (WmDocument *self);
/* In and after a ::changed handler: the region the change (an edit, its
 * undo or redo) was confined to (wm_command_set_region()), or NULL when it
 * may have changed anything. */
const char *wm_document_get_changed_region (WmDocument *self);
gboolean wm_document_undo (WmDocument *self, GError **error);
gboolean wm_document_redo (WmDocument *self, GError **error);

/* The canonical file content of the current variant. */
GBytes *wm_document_save_bytes (WmDocument *self);
/* Saves to the document's file atomically. Unless @overwrite_changes, fails
 * with WM_DOCUMENT_ERROR_CHANGED_ON_DISK when the file on disk is no longer
 * the one last read or written. A failed save leaves the file untouched and
 * the document modified. */
gboolean wm_document_save (WmDocument *self, gboolean overwrite_changes, GError **error);
/* Saves to @file and makes it the document's file. */
gboolean wm_document_save_as (WmDocument *self, GFile *file, GError **error);
/* TRUE when the file on disk differs from what this document last read or
 * wrote (FALSE for untitled documents and for files that were deleted). */
gboolean wm_document_file_changed_on_disk (WmDocument *self);
/* Reloads the file, dropping the undo stack. */
gboolean wm_document_revert (WmDocument *self, WmDiagnostics *diags, GError **error);
/* The loader's warnings about how the file is written (number-form,
 * xml-encoding), as it was opened or reverted (recovered work: as its
 * original is when it is recovered); NULL or none once the
 * document wrote its file, which settles them. */
const WmDiagnostics *wm_document_get_load_warnings (WmDocument *self);

/* Autosave to a recovery file (see wm-recovery.h) @seconds after the last
 * change; 0 turns it off (the default). A failure (a full disk) emits
 * "autosave-failed" with the error, once until an autosave succeeds. */
void wm_document_set_autosave_delay (WmDocument *self, guint seconds);
/* The recovery file this document writes to, or NULL before the first one. */
const char *wm_document_get_recovery_path (WmDocument *self);
/* Writes the recovery file now (when modified) or removes it (when not). */
gboolean wm_document_autosave_now (WmDocument *self, GError **error);
/* Deletes the recovery file; called when the document is saved or discarded. */
void wm_document_discard_recovery (WmDocument *self);

/* Texts kept in several languages (@key: "card A52:text", "character
 * red:text"; @text: its texts before the change): once @key's @lang text
 * changes from @was, the same text in the variant's other languages may no longer say
 * the same, until it is edited too or the designer confirms it; an edit of
 * a text so marked only clears its mark, as does a text written where
 * there was none (@was NULL or empty: the caller passes NULL for a
 * placeholder name too), and so do that text's further edits until
 * another language of @key is edited (one text typed in several commits
 * is one writing). A mark shows while the changed language's text differs
 * from @was. Call it before the edit: each undo
 * step keeps the marks as it left them, and undo and redo restore them
 * exactly (a catch-up edit undone marks its text again). Saving keeps
 * them beside the file on this computer, and opening or reverting the
 * file unchanged brings them back (wm-text-marks.h). */
void wm_document_text_edited (WmDocument *self, const char *key, const WmText *text,
                              const char *lang, const char *was);
/* The language @key's text was changed in while its @lang text was not,
 * or NULL when that text is not marked. */
const char *wm_document_get_text_outdated (WmDocument *self, const char *key, const WmText *text,
                                           const char *lang);
/* The designer checked @key's @lang text: it is no longer marked, at this
 * undo step (undoing an edit brings back the marks from before it). */
void wm_document_confirm_text (WmDocument *self, const char *key, const char *lang);

G_END_DECLS
