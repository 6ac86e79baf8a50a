/* Accepted warnings (<accepted check=… subject=… note=…/>, wm-accepted.h):
 * the loader reads them, refuses entries of unknown checks and of checks
 * that report errors (file:line), keeps them byte for byte through a save;
 * the split moves exactly the warnings accepted out of the counted list,
 * never an error, and tells each entry that keeps nothing any more. */

#include <glib.h>
#include <string.h>

#include "wm-accepted.h"
#include "wm-locale.h"
#include "wm-placeholders.h"
#include "wm-test-base.h"
#include "wm-test-lang.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

/* tiny.waymark saved canonically, with @entries before </variant>, and
 * the line the first entry is on. */
static char *
tiny_with (const char *entries, int *first_line)
{
  g_autofree char *path = g_build_filename (WM_TEST_DATA, "good", "tiny.waymark", NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_autoptr (GBytes) source = NULL;
  g_autoptr (WmVariant) v = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GString) text = NULL;
  const char *end;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  source = g_bytes_new (contents, length);
  v = wm_variant_load_bytes (source, path, diags);
  g_assert_nonnull (v);
  bytes = wm_variant_save_bytes (v);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  end = strstr (text->str, "</variant>");
  g_assert_nonnull (end);
  if (first_line != NULL)
    {
      *first_line = 1;
      for (const char *p = text->str; p < end; p++)
        *first_line += *p == '\n';
    }
  g_string_insert (text, end - text->str, entries);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static WmVariant *
load_text (const char *text, gboolean for_editing, WmDiagnostics *diags)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  return for_editing ? wm_variant_load_bytes_for_editing (bytes, "t.waymark", diags)
                     : wm_variant_load_bytes (bytes, "t.waymark", diags);
}

static void
test_round_trip (void)
{
  g_autofree char *text = tiny_with (
      "  <accepted check=\"deck-size\" subject=\"deck quests-r1\" note=\"a short deck &amp; "
      "on purpose &lt;3\"/>\n"
      "  <accepted check=\"goal-too-low\"/>\n"
      "  <accepted xmlns:x=\"urn:x\" check=\"card-steps\" subject=\"deck move-red / card M01\" "
      "x:why=\"kept\"/>\n",
      NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("t.waymark");
  g_autoptr (WmVariant) v = load_text (text, FALSE, diags);
  g_autoptr (GBytes) saved = NULL;
  const WmAccepted *a;

  g_assert_nonnull (v);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  g_assert_cmpuint (v->accepted->len, ==, 3);
  a = g_ptr_array_index (v->accepted, 0);
  g_assert_cmpstr (a->check, ==, "deck-size");
  g_assert_cmpstr (a->subject, ==, "deck quests-r1");
  g_assert_cmpstr (a->note, ==, "a short deck & on purpose <3");
  a = g_ptr_array_index (v->accepted, 1);
  g_assert_null (a->subject);
  g_assert_null (a->note);
  g_assert_true (wm_accepted_find (v, "goal-too-low", "") == a);
  g_assert_true (wm_accepted_find (v, "deck-size", "deck quests-r1")
                 == g_ptr_array_index (v->accepted, 0));
  g_assert_null (wm_accepted_find (v, "deck-size", "deck events"));

  /* Byte for byte, the foreign attribute and its namespace included. */
  saved = wm_variant_save_bytes (v);
  g_assert_cmpstr (g_bytes_get_data (saved, NULL), ==, text);
}

/* One bad entry at a time: its code, at its line, and whether the app
 * still opens the file (errors of meaning) or not (of form). */
static void
assert_refused (const char *entry, const char *code, WmSeverity severity, gboolean opens)
{
  int line = 0;
  g_autofree char *text = tiny_with (entry, &line);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("t.waymark");
  g_autoptr (WmDiagnostics) editing = wm_diagnostics_new ("t.waymark");
  g_autoptr (WmVariant) v = load_text (text, FALSE, diags);
  g_autoptr (WmVariant) e = load_text (text, TRUE, editing);
  const WmDiagnostic *d = wm_test_only_code (diags, code);

  g_test_message ("%s → %s", entry, d->message);
  g_assert_cmpint (d->severity, ==, severity);
  /* The entry's line: the second entry's for a duplicate. */
  g_assert_cmpint (d->line, ==, line + (strchr (entry, '\n') != strrchr (entry, '\n')));
  g_assert_true ((v != NULL) == (severity == WM_SEVERITY_WARNING));
  g_assert_true ((e != NULL) == opens);
}

static void
test_bad_entries (void)
{
  assert_refused ("  <accepted check=\"no-such-check\" subject=\"deck events\"/>\n",
                  "accepted-check", WM_SEVERITY_ERROR, TRUE);
  /* An error is never accepted, a mixed check's warnings are. */
  assert_refused ("  <accepted check=\"deck-empty\" subject=\"deck events\"/>\n", "accepted-check",
                  WM_SEVERITY_ERROR, TRUE);
  assert_refused ("  <accepted check=\"accepted-stale\"/>\n", "accepted-check", WM_SEVERITY_ERROR,
                  TRUE);
  assert_refused ("  <accepted check=\"deck-size\" subject=\"deck events\"/>\n"
                  "  <accepted check=\"deck-size\" subject=\"deck events\" note=\"again\"/>\n",
                  "accepted-duplicate", WM_SEVERITY_WARNING, TRUE);
  assert_refused ("  <accepted subject=\"deck events\"/>\n", "schema-missing", WM_SEVERITY_ERROR,
                  FALSE);
  assert_refused ("  <accepted check=\"deck-size\" why=\"x\"/>\n", "schema-attribute",
                  WM_SEVERITY_ERROR, FALSE);
  g_assert_cmpint (wm_accepted_kind_of ("card-target-unreachable"), ==, WM_ACCEPT_WARNING);
  g_assert_cmpint (wm_accepted_kind_of ("deck-empty"), ==, WM_ACCEPT_NEVER);
  g_assert_cmpint (wm_accepted_kind_of ("deck size"), ==, WM_ACCEPT_UNKNOWN);
}

/* The first warning of a full validation of @v, which the test accepts. */
static const WmDiagnostic *
first_warning (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (wm_accepted_can_accept (wm_diagnostics_get (diags, i)))
      return wm_diagnostics_get (diags, i);
  g_error ("no warning to accept");
  return NULL;
}

static guint
count_code_where (const WmDiagnostics *diags, const char *code, const char *where)
{
  guint n = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      n += strcmp (d->code, code) == 0 && g_strcmp0 (d->where, where) == 0;
    }
  return n;
}

static void
test_split (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) before = wm_validate (v);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = wm_diagnostics_new (NULL);
  const WmDiagnostic *w;
  g_autofree char *code = NULL, *where = NULL;
  guint n_before, n_same;
  const WmDiagnostic *stale;

  g_assert_nonnull (v);
  /* Two warnings: a deck meant to have more cards, a character's
   * movement card with the steps of a common one. */
  ((WmDeck *)g_ptr_array_index (v->decks, 0))->size = 99;
  g_clear_pointer (&before, wm_diagnostics_free);
  before = wm_validate (v);
  /* Every warning comes from a check that can be accepted. */
  for (guint i = 0; i < wm_diagnostics_count (before); i++)
    if (wm_diagnostics_get (before, i)->severity == WM_SEVERITY_WARNING)
      g_assert_true (wm_accepted_can_accept (wm_diagnostics_get (before, i)));
  w = first_warning (before);
  code = g_strdup (w->code);
  where = g_strdup (w->where);
  n_same = count_code_where (before, code, where);
  n_before = wm_diagnostics_count (before);
  g_ptr_array_add (v->accepted, wm_accepted_new (code, where, "kept"));
  g_ptr_array_add (v->accepted, wm_accepted_new ("deck-size", "deck no-such-deck", NULL));
  ((WmAccepted *)g_ptr_array_index (v->accepted, 1))->line = 77;

  diags = wm_validate (v);
  wm_accepted_split (v, diags, accepted);
  /* All of that check's warnings on that element, nothing else … */
  g_assert_cmpuint (wm_diagnostics_count (accepted), ==, n_same);
  for (guint i = 0; i < n_same; i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (accepted, i);
      g_assert_cmpstr (d->code, ==, code);
      g_assert_true (d->accepted);
      g_assert_cmpstr (d->note, ==, "kept");
    }
  g_assert_cmpuint (count_code_where (diags, code, where), ==, 0);
  /* … and the entry that keeps nothing told once, at its line. */
  stale = wm_test_only_code (diags, "accepted-stale");
  g_assert_cmpint (stale->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (stale->line, ==, 77);
  g_assert_cmpstr (stale->where, ==, "accepted deck-size / deck no-such-deck");
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, n_before - n_same + 1);
}

/* A check that reports both (character-start-town: an error for a
 * character without a start town, a warning for two characters in one
 * town, at the later) loses only its warnings. */
static void
test_errors_stay (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmCharacter *a = g_ptr_array_index (v->characters, 0);
  WmCharacter *b = g_ptr_array_index (v->characters, 2);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = wm_diagnostics_new (NULL);
  g_autofree char *where_a = g_strdup_printf ("character %s", a->id);
  g_autofree char *where_b = g_strdup_printf ("character %s", b->id);
  guint errors;

  g_clear_pointer (&a->start_town, g_free);
  g_free (b->start_town);
  b->start_town = g_strdup (((WmCharacter *)g_ptr_array_index (v->characters, 1))->start_town);
  g_ptr_array_add (v->accepted, wm_accepted_new ("character-start-town", where_a, NULL));
  g_ptr_array_add (v->accepted, wm_accepted_new ("character-start-town", where_b, NULL));
  diags = wm_validate (v);
  errors = wm_diagnostics_count_errors (diags);
  g_assert_cmpuint (count_code_where (diags, "character-start-town", where_b), >, 0);
  wm_accepted_split (v, diags, accepted);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, errors);
  g_assert_cmpuint (count_code_where (diags, "character-start-town", where_a), >, 0);
  g_assert_cmpuint (count_code_where (accepted, "character-start-town", where_b), >, 0);
  g_assert_cmpuint (count_code_where (accepted, "character-start-town", where_a), ==, 0);
}

/* The accepted-stale message of the entry accepting @check on @subject in
 * @v, which keeps nothing. */
static char *
stale_message (WmVariant *v, const char *check, const char *subject)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = wm_diagnostics_new (NULL);
  g_autofree char *where = NULL;
  const WmDiagnostic *d = NULL;

  g_ptr_array_set_size (v->accepted, 0);
  g_ptr_array_add (v->accepted, wm_accepted_new (check, subject, NULL));
  where = wm_accepted_where (g_ptr_array_index (v->accepted, 0));
  diags = wm_validate (v);
  wm_accepted_split (v, diags, accepted);
  g_assert_cmpuint (wm_diagnostics_count (accepted), ==, 0);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (strcmp (wm_diagnostics_get (diags, i)->code, "accepted-stale") == 0)
      {
        g_assert_null (d);
        d = wm_diagnostics_get (diags, i);
      }
  g_assert_nonnull (d);
  g_assert_cmpstr (d->where, ==, where);
  g_test_message ("%s", d->message);
  return g_strdup (d->message);
}

/* A stale entry names its element as the designer named it, not by the
 * ids of its subject; an element that is gone by its id, quoted, saying
 * so. */
static void
test_stale_names (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmDeck *events = wm_variant_find_deck (v, "events");
  WmCard *card = g_ptr_array_index (events->cards, 0);
  WmRegion *region = g_ptr_array_index (v->regions, 0);
  g_autofree char *card_subject = g_strdup_printf ("deck events / card %s", card->id);
  g_autofree char *region_subject = g_strdup_printf ("region %s", region->id);
  g_autofree char *message = NULL;
  g_autofree char *want = NULL;

  wm_text_set (&events->name, "en", "Weather and Whims");
  wm_text_set (&card->name, "en", "Sudden Squall");
  wm_text_set (&region->name, "en", "Saltmarsh Reach");

  message = stale_message (v, "deck-size", "deck events");
  g_assert_cmpstr (message, ==,
                   "the accepted “deck-size” warning of deck “Weather and Whims” no longer "
                   "occurs: remove the acceptance");
  g_free (message);
  message = stale_message (v, "card-text-missing", card_subject);
  g_assert_cmpstr (message, ==,
                   "the accepted “card-text-missing” warning of deck “Weather and Whims” / card "
                   "“Sudden Squall” no longer occurs: remove the acceptance");
  g_free (message);
  message = stale_message (v, "placeholder-name", region_subject);
  g_assert_cmpstr (message, ==,
                   "the accepted “placeholder-name” warning of region “Saltmarsh Reach” no longer "
                   "occurs: remove the acceptance");
  g_free (message);

  /* Gone: the deck, or a card of a deck still there. */
  message = stale_message (v, "deck-size", "deck quests-r9");
  g_assert_cmpstr (message, ==,
                   "the accepted “deck-size” warning was about deck “quests-r9”, which is gone: "
                   "remove the acceptance");
  g_free (message);
  message = stale_message (v, "card-steps", "deck events / card Z99");
  g_assert_cmpstr (message, ==,
                   "the accepted “card-steps” warning was about deck “Weather and Whims” / card "
                   "“Z99”, which is gone: remove the acceptance");
  g_free (message);
  want = g_strdup_printf ("the accepted “side-space-overlap” warning was about region "
                          "“Saltmarsh Reach” / side A / space “s999”, which is gone: remove the "
                          "acceptance");
  g_free (region_subject);
  region_subject = g_strdup_printf ("region %s / side A / space s999", region->id);
  message = stale_message (v, "side-space-overlap", region_subject);
  g_assert_cmpstr (message, ==, want);
}

/* New variant's title in two languages and its identifier: three
 * placeholder-name warnings, each its own subject, so that accepting the
 * identifier's keeps the titles' listed (they once all had the subject
 * "info"). */
static void
test_placeholder_subjects (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) before = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = wm_diagnostics_new (NULL);
  g_autoptr (GHashTable) subjects = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *identifier = NULL;
  guint n = 0;

  wm_text_set (&v->info.title, "de", wm_locale_gettext ("de", WM_PLACEHOLDER_NEW_VARIANT));
  wm_text_set (&v->info.title, "it", wm_locale_gettext ("it", WM_PLACEHOLDER_NEW_VARIANT));
  g_free (v->id);
  v->id = g_strdup (WM_PLACEHOLDER_NEW_VARIANT_ID);
  before = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (before); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (before, i);
      if (strcmp (d->code, "placeholder-name") != 0)
        continue;
      n++;
      g_hash_table_add (subjects, g_strdup (d->where));
      if (strstr (d->message, "identifier") != NULL)
        identifier = g_strdup (d->where);
    }
  g_assert_cmpuint (n, ==, 3);
  g_assert_nonnull (identifier);

  g_ptr_array_add (v->accepted, wm_accepted_new ("placeholder-name", identifier, NULL));
  diags = wm_validate (v);
  wm_accepted_split (v, diags, accepted);
  g_assert_cmpuint (count_code_where (accepted, "placeholder-name", identifier), ==, 1);
  g_assert_cmpuint (wm_diagnostics_count (accepted), ==, 1);
  g_assert_cmpuint (count_code_where (diags, "placeholder-name", "info / title de"), ==, 1);
  g_assert_cmpuint (count_code_where (diags, "placeholder-name", "info / title it"), ==, 1);
  /* Each leads to its row on the Overview. */
  g_assert_cmpuint (g_hash_table_size (subjects), ==, 3);
  g_assert_cmpstr (identifier, ==, "info / identifier");
}

/* Every code the README documents is known here, and those it calls
 * warnings can be accepted: a new check cannot be left out. */
static void
test_readme_codes (void)
{
  g_autofree char *path = g_build_filename (WM_TEST_DATA, "..", "..", "README.md", NULL);
  g_autofree char *readme = NULL;
  g_auto (GStrv) lines = NULL;
  gboolean inside = FALSE;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &readme, NULL, NULL));
  lines = g_strsplit (readme, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *code = NULL;
      const char *end;

      /* The tables of "Diagnostics" and "Design validation". */
      if (strcmp (lines[i], "### Diagnostics") == 0)
        inside = TRUE;
      else if (g_str_has_prefix (lines[i], "### ")
               && strcmp (lines[i], "### Design validation") != 0)
        inside = FALSE;
      if (!inside || !g_str_has_prefix (lines[i], "| `") || strstr (lines[i], "` | ") == NULL)
        continue;
      end = strstr (lines[i], "` | ");
      code = g_strndup (lines[i] + 3, end - lines[i] - 3);
      if (strchr (code, ' ') != NULL || strchr (code, '`') != NULL || strchr (code, '-') == NULL
          || g_str_has_prefix (code, "print-") || g_str_has_prefix (code, "--"))
        continue;
      /* Only the diagnostics tables: their codes are lower-case words
       * joined by hyphens. */
      if (!g_regex_match_simple ("^[a-z0-9]+(-[a-z0-9]+)+$", code, 0, 0))
        continue;
      g_test_message ("%s", code);
      g_assert_cmpint (wm_accepted_kind_of (code), !=, WM_ACCEPT_UNKNOWN);
      /* The acceptances' own warnings (accepted-stale) are not kept. */
      if (g_str_has_suffix (lines[i], "(warning) |") && !g_str_has_prefix (code, "accepted-"))
        g_assert_cmpint (wm_accepted_kind_of (code), ==, WM_ACCEPT_WARNING);
      n++;
    }
  g_assert_cmpuint (n, >, 80);
}

/* The place of a problem as the Validation page shows it: each element by
 * its kind and name in the window's language, a character as every page
 * names one ("deck events" and "personaggio green" read as keys); the
 * where, which accepted warnings are keyed on, stays as it was, so an
 * entry written before still keeps its warning. */
static void
test_where_named (void)
{
  static const struct
  {
    const char *where, *en, *it;
  } places[] = {
    { "deck events / card E01", "deck “Events” (events) / card “Open Horizons” (E01)",
      "mazzo «Eventi» (events) / carta «Orizzonti aperti» (E01)" },
    { "character green", "character Bram Holloway (green)",
      "personaggio Bram Holloway (green)" },
    { "region r1 / side A / space s4", "region “The Riverlands” (r1) / side A / space s4",
      "regione «Le Terre dei Fiumi» (r1) / lato A / casella s4" },
    { "rules", "rules", "regole" },
    /* an element the variant lacks: by its id */
    { "deck quests-r9", "deck quests-r9", "mazzo quests-r9" },
  };
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = wm_diagnostics_new (NULL);
  const WmDiagnostic *kept_one;
  g_autofree char *named = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      g_autofree char *en = wm_where_named (v, places[i].where);
      g_assert_cmpstr (en, ==, places[i].en);
    }
  if (wm_test_use_language ("it", "it_IT.UTF-8", "Error"))
    for (guint i = 0; i < G_N_ELEMENTS (places); i++)
      {
        g_autofree char *it = wm_where_named (v, places[i].where);
        g_assert_cmpstr (it, ==, places[i].it);
      }
  else
    g_test_message ("no Italian locale: the Italian places are not checked");
  wm_test_restore_language (g_steal_pointer (&kept));

  /* An entry as files have written it, by ids, keeps its warning. */
  ((WmDeck *) wm_variant_find_deck (v, "events"))->size = 99;
  g_ptr_array_add (v->accepted, wm_accepted_new ("deck-size", "deck events", "kept"));
  diags = wm_validate (v);
  wm_accepted_split (v, diags, accepted);
  kept_one = wm_test_only_code (accepted, "deck-size");
  g_assert_cmpstr (kept_one->where, ==, "deck events");
  g_assert_false (wm_diagnostics_has_code (diags, "deck-size"));
  g_assert_false (wm_diagnostics_has_code (diags, "accepted-stale"));
  named = wm_where_named (v, kept_one->where);
  g_assert_cmpstr (named, ==, "deck “Events” (events)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/accepted/round-trip", test_round_trip);
  g_test_add_func ("/accepted/bad-entries", test_bad_entries);
  g_test_add_func ("/accepted/split", test_split);
  g_test_add_func ("/accepted/errors-stay", test_errors_stay);
  g_test_add_func ("/accepted/readme-codes", test_readme_codes);
  g_test_add_func ("/accepted/stale-names", test_stale_names);
  g_test_add_func ("/accepted/placeholder-subjects", test_placeholder_subjects);
  g_test_add_func ("/accepted/where-named", test_where_named);
  return g_test_run ();
}
