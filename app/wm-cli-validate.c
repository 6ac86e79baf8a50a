#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-accepted.h"
#include "wm-cli-common.h"
#include "wm-render-card.h"
#include "wm-print.h"
#include "wm-render-map.h"
#include "wm-registry.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

/* The cards of every deck of @variant. */
static guint
count_cards (const WmVariant *variant)
{
  guint n = 0;

  for (guint i = 0; i < variant->decks->len; i++)
    n += ((const WmDeck *) g_ptr_array_index (variant->decks, i))->cards->len;
  return n;
}

/* One line on stderr after the list (stdout stays the list alone, for
 * scripts), so that a clean variant is told from nothing checked:
 * "base: no problems (27 regions, 140 cards checked)", else "base: 2
 * errors, 1 warning" (the accepted warnings --all lists not counted, as
 * they are not in the exit status). */
static void
print_summary (const char *path, const WmVariant *variant, const WmDiagnostics *diags)
{
  guint errors = wm_diagnostics_count_errors (diags), warnings = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (d->severity == WM_SEVERITY_WARNING && !d->accepted)
        warnings++;
    }
  if (errors == 0 && warnings == 0 && variant != NULL)
    {
      guint regions = variant->regions->len, cards = count_cards (variant);
      g_autofree char *counted = NULL;

      /* TRANSLATORS: what "no problems (27 regions, 140 cards checked)"
       * counts: the regions, then the cards (the next message) */
      counted = g_strdup_printf (g_dngettext (NULL, "%u region", "%u regions", regions), regions);
      /* TRANSLATORS: the file, then "27 regions", then the cards' count
       * (the plural form follows the cards) */
      g_printerr (g_dngettext (NULL, "%s: no problems (%s, %u card checked)\n",
                               "%s: no problems (%s, %u cards checked)\n", cards),
                  path, counted, cards);
      return;
    }
  {
    g_autofree char *e = g_strdup_printf (g_dngettext (NULL, "%u error", "%u errors", errors),
                                          errors);
    g_autofree char *w = g_strdup_printf (
        g_dngettext (NULL, "%u warning", "%u warnings", warnings), warnings);

    /* TRANSLATORS: the file, then "2 errors", then "1 warning" */
    g_printerr (_("%s: %s, %s\n"), path, e, w);
  }
}

int
wm_cli_validate (int argc, char **argv)
{
  g_autofree char *format = NULL;
  gboolean all = FALSE, quiet = FALSE;
  GOptionEntry entries[] = { { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
                               N_("Output format: text (default) or json"), N_("FORMAT") },
                             { "all", 'a', 0, G_OPTION_ARG_NONE, &all,
                               N_("Also list the warnings the variant accepts"), NULL },
                             { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
                               N_("No summary on stderr"), NULL },
                             { NULL } };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = NULL;
  g_autoptr (WmVariant) variant = NULL;
  int status = EXIT_CLEAN;

  if (!wm_cli_parse_options (
          N_("FILE"),
          N_("Check a variant file and its design (every board arrangement, decks, "
              "characters) and list every problem found."),
          entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "validate")) != EXIT_CLEAN)
    return status;
  if (!wm_cli_check_format ("validate", format))
    return EXIT_USAGE;

  /* The loader's checks first; a variant the app can open (errors about
   * references only, like a path to a missing space) then gets the design
   * checks as the app's Validation page does, so that both list the same
   * problems. The loader has already run the structure part. */
  variant = wm_cli_load_variant_for_editing (argv[1], &diags);
  if (variant != NULL)
    {
      wm_validate_into (variant, WM_VALIDATE_DESIGN, diags);
      wm_card_check_text_diagnostics (variant, diags);
      wm_print_check_map_text (variant, NULL, NULL, NULL, diags);
      wm_map_check_lakes (variant, NULL, diags);
      /* Every check has run: the warnings the designer kept leave the
       * count, and entries that keep nothing any more are told. */
      accepted = wm_diagnostics_new (wm_diagnostics_get_file (diags));
      wm_accepted_split (variant, diags, accepted);
      wm_diagnostics_sort (diags);
    }
  if (all && accepted != NULL)
    for (guint i = 0; i < wm_diagnostics_count (accepted); i++)
      wm_diagnostics_add_copy (diags, wm_diagnostics_get (accepted, i));
  if (all)
    wm_diagnostics_sort (diags);
  if (format != NULL && strcmp (format, "json") == 0)
    {
      g_autofree char *json = wm_diagnostics_to_json (diags);
      wm_cli_write_stdout (json, strlen (json));
    }
  else
    {
      guint n_accepted = accepted != NULL ? wm_diagnostics_count (accepted) : 0;

      wm_cli_print_diagnostics (diags, stdout);
      if (!all && n_accepted > 0)
        printf (g_dngettext (NULL, "%u accepted warning not shown (--all lists it)\n",
                             "%u accepted warnings not shown (--all lists them)\n", n_accepted),
                n_accepted);
    }

  /* The list is whole on standard output before the summary goes to
   * stderr: with both on one pipe (2>&1, a CI log, an editor's problem
   * matcher) the summary would otherwise land inside a diagnostic. */
  if (!wm_cli_flush_stdout () || wm_cli_is_io_failure (diags))
    return EXIT_USAGE;
  if (!quiet)
    print_summary (argv[1], variant, diags);
  return wm_diagnostics_count_errors (diags) > 0 ? EXIT_PROBLEMS : EXIT_CLEAN;
}

