#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <cairo-pdf.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "wm-print.h"
#include "wm-print-assembly.h"
#include "wm-print-pieces.h"
#include "wm-registry.h"
#include "wm-render-card.h"
#include "wm-render-export.h"
#include "wm-render-map.h"
#include "wm-render-util.h"

/* What the sheets themselves say is in the job's language (--lang), like
 * the cards: from the gettext catalogues, not the user interface's locale. */
#define TR(job, msgid) wm_render_gettext ((job)->lang, msgid)

static const WmRgb ink = { 0.16, 0.14, 0.12 };

typedef enum
{
  PAGE_CONTENTS,
  PAGE_BLANK,
  PAGE_FRONTS,
  PAGE_BACKS,
  PAGE_MAP_TILE,
  PAGE_MAP_FIT,
  PAGE_PIECES,
  PAGE_ASSEMBLY
} PageKind;

/* One card on a sheet. */
typedef struct
{
  const WmDeck *deck;
  const WmCard *card;
  const WmCharacter *character; /* a character's card: deck and card NULL */
} Slot;

/* Cards of one size share a grid. */
typedef struct
{
  double card_w, card_h;
  int cols, rows;
  double x0, y0;          /* top-left of the trim box of slot (0, 0) */
  gboolean caption_aside; /* the page's caption runs up the left margin */
  /* with crop marks: where they start and end, in mm outward from the
   * outer trim lines, on the left and right (x) and above and below (y) */
  double mark_in_x, mark_out_x, mark_in_y, mark_out_y;
} Grid;

/* Crop marks run from 1 to 4.5 mm outside the edge of the grid's bleed;
 * where the printer's margin leaves them less room, they move into the
 * bleed (cut off with it), but never nearer the trim line than the gap,
 * so that a cut a little off never shows one on a card. */
#define CROP_MARK_REACH 4.5
#define CROP_MARK_GAP 1.0
/* The page caption's text size, and the room it takes across its line. */
#define CAPTION_SIZE 2.4
#define CAPTION_ROOM 3.5

typedef struct
{
  PageKind kind;
  /* cards */
  int first_slot, n_slots;
  int grid;
  /* maps */
  const WmRegion *region;
  const WmSide *side;
  int tile_col, tile_row, tile_cols, tile_rows;
  /* pieces: which page of job->pieces */
  int pieces_page;
} Page;

struct _WmPrintJob
{
  const WmVariant *variant;
  WmPrintOptions options;
  char *lang;
  GArray *slots; /* of Slot */
  GArray *grids; /* of Grid */
  GArray *pages; /* of Page */
  int n_map_pages;
  WmPiecesSheet *pieces; /* NULL when the job prints none */
  WmAssemblySheet *assembly; /* NULL when the job prints none */
  gboolean duplex_unused; /* duplex asked for, but no cards have backs */
  GArray *empty;          /* of Page: region and side of the sides left out, without a space */
};

void
wm_print_options_init (WmPrintOptions *options)
{
  memset (options, 0, sizeof *options);
  options->cards = TRUE;
  options->map = TRUE;
  options->sheets = WM_SHEETS_TRUE_SIZE;
  options->paper_width = 210;
  options->paper_height = 297;
  options->mm_per_unit = WM_DEFAULT_MM_PER_UNIT;
  options->margin = 6;
  options->overlap = 10;
}

gboolean
wm_print_paper_size (const char *name, double *width, double *height)
{
  if (g_ascii_strcasecmp (name, "a4") == 0)
    *width = 210, *height = 297;
  else if (g_ascii_strcasecmp (name, "letter") == 0)
    *width = 215.9, *height = 279.4;
  else
    return FALSE;
  return TRUE;
}

/* ---- pagination ---------------------------------------------------------- */

/* Centres @grid on the paper, so that a page of backs mirrored left to
 * right (long edge) or top to bottom (short edge) lands on its fronts, and
 * finds its caption a place in the margin left free: above the grid, else
 * up the left side; FALSE when neither has room. */
/* Where the crop marks of @n cells of @cell mm across @paper mm (centred)
 * start and end, outward from the outer trim line: 1 to 4.5 mm beyond the
 * bleed, else as far out as the printer's margin lets them, as long as
 * they stay CROP_MARK_GAP clear of the trim line; FALSE when they cannot
 * (review l, m2: with 3 mm bleed the marks beyond it cost A4 its third
 * row, 4 cards a page instead of 6, though they fit in its bleed). */
static gboolean
crop_marks_fit (const WmPrintOptions *o, double paper, int n, double cell, double *in,
                double *out)
{
  double room = (paper - n * cell) / 2 + o->bleed - o->margin;

  *out = MIN (o->bleed + CROP_MARK_REACH, room);
  *in = *out - (CROP_MARK_REACH - CROP_MARK_GAP);
  return *in >= CROP_MARK_GAP - 1e-9;
}

/* How many cells of @cell mm fit across @paper mm inside the printer's
 * margin, with room for their crop marks when there are any. */
static int
cells_across (const WmPrintOptions *o, double paper, double cell)
{
  int n = (int)floor ((paper - 2 * o->margin) / cell + 1e-9);
  double in, out;

  while (o->crop_marks && n >= 1 && !crop_marks_fit (o, paper, n, cell, &in, &out))
    n--;
  return n;
}

static gboolean
place_grid (const WmPrintOptions *o, Grid *grid)
{
  double cell_w = grid->card_w + 2 * o->bleed, cell_h = grid->card_h + 2 * o->bleed;
  double reach_x = o->bleed, reach_y = o->bleed; /* what the grid takes outside its trim */

  grid->x0 = (o->paper_width - grid->cols * cell_w) / 2 + o->bleed;
  grid->y0 = (o->paper_height - grid->rows * cell_h) / 2 + o->bleed;
  if (o->crop_marks)
    {
      crop_marks_fit (o, o->paper_width, grid->cols, cell_w, &grid->mark_in_x, &grid->mark_out_x);
      crop_marks_fit (o, o->paper_height, grid->rows, cell_h, &grid->mark_in_y,
                      &grid->mark_out_y);
      reach_x = MAX (reach_x, grid->mark_out_x);
      reach_y = MAX (reach_y, grid->mark_out_y);
    }
  grid->caption_aside = grid->y0 - reach_y - o->margin < CAPTION_ROOM;
  return !grid->caption_aside || grid->x0 - reach_x - o->margin >= CAPTION_ROOM;
}

static gboolean
make_grid (WmPrintJob *job, double card_w, double card_h, Grid *grid, GError **error)
{
  const WmPrintOptions *o = &job->options;
  double cell_w = card_w + 2 * o->bleed, cell_h = card_h + 2 * o->bleed;

  /* the grid and its crop marks inside the printer's margin */
  grid->card_w = card_w, grid->card_h = card_h;
  grid->cols = cells_across (o, o->paper_width, cell_w);
  grid->rows = cells_across (o, o->paper_height, cell_h);
  /* a row less when the caption has no room round the grid */
  while (grid->cols >= 1 && grid->rows >= 1 && !place_grid (o, grid))
    grid->rows--;
  if (grid->cols < 1 || grid->rows < 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("cards of %g × %g mm with %g mm bleed do not fit on %g × %g mm paper"),
                   card_w, card_h, o->bleed, o->paper_width, o->paper_height);
      return FALSE;
    }
  return TRUE;
}

static gboolean
deck_selected (const WmPrintOptions *o, const WmDeck *deck)
{
  return o->decks == NULL || g_strv_contains ((const char *const *)o->decks, deck->id);
}

static gboolean
card_selected (const WmPrintOptions *o, const WmCard *card)
{
  return o->card_ids == NULL || g_strv_contains ((const char *const *)o->card_ids, card->id);
}

/* Every deck and card id asked for exists; else why not, in @error. */
static gboolean
check_ids (const WmVariant *v, const WmPrintOptions *o, GError **error)
{
  for (int i = 0; o->decks && o->decks[i]; i++)
    if (wm_variant_find_deck (v, o->decks[i]) == NULL)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no deck “%s”"),
                     o->decks[i]);
        return FALSE;
      }
  for (int i = 0; o->card_ids && o->card_ids[i]; i++)
    if (!wm_variant_find_printed_card (v, o->card_ids[i], NULL, NULL, NULL))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("no card or character “%s”"), o->card_ids[i]);
        return FALSE;
      }
  return TRUE;
}

/* Printed duplex, the whole file pairs its pages as (1, 2), (3, 4)…: a
 * blank page after the last makes the next one start a sheet of its own. */
static void
end_sheet (WmPrintJob *job)
{
  Page blank = { PAGE_BLANK };

  if (job->options.duplex && job->pages->len % 2 == 1)
    g_array_append_val (job->pages, blank);
}

/* The cards the job prints, in order, into job->slots. */
static gboolean
collect_cards (WmPrintJob *job, GError **error)
{
  const WmVariant *v = job->variant;
  const WmPrintOptions *o = &job->options;

  if (!check_ids (v, o, error))
    return FALSE;
  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      if (!deck_selected (o, deck))
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          Slot slot = { deck, g_ptr_array_index (deck->cards, c), NULL };
          if (card_selected (o, slot.card))
            g_array_append_val (job->slots, slot);
        }
    }
  /* The characters' cards come with the whole set, not with some decks;
   * among chosen cards, a character's card is chosen by the character's
   * id (there is no other id to name it by). */
  for (guint i = 0; o->decks == NULL && i < v->characters->len; i++)
    {
      Slot slot = { NULL, NULL, g_ptr_array_index (v->characters, i) };
      if (o->card_ids == NULL
          || g_strv_contains ((const char *const *) o->card_ids, slot.character->id))
        g_array_append_val (job->slots, slot);
    }
  return TRUE;
}

/* The card pages, fronts (and their backs in duplex) of job->slots. */
static gboolean
paginate_cards (WmPrintJob *job, GError **error)
{
  const WmPrintOptions *o = &job->options;
  guint start = 0;

  /* runs of cards of one size, each run on its own pages */
  while (start < job->slots->len)
    {
      Slot *first = &g_array_index (job->slots, Slot, start);
      double w, h, w2, h2;
      guint end = start;
      Grid grid;
      int per_page;

      wm_card_size (first->deck, &w, &h);
      while (end < job->slots->len)
        {
          wm_card_size (g_array_index (job->slots, Slot, end).deck, &w2, &h2);
          if (w2 != w || h2 != h)
            break;
          end++;
        }
      if (!make_grid (job, w, h, &grid, error))
        return FALSE;
      g_array_append_val (job->grids, grid);
      per_page = grid.cols * grid.rows;
      for (guint s = start; s < end; s += per_page)
        {
          Page page
              = { PAGE_FRONTS, (int)s, MIN (per_page, (int)(end - s)), (int)job->grids->len - 1 };
          g_array_append_val (job->pages, page);
          if (o->duplex)
            {
              page.kind = PAGE_BACKS;
              g_array_append_val (job->pages, page);
            }
        }
      start = end;
    }
  return TRUE;
}

static int
tiles_along (double length, double usable, double overlap)
{
  if (length <= usable)
    return 1;
  return (int)ceil ((length - overlap) / (usable - overlap) - 1e-9);
}

/* The side (0 = A, 1 = B) that the arrangement @spec lays @region out on;
 * -1 when it has no cell of it (or @spec does not parse). */
static int
board_side (const WmVariant *variant, const char *spec, const WmRegion *region)
{
  int cols, rows, side = -1;
  g_autofree WmBoardCell *cells = wm_render_board_cells (variant, spec, &cols, &rows, NULL);

  for (int i = 0; cells != NULL && i < cols * rows && side < 0; i++)
    if (cells[i].region == region && cells[i].side != NULL)
      side = cells[i].side == region->sides[1];
  return side;
}

/* Whether @region has a cell on the variant's <board>: one on none is
 * never dealt (a spare, a draft), and prints after the others. */
static gboolean
on_board (const WmVariant *variant, const WmRegion *region)
{
  for (guint i = 0; i < variant->board.cells->len; i++)
    if (g_strcmp0 (((const WmCell *) g_ptr_array_index (variant->board.cells, i))->region,
                   region->id)
        == 0)
      return TRUE;
  return FALSE;
}

/* A side without a space: blank, added to be drawn later. */
static gboolean
side_empty (const WmSide *side)
{
  return side->spaces->len == 0;
}

/* Whether side @s of @region is among the sheets @o asks for: one drawn,
 * the board's (@o->board), or of a region @o names (or of any), on the
 * side it names (or on either). */
static gboolean
side_asked (const WmVariant *variant, const WmPrintOptions *o, const WmRegion *region, int s)
{
  if (region->sides[s] == NULL)
    return FALSE;
  if (o->board != NULL)
    return board_side (variant, o->board, region) == s;
  if (o->side != '\0' && o->side != "AB"[s])
    return FALSE;
  return o->regions == NULL || g_strv_contains ((const char *const *) o->regions, region->id);
}

/* Of those, the ones printed: every region's sides but the empty ones (a
 * side named, or the board's, prints as asked). */
static gboolean
side_chosen (const WmVariant *variant, const WmPrintOptions *o, const WmRegion *region, int s)
{
  return side_asked (variant, o, region, s)
         && (o->regions != NULL || o->board != NULL || !side_empty (region->sides[s]));
}

/* Every region @o names is the variant's, and has the side it names drawn;
 * without regions named, some region has. A sheet asked for and not
 * drawn is said, not left out of the PDF without a word. */
static gboolean
check_regions (const WmVariant *variant, const WmPrintOptions *o, GError **error)
{
  gboolean any = FALSE;

  for (int i = 0; o->regions != NULL && o->regions[i] != NULL; i++)
    {
      const WmRegion *region = wm_variant_find_region (variant, o->regions[i]);
      if (region == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no region “%s”"),
                       o->regions[i]);
          return FALSE;
        }
      g_autofree char *named = wm_variant_named (variant, &region->name, region->id);
      if (region->sides[0] == NULL && region->sides[1] == NULL)
        {
          /* TRANSLATORS: the region, named as in "“Heath” (r1)" */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("region %s has no side drawn"), named);
          return FALSE;
        }
      if (o->side != '\0' && !side_chosen (variant, o, region, o->side == 'B'))
        {
          /* TRANSLATORS: the region, named as in "“Heath” (r1)", the side
           * asked for, then the one side it has */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("region %s has no side %c: only side %c is drawn"), named, o->side,
                       o->side == 'A' ? 'B' : 'A');
          return FALSE;
        }
    }
  if (o->board != NULL)
    {
      int cols, rows;
      g_autofree WmBoardCell *cells = wm_render_board_cells (variant, o->board, &cols, &rows,
                                                              error);
      return cells != NULL;
    }
  if (o->regions != NULL || o->side == '\0')
    return TRUE;
  for (guint r = 0; r < variant->regions->len && !any; r++)
    any = side_chosen (variant, o, g_ptr_array_index (variant->regions, r), o->side == 'B');
  if (!any)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                 _("no region has a side %c drawn"), o->side);
  return any;
}

static void
paginate_map (WmPrintJob *job, const WmPrintOptions *chosen)
{
  const WmPrintOptions *o = &job->options;
  double usable_w = o->paper_width - 2 * o->margin;
  double usable_h = o->paper_height - 2 * o->margin - 10; /* a caption line above */

  /* the regions on the board first, then those on none of its cells */
  for (guint i = 0; i < 2 * job->variant->regions->len; i++)
    {
      const WmRegion *region
          = g_ptr_array_index (job->variant->regions, i % job->variant->regions->len);
      if (on_board (job->variant, region) != (i < job->variant->regions->len))
        continue;
      for (int s = 0; s < 2; s++)
        {
          Page page = { PAGE_MAP_FIT };
          double size = region->size * o->mm_per_unit;

          if (side_asked (job->variant, chosen, region, s)
              && !side_chosen (job->variant, chosen, region, s))
            {
              Page empty = { PAGE_BLANK, .region = region, .side = region->sides[s] };
              g_array_append_val (job->empty, empty);
            }
          if (!side_chosen (job->variant, chosen, region, s))
            continue;
          page.region = region;
          page.side = region->sides[s];
          if (o->sheets == WM_SHEETS_FIT)
            {
              g_array_append_val (job->pages, page);
              job->n_map_pages++;
              end_sheet (job);
              continue;
            }
          page.kind = PAGE_MAP_TILE;
          page.tile_cols = tiles_along (size, usable_w, o->overlap);
          page.tile_rows = tiles_along (size, usable_h, o->overlap);
          for (int ty = 0; ty < page.tile_rows; ty++)
            for (int tx = 0; tx < page.tile_cols; tx++)
              {
                page.tile_col = tx, page.tile_row = ty;
                g_array_append_val (job->pages, page);
                job->n_map_pages++;
                /* a tile is laid over its neighbour: nothing on its back */
                end_sheet (job);
              }
        }
    }
}

/* The sheets of pieces, one-sided as map sheets are: cut out, their backs
 * are not seen (the fold-over pairs carry their own). */
static WmPiecesSheet *
pieces_sheet_new (const WmVariant *variant, const char *lang, const WmPrintOptions *o)
{
  return wm_pieces_sheet_new (variant, lang, o->paper_width, o->paper_height, o->margin,
                              o->margin + CAPTION_ROOM + 2);
}

static void
paginate_pieces (WmPrintJob *job)
{
  job->pieces = pieces_sheet_new (job->variant, job->lang, &job->options);
  for (int p = 0; p < wm_pieces_sheet_n_pages (job->pieces); p++)
    {
      Page page = { PAGE_PIECES };

      page.pieces_page = p;
      g_array_append_val (job->pages, page);
      end_sheet (job);
    }
}

WmPrintJob *
wm_print_job_new (const WmVariant *variant, const WmPrintOptions *options, GError **error)
{
  g_autoptr (WmPrintJob) job = g_new0 (WmPrintJob, 1);
  Page contents = { PAGE_CONTENTS };

  job->variant = variant;
  job->options = *options;
  job->options.decks = NULL; /* not kept: checked during pagination */
  job->options.card_ids = NULL;
  job->options.regions = NULL;
  job->options.board = NULL;
  job->lang = g_strdup (options->lang ? options->lang : wm_variant_fallback_language (variant));
  job->options.lang = job->lang;
  job->slots = g_array_new (FALSE, FALSE, sizeof (Slot));
  job->grids = g_array_new (FALSE, FALSE, sizeof (Grid));
  job->pages = g_array_new (FALSE, FALSE, sizeof (Page));
  job->empty = g_array_new (FALSE, FALSE, sizeof (Page));
  if (options->mm_per_unit <= 0 || options->bleed < 0 || options->bleed > 10)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("bleed must be 0–10 mm and the map scale positive"));
      return NULL;
    }
  if (options->map && !check_regions (variant, options, error))
    return NULL;
  if (options->assembly
      && (job->assembly = wm_assembly_sheet_new (variant, options->arrangement, error)) == NULL)
    return NULL;
  job->options.arrangement = NULL;
  g_array_append_val (job->pages, contents);
  if (options->cards)
    {
      job->options.decks = options->decks;
      job->options.card_ids = options->card_ids;
      if (!collect_cards (job, error))
        return NULL;
      job->options.decks = NULL;
      job->options.card_ids = NULL;
    }
  /* Duplex keeps backs in step with their fronts; without cards there are
   * none, and blank reverses would only waste paper: the PDF is one-sided
   * (and prints so from the app), and the contents page says why. */
  if (options->duplex && job->slots->len == 0)
    {
      job->duplex_unused = TRUE;
      job->options.duplex = job->options.short_edge = job->options.light_backs = FALSE;
    }
  /* fronts on odd pages, so that each back (the even page after them)
   * prints on their reverse */
  end_sheet (job);
  if (!paginate_cards (job, error))
    return NULL;
  end_sheet (job);
  if (options->map)
    paginate_map (job, options);
  if (job->assembly != NULL)
    {
      /* one-sided, after the sheets it tells how to lay out */
      Page page = { PAGE_ASSEMBLY };

      g_array_append_val (job->pages, page);
      end_sheet (job);
    }
  if (options->pieces)
    paginate_pieces (job);
  return g_steal_pointer (&job);
}

void
wm_print_job_free (WmPrintJob *job)
{
  if (job == NULL)
    return;
  g_array_unref (job->slots);
  g_array_unref (job->grids);
  g_array_unref (job->pages);
  wm_pieces_sheet_free (job->pieces);
  wm_assembly_sheet_free (job->assembly);
  g_array_unref (job->empty);
  g_free (job->lang);
  g_free (job);
}

int
wm_print_job_n_pages (const WmPrintJob *job)
{
  return job->pages->len;
}

int
wm_print_job_n_cards (const WmPrintJob *job)
{
  return job->slots->len;
}

gboolean
wm_print_job_is_duplex (const WmPrintJob *job)
{
  return job->options.duplex;
}

gboolean
wm_print_job_duplex_unused (const WmPrintJob *job)
{
  return job->duplex_unused;
}

int
wm_print_job_cards_per_page (const WmPrintJob *job, int *most)
{
  int fewest = 0, highest = 0;

  for (guint i = 0; i < job->grids->len; i++)
    {
      const Grid *g = &g_array_index (job->grids, Grid, i);
      fewest = i == 0 ? g->cols * g->rows : MIN (fewest, g->cols * g->rows);
      highest = MAX (highest, g->cols * g->rows);
    }
  if (most != NULL)
    *most = highest;
  return fewest;
}

/* "9 to a page", "9–12 to a page", in @lang; NULL: the user's. */
static char *
per_page (const WmPrintJob *job, const char *lang)
{
  int most, fewest = wm_print_job_cards_per_page (job, &most);
  const char *one = gettext_noop ("%d to a page"), *range = gettext_noop ("%d–%d to a page");

  if (fewest == most)
    return g_strdup_printf (lang ? wm_render_gettext (lang, one) : _(one), most);
  return g_strdup_printf (lang ? wm_render_gettext (lang, range) : _(range), fewest, most);
}

char *
wm_print_job_describe_per_page (const WmPrintJob *job)
{
  g_return_val_if_fail (job != NULL, NULL);
  return per_page (job, NULL);
}

/* A text that exists but not in @lang prints in another language
 * (wm_text_get()'s fallback); an empty one prints nothing either way. */
static gboolean
falls_back (const WmText *text, const char *lang)
{
  return !wm_text_is_empty (text) && wm_text_get_exact (text, lang) == NULL;
}

/* At most this many ids are listed; the count says how many there are. */
#define FALLBACK_IDS_LISTED 10

char *
wm_print_job_describe_fallbacks (const WmPrintJob *job)
{
  g_autoptr (GString) ids = g_string_new (NULL);
  int n = 0;

  g_return_val_if_fail (job != NULL, NULL);
  for (guint i = 0; i < job->slots->len; i++)
    {
      const Slot *slot = &g_array_index (job->slots, Slot, i);
      const WmText *name = slot->card ? &slot->card->name : &slot->character->name;
      const WmText *text = slot->card ? &slot->card->text : &slot->character->text;
      const char *id = slot->card ? slot->card->id : slot->character->id;
      if (!falls_back (name, job->lang) && !falls_back (text, job->lang))
        continue;
      if (n++ < FALLBACK_IDS_LISTED)
        g_string_append_printf (ids, "%s%s", ids->len ? ", " : "", id);
    }
  if (n == 0)
    return NULL;
  if (n > FALLBACK_IDS_LISTED)
    g_string_append (ids, ", …");
  return g_strdup_printf (
      /* TRANSLATORS: how many cards, the language code printed ("de"),
       * then their ids ("A49, E21"). */
      g_dngettext (GETTEXT_PACKAGE, "%d card has no text in “%s” and prints another language’s: %s",
                   "%d cards have no text in “%s” and print another language’s: %s", n),
      n, job->lang, ids->str);
}

int
wm_print_job_n_map_pages (const WmPrintJob *job)
{
  return job->n_map_pages;
}

int
wm_print_job_n_pieces_pages (const WmPrintJob *job)
{
  return job->pieces != NULL ? wm_pieces_sheet_n_pages (job->pieces) : 0;
}

gboolean
wm_print_job_has_assembly (const WmPrintJob *job)
{
  return job->assembly != NULL;
}

WmPrintPageKind
wm_print_job_page_kind (const WmPrintJob *job, int index, int *first_card)
{
  static const WmPrintPageKind kinds[] = {
    [PAGE_CONTENTS] = WM_PRINT_PAGE_CONTENTS, [PAGE_BLANK] = WM_PRINT_PAGE_BLANK,
    [PAGE_FRONTS] = WM_PRINT_PAGE_FRONTS,     [PAGE_BACKS] = WM_PRINT_PAGE_BACKS,
    [PAGE_MAP_TILE] = WM_PRINT_PAGE_MAP,      [PAGE_MAP_FIT] = WM_PRINT_PAGE_MAP,
    [PAGE_PIECES] = WM_PRINT_PAGE_PIECES,     [PAGE_ASSEMBLY] = WM_PRINT_PAGE_ASSEMBLY,
  };
  const Page *page;

  g_return_val_if_fail (index >= 0 && index < (int)job->pages->len, WM_PRINT_PAGE_BLANK);
  page = &g_array_index (job->pages, Page, index);
  if (first_card != NULL)
    *first_card = page->kind == PAGE_FRONTS || page->kind == PAGE_BACKS ? page->first_slot : -1;
  return kinds[page->kind];
}

/* ---- card pages ---------------------------------------------------------- */

/* Marks for the rows from @first_row, @rows of them, where place_grid ()
 * put them: outside the bleed, or on it where the margin left no room, a
 * white rim under them so that they show on a dark bleed. */
static void
draw_crop_marks (cairo_t *cr, const Grid *g, double bleed, int first_row, int rows)
{
  double cell_w = g->card_w + 2 * bleed, cell_h = g->card_h + 2 * bleed;
  /* the outer trim lines of the rows drawn */
  double left = g->x0, top = g->y0 + first_row * cell_h;
  double right = g->x0 + (g->cols - 1) * cell_w + g->card_w;
  double bottom = g->y0 + (first_row + rows - 1) * cell_h + g->card_h;

  /* marks outside the grid on every trim line, so the cuts run through */
  for (int c = 0; c < g->cols; c++)
    for (int e = 0; e < 2; e++)
      {
        double x = g->x0 + c * cell_w + e * g->card_w;
        cairo_move_to (cr, x, top - g->mark_in_y);
        cairo_line_to (cr, x, top - g->mark_out_y);
        cairo_move_to (cr, x, bottom + g->mark_in_y);
        cairo_line_to (cr, x, bottom + g->mark_out_y);
      }
  for (int row = first_row; row < first_row + rows; row++)
    for (int e = 0; e < 2; e++)
      {
        double y = g->y0 + row * cell_h + e * g->card_h;
        cairo_move_to (cr, left - g->mark_in_x, y);
        cairo_line_to (cr, left - g->mark_out_x, y);
        cairo_move_to (cr, right + g->mark_in_x, y);
        cairo_line_to (cr, right + g->mark_out_x, y);
      }
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.55);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.15);
  cairo_stroke (cr);
}

/* The page's caption: its title, what it holds and its number, inside the
 * printer's margin (most printers print nothing nearer the edge), across
 * the top or, with @aside, up the left side. */
static void
draw_caption (WmPrintJob *job, cairo_t *cr, int index, const char *what, gboolean aside)
{
  const WmVariant *v = job->variant;
  g_autofree char *title
      = wm_text_isolate (wm_text_get (&v->info.title, job->lang, wm_variant_fallback_language (v)));
  g_autofree char *text
      = g_strdup_printf (TR (job, gettext_noop ("%s  ·  %s  ·  %s  ·  page %d of %u")), title,
                         what, job->lang, index + 1, job->pages->len);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  if (aside)
    {
      cairo_translate (cr, job->options.margin, job->options.paper_height / 2);
      cairo_rotate (cr, -G_PI / 2);
      wm_draw_sentence (cr, text, 0, 0, 0, CAPTION_SIZE, FALSE, WM_ALIGN_CENTER);
    }
  else
    wm_draw_sentence (cr, text, job->options.paper_width / 2, job->options.margin, 0, CAPTION_SIZE,
                      FALSE, WM_ALIGN_CENTER);
  cairo_restore (cr);
}

static void
draw_page_caption (WmPrintJob *job, cairo_t *cr, int index, const char *what)
{
  draw_caption (job, cr, index, what, FALSE);
}

static void
draw_card_page (WmPrintJob *job, cairo_t *cr, const Page *page, int index)
{
  const Grid *g = &g_array_index (job->grids, Grid, page->grid);
  double bleed = job->options.bleed;
  double cell_w = g->card_w + 2 * bleed, cell_h = g->card_h + 2 * bleed;
  gboolean backs = page->kind == PAGE_BACKS, short_edge = job->options.short_edge;
  int used_rows = (page->n_slots + g->cols - 1) / g->cols;
  const char *what = TR (job, gettext_noop ("card fronts"));

  if (backs && short_edge)
    what = TR (job, gettext_noop ("card backs (print on the reverse, flip on the short edge)"));
  else if (backs)
    what = TR (job, gettext_noop ("card backs (print on the reverse, flip on the long edge)"));
  draw_caption (job, cr, index, what, g->caption_aside);
  /* a proof mark is the editor's, not the finished print's */
  wm_render_set_proof_marks (cr, FALSE);
  for (int i = 0; i < page->n_slots; i++)
    {
      const Slot *slot = &g_array_index (job->slots, Slot, page->first_slot + i);
      int col = i % g->cols, row = i / g->cols;

      /* long-edge duplex turns the sheet over left to right, short-edge
       * top to bottom */
      if (backs && short_edge)
        row = g->rows - 1 - row;
      else if (backs)
        col = g->cols - 1 - col;
      cairo_save (cr);
      cairo_rectangle (cr, g->x0 + col * cell_w - bleed, g->y0 + row * cell_h - bleed, cell_w,
                       cell_h);
      cairo_clip (cr);
      cairo_translate (cr, g->x0 + col * cell_w, g->y0 + row * cell_h);
      if (slot->character != NULL && backs)
        wm_render_character_back (cr, job->variant, slot->character, job->lang, bleed,
                                  job->options.light_backs);
      else if (slot->character != NULL)
        wm_render_character_front (cr, job->variant, slot->character, job->lang, bleed, NULL);
      else if (backs)
        wm_render_card_back (cr, job->variant, slot->deck, job->lang, bleed,
                             job->options.light_backs);
      else
        wm_render_card_front (cr, job->variant, slot->deck, slot->card, job->lang, bleed, NULL);
      cairo_restore (cr);
    }
  wm_render_set_proof_marks (cr, TRUE);
  if (job->options.crop_marks)
    draw_crop_marks (cr, g, bleed, backs && short_edge ? g->rows - used_rows : 0, used_rows);
}

/* ---- map pages ----------------------------------------------------------- */

/* A crosshair in a circle: the same map point on two overlapping sheets. */
static void
alignment_mark (cairo_t *cr, double x, double y)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 2.2, 0, 2 * G_PI);
  cairo_move_to (cr, x - 4, y);
  cairo_line_to (cr, x + 4, y);
  cairo_move_to (cr, x, y - 4);
  cairo_line_to (cr, x, y + 4);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.7);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.8, 0.0, 0.4);
  cairo_set_line_width (cr, 0.25);
  cairo_stroke (cr);
}

static void
draw_map_tile (WmPrintJob *job, cairo_t *cr, const Page *page, int index)
{
  const WmPrintOptions *o = &job->options;
  double size = page->region->size * o->mm_per_unit;
  double usable_w = o->paper_width - 2 * o->margin;
  double usable_h = o->paper_height - 2 * o->margin - 10;
  /* equal sheets rather than full ones and a sliver: each shows an equal
   * share of the map plus the overlap */
  double tile_w = page->tile_cols > 1
                      ? (size + (page->tile_cols - 1) * o->overlap) / page->tile_cols
                      : usable_w;
  double tile_h = page->tile_rows > 1
                      ? (size + (page->tile_rows - 1) * o->overlap) / page->tile_rows
                      : usable_h;
  double step_x = tile_w - o->overlap, step_y = tile_h - o->overlap;
  double ox = page->tile_col * step_x, oy = page->tile_row * step_y; /* map mm at the corner */
  double vw = MIN (tile_w, size - ox), vh = MIN (tile_h, size - oy);
  double px = o->margin, py = o->margin + 10;
  WmMapStyle style;
  g_autofree char *what = NULL;
  g_autofree char *note = NULL;
  double note_y = o->margin + 3.2; /* under the caption */
  const double dash[] = { 2, 1.5 };

  wm_map_style_init (&style);
  style.lang = job->lang;
  what = wm_render_strdup_printf (
      job->lang, TR (job, gettext_noop (
                   "map %s side %c, true size %g × %g mm, sheet %d of %d (row %d, column %d)")),
      page->region->id, page->side->id, size, size,
      page->tile_row * page->tile_cols + page->tile_col + 1, page->tile_cols * page->tile_rows,
      page->tile_row + 1, page->tile_col + 1);
  draw_page_caption (job, cr, index, what);
  if (page->tile_cols * page->tile_rows > 1)
    {
      /* the first sheet has no seam to its left or above, so no trim line:
       * the others are laid over it */
      const char *how
          = page->tile_col + page->tile_row == 0
                ? TR (job, gettext_noop ("Keep this sheet whole: lay the other sheets, trimmed "
                                         "along their dashed lines, over it so the round marks "
                                         "meet."))
                : TR (job, gettext_noop ("Trim along the dashed line and lay this sheet over its "
                                         "neighbour so the round marks meet."));
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      wm_draw_text (cr, how, o->paper_width / 2, note_y, 0, 2.2, FALSE, WM_ALIGN_CENTER);
      note_y += 3;
    }
  /* A lone side shows the fort's weapon on both castle slots: every sheet
   * of it says why, under the header, above the map. */
  if ((note = wm_render_fort_note (job->variant, page->region, page->side, job->lang)) != NULL)
    {
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      wm_draw_text (cr, note, o->paper_width / 2, note_y, 0, 2.2, FALSE, WM_ALIGN_CENTER);
    }

  cairo_save (cr);
  cairo_rectangle (cr, px, py, vw, vh);
  cairo_clip (cr);
  cairo_translate (cr, px - ox, py - oy);
  cairo_save (cr);
  cairo_scale (cr, o->mm_per_unit, o->mm_per_unit);
  wm_render_region_side (cr, job->variant, page->region, page->side, &style);
  cairo_restore (cr);

  /* alignment marks on every seam, drawn at map positions so that both
   * sheets of a seam carry them at the same place */
  for (int k = 1; k < page->tile_cols; k++)
    for (double y = 20; y < size; y += 50)
      alignment_mark (cr, k * step_x + o->overlap / 2, y);
  for (int k = 1; k < page->tile_rows; k++)
    for (double x = 20; x < size; x += 50)
      alignment_mark (cr, x, k * step_y + o->overlap / 2);
  /* this sheet's trim lines: its left and top seams */
  cairo_set_source_rgb (cr, 0.8, 0.0, 0.4);
  cairo_set_line_width (cr, 0.3);
  cairo_set_dash (cr, dash, 2, 0);
  if (page->tile_col > 0)
    {
      cairo_move_to (cr, ox + o->overlap / 2, oy);
      cairo_line_to (cr, ox + o->overlap / 2, oy + vh);
    }
  if (page->tile_row > 0)
    {
      cairo_move_to (cr, ox, oy + o->overlap / 2);
      cairo_line_to (cr, ox + vw, oy + o->overlap / 2);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  /* a 50 mm check bar under the map: measure it to confirm 100 % scale */
  cairo_set_dash (cr, NULL, 0, 0);
  if (py + vh + 6 < o->paper_height - 2)
    {
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_rectangle (cr, px, py + vh + 2.5, 50, 1.2);
      cairo_fill (cr);
      wm_draw_text (cr, TR (job, gettext_noop ("50 mm at 100 %")), px + 52, py + vh + 1.8, 0,
                    2.2, FALSE, WM_ALIGN_LEFT);
    }
}

/* The scale of @region's fitted sheet: the largest that fits the page,
 * the ports' notches on its left and right borders inside the margin too,
 * rounded down to a tenth of a millimetre, so that the figure the sheet and
 * the contents page print is the scale the sheet is printed at. */
static double
fit_scale (const WmPrintOptions *o, const WmRegion *region)
{
  double usable_w = o->paper_width - 2 * o->margin;
  double usable_h = o->paper_height - 2 * o->margin - 10;
  double scale = MIN (usable_w / (region->size + 2 * WM_PORT_NOTCH_REACH),
                      usable_h / (region->size + WM_CAPTION_UNITS));
  double rounded = floor (scale * 10 + 1e-9) / 10;

  return rounded > 0 ? rounded : scale;
}

/* Millimetres per map unit on @region's sheets printed with @o. */
static double
sheet_scale (const WmPrintOptions *o, const WmRegion *region)
{
  return o->sheets == WM_SHEETS_FIT ? fit_scale (o, region) : o->mm_per_unit;
}

/* Every side of @region that @chosen prints in @lang (NULL: every declared
 * language), at @scale; returns how many sheets were checked. */
static int
check_region_text (const WmVariant *variant, const WmRegion *region, const char *lang,
                   const WmPrintOptions *chosen, double scale, WmDiagnostics *diags)
{
  char **languages = variant->info.languages;
  int sheets = 0;

  for (int l = 0; languages != NULL && languages[l] != NULL; l++)
    for (int s = 0; s < 2; s++)
      if (side_chosen (variant, chosen, region, s) && (lang == NULL || strcmp (languages[l], lang) == 0))
        {
          /* a true-size tile prints no caption band, only the side: its
           * labels past the edge are cut, not its name (review 24a-4) */
          if (chosen->sheets == WM_SHEETS_FIT)
            wm_map_sheet_text_diagnostics (variant, region, region->sides[s], languages[l], scale,
                                           diags);
          else
            wm_map_side_label_diagnostics (variant, region, region->sides[s], languages[l],
                                           diags);
          sheets++;
        }
  return sheets;
}

int
wm_print_check_map_text (const WmVariant *variant, const WmRegion *only_region,
                         const char *only_lang, const WmPrintOptions *options,
                         WmDiagnostics *diags)
{
  WmPrintOptions fitted;
  int sheets = 0;

  g_return_val_if_fail (variant != NULL && diags != NULL, 0);
  if (options == NULL)
    {
      wm_print_options_init (&fitted);
      fitted.sheets = WM_SHEETS_FIT;
      options = &fitted;
    }
  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      if (only_region == NULL || region == only_region)
        sheets += check_region_text (variant, region, only_lang, options,
                                     sheet_scale (options, region), diags);
    }
  return sheets;
}

int
wm_print_check_pieces_text (const WmVariant *variant, const char *only_lang,
                            const WmPrintOptions *options, WmDiagnostics *diags)
{
  char **languages = variant->info.languages;
  WmPrintOptions defaults;
  int checked = 0;

  g_return_val_if_fail (variant != NULL && diags != NULL, 0);
  if (options == NULL)
    {
      wm_print_options_init (&defaults);
      options = &defaults;
    }
  for (int l = 0; languages != NULL && languages[l] != NULL; l++)
    if (only_lang == NULL || strcmp (languages[l], only_lang) == 0)
      {
        g_autoptr (WmPiecesSheet) sheet = pieces_sheet_new (variant, languages[l], options);

        wm_pieces_sheet_check_text (sheet, diags);
        checked++;
      }
  return checked;
}

static void
draw_map_fit (WmPrintJob *job, cairo_t *cr, const Page *page, int index)
{
  const WmPrintOptions *o = &job->options;
  double scale = fit_scale (o, page->region);
  WmMapStyle style;
  g_autofree char *what
      = wm_render_strdup_printf (job->lang,
                                 TR (job, gettext_noop ("map %s side %c, fitted (1 unit = %g mm)")),
                                 page->region->id, page->side->id, scale);

  wm_map_style_init (&style);
  style.lang = job->lang;
  draw_page_caption (job, cr, index, what);
  cairo_save (cr);
  cairo_translate (cr, (o->paper_width - page->region->size * scale) / 2, o->margin + 10);
  cairo_scale (cr, scale, scale);
  wm_render_region_sheet (cr, job->variant, page->region, page->side, &style, scale);
  cairo_restore (cr);
}

/* ---- the contents page --------------------------------------------------- */

static void
contents_line (cairo_t *cr, double *y, double x, const char *text, double size, gboolean bold)
{
  *y += wm_draw_sentence (cr, text, x, *y, 170, size, bold, WM_ALIGN_LEFT) + size * 0.35;
}

/* @line with the map's scale: the one the sheets are printed at, which
 * fitted sheets of regions of different sizes give as a range. */
static char *
map_settings (WmPrintJob *job, const char *line)
{
  const char *how = job->options.sheets == WM_SHEETS_FIT
                        ? TR (job, gettext_noop ("fitted to the page"))
                        : TR (job, gettext_noop ("true size"));
  double low = G_MAXDOUBLE, high = 0;

  for (guint p = 0; p < job->pages->len; p++)
    {
      const Page *page = &g_array_index (job->pages, Page, p);
      if (page->region == NULL)
        continue;
      low = MIN (low, sheet_scale (&job->options, page->region));
      high = MAX (high, sheet_scale (&job->options, page->region));
    }
  if (low < high)
    return wm_render_strdup_printf (job->lang,
                                    TR (job, gettext_noop ("%s  Map: %s, 1 unit = %g–%g mm.")),
                                    line, how, low, high);
  return wm_render_strdup_printf (job->lang, TR (job, gettext_noop ("%s  Map: %s, 1 unit = %g mm.")),
                                  line, how, high);
}

/* The contents line of the characters' cards, if printed; returns the y
 * under it. */
static double
contents_characters (WmPrintJob *job, cairo_t *cr, double x, double y)
{
  int n = 0;
  double w, h;
  g_autofree char *line = NULL;

  for (guint s = 0; s < job->slots->len; s++)
    n += g_array_index (job->slots, Slot, s).character != NULL;
  if (n == 0)
    return y;
  wm_card_size (NULL, &w, &h);
  line = wm_render_strdup_printf (job->lang,
                                  TR (job, gettext_noop ("%s — cards: %d, %s, %g × %g mm")),
                                  TR (job, gettext_noop ("Characters")), n,
                                  TR (job, gettext_noop ("Character")), w, h);
  contents_line (cr, &y, x + 4, line, 3.0, FALSE);
  return y;
}

/* The first and last page (numbered from 1) holding @kind or @other. */
static void
page_span (const WmPrintJob *job, PageKind kind, PageKind other, int *first, int *last)
{
  *first = *last = 0;
  for (guint p = 0; p < job->pages->len; p++)
    {
      PageKind k = g_array_index (job->pages, Page, p).kind;
      if (k != kind && k != other)
        continue;
      if (*first == 0)
        *first = p + 1;
      *last = p + 1;
    }
}

/* A part's heading on the contents page, with the pages holding @kind or
 * @other: @one (msgid, "Map: page %d") for a single page, else @range
 * ("Map: pages %d–%d"). */
static char *
span_heading (const WmPrintJob *job, PageKind kind, PageKind other, const char *one,
              const char *range)
{
  int first, last;

  page_span (job, kind, other, &first, &last);
  if (first == last)
    return g_strdup_printf (TR (job, one), first);
  return g_strdup_printf (TR (job, range), first, last);
}

/* "A B", "A" or "B": the sides of @region the job prints; NULL for none
 * (the contents page lists only the regions printed). */
static const char *
sides_printed (const WmPrintJob *job, const WmRegion *region)
{
  gboolean printed[2] = { FALSE, FALSE };

  for (guint p = 0; p < job->pages->len; p++)
    {
      const Page *page = &g_array_index (job->pages, Page, p);
      if (page->region == region)
        printed[page->side == region->sides[1]] = TRUE;
    }
  if (printed[0] && printed[1])
    return "A B";
  return printed[0] ? "A" : printed[1] ? "B" : NULL;
}

/* The contents page's "How to print": only what holds for these sheets. */
static char *
how_to_print (WmPrintJob *job)
{
  const WmPrintOptions *o = &job->options;
  GString *how = g_string_new (
      /* xgettext:no-c-format */
      TR (job, gettext_noop ("Print at 100 % (“actual size”, not “fit to page”); the bar below "
                             "must measure 100 mm.")));

  if (job->slots->len > 0)
    g_string_append_printf (
        how, " %s",
        o->crop_marks ? TR (job, gettext_noop ("Cut cards along the crop marks."))
                      : TR (job, gettext_noop ("Cut cards along their edges: the sheets have no "
                                               "crop marks.")));
  if (o->duplex && job->slots->len > 0)
    g_string_append_printf (
        how, " %s",
        o->short_edge
            ? TR (job, gettext_noop ("Print the whole file on both sides, flipping on the short "
                                     "edge: every page of backs is the even page after its fronts "
                                     "and prints on their reverse."))
            : TR (job, gettext_noop ("Print the whole file on both sides, flipping on the long "
                                     "edge: every page of backs is the even page after its fronts "
                                     "and prints on their reverse.")));
  if (o->duplex)
    g_string_append_printf (
        how, " %s",
        job->n_map_pages > 0
            ? TR (job, gettext_noop ("Blank pages keep this page and the map sheets one-sided."))
            : TR (job, gettext_noop ("A blank page keeps this page one-sided.")));
  if (o->duplex && job->pieces != NULL)
    g_string_append_printf (how, " %s",
                            TR (job, gettext_noop ("The pieces' sheets are one-sided too.")));
  if (job->n_map_pages > 0 && o->sheets == WM_SHEETS_TRUE_SIZE)
    g_string_append_printf (how, " %s",
                            TR (job, gettext_noop ("Tiled map sheets overlap: trim each along its "
                                                   "dashed line and match the round marks.")));
  return g_string_free (how, FALSE);
}

/* The contents page's "Duplex: …": a duplex asked for without cards is
 * said, not dropped without a word. */
static const char *
duplex_setting (WmPrintJob *job)
{
  if (job->duplex_unused)
    return TR (job, gettext_noop ("not used (no cards, so no backs): print one-sided"));
  if (!job->options.duplex)
    return TR (job, gettext_noop ("no"));
  return job->options.short_edge ? TR (job, gettext_noop ("short-edge, backs on even pages"))
                                 : TR (job, gettext_noop ("long-edge, backs on even pages"));
}

/* The first and last map page (numbered from 1) of the regions on the
 * board (@board) or on none of its cells; 0 for none. */
static void
map_span (const WmPrintJob *job, gboolean board, int *first, int *last)
{
  *first = *last = 0;
  for (guint p = 0; p < job->pages->len; p++)
    {
      const Page *page = &g_array_index (job->pages, Page, p);
      if ((page->kind != PAGE_MAP_TILE && page->kind != PAGE_MAP_FIT)
          || on_board (job->variant, page->region) != board)
        continue;
      if (*first == 0)
        *first = p + 1;
      *last = p + 1;
    }
}

/* The contents lines of the regions printed, on the board (@board) or on
 * none of its cells; returns the y under them. */
static double
contents_regions (WmPrintJob *job, cairo_t *cr, double x, double y, gboolean board)
{
  const WmVariant *v = job->variant;
  const char *fb = wm_variant_fallback_language (v);

  for (guint r = 0; r < v->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (v->regions, r);
      const char *sides = sides_printed (job, region);
      g_autofree char *name = NULL, *line = NULL;
      if (sides == NULL || on_board (v, region) != board)
        continue;
      name = wm_text_isolate (wm_text_get (&region->name, job->lang, fb));
      line = wm_render_strdup_printf (
          job->lang,
          strlen (sides) > 1 ? TR (job, gettext_noop ("%s  %s — sides %s, %g × %g mm"))
                             : TR (job, gettext_noop ("%s  %s — side %s, %g × %g mm")),
          region->id, name, sides, region->size * sheet_scale (&job->options, region),
          region->size * sheet_scale (&job->options, region));
      contents_line (cr, &y, x + 4, line, 3.0, FALSE);
    }
  return y;
}

/* "side B of “Salt Flats” (r6), …": the sides left out for want of a
 * space, in @lang (NULL: the user's). */
static char *
describe_empty (const WmPrintJob *job, const char *lang)
{
  GString *sides = g_string_new (NULL);
  const char *one = gettext_noop ("side %c of %s");

  for (guint i = 0; i < job->empty->len; i++)
    {
      const Page *e = &g_array_index (job->empty, Page, i);
      g_autofree char *named = wm_variant_named (job->variant, &e->region->name, e->region->id);
      if (sides->len > 0)
        g_string_append (sides, ", ");
      /* TRANSLATORS: a region side left out of a print: the side, then
       * the region named as in "“Heath” (r1)" */
      g_string_append_printf (sides, lang ? wm_render_gettext (lang, one) : _(one), e->side->id,
                              named);
    }
  return g_string_free (sides, FALSE);
}

char *
wm_print_job_describe_empty (const WmPrintJob *job)
{
  g_return_val_if_fail (job != NULL, NULL);
  return job->empty->len > 0 ? describe_empty (job, NULL) : NULL;
}

static void
draw_contents (WmPrintJob *job, cairo_t *cr)
{
  const WmVariant *v = job->variant;
  const WmPrintOptions *o = &job->options;
  const char *fb = wm_variant_fallback_language (v);
  double x = 20, y = 20;
  g_autofree char *line = NULL;
  g_autofree char *how = how_to_print (job);
  int first, last;

  wm_set_rgb (cr, ink);
  contents_line (cr, &y, x, wm_text_get (&v->info.title, job->lang, fb), 8, TRUE);
  contents_line (cr, &y, x, TR (job, gettext_noop ("Print-and-play sheets")), 4.5, FALSE);
  y += 3;
  line = wm_render_strdup_printf (
      job->lang,
      TR (job,
          gettext_noop (
              "Language: %s.  Paper: %g × %g mm.  Bleed: %g mm.  Crop marks: %s.  Duplex: %s.")),
      job->lang, o->paper_width, o->paper_height, o->bleed,
      o->crop_marks ? TR (job, gettext_noop ("yes")) : TR (job, gettext_noop ("no")),
      duplex_setting (job));
  if (job->n_map_pages > 0)
    {
      char *with_map = map_settings (job, line);
      g_free (line);
      line = with_map;
    }
  contents_line (cr, &y, x, line, 3.2, FALSE);
  y += 4;

  if (job->slots->len > 0)
    {
      g_autofree char *each = per_page (job, job->lang);

      page_span (job, PAGE_FRONTS, PAGE_BACKS, &first, &last);
      g_free (line);
      /* TRANSLATORS: the last %s is "9 to a page" or "9–12 to a page" */
      if (first == last)
        line = g_strdup_printf (TR (job, gettext_noop ("Cards: %u on page %d, %s")),
                                job->slots->len, first, each);
      else
        line = g_strdup_printf (TR (job, gettext_noop ("Cards: %u on pages %d–%d, %s")),
                                job->slots->len, first, last, each);
      contents_line (cr, &y, x, line, 4.2, TRUE);
      for (guint d = 0; d < v->decks->len; d++)
        {
          const WmDeck *deck = g_ptr_array_index (v->decks, d);
          int n = 0;
          double w, h;
          for (guint s = 0; s < job->slots->len; s++)
            n += g_array_index (job->slots, Slot, s).deck == deck;
          if (n == 0)
            continue;
          wm_card_size (deck, &w, &h);
          g_autofree char *name = wm_text_isolate (wm_text_get (&deck->name, job->lang, fb));
          g_free (line);
          line = wm_render_strdup_printf (job->lang,
                                          TR (job, gettext_noop ("%s — cards: %d, %s, %g × %g mm")),
                                  name, n,
                                  TR (job, wm_registry_card_kind (deck->kind)->title), w, h);
          /* Names only: they are unique, and players cutting cards have no
           * use for the ids (the cards' footers carry the card ids). */
          contents_line (cr, &y, x + 4, line, 3.0, FALSE);
        }
      y = contents_characters (job, cr, x, y);
      y += 4;
    }
  if (job->n_map_pages > 0)
    {
      map_span (job, TRUE, &first, &last);
      g_free (line);
      if (first == last)
        line = g_strdup_printf (TR (job, gettext_noop ("Map: page %d")), first);
      else
        line = g_strdup_printf (TR (job, gettext_noop ("Map: pages %d–%d")), first, last);
      if (first > 0)
        contents_line (cr, &y, x, line, 4.2, TRUE);
      y = contents_regions (job, cr, x, y, TRUE);
      /* regions never dealt, printed after the board's, apart */
      map_span (job, FALSE, &first, &last);
      if (first > 0)
        {
          g_free (line);
          if (first == last)
            line = g_strdup_printf (TR (job, gettext_noop ("Regions on no cell of the board: "
                                                           "page %d")),
                                    first);
          else
            line = g_strdup_printf (TR (job, gettext_noop ("Regions on no cell of the board: "
                                                           "pages %d–%d")),
                                    first, last);
          y += 1.5;
          contents_line (cr, &y, x, line, 3.6, TRUE);
          y = contents_regions (job, cr, x, y, FALSE);
        }
    }
  if (job->empty->len > 0)
    {
      g_autofree char *sides = describe_empty (job, job->lang);
      g_free (line);
      /* TRANSLATORS: on the contents page; the sides, as in "side B of
       * “Salt Flats” (r6)" */
      line = g_strdup_printf (TR (job, gettext_noop ("Not printed, without a space: %s")), sides);
      contents_line (cr, &y, x + 4, line, 3.0, FALSE);
    }
  if (job->n_map_pages > 0 || job->empty->len > 0)
    y += 4;
  if (job->assembly != NULL)
    {
      int page, same;

      page_span (job, PAGE_ASSEMBLY, PAGE_ASSEMBLY, &page, &same);
      g_free (line);
      line = g_strdup_printf (TR (job, gettext_noop ("Assembly sheet: page %d")), page);
      contents_line (cr, &y, x, line, 4.2, TRUE);
      contents_line (cr, &y, x + 4,
                     TR (job, gettext_noop ("Which region side goes in which cell of the board, "
                                            "turned how, and where the highwaymen start.")),
                     3.0, FALSE);
      y += 4;
    }
  if (job->pieces != NULL)
    {
      g_free (line);
      line = span_heading (job, PAGE_PIECES, PAGE_PIECES, gettext_noop ("Pieces: page %d"),
                           gettext_noop ("Pieces: pages %d–%d"));
      contents_line (cr, &y, x, line, 4.2, TRUE);
      contents_line (cr, &y, x + 4,
                     TR (job, gettext_noop ("Towns, forts, inns, highwaymen, secret places, "
                                            "weapons, a token and markers for each character, "
                                            "turn order markers and the gold track, as many as "
                                            "the variant deals.")),
                     3.0, FALSE);
      y += 4;
    }
  contents_line (cr, &y, x, TR (job, gettext_noop ("How to print")), 4.2, TRUE);
  contents_line (cr, &y, x + 4, how, 3.0, FALSE);
  y += 4;
  cairo_rectangle (cr, x, y, 100, 2);
  cairo_fill (cr);
  for (int i = 0; i <= 10; i++)
    {
      cairo_rectangle (cr, x + i * 10 - 0.1, y - (i % 5 == 0 ? 3 : 1.5), 0.2, i % 5 == 0 ? 3 : 1.5);
      cairo_fill (cr);
    }
  wm_draw_text (cr, "100 mm", x + 103, y - 1, 0, 3, FALSE, WM_ALIGN_LEFT);
}

void
wm_print_job_draw_page (WmPrintJob *job, cairo_t *cr, int index)
{
  const Page *page;

  g_return_if_fail (index >= 0 && index < (int)job->pages->len);
  page = &g_array_index (job->pages, Page, index);
  cairo_save (cr);
  switch (page->kind)
    {
    case PAGE_CONTENTS:
      draw_contents (job, cr);
      break;
    case PAGE_BLANK:
      /* the number only, for whoever feeds the sheets back by hand */
      draw_page_caption (job, cr, index,
                         TR (job, gettext_noop ("left blank: the reverse of the page before")));
      break;
    case PAGE_FRONTS:
    case PAGE_BACKS:
      draw_card_page (job, cr, page, index);
      break;
    case PAGE_MAP_TILE:
      draw_map_tile (job, cr, page, index);
      break;
    case PAGE_MAP_FIT:
      draw_map_fit (job, cr, page, index);
      break;
    case PAGE_PIECES:
      draw_page_caption (job, cr, index, TR (job, gettext_noop ("pieces")));
      wm_pieces_sheet_draw_page (job->pieces, cr, page->pieces_page);
      break;
    case PAGE_ASSEMBLY:
      draw_page_caption (job, cr, index, TR (job, gettext_noop ("assembly sheet")));
      wm_assembly_sheet_draw (job->assembly, cr, job->lang, job->options.margin,
                              job->options.margin + CAPTION_ROOM + 2,
                              job->options.paper_width - 2 * job->options.margin,
                              job->options.paper_height - 2 * job->options.margin - CAPTION_ROOM
                                  - 2);
      break;
    }
  cairo_restore (cr);
}

static cairo_status_t
draw_pdf (WmPrintJob *job, GByteArray *bytes)
{
  const double pt = 72.0 / 25.4;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  surface = cairo_pdf_surface_create_for_stream (
      wm_render_collect, bytes, job->options.paper_width * pt, job->options.paper_height * pt);
  cr = cairo_create (surface);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  wm_text_get (&job->variant->info.title, job->lang,
                                               wm_variant_fallback_language (job->variant)));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Waymark");
  for (guint i = 0; i < job->pages->len; i++)
    {
      cairo_save (cr);
      cairo_scale (cr, pt, pt);
      wm_print_job_draw_page (job, cr, i);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

GBytes *
wm_print_job_to_pdf (WmPrintJob *job, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_status_t status = draw_pdf (job, bytes);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write %s: %s"), "PDF",
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

gboolean
wm_print_job_write_pdf (WmPrintJob *job, const char *path, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();

  /* before drawing every page, so that a wrong folder is told at once */
  if (!wm_render_check_output (path, error))
    return FALSE;
  return wm_render_write_output (path, draw_pdf (job, bytes), bytes, error);
}
