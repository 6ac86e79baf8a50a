#pragma once

/* The rules notes (resources/rules-notes*.md) read for the Rules Notes
 * window: the little Markdown they are written in, parsed into blocks, and
 * inline text turned into Pango markup or plain text. GLib only, so that
 * the tests that keep the translations in step need no display.
 *
 * Blocks: ATX headings ("## Movement"), paragraphs, tables with a
 * separator row ("| --- |"). Inline: `code`, *emphasis*, **strong** and
 * backslash escapes. Anything else (lists, quotes, fenced code, a table
 * without its separator, links) is kept as it is written: a block of
 * plain text, or literal characters, never dropped. */

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WM_NOTES_HEADING,   /* text, level */
  WM_NOTES_PARAGRAPH, /* text: its lines joined by spaces */
  WM_NOTES_TABLE,     /* cells: a table's header row */
  WM_NOTES_ROW,       /* cells: a row of the table before it */
  WM_NOTES_PLAIN,     /* text: lines the parser does not know, as written */
} WmNotesBlockKind;

typedef struct
{
  WmNotesBlockKind kind;
  int level; /* a heading's: 1 for "#" … 6 */
  int line;  /* where the block starts in the file, from 1 */
  char *text;
  char **cells; /* inline Markdown of each cell, trimmed */
} WmNotesBlock;

/* The blocks of @markdown in their order (WmNotesBlock, freed with the
 * array). */
GPtrArray *wm_rules_notes_parse (const char *markdown);

/* @text (inline Markdown) as Pango markup: `code` in <tt>, *emphasis* in
 * <i>, **strong** in <b>, everything else escaped. */
char *wm_rules_notes_markup (const char *text);
/* @text without its inline markers, as a reader sees it: what a search
 * looks in. */
char *wm_rules_notes_plain (const char *text);
/* The `code` spans of @text, in order (freed with the array). */
GPtrArray *wm_rules_notes_code_spans (const char *text);

/* Which of @available (language codes that have notes, "en" among them)
 * the user interface of @names (as g_get_language_names () lists them,
 * "de_DE.UTF-8", "de", "C") reads: the first name whose language has
 * notes; English from "C" or "POSIX" on, and when none has. */
const char *wm_rules_notes_pick_language (const char *const *names, const char *const *available);

G_END_DECLS
