/* Load, save and round trip of the .waymark format on the base game. */

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-variant-io.h"

static void
test_base_loads_clean (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
  g_assert_nonnull (variant);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
  g_assert_cmpuint (variant->regions->len, ==, 4);
  g_assert_cmpuint (variant->towns->len, ==, 8);
}

static void
test_base_is_canonical (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autoptr (GBytes) original = wm_variant_base_bytes ();
  g_autoptr (GBytes) saved = NULL;

  g_assert_nonnull (variant);
  saved = wm_variant_save_bytes (variant);
  /* byte for byte: the bundled file is written in the canonical form */
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                   g_bytes_get_data (original, NULL), g_bytes_get_size (original));
}

static void
test_round_trip_equal (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) a = wm_variant_load_base (diags);
  g_autoptr (WmVariant) b = wm_variant_copy (a);
  g_autofree char *where = NULL;
  WmSpace *space;

  g_assert_nonnull (b);
  g_assert_true (wm_variant_equal (a, b, &where));

  /* the equality must see a change deep inside */
  space = g_ptr_array_index (((WmRegion *) g_ptr_array_index (b->regions, 2))->sides[1]->spaces, 5);
  space->x += 0.5;
  g_assert_false (wm_variant_equal (a, b, &where));
  g_assert_nonnull (strstr (where, "x="));
}

/* The base game's file as @pattern (a regex) rewrites it to @replacement. */
static GBytes *
base_rewritten (const char *pattern, const char *replacement)
{
  g_autoptr (GBytes) original = wm_variant_base_bytes ();
  g_autoptr (GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
  char *text = g_regex_replace (regex, g_bytes_get_data (original, NULL),
                                (gssize) g_bytes_get_size (original), 0, replacement, 0, NULL);

  g_autoptr (GBytes) rewritten = NULL;

  g_assert_nonnull (text);
  rewritten = g_bytes_new_take (text, strlen (text));
  /* The pattern matched: a test of nothing would pass as well. */
  g_assert_false (g_bytes_equal (rewritten, original));
  return g_steal_pointer (&rewritten);
}

static WmVariant *
load_clean (GBytes *bytes)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("old.waymark");
  WmVariant *variant = wm_variant_load_bytes (bytes, "old.waymark", diags);

  g_assert_nonnull (variant);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  return variant;
}

static const char *
fort_weapon (const WmVariant *variant, guint region)
{
  return ((WmRegion *) g_ptr_array_index (variant->regions, region))->fort_weapon;
}

/* Each region names the weapon type its fort hands out; the bundled file
 * holds the types the position rule gave before (region i, type i). */
static void
test_fort_weapon_base (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autoptr (GBytes) saved = NULL;

  g_assert_cmpstr (fort_weapon (variant, 0), ==, "bow");
  g_assert_cmpstr (fort_weapon (variant, 1), ==, "sword");
  g_assert_cmpstr (fort_weapon (variant, 2), ==, "lance");
  g_assert_cmpstr (fort_weapon (variant, 3), ==, "axe");
  saved = wm_variant_save_bytes (variant);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (saved, NULL), (gssize) g_bytes_get_size (saved),
                                  "<region id=\"r3\" size=\"12\" fort-weapon=\"lance\">"));
}

/* A file from before fort-weapon gets the weapon types it was played with,
 * region by region modulo the number of types, and saves them: the old base
 * game saves as the bundled one, byte for byte. */
static void
test_fort_weapon_old_file (void)
{
  g_autoptr (GBytes) old = base_rewritten (" fort-weapon=\"[a-z]+\"", "");
  g_autoptr (GBytes) two_types
      = base_rewritten (" fort-weapon=\"[a-z]+\"|  <weapon-type id=\"(lance|axe)\"(?s:.*?)"
                        "</weapon-type>\n",
                        "");
  g_autoptr (GBytes) bundled = wm_variant_base_bytes ();
  g_autoptr (WmVariant) variant = load_clean (old);
  g_autoptr (WmVariant) fewer = load_clean (two_types);
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);

  g_assert_true (g_bytes_equal (saved, bundled));
  g_assert_cmpuint (fewer->weapon_types->len, ==, 2);
  g_assert_cmpstr (fort_weapon (fewer, 0), ==, "bow");
  g_assert_cmpstr (fort_weapon (fewer, 1), ==, "sword");
  g_assert_cmpstr (fort_weapon (fewer, 2), ==, "bow");
  g_assert_cmpstr (fort_weapon (fewer, 3), ==, "sword");
}

/* Once any region names its fort's weapon the file is read as written: a
 * region without one hands out none (the validator's setup-fort-weapon),
 * and saves and loads so. */
static void
test_fort_weapon_missing_stays (void)
{
  g_autoptr (GBytes) bytes = base_rewritten (" fort-weapon=\"sword\"", "");
  g_autoptr (WmVariant) variant = load_clean (bytes);
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);
  g_autoptr (WmVariant) reloaded = load_clean (saved);

  g_assert_null (fort_weapon (variant, 1));
  g_assert_cmpstr (fort_weapon (variant, 2), ==, "lance");
  g_assert_true (g_bytes_equal (saved, bytes));
  g_assert_null (fort_weapon (reloaded, 1));
}

/* A weapon type the file lacks: the load fails at the region's line. */
static void
test_fort_weapon_unknown (void)
{
  g_autoptr (GBytes) bytes = base_rewritten ("fort-weapon=\"lance\"", "fort-weapon=\"halberd\"");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bad.waymark");
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "bad.waymark", diags);
  g_autofree char *text = NULL;

  g_assert_null (variant);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  text = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
  g_assert_cmpstr (text, ==,
                   "bad.waymark:539: error: there is no weapon type “halberd” [ref-unknown]");
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->where, ==, "region r3");
}

/* A slip of the keyboard in a reference (review l, s6): the message names
 * the id the designer most likely meant; an id near none gets no guess. */
static void
test_unknown_hints_nearest (void)
{
  static const struct
  {
    const char *written, *said;
  } cases[] = {
    { "<target town=\"harowdale\"/>",
      "there is no town “harowdale” (did you mean “harrowdale”?) [ref-unknown]" },
    { "<target town=\"HarrowDale\"/>",
      "there is no town “HarrowDale” (did you mean “harrowdale”?) [ref-unknown]" },
    { "<target town=\"westerly\"/>", "there is no town “westerly” [ref-unknown]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GBytes) bytes = base_rewritten ("<target town=\"harrowdale\"/>", cases[i].written);
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bad.waymark");
      g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "bad.waymark", diags);
      g_autofree char *text = NULL;

      g_assert_null (variant);
      g_assert_cmpuint (wm_diagnostics_count (diags), >=, 1);
      text = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
      g_assert_nonnull (strstr (text, cases[i].said));
    }
}

/* The size a variant means a deck to have (Rules, "Deck sizes") is the
 * deck's "size", written only when stated: the base game, which states
 * none, saves as before (base/canonical). */
static void
test_deck_size_round_trip (void)
{
  g_autoptr (GBytes) bytes = base_rewritten ("<deck id=\"events\" kind=\"event\">",
                                             "<deck id=\"events\" kind=\"event\" size=\"21\">");
  g_autoptr (WmVariant) variant = load_clean (bytes);
  g_autoptr (GBytes) saved = wm_variant_save_bytes (variant);
  g_autoptr (WmVariant) reloaded = load_clean (saved);
  g_autoptr (GBytes) resaved = wm_variant_save_bytes (reloaded);
  WmDeck *events = wm_variant_find_deck (variant, "events");

  g_assert_cmpint (events->size, ==, 21);
  g_assert_cmpint (wm_deck_meant_size (events), ==, 21);
  g_assert_cmpint (wm_deck_meant_size (wm_variant_find_deck (variant, "quests-r1")), ==, 12);
  g_assert_cmpint (wm_deck_meant_size (wm_variant_find_deck (variant, "personal-quests")), ==, 0);
  /* The file as written is the canonical form: saved byte for byte. */
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                   g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_true (g_bytes_equal (resaved, saved));

  /* Back to the rulebook's size, the attribute goes: the base game again. */
  events->size = 0;
  g_clear_pointer (&saved, g_bytes_unref);
  saved = wm_variant_save_bytes (variant);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = wm_variant_base_bytes ();
  g_assert_true (g_bytes_equal (saved, bytes));
}

/* A bad size is refused at the deck's line, in the loader's words. */
static void
test_deck_size_bad (void)
{
  static const struct
  {
    const char *pattern, *replacement, *message;
  } cases[] = {
    { "<deck id=\"events\" kind=\"event\">", "<deck id=\"events\" kind=\"event\" size=\"-1\">",
      "bad.waymark:2327: error: “size” of <deck> must be 1–255, not -1 [schema-range]" },
    { "<deck id=\"events\" kind=\"event\">", "<deck id=\"events\" kind=\"event\" size=\"0\">",
      "bad.waymark:2327: error: “size” of <deck> must be 1–255, not 0 [schema-range]" },
    /* Whole numbers too large for any count: out of range, as written. */
    { "<deck id=\"events\" kind=\"event\">",
      "<deck id=\"events\" kind=\"event\" size=\"99999999999\">",
      "bad.waymark:2327: error: “size” of <deck> must be 1–255, not 99999999999 [schema-range]" },
    { "<deck id=\"events\" kind=\"event\">",
      "<deck id=\"events\" kind=\"event\" size=\" -123456789012345678901234567890 \">",
      "bad.waymark:2327: error: “size” of <deck> must be 1–255, not "
      "-123456789012345678901234567890 [schema-range]" },
    { "<deck id=\"side-quests\" kind=\"side-quest\">",
      "<deck id=\"side-quests\" kind=\"side-quest\" size=\"many\">",
      "bad.waymark:1592: error: “size” of <deck> must be a whole number, not “many” "
      "[schema-value]" },
    { "<deck id=\"side-quests\" kind=\"side-quest\">",
      "<deck id=\"side-quests\" kind=\"side-quest\" size=\"-\">",
      "bad.waymark:1592: error: “size” of <deck> must be a whole number, not “-” "
      "[schema-value]" },
    { "<deck id=\"personal-quests\" kind=\"personal-quest\">",
      "<deck id=\"personal-quests\" kind=\"personal-quest\" size=\"4\">",
      "bad.waymark:1837: error: a deck of personal quests has no “size”: it holds one quest "
      "per character [schema-attribute]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GBytes) bytes = base_rewritten (cases[i].pattern, cases[i].replacement);
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bad.waymark");
      g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "bad.waymark", diags);
      g_autofree char *text = NULL;

      g_assert_null (variant);
      g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
      text = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
      g_assert_cmpstr (text, ==, cases[i].message);
    }
}

static const char foreign_doc[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<!-- designer's note at the top -->\n"
  "<variant xmlns=\"urn:waymark:variant:1\" xmlns:ext=\"urn:example:ext\" format=\"1\">\n"
  "  <info languages=\"en\">\n"
  "    <title xml:lang=\"en\">Tiny</title>\n"
  "  </info>\n"
  "  <!-- the rules follow -->\n"
  "  <rules goal=\"20\" higher-goal=\"25\" hand=\"5\" turns=\"3\" min-players=\"2\" max-players=\"4\" discovery-gold=\"1\" ext:tempo=\"fast\"/>\n"
  "  <ext:playtest-notes><ext:note>too long</ext:note></ext:playtest-notes>\n"
  "  <board cols=\"1\" rows=\"1\" order=\"fixed\" rotation=\"fixed\"/>\n"
  "</variant>\n";

static void
test_foreign_content_survives (void)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (foreign_doc, strlen (foreign_doc));
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("foreign");
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, "foreign", diags);
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (GBytes) saved_again = NULL;
  g_autoptr (WmVariant) reloaded = NULL;
  const char *text;

  g_assert_nonnull (variant);
  saved = wm_variant_save_bytes (variant);
  text = g_bytes_get_data (saved, NULL);
  g_assert_nonnull (strstr (text, "<!-- designer's note at the top -->"));
  g_assert_nonnull (strstr (text, "<!-- the rules follow -->"));
  g_assert_nonnull (strstr (text, "ext:tempo=\"fast\""));
  g_assert_nonnull (strstr (text, "<ext:note>too long</ext:note>"));
  g_assert_nonnull (strstr (text, "xmlns:ext=\"urn:example:ext\""));

  /* a second round changes nothing */
  reloaded = wm_variant_load_bytes (saved, "foreign-2", diags);
  g_assert_nonnull (reloaded);
  saved_again = wm_variant_save_bytes (reloaded);
  g_assert_true (g_bytes_equal (saved, saved_again));
}

/* Every German text of the base game moved before its English one, as
 * when the German was typed first. */
static GBytes *
base_german_first (void)
{
  return base_rewritten ("(<(name|text|title|description) xml:lang=\"en\">[^<]*</\\2>\\n)(\\s*)"
                         "(<\\2 xml:lang=\"de\">[^<]*</\\2>\\n)",
                         "\\4\\3\\1");
}

/* Texts are saved in the variant's language order (en de it), whatever
 * order they were given in, and the saved file is the canonical one. */
static void
test_text_language_order (void)
{
  g_autoptr (GBytes) swapped = base_german_first ();
  g_autoptr (GBytes) original = wm_variant_base_bytes ();
  g_autoptr (WmVariant) variant = load_clean (swapped);
  g_autoptr (WmVariant) reloaded = NULL;
  g_autoptr (GBytes) saved = NULL, saved_again = NULL;
  const WmDeck *deck = g_ptr_array_index (variant->decks, 0);
  const WmCard *card = g_ptr_array_index (deck->cards, 0);
  const WmTextEntry *first = g_ptr_array_index (card->name.entries, 0);

  /* The model keeps the order it was given; only the file is ordered. */
  g_assert_cmpstr (first->lang, ==, "de");
  saved = wm_variant_save_bytes (variant);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                   g_bytes_get_data (original, NULL), g_bytes_get_size (original));
  /* and a second round changes nothing */
  reloaded = load_clean (saved);
  saved_again = wm_variant_save_bytes (reloaded);
  g_assert_true (g_bytes_equal (saved, saved_again));
}

/* A text typed in the editor's order (Italian, then German, then English)
 * is saved en, de, it; a language the variant does not declare follows
 * them in the order it came. */
static void
test_text_language_order_typed (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  WmCard *card = g_ptr_array_index (((WmDeck *) g_ptr_array_index (variant->decks, 0))->cards, 0);
  g_autoptr (GBytes) saved = NULL;
  const char *text, *en, *de, *it, *fr;

  wm_text_clear (&card->text);
  wm_text_init (&card->text);
  wm_text_set (&card->text, "fr", "Texte français");
  wm_text_set (&card->text, "it", "Testo italiano");
  wm_text_set (&card->text, "de", "Deutscher Text");
  wm_text_set (&card->text, "en", "English text");
  saved = wm_variant_save_bytes (variant);
  text = g_bytes_get_data (saved, NULL);
  en = strstr (text, ">English text<");
  de = strstr (text, ">Deutscher Text<");
  it = strstr (text, ">Testo italiano<");
  fr = strstr (text, ">Texte français<");
  g_assert_true (en && de && it && fr);
  g_assert_true (en < de && de < it && it < fr);
}

static void
test_save_atomic_keeps_old_on_failure (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wm-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v.waymark", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-dir", "v.waymark", NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_true (wm_variant_save_path (variant, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));

  g_assert_false (wm_variant_save_path (variant, missing, &error));
  g_assert_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE);
  g_remove (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *language; /* $LANGUAGE */
  const char *shown;    /* the display language then */
} LanguageCase;

static void
check_display_languages (const WmVariant *variant, const LanguageCase *cases, guint n)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  for (guint i = 0; i < n; i++)
    {
      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      g_assert_cmpstr (wm_variant_display_language (variant), ==, cases[i].shown);
    }
  if (saved)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* Texts are shown in the first of the desktop's languages the variant
 * declares (the base game: en, de, it), else in its fallback. */
static void
test_display_language (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  static const LanguageCase cases[] = {
    { "de_DE", "de" }, { "it", "it" }, { "fr_FR:it_IT", "it" }, { "fr", "en" }, { "en_GB", "en" },
  };

  g_assert_nonnull (variant);
  check_display_languages (variant, cases, G_N_ELEMENTS (cases));
}

/* Variants tag regional languages the XML way ("de-AT"), desktops name
 * them the locale way ("de_AT"): the same language either way, and a
 * desktop of the same language from another region prefers it to the
 * fallback; an exact match wins over a same-language one. */
static void
test_display_language_regional (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  static const LanguageCase cases[] = {
    { "de_AT", "de-AT" }, { "de_DE", "de-AT" }, { "de", "de-AT" }, { "pt_BR", "pt-br" },
    { "pt", "pt-br" }, { "it_CH", "it-CH" }, { "it_IT", "it" }, { "fr_FR:de_CH", "de-AT" },
    { "fr", "en" }, { "C", "en" },
  };

  g_assert_nonnull (variant);
  g_strfreev (variant->info.languages);
  variant->info.languages = g_strsplit ("en it it-CH de-AT pt-br", " ", -1);
  check_display_languages (variant, cases, G_N_ELEMENTS (cases));
}

/* The editor's Text Language: a language the variant declares wins over
 * the desktop's (in any case), one it lacks leaves the desktop's, and
 * unsetting it gives the desktop's back. */
static void
test_display_language_override (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);
  static const LanguageCase desktop[] = { { "de_DE", "de" }, { "fr", "en" } };
  static const LanguageCase english[] = { { "de_DE", "en" }, { "it", "en" } };
  static const LanguageCase italian[] = { { "de_DE", "it" }, { "fr", "it" } };

  g_assert_nonnull (variant);
  g_assert_null (wm_variant_get_display_language_override ());
  wm_variant_set_display_language_override ("en");
  g_assert_cmpstr (wm_variant_get_display_language_override (), ==, "en");
  check_display_languages (variant, english, G_N_ELEMENTS (english));
  wm_variant_set_display_language_override ("IT");
  check_display_languages (variant, italian, G_N_ELEMENTS (italian));
  wm_variant_set_display_language_override ("pt");
  check_display_languages (variant, desktop, G_N_ELEMENTS (desktop));
  wm_variant_set_display_language_override ("");
  g_assert_null (wm_variant_get_display_language_override ());
  wm_variant_set_display_language_override ("en");
  wm_variant_set_display_language_override (NULL);
  g_assert_null (wm_variant_get_display_language_override ());
  check_display_languages (variant, desktop, G_N_ELEMENTS (desktop));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/io/base/loads-clean", test_base_loads_clean);
  g_test_add_func ("/model/io/base/canonical", test_base_is_canonical);
  g_test_add_func ("/model/io/round-trip/equal", test_round_trip_equal);
  g_test_add_func ("/model/io/round-trip/foreign-content", test_foreign_content_survives);
  g_test_add_func ("/model/io/fort-weapon/base", test_fort_weapon_base);
  g_test_add_func ("/model/io/fort-weapon/old-file", test_fort_weapon_old_file);
  g_test_add_func ("/model/io/fort-weapon/missing-stays", test_fort_weapon_missing_stays);
  g_test_add_func ("/model/io/fort-weapon/unknown", test_fort_weapon_unknown);
  g_test_add_func ("/model/io/unknown-hints-nearest", test_unknown_hints_nearest);
  g_test_add_func ("/model/io/deck-size/round-trip", test_deck_size_round_trip);
  g_test_add_func ("/model/io/deck-size/bad", test_deck_size_bad);
  g_test_add_func ("/model/io/save/language-order", test_text_language_order);
  g_test_add_func ("/model/io/save/language-order/typed", test_text_language_order_typed);
  g_test_add_func ("/model/io/save/atomic", test_save_atomic_keeps_old_on_failure);
  g_test_add_func ("/model/io/display-language", test_display_language);
  g_test_add_func ("/model/io/display-language/regional", test_display_language_regional);
  g_test_add_func ("/model/io/display-language/override", test_display_language_override);
  return g_test_run ();
}
