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
      /* Those along path types are each source's own (extra_sources_add ()). */
      if (fx->card)
        sum->extra_card += fx->count;
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

/* ---- extra moves along path types -------------------------------------------------- */

/* The rulebooks give each source of extra moves its own: Spring Flood's
 * extra move is on water, an ability's on the path types it names, and
 * two sources in one turn do not pool their moves. A turn's extra steps
 * are fine as long as each can be told to a source whose path types allow
 * it without any source giving more than it has: a matching, as the quest
 * slots are. Which assignment does not matter, only whether one exists,
 * and by Hall's theorem (with capacities) one exists exactly when for
 * every set X of path types the steps taken along X are at most what the
 * sources allowing any type of X give together. Types that every source
 * allows alike (a class) are interchangeable, so the steps are counted
 * per class and X runs over sets of classes: at most 8, so at most 256
 * sets. Greedy "tightest source first" would not do: with sources on
 * {water, road} and {road, trail}, a road step given to the first leaves
 * no room for a water step that the other assignment takes.
 *
 * The check runs when the game is made, not on every step: from nothing
 * used, every count vector the condition allows is a state of a small
 * automaton (WmExtraState) with, per path type, the state after one more
 * extra step along it. Listing a move then tests one bit, as the pooled
 * budget did, and a search keys its nodes by the state's index. */

#define MAX_EXTRA_SOURCES (2 * WM_GAME_MAX_FX)
#define MAX_EXTRA_STATES 1024 /* per set of sources; three sources of three moves on three types take 64 */

typedef struct
{
  guint8 types;
  int count;
} ExtraSource;

typedef struct
{
  int n;
  ExtraSource src[MAX_EXTRA_SOURCES];
} ExtraSources;

/* Adds @fx to @xs when it gives extra moves along path types in this
 * turn; sources naming the same path types add up, as one. */
static void
extra_sources_add (ExtraSources *xs, const WmFxInst *fx, gboolean marker)
{
  int i;

  if (fx->type != WM_FX_EXTRA_MOVE || fx->card || fx->types == 0 || fx->count <= 0
      || (fx->scope == WM_SCOPE_INTRIGUE && !marker))
    return;
  for (i = 0; i < xs->n && xs->src[i].types != fx->types; i++)
    ;
  if (i == xs->n)
    xs->src[xs->n++] = (ExtraSource) { fx->types, 0 };
  xs->src[i].count += fx->count;
}

/* The automaton of one set of sources, as it is being built. */
typedef struct
{
  int n_classes;
  guint8 class_types[8];   /* per class, its path types */
  int cap[256];            /* per set of classes: what the sources allowing any of them give */
  int total;
  GArray *keys;            /* per state of this set, from the first: its count vector,
                            * 8 bits a class (few states: a search beats a hash table,
                            * which cost more to make in every game of a batch) */
} ExtraBuild;

static gboolean
extra_feasible (const ExtraBuild *b, const guint8 *used)
{
  for (int x = 1; x < 1 << b->n_classes; x++)
    {
      int sum = 0;
      for (int c = 0; c < b->n_classes; c++)
        if (x & (1 << c))
          sum += used[c];
      if (sum > b->cap[x])
        return FALSE;
    }
  return TRUE;
}

static guint64
extra_vector_key (const guint8 *used)
{
  guint64 key = 0;

  for (int c = 0; c < 8; c++)
    key |= (guint64) used[c] << (8 * c);
  return key;
}

/* The state of @used: 0 once every extra move is taken, else its index,
 * added when new; -1 past the limits. */
static int
extra_state_of (GArray *states, ExtraBuild *b, const guint8 *used)
{
  guint64 key = extra_vector_key (used);
  int sum = 0;
  WmExtraState st = { 0 };

  for (int c = 0; c < b->n_classes; c++)
    sum += used[c];
  if (sum >= b->total)
    return 0;
  for (guint k = 0; k < b->keys->len; k++)
    if (g_array_index (b->keys, guint64, k) == key)
      return (int) (states->len - b->keys->len + k);
  if ((int) b->keys->len >= MAX_EXTRA_STATES || states->len >= G_MAXUINT16)
    return -1;
  st.left = (guint8) MIN (b->total - sum, 255);
  for (int c = 0; c < b->n_classes; c++)
    st.used[__builtin_ctz (b->class_types[c])] = used[c];
  g_array_append_val (states, st);
  g_array_append_val (b->keys, key);
  return (int) states->len - 1;
}

/* Builds the automaton of @xs into @states; its first state's index (0
 * for no extra moves), or -1 when it has too many states. */
static int
extra_automaton (GArray *states, const ExtraSources *xs)
{
  ExtraBuild b = { 0 };
  guint sig[8] = { 0 };
  guint8 zero[8] = { 0 };
  int first, result;

  for (int i = 0; i < xs->n; i++)
    {
      b.total += xs->src[i].count;
      for (int t = 0; t < 8; t++)
        if (xs->src[i].types & (1u << t))
          sig[t] |= 1u << i;
    }
  if (b.total == 0)
    return 0;
  /* Classes: the path types with the same sources, in type order. */
  for (int t = 0; t < 8; t++)
    {
      int c;
      if (sig[t] == 0)
        continue;
      for (c = 0; c < b.n_classes && sig[__builtin_ctz (b.class_types[c])] != sig[t]; c++)
        ;
      if (c == b.n_classes)
        b.n_classes++;
      b.class_types[c] |= (guint8) (1u << t);
    }
  for (int x = 1; x < 1 << b.n_classes; x++)
    {
      guint8 types = 0;
      for (int c = 0; c < b.n_classes; c++)
        if (x & (1 << c))
          types |= b.class_types[c];
      for (int i = 0; i < xs->n; i++)
        if (xs->src[i].types & types)
          b.cap[x] += xs->src[i].count;
    }
  b.keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  first = result = extra_state_of (states, &b, zero);
  /* Breadth first: each state's successors, a state past the last one
   * added by the time it is reached. */
  for (guint k = 0; result >= 0 && k < b.keys->len; k++)
    {
      int at = first + (int) k;
      for (int c = 0; c < b.n_classes && result >= 0; c++)
        {
          guint64 key = g_array_index (b.keys, guint64, k);
          guint8 used[8];
          int next;
          for (int i = 0; i < 8; i++)
            used[i] = (guint8) (key >> (8 * i));
          used[c]++;
          if (!extra_feasible (&b, used))
            continue;
          if ((next = extra_state_of (states, &b, used)) < 0)
            result = -1;
          else
            {
              WmExtraState *st = &g_array_index (states, WmExtraState, at);
              st->ok |= b.class_types[c];
              for (int t = 0; t < 8; t++)
                if (b.class_types[c] & (1u << t))
                  st->next[t] = (guint16) next;
            }
        }
    }
  g_array_free (b.keys, TRUE);
  return result;
}

/* The state of the extra moves of @used (per path type, as
 * WmExtraState.used) from @start, or -1 when the sources of @start cannot
 * give them. */
int
wm_extra_state_after (const WmGame *game, int start, const guint8 *used)
{
  int at = start;

  for (int t = 0; t < 8; t++)
    for (int k = 0; k < used[t]; k++)
      {
        if (at == 0 || !(game->extra_states[at].ok & (1u << t)))
          return -1;
        at = game->extra_states[at].next[t];
      }
  return at;
}

static gboolean
extra_sources_equal (const ExtraSources *a, const ExtraSources *b)
{
  if (a->n != b->n)
    return FALSE;
  for (int i = 0; i < a->n; i++)
    if (a->src[i].types != b->src[i].types || a->src[i].count != b->src[i].count)
      return FALSE;
  return TRUE;
}

/* A set of sources and where its automaton starts. */
typedef struct
{
  ExtraSources xs;
  int start;
} ExtraBuilt;

gboolean
wm_fx_build_cache (WmGame *game, GError **error)
{
  g_autoptr (GArray) states = g_array_new (FALSE, TRUE, sizeof (WmExtraState));
  g_autoptr (GArray) built = NULL; /* ExtraBuilt: turns with the same sources share one */
  WmExtraState none = { 0 };
  int n_events = 0;

  g_array_append_val (states, none);
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
          ExtraBuilt b;
          WmFxSummary *sum;
          guint k;
          if (c >= 0 && game->event_slot[c] == 0)
            continue;
          sum = &game->fx_cache[(p * 2 + marker) * game->n_event_slots
                                + (c >= 0 ? game->event_slot[c] : 0)];
          memset (&b, 0, sizeof b);
          for (int i = 0; i < game->chars[p].n_fx; i++)
            {
              summarise (sum, &game->chars[p].fx[i], marker);
              extra_sources_add (&b.xs, &game->chars[p].fx[i], marker);
            }
          for (int i = 0; c >= 0 && i < game->cards[c].n_fx; i++)
            {
              summarise (sum, &game->cards[c].fx[i], marker);
              extra_sources_add (&b.xs, &game->cards[c].fx[i], marker);
            }
          summarise_vias (sum);
          if (b.xs.n == 0)
            continue; /* extra_start 0 */
          if (built == NULL)
            built = g_array_new (FALSE, FALSE, sizeof (ExtraBuilt));
          for (k = 0; k < built->len; k++)
            if (extra_sources_equal (&g_array_index (built, ExtraBuilt, k).xs, &b.xs))
              break;
          if (k < built->len)
            b.start = g_array_index (built, ExtraBuilt, k).start;
          else if ((b.start = extra_automaton (states, &b.xs)) >= 0)
            g_array_append_val (built, b);
          else
            {
              const WmCharacter *ch = g_ptr_array_index (game->variant->characters,
                                                         game->setup.characters[p]);
              g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                           _("the extra moves along path types of character “%s” with event “%s” "
                             "combine in more ways than the rules engine keeps apart (%d)"),
                           ch->id, c >= 0 ? wm_game_card_id (game, c) : "-", MAX_EXTRA_STATES);
              return FALSE;
            }
          sum->extra_start = (guint16) b.start;
        }
  game->n_extra_states = (int) states->len;
  game->extra_states = (WmExtraState *) (void *) g_array_free (g_steal_pointer (&states), FALSE);
  return TRUE;
}

int
wm_game_extra_moves_left (const WmGame *game, const WmGameState *s)
{
  g_return_val_if_fail (game != NULL && s != NULL, 0);
  return s->t.extra < game->n_extra_states ? game->extra_states[s->t.extra].left : 0;
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

/* The extra moves in @fx that an extra move along a type of @types may
 * use (not those with the card's options), or with @card those the card's
 * moves take in: a step bonus, extra moves with the card's options. */
static int
extra_moves_in (const WmFxInst *fx, int n, gboolean marker, guint types, gboolean card)
{
  int sum = 0;

  for (int i = 0; i < n; i++)
    if (fx[i].scope != WM_SCOPE_INTRIGUE || marker)
      {
        if (card ? fx[i].type == WM_FX_STEP_BONUS || (fx[i].type == WM_FX_EXTRA_MOVE && fx[i].card)
                 : fx[i].type == WM_FX_EXTRA_MOVE && !fx[i].card && (fx[i].types & types))
          sum += fx[i].count;
      }
  return sum;
}

static void
move_sources (const WmGame *game, const WmGameState *s, int player, guint types, gboolean card,
              int *ability, int *event)
{
  gboolean marker;

  *ability = *event = 0;
  g_return_if_fail (game != NULL && s != NULL && player >= 0 && player < game->n_players);
  marker = s->players[player].marker != WM_GAME_NONE && s->players[player].marker == s->turn;
  *ability = extra_moves_in (game->chars[player].fx, game->chars[player].n_fx, marker, types, card);
  if (s->event < game->n_cards)
    *event = extra_moves_in (game->cards[s->event].fx, game->cards[s->event].n_fx, marker, types,
                             card);
}

void
wm_game_extra_move_sources (const WmGame *game, const WmGameState *s, int player, int type,
                            int *ability, int *event)
{
  move_sources (game, s, player, type >= 0 && type < 8 ? 1u << type : 0xffu, FALSE, ability, event);
}

void
wm_game_card_move_sources (const WmGame *game, const WmGameState *s, int player, int *ability,
                           int *event)
{
  move_sources (game, s, player, 0, TRUE, ability, event);
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
