#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-board-edits.h"
#include "wm-board-setup.h"
#include "wm-scroll.h"
#include "wm-map.h"
#include "wm-number-field.h"

struct _WmBoardSetup
{
  GtkWidget parent_instance;

  WmDocument *document;
  guint refresh_id;  /* idle source of a pending refresh, 0 none */
  gboolean updating; /* filling the widgets from the document: no edits */
  gboolean stale;    /* the document changed while the form was hidden */
  gboolean editing;  /* inside a cell's own change: its drop-downs are left alone */

  GtkWidget *box;
  GtkSpinButton *cols, *rows;
  GtkDropDown *order, *rotation, *highwayman;
  GtkWidget *cells; /* GtkGrid, rebuilt with the board */
  GtkLabel *message;
  GtkLabel *other_board; /* says the cells show a board the <board> element does not lay out */
  WmArrangement *shown;  /* the board the preview draws; NULL: the <board> element's */
  GPtrArray *cell_regions, *cell_rotations; /* GtkDropDown per cell */
  GtkListItemFactory *short_name;           /* a cell's region on its button */
  GtkListItemFactory *long_name;            /* and in the list under it */
  GtkListItemFactory *full_name;            /* "Name (id)" on the highwayman's button */
};

G_DEFINE_FINAL_TYPE (WmBoardSetup, wm_board_setup, GTK_TYPE_WIDGET)

enum
{
  EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const rotation_names[] = { "0°", "90°", "180°", "270°" };

static WmVariant *
variant_of (WmBoardSetup *self)
{
  return wm_document_get_variant (self->document);
}

/* After an edit this form made: its error, if any, under the form. */
static void
edited (WmBoardSetup *self, gboolean ok, GError *error)
{
  gtk_label_set_text (self->message, ok ? "" : error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->message), !ok);
  g_clear_error (&error);
  if (ok)
    g_signal_emit (self, signals[EDITED], 0);
}

/* "Name (id)" of each region, in the desktop's language where the variant
 * has it, for a drop-down; with "None" first when @none. */
static GtkStringList *
region_names (WmBoardSetup *self, gboolean none)
{
  WmVariant *variant = variant_of (self);
  const char *lang = wm_variant_display_language (variant);
  GtkStringList *list = gtk_string_list_new (NULL);

  if (none)
    gtk_string_list_append (list, _("None"));
  for (guint i = 0; i < variant->regions->len; i++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, i);
      /* isolated: a right-to-left name turns no id around */
      g_autofree char *isolated = wm_text_isolate (wm_text_get (&region->name, lang, lang));
      g_autofree char *name = g_strdup_printf ("%s (%s)", isolated, region->id);
      gtk_string_list_append (list, name);
    }
  return list;
}

static int
region_index (WmVariant *variant, const char *id)
{
  for (guint i = 0; i < variant->regions->len; i++)
    if (g_strcmp0 (((WmRegion *) g_ptr_array_index (variant->regions, i))->id, id) == 0)
      return (int) i;
  return -1;
}

static const char *
region_at (WmVariant *variant, guint index)
{
  return index < variant->regions->len ? ((WmRegion *) g_ptr_array_index (variant->regions, index))->id
                                       : NULL;
}

/* ---- edits from the widgets --------------------------------------------------- */

static void
size_changed_cb (WmBoardSetup *self)
{
  GError *error = NULL;

  if (self->updating)
    return;
  edited (self,
          wm_board_edit_size (self->document, gtk_spin_button_get_value_as_int (self->cols),
                              gtk_spin_button_get_value_as_int (self->rows), &error),
          error);
}

static void
choice_changed_cb (WmBoardSetup *self, GParamSpec *pspec, GtkDropDown *drop_down)
{
  WmSetupChoice choice = gtk_drop_down_get_selected (drop_down) == 1 ? WM_ORDER_RANDOM : WM_ORDER_FIXED;
  GError *error = NULL;
  gboolean ok;

  if (self->updating)
    return;
  if (drop_down == self->order)
    ok = wm_board_edit_order (self->document, choice, &error);
  else
    ok = wm_board_edit_rotation (self->document, choice, &error);
  edited (self, ok, error);
}

static void
highwayman_changed_cb (WmBoardSetup *self)
{
  guint selected = gtk_drop_down_get_selected (self->highwayman);
  GError *error = NULL;

  if (self->updating)
    return;
  edited (self,
          wm_board_edit_highwayman_region (self->document,
                                           selected == 0 ? NULL : region_at (variant_of (self), selected - 1),
                                           &error),
          error);
}

static void
cell_changed_cb (WmBoardSetup *self, GParamSpec *pspec, GtkDropDown *drop_down)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drop_down), "wm-cell"));
  GtkDropDown *region = g_ptr_array_index (self->cell_regions, index);
  GtkDropDown *rotation = g_ptr_array_index (self->cell_rotations, index);
  GError *error = NULL;

  if (self->updating)
    return;
  /* The preview shows the board at each step of the edit; a drop-down set
   * inside its own change notifies once that change is over, and would
   * undo it (the refresh the edit brings shows the board drawn). */
  self->editing = TRUE;
  edited (self,
          wm_board_edit_cell (self->document, index,
                              region_at (variant_of (self), gtk_drop_down_get_selected (region)),
                              90 * (int) gtk_drop_down_get_selected (rotation), &error),
          error);
  self->editing = FALSE;
}

/* ---- from the document ------------------------------------------------------------ */

/* A drop-down of @items (taken over) for cell @index. */
static GtkDropDown *
cell_drop_down (WmBoardSetup *self, GListModel *items, int index, guint selected, const char *tooltip)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (items, NULL));

  gtk_drop_down_set_selected (drop_down, selected);
  gtk_widget_set_tooltip_text (GTK_WIDGET (drop_down), tooltip);
  /* Narrower than the form's other drop-downs (style.css). */
  gtk_widget_add_css_class (GTK_WIDGET (drop_down), "board-cell");
  g_object_set_data (G_OBJECT (drop_down), "wm-cell", GINT_TO_POINTER (index));
  g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (cell_changed_cb), self);
  return drop_down;
}

/* A cell's button names its region without the id; the list under it
 * gives each region as "Name (id)", as the form's other drop-downs do. The
 * name is never cut: a long one goes on two lines (set_two_lines ()). */
static void
button_label_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

/* Names longer than this go on two lines on a button. */
#define BUTTON_LINE_CHARS 10

/* @text on @label, on two lines when it is long, broken at the space that
 * leaves the longer line shortest ("Die Roten" "Hügel", "Die"
 * "Sonnenhöhen"). Where four columns share the pane, a name cut to its
 * first letters could not be told from others ("Das Flus…", "Das Neb…");
 * on two lines each name shows whole and a column needs the width of
 * its longer line only. The break is made here rather than by the label
 * wrapping: the cells scroll sideways, so they are measured at no width
 * in particular, and a wrapping label in a drop-down's button would keep
 * its one-line width and run under the arrow. */
static void
set_two_lines (GtkLabel *label, const char *text)
{
  g_autofree char *lines = g_strdup (text);
  glong length = g_utf8_strlen (text, -1);
  char *best = NULL;
  glong best_longer = length;

  if (length > BUTTON_LINE_CHARS)
    for (char *p = strchr (lines, ' '); p != NULL; p = strchr (p + 1, ' '))
      {
        glong before = g_utf8_pointer_to_offset (lines, p);
        glong longer = MAX (before, length - before - 1);

        if (longer < best_longer)
          {
            best = p;
            best_longer = longer;
          }
      }
  if (best != NULL)
    *best = '\n';
  gtk_label_set_text (label, lines);
}

/* The list's rows as a drop-down's own: the name and a check mark by the
 * region chosen. */
static void
long_name_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_list_item_set_child (item, box);
}

static void
short_name_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmBoardSetup *self)
{
  WmVariant *variant = self->document ? variant_of (self) : NULL;
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;
  guint index = gtk_list_item_get_position (item);
  const WmRegion *region = variant && index < variant->regions->len
                               ? g_ptr_array_index (variant->regions, index)
                               : NULL;

  set_two_lines (GTK_LABEL (gtk_list_item_get_child (item)),
                 region ? wm_text_get (&region->name, lang, lang) : "");
}

/* A choice rebuilds the cells, so a row's check mark is set once. */
static void
long_name_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *drop_down = gtk_widget_get_ancestor (box, GTK_TYPE_DROP_DOWN);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                          drop_down != NULL
                                  && gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down))
                                         == gtk_list_item_get_position (item)
                              ? 1
                              : 0);
}

/* The highwayman's region on its button, "Name (id)" on two lines where it
 * is long, as a cell's is. */
static void
full_name_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  set_two_lines (GTK_LABEL (gtk_list_item_get_child (item)),
                 gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static GtkListItemFactory *
name_factory (WmBoardSetup *self, GCallback setup, GCallback bind)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, NULL);
  g_signal_connect (factory, "bind", bind, self);
  return factory;
}

/* One region and one rotation drop-down per cell, laid out as the board. */
static void
build_cells (WmBoardSetup *self)
{
  WmVariant *variant = variant_of (self);
  const WmBoard *board = &variant->board;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->cells)) != NULL)
    gtk_grid_remove (GTK_GRID (self->cells), child);
  g_ptr_array_set_size (self->cell_regions, 0);
  g_ptr_array_set_size (self->cell_rotations, 0);
  for (guint i = 0; i < board->cells->len; i++)
    {
      const WmCell *cell = g_ptr_array_index (board->cells, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* The drop-downs take these lists over. */
      GtkStringList *rotations = gtk_string_list_new (NULL);
      GtkStringList *regions = region_names (self, FALSE);
      g_autofree char *where = g_strdup_printf (_("Row %d, column %d"), (int) i / board->cols + 1,
                                                (int) i % board->cols + 1);
      GtkDropDown *region, *rotation;

      for (guint k = 0; k < G_N_ELEMENTS (rotation_names); k++)
        gtk_string_list_append (rotations, rotation_names[k]);
      region = cell_drop_down (self, G_LIST_MODEL (regions), (int) i,
                               MAX (region_index (variant, cell->region), 0), where);
      gtk_drop_down_set_factory (region, self->short_name);
      gtk_drop_down_set_list_factory (region, self->long_name);
      rotation = cell_drop_down (self, G_LIST_MODEL (rotations), (int) i,
                                 (guint) CLAMP (cell->rotation / 90, 0, 3), _("Turned clockwise"));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (region));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (rotation));
      gtk_grid_attach (GTK_GRID (self->cells), box, (int) i % board->cols, (int) i / board->cols, 1, 1);
      g_ptr_array_add (self->cell_regions, region);
      g_ptr_array_add (self->cell_rotations, rotation);
    }
}

static void
set_selected (GtkDropDown *drop_down, guint selected)
{
  if (gtk_drop_down_get_selected (drop_down) != selected)
    gtk_drop_down_set_selected (drop_down, selected);
}

/* The cells show the board the preview draws (review 13: they showed the
 * <board> element's 0° beside a board typed in turned). They edit the
 * <board> element, so while the board drawn is another (typed in, dealt
 * at random, failing) they only show it, and a line says so. */
static void
show_drawn (WmBoardSetup *self)
{
  WmVariant *variant = variant_of (self);
  const WmBoard *board = &variant->board;
  const WmArrangement *shown = self->shown;
  gboolean was_updating = self->updating, other = FALSE;

  if (shown != NULL
      && (shown->cols != board->cols || shown->rows != board->rows
          || (guint) (shown->cols * shown->rows) != self->cell_regions->len))
    shown = NULL;
  self->updating = TRUE;
  for (guint i = 0; i < self->cell_regions->len && i < board->cells->len; i++)
    {
      const WmCell *cell = g_ptr_array_index (board->cells, i);
      int region = MAX (region_index (variant, cell->region), 0);
      int quarters = CLAMP (cell->rotation / 90, 0, 3);
      if (shown != NULL)
        {
          other |= shown->cells[i].region != region || shown->cells[i].quarters != quarters;
          region = shown->cells[i].region;
          quarters = shown->cells[i].quarters;
        }
      set_selected (g_ptr_array_index (self->cell_regions, i), (guint) region);
      set_selected (g_ptr_array_index (self->cell_rotations, i), (guint) quarters);
    }
  for (guint i = 0; i < self->cell_regions->len; i++)
    {
      gtk_widget_set_sensitive (g_ptr_array_index (self->cell_regions, i), !other);
      gtk_widget_set_sensitive (g_ptr_array_index (self->cell_rotations, i), !other);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->other_board), other);
  self->updating = was_updating;
}

static gboolean
refresh (gpointer data)
{
  WmBoardSetup *self = data;
  const WmBoard *board;
  g_autoptr (GtkStringList) highwaymen = NULL;

  self->refresh_id = 0;
  self->stale = FALSE;
  if (self->document == NULL)
    return G_SOURCE_REMOVE;
  board = &variant_of (self)->board;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->cols, board->cols);
  gtk_spin_button_set_value (self->rows, board->rows);
  gtk_drop_down_set_selected (self->order, board->order == WM_ORDER_RANDOM);
  gtk_drop_down_set_selected (self->rotation, board->rotation == WM_ORDER_RANDOM);
  highwaymen = region_names (self, TRUE);
  gtk_drop_down_set_model (self->highwayman, G_LIST_MODEL (highwaymen));
  gtk_drop_down_set_selected (self->highwayman,
                              (guint) (region_index (variant_of (self), board->highwayman_region) + 1));
  build_cells (self);
  show_drawn (self);
  self->updating = FALSE;
  return G_SOURCE_REMOVE;
}

/* After any change of the document, undo included; in an idle, as the
 * change may come from one of this form's own drop-downs, which a rebuild
 * would destroy inside its own signal. Ahead of the next frame, though: at
 * the default idle priority the rebuild waited behind the frames, and
 * where frames are drawn in software on a busy machine they kept coming
 * (a button's hover, the cursor's blink) and the pane showed the old
 * cells for seconds after Columns + (review 5, F5). */
static void
document_changed_cb (WmBoardSetup *self)
{
  /* Hidden (the pane closed or the Board view not shown), it only notes
   * the change: a drag on the map must not rebuild a form nobody sees. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->stale = TRUE;
  else if (self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, refresh, self, NULL);
}

/* A scrolled window asks no room for a scrollbar it shows only when
 * needed, and takes it from the cells: the cells keep room for it under
 * them, as tall as the theme makes it (known once the form is shown). */
static void
keep_room_for_scrollbar (WmBoardSetup *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (self->cells, GTK_TYPE_SCROLLED_WINDOW);
  int height;

  gtk_widget_measure (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (scroller)),
                      GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  if (gtk_widget_get_margin_bottom (self->cells) != height)
    gtk_widget_set_margin_bottom (self->cells, height);
}

static void
map_cb (WmBoardSetup *self)
{
  keep_room_for_scrollbar (self);
  if (self->stale)
    refresh (self);
}

void
wm_board_setup_set_document (WmBoardSetup *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_BOARD_SETUP (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document == NULL)
    return;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  refresh (self);
}

void
wm_board_setup_show_board (WmBoardSetup *self, const WmArrangement *arrangement)
{
  g_return_if_fail (WM_IS_BOARD_SETUP (self));

  g_clear_pointer (&self->shown, wm_arrangement_free);
  if (arrangement != NULL)
    self->shown = wm_arrangement_copy (arrangement);
  /* A refresh on its way shows it with the cells it builds. */
  if (self->document != NULL && self->refresh_id == 0 && !self->stale && !self->editing)
    show_drawn (self);
}

GtkWidget *
wm_board_setup_get_cells (WmBoardSetup *self)
{
  g_return_val_if_fail (WM_IS_BOARD_SETUP (self), NULL);
  return self->cells;
}

/* ---- getters for tests ---------------------------------------------------------------- */

GtkWidget *
wm_board_setup_get_cell_region (WmBoardSetup *self, int index)
{
  g_return_val_if_fail (index >= 0 && (guint) index < self->cell_regions->len, NULL);
  return g_ptr_array_index (self->cell_regions, index);
}

GtkWidget *
wm_board_setup_get_cell_rotation (WmBoardSetup *self, int index)
{
  g_return_val_if_fail (index >= 0 && (guint) index < self->cell_rotations->len, NULL);
  return g_ptr_array_index (self->cell_rotations, index);
}

GtkWidget *
wm_board_setup_get_cols (WmBoardSetup *self)
{
  return GTK_WIDGET (self->cols);
}

GtkWidget *
wm_board_setup_get_rows (WmBoardSetup *self)
{
  return GTK_WIDGET (self->rows);
}

/* ---- class -------------------------------------------------------------------------- */

static GtkWidget *
label (const char *text)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  return l;
}

static GtkDropDown *
choice_drop_down (WmBoardSetup *self, const char *fixed, const char *random)
{
  const char *const items[] = { fixed, random, NULL };
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (items));

  /* Swapped, choice_changed_cb () gets the drop-down last: it tells which
   * of the two changed. */
  g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (choice_changed_cb), self);
  return drop_down;
}

static GtkSpinButton *
size_spin (WmBoardSetup *self)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (wm_number_field_new (1, 8, 1));

  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (size_changed_cb), self);
  return spin;
}

/* @text and @widget on row @row of @grid, the label naming the widget for
 * screen readers. */
static void
attach_row (GtkGrid *grid, int row, const char *text, GtkWidget *widget)
{
  GtkWidget *l = label (text);

  /* Wrapped, a long label ("First highwayman in", longer in German) does
   * not set the pane's least width. */
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), widget);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_grid_attach (grid, l, 0, row, 1, 1);
  gtk_grid_attach (grid, widget, 1, row, 1, 1);
}

/* A board of four or more columns is wider than the pane: its cells
 * scroll sideways on their own, the settings above them stay in place.
 * The scrollbar is always in sight then, not only under the pointer as
 * an overlay one: it is what tells that there are more cells. */
static GtkWidget *
cells_scroller (GtkWidget *cells)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), cells);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  /* Four cells with names that can be told apart; the board gives way. */
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scroller), 520);
  wm_scroll_pass_on_at_end (GTK_SCROLLED_WINDOW (scroller));
  return scroller;
}

/* A note under the cells, hidden until it has something to say, wrapped
 * to the pane's width. It asks for the width of a few words only: whole
 * on one line, the note on a board other than the form's asked for 849 px,
 * and the pane widened from 323 to 502 px (the board beside it shrank)
 * each time Random dealt one. */
static GtkLabel *
note (WmBoardSetup *self, const char *text, const char *css_class)
{
  GtkLabel *l = GTK_LABEL (label (text));

  gtk_label_set_wrap (l, TRUE);
  gtk_label_set_max_width_chars (l, 20);
  gtk_widget_add_css_class (GTK_WIDGET (l), css_class);
  gtk_widget_set_visible (GTK_WIDGET (l), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (l));
  return l;
}

/* One setting a line, label and control, then the cells: the form lives in
 * a narrow pane beside the board preview, which stays in view. */
static void
build (WmBoardSetup *self)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *heading = label (_("Cells, as the board lies (north up)"));

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  self->cols = size_spin (self);
  self->rows = size_spin (self);
  self->order = choice_drop_down (self, _("As laid out"), _("Shuffled"));
  self->rotation = choice_drop_down (self, _("As laid out"), _("At random"));
  self->highwayman = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_drop_down_set_factory (self->highwayman, self->full_name);
  gtk_drop_down_set_list_factory (self->highwayman, self->long_name);
  g_signal_connect_swapped (self->highwayman, "notify::selected", G_CALLBACK (highwayman_changed_cb),
                            self);
  attach_row (GTK_GRID (grid), 0, _("Columns"), GTK_WIDGET (self->cols));
  attach_row (GTK_GRID (grid), 1, _("Rows"), GTK_WIDGET (self->rows));
  /* Nine columns are refused and said so, not made eight. */
  wm_number_field_refuse_beyond_named (self->cols, _("Columns"));
  wm_number_field_refuse_beyond_named (self->rows, _("Rows"));
  attach_row (GTK_GRID (grid), 2, _("Regions"), GTK_WIDGET (self->order));
  attach_row (GTK_GRID (grid), 3, _("Turned"), GTK_WIDGET (self->rotation));
  attach_row (GTK_GRID (grid), 4, _("First highwayman in"), GTK_WIDGET (self->highwayman));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->order),
                               _("Shuffled: each game deals the regions to the cells at random"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->rotation),
                               _("At random: each game turns every region at random"));
  gtk_box_append (GTK_BOX (self->box), grid);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  self->cells = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->cells), 12);
  gtk_grid_set_column_spacing (GTK_GRID (self->cells), 6);
  /* The cells share the pane's width: a region's name shows whole where
   * the board is narrow enough. */
  gtk_grid_set_column_homogeneous (GTK_GRID (self->cells), TRUE);
  gtk_widget_set_hexpand (self->cells, TRUE);
  gtk_box_append (GTK_BOX (self->box), cells_scroller (self->cells));
  self->other_board = note (
      self, _("The board drawn is not the one this form lays out, so its cells are shown here "
              "but cannot be changed: Board draws the form's own."),
      "dim-label");
  self->message = note (self, NULL, "error");
}

static void
wm_board_setup_dispose (GObject *object)
{
  WmBoardSetup *self = WM_BOARD_SETUP (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_board_setup_parent_class)->dispose (object);
}

static void
wm_board_setup_finalize (GObject *object)
{
  WmBoardSetup *self = WM_BOARD_SETUP (object);

  g_ptr_array_unref (self->cell_regions);
  g_ptr_array_unref (self->cell_rotations);
  wm_arrangement_free (self->shown);
  g_object_unref (self->short_name);
  g_object_unref (self->long_name);
  g_object_unref (self->full_name);
  G_OBJECT_CLASS (wm_board_setup_parent_class)->finalize (object);
}

static void
wm_board_setup_class_init (WmBoardSetupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_board_setup_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_board_setup_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[EDITED] = g_signal_new ("edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 0);
}

static void
wm_board_setup_init (WmBoardSetup *self)
{
  self->cell_regions = g_ptr_array_new ();
  self->cell_rotations = g_ptr_array_new ();
  self->short_name
      = name_factory (self, G_CALLBACK (button_label_setup_cb), G_CALLBACK (short_name_bind_cb));
  self->long_name
      = name_factory (self, G_CALLBACK (long_name_setup_cb), G_CALLBACK (long_name_bind_cb));
  self->full_name
      = name_factory (self, G_CALLBACK (button_label_setup_cb), G_CALLBACK (full_name_bind_cb));
  build (self);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
}

GtkWidget *
wm_board_setup_new (void)
{
  return g_object_new (WM_TYPE_BOARD_SETUP, NULL);
}
