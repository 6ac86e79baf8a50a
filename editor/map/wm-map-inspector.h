#pragma once

/* The inspector beside the region canvas: the selected space (kind, town,
 * label, position, the paths that leave it with their directions), the
 * selected path (type and both end directions), several spaces (their
 * kind), or the region itself (name, counts). Edits go through wm-map-edits. */

#include <gtk/gtk.h>

#include "wm-map-canvas.h"

G_BEGIN_DECLS

#define WM_TYPE_MAP_INSPECTOR (wm_map_inspector_get_type ())
G_DECLARE_FINAL_TYPE (WmMapInspector, wm_map_inspector, WM, MAP_INSPECTOR, GtkWidget)

GtkWidget *wm_map_inspector_new (WmMapCanvas *canvas);
void wm_map_inspector_set_document (WmMapInspector *self, WmDocument *document);
/* Shows the rows for the canvas's selection (filled in place). */
void wm_map_inspector_refresh (WmMapInspector *self);
/* Shows the rows of the region (nothing is to be selected on the canvas)
 * with the keyboard in its Name field in @lang, scrolled into view once
 * laid out: where a problem activated on the Validation page about the
 * region's name in that language goes. */
void wm_map_inspector_reveal_name (WmMapInspector *self, const char *lang);

G_END_DECLS
