#include "config.h"

#include "wm-test-gui.h"

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
