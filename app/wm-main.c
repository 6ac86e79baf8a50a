#define G_LOG_DOMAIN "wm-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wm-application.h"
#include "wm-locale.h"

int
main (int argc, char *argv[])
{
  g_autoptr (WmApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, wm_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = wm_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
