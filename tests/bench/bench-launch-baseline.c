/* The floor for bench-launch: an empty libadwaita window of the editor's
 * size with a header bar, timed the same way (spawn time in
 * WM_BENCH_SPAWN_USEC, "first frame after N ms" on stdout). What Waymark
 * takes beyond this is its own cost. */

#include <adwaita.h>

static void
after_paint_cb (GdkFrameClock *clock, GApplication *app)
{
  const char *spawn = g_getenv ("WM_BENCH_SPAWN_USEC");
  gint64 since = spawn != NULL ? g_ascii_strtoll (spawn, NULL, 10) : 0;

  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  g_print ("first frame after %.1f ms\n", (g_get_monotonic_time () - since) / 1000.0);
  g_application_quit (app);
}

static void
map_cb (GtkWidget *window, GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), app);
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.waymark.BenchBaseline",
                                                        G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
