#pragma once

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

/* What the variant holds, at a glance: title, languages, rules, map,
 * characters and decks (the GUI's `waymark-cli info`). */
#define WM_TYPE_OVERVIEW_PAGE (wm_overview_page_get_type ())
G_DECLARE_FINAL_TYPE (WmOverviewPage, wm_overview_page, WM, OVERVIEW_PAGE, GtkWidget)

GtkWidget *wm_overview_page_new (void);
void wm_overview_page_set_document (WmOverviewPage *self, WmDocument *document);
/* Moves the keyboard to the Variant group's row a diagnostic's @where
 * names ("info / identifier", "info / title de", "info / description it",
 * "info / authors"), its text's end, nothing selected; returns that row,
 * or NULL when @where names none (just "info") or it is not there. */
GtkWidget *wm_overview_page_reveal (WmOverviewPage *self, const char *where);

G_END_DECLS
