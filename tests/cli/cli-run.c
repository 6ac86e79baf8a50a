/* What the CLI tests share: running waymark-cli as a program. */

#include "cli-run.h"
#include "wm-test-tmp.h"

#include <string.h>
#include <sys/wait.h>

void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

gboolean
need_cli (void)
{
  const char *cli = g_getenv ("WM_CLI");

  if (cli != NULL && g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("WM_CLI does not name the waymark-cli program");
  return FALSE;
}

void
run_cli_env (Run *run, char **envp, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("WM_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL, &run->out,
                     &run->err, &wait_status, &error))
    g_error ("cannot run waymark-cli: %s", error->message);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  /* A PDF on standard output (print --out -) is not text for the TAP log. */
  g_test_message ("%s: exit %d\nstdout: %.2000s\nstderr: %s", args[0], run->status,
                  g_utf8_validate (run->out, -1, NULL) ? run->out : "(binary)", run->err);
}

char **
cli_environ (const char *language, const char *locale)
{
  char **envp = g_get_environ ();

  envp = g_environ_setenv (envp, "LC_ALL", locale, TRUE);
  return g_environ_setenv (envp, "LANGUAGE", language, TRUE);
}

void
run_cli (Run *run, const char *const *args)
{
  run_cli_env (run, NULL, args);
}

char *
tmp_path (const char *name)
{
  static char *dir;

  if (dir == NULL)
    dir = wm_test_tmp_dir ("wm-cli");
  return g_build_filename (dir, name, NULL);
}

void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}
