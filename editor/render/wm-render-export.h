#pragma once

/* Writing a drawing to a PNG or SVG file: the caller draws in millimetres,
 * the file's kind comes from its extension. */

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef void (*WmDrawFunc) (cairo_t *cr, gpointer user_data);

/* Creates @path (".png" or ".svg") of @width_mm × @height_mm, at @dpi for
 * PNG, and calls @draw with the user space in millimetres. PNGs get a white
 * background. */
gboolean wm_render_export (const char *path, double width_mm, double height_mm, double dpi,
                           WmDrawFunc draw, gpointer user_data, GError **error);

/* TRUE when @path ends in ".png" or ".svg" (any case). */
gboolean wm_render_export_supported (const char *path);

G_END_DECLS
