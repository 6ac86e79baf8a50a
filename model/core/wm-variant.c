#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include <math.h>
#include <string.h>

#include "wm-extras-private.h"
#include "wm-locale.h"
#include "wm-registry.h"
#include "wm-variant.h"

/* ---- enumeration names ------------------------------------------------- */

static const char *const space_kind_names[] = { "plain", "town", "castle", "secret", "island", NULL };
static const char *const secret_kind_names[] = { "milepost", "settlement", "portal", NULL };
static const char *const deck_kind_names[] = { "common-quest", "side-quest", "personal-quest",
                                               "movement", "common-movement", "event", NULL };
static const char *const scope_names[] = { "always", "day", "intrigue", NULL };
static const char *const weapon_reward_names[] = { "none", "side-quest", "movement",
                                                   "common-quest", NULL };
static const char *const slot_words[] = { "personal", "common", "side", NULL };

static int
name_index (const char *const *names, const char *s)
{
  for (int i = 0; s != NULL && names[i] != NULL; i++)
    if (strcmp (names[i], s) == 0)
      return i;
  return -1;
}

#define ENUM_STRINGS(prefix, Type, names, count)                       \
  const char *prefix##_to_string (Type value)                         \
  {                                                                   \
    g_return_val_if_fail ((int) value >= 0 && (int) value < (count), "?"); \
    return names[value];                                              \
  }                                                                   \
  Type prefix##_from_string (const char *s)                           \
  {                                                                   \
    return (Type) name_index (names, s);                              \
  }

ENUM_STRINGS (wm_space_kind, WmSpaceKind, space_kind_names, WM_N_SPACE_KINDS)
ENUM_STRINGS (wm_secret_kind, WmSecretKind, secret_kind_names, WM_N_SECRET_KINDS)
ENUM_STRINGS (wm_deck_kind, WmDeckKind, deck_kind_names, WM_N_DECK_KINDS)
ENUM_STRINGS (wm_scope, WmScope, scope_names, WM_N_SCOPES)
ENUM_STRINGS (wm_weapon_reward, WmWeaponReward, weapon_reward_names, WM_N_WEAPON_REWARDS)

char *
wm_slot_accepts_to_string (WmSlotAccepts accepts)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; slot_words[i] != NULL; i++)
    if (accepts & (1 << i))
      g_string_append_printf (out, "%s%s", out->len ? " " : "", slot_words[i]);
  return g_string_free (out, FALSE);
}

WmSlotAccepts
wm_slot_accepts_from_string (const char *s)
{
  g_auto (GStrv) words = g_strsplit_set (s ? s : "", " \t\n", -1);
  WmSlotAccepts accepts = 0;

  for (int i = 0; words[i] != NULL; i++)
    {
      int bit;
      if (*words[i] == '\0')
        continue;
      bit = name_index (slot_words, words[i]);
      if (bit < 0)
        return 0;
      accepts |= 1 << bit;
    }
  return accepts;
}

/* ---- constructors and destructors ------------------------------------- */

static GPtrArray *
owned_array (GDestroyNotify free_func)
{
  return g_ptr_array_new_with_free_func (free_func);
}

static void
param_free (WmParam *param)
{
  g_free (param->name);
  g_free (param->value);
  g_free (param);
}

WmEffect *
wm_effect_new (const char *type, WmScope scope)
{
  WmEffect *effect = g_new0 (WmEffect, 1);

  effect->type = g_strdup (type);
  effect->scope = scope;
  effect->params = owned_array ((GDestroyNotify) param_free);
  return effect;
}

void
wm_effect_free (WmEffect *effect)
{
  if (effect == NULL)
    return;
  g_free (effect->type);
  g_ptr_array_unref (effect->params);
  wm_extras_free (effect->extras);
  g_free (effect);
}

void
wm_effect_set_param (WmEffect *effect, const char *name, const char *value)
{
  WmParam *param;

  for (guint i = 0; i < effect->params->len; i++)
    {
      param = g_ptr_array_index (effect->params, i);
      if (strcmp (param->name, name) == 0)
        {
          g_free (param->value);
          param->value = g_strdup (value);
          return;
        }
    }
  param = g_new0 (WmParam, 1);
  param->name = g_strdup (name);
  param->value = g_strdup (value);
  g_ptr_array_add (effect->params, param);
}

const char *
wm_effect_get_param (const WmEffect *effect, const char *name)
{
  for (guint i = 0; i < effect->params->len; i++)
    {
      WmParam *param = g_ptr_array_index (effect->params, i);
      if (strcmp (param->name, name) == 0)
        return param->value;
    }
  return NULL;
}

WmSpace *
wm_space_new (const char *id, double x, double y, WmSpaceKind kind)
{
  WmSpace *space = g_new0 (WmSpace, 1);

  space->id = g_strdup (id);
  space->x = x;
  space->y = y;
  space->kind = kind;
  return space;
}

void
wm_space_free (WmSpace *space)
{
  if (space == NULL)
    return;
  g_free (space->id);
  g_free (space->town);
  g_free (space->label);
  wm_extras_free (space->extras);
  g_free (space);
}

WmPath *
wm_path_new (const char *a, WmDirection a_dir, const char *b, WmDirection b_dir, const char *type)
{
  WmPath *path = g_new0 (WmPath, 1);

  path->a = g_strdup (a);
  path->b = g_strdup (b);
  path->a_dir = a_dir;
  path->b_dir = b_dir;
  path->type = g_strdup (type);
  return path;
}

void
wm_path_free (WmPath *path)
{
  if (path == NULL)
    return;
  g_free (path->a);
  g_free (path->b);
  g_free (path->type);
  wm_extras_free (path->extras);
  g_free (path);
}

WmShore *
wm_shore_new (const char *space, WmDirection dir)
{
  WmShore *shore = g_new0 (WmShore, 1);

  shore->space = g_strdup (space);
  shore->dir = dir;
  return shore;
}

void
wm_shore_free (WmShore *shore)
{
  if (shore == NULL)
    return;
  g_free (shore->space);
  wm_extras_free (shore->extras);
  g_free (shore);
}

WmLake *
wm_lake_new (const char *id, WmCorner corner)
{
  WmLake *lake = g_new0 (WmLake, 1);

  lake->id = g_strdup (id);
  lake->corner = corner;
  lake->shores = owned_array ((GDestroyNotify) wm_shore_free);
  lake->islands = owned_array ((GDestroyNotify) wm_shore_free);
  return lake;
}

void
wm_lake_free (WmLake *lake)
{
  if (lake == NULL)
    return;
  g_free (lake->id);
  g_ptr_array_unref (lake->shores);
  g_ptr_array_unref (lake->islands);
  wm_extras_free (lake->extras);
  g_free (lake);
}

static void
port_free (WmPort *port)
{
  g_free (port->type);
  g_free (port->space);
  wm_extras_free (port->extras);
  g_free (port);
}

WmSide *
wm_side_new (char id)
{
  WmSide *side = g_new0 (WmSide, 1);

  side->id = id;
  side->spaces = owned_array ((GDestroyNotify) wm_space_free);
  side->paths = owned_array ((GDestroyNotify) wm_path_free);
  side->lakes = owned_array ((GDestroyNotify) wm_lake_free);
  side->ports = owned_array ((GDestroyNotify) port_free);
  return side;
}

void
wm_side_free (WmSide *side)
{
  if (side == NULL)
    return;
  g_ptr_array_unref (side->spaces);
  g_ptr_array_unref (side->paths);
  g_ptr_array_unref (side->lakes);
  for (int c = 0; c < WM_N_CORNERS; c++)
    wm_lake_free (side->corner_lakes[c]);
  g_ptr_array_unref (side->ports);
  wm_extras_free (side->extras);
  g_free (side);
}

WmRegion *
wm_region_new (const char *id, double size)
{
  WmRegion *region = g_new0 (WmRegion, 1);

  region->id = g_strdup (id);
  region->size = size;
  wm_text_init (&region->name);
  return region;
}

void
wm_region_free (WmRegion *region)
{
  if (region == NULL)
    return;
  g_free (region->id);
  g_free (region->fort_weapon);
  wm_text_clear (&region->name);
  wm_side_free (region->sides[0]);
  wm_side_free (region->sides[1]);
  wm_extras_free (region->extras);
  g_free (region);
}

static void
target_free (WmTarget *target)
{
  g_free (target->town);
  wm_extras_free (target->extras);
  g_free (target);
}

WmCard *
wm_card_new (const char *id)
{
  WmCard *card = g_new0 (WmCard, 1);

  card->id = g_strdup (id);
  wm_text_init (&card->name);
  wm_text_init (&card->text);
  card->targets = owned_array ((GDestroyNotify) target_free);
  card->tasks = owned_array ((GDestroyNotify) wm_effect_free);
  card->effects = owned_array ((GDestroyNotify) wm_effect_free);
  return card;
}

void
wm_card_free (WmCard *card)
{
  if (card == NULL)
    return;
  g_free (card->id);
  wm_text_clear (&card->name);
  wm_text_clear (&card->text);
  g_strfreev (card->paths);
  g_free (card->arrows);
  g_free (card->character);
  g_ptr_array_unref (card->targets);
  g_ptr_array_unref (card->tasks);
  if (card->reward)
    wm_extras_free (card->reward->extras);
  g_free (card->reward);
  g_ptr_array_unref (card->effects);
  wm_extras_free (card->extras);
  g_free (card);
}

WmDeck *
wm_deck_new (const char *id, WmDeckKind kind)
{
  WmDeck *deck = g_new0 (WmDeck, 1);

  deck->id = g_strdup (id);
  deck->kind = kind;
  wm_text_init (&deck->name);
  deck->cards = owned_array ((GDestroyNotify) wm_card_free);
  return deck;
}

void
wm_deck_free (WmDeck *deck)
{
  if (deck == NULL)
    return;
  g_free (deck->id);
  g_free (deck->region);
  g_free (deck->character);
  wm_text_clear (&deck->name);
  g_ptr_array_unref (deck->cards);
  wm_extras_free (deck->extras);
  g_free (deck);
}

WmAccepted *
wm_accepted_new (const char *check, const char *subject, const char *note)
{
  WmAccepted *accepted = g_new0 (WmAccepted, 1);

  accepted->check = g_strdup (check);
  accepted->subject = g_strdup (subject);
  accepted->note = g_strdup (note);
  return accepted;
}

void
wm_accepted_free (WmAccepted *accepted)
{
  if (accepted == NULL)
    return;
  g_free (accepted->check);
  g_free (accepted->subject);
  g_free (accepted->note);
  wm_extras_free (accepted->extras);
  g_free (accepted);
}

static void
path_type_free (WmPathType *type)
{
  g_free (type->id);
  g_free (type->color);
  g_free (type->dash);
  wm_text_clear (&type->name);
  wm_extras_free (type->extras);
  g_free (type);
}

static void
weapon_type_free (WmWeaponType *type)
{
  g_free (type->id);
  g_free (type->color);
  wm_text_clear (&type->name);
  wm_extras_free (type->extras);
  g_free (type);
}

static void
secret_place_free (WmSecretPlace *place)
{
  wm_text_clear (&place->name);
  wm_extras_free (place->extras);
  g_free (place);
}

static void
town_free (WmTown *town)
{
  g_free (town->id);
  g_free (town->color);
  g_free (town->shape);
  wm_text_clear (&town->name);
  wm_extras_free (town->extras);
  g_free (town);
}

static void
cell_free (WmCell *cell)
{
  g_free (cell->region);
  wm_extras_free (cell->extras);
  g_free (cell);
}

static void
slot_free (WmSlot *slot)
{
  wm_extras_free (slot->extras);
  g_free (slot);
}

static void
weapon_step_free (WmWeaponStep *step)
{
  wm_extras_free (step->extras);
  g_free (step);
}

static void
character_free (WmCharacter *character)
{
  g_free (character->id);
  g_free (character->color);
  g_free (character->start_town);
  g_free (character->movement_deck);
  g_free (character->personal_quest);
  wm_text_clear (&character->name);
  wm_text_clear (&character->text);
  g_ptr_array_unref (character->slots);
  g_ptr_array_unref (character->weapons);
  g_ptr_array_unref (character->effects);
  wm_extras_free (character->extras);
  g_free (character);
}


WmCharacter *
wm_character_new (const char *id)
{
  WmCharacter *character = g_new0 (WmCharacter, 1);

  character->id = g_strdup (id);
  wm_text_init (&character->name);
  wm_text_init (&character->text);
  character->slots = owned_array ((GDestroyNotify) slot_free);
  character->weapons = owned_array ((GDestroyNotify) weapon_step_free);
  character->effects = owned_array ((GDestroyNotify) wm_effect_free);
  return character;
}

WmVariant *
wm_variant_new (void)
{
  WmVariant *variant = g_new0 (WmVariant, 1);

  g_atomic_ref_count_init (&variant->ref_count);
  variant->format = WM_VARIANT_FORMAT;
  wm_text_init (&variant->info.title);
  wm_text_init (&variant->info.description);
  variant->info.authors = owned_array (g_free);
  variant->info.languages = g_new0 (char *, 1);
  variant->rules = (WmRules) { .goal = 20, .higher_goal = 25, .hand = 5, .turns = 3,
                               .min_players = 2, .max_players = 4, .discovery_gold = 1 };
  variant->pieces = (WmPieces) { .highwaymen = 5, .intrigue_markers = 3 };
  variant->path_types = owned_array ((GDestroyNotify) path_type_free);
  variant->weapon_types = owned_array ((GDestroyNotify) weapon_type_free);
  variant->secret_places = owned_array ((GDestroyNotify) secret_place_free);
  variant->towns = owned_array ((GDestroyNotify) town_free);
  variant->regions = owned_array ((GDestroyNotify) wm_region_free);
  variant->board = (WmBoard) { .cols = 2, .rows = 2, .order = WM_ORDER_RANDOM,
                               .rotation = WM_ORDER_RANDOM };
  variant->board.cells = owned_array ((GDestroyNotify) cell_free);
  variant->characters = owned_array ((GDestroyNotify) character_free);
  variant->decks = owned_array ((GDestroyNotify) wm_deck_free);
  variant->accepted = owned_array ((GDestroyNotify) wm_accepted_free);
  return variant;
}

WmVariant *
wm_variant_ref (WmVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);
  g_atomic_ref_count_inc (&variant->ref_count);
  return variant;
}

static void
variant_free (WmVariant *variant)
{
  g_free (variant->id);
  g_strfreev (variant->info.languages);
  wm_text_clear (&variant->info.title);
  wm_text_clear (&variant->info.description);
  g_ptr_array_unref (variant->info.authors);
  wm_extras_free (variant->info.extras);
  wm_extras_free (variant->rules.extras);
  wm_extras_free (variant->options.extras);
  wm_extras_free (variant->pieces.extras);
  g_ptr_array_unref (variant->path_types);
  g_ptr_array_unref (variant->weapon_types);
  g_ptr_array_unref (variant->secret_places);
  g_ptr_array_unref (variant->towns);
  g_ptr_array_unref (variant->regions);
  g_free (variant->board.highwayman_region);
  g_ptr_array_unref (variant->board.cells);
  wm_extras_free (variant->board.extras);
  g_ptr_array_unref (variant->characters);
  g_ptr_array_unref (variant->decks);
  g_ptr_array_unref (variant->accepted);
  wm_extras_free (variant->extras);
  g_free (variant);
}

void
wm_variant_unref (WmVariant *variant)
{
  g_return_if_fail (variant != NULL);
  if (g_atomic_ref_count_dec (&variant->ref_count))
    variant_free (variant);
}

/* ---- lookups ----------------------------------------------------------- */

/* Every findable struct starts with its `char *id`, which lets one loop
 * serve all of them. */
static gpointer
find_by_id (GPtrArray *array, const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < array->len; i++)
    {
      char **item_id = g_ptr_array_index (array, i);
      if (g_strcmp0 (*item_id, id) == 0)
        return item_id;
    }
  return NULL;
}

WmTown *
wm_variant_find_town (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->towns, id);
}

WmRegion *
wm_variant_find_region (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->regions, id);
}

WmRegion *
wm_variant_town_region (const WmVariant *variant, const char *town_id)
{
  g_return_val_if_fail (variant != NULL, NULL);
  for (guint r = 0; town_id != NULL && r < variant->regions->len; r++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, r);
      for (guint i = 0; region->sides[0] != NULL && i < region->sides[0]->spaces->len; i++)
        {
          const WmSpace *space = g_ptr_array_index (region->sides[0]->spaces, i);
          if (g_strcmp0 (space->town, town_id) == 0)
            return region;
        }
    }
  return NULL;
}

guint
wm_variant_town_targets (const WmVariant *variant, const char *town_id)
{
  guint n = 0;

  g_return_val_if_fail (variant != NULL, 0);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; deck->kind == WM_DECK_COMMON_QUEST && c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          for (guint t = 0; t < card->targets->len; t++)
            n += g_strcmp0 (((WmTarget *)g_ptr_array_index (card->targets, t))->town, town_id) == 0;
        }
    }
  return n;
}

const char *
wm_variant_new_quest_town (const WmVariant *variant, const WmDeck *deck)
{
  const char *best = NULL;
  guint best_count = G_MAXUINT;

  g_return_val_if_fail (variant != NULL && deck != NULL, NULL);
  for (guint i = 0; i < variant->towns->len; i++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, i);
      const WmRegion *home = wm_variant_town_region (variant, town->id);
      guint count;
      if (home == NULL || g_strcmp0 (home->id, deck->region) == 0)
        continue;
      count = wm_variant_town_targets (variant, town->id);
      if (count < best_count)
        best = town->id, best_count = count;
    }
  if (best == NULL && variant->towns->len > 0)
    best = ((WmTown *)g_ptr_array_index (variant->towns, 0))->id;
  return best;
}

WmDeck *
wm_variant_find_deck (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->decks, id);
}

WmCharacter *
wm_variant_find_character (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->characters, id);
}

WmPathType *
wm_variant_find_path_type (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->path_types, id);
}

WmWeaponType *
wm_variant_find_weapon_type (const WmVariant *variant, const char *id)
{
  return find_by_id (variant->weapon_types, id);
}

int
wm_variant_weapon_type_index (const WmVariant *variant, const char *id)
{
  g_return_val_if_fail (variant != NULL, -1);
  for (guint i = 0; id != NULL && i < variant->weapon_types->len; i++)
    if (g_strcmp0 (((WmWeaponType *) g_ptr_array_index (variant->weapon_types, i))->id, id) == 0)
      return (int) i;
  return -1;
}

static gboolean
some_fort_hands_out (const WmVariant *variant, const char *weapon)
{
  for (guint i = 0; i < variant->regions->len; i++)
    if (g_strcmp0 (((WmRegion *) g_ptr_array_index (variant->regions, i))->fort_weapon, weapon)
        == 0)
      return TRUE;
  return FALSE;
}

const char *
wm_variant_unused_weapon_type (const WmVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);
  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      const WmWeaponType *type = g_ptr_array_index (variant->weapon_types, i);
      if (!some_fort_hands_out (variant, type->id))
        return type->id;
    }
  return NULL;
}

gboolean
wm_deck_kind_takes_size (WmDeckKind kind)
{
  return kind >= 0 && kind < WM_N_DECK_KINDS && kind != WM_DECK_PERSONAL_QUEST;
}

int
wm_deck_meant_size (const WmDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  if (!wm_deck_kind_takes_size (deck->kind))
    return 0;
  return deck->size > 0 ? deck->size : wm_registry_card_kind (deck->kind)->rulebook_size;
}

WmCard *
wm_variant_find_card (const WmVariant *variant, const char *id, WmDeck **deck_out)
{
  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      WmCard *card = find_by_id (deck->cards, id);
      if (card != NULL)
        {
          if (deck_out)
            *deck_out = deck;
          return card;
        }
    }
  return NULL;
}

gboolean
wm_variant_find_printed_card (const WmVariant *variant, const char *id, WmCard **card_out,
                              WmDeck **deck_out, WmCharacter **character_out)
{
  WmCard *card = wm_variant_find_card (variant, id, deck_out);
  WmCharacter *character = card == NULL ? wm_variant_find_character (variant, id) : NULL;

  if (card_out)
    *card_out = card;
  if (character_out)
    *character_out = character;
  return card != NULL || character != NULL;
}

void
wm_card_set_target_towns (WmCard *card, char **towns)
{
  guint n = g_strv_length (towns);

  for (guint i = 0; i < n; i++)
    {
      WmTarget *target;
      if (i >= card->targets->len)
        g_ptr_array_add (card->targets, g_new0 (WmTarget, 1));
      target = g_ptr_array_index (card->targets, i);
      g_free (target->town);
      target->town = g_strdup (towns[i]);
    }
  if (card->targets->len > n)
    g_ptr_array_remove_range (card->targets, n, card->targets->len - n);
}

char **
wm_split_words (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text ? text : "", " \t\r\n", -1);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (int i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_strv_builder_add (builder, words[i]);
  return g_strv_builder_end (builder);
}

void
wm_port_point (const WmPort *port, double size, double *x, double *y)
{
  switch (port->edge)
    {
    case WM_EDGE_N: *x = port->at; *y = 0; break;
    case WM_EDGE_E: *x = size; *y = port->at; break;
    case WM_EDGE_S: *x = size - port->at; *y = size; break;
    case WM_EDGE_W: default: *x = 0; *y = size - port->at; break;
    }
}

int
wm_side_port_at_point (const WmSide *side, double size, WmEdge edge, double at, guint skip)
{
  const WmPort moved = { .edge = edge, .at = at };
  double x, y;

  g_return_val_if_fail (side != NULL, -1);
  wm_port_point (&moved, size, &x, &y);
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *other = g_ptr_array_index (side->ports, i);
      double ox, oy;

      if (i == skip || other->edge < 0 || other->edge >= WM_N_EDGES)
        continue;
      wm_port_point (other, size, &ox, &oy);
      if (fabs (ox - x) < 1e-6 && fabs (oy - y) < 1e-6)
        return i;
    }
  return -1;
}

WmSpace *
wm_side_find_space (const WmSide *side, const char *id)
{
  return find_by_id (side->spaces, id);
}

int
wm_side_index (char side_id)
{
  return side_id == 'A' ? 0 : side_id == 'B' ? 1 : -1;
}

const char *
wm_variant_fallback_language (const WmVariant *variant)
{
  if (variant->info.languages != NULL && variant->info.languages[0] != NULL)
    return variant->info.languages[0];
  return "en";
}

/* Whether a desktop language name ("de_AT", "de") and a variant's language
 * tag ("de-AT") name the same language: locales write "_", tags "-", and
 * tags are case-insensitive. With @primary, only the tag's language up to
 * the first "-" or "_" has to match. */
static gboolean
language_matches (const char *desktop, const char *tag, gboolean primary)
{
  for (; *desktop != '\0' && *tag != '\0'; desktop++, tag++)
    {
      char a = *desktop == '-' ? '_' : g_ascii_tolower (*desktop);
      char b = *tag == '-' ? '_' : g_ascii_tolower (*tag);
      if (a != b)
        return FALSE;
    }
  return *desktop == '\0' && (*tag == '\0' || (primary && (*tag == '-' || *tag == '_')));
}

/* The variant's language that @desktop names, NULL when none does. */
static const char *
declared_language (const WmVariant *variant, const char *desktop, gboolean primary)
{
  for (int k = 0; variant->info.languages != NULL && variant->info.languages[k] != NULL; k++)
    if (language_matches (desktop, variant->info.languages[k], primary))
      return variant->info.languages[k];
  return NULL;
}

const char *
wm_variant_match_language (const WmVariant *variant, const char *const *wanted)
{
  const char *found = NULL;

  for (int i = 0; found == NULL && wanted[i] != NULL; i++)
    found = declared_language (variant, wanted[i], FALSE);
  /* A desktop in German from Germany reads a variant written in Austrian
   * German rather than its fallback: the bare language names ("de", which
   * g_get_language_names () lists after "de_DE") match a tag's language. */
  for (int i = 0; found == NULL && wanted[i] != NULL; i++)
    if (strpbrk (wanted[i], "_.@") == NULL && strcmp (wanted[i], "C") != 0)
      found = declared_language (variant, wanted[i], TRUE);
  return found;
}

/* An interned string (never freed) or NULL, so that a thread reading it
 * while the UI thread changes it sees one language or the other whole. */
static gpointer display_override;

void
wm_variant_set_display_language_override (const char *language)
{
  const char *interned = language != NULL && *language != '\0' ? g_intern_string (language) : NULL;

  g_atomic_pointer_set (&display_override, (gpointer) interned);
}

const char *
wm_variant_get_display_language_override (void)
{
  return (const char *) g_atomic_pointer_get (&display_override);
}

const char *
wm_variant_display_language (const WmVariant *variant)
{
  const char *override = wm_variant_get_display_language_override ();
  const char *found = NULL;

  if (override != NULL)
    for (int k = 0; found == NULL && variant->info.languages && variant->info.languages[k]; k++)
      if (g_ascii_strcasecmp (variant->info.languages[k], override) == 0)
        found = variant->info.languages[k];
  if (found == NULL)
    found = wm_variant_match_language (variant, g_get_language_names ());

  return found != NULL ? found : wm_variant_fallback_language (variant);
}

const char *
wm_variant_language_for_tag (const WmVariant *variant, const char *tag)
{
  g_autofree char *locale = g_strdelimit (g_strdup (tag), "-", '_');
  g_auto (GStrv) wanted = g_get_locale_variants (locale);

  /* "de-AT" asks for de_AT, then de, as a desktop set to it does. */
  return wm_variant_match_language (variant, (const char *const *) wanted);
}

typedef void (*TextFunc) (WmText *text, gpointer data);

/* Calls @func with each text of @variant, in file order: what the saver
 * writes with an xml:lang. */
static void
foreach_text (const WmVariant *variant, TextFunc func, gpointer data)
{
  func ((WmText *)&variant->info.title, data);
  func ((WmText *)&variant->info.description, data);
  for (guint i = 0; i < variant->path_types->len; i++)
    func (&((WmPathType *)g_ptr_array_index (variant->path_types, i))->name, data);
  for (guint i = 0; i < variant->weapon_types->len; i++)
    func (&((WmWeaponType *)g_ptr_array_index (variant->weapon_types, i))->name, data);
  for (guint i = 0; i < variant->secret_places->len; i++)
    func (&((WmSecretPlace *)g_ptr_array_index (variant->secret_places, i))->name, data);
  for (guint i = 0; i < variant->towns->len; i++)
    func (&((WmTown *)g_ptr_array_index (variant->towns, i))->name, data);
  for (guint i = 0; i < variant->regions->len; i++)
    func (&((WmRegion *)g_ptr_array_index (variant->regions, i))->name, data);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      WmCharacter *character = g_ptr_array_index (variant->characters, i);
      func (&character->name, data);
      func (&character->text, data);
    }
  for (guint d = 0; d < variant->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, d);
      func (&deck->name, data);
      for (guint i = 0; i < deck->cards->len; i++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, i);
          func (&card->name, data);
          func (&card->text, data);
        }
    }
}

typedef struct
{
  const char *lang;
  guint count;
} InLanguage;

static void
count_in (WmText *text, gpointer data)
{
  InLanguage *in = data;

  if (wm_text_get_exact (text, in->lang) != NULL)
    in->count++;
}

static void
remove_in (WmText *text, gpointer data)
{
  InLanguage *in = data;

  if (wm_text_get_exact (text, in->lang) != NULL)
    {
      wm_text_remove (text, in->lang);
      in->count++;
    }
}

guint
wm_variant_count_texts_in (const WmVariant *variant, const char *lang)
{
  InLanguage in = { lang, 0 };

  g_return_val_if_fail (variant != NULL && lang != NULL, 0);
  foreach_text (variant, count_in, &in);
  return in.count;
}

guint
wm_variant_remove_texts_in (WmVariant *variant, const char *lang)
{
  InLanguage in = { lang, 0 };

  g_return_val_if_fail (variant != NULL && lang != NULL, 0);
  foreach_text (variant, remove_in, &in);
  return in.count;
}

const char *
wm_variant_display_name (const WmVariant *variant, const WmText *name, const char *id)
{
  const char *text = wm_text_get (name, wm_variant_display_language (variant),
                                  wm_variant_fallback_language (variant));

  return *text != '\0' ? text : (id != NULL ? id : "");
}

char *
wm_variant_isolated_name (const WmVariant *variant, const WmText *name, const char *id)
{
  return wm_text_isolate (wm_variant_display_name (variant, name, id));
}

char *
wm_variant_named (const WmVariant *variant, const WmText *name, const char *id)
{
  const char *shown = name ? wm_variant_display_name (variant, name, id) : id;
  g_autofree char *isolated = wm_text_isolate (shown);

  if (id == NULL || g_strcmp0 (shown, id) == 0)
    return g_strdup_printf (_("“%s”"), isolated);
  /* Translators: an element of the variant in a message: the name the
   * designer gave it, then its id for reference ("“Heath” (r1)"). */
  return g_strdup_printf (_("“%s” (%s)"), isolated, id);
}

char *
wm_variant_character_label (const WmVariant *variant, const char *id)
{
  const WmCharacter *ch = variant != NULL ? wm_variant_find_character (variant, id) : NULL;
  const char *name = ch != NULL ? wm_variant_display_name (variant, &ch->name, id) : id;
  g_autofree char *isolated = NULL;

  if (g_strcmp0 (name, id) == 0)
    return g_strdup (id);
  isolated = wm_text_isolate (name);
  return g_strdup_printf ("%s (%s)", isolated, id);
}

char *
wm_variant_region_named (const WmVariant *variant, const char *id)
{
  const WmRegion *region = wm_variant_find_region (variant, id);

  return wm_variant_named (variant, region ? &region->name : NULL, id);
}

char *
wm_variant_town_named (const WmVariant *variant, const char *id)
{
  const WmTown *town = wm_variant_find_town (variant, id);
  const WmRegion *region = wm_variant_town_region (variant, id);
  g_autofree char *named = wm_variant_named (variant, town ? &town->name : NULL, id);
  g_autofree char *where = NULL;

  if (region == NULL)
    return g_steal_pointer (&named);
  where = wm_variant_named (variant, NULL,
                           wm_variant_display_name (variant, &region->name, region->id));
  /* Translators: a town in a message: its name and id ("“Ashford”
   * (town-2)"), then the region whose side A prints it ("“Heath”"). */
  return g_strdup_printf (_("%s of %s"), named, where);
}

char *
wm_space_named (const WmSpace *space)
{
  g_autofree char *isolated = NULL;

  if (space->label == NULL || *space->label == '\0' || g_strcmp0 (space->label, space->id) == 0)
    return g_strdup (space->id);
  isolated = wm_text_isolate (space->label);
  return g_strdup_printf (_("“%s” (%s)"), isolated, space->id);
}

/* ---- deep copy of a region -------------------------------------------- */

/* Each copy starts as a copy of the whole struct, so that every plain field
 * (coordinates, kinds, directions, the edge and its position …) comes along
 * as the model grows; then every pointer is replaced by a copy of its own.
 * Line numbers go back to 0: the copy is made in code, and a diagnostic on
 * it must not point at the lines of the element it was copied from. The
 * arrays are copied with g_ptr_array_copy(), which keeps each array's own
 * free function. */

static gpointer
node_copy (gconstpointer node, gpointer unused)
{
  xmlNode *copy = xmlCopyNode ((xmlNode *)node, 1);

  /* Only when libxml2's allocator fails; GLib's own allocations abort
   * then too, and a copy that silently lost a comment must not exist. */
  if (copy == NULL)
    g_error ("out of memory while copying foreign content");
  return copy;
}

static gpointer
foreign_attr_copy (gconstpointer data, gpointer unused)
{
  WmForeignAttr *copy = g_memdup2 (data, sizeof (WmForeignAttr));

  copy->href = g_strdup (copy->href);
  copy->prefix = g_strdup (copy->prefix);
  copy->name = g_strdup (copy->name);
  copy->value = g_strdup (copy->value);
  return copy;
}

static GPtrArray *
array_copy (GPtrArray *array, GCopyFunc copy)
{
  return array != NULL ? g_ptr_array_copy (array, copy, NULL) : NULL;
}

static WmExtras *
extras_copy (const WmExtras *extras)
{
  WmExtras *copy;

  if (extras == NULL)
    return NULL;
  copy = g_new0 (WmExtras, 1);
  copy->before = array_copy (extras->before, node_copy);
  copy->inside = array_copy (extras->inside, node_copy);
  copy->attrs = array_copy (extras->attrs, foreign_attr_copy);
  return copy;
}

static gpointer
text_entry_copy (gconstpointer data, gpointer unused)
{
  WmTextEntry *copy = g_memdup2 (data, sizeof (WmTextEntry));

  copy->lang = g_strdup (copy->lang);
  copy->text = g_strdup (copy->text);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

static gpointer
space_copy (gconstpointer data, gpointer unused)
{
  WmSpace *copy = g_memdup2 (data, sizeof (WmSpace));

  copy->id = g_strdup (copy->id);
  copy->town = g_strdup (copy->town);
  copy->label = g_strdup (copy->label);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

static gpointer
path_copy (gconstpointer data, gpointer unused)
{
  WmPath *copy = g_memdup2 (data, sizeof (WmPath));

  copy->a = g_strdup (copy->a);
  copy->b = g_strdup (copy->b);
  copy->type = g_strdup (copy->type);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

static gpointer
shore_copy (gconstpointer data, gpointer unused)
{
  WmShore *copy = g_memdup2 (data, sizeof (WmShore));

  copy->space = g_strdup (copy->space);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

static gpointer
lake_copy (gconstpointer data, gpointer unused)
{
  WmLake *copy;

  if (data == NULL)
    return NULL;
  copy = g_memdup2 (data, sizeof (WmLake));
  copy->id = g_strdup (copy->id);
  copy->shores = array_copy (copy->shores, shore_copy);
  copy->islands = array_copy (copy->islands, shore_copy);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

static gpointer
port_copy (gconstpointer data, gpointer unused)
{
  WmPort *copy = g_memdup2 (data, sizeof (WmPort));

  copy->type = g_strdup (copy->type);
  copy->space = g_strdup (copy->space);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

WmSide *
wm_side_copy (const WmSide *side)
{
  WmSide *copy;

  if (side == NULL)
    return NULL;
  copy = g_memdup2 (side, sizeof (WmSide));
  copy->spaces = array_copy (copy->spaces, space_copy);
  copy->paths = array_copy (copy->paths, path_copy);
  copy->lakes = array_copy (copy->lakes, lake_copy);
  for (int c = 0; c < WM_N_CORNERS; c++)
    copy->corner_lakes[c] = lake_copy (copy->corner_lakes[c], NULL);
  copy->ports = array_copy (copy->ports, port_copy);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

WmRegion *
wm_region_copy (const WmRegion *region)
{
  WmRegion *copy;

  g_return_val_if_fail (region != NULL, NULL);

  copy = g_memdup2 (region, sizeof (WmRegion));
  copy->id = g_strdup (copy->id);
  copy->fort_weapon = g_strdup (copy->fort_weapon);
  copy->name.entries = array_copy (copy->name.entries, text_entry_copy);
  for (int s = 0; s < 2; s++)
    copy->sides[s] = wm_side_copy (copy->sides[s]);
  copy->line = 0;
  copy->extras = extras_copy (copy->extras);
  return copy;
}

void
wm_variant_set_placeholder (const WmVariant *variant, WmText *text, const char *msgid)
{
  wm_variant_set_placeholder_with (variant, text, msgid, NULL);
}

void
wm_variant_set_placeholder_with (const WmVariant *variant, WmText *text, const char *msgid,
                                 const char *arg)
{
  const char *fallback[] = { NULL, NULL };
  const char *const *languages;

  g_return_if_fail (variant != NULL && text != NULL && msgid != NULL);
  languages = (const char *const *) variant->info.languages;
  if (languages == NULL || languages[0] == NULL)
    {
      fallback[0] = wm_variant_fallback_language (variant);
      languages = fallback;
    }
  for (int i = 0; languages[i] != NULL; i++)
    {
      const char *translated = wm_locale_gettext (languages[i], msgid);
      g_autofree char *filled = arg != NULL ? g_strdup_printf (translated, arg) : NULL;

      wm_text_set (text, languages[i], filled != NULL ? filled : translated);
    }
}

/* True when @name, a text of @owner, is the placeholder @msgid in the
 * language it is written in (which may be another than the one asked). */
static gboolean
is_placeholder (const WmText *owner, const char *name, const char *msgid)
{
  for (guint i = 0; msgid != NULL && owner->entries != NULL && i < owner->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (owner->entries, i);
      if (entry->text == name)
        return g_strcmp0 (name, wm_locale_gettext (entry->lang, msgid)) == 0;
    }
  return FALSE;
}

char *
wm_variant_placeholder_for (const WmVariant *variant, const char *msgid, const WmText *owner,
                            const char *id, const WmText *stand_in, const char *unnamed,
                            const char *lang)
{
  const char *name = wm_text_get (owner, lang, wm_variant_fallback_language (variant));

  if (*name == '\0' || is_placeholder (owner, name, unnamed))
    {
      const char *own = stand_in != NULL ? wm_text_get_exact (stand_in, lang) : NULL;
      name = own != NULL ? own : id;
    }
  return g_strdup_printf (wm_locale_gettext (lang, msgid), name);
}

gboolean
wm_variant_follow_placeholder (const WmVariant *variant, const WmText *made, const char *msgid,
                               const char *id, const WmText *stand_in, const char *unnamed,
                               const WmText *was, const WmText *now, WmText *follow)
{
  gboolean any = FALSE;

  for (guint i = 0; made->entries != NULL && i < made->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (made->entries, i);
      g_autofree char *before
          = wm_variant_placeholder_for (variant, msgid, was, id, stand_in, unnamed,
                                        entry->lang);
      g_autofree char *after
          = wm_variant_placeholder_for (variant, msgid, now, id, stand_in, unnamed,
                                        entry->lang);

      if (g_strcmp0 (entry->text, before) == 0 && g_strcmp0 (before, after) != 0)
        {
          wm_text_set (follow, entry->lang, after);
          any = TRUE;
        }
    }
  return any;
}
