#pragma once

/* The game's pieces as print-and-play tokens: the towns, forts, inns,
 * highwaymen, secret places, weapons, the players' character tokens, gold
 * markers, intrigue markers and turn order markers, and the gold track —
 * what the rulebook's components list holds beside the cards and the map,
 * counted from the variant (a town added, a fifth weapon type, six
 * highwaymen print as such). Two-sided pieces (inns and secret places with
 * their gold side, intrigue markers with their face-down back) print as
 * fold-over pairs: cut out both halves together, fold on the dashed line.
 *
 * Laid out once over pages of the given paper; each page is then drawn in
 * millimetres, (0, 0) the paper's top left corner. */

#include <cairo.h>
#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_PIECE_TOWN,
  WM_PIECE_FORT,
  WM_PIECE_INN,
  WM_PIECE_HIGHWAYMAN,
  WM_PIECE_SECRET_PLACE,
  WM_PIECE_WEAPON,
  WM_PIECE_CHARACTER,
  WM_PIECE_GOLD_MARKER,
  WM_PIECE_INTRIGUE_MARKER,
  WM_PIECE_TURN_ORDER,
  WM_PIECE_GOLD_TRACK_SPACE,
  WM_N_PIECE_KINDS
} WmPieceKind;

typedef struct _WmPiecesSheet WmPiecesSheet;

/* Lays the pieces of @variant out on pages of @width × @height mm, inside
 * @margin and below @top (the page caption's room), their names in
 * @lang. */
WmPiecesSheet *wm_pieces_sheet_new (const WmVariant *variant, const char *lang, double width,
                                    double height, double margin, double top);
void wm_pieces_sheet_free (WmPiecesSheet *sheet);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmPiecesSheet, wm_pieces_sheet_free)

int wm_pieces_sheet_n_pages (const WmPiecesSheet *sheet);
/* How many pieces of @kind the sheets hold (a fold-over pair is one). */
int wm_pieces_sheet_count (const WmPiecesSheet *sheet, WmPieceKind kind);
/* The bounding box of everything laid out on @page, in mm: all of it lies
 * inside the paper's margin. FALSE when the page holds nothing. */
gboolean wm_pieces_sheet_page_extent (const WmPiecesSheet *sheet, int page, double *x0,
                                      double *y0, double *x1, double *y1);
/* Draws @page (from 0) of the pieces, without a caption. */
void wm_pieces_sheet_draw_page (const WmPiecesSheet *sheet, cairo_t *cr, int page);
/* Adds a pieces-text-overflow warning to @diags for every text the pages
 * cut, measured as they are drawn: a heading or the line on how to make
 * the pieces given fewer lines than it needs (it wraps onto as many as
 * the page holds), a piece's name in more lines than its token holds (each
 * name once). Returns how many. */
int wm_pieces_sheet_check_text (const WmPiecesSheet *sheet, WmDiagnostics *diags);

G_END_DECLS
