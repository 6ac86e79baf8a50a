#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-deck-csv.h"
#include "wm-variant-io.h"

/* The deck as CSV on stdout or in OUT. */
static int
export_deck (WmVariant *variant, WmDeck *deck, const char *output)
{
  g_autofree char *csv = wm_deck_csv_export (variant, deck);

  if (output == NULL)
    {
      return wm_cli_write_stdout (csv, strlen (csv)) ? EXIT_CLEAN : EXIT_USAGE;
    }
  return wm_cli_write_output (output, csv, strlen (csv)) ? EXIT_CLEAN : EXIT_USAGE;
}

/* Imports CSV into the deck and writes the variant to OUT; every problem is
 * printed as CSV:ROW: column: reason, and nothing is written then. */
static int
import_deck (WmVariant *variant, const char *deck_id, const char *csv_path, const char *output)
{
  g_autoptr (GBytes) csv_bytes = NULL;
  const char *csv;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length, size;
  const char *data;
  g_auto (GStrv) before = wm_deck_csv_snapshot (wm_variant_find_deck (variant, deck_id));
  g_autofree char *summary = NULL;

  if ((csv_bytes = wm_cli_read_file (csv_path)) == NULL)
    return EXIT_USAGE;
  csv = g_bytes_get_data (csv_bytes, &length);
  if (!wm_deck_csv_import (variant, deck_id, csv, length, &problems, &error))
    {
      /* On stderr, as every command's problems: stdout may be the variant
       * (-o -), and nothing is written when a row is refused. */
      for (guint i = 0; problems && i < problems->len; i++)
        {
          const WmDeckCsvProblem *p = g_ptr_array_index (problems, i);
          g_printerr ("%s:%d: error: ", csv_path, p->row);
          if (p->column != NULL)
            /* TRANSLATORS: a cell of a CSV file that csv --import refuses:
             * the column's name in its header, then what is wrong. */
            g_printerr (_("column %s: %s"), p->column, p->reason);
          else
            g_printerr ("%s", p->reason);
          g_printerr ("\n");
        }
      if (problems == NULL)
        g_printerr ("waymark-cli csv: %s\n", error->message);
      return problems ? EXIT_PROBLEMS : EXIT_USAGE;
    }
  bytes = wm_variant_save_bytes (variant);
  data = g_bytes_get_data (bytes, &size);
  if (!wm_cli_write_output (output, data, size))
    return EXIT_USAGE;
  /* Said once written: a partial sheet removes cards without a word. */
  summary = wm_deck_csv_import_summary ((const char *const *) before,
                                        wm_variant_find_deck (variant, deck_id), deck_id);
  g_printerr ("%s\n", summary);
  return EXIT_CLEAN;
}

int
wm_cli_csv (int argc, char **argv)
{
  g_autofree char *deck_id = NULL, *import = NULL, *output = NULL;
  GOptionEntry entries[]
      = { { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_id, N_("The deck"), N_("ID") },
          { "import", 0, 0, G_OPTION_ARG_FILENAME, &import,
            N_("Replace the deck's cards by this CSV and write the variant to --output"),
            N_("CSV") },
          { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
            N_("Where to write (the CSV on export, default stdout; the variant on import)"),
            N_("OUT") },
          { NULL } };
  g_autoptr (WmVariant) variant = NULL;
  WmDeck *deck;
  int status = EXIT_CLEAN;

  /* Translators: the usage line of --help: option names stay as they are,
   * the words in capitals are written as in the options' arguments. */
  if (!wm_cli_parse_options (N_("FILE --deck ID [-o OUT.csv] | FILE --deck ID --import CSV "
                                "-o OUT"),
                             N_("Export a deck as CSV, or import a CSV into a deck (every row is "
                                 "checked; one wrong cell and nothing is written)."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "csv")) != EXIT_CLEAN)
    return status;
  if (deck_id == NULL)
    {
      g_printerr (_("waymark-cli csv: --deck ID is required\n"));
      return EXIT_USAGE;
    }
  if (import != NULL && output == NULL)
    {
      g_printerr (_("waymark-cli csv: --import needs --output for the variant\n"));
      return EXIT_USAGE;
    }
  /* An import writes the variant with the deck replaced, and may write it
   * in place, as format does; an export's CSV must not replace it. */
  if ((import == NULL && !wm_cli_output_spares_input ("-o", output, argv[1], WM_CLI_INPUT_VARIANT))
      || !wm_cli_output_spares_input ("-o", output, import, WM_CLI_INPUT_CSV))
    return EXIT_USAGE;
  /* A deck of a draft the app opens (an unknown town, a value out of
   * range) is exported and imported as the Decks page's own CSV buttons
   * do, with a word about the variant's errors. */
  variant = wm_cli_load_drawable_or_report (argv[1], &status);
  if (variant == NULL)
    return status;
  deck = wm_variant_find_deck (variant, deck_id);
  if (deck == NULL)
    {
      g_printerr (_("waymark-cli csv: there is no deck “%s”\n"), deck_id);
      return EXIT_USAGE;
    }
  status = import != NULL ? import_deck (variant, deck_id, import, output)
                          : export_deck (variant, deck, output);
  if (status == EXIT_CLEAN)
    wm_cli_warn_variant_errors (variant, argv[1]);
  return status;
}
