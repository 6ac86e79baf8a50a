#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "wm-print-assembly.h"
#include "wm-render-icons.h"
#include "wm-render-map.h"
#include "wm-render-util.h"
#include "wm-way-geometry.h"

#define TR(lang, msgid) wm_render_gettext (lang, msgid)

static const WmRgb ink = { 0.16, 0.14, 0.12 };
static const WmRgb highwayman = { 0.12, 0.12, 0.14 };

struct _WmAssemblySheet
{
  WmVariant *variant; /* a reference */
  WmMap *map;
};

WmAssemblySheet *
wm_assembly_sheet_new (const WmVariant *variant, const char *spec, GError **error)
{
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (WmDiagnostics) problems = NULL;
  WmAssemblySheet *sheet;
  WmMap *map;

  g_return_val_if_fail (variant != NULL, NULL);
  arrangement = spec != NULL ? wm_arrangement_parse (variant, spec, error)
                             : wm_arrangement_default (variant, variant->options.variable_setup);
  if (arrangement == NULL)
    return NULL;
  problems = wm_diagnostics_new (NULL);
  map = wm_map_build ((WmVariant *) variant, arrangement, problems);
  if (map == NULL)
    {
      const WmDiagnostic *d = wm_diagnostics_count (problems) > 0
                                  ? wm_diagnostics_get (problems, 0)
                                  : NULL;
      g_set_error (error, WM_ARRANGEMENT_ERROR, 0, "%s",
                   d ? d->message : _ ("the board cannot be assembled"));
      return NULL;
    }
  sheet = g_new0 (WmAssemblySheet, 1);
  sheet->variant = wm_variant_ref ((WmVariant *) variant);
  sheet->map = map;
  return sheet;
}

void
wm_assembly_sheet_free (WmAssemblySheet *sheet)
{
  if (sheet == NULL)
    return;
  wm_map_unref (sheet->map);
  wm_variant_unref (sheet->variant);
  g_free (sheet);
}

const WmArrangement *
wm_assembly_sheet_arrangement (const WmAssemblySheet *sheet)
{
  return sheet->map->arrangement;
}

/* A board laid out on side B is the variable setup. */
static gboolean
variable_setup (const WmArrangement *a)
{
  for (int c = 0; c < a->cols * a->rows; c++)
    if (a->cells[c].side == 1)
      return TRUE;
  return FALSE;
}

/* Whether the variable setup has islands of a central lake to draw the
 * highwaymen beyond the inns' from. */
static gboolean
has_central_islands (const WmMap *map)
{
  return map->central_lake >= 0 && map->lakes[map->central_lake].n_islands > 0;
}

int
wm_assembly_sheet_highwaymen (const WmAssemblySheet *sheet, int *spaces, int max, int *n_random)
{
  const WmMap *map = sheet->map;
  int total = sheet->variant->pieces.highwaymen, n = 0, island = -1;

  for (int sp = 0; sp < map->n_spaces && n < total && n < max; sp++)
    if (map->spaces[sp].place == WM_PLACE_INN)
      spaces[n++] = sp;
  if (!variable_setup (map->arrangement))
    island = wm_map_central_island (map, sheet->variant->board.highwayman_region);
  while (island >= 0 && n < total && n < max)
    spaces[n++] = island;
  /* Drawn from the central lake's islands, as the engine does; a board
   * without them starts no more (the validator's highwaymen-unplaced). */
  *n_random = variable_setup (map->arrangement) && has_central_islands (map) ? MAX (total - n, 0) : 0;
  return n;
}

/* @text of @lang, or of the variant's first language, isolated. */
static char *
named (const WmAssemblySheet *sheet, const WmText *name, const char *id, const char *lang)
{
  const char *text = wm_text_get (name, lang, wm_variant_fallback_language (sheet->variant));

  return wm_text_isolate (text && *text ? text : id);
}

/* "“The Riverlands” (r1)" in @lang. */
static char *
region_named (const WmAssemblySheet *sheet, const WmRegion *region, const char *lang)
{
  g_autofree char *name = named (sheet, &region->name, region->id, lang);

  return g_strdup_printf ("%s (%s)", name, region->id);
}

/* A cell's number badge: its radius, how far in from the cell's border
 * its centre stays at least, the air it wants round it and the step of the
 * places tried (board units). */
#define BADGE_R 0.65
#define BADGE_INSET 0.8
#define BADGE_AIR 0.12
#define BADGE_STEP 0.2
/* Where the pawns go beside a highwayman's start (board units). */
#define PAWN_SIZE 1.1
#define PAWN_STEP 0.55
/* Half the width of a path as the badge keeps off it (board units). */
#define PATH_HALF 0.12

/* How far the badge centred at @x, @y keeps from the box @l. */
static double
room_from_box (double x, double y, const WmRenderLabel *l)
{
  double dx = MAX (MAX (l->x0 - x, x - l->x1), 0), dy = MAX (MAX (l->y0 - y, y - l->y1), 0);

  return hypot (dx, dy) - BADGE_R;
}

/* How far the badge centred at @x, @y keeps from the straight way
 * between @a and @b (a path drawn curved strays little from it). */
static double
room_from_way (double x, double y, const WmMapSpace *a, const WmMapSpace *b)
{
  double dx = b->x - a->x, dy = b->y - a->y, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((x - a->x) * dx + (y - a->y) * dy) / len2, 0, 1) : 0;

  return hypot (a->x + t * dx - x, a->y + t * dy - y) - PATH_HALF - BADGE_R;
}

/* How far the badge centred at @x, @y keeps from what the board shows:
 * each space's disc (a town's, a castle's, a lake's shores and islands),
 * each label, each highwayman's pawn and, with @ways, each path; negative
 * when it covers one. */
static double
room_at (const WmAssemblySheet *sheet, GArray *labels, const int *starts, int n_starts,
         gboolean ways, double x, double y)
{
  const WmMap *map = sheet->map;
  double room = G_MAXDOUBLE;

  for (int sp = 0; sp < map->n_spaces; sp++)
    {
      const WmMapSpace *space = &map->spaces[sp];
      double r = space->space != NULL ? wm_space_drawn_radius (space->space) : WM_SPACE_R;

      room = MIN (room, hypot (space->x - x, space->y - y) - r - BADGE_R);
      for (int e = space->first_exit; ways && e < space->first_exit + space->n_exits; e++)
        if (map->exits[e].via == WM_VIA_PATH && map->exits[e].to > sp)
          room = MIN (room, room_from_way (x, y, space, &map->spaces[map->exits[e].to]));
    }
  for (guint i = 0; labels != NULL && i < labels->len; i++)
    room = MIN (room, room_from_box (x, y, &g_array_index (labels, WmRenderLabel, i)));
  for (int i = 0; i < n_starts; i++)
    {
      const WmMapSpace *space = &map->spaces[starts[i]];
      int k = 0;

      for (int j = 0; j < i; j++)
        k += starts[j] == starts[i];
      room = MIN (room, hypot (space->x + PAWN_STEP + PAWN_STEP * k - x,
                               space->y - PAWN_SIZE / 2 - y)
                            - PAWN_SIZE / 2 - BADGE_R);
    }
  return room;
}

/* The labels wm_render_map () places on the sheet's board. A board on
 * side B puts its towns on the slots, whose names the cells alone do not
 * know: the town spaces' discs stand for them. */
static GArray *
board_labels (const WmAssemblySheet *sheet, const char *lang)
{
  const WmArrangement *a = sheet->map->arrangement;
  const WmVariant *v = sheet->variant;
  g_autofree WmBoardCell *cells = g_new0 (WmBoardCell, MAX (a->cols * a->rows, 1));
  WmMapStyle style;

  for (int c = 0; c < a->cols * a->rows; c++)
    {
      const WmPlacement *p = &a->cells[c];
      const WmRegion *region = g_ptr_array_index (v->regions, p->region);

      cells[c].region = region;
      cells[c].side = region->sides[p->side];
      cells[c].quarters = ((p->quarters % 4) + 4) % 4;
    }
  wm_map_style_init (&style);
  style.lang = lang;
  return wm_render_board_labels (v, cells, a->cols, a->rows, &style);
}

/* wm_assembly_sheet_badge () with the board's @labels and the
 * highwaymen's @starts: the place nearest the cell's top left corner with
 * air round the badge, on open ground if there is any, else off the
 * spaces, labels and pawns only; where none has air, the one with the
 * most room. */
static void
badge_at (const WmAssemblySheet *sheet, int cell, GArray *labels, const int *starts, int n,
          double *x, double *y)
{
  const WmMap *map = sheet->map;
  const WmArrangement *a = map->arrangement;
  double size = map->cell_size, cx = (cell % a->cols) * size, cy = (cell / a->cols) * size;
  int steps = MAX ((int) ((size - 2 * BADGE_INSET) / BADGE_STEP), 0);

  *x = cx + BADGE_INSET;
  *y = cy + BADGE_INSET;
  for (int pass = 0; pass < 2; pass++)
    {
      double nearest = G_MAXDOUBLE, most = -G_MAXDOUBLE;
      gboolean found = FALSE;

      for (int i = 0; i <= steps; i++)
        for (int j = 0; j <= steps; j++)
          {
            double px = cx + BADGE_INSET + i * BADGE_STEP, py = cy + BADGE_INSET + j * BADGE_STEP;
            double from_corner = hypot (px - cx, py - cy), room;

            if (found && from_corner >= nearest)
              continue;
            room = room_at (sheet, labels, starts, n, pass == 0, px, py);
            if (room >= BADGE_AIR && from_corner < nearest)
              {
                nearest = from_corner;
                found = TRUE;
                *x = px;
                *y = py;
              }
            else if (!found && pass == 1 && room > most)
              {
                most = room;
                *x = px;
                *y = py;
              }
          }
      if (found)
        return;
    }
}

void
wm_assembly_sheet_badge (const WmAssemblySheet *sheet, int cell, const char *lang, double *x,
                         double *y)
{
  g_autoptr (GArray) labels = NULL;
  int starts[64], n_random, n;

  g_return_if_fail (sheet != NULL && x != NULL && y != NULL);
  g_return_if_fail (cell >= 0
                    && cell < sheet->map->arrangement->cols * sheet->map->arrangement->rows);
  labels = board_labels (sheet, lang);
  n = wm_assembly_sheet_highwaymen (sheet, starts, G_N_ELEMENTS (starts), &n_random);
  badge_at (sheet, cell, labels, starts, n, x, y);
}

/* The board: its cells outlined and numbered, the highwaymen's starts
 * marked with their hooded pawns. Each number's badge sits in a corner
 * or at an edge of its cell where it covers no space, label or pawn
 * (review i: it covered a town in the top left corner). */
static void
draw_board (const WmAssemblySheet *sheet, cairo_t *cr, const char *lang, double x, double y,
            double w, double h)
{
  const WmMap *map = sheet->map;
  const WmArrangement *a = map->arrangement;
  double bw = a->cols * map->cell_size, bh = a->rows * map->cell_size;
  double scale = MIN (w / bw, h / bh);
  int starts[64], n_random;
  int n = wm_assembly_sheet_highwaymen (sheet, starts, G_N_ELEMENTS (starts), &n_random);
  g_autoptr (GArray) labels = board_labels (sheet, lang);
  WmMapStyle style;

  wm_map_style_init (&style);
  style.lang = lang;
  cairo_save (cr);
  cairo_translate (cr, x + (w - bw * scale) / 2, y);
  cairo_scale (cr, scale, scale);
  wm_render_map (cr, map, &style);
  for (int c = 0; c < a->cols * a->rows; c++)
    {
      double cx = (c % a->cols) * map->cell_size, cy = (c / a->cols) * map->cell_size, bx, by;
      g_autofree char *number = g_strdup_printf ("%d", c + 1);

      cairo_rectangle (cr, cx, cy, map->cell_size, map->cell_size);
      wm_set_rgb (cr, ink);
      cairo_set_line_width (cr, 0.12);
      cairo_stroke (cr);
      badge_at (sheet, c, labels, starts, n, &bx, &by);
      cairo_arc (cr, bx, by, BADGE_R, 0, 2 * G_PI);
      wm_set_rgb (cr, ink);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      wm_draw_label (cr, number, bx, by, 0.8, TRUE, 0, FALSE);
    }
  for (int i = 0; i < n; i++)
    {
      const WmMapSpace *sp = &map->spaces[starts[i]];
      int k = 0;

      for (int j = 0; j < i; j++)
        k += starts[j] == starts[i];
      wm_icon_pawn (cr, sp->x + PAWN_STEP + PAWN_STEP * k, sp->y - PAWN_SIZE / 2, PAWN_SIZE,
                    highwayman, TRUE);
    }
  cairo_restore (cr);
}

/* "not turned", "turned 90° clockwise". */
static char *
turned (int quarters, const char *lang)
{
  if (quarters % 4 == 0)
    return g_strdup (TR (lang, gettext_noop ("not turned")));
  return wm_render_strdup_printf (lang, TR (lang, gettext_noop ("turned %d° clockwise")),
                                  (quarters % 4) * 90);
}

/* One line a cell: where it is, what lies in it and how. */
static char *
cell_line (const WmAssemblySheet *sheet, int c, const char *lang)
{
  const WmVariant *v = sheet->variant;
  const WmArrangement *a = sheet->map->arrangement;
  const WmPlacement *p = &a->cells[c];
  const WmRegion *region = g_ptr_array_index (v->regions, p->region);
  g_autofree char *name = region_named (sheet, region, lang);
  g_autofree char *turn = turned (p->quarters, lang);
  GString *line = g_string_new (NULL);
  g_autofree char *where = NULL;

  where = wm_render_strdup_printf (lang,
                                   /* TRANSLATORS: a cell of the board on the assembly sheet:
                                    * its number, its row and column, the region named as
                                    * “Heath” (r1), its side (A or B), "turned 90° clockwise" */
                                   TR (lang, gettext_noop ("%d (row %d, column %d): %s, side %c, "
                                                           "%s")),
                                   c + 1, c / a->cols + 1, c % a->cols + 1, name,
                                   p->side ? 'B' : 'A', turn);
  g_string_append (line, where);
  if (p->side == 1 && p->quest_deck >= 0 && p->quest_deck < (int) v->decks->len)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, p->quest_deck);
      g_autofree char *deck_name = named (sheet, &deck->name, deck->id, lang);
      g_autofree char *said = NULL;

      said = g_strdup_printf (TR (lang, gettext_noop ("; beside it the quest deck %s")),
                              deck_name);
      g_string_append (line, said);
    }
  for (int t = 0; p->side == 1 && t < 2; t++)
    if (p->towns[t] >= 0 && p->towns[t] < (int) v->towns->len)
      {
        const WmTown *town = g_ptr_array_index (v->towns, p->towns[t]);
        g_autofree char *town_name = named (sheet, &town->name, town->id, lang);
        g_autofree char *said
            = wm_render_strdup_printf (lang,
                                       /* TRANSLATORS: the variable setup's town slot 1 or 2
                                        * of a region side, and the town put on it */
                                       TR (lang, gettext_noop ("; on town slot %d: %s")), t + 1,
                                       town_name);
        g_string_append (line, said);
      }
  return g_string_free (line, FALSE);
}

/* Where the highwaymen start, in words beside the pawns on the board. */
static char *
highwaymen_line (const WmAssemblySheet *sheet, const char *lang)
{
  const WmVariant *v = sheet->variant;
  int starts[64], n_random, island = -1;
  int n = wm_assembly_sheet_highwaymen (sheet, starts, G_N_ELEMENTS (starts), &n_random);
  const WmRegion *region = NULL;
  g_autofree char *name = NULL;

  for (int i = 0; i < n; i++)
    if (sheet->map->spaces[starts[i]].place != WM_PLACE_INN)
      island = starts[i];
  if (n_random > 0)
    return g_strdup (TR (lang, gettext_noop ("The highwaymen start one on each inn (marked with "
                                             "a hooded pawn), the others on islands of the "
                                             "central lake drawn at random.")));
  if (island < 0)
    return g_strdup (TR (lang, gettext_noop ("The highwaymen start one on each inn, marked "
                                             "with a hooded pawn.")));
  region = g_ptr_array_index (v->regions, wm_map_space_region (sheet->map, island));
  name = region_named (sheet, region, lang);
  return g_strdup_printf (TR (lang, gettext_noop ("The highwaymen start one on each inn, the "
                                                  "others on the island of the central lake in "
                                                  "%s, marked with hooded pawns.")),
                          name);
}

void
wm_assembly_sheet_draw (const WmAssemblySheet *sheet, cairo_t *cr, const char *lang, double x,
                        double y, double w, double h)
{
  const WmArrangement *a;
  g_autofree char *spec = NULL, *spec_line = NULL, *hw = NULL;
  double top = y, board_h;

  g_return_if_fail (sheet != NULL && cr != NULL);
  a = sheet->map->arrangement;
  spec = wm_arrangement_to_string (sheet->variant, a);
  cairo_save (cr);
  wm_set_rgb (cr, ink);
  y += wm_draw_text (cr, TR (lang, gettext_noop ("Assembling the board")), x, y, w, 5, TRUE,
                     WM_ALIGN_LEFT) + 1.5;
  spec_line = g_strdup_printf (TR (lang, gettext_noop ("Arrangement: %s")), spec);
  y += wm_draw_text (cr, spec_line, x, y, w, 2.6, FALSE, WM_ALIGN_LEFT) + 1;
  y += wm_draw_text (cr, TR (lang, gettext_noop ("Lay each region side into the cell of its "
                                                 "number, turned as drawn here: the caption of "
                                                 "its printed sheet names it.")),
                     x, y, w, 2.8, FALSE, WM_ALIGN_LEFT) + 3;
  /* the board takes what the lines under it leave */
  board_h = MAX (40, (top + h - y) - (a->cols * a->rows + 3) * 5.5);
  draw_board (sheet, cr, lang, x, y, w, board_h);
  y += MIN (board_h, w * a->rows / a->cols) + 4;
  wm_set_rgb (cr, ink);
  for (int c = 0; c < a->cols * a->rows; c++)
    {
      g_autofree char *line = cell_line (sheet, c, lang);
      y += wm_draw_sentence (cr, line, x, y, w, 3, FALSE, WM_ALIGN_LEFT) + 1.2;
    }
  hw = highwaymen_line (sheet, lang);
  y += 1.5;
  wm_draw_sentence (cr, hw, x, y, w, 3, FALSE, WM_ALIGN_LEFT);
  cairo_restore (cr);
}
