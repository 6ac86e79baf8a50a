#define G_LOG_DOMAIN "wm-rules"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "wm-map.h"

G_DEFINE_QUARK (wm-arrangement-error-quark, wm_arrangement_error)

WmArrangement *
wm_arrangement_new (int cols, int rows)
{
  WmArrangement *arrangement = g_new0 (WmArrangement, 1);

  g_return_val_if_fail (cols > 0 && rows > 0, NULL);
  arrangement->cols = cols;
  arrangement->rows = rows;
  arrangement->cells = g_new0 (WmPlacement, cols * rows);
  for (int i = 0; i < cols * rows; i++)
    {
      arrangement->cells[i].quest_deck = -1;
      arrangement->cells[i].towns[0] = arrangement->cells[i].towns[1] = -1;
    }
  return arrangement;
}

WmArrangement *
wm_arrangement_copy (const WmArrangement *arrangement)
{
  WmArrangement *copy = wm_arrangement_new (arrangement->cols, arrangement->rows);

  memcpy (copy->cells, arrangement->cells,
          sizeof (WmPlacement) * arrangement->cols * arrangement->rows);
  return copy;
}

void
wm_arrangement_free (WmArrangement *arrangement)
{
  if (arrangement == NULL)
    return;
  g_free (arrangement->cells);
  g_free (arrangement);
}

gboolean
wm_arrangement_equal (const WmArrangement *a, const WmArrangement *b)
{
  return a->cols == b->cols && a->rows == b->rows
         && memcmp (a->cells, b->cells, sizeof (WmPlacement) * a->cols * a->rows) == 0;
}

static int
index_of (GPtrArray *array, gpointer item)
{
  guint index;

  return g_ptr_array_find (array, item, &index) ? (int) index : -1;
}

static int
region_index (const WmVariant *variant, const char *id)
{
  return index_of (variant->regions, wm_variant_find_region (variant, id));
}

/* The common-quest deck that belongs to a region in the printed setup. */
static int
quest_deck_of_region (const WmVariant *variant, int region)
{
  const WmRegion *r = g_ptr_array_index (variant->regions, region);

  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      if (deck->kind == WM_DECK_COMMON_QUEST && g_strcmp0 (deck->region, r->id) == 0)
        return i;
    }
  return -1;
}

/* The towns shown on a quest deck's back: those printed in its region on
 * side A, in slot order. */
static void
towns_of_deck (const WmVariant *variant, int deck, int towns[2])
{
  WmDeck *d;
  WmRegion *region;
  int n = 0;

  towns[0] = towns[1] = -1;
  if (deck < 0)
    return;
  d = g_ptr_array_index (variant->decks, deck);
  region = wm_variant_find_region (variant, d->region);
  if (region == NULL || region->sides[0] == NULL)
    return;
  for (guint i = 0; i < region->sides[0]->spaces->len && n < 2; i++)
    {
      WmSpace *space = g_ptr_array_index (region->sides[0]->spaces, i);
      if (space->kind == WM_SPACE_TOWN && space->town != NULL)
        towns[n++] = index_of (variant->towns, wm_variant_find_town (variant, space->town));
    }
}

static void
place (const WmVariant *variant, WmPlacement *cell, int region, int side, int quarters)
{
  cell->region = region;
  cell->side = side;
  cell->quarters = quarters;
  cell->quest_deck = quest_deck_of_region (variant, region);
  cell->towns[0] = cell->towns[1] = -1;
  if (side == 1)
    towns_of_deck (variant, cell->quest_deck, cell->towns);
}

WmArrangement *
wm_arrangement_default (const WmVariant *variant, gboolean variable_setup)
{
  const WmBoard *board = &variant->board;
  WmArrangement *arrangement = wm_arrangement_new (board->cols, board->rows);
  int n = board->cols * board->rows;

  for (int i = 0; i < n; i++)
    {
      int region = i < (int) variant->regions->len ? i : 0;
      int quarters = 0;
      if (i < (int) board->cells->len)
        {
          WmCell *cell = g_ptr_array_index (board->cells, i);
          region = MAX (region_index (variant, cell->region), 0);
          quarters = cell->rotation / 90;
        }
      place (variant, &arrangement->cells[i], region, variable_setup ? 1 : 0, quarters);
    }
  return arrangement;
}

WmArrangement *
wm_arrangement_random (const WmVariant *variant, gboolean variable_setup, GRand *rand)
{
  WmArrangement *arrangement = wm_arrangement_default (variant, variable_setup);
  int n = arrangement->cols * arrangement->rows;

  /* Fisher–Yates over the cells: the regions (with their quest decks) move. */
  if (variant->board.order == WM_ORDER_RANDOM)
    for (int i = n - 1; i > 0; i--)
      {
        int j = g_rand_int_range (rand, 0, i + 1);
        WmPlacement tmp = arrangement->cells[i];
        arrangement->cells[i] = arrangement->cells[j];
        arrangement->cells[j] = tmp;
      }
  if (variant->board.rotation == WM_ORDER_RANDOM)
    for (int i = 0; i < n; i++)
      arrangement->cells[i].quarters = g_rand_int_range (rand, 0, 4);
  if (variable_setup)
    {
      /* Variable setup: a random quest deck beside each region, its two
       * towns in random slots. */
      for (int i = n - 1; i > 0; i--)
        {
          int j = g_rand_int_range (rand, 0, i + 1);
          int tmp = arrangement->cells[i].quest_deck;
          arrangement->cells[i].quest_deck = arrangement->cells[j].quest_deck;
          arrangement->cells[j].quest_deck = tmp;
        }
      for (int i = 0; i < n; i++)
        {
          WmPlacement *cell = &arrangement->cells[i];
          towns_of_deck (variant, cell->quest_deck, cell->towns);
          if (g_rand_boolean (rand))
            {
              int tmp = cell->towns[0];
              cell->towns[0] = cell->towns[1];
              cell->towns[1] = tmp;
            }
        }
    }
  return arrangement;
}

WmArrangement *
wm_arrangement_for_seed (const WmVariant *variant, gboolean variable_setup, guint64 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  return wm_arrangement_random (variant, variable_setup, rand);
}

/* ---- the spec ------------------------------------------------------------- */

static gboolean
parse_fail (GError **error, const char *cell_spec, const char *why)
{
  g_set_error (error, WM_ARRANGEMENT_ERROR, 0, _("arrangement cell “%s”: %s"), cell_spec, why);
  return FALSE;
}

static gboolean
parse_cell (const WmVariant *variant, const char *spec, WmPlacement *cell, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  guint n = g_strv_length (parts);
  int region, side, degrees;
  char *end = NULL;

  if (n != 3 && n != 6)
    return parse_fail (error, spec, _("expected REGION:SIDE:DEGREES[:DECK:TOWN:TOWN]"));
  region = region_index (variant, parts[0]);
  if (region < 0)
    return parse_fail (error, spec, _("unknown region"));
  side = strcmp (parts[1], "A") == 0 ? 0 : strcmp (parts[1], "B") == 0 ? 1 : -1;
  if (side < 0)
    return parse_fail (error, spec, _("the side is A or B"));
  degrees = (int) strtol (parts[2], &end, 10);
  if (*parts[2] == '\0' || *end != '\0' || degrees % 90 != 0 || degrees < 0 || degrees > 270)
    return parse_fail (error, spec, _("the rotation is 0, 90, 180 or 270"));
  /* The variable setup is side B's (README, Arrangements); a side A cell
   * keeps its region's deck and printed towns, which its printed spec omits
   * (found by tests/fuzz/fuzz-arrangement). */
  if (n == 6 && side != 1)
    return parse_fail (error, spec, _("only a side B cell names a quest deck and towns"));
  place (variant, cell, region, side, degrees / 90);
  if (n == 6)
    {
      cell->quest_deck = index_of (variant->decks, wm_variant_find_deck (variant, parts[3]));
      cell->towns[0] = index_of (variant->towns, wm_variant_find_town (variant, parts[4]));
      cell->towns[1] = index_of (variant->towns, wm_variant_find_town (variant, parts[5]));
      if (cell->quest_deck < 0 || cell->towns[0] < 0 || cell->towns[1] < 0)
        return parse_fail (error, spec, _("unknown quest deck or town"));
    }
  return TRUE;
}

/* A board has each region tile and each quest deck once: a spec that
 * repeats one would deal the same cards twice (found by
 * tests/fuzz/fuzz-game-log). Towns may repeat: a variant may print a town
 * twice, and the default and random arrangements then place it twice, which
 * the spec of a game log must be able to say. */
typedef enum
{
  REPEAT_REGION,
  REPEAT_QUEST_DECK,
} Repeat;

/* One whole sentence per kind of piece: a translated noun glued into one
 * sentence cannot take its article, gender or case in German or Italian. */
static const char *const repeat_messages[] = {
  /* Translators: %s is a region id; the numbers count cells from 1. */
  [REPEAT_REGION] = N_("the arrangement uses the region “%s” twice (cells %d and %d)"),
  /* Translators: %s is a quest deck id; the numbers count cells from 1. */
  [REPEAT_QUEST_DECK] = N_("the arrangement uses the quest deck “%s” twice (cells %d and %d)"),
};

static gboolean
use_once (GError **error, int *used, int index, Repeat what, const char *id, int cell)
{
  if (index < 0)
    return TRUE;
  if (used[index] != 0)
    {
      g_set_error (error, WM_ARRANGEMENT_ERROR, 0, _(repeat_messages[what]), id, used[index],
                   cell);
      return FALSE;
    }
  used[index] = cell;
  return TRUE;
}

static gboolean
check_each_once (const WmVariant *variant, const WmArrangement *arrangement, GError **error)
{
  g_autofree int *regions = g_new0 (int, variant->regions->len);
  g_autofree int *decks = g_new0 (int, variant->decks->len);

  for (int i = 0; i < arrangement->cols * arrangement->rows; i++)
    {
      const WmPlacement *cell = &arrangement->cells[i];
      const WmRegion *region = g_ptr_array_index (variant->regions, cell->region);

      /* Decks on every side: a spec may name one on side A too, and the
       * game deals the deck of each cell whatever its side. */
      if (!use_once (error, regions, cell->region, REPEAT_REGION, region->id, i + 1))
        return FALSE;
      if (cell->quest_deck >= 0
          && !use_once (error, decks, cell->quest_deck, REPEAT_QUEST_DECK,
                        ((WmDeck *) g_ptr_array_index (variant->decks, cell->quest_deck))->id,
                        i + 1))
        return FALSE;
    }
  return TRUE;
}

WmArrangement *
wm_arrangement_parse (const WmVariant *variant, const char *spec, GError **error)
{
  g_auto (GStrv) cells = g_strsplit (spec, ",", -1);
  g_autoptr (WmArrangement) arrangement = NULL;
  int n = variant->board.cols * variant->board.rows;

  if ((int) g_strv_length (cells) != n)
    {
      g_set_error (error, WM_ARRANGEMENT_ERROR, 0,
                   _("the arrangement needs %d cells (the board is %d × %d), not %u"), n,
                   variant->board.cols, variant->board.rows, g_strv_length (cells));
      return NULL;
    }
  arrangement = wm_arrangement_new (variant->board.cols, variant->board.rows);
  for (int i = 0; i < n; i++)
    if (!parse_cell (variant, g_strstrip (cells[i]), &arrangement->cells[i], error))
      return NULL;
  if (!check_each_once (variant, arrangement, error))
    return NULL;
  return g_steal_pointer (&arrangement);
}

char *
wm_arrangement_to_string (const WmVariant *variant, const WmArrangement *arrangement)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < arrangement->cols * arrangement->rows; i++)
    {
      const WmPlacement *cell = &arrangement->cells[i];
      WmRegion *region = g_ptr_array_index (variant->regions, cell->region);
      g_string_append_printf (out, "%s%s:%c:%d", i ? "," : "", region->id, cell->side ? 'B' : 'A',
                              cell->quarters * 90);
      if (cell->side == 1 && cell->quest_deck >= 0 && cell->towns[0] >= 0 && cell->towns[1] >= 0)
        {
          WmDeck *deck = g_ptr_array_index (variant->decks, cell->quest_deck);
          WmTown *t0 = g_ptr_array_index (variant->towns, cell->towns[0]);
          WmTown *t1 = g_ptr_array_index (variant->towns, cell->towns[1]);
          g_string_append_printf (out, ":%s:%s:%s", deck->id, t0->id, t1->id);
        }
    }
  return g_string_free (out, FALSE);
}

/* ---- enumeration ------------------------------------------------------------ */

static guint64
factorial (int n)
{
  guint64 f = 1;

  for (int i = 2; i <= n; i++)
    f *= i;
  return f;
}

/* Saturates at G_MAXUINT64 once the count does not fit 64 bits, which
 * depends on what is random: over 13 cells with order and rotation both
 * random (13! × 4^13 fits, 14! × 4^14 does not), over 20 with the order
 * alone (21! > 2^64) and over 31 with the rotations alone (4^32 = 2^64).
 * A fixed board has one arrangement whatever its size. */
guint64
wm_arrangement_count (const WmVariant *variant)
{
  int n = variant->board.cols * variant->board.rows;
  guint64 count = 1;

  if (variant->board.order == WM_ORDER_RANDOM)
    for (int i = 2; i <= n; i++)
      if (!g_uint64_checked_mul (&count, count, (guint64) i))
        return G_MAXUINT64;
  if (variant->board.rotation == WM_ORDER_RANDOM)
    for (int i = 0; i < n; i++)
      if (!g_uint64_checked_mul (&count, count, 4))
        return G_MAXUINT64;
  return count;
}

gboolean
wm_arrangement_countable (const WmVariant *variant)
{
  return wm_arrangement_count (variant) != G_MAXUINT64;
}

WmArrangement *
wm_arrangement_nth (const WmVariant *variant, int side, guint64 index)
{
  WmArrangement *base = wm_arrangement_default (variant, side == 1);
  WmArrangement *arrangement = wm_arrangement_copy (base);
  int n = base->cols * base->rows;
  g_autofree int *pool = g_new (int, n);

  g_return_val_if_fail (wm_arrangement_countable (variant), arrangement);
  g_return_val_if_fail (index < wm_arrangement_count (variant), arrangement);

  /* Rotations are the low base-4 digits, the order (a Lehmer code over the
   * default order) the rest. */
  if (variant->board.rotation == WM_ORDER_RANDOM)
    for (int i = 0; i < n; i++)
      {
        arrangement->cells[i].quarters = index % 4;
        index /= 4;
      }
  if (variant->board.order == WM_ORDER_RANDOM)
    {
      for (int i = 0; i < n; i++)
        pool[i] = i;
      for (int i = 0; i < n; i++)
        {
          guint64 f = factorial (n - 1 - i);
          int pick = (int) (index / f);
          int quarters = arrangement->cells[i].quarters;
          index %= f;
          arrangement->cells[i] = base->cells[pool[pick]];
          /* Turned at random, the digits above turn each cell; otherwise a
           * region keeps the turn its own <board> cell gives it, as setup
           * (wm_arrangement_random ()) deals it. */
          if (variant->board.rotation == WM_ORDER_RANDOM)
            arrangement->cells[i].quarters = quarters;
          memmove (&pool[pick], &pool[pick + 1], sizeof (int) * (n - 1 - pick));
        }
    }
  wm_arrangement_free (base);
  return arrangement;
}
