#pragma once

/* Parsing untrusted XML with libxml2 2.9 (DESIGN.md §9): no network, no DTD,
 * no entities, no XInclude; a document type declaration or an entity stops
 * the parser at once, so entity bombs cost nothing. */

#include <glib.h>
#include <libxml/tree.h>

#include "../core/wm-diagnostic.h"

G_BEGIN_DECLS

/* Limits that keep hostile input cheap. */
#define WM_XML_MAX_DEPTH 32
/* 100 times the base game; checked while parsing, so a tree never grows
 * past about 30 MB before the limit stops it. */
#define WM_XML_MAX_ELEMENTS 250000
#define WM_XML_MAX_TEXT (64 * 1024)

/* Parses @size bytes; problems go to @diags with codes xml-*. Of a file
 * that is not well-formed, only libxml2's first error is told (the others
 * follow from it; the message counts them), at the line where the tag it
 * stopped in starts. Returns NULL on any error. */
xmlDoc *wm_xml_parse_safe (const char *data, gsize size, WmDiagnostics *diags);

/* Installs the external entity loader that refuses everything. Idempotent;
 * wm_xml_parse_safe calls it. */
void wm_xml_init (void);

G_END_DECLS
