#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-card-text.h"
#include "wm-diagnostic.h"

static const char *
scope_title (WmScope scope)
{
  switch (scope)
    {
    case WM_SCOPE_ALWAYS: return _("always");
    case WM_SCOPE_DAY: return _("the day");
    case WM_SCOPE_INTRIGUE: return _("intrigue phase");
    case WM_N_SCOPES: break;
    }
  return "?";
}

/* What a designer reads for a parameter and its choices, in the table and
 * in the effect editor; the file keeps the registry's names. */
static const struct
{
  const char *param, *value, *label;
} param_words[] = {
  { "via", NULL, N_("Ways") },
  { "via", "road", N_("Roads") },
  { "via", "lake", N_("Lakes") },
  { "count", NULL, N_("How many") },
  { "cards", NULL, N_("Cards") },
  { "cards", "personal", N_("Personal movement cards") },
  { "cards", "common", N_("Common movement cards") },
  { "cards", "any", N_("Any movement card") },
  { "on", NULL, N_("Occasion") },
  { "on", "side-quest", N_("Completing a side quest") },
  { "on", "common-quest", N_("Completing a common quest") },
  { "on", "weapon", N_("Collecting a weapon") },
  { "on", "inn", N_("Visiting an inn") },
  { "on", "secret-place", N_("Visiting a secret place") },
  { "on", "discovery", N_("Discovering a place") },
  { "amount", NULL, N_("Gold") },
  { "accepts", NULL, N_("Slots for") },
  { "accepts", "common", N_("Common quests") },
  { "accepts", "side", N_("Side quests") },
  { "delta", NULL, N_("Change") },
  { "kind", NULL, N_("Kind") },
  { "kind", "any", N_("Any") },
  { "kind", "milepost", N_("Milepost") },
  { "kind", "settlement", N_("Settlement") },
  { "kind", "portal", N_("Portal") },
  { "town", NULL, N_("Town") },
  { "corner", NULL, N_("Corner") },
  { "corner", "ne", N_("North-east") },
  { "corner", "se", N_("South-east") },
  { "corner", "sw", N_("South-west") },
  { "corner", "nw", N_("North-west") },
  { "from", NULL, N_("Outside") },
  { "from", "start", N_("The start town's region") },
  { "from", "current", N_("The region where it was taken") },
};

const char *
wm_param_word (const char *param, const char *value)
{
  g_return_val_if_fail (param != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (param_words); i++)
    if (g_str_equal (param_words[i].param, param) && g_strcmp0 (param_words[i].value, value) == 0)
      return _(param_words[i].label);
  return value ? value : param;
}

/* @name in @lang (falling back), or @id when it has no text at all. */
static const char *
name_or_id (const WmVariant *variant, const WmText *name, const char *id, const char *lang)
{
  const char *text = wm_text_get (name, lang, wm_variant_fallback_language (variant));
  return text && *text ? text : id;
}

const char *
wm_param_choice_word (const WmVariant *variant, const WmParamSpec *spec, const char *word,
                      const char *lang)
{
  const WmPathType *type;
  const WmTown *town;

  switch (spec->kind)
    {
    case WM_PARAM_PATH_TYPES_OR_CARD:
      if (g_str_equal (word, "card"))
        return _("The card played");
      G_GNUC_FALLTHROUGH;
    case WM_PARAM_PATH_TYPES:
      type = wm_variant_find_path_type (variant, word);
      return type ? name_or_id (variant, &type->name, word, lang) : word;
    case WM_PARAM_TOWN:
      town = wm_variant_find_town (variant, word);
      return town ? name_or_id (variant, &town->name, word, lang) : word;
    default:
      /* A choice word ("road" of wrap-edges) is not a path type of the variant. */
      return wm_param_word (spec->name, word);
    }
}

/* A parameter's value in words: each word of a list by its name, a flag as
 * yes or no, a number as it is. */
static char *
param_value_display (const WmVariant *variant, const WmParamSpec *spec, const char *value,
                     const char *lang)
{
  g_auto (GStrv) words = NULL;
  GString *out;

  if (spec->kind == WM_PARAM_NUMBER)
    return g_strdup (value);
  if (spec->kind == WM_PARAM_FLAG)
    return g_strdup (g_str_equal (value, "true") ? _("yes") : _("no"));
  words = g_strsplit (value, " ", -1);
  out = g_string_new (NULL);
  for (guint i = 0; words[i]; i++)
    if (*words[i] != '\0')
      g_string_append_printf (out, "%s%s", out->len ? " / " : "",
                              wm_param_choice_word (variant, spec, words[i], lang));
  return g_string_free (out, FALSE);
}

char *
wm_effect_display (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                   const char *lang)
{
  const WmTypeSpec *spec = is_task ? wm_registry_find_task (effect->type)
                                   : wm_registry_find_effect (effect->type);
  GString *out = g_string_new (spec ? _(spec->title) : effect->type);

  if (!is_task)
    g_string_append_printf (out, " (%s)", scope_title (effect->scope));
  for (guint p = 0; p < effect->params->len; p++)
    {
      const WmParam *param = g_ptr_array_index (effect->params, p);
      const WmParamSpec *pspec = spec ? wm_type_spec_find_param (spec, param->name) : NULL;
      g_autofree char *value = pspec ? param_value_display (variant, pspec, param->value, lang)
                                     : g_strdup (param->value);
      /* A parameter the registry does not know keeps the name the file gives it. */
      g_string_append_printf (out, "%s%s: %s", p == 0 ? " — " : ", ",
                              pspec ? wm_param_word (param->name, NULL) : param->name, value);
    }
  return g_string_free (out, FALSE);
}

static char *
join_effects (const WmVariant *variant, const GPtrArray *list, gboolean is_task, const char *lang)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *one = wm_effect_display (variant, g_ptr_array_index (list, i), is_task,
                                                   lang);
      g_string_append_printf (out, "%s%s", i ? "; " : "", one);
    }
  return g_string_free (out, FALSE);
}

static char *
town_names (const WmVariant *variant, const WmCard *card, const char *lang)
{
  const char *fallback = wm_variant_fallback_language (variant);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < card->targets->len; i++)
    {
      const WmTarget *target = g_ptr_array_index (card->targets, i);
      const WmTown *town = wm_variant_find_town (variant, target->town);
      g_string_append_printf (out, "%s%s", i ? " / " : "",
                              town ? wm_text_get (&town->name, lang, fallback) : target->town);
    }
  return g_string_free (out, FALSE);
}

/* A movement card's path types by their names in @lang ("Road, Trail"),
 * not the file's words ("road trail"). */
static char *
path_names (const WmVariant *variant, const WmCard *card, const char *lang)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; card->paths && card->paths[i]; i++)
    {
      const WmPathType *type = wm_variant_find_path_type (variant, card->paths[i]);
      g_string_append_printf (out, "%s%s", i ? ", " : "",
                              type ? name_or_id (variant, &type->name, card->paths[i], lang)
                                   : card->paths[i]);
    }
  return g_string_free (out, FALSE);
}

/* Arrows as arrows ("↑ ↗"): compact in a column and the same in every
 * language. */
static char *
arrow_glyphs (const WmCard *card)
{
  static const char *const glyphs[WM_N_DIRS] = { "↑", "↗", "→", "↘", "↓", "↙", "←", "↖" };
  GString *out = g_string_new (NULL);

  for (int i = 0; i < card->n_arrows; i++)
    if (card->arrows[i] >= 0 && card->arrows[i] < WM_N_DIRS)
      g_string_append_printf (out, "%s%s", out->len ? " " : "", glyphs[card->arrows[i]]);
  return g_string_free (out, FALSE);
}

/* One part of a list such as "2 gold, 1 side quest". */
static void
append_count (GString *out, const char *format, int count)
{
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append_printf (out, format, count);
}

char *
wm_card_field_display (const WmVariant *variant, const WmCard *card, const WmFieldSpec *field,
                       const char *lang)
{
  const char *name = field->name;
  int number;

  switch (field->kind)
    {
    case WM_FIELD_TEXT:
      {
        const WmText *text = g_str_equal (name, "text") ? &card->text : &card->name;
        g_autofree char *one = g_strdup (wm_text_get_exact (text, lang) ?: "");
        /* One line in a table: line breaks would hide the rows below. */
        return g_strdelimit (g_steal_pointer (&one), "\n", ' ');
      }
    case WM_FIELD_NUMBER:
      wm_card_field_number (card, field, &number);
      return number ? g_strdup_printf ("%d", number) : g_strdup ("");
    case WM_FIELD_WORDS:
      return g_str_equal (name, "paths") ? path_names (variant, card, lang) : arrow_glyphs (card);
    case WM_FIELD_REF:
      {
        /* The character by name, as the form's drop-down names it. */
        const WmCharacter *ch = card->character
                                    ? wm_variant_find_character (variant, card->character)
                                    : NULL;
        return g_strdup (ch ? name_or_id (variant, &ch->name, ch->id, lang)
                            : card->character ?: "");
      }
    case WM_FIELD_TARGETS:
      return town_names (variant, card, lang);
    case WM_FIELD_TASK:
      return join_effects (variant, card->tasks, TRUE, lang);
    case WM_FIELD_EFFECTS:
      return join_effects (variant, card->effects, FALSE, lang);
    case WM_FIELD_REWARD:
      if (card->reward == NULL)
        return g_strdup ("");
      {
        const WmReward *reward = card->reward;
        GString *out = g_string_new (NULL);
        if (reward->gold)
          append_count (out, g_dngettext (NULL, "%d gold", "%d gold", reward->gold), reward->gold);
        if (reward->movement)
          append_count (out, g_dngettext (NULL, "%d movement card", "%d movement cards",
                                          reward->movement),
                        reward->movement);
        if (reward->side_quest)
          append_count (out, g_dngettext (NULL, "%d side quest", "%d side quests",
                                          reward->side_quest),
                        reward->side_quest);
        return g_string_free (out, FALSE);
      }
    }
  return g_strdup ("");
}

gboolean
wm_card_field_number (const WmCard *card, const WmFieldSpec *field, int *number)
{
  if (g_str_equal (field->name, "bid"))
    *number = card->bid;
  else if (g_str_equal (field->name, "steps"))
    *number = card->steps;
  else if (field->kind == WM_FIELD_REWARD)
    *number = card->reward ? card->reward->gold * 100 + card->reward->side_quest * 10
                                 + card->reward->movement
                           : -1;
  else
    return FALSE;
  return TRUE;
}

char *
wm_card_missing_languages (const WmVariant *variant, const WmCard *card)
{
  const WmText *texts[] = { &card->name, &card->text };
  GString *out = g_string_new (NULL);

  for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
    {
      const char *lang = variant->info.languages[l];
      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        if (!wm_text_is_empty (texts[t]) && wm_text_get_exact (texts[t], lang) == NULL)
          {
            g_string_append_printf (out, "%s%s", out->len ? " " : "", lang);
            break;
          }
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

const char *
wm_card_display_name (const WmVariant *variant, const WmCard *card, const char *lang)
{
  const char *name = wm_text_get (&card->name, lang, wm_variant_fallback_language (variant));
  return *name ? name : card->id;
}

const char *
wm_text_diagnostic_field (const WmVariant *variant, const WmText *name, const WmText *text,
                          const char *code, const char *message, const char *text_missing,
                          const char **lang)
{
  static const char *const name_codes[]
      = { "card-name-overflow", "blank-name", "placeholder-name", "card-name-duplicate" };
  char **languages = variant->info.languages;
  gboolean name_missing, text_missing_too;
  const char *value;

  *lang = wm_diagnostic_message_language (message, languages);
  if (*lang == NULL && languages != NULL)
    *lang = languages[0];
  for (guint i = 0; i < G_N_ELEMENTS (name_codes); i++)
    if (g_strcmp0 (code, name_codes[i]) == 0)
      return "name";
  if (g_strcmp0 (code, "card-text-overflow") == 0 || g_strcmp0 (code, "card-text-missing") == 0)
    return "text";
  if (*lang != NULL && g_strcmp0 (code, "text-bidi-control") == 0)
    {
      /* The message says the language, not which text: the one holding
       * the control. */
      value = wm_text_get_exact (name, *lang);
      return value != NULL && wm_text_bidi_control (value) != 0 ? "name" : "text";
    }
  if (*lang != NULL && g_strcmp0 (code, "lang-missing") == 0)
    {
      name_missing = wm_text_get_exact (name, *lang) == NULL;
      text_missing_too = wm_text_get_exact (text, *lang) == NULL;
      if (name_missing && text_missing_too)
        {
          /* The sentence round the language, whichever way it names it. */
          g_auto (GStrv) around = g_strsplit (text_missing, "%s", 2);
          return around[1] != NULL && g_str_has_prefix (message, around[0])
                         && g_str_has_suffix (message, around[1])
                     ? "text"
                     : "name";
        }
      return name_missing ? "name" : "text";
    }
  *lang = NULL;
  return NULL;
}
