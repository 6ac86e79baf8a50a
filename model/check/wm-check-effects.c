#define G_LOG_DOMAIN "wm-check"

/* What one event's or one ability's effects say against each other and
 * against its text, beyond their numbers (wm-check-text-numbers.c):
 *
 * - "effect-missing": an ability with a printed text and no effect. The
 *   card promises something and the rules engine plays nothing. (An event
 *   without an effect is already the error "event-no-effect".) A text
 *   whose every sentence names a weapon only describes the weapon track,
 *   which the card prints anyway, and is left alone.
 * - "effect-cancels": two effects of one card or ability of which one
 *   undoes the other whenever it plays, judged as the rules engine plays
 *   them (wm-game-effects.c): an extra move along a path type the same
 *   card closes, roads wrapped round the board while roads are closed
 *   (the engine's wrap road is the path type "road"), lakes wrapped while
 *   lakes are closed, quest slots added and removed by the same number.
 *   The closing effect must last at least as long as the other (an event's
 *   "always" lasts the day); a road closed only in the intrigue phase
 *   leaves a day's extra road move the rest of the day. An extra move with
 *   the options of the card played is not judged: it depends on the card.
 *   Each pair once, at the later effect's line, naming both by their
 *   place in the list, as the Events & Abilities page shows it (an effect
 *   added there has no line until the variant is saved).
 * - "effect-ways-and-card": an extra move along path types and with the
 *   options of the card played at once (via="trail card"). The rules engine
 *   gives such moves with the card's options only (wm_fx_compile and
 *   summarise in wm-game-effects.c), so the path types named never play;
 *   the Events & Abilities form ticks one or the other, but a file written
 *   by hand or by an older Waymark may hold both.
 * - "effect-scope": a When that means nothing for the effect and its owner
 *   (wm_effect_scope_idle ()): "Always" on an event, "The day it is drawn"
 *   on an ability, the intrigue phase for "Highwaymen on every turn" or
 *   "Extra draw". Said with the effect's title and the When list's words,
 *   at the effect's line, with the choice that plays. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-registry.h"
#include "wm-validator.h"

/* An event's effects last at most its day, whatever their scope says. */
static WmScope
effective_scope (const WmEffect *effect, gboolean event)
{
  return event && effect->scope == WM_SCOPE_ALWAYS ? WM_SCOPE_DAY : effect->scope;
}

/* Whether @closer is in force whenever @other is. */
static gboolean
covers (const WmEffect *closer, const WmEffect *other, gboolean event)
{
  WmScope c = effective_scope (closer, event), o = effective_scope (other, event);

  return c == WM_SCOPE_ALWAYS || c == o || (c == WM_SCOPE_DAY && o == WM_SCOPE_INTRIGUE);
}

static gboolean
is_type (const WmEffect *effect, const char *type)
{
  return g_strcmp0 (effect->type, type) == 0;
}

static const char *
title_of (const WmEffect *effect)
{
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);

  return spec != NULL ? _ (spec->title) : effect->type;
}

/* The words of @effect's parameter @name, or of its default; NULL when
 * neither. */
static char **
param_words (const WmEffect *effect, const char *name)
{
  const char *value = wm_effect_get_param (effect, name);
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
  const WmParamSpec *param = spec != NULL ? wm_type_spec_find_param (spec, name) : NULL;

  if (value == NULL && param != NULL)
    value = param->default_value;
  return value != NULL ? g_strsplit_set (value, " \t\n", -1) : NULL;
}

static gboolean
has_word (char **words, const char *word)
{
  return words != NULL && g_strv_contains ((const char *const *)words, word);
}

/* The words of @ways other than "card" (and, unless @also is NULL, also
 * in @also), by their path types' names in the display language ("Road,
 * Trail"), or NULL when there are none. */
static char *
way_names (const WmVariant *variant, char **ways, char **also)
{
  GString *names = g_string_new (NULL);

  for (int i = 0; ways != NULL && ways[i] != NULL; i++)
    {
      const WmPathType *type = wm_variant_find_path_type (variant, ways[i]);
      if (ways[i][0] == '\0' || strcmp (ways[i], "card") == 0
          || (also != NULL && !has_word (also, ways[i])))
        continue;
      g_string_append_printf (
          names, "%s%s", names->len > 0 ? ", " : "",
          type != NULL ? wm_variant_display_name (variant, &type->name, ways[i]) : ways[i]);
    }
  if (names->len == 0)
    {
      g_string_free (names, TRUE);
      return NULL;
    }
  return g_string_free (names, FALSE);
}

/* The path types of @closed's "via" that @extra's "via" also names, or
 * NULL. */
static char *
closed_ways (const WmVariant *variant, const WmEffect *closed, const WmEffect *extra)
{
  g_auto (GStrv) closes = param_words (closed, "via");
  g_auto (GStrv) moves = param_words (extra, "via");

  /* an extra move with no path type of its own closes nothing */
  return moves != NULL ? way_names (variant, closes, moves) : NULL;
}

static int
delta_of (const WmEffect *effect)
{
  const char *value = wm_effect_get_param (effect, "delta");
  gint64 delta;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, -99, 99, &delta, NULL))
    return 0;
  return (int)delta;
}

/* An effect and its place in its list, counted from 1. */
typedef struct
{
  const WmEffect *effect;
  guint number;
} Listed;

static gboolean
is_closing (const WmEffect *effect)
{
  return is_type (effect, "path-closed") || is_type (effect, "lakes-closed");
}

/* The sentence when @closer, in force whenever @other is, leaves it
 * nothing to do, or NULL. */
static char *
closing_message (const WmVariant *variant, const char *owner, Listed closer, Listed other)
{
  const WmEffect *c = closer.effect, *o = other.effect;
  g_auto (GStrv) closes = param_words (c, "via");
  g_auto (GStrv) wraps = is_type (o, "wrap-edges") ? param_words (o, "via") : NULL;
  const WmPathType *road = wm_variant_find_path_type (variant, "road");
  g_autofree char *ways = NULL;

  if (is_type (c, "path-closed") && is_type (o, "extra-move")
      && (ways = closed_ways (variant, c, o)) != NULL)
    return g_strdup_printf (_ ("%s closes %s with its effect %u “%s”, yet gives an extra move "
                               "along it with its effect %u “%s”: that move can never be made"),
                            owner, ways, closer.number, title_of (c), other.number, title_of (o));
  /* the rules engine's wrap road is the path type "road" */
  if (is_type (c, "path-closed") && road != NULL && has_word (closes, "road")
      && has_word (wraps, "road"))
    return g_strdup_printf (_ ("%s closes %s with its effect %u “%s”, yet lets roads wrap round "
                               "the board with its effect %u “%s”: no road can be taken there"),
                            owner, wm_variant_display_name (variant, &road->name, "road"),
                            closer.number, title_of (c), other.number, title_of (o));
  if (is_type (c, "lakes-closed") && has_word (wraps, "lake"))
    return g_strdup_printf (_ ("%s closes the lakes with its effect %u “%s”, yet lets lakes wrap "
                               "round the board with its effect %u “%s”: no lake can be crossed "
                               "there"),
                            owner, closer.number, title_of (c), other.number, title_of (o));
  return NULL;
}

/* The sentence when @a and @b add and remove as many slots of one kind
 * at the same time, or NULL. */
static char *
slots_message (const char *owner, Listed a, Listed b, gboolean event)
{
  g_auto (GStrv) kind_a = param_words (a.effect, "accepts");
  g_auto (GStrv) kind_b = param_words (b.effect, "accepts");
  int delta = delta_of (a.effect);

  if (!is_type (a.effect, "slot-change") || !is_type (b.effect, "slot-change")
      || effective_scope (a.effect, event) != effective_scope (b.effect, event) || delta == 0
      || delta != -delta_of (b.effect) || kind_a == NULL || kind_b == NULL
      || g_strcmp0 (kind_a[0], kind_b[0]) != 0)
    return NULL;
  return g_strdup_printf (g_strcmp0 (kind_a[0], "side") == 0
                              ? _ ("%s changes the side-quest slots by %+d with its effect %u "
                                   "“%s” and by %+d with its effect %u “%s”: the two cancel")
                              : _ ("%s changes the common-quest slots by %+d with its effect %u "
                                   "“%s” and by %+d with its effect %u “%s”: the two cancel"),
                          owner, delta, a.number, title_of (a.effect), -delta, b.number,
                          title_of (b.effect));
}

/* The sentence for @a and @b when one cancels the other, or NULL. @owner
 * names the event or the ability ("event “E16”"). */
static char *
cancel_message (const WmVariant *variant, const char *owner, Listed a, Listed b, gboolean event)
{
  if (is_closing (a.effect) && covers (a.effect, b.effect, event))
    return closing_message (variant, owner, a, b);
  if (is_closing (b.effect) && covers (b.effect, a.effect, event))
    return closing_message (variant, owner, b, a);
  return slots_message (owner, a, b, event);
}

/* Each effect is named in one pair at most, so that three slot changes
 * of +1, -1, +1 make one warning, not two. */
static void
check_cancels (WmCheck *c, const GPtrArray *effects, int line, const char *where, const char *owner,
               gboolean event)
{
  g_autofree gboolean *paired = g_new0 (gboolean, effects->len + 1);

  for (guint i = 0; i < effects->len; i++)
    for (guint k = 0; k < i && !paired[i]; k++)
      {
        Listed a = { g_ptr_array_index (effects, k), k + 1 };
        Listed b = { g_ptr_array_index (effects, i), i + 1 };
        g_autofree char *message = NULL;

        if (paired[k] || (message = cancel_message (c->variant, owner, a, b, event)) == NULL)
          continue;
        paired[i] = paired[k] = TRUE;
        wm_check_warning (c, b.effect->line > 0 ? b.effect->line : line, where, "effect-cancels",
                          "%s", message);
      }
}

static void
check_ways_and_card (WmCheck *c, const GPtrArray *effects, int line, const char *where,
                     const char *owner)
{
  for (guint i = 0; i < effects->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (effects, i);
      g_auto (GStrv) via = is_type (effect, "extra-move") ? param_words (effect, "via") : NULL;
      g_autofree char *ways = has_word (via, "card") ? way_names (c->variant, via, NULL) : NULL;

      if (ways != NULL)
        wm_check_warning (c, effect->line > 0 ? effect->line : line, where,
                          "effect-ways-and-card",
                          _ ("%s gives extra moves along %s and with the card played, with its "
                             "effect %u “%s”: the rules engine plays only the card's options, "
                             "never %s; tick one or the other"),
                          owner, ways, i + 1, title_of (effect), ways);
    }
}

const char *
wm_effect_scope_idle (const char *type, WmScope scope, gboolean event)
{
  /* summarise () in wm-game-effects.c leaves out an intrigue-scope effect
   * outside the marker's phase and plays the others all the time; an
   * event's all last its day (it is drawn at sunrise, put back at
   * sundown). */
  if (event && scope == WM_SCOPE_ALWAYS)
    return _ ("an event lasts one day");
  if (!event && scope == WM_SCOPE_DAY)
    return _ ("a character is never drawn, so the rules engine plays it always");
  /* wm_game_turn_init (): the marker's phase offers a highwayman move
   * anyway. */
  if (scope == WM_SCOPE_INTRIGUE && g_strcmp0 (type, "highwayman-free") == 0)
    return _ ("in that phase the player may move a highwayman anyway");
  /* sunrise (): the day before's marker is taken back, then the hand is
   * drawn, before the plan places the day's marker: such a draw never
   * counts (/rules/day/intrigue-draw). */
  if (scope == WM_SCOPE_INTRIGUE && g_strcmp0 (type, "extra-draw") == 0)
    return _ ("the hand is drawn at sunrise, before the highwayman marker is placed");
  return NULL;
}

/* The When list's words for @scope. */
static const char *
scope_words (WmScope scope)
{
  /* Translators: the choices of the effect's When drop-down on the Events &
   * Abilities page: write them as it does. */
  switch (scope)
    {
    case WM_SCOPE_ALWAYS: return _ ("Always");
    case WM_SCOPE_DAY: return _ ("The day it is drawn");
    default: return _ ("The phase of the highwayman marker");
    }
}

/* @owner names the event or the ability ("event “E23”"), @event_id is
 * the event's id, NULL for an ability. */
static void
check_scopes (WmCheck *c, const GPtrArray *effects, const char *where, const char *owner,
              const char *event_id)
{
  gboolean event = event_id != NULL;

  for (guint i = 0; i < effects->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (effects, i);
      const char *idle = wm_effect_scope_idle (effect->type, effect->scope, event);

      if (idle == NULL)
        continue;
      if (event && effect->scope == WM_SCOPE_ALWAYS)
        /* Translators: "Always", "The day it is drawn" and "The phase of
         * the highwayman marker" are the choices of the effect's When drop-down on the
         * Events & Abilities page: write them as it does. */
        wm_check_warning (c, effect->line, where, "effect-scope",
                          _ ("event “%s” applies “%s” always, but an event lasts one day: "
                             "choose “The day it is drawn” or “The phase of the highwayman marker” "
                             "for it"),
                          event_id, title_of (effect));
      else if (effect->scope == WM_SCOPE_DAY)
        wm_check_warning (c, effect->line, where, "effect-scope",
                          /* Translators: %1$s is "the ability of “Bram Holloway”", %3$s
                           * why ("a character is never drawn, …"). */
                          _ ("%s applies “%s” on “The day it is drawn”, but %s: choose "
                             "“Always” or “The phase of the highwayman marker” for it"),
                          owner, title_of (effect), idle);
      else
        wm_check_warning (c, effect->line, where, "effect-scope",
                          /* Translators: %1$s is "event “E23”" or "the ability of
                           * “Bram Holloway”", %3$s why ("in that phase the player may
                           * move a highwayman anyway"), %4$s the When that plays ("The
                           * day it is drawn", "Always"). */
                          _ ("%s applies “%s” in “The phase of the highwayman marker”, where it "
                             "changes nothing: %s; choose “%s” for it"),
                          owner, title_of (effect), idle,
                          scope_words (event ? WM_SCOPE_DAY : WM_SCOPE_ALWAYS));
    }
}

void
wm_check_event_effects (WmCheck *c, const WmCard *card, const char *where)
{
  /* Translators: how effect-cancels names an event: "event “E16” closes
   * Road …". */
  g_autofree char *owner = g_strdup_printf (_ ("event “%s”"), card->id);

  check_scopes (c, card->effects, where, owner, card->id);
  check_cancels (c, card->effects, card->line, where, owner, TRUE);
  check_ways_and_card (c, card->effects, card->line, where, owner);
}

/* The first text of @ch that promises more than its weapon track, or
 * NULL. */
static const WmTextEntry *
promising_text (const WmCharacter *ch)
{
  for (guint i = 0; ch->text.entries != NULL && i < ch->text.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (ch->text.entries, i);
      if (!wm_check_text_names_weapons_only (entry->lang, entry->text))
        return entry;
    }
  return NULL;
}

void
wm_check_ability_effects (WmCheck *c, const WmCharacter *ch, const char *name, const char *where)
{
  /* Translators: how effect-cancels names an ability: "the ability of
   * “Mirela Thorne” closes Road …". */
  g_autofree char *owner = g_strdup_printf (_ ("the ability of “%s”"), name);
  const WmTextEntry *text = ch->effects->len == 0 ? promising_text (ch) : NULL;

  if (text != NULL)
    wm_check_warning (c, text->line > 0 ? text->line : ch->line, where, "effect-missing",
                      _ ("the ability text of “%s” promises an ability, but it has no effect: "
                         "in play it does nothing; give it one on the Events & Abilities page, "
                         "or clear the text"),
                      name);
  check_scopes (c, ch->effects, where, owner, NULL);
  check_cancels (c, ch->effects, ch->line, where, owner, FALSE);
  check_ways_and_card (c, ch->effects, ch->line, where, owner);
}
