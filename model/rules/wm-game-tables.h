#pragma once

/* What every game of a variant compiles alike, whatever its board and
 * players: the card table, the card ids, each deck's cards, each region's
 * fort weapon. A batch of games compiles it once and hands it to every
 * game (wm_game_new_with_tables()); wm_game_new() compiles its own. The
 * tables are immutable once built, so games on many threads share them. */

#include "wm-game.h"

G_BEGIN_DECLS

typedef struct _WmGameTables WmGameTables;

/* The tables of @variant as it is now: a variant changed afterwards needs
 * new tables. Never NULL: a card the engine cannot compile is told by
 * every game set up with the tables, where wm_game_new() tells it. */
WmGameTables *wm_game_tables_new (WmVariant *variant);
WmGameTables *wm_game_tables_ref (WmGameTables *tables);
void wm_game_tables_unref (WmGameTables *tables);

/* wm_game_new() for the variant of @tables, without compiling them again:
 * the same game, the same errors. */
WmGame *wm_game_new_with_tables (WmGameTables *tables, const WmGameSetup *setup, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmGameTables, wm_game_tables_unref)

G_END_DECLS
