#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "wm-print-pieces.h"
#include "wm-render-icons.h"
#include "wm-render-util.h"

/* A token's square, the gap between tokens (room for the scissors), and a
 * gold-track space: small enough for a few sheets, large enough to pick
 * up. */
#define TOKEN 16.0
#define GAP 3.0
#define TRACK_SPACE 12.0
#define HEADING_SIZE 3.6
#define HEADING_ROOM 7.0
/* the line on how to make the pieces, smaller than a heading and not bold */
#define HOW_TO_SIZE (HEADING_SIZE * 0.8)
#define NAME_SIZE 1.9
/* a token's name: at most this many lines under its picture */
#define NAME_LINES 2
#define SECTION_GAP 4.0

static const WmRgb ink = { 0.16, 0.14, 0.12 };
static const WmRgb paper = { 0.98, 0.96, 0.91 };
static const WmRgb hidden_purple = { 0.33, 0.2, 0.43 };

/* One thing laid out: a section's heading (@kind is the section's and
 * @heading is set; WM_N_PIECE_KINDS for the line on how to make them), or a piece: a token, a fold-over pair (twice as wide)
 * or a gold-track space. @index says which town, weapon type, character …
 * and @nth which of its copies. */
typedef struct
{
  int page;
  double x, y;
  WmPieceKind kind;
  const char *heading; /* its msgid */
  gboolean continued;  /* a heading repeated at the top of a new page */
  int index, nth;
  double room; /* a heading's: the height it takes, its lines and the gap below */
  int lines;   /* a heading's: the lines it is drawn in (those it needs, where they fit) */
} Item;

struct _WmPiecesSheet
{
  const WmVariant *variant;
  char *lang;
  double width, height, margin, top;
  GArray *items; /* of Item */
  int n_pages;
  int counts[WM_N_PIECE_KINDS];
  /* the layout's cursor, and the heading of the section being laid out */
  double x, y, row_height;
  const char *section;
};

static gboolean
folds (WmPieceKind kind)
{
  return kind == WM_PIECE_INN || kind == WM_PIECE_SECRET_PLACE
         || kind == WM_PIECE_INTRIGUE_MARKER;
}

static double
piece_width (WmPieceKind kind)
{
  if (kind == WM_PIECE_GOLD_TRACK_SPACE)
    return TRACK_SPACE;
  return folds (kind) ? 2 * TOKEN : TOKEN;
}

static double
piece_height (WmPieceKind kind)
{
  return kind == WM_PIECE_GOLD_TRACK_SPACE ? TRACK_SPACE : TOKEN;
}

/* ---- layout -------------------------------------------------------------- */

static void
new_page (WmPiecesSheet *sheet)
{
  sheet->n_pages++;
  sheet->x = sheet->margin;
  sheet->y = sheet->top;
  sheet->row_height = 0;
}

static void
new_row (WmPiecesSheet *sheet, double gap)
{
  sheet->x = sheet->margin;
  sheet->y += sheet->row_height + gap;
  sheet->row_height = 0;
}

/* What a heading (or the how-to line, @kind WM_N_PIECE_KINDS) says in
 * the sheet's language. */
static char *
heading_text (const WmPiecesSheet *sheet, const char *msgid, gboolean continued)
{
  const char *heading = wm_render_gettext (sheet->lang, msgid);

  if (!continued)
    return g_strdup (heading);
  /* Translators: a section of the pieces sheet (“Weapons”) carried over
   * onto the next page. */
  return g_strdup_printf (wm_render_gettext (sheet->lang, gettext_noop ("%s (continued)")),
                          heading);
}

static gboolean
is_how_to (WmPieceKind kind)
{
  return kind == WM_N_PIECE_KINDS;
}

/* The lines @text takes where a heading of @kind is drawn: across the
 * page inside its margins, at the heading's size; its height in @height. */
static int
heading_lines (const WmPiecesSheet *sheet, WmPieceKind kind, const char *text, double *height)
{
  int lines = 1;

  *height = wm_text_wrap (text, sheet->width - 2 * sheet->margin,
                          is_how_to (kind) ? HOW_TO_SIZE : HEADING_SIZE, !is_how_to (kind),
                          &lines);
  return MAX (lines, 1);
}

/* Lays a heading out at the cursor in as many lines as it needs (review
 * l, M1: the German how-to line was drawn on one and cut), its room
 * growing by a line's height for each line after the first, so that what
 * fits one line is laid out as before. @below is the height that must
 * follow it on its page (a row of its pieces); a text that would not
 * leave it that much of an empty page is given the lines that do, and
 * cut ("…"): wm_pieces_sheet_check_text () says so. */
static void
append_heading (WmPiecesSheet *sheet, WmPieceKind kind, const char *msgid, gboolean continued,
                double below)
{
  g_autofree char *text = heading_text (sheet, msgid, continued);
  double height, line_h, page = sheet->height - sheet->margin - sheet->top;
  int lines = heading_lines (sheet, kind, text, &height);
  Item it = { sheet->n_pages - 1, sheet->x, sheet->y, kind, msgid, continued, -1, 0 };

  line_h = height / lines;
  it.lines = lines;
  while (it.lines > 1 && HEADING_ROOM + line_h * (it.lines - 1) + below > page + 1e-9)
    it.lines--;
  it.room = HEADING_ROOM + line_h * (it.lines - 1);
  if (sheet->y + it.room + below > sheet->height - sheet->margin + 1e-9 && sheet->y > sheet->top)
    {
      new_page (sheet);
      it.page = sheet->n_pages - 1, it.x = sheet->x, it.y = sheet->y;
    }
  g_array_append_val (sheet->items, it);
  sheet->y += it.room;
}

/* A heading and at least one row of its pieces go on one page. */
static void
add_heading (WmPiecesSheet *sheet, WmPieceKind kind, const char *msgid)
{
  if (sheet->x > sheet->margin)
    new_row (sheet, SECTION_GAP);
  else if (sheet->y > sheet->top)
    sheet->y += SECTION_GAP;
  append_heading (sheet, kind, msgid, FALSE, piece_height (kind));
  sheet->section = msgid;
}

/* How to make the pieces, in lines of their own above the first section
 * (and room for that section's heading and a row of its pieces). */
static void
add_how_to (WmPiecesSheet *sheet)
{
  append_heading (sheet, WM_N_PIECE_KINDS,
                  gettext_noop ("Cut along the grey outlines; fold each pair on its "
                                "dashed line and glue it back to back."),
                  FALSE, HEADING_ROOM + TOKEN);
}

/* A section that runs over onto a new page says so at its top. */
static void
continue_section (WmPiecesSheet *sheet, WmPieceKind kind)
{
  new_page (sheet);
  append_heading (sheet, kind, sheet->section, TRUE, piece_height (kind));
}

/* The gap after a piece: a gold-track space touches the next, as a track
 * does; tokens leave room to cut between them. */
static double
gap_after (WmPieceKind kind)
{
  return kind == WM_PIECE_GOLD_TRACK_SPACE ? 0 : GAP;
}

static void
add_piece (WmPiecesSheet *sheet, WmPieceKind kind, int index, int nth)
{
  double w = piece_width (kind), h = piece_height (kind);

  if (sheet->x + w > sheet->width - sheet->margin + 1e-9)
    new_row (sheet, gap_after (kind));
  if (sheet->y + h > sheet->height - sheet->margin + 1e-9)
    continue_section (sheet, kind);
  g_array_append_val (sheet->items, ((Item){ sheet->n_pages - 1, sheet->x, sheet->y, kind, NULL,
                                             FALSE, index, nth }));
  sheet->counts[kind]++;
  sheet->x += w + gap_after (kind);
  sheet->row_height = MAX (sheet->row_height, h);
}

static void
add_pieces (WmPiecesSheet *sheet, WmPieceKind kind, int index, int copies)
{
  for (int n = 0; n < copies; n++)
    add_piece (sheet, kind, index, n);
}

/* The regions a game deals: the board's cells (its forts and inns). */
static int
board_regions (const WmVariant *v)
{
  if (v->board.cells->len > 0)
    return v->board.cells->len;
  return MIN (v->board.cols * v->board.rows, (int)v->regions->len);
}

static void
lay_out (WmPiecesSheet *sheet)
{
  const WmVariant *v = sheet->variant;
  int regions = board_regions (v), players = MAX (v->rules.max_players, 1);

  new_page (sheet);
  add_how_to (sheet);
  add_heading (sheet, WM_PIECE_TOWN, gettext_noop ("Towns"));
  for (guint t = 0; t < v->towns->len; t++)
    add_piece (sheet, WM_PIECE_TOWN, t, 0);
  add_heading (sheet, WM_PIECE_FORT, gettext_noop ("Forts"));
  add_pieces (sheet, WM_PIECE_FORT, 0, regions);
  add_heading (sheet, WM_PIECE_INN,
               gettext_noop ("Inns — fold; laid with the gold side up"));
  add_pieces (sheet, WM_PIECE_INN, 0, regions);
  add_heading (sheet, WM_PIECE_HIGHWAYMAN, gettext_noop ("Highwaymen"));
  add_pieces (sheet, WM_PIECE_HIGHWAYMAN, 0, v->pieces.highwaymen);
  add_heading (sheet, WM_PIECE_SECRET_PLACE,
               gettext_noop ("Secret places — fold; laid with the gold side up"));
  for (guint k = 0; k < v->secret_places->len; k++)
    add_pieces (sheet, WM_PIECE_SECRET_PLACE, k,
                ((const WmSecretPlace *)g_ptr_array_index (v->secret_places, k))->count);
  add_heading (sheet, WM_PIECE_WEAPON, gettext_noop ("Weapons — as many of each as players"));
  for (guint w = 0; w < v->weapon_types->len; w++)
    add_pieces (sheet, WM_PIECE_WEAPON, w, players);
  add_heading (sheet, WM_PIECE_CHARACTER, gettext_noop ("Characters and their gold markers"));
  for (guint c = 0; c < v->characters->len; c++)
    {
      add_piece (sheet, WM_PIECE_CHARACTER, c, 0);
      add_piece (sheet, WM_PIECE_GOLD_MARKER, c, 0);
    }
  add_heading (sheet, WM_PIECE_INTRIGUE_MARKER,
               gettext_noop ("Intrigue markers — fold; the highwayman's marker first"));
  for (guint c = 0; c < v->characters->len; c++)
    add_pieces (sheet, WM_PIECE_INTRIGUE_MARKER, c, v->pieces.intrigue_markers);
  add_heading (sheet, WM_PIECE_TURN_ORDER, gettext_noop ("Turn order"));
  for (int p = 1; p <= players; p++)
    add_piece (sheet, WM_PIECE_TURN_ORDER, p, 0);
  add_heading (sheet, WM_PIECE_GOLD_TRACK_SPACE, gettext_noop ("Gold track"));
  for (int g = 0; g <= MAX (v->rules.goal, v->rules.higher_goal); g++)
    add_piece (sheet, WM_PIECE_GOLD_TRACK_SPACE, g, 0);
}

WmPiecesSheet *
wm_pieces_sheet_new (const WmVariant *variant, const char *lang, double width, double height,
                     double margin, double top)
{
  WmPiecesSheet *sheet = g_new0 (WmPiecesSheet, 1);

  sheet->variant = variant;
  sheet->lang = g_strdup (lang);
  sheet->width = width;
  sheet->height = height;
  sheet->margin = margin;
  sheet->top = MAX (top, margin);
  sheet->items = g_array_new (FALSE, FALSE, sizeof (Item));
  lay_out (sheet);
  return sheet;
}

void
wm_pieces_sheet_free (WmPiecesSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_array_unref (sheet->items);
  g_free (sheet->lang);
  g_free (sheet);
}

int
wm_pieces_sheet_n_pages (const WmPiecesSheet *sheet)
{
  return sheet->n_pages;
}

int
wm_pieces_sheet_count (const WmPiecesSheet *sheet, WmPieceKind kind)
{
  g_return_val_if_fail (kind < WM_N_PIECE_KINDS, 0);
  return sheet->counts[kind];
}

gboolean
wm_pieces_sheet_page_extent (const WmPiecesSheet *sheet, int page, double *x0, double *y0,
                             double *x1, double *y1)
{
  gboolean any = FALSE;

  for (guint i = 0; i < sheet->items->len; i++)
    {
      const Item *it = &g_array_index (sheet->items, Item, i);
      double w = it->heading ? 0 : piece_width (it->kind);
      double h = it->heading ? it->room : piece_height (it->kind);

      if (it->page != page)
        continue;
      *x0 = any ? MIN (*x0, it->x) : it->x;
      *y0 = any ? MIN (*y0, it->y) : it->y;
      *x1 = any ? MAX (*x1, it->x + w) : it->x + w;
      *y1 = any ? MAX (*y1, it->y + h) : it->y + h;
      any = TRUE;
    }
  return any;
}

/* ---- drawing ------------------------------------------------------------- */

static const char *
text_of (const WmPiecesSheet *sheet, const WmText *text, const char *id)
{
  const char *s = wm_text_get (text, sheet->lang, wm_variant_fallback_language (sheet->variant));
  return s != NULL && *s != '\0' ? s : id;
}

/* The cut line round a token (or a pair): thin and grey, so that a slightly
 * off cut leaves no dark edge. */
static void
cut_line (cairo_t *cr, double x, double y, double w, double h)
{
  wm_rounded_rect (cr, x, y, w, h, 1.5);
  wm_set_rgb (cr, paper);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.2);
  cairo_stroke (cr);
}

static void
fold_line (cairo_t *cr, double x, double y)
{
  double dash[] = { 1.0, 1.0 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_move_to (cr, x, y + 0.8);
  cairo_line_to (cr, x, y + TOKEN - 0.8);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_set_line_width (cr, 0.2);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The width a token's name has under its picture. */
#define NAME_WIDTH (TOKEN - 1.6)

/* A name under a token's picture: at most NAME_LINES lines of its width. */
static void
token_name (cairo_t *cr, const char *name, double x, double y)
{
  wm_set_rgb (cr, ink);
  wm_draw_text_lines (cr, name, x + 0.8, y + TOKEN * 0.64, NAME_WIDTH, NAME_SIZE, FALSE,
                      WM_ALIGN_CENTER, NAME_LINES);
}

/* The name a piece shows under its picture; NULL for one without. */
static const char *
item_name (const WmPiecesSheet *sheet, const Item *it)
{
  const WmVariant *v = sheet->variant;

  switch (it->kind)
    {
    case WM_PIECE_TOWN:
      {
        const WmTown *town = g_ptr_array_index (v->towns, it->index);
        return text_of (sheet, &town->name, town->id);
      }
    case WM_PIECE_SECRET_PLACE:
      {
        const WmSecretPlace *place = g_ptr_array_index (v->secret_places, it->index);
        return text_of (sheet, &place->name, wm_secret_kind_to_string (place->kind));
      }
    case WM_PIECE_WEAPON:
      {
        const WmWeaponType *weapon = g_ptr_array_index (v->weapon_types, it->index);
        return text_of (sheet, &weapon->name, weapon->id);
      }
    case WM_PIECE_CHARACTER:
      {
        const WmCharacter *ch = g_ptr_array_index (v->characters, it->index);
        return text_of (sheet, &ch->name, ch->id);
      }
    default:
      return NULL;
    }
}

static void
disc (cairo_t *cr, double cx, double cy, double r, WmRgb fill)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  wm_set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);
}

static void
centred_label (cairo_t *cr, const char *text, double cx, double cy, double size, WmRgb on)
{
  wm_set_rgb (cr, wm_rgb_luminance (on) < 0.4 ? (WmRgb){ 1, 1, 1 } : ink);
  wm_draw_label (cr, text, cx, cy, size, TRUE, 0, FALSE);
}

static void
draw_town (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  const WmTown *town = g_ptr_array_index (sheet->variant->towns, it->index);

  cut_line (cr, it->x, it->y, TOKEN, TOKEN);
  wm_icon_town (cr, it->x + TOKEN / 2, it->y + TOKEN * 0.34, TOKEN * 0.42, town);
  token_name (cr, item_name (sheet, it), it->x, it->y);
}

static void
draw_inn (cairo_t *cr, const Item *it, int gold)
{
  double cx = it->x + TOKEN / 2, cy = it->y + TOKEN / 2;

  cut_line (cr, it->x, it->y, 2 * TOKEN, TOKEN);
  wm_icon_named (cr, "inn", cx, cy - TOKEN * 0.08, TOKEN * 0.55, ink);
  wm_icon_coin (cr, cx + TOKEN * 0.26, cy + TOKEN * 0.24, TOKEN * 0.3, gold);
  wm_icon_named (cr, "inn", cx + TOKEN, cy, TOKEN * 0.55, ink);
  fold_line (cr, it->x + TOKEN, it->y);
}

/* Gold side: a coin on the hidden purple (the kind is not known until the
 * place is found); the other side: the kind, its name and no coin. */
static void
draw_secret_place (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  const char *name = item_name (sheet, it);
  double cx = it->x + TOKEN / 2, cy = it->y + TOKEN / 2;
  char initial[8] = { 0 };

  cut_line (cr, it->x, it->y, 2 * TOKEN, TOKEN);
  disc (cr, cx, cy, TOKEN * 0.4, hidden_purple);
  wm_icon_coin (cr, cx, cy, TOKEN * 0.42, sheet->variant->rules.discovery_gold);
  g_unichar_to_utf8 (g_unichar_toupper (g_utf8_get_char (name)), initial);
  disc (cr, cx + TOKEN, cy - TOKEN * 0.12, TOKEN * 0.26, (WmRgb){ 0.96, 0.92, 0.8 });
  centred_label (cr, initial, cx + TOKEN, cy - TOKEN * 0.12, TOKEN * 0.28, paper);
  token_name (cr, name, it->x + TOKEN, it->y);
  fold_line (cr, it->x + TOKEN, it->y);
}

static void
draw_weapon (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  const WmWeaponType *weapon = g_ptr_array_index (sheet->variant->weapon_types, it->index);
  WmRgb rgb = wm_rgb_parse (weapon->color, (WmRgb){ 0.6, 0.6, 0.6 });
  const char *name = item_name (sheet, it);
  char initial[8] = { 0 };

  cut_line (cr, it->x, it->y, TOKEN, TOKEN);
  disc (cr, it->x + TOKEN / 2, it->y + TOKEN * 0.34, TOKEN * 0.24, rgb);
  g_unichar_to_utf8 (g_unichar_toupper (g_utf8_get_char (name)), initial);
  centred_label (cr, initial, it->x + TOKEN / 2, it->y + TOKEN * 0.34, TOKEN * 0.26, rgb);
  token_name (cr, name, it->x, it->y);
}

static WmRgb
character_rgb (const WmPiecesSheet *sheet, int index)
{
  const WmCharacter *ch = g_ptr_array_index (sheet->variant->characters, index);
  return wm_rgb_parse (ch->color, (WmRgb){ 0.6, 0.6, 0.6 });
}

static void
draw_character (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  cut_line (cr, it->x, it->y, TOKEN, TOKEN);
  wm_icon_pawn (cr, it->x + TOKEN / 2, it->y + TOKEN * 0.3, TOKEN * 0.5,
                character_rgb (sheet, it->index), FALSE);
  token_name (cr, item_name (sheet, it), it->x, it->y);
}

static void
draw_gold_marker (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  double cx = it->x + TOKEN / 2, cy = it->y + TOKEN / 2;

  cut_line (cr, it->x, it->y, TOKEN, TOKEN);
  disc (cr, cx, cy, TOKEN * 0.42, character_rgb (sheet, it->index));
  wm_icon_coin (cr, cx, cy, TOKEN * 0.42, 0);
}

/* Face: the highwayman's mask on the first of a player's markers, the
 * others plain; back: the player's colour alone, the same on all, so that
 * a marker laid face down gives nothing away. */
static void
draw_intrigue_marker (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  WmRgb rgb = character_rgb (sheet, it->index);
  double cx = it->x + TOKEN / 2, cy = it->y + TOKEN / 2;

  cut_line (cr, it->x, it->y, 2 * TOKEN, TOKEN);
  disc (cr, cx, cy, TOKEN * 0.4, wm_rgb_mix (rgb, (WmRgb){ 1, 1, 1 }, 0.55));
  if (it->nth == 0)
    wm_icon_named (cr, "mask", cx, cy, TOKEN * 0.5, ink);
  disc (cr, cx + TOKEN, cy, TOKEN * 0.4, rgb);
  fold_line (cr, it->x + TOKEN, it->y);
}

static void
draw_numbered (cairo_t *cr, const Item *it, WmRgb fill)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", it->index);
  cut_line (cr, it->x, it->y, TOKEN, TOKEN);
  disc (cr, it->x + TOKEN / 2, it->y + TOKEN / 2, TOKEN * 0.36, fill);
  centred_label (cr, text, it->x + TOKEN / 2, it->y + TOKEN / 2, TOKEN * 0.36, fill);
}

/* A space of the track, the goal's (and the higher goal's) marked. */
static void
draw_track_space (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  const WmRules *rules = &sheet->variant->rules;
  gboolean goal = it->index == rules->goal || it->index == rules->higher_goal;
  char text[16];

  cairo_rectangle (cr, it->x, it->y, TRACK_SPACE, TRACK_SPACE);
  wm_set_rgb (cr, goal ? (WmRgb){ 0.98, 0.85, 0.45 } : paper);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, goal ? 0.5 : 0.25);
  cairo_stroke (cr);
  g_snprintf (text, sizeof text, "%d", it->index);
  centred_label (cr, text, it->x + TRACK_SPACE / 2, it->y + TRACK_SPACE / 2, TRACK_SPACE * 0.36,
                 paper);
}

/* A heading in the lines the layout gave it, measured as
 * heading_lines () measures it. */
static void
draw_heading (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  g_autofree char *text = heading_text (sheet, it->heading, it->continued);

  wm_set_rgb (cr, ink);
  wm_draw_text_lines (cr, text, it->x, it->y, sheet->width - 2 * sheet->margin,
                      is_how_to (it->kind) ? HOW_TO_SIZE : HEADING_SIZE, !is_how_to (it->kind),
                      WM_ALIGN_LEFT, it->lines);
}

static void
draw_item (const WmPiecesSheet *sheet, cairo_t *cr, const Item *it)
{
  if (it->heading != NULL)
    {
      draw_heading (sheet, cr, it);
      return;
    }
  switch (it->kind)
    {
    case WM_PIECE_TOWN:
      draw_town (sheet, cr, it);
      break;
    case WM_PIECE_FORT:
      cut_line (cr, it->x, it->y, TOKEN, TOKEN);
      wm_icon_named (cr, "castle", it->x + TOKEN / 2, it->y + TOKEN / 2, TOKEN * 0.7, ink);
      break;
    case WM_PIECE_INN:
      draw_inn (cr, it, sheet->variant->rules.discovery_gold);
      break;
    case WM_PIECE_HIGHWAYMAN:
      cut_line (cr, it->x, it->y, TOKEN, TOKEN);
      wm_icon_pawn (cr, it->x + TOKEN / 2, it->y + TOKEN * 0.44, TOKEN * 0.7,
                    (WmRgb){ 0.22, 0.2, 0.24 }, TRUE);
      break;
    case WM_PIECE_SECRET_PLACE:
      draw_secret_place (sheet, cr, it);
      break;
    case WM_PIECE_WEAPON:
      draw_weapon (sheet, cr, it);
      break;
    case WM_PIECE_CHARACTER:
      draw_character (sheet, cr, it);
      break;
    case WM_PIECE_GOLD_MARKER:
      draw_gold_marker (sheet, cr, it);
      break;
    case WM_PIECE_INTRIGUE_MARKER:
      draw_intrigue_marker (sheet, cr, it);
      break;
    case WM_PIECE_TURN_ORDER:
      draw_numbered (cr, it, (WmRgb){ 0.85, 0.88, 0.95 });
      break;
    case WM_PIECE_GOLD_TRACK_SPACE:
      draw_track_space (sheet, cr, it);
      break;
    case WM_N_PIECE_KINDS:
      g_assert_not_reached ();
    }
}

void
wm_pieces_sheet_draw_page (const WmPiecesSheet *sheet, cairo_t *cr, int page)
{
  for (guint i = 0; i < sheet->items->len; i++)
    {
      const Item *it = &g_array_index (sheet->items, Item, i);

      if (it->page != page)
        continue;
      cairo_save (cr);
      cairo_new_path (cr);
      draw_item (sheet, cr, it);
      cairo_restore (cr);
    }
}

/* ---- the text check ------------------------------------------------------ */

int
wm_pieces_sheet_check_text (const WmPiecesSheet *sheet, WmDiagnostics *diags)
{
  g_autoptr (GHashTable) said = g_hash_table_new (g_str_hash, g_str_equal);
  int cuts = 0;

  g_return_val_if_fail (sheet != NULL && diags != NULL, 0);
  for (guint i = 0; i < sheet->items->len; i++)
    {
      const Item *it = &g_array_index (sheet->items, Item, i);
      const char *name = it->heading == NULL ? item_name (sheet, it) : NULL;
      double height;
      int lines = 0;

      if (it->heading != NULL)
        {
          g_autofree char *text = heading_text (sheet, it->heading, it->continued);

          lines = heading_lines (sheet, it->kind, text, &height);
          if (lines <= it->lines)
            continue;
          /* TRANSLATORS: the language printed, the line of the pieces
           * sheet, the lines it needs and those its page holds */
          wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 0, NULL, "pieces-text-overflow",
                              _ ("pieces sheet [%s]: “%s” is cut: it needs %d lines, the page "
                                 "holds %d"),
                              sheet->lang, text, lines, it->lines);
          cuts++;
          continue;
        }
      /* a name is said once, however many copies of its piece there are */
      if (name == NULL || g_hash_table_contains (said, name))
        continue;
      g_hash_table_add (said, (gpointer)name);
      wm_text_wrap (name, NAME_WIDTH, NAME_SIZE, FALSE, &lines);
      if (lines <= NAME_LINES)
        continue;
      /* TRANSLATORS: the language printed, the name (of a town, weapon,
       * character, secret place), the lines it needs and those a token
       * holds */
      wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 0, NULL, "pieces-text-overflow",
                          _ ("pieces sheet [%s]: the name “%s” is cut on its token: it needs %d "
                             "lines, the token holds %d"),
                          sheet->lang, name, lines, NAME_LINES);
      cuts++;
    }
  return cuts;
}
