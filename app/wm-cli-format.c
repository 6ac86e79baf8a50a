#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-registry.h"
#include "wm-variant-io.h"

int
wm_cli_format (int argc, char **argv)
{
  g_autofree char *output = NULL;
  GOptionEntry entries[] = { { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
                               N_("Write to OUT instead of stdout"), N_("OUT") },
                             { NULL } };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GBytes) bytes = NULL;
  int status = EXIT_CLEAN;
  gsize size;
  const char *data;

  /* Translators: the usage line of --help: the variant file to read. */
  if (!wm_cli_parse_options (N_("IN"), N_("Load a variant and write it in the canonical form."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "format")) != EXIT_CLEAN)
    return status;

  variant = wm_cli_load_variant (argv[1], &diags);
  if (variant == NULL)
    {
      wm_cli_print_diagnostics (diags, stderr);
      return wm_cli_is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  bytes = wm_variant_save_bytes (variant);
  data = g_bytes_get_data (bytes, &size);
  if (output == NULL)
    {
      return wm_cli_write_stdout (data, size) ? EXIT_CLEAN : EXIT_USAGE;
    }
  return wm_cli_write_output (output, data, size) ? EXIT_CLEAN : EXIT_USAGE;
}

