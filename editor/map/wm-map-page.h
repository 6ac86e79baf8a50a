#pragma once

/* The Map section: the list of regions (add, duplicate, rename, delete,
 * side A or B), the region canvas with its tools and inspector, the board
 * preview, and the validation overlay refreshed incrementally after each
 * edit (model/check/wm-validator.h, WmValidation). */

#include <gtk/gtk.h>

#include "wm-document.h"
#include "wm-map-canvas.h"

G_BEGIN_DECLS

#define WM_TYPE_MAP_PAGE (wm_map_page_get_type ())
G_DECLARE_FINAL_TYPE (WmMapPage, wm_map_page, WM, MAP_PAGE, GtkWidget)

GtkWidget *wm_map_page_new (void);
void wm_map_page_set_document (WmMapPage *self, WmDocument *document);
WmMapCanvas *wm_map_page_get_canvas (WmMapPage *self);
GtkWidget *wm_map_page_get_board_preview (WmMapPage *self);
/* Whether the sidebar (the list of regions, the Region or Board switch
 * and the side switch) is shown beside the views; hidden, the canvas
 * takes its width. F9 and the views' sidebar buttons toggle it; the
 * setting map-regions-shown keeps it for the next window. */
void wm_map_page_set_regions_shown (WmMapPage *self, gboolean shown);
gboolean wm_map_page_get_regions_shown (WmMapPage *self);
/* Shows side @side of @region on the canvas and selects it in the list. */
void wm_map_page_show_region (WmMapPage *self, const char *region, int side);
/* Goes to what a diagnostic names (its `where` and message): the region
 * side, the spaces it mentions; the Board view for the board and a town's
 * placement. FALSE when it names neither. */
gboolean wm_map_page_reveal (WmMapPage *self, const char *where, const char *message);
/* The same for a diagnostic of @code (NULL: any): one about the region's
 * name in a language (missing there, holding a direction control, still
 * the editor's), at the region itself, goes to its Name field in that
 * language in the inspector, with the keyboard in it. */
gboolean wm_map_page_reveal_problem (WmMapPage *self, const char *where, const char *message,
                                     const char *code);
/* The card of problems over the top of the canvas (hidden when the side
 * shown has none that the canvas cannot mark on a space). */
GtkWidget *wm_map_page_get_banner (WmMapPage *self);
/* The Region view's toolbar: the sidebar button, the tools, the path
 * type and space kind of new paths and spaces, the grid. */
GtkWidget *wm_map_page_get_toolbar (WmMapPage *self);
/* The last message shown under the canvas (a refused edit), or NULL. */
const char *wm_map_page_get_message (WmMapPage *self);
/* Milliseconds the last incremental validation took. */
double wm_map_page_get_validation_ms (WmMapPage *self);
/* Validates now instead of at the next idle moment: the shown region's own
 * part at once, the parts across regions shortly after. */
void wm_map_page_validate_now (WmMapPage *self);
/* Validates now, every part an edit left for later included. */
void wm_map_page_validate_all_now (WmMapPage *self);

G_END_DECLS
