#pragma once

/* The cards of one deck as a table (GtkColumnView): a column per field of
 * the deck's card kind (wm_registry_card_kind), sortable by clicking a
 * header, with a search and a filter, and several rows selectable.
 * ::selection-changed follows every change of the selection,
 * ::selection-chosen (gboolean keeps_rest) the designer's (see
 * wm-choice-selection.h). */

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

typedef enum
{
  WM_CARD_FILTER_ALL,
  WM_CARD_FILTER_MISSING_TRANSLATION,
  WM_CARD_FILTER_OVERFLOW,
} WmCardFilter;

#define WM_TYPE_CARD_TABLE (wm_card_table_get_type ())
G_DECLARE_FINAL_TYPE (WmCardTable, wm_card_table, WM, CARD_TABLE, GtkWidget)

GtkWidget *wm_card_table_new (void);
/* Shows @deck_id of @doc (NULL: nothing) and follows the document. */
void wm_card_table_set_deck (WmCardTable *self, WmDocument *doc, const char *deck_id);
/* Texts are shown in @lang. */
void wm_card_table_set_language (WmCardTable *self, const char *lang);
void wm_card_table_set_search (WmCardTable *self, const char *text);
void wm_card_table_set_filter (WmCardTable *self, WmCardFilter filter);
/* Re-reads the document (the page calls this on ::changed). */
void wm_card_table_refresh (WmCardTable *self);
/* Ids of the selected cards in deck order, NULL-terminated (never NULL). */
GStrv wm_card_table_get_selected (WmCardTable *self);
void wm_card_table_select (WmCardTable *self, const char *const *ids);
/* Rows shown after search and filter. */
guint wm_card_table_get_n_shown (WmCardTable *self);
GtkColumnView *wm_card_table_get_view (WmCardTable *self);

G_END_DECLS
