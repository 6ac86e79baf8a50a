#define G_LOG_DOMAIN "wm-check"

/* An ability's or an event's printed text that no longer says the numbers
 * its effects play (code "effect-text-number", a warning): the designer
 * raises a Gold bonus from 1 to 4 and the card still reads "you also gain
 * 1 gold", so players read one game and play another.
 *
 * The rule is kept simple so that it never cries wolf: a text that writes
 * a number at all (digits, a small number as a word: "one", "zwei",
 * "tre", or an ordinal: "second", "zweite", "secondo", "2nd", "2.", "2ª")
 * is compared with each of its effects that has numeric parameters, and
 * an effect none of whose values (explicit or default, without sign: "1
 * fewer" describes a delta of -1) the text mentions is reported. Words
 * that are also articles or something else ("a", "ein", "uno", Italian
 * "sei" = "you are", "prima" = "before", English "first" = "at first")
 * count as a match but never make a text one that writes numbers. An
 * ordinal matches its number and the one before ("a second card" is one
 * more). "up to 2 … instead of 1" ("bis zu 2 … statt 1", "fino a 2 …
 * invece di 1") says a total and its base: only their difference matches,
 * so raising the effect to 2 no longer hides behind the total 2.
 *
 * In an ability, an ordinal before a weapon noun ("your second and third
 * weapons", "deine zweite … Waffe", "la seconda … arma") names a step of
 * the character's weapon track, not an effect's value: it must be a step
 * of the track, and one that gives more than gold or pays none (else the
 * track changed under the text). Other numbers right for the wrong thing
 * are not caught. One per text and effect, one for a text's weapon steps,
 * at the text's line, each language on its own. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-locale.h"
#include "wm-registry.h"

/* What a word is. */
enum
{
  WORD_NUMBER = 1 << 0,  /* a number: "two", "zwei", "3" */
  WORD_ORDINAL = 1 << 1, /* an ordinal: "second", "zweite", "2nd", "2." (German), "2ª" */
  WORD_LOOSE = 1 << 2,   /* also an article or another word: a match, not a number written */
};

typedef struct
{
  const char *word;
  int value;
  guint flags;
} NumberWord;

#define N WORD_NUMBER
#define O (WORD_NUMBER | WORD_ORDINAL)
#define LOOSE WORD_LOOSE

/* "first" is also an adverb ("first move the highwayman"). */
static const NumberWord english_words[] = {
  { "a", 1, N | LOOSE }, { "an", 1, N | LOOSE },
  { "zero", 0, N },      { "one", 1, N },
  { "once", 1, N },      { "two", 2, N },
  { "twice", 2, N },     { "three", 3, N },
  { "four", 4, N },      { "five", 5, N },
  { "six", 6, N },       { "seven", 7, N },
  { "eight", 8, N },     { "nine", 9, N },
  { "ten", 10, N },      { "first", 1, O | LOOSE },
  { "second", 2, O },    { "third", 3, O },
  { "fourth", 4, O },    { "fifth", 5, O },
  { "sixth", 6, O },     { "seventh", 7, O },
  { "eighth", 8, O },    { "ninth", 9, O },
  { "tenth", 10, O },    { NULL },
};

/* German ordinals are written out with each ending ("zweite", "zweiten",
 * "zweiter", "zweitem", "zweites"); "achte", "achten" are also "pay
 * attention", so they only match. */
static const NumberWord german_words[] = {
  { "ein", 1, N | LOOSE },   { "eine", 1, N | LOOSE },   { "einen", 1, N | LOOSE },
  { "einem", 1, N | LOOSE }, { "einer", 1, N | LOOSE },  { "eines", 1, N | LOOSE },
  { "eins", 1, N },          { "einmal", 1, N },         { "zwei", 2, N },
  { "zweimal", 2, N },       { "drei", 3, N },           { "vier", 4, N },
  { "fünf", 5, N },          { "sechs", 6, N },          { "sieben", 7, N },
  { "acht", 8, N },          { "neun", 9, N },           { "zehn", 10, N },
  { "achte", 8, O | LOOSE }, { "achten", 8, O | LOOSE }, { NULL },
};

static const NumberWord german_ordinal_stems[] = {
  { "erst", 1, O },  { "zweit", 2, O },  { "dritt", 3, O }, { "viert", 4, O },
  { "fünft", 5, O }, { "sechst", 6, O }, { "siebt", 7, O }, { "acht", 8, O },
  { "neunt", 9, O }, { "zehnt", 10, O }, { NULL },
};

/* Italian "sei" is also "you are", "prima" "before", "secondo"
 * "according to": they only match. */
static const NumberWord italian_words[] = {
  { "un", 1, N | LOOSE },
  { "uno", 1, N | LOOSE },
  { "una", 1, N | LOOSE },
  { "sei", 6, N | LOOSE },
  { "zero", 0, N },
  { "due", 2, N },
  { "tre", 3, N },
  { "quattro", 4, N },
  { "cinque", 5, N },
  { "sette", 7, N },
  { "otto", 8, N },
  { "nove", 9, N },
  { "dieci", 10, N },
  { "prima", 1, O | LOOSE },
  { "secondo", 2, O | LOOSE },
  { NULL },
};

static const NumberWord italian_ordinal_stems[] = {
  { "prim", 1, O },  { "second", 2, O }, { "terz", 3, O },   { "quart", 4, O },
  { "quint", 5, O }, { "sest", 6, O },   { "settim", 7, O }, { "ottav", 8, O },
  { "non", 9, O },   { "decim", 10, O }, { NULL },
};

#undef N
#undef O
#undef LOOSE

/* A language's words: number words, ordinal stems and their endings, the
 * weapon nouns (an ordinal before one names a step of the weapon track),
 * and the two phrases of "up to 2 … instead of 1" (a total and the base
 * it replaces: the effect's value is their difference). */
typedef struct
{
  const NumberWord *words;
  const NumberWord *stems;
  const char *const *endings;
  const char *const *weapons;
  const char *const *up_to;      /* pairs of words, NULL-terminated */
  const char *const *instead_of; /* pairs of words; a single word has "" second */
} Language;

static const char *const german_endings[] = { "e", "er", "en", "em", "es", NULL };
static const char *const italian_endings[] = { "o", "a", "i", "e", NULL };
static const char *const english_weapons[] = { "weapon", "weapons", NULL };
static const char *const german_weapons[] = { "waffe", "waffen", NULL };
static const char *const italian_weapons[] = { "arma", "armi", NULL };
static const char *const english_up_to[] = { "up", "to", NULL };
static const char *const german_up_to[] = { "bis", "zu", "bis", "zum", NULL };
static const char *const italian_up_to[] = { "fino", "a", NULL };
static const char *const english_instead[] = { "instead", "of", "rather", "than", NULL };
static const char *const german_instead[] = { "statt", "", "anstatt", "", NULL };
static const char *const italian_instead[] = { "invece", "di", "anziché", "", NULL };

static const Language english
    = { english_words, NULL, NULL, english_weapons, english_up_to, english_instead };
static const Language german = { german_words,   german_ordinal_stems, german_endings,
                                 german_weapons, german_up_to,         german_instead };
static const Language italian = { italian_words,   italian_ordinal_stems, italian_endings,
                                  italian_weapons, italian_up_to,         italian_instead };

/* The words of @lang's language ("de-AT" is German), or NULL. */
static const Language *
language_of (const char *lang)
{
  size_t len = strcspn (lang, "-_");

  if (len == 2 && strncmp (lang, "en", 2) == 0)
    return &english;
  if (len == 2 && strncmp (lang, "de", 2) == 0)
    return &german;
  if (len == 2 && strncmp (lang, "it", 2) == 0)
    return &italian;
  return NULL;
}

/* One word or number of a text, in order. */
typedef struct
{
  char *word;             /* lower case; NULL for digits */
  int value;              /* numbers only; -1 for a run of digits too long for a game */
  guint flags;            /* WORD_* */
  gboolean ends_clause;   /* a full stop, colon, semicolon … follows */
  gboolean ends_sentence; /* a full stop, "!" or "?" follows */
  gboolean comma;         /* a comma follows */
} Token;

static void
token_clear (Token *token)
{
  g_free (token->word);
}

static gboolean
in_list (const char *const *list, const char *word)
{
  return list != NULL && g_strv_contains (list, word);
}

static const NumberWord *
find_word (const NumberWord *words, const char *word)
{
  for (int i = 0; words != NULL && words[i].word != NULL; i++)
    if (strcmp (words[i].word, word) == 0)
      return &words[i];
  return NULL;
}

/* An ordinal written as a stem and one of the language's endings. */
static const NumberWord *
find_stem (const Language *language, const char *word)
{
  for (int i = 0; language->stems != NULL && language->stems[i].word != NULL; i++)
    {
      size_t len = strlen (language->stems[i].word);
      if (strncmp (word, language->stems[i].word, len) == 0
          && in_list (language->endings, word + len))
        return &language->stems[i];
    }
  return NULL;
}

static void
add_word (GArray *tokens, const Language *language, const char *start, const char *end)
{
  Token token = { g_utf8_strdown (start, end - start), -1, 0, FALSE, FALSE, FALSE };
  const NumberWord *number = NULL;

  if (language != NULL)
    {
      number = find_word (language->words, token.word);
      if (number == NULL)
        number = find_stem (language, token.word);
    }
  if (number != NULL)
    {
      token.value = number->value;
      token.flags = number->flags;
    }
  g_array_append_val (tokens, token);
}

/* Digits, and what makes them an ordinal: "2nd" in English, "2ª" or "2°"
 * in Italian, "2. Waffe" in German. Returns where the number ends. */
static const char *
add_digits (GArray *tokens, const Language *language, const char *start)
{
  const char *p = start;
  Token token = { NULL, -1, WORD_NUMBER, FALSE, FALSE, FALSE };

  while (g_ascii_isdigit (*p))
    p++;
  /* a long run is no game number; only its size matters here */
  token.value = p - start <= 6 ? atoi (start) : -1;
  if (language == &english
      && (g_str_has_prefix (p, "st") || g_str_has_prefix (p, "nd") || g_str_has_prefix (p, "rd")
          || g_str_has_prefix (p, "th"))
      && !g_unichar_isalpha (g_utf8_get_char (p + 2)))
    {
      token.flags |= WORD_ORDINAL;
      p += 2;
    }
  else if (language == &italian
           && (g_str_has_prefix (p, "ª") || g_str_has_prefix (p, "°") || g_str_has_prefix (p, "º")))
    {
      token.flags |= WORD_ORDINAL;
      p = g_utf8_next_char (p);
    }
  else if (language == &german && p[0] == '.' && p[1] == ' '
           && g_unichar_isalpha (g_utf8_get_char (p + 2)))
    {
      token.flags |= WORD_ORDINAL;
      p++;
    }
  g_array_append_val (tokens, token);
  return p;
}

/* The words and numbers of @text, each marked with what it is. */
static GArray *
tokenize (const Language *language, const char *text)
{
  GArray *tokens = g_array_new (FALSE, FALSE, sizeof (Token));
  const char *p = text;

  g_array_set_clear_func (tokens, (GDestroyNotify)token_clear);
  while (*p != '\0')
    {
      gunichar ch = g_utf8_get_char (p);
      const char *start = p;

      if (g_ascii_isdigit (*p))
        p = add_digits (tokens, language, p);
      else if (g_unichar_isalpha (ch))
        {
          while (*p != '\0' && g_unichar_isalpha (g_utf8_get_char (p)))
            p = g_utf8_next_char (p);
          add_word (tokens, language, start, p);
        }
      else
        {
          if (strchr (".;:!?", *p) != NULL && tokens->len > 0)
            {
              Token *last = &g_array_index (tokens, Token, tokens->len - 1);
              last->ends_clause = TRUE;
              last->ends_sentence |= strchr (".!?", *p) != NULL;
            }
          else if (*p == ',' && tokens->len > 0)
            g_array_index (tokens, Token, tokens->len - 1).comma = TRUE;
          p = g_utf8_next_char (p);
        }
    }
  return tokens;
}

/* Whether the phrase @pairs (two words each, the second may be "") starts
 * at token @i. Returns the number of words it takes, or 0. */
static int
phrase_at (const GArray *tokens, guint i, const char *const *pairs)
{
  for (int k = 0; pairs != NULL && pairs[k] != NULL; k += 2)
    {
      const Token *first = &g_array_index (tokens, Token, i);
      if (first->word == NULL || strcmp (first->word, pairs[k]) != 0)
        continue;
      if (pairs[k + 1][0] == '\0')
        return 1;
      if (i + 1 < tokens->len && !first->ends_clause
          && g_strcmp0 (g_array_index (tokens, Token, i + 1).word, pairs[k + 1]) == 0)
        return 2;
    }
  return 0;
}

/* The index of the first number within @reach tokens from @i in the same
 * clause, or -1. */
static int
number_after (const GArray *tokens, guint i, guint reach)
{
  for (guint k = i; k < tokens->len && k < i + reach; k++)
    {
      const Token *token = &g_array_index (tokens, Token, k);
      if ((token->flags & WORD_NUMBER) != 0 && (token->flags & WORD_LOOSE) == 0)
        return (int)k;
      if (token->ends_clause)
        break;
    }
  return -1;
}

/* Whether a weapon noun follows the ordinal at @i closely in its clause:
 * "second and third weapons", "la tua seconda e terza arma", "second,
 * third and fourth weapons"; a comma before anything but another ordinal
 * ends the phrase ("on your third day, each weapon …"). */
static gboolean
names_weapon (const Language *language, const GArray *tokens, guint i)
{
  for (guint k = i; k < tokens->len && k <= i + 4; k++)
    {
      const Token *token = &g_array_index (tokens, Token, k);
      if (token->word != NULL && in_list (language->weapons, token->word))
        return TRUE;
      if (token->ends_clause
          || (token->comma
              && (k + 1 >= tokens->len
                  || (g_array_index (tokens, Token, k + 1).flags & WORD_ORDINAL) == 0)))
        break;
    }
  return FALSE;
}

/* The numbers one text mentions. */
typedef struct
{
  GArray *written; /* of int: numbers written as such, in order (the message shows them) */
  GArray *matches; /* of int: the values of an effect the text describes */
  GArray *weapons; /* of int: steps of the weapon track named by ordinals */
} TextNumbers;

static void
add_value (GArray *values, int value)
{
  g_array_append_val (values, value);
}

/* "up to 2 … instead of 1": the two numbers say an effect adds 1. Marks
 * both as used so that neither matches on its own. */
static void
collect_total_and_base (const Language *language, GArray *tokens, TextNumbers *numbers,
                        gboolean *used)
{
  int total = -1;

  for (guint i = 0; language != NULL && i < tokens->len; i++)
    {
      int words = phrase_at (tokens, i, language->up_to);
      int at;

      if (words > 0 && (at = number_after (tokens, i + words, 2)) >= 0)
        total = at;
      else if ((words = phrase_at (tokens, i, language->instead_of)) > 0 && total >= 0
               && (at = number_after (tokens, i + words, 2)) >= 0)
        {
          const Token *t = &g_array_index (tokens, Token, total);
          const Token *base = &g_array_index (tokens, Token, at);
          if (t->value > base->value && base->value >= 0)
            {
              add_value (numbers->written, t->value);
              add_value (numbers->written, base->value);
              add_value (numbers->matches, t->value - base->value);
              used[total] = used[at] = TRUE;
            }
          total = -1;
        }
      if (g_array_index (tokens, Token, i).ends_clause)
        total = -1;
    }
}

/* An ordinal names a thing that may be one more than before ("draw a
 * second card": 1 extra), so it matches both values; before a weapon noun
 * in an ability it names a step of the weapon track instead. */
static void
collect_numbers (const char *lang, const char *text, gboolean has_track, TextNumbers *numbers)
{
  const Language *language = language_of (lang);
  g_autoptr (GArray) tokens = tokenize (language, text);
  g_autofree gboolean *used = g_new0 (gboolean, tokens->len + 1);

  collect_total_and_base (language, tokens, numbers, used);
  for (guint i = 0; i < tokens->len; i++)
    {
      const Token *token = &g_array_index (tokens, Token, i);

      if (used[i] || (token->flags & WORD_NUMBER) == 0)
        continue;
      if ((token->flags & WORD_ORDINAL) != 0 && has_track && language != NULL
          && names_weapon (language, tokens, i))
        {
          add_value (numbers->weapons, token->value);
          continue;
        }
      if ((token->flags & WORD_LOOSE) == 0)
        add_value (numbers->written, token->value);
      add_value (numbers->matches, token->value);
      if ((token->flags & WORD_ORDINAL) != 0)
        add_value (numbers->matches, token->value - 1);
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

/* The value of @param of @effect, explicit or default, in @number; FALSE
 * when it is no number (a value the loader or the structure checks refuse
 * is theirs). */
static gboolean
effect_number (const WmEffect *effect, const WmParamSpec *param, gint64 *number)
{
  const char *value = wm_effect_get_param (effect, param->name);

  if (param->kind != WM_PARAM_NUMBER)
    return FALSE;
  if (value == NULL)
    value = param->default_value;
  return value != NULL && g_ascii_string_to_signed (value, 10, -999, 999, number, NULL);
}

char *
wm_check_effect_number_words (const char *type, const char *param, gint64 number)
{
  gulong n = (gulong) ABS (number);

  g_return_val_if_fail (type != NULL && param != NULL, NULL);
  /* Whole phrases, each with its plural: "has 2 extra moves", never a
   * parameter's label glued before the number ("has How many extra
   * moves 2", "ha Quanti movimenti extra 2"). */
  if (g_str_equal (type, "extra-move") && g_str_equal (param, "count"))
    /* Translators: what an effect gives, after "but its effect “Extra move” has" */
    return g_strdup_printf (ngettext ("%lu extra move", "%lu extra moves", n), n);
  if (g_str_equal (type, "gold-bonus") && g_str_equal (param, "amount"))
    /* Translators: what an effect gives, after "but its effect “Gold bonus” has" */
    return g_strdup_printf (ngettext ("%lu extra gold", "%lu extra gold", n), n);
  if (g_str_equal (type, "extra-draw") && g_str_equal (param, "count"))
    /* Translators: what an effect gives, after "but its effect “Extra draw” has" */
    return g_strdup_printf (
        ngettext ("%lu extra movement card drawn", "%lu extra movement cards drawn", n), n);
  if (g_str_equal (type, "step-bonus") && g_str_equal (param, "count"))
    /* Translators: what an effect gives, after "but its effect “More moves” has" */
    return g_strdup_printf (
        ngettext ("%lu more move with every movement card",
                  "%lu more moves with every movement card", n),
        n);
  if (g_str_equal (type, "quest-take-extra") && g_str_equal (param, "count"))
    /* Translators: what an effect gives, after "but its effect “More new quests” has" */
    return g_strdup_printf (
        ngettext ("%lu more new common quest a turn", "%lu more new common quests a turn", n), n);
  if (g_str_equal (type, "slot-change") && g_str_equal (param, "delta"))
    return g_strdup_printf (number < 0
                                /* Translators: what an effect takes away, after "but its
                                 * effect “Quest slots” has" */
                                ? ngettext ("%lu quest slot fewer", "%lu quest slots fewer", n)
                                /* Translators: what an effect gives, after "but its effect
                                 * “Quest slots” has" */
                                : ngettext ("%lu more quest slot", "%lu more quest slots", n),
                            n);
  return NULL;
}

static void
describe_param (GString *described, const WmEffect *effect, const WmParamSpec *param,
                gint64 number)
{
  g_autofree char *words = wm_check_effect_number_words (effect->type, param->name, number);

  if (described->len > 0)
    g_string_append (described, ", ");
  /* A number the registry gained without words here: the number alone,
   * never its label glued into the sentence (test-text-numbers checks
   * that every numeric parameter has its words). */
  if (words != NULL)
    g_string_append (described, words);
  else
    g_string_append_printf (described, "%" G_GINT64_FORMAT, number);
}

/* Whether the text mentions some numeric value of @effect. Sets @described
 * to the effect's numeric parameters as a designer reads them ("4 extra
 * gold"), empty when it has none. */
static gboolean
mentions_effect (const TextNumbers *numbers, const WmEffect *effect, GString *described)
{
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
  gboolean found = FALSE;

  for (int i = 0; spec != NULL && i < spec->n_params; i++)
    {
      gint64 number;

      if (!effect_number (effect, &spec->params[i], &number))
        continue;
      describe_param (described, effect, &spec->params[i], number);
      if (contains (numbers->matches, ABS ((int)number)))
        found = TRUE;
    }
  return found;
}

/* For a text that writes no number: whether @effect has a numeric value
 * the text does not say even as an article ("a", "ein", "un"), 2 or more
 * without sign. One is left out: "extra gold", "another quest" and "a
 * slot fewer" say it without a number. Sets @described to those values. */
static gboolean
leaves_unsaid (const TextNumbers *numbers, const WmEffect *effect, GString *described)
{
  const WmTypeSpec *spec = wm_registry_find_effect (effect->type);

  for (int i = 0; spec != NULL && i < spec->n_params; i++)
    {
      gint64 number;

      if (effect_number (effect, &spec->params[i], &number) && ABS (number) >= 2
          && !contains (numbers->matches, ABS ((int)number)))
        describe_param (described, effect, &spec->params[i], number);
    }
  return described->len > 0;
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

/* A step of the weapon track a text can name: one with a reward besides
 * gold, or the one that pays none ("your first weapon pays no gold"). Naming a step that only pays gold means the track changed. */
static void
check_weapon_steps (WmCheck *c, const char *language, const GArray *steps,
                    const WmCharacter *ch, int line, const char *where, const char *owner)
{
  for (guint i = 0; i < steps->len; i++)
    {
      int step = g_array_index (steps, int, i);
      const WmWeaponStep *named;

      if (step < 1 || step > (int)ch->weapons->len)
        {
          wm_check_warning (c, line, where, "effect-text-number",
                            /* Translators: "the ability text of “Casimir Vell” in German names
                             * weapon 3, but its weapon track has 2 steps". */
                            g_dngettext (GETTEXT_PACKAGE,
                                         "the ability text of “%s” in %s names weapon %d, but its "
                                         "weapon track has %u step",
                                         "the ability text of “%s” in %s names weapon %d, but its "
                                         "weapon track has %u steps",
                                         ch->weapons->len),
                            owner, language, step, ch->weapons->len);
          return;
        }
      named = g_ptr_array_index (ch->weapons, step - 1);
      if (named->reward == WM_WEAPON_REWARD_NONE && named->gold > 0)
        {
          wm_check_warning (c, line, where, "effect-text-number",
                            /* Translators: "the ability text of “Casimir Vell” in Italian names
                             * weapon 3, but its weapon track gives nothing but 2 gold for it". */
                            _ ("the ability text of “%s” in %s names weapon %d, but its weapon "
                               "track gives nothing but %d gold for it"),
                            owner, language, step, named->gold);
          return;
        }
    }
}

/* The sentences for one owner's texts. @says has %s for: the owner (an
 * event's id, a character's name), the language, the numbers written, the
 * effect's title and its parameters; @unsaid the same but the numbers
 * written (it has none). */
typedef struct
{
  const char *says;
  const char *unsaid;
} Formats;

/* The effect-text-number and effect-number-not-in-text warnings of one
 * text. Only a language whose number words are known can be said to write
 * no number. */
static void
check_entry_effects (WmCheck *c, const WmTextEntry *entry, const char *language,
                     const TextNumbers *numbers,
                     const char *written, const GPtrArray *effects, int line, const char *where,
                     const char *owner, const Formats *formats)
{
  for (guint k = 0; k < effects->len; k++)
    {
      const WmEffect *effect = g_ptr_array_index (effects, k);
      const WmTypeSpec *spec = wm_registry_find_effect (effect->type);
      g_autoptr (GString) described = g_string_new (NULL);

      if (spec == NULL)
        continue;
      if (*written != '\0')
        {
          if (!mentions_effect (numbers, effect, described) && described->len > 0)
            wm_check_warning (c, line, where, "effect-text-number", formats->says, owner,
                              language, written, _ (spec->title), described->str);
        }
      else if (language_of (entry->lang) != NULL && leaves_unsaid (numbers, effect, described))
        wm_check_warning (c, line, where, "effect-number-not-in-text", formats->unsaid, owner,
                          language, _ (spec->title), described->str);
    }
}

/* @ch is the character whose ability the text is, NULL for an event. */
static void
check_text (WmCheck *c, const WmText *text, const GPtrArray *effects, int line, const char *where,
            const char *owner, const WmCharacter *ch, const Formats *formats)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      int entry_line = entry->line > 0 ? entry->line : line;
      TextNumbers numbers
          = { g_array_new (FALSE, FALSE, sizeof (int)), g_array_new (FALSE, FALSE, sizeof (int)),
              g_array_new (FALSE, FALSE, sizeof (int)) };
      g_autofree char *written = NULL;
      /* the language as the sentence names it ("in German") */
      g_autofree char *language = wm_locale_language_in_sentence (entry->lang);

      collect_numbers (entry->lang, entry->text, ch != NULL, &numbers);
      written = join_numbers (numbers.written);
      check_entry_effects (c, entry, language, &numbers, written, effects, entry_line, where, owner,
                           formats);
      if (ch != NULL)
        check_weapon_steps (c, language, numbers.weapons, ch, entry_line, where, owner);
      g_array_unref (numbers.written);
      g_array_unref (numbers.matches);
      g_array_unref (numbers.weapons);
    }
}

void
wm_check_event_text_numbers (WmCheck *c, const WmCard *card, const char *where)
{
  Formats formats = {
    /* Translators: "the text of event “E07” in German says 1, but its effect
     * “Gold bonus” has 4 extra gold"; the language is named as in a sentence. */
    _ ("the text of event “%s” in %s says %s, but its effect “%s” has %s"),
    /* Translators: "the text of event “E07” in German says no number, but its
     * effect “Gold bonus” has 3 extra gold"; the language is named as in a sentence. */
    _ ("the text of event “%s” in %s says no number, but its effect “%s” has %s: players "
       "cannot tell how much"),
  };

  check_text (c, &card->text, card->effects, card->line, where, card->id, NULL, &formats);
}

void
wm_check_ability_text_numbers (WmCheck *c, const WmCharacter *ch, const char *name,
                               const char *where)
{
  Formats formats = {
    /* Translators: "the ability text of “Mirela Thorne” in Italian says 1, but
     * its effect “Gold bonus” has 4 extra gold"; the language is named as in a sentence. */
    _ ("the ability text of “%s” in %s says %s, but its effect “%s” has %s"),
    /* Translators: "the ability text of “Mirela Thorne” in Italian says no
     * number, but its effect “Gold bonus” has 3 extra gold"; the language
     * is named as in a sentence. */
    _ ("the ability text of “%s” in %s says no number, but its effect “%s” has %s: players "
       "cannot tell how much"),
  };

  check_text (c, &ch->text, ch->effects, ch->line, where, name, ch, &formats);
}

gboolean
wm_check_text_names_weapons_only (const char *lang, const char *text)
{
  const Language *language = language_of (lang);
  g_autoptr (GArray) tokens = tokenize (language, text);
  gboolean words = FALSE, weapon = FALSE;

  for (guint i = 0; i < tokens->len; i++)
    {
      const Token *token = &g_array_index (tokens, Token, i);

      words |= token->word != NULL;
      weapon |= language != NULL && token->word != NULL && in_list (language->weapons, token->word);
      if (token->ends_sentence || i + 1 == tokens->len)
        {
          if (words && !weapon)
            return FALSE;
          words = weapon = FALSE;
        }
    }
  return TRUE;
}
