#include "wm-spelling.h"

#include <string.h>

/* Optimal string alignment distance between @a and @b (characters, not
 * bytes): insertions, deletions, substitutions and the swap of two
 * neighbours each count one. Gives up past @limit, returning limit + 1:
 * a hint needs only the near ones. */
static guint
edit_distance (const gunichar *a, glong na, const gunichar *b, glong nb, guint limit)
{
  g_autofree guint *rows = NULL;
  guint *before, *previous, *current;

  if ((guint)ABS (na - nb) > limit)
    return limit + 1;
  rows = g_new (guint, 3 * (nb + 1));
  before = rows;
  previous = rows + (nb + 1);
  current = rows + 2 * (nb + 1);
  for (glong j = 0; j <= nb; j++)
    previous[j] = (guint)j;
  for (glong i = 1; i <= na; i++)
    {
      guint row_best;
      guint *spare;

      current[0] = (guint)i;
      row_best = current[0];
      for (glong j = 1; j <= nb; j++)
        {
          guint cost = a[i - 1] == b[j - 1] ? 0 : 1;
          guint best = MIN (previous[j] + 1, current[j - 1] + 1);

          best = MIN (best, previous[j - 1] + cost);
          if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
            best = MIN (best, before[j - 2] + 1);
          current[j] = best;
          row_best = MIN (row_best, best);
        }
      if (row_best > limit)
        return limit + 1;
      spare = before;
      before = previous;
      previous = current;
      current = spare;
    }
  return MIN (previous[nb], limit + 1);
}

/* @text case-folded, as characters; its length in *length. */
static gunichar *
folded_characters (const char *text, glong *length)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);

  return g_utf8_to_ucs4_fast (folded, -1, length);
}

const char *
wm_spelling_nearest (GHashTable *ids, const char *word)
{
  g_autofree gunichar *wanted = NULL;
  const char *nearest = NULL;
  gboolean tied = FALSE;
  GHashTableIter iter;
  gpointer key;
  glong length;
  guint limit, nearest_distance;

  g_return_val_if_fail (ids != NULL, NULL);
  if (word == NULL || g_hash_table_contains (ids, word) || !g_utf8_validate (word, -1, NULL))
    return NULL;
  wanted = folded_characters (word, &length);
  /* "r7" for "r1" is another region, not a slip: short ids get no hint. */
  limit = MIN ((guint)length / 3, 2);
  if (limit == 0)
    return NULL;
  nearest_distance = limit + 1;
  g_hash_table_iter_init (&iter, ids);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_autofree gunichar *candidate = NULL;
      glong candidate_length;
      guint distance;

      if (key == NULL || !g_utf8_validate (key, -1, NULL))
        continue;
      candidate = folded_characters (key, &candidate_length);
      distance = edit_distance (wanted, length, candidate, candidate_length, limit);
      if (distance < nearest_distance)
        {
          nearest = key;
          nearest_distance = distance;
          tied = FALSE;
        }
      else if (distance == nearest_distance && distance <= limit)
        tied = TRUE; /* two as near: a hint would be a guess */
    }
  return tied ? NULL : nearest;
}
