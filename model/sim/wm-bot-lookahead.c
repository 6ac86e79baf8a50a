#define G_LOG_DOMAIN "wm-bot"

/* The lookahead's sampled continuations. From its view the bot deals the
 * hidden information at random in a way consistent with what it sees (a
 * determinization): others' hands, plans and piles from the movement cards
 * it has not seen, the decks and quest piles from the cards not in sight,
 * undiscovered secret places from the kinds not yet found. On each such
 * sample it plays the rest of the day with each candidate plan, everyone
 * moving as the greedy bot, and keeps the plan that does best on average.
 * The real state is never read: the samples come from the view and the
 * bot's own generator. */

#include "config.h"

#include <string.h>

#include "wm-bot-private.h"

static void
shuffle (WmBot *bot, guint8 *items, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) (wm_bot_random (bot) % (guint64) (i + 1));
      guint8 x = items[i];
      items[i] = items[j];
      items[j] = x;
    }
}

typedef struct
{
  guint8 cards[WM_GAME_MAX_CARDS];
  int n, next;
} Pool;

static gboolean
take (Pool *pool, guint8 *slot)
{
  if (pool->next >= pool->n)
    return FALSE;
  *slot = pool->cards[pool->next++];
  return TRUE;
}

static void
mark (gboolean *seen, int n_cards, guint8 card)
{
  if (card < n_cards)
    seen[card] = TRUE;
}

static void
mark_visible (const WmGameState *v, gboolean *seen, int n_cards)
{
  for (int q = 0; q < v->n_players; q++)
    {
      const WmPlayerState *ps = &v->players[q];
      for (int i = 0; i < ps->draw.n; i++)
        mark (seen, n_cards, ps->draw.cards[i]);
      for (int i = 0; i < ps->discard.n; i++)
        mark (seen, n_cards, ps->discard.cards[i]);
      for (int i = 0; i < ps->n_hand; i++)
        mark (seen, n_cards, ps->hand[i]);
      for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
        mark (seen, n_cards, ps->plan[t]);
      for (int i = 0; i < ps->n_held; i++)
        mark (seen, n_cards, ps->held[i].card);
      mark (seen, n_cards, ps->bid);
    }
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    for (int i = 0; i < v->quests[c].n; i++)
      mark (seen, n_cards, v->quests[c].cards[i]);
  for (int i = 0; i < v->common_moves.n; i++)
    mark (seen, n_cards, v->common_moves.cards[i]);
  for (int i = 0; i < v->side_quests.n; i++)
    mark (seen, n_cards, v->side_quests.cards[i]);
  for (int i = 0; i < v->events.n; i++)
    mark (seen, n_cards, v->events.cards[i]);
  mark (seen, n_cards, v->event);
  mark (seen, n_cards, v->t.incoming);
  mark (seen, n_cards, v->t.card);
}

/* The cards of the game deck by deck, as the variant lists them: deck d
 * holds cards first[d] to first[d + 1] - 1, of its kind. */
typedef struct
{
  int n_decks;
  int first[WM_GAME_MAX_CARDS + 1];
  WmDeckKind kind[WM_GAME_MAX_CARDS];
} Decks;

static void
decks_init (Decks *decks, const WmGame *game)
{
  const WmVariant *variant = wm_game_variant (game);
  int n_cards = wm_game_n_cards (game), k = 0;

  decks->n_decks = 0;
  for (guint d = 0; d < variant->decks->len && k < n_cards && d < WM_GAME_MAX_CARDS; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      decks->first[d] = k;
      decks->kind[d] = deck->kind;
      k = MIN (k + (int) deck->cards->len, n_cards);
      decks->n_decks = (int) d + 1;
    }
  decks->first[decks->n_decks] = k;
}

/* The unseen cards of the deck @deck (or of every deck of @kind when
 * @deck < 0), in card order, shuffled. Only the decks asked for are
 * looked at: a look at every card of the game for each pool of a
 * sample (eleven on the base game) cost the lookahead 2%. */
static void
fill_pool (WmBot *bot, const Decks *decks, const gboolean *seen, int deck, WmDeckKind kind,
           Pool *pool)
{
  pool->n = pool->next = 0;
  for (int d = 0; d < decks->n_decks; d++)
    if (deck >= 0 ? d == deck : decks->kind[d] == kind)
      for (int c = decks->first[d]; c < decks->first[d + 1]; c++)
        if (!seen[c])
          pool->cards[pool->n++] = (guint8) c;
  shuffle (bot, pool->cards, pool->n);
}

static gboolean
fill_slots (guint8 *slots, int n, Pool *first, Pool *second)
{
  for (int i = 0; i < n; i++)
    if (slots[i] == WM_GAME_HIDDEN && !take (first, &slots[i]) && (!second || !take (second, &slots[i])))
      return FALSE;
  return TRUE;
}

static int
deck_index (const WmVariant *variant, const char *id)
{
  for (guint d = 0; id && d < variant->decks->len; d++)
    if (strcmp (((WmDeck *) g_ptr_array_index (variant->decks, d))->id, id) == 0)
      return (int) d;
  return -1;
}

static void
place_secrets (WmBot *bot, const WmGame *game, WmGameState *s)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmMap *map = wm_game_map (game);
  guint8 kinds[WM_GAME_MAX_SPACES];
  int left[WM_N_SECRET_KINDS] = { 0 }, n = 0, n_slots = 0, slots[WM_GAME_MAX_SPACES];

  for (guint i = 0; i < variant->secret_places->len; i++)
    {
      const WmSecretPlace *sp = g_ptr_array_index (variant->secret_places, i);
      if (sp->kind >= 0 && sp->kind < WM_N_SECRET_KINDS)
        left[sp->kind] += sp->count;
    }
  for (int x = 0; x < map->n_spaces; x++)
    if (map->spaces[x].place == WM_PLACE_SECRET)
      {
        if (s->place_kind[x] == WM_SECRET_UNKNOWN)
          slots[n_slots++] = x;
        else if (s->place_kind[x] < WM_N_SECRET_KINDS)
          left[s->place_kind[x]]--;
      }
  for (int k = 0; k < WM_N_SECRET_KINDS; k++)
    for (int i = 0; i < left[k] && n < WM_GAME_MAX_SPACES; i++)
      kinds[n++] = (guint8) k;
  while (n < n_slots)
    kinds[n++] = WM_GAME_NONE; /* more slots than places: some stay empty */
  shuffle (bot, kinds, n);
  for (int i = 0; i < n_slots; i++)
    s->place_kind[slots[i]] = kinds[i];
}

/* Deals what @view hides into @s. FALSE when the view cannot be completed
 * consistently (a variant this sampler does not understand). */
static gboolean
determinize (WmBot *bot, const WmGame *game, const WmGameState *view, WmGameState *s)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmMap *map = wm_game_map (game);
  int n_cards = wm_game_n_cards (game);
  gboolean seen[WM_GAME_MAX_CARDS] = { FALSE };
  Decks decks;
  Pool own, common, pool;
  g_autofree char *reason = NULL;

  decks_init (&decks, game);
  *s = *view;
  mark_visible (view, seen, n_cards);
  fill_pool (bot, &decks, seen, -1, WM_DECK_COMMON_MOVEMENT, &common);
  for (int q = 0; q < s->n_players; q++)
    {
      WmPlayerState *ps = &s->players[q];
      const WmCharacter *ch = g_ptr_array_index (variant->characters, ps->character);
      fill_pool (bot, &decks, seen, deck_index (variant, ch->movement_deck), 0, &own);
      if (!fill_slots (ps->hand, ps->n_hand, &own, &common)
          || !fill_slots (ps->plan, WM_GAME_MAX_TURNS, &own, &common)
          || !fill_slots (&ps->bid, 1, &own, &common)
          || !fill_slots (ps->draw.cards, ps->draw.n, &own, &common)
          || !fill_slots (ps->discard.cards, ps->discard.n, &own, &common))
        return FALSE;
      if (ps->marker == WM_GAME_HIDDEN)
        ps->marker = (guint8) (wm_bot_random (bot) % WM_GAME_MAX_TURNS);
      /* The own draw pile is a known set in an unknown order. */
      if (q == bot->player)
        shuffle (bot, ps->draw.cards, ps->draw.n);
    }
  if (!fill_slots (s->common_moves.cards, s->common_moves.n, &common, NULL))
    return FALSE;
  fill_pool (bot, &decks, seen, -1, WM_DECK_SIDE_QUEST, &pool);
  for (int q = 0; q < s->n_players; q++)
    for (int i = 0; i < s->players[q].n_held; i++)
      if (!fill_slots (&s->players[q].held[i].card, 1, &pool, NULL))
        return FALSE;
  if (!fill_slots (s->side_quests.cards, s->side_quests.n, &pool, NULL)
      || !fill_slots (&s->t.incoming, 1, &pool, NULL))
    return FALSE;
  fill_pool (bot, &decks, seen, -1, WM_DECK_EVENT, &pool);
  if (!fill_slots (s->events.cards, s->events.n, &pool, NULL))
    return FALSE;
  for (int c = 0; c < WM_GAME_MAX_CELLS && c < map->arrangement->cols * map->arrangement->rows; c++)
    {
      fill_pool (bot, &decks, seen, map->arrangement->cells[c].quest_deck, 0, &pool);
      if (!fill_slots (s->quests[c].cards, s->quests[c].n, &pool, NULL))
        return FALSE;
    }
  place_secrets (bot, game, s);
  for (int i = 0; i < 4; i++)
    s->rng[i] = wm_bot_random (bot) | 1;
  if (!wm_game_check (game, s, &reason))
    {
      g_debug ("lookahead: a sample breaks the rules: %s", reason);
      return FALSE;
    }
  return TRUE;
}

/* Plays the rest of the day on @s (the plan of @player already fixed in
 * @plan) with greedy bots, and scores the outcome for @player. */
static double
rollout (WmBot *bot, const WmGame *game, WmGameState *s, const WmChoice *plan, int n_plan,
         WmBot **greedy, double (*score) (WmBot *, const WmGame *, const WmGameState *))
{
  int day = s->day, guard = 0, next = 0;

  for (int p = 0; p < s->n_players; p++)
    {
      greedy[p]->plan_day = -1;
      greedy[p]->path_phase = -1;
    }
  while (!wm_game_is_over (s) && s->day == day && guard++ < 2000)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      int p = wm_game_to_move (s), n;
      if (p == bot->player && next < n_plan && s->step == WM_STEP_PLAN)
        {
          if (!wm_game_apply (game, s, &plan[next++], NULL))
            return -G_MAXDOUBLE;
          continue;
        }
      n = wm_game_legal_choices (game, s, p, list, WM_GAME_MAX_CHOICES);
      wm_game_apply_listed (game, s, &list[wm_bot_choose_sampled (greedy[p], game, s, p, list, n)]);
    }
  if (wm_game_is_over (s))
    return s->winner == bot->player ? 1000.0 : -200.0;
  return score (bot, game, s);
}

int
wm_bot_lookahead_pick (WmBot *bot, const WmGame *game, const WmGameState *view,
                       const WmChoice (*plans)[16], const int *n_plan, int n_plans, int samples,
                       double (*score) (WmBot *, const WmGame *, const WmGameState *))
{
  WmBot **greedy = bot->rollout;
  double total[16] = { 0 };
  int best = 0, dealt = 0;
  WmBotSpec spec = bot->spec;

  g_return_val_if_fail (n_plans <= 16, 0);
  spec.tier = WM_BOT_GREEDY;
  /* The greedy players are the bot's own for the whole game, so their
   * tables (and the board's) are built once. */
  for (int p = 0; p < view->n_players; p++)
    {
      guint64 seed = wm_bot_random (bot);
      if (greedy[p] == NULL)
        {
          greedy[p] = wm_bot_new (&spec, seed);
          wm_bot_share_board (greedy[p], bot);
          /* A rollout is a quick sketch of the rest of the day: its
           * players leave the highwaymen where they are. */
          greedy[p]->leaves_highwaymen = TRUE;
        }
      greedy[p]->rng = seed;
    }
  for (int k = 0; k < samples; k++)
    {
      WmGameState sample;
      if (!determinize (bot, game, view, &sample))
        continue;
      dealt++;
      for (int i = 0; i < n_plans; i++)
        {
          WmGameState s = sample;
          total[i] += rollout (bot, game, &s, plans[i], n_plan[i], greedy, score);
        }
    }
  g_debug ("lookahead: %d of %d samples dealt", dealt, samples);
  if (dealt == 0)
    return -1;
  for (int i = 1; i < n_plans; i++)
    if (total[i] > total[best])
      best = i;
  return best;
}
