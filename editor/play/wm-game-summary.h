#pragma once

#include <gtk/gtk.h>

#include "wm-play-session.h"

G_BEGIN_DECLS

/* The result of a finished playtest game where the decision buttons were:
 * who won, on which day and from which seat (or that a batch's day cap
 * stopped the game), and a table of every player's final gold against the
 * goal, quests completed, weapons collected and places discovered, with a
 * button to set up a new game (the page's "playtest.new-game" action). */
#define WM_TYPE_GAME_SUMMARY (wm_game_summary_get_type ())
G_DECLARE_FINAL_TYPE (WmGameSummary, wm_game_summary, WM, GAME_SUMMARY, GtkBox)

GtkWidget *wm_game_summary_new (void);
/* Shows the end of @session's log: a game over, or stopped at the cap. */
void wm_game_summary_update (WmGameSummary *self, WmPlaySession *session);
/* The New Game… button, which takes the keyboard at game over. */
GtkWidget *wm_game_summary_get_new_game_button (WmGameSummary *self);

G_END_DECLS
