#define G_LOG_DOMAIN "wm-rules"

/* The part of a game's setup that depends on the variant alone: cards,
 * characters, decks and forts compiled once for a batch of games instead
 * of once for each (a card table is 180 compiled cards and as many ids). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-private.h"

static int
deck_index (const WmVariant *variant, const WmDeck *deck)
{
  guint i;
  return deck && g_ptr_array_find (variant->decks, deck, &i) ? (int) i : -1;
}

/* Compiles @effects into @out, all of them: a list longer than the table
 * was refused before (wm_game_*_effects_excess()). The compilers read only
 * the variant of @game. */
static gboolean
compile_effects (const WmGame *game, const GPtrArray *effects, WmFxInst *out, int *n_out,
                 GError **error)
{
  g_assert (effects == NULL || effects->len <= WM_GAME_MAX_FX);

  for (guint i = 0; effects != NULL && i < effects->len; i++)
    if (!wm_fx_compile (game, g_ptr_array_index (effects, i), &out[(*n_out)++], error))
      return FALSE;
  return TRUE;
}

/* Sets @error to @message, which it takes, when there is one. */
static gboolean
refuse_with (char *message, GError **error)
{
  g_autofree char *owned = message;

  if (owned == NULL)
    return FALSE;
  g_set_error_literal (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP, owned);
  return TRUE;
}

static guint8
path_mask_of (const WmVariant *variant, char **ids)
{
  guint8 mask = 0;

  for (int i = 0; ids != NULL && ids[i] != NULL; i++)
    for (guint k = 0; k < variant->path_types->len && k < 8; k++)
      if (strcmp (((WmPathType *) g_ptr_array_index (variant->path_types, k))->id, ids[i]) == 0)
        mask |= (guint8) (1u << k);
  return mask;
}

static int
town_index (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id != NULL && i < variant->towns->len; i++)
    if (strcmp (((WmTown *) g_ptr_array_index (variant->towns, i))->id, id) == 0)
      return (int) i;
  return -1;
}

static gboolean
compile_card (const WmGame *probe, WmGameCard *gc, const WmCard *card, const WmDeck *deck,
              int deck_i, GError **error)
{
  const WmVariant *v = probe->variant;

  gc->card = card;
  gc->kind = deck->kind;
  gc->deck = deck_i;
  gc->bid = card->bid;
  gc->steps = (guint8) CLAMP (card->steps, 0, 255);
  gc->personal = deck->kind == WM_DECK_MOVEMENT;
  gc->path_mask = path_mask_of (v, card->paths);
  for (int i = 0; i < card->n_arrows; i++)
    gc->arrow_mask |= (guint8) (1u << card->arrows[i]);
  for (int seat = 0; seat < WM_N_EDGES; seat++)
    gc->arrows[seat] = wm_game_arrows_for_seat (gc->arrow_mask, seat);
  gc->targets[0] = gc->targets[1] = -1;
  for (guint i = 0; card->targets && i < card->targets->len && i < 2; i++)
    gc->targets[i] = (gint8) town_index (v, ((WmTarget *) g_ptr_array_index (card->targets, i))->town);
  if (card->reward)
    {
      gc->gold = card->reward->gold;
      gc->movement = card->reward->movement;
      gc->side_quest = card->reward->side_quest;
    }
  if (card->tasks && card->tasks->len > 0
      && !wm_task_compile (probe, g_ptr_array_index (card->tasks, 0), &gc->task, error))
    return FALSE;
  if (refuse_with (wm_game_event_effects_excess (card), error))
    return FALSE;
  return compile_effects (probe, card->effects, gc->fx, &gc->n_fx, error);
}

static gboolean
compile_cards (WmGameTables *t, const WmGame *probe, GError **error)
{
  const WmVariant *v = t->variant;
  int n = 0, k = 0;

  for (guint d = 0; d < v->decks->len; d++)
    n += ((WmDeck *) g_ptr_array_index (v->decks, d))->cards->len;
  if (n > WM_GAME_MAX_CARDS)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the variant has %d cards; the rules engine handles at most %d"), n,
                   WM_GAME_MAX_CARDS);
      return FALSE;
    }
  t->n_cards = n;
  t->cards = g_new0 (WmGameCard, MAX (n, 1));
  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      for (guint c = 0; c < deck->cards->len; c++, k++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          if (!compile_card (probe, &t->cards[k], card, deck, (int) d, error))
            return FALSE;
          g_hash_table_insert (t->card_ids, card->id, GINT_TO_POINTER (k + 1));
        }
    }
  return TRUE;
}

/* Every deck's cards in card order, so that dealing a pile at the start of
 * each game is a copy rather than a scan of the whole card table. */
static void
index_decks (WmGameTables *t)
{
  int n_decks = (int) t->variant->decks->len;

  t->deck_first = g_new0 (int, n_decks + 1);
  t->deck_cards = g_new (guint8, MAX (t->n_cards, 1));
  for (int i = 0; i < t->n_cards; i++)
    t->deck_first[t->cards[i].deck + 1]++;
  for (int d = 0; d < n_decks; d++)
    t->deck_first[d + 1] += t->deck_first[d];
  for (int d = 0, k = 0; d < n_decks; d++)
    for (int i = 0; i < t->n_cards; i++)
      if (t->cards[i].deck == d)
        t->deck_cards[k++] = (guint8) i;
}

/* Each region's fort weapon as an index into the variant's weapon types,
 * looked up once rather than by id at every setup. */
static guint8 *
fort_weapons (const WmVariant *variant)
{
  guint8 *weapons = g_new (guint8, MAX (variant->regions->len, 1));

  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      int index = wm_variant_weapon_type_index (variant, region->fort_weapon);
      /* A type past the limit cannot go into a player's weapon mask: the
       * fort stands empty, as the validator's weapon-types-too-many says. */
      weapons[r] = index >= 0 && index < WM_GAME_MAX_WEAPON_TYPES ? (guint8) index : WM_GAME_NONE;
    }
  return weapons;
}

/* Character @c as a player of it plays it, but for the start space, which
 * the board decides. Its ability's error goes to @error. */
static void
compile_character (WmGameTables *t, const WmGame *probe, int c, GError **error)
{
  const WmVariant *v = t->variant;
  const WmCharacter *ch = g_ptr_array_index (v->characters, c);
  WmGameCharacter *gc = &t->chars[c];

  for (guint i = 0; i < ch->slots->len; i++)
    {
      const WmSlot *slot = g_ptr_array_index (ch->slots, i);
      gc->counts_open[slot->accepts & 7]++;
      if (!slot->covered)
        gc->counts[slot->accepts & 7]++;
    }
  gc->n_weapon_steps = MIN ((int) ch->weapons->len, WM_GAME_MAX_WEAPON_TYPES);
  for (int i = 0; i < gc->n_weapon_steps; i++)
    {
      const WmWeaponStep *w = g_ptr_array_index (ch->weapons, i);
      gc->weapon_gold[i] = w->gold;
      gc->weapon_reward[i] = w->reward;
    }
  if (!refuse_with (wm_game_ability_effects_excess (ch), error))
    compile_effects (probe, ch->effects, gc->fx, &gc->n_fx, error);
  gc->start_space = -1;
  t->start_town[c] = town_index (v, ch->start_town);
  gc->movement_deck = deck_index (v, wm_variant_find_deck (v, ch->movement_deck));
  gc->personal_quest = ch->personal_quest
                           ? GPOINTER_TO_INT (g_hash_table_lookup (t->card_ids, ch->personal_quest)) - 1
                           : -1;
}

WmGameTables *
wm_game_tables_new (WmVariant *variant)
{
  WmGameTables *t = g_new0 (WmGameTables, 1);
  const WmGame probe = { .variant = variant };

  g_return_val_if_fail (variant != NULL, NULL);

  g_atomic_ref_count_init (&t->ref_count);
  t->variant = wm_variant_ref (variant);
  t->card_ids = g_hash_table_new (g_str_hash, g_str_equal);
  if (!compile_cards (t, &probe, &t->cards_refused))
    t->n_cards = 0;
  index_decks (t);
  t->fort_weapon = fort_weapons (variant);
  for (guint i = 0; i < variant->path_types->len && i < 8; i++)
    {
      const char *id = ((WmPathType *) g_ptr_array_index (variant->path_types, i))->id;
      if (strcmp (id, "water") == 0)
        t->water_mask = (guint8) (1u << i);
      if (strcmp (id, "road") == 0)
        t->road_mask = (guint8) (1u << i);
    }
  t->n_characters = (int) variant->characters->len;
  t->chars = g_new0 (WmGameCharacter, MAX (t->n_characters, 1));
  t->start_town = g_new (int, MAX (t->n_characters, 1));
  t->chars_refused = g_new0 (GError *, MAX (t->n_characters, 1));
  for (int c = 0; c < t->n_characters; c++)
    compile_character (t, &probe, c, &t->chars_refused[c]);
  return t;
}

WmGameTables *
wm_game_tables_ref (WmGameTables *tables)
{
  g_return_val_if_fail (tables != NULL, NULL);
  g_atomic_ref_count_inc (&tables->ref_count);
  return tables;
}

void
wm_game_tables_unref (WmGameTables *tables)
{
  if (tables == NULL || !g_atomic_ref_count_dec (&tables->ref_count))
    return;
  g_free (tables->cards);
  g_hash_table_unref (tables->card_ids);
  g_free (tables->deck_first);
  g_free (tables->deck_cards);
  g_free (tables->fort_weapon);
  g_clear_error (&tables->cards_refused);
  for (int c = 0; c < tables->n_characters; c++)
    g_clear_error (&tables->chars_refused[c]);
  g_free (tables->chars_refused);
  g_free (tables->chars);
  g_free (tables->start_town);
  wm_variant_unref (tables->variant);
  g_free (tables);
}
