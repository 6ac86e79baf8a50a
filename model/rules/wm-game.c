#define G_LOG_DOMAIN "wm-rules"

/* The game context (compiled tables), the rulebook's setup and the flow of
 * a day: sunrise, planning, three turns in bid order, sundown. Decisions
 * are listed and applied in wm-game-choices.c; movement, special spaces and
 * effects live in their own files. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-private.h"

G_DEFINE_QUARK (wm-game-error-quark, wm_game_error)

/* ---- random numbers ------------------------------------------------------- */

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void
wm_rng_seed (guint64 s[4], guint64 seed)
{
  for (int i = 0; i < 4; i++)
    s[i] = splitmix64 (&seed);
}

void
wm_rng_shuffle (guint64 s[4], guint8 *items, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) wm_rng_below (s, (guint) i + 1);
      guint8 t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
}

/* ---- setup description ------------------------------------------------------ */

void
wm_game_setup_init (WmGameSetup *setup, const WmVariant *variant, int n_players)
{
  static const WmEdge seats[] = { WM_EDGE_S, WM_EDGE_W, WM_EDGE_N, WM_EDGE_E };

  memset (setup, 0, sizeof *setup);
  setup->n_players = n_players;
  for (int i = 0; i < WM_GAME_MAX_PLAYERS; i++)
    {
      setup->characters[i] = -1;
      setup->seats[i] = seats[i];
    }
  setup->no_events = variant->options.no_events;
  setup->meaner_highwaymen = variant->options.meaner_highwaymen;
  setup->higher_goal = variant->options.higher_goal;
  setup->variable_setup = variant->options.variable_setup;
}

/* ---- context -------------------------------------------------------------- */

gboolean
wm_game_kind_has_one_pile (WmDeckKind kind)
{
  return kind == WM_DECK_COMMON_MOVEMENT || kind == WM_DECK_SIDE_QUEST || kind == WM_DECK_EVENT;
}

/* The rulebook has one pile of each of these kinds and says nothing of two,
 * so a second deck has no meaning the engine could give it: merging them
 * would guess. The engine keeps to the first and the validator tells the
 * designer which decks it leaves out. */
int
wm_game_dealt_deck (const WmVariant *variant, WmDeckKind kind)
{
  g_return_val_if_fail (variant != NULL, -1);

  for (guint i = 0; wm_game_kind_has_one_pile (kind) && i < variant->decks->len; i++)
    if (((WmDeck *) g_ptr_array_index (variant->decks, i))->kind == kind)
      return (int) i;
  return -1;
}

int
wm_game_pile_capacity (WmDeckKind kind)
{
  switch (kind)
    {
    case WM_DECK_COMMON_QUEST: return WM_GAME_MAX_QUEST_PILE;
    case WM_DECK_MOVEMENT: return WM_GAME_MAX_PILE;
    case WM_DECK_SIDE_QUEST:
    case WM_DECK_COMMON_MOVEMENT:
    case WM_DECK_EVENT: return WM_GAME_MAX_DECK;
    default: return 0;
    }
}

const WmCard *
wm_game_first_event_card (const WmVariant *variant, const char *id, GError **error)
{
  int d = wm_game_dealt_deck (variant, WM_DECK_EVENT);
  const WmDeck *deck = d >= 0 ? g_ptr_array_index (variant->decks, d) : NULL;
  guint n = deck ? MIN (deck->cards->len, (guint) wm_game_pile_capacity (WM_DECK_EVENT)) : 0;

  g_return_val_if_fail (id != NULL, NULL);
  if (deck == NULL)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("there is no event “%s” to turn up first: the variant has no event deck"), id);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      if (g_strcmp0 (card->id, id) == 0)
        return card;
    }
  g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
               _("there is no event “%s” in the event deck “%s” the game deals"), id, deck->id);
  return NULL;
}

/* The length of @effects when it is longer than the engine's table, else 0. */
static guint
effects_over_table (const GPtrArray *effects)
{
  return effects != NULL && effects->len > WM_GAME_MAX_FX ? effects->len : 0;
}

char *
wm_game_event_effects_excess (const WmCard *card)
{
  guint n;

  g_return_val_if_fail (card != NULL, NULL);

  if ((n = effects_over_table (card->effects)) == 0)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "event “%s” has %u effect, but games apply at most %d "
                                       "of one event; split it into two events or remove some",
                                       "event “%s” has %u effects, but games apply at most %d "
                                       "of one event; split it into two events or remove some",
                                       n),
                          card->id, n, WM_GAME_MAX_FX);
}

char *
wm_game_ability_effects_excess (const WmCharacter *character)
{
  guint n;

  g_return_val_if_fail (character != NULL, NULL);

  if ((n = effects_over_table (character->effects)) == 0)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "the ability of character “%s” has %u effect, but games "
                                       "apply at most %d of one ability; remove some",
                                       "the ability of character “%s” has %u effects, but games "
                                       "apply at most %d of one ability; remove some",
                                       n),
                          character->id, n, WM_GAME_MAX_FX);
}

static gboolean
resolve_setup (WmGame *game, const WmGameSetup *setup, GError **error)
{
  const WmVariant *v = game->variant;
  int n_chars = (int) v->characters->len;
  guint64 rng[4];
  guint8 pool[32];
  int n_pool = 0;

  game->setup = *setup;
  game->n_players = setup->n_players;
  if (setup->n_players < MAX (1, v->rules.min_players) || setup->n_players > v->rules.max_players
      || setup->n_players > WM_GAME_MAX_PLAYERS || setup->n_players > n_chars)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%d player does not fit this variant (%d–%d players, %d characters)",
                                "%d players do not fit this variant (%d–%d players, %d characters)",
                                setup->n_players),
                   setup->n_players, v->rules.min_players, v->rules.max_players, n_chars);
      return FALSE;
    }
  /* Random characters come from a generator of their own so that they do
   * not shift the game's stream. */
  wm_rng_seed (rng, setup->seed ^ 0x636861726163ULL);
  for (int c = 0; c < n_chars && c < 32; c++)
    {
      gboolean taken = FALSE;
      for (int p = 0; p < setup->n_players; p++)
        taken |= setup->characters[p] == c;
      if (!taken)
        pool[n_pool++] = (guint8) c;
    }
  wm_rng_shuffle (rng, pool, n_pool);
  for (int p = 0; p < setup->n_players; p++)
    {
      int c = setup->characters[p];
      if (c < 0)
        c = game->setup.characters[p] = pool[--n_pool];
      if (c >= n_chars)
        {
          g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP, _("no character %d"), c);
          return FALSE;
        }
      for (int q = 0; q < p; q++)
        if (game->setup.characters[q] == c)
          {
            g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                         _("two players have the same character"));
            return FALSE;
          }
      if (setup->seats[p] < 0 || setup->seats[p] >= WM_N_EDGES)
        {
          g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP, _("player %d has no seat"),
                       p + 1);
          return FALSE;
        }
    }
  return TRUE;
}

/* Says why the board of the game's arrangement cannot be played: its first
 * error with the line of the element in the variant's file, and how many
 * more there are. */
static gboolean
refuse_board (WmGame *game, const WmDiagnostics *problems, GError **error)
{
  g_autofree char *spec = wm_arrangement_to_string (game->variant, game->arrangement);
  g_autofree char *first = NULL;
  guint errors = wm_diagnostics_count_errors (problems);

  for (guint i = 0; i < wm_diagnostics_count (problems) && first == NULL; i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (problems, i);
      if (d->severity != WM_SEVERITY_ERROR)
        continue;
      /* Translators: the first problem of a board: its line in the
       * variant's file, the message and the stable code. */
      first = d->line > 0 ? g_strdup_printf (_("line %d: %s [%s]"), d->line, d->message, d->code)
                          : g_strdup_printf ("%s [%s]", d->message, d->code);
    }
  if (first == NULL)
    g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                 _("the arrangement cannot be assembled"));
  else if (errors <= 1)
    g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                 _("the board %s cannot be played: %s"), spec, first);
  else
    g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                 g_dngettext (GETTEXT_PACKAGE,
                              "the board %s cannot be played: %s (and %u more problem)",
                              "the board %s cannot be played: %s (and %u more problems)",
                              errors - 1),
                 spec, first, errors - 1);
  return FALSE;
}

/* In the rulebook the variable setup plays the regions' back sides, which
 * have no printed towns, and the printed setup their fronts, which do: the
 * toggle and the sides of the arrangement are one choice. A board that
 * mixed them would play one setup's regions with the other's fifth
 * highwayman and log a toggle the board contradicts, so it is refused
 * here, where the command line, the playtest and a replayed log all pass. */
static gboolean
sides_fit_setup (const WmGame *game, GError **error)
{
  const WmArrangement *arrangement = game->arrangement;
  int side = game->setup.variable_setup ? 1 : 0;

  for (int i = 0; i < arrangement->cols * arrangement->rows; i++)
    if (arrangement->cells[i].side != side)
      {
        const WmRegion *r = g_ptr_array_index (game->variant->regions,
                                               arrangement->cells[i].region);
        if (side == 1)
          g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                       _("region “%s” lies on side A, but the variable setup plays every "
                         "region on side B"),
                       r->id);
        else
          g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                       _("region “%s” lies on side B, which only the variable setup plays: "
                         "turn the variable setup on, or lay every region on side A"),
                       r->id);
        return FALSE;
      }
  return TRUE;
}

/* Whether no region, quest deck or named town can be placed twice: every
 * cell on one side, each region and deck once, and on side B each named
 * town once (side A places the towns its distinct regions print, which
 * never exceeds what the variant prints). Then wm_arrangement_check ()
 * would pass, and it is left out: it looks every printed town up by id,
 * and a board is built for every simulated game. */
static gboolean
plainly_once (const WmArrangement *a)
{
  int n = a->cols * a->rows;

  for (int i = 0; i < n; i++)
    {
      const WmPlacement *p = &a->cells[i];
      if (p->side != a->cells[0].side)
        return FALSE;
      for (int j = 0; j < i; j++)
        {
          const WmPlacement *q = &a->cells[j];
          if (p->region == q->region || (p->quest_deck >= 0 && p->quest_deck == q->quest_deck))
            return FALSE;
          for (int k = 0; p->side == 1 && k < 2; k++)
            if (p->towns[k] >= 0 && (p->towns[k] == q->towns[0] || p->towns[k] == q->towns[1]))
              return FALSE;
        }
      if (p->side == 1 && p->towns[0] >= 0 && p->towns[0] == p->towns[1])
        return FALSE;
    }
  return TRUE;
}

static gboolean
build_map (WmGame *game, GError **error)
{
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("board");
  g_autoptr (GError) refused = NULL;

  if (game->setup.arrangement != NULL)
    game->arrangement = wm_arrangement_copy (game->setup.arrangement);
  else
    game->arrangement = wm_arrangement_for_seed (game->variant, game->setup.variable_setup,
                                                 game->setup.seed);
  game->setup.arrangement = game->arrangement;
  if (game->arrangement->cols * game->arrangement->rows > WM_GAME_MAX_CELLS)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the board has more than %d regions"), WM_GAME_MAX_CELLS);
      return FALSE;
    }
  /* A region or quest deck placed twice would deal its cards twice, a town
   * placed twice leaves another off the board (the validator reports the
   * default board as setup-board); play refuses them as the spec does. */
  if (!plainly_once (game->arrangement)
      && !wm_arrangement_check (game->variant, game->arrangement, &refused))
    {
      g_set_error_literal (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP, refused->message);
      return FALSE;
    }
  if (!sides_fit_setup (game, error))
    return FALSE;
  game->map = wm_map_build (game->variant, game->arrangement, problems);
  /* A board with errors (a port that meets none, a road that wraps to
   * nothing, a fort undecided …) is not the one the designer drew: play
   * would go on over what happened to fit. The validator reports every
   * such arrangement (arrangement-*), so a valid variant never gets here. */
  if (game->map == NULL || wm_diagnostics_count_errors (problems) > 0)
    return refuse_board (game, problems, error);
  if (game->map->n_spaces > WM_GAME_MAX_SPACES)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the board has more than %d spaces"), WM_GAME_MAX_SPACES);
      return FALSE;
    }
  return TRUE;
}

/* The printed start of the fifth highwayman: the central lake's island in
 * the cell of the board's highwayman region. */
static int
printed_hw_island (const WmGame *game)
{
  if (game->setup.variable_setup)
    return -1;
  return wm_map_central_island (game->map, game->variant->board.highwayman_region);
}

/* The card table and this board's quest piles: a quest pile belongs to
 * the cell whose placement names its deck. */
static gboolean
deal_cards (WmGame *game, GError **error)
{
  const WmGameTables *t = game->tables;
  const WmArrangement *a = game->arrangement;
  int n_decks = (int) game->variant->decks->len;

  if (t->cards_refused != NULL)
    {
      g_propagate_error (error, g_error_copy (t->cards_refused));
      return FALSE;
    }
  game->n_cards = t->n_cards;
  game->cards = t->cards;
  game->deck_pile = g_new (int, MAX (n_decks, 1));
  for (int d = 0; d < n_decks; d++)
    game->deck_pile[d] = -1;
  for (int c = 0; c < a->cols * a->rows; c++)
    if (a->cells[c].quest_deck >= 0 && a->cells[c].quest_deck < n_decks)
      game->deck_pile[a->cells[c].quest_deck] = c;
  return TRUE;
}

static gboolean
seat_character (WmGame *game, int player, GError **error)
{
  const WmGameTables *t = game->tables;
  int c = game->setup.characters[player];
  const WmCharacter *ch = g_ptr_array_index (game->variant->characters, c);
  WmGameCharacter *gc = &game->chars[player];

  if (t->chars_refused[c] != NULL)
    {
      g_propagate_error (error, g_error_copy (t->chars_refused[c]));
      return FALSE;
    }
  *gc = t->chars[c];
  gc->start_space = t->start_town[c] >= 0 ? game->town_space[t->start_town[c]] : -1;
  if (gc->start_space < 0)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the start town of character “%s” is not on the board"), ch->id);
      return FALSE;
    }
  if (gc->movement_deck < 0)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("character “%s” has no movement deck"), ch->id);
      return FALSE;
    }
  return TRUE;
}

/* The card of setup.first_event, checked against the deck the game deals
 * events from: a card of another deck, or one past the cards a game deals,
 * would never be turned up, and a game without events turns up none. */
static gboolean
resolve_first_event (WmGame *game, GError **error)
{
  const char *id = game->setup.first_event;
  const WmCard *card;

  game->first_event = -1;
  if (id == NULL)
    return TRUE;
  if (game->setup.no_events)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
                   _("the first event “%s” is chosen, but the game is played without events"), id);
      return FALSE;
    }
  if ((card = wm_game_first_event_card (game->variant, id, error)) == NULL)
    return FALSE;
  game->first_event = wm_game_find_card (game, card->id);
  /* The caller's string may not outlive the game; the card's id does. */
  game->setup.first_event = card->id;
  return TRUE;
}

WmGame *
wm_game_new_with_tables (WmGameTables *tables, const WmGameSetup *setup, GError **error)
{
  g_autoptr (WmGame) game = g_new0 (WmGame, 1);
  const WmVariant *v;

  g_return_val_if_fail (tables != NULL && setup != NULL, NULL);

  g_atomic_ref_count_init (&game->ref_count);
  game->tables = wm_game_tables_ref (tables);
  game->variant = wm_variant_ref (tables->variant);
  v = game->variant;
  game->card_ids = tables->card_ids;
  game->deck_first = tables->deck_first;
  game->deck_cards = tables->deck_cards;
  game->fort_weapon = tables->fort_weapon;
  game->water_mask = tables->water_mask;
  game->road_mask = tables->road_mask;
  if (!resolve_setup (game, setup, error) || !build_map (game, error))
    return NULL;
  game->goal = setup->higher_goal && v->rules.higher_goal > 0 ? v->rules.higher_goal : v->rules.goal;
  game->turns = CLAMP (v->rules.turns, 1, WM_GAME_MAX_TURNS);
  game->hand = CLAMP (v->rules.hand, 1, WM_GAME_MAX_HAND);
  game->town_space = g_new (int, MAX (v->towns->len, 1));
  for (guint t = 0; t < v->towns->len; t++)
    game->town_space[t] = -1;
  for (int s = 0; s < game->map->n_spaces; s++)
    if (game->map->spaces[s].place == WM_PLACE_TOWN && game->map->spaces[s].town >= 0)
      game->town_space[game->map->spaces[s].town] = s;
  if (!deal_cards (game, error))
    return NULL;
  for (int p = 0; p < game->n_players; p++)
    if (!seat_character (game, p, error))
      return NULL;
  game->common_move_deck = wm_game_dealt_deck (v, WM_DECK_COMMON_MOVEMENT);
  game->side_deck = wm_game_dealt_deck (v, WM_DECK_SIDE_QUEST);
  game->event_deck = wm_game_dealt_deck (v, WM_DECK_EVENT);
  if (!resolve_first_event (game, error))
    return NULL;
  game->hw_island = printed_hw_island (game);
  if (!wm_fx_build_cache (game, error))
    return NULL;
  game->secrets = g_new (int, MAX (game->map->n_spaces, 1));
  for (int sp = 0; sp < game->map->n_spaces; sp++)
    if (game->map->spaces[sp].place == WM_PLACE_SECRET)
      game->secrets[game->n_secrets++] = sp;
  wm_move_tables_build (game);
  return g_steal_pointer (&game);
}

WmGame *
wm_game_new (WmVariant *variant, const WmGameSetup *setup, GError **error)
{
  g_autoptr (WmGameTables) tables = NULL;

  g_return_val_if_fail (variant != NULL && setup != NULL, NULL);

  tables = wm_game_tables_new (variant);
  return wm_game_new_with_tables (tables, setup, error);
}

WmGame *
wm_game_ref (WmGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_atomic_ref_count_inc (&game->ref_count);
  return game;
}

void
wm_game_unref (WmGame *game)
{
  if (game == NULL || !g_atomic_ref_count_dec (&game->ref_count))
    return;
  g_clear_pointer (&game->map, wm_map_unref);
  g_clear_pointer (&game->arrangement, wm_arrangement_free);
  g_free (game->deck_pile);
  g_free (game->town_space);
  g_free (game->secrets);
  g_free (game->move_spaces);
  g_free (game->move_exits);
  g_free (game->fx_cache);
  g_free (game->extra_states);
  g_free (game->event_slot);
  g_clear_pointer (&game->variant, wm_variant_unref);
  g_clear_pointer (&game->tables, wm_game_tables_unref);
  g_free (game);
}

const WmVariant *wm_game_variant (const WmGame *game) { return game->variant; }
const WmMap *wm_game_map (const WmGame *game) { return game->map; }
const WmGameSetup *wm_game_setup (const WmGame *game) { return &game->setup; }
int wm_game_n_players (const WmGame *game) { return game->n_players; }
int wm_game_goal (const WmGame *game) { return game->goal; }
int wm_game_character (const WmGame *game, int player) { return game->setup.characters[player]; }
int wm_game_n_cards (const WmGame *game) { return game->n_cards; }

const WmCard *
wm_game_card (const WmGame *game, int card)
{
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);
  return game->cards[card].card;
}

const char *
wm_game_card_id (const WmGame *game, int card)
{
  if (card < 0 || card >= game->n_cards)
    return card == WM_GAME_HIDDEN ? "?" : "-";
  return game->cards[card].card->id;
}

int
wm_game_find_card (const WmGame *game, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (game->card_ids, id)) - 1 : -1;
}

WmDeckKind
wm_game_card_kind (const WmGame *game, int card)
{
  return game->cards[card].kind;
}

const WmDeck *
wm_game_card_deck (const WmGame *game, int card)
{
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);
  return g_ptr_array_index (game->variant->decks, game->cards[card].deck);
}

guint8
wm_game_card_path_mask (const WmGame *game, int card)
{
  return game->cards[card].path_mask;
}

/* ---- piles ------------------------------------------------------------------ */

/* The first @cap cards of @deck (none for -1), shuffled. */
static void
fill_deck (const WmGame *game, WmGameState *s, guint8 *cards, guint8 *n, int cap, int deck)
{
  *n = 0;
  if (deck >= 0)
    {
      *n = (guint8) MIN (game->deck_first[deck + 1] - game->deck_first[deck], cap);
      memcpy (cards, game->deck_cards + game->deck_first[deck], *n);
    }
  wm_rng_shuffle (s->rng, cards, *n);
}

/* Draws the top card of @p's movement pile, shuffling the discard pile into
 * a new draw pile when it is empty. NONE when both are empty. */
static int
draw_movement (WmGameState *s, int p)
{
  WmPlayerState *ps = &s->players[p];

  if (ps->draw.n == 0 && ps->discard.n > 0)
    {
      memcpy (ps->draw.cards, ps->discard.cards, ps->discard.n);
      ps->draw.n = ps->discard.n;
      ps->discard.n = 0;
      ps->unseen = 0; /* every discarded card was seen */
      wm_rng_shuffle (s->rng, ps->draw.cards, ps->draw.n);
    }
  if (ps->draw.n == 0)
    return WM_GAME_NONE;
  ps->unseen >>= 1;
  return ps->draw.cards[--ps->draw.n];
}

/* ---- setup ------------------------------------------------------------------- */

static void
place_secrets (const WmGame *game, WmGameState *s)
{
  guint8 tiles[64];
  int n = 0, k = 0;

  for (guint i = 0; i < game->variant->secret_places->len; i++)
    {
      const WmSecretPlace *sp = g_ptr_array_index (game->variant->secret_places, i);
      for (int c = 0; c < sp->count && n < 64; c++)
        tiles[n++] = (guint8) sp->kind;
    }
  wm_rng_shuffle (s->rng, tiles, n);
  for (int sp = 0; sp < game->map->n_spaces; sp++)
    if (game->map->spaces[sp].place == WM_PLACE_SECRET)
      s->place_kind[sp] = k < n ? tiles[k++] : WM_GAME_NONE;
}

/* Each fort holds the weapon type its region names, wherever the region
 * lies; as many weapons as players. A fort whose region names none (the
 * validator's setup-fort-weapon) stays empty. */
static void
place_forts (const WmGame *game, WmGameState *s)
{
  for (int sp = 0; sp < game->map->n_spaces; sp++)
    {
      guint8 weapon = game->fort_weapon[wm_map_space_region (game->map, sp)];
      if (game->map->spaces[sp].place == WM_PLACE_FORT && weapon != WM_GAME_NONE)
        {
          s->place_kind[sp] = weapon;
          s->place_count[sp] = (guint8) game->n_players;
        }
    }
}

static int
random_central_island (const WmGame *game, WmGameState *s)
{
  const WmMap *map = game->map;
  const WmMapLake *lake;

  if (map->central_lake < 0)
    return -1;
  lake = &map->lakes[map->central_lake];
  if (lake->n_islands == 0)
    return -1;
  return lake->members[lake->n_members - lake->n_islands
                       + (int) wm_rng_below (s->rng, (guint) lake->n_islands)];
}

int
wm_game_n_highwaymen (const WmGame *game)
{
  return MIN (game->variant->pieces.highwaymen, WM_GAME_MAX_HIGHWAYMEN);
}

static void
place_highwaymen (const WmGame *game, WmGameState *s)
{
  int total = wm_game_n_highwaymen (game);

  for (int sp = 0; sp < game->map->n_spaces && s->n_highwaymen < total; sp++)
    if (game->map->spaces[sp].place == WM_PLACE_INN)
      s->highwaymen[s->n_highwaymen++] = (gint16) sp;
  while (s->n_highwaymen < total)
    {
      int island = game->hw_island >= 0 ? game->hw_island : random_central_island (game, s);
      if (island < 0)
        break;
      s->highwaymen[s->n_highwaymen++] = (gint16) island;
    }
}

/* Puts the chosen first event on top of the shuffled deck, where day 2
 * draws it; the others keep the order the seed shuffled them in. No random
 * number is drawn, so everything else is dealt as without the choice. */
static void
lift_first_event (const WmGame *game, WmGameState *s)
{
  guint8 *cards = s->events.cards;
  int n = s->events.n;

  for (int i = 0; game->first_event >= 0 && i < n; i++)
    if (cards[i] == game->first_event)
      {
        memmove (cards + i, cards + i + 1, (size_t) (n - 1 - i));
        cards[n - 1] = (guint8) game->first_event;
        return;
      }
}

static void sunrise (const WmGame *game, WmGameState *s);

void
wm_game_start (const WmGame *game, WmGameState *s)
{
  g_return_if_fail (game != NULL && s != NULL);

  memset (s, 0, sizeof *s);
  wm_rng_seed (s->rng, game->setup.seed);
  s->n_players = (guint8) game->n_players;
  s->winner = -1;
  s->day = 1;
  s->event = WM_GAME_NONE;
  memset (s->place_kind, WM_GAME_NONE, sizeof s->place_kind);
  for (int c = 0; c < game->arrangement->cols * game->arrangement->rows; c++)
    fill_deck (game, s, s->quests[c].cards, &s->quests[c].n,
               wm_game_pile_capacity (WM_DECK_COMMON_QUEST), game->arrangement->cells[c].quest_deck);
  fill_deck (game, s, s->common_moves.cards, &s->common_moves.n,
             wm_game_pile_capacity (WM_DECK_COMMON_MOVEMENT), game->common_move_deck);
  fill_deck (game, s, s->side_quests.cards, &s->side_quests.n,
             wm_game_pile_capacity (WM_DECK_SIDE_QUEST), game->side_deck);
  fill_deck (game, s, s->events.cards, &s->events.n, wm_game_pile_capacity (WM_DECK_EVENT),
             game->event_deck);
  lift_first_event (game, s);
  place_secrets (game, s);
  place_forts (game, s);
  place_highwaymen (game, s);
  for (int p = 0; p < game->n_players; p++)
    {
      WmPlayerState *ps = &s->players[p];
      const WmGameCharacter *gc = &game->chars[p];
      s->turn_order[p] = (guint8) p;
      ps->order = (guint8) p;
      ps->character = (guint8) game->setup.characters[p];
      ps->seat = (guint8) game->setup.seats[p];
      ps->space = (gint16) gc->start_space;
      ps->marker = WM_GAME_NONE;
      ps->bid = WM_GAME_NONE;
      memset (ps->plan, WM_GAME_NONE, sizeof ps->plan);
      fill_deck (game, s, ps->draw.cards, &ps->draw.n, wm_game_pile_capacity (WM_DECK_MOVEMENT),
                 gc->movement_deck);
      if (gc->personal_quest >= 0)
        ps->held[ps->n_held++] = (WmHeld) { (guint8) gc->personal_quest, 0,
                                            (gint8) game->map->spaces[gc->start_space].cell };
    }
  sunrise (game, s);
  wm_game_advance (game, s);
}

/* ---- the day ------------------------------------------------------------------ */

static void
sunrise (const WmGame *game, WmGameState *s)
{
  if (s->day >= 2 && !game->setup.no_events && s->events.n > 0)
    s->event = s->events.cards[--s->events.n];
  s->turn = 0;
  memset (&s->t, 0, sizeof s->t);
  s->t.stage = WM_STAGE_PLAN;
  s->t.incoming = WM_GAME_NONE;
  s->t.card = WM_GAME_NONE;
  s->t.hw = -1;
  s->t.check_limits = 1; /* a slot-change event may have begun or ended */
  s->step = WM_STEP_PLAN;
  for (int p = 0; p < s->n_players; p++)
    {
      WmPlayerState *ps = &s->players[p];
      int n;
      /* The day before's highwayman marker is taken back first: the hand
       * is drawn before the day's markers are placed (step 1 of the
       * rulebook's sunrise, the markers step 3), so an intrigue-scope
       * extra draw never counts (it counted the morning after a marker
       * on the morning). */
      ps->marker = WM_GAME_NONE;
      n = MIN (game->hand + wm_fx_sum (game, s, p, WM_FX_EXTRA_DRAW, -1), WM_GAME_MAX_HAND);
      ps->planned = 0;
      ps->n_hand = 0;
      for (int i = 0; i < n; i++)
        {
          int card = draw_movement (s, p);
          if (card != WM_GAME_NONE)
            ps->hand[ps->n_hand++] = (guint8) card;
        }
    }
}

static int
bid_of (const WmGame *game, const WmPlayerState *ps)
{
  return ps->bid < game->n_cards ? game->cards[ps->bid].bid : -1;
}

/* Highest bid first; equal bids (possible in designed variants) go to the
 * lower player number. */
static void
settle_turn_order (const WmGame *game, WmGameState *s)
{
  for (int p = 0; p < s->n_players; p++)
    s->turn_order[p] = (guint8) p;
  for (int i = 1; i < s->n_players; i++)
    for (int j = i; j > 0; j--)
      {
        const WmPlayerState *a = &s->players[s->turn_order[j - 1]];
        const WmPlayerState *b = &s->players[s->turn_order[j]];
        if (bid_of (game, b) > bid_of (game, a))
          {
            guint8 t = s->turn_order[j];
            s->turn_order[j] = s->turn_order[j - 1];
            s->turn_order[j - 1] = t;
          }
      }
  for (int i = 0; i < s->n_players; i++)
    s->players[s->turn_order[i]].order = (guint8) i;
}

void
wm_game_turn_init (const WmGame *game, WmGameState *s, int p, int card)
{
  const WmPlayerState *ps = &s->players[p];
  const WmFxSummary *sum = wm_fx_summary (game, s, p, s->turn);

  memset (&s->t, 0, sizeof s->t);
  s->active = (guint8) p;
  s->t.stage = WM_STAGE_MOVING;
  s->t.start = ps->space;
  s->t.card = (guint8) card;
  s->t.hw = -1;
  s->t.incoming = WM_GAME_NONE;
  if (card < game->n_cards)
    s->t.steps_left = game->cards[card].steps + sum->step_bonus + sum->extra_card;
  s->t.extra = sum->extra_start;
  s->t.hw_offer = (sum->flags & WM_FXF_HW_FREE) || ps->marker == s->turn;
}

static void
begin_turn (const WmGame *game, WmGameState *s)
{
  int p = s->turn_order[s->turn_slot];

  wm_game_turn_init (game, s, p, s->players[p].plan[s->turn]);
}

static void
sundown (const WmGame *game, WmGameState *s)
{
  for (int p = 0; p < s->n_players; p++)
    {
      WmPlayerState *ps = &s->players[p];
      if (ps->bid != WM_GAME_NONE)
        ps->discard.cards[ps->discard.n++] = ps->bid;
      for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
        if (ps->plan[t] != WM_GAME_NONE)
          ps->discard.cards[ps->discard.n++] = ps->plan[t];
      ps->bid = WM_GAME_NONE;
      memset (ps->plan, WM_GAME_NONE, sizeof ps->plan);
    }
  if (s->event != WM_GAME_NONE)
    {
      memmove (s->events.cards + 1, s->events.cards, s->events.n);
      s->events.cards[0] = s->event;
      s->events.n++;
      s->event = WM_GAME_NONE;
    }
  s->day++;
  sunrise (game, s);
}

static void
end_turn (const WmGame *game, WmGameState *s)
{
  if (++s->turn_slot < s->n_players)
    {
      begin_turn (game, s);
      return;
    }
  s->turn_slot = 0;
  if (++s->turn < game->turns)
    begin_turn (game, s);
  else
    sundown (game, s);
}

/* Called when the last player has planned. */
static void
start_turns (const WmGame *game, WmGameState *s)
{
  settle_turn_order (game, s);
  s->turn = 0;
  s->turn_slot = 0;
  begin_turn (game, s);
}

static int
first_over_limit (const WmGame *game, const WmGameState *s)
{
  for (int p = 0; p < s->n_players; p++)
    if (wm_slots_must_discard (game, s, p))
      return p;
  return -1;
}

static gboolean
can_hop_now (const WmGame *game, const WmGameState *s)
{
  WmChoice tmp[WM_GAME_MAX_CHOICES];
  int n = wm_move_list (game, s, tmp, WM_GAME_MAX_CHOICES);

  for (int i = 0; i < n; i++)
    if (tmp[i].kind == WM_CHOICE_HOP)
      return TRUE;
  return FALSE;
}

static gboolean
plan_stage (const WmGame *game, WmGameState *s)
{
  int over = s->t.check_limits ? first_over_limit (game, s) : -1;

  if (over < 0)
    s->t.check_limits = 0;
  else
    {
      s->active = (guint8) over;
      s->step = WM_STEP_DISCARD;
      return TRUE;
    }
  for (int p = 0; p < s->n_players; p++)
    if (!s->players[p].planned)
      {
        s->active = (guint8) p;
        s->step = WM_STEP_PLAN;
        return TRUE;
      }
  start_turns (game, s);
  return FALSE;
}

/* One pass of the resolution after a move; TRUE when a decision waits. */
static gboolean
resolving_stage (const WmGame *game, WmGameState *s)
{
  WmChoice tmp[WM_GAME_MAX_CHOICES];

  /* Holdings only grow through checks for room, so within a turn only a
   * side quest drawn without room can force a discard. */
  if (s->t.incoming != WM_GAME_NONE)
    {
      s->step = WM_STEP_DISCARD;
      return TRUE;
    }
  if (s->t.side_draws > 0)
    {
      s->t.side_draws--;
      wm_draw_side_quest (game, s, s->active);
      return FALSE;
    }
  if (s->t.quest_offers > 0)
    {
      if (wm_quest_choices (game, s, tmp, WM_GAME_MAX_CHOICES) > 1)
        {
          s->step = WM_STEP_QUEST;
          return TRUE;
        }
      s->t.quest_offers = 0;
      return FALSE;
    }
  if (s->t.portal_offer)
    {
      s->t.portal_offer = 0;
      if (can_hop_now (game, s))
        {
          s->step = WM_STEP_PORTAL;
          return TRUE;
        }
      return FALSE;
    }
  s->t.stage = WM_STAGE_HW;
  return FALSE;
}

void
wm_game_advance (const WmGame *game, WmGameState *s)
{
  for (;;)
    {
      if (s->winner >= 0)
        {
          s->step = WM_STEP_OVER;
          return;
        }
      switch (s->t.stage)
        {
        case WM_STAGE_PLAN:
          if (plan_stage (game, s))
            return;
          break;
        case WM_STAGE_MOVING:
          s->step = WM_STEP_MOVE;
          return;
        case WM_STAGE_RESOLVING:
          if (resolving_stage (game, s))
            return;
          break;
        case WM_STAGE_HW:
          if (s->t.hw_offer && s->n_highwaymen > 0)
            {
              s->step = WM_STEP_HIGHWAYMAN;
              return;
            }
          s->t.stage = WM_STAGE_DISPLACING;
          break;
        case WM_STAGE_HW_MOVING:
          s->step = WM_STEP_HW_MOVE;
          return;
        case WM_STAGE_DISPLACING:
          if (s->t.displaced)
            {
              s->step = WM_STEP_DISPLACE;
              return;
            }
          s->t.stage = WM_STAGE_END;
          break;
        case WM_STAGE_END:
        default:
          end_turn (game, s);
          break;
        }
    }
}

/* ---- small queries -------------------------------------------------------------- */

int
wm_game_to_move (const WmGameState *s)
{
  return s->step == WM_STEP_OVER ? -1 : s->active;
}

gboolean
wm_game_is_over (const WmGameState *s)
{
  return s->step == WM_STEP_OVER;
}

int
wm_game_highwaymen_on (const WmGameState *s, int space)
{
  int n = 0;
  for (int i = 0; i < s->n_highwaymen; i++)
    n += s->highwaymen[i] == space;
  return n;
}

int
wm_game_phase_index (const WmGame *game, const WmGameState *s)
{
  return (s->day - 1) * game->turns + s->turn;
}
