/* What the CLI tests share: running waymark-cli as a program. */

#include "cli-run.h"
#include "wm-test-tmp.h"

#include <gio/gio.h>

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

/* Logs a run for the TAP log, its standard output cut to about 2,000 bytes
 * at a character's start: a cut inside a character makes the log invalid
 * UTF-8, which meson reports as unknown TAP output. */
static void
log_run (const char *command, const Run *run)
{
  g_autofree char *out = NULL;

  /* A PDF on standard output (print --out -) is not text for the TAP log. */
  if (!g_utf8_validate (run->out, -1, NULL))
    out = g_strdup ("(binary)");
  else if (strlen (run->out) > 2000)
    out = g_strndup (run->out, g_utf8_find_prev_char (run->out, run->out + 2001) - run->out);
  else
    out = g_strdup (run->out);
  g_test_message ("%s: exit %d\nstdout: %s\nstderr: %s", command, run->status, out, run->err);
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
  log_run (args[0], run);
}

gboolean
run_cli_to_full (Run *run, const char *const *args)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full on this system");
      return FALSE;
    }
  g_ptr_array_add (argv, (gpointer) g_getenv ("WM_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, NULL, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  run->out = g_strdup ("");
  log_run (args[0], run);
  return TRUE;
}

void
run_cli_merged (Run *run, const char *const *args)
{
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("WM_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE,
                            &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &run->out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  run->err = g_strdup ("");
  log_run (args[0], run);
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
play_log (const char *name)
{
  g_autofree char *log = tmp_path (name);
  g_auto (Run) play = { 0 };

  RUN (&play, "play", "base", "--seed", "3", "--day-cap", "2", "--log", log, "-q");
  g_assert_cmpint (play.status, ==, 0);
  return g_steal_pointer (&log);
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

void
assert_short_numbers (const char *json, int at_least)
{
  g_autoptr (GRegex) strings = g_regex_new ("\"([^\"\\\\]|\\\\.)*\"", 0, 0, NULL);
  g_autoptr (GRegex) numbers = g_regex_new ("-?[0-9][0-9.]*([eE][-+]?[0-9]+)?", 0, 0, NULL);
  g_autofree char *bare = g_regex_replace_literal (strings, json, -1, 0, "\"\"", 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  int fractions = 0;

  for (g_regex_match (numbers, bare, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *number = g_match_info_fetch (match, 0);
      g_autofree char *mantissa = g_strndup (number, strcspn (number, "eE"));
      const char *digits = mantissa + strspn (mantissa, "-0.");
      int n = 0;

      if (strpbrk (number, ".eE") == NULL || g_str_has_suffix (number, ".0"))
        continue;
      fractions++;
      for (const char *d = digits; *d != '\0'; d++)
        n += g_ascii_isdigit (*d);
      if (n > 10)
        g_error ("%s has %d significant digits, not ten at most", number, n);
    }
  if (fractions < at_least)
    g_error ("%d numbers with a fraction, not %d or more, in “%s”", fractions, at_least, json);
}
