/* waymark-cli print and render, checked from outside: pdfinfo for pages
 * and paper, pdftotext for the texts of each language, the PNG's pixels.
 * The poppler checks skip when pdfinfo or pdftotext are not installed. */

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-test-tmp.h"
#include "wm-variant-io.h"

static char *tmpdir;

/* Runs the CLI with @args; its standard output in @out and, when @err is
 * not NULL, its standard error in @err. */
static int
run_args (char **out, char **err, va_list ap)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *stderr_text = NULL;
  const char *cli = g_getenv ("WM_CLI");
  const char *a;
  int status = -1;

  g_assert_nonnull (cli);
  /* Callers reuse one @out for several runs; free the previous output. */
  g_clear_pointer (out, g_free);
  g_ptr_array_add (args, (char *)cli);
  while ((a = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *)a);
  g_ptr_array_add (args, NULL);
  g_spawn_sync (NULL, (char **)args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, &stderr_text,
                &status, &error);
  g_assert_no_error (error);
  if (stderr_text && *stderr_text)
    g_test_message ("stderr: %s", stderr_text);
  if (err != NULL)
    {
      g_free (*err);
      *err = g_steal_pointer (&stderr_text);
    }
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static int
run_err (char **out, char **err, ...)
{
  va_list ap;
  int status;

  va_start (ap, err);
  status = run_args (out, err, ap);
  va_end (ap);
  return status;
}

#define run(out, ...) run_err (out, NULL, __VA_ARGS__)

static char *
tool_output (const char *tool, const char *pdf)
{
  char *argv[] = { (char *)tool, (char *)pdf, (char *)"-", NULL };
  char *out = NULL;
  int status;

  if (strcmp (tool, "pdfinfo") == 0)
    argv[2] = NULL;
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static gboolean
have_poppler (void)
{
  g_autofree char *info = g_find_program_in_path ("pdfinfo");
  g_autofree char *text = g_find_program_in_path ("pdftotext");

  if (info == NULL || text == NULL)
    {
      g_test_skip ("pdfinfo/pdftotext (poppler-utils) not installed");
      return FALSE;
    }
  return TRUE;
}

static int
pdf_pages (const char *info)
{
  const char *p = strstr (info, "Pages:");
  g_assert_nonnull (p);
  return atoi (p + 6);
}

static void
test_print_pages_and_paper (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "cards.pdf", NULL);
  g_autofree char *out = NULL, *info = NULL;

  if (!have_poppler ())
    return;
  /* 20 events + 12 quests, with bleed and crop marks: 6 to a page on A4
   * (review l, m2: 4), backs behind fronts */
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events,quests-r1", "--bleed", "3mm",
                        "--crop-marks", "--duplex", "--out", pdf, NULL),
                   ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 2 + 2 * 6); /* the contents page's reverse blank */
  g_assert_nonnull (strstr (info, "595.276 x 841.89 pts (A4)"));
  g_clear_pointer (&info, g_free);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (run (&out, "print", "base", "--map", "--sheets", "fit", "--paper", "letter",
                        "--out", pdf, NULL),
                   ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 8);
  g_assert_nonnull (strstr (info, "612 x 792 pts (letter)"));
}

/* Review 11's R11-1, on the PDF itself: printed duplex as a whole, every
 * page of backs is an even page right after its fronts, fronts and map
 * sheets are odd pages; the contents page says so. */
static void
test_print_duplex_pages (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "duplex.pdf", NULL);
  g_autofree char *out = NULL, *text = NULL;
  g_auto (GStrv) pages = NULL;
  int n_backs = 0;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--duplex", "--paper", "letter", "--out", pdf,
                        NULL),
                   ==, 0);
  text = tool_output ("pdftotext", pdf);
  pages = g_strsplit (text, "\f", -1); /* pdftotext ends every page with a form feed */
  g_assert_nonnull (strstr (pages[0], "Duplex: long-edge, backs on"));
  g_assert_nonnull (strstr (pages[0], "Cards: 184 on pages 3–"));
  g_assert_nonnull (strstr (pages[1], "left blank"));
  g_assert_nonnull (strstr (pages[0], "Blank pages keep"));
  for (int i = 0; pages[i] && pages[i + 1]; i++)
    if (strstr (pages[i], "card backs") != NULL)
      {
        g_assert_cmpint ((i + 1) % 2, ==, 0);
        g_assert_nonnull (strstr (pages[i - 1], "card fronts"));
        n_backs++;
      }
    else if (strstr (pages[i], "card fronts") != NULL || strstr (pages[i], "map r") != NULL)
      g_assert_cmpint ((i + 1) % 2, ==, 1);
  g_assert_cmpint (n_backs, >=, 21);

  /* R11-10: turned on the short edge, as the contents page and the backs'
   * captions say; --short-edge means nothing without --duplex */
  g_clear_pointer (&text, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--cards", "--duplex", "--short-edge", "--out", pdf,
                        NULL),
                   ==, 0);
  text = tool_output ("pdftotext", pdf);
  g_assert_nonnull (strstr (text, "Duplex: short-edge"));
  g_assert_nonnull (strstr (text, "flip on the short edge"));
  g_assert_null (strstr (text, "long edge"));
  /* no map sheets: only the contents page has a blank reverse */
  g_assert_nonnull (strstr (text, "A blank page keeps"));
  g_assert_cmpint (run (&out, "print", "base", "--short-edge", "--out", pdf, NULL), ==, 2);
  g_assert_cmpint (run (&out, "print", "base", "--light-backs", "--out", pdf, NULL), ==, 2);
  g_assert_cmpint (run (&out, "print", "base", "--cards", "--duplex", "--light-backs", "--out", pdf,
                        NULL),
                   ==, 0);
}

/* The font size (pt) pdftotext -bbox gives @word in @pdf (its first
 * after the contents page), from its box's height (DejaVu's ascent and
 * descent: 1.164 of the size); 0 if absent. */
static double
word_pt (const char *pdf, const char *word)
{
  char *argv[] = { (char *)"pdftotext", (char *)"-f", (char *)"2", (char *)"-bbox", (char *)pdf,
                   (char *)"-", NULL };
  g_autofree char *out = NULL, *tag = g_strdup_printf ("\">%s</word>", word);
  const char *at, *line;
  double y0, y1;
  int status;

  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  if ((at = strstr (out, tag)) == NULL)
    return 0;
  for (line = at; line > out && line[-1] != '\n'; line--)
    ;
  y0 = g_ascii_strtod (strstr (line, "yMin=\"") + 6, NULL);
  y1 = g_ascii_strtod (strstr (line, "yMax=\"") + 6, NULL);
  return (y1 - y0) / 1.164;
}

/* Review 11's R11-4: the card id in the footer, read to pick cards for a
 * reprint, is at least 6 pt (it was 5.4), and so is a short deck name. */
static void
test_print_footer_size (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "footer.pdf", NULL);
  g_autofree char *out = NULL;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--card-ids", "A01,E01", "--out", pdf, NULL), ==,
                   0);
  g_assert_cmpfloat (word_pt (pdf, "A01"), >=, 6.0);
  g_assert_cmpfloat (word_pt (pdf, "E01"), >=, 6.0);
  g_assert_cmpfloat (word_pt (pdf, "Events"), >=, 5.95);
}

/* Review 11's R11-9: options one another make meaningless are refused,
 * exit 2, naming both, and nothing is written; not when they go together. */
static void
test_print_conflicting_options (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "conflict.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_err (&out, &err, "print", "base", "--check-text", "--out", pdf, NULL), ==,
                   2);
  g_assert_nonnull (strstr (err, "--check-text and --out cannot be combined"));
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--sheets", "fit", "--unit-mm=30", "--out",
                            pdf, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "--sheets fit and --unit-mm cannot be combined"));
  /* in either case, as --paper and --side: FIT is fit (it was refused) */
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--sheets", "FIT", "--paper", "Letter",
                            "--unit-mm=30", "--out", pdf, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "--sheets fit and --unit-mm cannot be combined"));
  /* typed, even at its default */
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--unit-mm", "20", "--sheets", "fit",
                            "--out", pdf, NULL),
                   ==, 2);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run (&out, "print", "base", "--map", "--unit-mm", "30", "--out", pdf, NULL), ==,
                   0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
test_print_languages (void)
{
  static const char *const langs[][3] = {
    { "en", "Beeswax", "Quests of Calder and Elmswick" },
    { "de", "Bienenwachs", "Aufträge aus Kalder und Ulmenwik" },
    { "it", "Cera d’api", "Missioni di Caldero e Olmovico" },
  };

  if (!have_poppler ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *pdf = g_strdup_printf ("%s/lang-%s.pdf", tmpdir, langs[i][0]);
      g_autofree char *out = NULL, *text = NULL;

      g_assert_cmpint (run (&out, "print", "base", "--decks", "quests-r1", "--duplex", "--lang",
                            langs[i][0], "--out", pdf, NULL),
                       ==, 0);
      text = tool_output ("pdftotext", pdf);
      g_test_message ("%s: looking for “%s”", langs[i][0], langs[i][1]);
      g_assert_nonnull (strstr (text, langs[i][1]));
      g_assert_nonnull (strstr (text, langs[i][2]));
      /* and not the other languages' names */
      for (guint j = 0; j < G_N_ELEMENTS (langs); j++)
        if (j != i)
          g_assert_null (strstr (text, langs[j][1]));
    }
}

/* What the sheets say follows --lang through the gettext catalogues, not
 * the locale: a catalogue of two messages in a folder of its own
 * (WM_LOCALEDIR, as for an uninstalled build) turns the contents page's
 * heading and a fitted sheet's scale bar into German. */
static void
test_print_sheet_language (void)
{
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  g_autofree char *po = g_build_filename (tmpdir, "de.po", NULL);
  g_autofree char *dir = g_build_filename (tmpdir, "locale", "de", "LC_MESSAGES", NULL);
  g_autofree char *mo = g_build_filename (dir, "waymark.mo", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "sheets-de.pdf", NULL);
  g_autofree char *localedir = g_build_filename (tmpdir, "locale", NULL);
  g_autofree char *out = NULL, *text = NULL, *en_text = NULL;
  const char *catalogue = "msgid \"\"\n"
                          "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                          "msgid \"How to print\"\nmsgstr \"So wird gedruckt\"\n\n"
                          "msgid \"%g cm  (1 unit = %g mm)\"\n"
                          "msgstr \"%g cm  (1 Einheit = %g mm)\"\n";
  char *argv[] = { msgfmt, "-o", mo, po, NULL };
  int status;

  if (!have_poppler ())
    return;
  if (msgfmt == NULL)
    {
      g_test_skip ("msgfmt (gettext) not installed");
      return;
    }
  g_assert_true (g_file_set_contents (po, catalogue, -1, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (
      g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_setenv ("WM_LOCALEDIR", localedir, TRUE);
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events", "--map", "--sheets", "fit",
                        "--lang", "de", "--out", pdf, NULL),
                   ==, 0);
  text = tool_output ("pdftotext", pdf);
  g_assert_nonnull (strstr (text, "So wird gedruckt"));
  g_assert_null (strstr (text, "How to print"));
  g_assert_nonnull (strstr (text, "(1 Einheit = "));
  /* a message the catalogue leaves out stays English */
  g_assert_nonnull (strstr (text, "Print-and-play sheets"));

  /* English needs no catalogue */
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events", "--map", "--sheets", "fit",
                        "--lang", "en", "--out", pdf, NULL),
                   ==, 0);
  en_text = tool_output ("pdftotext", pdf);
  g_assert_nonnull (strstr (en_text, "How to print"));
  g_assert_nonnull (strstr (en_text, "cm (1 unit = "));
  g_unsetenv ("WM_LOCALEDIR");
}

/* Run from the build folder, without WM_LOCALEDIR, the CLI finds the
 * catalogues compiled there: the contents page of a German print is German
 * before anything is installed. */
static void
test_print_build_catalogue (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "contents-de.pdf", NULL);
  g_autofree char *out = NULL, *text = NULL;

  if (!have_poppler ())
    return;
  g_unsetenv ("WM_LOCALEDIR");
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events", "--lang", "de", "--out", pdf,
                        NULL),
                   ==, 0);
  text = tool_output ("pdftotext", pdf);
  g_assert_null (strstr (text, "How to print"));
  g_assert_null (strstr (text, "Print-and-play sheets"));
}

/* A map sheet printed in German or Italian is so to its scale bar: the
 * 100 % check caption in the print language, and its decimals with a
 * comma (16,1 mm), whatever the locale the command runs in (C here). */
static void
test_print_sheet_numbers (void)
{
  g_autofree char *tiled = g_build_filename (tmpdir, "tiled-de.pdf", NULL);
  g_autofree char *fitted = g_build_filename (tmpdir, "fitted-it.pdf", NULL);
  g_autofree char *out = NULL, *tiled_text = NULL, *fitted_text = NULL;

  if (!have_poppler ())
    return;
  g_unsetenv ("WM_LOCALEDIR");
  g_assert_cmpint (run (&out, "print", "base", "--map", "--lang", "de", "--out", tiled, NULL), ==,
                   0);
  tiled_text = tool_output ("pdftotext", tiled);
  g_assert_nonnull (strstr (tiled_text, "50 mm bei 100 %"));
  g_assert_null (strstr (tiled_text, "50 mm at 100 %"));

  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--map", "--sheets", "fit", "--lang", "it", "--out",
                        fitted, NULL),
                   ==, 0);
  fitted_text = tool_output ("pdftotext", fitted);
  g_assert_nonnull (strstr (fitted_text, "16,1 mm"));
  g_assert_null (strstr (fitted_text, "16.1"));
}

/* `print @path --decks @deck --lang @lang` writes @pdf (exit 0) and says on
 * stderr exactly "@path:@line: warning: @said", or nothing when @said is
 * NULL. */
static void
expect_print_warning (const char *path, const char *deck, const char *lang, const char *pdf,
                      int line, const char *said)
{
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;

  g_assert_cmpint (run_err (&out, &err, "print", path, "--decks", deck, "--lang", lang, "--out",
                            pdf, NULL),
                   ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  if (said != NULL)
    expected = g_strdup_printf ("%s:%d: warning: %s\n", path, line, said);
  g_assert_cmpstr (err, ==, said ? expected : "");
}

static void
test_check_text (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "long.pdf", NULL);
  g_autofree char *out = NULL;
  GString *longer = g_string_new (NULL);
  WmCard *card;

  g_assert_cmpint (run (&out, "print", "base", "--check-text", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "all card texts and names fit"));
  g_clear_pointer (&out, g_free);

  card = wm_variant_find_card (v, "E01", NULL);
  for (int i = 0; i < 30; i++)
    g_string_append (longer,
                     "Heute darfst du den Spielplan verlassen und gegenüber wieder betreten. ");
  wm_text_set (&card->text, "de", longer->str);
  g_string_free (longer, TRUE);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--check-text", NULL), ==, 1);
  g_assert_nonnull (strstr (out, "card E01 (deck events) [de]"));
  g_assert_nonnull (strstr (out, "\n1 text or name is cut\n"));
  g_assert_null (strstr (out, "[en]"));
  g_assert_null (strstr (out, "[it]"));
  g_clear_pointer (&out, g_free);

  /* The print itself says so, found by the same layout, for the language
   * it prints: a warning per cut card, the PDF still written (exit 0). */
  expect_print_warning (path, "events", "de", pdf, card->line,
                        "card E01 (deck events) [de]: text overflows its box and is cut "
                        "[card-text-overflow]");
  expect_print_warning (path, "events", "en", pdf, card->line, NULL);
}

/* A name too long for its title band (review 9, R9-4) is listed by
 * --check-text, and print and render say they cut it; the PDF and the
 * picture are written all the same. */
static void
test_check_name (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long-name.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "long-name.pdf", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "long-name.png", NULL);
  g_autofree char *long_name = g_strnfill (5000, 'W');
  g_autofree char *out = NULL, *err = NULL;
  WmCard *card = wm_variant_find_card (v, "A01", NULL);

  wm_text_set (&card->name, "en", long_name);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--check-text", NULL), ==, 1);
  g_assert_nonnull (
      strstr (out, "card A01 (deck quests-r1) [en]: name overflows its title band: needs "));
  g_assert_nonnull (strstr (out, "\n1 text or name is cut\n"));
  g_assert_null (strstr (out, "[de]"));
  g_clear_pointer (&out, g_free);

  expect_print_warning (path, "quests-r1", "en", pdf, card->line,
                        "card A01 (deck quests-r1) [en]: name overflows its title band and is "
                        "cut [card-name-overflow]");

  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "A01", "--out", png, NULL), ==,
                   0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_nonnull (strstr (err, "the name of card “A01” in English does not fit its title band"));
  g_assert_nonnull (strstr (err, "[card-name-overflow]"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "A01", "--lang", "de", "--out",
                            png, NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
}

/* A deck's name too long for both its cards' footer and the plate on its
 * back: render of a front says the footer's cut and not the back's, of a
 * back the plate's and not the footer's — only what it drew. */
static void
test_render_warns_face_drawn (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long-deck.waymark", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "long-deck.png", NULL);
  g_autofree char *long_name = g_strnfill (400, 'M');
  g_autofree char *out = NULL, *err = NULL;
  WmDeck *deck = NULL;

  wm_variant_find_card (v, "E01", &deck);
  wm_text_set (&deck->name, "de", long_name);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "E01", "--lang", "de", "--out",
                            png, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "does not fit the footer of its cards"));
  g_assert_null (strstr (err, "plate"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "E01", "--back", "--lang", "de",
                            "--out", png, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "does not fit the plate on its back"));
  g_assert_null (strstr (err, "footer"));
}

/* render --card takes a character's id for its card, as print --card-ids
 * does (it said “no card”): the front warns of an ability text it cuts,
 * as print --check-text does, the back (its name only) of nothing; an id
 * that is neither a card's nor a character's is refused naming it. */
static void
test_render_character_card (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long-ability.waymark", NULL);
  g_autofree char *front = g_build_filename (tmpdir, "purple.png", NULL);
  g_autofree char *back = g_build_filename (tmpdir, "purple-back.png", NULL);
  g_autofree char *none = g_build_filename (tmpdir, "none.png", NULL);
  g_autofree char *long_text = g_strnfill (3000, 'W');
  g_autofree char *out = NULL, *err = NULL, *front_data = NULL, *back_data = NULL;
  gsize front_size = 0, back_size = 0;
  WmCharacter *purple = wm_variant_find_character (v, "purple");

  g_assert_nonnull (purple);
  g_assert_cmpint (run_err (&out, &err, "render", "base", "--card", "purple", "--out", front,
                            NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", "base", "--card", "purple", "--back", "--out",
                            back, NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_file_get_contents (front, &front_data, &front_size, NULL));
  g_assert_true (g_file_get_contents (back, &back_data, &back_size, NULL));
  g_assert_false (front_size == back_size && memcmp (front_data, back_data, front_size) == 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  wm_text_set (&purple->text, "en", long_text);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "purple", "--out", front, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "the ability text of character “purple” in English"));
  g_assert_nonnull (strstr (err, "[card-text-overflow]"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--card", "purple", "--back", "--out",
                            back, NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_err (&out, &err, "render", "base", "--card", "NOPE", "--out", none, NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli render: no card or character “NOPE”\n");
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
}

/* A town's name placed past the edge of its side: print --check-text
 * lists it (the base game's sheets all fit), render of that region's sheet
 * and of the board in that language warns of it and writes the picture,
 * in another language says nothing. */
static void
test_map_label_cut (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long-town.waymark", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "long-town.png", NULL);
  g_autofree char *long_name = g_strnfill (60, 'W');
  g_autofree char *out = NULL, *err = NULL, *board_said = NULL;
  WmRegion *r1 = wm_variant_find_region (v, "r1");
  const WmSpace *town = NULL;

  g_assert_cmpint (run (&out, "print", "base", "--check-text", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "all map labels fit (24 region sides checked)"));
  for (guint i = 0; i < r1->sides[0]->spaces->len && town == NULL; i++)
    {
      const WmSpace *sp = g_ptr_array_index (r1->sides[0]->spaces, i);
      if (sp->town != NULL)
        town = sp;
    }
  wm_text_set (&wm_variant_find_town (v, town->town)->name, "it", long_name);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--check-text", "--lang", "it", NULL), ==, 1);
  g_assert_nonnull (strstr (out, "on side A of region “The Riverlands” (r1) in Italian (“it”) runs "));
  g_assert_null (strstr (out, "all map labels fit"));

  g_assert_cmpint (run_err (&out, &err, "render", path, "--region", "r1", "--lang", "it", "--out",
                            png, NULL),
                   ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_nonnull (strstr (err, "[map-label-overflow]"));
  g_assert_nonnull (strstr (err, town->id));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--region", "r1", "--lang", "de", "--out",
                            png, NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");

  /* the board puts r1 in its top left cell: the name runs off its left
   * edge, and render --board says so as render --region does */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--board", "--lang", "it", "--out", png,
                            NULL),
                   ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_nonnull (strstr (err, "[map-label-overflow]"));
  board_said = g_strdup_printf ("of space %s on side A of region “The Riverlands” (r1) in "
                                "Italian (“it”) runs ",
                                town->id);
  g_assert_nonnull (strstr (err, board_said));
  g_assert_nonnull (strstr (err, "past the left edge of the board"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "render", path, "--board", "--lang", "de", "--out", png,
                            NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
}

static void
test_render_png (void)
{
  static const char *const what[][4] = {
    { "--region", "r2", "--side", "B" },
    { "--card", "C02", "--lang", "it" },
    { "--board", "--arrangement", "r4:A:90,r3:A:0,r2:B:180,r1:A:270", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (what); i++)
    {
      g_autofree char *png = g_strdup_printf ("%s/out-%u.png", tmpdir, i);
      g_autofree char *out = NULL;
      cairo_surface_t *surface;
      int w, h, stride, ink = 0;
      guint8 *data;

      if (what[i][3] == NULL)
        g_assert_cmpint (run (&out, "render", "base", what[i][0], what[i][1], what[i][2], "--out",
                              png, "--dpi", "30", NULL),
                         ==, 0);
      else
        g_assert_cmpint (run (&out, "render", "base", what[i][0], what[i][1], what[i][2],
                              what[i][3], "--out", png, "--dpi", "60", NULL),
                         ==, 0);
      surface = cairo_image_surface_create_from_png (png);
      g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
      w = cairo_image_surface_get_width (surface);
      h = cairo_image_surface_get_height (surface);
      g_assert_cmpint (w, >, 50);
      g_assert_cmpint (h, >, 50);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      /* the centre half of the picture is drawn on, not blank */
      for (int y = h / 4; y < 3 * h / 4; y++)
        for (int x = w / 4; x < 3 * w / 4; x++)
          {
            guint32 p = ((guint32 *)(data + y * stride))[x];
            ink += (p & 0xffffff) != 0xffffff;
          }
      g_assert_cmpint (ink, >, (w / 2) * (h / 2) / 2);
      cairo_surface_destroy (surface);
    }
}

/* The text of one page of @pdf. */
static char *
pdf_page_text (const char *pdf, int page)
{
  g_autofree char *number = g_strdup_printf ("%d", page);
  char *argv[] = { "pdftotext", "-f", number, "-l", number, (char *)pdf, "-", NULL };
  char *out = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* @text with its lines joined: pdftotext breaks lines where the page does. */
static char *
joined (char *text)
{
  g_strdelimit (text, "\n", ' ');
  return text;
}

static int
count_of (const char *text, const char *what)
{
  int n = 0;

  for (const char *p = strstr (text, what); p != NULL; p = strstr (p + 1, what))
    n++;
  return n;
}

/* Both castle slots of a printed side show the fort's weapon; the sheet
 * says the board decides which is the fort, in the print language, on
 * fitted sheets and on every tile of a true-size one. */
static void
test_print_fort_note (void)
{
  static const struct
  {
    const char *lang, *note;
  } langs[] = {
    { "en", "Both castle slots show Bow: the board decides which one is the fort, the other "
            "is an inn." },
    { "de", "Beide Burg-Wegpunkte zeigen Bogen: Der Spielplan entscheidet, welcher die Burg" },
    { "it", "Entrambe le caselle castello mostrano Arco: è il tabellone a decidere" },
  };
  g_autofree char *pdf = g_build_filename (tmpdir, "fort-note.pdf", NULL);

  if (!have_poppler ())
    return;
  g_unsetenv ("WM_LOCALEDIR"); /* the build's catalogues */
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    for (int fit = 0; fit < 2; fit++)
      {
        g_autofree char *out = NULL, *text = NULL;

        g_assert_cmpint (run (&out, "print", "base", "--map", "--sheets", fit ? "fit" : "true-size",
                              "--lang", langs[i].lang, "--out", pdf, NULL),
                         ==, 0);
        /* page 2: region r1 side A, alone or its first tile */
        text = joined (pdf_page_text (pdf, 2));
        g_test_message ("%s %s: %s", langs[i].lang, fit ? "fit" : "true size", text);
        g_assert_nonnull (strstr (text, langs[i].note));
      }
}

/* An SVG's width="…mm", height="…mm" and viewBox: the first two in
 * millimetres, the viewBox's width and height in user units. */
static void
svg_size (const char *svg, double *width, double *height, double *view_w, double *view_h)
{
  g_autofree char *text = NULL;
  g_autoptr (GMatchInfo) match = NULL;
  g_autoptr (GRegex) regex = g_regex_new (
      "<svg[^>]* width=\"([0-9.]+)mm\" height=\"([0-9.]+)mm\" viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"",
      0, 0, NULL);

  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_true (g_regex_match (regex, text, 0, &match));
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *number = g_match_info_fetch (match, i + 1);
      double *to[] = { width, height, view_w, view_h };
      *to[i] = g_ascii_strtod (number, NULL);
    }
}

/* An SVG is as large as the thing it shows, in millimetres, and its user
 * unit is the millimetre: a 63 × 88 mm card was 178.58 "mm" wide, a point
 * value labelled millimetres. */
static void
test_render_svg_size (void)
{
  static const struct
  {
    const char *args[4];
    double width, height;
  } cases[] = {
    { { "--card", "A01", NULL }, 63, 88 },
    { { "--card", "A01", "--back", NULL }, 63, 88 },
    /* a character's card by the character's id, as print --card-ids */
    { { "--card", "purple", NULL }, 63, 88 },
    { { "--card", "purple", "--back", "--light-backs" }, 63, 88 },
    /* 12 units of 20 mm, and the caption band of 2.1 units under the map
     * (title, scale bar, the line about the castle slots) */
    { { "--region", "r1", NULL }, 240, 282 },
    { { "--region", "r2", "--unit-mm", "10" }, 120, 141 },
    { { "--board", NULL }, 480, 480 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *svg = g_strdup_printf ("%s/size-%u.svg", tmpdir, i);
      g_autofree char *out = NULL;
      const char *const *a = cases[i].args;
      double w, h, vw, vh;

      g_assert_cmpint (run (&out, "render", "base", "--out", svg, a[0], a[1], a[2], a[3], NULL), ==,
                       0);
      svg_size (svg, &w, &h, &vw, &vh);
      g_test_message ("%s %s: %g × %g mm, viewBox %g × %g", a[0], a[1] ? a[1] : "", w, h, vw, vh);
      g_assert_cmpfloat_with_epsilon (w, cases[i].width, 0.01);
      g_assert_cmpfloat_with_epsilon (h, cases[i].height, 0.01);
      g_assert_cmpfloat_with_epsilon (vw, cases[i].width, 0.01);
      g_assert_cmpfloat_with_epsilon (vh, cases[i].height, 0.01);
    }
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The width in millimetres of what is drawn on page @page of @pdf
 * (rasterised at 10 pixels a millimetre) between @top and @bottom mm: the
 * median over its rows, so that what sticks out of a fitted sheet's map
 * on a few rows (ports at the border) does not count. */
static double
drawn_width_mm (const char *pdf, int page, double top, double bottom, double *leftmost,
                double *rightmost)
{
  g_autofree char *number = g_strdup_printf ("%d", page);
  g_autofree char *prefix = g_build_filename (tmpdir, "measure", NULL);
  g_autofree char *png = g_strconcat (prefix, ".png", NULL);
  char *argv[] = { "pdftoppm", "-r",   "254",         "-f",        number, "-l",
                   number,     "-png", "-singlefile", (char *)pdf, prefix, NULL };
  g_autoptr (GArray) widths = g_array_new (FALSE, FALSE, sizeof (double));
  cairo_surface_t *surface;
  int status, first = G_MAXINT, last = -1;

  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  for (int y = (int)(top * 10); y < (int)(bottom * 10); y++)
    {
      guint8 *row
          = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
      int left = -1, right = -1;
      double width;

      for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
        if ((((guint32 *)row)[x] & 0xffffff) != 0xffffff)
          {
            left = left < 0 ? x : left;
            right = x;
          }
      width = left < 0 ? 0 : (right + 1 - left) / 10.0;
      g_array_append_val (widths, width);
      first = left < 0 ? first : MIN (first, left);
      last = MAX (last, right);
    }
  *leftmost = first / 10.0;
  *rightmost = (last + 1) / 10.0;
  cairo_surface_destroy (surface);
  g_unlink (png);
  g_assert_cmpuint (widths->len, >, 0);
  g_array_sort (widths, compare_doubles);
  return g_array_index (widths, double, widths->len / 2);
}

/* Fitted sheets: the contents page and each sheet give the scale the
 * sheets are printed at, the same figure everywhere (the contents said
 * "1 unit = 20 mm" and "240 × 240 mm", the page header "17.0 mm", the
 * scale bar "16.9917 mm" for sheets printed at 16.99 mm a unit). */
static void
test_print_fit_scale (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "fit-scale.pdf", NULL);
  g_autofree char *out = NULL, *contents = NULL, *all = NULL;
  double width, left, right;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--map", "--sheets", "fit", "--paper", "letter",
                        "--out", pdf, NULL),
                   ==, 0);
  contents = joined (pdf_page_text (pdf, 1));
  g_test_message ("%s", contents);
  /* 203.9 mm between the margins hold 12 units and the ports' notches
   * (0.145 units each side) at 16.59 mm: 16.5 mm */
  g_assert_nonnull (strstr (contents, "1 unit = 16.5 mm"));
  g_assert_cmpint (count_of (contents, "198 × 198 mm"), ==, 4);
  g_assert_null (strstr (contents, "20 mm"));
  g_assert_null (strstr (contents, "240 × 240"));
  all = joined (tool_output ("pdftotext", pdf));
  /* the contents, and each of 8 sheets in its header and its scale bar */
  g_assert_cmpint (count_of (all, "1 unit = 16.5 mm"), ==, 1 + 8 * 2);
  g_assert_cmpint (count_of (all, "1 unit = "), ==, 1 + 8 * 2);
  /* and the map is drawn that size: 198 mm and its frame, whose stroke
   * sticks out by about half a millimetre on each side (at 16.99 mm a unit
   * it measured 204.9 mm) */
  width = drawn_width_mm (pdf, 2, 30, 200, &left, &right);
  g_test_message ("the map of page 2 measures %.1f mm, ink from %.1f to %.1f mm", width, left,
                  right);
  /* review 11's R11-6: the ports' notches too keep 6 mm from the edges */
  g_assert_cmpfloat (left, >=, 6.0);
  g_assert_cmpfloat (right, <=, 215.9 - 6.0);
  g_assert_cmpfloat (width, >=, 198);
  g_assert_cmpfloat (width, <, 198 + 1.5);

  /* true size still says the option's scale */
  g_assert_cmpint (run (&out, "print", "base", "--map", "--out", pdf, NULL), ==, 0);
  g_free (contents);
  contents = joined (pdf_page_text (pdf, 1));
  g_assert_nonnull (strstr (contents, "1 unit = 20 mm"));
  g_assert_cmpint (count_of (contents, "240 × 240 mm"), ==, 4);
}

/* Fitted regions of different sizes print at different scales: the
 * contents page gives their range and each region's printed size. */
static void
test_print_fit_sizes (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "large-r4.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "fit-sizes.pdf", NULL);
  g_autofree char *out = NULL, *contents = NULL;
  WmRegion *r4 = wm_variant_find_region (v, "r4");

  if (!have_poppler ())
    return;
  g_assert_nonnull (r4);
  r4->size = 16;
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--map", "--sheets", "fit", "--out", pdf, NULL), ==,
                   0);
  contents = joined (pdf_page_text (pdf, 1));
  g_test_message ("%s", contents);
  /* A4: 198 mm across for 12.29 units (16.1 mm) or 16.29 (12.1 mm), with
   * the ports' notches */
  g_assert_nonnull (strstr (contents, "1 unit = 12.1–16.1 mm."));
  g_assert_cmpint (count_of (contents, "193.2 × 193.2 mm"), ==, 3);
  g_assert_cmpint (count_of (contents, "193.6 × 193.6 mm"), ==, 1);
}

/* Every page that says to trim along the dashed line has one: the first
 * tiled sheet of a region has no seam to its left or above. */
static void
test_print_first_sheet (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "tiles.pdf", NULL);
  g_autofree char *out = NULL, *info = NULL;
  int pages;

  if (!have_poppler ())
    return;
  /* A4: each 240 mm side on two sheets side by side */
  g_assert_cmpint (run (&out, "print", "base", "--map", "--out", pdf, NULL), ==, 0);
  info = tool_output ("pdfinfo", pdf);
  pages = pdf_pages (info);
  g_assert_cmpint (pages, ==, 1 + 8 * 2);
  for (int p = 2; p <= pages; p++)
    {
      g_autofree char *text = pdf_page_text (pdf, p);
      gboolean first = strstr (text, "sheet 1 of 2") != NULL;

      g_assert_cmpint (strstr (text, "Trim along the dashed line") != NULL, ==, !first);
      g_assert_cmpint (strstr (text, "Keep this sheet whole") != NULL, ==, first);
    }
}

/* A file that cannot be written is told by its name and the system's
 * reason, before anything is drawn, with exit status 2; cairo only said
 * "error while writing to output stream". */
static void
test_output_errors (void)
{
  g_autofree char *dir_png = g_build_filename (tmpdir, "folder.png", NULL);
  g_autofree char *plain = g_build_filename (tmpdir, "plain", NULL);
  g_autofree char *under_plain = g_build_filename (plain, "x.pdf", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-folder", "x.pdf", NULL);
  g_autofree char *missing_svg = g_build_filename (tmpdir, "no-such-folder", "x.svg", NULL);
  g_autofree char *no_folder = g_strdup_printf ("the folder “%s%sno-such-folder” does not exist",
                                                tmpdir, G_DIR_SEPARATOR_S);
  g_autofree char *not_folder = g_strdup_printf ("“%s” is a file, not a folder", plain);
  const struct
  {
    const char *command, *path, *reason;
  } cases[] = {
    { "print", missing, no_folder },
    { "render", missing_svg, no_folder },
    { "render", dir_png, "it is a folder, not a file" },
    { "print", tmpdir, "it is a folder, not a file" },
    { "print", under_plain, not_folder },
  };

  g_assert_cmpint (g_mkdir (dir_png, 0755), ==, 0);
  g_assert_true (g_file_set_contents (plain, "", 0, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *expected
          = g_strdup_printf ("%s: error: %s [io-write]", cases[i].path, cases[i].reason);
      gboolean print = strcmp (cases[i].command, "print") == 0;

      g_assert_cmpint (run_err (&out, &err, cases[i].command, "base", print ? "--decks" : "--card",
                                print ? "events" : "A01", "--out", cases[i].path, NULL),
                       ==, 2);
      g_assert_nonnull (strstr (err, expected));
      g_assert_null (strstr (err, "output stream"));
    }
  /* nothing was left in the folder the PNG was refused */
  {
    g_autoptr (GDir) dir = g_dir_open (dir_png, 0, NULL);
    g_assert_null (g_dir_read_name (dir));
  }
  g_assert_cmpint (g_rmdir (dir_png), ==, 0);
}

/* The summary and the text check count in words that agree with the
 * number, and leave out what the PDF does not hold. */
static void
test_print_summary (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "one-event.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "summary.pdf", NULL);
  g_autofree char *out = NULL, *expected = NULL;
  WmDeck *events = wm_variant_find_deck (v, "events");

  g_assert_cmpint (run (&out, "print", "base", "--map", "--out", pdf, NULL), ==, 0);
  expected = g_strdup_printf ("%s: 17 pages (16 map pages)\n", pdf);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&expected, g_free);

  g_assert_cmpint (run (&out, "print", "base", "--decks", "events", "--map", "--out", pdf, NULL),
                   ==, 0);
  expected = g_strdup_printf ("%s: 20 pages (20 cards, 9 to a page; 16 map pages)\n", pdf);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&expected, g_free);

  g_assert_nonnull (events);
  g_ptr_array_set_size (events->cards, 1);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--decks", "events", "--out", pdf, NULL), ==, 0);
  expected = g_strdup_printf ("%s: 2 pages (1 card, 9 to a page)\n", pdf);
  g_assert_cmpstr (out, ==, expected);
}

/* `render --region`'s caption keeps a margin from the image's left edge,
 * as it does from the map above it: the title began at the very edge. */
static void
test_render_region_caption (void)
{
  g_autofree char *png = g_build_filename (tmpdir, "caption.png", NULL);
  g_autofree char *out = NULL;
  cairo_surface_t *surface;
  double px_per_unit = 20 / 25.4 * 50; /* 20 mm a unit at 50 dpi */
  int h, stride, ink = 0;
  guint8 *data;

  g_assert_cmpint (
      run (&out, "render", "base", "--region", "r1", "--out", png, "--dpi", "50", NULL), ==, 0);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  h = cairo_image_surface_get_height (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* the band under the map (and its frame), its first 0.2 units */
  for (int y = (int)(12 * px_per_unit) + 4; y < h; y++)
    for (int x = 0; x < (int)(0.2 * px_per_unit); x++)
      ink += (((guint32 *)(data + y * stride))[x] & 0xffffff) != 0xffffff;
  g_assert_cmpint (ink, ==, 0);
  /* and the caption is there, just right of that */
  for (int y = (int)(12 * px_per_unit) + 4; y < h; y++)
    for (int x = (int)(0.2 * px_per_unit); x < (int)(1.5 * px_per_unit); x++)
      ink += (((guint32 *)(data + y * stride))[x] & 0xffffff) != 0xffffff;
  g_assert_cmpint (ink, >, 20);
  cairo_surface_destroy (surface);
}

static void
test_bad_usage (void)
{
  g_autofree char *out = NULL;
  g_autofree char *svg = g_build_filename (tmpdir, "x.svg", NULL);

  g_assert_cmpint (run (&out, "render", "base", "--card", "NOPE", "--out", svg, NULL), ==, 2);
  g_assert_cmpint (run (&out, "render", "base", "--region", "r1", "--out", "x.gif", NULL), ==, 2);
  g_assert_cmpint (run (&out, "render", "base", "--board", "--arrangement", "r1:A:45,r2,r3,r4",
                        "--out", svg, NULL),
                   ==, 2);
  g_assert_cmpint (run (&out, "print", "base", "--paper", "a3", "--out", svg, NULL), ==, 2);
  g_assert_cmpint (run (&out, "print", "base", "--bleed", "lots", "--out", svg, NULL), ==, 2);
  g_assert_cmpint (run (&out, "print", "base", "--decks", "nope", "--out", svg, NULL), ==, 2);
  /* an SVG of a card is real SVG */
  g_assert_cmpint (run (&out, "render", "base", "--card", "A01", "--out", svg, NULL), ==, 0);
  {
    g_autofree char *text = NULL;
    g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "<svg"));
  }
}

/* Drops @card's text in @lang. */
static void
drop_text (WmCard *card, const char *lang)
{
  for (guint i = 0; i < card->text.entries->len; i++)
    if (strcmp (((WmTextEntry *) g_ptr_array_index (card->text.entries, i))->lang, lang) == 0)
      {
        g_ptr_array_remove_index (card->text.entries, i);
        return;
      }
  g_assert_not_reached ();
}

/* A card with no German text prints its English one on a German sheet:
 * print says so in one line on stderr, names the cards, exits 0; not for
 * a language every card has. */
static void
test_print_lang_fallback (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "no-german.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "fallback.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;

  drop_text (g_ptr_array_index (wm_variant_find_deck (v, "quests-r1")->cards, 0), "de");
  drop_text (g_ptr_array_index (wm_variant_find_deck (v, "events")->cards, 2), "de");
  g_assert_true (wm_variant_save_path (v, path, &error));

  g_assert_cmpint (run_err (&out, &err, "print", path, "--decks", "quests-r1,events", "--lang",
                            "de", "--out", pdf, NULL),
                   ==, 0);
  expected = g_strdup_printf ("%s: warning: 2 cards have no text in “de” and print another "
                              "language’s: A01, E03 [print-lang-fallback]\n",
                              path);
  g_assert_cmpstr (err, ==, expected);

  g_assert_cmpint (run_err (&out, &err, "print", path, "--decks", "quests-r1,events", "--lang",
                            "en", "--out", pdf, NULL),
                   ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--lang", "de", "--out", pdf, NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
}

/* The text of page @page of @pdf with every run of white space one space:
 * pdftotext breaks lines where the page does. */
static char *
page_words (const char *pdf, int page)
{
  g_autoptr (GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *text = pdf_page_text (pdf, page);

  return g_regex_replace_literal (spaces, text, -1, 0, " ", 0, NULL);
}

/* Drops every text of @text, in every language. */
static void
drop_all_texts (WmText *text)
{
  g_ptr_array_set_size (text->entries, 0);
}

/* Removes @effect's parameter @name, as a file that leaves it at its
 * default. */
static void
drop_param (WmEffect *effect, const char *name)
{
  for (guint i = 0; i < effect->params->len; i++)
    if (g_str_equal (((WmParam *) g_ptr_array_index (effect->params, i))->name, name))
      {
        g_ptr_array_remove_index (effect->params, i);
        return;
      }
  g_assert_not_reached ();
}

/* How many times @word stands as a word of @text. */
static guint
count_word (const char *text, const char *word)
{
  g_autofree char *pattern = g_strdup_printf ("\\b%s\\b", word);
  g_autoptr (GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  guint n = 0;

  for (g_regex_match (regex, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    n++;
  return n;
}

/* A character's card says "Character" in its footer and nothing after it:
 * its name is the title, and its id, an English colour word, printed
 * "green" in every language where a card prints its id (E07). A character
 * without a name has its id as the title, once. */
static void
test_print_character_footer (void)
{
  static const char *const langs[] = { "en", "de", "it" };
  static const char *const kinds[] = { "Character", "Spielfigur", "Personaggio" };
  g_autofree char *pdf = g_build_filename (tmpdir, "character-footer.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL, *words = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autofree char *path = g_build_filename (tmpdir, "character-footer.waymark", NULL);
  g_autoptr (GError) error = NULL;

  if (!have_poppler ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *squeezed = NULL;

      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run_err (&out, &err, "print", "base", "--card-ids", "E07,green", "--lang",
                                langs[i], "--out", pdf, NULL),
                       ==, 0);
      g_assert_cmpstr (err, ==, "");
      squeezed = page_words (pdf, 2);
      g_test_message ("%s", squeezed);
      g_assert_nonnull (strstr (squeezed, "Bram Holloway"));
      g_assert_cmpuint (count_word (squeezed, kinds[i]), ==, 1);
      g_assert_cmpuint (count_word (squeezed, "E07"), ==, 1);
      g_assert_cmpuint (count_word (squeezed, "green"), ==, 0);
    }

  drop_all_texts (&wm_variant_find_character (v, "green")->name);
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_err (&out, &err, "print", path, "--card-ids", "green", "--out", pdf, NULL),
                   ==, 0);
  words = page_words (pdf, 2);
  g_assert_cmpuint (count_word (words, "green"), ==, 1);
  g_assert_null (strstr (words, "Bram Holloway"));
}

/* An event card with no text says what it does in words, its effects as
 * the Decks table lists them, in the print language, with a parameter
 * left at its default too (Mirela's gold, which the file does not store:
 * review e, finding 5); every event card
 * says when it applies under its icon (a sun alone read as weather); a
 * character with no ability text says its abilities alike. Words that do
 * not fit a narrow card are a warning, never cut silently. */
static void
test_print_event_effects (void)
{
  static const struct
  {
    const char *lang, *effect, *when, *intrigue, *ability;
  } expected[] = {
    { "en", "1 extra gold for visiting an inn (the day)", "For the whole day",
      "In the phase of your highwayman marker",
      "1 extra gold for completing a side quest (always)" },
    { "de", "1 Gold extra für den Besuch eines Gasthauses (der Tag)", "Den ganzen Tag",
      "In der Tageszeit deines Intrigemarkers mit dem Wegelagerer",
      "1 Gold extra für das Erfüllen einer Mission (immer)" },
    { "it", "1 oro extra per ogni visita a una locanda (il giorno)",
      "Per tutto il giorno", "Nella fase del tuo segnalino intrigo con il brigante",
      "1 oro extra per ogni missione secondaria completata (sempre)" },
  };
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "event-effects.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "event-effects.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL;
  WmDeck *deck = NULL;

  if (!have_poppler ())
    return;
  drop_all_texts (&wm_variant_find_card (v, "E07", &deck)->text);
  drop_all_texts (&wm_variant_find_character (v, "red")->text);
  drop_param (g_ptr_array_index (wm_variant_find_character (v, "red")->effects, 0), "amount");
  g_assert_true (wm_variant_save_path (v, path, &error));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *squeezed = NULL;

      g_assert_cmpint (run_err (&out, &err, "print", path, "--card-ids", "E03,E07,red", "--lang",
                                expected[i].lang, "--out", pdf, NULL),
                       ==, 0);
      g_assert_cmpstr (err, ==, "");
      squeezed = page_words (pdf, 2);
      g_test_message ("%s", squeezed);
      g_assert_nonnull (strstr (squeezed, expected[i].effect));
      g_assert_nonnull (strstr (squeezed, expected[i].when));
      g_assert_nonnull (strstr (squeezed, expected[i].intrigue));
      g_assert_nonnull (strstr (squeezed, expected[i].ability));
    }

  /* on a card 20 mm wide the words under the icon are cut, and said to be */
  deck->card_width = 20;
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run_err (&out, &err, "print", path, "--card-ids", "E03", "--out", pdf, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "card E03 (deck events) [en]: “In the phase of your highwayman "
                                 "marker” under the event's icon overflows and is cut "
                                 "[card-label-overflow]"));
}

/* --assembly prints the assembly sheet of the board the variant deals:
 * which region side goes in which cell, turned how, and where the
 * highwaymen start (on the inns, the fifth on the central lake's island
 * of the board's highwayman region); --arrangement SPEC prints that
 * arrangement's, in the print language, with the quest decks and towns of
 * the variable setup; a wrong spec is refused as board refuses it. */
static void
test_print_assembly (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "assembly.pdf", NULL);
  g_autofree char *out = NULL, *err = NULL, *sheet = NULL, *contents = NULL, *expected = NULL;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--assembly", "--out", pdf, NULL), ==, 0);
  expected = g_strdup_printf ("%s: 2 pages (an assembly sheet)\n", pdf);
  g_assert_cmpstr (out, ==, expected);
  contents = page_words (pdf, 1);
  g_assert_nonnull (strstr (contents, "Assembly sheet: page 2"));
  sheet = page_words (pdf, 2);
  g_test_message ("%s", sheet);
  g_assert_nonnull (strstr (sheet, "Assembling the board"));
  g_assert_nonnull (strstr (sheet, "Arrangement: r1:A:0,r2:A:0,r3:A:0,r4:A:0"));
  g_assert_nonnull (strstr (sheet, "1 (row 1, column 1): The Riverlands (r1), side A, not turned"));
  g_assert_nonnull (strstr (sheet, "4 (row 2, column 2): The Sunward Downs (r4), side A, not "
                                   "turned"));
  g_assert_nonnull (strstr (sheet, "The highwaymen start one on each inn, the others on the "
                                   "island of the central lake in The Riverlands (r1)"));

  g_assert_cmpint (run_err (&out, &err, "print", "base", "--arrangement",
                            "r2:A:90,r1:A:0,r4:A:180,r3:A:270", "--lang", "de", "--out", pdf,
                            NULL),
                   ==, 0);
  g_free (sheet);
  sheet = page_words (pdf, 2);
  g_test_message ("%s", sheet);
  g_assert_nonnull (strstr (sheet, "Den Spielplan zusammensetzen"));
  g_assert_nonnull (strstr (sheet, "1 (Zeile 1, Spalte 1): Die Roten Hügel (r2), Seite A, um 90° "
                                   "im Uhrzeigersinn gedreht"));
  g_assert_nonnull (strstr (sheet, "2 (Zeile 1, Spalte 2): Das Flussland (r1), Seite A, nicht "
                                   "gedreht"));

  /* the variable setup: side B, a quest deck beside each region, the
   * towns on its slots, the fifth highwayman on a random island */
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--arrangement",
                            "r3:B:0,r2:B:90,r1:B:180,r4:B:270", "--out", pdf, NULL),
                   ==, 0);
  g_free (sheet);
  sheet = page_words (pdf, 2);
  g_test_message ("%s", sheet);
  g_assert_nonnull (strstr (sheet, "1 (row 1, column 1): The Misty Fens (r3), side B, not turned; "
                                   "beside it the quest deck Quests of "));
  g_assert_nonnull (strstr (sheet, "; on town slot 1: "));
  g_assert_nonnull (strstr (sheet, "the others on islands of the central lake drawn at random"));

  g_assert_cmpint (run_err (&out, &err, "print", "base", "--arrangement", "r1:A:0", "--out", pdf,
                            NULL),
                   ==, 2);
  g_assert_nonnull (g_str_has_prefix (err, "waymark-cli print: --arrangement: the arrangement "
                                           "needs 4 cells") ? err : NULL);
}

/* The contents page lists the decks by name, without their ids. */
static void
test_print_contents_names_only (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "contents-names.pdf", NULL);
  g_autofree char *out = NULL, *contents = NULL;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--out", pdf, NULL), ==, 0);
  contents = joined (pdf_page_text (pdf, 1));
  g_test_message ("%s", contents);
  g_assert_nonnull (strstr (contents, "Quests of Calder and Elmswick — cards: 12"));
  g_assert_nonnull (strstr (contents, "Mirela’s Movement Cards — cards: 12"));
  g_assert_null (strstr (contents, "quests-r1"));
  g_assert_null (strstr (contents, "move-red"));
  g_assert_null (strstr (contents, "common-movement"));
  g_assert_nonnull (strstr (contents, "Characters — cards: 4"));
  g_assert_null (strstr (contents, "characters"));
}

/* The print-and-play set holds the pieces (review 24a: it held only cards
 * and map): print with no part named prints them after the map, the
 * contents page says where, and --pieces alone prints only them, in the
 * language asked for. */
static void
test_print_pieces (void)
{
  g_autofree char *all = g_build_filename (tmpdir, "all.pdf", NULL);
  g_autofree char *pieces = g_build_filename (tmpdir, "pieces.pdf", NULL);
  g_autofree char *out = NULL, *expected = NULL, *contents = NULL, *first = NULL;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--out", all, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "; 2 pages of pieces)"));
  /* and the assembly sheet: the board cannot be laid out without it */
  g_assert_nonnull (strstr (out, "; an assembly sheet; "));
  contents = joined (pdf_page_text (all, 1));
  g_assert_nonnull (strstr (contents, "Assembly sheet: page 39"));
  g_assert_nonnull (strstr (contents, "Pieces: pages 40–41"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--pieces", "--lang", "de", "--out", pieces, NULL),
                   ==, 0);
  expected = g_strdup_printf ("%s: 3 pages (2 pages of pieces)\n", pieces);
  g_assert_cmpstr (out, ==, expected);
  first = joined (pdf_page_text (pieces, 2));
  g_assert_nonnull (strstr (first, "Städte"));
  g_assert_nonnull (strstr (first, "Wegelagerer"));
  g_assert_nonnull (strstr (first, "Eichenhohl")); /* the town in German */
  g_assert_null (strstr (first, "Towns"));
}

/* Review l, M1: --check-text checks the texts of the pieces sheets as they
 * are drawn, with the cards and the map labels, when it checks the whole
 * set or --pieces, in the language asked for or in every one (it said
 * everything fitted while the German how-to line was cut). Whether that
 * line is cut is seen in test-print-pieces: pdftotext reads the whole
 * sentence behind a "…" (cairo keeps it as the glyph's text). */
static void
test_print_pieces_check_text (void)
{
  g_autofree char *out = NULL;

  g_assert_cmpint (run (&out, "print", "base", "--check-text", "--lang", "de", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "all texts of the pieces sheets fit (1 language checked)"));
  g_assert_cmpint (run (&out, "print", "base", "--check-text", "--pieces", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "all texts of the pieces sheets fit (3 languages checked)"));
  /* cards alone check no pieces */
  g_assert_cmpint (run (&out, "print", "base", "--check-text", "--decks", "events", NULL), ==, 0);
  g_assert_null (strstr (out, "pieces"));
}

/* A right-to-left override in a name (review 9, R9-6) turns only the name
 * around on the contents page, not the program's words after it. */
static void
test_print_bidi_isolated (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "override.waymark", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "override.pdf", NULL);
  g_autofree char *out = NULL, *contents = NULL;
  WmRegion *r1 = wm_variant_find_region (v, "r1");
  WmDeck *deck = NULL;

  if (!have_poppler ())
    return;
  wm_variant_find_card (v, "A01", &deck);
  wm_text_set (&r1->name, "en", "\u202EFen");
  wm_text_set (&deck->name, "en", "\u202EMoor");
  g_assert_true (wm_variant_save_path (v, path, &error));
  g_assert_cmpint (run (&out, "print", path, "--decks", deck->id, "--map", "--sheets", "fit",
                        "--out", pdf, NULL),
                   ==, 0);
  contents = joined (pdf_page_text (pdf, 1));
  g_test_message ("%s", contents);
  /* the names read backwards, as their override says; the sentences not */
  g_assert_nonnull (strstr (contents, "neF — sides A B, "));
  g_assert_nonnull (strstr (contents, "rooM — cards: 12, "));
  g_assert_null (strstr (contents, "sedis"));
}

/* Map sheets alone with --duplex: no cards, so no backs to keep in step,
 * and no blank reverses either (a page of paper each): the PDF has the
 * pages of a one-sided one, and the contents page and the summary say
 * that --duplex had no effect. With cards the map sheets keep theirs. */
static void
test_print_map_duplex_one_sided (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "map-duplex.pdf", NULL);
  g_autofree char *out = NULL, *info = NULL, *text = NULL;

  if (!have_poppler ())
    return;
  g_assert_cmpint (run (&out, "print", "base", "--map", "--sheets", "fit", "--duplex",
                        "--short-edge", "--light-backs", "--out", pdf, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, "9 pages (8 map pages)"));
  g_assert_nonnull (strstr (out, "one-sided: --duplex has no effect without cards"));
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 8); /* as without --duplex */
  text = joined (tool_output ("pdftotext", pdf));
  g_assert_nonnull (strstr (text, "Duplex: not used (no cards, so no backs): print one-sided"));
  g_assert_null (strstr (text, "left blank"));
  g_assert_null (strstr (text, "Blank page"));
  g_assert_null (strstr (text, "short-edge"));

  /* a card among the sheets: blank reverses after the contents page and
   * every map sheet again, and nothing said of duplex */
  g_clear_pointer (&info, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--card-ids", "C02", "--map", "--sheets", "fit",
                        "--duplex", "--out", pdf, NULL),
                   ==, 0);
  g_assert_null (strstr (out, "no effect"));
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 2 + 2 + 2 * 8);
}

/* Review 17, finding 6: the one region side changed is reprinted alone.
 * --region prints every side of the regions it names, --side one side of
 * them (or of every region), each without the cards unless asked for, and
 * the contents page lists only the sides printed. An id the variant does
 * not have is named (every such id, nothing written); a side a region has
 * no drawing of is said with the sides it has; both exit 2, as an unknown
 * --card-ids or --decks does. */
static void
test_print_region_side (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "region.pdf", NULL);
  g_autofree char *lone = g_build_filename (tmpdir, "lone-side.waymark", NULL);
  g_autofree char *out = NULL, *err = NULL, *info = NULL, *text = NULL, *expected = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  WmRegion *r2;

  if (!have_poppler ())
    return;
  /* one side of one region, fitted: the contents page and one sheet */
  g_assert_cmpint (run (&out, "print", "base", "--map", "--region", "r1", "--side", "a",
                        "--sheets", "fit", "--out", pdf, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, "2 pages (1 map page)"));
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 1);
  text = joined (tool_output ("pdftotext", pdf));
  g_assert_nonnull (strstr (text, "map r1 side A"));
  g_assert_null (strstr (text, "map r1 side B"));
  g_assert_nonnull (strstr (text, "— side A,"));
  g_assert_null (strstr (text, "r2 "));
  g_clear_pointer (&info, g_free);
  g_clear_pointer (&text, g_free);

  /* both sides of two regions at true size: 2 tiles a side on A4 */
  g_assert_cmpint (run (&out, "print", "base", "--region", "r1, r3", "--out", pdf, NULL), ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 2 * 2 * 2);
  g_clear_pointer (&info, g_free);
  /* side B of every region; with the cards of one deck as well */
  g_assert_cmpint (run (&out, "print", "base", "--side", "B", "--sheets", "fit", "--out", pdf,
                        NULL),
                   ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 4);
  g_clear_pointer (&info, g_free);
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events", "--region", "r2", "--side",
                        "b", "--sheets", "fit", "--out", pdf, NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, "(20 cards, 9 to a page; 1 map page)"));

  /* unknown ids: each named, no PDF written */
  g_assert_true (g_remove (pdf) == 0);
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--region", "r1,r9,moor", "--out", pdf,
                            NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==,
                   "waymark-cli print: --region: base has no regions with the ids r9, moor\n");
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--region", "r9", "--out", pdf, NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --region: base has no region with the id r9\n");
  /* --decks names what it does not know as --region does, with the
   * option (before: "no deck “nope”" alone) */
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--decks", "events,nope", "--out", pdf,
                            NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --decks: base has no deck with the id nope\n");
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--decks", "x,y", "--out", pdf, NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --decks: base has no decks with the ids x, y\n");
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  /* board says which option is wrong, as render does */
  g_assert_cmpint (run_err (&out, &err, "board", "base", "--arrangement", "r1:A:0", NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "waymark-cli board: --arrangement: "));
  g_assert_cmpint (run_err (&out, &err, "render", "base", "--board", "--arrangement", "r1:A:0",
                            "--out", "x.svg", NULL),
                   ==, 2);
  g_assert_true (g_str_has_prefix (err, "waymark-cli render: --arrangement: "));
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--region", "r1", "--side", "c", "--out",
                            pdf, NULL),
                   ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --side must be a or b, not “c”\n");
  /* Each choice refused names the value typed, as --unit-mm does. */
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--paper", "a3", "--out", pdf, NULL), ==, 2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --paper must be a4 or letter, not “a3”\n");
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--bleed", "12mm", "--out", pdf, NULL), ==,
                   2);
  g_assert_cmpstr (err, ==,
                   "waymark-cli print: --bleed must be a length of 0–10 mm, e.g. 3mm, not “12mm”\n");
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--sheets", "big", "--out", pdf, NULL), ==,
                   2);
  g_assert_cmpstr (err, ==, "waymark-cli print: --sheets must be true-size or fit, not “big”\n");
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run_err (&out, &err, "print", "base", "--region", ",", "--out", pdf, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "--region needs at least one region id"));

  /* a region drawn on side A only */
  r2 = wm_variant_find_region (v, "r2");
  g_clear_pointer (&r2->sides[1], wm_side_free);
  g_assert_true (wm_variant_save_path (v, lone, &error));
  g_assert_cmpint (run_err (&out, &err, "print", lone, "--region", "r1,r2", "--side", "b",
                            "--out", pdf, NULL),
                   ==, 2);
  /* the region is named as the designer named it, its id to find it */
  expected = g_strdup_printf ("waymark-cli print: region “%s” (r2) has no side B: only side A "
                              "is drawn\n",
                              wm_text_get_exact (&r2->name, "en"));
  g_assert_cmpstr (err, ==, expected);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  /* --check-text says the same, and checks only the sides asked for */
  g_assert_cmpint (run_err (&out, &err, "print", lone, "--region", "r2", "--side", "b",
                            "--check-text", NULL),
                   ==, 2);
  g_assert_cmpint (run_err (&out, &err, "print", lone, "--region", "r2", "--check-text", "--lang",
                            "en", NULL),
                   ==, 0);
  g_assert_nonnull (strstr (out, "all map labels fit (1 region side checked)"));
  /* side B of every region leaves out the region without one */
  g_assert_cmpint (run_err (&out, &err, "print", lone, "--side", "b", "--sheets", "fit", "--out",
                            pdf, NULL),
                   ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 3);
  g_free (expected);
  expected = g_strdup_printf ("%s: 4 pages (3 map pages)", pdf);
  g_assert_nonnull (strstr (out, expected));
}

/* The mean difference (0–255) of the colour channels of two PNGs of one
 * size. */
static double
png_difference (const char *a, const char *b)
{
  cairo_surface_t *sa = cairo_image_surface_create_from_png (a);
  cairo_surface_t *sb = cairo_image_surface_create_from_png (b);
  int w = cairo_image_surface_get_width (sa), h = cairo_image_surface_get_height (sa);
  double sum = 0;

  g_assert_cmpint (cairo_surface_status (sa), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_surface_status (sb), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (sb), ==, w);
  g_assert_cmpint (cairo_image_surface_get_height (sb), ==, h);
  for (int y = 0; y < h; y++)
    {
      guint32 *pa = (guint32 *)(cairo_image_surface_get_data (sa)
                                + y * cairo_image_surface_get_stride (sa));
      guint32 *pb = (guint32 *)(cairo_image_surface_get_data (sb)
                                + y * cairo_image_surface_get_stride (sb));
      for (int x = 0; x < w; x++)
        for (int shift = 0; shift < 24; shift += 8)
          sum += ABS ((int)((pa[x] >> shift) & 0xff) - (int)((pb[x] >> shift) & 0xff));
    }
  cairo_surface_destroy (sa);
  cairo_surface_destroy (sb);
  return sum / (3.0 * w * h);
}

/* render --card ID --back --light-backs previews the back print
 * --light-backs prints: it differs from the full back, and it is the
 * back on the PDF's page of backs, cut out of that page by pdftoppm at
 * the same resolution. --light-backs draws nothing but a back. */
static void
test_render_light_back (void)
{
  g_autofree char *light = g_build_filename (tmpdir, "light-back.png", NULL);
  g_autofree char *full = g_build_filename (tmpdir, "full-back.png", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "light-back.pdf", NULL);
  g_autofree char *root = g_build_filename (tmpdir, "printed-back", NULL);
  g_autofree char *printed = g_build_filename (tmpdir, "printed-back-4.png", NULL);
  g_autofree char *tool = g_find_program_in_path ("pdftoppm");
  g_autofree char *out = NULL, *err = NULL;
  /* A4 holds 3 × 3 cards of 63 × 88 mm, the grid centred at (10.5, 16.5)
   * mm; the one back of its page is mirrored into the third column for
   * long-edge duplex, at x = 136.5 mm. At 100 dpi, in whole pixels: */
  char *crop[] = { "pdftoppm", "-png", "-r", "100", "-f", "4", "-l", "4", "-x", "537", "-y",
                   "65", "-W", "249", "-H", "347", pdf, root, NULL };
  int status;

  g_assert_cmpint (run (&out, "render", "base", "--card", "C02", "--back", "--light-backs",
                        "--dpi", "100", "--out", light, NULL),
                   ==, 0);
  g_assert_cmpint (run (&out, "render", "base", "--card", "C02", "--back", "--dpi", "100",
                        "--out", full, NULL),
                   ==, 0);
  g_assert_cmpfloat (png_difference (light, full), >, 40);
  g_assert_cmpint (run_err (&out, &err, "render", "base", "--card", "C02", "--light-backs",
                            "--out", light, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (err, "--light-backs needs --card ID --back"));
  g_assert_cmpint (run (&out, "render", "base", "--region", "r1", "--light-backs", "--out", light,
                        NULL),
                   ==, 2);

  if (tool == NULL)
    {
      g_test_skip ("pdftoppm (poppler-utils) not installed");
      return;
    }
  g_assert_cmpint (run (&out, "render", "base", "--card", "C02", "--back", "--light-backs",
                        "--dpi", "100", "--out", light, NULL),
                   ==, 0);
  g_assert_cmpint (run (&out, "print", "base", "--card-ids", "C02", "--duplex", "--light-backs",
                        "--out", pdf, NULL),
                   ==, 0);
  g_assert_true (g_spawn_sync (NULL, crop, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* a fraction of a pixel apart, antialiased by poppler and by cairo: about 3 */
  g_assert_cmpfloat (png_difference (light, printed), <, 6);
  g_assert_cmpfloat (png_difference (full, printed), >, 40);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = wm_test_tmp_dir ("wm-render");
  g_test_add_func ("/render/cli/print-pages-and-paper", test_print_pages_and_paper);
  g_test_add_func ("/render/cli/print-duplex-pages", test_print_duplex_pages);
  g_test_add_func ("/render/cli/print-conflicting-options", test_print_conflicting_options);
  g_test_add_func ("/render/cli/print-footer-size", test_print_footer_size);
  g_test_add_func ("/render/cli/print-languages", test_print_languages);
  g_test_add_func ("/render/cli/print-sheet-language", test_print_sheet_language);
  g_test_add_func ("/render/cli/print-build-catalogue", test_print_build_catalogue);
  g_test_add_func ("/render/cli/print-sheet-numbers", test_print_sheet_numbers);
  g_test_add_func ("/render/cli/print-fort-note", test_print_fort_note);
  g_test_add_func ("/render/cli/check-text", test_check_text);
  g_test_add_func ("/render/cli/check-name", test_check_name);
  g_test_add_func ("/render/cli/render-warns-face-drawn", test_render_warns_face_drawn);
  g_test_add_func ("/render/cli/character-card", test_render_character_card);
  g_test_add_func ("/render/cli/map-label-cut", test_map_label_cut);
  g_test_add_func ("/render/cli/print-bidi-isolated", test_print_bidi_isolated);
  g_test_add_func ("/render/cli/render-png", test_render_png);
  g_test_add_func ("/render/cli/bad-usage", test_bad_usage);
  g_test_add_func ("/render/cli/svg-size", test_render_svg_size);
  g_test_add_func ("/render/cli/print-fit-scale", test_print_fit_scale);
  g_test_add_func ("/render/cli/print-fit-sizes", test_print_fit_sizes);
  g_test_add_func ("/render/cli/print-first-sheet", test_print_first_sheet);
  g_test_add_func ("/render/cli/output-errors", test_output_errors);
  g_test_add_func ("/render/cli/render-region-caption", test_render_region_caption);
  g_test_add_func ("/render/cli/print-summary", test_print_summary);
  g_test_add_func ("/render/cli/print-lang-fallback", test_print_lang_fallback);
  g_test_add_func ("/render/cli/print-event-effects", test_print_event_effects);
  g_test_add_func ("/render/cli/print-character-footer", test_print_character_footer);
  g_test_add_func ("/render/cli/print-assembly", test_print_assembly);
  g_test_add_func ("/render/cli/print-contents-names-only", test_print_contents_names_only);
  g_test_add_func ("/render/cli/print-map-duplex-one-sided", test_print_map_duplex_one_sided);
  g_test_add_func ("/render/cli/render-light-back", test_render_light_back);
  g_test_add_func ("/render/cli/print-region-side", test_print_region_side);
  g_test_add_func ("/render/cli/print-pieces", test_print_pieces);
  g_test_add_func ("/render/cli/pieces-check-text", test_print_pieces_check_text);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *p = g_build_filename (tmpdir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (tmpdir);
  }
  return status;
}
