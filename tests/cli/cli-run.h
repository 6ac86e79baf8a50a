#pragma once

/* Running waymark-cli ($WM_CLI) as a program from a CLI test, no shell:
 * its exit status and what it printed. */

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

void run_clear (Run *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Whether $WM_CLI names the program; else marks the test skipped. */
gboolean need_cli (void);

/* Runs waymark-cli with @args (NULL-terminated) in @envp (NULL: ours). */
void run_cli_env (Run *run, char **envp, const char *const *args);
void run_cli (Run *run, const char *const *args);
/* Runs waymark-cli with @args (NULL-terminated), its standard output
 * /dev/full (a full disk): run->out stays empty. FALSE, with the test
 * marked skipped, where there is no /dev/full. */
gboolean run_cli_to_full (Run *run, const char *const *args);
#define RUN_TO_FULL(r, ...) run_cli_to_full (r, (const char *[]) { __VA_ARGS__, NULL })
/* Runs waymark-cli with @args (NULL-terminated), its standard output and
 * error on one pipe, as `2>&1` in a shell or a CI log: run->out holds
 * both in the order written, run->err is empty. */
void run_cli_merged (Run *run, const char *const *args);
#define RUN_MERGED(r, ...) run_cli_merged (r, (const char *[]) { __VA_ARGS__, NULL })
/* Our environment with LANGUAGE=@language and LC_ALL=@locale, for
 * run_cli_env(). */
char **cli_environ (const char *language, const char *locale);
#define RUN(r, ...) run_cli (r, (const char *[]) { __VA_ARGS__, NULL })

/* A two-day game's log (seed 3: every player plans on day 1), written to
 * @name in the temporary folder; its path. */
char *play_log (const char *name);
/* @name in a temporary folder of this test program's own. */
char *tmp_path (const char *name);
/* Fails the test, showing both, unless @text contains @part. */
void assert_contains (const char *text, const char *part);
/* Fails the test unless each number of the JSON text @json that has a
 * fraction is written to ten significant digits at most (0.3, not
 * 0.30000000000000004), and there are @at_least such numbers. */
void assert_short_numbers (const char *json, int at_least);

G_END_DECLS
