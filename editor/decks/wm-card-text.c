#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-card-text.h"
#include "wm-diagnostic.h"
#include "wm-effect-words.h"

const char *
wm_param_word (const char *param, const char *value)
{
  return wm_param_word_in (param, value, NULL);
}

const char *
wm_param_choice_word (const WmVariant *variant, const WmParamSpec *spec, const char *word,
                      const char *lang)
{
  return wm_param_choice_word_in (variant, spec, word, lang, NULL);
}

char *
wm_effect_display (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                   const char *lang)
{
  return wm_effect_describe (variant, effect, is_task, lang, NULL);
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
                              type ? wm_name_or_id (variant, &type->name, card->paths[i], lang)
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
        return g_strdup (ch ? wm_name_or_id (variant, &ch->name, ch->id, lang)
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
