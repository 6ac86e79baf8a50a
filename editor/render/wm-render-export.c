#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <cairo-svg.h>
#include <math.h>
#include <gio/gio.h>

#include "wm-render-export.h"

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

static gboolean
check_status (cairo_status_t status, const char *path, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write %s: %s"), path,
               cairo_status_to_string (status));
  return FALSE;
}

gboolean
wm_render_export (const char *path, double width_mm, double height_mm, double dpi, WmDrawFunc draw,
                  gpointer user_data, GError **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double scale;

  if (!wm_render_export_supported (path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: the output must end in .png or .svg"), path);
      return FALSE;
    }
  if (has_suffix (path, ".svg"))
    {
      scale = 72.0 / 25.4;
      surface = cairo_svg_surface_create (path, width_mm * scale, height_mm * scale);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_MM);
    }
  else
    {
      int w, h;
      scale = dpi / 25.4;
      w = (int)ceil (width_mm * scale), h = (int)ceil (height_mm * scale);
      if (w < 1 || h < 1 || w > 30000 || h > 30000)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("an image of %d × %d pixels is out of range; choose another --dpi"), w,
                       h);
          return FALSE;
        }
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
    }
  cr = cairo_create (surface);
  if (!has_suffix (path, ".svg"))
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  cairo_scale (cr, scale, scale);
  draw (cr, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && !has_suffix (path, ".svg"))
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return check_status (status, path, error);
}
