#pragma once

/* The editor's message dialogs set up in one place: a question with two
 * answers, and a notice with only Close. The answers keep their ids, which
 * the response callbacks and the GUI tests go by. */

#include <adwaita.h>

G_BEGIN_DECLS

/* Adds the two answers of a question to @dialog: @keep_id (@keep_label)
 * leaves things as they are and is what Escape or closing the dialog
 * answers; @go_id (@go_label) does what the heading asks, in @appearance.
 * Enter answers @go_id when it is ADW_RESPONSE_SUGGESTED; a destructive
 * answer is never the default, it takes a deliberate click. */
void wm_message_dialog_add_choice (AdwMessageDialog *dialog, const char *keep_id,
                                   const char *keep_label, const char *go_id,
                                   const char *go_label, AdwResponseAppearance appearance);
/* Shows @heading and @body, with @details beneath them (or NULL), over
 * the window @over is in (alone when it is in none), until Close; returns
 * the dialog shown. */
GtkWidget *wm_message_dialog_tell (GtkWidget *over, const char *heading, const char *body,
                                   GtkWidget *details);

G_END_DECLS
