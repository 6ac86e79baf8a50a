#include "config.h"

#include "wm-test-gui.h"

#include <adwaita.h>
#include <errno.h>
#include <gdk/x11/gdkx.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "wm-test-lang.h"
#include "wm-test-tmp.h"
#include "wm-player-panel.h"
#include "wm-variant-io.h"
#include "wm-window-private.h"

void
wm_test_iterate (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

gboolean
wm_test_wait_step (gint64 deadline, const char *file, int line, const char *func,
                   const char *condition, const char *what)
{
  if (g_get_monotonic_time () > deadline)
    {
      g_autofree char *message
          = g_strdup_printf ("waited %d s for %s (%s)", WM_TEST_WAIT_S, what, condition);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
      return FALSE;
    }
  /* Pending work first; a short sleep only when there was none. */
  if (!g_main_context_iteration (NULL, FALSE))
    g_usleep (1000);
  return TRUE;
}

static void
after_paint_cb (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

void
wm_test_wait_frame (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong handler;

  /* The window's, which a hidden page shares. */
  g_assert_nonnull (native);
  g_assert_nonnull (gtk_native_get_surface (native));
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (native));
  /* A frame that lays out even when nothing asked for one: the frame clock
   * idles otherwise, and the wait would be for nothing. */
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  wm_test_wait_for (painted, "a frame to be drawn");
  g_signal_handler_disconnect (clock, handler);
}

void
wm_test_wait_laid_out (GtkWidget *widget, const char *what)
{
  wm_test_wait_for (gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0
                        && gtk_widget_get_height (widget) > 0,
                    what);
  wm_test_wait_frame (widget);
}

static gboolean
idle_ran_cb (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

void
wm_test_wait_idle (void)
{
  gboolean ran = FALSE;

  /* Below every priority the program uses: it runs only when nothing of
   * theirs is due. */
  g_idle_add_full (G_PRIORITY_LOW + 1, idle_ran_cb, &ran, NULL);
  wm_test_wait_for (ran, "the main loop to run its idles");
}

/* Whether @window's surface has the size @width × @height (-1: any
 * height), which counts the frame that GTK draws around the window (5 px
 * each side under Xvfb), and the window has been laid out in it. */
static gboolean
window_sized (GtkWindow *window, int width, int height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  double frame_x, frame_y;

  if (!gtk_widget_get_mapped (GTK_WIDGET (window)) || surface == NULL)
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (window), &frame_x, &frame_y);
  return gdk_surface_get_width (surface) == width
         && gtk_widget_get_width (GTK_WIDGET (window)) + 2 * (int)frame_x == width
         && (height < 0
             || (gdk_surface_get_height (surface) == height
                 && gtk_widget_get_height (GTK_WIDGET (window)) + 2 * (int)frame_y == height));
}

void
wm_test_resize_window (GtkWindow *window, int width, int height)
{
  int min_width, min_height;
  g_autofree char *what = NULL;

  gtk_window_set_default_size (window, width, height);
  /* No smaller than its minimum (which counts the frame): GTK's is the
   * height at the narrowest width, whatever the width. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL,
                      NULL, NULL);
  width = MAX (width, min_width);
  if (height >= 0)
    height = MAX (height, min_height);
  what = g_strdup_printf ("the window to be laid out %dx%d px (with its frame)", width, height);
  wm_test_wait_for (window_sized (window, width, height), what);
  wm_test_wait_frame (GTK_WIDGET (window));
}

WmWindow *
wm_test_only_window (GtkApplication *app)
{
  WmWindow *found = NULL;

  /* Dialogs belong to the application too; the main window is the one
   * WmWindow among them. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data))
      {
        g_assert_null (found);
        found = l->data;
      }
  g_assert_nonnull (found);
  return found;
}

WmWindow *
wm_test_window_of (GtkApplication *app, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data)
        && wm_document_get_file (wm_window_get_document (l->data)) != NULL
        && g_file_equal (wm_document_get_file (wm_window_get_document (l->data)), file))
      return l->data;
  return NULL;
}

GtkWidget *
wm_test_open_message_dialog (void)
{
  return wm_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* xdotool returns once the X server has the events; the round trip of
 * gdk_display_sync () brings them all into the queue. */
void
wm_test_xdo (const char *args)
{
  const char *xdotool = g_getenv ("WM_XDOTOOL");
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_nonnull (xdotool);
  command = g_strdup_printf ("%s %s", xdotool, args);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, &error));
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  gdk_display_sync (gdk_display_get_default ());
  wm_test_iterate (60);
}

void
wm_test_focus_x_window (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));
  g_autofree char *focus = NULL;

  wm_test_wait_frame (widget);
  focus = g_strdup_printf ("windowfocus --sync %lu", gdk_x11_surface_get_xid (surface));
  wm_test_xdo (focus);
}

GtkWidget *
wm_test_focused_choice (WmWindow *window, WmPlaytestPage *page)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!GTK_IS_BUTTON (focus)
      || !gtk_widget_is_ancestor (focus, wm_playtest_page_get_choices (page)))
    return NULL;
  return focus;
}

void
wm_test_pointer_to (GtkWidget *widget, double x, double y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t at;
  double dx, dy;
  g_autofree char *args = NULL;

  g_assert_nonnull (native);
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (x, y), &at));
  gtk_native_get_surface_transform (native, &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d",
                          gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                          (int)round (at.x + dx), (int)round (at.y + dy));
  wm_test_xdo (args);
}

double
wm_test_wheel_down_over (GtkWidget *widget)
{
  GtkWidget *inner = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *outer
      = gtk_widget_get_ancestor (gtk_widget_get_parent (inner), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *page;

  g_assert_nonnull (outer);
  page = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (outer));
  gtk_adjustment_set_value (page, 0);
  wm_test_wait_frame (outer);
  g_assert_cmpfloat (gtk_adjustment_get_upper (page), >, gtk_adjustment_get_page_size (page));
  wm_test_pointer_to (widget, 30, 10);
  wm_test_xdo ("click 5");
  wm_test_wait_frame (outer);
  return gtk_adjustment_get_value (page);
}

void
wm_test_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("WM_SHOT_DIR");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  int w, h;

  if (dir == NULL)
    return;
  wm_test_iterate (400); /* let the stack's crossfade finish */
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_strdup_printf ("%s/%s.png", dir, name);
  gdk_texture_save_to_png (texture, path);
}

static char *private_data_home;

void
wm_test_private_env (const char *prefix)
{
  const char *build_dir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *parent = NULL;

  /* Under meson, in the build folder: a test that aborts keeps its folder
   * for a human to look at, and there it goes with the build rather than
   * stay in /tmp. Removed at exit too, for tests that do not end with
   * wm_test_app_run (). */
  parent
      = build_dir != NULL ? g_build_filename (build_dir, "tmp", NULL) : g_strdup (g_get_tmp_dir ());
  private_data_home = wm_test_tmp_dir_in (parent, prefix);
  g_setenv ("XDG_DATA_HOME", private_data_home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
}

gboolean
wm_test_init_in_desktop_language (int *argc, char ***argv)
{
  g_test_init (argc, argv, NULL);
  /* A missing locale would make gtk_init () warn, which a test makes fatal. */
  if (setlocale (LC_ALL, "") == NULL)
    return FALSE;
  gtk_init ();
  wm_test_bind_catalogue ();
  return TRUE;
}

/* A language other than English that has no catalogue. */
static gboolean
catalogue_available (void)
{
  const char *language = g_getenv ("LANGUAGE");

  if (language == NULL || *language == '\0' || g_str_has_prefix (language, "en"))
    return TRUE;
  return g_strcmp0 (_("Overview"), "Overview") != 0;
}

static void
skip_language (void)
{
  g_test_skip ("no catalogue or locale for $LANGUAGE");
}

gboolean
wm_test_start_in_desktop_language (int *argc, char ***argv, const char *skipped_path)
{
  if (wm_test_init_in_desktop_language (argc, argv) && catalogue_available ())
    return TRUE;
  g_test_add_func (skipped_path, skip_language);
  return FALSE;
}

/* GTK's "Trying to snapshot GtkButton 0x… without a current allocation"
 * names no place, and the tests make it fatal. Before the abort, say where
 * the widget is: each of its ancestors with its state. GTK's warnings are
 * structured: they reach the log writer, never g_test_log_set_fatal_handler
 * ()'s handler, which said nothing when test-play stopped so. */
static void
say_unallocated (const char *message)
{
  const char *at = message != NULL ? strstr (message, "Trying to snapshot ") : NULL;
  const char *pointer = at != NULL ? strstr (at, " 0x") : NULL;
  GtkWidget *widget;

  if (pointer == NULL || strstr (pointer, "without a current allocation") == NULL)
    return;
  widget = GSIZE_TO_POINTER ((gsize) g_ascii_strtoull (pointer + 1, NULL, 16));
  if (!GTK_IS_WIDGET (widget))
    return;
  g_printerr ("The widget not allocated, and its ancestors:\n");
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *label = GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : NULL;
      const char *tooltip = gtk_widget_get_tooltip_text (w);

      g_printerr ("  %s (%s)%s%s%s, %dx%d%s%s%s%s\n", G_OBJECT_TYPE_NAME (w),
                  gtk_widget_get_name (w), gtk_widget_get_visible (w) ? "" : ", hidden",
                  gtk_widget_get_child_visible (w) ? "" : ", not child-visible",
                  gtk_widget_get_mapped (w) ? ", mapped" : "", gtk_widget_get_width (w),
                  gtk_widget_get_height (w), label ? ", label: " : "", label ? label : "",
                  tooltip ? ", tooltip: " : "", tooltip ? tooltip : "");
    }
}

GLogWriterOutput
wm_test_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0)
      say_unallocated (fields[i].value);
  return g_log_writer_default (level, fields, n_fields, data);
}

static gboolean log_writer_set;

void
wm_test_set_log_writer (GLogWriterFunc writer)
{
  g_assert_false (log_writer_set);
  g_log_set_writer_func (writer, NULL, NULL);
  log_writer_set = TRUE;
}

WmApplication *
wm_test_app_start (GApplicationFlags flags)
{
  WmApplication *app = wm_application_new ();

  if (!log_writer_set)
    wm_test_set_log_writer (wm_test_log_writer);

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | flags);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  /* Keep the application alive across the tests, as g_application_run would. */
  g_application_hold (G_APPLICATION (app));
  g_application_activate (G_APPLICATION (app));
  wm_test_iterate (300);
  return app;
}

int
wm_test_app_run (WmApplication *app)
{
  int status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_object_unref (app);
  /* The recovery files and recent files the tests made go with it. */
  if (private_data_home != NULL)
    wm_test_remove_tree (private_data_home);
  g_clear_pointer (&private_data_home, g_free);
  return status;
}

static GtkLabel *
find_label_with (GtkWidget *root, const char *part)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return GTK_LABEL (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label_with (c, part);
      if (found)
        return found;
    }
  return NULL;
}

GtkLabel *
wm_test_find_label_with (GtkWidget *root, const char *part)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);
  return find_label_with (root, part);
}

GtkWidget *
wm_test_find_of_type (GtkWidget *root, GType type)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = wm_test_find_of_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
wm_test_find_widget (GtkWidget *root, WmTestMatch match, gconstpointer data)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = wm_test_find_widget (c, match, data);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
shows_icon (GtkWidget *widget, gconstpointer icon_name)
{
  return GTK_IS_IMAGE (widget)
         && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon_name) == 0;
}

GtkWidget *
wm_test_find_icon (GtkWidget *root, const char *icon_name)
{
  return wm_test_find_widget (root, shows_icon, icon_name);
}

static gboolean
is_problem_row (GtkWidget *widget, gconstpointer code)
{
  return GTK_IS_LIST_BOX_ROW (widget)
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wm-code"), code) == 0;
}

guint
wm_test_count_problem_rows (GtkWidget *root, const char *code)
{
  guint n = is_problem_row (root, code);

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += wm_test_count_problem_rows (c, code);
  return n;
}

void
wm_test_write_loose_variant (const char *path)
{
  g_autofree char *good = g_build_filename (WM_TEST_DATA, "good", "foreign-and-spaces.waymark",
                                            NULL);
  g_autofree char *text = NULL;
  GString *file;

  g_assert_true (g_file_get_contents (good, &text, NULL, NULL));
  file = g_string_new (text);
  g_assert_cmpuint (g_string_replace (file, "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"", 1),
                    ==, 1);
  g_assert_cmpuint (g_string_replace (file, ">Tiny<", ">Tiny Städte<", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, file->str, file->len, NULL));
  g_string_free (file, TRUE);
}

static gboolean
drop_down_listing (GtkWidget *widget, gconstpointer first)
{
  GListModel *model;
  g_autoptr (GObject) item = NULL;

  if (!GTK_IS_DROP_DOWN (widget))
    return FALSE;
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
  if (model == NULL || g_list_model_get_n_items (model) == 0)
    return FALSE;
  item = g_list_model_get_item (model, 0);
  return GTK_IS_STRING_OBJECT (item)
         && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), first) == 0;
}

GtkWidget *
wm_test_find_drop_down_listing (GtkWidget *root, const char *first)
{
  return wm_test_find_widget (root, drop_down_listing, first);
}

static gboolean
button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkWidget *
wm_test_find_button (GtkWidget *root, const char *label)
{
  return wm_test_find_widget (root, button_labelled, label);
}

GtkWidget *
wm_test_find_toplevel (GType type)
{
  GtkWidget *found = NULL;

  for (GList *l = gtk_window_list_toplevels (); l; l = g_list_delete_link (l, l))
    if (found == NULL && G_TYPE_CHECK_INSTANCE_TYPE (l->data, type)
        && gtk_widget_get_visible (l->data))
      found = l->data;
  return found;
}

void
wm_test_click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

void
wm_test_answer (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (50);
}

gboolean
wm_test_chooser_chooses (GtkWidget *chooser, const char *path)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autofree char *chosen = file != NULL ? g_file_get_path (file) : NULL;

  return g_strcmp0 (chosen, path) == 0;
}

static int
fail_write (const char *step, gpointer user_data)
{
  return g_str_equal (step, "write") ? ENOSPC : 0;
}

void
wm_test_disk_full (gboolean full)
{
  wm_write_file_set_fault_hook (full ? fail_write : NULL, NULL);
}

/* Longer than a toast's five seconds, so that one left by an earlier
 * test has gone and the awaited one has come. */
#define TOAST_WAIT_MS 8000

static gboolean
is_toast (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0
         && gtk_widget_get_mapped (widget);
}

GtkWidget *
wm_test_find_toast (GtkWidget *overlay)
{
  return wm_test_find_widget (overlay, is_toast, NULL);
}

GtkLabel *
wm_test_wait_for_toast (GtkWidget *overlay, const char *part)
{
  GtkLabel *found = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (overlay), NULL);
  for (guint waited = 0; (found = find_label_with (overlay, part)) == NULL && waited < TOAST_WAIT_MS;
       waited += 100)
    wm_test_iterate (100);
  return found;
}

void
wm_test_close_toast (GtkWidget *overlay)
{
  GtkWidget *toast = wm_test_find_toast (overlay);

  g_assert_nonnull (toast);
  /* A dismissal while it slides in waits for the slide (wm_toast_new ()). */
  wm_test_click (
      gtk_widget_get_ancestor (wm_test_find_icon (toast, "window-close-symbolic"), GTK_TYPE_BUTTON));
  wm_test_wait_for (wm_test_find_toast (overlay) == NULL, "the toast closed");
}

WmPlaySession *
wm_test_start_two_seat_game (WmWindow *window, const int *controllers, guint64 seed,
                             WmTestGame then)
{
  return wm_test_start_game (window, 2, controllers, seed, then);
}

WmPlaySession *
wm_test_start_game (WmWindow *window, int n_players, const int *controllers, guint64 seed,
                    WmTestGame then)
{
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;

  wm_window_show_section (window, "playtest");
  wm_game_setup_init (&setup, wm_document_get_variant (window->document), n_players);
  setup.seed = seed;
  g_assert_true (wm_playtest_page_start (page, &setup, controllers, &error));
  g_assert_no_error (error);
  switch (then)
    {
    case WM_TEST_GAME_PAUSED:
      wm_playtest_page_set_playing (page, FALSE);
      while (wm_playtest_page_is_busy (page))
        wm_test_iterate (2);
      wm_test_iterate (20);
      break;
    case WM_TEST_GAME_PLAYING:
      wm_playtest_page_set_delay (page, 0);
      wm_playtest_page_set_playing (page, TRUE);
      break;
    case WM_TEST_GAME_AS_SET:
      break;
    }
  return wm_playtest_page_get_session (page);
}

WmPlaySession *
wm_test_open_log_at (WmWindow *window, const char *name, int n_players, int n)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "play", "data", name, NULL);
  static const int humans[WM_GAME_MAX_PLAYERS]
      = { WM_PLAY_HUMAN, WM_PLAY_HUMAN, WM_PLAY_HUMAN, WM_PLAY_HUMAN };
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  g_autofree char *dir = wm_test_tmp_dir ("wm-test-log-at");
  g_autofree char *cut_path = g_build_filename (dir, "cut.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GString) cut = g_string_new (NULL);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  int decisions = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  lines = g_strsplit (contents, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      gboolean decision = strstr (*line, "<decision ") != NULL;
      if (strstr (*line, "</game-log>") != NULL || (decision && decisions == n))
        break;
      decisions += decision;
      g_string_append_printf (cut, "%s\n", *line);
    }
  g_string_append (cut, "</game-log>\n");
  g_assert_true (g_file_set_contents (cut_path, cut->str, -1, &error));
  /* The seats of the game opened: every one human. */
  wm_test_start_game (window, n_players, humans, 7, WM_TEST_GAME_PAUSED);
  file = g_file_new_for_path (cut_path);
  g_assert_true (wm_playtest_page_load_log (page, file, &error));
  g_assert_no_error (error);
  wm_test_iterate (10);
  g_assert_true (wm_test_take_screen (page));
  wm_test_remove_tree (dir);
  return wm_playtest_page_get_session (page);
}

GtkWidget *
wm_test_play_panel (WmPlaytestPage *page, int player)
{
  GtkWidget *panel = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_PLAYER_PANEL);

  for (int p = 0; panel != NULL && p < player; p++)
    panel = gtk_widget_get_next_sibling (panel);
  g_assert_true (panel != NULL && WM_IS_PLAYER_PANEL (panel));
  return panel;
}

static gboolean
widget_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

GtkWidget *
wm_test_find_hand_over (WmPlaytestPage *page)
{
  return wm_test_find_widget (GTK_WIDGET (page), widget_named, "hand-over");
}

GPtrArray *
wm_test_play_choices (WmPlaytestPage *page)
{
  GPtrArray *buttons = g_ptr_array_new ();
  GtkWidget *box = wm_playtest_page_get_choices (page);

  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    g_ptr_array_add (buttons, gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)));
  return buttons;
}

char *
wm_test_play_log_text (WmPlaytestPage *page)
{
  GtkWidget *view = wm_test_find_of_type (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  GListModel *model;
  GString *text = g_string_new (NULL);

  g_assert_nonnull (view);
  model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) line = g_list_model_get_item (model, i);
      g_string_append_printf (text, "%s\n", gtk_string_object_get_string (line));
    }
  return g_string_free (text, FALSE);
}

gboolean
wm_test_take_screen (WmPlaytestPage *page)
{
  GtkWidget *ready = wm_test_find_hand_over (page);

  if (ready == NULL)
    return FALSE;
  wm_test_click (ready);
  wm_test_iterate (5);
  return TRUE;
}

WmNewGameDialog *
wm_test_open_new_game_dialog (WmPlaytestPage *page)
{
  GtkWidget *dialog;

  wm_test_click (wm_test_find_button (GTK_WIDGET (page), "_New Game…"));
  wm_test_iterate (100);
  dialog = wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  return WM_NEW_GAME_DIALOG (dialog);
}

void
wm_test_type_number (GtkSpinButton *spin, const char *text)
{
  gtk_widget_grab_focus (GTK_WIDGET (spin));
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  gtk_spin_button_update (spin);
  wm_test_wait_idle ();
}
