#include "config.h"

#include "wm-locale.h"

const char *
wm_locale_dir (void)
{
  static gsize exe;
  const char *env = g_getenv ("WM_LOCALEDIR");

  if (env != NULL && *env != '\0')
    return env;
  /* Read once: the answer cannot change while the program runs. */
  if (g_once_init_enter (&exe))
    {
      char *path = g_file_read_link ("/proc/self/exe", NULL);
      g_once_init_leave (&exe, (gsize) (path ? path : g_strdup ("")));
    }
  if (g_str_has_prefix ((const char *) exe, WM_BUILD_ROOT G_DIR_SEPARATOR_S))
    return WM_BUILD_LOCALEDIR;
  return LOCALEDIR;
}
