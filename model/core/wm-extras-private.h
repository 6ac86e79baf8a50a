#pragma once

/* Content a model element carries only so that it survives load → save:
 * comments and elements in foreign namespaces before it or at the end of its
 * children, and attributes in foreign namespaces. The nodes are private
 * copies (xmlCopyNode), each a self-contained tree with the namespace
 * declarations it needs. */

#include <glib.h>
#include <libxml/tree.h>

#include "wm-text.h"

G_BEGIN_DECLS

typedef struct
{
  char *href;
  char *prefix;
  char *name;
  char *value;
} WmForeignAttr;

struct _WmExtras
{
  GPtrArray *before; /* of xmlNode, owned */
  GPtrArray *inside; /* of xmlNode, owned */
  GPtrArray *attrs;  /* of WmForeignAttr, owned */
};

void wm_extras_free (WmExtras *extras);
/* Adds a copy of @node, creating *@extras when needed. */
void wm_extras_add_before (WmExtras **extras, xmlNode *node);
void wm_extras_add_inside (WmExtras **extras, xmlNode *node);
void wm_extras_add_attr (WmExtras **extras, xmlAttr *attr);
/* A namespace declaration (kept on the root); stored as a WmForeignAttr
 * whose name is NULL. */
void wm_extras_add_ns (WmExtras **extras, xmlNs *ns);

G_END_DECLS
