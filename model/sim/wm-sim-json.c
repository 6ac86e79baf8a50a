#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "wm-sim-json.h"

/* JSON-GLib's own message for a malformed file is English, and it names
 * the last token it took rather than the one that is wrong (it peeks at
 * that one: "{"a":1 ⏎ "b":2}" is "unexpected number `1'" on line 1), so
 * a result cut short or edited by hand is explained here instead, by a
 * reading of the text of its own. It has a stack, not recursion: a
 * hostile file of a million "[" costs memory, not the stack. */

typedef enum
{
  TOKEN_END,     /* the end of the file */
  TOKEN_CHAR,    /* one character: { } [ ] : , or any other */
  TOKEN_STRING,  /* "…" or '…' */
  TOKEN_NUMBER,  /* a number JSON-GLib reads */
  TOKEN_LITERAL, /* true, false, null */
  TOKEN_WORD,    /* any other word, or a number JSON-GLib does not read */
  TOKEN_OPEN_STRING,
  TOKEN_OPEN_COMMENT,
} TokenKind;

typedef struct
{
  TokenKind kind;
  const char *start;
  gsize len;
  int line, column;
} Token;

typedef struct
{
  const char *p, *end;
  int line, column; /* of p */
  Token comment;    /* the first comment skipped, if any (start NULL if none) */
} Cursor;

typedef struct
{
  char kind; /* '{' or '[' */
  int line, column;
  char *key;  /* of an object: the member being read */
  int index;  /* of an array: the element being read */
  GHashTable *seen; /* of an object, in wm_sim_json_strict(): name → "line:column" */
} Level;

static void
level_clear (Level *level)
{
  g_free (level->key);
  g_clear_pointer (&level->seen, g_hash_table_unref);
}

/* One byte on; the column counts characters, not bytes. */
static void
advance (Cursor *c)
{
  if (*c->p == '\n')
    {
      c->line++;
      c->column = 1;
      c->p++;
      return;
    }
  c->p++;
  if (c->p >= c->end || ((guchar) *c->p & 0xC0) != 0x80)
    c->column++;
}

static gboolean
is_hex_number (const char *s, gsize len)
{
  gsize i = s[0] == '-' ? 1 : 0;

  if (len < i + 3 || s[i] != '0' || (s[i + 1] != 'x' && s[i + 1] != 'X'))
    return FALSE;
  for (i += 2; i < len; i++)
    if (!g_ascii_isxdigit (s[i]))
      return FALSE;
  return TRUE;
}

/* A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
is_json_number (const char *s, gsize len)
{
  gsize i = s[0] == '-' ? 1 : 0, start;

  if (i >= len || !g_ascii_isdigit (s[i]) || (s[i] == '0' && i + 1 < len && g_ascii_isdigit (s[i + 1])))
    return FALSE;
  while (i < len && g_ascii_isdigit (s[i]))
    i++;
  if (i < len && s[i] == '.')
    {
      for (start = ++i; i < len && g_ascii_isdigit (s[i]); i++)
        ;
      if (i == start)
        return FALSE;
    }
  if (i < len && (s[i] == 'e' || s[i] == 'E'))
    {
      i++;
      if (i < len && (s[i] == '+' || s[i] == '-'))
        i++;
      for (start = i; i < len && g_ascii_isdigit (s[i]); i++)
        ;
      if (i == start)
        return FALSE;
    }
  return i == len;
}

/* A number as JSON-GLib reads it: "1", "-0.5", "1e3", but also "007",
 * ".5", "1." and "0x10". */
static gboolean
is_number (const char *s, gsize len)
{
  gsize i = s[0] == '-' ? 1 : 0, digits = 0, exponent = 0;

  if (is_hex_number (s, len))
    return TRUE;
  for (; i < len && g_ascii_isdigit (s[i]); i++)
    digits++;
  if (i < len && s[i] == '.')
    for (i++; i < len && g_ascii_isdigit (s[i]); i++)
      digits++;
  if (digits == 0)
    return FALSE;
  if (i < len && (s[i] == 'e' || s[i] == 'E'))
    {
      i++;
      if (i < len && (s[i] == '+' || s[i] == '-'))
        i++;
      for (; i < len && g_ascii_isdigit (s[i]); i++)
        exponent++;
      if (exponent == 0)
        return FALSE;
    }
  return i == len;
}

/* The first comment met is kept in @c, for wm_sim_json_strict(). */
static void
note_comment (Cursor *c)
{
  if (c->comment.start == NULL)
    c->comment = (Token) { TOKEN_CHAR, c->p, 2, c->line, c->column };
}

static char *
comment_reason (const Cursor *c)
{
  /* TRANSLATORS: the comment's first two characters as written. */
  return g_strdup_printf (_("a comment (%.2s…): JSON has no comments, remove it"),
                          c->comment.start);
}

/* Skips white space and comments (JSON-GLib allows both C forms). */
static gboolean
skip_blanks (Cursor *c, Token *t)
{
  while (c->p < c->end)
    {
      gboolean comment = *c->p == '/' && c->p + 1 < c->end && (c->p[1] == '/' || c->p[1] == '*');

      if (comment)
        note_comment (c);
      if (g_ascii_isspace (*c->p))
        advance (c);
      else if (comment && c->p[1] == '/')
        while (c->p < c->end && *c->p != '\n')
          advance (c);
      else if (comment)
        {
          *t = (Token) { TOKEN_OPEN_COMMENT, c->p, 2, c->line, c->column };
          advance (c);
          advance (c);
          while (c->p < c->end && !(*c->p == '*' && c->p + 1 < c->end && c->p[1] == '/'))
            advance (c);
          if (c->p >= c->end)
            return FALSE;
          advance (c);
          advance (c);
        }
      else
        break;
    }
  return TRUE;
}

static void
next_token (Cursor *c, Token *t)
{
  const char *start;

  if (!skip_blanks (c, t))
    return;
  start = c->p;
  *t = (Token) { TOKEN_END, start, 0, c->line, c->column };
  if (c->p >= c->end)
    return;
  if (*start == '"' || *start == '\'')
    {
      for (advance (c); c->p < c->end && *c->p != *start; advance (c))
        if (*c->p == '\\' && c->p + 1 < c->end)
          advance (c);
      if (c->p >= c->end)
        {
          t->kind = TOKEN_OPEN_STRING;
          return;
        }
      advance (c);
      t->kind = TOKEN_STRING;
    }
  else if (*start == '-' || *start == '.' || g_ascii_isdigit (*start))
    {
      /* "1-2" is two numbers to JSON-GLib: a sign only after an exponent */
      for (advance (c); c->p < c->end; advance (c))
        if (!g_ascii_isalnum (*c->p) && *c->p != '.'
            && !((*c->p == '+' || *c->p == '-') && (c->p[-1] == 'e' || c->p[-1] == 'E')
                 && !is_hex_number (start, c->p - start)))
          break;
      t->kind = is_number (start, c->p - start) ? TOKEN_NUMBER : TOKEN_WORD;
    }
  else if (g_ascii_isalpha (*start) || *start == '_')
    {
      for (advance (c); c->p < c->end && (g_ascii_isalnum (*c->p) || *c->p == '_'); advance (c))
        ;
      t->kind = TOKEN_WORD;
      if (c->p - start == 4 && (strncmp (start, "true", 4) == 0 || strncmp (start, "null", 4) == 0))
        t->kind = TOKEN_LITERAL;
      if (c->p - start == 5 && strncmp (start, "false", 5) == 0)
        t->kind = TOKEN_LITERAL;
    }
  else
    {
      const char *after = g_utf8_next_char (start);
      while (c->p < after && c->p < c->end)
        advance (c);
      t->kind = TOKEN_CHAR;
    }
  t->len = c->p - start;
}

/* The token as written, cut after 30 bytes (on a character's bound). */
static char *
token_text (const Token *t)
{
  gsize len = MIN (t->len, 30);

  while (len < t->len && len > 0 && ((guchar) t->start[len] & 0xC0) == 0x80)
    len--;
  if (len < t->len)
    return g_strdup_printf ("%.*s…", (int) len, t->start);
  return g_strndup (t->start, len);
}

static gboolean
is_char (const Token *t, char c)
{
  return t->kind == TOKEN_CHAR && t->len == 1 && *t->start == c;
}

/* Where the reading is: "counts.seats[1].wins", "" at the top. */
static char *
path_of (GArray *levels)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < levels->len; i++)
    {
      const Level *level = &g_array_index (levels, Level, i);
      if (level->kind == '[')
        g_string_append_printf (path, "[%d]", level->index);
      else if (level->key != NULL)
        g_string_append_printf (path, "%s%s", path->len > 0 ? "." : "", level->key);
    }
  return g_string_free (path, FALSE);
}

/* The file ends inside @levels. */
static char *
cut_short (GArray *levels)
{
  g_autofree char *path = path_of (levels);

  if (*path == '\0')
    return g_strdup (_("the file ends before its JSON is complete (was it cut short?)"));
  /* TRANSLATORS: where in a simulation result the file ends, such as
   * "counts.seats[1].wins". */
  return g_strdup_printf (_("the file ends in the middle of “%s” (was it cut short?)"), path);
}

typedef enum
{
  EXPECT_VALUE,
  EXPECT_KEY,
  EXPECT_COLON,
  EXPECT_AFTER, /* a comma or the end of the object or array */
  EXPECT_END,
} Expect;

/* What is wrong at @t, expecting @expect inside @levels (@top the
 * innermost); @first: just after "{" or "["; @comma: just after
 * this comma (else NULL); NULL when @t is right there. */
static char *
judge (const Token *t, Expect expect, GArray *levels, gboolean first, const Token *comma)
{
  Level *top = levels->len > 0 ? &g_array_index (levels, Level, levels->len - 1) : NULL;
  g_autofree char *text = token_text (t);
  gboolean closer = is_char (t, '}') || is_char (t, ']');

  if (t->kind == TOKEN_OPEN_STRING)
    return g_strdup (_("the file ends in the middle of the string that starts here (was it cut "
                       "short?)"));
  if (t->kind == TOKEN_OPEN_COMMENT)
    return g_strdup (_("the file ends in the middle of the comment that starts here"));
  if (t->kind == TOKEN_END)
    return expect == EXPECT_END ? NULL : cut_short (levels);
  if (expect == EXPECT_END)
    /* TRANSLATORS: what follows a whole JSON text, such as "}" or "x". */
    return g_strdup_printf (_("“%s” follows the end of the JSON"), text);
  if (closer && comma != NULL)
    return NULL; /* the caller says it of the comma */
  if (expect == EXPECT_VALUE)
    {
      if (t->kind == TOKEN_STRING || t->kind == TOKEN_NUMBER || t->kind == TOKEN_LITERAL
          || is_char (t, '{') || is_char (t, '[') || (first && is_char (t, ']')))
        return NULL;
      if (closer || is_char (t, ',') || is_char (t, ':'))
        {
          if (top != NULL && top->kind == '{' && top->key != NULL)
            /* TRANSLATORS: a member name of a JSON object, then its colon. */
            return g_strdup_printf (_("a value is missing after “%s”:"), top->key);
          return g_strdup_printf (_("a value is missing before “%s”"), text);
        }
      return g_strdup_printf (_("“%s” is not a JSON value (true, false, null, a number or a "
                                "string in quotes)"), text);
    }
  if (expect == EXPECT_KEY)
    {
      if (t->kind == TOKEN_STRING || (first && is_char (t, '}')))
        return NULL;
      return g_strdup_printf (_("a member name in quotes is expected here, not “%s”"), text);
    }
  if (expect == EXPECT_COLON)
    return is_char (t, ':') ? NULL
                            : g_strdup_printf (_("a colon is missing after the member name “%s”"),
                                               top->key);
  /* EXPECT_AFTER */
  if (is_char (t, ',') || is_char (t, top->kind == '{' ? '}' : ']'))
    return NULL;
  if (closer)
    /* TRANSLATORS: "“]” cannot close the “{” opened at line 3, column 5". */
    return g_strdup_printf (_("“%s” cannot close the “%c” opened at line %d, column %d"), text,
                            top->kind, top->line, top->column);
  if (t->kind != TOKEN_CHAR || is_char (t, '{') || is_char (t, '['))
    return g_strdup (top->kind == '{' ? _("a comma is missing between two members")
                                      : _("a comma is missing between two values"));
  /* TRANSLATORS: a character, then "}" or "]". */
  return g_strdup_printf (_("“%s” stands where a comma or “%c” belongs"), text,
                          top->kind == '{' ? '}' : ']');
}

gboolean
wm_sim_json_is_blank (const char *data, gsize size)
{
  for (gsize i = 0; i < size; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;
  return TRUE;
}

char *
wm_sim_json_explain (const char *data, gsize size, int *line, int *column)
{
  g_autoptr (GArray) levels = g_array_new (FALSE, FALSE, sizeof (Level));
  Cursor c = { data, data + size, 1, 1 };
  const char *valid_end;
  Expect expect = EXPECT_VALUE;
  gboolean first = FALSE, closer;
  Token t, comma = { 0 };
  char *reason;

  g_return_val_if_fail (line != NULL && column != NULL, NULL);
  g_array_set_clear_func (levels, (GDestroyNotify) level_clear);
  *line = *column = 0;
  if (size == 0 || wm_sim_json_is_blank (data, size))
    return g_strdup (_("the file is empty: it holds no JSON at all"));
  if (!g_utf8_validate_len (data, size, &valid_end))
    {
      while (c.p < valid_end)
        advance (&c);
      *line = c.line;
      *column = c.column;
      /* TRANSLATORS: a byte as \xFF, or \x00 for a zero byte. */
      return g_strdup_printf (_("the byte \\x%02X is not UTF-8 text: was the file damaged?"),
                              (guchar) *valid_end);
    }
  if (size >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    c.p += 3;
  for (;;)
    {
      Level *top;

      next_token (&c, &t);
      /* JSON-GLib takes a C comment but not a C++ one: neither is JSON */
      if (c.comment.start != NULL)
        {
          t = c.comment;
          reason = comment_reason (&c);
          break;
        }
      if ((reason = judge (&t, expect, levels, first, comma.start ? &comma : NULL)) != NULL)
        break;
      if (t.kind == TOKEN_END)
        return NULL;
      closer = is_char (&t, '}') || is_char (&t, ']');
      if (comma.start != NULL && closer)
        {
          char after = *t.start;
          t = comma;
          /* TRANSLATORS: the character that follows a trailing comma. */
          reason = g_strdup_printf (_("a comma before “%c” is followed by nothing: remove it"),
                                    after);
          break;
        }
      top = levels->len > 0 ? &g_array_index (levels, Level, levels->len - 1) : NULL;
      first = FALSE;
      comma.start = NULL;
      if (is_char (&t, '{') || is_char (&t, '['))
        {
          g_array_append_val (levels, ((Level) { *t.start, t.line, t.column, NULL, 0 }));
          expect = *t.start == '{' ? EXPECT_KEY : EXPECT_VALUE;
          first = TRUE;
        }
      else if (expect == EXPECT_KEY && !closer)
        {
          g_free (top->key);
          top->key = g_strndup (t.start + 1, t.len - 2);
          expect = EXPECT_COLON;
        }
      else if (expect == EXPECT_COLON)
        expect = EXPECT_VALUE;
      else if (is_char (&t, ','))
        {
          comma = t;
          if (top->kind == '[')
            top->index++;
          expect = top->kind == '[' ? EXPECT_VALUE : EXPECT_KEY;
        }
      else
        {
          /* a value, or the end of the object or array */
          if (closer)
            g_array_remove_index (levels, levels->len - 1);
          expect = levels->len > 0 ? EXPECT_AFTER : EXPECT_END;
        }
    }
  *line = t.line;
  *column = t.column;
  return reason;
}

char *
wm_sim_json_too_deep (const char *data, gsize size, int *line, int *column)
{
  Cursor c = { data, data + size, 1, 1 };
  gboolean in_string = FALSE;
  int depth = 0;

  g_return_val_if_fail (line != NULL && column != NULL, NULL);
  *line = *column = 0;
  while (c.p < c.end)
    {
      char ch = *c.p;
      if (in_string)
        {
          if (ch == '\\' && c.p + 1 < c.end)
            advance (&c);
          else if (ch == '"')
            in_string = FALSE;
        }
      else if (ch == '"')
        in_string = TRUE;
      else if (ch == ']' || ch == '}')
        depth = MAX (depth - 1, 0);
      else if ((ch == '[' || ch == '{') && ++depth > WM_SIM_JSON_MAX_DEPTH)
        {
          *line = c.line;
          *column = c.column;
          /* TRANSLATORS: said of a JSON file, at the "[" or "{" that goes
           * one level too deep. */
          return g_strdup_printf (_("arrays and objects are nested deeper than %d levels"),
                                  WM_SIM_JSON_MAX_DEPTH);
        }
      advance (&c);
    }
  return NULL;
}

/* The name of a member as JSON-GLib reads it (@t, a string token): "g\u0061mes"
 * is "games". */
static char *
member_name (const Token *t)
{
  g_autofree char *text = g_strndup (t->start, t->len);
  g_autoptr (JsonNode) node = NULL;

  if (memchr (t->start, '\\', t->len) == NULL)
    return g_strndup (t->start + 1, t->len - 2);
  node = json_from_string (text, NULL);
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  return g_strndup (t->start + 1, t->len - 2);
}

/* What JSON-GLib reads but JSON has not, at token @t: a comment before
 * it, a string in single quotes, a number JSON does not write (0x10,
 * 007, .5, 1.). Said naming the member the token belongs to. */
static char *
not_json (const Cursor *c, const Token *t, GArray *levels)
{
  g_autofree char *path = levels->len > 0 ? path_of (levels) : NULL;
  g_autofree char *text = token_text (t);

  if (c->comment.start != NULL)
    return comment_reason (c);
  if (t->kind == TOKEN_STRING && *t->start == '\'')
    /* TRANSLATORS: a string of a simulation result as written. */
    return g_strdup_printf (_("%s is in single quotes: JSON strings are written in double "
                              "quotes"),
                            text);
  if (t->kind != TOKEN_NUMBER || is_json_number (t->start, t->len) || path == NULL)
    return NULL;
  if (is_hex_number (t->start, t->len))
    /* TRANSLATORS: a member of a simulation result, such as
     * "counts.games", then its value as written, such as 0x10. */
    return g_strdup_printf (_("%s is %s, a hexadecimal number: JSON numbers are written "
                              "in decimal"),
                            path, text);
  /* TRANSLATORS: a member of a simulation result, such as
   * "counts.games", then its value as written, such as 007 or .5. */
  return g_strdup_printf (_("%s is %s, not a number as JSON writes one (no leading zeros, "
                            "a digit on both sides of the point: 7, 0.5, 1.0)"),
                          path, text);
}

char *
wm_sim_json_strict (const char *data, gsize size, int *line, int *column)
{
  g_autoptr (GArray) levels = g_array_new (FALSE, FALSE, sizeof (Level));
  Cursor c = { data, data + size, 1, 1 };
  gboolean expect_key = FALSE;
  char *reason;
  Token t;

  g_return_val_if_fail (line != NULL && column != NULL, NULL);
  g_array_set_clear_func (levels, (GDestroyNotify) level_clear);
  *line = *column = 0;
  if (size >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    c.p += 3;
  for (next_token (&c, &t); t.kind != TOKEN_END; next_token (&c, &t))
    {
      Level *top = levels->len > 0 ? &g_array_index (levels, Level, levels->len - 1) : NULL;

      if (t.kind == TOKEN_OPEN_STRING || t.kind == TOKEN_OPEN_COMMENT)
        return NULL; /* not JSON at all: wm_sim_json_explain() says it */
      if ((reason = not_json (&c, &t, levels)) != NULL)
        {
          *line = c.comment.start != NULL ? c.comment.line : t.line;
          *column = c.comment.start != NULL ? c.comment.column : t.column;
          return reason;
        }
      if (is_char (&t, '{') || is_char (&t, '['))
        {
          Level level = { *t.start, t.line, t.column, NULL, 0, NULL };
          if (*t.start == '{')
            level.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          g_array_append_val (levels, level);
          expect_key = *t.start == '{';
        }
      else if ((is_char (&t, '}') || is_char (&t, ']')) && top != NULL)
        {
          g_array_remove_index (levels, levels->len - 1);
          expect_key = FALSE;
        }
      else if (is_char (&t, ',') && top != NULL)
        {
          if (top->kind == '[')
            top->index++;
          expect_key = top->kind == '{';
        }
      else if (t.kind == TOKEN_STRING && expect_key && top != NULL)
        {
          g_autofree char *name = member_name (&t);
          const char *first = g_hash_table_lookup (top->seen, name);
          expect_key = FALSE;
          g_free (top->key);
          top->key = g_strdup (name);
          if (first != NULL)
            {
              g_autofree char *path = path_of (levels);
              *line = t.line;
              *column = t.column;
              /* TRANSLATORS: a member of a simulation result given twice,
               * such as "counts.games", then where it was first given
               * ("line 3, column 5"): JSON-GLib keeps only the last. */
              return g_strdup_printf (_("“%s” is given twice (first at %s): a member is given "
                                        "once, as only one of them would count"),
                                      path, first);
            }
          g_hash_table_insert (top->seen, g_steal_pointer (&name),
                               g_strdup_printf (_("line %d, column %d"), t.line, t.column));
        }
    }
  return NULL;
}

/* ---- writing ------------------------------------------------------------------ */

const char *
wm_sim_json_skip_string (const char *p, const char *end)
{
  for (p++; p < end && *p != '"'; p++)
    if (*p == '\\' && p + 1 < end)
      p++;
  return p < end ? p + 1 : end;
}

/* The number @number (@len bytes of the JSON text) onto @out, as
 * wm_sim_json_numbers() writes it. */
static void
append_number (GString *out, const char *number, gsize len, gboolean ten_digits)
{
  g_autofree char *text = g_strndup (number, len);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double value;

  if (g_str_has_suffix (text, ".0") && strpbrk (text, "eE") != NULL)
    {
      text[len - 2] = '\0';
      value = g_ascii_strtod (text, NULL);
      if (fabs (value) < 1e21)
        g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.1f", value));
      else
        g_string_append (out, text);
      return;
    }
  value = g_ascii_strtod (text, NULL);
  if (!ten_digits || strpbrk (text, ".eE") == NULL || value == floor (value))
    {
      g_string_append (out, text);
      return;
    }
  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.10g", value));
  /* 0.99999999999 is "1": a double stays one */
  if (strpbrk (buf, ".e") == NULL)
    g_string_append (out, ".0");
}

char *
wm_sim_json_numbers (const char *json, gboolean ten_digits)
{
  const char *p = json, *end = json + strlen (json);
  GString *out = g_string_sized_new (end - json);

  while (p < end)
    {
      const char *start = p;
      if (*p == '"')
        p = wm_sim_json_skip_string (p, end);
      else if (*p == '-' || g_ascii_isdigit (*p))
        {
          for (p++; p < end && (g_ascii_isalnum (*p) || strchr (".+-", *p) != NULL); p++)
            ;
          append_number (out, start, p - start, ten_digits);
          continue;
        }
      else
        p++;
      g_string_append_len (out, start, p - start);
    }
  return g_string_free (out, FALSE);
}
