/* What review 9 (hostile input) found in the command line, run as programs
 * ($WM_CLI, no shell): an output that names an input is refused before any
 * work and the input is kept; two outputs naming one file; a loop of
 * symbolic links as the output; print's .pdf; reach with another
 * character's card; merge of shards whose characters do not add up or
 * whose numbers do not fit 64 bits; replay's seed; the messages of
 * --players, --games and --threads; csv --import of an unchanged CSV. */

#include <gio/gio.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "cli-run.h"

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The base game as a variant file of one's own, @name in the temporary
 * folder. */
static char *
own_variant (const char *name)
{
  g_autofree char *path = tmp_path (name);
  g_auto (Run) run = { 0 };

  RUN (&run, "format", "base", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  return g_steal_pointer (&path);
}

/* A link @name in the temporary folder to @target. */
static char *
link_to (const char *name, const char *target)
{
  g_autofree char *path = tmp_path (name);

  g_remove (path);
  g_assert_cmpint (symlink (target, path), ==, 0);
  return g_steal_pointer (&path);
}

/* Runs @args and expects exit 2 with "FILE: error: SAID [io-write]" and
 * @kept byte for byte as it was. */
static void
assert_refused (const char *const *args, const char *file, const char *said, const char *kept)
{
  g_autofree char *before = read_text (kept), *after = NULL;
  g_autofree char *line = g_strdup_printf ("%s: error: %s [io-write]", file, said);
  g_auto (Run) run = { 0 };

  run_cli (&run, args);
  g_assert_cmpint (run.status, ==, 2);
  assert_contains (run.err, line);
  after = read_text (kept);
  g_assert_cmpstr (after, ==, before);
}

/* R9-1: every output option that names an input file (itself, or through a
 * link) is refused with exit 2 before the command works, naming the option
 * and what it would overwrite; the input is kept. */
static void
test_output_is_input (void)
{
  g_autofree char *mine = NULL, *pdf = NULL, *svg = NULL, *log = NULL, *shard = NULL;
  g_auto (Run) sim = { 0 };

  if (!need_cli ())
    return;
  mine = own_variant ("mine.waymark");
  pdf = link_to ("mine-link.pdf", mine);
  svg = link_to ("mine-link.svg", mine);
  log = play_log ("kept-log.xml");
  shard = tmp_path ("kept-shard.json");
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", shard);
  g_assert_cmpint (sim.status, ==, 0);

  assert_refused ((const char *[]) { "play", mine, "--players", "2", "-q", "--log", mine, NULL },
                  mine, "--log would overwrite the variant being played", mine);
  assert_refused ((const char *[]) { "simulate", mine, "-n", "1", "-q", "--out", mine, NULL },
                  mine, "--out would overwrite the variant being played", mine);
  assert_refused ((const char *[]) { "simulate", mine, "-n", "1", "-q", "--csv", mine, NULL },
                  mine, "--csv would overwrite the variant being played", mine);
  assert_refused ((const char *[]) { "print", mine, "--decks", "events", "--out", pdf, NULL },
                  pdf, "--out would overwrite the variant", mine);
  assert_refused ((const char *[]) { "render", mine, "--card", "A01", "--out", svg, NULL }, svg,
                  "--out would overwrite the variant", mine);
  assert_refused ((const char *[]) { "csv", mine, "--deck", "events", "-o", mine, NULL }, mine,
                  "-o would overwrite the variant", mine);
  assert_refused ((const char *[]) { "replay", "base", log, "-o", log, NULL }, log,
                  "-o would overwrite the game log being replayed", log);
  assert_refused ((const char *[]) { "replay", mine, log, "-o", mine, NULL }, mine,
                  "-o would overwrite the variant", mine);
  assert_refused ((const char *[]) { "merge", shard, "-q", "-o", shard, NULL }, shard,
                  "--out would overwrite a result being merged", shard);
  assert_refused ((const char *[]) { "merge", shard, "-q", "--csv", shard, NULL }, shard,
                  "--csv would overwrite a result being merged", shard);
}

/* What rewrites a variant in place may: format (its purpose) and csv
 * --import, whose output is the variant with the deck replaced. An import
 * may not write over its CSV. */
static void
test_in_place_allowed (void)
{
  g_autofree char *mine = NULL, *csv = tmp_path ("events.csv");
  g_auto (Run) format = { 0 }, export = { 0 }, import = { 0 };

  if (!need_cli ())
    return;
  mine = own_variant ("in-place.waymark");
  RUN (&format, "format", mine, "-o", mine);
  g_assert_cmpint (format.status, ==, 0);
  RUN (&export, "csv", mine, "--deck", "events", "-o", csv);
  g_assert_cmpint (export.status, ==, 0);
  RUN (&import, "csv", mine, "--deck", "events", "--import", csv, "-o", mine);
  g_assert_cmpint (import.status, ==, 0);
  assert_refused ((const char *[]) { "csv", mine, "--deck", "events", "--import", csv, "-o", csv,
                                     NULL },
                  csv, "-o would overwrite the CSV being imported", csv);
}

/* R9-2: --out and --csv naming one file (new or not) are refused before the
 * first game, and nothing is written. */
static void
test_two_outputs_one_file (void)
{
  g_autofree char *both = tmp_path ("both.json"), *shard = tmp_path ("two-outputs.json");
  g_auto (Run) run = { 0 }, sim = { 0 }, merge = { 0 };

  if (!need_cli ())
    return;
  g_remove (both);
  RUN (&run, "simulate", "base", "-n", "5", "-q", "-o", both, "--csv", both);
  g_assert_cmpint (run.status, ==, 2);
  assert_contains (run.err, "error: --out and --csv name the same file [io-write]");
  g_assert_false (g_file_test (both, G_FILE_TEST_EXISTS));
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", shard);
  g_assert_cmpint (sim.status, ==, 0);
  RUN (&merge, "merge", shard, "-q", "-o", both, "--csv", both);
  g_assert_cmpint (merge.status, ==, 2);
  assert_contains (merge.err, "error: --out and --csv name the same file [io-write]");
  g_assert_false (g_file_test (both, G_FILE_TEST_EXISTS));
}

/* Review 23b: --csv - with the JSON on standard output too (--out left out
 * or "-") interleaved both into one unreadable stream, exit 0. Refused
 * before the first game, nothing written. */
static void
test_two_outputs_on_stdout (void)
{
  g_autofree char *shard = tmp_path ("stdout-twice.json");
  g_autofree char *merged = tmp_path ("stdout-twice-merged.json");
  const char *said = "--out and --csv both write to standard output: give one of them a file";
  g_auto (Run) implicit = { 0 }, dash = { 0 }, sim = { 0 }, merge = { 0 }, one = { 0 };

  if (!need_cli ())
    return;
  RUN (&implicit, "simulate", "base", "-n", "2", "--day-cap", "2", "-q", "--csv", "-");
  g_assert_cmpint (implicit.status, ==, 2);
  assert_contains (implicit.err, said);
  g_assert_cmpstr (implicit.out, ==, "");
  RUN (&dash, "simulate", "base", "-n", "2", "--day-cap", "2", "-q", "--out", "-", "--csv", "-");
  g_assert_cmpint (dash.status, ==, 2);
  g_assert_cmpstr (dash.out, ==, "");
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", shard);
  g_assert_cmpint (sim.status, ==, 0);
  RUN (&merge, "merge", shard, "-q", "--csv", "-");
  g_assert_cmpint (merge.status, ==, 2);
  assert_contains (merge.err, said);
  g_assert_cmpstr (merge.out, ==, "");
  /* One of them on standard output is fine: the CSV alone is printed. */
  RUN (&one, "merge", shard, "-q", "--csv", "-", "--out", merged);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_false (g_str_has_prefix (one.out, "{"));
  g_assert_nonnull (strchr (one.out, ','));
  g_assert_true (g_file_test (merged, G_FILE_TEST_EXISTS));
}

/* R9-3: a loop of symbolic links as the output is refused (exit 2) and both
 * links stay links. */
static void
test_output_link_loop (void)
{
  g_autofree char *l1 = link_to ("loop1.xml", "loop2.xml");
  g_autofree char *l2 = link_to ("loop2.xml", "loop1.xml");
  g_autofree char *said = g_strdup_printf ("%s: error: Could not save “%s”: the symbolic links "
                                           "loop [io-write]",
                                           l1, l1);
  g_auto (Run) play = { 0 }, format = { 0 };

  if (!need_cli ())
    return;
  RUN (&play, "play", "base", "--players", "2", "--day-cap", "1", "-q", "--log", l1);
  g_assert_cmpint (play.status, ==, 2);
  assert_contains (play.err, said);
  RUN (&format, "format", "base", "-o", l1);
  g_assert_cmpint (format.status, ==, 2);
  assert_contains (format.err, said);
  g_assert_true (g_file_test (l1, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (l2, G_FILE_TEST_IS_SYMLINK));
}

/* print writes a PDF only under a name ending in .pdf, as render takes
 * only .png and .svg. */
static void
test_print_needs_pdf_name (void)
{
  g_autofree char *out = tmp_path ("cards.waymark");
  g_auto (Run) run = { 0 };

  if (!need_cli ())
    return;
  g_remove (out);
  RUN (&run, "print", "base", "--decks", "events", "--out", out);
  g_assert_cmpint (run.status, ==, 2);
  assert_contains (run.err, "error: only PDF files are printed: the name must end in .pdf "
                            "[io-write]");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* R9-8: reach with a movement card of another character's deck says whose
 * it is (exit 2) instead of an empty list; a common card and the player's
 * own are answered. */
static void
test_reach_other_players_card (void)
{
  g_autofree char *log = NULL, *pos = tmp_path ("reach-pos.xml");
  g_auto (Run) replay = { 0 }, other = { 0 }, own = { 0 };

  if (!need_cli ())
    return;
  log = play_log ("reach-log.xml");
  RUN (&replay, "replay", "base", log, "-o", pos);
  g_assert_cmpint (replay.status, ==, 0);
  RUN (&other, "reach", "base", "--position", pos, "--player", "red", "--card", "Y02");
  g_assert_cmpint (other.status, ==, 2);
  g_assert_cmpstr (other.out, ==, "");
  assert_contains (other.err, "Y02 is the card of ");
  assert_contains (other.err, "(yellow), not of ");
  assert_contains (other.err, "(red)");
  RUN (&own, "reach", "base", "--position", pos, "--player", "yellow", "--card", "Y02");
  g_assert_cmpint (own.status, ==, 0);
  g_assert_cmpstr (own.out, !=, "");
}

/* A shard of a one-game batch of @players, read as JSON to be damaged. */
static JsonNode *
shard_json (const char *players)
{
  g_autofree char *path = tmp_path ("shard-source.json");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_auto (Run) run = { 0 };

  RUN (&run, "simulate", "base", "-n", "2", "--shard", "0/2", "--day-cap", "3", "-q", "--players",
       players, "--out", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

/* A copy of @doc that shares nothing with it (json_node_copy() shares
 * its objects). */
static JsonNode *
deep_copy (JsonNode *doc)
{
  g_autofree char *text = json_to_string (doc, FALSE);

  return json_from_string (text, NULL);
}

static JsonObject *
characters_of (JsonNode *doc)
{
  JsonObject *counts = json_object_get_object_member (json_node_get_object (doc), "counts");

  return json_object_get_object_member (counts, "characters");
}

/* @doc written to @name, with @sentinel (a number in it) replaced by
 * @written; its path. */
static char *
write_shard (JsonNode *doc, const char *name, const char *sentinel, const char *written)
{
  g_autofree char *path = tmp_path (name), *text = json_to_string (doc, TRUE);
  g_autofree char *changed = NULL;

  if (sentinel != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (text, sentinel, 2);
      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      changed = g_strjoinv (written, parts);
    }
  g_assert_true (g_file_set_contents (path, changed ? changed : text, -1, NULL));
  return g_steal_pointer (&path);
}

/* merge refuses the shard at @path (exit 1) with "PATH: error: SAID", or
 * with @line "PATH:LINE: error: SAID". */
static void
assert_merge_refuses (const char *path, int line, const char *said)
{
  g_autofree char *where = line > 0 ? g_strdup_printf ("%s:%d", path, line) : g_strdup (path);
  g_autofree char *expected = g_strdup_printf ("%s: error: %s", where, said);
  g_auto (Run) run = { 0 };

  RUN (&run, "merge", path, "-q");
  g_assert_cmpint (run.status, ==, 1);
  assert_contains (run.err, expected);
}

/* The line of the file at @path that holds @text. */
static int
line_of (const char *path, const char *text)
{
  g_autofree char *content = read_text (path);
  const char *at = strstr (content, text);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *p = content; p < at; p++)
    line += *p == '\n';
  return line;
}

/* R9-5: a shard with a character taken out, or one made up, does not add
 * up with its configuration (every game seats config.players characters);
 * with the characters seated by id, the one taken out or made up is named. */
static void
test_merge_characters_add_up (void)
{
  g_autoptr (JsonNode) missing = NULL, invented = NULL, named = NULL, named_ghost = NULL;
  g_autofree char *missing_path = NULL, *invented_path = NULL;
  g_autofree char *named_path = NULL, *named_ghost_path = NULL;
  JsonObject *characters;

  if (!need_cli ())
    return;
  named = shard_json ("red,yellow");
  named_ghost = deep_copy (named);
  json_object_remove_member (characters_of (named), "red");
  named_path = write_shard (named, "named-no-red.json", NULL, NULL);
  assert_merge_refuses (named_path, 0,
                        "counts.characters lacks “red”, which the configuration seats");
  characters = characters_of (named_ghost);
  json_object_set_member (characters, "ghost",
                          json_node_copy (json_object_get_member (characters, "red")));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (characters, "ghost"),
                                               "games"),
                   ==, 1);
  named_ghost_path = write_shard (named_ghost, "named-ghost.json", NULL, NULL);
  assert_merge_refuses (named_ghost_path, 0,
                        "counts.characters has “ghost”, which the configuration does not seat");

  missing = shard_json ("4");
  invented = deep_copy (missing);
  json_object_remove_member (characters_of (missing), "red");
  missing_path = write_shard (missing, "no-red.json", NULL, NULL);
  assert_merge_refuses (missing_path, 0, "the games in counts.characters add up to 3, but "
                                      "counts.games × config.players is 4");
  characters = characters_of (invented);
  json_object_set_member (characters, "ghost",
                          json_node_copy (json_object_get_member (characters, "red")));
  invented_path = write_shard (invented, "ghost.json", NULL, NULL);
  assert_merge_refuses (invented_path, 0, "the games in counts.characters add up to 5, but "
                                       "counts.games × config.players is 4");
}

/* R9-9: numbers beyond 64 bits are quoted as written, with their line, not
 * as the -1 or -9223372036854775808 the JSON reader wraps them to. */
static void
test_merge_quotes_huge_numbers (void)
{
  g_autoptr (JsonNode) doc = NULL;
  g_autofree char *huge = NULL, *wrapped = NULL, *negative = NULL;
  JsonObject *counts;

  if (!need_cli ())
    return;
  doc = shard_json ("4");
  counts = json_object_get_object_member (json_node_get_object (doc), "counts");
  json_object_set_int_member (counts, "capped", 424242);
  huge = write_shard (doc, "huge.json", "424242", "1000000000000000000000000000000");
  wrapped = write_shard (doc, "two-63.json", "424242", "9223372036854775808");
  negative = write_shard (doc, "minus-huge.json", "424242", "-99999999999999999999");
  assert_merge_refuses (huge, line_of (huge, "1000000000000000000000000000000"),
                        "counts.capped is 1000000000000000000000000000000, too large for a count "
                        "(at most 9223372036854775807)");
  assert_merge_refuses (wrapped, line_of (wrapped, "9223372036854775808"),
                        "counts.capped is 9223372036854775808, too large for a count");
  assert_merge_refuses (negative, line_of (negative, "-99999999999999999999"),
                        "counts.capped is -99999999999999999999; a count is a whole number, 0 or "
                        "more");
}

/* A count written as a double (1e19, beyond 64 bits, or 4.5) is refused
 * with its member, the number in digits rather than json-glib's
 * "1e+19.0"; the configuration's counts (config.games, config.players)
 * are guarded as those under "counts", not cut to an integer; and a
 * negative beyond 64 bits, which json-glib wraps to 4, with its line. */
static void
test_merge_counts_written_as_doubles (void)
{
  static const struct
  {
    const char *member, *written, *said;
    gboolean at_line;
  } cases[] = {
    { "capped", "1e19",
      "counts.capped is 10000000000000000000.0, too large for a count (at most "
      "9223372036854775807)",
      FALSE },
    { "games", "1e19",
      "config.games is 10000000000000000000.0, too large for a count (at most "
      "9223372036854775807)",
      FALSE },
    { "games", "4.5", "config.games is 4.5; a count is a whole number, 0 or more", FALSE },
    { "players", "4.0", "config.players is 4.0; a count is a whole number, 0 or more", FALSE },
    /* json-glib reads it as 4 */
    { "games", "-18446744073709551612",
      "config.games is -18446744073709551612; a count is a whole number, 0 or more", TRUE },
  };

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonNode) doc = shard_json ("4");
      JsonObject *root = json_node_get_object (doc);
      JsonObject *in = json_object_get_object_member (
          root, strcmp (cases[i].member, "capped") == 0 ? "counts" : "config");
      g_autofree char *path = NULL;
      json_object_set_int_member (in, cases[i].member, 424242);
      path = write_shard (doc, "double-count.json", "424242", cases[i].written);
      assert_merge_refuses (path, cases[i].at_line ? line_of (path, cases[i].written) : 0,
                            cases[i].said);
    }
}

/* Counts edited by hand into a mean of 10¹⁷ decisions a game: json-glib
 * writes that double "1e+17.0", which is no JSON; merge writes it in
 * digits, a file it (and any JSON reader) reads again. */
static void
test_merge_writes_large_mean (void)
{
  g_autoptr (JsonNode) doc = shard_json ("4");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL, *merged = tmp_path ("large-mean-merged.json");
  g_autofree char *again = tmp_path ("large-mean-again.json"), *text = NULL, *text_again = NULL;
  g_auto (Run) first = { 0 }, second = { 0 };
  JsonObject *counts = json_object_get_object_member (json_node_get_object (doc), "counts"), *s;

  if (!need_cli ())
    return;
  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==, 1);
  json_object_set_int_member (counts, "decisions", 100000000000000000);
  path = write_shard (doc, "large-mean.json", NULL, NULL);
  RUN (&first, "merge", path, "-q", "-o", merged);
  g_assert_cmpint (first.status, ==, 1); /* one shard of two */
  text = read_text (merged);
  assert_contains (text, "\"decisions_per_game\" : 100000000000000000.0,");
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  s = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                     "summary");
  g_assert_cmpfloat (json_object_get_double_member (s, "decisions_per_game"), ==, 1e17);
  RUN (&second, "merge", merged, "-q", "-o", again);
  g_assert_cmpint (second.status, ==, 1);
  text_again = read_text (again);
  g_assert_cmpstr (text_again, ==, text);
}

/* R9-14: a seed out of range names the rule and the value. */
static void
test_replay_seed_message (void)
{
  const char *seeds[] = { "-1", "99999999999999999999999999", "NaN" };
  g_autofree char *log = NULL, *text = NULL;

  if (!need_cli ())
    return;
  log = play_log ("seed-log.xml");
  text = read_text (log);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *path = tmp_path ("bad-seed.xml");
      g_autofree char *attr = g_strdup_printf ("seed=\"%s\"", seeds[i]);
      g_autofree char *said = g_strdup_printf ("error: the seed must be a whole number "
                                               "0–18446744073709551615, not “%s”",
                                               seeds[i]);
      g_auto (GStrv) parts = g_strsplit (text, "seed=\"3\"", 2);
      g_autofree char *changed = g_strjoinv (attr, parts);
      g_auto (Run) run = { 0 };
      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      g_assert_true (g_file_set_contents (path, changed, -1, NULL));
      RUN (&run, "replay", "base", path);
      g_assert_cmpint (run.status, ==, 1);
      assert_contains (run.err, said);
    }
}

/* R10-5: every --seed (and render's --game) takes 0–2^64 − 1 and refuses
 * a negative one as a usage error, rather than recording 2^64 − 1 for -1,
 * a seed the command line then refused; the largest seed a result records
 * runs again. */
static void
test_seed_range (void)
{
  g_autofree char *png = tmp_path ("seed.png"), *result = tmp_path ("seed.json"), *text = NULL;
  const char *const commands[][8] = {
    { "simulate", "base", "-n", "1", "-q", "--seed", NULL },
    { "play", "base", "-q", "--day-cap", "1", "--seed", NULL },
    { "analyze", "base", "-a", "1", "-d", "1", "--seed", NULL },
    { "render", "base", "--board", "--out", png, "--game", NULL },
  };
  g_auto (Run) top = { 0 };

  if (!need_cli ())
    return;
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    for (guint v = 0; v < 2; v++)
      {
        g_autoptr (GPtrArray) args = g_ptr_array_new ();
        g_autofree char *said = g_strdup_printf ("%s: the seed must be a whole number "
                                                 "0–18446744073709551615, not “-1”",
                                                 c == 3 ? "--game" : "--seed");
        g_auto (Run) run = { 0 };
        for (guint n = 0; commands[c][n]; n++)
          g_ptr_array_add (args, (gpointer) commands[c][n]);
        g_ptr_array_add (args, v == 0 ? "-1" : "18446744073709551615");
        g_ptr_array_add (args, NULL);
        run_cli (&run, (const char *const *) args->pdata);
        g_assert_cmpint (run.status, ==, v == 0 ? 2 : 0);
        if (v == 0)
          assert_contains (run.err, said);
      }
  RUN (&top, "simulate", "base", "-n", "1", "-q", "-s", "18446744073709551615", "-o", result);
  g_assert_cmpint (top.status, ==, 0);
  text = read_text (result);
  assert_contains (text, "\"seed\" : \"18446744073709551615\"");
}

/* R9-16: --players gives the variant's range; --games and --threads each
 * name only themselves. */
static void
test_count_messages (void)
{
  g_auto (Run) players = { 0 }, games = { 0 }, threads = { 0 };

  if (!need_cli ())
    return;
  RUN (&players, "simulate", "base", "-n", "1", "-q", "--players", "9");
  g_assert_cmpint (players.status, ==, 2);
  assert_contains (players.err, "--players takes a number of players (2–4)");
  RUN (&games, "simulate", "base", "-q", "--games", "-1");
  g_assert_cmpint (games.status, ==, 2);
  assert_contains (games.err, "--games must be at least 1, not -1");
  g_assert_null (strstr (games.err, "--threads"));
  RUN (&threads, "simulate", "base", "-n", "1", "-q", "--threads", "-1");
  g_assert_cmpint (threads.status, ==, 2);
  g_assert_cmpstr (threads.err, ==, "waymark-cli simulate: --threads must be 0–256, not -1\n");
}

/* --threads has a bound, as the app's simulation-threads setting: a batch
 * starts all its threads at once, and 100000 of them were accepted
 * without a word. 256 still plays. */
static void
test_threads_bound (void)
{
  g_auto (Run) huge = { 0 }, over = { 0 }, most = { 0 };

  if (!need_cli ())
    return;
  RUN (&huge, "simulate", "base", "-n", "1", "-q", "--threads", "100000");
  g_assert_cmpint (huge.status, ==, 2);
  g_assert_cmpstr (huge.err, ==, "waymark-cli simulate: --threads must be 0–256, not 100000\n");
  g_assert_cmpstr (huge.out, ==, "");
  RUN (&over, "simulate", "base", "-n", "1", "-q", "--threads", "257");
  g_assert_cmpint (over.status, ==, 2);
  g_assert_cmpstr (over.err, ==, "waymark-cli simulate: --threads must be 0–256, not 257\n");
  RUN (&most, "simulate", "base", "-n", "1", "--day-cap", "1", "-q", "--threads", "256", "-o",
       "/dev/null");
  g_assert_cmpint (most.status, ==, 0);
  g_assert_cmpstr (most.err, ==, "");
}

/* Help and version text that cannot be written (a full disk behind
 * standard output) is an I/O error, exit 2 with one line in the words
 * every other output uses; GOption's --help ended the program with
 * exit (0) itself, so a lost help text looked written. */
static void
test_help_to_full_disk (void)
{
  static const struct
  {
    const char *args[3], *err;
  } cases[] = {
    { { "--help" }, "waymark-cli: cannot write the output: the disk is full\n" },
    { { "help" }, "waymark-cli: cannot write the output: the disk is full\n" },
    { { "--version" }, "waymark-cli: cannot write the output: the disk is full\n" },
    { { "validate", "--help" }, "waymark-cli validate: cannot write the output: the disk is full\n" },
    { { "simulate", "-h" }, "waymark-cli simulate: cannot write the output: the disk is full\n" },
    { { "print", "--help-all" }, "waymark-cli print: cannot write the output: the disk is full\n" },
  };

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      if (!run_cli_to_full (&run, cases[i].args))
        return;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, cases[i].err);
    }
}

/* Each of @cases (a command line, NULL-ended) run with its output to a
 * full disk exits 2 saying "the disk is full", and nothing else. */
static void
assert_full_disk_said (const char *const (*cases)[6], guint n_cases)
{
  if (!need_cli ())
    return;
  for (guint i = 0; i < n_cases; i++)
    {
      g_autofree char *said
          = g_strdup_printf ("waymark-cli %s: cannot write the output: the disk is full\n",
                             cases[i][0]);
      g_auto (Run) run = { 0 };
      if (!run_cli_to_full (&run, cases[i]))
        return;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, said);
    }
}

/* An output file "-" that cannot be written is said once, as standard
 * output is, not also as a file named "-" (two lines before). */
static void
test_dash_output_to_full_disk (void)
{
  static const char *const cases[][6] = {
    { "print", "base", "--out", "-" },
    { "format", "base", "-o", "-" },
  };

  assert_full_disk_said (cases, G_N_ELEMENTS (cases));
}

/* Review f, finding 10: an output larger than stdio's buffer that cannot
 * be written is said in the same words as a small one ("the disk is
 * full"), not "Input/output error": the reason is taken where the write
 * fails, not at the flush at the end, by when its errno was gone. */
static void
test_large_output_to_full_disk (void)
{
  static const char *const cases[][6] = {
    { "board", "base", "--format", "json" },
    { "format", "base" },
    { "csv", "base", "--deck", "events" },
  };

  assert_full_disk_said (cases, G_N_ELEMENTS (cases));
}

/* analyze names the one option that is wrong, with its value, as
 * simulate does (before: "--arrangements must be 1–10000 and --days
 * 1–1000" for either); an option value GLib refuses (too large for an
 * int) is said by the command, not by a bare "waymark-cli". */
static void
test_analyze_count_messages (void)
{
  g_auto (Run) arrangements = { 0 }, days = { 0 }, huge = { 0 };

  if (!need_cli ())
    return;
  RUN (&arrangements, "analyze", "base", "--arrangements", "-1");
  g_assert_cmpint (arrangements.status, ==, 2);
  g_assert_cmpstr (arrangements.err, ==,
                   "waymark-cli analyze: --arrangements must be 1–10000, not -1\n");
  RUN (&days, "analyze", "base", "--days", "1001");
  g_assert_cmpint (days.status, ==, 2);
  g_assert_cmpstr (days.err, ==, "waymark-cli analyze: --days must be 1–1000, not 1001\n");
  RUN (&huge, "simulate", "base", "-q", "--games", "99999999999999999999");
  g_assert_cmpint (huge.status, ==, 2);
  g_assert_true (g_str_has_prefix (huge.err, "waymark-cli simulate: "));
  assert_contains (huge.err, "99999999999999999999");
}

/* R9-16: importing a deck's own export changes nothing, and says so. */
static void
test_csv_unchanged_import (void)
{
  g_autofree char *csv = tmp_path ("unchanged.csv"), *out = tmp_path ("unchanged.waymark");
  g_auto (Run) export = { 0 }, import = { 0 };

  if (!need_cli ())
    return;
  RUN (&export, "csv", "base", "--deck", "quests-r1", "-o", csv);
  g_assert_cmpint (export.status, ==, 0);
  RUN (&import, "csv", "base", "--deck", "quests-r1", "--import", csv, "-o", out);
  g_assert_cmpint (import.status, ==, 0);
  g_assert_cmpstr (import.err, ==, "quests-r1: nothing changed\n");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hostile/output-is-input", test_output_is_input);
  g_test_add_func ("/cli/hostile/in-place-allowed", test_in_place_allowed);
  g_test_add_func ("/cli/hostile/two-outputs-one-file", test_two_outputs_one_file);
  g_test_add_func ("/cli/hostile/two-outputs-on-stdout", test_two_outputs_on_stdout);
  g_test_add_func ("/cli/hostile/output-link-loop", test_output_link_loop);
  g_test_add_func ("/cli/hostile/print-needs-pdf-name", test_print_needs_pdf_name);
  g_test_add_func ("/cli/hostile/reach-other-players-card", test_reach_other_players_card);
  g_test_add_func ("/cli/hostile/merge-characters-add-up", test_merge_characters_add_up);
  g_test_add_func ("/cli/hostile/merge-quotes-huge-numbers", test_merge_quotes_huge_numbers);
  g_test_add_func ("/cli/hostile/merge-counts-written-as-doubles",
                   test_merge_counts_written_as_doubles);
  g_test_add_func ("/cli/hostile/merge-writes-large-mean", test_merge_writes_large_mean);
  g_test_add_func ("/cli/hostile/replay-seed-message", test_replay_seed_message);
  g_test_add_func ("/cli/hostile/count-messages", test_count_messages);
  g_test_add_func ("/cli/hostile/threads-bound", test_threads_bound);
  g_test_add_func ("/cli/hostile/help-to-full-disk", test_help_to_full_disk);
  g_test_add_func ("/cli/hostile/dash-output-to-full-disk", test_dash_output_to_full_disk);
  g_test_add_func ("/cli/hostile/large-output-to-full-disk", test_large_output_to_full_disk);
  g_test_add_func ("/cli/hostile/analyze-count-messages", test_analyze_count_messages);
  g_test_add_func ("/cli/hostile/seed-range", test_seed_range);
  g_test_add_func ("/cli/hostile/csv-unchanged-import", test_csv_unchanged_import);
  return g_test_run ();
}
