#pragma once

/* The note under a card's or an ability's text in one language after the
 * same text was changed in another: "Changed in English — check", with a
 * button that confirms this language's text still says the same. The
 * marks are the document's (wm_document_text_edited()). */

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

/* The note keeps its line whether shown or not, so that the fields under
 * it never move when it appears. */
GtkWidget *wm_outdated_note_new (void);
gboolean wm_outdated_note_is_shown (GtkWidget *note);
/* What the note says, or NULL when it is not shown. */
const char *wm_outdated_note_get_message (GtkWidget *note);
/* Shows @note when @doc marks the @lang text of @key ("card A52:text",
 * whose texts are @text) and that text is not empty (an empty text is
 * flagged as missing instead); hides it otherwise. */
void wm_outdated_note_update (GtkWidget *note, WmDocument *doc, const char *key,
                              const WmText *text, const char *lang);

G_END_DECLS
