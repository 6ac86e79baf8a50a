#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-card-text.h"

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

char *
wm_effect_display (const WmEffect *effect, gboolean is_task)
{
  const WmTypeSpec *spec = is_task ? wm_registry_find_task (effect->type)
                                   : wm_registry_find_effect (effect->type);
  GString *out = g_string_new (spec ? _(spec->title) : effect->type);

  if (!is_task)
    g_string_append_printf (out, " (%s)", scope_title (effect->scope));
  for (guint p = 0; p < effect->params->len; p++)
    {
      const WmParam *param = g_ptr_array_index (effect->params, p);
      g_string_append_printf (out, "%s%s %s", p == 0 ? ": " : ", ", param->name, param->value);
    }
  return g_string_free (out, FALSE);
}

static char *
join_effects (const GPtrArray *list, gboolean is_task)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *one = wm_effect_display (g_ptr_array_index (list, i), is_task);
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
      if (g_str_equal (name, "paths"))
        return card->paths ? g_strjoinv (" ", card->paths) : g_strdup ("");
      {
        GString *out = g_string_new (NULL);
        for (int i = 0; i < card->n_arrows; i++)
          g_string_append_printf (out, "%s%s", i ? " " : "",
                                  wm_direction_to_string (card->arrows[i]));
        return g_string_free (out, FALSE);
      }
    case WM_FIELD_REF:
      return g_strdup (card->character ?: "");
    case WM_FIELD_TARGETS:
      return town_names (variant, card, lang);
    case WM_FIELD_TASK:
      return join_effects (card->tasks, TRUE);
    case WM_FIELD_EFFECTS:
      return join_effects (card->effects, FALSE);
    case WM_FIELD_REWARD:
      if (card->reward == NULL)
        return g_strdup ("");
      {
        GString *out = g_string_new (NULL);
        if (card->reward->gold)
          g_string_append_printf (out, _("%d gold"), card->reward->gold);
        if (card->reward->movement)
          g_string_append_printf (out, _("%s%d movement"), out->len ? ", " : "",
                                  card->reward->movement);
        if (card->reward->side_quest)
          g_string_append_printf (out, _("%s%d side quest"), out->len ? ", " : "",
                                  card->reward->side_quest);
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
