#pragma once

/* Removing a town or a weapon type together with its uses, as one undoable
 * edit, instead of refusing while anything names it (wm_piece_edit_remove()).
 * Shrinking a copy of the base game to fewer regions leaves towns that some
 * thirty quests, tasks and a character name, and weapon types every
 * character's weapon track counts: fixing each use by hand is what this
 * saves the designer. GLib only: the Rules page's dialog only shows what
 * wm_piece_list_uses() says and calls wm_piece_edit_remove_with_uses().
 *
 * What happens to each use:
 *  - town: a card that targets it targets the replacement instead (or only
 *    loses it when it targets the replacement already); a task, effect or
 *    ability that names it names the replacement; a character that starts
 *    there starts in the replacement; a town slot that prints it prints no
 *    town (the replacement is printed elsewhere already, as a rule).
 *  - weapon type: a fort that hands it out hands out a type no other fort
 *    hands out (or none when there is no such type); a weapon track longer
 *    than the weapon types that remain loses its last steps, as the rules
 *    want one step per weapon type.
 * Path types keep the refusal: their uses are the map's paths, which only
 * the designer can retype. */

#include "wm-piece-edits.h"

G_BEGIN_DECLS

/* Whether @kind's pieces can go with their uses (towns and weapon types). */
gboolean wm_piece_kind_takes_uses (WmPieceKind kind);
/* The town a removed town's uses go to unless the designer picks another:
 * of the other towns printed on a region of the board, the one that the
 * fewest card targets name (so that removing several towns spreads their
 * quests), in the Rules page's order on a tie, and where no character
 * starts when one starts in @id and there is such a town; without a town
 * on the board, the first other town. NULL for other kinds and when @id is
 * the only town. */
char *wm_piece_default_replacement (const WmVariant *variant, WmPieceKind kind, const char *id);
/* One sentence per use of @kind's piece @id, saying what removing it with
 * its uses does to it (@replacement: the town, for towns; ignored for
 * weapon types), in the order the Rules page lists them. Empty when nothing
 * uses the piece. Free with g_ptr_array_unref(). */
GPtrArray *wm_piece_list_uses (const WmVariant *variant, WmPieceKind kind, const char *id,
                               const char *replacement);
/* Removes the piece and changes each use as listed, in one undo step.
 * Refused for a town without a replacement or replaced by itself
 * (WM_PIECE_EDIT_ERROR_INVALID) or by a town the variant lacks
 * (WM_PIECE_EDIT_ERROR_NOT_FOUND). A path type goes only when nothing
 * uses it, as with wm_piece_edit_remove(). */
gboolean wm_piece_edit_remove_with_uses (WmDocument *doc, WmPieceKind kind, const char *id,
                                         const char *replacement, GError **error);

G_END_DECLS
