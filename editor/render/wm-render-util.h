#pragma once

/* Small drawing helpers the render modules share: colours from the model's
 * "#rrggbb" strings, town shapes, text through pango in any cairo scale. */

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

#define WM_RENDER_FONT "DejaVu Sans"
#define WM_MM_TO_PT (72.0 / 25.4)

typedef struct
{
  double r, g, b;
} WmRgb;

/* Parses "#rrggbb"; @fallback when NULL or malformed. */
WmRgb wm_rgb_parse (const char *color, WmRgb fallback);
WmRgb wm_rgb_mix (WmRgb a, WmRgb b, double t);
/* Relative luminance 0–1, to choose dark or light ink on a colour. */
double wm_rgb_luminance (WmRgb c);
void wm_set_rgb (cairo_t *cr, WmRgb c);
void wm_set_rgba (cairo_t *cr, WmRgb c, double alpha);

/* Adds the path of a town shape ("round", "square", "triangle", "diamond",
 * "hexagon", "pentagon", "star", "cross"; unknown → round) of radius @r
 * centred on (@x, @y). */
void wm_shape_path (cairo_t *cr, const char *shape, double x, double y, double r);
void wm_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);
/* Adds the closed path of a castle's wall, @w × @h centred on (@x, @y),
 * its top cut into three merlons by two crenels @m deep: the legend's
 * castle icon and the map's fort. */
void wm_castle_path (cairo_t *cr, double x, double y, double w, double h, double m);

typedef enum
{
  WM_ALIGN_LEFT,
  WM_ALIGN_CENTER,
  WM_ALIGN_RIGHT
} WmAlign;

/* Draws @text with its top at @y. @size is the font size in user units of
 * @cr (whatever its scale); the text is laid out at a comfortable internal
 * size and scaled, so tiny user units (region units, mm) keep good metrics.
 * @width > 0 wraps (and aligns within) that width. Returns the height used. */
double wm_draw_text (cairo_t *cr, const char *text, double x, double y, double width, double size,
                     gboolean bold, WmAlign align);
/* wm_draw_text () of one of the program's sentences, with names put in it
 * (isolated by wm_text_isolate ()): it reads left to right, as every
 * language the program speaks, even when a name comes first. */
double wm_draw_sentence (cairo_t *cr, const char *text, double x, double y, double width,
                         double size, gboolean bold, WmAlign align);
/* wm_draw_text () in at most @max_lines lines of @width (0: all): what
 * does not fit them ends in "…". */
double wm_draw_text_lines (cairo_t *cr, const char *text, double x, double y, double width,
                           double size, gboolean bold, WmAlign align, int max_lines);
/* Like wm_draw_text, but centred on (@cx, @cy) on one line, upright even
 * when the user space of @cr is rotated by @rotation_deg clockwise. A light
 * halo keeps it readable over paths. */
void wm_draw_label (cairo_t *cr, const char *text, double cx, double cy, double size, gboolean bold,
                    double rotation_deg, gboolean halo);
/* Width and height of one line of @text at @size user units. */
void wm_measure_text (cairo_t *cr, const char *text, double size, gboolean bold, double *width,
                      double *height);

/* Layouts of one-line labels kept while a drawing lasts, so that a label
 * measured to place it is not laid out again to draw it, and a text a map
 * repeats ("?") is laid out once. */
typedef struct _WmLabelCache WmLabelCache;

WmLabelCache *wm_label_cache_new (void);
void wm_label_cache_free (WmLabelCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmLabelCache, wm_label_cache_free)

/* wm_measure_text () and wm_draw_label () through @cache (may be NULL). */
void wm_label_measure (WmLabelCache *cache, const char *text, double size, gboolean bold,
                       double *width, double *height);
void wm_label_draw (WmLabelCache *cache, cairo_t *cr, const char *text, double cx, double cy,
                    double size, gboolean bold, double rotation_deg, gboolean halo);

/* Height of @text wrapped to @width at @size user units. */
double wm_text_height (cairo_t *cr, const char *text, double width, double size, gboolean bold);
/* The same, and the number of lines it takes in @lines (may be NULL). */
double wm_text_wrap (const char *text, double width, double size, gboolean bold, int *lines);

/* @msgid in @lang, from the project's gettext catalogues (po/, installed
 * as waymark.mo) whatever the locale of the user interface: what a print
 * job or a rendered caption says follows its --lang, as the variant's own
 * texts do. @msgid itself for English, for a language without a catalogue
 * and for a message the catalogue does not translate. The model's
 * wm_locale_gettext () under the name the render files use. */
const char *wm_render_gettext (const char *lang, const char *msgid);

/* g_strdup_printf () with the numbers (%g, %f) in @lang's form: "16,5 mm"
 * in German and Italian, "16.5 mm" in English, whatever the locale of the
 * process. Takes the conversions the captions use: %s %c %d %u %g %f,
 * with flags, width and precision, and %%. */
char *wm_render_strdup_printf (const char *lang, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Marks the literals given to wm_render_gettext (): one of xgettext's own
 * keywords, so that they are extracted once po/POTFILES.in lists the
 * render files that use it (wm-print.c, wm-render-map.c). */
#ifndef gettext_noop
#define gettext_noop(s) (s)
#endif

G_END_DECLS
