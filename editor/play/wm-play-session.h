#pragma once

#include <gio/gio.h>

#include "wm-bot.h"
#include "wm-diagnostic.h"
#include "wm-game.h"
#include "wm-sim-run.h"

G_BEGIN_DECLS

/* One playtest game without any widget: the game, its current state, the
 * log of every decision, and who plays each seat (a human or a bot tier).
 * Every decision goes through wm_game_apply(), so an illegal one cannot be
 * made; undo and stepping back replay the log from the start. */

#define WM_PLAY_HUMAN (-1)
/* wm_play_session_viewer () of a hot-seat game between two humans' turns:
 * only what every player knows is shown. */
#define WM_PLAY_VIEW_PUBLIC (-2)

typedef struct _WmPlaySession WmPlaySession;

/* @controllers[p] is WM_PLAY_HUMAN or a WmBotTier for each player. */
/* The design validator's errors in @variant (warnings left out), sorted by
 * line and named after @file_name, or NULL when it has none. The app's
 * Playtest and Simulation refuse such a variant as `waymark-cli play` and
 * `simulate` do: its games would not be the game the designer means (a hand
 * too small for the day leaves turns without a card …). */
WmDiagnostics *wm_play_design_errors (WmVariant *variant, const char *file_name);
/* Why a variant cannot be simulated or analysed: @heading, then the first
 * errors of @diags as the Open dialog shows them, one a line ("Error,
 * line 212: … [code]"), then how many more there are. */
char *wm_play_failure_message (const char *heading, WmDiagnostics *diags);

WmPlaySession *wm_play_session_new (WmVariant *variant, const WmGameSetup *setup,
                                    const int *controllers, GError **error);
/* Game @index of a simulation batch, set up as the batch sets it up and
 * played to its end by the batch's bots (every seat a bot). */
WmPlaySession *wm_play_session_new_from_sim (WmVariant *variant, const WmSimConfig *config,
                                             guint64 index, GError **error);
/* Reads a game log and plays it (wm_game_log_replay(): a bad decision fails
 * with "NAME:L: error: decision N: reason", @name the log's name as the
 * messages say it); @controllers as for _new (NULL: every seat human). */
WmPlaySession *wm_play_session_load (WmVariant *variant, GBytes *bytes, const char *name,
                                     const int *controllers, GError **error);
void wm_play_session_free (WmPlaySession *self);
/* For a session read from a log played on another version of its variant,
 * the warning that says so ("NAME:2: warning: the log was recorded on
 * another version of variant …"); NULL otherwise. */
const char *wm_play_session_version_warning (WmPlaySession *self);

WmGame *wm_play_session_game (WmPlaySession *self);
/* The position shown: the end of the log, or an earlier one while reviewing. */
const WmGameState *wm_play_session_state (WmPlaySession *self);
int wm_play_session_controller (WmPlaySession *self, int player);
/* Who plays @player, for the panels: "human" or the bot's tier. */
const char *wm_play_session_controller_name (WmPlaySession *self, int player);
/* The player to move when that is a human at the end of the log, else -1. */
int wm_play_session_human_to_move (WmPlaySession *self);
/* The player whose view the board shows: the human to move, else the
 * first human seat, else -1 (everything is shown): no human seat, or the
 * cards have been revealed (see wm_play_session_revealed()). With two or
 * more human seats (hot seat), the human to move at the end of the log
 * once that human has taken the screen (wm_play_session_hand_over ()),
 * also while looking back from that decision; else WM_PLAY_VIEW_PUBLIC
 * (the bots' turns, the hand-over): no human's hand or plan is shown to
 * another human. */
int wm_play_session_viewer (WmPlaySession *self);
/* Whether two or more seats are human and their cards are still hidden. */
gboolean wm_play_session_hot_seat (WmPlaySession *self);
/* Hot seat: the human to move when another human (or nobody yet) has the
 * screen, who is to take it before their cards are shown; else -1. */
int wm_play_session_hand_over_to (WmPlaySession *self);
/* That human has taken the screen. */
void wm_play_session_hand_over (WmPlaySession *self);
/* Hot seat: the human who has the screen (-1 before the first hand-over,
 * or not hot seat). */
int wm_play_session_at_screen (WmPlaySession *self);
/* Whether the game at the end of the log is over (also while reviewing an
 * earlier position of it). */
gboolean wm_play_session_is_over (WmPlaySession *self);
/* Whether the game has been over at some point of this session: all cards
 * were turned face up then, as at the table, and stay so for the rest of
 * the session, also after an undo takes the game back into play (the
 * designer has seen them). A new session (a new game, a log opened)
 * starts hidden again; a log opened at its game over starts revealed. */
gboolean wm_play_session_revealed (WmPlaySession *self);

/* The state at the end of the log, whatever position is shown. */
const WmGameState *wm_play_session_end (WmPlaySession *self);
/* Whether a game of a simulation batch was stopped at the batch's day cap
 * without a winner, and nobody has played on since. */
gboolean wm_play_session_stopped_at_cap (WmPlaySession *self);
/* The day cap of the batch the game comes from (0: not from a batch). */
int wm_play_session_cap_days (WmPlaySession *self);

/* What each player did over the whole log, as far as the log and the states
 * it passes through tell: quests completed (held quests that left without
 * being discarded: personal, common and side quests) and the inns and secret
 * places a decision of theirs discovered. */
#define WM_PLAY_MAX_LISTED 32

typedef struct
{
  int n_quests;
  guint8 quests[WM_PLAY_MAX_LISTED]; /* the first quests completed, in order */
  int n_places;
} WmPlayRecord;

void wm_play_session_records (WmPlaySession *self, WmPlayRecord records[WM_GAME_MAX_PLAYERS]);

/* The log. */
int wm_play_session_n_decisions (WmPlaySession *self);
const WmChoice *wm_play_session_decision (WmPlaySession *self, int i);

/* Applies a choice at the end of the log (fails when reviewing or illegal). */
gboolean wm_play_session_apply (WmPlaySession *self, const WmChoice *choice, GError **error);
/* Lets the bot of the player to move decide and applies it; FALSE when a
 * human is to move or the game is over. */
gboolean wm_play_session_bot_step (WmPlaySession *self);
/* The bot of @player (NULL for a human). Deciding may take a while for
 * the strong tiers: the page calls wm_bot_decide() on a copy of the state in
 * a worker thread, and applies the choice back on the main thread. */
WmBot *wm_play_session_bot (WmPlaySession *self, int player);
/* Takes back the last decision of a human and everything after it; they
 * are kept to redo until a different decision is made. In a hot-seat
 * game only the decisions of the human who has the screen: undo stops at
 * another human's (their plan is hidden from this one). */
gboolean wm_play_session_undo_human (WmPlaySession *self);
/* Whether the log holds a human's decision to take back. */
gboolean wm_play_session_can_undo_human (WmPlaySession *self);
/* Hot seat: the other human whose decision is the last to take back, at
 * which undo stops; else -1. */
int wm_play_session_undo_stopped_by (WmPlaySession *self);
/* Makes the decisions the last undo took back again, as they were: the
 * human's and the bots' after it (FALSE when there are none, or while
 * reviewing). Making the same decision by hand keeps the rest to redo. */
gboolean wm_play_session_redo (WmPlaySession *self);
gboolean wm_play_session_can_redo (WmPlaySession *self);

/* Reviewing: show the position after @n decisions (0 … n_decisions). */
void wm_play_session_set_cursor (WmPlaySession *self, int n);
int wm_play_session_get_cursor (WmPlaySession *self);
gboolean wm_play_session_reviewing (WmPlaySession *self);

GBytes *wm_play_session_save (WmPlaySession *self);

G_END_DECLS
