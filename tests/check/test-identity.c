/* The bundled-identity check: a variant that is not a bundled template
 * itself but still has a template's identifier, a title or description of
 * one in any language, or its authors gets a warning for each, at its
 * line, saying what to change. The templates themselves — loaded from the
 * GResource, or their own files in resources/variants/ — get none. */

#include <glib.h>
#include <string.h>

#include "wm-locale.h"
#include "wm-test-lang.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* @which as a designer's file named @name holding the template's bytes
 * (what Save As wrote from the base game opened without a file). */
static WmVariant *
load_as (WmTemplate which, const char *name)
{
  g_autoptr (GBytes) bytes = wm_template_bytes (which);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (name);
  WmVariant *variant = wm_variant_load_bytes (bytes, name, diags);

  g_assert_nonnull (variant);
  return variant;
}

/* The bundled-identity warnings of @v's "setup" part, where the check
 * runs, each logged. */
static GPtrArray *
identity_warnings (WmVariant *v, WmDiagnostics *diags)
{
  GPtrArray *found = g_ptr_array_new ();

  wm_validate_part (v, "setup", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "bundled-identity") != 0)
        continue;
      g_test_message ("%d: %s", d->line, d->message);
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      /* The Overview row to fix it in: "info / title de" … */
      g_assert_true (g_str_has_prefix (d->where, "info / "));
      g_ptr_array_add (found, (gpointer) d);
    }
  return found;
}

static const WmDiagnostic *
find_message (GPtrArray *found, const char *message)
{
  for (guint i = 0; i < found->len; i++)
    {
      const WmDiagnostic *d = g_ptr_array_index (found, i);
      if (strcmp (d->message, message) == 0)
        return d;
    }
  g_error ("no warning “%s”", message);
  return NULL;
}

static void
set_id (WmVariant *v, const char *id)
{
  g_free (v->id);
  v->id = g_strdup (id);
}

/* Every template as the programs load it ("waymark-cli validate base"). */
static void
test_templates_clean (void)
{
  for (int i = 0; i < WM_N_TEMPLATES; i++)
    {
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
      g_autoptr (WmDiagnostics) load_diags = wm_diagnostics_new (NULL);
      g_autoptr (WmVariant) v = wm_template_load (i, load_diags);
      g_autoptr (GPtrArray) found = NULL;

      g_assert_true (v->bundled);
      found = identity_warnings (v, diags);
      g_assert_cmpuint (found->len, ==, 0);
    }
}

/* Every file in resources/variants/, read from the source tree as
 * `waymark-cli validate resources/variants/…` reads it. */
static void
test_source_files_clean (void)
{
  g_autofree char *dir_path
      = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr (WmDiagnostics) load_diags = wm_diagnostics_new (path);
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
      g_autoptr (WmVariant) v = NULL;
      g_autoptr (GPtrArray) found = NULL;

      if (!g_str_has_suffix (name, ".waymark"))
        continue;
      v = wm_variant_load_path (path, load_diags);
      g_assert_nonnull (v);
      g_assert_true (v->bundled);
      found = identity_warnings (v, diags);
      g_assert_cmpuint (found->len, ==, 0);
      n++;
    }
  g_assert_cmpuint (n, ==, WM_N_TEMPLATES);
}

/* The base game saved as "saltmarsh.waymark": one warning for the
 * identifier, each language's title and description, and the author. */
static void
test_saved_copy (void)
{
  g_autoptr (WmVariant) v = load_as (WM_TEMPLATE_BASE, "/tmp/saltmarsh.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  const WmDiagnostic *d;

  g_assert_false (v->bundled);
  found = identity_warnings (v, diags);
  g_assert_cmpuint (found->len, ==, 8);
  d = find_message (found,
                    "the identifier is still the base game's “treos-base”, and two variants with "
                    "one identifier cannot be told apart; give your variant its own on the "
                    "Overview page");
  g_assert_cmpint (d->line, ==, v->line);
  g_assert_cmpstr (d->where, ==, "info / identifier");
  d = find_message (found, "the title in German is still the base game's “Waymark-Grundspiel”; "
                           "give your variant its own title on the Overview page");
  g_assert_cmpint (d->line, >, v->info.line);
  g_assert_cmpstr (d->where, ==, "info / title de");
  find_message (found, "the title in English is still the base game's “Waymark Base Game”; "
                       "give your variant its own title on the Overview page");
  find_message (found, "the title in Italian is still the base game's “Gioco base di Waymark”; "
                       "give your variant its own title on the Overview page");
  d = find_message (found, "the description in Italian is still the base game's; describe your "
                           "variant on the Overview page");
  g_assert_cmpstr (d->where, ==, "info / description it");
  d = find_message (found, "the authors still name “The Waymark team”, who made the bundled "
                           "games, not this variant; name its own authors on the Overview page");
  g_assert_cmpint (d->line, ==, v->info.line);
  g_assert_cmpstr (d->where, ==, "info / authors");
}

/* Renamed on the Overview in English only (review 6, R1): the German and
 * Italian titles and every description are still the base game's. */
static void
test_renamed_in_one_language (void)
{
  g_autoptr (WmVariant) v = load_as (WM_TEMPLATE_BASE, "saltmarsh.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;

  wm_text_set (&v->info.title, "en", "Salt Marsh Crossing");
  set_id (v, "salt-marsh");
  found = identity_warnings (v, diags);
  g_assert_cmpuint (found->len, ==, 6);
  find_message (found, "the title in German is still the base game's “Waymark-Grundspiel”; "
                       "give your variant its own title on the Overview page");
  for (guint i = 0; i < found->len; i++)
    {
      const WmDiagnostic *d = g_ptr_array_index (found, i);
      g_assert_null (strstr (d->message, "the title in English"));
      g_assert_null (strstr (d->message, "identifier"));
    }
}

/* A title of another language's base game counts too: the German title
 * typed into the English one. */
static void
test_title_of_another_language (void)
{
  g_autoptr (WmVariant) v = load_as (WM_TEMPLATE_BASE, "saltmarsh.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;

  set_id (v, "salt-marsh");
  wm_text_set (&v->info.title, "en", "Waymark-Grundspiel");
  wm_text_set (&v->info.title, "de", "Salzmarsch");
  wm_text_set (&v->info.title, "it", "Palude salata");
  g_ptr_array_set_size (v->info.description.entries, 0);
  g_ptr_array_set_size (v->info.authors, 0);
  found = identity_warnings (v, diags);
  g_assert_cmpuint (found->len, ==, 1);
  find_message (found, "the title in English is still the base game's “Waymark-Grundspiel”; "
                       "give your variant its own title on the Overview page");
}

/* A variant with an identity of its own; near misses ("Waymark Base Game
 * II", another author beside the team's) are not the base game's. */
static void
test_own_identity (void)
{
  g_autoptr (WmVariant) v = load_as (WM_TEMPLATE_BASE, "saltmarsh.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;

  set_id (v, "treos-base-2");
  wm_text_set (&v->info.title, "en", "Waymark Base Game II");
  wm_text_set (&v->info.title, "de", "Salzmarsch");
  wm_text_set (&v->info.title, "it", "Palude salata");
  wm_text_set (&v->info.description, "en", "Salt, eels and fog.");
  wm_text_set (&v->info.description, "de", "Salz, Aale und Nebel.");
  wm_text_set (&v->info.description, "it", "");
  g_ptr_array_set_size (v->info.authors, 0);
  g_ptr_array_add (v->info.authors, g_strdup ("Ann Reed"));
  found = identity_warnings (v, diags);
  g_assert_cmpuint (found->len, ==, 0);
}

/* The small board's copy is named as the small board; its authors, the
 * same team, once. */
static void
test_small_board_copy (void)
{
  g_autoptr (WmVariant) v = load_as (WM_TEMPLATE_SMALL, "two-regions.waymark");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = identity_warnings (v, diags);

  g_assert_cmpuint (found->len, ==, 8);
  find_message (found, "the identifier is still the small board's “waymark-small”, and two "
                       "variants with one identifier cannot be told apart; give your variant its "
                       "own on the Overview page");
  find_message (found, "the description in English is still the small board's; describe your "
                       "variant on the Overview page");
}

/* Only the template's own bytes under the template's own name are the
 * template: one byte changed, or another name, makes a variant. */
static void
test_which_files_are_bundled (void)
{
  g_autoptr (GBytes) bytes = wm_template_bytes (WM_TEMPLATE_BASE);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autofree char *changed = g_strndup (data, size);
  g_autoptr (GBytes) changed_bytes = NULL;

  g_assert_true (wm_template_is_bundled_file ("treos-base.waymark", bytes));
  g_assert_true (
      wm_template_is_bundled_file ("/src/waymark/resources/variants/treos-base.waymark", bytes));
  g_assert_false (wm_template_is_bundled_file ("saltmarsh.waymark", bytes));
  g_assert_false (wm_template_is_bundled_file ("small-board.waymark", bytes));
  g_assert_false (wm_template_is_bundled_file (NULL, bytes));
  *strstr (changed, "Waymark Base Game") = 'w';
  changed_bytes = g_bytes_new (changed, size);
  g_assert_false (wm_template_is_bundled_file ("treos-base.waymark", changed_bytes));
}

/* A copy (undo's snapshots, a playtest's) is what its original is. */
static void
test_copy_keeps_origin (void)
{
  g_autoptr (WmDiagnostics) load_diags = wm_diagnostics_new (NULL);
  g_autoptr (WmVariant) base = wm_template_load (WM_TEMPLATE_BASE, load_diags);
  g_autoptr (WmVariant) saved = load_as (WM_TEMPLATE_BASE, "saltmarsh.waymark");
  g_autoptr (WmVariant) base_copy = wm_variant_copy (base);
  g_autoptr (WmVariant) saved_copy = wm_variant_copy (saved);

  g_assert_true (base_copy->bundled);
  g_assert_false (saved_copy->bundled);
}

/* New variant is a variant of its own from the start, with nothing of the
 * template's identity (its placeholders have a check of their own). */
static void
test_new_variant (void)
{
  g_autoptr (WmVariant) fresh = wm_template_new_variant (WM_TEMPLATE_BASE);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;

  g_assert_false (fresh->bundled);
  found = identity_warnings (fresh, diags);
  g_assert_cmpuint (found->len, ==, 0);
}

/* A language inside a translated sentence is named in that sentence's
 * language ("Titel (Englisch)", "titolo (inglese)"), not in itself
 * ("English", as the language pickers name it): the German warning once
 * said "auf English". */
static void
test_language_named_in_sentence (void)
{
  static const struct
  {
    const char *lang, *locale, *english, *german, *regional;
  } cases[] = {
    { "de", "de_DE.UTF-8", "Englisch", "Deutsch", "Deutsch (de-AT)" },
    { "it", "it_IT.UTF-8", "inglese", "tedesco", "tedesco (de-AT)" },
  };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autofree char *c_name = wm_locale_language_in_sentence ("en");

  g_assert_cmpstr (c_name, ==, "English");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *english = NULL, *german = NULL, *regional = NULL, *unknown = NULL;
      g_autofree char *picker = NULL;
      if (!wm_test_use_language (cases[i].lang, cases[i].locale, "Fewest players"))
        {
          g_test_message ("no %s locale or catalogue: skipped", cases[i].locale);
          continue;
        }
      english = wm_locale_language_in_sentence ("en");
      german = wm_locale_language_in_sentence ("de");
      regional = wm_locale_language_in_sentence ("de-AT");
      unknown = wm_locale_language_in_sentence ("fr");
      picker = wm_locale_language_name ("en");
      g_assert_cmpstr (english, ==, cases[i].english);
      g_assert_cmpstr (german, ==, cases[i].german);
      g_assert_cmpstr (regional, ==, cases[i].regional);
      g_assert_cmpstr (unknown, ==, "fr");
      g_assert_cmpstr (picker, ==, "English");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/identity/templates-clean", test_templates_clean);
  g_test_add_func ("/check/identity/source-files-clean", test_source_files_clean);
  g_test_add_func ("/check/identity/saved-copy", test_saved_copy);
  g_test_add_func ("/check/identity/renamed-in-one-language", test_renamed_in_one_language);
  g_test_add_func ("/check/identity/title-of-another-language", test_title_of_another_language);
  g_test_add_func ("/check/identity/own-identity", test_own_identity);
  g_test_add_func ("/check/identity/small-board-copy", test_small_board_copy);
  g_test_add_func ("/check/identity/which-files-are-bundled", test_which_files_are_bundled);
  g_test_add_func ("/check/identity/copy-keeps-origin", test_copy_keeps_origin);
  g_test_add_func ("/check/identity/new-variant", test_new_variant);
  g_test_add_func ("/check/identity/language-named-in-sentence", test_language_named_in_sentence);
  return g_test_run ();
}
