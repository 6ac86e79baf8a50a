#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-scroll.h"

#include <math.h>

int
wm_scroll_lines_height (GtkWidget *widget, int lines)
{
  g_autoptr (GString) text = g_string_new ("X");
  g_autoptr (PangoLayout) layout = NULL;
  int height;

  for (int i = 1; i < lines; i++)
    g_string_append (text, "\nX");
  layout = gtk_widget_create_pango_layout (widget, text->str);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

gboolean
wm_scroll_grab_in_place (GtkWidget *widget, WmGrabFunc grab)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (widget, GTK_TYPE_VIEWPORT);
  gboolean follows = viewport != NULL && gtk_viewport_get_scroll_to_focus (GTK_VIEWPORT (viewport));
  gboolean grabbed;

  if (follows)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  grabbed = (grab != NULL ? grab : gtk_widget_grab_focus) (widget);
  if (follows)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
  return grabbed;
}

/* Before @inner's own scrolling (its controller runs in the bubble phase,
 * after this one in the capture phase): a vertical step that @inner cannot
 * take moves the page it lies in instead, by as much as a wheel step of
 * GTK's scrolled window moves it (the page's height to the power 2/3). */
static gboolean
pass_on_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, gpointer data)
{
  GtkWidget *inner = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkAdjustment *own = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (inner));
  double value = gtk_adjustment_get_value (own);
  GtkWidget *outer;
  GtkAdjustment *page;
  double step;

  if (dy == 0 || (dy < 0 && value > gtk_adjustment_get_lower (own))
      || (dy > 0
          && value < gtk_adjustment_get_upper (own) - gtk_adjustment_get_page_size (own)))
    return GDK_EVENT_PROPAGATE;
  outer = gtk_widget_get_ancestor (gtk_widget_get_parent (inner), GTK_TYPE_SCROLLED_WINDOW);
  if (outer == NULL)
    return GDK_EVENT_PROPAGATE;
  page = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (outer));
  step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
             ? pow (gtk_adjustment_get_page_size (page), 2.0 / 3.0)
             : 1;
  gtk_adjustment_set_value (page, gtk_adjustment_get_value (page) + dy * step);
  return GDK_EVENT_STOP;
}

void
wm_scroll_pass_on_at_end (GtkScrolledWindow *inner)
{
  GtkEventController *scroll
      = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (pass_on_scroll_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (inner), scroll);
}

/* Scrolls @adjustment as little as shows @widget of @content, or its top
 * when it is taller than the page. */
static void
clamp_to (GtkAdjustment *adjustment, GtkWidget *content, GtkWidget *widget)
{
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  graphene_point_t top, bottom;

  if (!gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &top)
      || !gtk_widget_compute_point (
          widget, content, &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (widget)), &bottom))
    return;
  /* The page's coordinates begin above @content's margin (a form's 12 px
   * left a field's last 12 px under the page's end). */
  top.y += gtk_widget_get_margin_top (content);
  bottom.y += gtk_widget_get_margin_top (content);
  if (bottom.y > value + page)
    value = bottom.y - page;
  if (top.y < value)
    value = top.y;
  gtk_adjustment_set_value (adjustment, value);
}

void
wm_scroll_to (GtkWidget *widget, GtkWidget *heading)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  GtkWidget *content;

  if (scrolled == NULL)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (heading != NULL)
    clamp_to (adjustment, content, heading);
  clamp_to (adjustment, content, widget);
}

typedef struct
{
  WmLaidOutFunc func;
  gpointer data;
  GDestroyNotify destroy;
} LaidOut;

static void
laid_out_free (gpointer data)
{
  LaidOut *laid_out = data;

  if (laid_out->destroy != NULL)
    laid_out->destroy (laid_out->data);
  g_free (laid_out);
}

/* Ticks come before the frame's layout: the first one after the widget
 * was added or shown finds it not yet allocated (no height), a later one
 * laid out, and what @func changes (a scroll) is drawn in that same
 * frame. */
static gboolean
laid_out_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  LaidOut *laid_out = data;

  /* A page hidden before it was laid out (Alt+1 in the same batch of
   * events as the click) has nothing to show; waiting would keep the frame
   * clock ticking until it is shown again. */
  if (!gtk_widget_get_mapped (widget))
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (widget) == 0)
    return G_SOURCE_CONTINUE;
  laid_out->func (widget, laid_out->data);
  return G_SOURCE_REMOVE;
}

void
wm_when_laid_out (GtkWidget *widget, WmLaidOutFunc func, gpointer data, GDestroyNotify destroy)
{
  LaidOut *laid_out = g_new0 (LaidOut, 1);

  g_return_if_fail (GTK_IS_WIDGET (widget));
  laid_out->func = func;
  laid_out->data = data;
  laid_out->destroy = destroy;
  gtk_widget_add_tick_callback (widget, laid_out_tick_cb, laid_out, laid_out_free);
}

static void
heading_free (gpointer data)
{
  GWeakRef *heading = data;

  g_weak_ref_clear (heading);
  g_free (heading);
}

static void
scroll_laid_out_cb (GtkWidget *widget, gpointer data)
{
  g_autoptr (GtkWidget) heading = g_weak_ref_get (data);

  if (heading != NULL && !gtk_widget_is_ancestor (widget, heading))
    g_clear_object (&heading);
  wm_scroll_to (widget, heading);
}

void
wm_scroll_to_when_laid_out (GtkWidget *widget, GtkWidget *heading)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_weak_ref_init (ref, heading);
  wm_when_laid_out (widget, scroll_laid_out_cb, ref, heading_free);
}

/* The focus on @field or, where it takes none itself (a slot's row), on
 * its first control. */
static gboolean
grab_field (GtkWidget *field)
{
  return gtk_widget_grab_focus (field) || gtk_widget_child_focus (field, GTK_DIR_TAB_FORWARD);
}

/* Once the field is laid out (@data: its group): the keyboard in it, not
 * the viewport following the focus (see wm_scroll_grab_in_place ()), then
 * the scroll. */
static void
field_laid_out_cb (GtkWidget *field, gpointer data)
{
  GtkWidget *shown = field, *inner;

  /* A text's own box scrolls inside the page: the box is shown whole. */
  while ((inner = gtk_widget_get_ancestor (shown, GTK_TYPE_SCROLLED_WINDOW)) != NULL
         && gtk_widget_is_ancestor (inner, data))
    shown = gtk_widget_get_parent (inner);
  wm_scroll_grab_in_place (field, grab_field);
  wm_scroll_to (shown, data);
}

void
wm_scroll_reveal (GtkWidget *field, GtkWidget *container)
{
  GtkWidget *group = field;

  g_return_if_fail (GTK_IS_WIDGET (field));
  while (gtk_widget_get_parent (group) != NULL && gtk_widget_get_parent (group) != container)
    group = gtk_widget_get_parent (group);
  wm_when_laid_out (field, field_laid_out_cb, group, NULL);
}

/* The list is passed by for this one move: GTK skips a widget that cannot
 * take the focus, nor any of its children, and the window's focus chain
 * goes on from there (and wraps at its end, as Tab does). */
static gboolean
list_tab_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
             gpointer data)
{
  GtkWidget *list = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  GtkRoot *root = gtk_widget_get_root (list);

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if ((mods & ~GDK_SHIFT_MASK) != 0 || root == NULL)
    return FALSE;
  gtk_widget_set_can_focus (list, FALSE);
  gtk_widget_child_focus (GTK_WIDGET (root), (mods & GDK_SHIFT_MASK) || keyval == GDK_KEY_ISO_Left_Tab
                                               ? GTK_DIR_TAB_BACKWARD
                                               : GTK_DIR_TAB_FORWARD);
  gtk_widget_set_can_focus (list, TRUE);
  return TRUE;
}

void
wm_tab_leaves (GtkWidget *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_WIDGET (list));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_tab_cb), NULL);
  gtk_widget_add_controller (list, keys);
}

void
wm_list_box_tab_leaves (GtkListBox *list)
{
  g_return_if_fail (GTK_IS_LIST_BOX (list));
  wm_tab_leaves (GTK_WIDGET (list));
}
