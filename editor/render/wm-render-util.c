#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-render-util.h"
#include "wm-locale.h"

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
 * the PNG: no hinting of metrics or outlines. Without hinting a layout does
 * not depend on the transformation either, so the context keeps the
 * identity matrix instead of following each cairo_t's: following it made
 * every label on a turned region a new font for pango (its own fontset,
 * font and shaping), and cairo draws the glyphs under whatever matrix is
 * current anyway. */
static PangoContext *
shared_context (void)
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
  return context;
}

/* The font of a size and weight, made once per thread: parsing a font
 * description for every label showed in profiles of the board. */
static const PangoFontDescription *
font_description (double size, gboolean bold)
{
  static GPrivate key = G_PRIVATE_INIT ((GDestroyNotify)g_hash_table_unref);
  GHashTable *fonts = g_private_get (&key);
  char name[64];
  PangoFontDescription *desc;

  if (fonts == NULL)
    {
      fonts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                     (GDestroyNotify)pango_font_description_free);
      g_private_set (&key, fonts);
    }
  g_snprintf (name, sizeof name, "%a%s", size, bold ? " bold" : "");
  desc = g_hash_table_lookup (fonts, name);
  if (desc == NULL)
    {
      desc = pango_font_description_from_string (WM_RENDER_FONT);
      pango_font_description_set_absolute_size (desc, size * TEXT_SCALE * PANGO_SCALE);
      if (bold)
        pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
      g_hash_table_insert (fonts, g_strdup (name), desc);
    }
  return desc;
}

static PangoLayout *
make_layout (const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_layout_new (shared_context ());

  pango_layout_set_font_description (layout, font_description (size, bold));
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* ---- labels -------------------------------------------------------------- */

struct _WmLabelCache
{
  GHashTable *layouts; /* "size bold text" → PangoLayout */
};

WmLabelCache *
wm_label_cache_new (void)
{
  WmLabelCache *cache = g_new0 (WmLabelCache, 1);

  cache->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return cache;
}

void
wm_label_cache_free (WmLabelCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->layouts);
  g_free (cache);
}

/* A new reference to the layout of one line of @text: from @cache when
 * there is one (a label is measured, then drawn; a map repeats "?"). */
static PangoLayout *
label_layout (WmLabelCache *cache, const char *text, double size, gboolean bold)
{
  g_autofree char *key = NULL;
  PangoLayout *layout;

  if (cache == NULL)
    return make_layout (text, size, bold);
  key = g_strdup_printf ("%a%s %s", size, bold ? "b" : "", text);
  layout = g_hash_table_lookup (cache->layouts, key);
  if (layout == NULL)
    {
      layout = make_layout (text, size, bold);
      g_hash_table_insert (cache->layouts, g_steal_pointer (&key), layout);
    }
  return g_object_ref (layout);
}

void
wm_label_measure (WmLabelCache *cache, const char *text, double size, gboolean bold, double *width,
                  double *height)
{
  g_autoptr (PangoLayout) layout = label_layout (cache, text ? text : "", size, bold);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  if (width)
    *width = w / (double)PANGO_SCALE / TEXT_SCALE;
  if (height)
    *height = h / (double)PANGO_SCALE / TEXT_SCALE;
}

void
wm_label_draw (WmLabelCache *cache, cairo_t *cr, const char *text, double cx, double cy,
               double size, gboolean bold, double rotation_deg, gboolean halo)
{
  g_autoptr (PangoLayout) layout = NULL;
  double source[4];
  cairo_pattern_t *pattern;
  int w, h;

  if (text == NULL || *text == '\0')
    return;
  /* keep the caller's ink colour for the glyphs */
  pattern = cairo_get_source (cr);
  if (cairo_pattern_get_rgba (pattern, &source[0], &source[1], &source[2], &source[3])
      != CAIRO_STATUS_SUCCESS)
    source[0] = source[1] = source[2] = 0, source[3] = 1;

  layout = label_layout (cache, text, size, bold);
  pango_layout_get_size (layout, &w, &h);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, -rotation_deg * G_PI / 180.0);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  cairo_move_to (cr, -w / 2.0 / PANGO_SCALE, -h / 2.0 / PANGO_SCALE);
  if (halo)
    {
      /* The halo's soft rim is pale on pale ground: cairo's fast
       * antialiasing (a 4 × 4 grid instead of 15 rows of 256) cannot be
       * told apart there, and stroking the outlines of every glyph was
       * the dearest part of a label. */
      pango_cairo_layout_path (cr, layout);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, size * TEXT_SCALE * 0.28);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
      cairo_stroke (cr);
      cairo_move_to (cr, -w / 2.0 / PANGO_SCALE, -h / 2.0 / PANGO_SCALE);
    }
  cairo_set_source_rgba (cr, source[0], source[1], source[2], source[3]);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* A layout of @text wrapped to @width (when > 0) and aligned in it; at
 * most @max_lines lines (0: all), what does not fit them ending in "…". */
static PangoLayout *
wrapped_layout (const char *text, double width, double size, gboolean bold, WmAlign align,
                int max_lines)
{
  PangoLayout *layout = make_layout (text, size, bold);

  if (width <= 0)
    return layout;
  pango_layout_set_width (layout, (int)(width * TEXT_SCALE * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align == WM_ALIGN_CENTER  ? PANGO_ALIGN_CENTER
                                      : align == WM_ALIGN_RIGHT ? PANGO_ALIGN_RIGHT
                                                                : PANGO_ALIGN_LEFT);
  if (max_lines > 0)
    {
      /* a negative height counts lines */
      pango_layout_set_height (layout, -max_lines);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  return layout;
}

/* wm_draw_text_lines (); @smaller: laid out at a twentieth of the size
 * already, and not again (a text of no width, "\u200E", is 0 wide too). */
static double
draw_text_lines (cairo_t *cr, const char *text, double x, double y, double width, double size,
                 gboolean bold, WmAlign align, int max_lines, gboolean smaller)
{
  PangoLayout *layout;
  int w, h;

  if (text == NULL || *text == '\0')
    return 0;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = wrapped_layout (text, width, size, bold, align, max_lines);
  pango_layout_get_size (layout, &w, &h);
  /* one word too wide for pango's int (see wm_text_wrap ()) is drawn as
   * it is measured, laid out at a twentieth of the size, broken over
   * lines; it was drawn as one line cut at the box's edge */
  if (w <= 0 && size > 0 && !smaller)
    {
      double used;

      g_object_unref (layout);
      cairo_restore (cr);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, TEXT_SCALE, TEXT_SCALE);
      used = draw_text_lines (cr, text, 0, 0, width / TEXT_SCALE, size / TEXT_SCALE, bold, align,
                              max_lines, TRUE);
      cairo_restore (cr);
      return used * TEXT_SCALE;
    }
  if (width <= 0 && align != WM_ALIGN_LEFT)
    cairo_translate (
        cr, align == WM_ALIGN_CENTER ? -w / 2.0 / PANGO_SCALE : -w / (double)PANGO_SCALE, 0);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  cairo_restore (cr);
  return h / (double)PANGO_SCALE / TEXT_SCALE;
}

double
wm_draw_text_lines (cairo_t *cr, const char *text, double x, double y, double width, double size,
                    gboolean bold, WmAlign align, int max_lines)
{
  return draw_text_lines (cr, text, x, y, width, size, bold, align, max_lines, FALSE);
}

double
wm_draw_sentence (cairo_t *cr, const char *text, double x, double y, double width, double size,
                  gboolean bold, WmAlign align)
{
  /* a left-to-right mark first: pango takes a paragraph's direction from
   * its first strong letter, which would be the name's */
  g_autofree char *marked = g_strconcat ("\u200E", text ? text : "", NULL);

  return wm_draw_text (cr, marked, x, y, width, size, bold, align);
}

double
wm_draw_text (cairo_t *cr, const char *text, double x, double y, double width, double size,
              gboolean bold, WmAlign align)
{
  return wm_draw_text_lines (cr, text, x, y, width, size, bold, align, 0);
}

void
wm_measure_text (cairo_t *cr, const char *text, double size, gboolean bold, double *width,
                 double *height)
{
  wm_label_measure (NULL, text, size, bold, width, height);
}

void
wm_draw_label (cairo_t *cr, const char *text, double cx, double cy, double size, gboolean bold,
               double rotation_deg, gboolean halo)
{
  wm_label_draw (NULL, cr, text, cx, cy, size, bold, rotation_deg, halo);
}

double
wm_text_wrap (const char *text, double width, double size, gboolean bold, int *lines)
{
  g_autoptr (PangoLayout) layout
      = wrapped_layout (text ? text : "", width, size, bold, WM_ALIGN_LEFT, 0);
  double scale = 1;
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  /* pango adds a run's advances in an int: one unbroken word wider than
   * some 100 m at TEXT_SCALE (35,000 W's at 8.5 pt) wraps round and is
   * laid out as one empty line, a text that "fits". Measured at a
   * twentieth of the size, unhinted as it is, it is the same shape; once,
   * as wm_draw_text_lines () draws it. A text of no width at all ("\u200B",
   * marks alone) has none at a twentieth either and is measured as it is:
   * it was measured again at every twentieth down to no size at all,
   * some 250 layouts deep, and came out 0 high. */
  if (w <= 0 && text != NULL && *text != '\0' && size > 0)
    {
      g_autoptr (PangoLayout) smaller
          = wrapped_layout (text, width / TEXT_SCALE, size / TEXT_SCALE, bold, WM_ALIGN_LEFT, 0);
      int w20, h20;

      pango_layout_get_size (smaller, &w20, &h20);
      if (w20 > 0)
        {
          g_set_object (&layout, smaller);
          h = h20;
          scale = TEXT_SCALE;
        }
    }
  if (lines != NULL)
    *lines = pango_layout_get_line_count (layout);
  return h * scale / PANGO_SCALE / TEXT_SCALE;
}

double
wm_text_height (cairo_t *cr, const char *text, double width, double size, gboolean bold)
{
  return wm_text_wrap (text, width, size, bold, NULL);
}

/* ---- messages in a job's language ---------------------------------------- */

/* The catalogue lookup lives in the model (wm_locale_gettext ()), where
 * the validator compares texts with the editors' placeholders too. */
const char *
wm_render_gettext (const char *lang, const char *msgid)
{
  return wm_locale_gettext (lang, msgid);
}

/* Appends @value as the conversion @spec ("%.1f") in the C locale's form,
 * with its point written as @lang writes it. */
static void
append_number (GString *out, const char *lang, const char *spec, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  const char *point;

  g_ascii_formatd (buf, sizeof buf, spec, value);
  point = strchr (buf, '.');
  if (point == NULL)
    {
      g_string_append (out, buf);
      return;
    }
  g_string_append_len (out, buf, point - buf);
  g_string_append (out, wm_locale_decimal_separator (lang));
  g_string_append (out, point + 1);
}

char *
wm_render_strdup_printf (const char *lang, const char *format, ...)
{
  GString *out = g_string_new (NULL);
  va_list args;

  g_return_val_if_fail (format != NULL, NULL);
  va_start (args, format);
  for (const char *p = format; *p != '\0'; p++)
    {
      g_autofree char *spec = NULL;
      gsize n;

      if (*p != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      /* flags, width and precision, up to the conversion's letter */
      n = 1 + strspn (p + 1, "-+ #0123456789.");
      spec = g_strndup (p, n + 1);
      switch (p[n])
        {
        case 'g':
        case 'f':
          append_number (out, lang, spec, va_arg (args, double));
          break;
        case 's':
          g_string_append_printf (out, spec, va_arg (args, const char *));
          break;
        case 'c':
        case 'd':
          g_string_append_printf (out, spec, va_arg (args, int));
          break;
        case 'u':
          g_string_append_printf (out, spec, va_arg (args, unsigned int));
          break;
        case '%':
          g_string_append_c (out, '%');
          break;
        default:
          /* A translation with a conversion the captions do not use (%1$s,
           * %ld) would read the arguments wrong: stop rather than guess. */
          g_critical ("wm_render_strdup_printf: unsupported conversion in “%s”", format);
          va_end (args);
          return g_string_free (out, FALSE);
        }
      p += n;
    }
  va_end (args);
  return g_string_free (out, FALSE);
}

void
wm_castle_path (cairo_t *cr, double x, double y, double w, double h, double m)
{
  cairo_move_to (cr, x - w / 2, y + h / 2);
  cairo_line_to (cr, x - w / 2, y - h / 2);
  for (int i = 0; i < 5; i++)
    {
      double x0 = x - w / 2 + i * w / 5, x1 = x0 + w / 5;
      if (i % 2 == 0)
        cairo_line_to (cr, x1, y - h / 2);
      else
        {
          cairo_line_to (cr, x0, y - h / 2 + m);
          cairo_line_to (cr, x1, y - h / 2 + m);
          cairo_line_to (cr, x1, y - h / 2);
        }
    }
  cairo_line_to (cr, x + w / 2, y + h / 2);
  cairo_close_path (cr);
}
