#define G_LOG_DOMAIN "wm-sim"

/* The thinking tiers' use of the highwaymen. When a turn lets a bot move a
 * highwayman (its intrigue marker, or an effect), it tries every
 * highwayman and every place the card can take it, and keeps the one that
 * hems the other characters in the most — the closer a character is to
 * the goal, the more it counts — without hemming in its own; it leaves
 * them be when nothing gains enough. Only what every player sees is read:
 * where the characters and highwaymen stand, and the gold.
 *
 * How hemmed in a character is: the spaces it can get to in two moves
 * along any way, a highwayman's space being closed.
 *
 * Where an effect lets highwaymen attack (the engine then lists steps onto
 * characters), a move may end on other characters: the mover pushes each to
 * a space joined to theirs by a path, and picks the one that leaves the
 * character the least room; the attack is worth what that takes. */

#include "config.h"

#include <string.h>

#include "wm-bot-private.h"

/* A gain below this (in spaces, weighted) is not worth a highwayman. */
#define MIN_GAIN 1.5
/* Losing one's own room counts this much more than taking others'. */
#define OWN_WEIGHT 1.5

/* A place the picked highwayman can end on, and the choices that take it
 * there (the pick first; the stop is added when it is chosen): the last
 * of them, and the move it goes on from. The search copied every move's
 * choices; only the best one's are ever read (move_steps ()). */
typedef struct
{
  int to;
  gboolean attack; /* ends on characters: the engine stops it there */
  WmChoice last;
  int parent; /* the move it goes on from, -1 for the pick */
  int n_steps;
} Move;

/* A highwayman under way, still able to go on: the search lists its next
 * steps from its node, the rest of the state staying as it was. */
typedef struct
{
  WmHwNode at;
  int move; /* its Move */
} Node;

enum { MAX_MOVES = 48, MAX_NODES = MAX_MOVES };

typedef struct
{
  Move moves[MAX_MOVES];
  Node nodes[MAX_NODES];
} Search;

typedef WmBotSpaces Spaces;

static inline gboolean
has (const Spaces *set, int space)
{
  return (set->bits[space >> 6] >> (space & 63)) & 1;
}

static inline void
put (Spaces *set, int space)
{
  set->bits[space >> 6] |= G_GUINT64_CONSTANT (1) << (space & 63);
}

static Spaces
highwaymen_of (const WmGameState *s)
{
  Spaces set = { { 0 } };

  for (int h = 0; h < s->n_highwaymen; h++)
    put (&set, s->highwaymen[h]);
  return set;
}

/* The spaces one move away from each space, once per board. */
static const Spaces *
next_to_of (WmBotBoard *board, const WmMap *map)
{
  if (board->next_to == NULL)
    {
      board->next_to = g_new0 (Spaces, MAX (map->n_spaces, 1));
      for (int x = 0; x < map->n_spaces; x++)
        for (int i = 0; i < map->spaces[x].n_exits; i++)
          put (&board->next_to[x], map->exits[map->spaces[x].first_exit + i].to);
    }
  return board->next_to;
}

/* Adds to @set the spaces one move from @from that are not in @closed. */
static inline void
add_next (Spaces *set, const Spaces *next_to, const Spaces *closed, int from)
{
  for (guint i = 0; i < G_N_ELEMENTS (set->bits); i++)
    set->bits[i] |= next_to[from].bits[i] & ~closed->bits[i];
}

static int
count (const Spaces *set)
{
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (set->bits); i++)
    n += wm_popcount64 (set->bits[i]);
  return n;
}

/* The spaces reachable from @from in at most two moves along any way, the
 * spaces of @closed shut (neither entered nor passed); their number, and
 * the set (with @from) in *@seen. */
static int
room (const Spaces *next_to, const Spaces *closed, int from, Spaces *seen)
{
  Spaces one = { { 0 } };

  add_next (&one, next_to, closed, from);
  *seen = one;
  put (seen, from);
  for (guint i = 0; i < G_N_ELEMENTS (one.bits); i++)
    for (guint64 bits = one.bits[i]; bits; bits &= bits - 1)
      add_next (seen, next_to, closed, (int) (i * 64 + (guint) __builtin_ctzll (bits)));
  return count (seen) - 1;
}

/* The spaces two moves from each space, none closed: near enough to a
 * character for a highwayman there to change its room. Once per board. */
static const Spaces *
ball_of (WmBotBoard *board, const Spaces *next_to, int x)
{
  if (board->ball == NULL)
    {
      board->ball = g_new0 (Spaces, MAX (board->n_spaces, 1));
      board->ball_built = g_new0 (guint8, MAX (board->n_spaces, 1));
    }
  if (!board->ball_built[x])
    {
      Spaces none = { { 0 } };
      room (next_to, &none, x, &board->ball[x]);
      board->ball_built[x] = 1;
    }
  return &board->ball[x];
}

/* A character's room in parts: the spaces one move away, all of the room
 * (with the character's), and the spaces two moves away that only one
 * space one move away leads to, closing which shuts them too. With them
 * the room left when one space more closes is counted without a search
 * (room_closing ()). */
typedef struct
{
  Spaces one, seen, single;
  int room;
} Parts;

/* What the characters have now, once per decision: the room of each, and
 * the spaces near enough for a highwayman there to change it. */
typedef struct
{
  const Spaces *next_to;
  Spaces closed;
  Parts parts[WM_GAME_MAX_PLAYERS];
  Spaces near[WM_GAME_MAX_PLAYERS];
  Spaces near_any; /* near some character: a highwayman elsewhere changes nothing */
  double weight[WM_GAME_MAX_PLAYERS];
} Rooms;

/* Fills @parts of a character standing on @at, @closed shut. */
static void
room_parts (Parts *parts, const Spaces *next_to, const Spaces *closed, int at)
{
  Spaces once = { { 0 } }, twice = { { 0 } }, *one = &parts->one;

  memset (one, 0, sizeof *one);
  add_next (one, next_to, closed, at);
  for (guint i = 0; i < G_N_ELEMENTS (one->bits); i++)
    for (guint64 bits = one->bits[i]; bits; bits &= bits - 1)
      {
        const Spaces *next = &next_to[i * 64 + (guint) __builtin_ctzll (bits)];
        for (guint j = 0; j < G_N_ELEMENTS (once.bits); j++)
          {
            guint64 open = next->bits[j] & ~closed->bits[j];
            twice.bits[j] |= once.bits[j] & open;
            once.bits[j] |= open;
          }
      }
  parts->seen = *one;
  for (guint j = 0; j < G_N_ELEMENTS (once.bits); j++)
    {
      parts->seen.bits[j] |= once.bits[j];
      parts->single.bits[j] = once.bits[j] & ~twice.bits[j] & ~one->bits[j];
    }
  put (&parts->seen, at);
  parts->single.bits[at >> 6] &= ~(G_GUINT64_CONSTANT (1) << (at & 63));
  parts->room = count (&parts->seen) - 1;
}

/* The room of a character on @at whose @parts were counted with @closed
 * shut, when @to closes too: the same as room () with both, counted from
 * the parts. */
static int
room_closing (const Parts *parts, const Spaces *next_to, const Spaces *closed, int at, int to)
{
  int lost = 0;

  if (to == at || !has (&parts->seen, to))
    return parts->room;
  if (has (&parts->one, to))
    for (guint j = 0; j < G_N_ELEMENTS (parts->single.bits); j++)
      lost += wm_popcount64 (next_to[to].bits[j] & ~closed->bits[j] & parts->single.bits[j]);
  return parts->room - 1 - lost;
}

static void
rooms_init (Rooms *r, WmBot *bot, const WmGame *game, const WmGameState *s, int me)
{
  double goal = MAX (wm_game_goal (game), 1);

  r->next_to = next_to_of (bot->board, wm_game_map (game));
  r->closed = highwaymen_of (s);
  memset (&r->near_any, 0, sizeof r->near_any);
  for (int q = 0; q < s->n_players; q++)
    {
      room_parts (&r->parts[q], r->next_to, &r->closed, s->players[q].space);
      r->near[q] = *ball_of (bot->board, r->next_to, s->players[q].space);
      for (guint i = 0; i < G_N_ELEMENTS (r->near_any.bits); i++)
        r->near_any.bits[i] |= r->near[q].bits[i];
      /* The closer another character is to the goal, the more its room
       * counts; one's own counts against. */
      r->weight[q] = q == me ? -OWN_WEIGHT : 1 + 2 * s->players[q].gold / goal;
    }
}

/* A highwayman leaving @from, once for all the places it can go: whether
 * @from opens (no other highwayman stays there), the closed spaces then,
 * and per character the parts of its room with only @from opened, counted
 * when first needed (opened_built). */
typedef struct
{
  int from;
  gboolean opens;
  Spaces closed;
  Parts opened[WM_GAME_MAX_PLAYERS];
  gboolean opened_built[WM_GAME_MAX_PLAYERS];
} Leaving;

static void
leaving_init (Leaving *l, const Rooms *r, const WmGameState *before, int from)
{
  int on_from = 0;

  for (int h = 0; h < before->n_highwaymen; h++)
    on_from += before->highwaymen[h] == from;
  l->from = from;
  l->opens = on_from == 1;
  l->closed = r->closed;
  if (l->opens)
    l->closed.bits[from >> 6] &= ~(G_GUINT64_CONSTANT (1) << (from & 63));
  memset (l->opened_built, 0, sizeof l->opened_built);
}

/* The parts of @q's room on @at with the highwayman of @l gone: a search
 * once per character and highwayman, where every place it could go took
 * one (a sixth of the greedy bots' thinking about highwaymen). */
static const Parts *
leaving_parts (Leaving *l, const Rooms *r, int q, int at)
{
  if (!l->opened_built[q])
    {
      room_parts (&l->opened[q], r->next_to, &l->closed, at);
      l->opened_built[q] = TRUE;
    }
  return &l->opened[q];
}

/* The room a character pushed off @at by an attack is left with when the
 * mover pushes it where it has the least: onto a space joined to @at by a
 * path (as the engine offers them), or none, staying on @at. */
static int
room_after_push (const Rooms *r, const WmMap *map, const Spaces *closed, int at)
{
  const WmMapSpace *ms = &map->spaces[at];
  int least = G_MAXINT;
  Spaces ignored;

  for (int i = 0; i < ms->n_exits; i++)
    if (map->exits[ms->first_exit + i].via == WM_VIA_PATH)
      least = MIN (least, room (r->next_to, closed, map->exits[ms->first_exit + i].to, &ignored));
  return least != G_MAXINT ? least : room (r->next_to, closed, at, &ignored);
}

/* What moving the highwayman of @l to @to is worth; with @attack, the
 * other characters on @to are pushed off it by @me. */
static double
gain (const Rooms *r, const WmMap *map, const WmGameState *before, int me, Leaving *l, int to,
      gboolean attack)
{
  Spaces closed = l->closed;
  gboolean closes = !has (&r->closed, to);
  double total = 0;

  put (&closed, to);
  for (int q = 0; q < before->n_players; q++)
    {
      int at = before->players[q].space, left;
      gboolean opens_near = l->opens && has (&r->near[q], l->from);
      if (attack && at == to && q != me)
        left = room_after_push (r, map, &closed, at);
      else if (!opens_near && !(closes && has (&r->near[q], to)))
        continue; /* nothing changes within two moves of the character */
      else if (!opens_near)
        left = room_closing (&r->parts[q], r->next_to, &r->closed, at, to); /* only @to closes near it */
      else
        /* @from opens near it, and @to closes (beyond two moves of the
         * character that changes nothing: room_closing () leaves it). */
        left = room_closing (leaving_parts (l, r, q, at), r->next_to, &l->closed, at, to);
      total += r->weight[q] * (r->parts[q].room - left);
    }
  return total;
}

static gboolean
has_character (const WmGameState *s, int space)
{
  for (int p = 0; p < s->n_players; p++)
    if (s->players[p].space == space)
      return TRUE;
  return FALSE;
}

/* Every place the highwayman picked in @start (at HW_MOVE) can end this
 * turn, breadth first, each place once; a step onto characters (listed
 * only when it may attack) ends there. moves[0] is staying where it is. */
static int
moves_of (const WmGame *game, const WmGameState *start, const WmChoice *pick, Search *search)
{
  const WmMap *map = wm_game_map (game);
  int n_moves = 1, n_nodes = 1, head = 0;
  Spaces ends = { { 0 } };
  WmMoveLister lister;

  search->moves[0].to = start->highwaymen[start->t.hw];
  search->moves[0].attack = FALSE;
  put (&ends, search->moves[0].to);
  search->moves[0].last = *pick;
  search->moves[0].parent = -1;
  search->moves[0].n_steps = 1;
  wm_move_lister_init (&lister, game, start);
  wm_hw_node_get (start, &search->nodes[0].at);
  search->nodes[0].move = 0;
  while (head < n_nodes)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      const Node *node = &search->nodes[head++];
      const Move *from = &search->moves[node->move];
      int k = wm_move_lister_hw_moves (&lister, &node->at, list, WM_GAME_MAX_CHOICES);
      for (int i = 0; i < k && n_moves < MAX_MOVES; i++)
        {
          Move *m = &search->moves[n_moves];
          gboolean step = list[i].kind == WM_CHOICE_HW_STEP;
          if (!step && list[i].kind != WM_CHOICE_HW_HOP)
            continue;
          m->to = step ? map->exits[list[i].a].to : list[i].a;
          if (has (&ends, m->to) || from->n_steps > WM_GAME_MAX_REACH_STEPS)
            continue;
          put (&ends, m->to);
          m->attack = has_character (start, m->to);
          m->last = list[i];
          m->parent = node->move;
          m->n_steps = from->n_steps + 1;
          /* From there it may go on: with steps left, or by a portal hop
           * (onto a secret place, not right after a hop). */
          if (n_nodes < MAX_NODES && !m->attack
              && (node->at.steps_left > step || (step && map->spaces[m->to].place == WM_PLACE_SECRET)))
            {
              Node *next = &search->nodes[n_nodes++];
              next->at = node->at;
              wm_hw_node_step (game, &next->at, &list[i]);
              next->move = n_moves;
            }
          n_moves++;
        }
    }
  return n_moves;
}

/* The choices that take the highwayman to move @m, from the pick on,
 * into @out (room for its n_steps). */
static void
move_steps (const Search *search, int m, WmChoice *out)
{
  for (int k = search->moves[m].n_steps - 1; m >= 0; m = search->moves[m].parent, k--)
    out[k] = search->moves[m].last;
}

void
wm_bot_think_highwayman (WmBot *bot, const WmGame *game, const WmGameState *view,
                         const WmChoice *choices, int n, WmChoice *out)
{
  Search search;
  double best = MIN_GAIN;
  int me = view->active;
  Rooms rooms;

  bot->n_hw_plan = 0;
  rooms_init (&rooms, bot, game, view, me);
  *out = choices[0];
  for (int i = 0; i < n; i++)
    if (choices[i].kind == WM_CHOICE_HW_SKIP)
      *out = choices[i];
  for (int i = 0; i < n; i++)
    {
      WmGameState picked;
      int n_moves, from;
      Leaving leaving;
      if (choices[i].kind != WM_CHOICE_HW_PICK)
        continue;
      picked = *view;
      wm_game_apply_listed (game, &picked, &choices[i]);
      if (picked.step != WM_STEP_HW_MOVE)
        continue;
      from = picked.highwaymen[picked.t.hw];
      n_moves = moves_of (game, &picked, &choices[i], &search);
      leaving_init (&leaving, &rooms, view, from);
      for (int m = 1; m < n_moves; m++)
        {
          const Move *move = &search.moves[m];
          double g;
          if (!has (&rooms.near_any, from) && !has (&rooms.near_any, move->to))
            continue;
          g = gain (&rooms, wm_game_map (game), view, me, &leaving, move->to, move->attack);
          if (g <= best)
            continue;
          best = g;
          move_steps (&search, m, bot->hw_plan);
          bot->n_hw_plan = move->n_steps;
          /* An attack ends the move by itself. */
          if (!move->attack)
            bot->hw_plan[bot->n_hw_plan++] = (WmChoice) { WM_CHOICE_HW_STOP, (guint8) me, 0, 0 };
        }
    }
  if (bot->n_hw_plan > 0)
    {
      *out = bot->hw_plan[0];
      bot->hw_plan_pos = 1;
      bot->hw_plan_day = view->day;
      bot->hw_plan_turn = view->turn;
    }
}

gboolean
wm_bot_follow_highwayman (WmBot *bot, const WmGameState *s, const WmChoice *choices, int n,
                          WmChoice *out)
{
  const WmChoice *next;

  if (bot->n_hw_plan == 0 || bot->hw_plan_day != s->day || bot->hw_plan_turn != s->turn
      || bot->hw_plan_pos >= bot->n_hw_plan)
    return FALSE;
  next = &bot->hw_plan[bot->hw_plan_pos];
  for (int i = 0; i < n; i++)
    if (choices[i].kind == next->kind && choices[i].a == next->a && choices[i].b == next->b)
      {
        *out = choices[i];
        bot->hw_plan_pos++;
        return TRUE;
      }
  return FALSE;
}

void
wm_bot_think_displace (WmBot *bot, const WmGame *game, const WmGameState *view,
                       const WmChoice *choices, int n, WmChoice *out)
{
  Rooms rooms;
  int least = G_MAXINT;

  rooms_init (&rooms, bot, game, view, view->active);
  *out = choices[0];
  for (int i = 0; i < n; i++)
    {
      Spaces ignored;
      int left;
      if (choices[i].kind != WM_CHOICE_DISPLACE)
        continue;
      left = room (rooms.next_to, &rooms.closed, choices[i].b, &ignored);
      if (left < least)
        {
          least = left;
          *out = choices[i];
        }
    }
}
