#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A text marked as possibly behind another language's change (see
 * wm_document_text_edited ()): the language changed and what that
 * language's text said before the change. Undoing the change brings the
 * text back to @baseline, and the mark no longer shows.
 *
 * With @following, no mark: the text is being written after the others
 * (filled in where there was none, or catching up), and until another
 * language of the same text is edited, its further edits are the same
 * writing, not changes the others fell behind. */
typedef struct
{
  char *edited_lang;
  char *baseline;
  gboolean following;
} WmTextMark;

/* A mark (copies of @edited_lang and @baseline, either may be NULL). */
WmTextMark *wm_text_mark_new (const char *edited_lang, const char *baseline, gboolean following);

/* "KEY\nLANG" → WmTextMark. */
GHashTable *wm_text_marks_new (void);
GHashTable *wm_text_marks_copy (GHashTable *marks);
char *wm_text_marks_key (const char *key, const char *lang);

/* The marks are kept beside a saved file on this computer, not in it (the
 * file format has no place for them, and they are one designer's
 * reminders): a keyfile in the user's data folder named after @file,
 * holding the checksum of the file they belong to. Writes @marks for
 * @file as saved with @checksum, or removes the kept ones when there are
 * none to keep (a text being written marks nothing). */
gboolean wm_text_marks_keep (GFile *file, const char *checksum, GHashTable *marks,
                             GError **error);
/* The marks kept for @file, when they were kept for the file as it is now
 * (@checksum): a file another program changed since may no longer hold
 * the texts they are about. An empty table when there are none. */
GHashTable *wm_text_marks_kept (GFile *file, const char *checksum);

G_END_DECLS
