#pragma once

/* The <board> element as a form: columns and rows, whether the regions are
 * laid out as placed or shuffled and turned as placed or at random, the
 * first highwayman's region, and each cell's region and rotation. Every
 * change is one undoable edit (wm-board-edits.h); the form follows the
 * document, undo included. Emits "edited" after each edit it makes. */

#include <gtk/gtk.h>

#include "wm-document.h"
#include "wm-map.h"

G_BEGIN_DECLS

#define WM_TYPE_BOARD_SETUP (wm_board_setup_get_type ())
G_DECLARE_FINAL_TYPE (WmBoardSetup, wm_board_setup, WM, BOARD_SETUP, GtkWidget)

GtkWidget *wm_board_setup_new (void);
void wm_board_setup_set_document (WmBoardSetup *self, WmDocument *document);
/* The cells show @arrangement, the board the preview draws (NULL: the
 * <board> element's); while it is not the <board> element's layout they
 * cannot be changed, and a line under them says so. */
void wm_board_setup_show_board (WmBoardSetup *self, const WmArrangement *arrangement);
/* For tests: the drop-down of cell @index's region (its items are the
 * variant's regions in order) and of its rotation (0°, 90°, 180°, 270°);
 * the spin buttons of the size. */
/* The grid of cells, which scrolls sideways on its own in the form. */
GtkWidget *wm_board_setup_get_cells (WmBoardSetup *self);
GtkWidget *wm_board_setup_get_cell_region (WmBoardSetup *self, int index);
GtkWidget *wm_board_setup_get_cell_rotation (WmBoardSetup *self, int index);
GtkWidget *wm_board_setup_get_cols (WmBoardSetup *self);
GtkWidget *wm_board_setup_get_rows (WmBoardSetup *self);

G_END_DECLS
