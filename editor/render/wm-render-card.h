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

/* What a one-line label on a card names. */
typedef enum
{
  WM_CARD_LABEL_TOWN,      /* a target, a task's town, a home town, a region's on a back */
  WM_CARD_LABEL_PATH_TYPE, /* a movement card's path type */
  WM_CARD_LABEL_CHARACTER, /* whose personal quest it is */
  WM_CARD_LABEL_SCOPE,     /* when an event is in force, under its icon; its id is
                            * those words */
} WmCardLabelKind;

/* A one-line label too wide for its room on the card even at the
 * smallest size (70 % of its own): drawn cut with "…". */
typedef struct
{
  WmCardLabelKind kind;
  const char *id;   /* the town's, path type's or character's id, as the card names it */
  double font_pt;   /* the smallest size, used */
  double width;     /* mm the label needs at font_pt */
  double room;      /* mm it has */
} WmLabelCut;

/* The most cut labels one face records (a face has at most a handful). */
#define WM_CARD_MAX_LABEL_CUTS 8

/* How a card's text fitted its box, in one language, its name its title
 * band, and its labels their room. */
typedef struct
{
  gboolean has_text;
  gboolean overflow;  /* the text does not fit even at the floor size */
  double font_pt;     /* the size used */
  double box_height;  /* mm */
  double text_height; /* mm needed at font_pt */
  WmBandFit name;     /* the name (or the id a card without one shows) */
  int n_label_cuts;
  WmLabelCut label_cuts[WM_CARD_MAX_LABEL_CUTS];
} WmCardFit;

/* Whether anything on the face is cut: its text, its name or a label. */
gboolean wm_card_fit_cut (const WmCardFit *fit);

/* Whether the faces drawn on @cr carry the red proof mark in the corner of
 * what is cut (a text, a name or a label that does not fit): yes by
 * default — the editor's previews and `render` show it —, not on the
 * pages of a print job, a finished print (the validator and Print &
 * Export's error count still say what is cut). */
void wm_render_set_proof_marks (cairo_t *cr, gboolean shown);

/* Draws the front; @lang NULL means the variant's first language, missing
 * translations fall back to it. @fit (may be NULL) receives the fitting. */
void wm_render_card_front (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                           const WmCard *card, const char *lang, double bleed, WmCardFit *fit);
/* The back; @light saves ink: a white card framed in the deck's colour
 * instead of the colour and its weave over the whole card. */
void wm_render_card_back (cairo_t *cr, const WmVariant *variant, const WmDeck *deck,
                          const char *lang, double bleed, gboolean light);

/* The icon of a side or personal quest's @task (may be NULL), centred on
 * (@cx, @cy), @s high, in @color: as the card draws it. */
void wm_render_task_icon (cairo_t *cr, const WmVariant *variant, const WmTask *task, double cx,
                          double cy, double s, WmRgb color);

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

/* The town names cut on @deck's back in @lang (a common-quest deck's
 * region's towns), at most @max of them in @cuts; returns how many. */
int wm_deck_check_back_labels (const WmVariant *variant, const WmDeck *deck, const char *lang,
                               WmLabelCut *cuts, int max);

/* Whether what @deck prints on every card is cut anywhere in @lang: its
 * name in its cards' footer or on its back's plate, a town on its back. */
gboolean wm_deck_cut (const WmVariant *variant, const WmDeck *deck, const char *lang);

/* Adds a warning to @diags for every card face whose text does not fit its
 * box (`card-text-overflow`), whose name does not fit its title band
 * (`card-name-overflow`) or that cuts a town's, path type's or
 * character's name (`card-label-overflow`) in some declared language,
 * characters' cards included, and for every deck whose name does not fit
 * its cards' footer or its back (`deck-name-overflow`) or whose back cuts
 * a town's name (`card-label-overflow`): the validator's text check, which
 * lives here because only the renderer knows the layout. */
void wm_card_check_text_diagnostics (const WmVariant *variant, WmDiagnostics *diags);

/* The same warnings for one card's front in @lang. */
void wm_card_face_diagnostics (const WmVariant *variant, const WmDeck *deck, const WmCard *card,
                               const char *lang, WmDiagnostics *diags);
/* And for a character's card's front in @lang. */
void wm_character_face_diagnostics (const WmVariant *variant, const WmCharacter *character,
                                    const char *lang, WmDiagnostics *diags);

/* The faces of a deck's cards a check is about. */
typedef enum
{
  WM_CARD_SIDE_FRONT = 1 << 0,
  WM_CARD_SIDE_BACK = 1 << 1,
} WmCardSides;

/* What of @deck is cut in @lang on @sides of its cards: deck-name-overflow
 * for its name in their footer (front) and on its back's plate (back), and
 * card-label-overflow for the town names on its back. */
void wm_deck_name_diagnostics (const WmVariant *variant, const WmDeck *deck, const char *lang,
                               WmCardSides sides, WmDiagnostics *diags);

/* The colour that marks a deck (its character's for movement decks and
 * personal quests). */
WmRgb wm_card_deck_color (const WmVariant *variant, const WmDeck *deck, const WmCard *card);

G_END_DECLS
