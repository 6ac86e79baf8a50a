#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wm-card-text.h"
#include "wm-diagnostic.h"
#include "wm-drop-down-fit.h"
#include "wm-effect-editor.h"
#include "wm-number-field.h"
#include "wm-refresh.h"
#include "wm-registry.h"
#include "wm-validator.h"
#include "wm-value-drop-down.h"
#include "wm-window.h"
#include "wm-wrap-layout.h"

typedef struct
{
  WmEffectEditor *editor;
  guint index;
  const WmParamSpec *spec;
  GtkWidget *widget;
  GPtrArray *checks; /* word lists: GtkCheckButton per word */
  gboolean typed;    /* number fields: text typed since the field last showed the list */
  int shown_number;  /* number fields: the value the field holds (a limit for one beyond) */
} ParamEditor;

struct _WmEffectEditor
{
  GtkWidget parent_instance;

  WmDocument *document;
  WmEffectListKind kind;
  char *id;
  char *signature; /* of the forms built: rebuilt only when it changes */
  gboolean updating;
  guint n_problems;
  guint rebuild_source;
  int moved_to; /* where a Move up or down sends its entry; -1 */

  GtkWidget *box;
  GtkWidget *entries_box;
  GtkWidget *add_row;
  GtkWidget *add_dropdown;
  GPtrArray *params;        /* of ParamEditor */
  GPtrArray *type_widgets;  /* per entry */
  GPtrArray *scope_widgets; /* per entry, effects only */
  GPtrArray *problem_labels;/* per entry */
  GPtrArray *remove_buttons;/* per entry */
};

G_DEFINE_FINAL_TYPE (WmEffectEditor, wm_effect_editor, GTK_TYPE_WIDGET)

static void
param_editor_free (ParamEditor *pe)
{
  g_clear_pointer (&pe->checks, g_ptr_array_unref);
  g_free (pe);
}

static gboolean
is_tasks (WmEffectEditor *self)
{
  return self->kind == WM_EFFECT_LIST_CARD_TASKS;
}

/* ---- words ----------------------------------------------------------------- */

static const WmTypeSpec *
type_specs (WmEffectEditor *self, int *n)
{
  return is_tasks (self) ? wm_registry_tasks (n) : wm_registry_effects (n);
}

static const WmTypeSpec *
find_spec (WmEffectEditor *self, const char *type)
{
  return is_tasks (self) ? wm_registry_find_task (type) : wm_registry_find_effect (type);
}

static WmVariant *
variant_of (WmEffectEditor *self)
{
  return self->document ? wm_document_get_variant (self->document) : NULL;
}

static GPtrArray *
current_list (WmEffectEditor *self)
{
  WmVariant *variant = variant_of (self);
  return variant ? wm_effect_list_resolve (variant, self->kind, self->id) : NULL;
}

/* How many entries the list must and may hold: a quest exactly one task
 * (wm_registry_card_kind); an event or an ability holds as many effects as
 * games apply. An event may be left without one while it is written (a new
 * event starts so): Validation's event-no-effect asks for it, as an ability
 * may have none. */
static void
list_bounds (WmEffectEditor *self, guint *min, guint *max)
{
  *min = 0;
  *max = WM_MAX_EFFECTS;
  if (self->kind == WM_EFFECT_LIST_CARD_TASKS)
    *min = *max = 1;
}

/* ---- reading the widgets back ------------------------------------------- */

static char *
checked_words (ParamEditor *pe)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < pe->checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (pe->checks, i);
      if (gtk_check_button_get_active (check))
        g_string_append_printf (out, "%s%s", out->len ? " " : "",
                                (const char *) g_object_get_data (G_OBJECT (check), "wm-word"));
    }
  return g_string_free (out, FALSE);
}

static void
commit_param (ParamEditor *pe, const char *value)
{
  WmEffectEditor *self = pe->editor;

  if (self->updating || self->document == NULL)
    return;
  wm_effects_set_param (self->document, self->kind, self->id, pe->index, pe->spec->name,
                        value && *value ? value : NULL);
}

/* "The card played" stands alone: an extra move along path types and with
 * the card's options at once is played with the card's options only (the
 * validator's effect-ways-and-card), so ticking one side unticks the other. */
static void
untick_other_side (GtkCheckButton *check, ParamEditor *pe)
{
  gboolean card = g_strcmp0 (g_object_get_data (G_OBJECT (check), "wm-word"), "card") == 0;

  if (pe->spec->kind != WM_PARAM_PATH_TYPES_OR_CARD || !gtk_check_button_get_active (check))
    return;
  pe->editor->updating = TRUE;
  for (guint i = 0; i < pe->checks->len; i++)
    {
      GtkCheckButton *other = g_ptr_array_index (pe->checks, i);
      gboolean other_card
          = g_strcmp0 (g_object_get_data (G_OBJECT (other), "wm-word"), "card") == 0;
      if (other != check && (card || other_card))
        gtk_check_button_set_active (other, FALSE);
    }
  pe->editor->updating = FALSE;
}

static void
check_toggled_cb (GtkCheckButton *check, ParamEditor *pe)
{
  g_autofree char *words = NULL;

  if (pe->editor->updating)
    return;
  untick_other_side (check, pe);
  words = checked_words (pe);
  /* An empty list is not a valid value; a required one keeps its last word. */
  if (*words == '\0' && pe->spec->required)
    {
      g_autoptr (GError) error = NULL;
      pe->editor->updating = TRUE;
      gtk_check_button_set_active (check, TRUE);
      pe->editor->updating = FALSE;
      gtk_widget_error_bell (GTK_WIDGET (check));
      /* said, as a number field says why it refuses a number: the bell
       * alone is not heard on most desktops (review j, 3) */
      /* TRANSLATORS: a list of boxes that must keep one ticked, as its
       * label reads ("Path types"), then the box's own label ("Water"). */
      error = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("“%s” needs at least one box ticked: tick another before you "
                             "untick “%s”"),
                           wm_param_word (pe->spec->name, NULL),
                           gtk_check_button_get_label (check));
      wm_window_report (GTK_WIDGET (check), error);
      return;
    }
  commit_param (pe, words);
}

static void
dropdown_cb (GtkDropDown *dropdown, GParamSpec *pspec, ParamEditor *pe)
{
  const char *value = wm_value_drop_down_get_value (GTK_WIDGET (dropdown));

  if (value != NULL)
    commit_param (pe, value);
}

/* GTK says "value-changed" also when it refuses a number typed beyond the
 * range (the toast of wm_number_field_refuse_beyond_named ()) and puts the
 * field's number back: nothing was chosen then. Written, that number would
 * turn a count="7" shown as its limit 3 into 3 without a word. */
static void
spin_cb (GtkSpinButton *spin, ParamEditor *pe)
{
  int number = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *value = NULL;

  pe->typed = FALSE;
  if (number == pe->shown_number)
    return;
  pe->shown_number = number;
  value = g_strdup_printf ("%d", number);
  commit_param (pe, value);
}

static void
spin_text_cb (GtkEditable *editable, ParamEditor *pe)
{
  if (!pe->editor->updating)
    pe->typed = TRUE;
}

/* A value out of range in the file shows as the nearest limit (count="7"
 * as 3, marked, its error under the form): typing that number and leaving
 * the field, or pressing Enter, writes it, one undo step that clears the
 * error (review j, 2). GTK's "value-changed" says nothing then, the value
 * shown being the same. Passing through the field without typing leaves
 * the file as it is. */
static void
commit_typed_number (ParamEditor *pe)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (pe->widget);
  GPtrArray *list;
  const char *stored;
  g_autofree char *text = NULL, *shown = NULL;

  /* a field no longer in the form (rebuilt) writes nothing */
  if (!pe->typed || pe->editor->updating || !g_ptr_array_find (pe->editor->params, pe, NULL))
    return;
  pe->typed = FALSE;
  list = current_list (pe->editor);
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  shown = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));
  /* another number is GTK's to apply ("value-changed") or refuse */
  if (strcmp (text, shown) != 0 || list == NULL || pe->index >= list->len)
    return;
  stored = wm_effect_get_param (g_ptr_array_index (list, pe->index), pe->spec->name);
  if (stored != NULL && strcmp (stored, shown) != 0)
    commit_param (pe, shown);
}

static void
spin_activate_cb (GtkText *text, ParamEditor *pe)
{
  commit_typed_number (pe);
}

static void
spin_leave_cb (GtkEventControllerFocus *focus, ParamEditor *pe)
{
  commit_typed_number (pe);
}

static void
switch_cb (GtkSwitch *toggle, GParamSpec *pspec, ParamEditor *pe)
{
  commit_param (pe, gtk_switch_get_active (toggle) ? "true" : "false");
}

/* ---- building ----------------------------------------------------------- */

static GtkWidget *
shortened (GtkWidget *dropdown)
{
  return wm_drop_down_fit (dropdown, WM_DROP_DOWN_ELLIPSIZED);
}

static GtkWidget *
dropdown_for (ParamEditor *pe, WmVariant *variant)
{
  GtkStringList *titles = gtk_string_list_new (NULL);
  GStrvBuilder *values = g_strv_builder_new ();
  GtkWidget *dropdown;

  if (!pe->spec->required)
    {
      g_autofree char *title = g_strdup_printf (_("Default (%s)"),
                                                pe->spec->default_value
                                                    ? wm_param_word (pe->spec->name, pe->spec->default_value)
                                                    : "—");
      gtk_string_list_append (titles, title);
      g_strv_builder_add (values, "");
    }
  if (pe->spec->kind == WM_PARAM_TOWN)
    for (guint i = 0; i < variant->towns->len; i++)
      {
        const WmTown *town = g_ptr_array_index (variant->towns, i);
        gtk_string_list_append (titles, wm_variant_display_name (variant, &town->name, town->id));
        g_strv_builder_add (values, town->id);
      }
  else
    for (int i = 0; pe->spec->choices[i]; i++)
      {
        gtk_string_list_append (titles, wm_param_word (pe->spec->name, pe->spec->choices[i]));
        g_strv_builder_add (values, pe->spec->choices[i]);
      }
  /* A parameter's value wraps in a narrow form, read whole: the Italian
   * "la regione della città di partenza" on one line set the least width
   * of a personal quest's form, and so of the window. */
  dropdown = wm_drop_down_fit (gtk_drop_down_new (G_LIST_MODEL (titles), NULL), WM_DROP_DOWN_WRAPPED);
  wm_value_drop_down_set_values (dropdown, g_strv_builder_end (values));
  g_strv_builder_unref (values);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (dropdown_cb), pe);
  return dropdown;
}

static GtkWidget *
checks_for (ParamEditor *pe, WmVariant *variant)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autoptr (GPtrArray) words = g_ptr_array_new ();

  /* The boxes wrap like words: four path types and "the card played" in
   * German on one line were wider than the form in a window 1024 px wide,
   * and a variant may have more path types. */
  gtk_widget_set_layout_manager (box, wm_wrap_layout_new (6, 0));
  if (pe->spec->kind == WM_PARAM_CHOICES)
    for (int i = 0; pe->spec->choices[i]; i++)
      g_ptr_array_add (words, (gpointer) pe->spec->choices[i]);
  else
    {
      for (guint i = 0; i < variant->path_types->len; i++)
        g_ptr_array_add (words, ((WmPathType *) g_ptr_array_index (variant->path_types, i))->id);
      if (pe->spec->kind == WM_PARAM_PATH_TYPES_OR_CARD)
        g_ptr_array_add (words, "card");
    }
  pe->checks = g_ptr_array_new ();
  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      GtkWidget *check = gtk_check_button_new_with_label (
          wm_param_choice_word (variant, pe->spec, word, wm_variant_display_language (variant)));
      g_object_set_data_full (G_OBJECT (check), "wm-word", g_strdup (word), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (check_toggled_cb), pe);
      gtk_box_append (GTK_BOX (box), check);
      g_ptr_array_add (pe->checks, check);
    }
  return box;
}

static GtkWidget *
param_widget (ParamEditor *pe, WmVariant *variant)
{
  GtkWidget *widget;

  switch (pe->spec->kind)
    {
    case WM_PARAM_CHOICE:
    case WM_PARAM_TOWN:
      return dropdown_for (pe, variant);
    case WM_PARAM_CHOICES:
    case WM_PARAM_PATH_TYPES:
    case WM_PARAM_PATH_TYPES_OR_CARD:
      return checks_for (pe, variant);
    case WM_PARAM_NUMBER:
      widget = wm_number_field_new (pe->spec->min, pe->spec->max, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (widget), TRUE);
      /* refused with the range, as the Validation section would report
       * it once applied */
      wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (widget),
                                           wm_param_word (pe->spec->name, NULL));
      g_signal_connect (widget, "value-changed", G_CALLBACK (spin_cb), pe);
      g_signal_connect (widget, "changed", G_CALLBACK (spin_text_cb), pe);
      g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (widget)), "activate",
                        G_CALLBACK (spin_activate_cb), pe);
      {
        GtkEventController *focus = gtk_event_controller_focus_new ();
        g_signal_connect (focus, "leave", G_CALLBACK (spin_leave_cb), pe);
        gtk_widget_add_controller (widget, focus);
      }
      return widget;
    case WM_PARAM_FLAG:
      widget = gtk_switch_new ();
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      g_signal_connect (widget, "notify::active", G_CALLBACK (switch_cb), pe);
      return widget;
    }
  g_assert_not_reached ();
}

static void
type_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmEffectEditor *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "wm-index"));
  int n;
  const WmTypeSpec *specs = type_specs (self, &n);
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->updating || selected >= (guint) n)
    return;
  wm_effects_set_type (self->document, self->kind, self->id, index, specs[selected].name);
}

static void
scope_cb (GtkDropDown *dropdown, GParamSpec *pspec, WmEffectEditor *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "wm-index"));
  const WmScope *scopes = g_object_get_data (G_OBJECT (dropdown), "wm-scopes");
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (!self->updating && selected < WM_N_SCOPES)
    wm_effects_set_scope (self->document, self->kind, self->id, index, scopes[selected]);
}

static void
entry_button_cb (GtkButton *button, WmEffectEditor *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "wm-index"));
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "wm-delta"));

  if (delta == 0)
    wm_effects_remove (self->document, self->kind, self->id, index);
  else
    {
      /* The keyboard follows the entry moved (rebuild_cb ()). */
      self->moved_to = (int) index + delta;
      wm_effects_move (self->document, self->kind, self->id, index, delta);
    }
}

static GtkWidget *
entry_button (WmEffectEditor *self, const char *icon, const char *tooltip, guint index, int delta)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "wm-index", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (button), "wm-delta", GINT_TO_POINTER (delta));
  g_signal_connect (button, "clicked", G_CALLBACK (entry_button_cb), self);
  return button;
}

static GtkWidget *
type_dropdown (WmEffectEditor *self)
{
  GtkStringList *titles = gtk_string_list_new (NULL);
  int n;
  const WmTypeSpec *specs = type_specs (self, &n);

  for (int i = 0; i < n; i++)
    gtk_string_list_append (titles, _(specs[i].title));
  return shortened (gtk_drop_down_new (G_LIST_MODEL (titles), NULL));
}

/* Why @scope means nothing for @effect here, or NULL (an ability's "The day
 * it is drawn", an event's "Always", wm_effect_scope_idle ()). */
static const char *
scope_idle (WmEffectEditor *self, const WmEffect *effect, WmScope scope)
{
  return wm_effect_scope_idle (effect->type, scope, self->kind == WM_EFFECT_LIST_CARD_EFFECTS);
}

/* The effect's scope on a row of its own above its parameters: beside the
 * effect type it was cut short ('Am Tag, an dem sie gez…') in a German
 * window of laptop width. The list offers only the scopes that mean
 * something for the effect and its owner (review e: an ability offered
 * "The day it is drawn", which a character never is); a file's value that
 * does not is kept, flagged, with the reason in the tooltip, until another
 * is chosen (signature_of () rebuilds the list then). */
static void
attach_scope (WmEffectEditor *self, GtkGrid *grid, const WmEffect *effect, guint index)
{
  const char *words[WM_N_SCOPES] = { _("Always"), _("The day it is drawn"),
                                       _("The phase of the highwayman marker") };
  GtkStringList *titles = gtk_string_list_new (NULL);
  WmScope *scopes = g_new0 (WmScope, WM_N_SCOPES);
  g_autofree char *tip = g_strdup (_("When the effect applies"));
  GtkWidget *scope;
  /* TRANSLATORS: the row of an effect's scope (Always, The day it is
   * drawn, Intrigue phase) in the Events & Abilities editor. */
  GtkWidget *label = gtk_label_new (C_("effect scope", "When"));
  guint n = 0;

  for (WmScope s = 0; s < WM_N_SCOPES; s++)
    {
      const char *idle = scope_idle (self, effect, s);
      if (idle != NULL && s != effect->scope)
        continue;
      scopes[n++] = s;
      if (idle == NULL)
        {
          gtk_string_list_append (titles, words[s]);
          continue;
        }
      {
        /* TRANSLATORS: a When of the file that means nothing for the
         * effect ("The day it is drawn (does not fit)"), left in the list
         * until another is chosen. */
        g_autofree char *flagged = g_strdup_printf (C_("effect scope", "%s (does not fit)"),
                                                    words[s]);
        gtk_string_list_append (titles, flagged);
        g_free (tip);
        /* TRANSLATORS: the tooltip of a When that means nothing for the
         * effect: "“The day it is drawn” does not fit: a character is
         * never drawn, …". */
        tip = g_strdup_printf (_("“%s” does not fit: %s"), words[s], idle);
      }
    }
  scope = shortened (gtk_drop_down_new (G_LIST_MODEL (titles), NULL));
  g_object_set_data_full (G_OBJECT (scope), "wm-scopes", scopes, g_free);
  g_object_set_data (G_OBJECT (scope), "wm-n-scopes", GUINT_TO_POINTER (n));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_tooltip_text (label, _("When the effect applies"));
  gtk_widget_set_tooltip_text (scope, tip);
  gtk_widget_set_halign (scope, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (scope), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("When the effect applies"), -1);
  g_object_set_data (G_OBJECT (scope), "wm-index", GUINT_TO_POINTER (index));
  g_signal_connect (scope, "notify::selected", G_CALLBACK (scope_cb), self);
  gtk_grid_attach (grid, label, 0, 0, 1, 1);
  gtk_grid_attach (grid, scope, 1, 0, 1, 1);
  g_ptr_array_add (self->scope_widgets, scope);
}

/* Where @scope stands in the When list @dropdown, or GTK_INVALID_LIST_POSITION. */
static guint
scope_position (GtkWidget *dropdown, WmScope scope)
{
  const WmScope *scopes = g_object_get_data (G_OBJECT (dropdown), "wm-scopes");
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "wm-n-scopes"));

  for (guint i = 0; i < n; i++)
    if (scopes[i] == scope)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

static GtkWidget *
build_entry (WmEffectEditor *self, const WmEffect *effect, guint index, guint n_entries)
{
  const WmTypeSpec *spec = find_spec (self, effect->type);
  WmVariant *variant = variant_of (self);
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *type = type_dropdown (self);
  GtkWidget *help, *grid, *problems, *remove;
  guint min, max;

  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_bottom (frame, 6);
  g_object_set (frame, "margin-start", 0, NULL);
  gtk_widget_set_hexpand (type, TRUE);
  g_object_set_data (G_OBJECT (type), "wm-index", GUINT_TO_POINTER (index));
  g_signal_connect (type, "notify::selected", G_CALLBACK (type_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (type), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  is_tasks (self) ? _("Task type") : _("Effect type"), -1);
  gtk_box_append (GTK_BOX (header), type);
  g_ptr_array_add (self->type_widgets, type);
  list_bounds (self, &min, &max);
  if (max > 1)
    {
      GtkWidget *up = entry_button (self, "go-up-symbolic", _("Move up"), index, -1);
      GtkWidget *down = entry_button (self, "go-down-symbolic", _("Move down"), index, +1);
      gtk_widget_set_sensitive (up, index > 0);
      gtk_widget_set_sensitive (down, index + 1 < n_entries);
      gtk_box_append (GTK_BOX (header), up);
      gtk_box_append (GTK_BOX (header), down);
    }
  remove = entry_button (self, "user-trash-symbolic", _("Remove"), index, 0);
  gtk_widget_set_sensitive (remove, n_entries > min);
  gtk_box_append (GTK_BOX (header), remove);
  g_ptr_array_add (self->remove_buttons, remove);
  gtk_box_append (GTK_BOX (frame), header);

  help = gtk_label_new (spec ? _(spec->help) : _("This type is not in the registry."));
  gtk_label_set_wrap (GTK_LABEL (help), TRUE);
  gtk_label_set_xalign (GTK_LABEL (help), 0);
  gtk_widget_add_css_class (help, "dim-label");
  gtk_box_append (GTK_BOX (frame), help);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  if (!is_tasks (self))
    attach_scope (self, GTK_GRID (grid), effect, index);
  for (int p = 0; spec && p < spec->n_params; p++)
    {
      ParamEditor *pe = g_new0 (ParamEditor, 1);
      GtkWidget *label = gtk_label_new (wm_param_word (spec->params[p].name, NULL));
      g_autofree char *tip = NULL;
      pe->editor = self;
      pe->index = index;
      pe->spec = &spec->params[p];
      pe->widget = param_widget (pe, variant);
      /* Freed with its widget, not with the form: a number field removed
       * from a form rebuilt while it held the focus still hears the focus
       * leave it (commit_typed_number ()). */
      g_object_set_data_full (G_OBJECT (pe->widget), "wm-param-editor", pe,
                              (GDestroyNotify) param_editor_free);
      g_ptr_array_add (self->params, pe);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* The help, and the attribute the file stores it in. */
      tip = g_strdup_printf ("%s\n(%s=\"…\")", _(pe->spec->help), pe->spec->name);
      gtk_widget_set_tooltip_text (label, tip);
      gtk_widget_set_tooltip_text (pe->widget, tip);
      gtk_widget_set_halign (pe->widget, GTK_ALIGN_START);
      gtk_accessible_update_property (GTK_ACCESSIBLE (pe->widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      wm_param_word (pe->spec->name, NULL), -1);
      gtk_grid_attach (GTK_GRID (grid), label, 0, p + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), pe->widget, 1, p + 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (frame), grid);
  problems = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (problems), 0);
  gtk_label_set_wrap (GTK_LABEL (problems), TRUE);
  gtk_widget_add_css_class (problems, "error");
  gtk_box_append (GTK_BOX (frame), problems);
  g_ptr_array_add (self->problem_labels, problems);
  /* The card style draws a frame; give its content room. */
  for (GtkWidget *child = gtk_widget_get_first_child (frame); child;
       child = gtk_widget_get_next_sibling (child))
    g_object_set (child, "margin-start", 12, "margin-end", 12, NULL);
  gtk_widget_set_margin_top (header, 8);
  gtk_widget_set_margin_bottom (problems, 8);
  return frame;
}

static char *
signature_of (WmEffectEditor *self, GPtrArray *list)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%d|%s|", self->kind, self->id ?: "");
  for (guint i = 0; list && i < list->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (list, i);
      /* a When that does not fit has a list of its own (attach_scope ()) */
      g_string_append_printf (out, "%s%s;", effect->type,
                              !is_tasks (self) && scope_idle (self, effect, effect->scope) != NULL
                                  ? "!" : "");
    }
  return g_string_free (out, FALSE);
}

static void
clear_entries (WmEffectEditor *self)
{
  GtkWidget *child;

  wm_refresh_close_popovers (self->entries_box);
  while ((child = gtk_widget_get_first_child (self->entries_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->entries_box), child);
  g_ptr_array_set_size (self->params, 0);
  g_ptr_array_set_size (self->type_widgets, 0);
  g_ptr_array_set_size (self->scope_widgets, 0);
  g_ptr_array_set_size (self->problem_labels, 0);
  g_ptr_array_set_size (self->remove_buttons, 0);
}

static void
rebuild (WmEffectEditor *self, GPtrArray *list)
{
  guint min, max;

  clear_entries (self);
  for (guint i = 0; list && i < list->len; i++)
    gtk_box_append (GTK_BOX (self->entries_box),
                    build_entry (self, g_ptr_array_index (list, i), i, list->len));
  list_bounds (self, &min, &max);
  gtk_widget_set_visible (self->add_row, list != NULL && list->len < max);
}

/* ---- showing the values ------------------------------------------------- */

static void
show_param (ParamEditor *pe, const WmEffect *effect)
{
  const char *value = wm_effect_get_param (effect, pe->spec->name);
  const char *shown = value ? value : pe->spec->default_value;

  switch (pe->spec->kind)
    {
    case WM_PARAM_CHOICE:
    case WM_PARAM_TOWN:
      /* A town the variant lacks shows as "(missing: nowhere)", not as
       * the first town, which choosing did not change. */
      wm_value_drop_down_select (pe->widget, value);
      break;
    case WM_PARAM_CHOICES:
    case WM_PARAM_PATH_TYPES:
    case WM_PARAM_PATH_TYPES_OR_CARD:
      {
        g_auto (GStrv) words = g_strsplit (shown ? shown : "", " ", -1);
        for (guint i = 0; i < pe->checks->len; i++)
          {
            GtkCheckButton *check = g_ptr_array_index (pe->checks, i);
            const char *word = g_object_get_data (G_OBJECT (check), "wm-word");
            gtk_check_button_set_active (check, g_strv_contains ((const char *const *) words, word));
          }
        break;
      }
    case WM_PARAM_NUMBER:
      {
        int number = shown ? atoi (shown) : pe->spec->min;
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (pe->widget), number);
        pe->shown_number = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (pe->widget));
        /* a number the field cannot show (count="7" of 1–3) is marked
         * where the nearest limit stands in for it */
        if (number < pe->spec->min || number > pe->spec->max)
          gtk_widget_add_css_class (pe->widget, "error");
        else
          gtk_widget_remove_css_class (pe->widget, "error");
        pe->typed = FALSE;
        break;
      }
    case WM_PARAM_FLAG:
      gtk_switch_set_active (GTK_SWITCH (pe->widget), g_strcmp0 (shown, "true") == 0);
      break;
    }
}

/* What is wrong with one entry, as lines; counts into n_problems. */
static char *
entry_problems (WmEffectEditor *self, const WmEffect *effect)
{
  const WmTypeSpec *spec = find_spec (self, effect->type);
  WmVariant *variant = variant_of (self);
  GString *out = g_string_new (NULL);

  if (spec == NULL)
    {
      self->n_problems++;
      g_string_append_printf (out, _("“%s” is not a known type"), effect->type);
      return g_string_free (out, FALSE);
    }
  for (guint p = 0; p < effect->params->len; p++)
    {
      const WmParam *param = g_ptr_array_index (effect->params, p);
      const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
      g_autofree char *reason = NULL;
      if (pspec == NULL)
        reason = g_strdup_printf (_("no parameter “%s”"), param->name);
      else if (wm_param_check (pspec, param->value, variant, &reason))
        continue;
      self->n_problems++;
      /* under the field, by the label the form gives it ("How many", not
       * the file's "count"; review j, 6) */
      g_string_append_printf (out, "%s%s: %s", out->len ? "\n" : "",
                              pspec != NULL ? wm_param_word (param->name, NULL) : param->name,
                              reason);
    }
  for (int p = 0; p < spec->n_params; p++)
    if (spec->params[p].required && wm_effect_get_param (effect, spec->params[p].name) == NULL)
      {
        self->n_problems++;
        g_string_append_printf (out, _("%s%s is required"), out->len ? "\n" : "",
                                wm_param_word (spec->params[p].name, NULL));
      }
  return g_string_free (out, FALSE);
}

static void
show_values (WmEffectEditor *self, GPtrArray *list)
{
  int n;
  const WmTypeSpec *specs = type_specs (self, &n);

  self->updating = TRUE;
  self->n_problems = 0;
  for (guint i = 0; list && i < list->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (list, i);
      g_autofree char *problems = entry_problems (self, effect);
      for (int t = 0; t < n; t++)
        if (g_str_equal (specs[t].name, effect->type))
          gtk_drop_down_set_selected (g_ptr_array_index (self->type_widgets, i), t);
      if (!is_tasks (self))
        {
          GtkWidget *scope = g_ptr_array_index (self->scope_widgets, i);
          gtk_drop_down_set_selected (GTK_DROP_DOWN (scope), scope_position (scope, effect->scope));
        }
      gtk_label_set_text (g_ptr_array_index (self->problem_labels, i), problems);
      gtk_widget_set_visible (g_ptr_array_index (self->problem_labels, i), *problems != '\0');
    }
  for (guint p = 0; p < self->params->len; p++)
    {
      ParamEditor *pe = g_ptr_array_index (self->params, p);
      if (list && pe->index < list->len)
        show_param (pe, g_ptr_array_index (list, pe->index));
    }
  self->updating = FALSE;
}

/* The index of the entry whose form holds the keyboard, or -1. */
static int
focused_entry (WmEffectEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *w = root != NULL ? gtk_root_get_focus (root) : NULL;
  int index = 0;

  if (w == NULL || !gtk_widget_is_ancestor (w, self->entries_box))
    return -1;
  while (gtk_widget_get_parent (w) != self->entries_box)
    w = gtk_widget_get_parent (w);
  while ((w = gtk_widget_get_prev_sibling (w)) != NULL)
    index++;
  return index;
}

/* Whether the keyboard is in @widget. */
static gboolean
in_widget (WmEffectEditor *self, GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *w = root != NULL ? gtk_root_get_focus (root) : NULL;

  return w != NULL && (w == widget || gtk_widget_is_ancestor (w, widget));
}

/* Builds the forms again. With @keep_place (the same list, after an
 * edit), the page stays where it was scrolled to and the keyboard in the
 * entry it was in. */
static void
rebuild_now (WmEffectEditor *self, gboolean keep_place)
{
  GPtrArray *list = current_list (self);
  int held = keep_place ? focused_entry (self) : -1;
  gboolean in_scope = held >= 0 && (guint) held < self->scope_widgets->len
                      && in_widget (self, g_ptr_array_index (self->scope_widgets, held));
  GtkWidget *scroll = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment
      = keep_place && scroll != NULL
            ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll))
            : NULL;
  double scrolled = adjustment != NULL ? gtk_adjustment_get_value (adjustment) : 0;

  g_free (self->signature);
  self->signature = signature_of (self, list);
  rebuild (self, list);
  show_values (self, list);
  /* The keyboard in an entry's form (its type just changed, an entry
   * moved or removed) goes to that entry's type drop-down, or to the one
   * that took its place: GTK gave it to the first entry's, at the top of
   * the page, and scrolled the page up to it. */
  if (held >= 0 && self->moved_to >= 0)
    held = self->moved_to;
  self->moved_to = -1;
  /* A When chosen in place of one that did not fit stays with the
   * keyboard: its list was built again without the flagged choice. */
  if (in_scope && (guint) held < self->scope_widgets->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->scope_widgets, held));
  else if (held >= 0 && self->type_widgets->len > 0)
    gtk_widget_grab_focus (
        g_ptr_array_index (self->type_widgets, MIN ((guint) held, self->type_widgets->len - 1)));
  /* The keyboard given to a form not yet laid out scrolled the page
   * (GtkViewport scrolls to the focus), the changed entry out of view. */
  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, scrolled);
}

/* The widget that made the change may be among those a rebuild destroys,
 * and it is still emitting its signal: rebuilding waits for an idle. */
static gboolean
rebuild_cb (gpointer data)
{
  WmEffectEditor *self = data;

  self->rebuild_source = 0;
  rebuild_now (self, TRUE);
  return G_SOURCE_REMOVE;
}

void
wm_effect_editor_refresh (WmEffectEditor *self)
{
  GPtrArray *list;
  g_autofree char *signature = NULL;

  g_return_if_fail (WM_IS_EFFECT_EDITOR (self));
  list = current_list (self);
  signature = signature_of (self, list);
  if (g_strcmp0 (signature, self->signature) == 0 && self->rebuild_source == 0)
    show_values (self, list);
  else if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_cb, self, NULL);
}

void
wm_effect_editor_set_list (WmEffectEditor *self, WmDocument *doc, WmEffectListKind kind,
                           const char *id)
{
  g_return_if_fail (WM_IS_EFFECT_EDITOR (self));
  g_set_object (&self->document, doc);
  if (self->kind != kind)
    {
      GtkStringList *titles = gtk_string_list_new (NULL);
      int n;
      const WmTypeSpec *specs;
      self->kind = kind;
      specs = type_specs (self, &n);
      for (int i = 0; i < n; i++)
        gtk_string_list_append (titles, _(specs[i].title));
      gtk_drop_down_set_model (GTK_DROP_DOWN (self->add_dropdown), G_LIST_MODEL (titles));
      g_object_unref (titles);
    }
  g_free (self->id);
  self->id = g_strdup (id);
  /* Another list's forms are rebuilt at once, not at an idle: the page's
   * heading already names the new owner, and the old owner's forms shown
   * under it for a moment could be clicked (no widget of the editor is
   * emitting a signal here). */
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  rebuild_now (self, FALSE);
}

guint
wm_effect_editor_count_problems (WmEffectEditor *self)
{
  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), 0);
  return self->n_problems;
}

GtkWidget *
wm_effect_editor_get_param_widget (WmEffectEditor *self, guint index, const char *name)
{
  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), NULL);
  for (guint p = 0; p < self->params->len; p++)
    {
      ParamEditor *pe = g_ptr_array_index (self->params, p);
      if (pe->index == index && g_str_equal (pe->spec->name, name))
        return pe->widget;
    }
  return NULL;
}

GtkWidget *
wm_effect_editor_find_problem (WmEffectEditor *self, const char *message)
{
  GPtrArray *list;
  GtkWidget *first = NULL;

  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), NULL);
  list = current_list (self);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (list, i);
      const WmTypeSpec *spec = find_spec (self, effect->type);
      for (guint p = 0; spec != NULL && p < effect->params->len; p++)
        {
          const WmParam *param = g_ptr_array_index (effect->params, p);
          const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
          g_autofree char *reason = NULL;
          GtkWidget *widget;
          if (pspec == NULL || wm_param_check (pspec, param->value, variant_of (self), &reason))
            continue;
          widget = wm_effect_editor_get_param_widget (self, i, param->name);
          if (widget != NULL && wm_diagnostic_message_names (message, spec->name)
              && wm_diagnostic_message_names (message, param->name))
            return widget;
          if (first == NULL)
            first = widget;
        }
    }
  return first;
}

GtkWidget *
wm_effect_editor_get_scope_widget (WmEffectEditor *self, guint index)
{
  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), NULL);
  return index < self->scope_widgets->len ? g_ptr_array_index (self->scope_widgets, index) : NULL;
}

GtkWidget *
wm_effect_editor_get_type_widget (WmEffectEditor *self, guint index)
{
  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), NULL);
  return index < self->type_widgets->len ? g_ptr_array_index (self->type_widgets, index) : NULL;
}

GtkWidget *
wm_effect_editor_get_add_widget (WmEffectEditor *self)
{
  g_return_val_if_fail (WM_IS_EFFECT_EDITOR (self), NULL);
  return self->add_dropdown;
}

static void
add_cb (GtkButton *button, WmEffectEditor *self)
{
  int n;
  const WmTypeSpec *specs = type_specs (self, &n);
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->add_dropdown));

  if (self->document != NULL && selected < (guint) n)
    wm_effects_add (self->document, self->kind, self->id, specs[selected].name);
}

/* ---- class -------------------------------------------------------------- */

static void
wm_effect_editor_dispose (GObject *object)
{
  WmEffectEditor *self = WM_EFFECT_EDITOR (object);

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wm_effect_editor_parent_class)->dispose (object);
}

static void
wm_effect_editor_finalize (GObject *object)
{
  WmEffectEditor *self = WM_EFFECT_EDITOR (object);

  g_ptr_array_unref (self->params);
  g_ptr_array_unref (self->type_widgets);
  g_ptr_array_unref (self->scope_widgets);
  g_ptr_array_unref (self->problem_labels);
  g_ptr_array_unref (self->remove_buttons);
  g_free (self->id);
  g_free (self->signature);
  G_OBJECT_CLASS (wm_effect_editor_parent_class)->finalize (object);
}

static void
wm_effect_editor_class_init (WmEffectEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_effect_editor_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_effect_editor_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_effect_editor_init (WmEffectEditor *self)
{
  GtkWidget *add;

  self->kind = -1;
  self->moved_to = -1;
  /* each ParamEditor lives as long as its widget (build_entry ()) */
  self->params = g_ptr_array_new ();
  self->type_widgets = g_ptr_array_new ();
  self->scope_widgets = g_ptr_array_new ();
  self->problem_labels = g_ptr_array_new ();
  self->remove_buttons = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->entries_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->add_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->add_dropdown = shortened (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_hexpand (self->add_dropdown, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Type to add"), -1);
  add = gtk_button_new_with_mnemonic (_("_Add"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_cb), self);
  gtk_box_append (GTK_BOX (self->add_row), self->add_dropdown);
  gtk_box_append (GTK_BOX (self->add_row), add);
  gtk_box_append (GTK_BOX (self->box), self->entries_box);
  gtk_box_append (GTK_BOX (self->box), self->add_row);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
wm_effect_editor_new (void)
{
  return g_object_new (WM_TYPE_EFFECT_EDITOR, NULL);
}
