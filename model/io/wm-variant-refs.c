#define G_LOG_DOMAIN "wm-io"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "../check/wm-accepted.h"
#include "../core/wm-effect-words.h"
#include "../core/wm-locale.h"
#include "../core/wm-registry.h"
#include "../core/wm-spelling.h"
#include "../rules/wm-map.h"
#include "wm-variant-io.h"
#include "wm-variant-load-private.h"

/* Indices from id to item, built once per check: looking every reference
 * up in a list made the check quadratic in the size of the variant. Each
 * maps an id to its first item, as the wm_variant_find_* functions do. */
typedef struct
{
  const WmVariant *variant;
  WmDiagnostics *diags;
  GHashTable *towns, *regions, *decks, *characters, *path_types, *weapon_types;
  GHashTable *card_decks; /* card id → the deck holding its first card */
  GHashTable *spaces;     /* of the side being checked */
} Checker;

/* Every struct with an id starts with `char *id`. */
static GHashTable *
index_ids (GPtrArray *items)
{
  GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    {
      gpointer item = g_ptr_array_index (items, i);
      const char *id = *(char **) item;
      if (id != NULL && !g_hash_table_contains (index, id))
        g_hash_table_insert (index, (gpointer) id, item);
    }
  return index;
}

static void
checker_init (Checker *c, const WmVariant *variant, WmDiagnostics *diags)
{
  c->variant = variant;
  c->diags = diags;
  c->towns = index_ids (variant->towns);
  c->regions = index_ids (variant->regions);
  c->decks = index_ids (variant->decks);
  c->characters = index_ids (variant->characters);
  c->path_types = index_ids (variant->path_types);
  c->weapon_types = index_ids (variant->weapon_types);
  c->card_decks = g_hash_table_new (g_str_hash, g_str_equal);
  c->spaces = NULL;
  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      for (guint j = 0; j < deck->cards->len; j++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, j);
          if (card->id != NULL && !g_hash_table_contains (c->card_decks, card->id))
            g_hash_table_insert (c->card_decks, card->id, deck);
        }
    }
}

static void
checker_clear (Checker *c)
{
  g_hash_table_unref (c->towns);
  g_hash_table_unref (c->regions);
  g_hash_table_unref (c->decks);
  g_hash_table_unref (c->characters);
  g_hash_table_unref (c->path_types);
  g_hash_table_unref (c->weapon_types);
  g_hash_table_unref (c->card_decks);
}

static gpointer
lookup (GHashTable *index, const char *id)
{
  return id != NULL ? g_hash_table_lookup (index, id) : NULL;
}

static void
error_at (Checker *c, int line, const char *where, const char *code, const char *message)
{
  wm_diagnostics_add (c->diags, WM_SEVERITY_ERROR, line, where, code, "%s", message);
}

/* What a second use of an id says, per kind of element: whole sentences (a
 * noun glued into one for every kind cannot take its article, gender or
 * case in German or Italian). A designer looks for both elements in a text
 * editor, so the message names this one by its name, when it has one
 * (“Ranger's Path” is what the Decks page shows, not R01), and gives the
 * first one's line, when it has one (an element made in the editor has
 * none until it is saved). */
typedef struct
{
  const char *plain;       /* the id */
  const char *first_at;    /* the id, the first's line */
  const char *named;       /* the name, the id, the first's line; NULL: no names */
  const char *named_plain; /* the name, the id */
} Duplicate;

static const Duplicate town_duplicate = {
  N_ ("two towns have the id “%s”"),
  N_ ("two towns have the id “%s”; the first is at line %d"),
  N_ ("town “%s” has the id “%s”, as the town at line %d does"),
  N_ ("town “%s” has the id “%s”, as another town does"),
};
static const Duplicate region_duplicate = {
  N_ ("two regions have the id “%s”"),
  N_ ("two regions have the id “%s”; the first is at line %d"),
  N_ ("region “%s” has the id “%s”, as the region at line %d does"),
  N_ ("region “%s” has the id “%s”, as another region does"),
};
static const Duplicate deck_duplicate = {
  N_ ("two decks have the id “%s”"),
  N_ ("two decks have the id “%s”; the first is at line %d"),
  N_ ("deck “%s” has the id “%s”, as the deck at line %d does"),
  N_ ("deck “%s” has the id “%s”, as another deck does"),
};
static const Duplicate character_duplicate = {
  N_ ("two characters have the id “%s”"),
  N_ ("two characters have the id “%s”; the first is at line %d"),
  N_ ("character “%s” has the id “%s”, as the character at line %d does"),
  N_ ("character “%s” has the id “%s”, as another character does"),
};
static const Duplicate path_type_duplicate = {
  N_ ("two path types have the id “%s”"),
  N_ ("two path types have the id “%s”; the first is at line %d"),
  N_ ("path type “%s” has the id “%s”, as the path type at line %d does"),
  N_ ("path type “%s” has the id “%s”, as another path type does"),
};
static const Duplicate weapon_type_duplicate = {
  N_ ("two weapon types have the id “%s”"),
  N_ ("two weapon types have the id “%s”; the first is at line %d"),
  N_ ("weapon type “%s” has the id “%s”, as the weapon type at line %d does"),
  N_ ("weapon type “%s” has the id “%s”, as another weapon type does"),
};
static const Duplicate card_duplicate = {
  N_ ("two cards have the id “%s”"),
  N_ ("two cards have the id “%s”; the first is at line %d"),
  N_ ("card “%s” has the id “%s”, as the card at line %d does"),
  N_ ("card “%s” has the id “%s”, as another card does"),
};
static const Duplicate space_duplicate = {
  N_ ("two spaces have the id “%s”"),
  N_ ("two spaces have the id “%s”; the first is at line %d"),
  NULL,
  NULL,
};
static const Duplicate lake_duplicate = {
  N_ ("two lakes have the id “%s”"),
  N_ ("two lakes have the id “%s”; the first is at line %d"),
  NULL,
  NULL,
};

/* @name: NULL for an element without one; a name that is only its id
 * (wm_variant_display_name ()'s stand-in) is not said twice. */
static void
report_duplicate (Checker *c, const Duplicate *said, int line, const char *where, const char *id,
                  const WmText *name, int first_line)
{
  const char *shown = name != NULL ? wm_variant_display_name (c->variant, name, NULL) : "";
  gboolean named = said->named != NULL && *shown != '\0' && strcmp (shown, id) != 0;
  g_autofree char *message = NULL;

  if (named && first_line > 0)
    message = g_strdup_printf (_ (said->named), shown, id, first_line);
  else if (named)
    message = g_strdup_printf (_ (said->named_plain), shown, id);
  else if (first_line > 0)
    message = g_strdup_printf (_ (said->first_at), id, first_line);
  else
    message = g_strdup_printf (_ (said->plain), id);
  error_at (c, line, where, "id-duplicate", message);
}

/* How check_unique () reads one kind of element: every struct with an id
 * starts with `char *id`, but their lines and names differ in place. */
typedef struct
{
  const Duplicate *said;
  const char *element; /* the where word before the id ("town"); NULL: the caller's where */
  int (*line_of) (gpointer item);
  const WmText *(*name_of) (gpointer item); /* NULL: the kind has no names */
} Unique;

/* Reports the second and later uses of each id among @items, at each of
 * them, naming the element and the first one's line. */
static void
check_unique (Checker *c, const Unique *kind, const char *where, GPtrArray *items)
{
  g_autoptr (GHashTable) first = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    {
      gpointer item = g_ptr_array_index (items, i);
      const char *id = *(char **) item;
      gpointer earlier;
      g_autofree char *own_where = NULL;

      if (id == NULL)
        continue;
      earlier = g_hash_table_lookup (first, id);
      if (earlier == NULL)
        {
          g_hash_table_insert (first, (gpointer) id, item);
          continue;
        }
      if (kind->element != NULL)
        own_where = g_strdup_printf ("%s %s", kind->element, id);
      report_duplicate (c, kind->said, kind->line_of (item), own_where ? own_where : where, id,
                        kind->name_of ? kind->name_of (item) : NULL, kind->line_of (earlier));
    }
}

#define LINE_OF(fn, Type)          \
  static int fn (gpointer item)    \
  {                                \
    return ((Type *) item)->line;  \
  }

#define NAME_OF(fn, Type)                       \
  static const WmText *fn (gpointer item)       \
  {                                             \
    return &((Type *) item)->name;              \
  }

LINE_OF (town_line, WmTown)
LINE_OF (region_line, WmRegion)
LINE_OF (deck_line, WmDeck)
LINE_OF (character_line, WmCharacter)
LINE_OF (path_type_line, WmPathType)
LINE_OF (weapon_type_line, WmWeaponType)
LINE_OF (space_line, WmSpace)
LINE_OF (lake_line, WmLake)
NAME_OF (town_name, WmTown)
NAME_OF (region_name, WmRegion)
NAME_OF (deck_name, WmDeck)
NAME_OF (character_name, WmCharacter)
NAME_OF (path_type_name, WmPathType)
NAME_OF (weapon_type_name, WmWeaponType)

/* @format is the whole translated sentence, with a %s for the id: "there is
 * no town “%s”". @ids, the ids it may name, give a hint for a slip of the
 * keyboard ("harowdale" for "harrowdale"). */
static void
unknown (Checker *c, GHashTable *ids, int line, const char *where, const char *format,
         const char *id)
{
  g_autofree char *message = g_strdup_printf (format, id);
  const char *nearest = wm_spelling_nearest (ids, id);

  if (nearest != NULL)
    {
      /* TRANSLATORS: "there is no town “harowdale” (did you mean
       * “harrowdale”?)": a message, then the id nearest to the one written. */
      g_autofree char *hinted = g_strdup_printf (_("%s (did you mean “%s”?)"), message, nearest);
      error_at (c, line, where, "ref-unknown", hinted);
    }
  else
    error_at (c, line, where, "ref-unknown", message);
}

static void
check_town_ref (Checker *c, int line, const char *where, const char *id)
{
  if (id != NULL && lookup (c->towns, id) == NULL)
    unknown (c, c->towns, line, where, _("there is no town “%s”"), id);
}

static void
check_path_type_ref (Checker *c, int line, const char *where, const char *id)
{
  if (id != NULL && lookup (c->path_types, id) == NULL)
    unknown (c, c->path_types, line, where, _("there is no path type “%s”"), id);
}

static void
check_space_ref (Checker *c, const WmSide *side, int line, const char *where, const char *id)
{
  if (id != NULL && lookup (c->spaces, id) == NULL)
    unknown (c, c->spaces, line, where, _("there is no space “%s” on this side"), id);
}

/* ---- one use per direction of a space ----------------------------------- */

typedef struct
{
  /* space id (borrowed from the model) → int[WM_N_DIRS], 1 + the line of
   * the first use of each direction (1: made in code, no line yet), 0
   * while unused */
  GHashTable *used;
} DirectionUse;

static void
use_direction (Checker *c, DirectionUse *use, const char *where, const char *space,
               WmDirection dir, int line)
{
  int *lines;

  if (space == NULL || dir < 0 || dir >= WM_N_DIRS)
    return;
  lines = g_hash_table_lookup (use->used, space);
  if (lines == NULL)
    {
      lines = g_new0 (int, WM_N_DIRS);
      g_hash_table_insert (use->used, (gpointer) space, lines);
    }
  if (lines[dir] != 0)
    {
      /* An element made in the editor has no line until it is saved: no
       * line is better than a wrong one. */
      g_autofree char *message
          = lines[dir] > 1 ? g_strdup_printf (_("space “%s” already uses direction %s (line %d)"),
                                              space, wm_direction_display_name (dir),
                                              lines[dir] - 1)
                           : g_strdup_printf (_("space “%s” already uses direction %s"), space,
                                              wm_direction_display_name (dir));
      error_at (c, line, where, "path-direction-taken", message);
      return;
    }
  lines[dir] = MAX (line, 0) + 1;
}

static void
check_lake (Checker *c, const WmSide *side, const WmLake *lake, DirectionUse *use,
            const char *where)
{
  for (guint i = 0; i < lake->shores->len; i++)
    {
      WmShore *shore = g_ptr_array_index (lake->shores, i);
      check_space_ref (c, side, shore->line, where, shore->space);
      use_direction (c, use, where, shore->space, shore->dir, shore->line);
    }
  for (guint i = 0; i < lake->islands->len; i++)
    {
      WmShore *island = g_ptr_array_index (lake->islands, i);
      WmSpace *space = lookup (c->spaces, island->space);
      check_space_ref (c, side, island->line, where, island->space);
      /* WM_N_SPACE_KINDS: a kind the loader did not know and reported. */
      if (space != NULL && space->kind != WM_SPACE_ISLAND && space->kind != WM_N_SPACE_KINDS)
        {
          g_autofree char *message = g_strdup_printf (
              _("space “%s” is listed as an island but its kind is %s"), island->space,
              wm_space_kind_to_string (space->kind));
          /* A reference to a space of the wrong kind, like a movement-deck
           * naming a deck of another kind: the file's form is fine. */
          error_at (c, island->line, where, "ref-unknown", message);
        }
    }
}

static void
check_side (Checker *c, const WmRegion *region, const WmSide *side)
{
  g_autofree char *where = g_strdup_printf ("region %s / side %c", region->id, side->id);
  DirectionUse use = { g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free) };
  g_autoptr (GHashTable) spaces = index_ids (side->spaces);
  /* 0 when the loader refused the size (missing, not a number, outside
   * 1–1000) and said so: no space or port is then judged against it, which
   * told every one of them to lie outside "0–0" (review 9's R9-13). */
  gboolean size_known = region->size > 0;

  c->spaces = spaces;

  check_unique (c, &(Unique) { &space_duplicate, NULL, space_line, NULL }, where, side->spaces);
  check_unique (c, &(Unique) { &lake_duplicate, NULL, lake_line, NULL }, where, side->lakes);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (size_known
          && (space->x < 0 || space->x > region->size || space->y < 0 || space->y > region->size))
        {
          g_autofree char *message = g_strdup_printf (
              _("space “%s” at (%g, %g) lies outside the region (0–%g)"), space->id, space->x,
              space->y, region->size);
          error_at (c, space->line, where, "value-range", message);
        }
      if (space->town != NULL && space->kind != WM_SPACE_TOWN && space->kind != WM_N_SPACE_KINDS)
        {
          g_autofree char *message = g_strdup_printf (
              _("space “%s” names a town but is not a town slot"), space->id);
          error_at (c, space->line, where, "schema-value", message);
        }
      check_town_ref (c, space->line, where, space->town);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);
      check_space_ref (c, side, path->line, where, path->a);
      check_space_ref (c, side, path->line, where, path->b);
      check_path_type_ref (c, path->line, where, path->type);
      if (path->a != NULL && g_strcmp0 (path->a, path->b) == 0)
        {
          g_autofree char *message = g_strdup_printf (
              _("a path from “%s” back to itself"), path->a);
          error_at (c, path->line, where, "path-self-loop", message);
          continue;
        }
      use_direction (c, &use, where, path->a, path->a_dir, path->line);
      use_direction (c, &use, where, path->b, path->b_dir, path->line);
    }
  for (guint i = 0; i < side->lakes->len; i++)
    check_lake (c, side, g_ptr_array_index (side->lakes, i), &use, where);
  for (int k = 0; k < WM_N_CORNERS; k++)
    if (side->corner_lakes[k] != NULL)
      check_lake (c, side, side->corner_lakes[k], &use, where);
  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      check_space_ref (c, side, port->line, where, port->space);
      check_path_type_ref (c, port->line, where, port->type);
      use_direction (c, &use, where, port->space, port->dir, port->line);
      if (size_known && port->at > region->size)
        {
          g_autofree char *message = g_strdup_printf (
              _("a port at %g lies beyond the edge (0–%g)"), port->at, region->size);
          error_at (c, port->line, where, "value-range", message);
        }
    }
  g_hash_table_unref (use.used);
  c->spaces = NULL;
}

/* ---- effects and tasks ------------------------------------------------------ */

static gboolean
valid_id (const char *id)
{
  if (*id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_' && *p != '.' && *p != '-')
      return FALSE;
  return TRUE;
}

/* Town and path type parameters must at least look like ids; whether they
 * name something of the variant is a separate question (ref-unknown). */
static gboolean
param_ids_valid (const WmParamSpec *pspec, const char *value, char **reason)
{
  g_auto (GStrv) words = NULL;

  if (pspec->kind == WM_PARAM_TOWN)
    {
      if (valid_id (value))
        return TRUE;
      *reason = g_strdup_printf (_("“%s” is not a valid id"), value);
      return FALSE;
    }
  if (pspec->kind != WM_PARAM_PATH_TYPES && pspec->kind != WM_PARAM_PATH_TYPES_OR_CARD)
    return TRUE;
  words = g_strsplit_set (value, " \t\r\n", -1);
  for (int i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && !valid_id (words[i]))
      {
        *reason = g_strdup_printf (_("“%s” is not a valid id"), words[i]);
        return FALSE;
      }
  return TRUE;
}

/* An effect's parameters are named as the Events & Abilities form labels
 * them ("How many" of "Extra move"), not by the file's attributes ("count"
 * of "extra-move"): the designer who reads the message mends it there
 * (review j, 6). A parameter the type does not have has no label and keeps
 * the file's name. */
static void
param_problem (Checker *c, const WmEffect *effect, const WmTypeSpec *spec, const char *where,
               const char *code, const char *param, const char *reason)
{
  /* TRANSLATORS: a field of the Events & Abilities form as it is labelled
   * ("How many"), the effect's type as that form names it ("Extra move"),
   * then why its value is refused ("7 is outside 1–3"). */
  g_autofree char *message = g_strdup_printf (_("“%s” of “%s”: %s"),
                                              wm_param_word_in (param, NULL, NULL),
                                              _(spec->title), reason);
  error_at (c, effect->line, where, code, message);
}

static void
check_effect (Checker *c, const WmEffect *effect, gboolean is_task, const char *where)
{
  const WmTypeSpec *spec = is_task ? wm_registry_find_task (effect->type)
                                   : wm_registry_find_effect (effect->type);

  if (spec == NULL)
    {
      g_autofree char *message = g_strdup_printf (
          is_task ? _("unknown task type “%s”") : _("unknown effect type “%s”"), effect->type);
      error_at (c, effect->line, where, "effect-unknown", message);
      return;
    }
  for (guint i = 0; i < effect->params->len; i++)
    {
      WmParam *param = g_ptr_array_index (effect->params, i);
      const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
      g_autofree char *reason = NULL;
      if (pspec == NULL)
        {
          g_autofree char *message = g_strdup_printf (_("“%s” has no parameter “%s”"),
                                                      _(spec->title), param->name);
          error_at (c, effect->line, where, "effect-param", message);
        }
      else if (!wm_param_check (pspec, param->value, NULL, &reason)
               || !param_ids_valid (pspec, param->value, &reason))
        param_problem (c, effect, spec, where, "effect-param", param->name, reason);
      else if (!wm_param_check (pspec, param->value, c->variant, &reason))
        /* Well formed but naming a town or path type the variant lacks. */
        param_problem (c, effect, spec, where, "ref-unknown", param->name, reason);
    }
  for (int i = 0; i < spec->n_params; i++)
    if (spec->params[i].required && wm_effect_get_param (effect, spec->params[i].name) == NULL)
      {
        /* TRANSLATORS: the effect's or task's type as the Events &
         * Abilities form names it ("Visit a town"), then the field that
         * is left empty, as it is labelled ("Town"). */
        g_autofree char *message = g_strdup_printf (
            _("“%s” needs a value for “%s”"), _(spec->title),
            wm_param_word_in (spec->params[i].name, NULL, NULL));
        error_at (c, effect->line, where, "effect-param", message);
      }
}

static void
check_effects (Checker *c, GPtrArray *effects, gboolean is_task, const char *where)
{
  for (guint i = 0; i < effects->len; i++)
    check_effect (c, g_ptr_array_index (effects, i), is_task, where);
}

/* ---- languages ------------------------------------------------------------ */

typedef enum
{
  TEXT_TITLE,
  TEXT_DESCRIPTION,
  TEXT_PATH_TYPE_NAME,
  TEXT_WEAPON_TYPE_NAME,
  TEXT_SECRET_PLACE_NAME,
  TEXT_TOWN_NAME,
  TEXT_REGION_NAME,
  TEXT_CHARACTER_NAME,
  TEXT_ABILITY,
  TEXT_DECK_NAME,
  TEXT_CARD_NAME,
  TEXT_CARD_TEXT,
} TextKind;

/* Whole sentences per kind of text, each with a %s for the language (a
 * missing text's as wm_locale_language_in_words_and_tag () names it): a
 * translated noun glued into one sentence cannot take its article, gender
 * or case in German or Italian. */
static const struct
{
  const char *undeclared, *missing;
} text_messages[] = {
  [TEXT_TITLE] = { N_("the title has a text in “%s”, which <info> does not declare"),
                   N_("the title has no text in %s") },
  [TEXT_DESCRIPTION]
  = { N_("the description is written in “%s”, which <info> does not declare"),
      N_("the description is missing in %s") },
  [TEXT_PATH_TYPE_NAME]
  = { N_("the path type name has a text in “%s”, which <info> does not declare"),
      N_("the path type name has no text in %s") },
  [TEXT_WEAPON_TYPE_NAME]
  = { N_("the weapon type name has a text in “%s”, which <info> does not declare"),
      N_("the weapon type name has no text in %s") },
  [TEXT_SECRET_PLACE_NAME]
  = { N_("the secret place name has a text in “%s”, which <info> does not declare"),
      N_("the secret place name has no text in %s") },
  [TEXT_TOWN_NAME] = { N_("the town name has a text in “%s”, which <info> does not declare"),
                       N_("the town name has no text in %s") },
  [TEXT_REGION_NAME] = { N_("the region name has a text in “%s”, which <info> does not declare"),
                         N_("the region name has no text in %s") },
  [TEXT_CHARACTER_NAME]
  = { N_("the character name has a text in “%s”, which <info> does not declare"),
      N_("the character name has no text in %s") },
  [TEXT_ABILITY] = { N_("the ability text is written in “%s”, which <info> does not declare"),
                     N_("the ability text is missing in %s") },
  [TEXT_DECK_NAME] = { N_("the deck name has a text in “%s”, which <info> does not declare"),
                       N_("the deck name has no text in %s") },
  [TEXT_CARD_NAME] = { N_("the card name has a text in “%s”, which <info> does not declare"),
                       N_("the card name has no text in %s") },
  [TEXT_CARD_TEXT] = { N_("the card text is written in “%s”, which <info> does not declare"),
                       N_("the card text is missing in %s") },
};

static void
check_text (Checker *c, const WmText *text, int line, const char *where, TextKind kind)
{
  char **languages = c->variant->info.languages;

  /* No declared language: the loader refused the list (and said so) or the
   * file has none; every text would be told against nothing. */
  if (languages == NULL || languages[0] == NULL)
    return;
  if (text->entries == NULL || text->entries->len == 0)
    return;
  for (guint i = 0; i < text->entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      gunichar control = wm_text_bidi_control (entry->text);
      if (!g_strv_contains ((const char *const *) languages, entry->lang))
        wm_diagnostics_add (c->diags, WM_SEVERITY_WARNING, entry->line, where, "lang-undeclared",
                            _(text_messages[kind].undeclared), entry->lang);
      /* Printed and shown, a name is isolated so that the program's words
       * around it keep their order; but within the text the control still
       * turns letters around, which is hardly what was meant. */
      if (control != 0)
        wm_diagnostics_add (c->diags, WM_SEVERITY_WARNING, entry->line, where,
                            "text-bidi-control",
                            _("the text in “%s” holds the invisible direction control U+%04X, "
                              "which reverses or reorders the letters after it; delete it"),
                            entry->lang, control);
    }
  for (int i = 0; languages[i] != NULL; i++)
    if (wm_text_get_exact (text, languages[i]) == NULL)
      {
        g_autofree char *language = wm_locale_language_in_words_and_tag (languages[i]);
        wm_diagnostics_add (c->diags, WM_SEVERITY_WARNING, line, where, "lang-missing",
                            _(text_messages[kind].missing), language);
      }
}

/* The name of a piece told at "@element @id" ("path-type road"), where the
 * Validation page finds its row. */
static void
check_name_of (Checker *c, const char *element, const char *id, const WmText *name, int line,
               TextKind kind)
{
  g_autofree char *where = g_strdup_printf ("%s %s", element, id);

  check_text (c, name, line, where, kind);
}

/* ---- characters, decks, board ----------------------------------------------- */

static void
check_character (Checker *c, const WmCharacter *character)
{
  g_autofree char *where = g_strdup_printf ("character %s", character->id);
  WmDeck *deck = lookup (c->decks, character->movement_deck);
  WmDeck *quest_deck = NULL;

  check_town_ref (c, character->line, where, character->start_town);
  if (character->movement_deck != NULL && deck == NULL)
    unknown (c, c->decks, character->line, where, _("there is no deck “%s”"), character->movement_deck);
  /* WM_N_DECK_KINDS: a kind the loader did not know and reported. */
  else if (deck != NULL && deck->kind != WM_DECK_MOVEMENT && deck->kind != WM_N_DECK_KINDS)
    error_at (c, character->line, where, "ref-unknown",
              _("“movement-deck” must name a deck of kind movement"));
  if (character->personal_quest != NULL)
    {
      quest_deck = lookup (c->card_decks, character->personal_quest);
      if (quest_deck == NULL)
        unknown (c, c->card_decks, character->line, where, _("there is no card “%s”"), character->personal_quest);
      else if (quest_deck->kind != WM_DECK_PERSONAL_QUEST && quest_deck->kind != WM_N_DECK_KINDS)
        error_at (c, character->line, where, "ref-unknown",
                  _("“personal-quest” must name a card of a personal-quest deck"));
    }
  check_text (c, &character->name, character->line, where, TEXT_CHARACTER_NAME);
  check_text (c, &character->text, character->line, where, TEXT_ABILITY);
  check_effects (c, character->effects, FALSE, where);
}

static void
check_card (Checker *c, const WmDeck *deck, const WmCard *card)
{
  g_autofree char *where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);

  for (int i = 0; card->paths != NULL && card->paths[i] != NULL; i++)
    check_path_type_ref (c, card->line, where, card->paths[i]);
  for (guint i = 0; i < card->targets->len; i++)
    {
      WmTarget *target = g_ptr_array_index (card->targets, i);
      check_town_ref (c, target->line, where, target->town);
    }
  if (card->character != NULL && lookup (c->characters, card->character) == NULL)
    unknown (c, c->characters, card->line, where, _("there is no character “%s”"), card->character);
  check_effects (c, card->tasks, TRUE, where);
  check_effects (c, card->effects, FALSE, where);
  check_text (c, &card->name, card->line, where, TEXT_CARD_NAME);
  check_text (c, &card->text, card->line, where, TEXT_CARD_TEXT);
}

static void
check_deck (Checker *c, const WmDeck *deck)
{
  g_autofree char *where = g_strdup_printf ("deck %s", deck->id);

  if (deck->region != NULL && lookup (c->regions, deck->region) == NULL)
    unknown (c, c->regions, deck->line, where, _("there is no region “%s”"), deck->region);
  if (deck->character != NULL && lookup (c->characters, deck->character) == NULL)
    unknown (c, c->characters, deck->line, where, _("there is no character “%s”"), deck->character);
  check_text (c, &deck->name, deck->line, where, TEXT_DECK_NAME);
  for (guint i = 0; i < deck->cards->len; i++)
    check_card (c, deck, g_ptr_array_index (deck->cards, i));
}

/* Card ids are unique over all decks. A card is told at its deck and id
 * (where the Validation page goes), as its other problems are. */
static void
check_cards_unique (Checker *c)
{
  g_autoptr (GHashTable) first = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint d = 0; d < c->variant->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (c->variant->decks, d);
      for (guint i = 0; i < deck->cards->len; i++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, i);
          WmCard *earlier;
          g_autofree char *where = NULL;

          if (card->id == NULL)
            continue;
          earlier = g_hash_table_lookup (first, card->id);
          if (earlier == NULL)
            {
              g_hash_table_insert (first, card->id, card);
              continue;
            }
          where = g_strdup_printf ("deck %s / card %s", deck->id, card->id);
          report_duplicate (c, &card_duplicate, card->line, where, card->id, &card->name,
                            earlier->line);
        }
    }
}

static void
check_board (Checker *c)
{
  const WmBoard *board = &c->variant->board;

  if (board->highwayman_region != NULL
      && lookup (c->regions, board->highwayman_region) == NULL)
    unknown (c, c->regions, board->line, "board", _("there is no region “%s”"), board->highwayman_region);
  for (guint i = 0; i < board->cells->len; i++)
    {
      WmCell *cell = g_ptr_array_index (board->cells, i);
      if (cell->region != NULL && lookup (c->regions, cell->region) == NULL)
        unknown (c, c->regions, cell->line, "board", _("there is no region “%s”"), cell->region);
    }
  if (board->cells->len > 0 && board->cells->len != (guint) (board->cols * board->rows))
    {
      g_autofree char *message = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "the board has %u cell but %d × %d places",
                       "the board has %u cells but %d × %d places", board->cells->len),
          board->cells->len, board->cols,
          board->rows);
      error_at (c, board->line, "board", "value-range", message);
    }
}

/* The rules' values are named as the Rules page labels them (its rows'
 * titles, editor/wm-command.c), not by their attributes: the designer who
 * reads the message sets the values there. */
char *
wm_rules_players_problem (const WmRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  if (rules->min_players <= rules->max_players)
    return NULL;
  /* Translators: the quoted names are the Rules page's labels ("Fewest
   * players", "Most players"): use their translations. */
  return g_strdup_printf (_("“Fewest players” (%d) is more than “Most players” (%d)"),
                          rules->min_players, rules->max_players);
}

/* A higher goal at or below the goal turns the higher goal variant into a
 * game as long or shorter, the opposite of what the rulebook offers it for:
 * its variants are there for longer games. */
char *
wm_rules_goal_problem (const WmRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  if (rules->higher_goal > rules->goal)
    return NULL;
  /* Translators: the quoted names are the Rules page's labels ("Higher
   * goal", "Goal"): use their translations. */
  return g_strdup_printf (_("“Higher goal” (%d) is not above “Goal” (%d), so the higher goal "
                            "variant would not make the game longer"),
                          rules->higher_goal, rules->goal);
}

static void
check_rules (Checker *c, const WmRules *rules)
{
  g_autofree char *players = wm_rules_players_problem (rules);
  g_autofree char *goal = wm_rules_goal_problem (rules);

  if (players != NULL)
    error_at (c, rules->line, "rules", "value-range", players);
  if (goal != NULL)
    error_at (c, rules->line, "rules", "value-range", goal);
}

/* The accepted warnings (wm-accepted.h): a check that exists and can warn,
 * each warning accepted once. The check's code is what the Validation page
 * and `waymark-cli validate` show in brackets. */
static void
check_accepted (Checker *c)
{
  for (guint i = 0; i < c->variant->accepted->len; i++)
    {
      const WmAccepted *a = g_ptr_array_index (c->variant->accepted, i);
      g_autofree char *where = NULL;
      const WmAccepted *first;

      if (a->check == NULL)
        continue; /* schema-missing, told by the loader */
      where = wm_accepted_where (a);
      switch (wm_accepted_kind_of (a->check))
        {
        case WM_ACCEPT_UNKNOWN:
          wm_diagnostics_add (c->diags, WM_SEVERITY_ERROR, a->line, where, "accepted-check",
                              _("there is no check “%s” whose warnings could be accepted"),
                                a->check);
          continue;
        case WM_ACCEPT_NEVER:
          if (g_str_has_prefix (a->check, "accepted-"))
            wm_diagnostics_add (c->diags, WM_SEVERITY_ERROR, a->line, where, "accepted-check",
                                _("“%s” is about accepted warnings themselves and cannot be "
                                  "accepted"),
                                a->check);
          else
            wm_diagnostics_add (c->diags, WM_SEVERITY_ERROR, a->line, where, "accepted-check",
                                _("“%s” reports errors, which cannot be accepted: only warnings "
                                  "can"),
                                a->check);
          continue;
        case WM_ACCEPT_WARNING:
          break;
        }
      first = wm_accepted_find (c->variant, a->check, a->subject);
      if (first != a)
        wm_diagnostics_add (c->diags, WM_SEVERITY_WARNING, a->line, where, "accepted-duplicate",
                            _("this warning is accepted already at line %d"), first->line);
    }
}

void
wm_variant_check_references (const WmVariant *variant, WmDiagnostics *diags)
{
  Checker c;

  checker_init (&c, variant, diags);

  check_unique (&c, &(Unique) { &town_duplicate, "town", town_line, town_name }, NULL,
                variant->towns);
  check_unique (&c, &(Unique) { &region_duplicate, "region", region_line, region_name }, NULL,
                variant->regions);
  check_unique (&c, &(Unique) { &deck_duplicate, "deck", deck_line, deck_name }, NULL,
                variant->decks);
  check_unique (&c,
                &(Unique) { &character_duplicate, "character", character_line, character_name },
                NULL, variant->characters);
  check_unique (&c,
                &(Unique) { &path_type_duplicate, "path-type", path_type_line, path_type_name },
                NULL, variant->path_types);
  check_unique (&c,
                &(Unique) { &weapon_type_duplicate, "weapon-type", weapon_type_line,
                            weapon_type_name },
                NULL, variant->weapon_types);
  check_cards_unique (&c);

  check_rules (&c, &variant->rules);
  /* Every text a player or a reader of the rules meets is checked alike
   * against the declared languages: the title and the description, every
   * name and card or ability text. A path type, weapon type or secret
   * place is told at its row of the Rules page. */
  check_text (&c, &variant->info.title, variant->info.line, "info", TEXT_TITLE);
  check_text (&c, &variant->info.description, variant->info.line, "info", TEXT_DESCRIPTION);
  for (guint i = 0; i < variant->path_types->len; i++)
    {
      WmPathType *t = g_ptr_array_index (variant->path_types, i);
      check_name_of (&c, "path-type", t->id, &t->name, t->line, TEXT_PATH_TYPE_NAME);
    }
  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      WmWeaponType *t = g_ptr_array_index (variant->weapon_types, i);
      check_name_of (&c, "weapon-type", t->id, &t->name, t->line, TEXT_WEAPON_TYPE_NAME);
    }
  for (guint i = 0; i < variant->secret_places->len; i++)
    {
      WmSecretPlace *p = g_ptr_array_index (variant->secret_places, i);
      const char *kind = wm_secret_kind_to_string (p->kind);
      check_name_of (&c, "secret-place", kind ? kind : "?", &p->name, p->line,
                     TEXT_SECRET_PLACE_NAME);
    }
  for (guint i = 0; i < variant->towns->len; i++)
    {
      WmTown *t = g_ptr_array_index (variant->towns, i);
      check_name_of (&c, "town", t->id, &t->name, t->line, TEXT_TOWN_NAME);
    }
  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      g_autofree char *where = g_strdup_printf ("region %s", region->id);
      check_text (&c, &region->name, region->line, where, TEXT_REGION_NAME);
      if (region->fort_weapon != NULL && lookup (c.weapon_types, region->fort_weapon) == NULL)
        unknown (&c, c.weapon_types, region->line, where, _("there is no weapon type “%s”"),
                 region->fort_weapon);
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          check_side (&c, region, region->sides[s]);
    }
  check_board (&c);
  for (guint i = 0; i < variant->characters->len; i++)
    check_character (&c, g_ptr_array_index (variant->characters, i));
  for (guint i = 0; i < variant->decks->len; i++)
    check_deck (&c, g_ptr_array_index (variant->decks, i));
  check_accepted (&c);
  checker_clear (&c);
}
