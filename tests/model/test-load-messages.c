/* The loader's messages: one problem is told once, not again as the knock-on
 * of what the loader put in its place, and counted messages agree in number. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-locale.h"
#include "wm-test-lang.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

/* @text with its first @from replaced by @to. */
static char *
replace_first (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The base game with the first @from replaced by @to, loaded. */
static WmDiagnostics *
load_edited (const char *from, const char *to)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  g_autofree char *edited = replace_first (text, from, to);
  g_autoptr (GBytes) bytes = NULL;
  WmDiagnostics *diags = wm_diagnostics_new ("edited");
  g_autoptr (WmVariant) variant = NULL;

  bytes = g_bytes_new (edited, strlen (edited));
  variant = wm_variant_load_bytes (bytes, "edited", diags);
  g_assert_null (variant);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
  return diags;
}

/* An island of an unknown kind: the kind is the problem, not that the
 * island "is plain" (which the loader had put in its place). */
static void
test_unknown_kind_island (void)
{
  g_autoptr (WmDiagnostics) diags
      = load_edited ("kind=\"island\"", "kind=\"swamp\"");

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "schema-value");
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message, "“swamp”"));
}

/* A town slot of an unknown kind: not also "names a town but is not a
 * town slot". */
static void
test_unknown_kind_town (void)
{
  g_autoptr (WmDiagnostics) diags = load_edited ("kind=\"town\"", "kind=\"twon\"");

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "schema-value");
}

/* A deck of an unknown kind: not also every card's form judged against a
 * kind the file never gave, nor the character's movement deck "of another
 * kind". */
static void
test_unknown_deck_kind (void)
{
  g_autoptr (WmDiagnostics) diags = load_edited ("kind=\"movement\"", "kind=\"movment\"");

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "schema-value");
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message, "“movment”"));
}

static void
test_at_most_once (void)
{
  g_autoptr (WmDiagnostics) diags = load_edited ("  <pieces ", "  <pieces/>\n  <pieces ");

  g_assert_true (wm_diagnostics_has_code (diags, "schema-element"));
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==,
                   "<pieces> may appear at most 1 time here");
}

/* A language listed twice in info/@languages is refused at <info>'s line
 * (review 9's R9-7: it loaded, and `info` printed "en, en, de, it"). */
static void
test_language_listed_twice (void)
{
  g_autoptr (WmDiagnostics) diags
      = load_edited ("languages=\"en de it\"", "languages=\"en de en it\"");
  const WmDiagnostic *d;

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "lang-duplicate");
  g_assert_cmpint (d->line, ==, 3);
  g_assert_cmpstr (d->message, ==, "“en” is listed twice in languages");
}

/* One refused value is one error, not one more for every check that
 * depends on it (review 9's R9-13: a bad language list gave over 900
 * lines, as every text was then undeclared or missing a language; a
 * region size of 0 told each of its 89 spaces to lie outside "0–0"). */
static void
test_refused_value_one_error (void)
{
  static const struct
  {
    const char *from, *to, *code;
    int line;
  } cases[] = {
    { "languages=\"en de it\"", "languages=\"x_y!\"", "schema-value", 3 },
    { "languages=\"en de it\"", "languages=\"\"", "schema-value", 3 },
    { "languages=\"en de it\"", "languages=\"en x_y! it\"", "schema-value", 3 },
    { "languages=\"en de it\"", "languages=\"en de it it\"", "lang-duplicate", 3 },
    { "<info languages=\"en de it\">", "<info>", "schema-missing", 3 },
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"0\"", "schema-range", 105 },
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"1e9\"", "schema-value", 105 },
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"big\"", "schema-value", 105 },
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\"", "schema-missing", 105 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WmDiagnostics) diags = load_edited (cases[i].from, cases[i].to);

      g_test_message ("%s", cases[i].to);
      g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
      g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, cases[i].code);
      g_assert_cmpint (wm_diagnostics_get (diags, 0)->line, ==, cases[i].line);
    }
}

/* A number in exponent notation is a number: the message says the range
 * and that the file writes numbers without an exponent, not "must be a
 * number" (review 9's R9-13). The schema's decimals have no exponent, so
 * 1e1, in range, is refused too. */
static void
test_exponent_number (void)
{
  static const struct
  {
    const char *from, *to, *message;
  } cases[] = {
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"1e9\"",
      "“size” of <region> must be a number 1–1000 written without an exponent, not “1e9”" },
    { "<region id=\"r1\" size=\"12\"", "<region id=\"r1\" size=\"1.2E1\"",
      "“size” of <region> must be a number 1–1000 written without an exponent, not “1.2E1”" },
    { "goal=\"20\"", "goal=\"2e1\"",
      "“goal” of <rules> must be a whole number 1–999 written without an exponent, not “2e1”" },
    { "goal=\"20\"", "goal=\"2x\"", "“goal” of <rules> must be a whole number, not “2x”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WmDiagnostics) diags = load_edited (cases[i].from, cases[i].to);

      g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
      g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "schema-value");
      g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==, cases[i].message);
    }
}

/* Review 12's R12-8: a card made in the editor (no line until it is saved)
 * whose id another card has is told by its name and deck, without a line
 * that is not there; with the first card's line when that one has one. */
static void
test_duplicate_made_in_code (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (base, "base", load);
  WmDeck *deck = NULL;
  WmCard *first = wm_variant_find_card (variant, "A01", &deck);
  WmCard *copy = wm_card_new ("A01");
  int first_line = first->line;

  wm_text_set (&copy->name, "en", "Letters Again");
  g_ptr_array_add (wm_variant_find_deck (variant, "events")->cards, copy);
  for (int pass = 0; pass < 2; pass++)
    {
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
      g_autofree char *expected
          = pass == 0 ? g_strdup_printf ("card “Letters Again” has the id “A01”, as the card at "
                                         "line %d does",
                                         first_line)
                      : g_strdup ("card “Letters Again” has the id “A01”, as another card does");
      const WmDiagnostic *d = NULL;

      /* Beside it, the copy's name is missing in German and Italian. */
      wm_validate_part (variant, "structure", diags);
      for (guint i = 0; i < wm_diagnostics_count (diags); i++)
        if (g_str_equal (wm_diagnostics_get (diags, i)->code, "id-duplicate"))
          {
            g_assert_null (d);
            d = wm_diagnostics_get (diags, i);
          }
      g_assert_nonnull (d);
      g_assert_cmpint (d->line, ==, 0);
      g_assert_cmpstr (d->where, ==, "deck events / card A01");
      g_assert_cmpstr (d->message, ==, expected);
      first->line = 0; /* the first made in the editor too */
    }
}

/* @data (@size bytes) loaded: the diagnostics; @loads whether it must. */
static WmDiagnostics *
load_raw (const char *data, gsize size, gboolean loads)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  WmDiagnostics *diags = wm_diagnostics_new ("raw");
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "raw", diags);

  g_assert_true ((variant != NULL) == loads);
  return diags;
}

/* The first diagnostic of @diags with @code is at @line, in @where, and
 * says @message. */
static void
assert_first (WmDiagnostics *diags, const char *code, int line, const char *where,
              const char *message)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->code, code) != 0)
        continue;
      g_assert_cmpint (d->line, ==, line);
      g_assert_cmpstr (d->where, ==, where);
      g_assert_cmpstr (d->message, ==, message);
      return;
    }
  g_error ("no %s problem", code);
}

/* The only problem in @diags is an xml-encoding error at line 1 that
 * says @message. */
static void
assert_encoding_error (WmDiagnostics *diags, const char *message)
{
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  assert_first (diags, "xml-encoding", 1, NULL, message);
}

/* A file that is not UTF-8 is refused in plain words with its own code,
 * not with libxml2's "Start tag expected, '<' not found" (UTF-16) or
 * "Input is not proper UTF-8, indicate encoding !" for a file that does
 * declare its encoding (review 9's R9-12). A UTF-8 file that declares
 * another encoding still loads, as UTF-8. */
static void
test_other_encoding (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  const char *encodings[] = { "UTF-16LE", "UTF-16BE" };
  const char *declaration = "encoding=\"UTF-8\"";
  char *at = strstr (text, declaration);
  g_autofree char *latin1_declared = NULL, *latin1 = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    {
      gsize size = 0;
      g_autofree char *wide = g_convert (text, -1, encodings[i], "UTF-8", NULL, &size, NULL);
      g_autofree char *with_bom = NULL;
      g_autoptr (WmDiagnostics) diags = NULL;

      g_assert_nonnull (wide);
      with_bom = g_malloc (size + 2);
      memcpy (with_bom, i == 0 ? "\xFF\xFE" : "\xFE\xFF", 2);
      memcpy (with_bom + 2, wide, size);
      diags = load_raw (with_bom, size + 2, FALSE);
      assert_encoding_error (diags, "the file is UTF-16; Waymark files are UTF-8 (save it as UTF-8)");
    }

  g_assert_nonnull (at);
  latin1_declared = g_strdup_printf ("%.*sencoding=\"ISO-8859-1\"%s", (int) (at - text), text,
                                     at + strlen (declaration));
  {
    g_autoptr (WmDiagnostics) diags = load_raw (latin1_declared, strlen (latin1_declared), TRUE);
    g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
    /* but not without a word: a program that believes the declaration
     * reads its letters beyond ASCII otherwise (review f, finding 15) */
    g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
    g_assert_cmpint (wm_diagnostics_get (diags, 0)->severity, ==, WM_SEVERITY_WARNING);
    assert_first (diags, "xml-encoding", 1, NULL,
                  "the file declares the encoding ISO-8859-1, but its text is UTF-8 (line 8: "
                  "“Städte”): Waymark reads it as UTF-8 and saves it declaring UTF-8; a program "
                  "that believes the declaration reads “StÃ¤dte”");
  }
  /* "Käse" in ISO-8859-1 bytes in the description. */
  at = strstr (latin1_declared, "<description xml:lang=\"en\">");
  g_assert_nonnull (at);
  at += strlen ("<description xml:lang=\"en\">");
  latin1 = g_strdup_printf ("%.*sK\xE4se %s", (int) (at - latin1_declared), latin1_declared, at);
  {
    g_autoptr (WmDiagnostics) diags = load_raw (latin1, strlen (latin1), FALSE);
    assert_encoding_error (diags, "the file declares the encoding ISO-8859-1; Waymark files are "
                                  "UTF-8 (save it as UTF-8)");
  }
  /* The same bytes in a file that declares UTF-8: named, at their line. */
  {
    const char *tag = "<description xml:lang=\"en\">";
    const char *in_text = strstr (text, tag) + strlen (tag);
    g_autofree char *undeclared
        = g_strdup_printf ("%.*sK\xE4se %s", (int) (in_text - text), text, in_text);
    g_autoptr (WmDiagnostics) diags = load_raw (undeclared, strlen (undeclared), FALSE);
    int line = 1;

    for (const char *p = text; p < in_text; p++)
      line += *p == '\n';
    g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
    g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "xml-encoding");
    g_assert_cmpint (wm_diagnostics_get (diags, 0)->line, ==, line);
    g_assert_cmpstr (wm_diagnostics_get (diags, 0)->message, ==,
                     "the bytes 0xE4 are not UTF-8: was the file saved in another encoding, "
                     "such as Latin-1 or Windows-1252? Waymark files are UTF-8 (save it as "
                     "UTF-8)");
  }
}

/* The start tag of line 30 of the base game, and the same tag without its
 * '>' (review 7). */
#define BOW_TAG "<weapon-type id=\"bow\" color=\"#5b8c2a\">"
#define BOW_TAG_BROKEN "<weapon-type id=\"bow\" color=\"#5b8c2a\" "

/* The line of the base game where @text first is. */
static int
base_line_of (const char *text)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *all = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  const char *at = strstr (all, text);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *p = all; p < at; p++)
    line += *p == '\n';
  return line;
}

/* The only problem in @diags is an xml-malformed error at @line (0: any)
 * whose message starts with @start. */
static const WmDiagnostic *
assert_malformed (WmDiagnostics *diags, int line, const char *start)
{
  const WmDiagnostic *d;

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "xml-malformed");
  if (line > 0)
    g_assert_cmpint (d->line, ==, line);
  if (!g_str_has_prefix (d->message, start))
    g_error ("expected “%s…”, not “%s”", start, d->message);
  return d;
}

/* An empty file, or one of blanks alone, is said to be empty, in words
 * that translate, not libxml2's "Document is empty" (review 18). */
static void
test_xml_empty_file (void)
{
  static const char *const contents[] = { "", " \n\t\n" };

  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_autoptr (GBytes) bytes = g_bytes_new_static (contents[i], strlen (contents[i]));
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("empty.waymark");
      g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "empty.waymark", diags);

      g_assert_null (variant);
      assert_malformed (diags, 1, "the file is empty: it holds no XML at all");
    }
}

/* Zero bytes, as a crash or a power cut while writing leaves a file (all
 * of it, or its end), are said to be damage at the line of the first, not
 * bytes of another encoding (in a file that declares one, too). */
static void
test_xml_zero_bytes (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  const char *text = g_bytes_get_data (base, NULL);
  g_autofree char *tail = g_malloc0 (50000 + 4096);
  g_autofree char *latin1 = g_malloc0 (4096);
  char zeros[3000] = { 0 };
  static const char declared[] = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<variant";
  const char *message = "the file holds zero bytes (0x00), which no text has: it is damaged, as "
                        "a crash or a power cut while it was written can leave a file; open a "
                        "copy of it";
  int line = 1;

  {
    g_autoptr (WmDiagnostics) diags = load_raw (zeros, sizeof zeros, FALSE);
    assert_malformed (diags, 1, message);
  }
  memcpy (tail, text, 50000);
  for (int i = 0; i < 50000; i++)
    line += text[i] == '\n';
  {
    g_autoptr (WmDiagnostics) diags = load_raw (tail, 50000 + 4096, FALSE);
    assert_malformed (diags, line, message);
  }
  memcpy (latin1, declared, strlen (declared));
  {
    g_autoptr (WmDiagnostics) diags = load_raw (latin1, 4096, FALSE);
    assert_malformed (diags, 2, message);
  }
}

/* A start tag that lost its '>': libxml2 notices it on the next line,
 * where '<' cannot start an attribute name, and goes on with four errors
 * that follow from it (review 7 counted five, the first at line 31). One
 * error is told, at the line where the broken tag starts, in our words
 * first, then libxml2's, then how many more it found. */
static void
test_xml_lost_bracket (void)
{
  g_autoptr (WmDiagnostics) diags = load_edited (BOW_TAG, BOW_TAG_BROKEN);
  const WmDiagnostic *d;

  g_assert_cmpint (base_line_of (BOW_TAG), ==, 30);
  d = assert_malformed (diags, 30,
                        "the XML is not well-formed in the tag that starts on this line: "
                        "error parsing attribute name (and ");
  g_assert_true (g_str_has_suffix (d->message, " more errors the parser found after it)"));
}

/* A lost closing quote runs the value over the line's '>' into the next
 * line: still the line where the tag starts, not where libxml2 stopped. */
static void
test_xml_lost_quote (void)
{
  g_autoptr (WmDiagnostics) diags
      = load_edited (BOW_TAG, "<weapon-type id=\"bow\" color=\"#5b8c2a>");

  assert_malformed (diags, 30, "the XML is not well-formed in the tag that starts on this line: ");
}

/* An element never closed is noticed at a later end tag, which is not
 * where the mistake is (review 13: a space that lost its '/' was told at
 * the side's end tag, 98 lines on): libxml2 names the element and the line
 * its start tag is on, so that line is told, with where it was noticed,
 * and libxml2's own words after them. */
static void
test_xml_unclosed_element (void)
{
  g_autoptr (WmDiagnostics) diags = load_edited (
      "<name xml:lang=\"it\">Arco</name>\n  </weapon-type>", "<name xml:lang=\"it\">Arco</name>");
  g_autofree char *noticed = NULL;
  const WmDiagnostic *d;

  d = assert_malformed (diags, base_line_of (BOW_TAG),
                        "the XML is not well-formed: the <weapon-type> that starts on this line "
                        "is never closed (noticed on line ");
  noticed = g_strdup_printf ("Opening and ending tag mismatch: weapon-type line %d and ",
                             base_line_of (BOW_TAG));
  g_assert_nonnull (strstr (d->message, noticed));
}

/* The base game cut short at seeded places (a full disk, a crash, a copy
 * interrupted), mid-tag, mid-text, mid-character too: always told as a
 * file that ends before its XML does, at a line of the file (review 22:
 * libxml2's "Premature end of data in tag lake line 500" alone, or, cut
 * inside a character, "not UTF-8: saved in another encoding?"). Cut
 * after a whole line, the line told is the last, and the element named
 * is the one that line leaves open. */
static void
test_xml_cut_short (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  gsize size = g_bytes_get_size (base);
  const char *text = g_bytes_get_data (base, NULL);
  const char *umlaut = strstr (text, "\xC3\xA4"); /* an 'ä', two bytes */
  g_autoptr (GRand) rand = g_rand_new_with_seed (22);

  g_assert_nonnull (umlaut);
  for (int i = 0; i < 200; i++)
    {
      gsize cut = i == 0 ? (gsize) (umlaut - text) + 1 : (gsize) g_rand_int_range (rand, 1, (gint32) size - 20);
      g_autoptr (WmDiagnostics) diags = load_raw (text, cut, FALSE);
      const WmDiagnostic *d = assert_malformed (diags, 0, "the file ends ");
      int lines = 1;

      for (gsize j = 0; j < cut; j++)
        lines += text[j] == '\n';
      if (d->line < 1 || d->line > lines)
        g_error ("cut at byte %" G_GSIZE_FORMAT ": line %d of %d", cut, d->line, lines);
    }
  {
    const char *line_500 = text;
    for (int line = 1; line < 501; line++)
      line_500 = strchr (line_500, '\n') + 1;
    g_autoptr (WmDiagnostics) diags = load_raw (text, line_500 - text, FALSE);
    assert_malformed (diags, 500, "the file ends before the <side> that opens on line ");
  }
  /* Cut inside a tag, a part of a token left: right after the '/' of a
   * "/>" libxml2 says "attributes construct error" before that '/', which
   * was told in its words alone (the Italian texts' seeded cuts met it). */
  {
    static const char *const ends[] = { "/", " di", " dir=", " dir=\"n" };
    const char *shore = "<shore space=\"s7\" dir=\"nw\"/>";
    const char *at = strstr (text, shore);

    g_assert_nonnull (at);
    for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
      {
        gsize kept = (gsize) (strstr (shore, ends[i]) - shore) + strlen (ends[i]);
        g_autoptr (WmDiagnostics) diags = load_raw (text, (gsize) (at - text) + kept, FALSE);

        g_test_message ("cut after %.*s", (int) kept, shore);
        assert_malformed (diags, base_line_of (shore),
                          "the file ends inside the tag that starts on this line: ");
      }
  }
}

/* A stray '&' between elements, after a comment, CDATA section or
 * processing instruction that holds a '<' and a lone quote: the mistake
 * is not in a tag, so it is told where libxml2 noticed it, the '&' line.
 * The last '<' before it is the other markup's, and the quote there hid
 * its closing '>': it was told as "the tag that starts" on that line. */
static void
test_xml_markup_before_error (void)
{
  static const char *const markups[] = {
    "<!-- a \"<\" here, and don't -->",
    "<![CDATA[ a < \"b ]]>",
    "<?waymark-note it's a < b ?>",
  };
  const char *arco = "<name xml:lang=\"it\">Arco</name>";

  for (guint i = 0; i < G_N_ELEMENTS (markups); i++)
    {
      g_autofree char *edited = g_strdup_printf ("%s\n    %s\n    & \n", arco, markups[i]);
      g_autoptr (WmDiagnostics) diags = load_edited (arco, edited);

      g_test_message ("%s", markups[i]);
      assert_malformed (diags, base_line_of (arco) + 2,
                        "the XML is not well-formed (noticed on this line; the mistake may be "
                        "before it): ");
    }
}

/* A comment with a quote just before a start tag that lost its '>': the
 * tag is still the one told, on its own line. */
static void
test_xml_comment_before_broken_tag (void)
{
  g_autoptr (WmDiagnostics) diags
      = load_edited (BOW_TAG, "<!-- the archer's -->\n  " BOW_TAG_BROKEN);

  assert_malformed (diags, 31, "the XML is not well-formed in the tag that starts on this line: ");
}

/* How the Open dialog says the lost '>' in each language: the severity
 * and our words translated, libxml2's English text after them, and none
 * of the command line's "error:". */
static void
test_xml_error_for_display (void)
{
  static const struct
  {
    const char *lang, *locale, *start;
  } cases[] = {
    { NULL, "C.UTF-8",
      "Error, line 30: the XML is not well-formed in the tag that starts on this line: error "
      "parsing attribute name (and " },
    { "de", "de_DE.UTF-8",
      "Fehler, Zeile 30: das XML ist im Tag, das in dieser Zeile beginnt, nicht wohlgeformt: "
      "error parsing attribute name (und " },
    { "it", "it_IT.UTF-8",
      "Errore, riga 30: l’XML non è ben formato nel tag che inizia su questa riga: error "
      "parsing attribute name (e altri " },
  };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  guint used = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WmDiagnostics) diags = NULL;
      g_autofree char *text = NULL;

      if (!wm_test_use_language (cases[i].lang, cases[i].locale, "Fewest players"))
        {
          g_test_message ("no locale or catalogue for %s", cases[i].lang);
          continue;
        }
      used++;
      diags = load_edited (BOW_TAG, BOW_TAG_BROKEN);
      text = wm_diagnostic_format_for_display (wm_diagnostics_get (diags, 0));
      if (!g_str_has_prefix (text, cases[i].start))
        g_error ("expected “%s…”, not “%s”", cases[i].start, text);
      g_assert_true (g_str_has_suffix (text, ") [xml-malformed]"));
      g_assert_null (strstr (text, "error:"));
    }
  if (used < G_N_ELEMENTS (cases))
    g_test_incomplete ("a language's locale or catalogue is missing");
}

/* A problem's own row shows its message as a sentence, but ids that
 * start it stay as the file spells them. */
static void
test_message_as_sentence (void)
{
  static const struct
  {
    const char *message, *sentence;
  } cases[] = {
    { "the variant's identifier is still “x”", "The variant's identifier is still “x”" },
    { "die Kennung der Variante", "Die Kennung der Variante" },
    { "l’identificatore della variante", "L’identificatore della variante" },
    { "été", "Été" },
    { "s33 has no path", "s33 has no path" },
    { "quests-r1 has 15 cards", "quests-r1 has 15 cards" },
    { "“r1” has no town", "“r1” has no town" },
    { "Stapel „x“ hat 15 Karten", "Stapel „x“ hat 15 Karten" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WmDiagnostic diag = { .message = (char *) cases[i].message };
      g_autofree char *sentence = wm_diagnostic_message_as_sentence (&diag);
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }
}

typedef struct
{
  const char *lang; /* $LANGUAGE, NULL for English */
  const char *locale;
  const char *open, *close; /* the language's quotation marks */
} Language;

static const Language languages[] = {
  { NULL, "C.UTF-8", "“", "”" },
  { "de", "de_DE.UTF-8", "„", "“" },
  { "it", "it_IT.UTF-8", "«", "»" },
};

/* Switches messages to @l; FALSE when the system lacks the locale or the
 * build its catalogue. */
static gboolean
use_language (const Language *l)
{
  return wm_test_use_language (l->lang, l->locale, "Fewest players");
}

/* The only problem of the base game edited from @from to @to is a
 * value-range error at the <rules> line whose message quotes the Rules
 * page's labels @labels (in the language of @l) and holds @values, and no
 * attribute name. */
static void
assert_rules_message (const Language *l, const char *from, const char *to,
                      const char *const labels[2], const char *values[2])
{
  g_autoptr (WmDiagnostics) diags = load_edited (from, to);
  const WmDiagnostic *d;

  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "value-range");
  g_assert_cmpint (d->line, ==, 12);
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *quoted = g_strconcat (l->open, _(labels[i]), l->close, " (", values[i], ")",
                                             NULL);
      if (strstr (d->message, quoted) == NULL)
        g_error ("expected “%s” in “%s”", quoted, d->message);
    }
  g_assert_null (strstr (d->message, "-players"));
  g_assert_null (strstr (d->message, "higher-goal"));
}

/* Messages about the rules' values name them as the Rules page labels them
 * ("Fewest players", "Most players", "Goal", "Higher goal"), in every
 * language, not by their attributes (min-players …). A higher goal at or
 * below the goal is refused like fewest players over most players. */
static void
test_rules_labels (void)
{
  static const char *const players[2] = { N_("Fewest players"), N_("Most players") };
  static const char *const goals[2] = { N_("Higher goal"), N_("Goal") };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  guint used = 0;

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      const Language *l = &languages[i];
      if (!use_language (l))
        {
          g_test_message ("no locale or catalogue for %s", l->lang);
          continue;
        }
      used++;
      assert_rules_message (l, "min-players=\"2\"", "min-players=\"5\"", players,
                            (const char *[]) { "5", "4" });
      assert_rules_message (l, "higher-goal=\"25\"", "higher-goal=\"10\"", goals,
                            (const char *[]) { "10", "20" });
      assert_rules_message (l, "higher-goal=\"25\"", "higher-goal=\"20\"", goals,
                            (const char *[]) { "20", "20" });
    }
  if (used < G_N_ELEMENTS (languages))
    g_test_incomplete ("a language's locale or catalogue is missing");
}

/* The language a message names, as the Validation page's problems name
 * it in each language of the UI: in quotes ("“it”", „it“, «it») or by name
 * ("in Italian"); not by a bare "it" ("so it prints without one"). The
 * Decks and Characters pages go to the name or text in that language. */
static void
test_message_language (void)
{
  static const char *const declared[] = { "en", "de", "it", NULL };
  char **langs = (char **) declared;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  guint used = 0;

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      const Language *l = &languages[i];
      g_autofree char *italian = NULL;
      g_autofree char *missing = NULL, *blank = NULL, *none = NULL, *bidi = NULL;
      if (!use_language (l))
        {
          g_test_message ("no locale or catalogue for %s", l->lang);
          continue;
        }
      used++;
      italian = wm_locale_language_in_sentence ("it");
      {
        /* As the loader names it: "Italian (“it”)". */
        g_autofree char *words_and_tag
            = g_strdup_printf (C_ ("language in words and tag", "%s (“%s”)"), italian, "it");
        missing = g_strdup_printf (_("the card text is missing in %s"), words_and_tag);
      }
      blank = g_strdup_printf (_("card “%s” has a blank name in %s"), "A01", italian);
      none = g_strdup_printf (
          _("card “%s” has no text in any language, so it prints without one"), "A01");
      bidi = g_strdup_printf (_("the text in “%s” holds the invisible direction control U+%04X, "
                                "which reverses or reorders the letters after it; delete it"),
                              "de", 0x202E);
      g_test_message ("%s / %s / %s", missing, blank, bidi);
      g_assert_cmpstr (wm_diagnostic_message_language (missing, langs), ==, "it");
      g_assert_cmpstr (wm_diagnostic_message_language (blank, langs), ==, "it");
      g_assert_cmpstr (wm_diagnostic_message_language (bidi, langs), ==, "de");
      g_assert_null (wm_diagnostic_message_language (none, langs));
    }
  if (used < G_N_ELEMENTS (languages))
    g_test_incomplete ("a language's locale or catalogue is missing");
}

/* A name that holds a line break ("Elms&#10;fake.waymark:1: error: …")
 * made validate print a second line that an editor's problem matcher read
 * as a problem of its own (review f). Control characters of a message are
 * escaped, text that is not UTF-8 passes as it is, and the message stays
 * on one line. */
static void
test_one_line (void)
{
  WmDiagnostic diag = { .severity = WM_SEVERITY_ERROR, .file = (char *) "v.waymark", .line = 66,
                        .code = (char *) "id-duplicate",
                        .message = (char *) "town “Elms\nfake.waymark:1: error: injected\r\t\x01"
                                            "\xc2\x85\u2028\x7f\xff” is it" };
  g_autofree char *line = wm_diagnostic_format (&diag);

  g_assert_cmpstr (line, ==,
                   "v.waymark:66: error: town “Elms\\nfake.waymark:1: error: injected\\r\\t"
                   "\\u0001\\u0085\\u2028\\u007F\xff” is it [id-duplicate]");
  g_assert_null (strchr (line, '\n'));
}

/* Review f, finding 14: a refused id names its attribute and element, a
 * refused rotation says it is the board's, and an effect's number too
 * large for a whole number of the machine is out of range, not "not a
 * whole number". */
static void
test_wording (void)
{
  g_autoptr (WmDiagnostics) id = load_edited ("<town id=\"elmswick\"", "<town id=\"r e d\"");
  g_autoptr (WmDiagnostics) empty = load_edited ("<region id=\"r1\"", "<region id=\"\"");
  g_autoptr (WmDiagnostics) rotation
      = load_edited ("<cell region=\"r1\" rotation=\"0\"", "<cell region=\"r1\" rotation=\"45\"");
  g_autoptr (WmDiagnostics) amount = load_edited ("amount=\"1\"", "amount=\"2147483648\"");

  assert_first (id, "schema-value", 70, NULL,
                "“id” of <town> must be an id (letters, digits, “_”, “.” and “-”), not “r e d”");
  assert_first (empty, "schema-value", 105, NULL,
                "“id” of <region> must be an id (letters, digits, “_”, “.” and “-”), not “”");
  assert_first (rotation, "schema-value", 1003, "board",
                "a rotation is 0, 90, 180 or 270, not 45");
  assert_first (amount, "effect-param", 1023, "character red",
                "“Gold” of “Gold bonus”: 2147483648 is outside 1–5");
}

/* " 20" and "+2" are numbers to XML Schema (and the schema): they load,
 * but saving writes 20 and 2, which is said, as a warning with the
 * element's place (review f, finding 15). */
static void
test_number_form (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  g_autofree char *goal = NULL, *edited = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;

  goal = replace_first (text, "goal=\"20\"", "goal=\" 20\"");
  edited = replace_first (goal, "<region id=\"r1\" size=\"12\"",
                          "<region id=\"r1\" size=\"+12.50\"");
  diags = load_raw (edited, strlen (edited), TRUE);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 2);
  g_assert_cmpint (wm_diagnostics_get (diags, 0)->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (wm_diagnostics_get (diags, 1)->severity, ==, WM_SEVERITY_WARNING);
  assert_first (diags, "number-form", 12, "rules",
                "“goal” of <rules> is written “ 20”, with spaces or a plus sign: it is read as "
                "20 and saved so");
  g_assert_cmpstr (wm_diagnostics_get (diags, 1)->message, ==,
                   "“size” of <region> is written “+12.50”, with spaces or a plus sign: it is "
                   "read as 12.5 and saved so");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/load-messages/unknown-kind-island", test_unknown_kind_island);
  g_test_add_func ("/model/load-messages/unknown-kind-town", test_unknown_kind_town);
  g_test_add_func ("/model/load-messages/unknown-deck-kind", test_unknown_deck_kind);
  g_test_add_func ("/model/load-messages/at-most-once", test_at_most_once);
  g_test_add_func ("/model/load-messages/rules-labels", test_rules_labels);
  g_test_add_func ("/model/load-messages/one-line", test_one_line);
  g_test_add_func ("/model/load-messages/message-language", test_message_language);
  g_test_add_func ("/model/load-messages/language-listed-twice", test_language_listed_twice);
  g_test_add_func ("/model/load-messages/refused-value-one-error", test_refused_value_one_error);
  g_test_add_func ("/model/load-messages/exponent-number", test_exponent_number);
  g_test_add_func ("/model/load-messages/duplicate-made-in-code", test_duplicate_made_in_code);
  g_test_add_func ("/model/load-messages/other-encoding", test_other_encoding);
  g_test_add_func ("/model/load-messages/wording", test_wording);
  g_test_add_func ("/model/load-messages/number-form", test_number_form);
  g_test_add_func ("/model/load-messages/xml/lost-bracket", test_xml_lost_bracket);
  g_test_add_func ("/model/load-messages/xml/lost-quote", test_xml_lost_quote);
  g_test_add_func ("/model/load-messages/xml/empty-file", test_xml_empty_file);
  g_test_add_func ("/model/load-messages/xml/zero-bytes", test_xml_zero_bytes);
  g_test_add_func ("/model/load-messages/xml/unclosed-element", test_xml_unclosed_element);
  g_test_add_func ("/model/load-messages/xml/cut-short", test_xml_cut_short);
  g_test_add_func ("/model/load-messages/xml/markup-before-error", test_xml_markup_before_error);
  g_test_add_func ("/model/load-messages/xml/comment-before-broken-tag",
                   test_xml_comment_before_broken_tag);
  g_test_add_func ("/model/load-messages/xml/for-display", test_xml_error_for_display);
  g_test_add_func ("/model/load-messages/as-sentence", test_message_as_sentence);
  return g_test_run ();
}
