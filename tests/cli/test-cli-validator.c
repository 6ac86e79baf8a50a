/* `waymark-cli validate` runs the design validator after the loader: the
 * base game passes clean, a design error found only over the board
 * arrangements is reported at its line with code and id path (text and
 * JSON), and warnings alone exit 0. Mutants are written from the bundled
 * base game at run time. */

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-run.h"

static void
run_validate (Run *run, const char *file, const char *format)
{
  const char *args[] = { "validate", file, format ? "--format" : NULL, format, NULL };

  run_cli (run, args);
}

/* @text with the base game's identifier, titles, descriptions and authors
 * replaced, each on its own line: a mutant is a variant of its own, whose
 * only problem is the one a test made (not bundled-identity). */
static char *
own_identity (const char *text)
{
  static const char *const patterns[][2] = {
    { "id=\"treos-base\"", "id=\"mutant\"" },
    { "(<title xml:lang=\"[a-z]+\">)[^<]*", "\\1Mutant" },
    { "(<description xml:lang=\"[a-z]+\">)[^<]*", "\\1A variant a test changed." },
    { "<author>[^<]*</author>", "<author>A test</author>" },
  };
  char *result = g_strdup (text);

  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    {
      g_autoptr (GRegex) regex = g_regex_new (patterns[i][0], 0, 0, NULL);
      char *replaced = g_regex_replace (regex, result, -1, 0, patterns[i][1], 0, NULL);

      g_free (result);
      result = replaced;
    }
  return result;
}

/* Writes the base game with the first @from replaced by @to into a temporary
 * file; @line receives the line of the change. */
static char *
write_mutant (const char *from, const char *to, int *line)
{
  g_autofree char *base_path = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources",
                                                 "variants", "treos-base.waymark", NULL);
  g_autofree char *original = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GString) mutant = NULL;
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  const char *at;
  int fd;

  g_assert_true (g_file_get_contents (base_path, &original, NULL, &error));
  text = own_identity (original);
  at = strstr (text, from);
  g_assert_nonnull (at);
  *line = 1;
  for (const char *p = text; p < at; p++)
    *line += *p == '\n';
  mutant = g_string_new_len (text, at - text);
  g_string_append (mutant, to);
  g_string_append (mutant, at + strlen (from));
  fd = g_file_open_tmp ("wm-check-XXXXXX.waymark", &path, &error);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, mutant->str, mutant->len, &error));
  return path;
}

static char **
lines_of (const char *out)
{
  g_auto (GStrv) all = g_strsplit (out, "\n", -1);
  g_autoptr (GStrvBuilder) lines = g_strv_builder_new ();

  for (int i = 0; all[i] != NULL; i++)
    if (*all[i] != '\0')
      g_strv_builder_add (lines, all[i]);
  return g_strv_builder_end (lines);
}

static void
test_base_clean (void)
{
  g_auto (Run) run = { 0 };

  if (!need_cli ())
    return;
  run_validate (&run, "base", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
}

static const char *const port_from = "<port edge=\"n\" at=\"3\" type=\"trail\" space=\"s2\" dir=\"n\"/>";
static const char *const port_to = "<port edge=\"n\" at=\"3\" type=\"water\" space=\"s2\" dir=\"n\"/>";

static void
test_arrangement_error_text (void)
{
  g_auto (Run) run = { 0 };
  int line;
  g_autofree char *path = NULL;
  g_autofree char *prefix = NULL;
  g_auto (GStrv) lines = NULL;

  if (!need_cli ())
    return;
  path = write_mutant (port_from, port_to, &line);
  run_validate (&run, path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  lines = lines_of (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  prefix = g_strdup_printf ("%s:%d: error: ", path, line);
  g_assert_true (g_str_has_prefix (lines[0], prefix));
  /* The first failing board's spec ends the line in brackets, after the
   * code and the ids, out of the sentence. */
  g_assert_nonnull (strstr (lines[0], "[arrangement-port-type] (in region r1 / side A) "
                                      "[first such board: r1:A:"));
  g_assert_true (g_str_has_suffix (lines[0], "]"));
  g_assert_nonnull (strstr (lines[0], " — in 3072 of 6144 boards of side A ["));
  g_unlink (path);
}

static void
test_arrangement_error_json (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  JsonArray *array;
  JsonObject *item;
  int line;

  if (!need_cli ())
    return;
  path = write_mutant (port_from, port_to, &line);
  run_validate (&run, path, "json");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  array = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (array), ==, 1);
  item = json_array_get_object_element (array, 0);
  g_assert_cmpstr (json_object_get_string_member (item, "file"), ==, path);
  g_assert_cmpint (json_object_get_int_member (item, "line"), ==, line);
  g_assert_cmpstr (json_object_get_string_member (item, "severity"), ==, "error");
  g_assert_cmpstr (json_object_get_string_member (item, "code"), ==, "arrangement-port-type");
  g_assert_cmpstr (json_object_get_string_member (item, "where"), ==, "region r1 / side A");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (item, "detail"),
                                   "first such board: r1:A:"));
  g_assert_null (strstr (json_object_get_string_member (item, "message"), "r1:A:"));
  g_unlink (path);
}

/* A personal movement card with three moves differs from the rulebook: a
 * warning, and warnings alone leave the exit status 0. */
static void
test_warning_exits_clean (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;
  g_auto (GStrv) lines = NULL;
  int line;

  if (!need_cli ())
    return;
  path = write_mutant ("steps=\"1\"", "steps=\"3\"", &line);
  run_validate (&run, path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = lines_of (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_nonnull (strstr (lines[0], ": warning: "));
  g_assert_true (g_str_has_suffix (lines[0], ")"));
  g_assert_nonnull (strstr (lines[0], "[card-steps] (in deck move-"));
  {
    g_autofree char *prefix = g_strdup_printf ("%s:%d:", path, line);
    g_assert_true (g_str_has_prefix (lines[0], prefix));
  }
  g_unlink (path);
}

/* A warning the variant accepts is neither listed nor counted: a last line
 * says how many are not shown, --all lists them with their note ("accepted"
 * where the severity goes; "accepted": true in JSON), and an entry whose
 * warning no longer occurs is an accepted-stale warning at its line. */
static void
test_accepted_warnings (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *where = NULL;
  g_autofree char *stale_prefix = NULL;
  g_autoptr (GString) edited = NULL;
  g_auto (GStrv) lines = NULL;
  const char *at;
  int line, entry_line = 1;

  if (!need_cli ())
    return;
  path = write_mutant ("steps=\"1\"", "steps=\"3\"", &line);
  {
    const char *args[] = { "validate", path, "--format", "json", NULL };
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *warning;

    run_cli (&run, args);
    g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
    warning = json_array_get_object_element (json_node_get_array (json_parser_get_root (parser)), 0);
    g_assert_cmpstr (json_object_get_string_member (warning, "code"), ==, "card-steps");
    where = g_strdup (json_object_get_string_member (warning, "where"));
    run_clear (&run);
  }
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  at = strstr (text, "</variant>");
  for (const char *p = text; p < at; p++)
    entry_line += *p == '\n';
  edited = g_string_new_len (text, at - text);
  g_string_append_printf (edited,
                          "  <accepted check=\"card-steps\" subject=\"%s\" note=\"three on purpose\"/>\n"
                          "  <accepted check=\"deck-size\" subject=\"deck gone\"/>\n%s",
                          where, at);
  g_assert_true (g_file_set_contents (path, edited->str, -1, NULL));

  run_validate (&run, path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = lines_of (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  stale_prefix = g_strdup_printf ("%s:%d: warning: the accepted “deck-size” warning was about deck "
                                  "“gone”, which is gone: remove the acceptance [accepted-stale] (in "
                                  "accepted deck-size / deck gone)",
                                  path, entry_line + 1);
  g_assert_cmpstr (lines[0], ==, stale_prefix);
  g_assert_cmpstr (lines[1], ==, "1 accepted warning not shown (--all lists it)");
  g_assert_null (strstr (run.out, "card-steps"));
  run_clear (&run);

  {
    const char *args[] = { "validate", path, "--all", NULL };
    g_autofree char *accepted = g_strdup_printf ("%s:%d: accepted: ", path, line);
    g_auto (GStrv) all = NULL;

    run_cli (&run, args);
    g_assert_cmpint (run.status, ==, 0);
    all = lines_of (run.out);
    g_assert_cmpuint (g_strv_length (all), ==, 2);
    g_assert_true (g_str_has_prefix (all[0], accepted));
    g_assert_true (g_str_has_suffix (all[0], "[note: three on purpose]"));
    g_assert_nonnull (strstr (all[0], "[card-steps]"));
    g_assert_cmpstr (all[1], ==, stale_prefix);
    run_clear (&run);
  }
  {
    const char *args[] = { "validate", path, "--all", "--format", "json", NULL };

    run_cli (&run, args);
    g_assert_nonnull (strstr (run.out, "\"code\": \"card-steps\""));
    g_assert_nonnull (strstr (run.out, "\"accepted\": true, \"note\": \"three on purpose\""));
  }
  g_unlink (path);
}

/* Validates the base game with @from replaced by @to, which must exit 0
 * (warnings alone), and returns the line "FILE:LINE: warning: @message\n"
 * expected at the changed line plus @line_offset. */
static char *
expected_warning (Run *run, const char *from, const char *to, int line_offset,
                  const char *message)
{
  int line;
  g_autofree char *path = write_mutant (from, to, &line);

  run_validate (run, path, NULL);
  g_unlink (path);
  g_assert_cmpint (run->status, ==, 0);
  return g_strdup_printf ("%s:%d: warning: %s\n", path, line + line_offset, message);
}

/* A card still named as the deck editor named it in one language: a
 * placeholder-name warning at that name's line; exit status 0. */
static void
test_placeholder_name (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *expected = NULL;

  if (!need_cli ())
    return;
  expected = expected_warning (&run, "<name xml:lang=\"en\">Open Horizons</name>",
                               "<name xml:lang=\"en\">New card</name>", 0,
                               "card “E01” is still named “New card” in English, the name the deck "
                               "editor gives a new card [placeholder-name] (in deck events / card "
                               "E01)");
  g_assert_cmpstr (run.out, ==, expected);
}

/* A second event deck in the file (E20 moved into it, a line below the
 * change) is never played: a warning at its line that names the deck games
 * draw from; exit status 0. */
static void
test_second_event_deck (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *expected = NULL;

  if (!need_cli ())
    return;
  expected = expected_warning (&run, "    <card id=\"E20\">",
                               "  </deck>\n"
                               "  <deck id=\"more-events\" kind=\"event\">\n"
                               "    <name xml:lang=\"en\">More events</name>\n"
                               "    <card id=\"E20\">",
                               1,
                               "deck “More events” is never played: games draw events from one "
                               "deck, the first, “Events”; move its cards there or remove it "
                               "[deck-unplayed] (in deck more-events)");
  g_assert_nonnull (strstr (run.out, expected));
}

/* An event with one effect more than games apply (the ninth a line each
 * below E01's own) is an error at that ninth effect, and a game of it is
 * refused with the same words rather than played without it. */
static void
test_effect_count (void)
{
  g_auto (Run) run = { 0 };
  g_auto (Run) play = { 0 };
  g_autoptr (GString) nine = g_string_new ("<effect type=\"wrap-edges\" scope=\"day\" "
                                           "via=\"road lake\" cards=\"personal\"/>");
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  const char *message = "event “E01” has 9 effects, but games apply at most 8 of one event; "
                        "split it into two events or remove some";
  int line;

  if (!need_cli ())
    return;
  for (int i = 0; i < 8; i++)
    g_string_append (nine, "\n      <effect type=\"highwaymen-pass\" scope=\"day\"/>");
  path = write_mutant ("<effect type=\"wrap-edges\" scope=\"day\" via=\"road lake\" "
                       "cards=\"personal\"/>",
                       nine->str, &line);
  run_validate (&run, path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("%s:%d: error: %s [effect-count] (in deck events / card E01)\n", path,
                              line + 8, message);
  g_assert_cmpstr (run.out, ==, expected);

  run_cli (&play, (const char *[]) { "play", path, "--seed", "3", "--day-cap", "1", "-q", NULL });
  g_assert_cmpint (play.status, !=, 0);
  g_assert_nonnull (strstr (play.err, message));
  g_unlink (path);
}

/* A file with an error the app opens it with (a reference to a path type
 * that does not exist) is judged as a design too, as the app's Validation
 * page does: its arrangement problem is listed after the loader's. A file
 * the app cannot open (not well-formed) gets only the loader's codes. */
static void
test_loader_errors_first (void)
{
  g_auto (Run) run = { 0 };
  g_auto (Run) broken = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *broken_path = NULL;
  int line;

  if (!need_cli ())
    return;
  path = write_mutant (port_from, "<port edge=\"n\" at=\"3\" type=\"lava\" space=\"s2\" dir=\"n\"/>",
                       &line);
  run_validate (&run, path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "[ref-unknown]"));
  g_assert_nonnull (strstr (run.out, "[arrangement-port-type]"));
  g_assert_true (strstr (run.out, "[ref-unknown]") < strstr (run.out, "[arrangement-"));

  broken_path = write_mutant (port_from, "<port edge=\"n\" at=\"3\"", &line);
  run_validate (&broken, broken_path, NULL);
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_nonnull (strstr (broken.out, "[xml-malformed]"));
  g_assert_null (strstr (broken.out, "[arrangement-"));
  g_unlink (path);
  g_unlink (broken_path);
}

/* What validate calls an error (up to 6 players with 4 characters) stops
 * every command that plays or analyses the variant (README's table: exit
 * 1), before a game: the errors as validate prints them, then what to do.
 * A batch far too long to wait for shows that nothing was played. */
static void
test_errors_stop_play (void)
{
  int line;
  g_autofree char *path = NULL, *error_line = NULL, *png = tmp_path ("game.png");
  g_autofree char *played = tmp_path ("r.json");

  if (!need_cli ())
    return;
  path = write_mutant ("max-players=\"4\"", "max-players=\"6\"", &line);
  error_line = g_strdup_printf ("%s:%d: error: up to 6 players, but only 4 characters "
                                "[character-count] (in rules)\n",
                                path, line);
  {
    const char *commands[][10] = {
      { "simulate", path, "-n", "100000000", "-q", "-o", played, NULL },
      { "play", path, "--players", "4", "--log", "-", NULL },
      { "render", path, "--board", "--game", "3", "--out", png, NULL },
      { "analyze", path, NULL },
    };
    for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
      {
        g_auto (Run) run = { 0 };
        g_autofree char *then
            = g_strdup_printf ("waymark-cli %s: the variant has 1 error: fix it before the "
                               "variant is played or analysed (waymark-cli validate %s lists "
                               "warnings too)\n",
                               commands[c][0], path);
        g_autofree char *expected = g_strconcat (error_line, then, NULL);
        run_cli (&run, commands[c]);
        g_assert_cmpint (run.status, ==, 1);
        g_assert_cmpstr (run.err, ==, expected);
        g_assert_cmpstr (run.out, ==, "");
      }
  }
  g_assert_false (g_file_test (played, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_unlink (path);
}

/* A warning alone (a name without its Italian) does not stop a game: the
 * batch is played, says nothing of it, and exits 0. */
static void
test_warnings_do_not_stop_play (void)
{
  int line;
  g_autofree char *path = NULL;
  g_auto (Run) run = { 0 };

  if (!need_cli ())
    return;
  path = write_mutant ("<name xml:lang=\"it\">Mirela Thorne</name>", "", &line);
  RUN (&run, "simulate", path, "-n", "2", "--day-cap", "2", "-q", "-o", "/dev/null");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/validator/base-clean", test_base_clean);
  g_test_add_func ("/cli/validator/arrangement-text", test_arrangement_error_text);
  g_test_add_func ("/cli/validator/arrangement-json", test_arrangement_error_json);
  g_test_add_func ("/cli/validator/warning-exit-0", test_warning_exits_clean);
  g_test_add_func ("/cli/validator/placeholder-name", test_placeholder_name);
  g_test_add_func ("/cli/validator/accepted-warnings", test_accepted_warnings);
  g_test_add_func ("/cli/validator/second-event-deck", test_second_event_deck);
  g_test_add_func ("/cli/validator/effect-count", test_effect_count);
  g_test_add_func ("/cli/validator/loader-first", test_loader_errors_first);
  g_test_add_func ("/cli/validator/errors-stop-play", test_errors_stop_play);
  g_test_add_func ("/cli/validator/warnings-do-not-stop-play", test_warnings_do_not_stop_play);
  return g_test_run ();
}
