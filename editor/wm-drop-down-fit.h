/* Drop-downs whose button fits a narrow form while their list shows every
 * item whole. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* How the chosen item fits on the drop-down's button. */
typedef enum
{
  WM_DROP_DOWN_WHOLE,
  /* cut short with an ellipsis where the button is narrow */
  WM_DROP_DOWN_ELLIPSIZED,
  /* cut short too, and never wider than about 16 characters, so that a
   * row's title beside it gets its words */
  WM_DROP_DOWN_SHORT,
  /* wrapped onto as many lines as it needs */
  WM_DROP_DOWN_WRAPPED,
  /* on two lines where one is too narrow, cut in its middle beyond */
  WM_DROP_DOWN_TWO_LINES,
} WmDropDownFit;

/* @dropdown (a GtkDropDown of GtkStringObjects), its button showing the
 * chosen item as @fit says and its list every item whole; returned. */
GtkWidget *wm_drop_down_fit (GtkWidget *dropdown, WmDropDownFit fit);

/* Turns on @dropdown's search, its search entry saying @placeholder
 * (translated: "Search events") instead of GTK's untranslated "Search…",
 * matching anywhere in an item and taking what is typed in the open list.
 * Called after the drop-down's expression is set (setting one anew makes
 * GTK's prefix search again). */
void wm_drop_down_enable_search (GtkDropDown *dropdown, const char *placeholder);

G_END_DECLS
