#define G_LOG_DOMAIN "wm-rules"

/* The rules hooks of the effect and task registries (wm-registry.c). Each
 * registry name maps onto an engine code here; an effect or task whose name
 * has no entry is refused when a game is built, so a registry entry without
 * its hook shows up at once (tests/rules/test-game.c checks the tables match).
 * The code that honours each effect sits where the rule it changes sits:
 * movement (extra-move, step-bonus, wrap-edges, path-closed, lakes-closed,
 * highwaymen-pass, highwaymen-attack), special spaces (gold-bonus,
 * quest-region-towns, quest-take-extra, slot-change, side-quest-instant), the
 * day (extra-draw, highwayman-free). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-private.h"
#include "wm-registry.h"

static const char *const fx_names[WM_N_FX] = {
  [WM_FX_EXTRA_MOVE] = "extra-move",
  [WM_FX_WRAP_EDGES] = "wrap-edges",
  [WM_FX_QUEST_REGION_TOWNS] = "quest-region-towns",
  [WM_FX_HIGHWAYMEN_ATTACK] = "highwaymen-attack",
  [WM_FX_GOLD_BONUS] = "gold-bonus",
  [WM_FX_EXTRA_DRAW] = "extra-draw",
  [WM_FX_SLOT_CHANGE] = "slot-change",
  [WM_FX_STEP_BONUS] = "step-bonus",
  [WM_FX_PATH_CLOSED] = "path-closed",
  [WM_FX_LAKES_CLOSED] = "lakes-closed",
  [WM_FX_QUEST_TAKE_EXTRA] = "quest-take-extra",
  [WM_FX_HIGHWAYMEN_PASS] = "highwaymen-pass",
  [WM_FX_HIGHWAYMAN_FREE] = "highwayman-free",
  [WM_FX_SIDE_QUEST_INSTANT] = "side-quest-instant",
};

static const char *const task_names[WM_N_TASKS] = {
  [WM_TASK_VISIT_FORT] = "visit-fort",
  [WM_TASK_VISIT_INN] = "visit-inn",
  [WM_TASK_VISIT_SECRET] = "visit-secret-place",
  [WM_TASK_VISIT_TOWN] = "visit-town",
  [WM_TASK_VISIT_TOWN_VIEW] = "visit-town-view",
  [WM_TASK_VISIT_TOWN_OTHER_REGION] = "visit-town-other-region",
  [WM_TASK_VISIT_OWN_TOWN] = "visit-own-town",
  [WM_TASK_VISIT_ISLAND] = "visit-island",
  [WM_TASK_CROSS_LAKE] = "cross-lake",
};

static const char *const occasion_names[WM_N_OCC] = {
  "side-quest", "common-quest", "weapon", "inn", "secret-place", "discovery",
};

int
wm_fx_lookup (const char *name)
{
  for (int i = 0; i < WM_N_FX; i++)
    if (name && strcmp (fx_names[i], name) == 0)
      return i;
  return -1;
}

int
wm_task_lookup (const char *name)
{
  for (int i = 0; i < WM_N_TASKS; i++)
    if (name && strcmp (task_names[i], name) == 0)
      return i;
  return -1;
}

/* The value of a parameter, or the registry's default. */
static const char *
param (const WmEffect *effect, const WmTypeSpec *spec, const char *name)
{
  const char *value = wm_effect_get_param (effect, name);
  const WmParamSpec *ps;

  if (value)
    return value;
  ps = spec ? wm_type_spec_find_param (spec, name) : NULL;
  return ps ? ps->default_value : NULL;
}

static int
number (const char *value, int fallback)
{
  gint64 n;
  return value && g_ascii_string_to_signed (value, 10, -100, 100, &n, NULL) ? (int) n : fallback;
}

static guint8
types_of (const WmGame *game, const char *value, gboolean *card)
{
  g_auto (GStrv) words = g_strsplit_set (value ? value : "", " ", -1);
  guint8 mask = 0;

  for (int i = 0; words[i]; i++)
    {
      if (card && strcmp (words[i], "card") == 0)
        *card = TRUE;
      for (guint k = 0; k < game->variant->path_types->len && k < 8; k++)
        if (strcmp (((WmPathType *) g_ptr_array_index (game->variant->path_types, k))->id,
                    words[i]) == 0)
          mask |= (guint8) (1u << k);
    }
  return mask;
}

gboolean
wm_fx_compile (const WmGame *game, const WmEffect *effect, WmFxInst *out, GError **error)
{
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
  int type = wm_fx_lookup (effect->type);
  const char *v;

  memset (out, 0, sizeof *out);
  if (type < 0)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the rules engine has no hook for the effect “%s”"), effect->type);
      return FALSE;
    }
  out->type = (guint8) type;
  out->scope = (guint8) effect->scope;
  out->count = (gint8) number (param (effect, spec, "count"), 1);
  switch (type)
    {
    case WM_FX_EXTRA_MOVE:
      {
        gboolean card = FALSE;
        out->types = types_of (game, param (effect, spec, "via"), &card);
        out->card = (guint8) card;
      }
      break;
    case WM_FX_PATH_CLOSED:
      out->types = types_of (game, param (effect, spec, "via"), NULL);
      break;
    case WM_FX_WRAP_EDGES:
      v = param (effect, spec, "via");
      out->types = (guint8) ((v && strstr (v, "road") ? 1 : 0) | (v && strstr (v, "lake") ? 2 : 0));
      v = param (effect, spec, "cards");
      out->arg = v && strcmp (v, "personal") == 0 ? 0 : v && strcmp (v, "common") == 0 ? 1 : 2;
      break;
    case WM_FX_GOLD_BONUS:
      out->count = (gint8) number (param (effect, spec, "amount"), 1);
      v = param (effect, spec, "on");
      for (int i = 0; i < WM_N_OCC; i++)
        if (v && strcmp (v, occasion_names[i]) == 0)
          out->arg = (guint8) i;
      break;
    case WM_FX_SLOT_CHANGE:
      out->count = (gint8) number (param (effect, spec, "delta"), 0);
      v = param (effect, spec, "accepts");
      out->arg = v && strcmp (v, "side") == 0 ? WM_SLOT_SIDE : WM_SLOT_COMMON;
      break;
    default:
      break;
    }
  return TRUE;
}

gboolean
wm_task_compile (const WmGame *game, const WmTask *task, WmTaskInst *out, GError **error)
{
  const WmTypeSpec *spec = wm_registry_find_task (task->type);
  int type = wm_task_lookup (task->type);
  const char *v;

  memset (out, 0, sizeof *out);
  if (type < 0)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the rules engine has no hook for the task “%s”"), task->type);
      return FALSE;
    }
  out->type = (guint8) type;
  out->arg = -1;
  switch (type)
    {
    case WM_TASK_VISIT_SECRET:
      v = param (task, spec, "kind");
      out->arg = v && strcmp (v, "any") != 0 ? (gint8) wm_secret_kind_from_string (v) : -1;
      break;
    case WM_TASK_VISIT_TOWN:
      v = param (task, spec, "town");
      for (guint i = 0; v && i < game->variant->towns->len; i++)
        if (strcmp (((WmTown *) g_ptr_array_index (game->variant->towns, i))->id, v) == 0)
          out->arg = (gint8) i;
      break;
    case WM_TASK_VISIT_TOWN_VIEW:
      out->arg = (gint8) wm_corner_from_string (param (task, spec, "corner"));
      break;
    case WM_TASK_VISIT_TOWN_OTHER_REGION:
      v = param (task, spec, "from");
      out->arg = v && strcmp (v, "start") == 0 ? 0 : 1;
      break;
    default:
      break;
    }
  return TRUE;
}

static void
summarise (WmFxSummary *sum, const WmFxInst *fx, gboolean marker)
{
  if (fx->scope == WM_SCOPE_INTRIGUE && !marker)
    return;
  switch (fx->type)
    {
    case WM_FX_EXTRA_MOVE:
      if (fx->card)
        sum->extra_card += fx->count;
      else
        {
          sum->extra_left += fx->count;
          sum->extra_types |= fx->types;
        }
      break;
    case WM_FX_WRAP_EDGES:
      if (fx->arg != 1)
        sum->wrap[0] |= fx->types;
      if (fx->arg != 0)
        sum->wrap[1] |= fx->types;
      break;
    case WM_FX_QUEST_REGION_TOWNS: sum->flags |= WM_FXF_REGION_TOWNS; break;
    case WM_FX_HIGHWAYMEN_ATTACK: sum->flags |= WM_FXF_ATTACK; break;
    case WM_FX_GOLD_BONUS: sum->gold[fx->arg] += fx->count; break;
    case WM_FX_EXTRA_DRAW: sum->extra_draw += fx->count; break;
    case WM_FX_SLOT_CHANGE:
      if (fx->arg == WM_SLOT_SIDE)
        sum->slot_side += fx->count;
      else
        sum->slot_common += fx->count;
      break;
    case WM_FX_STEP_BONUS: sum->step_bonus += fx->count; break;
    case WM_FX_PATH_CLOSED: sum->closed |= fx->types; break;
    case WM_FX_LAKES_CLOSED: sum->flags |= WM_FXF_LAKES_CLOSED; break;
    case WM_FX_QUEST_TAKE_EXTRA: sum->take_extra += fx->count; break;
    case WM_FX_HIGHWAYMEN_PASS: sum->flags |= WM_FXF_PASS; break;
    case WM_FX_HIGHWAYMAN_FREE: sum->flags |= WM_FXF_HW_FREE; break;
    case WM_FX_SIDE_QUEST_INSTANT: sum->flags |= WM_FXF_SIDE_INSTANT; break;
    default: break;
    }
}

/* The ways open to movers under @sum: paths always, lakes unless closed,
 * roads and lakes round the border only for characters with a wrap
 * effect for their kind of card (the lake wrap closes with the lakes). */
static void
summarise_vias (WmFxSummary *sum)
{
  guint8 lakes = (sum->flags & WM_FXF_LAKES_CLOSED) ? 0 : 1u << WM_VIA_LAKE;

  sum->hw_vias = (guint8) (1u << WM_VIA_PATH) | lakes;
  for (int k = 0; k < 2; k++)
    sum->vias[k] = sum->hw_vias | ((sum->wrap[k] & 1) ? 1u << WM_VIA_WRAP_ROAD : 0)
                   | ((sum->wrap[k] & 2) && lakes ? 1u << WM_VIA_WRAP_LAKE : 0);
}

void
wm_fx_build_cache (WmGame *game)
{
  int n_events = 0;

  game->event_slot = g_new0 (guint8, MAX (game->n_cards, 1));
  for (int c = 0; c < game->n_cards; c++)
    if (game->cards[c].kind == WM_DECK_EVENT && n_events < 254)
      game->event_slot[c] = (guint8) ++n_events;
  game->n_event_slots = n_events + 1;
  game->fx_cache = g_new0 (WmFxSummary, game->n_players * 2 * game->n_event_slots);
  for (int p = 0; p < game->n_players; p++)
    for (int marker = 0; marker < 2; marker++)
      for (int c = -1; c < game->n_cards; c++)
        {
          WmFxSummary *sum;
          if (c >= 0 && game->event_slot[c] == 0)
            continue;
          sum = &game->fx_cache[(p * 2 + marker) * game->n_event_slots
                                + (c >= 0 ? game->event_slot[c] : 0)];
          for (int i = 0; i < game->chars[p].n_fx; i++)
            summarise (sum, &game->chars[p].fx[i], marker);
          for (int i = 0; c >= 0 && i < game->cards[c].n_fx; i++)
            summarise (sum, &game->cards[c].fx[i], marker);
          summarise_vias (sum);
        }
}

int
wm_fx_sum (const WmGame *game, const WmGameState *s, int player, int type, int arg)
{
  const WmFxSummary *sum = wm_fx_summary (game, s, player, s->turn);

  switch (type)
    {
    case WM_FX_GOLD_BONUS: return arg >= 0 && arg < WM_N_OCC ? sum->gold[arg] : 0;
    case WM_FX_EXTRA_DRAW: return sum->extra_draw;
    case WM_FX_QUEST_TAKE_EXTRA: return sum->take_extra;
    case WM_FX_STEP_BONUS: return sum->step_bonus;
    default: g_return_val_if_reached (0);
    }
}

int
wm_game_ability_gold_bonus (const WmGame *game, int player, gboolean intrigue, const char *occasion)
{
  const WmFxSummary *sum;

  g_return_val_if_fail (game != NULL && player >= 0 && player < game->n_players, 0);
  /* Event slot 0 of the cache is the character's own effects, no event's. */
  sum = &game->fx_cache[(player * 2 + (intrigue ? 1 : 0)) * game->n_event_slots];
  for (int i = 0; i < WM_N_OCC; i++)
    if (g_strcmp0 (occasion, occasion_names[i]) == 0)
      return sum->gold[i];
  return 0;
}

/* The extra moves along path types in @fx (not those with the card's
 * options) that an extra move along a type of @types may use. */
static int
extra_moves_in (const WmFxInst *fx, int n, gboolean marker, guint types)
{
  int sum = 0;

  for (int i = 0; i < n; i++)
    if (fx[i].type == WM_FX_EXTRA_MOVE && !fx[i].card && (fx[i].types & types)
        && (fx[i].scope != WM_SCOPE_INTRIGUE || marker))
      sum += fx[i].count;
  return sum;
}

void
wm_game_extra_move_sources (const WmGame *game, const WmGameState *s, int player, int type,
                            int *ability, int *event)
{
  guint types = type >= 0 && type < 8 ? 1u << type : 0xffu;
  gboolean marker;

  *ability = *event = 0;
  g_return_if_fail (game != NULL && s != NULL && player >= 0 && player < game->n_players);
  marker = s->players[player].marker != WM_GAME_NONE && s->players[player].marker == s->turn;
  *ability = extra_moves_in (game->chars[player].fx, game->chars[player].n_fx, marker, types);
  if (s->event < game->n_cards)
    *event = extra_moves_in (game->cards[s->event].fx, game->cards[s->event].n_fx, marker, types);
}

gboolean
wm_fx_has (const WmGame *game, const WmGameState *s, int player, int type)
{
  const WmFxSummary *sum = wm_fx_summary (game, s, player, s->turn);

  switch (type)
    {
    case WM_FX_SIDE_QUEST_INSTANT: return (sum->flags & WM_FXF_SIDE_INSTANT) != 0;
    case WM_FX_QUEST_REGION_TOWNS: return (sum->flags & WM_FXF_REGION_TOWNS) != 0;
    case WM_FX_HIGHWAYMEN_ATTACK: return (sum->flags & WM_FXF_ATTACK) != 0;
    case WM_FX_HIGHWAYMEN_PASS: return (sum->flags & WM_FXF_PASS) != 0;
    case WM_FX_HIGHWAYMAN_FREE: return (sum->flags & WM_FXF_HW_FREE) != 0;
    case WM_FX_LAKES_CLOSED: return (sum->flags & WM_FXF_LAKES_CLOSED) != 0;
    default: g_return_val_if_reached (FALSE);
    }
}
