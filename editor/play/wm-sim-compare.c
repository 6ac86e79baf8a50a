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

double
wm_sim_change_z (double before, const double before_ci[2], double after, const double after_ci[2])
{
  double se0 = (before_ci[1] - before_ci[0]) / (2 * WM_Z95);
  double se1 = (after_ci[1] - after_ci[0]) / (2 * WM_Z95);
  double se = sqrt (se0 * se0 + se1 * se1);

  return se > 0 ? (after - before) / se : 0;
}

static int
by_significance (gconstpointer a, gconstpointer b)
{
  const WmSimChange *x = *(WmSimChange *const *)a, *y = *(WmSimChange *const *)b;
  double zx = fabs (x->z), zy = fabs (y->z);

  return zx > zy ? -1 : zx < zy ? 1 : g_strcmp0 (x->id, y->id);
}

static gboolean
taken_enough (JsonObject *quest)
{
  return quest != NULL
         && json_object_get_int_member_with_default (quest, "taken", 0) >= WM_SIM_COMPARE_MIN_TAKEN;
}

/* Every quest taken often enough in both runs, its z worked out. */
static GPtrArray *
comparable_quests (JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  static const char *const groups[] = { "quests", "side_quests", "personal_quests" };
  GPtrArray *quests = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      JsonObject *was = member_object (before, groups[g]), *now = member_object (after, groups[g]);
      g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;

      for (GList *l = ids; l; l = l->next)
        {
          JsonObject *q0 = member_object (was, l->data), *q1 = member_object (now, l->data);
          g_autofree char *title = NULL;
          WmSimChange *change;

          if (!taken_enough (q0) || !taken_enough (q1))
            continue;
          title = wm_sim_card_title (variant, l->data);
          change = rate_change (WM_SIM_CHANGE_QUEST, l->data, title, q0, q1, "completion_rate",
                               "completion_ci95");
          change->z = wm_sim_change_z (change->before, change->before_ci, change->after,
                                       change->after_ci);
          g_ptr_array_add (quests, change);
        }
    }
  return quests;
}

/* The line that stands for the quests when none moved beyond chance. */
static WmSimChange *
no_quest_change (guint compared)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_NO_QUEST;
  if (compared == 0)
    {
      /* A dozen games: every quest too rare to tell, which is not "nothing moved". */
      change->text = g_strdup_printf (_("No quest was taken at least %d times in both runs: too "
                                        "few games to compare completion rates"),
                                      WM_SIM_COMPARE_MIN_TAKEN);
      return change;
    }
  change->text = g_strdup_printf (
      /* TRANSLATORS: %u quests, %d a number of times each was taken */
      ngettext ("No quest's completion rate moved significantly (%u quest taken at least %d "
                "times in both runs)",
                "No quest's completion rate moved significantly (%u quests taken at least %d "
                "times in both runs)",
                compared),
      compared, WM_SIM_COMPARE_MIN_TAKEN);
  return change;
}

gboolean
wm_sim_change_significant (double z, guint rank, guint compared)
{
  /* The two-sided p of z, against 5 % shared out Holm's way. */
  return wm_holm_passes (wm_two_sided_p (z), rank, compared, 0.05);
}

/* The quests whose completion rate moved most significantly: raw points
 * would put a quest taken a dozen times on top by chance alone, and out
 * of seventy quests a few pass 1.96 by chance too. */
static void
add_quests (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  g_autoptr (GPtrArray) quests = comparable_quests (before, after, variant);
  guint compared = quests->len, named = 0;

  g_ptr_array_sort (quests, by_significance);
  while (named < WM_SIM_COMPARE_QUESTS && quests->len > 0
         && wm_sim_change_significant (((WmSimChange *)g_ptr_array_index (quests, 0))->z, named,
                                       compared))
    {
      g_ptr_array_add (changes, g_ptr_array_steal_index (quests, 0));
      named++;
    }
  if (named == 0)
    g_ptr_array_add (changes, no_quest_change (compared));
}

const WmSimToggle *
wm_sim_toggles (void)
{
  static const WmSimToggle toggles[] = {
    { "no_events", N_("no events") },
    { "meaner_highwaymen", N_("meaner highwaymen") },
    { "higher_goal", N_("higher goal") },
    { "variable_setup", N_("variable setup") },
    { NULL, NULL },
  };

  return toggles;
}

/* The bots of @config as their labels, "greedy, cautious, …"; one label
 * when every seat's bot is the same, so that a change of players alone
 * does not read as a change of bots too. */
static char *
bots_of (JsonObject *config)
{
  JsonArray *bots = config && json_object_has_member (config, "bots")
                        ? json_object_get_array_member (config, "bots")
                        : NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  const char *first = NULL;
  gboolean all_same = TRUE;

  for (guint i = 0; bots && i < json_array_get_length (bots); i++)
    {
      JsonObject *bot = json_array_get_object_element (bots, i);
      const char *label = json_object_get_string_member_with_default (bot, "bot", "?");

      all_same = all_same && (first == NULL || g_str_equal (first, label));
      first = first ? first : label;
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, label);
    }
  return g_strdup (all_same && first ? first : out->str);
}

static void
add_difference (GString *out, char *difference)
{
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append (out, difference);
  g_free (difference);
}

static void
differ_in_number (GString *out, const char *format, JsonObject *was, JsonObject *now,
                  const char *key)
{
  gint64 a = json_object_get_int_member_with_default (was, key, 0);
  gint64 b = json_object_get_int_member_with_default (now, key, 0);

  if (a != b)
    add_difference (out, g_strdup_printf (format, (int)a, (int)b));
}

/* "players 4 → 3, bots greedy → cautious, no events: off → on, day cap
 * 60 → 30": what the two configs do not share, the games and the seed
 * aside (they change how sure the numbers are, not what they measure). */
static char *
setup_differences (JsonObject *was, JsonObject *now)
{
  GString *out = g_string_new (NULL);
  g_autofree char *bots0 = bots_of (was), *bots1 = bots_of (now);

  differ_in_number (out, _("players %d → %d"), was, now, "players");
  if (g_strcmp0 (bots0, bots1) != 0)
    add_difference (out, g_strdup_printf (_("bots %s → %s"), bots0, bots1));
  for (const WmSimToggle *t = wm_sim_toggles (); t->key; t++)
    {
      gboolean a = json_object_get_boolean_member_with_default (was, t->key, FALSE);
      gboolean b = json_object_get_boolean_member_with_default (now, t->key, FALSE);

      if (a != b)
        add_difference (out, g_strdup_printf (a ? _("%s: on → off") : _("%s: off → on"),
                                              _(t->name)));
    }
  differ_in_number (out, _("day cap %d → %d"), was, now, "cap_days");
  return g_string_free (out, FALSE);
}

/* The runs' setups, first where they differ: then the other lines compare
 * more than the design. */
static void
add_setup (GPtrArray *changes, JsonNode *previous, JsonNode *latest)
{
  JsonObject *was = member_object (json_node_get_object (previous), "config");
  JsonObject *now = member_object (json_node_get_object (latest), "config");
  g_autofree char *differences = setup_differences (was, now);
  WmSimChange *change;

  if (*differences == '\0')
    return;
  change = g_new0 (WmSimChange, 1);
  change->kind = WM_SIM_CHANGE_SETUP;
  change->text = g_strdup_printf (
      _("The runs differ in: %s · the comparison is not of the design alone"), differences);
  g_ptr_array_add (changes, change);
}

GPtrArray *
wm_sim_compare (JsonNode *previous, JsonNode *latest, const WmVariant *variant)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);
  JsonObject *before, *after;

  g_return_val_if_fail (previous != NULL && latest != NULL, changes);
  before = summary_of (previous);
  after = summary_of (latest);
  add_setup (changes, previous, latest);
  g_ptr_array_add (changes, days_change (before, after));
  add_characters (changes, before, after, variant);
  add_quests (changes, before, after, variant);
  return changes;
}
