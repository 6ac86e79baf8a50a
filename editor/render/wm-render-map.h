#pragma once

/* Drawing of region sides and assembled boards with cairo: ground, lakes,
 * ports, paths styled by their type, each space's compass rose, town,
 * castle and secret slots, labels; plus the overlays the map editor and the
 * playtest view put on top (highlighted spaces, a heat map, diagnostics).
 *
 * Everything is drawn in map units: a region side covers (0, 0)–(size,
 * size) of the user space the caller sets up, a board covers
 * cols × rows cells of the largest region size. */

#include <cairo.h>
#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-label-place.h"
#include "wm-render-util.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* ---- overlays ------------------------------------------------------------ */

/* Keys are space ids for a region side, "REGION:SPACE" for a board (the
 * names wm_map_space_name() gives). */
typedef struct _WmRenderOverlay WmRenderOverlay;

WmRenderOverlay *wm_render_overlay_new (void);
void wm_render_overlay_free (WmRenderOverlay *overlay);
void wm_render_overlay_clear (WmRenderOverlay *overlay);
/* A set of spaces drawn with a ring (reach, selection, search results). */
void wm_render_overlay_highlight (WmRenderOverlay *overlay, const char *space);
/* Whether @space is ringed, and how many are (tests, the playtest's reach). */
gboolean wm_render_overlay_is_highlighted (const WmRenderOverlay *overlay, const char *space);
guint wm_render_overlay_n_highlights (const WmRenderOverlay *overlay);
/* A value per space; drawn as a colour ramp scaled to the largest value. */
void wm_render_overlay_set_heat (WmRenderOverlay *overlay, const char *space, double value);
/* A diagnostics marker; the worst severity per space wins. */
void wm_render_overlay_set_marker (WmRenderOverlay *overlay, const char *space,
                                   WmSeverity severity);
gboolean wm_render_overlay_is_empty (const WmRenderOverlay *overlay);
/* The value drawn hottest, when it is larger than every value set: heat
 * maps shown side by side then share one scale (the Simulation page's run
 * and the one it is compared with), a space of 40 visits drawn alike in
 * both. 0 (the default, and after wm_render_overlay_clear ()): the largest
 * value set. It draws no space of its own. */
void wm_render_overlay_set_heat_scale (WmRenderOverlay *overlay, double scale);
/* The value drawn hottest: the largest heat value, or the heat scale when
 * that is larger (0 without heat). */
double wm_render_overlay_get_heat_max (const WmRenderOverlay *overlay);
/* The heat colour of @t in [0, 1] of the largest value: blue, yellow, red. */
WmRgb wm_render_heat_rgb (double t);
/* How opaque heat is drawn over the board. */
#define WM_RENDER_HEAT_ALPHA 0.78

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmRenderOverlay, wm_render_overlay_free)

/* ---- styles -------------------------------------------------------------- */

/* Printed size of a region unit when the variant says nothing else: a 12-unit
 * region is then 24 cm square, a 2 × 2 board 48 cm. */
#define WM_DEFAULT_MM_PER_UNIT 20.0

typedef struct
{
  const char *lang;               /* NULL: the variant's first language */
  gboolean labels;                /* town names and designer labels; default TRUE */
  gboolean space_ids;             /* space ids beside spaces (editor); default FALSE */
  const WmRenderOverlay *overlay; /* may be NULL */
  gboolean draft;                 /* cheaper antialiasing for views redrawn while
                                   * the user drags or plays; print never uses it */
  gboolean game_tokens;           /* a game's tokens go on top (a fort's weapon
                                   * count, a discovered inn's mark): labels keep
                                   * off them; set by wm_render_game_state () */
  const char *fort_slot;          /* a lone side (the map editor): the castle
                                   * slot a board makes the fort (its id); the
                                   * side's other castle slots are drawn as
                                   * inns, labelled so (wm_render_inn_label ()).
                                   * NULL: each castle slot shows the fort's
                                   * weapon, as a printed side does, which any
                                   * board may turn */
} WmMapStyle;

/* Where wm_render_game_state () puts a fort's weapon count and a
 * discovered inn's mark: their centres' offsets right and down from the
 * slot's centre as the board is read, and their radii. */
#define WM_RENDER_FORT_COUNT_DX 0.36
#define WM_RENDER_FORT_COUNT_DY 0.3
#define WM_RENDER_FORT_COUNT_R 0.2
#define WM_RENDER_INN_MARK_DX 0.34
#define WM_RENDER_INN_MARK_DY 0.3
#define WM_RENDER_INN_MARK_R 0.14

void wm_map_style_init (WmMapStyle *style);

/* ---- region sides -------------------------------------------------------- */

void wm_render_region_side (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                            const WmSide *side, const WmMapStyle *style);

/* A label as a drawing places it: the box its text takes as it reads, in
 * the drawing's units (a side's, or a board's), for the space @space (its
 * id, borrowed from the side). Names come first, ids after them, each in
 * the side's order (on a board, cell by cell): each label kept off those
 * placed before it. */
typedef struct
{
  const char *space;
  gboolean is_id; /* the space's id, else its name */
  double x0, y0, x1, y1;
  const WmRegion *region; /* whose side the space is on */
  const WmSide *side;
} WmRenderLabel;

/* Where wm_render_region_side () puts the labels of @side with @style:
 * a new array of WmRenderLabel. */
GArray *wm_render_region_side_labels (const WmVariant *variant, const WmRegion *region,
                                      const WmSide *side, const WmMapStyle *style);
/* Draws the id of a space as wm_render_region_side () does, in the box
 * it placed it in (a WmRenderLabel's, of a side): the map editor draws a
 * selected space's id again over its rings. */
void wm_render_space_id (cairo_t *cr, const char *id, const WmLabelBox *box);

/* A scale bar with its left end at (@x, @y) in map units, labelled in
 * centimetres when @mm_per_unit > 0, else in map units. @unit_px is the
 * current size of one unit on the output (to choose a round length). */
void wm_render_scale_bar (cairo_t *cr, double x, double y, double max_len, double mm_per_unit);

/* A region side with a caption band below it (region name, side, scale
 * bar, the fort note): (0, 0)–(size, size + WM_CAPTION_UNITS). What
 * `render --region` and the fitted map sheets draw. */
#define WM_CAPTION_UNITS 2.1
/* How far (units) the notch of a port on the border reaches out of the
 * region's square: a fitted map sheet keeps it inside the paper's margin. */
#define WM_PORT_NOTCH_REACH 0.145
void wm_render_region_sheet (cairo_t *cr, const WmVariant *variant, const WmRegion *region,
                             const WmSide *side, const WmMapStyle *style, double mm_per_unit);

/* Adds a `map-label-overflow` warning to @diags for what the sheet of
 * @side in @lang (NULL: the variant's first language) prints cut: a
 * space's name (a town's, a fort's weapon, a designer's label) placed past
 * the edge of the side, where a tiled sheet cuts it and a fitted one lays
 * it over its caption; the region's name too long for the caption's line
 * (cut with "…"); the fort note taller than the caption even at its
 * smallest size. @mm_per_unit as the sheet is drawn (the scale bar's
 * label moves the note). */
void wm_map_sheet_text_diagnostics (const WmVariant *variant, const WmRegion *region,
                                    const WmSide *side, const char *lang, double mm_per_unit,
                                    WmDiagnostics *diags);
/* Only the first of those: the space labels placed past the edge, which a
 * true-size tile cuts (it prints no caption band). */
void wm_map_side_label_diagnostics (const WmVariant *variant, const WmRegion *region,
                                    const WmSide *side, const char *lang, WmDiagnostics *diags);
/* For every sheet, at the scale it is printed at: wm_print_check_map_text (). */

/* What a printed @side says when both its castle slots show the fort's
 * weapon (a lone side cannot tell which one the board makes the fort), in
 * @lang (NULL: the variant's first language); NULL when it has fewer than
 * two castle slots or its region no fort weapon. */
char *wm_render_fort_note (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                           const char *lang);

/* The paths of @side whose middle line runs through the water of @lake as
 * wm_render_region_side () draws it, a stroke's width inside its rim (a
 * path along the rim that grazes it does not count), their ends under
 * their spaces left out: indices into side->paths, ascending, in a new array of guint.
 * @lake is an inland lake or a corner part of @side, or one the side does
 * not hold yet (the lake tool asks before it makes or widens one). A path
 * to an island of @lake crosses its water by design and is not counted. */
GArray *wm_render_lake_paths_crossed (const WmVariant *variant, const WmRegion *region,
                                      const WmSide *side, const WmLake *lake);

/* Adds a `side-lake-across-path` warning to @diags, at the lake's line,
 * for each path of @side that the water of one of its lakes (inland or a
 * corner part) lies across (wm_render_lake_paths_crossed ()): the Map
 * page's lake tool and inspector refuse to make such a lake, but a file
 * written by hand may hold one. */
void wm_map_lake_diagnostics (const WmVariant *variant, const WmRegion *region, const WmSide *side,
                              WmDiagnostics *diags);

/* The same for every side of every region, or of @only_region alone
 * (when not NULL): what `waymark-cli validate`, the Validation page and
 * the Map page add to the validator's problems. */
void wm_map_check_lakes (const WmVariant *variant, const WmRegion *only_region,
                         WmDiagnostics *diags);

/* The label of a castle slot drawn as the inn on a lone side (the style's
 * fort_slot), in @lang (NULL: English): "Inn". */
const char *wm_render_inn_label (const char *lang);

/* ---- boards -------------------------------------------------------------- */

/* One cell of a board drawn from the model alone: which region side and how
 * far it is turned. (Mirrors WmPlacement of model/rules/wm-map.h.) */
typedef struct
{
  const WmRegion *region;
  const WmSide *side;
  int quarters; /* clockwise quarter turns */
} WmBoardCell;

/* The size of a board cell: the largest region size of the variant. */
double wm_render_board_cell_size (const WmVariant *variant);

/* Draws a board of @cols × @rows cells (row by row) in board units:
 * (0, 0)–(cols × cell, rows × cell). Labels stay upright on turned
 * regions; overlay keys are "REGION:SPACE". */
void wm_render_board (cairo_t *cr, const WmVariant *variant, const WmBoardCell *cells, int cols,
                      int rows, const WmMapStyle *style);
/* Where wm_render_board () puts the labels: a new array of WmRenderLabel
 * in board units. */
GArray *wm_render_board_labels (const WmVariant *variant, const WmBoardCell *cells, int cols,
                                int rows, const WmMapStyle *style);

typedef struct _WmMap WmMap;

/* Draws a board compiled by wm_map_build () (model/rules/wm-map.h) in its
 * board coordinates (those of WmMapSpace.x/y): the arrangement's region
 * sides turned into their cells, the towns the arrangement puts on side B's
 * slots, forts and inns told apart. Overlay keys are "REGION:SPACE". */
void wm_render_map (cairo_t *cr, const WmMap *map, const WmMapStyle *style);
/* Adds a `map-label-overflow` warning to @diags for every space's name
 * (a town's, a fort's weapon, a designer's label) that wm_render_map ()
 * with @style places past the edge of the board, where a picture of it
 * (`render --board`) cuts it: which space of which region side, past
 * which edge and how far. */
void wm_map_board_text_diagnostics (const WmMap *map, const WmMapStyle *style,
                                    WmDiagnostics *diags);

/* Cells from an arrangement spec "REGION:SIDE:DEGREES,…" (row by row; the
 * spec of model/rules/wm-map.h, of which the quest-deck and town parts are
 * ignored here), or from the variant's <board> when @spec is NULL. */
WmBoardCell *wm_render_board_cells (const WmVariant *variant, const char *spec, int *cols,
                                    int *rows, GError **error);

G_END_DECLS
