#define G_LOG_DOMAIN "wm-check"

/* An ability's or an event's printed text that no longer says the numbers
 * its effects play (code "effect-text-number", a warning): the designer
 * raises a Gold bonus from 1 to 4 and the card still reads "you also gain
 * 1 gold", so players read one game and play another.
 *
 * The rule is kept simple so that it never cries wolf: a text that writes
 * a number at all (digits, or a small number as a word: "one", "zwei",
 * "tre") is compared with each of its effects that has numeric
 * parameters, and an effect none of whose values (explicit or default,
 * without sign: "1 fewer" describes a delta of -1) the text mentions is
 * reported. Words that are also articles or something else ("a", "ein",
 * "uno", Italian "sei" = "you are") count as a match but never make a text
 * one that writes numbers. A text that mentions the right number for a
 * wrong thing is not caught; one per text and effect, at the text's line,
 * each language on its own. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-registry.h"

typedef struct
{
  const char *word;
  int value;
  gboolean loose; /* an article or another word too: a match, not a number written */
} NumberWord;

static const NumberWord english_words[] = {
  { "a", 1, TRUE }, { "an", 1, TRUE }, { "zero", 0 }, { "one", 1 },  { "once", 1 }, { "two", 2 },
  { "twice", 2 },   { "three", 3 },    { "four", 4 }, { "five", 5 }, { "six", 6 },  { "seven", 7 },
  { "eight", 8 },   { "nine", 9 },     { "ten", 10 }, { NULL },
};

static const NumberWord german_words[] = {
  { "ein", 1, TRUE },
  { "eine", 1, TRUE },
  { "einen", 1, TRUE },
  { "einem", 1, TRUE },
  { "einer", 1, TRUE },
  { "eines", 1, TRUE },
  { "eins", 1 },
  { "einmal", 1 },
  { "zwei", 2 },
  { "zweimal", 2 },
  { "drei", 3 },
  { "vier", 4 },
  { "fünf", 5 },
  { "sechs", 6 },
  { "sieben", 7 },
  { "acht", 8 },
  { "neun", 9 },
  { "zehn", 10 },
  { NULL },
};

static const NumberWord italian_words[] = {
  { "un", 1, TRUE }, { "uno", 1, TRUE }, { "una", 1, TRUE }, { "sei", 6, TRUE }, { "zero", 0 },
  { "due", 2 },      { "tre", 3 },       { "quattro", 4 },   { "cinque", 5 },    { "sette", 7 },
  { "otto", 8 },     { "nove", 9 },      { "dieci", 10 },    { NULL },
};

/* The number words of @lang's language ("de-AT" is German), or NULL. */
static const NumberWord *
words_of (const char *lang)
{
  size_t len = strcspn (lang, "-_");

  if (len == 2 && strncmp (lang, "en", 2) == 0)
    return english_words;
  if (len == 2 && strncmp (lang, "de", 2) == 0)
    return german_words;
  if (len == 2 && strncmp (lang, "it", 2) == 0)
    return italian_words;
  return NULL;
}

/* The numbers one text mentions. */
typedef struct
{
  GArray *written; /* of int: digits and unambiguous number words, in order */
  GArray *loose;   /* of int: words that may be a number */
} TextNumbers;

static void
add_word (const NumberWord *words, const char *start, const char *end, TextNumbers *numbers)
{
  g_autofree char *word = NULL;

  if (words == NULL)
    return;
  word = g_utf8_strdown (start, end - start);
  for (int i = 0; words[i].word != NULL; i++)
    if (strcmp (words[i].word, word) == 0)
      {
        g_array_append_val (words[i].loose ? numbers->loose : numbers->written, words[i].value);
        return;
      }
}

static void
collect_numbers (const char *lang, const char *text, TextNumbers *numbers)
{
  const NumberWord *words = words_of (lang);
  const char *p = text;

  while (*p != '\0')
    {
      gunichar ch = g_utf8_get_char (p);
      const char *start = p;

      if (g_ascii_isdigit (*p))
        {
          int value;
          while (g_ascii_isdigit (*p))
            p++;
          /* a long run is no game number; only its size matters here */
          value = p - start <= 6 ? atoi (start) : -1;
          g_array_append_val (numbers->written, value);
        }
      else if (g_unichar_isalpha (ch))
        {
          while (*p != '\0' && g_unichar_isalpha (g_utf8_get_char (p)))
            p = g_utf8_next_char (p);
          add_word (words, start, p, numbers);
        }
      else
        p = g_utf8_next_char (p);
    }
}

static gboolean
contains (const GArray *values, int value)
{
  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, int, i) == value)
      return TRUE;
  return FALSE;
}

/* Whether the text mentions some numeric value of @effect. Sets @described
 * to the effect's numeric parameters as a designer reads them ("Extra
 * gold 4"), empty when it has none. */
static gboolean
mentions_effect (const TextNumbers *numbers, const WmEffect *effect, GString *described)
{
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
  gboolean found = FALSE;

  for (int i = 0; spec != NULL && i < spec->n_params; i++)
    {
      const WmParamSpec *param = &spec->params[i];
      const char *value = wm_effect_get_param (effect, param->name);
      gint64 number;

      if (param->kind != WM_PARAM_NUMBER)
        continue;
      if (value == NULL)
        value = param->default_value;
      /* a value the loader or the structure checks refuse is theirs */
      if (value == NULL || !g_ascii_string_to_signed (value, 10, -999, 999, &number, NULL))
        continue;
      g_string_append_printf (described, "%s%s %s", described->len > 0 ? ", " : "", _ (param->help),
                              value);
      if (contains (numbers->written, ABS ((int)number))
          || contains (numbers->loose, ABS ((int)number)))
        found = TRUE;
    }
  return found;
}

/* The numbers the text writes, each once, in order: "1, 2". */
static char *
join_numbers (const GArray *values)
{
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < values->len; i++)
    {
      int value = g_array_index (values, int, i);
      if (value < 0 || contains (seen, value))
        continue;
      g_array_append_val (seen, value);
      g_string_append_printf (out, "%s%d", out->len > 0 ? ", " : "", value);
    }
  return g_string_free (out, FALSE);
}

/* @format has %s for: the owner (an event's id, a character's name), the
 * language, the numbers written, the effect's title and its parameters. */
static void
check_text (WmCheck *c, const WmText *text, const GPtrArray *effects, int line, const char *where,
            const char *owner, const char *format)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      TextNumbers numbers
          = { g_array_new (FALSE, FALSE, sizeof (int)), g_array_new (FALSE, FALSE, sizeof (int)) };
      g_autofree char *written = NULL;

      collect_numbers (entry->lang, entry->text, &numbers);
      written = join_numbers (numbers.written);
      for (guint k = 0; *written != '\0' && k < effects->len; k++)
        {
          const WmEffect *effect = g_ptr_array_index (effects, k);
          const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
          g_autoptr (GString) described = g_string_new (NULL);

          if (!mentions_effect (&numbers, effect, described) && described->len > 0)
            wm_check_warning (c, entry->line > 0 ? entry->line : line, where, "effect-text-number",
                              format, owner, entry->lang, written, _ (spec->title), described->str);
        }
      g_array_unref (numbers.written);
      g_array_unref (numbers.loose);
    }
}

void
wm_check_event_text_numbers (WmCheck *c, const WmCard *card, const char *where)
{
  /* Translators: "the text of event “E07” in de says 1, but its effect
   * “Gold bonus” has Extra gold 4"; the language is its code. */
  const char *format = _ ("the text of event “%s” in %s says %s, but its effect “%s” has %s");

  check_text (c, &card->text, card->effects, card->line, where, card->id, format);
}

void
wm_check_ability_text_numbers (WmCheck *c, const WmCharacter *ch, const char *name,
                               const char *where)
{
  /* Translators: "the ability text of “Mirela Thorne” in it says 1, but
   * its effect “Gold bonus” has Extra gold 4"; the language is its code. */
  const char *format = _ ("the ability text of “%s” in %s says %s, but its effect “%s” has %s");

  check_text (c, &ch->text, ch->effects, ch->line, where, name, format);
}
