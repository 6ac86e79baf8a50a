#define G_LOG_DOMAIN "wm-rules"

/* Special spaces and quests: what happens when a character ends a move
 * (towns, forts, inns, secret places), quests and their tasks, the quest
 * slots of the character board, gold, side quests and movement card gains. */

#include "config.h"

#include <string.h>

#include "wm-game-private.h"

/* ---- gold and cards --------------------------------------------------------- */

void
wm_gain_gold (const WmGame *game, WmGameState *s, int player, int gold)
{
  if (gold <= 0)
    return;
  s->players[player].gold = (gint16) MIN (s->players[player].gold + gold, G_MAXINT16);
  /* The game ends the moment someone reaches the goal. */
  if (s->players[player].gold >= game->goal && s->winner < 0)
    s->winner = (gint8) player;
}

/* A common movement card goes unseen on top of the player's draw pile. */
void
wm_gain_movement_card (const WmGame *game, WmGameState *s, int player)
{
  WmPlayerState *ps = &s->players[player];

  if (s->common_moves.n == 0 || ps->draw.n >= WM_GAME_MAX_PILE)
    return;
  ps->draw.cards[ps->draw.n++] = s->common_moves.cards[--s->common_moves.n];
  /* Face down, without its owner looking at it: unknown to them until drawn. */
  ps->unseen = (guint8) (ps->unseen << 1 | 1);
}

static void
to_bottom (guint8 *cards, guint8 *n, int card)
{
  memmove (cards + 1, cards, *n);
  cards[0] = (guint8) card;
  (*n)++;
}

void
wm_remove_held (WmGameState *s, int player, int card)
{
  WmPlayerState *ps = &s->players[player];

  for (int i = 0; i < ps->n_held; i++)
    if (ps->held[i].card == card)
      {
        memmove (&ps->held[i], &ps->held[i + 1], (ps->n_held - i - 1) * sizeof (WmHeld));
        ps->n_held--;
        ps->held_changes++;
        return;
      }
}

static void
hold (const WmGame *game, WmGameState *s, int player, int card)
{
  WmPlayerState *ps = &s->players[player];

  ps->held[ps->n_held++] = (WmHeld) { (guint8) card, (guint16) wm_game_phase_index (game, s),
                                      (gint8) game->map->spaces[ps->space].cell };
  ps->held_changes++;
}

/* ---- quest slots ------------------------------------------------------------- */

static int
slot_kind (const WmGame *game, int card)
{
  switch (game->cards[card].kind)
    {
    case WM_DECK_PERSONAL_QUEST: return WM_SLOT_PERSONAL;
    case WM_DECK_COMMON_QUEST: return WM_SLOT_COMMON;
    default: return WM_SLOT_SIDE;
    }
}

/* Slots by what they accept, with the cover tile and slot-change effects. */
static void
slot_counts (const WmGame *game, const WmGameState *s, int player, int counts[8])
{
  const WmGameCharacter *gc = &game->chars[player];
  const WmFxSummary *sum = wm_fx_summary (game, s, player, s->turn);
  int deltas[2][2] = { { WM_SLOT_COMMON, sum->slot_common }, { WM_SLOT_SIDE, sum->slot_side } };

  memcpy (counts, s->players[player].cover_removed ? gc->counts_open : gc->counts, 8 * sizeof (int));
  for (int i = 0; i < 2; i++)
    {
      int kind = deltas[i][0], delta = deltas[i][1];
      if (delta > 0)
        counts[kind] += delta;
      /* Removing takes a slot of exactly that kind first, then a shared one. */
      for (; delta < 0; delta++)
        {
          int m = counts[kind] > 0 ? kind : -1;
          for (int k = 1; m < 0 && k < 8; k++)
            if ((k & kind) && counts[k] > 0)
              m = k;
          if (m >= 0)
            counts[m]--;
        }
    }
}

/* Hall's condition: quests of kinds in T never outnumber the slots that
 * accept any kind in T, for every set T of kinds; then each quest has a slot. */
static gboolean
fits (const int counts[8], const int items[3])
{
  for (int t = 1; t < 8; t++)
    {
      int need = 0, have = 0;
      for (int k = 0; k < 3; k++)
        if (t & (1 << k))
          need += items[k];
      for (int m = 1; m < 8; m++)
        if (m & t)
          have += counts[m];
      if (need > have)
        return FALSE;
    }
  return TRUE;
}

static void
count_items (const WmGame *game, const WmGameState *s, int player, int items[3])
{
  const WmPlayerState *ps = &s->players[player];

  items[0] = items[1] = items[2] = 0;
  for (int i = 0; i < ps->n_held; i++)
    items[g_bit_nth_lsf (slot_kind (game, ps->held[i].card), -1)]++;
}

gboolean
wm_slots_ok (const WmGame *game, const WmGameState *s, int player)
{
  int counts[8], items[3];

  slot_counts (game, s, player, counts);
  count_items (game, s, player, items);
  return fits (counts, items);
}

gboolean
wm_slots_must_discard (const WmGame *game, const WmGameState *s, int player)
{
  const WmPlayerState *ps = &s->players[player];
  gboolean has_side = FALSE;

  for (int i = 0; i < ps->n_held; i++)
    has_side |= game->cards[ps->held[i].card].kind == WM_DECK_SIDE_QUEST;
  return has_side && !wm_slots_ok (game, s, player);
}

gboolean
wm_slots_room (const WmGame *game, const WmGameState *s, int player, int kind, int discard)
{
  int counts[8], items[3];

  if (s->players[player].n_held >= WM_GAME_MAX_HELD && discard == WM_GAME_NONE)
    return FALSE;
  slot_counts (game, s, player, counts);
  count_items (game, s, player, items);
  items[g_bit_nth_lsf (kind, -1)]++;
  if (discard != WM_GAME_NONE)
    items[2]--;
  return fits (counts, items);
}

/* ---- tasks --------------------------------------------------------------- */

static gboolean
is_island (const WmGame *game, int space)
{
  if (game->map->spaces[space].place == WM_PLACE_ISLAND)
    return TRUE;
  for (int l = 0; l < game->map->n_lakes; l++)
    {
      const WmMapLake *lake = &game->map->lakes[l];
      for (int i = lake->n_members - lake->n_islands; i < lake->n_members; i++)
        if (lake->members[i] == space)
          return TRUE;
    }
  return FALSE;
}

/* The cell at a corner of the board as seen from @seat. */
static int
corner_cell (const WmGame *game, int seat, int corner)
{
  int q = (seat - WM_EDGE_S + 4) % 4;

  return wm_corner_cell (wm_corner_rotate (corner, q), game->arrangement->cols,
                         game->arrangement->rows);
}

static gboolean
task_done (const WmGame *game, const WmGameState *s, int player, const WmHeld *held)
{
  const WmTaskInst *task = &game->cards[held->card].task;
  const WmPlayerState *ps = &s->players[player];
  const WmMapSpace *ms = &game->map->spaces[ps->space];
  const WmGameCharacter *gc = &game->chars[player];

  switch (task->type)
    {
    case WM_TASK_VISIT_FORT: return ms->place == WM_PLACE_FORT;
    case WM_TASK_VISIT_INN: return ms->place == WM_PLACE_INN;
    case WM_TASK_VISIT_SECRET:
      return ms->place == WM_PLACE_SECRET && wm_game_discovered (s, ps->space)
             && s->place_kind[ps->space] != WM_GAME_NONE
             && (task->arg < 0 || s->place_kind[ps->space] == task->arg);
    case WM_TASK_VISIT_TOWN: return ms->place == WM_PLACE_TOWN && ms->town == task->arg;
    case WM_TASK_VISIT_TOWN_VIEW:
      return ms->place == WM_PLACE_TOWN && ms->cell == corner_cell (game, ps->seat, task->arg);
    case WM_TASK_VISIT_TOWN_OTHER_REGION:
      return ms->place == WM_PLACE_TOWN
             && ms->cell != (task->arg == 0 ? game->map->spaces[gc->start_space].cell
                                            : held->taken_cell);
    case WM_TASK_VISIT_OWN_TOWN: return ps->space == gc->start_space;
    case WM_TASK_VISIT_ISLAND: return is_island (game, ps->space);
    case WM_TASK_CROSS_LAKE: return s->t.crossed_lake != 0;
    default: return FALSE;
    }
}

/* ---- completing quests ----------------------------------------------------------- */

static void
reward (const WmGame *game, WmGameState *s, int player, const WmGameCard *card, int bonus)
{
  wm_gain_gold (game, s, player, card->gold + bonus);
  for (int i = 0; i < card->movement; i++)
    wm_gain_movement_card (game, s, player);
  s->t.side_draws += (guint8) card->side_quest;
}

static void
complete_side (const WmGame *game, WmGameState *s, int player, int card)
{
  wm_remove_held (s, player, card);
  to_bottom (s->side_quests.cards, &s->side_quests.n, card);
  reward (game, s, player, &game->cards[card],
          wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, WM_OCC_SIDE_QUEST));
}

static gboolean
side_ready (const WmGame *game, const WmGameState *s, int player, const WmHeld *h)
{
  return h->taken_phase < wm_game_phase_index (game, s)
         || wm_fx_has (game, s, player, WM_FX_SIDE_QUEST_INSTANT);
}

static void
complete_side_quests (const WmGame *game, WmGameState *s, int player)
{
  WmPlayerState *ps = &s->players[player];

  for (int i = 0; i < ps->n_held; i++)
    {
      WmHeld h = ps->held[i];
      if (game->cards[h.card].kind == WM_DECK_SIDE_QUEST && side_ready (game, s, player, &h)
          && task_done (game, s, player, &h))
        {
          complete_side (game, s, player, h.card);
          i--;
        }
    }
}

static gboolean
quest_target_here (const WmGame *game, const WmGameState *s, int player, int card)
{
  const WmMapSpace *ms = &game->map->spaces[s->players[player].space];
  gboolean region_towns = wm_fx_has (game, s, player, WM_FX_QUEST_REGION_TOWNS);

  for (int i = 0; i < 2; i++)
    {
      int town = game->cards[card].targets[i];
      if (town < 0)
        continue;
      if (ms->town == town)
        return TRUE;
      if (region_towns && game->town_space[town] >= 0
          && game->map->spaces[game->town_space[town]].cell == ms->cell)
        return TRUE;
    }
  return FALSE;
}

/* The personal quest goes back to the box and the cover tile comes off. */
static void
complete_personal (const WmGame *game, WmGameState *s, int player, int card)
{
  wm_remove_held (s, player, card);
  s->boxed++;
  s->players[player].cover_removed = 1;
  reward (game, s, player, &game->cards[card], 0);
}

/* A personal quest done away from a town: the rulebook's is always a
 * town's (visit_town () completes it among the common quests), but a
 * designer's may ask for a fort, an inn, a secret place, an island or a
 * lake crossed, done as a side quest's task is, after the space's own
 * effect (a secret place is discovered first). */
static void
complete_personal_away (const WmGame *game, WmGameState *s, int player)
{
  WmPlayerState *ps = &s->players[player];

  for (int i = 0; i < ps->n_held && s->winner < 0; i++)
    {
      WmHeld h = ps->held[i];
      if (game->cards[h.card].kind == WM_DECK_PERSONAL_QUEST && task_done (game, s, player, &h))
        {
          complete_personal (game, s, player, h.card);
          i--;
        }
    }
}

static void
visit_town (const WmGame *game, WmGameState *s, int player)
{
  WmPlayerState *ps = &s->players[player];

  for (int i = 0; i < ps->n_held && s->winner < 0; i++)
    {
      WmHeld h = ps->held[i];
      const WmGameCard *card = &game->cards[h.card];
      if (card->kind == WM_DECK_PERSONAL_QUEST && task_done (game, s, player, &h))
        {
          complete_personal (game, s, player, h.card);
          i--;
        }
      else if (card->kind == WM_DECK_COMMON_QUEST && quest_target_here (game, s, player, h.card))
        {
          wm_remove_held (s, player, h.card);
          int pile = wm_game_quest_pile (game, card);
          if (pile >= 0)
            to_bottom (s->quests[pile].cards, &s->quests[pile].n, h.card);
          else
            s->boxed++;
          reward (game, s, player, card,
                  wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, WM_OCC_COMMON_QUEST));
          i--;
        }
    }
  s->t.quest_offers += (guint8) (1 + wm_fx_sum (game, s, player, WM_FX_QUEST_TAKE_EXTRA, -1));
}

static void
visit_fort (const WmGame *game, WmGameState *s, int player)
{
  WmPlayerState *ps = &s->players[player];
  const WmGameCharacter *gc = &game->chars[player];
  int w = s->place_kind[ps->space];

  /* Each weapon type once; the track pays by how many are collected. */
  if (w >= WM_GAME_MAX_WEAPON_TYPES || (ps->weapons & (1u << w)) || s->place_count[ps->space] == 0
      || ps->n_weapons >= gc->n_weapon_steps)
    return;
  s->place_count[ps->space]--;
  ps->weapons |= (guint8) (1u << w);
  wm_gain_gold (game, s, player,
                gc->weapon_gold[ps->n_weapons]
                  + wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, WM_OCC_WEAPON));
  switch (gc->weapon_reward[ps->n_weapons])
    {
    case WM_WEAPON_REWARD_SIDE_QUEST: s->t.side_draws++; break;
    case WM_WEAPON_REWARD_MOVEMENT: wm_gain_movement_card (game, s, player); break;
    case WM_WEAPON_REWARD_COMMON_QUEST: s->t.quest_offers++; break;
    default: break;
    }
  ps->n_weapons++;
}

static void
discover (const WmGame *game, WmGameState *s, int player, int space)
{
  if (wm_game_discovered (s, space))
    return;
  wm_set_discovered (s, space);
  wm_gain_gold (game, s, player,
                game->variant->rules.discovery_gold
                  + wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, WM_OCC_DISCOVERY));
}

static void
visit_secret (const WmGame *game, WmGameState *s, int player)
{
  int space = s->players[player].space;
  int kind = s->place_kind[space];
  gboolean fresh = !wm_game_discovered (s, space);

  if (kind == WM_GAME_NONE)
    return; /* a slot the mix left empty */
  discover (game, s, player, space);
  wm_gain_gold (game, s, player, wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, WM_OCC_SECRET_PLACE));
  switch (kind)
    {
    case WM_SECRET_MILEPOST: wm_gain_movement_card (game, s, player); break;
    case WM_SECRET_SETTLEMENT: s->t.side_draws++; break;
    case WM_SECRET_PORTAL: s->t.portal_offer = (guint8) fresh; break;
    default: break;
    }
}

void
wm_spaces_resolve (const WmGame *game, WmGameState *s)
{
  int p = s->active, space = s->players[p].space;

  switch (game->map->spaces[space].place)
    {
    case WM_PLACE_TOWN: visit_town (game, s, p); break;
    case WM_PLACE_FORT: visit_fort (game, s, p); break;
    case WM_PLACE_INN:
      s->t.side_draws++;
      wm_gain_gold (game, s, p, wm_fx_sum (game, s, p, WM_FX_GOLD_BONUS, WM_OCC_INN));
      discover (game, s, p, space);
      break;
    case WM_PLACE_SECRET: visit_secret (game, s, p); break;
    default: break;
    }
  if (s->winner < 0 && game->map->spaces[space].place != WM_PLACE_TOWN)
    complete_personal_away (game, s, p);
  if (s->winner < 0)
    complete_side_quests (game, s, p);
}

/* ---- side quests ----------------------------------------------------------------- */

/* Places a side quest just drawn, or holds it as incoming when there is no
 * room (the player then discards one). Under side-quest-instant it may be
 * completed at once on the space the player ended on. */
static void
receive_side (const WmGame *game, WmGameState *s, int player, int card)
{
  if (!wm_slots_room (game, s, player, WM_SLOT_SIDE, WM_GAME_NONE))
    {
      s->t.incoming = (guint8) card;
      return;
    }
  hold (game, s, player, card);
  if (s->t.moved && wm_fx_has (game, s, player, WM_FX_SIDE_QUEST_INSTANT))
    {
      WmHeld h = s->players[player].held[s->players[player].n_held - 1];
      if (task_done (game, s, player, &h))
        complete_side (game, s, player, card);
    }
}

void
wm_draw_side_quest (const WmGame *game, WmGameState *s, int player)
{
  if (s->side_quests.n == 0)
    return;
  receive_side (game, s, player, s->side_quests.cards[--s->side_quests.n]);
}

int
wm_discard_choices (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  const WmPlayerState *ps = &s->players[s->active];
  int n = 0;

  for (int i = 0; i < ps->n_held && n < max; i++)
    if (game->cards[ps->held[i].card].kind == WM_DECK_SIDE_QUEST)
      out[n++] = (WmChoice) { WM_CHOICE_DISCARD, s->active, ps->held[i].card, 0 };
  if (s->t.incoming != WM_GAME_NONE && n < max)
    out[n++] = (WmChoice) { WM_CHOICE_DISCARD, s->active, s->t.incoming, 0 };
  return n;
}

void
wm_discard_apply (const WmGame *game, WmGameState *s, int card)
{
  int p = s->active, incoming = s->t.incoming;

  s->t.incoming = WM_GAME_NONE;
  if (card != incoming)
    wm_remove_held (s, p, card);
  to_bottom (s->side_quests.cards, &s->side_quests.n, card);
  if (incoming != WM_GAME_NONE && card != incoming)
    receive_side (game, s, p, incoming);
}

/* ---- taking common quests --------------------------------------------------------- */

int
wm_quest_choices (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  const WmPlayerState *ps = &s->players[s->active];
  const WmQuestPile *pile = &s->quests[game->map->spaces[ps->space].cell];
  int n = 0;

  if (pile->n > 0)
    {
      int top = pile->cards[pile->n - 1];
      if (wm_slots_room (game, s, s->active, WM_SLOT_COMMON, WM_GAME_NONE))
        out[n++] = (WmChoice) { WM_CHOICE_TAKE_QUEST, s->active, top, WM_GAME_NONE };
      else
        for (int i = 0; i < ps->n_held && n < max - 1; i++)
          if (game->cards[ps->held[i].card].kind == WM_DECK_SIDE_QUEST
              && wm_slots_room (game, s, s->active, WM_SLOT_COMMON, ps->held[i].card))
            out[n++] = (WmChoice) { WM_CHOICE_TAKE_QUEST, s->active, top, ps->held[i].card };
    }
  if (n < max)
    out[n++] = (WmChoice) { WM_CHOICE_SKIP_QUEST, s->active, 0, 0 };
  return n;
}

void
wm_quest_take (const WmGame *game, WmGameState *s, int card, int discard)
{
  int p = s->active;
  WmQuestPile *pile = &s->quests[game->map->spaces[s->players[p].space].cell];

  if (discard != WM_GAME_NONE)
    {
      wm_remove_held (s, p, discard);
      to_bottom (s->side_quests.cards, &s->side_quests.n, discard);
    }
  g_assert (pile->n > 0 && pile->cards[pile->n - 1] == card);
  pile->n--;
  hold (game, s, p, card);
  s->t.quest_offers--;
  s->t.quests_taken++;
}
