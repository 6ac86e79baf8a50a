#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* A movement or quest card of a game, @height pixels high: @whole, as it
 * is printed (the drawing of the Decks preview and of the PDF), else in a
 * row drawn as the card draws them but large enough to read beside a
 * decision's words (which name the card): a movement card's arrows, path
 * types and steps; a quest's target towns or task, and its reward, each
 * as wide as it needs (put the thumbs of a list in a GtkSizeGroup to give
 * them one width). The widget is named "card-thumb". */
GtkWidget *wm_card_thumb_new (const WmGame *game, int card, int height, gboolean whole);

/* Whether the playtest draws @card for the player: a movement card or a
 * quest (events and the rest are said in words). */
gboolean wm_card_thumb_shows (const WmGame *game, int card);

/* Gives @widget a tooltip of @card drawn whole, as printed, with @text
 * (may be NULL) under it: the decision buttons', the face-up quests' and
 * the quests held. The drawing is made when first asked for, once. */
void wm_card_thumb_set_tooltip (GtkWidget *widget, const WmGame *game, int card,
                                const char *text);

G_END_DECLS
