#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-game.h"
#include "wm-piece-edits.h"
#include "wm-placeholders.h"
#include "wm-registry.h"

G_DEFINE_QUARK (wm-piece-edit-error-quark, wm_piece_edit_error)

/* Where each kind keeps its fields: the three structs share `id` (first),
 * `color` and `name`, and differ in their style (-1: none). */
typedef struct
{
  goffset array; /* in WmVariant */
  gsize size;
  goffset color, style, name;
  const char *id_base;
  const char *placeholder;
  const char *noun; /* for undo labels */
} KindInfo;

static const KindInfo kinds[WM_N_PIECE_KINDS] = {
  [WM_PIECE_TOWN] = { G_STRUCT_OFFSET (WmVariant, towns), sizeof (WmTown),
                      G_STRUCT_OFFSET (WmTown, color), G_STRUCT_OFFSET (WmTown, shape),
                      G_STRUCT_OFFSET (WmTown, name), "town", WM_PLACEHOLDER_NEW_TOWN },
  [WM_PIECE_PATH_TYPE]
  = { G_STRUCT_OFFSET (WmVariant, path_types), sizeof (WmPathType),
      G_STRUCT_OFFSET (WmPathType, color), G_STRUCT_OFFSET (WmPathType, dash),
      G_STRUCT_OFFSET (WmPathType, name), "path", WM_PLACEHOLDER_NEW_PATH_TYPE },
  [WM_PIECE_WEAPON_TYPE]
  = { G_STRUCT_OFFSET (WmVariant, weapon_types), sizeof (WmWeaponType),
      G_STRUCT_OFFSET (WmWeaponType, color), -1, G_STRUCT_OFFSET (WmWeaponType, name), "weapon",
      WM_PLACEHOLDER_NEW_WEAPON_TYPE },
};

/* The schema's choices, in the renderer's names (wm_shape_path ()). */
static const char *const shapes[]
    = { "round", "square", "triangle", "diamond", "hexagon", "pentagon", "star", "cross", NULL };
static const char *const dashes[] = { "solid", "dashed", "dotted", NULL };

/* Colours for new pieces, in turn, so that two new towns differ. */
static const char *const palette[]
    = { "#16a085", "#d35400", "#3b7dd8", "#8e44ad", "#c0392b", "#7f8c8d", "#f1c40f", "#2c3e50" };

#define FIELD(item, offset) G_STRUCT_MEMBER_P (item, offset)

static GPtrArray *
pieces_of (const WmVariant *variant, WmPieceKind kind)
{
  return G_STRUCT_MEMBER (GPtrArray *, variant, kinds[kind].array);
}

static gpointer
find_piece (const WmVariant *variant, WmPieceKind kind, const char *id, guint *index)
{
  GPtrArray *pieces = pieces_of (variant, kind);

  for (guint i = 0; id != NULL && i < pieces->len; i++)
    {
      gpointer item = g_ptr_array_index (pieces, i);
      if (g_strcmp0 (*(char **)item, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return item;
        }
    }
  return NULL;
}

gboolean
wm_piece_get (const WmVariant *variant, WmPieceKind kind, const char *id, const WmText **name,
              const char **color, const char **style)
{
  gpointer item;

  g_return_val_if_fail (variant != NULL && kind < WM_N_PIECE_KINDS, FALSE);
  item = find_piece (variant, kind, id, NULL);
  if (item == NULL)
    return FALSE;
  if (name != NULL)
    *name = FIELD (item, kinds[kind].name);
  if (color != NULL)
    *color = *(char **)FIELD (item, kinds[kind].color);
  if (style != NULL)
    {
      *style = kinds[kind].style < 0 ? NULL : *(char **)FIELD (item, kinds[kind].style);
      if (kind == WM_PIECE_PATH_TYPE && *style == NULL)
        *style = "solid";
    }
  return TRUE;
}

char **
wm_piece_ids (const WmVariant *variant, WmPieceKind kind)
{
  GPtrArray *pieces = pieces_of (variant, kind);
  char **ids = g_new0 (char *, pieces->len + 1);

  for (guint i = 0; i < pieces->len; i++)
    ids[i] = g_strdup (*(char **)g_ptr_array_index (pieces, i));
  return ids;
}

const char *const *
wm_piece_styles (WmPieceKind kind)
{
  return kind == WM_PIECE_TOWN ? shapes : kind == WM_PIECE_PATH_TYPE ? dashes : NULL;
}

const char *
wm_piece_style_title (const char *style)
{
  static const struct
  {
    const char *style, *context, *title;
  } titles[] = {
    /* Translators: the shapes of a town's token and marks. */
    { "round", "town shape", NC_ ("town shape", "Round") },
    { "square", "town shape", NC_ ("town shape", "Square") },
    { "triangle", "town shape", NC_ ("town shape", "Triangle") },
    { "diamond", "town shape", NC_ ("town shape", "Diamond") },
    { "hexagon", "town shape", NC_ ("town shape", "Hexagon") },
    { "pentagon", "town shape", NC_ ("town shape", "Pentagon") },
    { "star", "town shape", NC_ ("town shape", "Star") },
    { "cross", "town shape", NC_ ("town shape", "Cross") },
    /* Translators: how a path type's line is drawn. */
    { "solid", "path dash", NC_ ("path dash", "Solid") },
    { "dashed", "path dash", NC_ ("path dash", "Dashed") },
    { "dotted", "path dash", NC_ ("path dash", "Dotted") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_strcmp0 (titles[i].style, style) == 0)
      return g_dpgettext2 (GETTEXT_PACKAGE, titles[i].context, titles[i].title);
  return style;
}

/* ---- what uses a piece --------------------------------------------------- */

/* Counts the uses of one piece and keeps a description of the first. */
typedef struct
{
  const WmVariant *variant;
  WmPieceKind kind;
  const char *id;
  char *first;
  int count;
} Uses;

G_GNUC_PRINTF (2, 3)
static void
use (Uses *uses, const char *format, ...)
{
  va_list args;

  if (uses->count++ > 0)
    return;
  va_start (args, format);
  uses->first = g_strdup_vprintf (format, args);
  va_end (args);
}

/* A name for the sentences below, isolated: a right-to-left name turns
 * no more than itself around. */
static char *
name_of (const Uses *uses, const WmText *name, const char *id)
{
  return wm_variant_isolated_name (uses->variant, name, id);
}

static gboolean
words_hold (const char *words, const char *id)
{
  g_auto (GStrv) list = wm_split_words (words);

  return list != NULL && g_strv_contains ((const char *const *)list, id);
}

/* Whether @effect (a task when @is_task) has a town or path type parameter
 * naming the piece. */
static gboolean
effect_names (const Uses *uses, const WmEffect *effect, gboolean is_task)
{
  const WmTypeSpec *spec
      = is_task ? wm_registry_find_task (effect->type) : wm_registry_find_effect (effect->type);

  for (guint i = 0; spec != NULL && i < effect->params->len; i++)
    {
      const WmParam *param = g_ptr_array_index (effect->params, i);
      const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
      if (pspec == NULL)
        continue;
      if (uses->kind == WM_PIECE_TOWN && pspec->kind == WM_PARAM_TOWN
          && g_strcmp0 (param->value, uses->id) == 0)
        return TRUE;
      if (uses->kind == WM_PIECE_PATH_TYPE
          && (pspec->kind == WM_PARAM_PATH_TYPES || pspec->kind == WM_PARAM_PATH_TYPES_OR_CARD)
          && words_hold (param->value, uses->id))
        return TRUE;
    }
  return FALSE;
}

static gboolean
effects_name (const Uses *uses, GPtrArray *effects, gboolean is_task)
{
  for (guint i = 0; effects != NULL && i < effects->len; i++)
    if (effect_names (uses, g_ptr_array_index (effects, i), is_task))
      return TRUE;
  return FALSE;
}

static void
side_uses (Uses *uses, const WmRegion *region, const WmSide *side)
{
  g_autofree char *region_name = name_of (uses, &region->name, region->id);

  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (uses->kind == WM_PIECE_TOWN && g_strcmp0 (space->town, uses->id) == 0)
        /* Translators: "it is the town of space s16 on side A of “Greywood”". */
        use (uses, _ ("it is the town of space %s on side %c of “%s”"), space->id, side->id,
             region_name);
    }
  if (uses->kind != WM_PIECE_PATH_TYPE)
    return;
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if (g_strcmp0 (path->type, uses->id) == 0)
        use (uses, _ ("it is the type of the path %s–%s on side %c of “%s”"), path->a, path->b,
             side->id, region_name);
    }
  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      if (g_strcmp0 (port->type, uses->id) == 0)
        use (uses, _ ("it is the type of a port on side %c of “%s”"), side->id, region_name);
    }
}

static void
card_uses (Uses *uses, const WmCard *card)
{
  g_autofree char *card_name = name_of (uses, &card->name, card->id);

  for (guint i = 0; uses->kind == WM_PIECE_TOWN && i < card->targets->len; i++)
    if (g_strcmp0 (((WmTarget *)g_ptr_array_index (card->targets, i))->town, uses->id) == 0)
      use (uses, _ ("it is a target of the card “%s” (%s)"), card_name, card->id);
  if (uses->kind == WM_PIECE_PATH_TYPE && card->paths != NULL
      && g_strv_contains ((const char *const *)card->paths, uses->id))
    use (uses, _ ("the movement card %s moves along it"), card->id);
  if (effects_name (uses, card->tasks, TRUE) || effects_name (uses, card->effects, FALSE))
    use (uses, _ ("a task or effect of the card “%s” (%s) names it"), card_name, card->id);
}

static void
character_uses (Uses *uses, const WmCharacter *character)
{
  g_autofree char *name = name_of (uses, &character->name, character->id);

  if (uses->kind == WM_PIECE_TOWN && g_strcmp0 (character->start_town, uses->id) == 0)
    use (uses, _ ("“%s” starts there"), name);
  if (effects_name (uses, character->effects, FALSE))
    use (uses, _ ("an ability of “%s” names it"), name);
}

/* A weapon type is named by the forts that hand it out (a region's
 * fort-weapon): without it they would stand empty. */
static void
weapon_uses (Uses *uses)
{
  for (guint r = 0; r < uses->variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (uses->variant->regions, r);
      g_autofree char *name = NULL;
      if (g_strcmp0 (region->fort_weapon, uses->id) != 0)
        continue;
      name = name_of (uses, &region->name, region->id);
      /* Translators: "“Bow” cannot be removed: the fort of “The Riverlands”
       * hands it out". */
      use (uses, _ ("the fort of “%s” hands it out"), name);
    }
}

char *
wm_piece_use (const WmVariant *variant, WmPieceKind kind, const char *id)
{
  Uses uses = { variant, kind, id, NULL, 0 };

  g_return_val_if_fail (variant != NULL && kind < WM_N_PIECE_KINDS, NULL);
  if (kind == WM_PIECE_WEAPON_TYPE)
    weapon_uses (&uses);
  for (guint r = 0; kind != WM_PIECE_WEAPON_TYPE && r < variant->regions->len; r++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, r);
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          side_uses (&uses, region, region->sides[s]);
    }
  for (guint c = 0; kind != WM_PIECE_WEAPON_TYPE && c < variant->characters->len; c++)
    character_uses (&uses, g_ptr_array_index (variant->characters, c));
  for (guint d = 0; kind != WM_PIECE_WEAPON_TYPE && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        card_uses (&uses, g_ptr_array_index (deck->cards, c));
    }
  if (uses.count <= 1)
    return uses.first;
  {
    g_autofree char *first = uses.first;
    /* Translators: "it is a target of the card “Salt Run” (C04) (and 3 other uses)". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (and %d other use)",
                                         "%s (and %d other uses)", uses.count - 1),
                            first, uses.count - 1);
  }
}

/* ---- secret places -------------------------------------------------------- */

/* Each kind's name, written into the variant's languages when the
 * designer gives a kind the variant lacks a count. */
static const char *const secret_names[WM_N_SECRET_KINDS] = {
  [WM_SECRET_MILEPOST] = N_ ("Milepost"),
  [WM_SECRET_SETTLEMENT] = N_ ("Settlement"),
  [WM_SECRET_PORTAL] = N_ ("Portal"),
};

static WmSecretPlace *
find_secret (const WmVariant *variant, WmSecretKind kind)
{
  for (guint i = 0; i < variant->secret_places->len; i++)
    {
      WmSecretPlace *place = g_ptr_array_index (variant->secret_places, i);
      if (place->kind == kind)
        return place;
    }
  return NULL;
}

int
wm_secret_place_count (const WmVariant *variant, WmSecretKind kind)
{
  int count = 0;

  g_return_val_if_fail (variant != NULL && kind < WM_N_SECRET_KINDS, 0);
  /* The file may list a kind twice; the setup deals them all. */
  for (guint i = 0; i < variant->secret_places->len; i++)
    {
      const WmSecretPlace *place = g_ptr_array_index (variant->secret_places, i);
      if (place->kind == kind)
        count += place->count;
    }
  return count;
}

const char *
wm_secret_place_name (const WmVariant *variant, WmSecretKind kind)
{
  const WmSecretPlace *place;

  g_return_val_if_fail (variant != NULL && kind < WM_N_SECRET_KINDS, NULL);
  place = find_secret (variant, kind);
  if (place != NULL)
    {
      const char *name = wm_variant_display_name (variant, &place->name, NULL);
      if (*name != '\0')
        return name;
    }
  return _ (secret_names[kind]);
}

typedef struct
{
  WmSecretKind kind;
  int count; /* of the first <secret-place> of the kind */
} SecretEdit;

/* A new kind goes after the kinds before it, so that the file keeps the
 * rulebook's order (mileposts, settlements, portals). */
static void
set_secret_count (WmVariant *variant, gpointer data)
{
  const SecretEdit *edit = data;
  WmSecretPlace *place = find_secret (variant, edit->kind);
  guint at = 0;

  if (place != NULL)
    {
      place->count = edit->count;
      return;
    }
  while (at < variant->secret_places->len
         && ((WmSecretPlace *)g_ptr_array_index (variant->secret_places, at))->kind < edit->kind)
    at++;
  place = g_new0 (WmSecretPlace, 1);
  place->kind = edit->kind;
  place->count = edit->count;
  wm_text_init (&place->name);
  wm_variant_set_placeholder (variant, &place->name, secret_names[edit->kind]);
  g_ptr_array_insert (variant->secret_places, at, place);
}

gboolean
wm_piece_edit_secret_count (WmDocument *doc, WmSecretKind kind, int count, GError **error)
{
  const WmVariant *variant;
  SecretEdit edit = { kind, count };
  g_autofree char *name = NULL;
  int others;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc) && kind < WM_N_SECRET_KINDS, FALSE);
  variant = wm_document_get_variant (doc);
  name = wm_text_isolate (wm_secret_place_name (variant, kind));
  if (count < 0 || count > WM_SECRET_PLACE_MAX_COUNT)
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                   /* Translators: "The setup deals 0 to 50 secret places of a kind
                    * (Milepost), not 51". */
                   _ ("The setup deals 0 to %d secret places of a kind (%s), not %d"),
                   WM_SECRET_PLACE_MAX_COUNT, name, count);
      return FALSE;
    }
  if (find_secret (variant, kind) != NULL)
    {
      /* Only the first of a kind listed twice changes: the others are the
       * designer's, and the total is what the setup deals. */
      others = wm_secret_place_count (variant, kind) - find_secret (variant, kind)->count;
      edit.count = count - others;
      if (edit.count < 0)
        {
          g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                       _ ("The file lists %s a second time, with %d more; edit the file to "
                          "deal fewer than %d"),
                       name, others, others);
          return FALSE;
        }
    }
  if (count == wm_secret_place_count (variant, kind))
    return TRUE;
  return wm_document_edit (doc, _ ("Change a secret place count"), set_secret_count, &edit, error);
}

/* ---- edits --------------------------------------------------------------- */

typedef struct
{
  WmPieceKind kind;
  const char *id;
  const char *lang;
  const char *value;
  guint index;
} PieceEdit;

static gpointer
need_piece (WmDocument *doc, WmPieceKind kind, const char *id, guint *index, GError **error)
{
  gpointer item;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc) && kind < WM_N_PIECE_KINDS, NULL);
  item = find_piece (wm_document_get_variant (doc), kind, id, index);
  if (item == NULL)
    g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_NOT_FOUND, _ ("There is no “%s”"),
                 id != NULL ? id : "");
  return item;
}

char *
wm_piece_next_id (const WmVariant *variant, WmPieceKind kind)
{
  const char *base = kinds[kind].id_base;

  if (find_piece (variant, kind, base, NULL) == NULL)
    return g_strdup (base);
  for (int n = 2;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%d", base, n);
      if (find_piece (variant, kind, id, NULL) == NULL)
        return g_steal_pointer (&id);
    }
}

/* The first colour of the palette no piece of the kind has yet, so that a
 * new town does not look like an old one; in turn once all are taken. */
static const char *
new_color (GPtrArray *pieces, goffset color)
{
  for (guint c = 0; c < G_N_ELEMENTS (palette); c++)
    {
      gboolean taken = FALSE;
      for (guint i = 0; i < pieces->len && !taken; i++)
        taken = g_ascii_strcasecmp (*(char **)FIELD (g_ptr_array_index (pieces, i), color),
                                    palette[c])
                == 0;
      if (!taken)
        return palette[c];
    }
  return palette[pieces->len % G_N_ELEMENTS (palette)];
}

/* A new weapon type goes to the first fort that hands out none (a region
 * made while the variant had no weapon types), as the Rules page says:
 * one for each fort. */
static void
give_to_empty_fort (WmVariant *variant, const char *weapon)
{
  for (guint r = 0; r < variant->regions->len; r++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, r);
      if (region->fort_weapon == NULL)
        {
          region->fort_weapon = g_strdup (weapon);
          return;
        }
    }
}

void
wm_piece_add_to_variant (WmVariant *variant, WmPieceKind kind, const char *id)
{
  const KindInfo *info = &kinds[kind];
  GPtrArray *pieces = pieces_of (variant, kind);
  gpointer item = g_malloc0 (info->size);

  *(char **)item = g_strdup (id);
  *(char **)FIELD (item, info->color) = g_strdup (new_color (pieces, info->color));
  if (info->style >= 0)
    *(char **)FIELD (item, info->style) = g_strdup (wm_piece_styles (kind)[0]);
  wm_text_init (FIELD (item, info->name));
  wm_variant_set_placeholder (variant, FIELD (item, info->name), info->placeholder);
  g_ptr_array_add (pieces, item);
  if (kind == WM_PIECE_WEAPON_TYPE)
    give_to_empty_fort (variant, id);
}

static void
add_piece (WmVariant *variant, gpointer data)
{
  const PieceEdit *edit = data;

  wm_piece_add_to_variant (variant, edit->kind, edit->id);
}

/* A weapon type after the rules engine's first WM_GAME_MAX_WEAPON_TYPES
 * could never be collected (the validator's weapon-types-too-many), so the
 * add is refused before it makes one. */
static gboolean
weapon_type_fits (const WmVariant *variant, WmPieceKind kind, GError **error)
{
  if (kind != WM_PIECE_WEAPON_TYPE || variant->weapon_types->len < WM_GAME_MAX_WEAPON_TYPES)
    return TRUE;
  g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
               /* Translators: "A player can collect at most 8 weapon types; the variant
                * already has 8". */
               _ ("A player can collect at most %d weapon types; the variant already has %u"),
               WM_GAME_MAX_WEAPON_TYPES, variant->weapon_types->len);
  return FALSE;
}

char *
wm_piece_edit_add (WmDocument *doc, WmPieceKind kind, GError **error)
{
  static const char *const labels[]
      = { N_ ("Add a town"), N_ ("Add a path type"), N_ ("Add a weapon type") };
  g_autofree char *id = NULL;
  PieceEdit edit = { .kind = kind };

  g_return_val_if_fail (WM_IS_DOCUMENT (doc) && kind < WM_N_PIECE_KINDS, NULL);
  if (!weapon_type_fits (wm_document_get_variant (doc), kind, error))
    return NULL;
  id = wm_piece_next_id (wm_document_get_variant (doc), kind);
  edit.id = id;
  if (!wm_document_edit (doc, _ (labels[kind]), add_piece, &edit, error))
    return NULL;
  return g_steal_pointer (&id);
}

static void
remove_piece (WmVariant *variant, gpointer data)
{
  const PieceEdit *edit = data;

  g_ptr_array_remove_index (pieces_of (variant, edit->kind), edit->index);
}

gboolean
wm_piece_edit_remove (WmDocument *doc, WmPieceKind kind, const char *id, GError **error)
{
  static const char *const labels[]
      = { N_ ("Remove a town"), N_ ("Remove a path type"), N_ ("Remove a weapon type") };
  PieceEdit edit = { .kind = kind, .id = id };
  const WmVariant *variant;
  const WmText *name;
  g_autofree char *use = NULL, *shown = NULL;

  if (need_piece (doc, kind, id, &edit.index, error) == NULL)
    return FALSE;
  variant = wm_document_get_variant (doc);
  use = wm_piece_use (variant, kind, id);
  if (use != NULL)
    {
      wm_piece_get (variant, kind, id, &name, NULL, NULL);
      shown = wm_variant_isolated_name (variant, name, id);
      /* Translators: "“Calder” cannot be removed: it is the town of space s16 …". */
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_IN_USE,
                   _ ("“%s” cannot be removed: %s"), shown, use);
      return FALSE;
    }
  return wm_document_edit (doc, _ (labels[kind]), remove_piece, &edit, error);
}

static void
set_name (WmVariant *variant, gpointer data)
{
  const PieceEdit *edit = data;
  gpointer item = find_piece (variant, edit->kind, edit->id, NULL);

  wm_text_set (FIELD (item, kinds[edit->kind].name), edit->lang, edit->value);
}

gboolean
wm_piece_edit_name (WmDocument *doc, WmPieceKind kind, const char *id, const char *lang,
                    const char *name, GError **error)
{
  static const char *const labels[]
      = { N_ ("Rename a town"), N_ ("Rename a path type"), N_ ("Rename a weapon type") };
  PieceEdit edit = { .kind = kind, .id = id, .lang = lang };
  gpointer item = need_piece (doc, kind, id, NULL, error);
  g_autofree char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (item == NULL)
    return FALSE;
  g_return_val_if_fail (lang != NULL, FALSE);
  if (*stripped == '\0')
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                   _ ("A name cannot be empty"));
      return FALSE;
    }
  if (g_strcmp0 (wm_text_get_exact (FIELD (item, kinds[kind].name), lang), stripped) == 0)
    return TRUE;
  edit.value = stripped;
  return wm_document_edit (doc, _ (labels[kind]), set_name, &edit, error);
}

static void
set_string (WmVariant *variant, gpointer data)
{
  const PieceEdit *edit = data;
  gpointer item = find_piece (variant, edit->kind, edit->id, NULL);
  char **field = FIELD (item, edit->index);

  g_free (*field);
  *field = g_strdup (edit->value);
}

static gboolean
valid_color (const char *color)
{
  if (color == NULL || color[0] != '#' || strlen (color) != 7)
    return FALSE;
  for (int i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (color[i]))
      return FALSE;
  return TRUE;
}

gboolean
wm_piece_edit_color (WmDocument *doc, WmPieceKind kind, const char *id, const char *color,
                     GError **error)
{
  static const char *const labels[]
      = { N_ ("Change a town's colour"), N_ ("Change a path type's colour"),
          N_ ("Change a weapon type's colour") };
  gpointer item = need_piece (doc, kind, id, NULL, error);
  PieceEdit edit = { .kind = kind, .id = id, .value = color, .index = kinds[kind].color };

  if (item == NULL)
    return FALSE;
  if (!valid_color (color))
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                   _ ("“%s” is not a colour like #2a6fd6"), color != NULL ? color : "");
      return FALSE;
    }
  if (g_ascii_strcasecmp (*(char **)FIELD (item, kinds[kind].color), color) == 0)
    return TRUE;
  return wm_document_edit (doc, _ (labels[kind]), set_string, &edit, error);
}

gboolean
wm_piece_edit_style (WmDocument *doc, WmPieceKind kind, const char *id, const char *style,
                     GError **error)
{
  gpointer item = need_piece (doc, kind, id, NULL, error);
  const char *const *styles = wm_piece_styles (kind);
  PieceEdit edit = { .kind = kind, .id = id, .value = style, .index = kinds[kind].style };
  const char *old = NULL;

  if (item == NULL)
    return FALSE;
  if (styles == NULL || style == NULL || !g_strv_contains (styles, style))
    {
      g_set_error (error, WM_PIECE_EDIT_ERROR, WM_PIECE_EDIT_ERROR_INVALID,
                   kind == WM_PIECE_PATH_TYPE
                       ? _ ("A path type is drawn solid, dashed or dotted, not “%s”")
                       : _ ("A town has no shape “%s”"),
                   style != NULL ? style : "");
      return FALSE;
    }
  wm_piece_get (wm_document_get_variant (doc), kind, id, NULL, NULL, &old);
  if (g_strcmp0 (old, style) == 0)
    return TRUE;
  return wm_document_edit (doc,
                           kind == WM_PIECE_TOWN ? _ ("Change a town's shape")
                                                 : _ ("Change how a path type is drawn"),
                           set_string, &edit, error);
}
