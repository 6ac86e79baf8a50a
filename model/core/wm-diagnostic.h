#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WM_SEVERITY_WARNING,
  WM_SEVERITY_ERROR
} WmSeverity;

/* One problem found in a file or a design. `code` is stable and documented in
 * the README; `where` names the element by its ids ("region r1 / side A /
 * space s4") so a tool can find it when the line is no longer valid. */
typedef struct
{
  WmSeverity severity;
  char *code;
  char *message;
  char *file; /* may be NULL */
  int line;   /* 0 when unknown */
  char *where;/* may be NULL */
  /* May be NULL: what backs the message up but does not belong in its
   * sentence, e.g. the arrangement spec of the first board an
   * arrangement-* problem fails on. The CLI writes it in brackets at the
   * end of the line, the Validation page as the row's tooltip. */
  char *detail;
  /* A warning the variant accepts (wm-accepted.h), moved out of the
   * counted list by wm_accepted_split (), with the designer's note (may be
   * NULL). Written "accepted" where the severity goes, "accepted": true
   * and "note" in JSON. */
  gboolean accepted;
  char *note;
  /* 0 when unknown, else the column of line (in characters, from 1): a
   * place in a JSON file, written "FILE:LINE:COLUMN:" as compilers do. */
  int column;
} WmDiagnostic;

typedef struct _WmDiagnostics WmDiagnostics;

WmDiagnostics *wm_diagnostics_new (const char *file);
void wm_diagnostics_free (WmDiagnostics *diags);
const char *wm_diagnostics_get_file (const WmDiagnostics *diags);
void wm_diagnostics_add (WmDiagnostics *diags, WmSeverity severity, int line,
                         const char *where, const char *code,
                         const char *format, ...) G_GNUC_PRINTF (6, 7);
/* Gives the diagnostic added last its detail (a copy). */
void wm_diagnostics_set_detail (WmDiagnostics *diags, const char *detail);
/* Adds a copy of @diag, detail and acceptance included, in @diags' file. */
void wm_diagnostics_add_copy (WmDiagnostics *diags, const WmDiagnostic *diag);
/* Moves the diagnostic at @index of @from to the end of @to, as it is
 * (its file included); those after it in @from move up one. */
void wm_diagnostics_move (WmDiagnostics *from, guint index, WmDiagnostics *to);
guint wm_diagnostics_count (const WmDiagnostics *diags);
const WmDiagnostic *wm_diagnostics_get (const WmDiagnostics *diags, guint index);
guint wm_diagnostics_count_errors (const WmDiagnostics *diags);
gboolean wm_diagnostics_has_code (const WmDiagnostics *diags, const char *code);
/* The order in which every list of problems is read, the Validation
 * page's and the command line's alike: the errors before the warnings (the
 * errors stop Playtest and Simulation); among the errors, the reference
 * errors (ref-unknown, id-duplicate) first, as they are causes whose
 * consequences other errors may be; then by line. Equal ones keep the
 * order they were found in. */
void wm_diagnostics_sort (WmDiagnostics *diags);
/* "FILE:LINE: error: message [code]"; "FILE: error: …" without a line;
 * without " [code]" when @diag has none (a game log's problems);
 * "accepted" for "warning" when the variant accepts it. One line always:
 * control characters of the message (a line break in a name it quotes)
 * are escaped as wm_diagnostic_escape_controls() does. */
/* @text with its control characters written as escapes, so that it stays
 * on one line: "\n", "\r", "\t", others (C0, DEL, C1 such as U+0085, the
 * line and paragraph separators U+2028 and U+2029) as "\u0085". Read byte
 * by byte: text that is not UTF-8 passes as it is. */
char *wm_diagnostic_escape_controls (const char *text);
char *wm_diagnostic_format (const WmDiagnostic *diag);
/* For people rather than tools, in the user's language: "Error, line 30:
 * message [code]", "Error: message [code]" without a line; no file, which
 * the window around it names (the dialog that says why a file could not
 * be opened). */
char *wm_diagnostic_format_for_display (const WmDiagnostic *diag);
char *wm_diagnostic_message_as_sentence (const WmDiagnostic *diag);
/* @where ("deck events / card E01") with its element words in the user's
 * language ("Stapel events / Karte E01"), the ids as they are. */
char *wm_diagnostic_where_for_display (const char *where);
/* Whether @message, in any language (its quotes “…”, „…“, «…» differ),
 * names @id as a whole word: "de" in „de“ but not in "der". */
gboolean wm_diagnostic_message_names (const char *message, const char *id);
/* The first of @languages (ids, NULL-terminated) that @message names:
 * by its id in quotes („it“) or by its name in a sentence ("in Italian",
 * wm_locale_language_in_sentence ()); NULL for none. Not by a bare id: an
 * English message says "it" in "so it prints", which is no language. */
const char *wm_diagnostic_message_language (const char *message, char **languages);
/* A JSON array of objects with file, line, severity, code, message, where,
 * and detail when there is one. */
char *wm_diagnostics_to_json (const WmDiagnostics *diags);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmDiagnostics, wm_diagnostics_free)

G_END_DECLS
