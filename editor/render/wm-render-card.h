#pragma once

/* Cards at their real size, in millimetres: a front per deck kind (name,
 * icons, text fitted to its box) and the deck's back. The user space of
 * @cr must be in millimetres with the card's trim box at (0, 0)–(w, h);
 * @bleed millimetres of background are drawn outside it. */

#include <cairo.h>
#include <glib.h>

#include "wm-render-util.h"
#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

#define WM_CARD_DEFAULT_WIDTH 63.0
#define WM_CARD_DEFAULT_HEIGHT 88.0
/* Text starts at this size and shrinks in half-point steps to the floor;
 * what still does not fit is an overflow. */
#define WM_CARD_TEXT_MAX_PT 8.5
#define WM_CARD_TEXT_MIN_PT 6.0

/* A name starts at this size on one line and shrinks to the floor; then
 * it takes two lines at the largest size that fits the band. What does
 * not fit two lines at the floor is an overflow, cut at the band's edge
 * with "…" and marked. */
#define WM_CARD_NAME_MAX_PT 10.2
#define WM_CARD_NAME_MIN_PT 6.8

void wm_card_size (const WmDeck *deck, double *width_mm, double *height_mm);

/* How a name fitted the band it is printed in (a card's title band, a
 * card's footer, the plate on a back), in one language. */
typedef struct
{
  gboolean overflow;  /* does not fit the band's lines even at the floor size */
  double font_pt;     /* the size used */
  double band_height; /* mm the band holds */
  double height;      /* mm the whole name needs at font_pt */
  int lines;          /* lines it takes at font_pt, where the band allows fewer on overflow */
  int max_lines;      /* lines the band allows */
} WmBandFit;

/* How a card's text fitted its box, in one language, and its name its
 * title band. */
typedef struct
{
  gboolean has_text;
  gboolean overflow;  /* the text does not fit even at the floor size */
  double font_pt;     /* the size used */
  double box_height;  /* mm */
  double text_height; /* mm needed at font_pt */
  WmBandFit name;     /* the name (or the id a card without one shows) */
} WmCardFit;

/* Whether anything on the face is cut: its text or its name. */
gboolean wm_card_fit_cut (const WmCardFit *fit);

/* Draws the front; @lang NULL means the variant's first language, missing
 * translations fall back to it. @fit (may be NULL) receives the fitting. */
void wm_render_card_front (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                           const WmCard *card, const char *lang, double bleed, WmCardFit *fit);
/* The back; @light saves ink: a white card framed in the deck's colour
 * instead of the colour and its weave over the whole card. */
void wm_render_card_back (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                          const char *lang, double bleed, gboolean light);

/* Lays the card out without output and reports the fitting. */
void wm_card_check_text (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                         const char *lang, WmCardFit *fit);

/* A character's card, at the default card size: name, home town, quest
 * slots (a dot per kind of quest in that kind's colour, dashed when
 * covered at the start), weapon track (gold per step, and what it brings)
 * and the ability's text, fitted as a card's is. */
void wm_render_character_front (cairo_t *cr, const WmVariant *variant,
                                const WmCharacter *character, const char *lang, double bleed,
                                WmCardFit *fit);
/* Its back: the character's colour and name (@light: as a card's). */
void wm_render_character_back (cairo_t *cr, const WmVariant *variant,
                               const WmCharacter *character, const char *lang, double bleed,
                               gboolean light);
void wm_character_check_text (const WmVariant *variant, const WmCharacter *character,
                              const char *lang, WmCardFit *fit);

/* How @deck's name (its kind's title when it has none) fits the footer of
 * its cards and the plate on its back, in @lang. */
void wm_deck_check_name (const WmVariant *variant, const WmDeck *deck, const char *lang,
                         WmBandFit *footer, WmBandFit *back);

/* Adds a warning to @diags for every card face whose text does not fit its
 * box (`card-text-overflow`) or whose name does not fit its title band
 * (`card-name-overflow`) in some declared language, characters' cards
 * included, and for every deck whose name does not fit its cards' footer
 * or its back (`deck-name-overflow`): the validator's text check, which
 * lives here because only the renderer knows the layout. */
void wm_card_check_text_diagnostics (const WmVariant *variant, WmDiagnostics *diags);

/* The same two warnings for one card's front in @lang. */
void wm_card_face_diagnostics (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                               const char *lang, WmDiagnostics *diags);

/* deck-name-overflow for @deck's name in @lang, in its cards' footer and
 * on its back. */
void wm_deck_name_diagnostics (const WmVariant *variant, const WmDeck *deck, const char *lang,
                               WmDiagnostics *diags);

/* The colour that marks a deck (its character's for movement decks and
 * personal quests). */
WmRgb wm_card_deck_color (const WmVariant *variant, const WmDeck *deck, const WmCard *card);

G_END_DECLS
