#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-render-util.h"

/* Text is laid out at TEXT_SCALE internal units per user unit, so that a
 * 3 mm line or a 0.3 region-unit label is shaped at a size pango handles
 * with full precision. */
#define TEXT_SCALE 20.0

WmRgb
wm_rgb_parse (const char *color, WmRgb fallback)
{
  unsigned int r, g, b;

  if (color == NULL || strlen (color) != 7 || color[0] != '#'
      || sscanf (color + 1, "%02x%02x%02x", &r, &g, &b) != 3)
    return fallback;
  return (WmRgb){ r / 255.0, g / 255.0, b / 255.0 };
}

WmRgb
wm_rgb_mix (WmRgb a, WmRgb b, double t)
{
  return (WmRgb){ a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t };
}

double
wm_rgb_luminance (WmRgb c)
{
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

void
wm_set_rgb (cairo_t *cr, WmRgb c)
{
  cairo_set_source_rgb (cr, c.r, c.g, c.b);
}

void
wm_set_rgba (cairo_t *cr, WmRgb c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

static void
polygon (cairo_t *cr, double x, double y, double r, int n, double start_deg)
{
  for (int i = 0; i < n; i++)
    {
      double a = (start_deg + 360.0 * i / n) * G_PI / 180.0;
      if (i == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
}

void
wm_shape_path (cairo_t *cr, const char *shape, double x, double y, double r)
{
  if (g_strcmp0 (shape, "square") == 0)
    cairo_rectangle (cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
  else if (g_strcmp0 (shape, "triangle") == 0)
    polygon (cr, x, y + r * 0.15, r * 1.1, 3, -90);
  else if (g_strcmp0 (shape, "diamond") == 0)
    polygon (cr, x, y, r * 1.15, 4, -90);
  else if (g_strcmp0 (shape, "hexagon") == 0)
    polygon (cr, x, y, r, 6, 0);
  else if (g_strcmp0 (shape, "pentagon") == 0)
    polygon (cr, x, y + r * 0.05, r * 1.02, 5, -90);
  else if (g_strcmp0 (shape, "star") == 0)
    {
      for (int i = 0; i < 10; i++)
        {
          double a = (-90 + 36.0 * i) * G_PI / 180.0;
          double rr = (i % 2 == 0) ? r * 1.15 : r * 0.5;
          if (i == 0)
            cairo_move_to (cr, x + rr * cos (a), y + rr * sin (a));
          else
            cairo_line_to (cr, x + rr * cos (a), y + rr * sin (a));
        }
      cairo_close_path (cr);
    }
  else if (g_strcmp0 (shape, "cross") == 0)
    {
      double a = r * 0.95, b = r * 0.36;
      cairo_move_to (cr, x - b, y - a);
      cairo_line_to (cr, x + b, y - a);
      cairo_line_to (cr, x + b, y - b);
      cairo_line_to (cr, x + a, y - b);
      cairo_line_to (cr, x + a, y + b);
      cairo_line_to (cr, x + b, y + b);
      cairo_line_to (cr, x + b, y + a);
      cairo_line_to (cr, x - b, y + a);
      cairo_line_to (cr, x - b, y + b);
      cairo_line_to (cr, x - a, y + b);
      cairo_line_to (cr, x - a, y - b);
      cairo_line_to (cr, x - b, y - b);
      cairo_close_path (cr);
    }
  else
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
    }
}

void
wm_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One pango context per thread, made once: creating a context for every
 * label was a good part of a board's drawing time. Metrics must not depend
 * on the output device, or a card that fits in the PDF could overflow in
 * the PNG: no hinting of metrics or outlines. */
static PangoContext *
shared_context (cairo_t *cr)
{
  static GPrivate key = G_PRIVATE_INIT (g_object_unref);
  PangoContext *context = g_private_get (&key);

  if (context == NULL)
    {
      cairo_font_options_t *options = cairo_font_options_create ();

      context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
      pango_cairo_context_set_font_options (context, options);
      pango_context_set_round_glyph_positions (context, FALSE);
      cairo_font_options_destroy (options);
      g_private_set (&key, context);
    }
  pango_cairo_update_context (cr, context);
  return context;
}

static PangoLayout *
make_layout (cairo_t *cr, const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_layout_new (shared_context (cr));
  PangoFontDescription *desc = pango_font_description_from_string (WM_RENDER_FONT);

  pango_font_description_set_absolute_size (desc, size * TEXT_SCALE * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

double
wm_draw_text (cairo_t *cr, const char *text, double x, double y, double width, double size,
              gboolean bold, WmAlign align)
{
  PangoLayout *layout;
  int w, h;

  if (text == NULL || *text == '\0')
    return 0;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = make_layout (cr, text, size, bold);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int)(width * TEXT_SCALE * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, align == WM_ALIGN_CENTER  ? PANGO_ALIGN_CENTER
                                          : align == WM_ALIGN_RIGHT ? PANGO_ALIGN_RIGHT
                                                                    : PANGO_ALIGN_LEFT);
    }
  pango_layout_get_size (layout, &w, &h);
  if (width <= 0 && align != WM_ALIGN_LEFT)
    cairo_translate (
        cr, align == WM_ALIGN_CENTER ? -w / 2.0 / PANGO_SCALE : -w / (double)PANGO_SCALE, 0);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  cairo_restore (cr);
  return h / (double)PANGO_SCALE / TEXT_SCALE;
}

void
wm_measure_text (cairo_t *cr, const char *text, double size, gboolean bold, double *width,
                 double *height)
{
  PangoLayout *layout;
  int w, h;

  cairo_save (cr);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = make_layout (cr, text ? text : "", size, bold);
  pango_layout_get_size (layout, &w, &h);
  g_object_unref (layout);
  cairo_restore (cr);
  if (width)
    *width = w / (double)PANGO_SCALE / TEXT_SCALE;
  if (height)
    *height = h / (double)PANGO_SCALE / TEXT_SCALE;
}

void
wm_draw_label (cairo_t *cr, const char *text, double cx, double cy, double size, gboolean bold,
               double rotation_deg, gboolean halo)
{
  PangoLayout *layout;
  double source[4];
  cairo_pattern_t *pattern;
  int w, h;

  if (text == NULL || *text == '\0')
    return;
  /* keep the caller's ink colour for the glyphs */
  pattern = cairo_get_source (cr);
  cairo_pattern_reference (pattern);
  if (cairo_pattern_get_rgba (pattern, &source[0], &source[1], &source[2], &source[3])
      != CAIRO_STATUS_SUCCESS)
    source[0] = source[1] = source[2] = 0, source[3] = 1;
  cairo_pattern_destroy (pattern);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, -rotation_deg * G_PI / 180.0);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = make_layout (cr, text, size, bold);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, -w / 2.0 / PANGO_SCALE, -h / 2.0 / PANGO_SCALE);
  if (halo)
    {
      pango_cairo_layout_path (cr, layout);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, size * TEXT_SCALE * 0.28);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_move_to (cr, -w / 2.0 / PANGO_SCALE, -h / 2.0 / PANGO_SCALE);
    }
  cairo_set_source_rgba (cr, source[0], source[1], source[2], source[3]);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  cairo_restore (cr);
}

double
wm_text_height (cairo_t *cr, const char *text, double width, double size, gboolean bold)
{
  PangoLayout *layout;
  int w, h;

  cairo_save (cr);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = make_layout (cr, text ? text : "", size, bold);
  pango_layout_set_width (layout, (int)(width * TEXT_SCALE * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_size (layout, &w, &h);
  g_object_unref (layout);
  cairo_restore (cr);
  return h / (double)PANGO_SCALE / TEXT_SCALE;
}
