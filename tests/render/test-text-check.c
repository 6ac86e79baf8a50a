/* The validator's text check: a card text too long for its box is a
 * card-text-overflow warning on that card's line, in that language only,
 * and `waymark-cli validate` reports it. */

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-render-card.h"
#include "wm-variant-io.h"

static WmVariant *
base_with_long_text (WmCard **card_out)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  WmVariant *variant = wm_variant_load_base (diags);
  WmCard *card = wm_variant_find_card (variant, "A07", NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  g_assert_nonnull (card);
  for (int i = 0; i < 60; i++)
    g_string_append (text, "The merchant talks and talks about the road ahead. ");
  wm_text_set (&card->text, "de", text->str);
  card->line = 777;
  *card_out = card;
  return variant;
}

static void
test_base_fits (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  wm_card_check_text_diagnostics (variant, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
}

static void
test_overflow_reported (void)
{
  WmCard *card = NULL;
  g_autoptr (WmVariant) variant = base_with_long_text (&card);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  const WmDiagnostic *d;

  wm_card_check_text_diagnostics (variant, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "card-text-overflow");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 777);
  g_assert_nonnull (strstr (d->message, "“de”"));
  g_assert_nonnull (strstr (d->where, "card A07"));
}

static void
test_cli_validate_reports (void)
{
  WmCard *card = NULL;
  g_autoptr (WmVariant) variant = base_with_long_text (&card);
  g_autofree char *dir = g_dir_make_tmp ("wm-text-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.waymark", NULL);
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("WM_CLI");
  const char *argv[] = { cli, "validate", path, NULL };
  int status = -1;

  if (cli == NULL)
    {
      g_test_skip ("WM_CLI is not set");
      return;
    }
  g_assert_true (wm_variant_save_path (variant, path, &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  /* a warning alone: the file is still clean */
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "warning: the text of card “A07” in “de” does not fit"));
  g_assert_nonnull (strstr (out, "[card-text-overflow]"));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/text-check/base-fits", test_base_fits);
  g_test_add_func ("/render/text-check/overflow", test_overflow_reported);
  g_test_add_func ("/render/text-check/cli-validate", test_cli_validate_reports);
  return g_test_run ();
}
