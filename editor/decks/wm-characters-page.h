#pragma once

/* The Characters section: for each character its name and ability text in
 * every language, colour, start town, movement deck, personal quest, the
 * board of quest slots, the weapon track and the abilities (effects, as in
 * Events & abilities). Every change is an undoable document edit. */

#include <gtk/gtk.h>

#include "wm-document.h"

G_BEGIN_DECLS

#define WM_TYPE_CHARACTERS_PAGE (wm_characters_page_get_type ())
G_DECLARE_FINAL_TYPE (WmCharactersPage, wm_characters_page, WM, CHARACTERS_PAGE, GtkWidget)

GtkWidget *wm_characters_page_new (void);
void wm_characters_page_set_document (WmCharactersPage *self, WmDocument *document);
void wm_characters_page_show (WmCharactersPage *self, const char *character_id);
const char *wm_characters_page_get_character (WmCharactersPage *self);
/* Commits a name or ability text typed and still waiting for the pause
 * (before a save, an undo, the window closing). */
void wm_characters_page_commit_pending (WmCharactersPage *self);
/* Why the last Add or Remove (actions characters.add and
 * characters.remove) was refused, as the page shows it under the list;
 * NULL once something else happened. */
const char *wm_characters_page_get_message (WmCharactersPage *self);
/* Shows character @character_id and goes to the field a diagnostic (its
 * @code and @message) is about: the name or ability text in the language
 * it names, the start town, movement deck or personal quest, the quest
 * slots or the weapon track (the button adding one where there are too
 * few), an ability's parameter naming what the variant lacks; scrolled into view and
 * focused once laid out. When the diagnostic names none the form shows
 * from its top and the keyboard goes to the character's row in the list.
 * Returns the widget focused, or NULL when there is no such character. */
GtkWidget *wm_characters_page_reveal (WmCharactersPage *self, const char *character_id,
                                      const char *code, const char *message);
/* The character's card under the list (a WmCardPreview). */
GtkWidget *wm_characters_page_get_preview (WmCharactersPage *self);
/* The editor of @what ("title", "color", "start-town", "movement-deck",
 * "personal-quest", "name:LANG", "text:LANG", "slot.N", "weapon.N",
 * "abilities"), for tests. */
GtkWidget *wm_characters_page_get_editor (WmCharactersPage *self, const char *what);

G_END_DECLS
