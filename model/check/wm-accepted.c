#define G_LOG_DOMAIN "wm-check"

/* Accepted warnings: which checks can be accepted, and the split of a
 * validation's diagnostics into those shown and those accepted. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-accepted.h"

/* Every check that reports warnings, sometimes or always (README,
 * "Diagnostics" and "Design validation", those marked "warning"): the
 * loader's, the validator's and the renderer's. tests/check/test-accepted.c
 * holds the README's tables against these two lists. */
static const char *const warning_checks[] = {
  "arrangement-sampled",
  "blank-name",
  "bundled-identity",
  "card-label-overflow",
  "card-name-duplicate",
  "card-name-overflow",
  "card-options-duplicate",
  "card-steps",
  "card-target-unreachable",
  "card-text-missing",
  "card-text-overflow",
  "card-unplayed",
  "character-start-town",
  "deck-missing",
  "deck-name-overflow",
  "deck-size",
  "deck-too-large",
  "deck-unplayed",
  "effect-cancels",
  "effect-missing",
  "effect-number-not-in-text",
  "effect-scope",
  "effect-text-number",
  "effect-ways-and-card",
  "goal-too-low",
  "highwaymen-unplaced",
  "lang-missing",
  "lang-undeclared",
  "map-label-overflow",
  "placeholder-name",
  "quest-own-region",
  "region-not-on-board",
  "setup-fort-weapon-shared",
  "setup-weapon-unused",
  "side-direction-geometry",
  "side-lake-across-path",
  "side-path-crossing",
  "side-port-crossing",
  "side-space-overlap",
  "side-way-through-space",
  "text-bidi-control",
  "town-name-duplicate",
};

/* Checks whose problems are errors (a region on no cell of the board has
 * its errors told as warnings, but they are the region's to fix before it
 * is dealt, not to keep), the acceptances' own, and the loader's warnings
 * that saving the file settles (number-form, xml-encoding's). */
static const char *const never_checks[] = {
  "accepted-check",
  "accepted-duplicate",
  "accepted-stale",
  "arrangement-central-island",
  "arrangement-fort",
  "arrangement-port-open",
  "arrangement-port-type",
  "arrangement-unreachable",
  "arrangement-wrap-lake",
  "arrangement-wrap-road",
  "card-bid-duplicate",
  "card-options-empty",
  "card-reward-deck",
  "card-reward-empty",
  "card-target-duplicate",
  "card-task-unsatisfiable",
  "character-count",
  "character-movement-deck",
  "character-personal-quest",
  "character-slots",
  "character-weapons",
  "deck-empty",
  "effect-count",
  "effect-param",
  "effect-unknown",
  "event-no-effect",
  "format-version",
  "id-duplicate",
  "io-read",
  "io-too-large",
  "io-write",
  "lang-duplicate",
  "map-fort-undecided",
  "map-port-open",
  "map-port-type",
  "map-side-missing",
  "map-wrap-unpaired",
  "number-form",
  "path-direction-taken",
  "path-self-loop",
  "ref-unknown",
  "region-side-missing",
  "rules-hand",
  "schema-attribute",
  "schema-element",
  "schema-missing",
  "schema-range",
  "schema-value",
  "setup-board",
  "setup-board-size",
  "setup-fort-weapon",
  "setup-region-size",
  "setup-secret-slots",
  "setup-town-placement",
  "setup-weapon-types",
  "side-castle-slots",
  "side-island-dry",
  "side-lake-shores",
  "side-path-duplicate",
  "side-port-point-taken",
  "side-space-isolated",
  "side-town-printed",
  "side-town-slots",
  "value-range",
  "weapon-types-too-many",
  "xml-dtd",
  "xml-encoding",
  "xml-entity",
  "xml-limit",
  "xml-malformed",
  "xml-namespace",
};

static gboolean
listed (const char *const *list, gsize n, const char *check)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (list[i], check) == 0)
      return TRUE;
  return FALSE;
}

WmAcceptKind
wm_accepted_kind_of (const char *check)
{
  if (check == NULL)
    return WM_ACCEPT_UNKNOWN;
  if (listed (warning_checks, G_N_ELEMENTS (warning_checks), check))
    return WM_ACCEPT_WARNING;
  if (listed (never_checks, G_N_ELEMENTS (never_checks), check))
    return WM_ACCEPT_NEVER;
  return WM_ACCEPT_UNKNOWN;
}

gboolean
wm_accepted_can_accept (const WmDiagnostic *diag)
{
  g_return_val_if_fail (diag != NULL, FALSE);
  return diag->severity == WM_SEVERITY_WARNING
         && wm_accepted_kind_of (diag->code) == WM_ACCEPT_WARNING;
}

static gboolean
same_subject (const char *a, const char *b)
{
  return g_strcmp0 (a != NULL && *a != '\0' ? a : NULL, b != NULL && *b != '\0' ? b : NULL) == 0;
}

const WmAccepted *
wm_accepted_find (const WmVariant *variant, const char *check, const char *subject)
{
  g_return_val_if_fail (variant != NULL && check != NULL, NULL);
  for (guint i = 0; i < variant->accepted->len; i++)
    {
      const WmAccepted *a = g_ptr_array_index (variant->accepted, i);
      if (g_strcmp0 (a->check, check) == 0 && same_subject (a->subject, subject))
        return a;
    }
  return NULL;
}

const WmAccepted *
wm_accepted_find_for (const WmVariant *variant, const WmDiagnostic *diag)
{
  g_return_val_if_fail (variant != NULL && diag != NULL, NULL);
  if (!wm_accepted_can_accept (diag))
    return NULL;
  return wm_accepted_find (variant, diag->code, diag->where);
}

char *
wm_accepted_where (const WmAccepted *accepted)
{
  if (accepted->subject != NULL && *accepted->subject != '\0')
    return g_strdup_printf ("accepted %s / %s", accepted->check, accepted->subject);
  return g_strdup_printf ("accepted %s", accepted->check);
}

/* The element of one part of a subject ("deck events", "card E03" after
 * its deck), found after the parts before it; @known is FALSE for a part
 * that names no element found by id ("side A" aside, "title de",
 * "authors"), which is then said as written. Sets @name to the element's
 * name, NULL for one without (a space). */
typedef struct
{
  const WmDeck *deck;
  const WmRegion *region;
  const WmSide *side;
} SubjectContext;

/* Whether @element was found; sets @name to its name, at @name_offset. */
static gboolean
found (gconstpointer element, gsize name_offset, const WmText **name)
{
  if (element != NULL)
    *name = G_STRUCT_MEMBER_P (element, name_offset);
  return element != NULL;
}

static gboolean
find_part (const WmVariant *v, SubjectContext *ctx, const char *word, const char *id,
           gboolean *known, const WmText **name)
{
  *known = TRUE;
  *name = NULL;
  if (strcmp (word, "deck") == 0)
    return found (ctx->deck = wm_variant_find_deck (v, id), G_STRUCT_OFFSET (WmDeck, name), name);
  if (strcmp (word, "card") == 0)
    {
      const WmCard *card = NULL;
      for (guint i = 0; ctx->deck != NULL && i < ctx->deck->cards->len && card == NULL; i++)
        if (strcmp (((WmCard *)g_ptr_array_index (ctx->deck->cards, i))->id, id) == 0)
          card = g_ptr_array_index (ctx->deck->cards, i);
      return found (card, G_STRUCT_OFFSET (WmCard, name), name);
    }
  if (strcmp (word, "region") == 0)
    return found (ctx->region = wm_variant_find_region (v, id), G_STRUCT_OFFSET (WmRegion, name),
                  name);
  if (strcmp (word, "side") == 0)
    {
      ctx->side = ctx->region != NULL && (id[0] == 'A' || id[0] == 'B') && id[1] == '\0'
                      ? ctx->region->sides[id[0] - 'A']
                      : NULL;
      return ctx->side != NULL;
    }
  if (strcmp (word, "space") == 0)
    return ctx->side != NULL && wm_side_find_space (ctx->side, id) != NULL;
  if (strcmp (word, "character") == 0)
    return found (wm_variant_find_character (v, id), G_STRUCT_OFFSET (WmCharacter, name), name);
  if (strcmp (word, "town") == 0)
    return found (wm_variant_find_town (v, id), G_STRUCT_OFFSET (WmTown, name), name);
  if (strcmp (word, "path-type") == 0)
    return found (wm_variant_find_path_type (v, id), G_STRUCT_OFFSET (WmPathType, name), name);
  if (strcmp (word, "weapon-type") == 0)
    return found (wm_variant_find_weapon_type (v, id), G_STRUCT_OFFSET (WmWeaponType, name), name);
  *known = FALSE;
  return TRUE;
}

/* The @i-th part of a subject, an element by its kind and name. */
static void
append_named (GString *out, int i, const char *kind, const char *name)
{
  if (i > 0)
    g_string_append (out, " / ");
  /* TRANSLATORS: an element of a variant by its kind (already translated)
   * and the name the designer gave it: deck “Events”; the quotes are
   * those of your language. */
  g_string_append_printf (out, C_ ("subject", "%s “%s”"), kind, name);
}

char *
wm_accepted_subject_named (const WmVariant *variant, const char *subject, gboolean *gone)
{
  g_auto (GStrv) parts = NULL;
  GString *out = g_string_new (NULL);
  SubjectContext ctx = { NULL, NULL, NULL };

  g_return_val_if_fail (variant != NULL && subject != NULL && gone != NULL, NULL);
  *gone = FALSE;
  parts = g_strsplit (subject, " / ", -1);
  for (int i = 0; parts[i] != NULL; i++)
    {
      const char *space = strchr (parts[i], ' ');
      g_autofree char *word
          = space != NULL ? g_strndup (parts[i], space - parts[i]) : g_strdup (parts[i]);
      g_autofree char *shown = wm_diagnostic_where_for_display (word);
      const WmText *name = NULL;
      gboolean known = FALSE;

      /* Only the first part that is gone is said to be: what is in it
       * went with it. */
      if (space != NULL && !*gone && !find_part (variant, &ctx, word, space + 1, &known, &name))
        {
          *gone = TRUE;
          append_named (out, i, shown, space + 1);
          continue;
        }
      if (name != NULL)
        {
          g_autofree char *named = wm_variant_isolated_name (variant, name, space + 1);
          append_named (out, i, shown, named);
        }
      else
        g_string_append_printf (out, "%s%s%s", i > 0 ? " / " : "", shown,
                                space != NULL ? space : "");
    }
  return g_string_free (out, FALSE);
}

/* The element of @word @id (a part of a where, "card E03", found after
 * the parts before it) by its name and id, a character as every page
 * names one ("Mirela Thorne (red)"), the others as the validator's
 * messages do ("“Heath” (r1)"); NULL for one without a name or not found. */
static char *
part_named (const WmVariant *variant, SubjectContext *ctx, const char *word, const char *id)
{
  const WmText *name = NULL;
  gboolean known = FALSE;

  if (!find_part (variant, ctx, word, id, &known, &name) || name == NULL)
    return NULL;
  if (strcmp (word, "character") == 0)
    return wm_variant_character_label (variant, id);
  return wm_variant_named (variant, name, id);
}

char *
wm_where_named (const WmVariant *variant, const char *where)
{
  g_auto (GStrv) parts = NULL;
  GString *out = g_string_new (NULL);
  SubjectContext ctx = { NULL, NULL, NULL };

  g_return_val_if_fail (variant != NULL && where != NULL, NULL);
  parts = g_strsplit (where, " / ", -1);
  for (int i = 0; parts[i] != NULL; i++)
    {
      g_auto (GStrv) word_id = g_strsplit (parts[i], " ", 2);
      g_autofree char *kind = wm_diagnostic_where_for_display (word_id[0] ? word_id[0] : "");
      g_autofree char *named = NULL;

      g_string_append (out, i > 0 ? " / " : "");
      if (word_id[0] == NULL || word_id[1] == NULL)
        {
          g_string_append (out, kind);
          continue;
        }
      named = part_named (variant, &ctx, word_id[0], word_id[1]);
      /* TRANSLATORS: a place on the Validation page: the kind of element
       * (already translated) and the element, "deck “Events” (events)",
       * "character Mirela Thorne (red)". */
      g_string_append_printf (out, C_ ("where", "%s %s"), kind, named ? named : word_id[1]);
    }
  return g_string_free (out, FALSE);
}

/* An entry that no warning matches any more: the warning was fixed, or its
 * element renamed or removed. Said quietly, as a warning, so that stale
 * entries do not pile up unseen in the file; never an error, which would
 * stop play over a note. The element is named as the designer named it,
 * the id only of one that is gone. */
static void
report_stale (const WmVariant *variant, WmDiagnostics *diags, const WmAccepted *a)
{
  g_autofree char *where = wm_accepted_where (a);
  g_autofree char *named = NULL;
  gboolean gone = FALSE;

  if (a->subject == NULL || *a->subject == '\0')
    {
      wm_diagnostics_add (diags, WM_SEVERITY_WARNING, a->line, where, "accepted-stale",
                          _ ("the accepted “%s” warning no longer occurs: remove the acceptance"),
                          a->check);
      return;
    }
  named = wm_accepted_subject_named (variant, a->subject, &gone);
  if (gone)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, a->line, where, "accepted-stale",
                        /* TRANSLATORS: %s the check's code ("deck-size"), %s the
                         * element by the id it had (deck “quests-r9”), which the
                         * variant no longer has. */
                        _ ("the accepted “%s” warning was about %s, which is gone: remove the "
                           "acceptance"),
                        a->check, named);
  else
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, a->line, where, "accepted-stale",
                        /* TRANSLATORS: %s the check's code ("deck-size"), %s the
                         * element by its name (deck “Events”). */
                        _ ("the accepted “%s” warning of %s no longer occurs: remove the "
                           "acceptance"),
                        a->check, named);
}

void
wm_accepted_split (const WmVariant *variant, WmDiagnostics *diags, WmDiagnostics *accepted)
{
  guint n = variant->accepted->len;
  g_autofree gboolean *used = g_new0 (gboolean, n + 1);

  g_return_if_fail (variant != NULL && diags != NULL && accepted != NULL);
  for (guint i = 0; i < wm_diagnostics_count (diags);)
    {
      const WmAccepted *a = wm_accepted_find_for (variant, wm_diagnostics_get (diags, i));
      WmDiagnostic *moved;
      guint k;

      if (a == NULL)
        {
          i++;
          continue;
        }
      for (k = 0; k < n && g_ptr_array_index (variant->accepted, k) != a; k++)
        ;
      used[k] = TRUE;
      wm_diagnostics_move (diags, i, accepted);
      moved = (WmDiagnostic *)wm_diagnostics_get (accepted, wm_diagnostics_count (accepted) - 1);
      moved->accepted = TRUE;
      moved->note = g_strdup (a->note);
    }
  /* An entry the loader refused (an unknown check, an error's) is its
   * error already; a second entry for one warning is accepted-duplicate. */
  for (guint k = 0; k < n; k++)
    {
      const WmAccepted *a = g_ptr_array_index (variant->accepted, k);
      if (!used[k] && wm_accepted_kind_of (a->check) == WM_ACCEPT_WARNING
          && wm_accepted_find (variant, a->check, a->subject) == a)
        report_stale (variant, diags, a);
    }
}
