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

G_END_DECLS
