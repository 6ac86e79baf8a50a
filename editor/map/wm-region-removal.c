#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-map-edits.h"
#include "wm-region-removal.h"

static gboolean
is_quest_deck_of (const WmDeck *deck, const char *region)
{
  return deck->kind == WM_DECK_COMMON_QUEST && g_strcmp0 (deck->region, region) == 0;
}

guint
wm_map_region_quest_count (const WmVariant *variant, const char *region)
{
  guint count = 0;

  g_return_val_if_fail (variant != NULL, 0);
  for (guint i = 0; i < variant->decks->len; i++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, i);
      if (is_quest_deck_of (deck, region))
        count += deck->cards->len;
    }
  return count;
}

/* The towns stay: other regions' quests and the characters may name them,
 * and the Rules page's Remove moves those uses to another town. */
static void
list_printed_towns (const WmVariant *variant, const WmRegion *region, GPtrArray *lines)
{
  const WmSide *side = region->sides[0];

  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      const WmTown *town = space->town != NULL ? wm_variant_find_town (variant, space->town) : NULL;
      g_autofree char *name = NULL;
      if (town == NULL)
        continue;
      name = wm_variant_isolated_name (variant, &town->name, town->id);
      g_ptr_array_add (lines, g_strdup_printf (_ ("The town “%s” it prints stays in the variant: "
                                                  "remove it on the Rules page, where its uses "
                                                  "can go to another town."),
                                               name));
    }
}

GPtrArray *
wm_map_list_region_removal (const WmVariant *variant, const char *region)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const WmRegion *r;

  g_return_val_if_fail (variant != NULL, lines);
  for (guint i = 0; i < variant->decks->len; i++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, i);
      g_autofree char *name = NULL;
      if (!is_quest_deck_of (deck, region))
        continue;
      name = wm_variant_isolated_name (variant, &deck->name, deck->id);
      g_ptr_array_add (
          lines, g_strdup_printf (
                     g_dngettext (GETTEXT_PACKAGE, "The quest deck “%s” goes, with its %u card.",
                                  "The quest deck “%s” goes, with its %u cards.", deck->cards->len),
                     name, deck->cards->len));
    }
  r = wm_variant_find_region (variant, region);
  if (r != NULL)
    list_printed_towns (variant, r, lines);
  return lines;
}

static void
take_region_and_quests (WmVariant *variant, gpointer data)
{
  const char *region = data;

  for (guint i = variant->decks->len; i-- > 0;)
    if (is_quest_deck_of (g_ptr_array_index (variant->decks, i), region))
      g_ptr_array_remove_index (variant->decks, i);
  for (guint i = 0; i < variant->regions->len; i++)
    if (g_strcmp0 (((WmRegion *)g_ptr_array_index (variant->regions, i))->id, region) == 0)
      {
        g_ptr_array_remove_index (variant->regions, i);
        break;
      }
}

gboolean
wm_map_delete_region_with_quests (WmDocument *doc, const char *region, GError **error)
{
  g_autofree char *id = g_strdup (region);

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if (!wm_map_region_deletable (wm_document_get_variant (doc), region, error))
    return FALSE;
  return wm_document_edit (doc, _ ("Delete region and its quests"), take_region_and_quests, id,
                           error);
}
