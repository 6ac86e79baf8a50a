#pragma once

/* A group of the Rules page listing one kind of piece (towns, path types
 * or weapon types): each piece a row with its colour swatch and name in
 * the display language, opened to edit name, colour and shape or dash;
 * Add in the header, Remove on each row. Every change goes through
 * wm-piece-edits.h, so it is one undo step. */

#include <adwaita.h>

#include "wm-document.h"
#include "wm-piece-edits.h"

G_BEGIN_DECLS

#define WM_TYPE_PIECE_GROUP (wm_piece_group_get_type ())
G_DECLARE_FINAL_TYPE (WmPieceGroup, wm_piece_group, WM, PIECE_GROUP, AdwPreferencesGroup)

GtkWidget *wm_piece_group_new (WmPieceKind kind);
/* Shows @document's pieces; call again after each change of the document. */
void wm_piece_group_update (WmPieceGroup *self, WmDocument *document);
/* The row of piece @id, or NULL (for tests). */
GtkWidget *wm_piece_group_get_row (WmPieceGroup *self, const char *id);

G_END_DECLS
