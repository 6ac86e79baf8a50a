#define G_LOG_DOMAIN "wm-bot"

/* The thinking tiers. Everything is computed from the view:
 *
 *  - a value of ending a turn on a space: gold won there (quests whose
 *    target it is, a weapon, a discovery) plus smaller values for what it
 *    starts (a side quest from an inn, a secret place's item, a quest to
 *    take), weighted by the persona;
 *  - a potential of standing on a space: held quests decayed by the moves
 *    still needed to their targets, plus fields for undiscovered places,
 *    forts with weapons left and quest piles to take from;
 *  - a static reach: where a card can take the character from a space by
 *    its path types and arrows (from the bot's seat), around the
 *    highwaymen it sees. Moves are then followed step by step and checked
 *    against the engine's legal choices, so an approximation can cost a
 *    good move but never an illegal one.
 *
 * Greedy takes the best end of this turn; the planner searches the day's
 * card assignment and the three turns' ends (best few per level); the
 * lookahead re-ranks the planner's best plans by sampling tomorrow's hand
 * from its own draw pile, whose order it cannot see. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-bot-private.h"

/* Ends kept per level of the planner's search: keeping three cost 13 % more
 * of a game and played no better over 2,000 games (README, Speed). */
#define TOP_K 2
#define TOP_K_WIDE 6 /* the same for the lookahead's search */
#define LOOK_PLANS 3   /* plans the lookahead plays out */
#define LOOK_SAMPLES 4 /* determinizations it plays them on */
#define HAND_SAMPLES 6 /* sampled hands for tomorrow at the end of a day */
/* Reach lists kept: a bot's lists last until the highwaymen it sees
 * move, some sixty of them; the table is allocated for every bot of every
 * game. */
#define MEMO_BITS 10
#define MEMO_SIZE (1 << MEMO_BITS)
#define STAY (-0.5)    /* a turn spent standing still: nothing happens there */

typedef struct
{
  guint8 open;    /* held quests not yet completed, bit per th->held */
  guint8 weapons; /* weapon types collected */
  int n_weapons;
  int gold;       /* gold won so far in the line searched */
} Line;

typedef struct
{
  int key; /* card class << 9 | space */
  guint stamp; /* valid while it is the scratch's */
  int first, n;
} MemoEntry;

/* What ending a turn on a space is worth after a given line, and the line
 * then: the search meets the same line and space many times. */
typedef struct
{
  double value, score;
  Line after;
} EndEval;

typedef struct
{
  guint64 key; /* line_key () + 1 */
  guint gen; /* in use while it is the cache's */
  guint32 slot; /* its index in the cache, for the leaves' keys */
  guint8 done[WM_GAME_MAX_SPACES];
  EndEval end[WM_GAME_MAX_SPACES];
  guint8 stay_done[WM_GAME_MAX_SPACES];
  double stay[WM_GAME_MAX_SPACES]; /* the score of staying put on a space */
} LineEvals;

/* The lines of one decision's search, in an open-addressing table by
 * their key. One per thread: the values hold for one Think only (its
 * owner), and a Think that finds another owner starts afresh. */
#define N_LINES 128
#define MAX_LINES 96 /* used slots before the table is emptied */

#define N_LEAVES 4096
#define LEAF_UNKNOWN (-G_MAXDOUBLE)

/* The best score of a last turn with a card from a space after a line. */
typedef struct
{
  guint32 key; /* slot << 17 | card << 9 | space, + 1 */
  guint gen;
  double best;
} Leaf;

typedef struct _LineCache
{
  guint owner;
  guint gen; /* of the slots' contents: a line or leaf of another is unknown */
  int used;
  LineEvals slots[N_LINES];
  Leaf leaves[N_LEAVES];
} LineCache;

/* A place that draws the character towards it in the field. */
typedef struct
{
  int x;
  double v;
  const double *decay;
} Source;

struct _WmBotScratch
{
  guint stamp; /* of the reach lists that hold */
  MemoEntry *memo; /* MEMO_SIZE, allocated when the bot first searches */
  int memo_used;
  int *arena; /* memoised reach lists, end to end */
  int arena_len, arena_size;
  const WmGame *memo_game; /* what they hold for */
  int memo_player;
  guint8 memo_blocked[WM_GAME_MAX_SPACES];
  /* The spaces a reach search has found: those marked with its stamp. */
  guint32 found[WM_GAME_MAX_SPACES];
  guint32 found_stamp;
  /* The field of an earlier decision and the places it was built from:
   * it changes only when they do. A space's value is summed when it is
   * first asked for. */
  Source sources[WM_GAME_MAX_SPACES];
  const guint8 *source_dist[WM_GAME_MAX_SPACES];
  int n_sources;
  const WmGame *field_game; /* the game it was built for, NULL none */
  guint field_owner; /* the Think it was last checked for */
  double field[WM_GAME_MAX_SPACES];
  guint8 field_done[WM_GAME_MAX_SPACES];
};

/* Valid until the next think_init() for the same bot: the scratch is the
 * bot's. */
typedef struct
{
  WmBot *bot;
  WmBotScratch *sc;
  const WmGame *game;
  const WmGameState *v;
  const WmMap *map;
  const WmVariant *variant;
  const WmPersona *w;
  const WmCharacter *ch;
  int p, n, pos, gold, max_bid;
  int held[WM_GAME_MAX_HELD];
  int held_kind[WM_GAME_MAX_HELD];
  double held_gold[WM_GAME_MAX_HELD];
  double held_pull[WM_GAME_MAX_HELD]; /* its weight × gold × 0.8: potential () */
  const guint8 *held_near[WM_GAME_MAX_HELD];
  int n_held;
  int common_room;
  guint id; /* of this Think, unique over threads */
  struct _LineCache *lines; /* the thread's */
  guint8 blocked[WM_GAME_MAX_SPACES];
  int spare[WM_GAME_MAX_SPACES];
} Think;

void
wm_bot_scratch_free (WmBotScratch *sc)
{
  g_free (sc->arena);
  g_free (sc->memo);
  g_free (sc);
}

static GPrivate line_caches = G_PRIVATE_INIT (g_free);
static gint think_count;

/* Powers of the decays used below, computed once with pow() so that the
 * values are exactly those of calling it each time. */
static double decay_06[32], decay_05[32], decay_075[32];

static void
init_decays (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int d = 0; d < 32; d++)
        {
          decay_06[d] = pow (0.6, d);
          decay_05[d] = pow (0.5, d);
          decay_075[d] = pow (0.75, d);
        }
      g_once_init_leave (&done, 1);
    }
}

/* ---- targets ----------------------------------------------------------------- */

static int
town_index (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id && i < variant->towns->len; i++)
    if (strcmp (((WmTown *) g_ptr_array_index (variant->towns, i))->id, id) == 0)
      return (int) i;
  return -2;
}

static int
start_cell (Think *th)
{
  int town = town_index (th->variant, th->ch->start_town);

  for (int s = 0; s < th->n; s++)
    if (th->map->spaces[s].place == WM_PLACE_TOWN && th->map->spaces[s].town == town)
      return th->map->spaces[s].cell;
  return -1;
}

/* What ending a move must do for a card, resolved once per card rather
 * than for every space. */
typedef enum
{
  TARGET_NONE,
  TARGET_TOWNS,        /* one of towns[] */
  TARGET_PLACE,        /* a space of kind place */
  TARGET_OTHER_REGION, /* a town outside cell */
  TARGET_LAKE_SHORE,   /* a space with a lake crossing */
} TargetKind;

typedef struct
{
  TargetKind kind;
  int towns[64], n_towns;
  WmPlace place;
  int cell;
  gboolean per_character; /* the targets depend on the character */
} Target;

static void
add_town (Target *t, int town)
{
  /* No card names more towns than this. */
  g_return_if_fail (t->n_towns < (int) G_N_ELEMENTS (t->towns));
  t->towns[t->n_towns++] = town;
}

/* What @card asks (approximately for tasks that depend on the seat or on
 * how the move went). */
static void
resolve_target (Think *th, const WmCard *card, WmDeckKind kind, Target *t)
{
  const WmTask *task;
  const char *type;

  memset (t, 0, sizeof *t);
  t->kind = TARGET_TOWNS;
  if (kind == WM_DECK_COMMON_QUEST)
    {
      for (guint i = 0; card->targets && i < card->targets->len; i++)
        add_town (t, town_index (th->variant, ((WmTarget *) g_ptr_array_index (card->targets, i))->town));
      return;
    }
  t->kind = TARGET_NONE;
  if (card->tasks == NULL || card->tasks->len == 0)
    return;
  task = g_ptr_array_index (card->tasks, 0);
  type = task->type;
  t->kind = TARGET_PLACE;
  if (strcmp (type, "visit-fort") == 0)
    t->place = WM_PLACE_FORT;
  else if (strcmp (type, "visit-inn") == 0)
    t->place = WM_PLACE_INN;
  else if (strcmp (type, "visit-secret-place") == 0)
    t->place = WM_PLACE_SECRET;
  else if (strcmp (type, "visit-town-view") == 0)
    t->place = WM_PLACE_TOWN;
  else if (strcmp (type, "visit-island") == 0)
    t->place = WM_PLACE_ISLAND;
  else if (strcmp (type, "visit-town") == 0)
    {
      t->kind = TARGET_TOWNS;
      add_town (t, town_index (th->variant, wm_effect_get_param (task, "town")));
    }
  else if (strcmp (type, "visit-own-town") == 0)
    {
      t->kind = TARGET_TOWNS;
      add_town (t, town_index (th->variant, th->ch->start_town));
      t->per_character = TRUE;
    }
  else if (strcmp (type, "visit-town-other-region") == 0)
    {
      t->kind = TARGET_OTHER_REGION;
      t->cell = start_cell (th);
      t->per_character = TRUE;
    }
  else if (strcmp (type, "cross-lake") == 0)
    t->kind = TARGET_LAKE_SHORE;
  else
    t->kind = TARGET_NONE;
}

/* Whether ending on @s does what @t asks. */
static gboolean
is_target (Think *th, const Target *t, int s)
{
  const WmMapSpace *ms = &th->map->spaces[s];

  switch (t->kind)
    {
    case TARGET_TOWNS:
      for (int i = 0; i < t->n_towns; i++)
        if (ms->place == WM_PLACE_TOWN && ms->town == t->towns[i])
          return TRUE;
      return FALSE;
    case TARGET_PLACE: return ms->place == t->place;
    case TARGET_OTHER_REGION: return ms->place == WM_PLACE_TOWN && ms->cell != t->cell;
    case TARGET_LAKE_SHORE:
      for (int i = 0; i < ms->n_exits; i++)
        if (th->map->exits[ms->first_exit + i].via == WM_VIA_LAKE)
          return TRUE;
      return FALSE;
    default: return FALSE;
    }
}

/* Whether the field draws to spaces of kind @place: their columns of the
 * distance table are built for it early in every game. */
static gboolean
is_field_place (WmPlace place)
{
  return place == WM_PLACE_INN || place == WM_PLACE_SECRET || place == WM_PLACE_FORT
         || place == WM_PLACE_TOWN;
}

/* Moves from every space to the nearest target of @card, built once per
 * game (per bot when the targets depend on its character). Most targets
 * are towns and other places whose distance columns the field builds
 * anyway: the nearest is the least of their columns, a pass over a few
 * rows instead of a breadth-first search per card (the same numbers: a
 * search from all targets finds each space's least distance to one).
 * Other targets (lake shores, islands) get that search over the reversed
 * exits. */
static const guint8 *
near_of (Think *th, int card)
{
  WmBot *bot = th->bot;
  const WmBotBoard *board = bot->board;
  int queue[WM_GAME_MAX_SPACES], tail = 0;
  gboolean places = TRUE;
  Target target;
  guint8 *near;

  if (bot->near[card])
    return bot->near[card];
  if (board->near[card])
    return board->near[card];
  resolve_target (th, wm_game_card (th->game, card), wm_game_card_kind (th->game, card), &target);
  near = g_malloc ((gsize) MAX (th->n, 1));
  memset (near, 255, th->n);
  for (int s = 0; s < th->n; s++)
    if (is_target (th, &target, s))
      {
        queue[tail++] = s;
        places &= is_field_place (th->map->spaces[s].place);
      }
  if (places)
    for (int i = 0; i < tail; i++)
      {
        const guint8 *d = wm_bot_dist_to (bot, th->map, queue[i]);
        for (int s = 0; s < th->n; s++)
          near[s] = MIN (near[s], d[s]);
      }
  else
    {
      for (int i = 0; i < tail; i++)
        near[queue[i]] = 0;
      wm_bot_board_spread (board, near, queue, tail);
    }
  if (target.per_character)
    bot->near[card] = near;
  else
    board->near[card] = near;
  return near;
}

static int
card_gold (const WmGame *game, int card)
{
  const WmCard *c = wm_game_card (game, card);
  return c && c->reward ? c->reward->gold : 0;
}

static int
weapon_gold (Think *th, int k)
{
  return k < (int) th->ch->weapons->len ? ((WmWeaponStep *) g_ptr_array_index (th->ch->weapons, k))->gold : -1;
}

/* ---- setting up ---------------------------------------------------------------- */

static gboolean
is_discovered (const WmGameState *v, int s)
{
  return (v->discovered[s >> 3] >> (s & 7)) & 1;
}

static int
common_slots (Think *th)
{
  int n = 0;

  for (guint i = 0; i < th->ch->slots->len; i++)
    {
      const WmSlot *slot = g_ptr_array_index (th->ch->slots, i);
      if ((slot->accepts & WM_SLOT_COMMON) && (!slot->covered || th->v->players[th->p].cover_removed))
        n++;
    }
  return n;
}

/* The places that draw the character and how strongly. */
static int
field_sources (Think *th, Source *out)
{
  const WmPlayerState *ps = &th->v->players[th->p];
  int disc = th->variant->rules.discovery_gold;
  int next_weapon = weapon_gold (th, ps->n_weapons), n = 0;
  const WmBotBoard *board = th->bot->board;

  for (int i = 0; i < board->n_places; i++)
    {
      int x = board->places[i];
      const WmMapSpace *ms = &th->map->spaces[x];
      double v = 0;
      const double *decay = decay_06;
      if ((ms->place == WM_PLACE_INN || ms->place == WM_PLACE_SECRET) && !is_discovered (th->v, x))
        v = th->w->explore * (disc + 1.0) * 0.5;
      else if (ms->place == WM_PLACE_FORT && next_weapon >= 0 && th->v->place_count[x] > 0
               && th->v->place_kind[x] < 8 && !(ps->weapons & (1u << th->v->place_kind[x])))
        v = th->w->fort * (next_weapon + 0.5) * 0.6;
      else if (ms->place == WM_PLACE_TOWN && th->common_room > 0 && ms->cell < WM_GAME_MAX_CELLS
               && th->v->quests[ms->cell].n > 0)
        {
          int top = th->v->quests[ms->cell].cards[th->v->quests[ms->cell].n - 1];
          if (top < wm_game_n_cards (th->game))
            v = th->w->take * card_gold (th->game, top) * 0.3;
          decay = decay_05;
        }
      if (v > 0)
        out[n++] = (Source) { x, v, decay };
    }
  return n;
}

static gboolean
same_sources (const Source *a, const Source *b, int n_a, int n_b)
{
  if (n_a != n_b)
    return FALSE;
  for (int i = 0; i < n_a; i++)
    if (a[i].x != b[i].x || a[i].v != b[i].v || a[i].decay != b[i].decay)
      return FALSE;
  return TRUE;
}

static void
build_field (Think *th)
{
  WmBotScratch *sc = th->sc;
  Source sources[WM_GAME_MAX_SPACES];
  int n = field_sources (th, sources);

  if (sc->field_game == th->game && same_sources (sources, sc->sources, n, sc->n_sources))
    return;
  memcpy (sc->sources, sources, n * sizeof (Source));
  for (int i = 0; i < n; i++)
    sc->source_dist[i] = wm_bot_dist_to (th->bot, th->map, sources[i].x);
  sc->n_sources = n;
  sc->field_game = th->game;
  memset (sc->field_done, 0, sizeof sc->field_done);
}

/* The pull of the places on a character standing on @s. */
static double
field_at (Think *th, int s)
{
  WmBotScratch *sc = th->sc;
  double f = 0;

  /* Built for the Think that first asks (many never do), and again when
   * another Think of the same bot has built it since. */
  if (sc->field_owner != th->id)
    {
      build_field (th);
      sc->field_owner = th->id;
    }
  if (sc->field_done[s])
    return sc->field[s];
  for (int i = 0; i < sc->n_sources; i++)
    {
      int d = sc->source_dist[i][s];
      /* A place draws the character towards it; standing on it is worth
       * nothing more (arriving there was the gain). */
      if (d > 0 && d < 12)
        f += sc->sources[i].v * sc->sources[i].decay[d];
    }
  sc->field[s] = f;
  sc->field_done[s] = 1;
  return f;
}

/* Where a card takes the character depends on the board, the seat and
 * the highwaymen alone: the lists found stay while those do, which is
 * most of a game (bots leave highwaymen where they are). */
static void
keep_reach_memo (Think *th)
{
  WmBotScratch *sc = th->sc;

  if (sc->memo_game == th->game && sc->memo_player == th->p && sc->memo_used < MEMO_SIZE * 3 / 4
      && memcmp (sc->memo_blocked, th->blocked, th->n) == 0)
    return;
  sc->stamp++;
  sc->memo_used = 0;
  sc->memo_game = th->game;
  sc->memo_player = th->p;
  memcpy (sc->memo_blocked, th->blocked, th->n);
  sc->arena_len = 0;
}

static void
think_init (Think *th, WmBot *bot, const WmGame *game, const WmGameState *v)
{
  const WmPlayerState *ps;
  int commons = 0;

  init_decays ();
  if (bot->scratch == NULL)
    {
      bot->scratch = g_new0 (WmBotScratch, 1);
    }
  th->sc = bot->scratch;
  /* Unique over all threads: a bot may think in one thread, then in
   * another (the app's workers). */
  th->id = (guint) g_atomic_int_add (&think_count, 1) + 1;
  th->lines = NULL; /* fetched when the bot first searches */
  th->n_held = 0;
  th->bot = bot;
  th->game = game;
  th->v = v;
  th->p = bot->player;
  th->map = wm_game_map (game);
  th->variant = wm_game_variant (game);
  th->w = &bot->spec.persona;
  th->n = th->map->n_spaces;
  ps = &v->players[th->p];
  th->ch = g_ptr_array_index (th->variant->characters, wm_game_character (game, th->p));
  th->pos = ps->space;
  th->gold = ps->gold;
  for (int i = 0; i < ps->n_held; i++)
    {
      int c = ps->held[i].card;
      if (c >= wm_game_n_cards (game))
        continue;
      th->held[th->n_held] = c;
      th->held_kind[th->n_held] = wm_game_card_kind (game, c);
      th->held_gold[th->n_held] = card_gold (game, c);
      th->held_near[th->n_held] = near_of (th, c);
      th->held_pull[th->n_held] = (th->held_kind[th->n_held] == WM_DECK_SIDE_QUEST ? th->w->side : th->w->quest)
                                  * th->held_gold[th->n_held] * 0.8;
      commons += th->held_kind[th->n_held] != WM_DECK_SIDE_QUEST;
      th->n_held++;
    }
  th->common_room = common_slots (th) - commons;
  memset (th->blocked, 0, sizeof th->blocked);
  for (int i = 0; i < v->n_highwaymen; i++)
    if (v->highwaymen[i] >= 0 && v->highwaymen[i] < th->n)
      th->blocked[v->highwaymen[i]] = TRUE;
  th->max_bid = bot->board->max_bid;
  keep_reach_memo (th);
}

/* ---- values ----------------------------------------------------------------------- */

static void
line_init (Think *th, Line *line)
{
  line->open = (guint8) ((1u << th->n_held) - 1);
  line->weapons = th->v->players[th->p].weapons;
  line->n_weapons = th->v->players[th->p].n_weapons;
  line->gold = 0;
}

/* The value of ending a turn on @s; updates @line with what happens there. */
static double
end_value (Think *th, int s, Line *line)
{
  const WmMapSpace *ms = &th->map->spaces[s];
  const WmPersona *w = th->w;
  int gold = 0;
  double extra = 0;

  for (int i = 0; i < th->n_held; i++)
    if ((line->open & (1u << i)) && th->held_near[i][s] == 0)
      {
        gold += (int) th->held_gold[i];
        line->open &= (guint8) ~(1u << i);
        if (th->held_kind[i] == WM_DECK_PERSONAL_QUEST)
          extra += w->take * 1.5; /* the cover comes off: one more slot */
      }
  switch (ms->place)
    {
    case WM_PLACE_FORT:
      {
        int k = th->v->place_kind[s];
        int g = weapon_gold (th, line->n_weapons);
        if (g >= 0 && k < 8 && th->v->place_count[s] > 0 && !(line->weapons & (1u << k)))
          {
            gold += g;
            line->weapons |= (guint8) (1u << k);
            line->n_weapons++;
            extra += w->fort * 0.8;
          }
        break;
      }
    case WM_PLACE_INN:
      extra += w->side * 1.2;
      if (!is_discovered (th->v, s))
        gold += th->variant->rules.discovery_gold;
      break;
    case WM_PLACE_SECRET:
      if (!is_discovered (th->v, s))
        {
          gold += th->variant->rules.discovery_gold;
          extra += w->explore * 1.0;
        }
      break;
    case WM_PLACE_TOWN:
      if (th->common_room > 0 && ms->cell < WM_GAME_MAX_CELLS && th->v->quests[ms->cell].n > 0)
        extra += w->take * 1.0;
      break;
    default: break;
    }
  line->gold += gold;
  if (th->gold + line->gold >= th->bot->goal)
    extra += 1000.0; /* the game is won */
  return w->gold * gold + extra;
}

static double
potential (Think *th, int s, const Line *line)
{
  double v = field_at (th, s);

  for (int i = 0; i < th->n_held; i++)
    if (line->open & (1u << i))
      {
        int d = th->held_near[i][s];
        /* Standing on a target still open means leaving and coming back:
         * quests count on arrival only. */
        if (d == 0)
          d = 2;
        if (d < 30)
          v += th->held_pull[i] * decay_075[d];
      }
  return v;
}

/* ---- remembered values ------------------------------------------------------------- */

static guint64
line_key (const Line *line)
{
  return (guint64) line->open | (guint64) line->weapons << 8 | (guint64) (guint8) line->n_weapons << 16
         | (guint64) (guint32) line->gold << 24;
}

static guint
line_hash (guint64 key)
{
  return (guint) (key * 0x9e3779b97f4a7c15ULL >> 57) % N_LINES;
}

/* line_evals () past its first probe: fetches the thread's cache, empties
 * it for a new Think, and finds or takes the slot. */
static G_GNUC_NO_INLINE LineEvals *
line_evals_find (Think *th, guint64 key)
{
  LineCache *cache = th->lines;
  guint h;

  if (cache == NULL)
    {
      cache = th->lines = g_private_get (&line_caches);
      if (cache == NULL)
        {
          cache = th->lines = g_new0 (LineCache, 1);
          g_private_set (&line_caches, cache);
        }
    }
  if (cache->owner != th->id || cache->used >= MAX_LINES)
    {
      cache->owner = th->id;
      cache->gen++;
      cache->used = 0;
    }
  for (h = line_hash (key);; h = (h + 1) % N_LINES)
    {
      LineEvals *le = &cache->slots[h];
      if (le->gen != cache->gen)
        {
          le->gen = cache->gen;
          le->key = key;
          le->slot = h;
          memset (le->done, 0, th->n);
          memset (le->stay_done, 0, th->n);
          cache->used++;
          return le;
        }
      if (le->key == key)
        return le;
    }
}

/* The end values after @line during this Think. Most calls find the line
 * at its first probe: that test is inlined where the search asks. */
static inline LineEvals *
line_evals (Think *th, const Line *line)
{
  guint64 key = line_key (line) + 1;
  LineCache *cache = th->lines;

  if (cache != NULL && cache->owner == th->id && cache->used < MAX_LINES
      && cache->slots[line_hash (key)].key == key && cache->slots[line_hash (key)].gen == cache->gen)
    return &cache->slots[line_hash (key)];
  return line_evals_find (th, key);
}

/* The score of a turn that ends where it began, on @pos, after @line:
 * special spaces count only when the character moved, so staying put wins
 * nothing but the potential there. */
static double
eval_stay (Think *th, LineEvals *le, int pos, const Line *line)
{
  if (!le->stay_done[pos])
    {
      le->stay[pos] = STAY + potential (th, pos, line);
      le->stay_done[pos] = 1;
    }
  return le->stay[pos];
}

/* Where the best last turn with @card from @pos after the line of @le is
 * kept (LEAF_UNKNOWN until it is known), or NULL when there is no room. */
static double *
leaf_slot (Think *th, LineEvals *le, int card, int pos)
{
  LineCache *cache = th->lines; /* line_evals () fetched it for @le */
  guint32 key = (le->slot << 17 | (guint32) card << 9 | (guint32) pos) + 1;
  guint h = (key * 2654435761u) % N_LEAVES;

  for (int probe = 0; probe < 16; probe++, h = (h + 1) % N_LEAVES)
    {
      Leaf *leaf = &cache->leaves[h];
      if (leaf->gen == cache->gen && leaf->key == key)
        return &leaf->best;
      if (leaf->gen != cache->gen)
        {
          leaf->gen = cache->gen;
          leaf->key = key;
          leaf->best = LEAF_UNKNOWN;
          return &leaf->best;
        }
    }
  return NULL;
}

/* end_value () and the potential after it, of ending on @s (not the
 * start) after @line, computed once per line and space. */
static const EndEval *
eval_end (Think *th, LineEvals *le, int s, const Line *line)
{
  EndEval *e = &le->end[s];

  if (!le->done[s])
    {
      e->after = *line;
      e->value = end_value (th, s, &e->after);
      e->score = e->value + potential (th, s, &e->after);
      le->done[s] = 1;
    }
  return e;
}

/* ---- static reach ------------------------------------------------------------------- */

/* The one-step moves of @card's class from every space (wm_bot_moves ()),
 * in the order of the map's exits, so that the search finds the same
 * spaces in the same order. The search used to test every exit's way,
 * path type and arrows on each visit, and it runs a few thousand times a
 * game. */
static const guint16 *
class_moves (Think *th, int card)
{
  WmBot *bot = th->bot;
  int class = bot->card_class[card];

  if (bot->class_moves[class] == NULL)
    bot->class_moves[class] = wm_bot_moves (bot->board, th->map, bot->card_paths[class], bot->card_arrows[class]);
  return bot->class_moves[class];
}

/* Spaces @card can take the character to from @start, in the order a
 * breadth-first search finds them: the list is its queue, searched a
 * step at a time. A space found is marked with the search's stamp
 * rather than clearing a table of depths for each search. */
static int
reach_bfs (Think *th, int card, int start, int *out)
{
  const WmCard *c = wm_game_card (th->game, card);
  const guint16 *moves = class_moves (th, card);
  guint32 *found = th->sc->found, stamp;
  int head = 0, tail = 0;
  int steps = c ? c->steps : 0;

  if (++th->sc->found_stamp == 0)
    {
      memset (found, 0, sizeof th->sc->found);
      th->sc->found_stamp = 1;
    }
  stamp = th->sc->found_stamp;
  found[start] = stamp;
  out[tail++] = start;
  for (int step = 0; step < steps && head < tail; step++)
    for (int end = tail; head < end; head++)
      {
        int x = out[head];
        for (int i = moves[x]; i < moves[x + 1]; i++)
          {
            int to = moves[i];
            if (found[to] == stamp || th->blocked[to])
              continue;
            found[to] = stamp;
            out[tail++] = to;
          }
      }
  return tail;
}

static const int *
reach_memo (Think *th, int card, int start, int *n_out)
{
  /* Cards that move the same reach the same spaces. */
  int key = th->bot->card_class[card] << 9 | start;
  WmBotScratch *sc = th->sc;
  /* The high bits of the product: its low ones are the key's low ones,
   * the space alone. */
  guint h = (guint) key * 2654435761u >> (32 - MEMO_BITS);

  if (sc->memo == NULL)
    sc->memo = g_new0 (MemoEntry, MEMO_SIZE);
  for (int probe = 0; probe < MEMO_SIZE; probe++, h = (h + 1) % MEMO_SIZE)
    {
      MemoEntry *m = &sc->memo[h];
      if (m->stamp == sc->stamp && m->key == key)
        {
          *n_out = m->n;
          return sc->arena + m->first;
        }
      if (m->stamp != sc->stamp)
        {
          /* The search writes the list straight into the arena. */
          if (sc->arena_size - sc->arena_len < th->n)
            {
              sc->arena_size = MAX (sc->arena_size * 2, 4 * WM_GAME_MAX_SPACES);
              sc->arena = g_renew (int, sc->arena, sc->arena_size);
            }
          m->key = key;
          m->stamp = sc->stamp;
          sc->memo_used++;
          m->first = sc->arena_len;
          m->n = reach_bfs (th, card, start, sc->arena + sc->arena_len);
          sc->arena_len += m->n;
          *n_out = m->n;
          return sc->arena + m->first;
        }
    }
  /* The table is full: compute into the spare buffer without keeping. */
  *n_out = reach_bfs (th, card, start, th->spare);
  return th->spare;
}

/* ---- search --------------------------------------------------------------------------- */

/* best_end () when it is not known yet: kept in *@stored when there is
 * room. Apart from the short test for a known leaf, which most calls end
 * with and which is inlined where the search calls it. */
static G_GNUC_NO_INLINE double
best_end_search (Think *th, LineEvals *le, const Line *line, int card, int pos, double *stored)
{
  double best = -G_MAXDOUBLE;
  const int *ends;
  int n;

  ends = reach_memo (th, card, pos, &n);
  for (int i = 0; i < n; i++)
    {
      double score = ends[i] == pos ? eval_stay (th, le, pos, line) : eval_end (th, le, ends[i], line)->score;
      best = MAX (best, score);
    }
  if (stored)
    *stored = best;
  return best;
}

/* The best a turn with @card from @pos can score after @line: the value
 * of its end and the potential there. */
static inline double
best_end (Think *th, LineEvals *le, const Line *line, int card, int pos)
{
  double *stored = leaf_slot (th, le, th->bot->card_class[card], pos);

  if (stored && *stored != LEAF_UNKNOWN)
    return *stored;
  return best_end_search (th, le, line, card, pos, stored);
}

typedef struct
{
  double score, value;
  int end;
  Line line;
} Top;

/* The k best ends of a turn with @card from @pos after @line by their
 * one-turn score, best first; returns how many. */
static int
top_ends (Think *th, int pos, const Line *line, int card, Top *top)
{
  int k = th->bot->spec.tier == WM_BOT_LOOKAHEAD ? TOP_K_WIDE : TOP_K;
  LineEvals *le = line_evals (th, line);
  int n, n_top = 0;
  const int *ends = reach_memo (th, card, pos, &n);

  for (int i = 0; i < n; i++)
    {
      Line l = *line;
      double value, score;
      if (ends[i] == pos)
        {
          value = STAY;
          score = eval_stay (th, le, pos, line);
        }
      else
        {
          const EndEval *e = eval_end (th, le, ends[i], line);
          l = e->after;
          value = e->value;
          score = e->score;
        }
      if (n_top < k || score > top[n_top - 1].score)
        {
          int j = n_top < k ? n_top++ : k - 1;
          while (j > 0 && top[j - 1].score < score)
            {
              top[j] = top[j - 1];
              j--;
            }
          top[j] = (Top) { score, value, ends[i], l };
        }
    }
  return n_top;
}

/* The best score of a line over @cards played in order from @pos: @acc,
 * the values of the turns and the potential where the last one ends. Only
 * the k best ends of each turn by their one-turn score are followed. */
static double
search (Think *th, int pos, const Line *line, const int *cards, int n_cards, double acc)
{
  double best = -G_MAXDOUBLE;
  Top top[TOP_K_WIDE];
  int n_top;

  if (n_cards == 0)
    return acc + potential (th, pos, line);
  /* Rounding keeps order, so the best of acc + score over the last turn's
   * ends is acc plus their best score, which does not depend on acc and
   * is kept. */
  if (n_cards == 1)
    return acc + best_end (th, line_evals (th, line), line, cards[0], pos);
  n_top = top_ends (th, pos, line, cards[0], top);
  for (int i = 0; i < n_top; i++)
    best = MAX (best, search (th, top[i].end, &top[i].line, cards + 1, n_cards - 1, acc + top[i].value));
  return best;
}

/* Where the score of the turn cards hand[idx[0]], hand[idx[1]] … (-1 for
 * no turn) is kept. */
#define ORDER_INDEX(idx) ((((idx)[0] + 1) * 9 + (idx)[1] + 1) * 9 + (idx)[2] + 1)

/* search () of every ordered choice of @n_turns cards of @hand at once:
 * orders that begin alike share the search of their first turns. @idx
 * holds the hand indexes chosen before @depth, @used them as bits. */
static void
search_orders (Think *th, const int *hand, int n_hand, int n_turns, int depth, int *idx, guint used,
               int pos, const Line *line, double acc, double *scores)
{
  LineEvals *le = NULL;

  if (depth == n_turns - 1)
    {
      /* As search () of the one card left, for each card: the orders
       * differ in the digit of this turn alone (ORDER_INDEX ()). */
      static const int digit[WM_GAME_MAX_TURNS] = { 81, 9, 1 };
      double *scores_here;
      idx[depth] = -1;
      scores_here = &scores[ORDER_INDEX (idx)];
      le = line_evals (th, line);
      for (int c = 0; c < n_hand; c++)
        if (!(used & (1u << c)))
          {
            double *score = &scores_here[(c + 1) * digit[depth]];
            *score = MAX (*score, acc + best_end (th, le, line, hand[c], pos));
          }
      return;
    }
  for (int c = 0; c < n_hand; c++)
    {
      Top top[TOP_K_WIDE];
      int n_top;
      if (used & (1u << c))
        continue;
      idx[depth] = c;
      n_top = top_ends (th, pos, line, hand[c], top);
      for (int i = 0; i < n_top; i++)
        search_orders (th, hand, n_hand, n_turns, depth + 1, idx, used | (1u << c), top[i].end,
                       &top[i].line, acc + top[i].value, scores);
    }
  idx[depth] = -1;
}

/* ---- moving ------------------------------------------------------------------------------- */

static gboolean
find_choice (const WmChoice *choices, int n, int kind, int a, int b, WmChoice *out)
{
  for (int i = 0; i < n; i++)
    if (choices[i].kind == kind && choices[i].a == a && (b < 0 || choices[i].b == b))
      {
        *out = choices[i];
        return TRUE;
      }
  return FALSE;
}

/* The cards of the turns after this one, as planned (visible to oneself). */
static int
later_cards (Think *th, int *cards)
{
  const WmPlayerState *ps = &th->v->players[th->p];
  int n = 0;

  for (int t = th->v->turn + 1; t < WM_GAME_MAX_TURNS; t++)
    if (ps->plan[t] < wm_game_n_cards (th->game))
      cards[n++] = ps->plan[t];
  return n;
}

static double sample_tomorrow (Think *th, int leaf, const Line *line, int top_card, const int *today,
                               int n_today);

/* Picks the end of this turn among the ends the engine's own reach query
 * finds (exact: events, portals, blocking), and keeps its steps. Greedy
 * scores an end by this turn alone; the planner adds the best line over
 * the cards it planned for the day's later turns. */
static void
choose_path (WmBot *bot, Think *th, int card, int phase)
{
  const WmPlayerState *ps = &th->v->players[th->p];
  const WmReach *ends;
  int n_ends = wm_bot_reach (bot, th->game, th->v, ps->marker == th->v->turn, &ends);
  int later[WM_GAME_MAX_TURNS], n_later = 0, best_i = -1;
  double best = -G_MAXDOUBLE;

  if (bot->spec.tier >= WM_BOT_PLANNER)
    n_later = later_cards (th, later);
  for (int i = 0; i < n_ends; i++)
    {
      const WmReach *r = &ends[i];
      Line line;
      double value, score;
      line_init (th, &line);
      value = r->space == th->pos ? STAY : end_value (th, r->space, &line);
      if (n_later > 0)
        score = search (th, r->space, &line, later, n_later, value);
      else if (bot->spec.tier == WM_BOT_LOOKAHEAD)
        score = value + sample_tomorrow (th, r->space, &line, -1, NULL, 0);
      else
        score = value + potential (th, r->space, &line);
      if (score > best)
        {
          best = score;
          best_i = i;
        }
    }
  bot->n_path = 0;
  if (best_i >= 0)
    {
      const WmReach *r = &ends[best_i];
      bot->n_path = MIN (r->n_steps, WM_GAME_MAX_REACH_STEPS);
      memcpy (bot->path, r->steps, bot->n_path * sizeof (WmChoice));
    }
  bot->path_pos = 0;
  bot->path_phase = phase;
}

/* Mid-move without a path to follow: the single step (or stop) whose end
 * scores best. */
static void
fallback_step (Think *th, const WmChoice *choices, int n, WmChoice *out)
{
  double best = -G_MAXDOUBLE;

  for (int i = 0; i < n; i++)
    {
      int to = choices[i].kind == WM_CHOICE_STEP ? th->map->exits[choices[i].a].to
               : choices[i].kind == WM_CHOICE_HOP ? choices[i].a
                                                  : th->pos;
      Line line;
      double v;
      line_init (th, &line);
      v = (to == th->pos && !th->v->t.moved ? 0 : end_value (th, to, &line)) + potential (th, to, &line);
      if (v > best)
        {
          best = v;
          *out = choices[i];
        }
    }
}

/* The next choice of the path chosen for this phase; FALSE when there is
 * none or it no longer fits. */
static gboolean
follow_path (WmBot *bot, const WmGame *game, const WmGameState *s, const WmChoice *choices,
             int n, WmChoice *out)
{
  const WmChoice *next = &bot->path[bot->path_pos];

  if (bot->path_phase != wm_game_phase_index (game, s))
    return FALSE;
  if (bot->path_pos >= bot->n_path)
    return find_choice (choices, n, WM_CHOICE_STOP, 0, -1, out);
  if (!find_choice (choices, n, next->kind, next->a, next->b, out))
    return FALSE;
  bot->path_pos++;
  return TRUE;
}

void
wm_bot_think_move (WmBot *bot, const WmGame *game, const WmGameState *v,
                   const WmChoice *choices, int n, WmChoice *out)
{
  int phase = wm_game_phase_index (game, v);
  Think th;

  think_init (&th, bot, game, v);
  if (bot->path_phase != phase && !v->t.moved && v->t.card < wm_game_n_cards (game))
    choose_path (bot, &th, v->t.card, phase);
  if (!follow_path (bot, game, v, choices, n, out))
    {
      if (bot->path_phase == phase)
        bot->path_phase = -2; /* the path no longer fits: step by step from here */
      fallback_step (&th, choices, n, out);
    }
}

/* ---- planning ----------------------------------------------------------------------------- */

static int
card_steps (const WmGame *game, int card)
{
  return wm_game_card (game, card)->steps;
}

static int
card_bid (const WmGame *game, int card)
{
  return wm_game_card (game, card)->bid;
}

/* Writes the plan's choices in the order the engine asks for them. */
static void
store_plan (WmBot *bot, const WmGameState *v, int bid, const int *turns, const int *aside,
            const int *aside_top, int n_aside, int marker)
{
  int p = bot->player, k = 0;

  bot->plan[k++] = (WmChoice) { WM_CHOICE_PLAN_BID, (guint8) p, (gint16) bid, 0 };
  for (int t = 0; t < WM_GAME_MAX_TURNS && turns[t] >= 0; t++)
    bot->plan[k++] = (WmChoice) { WM_CHOICE_PLAN_TURN, (guint8) p, (gint16) turns[t], 0 };
  for (int i = 0; i < n_aside; i++)
    bot->plan[k++] = (WmChoice) { WM_CHOICE_PLAN_ASIDE, (guint8) p, (gint16) aside[i], (gint16) aside_top[i] };
  bot->plan[k++] = (WmChoice) { WM_CHOICE_PLAN_MARKER, (guint8) p, (gint16) marker, 0 };
  bot->n_plan = k;
  bot->plan_pos = 0;
  bot->plan_day = v->day;
}

/* Greedy: the strongest three cards move, strongest first; the best
 * bidder of the rest bids; the others are discarded. */
static void
plan_greedy (WmBot *bot, const WmGame *game, const WmGameState *v, const int *hand, int n_hand,
             int turns_per_day)
{
  int order[WM_GAME_MAX_HAND], turns[WM_GAME_MAX_TURNS] = { -1, -1, -1 };
  int aside[WM_GAME_MAX_HAND], top[WM_GAME_MAX_HAND], n_aside = 0, bid = -1;
  int n_turns = MIN (turns_per_day, n_hand - 1);

  memcpy (order, hand, n_hand * sizeof (int));
  for (int i = 1; i < n_hand; i++)
    for (int j = i; j > 0 && card_steps (game, order[j]) > card_steps (game, order[j - 1]); j--)
      {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (int t = 0; t < n_turns; t++)
    turns[t] = order[t];
  for (int i = n_turns; i < n_hand; i++)
    if (bid < 0 || card_bid (game, order[i]) > card_bid (game, bid))
      bid = order[i];
  for (int i = n_turns; i < n_hand; i++)
    if (order[i] != bid)
      {
        aside[n_aside] = order[i];
        top[n_aside++] = 0;
      }
  store_plan (bot, v, bid, turns, aside, top, n_aside, 0);
}

typedef struct
{
  double score;
  int turns[WM_GAME_MAX_TURNS];
  int bid;
} Candidate;

/* Keeps the @k best candidates in @best, best first, an earlier one
 * before a later one of the same score (the order of a stable sort). */
static void
keep_best (Candidate *best, int *n_best, int k, const Candidate *c)
{
  int j = *n_best;

  while (j > 0 && best[j - 1].score < c->score)
    j--;
  if (j >= k)
    return;
  memmove (&best[j + 1], &best[j], (MIN (*n_best, k - 1) - j) * sizeof *best);
  best[j] = *c;
  *n_best = MIN (*n_best + 1, k);
}

/* The value of tomorrow's first turn from @leaf over hands sampled from
 * what the bot knows of its own piles: the set of its draw pile (not its
 * order), the card set aside on top, its discards for a reshuffle. */
static double
sample_tomorrow (Think *th, int leaf, const Line *line, int top_card, const int *today, int n_today)
{
  const WmPlayerState *ps = &th->v->players[th->p];
  int hand_size = wm_game_variant (th->game)->rules.hand;
  int pool[WM_GAME_MAX_PILE * 2 + WM_GAME_MAX_HAND], n_pool = 0;
  double total = 0;

  for (int i = 0; i < ps->draw.n; i++)
    if (ps->draw.cards[i] < wm_game_n_cards (th->game))
      pool[n_pool++] = ps->draw.cards[i];
  if (n_pool < hand_size)
    {
      for (int i = 0; i < ps->discard.n; i++)
        if (ps->discard.cards[i] < wm_game_n_cards (th->game))
          pool[n_pool++] = ps->discard.cards[i];
      for (int i = 0; i < n_today; i++)
        pool[n_pool++] = today[i];
    }
  for (int k = 0; k < HAND_SAMPLES; k++)
    {
      int hand[WM_GAME_MAX_HAND + 1], n_hand = 0, tmp[G_N_ELEMENTS (pool)];
      double best = -G_MAXDOUBLE;
      memcpy (tmp, pool, n_pool * sizeof (int));
      if (top_card >= 0)
        hand[n_hand++] = top_card;
      for (int i = 0; i < n_pool && n_hand < hand_size; i++)
        {
          int j = i + (int) (wm_bot_random (th->bot) % (guint64) (n_pool - i));
          int t = tmp[i];
          tmp[i] = tmp[j];
          tmp[j] = t;
          hand[n_hand++] = tmp[i];
        }
      for (int i = 0; i < n_hand; i++)
        {
          best = MAX (best, search (th, leaf, line, &hand[i], 1, 0));
        }
      total += n_hand > 0 ? best : potential (th, leaf, line);
    }
  return total / HAND_SAMPLES;
}

/* The choices of a candidate plan in the order the engine asks for them;
 * of the cards left over, a strong one goes back on top for tomorrow. */
static void
plan_choices (WmBot *bot, const WmGame *game, const WmGameState *v, const int *hand, int n_hand,
              int n_turns, const Candidate *c, WmChoice *out, int *n_out)
{
  int p = bot->player, k = 0, n_aside = 0;

  out[k++] = (WmChoice) { WM_CHOICE_PLAN_BID, (guint8) p, (gint16) c->bid, 0 };
  for (int t = 0; t < n_turns; t++)
    out[k++] = (WmChoice) { WM_CHOICE_PLAN_TURN, (guint8) p, (gint16) c->turns[t], 0 };
  for (int i = 0; i < n_hand; i++)
    {
      gboolean used = hand[i] == c->bid;
      for (int t = 0; t < n_turns; t++)
        used |= c->turns[t] == hand[i];
      if (used)
        continue;
      out[k++] = (WmChoice) { WM_CHOICE_PLAN_ASIDE, (guint8) p, (gint16) hand[i],
                              (gint16) (n_aside == 0 && card_steps (game, hand[i]) >= 3) };
      n_aside++;
    }
  out[k++] = (WmChoice) { WM_CHOICE_PLAN_MARKER, (guint8) p, 0, 0 };
  *n_out = k;
}

/* How good a state at the end of a rollout is for the bot's player: gold
 * and the potential of where it stands. The state grew from a sample of
 * the bot's own guesses, so there is nothing in it to hide. */
static double
state_score (WmBot *bot, const WmGame *game, const WmGameState *s)
{
  Think th;
  Line line;
  double value;

  think_init (&th, bot, game, s);
  line_init (&th, &line);
  value = th.w->gold * th.gold + potential (&th, th.pos, &line);
  return value;
}

static void
plan_search (WmBot *bot, const WmGame *game, const WmGameState *v, const int *hand, int n_hand,
             int turns_per_day)
{
  Think th;
  Candidate cands[LOOK_PLANS];
  int n_cands = 0;
  int n_turns = MIN (turns_per_day, n_hand - 1);
  int idx[WM_GAME_MAX_TURNS] = { -1, -1, -1 };
  double scores[9 * 9 * 9];
  Line line;
  double bid_bonus[WM_GAME_MAX_HAND];
  const Candidate *best;

  g_assert (n_hand <= 8);
  think_init (&th, bot, game, v);
  line_init (&th, &line);
  /* The orders of this hand's cards, whose digits (ORDER_INDEX ()) go up
   * to n_hand, are all that is written and read. */
  for (int a = 0; a <= n_hand; a++)
    for (int b = 0; b <= n_hand; b++)
      for (int c = 0; c <= n_hand; c++)
        scores[(a * 9 + b) * 9 + c] = -G_MAXDOUBLE;
  search_orders (&th, hand, n_hand, n_turns, 0, idx, 0, th.pos, &line, 0, scores);
  for (int b = 0; b < n_hand; b++)
    bid_bonus[b] = th.max_bid > 0 ? th.w->bid * 1.5 * card_bid (game, hand[b]) / th.max_bid : 0;
  /* Every ordered choice of the turn cards, then the bid among the rest. */
  for (idx[0] = 0; idx[0] < n_hand; idx[0]++)
    for (idx[1] = n_turns > 1 ? 0 : -1; idx[1] < (n_turns > 1 ? n_hand : 0); idx[1]++)
      for (idx[2] = n_turns > 2 ? 0 : -1; idx[2] < (n_turns > 2 ? n_hand : 0); idx[2]++)
        {
          Candidate c = { 0 };
          double score = scores[ORDER_INDEX (idx)];
          guint used = 0;
          if ((n_turns > 1 && idx[1] == idx[0]) || (n_turns > 2 && (idx[2] == idx[0] || idx[2] == idx[1])))
            continue;
          for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
            c.turns[t] = t < n_turns ? hand[idx[t]] : -1;
          for (int t = 0; t < n_turns; t++)
            used |= 1u << idx[t];
          for (int b = 0; b < n_hand; b++)
            {
              if (used & (1u << b))
                continue;
              c.bid = hand[b];
              c.score = score + bid_bonus[b];
              keep_best (cands, &n_cands, LOOK_PLANS, &c);
            }
        }
  best = &cands[0];
  if (bot->spec.tier == WM_BOT_LOOKAHEAD && n_cands > 1)
    {
      WmChoice plans[LOOK_PLANS][16];
      int n_plan[LOOK_PLANS], n_plans = n_cands, pick;
      for (int i = 0; i < n_plans; i++)
        {
          const Candidate *c = &cands[i];
          plan_choices (bot, game, v, hand, n_hand, n_turns, c, plans[i], &n_plan[i]);
        }
      pick = wm_bot_lookahead_pick (bot, game, v, (const WmChoice (*)[16]) plans, n_plan, n_plans,
                                    LOOK_SAMPLES, state_score);
      if (pick > 0)
        best = &cands[pick];
    }

  plan_choices (bot, game, v, hand, n_hand, n_turns, best, bot->plan, &bot->n_plan);
  bot->plan_pos = 0;
  bot->plan_day = v->day;
}

void
wm_bot_think_plan (WmBot *bot, const WmGame *game, const WmGameState *v,
                   const WmChoice *choices, int n, WmChoice *out)
{
  const WmPlayerState *ps = &v->players[bot->player];
  int hand[WM_GAME_MAX_HAND];

  /* A fresh day's plan can only start with the bid; anything else (a plan
   * that no longer fits) takes the first choice listed. */
  if (choices[0].kind != WM_CHOICE_PLAN_BID || ps->n_hand < 2)
    {
      *out = choices[0];
      return;
    }
  for (int i = 0; i < ps->n_hand; i++)
    hand[i] = ps->hand[i];
  if (bot->spec.tier == WM_BOT_GREEDY)
    plan_greedy (bot, game, v, hand, ps->n_hand, wm_game_variant (game)->rules.turns);
  else
    plan_search (bot, game, v, hand, ps->n_hand, wm_game_variant (game)->rules.turns);
  bot->plan_pos = 0;
  if (find_choice (choices, n, bot->plan[0].kind, bot->plan[0].a, bot->plan[0].b, out))
    bot->plan_pos = 1;
  else
    *out = choices[0];
}

/* ---- the other decisions -------------------------------------------------------------------- */

static double
held_value (Think *th, int card, int pos)
{
  const guint8 *near = near_of (th, card);
  double weight = wm_game_card_kind (th->game, card) == WM_DECK_SIDE_QUEST ? th->w->side : th->w->quest;

  return weight * (card_gold (th->game, card) + 0.5) * decay_075[MIN (near[pos], 30)];
}

void
wm_bot_think_other (WmBot *bot, const WmGame *game, const WmGameState *v,
                    const WmChoice *choices, int n, WmChoice *out)
{
  Think th;
  double best = -G_MAXDOUBLE;

  think_init (&th, bot, game, v);
  *out = choices[0];
  for (int i = 0; i < n; i++)
    {
      const WmChoice *c = &choices[i];
      double value;
      switch (c->kind)
        {
        case WM_CHOICE_TAKE_QUEST:
          value = th.w->take * held_value (&th, c->a, th.pos) + 0.1
                  - (c->b != WM_GAME_NONE ? held_value (&th, c->b, th.pos) : 0);
          break;
        case WM_CHOICE_DISCARD: value = -held_value (&th, c->a, th.pos); break;
        case WM_CHOICE_HOP:
          {
            Line line;
            line_init (&th, &line);
            value = end_value (&th, c->a, &line) + potential (&th, c->a, &line);
            break;
          }
        case WM_CHOICE_STOP:
          {
            Line line;
            line_init (&th, &line);
            value = potential (&th, th.pos, &line);
            break;
          }
        case WM_CHOICE_HW_SKIP:
        case WM_CHOICE_HW_STOP: value = 1; break;
        case WM_CHOICE_SKIP_QUEST: value = 0; break;
        default: value = -1; break;
        }
      if (value > best)
        {
          best = value;
          *out = *c;
        }
    }
}

/* ---- following ---------------------------------------------------------------------------- */

static gboolean
follow_plan (WmBot *bot, const WmGameState *s, const WmChoice *choices, int n, WmChoice *out)
{
  const WmChoice *c = &bot->plan[bot->plan_pos];

  if (bot->plan_day != s->day || bot->plan_pos >= bot->n_plan
      || !find_choice (choices, n, c->kind, c->a, c->b, out))
    return FALSE;
  bot->plan_pos++;
  return TRUE;
}

gboolean
wm_bot_follow (WmBot *bot, const WmGame *game, const WmGameState *s, const WmChoice *choices,
               int n, WmChoice *out)
{
  switch (s->step)
    {
    case WM_STEP_PLAN: return follow_plan (bot, s, choices, n, out);
    case WM_STEP_MOVE: return follow_path (bot, game, s, choices, n, out);
    case WM_STEP_HIGHWAYMAN:
      /* Whether to move one is thought over (wm-bot-highwaymen.c). */
      if (!bot->leaves_highwaymen)
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case WM_STEP_HW_MOVE:
      if (wm_bot_follow_highwayman (bot, s, choices, n, out))
        return TRUE;
      G_GNUC_FALLTHROUGH;
    case WM_STEP_DISPLACE:
      /* Whom it attacked goes where it is thought over; off the plan a
       * highwayman stops, and in the lookahead's rollouts (which leave
       * highwaymen be) a displaced character goes to the first space listed. */
      if (s->step == WM_STEP_DISPLACE && !bot->leaves_highwaymen)
        return FALSE;
      if (!find_choice (choices, n, WM_CHOICE_HW_SKIP, 0, -1, out)
          && !find_choice (choices, n, WM_CHOICE_HW_STOP, 0, -1, out))
        *out = choices[0];
      return TRUE;
    default: return FALSE;
    }
}
