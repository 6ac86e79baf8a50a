#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include "wm-language-columns.h"

struct _WmLanguageColumns
{
  GtkLayoutManager parent_instance;

  int spacing, line_spacing;
  int field_width;      /* the least width of a column's field, side by side */
  GtkSizeGroup *labels; /* beside the fields in every column, or NULL */
  int label_room;       /* around them */
  int width;            /* of the last allocation */
  guint remeasure;      /* the idle that measures the children again, or 0 */
};

G_DEFINE_FINAL_TYPE (WmLanguageColumns, wm_language_columns, GTK_TYPE_LAYOUT_MANAGER)

static void
measure (GtkWidget *child, GtkOrientation orientation, int for_size, int *min, int *nat)
{
  gtk_widget_measure (child, orientation, for_size, min, nat, NULL, NULL);
}

static int
n_shown (GtkWidget *widget)
{
  int n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_should_layout (c);
  return n;
}

/* The width of each column where the children are side by side in @width,
 * or 0 where they go one under another: a column must keep the field's
 * width beside its label, and every child its own least width. The
 * answer depends on the width and on least widths alone, which do not
 * change with the texts typed or a note shown, so that no field jumps to
 * another place while the designer types. */
static int
column_width (WmLanguageColumns *self, GtkWidget *widget, int width)
{
  int n = n_shown (widget);
  int column, least = self->field_width;

  if (n < 2 || width < 0)
    return 0;
  column = (width - (n - 1) * self->spacing) / n;
  if (self->labels != NULL && gtk_size_group_get_widgets (self->labels) != NULL)
    {
      int min, nat;

      /* Any of them: the size group measures them all. */
      measure (gtk_size_group_get_widgets (self->labels)->data, GTK_ORIENTATION_HORIZONTAL, -1,
               &min, &nat);
      least += nat + self->label_room;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        int min, nat;

        measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
        least = MAX (least, min);
      }
  return column >= least ? column : 0;
}

static GtkSizeRequestMode
wm_language_columns_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* As narrow as the widest child, one under another, and naturally so too:
 * a natural width side by side would make the form ask its pane for more
 * than it has beside the card, and take it from the preview. Side by side
 * as tall as the tallest column; one under another, all of them. */
static void
wm_language_columns_measure (GtkLayoutManager *manager, GtkWidget *widget,
                             GtkOrientation orientation, int for_size, int *minimum, int *natural,
                             int *minimum_baseline, int *natural_baseline)
{
  WmLanguageColumns *self = WM_LANGUAGE_COLUMNS (manager);
  int column, lines = 0;

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c;
           c = gtk_widget_get_next_sibling (c))
        if (gtk_widget_should_layout (c))
          {
            int min, nat;

            measure (c, orientation, -1, &min, &nat);
            *minimum = MAX (*minimum, min);
            *natural = MAX (*natural, nat);
          }
      return;
    }
  /* For no width in particular, the height at the least width, the
   * tallest (GTK checks that no width asks for more). */
  if (for_size < 0)
    {
      int natural_width;

      wm_language_columns_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &for_size,
                                   &natural_width, NULL, NULL);
    }
  column = column_width (self, widget, for_size);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        int min, nat;

        measure (c, orientation, column > 0 ? column : for_size, &min, &nat);
        if (column > 0)
          {
            *minimum = MAX (*minimum, min);
            *natural = MAX (*natural, nat);
          }
        else
          {
            *minimum += min + (lines > 0 ? self->line_spacing : 0);
            *natural += nat + (lines > 0 ? self->line_spacing : 0);
          }
        lines++;
      }
}

/* A wrapped GtkTextView asks for the height of its text at the width it
 * was last given, not at the width it is measured for: laid out the first
 * time, it asks for its text one word a line, and moved to a column of
 * another width, for a height it no longer has; given its new width in
 * the columns' allocation, it was not measured again (at 1600 px the Text
 * boxes stayed 8 lines tall, half empty). So the children are measured
 * again from an idle once the width has changed; the width does not
 * change with it, so this happens once a width. */
static gboolean
remeasure_cb (gpointer data)
{
  WmLanguageColumns *self = data;

  self->remeasure = 0;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  return G_SOURCE_REMOVE;
}

/* Side by side, each column the same width (the pixels left over go to the
 * first ones) and the height of the whole, its fields from the top; one
 * under another, each the whole width and its natural height (its least
 * where the whole is not given its natural height). */
static void
wm_language_columns_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                              int baseline)
{
  WmLanguageColumns *self = WM_LANGUAGE_COLUMNS (manager);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int column = column_width (self, widget, width);
  int n = n_shown (widget);
  int left_over = column > 0 ? width - (n - 1) * self->spacing - n * column : 0;
  int x = 0, y = 0, total_min, total_nat;
  gboolean natural;

  wm_language_columns_measure (manager, widget, GTK_ORIENTATION_VERTICAL, width, &total_min,
                               &total_nat, NULL, NULL);
  natural = height >= total_nat;
  if (width != self->width && self->remeasure == 0)
    self->remeasure = g_idle_add (remeasure_cb, self);
  self->width = width;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      if (column > 0)
        {
          int w = column + (left_over-- > 0);

          gtk_widget_size_allocate (c, &(GtkAllocation){ rtl ? width - x - w : x, 0, w, height },
                                    -1);
          x += w + self->spacing;
          continue;
        }
      measure (c, GTK_ORIENTATION_VERTICAL, width, &min, &nat);
      gtk_widget_size_allocate (c, &(GtkAllocation){ 0, y, width, natural ? nat : min }, -1);
      y += (natural ? nat : min) + self->line_spacing;
    }
}

static void
wm_language_columns_dispose (GObject *object)
{
  WmLanguageColumns *self = WM_LANGUAGE_COLUMNS (object);

  g_clear_handle_id (&self->remeasure, g_source_remove);
  g_clear_object (&self->labels);
  G_OBJECT_CLASS (wm_language_columns_parent_class)->dispose (object);
}

static void
wm_language_columns_class_init (WmLanguageColumnsClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wm_language_columns_dispose;

  manager_class->get_request_mode = wm_language_columns_get_request_mode;
  manager_class->measure = wm_language_columns_measure;
  manager_class->allocate = wm_language_columns_allocate;
}

static void
wm_language_columns_init (WmLanguageColumns *self)
{
}

GtkLayoutManager *
wm_language_columns_new (int spacing, int line_spacing, int field_width)
{
  WmLanguageColumns *self = g_object_new (WM_TYPE_LANGUAGE_COLUMNS, NULL);

  self->spacing = spacing;
  self->line_spacing = line_spacing;
  self->field_width = field_width;
  return GTK_LAYOUT_MANAGER (self);
}

void
wm_language_columns_set_labels (WmLanguageColumns *self, GtkSizeGroup *labels, int room)
{
  g_return_if_fail (WM_IS_LANGUAGE_COLUMNS (self));
  g_return_if_fail (labels == NULL || GTK_IS_SIZE_GROUP (labels));

  g_set_object (&self->labels, labels);
  self->label_room = room;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

GtkWidget *
wm_language_columns_box_new (GtkSizeGroup *labels)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkLayoutManager *layout = wm_language_columns_new (18, 6, 250);

  g_return_val_if_fail (labels == NULL || GTK_IS_SIZE_GROUP (labels), NULL);

  wm_language_columns_set_labels (WM_LANGUAGE_COLUMNS (layout), labels, 8);
  gtk_widget_set_layout_manager (box, layout);
  return box;
}
