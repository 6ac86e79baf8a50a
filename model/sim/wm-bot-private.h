#pragma once

/* What the files of the bots share: the bot struct, its per-game tables
 * (distances, what each card allows from its seat) and the heuristic. */

#include "wm-bot.h"

G_BEGIN_DECLS


/* The bits set in @x. __builtin_popcountll () is a call into libgcc in a
 * build for any x86-64 (no POPCNT instruction assumed), and the room of
 * the highwaymen's search counts bits in its innermost loop: these few
 * shifts and adds run inline on every machine. */
static inline int
wm_popcount64 (guint64 x)
{
  x -= (x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (int) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* A set of spaces of the board. */
typedef struct
{
  guint64 bits[WM_GAME_MAX_SPACES / 64];
} WmBotSpaces;

/* Tables of one game's board, the same for every seat. The bots of a game
 * played in one thread share them (wm_bot_share_board), so that each is
 * built once per game rather than once per bot. */
typedef struct
{
  int ref;
  const WmGame *game;
  int n_spaces;
  guint8 *dist;       /* row x (n_spaces bytes), built on demand: moves from every
                       * space to x over paths and lakes; 255 unreachable */
  guint8 *dist_built; /* per row */
  int *rev_first, *rev_from; /* the exits reversed: who reaches each space in one move */
  int max_bid;        /* the highest bid of any card */
  int *places, n_places; /* the inns, secret places, forts and towns, in order */
  guint8 **near;      /* per card whose targets do not depend on the character,
                       * lazily: moves from each space to its nearest target */
  WmBotSpaces *next_to; /* per space, lazily: the spaces one move away along any way */
  WmBotSpaces *ball;    /* per space, lazily: the spaces two moves away (ball_built) */
  guint8 *ball_built;
  /* The exits along paths and lakes, per space in the map's order: where
   * to, and the bit of the path type (0 none) << 8 | the board directions,
   * tested against a card's path types << 8 | arrows at once. */
  int *way_first;
  guint16 *way_to;
  guint16 *way_mask;
  /* wm_bot_moves () of each path mask and arrows asked for so far. */
  guint16 *moves_sig;
  guint16 **moves;
  int n_moves, moves_size;
} WmBotBoard;

/* What the thinking keeps from one decision to the next (wm-bot-think.c). */
typedef struct _WmBotScratch WmBotScratch;

struct _WmBot
{
  WmBotSpec spec;
  guint64 rng;
  /* Tables of the game the bot plays, built on its first decision. */
  const WmGame *game;
  int player;
  int n_spaces;
  WmBotBoard *board;
  guint8 *card_paths;    /* per card: path type mask */
  guint8 *card_arrows;   /* per card: arrows in board directions from the bot's seat */
  guint8 *card_class;    /* per card: the first card that moves the same (steps,
                          * paths and arrows), for the search to share */
  const guint16 **class_moves; /* per such first card, lazily: its wm_bot_moves () */
  guint8 **near;         /* the same for the cards whose targets depend on the
                          * character (the own town, another region) */
  int goal;
  WmBotScratch *scratch;
  WmBot *rollout[WM_GAME_MAX_PLAYERS]; /* the lookahead's greedy players */
  /* The move being followed: step and hop choices, for one phase. */
  WmChoice path[WM_GAME_MAX_REACH_STEPS];
  int n_path, path_pos;
  int path_phase;
  /* The plan of the day being followed. */
  WmChoice plan[16];
  int n_plan, plan_pos;
  int plan_day;
  /* The highwayman's move being followed: pick, steps, stop, for one turn. */
  WmChoice hw_plan[WM_GAME_MAX_REACH_STEPS + 2];
  int n_hw_plan, hw_plan_pos;
  int hw_plan_day, hw_plan_turn;
  gboolean leaves_highwaymen; /* never moves one (the lookahead's rollouts) */
};

guint64 wm_bot_random (WmBot *bot);
/* Fills in @d, 255 where not known yet, from the @tail spaces in @queue
 * (whose distances are set) outwards over the reversed exits: then it holds
 * the moves from every space to the nearest of them. */
void wm_bot_board_spread (const WmBotBoard *board, guint8 *d, int *queue, int tail);
/* The spaces each space reaches in one step along the path types of
 * @paths or the board directions of @arrows, in the order of the map's
 * exits: entries 0 … n_spaces are offsets of each space's first into the
 * rest. Built once per game for the bots of a thread. */
const guint16 *wm_bot_moves (WmBotBoard *board, const WmMap *map, guint8 paths, guint8 arrows);
/* Moves from every space to @x (a column of the distance table). */
const guint8 *wm_bot_dist_to (WmBot *bot, const WmMap *map, int x);
void wm_bot_prepare (WmBot *bot, const WmGame *game, const WmGameState *view, int player);
/* @bot uses the board tables of @with from now on; both must play the
 * same game in the same thread. */
void wm_bot_share_board (WmBot *bot, WmBot *with);
void wm_bot_scratch_free (WmBotScratch *scratch);

/* The ends of the move the active player of @view starts now (its first
 * step is pending): what wm_game_reach() returns for the card played, from
 * the thread's buffers. *@out, sorted by space, is valid until the next
 * call in the same thread. */
int wm_bot_reach (WmBot *bot, const WmGame *game, const WmGameState *view, gboolean with_marker,
                  const WmReach **out);

/* Continues the plan or path chosen earlier, or leaves the highwaymen be,
 * reading only what every player sees of @state; FALSE when the bot has to
 * think. */
gboolean wm_bot_follow (WmBot *bot, const WmGame *game, const WmGameState *state,
                        const WmChoice *choices, int n, WmChoice *out);

/* wm_bot_choose () on a determinized sample of what the lookahead cannot
 * see: the sample is the bot's own guess, so its players decide on it
 * as it is, without a view of it. */
int wm_bot_choose_sampled (WmBot *bot, const WmGame *game, const WmGameState *sample, int player,
                           const WmChoice *choices, int n);

/* Decisions of the thinking tiers (greedy, planner, lookahead). */
void wm_bot_think_plan (WmBot *bot, const WmGame *game, const WmGameState *view,
                        const WmChoice *choices, int n, WmChoice *out);
void wm_bot_think_move (WmBot *bot, const WmGame *game, const WmGameState *view,
                        const WmChoice *choices, int n, WmChoice *out);
void wm_bot_think_other (WmBot *bot, const WmGame *game, const WmGameState *view,
                         const WmChoice *choices, int n, WmChoice *out);

/* The highwaymen (wm-bot-highwaymen.c): whether and where to move one when
 * the turn allows it, and following that move step by step (FALSE when
 * there is none to follow). */
void wm_bot_think_highwayman (WmBot *bot, const WmGame *game, const WmGameState *view,
                              const WmChoice *choices, int n, WmChoice *out);
gboolean wm_bot_follow_highwayman (WmBot *bot, const WmGameState *s, const WmChoice *choices,
                                   int n, WmChoice *out);
/* After an attack: where to push the character displaced next (the space
 * that leaves it the least room). */
void wm_bot_think_displace (WmBot *bot, const WmGame *game, const WmGameState *view,
                            const WmChoice *choices, int n, WmChoice *out);

/* The lookahead: plays the rest of the day from @samples determinizations
 * of @view with each of the @n_plans plans (choice lists of the plan
 * stage) and returns the index of the best by @score, or -1 when no
 * sample could be dealt. */
int wm_bot_lookahead_pick (WmBot *bot, const WmGame *game, const WmGameState *view,
                           const WmChoice (*plans)[16], const int *n_plan, int n_plans,
                           int samples,
                           double (*score) (WmBot *, const WmGame *, const WmGameState *));

G_END_DECLS
