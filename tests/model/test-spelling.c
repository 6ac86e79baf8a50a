/* wm_spelling_nearest (): the "did you mean" hint of a reference to an id
 * the variant lacks. */

#include <glib.h>
#include <string.h>

#include "wm-spelling.h"

static GHashTable *
ids_of (const char *const *ids)
{
  GHashTable *table = g_hash_table_new (g_str_hash, g_str_equal);

  for (; *ids != NULL; ids++)
    g_hash_table_add (table, (gpointer)*ids);
  return table;
}

/* Each kind of slip, and what gets no hint. */
static void
test_table (void)
{
  static const char *const towns[]
      = { "harrowdale", "calder", "westmere", "eastmere", "münster", "s12", "s13", NULL };
  static const struct
  {
    const char *written, *meant; /* meant NULL: no hint */
  } cases[] = {
    { "harowdale", "harrowdale" },   /* a letter left out */
    { "harrowsdale", "harrowdale" }, /* one added */
    { "harrowdalf", "harrowdale" },  /* one changed */
    { "harrwodale", "harrowdale" },  /* two swapped */
    { "HarrowDale", "harrowdale" },  /* case */
    { "harowdal", "harrowdale" },    /* two slips in a long id */
    { "caldre", "calder" },
    { "kalder", "calder" },
    { "kaldr", NULL },        /* two slips in a short one */
    { "munster", "münster" }, /* characters, not bytes */
    { "westmere", NULL },     /* it is an id */
    { "northmere", NULL },    /* three edits from either mere */
    { "estmere", NULL },      /* one from westmere, one from eastmere */
    { "eastmer", "eastmere" },
    { "xyzzy", NULL },
    { "s14", NULL }, /* s12 and s13 as near: no guess */
    { "s1", NULL },  /* short: another space, not a slip */
    { "", NULL },
  };
  g_autoptr (GHashTable) table = ids_of (towns);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].written);
      g_assert_cmpstr (wm_spelling_nearest (table, cases[i].written), ==, cases[i].meant);
    }
}

static char *
random_id (GRand *rand, int length)
{
  char *id = g_new0 (char, length + 1);

  for (int i = 0; i < length; i++)
    id[i] = (char)('a' + g_rand_int_range (rand, 0, 26));
  return id;
}

/* @id with one random slip: a letter left out, added, changed or two
 * neighbours swapped. */
static char *
slipped (GRand *rand, const char *id)
{
  GString *out = g_string_new (id);
  int at = g_rand_int_range (rand, 0, (int)out->len - 1);
  char letter = (char)('a' + g_rand_int_range (rand, 0, 26));

  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0:
      g_string_erase (out, at, 1);
      break;
    case 1:
      g_string_insert_c (out, at, letter);
      break;
    case 2:
      out->str[at] = out->str[at] == letter ? (char)('a' + (letter - 'a' + 1) % 26) : letter;
      break;
    default:
      if (out->str[at] == out->str[at + 1])
        out->str[at] = out->str[at] == 'z' ? 'a' : (char)(out->str[at] + 1);
      else
        {
          char first = out->str[at];
          out->str[at] = out->str[at + 1];
          out->str[at + 1] = first;
        }
    }
  return g_string_free (out, FALSE);
}

/* Seeded: among 40 random ids of 6 to 12 letters (far apart), one slip
 * of any of them is hinted as that id. */
static void
test_random_slips (void)
{
  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GHashTable) table = g_hash_table_new (g_str_hash, g_str_equal);
      const char *meant;
      g_autofree char *written = NULL;

      for (int i = 0; i < 40; i++)
        {
          char *id = random_id (rand, g_rand_int_range (rand, 6, 13));
          g_ptr_array_add (ids, id);
          g_hash_table_add (table, id);
        }
      meant = g_ptr_array_index (ids, g_rand_int_range (rand, 0, 40));
      written = slipped (rand, meant);
      g_test_message ("seed %u: %s for %s", seed, written, meant);
      g_assert_cmpstr (wm_spelling_nearest (table, written), ==, meant);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/spelling/table", test_table);
  g_test_add_func ("/model/spelling/random-slips", test_random_slips);
  return g_test_run ();
}
