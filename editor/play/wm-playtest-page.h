#pragma once

#include <gtk/gtk.h>

#include "wm-document.h"
#include "wm-new-game-dialog.h"
#include "wm-play-session.h"

G_BEGIN_DECLS

/* The Playtest section: a game of the document's variant on the board,
 * humans and bots per seat, the human's decisions as buttons and clicks
 * on the board (only legal ones are offered), bots stepping or playing on
 * a timer, a log of every decision with undo and redo, saving and
 * loading of game logs, and stepping back and forth through a finished
 * game. Once a game has been over its cards stay face up. */
#define WM_TYPE_PLAYTEST_PAGE (wm_playtest_page_get_type ())
G_DECLARE_FINAL_TYPE (WmPlaytestPage, wm_playtest_page, WM, PLAYTEST_PAGE, GtkWidget)

GtkWidget *wm_playtest_page_new (void);
void wm_playtest_page_set_document (WmPlaytestPage *self, WmDocument *document);

/* Starts a game of the document's variant (a copy taken now). */
/* Opens New Game… with the event @event chosen as the first (the Events
 * page's "Playtest with this event first"); the rest as last chosen. NULL
 * without a document. */
WmNewGameDialog *wm_playtest_page_new_game_with_event (WmPlaytestPage *self, const char *event);
gboolean wm_playtest_page_start (WmPlaytestPage *self, const WmGameSetup *setup,
                                 const int *controllers, GError **error);
/* Plays game @index of a simulation batch of @variant out in a worker
 * thread, then shows it at its start (a new session) to step through. */
void wm_playtest_page_open_sim_game (WmPlaytestPage *self, WmVariant *variant,
                                     const WmSimConfig *config, guint64 index);
gboolean wm_playtest_page_save_log (WmPlaytestPage *self, GFile *file, GError **error);
/* Whether a game would be lost: one begun (a decision made), not over, whose
 * log has not been saved as it is now (a log opened, a batch's game replayed
 * count as saved until played on); then its decisions and day so far. */
gboolean wm_playtest_page_unsaved_game (WmPlaytestPage *self, int *decisions, int *day);
typedef void (*WmPlaytestGoOn) (WmPlaytestPage *self, gpointer data);
/* Calls @go_on at once when no game would be lost, else asks over @parent
 * "Discard the Game in Progress?" — Cancel, Discard, or Save Log…, which
 * calls it once the log is saved. @destroy frees @data afterwards. */
void wm_playtest_page_confirm_discard (WmPlaytestPage *self, GtkWindow *parent, WmPlaytestGoOn go_on,
                                       gpointer data, GDestroyNotify destroy);
/* The Save Log chooser over @parent; @go_on once the log is saved. */
void wm_playtest_page_save_log_then (WmPlaytestPage *self, GtkWindow *parent, WmPlaytestGoOn go_on,
                                     gpointer data, GDestroyNotify destroy);
gboolean wm_playtest_page_load_log (WmPlaytestPage *self, GFile *file, GError **error);

/* Bots play on a timer with @delay_ms between decisions while playing. */
void wm_playtest_page_set_playing (WmPlaytestPage *self, gboolean playing);
void wm_playtest_page_set_delay (WmPlaytestPage *self, guint delay_ms);
/* The toolbar's controls of the bots: Play/Pause (▶), Step (▶|) and To
 * the end of the day (⏩). */
typedef enum
{
  WM_PLAYTEST_PLAY,
  WM_PLAYTEST_STEP,
  WM_PLAYTEST_TO_SUNDOWN,
} WmPlaytestBotControl;

/* Presses @control's button as a click does (its keyboard shortcut):
 * nothing while it is greyed out. Returns whether it was pressed. */
gboolean wm_playtest_page_press (WmPlaytestPage *self, WmPlaytestBotControl control);
/* TRUE while a bot is thinking in its worker thread. */
gboolean wm_playtest_page_is_busy (WmPlaytestPage *self);

/* For tests: the session (NULL before a game), the board and the box of
 * decision buttons (its children are GtkButtons, one per legal choice). */
WmPlaySession *wm_playtest_page_get_session (WmPlaytestPage *self);
GtkWidget *wm_playtest_page_get_board (WmPlaytestPage *self);
GtkWidget *wm_playtest_page_get_choices (WmPlaytestPage *self);
/* The labels above the board: the day's heading and what to do now. */
GtkWidget *wm_playtest_page_get_heading (WmPlaytestPage *self);
GtkWidget *wm_playtest_page_get_prompt (WmPlaytestPage *self);
/* The warning shown while a game log of another version of the variant is
 * open. */
GtkWidget *wm_playtest_page_get_version_note (WmPlaytestPage *self);
/* The result shown instead of the decision buttons once the game is over. */
GtkWidget *wm_playtest_page_get_summary (WmPlaytestPage *self);
/* Undoes the human's last decision (the Undo button). */
gboolean wm_playtest_page_undo (WmPlaytestPage *self);
/* Makes the decisions the last undo took back again (the Redo button). */
gboolean wm_playtest_page_redo (WmPlaytestPage *self);
/* Whether Undo and Redo have something to do now (not while a bot thinks).
 * The page emits "history-changed" when either may have changed. */
gboolean wm_playtest_page_can_undo (WmPlaytestPage *self);
gboolean wm_playtest_page_can_redo (WmPlaytestPage *self);

/* Where Save Log and Open Log start: beside @variant_file (the variant's
 * file, NULL while unsaved), else in @last_folder (where a log was last
 * saved or opened, or NULL) if it still exists, else in the user's
 * documents folder. */
GFile *wm_playtest_log_folder (GFile *variant_file, GFile *last_folder);
/* The name Save Log suggests: "NAME-game.xml" after the variant's file
 * name without its extension, or while it is unsaved after @title, the
 * variant's title as a file name (wm_file_stem_of_title ()). */
char *wm_playtest_log_name (GFile *variant_file, const char *title);

G_END_DECLS
