#pragma once

/* A drop-down of a GtkStringList whose items each stand for a value the
 * file stores (a town's id, a choice's word; "" for a default or none),
 * that shows a value standing for none of them as an item of its own,
 * "(missing: nowhere)", or "(none chosen)" for no value where no item
 * stands for none: the card form's targets and character, the parameters
 * of effects and tasks, a character's start town, movement deck and
 * personal quest. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives @dropdown the values of its items, one each, in order (owned). */
void wm_value_drop_down_set_values (GtkWidget *dropdown, GStrv values);
/* The value of the item selected, or NULL when none is. */
const char *wm_value_drop_down_get_value (GtkWidget *dropdown);
/* Selects the item of @value (NULL: the item of ""). A value no item
 * stands for gets a first item, "(missing: @value)" ("(none chosen)" for
 * NULL or ""), selected, taken away again once another value is selected
 * by this call. */
void wm_value_drop_down_select (GtkWidget *dropdown, const char *value);

G_END_DECLS
