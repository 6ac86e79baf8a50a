/* `waymark-cli validate`, run as a program (from $WM_CLI, no shell): exit
 * status 0 clean / 1 errors / 2 usage or I/O, the one-line
 * `FILE:LINE: error: message [code]` format and the JSON output. */

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli-run.h"

/* Runs waymark-cli with @args (NULL-terminated after "validate"). */
static void
run_validate (Run *run, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "validate");
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  run_cli (run, (const char *const *) argv->pdata);
}

static char *
data_path (const char *folder, const char *file)
{
  return g_build_filename (WM_TEST_DATA, folder, file, NULL);
}

/* One diagnostic line: FILE:LINE: SEVERITY: MESSAGE [CODE], or FILE:
 * SEVERITY: … without a line (GCC's form; an editor's problem matcher
 * reads both), optionally followed by the element's place " (in region
 * r1 / side A)" and a detail " [first such board: r1:A:0,…]". */
static GRegex *
line_regex (void)
{
  static GRegex *regex;

  if (regex == NULL)
    regex = g_regex_new ("^(.+?)(?::([0-9]+))?: (error|warning): (.+) \\[([a-z]+(?:-[a-z]+)*)\\]"
                         "(?: \\(in (.+?)\\))?(?: \\[(.+)\\])?$",
                         0, 0, NULL);
  return regex;
}

/* Checks every line of @out against the format; returns the number of
 * lines and whether one names @file, @line (0: none) and @code. */
static guint
check_lines (const char *out, const char *file, int line, const char *code, gboolean *found)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint n = 0;

  *found = FALSE;
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *m_file = NULL;
      g_autofree char *m_line = NULL;
      g_autofree char *m_code = NULL;

      if (lines[i][0] == '\0')
        continue;
      if (!g_regex_match (line_regex (), lines[i], 0, &match))
        g_error ("not a diagnostic line: %s", lines[i]);
      n++;
      m_file = g_match_info_fetch (match, 1);
      m_line = g_match_info_fetch (match, 2);
      m_code = g_match_info_fetch (match, 5);
      /* No line is left out, never written as 0. */
      if (g_strcmp0 (m_line, "0") == 0)
        g_error ("line 0 printed: %s", lines[i]);
      if (g_strcmp0 (m_file, file) == 0 && atoi (m_line) == line
          && g_strcmp0 (m_code, code) == 0)
        *found = TRUE;
    }
  return n;
}

static void
test_clean_base (void)
{
  g_auto (Run) run = { 0 }, quiet = { 0 };
  const char *args[] = { "base", NULL };

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  /* Said on stderr, so that a clean variant is told from nothing checked
   * (it printed nothing); -q leaves it out. */
  g_assert_cmpstr (run.err, ==, "base: no problems (4 regions, 180 cards checked)\n");
  run_validate (&quiet, (const char *[]) { "-q", "base", NULL });
  g_assert_cmpint (quiet.status, ==, 0);
  g_assert_cmpstr (quiet.out, ==, "");
  g_assert_cmpstr (quiet.err, ==, "");
}

/* The line after a list of problems, on stderr: "FILE: E errors, W
 * warnings", each counted as @out lists it. */
static void
assert_counted (const Run *run, const char *path)
{
  guint errors = 0, warnings = 0;
  g_auto (GStrv) lines = g_strsplit (run->out, "\n", -1);
  g_autofree char *said = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      errors += strstr (lines[i], ": error: ") != NULL;
      warnings += strstr (lines[i], ": warning: ") != NULL;
    }
  said = g_strdup_printf ("%s: %u error%s, %u warning%s\n", path, errors, errors == 1 ? "" : "s",
                          warnings, warnings == 1 ? "" : "s");
  g_assert_cmpuint (errors + warnings, >, 0);
  g_assert_cmpstr (run->err, ==, said);
}

/* The bundled base game as a file: a complete design, so clean under the
 * design checks too (tests/data/good/tiny.waymark is only well formed). */
static char *
base_game_path (void)
{
  const char *root = g_getenv ("WM_SOURCE_ROOT");

  return root ? g_build_filename (root, "resources", "variants", "treos-base.waymark", NULL)
              : g_build_filename (WM_TEST_DATA, "..", "..", "resources", "variants",
                                  "treos-base.waymark", NULL);
}

static void
test_clean_file (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = base_game_path ();
  const char *args[] = { path, NULL };

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
}

static void
test_errors_text (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = data_path ("bad", "schema-bad-id.waymark");
  const char *args[] = { path, NULL };
  gboolean found;
  guint n;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 1);
  /* The bad id and the reference it breaks: every problem, not the first. */
  n = check_lines (run.out, path, 26, "schema-value", &found);
  g_assert_true (found);
  g_assert_cmpuint (n, >=, 2);
  g_assert_nonnull (strstr (run.out, "[ref-unknown]"));
  assert_counted (&run, path);
}

/* A temporary copy of the base game with its first @from changed to @to. */
static char *
write_base_mutant (const char *from, const char *to)
{
  g_autofree char *good = base_game_path ();
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_auto (GStrv) parts = NULL;
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  int fd;

  g_assert_true (g_file_get_contents (good, &text, NULL, &error));
  parts = g_strsplit (text, from, 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  changed = g_strjoinv (to, parts);
  fd = g_file_open_tmp ("waymark-cli-XXXXXX.waymark", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, changed, -1, &error));
  return path;
}

/* Validates the base game's bytes saved as @name in a folder of its own;
 * the output in @run. */
static void
validate_base_saved_as (Run *run, const char *name, char **path)
{
  g_autofree char *base = base_game_path ();
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("waymark-cli-XXXXXX", NULL);
  const char *args[2] = { NULL, NULL };

  g_assert_true (g_file_get_contents (base, &text, NULL, NULL));
  *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (*path, text, -1, NULL));
  args[0] = *path;
  run_validate (run, args);
  g_unlink (*path);
  g_rmdir (dir);
}

/* Review 6, R1: the base game saved as the designer's own file still
 * calls itself the base game: a warning for the identifier (at the root
 * element, line 2), for each title (the German one at line 5) and
 * description, and for the authors; exit status 0, as for any warning.
 * The same bytes under the bundled file's own name are the base game. */
static void
test_saved_base_game (void)
{
  g_auto (Run) run = { 0 };
  g_auto (Run) bundled = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *bundled_path = NULL;
  gboolean found;

  if (!need_cli ())
    return;
  validate_base_saved_as (&run, "saltmarsh.waymark", &path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (check_lines (run.out, path, 2, "bundled-identity", &found), ==, 8);
  g_assert_true (found);
  check_lines (run.out, path, 5, "bundled-identity", &found);
  g_assert_true (found);
  g_assert_nonnull (strstr (run.out,
                            ":5: warning: the title in German is still the base "
                            "game's “Waymark-Grundspiel”; give your variant its own "
                            "title on the Overview page [bundled-identity] (in info / title de)\n"));

  validate_base_saved_as (&bundled, "treos-base.waymark", &bundled_path);
  g_assert_cmpint (bundled.status, ==, 0);
  g_assert_cmpstr (bundled.out, ==, "");
}

/* Validates the base game with @from changed to @to, which only warns:
 * exit 0, every line a diagnostic, one of them @code at @line. Returns
 * the file's path, removed already. */
static char *
validate_warned (Run *run, const char *from, const char *to, int line, const char *code)
{
  char *path = write_base_mutant (from, to);
  const char *args[2] = { path, NULL };
  gboolean found;

  run_validate (run, args);
  g_unlink (path);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpuint (check_lines (run->out, path, line, code, &found), >, 0);
  g_assert_true (found);
  return path;
}

/* Warnings alone do not make a file fail. */
static void
test_warnings_only (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;

  if (!need_cli ())
    return;
  /* A fourth declared language that no text has. */
  path = validate_warned (&run, "languages=\"en de it\"", "languages=\"en de it fr\"", 3,
                          "lang-missing");
  g_assert_nonnull (strstr (run.out, ": warning: "));
  g_assert_null (strstr (run.out, ": error: "));
  assert_counted (&run, path);
}

/* A lake written by hand across a path (r1 side B, the lake of review 6
 * over the Water path s12–s20), which the Map page refuses to draw: a
 * warning at the lake's line, from the renderer's check, as on the Map
 * page (it was only there). */
static void
test_lake_across_path (void)
{
  static const char *const path_before
      = "<path a=\"s27\" a-dir=\"s\" b=\"s28\" b-dir=\"n\" type=\"trail\"/>\n"
        "      <corner-lake corner=\"ne\">";
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *lake = NULL;

  if (!need_cli ())
    return;
  lake = g_strdup_printf ("%.*s      <lake id=\"l2\"><shore space=\"s12\" dir=\"s\"/>"
                          "<shore space=\"s20\" dir=\"n\"/><shore space=\"s21\" dir=\"ne\"/>"
                          "</lake>\n%s",
                          (int) (strchr (path_before, '\n') - path_before + 1), path_before,
                          strchr (path_before, '\n') + 1);
  path = validate_warned (&run, path_before, lake, 295, "side-lake-across-path");
  g_assert_nonnull (strstr (run.out, "lies across the “Water” path s12–s20"));
}

/* Review 23a: with standard output and error on one pipe (2>&1), the
 * summary came before the list, or inside one of its lines once the list
 * outgrew stdio's buffer. The list is whole first, the summary last. */
static void
test_summary_after_list_on_one_pipe (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL, *summary = NULL;
  g_auto (GStrv) lines = NULL;
  guint n = 0;

  if (!need_cli ())
    return;
  path = write_base_mutant ("languages=\"en de it\"", "languages=\"en de it fr\"");
  RUN_MERGED (&run, "validate", path);
  g_unlink (path);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines);
  /* Many lines, more than one buffer's worth, each a whole diagnostic. */
  g_assert_cmpuint (strlen (run.out), >, 4096);
  g_assert_cmpstr (lines[n - 1], ==, "");
  summary = g_strdup_printf ("%s: 0 errors, ", path);
  g_assert_true (g_str_has_prefix (lines[n - 2], summary));
  for (guint i = 0; i + 2 < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s:", path);

      g_assert_true (g_str_has_prefix (lines[i], where));
      g_assert_nonnull (strstr (lines[i], ": warning: "));
      g_assert_null (strstr (lines[i], ", 0 errors"));
    }
}

/* One '>' lost at the end of line 30's start tag (review 7): libxml2
 * notices it on line 31 and then reports four knock-on errors. One line,
 * at the broken tag's line, in GCC's English form, with the count of the
 * others; the file is left as it was. */
static void
test_malformed_first_error (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *args[2] = { NULL, NULL };
  gboolean found;

  if (!need_cli ())
    return;
  path = write_base_mutant ("<weapon-type id=\"bow\" color=\"#5b8c2a\">",
                            "<weapon-type id=\"bow\" color=\"#5b8c2a\" ");
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  args[0] = path;
  run_validate (&run, args);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_unlink (path);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (check_lines (run.out, path, 30, "xml-malformed", &found), ==, 1);
  g_assert_true (found);
  g_assert_nonnull (strstr (run.out, ":30: error: the XML is not well-formed in the tag that "
                                     "starts on this line: error parsing attribute name (and "));
  g_assert_nonnull (strstr (run.out, " more errors the parser found after it) [xml-malformed]"));
  g_assert_cmpstr (before, ==, after);
}

/* validate on the base game edited from @from to @to prints one line, the
 * error at @line with @code. */
static void
assert_one_line (const char *from, const char *to, int line, const char *code)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = write_base_mutant (from, to);
  const char *args[2] = { path, NULL };
  gboolean found;

  run_validate (&run, args);
  g_unlink (path);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpuint (check_lines (run.out, path, line, code, &found), ==, 1);
  g_assert_true (found);
}

/* One bad value, one line (review 9's R9-13): a refused language list
 * printed 928 or 1,237 lines, a refused region size 90, as every check
 * that depended on it failed too. The loader's own test has more cases. */
static void
test_refused_value_one_line (void)
{
  if (!need_cli ())
    return;
  assert_one_line ("languages=\"en de it\"", "languages=\"x_y!\"", 3, "schema-value");
  assert_one_line ("<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"1e9\"", 105,
                   "schema-value");
}

/* The "(in …)" part of a line is escaped as its message is (review f,
 * finding 13): an accepted warning's subject is as the file writes it,
 * and a line break there printed a second line that a problem matcher
 * read as a problem of its own (check_lines() fails on any such line). */
static void
test_where_one_line (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = NULL;

  if (!need_cli ())
    return;
  path = validate_warned (&run, "  </deck>\n</variant>",
                          "  </deck>\n  <accepted check=\"deck-size\" subject=\"deck "
                          "x&#10;fake.waymark:1: error: injected\"/>\n</variant>",
                          2514, "accepted-stale");
  assert_contains (run.out, "[accepted-stale] (in accepted deck-size / deck "
                            "x\\nfake.waymark:1: error: injected)\n");
}

static void
test_json (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = data_path ("bad", "schema-bad-id.waymark");
  const char *args[] = { "--format", "json", path, NULL };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *array;
  gboolean found = FALSE;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 1);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));
  array = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (array), >=, 2);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *d = json_array_get_object_element (array, i);
      g_assert_nonnull (d);
      g_assert_cmpstr (json_object_get_string_member (d, "file"), ==, path);
      g_assert_true (json_object_has_member (d, "line"));
      g_assert_true (json_object_has_member (d, "message"));
      g_assert_true (json_object_has_member (d, "where"));
      g_assert_true (g_str_equal (json_object_get_string_member (d, "severity"), "error")
                     || g_str_equal (json_object_get_string_member (d, "severity"), "warning"));
      if (json_object_get_int_member (d, "line") == 26
          && g_str_equal (json_object_get_string_member (d, "code"), "schema-value"))
        found = TRUE;
    }
  g_assert_true (found);
}

static void
test_json_clean (void)
{
  g_auto (Run) run = { 0 };
  const char *args[] = { "--format", "json", "base", NULL };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (json_parser_get_root (parser))),
                    ==, 0);
}

/* Texts with quotes, backslashes and non-ASCII survive the JSON encoding. */
static void
test_json_escapes (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = data_path ("bad", "malformed-invalid-utf8.waymark");
  const char *args[] = { "--format", "json", path, NULL };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *first;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 1);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  first = json_array_get_object_element (json_node_get_array (json_parser_get_root (parser)), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "code"), ==, "xml-encoding");
  g_assert_cmpint (json_object_get_int_member (first, "line"), ==, 30);
}

static void
test_io_error (void)
{
  g_auto (Run) run = { 0 }, folder = { 0 };
  g_autofree char *prefix = NULL;
  g_autofree char *path = data_path ("bad", "no-such-file.waymark");
  const char *args[] = { path, NULL };
  gboolean found;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 2);
  check_lines (run.out, path, 0, "io-read", &found);
  g_assert_true (found);
  prefix = g_strconcat (path, ": error: ", NULL);
  g_assert_true (g_str_has_prefix (run.out, prefix));

  /* A folder is read as nothing, the same way. */
  run_validate (&folder, (const char *[]) { WM_TEST_DATA, NULL });
  g_assert_cmpint (folder.status, ==, 2);
  check_lines (folder.out, WM_TEST_DATA, 0, "io-read", &found);
  g_assert_true (found);
}

/* A report that cannot be written (a full disk behind standard output) is
 * an I/O error, exit 2 with a message, never a silent success. */
static void
test_stdout_full (void)
{
  g_auto (Run) run = { 0 };

  if (!need_cli () || !RUN_TO_FULL (&run, "info", "base"))
    return;
  g_assert_cmpint (run.status, ==, 2);
  /* In the designer's words, as for an output file. */
  assert_contains (run.err, "cannot write the output: the disk is full\n");
}

static void
test_usage (void)
{
  const char *none[] = { NULL };
  const char *two[] = { "base", "base", NULL };
  const char *format[] = { "--format", "xml", "base", NULL };
  const char *option[] = { "--no-such-option", "base", NULL };
  const char *const *cases[] = { none, two, format, option };

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      run_validate (&run, cases[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, !=, "");
    }
}

static void
test_help (void)
{
  g_auto (Run) run = { 0 };
  const char *args[] = { "--help", NULL };

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "FILE"));
  g_assert_nonnull (strstr (run.out, "--format"));
}

/* Review 12's R12-8: a second use of an id names the element (by its name
 * when it has one: the Decks page shows “Night Watch”, not Q01) and says
 * where the first is, so that a designer finds both in a text editor; a
 * reward out of range names its card. Whole lines, as printed. */
static void
test_duplicate_ids_named (void)
{
  static const struct
  {
    const char *file, *line;
  } cases[] = {
    { "duplicate-card-named.waymark",
      ":84: error: card “Night Watch” has the id “Q01”, as the card at line 70 does "
      "[id-duplicate] (in deck side-quests / card Q01)\n" },
    { "duplicate-card.waymark",
      ":99: error: two cards have the id “R01”; the first is at line 95 [id-duplicate] "
      "(in deck common-movement / card R01)\n" },
    { "duplicate-town.waymark",
      ":26: error: town “Southby” has the id “north”, as the town at line 23 does "
      "[id-duplicate] (in town north)\n" },
    { "duplicate-space.waymark",
      ":35: error: two spaces have the id “s3”; the first is at line 34 [id-duplicate] "
      "(in region r1 / side A)\n" },
    { "duplicate-side.waymark",
      ":50: error: region “r1” has a second side A; the first is at line 31 "
      "[id-duplicate] (in region r1)\n" },
    { "duplicate-corner-lake.waymark",
      ":48: error: a second lake part at corner “se”; the first is at line 44 "
      "[id-duplicate] (in region r1 / side A)\n" },
    { "range-reward-gold.waymark",
      ":74: error: “gold” of the reward of card “Q01” (“Letters North”) must be 0–20, not 25 "
      "[schema-range] (in deck quests-r1 / card Q01)\n" },
  };

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      g_autofree char *path = data_path ("bad", cases[i].file);
      g_autofree char *line = g_strconcat (path, cases[i].line, NULL);
      const char *args[] = { path, NULL };

      run_validate (&run, args);
      g_assert_cmpint (run.status, ==, 1);
      if (strstr (run.out, line) == NULL)
        g_error ("%s: no line\n%s\nin\n%s", cases[i].file, line, run.out);
    }
}

/* Every file of the corpus through the program: exit 1 and its expected
 * diagnostic as a well-formed line. */
/* The order of wm_diagnostics_sort (), as the Validation page lists them
 * (review 18): the errors first, the reference error before the errors
 * that may follow from it, then the warnings; by line within each. The
 * file's path to "s9" is its one reference error; its warnings (deck
 * sizes from line 68) used to come before the errors of later lines. */
static void
test_order (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *path = data_path ("bad", "ref-path-unknown-space.waymark");
  const char *args[] = { path, NULL };
  g_auto (GStrv) lines = NULL;
  gboolean warned = FALSE;
  int last_line = 0;

  if (!need_cli ())
    return;
  run_validate (&run, args);
  g_assert_cmpint (run.status, ==, 1);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_nonnull (strstr (lines[0], ": error: there is no space “s9” on this side [ref-unknown]"));
  for (int i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      gboolean warning = strstr (lines[i], ": warning: ") != NULL;
      int line = atoi (strchr (lines[i] + strlen (path), ':') + 1);
      g_assert_false (strstr (lines[i], "[ref-unknown]") || strstr (lines[i], "[id-duplicate]"));
      g_assert_true (warning || !warned);
      if (warning && !warned)
        last_line = 0;
      g_assert_cmpint (line, >=, last_line);
      warned |= warning;
      last_line = line;
    }
  g_assert_true (warned);
}

static void
test_corpus (void)
{
  g_autofree char *manifest = data_path ("bad", "EXPECTED");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  int n = 0;

  if (!need_cli ())
    return;
  g_assert_true (g_file_get_contents (manifest, &text, NULL, &error));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      g_auto (Run) run = { 0 };
      g_autofree char *path = NULL;
      const char *args[2] = { NULL, NULL };
      gboolean found;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      words = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (words), ==, 3);
      path = data_path ("bad", words[0]);
      args[0] = path;
      run_validate (&run, args);
      g_assert_cmpint (run.status, ==, 1);
      check_lines (run.out, path, atoi (words[2]), words[1], &found);
      if (!found)
        g_error ("%s: no line with [%s] at line %s", words[0], words[1], words[2]);
      n++;
    }
  g_assert_cmpint (n, >=, 35);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/validate/clean/base", test_clean_base);
  g_test_add_func ("/cli/validate/lake-across-path", test_lake_across_path);
  g_test_add_func ("/cli/validate/clean/file", test_clean_file);
  g_test_add_func ("/cli/validate/errors/text", test_errors_text);
  g_test_add_func ("/cli/validate/warnings-only", test_warnings_only);
  g_test_add_func ("/cli/validate/summary-after-list", test_summary_after_list_on_one_pipe);
  g_test_add_func ("/cli/validate/saved-base-game", test_saved_base_game);
  g_test_add_func ("/cli/validate/malformed-first-error", test_malformed_first_error);
  g_test_add_func ("/cli/validate/refused-value-one-line", test_refused_value_one_line);
  g_test_add_func ("/cli/validate/duplicate-ids-named", test_duplicate_ids_named);
  g_test_add_func ("/cli/validate/where-one-line", test_where_one_line);
  g_test_add_func ("/cli/validate/json/errors", test_json);
  g_test_add_func ("/cli/validate/json/clean", test_json_clean);
  g_test_add_func ("/cli/validate/json/escapes", test_json_escapes);
  g_test_add_func ("/cli/validate/io-error", test_io_error);
  g_test_add_func ("/cli/validate/stdout-full", test_stdout_full);
  g_test_add_func ("/cli/validate/usage", test_usage);
  g_test_add_func ("/cli/validate/help", test_help);
  g_test_add_func ("/cli/validate/corpus", test_corpus);
  g_test_add_func ("/cli/validate/order", test_order);

  return g_test_run ();
}
