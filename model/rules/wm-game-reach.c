#define G_LOG_DOMAIN "wm-rules"

/* Reach: every space a character can end a move on with one card, found by
 * a breadth-first search over the very choices the engine lists, so it
 * honours exactly the rules of play (blocking, start space, lakes, portals,
 * effects) and gives a shortest step sequence for each end. */

#include "config.h"

#include <string.h>

#include "wm-game-private.h"

typedef struct
{
  WmGameState state;
  int n_steps;
  WmChoice steps[WM_GAME_MAX_REACH_STEPS];
} Node;

static guint
node_key (const WmGameState *s)
{
  return (guint) s->players[s->active].space | (guint) s->t.steps_left << 9
         | (guint) s->t.extra_left << 16 | (guint) s->t.hopped << 23;
}

static int
cmp_reach (gconstpointer a, gconstpointer b)
{
  return ((const WmReach *) a)->space - ((const WmReach *) b)->space;
}

GArray *
wm_game_reach (const WmGame *game, const WmGameState *state, int player, int card,
               gboolean with_marker)
{
  GArray *ends = g_array_new (FALSE, TRUE, sizeof (WmReach));
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr (GHashTable) ended = g_hash_table_new (NULL, NULL);
  GQueue queue = G_QUEUE_INIT;
  Node *start;

  g_return_val_if_fail (player >= 0 && player < game->n_players, ends);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, ends);

  start = g_new0 (Node, 1);
  start->state = *state;
  /* The marker decides the intrigue-scope effects of this turn. */
  start->state.players[player].marker = with_marker ? start->state.turn : WM_GAME_NONE;
  start->state.step = WM_STEP_MOVE;
  wm_game_turn_init (game, &start->state, player, card);
  g_hash_table_add (seen, GUINT_TO_POINTER (node_key (&start->state) + 1));
  g_queue_push_tail (&queue, start);
  while (!g_queue_is_empty (&queue))
    {
      Node *node = g_queue_pop_head (&queue);
      WmChoice list[WM_GAME_MAX_CHOICES];
      int n = wm_move_list (game, &node->state, list, WM_GAME_MAX_CHOICES);
      for (int i = 0; i < n; i++)
        {
          Node *next;
          int space = node->state.players[player].space;
          if (list[i].kind == WM_CHOICE_STOP)
            {
              if (!g_hash_table_contains (ended, GINT_TO_POINTER (space + 1)))
                {
                  WmReach reach = { space, node->n_steps, { { 0 } } };
                  memcpy (reach.steps, node->steps, node->n_steps * sizeof (WmChoice));
                  g_hash_table_add (ended, GINT_TO_POINTER (space + 1));
                  g_array_append_val (ends, reach);
                }
              continue;
            }
          if (node->n_steps >= WM_GAME_MAX_REACH_STEPS)
            continue;
          next = g_new (Node, 1);
          *next = *node;
          wm_game_apply_listed (game, &next->state, &list[i]);
          next->steps[next->n_steps++] = list[i];
          if (!g_hash_table_add (seen, GUINT_TO_POINTER (node_key (&next->state) + 1)))
            {
              g_free (next);
              continue;
            }
          g_queue_push_tail (&queue, next);
        }
      g_free (node);
    }
  g_array_sort (ends, cmp_reach);
  return ends;
}
