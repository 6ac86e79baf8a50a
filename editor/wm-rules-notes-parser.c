#define G_LOG_DOMAIN "wm-editor"

/* The Markdown of the rules notes (wm-rules-notes-parser.h): a small
 * parser of the constructs they use, which keeps any other as written.
 * The notes stay one Markdown file per language, read on GitHub and in
 * the app alike. */

#include "config.h"

#include <string.h>

#include "wm-rules-notes-parser.h"

static void
block_free (gpointer data)
{
  WmNotesBlock *block = data;

  g_free (block->text);
  g_strfreev (block->cells);
  g_free (block);
}

static WmNotesBlock *
block_add (GPtrArray *blocks, WmNotesBlockKind kind, int line)
{
  WmNotesBlock *block = g_new0 (WmNotesBlock, 1);

  block->kind = kind;
  block->line = line;
  g_ptr_array_add (blocks, block);
  return block;
}

static gboolean
is_blank (const char *line)
{
  for (; *line != '\0'; line++)
    if (!g_ascii_isspace (*line))
      return FALSE;
  return TRUE;
}

/* The number of @c at @p. */
static gsize
run_length (const char *p, const char *end, char c)
{
  gsize n = 0;

  while (p + n < end && p[n] == c)
    n++;
  return n;
}

/* The start of the next run of exactly @n backticks from @p, or NULL: the
 * end of a code span opened with @n. */
static const char *
code_close (const char *p, const char *end, gsize n)
{
  while (p < end)
    {
      gsize run = run_length (p, end, '`');

      if (run == n)
        return p;
      p += run > 0 ? run : 1;
    }
  return NULL;
}

/* How many "#" make @line an ATX heading ("## Movement"), or 0. */
static int
heading_level (const char *line)
{
  int spaces = 0, level = 0;

  while (line[spaces] == ' ' && spaces < 4)
    spaces++;
  if (spaces > 3)
    return 0;
  while (line[spaces + level] == '#')
    level++;
  if (level < 1 || level > 6)
    return 0;
  if (line[spaces + level] != '\0' && line[spaces + level] != ' ' && line[spaces + level] != '\t')
    return 0;
  return level;
}

/* A heading's text: without its "#"s, the optional closing ones and the
 * spaces around. */
static char *
heading_text (const char *line)
{
  const char *start = line;
  const char *end;

  while (*start == ' ')
    start++;
  while (*start == '#')
    start++;
  end = start + strlen (start);
  while (end > start && g_ascii_isspace (end[-1]))
    end--;
  /* A closing sequence counts only after a space ("# C#" keeps its "#"). */
  {
    const char *hashes = end;
    while (hashes > start && hashes[-1] == '#')
      hashes--;
    if (hashes == start || g_ascii_isspace (hashes[-1]))
      end = hashes;
  }
  return g_strstrip (g_strndup (start, end - start));
}

/* Whether @line has a "|" outside a code span and not escaped. */
static gboolean
has_pipe (const char *line)
{
  const char *end = line + strlen (line);

  for (const char *p = line; p < end; p++)
    {
      if (*p == '\\' && p + 1 < end)
        p++;
      else if (*p == '`')
        {
          gsize n = run_length (p, end, '`');
          const char *close = code_close (p + n, end, n);
          p = close != NULL ? close + n - 1 : p + n - 1;
        }
      else if (*p == '|')
        return TRUE;
    }
  return FALSE;
}

/* The cells of a table line: split at the pipes that are neither escaped
 * nor in a code span ("`a|b`" is one cell), the outer pipes dropped, each
 * trimmed. An escaped pipe is kept escaped, for the inline text to show. */
static char **
split_cells (const char *line)
{
  g_autoptr (GStrvBuilder) cells = g_strv_builder_new ();
  g_autoptr (GString) cell = g_string_new (NULL);
  g_autofree char *copy = g_strstrip (g_strdup (line));
  const char *p = copy;
  const char *end = copy + strlen (copy);

  if (*p == '|')
    p++;
  if (end > p && end[-1] == '|' && !(end - 1 > p && end[-2] == '\\'))
    end--;
  for (; p < end; p++)
    {
      if (*p == '\\' && p + 1 < end)
        {
          g_string_append_len (cell, p, 2);
          p++;
        }
      else if (*p == '`')
        {
          gsize n = run_length (p, end, '`');
          const char *close = code_close (p + n, end, n);
          const char *stop = close != NULL ? close + n : p + n;

          g_string_append_len (cell, p, stop - p);
          p = stop - 1;
        }
      else if (*p == '|')
        {
          g_strv_builder_add (cells, g_strstrip (cell->str));
          g_string_truncate (cell, 0);
        }
      else
        g_string_append_c (cell, *p);
    }
  g_strv_builder_add (cells, g_strstrip (cell->str));
  return g_strv_builder_end (cells);
}

/* Whether @line is a table's separator row ("| --- | :---: |"). */
static gboolean
is_separator (const char *line)
{
  g_auto (GStrv) cells = NULL;

  if (line == NULL || !has_pipe (line))
    return FALSE;
  cells = split_cells (line);
  for (int i = 0; cells[i] != NULL; i++)
    {
      const char *c = cells[i];
      gsize len = strlen (c);

      if (len > 0 && c[0] == ':')
        c++, len--;
      if (len > 0 && c[len - 1] == ':')
        len--;
      if (len == 0 || strspn (c, "-") != len)
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_fence (const char *line)
{
  while (*line == ' ')
    line++;
  return g_str_has_prefix (line, "```") || g_str_has_prefix (line, "~~~");
}

/* "---", "***", "___" (spaces allowed between) alone on a line. */
static gboolean
is_thematic_break (const char *line)
{
  char mark = 0;
  int count = 0;

  for (; *line != '\0'; line++)
    {
      if (*line == ' ' || *line == '\t')
        continue;
      if (*line != '-' && *line != '*' && *line != '_')
        return FALSE;
      if (mark != 0 && *line != mark)
        return FALSE;
      mark = *line;
      count++;
    }
  return count >= 3;
}

/* Whether @line opens a construct the parser does not know: a list item,
 * a quote, indented code, HTML, a thematic break. */
static gboolean
is_unknown_start (const char *line)
{
  const char *p = line;

  if (g_str_has_prefix (line, "    ") || line[0] == '\t')
    return TRUE;
  while (*p == ' ')
    p++;
  if (*p == '>' || *p == '<' || is_thematic_break (p))
    return TRUE;
  if ((*p == '-' || *p == '*' || *p == '+') && (p[1] == ' ' || p[1] == '\t'))
    return TRUE;
  while (g_ascii_isdigit (*p))
    p++;
  return p > line && g_ascii_isdigit (p[-1]) && (*p == '.' || *p == ')') && p[1] == ' ';
}

/* Whether @lines[@i] starts a table: a line with pipes over a separator. */
static gboolean
is_table_start (char **lines, guint i)
{
  return has_pipe (lines[i]) && !is_separator (lines[i]) && is_separator (lines[i + 1]);
}

/* Whether @lines[@i] ends a paragraph before it: a block of its own
 * starts there. */
static gboolean
ends_paragraph (char **lines, guint i)
{
  return is_blank (lines[i]) || heading_level (lines[i]) > 0 || is_fence (lines[i])
         || is_unknown_start (lines[i]) || is_table_start (lines, i);
}

/* A fenced block from @lines[@i] to its closing fence (or the end), as
 * written; returns the line after it. */
static guint
add_fenced (GPtrArray *blocks, char **lines, guint i)
{
  const char *open = lines[i] + strspn (lines[i], " ");
  gsize n = run_length (open, open + strlen (open), open[0]);
  g_autoptr (GString) text = g_string_new (lines[i]);
  WmNotesBlock *block = block_add (blocks, WM_NOTES_PLAIN, i + 1);

  for (i++; lines[i] != NULL; i++)
    {
      const char *p = lines[i] + strspn (lines[i], " ");
      gsize run = run_length (p, p + strlen (p), open[0]);

      g_string_append_printf (text, "\n%s", lines[i]);
      /* Closed by a run of its own character at least as long. */
      if (run >= n && is_blank (p + run))
        {
          i++;
          break;
        }
    }
  block->text = g_string_free (g_steal_pointer (&text), FALSE);
  return i;
}

GPtrArray *
wm_rules_notes_parse (const char *markdown)
{
  GPtrArray *blocks = g_ptr_array_new_with_free_func (block_free);
  g_auto (GStrv) lines = NULL;
  guint i = 0;

  g_return_val_if_fail (markdown != NULL, blocks);

  lines = g_strsplit (markdown, "\n", -1);
  for (guint k = 0; lines[k] != NULL; k++)
    {
      gsize len = strlen (lines[k]);
      if (len > 0 && lines[k][len - 1] == '\r')
        lines[k][len - 1] = '\0';
    }

  while (lines[i] != NULL)
    {
      WmNotesBlock *block;

      if (is_blank (lines[i]))
        {
          i++;
          continue;
        }
      if (heading_level (lines[i]) > 0)
        {
          block = block_add (blocks, WM_NOTES_HEADING, i + 1);
          block->level = heading_level (lines[i]);
          block->text = heading_text (lines[i]);
          i++;
        }
      else if (is_fence (lines[i]))
        i = add_fenced (blocks, lines, i);
      else if (is_table_start (lines, i))
        {
          block = block_add (blocks, WM_NOTES_TABLE, i + 1);
          block->cells = split_cells (lines[i]);
          for (i += 2; lines[i] != NULL && !is_blank (lines[i]) && has_pipe (lines[i]); i++)
            block_add (blocks, WM_NOTES_ROW, i + 1)->cells = split_cells (lines[i]);
        }
      else if (is_unknown_start (lines[i]))
        {
          /* Kept whole up to the next blank line, as it is written. */
          g_autoptr (GString) text = g_string_new (lines[i]);

          block = block_add (blocks, WM_NOTES_PLAIN, i + 1);
          for (i++; lines[i] != NULL && !is_blank (lines[i]); i++)
            g_string_append_printf (text, "\n%s", lines[i]);
          block->text = g_string_free (g_steal_pointer (&text), FALSE);
        }
      else
        {
          g_autoptr (GString) text = g_string_new (NULL);

          block = block_add (blocks, WM_NOTES_PARAGRAPH, i + 1);
          do
            {
              g_autofree char *line = g_strstrip (g_strdup (lines[i]));
              if (text->len > 0)
                g_string_append_c (text, ' ');
              g_string_append (text, line);
              i++;
            }
          while (lines[i] != NULL && !ends_paragraph (lines, i));
          block->text = g_string_free (g_steal_pointer (&text), FALSE);
        }
    }
  return blocks;
}

/* ---- Inline text ------------------------------------------------------------ */

typedef struct
{
  GString *out;
  gboolean markup;
  GPtrArray *codes; /* NULL when not collected */
} Inline;

static void
put_text (Inline *in, const char *p, gsize len)
{
  if (in->markup)
    {
      g_autofree char *escaped = g_markup_escape_text (p, len);
      g_string_append (in->out, escaped);
    }
  else
    g_string_append_len (in->out, p, len);
}

/* The end of an emphasis opened with @n stars before @p: the next run of
 * exactly @n stars after a character that is not a space, outside code
 * spans and escapes; NULL when there is none. */
static const char *
emphasis_close (const char *p, const char *end, gsize n)
{
  const char *start = p;

  while (p < end)
    {
      if (*p == '\\' && p + 1 < end)
        p += 2;
      else if (*p == '`')
        {
          gsize run = run_length (p, end, '`');
          const char *close = code_close (p + run, end, run);
          p = close != NULL ? close + run : p + run;
        }
      else if (*p == '*')
        {
          gsize run = run_length (p, end, '*');
          if (run == n && p > start && !g_ascii_isspace (p[-1]))
            return p;
          p += run;
        }
      else
        p++;
    }
  return NULL;
}

static void
render_inline (Inline *in, const char *p, const char *end)
{
  while (p < end)
    {
      const char *plain = p;

      while (p < end && *p != '\\' && *p != '`' && *p != '*')
        p++;
      put_text (in, plain, p - plain);
      if (p >= end)
        break;
      if (*p == '\\')
        {
          /* An escaped punctuation character is itself; a backslash
           * before anything else is a backslash. */
          if (p + 1 < end && g_ascii_ispunct (p[1]))
            p++;
          put_text (in, p, 1);
          p++;
        }
      else if (*p == '`')
        {
          gsize n = run_length (p, end, '`');
          const char *close = code_close (p + n, end, n);
          const char *code = p + n, *code_end = close;

          if (close == NULL)
            {
              put_text (in, p, n);
              p += n;
              continue;
            }
          /* One space inside each end is padding ("`` `x` ``"). */
          if (code_end - code >= 2 && code[0] == ' ' && code_end[-1] == ' ')
            code++, code_end--;
          if (in->markup)
            g_string_append (in->out, "<tt>");
          put_text (in, code, code_end - code);
          if (in->markup)
            g_string_append (in->out, "</tt>");
          if (in->codes != NULL)
            g_ptr_array_add (in->codes, g_strndup (code, code_end - code));
          p = close + n;
        }
      else
        {
          gsize n = run_length (p, end, '*');
          const char *close = NULL;

          if (n <= 2 && p + n < end && !g_ascii_isspace (p[n]))
            close = emphasis_close (p + n, end, n);
          if (close == NULL)
            {
              put_text (in, p, n);
              p += n;
              continue;
            }
          if (in->markup)
            g_string_append (in->out, n == 1 ? "<i>" : "<b>");
          render_inline (in, p + n, close);
          if (in->markup)
            g_string_append (in->out, n == 1 ? "</i>" : "</b>");
          p = close + n;
        }
    }
}

static char *
render (const char *text, gboolean markup, GPtrArray *codes)
{
  Inline in = { g_string_new (NULL), markup, codes };

  render_inline (&in, text, text + strlen (text));
  return g_string_free (in.out, FALSE);
}

char *
wm_rules_notes_markup (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);
  return render (text, TRUE, NULL);
}

char *
wm_rules_notes_plain (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);
  return render (text, FALSE, NULL);
}

GPtrArray *
wm_rules_notes_code_spans (const char *text)
{
  GPtrArray *codes = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (text != NULL, codes);
  g_free (render (text, FALSE, codes));
  return codes;
}

/* ---- Language --------------------------------------------------------------- */

const char *
wm_rules_notes_pick_language (const char *const *names, const char *const *available)
{
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autofree char *code = g_strndup (names[i], strcspn (names[i], "_.@"));

      if (g_str_equal (code, "C") || g_str_equal (code, "POSIX") || g_str_equal (code, "en"))
        break;
      for (guint k = 0; available != NULL && available[k] != NULL; k++)
        if (g_str_equal (available[k], code))
          return available[k];
    }
  return "en";
}
