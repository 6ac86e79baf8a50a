#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <string.h>

#include "../io/wm-variant-io.h"
#include "wm-variant.h"

/* The name of the element a canonical line opens, with its id or corner
 * ("region r1", "corner-lake ne"); @line starts after the "<". */
static char *
element_label (const char *line)
{
  static const char *const keys[] = { " id=\"", " corner=\"" };
  g_autofree char *name = g_strndup (line, strcspn (line, " >"));

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *value = strstr (line, keys[k]);
      if (value != NULL)
        {
          value += strlen (keys[k]);
          return g_strdup_printf ("%s %.*s", name, (int) strcspn (value, "\""), value);
        }
    }
  return g_steal_pointer (&name);
}

/* The elements still open before line @upto of a canonical form, below
 * the root, outermost first ("region r1 › side A"): a line such as
 * <space id="s4" …/> reads the same in every region, so a difference is
 * only found again with the elements it lies in. The saver writes each
 * element that holds others on lines of its own; a one-line element
 * (a name, a space) opens nothing. */
static char *
enclosing_elements (char **lines, guint upto)
{
  g_autoptr (GPtrArray) open = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) path = g_string_new (NULL);

  for (guint i = 0; i < upto; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");

      if (g_str_has_prefix (line, "</"))
        {
          if (open->len > 0)
            g_ptr_array_remove_index (open, open->len - 1);
        }
      else if (line[0] == '<' && line[1] != '?' && line[1] != '!'
               && !g_str_has_suffix (line, "/>") && strstr (line, "</") == NULL)
        g_ptr_array_add (open, element_label (line + 1));
    }
  for (guint i = 1; i < open->len; i++)
    g_string_append_printf (path, "%s%s", i > 1 ? " › " : "",
                            (const char *) g_ptr_array_index (open, i));
  return g_string_free (g_steal_pointer (&path), FALSE);
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
