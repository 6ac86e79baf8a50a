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

void wm_card_size (const WmDeck *deck, double *width_mm, double *height_mm);

/* How a card's text fitted its box, in one language. */
typedef struct
{
  gboolean has_text;
  gboolean overflow;  /* does not fit even at the floor size */
  double font_pt;     /* the size used */
  double box_height;  /* mm */
  double text_height; /* mm needed at font_pt */
} WmCardFit;

/* Draws the front; @lang NULL means the variant's first language, missing
 * translations fall back to it. @fit (may be NULL) receives the fitting. */
void wm_render_card_front (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                           const WmCard *card, const char *lang, double bleed, WmCardFit *fit);
void wm_render_card_back (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                          const char *lang, double bleed);

/* The band of a movement card's front, in millimetres from the top of its
 * trim box, that holds its arrows, path types and steps (between the title
 * and the text): what the playtest draws beside a choice of the card. */
void wm_card_movement_band (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                            const char *lang, double *top, double *bottom);

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
/* Its back: the character's colour and name. */
void wm_render_character_back (cairo_t *cr, const WmVariant *variant,
                               const WmCharacter *character, const char *lang, double bleed);
void wm_character_check_text (const WmVariant *variant, const WmCharacter *character,
                              const char *lang, WmCardFit *fit);

/* Adds a warning `card-text-overflow` to @diags for every card face whose
 * text does not fit its box in some declared language: the validator's text
 * check, which lives here because only the renderer knows the layout. */
void wm_card_check_text_diagnostics (const WmVariant *variant, WmDiagnostics *diags);

/* The colour that marks a deck (its character's for movement decks and
 * personal quests). */
WmRgb wm_card_deck_color (const WmVariant *variant, const WmDeck *deck, const WmCard *card);

G_END_DECLS
