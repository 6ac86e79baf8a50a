#pragma once

/* A multiple selection (GtkMultiSelection underneath) that tells the
 * designer's choices from the program's: the list widgets select through
 * select_item(), select_range() and their kin, with unselect_rest FALSE
 * when Ctrl is held, while the program sets the selection whole
 * (gtk_selection_model_set_selection()). After each of the designer's
 * changes it emits ::chosen (gboolean keeps_rest: TRUE when the change
 * added to or took from the selection, FALSE when it replaced it, as a
 * click or an arrow key without Ctrl does). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WM_TYPE_CHOICE_SELECTION (wm_choice_selection_get_type ())
G_DECLARE_FINAL_TYPE (WmChoiceSelection, wm_choice_selection, WM, CHOICE_SELECTION, GObject)

/* Takes @model. */
WmChoiceSelection *wm_choice_selection_new (GListModel *model);

G_END_DECLS
