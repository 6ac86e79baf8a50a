#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* One player's board beside the map: character, gold track towards the
 * goal, the quests held (personal, common and side quests), weapons, draw,
 * discard and hand counts, and the plan as far as the viewer may see it. */
#define WM_TYPE_PLAYER_PANEL (wm_player_panel_get_type ())
G_DECLARE_FINAL_TYPE (WmPlayerPanel, wm_player_panel, WM, PLAYER_PANEL, GtkBox)

GtkWidget *wm_player_panel_new (void);
/* Shows @player of @state: the viewer's view while the game runs (hidden
 * cards stay hidden), the real state when bots play every seat or once
 * the game has been over (also after an undo takes it back into play);
 * @controller names who plays the seat. */
void wm_player_panel_update (WmPlayerPanel *self, const WmGame *game, const WmGameState *state,
                             int player, const char *controller);
/* @compact: the page has not room for every player's panel whole, and
 * this one shows only the player's name, gold and weapons, on one line
 * (who plays the seat in its tooltip), until the designer opens it (the
 * button beside it). */
void wm_player_panel_set_compact (WmPlayerPanel *self, gboolean compact);
/* Whether the panel shows only the name and the gold line now. */
gboolean wm_player_panel_is_compact (WmPlayerPanel *self);
/* Closes again a compact panel the designer opened (a new game). */
void wm_player_panel_forget_opened (WmPlayerPanel *self);
/* The panel's height at @width shown whole, its margins included, also
 * while it is compact. */
int wm_player_panel_whole_height (WmPlayerPanel *self, int width);
/* And shown compact, also while it is whole. */
int wm_player_panel_compact_height (WmPlayerPanel *self, int width);
/* The panel's gold line, "3 of 20 gold · 1 weapon", each count with its
 * plural form in the desktop's language ("3 monete d’oro su 20 · 1 arma"). */
char *wm_player_panel_gold_text (int gold, int goal, int weapons);
/* The panel's count line, "7 cards to draw · 0 discarded · 5 in hand",
 * each count with its plural form ("1 carta in mano", "5 carte in mano"). */
char *wm_player_panel_counts_text (int draw, int discard, int hand);
/* The name of a card in the variant's first language, or its id, isolated
 * (wm_text_isolate ()) for the sentences and lists it goes into. */
char *wm_play_card_name (const WmGame *game, int card);
/* Quest @card as a player at the table reads it: its name, where it goes
 * or what it asks, and its reward ("Feather Beds — to Marrowgate, 3
 * gold"), in the words of the decision that takes it; a side quest face
 * down (WM_GAME_HIDDEN) says only that. */
char *wm_play_quest_words (const WmGame *game, int card);
/* Appends a wrapping, left-aligned label with the style class @css (or
 * none) to @box, as the panels and the game summary lay out their lines. */
GtkLabel *wm_play_add_label (GtkWidget *box, const char *css);

G_END_DECLS
