#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The key of @ids (a table keyed by strings) that @word most likely
 * misspells, for a "did you mean" hint: the one nearest by edit distance
 * (a letter left out, added, changed or two swapped; case ignored), when
 * it is near enough for a slip (at most 2 edits, and at most a third of
 * the word's letters, so none for a word under three letters) and no
 * other key is as near. NULL when there is none, or when @word is a key
 * itself. Borrowed from @ids. */
const char *wm_spelling_nearest (GHashTable *ids, const char *word);

G_END_DECLS
