/* waymark-cli print and render, checked from outside: pdfinfo for pages
 * and paper, pdftotext for the texts of each language, the PNG's pixels.
 * The poppler checks skip when pdfinfo or pdftotext are not installed. */

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-variant-io.h"

static char *tmpdir;

static int
run (char **out, const char *first, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  const char *cli = g_getenv ("WM_CLI");
  const char *a;
  int status = -1;
  va_list ap;

  g_assert_nonnull (cli);
  /* Callers reuse one @out for several runs; free the previous output. */
  g_clear_pointer (out, g_free);
  g_ptr_array_add (args, (char *)cli);
  va_start (ap, first);
  for (a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *)a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  g_spawn_sync (NULL, (char **)args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (err && *err)
    g_test_message ("stderr: %s", err);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

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
  /* 20 events + 12 quests, with bleed: 4 to a page, backs after fronts */
  g_assert_cmpint (run (&out, "print", "base", "--decks", "events,quests-r1", "--bleed", "3mm",
                        "--crop-marks", "--duplex", "--out", pdf, NULL),
                   ==, 0);
  info = tool_output ("pdfinfo", pdf);
  g_assert_cmpint (pdf_pages (info), ==, 1 + 2 * 8);
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

static void
test_check_text (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "long.waymark", NULL);
  g_autofree char *out = NULL;
  GString *longer = g_string_new (NULL);
  WmCard *card;

  g_assert_cmpint (run (&out, "print", "base", "--check-text", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "all card texts fit"));
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
  g_assert_null (strstr (out, "[en]"));
  g_assert_null (strstr (out, "[it]"));
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

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("wm-render-XXXXXX", NULL);
  g_test_add_func ("/render/cli/print-pages-and-paper", test_print_pages_and_paper);
  g_test_add_func ("/render/cli/print-languages", test_print_languages);
  g_test_add_func ("/render/cli/print-sheet-language", test_print_sheet_language);
  g_test_add_func ("/render/cli/print-build-catalogue", test_print_build_catalogue);
  g_test_add_func ("/render/cli/check-text", test_check_text);
  g_test_add_func ("/render/cli/render-png", test_render_png);
  g_test_add_func ("/render/cli/bad-usage", test_bad_usage);
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
