#pragma once

/* What the files of the rules engine share: the compiled tables of a
 * WmGame and the helpers that read and change a WmGameState. */

#include "wm-game.h"
#include "wm-game-tables.h"
#include "wm-registry.h"

G_BEGIN_DECLS

/* Effect types, one per registry entry (wm-registry.c); wm-game-effects.c
 * maps the registry names onto these. */
typedef enum
{
  WM_FX_EXTRA_MOVE,
  WM_FX_WRAP_EDGES,
  WM_FX_QUEST_REGION_TOWNS,
  WM_FX_HIGHWAYMEN_ATTACK,
  WM_FX_GOLD_BONUS,
  WM_FX_EXTRA_DRAW,
  WM_FX_SLOT_CHANGE,
  WM_FX_STEP_BONUS,
  WM_FX_PATH_CLOSED,
  WM_FX_LAKES_CLOSED,
  WM_FX_QUEST_TAKE_EXTRA,
  WM_FX_HIGHWAYMEN_PASS,
  WM_FX_HIGHWAYMAN_FREE,
  WM_FX_SIDE_QUEST_INSTANT,
  WM_N_FX
} WmFx;

typedef enum
{
  WM_OCC_SIDE_QUEST,
  WM_OCC_COMMON_QUEST,
  WM_OCC_WEAPON,
  WM_OCC_INN,
  WM_OCC_SECRET_PLACE,
  WM_OCC_DISCOVERY,
  WM_N_OCC
} WmOccasion;

typedef enum
{
  WM_TASK_VISIT_FORT,
  WM_TASK_VISIT_INN,
  WM_TASK_VISIT_SECRET,
  WM_TASK_VISIT_TOWN,
  WM_TASK_VISIT_TOWN_VIEW,
  WM_TASK_VISIT_TOWN_OTHER_REGION,
  WM_TASK_VISIT_OWN_TOWN,
  WM_TASK_VISIT_ISLAND,
  WM_TASK_CROSS_LAKE,
  WM_N_TASKS
} WmTaskType;

typedef struct
{
  guint8 type;  /* WmFx */
  guint8 scope; /* WmScope */
  gint8 count;  /* count, amount or delta */
  guint8 arg;   /* gold-bonus: WmOccasion; slot-change: WM_SLOT_*; wrap: cards 0 personal 1 common 2 any */
  guint8 types; /* path type mask (extra-move, path-closed); wrap: 1 road, 2 lake */
  guint8 card;  /* extra-move via the card's options */
} WmFxInst;

typedef struct
{
  guint8 type; /* WmTaskType */
  gint8 arg;   /* town index, corner, secret kind (-1 any), from (0 start 1 current) */
} WmTaskInst;

/* Every effect the format allows on one event or one ability. */
#define WM_GAME_MAX_FX WM_MAX_EFFECTS

typedef struct
{
  const WmCard *card;
  WmDeckKind kind;
  int deck;               /* index into variant->decks */
  guint8 steps, personal; /* movement */
  int bid;
  guint8 path_mask;       /* movement: path types allowed */
  guint8 arrow_mask;      /* movement: arrows in the card's own terms (bit = WmDirection) */
  guint8 arrows[WM_N_EDGES]; /* the same in board directions, seen from each seat (WmEdge) */
  gint8 targets[2];       /* common quests: town indexes, -1 unused */
  int gold, movement, side_quest; /* reward */
  WmTaskInst task;        /* side and personal quests */
  WmFxInst fx[WM_GAME_MAX_FX]; /* events */
  int n_fx;
} WmGameCard;

/* Everything the active effects add up to for one player, precomputed per
 * (player, highwayman marker in this turn or not, today's event): the
 * engine asks this on every move, so it is one table lookup. */
enum
{
  WM_FXF_LAKES_CLOSED = 1 << 0,
  WM_FXF_PASS = 1 << 1,
  WM_FXF_ATTACK = 1 << 2,
  WM_FXF_HW_FREE = 1 << 3,
  WM_FXF_SIDE_INSTANT = 1 << 4,
  WM_FXF_REGION_TOWNS = 1 << 5,
};

typedef struct
{
  guint8 flags;       /* WM_FXF_* */
  guint8 closed;      /* closed path types */
  guint8 wrap[2];     /* with personal [0] / common [1] cards: 1 roads, 2 lakes */
  gint8 step_bonus;
  gint8 extra_card;   /* extra moves with the card's options */
  guint16 extra_start; /* the turn's extra moves along path types: where they
                        * start in WmGame.extra_states (WmExtraState) */
  gint8 extra_draw;
  gint8 take_extra;
  gint8 gold[WM_N_OCC];
  gint8 slot_common, slot_side; /* slot-change deltas */
  /* The ways (bit 1 << WmVia) open to a character with a personal [0] or
   * common [1] card, and to a highwayman, which never wraps: what the
   * lake and wrap effects add up to, so a listing tests one bit per exit. */
  guint8 vias[2];
  guint8 hw_vias;
} WmFxSummary;

/* What is left of a turn's extra moves along path types, kept apart by
 * the effect that gives them (review: an ability's extra move on water and
 * an event's on roads are one each, not two on either). A state of a small
 * automaton built per set of sources when the game is made
 * (wm_fx_build_cache ()): a step along path type T may be an extra one when
 * bit T of @ok is set, and leads to state @next[T]. State 0 is the one
 * without any: no source, or every extra move taken. A search over the
 * moves of a turn keys its nodes by the state's index. */
typedef struct
{
  guint8 ok;        /* path types an extra step may take now */
  guint8 left;      /* extra steps left in all */
  guint8 used[8];   /* per path type: the extra steps taken, each counted
                     * under the first type of its class (the types every
                     * source allows alike), as a position file writes them */
  guint16 next[8];  /* per path type in @ok: the state after such a step */
} WmExtraState;

/* An exit of the compiled map as movement reads it: packed into 6 bytes
 * with its type as a bit, so that testing it against a card and the
 * effects is a few ANDs. Listing the moves reads these on every step. */
typedef struct
{
  gint16 to;
  guint8 dirs;     /* board directions (arrows) that take it */
  guint8 type_bit; /* 1 << type; 0 for none or a type past the eighth,
                    * which no card or effect mask (guint8) can name */
  guint8 via_bit;  /* 1 << WmVia */
  guint8 type;     /* the type's index when type_bit is set */
} WmMoveExit;

/* A space as movement reads it: its exits in WmGame.move_exits. */
typedef struct
{
  guint32 first_exit;
  guint16 n_exits;
  guint8 place; /* WmPlace */
} WmMoveSpace;

typedef struct
{
  int counts[8];          /* quest slots by accepts mask (WM_SLOT_*), cover on */
  int counts_open[8];     /* the same with the cover removed */
  int weapon_gold[WM_GAME_MAX_WEAPON_TYPES];
  int weapon_reward[WM_GAME_MAX_WEAPON_TYPES];
  int n_weapon_steps;
  WmFxInst fx[WM_GAME_MAX_FX];
  int n_fx;
  int start_space;
  int movement_deck;      /* index into variant->decks */
  int personal_quest;     /* card index or -1 */
} WmGameCharacter;

/* What a game compiles from the variant alone (wm-game-tables.c): every
 * game of a batch reads the one copy. */
struct _WmGameTables
{
  WmVariant *variant;
  int n_cards;
  WmGameCard *cards;
  GHashTable *card_ids;   /* id → index + 1 */
  int *deck_first;        /* per deck of the variant and one more: where its */
  guint8 *deck_cards;     /* cards start in deck_cards (card indexes, in order) */
  guint8 *fort_weapon;    /* per region: as WmGame.fort_weapon */
  guint8 water_mask, road_mask;
  GError *cards_refused;  /* why the cards cannot be compiled, or NULL */
  int n_characters;
  WmGameCharacter *chars; /* per character of the variant, start_space -1 */
  int *start_town;        /* per character: the town index, or -1 */
  GError **chars_refused; /* per character: why its ability cannot be compiled, or NULL */
  gatomicrefcount ref_count;
};

struct _WmGame
{
  WmVariant *variant;
  WmMap *map;
  WmGameSetup setup;
  WmArrangement *arrangement;
  int n_players;
  int goal;
  int turns;
  int hand;
  int n_cards;
  const WmGameCard *cards;
  WmGameTables *tables;   /* owns cards, card_ids, fort_weapon, deck_first and deck_cards */
  int *deck_pile;         /* per deck: the cell whose quest pile it is, or -1 */
  GHashTable *card_ids;   /* id → index + 1 */
  WmGameCharacter chars[WM_GAME_MAX_PLAYERS]; /* per player */
  int *town_space;        /* per town: the space, or -1 */
  const guint8 *fort_weapon; /* per region of the variant: the index of the weapon type its
                              * fort hands out (WmRegion.fort_weapon), WM_GAME_NONE for none */
  int common_move_deck, side_deck, event_deck; /* deck indexes, -1 absent */
  int first_event;        /* the card setup.first_event names, -1 none */
  guint8 water_mask;      /* the water path type bit */
  guint8 road_mask;
  int hw_island;          /* printed start space of the fifth highwayman, -1 random */
  WmFxSummary *fx_cache;  /* [player][marker 0/1][event slot] */
  WmExtraState *extra_states; /* the automata of extra moves (WmExtraState), */
  int n_extra_states;         /* state 0 first */
  int n_event_slots;      /* 1 + the number of event cards */
  guint8 *event_slot;     /* per card: its event slot, 0 for none */
  int n_secrets;          /* secret place slots, listed because portals are looked */
  int *secrets;           /* up on every move */
  const int *deck_first;  /* per deck of the variant and one more: where its */
  const guint8 *deck_cards; /* cards start in deck_cards (card indexes, in order) */
  WmMoveSpace *move_spaces; /* per space of the map */
  WmMoveExit *move_exits;   /* per exit of the map, in its order */
  gatomicrefcount ref_count;
};

/* The cell whose pile common quest @card belongs to, or -1. */
static inline int
wm_game_quest_pile (const WmGame *game, const WmGameCard *card)
{
  return game->deck_pile[card->deck];
}

/* ---- random numbers (xoshiro256**) ---- */

static inline guint64
wm_rng_rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static inline guint64
wm_rng_next (guint64 s[4])
{
  guint64 result = wm_rng_rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = wm_rng_rotl (s[3], 45);
  return result;
}

/* Uniform in [0, n). */
static inline guint
wm_rng_below (guint64 s[4], guint n)
{
  return (guint) (((wm_rng_next (s) >> 32) * (guint64) n) >> 32);
}

void wm_rng_seed (guint64 s[4], guint64 seed);
void wm_rng_shuffle (guint64 s[4], guint8 *items, int n);

/* ---- effects (wm-game-effects.c) ---- */

int wm_fx_lookup (const char *name);   /* -1 when the registry name has no hook */
int wm_task_lookup (const char *name);
gboolean wm_fx_compile (const WmGame *game, const WmEffect *effect, WmFxInst *out, GError **error);
gboolean wm_task_compile (const WmGame *game, const WmTask *task, WmTaskInst *out, GError **error);
/* Builds game->fx_cache and game->extra_states; FALSE when the extra
 * moves of some turn combine into more states than are kept. */
gboolean wm_fx_build_cache (WmGame *game, GError **error);
/* The state of the extra moves from @start after the extra steps @used
 * (per path type, as WmExtraState.used), or -1 when its sources cannot
 * give them. */
int wm_extra_state_after (const WmGame *game, int start, const guint8 *used);
/* The summary of what applies to @player in turn @turn of today. */
static inline const WmFxSummary *
wm_fx_summary (const WmGame *game, const WmGameState *s, int player, int turn)
{
  int marker = s->players[player].marker != 0xff && s->players[player].marker == turn;
  int slot = s->event < game->n_cards ? game->event_slot[s->event] : 0;

  return &game->fx_cache[(player * 2 + marker) * game->n_event_slots + slot];
}
/* Sum of counts of active effects of @type (gold-bonus: for @arg). */
int wm_fx_sum (const WmGame *game, const WmGameState *s, int player, int type, int arg);
gboolean wm_fx_has (const WmGame *game, const WmGameState *s, int player, int type);

/* ---- movement (wm-game-move.c) ---- */

/* Card options as board direction masks for @seat. */
guint8 wm_game_arrows_for_seat (guint8 arrow_mask, int seat);
/* Builds game->move_spaces and game->move_exits from the map. */
void wm_move_tables_build (WmGame *game);
int wm_move_list (const WmGame *game, const WmGameState *s, WmChoice *out, int max);
/* Applies the step or hop @c of the move under way. */
void wm_move_apply (const WmGame *game, WmGameState *s, const WmChoice *c);
int wm_hw_list (const WmGame *game, const WmGameState *s, WmChoice *out, int max);
gboolean wm_portals_open (const WmGame *game, const WmGameState *s);
gboolean wm_is_portal (const WmGame *game, const WmGameState *s, int space);
int wm_adjacent_list (const WmGame *game, const WmGameState *s, int player, WmChoice *out, int max);

/* ---- special spaces and quests (wm-game-spaces.c) ---- */

/* Runs the effects of the space the active player ended on. */
void wm_spaces_resolve (const WmGame *game, WmGameState *s);
/* Whether @player may hold one more quest of @kind (WM_SLOT_*), after
 * discarding side quest @discard (or NONE). */
gboolean wm_slots_room (const WmGame *game, const WmGameState *s, int player, int kind,
                        int discard);
gboolean wm_slots_ok (const WmGame *game, const WmGameState *s, int player);
/* Over the limit with a side quest that could go: only side quests can be
 * discarded, so a player over the limit with common quests alone (a slot
 * change event) keeps them and simply has no room. */
gboolean wm_slots_must_discard (const WmGame *game, const WmGameState *s, int player);
void wm_gain_gold (const WmGame *game, WmGameState *s, int player, int gold);
void wm_draw_side_quest (const WmGame *game, WmGameState *s, int player);
void wm_gain_movement_card (const WmGame *game, WmGameState *s, int player);
void wm_remove_held (WmGameState *s, int player, int card);
int wm_discard_choices (const WmGame *game, const WmGameState *s, WmChoice *out, int max);
void wm_discard_apply (const WmGame *game, WmGameState *s, int card);
void wm_quest_take (const WmGame *game, WmGameState *s, int card, int discard);
int wm_quest_choices (const WmGame *game, const WmGameState *s, WmChoice *out, int max);

static inline void
wm_set_discovered (WmGameState *s, int space)
{
  s->discovered[space >> 3] |= (guint8) (1u << (space & 7));
}

/* ---- places (wm-game-places.c) ---- */

/* Town @town by the name the designer gave it, else its id. */
const char *wm_game_town_name (const WmGame *game, int town);

/* ---- flow (wm-game.c) ---- */

/* Starts @p's turn with @card: the move budget from the card and the
 * active effects, the highwayman offer. */
void wm_game_turn_init (const WmGame *game, WmGameState *s, int p, int card);
/* Runs everything automatic until a decision is pending. */
void wm_game_advance (const WmGame *game, WmGameState *s);

G_END_DECLS
