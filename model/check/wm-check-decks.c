#define G_LOG_DOMAIN "wm-check"

/* Checks of one deck and its cards (part "deck:ID") and of what decks and
 * characters need of each other (part "decks"). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-game.h"
#include "wm-locale.h"
#include "wm-registry.h"

static char *
card_where (const WmDeck *deck, const WmCard *card)
{
  return g_strdup_printf ("deck %s / card %s", deck->id, card->id);
}

/* A deck as messages name it: its name in the display language, as the
 * Decks page shows it; the id stays in the diagnostic's `where`. */
static const char *
deck_name (const WmCheck *c, const WmDeck *deck)
{
  return wm_variant_display_name (c->variant, &deck->name, deck->id);
}

/* The name of the deck with @id, or @id when there is none. */
static const char *
deck_name_of (const WmCheck *c, const char *id)
{
  const WmDeck *deck = wm_variant_find_deck (c->variant, id);

  return deck != NULL ? deck_name (c, deck) : id;
}

/* A character as messages name it: its name in the display language, as
 * the Characters page shows it ("Mirela Thorne", not "red"). */
static const char *
character_name (const WmCheck *c, const WmCharacter *ch)
{
  return wm_variant_display_name (c->variant, &ch->name, ch->id);
}

/* The name of the character with @id, or @id when there is none. */
static const char *
character_name_of (const WmCheck *c, const char *id)
{
  const WmCharacter *ch = id != NULL ? wm_variant_find_character (c->variant, id) : NULL;

  return ch != NULL ? character_name (c, ch) : (id != NULL ? id : "?");
}

/* A town as messages name it, or @id when there is none by that id. */
static const char *
town_name_of (const WmCheck *c, const char *id)
{
  const WmTown *town = wm_variant_find_town (c->variant, id);

  return town != NULL ? wm_variant_display_name (c->variant, &town->name, id) : id;
}

static gboolean
is_movement (const WmDeck *deck)
{
  return deck->kind == WM_DECK_MOVEMENT || deck->kind == WM_DECK_COMMON_MOVEMENT;
}

/* ---- one deck ---------------------------------------------------------------- */

static void
check_options (WmCheck *c, const WmDeck *deck, const WmCard *card, const char *where)
{
  int n_paths = card->paths ? g_strv_length (card->paths) : 0;
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  int lo = spec->steps_min, hi = spec->steps_max;

  if (n_paths == 0 && card->n_arrows == 0)
    wm_check_error (c, card->line, where, "card-options-empty",
                    _("movement card “%s” offers no path type and no arrow"), card->id);
  for (int i = 0; i < n_paths; i++)
    for (int j = 0; j < i; j++)
      if (strcmp (card->paths[i], card->paths[j]) == 0)
        wm_check_warning (c, card->line, where, "card-options-duplicate",
                          _("movement card “%s” lists path type “%s” twice"), card->id,
                          card->paths[i]);
  for (int i = 0; i < card->n_arrows; i++)
    for (int j = 0; j < i; j++)
      if (card->arrows[i] == card->arrows[j] && card->arrows[i] >= 0)
        wm_check_warning (c, card->line, where, "card-options-duplicate",
                          _("movement card “%s” lists arrow %s twice"), card->id,
                          wm_direction_to_string (card->arrows[i]));
  if (card->steps < lo || card->steps > hi)
    wm_check_warning (c, card->line, where, "card-steps",
                      deck->kind == WM_DECK_MOVEMENT
                          ? _("personal movement cards give %d–%d moves in the rulebook; “%s” "
                              "gives %d")
                          : _("common movement cards give %d–%d moves in the rulebook; “%s” "
                              "gives %d"),
                      lo, hi, card->id, card->steps);
}

static void
check_quest (WmCheck *c, const WmDeck *deck, const WmCard *card, const char *where)
{
  for (guint i = 0; i < card->targets->len; i++)
    for (guint j = 0; j < i; j++)
      {
        const WmTarget *a = g_ptr_array_index (card->targets, i);
        const WmTarget *b = g_ptr_array_index (card->targets, j);
        if (g_strcmp0 (a->town, b->town) == 0)
          wm_check_error (c, a->line, where, "card-target-duplicate",
                          _("quest “%s” names town “%s” twice"), card->id, a->town);
      }
  if (card->reward == NULL)
    wm_check_error (c, card->line, where, "card-reward-empty",
                    _("quest “%s” has no reward"), card->id);
  else if (card->reward->gold + card->reward->movement + card->reward->side_quest <= 0)
    wm_check_error (c, card->reward->line, where, "card-reward-empty",
                    _("quest “%s” rewards nothing"), card->id);
}

/* The line of the first effect past the engine's table, where the list
 * stops being played. */
static int
first_excess_line (const GPtrArray *effects)
{
  return ((const WmEffect *) g_ptr_array_index (effects, WM_MAX_EFFECTS))->line;
}

static void
check_event (WmCheck *c, const WmCard *card, const char *where)
{
  g_autofree char *excess = wm_game_event_effects_excess (card);

  if (excess != NULL)
    wm_check_error (c, first_excess_line (card->effects), where, "effect-count", "%s", excess);
  /* A new event starts without an effect (the editor does not guess one the
   * designer might overlook); drawn, it would change nothing. */
  if (card->effects->len == 0)
    wm_check_error (c, card->line, where, "event-no-effect",
                    _("event “%s” has no effect yet: drawn, it would change nothing; give it "
                      "one on its form"),
                    card->id);
  wm_check_event_text_numbers (c, card, where);
  wm_check_event_effects (c, card, where);
}

/* The rulebook's four personal quests are one per player, each for the
 * character played: a variant with more or fewer characters needs as many
 * (a character added on the Characters page brings its own), so the deck
 * is measured against the characters, not against the base game's 4. */
static void
check_personal_quests_size (WmCheck *c, const WmDeck *deck, const char *where)
{
  guint n_characters = c->variant->characters->len;
  g_autofree char *characters = NULL;

  if (deck->cards->len == n_characters)
    return;
  characters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the variant has %u character",
                                             "the variant has %u characters", n_characters),
                                n_characters);
  wm_check_warning (c, deck->line, where, "deck-size",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "deck “%s” has %u personal quest; the rulebook gives each "
                                 "character one, and %s",
                                 "deck “%s” has %u personal quests; the rulebook gives each "
                                 "character one, and %s",
                                 deck->cards->len),
                    deck_name (c, deck), deck->cards->len, characters);
}

/* The rulebook's count of cards of @kind, said in its own words (a region's
 * common quests, a character's movement cards) rather than with the
 * kind's file keyword, which reads as "a event deck". */
static const char *
deck_size_message (WmDeckKind kind, guint n)
{
  switch (kind)
    {
    case WM_DECK_COMMON_QUEST:
      return g_dngettext (GETTEXT_PACKAGE,
                          "deck “%s” has %u common quest; the rulebook gives each region %d",
                          "deck “%s” has %u common quests; the rulebook gives each region %d", n);
    case WM_DECK_SIDE_QUEST:
      return g_dngettext (GETTEXT_PACKAGE, "deck “%s” has %u side quest; the rulebook has %d",
                          "deck “%s” has %u side quests; the rulebook has %d", n);
    case WM_DECK_MOVEMENT:
      return g_dngettext (GETTEXT_PACKAGE,
                          "deck “%s” has %u movement card; the rulebook gives each character %d",
                          "deck “%s” has %u movement cards; the rulebook gives each character %d",
                          n);
    case WM_DECK_COMMON_MOVEMENT:
      return g_dngettext (GETTEXT_PACKAGE,
                          "deck “%s” has %u common movement card; the rulebook has %d",
                          "deck “%s” has %u common movement cards; the rulebook has %d", n);
    case WM_DECK_EVENT:
      return g_dngettext (GETTEXT_PACKAGE, "deck “%s” has %u event; the rulebook has %d",
                          "deck “%s” has %u events; the rulebook has %d", n);
    default:
      return g_dngettext (GETTEXT_PACKAGE, "deck “%s” has %u card; the rulebook has %d",
                          "deck “%s” has %u cards; the rulebook has %d", n);
    }
}

/* A deck whose size differs from the rulebook's, or from its own where the
 * variant states one. A variant may grow a deck on purpose: the message
 * says where to make the size its own, so that the warning can go. */
static void
check_deck_size (WmCheck *c, const WmDeck *deck, const char *where)
{
  int meant = wm_deck_meant_size (deck);
  guint n = deck->cards->len;
  gboolean stated = deck->size > 0;
  g_autofree char *count = NULL;

  if (meant <= 0 || (int) n == meant)
    return;
  /* The deck's own size needs no rulebook words: the deck says what it holds. */
  count = g_strdup_printf (stated ? g_dngettext (GETTEXT_PACKAGE,
                                                 "deck “%s” has %u card; the variant means it to "
                                                 "have %d",
                                                 "deck “%s” has %u cards; the variant means it to "
                                                 "have %d",
                                                 n)
                                  : deck_size_message (deck->kind, n),
                           deck_name (c, deck), n, meant);
  if (stated)
    /* Translators: %s is "deck “Events” has 21 cards; the variant means it
     * to have 22"; “Deck sizes” is the group on the Rules page. */
    wm_check_warning (c, deck->line, where, "deck-size",
                      _("%s; change the deck, or its size under “Deck sizes” on the Rules page"),
                      count);
  else
    /* Translators: %s is "deck “Events” has 21 events; the rulebook has
     * 20", %u the deck's count; “Deck sizes” is the group on the Rules page. */
    wm_check_warning (c, deck->line, where, "deck-size",
                      _("%s; if the variant means %u, say so under “Deck sizes” on the Rules "
                        "page"),
                      count, n);
}

/* A game fills each pile from its deck in file order up to the pile's
 * size; what is left over would be dropped without a word. */
static void
check_pile_capacity (WmCheck *c, const WmDeck *deck, const char *where)
{
  int capacity = wm_game_pile_capacity (deck->kind);
  guint left_out;

  if (capacity <= 0 || deck->cards->len <= (guint) capacity)
    return;
  left_out = deck->cards->len - (guint) capacity;
  wm_check_warning (c, deck->line, where, "deck-too-large",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "deck “%s” has %u cards, but games deal at most %d from one "
                                 "deck; the last card in the file is never played",
                                 "deck “%s” has %u cards, but games deal at most %d from one "
                                 "deck; the last %u in the file are never played",
                                 left_out),
                    deck_name (c, deck), deck->cards->len, capacity, left_out);
}

void
wm_check_deck (WmCheck *c, const WmDeck *deck)
{
  g_autofree char *where = g_strdup_printf ("deck %s", deck->id);

  wm_check_deck_blank_names (c, deck, where);
  if (deck->cards->len == 0)
    wm_check_error (c, deck->line, where, "deck-empty", _("deck “%s” has no cards"),
                    deck_name (c, deck));
  else if (deck->kind == WM_DECK_PERSONAL_QUEST)
    check_personal_quests_size (c, deck, where);
  else
    check_deck_size (c, deck, where);
  check_pile_capacity (c, deck, where);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      g_autofree char *cwhere = card_where (deck, card);
      wm_check_card_placeholders (c, card, cwhere);
      wm_check_card_blank_names (c, card, cwhere);
      wm_check_card_text_missing (c, deck, card, cwhere);
      switch (deck->kind)
        {
        case WM_DECK_MOVEMENT:
        case WM_DECK_COMMON_MOVEMENT:
          check_options (c, deck, card, cwhere);
          break;
        case WM_DECK_COMMON_QUEST:
        case WM_DECK_SIDE_QUEST:
        case WM_DECK_PERSONAL_QUEST:
          check_quest (c, deck, card, cwhere);
          break;
        case WM_DECK_EVENT:
          check_event (c, card, cwhere);
          break;
        default:
          break;
        }
    }
}

/* ---- across decks -------------------------------------------------------------- */

static void
check_bids (WmCheck *c)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint d = 0; d < c->variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (c->variant->decks, d);
      for (guint i = 0; is_movement (deck) && i < deck->cards->len; i++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, i);
          const WmCard *first = g_hash_table_lookup (seen, GINT_TO_POINTER (card->bid));
          if (first != NULL)
            {
              g_autofree char *where = card_where (deck, card);
              wm_check_error (c, card->line, where, "card-bid-duplicate",
                              _("card “%s” bids %d like card “%s”; the rules break no ties"),
                              card->id, card->bid, first->id);
            }
          else
            g_hash_table_insert (seen, GINT_TO_POINTER (card->bid), (gpointer) card);
        }
    }
}

static gboolean
has_deck (const WmVariant *v, WmDeckKind kind)
{
  for (guint d = 0; d < v->decks->len; d++)
    if (((WmDeck *) g_ptr_array_index (v->decks, d))->kind == kind)
      return TRUE;
  return FALSE;
}

/* A deck of @kind the game cannot do without, said in designer words
 * rather than with the kind's file keyword ("no side-quest deck"). */
static const char *
missing_deck_message (WmDeckKind kind)
{
  switch (kind)
    {
    case WM_DECK_SIDE_QUEST: return _("the variant has no deck of side quests");
    case WM_DECK_PERSONAL_QUEST: return _("the variant has no deck of personal quests");
    case WM_DECK_COMMON_MOVEMENT: return _("the variant has no deck of common movement cards");
    default: g_assert_not_reached ();
    }
}

static void
check_deck_set (WmCheck *c)
{
  const WmVariant *v = c->variant;
  static const WmDeckKind needed[] = { WM_DECK_SIDE_QUEST, WM_DECK_PERSONAL_QUEST,
                                       WM_DECK_COMMON_MOVEMENT };

  for (guint r = 0; r < v->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (v->regions, r);
      const WmDeck *found = NULL;
      /* A region no game deals needs no deck to be played. */
      c->as_warnings = !wm_check_region_on_board (v, region);
      for (guint d = 0; d < v->decks->len; d++)
        {
          const WmDeck *deck = g_ptr_array_index (v->decks, d);
          if (deck->kind != WM_DECK_COMMON_QUEST || g_strcmp0 (deck->region, region->id) != 0)
            continue;
          if (found != NULL)
            {
              g_autofree char *where = g_strdup_printf ("deck %s", deck->id);
              g_autofree char *named = wm_check_named (c, &region->name, region->id);
              wm_check_error (c, deck->line, where, "deck-missing",
                              _("region %s has a second common-quest deck “%s”"), named,
                              deck_name (c, deck));
            }
          found = deck;
        }
      if (found == NULL)
        {
          g_autofree char *where = g_strdup_printf ("region %s", region->id);
          g_autofree char *named = wm_check_named (c, &region->name, region->id);
          wm_check_error (c, region->line, where, "deck-missing",
                          _("region %s has no common-quest deck to take quests from"), named);
        }
      c->as_warnings = FALSE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (needed); k++)
    if (!has_deck (v, needed[k]))
      wm_check_error (c, v->line, NULL, "deck-missing", "%s", missing_deck_message (needed[k]));
  if (!has_deck (v, WM_DECK_EVENT))
    wm_check_warning (c, v->line, NULL, "deck-missing",
                      _("the variant has no event deck; only the no-events variant can be played"));
}

/* Cards of a one-pile kind are dealt from its first deck alone. */
static gboolean
has_dealt_cards (const WmVariant *v, WmDeckKind kind)
{
  int d = wm_game_dealt_deck (v, kind);

  return d >= 0 && ((WmDeck *) g_ptr_array_index (v->decks, d))->cards->len > 0;
}

static void
check_reward_decks (WmCheck *c)
{
  const WmVariant *v = c->variant;
  gboolean side_quests = has_dealt_cards (v, WM_DECK_SIDE_QUEST);
  gboolean movement = has_dealt_cards (v, WM_DECK_COMMON_MOVEMENT);

  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      for (guint i = 0; i < deck->cards->len; i++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, i);
          g_autofree char *where = NULL;
          if (card->reward == NULL)
            continue;
          where = card_where (deck, card);
          if (card->reward->side_quest > 0 && !side_quests)
            wm_check_error (c, card->reward->line, where, "card-reward-deck",
                            _("“%s” rewards a side quest but there are no side-quest cards"),
                            card->id);
          if (card->reward->movement > 0 && !movement)
            wm_check_error (c, card->reward->line, where, "card-reward-deck",
                            _("“%s” rewards a movement card but there are no common movement "
                              "cards"),
                            card->id);
        }
    }
}

/* ---- decks no game deals --------------------------------------------------------- */

static const char *
unplayed_one_pile_message (WmDeckKind kind)
{
  switch (kind)
    {
    case WM_DECK_SIDE_QUEST:
      return _("deck “%s” is never played: games draw side quests from one deck, the first, "
               "“%s”; move its cards there or remove it");
    case WM_DECK_EVENT:
      return _("deck “%s” is never played: games draw events from one deck, the first, “%s”; "
               "move its cards there or remove it");
    case WM_DECK_COMMON_MOVEMENT:
      return _("deck “%s” is never played: games draw common movement cards from one deck, "
               "the first, “%s”; move its cards there or remove it");
    default:
      g_assert_not_reached ();
    }
}

static gboolean
named_by_a_character (const WmVariant *v, const WmDeck *deck)
{
  for (guint i = 0; i < v->characters->len; i++)
    if (g_strcmp0 (((WmCharacter *) g_ptr_array_index (v->characters, i))->movement_deck,
                   deck->id)
        == 0)
      return TRUE;
  return FALSE;
}

/* A movement deck is dealt to the character that names it, whatever the
 * deck says it is for; one that no character names is never dealt. */
static void
check_unplayed_movement (WmCheck *c, const WmDeck *deck, const char *where)
{
  const WmVariant *v = c->variant;
  const WmCharacter *owner = NULL;

  if (named_by_a_character (v, deck))
    return;
  if (deck->character != NULL)
    owner = wm_variant_find_character (v, deck->character);
  if (owner != NULL && owner->movement_deck != NULL)
    wm_check_warning (c, deck->line, where, "deck-unplayed",
                      _("movement deck “%s” is never played: character “%s” plays with “%s”"),
                      deck_name (c, deck), character_name (c, owner), deck_name_of (c, owner->movement_deck));
  else
    wm_check_warning (c, deck->line, where, "deck-unplayed",
                      _("movement deck “%s” is never played: no character plays with it"),
                      deck_name (c, deck));
}

static const WmCharacter *
drawn_by (const WmVariant *v, const WmCard *card)
{
  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      if (g_strcmp0 (ch->personal_quest, card->id) == 0)
        return ch;
    }
  return NULL;
}

/* A game deals each character the personal quest it names and no other,
 * so a quest that no character names stays in the box; the deck-size
 * warning counts the cards but does not say which one is left out. */
static void
check_unplayed_personal_quests (WmCheck *c, const WmDeck *deck)
{
  const WmVariant *v = c->variant;

  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      const WmCharacter *owner = NULL;
      g_autofree char *where = NULL;

      if (drawn_by (v, card) != NULL)
        continue;
      where = card_where (deck, card);
      if (card->character != NULL)
        owner = wm_variant_find_character (v, card->character);
      if (owner != NULL && owner->personal_quest != NULL)
        wm_check_warning (c, card->line, where, "card-unplayed",
                          _("personal quest “%s” is never dealt: no character draws it, and “%s”, "
                            "whom it is written for, draws “%s”"),
                          card->id, character_name (c, owner), owner->personal_quest);
      else
        wm_check_warning (c, card->line, where, "card-unplayed",
                          _("personal quest “%s” is never dealt: no character draws it"),
                          card->id);
    }
}

/* The engine numbers every card of every deck in a byte and refuses to
 * set up a game with more; the validator says so before a game is tried. */
static void
check_card_count (WmCheck *c)
{
  const WmVariant *v = c->variant;
  int n = 0;

  for (guint d = 0; d < v->decks->len; d++)
    n += ((WmDeck *) g_ptr_array_index (v->decks, d))->cards->len;
  if (n > WM_GAME_MAX_CARDS)
    wm_check_error (c, v->line, NULL, "deck-too-large",
                    _("the variant has %d cards; the rules engine handles at most %d"), n,
                    WM_GAME_MAX_CARDS);
}

/* The engine takes the first deck of a one-pile kind, one movement deck
 * and one personal quest per character; a designer who added another
 * expects it in play, so the decks and quests it leaves out are named
 * rather than dropped without a word. */
static void
check_unplayed_decks (WmCheck *c)
{
  const WmVariant *v = c->variant;

  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      int dealt = wm_game_dealt_deck (v, deck->kind);
      g_autofree char *where = g_strdup_printf ("deck %s", deck->id);

      if (dealt >= 0 && dealt != (int) d)
        wm_check_warning (c, deck->line, where, "deck-unplayed",
                          unplayed_one_pile_message (deck->kind), deck_name (c, deck),
                          deck_name (c, g_ptr_array_index (v->decks, dealt)));
      else if (deck->kind == WM_DECK_MOVEMENT)
        check_unplayed_movement (c, deck, where);
      else if (deck->kind == WM_DECK_PERSONAL_QUEST)
        check_unplayed_personal_quests (c, deck);
    }
}

/* ---- characters ------------------------------------------------------------------- */

static void
check_slots (WmCheck *c, const WmCharacter *ch, const char *where)
{
  WmSlotAccepts all = 0;

  for (guint i = 0; i < ch->slots->len; i++)
    all |= ((WmSlot *) g_ptr_array_index (ch->slots, i))->accepts;
  if (ch->slots->len == 0)
    wm_check_error (c, ch->line, where, "character-slots",
                    _("character “%s” has no quest slots"), character_name (c, ch));
  else if ((all & WM_SLOT_PERSONAL) == 0 || (all & WM_SLOT_COMMON) == 0
           || (all & WM_SLOT_SIDE) == 0)
    wm_check_error (c, ch->line, where, "character-slots",
                    _("the slots of character “%s” must hold a personal quest, common quests "
                      "and side quests"),
                    character_name (c, ch));
}

static void
check_character (WmCheck *c, const WmCharacter *ch, GHashTable *start_towns)
{
  const WmVariant *v = c->variant;
  g_autofree char *where = g_strdup_printf ("character %s", ch->id);
  WmDeck *movement = wm_variant_find_deck (v, ch->movement_deck);
  WmDeck *quest_deck = NULL;
  WmCard *quest = wm_variant_find_card (v, ch->personal_quest, &quest_deck);
  g_autofree char *excess = NULL;
  const char *other;

  check_slots (c, ch, where);
  wm_check_ability_text_numbers (c, ch, character_name (c, ch), where);
  wm_check_ability_effects (c, ch, character_name (c, ch), where);
  if ((excess = wm_game_ability_effects_excess (ch)) != NULL)
    wm_check_error (c, first_excess_line (ch->effects), where, "effect-count", "%s", excess);
  if (ch->weapons->len != v->weapon_types->len)
    {
      g_autofree char *steps = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the weapon track of “%s” has %u step",
                       "the weapon track of “%s” has %u steps", ch->weapons->len),
          character_name (c, ch), ch->weapons->len);
      g_autofree char *types = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "there is %u weapon type", "there are %u weapon types",
                       v->weapon_types->len),
          v->weapon_types->len);
      /* Translators: "the weapon track of “Ada” has 3 steps" but "there
       * are 4 weapon types". */
      wm_check_error (c, ch->line, where, "character-weapons", _("%s but %s"), steps, types);
    }
  /* A start town that is no town is told once, where its reference is
   * checked ("there is no town …"): characters sharing it share no town. */
  if (ch->start_town == NULL)
    wm_check_error (c, ch->line, where, "character-start-town",
                    _("character “%s” has no start town"), character_name (c, ch));
  else if (wm_variant_find_town (v, ch->start_town) == NULL)
    ;
  else if ((other = g_hash_table_lookup (start_towns, ch->start_town)) != NULL)
    wm_check_warning (c, ch->line, where, "character-start-town",
                      _("characters “%s” and “%s” both start in “%s”"),
                      character_name_of (c, other), character_name (c, ch),
                      town_name_of (c, ch->start_town));
  else
    g_hash_table_insert (start_towns, ch->start_town, ch->id);

  if (movement == NULL || movement->kind != WM_DECK_MOVEMENT)
    wm_check_error (c, ch->line, where, "character-movement-deck",
                    _("character “%s” has no personal movement deck"),
                    character_name (c, ch));
  else if ((int) movement->cards->len < v->rules.hand)
    wm_check_error (c, ch->line, where, "character-movement-deck",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "the movement deck of “%s” has %u card, fewer than the hand of %d",
                                 "the movement deck of “%s” has %u cards, fewer than the hand of "
                                 "%d",
                                 movement->cards->len),
                    character_name (c, ch), movement->cards->len, v->rules.hand);
  else if (g_strcmp0 (movement->character, ch->id) != 0)
    wm_check_error (c, ch->line, where, "character-movement-deck",
                    _("movement deck “%s” belongs to character “%s”, not “%s”"),
                    deck_name (c, movement),
                    character_name_of (c, movement->character), character_name (c, ch));

  if (quest == NULL || quest_deck->kind != WM_DECK_PERSONAL_QUEST)
    wm_check_error (c, ch->line, where, "character-personal-quest",
                    _("character “%s” has no personal quest"), character_name (c, ch));
  else if (g_strcmp0 (quest->character, ch->id) != 0)
    wm_check_error (c, ch->line, where, "character-personal-quest",
                    _("personal quest “%s” is written for “%s”, not “%s”"), quest->id,
                    character_name_of (c, quest->character), character_name (c, ch));
}

/* A day's plan takes one card for the bid and one for each turn (the
 * rulebook's fifth card is the one set aside): a smaller hand leaves turns
 * without a card, which no edition covers. */
static void
check_hand (WmCheck *c)
{
  const WmRules *rules = &c->variant->rules;
  int needed = rules->turns + 1;

  if (rules->hand < needed)
    wm_check_error (c, rules->line, "rules", "rules-hand",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "a hand of %d card cannot plan a day of %d turns: the bid takes "
                                 "one card and each turn one, so the hand needs at least %d",
                                 "a hand of %d cards cannot plan a day of %d turns: the bid takes "
                                 "one card and each turn one, so the hand needs at least %d",
                                 rules->hand),
                    rules->hand, rules->turns, needed);
}

typedef struct
{
  const WmCard *card;
  const WmDeck *deck;
} Namesake;

/* The later card of two named alike, told at its name in @entry's
 * language, naming @first, the earlier one. */
static void
tell_same_name (WmCheck *c, const Namesake *first, const WmDeck *deck, const WmCard *card,
                const WmTextEntry *entry)
{
  g_autofree char *where = card_where (deck, card);
  g_autofree char *language = wm_locale_language_in_sentence (entry->lang);
  g_autofree char *name = wm_check_name_shown (entry);

  /* Translators: “%s” (deck “%s”, line %d): the earlier card; then the
   * later card, its deck, the name and a language's name ("English"). */
  wm_check_warning (c, entry->line > 0 ? entry->line : card->line, where, "card-name-duplicate",
                    _("cards “%s” (deck “%s”, line %d) and “%s” (deck “%s”) are both "
                      "named “%s” in %s; players and the Playtest could not tell "
                      "them apart"),
                    first->card->id, deck_name (c, first->deck), first->card->line, card->id,
                    deck_name (c, deck), name, language);
}

/* Keeps @card as the first of @key's name (@key is taken) unless one is. */
static void
remember_name (GHashTable *table, char *key, const WmCard *card, const WmDeck *deck)
{
  if (g_hash_table_contains (table, key))
    g_free (key);
  else
    g_hash_table_insert (table, key, g_memdup2 (&(Namesake) { card, deck }, sizeof (Namesake)));
}

typedef struct
{
  GHashTable *shared;   /* names of cards of every deck but the characters' own */
  GHashTable *personal; /* names of the characters' movement cards */
  GHashTable *own;      /* the same, by deck too */
} NameTables;

/* The earlier card named as @entry of @card, told if there is one. The
 * movement decks of two characters may share names: no player holds both
 * (the Characters page's new character starts with a copy of one). */
static void
check_card_name (WmCheck *c, NameTables *t, const WmDeck *deck, const WmCard *card,
                 const WmTextEntry *entry)
{
  g_autofree char *key = wm_text_name_key (entry->text);
  char *lang_key, *own_key = NULL;
  const Namesake *first;
  gboolean is_personal = deck->kind == WM_DECK_MOVEMENT;

  /* New cards share the editor's name: placeholder-name says so. */
  if (key == NULL || wm_check_is_new_card_name (c->variant, entry))
    return;
  lang_key = g_strconcat (entry->lang != NULL ? entry->lang : "", "\n", key, NULL);
  first = g_hash_table_lookup (t->shared, lang_key);
  if (is_personal)
    own_key = g_strconcat (deck->id, "\n", lang_key, NULL);
  if (first == NULL)
    first = is_personal ? g_hash_table_lookup (t->own, own_key)
                        : g_hash_table_lookup (t->personal, lang_key);
  if (first != NULL)
    tell_same_name (c, first, deck, card, entry);
  if (is_personal)
    {
      remember_name (t->own, own_key, card, deck);
      remember_name (t->personal, lang_key, card, deck);
    }
  else
    remember_name (t->shared, lang_key, card, deck);
}

/* Two cards of one name in a language: the table talks about names, and
 * the Playtest's day line shows the event's name. Told once per language,
 * at the later card's name. One pass with the names' keys looked up (the
 * validator runs after each pause in editing: comparing every pair of
 * the base game's 160 cards cost some 25 ms). */
static void
check_card_names (WmCheck *c)
{
  const WmVariant *v = c->variant;
  NameTables t = {
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
  };

  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      for (guint i = 0; i < deck->cards->len; i++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, i);
          for (guint e = 0; e < card->name.entries->len; e++)
            check_card_name (c, &t, deck, card, g_ptr_array_index (card->name.entries, e));
        }
    }
  g_hash_table_unref (t.shared);
  g_hash_table_unref (t.personal);
  g_hash_table_unref (t.own);
}

void
wm_check_decks (WmCheck *c)
{
  const WmVariant *v = c->variant;
  g_autoptr (GHashTable) start_towns = g_hash_table_new (g_str_hash, g_str_equal);

  check_bids (c);
  check_deck_set (c);
  check_reward_decks (c);
  check_unplayed_decks (c);
  check_card_count (c);
  check_card_names (c);
  wm_check_goal (c);
  check_hand (c);
  if ((int) v->characters->len < v->rules.max_players)
    wm_check_error (c, v->rules.line, "rules", "character-count",
                    g_dngettext (GETTEXT_PACKAGE, "up to %d players, but only %u character",
                                 "up to %d players, but only %u characters", v->characters->len),
                    v->rules.max_players, v->characters->len);
  for (guint i = 0; i < v->characters->len; i++)
    check_character (c, g_ptr_array_index (v->characters, i), start_towns);
}
