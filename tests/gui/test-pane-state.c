/* The dividers a designer drags are kept for the next run (GSettings, kept
 * in memory here: a new window stands for the next run), and a size kept
 * in a large window never hides a pane of a smaller one. The Decks page is
 * the one whose panes matter most in a short window: its card form. */

#include "config.h"

#include "wm-test-gui.h"

#include "wm-decks-page.h"
#include "wm-map-page.h"
#include "wm-settings.h"
#include "wm-window-private.h"

/* What the form keeps at least in an 800 × 700 window (test-window-size). */
#define FORM_ROOM 150

static WmApplication *app;

static GtkWidget *
table_of (WmWindow *window)
{
  return GTK_WIDGET (wm_decks_page_get_table (WM_DECKS_PAGE (window->decks_page)));
}

static GtkWidget *
form_of (WmWindow *window)
{
  return GTK_WIDGET (wm_decks_page_get_form (WM_DECKS_PAGE (window->decks_page)));
}

/* A fresh window of @width × @height, the only one. */
static WmWindow *
new_window (int width, int height)
{
  GList *old = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  WmWindow *window;

  wm_application_new_window (app);
  wm_test_iterate (50);
  for (GList *l = old; l != NULL; l = l->next)
    {
      WM_WINDOW (l->data)->close_confirmed = TRUE;
      gtk_window_destroy (GTK_WINDOW (l->data));
    }
  g_list_free (old);
  window = wm_test_only_window (GTK_APPLICATION (app));
  wm_test_resize_window (GTK_WINDOW (window), width, height);
  return window;
}

/* A fresh window of @width × @height on the Decks page, the only one. */
static WmWindow *
new_decks_window (int width, int height)
{
  WmWindow *window = new_window (width, height);

  wm_window_show_section (window, "decks");
  wm_decks_page_show (WM_DECKS_PAGE (window->decks_page), "quests-r1", NULL);
  /* The split is made at the page's first layout, in a frame of its own. */
  wm_test_wait_laid_out (form_of (window), "the card's form on the Decks page");
  return window;
}

static GtkPaned *
split_of (WmWindow *window)
{
  return GTK_PANED (gtk_widget_get_ancestor (table_of (window), GTK_TYPE_PANED));
}

/* The table height the decks-table-height key keeps. */
static int
kept_height (GSettings *settings)
{
  int height, length;

  g_settings_get (settings, "decks-table-height", "(ii)", &height, &length);
  return height;
}

/* The designer moves the divider with the keyboard (F8, then the arrows,
 * then Enter): kept; the window resized afterwards: not. */
static void
test_decks_split_kept (void)
{
  GSettings *settings = wm_settings_get ();
  WmWindow *window = new_decks_window (1280, 800);
  GtkPaned *split = split_of (window);
  int before = gtk_paned_get_position (split);
  gboolean handled;

  g_assert_nonnull (settings);
  g_assert_cmpint (kept_height (settings), ==, -1);
  g_signal_emit_by_name (split, "cycle-handle-focus", FALSE, &handled);
  /* Down a page: further than a fresh window gives the table. */
  g_signal_emit_by_name (split, "move-handle", GTK_SCROLL_PAGE_DOWN, &handled);
  g_signal_emit_by_name (split, "accept-position", &handled);
  wm_test_iterate (50);
  g_test_message ("divider moved from %d to %d", before, gtk_paned_get_position (split));
  g_assert_cmpint (gtk_paned_get_position (split), >, before);
  g_assert_cmpint (kept_height (settings), ==, gtk_paned_get_position (split));

  wm_test_resize_window (GTK_WINDOW (window), 1280, 760);
  g_assert_cmpint (kept_height (settings), !=, gtk_paned_get_position (split));

  /* The next run, in a window as tall: the table as tall as the designer
   * left it, although that leaves the form less than a fresh window. */
  {
    int kept = kept_height (settings);
    window = new_decks_window (1280, 800);
    g_assert_cmpint (gtk_paned_get_position (split_of (window)), ==, kept);
    wm_test_screenshot (GTK_WIDGET (window), "decks-split-restored");
  }
  g_settings_reset (settings, "decks-table-height");
}

/* A table height kept in a tall window, restored in a short one: the form
 * keeps its room, the table its few rows. */
static void
test_decks_split_clamped (void)
{
  GSettings *settings = wm_settings_get ();
  WmWindow *window;

  /* Kept where the table and the form had 2400 px together. */
  g_settings_set (settings, "decks-table-height", "(ii)", 2000, 2400);
  window = new_decks_window (800, 700);
  g_test_message ("800 × 700 after 2000 px kept: table %d, form %d",
                  gtk_widget_get_height (table_of (window)),
                  gtk_widget_get_height (form_of (window)));
  g_assert_cmpint (gtk_widget_get_height (form_of (window)), >=, FORM_ROOM);
  g_assert_cmpint (gtk_widget_get_height (table_of (window)), >=, 100);
  /* Nothing was dragged: the key keeps the designer's size. */
  g_assert_cmpint (kept_height (settings), ==, 2000);
  g_settings_reset (settings, "decks-table-height");
}

/* The card preview folds away under the form: the form gets its room,
 * and stays so in the next window. */
static void
test_decks_preview_folds (void)
{
  GSettings *settings = wm_settings_get ();
  WmWindow *window = new_decks_window (800, 700);
  int shown = gtk_widget_get_height (form_of (window));
  int folded;

  wm_test_screenshot (GTK_WIDGET (window), "decks-800-preview-shown");
  g_settings_set_boolean (settings, "decks-preview-shown", FALSE);
  wm_test_wait_for (gtk_widget_get_height (form_of (window)) >= shown + 100,
                    "the form to take the room of the folded card preview");
  folded = gtk_widget_get_height (form_of (window));
  g_test_message ("800 × 700: form %d tall with the card, %d folded", shown, folded);
  g_assert_cmpint (folded, >=, shown + 100);
  wm_test_screenshot (GTK_WIDGET (window), "decks-800-preview-folded");

  /* Folded from the start, the table takes its dozen rows again where the
   * form keeps its room beside them. */
  window = new_decks_window (800, 700);
  g_test_message ("next window: table %d, form %d", gtk_widget_get_height (table_of (window)),
                  gtk_widget_get_height (form_of (window)));
  g_assert_cmpint (gtk_widget_get_height (form_of (window)), >=, shown + 40);
  g_settings_reset (settings, "decks-preview-shown");
}

/* The Map page's list of regions hidden (F9) stays hidden in the next
 * window, and shown again there it has its usual width, not the nothing
 * it had while hidden. */
static void
test_map_regions_hidden_kept (void)
{
  GSettings *settings = wm_settings_get ();
  WmWindow *window = new_window (1024, 768);
  WmMapPage *page = WM_MAP_PAGE (window->map_page);
  GtkWidget *regions;

  wm_window_show_section (window, "map");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.map-regions", NULL));
  g_assert_false (g_settings_get_boolean (settings, "map-regions-shown"));

  window = new_window (1024, 768);
  page = WM_MAP_PAGE (window->map_page);
  wm_window_show_section (window, "map");
  wm_test_wait_laid_out (GTK_WIDGET (wm_map_page_get_canvas (page)), "the map canvas");
  regions = gtk_paned_get_start_child (GTK_PANED (gtk_widget_get_first_child (GTK_WIDGET (page))));
  g_assert_false (wm_map_page_get_regions_shown (page));
  g_assert_false (gtk_widget_get_visible (regions));
  wm_test_screenshot (GTK_WIDGET (window), "map-regions-hidden-next-window");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.map-regions", NULL));
  wm_test_wait_laid_out (regions, "the list of regions");
  g_test_message ("list of regions shown again: %d wide", gtk_widget_get_width (regions));
  g_assert_cmpint (gtk_widget_get_width (regions), >=, 180);
  g_assert_cmpint (gtk_widget_get_width (regions), <=, 220);
  g_assert_true (g_settings_get_boolean (settings, "map-regions-shown"));
  g_settings_reset (settings, "map-regions-shown");
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-pane-xdg");
  gtk_test_init (&argc, &argv, NULL);
  app = wm_test_app_start (0);

  g_test_add_func ("/gui/pane-state/decks/split-kept", test_decks_split_kept);
  g_test_add_func ("/gui/pane-state/decks/split-clamped", test_decks_split_clamped);
  g_test_add_func ("/gui/pane-state/decks/preview-folds", test_decks_preview_folds);
  g_test_add_func ("/gui/pane-state/map/regions-hidden-kept", test_map_regions_hidden_kept);
  return wm_test_app_run (app);
}
