#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _WmExtras WmExtras;

/* One translation of a text a player reads. */
typedef struct
{
  char *lang;
  char *text;
  int line;          /* source line, 0 when not loaded from a file */
  WmExtras *extras;  /* comments and foreign content kept across save */
} WmTextEntry;

/* A text in several languages, in the order they were given. */
typedef struct
{
  GPtrArray *entries; /* of WmTextEntry, owned */
} WmText;

void wm_text_init (WmText *text);
void wm_text_clear (WmText *text);
/* Sets the text for @lang, replacing an existing one. */
void wm_text_set (WmText *text, const char *lang, const char *value);
/* Removes the text for @lang, if there is one; the others keep their order. */
void wm_text_remove (WmText *text, const char *lang);
/* Removes the texts in every language @languages (NULL-terminated) does
 * not list; the others keep their order. Returns how many went. */
guint wm_text_keep_languages (WmText *text, const char *const *languages);
/* The text in @lang, or NULL. */
const char *wm_text_get_exact (const WmText *text, const char *lang);
/* The text in @lang, else in @fallback_lang, else the first one, else "". */
const char *wm_text_get (const WmText *text, const char *lang, const char *fallback_lang);
gboolean wm_text_is_empty (const WmText *text);
gboolean wm_text_equal (const WmText *a, const WmText *b);
/* Whether names @a and @b are one name as a reader tells names apart:
 * case, Unicode normal form and the spaces round them aside. A missing or
 * empty name is nobody's namesake. The one test behind the validator's
 * "two X share a name" checks and the Playtest's telling cards apart. */
gboolean wm_text_same_name (const char *a, const char *b);
/* @name as wm_text_same_name () compares it (two names are the same when
 * their keys are equal), NULL for a missing or empty one: a key to look
 * names up by when there are many. */
char *wm_text_name_key (const char *name);

/* The first control of the writing direction in @text (an embedding,
 * override or isolate, U+202A–U+202E, U+2066–U+2069), or 0: what turns
 * the letters after it around. */
gunichar wm_text_bidi_control (const char *text);
/* @text between FSI and PDI (U+2068 … U+2069) when it holds a
 * right-to-left letter or a direction control, else a copy: a name put
 * into one of the program's sentences cannot turn the sentence's own words
 * around (an override stops at the PDI), and its direction is its own. A
 * left-to-right mark goes first: the program's sentences read left to
 * right in every language it speaks, and one that starts with the name
 * would otherwise take the name's direction (pango looks into isolates). */
char *wm_text_isolate (const char *text);

G_END_DECLS
