#define G_LOG_DOMAIN "wm-check"

/* The per-side summary: groups of connected spaces by a small union-find,
 * ports sorted by edge, castle and town slots. Unknown references (which the
 * structure checks report) are skipped, so a broken side still summarises. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"

void
wm_check_report (WmCheck *check, WmSeverity severity, int line, const char *where,
                 const char *code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  wm_diagnostics_add (check->diags, check->as_warnings ? WM_SEVERITY_WARNING : severity, line,
                      where, code, "%s", message);
}

gboolean
wm_check_same_name (const WmText *other, const WmTextEntry *entry)
{
  return wm_text_same_name (entry->text, wm_text_get_exact (other, entry->lang));
}

char *
wm_check_name_shown (const WmTextEntry *entry)
{
  return g_strstrip (g_strdup (entry->text != NULL ? entry->text : ""));
}

char *
wm_check_named (const WmCheck *c, const WmText *name, const char *id)
{
  return wm_variant_named (c->variant, name, id);
}

char *
wm_check_region_named (const WmCheck *c, const char *id)
{
  return wm_variant_region_named (c->variant, id);
}

char *
wm_check_weapon_named (const WmCheck *c, const char *id)
{
  const WmWeaponType *type = wm_variant_find_weapon_type (c->variant, id);

  return type ? wm_check_named (c, &type->name, id) : wm_check_named (c, NULL, id);
}

char *
wm_check_town_named (const WmCheck *c, const char *id)
{
  const WmTown *town = wm_variant_find_town (c->variant, id);

  return town ? wm_check_named (c, &town->name, id) : wm_check_named (c, NULL, id);
}

int
wm_side_space_index (const WmSide *side, const char *id)
{
  for (guint i = 0; id != NULL && i < side->spaces->len; i++)
    if (g_strcmp0 (((WmSpace *) g_ptr_array_index (side->spaces, i))->id, id) == 0)
      return i;
  return -1;
}

static gboolean
unknown_space (const WmSide *side, const char *id)
{
  return id != NULL && wm_side_space_index (side, id) < 0;
}

static gboolean
lake_names_unknown (const WmSide *side, const WmLake *lake)
{
  for (int pass = 0; lake != NULL && pass < 2; pass++)
    {
      GPtrArray *members = pass == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        if (unknown_space (side, ((WmShore *) g_ptr_array_index (members, i))->space))
          return TRUE;
    }
  return FALSE;
}

gboolean
wm_side_names_unknown_space (const WmSide *side)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if (unknown_space (side, path->a) || unknown_space (side, path->b))
        return TRUE;
    }
  for (guint i = 0; i < side->ports->len; i++)
    if (unknown_space (side, ((WmPort *) g_ptr_array_index (side->ports, i))->space))
      return TRUE;
  for (guint i = 0; i < side->lakes->len; i++)
    if (lake_names_unknown (side, g_ptr_array_index (side->lakes, i)))
      return TRUE;
  for (int c = 0; c < WM_N_CORNERS; c++)
    if (lake_names_unknown (side, side->corner_lakes[c]))
      return TRUE;
  return FALSE;
}

int
wm_check_path_type_index (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id != NULL && i < variant->path_types->len; i++)
    if (g_strcmp0 (((WmPathType *) g_ptr_array_index (variant->path_types, i))->id, id) == 0)
      return i;
  return -1;
}

int
wm_check_town_index (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id != NULL && i < variant->towns->len; i++)
    if (g_strcmp0 (((WmTown *) g_ptr_array_index (variant->towns, i))->id, id) == 0)
      return i;
  return -1;
}

/* Joins the sets of the spaces @a and @b; nothing where either is not
 * on the side (-1). */
static void
unite (int *parent, int a, int b)
{
  if (a < 0 || b < 0)
    return;
  wm_check_union_join (parent, a, b);
}

/* Joins every space of a lake part with its first one; returns a member or -1. */
static int
unite_lake (const WmSide *side, const WmLake *lake, int *parent, gboolean *has_island)
{
  int first = -1;

  for (int pass = 0; pass < 2; pass++)
    {
      GPtrArray *members = pass == 0 ? lake->shores : lake->islands;
      for (guint i = 0; i < members->len; i++)
        {
          int s = wm_side_space_index (side, ((WmShore *) g_ptr_array_index (members, i))->space);
          if (s < 0)
            continue;
          if (pass == 1 && has_island != NULL)
            *has_island = TRUE;
          if (first < 0)
            first = s;
          unite (parent, first, s);
        }
    }
  return first;
}

WmSideSummary *
wm_side_summary_new (const WmVariant *variant, int region_index, int side_index)
{
  const WmRegion *region = g_ptr_array_index (variant->regions, region_index);
  const WmSide *side = region->sides[side_index];
  WmSideSummary *sum;
  g_autofree int *parent = NULL;
  g_autofree int *comp_of_root = NULL;
  int corner_member[WM_N_CORNERS];

  g_return_val_if_fail (side != NULL, NULL);
  sum = g_new0 (WmSideSummary, 1);
  sum->region = region;
  sum->side = side;
  sum->region_index = region_index;
  sum->n_spaces = side->spaces->len;
  parent = g_new (int, MAX (sum->n_spaces, 1));
  for (int i = 0; i < sum->n_spaces; i++)
    parent[i] = i;

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      unite (parent, wm_side_space_index (side, path->a), wm_side_space_index (side, path->b));
    }
  for (guint i = 0; i < side->lakes->len; i++)
    unite_lake (side, g_ptr_array_index (side->lakes, i), parent, NULL);
  for (int c = 0; c < WM_N_CORNERS; c++)
    corner_member[c] = side->corner_lakes[c] == NULL
                           ? -1
                           : unite_lake (side, side->corner_lakes[c], parent,
                                         &sum->corner_island[c]);

  /* Number the groups 0 … n-1 in the order of their first space. */
  comp_of_root = g_new (int, MAX (sum->n_spaces, 1));
  sum->comp = g_new (int, MAX (sum->n_spaces, 1));
  sum->comp_first_space = g_new (int, MAX (sum->n_spaces, 1));
  for (int i = 0; i < sum->n_spaces; i++)
    comp_of_root[i] = -1;
  for (int i = 0; i < sum->n_spaces; i++)
    {
      int root = wm_check_union_root (parent, i);
      if (comp_of_root[root] < 0)
        {
          sum->comp_first_space[sum->n_comps] = i;
          comp_of_root[root] = sum->n_comps++;
        }
      sum->comp[i] = comp_of_root[root];
    }
  sum->comp_outlet = g_new0 (gboolean, MAX (sum->n_comps, 1));
  for (int c = 0; c < WM_N_CORNERS; c++)
    {
      sum->corner_comp[c] = corner_member[c] < 0 ? -1 : sum->comp[corner_member[c]];
      if (sum->corner_comp[c] >= 0)
        sum->comp_outlet[sum->corner_comp[c]] = TRUE;
    }

  for (int e = 0; e < WM_N_EDGES; e++)
    sum->ports[e] = g_array_new (FALSE, FALSE, sizeof (WmSidePort));
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      WmSidePort sp = { port, wm_check_path_type_index (variant, port->type),
                        wm_side_space_index (side, port->space) };
      if (port->edge < 0 || port->edge >= WM_N_EDGES)
        continue;
      g_array_append_val (sum->ports[port->edge], sp);
      if (sp.space >= 0)
        sum->comp_outlet[sum->comp[sp.space]] = TRUE;
    }

  sum->castles = g_array_new (FALSE, FALSE, sizeof (int));
  sum->towns = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = 0; i < sum->n_spaces; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (space->kind == WM_SPACE_CASTLE)
        g_array_append_val (sum->castles, i);
      else if (space->kind == WM_SPACE_TOWN)
        g_array_append_val (sum->towns, i);
    }
  return sum;
}

void
wm_side_summary_free (WmSideSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->comp);
  g_free (summary->comp_first_space);
  g_free (summary->comp_outlet);
  for (int e = 0; e < WM_N_EDGES; e++)
    g_array_unref (summary->ports[e]);
  g_array_unref (summary->castles);
  g_array_unref (summary->towns);
  g_free (summary);
}
