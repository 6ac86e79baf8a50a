/* The waymark program's own options, answered without a display or a
 * running instance: --version prints the version, --help names the files
 * it opens, in the desktop's language. The program is $WM_APP. */

#include "config.h"

#include <glib.h>
#include <string.h>

static char *
run_app (const char *language, const char *option, int *status)
{
  g_auto (GStrv) envp = g_get_environ ();
  const char *argv[] = { g_getenv ("WM_APP"), option, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  char *out = NULL;

  envp = g_environ_setenv (envp, "LANGUAGE", language, TRUE);
  envp = g_environ_setenv (envp, "LC_ALL", g_str_equal (language, "de") ? "de_DE.UTF-8" : "C.UTF-8",
                           TRUE);
  /* No display: neither option may need one. */
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  g_assert_true (g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               status, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  return out;
}

static void
test_version (void)
{
  int status;
  g_autofree char *out = run_app ("en", "--version", &status);

  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "waymark " PACKAGE_VERSION "\n");
}

static void
test_help (gconstpointer data)
{
  const char *const *expected = data;
  int status;
  g_autofree char *out = run_app (expected[0], "--help", &status);

  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (guint i = 1; expected[i] != NULL; i++)
    g_assert_nonnull (strstr (out, expected[i]));
}

int
main (int argc, char **argv)
{
  static const char *const en[] = { "en", "waymark [OPTION…] [FILE…]", "--version",
                                    "Show the version and quit", NULL };
  static const char *const de[] = { "de", "[DATEI…]", "--version",
                                    "Die Version anzeigen und beenden", NULL };

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("WM_APP") == NULL)
    {
      g_test_skip ("WM_APP does not name the waymark program");
      return g_test_run ();
    }
  g_test_add_func ("/app/options/version", test_version);
  g_test_add_data_func ("/app/options/help/en", en, test_help);
  g_test_add_data_func ("/app/options/help/de", de, test_help);
  return g_test_run ();
}
