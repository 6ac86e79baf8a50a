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
  long elements;
  startElementNsSAX2Func start_element; /* libxml2's own, which builds the tree */
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

static void
on_structured_error (void *user_data, xmlErrorPtr error)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseState *state = state_of (ctxt);
  g_autofree char *message = NULL;
  const char *code = "xml-malformed";

  if (state->refused || error->level < XML_ERR_ERROR)
    return;
  if (error->code == XML_ERR_NO_MEMORY)
    code = "io-read";
  else if (error->code == XML_ERR_UNDECLARED_ENTITY || error->code == XML_WAR_UNDECLARED_ENTITY)
    code = "xml-entity";
  else if (error->code == XML_ERR_INTERNAL_ERROR && error->message
           && strstr (error->message, "depth"))
    code = "xml-limit";
  message = g_strstrip (g_strdup (error->message ? error->message : "parse error"));
  /* Some libxml2 messages span lines ("… encoding !\nBytes: 0xFF …"); a
   * diagnostic is one line. */
  g_strdelimit (message, "\r\n", ' ');
  state->errors++;
  /* libxml2 reports follow-on errors after the first; a handful is enough to
   * locate the damage. */
  if (state->errors <= 5)
    wm_diagnostics_add (state->diags, WM_SEVERITY_ERROR, error->line, NULL, code,
                        _("not well-formed XML: %s"), message);
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

xmlDoc *
wm_xml_parse_safe (const char *data, gsize size, WmDiagnostics *diags)
{
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  ParseState state = { diags, FALSE, 0, 0, NULL };
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

  if (doc != NULL && (state.refused || state.errors > 0 || !ctxt->wellFormed))
    g_clear_pointer (&doc, xmlFreeDoc);
  if (doc == NULL && !state.refused && state.errors == 0)
    wm_diagnostics_add (diags, WM_SEVERITY_ERROR, ctxt->input ? ctxt->input->line : 1, NULL,
                        "xml-malformed", _("not well-formed XML"));
  xmlFreeParserCtxt (ctxt);

  if (doc != NULL && !check_limits (doc->children, 1, &elements, diags))
    g_clear_pointer (&doc, xmlFreeDoc);
  return doc;
}
