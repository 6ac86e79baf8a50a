#pragma once

/* The region canvas: one side of one region drawn by editor/render, with
 * zoom (Ctrl+wheel, pinch), pan (wheel, middle drag), a snapping grid and
 * the editing tools. Every change goes through wm-map-edits (the document's
 * undo stack); the canvas redraws on the document's ::changed.
 *
 * The pointer entry points (wm_map_canvas_press() …) are what the gestures
 * call; tests drive the tools through them, in widget coordinates. */

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

typedef enum
{
  WM_MAP_TOOL_SELECT,
  WM_MAP_TOOL_SPACE,
  WM_MAP_TOOL_CONNECT,
  WM_MAP_TOOL_LAKE,
  WM_MAP_TOOL_PORT,
  WM_MAP_TOOL_DELETE,
  WM_N_MAP_TOOLS
} WmMapTool;

#define WM_TYPE_MAP_CANVAS (wm_map_canvas_get_type ())
G_DECLARE_FINAL_TYPE (WmMapCanvas, wm_map_canvas, WM, MAP_CANVAS, GtkWidget)

GtkWidget *wm_map_canvas_new (void);
void wm_map_canvas_set_document (WmMapCanvas *self, WmDocument *document);
/* Shows side @side (0 = A, 1 = B) of @region_id; clears the selection. */
void wm_map_canvas_set_region (WmMapCanvas *self, const char *region_id, int side);
const char *wm_map_canvas_get_region (WmMapCanvas *self);
/* The board the Board view shows (an arrangement's spec; NULL: the
 * <board> element's): the side on show is drawn with the castle slot it
 * makes the fort as the fort and the other as the inn, the region's cell
 * turned over to the side shown. Where it decides none (the region on no
 * cell, its slots equally near the map edge) each slot shows the fort's
 * weapon, as a printed side does. */
void wm_map_canvas_set_board (WmMapCanvas *self, const char *spec);
/* The castle slot drawn as the fort (its id), or NULL. */
const char *wm_map_canvas_get_fort (WmMapCanvas *self);
int wm_map_canvas_get_side (WmMapCanvas *self);

void wm_map_canvas_set_tool (WmMapCanvas *self, WmMapTool tool);
WmMapTool wm_map_canvas_get_tool (WmMapCanvas *self);
const char *wm_map_tool_name (WmMapTool tool);
/* The path type new paths and ports get (a path-type id). */
void wm_map_canvas_set_path_type (WmMapCanvas *self, const char *type);
const char *wm_map_canvas_get_path_type (WmMapCanvas *self);
/* The kind the space tool gives new spaces. */
void wm_map_canvas_set_space_kind (WmMapCanvas *self, int kind);
void wm_map_canvas_set_snap (WmMapCanvas *self, gboolean snap);
gboolean wm_map_canvas_get_snap (WmMapCanvas *self);

/* The selected space ids (NULL-terminated, owned by the canvas) and the
 * selected path (index into the side's paths, or -1). */
const char *const *wm_map_canvas_get_selection (WmMapCanvas *self);
int wm_map_canvas_get_selected_path (WmMapCanvas *self);
void wm_map_canvas_select (WmMapCanvas *self, const char *const *ids);

/* The diagnostics to draw where they are (a copy is kept; NULL clears). */
void wm_map_canvas_set_diagnostics (WmMapCanvas *self, const WmDiagnostics *diags);
/* Number of diagnostics placed on a space of the shown side. */
guint wm_map_canvas_get_n_placed (WmMapCanvas *self);
/* The severity (WmSeverity) of the worst diagnostic marked on @space of
 * the shown side, or -1 when none is. */
int wm_map_canvas_get_marker (WmMapCanvas *self, const char *space);
/* The tooltip of castle slot @space of the shown side when it ties with
 * another for the fort (marked "=" on the canvas), or NULL. */
char *wm_map_canvas_fort_tie_tooltip (WmMapCanvas *self, const char *space);
/* The tooltip's widget for that text: a label wrapped at a width a line
 * is read at, or NULL where there is no tie. */
GtkWidget *wm_map_canvas_fort_tie_label (WmMapCanvas *self, const char *space);
/* Selects the spaces @message names and the spaces of the ports it names
 * (those ringed), and centres the view on them. */
void wm_map_canvas_reveal (WmMapCanvas *self, const char *message);
/* The ports the last reveal named, as indices (guint) into the side's
 * ports; emptied when the selection changes. */
const GArray *wm_map_canvas_get_revealed_ports (WmMapCanvas *self);

/* Whether a port is being dragged along the border (the select tool);
 * "dragging-port" is notified when it starts and ends (dropped, or
 * cancelled by Escape or a tool key, which cancel any drag). */
gboolean wm_map_canvas_is_dragging_port (WmMapCanvas *self);

/* View: pixels per region unit, and the offset of the region's origin. */
double wm_map_canvas_get_zoom (WmMapCanvas *self);
/* Zooms by @factor keeping the widget point (@wx, @wy) in place. */
void wm_map_canvas_zoom_at (WmMapCanvas *self, double factor, double wx, double wy);
void wm_map_canvas_fit (WmMapCanvas *self);
void wm_map_canvas_pan (WmMapCanvas *self, double dx, double dy);
void wm_map_canvas_to_region (WmMapCanvas *self, double wx, double wy, double *x, double *y);
void wm_map_canvas_to_widget (WmMapCanvas *self, double x, double y, double *wx, double *wy);

/* Draws what the widget shows, at its current view, onto @cr in widget
 * pixels, the side rendered in full (the benchmark, the screenshot test). */
void wm_map_canvas_draw (WmMapCanvas *self, cairo_t *cr, double width, double height);
/* One frame of the widget: a full render (a side opened, a new zoom) is
 * made a few tiles per frame, the tiles not made yet showing the previous
 * zoom scaled. FALSE when more frames are needed to finish it. */
gboolean wm_map_canvas_draw_frame (WmMapCanvas *self, cairo_t *cr, double width, double height);

/* Pointer and keys, in widget coordinates (what the controllers call). */
void wm_map_canvas_press (WmMapCanvas *self, double wx, double wy, GdkModifierType state);
void wm_map_canvas_motion (WmMapCanvas *self, double wx, double wy);
void wm_map_canvas_release (WmMapCanvas *self, double wx, double wy);
gboolean wm_map_canvas_key (WmMapCanvas *self, guint keyval, GdkModifierType state);
/* Of those keys, the letters that need no space under them: V, S, C, L, P
 * and D choose a tool, G turns the grid on or off. The Map page takes them
 * wherever its keyboard focus is (wm_map_canvas_key () calls this too);
 * FALSE for any other key and with Ctrl, Alt or Super held. */
gboolean wm_map_canvas_letter_key (WmMapCanvas *self, guint keyval, GdkModifierType state);

G_END_DECLS
