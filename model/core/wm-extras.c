#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include "wm-extras-private.h"

static void
free_node (gpointer node)
{
  xmlFreeNode (node);
}

static void
free_attr (gpointer data)
{
  WmForeignAttr *attr = data;

  g_free (attr->href);
  g_free (attr->prefix);
  g_free (attr->name);
  g_free (attr->value);
  g_free (attr);
}

void
wm_extras_free (WmExtras *extras)
{
  if (extras == NULL)
    return;
  g_clear_pointer (&extras->before, g_ptr_array_unref);
  g_clear_pointer (&extras->inside, g_ptr_array_unref);
  g_clear_pointer (&extras->attrs, g_ptr_array_unref);
  g_free (extras);
}

static WmExtras *
ensure (WmExtras **extras)
{
  if (*extras == NULL)
    *extras = g_new0 (WmExtras, 1);
  return *extras;
}

static void
append (GPtrArray **list, GDestroyNotify free_func, gpointer item)
{
  if (*list == NULL)
    *list = g_ptr_array_new_with_free_func (free_func);
  g_ptr_array_add (*list, item);
}

/* Never inlined: libxml2 2.9.14 loses part of a copy when an allocation
 * fails inside xmlCopyNode, and tests/hardening/test-xml-alloc tells that
 * known leak from one of ours by these two functions' frames, which an
 * optimised (LTO) build would otherwise fold into the loader. */
G_GNUC_NO_INLINE void
wm_extras_add_before (WmExtras **extras, xmlNode *node)
{
  append (&ensure (extras)->before, free_node, xmlCopyNode (node, 1));
}

G_GNUC_NO_INLINE void
wm_extras_add_inside (WmExtras **extras, xmlNode *node)
{
  append (&ensure (extras)->inside, free_node, xmlCopyNode (node, 1));
}

void
wm_extras_add_attr (WmExtras **extras, xmlAttr *attr)
{
  WmForeignAttr *copy = g_new0 (WmForeignAttr, 1);
  xmlChar *value = xmlNodeGetContent ((xmlNode *) attr);

  copy->href = g_strdup (attr->ns ? (const char *) attr->ns->href : "");
  copy->prefix = g_strdup (attr->ns ? (const char *) attr->ns->prefix : NULL);
  copy->name = g_strdup ((const char *) attr->name);
  copy->value = g_strdup (value ? (const char *) value : "");
  xmlFree (value);
  append (&ensure (extras)->attrs, free_attr, copy);
}

void
wm_extras_add_ns (WmExtras **extras, xmlNs *ns)
{
  WmForeignAttr *copy = g_new0 (WmForeignAttr, 1);

  copy->href = g_strdup ((const char *) ns->href);
  copy->prefix = g_strdup ((const char *) ns->prefix);
  append (&ensure (extras)->attrs, free_attr, copy);
}
