#define G_LOG_DOMAIN "wm-io"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <string.h>

#include "wm-xml-safe.h"

typedef struct
{
  WmDiagnostics *diags;
  gboolean refused; /* a DTD, an entity or a limit stopped the parser */
  int errors;
  /* The first error the parser reports; the others follow from it (one
   * missing '>' gives five), so only it is told, with their count. */
  const char *first_code;
  int first_line;
  gboolean first_in_tag; /* first_line is where the broken tag starts */
  char *first_message;
  /* An element the parser found never closed (a start tag that lost its
   * '/', an end tag misspelt): its name, and the end tag met instead;
   * first_line is then where it opens and noticed_line where the parser
   * found out. */
  char *unclosed;
  char *instead;
  int noticed_line;
  /* The first error came at the end of the file (only blanks after it):
   * the file is most often cut short. The element left open there, and
   * the line it opens on, when libxml2 names them. */
  gboolean first_at_end;
  char *open_at_end;
  int open_at_end_line;
  long elements;
  startElementNsSAX2Func start_element; /* libxml2's own, which builds the tree */
  const char *data;                     /* the file, whole: libxml2 drops what it has read */
  gsize size;
} ParseState;

static xmlParserInputPtr
refuse_external_entity (const char *url, const char *id, xmlParserCtxtPtr ctxt)
{
  /* Nothing outside the document is ever read: not files, not the network. */
  return NULL;
}

void
wm_xml_init (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      xmlInitParser ();
      xmlSetExternalEntityLoader (refuse_external_entity);
      g_once_init_leave (&once, 1);
    }
}

static ParseState *
state_of (void *ctx)
{
  return ((xmlParserCtxtPtr) ctx)->_private;
}

static void
refuse (void *ctx, const char *code, const char *message)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseState *state = state_of (ctx);

  if (!state->refused)
    wm_diagnostics_add (state->diags, WM_SEVERITY_ERROR, xmlSAX2GetLineNumber (ctxt), NULL,
                        code, "%s", message);
  state->refused = TRUE;
  xmlStopParser (ctxt);
}

static void
on_internal_subset (void *ctx, const xmlChar *name, const xmlChar *external_id,
                    const xmlChar *system_id)
{
  refuse (ctx, "xml-dtd", _("document type declarations (DOCTYPE) are not allowed"));
}

static void
on_entity_decl (void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                const xmlChar *system_id, xmlChar *content)
{
  refuse (ctx, "xml-entity", _("entity declarations are not allowed"));
}

static xmlEntityPtr
on_get_entity (void *ctx, const xmlChar *name)
{
  /* The five predefined entities (&amp; …) never reach this callback. */
  refuse (ctx, "xml-entity", _("entity references are not allowed"));
  return NULL;
}

/* The depth and element limits are checked while parsing, so that a file of
 * millions of empty elements is stopped before its tree costs gigabytes. */
static void
on_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                  int nb_namespaces, const xmlChar **namespaces, int nb_attributes,
                  int nb_defaulted, const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseState *state = state_of (ctx);
  g_autofree char *message = NULL;

  /* nameNr counts the open ancestors: the root is at depth 1. */
  if (ctxt->nameNr + 1 > WM_XML_MAX_DEPTH)
    message = g_strdup_printf (_("elements are nested deeper than %d levels"), WM_XML_MAX_DEPTH);
  else if (++state->elements > WM_XML_MAX_ELEMENTS)
    message = g_strdup_printf (_("the file has more than %d elements"), WM_XML_MAX_ELEMENTS);
  if (message != NULL)
    {
      refuse (ctx, "xml-limit", message);
      return;
    }
  state->start_element (ctx, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes,
                        nb_defaulted, attributes);
}

/* Whether @p (before @end) starts with @prefix. */
static gboolean
starts_with (const xmlChar *p, const xmlChar *end, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize)(end - p) >= n && memcmp (p, prefix, n) == 0;
}

/* Where the markup that @p starts ends: just past the first @close after
 * @open, or @end when it does not close before @end. */
static const xmlChar *
skip_markup (const xmlChar *p, const xmlChar *end, const char *open, const char *close)
{
  gsize n = strlen (close);

  for (p += strlen (open); p < end; p++)
    if (starts_with (p, end, close))
      return p + n;
  return end;
}

/* The '<' of the tag the text from @base to @end leaves open, or NULL.
 * Read from the start, as the parser reads it, so that a '<' or a quote
 * inside a comment, a CDATA section or a processing instruction is
 * theirs, not a tag's (they end at their own "-->", "]]>" and "?>",
 * whatever they hold); in a tag a quote is followed, as a lost closing
 * quote runs over lines too. */
static const xmlChar *
open_tag_start (const xmlChar *base, const xmlChar *end)
{
  const xmlChar *tag = NULL;
  xmlChar quote = 0;

  for (const xmlChar *p = base; p < end;)
    {
      if (tag != NULL)
        {
          if (quote != 0)
            quote = *p == quote ? 0 : quote;
          else if (*p == '"' || *p == '\'')
            quote = *p;
          else if (*p == '>')
            tag = NULL;
          p++;
        }
      else if (*p != '<')
        p++;
      else if (starts_with (p, end, "<!--"))
        p = skip_markup (p, end, "<!--", "-->");
      else if (starts_with (p, end, "<![CDATA["))
        p = skip_markup (p, end, "<![CDATA[", "]]>");
      else if (starts_with (p, end, "<?"))
        p = skip_markup (p, end, "<?", "?>");
      else
        tag = p++;
    }
  return tag;
}

/* The line of the tag the parser is inside of when it stops at @ctxt's
 * position, or 0 when it is not inside one. libxml2 gives the line where it
 * noticed the damage: for a start tag that lost its '>', the line after it
 * (where the next '<' is read as an attribute name). The tag is the one the
 * file up to the position leaves open (open_tag_start ()): the last '<'
 * alone could be one in a comment just before, and a quote there would
 * hide the comment's end. The file is read from @state's copy, from its
 * start: libxml2's buffer may have dropped what it parsed already. */
static int
line_of_open_tag (xmlParserCtxtPtr ctxt, const ParseState *state)
{
  xmlParserInputPtr input = ctxt->input;
  const xmlChar *data = (const xmlChar *)state->data, *end, *start;
  int newlines = 0;

  if (input == NULL || input->base == NULL || input->cur == NULL || input->line <= 0
      || data == NULL)
    return 0;
  /* The file is parsed as UTF-8 as it is, so offsets are the file's. */
  end = data + MIN (input->consumed + (gsize)(input->cur - input->base), state->size);
  start = open_tag_start (data, end);
  if (start == NULL)
    return 0;
  for (const xmlChar *p = start + 1; p < end; p++)
    if (*p == '\n')
      newlines++;
  return input->line > newlines ? input->line - newlines : 0;
}

/* libxml2 (2.9.14 as later ones) names the element left open and the line
 * its start tag is on (str1, int1), and the end tag it met instead (str2),
 * when an end tag does not match: the mistake is at that start tag far
 * more often than where it was noticed, which may be a hundred lines on.
 * A file that ends inside an element (XML_ERR_TAG_NOT_FINISHED) is most
 * often cut short, so its end stays the line told. */
static void
note_unclosed (ParseState *state, const xmlError *error)
{
  if (error->code != XML_ERR_TAG_NAME_MISMATCH || error->str1 == NULL || error->str2 == NULL
      || error->int1 <= 0 || error->int1 > error->line)
    return;
  state->unclosed = g_strdup (error->str1);
  state->instead = g_strdup (error->str2);
  state->noticed_line = error->line;
  state->first_line = error->int1;
  state->first_in_tag = FALSE;
}

/* Whether the parser stands at the end of @state's file, blanks aside, or
 * in the tag the file ends in, with only the rest of that tag after it (the
 * "/" of a half-written "/>", half an attribute's name: libxml2 stops
 * before them): whatever libxml2 then calls its first error ("Premature
 * end of data", "Couldn't find end of Start Tag", "attributes construct
 * error" …), the file ends before its XML does, which is what a designer
 * must be told. A '<' after the parser's place is not the tag's: a lost
 * quote that runs to the end is a mistake mid-file, not the file's end. */
static gboolean
at_end_of_file (xmlParserCtxtPtr ctxt, const ParseState *state)
{
  xmlParserInputPtr input = ctxt->input;
  const xmlChar *data = (const xmlChar *) state->data;
  gsize at;

  if (input == NULL || input->base == NULL || input->cur == NULL || data == NULL)
    return FALSE;
  at = input->consumed + (gsize)(input->cur - input->base);
  while (at < state->size && g_ascii_isspace (data[at]))
    at++;
  if (at >= state->size)
    return TRUE;
  return memchr (data + at, '<', state->size - at) == NULL
         && open_tag_start (data, data + state->size) != NULL;
}

/* The line of the last character of @state's file that is not a blank:
 * where a file cut short ends, not the empty line after its last newline. */
static int
last_line (const ParseState *state)
{
  gsize end = state->size;
  int line = 1;

  while (end > 0 && g_ascii_isspace (state->data[end - 1]))
    end--;
  for (gsize i = 0; i < end; i++)
    line += state->data[i] == '\n';
  return line;
}

/* A file that ends before its XML does, told at its last line (or at the
 * tag it ends in): libxml2 names the element left open, and the line of
 * its start tag, in a "premature end" error. */
static void
note_end_of_file (ParseState *state, xmlParserCtxtPtr ctxt, const xmlError *error)
{
  /* An end tag that does not match is the mistake, even the root's last. */
  state->first_at_end = state->unclosed == NULL && at_end_of_file (ctxt, state);
  if (!state->first_at_end)
    return;
  if (!state->first_in_tag)
    state->first_line = last_line (state);
  if (error->code != XML_ERR_TAG_NOT_FINISHED || error->str1 == NULL
      || error->int1 <= 0)
    return;
  state->open_at_end = g_strdup (error->str1);
  state->open_at_end_line = error->int1;
}

static void
on_structured_error (void *user_data, xmlErrorPtr error)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseState *state = state_of (ctxt);
  const char *code = "xml-malformed";
  int tag_line;

  if (state->refused || error->level < XML_ERR_ERROR)
    return;
  state->errors++;
  if (error->code == XML_ERR_NO_MEMORY)
    {
      /* Whatever came before it, the file was not read to its end: that
       * is what to say (and the command line's exit status 2). */
      state->first_code = "io-read";
      return;
    }
  if (state->errors > 1)
    return;
  if (error->code == XML_ERR_UNDECLARED_ENTITY || error->code == XML_WAR_UNDECLARED_ENTITY)
    code = "xml-entity";
  else if (error->code == XML_ERR_INTERNAL_ERROR && error->message
           && strstr (error->message, "depth"))
    code = "xml-limit";
  state->first_code = code;
  state->first_message = g_strstrip (g_strdup (error->message ? error->message : "parse error"));
  /* Some libxml2 messages span lines ("… encoding !\nBytes: 0xFF …"); a
   * diagnostic is one line. */
  g_strdelimit (state->first_message, "\r\n", ' ');
  tag_line = line_of_open_tag (ctxt, state);
  state->first_in_tag = tag_line > 0 && tag_line <= error->line;
  state->first_line = state->first_in_tag ? tag_line : error->line;
  note_unclosed (state, error);
  note_end_of_file (state, ctxt, error);
}

/* The words for a file that ends before its XML does, told at its end
 * (or at the tag it ends in): a full disk, a crash or a copy interrupted
 * leave such files, and libxml2's own words say only that data ended. */
static char *
cut_short_message (const ParseState *state)
{
  if (state->first_in_tag)
    return g_strdup_printf (_("the file ends inside the tag that starts on this line: was it cut "
                              "short (a full disk, a crash, a copy interrupted)? %s"),
                            state->first_message);
  if (state->open_at_end != NULL)
    return g_strdup_printf (_("the file ends before the <%s> that opens on line %d is closed: was "
                              "it cut short (a full disk, a crash, a copy interrupted)? %s"),
                            state->open_at_end, state->open_at_end_line, state->first_message);
  return g_strdup_printf (_("the file ends before its XML does: was it cut short (a full disk, a "
                            "crash, a copy interrupted)? %s"),
                          state->first_message);
}

/* The parser's first error, in our words first: libxml2's own text cannot
 * be translated, so it comes last, after the colon. */
static void
add_first_error (ParseState *state)
{
  g_autofree char *message = NULL;
  int more = state->errors - 1;

  if (g_str_equal (state->first_code, "io-read"))
    {
      wm_diagnostics_add (state->diags, WM_SEVERITY_ERROR, 0, NULL, "io-read",
                          _("out of memory while reading the file"));
      return;
    }
  if (state->first_at_end)
    message = cut_short_message (state);
  else if (state->unclosed != NULL)
    message = g_strdup_printf (_("the XML is not well-formed: the <%s> that starts on this line is "
                                 "never closed (noticed on line %d, where </%s> comes first): %s"),
                               state->unclosed, state->noticed_line, state->instead,
                               state->first_message);
  else if (state->first_in_tag)
    message = g_strdup_printf (_("the XML is not well-formed in the tag that starts on this "
                                 "line: %s"),
                               state->first_message);
  else if (state->first_line > 1)
    message = g_strdup_printf (_("the XML is not well-formed (noticed on this line; the mistake "
                                 "may be before it): %s"),
                               state->first_message);
  else
    message = g_strdup_printf (_("the XML is not well-formed: %s"), state->first_message);
  if (more > 0)
    wm_diagnostics_add (state->diags, WM_SEVERITY_ERROR, state->first_line, NULL, state->first_code,
                        g_dngettext (GETTEXT_PACKAGE,
                                     "%s (and %d more error the parser found after it)",
                                     "%s (and %d more errors the parser found after it)", more),
                        message, more);
  else
    wm_diagnostics_add (state->diags, WM_SEVERITY_ERROR, state->first_line, NULL, state->first_code,
                        "%s", message);
}

static gboolean
check_limits (xmlNode *node, int depth, long *elements, WmDiagnostics *diags)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type == XML_TEXT_NODE && node->content
          && strlen ((const char *) node->content) > WM_XML_MAX_TEXT)
        {
          wm_diagnostics_add (diags, WM_SEVERITY_ERROR, xmlGetLineNo (node), NULL, "xml-limit",
                              _("a text is longer than %d bytes"), WM_XML_MAX_TEXT);
          return FALSE;
        }
      if (node->type != XML_ELEMENT_NODE)
        continue;
      for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
        if (attr->children != NULL && attr->children->content != NULL
            && strlen ((const char *) attr->children->content) > WM_XML_MAX_TEXT)
          {
            wm_diagnostics_add (diags, WM_SEVERITY_ERROR, xmlGetLineNo (node), NULL, "xml-limit",
                                _("the value of “%s” is longer than %d bytes"), attr->name,
                                WM_XML_MAX_TEXT);
            return FALSE;
          }
      if (depth > WM_XML_MAX_DEPTH)
        {
          wm_diagnostics_add (diags, WM_SEVERITY_ERROR, xmlGetLineNo (node), NULL, "xml-limit",
                              _("elements are nested deeper than %d levels"), WM_XML_MAX_DEPTH);
          return FALSE;
        }
      if (++*elements > WM_XML_MAX_ELEMENTS)
        {
          wm_diagnostics_add (diags, WM_SEVERITY_ERROR, xmlGetLineNo (node), NULL, "xml-limit",
                              _("the file has more than %d elements"), WM_XML_MAX_ELEMENTS);
          return FALSE;
        }
      if (!check_limits (node->children, depth + 1, elements, diags))
        return FALSE;
    }
  return TRUE;
}

/* ---- encodings ------------------------------------------------------------ */

/* UTF-16 or UTF-32 by the byte order mark, or UTF-16 by "<?" without one;
 * NULL for anything else. */
static const char *
wide_encoding (const char *data, gsize size)
{
  if (size >= 4
      && (memcmp (data, "\xFF\xFE\0\0", 4) == 0 || memcmp (data, "\0\0\xFE\xFF", 4) == 0))
    return "UTF-32";
  if (size >= 2 && (memcmp (data, "\xFF\xFE", 2) == 0 || memcmp (data, "\xFE\xFF", 2) == 0))
    return "UTF-16";
  if (size >= 4 && (memcmp (data, "<\0?\0", 4) == 0 || memcmp (data, "\0<\0?", 4) == 0))
    return "UTF-16";
  return NULL;
}

/* The encoding the XML declaration at the start of @data names, or NULL. */
static char *
declared_encoding (const char *data, gsize size)
{
  static GRegex *regex;
  g_autofree char *head = g_strndup (data, MIN (size, 256));
  g_autoptr (GMatchInfo) match = NULL;

  if (g_once_init_enter (&regex))
    g_once_init_leave (&regex, g_regex_new ("^(\xEF\xBB\xBF)?<\\?xml\\s[^?>]*encoding\\s*=\\s*"
                                            "[\"']([A-Za-z0-9._:-]+)[\"']",
                                            G_REGEX_RAW | G_REGEX_OPTIMIZE, 0, NULL));
  if (!g_regex_match (regex, head, 0, &match))
    return NULL;
  return g_match_info_fetch (match, 2);
}

/* Bytes that are not UTF-8 in a file that says nothing of its encoding,
 * at the line of the first: most often a file an editor saved as Latin-1
 * or Windows-1252 ("K\xE4se"). libxml2 would say "indicate encoding !",
 * but Waymark reads UTF-8 only, whatever a file declares. */
static void
report_stray_bytes (const char *data, const char *bad, gsize size, WmDiagnostics *diags)
{
  g_autoptr (GString) bytes = g_string_new (NULL);
  int line = 1;

  for (const char *p = data; p < bad; p++)
    line += *p == '\n';
  for (const char *p = bad; p < data + size && p < bad + 4 && (p == bad || (*p & 0x80)); p++)
    g_string_append_printf (bytes, "%s0x%02X", p == bad ? "" : " ", (guchar) *p);
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, line, NULL, "xml-encoding",
                      _("the bytes %s are not UTF-8: was the file saved in another encoding, "
                        "such as Latin-1 or Windows-1252? Waymark files are UTF-8 (save it as "
                        "UTF-8)"),
                      bytes->str);
}

/* Zero bytes, at the line of the first: no text holds them, in any
 * encoding, but a file cut short by a crash or a power cut while it was
 * written often ends in them (or is nothing else). "Not UTF-8: saved in
 * another encoding?" sent the designer looking for the wrong fault. */
static gboolean
refuse_zero_bytes (const char *data, const char *bad, WmDiagnostics *diags)
{
  int line = 1;

  if (*bad != '\0')
    return FALSE;
  for (const char *p = data; p < bad; p++)
    line += *p == '\n';
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, line, NULL, "xml-malformed",
                      _("the file holds zero bytes (0x00), which no text has: it is damaged, as a "
                        "crash or a power cut while it was written can leave a file; open a copy "
                        "of it"));
  return TRUE;
}

/* A file of nothing, or of blanks alone (a variant or a game log): said in
 * words that translate, not libxml2's English "Document is empty", which
 * reads as a fault in the XML rather than a file with nothing in it. */
static gboolean
refuse_empty (const char *data, gsize size, WmDiagnostics *diags)
{
  for (gsize i = 0; i < size; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 1, NULL, "xml-malformed",
                      _("the file is empty: it holds no XML at all"));
  return TRUE;
}

static gboolean
is_utf8_name (const char *encoding)
{
  return g_ascii_strcasecmp (encoding, "UTF-8") == 0 || g_ascii_strcasecmp (encoding, "UTF8") == 0;
}

/* Waymark's files are UTF-8 (the parser is told so, whatever they declare):
 * a file in another encoding is refused in those words, not by the first
 * character libxml2 cannot read ("Start tag expected, '<' not found" for
 * UTF-16; "Input is not proper UTF-8, indicate encoding !" for a file that
 * does indicate its encoding), review 9's R9-12. A UTF-8 file that
 * declares another encoding is read as UTF-8, as before: nothing in it is
 * misread (warn_declared_encoding() says so). */
static gboolean
refuse_other_encoding (const char *data, gsize size, WmDiagnostics *diags)
{
  const char *wide = wide_encoding (data, size);
  g_autofree char *declared = NULL;
  const char *end = NULL;

  if (wide != NULL)
    {
      wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 1, NULL, "xml-encoding",
                          _("the file is %s; Waymark files are UTF-8 (save it as UTF-8)"), wide);
      return TRUE;
    }
  if (g_utf8_validate_len (data, size, &end))
    return FALSE;
  if (refuse_zero_bytes (data, end, diags))
    return TRUE;
  declared = declared_encoding (data, size);
  if (declared == NULL || is_utf8_name (declared))
    {
      report_stray_bytes (data, end, size, diags);
      return TRUE;
    }
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 1, NULL, "xml-encoding",
                      _("the file declares the encoding %s; Waymark files are UTF-8 (save it as "
                        "UTF-8)"),
                      declared);
  return TRUE;
}

/* A UTF-8 file that declares another encoding (encoding="ISO-8859-1") is
 * read as UTF-8, which its bytes are; but a program that believes the
 * declaration reads its letters beyond ASCII as others ("Käse" as
 * "KÃ¤se"), and saving writes encoding="UTF-8". Said as a warning, with
 * the first such word and what the declaration makes of it (review f,
 * finding 15); nothing when the file is ASCII, which every such encoding
 * reads alike. */
static void
warn_declared_encoding (const char *data, gsize size, WmDiagnostics *diags)
{
  static const char stops[] = " \t\r\n<>\"'=";
  g_autofree char *declared = declared_encoding (data, size);
  g_autofree char *word = NULL, *misread = NULL;
  const char *p = data, *end = data + size, *start, *stop;
  int line = 1;

  if (declared == NULL || is_utf8_name (declared))
    return;
  for (; p < end && (guchar) *p < 0x80; p++)
    line += *p == '\n';
  if (p >= end)
    return;
  for (start = p; start > data && p - start < 24 && strchr (stops, start[-1]) == NULL; start--)
    ;
  while (((guchar) *start & 0xC0) == 0x80)
    start++;
  for (stop = p + 1; stop < end && stop - p < 24 && strchr (stops, *stop) == NULL; stop++)
    ;
  while (stop < end && ((guchar) *stop & 0xC0) == 0x80)
    stop--;
  word = g_strndup (start, stop - start);
  misread = g_convert (word, -1, "UTF-8", declared, NULL, NULL, NULL);
  if (misread != NULL && g_utf8_validate (misread, -1, NULL) && strcmp (misread, word) != 0)
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 1, NULL, "xml-encoding",
                        /* TRANSLATORS: the encoding the file declares, the line
                         * and word of its first letter beyond ASCII, then that
                         * word read in the declared encoding ("KÃ¤se"). */
                        _("the file declares the encoding %s, but its text is UTF-8 (line %d: "
                          "“%s”): Waymark reads it as UTF-8 and saves it declaring UTF-8; a "
                          "program that believes the declaration reads “%s”"),
                        declared, line, word, misread);
  else
    wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 1, NULL, "xml-encoding",
                        /* TRANSLATORS: the encoding the file declares, then the
                         * line and word of its first letter beyond ASCII. */
                        _("the file declares the encoding %s, but its text is UTF-8 (line %d: "
                          "“%s”): Waymark reads it as UTF-8 and saves it declaring UTF-8"),
                        declared, line, word);
}

/* @size without a character cut in two at the end of @data: a file cut
 * short mid-character is told as cut short (the parser's end of data),
 * not as bytes of another encoding. */
static gsize
without_cut_character (const char *data, gsize size)
{
  gsize lead = size;

  while (lead > 0 && size - lead < 4 && ((guchar) data[lead - 1] & 0xC0) == 0x80)
    lead--;
  if (lead == 0 || ((guchar) data[lead - 1] & 0xC0) != 0xC0)
    return size;
  lead--;
  return g_utf8_get_char_validated (data + lead, size - lead) == (gunichar) -2 ? lead : size;
}

xmlDoc *
wm_xml_parse_safe (const char *data, gsize size, WmDiagnostics *diags)
{
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  ParseState state = { .diags = diags, .data = data, .size = size };
  long elements = 0;
  const int options = XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES
                      | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;

  wm_xml_init ();
  if (size > G_MAXINT)
    {
      wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, "io-too-large",
                          _("the file is too large"));
      return NULL;
    }
  size = without_cut_character (data, size);
  state.size = size;
  if (refuse_empty (data, size, diags) || refuse_other_encoding (data, size, diags))
    return NULL;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, "io-read",
                          _("out of memory while reading the file"));
      return NULL;
    }
  ctxt->_private = &state;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->entityDecl = on_entity_decl;
  ctxt->sax->getEntity = on_get_entity;
  ctxt->sax->getParameterEntity = on_get_entity;
  state.start_element = ctxt->sax->startElementNs;
  ctxt->sax->startElementNs = on_start_element;
  xmlSetStructuredErrorFunc (ctxt, on_structured_error);

  doc = xmlCtxtReadMemory (ctxt, data, (int) size, NULL, "UTF-8", options);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (state.errors > 0)
    add_first_error (&state);
  g_free (state.first_message);
  g_free (state.unclosed);
  g_free (state.instead);
  g_free (state.open_at_end);

  if (doc != NULL && (state.refused || state.errors > 0 || !ctxt->wellFormed))
    g_clear_pointer (&doc, xmlFreeDoc);
  if (doc == NULL && !state.refused && state.errors == 0)
    wm_diagnostics_add (diags, WM_SEVERITY_ERROR, ctxt->input ? ctxt->input->line : 1, NULL,
                        "xml-malformed", _("not well-formed XML"));
  xmlFreeParserCtxt (ctxt);

  if (doc != NULL && !check_limits (doc->children, 1, &elements, diags))
    g_clear_pointer (&doc, xmlFreeDoc);
  if (doc != NULL)
    warn_declared_encoding (data, size, diags);
  return doc;
}
