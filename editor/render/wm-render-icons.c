#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>

#include "wm-render-icons.h"

static const WmRgb ink = { 0.16, 0.14, 0.12 };

static void
outline (cairo_t *cr, double width)
{
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
coin_label (cairo_t *cr, double x, double y, double s, int amount)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", amount);
  cairo_set_source_rgb (cr, 0.36, 0.22, 0.0);
  wm_draw_label (cr, text, x, y, s * 0.55, TRUE, 0, FALSE);
}

void
wm_icon_coin (cairo_t *cr, double x, double y, double s, int amount)
{
  double r = s / 2;
  cairo_pattern_t *pat = cairo_pattern_create_radial (x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);

  cairo_pattern_add_color_stop_rgb (pat, 0, 1.0, 0.93, 0.55);
  cairo_pattern_add_color_stop_rgb (pat, 1, 0.85, 0.63, 0.12);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_set_source_rgb (cr, 0.55, 0.38, 0.05);
  cairo_set_line_width (cr, s * 0.06);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r * 0.78, 0, 2 * G_PI);
  cairo_set_line_width (cr, s * 0.025);
  cairo_stroke (cr);
  if (amount > 0)
    coin_label (cr, x, y, s, amount);
}

void
wm_icon_coin_paying (cairo_t *cr, double x, double y, double s, int amount)
{
  wm_icon_coin (cr, x, y, s, amount);
  if (amount <= 0)
    coin_label (cr, x, y, s, amount);
}

static void
boot (cairo_t *cr, double x, double y, double s)
{
  /* a sole and a heel, seen from above */
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, 0, -0.16);
  cairo_scale (cr, 0.22, 0.3);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, 0, 0.3);
  cairo_scale (cr, 0.17, 0.16);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.42, 0.28, 0.16);
  cairo_fill (cr);
}

void
wm_icon_steps (cairo_t *cr, double x, double y, double s, int n)
{
  char text[16];

  boot (cr, x - s * 0.18, y + s * 0.05, s * 0.75);
  boot (cr, x + s * 0.18, y - s * 0.1, s * 0.75);
  if (n > 0)
    {
      g_snprintf (text, sizeof text, "×%d", n);
      wm_set_rgb (cr, ink);
      wm_draw_text (cr, text, x + s * 0.5, y - s * 0.4, 0, s * 0.6, TRUE, WM_ALIGN_LEFT);
    }
}

void
wm_icon_arrows (cairo_t *cr, double x, double y, double s, const WmDirection *arrows, int n_arrows)
{
  double r = s / 2;
  gboolean used[WM_N_DIRS] = { FALSE };

  for (int i = 0; i < n_arrows; i++)
    if (arrows[i] >= 0 && arrows[i] < WM_N_DIRS)
      used[arrows[i]] = TRUE;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.9);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.02);
  /* "up" is away from the player: mark it */
  cairo_move_to (cr, x, y - r);
  cairo_line_to (cr, x - r * 0.08, y - r * 0.88);
  cairo_line_to (cr, x + r * 0.08, y - r * 0.88);
  cairo_close_path (cr);
  wm_set_rgb (cr, ink);
  cairo_fill (cr);
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      double a = (d * 45 - 90) * G_PI / 180, ux = cos (a), uy = sin (a);
      if (!used[d])
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + ux * r * 0.62, y + uy * r * 0.62, s * 0.025, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.6, 0.57, 0.5);
          cairo_fill (cr);
          continue;
        }
      /* shaft and head */
      cairo_move_to (cr, x + ux * r * 0.14, y + uy * r * 0.14);
      cairo_line_to (cr, x + ux * r * 0.58, y + uy * r * 0.58);
      cairo_set_line_width (cr, s * 0.075);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_source_rgb (cr, 0.7, 0.12, 0.1);
      cairo_stroke (cr);
      cairo_move_to (cr, x + ux * r * 0.84, y + uy * r * 0.84);
      cairo_line_to (cr, x + ux * r * 0.5 - uy * r * 0.17, y + uy * r * 0.5 + ux * r * 0.17);
      cairo_line_to (cr, x + ux * r * 0.5 + uy * r * 0.17, y + uy * r * 0.5 - ux * r * 0.17);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, s * 0.05, 0, 2 * G_PI);
  wm_set_rgb (cr, ink);
  cairo_fill (cr);
}

void
wm_icon_path_type (cairo_t *cr, double x, double y, double w, const WmPathType *type)
{
  WmRgb rgb = wm_rgb_parse (type ? type->color : NULL, (WmRgb){ 0.4, 0.4, 0.4 });
  const char *dash = type ? type->dash : "solid";
  double lw = w * 0.16;

  cairo_move_to (cr, x - w / 2, y + w * 0.12);
  cairo_curve_to (cr, x - w / 6, y - w * 0.2, x + w / 6, y + w * 0.2, x + w / 2, y - w * 0.12);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (g_strcmp0 (dash, "solid") == 0)
    wm_set_rgb (cr, wm_rgb_mix (rgb, ink, 0.55));
  else
    cairo_set_source_rgb (cr, 0.95, 0.93, 0.86);
  cairo_set_line_width (cr, lw * 1.6);
  cairo_stroke_preserve (cr);
  wm_set_rgb (cr, rgb);
  cairo_set_line_width (cr, lw);
  if (g_strcmp0 (dash, "dashed") == 0)
    {
      double d[] = { lw * 1.6, lw * 1.1 };
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_dash (cr, d, 2, 0);
    }
  else if (g_strcmp0 (dash, "dotted") == 0)
    {
      double d[] = { 0.001, lw * 1.6 };
      cairo_set_dash (cr, d, 2, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
wm_icon_movement_card (cairo_t *cr, double x, double y, double s)
{
  double w = s * 0.68, h = s;

  wm_rounded_rect (cr, x - w / 2, y - h / 2, w, h, s * 0.08);
  cairo_set_source_rgb (cr, 0.96, 0.92, 0.82);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.05);
  boot (cr, x, y, s * 0.6);
}

void
wm_icon_scroll (cairo_t *cr, double x, double y, double s)
{
  double w = s * 0.8, h = s * 0.9;

  cairo_rectangle (cr, x - w / 2, y - h / 2 + s * 0.08, w, h - s * 0.16);
  cairo_set_source_rgb (cr, 0.97, 0.93, 0.8);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.05);
  for (int i = -1; i <= 1; i += 2)
    {
      cairo_new_sub_path (cr);
      cairo_save (cr);
      cairo_translate (cr, x, y + i * (h / 2 - s * 0.08));
      cairo_scale (cr, w / 2 + s * 0.06, s * 0.08);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.86, 0.77, 0.56);
      cairo_fill_preserve (cr);
      outline (cr, s * 0.04);
    }
  for (int i = 0; i < 3; i++)
    {
      cairo_move_to (cr, x - w * 0.3, y - s * 0.15 + i * s * 0.15);
      cairo_line_to (cr, x + w * 0.3, y - s * 0.15 + i * s * 0.15);
    }
  cairo_set_source_rgb (cr, 0.55, 0.45, 0.3);
  cairo_set_line_width (cr, s * 0.035);
  cairo_stroke (cr);
}

void
wm_icon_bid (cairo_t *cr, double x, double y, double s, int bid, WmRgb color)
{
  char text[16];

  cairo_new_sub_path (cr);
  for (int i = 0; i < 24; i++)
    {
      double a = i * G_PI / 12, r = (i % 2 ? 0.45 : 0.5) * s;
      if (i == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
  wm_set_rgb (cr, color);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.03);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, s * 0.36, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  g_snprintf (text, sizeof text, "%d", bid);
  wm_set_rgb (cr, ink);
  wm_draw_label (cr, text, x, y, s * (bid >= 100 ? 0.3 : 0.4), TRUE, 0, FALSE);
}

/* A standing piece: a head on a bell-shaped body, with a shadow. */
void
wm_icon_pawn (cairo_t *cr, double x, double y, double s, WmRgb color, gboolean hooded)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, 0.05, 0.42);
  cairo_scale (cr, 0.42, 0.12);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  cairo_move_to (cr, -0.36, 0.42);
  cairo_curve_to (cr, -0.3, 0.05, -0.2, -0.05, 0, -0.05);
  cairo_curve_to (cr, 0.2, -0.05, 0.3, 0.05, 0.36, 0.42);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.22, hooded ? 0.2 : 0.17, 0, 2 * G_PI);
  wm_set_rgb (cr, color);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, wm_rgb_luminance (color) < 0.25 ? (WmRgb){ 0.85, 0.85, 0.85 } : ink);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  if (hooded)
    {
      /* the highwayman's eye slit */
      cairo_rectangle (cr, -0.11, -0.25, 0.22, 0.05);
      cairo_set_source_rgb (cr, 0.95, 0.85, 0.4);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

void
wm_icon_town (cairo_t *cr, double x, double y, double s, const WmTown *town)
{
  WmRgb rgb = wm_rgb_parse (town ? town->color : NULL, (WmRgb){ 0.6, 0.6, 0.6 });

  wm_shape_path (cr, town ? town->shape : NULL, x, y, s / 2);
  wm_set_rgb (cr, rgb);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, wm_rgb_luminance (rgb) > 0.8 ? ink : wm_rgb_mix (rgb, ink, 0.6));
  cairo_set_line_width (cr, s * 0.07);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
castle (cairo_t *cr, double x, double y, double s)
{
  double w = s * 0.8, h = s * 0.7, m = s * 0.15;

  wm_castle_path (cr, x, y, w, h, m);
  cairo_set_source_rgb (cr, 0.66, 0.64, 0.6);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.05);
}

static void
house (cairo_t *cr, double x, double y, double s, WmRgb roof)
{
  double w = s * 0.7;

  cairo_rectangle (cr, x - w / 2, y - s * 0.05, w, s * 0.5);
  cairo_set_source_rgb (cr, 0.96, 0.92, 0.82);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.05);
  cairo_move_to (cr, x - w / 2 - s * 0.08, y - s * 0.05);
  cairo_line_to (cr, x, y - s * 0.48);
  cairo_line_to (cr, x + w / 2 + s * 0.08, y - s * 0.05);
  cairo_close_path (cr);
  wm_set_rgb (cr, roof);
  cairo_fill_preserve (cr);
  outline (cr, s * 0.05);
  cairo_rectangle (cr, x - s * 0.08, y + s * 0.18, s * 0.16, s * 0.27);
  wm_set_rgb (cr, ink);
  cairo_fill (cr);
}

static void
waves (cairo_t *cr, double x, double y, double s)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, s / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.62, 0.8, 0.93);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.29, 0.55, 0.78);
  cairo_set_line_width (cr, s * 0.05);
  cairo_stroke (cr);
  for (int i = -1; i <= 1; i++)
    {
      double yy = y + i * s * 0.17, x0 = x - s * 0.3;
      cairo_move_to (cr, x0, yy);
      for (int k = 0; k < 3; k++)
        cairo_curve_to (cr, x0 + s * (0.1 + 0.2 * k) - s * 0.05, yy - s * 0.08,
                        x0 + s * (0.1 + 0.2 * k) + s * 0.05, yy + s * 0.08, x0 + s * 0.2 * (k + 1),
                        yy);
    }
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, s * 0.05);
  cairo_stroke (cr);
}

void
wm_board_glyph_layout (int cols, int rows, double x, double y, double s, WmBoardGlyph *out)
{
  /* as wide as 1.1 s and as high as 0.9 s at most: a 2 × 2 board keeps the
   * square it always had, a row of two regions grows a little wider */
  out->cols = MAX (cols, 1);
  out->rows = MAX (rows, 1);
  out->cell = MIN (s * 1.1 / out->cols, s * 0.9 / out->rows);
  out->x0 = x - out->cell * out->cols / 2;
  out->y0 = y - out->cell * out->rows / 2;
}

void
wm_board_glyph_centre (const WmBoardGlyph *g, int cell, double *x, double *y)
{
  *x = g->x0 + (cell % g->cols + 0.5) * g->cell;
  *y = g->y0 + (cell / g->cols + 0.5) * g->cell;
}

/* Diagonal ink lines over a cell, so that it stands out from the others
 * when printed in black and white too, not only by its colour. */
static void
hatch_cell (cairo_t *cr, double x, double y, double h, double s)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, h, h);
  cairo_clip (cr);
  for (double d = h / 4; d < 2 * h; d += h / 4)
    {
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d - h, y + h);
    }
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, s * 0.025);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The board's regions, @marked filled and hatched (or none: -1), and the
 * player's seat below them: the glyphs read the board from there. */
static void
board_glyph (cairo_t *cr, const WmBoardGlyph *g, double s, int marked)
{
  double mid = g->x0 + g->cell * g->cols / 2, bottom = g->y0 + g->cell * g->rows;

  for (int c = 0; c < g->cols * g->rows; c++)
    {
      double x = g->x0 + c % g->cols * g->cell, y = g->y0 + c / g->cols * g->cell;

      cairo_rectangle (cr, x, y, g->cell, g->cell);
      if (c == marked)
        cairo_set_source_rgb (cr, 0.95, 0.7, 0.2);
      else
        cairo_set_source_rgb (cr, 0.93, 0.9, 0.8);
      cairo_fill (cr);
      if (c == marked)
        hatch_cell (cr, x, y, g->cell, s);
      cairo_rectangle (cr, x, y, g->cell, g->cell);
      outline (cr, s * 0.04);
    }
  /* the player's seat below the board */
  cairo_move_to (cr, mid - s * 0.1, bottom + s * 0.14);
  cairo_line_to (cr, mid, bottom + s * 0.03);
  cairo_line_to (cr, mid + s * 0.1, bottom + s * 0.14);
  cairo_close_path (cr);
  wm_set_rgb (cr, ink);
  cairo_fill (cr);
}

void
wm_icon_region_corner (cairo_t *cr, double x, double y, double s, int cols, int rows,
                       WmCorner corner)
{
  WmBoardGlyph g;

  wm_board_glyph_layout (cols, rows, x, y, s, &g);
  cairo_save (cr);
  board_glyph (cr, &g, s, corner == WM_CORNER_NONE ? -1 : wm_corner_cell (corner, g.cols, g.rows));
  cairo_restore (cr);
}

/* Marks are solid ink with a light rim: black on the light regions and
 * apart from the arrow in any print. */
static void
ink_with_rim (cairo_t *cr, double m)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, m * 0.12);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  wm_set_rgb (cr, ink);
  cairo_fill (cr);
}

/* A house of height @m on (x, y): the start town. */
static void
home_mark (cairo_t *cr, double x, double y, double m)
{
  cairo_move_to (cr, x - m * 0.36, y + m * 0.45);
  cairo_line_to (cr, x - m * 0.36, y - m * 0.05);
  cairo_line_to (cr, x, y - m * 0.45);
  cairo_line_to (cr, x + m * 0.36, y - m * 0.05);
  cairo_line_to (cr, x + m * 0.36, y + m * 0.45);
  cairo_close_path (cr);
  ink_with_rim (cr, m);
}

/* A pawn of height @m on (x, y): where the player stands. */
static void
pawn_mark (cairo_t *cr, double x, double y, double m)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y - m * 0.27, m * 0.18, 0, 2 * G_PI);
  cairo_move_to (cr, x - m * 0.32, y + m * 0.45);
  cairo_curve_to (cr, x - m * 0.3, y + m * 0.1, x - m * 0.12, y - m * 0.05, x, y - m * 0.1);
  cairo_curve_to (cr, x + m * 0.12, y - m * 0.05, x + m * 0.3, y + m * 0.1, x + m * 0.32,
                  y + m * 0.45);
  cairo_close_path (cr);
  ink_with_rim (cr, m);
}

/* An arrow from the mark (height @m) at (x0, y0) into the cell at (x1, y1):
 * up or down first, then across, as the base game's glyph always ran; on
 * one row or one column it runs straight. */
static void
region_arrow (cairo_t *cr, double x0, double y0, double x1, double y1, double m, double h, double s)
{
  double sx = x0, sy = y0, ex = x1, ey = y1, tx, ty, tl;
  double c1x, c1y, c2x, c2y;

  if (y1 != y0)
    sy += (y1 > y0 ? 1 : -1) * m * 0.55;
  else
    sx += (x1 > x0 ? 1 : -1) * m * 0.55;
  if (x1 != x0)
    ex -= (x1 > x0 ? 1 : -1) * h * 0.2;
  else
    ey -= (y1 > y0 ? 1 : -1) * h * 0.2;
  c1x = sx, c1y = sy + (ey - sy) * 0.7;
  c2x = ex - (ex - sx) * 0.7, c2y = ey;
  /* the head points the way the curve arrives */
  tx = ex - c2x, ty = ey - c2y, tl = hypot (tx, ty);
  if (tl < 1e-9)
    tx = ex - c1x, ty = ey - c1y, tl = hypot (tx, ty);
  tx /= tl, ty /= tl;

  cairo_set_source_rgb (cr, 0.7, 0.12, 0.1);
  cairo_move_to (cr, sx, sy);
  cairo_curve_to (cr, c1x, c1y, c2x, c2y, ex - tx * h * 0.15, ey - ty * h * 0.15);
  cairo_set_line_width (cr, s * 0.06);
  cairo_stroke (cr);
  cairo_move_to (cr, ex + tx * h * 0.05, ey + ty * h * 0.05);
  cairo_line_to (cr, ex - tx * h * 0.25 - ty * h * 0.17, ey - ty * h * 0.25 + tx * h * 0.17);
  cairo_line_to (cr, ex - tx * h * 0.25 + ty * h * 0.17, ey - ty * h * 0.25 - tx * h * 0.17);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
wm_icon_region_other (cairo_t *cr, double x, double y, double s, int cols, int rows,
                      gboolean from_start)
{
  WmBoardGlyph g;
  int from, to;
  double fx, fy, tx, ty;

  wm_board_glyph_layout (cols, rows, x, y, s, &g);
  /* from the lower left region to the upper right one, whatever the shape */
  from = wm_corner_cell (WM_CORNER_SW, g.cols, g.rows);
  to = wm_corner_cell (WM_CORNER_NE, g.cols, g.rows);
  wm_board_glyph_centre (&g, from, &fx, &fy);
  wm_board_glyph_centre (&g, to, &tx, &ty);
  cairo_save (cr);
  board_glyph (cr, &g, s, -1);
  if (from != to)
    region_arrow (cr, fx, fy, tx, ty, g.cell * WM_BOARD_GLYPH_MARK, g.cell, s);
  if (from_start)
    home_mark (cr, fx, fy, g.cell * WM_BOARD_GLYPH_MARK);
  else
    pawn_mark (cr, fx, fy, g.cell * WM_BOARD_GLYPH_MARK);
  cairo_restore (cr);
}

static void
sun (cairo_t *cr, double x, double y, double s)
{
  for (int i = 0; i < 12; i++)
    {
      double a = i * G_PI / 6;
      cairo_move_to (cr, x + cos (a) * s * 0.3, y + sin (a) * s * 0.3);
      cairo_line_to (cr, x + cos (a) * s * 0.48, y + sin (a) * s * 0.48);
    }
  cairo_set_source_rgb (cr, 0.93, 0.6, 0.1);
  cairo_set_line_width (cr, s * 0.06);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, s * 0.24, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.98, 0.78, 0.2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.85, 0.5, 0.05);
  cairo_set_line_width (cr, s * 0.04);
  cairo_stroke (cr);
}

static void
mask (cairo_t *cr, double x, double y, double s)
{
  /* a path of its own: on a card the title's text leaves a current point,
   * and cairo_arc () runs a line from it (a hairline in a PDF) */
  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s * 0.5, s * 0.3);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.2, 0.18, 0.22);
  cairo_fill (cr);
  for (int i = -1; i <= 1; i += 2)
    {
      cairo_new_sub_path (cr);
      cairo_save (cr);
      cairo_translate (cr, x + i * s * 0.2, y - s * 0.02);
      cairo_scale (cr, s * 0.12, s * 0.08);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
    }
}

static void
infinity (cairo_t *cr, double x, double y, double s)
{
  double a = s * 0.22;

  cairo_move_to (cr, x, y);
  cairo_curve_to (cr, x + a, y - a * 1.3, x + a * 2.2, y - a * 0.4, x + a * 2, y);
  cairo_curve_to (cr, x + a * 2.2, y + a * 0.4, x + a, y + a * 1.3, x, y);
  cairo_curve_to (cr, x - a, y - a * 1.3, x - a * 2.2, y - a * 0.4, x - a * 2, y);
  cairo_curve_to (cr, x - a * 2.2, y + a * 0.4, x - a, y + a * 1.3, x, y);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.45);
  cairo_set_line_width (cr, s * 0.08);
  cairo_stroke (cr);
}

void
wm_icon_named (cairo_t *cr, const char *name, double x, double y, double s, WmRgb color)
{
  cairo_save (cr);
  if (g_strcmp0 (name, "castle") == 0)
    castle (cr, x, y, s);
  else if (g_strcmp0 (name, "inn") == 0)
    house (cr, x, y, s, (WmRgb){ 0.7, 0.25, 0.15 });
  else if (g_strcmp0 (name, "home") == 0)
    house (cr, x, y, s, color);
  else if (g_strcmp0 (name, "secret") == 0)
    {
      double d[] = { 0.001, s * 0.12 };
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, s * 0.42, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.88, 0.83, 0.93);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.35, 0.2, 0.45);
      cairo_set_line_width (cr, s * 0.08);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_dash (cr, d, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      wm_draw_label (cr, "?", x, y, s * 0.5, TRUE, 0, FALSE);
    }
  else if (g_strcmp0 (name, "island") == 0)
    {
      waves (cr, x, y, s);
      cairo_new_sub_path (cr);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, s * 0.25, s * 0.14);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.91, 0.84, 0.62);
      cairo_fill (cr);
    }
  else if (g_strcmp0 (name, "lake") == 0)
    waves (cr, x, y, s);
  else if (g_strcmp0 (name, "sun") == 0)
    sun (cr, x, y, s);
  else if (g_strcmp0 (name, "mask") == 0)
    mask (cr, x, y, s);
  else
    infinity (cr, x, y, s);
  cairo_restore (cr);
}
