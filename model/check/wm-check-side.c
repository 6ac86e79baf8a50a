#define G_LOG_DOMAIN "wm-check"

/* Checks of one region side on its own (part "region:ID") and of the slot
 * counts the setup needs over all regions (part "setup"). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-game.h"
#include "wm-locale.h"
#include "wm-map.h"
#include "wm-validator.h"

#define ANGLE_LIMIT 45.0
#define EPSILON 1e-6

/* ---- direction against geometry ------------------------------------------- */

/* How far @dir from @from is off the bearing to (@x, @y), 0 where there
 * is no bearing; @fits gets the direction that would match. */
static double
off_bearing (const WmSpace *from, WmDirection dir, double x, double y, WmDirection *fits)
{
  if (dir < 0 || (fabs (from->x - x) < EPSILON && fabs (from->y - y) < EPSILON))
    return 0;
  *fits = wm_direction_from_bearing (from->x, from->y, x, y);
  return wm_direction_angle_to (dir, from->x, from->y, x, y);
}

static void
check_path_angle (WmCheck *c, const char *where, int line, const WmSpace *from, WmDirection dir,
                  const WmSpace *to)
{
  WmDirection fits;
  double angle = off_bearing (from, dir, to->x, to->y, &fits);

  if (angle > ANGLE_LIMIT + EPSILON)
    wm_check_warning (c, line, where, "side-direction-geometry",
                      /* Translators: the directions are their names
                       * ("north-east"), as the playtest page says them. */
                      _("space “%s” leaves towards %s in direction %s, %.0f° off the bearing "
                        "(%s would fit)"),
                      from->id, to->id, wm_direction_display_name (dir), angle,
                      wm_direction_display_name (fits));
}

/* A sentence of its own rather than the path's with "its port" put in for
 * the space, and one per edge: a translated fragment cannot take the case
 * the sentence needs ("zu seinem Hafen am Nordrand"). */
static const char *const port_angle_messages[WM_N_EDGES] = {
  /* Translators: the directions are their names ("north-east"), as the
   * playtest page says them. */
  [WM_EDGE_N] = N_("space “%s” leaves towards its port on the north edge in direction %s, %.0f° "
                   "off the bearing (%s would fit)"),
  [WM_EDGE_E] = N_("space “%s” leaves towards its port on the east edge in direction %s, %.0f° "
                   "off the bearing (%s would fit)"),
  [WM_EDGE_S] = N_("space “%s” leaves towards its port on the south edge in direction %s, %.0f° "
                   "off the bearing (%s would fit)"),
  [WM_EDGE_W] = N_("space “%s” leaves towards its port on the west edge in direction %s, %.0f° "
                   "off the bearing (%s would fit)"),
};

static void
check_port_angle (WmCheck *c, const char *where, const WmRegion *region, const WmSpace *from,
                  const WmPort *port)
{
  WmDirection fits;
  double x, y, angle;

  wm_port_point (port, region->size, &x, &y);
  angle = off_bearing (from, port->dir, x, y, &fits);
  if (angle > ANGLE_LIMIT + EPSILON && port->edge >= 0 && port->edge < WM_N_EDGES)
    wm_check_warning (c, port->line, where, "side-direction-geometry",
                      _(port_angle_messages[port->edge]), from->id,
                      wm_direction_display_name (port->dir), angle,
                      wm_direction_display_name (fits));
}

static void
check_geometry (WmCheck *c, const WmRegion *region, const WmSide *side, const char *where)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const WmSpace *a = wm_side_find_space (side, path->a);
      const WmSpace *b = wm_side_find_space (side, path->b);
      if (a == NULL || b == NULL || a == b)
        continue;
      check_path_angle (c, where, path->line, a, path->a_dir, b);
      check_path_angle (c, where, path->line, b, path->b_dir, a);
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      const WmSpace *space = wm_side_find_space (side, port->space);
      if (space != NULL)
        check_port_angle (c, where, region, space, port);
    }
}

/* ---- paths, groups, lakes ----------------------------------------------------- */

static void
check_duplicate_paths (WmCheck *c, const WmSide *side, const char *where)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      gboolean ordered = g_strcmp0 (path->a, path->b) < 0;
      char *key;
      gpointer first;
      if (path->a == NULL || path->b == NULL || strcmp (path->a, path->b) == 0)
        continue;
      key = g_strdup_printf ("%s\n%s", ordered ? path->a : path->b, ordered ? path->b : path->a);
      first = g_hash_table_lookup (seen, key);
      /* 1 + the first path's line: a path made in the editor has none
       * until it is saved, and no line is better than a wrong one. */
      if (first != NULL && GPOINTER_TO_INT (first) > 1)
        wm_check_error (c, path->line, where, "side-path-duplicate",
                        _("a second path joins “%s” and “%s” (the first is on line %d)"),
                        path->a, path->b, GPOINTER_TO_INT (first) - 1);
      else if (first != NULL)
        wm_check_error (c, path->line, where, "side-path-duplicate",
                        _("a second path joins “%s” and “%s”"), path->a, path->b);
      if (first != NULL)
        g_free (key);
      else
        g_hash_table_insert (seen, key, GINT_TO_POINTER (MAX (path->line, 0) + 1));
    }
}

static void
check_groups (WmCheck *c, const WmSideSummary *sum, const char *where)
{
  if (sum->n_comps < 2)
    return;
  for (int g = 0; g < sum->n_comps; g++)
    {
      const WmSpace *first;
      int size = 0;
      if (sum->comp_outlet[g])
        continue;
      for (int s = 0; s < sum->n_spaces; s++)
        size += sum->comp[s] == g;
      first = g_ptr_array_index (sum->side->spaces, sum->comp_first_space[g]);
      /* The plural follows the number printed: the spaces besides the first. */
      if (size == 1)
        wm_check_error (c, first->line, where, "side-space-isolated",
                        _("space “%s” is cut off: no path, lake or port leads from it to the "
                          "rest of the map"),
                        first->id);
      else
        wm_check_error (c, first->line, where, "side-space-isolated",
                        g_dngettext (GETTEXT_PACKAGE,
                                     "space “%s” and %d other are cut off: no path, lake or "
                                     "port leads from them to the rest of the map",
                                     "space “%s” and %d others are cut off: no path, lake or "
                                     "port leads from them to the rest of the map",
                                     size - 1),
                        first->id, size - 1);
    }
}

static gboolean
listed_as_island (const WmSide *side, const char *id)
{
  for (guint i = 0; i < side->lakes->len + WM_N_CORNERS; i++)
    {
      const WmLake *lake = i < side->lakes->len ? g_ptr_array_index (side->lakes, i)
                                                : side->corner_lakes[i - side->lakes->len];
      for (guint k = 0; lake != NULL && k < lake->islands->len; k++)
        if (g_strcmp0 (((WmShore *) g_ptr_array_index (lake->islands, k))->space, id) == 0)
          return TRUE;
    }
  return FALSE;
}

static void
check_lakes (WmCheck *c, const WmSide *side, const char *where)
{
  for (guint i = 0; i < side->lakes->len; i++)
    {
      const WmLake *lake = g_ptr_array_index (side->lakes, i);
      guint members = lake->shores->len + lake->islands->len;
      if (members < 2)
        wm_check_error (c, lake->line, where, "side-lake-shores",
                        g_dngettext (GETTEXT_PACKAGE,
                                     "lake “%s” has %u space on it; a lake joins at least two",
                                     "lake “%s” has %u spaces on it; a lake joins at least two",
                                     members),
                        lake->id ? lake->id : "?", members);
    }
  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (space->kind == WM_SPACE_ISLAND && !listed_as_island (side, space->id))
        wm_check_error (c, space->line, where, "side-island-dry",
                        _("island “%s” lies in no lake"), space->id);
    }
}

/* ---- slots ------------------------------------------------------------------ */

static void
check_slots (WmCheck *c, const WmSideSummary *sum, const char *where)
{
  const WmSide *side = sum->side;

  if (sum->towns->len != 2)
    wm_check_error (c, side->line, where, "side-town-slots",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "side %c has %u town slot; the setup places two towns per region",
                                 "side %c has %u town slots; the setup places two towns per region",
                                 sum->towns->len),
                    side->id, sum->towns->len);
  if (sum->castles->len != 2)
    wm_check_error (c, side->line, where, "side-castle-slots",
                    g_dngettext (GETTEXT_PACKAGE,
                                 "side %c has %u castle slot; the setup needs two (a fort and an inn)",
                                 "side %c has %u castle slots; the setup needs two (a fort and an inn)",
                                 sum->castles->len),
                    side->id, sum->castles->len);
  for (guint i = 0; i < sum->towns->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, g_array_index (sum->towns, int, i));
      if (side->id == 'A' && space->town == NULL)
        wm_check_error (c, space->line, where, "side-town-printed",
                        _("town slot “%s” on side A prints no town"), space->id);
      else if (side->id == 'B' && space->town != NULL)
        wm_check_error (c, space->line, where, "side-town-printed",
                        _("town slot “%s” on side B prints a town; the variable setup places "
                          "towns from the quest decks"),
                        space->id);
    }
}

/* Board assembly pairs a port with the neighbouring region's port at its
 * point, so a second port at one point (ports at a corner count as one
 * point, whatever their edges) would be joined to the same one. The map
 * editor refuses it; a file written by hand may have it. Told once, at
 * the later port, naming both as assembly does. */
static void
check_port_points (WmCheck *c, const WmRegion *region, const WmSide *side, const char *where)
{
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      const WmPort *first;
      g_autofree char *told = NULL, *first_told = NULL;
      int other;
      if (port->edge < 0 || port->edge >= WM_N_EDGES)
        continue;
      other = wm_side_port_at_point (side, region->size, port->edge, port->at, i);
      if (other < 0 || (guint)other > i)
        continue;
      first = g_ptr_array_index (side->ports, other);
      told = wm_port_describe (c->variant, region->id, port);
      first_told = wm_port_describe (c->variant, region->id, first);
      /* A port made in the editor has no line until it is saved. */
      if (first->line > 0)
        wm_check_error (c, port->line, where, "side-port-point-taken",
                        /* Translators: both %s are ports as board assembly
                         * names them ("the “Road” port of region r5 on the
                         * north edge at 9"). */
                        _("%s is at the same point of the border as %s (line %d); board assembly "
                          "joins one port at a point"),
                        told, first_told, first->line);
      else
        wm_check_error (c, port->line, where, "side-port-point-taken",
                        _("%s is at the same point of the border as %s; board assembly joins one "
                          "port at a point"),
                        told, first_told);
    }
}

void
wm_check_region (WmCheck *c, const WmRegion *region)
{
  guint index;

  if (!g_ptr_array_find (c->variant->regions, region, &index))
    return;
  wm_check_region_placeholders (c, region);
  for (int s = 0; s < 2; s++)
    {
      const WmSide *side = region->sides[s];
      g_autofree char *where = NULL;
      g_autoptr (WmSideSummary) sum = NULL;
      if (side == NULL)
        {
          g_autofree char *rwhere = g_strdup_printf ("region %s", region->id);
          g_autofree char *named = wm_check_named (c, &region->name, region->id);
          wm_check_error (c, region->line, rwhere, "region-side-missing",
                          _("region %s has no side %c; the setup uses side A and the "
                            "variable setup side B"),
                          named, s ? 'B' : 'A');
          continue;
        }
      where = g_strdup_printf ("region %s / side %c", region->id, side->id);
      sum = wm_side_summary_new (c->variant, index, s);
      check_geometry (c, region, side, where);
      wm_check_side_layout (c, region, side, where);
      check_duplicate_paths (c, side, where);
      check_port_points (c, region, side, where);
      check_groups (c, sum, where);
      check_lakes (c, side, where);
      check_slots (c, sum, where);
    }
}

/* ---- the setup over all regions --------------------------------------------- */

/* "the regions have 12 secret slots on side A but the setup has 9 secret
 * places for them", for one side, or for both sides when @side is -1. */
static void
report_slots_against_places (WmCheck *c, int line, int side, int have, int wanted)
{
  g_autofree char *slots
      = side < 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "the regions have %d secret slot on each side",
                                                 "the regions have %d secret slots on each side",
                                                 have),
                                    have)
                 : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "the regions have %d secret slot on side %c",
                                                 "the regions have %d secret slots on side %c",
                                                 have),
                                    have, side ? 'B' : 'A');
  g_autofree char *places = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "the setup has %d secret place for them",
                   "the setup has %d secret places for them", wanted),
      wanted);

  /* Translators: two counted parts of one sentence, each with its
   * own plural: "the regions have 12 secret slots on side A" but
   * "the setup has 9 secret places for them". */
  wm_check_error (c, line, "setup", "setup-secret-slots", _("%s but %s"), slots, places);
}

/* Sides A and B with different numbers of secret slots: whichever way the
 * setup's count is set, one side is wrong, so a message per side would only
 * flip from one to the other. One message says both counts, why they must
 * agree, and which side to change to match the setup. */
static void
report_sides_differ (WmCheck *c, int line, int a, int b, int wanted)
{
  g_autofree char *counts = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "side A has %d secret slot (“?” space) and side B %d",
                   "side A has %d secret slots (“?” spaces) and side B %d", a),
      a, b);
  g_autofree char *remedy = NULL;
  int off = wanted == b ? a - b : b - a;

  if (wanted == a || wanted == b)
    {
      char side = wanted == b ? 'A' : 'B', other = side == 'A' ? 'B' : 'A';
      g_autofree char *match = g_strdup_printf (
          off < 0 ? _("add %d on side %c, to match the setup's secret places (%d)")
                  : _("remove %d on side %c, to match the setup's secret places (%d)"),
          ABS (off), side, wanted);
      /* The designer may have added the odd slot on purpose: the other
       * way round changes the side that matches, and the setup's count. */
      g_autofree char *follow = g_strdup_printf (
          off < 0 ? _("or remove %d on side %c and lower the secret places to %d on the Rules page")
                  : _("or add %d on side %c and raise the secret places to %d on the Rules page"),
          ABS (off), other, wanted + off);
      remedy = g_strdup_printf ("%s, %s", match, follow);
    }
  else
    remedy = g_strdup_printf (
        _("give both sides as many as the setup has secret places (%d), or change that count "
          "on the Rules page"),
        wanted);
  /* Translators: the two sides' counts ("side A has 9 secret slots (“?”
   * spaces) and side B 10"), then what to do ("add 1 on side A, to match
   * …"). */
  wm_check_error (c, line, "setup", "setup-secret-slots",
                  _("%s; both sides need the same number, because the same secret places are "
                    "dealt onto either side — %s"),
                  counts, remedy);
}

/* Whether cell @i of @board names a region an earlier cell names. */
static gboolean
cell_repeats_region (const WmBoard *board, guint i)
{
  const WmCell *a = g_ptr_array_index (board->cells, i);

  for (guint j = 0; j < i; j++)
    if (g_strcmp0 (a->region, ((const WmCell *) g_ptr_array_index (board->cells, j))->region)
        == 0)
      return TRUE;
  return FALSE;
}

static gboolean
board_repeats_region (const WmBoard *board)
{
  for (guint i = 0; i < board->cells->len; i++)
    if (cell_repeats_region (board, i))
      return TRUE;
  return FALSE;
}

static void
check_secret_slots (WmCheck *c)
{
  int wanted = 0, line = c->variant->board.line;
  int a = wm_validate_secret_slots (c->variant, 0), b = wm_validate_secret_slots (c->variant, 1);

  for (guint i = 0; i < c->variant->secret_places->len; i++)
    {
      const WmSecretPlace *place = g_ptr_array_index (c->variant->secret_places, i);
      wanted += place->count;
      if (i == 0)
        line = place->line;
    }
  /* The slots are those of the regions the board deals: a board that
   * names a region twice (setup-board) leaves another undealt, which is
   * that problem's to tell, not a shortage of slots. */
  if (board_repeats_region (&c->variant->board))
    return;
  /* A side some region lacks (-1) is region-side-missing's to report. */
  if (a >= 0 && b >= 0 && a != b)
    report_sides_differ (c, line, a, b, wanted);
  else if (a >= 0 && b >= 0 && a != wanted)
    report_slots_against_places (c, line, -1, a, wanted);
  else if (a >= 0 && a != wanted)
    report_slots_against_places (c, line, 0, a, wanted);
  else if (b >= 0 && b != wanted)
    report_slots_against_places (c, line, 1, b, wanted);
}

/* A town printed twice is named as the designer named it, with its id
 * (made by the Rules page's +: "town-2" says little), and the slot that
 * printed it first, which may be the one to change. */
static void
report_town_twice (WmCheck *c, const WmRegion *region, const WmSpace *space,
                   const char *first_region, const char *first_space)
{
  g_autofree char *town = wm_check_town_named (c, space->town);
  g_autofree char *where = g_strdup_printf ("region %s / side A", region->id);

  /* Translators: a town as wm_check_named () says it ("“Ashford”
   * (town-2)"), then the region and space that printed it first
   * ("r1:s1"). */
  wm_check_error (c, space->line, where, "setup-town-placement",
                  _("town %s is printed on a second slot; %s:%s prints it already"), town,
                  first_region, first_space);
}

static void
check_town_placement (WmCheck *c)
{
  g_autofree int *placed = g_new0 (int, MAX (c->variant->towns->len, 1));
  /* Where each town was printed first: region and space ids. */
  g_autofree const char **first = g_new0 (const char *, 2 * MAX (c->variant->towns->len, 1));

  for (guint r = 0; r < c->variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (c->variant->regions, r);
      const WmSide *side = region->sides[0];
      for (guint k = 0; side != NULL && k < side->spaces->len; k++)
        {
          const WmSpace *space = g_ptr_array_index (side->spaces, k);
          int town = wm_check_town_index (c->variant, space->town);
          if (space->kind != WM_SPACE_TOWN || town < 0)
            continue;
          if (placed[town]++ == 0)
            {
              first[2 * town] = region->id;
              first[2 * town + 1] = space->id;
            }
          else if (placed[town] == 2)
            report_town_twice (c, region, space, first[2 * town], first[2 * town + 1]);
        }
    }
  for (guint t = 0; t < c->variant->towns->len; t++)
    if (placed[t] == 0)
      {
        const WmTown *town = g_ptr_array_index (c->variant->towns, t);
        g_autofree char *where = g_strdup_printf ("town %s", town->id);
        g_autofree char *named = wm_check_named (c, &town->name, town->id);
        wm_check_error (c, town->line, where, "setup-town-placement",
                        _("town %s is printed on no town slot of side A"), named);
      }
}

/* Two towns of one name in a language: cards, map labels and quests would
 * show the same name for both. Names are compared as the card names are
 * (wm_check_same_name ()); told once per language, at the later town's
 * name, naming the first town of that name. */
static void
check_town_names (WmCheck *c)
{
  const GPtrArray *towns = c->variant->towns;

  for (guint t = 0; t < towns->len; t++)
    {
      const WmTown *town = g_ptr_array_index (towns, t);
      for (guint i = 0; i < town->name.entries->len; i++)
        {
          const WmTextEntry *entry = g_ptr_array_index (town->name.entries, i);
          for (guint u = 0; u < t; u++)
            {
              const WmTown *first = g_ptr_array_index (towns, u);
              g_autofree char *language = NULL, *where = NULL, *name = NULL;
              if (!wm_check_same_name (&first->name, entry))
                continue;
              language = wm_locale_language_in_sentence (entry->lang);
              where = g_strdup_printf ("town %s", town->id);
              name = wm_check_name_shown (entry);
              /* Translators: the last %s is a language's name ("English"). */
              wm_check_warning (c, entry->line > 0 ? entry->line : town->line, where,
                                "town-name-duplicate",
                                _("towns “%s” and “%s” are both named “%s” in %s; cards, map "
                                  "labels and quests could not tell them apart"),
                                first->id, town->id, name, language);
              break;
            }
        }
    }
}

static void
check_board_regions (WmCheck *c)
{
  const WmVariant *v = c->variant;
  const WmBoard *board = &v->board;
  double size = -1;

  for (guint r = 0; r < v->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (v->regions, r);
      if (size < 0)
        size = region->size;
      else if (fabs (region->size - size) > EPSILON)
        {
          g_autofree char *where = g_strdup_printf ("region %s", region->id);
          g_autofree char *named = wm_check_named (c, &region->name, region->id);
          wm_check_error (c, region->line, where, "setup-region-size",
                          _("region %s is %g units wide, the first region %g; tiles that "
                            "meet must be the same size"),
                          named, region->size, size);
        }
    }
  for (guint i = 0; i < board->cells->len; i++)
    if (cell_repeats_region (board, i))
      {
        const WmCell *a = g_ptr_array_index (board->cells, i);
        g_autofree char *named = wm_check_region_named (c, a->region);
        wm_check_error (c, a->line, "board", "setup-board", _("region %s is placed in two cells"),
                        named);
      }
  if (board->cells->len == 0 && (int) v->regions->len < board->cols * board->rows)
    {
      int n_cells = board->cols * board->rows;
      g_autofree char *cells = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the board has %d cell", "the board has %d cells", n_cells),
          n_cells);
      g_autofree char *regions = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the variant has only %u region",
                       "the variant has only %u regions", v->regions->len),
          v->regions->len);
      /* Translators: "the board has 4 cells" but "the variant has only 3
       * regions". */
      wm_check_error (c, board->line, "board", "setup-board", _("%s but %s"), cells, regions);
    }
}

/* The engine deals at most WM_GAME_MAX_CELLS regions (its state keeps a
 * quest pile per cell): a larger board can be drawn and printed, but
 * Playtest, play and simulate refuse it, so a clean validation must not
 * promise a game (review 24a: a 5 × 1 board validated clean). */
static void
check_board_fits_game (WmCheck *c)
{
  const WmBoard *board = &c->variant->board;
  int n_cells = board->cols * board->rows;

  if (n_cells <= WM_GAME_MAX_CELLS)
    return;
  wm_check_error (c, board->line, "board", "setup-board-size",
                  /* Translators: the cells of the board, then the most regions a game deals. */
                  g_dngettext (GETTEXT_PACKAGE,
                               "the board has %d cell, but a game is dealt on at most %d "
                               "regions: Playtest, play and simulate cannot play it",
                               "the board has %d cells, but a game is dealt on at most %d "
                               "regions: Playtest, play and simulate cannot play it",
                               n_cells),
                  n_cells, WM_GAME_MAX_CELLS);
}

static void
check_weapon_types (WmCheck *c)
{
  const WmVariant *v = c->variant;
  int forts = v->board.cols * v->board.rows;
  int line = v->weapon_types->len ? ((WmWeaponType *) g_ptr_array_index (v->weapon_types, 0))->line
                                  : v->line;

  if ((int) v->weapon_types->len != forts)
    {
      g_autofree char *board = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the board has %d fort (one per region)",
                       "the board has %d forts (one per region)", forts),
          forts);
      g_autofree char *types = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the variant has %u weapon type",
                       "the variant has %u weapon types", v->weapon_types->len),
          v->weapon_types->len);
      /* Translators: "the board has 4 forts (one per region)" but "the
       * variant has 1 weapon type"; each fort hands out its own type. */
      wm_check_error (c, line, "setup", "setup-weapon-types",
                      _("%s but %s; each fort hands out its own type"), board, types);
    }
}

/* Every fort hands out a weapon type: without one it would stand empty,
 * which no rule of the rulebook has. (A type the variant lacks is the
 * structure part's ref-unknown, as the loader reports it.) */
static void
check_fort_has_weapon (WmCheck *c, const WmRegion *region)
{
  g_autofree char *where = NULL, *named = NULL;

  if (region->fort_weapon != NULL)
    return;
  where = g_strdup_printf ("region %s", region->id);
  named = wm_check_named (c, &region->name, region->id);
  wm_check_error (c, region->line, where, "setup-fort-weapon",
                  _("the fort of region %s hands out no weapon type; choose one in the "
                    "Map page's inspector"),
                  named);
}

/* The regions the board deals (the default arrangement's: setup only
 * shuffles and turns them), each once, in the order of the variant. */
static gboolean *
regions_on_board (const WmVariant *v)
{
  gboolean *on_board = g_new0 (gboolean, MAX (v->regions->len, 1));
  WmArrangement *arrangement;

  if (v->regions->len == 0)
    return on_board;
  arrangement = wm_arrangement_default (v, FALSE);
  for (int i = 0; i < arrangement->cols * arrangement->rows; i++)
    on_board[arrangement->cells[i].region] = TRUE;
  wm_arrangement_free (arrangement);
  return on_board;
}

/* The rulebook gives every fort a weapon type no other fort has: two forts
 * on the board with one type leave another type to no fort, and a
 * character's weapon track can then never be filled. */
static void
check_fort_weapons_unique (WmCheck *c, const gboolean *on_board)
{
  const WmVariant *v = c->variant;

  for (guint i = 0; i < v->regions->len; i++)
    for (guint j = 0; on_board[i] && j < i; j++)
      {
        const WmRegion *a = g_ptr_array_index (v->regions, i);
        const WmRegion *b = g_ptr_array_index (v->regions, j);
        g_autofree char *where = NULL, *first = NULL, *second = NULL, *weapon = NULL;
        if (!on_board[j] || a->fort_weapon == NULL || g_strcmp0 (a->fort_weapon, b->fort_weapon))
          continue;
        where = g_strdup_printf ("region %s", a->id);
        first = wm_check_named (c, &b->name, b->id);
        second = wm_check_named (c, &a->name, a->id);
        weapon = wm_check_weapon_named (c, a->fort_weapon);
        /* Translators: two regions and a weapon type as wm_check_named ()
         * says them ("“Heath” (r1)", "“Sword” (weapon)"). */
        wm_check_warning (c, a->line, where, "setup-fort-weapon-shared",
                          _("the forts of regions %s and %s both hand out %s; the "
                            "rulebook gives each fort a type of its own"),
                          first, second, weapon);
        break;
      }
}

static gboolean
handed_out_on_board (const WmVariant *v, const gboolean *on_board, const char *weapon)
{
  for (guint r = 0; r < v->regions->len; r++)
    if (on_board[r]
        && g_strcmp0 (((WmRegion *) g_ptr_array_index (v->regions, r))->fort_weapon, weapon) == 0)
      return TRUE;
  return FALSE;
}

static void
check_weapon_types_handed_out (WmCheck *c, const gboolean *on_board)
{
  const WmVariant *v = c->variant;

  for (guint t = 0; t < v->weapon_types->len; t++)
    {
      const WmWeaponType *type = g_ptr_array_index (v->weapon_types, t);
      g_autofree char *named = NULL;
      if (handed_out_on_board (v, on_board, type->id))
        continue;
      named = wm_check_named (c, &type->name, type->id);
      /* "pieces": the Rules page, which lists the weapon types, as for
       * their placeholder names. */
      wm_check_warning (c, type->line, "pieces", "setup-weapon-unused",
                        _("no fort on the board hands out the weapon type %s, so nobody "
                          "can collect it"),
                        named);
    }
}

/* The engine keeps the weapon types a player holds in a bit mask of
 * WM_GAME_MAX_WEAPON_TYPES bits: a type after those is never handed out,
 * and a fort that names one stands empty in games. The validator says so
 * at the type and at each such fort, in the engine's terms. */
static void
check_weapon_type_limit (WmCheck *c)
{
  const WmVariant *v = c->variant;

  for (guint t = WM_GAME_MAX_WEAPON_TYPES; t < v->weapon_types->len; t++)
    {
      const WmWeaponType *type = g_ptr_array_index (v->weapon_types, t);
      g_autofree char *named = wm_check_named (c, &type->name, type->id);
      wm_check_error (c, type->line, "pieces", "weapon-types-too-many",
                      _("the variant has %u weapon types; the rules engine handles at most %d, "
                        "so nobody can collect %s"),
                      v->weapon_types->len, WM_GAME_MAX_WEAPON_TYPES, named);
    }
  for (guint r = 0; r < v->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (v->regions, r);
      g_autofree char *where = NULL, *named = NULL, *weapon = NULL;
      if (wm_variant_weapon_type_index (v, region->fort_weapon) < WM_GAME_MAX_WEAPON_TYPES)
        continue;
      where = g_strdup_printf ("region %s", region->id);
      named = wm_check_named (c, &region->name, region->id);
      weapon = wm_check_weapon_named (c, region->fort_weapon);
      wm_check_error (c, region->line, where, "weapon-types-too-many",
                      _("the fort of region %s hands out %s, which comes after the first "
                        "%d weapon types the rules engine handles; the fort stays empty in games"),
                      named, weapon, WM_GAME_MAX_WEAPON_TYPES);
    }
}

static void
check_fort_weapons (WmCheck *c)
{
  const WmVariant *v = c->variant;
  g_autofree gboolean *on_board = NULL;

  /* Without weapon types setup-weapon-types has said all there is. */
  if (v->weapon_types->len == 0)
    return;
  for (guint r = 0; r < v->regions->len; r++)
    check_fort_has_weapon (c, g_ptr_array_index (v->regions, r));
  on_board = regions_on_board (v);
  check_fort_weapons_unique (c, on_board);
  check_weapon_types_handed_out (c, on_board);
}

void
wm_check_setup (WmCheck *c)
{
  check_board_regions (c);
  check_board_fits_game (c);
  wm_check_regions_on_board (c);
  check_secret_slots (c);
  check_town_placement (c);
  check_town_names (c);
  check_weapon_types (c);
  check_weapon_type_limit (c);
  check_fort_weapons (c);
  wm_check_piece_placeholders (c);
  wm_check_bundled_identity (c);
}
