/* waymark-cli play, replay, reach, board and the options of play and simulate, run as
 * programs ($WM_CLI). */

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "wm-test-tmp.h"

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run (Run *r, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("WM_CLI"));
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &r->out, &r->err, &wait, &error));
  g_assert_no_error (error);
  r->status = WIFEXITED (wait) ? WEXITSTATUS (wait) : -1;
}

static char *
tmp_path (const char *name)
{
  static char *dir;
  if (dir == NULL)
    dir = wm_test_tmp_dir ("wm-rules-cli");
  return g_build_filename (dir, name, NULL);
}

/* @file follows the game schema (when xmllint is there to tell). */
static void
assert_follows_schema (const char *file)
{
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schema = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "schema",
                                              "waymark-game.rng", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *argv[] = { "xmllint", "--noout", "--relaxng", schema, file, NULL };
  int wait = 0;

  if (xmllint == NULL)
    return;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                               &err, &wait, NULL));
  if (!g_spawn_check_wait_status (wait, NULL))
    g_error ("%s does not follow the schema: %s", file, err);
}

static void
test_play_replay (void)
{
  g_autofree char *log = tmp_path ("game.xml"), *pos = tmp_path ("pos.xml");
  g_auto (Run) play = { 0 }, replay = { 0 }, again = { 0 };

  run (&play, (const char *[]) { "play", "base", "--players", "red,yellow,purple,green", "--seats",
                                 "s,w,n,e", "--bots", "random", "--seed", "7", "--log", log, NULL });
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "decisions"));
  run (&replay, (const char *[]) { "replay", "base", log, "-o", pos, NULL });
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_true (g_file_test (pos, G_FILE_TEST_EXISTS));
  /* Both files follow the game schema. */
  assert_follows_schema (log);
  assert_follows_schema (pos);
  /* The same game again: the same final summary. */
  run (&again, (const char *[]) { "replay", "base", log, "--summary", NULL });
  g_assert_cmpint (again.status, ==, 0);
  g_assert_nonnull (strstr (play.out, again.out));
}

/* Any bot tier in any seat: a game of planner, greedy, lookahead and random
 * bots replays to the same end, the same seed plays the same game, and a
 * wrong list is refused with exit 2. */
static void
test_play_bot_tiers (void)
{
  g_autofree char *log = tmp_path ("tiers.xml");
  g_auto (Run) play = { 0 }, twice = { 0 }, replay = { 0 }, bad = { 0 }, count = { 0 };
  const char *args[] = { "play", "base", "--players", "red,yellow,purple,green", "--bots",
                         "planner,greedy,lookahead,random", "--seed", "11", "--log", log, NULL };

  run (&play, args);
  g_assert_cmpint (play.status, ==, 0);
  /* Bots that think finish a game; random ones alone rarely do. */
  g_assert_nonnull (strstr (play.out, " wins"));
  run (&twice, args);
  g_assert_cmpstr (play.out, ==, twice.out);
  run (&replay, (const char *[]) { "replay", "base", log, "--summary", NULL });
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (play.out, replay.out));
  run (&bad, (const char *[]) { "play", "base", "--bots", "wizard", NULL });
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "wizard"));
  run (&count, (const char *[]) { "play", "base", "--players", "red,yellow", "--bots",
                                  "greedy,greedy,greedy", NULL });
  g_assert_cmpint (count.status, ==, 2);
}

/* --first-event turns the event up on day 2, the log records it in its
 * setup and the day's <event>, follows the schema and replays; an id the
 * event deck lacks is exit 2 naming the id and the deck. */
static void
test_play_first_event (void)
{
  g_autofree char *log = tmp_path ("first-event.xml"), *text = NULL;
  g_auto (Run) play = { 0 }, replay = { 0 }, unknown = { 0 }, none = { 0 };

  run (&play, (const char *[]) { "play", "base", "--seed", "21", "--first-event", "E11", "--log",
                                 log, "-q", NULL });
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, " first-event=\"E11\""));
  g_assert_nonnull (strstr (text, "\n  <event day=\"2\" card=\"E11\"/>\n"));
  assert_follows_schema (log);
  run (&replay, (const char *[]) { "replay", "base", log, "--summary", NULL });
  g_assert_cmpint (replay.status, ==, 0);

  /* An unknown name, as an unknown character: exit 2, before any game. */
  run (&unknown, (const char *[]) { "play", "base", "--first-event", "E99", "-q", NULL });
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "waymark-cli play: --first-event: there is no event "
                                         "“E99” in the event deck “events”"));
  run (&none, (const char *[]) { "play", "base", "--first-event", "E11", "--no-events", "-q",
                                 NULL });
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "E11"));
}

static void
test_replay_bad_decision (void)
{
  g_autofree char *log = tmp_path ("short.xml"), *bad = tmp_path ("bad.xml"), *text = NULL;
  g_autofree char *broken = NULL, *at_line_4 = NULL;
  g_auto (Run) play = { 0 }, replay = { 0 }, unknown = { 0 };
  char *second;

  run (&play, (const char *[]) { "play", "base", "--seed", "3", "--day-cap", "1", "--log", log,
                                 "-q", NULL });
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  /* Swap the first decision for a stop, which is illegal while planning. */
  second = strstr (text, "<decision");
  g_assert_nonnull (second);
  broken = g_strdup_printf ("%.*s<decision kind=\"stop\" player=\"%s\"/>%s", (int) (second - text),
                            text, "red", strchr (second, '\n'));
  g_assert_true (g_file_set_contents (bad, broken, -1, NULL));
  at_line_4 = g_strdup_printf ("%s:4: error: decision 1: ", bad);
  run (&replay, (const char *[]) { "replay", "base", bad, NULL });
  g_assert_cmpint (replay.status, ==, 1);
  /* In GCC's form, as every diagnostic, the decision named by its index. */
  g_assert_true (g_str_has_prefix (replay.err, at_line_4));
  g_assert_nonnull (strstr (replay.err, "not a legal choice"));
  g_free (broken);
  broken = g_strdup_printf ("%.*s<decision kind=\"teleport\" player=\"red\"/>%s",
                            (int) (second - text), text, strchr (second, '\n'));
  g_assert_true (g_file_set_contents (bad, broken, -1, NULL));
  run (&unknown, (const char *[]) { "replay", "base", bad, NULL });
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_true (g_str_has_prefix (unknown.err, at_line_4));
  g_assert_nonnull (strstr (unknown.err, "decision 1: unknown decision kind"));
}

/* A position that cannot be read is said in GCC's form at the line of
 * the element concerned (exit 1): here a <player> with a misspelt
 * attribute, on the position's first <player> line. */
static void
test_reach_bad_position (const char *pos)
{
  g_autofree char *text = NULL, *typo = NULL, *at = NULL;
  g_autofree char *bad_pos = tmp_path ("reach-bad.xml");
  g_auto (Run) reach = { 0 };
  char *player;
  int line = 1;

  g_assert_true (g_file_get_contents (pos, &text, NULL, NULL));
  player = strstr (text, "<player ");
  g_assert_nonnull (player);
  for (const char *p = text; p < player; p++)
    line += *p == '\n';
  typo = g_strdup_printf ("%.*s<player goold=\"3\" %s", (int) (player - text), text, player + 8);
  g_assert_true (g_file_set_contents (bad_pos, typo, -1, NULL));
  run (&reach, (const char *[]) { "reach", "base", "--position", bad_pos, "--player", "red",
                                  "--card", "C13", NULL });
  g_assert_cmpint (reach.status, ==, 1);
  at = g_strdup_printf ("%s:%d: error: <player> has no attribute “goold”\n", bad_pos, line);
  g_assert_cmpstr (reach.err, ==, at);
}

static void
test_reach (void)
{
  g_autofree char *log = tmp_path ("reach.xml"), *pos = tmp_path ("reach-pos.xml");
  g_auto (Run) play = { 0 }, replay = { 0 }, reach = { 0 }, bad = { 0 };

  run (&play, (const char *[]) { "play", "base", "--players", "red,yellow", "--seats", "s,n",
                                 "--seed", "11", "--day-cap", "1", "--no-events", "--log", log,
                                 "-q", NULL });
  g_assert_cmpint (play.status, ==, 0);
  run (&replay, (const char *[]) { "replay", "base", log, "-o", pos, NULL });
  g_assert_cmpint (replay.status, ==, 0);
  run (&reach, (const char *[]) { "reach", "base", "--position", pos, "--player", "red", "--card",
                                  "C13", NULL });
  g_assert_cmpint (reach.status, ==, 0);
  /* Staying is one end; three moves on four arrows reach several more. */
  g_assert_nonnull (strstr (reach.out, "(stay)"));
  {
    g_auto (GStrv) lines = g_strsplit (reach.out, "\n", -1);
    g_assert_cmpint (g_strv_length (lines), >, 4);
  }
  run (&bad, (const char *[]) { "reach", "base", "--position", pos, "--player", "red", "--card",
                                "A01", NULL });
  g_assert_cmpint (bad.status, ==, 2);
  test_reach_bad_position (pos);
}

static void
test_board_json (void)
{
  g_auto (Run) board = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root;
  JsonArray *spaces;

  run (&board, (const char *[]) { "board", "base", "--arrangement",
                                  "r1:A:0,r2:A:90,r3:A:180,r4:A:270", "--format", "json", NULL });
  g_assert_true (json_parser_load_from_data (parser, board.out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "arrangement"), ==,
                   "r1:A:0,r2:A:90,r3:A:180,r4:A:270");
  spaces = json_object_get_array_member (root, "spaces");
  g_assert_cmpuint (json_array_get_length (spaces), >, 100);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "lakes")), >, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "wraps")), >, 0);
}

/* --options replaces the variant's own options: a variant that plays with
 * the variable setup by default is simulated and played without it (and
 * with others), and an unknown option is a usage error. */
static void
test_options (void)
{
  g_autofree char *base = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "treos-base.waymark", NULL);
  g_autofree char *variant = tmp_path ("variable.waymark"), *log = tmp_path ("options.xml");
  g_autofree char *text = NULL, *changed = NULL, *log_text = NULL;
  g_autoptr (GRegex) options = g_regex_new ("variable-setup=\"false\"", 0, 0, NULL);
  g_auto (Run) sim = { 0 }, play = { 0 }, bad = { 0 }, none = { 0 };

  g_assert_true (g_file_get_contents (base, &text, NULL, NULL));
  changed = g_regex_replace_literal (options, text, -1, 0, "variable-setup=\"true\"", 0, NULL);
  g_assert_cmpstr (changed, !=, text);
  g_assert_true (g_file_set_contents (variant, changed, -1, NULL));

  run (&sim, (const char *[]) { "simulate", variant, "-n", "4", "-b", "random", "--cap-days", "2",
                                "--options", "meaner-highwaymen", "-q", NULL });
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_nonnull (strstr (sim.out, "\"variable_setup\" : false"));
  g_assert_nonnull (strstr (sim.out, "\"meaner_highwaymen\" : true"));

  run (&play, (const char *[]) { "play", variant, "--players", "red,yellow", "--bots", "random",
                                 "--options", "none", "--day-cap", "2", "-q", "--log", log, NULL });
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &log_text, NULL, NULL));
  g_assert_nonnull (strstr (log_text, "variable-setup=\"false\""));

  run (&bad, (const char *[]) { "simulate", "base", "--options", "no-events,bogus", NULL });
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "bogus"));
  /* A batch of no games is a mistake, not an empty result. */
  run (&none, (const char *[]) { "simulate", "base", "--games", "0", NULL });
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "--games"));
}

/* play: --variable-setup and the sides of --arrangement are one choice
 * (rules-notes); a contradiction exits 1 with the region that lies wrong
 * and writes no log, an agreement logs the toggle with its sides. Two
 * players at one edge play, as the rulebook allows. */
static void
test_play_setup_agrees (void)
{
  g_autofree char *log = tmp_path ("sides.xml");
  g_autofree char *log_text = NULL;
  g_auto (Run) a_side = { 0 }, b_side = { 0 }, agree = { 0 }, shared = { 0 };

  run (&a_side, (const char *[]) { "play", "base", "--variable-setup", "--arrangement",
                                   "r1:A:0,r2:A:90,r3:A:180,r4:A:270", "--day-cap", "1", "-q",
                                   NULL });
  g_assert_cmpint (a_side.status, ==, 1);
  g_assert_nonnull (strstr (a_side.err, "region “r1” lies on side A, but the variable setup"));
  run (&b_side, (const char *[]) { "play", "base", "--arrangement",
                                   "r1:B:0,r2:B:90,r3:B:180,r4:B:270", "--day-cap", "1", "-q",
                                   "--log", log, NULL });
  g_assert_cmpint (b_side.status, ==, 1);
  g_assert_nonnull (strstr (b_side.err, "which only the variable setup plays"));
  g_assert_false (g_file_test (log, G_FILE_TEST_EXISTS));

  run (&agree, (const char *[]) { "play", "base", "--variable-setup", "--arrangement",
                                  "r1:B:0,r2:B:90,r3:B:180,r4:B:270", "--day-cap", "1", "-q",
                                  "--log", log, NULL });
  g_assert_cmpint (agree.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &log_text, NULL, NULL));
  g_assert_nonnull (strstr (log_text, "variable-setup=\"true\""));
  g_assert_null (strstr (log_text, ":A:"));

  run (&shared, (const char *[]) { "play", "base", "--players", "red,yellow", "--seats", "s,s",
                                   "--day-cap", "1", "-q", NULL });
  g_assert_cmpint (shared.status, ==, 0);
}

/* render --board draws a board whose ports do not meet all the same (the
 * picture shows where), says its problems as `board` does and exits 1; a
 * sound board exits 0 and says nothing. */
static void
test_render_broken_board (void)
{
  g_autofree char *base = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "treos-base.waymark", NULL);
  g_autofree char *variant = tmp_path ("broken-board.waymark"), *png = tmp_path ("broken.png");
  g_autofree char *sound_png = tmp_path ("sound.png"), *text = NULL, *changed = NULL;
  g_autoptr (GRegex) port = g_regex_new ("<port edge=\"n\" at=\"6\" type=\"road\" space=\"s3\"", 0,
                                         0, NULL);
  g_auto (Run) broken = { 0 }, sound = { 0 };

  g_assert_true (g_file_get_contents (base, &text, NULL, NULL));
  changed = g_regex_replace_literal (port, text, -1, 0,
                                     "<port edge=\"n\" at=\"5\" type=\"road\" space=\"s3\"", 0, NULL);
  g_assert_cmpstr (changed, !=, text);
  g_assert_true (g_file_set_contents (variant, changed, -1, NULL));

  run (&broken, (const char *[]) { "render", variant, "--board", "--out", png, NULL });
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_nonnull (strstr (broken.err, "[map-port-open]"));
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  run (&sound, (const char *[]) { "render", "base", "--board", "--out", sound_png, NULL });
  g_assert_cmpint (sound.status, ==, 0);
  g_assert_cmpstr (sound.err, ==, "");
  g_unlink (png);
  g_unlink (sound_png);
  g_unlink (variant);
}

/* A game log, a position or a CSV file is read up to the size limit a
 * variant has: a device that never ends (/dev/zero) is refused at once,
 * exit 2, instead of being read until memory runs out. */
static void
test_bounded_reads (void)
{
  g_auto (Run) replay = { 0 }, reach = { 0 }, csv = { 0 };

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  run (&replay, (const char *[]) { "replay", "base", "/dev/zero", NULL });
  g_assert_cmpint (replay.status, ==, 2);
  g_assert_nonnull (strstr (replay.err, "/dev/zero"));
  g_assert_nonnull (strstr (replay.err, "32 MB"));
  run (&reach, (const char *[]) { "reach", "base", "--position", "/dev/zero", "--player", "red",
                                  "--card", "C13", NULL });
  g_assert_cmpint (reach.status, ==, 2);
  g_assert_nonnull (strstr (reach.err, "32 MB"));
  run (&csv, (const char *[]) { "csv", "base", "--deck", "events", "--import", "/dev/zero", "-o",
                                "/dev/null", NULL });
  g_assert_cmpint (csv.status, ==, 2);
  g_assert_nonnull (strstr (csv.err, "32 MB"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("WM_CLI") == NULL)
    {
      g_test_skip ("WM_CLI is not set");
      return 0;
    }
  g_test_add_func ("/rules/cli/play-replay", test_play_replay);
  g_test_add_func ("/rules/cli/play-bot-tiers", test_play_bot_tiers);
  g_test_add_func ("/rules/cli/play-first-event", test_play_first_event);
  g_test_add_func ("/rules/cli/replay-bad-decision", test_replay_bad_decision);
  g_test_add_func ("/rules/cli/reach", test_reach);
  g_test_add_func ("/rules/cli/board-json", test_board_json);
  g_test_add_func ("/rules/cli/options", test_options);
  g_test_add_func ("/rules/cli/play-setup-agrees", test_play_setup_agrees);
  g_test_add_func ("/rules/cli/render-broken-board", test_render_broken_board);
  g_test_add_func ("/rules/cli/bounded-reads", test_bounded_reads);
  return g_test_run ();
}
