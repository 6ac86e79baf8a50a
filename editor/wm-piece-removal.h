#pragma once

/* The Rules page's question before a town or weapon type that is still
 * used goes: "Remove “Brindle” and Its 7 Uses?", listing what happens to
 * each use (wm-piece-uses.h), with a choice of the town the uses go to.
 * Remove makes it one undo step; Cancel changes nothing. */

#include <adwaita.h>

#include "wm-document.h"
#include "wm-piece-uses.h"

G_BEGIN_DECLS

/* Presents the question over @from's window and returns TRUE when @kind's
 * piece @id is used and can go with its uses; FALSE when nothing uses it
 * or its kind keeps the refusal (path types): the caller removes it as
 * before (wm_piece_edit_remove()). */
gboolean wm_piece_removal_ask (GtkWidget *from, WmDocument *document, WmPieceKind kind,
                               const char *id);
/* The dialog's list of uses (for tests), or NULL. */
GtkWidget *wm_piece_removal_get_list (GtkWidget *dialog);
/* Selects @town as the one the uses go to (for tests). */
void wm_piece_removal_set_replacement (GtkWidget *dialog, const char *town);

/* A question whose response @confirm (a destructive button, @confirm_label)
 * removes something, next to Cancel, over @from's window: @top (may be
 * NULL) above a bulleted list of sentences that scrolls when long, as the
 * Map page's question before a region goes with its quests has it too.
 * @list receives the list's label, for wm_removal_list_set(). Connect to
 * ::response, then present it. */
GtkWidget *wm_removal_dialog_new (GtkWidget *from, const char *heading, const char *body,
                                  const char *confirm, const char *confirm_label, GtkWidget *top,
                                  GtkWidget **list);
void wm_removal_list_set (GtkWidget *label, GPtrArray *lines);

G_END_DECLS
