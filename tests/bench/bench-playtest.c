/* The Playtest page's own cost while bots play a game to its end: the
 * page in a window of the editor's size under Xvfb, two greedy bots at no
 * delay (Play with a delay of 0), for several seeds. The bots think in
 * worker threads, so the main thread's CPU time is the page's: applying
 * each decision, the panels, the board, the log (rewritten each turn,
 * hundreds of lines by the end) and GTK's frames. Per game: decisions,
 * wall time, the main thread's CPU time and that per decision; then the
 * medians. Wall time also holds the bots' thinking and whatever else the
 * machine runs; the CPU time per decision is the figure to compare.
 *
 * Usage: bench-playtest [GAMES [WIDTH HEIGHT]] (5 games, 1280 × 800). */

#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <time.h>

#include "wm-document.h"
#include "wm-play-session.h"
#include "wm-playtest-page.h"

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The rows of the log's list that have a widget (laid out and measured):
 * those in view and the ones the list keeps around them. */
static int
log_rows (GtkWidget *root)
{
  int n = 0;

  if (GTK_IS_LIST_VIEW (root))
    {
      for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
        n += gtk_widget_get_visible (c);
      return n;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += log_rows (c);
  return n;
}

static int
compare (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Lets the window draw what it has before the clock starts or stops. */
static void
settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  int games = argc > 1 ? atoi (argv[1]) : 5;
  int width = argc > 3 ? atoi (argv[2]) : 1280, height = argc > 3 ? atoi (argv[3]) : 800;
  int controllers[WM_GAME_MAX_PLAYERS] = { WM_BOT_GREEDY, WM_BOT_GREEDY };
  g_autoptr (WmDocument) doc = NULL;
  g_autofree double *wall = NULL, *cpu = NULL, *per = NULL;
  WmPlaytestPage *page;
  GtkWidget *window;

  if (games < 1)
    {
      g_printerr ("usage: bench-playtest [GAMES [WIDTH HEIGHT]]\n");
      return 2;
    }
  adw_init ();
  doc = wm_document_new_from_base ();
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  page = WM_PLAYTEST_PAGE (wm_playtest_page_new ());
  wm_playtest_page_set_document (page, doc);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  settle (500);
  wall = g_new (double, games);
  cpu = g_new (double, games);
  per = g_new (double, games);
  g_print ("%-6s %10s %10s %12s %16s %9s\n", "seed", "decisions", "wall ms", "main cpu ms",
           "cpu ms/decision", "log rows");
  for (int g = 0; g < games; g++)
    {
      g_autoptr (GError) error = NULL;
      WmPlaySession *session;
      WmGameSetup setup;
      gint64 t0;
      double c0;
      int n;

      wm_game_setup_init (&setup, wm_document_get_variant (doc), 2);
      setup.seed = 100 + g;
      if (!wm_playtest_page_start (page, &setup, controllers, &error))
        {
          g_printerr ("bench-playtest: %s\n", error->message);
          return 1;
        }
      settle (300);
      session = wm_playtest_page_get_session (page);
      t0 = g_get_monotonic_time ();
      c0 = cpu_ms ();
      wm_playtest_page_set_delay (page, 0);
      wm_playtest_page_set_playing (page, TRUE);
      while (wm_playtest_page_is_busy (page) || !wm_game_is_over (wm_play_session_state (session)))
        g_main_context_iteration (NULL, TRUE);
      settle (100); /* the last frame, with the last lines of the log */
      wall[g] = (g_get_monotonic_time () - t0) / 1000.0 - 100;
      cpu[g] = cpu_ms () - c0;
      n = wm_play_session_n_decisions (session);
      per[g] = cpu[g] / n;
      g_print ("%-6d %10d %10.0f %12.0f %16.2f %9d\n", (int) setup.seed, n, wall[g], cpu[g], per[g],
               log_rows (GTK_WIDGET (page)));
    }
  g_print ("median %10s %10.0f %12.0f %16.2f\n", "", median (wall, games), median (cpu, games),
           median (per, games));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
