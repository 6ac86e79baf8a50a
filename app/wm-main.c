#define G_LOG_DOMAIN "wm-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wm-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (WmApplication) app = NULL;

  const char *localedir = g_getenv ("WM_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* WM_LOCALEDIR lets an uninstalled build use its own catalogues
   * (build/po holds them in the same layout). */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = wm_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
