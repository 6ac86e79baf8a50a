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
 * along any way, a highwayman's space being closed. A step onto a
 * character (an attack) is not tried: where the victim lands is not the
 * mover's to choose in the base game's rules alone, and it ends the move. */

#include "config.h"

#include <string.h>

#include "wm-bot-private.h"

/* A gain below this (in spaces, weighted) is not worth a highwayman. */
#define MIN_GAIN 1.5
/* Losing one's own room counts this much more than taking others'. */
#define OWN_WEIGHT 1.5

typedef struct
{
  WmGameState state;  /* the highwayman moving, before the stop */
  WmChoice steps[WM_GAME_MAX_REACH_STEPS + 2];
  int n_steps;
} Candidate;

/* A set of spaces of the board. */
typedef struct
{
  guint64 bits[WM_GAME_MAX_SPACES / 64];
} Spaces;

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

static gboolean
meet (const Spaces *a, const Spaces *b)
{
  for (guint i = 0; i < G_N_ELEMENTS (a->bits); i++)
    if (a->bits[i] & b->bits[i])
      return TRUE;
  return FALSE;
}

static Spaces
highwaymen_of (const WmGameState *s)
{
  Spaces set = { { 0 } };

  for (int h = 0; h < s->n_highwaymen; h++)
    put (&set, s->highwaymen[h]);
  return set;
}

/* The spaces reachable from @from in at most two moves along any way, the
 * spaces of @closed shut; their number, and the set in *@seen. */
static int
room (const WmMap *map, const Spaces *closed, int from, Spaces *seen)
{
  int frontier[WM_GAME_MAX_SPACES], next[WM_GAME_MAX_SPACES];
  int n_frontier = 1, n = 0;

  memset (seen, 0, sizeof *seen);
  put (seen, from);
  frontier[0] = from;
  for (int depth = 0; depth < 2; depth++)
    {
      int n_next = 0;
      for (int f = 0; f < n_frontier; f++)
        {
          const WmMapSpace *ms = &map->spaces[frontier[f]];
          for (int i = 0; i < ms->n_exits; i++)
            {
              int to = map->exits[ms->first_exit + i].to;
              if (has (seen, to) || (closed && has (closed, to)))
                continue;
              put (seen, to);
              next[n_next++] = to;
              n++;
            }
        }
      memcpy (frontier, next, n_next * sizeof (int));
      n_frontier = n_next;
    }
  return n;
}

/* What the characters have now, once per decision: the room of each, and
 * the spaces near enough for a highwayman there to change it. */
typedef struct
{
  const WmMap *map;
  Spaces closed;
  int room[WM_GAME_MAX_PLAYERS];
  Spaces near[WM_GAME_MAX_PLAYERS];
  Spaces near_any; /* near some character: a highwayman elsewhere changes nothing */
  double weight[WM_GAME_MAX_PLAYERS];
} Rooms;

static void
rooms_init (Rooms *r, const WmGame *game, const WmGameState *s, int me)
{
  double goal = MAX (wm_game_goal (game), 1);
  Spaces ignored;

  r->map = wm_game_map (game);
  r->closed = highwaymen_of (s);
  memset (&r->near_any, 0, sizeof r->near_any);
  for (int q = 0; q < s->n_players; q++)
    {
      r->room[q] = room (r->map, &r->closed, s->players[q].space, &ignored);
      room (r->map, NULL, s->players[q].space, &r->near[q]);
      for (guint i = 0; i < G_N_ELEMENTS (r->near_any.bits); i++)
        r->near_any.bits[i] |= r->near[q].bits[i];
      /* The closer another character is to the goal, the more its room
       * counts; one's own counts against. */
      r->weight[q] = q == me ? -OWN_WEIGHT : 1 + 2 * s->players[q].gold / goal;
    }
}

/* What moving the highwaymen to where @after has them is worth. */
static double
gain (const Rooms *r, const WmGameState *before, const WmGameState *after)
{
  Spaces closed = highwaymen_of (after), changed, ignored;
  double total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (changed.bits); i++)
    changed.bits[i] = closed.bits[i] ^ r->closed.bits[i];
  for (int q = 0; q < before->n_players; q++)
    if (meet (&r->near[q], &changed))
      total += r->weight[q] * (r->room[q] - room (r->map, &closed, before->players[q].space, &ignored));
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

/* Every way the picked highwayman of @start can move this turn that stops
 * short of a character, breadth first, each final place once. */
static int
moves_of (const WmGame *game, const Candidate *start, Candidate *out, int max)
{
  const WmMap *map = wm_game_map (game);
  int n = 1, head = 0;

  out[0] = *start;
  while (head < n)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      const Candidate *c = &out[head++];
      int k = wm_game_legal_choices (game, &c->state, -1, list, WM_GAME_MAX_CHOICES);
      for (int i = 0; i < k && n < max; i++)
        {
          int to;
          gboolean known = FALSE;
          if (list[i].kind != WM_CHOICE_HW_STEP && list[i].kind != WM_CHOICE_HW_HOP)
            continue;
          to = list[i].kind == WM_CHOICE_HW_STEP ? map->exits[list[i].a].to : list[i].a;
          if (has_character (&c->state, to) || c->n_steps >= WM_GAME_MAX_REACH_STEPS)
            continue;
          for (int j = 0; j < n && !known; j++)
            known = out[j].state.highwaymen[c->state.t.hw] == to;
          if (known)
            continue;
          out[n] = *c;
          wm_game_apply_listed (game, &out[n].state, &list[i]);
          out[n].steps[out[n].n_steps++] = list[i];
          n++;
        }
    }
  return n;
}

void
wm_bot_free_highwaymen (WmBot *bot)
{
  g_clear_pointer (&bot->hw_moves, g_free);
}

void
wm_bot_think_highwayman (WmBot *bot, const WmGame *game, const WmGameState *view,
                         const WmChoice *choices, int n, WmChoice *out)
{
  enum { MAX_MOVES = 48 };
  Candidate *moves;
  double best = MIN_GAIN;
  int me = view->active;
  Rooms rooms;

  bot->n_hw_plan = 0;
  if (bot->hw_moves == NULL)
    bot->hw_moves = g_new (Candidate, MAX_MOVES);
  moves = bot->hw_moves;
  rooms_init (&rooms, game, view, me);
  *out = choices[0];
  for (int i = 0; i < n; i++)
    if (choices[i].kind == WM_CHOICE_HW_SKIP)
      *out = choices[i];
  for (int i = 0; i < n; i++)
    {
      Candidate start = { .n_steps = 1 };
      int n_moves;
      if (choices[i].kind != WM_CHOICE_HW_PICK)
        continue;
      start.state = *view;
      wm_game_apply_listed (game, &start.state, &choices[i]);
      start.steps[0] = choices[i];
      if (start.state.step != WM_STEP_HW_MOVE)
        continue;
      n_moves = moves_of (game, &start, moves, MAX_MOVES);
      /* moves[0] is the highwayman picked and left where it is. */
      for (int m = 1; m < n_moves; m++)
        {
          int from = view->highwaymen[start.state.t.hw];
          int to = moves[m].state.highwaymen[start.state.t.hw];
          double g;
          if (!has (&rooms.near_any, from) && !has (&rooms.near_any, to))
            continue;
          g = gain (&rooms, view, &moves[m].state);
          if (g <= best)
            continue;
          best = g;
          memcpy (bot->hw_plan, moves[m].steps, moves[m].n_steps * sizeof (WmChoice));
          bot->n_hw_plan = moves[m].n_steps;
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
