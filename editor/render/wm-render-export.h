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

/* Whether @path can be written, asked before drawing: FALSE with
 * "PATH: reason" (the system's words: no such folder, is a directory,
 * permission denied) when it cannot. cairo would only say "error while
 * writing to output stream", and only once everything was drawn. */
gboolean wm_render_check_output (const char *path, GError **error);

/* A cairo_write_func_t that appends to the GByteArray @closure: files are
 * drawn into memory and then written atomically by
 * wm_render_write_output(). */
cairo_status_t wm_render_collect (void *closure, const unsigned char *data, unsigned int length);

/* Writes @bytes to @path as every output file of the command line is
 * written (wm_write_file_atomically()), or fails with cairo's @status when
 * the drawing did. */
gboolean wm_render_write_output (const char *path, cairo_status_t status, GByteArray *bytes,
                                 GError **error);

G_END_DECLS
