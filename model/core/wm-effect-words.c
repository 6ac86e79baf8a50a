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

/* ngettext () in @words_lang's catalogue, or the interface's for NULL.
 * xgettext reads its second and third arguments (po/meson.build). */
static const char *
words_n (const char *words_lang, const char *singular, const char *plural, gulong n)
{
  return words_lang != NULL ? wm_locale_ngettext (words_lang, singular, plural, n)
                            : g_dngettext (GETTEXT_PACKAGE, singular, plural, n);
}

/* Parameter @name of @effect: the file's value, else the registry's
 * default; NULL when there is neither. */
static const char *
param_or_default (const WmTypeSpec *spec, const WmEffect *effect, const char *name)
{
  const char *value = wm_effect_get_param (effect, name);
  const WmParamSpec *pspec = wm_type_spec_find_param (spec, name);

  return value != NULL ? value : pspec != NULL ? pspec->default_value : NULL;
}

/* Parameter @name as a whole number into *@n; FALSE when it is none (the
 * validator says why), and the effect is said parameter by parameter. */
static gboolean
param_number (const WmTypeSpec *spec, const WmEffect *effect, const char *name, gint64 *n)
{
  const char *value = param_or_default (spec, effect, name);

  return value != NULL && g_ascii_string_to_signed (value, 10, -99, 99, n, NULL);
}

/* The path types of @effect's "via" by their names, "Road or Water". */
static char *
via_words (const WmVariant *variant, const WmTypeSpec *spec, const WmEffect *effect,
           const char *lang, const char *words_lang)
{
  const char *value = param_or_default (spec, effect, "via");
  g_auto (GStrv) choices = value ? g_strsplit (value, " ", -1) : NULL;
  char *out = NULL;

  for (guint i = 0; choices && choices[i]; i++)
    {
      const char *name;

      if (*choices[i] == '\0')
        continue;
      name = wm_param_choice_word_in (variant, wm_type_spec_find_param (spec, "via"), choices[i],
                                      lang, words_lang);
      if (out == NULL)
        out = g_strdup (name);
      else
        {
          /* TRANSLATORS: a list of path types an effect names, "Road or Water" */
          g_autofree char *before = out;
          out = g_strdup_printf (word (words_lang, N_ ("%s or %s")), before, name);
        }
    }
  return out;
}

/* A choice's phrase from @table (choice, phrase) for @effect's @param, or
 * NULL for a choice the table does not know. */
static const char *
choice_phrase (const WmTypeSpec *spec, const WmEffect *effect, const char *param,
               const char *const table[][2], guint n, const char *words_lang)
{
  const char *value = param_or_default (spec, effect, param);

  for (guint i = 0; value != NULL && i < n; i++)
    if (g_str_equal (table[i][0], value))
      return word (words_lang, table[i][1]);
  return NULL;
}

static const char *const occasion_phrases[][2] = {
  { "side-quest", N_ ("%d extra gold for completing a side quest") },
  { "common-quest", N_ ("%d extra gold for completing a common quest") },
  { "weapon", N_ ("%d extra gold for collecting a weapon") },
  { "inn", N_ ("%d extra gold for visiting an inn") },
  { "secret-place", N_ ("%d extra gold for visiting a secret place") },
  { "discovery", N_ ("%d extra gold for discovering a place") },
};

static const char *const wrap_phrases[][2] = {
  { "road", N_ ("Roads lead across the border to the opposite side") },
  { "lake", N_ ("Lakes lead across the border to the opposite side") },
  { "road lake", N_ ("Roads and lakes lead across the border to the opposite side") },
  { "lake road", N_ ("Roads and lakes lead across the border to the opposite side") },
};

static const char *const wrap_card_phrases[][2] = {
  { "personal", N_ ("with personal movement cards") },
  { "common", N_ ("with common movement cards") },
  { "any", N_ ("with any movement card") },
};

/* "2 more slots for side quests", "1 fewer slot for common quests". */
static char *
slot_change_phrase (const WmTypeSpec *spec, const WmEffect *effect, const char *words_lang)
{
  const char *accepts = param_or_default (spec, effect, "accepts");
  gboolean side = g_strcmp0 (accepts, "side") == 0;
  gint64 delta;

  if (!param_number (spec, effect, "delta", &delta) || (!side && g_strcmp0 (accepts, "common") != 0))
    return NULL;
  if (delta > 0)
    return g_strdup_printf (
        side ? words_n (words_lang, "%d more slot for side quests", "%d more slots for side quests", delta)
             : words_n (words_lang, "%d more slot for common quests",
                        "%d more slots for common quests", delta),
        (int) delta);
  if (delta < 0)
    return g_strdup_printf (
        side ? words_n (words_lang, "%d fewer slot for side quests",
                        "%d fewer slots for side quests", -delta)
             : words_n (words_lang, "%d fewer slot for common quests",
                        "%d fewer slots for common quests", -delta),
        (int) -delta);
  return g_strdup (side ? word (words_lang, N_ ("No more or fewer slots for side quests"))
                        : word (words_lang, N_ ("No more or fewer slots for common quests")));
}

/* What effect @effect of @spec does, as a phrase that says every
 * parameter, defaults included ("2 extra moves by Road"); NULL for a type
 * without one or a value it cannot say (a count that is no number), which
 * is then said parameter by parameter. */
static char *
effect_phrase (const WmVariant *variant, const WmTypeSpec *spec, const WmEffect *effect,
               const char *lang, const char *words_lang)
{
  const char *type = spec->name;
  gint64 n = 0;

  if (g_str_equal (type, "extra-move") && param_number (spec, effect, "count", &n))
    {
      g_autofree char *via = NULL;

      if (g_strcmp0 (param_or_default (spec, effect, "via"), "card") == 0)
        return g_strdup_printf (words_n (words_lang,
                                         "%d extra move with the options of the card played",
                                         "%d extra moves with the options of the card played", n),
                                (int) n);
      via = via_words (variant, spec, effect, lang, words_lang);
      return via ? g_strdup_printf (words_n (words_lang, "%d extra move by %s",
                                             "%d extra moves by %s", n),
                                    (int) n, via)
                 : NULL;
    }
  if (g_str_equal (type, "path-closed"))
    {
      g_autofree char *via = via_words (variant, spec, effect, lang, words_lang);

      return via ? g_strdup_printf (word (words_lang, N_ ("No moves by %s")), via) : NULL;
    }
  if (g_str_equal (type, "gold-bonus") && param_number (spec, effect, "amount", &n))
    {
      const char *format = choice_phrase (spec, effect, "on", occasion_phrases,
                                          G_N_ELEMENTS (occasion_phrases), words_lang);
      return format ? g_strdup_printf (format, (int) n) : NULL;
    }
  if (g_str_equal (type, "wrap-edges"))
    {
      const char *what = choice_phrase (spec, effect, "via", wrap_phrases,
                                        G_N_ELEMENTS (wrap_phrases), words_lang);
      const char *cards = choice_phrase (spec, effect, "cards", wrap_card_phrases,
                                         G_N_ELEMENTS (wrap_card_phrases), words_lang);
      return what && cards ? g_strdup_printf ("%s, %s", what, cards) : NULL;
    }
  if (g_str_equal (type, "slot-change"))
    return slot_change_phrase (spec, effect, words_lang);
  if (!param_number (spec, effect, "count", &n))
    return NULL;
  if (g_str_equal (type, "extra-draw"))
    return g_strdup_printf (words_n (words_lang, "Draw %d extra movement card",
                                     "Draw %d extra movement cards", n),
                            (int) n);
  if (g_str_equal (type, "step-bonus"))
    return g_strdup_printf (words_n (words_lang, "Every movement card allows %d more move",
                                     "Every movement card allows %d more moves", n),
                            (int) n);
  if (g_str_equal (type, "quest-take-extra"))
    return g_strdup_printf (words_n (words_lang, "%d more new common quest may be taken on a turn",
                                     "%d more new common quests may be taken on a turn", n),
                            (int) n);
  return NULL;
}

char *
wm_effect_describe (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                    const char *lang, const char *words_lang)
{
  const WmTypeSpec *spec;
  GString *out;
  gboolean first = TRUE;
  g_autofree char *phrase = NULL;

  g_return_val_if_fail (variant != NULL && effect != NULL, NULL);
  spec = is_task ? wm_registry_find_task (effect->type) : wm_registry_find_effect (effect->type);
  if (spec != NULL && !is_task)
    phrase = effect_phrase (variant, spec, effect, lang, words_lang);
  out = g_string_new (phrase ? phrase : spec ? word (words_lang, spec->title) : effect->type);
  if (!is_task)
    g_string_append_printf (out, " (%s)", wm_effect_scope_words (effect->scope, words_lang));
  /* The registry's parameters in its order, each with the file's value or
   * its default: a parameter left at its default is stored by no file, and
   * a card printed without text said "Gold bonus (always) — Occasion:
   * Discovering a place" without its gold (review e, finding 5). A phrase
   * has said them all. */
  for (int p = 0; phrase == NULL && spec != NULL && p < spec->n_params; p++)
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
