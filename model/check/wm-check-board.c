#define G_LOG_DOMAIN "wm-check"

/* Which regions the printed board deals (part "setup"): a region on no
 * cell of the board is never played, whatever the map editor shows of it. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wm-check-private.h"
#include "wm-map.h"
#include "wm-validator.h"

gboolean
wm_check_region_on_board (const WmVariant *variant, const WmRegion *region)
{
  g_autoptr (WmArrangement) board = NULL;
  guint index;

  if (!g_ptr_array_find (variant->regions, region, &index)
      || variant->board.cols * variant->board.rows <= 0)
    return FALSE;
  /* The default arrangement places what the board's cells name, and the
   * regions in order where it names none; a random order or rotation only
   * moves and turns those, and the variable setup turns them over. */
  board = wm_arrangement_default (variant, FALSE);
  for (int i = 0; i < board->cols * board->rows; i++)
    if (board->cells[i].region == (int) index)
      return TRUE;
  return FALSE;
}

int
wm_validate_secret_slots (const WmVariant *variant, int side)
{
  int slots = 0;

  g_return_val_if_fail (variant != NULL && (side == 0 || side == 1), -1);
  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      const WmSide *s = region->sides[side];
      /* A region sketched beside the board deals none of its slots: it
       * must not make the dealt ones look short or long (review 23a). */
      if (!wm_check_region_on_board (variant, region))
        continue;
      if (s == NULL)
        return -1;
      for (guint k = 0; k < s->spaces->len; k++)
        slots += ((WmSpace *) g_ptr_array_index (s->spaces, k))->kind == WM_SPACE_SECRET;
    }
  return slots;
}

/* A region the designer added and never put on the board: the map editor
 * shows it like the others, and nothing else would tell that no game deals
 * it (review 14, R14-1). A warning, not an error: a region sketched beside
 * the board does not stop the rest from being played. */
void
wm_check_regions_on_board (WmCheck *c)
{
  for (guint r = 0; r < c->variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (c->variant->regions, r);
      g_autofree char *where = NULL, *named = NULL;
      if (wm_check_region_on_board (c->variant, region))
        continue;
      where = g_strdup_printf ("region %s", region->id);
      named = wm_check_named (c, &region->name, region->id);
      wm_check_warning (c, region->line, where, "region-not-on-board",
                        _("region %s is on no cell of the board, so no game deals it: put "
                          "it on a cell in Map → Board (its own problems are warnings until "
                          "then)"),
                        named);
    }
}
