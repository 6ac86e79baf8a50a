#pragma once

/* What the validator's files share: the checking context, the helpers that
 * report a problem, and the per-side summary that the side checks and the
 * arrangement checks both read. Not installed, not for the editor. */

#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef struct
{
  WmVariant *variant;
  WmDiagnostics *diags;
  /* Errors reported as warnings: the problems of a region on no cell of the
   * board, which no game deals (README, Design validation). */
  gboolean as_warnings;
} WmCheck;

void wm_check_report (WmCheck *check, WmSeverity severity, int line, const char *where,
                      const char *code, const char *format, ...) G_GNUC_PRINTF (6, 7);

#define wm_check_error(check, line, where, code, ...) \
  wm_check_report ((check), WM_SEVERITY_ERROR, (line), (where), (code), __VA_ARGS__)
#define wm_check_warning(check, line, where, code, ...) \
  wm_check_report ((check), WM_SEVERITY_WARNING, (line), (where), (code), __VA_ARGS__)

/* Whether @other's name in @entry's language is @entry's name as a reader
 * tells names apart (wm_text_same_name ()): for the "two X share a name
 * in a language" checks, which then quote the name by wm_check_name_shown. */
gboolean wm_check_same_name (const WmText *other, const WmTextEntry *entry);
/* @entry's name as such a message quotes it: without the spaces round it,
 * which the comparison ignored too. */
char *wm_check_name_shown (const WmTextEntry *entry);

/* wm_variant_named () of @c's variant: an element of the variant as a
 * message names it ("“Heath” (r1)"). */
char *wm_check_named (const WmCheck *c, const WmText *name, const char *id);
/* wm_check_named () of the region, weapon type or town of id @id. */
char *wm_check_region_named (const WmCheck *c, const char *id);
char *wm_check_weapon_named (const WmCheck *c, const char *id);
char *wm_check_town_named (const WmCheck *c, const char *id);

/* ---- per-side summary ------------------------------------------------------ */

/* A port of a side, resolved to indexes. */
typedef struct
{
  const WmPort *port;
  int type;  /* index into variant->path_types, -1 when unknown */
  int space; /* index into side->spaces, -1 when unknown */
} WmSidePort;

/* What board assembly needs to know of one region side, computed once: the
 * connected groups of its spaces (paths, inland lakes and each corner lake
 * part join spaces), the group each corner lake part and each port leads to,
 * and its castle slots. Port matching, lake merging, fort placement and
 * reachability over an arrangement only combine these. */
typedef struct
{
  const WmRegion *region;
  const WmSide *side;
  int region_index;
  int n_spaces;
  int *comp;               /* per space: its group, 0 … n_comps - 1 */
  int n_comps;
  int *comp_first_space;   /* per group: its first space */
  gboolean *comp_outlet;   /* per group: reaches a port or a corner lake part */
  int corner_comp[WM_N_CORNERS];      /* group of the part's spaces, -1 when empty */
  gboolean corner_island[WM_N_CORNERS];
  GArray *ports[WM_N_EDGES];          /* of WmSidePort, per region-local edge */
  GArray *castles;                    /* of int: space indexes */
  GArray *towns;                      /* of int: space indexes of town slots */
} WmSideSummary;

WmSideSummary *wm_side_summary_new (const WmVariant *variant, int region_index, int side);
void wm_side_summary_free (WmSideSummary *summary);
/* The index of @id among the side's spaces, or -1. */
int wm_side_space_index (const WmSide *side, const char *id);
/* Whether a path, a lake or a port of @side names a space the side does
 * not have (the loader's ref-unknown): what can be reached on it then
 * follows from that mistake, and the checks of reach say nothing of it
 * until the reference is fixed. */
gboolean wm_side_names_unknown_space (const WmSide *side);
int wm_check_path_type_index (const WmVariant *variant, const char *id);
int wm_check_town_index (const WmVariant *variant, const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmSideSummary, wm_side_summary_free)

/* Union-find over the indexes of @parent, each its own set at first
 * (parent[i] == i), as a side's paths and an arrangement's ports join
 * them: inline, the arrangement enumeration calls it in its inner loop. */

/* The root of @x's set; halves the way there for the next call. */
static inline int
wm_check_union_root (int *parent, int x)
{
  while (parent[x] != x)
    {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
  return x;
}

/* Joins the sets of @a and @b; the lower root stays the root. */
static inline void
wm_check_union_join (int *parent, int a, int b)
{
  a = wm_check_union_root (parent, a);
  b = wm_check_union_root (parent, b);
  if (a != b)
    parent[MAX (a, b)] = MIN (a, b);
}

/* ---- the parts -------------------------------------------------------------- */

void wm_check_region (WmCheck *check, const WmRegion *region);
/* The side as the map draws it (wm-check-layout.c), in wm_check_region's part. */
void wm_check_side_layout (WmCheck *check, const WmRegion *region, const WmSide *side,
                           const char *where);
void wm_check_setup (WmCheck *check);
/* Whether a cell of the printed board holds @region (wm-check-board.c). */
gboolean wm_check_region_on_board (const WmVariant *variant, const WmRegion *region);
/* region-not-on-board, in part "setup". */
void wm_check_regions_on_board (WmCheck *check);
void wm_check_arrangements (WmCheck *check);
void wm_check_deck (WmCheck *check, const WmDeck *deck);
void wm_check_decks (WmCheck *check);
void wm_check_quests (WmCheck *check);
/* The goal against the gold one stroke pays (wm-check-goal.c), in part "decks". */
void wm_check_goal (WmCheck *check);

/* Names an editor gave that are still there (wm-check-placeholders.c): a
 * card's, in part "deck:ID", a region's, in part "region:ID". */
void wm_check_card_placeholders (WmCheck *check, const WmCard *card, const char *where);
/* Whether a card's name in a language is still the deck editor's "New card". */
gboolean wm_check_is_new_card_name (const WmVariant *variant, const WmTextEntry *entry);
void wm_check_region_placeholders (WmCheck *check, const WmRegion *region);
void wm_check_piece_placeholders (WmCheck *check);
/* The identifier, titles, descriptions and authors a variant that is not
 * a bundled template still has of one (code "bundled-identity",
 * wm-check-identity.c), in part "setup". */
void wm_check_bundled_identity (WmCheck *check);
/* Names with no text or only spaces (code "blank-name"), in part "deck:ID". */
void wm_check_card_blank_names (WmCheck *check, const WmCard *card, const char *where);
void wm_check_deck_blank_names (WmCheck *check, const WmDeck *deck, const char *where);
/* A quest or event card with no text in any language (code
 * "card-text-missing", a warning), in part "deck:ID". */
void wm_check_card_text_missing (WmCheck *check, const WmDeck *deck, const WmCard *card,
                                 const char *where);

/* Numbers an event's or an ability's text writes that none of an effect's
 * numeric parameters has any more (code "effect-text-number", a warning;
 * wm-check-text-numbers.c): the event in part "deck:ID", the ability in
 * "decks". @name is the character as messages name it. */
void wm_check_event_text_numbers (WmCheck *check, const WmCard *card, const char *where);
void wm_check_ability_text_numbers (WmCheck *check, const WmCharacter *ch, const char *name,
                                    const char *where);
/* Whether every sentence of @text names a weapon ("Each new weapon brings
 * you a side quest."): it describes the weapon track, not an ability. A
 * text in a language whose words are not known names none; a blank text
 * names only weapons. */
gboolean wm_check_text_names_weapons_only (const char *lang, const char *text);
/* What numeric parameter @param of an effect of type @type gives, @number
 * of it, in words with its plural ("2 extra moves", "1 quest slot
 * fewer"), as the warnings say "its effect … has" it; NULL for a
 * parameter without words. */
char *wm_check_effect_number_words (const char *type, const char *param, gint64 number);

/* What an event's or an ability's effects say against each other and its
 * text (wm-check-effects.c): an ability with a text and no effect (code
 * "effect-missing"), two effects of which one cancels the other
 * ("effect-cancels"), an extra move along path types and with the card
 * played at once ("effect-ways-and-card"), all warnings; the event in part "deck:ID", the
 * ability in "decks". @name is the character as messages name it. */
void wm_check_event_effects (WmCheck *check, const WmCard *card, const char *where);
void wm_check_ability_effects (WmCheck *check, const WmCharacter *ch, const char *name,
                               const char *where);

/* For tests: how many arrangements of @side fail for each cause, in the
 * order of wm_check_arrangement_code (0 … 6). */
#define WM_CHECK_N_ARRANGEMENT_CODES 7
const char *wm_check_arrangement_code (int index);
void wm_check_count_arrangements (WmVariant *variant, int side,
                                  guint64 counts[WM_CHECK_N_ARRANGEMENT_CODES]);

G_END_DECLS
