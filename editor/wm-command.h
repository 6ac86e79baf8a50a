#pragma once

/* Undoable edits of a variant. A command knows how to apply itself to a
 * variant and how to revert that; the document (wm-document.h) keeps them on
 * its undo stack. Commands never hold pointers into a variant: they name what
 * they change (a rules field, an id), because a snapshot command may replace
 * the whole variant and leave such pointers dangling.
 *
 * Three kinds cover every edit:
 *  - closures: apply and revert functions over the variant (cheap, precise);
 *  - field commands: set one number or toggle of rules, options or pieces;
 *  - snapshots: the canonical bytes before and after an edit made in place,
 *    the generic fallback for edits too involved to revert by hand (about
 *    2 ms to take a snapshot and 5 ms to restore one on the base game). */

#include <glib.h>

#include "wm-field.h" /* WmField: the numbers and toggles a field command sets */
#include "wm-variant.h"

G_BEGIN_DECLS

typedef struct _WmCommand WmCommand;

/* Applies or reverts an edit. May replace *variant (it then unrefs the old
 * one). Returns FALSE with @error set when the edit cannot be made; the
 * variant must then be unchanged. */
typedef gboolean (*WmCommandFunc) (WmVariant **variant, gpointer data, GError **error);

WmCommand *wm_command_new (const char *label, WmCommandFunc apply, WmCommandFunc revert,
                           gpointer data, GDestroyNotify destroy);
/* Sets @field to @value; the old value is read from @variant now. */
WmCommand *wm_command_new_set_field (const WmVariant *variant, WmField field, int value);
/* Restores @before on revert and @after on apply. */
WmCommand *wm_command_new_snapshot (const char *label, GBytes *before, GBytes *after);
void wm_command_free (WmCommand *command);
/* Snapshots with one key (the field an edit comes from, "deck-size
 * events") merge as field commands do: dragging the field is one step. */
void wm_command_set_merge_key (WmCommand *command, const char *key);
/* The bytes a snapshot command restores on apply, or NULL for other kinds:
 * consecutive snapshots share them (each holds the whole canonical file,
 * about 140 KB for the base game). */
GBytes *wm_command_get_snapshot_after (const WmCommand *command);

/* What the document keeps of the session beside the variant (the texts
 * marked as possibly behind, wm_document_text_edited()) as it was right
 * after this command: undo and redo bring it back with the variant. The
 * command owns @session and frees it with @destroy. */
void wm_command_set_session (WmCommand *command, gpointer session, GDestroyNotify destroy);
gpointer wm_command_get_session (const WmCommand *command);

const char *wm_command_get_label (const WmCommand *command);
/* The region an edit is confined to, or NULL (the default) when it may
 * change anything. Views use it to redo only what concerns that region
 * (the map editor's incremental validation and redraw). */
void wm_command_set_region (WmCommand *command, const char *region_id);
const char *wm_command_get_region (const WmCommand *command);
/* Where in the window the edit was made (a section name, "rules"), or
 * NULL: an undo or redo made elsewhere says where it took effect. */
void wm_command_set_origin (WmCommand *command, const char *origin);
const char *wm_command_get_origin (const WmCommand *command);
gboolean wm_command_apply (WmCommand *command, WmVariant **variant, GError **error);
gboolean wm_command_revert (WmCommand *command, WmVariant **variant, GError **error);
/* Folds @newer into @older when both set the same field, or are snapshots
 * of one merge key, so that dragging a spin button leaves one undo step. Returns TRUE when merged (the caller then
 * frees @newer). */
gboolean wm_command_merge (WmCommand *older, const WmCommand *newer);
/* TRUE for a field command whose old and new values are equal, or a
 * snapshot with a merge key whose bytes are (what a merge can leave
 * behind); the document drops such commands. */
gboolean wm_command_is_noop (const WmCommand *command);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmCommand, wm_command_free)

G_END_DECLS
