#pragma once

/* The design validator: every check a designer needs beyond what the loader
 * refuses, over every board arrangement the setup allows. Each problem is a
 * WmDiagnostic with a stable code (README, "Diagnostics"), the line of the
 * element and its id path in `where`.
 *
 * The checks fall into parts, and every diagnostic comes from exactly one:
 *
 *   "structure"     ids, references, one use per direction, effect and task
 *                   parameters, languages: the loader's own checks, re-run
 *                   for variants edited in memory
 *   "region:ID"     one region's two sides on their own, and its names
 *   "setup"         slot counts, towns, tile sizes, weapon types over all regions
 *   "arrangements"  every arrangement of regions and rotations, sides A and B
 *   "deck:ID"       one deck and its cards, their names included
 *   "decks"         across decks, the characters, and the goal against
 *                   the gold one stroke pays (a quest, a weapon track, a discovery)
 *   "quests"        what quests and characters need of the map
 *
 * Incremental use (the editor, after every edit): a change to region R can
 * only change the parts wm_validate_parts_for_region() lists, a change to deck
 * D those of wm_validate_parts_for_deck(); other edits (towns, rules, board,
 * characters, renames) take a full run. To merge, keep the diagnostics per
 * part, drop the old diagnostics of the listed parts and add the new ones —
 * WmValidation below does exactly that. Diagnostics carry the elements'
 * `line` fields as they were when their part ran: after a save gives the
 * elements their lines in the file written (wm_variant_learn_lines()),
 * run every part again (wm_validation_update_all()).
 *
 * Not checked here: text that overflows its card layout in some language
 * needs the card renderer's real layout, so editor/render adds those
 * warnings (card-text-overflow, wm-render-card.h) where a renderer is at
 * hand: `waymark-cli validate` and the editor's Validation page. */

#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-map.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_VALIDATE_STRUCTURE = 1 << 0,
  WM_VALIDATE_REGIONS = 1 << 1,
  WM_VALIDATE_SETUP = 1 << 2,
  WM_VALIDATE_ARRANGEMENTS = 1 << 3,
  WM_VALIDATE_DECKS = 1 << 4, /* every "deck:ID" and "decks" */
  WM_VALIDATE_QUESTS = 1 << 5,
  WM_VALIDATE_ALL = 0x3f,
  /* What a variant that loaded without errors still needs: the loader has
   * already run the structure checks and reported their warnings. */
  WM_VALIDATE_DESIGN = WM_VALIDATE_ALL & ~WM_VALIDATE_STRUCTURE,
} WmValidateFlags;

/* How many secret slots (spaces of kind secret) side @side (0 for A, 1 for
 * B) has over the regions the board deals (wm_check_region_on_board ():
 * a region on no cell deals none), which the setup's secret places must
 * fill; -1 when such a region lacks the side. */
int wm_validate_secret_slots (const WmVariant *variant, int side);

/* Full validation; the diagnostics are sorted by line. */
WmDiagnostics *wm_validate (WmVariant *variant);
/* The checks @flags selects, appended to @diags (unsorted). */
void wm_validate_into (WmVariant *variant, WmValidateFlags flags, WmDiagnostics *diags);

/* Every part of @variant, in the order a full run reports them. */
GStrv wm_validate_list_parts (const WmVariant *variant);
/* Runs one part, appending to @diags. Unknown parts and parts of elements
 * that no longer exist add nothing. */
void wm_validate_part (WmVariant *variant, const char *part, WmDiagnostics *diags);
GStrv wm_validate_parts_for_region (const char *region_id);
GStrv wm_validate_parts_for_deck (const char *deck_id);

/* The diagnostics of the parts a change to one region or deck touches. */
WmDiagnostics *wm_validate_region (WmVariant *variant, const char *region_id);
WmDiagnostics *wm_validate_deck (WmVariant *variant, const char *deck_id);

/* Play's side of the "arrangements" part: the first arrangement that setup
 * deals on side A (side B with @variable_setup) whose board does not
 * assemble cleanly — wm_map_build() reports an error: a port that meets
 * none or one of another type, a road with no road opposite, a fort not
 * decided — or NULL when there is none. @n_failing and @n_checked (may be
 * NULL) receive how many such arrangements there are among how many were
 * looked at: every one up to 131,072 a side, a sample beyond (see
 * arrangement-sampled). A variant without arrangement-port-open,
 * -port-type, -wrap-road and -fort errors gives NULL: its games are never
 * refused for their board (wm_game_new()). */
WmArrangement *wm_validate_find_unplayable (WmVariant *variant, gboolean variable_setup,
                                            guint64 *n_failing, guint64 *n_checked);

/* Why the When @scope means nothing for an effect of @type of an event
 * (@event) or of a character's ability, as the rules engine plays it
 * (wm-game-effects.c), as a clause in the display language ("a character is
 * never drawn"), or NULL when it means something: "Always" on an event
 * (an event lasts its day), "The day it is drawn" on an ability (a
 * character is never drawn; the engine plays it always), the intrigue
 * phase for "Highwaymen on every turn" (the marker's phase already lets
 * the player move a highwayman) and for "Extra draw" (the hand is drawn at
 * sunrise, after the day before's marker is taken back and before the
 * day's is placed). The validator's effect-scope and
 * the When list of the Events & Abilities page share it. */
const char *wm_effect_scope_idle (const char *type, WmScope scope, gboolean event);

/* Results kept per part, for incremental validation. */
typedef struct _WmValidation WmValidation;

/* Validates @variant fully (a reference is kept). @file names the
 * diagnostics' file and may be NULL. */
WmValidation *wm_validation_new (WmVariant *variant, const char *file);
void wm_validation_free (WmValidation *validation);
void wm_validation_update_region (WmValidation *validation, const char *region_id);
void wm_validation_update_deck (WmValidation *validation, const char *deck_id);
void wm_validation_update_all (WmValidation *validation);
/* The merged diagnostics of every part, sorted by line (a new list). */
WmDiagnostics *wm_validation_collect (const WmValidation *validation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmValidation, wm_validation_free)

G_END_DECLS
