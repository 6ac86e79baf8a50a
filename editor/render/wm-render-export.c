#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <cairo-svg.h>
#include <errno.h>
#include <math.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wm-render-export.h"
#include "wm-variant-io.h"

/* Fallback images (what SVG cannot express) at 300 dpi. cairo counts the
 * resolution per 72 device units, and an SVG's device unit is a millimetre. */
#define SVG_FALLBACK_PPI (300.0 * 72.0 / 25.4)

static gboolean
has_suffix (const char *path, const char *suffix)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  return g_str_has_suffix (lower, suffix);
}

gboolean
wm_render_export_supported (const char *path)
{
  return path != NULL && (has_suffix (path, ".png") || has_suffix (path, ".svg"));
}

cairo_status_t
wm_render_collect (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Why @path cannot be written, in the command line's plain words
 * (wm_file_problem_sentence (): "cannot be written: permission denied"),
 * not the system's ("Operation not permitted", in German "Die Operation
 * ist nicht erlaubt"), which Export PDF… showed as it came. */
static gboolean
fail_errno (const char *path, int errsv, GError **error)
{
  g_autoptr (GError) cause
      = g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (errsv), g_strerror (errsv));
  g_autofree char *sentence = wm_file_problem_sentence (path, cause, TRUE);

  /* TRANSLATORS: a file that cannot be written, then why ("cannot be
   * written: permission denied") */
  g_set_error (error, G_IO_ERROR, cause->code, _("“%s”: %s"), path, sentence);
  return FALSE;
}

gboolean
wm_render_check_output (const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  GStatBuf st;

  if (g_stat (path, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        return fail_errno (path, EISDIR, error);
      /* a device or a pipe is written into, not replaced */
      if (!S_ISREG (st.st_mode))
        return g_access (path, W_OK) == 0 || fail_errno (path, errno, error);
    }
  /* a link is resolved by the write, whose folder may be another */
  if (g_lstat (path, &st) == 0 && S_ISLNK (st.st_mode))
    return TRUE;
  if (g_stat (dir, &st) != 0)
    return fail_errno (path, errno, error);
  if (!S_ISDIR (st.st_mode))
    return fail_errno (path, ENOTDIR, error);
  if (g_access (dir, W_OK) != 0)
    return fail_errno (path, errno, error);
  return TRUE;
}

gboolean
wm_render_write_output (const char *path, cairo_status_t status, GByteArray *bytes, GError **error)
{
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return wm_write_file_atomically (path, bytes->data, bytes->len, error);
}

/* An SVG in millimetres: its width and height are the drawing's, and its
 * user unit (the viewBox) is the millimetre the caller draws in. */
static cairo_surface_t *
svg_surface (GByteArray *bytes, double width_mm, double height_mm)
{
  cairo_surface_t *surface
      = cairo_svg_surface_create_for_stream (wm_render_collect, bytes, width_mm, height_mm);

  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_MM);
  cairo_surface_set_fallback_resolution (surface, SVG_FALLBACK_PPI, SVG_FALLBACK_PPI);
  return surface;
}

static cairo_surface_t *
png_surface (double width_mm, double height_mm, double scale, GError **error)
{
  int w = (int)ceil (width_mm * scale), h = (int)ceil (height_mm * scale);

  if (w < 1 || h < 1 || w > 30000 || h > 30000)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("an image of %d × %d pixels is out of range; choose another --dpi"), w, h);
      return NULL;
    }
  return cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
}

gboolean
wm_render_export (const char *path, double width_mm, double height_mm, double dpi, WmDrawFunc draw,
                  gpointer user_data, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  gboolean svg;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (!wm_render_export_supported (path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: the output must end in .png or .svg"), path);
      return FALSE;
    }
  /* before drawing, so that a wrong folder is told at once and by name */
  if (!wm_render_check_output (path, error))
    return FALSE;
  svg = has_suffix (path, ".svg");
  surface = svg ? svg_surface (bytes, width_mm, height_mm)
                : png_surface (width_mm, height_mm, dpi / 25.4, error);
  if (surface == NULL)
    return FALSE;
  cr = cairo_create (surface);
  if (!svg)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, dpi / 25.4, dpi / 25.4);
    }
  draw (cr, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && !svg)
    status = cairo_surface_write_to_png_stream (surface, wm_render_collect, bytes);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return wm_render_write_output (path, status, bytes, error);
}
