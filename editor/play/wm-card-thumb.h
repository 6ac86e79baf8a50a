#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* A movement card of a game drawn as it is printed (the drawing of the
 * Decks preview and of the PDF), @height pixels high: @whole, or only the
 * band with its arrows, path types and steps (its name is said beside it).
 * The widget is named "card-thumb". */
GtkWidget *wm_card_thumb_new (const WmGame *game, int card, int height, gboolean whole);

/* Whether the playtest draws @card for the player: a movement card (the
 * others are said in words). */
gboolean wm_card_thumb_shows (const WmGame *game, int card);

G_END_DECLS
