/* Load and save times of the base game and of a generated variant ten times
 * its size, and the cost of the model over a bare libxml2 parse of the same
 * bytes in the same process (goal of issue 2: load / parse <= 2.0).
 *
 * Run with `meson test -C BUILD --benchmark --verbose` (or `make bench`). */

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wm-variant-io.h"

/* The options of wm_xml_parse_safe, so the comparison is like for like. */
#define PARSE_OPTIONS                                                               \
  (XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES | XML_PARSE_NOERROR   \
   | XML_PARSE_NOWARNING)

/* ---- a bigger variant, made from the base game ---------------------------- */

/* The attributes that hold an id or a reference to one, per element: a copy
 * gets a suffix on all of them, so it refers to its own towns, regions,
 * characters, decks and cards. Spaces and lakes are local to their side and
 * path types stay shared. */
static const char *const *
renamed_attributes (const char *element)
{
  static const char *const town[] = { "id", NULL };
  static const char *const space[] = { "town", NULL };
  static const char *const target[] = { "town", NULL };
  static const char *const task[] = { "town", NULL };
  static const char *const character[] = { "id", "start-town", "movement-deck",
                                           "personal-quest", NULL };
  static const char *const deck[] = { "id", "region", "character", NULL };
  static const char *const card[] = { "id", "character", NULL };
  static const char *const region[] = { "id", NULL };
  static const struct
  {
    const char *element;
    const char *const *attributes;
  } table[] = {
    { "town", town }, { "space", space }, { "target", target }, { "task", task },
    { "character", character }, { "deck", deck }, { "card", card }, { "region", region },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (strcmp (table[i].element, element) == 0)
      return table[i].attributes;
  return NULL;
}

static void
rename_ids (xmlNode *node, int copy)
{
  for (; node != NULL; node = node->next)
    {
      const char *const *attributes;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      attributes = renamed_attributes ((const char *) node->name);
      for (int i = 0; attributes != NULL && attributes[i] != NULL; i++)
        {
          xmlChar *value = xmlGetNoNsProp (node, BAD_CAST attributes[i]);
          if (value != NULL)
            {
              g_autofree char *renamed = g_strdup_printf ("%s-%d", value, copy);
              xmlSetProp (node, BAD_CAST attributes[i], BAD_CAST renamed);
              xmlFree (value);
            }
        }
      rename_ids (node->children, copy);
    }
}

/* Adds @copies - 1 renamed copies of every top-level @element of @root right
 * after the last one, keeping the order the format requires. */
static void
multiply (xmlNode *root, const char *element, int copies)
{
  g_autoptr (GPtrArray) originals = g_ptr_array_new ();
  xmlNode *last;

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && strcmp ((const char *) child->name, element) == 0)
      g_ptr_array_add (originals, child);
  g_assert (originals->len > 0);
  last = g_ptr_array_index (originals, originals->len - 1);
  for (int k = 1; k < copies; k++)
    for (guint i = 0; i < originals->len; i++)
      {
        xmlNode *copy = xmlCopyNode (g_ptr_array_index (originals, i), 1);
        rename_ids (copy, k);
        last = xmlAddNextSibling (last, copy);
      }
}

/* The base game with @copies times its towns, regions, characters and decks,
 * loaded and saved once so that the result is in canonical form. */
static GBytes *
make_big_variant (GBytes *base, int copies)
{
  gsize size;
  const char *data = g_bytes_get_data (base, &size);
  xmlDoc *doc = xmlReadMemory (data, (int) size, NULL, "UTF-8", PARSE_OPTIONS);
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlChar *dump = NULL;
  int dump_size = 0;
  g_autoptr (GBytes) raw = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("big");
  g_autoptr (WmVariant) variant = NULL;

  multiply (root, "town", copies);
  multiply (root, "region", copies);
  multiply (root, "character", copies);
  multiply (root, "deck", copies);
  xmlDocDumpMemoryEnc (doc, &dump, &dump_size, "UTF-8");
  raw = g_bytes_new (dump, dump_size);
  xmlFree (dump);
  xmlFreeDoc (doc);

  variant = wm_variant_load_bytes (raw, "big", diags);
  if (variant == NULL || wm_diagnostics_count (diags) > 0)
    {
      for (guint i = 0; i < wm_diagnostics_count (diags) && i < 10; i++)
        {
          g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
          g_printerr ("%s\n", line);
        }
      g_error ("the generated variant does not load clean");
    }
  return wm_variant_save_bytes (variant);
}

/* ---- timing ---------------------------------------------------------------- */

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (GArray *samples)
{
  g_array_sort (samples, compare_doubles);
  return g_array_index (samples, double, samples->len / 2);
}

/* CPU time of this thread rather than wall-clock time: the figures then
 * hold on a machine busy with other work (a build, other tests). */
static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

typedef double (*Step) (GBytes *bytes);

/* One bare libxml2 parse, tree freed as the loader frees its own. */
static double
step_parse (GBytes *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  double t0 = now_ms ();
  xmlDoc *doc = xmlReadMemory (data, (int) size, NULL, "UTF-8", PARSE_OPTIONS);

  g_assert_nonnull (doc);
  xmlFreeDoc (doc);
  return now_ms () - t0;
}

static double
step_load (GBytes *bytes)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bench");
  double t0 = now_ms ();
  WmVariant *variant = wm_variant_load_bytes (bytes, "bench", diags);
  double t1 = now_ms ();

  g_assert_nonnull (variant);
  wm_variant_unref (variant);
  return t1 - t0;
}

static WmVariant *save_source;

static double
step_save (GBytes *bytes)
{
  double t0 = now_ms ();
  GBytes *saved = wm_variant_save_bytes (save_source);
  double t1 = now_ms ();

  g_assert_cmpuint (g_bytes_get_size (saved), ==, g_bytes_get_size (bytes));
  g_bytes_unref (saved);
  return t1 - t0;
}

/* The median of @repetitions runs of @step after one warm-up run. Each
 * kind of work runs in its own loop, so none pays for the memory another
 * left behind (the allocator tidies up after a big free). */
static double
measure (Step step, GBytes *bytes, int repetitions)
{
  g_autoptr (GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

  step (bytes);
  for (int i = 0; i < repetitions; i++)
    {
      double ms = step (bytes);
      g_array_append_val (samples, ms);
    }
  return median (samples);
}

static void
report (const char *name, GBytes *bytes, int repetitions)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bench");
  double parse, load, save;

  save_source = wm_variant_load_bytes (bytes, "bench", diags);
  g_assert_nonnull (save_source);
  parse = measure (step_parse, bytes, repetitions);
  load = measure (step_load, bytes, repetitions);
  save = measure (step_save, bytes, repetitions);
  g_clear_pointer (&save_source, wm_variant_unref);

  g_print ("%-18s %7.1f KB  load %7.2f ms  save %7.2f ms  bare parse %7.2f ms  "
           "load/parse %.2f  (medians of %d runs, CPU time)\n",
           name, g_bytes_get_size (bytes) / 1024.0, load, save, parse, load / parse,
           repetitions);
}

int
main (int argc, char **argv)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autoptr (GBytes) big = NULL;
  int copies = 10;

  if (argc > 1)
    copies = MAX (2, atoi (argv[1]));
  xmlInitParser ();
  big = make_big_variant (base, copies);

  report ("base game", base, 101);
  {
    g_autofree char *name = g_strdup_printf ("generated (%dx)", copies);
    report (name, big, 21);
  }
  return 0;
}
