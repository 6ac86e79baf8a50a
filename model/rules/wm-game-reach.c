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
  WmMoveNode move;
  int n_steps;
  WmChoice steps[WM_GAME_MAX_REACH_STEPS];
} Node;

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
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  WmGameState start;
  WmMoveLister lister;
  Node first = { { 0 }, 0, { { 0 } } };

  g_return_val_if_fail (player >= 0 && player < game->n_players, ends);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, ends);

  start = *state;
  /* The marker decides the intrigue-scope effects of this turn. */
  start.players[player].marker = with_marker ? start.turn : WM_GAME_NONE;
  start.step = WM_STEP_MOVE;
  wm_game_turn_init (game, &start, player, card);
  /* Breadth first over the moves under way: everything else the listing
   * reads is the turn's start. */
  wm_move_lister_init (&lister, game, &start);
  wm_move_node_get (&start, &first.move);
  g_hash_table_add (seen, GUINT_TO_POINTER (wm_move_node_key (&first.move) + 1));
  g_array_append_val (nodes, first);
  for (guint head = 0; head < nodes->len; head++)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      Node node = g_array_index (nodes, Node, head);
      int n = wm_move_lister_moves (&lister, &node.move, list, WM_GAME_MAX_CHOICES);
      for (int i = 0; i < n; i++)
        {
          Node next;
          if (list[i].kind == WM_CHOICE_STOP)
            {
              if (!g_hash_table_contains (ended, GINT_TO_POINTER (node.move.space + 1)))
                {
                  WmReach reach = { node.move.space, node.n_steps, { { 0 } } };
                  memcpy (reach.steps, node.steps, node.n_steps * sizeof (WmChoice));
                  g_hash_table_add (ended, GINT_TO_POINTER (node.move.space + 1));
                  g_array_append_val (ends, reach);
                }
              continue;
            }
          if (node.n_steps >= WM_GAME_MAX_REACH_STEPS)
            continue;
          next = node;
          wm_move_node_step (game, &next.move, &list[i]);
          next.steps[next.n_steps++] = list[i];
          if (g_hash_table_add (seen, GUINT_TO_POINTER (wm_move_node_key (&next.move) + 1)))
            g_array_append_val (nodes, next);
        }
    }
  g_array_sort (ends, cmp_reach);
  return ends;
}
