#pragma once

/* Bots: players that decide through the engine's one decision interface
 * from the player's view only (wm_game_view), never from the real state.
 *
 * Tiers, each meant to beat the one below:
 *  - random:    a uniformly random legal choice;
 *  - greedy:    the move that scores best by the persona's heuristic at the
 *               end of this turn (gold, quests done, distance to targets,
 *               discoveries, forts); a simple plan by card strength;
 *  - planner:   searches the day: which of the five cards bids, which
 *               three move in which order, which is set aside, and the
 *               moves of the three turns against the board it sees;
 *  - lookahead: the planner's best plans compared again over sampled
 *               continuations of what it cannot see (the order of its own
 *               draw pile, hence tomorrow's hand).
 *
 * A persona weights the heuristic: a designer can make a quest runner, an
 * explorer or a fort collector, from the command line or a key file. */

#include <glib.h>

#include "wm-game.h"

G_BEGIN_DECLS

typedef enum
{
  WM_BOT_RANDOM,
  WM_BOT_GREEDY,
  WM_BOT_PLANNER,
  WM_BOT_LOOKAHEAD,
  WM_N_BOT_TIERS
} WmBotTier;

const char *wm_bot_tier_to_string (WmBotTier tier);
WmBotTier wm_bot_tier_from_string (const char *s); /* -1 when unknown */

/* Weights of the heuristic; 1 is the balanced weight of each. */
typedef struct
{
  char name[32];
  double gold;    /* gold already won */
  double quest;   /* held quests, by reward and nearness of their targets */
  double take;    /* taking new common quests */
  double explore; /* undiscovered inns and secret places nearby */
  double fort;    /* forts with a weapon still to collect nearby */
  double side;    /* side quests */
  double bid;     /* going early in the turn order */
} WmPersona;

/* The built-in personas: balanced, quest-runner, explorer, fort-collector.
 * NULL when unknown. */
const WmPersona *wm_persona_builtin (const char *name);
const char *const *wm_persona_builtin_names (void);
/* Reads group @name of a key file: keys gold, quest, take, explore, fort,
 * side, bid (doubles, 0–10); missing keys take the balanced value. */
gboolean wm_persona_from_key_file (GKeyFile *file, const char *name, WmPersona *out,
                                   GError **error);

/* Reads the persona file at @path, as `simulate --personas` and the app's
 * Load Personas… do: every group must be a persona (so a mistake in one no
 * bot uses yet is found now), and there must be one. Appends them to @out
 * (of WmPersona; may be NULL) and returns the key file, or NULL with @error,
 * whose message starts with @name (the file as the designer knows it) and,
 * for a refused group or a line that is neither a heading nor a weight,
 * the line to fix: "bad.ini:9: persona “rusher”: bid must be a number
 * from 0 to 10", "bad.ini:3: “[quest runner” is not a persona's heading:
 * …", in Waymark's words rather than GKeyFile's. The domain is G_FILE_ERROR when the file
 * cannot be read, G_KEY_FILE_ERROR when what it says is wrong. */
GKeyFile *wm_persona_file_load (const char *path, const char *name, GArray *out, GError **error);

typedef struct
{
  WmBotTier tier;
  WmPersona persona;
} WmBotSpec;

/* "TIER" or "TIER:PERSONA"; the persona is looked up in @personas (may be
 * NULL) before the built-ins. */
gboolean wm_bot_spec_parse (const char *text, GKeyFile *personas, WmBotSpec *out,
                            GError **error);
/* "planner" or "planner:explorer" (the balanced persona is not named). */
char *wm_bot_spec_to_string (const WmBotSpec *spec);
/* A list of bots as `simulate --bots` and the app take them, "planner:
 * explorer,greedy" (spaces around a bot are ignored), each read with
 * wm_bot_spec_parse(): fills @out with at most @max and returns how many,
 * or 0 with @error (G_OPTION_ERROR_BAD_VALUE). A blank entry
 * ("planner,,greedy", a comma at the end) is an error, not skipped: how
 * many bots there are decides how they rotate over the seats. Every
 * message starts with @field, the name the designer gave the list under —
 * "--bots" on the command line, the field's label in the app — as in
 * "--bots: bot 2 of 3 is blank in “planner,,greedy” …". */
int wm_bot_list_parse (const char *text, GKeyFile *personas, const char *field, WmBotSpec *out,
                       int max, GError **error);

typedef struct _WmBot WmBot;

/* A bot for one seat of one game; @seed drives its own sampling, never the
 * game's generator. */
WmBot *wm_bot_new (const WmBotSpec *spec, guint64 seed);
void wm_bot_free (WmBot *bot);

/* Decides the pending decision of @player (who must be to move). The bot
 * reads only wm_game_view (@game, @state, @player). The choice is legal. */
void wm_bot_decide (WmBot *bot, const WmGame *game, const WmGameState *state, int player,
                    WmChoice *out);

/* Picks one of @choices, the legal choices wm_game_legal_choices() lists
 * for @player on @state, and returns its index. That list does not depend
 * on what @player cannot see (the engine's contract), and the bot reads
 * nothing else of @state but its view: a batch lists the choices once and
 * applies the pick with wm_game_apply_listed(). The view is made only when
 * the bot has to think (random bots and a plan or path being followed need
 * none). */
int wm_bot_choose (WmBot *bot, const WmGame *game, const WmGameState *state, int player,
                   const WmChoice *choices, int n);

/* The same from a view the caller made (for tests and tools). */
void wm_bot_decide_view (WmBot *bot, const WmGame *game, const WmGameState *view, int player,
                         WmChoice *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmBot, wm_bot_free)

G_END_DECLS
