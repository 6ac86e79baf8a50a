#pragma once

/* The assembled board for one arrangement (cells, sides, rotations), as the
 * rules engine will see it: the spec can be typed, drawn at random, or
 * stepped through the arrangements whose ports do not meet. Wrap-around
 * links are drawn as dashed arcs over the outer border. */

#include <gtk/gtk.h>

#include "wm-board-setup.h"
#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_BOARD_PREVIEW (wm_board_preview_get_type ())
G_DECLARE_FINAL_TYPE (WmBoardPreview, wm_board_preview, WM, BOARD_PREVIEW, GtkWidget)

GtkWidget *wm_board_preview_new (void);
void wm_board_preview_set_document (WmBoardPreview *self, WmDocument *document);
/* Shows the arrangement of @spec (model/rules/wm-map.h); FALSE with the
 * reason shown when it does not parse. NULL: the <board> element's. */
gboolean wm_board_preview_set_spec (WmBoardPreview *self, const char *spec);
/* The spec shown now (owned by the preview), or NULL. */
const char *wm_board_preview_get_spec (WmBoardPreview *self);
/* A random arrangement as a game deals it (wm_arrangement_random ()), on
 * the side chosen: side B deals quest decks and towns as well. */
void wm_board_preview_random (WmBoardPreview *self);
/* The side the Board and Random buttons deal: at first the one a game of
 * the variant plays (B when its Variable setup is on); setting it shows
 * the <board> element's arrangement on that side. The "side" property is
 * the side every cell on show lies on, -1 when they differ (a typed spec)
 * or nothing is shown. */
void wm_board_preview_set_side (WmBoardPreview *self, int side);
int wm_board_preview_get_side (WmBoardPreview *self);
/* Steps to the next arrangement (after the one shown, both sides) whose
 * ports do not all meet; FALSE when none does. */
gboolean wm_board_preview_next_failing (WmBoardPreview *self);
/* The problems of the shown arrangement (map-* codes), and its wrap links. */
guint wm_board_preview_get_n_problems (WmBoardPreview *self);
guint wm_board_preview_get_n_wraps (WmBoardPreview *self);
/* The form of the <board> element behind the Board Setup button. */
WmBoardSetup *wm_board_preview_get_setup (WmBoardPreview *self);
/* Puts @widget first in the bar over the board (the Map page's sidebar
 * button). */
void wm_board_preview_prepend_to_bar (WmBoardPreview *self, GtkWidget *widget);

G_END_DECLS
