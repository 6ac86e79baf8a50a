#pragma once

/* The effects of an event card or a character's abilities, or a quest's
 * task, as forms generated from the registry (wm-registry.h): a choice is a
 * drop-down, a number in a range a spin button, path types and word lists
 * check buttons, a flag a switch, a town a drop-down of the variant's
 * towns; with the type's help text and the scope. Every change is a
 * document edit (wm-deck-edits.h). */

#include <gtk/gtk.h>

#include "wm-deck-edits.h"

G_BEGIN_DECLS

#define WM_TYPE_EFFECT_EDITOR (wm_effect_editor_get_type ())
G_DECLARE_FINAL_TYPE (WmEffectEditor, wm_effect_editor, WM, EFFECT_EDITOR, GtkWidget)

GtkWidget *wm_effect_editor_new (void);
/* Edits the list @kind of @id (NULL: nothing). */
void wm_effect_editor_set_list (WmEffectEditor *self, WmDocument *doc, WmEffectListKind kind,
                                const char *id);
/* Re-reads the document (the page calls this on ::changed). */
void wm_effect_editor_refresh (WmEffectEditor *self);
/* Parameters shown as wrong or missing (0 when the list is valid). */
guint wm_effect_editor_count_problems (WmEffectEditor *self);
/* The widget editing parameter @name of entry @index, for tests: a
 * GtkDropDown, GtkSpinButton, GtkSwitch or a GtkBox of GtkCheckButtons. */
GtkWidget *wm_effect_editor_get_param_widget (WmEffectEditor *self, guint index,
                                              const char *name);
/* The control of the parameter a diagnostic's @message is about
 * ("parameter “via” of “extra-move”: “x” is not a path type of this variant"): the first
 * parameter of the list that is wrong or names what the variant lacks,
 * of a type and name @message names where one does; NULL when none is. */
GtkWidget *wm_effect_editor_find_problem (WmEffectEditor *self, const char *message);
/* The drop-down choosing the type of entry @index, and the one choosing
 * the type of a new entry. */
GtkWidget *wm_effect_editor_get_type_widget (WmEffectEditor *self, guint index);
GtkWidget *wm_effect_editor_get_add_widget (WmEffectEditor *self);
/* The When drop-down of effect @index, or NULL (a quest's task has none). */
GtkWidget *wm_effect_editor_get_scope_widget (WmEffectEditor *self, guint index);

G_END_DECLS
