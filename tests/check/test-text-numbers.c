/* The effect-text-number check: an ability's or an event's text that
 * writes numbers, none of which is a numeric parameter of one of its
 * effects any more, is a warning at that text's line, once per language
 * and effect. The bundled variants have none; numbers written as words
 * count in English, German and Italian, articles only as a match, and so
 * do ordinals; "up to 2 … instead of 1" says 1; an ordinal before a weapon
 * names a step of the character's weapon track, checked against it. */

#include <glib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-registry.h"
#include "wm-test-base.h"
#include "wm-test-lang.h"

/* The effect-text-number warnings of a full run, as "where|line|message". */
static GPtrArray *
mismatches (WmVariant *v)
{
  return wm_test_validate_code (v, "effect-text-number", WM_SEVERITY_WARNING);
}

static WmEffect *
first_effect (GPtrArray *effects)
{
  g_assert_cmpuint (effects->len, >, 0);
  return g_ptr_array_index (effects, 0);
}

static void
test_bundled_clean (void)
{
  g_autoptr (WmVariant) base = wm_test_load_base ();
  g_autoptr (GPtrArray) base_found = mismatches (base);
  g_autoptr (WmVariant) small = wm_test_load_small_board ();
  g_autoptr (GPtrArray) small_found = NULL;

  g_assert_cmpuint (base_found->len, ==, 0);
  small_found = mismatches (small);
  g_assert_cmpuint (small_found->len, ==, 0);
}

/* The review's case: Mirela's Gold bonus 1 → 4, the text still "1 gold",
 * in every language, each at its own line, naming her and the effect. */
static void
test_ability_gold_raised (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *red = wm_test_find_character (v, "red");
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want_en = NULL;

  wm_effect_set_param (first_effect (red->effects), "amount", "4");
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, 3);
  want_en = g_strdup_printf ("character red|%d|the ability text of “Mirela Thorne” in English says "
                             "1, but its effect “Gold bonus” has 4 extra gold",
                             wm_test_text_line (&red->text, "en"));
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want_en);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (found, 1), "character red|"));
  g_assert_nonnull (strstr (g_ptr_array_index (found, 1), " in German says 1"));
  g_assert_nonnull (strstr (g_ptr_array_index (found, 2), " in Italian says 1"));

  /* The English text brought up to date: German and Italian still warn. */
  wm_text_set (&red->text, "en",
               "Whenever you complete a side quest, you also gain 4 gold. Each new weapon "
               "brings you a side quest as well.");
  g_clear_pointer (&found, g_ptr_array_unref);
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0), " in German "));
  g_assert_nonnull (strstr (g_ptr_array_index (found, 1), " in Italian "));
}

/* Event @id's first effect's @param raised to 2: its text warns in every
 * language, in the deck's part, at the text's line; the English one says
 * @message. */
static void
assert_event_raised (const char *id, const char *param, const char *message)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *card = wm_test_find_card (v, id);
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  g_assert_nonnull (card);
  wm_effect_set_param (first_effect (card->effects), param, "2");
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, 3);
  want = g_strdup_printf ("deck events / card %s|%d|%s", id, wm_test_text_line (&card->text, "en"), message);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
}

/* An event's count raised: its text still says "1 extra move". */
static void
test_event_count_raised (void)
{
  assert_event_raised ("E04", "count",
                       "the text of event “E04” in English says 1, but its effect “Extra move” has "
                       "2 extra moves");
}

typedef struct
{
  const char *lang;
  const char *text;
  const char *amount;
  gboolean warns;
} Case;

/* @text replaced by the case's only, @param of @effect set to its amount
 * (unless NULL): one warning, or none. */
static void
assert_case (WmVariant *v, WmText *text, WmEffect *effect, const char *param, const Case *c)
{
  g_autoptr (GPtrArray) found = NULL;

  g_ptr_array_set_size (text->entries, 0);
  wm_text_set (text, c->lang, c->text);
  if (c->amount != NULL)
    wm_effect_set_param (effect, param, c->amount);
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, c->warns ? 1 : 0);
}

/* One text against a Gold bonus of @amount on Mirela. */
static void
test_case (gconstpointer data)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *red = wm_test_find_character (v, "red");

  assert_case (v, &red->text, first_effect (red->effects), "amount", data);
}

static const Case cases[] = {
  /* allowed: the parameter is among the numbers, or nothing is written */
  { "en", "You gain 3 gold for each side quest, 2 more on day 1.", "3", FALSE },
  { "en", "You gain three gold for each side quest.", "3", FALSE },
  { "de", "Du erhältst zwei Gold für jede Mission.", "2", FALSE },
  { "it", "Ottieni tre monete d’oro per ogni missione secondaria.", "3", FALSE },
  { "en", "You gain some gold for each side quest.", "4", FALSE },
  { "en", "Side quests pay you a gold more, and so does your 2nd weapon.", "1", FALSE },
  { "de", "Jede Mission bringt dir ein Gold mehr, auch am 3. Tag.", "1", FALSE },
  { "it", "Ogni missione ti dà un oro in più, anche il giorno 3.", "1", FALSE },
  { "en", "The default amount is written: 1 gold.", NULL, FALSE },
  { "fr", "Tu gagnes 5 pièces d’or.", "5", FALSE },
  /* forbidden: numbers written, none of them the parameter */
  { "en", "You gain 1 gold for each side quest.", "4", TRUE },
  { "en", "You gain one gold for each side quest.", "2", TRUE },
  { "de", "Du erhältst zwei Gold für jede Mission.", "3", TRUE },
  { "it", "Ottieni tre monete d’oro per ogni missione secondaria.", "5", TRUE },
  { "en", "You gain 14 gold.", "4", TRUE },
  { "en", "You gain 2 gold.", NULL, TRUE },
  /* words that are also articles or verbs never make a text one that
   * writes numbers: "sei" is "you are" */
  { "it", "Se sei in città, ottieni un oro.", "4", FALSE },
  { "de", "Du erhältst einen Goldtaler.", "4", FALSE },
  /* ordinals are numbers written; "a second" one is one more, so an
   * ordinal matches its number and the one before */
  { "en", "Your second side quest of the day pays you gold.", "1", FALSE },
  { "en", "Your third side quest of the day pays you gold.", "1", TRUE },
  { "en", "Your 3rd side quest of the day pays you gold.", "1", TRUE },
  { "de", "Deine zweite Mission am Tag bringt dir Gold.", "1", FALSE },
  { "de", "Deine dritte Mission am Tag bringt dir Gold.", "1", TRUE },
  { "de", "Deine dritten Missionen bringen dir Gold.", "1", TRUE },
  { "it", "La seconda missione secondaria del giorno ti porta oro.", "1", FALSE },
  { "it", "La terza missione secondaria del giorno ti porta oro.", "1", TRUE },
  { "it", "La 3ª missione secondaria del giorno ti porta oro.", "1", TRUE },
  /* ordinals that are other words too: "at first", "secondo" = "according
   * to", "prima" = "before" */
  { "en", "First, you gain gold for each side quest.", "4", FALSE },
  { "it", "Secondo le regole, prima del tramonto ottieni oro.", "4", FALSE },
  /* before a weapon noun an ordinal is a step of the weapon track (Mirela's
   * four steps each bring a side quest), never an effect's value */
  { "en", "You gain 4 gold per side quest, and your second weapon brings a side quest.", "4",
    FALSE },
  { "en", "You gain 1 gold per side quest, and your second weapon brings a side quest.", "2",
    TRUE },
  { "en", "You gain 4 gold per side quest, and your fifth weapon brings one more.", "4", TRUE },
  { "de", "Du erhältst 4 Gold je Mission, und deine fünfte Waffe bringt eine weitere.", "4", TRUE },
  { "it", "Ottieni 4 ori per missione secondaria, e la quinta arma te ne porta un’altra.", "4",
    TRUE },
  /* a list of steps, and an ordinal of something else before a comma */
  { "en", "You gain 4 gold per side quest; your second, third and fifth weapons bring more.", "4",
    TRUE },
  { "en", "From your third day on, each weapon brings you gold.", "5", TRUE },
  { "en", "From your third day on, each weapon brings you gold.", "2", FALSE },
};

/* "up to N … instead of M" says the effect adds N − M: only the
 * difference matches, the total and the base do not. */
static const Case total_cases[] = {
  { "en", "Today you may take up to 2 new common quests per turn instead of 1.", "1", FALSE },
  { "en", "Today you may take up to 2 new common quests per turn instead of 1.", "2", TRUE },
  { "en", "Today you may take up to 3 new common quests per turn instead of 1.", "2", FALSE },
  { "en", "Today you may take up to 3 new common quests per turn instead of 1.", "3", TRUE },
  { "en", "Today you may take up to 3 new common quests per turn rather than 1.", "1", TRUE },
  { "de", "Heute darfst du pro Spielzug bis zu 3 neue Aufträge nehmen statt nur 1.", "2", FALSE },
  { "de", "Heute darfst du pro Spielzug bis zu 3 neue Aufträge nehmen statt nur 1.", "3", TRUE },
  { "it", "Oggi puoi prendere fino a 3 nuove missioni comuni per turno invece di 1.", "2", FALSE },
  { "it", "Oggi puoi prendere fino a 3 nuove missioni comuni per turno invece di 1.", "3", TRUE },
  /* a total and a base in different sentences are two numbers */
  { "en", "Take up to 2 new quests. Instead of 1 gold, take a card.", "2", FALSE },
  { "en", "Today you may take 2 more new common quests per turn.", "2", FALSE },
};

/* One text on "Busy Markets" (E18: More new quests, How many @amount). */
static void
test_total_case (gconstpointer data)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *card = wm_test_find_card (v, "E18");

  g_assert_nonnull (card);
  g_assert_cmpstr (first_effect (card->effects)->type, ==, "quest-take-extra");
  assert_case (v, &card->text, first_effect (card->effects), "count", data);
}

/* The review's case: "Busy Markets" raised to 2 more quests still reads
 * "up to 2 … instead of 1", in every language. */
static void
test_total_raised (void)
{
  assert_event_raised ("E18", "count",
                       "the text of event “E18” in English says 2, 1, but its effect “More new "
                       "quests” has 2 more new common quests a turn");
}

/* Casimir's "second and third weapons each bring you a movement card":
 * his track's third step changed to gold only warns in each language. */
static void
test_weapon_step_changed (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *yellow = wm_test_find_character (v, "yellow");
  WmWeaponStep *third = g_ptr_array_index (yellow->weapons, 2);
  g_autoptr (GPtrArray) found = mismatches (v);
  g_autofree char *want = NULL;

  g_assert_cmpuint (found->len, ==, 0);
  g_clear_pointer (&found, g_ptr_array_unref);
  third->reward = WM_WEAPON_REWARD_NONE;
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, 3);
  want = g_strdup_printf ("character yellow|%d|the ability text of “Casimir Vell” in English names "
                          "weapon 3, but its weapon track gives nothing but %d gold for it",
                          wm_test_text_line (&yellow->text, "en"), third->gold);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 1), " in German names weapon 3"));
  g_assert_nonnull (strstr (g_ptr_array_index (found, 2), " in Italian names weapon 3"));

  /* a track of two steps: the text names a third that is not there */
  g_ptr_array_set_size (yellow->weapons, 2);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = mismatches (v);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0),
                            " in English names weapon 3, but its weapon track has 2 steps"));
}

/* An effect without numeric parameters is never compared, and a text in a
 * language the check has no words for still compares its digits. */
static void
test_no_numeric_params (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *purple = wm_test_find_character (v, "purple");
  g_autoptr (GPtrArray) found = NULL;

  wm_text_set (&purple->text, "en", "You may complete 2 common quests in 3 towns.");
  found = mismatches (v);
  g_assert_cmpuint (found->len, ==, 0);
}

/* Every numeric parameter of every effect has words of its own for the
 * warnings' "has …": none is said by its label glued before the number
 * ("has How many extra moves 2", review 24), nor is 1 said as a plural. */
static void
test_every_number_in_words (void)
{
  int n;
  const WmTypeSpec *effects = wm_registry_effects (&n);

  for (int e = 0; e < n; e++)
    for (int p = 0; p < effects[e].n_params; p++)
      {
        const WmParamSpec *param = &effects[e].params[p];
        g_autofree char *one = NULL;
        g_autofree char *two = NULL;

        if (param->kind != WM_PARAM_NUMBER)
          continue;
        one = wm_check_effect_number_words (effects[e].name, param->name, 1);
        two = wm_check_effect_number_words (effects[e].name, param->name, 2);
        g_test_message ("%s %s: %s; %s", effects[e].name, param->name, one, two);
        g_assert_nonnull (one);
        g_assert_nonnull (two);
        g_assert_true (g_str_has_prefix (one, "1 "));
        g_assert_true (g_str_has_prefix (two, "2 "));
        g_assert_null (strstr (one, param->help));
      }
}

/* The Italian designer's "ha Quanti movimenti extra 2" and "± 1": the
 * warning in Italian and German says the effect's numbers in words, each
 * with its plural. */
static void
test_translated_sentence (void)
{
  static const struct
  {
    const char *lang, *locale, *count_two, *slot_one;
  } langs[] = {
    { "it", "it_IT.UTF-8", "«Movimento extra» ha 2 movimenti extra",
      "ha 1 casella missione in meno" },
    { "de", "de_DE.UTF-8", "„Zusätzlicher Schritt“ hat 2 zusätzliche Schritte",
      "hat 1 Auftragsplatz weniger" },
  };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autoptr (WmVariant) v = wm_test_load_base ();
      WmCard *card = wm_test_find_card (v, "E04");
      g_autoptr (GPtrArray) found = NULL;
      g_autofree char *slot = NULL;

      if (!wm_test_use_language (langs[i].lang, langs[i].locale, "Extra move"))
        {
          g_test_message ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      wm_effect_set_param (first_effect (card->effects), "count", "2");
      found = mismatches (v);
      g_assert_cmpuint (found->len, ==, 3);
      g_test_message ("%s", (char *) g_ptr_array_index (found, 0));
      g_assert_nonnull (strstr (g_ptr_array_index (found, 0), langs[i].count_two));
      slot = wm_check_effect_number_words ("slot-change", "delta", -1);
      g_assert_nonnull (strstr (langs[i].slot_one, slot));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/text-numbers/bundled-clean", test_bundled_clean);
  g_test_add_func ("/check/text-numbers/ability-gold-raised", test_ability_gold_raised);
  g_test_add_func ("/check/text-numbers/event-count-raised", test_event_count_raised);
  g_test_add_func ("/check/text-numbers/no-numeric-params", test_no_numeric_params);
  g_test_add_func ("/check/text-numbers/total-raised", test_total_raised);
  g_test_add_func ("/check/text-numbers/weapon-step-changed", test_weapon_step_changed);
  g_test_add_func ("/check/text-numbers/every-number-in-words", test_every_number_in_words);
  g_test_add_func ("/check/text-numbers/translated-sentence", test_translated_sentence);
  for (guint i = 0; i < G_N_ELEMENTS (total_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/check/text-numbers/total/%s/%u", total_cases[i].lang, i);
      g_test_add_data_func (path, &total_cases[i], test_total_case);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/check/text-numbers/case/%s/%u", cases[i].lang, i);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  return g_test_run ();
}
