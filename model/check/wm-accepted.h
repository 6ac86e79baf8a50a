#pragma once

/* Accepted warnings (README, "Design validation"): a warning the designer
 * looked at and decided to keep is written in the variant as
 * <accepted check="deck-size" subject="deck quests-r1" note="…"/> and is
 * then listed apart, not counted — the Validation page's "Accepted" group,
 * `waymark-cli validate --all`. The subject is the diagnostic's `where`,
 * made of ids, so it survives reordering and saves. Errors are never
 * accepted: what they stop (Playtest, Simulation) must not be hidden. */

#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_ACCEPT_UNKNOWN,   /* no check of that code */
  WM_ACCEPT_NEVER,     /* a check that reports errors only, or the acceptances' own */
  WM_ACCEPT_WARNING,   /* a check whose warnings can be accepted */
} WmAcceptKind;

WmAcceptKind wm_accepted_kind_of (const char *check);
/* Whether the Validation page may offer Accept… for @diag: a warning of a
 * check that can be accepted. */
gboolean wm_accepted_can_accept (const WmDiagnostic *diag);
/* The entry of @variant that accepts warnings of @check on @subject
 * (NULL or "" for none), or NULL. */
const WmAccepted *wm_accepted_find (const WmVariant *variant, const char *check,
                                    const char *subject);
/* The entry that accepts @diag, or NULL: only ever a warning. */
const WmAccepted *wm_accepted_find_for (const WmVariant *variant, const WmDiagnostic *diag);
/* The `where` of the diagnostics about an entry ("accepted deck-size /
 * deck quests-r1"). */
char *wm_accepted_where (const WmAccepted *accepted);
/* @subject ("deck events / card E03") as a message names it, in the UI's
 * language: each element by the name the designer gave it (deck “Events”
 * / card “Storm”), one without a name (a side, a space) as written; an
 * element the variant no longer has by its id, quoted, setting @gone. */
char *wm_accepted_subject_named (const WmVariant *variant, const char *subject, gboolean *gone);
/* The place of a diagnostic, its @where ("deck events / card E03",
 * "character green"), as a designer reads it in the UI's language: each
 * element by its kind and the name the designer gave it with its id,
 * "deck “Events” (events) / card “Storm” (E03)", a character as every
 * page names one, "character Bram Holloway (green)"; an element without a
 * name (a side, a space) or one the variant lacks by its id, as written.
 * The where itself stays the key an accepted warning's subject matches. */
char *wm_where_named (const WmVariant *variant, const char *where);
/* Moves the warnings @variant accepts from @diags to the end of @accepted,
 * in their order, and adds to @diags an accepted-stale warning for each
 * entry that accepted none: @diags must hold every check's diagnostics
 * (the loader's, the validator's and the renderer's), or entries whose
 * warning comes from a check not run would be called stale. */
void wm_accepted_split (const WmVariant *variant, WmDiagnostics *diags, WmDiagnostics *accepted);

G_END_DECLS
