#pragma once

#include <gtk/gtk.h>

#include "wm-diagnostic.h"
#include "wm-document.h"

G_BEGIN_DECLS

/* The problems of the design, refreshed after each edit, whether the page
 * is shown or not; ::counted follows each check. Activating a row
 * emits ::section-requested with the name of the section that edits the
 * element the diagnostic names, then ::diagnostic-activated with the
 * diagnostic's `where`, message and code. */
#define WM_TYPE_VALIDATION_PAGE (wm_validation_page_get_type ())
G_DECLARE_FINAL_TYPE (WmValidationPage, wm_validation_page, WM, VALIDATION_PAGE, GtkWidget)

GtkWidget *wm_validation_page_new (void);
void wm_validation_page_set_document (WmValidationPage *self, WmDocument *document);
/* Checks now instead of after the short delay that follows an edit. */
void wm_validation_page_refresh (WmValidationPage *self);
/* The problems listed, without the warnings the variant accepts. */
guint wm_validation_page_get_n_problems (WmValidationPage *self);
/* Of those, the errors (the rest are warnings). */
guint wm_validation_page_get_n_errors (WmValidationPage *self);
/* The accepted warnings, in the page's collapsed "Accepted (N)" group. */
guint wm_validation_page_get_n_accepted (WmValidationPage *self);
/* The toast's sentence on opening (or reading again) @document: the
 * errors the page lists, and the loader's warnings about how its file is
 * written, which saving rewrites; NULL when there is neither. */
char *wm_validation_opened_message (WmDocument *document);
/* The section that edits what @diag is about ("rules", "map", …). */
const char *wm_validation_section_for (const WmDiagnostic *diag);
/* A diagnostic's element ("deck events / card E03") as the page's rows
 * show it: in the UI's language, each element by its name in @variant
 * (wm_where_named ()), "deck “Events” (events) / card “Storm” (E03)";
 * without @variant, by its ids. NULL without one. */
char *wm_validation_where_for_display (const WmVariant *variant, const char *where);
/* Every problem of @variant: the design validator (model/check), which
 * includes the loader's structure checks. */
WmDiagnostics *wm_validation_check (WmVariant *variant);

G_END_DECLS
