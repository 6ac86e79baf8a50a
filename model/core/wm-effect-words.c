#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wm-effect-words.h"
#include "wm-locale.h"

/* @msgid in @words_lang's catalogue, or the interface's for NULL. */
static const char *
word (const char *words_lang, const char *msgid)
{
  return words_lang != NULL ? wm_locale_gettext (words_lang, msgid) : _ (msgid);
}

const char *
wm_effect_scope_words (WmScope scope, const char *words_lang)
{
  switch (scope)
    {
    case WM_SCOPE_ALWAYS: return word (words_lang, N_ ("always"));
    case WM_SCOPE_DAY: return word (words_lang, N_ ("the day"));
    case WM_SCOPE_INTRIGUE: return word (words_lang, N_ ("the phase of the highwayman marker"));
    case WM_N_SCOPES: break;
    }
  return "?";
}

/* What a designer reads for a parameter and its choices, in the table, in
 * the effect editor and on a printed card; the file keeps the registry's
 * names. */
static const struct
{
  const char *param, *value, *label;
} param_words[] = {
  { "via", NULL, N_ ("Ways") },
  { "via", "road", N_ ("Roads") },
  { "via", "lake", N_ ("Lakes") },
  { "count", NULL, N_ ("How many") },
  { "cards", NULL, N_ ("Cards") },
  { "cards", "personal", N_ ("Personal movement cards") },
  { "cards", "common", N_ ("Common movement cards") },
  { "cards", "any", N_ ("Any movement card") },
  { "on", NULL, N_ ("Occasion") },
  { "on", "side-quest", N_ ("Completing a side quest") },
  { "on", "common-quest", N_ ("Completing a common quest") },
  { "on", "weapon", N_ ("Collecting a weapon") },
  { "on", "inn", N_ ("Visiting an inn") },
  { "on", "secret-place", N_ ("Visiting a secret place") },
  { "on", "discovery", N_ ("Discovering a place") },
  { "amount", NULL, N_ ("Gold") },
  { "accepts", NULL, N_ ("Slots for") },
  { "accepts", "common", N_ ("Common quests") },
  { "accepts", "side", N_ ("Side quests") },
  { "delta", NULL, N_ ("Change") },
  { "kind", NULL, N_ ("Kind") },
  { "kind", "any", N_ ("Any") },
  { "kind", "milepost", N_ ("Milepost") },
  { "kind", "settlement", N_ ("Settlement") },
  { "kind", "portal", N_ ("Portal") },
  { "town", NULL, N_ ("Town") },
  { "corner", NULL, N_ ("Corner") },
  { "corner", "ne", N_ ("North-east") },
  { "corner", "se", N_ ("South-east") },
  { "corner", "sw", N_ ("South-west") },
  { "corner", "nw", N_ ("North-west") },
  { "from", NULL, N_ ("Outside") },
  { "from", "start", N_ ("The start town's region") },
  { "from", "current", N_ ("The region where it was taken") },
};

const char *
wm_param_word_in (const char *param, const char *value, const char *words_lang)
{
  g_return_val_if_fail (param != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (param_words); i++)
    if (g_str_equal (param_words[i].param, param) && g_strcmp0 (param_words[i].value, value) == 0)
      return word (words_lang, param_words[i].label);
  return value ? value : param;
}

const char *
wm_name_or_id (const WmVariant *variant, const WmText *name, const char *id, const char *lang)
{
  const char *text = wm_text_get (name, lang, wm_variant_fallback_language (variant));
  return text && *text ? text : id;
}

const char *
wm_param_choice_word_in (const WmVariant *variant, const WmParamSpec *spec, const char *choice,
                         const char *lang, const char *words_lang)
{
  const WmPathType *type;
  const WmTown *town;

  switch (spec->kind)
    {
    case WM_PARAM_PATH_TYPES_OR_CARD:
      if (g_str_equal (choice, "card"))
        return word (words_lang, N_ ("The card played"));
      G_GNUC_FALLTHROUGH;
    case WM_PARAM_PATH_TYPES:
      type = wm_variant_find_path_type (variant, choice);
      return type ? wm_name_or_id (variant, &type->name, choice, lang) : choice;
    case WM_PARAM_TOWN:
      town = wm_variant_find_town (variant, choice);
      return town ? wm_name_or_id (variant, &town->name, choice, lang) : choice;
    default:
      /* A choice word ("road" of wrap-edges) is not a path type of the variant. */
      return wm_param_word_in (spec->name, choice, words_lang);
    }
}

/* A parameter's value in words: each word of a list by its name, a flag as
 * yes or no, a number as it is. */
static char *
param_value_words (const WmVariant *variant, const WmParamSpec *spec, const char *value,
                   const char *lang, const char *words_lang)
{
  g_auto (GStrv) choices = NULL;
  GString *out;

  if (spec->kind == WM_PARAM_NUMBER)
    return g_strdup (value);
  if (spec->kind == WM_PARAM_FLAG)
    return g_strdup (word (words_lang, g_str_equal (value, "true") ? N_ ("yes") : N_ ("no")));
  choices = g_strsplit (value, " ", -1);
  out = g_string_new (NULL);
  for (guint i = 0; choices[i]; i++)
    if (*choices[i] != '\0')
      g_string_append_printf (out, "%s%s", out->len ? " / " : "",
                              wm_param_choice_word_in (variant, spec, choices[i], lang,
                                                       words_lang));
  return g_string_free (out, FALSE);
}

/* Appends "Label: value" for a parameter, after the title's dash or a
 * comma. */
static void
append_param (GString *out, gboolean *first, const char *label, const char *value)
{
  g_string_append_printf (out, "%s%s: %s", *first ? " — " : ", ", label, value);
  *first = FALSE;
}

char *
wm_effect_describe (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                    const char *lang, const char *words_lang)
{
  const WmTypeSpec *spec;
  GString *out;
  gboolean first = TRUE;

  g_return_val_if_fail (variant != NULL && effect != NULL, NULL);
  spec = is_task ? wm_registry_find_task (effect->type) : wm_registry_find_effect (effect->type);
  out = g_string_new (spec ? word (words_lang, spec->title) : effect->type);
  if (!is_task)
    g_string_append_printf (out, " (%s)", wm_effect_scope_words (effect->scope, words_lang));
  /* The registry's parameters in its order, each with the file's value or
   * its default: a parameter left at its default is stored by no file, and
   * a card printed without text said "Gold bonus (always) — Occasion:
   * Discovering a place" without its gold (review e, finding 5). */
  for (int p = 0; spec != NULL && p < spec->n_params; p++)
    {
      const WmParamSpec *pspec = &spec->params[p];
      const char *value = wm_effect_get_param (effect, pspec->name);
      g_autofree char *words = NULL;

      if (value == NULL)
        value = pspec->default_value;
      if (value == NULL)
        continue;
      words = param_value_words (variant, pspec, value, lang, words_lang);
      append_param (out, &first, wm_param_word_in (pspec->name, NULL, words_lang), words);
    }
  /* A parameter the registry does not know keeps the name the file gives it. */
  for (guint p = 0; p < effect->params->len; p++)
    {
      const WmParam *param = g_ptr_array_index (effect->params, p);
      if (spec == NULL || wm_type_spec_find_param (spec, param->name) == NULL)
        append_param (out, &first, param->name, param->value);
    }
  return g_string_free (out, FALSE);
}
