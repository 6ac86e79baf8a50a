#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wm-effect-words.h"
#include "wm-locale.h"
#include "wm-registry.h"
#include "wm-render-card.h"
#include "wm-render-icons.h"

#define MARGIN 2.6 /* the coloured frame inside the trim line, mm */
/* The text's margin inside the cream panel, mm: the card's text box and
 * the words under an event's icon keep it on both sides. */
#define TEXT_INSET 3.0
#define PT_TO_MM (25.4 / 72.0)

static const WmRgb ink = { 0.16, 0.14, 0.12 };
static const WmRgb paper = { 0.985, 0.965, 0.915 };

void
wm_card_size (const WmDeck *deck, double *width_mm, double *height_mm)
{
  *width_mm = deck && deck->card_width > 0 ? deck->card_width : WM_CARD_DEFAULT_WIDTH;
  *height_mm = deck && deck->card_height > 0 ? deck->card_height : WM_CARD_DEFAULT_HEIGHT;
}

WmRgb
wm_card_deck_color (const WmVariant *variant, const WmDeck *deck, const WmCard *card)
{
  const char *character = card && card->character ? card->character : deck->character;
  const WmCharacter *c = character ? wm_variant_find_character (variant, character) : NULL;

  if (c != NULL)
    return wm_rgb_parse (c->color, (WmRgb){ 0.4, 0.4, 0.4 });
  switch (deck->kind)
    {
    case WM_DECK_COMMON_QUEST:
      return (WmRgb){ 0.20, 0.40, 0.63 };
    case WM_DECK_SIDE_QUEST:
      return (WmRgb){ 0.33, 0.53, 0.20 };
    case WM_DECK_PERSONAL_QUEST:
      return (WmRgb){ 0.55, 0.35, 0.2 };
    case WM_DECK_COMMON_MOVEMENT:
      return (WmRgb){ 0.45, 0.38, 0.30 };
    case WM_DECK_EVENT:
      return (WmRgb){ 0.52, 0.22, 0.28 };
    default:
      return (WmRgb){ 0.4, 0.4, 0.4 };
    }
}

/* Everything one card drawing needs. */
typedef struct
{
  cairo_t *cr;
  const WmVariant *variant;
  const WmDeck *deck;   /* NULL on a character's card */
  const WmCard *card;   /* NULL on a character's card */
  const WmText *name;   /* what the title band says */
  const char *id;       /* in the footer, and the title when there is no name */
  const char *lang, *fallback;
  double w, h;
  WmRgb color;
  gboolean draw; /* FALSE: laid out only, for the fitting */
  WmCardFit *fit; /* receives the labels cut; NULL on a back */
} CardCtx;

static const char *
tr (const CardCtx *c, const WmText *text)
{
  return wm_text_get (text, c->lang, c->fallback);
}

/* Set on a cairo context by wm_render_set_proof_marks (cr, FALSE). */
static const cairo_user_data_key_t no_proof_marks;

void
wm_render_set_proof_marks (cairo_t *cr, gboolean shown)
{
  cairo_set_user_data (cr, &no_proof_marks, shown ? NULL : (void *) &no_proof_marks, NULL);
}

/* A proof mark in the bottom right corner of a box: what is in it is cut.
 * Not on a finished print (wm_render_set_proof_marks ()). */
static void
proof_mark (cairo_t *cr, double right, double bottom, double size)
{
  if (cairo_get_user_data (cr, &no_proof_marks) != NULL)
    return;
  cairo_move_to (cr, right, bottom - size);
  cairo_line_to (cr, right, bottom);
  cairo_line_to (cr, right - size, bottom);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  cairo_fill (cr);
}

/* Shrinks @text from the maximum to the floor in half points until it fits
 * the box; at the floor it is drawn clipped and marked, and reported. */
static void
fit_text (const CardCtx *c, const char *text, double x, double y, double bw, double bh,
          gboolean draw, WmCardFit *fit)
{
  cairo_t *cr = c->cr;
  double pt = WM_CARD_TEXT_MAX_PT, needed = 0;

  fit->has_text = text != NULL && *text != '\0';
  fit->box_height = bh;
  if (!fit->has_text)
    return;
  for (;; pt -= 0.5)
    {
      needed = wm_text_height (cr, text, bw, pt * PT_TO_MM, FALSE);
      if (needed <= bh || pt - 0.5 < WM_CARD_TEXT_MIN_PT - 1e-9)
        break;
    }
  fit->font_pt = pt;
  fit->overflow = needed > bh + 1e-6;
  /* said to a tenth: what does not fit needs more than the box holds */
  fit->text_height = fit->overflow ? MAX (needed, round (bh * 10) / 10 + 0.1) : needed;
  if (!draw)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, x - 0.5, y - 0.2, bw + 1, bh + 0.4);
  cairo_clip (cr);
  wm_set_rgb (cr, ink);
  /* centred vertically when it fits with room to spare */
  wm_draw_text (cr, text, x, y + (fit->overflow ? 0 : (bh - needed) / 2), bw, pt * PT_TO_MM, FALSE,
                WM_ALIGN_CENTER);
  cairo_restore (cr);
  if (fit->overflow)
    proof_mark (cr, x + bw, y + bh, 3);
}

/* How a band sizes its name: from @max_pt to @min_pt, bold or not, in at
 * most @max_lines lines. */
typedef struct
{
  double max_pt, min_pt;
  int max_lines;
  gboolean bold;
} BandLimits;

static const BandLimits title_limits
    = { WM_CARD_NAME_MAX_PT, WM_CARD_NAME_MIN_PT, 2, TRUE };
/* one line, smaller rather than wrapped on narrow cards */
static const BandLimits footer_limits = { 6.0, 3.7, 1, FALSE };
/* The card's id, which playtesters read to pick cards for a reprint
 * (--card-ids): never under 6 pt, in full ink for greyscale lasers. */
#define FOOTER_ID_PT 6.5
static const BandLimits plate_limits = { 9.6, WM_CARD_NAME_MIN_PT, 3, TRUE };

#define STEP_PT 0.25

/* A band: where it is drawn, clipped, and the room its text has inside. */
typedef struct
{
  double x, y, w, h; /* the clip */
  double pad_x, pad_y;
  WmAlign align;
  const BandLimits *limits;
} Band;

static gboolean
try_band (const char *text, const Band *band, double pt, int max_lines, WmBandFit *fit)
{
  double width = band->w - 2 * band->pad_x;

  fit->font_pt = pt;
  fit->height = wm_text_wrap (text, width, pt / WM_MM_TO_PT, band->limits->bold, &fit->lines);
  return fit->lines <= max_lines && fit->height <= fit->band_height + 1e-6;
}

/* The largest size from the band's top size down to its floor at which
 * @text fits in @lines lines; FALSE (and @fit at the floor) when none does.
 * The top size, where most names fit, and the floor are tried first: a
 * name that does not fit there, the usual overflow, is not laid out again
 * at every size between (5000 letters took seconds each). */
static gboolean
fit_lines (const char *text, const Band *band, int lines, WmBandFit *fit)
{
  const BandLimits *lim = band->limits;

  if (try_band (text, band, lim->max_pt, lines, fit))
    return TRUE;
  if (!try_band (text, band, lim->min_pt, lines, fit))
    return FALSE;
  for (double pt = lim->max_pt - STEP_PT; pt > lim->min_pt; pt -= STEP_PT)
    if (try_band (text, band, pt, lines, fit))
      return TRUE;
  return try_band (text, band, lim->min_pt, lines, fit);
}

/* One line shrinking to the floor before more lines at a larger size (a
 * name reads best on one line); @fit keeps the floor's measure in the
 * band's lines when nothing fits. */
static void
fit_band (const char *text, const Band *band, WmBandFit *fit)
{
  memset (fit, 0, sizeof *fit);
  fit->band_height = band->h - 2 * band->pad_y;
  fit->max_lines = band->limits->max_lines;
  if (fit_lines (text, band, 1, fit)
      || (fit->max_lines > 1 && fit_lines (text, band, fit->max_lines, fit)))
    return;
  fit->overflow = TRUE;
}

/* Draws @text as fitted, in the current colour, never outside the band: a
 * name that overflows shows the band's lines ending in "…" and the mark. */
static void
draw_band (cairo_t *cr, const char *text, const Band *band, const WmBandFit *fit)
{
  int lines = MIN (fit->lines, fit->max_lines);
  double shown = fit->lines > 0 ? fit->height * lines / fit->lines : 0;
  double x = band->x + band->pad_x, width = band->w - 2 * band->pad_x;
  double y = band->y + band->pad_y + MAX (0, fit->band_height - shown) / 2;

  cairo_save (cr);
  cairo_rectangle (cr, band->x, band->y, band->w, band->h);
  cairo_clip (cr);
  wm_draw_text_lines (cr, text, x, y, width, fit->font_pt / WM_MM_TO_PT, band->limits->bold,
                      band->align, fit->max_lines);
  if (fit->overflow)
    proof_mark (cr, band->x + band->w, band->y + band->h, MIN (3, band->h / 2));
  cairo_restore (cr);
}

static void
draw_frame (const CardCtx *c, double bleed)
{
  cairo_t *cr = c->cr;

  cairo_rectangle (cr, -bleed, -bleed, c->w + 2 * bleed, c->h + 2 * bleed);
  wm_set_rgb (cr, c->color);
  cairo_fill (cr);
  wm_rounded_rect (cr, MARGIN, MARGIN, c->w - 2 * MARGIN, c->h - 2 * MARGIN, 2.2);
  wm_set_rgb (cr, paper);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, wm_rgb_mix (c->color, ink, 0.4));
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);
}

/* The title band at the top; @left leaves room for a bid seal. */
static Band
title_band (const CardCtx *c, double left)
{
  double x = MARGIN + 1.2 + left, y = MARGIN + 1.2;

  return (Band){ x, y, c->w - x - MARGIN - 1.2, 8.5, 1.5, 0.3, WM_ALIGN_CENTER, &title_limits };
}

/* The name shown in the title band: the id when there is none. */
static const char *
title_text (const CardCtx *c)
{
  const char *name = tr (c, c->name);

  return *name != '\0' ? name : c->id;
}

static void
draw_title (const CardCtx *c, const Band *band, const WmBandFit *fit)
{
  cairo_t *cr = c->cr;

  wm_rounded_rect (cr, band->x, band->y, band->w, band->h, 1.4);
  wm_set_rgb (cr, c->color);
  cairo_fill (cr);
  if (wm_rgb_luminance (c->color) > 0.55)
    wm_set_rgb (cr, ink);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  draw_band (cr, title_text (c), band, fit);
}

/* The footer's left part, beside the id. */
static Band
footer_band (double w, double h)
{
  return (Band){ MARGIN + 1, h - MARGIN - 4.2, w - 2 * MARGIN - 11, 3.4, 1, 0.4, WM_ALIGN_LEFT,
                 &footer_limits };
}

/* @left, the deck (or "Character"), at the left; @right, the card's id,
 * at the right, or nothing (NULL). */
static void
draw_footer (const CardCtx *c, const char *left, const char *right)
{
  cairo_t *cr = c->cr;
  Band band = footer_band (c->w, c->h);
  WmBandFit fit;

  fit_band (left, &band, &fit);
  wm_set_rgb (cr, ink);
  draw_band (cr, left, &band, &fit);
  if (right != NULL)
    wm_draw_text (cr, right, c->w - MARGIN - 2, c->h - MARGIN - 3.9, 0, FOOTER_ID_PT * PT_TO_MM,
                  TRUE, WM_ALIGN_RIGHT);
}

/* How a one-line label fits its room. */
typedef struct
{
  double size;   /* mm, the size drawn at */
  double width;  /* mm it needs at that size */
  double height; /* mm */
  gboolean cut;  /* wider than the room even at the smallest size */
} LabelFit;

/* A one-line name (a town's, a path type's) no wider than @room: smaller
 * down to 70 % of @size, then cut with "…" — cut where the one line the
 * label is drawn in would break, as wm_draw_text_lines () breaks it. */
static LabelFit
fit_label (const char *text, double room, double size, gboolean bold)
{
  LabelFit fit = { size, 0, 0, FALSE };
  int lines = 1;

  wm_measure_text (NULL, text, size, bold, &fit.width, &fit.height);
  if (fit.width > room)
    {
      fit.size = MAX (size * 0.7, size * room / fit.width);
      wm_measure_text (NULL, text, fit.size, bold, &fit.width, &fit.height);
      wm_text_wrap (text, room, fit.size, bold, &lines);
    }
  fit.cut = lines > 1;
  return fit;
}

/* fit_label () for a label that may take two lines where one does not
 * hold it: at @size when two lines hold it, else smaller down to 70 % on
 * two lines, then cut. */
static LabelFit
fit_label_two_lines (const char *text, double room, double size, gboolean bold)
{
  LabelFit fit = { size, 0, 0, FALSE };
  int lines = 1;
  double whole; /* its width on one line at @size */

  wm_measure_text (NULL, text, size, bold, &whole, &fit.height);
  fit.width = whole;
  if (whole <= room)
    return fit;
  /* smaller in steps of 5 %: where the words break decides, not the width */
  for (double scale = 1.0; scale > 0.7 - 1e-9; scale -= 0.05)
    {
      fit.size = size * scale;
      fit.height = wm_text_wrap (text, room, fit.size, bold, &lines);
      if (lines <= 2)
        break;
    }
  fit.cut = lines > 2;
  fit.width = whole * fit.size / size;
  return fit;
}

static void
record_label_cut (WmCardFit *fit, WmCardLabelKind kind, const char *id, const LabelFit *label,
                  double room)
{
  if (fit == NULL || fit->n_label_cuts >= WM_CARD_MAX_LABEL_CUTS)
    return;
  fit->label_cuts[fit->n_label_cuts++] = (WmLabelCut){ kind, id, label->size * WM_MM_TO_PT,
                                                       label->width, room };
}

/* A one-line name of @kind (@id's) at @x (its left, or its centre when
 * @align is WM_ALIGN_CENTER) and @cy, fitted to @room; a cut is recorded
 * in the card's fitting. Drawn in the current colour, when drawing; a cut
 * one ends in "…" and has the red mark of cut text in the corner of its
 * room, as a text box and a title band have. */
static void
fitted_label_lines (const CardCtx *c, WmCardLabelKind kind, const char *id, const char *text,
                    double x, double cy, double room, double size, gboolean bold, WmAlign align,
                    int max_lines)
{
  double left = align == WM_ALIGN_CENTER ? x - room / 2 : x;
  LabelFit fit;

  if (text == NULL || *text == '\0')
    return;
  fit = max_lines > 1 ? fit_label_two_lines (text, room, size, bold)
                      : fit_label (text, room, size, bold);
  if (fit.cut)
    record_label_cut (c->fit, kind, id, &fit, room * max_lines);
  if (!c->draw)
    return;
  wm_draw_text_lines (c->cr, text, left, cy - fit.height / 2, room, fit.size, bold, align,
                      max_lines);
  if (fit.cut)
    {
      /* the mark leaves the colour the caller set for the next label */
      cairo_save (c->cr);
      proof_mark (c->cr, left + room, cy + fit.height / 2, 2.5);
      cairo_restore (c->cr);
    }
}

static void
fitted_label (const CardCtx *c, WmCardLabelKind kind, const char *id, const char *text, double x,
              double cy, double room, double size, gboolean bold, WmAlign align)
{
  fitted_label_lines (c, kind, id, text, x, cy, room, size, bold, align, 1);
}

/* The room a label centred on @cx has on the card, on both sides alike. */
static double
label_room (const CardCtx *c, double cx)
{
  return 2 * MIN (cx - MARGIN - 1, c->w - MARGIN - 1 - cx);
}

/* The reward row: coin, then "+ movement card", "+ side quest". Returns its
 * width so callers can centre it. */
static void
draw_reward (const CardCtx *c, double cy)
{
  cairo_t *cr = c->cr;
  const WmReward *r = c->card->reward;
  double s = 8.5, gap = 2.5, total = 0, x;
  int n = 0;

  if (r == NULL)
    return;
  n = (r->gold > 0) + (r->movement > 0) + (r->side_quest > 0);
  if (n == 0)
    return;
  total = n * s + (n - 1) * (gap + 3);
  x = (c->w - total) / 2 + s / 2;
  for (int i = 0; i < 3; i++)
    {
      int amount = i == 0 ? r->gold : i == 1 ? r->movement : r->side_quest;
      if (amount <= 0)
        continue;
      if (x > (c->w - total) / 2 + s)
        {
          wm_set_rgb (cr, ink);
          wm_draw_label (cr, "+", x - s / 2 - (gap + 3) / 2, cy, 3.5, TRUE, 0, FALSE);
        }
      if (i == 0)
        wm_icon_coin (cr, x, cy, s, amount);
      else
        {
          if (i == 1)
            wm_icon_movement_card (cr, x, cy, s);
          else
            wm_icon_scroll (cr, x, cy, s);
          if (amount > 1)
            {
              char text[16];
              g_snprintf (text, sizeof text, "×%d", amount);
              wm_set_rgb (cr, ink);
              wm_draw_label (cr, text, x + s * 0.55, cy + s * 0.4, 2.4, TRUE, 0, TRUE);
            }
        }
      x += s + gap + 3;
    }
}

static void
draw_town_targets (const CardCtx *c, double top, double bottom)
{
  cairo_t *cr = c->cr;
  guint n = c->card->targets->len;
  double s = n > 1 ? 12 : 15, cy = top + (bottom - top) / 2 - 2.5;

  for (guint i = 0; i < n; i++)
    {
      const WmTarget *t = g_ptr_array_index (c->card->targets, i);
      const WmTown *town = wm_variant_find_town (c->variant, t->town);
      double cx = c->w / 2 + (n > 1 ? (i == 0 ? -1 : 1) * c->w * 0.22 : 0);

      if (c->draw)
        {
          wm_icon_town (cr, cx, cy, s, town);
          wm_set_rgb (cr, ink);
          if (i > 0)
            wm_draw_label (cr, "/", c->w / 2, cy, 5, TRUE, 0, FALSE);
        }
      /* two towns share the card's width */
      fitted_label (c, WM_CARD_LABEL_TOWN, t->town, town ? tr (c, &town->name) : t->town, cx,
                    cy + s / 2 + 3,
                    n > 1 ? MIN (label_room (c, cx), c->w * 0.42) : label_room (c, cx), 3.0, TRUE,
                    WM_ALIGN_CENTER);
    }
}

void
wm_render_task_icon (cairo_t *cr, const WmVariant *variant, const WmTask *task, double cx,
                     double cy, double s, WmRgb color)
{
  const char *type = task ? task->type : "";
  const WmBoard *board = &variant->board;

  if (g_strcmp0 (type, "visit-fort") == 0)
    wm_icon_named (cr, "castle", cx, cy, s, color);
  else if (g_strcmp0 (type, "visit-inn") == 0)
    wm_icon_named (cr, "inn", cx, cy, s, color);
  else if (g_strcmp0 (type, "visit-secret-place") == 0)
    wm_icon_named (cr, "secret", cx, cy, s, color);
  else if (g_strcmp0 (type, "visit-town") == 0)
    {
      const char *town_id = wm_effect_get_param (task, "town");
      wm_icon_town (cr, cx, cy - 2, s * 0.8,
                    town_id ? wm_variant_find_town (variant, town_id) : NULL);
    }
  else if (g_strcmp0 (type, "visit-town-view") == 0)
    wm_icon_region_corner (cr, cx, cy, s, board->cols, board->rows,
                           wm_corner_from_string (wm_effect_get_param (task, "corner")));
  else if (g_strcmp0 (type, "visit-town-other-region") == 0)
    /* "from" defaults to the current region, as the registry says */
    wm_icon_region_other (cr, cx, cy, s, board->cols, board->rows,
                          g_strcmp0 (wm_effect_get_param (task, "from"), "start") == 0);
  else if (g_strcmp0 (type, "visit-own-town") == 0)
    wm_icon_named (cr, "home", cx, cy, s, color);
  else if (g_strcmp0 (type, "visit-island") == 0)
    wm_icon_named (cr, "island", cx, cy, s, color);
  else if (g_strcmp0 (type, "cross-lake") == 0)
    wm_icon_named (cr, "lake", cx, cy, s, color);
  else
    wm_icon_named (cr, "secret", cx, cy, s, color);
}

/* The task's icon, the town a visit-town task names, and on a personal
 * quest whose quest it is. */
static void
draw_task (const CardCtx *c, double top, double bottom)
{
  cairo_t *cr = c->cr;
  const WmTask *task = c->card->tasks->len > 0 ? g_ptr_array_index (c->card->tasks, 0) : NULL;
  double cx = c->w / 2, cy = (top + bottom) / 2, s = MIN (16, bottom - top - 2);
  const char *character = c->card->character;
  const WmCharacter *ch = character ? wm_variant_find_character (c->variant, character) : NULL;
  WmRgb color = ch ? wm_rgb_parse (ch->color, c->color) : c->color;

  if (c->draw)
    wm_render_task_icon (cr, c->variant, task, cx, cy, s, color);
  if (task != NULL && g_strcmp0 (task->type, "visit-town") == 0)
    {
      const char *town_id = wm_effect_get_param (task, "town");
      const WmTown *town = town_id ? wm_variant_find_town (c->variant, town_id) : NULL;
      if (c->draw)
        wm_set_rgb (cr, ink);
      fitted_label (c, WM_CARD_LABEL_TOWN, town_id, town ? tr (c, &town->name) : "", cx,
                    cy + s * 0.4 + 1.5, label_room (c, cx), 3.0, TRUE, WM_ALIGN_CENTER);
    }
  if (ch != NULL && c->deck->kind == WM_DECK_PERSONAL_QUEST)
    {
      /* whose quest it is */
      if (c->draw)
        wm_set_rgb (cr, wm_rgb_mix (color, ink, 0.3));
      fitted_label (c, WM_CARD_LABEL_CHARACTER, ch->id, tr (c, &ch->name), cx, bottom - 1.2,
                    label_room (c, cx), 2.6, TRUE, WM_ALIGN_CENTER);
    }
}

static void
draw_movement (const CardCtx *c, double top, double bottom)
{
  cairo_t *cr = c->cr;
  const WmCard *card = c->card;
  int n_paths = card->paths ? g_strv_length (card->paths) : 0;
  /* the compass and the path types side by side, the steps in a row below */
  double steps_h = card->steps > 0 ? 11 : 0;
  double mid = (top + bottom - steps_h) / 2;
  double s = MIN (MIN (30, bottom - top - steps_h - 2),
                  card->n_arrows > 0 && n_paths > 0 ? c->w * 0.46 : c->w * 0.6);
  double pw = MIN (15, c->w * 0.26);
  double px = card->n_arrows > 0 ? c->w * 0.78 : c->w / 2;
  double row = MIN (10.0, (bottom - top - steps_h - 4) / MAX (n_paths, 1));

  if (card->n_arrows > 0 && c->draw)
    wm_icon_arrows (cr, n_paths > 0 ? MIN (c->w * 0.36, px - pw / 2 - s / 2 - 1) : c->w / 2, mid, s,
                    card->arrows, card->n_arrows);
  for (int i = 0; i < n_paths; i++)
    {
      const WmPathType *pt = wm_variant_find_path_type (c->variant, card->paths[i]);
      double y = mid - 1.5 - (n_paths - 1) * row / 2 + i * row;
      if (c->draw)
        {
          wm_icon_path_type (cr, px, y, pw, pt);
          wm_set_rgb (cr, ink);
        }
      fitted_label (c, WM_CARD_LABEL_PATH_TYPE, card->paths[i],
                    pt ? tr (c, &pt->name) : card->paths[i], px, y + 4.2, label_room (c, px), 2.6,
                    FALSE, WM_ALIGN_CENTER);
    }
  if (card->steps > 0 && c->draw)
    {
      /* a band across the card: boots and the number of moves */
      wm_rounded_rect (cr, c->w / 2 - 12, bottom - steps_h + 1, 24, steps_h - 2, 2);
      wm_set_rgba (cr, c->color, 0.14);
      cairo_fill (cr);
      wm_icon_steps (cr, c->w / 2 - 4, bottom - steps_h / 2, 7.5, card->steps);
    }
}

/* When an event is in force, in words under its icon: the sun alone reads
 * as weather. */
static const char *
event_scope_words (const CardCtx *c, WmScope scope)
{
  switch (scope)
    {
    case WM_SCOPE_DAY:
      return wm_render_gettext (c->lang, gettext_noop ("For the whole day"));
    case WM_SCOPE_INTRIGUE:
      return wm_render_gettext (c->lang, gettext_noop ("In the phase of your highwayman marker"));
    default:
      return wm_render_gettext (c->lang, gettext_noop ("Always"));
    }
}

/* The icon of the first effect's scope and under it the words for it;
 * laid out when only checked too (the words are fitted as a label). */
static void
draw_event (const CardCtx *c, double top, double bottom)
{
  const WmEffect *e = c->card->effects->len > 0 ? g_ptr_array_index (c->card->effects, 0) : NULL;
  WmScope scope = e ? e->scope : WM_SCOPE_DAY;
  const char *icon = scope == WM_SCOPE_DAY ? "sun" : scope == WM_SCOPE_INTRIGUE ? "mask" : "always";
  const char *words = event_scope_words (c, scope);
  double s = MIN (10, bottom - top - 5);

  if (c->draw)
    {
      wm_icon_named (c->cr, icon, c->w / 2, top + 0.5 + s / 2, s, c->color);
      wm_set_rgb (c->cr, ink);
    }
  /* two lines where one does not hold it: "In der Tageszeit deines
   * Intrigemarkers mit dem Wegelagerer", the card texts' words, inside
   * the text's margins (review l, s3: it ran from one edge of the panel
   * to the other), measured at that width too */
  fitted_label_lines (c, WM_CARD_LABEL_SCOPE, words, words, c->w / 2, bottom - 2.3,
                      c->w - 2 * (MARGIN + TEXT_INSET), 2.8, TRUE, WM_ALIGN_CENTER, 2);
}

/* What an event's or ability's card says it does in its language: the
 * designer's text; a card with no text in any language says its effects
 * in words (the Decks table's summary, wm_effect_describe ()), one a
 * line, in the print language, rather than show an icon alone. */
static char *
effects_text (const CardCtx *c, const WmText *text, const GPtrArray *effects)
{
  GString *out;

  if (!wm_text_is_empty (text) || effects == NULL || effects->len == 0)
    return g_strdup (tr (c, text));
  out = g_string_new (NULL);
  for (guint i = 0; i < effects->len; i++)
    {
      g_autofree char *one
          = wm_effect_describe (c->variant, g_ptr_array_index (effects, i), FALSE, c->lang, c->lang);
      g_string_append_printf (out, "%s%s", i ? "\n" : "", one);
    }
  return g_string_free (out, FALSE);
}

/* The languages and the size of a drawing (@deck NULL: a character's
 * card, of the default size). */
static void
begin (CardCtx *c, const WmDeck *deck, const char *lang)
{
  c->fallback = wm_variant_fallback_language (c->variant);
  c->lang = lang ? lang : c->fallback;
  wm_card_size (deck, &c->w, &c->h);
}

/* Somewhere to lay text out without output; cairo_destroy () frees it. */
static cairo_t *
scratch_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  return cr;
}

/* Where a movement card's text box starts: under its arrows, path types
 * and steps, which take the whole card down to the footer without text. */
static double
movement_text_top (const CardCtx *c, const char *text)
{
  return *text ? c->h * 0.68 : c->h - MARGIN - 5;
}

static void
card_front (cairo_t *cr, const WmVariant *variant, const WmDeck *deck, const WmCard *card,
            const char *lang, double bleed, gboolean draw, WmCardFit *fit)
{
  CardCtx c = { .cr = cr, .variant = variant, .deck = deck, .card = card, .name = &card->name,
                .id = card->id, .draw = draw };
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  g_autofree char *text = NULL;
  const char *deck_name;
  double top = MARGIN + 11, text_top, text_bottom, bx = MARGIN + TEXT_INSET;
  gboolean movement = deck->kind == WM_DECK_MOVEMENT || deck->kind == WM_DECK_COMMON_MOVEMENT;
  WmCardFit local;
  Band title;

  if (fit == NULL)
    fit = &local;
  memset (fit, 0, sizeof *fit);
  c.fit = fit;
  begin (&c, deck, lang);
  c.color = wm_card_deck_color (variant, deck, card);
  text = deck->kind == WM_DECK_EVENT ? effects_text (&c, &card->text, card->effects)
                                     : g_strdup (tr (&c, &card->text));
  title = title_band (&c, movement ? 10.5 : 0);
  fit_band (title_text (&c), &title, &fit->name);

  /* where the text box goes depends on how much the kind draws above it */
  text_bottom = c.h - MARGIN - 5;
  if (deck->kind == WM_DECK_EVENT)
    text_top = top + 16;
  else if (movement)
    text_top = movement_text_top (&c, text);
  else
    text_top = top + c.h * 0.36, text_bottom = c.h - MARGIN - 15;

  if (draw)
    {
      draw_frame (&c, bleed);
      draw_title (&c, &title, &fit->name);
      if (movement)
        wm_icon_bid (cr, MARGIN + 6.2, MARGIN + 5.8, 11, card->bid, c.color);
    }
  /* laid out when only checked too, for the names in it */
  switch (deck->kind)
    {
    case WM_DECK_COMMON_QUEST:
      draw_town_targets (&c, top, text_top);
      break;
    case WM_DECK_SIDE_QUEST:
    case WM_DECK_PERSONAL_QUEST:
      draw_task (&c, top, text_top);
      break;
    case WM_DECK_EVENT:
      draw_event (&c, top, text_top);
      break;
    default:
      draw_movement (&c, top + 2, text_top);
      break;
    }
  if (draw)
    {
      if (!movement && deck->kind != WM_DECK_EVENT)
        draw_reward (&c, c.h - MARGIN - 10);
      deck_name = tr (&c, &deck->name);
      draw_footer (&c, *deck_name ? deck_name : spec ? spec->title : "", c.id);
    }
  fit_text (&c, text, bx, text_top, c.w - 2 * bx, text_bottom - text_top - 0.5, draw, fit);
}

void
wm_render_card_front (cairo_t *cr, const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                      const char *lang, double bleed, WmCardFit *fit)
{
  cairo_save (cr);
  card_front (cr, variant, deck, card, lang, bleed, TRUE, fit);
  cairo_restore (cr);
}

void
wm_card_check_text (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                    const char *lang, WmCardFit *fit)
{
  cairo_t *cr = scratch_context ();

  card_front (cr, variant, deck, card, lang, 0, FALSE, fit);
  cairo_destroy (cr);
}

/* ---- a character's card ------------------------------------------------------ */

/* The character's home town: its icon and its name on one line beside it
 * (two would run into the quest slots), fitted as a card's town names. */
static void
draw_home (const CardCtx *c, const WmCharacter *ch, double cy)
{
  const WmTown *town = ch->start_town ? wm_variant_find_town (c->variant, ch->start_town) : NULL;
  const char *name = town ? tr (c, &town->name) : ch->start_town ? ch->start_town : "";

  if (c->draw)
    {
      wm_icon_town (c->cr, MARGIN + 9, cy, 9, town);
      wm_set_rgb (c->cr, ink);
    }
  fitted_label (c, WM_CARD_LABEL_TOWN, ch->start_town, name, MARGIN + 15.5, cy,
                c->w - 2 * MARGIN - 17, 3.0, TRUE, WM_ALIGN_LEFT);
}

/* A slot: a box with a dot per kind of quest it holds, in the colours of
 * those quests' cards; dashed when covered at the start. */
static void
draw_slots (const CardCtx *c, const WmCharacter *ch, double cy)
{
  cairo_t *cr = c->cr;
  static const WmDeckKind kinds[] = { WM_DECK_PERSONAL_QUEST, WM_DECK_COMMON_QUEST,
                                      WM_DECK_SIDE_QUEST };
  static const WmSlotAccepts accepts[] = { WM_SLOT_PERSONAL, WM_SLOT_COMMON, WM_SLOT_SIDE };
  guint n = ch->slots->len;
  double bw = n > 0 ? MIN (10.5, (c->w - 2 * MARGIN - 6 - (n - 1) * 1.5) / n) : 0;
  double x = (c->w - n * bw - (n > 0 ? (n - 1) * 1.5 : 0)) / 2;

  for (guint i = 0; i < n; i++, x += bw + 1.5)
    {
      const WmSlot *slot = g_ptr_array_index (ch->slots, i);
      WmDeck probe = { 0 };
      double dx = x + bw / 2 - 2.2;

      wm_rounded_rect (cr, x, cy - 3.5, bw, 7, 1);
      wm_set_rgba (cr, c->color, 0.10);
      cairo_fill_preserve (cr);
      wm_set_rgb (cr, wm_rgb_mix (c->color, ink, 0.4));
      cairo_set_line_width (cr, 0.3);
      if (slot->covered)
        cairo_set_dash (cr, (double[]){ 0.8, 0.6 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      for (int k = 0; k < 3; k++)
        if (slot->accepts & accepts[k])
          {
            probe.kind = kinds[k];
            cairo_arc (cr, dx + k * 2.2, cy, 0.85, 0, 2 * G_PI);
            wm_set_rgb (cr, wm_card_deck_color (c->variant, &probe, NULL));
            cairo_fill (cr);
          }
    }
}

/* The weapon track: per step the gold it pays (0 written out: a blank
 * coin read as one gold), and under it what it brings. */
static void
draw_weapons (const CardCtx *c, const WmCharacter *ch, double cy)
{
  cairo_t *cr = c->cr;
  guint n = ch->weapons->len;
  double step = n > 0 ? MIN (11, (c->w - 2 * MARGIN - 6) / n) : 0;
  double x = (c->w - n * step) / 2 + step / 2;
  double s = MIN (7, step - 1.5);

  for (guint i = 0; i < n; i++, x += step)
    {
      const WmWeaponStep *w = g_ptr_array_index (ch->weapons, i);
      WmDeck probe = { .kind = WM_DECK_COMMON_QUEST };

      wm_icon_coin_paying (cr, x, cy - 2.5, s, w->gold);
      switch (w->reward)
        {
        case WM_WEAPON_REWARD_SIDE_QUEST:
          wm_icon_scroll (cr, x, cy + s / 2 + 1.5, s * 0.7);
          break;
        case WM_WEAPON_REWARD_MOVEMENT:
          wm_icon_movement_card (cr, x, cy + s / 2 + 1.5, s * 0.7);
          break;
        case WM_WEAPON_REWARD_COMMON_QUEST:
          wm_rounded_rect (cr, x - s * 0.25, cy + s / 2 + 1.5 - s * 0.35, s * 0.5, s * 0.7, 0.5);
          wm_set_rgb (cr, wm_card_deck_color (c->variant, &probe, NULL));
          cairo_fill (cr);
          break;
        default:
          break;
        }
    }
}

static void
character_front (cairo_t *cr, const WmVariant *variant, const WmCharacter *ch, const char *lang,
                 double bleed, gboolean draw, WmCardFit *fit)
{
  CardCtx c = { .cr = cr, .variant = variant, .name = &ch->name, .id = ch->id, .draw = draw };
  double top = MARGIN + 11, text_top, text_bottom, bx = MARGIN + TEXT_INSET;
  g_autofree char *text = NULL;
  WmCardFit local;
  Band title;

  if (fit == NULL)
    fit = &local;
  memset (fit, 0, sizeof *fit);
  c.fit = fit;
  begin (&c, NULL, lang);
  text = effects_text (&c, &ch->text, ch->effects);
  c.color = wm_rgb_parse (ch->color, (WmRgb){ 0.4, 0.4, 0.4 });
  title = title_band (&c, 0);
  fit_band (title_text (&c), &title, &fit->name);
  text_top = top + 36;
  text_bottom = c.h - MARGIN - 5;
  if (draw)
    draw_frame (&c, bleed);
  draw_home (&c, ch, top + 6);
  if (draw)
    {
      draw_title (&c, &title, &fit->name);
      draw_slots (&c, ch, top + 16.5);
      draw_weapons (&c, ch, top + 28);
      /* Nothing at the right: the character's name is the title (its id
       * when it has none), and its id, an English colour word ("green"),
       * told a player nothing. */
      draw_footer (&c, wm_render_gettext (c.lang, gettext_noop ("Character")), NULL);
    }
  fit_text (&c, text, bx, text_top, c.w - 2 * bx, text_bottom - text_top - 0.5,
            draw, fit);
}

void
wm_render_character_front (cairo_t *cr, const WmVariant *variant, const WmCharacter *character,
                           const char *lang, double bleed, WmCardFit *fit)
{
  g_return_if_fail (cr != NULL && variant != NULL && character != NULL);
  cairo_save (cr);
  character_front (cr, variant, character, lang, bleed, TRUE, fit);
  cairo_restore (cr);
}

void
wm_character_check_text (const WmVariant *variant, const WmCharacter *character, const char *lang,
                         WmCardFit *fit)
{
  cairo_t *cr;

  g_return_if_fail (variant != NULL && character != NULL && fit != NULL);
  cr = scratch_context ();
  character_front (cr, variant, character, lang, 0, FALSE, fit);
  cairo_destroy (cr);
}

/* The two printed towns of a region (side A), for common quest backs. */
static int
region_towns (const WmVariant *variant, const char *region_id, const WmTown **towns, int max)
{
  const WmRegion *region = region_id ? wm_variant_find_region (variant, region_id) : NULL;
  int n = 0;

  if (region == NULL || region->sides[0] == NULL)
    return 0;
  for (guint i = 0; i < region->sides[0]->spaces->len && n < max; i++)
    {
      const WmSpace *sp = g_ptr_array_index (region->sides[0]->spaces, i);
      const WmTown *town = sp->town ? wm_variant_find_town (variant, sp->town) : NULL;
      if (town != NULL)
        towns[n++] = town;
    }
  return n;
}

/* The plate on a back that holds its name. */
static Band
plate_band (double w, double h)
{
  return (Band){ 7, h * 0.62, w - 14, h * 0.2, 2, 0.8, WM_ALIGN_CENTER, &plate_limits };
}

/* The size of a town's name on a back, in mm. */
#define BACK_TOWN_SIZE 2.8

/* The room of a town's name on a back @w mm wide showing @n_towns: no
 * wider than half the card when two share it. */
static double
back_town_room (double w, int n_towns)
{
  return n_towns > 1 ? w * 0.4 - 2.4 : w - 2 * MARGIN - 4.4;
}

/* An ink-saving back's ground: white, framed in @c's colour. */
static void
back_outline (CardCtx *c)
{
  wm_rounded_rect (c->cr, MARGIN / 2, MARGIN / 2, c->w - MARGIN, c->h - MARGIN, 2.6);
  wm_set_rgb (c->cr, c->color);
  cairo_set_line_width (c->cr, 1.2);
  cairo_stroke (c->cr);
}

/* A back's ground: @c's colour over the card and its bleed, and a weave
 * in it on the inner panel. */
static void
back_weave (CardCtx *c, double bleed)
{
  cairo_t *cr = c->cr;
  WmRgb light = wm_rgb_mix (c->color, (WmRgb){ 1, 1, 1 }, 0.2);

  cairo_rectangle (cr, -bleed, -bleed, c->w + 2 * bleed, c->h + 2 * bleed);
  wm_set_rgb (cr, c->color);
  cairo_fill (cr);
  /* a diagonal weave, clipped to the inner panel */
  wm_rounded_rect (cr, MARGIN, MARGIN, c->w - 2 * MARGIN, c->h - 2 * MARGIN, 2.2);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  wm_set_rgb (cr, light);
  cairo_fill (cr);
  for (double d = -c->h; d < c->w + c->h; d += 4)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + c->h, c->h);
      cairo_move_to (cr, d, c->h);
      cairo_line_to (cr, d + c->h, 0);
    }
  wm_set_rgb (cr, c->color);
  cairo_set_line_width (cr, 0.35);
  cairo_stroke (cr);
  cairo_restore (cr);
  wm_rounded_rect (cr, MARGIN, MARGIN, c->w - 2 * MARGIN, c->h - 2 * MARGIN, 2.2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.5);
  cairo_stroke (cr);
}

/* A back: the weave in @c's colour (with @light, only a frame in it), a
 * plate with @title, and @towns (a common-quest deck's region) or a
 * compass star as the emblem. */
static void
card_back (CardCtx *c, double bleed, gboolean light, const char *title, const WmTown **towns,
           int n_towns)
{
  cairo_t *cr = c->cr;

  cairo_save (cr);
  if (light)
    back_outline (c);
  else
    back_weave (c, bleed);

  /* a plate with the name */
  wm_rounded_rect (cr, 7, c->h * 0.62, c->w - 14, c->h * 0.2, 2);
  wm_set_rgb (cr, paper);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);
  {
    Band plate = plate_band (c->w, c->h);
    WmBandFit fit;

    fit_band (title, &plate, &fit);
    wm_set_rgb (cr, ink);
    draw_band (cr, title, &plate, &fit);
  }
  if (n_towns > 0)
    for (int i = 0; i < n_towns; i++)
      {
        double cx = c->w / 2 + (n_towns > 1 ? (i ? 1 : -1) * c->w * 0.2 : 0), cy = c->h * 0.33;
        cairo_new_sub_path (cr);
        cairo_arc (cr, cx, cy, 9, 0, 2 * G_PI);
        wm_set_rgb (cr, paper);
        cairo_fill (cr);
        const char *name = tr (c, &towns[i]->name);
        double room = back_town_room (c->w, n_towns), tw, th;

        wm_icon_town (cr, cx, cy, 11, towns[i]);
        /* the name on a small plate, readable over the weave; a long
         * name no wider than half the card (two share it) */
        wm_measure_text (cr, name, BACK_TOWN_SIZE, TRUE, &tw, &th);
        if (tw > room)
          tw = room, wm_measure_text (cr, "…", BACK_TOWN_SIZE, TRUE, NULL, &th);
        wm_rounded_rect (cr, cx - tw / 2 - 1.2, cy + 10.2, tw + 2.4, th + 0.6, 1);
        wm_set_rgb (cr, paper);
        cairo_fill (cr);
        wm_set_rgb (cr, ink);
        fitted_label (c, WM_CARD_LABEL_TOWN, towns[i]->id, name, cx, cy + 10.5 + th / 2, room,
                      BACK_TOWN_SIZE, TRUE, WM_ALIGN_CENTER);
      }
  else
    {
      /* a compass star as the emblem */
      double cx = c->w / 2, cy = c->h * 0.33;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, 13, 0, 2 * G_PI);
      wm_set_rgb (cr, paper);
      cairo_fill (cr);
      for (int i = 0; i < 16; i++)
        {
          double a = i * G_PI / 8 - G_PI / 2, r = i % 4 == 0 ? 11.5 : i % 2 == 0 ? 7 : 5;
          if (i == 0)
            cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
          else
            cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
          a += G_PI / 16;
          cairo_line_to (cr, cx + 2.2 * cos (a), cy + 2.2 * sin (a));
        }
      cairo_close_path (cr);
      wm_set_rgb (cr, c->color);
      cairo_fill_preserve (cr);
      wm_set_rgb (cr, ink);
      cairo_set_line_width (cr, 0.3);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
wm_render_card_back (cairo_t *cr, const WmVariant *variant, const WmDeck *deck, const char *lang,
                     double bleed, gboolean light)
{
  CardCtx c = { .cr = cr, .variant = variant, .deck = deck, .name = &deck->name, .id = deck->id,
                .draw = TRUE };
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  const WmTown *towns[4];
  const char *title;
  int n_towns;

  begin (&c, deck, lang);
  c.color = wm_card_deck_color (variant, deck, NULL);
  title = tr (&c, &deck->name);
  if (*title == '\0')
    title = spec ? spec->title : deck->id;
  n_towns = deck->kind == WM_DECK_COMMON_QUEST ? region_towns (variant, deck->region, towns, 2) : 0;
  card_back (&c, bleed, light, title, towns, n_towns);
}

void
wm_render_character_back (cairo_t *cr, const WmVariant *variant, const WmCharacter *character,
                          const char *lang, double bleed, gboolean light)
{
  CardCtx c = { .cr = cr, .variant = variant, .name = &character->name, .id = character->id,
                .draw = TRUE };
  const char *title;

  g_return_if_fail (cr != NULL && variant != NULL && character != NULL);
  begin (&c, NULL, lang);
  c.color = wm_rgb_parse (character->color, (WmRgb){ 0.4, 0.4, 0.4 });
  title = tr (&c, &character->name);
  card_back (&c, bleed, light, *title ? title : character->id, NULL, 0);
}

gboolean
wm_card_fit_cut (const WmCardFit *fit)
{
  return fit->overflow || fit->name.overflow || fit->n_label_cuts > 0;
}

int
wm_deck_check_back_labels (const WmVariant *variant, const WmDeck *deck, const char *lang,
                           WmLabelCut *cuts, int max)
{
  const WmTown *towns[2];
  const char *fallback = wm_variant_fallback_language (variant);
  int n_towns, n = 0;
  double w, h;

  if (deck->kind != WM_DECK_COMMON_QUEST)
    return 0;
  wm_card_size (deck, &w, &h);
  n_towns = region_towns (variant, deck->region, towns, 2);
  for (int i = 0; i < n_towns && n < max; i++)
    {
      double room = back_town_room (w, n_towns);
      LabelFit fit = fit_label (wm_text_get (&towns[i]->name, lang ? lang : fallback, fallback),
                                room, BACK_TOWN_SIZE, TRUE);
      if (fit.cut)
        cuts[n++] = (WmLabelCut){ WM_CARD_LABEL_TOWN, towns[i]->id, fit.size * WM_MM_TO_PT,
                                  fit.width, room };
    }
  return n;
}

gboolean
wm_deck_cut (const WmVariant *variant, const WmDeck *deck, const char *lang)
{
  WmBandFit footer, back;
  WmLabelCut cut;

  wm_deck_check_name (variant, deck, lang, &footer, &back);
  return footer.overflow || back.overflow
         || wm_deck_check_back_labels (variant, deck, lang, &cut, 1) > 0;
}

void
wm_deck_check_name (const WmVariant *variant, const WmDeck *deck, const char *lang,
                    WmBandFit *footer, WmBandFit *back)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  const char *fallback = wm_variant_fallback_language (variant);
  const char *name = wm_text_get (&deck->name, lang ? lang : fallback, fallback);
  Band band;
  double w, h;

  wm_card_size (deck, &w, &h);
  /* the footer falls back to the kind's title, the back to it or the id */
  band = footer_band (w, h);
  fit_band (*name ? name : spec ? spec->title : "", &band, footer);
  band = plate_band (w, h);
  fit_band (*name ? name : spec ? spec->title : deck->id, &band, back);
}

/* card-label-overflow for @cut on card @id in @lang. */
static void
report_label_cut (WmDiagnostics *diags, const WmLabelCut *cut, int line, const char *where,
                  const char *id, const char *lang)
{
  /* "in English", as the validator's other messages name a language */
  g_autofree char *in = wm_locale_language_in_sentence (lang);
  static const char *const said[] = {
    [WM_CARD_LABEL_TOWN] = N_ ("the name of town “%s” on card “%s” in %s does not fit: it "
                               "needs %.1f mm at %.1f pt and has %.1f mm; it is cut"),
    [WM_CARD_LABEL_PATH_TYPE] = N_ ("the name of path type “%s” on card “%s” in %s does not "
                                    "fit: it needs %.1f mm at %.1f pt and has %.1f mm; it is "
                                    "cut"),
    [WM_CARD_LABEL_CHARACTER] = N_ ("the name of character “%s” on card “%s” in %s does not "
                                    "fit: it needs %.1f mm at %.1f pt and has %.1f mm; it is "
                                    "cut"),
    [WM_CARD_LABEL_SCOPE] = N_ ("“%s” under the icon of event card “%s” in %s does not fit: "
                                "it needs %.1f mm at %.1f pt and has %.1f mm; it is cut"),
  };

  wm_diagnostics_add (diags, WM_SEVERITY_WARNING, line, where, "card-label-overflow",
                      _(said[cut->kind]), cut->id, id, in, cut->width, cut->font_pt,
                      cut->room);
}

/* card-text-overflow, card-name-overflow and card-label-overflow for one
 * card's face in @lang; a character's card (@character) in sentences of
 * its own. */
static void
report_face (WmDiagnostics *diags, const WmCardFit *fit, int line, const char *where,
             gboolean character, const char *id, const char *lang)
{
  /* "in English", as the validator's other messages name a language
   * (card-name-duplicate, effect-text-number), not "in “en”" */
  g_autofree char *in = wm_locale_language_in_sentence (lang);

  if (fit->overflow)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, line, where, "card-text-overflow",
                        character ? _("the ability text of character “%s” in %s does not "
                                      "fit: it needs %.1f mm at %.1f pt and the box holds "
                                      "%.1f mm")
                                  : _("the text of card “%s” in %s does not fit: it needs "
                                      "%.1f mm at %.1f pt and the box holds %.1f mm"),
                        id, in, fit->text_height, fit->font_pt, fit->box_height);
  if (fit->name.overflow)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, line, where, "card-name-overflow",
                        character ? _("the name of character “%s” in %s does not fit the "
                                      "title band of its card: it needs %d lines at %.1f pt "
                                      "and the band holds %d; it is cut")
                                  : _("the name of card “%s” in %s does not fit its title "
                                      "band: it needs %d lines at %.1f pt and the band holds "
                                      "%d; it is cut"),
                        id, in, fit->name.lines, fit->name.font_pt, fit->name.max_lines);
  for (int i = 0; i < fit->n_label_cuts; i++)
    if (character)
      /* a character's card names one town, its home */
      wm_diagnostics_add (diags, WM_SEVERITY_WARNING, line, where, "card-label-overflow",
                          _("the name of town “%s” on the card of character “%s” in %s does "
                            "not fit: it needs %.1f mm at %.1f pt and has %.1f mm; it is cut"),
                          fit->label_cuts[i].id, id, in, fit->label_cuts[i].width,
                          fit->label_cuts[i].font_pt, fit->label_cuts[i].room);
    else
      report_label_cut (diags, &fit->label_cuts[i], line, where, id, lang);
}

void
wm_card_face_diagnostics (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                          const char *lang, WmDiagnostics *diags)
{
  g_autofree char *where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);
  WmCardFit fit;

  wm_card_check_text (variant, deck, card, lang, &fit);
  report_face (diags, &fit, card->line, where, FALSE, card->id, lang);
}

void
wm_character_face_diagnostics (const WmVariant *variant, const WmCharacter *character,
                               const char *lang, WmDiagnostics *diags)
{
  g_autofree char *where = g_strdup_printf ("character %s", character->id);
  WmCardFit fit;

  wm_character_check_text (variant, character, lang, &fit);
  report_face (diags, &fit, character->line, where, TRUE, character->id, lang);
}

/* card-label-overflow for the town names cut on @deck's back in @lang. */
static void
report_back_labels (const WmVariant *variant, const WmDeck *deck, const char *lang,
                    const char *where, WmDiagnostics *diags)
{
  WmLabelCut cuts[2];
  int n = wm_deck_check_back_labels (variant, deck, lang, cuts, G_N_ELEMENTS (cuts));
  g_autofree char *in = wm_locale_language_in_sentence (lang);

  for (int i = 0; i < n; i++)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, deck->line, where, "card-label-overflow",
                        _("the name of town “%s” on the back of deck “%s” in %s does not fit: "
                          "it needs %.1f mm at %.1f pt and has %.1f mm; it is cut"),
                        cuts[i].id, deck->id, in, cuts[i].width, cuts[i].font_pt,
                        cuts[i].room);
}

void
wm_deck_name_diagnostics (const WmVariant *variant, const WmDeck *deck, const char *lang,
                          WmCardSides sides, WmDiagnostics *diags)
{
  g_autofree char *where = g_strdup_printf ("deck %s", deck->id);
  g_autofree char *in = wm_locale_language_in_sentence (lang);
  WmBandFit footer, back;

  wm_deck_check_name (variant, deck, lang, &footer, &back);
  if (footer.overflow && (sides & WM_CARD_SIDE_FRONT))
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, deck->line, where, "deck-name-overflow",
                        _("the name of deck “%s” in %s does not fit the footer of its cards "
                          "even at %.1f pt; it is cut"),
                        deck->id, in, footer.font_pt);
  if (back.overflow && (sides & WM_CARD_SIDE_BACK))
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, deck->line, where, "deck-name-overflow",
                        _("the name of deck “%s” in %s does not fit the plate on its back: "
                          "it needs %d lines at %.1f pt and the plate holds %d; it is cut"),
                        deck->id, in, back.lines, back.font_pt, back.max_lines);
  if (sides & WM_CARD_SIDE_BACK)
    report_back_labels (variant, deck, lang, where, diags);
}

static void
report_deck (WmDiagnostics *diags, const WmVariant *variant, const WmDeck *deck)
{
  char **languages = variant->info.languages;

  for (int l = 0; languages != NULL && languages[l] != NULL; l++)
    wm_deck_name_diagnostics (variant, deck, languages[l], WM_CARD_SIDE_FRONT | WM_CARD_SIDE_BACK,
                              diags);
  for (guint c = 0; c < deck->cards->len; c++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, c);
      for (int l = 0; languages != NULL && languages[l] != NULL; l++)
        wm_card_face_diagnostics (variant, deck, card, languages[l], diags);
    }
}

void
wm_card_check_text_diagnostics (const WmVariant *variant, WmDiagnostics *diags)
{
  char **languages = variant->info.languages;

  g_return_if_fail (variant != NULL && diags != NULL);

  for (guint d = 0; d < variant->decks->len; d++)
    report_deck (diags, variant, g_ptr_array_index (variant->decks, d));
  for (guint i = 0; i < variant->characters->len; i++)
    for (int l = 0; languages != NULL && languages[l] != NULL; l++)
      wm_character_face_diagnostics (variant, g_ptr_array_index (variant->characters, i),
                                     languages[l], diags);
}
