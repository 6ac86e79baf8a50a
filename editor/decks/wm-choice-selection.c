#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include "wm-choice-selection.h"

struct _WmChoiceSelection
{
  GObject parent_instance;

  GtkSelectionModel *inner;
  /* The row toggled with Ctrl in this turn of the main loop, and the idle
   * that forgets it at the end of the turn (see toggle_again()). */
  guint toggled;
  guint toggled_source;
};

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void list_model_init (GListModelInterface *iface);
static void selection_model_init (GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WmChoiceSelection, wm_choice_selection, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init)
                                   G_IMPLEMENT_INTERFACE (GTK_TYPE_SELECTION_MODEL,
                                                          selection_model_init))

/* ---- the list: the inner one's ------------------------------------------------ */

static GType
get_item_type (GListModel *model)
{
  return g_list_model_get_item_type (G_LIST_MODEL (WM_CHOICE_SELECTION (model)->inner));
}

static guint
get_n_items (GListModel *model)
{
  return g_list_model_get_n_items (G_LIST_MODEL (WM_CHOICE_SELECTION (model)->inner));
}

static gpointer
get_item (GListModel *model, guint position)
{
  return g_list_model_get_item (G_LIST_MODEL (WM_CHOICE_SELECTION (model)->inner), position);
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* ---- the selection: the inner one's, the designer's changes told -------------- */

static GtkSelectionModel *
inner_of (GtkSelectionModel *model)
{
  return WM_CHOICE_SELECTION (model)->inner;
}

/* Tells a change by the designer once it is made (and the selection's own
 * ::selection-changed emitted). */
static gboolean
chosen (GtkSelectionModel *model, gboolean changed, gboolean keeps_rest)
{
  if (changed)
    g_signal_emit (model, signals[CHOSEN], 0, keeps_rest);
  return changed;
}

static gboolean
is_selected (GtkSelectionModel *model, guint position)
{
  return gtk_selection_model_is_selected (inner_of (model), position);
}

static GtkBitset *
get_selection_in_range (GtkSelectionModel *model, guint position, guint n_items)
{
  return gtk_selection_model_get_selection_in_range (inner_of (model), position, n_items);
}

static gboolean
forget_toggled_cb (gpointer data)
{
  WmChoiceSelection *self = data;

  self->toggled_source = 0;
  return G_SOURCE_REMOVE;
}

/* GTK 4.8's column view handles a click twice, in the cell and in the
 * row, in the same turn of the main loop: a Ctrl-click toggled its row on
 * and off again, and never added a card. The second toggle of a row in
 * one turn is that echo, not the designer's. */
static gboolean
toggle_again (GtkSelectionModel *model, guint position)
{
  WmChoiceSelection *self = WM_CHOICE_SELECTION (model);

  if (self->toggled_source != 0 && self->toggled == position)
    return TRUE;
  self->toggled = position;
  if (self->toggled_source == 0)
    self->toggled_source = g_idle_add_full (G_PRIORITY_HIGH, forget_toggled_cb, self, NULL);
  return FALSE;
}

static gboolean
select_item (GtkSelectionModel *model, guint position, gboolean unselect_rest)
{
  if (!unselect_rest && toggle_again (model, position))
    return FALSE;
  return chosen (model, gtk_selection_model_select_item (inner_of (model), position, unselect_rest),
                 !unselect_rest);
}

static gboolean
unselect_item (GtkSelectionModel *model, guint position)
{
  if (toggle_again (model, position))
    return FALSE;
  return chosen (model, gtk_selection_model_unselect_item (inner_of (model), position), TRUE);
}

static gboolean
select_range (GtkSelectionModel *model, guint position, guint n_items, gboolean unselect_rest)
{
  return chosen (
      model, gtk_selection_model_select_range (inner_of (model), position, n_items, unselect_rest),
      !unselect_rest);
}

static gboolean
unselect_range (GtkSelectionModel *model, guint position, guint n_items)
{
  return chosen (model, gtk_selection_model_unselect_range (inner_of (model), position, n_items),
                 TRUE);
}

/* Ctrl+A and Shift+Ctrl+A: the whole table, not the other decks. */
static gboolean
select_all (GtkSelectionModel *model)
{
  return chosen (model, gtk_selection_model_select_all (inner_of (model)), TRUE);
}

static gboolean
unselect_all (GtkSelectionModel *model)
{
  return chosen (model, gtk_selection_model_unselect_all (inner_of (model)), TRUE);
}

/* The program's: not told. */
static gboolean
set_selection (GtkSelectionModel *model, GtkBitset *selected, GtkBitset *mask)
{
  return gtk_selection_model_set_selection (inner_of (model), selected, mask);
}

static void
selection_model_init (GtkSelectionModelInterface *iface)
{
  iface->is_selected = is_selected;
  iface->get_selection_in_range = get_selection_in_range;
  iface->select_item = select_item;
  iface->unselect_item = unselect_item;
  iface->select_range = select_range;
  iface->unselect_range = unselect_range;
  iface->select_all = select_all;
  iface->unselect_all = unselect_all;
  iface->set_selection = set_selection;
}

/* ---- class -------------------------------------------------------------------- */

static void
items_changed_cb (GListModel *inner, guint position, guint removed, guint added,
                  WmChoiceSelection *self)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
selection_changed_cb (GtkSelectionModel *inner, guint position, guint n_items,
                      WmChoiceSelection *self)
{
  gtk_selection_model_selection_changed (GTK_SELECTION_MODEL (self), position, n_items);
}

static void
wm_choice_selection_dispose (GObject *object)
{
  WmChoiceSelection *self = WM_CHOICE_SELECTION (object);

  g_clear_handle_id (&self->toggled_source, g_source_remove);
  if (self->inner != NULL)
    g_signal_handlers_disconnect_by_data (self->inner, self);
  g_clear_object (&self->inner);
  G_OBJECT_CLASS (wm_choice_selection_parent_class)->dispose (object);
}

static void
wm_choice_selection_class_init (WmChoiceSelectionClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_choice_selection_dispose;
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
wm_choice_selection_init (WmChoiceSelection *self)
{
}

WmChoiceSelection *
wm_choice_selection_new (GListModel *model)
{
  WmChoiceSelection *self = g_object_new (WM_TYPE_CHOICE_SELECTION, NULL);

  self->inner = GTK_SELECTION_MODEL (gtk_multi_selection_new (model));
  g_signal_connect (self->inner, "items-changed", G_CALLBACK (items_changed_cb), self);
  g_signal_connect (self->inner, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  return self;
}
