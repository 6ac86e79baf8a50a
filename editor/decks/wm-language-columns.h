#pragma once

/* Lays a widget's children (a card's texts in one language each) side by
 * side in columns of even width where the width gives each column room for
 * a comfortably wide field, and one under another, the whole width, where
 * it does not: the designer compares the languages side by side on a wide
 * screen and still has lines of several words on a laptop. Which of the two
 * depends on the width alone, so that measuring and allocating agree (no
 * allocation changes what was measured). Give it to a container with
 * gtk_widget_set_layout_manager (). */

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WM_TYPE_LANGUAGE_COLUMNS (wm_language_columns_get_type ())
G_DECLARE_FINAL_TYPE (WmLanguageColumns, wm_language_columns, WM, LANGUAGE_COLUMNS,
                      GtkLayoutManager)

/* @spacing between columns side by side, @line_spacing between languages
 * one under another. The children go side by side where each column is at
 * least @field_width wide (and no narrower than any child's minimum) beside
 * the labels given to wm_language_columns_set_labels (). */
GtkLayoutManager *wm_language_columns_new (int spacing, int line_spacing, int field_width);
/* Each column keeps room for its fields' labels, @labels (a size group of
 * every column's, so that they are as wide as the widest) and @room more
 * (the spacing beside them) on top of the field's width. NULL keeps none. */
void wm_language_columns_set_labels (WmLanguageColumns *self, GtkSizeGroup *labels, int room);
/* A box for the forms' languages, one child each, laid out so: side by
 * side where each column keeps 250 px for its fields beside @labels (three
 * words a line were too few to read a card's text, review 20), 18 px apart;
 * else 6 px apart one under another. */
GtkWidget *wm_language_columns_box_new (GtkSizeGroup *labels);

G_END_DECLS
