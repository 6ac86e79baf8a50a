#pragma once

/* The map editor's edits of regions and their sides, each one undoable step
 * on the document's stack. An edit of a side (spaces, paths, ports, lakes)
 * is a command that keeps only what it changed and is confined to its
 * region (wm_document_get_changed_region()), so that doing, undoing and
 * redoing it cost what the change costs; edits of the list of regions keep
 * only their change too (the region added or taken out, the old name) and
 * may change anything (other regions' checks and the board read the list).
 * Spaces, lakes and regions are named by id, never by pointer, because
 * undoing a snapshot made elsewhere in the editor replaces the variant.
 * GLib only, so the tests run without a display.
 *
 * Every function checks what it is given first and fails with a
 * WM_MAP_EDIT_ERROR and a message the user can read ("s4 already uses its
 * direction ne for a road") before anything is changed. */

#include "wm-document.h"

G_BEGIN_DECLS

#define WM_MAP_EDIT_ERROR (wm_map_edit_error_quark ())
GQuark wm_map_edit_error_quark (void);

typedef enum
{
  WM_MAP_EDIT_ERROR_NOT_FOUND, /* region, side, space, lake or path */
  WM_MAP_EDIT_ERROR_CLASH,     /* a direction already in use */
  WM_MAP_EDIT_ERROR_INVALID,   /* a path to itself, a bad name, the last region … */
} WmMapEditError;

/* The side @side (0 = A, 1 = B) of region @region_id, or NULL. */
WmSide *wm_map_find_side (WmVariant *variant, const char *region_id, int side);

/* Bit mask (1 << WmDirection) of the directions of @space_id taken by
 * paths, ports and lake shores: its compass rose. */
guint wm_map_used_directions (const WmSide *side, const char *space_id);
/* What holds direction @dir of @space_id, as a sentence in words (the
 * direction and the path type by name), or NULL when free. */
char *wm_map_describe_direction_use (const WmVariant *variant, const WmSide *side,
                                     const char *space_id, WmDirection dir);
/* The end directions a new path from @a to @b gets: the bearing of each end
 * snapped to the eight directions. */
void wm_map_preset_directions (const WmSide *side, const char *a, const char *b, WmDirection *a_dir,
                               WmDirection *b_dir);
/* A fresh space id ("s34") or region id ("r5"). */
char *wm_map_new_space_id (const WmSide *side);
char *wm_map_new_region_id (const WmVariant *variant);
/* The nearest edge of a square of @size to (@x, @y), and the clockwise
 * distance along it (a port's "at"). */
WmEdge wm_map_nearest_edge (double size, double x, double y, double *at);
/* Where a port on @edge of a region @size wide goes when dragged to
 * (@x, @y): along its own edge while the pointer is level with it, round
 * the corner onto the nearest edge once the pointer passes either end.
 * @at receives the position along the returned edge, snapped to @step
 * (0: not snapped) and kept within 0 … @size. */
WmEdge wm_map_port_drag_target (double size, WmEdge edge, double x, double y, double step,
                                double *at);

/* ---- spaces ---------------------------------------------------------------- */

/* Adds a space at (@x, @y); its new id goes to @id_out when not NULL. */
gboolean wm_map_add_space (WmDocument *doc, const char *region, int side, double x, double y,
                           WmSpaceKind kind, char **id_out, GError **error);
/* Moves the spaces @ids (NULL-terminated) by (@dx, @dy), kept inside the
 * region. */
gboolean wm_map_move_spaces (WmDocument *doc, const char *region, int side, const char *const *ids,
                             double dx, double dy, GError **error);
/* Deletes the spaces @ids with the paths, ports, shores and islands that
 * use them. */
gboolean wm_map_delete_spaces (WmDocument *doc, const char *region, int side,
                               const char *const *ids, GError **error);
/* Sets kind, printed town (town slots only; NULL for none) and label (NULL
 * or "" for none). */
gboolean wm_map_set_space (WmDocument *doc, const char *region, int side, const char *id,
                           WmSpaceKind kind, const char *town, const char *label, GError **error);
/* Makes a new town, as the Rules page's + does (a new id, "New town" in
 * every language, a colour of its own), and space @id a town slot that
 * prints it, in one undo step; its label stays. Returns the town's id. */
char *wm_map_set_space_new_town (WmDocument *doc, const char *region, int side, const char *id,
                                 GError **error);

/* ---- paths and ports ------------------------------------------------------- */

/* Joins @a and @b with a path of @type leaving @a in @a_dir and @b in
 * @b_dir (WM_DIR_NONE: preset from the geometry). Refused when either
 * direction is already in use. */
gboolean wm_map_connect (WmDocument *doc, const char *region, int side, const char *a,
                         const char *b, const char *type, WmDirection a_dir, WmDirection b_dir,
                         GError **error);
/* Changes the end directions of path @index of the side. */
gboolean wm_map_set_path (WmDocument *doc, const char *region, int side, guint index,
                          const char *type, WmDirection a_dir, WmDirection b_dir, GError **error);
gboolean wm_map_delete_path (WmDocument *doc, const char *region, int side, guint index,
                             GError **error);
/* A port from @space to the nearest point of the border to (@x, @y) (snapped
 * to half units), leaving @space in @dir (WM_DIR_NONE: towards that point). */
gboolean wm_map_add_port (WmDocument *doc, const char *region, int side, const char *space,
                          double x, double y, const char *type, WmDirection dir, GError **error);
/* Sets port @index of the side: its path @type (NULL: as it is), the
 * @edge it reaches and its position @at along it (clockwise, from 0 to
 * the region's size), and the direction @dir it leaves its space in.
 * Refused when @dir is taken at the space by something else, and when
 * another port of the side lies at the new point of the border (a point
 * joins one path to the neighbour; at a corner two edges meet). */
gboolean wm_map_set_port (WmDocument *doc, const char *region, int side, guint index,
                          const char *type, WmEdge edge, double at, WmDirection dir,
                          GError **error);
gboolean wm_map_delete_port (WmDocument *doc, const char *region, int side, guint index,
                             GError **error);

/* ---- lakes ----------------------------------------------------------------- */

/* A new inland lake whose shores are @ids (at least two), each facing the
 * middle of the lake (wm_map_shore_direction ()); its id goes to @id_out.
 * Refused, saying what takes each direction toward the lake and what to
 * do, when a space cannot face it. */
gboolean wm_map_add_lake (WmDocument *doc, const char *region, int side, const char *const *ids,
                          char **id_out, GError **error);
/* The direction a new shore @space faces a lake whose middle is (@cx, @cy)
 * in: straight at it when that direction is free at the space, otherwise
 * the free one nearest to it, less than WM_MAP_SHORE_MAX_TURN off; a space
 * among paths still faces the lake beside them. WM_DIR_NONE when every
 * such direction is taken (or there is no @space). */
WmDirection wm_map_shore_direction (const WmSide *side, const char *space, double cx, double cy);
/* The directions for a new lake round @ids (existing spaces): each space's
 * wm_map_shore_direction () toward the middle of the spaces still in the
 * lake. A space that cannot face it is left out (@dirs WM_DIR_NONE) and
 * the middle taken again from the others, until every space left has its
 * direction. @dirs has a place per id; returns how many were left out. */
guint wm_map_new_lake_directions (const WmSide *side, const char *const *ids, WmDirection *dirs);
/* Degrees off the straight line to a lake's middle that a shore may face:
 * less than a right angle, so that it still leaves toward the lake. */
#define WM_MAP_SHORE_MAX_TURN 90.0
/* The inland lake @lake_id, or when it is NULL the corner part @corner;
 * NULL when there is none (a corner part not made yet). */
WmLake *wm_map_find_lake (const WmSide *side, const char *lake_id, WmCorner corner);
/* Adds @space as a shore of the lake (@lake_id, or the corner part @corner
 * when @lake_id is NULL) facing it (wm_map_shore_direction ()), or as an
 * island when @island; removes it when it already is one. A corner part
 * is created when missing. Refused as wm_map_add_lake () is when the space
 * cannot face the lake. */
gboolean wm_map_toggle_shore (WmDocument *doc, const char *region, int side, const char *lake_id,
                              WmCorner corner, const char *space, gboolean island, GError **error);
/* Turns the shore @space of a lake (@lake_id, or the corner part @corner)
 * to face @dir; refused when @dir is taken at @space by something else. */
gboolean wm_map_set_shore (WmDocument *doc, const char *region, int side, const char *lake_id,
                           WmCorner corner, const char *space, WmDirection dir, GError **error);
gboolean wm_map_delete_lake (WmDocument *doc, const char *region, int side, const char *lake_id,
                             GError **error);
/* The centre of an inland lake (mean of its members), or the corner point. */
gboolean wm_map_lake_centre (const WmSide *side, double size, const WmLake *lake, double *x,
                             double *y);

/* ---- regions --------------------------------------------------------------- */

/* A new region with empty sides A and B, named by its id in the display
 * language (wm_variant_display_language()) and in the variant's first,
 * and in the same step its own empty common-quest deck ("quests-r5"),
 * placed after the last one and named after the region in each of the
 * variant's languages (WM_PLACEHOLDER_REGION_QUESTS). */
gboolean wm_map_add_region (WmDocument *doc, double size, char **id_out, GError **error);
/* A deep copy of @region (wm_region_copy()) under a new id, each of its
 * names marked as a copy in its own language, with a new empty
 * common-quest deck as wm_map_add_region() makes: the original's quests
 * are not copied (card ids are unique, and its quests name its towns). */
gboolean wm_map_duplicate_region (WmDocument *doc, const char *region, char **id_out,
                                  GError **error);
/* Sets the region's name in language @lang (NULL: the variant's first).
 * The names of its quest deck that are still as wm_map_add_region() made
 * them follow in the same step, in each language that takes its name from
 * @lang's ("Quests: Salt Marshes"); names the designer gave it stay. */
gboolean wm_map_rename_region (WmDocument *doc, const char *region, const char *lang,
                               const char *name, GError **error);
/* Sets the weapon type (@weapon, an id of the variant's weapon types) that
 * the region's fort hands out, whichever of its castle slots holds it. A
 * new region's fort hands out the first weapon type no fort hands out yet
 * (else the first; a duplicate's, else the original's). */
gboolean wm_map_set_fort_weapon (WmDocument *doc, const char *region, const char *weapon,
                                 GError **error);
/* Takes the region's common-quest decks with it when they are empty.
 * Refused for the last region, for regions the board uses (a cell or the
 * first highwayman's) and for a region whose quest deck holds cards. */
gboolean wm_map_delete_region (WmDocument *doc, const char *region, GError **error);
/* Whether the region may go but for its quests: refused (the reason in
 * @error) for the last region and for regions the board uses. */
gboolean wm_map_region_deletable (const WmVariant *variant, const char *region, GError **error);
/* Adds the missing side @side as an empty one. */
gboolean wm_map_add_side (WmDocument *doc, const char *region, int side, GError **error);
/* Whether @side (may be NULL) has nothing drawn on it: no space, path,
 * lake, corner lake or port. */
gboolean wm_map_side_is_empty (const WmSide *side);
/* What is drawn on @side, a line per kind of element that it has, in the
 * UI's language ("12 spaces", "14 paths" …): what a copy over it replaces. */
GPtrArray *wm_map_list_side_contents (const WmSide *side);
/* "33 spaces, 41 paths, 0 lakes, 4 corner lakes, 12 ports": the same
 * counts, those of spaces, paths, lakes and ports also when 0. */
char *wm_map_describe_side_counts (const WmSide *side);
/* Makes the other side of the region a copy of side @from (0 = A, 1 = B)
 * as a starting point, in one undo step: its spaces with their kinds and
 * labels, paths, lakes and ports, comments and foreign content, but no
 * town printed (a town is printed on one slot of the board, and side B
 * prints none). Whatever the other side held is replaced (undo brings it
 * back); a missing side is added. Refused when side @from is missing or
 * has nothing drawn on it. */
gboolean wm_map_copy_side (WmDocument *doc, const char *region, int from, GError **error);

/* A space kind as a designer reads it ("Plain", "Castle slot" …), in the
 * UI's language; the file keeps wm_space_kind_to_string(). */
const char *wm_map_space_kind_label (WmSpaceKind kind);
/* The same named short: a castle slot without "(fort or inn)". */
const char *wm_map_space_kind_short_label (WmSpaceKind kind);

G_END_DECLS
