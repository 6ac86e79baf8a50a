#pragma once

/* The print-and-play document: a contents page, cards n-up with bleed and
 * crop marks (backs on the even page after their fronts, mirrored for
 * long- or short-edge duplex, blank pages keeping the others one-sided),
 * and map sheets of every region side, at true size tiled over pages with
 * overlap and alignment marks, or fitted to a page.
 *
 * A WmPrintJob paginates once; its pages can then be drawn on any cairo
 * context in millimetres: the PDF writer here, GtkPrintOperation in the
 * GUI. */

#include <cairo.h>
#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_SHEETS_TRUE_SIZE,
  WM_SHEETS_FIT
} WmSheetMode;

typedef struct
{
  gboolean cards; /* print card decks */
  gboolean map;   /* print region sides */
  gboolean pieces; /* print the pieces and the gold track (wm-print-pieces.h) */
  gboolean assembly; /* print the assembly sheet of a board (wm-print-assembly.h) */
  const char *arrangement; /* the assembly sheet's arrangement spec; NULL: the board the
                            * variant deals by default */
  char **regions; /* region ids whose sides to print; NULL: every region */
  char side;      /* 'A' or 'B': only that side of them; '\0': both */
  const char *board; /* an arrangement spec ("r1:A:0,…"): only the region sides it lays out,
                      * whatever regions and side say; NULL: as they say. Without
                      * regions or a board, a side without a space (a blank one made
                      * to be drawn later) is not printed, and the regions on no cell
                      * of the <board> come after the others, listed apart. */
  char **decks;   /* deck ids to print; NULL: all */
  char **card_ids; /* only these cards (in deck order), and the cards of the characters whose
                     * ids it holds (after them); NULL: all */
  WmSheetMode sheets;
  double paper_width, paper_height; /* mm */
  const char *lang;                 /* NULL: the variant's first language */
  double bleed;                     /* mm around every card */
  gboolean crop_marks;
  gboolean duplex;    /* a page of backs after every page of fronts */
  gboolean short_edge; /* duplex turned on the short edge: backs mirrored top to bottom */
  gboolean light_backs; /* backs framed in their colour on white, to save ink */
  double mm_per_unit; /* printed size of a map unit */
  double margin;      /* unprintable border of the printer, mm */
  double overlap;     /* of tiled map sheets, mm */
} WmPrintOptions;

/* Cards and map (not the pieces: the caller asks for them), A4, no
 * bleed, no crop marks, no duplex, true size, 20 mm
 * per unit, 6 mm margin, 10 mm overlap. */
void wm_print_options_init (WmPrintOptions *options);
/* "a4", "letter" (any case) → mm; FALSE when unknown. */
gboolean wm_print_paper_size (const char *name, double *width, double *height);

typedef struct _WmPrintJob WmPrintJob;

/* Paginates; NULL with @error when a deck, card or region id is unknown, the
 * assembly sheet's arrangement is wrong, a
 * region printed has no drawing of the side asked for, or a card does not
 * fit on the paper. */
WmPrintJob *wm_print_job_new (const WmVariant *variant, const WmPrintOptions *options,
                              GError **error);
void wm_print_job_free (WmPrintJob *job);
int wm_print_job_n_pages (const WmPrintJob *job);
/* Draws page @index with the user space in millimetres, (0, 0) the top
 * left corner of the paper. */
void wm_print_job_draw_page (WmPrintJob *job, cairo_t *cr, int index);
/* Figures for reports and tests. */
int wm_print_job_n_cards (const WmPrintJob *job);
/* The fewest cards a page holds, and in @most (may be NULL) the most: they
 * differ when a deck has a card size of its own (0 without cards). */
int wm_print_job_cards_per_page (const WmPrintJob *job, int *most);
/* "9 to a page", or "9–12 to a page" for cards of several sizes, in the
 * user's language. */
char *wm_print_job_describe_per_page (const WmPrintJob *job);
int wm_print_job_n_map_pages (const WmPrintJob *job);
/* Pages of pieces (their blank reverses in duplex not counted). */
int wm_print_job_n_pieces_pages (const WmPrintJob *job);
/* Whether the job prints an assembly sheet (one page). */
gboolean wm_print_job_has_assembly (const WmPrintJob *job);
/* Whether the pages are paired for duplex (backs, blank reverses): only
 * with cards, which alone have backs. */
gboolean wm_print_job_is_duplex (const WmPrintJob *job);
/* Duplex was asked for but the job holds no cards: it prints one-sided
 * (the contents page says so). */
gboolean wm_print_job_duplex_unused (const WmPrintJob *job);
/* The map-label-overflow warnings (wm_map_sheet_text_diagnostics ()) of
 * the sheets @options print, each checked at the scale it is printed at:
 * every side of @only_region (NULL: of every region; and of those, the
 * regions and the side @options name) in @only_lang (NULL: in every
 * declared language). @options NULL is the validator's check:
 * fitted sheets on the default paper, the sheets that print the caption
 * band with the fort note (a true-size tile prints it above the map, on
 * one line), so that a note the validator passes is not cut in print.
 * Returns how many sheets were checked. */
int wm_print_check_map_text (const WmVariant *variant, const WmRegion *only_region,
                             const char *only_lang, const WmPrintOptions *options,
                             WmDiagnostics *diags);

/* The pieces-text-overflow warnings (wm_pieces_sheet_check_text ()) of
 * the pieces sheets in @only_lang (NULL: in every declared language), laid
 * out on the paper and inside the margin of @options (NULL: the defaults)
 * as the job lays them out. Returns how many languages were checked. */
int wm_print_check_pieces_text (const WmVariant *variant, const char *only_lang,
                                const WmPrintOptions *options, WmDiagnostics *diags);

/* "side B of “Salt Flats” (r6)" (in the user's language), ", "-joined:
 * the sides left out of the job because they have no space; NULL when
 * none was. */
char *wm_print_job_describe_empty (const WmPrintJob *job);

/* What a page holds: the job's page plan, which duplex printing pairs as
 * (1, 2), (3, 4)… */
typedef enum
{
  WM_PRINT_PAGE_CONTENTS,
  WM_PRINT_PAGE_BLANK, /* the reverse of a one-sided page, in duplex */
  WM_PRINT_PAGE_FRONTS,
  WM_PRINT_PAGE_BACKS,
  WM_PRINT_PAGE_MAP,
  WM_PRINT_PAGE_PIECES,
  WM_PRINT_PAGE_ASSEMBLY
} WmPrintPageKind;

/* The kind of page @index (from 0); for card pages @first_card (may be
 * NULL) is the index of its first card in the job, else -1. */
WmPrintPageKind wm_print_job_page_kind (const WmPrintJob *job, int index, int *first_card);
/* "2 cards have no text in “de” and print another language’s: A49, E21":
 * the cards whose name or text the job prints in another language than
 * its own, for lack of one in it (at most ten ids listed); NULL when every
 * card prints its own language's. */
char *wm_print_job_describe_fallbacks (const WmPrintJob *job);

/* Writes the whole job as a PDF, atomically (wm_write_file_atomically()),
 * after checking with wm_render_check_output() that @path can be written. */
gboolean wm_print_job_write_pdf (WmPrintJob *job, const char *path, GError **error);
/* The whole job as a PDF in memory (for standard output); NULL with
 * @error when cairo could not draw it. */
GBytes *wm_print_job_to_pdf (WmPrintJob *job, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmPrintJob, wm_print_job_free)

G_END_DECLS
