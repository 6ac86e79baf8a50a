/* What the command line says in words: a failed save as one sentence in the
 * language of the messages, a picture asked for in a kind render does not
 * draw, a print of a variant with errors (a draft with errors of meaning
 * too), and decks named as the designer
 * named them in the validator's messages. */

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

/* The base game's file with @from (its first occurrence) cut out, or
 * replaced by @to, saved as @name; NULL when @from is not there. */
static char *
base_variant_edited (const char *name, const char *from, const char *to)
{
  g_autofree char *base = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "treos-base.waymark", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) edited = NULL;
  char *path = tmp_path (name);
  const char *at;

  g_assert_true (g_file_get_contents (base, &text, NULL, &error));
  g_assert_no_error (error);
  at = strstr (text, from);
  g_assert_nonnull (at);
  edited = g_string_new_len (text, at - text);
  g_string_append (edited, to);
  g_string_append (edited, at + strlen (from));
  g_assert_true (g_file_set_contents (path, edited->str, -1, &error));
  g_assert_no_error (error);
  return path;
}

/* The variant with event E20 taken out of its deck: a deck-size warning. */
static char *
nineteen_events (void)
{
  g_autofree char *base = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "treos-base.waymark", NULL);
  g_autofree char *text = NULL;
  g_autofree char *card = NULL;
  const char *start, *end;

  g_assert_true (g_file_get_contents (base, &text, NULL, NULL));
  start = strstr (text, "    <card id=\"E20\">");
  g_assert_nonnull (start);
  end = strstr (start, "</card>\n");
  g_assert_nonnull (end);
  card = g_strndup (start, end + strlen ("</card>\n") - start);
  return base_variant_edited ("nineteen-events.waymark", card, "");
}

/* A folder that exists but takes no new files (/proc) is named as
 * such, with the real reason, not through the hidden temporary file a
 * save starts with; in
 * German the whole sentence is German. */
static void
test_save_folder_refuses (void)
{
  g_auto (Run) en = { 0 };
  g_auto (Run) de = { 0 };
  g_auto (GStrv) german = cli_environ ("de", "de_DE.UTF-8");

  if (!need_cli ())
    return;
  if (!g_file_test ("/proc/self", G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no /proc");
      return;
    }
  RUN (&en, "format", "base", "-o", "/proc/x.waymark");
  g_assert_cmpint (en.status, ==, 2);
  /* The system says "no such file" for the file it makes no room for;
   * that the file is missing would be the wrong reason (review 7). */
  assert_contains (en.err, "/proc/x.waymark: error: Could not save “/proc/x.waymark”: "
                           "the system makes no new files in the folder “/proc” (as in /proc, "
                           "whose files are the kernel's) [io-write]\n");
  g_assert_null (strstr (en.err, "No such file"));
  g_assert_null (strstr (en.err, "temporary"));

  run_cli_env (&de, german, (const char *[]) { "format", "base", "-o", "/proc/x.waymark",
                                               NULL });
  g_assert_cmpint (de.status, ==, 2);
  assert_contains (de.err, "das System legt im Ordner „/proc“ keine neuen Dateien an");
}

/* A device that refuses the bytes: the step is said in the sentence's
 * language ("das Schreiben schlug fehl"), not spliced in as "write". */
static void
test_save_write_fails_translated (void)
{
  static const char *const cases[][3] = {
    { "de", "de_DE.UTF-8", "„/dev/full“ konnte nicht gespeichert werden: das Schreiben schlug "
                           "fehl: " },
    { "it", "it_IT.UTF-8", "Impossibile salvare «/dev/full»: la scrittura non è riuscita: " },
    { "en", "C.UTF-8", "Could not save “/dev/full”: writing failed: " },
  };

  if (!need_cli ())
    return;
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      g_auto (GStrv) envp = cli_environ (cases[i][0], cases[i][1]);

      run_cli_env (&run, envp, (const char *[]) { "format", "base", "-o", "/dev/full", NULL });
      g_assert_cmpint (run.status, ==, 2);
      assert_contains (run.err, cases[i][2]);
      g_assert_true (g_str_has_prefix (run.err, "/dev/full: error: "));
      g_assert_true (g_str_has_suffix (run.err, " [io-write]\n"));
    }
}

/* render takes the picture's kind from the name: a .jpg is a problem of
 * the file named, said as every file problem is, exit 2. */
static void
test_render_picture_kind (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *out = tmp_path ("x.jpg");
  g_autofree char *expected = g_strdup_printf (
      "%s: error: only .png or .svg pictures are drawn: the extension of the name says which "
      "[io-write]\n",
      out);

  if (!need_cli ())
    return;
  RUN (&run, "render", "base", "--card", "A01", "--out", out);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* print makes the PDF of a variant with validator errors, exit 0, with a
 * warning that says how many and where to read them; none for a variant
 * without errors. */
static void
test_print_warns_of_errors (void)
{
  g_autofree char *broken = NULL;
  g_autofree char *pdf = tmp_path ("broken.pdf");
  g_autofree char *warning = NULL;
  g_auto (Run) validate = { 0 };
  g_auto (Run) print = { 0 };
  g_auto (Run) clean = { 0 };

  if (!need_cli ())
    return;
  /* R02 bids like R01: an error of the validator, not of the loader */
  broken = base_variant_edited ("same-bid.waymark", "id=\"R02\" bid=\"72\"", "id=\"R02\" bid=\"57\"");
  RUN (&validate, "validate", broken);
  g_assert_cmpint (validate.status, ==, 1);

  RUN (&print, "print", broken, "--decks", "events", "--out", pdf);
  g_assert_cmpint (print.status, ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  warning = g_strdup_printf ("%s: warning: the variant has 1 error (waymark-cli validate %s) "
                             "[print-variant-errors]\n",
                             broken, broken);
  assert_contains (print.err, warning);

  RUN (&clean, "print", "base", "--decks", "events", "--out", pdf);
  g_assert_cmpint (clean.status, ==, 0);
  g_assert_null (strstr (clean.err, "the variant has"));
}

/* A draft the app opens and prints (an unknown town in a quest, an
 * effect's count out of its range: errors of meaning, not of form) is
 * printed, drawn and exported by the command line too, with the warning
 * print gives any variant with errors (review j, 1); a file the app
 * cannot open either is still refused. */
static void
test_draft_prints (void)
{
  g_autofree char *town = base_variant_edited ("bad-town.waymark", "<target town=\"harrowdale\"/>",
                                               "<target town=\"harrowdal\"/>");
  g_autofree char *count = base_variant_edited ("bad-count.waymark",
                                                "via=\"card\" count=\"1\"", "via=\"card\" count=\"7\"");
  g_autofree char *broken = base_variant_edited ("not-xml.waymark", "</variant>", "</varian>");
  g_autofree char *pdf = tmp_path ("draft.pdf");
  g_autofree char *png = tmp_path ("draft.png");
  g_autofree char *csv = tmp_path ("draft.csv");
  const char *const drafts[] = { town, count };

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
    {
      g_auto (Run) validate = { 0 };
      g_auto (Run) print = { 0 };
      g_auto (Run) render = { 0 };
      g_auto (Run) export = { 0 };
      g_autofree char *warning = g_strdup_printf (
          "%s: warning: the variant has 1 error (waymark-cli validate %s) [print-variant-errors]\n",
          drafts[i], drafts[i]);

      RUN (&validate, "validate", drafts[i]);
      g_assert_cmpint (validate.status, ==, 1);
      g_remove (pdf);
      RUN (&print, "print", drafts[i], "--card-ids", "A01,red", "--out", pdf);
      g_assert_cmpint (print.status, ==, 0);
      g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
      assert_contains (print.err, warning);
      RUN (&render, "render", drafts[i], "--card", i == 0 ? "A01" : "red", "--out", png);
      g_assert_cmpint (render.status, ==, 0);
      assert_contains (render.err, warning);
      RUN (&export, "csv", drafts[i], "--deck", "quests-r1", "-o", csv);
      g_assert_cmpint (export.status, ==, 0);
      assert_contains (export.err, warning);
    }

  {
    g_auto (Run) print = { 0 };
    g_remove (pdf);
    RUN (&print, "print", broken, "--out", pdf);
    g_assert_cmpint (print.status, ==, 1);
    g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
    g_assert_null (strstr (print.err, "[print-variant-errors]"));
  }
}

/* The validator names a deck by its name in the language of the messages,
 * as the Decks page shows it; its id stays in the parenthesis of where,
 * whose words are the Validation page's, in that language too. */
static void
test_validate_deck_names (void)
{
  g_autofree char *path = nineteen_events ();
  g_auto (Run) en = { 0 };
  g_auto (Run) de = { 0 };
  g_auto (GStrv) german = cli_environ ("de", "de_DE.UTF-8");

  if (!need_cli ())
    return;
  RUN (&en, "validate", path);
  assert_contains (en.out, "warning: deck “Events” has 19 events; the rulebook has 20; if the "
                           "variant means 19, say so under “Deck sizes” on the Rules page "
                           "[deck-size] (in deck events)");
  run_cli_env (&de, german, (const char *[]) { "validate", path, NULL });
  assert_contains (de.out, "„Ereignisse“");
  assert_contains (de.out, "(Stelle: Stapel events)");
  g_assert_null (strstr (de.out, "„events“"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/texts/save-folder-refuses", test_save_folder_refuses);
  g_test_add_func ("/cli/texts/save-write-translated", test_save_write_fails_translated);
  g_test_add_func ("/cli/texts/render-picture-kind", test_render_picture_kind);
  g_test_add_func ("/cli/texts/print-warns-of-errors", test_print_warns_of_errors);
  g_test_add_func ("/cli/texts/validate-deck-names", test_validate_deck_names);
  g_test_add_func ("/cli/texts/draft-prints", test_draft_prints);
  return g_test_run ();
}
