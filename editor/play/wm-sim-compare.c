#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wm-sim-card-table.h"
#include "wm-sim-compare.h"
#include "wm-sim-stats.h"

void
wm_sim_change_free (WmSimChange *change)
{
  if (change == NULL)
    return;
  g_free (change->id);
  g_free (change->text);
  g_free (change);
}

static JsonObject *
member_object (JsonObject *o, const char *name)
{
  return o && json_object_has_member (o, name) ? json_object_get_object_member (o, name) : NULL;
}

static JsonObject *
summary_of (JsonNode *doc)
{
  return member_object (json_node_get_object (doc), "summary");
}

double
wm_sim_days_mean (JsonObject *summary, double ci[2])
{
  JsonObject *hist = member_object (member_object (summary, "days"), "histogram");
  g_autoptr (GList) days = hist ? json_object_get_members (hist) : NULL;
  double n = 0, sum = 0, squares = 0, mean, half = 0;

  for (GList *l = days; l; l = l->next)
    {
      double day = g_ascii_strtod (l->data, NULL);
      double count = (double) json_object_get_int_member (hist, l->data);
      n += count, sum += count * day, squares += count * day * day;
    }
  mean = n > 0 ? sum / n : 0;
  if (n > 1)
    half = WM_Z95 * sqrt (MAX (squares - n * mean * mean, 0) / (n - 1) / n);
  ci[0] = mean - half, ci[1] = mean + half;
  return mean;
}

static gboolean
apart (const double a[2], const double b[2])
{
  return a[1] < b[0] || b[1] < a[0];
}

static void
read_ci (JsonObject *o, const char *name, double ci[2])
{
  JsonArray *array = json_object_get_array_member (o, name);

  ci[0] = json_array_get_double_element (array, 0);
  ci[1] = json_array_get_double_element (array, 1);
}

/* "… · the intervals do not overlap" on the changes that are the runs' and
 * not chance's, as far as 95 % intervals tell. */
static void
finish (WmSimChange *change, char *line)
{
  change->apart = apart (change->before_ci, change->after_ci);
  change->text = change->apart ? g_strconcat (line, _(" · the intervals do not overlap"), NULL)
                               : g_strdup (line);
  g_free (line);
}

static WmSimChange *
days_change (JsonObject *before, JsonObject *after)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_DAYS;
  change->before = wm_sim_days_mean (before, change->before_ci);
  change->after = wm_sim_days_mean (after, change->after_ci);
  finish (change,
          g_strdup_printf (_("Game length: %.1f days [%.1f, %.1f] → %.1f days [%.1f, %.1f]"),
                           change->before, change->before_ci[0], change->before_ci[1],
                           change->after, change->after_ci[0], change->after_ci[1]));
  return change;
}

/* A rate of @before and @after (objects of the two summaries with @rate
 * and its interval @ci), in percent and the change in points. */
static WmSimChange *
rate_change (WmSimChangeKind kind, const char *id, const char *name, JsonObject *before,
             JsonObject *after, const char *rate, const char *ci)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);
  const char *format;

  change->kind = kind;
  change->id = g_strdup (id);
  change->before = json_object_get_double_member (before, rate);
  change->after = json_object_get_double_member (after, rate);
  read_ci (before, ci, change->before_ci);
  read_ci (after, ci, change->after_ci);
  /* TRANSLATORS: a character's win rate before → after, with 95 % intervals
   * and the change in percentage points */
  format = kind == WM_SIM_CHANGE_CHARACTER
               ? _("%s: win rate %.1f %% [%.1f, %.1f] → %.1f %% [%.1f, %.1f], %+.1f points")
               /* TRANSLATORS: a quest's completion rate before → after, likewise */
               : _("%s: completed %.1f %% [%.1f, %.1f] → %.1f %% [%.1f, %.1f], %+.1f points");
  finish (change, g_strdup_printf (format, name, 100 * change->before, 100 * change->before_ci[0],
                                   100 * change->before_ci[1], 100 * change->after,
                                   100 * change->after_ci[0], 100 * change->after_ci[1],
                                   100 * (change->after - change->before)));
  return change;
}

/* Every character the two runs both played, in the latest run's order. */
static void
add_characters (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  JsonObject *was = member_object (before, "characters"),
             *now = member_object (after, "characters");
  g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      const WmCharacter *ch = variant ? wm_variant_find_character (variant, l->data) : NULL;
      const char *name = ch ? wm_variant_display_name (variant, &ch->name, l->data) : l->data;

      if (member_object (was, l->data) == NULL)
        continue;
      g_ptr_array_add (changes, rate_change (WM_SIM_CHANGE_CHARACTER, l->data, name,
                                             member_object (was, l->data),
                                             member_object (now, l->data), "win_rate", "ci95"));
    }
}

static double
rate_shift (const WmSimChange *change)
{
  return fabs (change->after - change->before);
}

static int
by_shift (gconstpointer a, gconstpointer b)
{
  const WmSimChange *x = *(WmSimChange *const *)a, *y = *(WmSimChange *const *)b;
  double dx = rate_shift (x), dy = rate_shift (y);

  return dx > dy ? -1 : dx < dy ? 1 : g_strcmp0 (x->id, y->id);
}

/* The quests taken in both runs whose completion rate moved most. */
static void
add_quests (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  static const char *const groups[] = { "quests", "side_quests", "personal_quests" };
  g_autoptr (GPtrArray) quests
      = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      JsonObject *was = member_object (before, groups[g]), *now = member_object (after, groups[g]);
      g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;

      for (GList *l = ids; l; l = l->next)
        {
          JsonObject *q0 = member_object (was, l->data), *q1 = member_object (now, l->data);
          g_autofree char *title = NULL;

          if (q0 == NULL || json_object_get_int_member (q0, "taken") == 0
              || json_object_get_int_member (q1, "taken") == 0)
            continue;
          title = wm_sim_card_title (variant, l->data);
          g_ptr_array_add (quests, rate_change (WM_SIM_CHANGE_QUEST, l->data, title, q0, q1,
                                                "completion_rate", "completion_ci95"));
        }
    }
  g_ptr_array_sort (quests, by_shift);
  for (guint n = 0; n < WM_SIM_COMPARE_QUESTS && quests->len > 0; n++)
    {
      if (rate_shift (g_ptr_array_index (quests, 0)) == 0)
        break;
      g_ptr_array_add (changes, g_ptr_array_steal_index (quests, 0));
    }
}

GPtrArray *
wm_sim_compare (JsonNode *previous, JsonNode *latest, const WmVariant *variant)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);
  JsonObject *before, *after;

  g_return_val_if_fail (previous != NULL && latest != NULL, changes);
  before = summary_of (previous);
  after = summary_of (latest);
  g_ptr_array_add (changes, days_change (before, after));
  add_characters (changes, before, after, variant);
  add_quests (changes, before, after, variant);
  return changes;
}
