/* The rules notes' Markdown as the Rules Notes window reads it (no display):
 * headings, table rows, inline code and emphasis, a construct the parser
 * does not know kept as written; the language a desktop reads them in; and
 * the English, German and Italian notes kept in step — the same sections,
 * the same number of questions in each, the same test paths in the same
 * order — so that an edit to the English notes that forgets the
 * translations fails here. */

#include "config.h"

#include <string.h>

#include "wm-rules-notes-parser.h"

static WmNotesBlock *
block (GPtrArray *blocks, guint i)
{
  g_assert_cmpuint (i, <, blocks->len);
  return blocks->pdata[i];
}

static void
test_headings (void)
{
  g_autoptr (GPtrArray) blocks = wm_rules_notes_parse ("# Rules notes\n"
                                                       "\n"
                                                       "## Order within a turn ##\n"
                                                       "###### Six\n"
                                                       "####### seven is no heading\n"
                                                       "#hashtag\n"
                                                       "### C#\n");

  g_assert_cmpuint (blocks->len, ==, 5);
  g_assert_cmpint (block (blocks, 0)->kind, ==, WM_NOTES_HEADING);
  g_assert_cmpint (block (blocks, 0)->level, ==, 1);
  g_assert_cmpstr (block (blocks, 0)->text, ==, "Rules notes");
  g_assert_cmpint (block (blocks, 1)->level, ==, 2);
  g_assert_cmpstr (block (blocks, 1)->text, ==, "Order within a turn");
  g_assert_cmpint (block (blocks, 1)->line, ==, 3);
  g_assert_cmpint (block (blocks, 2)->level, ==, 6);
  g_assert_cmpstr (block (blocks, 2)->text, ==, "Six");
  /* Seven "#" and a "#" without a space make a paragraph. */
  g_assert_cmpint (block (blocks, 3)->kind, ==, WM_NOTES_PARAGRAPH);
  g_assert_cmpstr (block (blocks, 3)->text, ==, "####### seven is no heading #hashtag");
  g_assert_cmpstr (block (blocks, 4)->text, ==, "C#");
}

static void
test_table_rows (void)
{
  g_autoptr (GPtrArray) blocks
      = wm_rules_notes_parse ("Intro line one\n"
                              "and two.\n"
                              "\n"
                              "| question | decision | test |\n"
                              "| --- | :---: | ---: |\n"
                              "| A *pipe* in `a|b`? | Kept \\| escaped | `/rules/x`, `/rules/y` |\n"
                              "|  spaced  |  out  |  —  |\n"
                              "After the table.\n");

  g_assert_cmpuint (blocks->len, ==, 5);
  g_assert_cmpint (block (blocks, 0)->kind, ==, WM_NOTES_PARAGRAPH);
  g_assert_cmpstr (block (blocks, 0)->text, ==, "Intro line one and two.");
  g_assert_cmpint (block (blocks, 1)->kind, ==, WM_NOTES_TABLE);
  g_assert_cmpstrv (block (blocks, 1)->cells,
                    ((const char *[]) { "question", "decision", "test", NULL }));
  g_assert_cmpint (block (blocks, 2)->kind, ==, WM_NOTES_ROW);
  g_assert_cmpint (block (blocks, 2)->line, ==, 6);
  g_assert_cmpstrv (block (blocks, 2)->cells,
                    ((const char *[]) { "A *pipe* in `a|b`?", "Kept \\| escaped",
                                        "`/rules/x`, `/rules/y`", NULL }));
  g_assert_cmpstrv (block (blocks, 3)->cells, ((const char *[]) { "spaced", "out", "—", NULL }));
  /* A line without a pipe ends the table. */
  g_assert_cmpint (block (blocks, 4)->kind, ==, WM_NOTES_PARAGRAPH);
  g_assert_cmpstr (block (blocks, 4)->text, ==, "After the table.");
}

static void
test_inline (void)
{
  const char *text = "Bids (`b = 1`, `a<b & c`) *is* **never** *Open Log* \\*not\\* 2 * 3 *open";
  g_autofree char *markup = wm_rules_notes_markup (text);
  g_autofree char *plain = wm_rules_notes_plain (text);
  g_autoptr (GPtrArray) codes = wm_rules_notes_code_spans (text);
  g_autofree char *nested = wm_rules_notes_markup ("*see `x*y`* and ``a ` b``");

  g_assert_cmpstr (markup, ==,
                   "Bids (<tt>b = 1</tt>, <tt>a&lt;b &amp; c</tt>) <i>is</i> <b>never</b> "
                   "<i>Open Log</i> *not* 2 * 3 *open");
  g_assert_cmpstr (plain, ==, "Bids (b = 1, a<b & c) is never Open Log *not* 2 * 3 *open");
  g_assert_cmpuint (codes->len, ==, 2);
  g_assert_cmpstr (codes->pdata[0], ==, "b = 1");
  g_assert_cmpstr (codes->pdata[1], ==, "a<b & c");
  g_assert_cmpstr (nested, ==, "<i>see <tt>x*y</tt></i> and <tt>a ` b</tt>");
}

/* Whether every word of @markdown's lines is in one of @blocks' texts or
 * cells: nothing the file says is lost on the way. */
static void
assert_nothing_lost (const char *markdown, GPtrArray *blocks)
{
  g_autoptr (GString) kept = g_string_new (NULL);
  g_auto (GStrv) words = g_regex_split_simple ("[\\s|]+", markdown, 0, 0);

  for (guint i = 0; i < blocks->len; i++)
    {
      WmNotesBlock *b = blocks->pdata[i];
      g_string_append_printf (kept, " %s ", b->text != NULL ? b->text : "");
      for (guint c = 0; b->cells != NULL && b->cells[c] != NULL; c++)
        g_string_append_printf (kept, " %s ", b->cells[c]);
    }
  for (guint i = 0; words[i] != NULL; i++)
    {
      /* The markers of headings and table separators are the structure. */
      if (words[i][0] == '\0' || strspn (words[i], "#") == strlen (words[i])
          || strspn (words[i], "-:") == strlen (words[i]))
        continue;
      if (strstr (kept->str, words[i]) == NULL)
        g_error ("“%s” was lost", words[i]);
    }
}

static void
test_unknown_kept (void)
{
  const char *markdown = "## Lists\n"
                         "\n"
                         "A paragraph\n"
                         "- item one with [a link](https://example.org)\n"
                         "- item *two*\n"
                         "\n"
                         "> a quote\n"
                         "\n"
                         "```\n"
                         "| not | a | table |\n"
                         "\n"
                         "# not a heading\n"
                         "```\n"
                         "| no separator | so no table |\n"
                         "\n"
                         "1. first\n"
                         "---\n";
  g_autoptr (GPtrArray) blocks = wm_rules_notes_parse (markdown);
  g_autofree char *link = wm_rules_notes_markup ("see [a link](https://example.org)");

  g_assert_cmpuint (blocks->len, ==, 7);
  g_assert_cmpstr (block (blocks, 1)->text, ==, "A paragraph");
  g_assert_cmpint (block (blocks, 2)->kind, ==, WM_NOTES_PLAIN);
  g_assert_cmpstr (block (blocks, 2)->text, ==,
                   "- item one with [a link](https://example.org)\n- item *two*");
  g_assert_cmpint (block (blocks, 3)->kind, ==, WM_NOTES_PLAIN);
  g_assert_cmpstr (block (blocks, 3)->text, ==, "> a quote");
  /* A fenced block, blank line and heading inside, whole. */
  g_assert_cmpint (block (blocks, 4)->kind, ==, WM_NOTES_PLAIN);
  g_assert_cmpstr (block (blocks, 4)->text, ==,
                   "```\n| not | a | table |\n\n# not a heading\n```");
  g_assert_cmpint (block (blocks, 5)->kind, ==, WM_NOTES_PARAGRAPH);
  g_assert_cmpstr (block (blocks, 5)->text, ==, "| no separator | so no table |");
  g_assert_cmpint (block (blocks, 6)->kind, ==, WM_NOTES_PLAIN);
  g_assert_cmpstr (block (blocks, 6)->text, ==, "1. first\n---");
  /* An inline construct it does not know is its characters. */
  g_assert_cmpstr (link, ==, "see [a link](https://example.org)");
  assert_nothing_lost (markdown, blocks);
}

static void
test_pick_language (void)
{
  const char *const available[] = { "en", "de", "it", NULL };
  const struct
  {
    const char *names[6];
    const char *expected;
  } cases[] = {
    { { "de_DE.UTF-8", "de_DE", "de.UTF-8", "de", "C", NULL }, "de" },
    { { "it", "C", NULL }, "it" },
    { { "de_AT", "de", "C", NULL }, "de" },
    /* French has no notes; the next language the desktop lists has. */
    { { "fr_FR", "fr", "it", "C", NULL }, "it" },
    { { "fr", "C", NULL }, "en" },
    { { "C.UTF-8", "C", NULL }, "en" },
    /* English before German: English. */
    { { "en_GB", "en", "de", "C", NULL }, "en" },
    { { NULL }, "en" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (wm_rules_notes_pick_language (cases[i].names, available), ==,
                     cases[i].expected);
}

/* ---- The translations in step ----------------------------------------------- */

static char *
read_notes (const char *name)
{
  const char *root = g_getenv ("WM_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  /* Meson's test environment names the source folder. */
  g_assert_nonnull (root);
  path = g_build_filename (root, "resources", name, NULL);
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  return text;
}

/* What must not differ between the languages, one line for each block:
 * a heading's level, a table's columns, a row's test paths (its last
 * cell's `code` and the tests/….c files it names), "paragraph". */
static GPtrArray *
skeleton (const char *name, GArray *lines)
{
  g_autofree char *markdown = read_notes (name);
  g_autoptr (GPtrArray) blocks = wm_rules_notes_parse (markdown);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GRegex) file = g_regex_new ("tests/[\\w/.-]+\\.c", 0, 0, NULL);

  assert_nothing_lost (markdown, blocks);
  for (guint i = 0; i < blocks->len; i++)
    {
      WmNotesBlock *b = blocks->pdata[i];
      g_autoptr (GString) line = g_string_new (NULL);

      if (b->kind == WM_NOTES_HEADING)
        g_string_printf (line, "heading of level %d", b->level);
      else if (b->kind == WM_NOTES_TABLE)
        g_string_printf (line, "table of %u columns", g_strv_length (b->cells));
      else if (b->kind == WM_NOTES_ROW)
        {
          const char *last = b->cells[MAX (g_strv_length (b->cells), 1) - 1];
          g_autoptr (GPtrArray) codes = wm_rules_notes_code_spans (last);
          g_autofree char *plain = wm_rules_notes_plain (last);
          g_autoptr (GMatchInfo) match = NULL;

          g_string_printf (line, "row of %u cells, tests", g_strv_length (b->cells));
          for (guint c = 0; c < codes->len; c++)
            g_string_append_printf (line, " `%s`", (char *) codes->pdata[c]);
          for (g_regex_match (file, plain, 0, &match); g_match_info_matches (match);
               g_match_info_next (match, NULL))
            {
              g_autofree char *path = g_match_info_fetch (match, 0);
              g_string_append_printf (line, " %s", path);
            }
        }
      else
        g_string_assign (line, b->kind == WM_NOTES_PARAGRAPH ? "paragraph" : "plain text");
      g_ptr_array_add (out, g_string_free (g_steal_pointer (&line), FALSE));
      g_array_append_val (lines, b->line);
    }
  return out;
}

static void
test_translations_in_step (gconstpointer data)
{
  const char *name = data;
  g_autoptr (GArray) english_lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GPtrArray) english = skeleton ("rules-notes.md", english_lines);
  g_autoptr (GPtrArray) translated = skeleton (name, lines);
  g_autofree char *english_text = read_notes ("rules-notes.md");
  g_autofree char *translated_text = read_notes (name);

  /* A copy of the English notes is no translation. */
  g_assert_cmpstr (english_text, !=, translated_text);
  for (guint i = 0; i < MIN (english->len, translated->len); i++)
    if (g_strcmp0 (english->pdata[i], translated->pdata[i]) != 0)
      {
        g_test_fail_printf ("%s:%d has %s where rules-notes.md:%d has %s", name,
                            g_array_index (lines, int, i), (char *) translated->pdata[i],
                            g_array_index (english_lines, int, i), (char *) english->pdata[i]);
        return;
      }
  if (english->len != translated->len)
    g_test_fail_printf ("%s has %u blocks, rules-notes.md %u", name, translated->len,
                        english->len);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules-notes/parse/headings", test_headings);
  g_test_add_func ("/rules-notes/parse/table-rows", test_table_rows);
  g_test_add_func ("/rules-notes/parse/inline", test_inline);
  g_test_add_func ("/rules-notes/parse/unknown-kept", test_unknown_kept);
  g_test_add_func ("/rules-notes/language/pick", test_pick_language);
  g_test_add_data_func ("/rules-notes/translations/de", "rules-notes.de.md",
                        test_translations_in_step);
  g_test_add_data_func ("/rules-notes/translations/it", "rules-notes.it.md",
                        test_translations_in_step);
  return g_test_run ();
}
