#pragma once

/* The assembly sheet of a print-and-play set: how to lay the board out of
 * the printed region sides for one arrangement — the board drawn small
 * with its cells numbered and where the highwaymen start marked, and per
 * cell the region, its side, how far it is turned and, in the variable
 * setup, the quest deck beside it and the towns on its slots. */

#include <cairo.h>
#include <glib.h>

#include "wm-map.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef struct _WmAssemblySheet WmAssemblySheet;

/* The sheet of the arrangement @spec (the syntax of every command's
 * --arrangement, wm_arrangement_parse ()), or for NULL of the board the
 * variant deals by default (wm_arrangement_default (), on side B when its
 * variable setup is on); NULL with @error when @spec is wrong or the
 * board cannot be assembled. */
WmAssemblySheet *wm_assembly_sheet_new (const WmVariant *variant, const char *spec,
                                        GError **error);
void wm_assembly_sheet_free (WmAssemblySheet *sheet);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmAssemblySheet, wm_assembly_sheet_free)

const WmArrangement *wm_assembly_sheet_arrangement (const WmAssemblySheet *sheet);
/* The spaces where the highwaymen start, as the game places them: one on
 * each inn, then the rest on the central lake's island of the board's
 * highwayman region (printed setup); in @n_random how many are left to an
 * island of the central lake drawn at random (variable setup). Returns how
 * many spaces it put in @spaces (at most @max). */
int wm_assembly_sheet_highwaymen (const WmAssemblySheet *sheet, int *spaces, int max,
                                  int *n_random);
/* Where the sheet's board puts the number badge of @cell, its centre in
 * board units (those of WmMapSpace.x/y): the place nearest the cell's top
 * left corner where it covers no space, label (in @lang), highwayman's
 * pawn or path, else none of the first three; where every place covers
 * one, the place that keeps farthest from them. */
void wm_assembly_sheet_badge (const WmAssemblySheet *sheet, int cell, const char *lang,
                              double *x, double *y);
/* Draws the sheet in the box @x, @y, @w × @h (mm), its words in @lang. */
void wm_assembly_sheet_draw (const WmAssemblySheet *sheet, cairo_t *cr, const char *lang,
                             double x, double y, double w, double h);

G_END_DECLS
