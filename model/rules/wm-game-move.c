#define G_LOG_DOMAIN "wm-rules"

/* Movement of characters and highwaymen, one step at a time: which exits a
 * card allows from a seat, lakes (their exits are in the compiled map),
 * portals, blocking by highwaymen, the start space, and the effects that
 * change movement. Listing is the hot path of every bot and of the
 * simulation, so each listing gathers the active effects once into a
 * MoveCtx and then only tests bits. */

#include "config.h"

#include <string.h>

#include "wm-game-private.h"

typedef WmMoveLister MoveCtx;

static inline void
put_space (guint64 *set, int space)
{
  if (space >= 0 && space < WM_GAME_MAX_SPACES)
    set[space >> 6] |= G_GUINT64_CONSTANT (1) << (space & 63);
}

guint8
wm_game_arrows_for_seat (guint8 arrow_mask, int seat)
{
  /* Seen from the south edge the card's "up" is north; each seat further
   * clockwise round the table turns the card a quarter. */
  int q = (seat - WM_EDGE_S + 4) % 4;
  int r = 2 * q;

  return (guint8) ((arrow_mask << r) | (arrow_mask >> ((8 - r) % 8)));
}

static WmMoveExit
move_exit (const WmExit *e)
{
  WmMoveExit m = { (gint16) e->to, e->dirs, 0, (guint8) (1u << e->via), 0 };

  if (e->type >= 0 && e->type < 8)
    {
      m.type_bit = (guint8) (1u << e->type);
      m.type = (guint8) e->type;
    }
  return m;
}

void
wm_move_tables_build (WmGame *game)
{
  const WmMap *map = game->map;

  game->move_spaces = g_new0 (WmMoveSpace, MAX (map->n_spaces, 1));
  game->move_exits = g_new0 (WmMoveExit, MAX (map->n_exits, 1));
  for (int sp = 0; sp < map->n_spaces; sp++)
    {
      const WmMapSpace *ms = &map->spaces[sp];
      game->move_spaces[sp] = (WmMoveSpace) { (guint32) ms->first_exit, (guint16) ms->n_exits,
                                              (guint8) ms->place };
    }
  for (int x = 0; x < map->n_exits; x++)
    game->move_exits[x] = move_exit (&map->exits[x]);
}

static inline guint8
card_arrows (const WmGameCard *gc, int seat)
{
  return seat >= 0 && seat < WM_N_EDGES ? gc->arrows[seat]
                                        : wm_game_arrows_for_seat (gc->arrow_mask, seat);
}

/* What a listing reads of the effects and the card, gathered once. The
 * piece sets are filled apart (put_highwaymen, put_characters): each kind
 * of listing asks only about one kind of piece.
 *
 * This and the other steps of a listing are inlined into the entry points
 * (G_ALWAYS_INLINE): a listing runs on nearly every decision of every game,
 * and as six calls deep it spent a sixth of its time on calls. */
G_ALWAYS_INLINE static inline void
move_ctx (const WmGame *game, const WmGameState *s, int player, int card, MoveCtx *ctx)
{
  const WmFxSummary *sum = wm_fx_summary (game, s, player, s->turn);
  const WmGameCard *gc = card < game->n_cards ? &game->cards[card] : NULL;

  ctx->game = game;
  ctx->state = s;
  ctx->path_mask = gc ? gc->path_mask : 0;
  ctx->arrows = gc ? card_arrows (gc, s->players[player].seat) : 0;
  /* Wrapping round the border is an effect on a kind of card: without a
   * card a character takes the ways a highwayman takes. */
  ctx->vias = gc ? sum->vias[gc->personal ? 0 : 1] : sum->hw_vias;
  ctx->hw_vias = sum->hw_vias;
  ctx->closed = sum->closed;
  ctx->pass = (sum->flags & WM_FXF_PASS) != 0;
  ctx->attack = (sum->flags & WM_FXF_ATTACK) != 0;
}

/* The spaces with highwaymen as a bit set, with the highwaymen it was
 * made from. */
typedef struct
{
  gint16 spaces[WM_GAME_MAX_HIGHWAYMEN]; /* WmGameState.highwaymen, whole */
  guint8 n;
  guint64 set[WM_GAME_MAX_SPACES / 64];
} HwSet;

/* The last set made on this thread. Highwaymen move a few times a day,
 * while every listing of a move asks for the set: making it anew was a
 * sixth of a listing. The key is the whole array as the state holds it,
 * so any state, one written by hand too, gets the set of its own
 * highwaymen. Zeroed, it is the right set for no highwaymen. */
static _Thread_local HwSet last_hw_set;

G_NO_INLINE static void
hw_set_make (HwSet *hs, const WmGameState *s)
{
  memcpy (hs->spaces, s->highwaymen, sizeof hs->spaces);
  hs->n = s->n_highwaymen;
  memset (hs->set, 0, sizeof hs->set);
  for (int h = 0; h < s->n_highwaymen; h++)
    put_space (hs->set, s->highwaymen[h]);
}

/* Each exit listed asks whether a piece stands on its destination: a bit
 * per space answers in one load, where scanning the pieces costs a
 * compare per piece and exit. */
G_ALWAYS_INLINE static inline void
put_highwaymen (MoveCtx *ctx)
{
  HwSet *hs = &last_hw_set;

  if (hs->n != ctx->state->n_highwaymen
      || memcmp (hs->spaces, ctx->state->highwaymen, sizeof hs->spaces) != 0)
    hw_set_make (hs, ctx->state);
  memcpy (ctx->highwaymen, hs->set, sizeof ctx->highwaymen);
}

G_ALWAYS_INLINE static inline void
put_characters (MoveCtx *ctx)
{
  memset (ctx->characters, 0, sizeof ctx->characters);
  for (int q = 0; q < ctx->state->n_players; q++)
    put_space (ctx->characters, ctx->state->players[q].space);
}

void
wm_move_lister_init (WmMoveLister *lister, const WmGame *game, const WmGameState *state)
{
  move_ctx (game, state, state->active, state->t.card, lister);
  put_highwaymen (lister);
  put_characters (lister);
}

static inline gboolean
in_set (const guint64 *set, int space)
{
  return (set[space >> 6] >> (space & 63)) & 1;
}

static inline gboolean
hw_at (const MoveCtx *ctx, int space)
{
  return in_set (ctx->highwaymen, space);
}

static inline gboolean
char_at (const MoveCtx *ctx, int space)
{
  return in_set (ctx->characters, space);
}

/* Whether @e is open at all to a mover taking the ways @vias (ctx->vias
 * for the character, ctx->hw_vias for a highwayman), before asking the
 * card. */
static inline gboolean
exit_open (const MoveCtx *ctx, const WmMoveExit *e, guint8 vias)
{
  return (e->via_bit & vias) && !(e->type_bit & ctx->closed);
}

static inline gboolean
card_allows (const MoveCtx *ctx, const WmMoveExit *e)
{
  return (e->type_bit & ctx->path_mask) || (e->dirs & ctx->arrows);
}

gboolean
wm_is_portal (const WmGame *game, const WmGameState *s, int space)
{
  return game->move_spaces[space].place == WM_PLACE_SECRET
         && s->place_kind[space] == WM_SECRET_PORTAL && wm_game_discovered (s, space);
}

gboolean
wm_portals_open (const WmGame *game, const WmGameState *s)
{
  int n = 0;
  for (int i = 0; i < game->n_secrets && n < 2; i++)
    n += wm_is_portal (game, s, game->secrets[i]);
  return n >= 2;
}

/* Whether the move under way began on a portal in use. All portals count
 * as one space, so each of them is then the start space, which the move
 * may not enter again (a hop at the start stays within it). */
static inline gboolean
starts_on_portal (const WmGame *game, const WmGameState *s)
{
  return s->t.start >= 0 && wm_is_portal (game, s, s->t.start) && wm_portals_open (game, s);
}

/* Whether a step may not enter @space: the start space, and every portal
 * when the move began on one. */
static inline gboolean
is_start_space (const WmGame *game, const WmGameState *s, int space)
{
  return space == s->t.start || (wm_is_portal (game, s, space) && starts_on_portal (game, s));
}

static void
add (WmChoice *out, int max, int *n, int kind, int player, int a, int b)
{
  if (*n < max)
    out[*n] = (WmChoice) { (guint8) kind, (guint8) player, (gint16) a, (gint16) b };
  (*n)++;
}

/* With highwaymen-pass a character may move through highwaymen's spaces
 * but not stop on one: the step onto one is only offered when some way on
 * from it within the moves left (@card_left with the card, the extra ones
 * of state @extra of WmGame.extra_states) reaches a free space to stop on, through as many
 * highwaymen's spaces in a row as the moves allow. A hop is never a way
 * off: a highwayman shuts its portal both ways. The moves left bound the
 * depth, and only highwaymen's spaces branch further. */
static gboolean
can_leave (const WmGame *game, const WmGameState *s, const MoveCtx *ctx, int space,
           int card_left, int extra)
{
  const WmMoveSpace *ms = &game->move_spaces[space];
  const WmExtraState *xs = &game->extra_states[extra];

  for (guint i = 0; i < ms->n_exits; i++)
    {
      const WmMoveExit *e = &game->move_exits[ms->first_exit + i];
      gboolean by_card, by_extra;
      if (is_start_space (game, s, e->to) || !exit_open (ctx, e, ctx->vias))
        continue;
      by_card = card_left > 0 && card_allows (ctx, e);
      by_extra = (e->type_bit & xs->ok) != 0;
      if ((by_card || by_extra) && !hw_at (ctx, e->to))
        return TRUE;
      if ((by_card && can_leave (game, s, ctx, e->to, card_left - 1, extra))
          || (by_extra && can_leave (game, s, ctx, e->to, card_left, xs->next[e->type])))
        return TRUE;
    }
  return FALSE;
}

G_ALWAYS_INLINE static inline void
move_node_get (const WmGameState *s, WmMoveNode *node)
{
  node->space = s->players[s->active].space;
  node->steps_left = s->t.steps_left;
  node->extra = s->t.extra;
  node->moved = s->t.moved;
  node->hopped = s->t.hopped;
}

void
wm_move_node_get (const WmGameState *s, WmMoveNode *node)
{
  move_node_get (s, node);
}

/* Writes @node back into the move under way in @s. */
static void
move_node_put (WmGameState *s, const WmMoveNode *node)
{
  s->players[s->active].space = node->space;
  s->t.steps_left = node->steps_left;
  s->t.extra = node->extra;
  s->t.moved = node->moved;
  s->t.hopped = node->hopped;
}

G_ALWAYS_INLINE static inline void
move_node_step (const WmGame *game, WmMoveNode *node, const WmChoice *c)
{
  if (c->kind == WM_CHOICE_STEP)
    {
      const WmMoveExit *e = &game->move_exits[c->a];
      node->space = e->to;
      /* The step was listed, so the state allows its type. */
      if (c->b)
        node->extra = game->extra_states[node->extra].next[e->type];
      else
        node->steps_left--;
      node->hopped = 0;
    }
  else
    {
      /* All portals are one space: a hop alone leaves the character in
       * it, so it is no move (no space effect, no task, not the move the
       * meaner highwaymen ask for). */
      node->space = c->a;
      node->hopped = 1;
      return;
    }
  node->moved = 1;
}

void
wm_move_node_step (const WmGame *game, WmMoveNode *node, const WmChoice *c)
{
  move_node_step (game, node, c);
}

/* The step or hop @c of the move under way in @s (its listing's). */
void
wm_move_apply (const WmGame *game, WmGameState *s, const WmChoice *c)
{
  WmMoveNode node;

  move_node_get (s, &node);
  move_node_step (game, &node, c);
  move_node_put (s, &node);
  s->players[s->active].shares = 0;
  if (c->kind == WM_CHOICE_STEP)
    {
      const WmExit *e = &game->map->exits[c->a];
      if (e->via == WM_VIA_LAKE || e->via == WM_VIA_WRAP_LAKE)
        s->t.crossed_lake = 1;
    }
}

/* The steps from @ms with everything a step may meet: a highwayman that
 * may be passed (highwaymen-pass) and extra moves. Out of line: few turns
 * have either, and the common listing stays small. Counts past @max as
 * add () does. */
G_NO_INLINE static int
list_steps (const MoveCtx *ctx, const WmMoveNode *node, const WmMoveSpace *ms, int p, WmChoice *out,
            int max)
{
  const WmGame *game = ctx->game;
  const WmGameState *s = ctx->state;
  const WmExtraState *xs = &game->extra_states[node->extra];
  int n = 0;

  for (guint i = 0; i < ms->n_exits; i++)
    {
      int x = ms->first_exit + i;
      const WmMoveExit *e = &game->move_exits[x];
      gboolean blocked;
      if (is_start_space (game, s, e->to) || !exit_open (ctx, e, ctx->vias))
        continue;
      blocked = hw_at (ctx, e->to);
      if (blocked && !ctx->pass)
        continue;
      if (node->steps_left > 0 && card_allows (ctx, e)
          && (!blocked || can_leave (game, s, ctx, e->to, node->steps_left - 1, node->extra)))
        add (out, max, &n, WM_CHOICE_STEP, p, x, 0);
      if ((e->type_bit & xs->ok)
          && (!blocked || can_leave (game, s, ctx, e->to, node->steps_left, xs->next[e->type])))
        add (out, max, &n, WM_CHOICE_STEP, p, x, 1);
    }
  return n;
}

/* The card's steps from @ms when no highwayman may be passed and no extra
 * move is left, the common case: whether an exit is listed is worked out
 * without a branch and the choice written either way, counted when legal.
 * Which exits a card allows from a space is what a random choice leaves
 * the processor unable to guess; as branches they cost about one
 * mispredicted jump a listing. @out has room for every exit. */
G_ALWAYS_INLINE static inline int
list_card_steps (const MoveCtx *ctx, const WmMoveSpace *ms, int start, int p, WmChoice *out)
{
  const WmMoveExit *exits = &ctx->game->move_exits[ms->first_exit];
  int n = 0;

  for (guint i = 0; i < ms->n_exits; i++)
    {
      const WmMoveExit *e = &exits[i];
      guint ok = (e->to != start) & ((e->via_bit & ctx->vias) != 0)
                 & ((e->type_bit & ctx->closed) == 0)
                 & (((e->type_bit & ctx->path_mask) | (e->dirs & ctx->arrows)) != 0)
                 & !hw_at (ctx, e->to);
      out[n] = (WmChoice) { WM_CHOICE_STEP, (guint8) p, (gint16) (ms->first_exit + i), 0 };
      n += (int) ok;
    }
  return n;
}

/* Whether a step is possible after a hop from @node: under meaner
 * highwaymen a move still in its space must take one if it can. Only
 * asked before the first step, on a portal, in that variant. */
static gboolean
step_after_hop (const MoveCtx *ctx, const WmMoveNode *node)
{
  const WmGame *game = ctx->game;
  const WmGameState *s = ctx->state;

  if (node->hopped)
    return FALSE;
  for (int i = 0; i < game->n_secrets; i++)
    {
      int sp = game->secrets[i];
      WmMoveNode at = *node;
      if (sp == node->space || sp == s->t.start || !wm_is_portal (game, s, sp) || hw_at (ctx, sp))
        continue;
      at.space = (gint16) sp;
      at.hopped = 1;
      if (list_steps (ctx, &at, &game->move_spaces[sp], s->active, NULL, 0) > 0)
        return TRUE;
    }
  return FALSE;
}

G_ALWAYS_INLINE static inline int
list_moves (const WmMoveLister *lister, const WmMoveNode *node, WmChoice *out, int max)
{
  const WmGame *game = lister->game;
  const WmGameState *s = lister->state;
  const MoveCtx *ctx = lister;
  int p = s->active, n = 0, n_steps, n_moves, sp;
  int cur = node->space;
  const WmMoveSpace *ms = &game->move_spaces[cur];

  if (!ctx->pass && node->extra == 0 && (int) ms->n_exits <= max && !starts_on_portal (game, s))
    {
      if (node->steps_left > 0)
        n = list_card_steps (ctx, ms, s->t.start, p, out);
    }
  else
    n = list_steps (ctx, node, ms, p, out, max);
  n_steps = n;
  /* Portals are one space: hopping costs no move, and one hop reaches any
   * other, so two hops in a row are never needed. A highwayman on a portal
   * shuts it both ways: no hop into it, none out of it. */
  if (!node->hopped && wm_is_portal (game, s, cur) && !hw_at (ctx, cur)
      && wm_portals_open (game, s))
    for (int i = 0; i < game->n_secrets; i++)
      if ((sp = game->secrets[i]) != cur && sp != s->t.start && wm_is_portal (game, s, sp)
          && !hw_at (ctx, sp))
        add (out, max, &n, WM_CHOICE_HOP, p, sp, 0);
  n_moves = n;
  /* Stopping: not on a highwayman passed during the move (highwaymen-pass;
   * one sharing the start space after an ambush does not oblige the
   * character to move), and under meaner highwaymen not before the first
   * step when one is possible, here or after a hop. */
  if (n_moves == 0
      || (node->moved ? !hw_at (ctx, cur)
                      : !game->setup.meaner_highwaymen
                          || (n_steps == 0 && !step_after_hop (ctx, node))))
    add (out, max, &n, WM_CHOICE_STOP, p, 0, 0);
  return MIN (n, max);
}

int
wm_move_lister_moves (const WmMoveLister *lister, const WmMoveNode *node, WmChoice *out, int max)
{
  return list_moves (lister, node, out, max);
}

int
wm_move_node_choices (const WmGame *game, const WmGameState *s, const WmMoveNode *node,
                      WmChoice *out, int max)
{
  WmMoveLister lister;

  move_ctx (game, s, s->active, s->t.card, &lister);
  put_highwaymen (&lister);
  return list_moves (&lister, node, out, max);
}

int
wm_move_list (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  WmMoveNode node;
  WmMoveLister lister;

  move_node_get (s, &node);
  move_ctx (game, s, s->active, s->t.card, &lister);
  put_highwaymen (&lister);
  return list_moves (&lister, &node, out, max);
}

/* ---- highwaymen ---------------------------------------------------------- */

/* Whether a highwayman may enter @space as far as characters go: never one
 * with a character, except that an ambush strikes at other players'
 * characters (the mover's own one there stays where it is); the mover's
 * own character alone still closes the space. */
static gboolean
hw_may_meet (const WmGameState *s, const MoveCtx *ctx, int space)
{
  if (!char_at (ctx, space))
    return TRUE;
  if (!ctx->attack)
    return FALSE;
  for (int p = 0; p < s->n_players; p++)
    if (p != s->active && s->players[p].space == space)
      return TRUE;
  return FALSE;
}

static gboolean
hw_may_enter (const WmGame *game, const WmGameState *s, const MoveCtx *ctx, int space)
{
  guint8 place = game->move_spaces[space].place;

  if (place == WM_PLACE_TOWN || place == WM_PLACE_FORT || space == s->t.hw_start)
    return FALSE;
  return hw_may_meet (s, ctx, space);
}

static gboolean
hw_can_move (const WmGame *game, const WmGameState *s, const MoveCtx *ctx, int space)
{
  const WmMoveSpace *ms = &game->move_spaces[space];
  int steps = s->t.card < game->n_cards ? game->cards[s->t.card].steps : 0;

  for (guint i = 0; steps > 0 && i < ms->n_exits; i++)
    {
      const WmMoveExit *e = &game->move_exits[ms->first_exit + i];
      guint8 place = game->move_spaces[e->to].place;
      if (e->to != space && exit_open (ctx, e, ctx->hw_vias) && card_allows (ctx, e)
          && place != WM_PLACE_TOWN && place != WM_PLACE_FORT && hw_may_meet (s, ctx, e->to))
        return TRUE;
    }
  if (wm_is_portal (game, s, space) && wm_portals_open (game, s))
    for (int i = 0, sp; i < game->n_secrets; i++)
      if ((sp = game->secrets[i]) != space && wm_is_portal (game, s, sp) && hw_may_meet (s, ctx, sp))
        return TRUE;
  return FALSE;
}

G_ALWAYS_INLINE static inline void
hw_node_get (const WmGameState *s, WmHwNode *node)
{
  node->space = s->highwaymen[s->t.hw];
  node->steps_left = (guint8) MAX (s->t.hw_steps_left, 0);
  node->hopped = s->t.hw_hopped;
}

void
wm_hw_node_get (const WmGameState *s, WmHwNode *node)
{
  hw_node_get (s, node);
}

G_ALWAYS_INLINE static inline int
list_hw_moves (const WmMoveLister *lister, const WmHwNode *node, WmChoice *out, int max)
{
  const WmGame *game = lister->game;
  const WmGameState *s = lister->state;
  const MoveCtx *ctx = lister;
  int p = s->active, n = 0, cur = node->space;
  const WmMoveSpace *ms = &game->move_spaces[cur];

  if (node->steps_left > 0)
    for (guint i = 0; i < ms->n_exits; i++)
      {
        int x = ms->first_exit + i;
        const WmMoveExit *e = &game->move_exits[x];
        if (exit_open (ctx, e, ctx->hw_vias) && card_allows (ctx, e)
            && hw_may_enter (game, s, ctx, e->to))
          add (out, max, &n, WM_CHOICE_HW_STEP, p, x, 0);
      }
  if (!node->hopped && wm_is_portal (game, s, cur) && wm_portals_open (game, s))
    for (int i = 0, sp; i < game->n_secrets; i++)
      if ((sp = game->secrets[i]) != cur && wm_is_portal (game, s, sp) && hw_may_enter (game, s, ctx, sp))
        add (out, max, &n, WM_CHOICE_HW_HOP, p, sp, 0);
  add (out, max, &n, WM_CHOICE_HW_STOP, p, 0, 0);
  return MIN (n, max);
}

int
wm_move_lister_hw_moves (const WmMoveLister *lister, const WmHwNode *node, WmChoice *out, int max)
{
  return list_hw_moves (lister, node, out, max);
}

int
wm_hw_node_choices (const WmGame *game, const WmGameState *s, const WmHwNode *node,
                    WmChoice *out, int max)
{
  WmMoveLister lister;

  move_ctx (game, s, s->active, s->t.card, &lister);
  put_characters (&lister);
  return list_hw_moves (&lister, node, out, max);
}

/* The highwaymen that can move with the card of the turn, and not moving
 * one. */
static int
list_hw_picks (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  int p = s->active, n = 0;
  MoveCtx ctx;

  move_ctx (game, s, p, s->t.card, &ctx);
  put_characters (&ctx);
  for (int h = 0; h < s->n_highwaymen; h++)
    {
      int k = 0;
      /* Highwaymen sharing a space are interchangeable: list one. The
       * search stops at the first alike: a compare of every pair, which
       * the compiler made vector code of, was a ninth of this listing. */
      while (k < h && s->highwaymen[k] != s->highwaymen[h])
        k++;
      if (k == h && hw_can_move (game, s, &ctx, s->highwaymen[h]))
        add (out, max, &n, WM_CHOICE_HW_PICK, p, h, 0);
    }
  add (out, max, &n, WM_CHOICE_HW_SKIP, p, 0, 0);
  return MIN (n, max);
}

int
wm_hw_list (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  WmHwNode node;
  WmMoveLister lister;

  if (s->step != WM_STEP_HW_MOVE)
    return list_hw_picks (game, s, out, max);
  hw_node_get (s, &node);
  move_ctx (game, s, s->active, s->t.card, &lister);
  put_characters (&lister);
  return list_hw_moves (&lister, &node, out, max);
}

void
wm_hw_node_step (const WmGame *game, WmHwNode *node, const WmChoice *c)
{
  if (c->kind == WM_CHOICE_HW_STEP)
    {
      node->space = (gint16) game->map->exits[c->a].to;
      node->steps_left--;
      node->hopped = 0;
    }
  else
    {
      node->space = c->a;
      node->hopped = 1;
    }
}

/* Attack: the first character still to displace goes to a space joined to
 * the highwayman's by a path (lakes are not "adjacent"); with none it stays. */
int
wm_adjacent_list (const WmGame *game, const WmGameState *s, int player, WmChoice *out, int max)
{
  int victim = g_bit_nth_lsf (s->t.displaced, -1), n = 0;
  int cur = s->players[victim].space;
  const WmMapSpace *ms = &game->map->spaces[cur];

  for (int i = 0; i < ms->n_exits; i++)
    {
      const WmExit *e = &game->map->exits[ms->first_exit + i];
      gboolean dup = FALSE;
      if (e->via != WM_VIA_PATH)
        continue;
      for (int k = 0; k < i; k++)
        dup |= game->map->exits[ms->first_exit + k].to == e->to
               && game->map->exits[ms->first_exit + k].via == WM_VIA_PATH;
      if (!dup)
        add (out, max, &n, WM_CHOICE_DISPLACE, player, victim, e->to);
    }
  if (n == 0)
    add (out, max, &n, WM_CHOICE_DISPLACE, player, victim, cur);
  return MIN (n, max);
}
