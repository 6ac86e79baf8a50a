#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-registry.h"

/* ---- effects ----------------------------------------------------------- */

static const char *const wrap_via[] = { "road", "lake", NULL };
static const char *const card_sets[] = { "personal", "common", "any", NULL };
static const char *const occasions[] = { "side-quest", "common-quest", "weapon", "inn",
                                         "secret-place", "discovery", NULL };
static const char *const slot_kinds[] = { "common", "side", NULL };
static const char *const secret_kinds[] = { "any", "milepost", "settlement", "portal", NULL };
static const char *const corners[] = { "ne", "se", "sw", "nw", NULL };
static const char *const region_origins[] = { "start", "current", NULL };

#define N_OF(array) ((int) G_N_ELEMENTS (array))

static const WmParamSpec extra_move_params[] = {
  { "via", WM_PARAM_PATH_TYPES_OR_CARD, TRUE, NULL, 0, 0, NULL,
    N_("Path types the extra moves may use, or “card” for the options of the card played") },
  { "count", WM_PARAM_NUMBER, FALSE, NULL, 1, 3, "1", N_("How many extra moves") },
};
static const WmParamSpec wrap_edges_params[] = {
  { "via", WM_PARAM_CHOICES, TRUE, wrap_via, 0, 0, NULL,
    N_("What may cross the border: roads, lakes or both") },
  { "cards", WM_PARAM_CHOICE, FALSE, card_sets, 0, 0, "any",
    N_("Which movement cards allow it") },
};
static const WmParamSpec gold_bonus_params[] = {
  { "on", WM_PARAM_CHOICE, TRUE, occasions, 0, 0, NULL, N_("The occasion that pays") },
  { "amount", WM_PARAM_NUMBER, FALSE, NULL, 1, 5, "1", N_("Extra gold") },
};
static const WmParamSpec count3_params[] = {
  { "count", WM_PARAM_NUMBER, FALSE, NULL, 1, 3, "1", N_("How many") },
};
static const WmParamSpec count2_params[] = {
  { "count", WM_PARAM_NUMBER, FALSE, NULL, 1, 2, "1", N_("How many") },
};
static const WmParamSpec slot_change_params[] = {
  { "accepts", WM_PARAM_CHOICE, TRUE, slot_kinds, 0, 0, NULL, N_("Which kind of slot") },
  { "delta", WM_PARAM_NUMBER, TRUE, NULL, -1, 2, NULL, N_("Slots added (negative: removed)") },
};
static const WmParamSpec path_closed_params[] = {
  { "via", WM_PARAM_PATH_TYPES, TRUE, NULL, 0, 0, NULL, N_("Path types that are closed") },
};

static const WmTypeSpec effects[] = {
  { "extra-move", N_("Extra move"),
    N_("The player may make extra moves, at any point of the turn, on the given path types "
       "or with the options of the card played."),
    extra_move_params, N_OF (extra_move_params) },
  { "wrap-edges", N_("Wrap around the board"),
    N_("Roads leaving the outer border re-enter at the matching road on the opposite side; "
       "edge lakes lead to the opposite edge lake and corner lakes to any corner lake."),
    wrap_edges_params, N_OF (wrap_edges_params) },
  { "quest-region-towns", N_("Quests in either town"),
    N_("A common quest may be completed in either town of its target's region."), NULL, 0 },
  { "highwaymen-attack", N_("Highwaymen attack"),
    N_("Highwaymen may be moved onto other characters, who are displaced to adjacent spaces."),
    NULL, 0 },
  { "gold-bonus", N_("Gold bonus"), N_("Extra gold whenever the occasion happens."),
    gold_bonus_params, N_OF (gold_bonus_params) },
  { "extra-draw", N_("Extra draw"),
    N_("Draw extra movement cards at sunrise; the cards not planned are discarded or kept on top."),
    count3_params, N_OF (count3_params) },
  { "slot-change", N_("Quest slots"), N_("More or fewer quest slots of one kind."),
    slot_change_params, N_OF (slot_change_params) },
  { "step-bonus", N_("More moves"), N_("Every movement card allows more moves."), count2_params,
    N_OF (count2_params) },
  { "path-closed", N_("Closed paths"), N_("Paths of the given types cannot be used."),
    path_closed_params, N_OF (path_closed_params) },
  { "lakes-closed", N_("Closed lakes"), N_("Lakes cannot be crossed."), NULL, 0 },
  { "quest-take-extra", N_("More new quests"),
    N_("More new common quests may be taken on one turn."), count2_params,
    N_OF (count2_params) },
  { "highwaymen-pass", N_("Slip past highwaymen"),
    N_("Characters may move through spaces with highwaymen but not stop on them."), NULL, 0 },
  { "highwayman-free", N_("Highwaymen on every turn"),
    N_("Every player may move a highwayman after each turn, not only with the marker."), NULL,
    0 },
  { "side-quest-instant", N_("Side quests at once"),
    N_("Side quests may be completed in the phase they are drawn."), NULL, 0 },
};

/* ---- tasks ------------------------------------------------------------- */

static const WmParamSpec secret_params[] = {
  { "kind", WM_PARAM_CHOICE, FALSE, secret_kinds, 0, 0, "any", N_("Which kind of secret place") },
};
static const WmParamSpec town_params[] = {
  { "town", WM_PARAM_TOWN, TRUE, NULL, 0, 0, NULL, N_("The town to visit") },
};
static const WmParamSpec view_params[] = {
  { "corner", WM_PARAM_CHOICE, TRUE, corners, 0, 0, NULL,
    N_("The region's corner of the board as seen from the player's seat") },
};
static const WmParamSpec other_region_params[] = {
  { "from", WM_PARAM_CHOICE, FALSE, region_origins, 0, 0, "current",
    N_("Outside the start town's region, or the region where the task was taken") },
};

static const WmTypeSpec tasks[] = {
  { "visit-fort", N_("Visit a fort"), N_("End a move on a fort."), NULL, 0 },
  { "visit-inn", N_("Visit an inn"), N_("End a move on an inn."), NULL, 0 },
  { "visit-secret-place", N_("Visit a secret place"),
    N_("End a move on a discovered secret place of the given kind."), secret_params,
    N_OF (secret_params) },
  { "visit-town", N_("Visit a town"), N_("End a move in the given town."), town_params,
    N_OF (town_params) },
  { "visit-town-view", N_("Visit a town in a corner region"),
    N_("End a move in a town of the region at the given corner, as seen from the player's seat."),
    view_params, N_OF (view_params) },
  { "visit-town-other-region", N_("Visit a town in another region"),
    N_("End a move in a town outside the given region."), other_region_params,
    N_OF (other_region_params) },
  { "visit-own-town", N_("Return home"), N_("End a move in the character's start town."), NULL,
    0 },
  { "visit-island", N_("Visit an island"), N_("End a move on an island."), NULL, 0 },
  { "cross-lake", N_("Cross a lake"), N_("Cross a lake during a move."), NULL, 0 },
};

const WmTypeSpec *
wm_registry_effects (int *n_out)
{
  *n_out = N_OF (effects);
  return effects;
}

const WmTypeSpec *
wm_registry_tasks (int *n_out)
{
  *n_out = N_OF (tasks);
  return tasks;
}

static const WmTypeSpec *
find_type (const WmTypeSpec *table, int n, const char *name)
{
  for (int i = 0; name != NULL && i < n; i++)
    if (strcmp (table[i].name, name) == 0)
      return &table[i];
  return NULL;
}

const WmTypeSpec *
wm_registry_find_effect (const char *name)
{
  return find_type (effects, N_OF (effects), name);
}

const WmTypeSpec *
wm_registry_find_task (const char *name)
{
  return find_type (tasks, N_OF (tasks), name);
}

const WmParamSpec *
wm_type_spec_find_param (const WmTypeSpec *spec, const char *name)
{
  for (int i = 0; name != NULL && i < spec->n_params; i++)
    if (strcmp (spec->params[i].name, name) == 0)
      return &spec->params[i];
  return NULL;
}

/* ---- parameter checks -------------------------------------------------- */

static gboolean
in_choices (const char *const *choices, const char *word)
{
  for (int i = 0; choices[i] != NULL; i++)
    if (strcmp (choices[i], word) == 0)
      return TRUE;
  return FALSE;
}

static char *
join_choices (const char *const *choices)
{
  return g_strjoinv (", ", (char **) choices);
}

static gboolean
check_words (const WmParamSpec *param, const char *value, const WmVariant *variant,
             char **reason)
{
  g_auto (GStrv) words = g_strsplit_set (value, " \t\n", -1);
  int n = 0;

  for (int i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];
      if (*word == '\0')
        continue;
      n++;
      if (param->kind == WM_PARAM_CHOICES && !in_choices (param->choices, word))
        {
          g_autofree char *list = join_choices (param->choices);
          *reason = g_strdup_printf (_("“%s” is not one of %s"), word, list);
          return FALSE;
        }
      if (param->kind != WM_PARAM_CHOICES)
        {
          if (param->kind == WM_PARAM_PATH_TYPES_OR_CARD && strcmp (word, "card") == 0)
            continue;
          if (variant != NULL && wm_variant_find_path_type (variant, word) == NULL)
            {
              *reason = g_strdup_printf (_("“%s” is not a path type of this variant"), word);
              return FALSE;
            }
        }
    }
  if (n == 0)
    {
      *reason = g_strdup (_("the list is empty"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_number (const WmParamSpec *param, const char *value, char **reason)
{
  gint64 number;

  if (!g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &number, NULL))
    {
      /* 2147483648 is a whole number, too large for an int: said with the
       * range, as written (review f, finding 14), as an attribute's is. */
      const char *digits = value + (*value == '-');
      if (*digits != '\0' && digits[strspn (digits, "0123456789")] == '\0')
        *reason = g_strdup_printf (_("%s is outside %d–%d"), value, param->min, param->max);
      else
        *reason = g_strdup_printf (_("“%s” is not a whole number"), value);
      return FALSE;
    }
  if (number < param->min || number > param->max)
    {
      *reason = g_strdup_printf (_("%s is outside %d–%d"), value, param->min, param->max);
      return FALSE;
    }
  return TRUE;
}

gboolean
wm_param_check (const WmParamSpec *param, const char *value, const WmVariant *variant,
                char **reason)
{
  g_return_val_if_fail (param != NULL && value != NULL, FALSE);

  switch (param->kind)
    {
    case WM_PARAM_CHOICE:
      if (!in_choices (param->choices, value))
        {
          g_autofree char *list = join_choices (param->choices);
          *reason = g_strdup_printf (_("“%s” is not one of %s"), value, list);
          return FALSE;
        }
      return TRUE;
    case WM_PARAM_CHOICES:
    case WM_PARAM_PATH_TYPES:
    case WM_PARAM_PATH_TYPES_OR_CARD:
      return check_words (param, value, variant, reason);
    case WM_PARAM_NUMBER:
      return check_number (param, value, reason);
    case WM_PARAM_TOWN:
      if (variant != NULL && wm_variant_find_town (variant, value) == NULL)
        {
          *reason = g_strdup_printf (_("there is no town “%s”"), value);
          return FALSE;
        }
      return TRUE;
    case WM_PARAM_FLAG:
      if (strcmp (value, "true") != 0 && strcmp (value, "false") != 0)
        {
          *reason = g_strdup_printf (_("“%s” is neither true nor false"), value);
          return FALSE;
        }
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/* ---- card kinds -------------------------------------------------------- */

#define TEXT_FIELDS                                                   \
  { "name", N_("Name"), WM_FIELD_TEXT, TRUE, 0, 0 },                  \
  { "text", N_("Text"), WM_FIELD_TEXT, FALSE, 0, 0 }

static const WmFieldSpec common_quest_fields[] = {
  TEXT_FIELDS,
  { "target", N_("Target towns"), WM_FIELD_TARGETS, TRUE, 1, 2 },
  { "reward", N_("Reward"), WM_FIELD_REWARD, TRUE, 0, 0 },
};
static const WmFieldSpec side_quest_fields[] = {
  TEXT_FIELDS,
  { "task", N_("Task"), WM_FIELD_TASK, TRUE, 1, 1 },
  { "reward", N_("Reward"), WM_FIELD_REWARD, TRUE, 0, 0 },
};
static const WmFieldSpec personal_quest_fields[] = {
  TEXT_FIELDS,
  { "character", N_("Character"), WM_FIELD_REF, TRUE, 0, 0 },
  { "task", N_("Task"), WM_FIELD_TASK, TRUE, 1, 1 },
  { "reward", N_("Reward"), WM_FIELD_REWARD, TRUE, 0, 0 },
};
static const WmFieldSpec movement_fields[] = {
  { "name", N_("Name"), WM_FIELD_TEXT, FALSE, 0, 0 },
  { "bid", N_("Bid"), WM_FIELD_NUMBER, TRUE, 1, 999 },
  { "steps", N_("Moves"), WM_FIELD_NUMBER, TRUE, 1, 9 },
  { "paths", N_("Path types"), WM_FIELD_WORDS, FALSE, 0, 8 },
  { "arrows", N_("Arrows"), WM_FIELD_WORDS, FALSE, 0, 8 },
};
static const WmFieldSpec event_fields[] = {
  TEXT_FIELDS,
  { "effect", N_("Effects"), WM_FIELD_EFFECTS, TRUE, 1, WM_MAX_EFFECTS },
};

static const WmCardKindSpec card_kinds[WM_N_DECK_KINDS] = {
  { WM_DECK_COMMON_QUEST, "common-quest", N_("Common quests"), "region", common_quest_fields,
    N_OF (common_quest_fields), 12 },
  { WM_DECK_SIDE_QUEST, "side-quest", N_("Side quests"), NULL, side_quest_fields,
    N_OF (side_quest_fields), 24 },
  { WM_DECK_PERSONAL_QUEST, "personal-quest", N_("Personal quests"), NULL,
    personal_quest_fields, N_OF (personal_quest_fields), 4 },
  { WM_DECK_MOVEMENT, "movement", N_("Personal movement cards"), "character", movement_fields,
    N_OF (movement_fields), 12, 1, 2 },
  { WM_DECK_COMMON_MOVEMENT, "common-movement", N_("Common movement cards"), NULL,
    movement_fields, N_OF (movement_fields), 36, 3, 4 },
  { WM_DECK_EVENT, "event", N_("Events"), NULL, event_fields, N_OF (event_fields), 20 },
};

const WmCardKindSpec *
wm_registry_card_kind (WmDeckKind kind)
{
  g_return_val_if_fail (kind >= 0 && kind < WM_N_DECK_KINDS, NULL);
  return &card_kinds[kind];
}

const WmFieldSpec *
wm_card_kind_find_field (const WmCardKindSpec *spec, const char *name)
{
  for (int i = 0; name != NULL && i < spec->n_fields; i++)
    if (strcmp (spec->fields[i].name, name) == 0)
      return &spec->fields[i];
  return NULL;
}
