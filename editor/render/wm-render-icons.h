#pragma once

/* Vector icons for cards and legends, drawn centred on (x, y) with size
 * @s (their height, in user units). */

#include <cairo.h>
#include <glib.h>

#include "wm-render-util.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* A gold coin with @amount on it (no number when @amount <= 0). */
void wm_icon_coin (cairo_t *cr, double x, double y, double s, int amount);
/* A gold coin with @amount on it, 0 too: where a coin says what a step
 * pays, a blank one read as one gold. */
void wm_icon_coin_paying (cairo_t *cr, double x, double y, double s, int amount);
/* A pair of boot prints with "×n" to their right (none when @n <= 0). */
void wm_icon_steps (cairo_t *cr, double x, double y, double s, int n);
/* A compass rose with an arrow for each of @arrows; the others are dots. */
void wm_icon_arrows (cairo_t *cr, double x, double y, double s, const WmDirection *arrows,
                     int n_arrows);
/* A short stretch of path in the type's colour and dash, with a casing. */
void wm_icon_path_type (cairo_t *cr, double x, double y, double w, const WmPathType *type);
/* A card with a boot on it: "draw a movement card". */
void wm_icon_movement_card (cairo_t *cr, double x, double y, double s);
/* A scroll: "draw a side quest". */
void wm_icon_scroll (cairo_t *cr, double x, double y, double s);
/* The bid number in a seal. */
void wm_icon_bid (cairo_t *cr, double x, double y, double s, int bid, WmRgb color);
/* A standing piece in @color, @s high, standing on (@x, @y + 0.42 s): a
 * character's token, or with @hooded a highwayman (a hood with an eye
 * slit). */
void wm_icon_pawn (cairo_t *cr, double x, double y, double s, WmRgb color, gboolean hooded);
/* A town in its colour and shape. */
void wm_icon_town (cairo_t *cr, double x, double y, double s, const WmTown *town);
/* Icons for tasks and scopes, by name: "castle", "inn", "secret", "island",
 * "lake", "home", "sun", "always", "mask". */
void wm_icon_named (cairo_t *cr, const char *name, double x, double y, double s, WmRgb color);

/* Where the region glyphs draw a board of @cols × @rows regions centred on
 * (x, y) at size @s: the variant's own board shape, so that a 2 × 1 board
 * shows two regions side by side, not the base game's 2 × 2. */
typedef struct
{
  int cols, rows; /* at least 1 each */
  double x0, y0;  /* the board's top left corner */
  double cell;    /* the side of one region */
} WmBoardGlyph;

/* The height of the house or pawn in wm_icon_region_other(), in regions. */
#define WM_BOARD_GLYPH_MARK 0.6

void wm_board_glyph_layout (int cols, int rows, double x, double y, double s, WmBoardGlyph *out);
/* The centre of @cell (counted row by row) of the board @g. */
void wm_board_glyph_centre (const WmBoardGlyph *g, int cell, double *x, double *y);
/* "A town in the region at @corner as seen from your seat": the board with
 * that region filled and hatched (none for WM_CORNER_NONE), the seat below. */
void wm_icon_region_corner (cairo_t *cr, double x, double y, double s, int cols, int rows,
                            WmCorner corner);
/* "A town in another region": the board with an arrow out of the lower left
 * region into the upper right one, starting at a house when @from_start (the
 * start town's region) or at a pawn (the region where the quest was taken). */
void wm_icon_region_other (cairo_t *cr, double x, double y, double s, int cols, int rows,
                           gboolean from_start);

G_END_DECLS
