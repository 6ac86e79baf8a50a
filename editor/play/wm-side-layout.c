#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include "wm-side-layout.h"

struct _WmSideLayout
{
  GtkLayoutManager parent_instance;

  int main_width; /* the least the main child keeps beside the pane */
  GtkWidget *part; /* a part of the pane kept whole beside, or NULL */
  int part_room;   /* the pane's width around the part */
  gboolean even;   /* beside, both children take half the width */
  gboolean under; /* the last allocation put the pane under */
};

G_DEFINE_FINAL_TYPE (WmSideLayout, wm_side_layout, GTK_TYPE_LAYOUT_MANAGER)

typedef struct
{
  GtkWidget *main, *side;
} Children;

/* The first and last child, NULL where the pane is hidden (or missing).
 * A hidden main child gives the pane its place, the whole room. */
static Children
children_of (GtkWidget *widget)
{
  Children c = { gtk_widget_get_first_child (widget), gtk_widget_get_last_child (widget) };

  if (c.side == c.main || (c.side != NULL && !gtk_widget_should_layout (c.side)))
    c.side = NULL;
  else if (c.side != NULL && !gtk_widget_should_layout (c.main))
    c = (Children){ c.side, NULL };
  return c;
}

static void
measure (GtkWidget *child, GtkOrientation orientation, int for_size, int *min, int *nat)
{
  *min = *nat = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, min, nat, NULL, NULL);
}

/* The room the children between main and side take across the line they
 * draw: their least width beside, their least height under. With the
 * main child or the pane hidden, the children still shown stand beside
 * the other (allocate_alone ()). */
static int
between_size (GtkWidget *widget, Children c, GtkOrientation orientation)
{
  int size = 0;

  for (GtkWidget *w = gtk_widget_get_first_child (widget); w; w = gtk_widget_get_next_sibling (w))
    if (w != c.main && w != c.side)
      {
        int min, nat;

        measure (w, orientation, -1, &min, &nat);
        size += min;
      }
  return size;
}

/* The least width of the pane that shows its part whole; 0 without one. */
static int
part_width (WmSideLayout *self)
{
  int min, nat;

  if (self->part == NULL)
    return 0;
  measure (self->part, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
  return nat + self->part_room;
}

/* The main child's width beside the pane in @width; 0 when the pane goes
 * under at that width. The main child gives way to the pane's natural width
 * down to its own least. */
static int
main_width_beside (WmSideLayout *self, GtkWidget *widget, Children c, int width)
{
  int main_min, main_nat, side_min, side_nat;
  int between = between_size (widget, c, GTK_ORIENTATION_HORIZONTAL);

  if (c.side == NULL)
    return width;
  measure (c.main, GTK_ORIENTATION_HORIZONTAL, -1, &main_min, &main_nat);
  measure (c.side, GTK_ORIENTATION_HORIZONTAL, -1, &side_min, &side_nat);
  main_min = MAX (main_min, self->main_width);
  /* A pane that asks for no width (hidden, slid out) keeps nothing whole. */
  if (side_nat > 0)
    side_min = MAX (side_min, part_width (self));
  side_nat = MAX (side_nat, side_min);
  if (self->even)
    return (width - between) / 2 >= MAX (main_min, side_min) ? (width - between) / 2 : 0;
  if (width < main_min + between + side_min)
    return 0;
  return width - between - CLAMP (width - main_min - between, side_min, side_nat);
}

/* Under the main child, the pane as tall as it asks, but no taller than
 * half the height, so that the main child stays in view. */
static int
side_height_under (Children c, int width, int height, int between)
{
  int main_min, main_nat, side_min, side_nat;

  measure (c.main, GTK_ORIENTATION_VERTICAL, width, &main_min, &main_nat);
  measure (c.side, GTK_ORIENTATION_VERTICAL, width, &side_min, &side_nat);
  return MAX (side_min, MIN (side_nat, height - between - MAX (main_min, height / 2)));
}

static GtkSizeRequestMode
wm_side_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Side by side at the natural width; at the least, one under the other. */
static void
wm_side_layout_measure (GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                        int for_size, int *min, int *nat, int *min_baseline, int *nat_baseline)
{
  WmSideLayout *self = WM_SIDE_LAYOUT (manager);
  Children c = children_of (widget);
  int main_min, main_nat, side_min, side_nat, main_width, between;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      measure (c.main, orientation, -1, &main_min, &main_nat);
      measure (c.side, orientation, -1, &side_min, &side_nat);
      between = between_size (widget, c, orientation);
      /* Alone, the main child has the children still shown beside it. */
      *min = c.side == NULL ? main_min + between : MAX (main_min, side_min);
      *nat = (self->even ? 2 * MAX (main_nat, side_nat) : main_nat + side_nat) + between;
      return;
    }
  /* For no width in particular, the least height is the one at the least
   * width (GTK checks it against any width's). */
  if (for_size < 0)
    wm_side_layout_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &for_size, &main_nat,
                            NULL, NULL);
  if (c.side == NULL)
    {
      between = between_size (widget, c, GTK_ORIENTATION_HORIZONTAL);
      measure (c.main, orientation, MAX (for_size - between, 0), min, nat);
      return;
    }
  main_width = main_width_beside (self, widget, c, for_size);
  if (main_width == 0)
    {
      between = between_size (widget, c, GTK_ORIENTATION_VERTICAL);
      measure (c.main, orientation, for_size, &main_min, &main_nat);
      measure (c.side, orientation, for_size, &side_min, &side_nat);
      *min = main_min + between + side_min;
      *nat = main_nat + between + side_nat;
      return;
    }
  between = between_size (widget, c, GTK_ORIENTATION_HORIZONTAL);
  measure (c.main, orientation, main_width, &main_min, &main_nat);
  measure (c.side, orientation, for_size < 0 ? -1 : for_size - main_width - between, &side_min,
           &side_nat);
  *min = MAX (main_min, side_min);
  *nat = MAX (main_nat, side_nat);
}

/* The children between main and side as a line from @x, @y, @across thick
 * in total, @along long; upright when @upright. */
static void
allocate_between (Children c, int x, int y, int along, gboolean upright)
{
  for (GtkWidget *w = gtk_widget_get_next_sibling (c.main); w != c.side;
       w = gtk_widget_get_next_sibling (w))
    {
      int min, nat;

      if (!gtk_widget_should_layout (w))
        continue;
      measure (w, upright ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1, &min, &nat);
      gtk_widget_size_allocate (
          w, &(GtkAllocation){ x, y, upright ? min : along, upright ? along : min }, -1);
      if (upright)
        x += min;
      else
        y += min;
    }
}

/* The main child or the pane alone, beside the children between them
 * that are still shown, upright, in their order: a child shown is given a
 * place (GTK warns of drawing one without). */
static void
allocate_alone (GtkWidget *widget, GtkWidget *shown, int width, int height, gboolean rtl)
{
  int shown_width = width - between_size (widget, (Children){ shown, NULL },
                                          GTK_ORIENTATION_HORIZONTAL);
  int at = 0; /* from the start of the line */

  for (GtkWidget *w = gtk_widget_get_first_child (widget); w; w = gtk_widget_get_next_sibling (w))
    {
      int min, nat;

      if (!gtk_widget_should_layout (w))
        continue;
      measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
      if (w == shown)
        min = shown_width;
      gtk_widget_size_allocate (w, &(GtkAllocation){ rtl ? width - at - min : at, 0, min, height },
                                -1);
      at += min;
    }
}

static void
wm_side_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                         int baseline)
{
  WmSideLayout *self = WM_SIDE_LAYOUT (manager);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  Children c = children_of (widget);
  int main_width = main_width_beside (self, widget, c, width);
  int between, side_height;

  self->under = main_width == 0;
  if (c.side == NULL)
    {
      allocate_alone (widget, c.main, width, height, rtl);
      return;
    }
  if (!self->under)
    {
      between = between_size (widget, c, GTK_ORIENTATION_HORIZONTAL);
      gtk_widget_size_allocate (
          c.main, &(GtkAllocation){ rtl ? width - main_width : 0, 0, main_width, height }, -1);
      allocate_between (c, rtl ? width - main_width - between : main_width, 0, height, TRUE);
      gtk_widget_size_allocate (c.side,
                                &(GtkAllocation){ rtl ? 0 : main_width + between, 0,
                                                  width - main_width - between, height },
                                -1);
      return;
    }
  between = between_size (widget, c, GTK_ORIENTATION_VERTICAL);
  side_height = side_height_under (c, width, height, between);
  gtk_widget_size_allocate (c.main, &(GtkAllocation){ 0, 0, width, height - between - side_height },
                            -1);
  allocate_between (c, 0, height - between - side_height, width, FALSE);
  gtk_widget_size_allocate (c.side, &(GtkAllocation){ 0, height - side_height, width, side_height },
                            -1);
}

static void
wm_side_layout_dispose (GObject *object)
{
  g_clear_weak_pointer (&WM_SIDE_LAYOUT (object)->part);
  G_OBJECT_CLASS (wm_side_layout_parent_class)->dispose (object);
}

static void
wm_side_layout_class_init (WmSideLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wm_side_layout_dispose;

  manager_class->get_request_mode = wm_side_layout_get_request_mode;
  manager_class->measure = wm_side_layout_measure;
  manager_class->allocate = wm_side_layout_allocate;
}

static void
wm_side_layout_init (WmSideLayout *self)
{
}

GtkLayoutManager *
wm_side_layout_new (int main_width)
{
  WmSideLayout *self = g_object_new (WM_TYPE_SIDE_LAYOUT, NULL);

  self->main_width = main_width;
  return GTK_LAYOUT_MANAGER (self);
}

void
wm_side_layout_set_even (WmSideLayout *self, gboolean even)
{
  g_return_if_fail (WM_IS_SIDE_LAYOUT (self));

  self->even = even;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

gboolean
wm_side_layout_is_under (WmSideLayout *self)
{
  g_return_val_if_fail (WM_IS_SIDE_LAYOUT (self), FALSE);

  return self->under;
}

void
wm_side_layout_keep_whole (WmSideLayout *self, GtkWidget *part, int room)
{
  g_return_if_fail (WM_IS_SIDE_LAYOUT (self));
  g_return_if_fail (part == NULL || GTK_IS_WIDGET (part));

  g_set_weak_pointer (&self->part, part);
  self->part_room = room;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
