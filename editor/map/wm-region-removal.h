#pragma once

/* Deleting a region together with its quests, as one undoable edit.
 * wm_map_delete_region() refuses while the region's quest deck holds
 * cards, so that written quests never vanish unseen with a click on the
 * map; the Map page asks instead ("Delete “The Misty Fens” and Its 12
 * Quests?"), listing what goes and what stays, and calls
 * wm_map_delete_region_with_quests() when the designer confirms. GLib
 * only, so the tests need no display. */

#include "wm-document.h"

G_BEGIN_DECLS

/* How many cards the region's common-quest decks hold. */
guint wm_map_region_quest_count (const WmVariant *variant, const char *region);
/* One sentence for each quest deck that goes with the region and each
 * town it prints that stays in the variant. Free with g_ptr_array_unref(). */
GPtrArray *wm_map_list_region_removal (const WmVariant *variant, const char *region);
/* Deletes the region and its common-quest decks, cards and all, in one
 * undo step. Refused as wm_map_region_deletable() says. */
gboolean wm_map_delete_region_with_quests (WmDocument *doc, const char *region, GError **error);

G_END_DECLS
