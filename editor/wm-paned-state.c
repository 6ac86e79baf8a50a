#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-paned-state.h"
#include "wm-settings.h"

typedef struct
{
  WmPanedState state;
  GtkGesture *drag; /* the paned's own, which moves the divider under the pointer */
  gboolean restoring;
  gboolean moving;     /* a keyboard move is under way */
  int restored_length; /* the paned's length at the last restore */
  int start_least;     /* wm_paned_state_set_start_need () */
  int start_wanted;
  int end_keep;
} Binding;

static int
paned_length (GtkPaned *paned)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (paned)) == GTK_ORIENTATION_HORIZONTAL
             ? gtk_widget_get_width (GTK_WIDGET (paned))
             : gtk_widget_get_height (GTK_WIDGET (paned));
}

/* The divider's own thickness: the paned's child that is neither pane. */
static int
handle_length (GtkPaned *paned)
{
  GtkOrientation orientation = gtk_orientable_get_orientation (GTK_ORIENTABLE (paned));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (paned)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != gtk_paned_get_start_child (paned) && child != gtk_paned_get_end_child (paned))
      {
        int minimum;
        gtk_widget_measure (child, orientation, -1, &minimum, NULL, NULL, NULL);
        return minimum;
      }
  return 0;
}

static int
measured_size (GtkPaned *paned, const WmPanedState *state)
{
  int position = gtk_paned_get_position (paned);

  return state->side == WM_PANED_START ? position
                                       : paned_length (paned) - handle_length (paned) - position;
}

/* The divider's position that shows the measured pane at @size, within
 * the paned's current allocation and, with @keep_rooms, @state's rooms. */
static int
position_for (GtkPaned *paned, const WmPanedState *state, int size, gboolean keep_rooms)
{
  int min_position, max_position, position;

  g_object_get (paned, "min-position", &min_position, "max-position", &max_position, NULL);
  position = state->side == WM_PANED_START ? size
                                           : paned_length (paned) - handle_length (paned) - size;
  /* The end pane's room first, then the start pane's: where the window
   * has not room for both, the start pane keeps its own. */
  if (keep_rooms)
    {
      position = MIN (position, max_position - state->end_room);
      position = MAX (position, min_position + state->start_room);
    }
  return CLAMP (position, min_position, max_position);
}

static void
save (GtkPaned *paned, Binding *binding)
{
  GSettings *settings = wm_settings_get ();
  int size = measured_size (paned, &binding->state);

  /* With the paned's length: restored in a paned as long or longer, the
   * size is the designer's as it was; in a shorter one the rooms apply. */
  if (settings != NULL && size >= 0)
    g_settings_set (settings, binding->state.key, "(ii)", size, paned_length (paned));
}

/* The designer's move stops where the start pane's need is
 * (wm_paned_state_set_start_need ()), within the paned: a divider dragged
 * further stays there, rather than hide the deciding player's panel
 * until it snaps back at the next ask. */
static void
stop_at_need (GtkPaned *paned, Binding *binding)
{
  int max_position;

  g_object_get (paned, "max-position", &max_position, NULL);
  if (gtk_paned_get_position (paned) < MIN (binding->start_least, max_position))
    {
      binding->restoring = TRUE;
      gtk_paned_set_position (paned, MIN (binding->start_least, max_position));
      binding->restoring = FALSE;
    }
}

/* A move of the designer's: the divider dragged (the paned's gesture is
 * active) or moved with the keyboard, not the paned's own adjustment to a
 * resized window, nor the restore below. */
static void
position_cb (GtkPaned *paned, GParamSpec *pspec, Binding *binding)
{
  if (binding->restoring)
    return;
  if (binding->moving || (binding->drag != NULL && gtk_gesture_is_active (binding->drag)))
    stop_at_need (paned, binding);
  if (binding->drag != NULL && gtk_gesture_is_active (binding->drag))
    save (paned, binding);
}

/* The keyboard's moves (F8 to the divider, then the arrow keys, Enter or
 * Escape): stopped at the need as the paned makes them, kept after. */
static gboolean
move_handle_start_cb (GtkPaned *paned, GtkScrollType scroll, Binding *binding)
{
  binding->moving = TRUE;
  return FALSE;
}

static gboolean
move_handle_cb (GtkPaned *paned, GtkScrollType scroll, Binding *binding)
{
  binding->moving = FALSE;
  save (paned, binding);
  return FALSE;
}

static gboolean
accept_or_cancel_cb (GtkPaned *paned, Binding *binding)
{
  save (paned, binding);
  return FALSE;
}

/* The divider where the kept size puts it, moved as far as the start
 * pane's need asks (wm_paned_state_set_start_need ()); -1 for none. */
static int
needed_position (GtkPaned *paned, Binding *binding)
{
  GSettings *settings = wm_settings_get ();
  int max_position, size = -1, length = -1, position;
  gboolean keep_rooms, moved;

  if (settings != NULL)
    g_settings_get (settings, binding->state.key, "(ii)", &size, &length);
  moved = size >= 0;
  /* A size the designer left in a paned at least as long is theirs as it
   * was; one of a longer paned (a larger window), or the fallback, leaves
   * each pane its room. */
  keep_rooms = size < 0 || paned_length (paned) < length;
  if (size < 0 && binding->state.share > 0)
    size = MAX (binding->state.fallback, MIN (paned_length (paned) * binding->state.share / 1000,
                                              binding->state.share_most));
  else if (size < 0)
    size = binding->state.fallback;
  if (size < 0)
    return -1;
  position = position_for (paned, &binding->state, size, keep_rooms);
  g_object_get (paned, "max-position", &max_position, NULL);
  /* What the start pane wants takes from the fallback only, and leaves
   * the end pane end_keep; what it needs takes from any size. Until the
   * designer moves the divider, the start pane is no larger than it
   * wants either: the rest goes to the end pane, not to room left empty
   * under the start pane's content (at 1920 × 1080 some 170 px between
   * the players' panels and the decision). */
  if (!moved && binding->start_wanted > 0
      && binding->start_wanted <= max_position - binding->end_keep)
    position = binding->start_wanted;
  return MIN (MAX (position, binding->start_least), max_position);
}

static void
restore (GtkPaned *paned, GParamSpec *pspec, Binding *binding)
{
  int max_position, position;

  /* Before its first layout a paned knows nothing of the room it has. */
  g_object_get (paned, "max-position", &max_position, NULL);
  if (max_position <= 0 || paned_length (paned) == binding->restored_length)
    return;
  binding->restored_length = paned_length (paned);
  if (!binding->state.follow)
    g_signal_handlers_disconnect_by_func (paned, restore, binding);
  position = needed_position (paned, binding);
  if (position < 0)
    return;
  binding->restoring = TRUE;
  gtk_paned_set_position (paned, position);
  binding->restoring = FALSE;
}

int
wm_paned_state_set_start_need (GtkPaned *paned, int least, int wanted, int end_keep)
{
  Binding *binding = g_object_get_data (G_OBJECT (paned), "wm-paned-state");
  int max_position, position;

  g_return_val_if_fail (GTK_IS_PANED (paned), -1);
  g_return_val_if_fail (binding != NULL, -1);

  binding->start_least = least;
  binding->start_wanted = wanted;
  binding->end_keep = end_keep;
  g_object_get (paned, "max-position", &max_position, NULL);
  position = max_position > 0 ? needed_position (paned, binding) : -1;
  if (position < 0)
    return gtk_paned_get_position (paned);
  if (position != gtk_paned_get_position (paned))
    {
      binding->restoring = TRUE;
      gtk_paned_set_position (paned, position);
      binding->restoring = FALSE;
    }
  return position;
}

static GtkGesture *
find_drag_gesture (GtkPaned *paned)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (paned));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  return NULL;
}

void
wm_paned_state_bind (GtkPaned *paned, const WmPanedState *state)
{
  Binding *binding;

  g_return_if_fail (GTK_IS_PANED (paned));
  g_return_if_fail (state != NULL && state->key != NULL);

  binding = g_new0 (Binding, 1);
  binding->state = *state;
  binding->drag = find_drag_gesture (paned);
  g_object_set_data_full (G_OBJECT (paned), "wm-paned-state", binding, g_free);
  g_signal_connect (paned, "notify::max-position", G_CALLBACK (restore), binding);
  g_signal_connect (paned, "notify::position", G_CALLBACK (position_cb), binding);
  g_signal_connect (paned, "move-handle", G_CALLBACK (move_handle_start_cb), binding);
  g_signal_connect_after (paned, "move-handle", G_CALLBACK (move_handle_cb), binding);
  g_signal_connect_after (paned, "accept-position", G_CALLBACK (accept_or_cancel_cb), binding);
  g_signal_connect_after (paned, "cancel-position", G_CALLBACK (accept_or_cancel_cb), binding);
}
