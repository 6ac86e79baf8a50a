/* Allocation failure inside libxml2 while loading: xmlMemSetup routes
 * libxml2's allocations through counters that make the Nth one fail, for
 * every N from 1 to the number a whole load needs. Each load must end
 * either in a refusal with an error diagnostic or in a model equal to the
 * one a normal load gives — never a crash, and never a model silently
 * missing what an allocation failure dropped. libxml2's live blocks must
 * come back to where they were: nothing leaks on the failure paths.
 *
 * libxml2 2.9.14 (Debian 12) itself is not safe against allocation
 * failure: some failures inside its parser (a failed buffer growth, for
 * one) make it dereference NULL. Those are not ours to fix, so each load
 * first runs in a child process; a crash whose faulting instruction lies in
 * libxml2 is counted as libxml2's and reported, any other crash fails the
 * test. Likewise 2.9.14 drops partial copies when an allocation fails inside
 * xmlCopyNode (xmlStaticCopyNodeList, xmlCopyPropList), so a leak after a
 * failure inside the xmlCopyNode of wm_extras_add_before/inside (the only
 * callers) is counted as libxml2's; any other leak fails. A child that
 * ends normally is checked by LeakSanitizer in the asan build, which covers
 * what our own code allocates with GLib on the failure paths. */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>

#include <glib.h>
#include <libxml/globals.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>
#include <stdlib.h>
#include <string.h>

#include "wm-variant-io.h"

static gint64 allocations; /* successful allocations so far */
static gint64 fail_at;     /* the allocation to fail, 1-based; 0 for none */
static gint64 live;        /* blocks allocated and not yet freed */
static gboolean failed;    /* the injected failure happened */
static char failed_in[64]; /* the libxml2 function our code called that failed */

static gboolean
in_libxml2 (void *pc, const char **symbol)
{
  Dl_info where;

  if (dladdr (pc, &where) == 0 || where.dli_fname == NULL
      || strstr (where.dli_fname, "libxml2.so") == NULL)
    return FALSE;
  *symbol = where.dli_sname;
  return TRUE;
}

/* Notes which of our functions called into libxml2 when the allocation
 * failed: the first frame after the libxml2 ones (the test links with
 * -rdynamic so that dladdr names it). */
static void
note_failing_call (void)
{
  void *frames[64];
  int n = backtrace (frames, G_N_ELEMENTS (frames));
  const char *symbol = NULL;
  gboolean seen_libxml2 = FALSE;
  Dl_info where;

  g_strlcpy (failed_in, "?", sizeof failed_in);
  for (int i = 1; i < n; i++)
    {
      if (in_libxml2 (frames[i], &symbol))
        seen_libxml2 = TRUE;
      else if (seen_libxml2)
        {
          if (dladdr (frames[i], &where) != 0 && where.dli_sname != NULL)
            g_strlcpy (failed_in, where.dli_sname, sizeof failed_in);
          break;
        }
    }
}

static gboolean
should_fail (void)
{
  if (fail_at > 0 && allocations + 1 == fail_at)
    {
      failed = TRUE;
      note_failing_call ();
      fail_at = 0; /* only the one: later allocations succeed, like a
                    * transient shortage, which explores the recovery code */
      return TRUE;
    }
  allocations++;
  return FALSE;
}

static void *
counting_malloc (size_t size)
{
  void *p;

  if (should_fail ())
    return NULL;
  p = malloc (size);
  if (p != NULL)
    live++;
  return p;
}

static void *
counting_realloc (void *mem, size_t size)
{
  void *p;

  if (should_fail ())
    return NULL;
  p = realloc (mem, size);
  if (p != NULL && mem == NULL)
    live++;
  return p;
}

static void
counting_free (void *mem)
{
  if (mem != NULL)
    live--;
  free (mem);
}

static char *
counting_strdup (const char *s)
{
  char *p;

  if (should_fail ())
    return NULL;
  p = strdup (s);
  if (p != NULL)
    live++;
  return p;
}

/* What one load with a failing allocation came to. */
typedef enum
{
  OUTCOME_NONE,        /* not run (yet) */
  OUTCOME_REFUSED,     /* refused with an error diagnostic */
  OUTCOME_RECOVERED,   /* loaded, equal to the reference */
  OUTCOME_LIBXML2_LEAK,
  OUTCOME_LIBXML2_CRASH,
} Outcome;

/* Shared between the test and its child processes (MAP_SHARED). */
typedef struct
{
  gint64 current; /* the N the child is loading */
  guint8 outcome[];
} Sweep;

enum
{
  EXIT_CRASH_IN_LIBXML2 = 42,
  EXIT_CRASH_ELSEWHERE = 43,
  EXIT_LIBXML2_LEAK = 44,
};

static void
on_crash (int sig, siginfo_t *info, void *context)
{
  ucontext_t *uc = context;
  Dl_info where;
  void *pc = (void *) uc->uc_mcontext.gregs[REG_RIP];

  if (dladdr (pc, &where) != 0 && where.dli_fname != NULL
      && strstr (where.dli_fname, "libxml2.so") != NULL)
    _exit (EXIT_CRASH_IN_LIBXML2);
  _exit (EXIT_CRASH_ELSEWHERE);
}

static GBytes *
test_file (const char *name)
{
  g_autofree char *path = g_build_filename (WM_TEST_DATA, "good", name, NULL);
  g_autoptr (GError) error = NULL;
  char *data;
  gsize size;

  g_file_get_contents (path, &data, &size, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, size);
}

/* One load with the Nth allocation failing. Returns OUTCOME_NONE once N is
 * past what a whole load allocates. */
static Outcome
load_failing_at (GBytes *bytes, const WmVariant *reference, gint64 n)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("alloc");
  g_autoptr (WmVariant) variant = NULL;
  g_autofree char *where = NULL;
  gint64 live_before = live;
  Outcome outcome = OUTCOME_RECOVERED;

  allocations = 0;
  failed = FALSE;
  fail_at = n;
  variant = wm_variant_load_bytes (bytes, "alloc", diags);
  fail_at = 0;
  xmlResetLastError ();

  if (!failed)
    outcome = OUTCOME_NONE;
  else if (variant == NULL)
    {
      g_assert_cmpuint (wm_diagnostics_count_errors (diags), >, 0);
      outcome = OUTCOME_REFUSED;
    }
  else if (!wm_variant_equal (variant, reference, &where))
    g_error ("allocation %" G_GINT64_FORMAT " failed and the load went on with a different "
             "model (%s)", n, where);
  /* The model holds libxml2 nodes (the extras); they must go too. */
  g_clear_pointer (&variant, wm_variant_unref);
  if (g_getenv ("WM_TEST_ALLOC_N") != NULL)
    g_printerr ("live blocks before %" G_GINT64_FORMAT ", after %" G_GINT64_FORMAT
                "; the failed allocation was in libxml2 called from %s\n", live_before, live,
                failed_in);
  else if (live != live_before
           && (strcmp (failed_in, "wm_extras_add_before") == 0
               || strcmp (failed_in, "wm_extras_add_inside") == 0))
    {
      live = live_before; /* counted; the next load starts afresh */
      outcome = OUTCOME_LIBXML2_LEAK;
    }
  else
    g_assert_cmpint (live, ==, live_before);
  return outcome;
}

/* Loads with N = sweep->current … @total failing, in a child process that
 * records each outcome; a crash ends the child with its exit status. */
static G_NORETURN void
sweep_in_child (GBytes *bytes, const WmVariant *reference, Sweep *sweep, gint64 total)
{
  struct sigaction action = { 0 };

  action.sa_sigaction = on_crash;
  action.sa_flags = SA_SIGINFO;
  sigaction (SIGSEGV, &action, NULL);
  sigaction (SIGBUS, &action, NULL);
  for (; sweep->current <= total; sweep->current++)
    {
      sweep->outcome[sweep->current] = load_failing_at (bytes, reference, sweep->current);
      /* libxml2's lost blocks would show in the leak check at exit; this
       * child ends without one and the next goes on. */
      if (sweep->outcome[sweep->current] == OUTCOME_LIBXML2_LEAK)
        _exit (EXIT_LIBXML2_LEAK);
    }
  /* A normal exit: in the asan build LeakSanitizer checks this child's
   * loads and fails it (non-zero status) if any of our memory leaked. */
  exit (0);
}

/* tiny.waymark with comments and foreign elements and attributes, which the
 * loader copies out of the tree (the extras). */
static GBytes *
foreign_file (void)
{
  g_autoptr (GBytes) tiny = test_file ("tiny.waymark");
  g_autofree char *text = g_strndup (g_bytes_get_data (tiny, NULL), g_bytes_get_size (tiny));
  g_auto (GStrv) parts = g_strsplit (text, "<rules ", 2);
  char *joined;

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  joined = g_strconcat (parts[0],
                        "<!-- kept --><x:note xmlns:x=\"urn:x\" x:level=\"2\">text<x:b/></x:note>\n"
                        "  <rules xmlns:y=\"urn:y\" y:extra=\"1\" ",
                        parts[1], NULL);
  return g_bytes_new_take (joined, strlen (joined));
}

static void
test_fail_each_allocation (gconstpointer data)
{
  g_autoptr (GBytes) bytes = strcmp (data, "foreign") == 0 ? foreign_file () : test_file (data);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("alloc");
  g_autoptr (WmVariant) reference = NULL;
  guint counts[OUTCOME_LIBXML2_CRASH + 1] = { 0 };
  gint64 total;
  gsize sweep_size;
  Sweep *sweep;
  guint children = 0;

  /* A clean load first: it sets up libxml2's global state, so later loads
   * start from the same number of live blocks, and counts the allocations. */
  allocations = 0;
  reference = wm_variant_load_bytes (bytes, "alloc", diags);
  xmlResetLastError ();
  g_assert_nonnull (reference);
  total = allocations;
  g_assert_cmpint (total, >, 10);

  /* Under Valgrind libxml2's own crashes would count as errors of ours;
   * the asan build runs this test instead. */
  if (g_strrstr (g_getenv ("LD_PRELOAD") ? g_getenv ("LD_PRELOAD") : "", "vgpreload") != NULL)
    {
      g_test_skip ("libxml2 2.9 crashes on some allocation failures; run in the asan build");
      return;
    }

  /* WM_TEST_ALLOC_N=N runs that one load here, for a debugger or Valgrind. */
  if (g_getenv ("WM_TEST_ALLOC_N") != NULL)
    {
      load_failing_at (bytes, reference, g_ascii_strtoll (g_getenv ("WM_TEST_ALLOC_N"), NULL, 10));
      return;
    }

  /* The sweep runs in child processes, a new one after each crash inside
   * libxml2: a handful of forks, not one per load. */
  sweep_size = sizeof (Sweep) + total + 2;
  sweep = mmap (NULL, sweep_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  g_assert_true (sweep != MAP_FAILED);
  sweep->current = 1;
  while (sweep->current <= total)
    {
      pid_t pid = fork ();
      int status;

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        sweep_in_child (bytes, reference, sweep, total);
      children++;
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      if (WIFEXITED (status) && WEXITSTATUS (status) == 0)
        break;
      if (WIFEXITED (status) && WEXITSTATUS (status) == EXIT_LIBXML2_LEAK)
        {
          sweep->current++;
          continue;
        }
      if (!WIFEXITED (status) || WEXITSTATUS (status) != EXIT_CRASH_IN_LIBXML2)
        g_error ("with allocation %" G_GINT64_FORMAT " failing the load crashed, leaked or "
                 "failed a check outside libxml2 (status %d)", sweep->current, status);
      sweep->outcome[sweep->current++] = OUTCOME_LIBXML2_CRASH;
    }

  /* libxml2 seeds its hash tables at random, so a load may need a few
   * allocations more or fewer than the first: the last N can fall past it. */
  for (gint64 n = 1; n <= total; n++)
    counts[sweep->outcome[n]]++;
  g_assert_cmpuint (counts[OUTCOME_NONE], <, total / 20);
  munmap (sweep, sweep_size);
  g_test_message ("%s: %" G_GINT64_FORMAT " loads, each with one of the %" G_GINT64_FORMAT
                  " allocations failing (%u processes): %u refused cleanly, %u recovered, %u "
                  "crashed and %u leaked inside libxml2 2.9",
                  (const char *) data, total, total, children, counts[OUTCOME_REFUSED],
                  counts[OUTCOME_RECOVERED], counts[OUTCOME_LIBXML2_CRASH],
                  counts[OUTCOME_LIBXML2_LEAK]);
  /* Most failures must be felt; a loader that ignores them all is broken. */
  g_assert_cmpuint (counts[OUTCOME_REFUSED], >, total / 2);
}

static void
ignore_error (void *ctx, const char *format, ...)
{
}

int
main (int argc, char **argv)
{
  void *frames[4];

  /* backtrace() loads libgcc on first use; not while an allocation fails. */
  backtrace (frames, G_N_ELEMENTS (frames));
  /* Before anything touches libxml2. */
  if (xmlMemSetup (counting_free, counting_malloc, counting_realloc, counting_strdup) != 0)
    g_error ("xmlMemSetup failed");
  g_test_init (&argc, &argv, NULL);
  /* libxml2 reports failures before a parser context exists on stderr;
   * a thousand of them say nothing. */
  xmlSetGenericErrorFunc (NULL, ignore_error);
  g_test_add_data_func ("/hardening/xml/alloc-fail/tiny", "tiny.waymark",
                        test_fail_each_allocation);
  g_test_add_data_func ("/hardening/xml/alloc-fail/foreign", "foreign",
                        test_fail_each_allocation);
  return g_test_run ();
}
