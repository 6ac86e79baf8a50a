#pragma once

/* The printed card, live: drawn by the render library (editor/render) at
 * the size of the widget, with a line per language saying whether the text
 * fits its box or overflows. */

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_CARD_PREVIEW (wm_card_preview_get_type ())
G_DECLARE_FINAL_TYPE (WmCardPreview, wm_card_preview, WM, CARD_PREVIEW, GtkWidget)

/* @shown_key: the boolean settings key that keeps whether the card is
 * shown or folded away (NULL: not kept), one per page. */
GtkWidget *wm_card_preview_new (const char *shown_key);
/* Shows @card_id (NULL: nothing) in @lang (NULL: the first language). */
void wm_card_preview_set_card (WmCardPreview *self, WmDocument *doc, const char *card_id,
                               const char *lang);
/* Shows the card of the character @character_id (NULL: nothing) in @lang:
 * the Characters page's preview. */
void wm_card_preview_set_character (WmCardPreview *self, WmDocument *doc,
                                    const char *character_id, const char *lang);
/* Re-reads the card (the page calls this on ::changed). */
void wm_card_preview_refresh (WmCardPreview *self);
/* The fitting per language as shown, e.g. "en: fits at 8.5 pt". */
const char *wm_card_preview_get_summary (WmCardPreview *self);
/* TRUE when the text overflows in some language. */
gboolean wm_card_preview_get_overflow (WmCardPreview *self);
/* The lines of what the card drawn marks cut (red corners) in the
 * language it is drawn in, its tooltip; NULL when nothing is. */
const char *wm_card_preview_get_marked (WmCardPreview *self);
/* How many times the card was drawn (tests check that edits redraw it). */
guint wm_card_preview_get_draw_count (WmCardPreview *self);

G_END_DECLS
