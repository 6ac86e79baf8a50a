#pragma once

/* Undoable edits of the <board> element: its size, how the regions are
 * placed (as laid out or shuffled; as turned or turned at random), the
 * region the first highwayman starts in, and each cell's region and
 * rotation. Each edit is one step on the document's undo stack (a
 * snapshot: board edits are rare and touch the whole setup). An edit that
 * changes nothing records nothing. GLib only, so tests need no display. */

#include "wm-document.h"

G_BEGIN_DECLS

/* Cells are kept where they were (row and column); a new cell gets the
 * first region not yet on the board, turned 0°. */
gboolean wm_board_edit_size (WmDocument *doc, int cols, int rows, GError **error);
gboolean wm_board_edit_order (WmDocument *doc, WmSetupChoice order, GError **error);
gboolean wm_board_edit_rotation (WmDocument *doc, WmSetupChoice rotation, GError **error);
/* @region: a region id, or NULL for none. */
gboolean wm_board_edit_highwayman_region (WmDocument *doc, const char *region, GError **error);
/* Cell @index (row by row) shows @region turned @rotation degrees clockwise
 * (0, 90, 180 or 270). */
gboolean wm_board_edit_cell (WmDocument *doc, int index, const char *region, int rotation,
                             GError **error);

G_END_DECLS
