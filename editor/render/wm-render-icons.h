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
/* A town in its colour and shape. */
void wm_icon_town (cairo_t *cr, double x, double y, double s, const WmTown *town);
/* Icons for tasks and scopes, by name: "castle", "inn", "secret", "island",
 * "lake", "region-grid" (with @corner highlighted, or -1), "region-other",
 * "home", "sun",
 * "always", "mask". */
void wm_icon_named (cairo_t *cr, const char *name, double x, double y, double s, int corner,
                    WmRgb color);

G_END_DECLS
