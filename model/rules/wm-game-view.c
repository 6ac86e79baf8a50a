#define G_LOG_DOMAIN "wm-rules"

/* What a player may know (wm_game_view) and the invariants every state
 * must keep (wm_game_check). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-private.h"

static void
hide (guint8 *cards, int n)
{
  memset (cards, WM_GAME_HIDDEN, n);
}

/* A player as a position file names it: by the character's id ("red"). */
static const char *
player_name (const WmGame *game, const WmGameState *s, int p)
{
  guint character = s->players[p].character;
  return character < game->variant->characters->len
             ? ((WmCharacter *) g_ptr_array_index (game->variant->characters, character))->id
             : "?";
}

/* A pile is at most a few dozen cards: insertion sort beats qsort's calls
 * through a pointer, and bots ask for a view at nearly every decision. */
static void
sort_cards (guint8 *cards, int n)
{
  for (int i = 1; i < n; i++)
    {
      guint8 card = cards[i];
      int j = i;
      for (; j > 0 && cards[j - 1] > card; j--)
        cards[j] = cards[j - 1];
      cards[j] = card;
    }
}

/* Whether the card @q planned for @turn has been turned face up. */
static gboolean
revealed (const WmGameState *s, int q, int turn)
{
  if (s->t.stage == WM_STAGE_PLAN)
    return FALSE;
  return turn < s->turn || (turn == s->turn && s->players[q].order <= s->turn_slot);
}

void
wm_game_view (const WmGame *game, const WmGameState *state, int player, WmGameState *view)
{
  g_return_if_fail (game != NULL && state != NULL && view != NULL);

  *view = *state;
  memset (view->rng, 0, sizeof view->rng);
  for (int q = 0; q < view->n_players; q++)
    {
      WmPlayerState *ps = &view->players[q];
      if (q == player)
        {
          /* One's own draw pile is a known set in an unknown order, but
           * for the movement cards gained onto it unseen: those are known
           * only to be some of the common cards not seen elsewhere. */
          for (int i = 0; i < 8 && i < ps->draw.n; i++)
            if (ps->unseen >> i & 1)
              ps->draw.cards[ps->draw.n - 1 - i] = WM_GAME_HIDDEN;
          sort_cards (ps->draw.cards, ps->draw.n);
          continue;
        }
      hide (ps->draw.cards, ps->draw.n);
      hide (ps->discard.cards, ps->discard.n);
      hide (ps->hand, ps->n_hand);
      if (view->t.stage == WM_STAGE_PLAN && ps->bid != WM_GAME_NONE)
        ps->bid = WM_GAME_HIDDEN;
      for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
        if (ps->plan[t] != WM_GAME_NONE && !revealed (state, q, t))
          ps->plan[t] = WM_GAME_HIDDEN;
      if (ps->marker != WM_GAME_NONE && !revealed (state, q, ps->marker))
        ps->marker = WM_GAME_HIDDEN;
      for (int i = 0; i < ps->n_held; i++)
        if (game->cards[ps->held[i].card].kind == WM_DECK_SIDE_QUEST)
          ps->held[i].card = WM_GAME_HIDDEN;
    }
  if (view->active != player && view->t.incoming != WM_GAME_NONE)
    view->t.incoming = WM_GAME_HIDDEN;
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    if (view->quests[c].n > 1)
      hide (view->quests[c].cards, view->quests[c].n - 1); /* the top card is face up */
  hide (view->common_moves.cards, view->common_moves.n);
  hide (view->side_quests.cards, view->side_quests.n);
  hide (view->events.cards, view->events.n);
  for (int i = 0; i < game->n_secrets; i++)
    if (!wm_game_discovered (state, game->secrets[i]))
      view->place_kind[game->secrets[i]] = WM_SECRET_UNKNOWN;
}

int
wm_game_face_up_quest (const WmGameState *state, int cell)
{
  g_return_val_if_fail (state != NULL, WM_GAME_NONE);

  if (cell < 0 || cell >= WM_GAME_MAX_CELLS || state->quests[cell].n == 0)
    return WM_GAME_NONE;
  return state->quests[cell].cards[state->quests[cell].n - 1];
}

/* ---- equality -------------------------------------------------------------- */

#define CLEAR_TAIL(arr, n) memset ((guint8 *) (arr) + (n) * sizeof (arr)[0], 0, sizeof (arr) - (n) * sizeof (arr)[0])

void
wm_game_state_canonical (WmGameState *s)
{
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      WmPlayerState *ps = &s->players[p];
      if (p >= s->n_players)
        {
          memset (ps, 0, sizeof *ps);
          continue;
        }
      CLEAR_TAIL (ps->draw.cards, ps->draw.n);
      CLEAR_TAIL (ps->discard.cards, ps->discard.n);
      CLEAR_TAIL (ps->hand, ps->n_hand);
      CLEAR_TAIL (ps->held, ps->n_held);
      /* Bookkeeping for the simulation's recorder, not a fact of the game:
       * a position read from a file starts it again. */
      ps->held_changes = 0;
    }
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    CLEAR_TAIL (s->quests[c].cards, s->quests[c].n);
  CLEAR_TAIL (s->common_moves.cards, s->common_moves.n);
  CLEAR_TAIL (s->side_quests.cards, s->side_quests.n);
  CLEAR_TAIL (s->events.cards, s->events.n);
  CLEAR_TAIL (s->highwaymen, s->n_highwaymen);
}

gboolean
wm_game_state_equal (const WmGameState *a, const WmGameState *b)
{
  WmGameState ca = *a, cb = *b;

  wm_game_state_canonical (&ca);
  wm_game_state_canonical (&cb);
  return memcmp (&ca, &cb, sizeof ca) == 0;
}

/* ---- invariants --------------------------------------------------------------- */

static int
cards_in_play (const WmGame *game)
{
  int n = 0;

  for (int i = 0; i < game->n_cards; i++)
    {
      const WmGameCard *c = &game->cards[i];
      gboolean in = FALSE;
      switch (c->kind)
        {
        case WM_DECK_COMMON_QUEST: in = wm_game_quest_pile (game, c) >= 0; break;
        case WM_DECK_SIDE_QUEST: in = c->deck == game->side_deck; break;
        case WM_DECK_EVENT: in = c->deck == game->event_deck; break;
        case WM_DECK_COMMON_MOVEMENT: in = c->deck == game->common_move_deck; break;
        default:
          for (int p = 0; p < game->n_players; p++)
            in |= c->deck == game->chars[p].movement_deck || i == game->chars[p].personal_quest;
          break;
        }
      n += in;
    }
  return n;
}

static gboolean
count (int *seen, int card, const WmGame *game, char **reason)
{
  if (card == WM_GAME_NONE)
    return TRUE;
  if (card >= game->n_cards)
    {
      /* TRANSLATORS: the reason a position is inconsistent, after "the
       * position is inconsistent: "; %d is an index into the game's cards. */
      *reason = g_strdup_printf (_("card index %d out of range"), card);
      return FALSE;
    }
  if (seen[card]++)
    {
      *reason = g_strdup_printf (_("card %s is in two places"), wm_game_card (game, card)->id);
      return FALSE;
    }
  return TRUE;
}

#define COUNT_ALL(arr, n)                                        \
  for (int _i = 0; _i < (n); _i++)                               \
    if (!count (seen, (arr)[_i], game, reason))                  \
      return FALSE

static gboolean
check_cards (const WmGame *game, const WmGameState *s, char **reason)
{
  g_autofree int *seen = g_new0 (int, game->n_cards + 1);
  int total = 0, expected = cards_in_play (game);

  for (int p = 0; p < s->n_players; p++)
    {
      const WmPlayerState *ps = &s->players[p];
      COUNT_ALL (ps->draw.cards, ps->draw.n);
      COUNT_ALL (ps->discard.cards, ps->discard.n);
      COUNT_ALL (ps->hand, ps->n_hand);
      COUNT_ALL (ps->plan, WM_GAME_MAX_TURNS);
      if (!count (seen, ps->bid, game, reason))
        return FALSE;
      for (int i = 0; i < ps->n_held; i++)
        if (!count (seen, ps->held[i].card, game, reason))
          return FALSE;
    }
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    COUNT_ALL (s->quests[c].cards, s->quests[c].n);
  COUNT_ALL (s->common_moves.cards, s->common_moves.n);
  COUNT_ALL (s->side_quests.cards, s->side_quests.n);
  COUNT_ALL (s->events.cards, s->events.n);
  if (!count (seen, s->event, game, reason) || !count (seen, s->t.incoming, game, reason))
    return FALSE;
  for (int i = 0; i < game->n_cards; i++)
    total += seen[i];
  if (total + s->boxed != expected)
    {
      *reason = g_strdup_printf (_("%d cards in play and %d boxed, expected %d"), total, s->boxed,
                                 expected);
      return FALSE;
    }
  return TRUE;
}

gboolean
wm_game_check (const WmGame *game, const WmGameState *s, char **reason)
{
  g_return_val_if_fail (game != NULL && s != NULL && reason != NULL, FALSE);

  *reason = NULL;
  if (s->n_players != game->n_players || s->n_highwaymen > wm_game_n_highwaymen (game))
    {
      *reason = g_strdup (_("player or highwayman count out of range"));
      return FALSE;
    }
  for (int p = 0; p < s->n_players; p++)
    {
      const WmPlayerState *ps = &s->players[p];
      if (ps->space < 0 || ps->space >= game->map->n_spaces || ps->gold < 0)
        {
          *reason = g_strdup_printf (_("player %s has a bad space or gold"), player_name (game, s, p));
          return FALSE;
        }
      if (ps->draw.n < 8 && ps->unseen >> ps->draw.n != 0)
        {
          *reason = g_strdup_printf (_("player %s has unseen cards below the draw pile"),
                                     player_name (game, s, p));
          return FALSE;
        }
      /* Over the limit only while the discard it forces is pending (at
       * sunrise several players may have to discard, one after another). */
      if (wm_slots_must_discard (game, s, p) && !(s->step == WM_STEP_DISCARD
                                         && (s->active == p || s->t.stage == WM_STAGE_PLAN)))
        {
          *reason = g_strdup_printf (_("player %s holds more quests than the slots allow"),
                                     player_name (game, s, p));
          return FALSE;
        }
    }
  for (int h = 0; h < s->n_highwaymen; h++)
    {
      int sp = s->highwaymen[h];
      WmPlace place;
      if (sp < 0 || sp >= game->map->n_spaces)
        {
          *reason = g_strdup_printf (_("highwayman %d is off the board"), h + 1);
          return FALSE;
        }
      place = game->map->spaces[sp].place;
      if (place == WM_PLACE_TOWN || place == WM_PLACE_FORT)
        {
          *reason = g_strdup_printf (_("highwayman %d stands on a town or fort"), h + 1);
          return FALSE;
        }
      /* A highwayman shares a space with a character only for the moment
       * of an attack, before the characters are displaced. */
      for (int p = 0; p < s->n_players; p++)
        if (s->players[p].space == sp && !s->players[p].shares
            && !(s->step == WM_STEP_MOVE && p == s->active /* passing through, */
                 && (wm_fx_summary (game, s, p, s->turn)->flags & WM_FXF_PASS)) /* if allowed */
            && !(s->step == WM_STEP_DISPLACE && (p == s->active || (s->t.displaced & (1u << p)))))
          {
            *reason = g_strdup_printf (_("highwayman %d shares a space with player %s"), h + 1,
                                       player_name (game, s, p));
            return FALSE;
          }
    }
  return check_cards (game, s, reason);
}
