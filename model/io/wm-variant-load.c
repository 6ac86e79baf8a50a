#define G_LOG_DOMAIN "wm-io"

/* The loader walks the parsed tree once, building the model and reporting
 * every structural problem (codes schema-*), then checks ids and references
 * over the whole model. Any error discards the model: callers never see a
 * half-built variant. Structure rules here mirror resources/schema/waymark.rng;
 * tests/model/test-schema.c checks that both agree on every test file. */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/wm-extras-private.h"
#include "../core/wm-registry.h"
#include "../rules/wm-game.h"
#include "wm-variant-io.h"
#include "wm-variant-load-private.h"
#include "wm-variant-template.h"
#include "wm-xml-safe.h"

#define XML_NS "http://www.w3.org/XML/1998/namespace"

G_DEFINE_QUARK (wm-io-error-quark, wm_io_error)

/* ---- element walking --------------------------------------------------- */

typedef struct _Loader Loader;

/* A child handler builds the model object of @node inside @parent and returns
 * the address of its extras field, so that comments and foreign elements
 * found before it can be attached to it; NULL when nothing was built. */
typedef WmExtras **(*ChildHandler) (Loader *loader, xmlNode *node, gpointer parent);

typedef struct
{
  const char *name;
  ChildHandler handler;
  int min, max; /* occurrences; max -1 for unbounded */
} ChildSpec;

struct _Loader
{
  WmDiagnostics *diags;
  WmVariant *variant;
  const char *where; /* id path of the element being read, for diagnostics */
  const xmlNs *ours; /* the last namespace declaration found to be ours */
};

static gboolean
is_ours (xmlNode *node)
{
  return node->ns != NULL && strcmp ((const char *) node->ns->href, WM_VARIANT_NAMESPACE) == 0;
}

/* is_ours for the children of an element: nearly every element shares the
 * one declaration on the root, so the loader remembers the last of ours
 * (it lives as long as the document) and most checks compare pointers. */
static gboolean
is_ours_cached (Loader *loader, xmlNode *node)
{
  if (node->ns != NULL && node->ns == loader->ours)
    return TRUE;
  if (!is_ours (node))
    return FALSE;
  loader->ours = node->ns;
  return TRUE;
}

static int
line_of (xmlNode *node)
{
  return (int) xmlGetLineNo (node);
}

#define report(loader, node, code, ...)                                               \
  wm_diagnostics_add ((loader)->diags, WM_SEVERITY_ERROR, line_of (node), (loader)->where, \
                      code, __VA_ARGS__)

#define warn(loader, node, code, ...)                                                   \
  wm_diagnostics_add ((loader)->diags, WM_SEVERITY_WARNING, line_of (node), (loader)->where, \
                      code, __VA_ARGS__)

/* What is reported while an element is read carries its place, in the
 * validator's words ("deck events / card E01"), so that a bad number or
 * an unknown attribute says which card it is in, not only its line.
 * Returns the place outside, for leave (); @where (owned by the caller,
 * alive until then) NULL keeps the outer place: an element without an id
 * is told by its line alone. */
static const char *
enter (Loader *loader, const char *where)
{
  const char *outer = loader->where;

  if (where != NULL)
    loader->where = where;
  return outer;
}

static void
leave (Loader *loader, const char *outer)
{
  loader->where = outer;
}

/* "@kind @id", or NULL without an id. */
static char *
place_of (const char *kind, const char *id)
{
  return id != NULL ? g_strdup_printf ("%s %s", kind, id) : NULL;
}

static gboolean
is_blank (const xmlChar *text)
{
  for (; text && *text; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

static void
attach_pending (GPtrArray *pending, WmExtras **extras, gboolean inside)
{
  for (guint i = 0; i < pending->len; i++)
    {
      if (inside)
        wm_extras_add_inside (extras, g_ptr_array_index (pending, i));
      else
        wm_extras_add_before (extras, g_ptr_array_index (pending, i));
    }
  g_ptr_array_set_size (pending, 0);
}

/* The most child kinds an element has (the root's twelve). */
#define MAX_CHILD_SPECS 16

/* Comments and foreign elements waiting for the next child of ours; the
 * array is made only when there is one, which is rare. */
static void
pending_add (GPtrArray **pending, xmlNode *node)
{
  if (*pending == NULL)
    *pending = g_ptr_array_new ();
  g_ptr_array_add (*pending, node);
}

/* Reads the children of @node with the handlers of @specs, which also give
 * the order the children must appear in. */
static void
read_children (Loader *loader, xmlNode *node, gpointer parent, const ChildSpec *specs,
               int n_specs, WmExtras **parent_extras)
{
  g_autoptr (GPtrArray) pending = NULL;
  int counts[MAX_CHILD_SPECS] = { 0 };
  int last_rank = 0;

  g_assert (n_specs <= MAX_CHILD_SPECS);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      int rank = -1;
      WmExtras **extras;

      if (child->type == XML_COMMENT_NODE || child->type == XML_PI_NODE)
        {
          pending_add (&pending, child);
          continue;
        }
      if (child->type == XML_TEXT_NODE)
        {
          if (!is_blank (child->content))
            report (loader, child, "schema-element", _("text is not allowed inside <%s>"),
                    node->name);
          continue;
        }
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (!is_ours_cached (loader, child))
        {
          pending_add (&pending, child);
          continue;
        }
      for (int i = 0; i < n_specs && rank < 0; i++)
        if (strcmp ((const char *) child->name, specs[i].name) == 0)
          rank = i;
      if (rank < 0)
        {
          report (loader, child, "schema-element", _("<%s> does not belong inside <%s>"),
                  child->name, node->name);
          continue;
        }
      if (rank < last_rank)
        report (loader, child, "schema-element", _("<%s> must come before <%s> inside <%s>"),
                child->name, specs[last_rank].name, node->name);
      last_rank = MAX (last_rank, rank);
      counts[rank]++;
      if (specs[rank].max >= 0 && counts[rank] > specs[rank].max)
        {
          report (loader, child, "schema-element",
                  g_dngettext (GETTEXT_PACKAGE, "<%s> may appear at most %d time here",
                               "<%s> may appear at most %d times here", specs[rank].max),
                  child->name, specs[rank].max);
          continue;
        }
      extras = specs[rank].handler (loader, child, parent);
      if (pending == NULL)
        continue;
      if (extras != NULL)
        attach_pending (pending, extras, FALSE);
      else
        g_ptr_array_set_size (pending, 0);
    }
  if (parent_extras != NULL && pending != NULL)
    attach_pending (pending, parent_extras, TRUE);

  for (int i = 0; i < n_specs; i++)
    if (counts[i] < specs[i].min)
      report (loader, node, "schema-missing", _("<%s> needs at least %d <%s>"), node->name,
              specs[i].min, specs[i].name);
}

/* ---- attributes ---------------------------------------------------------- */

/* Checks that @node has only the attributes in @allowed (NULL-terminated)
 * plus xml:lang when @lang_ok; foreign attributes go to @extras. */
static void
check_attributes (Loader *loader, xmlNode *node, const char *const *allowed, gboolean lang_ok,
                  WmExtras **extras)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      gboolean known = FALSE;

      if (attr->ns != NULL)
        {
          if (strcmp ((const char *) attr->ns->href, XML_NS) == 0)
            known = lang_ok && strcmp ((const char *) attr->name, "lang") == 0;
          else if (strcmp ((const char *) attr->ns->href, WM_VARIANT_NAMESPACE) != 0)
            {
              wm_extras_add_attr (extras, attr);
              continue;
            }
        }
      else
        for (int i = 0; allowed != NULL && allowed[i] != NULL; i++)
          if (strcmp ((const char *) attr->name, allowed[i]) == 0)
            known = TRUE;
      if (!known)
        report (loader, node, "schema-attribute", _("<%s> has no attribute “%s”"), node->name,
                attr->name);
    }
}

static char *
get_attr (xmlNode *node, const char *name)
{
  xmlChar *value;
  char *copy;

  /* The common case, an attribute with one text node, is copied directly:
   * loading reads every attribute once, and two allocations per value
   * showed in the profile. */
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == NULL && strcmp ((const char *) attr->name, name) == 0)
      {
        if (attr->children == NULL)
          return g_strdup ("");
        if (attr->children->type == XML_TEXT_NODE && attr->children->next == NULL)
          return g_strdup ((const char *) attr->children->content);
        break;
      }
  value = xmlGetNoNsProp (node, BAD_CAST name);
  copy = value ? g_strdup ((const char *) value) : NULL;
  xmlFree (value);
  return copy;
}

static char *
require_attr (Loader *loader, xmlNode *node, const char *name)
{
  char *value = get_attr (node, name);

  if (value == NULL)
    report (loader, node, "schema-missing", _("<%s> needs the attribute “%s”"), node->name, name);
  return value;
}

static gboolean
valid_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_' && *p != '.' && *p != '-')
      return FALSE;
  return TRUE;
}

/* An id or an id reference: required, of the id form. */
static char *
read_id (Loader *loader, xmlNode *node, const char *name, gboolean required)
{
  char *value = required ? require_attr (loader, node, name) : get_attr (node, name);

  if (value != NULL && !valid_id (value))
    {
      /* Translators: the attribute, the element, the value as written;
       * the element says which kind it is even when its id is the fault. */
      report (loader, node, "schema-value",
              _("“%s” of <%s> must be an id (letters, digits, “_”, “.” and “-”), not “%s”"),
              name, node->name, value);
      g_clear_pointer (&value, g_free);
    }
  return value;
}

static gboolean
parse_int (const char *text, int *out)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

/* "1e9": a number, in a form the file does not take (the schema's
 * decimals and integers have no exponent, and 1e1 must not load here when
 * xmllint refuses it), so "not a number" would be wrong. */
static gboolean
is_exponent_form (const char *text)
{
  char *end = NULL;

  /* Too large for a double (1e999) is still a number written so. */
  g_ascii_strtod (text, &end);
  return *text != '\0' && end != NULL && *end == '\0' && strpbrk (text, "eE") != NULL
         && strpbrk (text, "xXnNiI") == NULL;
}

/* "-123", "+007": a whole number as XML Schema writes one, of any size. */
static gboolean
is_whole_number (const char *text)
{
  if (*text == '+' || *text == '-')
    text++;
  if (*text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* " 20" and "+20" are 20 to XML Schema (and the schema), and are read so;
 * but saving writes 20: said, as a warning, not fixed without a word
 * (review f, finding 15). @written is the attribute as written, @read
 * the number read. */
static void
warn_number_form (Loader *loader, xmlNode *node, const char *name, const char *written,
                  const char *read)
{
  gsize len = strlen (written);

  if (len == 0 || (!g_ascii_isspace (written[0]) && written[0] != '+'
                   && !g_ascii_isspace (written[len - 1])))
    return;
  /* Translators: the attribute, the element, the value as written
   * (" 20"), then the number read and saved (20). */
  warn (loader, node, "number-form",
        _("“%s” of <%s> is written “%s”, with spaces or a plus sign: it is read as %s and "
          "saved so"),
        name, node->name, written, read);
}

static int
read_int (Loader *loader, xmlNode *node, const char *name, int min, int max, gboolean required,
          int fallback)
{
  g_autofree char *text = required ? require_attr (loader, node, name) : get_attr (node, name);
  g_autofree char *written = NULL, *read = NULL;
  int value;

  if (text == NULL)
    return fallback;
  /* Spaces around a number are allowed, as in XML Schema (and the schema). */
  written = g_strdup (text);
  g_strstrip (text);
  if (!parse_int (text, &value) && is_exponent_form (text))
    {
      report (loader, node, "schema-value",
              _("“%s” of <%s> must be a whole number %d–%d written without an exponent, "
                "not “%s”"),
              name, node->name, min, max, text);
      return fallback;
    }
  if (!parse_int (text, &value) && is_whole_number (text))
    {
      /* 99999999999 is a whole number, too large for any range the file
       * takes: said as such, as written, rather than "not a whole number". */
      /* Translators: the attribute, the element, the range, the value as written */
      report (loader, node, "schema-range", _("“%s” of <%s> must be %d–%d, not %s"), name,
              node->name, min, max, text);
      return fallback;
    }
  if (!parse_int (text, &value))
    {
      report (loader, node, "schema-value", _("“%s” of <%s> must be a whole number, not “%s”"),
              name, node->name, text);
      return fallback;
    }
  if (value < min || value > max)
    {
      report (loader, node, "schema-range", _("“%s” of <%s> must be %d–%d, not %d"), name,
              node->name, min, max, value);
      return fallback;
    }
  read = g_strdup_printf ("%d", value);
  warn_number_form (loader, node, name, written, read);
  return value;
}

static double
read_double (Loader *loader, xmlNode *node, const char *name, double min, double max,
             gboolean required)
{
  g_autofree char *text = required ? require_attr (loader, node, name) : get_attr (node, name);
  g_autofree char *written = NULL;
  char saved[G_ASCII_DTOSTR_BUF_SIZE];
  char *end = NULL;
  double value;

  if (text == NULL)
    return 0;
  written = g_strdup (text);
  g_strstrip (text);
  if (is_exponent_form (text))
    {
      report (loader, node, "schema-value",
              _("“%s” of <%s> must be a number %g–%g written without an exponent, not “%s”"),
              name, node->name, min, max, text);
      return 0;
    }
  value = g_ascii_strtod (text, &end);
  if (*text == '\0' || end == NULL || *end != '\0' || !isfinite (value)
      || strchr (text, 'e') || strchr (text, 'E') || strchr (text, 'x') || strchr (text, 'X')
      || strchr (text, 'n') || strchr (text, 'N') || strchr (text, 'i') || strchr (text, 'I'))
    {
      report (loader, node, "schema-value", _("“%s” of <%s> must be a number, not “%s”"), name,
              node->name, text);
      return 0;
    }
  if (value < min || value > max)
    {
      report (loader, node, "schema-range", _("“%s” of <%s> must be %g–%g, not %s"), name,
              node->name, min, max, text);
      return 0;
    }
  /* as the file is saved (set_double ()) */
  g_ascii_formatd (saved, sizeof saved, "%.10g", value);
  warn_number_form (loader, node, name, written, saved);
  return value;
}

typedef int (*FromString) (const char *s);

/* An enumerated attribute; returns -1 when missing or wrong. */
static int
read_enum (Loader *loader, xmlNode *node, const char *name, FromString from_string,
           gboolean required, int fallback)
{
  g_autofree char *text = required ? require_attr (loader, node, name) : get_attr (node, name);
  int value;

  if (text == NULL)
    return fallback;
  value = from_string (text);
  if (value < 0)
    report (loader, node, "schema-value", _("“%s” is not a valid “%s” of <%s>"), text, name,
            node->name);
  return value;
}

static gboolean
read_bool (Loader *loader, xmlNode *node, const char *name, gboolean fallback)
{
  g_autofree char *text = get_attr (node, name);

  if (text == NULL)
    return fallback;
  if (strcmp (text, "true") == 0)
    return TRUE;
  if (strcmp (text, "false") == 0)
    return FALSE;
  report (loader, node, "schema-value", _("“%s” of <%s> must be true or false, not “%s”"), name,
          node->name, text);
  return fallback;
}

static char *
read_color (Loader *loader, xmlNode *node, const char *name, gboolean required)
{
  char *text = required ? require_attr (loader, node, name) : get_attr (node, name);
  gboolean ok = text != NULL && strlen (text) == 7 && text[0] == '#';

  for (int i = 1; ok && i < 7; i++)
    ok = g_ascii_isxdigit (text[i]);
  if (text != NULL && !ok)
    {
      report (loader, node, "schema-value", _("“%s” of <%s> must be a colour #rrggbb, not “%s”"),
              name, node->name, text);
      g_clear_pointer (&text, g_free);
    }
  return text;
}

static int
direction_from (const char *s)
{
  return wm_direction_from_string (s);
}

static int
edge_from (const char *s)
{
  return wm_edge_from_string (s);
}

static int
corner_from (const char *s)
{
  return wm_corner_from_string (s);
}

static int
space_kind_from (const char *s)
{
  return wm_space_kind_from_string (s);
}

static int
secret_kind_from (const char *s)
{
  return wm_secret_kind_from_string (s);
}

static int
deck_kind_from (const char *s)
{
  return wm_deck_kind_from_string (s);
}

static int
scope_from (const char *s)
{
  return wm_scope_from_string (s);
}

static int
weapon_reward_from (const char *s)
{
  return wm_weapon_reward_from_string (s);
}

static int
setup_choice_from (const char *s)
{
  return g_strcmp0 (s, "fixed") == 0 ? WM_ORDER_FIXED : g_strcmp0 (s, "random") == 0 ? WM_ORDER_RANDOM : -1;
}

static const char *const shapes[] = { "round", "square", "triangle", "diamond", "hexagon",
                                      "pentagon", "star", "cross", NULL };
static const char *const dashes[] = { "solid", "dashed", "dotted", NULL };

static char *
read_choice (Loader *loader, xmlNode *node, const char *name, const char *const *choices,
             gboolean required)
{
  char *text = required ? require_attr (loader, node, name) : get_attr (node, name);

  if (text != NULL && !g_strv_contains (choices, text))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) choices);
      report (loader, node, "schema-value", _("“%s” of <%s> must be one of %s, not “%s”"), name,
              node->name, list, text);
      g_clear_pointer (&text, g_free);
    }
  return text;
}

/* ---- texts --------------------------------------------------------------- */

static WmExtras **
read_text_into (Loader *loader, xmlNode *node, WmText *text)
{
  g_autofree char *lang = NULL;
  xmlChar *lang_value;
  xmlChar *content;
  WmTextEntry *entry;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      report (loader, child, "schema-element", _("<%s> may hold only text"), node->name);

  /* What libxml2 allocates goes back through xmlFree: its allocator can be
   * replaced (xmlMemSetup), so g_free would not match it. */
  lang_value = xmlGetNsProp (node, BAD_CAST "lang", BAD_CAST XML_NS);
  lang = g_strdup ((const char *) lang_value);
  xmlFree (lang_value);
  if (lang == NULL)
    {
      report (loader, node, "schema-missing", _("<%s> needs an xml:lang attribute"), node->name);
      return NULL;
    }
  if (wm_text_get_exact (text, lang) != NULL)
    {
      report (loader, node, "lang-duplicate", _("a second <%s> in language “%s”"), node->name,
              lang);
      return NULL;
    }
  content = xmlNodeGetContent (node);
  /* NULL only when libxml2 ran out of memory; load_doc then fails the load. */
  wm_text_set (text, lang, content ? (const char *) content : "");
  xmlFree (content);
  entry = g_ptr_array_index (text->entries, text->entries->len - 1);
  entry->line = line_of (node);
  check_attributes (loader, node, NULL, TRUE, &entry->extras);
  return &entry->extras;
}

#define TEXT_HANDLER(fn, Type, field)                                   \
  static WmExtras **fn (Loader *loader, xmlNode *node, gpointer parent) \
  {                                                                     \
    return read_text_into (loader, node, &((Type *) parent)->field);    \
  }


/* ---- effects and tasks ------------------------------------------------- */

/* Numbers among the parameters are read like the file's other numbers:
 * spaces around them are allowed and dropped. */
static gboolean
is_number_param (const WmTypeSpec *spec, const char *name)
{
  const WmParamSpec *param = spec != NULL ? wm_type_spec_find_param (spec, name) : NULL;

  return param != NULL && param->kind == WM_PARAM_NUMBER;
}

static WmEffect *
read_effect_like (Loader *loader, xmlNode *node, gboolean is_task)
{
  g_autofree char *type = require_attr (loader, node, "type");
  WmScope scope = WM_SCOPE_ALWAYS;
  WmEffect *effect;
  const WmTypeSpec *spec = is_task ? wm_registry_find_task (type) : wm_registry_find_effect (type);

  if (!is_task)
    {
      int s = read_enum (loader, node, "scope", scope_from, FALSE, WM_SCOPE_ALWAYS);
      scope = s < 0 ? WM_SCOPE_ALWAYS : (WmScope) s;
    }
  effect = wm_effect_new (type ? type : "", scope);
  effect->line = line_of (node);
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlChar *value;
      /* Like check_attributes: foreign attributes are kept, ours and xml:* are
       * not allowed here. */
      if (attr->ns != NULL && strcmp ((const char *) attr->ns->href, WM_VARIANT_NAMESPACE) != 0
          && strcmp ((const char *) attr->ns->href, XML_NS) != 0)
        {
          wm_extras_add_attr (&effect->extras, attr);
          continue;
        }
      if (attr->ns != NULL || strcmp ((const char *) attr->name, "type") == 0
          || (!is_task && strcmp ((const char *) attr->name, "scope") == 0))
        {
          if (attr->ns != NULL)
            report (loader, node, "schema-attribute", _("<%s> has no attribute “%s”"),
                    node->name, attr->name);
          continue;
        }
      value = xmlNodeGetContent ((xmlNode *) attr);
      if (value != NULL && is_number_param (spec, (const char *) attr->name))
        g_strstrip ((char *) value);
      wm_effect_set_param (effect, (const char *) attr->name, value ? (const char *) value : "");
      xmlFree (value);
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && is_ours (child))
      report (loader, child, "schema-element", _("<%s> does not belong inside <%s>"),
              child->name, node->name);
    else if (child->type == XML_TEXT_NODE && !is_blank (child->content))
      report (loader, child, "schema-element", _("text is not allowed inside <%s>"),
              node->name);
    else if (child->type == XML_ELEMENT_NODE || child->type == XML_COMMENT_NODE)
      wm_extras_add_inside (&effect->extras, child);
  return effect;
}

static WmExtras **
read_effect_into (Loader *loader, xmlNode *node, GPtrArray *list, gboolean is_task)
{
  WmEffect *effect = read_effect_like (loader, node, is_task);

  g_ptr_array_add (list, effect);
  return &effect->extras;
}

/* ---- the variant's top-level parts -------------------------------------- */

TEXT_HANDLER (info_title, WmInfo, title)
TEXT_HANDLER (info_description, WmInfo, description)

static WmExtras **
info_author (Loader *loader, xmlNode *node, gpointer parent)
{
  WmInfo *info = parent;
  xmlChar *content = xmlNodeGetContent (node);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      report (loader, child, "schema-element", _("<%s> may hold only text"), node->name);
  check_attributes (loader, node, NULL, FALSE, &info->extras);
  g_ptr_array_add (info->authors, g_strdup (content ? (const char *) content : ""));
  xmlFree (content);
  /* Authors are plain strings with no extras of their own: what preceded an
   * author stays with the info element. */
  return &info->extras;
}

/* The languages of info/@languages, or NULL when the list is refused: a
 * word that is no language code, a language listed twice, an empty list.
 * A refused list is not kept (the variant then declares no language), so
 * that the texts are not also checked against it: "x_y!" would otherwise
 * make every text of the file undeclared and missing (review 9's R9-13). */
static GStrv
read_language_list (Loader *loader, xmlNode *node, const char *languages)
{
  g_auto (GStrv) words = g_strsplit_set (languages, " \t\n", -1);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean refused = FALSE;

  for (int i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (!g_regex_match_simple ("^[a-z]{2,3}(-[A-Za-z0-9]+)*$", words[i], 0, 0))
        {
          report (loader, node, "schema-value", _("“%s” is not a language code"), words[i]);
          refused = TRUE;
        }
      else if (!g_hash_table_add (seen, words[i]))
        {
          /* Beyond the schema (a RELAX NG list cannot say "each once"),
           * like a second text in one language. */
          report (loader, node, "lang-duplicate", _("“%s” is listed twice in languages"),
                  words[i]);
          refused = TRUE;
        }
      g_strv_builder_add (builder, words[i]);
    }
  if (g_hash_table_size (seen) == 0 && !refused)
    {
      report (loader, node, "schema-value", _("“languages” of <info> is empty"));
      refused = TRUE;
    }
  return refused ? NULL : g_strv_builder_end (builder);
}

static WmExtras **
read_info (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "languages", NULL };
  static const ChildSpec children[] = {
    { "title", info_title, 1, -1 },
    { "description", info_description, 0, -1 },
    { "author", info_author, 0, -1 },
  };
  WmInfo *info = &loader->variant->info;
  g_autofree char *languages = require_attr (loader, node, "languages");
  GStrv list = NULL;
  const char *outer;

  info->line = line_of (node);
  outer = enter (loader, "info");
  check_attributes (loader, node, attrs, FALSE, &info->extras);
  if (languages != NULL)
    list = read_language_list (loader, node, languages);
  if (list != NULL)
    {
      g_strfreev (info->languages);
      info->languages = list;
    }
  read_children (loader, node, info, children, G_N_ELEMENTS (children), &info->extras);
  leave (loader, outer);
  return &info->extras;
}

static WmExtras **
read_rules (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "goal", "higher-goal", "hand", "turns", "min-players",
                                       "max-players", "discovery-gold", NULL };
  WmRules *rules = &loader->variant->rules;
  const char *outer;

  rules->line = line_of (node);
  outer = enter (loader, "rules");
  check_attributes (loader, node, attrs, FALSE, &rules->extras);
  rules->goal = read_int (loader, node, "goal", 1, 999, TRUE, rules->goal);
  rules->higher_goal = read_int (loader, node, "higher-goal", 1, 999, FALSE, rules->higher_goal);
  rules->hand = read_int (loader, node, "hand", 1, 12, TRUE, rules->hand);
  rules->turns = read_int (loader, node, "turns", 1, 6, TRUE, rules->turns);
  rules->min_players = read_int (loader, node, "min-players", 1, 8, TRUE, rules->min_players);
  rules->max_players = read_int (loader, node, "max-players", 1, 8, TRUE, rules->max_players);
  rules->discovery_gold = read_int (loader, node, "discovery-gold", 0, 9, FALSE,
                                    rules->discovery_gold);
  read_children (loader, node, rules, NULL, 0, &rules->extras);
  leave (loader, outer);
  return &rules->extras;
}

static WmExtras **
read_options (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "no-events", "meaner-highwaymen", "higher-goal",
                                       "variable-setup", NULL };
  WmOptions *options = &loader->variant->options;
  const char *outer;

  options->line = line_of (node);
  outer = enter (loader, "options");
  check_attributes (loader, node, attrs, FALSE, &options->extras);
  options->no_events = read_bool (loader, node, "no-events", FALSE);
  options->meaner_highwaymen = read_bool (loader, node, "meaner-highwaymen", FALSE);
  options->higher_goal = read_bool (loader, node, "higher-goal", FALSE);
  options->variable_setup = read_bool (loader, node, "variable-setup", FALSE);
  read_children (loader, node, options, NULL, 0, &options->extras);
  leave (loader, outer);
  return &options->extras;
}

static WmExtras **
read_pieces (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "highwaymen", "intrigue-markers", NULL };
  WmPieces *pieces = &loader->variant->pieces;
  const char *outer;

  pieces->line = line_of (node);
  outer = enter (loader, "pieces");
  check_attributes (loader, node, attrs, FALSE, &pieces->extras);
  pieces->highwaymen = read_int (loader, node, "highwaymen", 0, 20, FALSE, pieces->highwaymen);
  pieces->intrigue_markers = read_int (loader, node, "intrigue-markers", 1, 6, FALSE,
                                       pieces->intrigue_markers);
  read_children (loader, node, pieces, NULL, 0, &pieces->extras);
  leave (loader, outer);
  return &pieces->extras;
}

TEXT_HANDLER (path_type_name, WmPathType, name)

static WmExtras **
read_path_type (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "color", "dash", NULL };
  static const ChildSpec children[] = { { "name", path_type_name, 0, -1 } };
  WmPathType *type = g_new0 (WmPathType, 1);

  wm_text_init (&type->name);
  type->line = line_of (node);
  g_ptr_array_add (loader->variant->path_types, type);
  check_attributes (loader, node, attrs, FALSE, &type->extras);
  type->id = read_id (loader, node, "id", TRUE);
  type->color = read_color (loader, node, "color", TRUE);
  type->dash = read_choice (loader, node, "dash", dashes, FALSE);
  if (type->dash == NULL)
    type->dash = g_strdup ("solid");
  read_children (loader, node, type, children, G_N_ELEMENTS (children), &type->extras);
  return &type->extras;
}

TEXT_HANDLER (weapon_type_name, WmWeaponType, name)

static WmExtras **
read_weapon_type (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "color", NULL };
  static const ChildSpec children[] = { { "name", weapon_type_name, 0, -1 } };
  WmWeaponType *type = g_new0 (WmWeaponType, 1);

  wm_text_init (&type->name);
  type->line = line_of (node);
  g_ptr_array_add (loader->variant->weapon_types, type);
  check_attributes (loader, node, attrs, FALSE, &type->extras);
  type->id = read_id (loader, node, "id", TRUE);
  type->color = read_color (loader, node, "color", TRUE);
  read_children (loader, node, type, children, G_N_ELEMENTS (children), &type->extras);
  return &type->extras;
}

TEXT_HANDLER (secret_place_name, WmSecretPlace, name)

static WmExtras **
read_secret_place (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "kind", "count", NULL };
  static const ChildSpec children[] = { { "name", secret_place_name, 0, -1 } };
  WmSecretPlace *place = g_new0 (WmSecretPlace, 1);

  wm_text_init (&place->name);
  place->line = line_of (node);
  g_ptr_array_add (loader->variant->secret_places, place);
  check_attributes (loader, node, attrs, FALSE, &place->extras);
  place->kind = read_enum (loader, node, "kind", secret_kind_from, TRUE, -1);
  place->count = read_int (loader, node, "count", 0, 50, TRUE, 0);
  read_children (loader, node, place, children, G_N_ELEMENTS (children), &place->extras);
  return &place->extras;
}

TEXT_HANDLER (town_name, WmTown, name)

static WmExtras **
read_town (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "color", "shape", NULL };
  static const ChildSpec children[] = { { "name", town_name, 0, -1 } };
  WmTown *town = g_new0 (WmTown, 1);
  g_autofree char *where = NULL;
  const char *outer;

  wm_text_init (&town->name);
  town->line = line_of (node);
  g_ptr_array_add (loader->variant->towns, town);
  check_attributes (loader, node, attrs, FALSE, &town->extras);
  town->id = read_id (loader, node, "id", TRUE);
  where = place_of ("town", town->id);
  outer = enter (loader, where);
  town->color = read_color (loader, node, "color", TRUE);
  town->shape = read_choice (loader, node, "shape", shapes, TRUE);
  read_children (loader, node, town, children, G_N_ELEMENTS (children), &town->extras);
  leave (loader, outer);
  return &town->extras;
}

/* ---- regions ------------------------------------------------------------ */

typedef struct
{
  WmSide *side;
  double size;
} SideContext;

static WmExtras **
read_space (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "x", "y", "kind", "town", "label", NULL };
  SideContext *ctx = parent;
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  double x = read_double (loader, node, "x", -1000, 1000, TRUE);
  double y = read_double (loader, node, "y", -1000, 1000, TRUE);
  int kind = read_enum (loader, node, "kind", space_kind_from, FALSE, WM_SPACE_PLAIN);
  /* An unknown kind (reported just now, so the load fails) is no kind:
   * the reference checks, which still run, must not judge the space as
   * plain ("listed as an island but its kind is plain"). */
  WmSpace *space = wm_space_new (id, x, y, kind < 0 ? WM_N_SPACE_KINDS : kind);

  space->line = line_of (node);
  g_ptr_array_add (ctx->side->spaces, space);
  check_attributes (loader, node, attrs, FALSE, &space->extras);
  space->town = read_id (loader, node, "town", FALSE);
  space->label = get_attr (node, "label");
  read_children (loader, node, space, NULL, 0, &space->extras);
  return &space->extras;
}

static WmExtras **
read_path (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "a", "a-dir", "b", "b-dir", "type", NULL };
  SideContext *ctx = parent;
  g_autofree char *a = read_id (loader, node, "a", TRUE);
  int a_dir = read_enum (loader, node, "a-dir", direction_from, TRUE, -1);
  g_autofree char *b = read_id (loader, node, "b", TRUE);
  int b_dir = read_enum (loader, node, "b-dir", direction_from, TRUE, -1);
  g_autofree char *type = read_id (loader, node, "type", TRUE);
  WmPath *path = wm_path_new (a, a_dir, b, b_dir, type);

  path->line = line_of (node);
  g_ptr_array_add (ctx->side->paths, path);
  check_attributes (loader, node, attrs, FALSE, &path->extras);
  read_children (loader, node, path, NULL, 0, &path->extras);
  return &path->extras;
}

static WmExtras **
read_shore_into (Loader *loader, xmlNode *node, GPtrArray *list, gboolean island)
{
  static const char *const shore_attrs[] = { "space", "dir", NULL };
  static const char *const island_attrs[] = { "space", NULL };
  g_autofree char *space = read_id (loader, node, "space", TRUE);
  int dir = island ? WM_DIR_NONE : read_enum (loader, node, "dir", direction_from, TRUE, -1);
  WmShore *shore = wm_shore_new (space, dir);

  shore->line = line_of (node);
  g_ptr_array_add (list, shore);
  check_attributes (loader, node, island ? island_attrs : shore_attrs, FALSE, &shore->extras);
  read_children (loader, node, shore, NULL, 0, &shore->extras);
  return &shore->extras;
}

static WmExtras **
lake_shore (Loader *loader, xmlNode *node, gpointer parent)
{
  return read_shore_into (loader, node, ((WmLake *) parent)->shores, FALSE);
}

static WmExtras **
lake_island (Loader *loader, xmlNode *node, gpointer parent)
{
  return read_shore_into (loader, node, ((WmLake *) parent)->islands, TRUE);
}

static const ChildSpec lake_children[] = {
  { "shore", lake_shore, 0, -1 },
  { "island", lake_island, 0, -1 },
};

static WmExtras **
read_lake (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", NULL };
  SideContext *ctx = parent;
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  WmLake *lake = wm_lake_new (id, WM_CORNER_NONE);

  lake->line = line_of (node);
  g_ptr_array_add (ctx->side->lakes, lake);
  check_attributes (loader, node, attrs, FALSE, &lake->extras);
  read_children (loader, node, lake, lake_children, G_N_ELEMENTS (lake_children), &lake->extras);
  return &lake->extras;
}

static WmExtras **
read_corner_lake (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "corner", NULL };
  SideContext *ctx = parent;
  int corner = read_enum (loader, node, "corner", corner_from, TRUE, -1);
  WmLake *lake = wm_lake_new (NULL, corner);

  lake->line = line_of (node);
  check_attributes (loader, node, attrs, FALSE, &lake->extras);
  read_children (loader, node, lake, lake_children, G_N_ELEMENTS (lake_children), &lake->extras);
  if (corner < 0 || ctx->side->corner_lakes[corner] != NULL)
    {
      if (corner >= 0)
        report (loader, node, "id-duplicate",
                _("a second lake part at corner “%s”; the first is at line %d"),
                wm_corner_to_string (corner), ctx->side->corner_lakes[corner]->line);
      /* Kept in the inland list so that nothing is lost before the load fails. */
      g_ptr_array_add (ctx->side->lakes, lake);
      return &lake->extras;
    }
  ctx->side->corner_lakes[corner] = lake;
  return &lake->extras;
}

static WmExtras **
read_port (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "edge", "at", "type", "space", "dir", NULL };
  SideContext *ctx = parent;
  WmPort *port = g_new0 (WmPort, 1);

  port->line = line_of (node);
  g_ptr_array_add (ctx->side->ports, port);
  check_attributes (loader, node, attrs, FALSE, &port->extras);
  port->edge = read_enum (loader, node, "edge", edge_from, TRUE, -1);
  port->at = read_double (loader, node, "at", 0, 1000, TRUE);
  port->type = read_id (loader, node, "type", TRUE);
  port->space = read_id (loader, node, "space", TRUE);
  port->dir = read_enum (loader, node, "dir", direction_from, TRUE, -1);
  read_children (loader, node, port, NULL, 0, &port->extras);
  return &port->extras;
}

static WmExtras **
read_side (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", NULL };
  static const ChildSpec children[] = {
    { "space", read_space, 0, -1 },      { "path", read_path, 0, -1 },
    { "lake", read_lake, 0, -1 },        { "corner-lake", read_corner_lake, 0, 4 },
    { "port", read_port, 0, -1 },
  };
  WmRegion *region = parent;
  g_autofree char *id = require_attr (loader, node, "id");
  int index = id && strlen (id) == 1 ? wm_side_index (id[0]) : -1;
  SideContext ctx;
  WmSide *side;
  g_autofree char *where = NULL;
  const char *outer;

  if (id != NULL && index < 0)
    report (loader, node, "schema-value", _("a side is “A” or “B”, not “%s”"), id);
  if (index >= 0 && region->sides[index] != NULL)
    {
      report (loader, node, "id-duplicate",
              _("region “%s” has a second side %s; the first is at line %d"), region->id, id,
              region->sides[index]->line);
      index = -1;
    }
  side = wm_side_new (index == 1 ? 'B' : 'A');
  side->line = line_of (node);
  if (region->id != NULL && index >= 0)
    where = g_strdup_printf ("region %s / side %c", region->id, side->id);
  outer = enter (loader, where);
  check_attributes (loader, node, attrs, FALSE, &side->extras);
  ctx.side = side;
  ctx.size = region->size;
  read_children (loader, node, &ctx, children, G_N_ELEMENTS (children), &side->extras);
  leave (loader, outer);
  if (index < 0)
    {
      /* The side cannot be kept; its extras die with it and the load fails. */
      wm_side_free (side);
      return NULL;
    }
  region->sides[index] = side;
  return &side->extras;
}

TEXT_HANDLER (region_name, WmRegion, name)

static WmExtras **
read_region (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "size", "fort-weapon", NULL };
  static const ChildSpec children[] = {
    { "name", region_name, 0, -1 },
    { "side", read_side, 1, 2 },
  };
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  g_autofree char *where = place_of ("region", id);
  const char *outer = enter (loader, where);
  double size = read_double (loader, node, "size", 1, 1000, TRUE);
  WmRegion *region = wm_region_new (id, size);

  region->line = line_of (node);
  g_ptr_array_add (loader->variant->regions, region);
  check_attributes (loader, node, attrs, FALSE, &region->extras);
  region->fort_weapon = read_id (loader, node, "fort-weapon", FALSE);
  read_children (loader, node, region, children, G_N_ELEMENTS (children), &region->extras);
  leave (loader, outer);
  return &region->extras;
}

/* ---- board ---------------------------------------------------------------- */

static WmExtras **
read_cell (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "region", "rotation", NULL };
  WmBoard *board = parent;
  WmCell *cell = g_new0 (WmCell, 1);
  int rotation;

  cell->line = line_of (node);
  g_ptr_array_add (board->cells, cell);
  check_attributes (loader, node, attrs, FALSE, &cell->extras);
  cell->region = read_id (loader, node, "region", TRUE);
  rotation = read_int (loader, node, "rotation", 0, 270, FALSE, 0);
  if (rotation % 90 != 0)
    {
      report (loader, node, "schema-value", _("a rotation is 0, 90, 180 or 270, not %d"),
              rotation);
      rotation = 0;
    }
  cell->rotation = rotation;
  read_children (loader, node, cell, NULL, 0, &cell->extras);
  return &cell->extras;
}

static WmExtras **
read_board (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "cols", "rows", "order", "rotation", "highwayman-region",
                                       NULL };
  static const ChildSpec children[] = { { "cell", read_cell, 0, -1 } };
  WmBoard *board = &loader->variant->board;
  int choice;
  const char *outer;

  board->line = line_of (node);
  outer = enter (loader, "board");
  check_attributes (loader, node, attrs, FALSE, &board->extras);
  board->cols = read_int (loader, node, "cols", 1, 8, TRUE, 2);
  board->rows = read_int (loader, node, "rows", 1, 8, TRUE, 2);
  choice = read_enum (loader, node, "order", setup_choice_from, FALSE, WM_ORDER_RANDOM);
  board->order = choice < 0 ? WM_ORDER_RANDOM : choice;
  choice = read_enum (loader, node, "rotation", setup_choice_from, FALSE, WM_ORDER_RANDOM);
  board->rotation = choice < 0 ? WM_ORDER_RANDOM : choice;
  board->highwayman_region = read_id (loader, node, "highwayman-region", FALSE);
  read_children (loader, node, board, children, G_N_ELEMENTS (children), &board->extras);
  leave (loader, outer);
  return &board->extras;
}

/* ---- characters ----------------------------------------------------------- */

TEXT_HANDLER (character_name, WmCharacter, name)
TEXT_HANDLER (character_text, WmCharacter, text)

static WmExtras **
character_slot (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "accepts", "covered", NULL };
  WmCharacter *character = parent;
  WmSlot *slot = g_new0 (WmSlot, 1);
  g_autofree char *accepts = require_attr (loader, node, "accepts");

  slot->line = line_of (node);
  g_ptr_array_add (character->slots, slot);
  check_attributes (loader, node, attrs, FALSE, &slot->extras);
  if (accepts != NULL)
    {
      slot->accepts = wm_slot_accepts_from_string (accepts);
      if (slot->accepts == 0)
        report (loader, node, "schema-value",
                _("“accepts” lists personal, common and side, not “%s”"), accepts);
    }
  slot->covered = read_bool (loader, node, "covered", FALSE);
  read_children (loader, node, slot, NULL, 0, &slot->extras);
  return &slot->extras;
}

static WmExtras **
character_weapon (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "gold", "reward", NULL };
  WmCharacter *character = parent;
  WmWeaponStep *step = g_new0 (WmWeaponStep, 1);
  int reward;

  step->line = line_of (node);
  g_ptr_array_add (character->weapons, step);
  check_attributes (loader, node, attrs, FALSE, &step->extras);
  step->gold = read_int (loader, node, "gold", 0, 20, TRUE, 0);
  reward = read_enum (loader, node, "reward", weapon_reward_from, FALSE, WM_WEAPON_REWARD_NONE);
  step->reward = reward < 0 ? WM_WEAPON_REWARD_NONE : reward;
  read_children (loader, node, step, NULL, 0, &step->extras);
  return &step->extras;
}

static WmExtras **
character_effect (Loader *loader, xmlNode *node, gpointer parent)
{
  return read_effect_into (loader, node, ((WmCharacter *) parent)->effects, FALSE);
}

static WmExtras **
read_character (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "color", "start-town", "movement-deck",
                                       "personal-quest", NULL };
  static const ChildSpec children[] = {
    { "name", character_name, 0, -1 },   { "text", character_text, 0, -1 },
    { "slot", character_slot, 0, -1 },   { "weapon", character_weapon, 0, -1 },
    { "effect", character_effect, 0, -1 },
  };
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  g_autofree char *where = place_of ("character", id);
  const char *outer = enter (loader, where);
  WmCharacter *character = wm_character_new (id);

  character->line = line_of (node);
  g_ptr_array_add (loader->variant->characters, character);
  check_attributes (loader, node, attrs, FALSE, &character->extras);
  character->color = read_color (loader, node, "color", TRUE);
  /* Without a start town or a movement deck the character loads as the
   * editor left it ("(none chosen)"), and the validator tells of it
   * (character-start-town, character-movement-deck): a file refused for
   * it lost the designer's work, and an undo step back to it could not
   * be restored. */
  character->start_town = read_id (loader, node, "start-town", FALSE);
  character->movement_deck = read_id (loader, node, "movement-deck", FALSE);
  character->personal_quest = read_id (loader, node, "personal-quest", FALSE);
  read_children (loader, node, character, children, G_N_ELEMENTS (children),
                 &character->extras);
  leave (loader, outer);
  return &character->extras;
}

/* ---- decks and cards ------------------------------------------------------ */

typedef struct
{
  WmDeck *deck;
  WmCard *card;
} CardContext;

TEXT_HANDLER (card_name, WmCard, name)
TEXT_HANDLER (card_text, WmCard, text)

static WmExtras **
card_target (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "town", NULL };
  WmCard *card = parent;
  WmTarget *target = g_new0 (WmTarget, 1);

  target->line = line_of (node);
  g_ptr_array_add (card->targets, target);
  check_attributes (loader, node, attrs, FALSE, &target->extras);
  target->town = read_id (loader, node, "town", TRUE);
  read_children (loader, node, target, NULL, 0, &target->extras);
  return &target->extras;
}

static WmExtras **
card_task (Loader *loader, xmlNode *node, gpointer parent)
{
  return read_effect_into (loader, node, ((WmCard *) parent)->tasks, TRUE);
}

static WmExtras **
card_effect (Loader *loader, xmlNode *node, gpointer parent)
{
  return read_effect_into (loader, node, ((WmCard *) parent)->effects, FALSE);
}

/* A reward's number out of range names its card: “gold” of <reward>
 * alone does not say which of a deck's cards to fix. The card's name and
 * id are read by then (<name> comes first); any other fault of the
 * number is read_int ()'s. */
static int
read_reward_int (Loader *loader, xmlNode *node, const WmCard *card, const char *name, int max)
{
  g_autofree char *text = get_attr (node, name);
  const char *shown;
  int value;

  if (text == NULL || card->id == NULL || !parse_int (g_strstrip (text), &value)
      || (value >= 0 && value <= max))
    return read_int (loader, node, name, 0, max, FALSE, 0);
  shown = wm_variant_display_name (loader->variant, &card->name, NULL);
  if (*shown != '\0' && strcmp (shown, card->id) != 0)
    /* Translators: the attribute (gold, movement, side-quest), the card's
     * id, its name, the range, the value written */
    report (loader, node, "schema-range",
            _("“%s” of the reward of card “%s” (“%s”) must be 0–%d, not %d"), name, card->id,
            shown, max, value);
  else
    /* Translators: the attribute (gold, movement, side-quest), the card's
     * id, the range, the value written */
    report (loader, node, "schema-range", _("“%s” of the reward of card “%s” must be 0–%d, not %d"),
            name, card->id, max, value);
  return 0;
}

static WmExtras **
card_reward (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "gold", "movement", "side-quest", NULL };
  WmCard *card = parent;
  WmReward *reward = g_new0 (WmReward, 1);

  reward->line = line_of (node);
  card->reward = reward;
  check_attributes (loader, node, attrs, FALSE, &reward->extras);
  reward->gold = read_reward_int (loader, node, card, "gold", 20);
  reward->movement = read_reward_int (loader, node, card, "movement", 5);
  reward->side_quest = read_reward_int (loader, node, card, "side-quest", 5);
  read_children (loader, node, reward, NULL, 0, &reward->extras);
  return &reward->extras;
}

static void
read_movement_options (Loader *loader, xmlNode *node, WmCard *card)
{
  g_autofree char *paths = get_attr (node, "paths");
  g_autofree char *arrows = get_attr (node, "arrows");

  card->bid = read_int (loader, node, "bid", 1, 999, TRUE, 0);
  card->steps = read_int (loader, node, "steps", 1, 9, TRUE, 0);
  if (paths != NULL)
    {
      card->paths = wm_split_words (paths);
      if (card->paths[0] == NULL)
        report (loader, node, "schema-value", _("“paths” of <%s> is empty"), node->name);
      for (int i = 0; card->paths[i] != NULL; i++)
        if (!valid_id (card->paths[i]))
          report (loader, node, "schema-value", _("“%s” in “paths” is not a path type id"),
                  card->paths[i]);
    }
  if (arrows != NULL)
    {
      g_auto (GStrv) words = wm_split_words (arrows);
      if (words[0] == NULL)
        report (loader, node, "schema-value", _("“arrows” of <%s> is empty"), node->name);
      card->n_arrows = g_strv_length (words);
      card->arrows = g_new0 (WmDirection, card->n_arrows);
      for (int i = 0; i < card->n_arrows; i++)
        {
          card->arrows[i] = wm_direction_from_string (words[i]);
          if (card->arrows[i] == WM_DIR_NONE)
            report (loader, node, "schema-value", _("“%s” in “arrows” is not a direction"),
                    words[i]);
        }
    }
  if (paths == NULL && arrows == NULL)
    report (loader, node, "schema-missing", _("a movement card needs “paths” or “arrows”"));
}

static WmExtras **
read_card (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const movement_attrs[] = { "id", "bid", "steps", "paths", "arrows", NULL };
  static const char *const personal_attrs[] = { "id", "character", NULL };
  static const char *const plain_attrs[] = { "id", NULL };
  static const ChildSpec common_quest[] = {
    { "name", card_name, 1, -1 },    { "text", card_text, 0, -1 },
    { "target", card_target, 1, 2 }, { "reward", card_reward, 1, 1 },
  };
  static const ChildSpec task_quest[] = {
    { "name", card_name, 1, -1 },  { "text", card_text, 0, -1 },
    { "task", card_task, 1, 1 },   { "reward", card_reward, 1, 1 },
  };
  static const ChildSpec movement[] = { { "name", card_name, 0, -1 } };
  static const ChildSpec event[] = {
    { "name", card_name, 1, -1 },
    { "text", card_text, 0, -1 },
    /* None while the designer writes it: the validator's event-no-effect. */
    { "effect", card_effect, 0, -1 },
  };
  WmDeck *deck = parent;
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  g_autofree char *where
      = deck->id != NULL && id != NULL ? g_strdup_printf ("deck %s / card %s", deck->id, id) : NULL;
  const char *outer = enter (loader, where);
  WmCard *card = wm_card_new (id);
  const char *const *attrs = plain_attrs;
  const ChildSpec *children = task_quest;
  int n_children = G_N_ELEMENTS (task_quest);

  card->line = line_of (node);
  g_ptr_array_add (deck->cards, card);
  switch (deck->kind)
    {
    case WM_DECK_MOVEMENT:
    case WM_DECK_COMMON_MOVEMENT:
      attrs = movement_attrs;
      children = movement;
      n_children = G_N_ELEMENTS (movement);
      read_movement_options (loader, node, card);
      break;
    case WM_DECK_PERSONAL_QUEST:
      attrs = personal_attrs;
      card->character = read_id (loader, node, "character", TRUE);
      break;
    case WM_DECK_COMMON_QUEST:
      children = common_quest;
      n_children = G_N_ELEMENTS (common_quest);
      break;
    case WM_DECK_EVENT:
      children = event;
      n_children = G_N_ELEMENTS (event);
      break;
    case WM_DECK_SIDE_QUEST:
    default:
      break;
    }
  check_attributes (loader, node, attrs, FALSE, &card->extras);
  read_children (loader, node, card, children, n_children, &card->extras);
  leave (loader, outer);
  return &card->extras;
}

TEXT_HANDLER (deck_name, WmDeck, name)

static WmExtras **
read_deck (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "id", "kind", "region", "character", "card-width",
                                       "card-height", "size", NULL };
  static const ChildSpec children[] = {
    { "name", deck_name, 0, -1 },
    { "card", read_card, 0, -1 },
  };
  g_autofree char *id = read_id (loader, node, "id", TRUE);
  g_autofree char *where = place_of ("deck", id);
  const char *outer = enter (loader, where);
  int kind = read_enum (loader, node, "kind", deck_kind_from, TRUE, -1);
  WmDiagnostics *diags = loader->diags;
  g_autoptr (WmDiagnostics) unheard = NULL;
  WmDeck *deck;
  const WmCardKindSpec *spec;

  /* An unknown kind (reported just now, so the load fails) says nothing of
   * what the deck and its cards should hold: they are read as an event
   * deck to keep their content, but judged against that kind they would
   * bring dozens of knock-on errors ("<card> has no attribute “bid”"), so
   * what they find goes unheard. */
  if (kind < 0)
    {
      kind = WM_DECK_EVENT;
      loader->diags = unheard = wm_diagnostics_new (NULL);
    }
  deck = wm_deck_new (id, kind);
  deck->line = line_of (node);
  g_ptr_array_add (loader->variant->decks, deck);
  check_attributes (loader, node, attrs, FALSE, &deck->extras);
  spec = wm_registry_card_kind (deck->kind);
  deck->region = read_id (loader, node, "region", g_strcmp0 (spec->deck_ref, "region") == 0);
  deck->character = read_id (loader, node, "character",
                             g_strcmp0 (spec->deck_ref, "character") == 0);
  if (deck->region != NULL && g_strcmp0 (spec->deck_ref, "region") != 0)
    report (loader, node, "schema-attribute", _("a %s deck has no “region”"), spec->name);
  if (deck->character != NULL && g_strcmp0 (spec->deck_ref, "character") != 0)
    report (loader, node, "schema-attribute", _("a %s deck has no “character”"), spec->name);
  deck->card_width = read_double (loader, node, "card-width", 20, 300, FALSE);
  deck->card_height = read_double (loader, node, "card-height", 20, 300, FALSE);
  deck->size = read_int (loader, node, "size", 1, WM_GAME_MAX_CARDS, FALSE, 0);
  if (deck->size > 0 && !wm_deck_kind_takes_size (deck->kind))
    {
      report (loader, node, "schema-attribute",
              _("a deck of personal quests has no “size”: it holds one quest per character"));
      deck->size = 0;
    }
  read_children (loader, node, deck, children, G_N_ELEMENTS (children), &deck->extras);
  loader->diags = diags;
  leave (loader, outer);
  /* No kind for the reference checks either ("movement-deck must name a
   * deck of kind movement"). */
  if (unheard != NULL)
    deck->kind = WM_N_DECK_KINDS;
  return &deck->extras;
}

/* A warning the designer kept. Whether its check exists and can be a
 * warning is judged with the references (wm_variant_check_references ()),
 * so that a file naming a check this Waymark lacks still opens in the app
 * to be fixed there. */
static WmExtras **
read_accepted (Loader *loader, xmlNode *node, gpointer parent)
{
  static const char *const attrs[] = { "check", "subject", "note", NULL };
  WmAccepted *accepted = wm_accepted_new (NULL, NULL, NULL);

  accepted->line = line_of (node);
  g_ptr_array_add (loader->variant->accepted, accepted);
  check_attributes (loader, node, attrs, FALSE, &accepted->extras);
  accepted->check = require_attr (loader, node, "check");
  accepted->subject = get_attr (node, "subject");
  accepted->note = get_attr (node, "note");
  read_children (loader, node, accepted, NULL, 0, &accepted->extras);
  return &accepted->extras;
}

/* ---- the root --------------------------------------------------------------- */

/* A file written before regions named their fort's weapon (no region has
 * “fort-weapon”) keeps the weapons it was played with: the engine gave each
 * fort the weapon type at its region's position, modulo their number (of
 * the first WM_GAME_MAX_WEAPON_TYPES), and each region gets that type
 * named here, to be written on the next save.
 * In a file where any region names one, a region without names none, and
 * the validator says so (setup-fort-weapon): a file saved since holds
 * every region's choice, and guessing one would hide a slip. */
static void
derive_fort_weapons (WmVariant *variant)
{
  guint n_types = MIN (variant->weapon_types->len, WM_GAME_MAX_WEAPON_TYPES);

  for (guint i = 0; i < variant->regions->len; i++)
    if (((WmRegion *) g_ptr_array_index (variant->regions, i))->fort_weapon != NULL)
      return;
  for (guint i = 0; n_types > 0 && i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      const WmWeaponType *type = g_ptr_array_index (variant->weapon_types, i % n_types);
      region->fort_weapon = g_strdup (type->id);
    }
}

static void
read_variant (Loader *loader, xmlNode *root)
{
  static const char *const attrs[] = { "format", "id", NULL };
  static const ChildSpec children[] = {
    { "info", read_info, 1, 1 },
    { "rules", read_rules, 1, 1 },
    { "options", read_options, 0, 1 },
    { "pieces", read_pieces, 0, 1 },
    { "path-type", read_path_type, 0, -1 },
    { "weapon-type", read_weapon_type, 0, -1 },
    { "secret-place", read_secret_place, 0, -1 },
    { "town", read_town, 0, -1 },
    { "region", read_region, 0, -1 },
    { "board", read_board, 1, 1 },
    { "character", read_character, 0, -1 },
    { "deck", read_deck, 0, -1 },
    { "accepted", read_accepted, 0, -1 },
  };
  WmVariant *variant = loader->variant;

  variant->line = line_of (root);
  check_attributes (loader, root, attrs, FALSE, &variant->extras);
  variant->format = read_int (loader, root, "format", 0, G_MAXINT, TRUE, WM_VARIANT_FORMAT);
  if (variant->format != WM_VARIANT_FORMAT)
    wm_diagnostics_add (loader->diags, WM_SEVERITY_ERROR, line_of (root), NULL, "format-version",
                        _("this file has format %d; this Waymark reads format %d"),
                        variant->format, WM_VARIANT_FORMAT);
  variant->id = read_id (loader, root, "id", FALSE);
  read_children (loader, root, variant, children, G_N_ELEMENTS (children), &variant->extras);
  derive_fort_weapons (variant);
}

/* Comments and processing instructions around the root element. */
static void
keep_prolog (Loader *loader, xmlDoc *doc, xmlNode *root)
{
  for (xmlNode *node = doc->children; node != NULL; node = node->next)
    if (node != root && (node->type == XML_COMMENT_NODE || node->type == XML_PI_NODE))
      {
        if (xmlGetLineNo (node) <= xmlGetLineNo (root))
          wm_extras_add_before (&loader->variant->extras, node);
        else
          wm_extras_add_inside (&loader->variant->extras, node);
      }
}

static WmVariant *
load_doc (xmlDoc *doc, WmDiagnostics *diags, gboolean keep_on_reference_errors)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  Loader loader = { diags, NULL, NULL };
  guint errors_before = wm_diagnostics_count_errors (diags);
  guint structure_errors;

  if (root == NULL || !is_ours (root) || strcmp ((const char *) root->name, "variant") != 0)
    {
      wm_diagnostics_add (diags, WM_SEVERITY_ERROR, root ? line_of (root) : 1, NULL,
                          "xml-namespace",
                          _("this is not a Waymark variant: the root must be <variant> in %s"),
                          WM_VARIANT_NAMESPACE);
      return NULL;
    }
  loader.variant = wm_variant_new ();
  keep_prolog (&loader, doc, root);
  for (xmlNs *ns = root->nsDef; ns != NULL; ns = ns->next)
    if (strcmp ((const char *) ns->href, WM_VARIANT_NAMESPACE) != 0)
      wm_extras_add_ns (&loader.variant->extras, ns);
  /* libxml2 reports a failed allocation (xmlGetNoNsProp, xmlNodeGetContent …)
   * only through its last error; without this check a value it could not
   * copy would read as missing and the model would silently lose it. */
  xmlResetLastError ();
  read_variant (&loader, root);
  if (xmlGetLastError () != NULL && xmlGetLastError ()->code == XML_ERR_NO_MEMORY)
    wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, "io-read",
                        _("out of memory while reading the file"));
  structure_errors = wm_diagnostics_count_errors (diags) - errors_before;
  wm_variant_check_references (loader.variant, diags);
  wm_diagnostics_sort (diags);
  if (keep_on_reference_errors ? structure_errors > 0
                               : wm_diagnostics_count_errors (diags) > errors_before)
    g_clear_pointer (&loader.variant, wm_variant_unref);
  return loader.variant;
}

/* In bytes, not whole megabytes: a file of 32.4 MB rounded down would read
 * "the file is 32 MB; the limit is 32 MB". */
static void
report_too_large (WmDiagnostics *diags, guint64 size)
{
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, "io-too-large",
                      _("the file is %" PRIu64 " bytes; the limit is %d bytes (%d MB)"),
                      (uint64_t) size, WM_LOAD_MAX_BYTES, WM_LOAD_MAX_BYTES / (1024 * 1024));
}

static WmVariant *
load_bytes (GBytes *bytes, const char *file_name, WmDiagnostics *diags,
            gboolean keep_on_reference_errors)
{
  gsize size = 0;
  const char *data = g_bytes_get_data (bytes, &size);
  xmlDoc *doc;
  WmVariant *variant;

  if (size > WM_LOAD_MAX_BYTES)
    {
      report_too_large (diags, size);
      return NULL;
    }
  doc = wm_xml_parse_safe (data ? data : "", size, diags);
  if (doc == NULL)
    return NULL;
  variant = load_doc (doc, diags, keep_on_reference_errors);
  xmlFreeDoc (doc);
  if (variant != NULL)
    variant->bundled = wm_template_is_bundled_file (file_name, bytes);
  return variant;
}

WmVariant *
wm_variant_load_bytes_for_editing (GBytes *bytes, const char *file_name, WmDiagnostics *diags)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (diags != NULL, NULL);

  return load_bytes (bytes, file_name, diags, TRUE);
}

WmVariant *
wm_variant_load_bytes (GBytes *bytes, const char *file_name, WmDiagnostics *diags)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (diags != NULL, NULL);

  return load_bytes (bytes, file_name, diags, FALSE);
}

/* Reads at most one byte more than the limit: the size the file system
 * reports says nothing for a device or a pipe (/dev/zero, a FIFO), whose
 * end may never come, nor for a file that grows while it is read. */
GBytes *
wm_file_load_bounded (GFile *file, GError **error)
{
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, error);
  g_autoptr (GByteArray) data = g_byte_array_new ();
  const gsize chunk = 256 * 1024;
  gsize n;

  if (in == NULL)
    return NULL;
  do
    {
      guint old_len = data->len;
      g_byte_array_set_size (data, old_len + chunk);
      if (!g_input_stream_read_all (G_INPUT_STREAM (in), data->data + old_len, chunk, &n, NULL,
                                    error))
        return NULL;
      g_byte_array_set_size (data, old_len + n);
      if (data->len > WM_LOAD_MAX_BYTES)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                       _("the file is larger than the limit of %d MB"),
                       WM_LOAD_MAX_BYTES / (1024 * 1024));
          return NULL;
        }
    }
  while (n == chunk);
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/* The GIO code of @error, from g_file_*() and GKeyFile's G_FILE_ERROR too. */
static GIOErrorEnum
io_code_of (const GError *error)
{
  if (error->domain == G_IO_ERROR)
    return (GIOErrorEnum) error->code;
  if (error->domain != G_FILE_ERROR)
    return G_IO_ERROR_FAILED;
  switch (error->code)
    {
    case G_FILE_ERROR_NOENT:
      return G_IO_ERROR_NOT_FOUND;
    case G_FILE_ERROR_NOTDIR:
      return G_IO_ERROR_NOT_DIRECTORY;
    case G_FILE_ERROR_ACCES:
    case G_FILE_ERROR_PERM:
      return G_IO_ERROR_PERMISSION_DENIED;
    case G_FILE_ERROR_ISDIR:
      return G_IO_ERROR_IS_DIRECTORY;
    case G_FILE_ERROR_NOSPC:
      return G_IO_ERROR_NO_SPACE;
    case G_FILE_ERROR_ROFS:
      return G_IO_ERROR_READ_ONLY;
    default:
      return G_IO_ERROR_FAILED;
    }
}

/* A missing file and a missing folder are different mistakes (a typo in
 * the name, a folder not made yet): say which. */
static char *
not_found_sentence (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);

  if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
    /* TRANSLATORS: a file given to Waymark lies in a folder that is not
     * there; the folder as it was typed. */
    return g_strdup_printf (_("the folder “%s” does not exist"), folder);
  return g_strdup (_("there is no such file"));
}

static char *
file_problem_sentence (const char *path, const GError *error, gboolean writing)
{
  g_autofree char *folder = g_path_get_dirname (path);

  switch (io_code_of (error))
    {
    case G_IO_ERROR_NOT_FOUND:
      return not_found_sentence (path);
    case G_IO_ERROR_NOT_DIRECTORY:
      return g_strdup_printf (_("“%s” is a file, not a folder"), folder);
    case G_IO_ERROR_IS_DIRECTORY:
      return g_strdup (_("it is a folder, not a file"));
    case G_IO_ERROR_PERMISSION_DENIED:
      return g_strdup (writing ? _("cannot be written: permission denied")
                               : _("cannot be read: permission denied"));
    case G_IO_ERROR_NO_SPACE:
      return g_strdup (_("cannot be written: the disk is full"));
    case G_IO_ERROR_READ_ONLY:
      return g_strdup (_("cannot be written: the disk is read-only"));
    case G_IO_ERROR_TOO_MANY_LINKS:
      /* ELOOP: GIO's "Too many levels of symbolic links", after a message
       * that names the file again. */
      return g_strdup (writing ? _("cannot be written: the symbolic links form a loop")
                               : _("cannot be read: the symbolic links form a loop"));
    case G_IO_ERROR_MESSAGE_TOO_LARGE:
      return g_strdup (error->message);
    default:
      /* TRANSLATORS: the system's own words for a rarer failure follow. */
      return g_strdup_printf (writing ? _("cannot be written: %s") : _("cannot be read: %s"),
                              error->message);
    }
}

char *
wm_file_problem_sentence (const char *path, const GError *error, gboolean writing)
{
  g_return_val_if_fail (path != NULL && error != NULL, NULL);

  /* The atomic writer's message says which step failed already. */
  if (g_error_matches (error, WM_IO_ERROR, WM_IO_ERROR_WRITE))
    return g_strdup (error->message);
  return file_problem_sentence (path, error, writing);
}

void
wm_diagnostics_add_file_problem (WmDiagnostics *diags, const char *path, const GError *error,
                                 gboolean writing)
{
  g_autofree char *sentence = NULL;
  const char *code = writing ? "io-write" : "io-read";

  g_return_if_fail (diags != NULL && path != NULL && error != NULL);

  sentence = wm_file_problem_sentence (path, error, writing);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    code = "io-too-large";
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 0, NULL, code, "%s", sentence);
}

static WmVariant *
load_file (GFile *file, WmDiagnostics *diags, gboolean for_editing)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  /* Refuse oversized files before reading them: a 100 MB file costs a stat. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            &error);
  if (info != NULL && g_file_info_get_size (info) > WM_LOAD_MAX_BYTES)
    {
      report_too_large (diags, (guint64) g_file_info_get_size (info));
      return NULL;
    }
  if (info != NULL)
    bytes = wm_file_load_bounded (file, &error);
  if (bytes == NULL)
    {
      /* The name as the diagnostics show it: a missing folder is then
       * named as it was typed. */
      g_autofree char *path = wm_diagnostics_get_file (diags)
                                  ? g_strdup (wm_diagnostics_get_file (diags))
                                  : g_file_get_parse_name (file);
      wm_diagnostics_add_file_problem (diags, path, error, FALSE);
      return NULL;
    }
  name = g_file_get_basename (file);
  return load_bytes (bytes, name, diags, for_editing);
}

WmVariant *
wm_variant_load_file (GFile *file, WmDiagnostics *diags)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (diags != NULL, NULL);

  return load_file (file, diags, FALSE);
}

WmVariant *
wm_variant_load_path (const char *path, WmDiagnostics *diags)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  return wm_variant_load_file (file, diags);
}

WmVariant *
wm_variant_load_path_for_editing (const char *path, WmDiagnostics *diags)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_return_val_if_fail (diags != NULL, NULL);
  return load_file (file, diags, TRUE);
}

GBytes *
wm_variant_base_bytes (void)
{
  return wm_template_bytes (WM_TEMPLATE_BASE);
}

WmVariant *
wm_variant_load_base (WmDiagnostics *diags)
{
  return wm_template_load (WM_TEMPLATE_BASE, diags);
}

WmVariant *
wm_variant_copy_checked (const WmVariant *variant, GError **error)
{
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("<copy>");
  WmVariant *copy = wm_variant_load_bytes (bytes, "<copy>", diags);

  /* A copy of the bundled game is the bundled game, as undo's snapshots. */
  if (copy != NULL)
    copy->bundled = variant->bundled;

  for (guint i = 0; copy == NULL && i < wm_diagnostics_count (diags); i++)
    if (wm_diagnostics_get (diags, i)->severity == WM_SEVERITY_ERROR)
      {
        g_set_error_literal (error, WM_IO_ERROR, WM_IO_ERROR_INVALID,
                             wm_diagnostics_get (diags, i)->message);
        break;
      }
  return copy;
}

WmVariant *
wm_variant_copy (const WmVariant *variant)
{
  g_autoptr (GError) error = NULL;
  WmVariant *copy = wm_variant_copy_checked (variant, &error);

  /* A variant made in code can hold what no file may (a dangling reference
   * the editor is about to fix); the copy must not fail for that. */
  if (copy == NULL)
    g_warning ("copy of a variant failed to reload: %s", error ? error->message : "?");
  return copy;
}
