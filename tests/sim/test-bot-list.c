/* wm_bot_list_parse(): the list of bots `simulate --bots`, `play --bots`
 * and the app's Bots take, one parser for all, whose messages name the
 * field the designer typed the list into. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wm-bot.h"

/* Parses @text as --bots with room for @max and checks the tiers and
 * persona names against @expected ("planner:explorer", balanced unnamed). */
static void
check_parsed (const char *text, GKeyFile *personas, int max, const char *const *expected)
{
  WmBotSpec specs[8];
  g_autoptr (GError) error = NULL;
  int n = wm_bot_list_parse (text, personas, "--bots", specs, max, &error);

  g_assert_no_error (error);
  g_assert_cmpint (n, ==, (int) g_strv_length ((GStrv) expected));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *back = wm_bot_spec_to_string (&specs[i]);
      g_assert_cmpstr (back, ==, expected[i]);
    }
}

/* @text refused, with exactly @message. */
static void
check_refused (const char *text, const char *field, int max, const char *message)
{
  WmBotSpec specs[8];
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (wm_bot_list_parse (text, NULL, field, specs, max, &error), ==, 0);
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_parsed (void)
{
  check_parsed ("planner", NULL, 8, (const char *[]) { "planner", NULL });
  check_parsed ("planner:explorer,greedy,random", NULL, 8,
                (const char *[]) { "planner:explorer", "greedy", "random", NULL });
  /* Spaces around a bot are the designer's layout, not part of its name. */
  check_parsed ("  lookahead:quest-runner ,\tgreedy:balanced ", NULL, 8,
                (const char *[]) { "lookahead:quest-runner", "greedy", NULL });
  /* Exactly as many as there is room for. */
  check_parsed ("random,greedy,planner,lookahead", NULL, 4,
                (const char *[]) { "random", "greedy", "planner", "lookahead", NULL });
}

/* Each entry is what wm_bot_spec_parse() makes of it, weights too. */
static void
test_same_as_one_bot (void)
{
  WmBotSpec list[2], one;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (wm_bot_list_parse ("greedy,planner:fort-collector", NULL, "--bots", list, 2,
                                      &error),
                   ==, 2);
  g_assert_true (wm_bot_spec_parse ("planner:fort-collector", NULL, &one, &error));
  g_assert_no_error (error);
  g_assert_cmpint (list[1].tier, ==, one.tier);
  g_assert_cmpint (memcmp (&list[1].persona, &one.persona, sizeof one.persona), ==, 0);
}

/* A blank entry — two commas, a comma at either end, nothing at all — is
 * an error that says which one, never skipped: the number of bots decides
 * how they rotate over the seats. */
static void
check_blank (const char *text, int bot, int of)
{
  g_autofree char *message = g_strdup_printf ("--bots: bot %d of %d is blank in “%s”; name one "
                                              "there or remove the extra comma",
                                              bot, of, text);

  check_refused (text, "--bots", 8, message);
}

static void
test_blank (void)
{
  check_blank ("planner,,greedy", 2, 3);
  check_blank ("planner,greedy,", 3, 3);
  check_blank (",planner", 1, 2);
  check_blank (" , ", 1, 2);
  check_refused ("", "--bots", 8, "--bots: no bot given; name at least one, e.g. greedy");
  check_refused ("  ", "--bots", 8, "--bots: no bot given; name at least one, e.g. greedy");
}

/* The caller names the field: the command line its option, the app its
 * label; the rest of the message is the same. */
static void
test_field_named (void)
{
  check_refused ("greedy,greedy,planner", "--bots", 2, "--bots: at most 2 bots, not 3");
  check_refused ("greedy,greedy,planner", "Bots", 2, "Bots: at most 2 bots, not 3");
  check_refused ("random,random", "Bots", 1, "Bots: at most 1 bot, not 2");
  check_refused ("planner,wizard", "--bots", 8,
                 "--bots: unknown bot “wizard” (random, greedy, planner, lookahead)");
  check_refused ("greedy:rusher", "Bots", 8,
                 "Bots: unknown persona “rusher” (balanced, quest-runner, explorer, "
                 "fort-collector, or a group of --personas FILE)");
}

/* A persona file's groups are found before the built-ins. */
static void
test_personas (void)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  WmBotSpec specs[2];
  g_autoptr (GError) error = NULL;

  g_assert_true (g_key_file_load_from_data (file, "[cautious]\nquest=1.4\nbid=0.5\n", -1,
                                            G_KEY_FILE_NONE, NULL));
  g_assert_cmpint (wm_bot_list_parse ("greedy:cautious,planner", file, "--bots", specs, 2, &error),
                   ==, 2);
  g_assert_no_error (error);
  g_assert_cmpstr (specs[0].persona.name, ==, "cautious");
  g_assert_cmpfloat (specs[0].persona.quest, ==, 1.4);
  g_assert_cmpstr (specs[1].persona.name, ==, "balanced");
  check_refused ("greedy:cautious", "--bots", 8,
                 "--bots: unknown persona “cautious” (balanced, quest-runner, explorer, "
                 "fort-collector, or a group of --personas FILE)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sim/bots/list/parsed", test_parsed);
  g_test_add_func ("/sim/bots/list/same-as-one-bot", test_same_as_one_bot);
  g_test_add_func ("/sim/bots/list/blank", test_blank);
  g_test_add_func ("/sim/bots/list/field-named", test_field_named);
  g_test_add_func ("/sim/bots/list/personas", test_personas);
  return g_test_run ();
}
