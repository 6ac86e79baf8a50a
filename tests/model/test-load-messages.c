/* The loader's messages: one problem is told once, not again as the knock-on
 * of what the loader put in its place, and counted messages agree in number. */

#include <glib.h>
#include <string.h>

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/load-messages/unknown-kind-island", test_unknown_kind_island);
  g_test_add_func ("/model/load-messages/unknown-kind-town", test_unknown_kind_town);
  g_test_add_func ("/model/load-messages/unknown-deck-kind", test_unknown_deck_kind);
  g_test_add_func ("/model/load-messages/at-most-once", test_at_most_once);
  return g_test_run ();
}
