#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-cli-common.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* waymark-cli new FILE [--template base|small|blank]: what New variant makes in
 * the editor, written to FILE. An existing FILE is kept unless --force: it
 * may be the design the command was meant to start next to. */
int
wm_cli_new (int argc, char **argv)
{
  g_autofree char *template_name = NULL;
  gboolean force = FALSE;
  GOptionEntry entries[] = {
    { "template", 't', 0, G_OPTION_ARG_STRING, &template_name,
      N_("Start from the base game (base, the default: 4 regions), the small board (small: "
         "2 regions) or the empty board (blank: 1 empty region)"),
      N_("NAME") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force, N_("Replace FILE if it exists"), NULL },
    { NULL }
  };
  WmTemplate which = WM_TEMPLATE_BASE;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GBytes) bytes = NULL;
  int status = EXIT_CLEAN;
  gsize size;
  const char *data;

  /* Translators: the usage line of --help: the variant file to write. */
  if (!wm_cli_parse_options (N_("FILE"),
                             N_("Write a new variant, made from a bundled template as New variant "
                                "makes it in the editor. FILE “-” is standard output."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "new")) != EXIT_CLEAN)
    return status;
  if (template_name != NULL && !wm_template_from_name (template_name, &which))
    {
      g_printerr (_("waymark-cli new: there is no template “%s” (base, small, blank)\n"),
                  template_name);
      return EXIT_USAGE;
    }
  if (!force && !wm_cli_is_stdout (argv[1]) && g_file_test (argv[1], G_FILE_TEST_EXISTS))
    {
      /* Said as every other file problem is, "FILE: error: … [io-write]". */
      wm_cli_report_output_problem (argv[1], _("the file exists already; give another name, or "
                                               "--force to replace it"));
      return EXIT_USAGE;
    }

  variant = wm_template_new_variant (which);
  bytes = wm_variant_save_bytes (variant);
  data = g_bytes_get_data (bytes, &size);
  return wm_cli_write_output (argv[1], data, size) ? EXIT_CLEAN : EXIT_USAGE;
}
