#define G_LOG_DOMAIN "wm-rules"

/* Spaces named as a player at the table names them: a town by its name, a
 * fort by the weapon it hands out, any other space by where it lies from
 * the nearest town ("the space west of Elmswick"). The board's internal ids
 * appear only in brackets, where two spaces would otherwise read the same.
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

/* Where @space lies: from a landmark a path joins it to (the nearest, if
 * several), in that path's direction (@next_to set); else from the
 * nearest landmark, by the compass. FALSE without landmarks. */
static gboolean
locate (const WmGame *game, int space, int *landmark, WmDirection *dir, gboolean *next_to)
{
  const WmMap *map = game->map;
  const WmMapSpace *s = &map->spaces[space];
  double best = G_MAXDOUBLE;

  *landmark = -1;
  *next_to = FALSE;
  for (int t = 0; t < map->n_spaces; t++)
    {
      const WmMapSpace *ts = &map->spaces[t];
      double d = hypot (ts->x - s->x, ts->y - s->y);
      WmDirection along;

      if (t == space || !is_landmark (game, t))
        continue;
      along = path_direction (map, t, space);
      /* a landmark joined by a path comes before any other */
      if ((along != WM_DIR_NONE && (!*next_to || d < best)) || (!*next_to && d < best))
        {
          best = d;
          *landmark = t;
          *next_to = along != WM_DIR_NONE;
          *dir = *next_to ? along : compass (ts, s);
        }
    }
  return *landmark >= 0;
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

/* The name of @space before ids are added to tell equal ones apart;
 * @next_to: whether it is named after a landmark a path joins it to. */
static char *
place_name (const WmGame *game, int space, gboolean *next_to)
{
  const WmMapSpace *s = &game->map->spaces[space];
  g_autofree char *where = NULL, *landmark_text = NULL;
  WmDirection dir = WM_DIR_NONE;
  int landmark;

  *next_to = FALSE;
  if (is_landmark (game, space))
    return landmark_name (game, space);
  if (!locate (game, space, &landmark, &dir, next_to))
    return wm_map_space_name (game->map, space);
  landmark_text = landmark_name (game, landmark);
  where = g_strdup_printf (_(where_formats[dir]), landmark_text);
  return g_strdup_printf (noun_format (s), where);
}

char **
wm_game_place_names (const WmGame *game)
{
  g_autoptr (GHashTable) count = g_hash_table_new (g_str_hash, g_str_equal); /* spaces per name */
  g_auto (GStrv) plain = NULL;
  g_autofree gboolean *next_to = NULL;
  char **names;
  int n;

  g_return_val_if_fail (game != NULL, NULL);
  n = game->map->n_spaces;
  plain = g_new0 (char *, n + 1);
  next_to = g_new0 (gboolean, MAX (n, 1));
  for (int i = 0; i < n; i++)
    {
      plain[i] = place_name (game, i, &next_to[i]);
      g_hash_table_insert (count, plain[i],
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (count, plain[i])) + 1));
    }
  /* Spaces that read the same are told apart by their ids, which the Map
   * page shows; the one a path joins to the landmark keeps the name
   * without (the space west of Elmswick is the one its west path leads
   * to; there is one at most, as a space has one path per direction). */
  names = g_new0 (char *, n + 1);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *id = wm_map_space_name (game->map, i);
      gboolean shared = GPOINTER_TO_INT (g_hash_table_lookup (count, plain[i])) > 1;
      names[i] = shared && !next_to[i]
                     ? g_strdup_printf ("%s (%s)", plain[i], id)
                     : g_strdup (plain[i]);
    }
  return names;
}
