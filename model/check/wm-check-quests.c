#define G_LOG_DOMAIN "wm-check"

/* What quests and characters need of the map (part "quests"): common quest
 * targets placed, in another region than their deck's and reachable from
 * it, side and personal quest tasks that the map can satisfy, start towns
 * on the map. Judged on the default board of each side (wm_map_build);
 * whether every arrangement is connected is the arrangement checks'
 * business. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-map.h"
#include "wm-registry.h"

typedef struct
{
  WmMap *map;          /* NULL when the side cannot be assembled */
  int n_forts, n_inns, n_islands, n_secret, n_wet_lakes;
  int towns_per_cell_min;
  int regions_with_towns;
} MapFacts;

static void
gather_facts (WmCheck *c, int side, MapFacts *f)
{
  g_autoptr (WmArrangement) arrangement = NULL;
  int n_cells;

  memset (f, 0, sizeof *f);
  if (c->variant->regions->len == 0 || c->variant->board.cols * c->variant->board.rows <= 0)
    return;
  arrangement = wm_arrangement_default (c->variant, side == 1);
  n_cells = arrangement->cols * arrangement->rows;
  for (int i = 0; i < n_cells; i++)
    {
      const WmRegion *r = g_ptr_array_index (c->variant->regions, arrangement->cells[i].region);
      if (r->sides[side] == NULL)
        return;
    }
  f->map = wm_map_build (c->variant, arrangement, NULL);
  if (f->map == NULL)
    return;
  f->towns_per_cell_min = G_MAXINT;
  for (int cell = 0; cell < n_cells; cell++)
    {
      int towns = 0;
      for (int s = f->map->cell_first_space[cell]; s < f->map->cell_first_space[cell + 1]; s++)
        {
          WmPlace place = f->map->spaces[s].place;
          f->n_forts += place == WM_PLACE_FORT;
          f->n_inns += place == WM_PLACE_INN;
          f->n_secret += place == WM_PLACE_SECRET;
          towns += place == WM_PLACE_TOWN;
        }
      f->towns_per_cell_min = MIN (f->towns_per_cell_min, towns);
      f->regions_with_towns += towns > 0;
    }
  for (int l = 0; l < f->map->n_lakes; l++)
    {
      f->n_islands += f->map->lakes[l].n_islands;
      f->n_wet_lakes += f->map->lakes[l].n_members >= 2;
    }
}

/* The spaces reachable from @from along paths and lakes (no wrap-around). */
static void
flood (const WmMap *map, gboolean *seen, GArray *queue)
{
  for (guint head = 0; head < queue->len; head++)
    {
      const WmMapSpace *ms = &map->spaces[g_array_index (queue, int, head)];
      for (int x = ms->first_exit; x < ms->first_exit + ms->n_exits; x++)
        {
          const WmExit *exit = &map->exits[x];
          if (exit->via == WM_VIA_WRAP_ROAD || exit->via == WM_VIA_WRAP_LAKE || seen[exit->to])
            continue;
          seen[exit->to] = TRUE;
          g_array_append_val (queue, exit->to);
        }
    }
}

static int
space_of_town (const WmMap *map, int town)
{
  for (int s = 0; s < map->n_spaces; s++)
    if (map->spaces[s].place == WM_PLACE_TOWN && map->spaces[s].town == town)
      return s;
  return -1;
}

static void
check_targets (WmCheck *c, const WmDeck *deck, const MapFacts *a)
{
  const WmMap *map = a->map;
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (map->n_spaces, 1));
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));
  const WmRegion *home = wm_variant_find_region (c->variant, deck->region);
  gboolean on_board = home == NULL || wm_check_region_on_board (c->variant, home);

  for (int s = 0; s < map->n_spaces; s++)
    {
      const WmRegion *r = g_ptr_array_index (c->variant->regions, wm_map_space_region (map, s));
      if (map->spaces[s].place == WM_PLACE_TOWN && g_strcmp0 (r->id, deck->region) == 0)
        {
          seen[s] = TRUE;
          g_array_append_val (queue, s);
        }
    }
  flood (map, seen, queue);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      for (guint t = 0; t < card->targets->len; t++)
        {
          const WmTarget *target = g_ptr_array_index (card->targets, t);
          int town = wm_check_town_index (c->variant, target->town);
          int space = town < 0 ? -1 : space_of_town (map, town);
          g_autofree char *where = NULL, *named = NULL, *region = NULL;
          if (town < 0 || (space >= 0 && seen[space]))
            continue; /* unknown towns are the structure checks' */
          where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);
          named = wm_check_town_named (c, target->town);
          region = wm_check_region_named (c, deck->region);
          if (space < 0)
            wm_check_error (c, target->line, where, "card-target-unreachable",
                            _("target town %s is not on the map"), named);
          else if (queue->len == 0 && !on_board)
            /* The real reason, and no more than a warning: no game deals
             * the deck (review 14, R14-1). */
            wm_check_warning (c, target->line, where, "card-target-unreachable",
                              _("region %s of this deck is on no cell of the board, so its "
                                "quests are never dealt"),
                              region);
          else if (queue->len == 0)
            wm_check_error (c, target->line, where, "card-target-unreachable",
                            _("region %s of this deck has no town to start from"), region);
          else
            wm_check_error (c, target->line, where, "card-target-unreachable",
                            _("target town %s cannot be reached from the towns of region %s"),
                            named, region);
        }
    }
}

/* Whether some town is printed outside region @region_id. */
static gboolean
town_elsewhere (const WmVariant *variant, const char *region_id)
{
  for (guint t = 0; t < variant->towns->len; t++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, t);
      const WmRegion *home = wm_variant_town_region (variant, town->id);
      if (home != NULL && g_strcmp0 (home->id, region_id) != 0)
        return TRUE;
    }
  return FALSE;
}

/* A common quest is taken in its deck's region, whose towns its back shows,
 * and carried to a town of another region (rulebook, setup step 5; every
 * base-game quest does so): one for the deck's own towns would be done
 * where it was picked up, and the simulator would count it as cheap. A
 * variant without towns elsewhere (one region) has nowhere else to send. */
static void
check_own_region (WmCheck *c, const WmDeck *deck)
{
  const char *deck_name = wm_variant_display_name (c->variant, &deck->name, deck->id);

  if (deck->region == NULL || !town_elsewhere (c->variant, deck->region))
    return;
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      for (guint t = 0; t < card->targets->len; t++)
        {
          const WmTarget *target = g_ptr_array_index (card->targets, t);
          const WmRegion *home = wm_variant_town_region (c->variant, target->town);
          const WmTown *town = wm_variant_find_town (c->variant, target->town);
          g_autofree char *where = NULL;
          if (home == NULL || town == NULL || g_strcmp0 (home->id, deck->region) != 0)
            continue;
          where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);
          wm_check_warning (c, target->line, where, "quest-own-region",
                            /* TRANSLATORS: the card's id, its deck's name, the town's name */
                            _("card “%s” of “%s” targets %s, one of the deck's own towns: a "
                              "common quest is taken in its deck's region and carried to a "
                              "town of another region"),
                            card->id, deck_name,
                            wm_variant_display_name (c->variant, &town->name, town->id));
        }
    }
}

/* Why the map of side A or B cannot satisfy @task, or NULL when it can. */
static char *
task_problem (WmCheck *c, const WmTask *task, const WmCharacter *owner, const MapFacts *f)
{
  const char *type = task->type;

  if (f->map == NULL)
    return NULL;
  if (g_strcmp0 (type, "visit-fort") == 0 && f->n_forts == 0)
    return g_strdup (_("the map has no fort"));
  if (g_strcmp0 (type, "visit-inn") == 0 && f->n_inns == 0)
    return g_strdup (_("the map has no inn"));
  if (g_strcmp0 (type, "visit-island") == 0 && f->n_islands == 0)
    return g_strdup (_("the map has no island in a lake"));
  if (g_strcmp0 (type, "cross-lake") == 0 && f->n_wet_lakes == 0)
    return g_strdup (_("the map has no lake with two spaces on it"));
  if (g_strcmp0 (type, "visit-town-view") == 0 && f->towns_per_cell_min == 0)
    return g_strdup (_("a region of the board has no town, so a corner may hold none"));
  if (g_strcmp0 (type, "visit-town-other-region") == 0 && f->regions_with_towns < 2)
    return g_strdup (_("fewer than two regions have towns"));
  if (g_strcmp0 (type, "visit-secret-place") == 0)
    {
      const char *kind = wm_effect_get_param (task, "kind");
      int count = 0;
      for (guint i = 0; i < c->variant->secret_places->len; i++)
        {
          const WmSecretPlace *p = g_ptr_array_index (c->variant->secret_places, i);
          if (kind == NULL || strcmp (kind, "any") == 0
              || g_strcmp0 (wm_secret_kind_to_string (p->kind), kind) == 0)
            count += p->count;
        }
      if (count == 0 || f->n_secret == 0)
        return g_strdup_printf (_("the map has no secret place of kind %s"),
                                kind ? kind : "any");
    }
  if (g_strcmp0 (type, "visit-town") == 0 && f->map->arrangement->cells[0].side == 0)
    {
      const char *id = wm_effect_get_param (task, "town");
      int town = wm_check_town_index (c->variant, id);
      if (town >= 0 && space_of_town (f->map, town) < 0)
        {
          g_autofree char *named = wm_check_town_named (c, id);
          return g_strdup_printf (_("town %s is not on the map"), named);
        }
    }
  if (g_strcmp0 (type, "visit-own-town") == 0 && f->map->arrangement->cells[0].side == 0)
    for (guint i = 0; i < c->variant->characters->len; i++)
      {
        const WmCharacter *ch = g_ptr_array_index (c->variant->characters, i);
        int town = wm_check_town_index (c->variant, ch->start_town);
        if ((owner == NULL || owner == ch) && town >= 0 && space_of_town (f->map, town) < 0)
          {
            g_autofree char *named = wm_check_town_named (c, ch->start_town);
            /* Translators: a town as wm_check_named () says it ("“Ashford”
             * (t2)"), then the name of the character who starts there. */
            return g_strdup_printf (_("%s, the start town of “%s”, is not on the map"), named,
                                    wm_variant_display_name (c->variant, &ch->name, ch->id));
          }
      }
  return NULL;
}

/* A personal quest sends its character to a town outside the start town's
 * region: that needs towns in another region than the one it starts in. */
static char *
personal_problem (WmCheck *c, const WmTask *task, const WmCharacter *ch, const MapFacts *a)
{
  int town = wm_check_town_index (c->variant, ch->start_town);
  int home, region;
  g_autofree char *named = NULL;

  if (a->map == NULL || g_strcmp0 (task->type, "visit-town-other-region") != 0 || town < 0
      || (home = space_of_town (a->map, town)) < 0)
    return NULL;
  region = wm_map_space_region (a->map, home);
  for (int s = 0; s < a->map->n_spaces; s++)
    if (a->map->spaces[s].place == WM_PLACE_TOWN && wm_map_space_region (a->map, s) != region)
      return NULL;
  named = wm_check_town_named (c, ch->start_town);
  return g_strdup_printf (_("no town lies outside the region of %s"), named);
}

static void
check_tasks (WmCheck *c, const WmDeck *deck, const MapFacts facts[2])
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      const WmCharacter *owner = wm_variant_find_character (c->variant, card->character);
      for (guint t = 0; t < card->tasks->len; t++)
        {
          const WmTask *task = g_ptr_array_index (card->tasks, t);
          for (int side = 0; side < 2; side++)
            {
              g_autofree char *why = task_problem (c, task, owner, &facts[side]);
              if (why == NULL && owner != NULL && side == 0)
                why = personal_problem (c, task, owner, &facts[0]);
              if (why != NULL)
                {
                  g_autofree char *where = g_strdup_printf ("deck %s / card %s", deck->id,
                                                            card->id);
                  g_autofree char *named = wm_check_named (c, &card->name, card->id);
                  const WmTypeSpec *spec = wm_registry_find_task (task->type);
                  wm_check_error (c, task->line, where, "card-task-unsatisfiable",
                                  /* Translators: the task as the deck editor names it
                                   * ("Return home"), the card as wm_check_named () says
                                   * it ("“Hearth” (M19)"), the side, and why. */
                                  _("the task “%s” of %s cannot be done on side %c: %s"),
                                  spec ? _(spec->title) : task->type, named, side ? 'B' : 'A',
                                  why);
                  break;
                }
            }
        }
    }
}

static void
check_start_towns (WmCheck *c, const MapFacts *a)
{
  for (guint i = 0; a->map != NULL && i < c->variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (c->variant->characters, i);
      int town = wm_check_town_index (c->variant, ch->start_town);
      if (town >= 0 && space_of_town (a->map, town) < 0)
        {
          g_autofree char *where = g_strdup_printf ("character %s", ch->id);
          g_autofree char *named = wm_check_town_named (c, ch->start_town);
          wm_check_error (c, ch->line, where, "character-start-town",
                          _("start town %s of “%s” is not on the map"), named,
                          wm_variant_display_name (c->variant, &ch->name, ch->id));
        }
    }
}

void
wm_check_quests (WmCheck *c)
{
  MapFacts facts[2];

  for (int side = 0; side < 2; side++)
    gather_facts (c, side, &facts[side]);
  for (guint d = 0; d < c->variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (c->variant->decks, d);
      if (deck->kind == WM_DECK_COMMON_QUEST)
        check_own_region (c, deck);
      if (deck->kind == WM_DECK_COMMON_QUEST && facts[0].map != NULL)
        check_targets (c, deck, &facts[0]);
      if (deck->kind == WM_DECK_SIDE_QUEST || deck->kind == WM_DECK_PERSONAL_QUEST)
        check_tasks (c, deck, facts);
    }
  check_start_towns (c, &facts[0]);
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&facts[side].map, wm_map_unref);
}
