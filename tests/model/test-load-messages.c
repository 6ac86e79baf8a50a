/* The loader's messages: one problem is told once, not again as the knock-on
 * of what the loader put in its place, and counted messages agree in number. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-locale.h"
#include "wm-test-lang.h"
#include "wm-variant-io.h"

/* The base game with the first @from replaced by @to, loaded. */
static WmDiagnostics *
load_edited (const char *from, const char *to)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  char *at = strstr (text, from);
  g_autofree char *edited = NULL;
  g_autoptr (GBytes) bytes = NULL;
  WmDiagnostics *diags = wm_diagnostics_new ("edited");
  g_autoptr (WmVariant) variant = NULL;

  g_assert_nonnull (at);
  edited = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/load-messages/unknown-kind-island", test_unknown_kind_island);
  g_test_add_func ("/model/load-messages/unknown-kind-town", test_unknown_kind_town);
  g_test_add_func ("/model/load-messages/unknown-deck-kind", test_unknown_deck_kind);
  g_test_add_func ("/model/load-messages/at-most-once", test_at_most_once);
  g_test_add_func ("/model/load-messages/rules-labels", test_rules_labels);
  return g_test_run ();
}
