#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wm-number-field.h"
#include "wm-window.h"

#define TAMED_KEY "wm-number-field-tamed"
#define REFUSE_KEY "wm-number-field-refuse"
#define REFUSE_DATA_KEY "wm-number-field-refuse-data"
#define NAME_KEY "wm-number-field-name"

static gboolean
has_keyboard_focus (GtkWidget *field)
{
  GtkRoot *root = gtk_widget_get_root (field);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The focus sits on the spin button's GtkText child, not on the button. */
  return focus != NULL && (focus == field || gtk_widget_is_ancestor (focus, field));
}

static GtkAdjustment *
scroller_adjustment (GtkScrolledWindow *scroller, GtkOrientation orientation)
{
  if (orientation == GTK_ORIENTATION_VERTICAL)
    return gtk_scrolled_window_get_vadjustment (scroller);
  return gtk_scrolled_window_get_hadjustment (scroller);
}

/* The adjustment of the nearest scrolled window around @field that can move
 * along @orientation: a form inside a horizontal-only strip still scrolls
 * with the page that holds the strip. */
static GtkAdjustment *
movable_adjustment (GtkWidget *field, GtkOrientation orientation)
{
  for (GtkWidget *w = gtk_widget_get_parent (field); w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkAdjustment *adj;
      if (!GTK_IS_SCROLLED_WINDOW (w))
        continue;
      adj = scroller_adjustment (GTK_SCROLLED_WINDOW (w), orientation);
      if (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj)
          > gtk_adjustment_get_lower (adj))
        return adj;
    }
  return NULL;
}

/* Moves @adj as GtkScrolledWindow itself would for this event: a wheel
 * notch by a step that grows with the visible page, a touchpad's delta in
 * pixels as it comes. */
static void
scroll_by (GtkAdjustment *adj, double delta, GdkScrollUnit unit)
{
  if (unit == GDK_SCROLL_UNIT_WHEEL)
    delta *= MAX (pow (gtk_adjustment_get_page_size (adj), 2.0 / 3.0), 1.0);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + delta);
}

/* Runs before the spin button's own wheel handler (capture phase): without
 * the keyboard focus the field is only passed over, and the wheel belongs to
 * the page. Stopping here also means a field outside any scrolled window
 * ignores the wheel rather than changing the design. */
static gboolean
field_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, gpointer user_data)
{
  GtkWidget *field = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  GtkAdjustment *adj;

  if (has_keyboard_focus (field))
    return GDK_EVENT_PROPAGATE;
  if (dy != 0 && (adj = movable_adjustment (field, GTK_ORIENTATION_VERTICAL)) != NULL)
    scroll_by (adj, dy, unit);
  if (dx != 0 && (adj = movable_adjustment (field, GTK_ORIENTATION_HORIZONTAL)) != NULL)
    scroll_by (adj, dx, unit);
  return GDK_EVENT_STOP;
}

/* The field's reading of its text: TRUE with the number typed, or
 * GTK_INPUT_ERROR with the value it holds. */
static int
read_text (GtkSpinButton *spin, double *value)
{
  g_autofree char *text = NULL;
  char *end = NULL;
  double typed;

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  /* GTK reads an empty text as 0, which its range then turns into the
   * minimum: a field cleared by mistake would set Goal to 1. The value the
   * field holds stays instead, and its text comes back. */
  if (*text == '\0')
    {
      *value = gtk_spin_button_get_value (spin);
      return TRUE;
    }
  typed = g_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (typed))
    {
      *value = gtk_spin_button_get_value (spin);
      return GTK_INPUT_ERROR; /* the error bell, and the value stays */
    }
  *value = typed;
  return TRUE;
}

/* A number typed beyond the range is refused where the field was made to
 * (wm_number_field_refuse_beyond): said why, and the value stays. */
static int
field_input_cb (GtkSpinButton *spin, double *value, gpointer user_data)
{
  WmNumberFieldRefuse refuse = g_object_get_data (G_OBJECT (spin), REFUSE_KEY);
  double min, max;
  int read = read_text (spin, value);

  gtk_spin_button_get_range (spin, &min, &max);
  if (read != TRUE || refuse == NULL || (*value >= min && *value <= max))
    return read;
  refuse (spin, *value, g_object_get_data (G_OBJECT (spin), REFUSE_DATA_KEY));
  *value = gtk_spin_button_get_value (spin);
  return GTK_INPUT_ERROR; /* with GTK_UPDATE_IF_VALID, the value's text comes back */
}

void
wm_number_field_refuse_beyond (GtkSpinButton *spin, WmNumberFieldRefuse refuse, gpointer data)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin) && refuse != NULL);
  g_return_if_fail (g_object_get_data (G_OBJECT (spin), TAMED_KEY) != NULL);
  g_object_set_data (G_OBJECT (spin), REFUSE_KEY, refuse);
  g_object_set_data (G_OBJECT (spin), REFUSE_DATA_KEY, data);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
}

/* @value with no more decimals than it has (at most 6): "10", "0.5",
 * "10.25"; a number too long for that in the exponent form. */
static char *
number_text (double value)
{
  int digits = 0;

  if (fabs (value) >= 1e15)
    return g_strdup_printf ("%g", value);
  while (digits < 6 && fabs (value * pow (10, digits) - round (value * pow (10, digits))) > 1e-6)
    digits++;
  return g_strdup_printf ("%.*f", digits, value);
}

static void
named_refused_cb (GtkSpinButton *spin, double typed, gpointer data)
{
  g_autofree char *least = NULL, *most = NULL, *given = NULL;
  g_autoptr (GError) error = NULL;
  double min, max;

  gtk_spin_button_get_range (spin, &min, &max);
  least = number_text (min);
  most = number_text (max);
  given = number_text (typed);
  /* TRANSLATORS: a number field as its label names it ("Gold", "Bleed"),
   * the least and the most it takes, and the number the designer typed. */
  error = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s” takes a number from %s to %s, not %s"),
                       (const char *) g_object_get_data (G_OBJECT (spin), NAME_KEY), least, most,
                       given);
  wm_window_report (GTK_WIDGET (spin), error);
}

void
wm_number_field_refuse_beyond_named (GtkSpinButton *spin, const char *name)
{
  g_return_if_fail (name != NULL);
  g_object_set_data_full (G_OBJECT (spin), NAME_KEY, g_strdup (name), g_free);
  wm_number_field_refuse_beyond (spin, named_refused_cb, NULL);
}

/* Whether the field's text says another number than its value: typed and
 * not yet applied (an empty text says nothing and is never applied). */
static gboolean
text_pending (GtkSpinButton *spin)
{
  double typed = 0;

  return read_text (spin, &typed) != TRUE
         || fabs (typed - gtk_spin_button_get_value (spin)) > 1e-9;
}

/* The number field that holds the keyboard focus of @root, or NULL. */
static GtkSpinButton *
focused_field (GtkRoot *root)
{
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *field = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;

  return field != NULL && g_object_get_data (G_OBJECT (field), TAMED_KEY) != NULL
             ? GTK_SPIN_BUTTON (field)
             : NULL;
}

gboolean
wm_number_field_focus_is_idle (GtkRoot *root)
{
  GtkSpinButton *spin = focused_field (root);

  return spin != NULL && !text_pending (spin);
}

gboolean
wm_number_field_take_back_typing (GtkRoot *root)
{
  GtkSpinButton *spin = focused_field (root);

  if (spin == NULL || !text_pending (spin))
    return FALSE;
  /* The same value again writes the field's text from it. */
  gtk_spin_button_set_value (spin, gtk_spin_button_get_value (spin));
  return TRUE;
}

/* Ctrl+Z and Ctrl+Shift+Z reach the field itself only while the window has
 * nothing to undo or redo (its shortcuts come first otherwise, and its
 * actions call wm_number_field_take_back_typing ()): typing is taken back
 * then too, rather than the keys doing nothing. */
static gboolean
field_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
              GdkModifierType state, gpointer user_data)
{
  GtkWidget *field = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();

  if ((keyval != GDK_KEY_z && keyval != GDK_KEY_Z)
      || (mods != GDK_CONTROL_MASK && mods != (GDK_CONTROL_MASK | GDK_SHIFT_MASK)))
    return GDK_EVENT_PROPAGATE;
  return wm_number_field_take_back_typing (gtk_widget_get_root (field)) ? GDK_EVENT_STOP
                                                                         : GDK_EVENT_PROPAGATE;
}

void
wm_number_field_tame (GtkSpinButton *spin)
{
  GtkEventController *scroll, *keys;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));
  g_return_if_fail (g_object_get_data (G_OBJECT (spin), TAMED_KEY) == NULL);
  g_object_set_data (G_OBJECT (spin), TAMED_KEY, GINT_TO_POINTER (TRUE));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (field_scroll_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (spin), scroll);

  /* The text's own history would answer Ctrl+Z before the window's
   * win.undo and undo the field's text, not the design. */
  gtk_editable_set_enable_undo (GTK_EDITABLE (spin), FALSE);
  g_signal_connect (spin, "input", G_CALLBACK (field_input_cb), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (field_key_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (spin), keys);
}

GtkWidget *
wm_number_field_new (double min, double max, double step)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);

  wm_number_field_tame (GTK_SPIN_BUTTON (spin));
  return spin;
}
