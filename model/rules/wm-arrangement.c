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

/* A list of the ids a word may be stops here: a base game's eight towns
 * read in one line, a large variant's would not. */
#define MAX_LISTED 12

/* The ids of @items (each starts with its id, as find_by_id () in
 * wm-variant.c reads them) for a message, "r1, r2, r3", cut short with "…";
 * of the decks only the common-quest decks, which alone lie beside a
 * region. NULL when there are none. */
static char *
valid_ids (GPtrArray *items, gboolean quest_decks_only)
{
  GString *out = g_string_new (NULL);
  guint listed = 0;

  for (guint i = 0; i < items->len; i++)
    {
      gpointer item = g_ptr_array_index (items, i);
      if (quest_decks_only && ((WmDeck *) item)->kind != WM_DECK_COMMON_QUEST)
        continue;
      if (listed++ < MAX_LISTED)
        g_string_append_printf (out, "%s%s", out->len ? ", " : "", *(char **) item);
    }
  if (listed > MAX_LISTED)
    g_string_append (out, ", …");
  return g_string_free (out, listed == 0);
}

/* One sentence per kind of word, each naming the word and what it may be
 * (review 13: "unknown quest deck or town" said neither). */
static gboolean
unknown_region (GError **error, const WmVariant *variant, const char *cell_spec, const char *word)
{
  g_autofree char *ids = valid_ids (variant->regions, FALSE);
  /* Translators: the first %s is the word of the spec, the second the
   * variant's region ids, "r1, r2, r3, r4". */
  g_autofree char *why = g_strdup_printf (_("unknown region “%s”; the regions are %s"), word,
                                          ids ? ids : "");

  return parse_fail (error, cell_spec, why);
}

static gboolean
unknown_quest_deck (GError **error, const WmVariant *variant, const char *cell_spec,
                    const char *word)
{
  g_autofree char *ids = valid_ids (variant->decks, TRUE);
  g_autofree char *why
      = ids ? g_strdup_printf (
                  /* Translators: the first %s is the word of the spec, the second
                   * the variant's common-quest deck ids, "quests-r1, quests-r2". */
                  _("unknown quest deck “%s”; the common-quest decks are %s"), word, ids)
            : g_strdup_printf (_("unknown quest deck “%s”; the variant has no common-quest deck"),
                               word);

  return parse_fail (error, cell_spec, why);
}

static gboolean
unknown_town (GError **error, const WmVariant *variant, const char *cell_spec, const char *word)
{
  g_autofree char *ids = valid_ids (variant->towns, FALSE);
  g_autofree char *why
      = ids ? g_strdup_printf (
                  /* Translators: the first %s is the word of the spec, the second
                   * the variant's town ids, "calder, elmswick, …". */
                  _("unknown town “%s”; the towns are %s"), word, ids)
            : g_strdup_printf (_("unknown town “%s”; the variant has no town"), word);

  return parse_fail (error, cell_spec, why);
}

/* The deck and towns of a side B cell written out, ":DECK:TOWN:TOWN". */
static gboolean
parse_deck_and_towns (const WmVariant *variant, const char *spec, char **words, WmPlacement *cell,
                      GError **error)
{
  const WmDeck *deck = wm_variant_find_deck (variant, words[0]);

  if (deck == NULL || deck->kind != WM_DECK_COMMON_QUEST)
    return unknown_quest_deck (error, variant, spec, words[0]);
  cell->quest_deck = index_of (variant->decks, (gpointer) deck);
  for (int k = 0; k < 2; k++)
    {
      cell->towns[k] = index_of (variant->towns, wm_variant_find_town (variant, words[1 + k]));
      if (cell->towns[k] < 0)
        return unknown_town (error, variant, spec, words[1 + k]);
    }
  return TRUE;
}

/* Parses one cell; *@named tells whether it names its deck and towns. */
static gboolean
parse_cell (const WmVariant *variant, const char *spec, WmPlacement *cell, gboolean *named,
            GError **error)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  guint n = g_strv_length (parts);
  int region, side, degrees;
  char *end = NULL;

  if (n != 3 && n != 6)
    return parse_fail (error, spec, _("expected REGION:SIDE:DEGREES[:DECK:TOWN:TOWN]"));
  region = region_index (variant, parts[0]);
  if (region < 0)
    return unknown_region (error, variant, spec, parts[0]);
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
  *named = n == 6;
  return n == 3 || parse_deck_and_towns (variant, spec, parts + 3, cell, error);
}

/* A board has each region tile and each quest deck once: a spec that
 * repeats one would deal the same cards twice (found by
 * tests/fuzz/fuzz-game-log). Towns: check_towns (). */
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
  g_autofree int *decks = g_new0 (int, MAX (variant->decks->len, 1));

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

/* ---- towns ------------------------------------------------------------------ */

/* How many times the variant provides each town: once for every side A
 * slot that prints it — a variant may print a town on two slots, which the
 * validator reports (setup-town-placement) but the default and random
 * arrangements then place twice — and once for a town printed on none,
 * which a spec may still name. */
static int *
town_allowance (const WmVariant *variant)
{
  int *allowed = g_new0 (int, MAX (variant->towns->len, 1));

  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmSide *side = ((WmRegion *) g_ptr_array_index (variant->regions, r))->sides[0];
      for (guint i = 0; side != NULL && i < side->spaces->len; i++)
        {
          const WmSpace *space = g_ptr_array_index (side->spaces, i);
          int town = index_of (variant->towns, wm_variant_find_town (variant, space->town));
          if (space->kind == WM_SPACE_TOWN && town >= 0)
            allowed[town]++;
        }
    }
  for (guint t = 0; t < variant->towns->len; t++)
    allowed[t] = MAX (allowed[t], 1);
  return allowed;
}

/* The towns @p puts on its side's town slots, slot by slot, as the map
 * places them (wm-map.c, add_spaces ()): side A those it prints, side B the
 * arrangement's on its first two; -1 for a slot left empty. */
static void
towns_placed (const WmVariant *variant, const WmPlacement *p, GArray *towns)
{
  const WmSide *side = ((WmRegion *) g_ptr_array_index (variant->regions, p->region))->sides[p->side];

  g_array_set_size (towns, 0);
  for (guint i = 0; side != NULL && i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      int town = -1;
      if (space->kind != WM_SPACE_TOWN)
        continue;
      if (p->side == 0)
        town = index_of (variant->towns, wm_variant_find_town (variant, space->town));
      else if (towns->len < 2)
        town = p->towns[towns->len];
      g_array_append_val (towns, town);
    }
}

/* A side B cell the spec leaves at REGION:SIDE:DEGREES lies beside its
 * region's quest deck with that deck's towns (place ()). A town the rest of
 * the board already holds as often as the variant provides it gives way to
 * one still free, in the variant's order, so that a cell left out never
 * puts a town twice on the board and another off it (review 13). With none
 * free it stays, and check_towns () refuses the spec. */
static void
fill_free_towns (const WmVariant *variant, WmArrangement *arrangement, const gboolean *named)
{
  int n = arrangement->cols * arrangement->rows;
  g_autofree int *left = town_allowance (variant);
  g_autofree gboolean *taken = g_new0 (gboolean, n * 2);
  g_autoptr (GArray) towns = g_array_new (FALSE, FALSE, sizeof (int));

  /* First what the spec names and side A prints, then the towns of the
   * cells left out that are still free, then the others. */
  for (int pass = 0; pass < 2; pass++)
    for (int c = 0; c < n; c++)
      {
        gboolean given = named[c] || arrangement->cells[c].side == 0;
        if (given != (pass == 0))
          continue;
        towns_placed (variant, &arrangement->cells[c], towns);
        for (guint k = 0; k < towns->len; k++)
          {
            int town = g_array_index (towns, int, k);
            if (town >= 0 && (given || left[town] > 0))
              left[town]--;
            else if (town >= 0)
              taken[c * 2 + k] = TRUE; /* k < 2 on side B */
          }
      }
  for (int i = 0; i < n * 2; i++)
    for (guint t = 0; taken[i] && t < variant->towns->len; t++)
      if (left[t] > 0)
        {
          arrangement->cells[i / 2].towns[i % 2] = (int) t;
          left[t]--;
          break;
        }
}

typedef struct
{
  int town;
  int cell, slot; /* from 1 */
} Seat;

/* Where a town lies, "cell 1, slots 1 and 2" or "cell 1, slot 2; cell 3,
 * slot 1". */
static char *
describe_seats (GArray *seats, int town)
{
  g_autoptr (GArray) mine = g_array_new (FALSE, FALSE, sizeof (Seat));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < seats->len; i++)
    if (g_array_index (seats, Seat, i).town == town)
      g_array_append_val (mine, g_array_index (seats, Seat, i));
  if (mine->len == 2 && g_array_index (mine, Seat, 0).cell == g_array_index (mine, Seat, 1).cell)
    {
      /* Translators: one cell of the board and two of its town slots, all
       * counted from 1. */
      g_string_printf (out, _("cell %d, slots %d and %d"), g_array_index (mine, Seat, 0).cell,
                       g_array_index (mine, Seat, 0).slot, g_array_index (mine, Seat, 1).slot);
      return g_string_free (out, FALSE);
    }
  for (guint i = 0; i < mine->len; i++)
    {
      const Seat *seat = &g_array_index (mine, Seat, i);
      if (i > 0)
        g_string_append (out, "; ");
      /* Translators: a cell of the board and one of its town slots, both
       * counted from 1. */
      g_string_append_printf (out, _("cell %d, slot %d"), seat->cell, seat->slot);
    }
  return g_string_free (out, FALSE);
}

/* The towns not on the board, as wm_variant_town_named () says them:
 * "“Elmswick” (elmswick) of “Heath”, “Fennick” (fennick) of “Moor”"; NULL
 * when every town is. *@count says how many. */
static char *
towns_left_off (const WmVariant *variant, const int *placed, guint *count)
{
  GString *out = g_string_new (NULL);

  *count = 0;
  for (guint t = 0; t < variant->towns->len; t++)
    if (placed[t] == 0 && (*count)++ < MAX_LISTED)
      {
        const WmTown *town = g_ptr_array_index (variant->towns, t);
        g_autofree char *named = wm_variant_town_named (variant, town->id);
        if (out->len > 0)
          g_string_append (out, ", ");
        g_string_append (out, named);
      }
  if (*count > MAX_LISTED)
    g_string_append (out, ", …");
  return g_string_free (out, *count == 0);
}

static void
town_overused (GError **error, const WmVariant *variant, GArray *seats, const int *placed,
               int town, int allowed)
{
  /* Named as the designer knows it, with the id the spec writes. */
  g_autofree char *id
      = wm_variant_town_named (variant, ((WmTown *) g_ptr_array_index (variant->towns, town))->id);
  g_autofree char *where = describe_seats (seats, town);
  g_autofree char *fault = NULL;
  g_autofree char *off = NULL;
  guint n_off;

  if (placed[town] == 2 && allowed == 1)
    /* Translators: a town ("“Calder” (calder) of “Heath”"), then where it
     * lies ("cell 1, slots 1 and 2"). */
    fault = g_strdup_printf (_("the arrangement places the town %s twice (%s)"), id, where);
  else
    fault = g_strdup_printf (
        /* Translators: a town ("“Calder” (calder) of “Heath”"), how often
         * the arrangement places it, where ("cell 1, slot 2; cell 3, slot
         * 1"), and on how many slots of side A the variant prints it. */
        g_dngettext (GETTEXT_PACKAGE,
                     "the arrangement places the town %s %d times (%s), but the variant prints "
                     "it on %d slot",
                     "the arrangement places the town %s %d times (%s), but the variant prints "
                     "it on %d slots",
                     allowed),
        id, placed[town], where, allowed);
  off = towns_left_off (variant, placed, &n_off);
  if (off == NULL)
    g_set_error_literal (error, WM_ARRANGEMENT_ERROR, 0, fault);
  else
    g_set_error (error, WM_ARRANGEMENT_ERROR, 0,
                 /* Translators: the first %s is the sentence above, the second one
                  * or more towns ("“Elmswick” (elmswick) of “Heath”"). */
                 g_dngettext (GETTEXT_PACKAGE, "%s; %s is not on the board",
                              "%s; %s are not on the board", n_off),
                 fault, off);
}

/* Each town on the board at most as often as the variant provides it: a
 * town placed twice leaves another off the board, which the game finds
 * only as a character with no start town (review 13). */
static gboolean
check_towns (const WmVariant *variant, const WmArrangement *arrangement, GError **error)
{
  g_autofree int *allowed = town_allowance (variant);
  g_autofree int *placed = g_new0 (int, MAX (variant->towns->len, 1));
  g_autoptr (GArray) seats = g_array_new (FALSE, FALSE, sizeof (Seat));
  g_autoptr (GArray) towns = g_array_new (FALSE, FALSE, sizeof (int));

  for (int c = 0; c < arrangement->cols * arrangement->rows; c++)
    {
      towns_placed (variant, &arrangement->cells[c], towns);
      for (guint k = 0; k < towns->len; k++)
        {
          Seat seat = { g_array_index (towns, int, k), c + 1, (int) k + 1 };
          if (seat.town < 0)
            continue;
          placed[seat.town]++;
          g_array_append_val (seats, seat);
        }
    }
  for (guint t = 0; t < variant->towns->len; t++)
    if (placed[t] > allowed[t])
      {
        town_overused (error, variant, seats, placed, (int) t, allowed[t]);
        return FALSE;
      }
  return TRUE;
}

gboolean
wm_arrangement_check (const WmVariant *variant, const WmArrangement *arrangement, GError **error)
{
  g_return_val_if_fail (variant != NULL && arrangement != NULL, FALSE);

  return check_each_once (variant, arrangement, error)
         && check_towns (variant, arrangement, error);
}

WmArrangement *
wm_arrangement_parse (const WmVariant *variant, const char *spec, GError **error)
{
  g_auto (GStrv) cells = g_strsplit (spec, ",", -1);
  g_autoptr (WmArrangement) arrangement = NULL;
  int n = variant->board.cols * variant->board.rows;
  g_autofree gboolean *named = NULL;

  if ((int) g_strv_length (cells) != n)
    {
      g_set_error (error, WM_ARRANGEMENT_ERROR, 0,
                   _("the arrangement needs %d cells (the board is %d × %d), not %u"), n,
                   variant->board.cols, variant->board.rows, g_strv_length (cells));
      return NULL;
    }
  arrangement = wm_arrangement_new (variant->board.cols, variant->board.rows);
  named = g_new0 (gboolean, n);
  for (int i = 0; i < n; i++)
    if (!parse_cell (variant, g_strstrip (cells[i]), &arrangement->cells[i], &named[i], error))
      return NULL;
  fill_free_towns (variant, arrangement, named);
  if (!wm_arrangement_check (variant, arrangement, error))
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
