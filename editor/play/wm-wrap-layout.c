#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include "wm-wrap-layout.h"

struct _WmWrapLayout
{
  GtkLayoutManager parent_instance;

  int spacing, line_spacing;
  GtkWidget *end_child; /* weak: at the end of the first line */
  int end_gap;          /* between it and the line's other children */
};

G_DEFINE_FINAL_TYPE (WmWrapLayout, wm_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

/* A child's width on a line @width wide: its natural width, but no wider
 * than the line unless its minimum is. */
static int
child_width (GtkWidget *child, int width)
{
  int minimum, natural;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return width < 0 ? natural : MAX (minimum, MIN (natural, width));
}

static int
child_height (GtkWidget *child, int width)
{
  int natural;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The end child (wm_wrap_layout_set_end_child ()) when it is one of
 * @widget's children to lay out, else NULL. */
static GtkWidget *
end_child_of (WmWrapLayout *self, GtkWidget *widget)
{
  GtkWidget *end = self->end_child;

  return end != NULL && gtk_widget_get_parent (end) == widget && gtk_widget_should_layout (end)
             ? end
             : NULL;
}

/* Places the children in lines @width wide (any width when negative);
 * allocates them when @allocate. Returns the height the lines take. The
 * end child stands at the end of the first line, which is that much
 * narrower; the lines under it are not. */
static int
flow (WmWrapLayout *self, GtkWidget *widget, int width, gboolean allocate)
{
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *end_child = end_child_of (self, widget);
  GtkWidget *first = gtk_widget_get_first_child (widget);
  int y = 0, end_width = end_child ? child_width (end_child, width) : 0;

  for (int line = 0; first != NULL || (line == 0 && end_child != NULL); line++)
    {
      GtkWidget *end = first, *c;
      int x = 0, height = 0;
      int room = width >= 0 && line == 0 && end_child != NULL
                     ? MAX (width - end_width - self->end_gap, 0)
                     : width;

      /* The line: as many children as fit, and at least one. */
      for (; end != NULL; end = gtk_widget_get_next_sibling (end))
        {
          int w;

          if (!gtk_widget_should_layout (end) || end == end_child)
            continue;
          w = child_width (end, room);
          if (x > 0 && room >= 0 && x + w > room)
            break;
          height = MAX (height, child_height (end, w));
          x += w + self->spacing;
        }
      if (line == 0 && end_child != NULL)
        height = MAX (height, child_height (end_child, end_width));
      for (c = first, x = 0; allocate && c != end; c = gtk_widget_get_next_sibling (c))
        {
          int w;

          if (!gtk_widget_should_layout (c) || c == end_child)
            continue;
          w = child_width (c, room);
          gtk_widget_size_allocate (c, &(GtkAllocation){ rtl ? width - x - w : x, y, w, height },
                                    -1);
          x += w + self->spacing;
        }
      if (allocate && line == 0 && end_child != NULL)
        gtk_widget_size_allocate (
            end_child, &(GtkAllocation){ rtl ? 0 : width - end_width, y, end_width, height }, -1);
      if (height > 0)
        y += height + self->line_spacing;
      first = end;
    }
  return MAX (y - self->line_spacing, 0);
}

static GtkSizeRequestMode
wm_wrap_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
wm_wrap_layout_measure (GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                        int for_size, int *minimum, int *natural, int *minimum_baseline,
                        int *natural_baseline)
{
  WmWrapLayout *self = WM_WRAP_LAYOUT (manager);
  GtkWidget *end = end_child_of (self, widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* For no width in particular, the height at the least width: GTK
       * checks that no width asks for more. */
      if (for_size < 0)
        wm_wrap_layout_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &for_size, natural,
                                NULL, NULL);
      *minimum = *natural = flow (self, widget, for_size, FALSE);
      return;
    }
  /* As narrow as the widest child, one child a line; naturally on one line.
   * The first line holds the end child beside the first child. */
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, -1, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural += (*natural > 0 ? (c == end ? self->end_gap : self->spacing) : 0) + child_nat;
    }
  if (end != NULL)
    {
      int end_min, first_min = 0;

      gtk_widget_measure (end, orientation, -1, &end_min, NULL, NULL, NULL);
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
        if (gtk_widget_should_layout (c) && c != end)
          {
            gtk_widget_measure (c, orientation, -1, &first_min, NULL, NULL, NULL);
            break;
          }
      *minimum = MAX (*minimum, first_min + self->end_gap + end_min);
    }
}

static void
wm_wrap_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                         int baseline)
{
  flow (WM_WRAP_LAYOUT (manager), widget, width, TRUE);
}

static void
wm_wrap_layout_dispose (GObject *object)
{
  g_clear_weak_pointer (&WM_WRAP_LAYOUT (object)->end_child);
  G_OBJECT_CLASS (wm_wrap_layout_parent_class)->dispose (object);
}

static void
wm_wrap_layout_class_init (WmWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wm_wrap_layout_dispose;

  manager_class->get_request_mode = wm_wrap_layout_get_request_mode;
  manager_class->measure = wm_wrap_layout_measure;
  manager_class->allocate = wm_wrap_layout_allocate;
}

static void
wm_wrap_layout_init (WmWrapLayout *self)
{
}

GtkLayoutManager *
wm_wrap_layout_new (int spacing, int line_spacing)
{
  WmWrapLayout *self = g_object_new (WM_TYPE_WRAP_LAYOUT, NULL);

  self->spacing = spacing;
  self->line_spacing = line_spacing;
  return GTK_LAYOUT_MANAGER (self);
}

void
wm_wrap_layout_set_end_child (WmWrapLayout *self, GtkWidget *child, int gap)
{
  g_return_if_fail (WM_IS_WRAP_LAYOUT (self));
  g_set_weak_pointer (&self->end_child, child);
  self->end_gap = gap;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
