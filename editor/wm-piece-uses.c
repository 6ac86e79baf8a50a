#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-piece-uses.h"
#include "wm-registry.h"

/* One pass over the uses of a piece: it notes a sentence per use when
 * @lines is set, and changes the use when @apply is, so that the list the
 * dialog shows and the edit it confirms cannot drift apart. */
typedef struct
{
  WmVariant *variant; /* changed only when @apply */
  WmPieceKind kind;
  const char *id;
  const char *replacement; /* towns: the town the uses go to */
  gboolean apply;
  GPtrArray *lines; /* of char *, or NULL */
} Walk;

G_GNUC_PRINTF (2, 3)
static void
note (Walk *walk, const char *format, ...)
{
  va_list args;

  if (walk->lines == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (walk->lines, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
set_string (char **field, const char *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* Names are isolated (wm_variant_isolated_name ()) in the sentences noted:
 * a right-to-left name turns no more than itself around. */
static char *
town_name (const Walk *walk, const char *id)
{
  const WmTown *town = wm_variant_find_town (walk->variant, id);

  return town != NULL ? wm_variant_isolated_name (walk->variant, &town->name, id) : g_strdup (id);
}

gboolean
wm_piece_kind_takes_uses (WmPieceKind kind)
{
  return kind == WM_PIECE_TOWN || kind == WM_PIECE_WEAPON_TYPE;
}

/* ---- towns ---------------------------------------------------------------- */

/* Whether a parameter of @effects (tasks when @is_task) names the town;
 * when applying, it names the replacement afterwards. */
static gboolean
retarget_params (Walk *walk, GPtrArray *effects, gboolean is_task)
{
  gboolean found = FALSE;

  for (guint e = 0; effects != NULL && e < effects->len; e++)
    {
      const WmEffect *effect = g_ptr_array_index (effects, e);
      const WmTypeSpec *spec
          = is_task ? wm_registry_find_task (effect->type) : wm_registry_find_effect (effect->type);
      for (guint i = 0; spec != NULL && i < effect->params->len; i++)
        {
          WmParam *param = g_ptr_array_index (effect->params, i);
          const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
          if (pspec == NULL || pspec->kind != WM_PARAM_TOWN
              || g_strcmp0 (param->value, walk->id) != 0)
            continue;
          found = TRUE;
          if (walk->apply)
            set_string (&param->value, walk->replacement);
        }
    }
  return found;
}

static gboolean
targets_town (const WmCard *card, const char *town)
{
  for (guint i = 0; i < card->targets->len; i++)
    if (g_strcmp0 (((WmTarget *)g_ptr_array_index (card->targets, i))->town, town) == 0)
      return TRUE;
  return FALSE;
}

/* A quest keeps its place in the deck and its reward: the reviewer who
 * shrank the base game by hand retargeted every quest rather than drop
 * any, so that the decks keep their size. A quest that targets the
 * replacement already only loses the town, since a town twice is an error. */
static void
town_card (Walk *walk, WmCard *card)
{
  g_autofree char *name = wm_variant_isolated_name (walk->variant, &card->name, card->id);
  g_autofree char *instead = town_name (walk, walk->replacement);
  gboolean has_replacement = targets_town (card, walk->replacement);

  for (guint i = 0; i < card->targets->len;)
    {
      WmTarget *target = g_ptr_array_index (card->targets, i);
      if (g_strcmp0 (target->town, walk->id) != 0)
        i++;
      else if (has_replacement)
        {
          /* Translators: "The card “Lantern Oil” (A02) loses this target: it
           * targets “Marrowgate” already." */
          note (walk, _ ("The card “%s” (%s) loses this target: it targets “%s” already."), name,
                card->id, instead);
          if (walk->apply)
            g_ptr_array_remove_index (card->targets, i);
          else
            i++;
        }
      else
        {
          note (walk, _ ("The card “%s” (%s) targets “%s” instead."), name, card->id, instead);
          if (walk->apply)
            set_string (&target->town, walk->replacement);
          has_replacement = TRUE;
          i++;
        }
    }
  if (retarget_params (walk, card->tasks, TRUE) | retarget_params (walk, card->effects, FALSE))
    note (walk, _ ("A task or effect of the card “%s” (%s) names “%s” instead."), name, card->id,
          instead);
}

static void
town_character (Walk *walk, WmCharacter *character)
{
  g_autofree char *name = wm_variant_isolated_name (walk->variant, &character->name, character->id);
  g_autofree char *instead = town_name (walk, walk->replacement);

  if (g_strcmp0 (character->start_town, walk->id) == 0)
    {
      note (walk, _ ("“%s” starts in “%s” instead."), name, instead);
      if (walk->apply)
        set_string (&character->start_town, walk->replacement);
    }
  if (retarget_params (walk, character->effects, FALSE))
    note (walk, _ ("An ability of “%s” names “%s” instead."), name, instead);
}

/* A printed town is part of the drawn region: its slot stays and prints
 * nothing, for the designer to print another town there on the Map page. */
static void
town_spaces (Walk *walk, const WmRegion *region, WmSide *side)
{
  g_autofree char *region_name
      = wm_variant_isolated_name (walk->variant, &region->name, region->id);

  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (g_strcmp0 (space->town, walk->id) != 0)
        continue;
      /* Translators: "The town slot s9 on side A of “The Misty Fens” prints
       * no town any more." */
      note (walk, _ ("The town slot %s on side %c of “%s” prints no town any more."), space->id,
            side->id, region_name);
      if (walk->apply)
        g_clear_pointer (&space->town, g_free);
    }
}

/* In the order of wm_piece_use(): the map, the characters, the decks. */
static void
town_uses (Walk *walk)
{
  const WmVariant *variant = walk->variant;

  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          town_spaces (walk, region, region->sides[s]);
    }
  for (guint c = 0; c < variant->characters->len; c++)
    town_character (walk, g_ptr_array_index (variant->characters, c));
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        town_card (walk, g_ptr_array_index (deck->cards, c));
    }
}

/* ---- weapon types --------------------------------------------------------- */

/* The first weapon type other than the one removed that no fort hands out. */
static const char *
free_weapon_type (const Walk *walk)
{
  const WmVariant *variant = walk->variant;

  for (guint w = 0; w < variant->weapon_types->len; w++)
    {
      const char *id = *(char **)g_ptr_array_index (variant->weapon_types, w);
      gboolean handed_out = g_strcmp0 (id, walk->id) == 0;
      for (guint r = 0; r < variant->regions->len && !handed_out; r++)
        handed_out
            = g_strcmp0 (((WmRegion *)g_ptr_array_index (variant->regions, r))->fort_weapon, id)
              == 0;
      if (!handed_out)
        return id;
    }
  return NULL;
}

static void
weapon_forts (Walk *walk)
{
  const char *instead = free_weapon_type (walk);

  for (guint r = 0; r < walk->variant->regions->len; r++)
    {
      WmRegion *region = g_ptr_array_index (walk->variant->regions, r);
      g_autofree char *name = wm_variant_isolated_name (walk->variant, &region->name, region->id);
      g_autofree char *type_name = NULL;
      const WmWeaponType *type;

      if (g_strcmp0 (region->fort_weapon, walk->id) != 0)
        continue;
      type = wm_variant_find_weapon_type (walk->variant, instead);
      if (type != NULL)
        {
          type_name = wm_variant_isolated_name (walk->variant, &type->name, instead);
          note (walk, _ ("The fort of “%s” hands out “%s” instead."), name, type_name);
        }
      else
        note (walk, _ ("The fort of “%s” hands out no weapon: every other type has its fort."),
              name);
      if (walk->apply)
        set_string (&region->fort_weapon, instead);
      /* Each fort hands out a type of its own. */
      instead = NULL;
    }
}

/* The rules want one step per weapon type: a track loses the steps beyond
 * the types that remain, the last ones, which a player reaches last. */
static void
weapon_tracks (Walk *walk)
{
  guint keep = walk->variant->weapon_types->len - 1;

  for (guint c = 0; c < walk->variant->characters->len; c++)
    {
      WmCharacter *character = g_ptr_array_index (walk->variant->characters, c);
      g_autofree char *name
          = wm_variant_isolated_name (walk->variant, &character->name, character->id);
      guint extra = character->weapons->len > keep ? character->weapons->len - keep : 0;

      if (extra == 0)
        continue;
      note (walk,
            g_dngettext (GETTEXT_PACKAGE, "The weapon track of “%s” loses its last step.",
                         "The weapon track of “%s” loses its last %u steps.", extra),
            name, extra);
      if (walk->apply)
        g_ptr_array_remove_range (character->weapons, keep, extra);
    }
}

static void
walk_uses (Walk *walk)
{
  if (walk->kind == WM_PIECE_TOWN)
    town_uses (walk);
  else if (walk->kind == WM_PIECE_WEAPON_TYPE)
    {
      weapon_forts (walk);
      weapon_tracks (walk);
    }
}

/* ---- the replacement town ------------------------------------------------- */

/* How many card targets name each town. */
static GHashTable *
count_targets (const WmVariant *variant)
{
  GHashTable *counts = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          for (guint t = 0; t < card->targets->len; t++)
            {
              const char *town = ((WmTarget *)g_ptr_array_index (card->targets, t))->town;
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, town));
              g_hash_table_insert (counts, (gpointer)town, GUINT_TO_POINTER (n + 1));
            }
        }
    }
  return counts;
}

/* Whether a region of the board prints @town on its side A. */
static gboolean
on_board (const WmVariant *variant, const char *town)
{
  for (guint i = 0; i < variant->board.cells->len; i++)
    {
      const WmCell *cell = g_ptr_array_index (variant->board.cells, i);
      const WmRegion *region = wm_variant_find_region (variant, cell->region);
      const WmSide *side = region != NULL ? region->sides[0] : NULL;
      for (guint s = 0; side != NULL && s < side->spaces->len; s++)
        if (g_strcmp0 (((WmSpace *)g_ptr_array_index (side->spaces, s))->town, town) == 0)
          return TRUE;
    }
  return FALSE;
}

/* Whether a character starts in @town. */
static gboolean
start_town (const WmVariant *variant, const char *town)
{
  for (guint c = 0; c < variant->characters->len; c++)
    if (g_strcmp0 (((WmCharacter *)g_ptr_array_index (variant->characters, c))->start_town, town)
        == 0)
      return TRUE;
  return FALSE;
}

/* Of the towns on the board other than @id, the one the fewest targets
 * name; with @free_start, only one where no character starts. */
static const char *
least_targeted (const WmVariant *variant, const char *id, GHashTable *counts, gboolean free_start)
{
  const char *best = NULL;
  guint best_count = G_MAXUINT;

  for (guint i = 0; i < variant->towns->len; i++)
    {
      const char *town = ((WmTown *)g_ptr_array_index (variant->towns, i))->id;
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, town));
      if (g_strcmp0 (town, id) == 0 || n >= best_count || !on_board (variant, town)
          || (free_start && start_town (variant, town)))
        continue;
      best = town;
      best_count = n;
    }
  return best;
}

char *
wm_piece_default_replacement (const WmVariant *variant, WmPieceKind kind, const char *id)
{
  g_autoptr (GHashTable) counts = NULL;
  const char *best = NULL;

  g_return_val_if_fail (variant != NULL, NULL);
  if (kind != WM_PIECE_TOWN)
    return NULL;
  counts = count_targets (variant);
  /* A character starting in the town moves to one where nobody starts,
   * when there is one: two characters in one town is a warning. */
  if (start_town (variant, id))
    best = least_targeted (variant, id, counts, TRUE);
  if (best == NULL)
    best = least_targeted (variant, id, counts, FALSE);
  for (guint i = 0; best == NULL && i < variant->towns->len; i++)
    {
      const char *town = ((WmTown *)g_ptr_array_index (variant->towns, i))->id;
      if (g_strcmp0 (town, id) != 0)
        best = town;
    }
  return g_strdup (best);
}

/* ---- listing and removing ------------------------------------------------- */

GPtrArray *
wm_piece_list_uses (const WmVariant *variant, WmPieceKind kind, const char *id,
                    const char *replacement)
{
  Walk walk = { (WmVariant *)variant, kind, id, replacement, FALSE, NULL };

  g_return_val_if_fail (variant != NULL && kind < WM_N_PIECE_KINDS, NULL);
  walk.lines = g_ptr_array_new_with_free_func (g_free);
  walk_uses (&walk);
  return walk.lines;
}

typedef struct
{
  WmPieceKind kind;
  const char *id, *replacement;
} RemoveEdit;

static void
remove_with_uses (WmVariant *variant, gpointer data)
{
  const RemoveEdit *edit = data;
  Walk walk = { variant, edit->kind, edit->id, edit->replacement, TRUE, NULL };
  GPtrArray *pieces = edit->kind == WM_PIECE_TOWN ? variant->towns : variant->weapon_types;

  walk_uses (&walk);
  /* Towns and weapon types both start with their id. */
  for (guint i = 0; i < pieces->len; i++)
    if (g_strcmp0 (*(char **)g_ptr_array_index (pieces, i), edit->id) == 0)
      {
        g_ptr_array_remove_index (pieces, i);
        break;
      }
}

static gboolean
check_replacement (const WmVariant *variant, const char *id, const char *replacement,
                   GError **error)
{
  if (replacement == NULL || g_strcmp0 (replacement, id) == 0)
    {
      g_set_error_literal (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                           _ ("Its uses need another town to go to"));
      return FALSE;
    }
  if (wm_variant_find_town (variant, replacement) == NULL)
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND,
                   _ ("There is no “%s”"), replacement);
      return FALSE;
    }
  return TRUE;
}

gboolean
wm_piece_edit_remove_with_uses (WmDocument *doc, WmPieceKind kind, const char *id,
                                const char *replacement, GError **error)
{
  RemoveEdit edit = { kind, id, replacement };
  const WmVariant *variant;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc) && kind < WM_N_PIECE_KINDS, FALSE);
  variant = wm_document_get_variant (doc);
  if (!wm_piece_get (variant, kind, id, NULL, NULL, NULL))
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND,
                   _ ("There is no “%s”"), id != NULL ? id : "");
      return FALSE;
    }
  if (!wm_piece_kind_takes_uses (kind))
    return wm_piece_edit_remove (doc, kind, id, error);
  if (kind == WM_PIECE_TOWN && !check_replacement (variant, id, replacement, error))
    return FALSE;
  return wm_document_edit (doc,
                           kind == WM_PIECE_TOWN ? _ ("Remove a town and its uses")
                                                 : _ ("Remove a weapon type and its uses"),
                           remove_with_uses, &edit, error);
}
