#pragma once

/* Game logs and positions as XML (namespace urn:waymark:game:1).
 *
 * A game log holds the variant's id, the setup with every random choice
 * resolved (seed, characters, seats, toggles, the arrangement spec) and
 * every decision in order; replaying it reproduces the game exactly:
 *
 *   <game-log xmlns="urn:waymark:game:1" format="1" variant="treos-base"
 *             variant-sha256="3f0c…">
 *     <setup seed="7" characters="red yellow purple green" seats="s w n e"
 *            arrangement="r1:A:0,r2:A:90,…" no-events="false" meaner-highwaymen="false"
 *            higher-goal="false" variable-setup="false" first-event="E21"/>
 *     <decision kind="bid" player="red" card="R07"/>
 *     <decision kind="step" player="red" from="r1:s3" exit="2" to="r1:s4"/>
 *     …
 *     <event day="2" card="E21"/>                (before the first decision of day 2)
 *     …
 *     <result winner="red" day="9"/>            (informative; not read back)
 *   </game-log>
 *
 * first-event (optional, written only when chosen) is the event turned up
 * on day 2 (WmGameSetup.first_event); an id that is no event of the dealt
 * deck fails at the <setup>'s line. Each <event> says the event a day turns
 * up, where the day begins: it follows from the seed and the decisions,
 * and is written for readers of the log; wm_game_log_replay () checks it
 * against the game it replays ("game.xml:40: error: day 2 turns up the
 * event “E05” in this game, not “E21”"), the first sign that a log was
 * edited or recorded on another version. Logs without them still load.
 *
 * variant-sha256 is wm_variant_checksum () of the variant played on: every
 * edited copy of a variant keeps its id, so only the checksum tells that a
 * log is replayed, or a position read, on another version (older logs and
 * positions without it still load). A position's root carries it too.
 *
 * A position is one state (the same <setup> plus a <state> element with every
 * field of WmGameState); see the README's "Rules engine" section for the
 * elements. resources/schema/waymark-game.rng is the RELAX NG schema of both
 * (tests/rules/test-game-cli.c checks written files against it). Both loaders parse with wm_xml_parse_safe() and refuse anything
 * unknown, out of range or inconsistent (cards not conserved, a highwayman
 * on a town …) with an error naming the element and line.
 *
 * Their errors are said as every diagnostic of Waymark, in GCC's form, with
 * @file as given (a path as typed, or a file's display name; NULL says
 * "<input>"): "game.xml:12: error: decision 9: reason" for a decision (N
 * counts the log's decisions from 1, the line is the decision's),
 * "pos.xml:40: error: reason" for any other element, "game.xml: error: …"
 * for the file as a whole (no <setup>). */

#include <glib.h>

#include "wm-game.h"

G_BEGIN_DECLS

#define WM_GAME_NAMESPACE "urn:waymark:game:1"

/* The XML of a log of @n decisions; @final (may be NULL) adds <result>. */
GBytes *wm_game_log_save (const WmGame *game, const WmChoice *choices, int n,
                          const WmGameState *final);
/* Reads a log of @variant: builds the game and returns its decisions in
 * @choices (a GArray of WmChoice). A decision naming an unknown kind, card,
 * space or player fails with "FILE:L: error: decision N: …".
 *
 * A log of another version of @variant fails with the version's warning
 * (as wm_game_log_replay () says it) as the error's first line; when it
 * loads, the warning is not returned: a designer never opens a log through
 * this function but through wm_game_log_replay () (waymark-cli replay, the
 * Playtest's Open Log), which returns it. Its callers are the fuzz target
 * and tests, which read decisions without playing them. */
WmGame *wm_game_log_load (WmVariant *variant, GBytes *bytes, const char *file, GArray **choices,
                          GError **error);
/* Starts @game and applies @choices; an illegal decision stops with
 * "decision N: reason" (no file: @choices are in memory) and leaves @state
 * at the position before it. */
gboolean wm_game_replay (const WmGame *game, const WmChoice *choices, int n, WmGameState *state,
                         GError **error);
/* Opening a log as the command line's replay and the playtest do: reads it
 * (wm_game_log_load()) and plays it to its end in @state, its decisions in
 * @choices (may be NULL). A decision that cannot be read, or is unknown or
 * illegal at its point, fails with "FILE:L: error: decision N: reason"
 * either way (WM_GAME_ERROR_PARSE or WM_GAME_ERROR_ILLEGAL).
 *
 * A log recorded on another version of @variant (its variant-sha256
 * differs) is said in "FILE:2: warning: the log was recorded on another
 * version of variant “ID” (…)": in @warning (may be NULL; NULL when there is
 * nothing to say) when the replay succeeds, as the first line of the
 * error's message when it fails. */
WmGame *wm_game_log_replay (WmVariant *variant, GBytes *bytes, const char *file,
                            GArray **choices, WmGameState *state, char **warning,
                            GError **error);

/* A position's root carries variant-sha256 as a log's does. */
GBytes *wm_game_position_save (const WmGame *game, const WmGameState *state);
/* Reads a position of @variant into @state; errors "FILE:L: error: reason".
 * A position saved on another version of @variant (its variant-sha256
 * differs) is said in "FILE:2: warning: the position was saved on another
 * version of variant “ID” (…)": in @warning (may be NULL; NULL when there
 * is nothing to say) when it loads, as the error's first line when not. */
WmGame *wm_game_position_load (WmVariant *variant, GBytes *bytes, const char *file,
                               WmGameState *state, char **warning, GError **error);

/* A readable summary of a state for the command line, in the user's
 * language and the variant's names: the day, the time of day and who is
 * doing what ("Day 3, sunrise: Mirela Thorne is planning the day"), the
 * day's event, each player's seat, gold against the goal, space, weapons
 * and quests held, and the highwaymen's spaces, spaces named as the
 * Playtest names them (wm_game_place_names ()) with their ids. */
char *wm_game_state_summary (const WmGame *game, const WmGameState *state);
/* A space as a player reads it: its town's name, else the designer's label,
 * with its id to find it by ("Fennick (r2:s16)"); the id alone without one. */
char *wm_game_space_label (const WmGame *game, int space);
/* A card the same way: "Fennick Fair (q12)", the id alone without a name,
 * "?" for a number that is no card. */
char *wm_game_card_label (const WmGame *game, int card);

/* A seed as a game log's <setup>, the command line's --seed and the
 * Simulation page's Seed take it: a whole number 0–18446744073709551615
 * in decimal, every seed a result or a game log records, so that each can
 * be typed back (no sign: -5 is not wrapped round to 2^64 − 5). Else
 * FALSE, *@seed as it was, and @why (if not NULL) the sentence that says
 * so, translated. */
gboolean wm_game_parse_seed (const char *text, guint64 *seed, char **why);

G_END_DECLS
