#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* The face-up common quest of each region, as it lies beside the board
 * for every player (the rulebook's Setup, step 6): per region its name
 * and towns, the quest's target towns and reward drawn as its decision
 * draws them (wm_card_thumb_new ()), its name and its words ("to Elmswick
 * or Marrowgate, 1 gold, 1 movement card"), the whole card in the
 * tooltip; "No quests left" for an empty pile. The regions stand one
 * under the other in a narrow strip and side by side in a wide one; a
 * region's words break between words, never inside one where the column
 * can be made wide enough. */
#define WM_TYPE_QUEST_STRIP (wm_quest_strip_get_type ())
G_DECLARE_FINAL_TYPE (WmQuestStrip, wm_quest_strip, WM, QUEST_STRIP, GtkWidget)

GtkWidget *wm_quest_strip_new (void);
/* Shows the face-up quests of @view (wm_game_view (): what every player
 * may know), or none for a NULL @game. Made anew only where a quest was
 * taken or a pile emptied. */
void wm_quest_strip_update (WmQuestStrip *self, const WmGame *game, const WmGameState *view);
/* The card shown face up beside the arrangement's cell @cell: a card
 * index, WM_GAME_NONE for an empty pile, -1 for a cell without a pile. */
int wm_quest_strip_get_card (WmQuestStrip *self, int cell);

/* @board and @strip in one widget: the board at the top start, as large
 * as it can be with the whole strip round it, in a column beside it as
 * long as the regions fit there, on in lines across the whole width under
 * it (at 1024 × 768 the column scrolled, some 200 px left empty under the
 * board). Where the whole strip does not fit round a board of 320 px, it
 * stands beside or under the board and scrolls, or gives way. */
GtkWidget *wm_quest_strip_with_board (GtkWidget *board, WmQuestStrip *strip);

G_END_DECLS
