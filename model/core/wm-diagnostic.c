#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-diagnostic.h"
#include "wm-locale.h"
#include "wm-text.h"

struct _WmDiagnostics
{
  char *file;
  GPtrArray *items; /* of WmDiagnostic */
};

static void
diagnostic_free (WmDiagnostic *diag)
{
  g_free (diag->code);
  g_free (diag->message);
  g_free (diag->file);
  g_free (diag->where);
  g_free (diag->detail);
  g_free (diag->note);
  g_free (diag);
}

WmDiagnostics *
wm_diagnostics_new (const char *file)
{
  WmDiagnostics *diags = g_new0 (WmDiagnostics, 1);

  diags->file = g_strdup (file);
  diags->items = g_ptr_array_new_with_free_func ((GDestroyNotify) diagnostic_free);
  return diags;
}

void
wm_diagnostics_free (WmDiagnostics *diags)
{
  if (diags == NULL)
    return;
  g_free (diags->file);
  g_ptr_array_unref (diags->items);
  g_free (diags);
}

const char *
wm_diagnostics_get_file (const WmDiagnostics *diags)
{
  return diags->file;
}

/* The closing quote of an opening one, or 0. */
static gunichar
closing_quote (gunichar open)
{
  switch (open)
    {
    case 0x201C: /* “ */
      return 0x201D;
    case 0x201E: /* „ */
      return 0x201C;
    case 0x00AB: /* « */
      return 0x00BB;
    case 0x2018: /* ‘ */
      return 0x2019;
    default:
      return 0;
    }
}

/* @sentence with every quoted run (“…”, „…“, «…», ‘…’) isolated as
 * wm_text_isolate () does: the messages put names in quotes. A copy when
 * there is nothing to isolate. */
static char *
isolate_quoted (const char *sentence)
{
  GString *out = g_string_new (NULL);
  const char *p = sentence ? sentence : "";

  while (*p != '\0')
    {
      gunichar close = closing_quote (g_utf8_get_char (p));
      const char *start = g_utf8_next_char (p), *end;

      g_string_append_len (out, p, start - p);
      if (close == 0 || (end = g_utf8_strchr (start, -1, close)) == NULL)
        {
          p = start;
          continue;
        }
      {
        g_autofree char *inner = g_strndup (start, end - start);
        g_autofree char *isolated = wm_text_isolate (inner);
        g_string_append (out, isolated);
      }
      p = end;
    }
  return g_string_free (out, FALSE);
}

void
wm_diagnostics_add (WmDiagnostics *diags, WmSeverity severity, int line,
                    const char *where, const char *code, const char *format, ...)
{
  WmDiagnostic *diag;
  g_autofree char *formatted = NULL;
  va_list args;

  g_return_if_fail (diags != NULL);
  g_return_if_fail (code != NULL);

  diag = g_new0 (WmDiagnostic, 1);
  diag->severity = severity;
  diag->code = g_strdup (code);
  diag->file = g_strdup (diags->file);
  diag->line = line;
  diag->where = g_strdup (where);
  va_start (args, format);
  formatted = g_strdup_vprintf (format, args);
  va_end (args);
  /* a quoted name holding a right-to-left override turns no more than
   * itself around, in the terminal as on the Validation page */
  diag->message = isolate_quoted (formatted);
  g_ptr_array_add (diags->items, diag);
}

void
wm_diagnostics_set_detail (WmDiagnostics *diags, const char *detail)
{
  WmDiagnostic *last;

  g_return_if_fail (diags != NULL && diags->items->len > 0);
  last = g_ptr_array_index (diags->items, diags->items->len - 1);
  g_free (last->detail);
  last->detail = g_strdup (detail);
}

void
wm_diagnostics_add_copy (WmDiagnostics *diags, const WmDiagnostic *diag)
{
  g_return_if_fail (diags != NULL && diag != NULL);
  wm_diagnostics_add (diags, diag->severity, diag->line, diag->where, diag->code, "%s",
                      diag->message);
  if (diag->detail != NULL)
    wm_diagnostics_set_detail (diags, diag->detail);
  if (diag->accepted)
    {
      WmDiagnostic *copy = g_ptr_array_index (diags->items, diags->items->len - 1);
      copy->accepted = TRUE;
      copy->note = g_strdup (diag->note);
    }
}

void
wm_diagnostics_move (WmDiagnostics *from, guint index, WmDiagnostics *to)
{
  g_return_if_fail (from != NULL && to != NULL && index < from->items->len);
  g_ptr_array_add (to->items, g_ptr_array_steal_index (from->items, index));
}

guint
wm_diagnostics_count (const WmDiagnostics *diags)
{
  return diags->items->len;
}

const WmDiagnostic *
wm_diagnostics_get (const WmDiagnostics *diags, guint index)
{
  g_return_val_if_fail (index < diags->items->len, NULL);
  return g_ptr_array_index (diags->items, index);
}

guint
wm_diagnostics_count_errors (const WmDiagnostics *diags)
{
  guint n = 0;

  for (guint i = 0; i < diags->items->len; i++)
    if (((WmDiagnostic *) g_ptr_array_index (diags->items, i))->severity == WM_SEVERITY_ERROR)
      n++;
  return n;
}

gboolean
wm_diagnostics_has_code (const WmDiagnostics *diags, const char *code)
{
  for (guint i = 0; i < diags->items->len; i++)
    if (g_strcmp0 (((WmDiagnostic *) g_ptr_array_index (diags->items, i))->code, code) == 0)
      return TRUE;
  return FALSE;
}

/* A reference error (an unknown or a duplicate id) is a cause whose
 * consequences the other checks may report too: a path to a space that
 * does not exist leaves the space it came from cut off. */
static gboolean
is_reference_error (const WmDiagnostic *diag)
{
  return diag->severity == WM_SEVERITY_ERROR
         && (g_strcmp0 (diag->code, "ref-unknown") == 0
             || g_strcmp0 (diag->code, "id-duplicate") == 0);
}

static int
compare_diagnostics (gconstpointer pa, gconstpointer pb)
{
  const WmDiagnostic *a = *(WmDiagnostic **) pa;
  const WmDiagnostic *b = *(WmDiagnostic **) pb;

  if (a->severity != b->severity)
    return (int) b->severity - (int) a->severity;
  if (is_reference_error (a) != is_reference_error (b))
    return is_reference_error (a) ? -1 : 1;
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  return 0;
}

void
wm_diagnostics_sort (WmDiagnostics *diags)
{
  /* g_ptr_array_sort is a stable merge sort, so equal keys keep their order. */
  g_ptr_array_sort (diags->items, compare_diagnostics);
}

/* The length of the control character at @p (1 to 3 bytes), 0 when there
 * is none; its code point in *c. */
static int
control_at (const guchar *p, gunichar *c)
{
  if (p[0] < 0x20 || p[0] == 0x7F)
    {
      *c = p[0];
      return 1;
    }
  if (p[0] == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F)
    {
      *c = p[1];
      return 2;
    }
  if (p[0] == 0xE2 && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9))
    {
      *c = 0x2000 + p[2] - 0x80;
      return 3;
    }
  return 0;
}

char *
wm_diagnostic_escape_controls (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));
  gunichar c;

  for (const guchar *p = (const guchar *) text; *p;)
    {
      int n = control_at (p, &c);
      if (n == 0)
        {
          g_string_append_c (out, (char) *p++);
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else
        g_string_append_printf (out, "\\u%04X", c);
      p += n;
    }
  return g_string_free (out, FALSE);
}

char *
wm_diagnostic_format (const WmDiagnostic *diag)
{
  const char *severity = diag->accepted                        ? "accepted"
                         : diag->severity == WM_SEVERITY_ERROR ? "error"
                                                               : "warning";
  const char *file = diag->file ? diag->file : "<input>";

  g_autofree char *code = diag->code ? g_strdup_printf (" [%s]", diag->code) : g_strdup ("");
  /* A problem matcher reads one line per problem: a name that holds a
   * line break ("Elms&#10;fake.waymark:1: error: …") printed a second
   * line that read as a problem of its own (review f). */
  g_autofree char *message = wm_diagnostic_escape_controls (diag->message);

  /* Without a line (a file that cannot be read, a problem of the whole
   * file) the line is left out, as GCC does, rather than written as 0:
   * editors' problem matchers read both forms. */
  if (diag->line <= 0)
    return g_strdup_printf ("%s: %s: %s%s", file, severity, message, code);
  if (diag->column > 0)
    return g_strdup_printf ("%s:%d:%d: %s: %s%s", file, diag->line, diag->column, severity,
                            message, code);
  return g_strdup_printf ("%s:%d: %s: %s%s", file, diag->line, severity, message, code);
}

char *
wm_diagnostic_format_for_display (const WmDiagnostic *diag)
{
  gboolean error = diag->severity == WM_SEVERITY_ERROR;
  g_autofree char *text = diag->code ? g_strdup_printf ("%s [%s]", diag->message, diag->code)
                                     : g_strdup (diag->message);

  /* Where it is, in the designer's words, as the command line says it: a
   * line number alone does not help one who does not read the XML. */
  if (diag->where != NULL && *diag->where != '\0')
    {
      g_autofree char *where = wm_diagnostic_where_for_display (diag->where);
      /* TRANSLATORS: where a problem is, after its code: "(in deck events
       * / card E01)", "(in rules)"; the element words are those of the
       * Validation page (context "where"), the ids stay as written. */
      g_autofree char *in = g_strdup_printf (_("(in %s)"), where);
      g_autofree char *bare = g_steal_pointer (&text);
      text = g_strdup_printf ("%s %s", bare, in);
    }
  if (diag->line <= 0)
    return g_strdup_printf (error ? _("Error: %s") : _("Warning: %s"), text);
  /* Translators: a problem of a file, e.g. "Error, line 30: the XML is not
   * well-formed … [xml-malformed]"; the line is that of the file. */
  return g_strdup_printf (error ? _("Error, line %d: %s") : _("Warning, line %d: %s"), diag->line,
                          text);
}

/* The words that name elements in a diagnostic's where ("deck D / card
 * C"), in the UI's language: the Validation page's subtitles and the
 * command line's "(in deck D / card C)" say them alike. The where itself
 * stays as the model wrote it: the window reads the ids out of it, and
 * JSON gives it as it is. */
static const struct
{
  const char *word;
  const char *title;
} where_words[] = {
  { "region", NC_ ("where", "region") },
  { "side", NC_ ("where", "side") },
  { "deck", NC_ ("where", "deck") },
  { "card", NC_ ("where", "card") },
  { "character", NC_ ("where", "character") },
  { "town", NC_ ("where", "town") },
  { "board", NC_ ("where", "board") },
  { "rules", NC_ ("where", "rules") },
  { "options", NC_ ("where", "options") },
  { "pieces", NC_ ("where", "pieces") },
  { "info", NC_ ("where", "info") },
  { "path-type", NC_ ("where", "path type") },
  { "weapon-type", NC_ ("where", "weapon type") },
  { "secret-place", NC_ ("where", "secret place") },
  { "secret", NC_ ("where", "secret place") }, { "space", NC_ ("where", "space") },
  { "lake", NC_ ("where", "lake") },         { "port", NC_ ("where", "port") },
  { "setup", NC_ ("where", "setup") },
  { "identifier", NC_ ("where", "identifier") }, { "title", NC_ ("where", "title") },
  { "description", NC_ ("where", "description") }, { "authors", NC_ ("where", "authors") },
  { "accepted", NC_ ("where", "accepted") },
};

char *
wm_diagnostic_where_for_display (const char *where)
{
  g_auto (GStrv) parts = g_strsplit (where, " / ", -1);
  GString *out = g_string_new (NULL);

  for (int i = 0; parts[i] != NULL; i++)
    {
      const char *space = strchr (parts[i], ' ');
      gsize len = space ? (gsize) (space - parts[i]) : strlen (parts[i]);
      const char *title = NULL;
      for (guint k = 0; k < G_N_ELEMENTS (where_words) && title == NULL; k++)
        if (strlen (where_words[k].word) == len && strncmp (parts[i], where_words[k].word, len) == 0)
          title = g_dpgettext2 (GETTEXT_PACKAGE, "where", where_words[k].title);
      g_string_append (out, i > 0 ? " / " : "");
      if (title != NULL)
        g_string_append_printf (out, "%s%s", title, space ? space : "");
      else
        g_string_append (out, parts[i]);
    }
  return g_string_free (out, FALSE);
}

/* The message as a sentence of its own: messages are written to follow
 * "file:line: error:", so they start in lower case ("the variant's
 * identifier is …"), which reads as a fragment in a list of problems. Only
 * a first word of letters alone is capitalised: "s33 has no path" starts
 * with an id, which must stay as the file spells it. */
char *
wm_diagnostic_message_as_sentence (const WmDiagnostic *diag)
{
  const char *message = diag->message ? diag->message : "";
  gunichar first = g_utf8_get_char (message);
  char head[8] = { 0 };

  if (!g_unichar_islower (first))
    return g_strdup (message);
  for (const char *p = message; *p != '\0' && *p != ' '; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      /* An apostrophe belongs to a word: "variant's", Italian "l’identificatore". */
      if (!g_unichar_isalpha (c) && c != '\'' && c != 0x2019)
        return g_strdup (message);
    }
  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (message), NULL);
}

static void
append_json_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const char *p = s ? s : ""; *p; p++)
    {
      unsigned char c = (unsigned char) *p;
      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, c);
    }
  g_string_append_c (out, '"');
}

char *
wm_diagnostics_to_json (const WmDiagnostics *diags)
{
  GString *out = g_string_new ("[");

  for (guint i = 0; i < diags->items->len; i++)
    {
      const WmDiagnostic *d = g_ptr_array_index (diags->items, i);
      g_string_append (out, i ? ",\n  {" : "\n  {");
      g_string_append (out, "\"file\": ");
      append_json_string (out, d->file);
      g_string_append_printf (out, ", \"line\": %d, \"severity\": ", d->line);
      append_json_string (out, d->severity == WM_SEVERITY_ERROR ? "error" : "warning");
      g_string_append (out, ", \"code\": ");
      append_json_string (out, d->code);
      g_string_append (out, ", \"message\": ");
      append_json_string (out, d->message);
      g_string_append (out, ", \"where\": ");
      append_json_string (out, d->where);
      if (d->detail != NULL)
        {
          g_string_append (out, ", \"detail\": ");
          append_json_string (out, d->detail);
        }
      if (d->accepted)
        {
          g_string_append (out, ", \"accepted\": true, \"note\": ");
          append_json_string (out, d->note);
        }
      g_string_append (out, "}");
    }
  g_string_append (out, diags->items->len ? "\n]\n" : "]\n");
  return g_string_free (out, FALSE);
}

/* Whether @c, a character of an id, goes on the one before or after it. */
static gboolean
is_id_char (gunichar c)
{
  return g_unichar_isalnum (c) || c == '-' || c == '_';
}

gboolean
wm_diagnostic_message_names (const char *message, const char *id)
{
  gsize len;

  if (id == NULL || *id == '\0' || message == NULL)
    return FALSE;
  len = strlen (id);
  for (const char *at = strstr (message, id); at != NULL; at = strstr (at + 1, id))
    {
      const char *after = at + len;
      if ((at == message || !is_id_char (g_utf8_get_char (g_utf8_prev_char (at))))
          && (*after == '\0' || !is_id_char (g_utf8_get_char (after))))
        return TRUE;
    }
  return FALSE;
}

/* Whether @message holds @id between quotes of any language's. */
static gboolean
names_quoted (const char *message, const char *id)
{
  static const char *const quotes[][2] = {
    { "“", "”" }, { "„", "“" }, { "«", "»" }, { "»", "«" }, { "\"", "\"" }, { "‘", "’" },
  };

  for (guint q = 0; q < G_N_ELEMENTS (quotes); q++)
    {
      g_autofree char *quoted = g_strconcat (quotes[q][0], id, quotes[q][1], NULL);
      if (strstr (message, quoted) != NULL)
        return TRUE;
    }
  return FALSE;
}

const char *
wm_diagnostic_message_language (const char *message, char **languages)
{
  if (message == NULL || languages == NULL)
    return NULL;
  for (int l = 0; languages[l] != NULL; l++)
    {
      g_autofree char *named = wm_locale_language_in_sentence (languages[l]);
      if (names_quoted (message, languages[l]) || wm_diagnostic_message_names (message, named))
        return languages[l];
    }
  return NULL;
}
