#pragma once

/* The Treos rules engine.
 *
 * Two halves:
 *
 *  - WmGame: the immutable context of one game — the variant, the compiled
 *    map of its arrangement, the players' characters and seats, the variant
 *    toggles, and tables compiled from the variant (cards, effects, tasks,
 *    slots). Reference counted; shared by every state of that game and safe
 *    to read from many threads at once.
 *
 *  - WmGameState: everything that changes during play, in one plain struct
 *    of fixed-size arrays with no pointers, so copying a state is a memcpy
 *    (bots clone it thousands of times) and the random generator lives
 *    inside it (a seed plus the decisions replay a game exactly).
 *
 * Every decision of every player goes through ONE interface:
 *
 *     n = wm_game_legal_choices (game, state, player, choices, max);
 *     wm_game_apply (game, state, &choices[i], &error);
 *
 * Between decisions the engine runs everything automatic (drawing, events,
 * turn order, rewards, discovery, winning) on its own. wm_game_to_move()
 * says whose decision is pending; when the game is over it returns -1.
 *
 * Hidden information: a bot must decide from wm_game_view(), which copies a
 * state and replaces what @player cannot know (deck order, undiscovered
 * secret places, others' hands, face-down plans and side quests, the random
 * generator) by WM_GAME_HIDDEN / WM_SECRET_UNKNOWN. legal_choices() on a view
 * still works for the viewing player, because nothing it lists depends on
 * hidden values.
 *
 * Cards are referred to by their index into the game's flattened card table
 * (every card of every deck of the variant, in file order): see
 * wm_game_card_id() and wm_game_find_card(). Spaces are indexes into the
 * compiled map (WmMap, wm-map.h). */

#include <glib.h>

#include "wm-map.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* ---- limits ------------------------------------------------------------- */

#define WM_GAME_MAX_PLAYERS 4
#define WM_GAME_MAX_SPACES 256     /* spaces of the compiled map */
#define WM_GAME_MAX_CARDS 255      /* cards of the variant; card index fits a guint8 */
#define WM_GAME_MAX_PILE 64        /* one player's draw or discard pile */
#define WM_GAME_MAX_DECK 64        /* common movement, side quest, event deck */
#define WM_GAME_MAX_QUEST_PILE 32  /* one region's common quest pile */
#define WM_GAME_MAX_CELLS 4        /* regions on the board */
#define WM_GAME_MAX_HAND 8
#define WM_GAME_MAX_TURNS 3        /* turns per day (morning, midday, evening) */
#define WM_GAME_MAX_HELD 8         /* quests held by one player */
#define WM_GAME_MAX_HIGHWAYMEN 8
#define WM_GAME_MAX_WEAPON_TYPES 8 /* bits of WmPlayerState.weapons; the validator's
                                    * weapon-types-too-many names the types after them */
#define WM_GAME_MAX_CHOICES 512    /* never more legal choices than this */

#define WM_GAME_NONE 0xff          /* no card / no player in a guint8 field */
#define WM_GAME_HIDDEN 0xfe        /* a card the viewing player cannot see */

/* ---- context ------------------------------------------------------------- */

typedef struct _WmGame WmGame;

/* How a game is set up. Fields left 0/NULL take their defaults. */
typedef struct
{
  int n_players;                       /* 2–4 (bounded by the variant's rules) */
  int characters[WM_GAME_MAX_PLAYERS]; /* indexes into variant->characters; -1: random */
  WmEdge seats[WM_GAME_MAX_PLAYERS];   /* the map edge each player sits at */
  guint64 seed;                        /* everything random follows from it */
  gboolean no_events;                  /* the variant toggles */
  gboolean meaner_highwaymen;
  gboolean higher_goal;
  gboolean variable_setup;
  const WmArrangement *arrangement;    /* NULL: random from the seed (wm_arrangement_random) */
  const char *first_event;             /* id of an event of the dealt event deck, turned up on
                                        * day 2; NULL: the deck is shuffled as the rules say */
} WmGameSetup;

/* Fills @setup with n_players = @n_players, random characters, seats s, w, n,
 * e in that order, the variant's default toggles and seed 0. */
void wm_game_setup_init (WmGameSetup *setup, const WmVariant *variant, int n_players);

#define WM_GAME_ERROR (wm_game_error_quark ())
GQuark wm_game_error_quark (void);

typedef enum
{
  WM_GAME_ERROR_SETUP,   /* the setup does not fit the variant */
  WM_GAME_ERROR_ILLEGAL, /* a choice that is not legal now */
  WM_GAME_ERROR_PARSE,   /* a log or position that cannot be read */
} WmGameError;

/* Builds the context: resolves random characters and the arrangement from
 * the seed, compiles the map and the tables. NULL with @error when the setup
 * does not fit (too many players, a map over WM_GAME_MAX_SPACES, a first
 * event that is no event of the dealt deck or in a game without events …).
 * The game's setup keeps its own copy of the first event's id. */
WmGame *wm_game_new (WmVariant *variant, const WmGameSetup *setup, GError **error);
WmGame *wm_game_ref (WmGame *game);
void wm_game_unref (WmGame *game);

/* Whether the rules deal @kind from one pile all players share (common
 * movement cards, side quests, events), as opposed to one pile per region
 * (common quests) or per character (movement cards, personal quests). */
gboolean wm_game_kind_has_one_pile (WmDeckKind kind);
/* The deck (index into variant->decks) a game deals a one-pile @kind from:
 * the variant's first deck of that kind; -1 when it has none or @kind is
 * not dealt from one pile. Further decks of the kind are never played; the
 * validator names them (deck-unplayed). */
int wm_game_dealt_deck (const WmVariant *variant, WmDeckKind kind);
/* How many cards of one deck of @kind a game deals: the size of the pile
 * it fills (a region's quest pile, a player's draw pile, a one-pile kind's
 * pile); the cards after that many, in file order, are never played (the
 * validator's deck-too-large). 0 for personal quests, which are dealt by
 * id, one to each character, and fill no pile. */
int wm_game_pile_capacity (WmDeckKind kind);
/* The card of @variant's dealt event deck with the id @id that a game can
 * turn up first (WmGameSetup.first_event): one of the cards it deals.
 * NULL, with the reason wm_game_new() gives, when there is none (another
 * deck's card, one past what a game deals, an unknown id, no event deck),
 * so that a command line can tell an unknown id before any game. */
const WmCard *wm_game_first_event_card (const WmVariant *variant, const char *id,
                                        GError **error);
/* Why a game cannot be set up with event @card or with @character's
 * ability: more effects than the engine applies (WM_MAX_EFFECTS), in the
 * words of wm_game_new()'s error and the validator's effect-count; NULL
 * when every effect is applied. */
char *wm_game_event_effects_excess (const WmCard *card);
char *wm_game_ability_effects_excess (const WmCharacter *character);

const WmVariant *wm_game_variant (const WmGame *game);
const WmMap *wm_game_map (const WmGame *game);
/* The setup with every random choice resolved (characters, arrangement). */
const WmGameSetup *wm_game_setup (const WmGame *game);
int wm_game_n_players (const WmGame *game);
int wm_game_goal (const WmGame *game);
/* How many highwaymen the game puts on the board: the variant's pieces, at
 * most WM_GAME_MAX_HIGHWAYMEN; no position holds more. */
int wm_game_n_highwaymen (const WmGame *game);
/* The character (index into variant->characters) of @player. */
int wm_game_character (const WmGame *game, int player);
/* What @player's character's ability alone adds to the gold of @occasion
 * (a gold-bonus "on" value: "side-quest", "common-quest", "weapon",
 * "inn", "secret-place", "discovery"), without the day's event; with its
 * intrigue-scope effects when @intrigue (its intrigue marker lies on the
 * turn being played). The engine pays this and the event's part together;
 * the simulation counts the ability's part under the source it pays on. */
int wm_game_ability_gold_bonus (const WmGame *game, int player, gboolean intrigue,
                                const char *occasion);

/* The flattened card table. */
int wm_game_n_cards (const WmGame *game);
const WmCard *wm_game_card (const WmGame *game, int card);
const char *wm_game_card_id (const WmGame *game, int card);
int wm_game_find_card (const WmGame *game, const char *id); /* -1 when absent */
WmDeckKind wm_game_card_kind (const WmGame *game, int card);
/* The deck @card comes from (to draw it as printed). */
const WmDeck *wm_game_card_deck (const WmGame *game, int card);
/* The path types a movement card allows, bit k for the variant's path type
 * k (the first eight). */
guint8 wm_game_card_path_mask (const WmGame *game, int card);

/* ---- state ---------------------------------------------------------------- */

/* What kind of decision is pending. */
typedef enum
{
  WM_STEP_PLAN,       /* sunrise: assign bid, morning, midday, evening, the rest, a marker */
  WM_STEP_MOVE,       /* the character moves step by step */
  WM_STEP_DISCARD,    /* over the side quest limit: discard one */
  WM_STEP_QUEST,      /* may take the face-up common quest of this region */
  WM_STEP_PORTAL,     /* ended on a portal just discovered: may hop at once */
  WM_STEP_HIGHWAYMAN, /* may pick a highwayman to move, or none */
  WM_STEP_HW_MOVE,    /* the picked highwayman moves step by step */
  WM_STEP_DISPLACE,   /* attack: put a displaced character on an adjacent space */
  WM_STEP_OVER,       /* the game has ended */
} WmStep;

typedef struct
{
  guint8 cards[WM_GAME_MAX_PILE]; /* [n - 1] is the top */
  guint8 n;
} WmPile;

typedef struct
{
  guint8 cards[WM_GAME_MAX_DECK]; /* [n - 1] is the top */
  guint8 n;
} WmDeckPile;

typedef struct
{
  guint8 cards[WM_GAME_MAX_QUEST_PILE]; /* [n - 1] is the top, face up */
  guint8 n;
} WmQuestPile;

/* A quest a player holds: a personal, common or side quest card. */
typedef struct
{
  guint8 card;
  guint16 taken_phase; /* side quests: wm_game_phase_index() when it was drawn */
  gint8 taken_cell;   /* the cell the player stood in when taking it */
} WmHeld;

typedef struct
{
  gint16 space;                       /* where the character stands */
  gint16 gold;
  guint8 character;                   /* index into variant->characters */
  guint8 seat;                        /* WmEdge */
  guint8 cover_removed;               /* personal quest done */
  guint8 weapons;                     /* bit mask of weapon types collected */
  guint8 n_weapons;
  guint8 marker;                      /* turn (0–2) of the highwayman marker; NONE unplanned */
  guint8 planned;                     /* plan complete */
  guint8 order;                       /* place in today's turn order, 0 first */
  guint8 shares;                      /* shares a space with a highwayman after an attack */
  WmPile draw;                        /* movement cards, face down */
  WmPile discard;
  guint8 hand[WM_GAME_MAX_HAND];      /* drawn at sunrise, not yet assigned */
  guint8 n_hand;
  guint8 bid;                         /* the bid card, NONE before planning */
  guint8 plan[WM_GAME_MAX_TURNS];     /* the card of each turn, NONE when absent */
  WmHeld held[WM_GAME_MAX_HELD];      /* quests above the character board */
  guint8 n_held;
  guint8 held_changes;                /* counts the quests taken or given up in play (not those dealt), wrapping: a
                                       * simulation's recorder compares it instead of the
                                       * quests themselves after each decision */
  guint8 unseen;                      /* bit i: the card i places under the top of the draw
                                       * pile is a movement card gained, which went there
                                       * face down, unseen by its owner (wm_game_view) */
} WmPlayerState;

G_STATIC_ASSERT (WM_GAME_MAX_WEAPON_TYPES <= 8 * sizeof (((WmPlayerState *) NULL)->weapons));

/* What the current turn has done so far. */
/* Where the turn is; wm_game_advance() walks these in order. */
typedef enum
{
  WM_STAGE_PLAN,       /* sunrise planning (and discards forced at sunrise) */
  WM_STAGE_MOVING,
  WM_STAGE_RESOLVING,  /* special space, side quests, quest offers, portal hop */
  WM_STAGE_HW,         /* may pick a highwayman */
  WM_STAGE_HW_MOVING,
  WM_STAGE_DISPLACING,
  WM_STAGE_END,
} WmStage;

typedef struct
{
  guint8 stage;        /* WmStage */
  gint16 start;        /* the space the turn started on */
  gint16 steps_left;   /* moves left with the card's options */
  guint16 extra;       /* the extra moves along path types (abilities, events)
                        * left, each source's apart: a state of the game's
                        * automaton of them, 0 for none (wm_game_extra_moves_left ()) */
  guint8 moved;        /* left the start space at least once */
  guint8 hopped;       /* the last move was a portal hop */
  guint8 crossed_lake; /* crossed a lake during this move */
  guint8 card;         /* the card played */
  guint8 quest_offers; /* common quests that may still be taken */
  guint8 side_draws;   /* side quests still to draw */
  guint8 portal_offer;
  guint8 hw_offer;     /* may still move a highwayman */
  guint8 quests_taken;
  gint8 hw;            /* the highwayman being moved, -1 none */
  gint16 hw_start;
  gint16 hw_steps_left;
  guint8 hw_moved;
  guint8 hw_hopped;
  guint8 displaced;    /* bit mask of players still to displace */
  guint8 incoming;     /* a side quest drawn without room, or NONE */
  guint8 check_limits; /* sunrise: quest slot limits still to check */
} WmTurnState;

typedef struct
{
  guint64 rng[4];                     /* xoshiro256** */
  guint8 step;                        /* WmStep */
  guint8 n_players;
  gint8 winner;                       /* -1 while playing */
  guint8 turn;                        /* 0 morning, 1 midday, 2 evening */
  guint8 active;                      /* the player whose decision is pending */
  guint8 turn_slot;                   /* place in turn order of the player on turn */
  guint16 day;                        /* 1 on the first day */
  guint8 event;                       /* today's event card, NONE without */
  guint8 turn_order[WM_GAME_MAX_PLAYERS];
  WmTurnState t;
  WmPlayerState players[WM_GAME_MAX_PLAYERS];
  gint16 highwaymen[WM_GAME_MAX_HIGHWAYMEN];
  guint8 n_highwaymen;
  WmQuestPile quests[WM_GAME_MAX_CELLS]; /* the common quest pile beside each cell */
  WmDeckPile common_moves;
  WmDeckPile side_quests;
  WmDeckPile events;
  guint8 boxed;                       /* cards returned to the box (personal quests) */
  /* Per space: for secret slots the WmSecretKind (or WM_SECRET_UNKNOWN in a
   * view, WM_GAME_NONE for an empty slot); for forts the weapon type. */
  guint8 place_kind[WM_GAME_MAX_SPACES];
  guint8 place_count[WM_GAME_MAX_SPACES]; /* forts: weapons left */
  guint8 discovered[WM_GAME_MAX_SPACES / 8]; /* inns and secret places: bit per space */
} WmGameState;

#define WM_SECRET_UNKNOWN 0xfd

/* Deals the game: the setup of the rulebook from the game's seed. Then the
 * first decision (planning of day 1) is pending. */
void wm_game_start (const WmGame *game, WmGameState *state);

static inline void
wm_game_state_copy (WmGameState *dest, const WmGameState *src)
{
  *dest = *src;
}

/* Clears what lies beyond the used part of every array, so that equal
 * positions are equal byte for byte (hashing, transposition tables). */
void wm_game_state_canonical (WmGameState *state);
/* Equal as positions (ignores array contents past their counts). */
gboolean wm_game_state_equal (const WmGameState *a, const WmGameState *b);

/* The player whose decision is pending, -1 when the game is over. */
int wm_game_to_move (const WmGameState *state);
gboolean wm_game_is_over (const WmGameState *state);
/* Inline: movement asks it for every portal on every listing. */
static inline gboolean
wm_game_discovered (const WmGameState *state, int space)
{
  return space >= 0 && space < WM_GAME_MAX_SPACES
         && (state->discovered[space >> 3] & (1u << (space & 7))) != 0;
}
/* Highwaymen on @space. */
int wm_game_highwaymen_on (const WmGameState *state, int space);
/* The phase counter: (day - 1) * turns + turn. */
int wm_game_phase_index (const WmGame *game, const WmGameState *state);

/* ---- choices ---------------------------------------------------------------- */

typedef enum
{
  WM_CHOICE_PLAN_BID,    /* a: card from the hand for the bid */
  WM_CHOICE_PLAN_TURN,   /* a: card for the next turn without one (morning first) */
  WM_CHOICE_PLAN_ASIDE,  /* a: a card left over; b: 1 back on top of the draw pile, 0 discard */
  WM_CHOICE_PLAN_MARKER, /* a: turn (0–2) that gets the highwayman marker; ends the plan */
  WM_CHOICE_STEP,        /* a: exit index into map->exits; b: 0 card move, 1 extra move */
  WM_CHOICE_HOP,         /* a: portal space to hop to (free) */
  WM_CHOICE_STOP,        /* end the character's move (or decline a portal hop) */
  WM_CHOICE_DISCARD,     /* a: side quest card to discard (may be the one just drawn) */
  WM_CHOICE_TAKE_QUEST,  /* a: quest card (the face-up one); b: side quest to discard first or NONE */
  WM_CHOICE_SKIP_QUEST,  /* take no (more) common quest */
  WM_CHOICE_HW_PICK,     /* a: highwayman index to move */
  WM_CHOICE_HW_SKIP,     /* move no highwayman */
  WM_CHOICE_HW_STEP,     /* a: exit index */
  WM_CHOICE_HW_HOP,      /* a: portal space */
  WM_CHOICE_HW_STOP,     /* end the highwayman's move */
  WM_CHOICE_DISPLACE,    /* a: displaced player; b: space it goes to */
  WM_N_CHOICE_KINDS
} WmChoiceKind;

typedef struct
{
  guint8 kind;   /* WmChoiceKind */
  guint8 player; /* who decides */
  gint16 a;
  gint16 b;
} WmChoice;

/* Lists the legal choices into @out (room for @max; WM_GAME_MAX_CHOICES is
 * always enough) and returns how many there are. With @player >= 0 only that
 * player's choices (0 when another player is to move). Never 0 for the
 * player to move while the game runs. */
int wm_game_legal_choices (const WmGame *game, const WmGameState *state, int player,
                           WmChoice *out, int max);
/* TRUE when @choice is among the legal choices. */
gboolean wm_game_is_legal (const WmGame *game, const WmGameState *state, const WmChoice *choice);
/* Applies a legal choice and then everything automatic up to the next
 * decision. An illegal choice leaves @state untouched and sets @error
 * (WM_GAME_ERROR_ILLEGAL) with the reason. */
gboolean wm_game_apply (const WmGame *game, WmGameState *state, const WmChoice *choice,
                        GError **error);

/* The same for a choice taken unchanged from wm_game_legal_choices() on
 * this very state (bots, simulation): skips the legality check. */
void wm_game_apply_listed (const WmGame *game, WmGameState *state, const WmChoice *choice);

/* The decision in words, in the user's language and the variant's names, as
 * the playtest says it: "Mirela Thorne (red): Step to Fennick (r2:s16)". */
char *wm_choice_describe (const WmGame *game, const WmChoice *choice);
/* A function that names a card for wm_choice_describe_action(). */
typedef char *(*WmCardNamer) (const WmGame *game, int card);
/* What @choice does, without who does it ("Step north to Fennick (r2:s16) ·
 * Road"): @state (may be NULL) is the state it is made in, which tells a
 * plan card's turn, a highwayman's space and a portal's "stay"; @name_card
 * names cards (NULL: wm_game_card_label(), "Fennick Fair (q12)"). */
char *wm_choice_describe_action (const WmGame *game, const WmGameState *state,
                                 const WmChoice *choice, WmCardNamer name_card);
/* The words a decision is said in: how cards and spaces are named. */
typedef struct
{
  WmCardNamer name_card;          /* NULL: wm_game_card_label () */
  const char *const *place_names; /* by space, from wm_game_place_names ();
                                   * NULL: wm_game_space_label () */
} WmChoiceWords;
/* wm_choice_describe_action () in @words ("Step west to the space south of
 * Elmswick · Road"), the playtest's buttons and log. */
char *wm_choice_describe_in (const WmGame *game, const WmGameState *state, const WmChoice *choice,
                             const WmChoiceWords *words);
/* Why the decision that took @before to @after ended @player's move in a
 * town and offered no common quest, in the engine's own terms: the
 * region's quest pile is empty, the cover tile blocks the slot until the
 * personal quest is done, or every slot is taken ("no common quest: …");
 * NULL when the move did not end in a town then, or a quest was offered. */
char *wm_game_no_quest_reason (const WmGame *game, const WmGameState *before,
                               const WmGameState *after, int player);
/* What an inn or secret place gave a player at the end of a move. */
typedef enum
{
  WM_GIFT_NONE,
  WM_GIFT_INN,        /* a side quest, drawn face down */
  WM_GIFT_MILEPOST,   /* a movement card, unseen, on top of the draw pile */
  WM_GIFT_SETTLEMENT, /* a side quest, drawn face down */
  WM_GIFT_PORTAL,     /* a portal turned over: nothing but the way through */
} WmGiftKind;

typedef struct
{
  WmGiftKind kind;
  int space;      /* where */
  int side_quest; /* the side quest drawn (inn, settlement), or WM_GAME_NONE */
} WmPlaceGift;

/* What the decision that took @before to @after gave @player on the inn
 * or secret place its move ended on, as the engine gave it
 * (wm_spaces_resolve ()); FALSE when the move did not end then, or the
 * space gave nothing (a pile was empty, a portal already discovered). */
gboolean wm_game_place_gift (const WmGame *game, const WmGameState *before,
                             const WmGameState *after, int player, WmPlaceGift *gift);
/* Where the extra moves along path types of @player's turn under way in
 * @s come from (an event such as Spring Flood, an ability of that kind;
 * not the moves with the card's options, which the card's moves take in):
 * *@ability of them the character's ability gives, *@event the day's
 * event, counting only those an extra move along path type @type (an
 * index into variant->path_types; -1: any) may use, and intrigue-scope ones
 * only in the turn of the player's highwayman marker. Each source keeps its
 * own extra moves on its own path types (WmTurnState.extra): this tells the
 * game log which of them an extra move could be taken from. */
void wm_game_extra_move_sources (const WmGame *game, const WmGameState *s, int player, int type,
                                 int *ability, int *event);
/* The moves with the card's options that @player's ability (*@ability)
 * and the day's event (*@event) add to the card's own in the turn under
 * way in @s: a step bonus, extra moves with the card's options (Casimir
 * Vell's in the turn of his marker; intrigue-scope ones only then). The
 * engine keeps them with the card's (WmTurnState.steps_left) and the card's
 * own count as taken first: a step with the card is one of these when no
 * more than *@ability + *@event are left before it. */
void wm_game_card_move_sources (const WmGame *game, const WmGameState *s, int player, int *ability,
                                int *event);
/* The extra moves along path types left in the move under way in @s, all
 * sources together; not all of them may be open to every path type (an
 * ability's on water, an event's on roads). */
int wm_game_extra_moves_left (const WmGame *game, const WmGameState *s);
/* Every space of the board as a player names it, indexed by space (a
 * NULL-terminated array for g_strfreev ()): a town by its name, a fort by
 * its weapon ("the Bow fort"), any other space by where it lies from a town
 * or fort of its own region or one a path joins it to ("the space west of
 * Elmswick"); two that would read the same are named from the region's next
 * landmark, or as "further" west; the id in brackets where two spaces still
 * read the same ("… (r1:s21)"). Only what the printed board shows is used,
 * nothing hidden from a player. */
char **wm_game_place_names (const WmGame *game);
/* What a player at the table reads on quest @card beside its name, in the
 * words of the decisions that take or discard it: where it goes or what it
 * asks, and what it pays ("to Saltmere, 3 gold, 1 movement card"); NULL
 * for any other card, or one that says nothing. */
char *wm_game_quest_details (const WmGame *game, int card);
const char *wm_choice_kind_to_string (WmChoiceKind kind);
const char *wm_step_to_string (WmStep step);
WmStep wm_step_from_string (const char *s); /* -1 when unknown */
WmChoiceKind wm_choice_kind_from_string (const char *s); /* -1 when unknown */

/* ---- hidden information ------------------------------------------------------ */

/* Copies @state into @view as @player may know it: other players' hands,
 * unrevealed plan cards and side quests, every draw pile and deck order
 * (the piles are kept, sorted by card index, except face-up cards), the kind
 * of undiscovered secret places and the random generator are replaced. */
void wm_game_view (const WmGame *game, const WmGameState *state, int player, WmGameState *view);
/* The face-up card of the common quest pile beside @cell (an index into
 * the arrangement's cells): in a view too, as it lies face up for every
 * player. WM_GAME_NONE when the pile is empty or the cell has none. */
int wm_game_face_up_quest (const WmGameState *state, int cell);

/* ---- queries ----------------------------------------------------------------- */

#define WM_GAME_MAX_REACH_STEPS 24

typedef struct
{
  int space;                                /* a space the move can end on */
  int n_steps;
  WmChoice steps[WM_GAME_MAX_REACH_STEPS];  /* STEP and HOP choices that get there */
} WmReach;

/* Every space @player's character can end a move on when playing @card now,
 * as if a turn started on its current space with that card (with the
 * highwayman marker when @with_marker, which matters for intrigue-scope
 * effects), honouring every blocking rule and active effect. The start
 * space is included when not moving is allowed (not under meaner highwaymen
 * with a move possible). Returns a GArray of
 * WmReach sorted by space, each with one shortest step sequence. */
GArray *wm_game_reach (const WmGame *game, const WmGameState *state, int player, int card,
                       gboolean with_marker);

/* A move under way as the listing of its next steps needs it: where the
 * mover stands and what is left of the turn's moves. Searches over the
 * ends of a move (reach, the bots) step these instead of whole states:
 * everything else the listing reads stays as it was when the move began. */
typedef struct
{
  gint16 space;
  guint8 steps_left;
  guint8 moved, hopped;
  guint16 extra; /* WmTurnState.extra */
} WmMoveNode;

/* What makes two nodes of a search over a move the same (reach, the bots):
 * where the character stands and what is left of the move. Never
 * 0xffffffff (a move has fewer than 128 steps, the automaton of extra
 * moves fewer than 65535 states), so key + 1 is never 0. */
static inline guint32
wm_move_node_key (const WmMoveNode *m)
{
  G_STATIC_ASSERT (WM_GAME_MAX_SPACES <= 256);
  return (guint32) (guint8) m->space | (guint32) m->hopped << 8 | (guint32) m->steps_left << 9
         | (guint32) m->extra << 16;
}

/* The move under way in @state (step WM_STEP_MOVE). */
void wm_move_node_get (const WmGameState *state, WmMoveNode *node);
/* The steps, hops and stop wm_game_legal_choices() would list for the
 * mover of @state standing at @node. */
int wm_move_node_choices (const WmGame *game, const WmGameState *state, const WmMoveNode *node,
                          WmChoice *out, int max);
/* @node after @choice, a step or hop of its list. */
void wm_move_node_step (const WmGame *game, WmMoveNode *node, const WmChoice *choice);

/* A highwayman under way (step WM_STEP_HW_MOVE), as the listing of its
 * next steps needs it: where it stands and what is left of its move. The
 * bots' search over its ends steps these instead of whole states. */
typedef struct
{
  gint16 space;
  guint8 steps_left, hopped;
} WmHwNode;

void wm_hw_node_get (const WmGameState *state, WmHwNode *node);
/* The steps, hops and stop wm_game_legal_choices() would list for the
 * highwayman of @state standing at @node. */
int wm_hw_node_choices (const WmGame *game, const WmGameState *state, const WmHwNode *node,
                        WmChoice *out, int max);
/* @node after @choice, a step or hop of its list. */
void wm_hw_node_step (const WmGame *game, WmHwNode *node, const WmChoice *choice);

/* What listing the next steps of a move (or of a highwayman's) reads of
 * a state besides the node, gathered once: the effects in force, the
 * card's ways, the spaces with highwaymen and with characters. A search
 * over the nodes of one move lists them all from one lister rather than
 * gathering this again for every node. Valid while the state it was made
 * from is unchanged; the fields are the listing's own. */
typedef struct
{
  const WmGame *game;
  const WmGameState *state;
  guint8 path_mask; /* the card's path types */
  guint8 arrows;    /* the card's arrows in board directions */
  guint8 closed;    /* closed path types */
  guint8 vias;      /* ways open to the character (bit 1 << WmVia) */
  guint8 hw_vias;   /* ways open to a highwayman */
  gboolean pass;    /* highwaymen-pass */
  gboolean attack;  /* highwaymen-attack */
  guint64 highwaymen[WM_GAME_MAX_SPACES / 64]; /* spaces with one, bit per space */
  guint64 characters[WM_GAME_MAX_SPACES / 64];
} WmMoveLister;

/* The lister of the mover of @state, at step WM_STEP_MOVE or WM_STEP_HW_MOVE. */
void wm_move_lister_init (WmMoveLister *lister, const WmGame *game, const WmGameState *state);
/* wm_move_node_choices () and wm_hw_node_choices () of the lister's state. */
int wm_move_lister_moves (const WmMoveLister *lister, const WmMoveNode *node, WmChoice *out, int max);
int wm_move_lister_hw_moves (const WmMoveLister *lister, const WmHwNode *node, WmChoice *out,
                             int max);

/* Checks the invariants (cards conserved, no highwayman on a town, fort or
 * character, quest slot limits, values in range). FALSE with a reason in
 * the user's language, naming players and cards by the ids a position
 * file gives them: loading a position says it. */
gboolean wm_game_check (const WmGame *game, const WmGameState *state, char **reason);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmGame, wm_game_unref)

G_END_DECLS
