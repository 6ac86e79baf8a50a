#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <string.h>

#include "../io/wm-variant-io.h"
#include "wm-variant.h"

/* The attributes that tell one element from its siblings when it has no
 * id or corner: a name's language, a path's two spaces, a port's place,
 * a cell's region, a secret place's kind, a shore's space. */
static const char *const identities[] = { " xml:lang=\"", " a=\"", " b=\"", " edge=\"", " at=\"",
                                           " region=\"", " kind=\"", " space=\"" };

/* The name of the element a canonical line opens, with its id or corner
 * ("region r1", "corner-lake ne"), else its identities ("path s2 s6",
 * "name en"); @line starts after the "<". */
static char *
element_label (const char *line)
{
  static const char *const keys[] = { " id=\"", " corner=\"" };
  g_autofree char *name = g_strndup (line, strcspn (line, " />"));
  const char *end = line + strcspn (line, ">");
  GString *label;

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *value = strstr (line, keys[k]);
      if (value != NULL && value < end)
        {
          value += strlen (keys[k]);
          return g_strdup_printf ("%s %.*s", name, (int) strcspn (value, "\""), value);
        }
    }
  label = g_string_new (name);
  for (guint k = 0; k < G_N_ELEMENTS (identities); k++)
    {
      const char *value = strstr (line, identities[k]);
      if (value != NULL && value < end)
        {
          value += strlen (identities[k]);
          g_string_append_printf (label, " %.*s", (int) strcspn (value, "\""), value);
        }
    }
  return g_string_free (label, FALSE);
}

/* The elements in @open below the root, outermost first ("region r1 ›
 * side A"). */
static char *
join_open (GPtrArray *open)
{
  GString *path = g_string_new (NULL);

  for (guint i = 1; i < open->len; i++)
    g_string_append_printf (path, "%s%s", i > 1 ? " › " : "",
                            (const char *) g_ptr_array_index (open, i));
  return g_string_free (path, FALSE);
}

/* One line of a canonical form read: an element's line (@stripped, the
 * line less its indent) opens one more element in @open, closes one, or
 * neither. The saver writes each element that holds others on lines of
 * its own; a one-line element (a name, a space) opens nothing. */
static gboolean
opens (const char *stripped)
{
  return stripped[0] == '<' && stripped[1] != '/' && stripped[1] != '?' && stripped[1] != '!'
         && !g_str_has_suffix (stripped, "/>") && strstr (stripped, "</") == NULL;
}

/* The elements still open before line @upto of a canonical form, below
 * the root, outermost first ("region r1 › side A"): a line such as
 * <space id="s4" …/> reads the same in every region, so a difference is
 * only found again with the elements it lies in. */
static char *
enclosing_elements (char **lines, guint upto)
{
  g_autoptr (GPtrArray) open = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < upto; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");

      if (g_str_has_prefix (line, "</"))
        {
          if (open->len > 0)
            g_ptr_array_remove_index (open, open->len - 1);
        }
      else if (opens (line))
        g_ptr_array_add (open, element_label (line + 1));
    }
  return join_open (open);
}

/* Two variants are equal when their canonical forms are: the saver writes
 * every field of the model (and nothing else, line numbers excluded), in a
 * fixed order, so this compares content field by field while staying exact
 * as the model grows. On a difference, @where names the first differing
 * line of the canonical form, which reads like the file a designer knows,
 * and the elements it lies in. */
gboolean
wm_variant_equal (const WmVariant *a, const WmVariant *b, char **where)
{
  g_autoptr (GBytes) bytes_a = NULL;
  g_autoptr (GBytes) bytes_b = NULL;
  g_auto (GStrv) lines_a = NULL;
  g_auto (GStrv) lines_b = NULL;
  g_autofree char *context = NULL;
  guint i;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  bytes_a = wm_variant_save_bytes (a);
  bytes_b = wm_variant_save_bytes (b);
  if (g_bytes_equal (bytes_a, bytes_b))
    return TRUE;
  if (where == NULL)
    return FALSE;

  lines_a = g_strsplit (g_bytes_get_data (bytes_a, NULL), "\n", -1);
  lines_b = g_strsplit (g_bytes_get_data (bytes_b, NULL), "\n", -1);
  for (i = 0; lines_a[i] != NULL && lines_b[i] != NULL; i++)
    if (strcmp (lines_a[i], lines_b[i]) != 0)
      break;
  context = enclosing_elements (lines_a, i);
  *where = g_strdup_printf ("canonical line %u%s%s%s: “%s” ≠ “%s”", i + 1,
                            *context ? " (in " : "", context, *context ? ")" : "",
                            lines_a[i] ? g_strstrip (lines_a[i]) : "(end)",
                            lines_b[i] ? g_strstrip (lines_b[i]) : "(end)");
  return FALSE;
}

static void
difference_free (WmVariantDifference *d)
{
  g_free (d->where);
  g_free (d->element);
  g_free (d->key);
  g_free (d->before);
  g_free (d->after);
  g_free (d);
}

/* Every element line of a canonical form below the root, each keyed by
 * the elements it lies in and its own label ("region r1 › side A ›
 * path s2 s6"), siblings of one label told apart by their order ("…
 * weapon #2"): WmVariantDifference without before/after, the line in
 * @after. */
static GPtrArray *
keyed_lines (char **lines)
{
  GPtrArray *keyed = g_ptr_array_new_with_free_func ((GDestroyNotify) difference_free);
  g_autoptr (GPtrArray) open = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");
      WmVariantDifference *d;
      g_autofree char *label = NULL, *key = NULL;
      guint n;

      if (g_str_has_prefix (line, "</"))
        {
          if (open->len > 0)
            g_ptr_array_remove_index (open, open->len - 1);
          continue;
        }
      if (line[0] != '<' || line[1] == '?' || line[1] == '!')
        continue;
      label = element_label (line + 1);
      if (open->len == 0)
        {
          if (opens (line))
            g_ptr_array_add (open, g_steal_pointer (&label));
          continue;
        }
      d = g_new0 (WmVariantDifference, 1);
      d->where = join_open (open);
      d->element = g_strndup (line + 1, strcspn (line + 1, " />"));
      key = *d->where ? g_strdup_printf ("%s › %s", d->where, label) : g_strdup (label);
      n = GPOINTER_TO_UINT (g_hash_table_lookup (seen, key)) + 1;
      g_hash_table_replace (seen, g_strdup (key), GUINT_TO_POINTER (n));
      d->key = n > 1 ? g_strdup_printf ("%s #%u", key, n) : g_steal_pointer (&key);
      d->after = g_strdup (line);
      g_ptr_array_add (keyed, d);
      if (opens (line))
        g_ptr_array_add (open, n > 1 ? g_strdup_printf ("%s #%u", label, n)
                                     : g_steal_pointer (&label));
    }
  return keyed;
}

/* A difference at the place of keyed line @at, its lines @before and @after. */
static WmVariantDifference *
difference_of (const WmVariantDifference *at, const char *before, const char *after)
{
  WmVariantDifference *d = g_new0 (WmVariantDifference, 1);

  d->where = g_strdup (at->where);
  d->element = g_strdup (at->element);
  d->key = g_strdup (at->key);
  d->before = g_strdup (before);
  d->after = g_strdup (after);
  return d;
}

/* The elements whose lines differ between the canonical forms of @a and
 * @b, as wm_variant_equal () compares them, each by its place: in @b's
 * order those @b has, then those only @a has. */
GPtrArray *
wm_variant_differences (const WmVariant *a, const WmVariant *b)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) difference_free);
  g_autoptr (GBytes) bytes_a = NULL;
  g_autoptr (GBytes) bytes_b = NULL;
  g_auto (GStrv) lines_a = NULL;
  g_auto (GStrv) lines_b = NULL;
  g_autoptr (GPtrArray) keyed_a = NULL;
  g_autoptr (GPtrArray) keyed_b = NULL;
  g_autoptr (GHashTable) of_a = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) matched = g_hash_table_new (g_direct_hash, g_direct_equal);

  g_return_val_if_fail (a != NULL && b != NULL, out);
  bytes_a = wm_variant_save_bytes (a);
  bytes_b = wm_variant_save_bytes (b);
  if (g_bytes_equal (bytes_a, bytes_b))
    return out;
  lines_a = g_strsplit (g_bytes_get_data (bytes_a, NULL), "\n", -1);
  lines_b = g_strsplit (g_bytes_get_data (bytes_b, NULL), "\n", -1);
  keyed_a = keyed_lines (lines_a);
  keyed_b = keyed_lines (lines_b);
  for (guint i = 0; i < keyed_a->len; i++)
    {
      WmVariantDifference *d = g_ptr_array_index (keyed_a, i);
      g_hash_table_insert (of_a, d->key, d);
    }
  for (guint i = 0; i < keyed_b->len; i++)
    {
      WmVariantDifference *now = g_ptr_array_index (keyed_b, i);
      WmVariantDifference *was = g_hash_table_lookup (of_a, now->key);

      if (was != NULL)
        g_hash_table_add (matched, was);
      if (was == NULL || strcmp (was->after, now->after) != 0)
        g_ptr_array_add (out, difference_of (now, was ? was->after : NULL, now->after));
    }
  for (guint i = 0; i < keyed_a->len; i++)
    {
      WmVariantDifference *was = g_ptr_array_index (keyed_a, i);

      if (!g_hash_table_contains (matched, was))
        g_ptr_array_add (out, difference_of (was, was->after, NULL));
    }
  return out;
}
