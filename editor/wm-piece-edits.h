#pragma once

/* Undoable edits of the variant's pieces: its towns, path types and
 * weapon types (and the counts of its secret places, below), each named in the variant's languages and drawn in a
 * colour (a town also in a shape, a path type also with a dash). Each edit
 * is one step on the document's undo stack; one that changes nothing
 * records nothing. Ids never change: the rest of the variant names pieces
 * by id. GLib only, so tests need no display. */

#include "wm-document.h"

G_BEGIN_DECLS

typedef enum
{
  WM_PIECE_TOWN,
  WM_PIECE_PATH_TYPE,
  WM_PIECE_WEAPON_TYPE,
  WM_N_PIECE_KINDS
} WmPieceKind;

#define WM_PIECE_EDIT_ERROR (wm_piece_edit_error_quark ())
GQuark wm_piece_edit_error_quark (void);

typedef enum
{
  WM_PIECE_EDIT_ERROR_NOT_FOUND, /* no piece of that kind has the id */
  WM_PIECE_EDIT_ERROR_INVALID,   /* an empty name, a colour or shape the schema refuses */
  WM_PIECE_EDIT_ERROR_IN_USE,    /* removing a piece the variant still uses */
} WmPieceEditError;

/* The piece's fields, or NULL when @variant has no such piece. @style is
 * the town's shape or the path type's dash ("solid" when the file gives
 * none), NULL for a weapon type. */
gboolean wm_piece_get (const WmVariant *variant, WmPieceKind kind, const char *id,
                       const WmText **name, const char **color, const char **style);
/* The ids of @kind's pieces in file order, NULL-terminated; free with g_strfreev(). */
char **wm_piece_ids (const WmVariant *variant, WmPieceKind kind);
/* The values the schema allows for @kind's style (NULL-terminated, in the
 * renderer's names), NULL for weapon types. */
const char *const *wm_piece_styles (WmPieceKind kind);
/* @style in the user's language ("Star", "Dashed"). */
const char *wm_piece_style_title (const char *style);

/* The id wm_piece_edit_add() gives the next piece of @kind. */
char *wm_piece_next_id (const WmVariant *variant, WmPieceKind kind);
/* Adds a piece at the end: a new id ("town", "town-2" …), the placeholder
 * name in each language of the variant (in that language), a colour and
 * the first style. A new weapon type goes, in the same step, to the first
 * region whose fort hands out none. Returns the new id. A weapon type
 * beyond the WM_GAME_MAX_WEAPON_TYPES a game handles is refused
 * (WM_PIECE_EDIT_ERROR_INVALID) and changes nothing. */
char *wm_piece_edit_add (WmDocument *doc, WmPieceKind kind, GError **error);
/* The piece wm_piece_edit_add () makes, with the id @id, straight into
 * @variant: for an edit that does more in the same undo step (the Map
 * inspector's "New town…", which also puts it on a town slot). */
void wm_piece_add_to_variant (WmVariant *variant, WmPieceKind kind, const char *id);
/* Refused (WM_PIECE_EDIT_ERROR_IN_USE) while anything names the piece: a
 * space, path, port, character, card target, movement card or effect
 * parameter; for a weapon type, a fort that hands it out (a region's
 * fort-weapon). The message names the first use. */
gboolean wm_piece_edit_remove (WmDocument *doc, WmPieceKind kind, const char *id, GError **error);
/* The name in @lang; an empty name is refused. */
gboolean wm_piece_edit_name (WmDocument *doc, WmPieceKind kind, const char *id, const char *lang,
                             const char *name, GError **error);
/* @color as "#rrggbb". */
gboolean wm_piece_edit_color (WmDocument *doc, WmPieceKind kind, const char *id, const char *color,
                              GError **error);
/* A town's shape or a path type's dash, one of wm_piece_styles(). */
gboolean wm_piece_edit_style (WmDocument *doc, WmPieceKind kind, const char *id, const char *style,
                              GError **error);

/* ---- secret places -------------------------------------------------------
 * The face-down tiles the setup shuffles onto the map's secret slots, a
 * count per kind (<secret-place kind=… count=…>). */

/* The schema's limit on one kind's count. */
#define WM_SECRET_PLACE_MAX_COUNT 50

/* How many secret places of @kind the setup deals: 0 when the variant has
 * none of the kind. */
int wm_secret_place_count (const WmVariant *variant, WmSecretKind kind);
/* @kind's name in the display language: the variant's own, else the
 * kind's ("Milepost") in the user's language. */
const char *wm_secret_place_name (const WmVariant *variant, WmSecretKind kind);
/* Sets how many secret places of @kind the setup deals. A kind the variant
 * lacks gets its <secret-place>, named in each of the variant's languages.
 * A count below 0 or above WM_SECRET_PLACE_MAX_COUNT is refused
 * (WM_PIECE_EDIT_ERROR_INVALID) and changes nothing. */
gboolean wm_piece_edit_secret_count (WmDocument *doc, WmSecretKind kind, int count,
                                     GError **error);

/* Why @kind's piece @id cannot be removed (the sentence the refusal
 * gives), or NULL when nothing uses it. */
char *wm_piece_use (const WmVariant *variant, WmPieceKind kind, const char *id);

G_END_DECLS
