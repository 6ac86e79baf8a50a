#define G_LOG_DOMAIN "wm-rules"

/* Spaces named as a player at the table names them: a town by its name, a
 * fort by the weapon it hands out, any other space by where it lies from
 * a town or fort of its own region ("the space west of Elmswick"), or one
 * a path joins it to; two that would read the same are named from the
 * region's next landmark, or as the one "further" west. The board's
 * internal ids appear only in brackets, where two spaces still read the
 * same.
 * Only what is printed on the board is used (towns, forts, the kinds of
 * spaces): nothing a player may not know. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "wm-game-private.h"

/* The spaces around a town, by the compass direction from the town. The
 * phrase follows a noun ("the space %s"), so German and Italian keep it
 * after theirs ("Feld westlich von Elmswick"). */
static const char *const where_formats[WM_N_DIRS] = {
  /* TRANSLATORS: where a space lies from a town, after "the space" (%s:
   * the town's name) */
  N_("north of %s"),
  N_("north-east of %s"),
  N_("east of %s"),
  N_("south-east of %s"),
  N_("south of %s"),
  N_("south-west of %s"),
  N_("west of %s"),
  N_("north-west of %s"),
};

/* The same from a fort, named by the weapon it hands out: a phrase of
 * their own, as the fort takes an article after "of" where a town takes
 * none (Italian "a nord della fortezza «Lancia»", not "a nord di fortezza
 * «Lancia»"; review k, 9). */
static const char *const fort_where_formats[WM_N_DIRS] = {
  /* TRANSLATORS: where a space lies from a fort, after "the space" (%s:
   * the weapon the fort hands out): "the space north of the Bow fort" */
  N_("north of the %s fort"),
  N_("north-east of the %s fort"),
  N_("east of the %s fort"),
  N_("south-east of the %s fort"),
  N_("south of the %s fort"),
  N_("south-west of the %s fort"),
  N_("west of the %s fort"),
  N_("north-west of the %s fort"),
};

const char *
wm_game_town_name (const WmGame *game, int town)
{
  const char *lang = wm_variant_display_language (game->variant);
  const WmTown *t = g_ptr_array_index (game->variant->towns, town);
  const char *name = wm_text_get (&t->name, lang, lang);

  return name != NULL && *name != '\0' ? name : t->id;
}

/* The fort's weapon type by name, or NULL when its region hands none out. */
static const char *
fort_weapon_name (const WmGame *game, int space)
{
  const char *lang = wm_variant_display_language (game->variant);
  guint8 weapon = game->fort_weapon[wm_map_space_region (game->map, space)];
  const WmWeaponType *w;
  const char *name;

  if (weapon == WM_GAME_NONE || weapon >= game->variant->weapon_types->len)
    return NULL;
  w = g_ptr_array_index (game->variant->weapon_types, weapon);
  name = wm_text_get (&w->name, lang, lang);
  return name != NULL && *name != '\0' ? name : w->id;
}

/* Whether @space is named for itself (a town, a fort with a weapon) and
 * names the spaces around it. */
static gboolean
is_landmark (const WmGame *game, int space)
{
  const WmMapSpace *s = &game->map->spaces[space];

  return s->town >= 0 || (s->place == WM_PLACE_FORT && fort_weapon_name (game, space) != NULL);
}

/* The name of a landmark. */
static char *
landmark_name (const WmGame *game, int space)
{
  const WmMapSpace *s = &game->map->spaces[space];

  if (s->town >= 0)
    return g_strdup (wm_game_town_name (game, s->town));
  /* TRANSLATORS: a fort named by the weapon it hands out ("the Bow
   * fort"); German and Italian without article */
  return g_strdup_printf (_("the %s fort"), fort_weapon_name (game, space));
}

/* The compass direction from @from to @to on the board, whose y grows to
 * the south. */
static WmDirection
compass (const WmMapSpace *from, const WmMapSpace *to)
{
  double angle = atan2 (to->x - from->x, from->y - to->y); /* 0 = north, clockwise */
  int octant = (int) lround (angle / (G_PI / 4));

  return (WmDirection) ((octant + WM_N_DIRS) % WM_N_DIRS);
}

/* The direction of the path from the landmark @from to @space, or
 * WM_DIR_NONE when no path joins them. A space leaves in each direction
 * on one path at most, so a landmark and a direction name one space. */
static WmDirection
path_direction (const WmMap *map, int from, int space)
{
  const WmMapSpace *s = &map->spaces[from];

  for (int e = s->first_exit; e < s->first_exit + s->n_exits; e++)
    if (map->exits[e].to == space && map->exits[e].via == WM_VIA_PATH && map->exits[e].dirs != 0)
      return (WmDirection) g_bit_nth_lsf (map->exits[e].dirs, -1);
  return WM_DIR_NONE;
}

/* One way to name a space: from a landmark, in a direction. */
typedef struct
{
  int landmark;
  WmDirection dir;
  int rank;        /* 0: a path joins the landmark to the space in @dir; 1: a
                    * landmark of the space's own region; 2: any other */
  double distance; /* from the landmark */
} Where;

static int
compare_where (gconstpointer a, gconstpointer b)
{
  const Where *wa = a, *wb = b;

  if (wa->rank != wb->rank)
    return wa->rank - wb->rank;
  return wa->distance < wb->distance ? -1 : wa->distance > wb->distance;
}

/* The ways to name @space, best first: from a landmark a path joins it to
 * (in that path's direction), then from those of its own region, then
 * from any other, by the compass, each the nearest first. Across a
 * region's edge a town may lie nearer than its own region's: named after
 * it, a step into either region could read "the space south of Oakhollow"
 * in one list (review 25b, 14). */
static GArray *
ways_to_name (const WmGame *game, int space)
{
  const WmMap *map = game->map;
  const WmMapSpace *s = &map->spaces[space];
  int region = wm_map_space_region (map, space);
  GArray *ways = g_array_new (FALSE, FALSE, sizeof (Where));

  for (int t = 0; t < map->n_spaces; t++)
    {
      const WmMapSpace *ts = &map->spaces[t];
      Where w;

      if (t == space || !is_landmark (game, t))
        continue;
      w.landmark = t;
      w.distance = hypot (ts->x - s->x, ts->y - s->y);
      w.dir = path_direction (map, t, space);
      w.rank = w.dir != WM_DIR_NONE ? 0 : wm_map_space_region (map, t) == region ? 1 : 2;
      if (w.dir == WM_DIR_NONE)
        w.dir = compass (ts, s);
      g_array_append_val (ways, w);
    }
  g_array_sort (ways, compare_where);
  /* Another region's landmarks only for a region without any: a town
   * across the board names nothing a player would find. */
  for (guint i = 0; i < ways->len; i++)
    if (g_array_index (ways, Where, i).rank == 2)
      {
        if (i > 0)
          g_array_set_size (ways, i);
        else
          g_array_set_size (ways, 1);
        break;
      }
  return ways;
}

/* "the space %s" for the kind of @space (%s: where it lies). */
static const char *
noun_format (const WmMapSpace *s)
{
  switch (s->place)
    {
    /* TRANSLATORS: a space of the board with no name, %s is where it lies
     * ("west of Elmswick"); German and Italian without article, as the
     * move sentences put it after an arrow */
    case WM_PLACE_INN: return _("the inn %s");
    case WM_PLACE_SECRET: return _("the secret place %s");
    case WM_PLACE_ISLAND: return _("the island %s");
    default: return _("the space %s");
    }
}

/* @space named the way @w says; @further: as the second of two in that
 * direction from the landmark ("the space further south of Oakhollow"). */
static char *
name_from (const WmGame *game, int space, const Where *w, gboolean further)
{
  g_autofree char *where = NULL;

  if (game->map->spaces[w->landmark].town >= 0)
    where = g_strdup_printf (_(where_formats[w->dir]),
                             wm_game_town_name (game, game->map->spaces[w->landmark].town));
  else
    where = g_strdup_printf (_(fort_where_formats[w->dir]), fort_weapon_name (game, w->landmark));

  if (further)
    {
      g_autofree char *near = g_steal_pointer (&where);
      /* TRANSLATORS: the farther of two spaces that lie in one direction
       * from a town or fort, %s is "south of Oakhollow": "the space
       * further south of Oakhollow" */
      where = g_strdup_printf (_("further %s"), near);
    }
  return g_strdup_printf (noun_format (&game->map->spaces[space]), where);
}

/* A space being named: its ways to be named, and the one it has now. */
typedef struct
{
  GArray *ways; /* of Where, best first; NULL for a landmark or a board without any */
  guint way;
  char *name;
} Naming;

/* Whether the @a keeps a name it shares with @b: the one a path joins to
 * its landmark (there is one at most, as a space leaves in each direction
 * on one path), else the nearer to it. */
static gboolean
has_better_claim (const Naming *a, int ia, const Naming *b, int ib)
{
  const Where *wa = &g_array_index (a->ways, Where, a->way);
  const Where *wb = &g_array_index (b->ways, Where, b->way);

  if ((wa->rank == 0) != (wb->rank == 0))
    return wa->rank == 0;
  if (wa->distance != wb->distance)
    return wa->distance < wb->distance;
  return ia < ib;
}

static double
distance_of (const Naming *naming)
{
  return g_array_index (naming->ways, Where, naming->way).distance;
}

/* Whether space @i rather than @k (-1: none yet) keeps the name both
 * have: a landmark always, as it is named for itself. */
static gboolean
keeps_name (const Naming *naming, int i, int k)
{
  if (k < 0 || naming[i].ways == NULL)
    return TRUE;
  return naming[k].ways != NULL && has_better_claim (&naming[i], i, &naming[k], k);
}

/* The space of @naming that keeps @name in @claims (from best_claims ()),
 * or -1. */
static int
claimer (GHashTable *claims, const char *name)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (claims, name)) - 1;
}

/* For each name the @n spaces have, the one with the best claim to it,
 * besides those that keep theirs in @besides (or NULL). */
static GHashTable *
best_claims (const Naming *naming, int n, GHashTable *besides)
{
  GHashTable *claims = g_hash_table_new (g_str_hash, g_str_equal); /* name → index + 1 */

  for (int i = 0; i < n; i++)
    if ((besides == NULL || claimer (besides, naming[i].name) != i)
        && keeps_name (naming, i, claimer (claims, naming[i].name)))
      g_hash_table_replace (claims, naming[i].name, GINT_TO_POINTER (i + 1));
  return claims;
}

/* Names the spaces that share one with another in their next ways, until
 * no two share one or they have tried every way; TRUE when any changed. */
static gboolean
part_equal_names (const WmGame *game, Naming *naming, int n)
{
  g_autoptr (GHashTable) keeper = best_claims (naming, n, NULL);
  gboolean changed = FALSE;

  for (int i = 0; i < n; i++)
    {
      if (claimer (keeper, naming[i].name) == i || naming[i].ways == NULL
          || naming[i].way + 1 >= naming[i].ways->len)
        continue;
      naming[i].way++;
      g_free (naming[i].name);
      naming[i].name = name_from (game, i, &g_array_index (naming[i].ways, Where, naming[i].way), FALSE);
      changed = TRUE;
    }
  return changed;
}

char **
wm_game_place_names (const WmGame *game)
{
  g_autoptr (GHashTable) keeper = NULL, second = NULL; /* the best claim to a name, the next */
  g_autofree Naming *naming = NULL;
  char **names;
  int n;

  g_return_val_if_fail (game != NULL, NULL);
  n = game->map->n_spaces;
  naming = g_new0 (Naming, MAX (n, 1));
  for (int i = 0; i < n; i++)
    {
      if (!is_landmark (game, i))
        naming[i].ways = ways_to_name (game, i);
      if (naming[i].ways != NULL && naming[i].ways->len == 0)
        g_clear_pointer (&naming[i].ways, g_array_unref);
      if (naming[i].ways != NULL)
        naming[i].name = name_from (game, i, &g_array_index (naming[i].ways, Where, 0), FALSE);
      else if (is_landmark (game, i))
        naming[i].name = landmark_name (game, i);
      else
        naming[i].name = wm_map_space_name (game->map, i);
    }
  /* Two spaces that read the same are named from their next landmark:
   * the names of one list differ in words. */
  while (part_equal_names (game, naming, n))
    ;
  /* Spaces that still read the same, having tried every landmark of
   * their region: the one with the best claim keeps the name, the next
   * farther from the landmark is "further" in that direction, and any
   * other is told apart by its id, which the Map page shows. */
  keeper = best_claims (naming, n, NULL);
  second = best_claims (naming, n, keeper);
  names = g_new0 (char *, n + 1);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *id = wm_map_space_name (game->map, i);
      int k = claimer (keeper, naming[i].name);
      int j = claimer (second, naming[i].name);

      if (k == i)
        names[i] = g_strdup (naming[i].name);
      else if (j == i && naming[i].ways != NULL && naming[k].ways != NULL
               && distance_of (&naming[i]) > distance_of (&naming[k]))
        names[i] = name_from (game, i, &g_array_index (naming[i].ways, Where, naming[i].way), TRUE);
      else
        names[i] = g_strdup_printf ("%s (%s)", naming[i].name, id);
    }
  for (int i = 0; i < n; i++)
    {
      g_free (naming[i].name);
      g_clear_pointer (&naming[i].ways, g_array_unref);
    }
  return names;
}
