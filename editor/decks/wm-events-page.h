#pragma once

/* The Events & abilities section: every event card, every quest's task and
 * every character's abilities in a list, with a button for a new event; the
 * chosen one's effects as forms generated from the registry
 * (wm-effect-editor.h), and what the design validator says about it after
 * each change. */

#include <gtk/gtk.h>

#include "wm-deck-edits.h"
#include "wm-effect-editor.h"

G_BEGIN_DECLS

#define WM_TYPE_EVENTS_PAGE (wm_events_page_get_type ())
G_DECLARE_FINAL_TYPE (WmEventsPage, wm_events_page, WM, EVENTS_PAGE, GtkWidget)

GtkWidget *wm_events_page_new (void);
void wm_events_page_set_document (WmEventsPage *self, WmDocument *document);
/* Shows the list @kind of @id (a card or a character). */
void wm_events_page_show (WmEventsPage *self, WmEffectListKind kind, const char *id);
/* wm_events_page_show (), then the keyboard, once laid out, in the
 * control of the parameter a diagnostic's @message is about
 * (wm_effect_editor_find_problem ()), else in the effects' first control;
 * scrolled into view. Returns that widget. */
GtkWidget *wm_events_page_reveal (WmEventsPage *self, WmEffectListKind kind, const char *id,
                                  const char *message);
/* Whether the list @kind of @id is the one shown. */
gboolean wm_events_page_shows (WmEventsPage *self, WmEffectListKind kind, const char *id);
WmEffectEditor *wm_events_page_get_editor (WmEventsPage *self);
/* The New Event button under the list (insensitive without an event deck). */
/* The link to the shown card's name and text on the Decks page (or the
 * character's on the Characters page). */
GtkWidget *wm_events_page_get_texts_link (WmEventsPage *self);
GtkWidget *wm_events_page_get_new_event_widget (WmEventsPage *self);
/* The validator's errors and warnings about the shown card or character. */
guint wm_events_page_count_problems (WmEventsPage *self);
/* The box of the verdict's lines (labels), as counted there. */
GtkWidget *wm_events_page_get_verdict (WmEventsPage *self);

G_END_DECLS
