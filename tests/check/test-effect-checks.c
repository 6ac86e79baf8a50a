/* What an event's or an ability's effects say against each other and
 * against its text: effect-missing (an ability with a text and no effect),
 * effect-number-not-in-text (a text that says no number over an effect's
 * value of 2 or more) and effect-cancels (one effect undoing another of the
 * same card or ability). The bundled variants have none of them; each
 * check has cases it allows and cases it forbids. */

#include <glib.h>
#include <string.h>

#include "wm-test-base.h"

/* The @code diagnostics of a full run, as "where|line|message": the three
 * checks warn; event-no-effect, compared with, is an error. */
static GPtrArray *
found_of (WmVariant *v, const char *code)
{
  return wm_test_validate_code (
      v, code, strcmp (code, "event-no-effect") == 0 ? WM_SEVERITY_ERROR : WM_SEVERITY_WARNING);
}

static guint
count_of (WmVariant *v, const char *code)
{
  g_autoptr (GPtrArray) found = found_of (v, code);

  return found->len;
}

static const char *const codes[]
    = { "effect-missing", "effect-number-not-in-text", "effect-cancels", "effect-ways-and-card" };

/* Adds an effect of @type and @scope with one parameter (NULL: none) at
 * @line. */
static WmEffect *
add_effect (GPtrArray *effects, const char *type, WmScope scope, const char *param,
            const char *value, int line)
{
  WmEffect *effect = wm_effect_new (type, scope);

  if (param != NULL)
    wm_effect_set_param (effect, param, value);
  effect->line = line;
  g_ptr_array_add (effects, effect);
  return effect;
}

static void
only_text (WmText *text, const char *lang, const char *value)
{
  g_ptr_array_set_size (text->entries, 0);
  if (value != NULL)
    wm_text_set (text, lang, value);
}

/* effect-scope in words (review 24): an event's effect set to "always"
 * is named by its title, and the way out by the choices of the form's
 * When drop-down, not by the file's ids ("gold-bonus", "scope day"). */
static void
test_scope_in_words (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e07 = wm_test_find_card (v, "E07");
  WmEffect *effect = g_ptr_array_index (e07->effects, 0);
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  effect->scope = WM_SCOPE_ALWAYS;
  found = found_of (v, "effect-scope");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("deck events / card E07|%d|event “E07” applies “Gold bonus” always, "
                          "but an event lasts one day: choose “The day it is drawn” or "
                          "“The phase of the highwayman marker” for it",
                          effect->line);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
}

/* effect-scope for a When that changes nothing (review e, finding 1): "The
 * day it is drawn" on an ability (a character is never drawn), the intrigue
 * phase for "Highwaymen on every turn" (the marker's phase already allows a
 * highwayman move) and for "Extra draw" (the hand is drawn at sunrise); the
 * same effects with a When that plays are left alone. */
static void
test_scope_idle (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *green = wm_test_find_character (v, "green");
  WmCard *e07 = wm_test_find_card (v, "E07");
  WmEffect *wrap = g_ptr_array_index (green->effects, 0);
  WmEffect *free_hw, *draw;
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  wrap->scope = WM_SCOPE_DAY;
  found = found_of (v, "effect-scope");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("character green|%d|the ability of “Bram Holloway” applies “Wrap "
                          "around the board” on “The day it is drawn”, but a character is never "
                          "drawn, so the rules engine plays it always: choose “Always” or "
                          "“The phase of the highwayman marker” for it",
                          wrap->line);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
  wrap->scope = WM_SCOPE_INTRIGUE;
  g_assert_cmpuint (count_of (v, "effect-scope"), ==, 0);

  free_hw = add_effect (e07->effects, "highwayman-free", WM_SCOPE_INTRIGUE, NULL, NULL, 900);
  draw = add_effect (green->effects, "extra-draw", WM_SCOPE_INTRIGUE, "count", "1", 901);
  add_effect (green->effects, "highwaymen-attack", WM_SCOPE_INTRIGUE, NULL, NULL, 902);
  g_ptr_array_unref (found);
  found = found_of (v, "effect-scope");
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==,
                   "deck events / card E07|900|event “E07” applies “Highwaymen on every turn” "
                   "in “The phase of the highwayman marker”, where it changes nothing: in "
                   "that phase the player "
                   "may move a highwayman anyway; choose “The day it is drawn” for it");
  g_assert_cmpstr (g_ptr_array_index (found, 1), ==,
                   "character green|901|the ability of “Bram Holloway” applies “Extra draw” in "
                   "“The phase of the highwayman marker”, where it changes nothing: the hand "
                   "is drawn at sunrise, before the highwayman marker is placed; choose "
                   "“Always” for it");
  free_hw->scope = WM_SCOPE_DAY;
  draw->scope = WM_SCOPE_ALWAYS;
  g_assert_cmpuint (count_of (v, "effect-scope"), ==, 0);
}

static void
test_bundled_clean (void)
{
  g_autoptr (WmVariant) base = wm_test_load_base ();
  g_autoptr (WmVariant) small = wm_test_load_small_board ();

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_assert_cmpuint (count_of (base, codes[i]), ==, 0);
      g_assert_cmpuint (count_of (small, codes[i]), ==, 0);
    }
}

/* ---- effect-missing ---------------------------------------------------------- */

/* Mirela's ability without its Gold bonus: her text still promises one,
 * told once at the first text's line. */
static void
test_missing_ability (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *red = wm_test_find_character (v, "red");
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  g_ptr_array_set_size (red->effects, 0);
  found = found_of (v, "effect-missing");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("character red|%d|the ability text of “Mirela Thorne” promises an "
                          "ability, but it has no effect: in play it does nothing; give it one on "
                          "the Events & Abilities page, or clear the text",
                          wm_test_text_line (&red->text, "en"));
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
}

/* A text in one language, an effect's value (NULL: as it is), and whether
 * the check warns. */
typedef struct
{
  const char *lang;
  const char *text; /* NULL: no text */
  const char *value;
  gboolean warns;
} Case;

static const Case missing_cases[] = {
  /* allowed: no text, a blank one, or one that only tells the weapon track */
  { "en", NULL, NULL, FALSE },
  { "en", "  \n", NULL, FALSE },
  { "en", "Each new weapon brings you a side quest as well.", NULL, FALSE },
  { "de", "Jede neue Waffe bringt dir außerdem eine Mission.", NULL, FALSE },
  { "it", "Ricevi una carta movimento con la tua seconda e terza arma.", NULL, FALSE },
  { "en", "Your second weapon brings a movement card. Your third weapon brings gold!", NULL,
    FALSE },
  /* forbidden: a sentence without a weapon, or a language without known words */
  { "en", "Whenever you complete a side quest, you also gain gold.", NULL, TRUE },
  { "en", "Each new weapon brings you a side quest. You may also cross lakes.", NULL, TRUE },
  { "de", "Du darfst den Spielplan verlassen.", NULL, TRUE },
  { "it", "Puoi attraversare i laghi.", NULL, TRUE },
  { "fr", "Chaque nouvelle arme t’apporte une quête.", NULL, TRUE },
};

static void
test_missing_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *red = wm_test_find_character (v, "red");

  g_ptr_array_set_size (red->effects, 0);
  only_text (&red->text, c->lang, c->text);
  g_assert_cmpuint (count_of (v, "effect-missing"), ==, c->warns ? 1 : 0);
}

/* A text that promises is fine once the ability has an effect; an event
 * without one is the error event-no-effect, not this warning. */
static void
test_missing_not_twice (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e07 = wm_test_find_card (v, "E07");

  g_ptr_array_set_size (e07->effects, 0);
  g_assert_cmpuint (count_of (v, "effect-missing"), ==, 0);
  g_assert_cmpuint (count_of (v, "event-no-effect"), ==, 1);
}

/* ---- effect-number-not-in-text --------------------------------------------- */

/* "Harvest Fair" (E07) raised to 3 gold and its English text saying no
 * number: warned in English only, at that text's line; German and
 * Italian still say 1, which is effect-text-number's. */
static void
test_number_event (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e07 = wm_test_find_card (v, "E07");
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  wm_effect_set_param (g_ptr_array_index (e07->effects, 0), "amount", "3");
  wm_text_set (&e07->text, "en", "Today every inn whose side quest you take pays you extra gold.");
  found = found_of (v, "effect-number-not-in-text");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("deck events / card E07|%d|the text of event “E07” in English says no "
                          "number, but its effect “Gold bonus” has 3 extra gold: players cannot "
                          "tell how much",
                          wm_test_text_line (&e07->text, "en"));
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
  g_assert_cmpuint (count_of (v, "effect-text-number"), ==, 2);
}

static const Case number_cases[] = {
  /* allowed: the number said (as digits, a word, an article for 1), or 1
   * left unsaid, or a language whose words are unknown */
  { "en", "You gain three gold for each side quest.", "3", FALSE },
  { "de", "Du erhältst zwei Gold für jede Mission.", "2", FALSE },
  { "it", "Ottieni cinque monete d’oro per ogni missione secondaria.", "5", FALSE },
  { "en", "You gain extra gold for each side quest.", "1", FALSE },
  { "de", "Du erhältst mehr Gold für jede Mission.", "1", FALSE },
  { "it", "Se sei in città, ottieni oro per ogni missione.", "6", FALSE },
  { "fr", "Tu gagnes de l’or pour chaque quête.", "4", FALSE },
  /* forbidden: no number said, the effect's is 2 or more */
  { "en", "You gain some gold for each side quest.", "4", TRUE },
  { "en", "You gain a gold for each side quest.", "2", TRUE },
  { "de", "Du erhältst einen Goldtaler mehr für jede Mission.", "4", TRUE },
  { "it", "Ottieni oro in più per ogni missione secondaria.", "2", TRUE },
  /* numbers said: effect-text-number's, never this one */
  { "en", "You gain 1 gold for each side quest.", "4", FALSE },
};

static void
test_number_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *red = wm_test_find_character (v, "red");

  only_text (&red->text, c->lang, c->text);
  wm_effect_set_param (g_ptr_array_index (red->effects, 0), "amount", c->value);
  g_assert_cmpuint (count_of (v, "effect-number-not-in-text"), ==, c->warns ? 1 : 0);
}

/* A removed slot says its number without sign ("two slots fewer"). */
static void
test_number_negative (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e14 = wm_test_find_card (v, "E14");
  WmEffect *slots = g_ptr_array_index (e14->effects, 0);

  only_text (&e14->text, "en", "Today you have fewer spaces for side quests.");
  wm_effect_set_param (slots, "delta", "-1");
  g_assert_cmpuint (count_of (v, "effect-number-not-in-text"), ==, 0);
  wm_effect_set_param (slots, "delta", "2");
  g_assert_cmpuint (count_of (v, "effect-number-not-in-text"), ==, 1);
  only_text (&e14->text, "en", "Today you have two more spaces for side quests.");
  g_assert_cmpuint (count_of (v, "effect-number-not-in-text"), ==, 0);
}

/* ---- effect-cancels ---------------------------------------------------------- */

/* "Landslide" (E16) closes trails for the day and gives an extra road move
 * in the intrigue phase: no conflict. Closing roads instead cancels the
 * extra move, told at the later effect, naming both by their place. */
static void
test_cancels_landslide (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e16 = wm_test_find_card (v, "E16");
  WmEffect *closed = g_ptr_array_index (e16->effects, 0);
  WmEffect *extra = g_ptr_array_index (e16->effects, 1);
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  g_assert_cmpstr (closed->type, ==, "path-closed");
  g_assert_cmpstr (extra->type, ==, "extra-move");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  wm_effect_set_param (closed, "via", "trail road");
  found = found_of (v, "effect-cancels");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("deck events / card E16|%d|event “E16” closes Road with its effect 1 "
                          "“Closed paths”, yet gives an extra move along it with its effect 2 "
                          "“Extra move”: that move can never be made",
                          extra->line);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);

  /* Closed in the intrigue phase only, the day's extra move plays the
   * rest of the day. */
  closed->scope = WM_SCOPE_INTRIGUE;
  extra->scope = WM_SCOPE_DAY;
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  /* The other way round it never plays. */
  closed->scope = WM_SCOPE_DAY;
  extra->scope = WM_SCOPE_INTRIGUE;
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 1);
  /* With the options of the card played the move depends on the card. */
  wm_effect_set_param (extra, "via", "card");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
}

/* Wrapping round the board while roads or lakes are closed, on an event
 * (E01: roads and lakes) and on an ability (Bram Holloway's, always). */
static void
test_cancels_wrap (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e01 = wm_test_find_card (v, "E01");
  WmCharacter *green = wm_test_find_character (v, "green");
  WmEffect *lakes = add_effect (e01->effects, "lakes-closed", WM_SCOPE_DAY, NULL, NULL, 0);
  g_autoptr (GPtrArray) found = found_of (v, "effect-cancels");
  g_autofree char *want = NULL;

  g_assert_cmpuint (found->len, ==, 1);
  /* an effect added in the editor has no line yet: the card's */
  want = g_strdup_printf ("deck events / card E01|%d|event “E01” closes the lakes with its effect "
                          "2 “Closed lakes”, yet lets lakes wrap round the board with its effect "
                          "1 “Wrap around the board”: no lake can be crossed there",
                          e01->line);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
  wm_effect_set_param (g_ptr_array_index (e01->effects, 0), "via", "road");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  g_ptr_array_remove (e01->effects, lakes);

  add_effect (green->effects, "path-closed", WM_SCOPE_INTRIGUE, "via", "road water", 0);
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  add_effect (green->effects, "path-closed", WM_SCOPE_ALWAYS, "via", "road", 0);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = found_of (v, "effect-cancels");
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0),
                            "|the ability of “Bram Holloway” closes Road with its effect 3 "
                            "“Closed paths”, yet lets roads wrap round the board with its effect "
                            "1 “Wrap around the board”: no road can be taken there"));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (found, 0), "character green|"));
}

/* Quest slots added and removed by the same number on one card in one
 * scope; three such effects make one warning. */
static void
test_cancels_slots (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e14 = wm_test_find_card (v, "E14");
  WmEffect *fewer = add_effect (e14->effects, "slot-change", WM_SCOPE_DAY, "delta", "-1", 0);
  g_autoptr (GPtrArray) found = NULL;

  wm_effect_set_param (fewer, "accepts", "common");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  wm_effect_set_param (fewer, "accepts", "side");
  found = found_of (v, "effect-cancels");
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0),
                            "|event “E14” changes the side-quest slots by +1 with its effect 1 "
                            "“Quest slots” and by -1 with its effect 2 “Quest slots”: the two "
                            "cancel"));
  add_effect (e14->effects, "slot-change", WM_SCOPE_DAY, "accepts", "side", 0);
  wm_effect_set_param (g_ptr_array_index (e14->effects, 2), "delta", "1");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 1);
  /* in different phases they do not cancel */
  fewer->scope = WM_SCOPE_INTRIGUE;
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
  /* nor do two of one sign */
  fewer->scope = WM_SCOPE_DAY;
  wm_effect_set_param (fewer, "delta", "2");
  g_assert_cmpuint (count_of (v, "effect-cancels"), ==, 0);
}

/* ---- effect-ways-and-card ----------------------------------------------------- */

/* An extra move along path types and with the card played at once: the
 * rules engine plays the card's options only. "Merchants' Road" (E06,
 * road) with "card" added is told at the effect's line, naming the path
 * type; the card alone, or the path types alone, are not. Casimir's ability
 * (the card played) with a trail added, likewise. */
static void
test_ways_and_card (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e06 = wm_test_find_card (v, "E06");
  WmEffect *extra = g_ptr_array_index (e06->effects, 0);
  WmCharacter *yellow = wm_test_find_character (v, "yellow");
  WmEffect *ability = g_ptr_array_index (yellow->effects, 0);
  g_autoptr (GPtrArray) found = NULL;
  g_autofree char *want = NULL;

  g_assert_cmpstr (extra->type, ==, "extra-move");
  g_assert_cmpstr (wm_effect_get_param (extra, "via"), ==, "road");
  g_assert_cmpstr (wm_effect_get_param (ability, "via"), ==, "card");
  wm_effect_set_param (extra, "via", "road card");
  found = found_of (v, "effect-ways-and-card");
  g_assert_cmpuint (found->len, ==, 1);
  want = g_strdup_printf ("deck events / card E06|%d|event “E06” gives extra moves along Road and "
                          "with the card played, with its effect 1 “Extra move”: the rules "
                          "engine plays only the card's options, never Road; tick one or the "
                          "other",
                          extra->line);
  g_assert_cmpstr (g_ptr_array_index (found, 0), ==, want);
  wm_effect_set_param (extra, "via", "card");
  g_assert_cmpuint (count_of (v, "effect-ways-and-card"), ==, 0);
  wm_effect_set_param (extra, "via", "road trail");
  g_assert_cmpuint (count_of (v, "effect-ways-and-card"), ==, 0);
  wm_effect_set_param (ability, "via", "trail card water");
  g_clear_pointer (&found, g_ptr_array_unref);
  found = found_of (v, "effect-ways-and-card");
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0),
                            "|the ability of “Casimir Vell” gives extra moves along Trail, Water "
                            "and with the card played"));
}

static void
add_cases (const char *prefix, const Case *cases, guint n, GTestDataFunc test)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s/%u", prefix, cases[i].lang, i);
      g_test_add_data_func (path, &cases[i], test);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/effects/bundled-clean", test_bundled_clean);
  g_test_add_func ("/check/effects/scope-in-words", test_scope_in_words);
  g_test_add_func ("/check/effects/scope-idle", test_scope_idle);
  g_test_add_func ("/check/effects/missing/ability", test_missing_ability);
  g_test_add_func ("/check/effects/missing/not-twice", test_missing_not_twice);
  add_cases ("/check/effects/missing", missing_cases, G_N_ELEMENTS (missing_cases),
             test_missing_case);
  g_test_add_func ("/check/effects/number/event", test_number_event);
  g_test_add_func ("/check/effects/number/negative", test_number_negative);
  add_cases ("/check/effects/number", number_cases, G_N_ELEMENTS (number_cases), test_number_case);
  g_test_add_func ("/check/effects/cancels/landslide", test_cancels_landslide);
  g_test_add_func ("/check/effects/cancels/wrap", test_cancels_wrap);
  g_test_add_func ("/check/effects/cancels/slots", test_cancels_slots);
  g_test_add_func ("/check/effects/ways-and-card", test_ways_and_card);
  return g_test_run ();
}
