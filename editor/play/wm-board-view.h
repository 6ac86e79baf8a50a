#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"
#include "wm-render-map.h"

G_BEGIN_DECLS

/* A compiled board drawn by editor/render, with the pieces of a game state
 * (optional) and an overlay (reach highlights, a heat map). Clicking near a
 * space emits ::space-clicked with the space's index into the map. */
#define WM_TYPE_BOARD_VIEW (wm_board_view_get_type ())
G_DECLARE_FINAL_TYPE (WmBoardView, wm_board_view, WM, BOARD_VIEW, GtkDrawingArea)

GtkWidget *wm_board_view_new (void);
/* Shows @map alone (no pieces); @map may be NULL. */
void wm_board_view_set_map (WmBoardView *self, WmMap *map);
/* Shows @state of @game (copied); @state may be NULL for the bare board. */
void wm_board_view_set_game (WmBoardView *self, WmGame *game, const WmGameState *state);
/* Whether the secret places nobody discovered are shown turned over (once
 * the game has been over): drawn as found ones are, inside a dashed ring. */
void wm_board_view_set_revealed (WmBoardView *self, gboolean revealed);
gboolean wm_board_view_get_revealed (WmBoardView *self);
/* The overlay drawn on top; change it, then call wm_board_view_refresh(). */
WmRenderOverlay *wm_board_view_get_overlay (WmBoardView *self);
void wm_board_view_refresh (WmBoardView *self);
/* The space nearest to widget point (@x, @y) within half a space's reach, or -1. */
int wm_board_view_space_at (WmBoardView *self, double x, double y);
/* Emits ::space-clicked as a click on @space would (scripted UI tests). */
void wm_board_view_click_space (WmBoardView *self, int space);
/* Draws what the view shows into a @width × @height area of @cr. */
void wm_board_view_draw_to (WmBoardView *self, cairo_t *cr, int width, int height);
/* The board as drawn now, fitted into the view: its rectangle in the
 * view's pixels. FALSE, and an empty rectangle, without a board. */
/* Draws the board at the top of a view taller than the board is wide,
 * under what is above it, rather than in the view's middle. */
void wm_board_view_set_top (WmBoardView *self, gboolean top);
gboolean wm_board_view_get_drawn_rect (WmBoardView *self, graphene_rect_t *rect);

G_END_DECLS
