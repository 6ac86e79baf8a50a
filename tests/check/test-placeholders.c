/* The placeholder-name check: a name an editor gave (wm-placeholders.h) and
 * the designer left in some language is a warning at that text's line, in
 * the part of its card or region. The base game has none; a language
 * Waymark has no catalogue for is compared with the English source text.
 * The catalogues come from the build folder (wm_locale_dir ()). */

#include <glib.h>
#include <string.h>

#include "wm-locale.h"
#include "wm-placeholders.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-test-base.h"

static WmTextEntry *
entry_of (WmText *text, const char *lang)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (strcmp (entry->lang, lang) == 0)
        return entry;
    }
  g_assert_not_reached ();
}

static WmCard *
card_of (WmVariant *v, const char *id)
{
  WmCard *card = wm_variant_find_card (v, id, NULL);

  g_assert_nonnull (card);
  return card;
}

/* The placeholder-name diagnostics of @diags; every one is a warning. */
static GPtrArray *
placeholders (const WmDiagnostics *diags)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_autofree char *text = wm_diagnostic_format (d);
      g_test_message ("%s", text);
      if (strcmp (d->code, "placeholder-name") != 0)
        continue;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_ptr_array_add (found, (gpointer)d);
    }
  return found;
}

static GPtrArray *
run_part (WmVariant *v, const char *part, WmDiagnostics *diags)
{
  wm_validate_part (v, part, diags);
  return placeholders (diags);
}

static void
test_base_clean (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_validate (v);
  g_autoptr (GPtrArray) found = placeholders (diags);

  g_assert_cmpuint (found->len, ==, 0);
}

/* The designer renamed the new card in German (and Italian) but not in
 * English: one warning, at the English name's line, naming the card. */
static void
test_card_renamed_but_one (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *card = card_of (v, "E01");
  const WmTextEntry *en = entry_of (&card->name, "en");
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (GPtrArray) found = NULL;
  const WmDiagnostic *d;

  wm_text_set (&card->name, "en", "New card");
  diags = wm_validate (v);
  found = placeholders (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_cmpuint (found->len, ==, 1);
  d = g_ptr_array_index (found, 0);
  g_assert_cmpint (en->line, >, 0);
  g_assert_cmpint (d->line, ==, en->line);
  g_assert_cmpstr (d->where, ==, "deck events / card E01");
  g_assert_cmpstr (d->message, ==,
                   "card “E01” is still named “New card” in English, the name the deck editor "
                   "gives a new card");
}

/* A card as the deck editor makes it: the placeholder in each language in
 * that language. One warning per language until each is renamed. */
static void
test_new_card_each_language (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *card = card_of (v, "A01");
  const char *const langs[] = { "en", "de", "it" };
  const char *const named[] = { "English", "German", "Italian" };
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) after = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  g_autoptr (GPtrArray) left = NULL;

  g_assert_cmpstr (wm_locale_gettext ("de", WM_PLACEHOLDER_NEW_CARD), ==, "Neue Karte");
  g_assert_cmpstr (wm_locale_gettext ("it", WM_PLACEHOLDER_NEW_CARD), ==, "Nuova carta");
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    wm_text_set (&card->name, langs[i], wm_locale_gettext (langs[i], WM_PLACEHOLDER_NEW_CARD));
  found = run_part (v, "deck:quests-r1", diags);
  g_assert_cmpuint (found->len, ==, G_N_ELEMENTS (langs));
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      const WmDiagnostic *d = g_ptr_array_index (found, i);
      g_autofree char *in = g_strdup_printf (" in %s,", named[i]);
      g_assert_cmpint (d->line, ==, entry_of (&card->name, langs[i])->line);
      g_assert_nonnull (strstr (d->message, in));
    }

  wm_text_set (&card->name, "de", "Der Fährmann");
  left = run_part (v, "deck:quests-r1", after);
  g_assert_cmpuint (left->len, ==, 2);
}

/* French has no catalogue: its placeholder is the English source text, and
 * a French word is a name like any other. */
static void
test_no_catalogue (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *e01 = card_of (v, "E01"), *e02 = card_of (v, "E02");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  const WmDiagnostic *d;

  g_strfreev (v->info.languages);
  v->info.languages = g_strsplit ("fr en", " ", -1);
  g_assert_cmpstr (wm_locale_gettext ("fr", WM_PLACEHOLDER_NEW_CARD), ==, "New card");
  wm_text_set (&e01->name, "fr", "New card");
  wm_text_set (&e02->name, "fr", "Nouvelle carte");
  found = run_part (v, "deck:events", diags);
  g_assert_cmpuint (found->len, ==, 1);
  d = g_ptr_array_index (found, 0);
  g_assert_cmpstr (d->where, ==, "deck events / card E01");
  g_assert_nonnull (strstr (d->message, "“New card” in fr"));
  /* made in code: no line of its own, the card's */
  g_assert_cmpint (d->line, ==, e01->line);
}

/* Near misses are names: the placeholder inside a longer name, a mark with
 * no name before it, another language's word no declared language has. */
static void
test_near_misses (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCard *card = card_of (v, "E01");
  WmRegion *r2 = wm_variant_find_region (v, "r2");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;

  wm_text_set (&card->name, "en", "New card game");
  wm_text_set (&card->name, "de", "Nouvelle carte");
  wm_text_set (&r2->name, "en", " (copy)");
  wm_text_set (&r2->name, "de", "Die Roten Hügel (Kopie) am Fluss");
  wm_text_set (&r2->name, "it", "R2");
  wm_validate_part (v, "deck:events", diags);
  wm_validate_part (v, "region:r2", diags);
  found = placeholders (diags);
  g_assert_cmpuint (found->len, ==, 0);
}

/* A new region is named by its id; a duplicate is marked a copy in each
 * language, in that language or another the variant declares. */
static void
test_regions (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmRegion *r2 = wm_variant_find_region (v, "r2");
  g_autofree char *kopie
      = g_strdup_printf (wm_locale_gettext ("de", WM_PLACEHOLDER_COPY), "Die Roten Hügel");
  g_autofree char *copia
      = g_strdup_printf (wm_locale_gettext ("it", WM_PLACEHOLDER_COPY), "The Red Hills");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  const WmDiagnostic *d;

  g_assert_cmpstr (kopie, ==, "Die Roten Hügel (Kopie)");
  wm_text_set (&r2->name, "en", copia); /* an Italian mark on the English name */
  wm_text_set (&r2->name, "de", kopie);
  wm_text_set (&r2->name, "it", "r2");
  found = run_part (v, "region:r2", diags);
  g_assert_cmpuint (found->len, ==, 3);
  for (guint i = 0; i < found->len; i++)
    {
      d = g_ptr_array_index (found, i);
      g_assert_cmpstr (d->where, ==, "region r2");
      g_assert_cmpint (d->line, ==, ((WmTextEntry *)g_ptr_array_index (r2->name.entries, i))->line);
    }
  d = g_ptr_array_index (found, 2);
  g_assert_cmpstr (d->message, ==,
                   "region “r2” is still named by its id in Italian, as the map editor names a new "
                   "region");
  d = g_ptr_array_index (found, 1);
  g_assert_cmpstr (d->message, ==,
                   "region “r2” is still named “Die Roten Hügel (Kopie)” in German, the name the "
                   "map editor gives a copy");
}

/* The warning follows the edit through the parts the editor re-runs. */
static void
test_incremental (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmValidation) validation = wm_validation_new (v, "base");
  WmCard *card = card_of (v, "E01");
  WmRegion *r3 = wm_variant_find_region (v, "r3");
  WmDiagnostics *merged;

  wm_text_set (&card->name, "it", "Nuova carta");
  wm_text_set (&r3->name, "en", "The Misty Fens (copy)");
  wm_validation_update_deck (validation, "events");
  wm_validation_update_region (validation, "r3");
  merged = wm_validation_collect (validation);
  g_assert_cmpuint (wm_diagnostics_count (merged), ==, 2);
  g_clear_pointer (&merged, wm_diagnostics_free);

  wm_text_set (&card->name, "it", "Orizzonti aperti");
  wm_validation_update_deck (validation, "events");
  merged = wm_validation_collect (validation);
  g_assert_cmpuint (wm_diagnostics_count (merged), ==, 1);
  g_assert_cmpstr (wm_diagnostics_get (merged, 0)->where, ==, "region r3");
  wm_diagnostics_free (merged);
}

/* A character, a town, a path type and a weapon type with their editors'
 * placeholder in German: a warning each, in the "setup" part, at the German
 * name's line, pointing at the character or the piece by its id (its row
 * on the Rules page); renamed, none. */
static void
test_pieces (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *ch = g_ptr_array_index (v->characters, 0);
  WmTown *town = g_ptr_array_index (v->towns, 0);
  WmPathType *path = g_ptr_array_index (v->path_types, 0);
  WmWeaponType *weapon = g_ptr_array_index (v->weapon_types, 0);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) after = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  g_autoptr (GPtrArray) left = NULL;
  g_autofree char *ch_where = g_strdup_printf ("character %s", ch->id);
  g_autofree char *town_where = g_strdup_printf ("town %s", town->id);
  g_autofree char *path_where = g_strdup_printf ("path-type %s", path->id);
  g_autofree char *weapon_where = g_strdup_printf ("weapon-type %s", weapon->id);

  wm_text_set (&ch->name, "de", wm_locale_gettext ("de", WM_PLACEHOLDER_NEW_CHARACTER));
  wm_text_set (&town->name, "de", wm_locale_gettext ("de", WM_PLACEHOLDER_NEW_TOWN));
  wm_text_set (&path->name, "de", wm_locale_gettext ("de", WM_PLACEHOLDER_NEW_PATH_TYPE));
  wm_text_set (&weapon->name, "de", WM_PLACEHOLDER_NEW_WEAPON_TYPE);
  found = run_part (v, "setup", diags);
  g_assert_cmpuint (found->len, ==, 4);
  g_assert_cmpstr (((WmDiagnostic *) g_ptr_array_index (found, 0))->where, ==, ch_where);
  g_assert_cmpint (((WmDiagnostic *) g_ptr_array_index (found, 0))->line, ==,
                   entry_of (&ch->name, "de")->line);
  /* A piece is named by its id, for the Validation page to go to its row. */
  g_assert_cmpstr (((WmDiagnostic *) g_ptr_array_index (found, 1))->where, ==, town_where);
  g_assert_cmpstr (((WmDiagnostic *) g_ptr_array_index (found, 2))->where, ==, path_where);
  g_assert_cmpstr (((WmDiagnostic *) g_ptr_array_index (found, 3))->where, ==, weapon_where);
  g_assert_nonnull (strstr (((WmDiagnostic *) g_ptr_array_index (found, 1))->message, town->id));

  wm_text_set (&ch->name, "de", "Wanda");
  wm_text_set (&town->name, "de", "Waldheim");
  wm_text_set (&path->name, "de", "Saumpfad");
  wm_text_set (&weapon->name, "de", "Keule");
  left = run_part (v, "setup", after);
  g_assert_cmpuint (left->len, ==, 0);
}

/* New variant's title in each language (in that language, as the
 * application writes it) and its identifier: a warning each, pointing at
 * its row on the Overview ("info / title de", "info / identifier"); the
 * reviewer's case renamed the English title only, and the German and
 * Italian ones still printed. */
static void
test_new_variant_title (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) after = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) found = NULL;
  g_autoptr (GPtrArray) left = NULL;
  const WmDiagnostic *d;

  for (int i = 0; v->info.languages[i] != NULL; i++)
    wm_text_set (&v->info.title, v->info.languages[i],
                 wm_locale_gettext (v->info.languages[i], WM_PLACEHOLDER_NEW_VARIANT));
  wm_text_set (&v->info.title, "en", "Salt Roads");
  g_free (v->id);
  v->id = g_strdup (WM_PLACEHOLDER_NEW_VARIANT_ID);
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "de"), ==, "Unbenannte Variante");
  found = run_part (v, "setup", diags);
  g_assert_cmpuint (found->len, ==, 3);
  d = g_ptr_array_index (found, 0);
  g_assert_cmpstr (d->where, ==, "info / title de");
  g_assert_cmpint (d->line, ==, entry_of (&v->info.title, "de")->line);
  g_assert_cmpstr (d->message, ==,
                   "the variant “untitled-variant” is still titled “Unbenannte Variante” in German, "
                   "the title New variant gives; give it its own on the Overview page");
  g_assert_nonnull (strstr (((WmDiagnostic *) g_ptr_array_index (found, 1))->message,
                            "“Variante senza titolo” in Italian"));
  d = g_ptr_array_index (found, 2);
  g_assert_cmpstr (d->where, ==, "info / identifier");
  g_assert_cmpstr (d->message, ==,
                   "the variant's identifier is still “untitled-variant”, the one New variant "
                   "gives; give it its own on the Overview page");

  wm_text_set (&v->info.title, "de", "Salzstraßen");
  wm_text_set (&v->info.title, "it", "Vie del sale");
  g_free (v->id);
  v->id = g_strdup ("salt-roads");
  left = run_part (v, "setup", after);
  g_assert_cmpuint (left->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/placeholder/base-clean", test_base_clean);
  g_test_add_func ("/check/placeholder/card/renamed-but-one", test_card_renamed_but_one);
  g_test_add_func ("/check/placeholder/card/each-language", test_new_card_each_language);
  g_test_add_func ("/check/placeholder/card/no-catalogue", test_no_catalogue);
  g_test_add_func ("/check/placeholder/near-misses", test_near_misses);
  g_test_add_func ("/check/placeholder/region", test_regions);
  g_test_add_func ("/check/placeholder/incremental", test_incremental);
  g_test_add_func ("/check/placeholder/pieces", test_pieces);
  g_test_add_func ("/check/placeholder/new-variant-title", test_new_variant_title);
  return g_test_run ();
}
