#pragma once

/* The registries of effect types, task types and card kinds. One table entry
 * describes a type completely (name, parameters, help text); the loader, the
 * validator, the schema tests, the editor forms and the rules engine all read
 * these tables, so adding a type is one entry plus its rules hook. */

#include <glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_PARAM_CHOICE,     /* one word of a fixed list */
  WM_PARAM_CHOICES,    /* one or more words of a fixed list, space separated */
  WM_PARAM_NUMBER,     /* integer in [min, max] */
  WM_PARAM_PATH_TYPES, /* one or more path type ids of the variant */
  WM_PARAM_PATH_TYPES_OR_CARD, /* path type ids, or the word "card" */
  WM_PARAM_TOWN,       /* a town id of the variant */
  WM_PARAM_FLAG,       /* true or false */
} WmParamKind;

typedef struct
{
  const char *name;
  WmParamKind kind;
  gboolean required;
  const char *const *choices; /* CHOICE, CHOICES: NULL-terminated */
  int min, max;               /* NUMBER */
  const char *default_value;  /* NULL when required */
  const char *help;
} WmParamSpec;

typedef struct
{
  const char *name;
  const char *title; /* short human name (translatable) */
  const char *help;  /* what it does (translatable) */
  const WmParamSpec *params;
  int n_params;
} WmTypeSpec;

const WmTypeSpec *wm_registry_effects (int *n_out);
const WmTypeSpec *wm_registry_tasks (int *n_out);
const WmTypeSpec *wm_registry_find_effect (const char *name);
const WmTypeSpec *wm_registry_find_task (const char *name);
const WmParamSpec *wm_type_spec_find_param (const WmTypeSpec *spec, const char *name);

/* Checks @value against @param. @variant resolves path types and towns and
 * may be NULL to check the form only. On failure returns FALSE and sets
 * @reason to a sentence saying what is wrong. */
gboolean wm_param_check (const WmParamSpec *param, const char *value,
                         const WmVariant *variant, char **reason);

/* Card kinds, described by data so that decks of other games can be
 * authored and printed by the same editor and printer. */
typedef enum
{
  WM_FIELD_TEXT,      /* translated text: name, text */
  WM_FIELD_NUMBER,    /* integer attribute */
  WM_FIELD_WORDS,     /* space separated list attribute */
  WM_FIELD_REF,       /* id of another element */
  WM_FIELD_TARGETS,   /* target towns */
  WM_FIELD_TASK,      /* one task */
  WM_FIELD_REWARD,    /* gold, movement, side quest */
  WM_FIELD_EFFECTS,   /* list of effects */
} WmFieldKind;

/* The most effects one event card or one character's ability may hold: the
 * event kind's effect field allows this many, the rules engine compiles
 * each list into a table of this size, and a list that is longer is an
 * error of the validator (effect-count) that the engine refuses to set up,
 * never a list cut short. */
#define WM_MAX_EFFECTS 8

typedef struct
{
  const char *name; /* as in the file: "name", "bid", "paths", "target" … */
  const char *title;
  WmFieldKind kind;
  gboolean required;
  int min, max; /* numbers: range; lists and targets: count */
} WmFieldSpec;

typedef struct
{
  WmDeckKind kind;
  const char *name;  /* as in the file */
  const char *title; /* human name (translatable) */
  const char *deck_ref; /* the deck attribute this kind needs: "region", "character" or NULL */
  const WmFieldSpec *fields;
  int n_fields;
  int rulebook_size;  /* cards per deck in the Treos rulebook, 0 when not fixed */
  int steps_min, steps_max; /* a movement card's moves in the rulebook; 0 for other kinds */
} WmCardKindSpec;

const WmCardKindSpec *wm_registry_card_kind (WmDeckKind kind);
const WmFieldSpec *wm_card_kind_find_field (const WmCardKindSpec *spec, const char *name);

G_END_DECLS
