#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "wm-field.h"
#include "wm-sim-compare.h"
#include "wm-sim-report.h"
#include "wm-sim-stats.h"
#include "wm-variant-io.h"

void
wm_sim_change_free (WmSimChange *change)
{
  if (change == NULL)
    return;
  g_free (change->id);
  g_free (change->text);
  g_free (change->name);
  g_strfreev (change->more);
  g_free (change);
}

static JsonObject *
summary_of (JsonNode *doc)
{
  return wm_sim_member_object (json_node_get_object (doc), "summary");
}

double
wm_sim_days_mean (JsonObject *summary, double ci[2])
{
  JsonObject *hist = wm_sim_member_object (wm_sim_member_object (summary, "days"), "histogram");
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

void
wm_sim_difference_interval (double before, const double before_ci[2], double after,
                            const double after_ci[2], double out[2])
{
  double d = after - before;

  out[0] = d - hypot (after - after_ci[0], before_ci[1] - before);
  out[1] = d + hypot (after_ci[1] - after, before - before_ci[0]);
}

static WmSimChange *
change_new (WmSimChangeKind kind, const char *id, double before, const double before_ci[2],
            double after, const double after_ci[2])
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = kind;
  change->id = g_strdup (id);
  change->before = before;
  change->after = after;
  memcpy (change->before_ci, before_ci, sizeof change->before_ci);
  memcpy (change->after_ci, after_ci, sizeof change->after_ci);
  wm_sim_difference_interval (before, before_ci, after, after_ci, change->difference_ci);
  memcpy (change->shown_ci, change->difference_ci, sizeof change->shown_ci);
  change->beyond_chance = change->difference_ci[0] > 0 || change->difference_ci[1] < 0;
  return change;
}

/* "… · beyond chance" on the changes that are the runs' and not chance's,
 * as far as a 95 % interval of the difference tells. */
static void
finish (WmSimChange *change, char *line)
{
  change->text = change->beyond_chance ? g_strconcat (line, _(" · beyond chance"), NULL)
                                       : g_strdup (line);
  g_free (line);
}

static WmSimChange *
days_change (JsonObject *before, JsonObject *after)
{
  double ci0[2], ci1[2], mean0 = wm_sim_days_mean (before, ci0), mean1 = wm_sim_days_mean (after, ci1);

  return change_new (WM_SIM_CHANGE_DAYS, NULL, mean0, ci0, mean1, ci1);
}

/* A win rate of @before and @after (rows of the two summaries), in
 * percent, and the change in points with its interval. */
static WmSimChange *
rate_change (WmSimChangeKind kind, const char *id, const char *name, JsonObject *before,
             JsonObject *after)
{
  double ci0[2], ci1[2];
  WmSimChange *change;

  wm_sim_member_interval (before, "ci95", ci0);
  wm_sim_member_interval (after, "ci95", ci1);
  change = change_new (kind, id, wm_sim_member_double (before, "win_rate"), ci0,
                       wm_sim_member_double (after, "win_rate"), ci1);
  change->name = g_strdup (name);
  return change;
}

/* Every character the two runs both played, in the latest run's order. */
static void
add_characters (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  JsonObject *was = wm_sim_member_object (before, "characters"),
             *now = wm_sim_member_object (after, "characters");
  g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *name = wm_variant_character_label (variant, l->data);

      if (wm_sim_member_object (was, l->data) == NULL)
        continue;
      g_ptr_array_add (changes, rate_change (WM_SIM_CHANGE_CHARACTER, l->data, name,
                                             wm_sim_member_object (was, l->data),
                                             wm_sim_member_object (now, l->data)));
    }
}

/* Every seat both runs had, then the first player: a seat is a place in
 * the list of players, the first player whoever the bids put first. */
static void
add_seats (GPtrArray *changes, JsonObject *before, JsonObject *after)
{
  JsonObject *was = wm_sim_member_object (before, "seats"), *now = wm_sim_member_object (after, "seats");
  g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *name = NULL;

      if (wm_sim_member_object (was, l->data) == NULL)
        continue;
      /* TRANSLATORS: a seat by its number */
      name = g_strdup_printf (_("seat %s"), (const char *)l->data);
      g_ptr_array_add (changes, rate_change (WM_SIM_CHANGE_SEAT, l->data, name,
                                             wm_sim_member_object (was, l->data),
                                             wm_sim_member_object (now, l->data)));
    }
  if (wm_sim_member_object (before, "first_player") && wm_sim_member_object (after, "first_player"))
    g_ptr_array_add (changes, rate_change (WM_SIM_CHANGE_FIRST_PLAYER, NULL, _("first player"),
                                           wm_sim_member_object (before, "first_player"),
                                           wm_sim_member_object (after, "first_player")));
}

const char *
wm_gold_source_name (WmGoldSource source)
{
  switch (source)
    {
    case WM_GOLD_COMMON_QUEST: return _("common quests");
    case WM_GOLD_PERSONAL_QUEST: return _("personal quests");
    case WM_GOLD_SIDE_QUEST: return _("side quests");
    case WM_GOLD_WEAPON: return _("weapons");
    case WM_GOLD_DISCOVERY: return C_("gold source", "discoveries");
    case WM_GOLD_BONUS: return C_("gold source", "bonuses");
    case WM_N_GOLD_SOURCES:
    default: g_return_val_if_reached ("?");
    }
}

static void
read_gold (JsonObject *character, double gold[WM_N_GOLD_SOURCES])
{
  JsonObject *per_game = wm_sim_member_object (character, "gold_per_game");

  for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
    gold[s] = wm_sim_member_double (per_game, wm_gold_source_to_string (s));
}

/* At most this many sources a line: the three that moved most say where. */
#define MOVED_SOURCES 3

/* The sources whose gold moved by at least a tenth, most first, "common
 * quests +1.2, weapons −0.3": a gold a game is what a designer notices. */
static char *
moved_sources (const WmSimChange *change)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean used[WM_N_GOLD_SOURCES] = { FALSE };

  for (int n = 0; n < MOVED_SOURCES; n++)
    {
      int most = -1;

      for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
        if (!used[s] && fabs (change->gold_after[s] - change->gold_before[s]) >= 0.1
            && (most < 0 || fabs (change->gold_after[s] - change->gold_before[s])
                                > fabs (change->gold_after[most] - change->gold_before[most])))
          most = s;
      if (most < 0)
        break;
      used[most] = TRUE;
      g_string_append_printf (
          out, "%s%s %+.1f", out->len ? ", " : "", wm_gold_source_name (most),
          wm_sim_signed_shown (change->gold_after[most] - change->gold_before[most], 1));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A character's gold a game before → after, its change and, when both
 * runs kept the gold's spread, the change's 95 % interval; then the
 * sources that moved most. */
static char *
gold_text (const WmSimChange *change, const char *name, gboolean interval)
{
  g_autofree char *sources = moved_sources (change);
  double d = wm_sim_shown_change (change->before, change->after, 1);
  double lo = wm_sim_signed_shown (change->shown_ci[0], 1),
         hi = wm_sim_signed_shown (change->shown_ci[1], 1);

  if (interval && *sources)
    /* TRANSLATORS: a character's gold a game before → after, the change
     * with its 95 % interval, then the sources that moved most */
    return g_strdup_printf (_("%s: %.1f → %.1f gold a game, %+.1f [%+.1f, %+.1f] (%s)"), name,
                            change->before, change->after, d, lo, hi, sources);
  if (interval)
    /* TRANSLATORS: a character's gold a game before → after, the change
     * with its 95 % interval */
    return g_strdup_printf (_("%s: %.1f → %.1f gold a game, %+.1f [%+.1f, %+.1f]"), name,
                            change->before, change->after, d, lo, hi);
  if (*sources)
    /* TRANSLATORS: a character's gold a game before → after, the
     * change, then the sources that moved most */
    return g_strdup_printf (_("%s: %.1f → %.1f gold a game, %+.1f (%s)"), name, change->before,
                            change->after, d, sources);
  return g_strdup_printf (_("%s: %.1f → %.1f gold a game, %+.1f"), name, change->before,
                          change->after, d);
}

/* Whether @summary's characters have the 95 % interval of their gold a game:
 * a result of format 4 kept the gold's sums, not their spread. */
static gboolean
has_gold_spread (JsonObject *summary)
{
  JsonObject *chars = wm_sim_member_object (summary, "characters");
  g_autoptr (GList) ids = chars ? json_object_get_members (chars) : NULL;

  for (GList *l = ids; l; l = l->next)
    if (!json_object_has_member (wm_sim_member_object (chars, l->data), "gold_ci95"))
      return FALSE;
  return TRUE;
}

/* The line said once when a run kept no spread of the gold. */
static WmSimChange *
no_gold_interval_change (void)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_NO_GOLD_INTERVAL;
  change->text = g_strdup_printf (_("No interval: a result of format %s keeps the sums of the "
                                    "gold, not their spread over the games; run that batch "
                                    "again to compare the gold against chance"),
                                  WM_SIM_FORMAT_4);
  return change;
}

/* Each character's gold a game, the 95 % interval of its change (each
 * run's own spread, Welch's way, as the game length's) and the sources it
 * moved in; without an interval, said once, when a run kept no spread. */
static void
add_gold (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant)
{
  JsonObject *was = wm_sim_member_object (before, "characters"),
             *now = wm_sim_member_object (after, "characters");
  g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;
  gboolean interval = has_gold_spread (before) && has_gold_spread (after);

  if (!interval && ids != NULL)
    g_ptr_array_add (changes, no_gold_interval_change ());
  for (GList *l = ids; l; l = l->next)
    {
      g_autofree char *name = wm_variant_character_label (variant, l->data);
      JsonObject *c0 = wm_sim_member_object (was, l->data), *c1 = wm_sim_member_object (now, l->data);
      double ci0[2], ci1[2];
      WmSimChange *change;

      if (c0 == NULL)
        continue;
      wm_sim_member_interval (c0, "gold_ci95", ci0);
      wm_sim_member_interval (c1, "gold_ci95", ci1);
      change = change_new (WM_SIM_CHANGE_GOLD, l->data,
                           wm_sim_member_double (wm_sim_member_object (c0, "gold_per_game"), "total"), ci0,
                           wm_sim_member_double (wm_sim_member_object (c1, "gold_per_game"), "total"), ci1);
      change->has_interval = interval;
      change->beyond_chance = FALSE;
      change->name = g_strdup (name);
      read_gold (c0, change->gold_before);
      read_gold (c1, change->gold_after);
      /* With an interval the line waits for the family's correction. */
      if (!interval)
        change->text = gold_text (change, name, FALSE);
      g_ptr_array_add (changes, change);
    }
}

/* Whether @c is a rate given against each run's own fair share. */
static gboolean
against_share (const WmSimChange *c)
{
  return c->fair_share[0] != c->fair_share[1];
}

/* Whether @c is one of the figures corrected as a family. */
static gboolean
in_headline (const WmSimChange *c)
{
  if (against_share (c))
    return FALSE;
  return c->kind == WM_SIM_CHANGE_DAYS || c->kind == WM_SIM_CHANGE_CHARACTER
         || c->kind == WM_SIM_CHANGE_SEAT || c->kind == WM_SIM_CHANGE_FIRST_PLAYER
         || (c->kind == WM_SIM_CHANGE_GOLD && c->has_interval);
}

/* The quantile at which @c's interval of the difference just reaches 0:
 * Newcombe's interval (and Welch's) widens in proportion to its
 * quantile, each side from its own half-width at 95 %. Infinite when the
 * side toward 0 has no width; 0 when nothing changed. */
static double
reach_of (const WmSimChange *c)
{
  double d = c->after - c->before;
  double side = d > 0 ? d - c->difference_ci[0] : c->difference_ci[1] - d;

  if (d == 0)
    return 0;
  return side > 0 ? WM_Z95 * fabs (d) / side : INFINITY;
}

/* Whether @c's figure is a rate, 0–1, its change shown in points: a win
 * rate's, a quest's completion rate's. */
static gboolean
is_rate (const WmSimChange *c)
{
  return c->kind == WM_SIM_CHANGE_CHARACTER || c->kind == WM_SIM_CHANGE_SEAT
         || c->kind == WM_SIM_CHANGE_FIRST_PLAYER
         || (c->kind == WM_SIM_CHANGE_CARD && c->figure == WM_SIM_FIGURE_COMPLETION);
}

/* @c's interval of the difference at quantile @z instead of 1.96; a
 * change of a rate stays within ± 100 points. */
static void
widen (WmSimChange *c, double z)
{
  double d = c->after - c->before;

  c->shown_ci[0] = d - (d - c->difference_ci[0]) * z / WM_Z95;
  c->shown_ci[1] = d + (c->difference_ci[1] - d) * z / WM_Z95;
  if (is_rate (c))
    c->shown_ci[0] = MAX (c->shown_ci[0], -1), c->shown_ci[1] = MIN (c->shown_ci[1], 1);
}

/* Whether @c's shown interval leaves out 0 as the line prints it: a
 * bound that rounds to 0.0 (a card's gold to 0.00) would say "+0.0"
 * beside "beyond chance". */
static gboolean
leaves_out_zero (const WmSimChange *c)
{
  double scale = is_rate (c) ? 100 : 1;
  int digits = c->kind == WM_SIM_CHANGE_CARD && !is_rate (c) ? 2 : 1;
  double lo = wm_sim_signed_shown (scale * c->shown_ci[0], digits);
  double hi = wm_sim_signed_shown (scale * c->shown_ci[1], digits);

  return lo > 0 || hi < 0;
}

static int
by_reach (gconstpointer a, gconstpointer b)
{
  double x = reach_of (*(WmSimChange *const *) a), y = reach_of (*(WmSimChange *const *) b);

  return x > y ? -1 : x < y ? 1 : 0;
}

/* The line of a figure of the family, with its shown interval. */
static void
headline_text (WmSimChange *c)
{
  g_clear_pointer (&c->text, g_free);
  if (c->kind == WM_SIM_CHANGE_DAYS)
    /* TRANSLATORS: the mean game length before → after, the change and its
     * interval */
    c->text = g_strdup_printf (_("Game length: %.1f → %.1f days, %+.1f [%+.1f, %+.1f]"),
                               c->before, c->after, wm_sim_shown_change (c->before, c->after, 1),
                               wm_sim_signed_shown (c->shown_ci[0], 1),
                               wm_sim_signed_shown (c->shown_ci[1], 1));
  else if (c->kind == WM_SIM_CHANGE_GOLD)
    c->text = gold_text (c, c->name, TRUE);
  else
    /* TRANSLATORS: a character's, seat's or the first player's win rate
     * before → after and the change in percentage points with its interval */
    c->text = g_strdup_printf (_("%s: %.1f %% → %.1f %%, %+.1f points [%+.1f, %+.1f]"), c->name,
                               100 * c->before, 100 * c->after,
                               wm_sim_shown_change (100 * c->before, 100 * c->after, 1),
                               wm_sim_signed_shown (100 * c->shown_ci[0], 1),
                               wm_sim_signed_shown (100 * c->shown_ci[1], 1));
  if (c->beyond_chance)
    finish (c, g_steal_pointer (&c->text));
}

/* The game length, every win rate and every gold with an interval, the
 * changes from @from on, as one family at 5 %, Holm's way: tested each at
 * 5 % alone, a dozen figures of an unchanged design flag one about every
 * other comparison. The most significant first, each at 5 % / (figures
 * left), its interval widened to that level and beyond chance when it
 * leaves out 0 as printed; at the first that does not, the rest are not
 * either, and each is shown at the level that stopped the steps (or where
 * the one that stopped them reached 0), which every one of them reaches. */
static void
correct_headline (GPtrArray *changes, guint from, gboolean holds, gboolean rates_hold)
{
  g_autoptr (GPtrArray) family = g_ptr_array_new ();
  double stop = 0;
  guint k;

  for (guint i = from; i < changes->len; i++)
    {
      WmSimChange *c = g_ptr_array_index (changes, i);

      if (!in_headline (c))
        continue;
      /* Win rates of a run mostly stopped at the day cap, of its few
       * games with a winner, are no figure to test (review i): shown at
       * 95 %, no verdict, out of the family. */
      if (!rates_hold && is_rate (c))
        {
          widen (c, WM_Z95);
          c->beyond_chance = FALSE;
          headline_text (c);
          continue;
        }
      g_ptr_array_add (family, c);
    }
  g_ptr_array_sort (family, by_reach);
  /* Runs played otherwise (other players, bots, characters) differ
   * whatever the design: no figure is tested, each shown at 95 % (review
   * a: "beyond chance" in bold under "the comparison does not hold"). */
  if (!holds)
    {
      for (guint i = 0; i < family->len; i++)
        {
          WmSimChange *c = g_ptr_array_index (family, i);

          widen (c, WM_Z95);
          c->beyond_chance = FALSE;
          headline_text (c);
        }
      return;
    }
  for (k = 0; k < family->len; k++)
    {
      WmSimChange *c = g_ptr_array_index (family, k);
      double z = wm_two_sided_quantile (0.05 / (family->len - k)), reach = reach_of (c);

      widen (c, z);
      c->beyond_chance = FALSE;
      if (!leaves_out_zero (c))
        {
          stop = isfinite (reach) ? MAX (z, reach) : z;
          break;
        }
      c->beyond_chance = TRUE;
    }
  for (guint j = k; j < family->len; j++)
    {
      WmSimChange *c = g_ptr_array_index (family, j);

      widen (c, stop);
      c->beyond_chance = FALSE;
    }
  for (guint i = 0; i < family->len; i++)
    headline_text (g_ptr_array_index (family, i));
}

/* Runs of other player counts: each rate from the headline's @from on
 * against its own run's fair share, 1 / @players. The rates themselves
 * would mostly show the fair share moving (50 % → 25 %): each run's
 * distance from its own, with that run's interval, answers "does this
 * character only shine at two players?" without a test of a change the
 * runs cannot measure. Points above or below parity are not on one scale
 * across player counts either (−10 points is two fifths of a 25 % share,
 * a fifth of 50 %), so no difference of them is given or tested. */
static void
rates_against_share (GPtrArray *changes, guint from, const gint64 players[2])
{
  for (guint i = from; i < changes->len; i++)
    {
      WmSimChange *c = g_ptr_array_index (changes, i);
      double s0 = 1.0 / (double)players[0], s1 = 1.0 / (double)players[1];

      if (c->kind != WM_SIM_CHANGE_CHARACTER && c->kind != WM_SIM_CHANGE_SEAT
          && c->kind != WM_SIM_CHANGE_FIRST_PLAYER)
        continue;
      c->fair_share[0] = s0;
      c->fair_share[1] = s1;
      c->beyond_chance = FALSE;
      g_clear_pointer (&c->text, g_free);
      /* TRANSLATORS: a character's, seat's or the first player's win rate
       * before → after, then each run's distance from its own fair share
       * in percentage points with that run's 95 % interval */
      c->text = g_strdup_printf (
          _("%s: %.1f %% → %.1f %%, against the fair share %+.1f [%+.1f, %+.1f] → %+.1f [%+.1f, "
            "%+.1f] points"),
          c->name, 100 * c->before, 100 * c->after, wm_sim_signed_shown (100 * (c->before - s0), 1),
          wm_sim_signed_shown (100 * (c->before_ci[0] - s0), 1),
          wm_sim_signed_shown (100 * (c->before_ci[1] - s0), 1),
          wm_sim_signed_shown (100 * (c->after - s1), 1),
          wm_sim_signed_shown (100 * (c->after_ci[0] - s1), 1),
          wm_sim_signed_shown (100 * (c->after_ci[1] - s1), 1));
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

  if (zx != zy)
    return zx > zy ? -1 : 1;
  return g_strcmp0 (x->id, y->id) != 0 ? g_strcmp0 (x->id, y->id) : (int)x->figure - (int)y->figure;
}

static gint64
count_of (JsonObject *card, const char *member)
{
  return card ? json_object_get_int_member_with_default (card, member, 0) : 0;
}

/* A card's @figure in a summary entry @o: the completion rate and its
 * Wilson interval; the gold a card taken paid, whose interval is the
 * rate's times the gold a completion pays (a reward is printed: one
 * amount); an event's gold a player-day and its interval. */
static void
card_figure (JsonObject *o, WmSimFigure figure, double *value, double ci[2])
{
  double per_completion = wm_sim_member_double (o, "gold_per_completion");

  if (figure == WM_SIM_FIGURE_EVENT_GOLD)
    {
      *value = wm_sim_member_double (o, "gold_per_player_day");
      wm_sim_member_interval (o, "gold_per_player_day_ci95", ci);
      return;
    }
  *value = wm_sim_member_double (o, "completion_rate");
  wm_sim_member_interval (o, "completion_ci95", ci);
  if (figure == WM_SIM_FIGURE_GOLD_PER_TAKE)
    *value *= per_completion, ci[0] *= per_completion, ci[1] *= per_completion;
}

/* A card's line, with its shown interval: the one its test used. */
static char *
card_text (const WmSimChange *c, const char *title)
{
  switch (c->figure)
    {
    case WM_SIM_FIGURE_COMPLETION:
      /* TRANSLATORS: a quest's completion rate before → after, the change in
       * percentage points and its interval */
      return g_strdup_printf (_("%s: completed %.1f %% → %.1f %%, %+.1f points [%+.1f, %+.1f]"),
                              title, 100 * c->before, 100 * c->after,
                              wm_sim_shown_change (100 * c->before, 100 * c->after, 1),
                              wm_sim_signed_shown (100 * c->shown_ci[0], 1),
                              wm_sim_signed_shown (100 * c->shown_ci[1], 1));
    case WM_SIM_FIGURE_GOLD_PER_TAKE:
      /* TRANSLATORS: the gold a quest's completions paid per card taken,
       * before → after, the change and its interval */
      return g_strdup_printf (_("%s: gold a card taken %.2f → %.2f, %+.2f [%+.2f, %+.2f]"), title,
                              c->before, c->after, wm_sim_shown_change (c->before, c->after, 2),
                              wm_sim_signed_shown (c->shown_ci[0], 2),
                              wm_sim_signed_shown (c->shown_ci[1], 2));
    case WM_SIM_FIGURE_EVENT_GOLD:
      /* TRANSLATORS: the gold a player won on an event's days, before →
       * after, the change and its interval */
      return g_strdup_printf (_("%s: gold a player-day %.2f → %.2f, %+.2f [%+.2f, %+.2f]"), title,
                              c->before, c->after, wm_sim_shown_change (c->before, c->after, 2),
                              wm_sim_signed_shown (c->shown_ci[0], 2),
                              wm_sim_signed_shown (c->shown_ci[1], 2));
    case WM_SIM_N_FIGURES:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Each figure of the cards of summary group @group taken (drawn) often
 * enough in both runs, into @into, its z worked out. A figure with no
 * chance in it either time (a reward of no gold) tells nothing. */
static void
collect_cards (GPtrArray *into, JsonObject *before, JsonObject *after, const char *group,
               const char *count, const WmVariant *variant)
{
  JsonObject *was = wm_sim_member_object (before, group), *now = wm_sim_member_object (after, group);
  g_autoptr (GList) ids = now ? json_object_get_members (now) : NULL;
  gboolean event = g_str_equal (group, "events");

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *c0 = wm_sim_member_object (was, l->data), *c1 = wm_sim_member_object (now, l->data);
      g_autofree char *title = NULL;

      if (count_of (c0, count) < WM_SIM_COMPARE_MIN_TAKEN
          || count_of (c1, count) < WM_SIM_COMPARE_MIN_TAKEN)
        continue;
      title = wm_sim_card_title (variant, l->data);
      for (WmSimFigure f = event ? WM_SIM_FIGURE_EVENT_GOLD : WM_SIM_FIGURE_COMPLETION;
           f <= (event ? WM_SIM_FIGURE_EVENT_GOLD : WM_SIM_FIGURE_GOLD_PER_TAKE); f++)
        {
          double v0, v1, ci0[2], ci1[2];
          WmSimChange *change;

          card_figure (c0, f, &v0, ci0);
          card_figure (c1, f, &v1, ci1);
          if (ci0[1] - ci0[0] <= 0 && ci1[1] - ci1[0] <= 0)
            continue;
          change = change_new (WM_SIM_CHANGE_CARD, l->data, v0, ci0, v1, ci1);
          change->figure = f;
          change->z = wm_sim_change_z (v0, ci0, v1, ci1);
          /* The line waits for the card's test: it shows that level. */
          change->name = g_strdup (title);
          g_ptr_array_add (into, change);
        }
    }
}

/* The line that stands for the cards when none moved beyond chance. */
static WmSimChange *
no_card_change (guint compared)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_NO_CARD;
  if (compared == 0)
    {
      /* A dozen games: every card too rare to tell, which is not "nothing moved". */
      change->text = g_strdup_printf (_("No card was taken or drawn at least %d times in both "
                                        "runs: too few games to compare cards"),
                                      WM_SIM_COMPARE_MIN_TAKEN);
      return change;
    }
  change->text = g_strdup_printf (
      /* TRANSLATORS: %u figures (completion rates, gold a card taken, an
       * event's gold a player-day), %d a number of times */
      ngettext ("No card's figure moved beyond chance (%u figure of cards taken or drawn at "
                "least %d times in both runs)",
                "No card's figure moved beyond chance (%u figures of cards taken or drawn at "
                "least %d times in both runs)",
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

/* The card figures that moved most significantly: raw points would put a
 * quest taken a dozen times on top by chance alone, and out of two
 * hundred figures a few pass 1.96 by chance too. A reward's edit moves
 * its gold a card taken first, the completion rate barely. */
static void
add_cards (GPtrArray *changes, JsonObject *before, JsonObject *after, const WmVariant *variant,
           gboolean holds)
{
  g_autoptr (GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);
  guint compared, named = 0;

  if (!holds)
    {
      WmSimChange *change = g_new0 (WmSimChange, 1);

      change->kind = WM_SIM_CHANGE_NO_CARD;
      change->text = g_strdup (_("No card is tested against chance: the games were played "
                                 "otherwise, so every card's figures differ whatever the design"));
      g_ptr_array_add (changes, change);
      return;
    }

  collect_cards (cards, before, after, "quests", "taken", variant);
  collect_cards (cards, before, after, "side_quests", "taken", variant);
  collect_cards (cards, before, after, "personal_quests", "taken", variant);
  collect_cards (cards, before, after, "events", "drawn", variant);
  compared = cards->len;
  g_ptr_array_sort (cards, by_significance);
  while (named < WM_SIM_COMPARE_CARDS && cards->len > 0)
    {
      WmSimChange *change = g_ptr_array_index (cards, 0);

      if (!wm_sim_change_significant (change->z, named, compared))
        break;
      /* Its interval at the level its step tested: 5 % / (compared −
       * named), as the game length's and the win rates' (a line beyond
       * chance beside a 95 % interval made the correction look absent). */
      widen (change, wm_two_sided_quantile (0.05 / (compared - named)));
      if (!leaves_out_zero (change))
        break;
      change = g_ptr_array_steal_index (cards, 0);
      change->beyond_chance = TRUE;
      change->text = card_text (change, change->name);
      g_ptr_array_add (changes, change);
      named++;
    }
  if (named == 0)
    g_ptr_array_add (changes, no_card_change (compared));
}

/* The summary's groups of cards, in the order their cards are listed,
 * each with what one of its cards is called. */
static const struct
{
  const char *group, *noun;
} card_groups[] = {
  { "quests", N_("common quest") },
  { "side_quests", N_("side quest") },
  { "personal_quests", N_("personal quest") },
  { "events", N_("event") },
};

static char *
count_text (gint64 n)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, n);
}

/* "common quest A49 · The Salt Road: taken 312, completed 201 (64.4 %),
 * 402 gold", or an event's days drawn and gold a player-day: the counts of
 * a card in the one run that has it. */
static char *
only_text (const WmSimChange *c, const char *noun, const char *title, double figure)
{
  g_autofree char *taken = count_text (c->taken), *completed = count_text (c->completed);
  g_autofree char *gold = count_text (c->gold);
  gboolean event = g_str_equal (c->group, "events");

  if (c->taken == 0)
    /* TRANSLATORS: "common quest A12 · Old Road: never taken" */
    return g_strdup_printf (event ? _("%s %s: never drawn") : _("%s %s: never taken"), noun, title);
  if (event)
    /* TRANSLATORS: an event, the days it was drawn and the gold a player
     * won on them a day */
    return g_strdup_printf (_("%s %s: drawn %s times, gold a player-day %.2f"), noun, title, taken,
                            figure);
  /* TRANSLATORS: a quest, how often it was taken and completed (and the
   * completion rate), and the gold its completions paid */
  return g_strdup_printf (_("%s %s: taken %s, completed %s (%.1f %%), %s gold"), noun, title, taken,
                          completed, 100 * figure, gold);
}

/* The line of a card of group @group (its entry @o) only one run has. */
static WmSimChange *
only_change (WmSimChangeKind kind, const char *group, const char *noun, const char *id,
             JsonObject *o, const WmVariant *variant)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);
  g_autofree char *title = wm_sim_card_title (variant, id);
  gboolean event = g_str_equal (group, "events");
  double figure = wm_sim_member_double (o, event ? "gold_per_player_day" : "completion_rate");

  change->kind = kind;
  change->id = g_strdup (id);
  change->group = group;
  change->taken = count_of (o, event ? "drawn" : "taken");
  change->completed = count_of (o, "completed");
  change->gold = count_of (o, "gold");
  if (kind == WM_SIM_CHANGE_ONLY_BEFORE)
    change->before = figure;
  else
    change->after = figure;
  change->text = only_text (change, noun, title, figure);
  return change;
}

/* The line past WM_SIM_COMPARE_ONLY_CARDS: the ids of the rest (@ids, taken). */
static WmSimChange *
only_more_change (WmSimChangeKind kind, GPtrArray *ids)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);
  g_autofree char *list = NULL;
  guint n = ids->len;

  g_ptr_array_add (ids, NULL);
  change->kind = kind;
  change->more = (char **) g_ptr_array_free (ids, FALSE);
  list = g_strjoinv (", ", change->more);
  /* TRANSLATORS: how many more cards only one run has, then their ids */
  change->text = g_strdup_printf (ngettext ("and %u more card: %s", "and %u more cards: %s", n), n,
                                  list);
  return change;
}

/* Each card @mine has and @other does not, section by section, as @kind:
 * a quest added or removed is what a designer compares runs for, and its
 * figures have nothing to be compared with. A group missing from either
 * run tells nothing. */
static void
add_only (GPtrArray *changes, WmSimChangeKind kind, JsonObject *mine, JsonObject *other,
          const WmVariant *variant)
{
  GPtrArray *rest = g_ptr_array_new_with_free_func (g_free);
  guint listed = 0;

  for (guint g = 0; g < G_N_ELEMENTS (card_groups); g++)
    {
      JsonObject *cards = wm_sim_member_object (mine, card_groups[g].group);
      JsonObject *others = wm_sim_member_object (other, card_groups[g].group);
      g_autoptr (GList) ids = cards && others ? json_object_get_members (cards) : NULL;

      for (GList *l = ids; l; l = l->next)
        {
          if (json_object_has_member (others, l->data))
            continue;
          if (listed++ < WM_SIM_COMPARE_ONLY_CARDS)
            g_ptr_array_add (changes,
                             only_change (kind, card_groups[g].group, _(card_groups[g].noun),
                                          l->data, wm_sim_member_object (cards, l->data), variant));
          else
            g_ptr_array_add (rest, g_strdup (l->data));
        }
    }
  if (rest->len > 0)
    g_ptr_array_add (changes, only_more_change (kind, rest));
  else
    g_ptr_array_unref (rest);
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
  JsonNode *node = config ? json_object_get_member (config, "bots") : NULL;
  JsonArray *bots = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
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

/* The bot labels of @config in the order given (pointing into it). */
static GPtrArray *
bot_labels (JsonObject *config)
{
  JsonNode *node = config ? json_object_get_member (config, "bots") : NULL;
  JsonArray *bots = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  GPtrArray *labels = g_ptr_array_new ();

  for (guint i = 0; bots && i < json_array_get_length (bots); i++)
    g_ptr_array_add (labels, (gpointer) json_object_get_string_member_with_default (
                               json_array_get_object_element (bots, i), "bot", "?"));
  return labels;
}

/* Whether the bots of @was and @now take the same seat in every game: a
 * game seats the list from one place further on, round and round, so
 * "planner, greedy" and "planner, greedy, planner, greedy" play the same
 * games. The Simulation page names a bot per seat and `simulate --bots`
 * keeps the list as typed: compared as written, every comparison of the
 * two was said not to hold (review 19). */
static gboolean
bots_alike (JsonObject *was, JsonObject *now)
{
  g_autoptr (GPtrArray) a = bot_labels (was);
  g_autoptr (GPtrArray) b = bot_labels (now);
  guint gcd = a->len, rest = b->len;

  if (a->len == 0 || b->len == 0)
    return a->len == b->len;
  while (rest != 0)
    {
      guint t = gcd % rest;
      gcd = rest;
      rest = t;
    }
  for (guint i = 0; i < a->len / gcd * b->len; i++)
    if (!g_str_equal (g_ptr_array_index (a, i % a->len), g_ptr_array_index (b, i % b->len)))
      return FALSE;
  return TRUE;
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

/* The characters of @config as given, "random, random, random" or "red,
 * yellow": fixed characters play other match-ups than random ones. */
static char *
characters_of (JsonObject *config)
{
  JsonNode *n = config ? json_object_get_member (config, "characters") : NULL;
  JsonArray *chars = n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; chars && i < json_array_get_length (chars); i++)
    {
      const char *id = json_node_get_string (json_array_get_element (chars, i));

      g_string_append_printf (out, "%s%s", i ? ", " : "", id ? id : "?");
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The event the games turned up on day 2, by id, or "shuffled" where the
 * config has none (as every result before the option). */
static const char *
first_event_of (JsonObject *config)
{
  const char *id = config ? json_object_get_string_member_with_default (config, "first_event", NULL)
                          : NULL;

  /* TRANSLATORS: the first event of a run that did not choose one */
  return id ? id : _("shuffled");
}

static void
differ_first_event (GString *out, JsonObject *was, JsonObject *now)
{
  const char *a = first_event_of (was), *b = first_event_of (now);

  if (strcmp (a, b) != 0)
    /* TRANSLATORS: the first event of each run, an id or "shuffled" */
    add_difference (out, g_strdup_printf (_("first event %s → %s"), a, b));
}

/* "players 4 → 3, bots greedy → cautious, no events: off → on, day cap
 * 60 → 30": what the two configs do not share, the games and the seed
 * aside (they change how sure the numbers are, not what they measure).
 * *@played: whether the games were played otherwise (players,
 * characters, bots), not only of another design; *@designed: whether a
 * toggle or the day cap differs, which are part of the design; *@forced:
 * whether the first event differs, which is not: it is forced for the
 * comparison (--first-event). */
static gboolean
toggles_differ (JsonObject *was, JsonObject *now)
{
  for (const WmSimToggle *t = wm_sim_toggles (); t->key; t++)
    if (json_object_get_boolean_member_with_default (was, t->key, FALSE)
        != json_object_get_boolean_member_with_default (now, t->key, FALSE))
      return TRUE;
  return FALSE;
}

/* Whether @random's characters, all random, were in every one of its
 * games (@summary's) exactly the characters @named names, each once: a
 * variant of four characters played by four players seats all four
 * whether they are drawn or named, only in other seats (review i: `-p 4`
 * against the four named was "the comparison does not hold"). */
static gboolean
same_cast (JsonObject *random, JsonObject *summary, JsonObject *named)
{
  JsonNode *a = random ? json_object_get_member (random, "characters") : NULL;
  JsonNode *b = named ? json_object_get_member (named, "characters") : NULL;
  JsonArray *drawn = a && JSON_NODE_HOLDS_ARRAY (a) ? json_node_get_array (a) : NULL;
  JsonArray *ids = b && JSON_NODE_HOLDS_ARRAY (b) ? json_node_get_array (b) : NULL;
  JsonObject *played = wm_sim_member_object (summary, "characters");
  gint64 games = summary ? json_object_get_int_member_with_default (summary, "games", 0) : 0;
  guint n = ids ? json_array_get_length (ids) : 0;

  if (drawn == NULL || ids == NULL || played == NULL || json_array_get_length (drawn) != n
      || json_object_get_size (played) != n || games <= 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const char *d = json_node_get_string (json_array_get_element (drawn, i));
      const char *id = json_node_get_string (json_array_get_element (ids, i));
      JsonObject *row = id ? wm_sim_member_object (played, id) : NULL;

      if (g_strcmp0 (d, "random") != 0 || id == NULL || strcmp (id, "random") == 0 || row == NULL
          || json_object_get_int_member_with_default (row, "games", 0) != games)
        return FALSE;
    }
  return TRUE;
}

static char *
setup_differences (JsonObject *was, JsonObject *now, JsonObject *before, JsonObject *after,
                   gboolean *played, gboolean *designed, gboolean *forced, gboolean *seated)
{
  GString *out = g_string_new (NULL);
  g_autofree char *bots0 = bots_of (was), *bots1 = bots_of (now);
  g_autofree char *chars0 = characters_of (was), *chars1 = characters_of (now);

  *seated = FALSE;
  differ_in_number (out, _("players %d → %d"), was, now, "players");
  /* Other players are other characters too: said once. */
  if (g_strcmp0 (chars0, chars1) != 0 && out->len == 0)
    {
      *seated = same_cast (was, before, now) || same_cast (now, after, was);
      add_difference (out, g_strdup_printf (*seated ? _("characters %s → %s (the same characters "
                                                        "in every game, seated otherwise)")
                                                    : _("characters %s → %s"),
                                            chars0, chars1));
    }
  if (!bots_alike (was, now))
    add_difference (out, g_strdup_printf (_("bots %s → %s"), bots0, bots1));
  *played = out->len > 0 && !(*seated && bots_alike (was, now));
  for (const WmSimToggle *t = wm_sim_toggles (); t->key; t++)
    {
      gboolean a = json_object_get_boolean_member_with_default (was, t->key, FALSE);
      gboolean b = json_object_get_boolean_member_with_default (now, t->key, FALSE);

      if (a != b)
        add_difference (out, g_strdup_printf (a ? _("%s: on → off") : _("%s: off → on"),
                                              _(t->name)));
    }
  *forced = strcmp (first_event_of (was), first_event_of (now)) != 0;
  differ_first_event (out, was, now);
  differ_in_number (out, _("day cap %d → %d"), was, now, "cap_days");
  *designed = toggles_differ (was, now)
              || json_object_get_int_member_with_default (was, "cap_days", 0)
                     != json_object_get_int_member_with_default (now, "cap_days", 0);
  return g_string_free (out, FALSE);
}

static gint64
config_players (JsonObject *config)
{
  return config ? json_object_get_int_member_with_default (config, "players", 0) : 0;
}

/* The runs' setups, first where they differ, and whether the comparison
 * still measures the design: other players move parity and every
 * figure, other bots or characters play the design otherwise; a toggle
 * or a day cap is part of the design compared; a first event is not: it
 * is forced for the comparison, which then holds for games that turn it
 * up on day 2, not for games dealt as the rules say (review 24: it was
 * called "part of the design"). */
static gboolean
add_setup (GPtrArray *changes, JsonNode *before, JsonNode *after)
{
  JsonObject *was = wm_sim_member_object (json_node_get_object (before), "config");
  JsonObject *now = wm_sim_member_object (json_node_get_object (after), "config");
  gint64 p0 = config_players (was), p1 = config_players (now);
  gboolean played, designed, forced, seated;
  g_autofree char *differences
      = setup_differences (was, now, summary_of (before), summary_of (after), &played, &designed,
                           &forced, &seated);
  g_autofree char *verdict = NULL;
  WmSimChange *change;

  if (*differences == '\0')
    return TRUE;
  if (p0 != p1 && p0 > 0 && p1 > 0)
    verdict = g_strdup_printf (_("the comparison does not hold: parity moves from %.1f %% to "
                                 "%.1f %%, and the game length, the gold and the cards change "
                                 "with the players whatever the design"),
                               100.0 / p0, 100.0 / p1);
  else if (played)
    verdict = g_strdup (_("the comparison does not hold for the design alone: the games were "
                          "played otherwise"));
  else if (seated && !forced && !designed)
    verdict = g_strdup (_("the comparison holds: the games were played by the same characters, "
                          "only their seats differ"));
  else if (forced && designed)
    verdict = g_strdup (_("the first event is forced for the comparison, the rest is part of "
                          "the design: the comparison holds, of the design with them, for "
                          "games that turn that event up on day 2, not for games dealt as the "
                          "rules say"));
  else if (forced)
    verdict = g_strdup (_("the first event is forced for the comparison, not part of the "
                          "design: the comparison holds for games that turn that event up on "
                          "day 2, not for games dealt as the rules say"));
  else
    verdict = g_strdup (_("these are part of the design: the comparison holds, of the design "
                          "with them"));
  change = g_new0 (WmSimChange, 1);
  change->kind = WM_SIM_CHANGE_SETUP;
  change->holds = !played;
  /* TRANSLATORS: the differences, then whether the comparison holds */
  change->text = g_strdup_printf (_("The runs differ in: %s · %s"), differences, verdict);
  g_ptr_array_add (changes, change);
  return change->holds;
}

static gint64
capped_of (JsonObject *summary)
{
  return summary ? json_object_get_int_member_with_default (summary, "capped", 0) : 0;
}

static gint64
games_in (JsonObject *summary)
{
  return summary ? json_object_get_int_member_with_default (summary, "games", 0) : 0;
}

/* Whether @summary has a game with a winner: one the day cap did not stop. */
static gboolean
any_decided (JsonObject *summary)
{
  return capped_of (summary) < games_in (summary);
}

/* Whether more than half of @summary's games stopped at the day cap. */
static gboolean
mostly_capped (JsonObject *summary)
{
  return 2 * capped_of (summary) > games_in (summary);
}

/* Games stopped at the day cap have no winner: the win rates are of the
 * others, said when a run has any; a run most of whose games stopped
 * there has too few with a winner for its win rates to mean anything of
 * the design, so they are not compared (review i: a day cap of 8 marked
 * every character's 26 % → 0 % "beyond chance"). Whether they are. Said
 * after the game length, over the win rates. */
static gboolean
add_capped (GPtrArray *changes, JsonObject *before, JsonObject *after)
{
  gint64 c0 = capped_of (before), c1 = capped_of (after);
  gboolean most0 = mostly_capped (before), most1 = mostly_capped (after);
  g_autofree char *counts = NULL;
  WmSimChange *change;

  if (c0 == 0 && c1 == 0)
    return TRUE;
  /* TRANSLATORS: the games stopped at the day cap of the games, before
   * and after */
  counts = g_strdup_printf (_("%" PRId64 " of %" PRId64 " games before, %" PRId64 " of %" PRId64
                              " after"),
                            (int64_t) c0, (int64_t) games_in (before), (int64_t) c1,
                            (int64_t) games_in (after));
  change = g_new0 (WmSimChange, 1);
  change->kind = WM_SIM_CHANGE_CAPPED;
  change->holds = !most0 && !most1;
  /* A run with no game decided has no win rate: its 0 % would read as
   * every character losing (designer review: "21.7 % → 0.0 %"). */
  if (!any_decided (before) && !any_decided (after))
    change->text = g_strdup_printf (_("No game of either run had a winner: the day cap stopped "
                                      "every one (%s), so there are no win rates to compare"),
                                    counts);
  else if (!any_decided (before) || !any_decided (after))
    change->text = g_strdup_printf (!any_decided (before)
                                        ? _("No game of the run before had a winner: the day cap "
                                            "stopped every one (%s), so there are no win rates "
                                            "to compare")
                                        : _("No game of the run after had a winner: the day cap "
                                            "stopped every one (%s), so there are no win rates "
                                            "to compare"),
                                    counts);
  else if (most0 && most1)
    change->text = g_strdup_printf (_("Most games of both runs stopped at the day cap without a "
                                      "winner (%s): the win rates cannot be compared"),
                                    counts);
  else if (most0 || most1)
    change->text = g_strdup_printf (most0 ? _("Most games of the run before stopped at the day "
                                              "cap without a winner (%s): the win rates cannot "
                                              "be compared")
                                          : _("Most games of the run after stopped at the day "
                                              "cap without a winner (%s): the win rates cannot "
                                              "be compared"),
                                    counts);
  else
    change->text = g_strdup_printf (_("Games stopped at the day cap have no winner (%s): the win "
                                      "rates are of the games that had one"),
                                    counts);
  g_ptr_array_add (changes, change);
  return change->holds;
}

/* Runs of two variants are what a designer compares after an edit that
 * renamed it, or a copy: said, not refused. */
static void
add_variant (GPtrArray *changes, JsonNode *before, JsonNode *after)
{
  JsonObject *was = wm_sim_member_object (json_node_get_object (before), "config");
  JsonObject *now = wm_sim_member_object (json_node_get_object (after), "config");
  const char *v0 = was ? json_object_get_string_member_with_default (was, "variant", "") : "";
  const char *v1 = now ? json_object_get_string_member_with_default (now, "variant", "") : "";
  WmSimChange *change;

  if (g_strcmp0 (v0, v1) == 0)
    return;
  change = g_new0 (WmSimChange, 1);
  change->kind = WM_SIM_CHANGE_VARIANT;
  change->holds = TRUE;
  change->text = g_strdup_printf (_("The runs are of two variants, “%s” → “%s”: the comparison "
                                    "is of the two designs"),
                                  v0, v1);
  g_ptr_array_add (changes, change);
}

/* Whether the runs were played on one design, said whatever the answer:
 * a designer comparing two runs wants to know that the file changed, or
 * that it did not (the runs then differ by their setup, or by chance). */
static void
add_design (GPtrArray *changes, JsonNode *before, JsonNode *after)
{
  const char *was = wm_sim_report_design (before), *now = wm_sim_report_design (after);
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_DESIGN;
  change->holds = TRUE;
  if (was == NULL || now == NULL)
    {
      change->same_design = -1;
      change->text = g_strdup (
          was == NULL && now == NULL
              ? _("Whether the runs were played on one design cannot be told: neither result "
                  "says which design its games were played on (an older Waymark wrote them)")
          : was == NULL
              ? _("Whether the runs were played on one design cannot be told: the result before "
                  "does not say which design its games were played on (an older Waymark wrote it)")
              : _("Whether the runs were played on one design cannot be told: the result after "
                  "does not say which design its games were played on (an older Waymark wrote "
                  "it)"));
    }
  else if (strcmp (was, now) == 0)
    {
      change->same_design = 1;
      /* TRANSLATORS: the start of the design's fingerprint */
      change->text = g_strdup_printf (_("The runs were played on the same design (%.12s): what "
                                        "changed comes from their setup or from chance"),
                                      now);
    }
  else
    {
      change->same_design = 0;
      /* TRANSLATORS: the start of each design's fingerprint, before → after */
      change->text = g_strdup_printf (_("The runs were played on different designs (%.12s → "
                                        "%.12s): the variant was edited between them"),
                                      was, now);
    }
  g_ptr_array_add (changes, change);
}

/* The rules @doc's games were played with (config.rules), or NULL for a
 * result of a Waymark that did not record them. */
static JsonObject *
rules_of (JsonNode *doc)
{
  return wm_sim_member_object (wm_sim_member_object (json_node_get_object (doc), "config"),
                               "rules");
}

static WmSimChange *
rules_note (WmSimChangeKind kind, char *text)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = kind;
  change->text = text;
  return change;
}

/* At most this many edit lines; the rest counted on one more. */
#define MAX_EDITS 12

static void
add_edit (GPtrArray *edits, char *text)
{
  WmSimChange *change = g_new0 (WmSimChange, 1);

  change->kind = WM_SIM_CHANGE_EDIT;
  change->text = text;
  g_ptr_array_add (edits, change);
}

/* "oakhollow, calder": a card's target towns. */
static char *
targets_of (const WmCard *card)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; card->targets && i < card->targets->len; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "",
                            ((WmTarget *) g_ptr_array_index (card->targets, i))->town);
  return g_string_free (out, FALSE);
}

/* The effects as one string, "type scope name=value …;" each. */
static char *
effects_of (const GPtrArray *effects)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; effects && i < effects->len; i++)
    {
      const WmEffect *e = g_ptr_array_index (effects, i);

      g_string_append_printf (out, "%s %d", e->type, (int) e->scope);
      for (guint j = 0; e->params && j < e->params->len; j++)
        {
          const WmParam *param = g_ptr_array_index (e->params, j);

          g_string_append_printf (out, " %s=%s", param->name, param->value);
        }
      g_string_append_c (out, ';');
    }
  return g_string_free (out, FALSE);
}

static char *
paths_of (const WmCard *card)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; card->paths && card->paths[i]; i++)
    g_string_append_printf (out, "%s,", card->paths[i]);
  for (int i = 0; i < card->n_arrows; i++)
    g_string_append_printf (out, "%d,", (int) card->arrows[i]);
  return g_string_free (out, FALSE);
}

static void
differ_card (GPtrArray *edits, const WmVariant *variant, const WmCard *a, const WmCard *b)
{
  g_autofree char *title = wm_sim_card_title (variant, b->id);
  g_autofree char *t0 = targets_of (a), *t1 = targets_of (b);
  g_autofree char *e0 = effects_of (a->effects), *e1 = effects_of (b->effects);
  g_autofree char *p0 = paths_of (a), *p1 = paths_of (b);
  const WmReward none = { 0 };
  const WmReward *r0 = a->reward ? a->reward : &none, *r1 = b->reward ? b->reward : &none;

  if (r0->gold != r1->gold)
    /* TRANSLATORS: a card, its reward's gold before → after */
    add_edit (edits, g_strdup_printf (_("%s: reward %d → %d gold"), title, r0->gold, r1->gold));
  if (r0->movement != r1->movement)
    /* TRANSLATORS: a card, the movement cards its reward gives before → after */
    add_edit (edits, g_strdup_printf (_("%s: movement cards as reward %d → %d"), title,
                                      r0->movement, r1->movement));
  if (r0->side_quest != r1->side_quest)
    /* TRANSLATORS: a card, the side quests its reward gives before → after */
    add_edit (edits, g_strdup_printf (_("%s: side quests as reward %d → %d"), title,
                                      r0->side_quest, r1->side_quest));
  if (strcmp (t0, t1) != 0)
    /* TRANSLATORS: a card, its target towns (ids) before → after */
    add_edit (edits, g_strdup_printf (_("%s: target %s → %s"), title, t0, t1));
  if (a->bid != b->bid)
    /* TRANSLATORS: a movement card, its bid before → after */
    add_edit (edits, g_strdup_printf (_("%s: bid %d → %d"), title, a->bid, b->bid));
  if (a->steps != b->steps)
    /* TRANSLATORS: a movement card, its steps before → after */
    add_edit (edits, g_strdup_printf (_("%s: steps %d → %d"), title, a->steps, b->steps));
  if (strcmp (p0, p1) != 0)
    add_edit (edits, g_strdup_printf (_("%s: its paths or arrows changed"), title));
  if (strcmp (e0, e1) != 0 || (a->tasks ? a->tasks->len : 0) != (b->tasks ? b->tasks->len : 0))
    add_edit (edits, g_strdup_printf (_("%s: its effects or tasks changed"), title));
}

static const WmCard *
find_card (const WmVariant *variant, const char *id)
{
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);

      for (guint c = 0; deck->cards && c < deck->cards->len; c++)
        if (g_strcmp0 (((WmCard *) g_ptr_array_index (deck->cards, c))->id, id) == 0)
          return g_ptr_array_index (deck->cards, c);
    }
  return NULL;
}

/* "1, 2, 1, 3": a character's weapon track, its gold (@rewards FALSE) or
 * its rewards. */
static char *
track_of (const WmCharacter *ch, gboolean rewards)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; ch->weapons && i < ch->weapons->len; i++)
    {
      const WmWeaponStep *step = g_ptr_array_index (ch->weapons, i);

      if (rewards)
        g_string_append_printf (out, "%s%s", i ? ", " : "", wm_weapon_reward_to_string (step->reward));
      else
        g_string_append_printf (out, "%s%d", i ? ", " : "", step->gold);
    }
  return g_string_free (out, FALSE);
}

static char *
slots_of (const WmCharacter *ch)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; ch->slots && i < ch->slots->len; i++)
    {
      const WmSlot *slot = g_ptr_array_index (ch->slots, i);
      g_autofree char *accepts = wm_slot_accepts_to_string (slot->accepts);

      g_string_append_printf (out, "%s%s%s", i ? ", " : "", accepts, slot->covered ? "*" : "");
    }
  return g_string_free (out, FALSE);
}

static void
differ_character (GPtrArray *edits, const WmVariant *variant, const WmCharacter *a,
                  const WmCharacter *b)
{
  g_autofree char *name = wm_variant_character_label (variant, b->id);
  g_autofree char *g0 = track_of (a, FALSE), *g1 = track_of (b, FALSE);
  g_autofree char *w0 = track_of (a, TRUE), *w1 = track_of (b, TRUE);
  g_autofree char *s0 = slots_of (a), *s1 = slots_of (b);
  g_autofree char *e0 = effects_of (a->effects), *e1 = effects_of (b->effects);

  if (strcmp (g0, g1) != 0)
    /* TRANSLATORS: a character, the gold of each step of its weapon track before → after */
    add_edit (edits, g_strdup_printf (_("%s: weapon track %s → %s gold"), name, g0, g1));
  if (strcmp (w0, w1) != 0)
    /* TRANSLATORS: a character, what each step of its weapon track brings, before → after */
    add_edit (edits, g_strdup_printf (_("%s: weapon rewards %s → %s"), name, w0, w1));
  if (g_strcmp0 (a->start_town, b->start_town) != 0)
    /* TRANSLATORS: a character, its start town (ids) before → after */
    add_edit (edits, g_strdup_printf (_("%s: start town %s → %s"), name, a->start_town,
                                      b->start_town));
  if (strcmp (s0, s1) != 0)
    /* TRANSLATORS: a character, its quest slots before → after */
    add_edit (edits, g_strdup_printf (_("%s: quest slots %s → %s"), name, s0, s1));
  if (strcmp (e0, e1) != 0)
    /* TRANSLATORS: a character whose ability (its effects) changed */
    add_edit (edits, g_strdup_printf (_("%s: its ability changed"), name));
  if (g_strcmp0 (a->personal_quest, b->personal_quest) != 0)
    {
      g_autofree char *q0 = wm_sim_card_title (variant, a->personal_quest);
      g_autofree char *q1 = wm_sim_card_title (variant, b->personal_quest);
      /* TRANSLATORS: a character; its personal quest card before → after */
      add_edit (edits, g_strdup_printf (_("%s: personal quest %s → %s"), name, q0, q1));
    }
  if (g_strcmp0 (a->movement_deck, b->movement_deck) != 0)
    /* TRANSLATORS: a character; its movement deck (ids) before → after */
    add_edit (edits, g_strdup_printf (_("%s: movement deck %s → %s"), name, a->movement_deck,
                                      b->movement_deck));
}

/* ---- the board, its towns and pieces, named from the variant comparison ---- */

/* The value of attribute @name of a canonical line, or NULL. */
static char *
attr_of (const char *line, const char *name)
{
  g_autofree char *key = g_strdup_printf (" %s=\"", name);
  const char *end = line ? line + strcspn (line, ">") : NULL;
  const char *at = line ? strstr (line, key) : NULL;

  if (at == NULL || at > end)
    return NULL;
  at += strlen (key);
  return g_strndup (at, strcspn (at, "\""));
}

static gboolean
attr_differs (const WmVariantDifference *d, const char *name)
{
  g_autofree char *a = attr_of (d->before, name), *b = attr_of (d->after, name);

  return g_strcmp0 (a, b) != 0;
}

/* The @i-th component of a difference's place ("region r1" of "region r1
 * › side A"), its id after @prefix ("r1" for "region "), or NULL. */
static char *
place_part (const char *where, guint i, const char *prefix)
{
  g_auto (GStrv) parts = g_strsplit (where, " › ", -1);

  if (g_strv_length (parts) <= i || !g_str_has_prefix (parts[i], prefix))
    return NULL;
  return g_strdup (parts[i] + strlen (prefix));
}

/* The name of a region, town, path or weapon type of @variant in its
 * display language; its id when @variant has none such. */
static const char *
name_in (const WmVariant *variant, const WmText *name, const char *id)
{
  return name ? wm_variant_display_name (variant, name, id) : id;
}

#define NAME_OF(find, variant, id)                                                             \
  (find ((variant), (id)) ? name_in ((variant), &find ((variant), (id))->name, (id)) : (id))
#define region_name(variant, id) ((id) ? NAME_OF (wm_variant_find_region, variant, id) : NULL)
#define town_name(variant, id) ((id) ? NAME_OF (wm_variant_find_town, variant, id) : NULL)
#define path_type_name(variant, id) ((id) ? NAME_OF (wm_variant_find_path_type, variant, id) : NULL)
#define weapon_name(variant, id) ((id) ? NAME_OF (wm_variant_find_weapon_type, variant, id) : NULL)

/* "The Riverlands, side A": the region side a difference lies on, named
 * from @now, else @was (a region removed). */
static char *
side_title (const WmVariant *was, const WmVariant *now, const char *where)
{
  g_autofree char *region = place_part (where, 0, "region ");
  g_autofree char *side = place_part (where, 1, "side ");
  const char *name = wm_variant_find_region (now, region) ? region_name (now, region)
                                                          : region_name (was, region);

  /* TRANSLATORS: a region by its name, and one of its two sides (A, B) */
  return side ? g_strdup_printf (_("%s, side %s"), name, side) : g_strdup (name);
}

/* What a designer calls a kind of space. */
static const char *
space_kind_word (const char *kind)
{
  if (g_strcmp0 (kind, "town") == 0)
    return C_ ("space kind", "town");
  if (g_strcmp0 (kind, "castle") == 0)
    return C_ ("space kind", "fort");
  if (g_strcmp0 (kind, "secret") == 0)
    return C_ ("space kind", "secret place");
  if (g_strcmp0 (kind, "island") == 0)
    return C_ ("space kind", "island");
  return C_ ("space kind", "plain");
}

/* The spaces of one region side that differ, and what else of it. */
typedef struct
{
  char *where;
  GPtrArray *added, *removed, *changed; /* of const WmVariantDifference *, spaces */
  GPtrArray *lakes;                     /* of char *, "lake l1", "corner-lake ne" */
  gboolean ports;
} SideEdits;

static void
side_edits_free (SideEdits *s)
{
  g_free (s->where);
  g_ptr_array_unref (s->added);
  g_ptr_array_unref (s->removed);
  g_ptr_array_unref (s->changed);
  g_ptr_array_unref (s->lakes);
  g_free (s);
}

static SideEdits *
side_edits_of (GPtrArray *sides, const char *where)
{
  SideEdits *s;

  for (guint i = 0; i < sides->len; i++)
    if (strcmp (((SideEdits *) g_ptr_array_index (sides, i))->where, where) == 0)
      return g_ptr_array_index (sides, i);
  s = g_new0 (SideEdits, 1);
  s->where = g_strdup (where);
  s->added = g_ptr_array_new ();
  s->removed = g_ptr_array_new ();
  s->changed = g_ptr_array_new ();
  s->lakes = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (sides, s);
  return s;
}

/* Whether two space lines lie at one place with one kind and town: a
 * space removed and one added so are the space renamed. */
static gboolean
same_place (const char *a, const char *b)
{
  static const char *const names[] = { "x", "y", "kind", "town" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *u = attr_of (a, names[i]), *v = attr_of (b, names[i]);

      if (g_strcmp0 (u, v) != 0)
        return FALSE;
    }
  return TRUE;
}

/* "s1, s4, s7": the ids of spaces (@after: as they are now), the first
 * eight and "…" after them. */
static char *
ids_of (GPtrArray *spaces, gboolean after)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < spaces->len && i < 8; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (spaces, i);
      g_autofree char *id = attr_of (after ? d->after : d->before, "id");

      g_string_append_printf (out, "%s%s", i ? ", " : "", id);
    }
  if (spaces->len > 8)
    g_string_append (out, ", …");
  return g_string_free (out, FALSE);
}

/* A fort, a town, a secret place or an island moved: @d's space gained
 * the kind (and town) another space of @changed lost. That one, or NULL. */
static const WmVariantDifference *
moved_from (GPtrArray *changed, GHashTable *said, const WmVariantDifference *d)
{
  g_autofree char *k0 = attr_of (d->before, "kind"), *k1 = attr_of (d->after, "kind");
  g_autofree char *t1 = attr_of (d->after, "town");

  if (g_strcmp0 (k0, k1) == 0 || g_strcmp0 (k1, "plain") == 0)
    return NULL;
  for (guint j = 0; j < changed->len; j++)
    {
      const WmVariantDifference *e = g_ptr_array_index (changed, j);
      g_autofree char *e0 = attr_of (e->before, "kind"), *e1 = attr_of (e->after, "kind");
      g_autofree char *et = attr_of (e->before, "town");

      if (e != d && !g_hash_table_contains (said, e) && g_strcmp0 (e0, k1) == 0
          && g_strcmp0 (e1, k1) != 0 && g_strcmp0 (et, t1) == 0)
        return e;
    }
  return NULL;
}

/* The edits of one region side, in a designer's words: a fort, a town,
 * a secret place or an island moved from one space to another; the other
 * changes of kind or printed town; spaces renamed, added, removed and
 * moved on the map; lakes and ports changed. */
static void
say_side (GPtrArray *edits, const WmVariant *was, const WmVariant *now, SideEdits *s)
{
  g_autofree char *side = side_title (was, now, s->where);
  g_autoptr (GHashTable) said = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GPtrArray) moved = g_ptr_array_new (), added = g_ptr_array_new ();

  /* First what moved, then the rest. */
  for (guint i = 0; i < s->changed->len; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (s->changed, i), *from;
      g_autofree char *k1 = attr_of (d->after, "kind"), *t1 = attr_of (d->after, "town");
      g_autofree char *id = attr_of (d->after, "id");
      g_autofree char *from_id = NULL;

      if (g_hash_table_contains (said, d) || (from = moved_from (s->changed, said, d)) == NULL)
        continue;
      from_id = attr_of (from->before, "id");
      g_hash_table_add (said, (gpointer) from);
      g_hash_table_add (said, (gpointer) d);
      if (t1 != NULL)
        /* TRANSLATORS: a region's side; a town; the spaces its town slot
         * moved from and to */
        add_edit (edits, g_strdup_printf (_("%s: the town %s moved from %s to %s"), side,
                                          town_name (now, t1), from_id, id));
      else
        /* TRANSLATORS: a region's side; a kind of space (fort, secret
         * place, island); the spaces it moved from and to */
        add_edit (edits, g_strdup_printf (_("%s: a %s moved from %s to %s"), side,
                                          space_kind_word (k1), from_id, id));
    }
  for (guint i = 0; i < s->changed->len; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (s->changed, i);
      g_autofree char *k0 = attr_of (d->before, "kind"), *k1 = attr_of (d->after, "kind");
      g_autofree char *t0 = attr_of (d->before, "town"), *t1 = attr_of (d->after, "town");
      g_autofree char *id = attr_of (d->after, "id");

      if (g_hash_table_contains (said, d))
        continue;
      if (g_strcmp0 (k0, k1) != 0)
        /* TRANSLATORS: a region's side; a space; its kind before → after
         * (plain, town, fort, secret place, island) */
        add_edit (edits, g_strdup_printf (_("%s: space %s %s → %s"), side, id,
                                          space_kind_word (k0), space_kind_word (k1)));
      else if (g_strcmp0 (t0, t1) != 0)
        /* TRANSLATORS: a region's side; a town slot; the town printed on
         * it before → after */
        add_edit (edits, g_strdup_printf (_("%s: space %s prints %s → %s"), side, id,
                                          town_name (was, t0), town_name (now, t1)));
      else
        g_ptr_array_add (moved, (gpointer) d);
      g_hash_table_add (said, (gpointer) d);
    }
  for (guint i = 0; i < s->added->len; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (s->added, i), *renamed = NULL;

      for (guint j = 0; j < s->removed->len && renamed == NULL; j++)
        if (same_place (d->after, ((WmVariantDifference *) g_ptr_array_index (s->removed, j))->before))
          renamed = g_ptr_array_index (s->removed, j);
      if (renamed != NULL)
        {
          g_autofree char *a = attr_of (renamed->before, "id"), *b = attr_of (d->after, "id");

          g_ptr_array_remove (s->removed, (gpointer) renamed);
          /* TRANSLATORS: a region's side; a space's id before → after */
          add_edit (edits, g_strdup_printf (_("%s: space %s renamed %s"), side, a, b));
        }
      else
        g_ptr_array_add (added, (gpointer) d);
    }
  if (added->len > 0)
    {
      g_autofree char *ids = ids_of (added, TRUE);
      /* TRANSLATORS: a region's side; how many spaces were added; their ids */
      add_edit (edits, g_strdup_printf (ngettext ("%s: %u space added (%s)",
                                                  "%s: %u spaces added (%s)", added->len),
                                        side, added->len, ids));
    }
  if (s->removed->len > 0)
    {
      g_autofree char *ids = ids_of (s->removed, FALSE);
      /* TRANSLATORS: a region's side; how many spaces were removed; their ids */
      add_edit (edits, g_strdup_printf (ngettext ("%s: %u space removed (%s)",
                                                  "%s: %u spaces removed (%s)", s->removed->len),
                                        side, s->removed->len, ids));
    }
  if (moved->len > 0)
    {
      g_autofree char *ids = ids_of (moved, TRUE);
      /* TRANSLATORS: a region's side; how many spaces were moved on the
       * region's map (nothing else of them changed); their ids */
      add_edit (edits, g_strdup_printf (ngettext ("%s: %u space moved on the map (%s)",
                                                  "%s: %u spaces moved on the map (%s)",
                                                  moved->len),
                                        side, moved->len, ids));
    }
  for (guint i = 0; i < s->lakes->len; i++)
    {
      const char *lake = g_ptr_array_index (s->lakes, i);

      if (g_str_has_prefix (lake, "corner-lake "))
        /* TRANSLATORS: a region's side; a corner (ne, se, sw, nw) */
        add_edit (edits, g_strdup_printf (_("%s: the %s corner lake changed"), side,
                                          lake + strlen ("corner-lake ")));
      else
        /* TRANSLATORS: a region's side; a lake's id */
        add_edit (edits, g_strdup_printf (_("%s: lake %s changed"), side, lake + strlen ("lake ")));
    }
  if (s->ports)
    /* TRANSLATORS: a region's side, whose ports (the paths and lakes at
     * its edges) changed */
    add_edit (edits, g_strdup_printf (_("%s: its ports changed"), side));
}

/* A path's line, "s2–s6". */
static char *
path_ends (const WmVariantDifference *d)
{
  const char *line = d->after ? d->after : d->before;
  g_autofree char *a = attr_of (line, "a"), *b = attr_of (line, "b");

  return g_strdup_printf ("%s–%s", a, b);
}

static void
say_path (GPtrArray *edits, const WmVariant *was, const WmVariant *now,
          const WmVariantDifference *d)
{
  g_autofree char *side = side_title (was, now, d->where);
  g_autofree char *ends = path_ends (d);
  g_autofree char *t0 = attr_of (d->before, "type"), *t1 = attr_of (d->after, "type");

  if (d->before == NULL)
    /* TRANSLATORS: a region's side; a path by its two spaces; its type */
    add_edit (edits, g_strdup_printf (_("%s: path %s added (%s)"), side, ends,
                                      path_type_name (now, t1)));
  else if (d->after == NULL)
    /* TRANSLATORS: a region's side; a path by its two spaces; its type */
    add_edit (edits, g_strdup_printf (_("%s: path %s removed (%s)"), side, ends,
                                      path_type_name (was, t0)));
  else if (g_strcmp0 (t0, t1) != 0)
    /* TRANSLATORS: a region's side; a path by its two spaces; its type
     * before → after */
    add_edit (edits, g_strdup_printf (_("%s: path %s %s → %s"), side, ends,
                                      path_type_name (was, t0), path_type_name (now, t1)));
  else
    add_edit (edits, g_strdup_printf (_("%s: path %s leaves its spaces in other directions"),
                                      side, ends));
}

/* A name in the display language that differs: a town's or a region's
 * (other names and every text are what "names" says at the end). */
static void
say_rename (GPtrArray *edits, const WmVariant *was, const WmVariant *now,
            const WmVariantDifference *d)
{
  g_autofree char *lang = attr_of (d->before ? d->before : d->after, "xml:lang");
  g_autofree char *town = place_part (d->where, 0, "town ");
  g_autofree char *region = place_part (d->where, 0, "region ");

  if (d->before == NULL || d->after == NULL || strstr (d->where, " › ") != NULL
      || g_strcmp0 (lang, wm_variant_display_language (now)) != 0)
    return;
  if (town != NULL)
    /* TRANSLATORS: a town's name before → after */
    add_edit (edits, g_strdup_printf (_("town %s renamed %s"), town_name (was, town),
                                      town_name (now, town)));
  else if (region != NULL)
    /* TRANSLATORS: a region's name before → after */
    add_edit (edits, g_strdup_printf (_("region %s renamed %s"), region_name (was, region),
                                      region_name (now, region)));
}

/* A line of the board's own: its size, how it is set up, where the
 * highwaymen start. */
static void
say_board (GPtrArray *edits, const WmVariant *was, const WmVariant *now,
           const WmVariantDifference *d)
{
  g_autofree char *c0 = attr_of (d->before, "cols"), *c1 = attr_of (d->after, "cols");
  g_autofree char *r0 = attr_of (d->before, "rows"), *r1 = attr_of (d->after, "rows");
  g_autofree char *o0 = attr_of (d->before, "order"), *o1 = attr_of (d->after, "order");
  g_autofree char *t0 = attr_of (d->before, "rotation"), *t1 = attr_of (d->after, "rotation");
  g_autofree char *h0 = attr_of (d->before, "highwayman-region");
  g_autofree char *h1 = attr_of (d->after, "highwayman-region");

  if (g_strcmp0 (c0, c1) != 0 || g_strcmp0 (r0, r1) != 0)
    /* TRANSLATORS: the board's columns × rows of regions before → after */
    add_edit (edits, g_strdup_printf (_("the board: %s × %s → %s × %s regions"), c0, r0, c1, r1));
  if (g_strcmp0 (o0, o1) != 0)
    add_edit (edits, g_strdup (g_strcmp0 (o1, "random") == 0
                                   ? _("the board's setup: the regions are laid out at random, not as fixed")
                                   : _("the board's setup: the regions are laid out as fixed, not at random")));
  if (g_strcmp0 (t0, t1) != 0)
    add_edit (edits, g_strdup (g_strcmp0 (t1, "random") == 0
                                   ? _("the board's setup: the regions are turned at random, not as fixed")
                                   : _("the board's setup: the regions are turned as fixed, not at random")));
  if (g_strcmp0 (h0, h1) != 0)
    /* TRANSLATORS: the region the highwaymen start in, before → after */
    add_edit (edits, g_strdup_printf (_("the board: the highwaymen start in %s → %s"),
                                      region_name (was, h0), region_name (now, h1)));
}

/* A region's own line: added, removed, its fort's weapon or its size. */
static void
say_region (GPtrArray *edits, const WmVariant *was, const WmVariant *now,
            const WmVariantDifference *d)
{
  g_autofree char *id = attr_of (d->after ? d->after : d->before, "id");
  g_autofree char *w0 = attr_of (d->before, "fort-weapon"), *w1 = attr_of (d->after, "fort-weapon");

  if (d->before == NULL)
    /* TRANSLATORS: a region's name */
    add_edit (edits, g_strdup_printf (_("region %s added"), region_name (now, id)));
  else if (d->after == NULL)
    add_edit (edits, g_strdup_printf (_("region %s removed"), region_name (was, id)));
  else
    {
      if (g_strcmp0 (w0, w1) != 0)
        /* TRANSLATORS: a region; the weapon its fort hands out before → after */
        add_edit (edits, g_strdup_printf (_("%s: fort weapon %s → %s"), region_name (now, id),
                                          weapon_name (was, w0), weapon_name (now, w1)));
      if (attr_differs (d, "size"))
        {
          g_autofree char *s0 = attr_of (d->before, "size"), *s1 = attr_of (d->after, "size");
          /* TRANSLATORS: a region; its size (spaces across) before → after */
          add_edit (edits, g_strdup_printf (_("%s: size %s → %s"), region_name (now, id), s0, s1));
        }
    }
}

/* A town of the variant added, removed, or drawn otherwise. */
static void
say_town (GPtrArray *edits, const WmVariant *was, const WmVariant *now,
          const WmVariantDifference *d)
{
  g_autofree char *id = attr_of (d->after ? d->after : d->before, "id");

  if (d->before == NULL)
    /* TRANSLATORS: a town's name */
    add_edit (edits, g_strdup_printf (_("town %s added"), town_name (now, id)));
  else if (d->after == NULL)
    add_edit (edits, g_strdup_printf (_("town %s removed"), town_name (was, id)));
  else
    add_edit (edits, g_strdup_printf (_("town %s: its colour or shape changed"), town_name (now, id)));
}

/* A kind of secret place whose count changed (the pieces are rule
 * numbers, said with the rules). */
static void
say_secret_places (GPtrArray *edits, const WmVariant *now, const WmVariantDifference *d)
{
  g_autofree char *kind = attr_of (d->after ? d->after : d->before, "kind");
  g_autofree char *n0 = attr_of (d->before, "count"), *n1 = attr_of (d->after, "count");
  WmSecretKind k = wm_secret_kind_from_string (kind);
  const WmSecretPlace *place = NULL;

  if (g_strcmp0 (n0, n1) == 0)
    return;
  for (guint i = 0; i < now->secret_places->len && place == NULL; i++)
    if (((WmSecretPlace *) g_ptr_array_index (now->secret_places, i))->kind == k)
      place = g_ptr_array_index (now->secret_places, i);
  /* TRANSLATORS: a kind of secret place (Milepost); how many the game
   * has before → after */
  add_edit (edits, g_strdup_printf (_("secret places, %s: %s → %s"),
                                    place ? wm_variant_display_name (now, &place->name, kind) : kind,
                                    n0 ? n0 : "0", n1 ? n1 : "0"));
}

/* What differs of the board and its towns between @was and @now, from
 * wm_variant_differences (), in a designer's words: a region side's
 * spaces, paths, lakes and ports, its fort's weapon and size; the towns;
 * the board's setup; the secret places. Cards, characters and rules
 * (the pieces among them) are said by their own lines; names and texts (but a town's or a region's), the
 * variant's info and options are not edits the games play. */
static void
board_edits (GPtrArray *edits, const WmVariant *was, const WmVariant *now)
{
  g_autoptr (GPtrArray) differences = wm_variant_differences (was, now);
  g_autoptr (GPtrArray) sides = g_ptr_array_new_with_free_func ((GDestroyNotify) side_edits_free);
  g_autoptr (GHashTable) whole = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean cells = FALSE;

  /* A region added or removed is one line, not each of its spaces. */
  for (guint i = 0; i < differences->len; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (differences, i);

      if (*d->where == '\0' && strcmp (d->element, "region") == 0
          && (d->before == NULL || d->after == NULL))
        g_hash_table_add (whole, attr_of (d->after ? d->after : d->before, "id"));
    }
  for (guint i = 0; i < differences->len; i++)
    {
      const WmVariantDifference *d = g_ptr_array_index (differences, i);
      g_auto (GStrv) parts = g_strsplit (d->where, " › ", -1);
      guint depth = *d->where ? g_strv_length (parts) : 0;
      g_autofree char *side_where = NULL;
      SideEdits *side;

      if (depth == 0)
        {
          if (strcmp (d->element, "region") == 0)
            say_region (edits, was, now, d);
          else if (strcmp (d->element, "town") == 0)
            say_town (edits, was, now, d);
          else if (strcmp (d->element, "board") == 0)
            say_board (edits, was, now, d);
          else if (strcmp (d->element, "secret-place") == 0)
            say_secret_places (edits, now, d);
          continue;
        }
      if (strcmp (d->element, "name") == 0)
        {
          say_rename (edits, was, now, d);
          continue;
        }
      if (g_str_has_prefix (d->where, "board") && strcmp (d->element, "cell") == 0)
        {
          cells = TRUE;
          continue;
        }
      if (!g_str_has_prefix (d->where, "region ") || depth < 2
          || g_hash_table_contains (whole, parts[0] + strlen ("region ")))
        continue;
      side_where = g_strdup_printf ("%s › %s", parts[0], parts[1]);
      side = side_edits_of (sides, side_where);
      if (depth > 2 && (g_str_has_prefix (parts[2], "lake ")
                        || g_str_has_prefix (parts[2], "corner-lake ")))
        {
          if (!g_ptr_array_find_with_equal_func (side->lakes, parts[2], g_str_equal, NULL))
            g_ptr_array_add (side->lakes, g_strdup (parts[2]));
        }
      else if (depth > 2)
        continue;
      else if (strcmp (d->element, "space") == 0)
        g_ptr_array_add (d->before == NULL ? side->added
                         : d->after == NULL ? side->removed
                                            : side->changed,
                         (gpointer) d);
      else if (strcmp (d->element, "path") == 0)
        say_path (edits, was, now, d);
      else if (strcmp (d->element, "lake") == 0 || strcmp (d->element, "corner-lake") == 0)
        {
          g_autofree char *id = attr_of (d->after ? d->after : d->before,
                                         strcmp (d->element, "lake") == 0 ? "id" : "corner");
          g_autofree char *label = g_strdup_printf ("%s %s", d->element, id);

          if (!g_ptr_array_find_with_equal_func (side->lakes, label, g_str_equal, NULL))
            g_ptr_array_add (side->lakes, g_steal_pointer (&label));
        }
      else if (strcmp (d->element, "port") == 0)
        side->ports = TRUE;
    }
  for (guint i = 0; i < sides->len; i++)
    say_side (edits, was, now, g_ptr_array_index (sides, i));
  if (cells)
    add_edit (edits, g_strdup (_("the board: the regions lie in other places or turned otherwise")));
}

/* The cards (of both designs) and characters whose figures differ,
 * named with what: what a designer changed between two runs, from the
 * two variants the page keeps (review a: "edited elsewhere" alone,
 * though both designs were at hand). Cards only one has are said by
 * add_only (). */
static GPtrArray *
design_edits (const WmVariant *was, const WmVariant *now)
{
  GPtrArray *edits = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_sim_change_free);

  for (guint d = 0; d < now->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (now->decks, d);

      for (guint c = 0; deck->cards && c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          const WmCard *before = find_card (was, card->id);

          if (before != NULL)
            differ_card (edits, now, before, card);
        }
    }
  for (guint i = 0; i < now->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (now->characters, i);
      const WmCharacter *before = wm_variant_find_character (was, ch->id);

      if (before != NULL)
        differ_character (edits, now, before, ch);
    }
  board_edits (edits, was, now);
  if (edits->len > MAX_EDITS)
    {
      guint more = edits->len - MAX_EDITS;

      g_ptr_array_set_size (edits, MAX_EDITS);
      add_edit (edits, g_strdup_printf (_("… and %u more"), more));
    }
  return edits;
}

/* Whether @was and @now are the designs the runs were played on (the
 * page's variants are; `compare --before-variant --variant` may be given
 * others, whose edits would be named wrongly). */
static gboolean
designs_of (const WmVariant *was, const char *was_design, const WmVariant *now,
            const char *now_design)
{
  g_autofree char *a = was ? wm_variant_design_checksum (was) : NULL;
  g_autofree char *b = now ? wm_variant_design_checksum (now) : NULL;

  return a != NULL && b != NULL && strcmp (a, was_design) == 0 && strcmp (b, now_design) == 0;
}

/* Runs of two designs: which rule numbers differ, field by field in the
 * Rules page's words (wm_field_name ()), what a designer balancing a
 * variant by its numbers changed between them; that none does (the edit
 * was elsewhere); or that a result does not record them. Nothing for
 * runs of one design (their rules are the same), nor where a result does
 * not say its design: it is older than the rules recorded, and the
 * design's line already says an older Waymark wrote it. */
static void
add_rules (GPtrArray *changes, JsonNode *before, JsonNode *after, const WmVariant *before_variant,
           const WmVariant *variant)
{
  const char *was_design = wm_sim_report_design (before), *now_design = wm_sim_report_design (after);
  JsonObject *was = rules_of (before), *now = rules_of (after);
  guint differ = 0;

  if (was_design == NULL || now_design == NULL || strcmp (was_design, now_design) == 0)
    return;
  if (was == NULL || now == NULL)
    {
      g_ptr_array_add (
          changes,
          rules_note (WM_SIM_CHANGE_NO_RULES,
                      g_strdup (was == NULL && now == NULL
                                    ? _("Which rules changed cannot be told: neither result "
                                        "records its rules (an older Waymark wrote them)")
                                : was == NULL
                                    ? _("Which rules changed cannot be told: the result before "
                                        "does not record its rules (an older Waymark wrote it)")
                                    : _("Which rules changed cannot be told: the result after "
                                        "does not record its rules (an older Waymark wrote it)"))));
      return;
    }
  for (WmField f = 0; f < WM_N_FIELDS; f++)
    {
      const char *key = wm_field_key (f);
      WmSimChange *change;

      if (wm_field_is_toggle (f) || !json_object_has_member (was, key)
          || !json_object_has_member (now, key)
          || json_object_get_int_member (was, key) == json_object_get_int_member (now, key))
        continue;
      change = g_new0 (WmSimChange, 1);
      change->kind = WM_SIM_CHANGE_RULES;
      change->id = g_strdup (key);
      change->before = (double) json_object_get_int_member (was, key);
      change->after = (double) json_object_get_int_member (now, key);
      change->text = g_strdup_printf (wm_field_is_gold (f)
                                          /* TRANSLATORS: a rule (the Rules page's name
                                           * for it), its gold before → after */
                                          ? _("%s: %d → %d gold")
                                          /* TRANSLATORS: a rule (the Rules page's name
                                           * for it), its number before → after */
                                          : _("%s: %d → %d"),
                                      wm_field_name (f), (int) change->before,
                                      (int) change->after);
      g_ptr_array_add (changes, change);
      differ++;
    }
  if (designs_of (before_variant, was_design, variant, now_design))
    {
      g_autoptr (GPtrArray) edits = design_edits (before_variant, variant);

      if (edits->len > 0)
        {
          g_ptr_array_extend_and_steal (changes, g_steal_pointer (&edits));
          return;
        }
      if (differ == 0)
        g_ptr_array_add (
            changes, rules_note (WM_SIM_CHANGE_SAME_RULES,
                                 g_strdup (_("The rule numbers, cards, characters and board "
                                             "are the same in both runs: the variant was "
                                             "edited elsewhere (its names, texts or options)"))));
      return;
    }
  if (differ == 0)
    g_ptr_array_add (changes,
                     rules_note (WM_SIM_CHANGE_SAME_RULES,
                                 g_strdup (_("The rule numbers are the same in both runs: the "
                                             "variant was edited elsewhere (its cards, "
                                             "characters, board or names)"))));
}

static gint64
games_of (JsonNode *doc)
{
  JsonObject *summary = doc && JSON_NODE_HOLDS_OBJECT (doc) ? summary_of (doc) : NULL;

  return summary ? json_object_get_int_member_with_default (summary, "games", 0) : 0;
}

gboolean
wm_sim_compare_check (JsonNode *before, JsonNode *after, const char *const names[2],
                      GError **error)
{
  JsonNode *docs[2] = { before, after };

  for (int i = 0; i < 2; i++)
    if (games_of (docs[i]) <= 0)
      {
        const char *name = names ? names[i] : i ? _("the latest run") : _("the previous run");

        g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH,
                     _("%s: error: it holds no game to compare"), name);
        return FALSE;
      }
  return TRUE;
}

GPtrArray *
wm_sim_compare (JsonNode *before_doc, JsonNode *after_doc, const WmVariant *before_variant,
                const WmVariant *variant)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify)wm_sim_change_free);
  const WmVariant *names = variant ? variant : before_variant;
  JsonObject *before, *after;
  guint headline;
  gboolean holds, rates_hold;
  gint64 players[2];

  g_return_val_if_fail (before_doc != NULL && after_doc != NULL, changes);
  players[0] = config_players (wm_sim_member_object (json_node_get_object (before_doc), "config"));
  players[1] = config_players (wm_sim_member_object (json_node_get_object (after_doc), "config"));
  before = summary_of (before_doc);
  after = summary_of (after_doc);
  add_variant (changes, before_doc, after_doc);
  add_design (changes, before_doc, after_doc);
  add_rules (changes, before_doc, after_doc, before_variant, variant);
  holds = add_setup (changes, before_doc, after_doc);
  headline = changes->len;
  g_ptr_array_add (changes, days_change (before, after));
  /* Said over the win rates it is about. */
  rates_hold = add_capped (changes, before, after);
  /* The characters, and the cards both runs have, are named by the
   * variant after, or else by the one before (review i, 16: the base game
   * before an edited copy named them only the other way round). */
  /* None decided in a run: no win rate to compare, and none shown (the
   * capped line says why). */
  if (any_decided (before) && any_decided (after))
    {
      add_characters (changes, before, after, names);
      add_seats (changes, before, after);
    }
  /* Other player counts: each rate against its own run's fair share,
   * before the family is corrected, which then leaves them out. A run
   * mostly stopped at the day cap has too few games with a winner for
   * that too: its rates stay as the capped line says. */
  if (players[0] > 0 && players[1] > 0 && players[0] != players[1] && rates_hold)
    rates_against_share (changes, headline, players);
  add_gold (changes, before, after, names);
  correct_headline (changes, headline, holds, rates_hold);
  add_cards (changes, before, after, names, holds);
  add_only (changes, WM_SIM_CHANGE_ONLY_BEFORE, before, after,
            before_variant ? before_variant : variant);
  add_only (changes, WM_SIM_CHANGE_ONLY_AFTER, after, before, variant);
  return changes;
}

const char *
wm_sim_change_heading (WmSimChangeKind kind)
{
  switch (kind)
    {
    case WM_SIM_CHANGE_CHARACTER:
      /* xgettext:no-c-format */
      return _("Win rate per character, the change in points with its interval (Holm's "
               "correction, 5 %, over the game length, every win rate and every gold):");
    case WM_SIM_CHANGE_SEAT:
    case WM_SIM_CHANGE_FIRST_PLAYER:
      return _("Win rate per seat (a place in the list of players) and of the first player "
               "(whom the day's bids put first):");
    case WM_SIM_CHANGE_GOLD:
    case WM_SIM_CHANGE_NO_GOLD_INTERVAL:
      /* xgettext:no-c-format */
      return _("Gold a game per character, the change with its interval (Holm's correction, "
               "as the win rates'), and the sources that moved:");
    case WM_SIM_CHANGE_CARD:
    case WM_SIM_CHANGE_NO_CARD:
      /* xgettext:no-c-format */
      return _("Cards that moved beyond chance (Holm's correction, 5 %, over every figure "
               "compared):");
    case WM_SIM_CHANGE_ONLY_BEFORE:
      return _("Cards only the run before has (removed, or of the other variant), with their "
               "counts there:");
    case WM_SIM_CHANGE_RULES:
      return _("Rules that differ between the runs:");
    case WM_SIM_CHANGE_EDIT:
      return _("Cards, characters and board edited between the runs:");
    case WM_SIM_CHANGE_ONLY_AFTER:
      return _("Cards only the run after has (added, or of the other variant), with their counts "
               "there:");
    case WM_SIM_CHANGE_VARIANT:
    case WM_SIM_CHANGE_DESIGN:
    case WM_SIM_CHANGE_SAME_RULES:
    case WM_SIM_CHANGE_NO_RULES:
    case WM_SIM_CHANGE_SETUP:
    case WM_SIM_CHANGE_DAYS:
    default:
      return NULL;
    }
}

const char *
wm_sim_change_heading_of (const WmSimChange *change)
{
  g_return_val_if_fail (change != NULL, NULL);
  if (!against_share (change))
    return wm_sim_change_heading (change->kind);
  if (change->kind == WM_SIM_CHANGE_CHARACTER)
    /* xgettext:no-c-format */
    return _("Win rate per character, and how far it is from its run's own fair share, in "
             "points with that run's 95 % interval (the player counts differ, so the change "
             "of a rate is not compared):");
  return _("Win rate per seat (a place in the list of players) and of the first player (whom "
           "the day's bids put first), each against its run's own fair share likewise:");
}

char *
wm_sim_compare_to_text (GPtrArray *changes)
{
  GString *out = g_string_new (NULL);
  const char *heading = NULL;

  for (guint i = 0; i < changes->len; i++)
    {
      const WmSimChange *change = g_ptr_array_index (changes, i);
      const char *now = wm_sim_change_heading_of (change);

      if (now != NULL && g_strcmp0 (now, heading) != 0)
        g_string_append_printf (out, "%s\n", now);
      heading = now;
      g_string_append_printf (out, "%s%s\n", heading ? "  " : "", change->text);
    }
  return g_string_free (out, FALSE);
}

static const char *
kind_to_string (WmSimChangeKind kind)
{
  static const char *const names[] = { "variant", "design", "rules", "same-rules", "no-rules",
                                       "edit", "setup", "days", "character", "seat", "first-player",
                                       "gold", "no-gold-interval", "card", "no-card",
                                       "only-before", "only-after", "capped" };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == WM_SIM_CHANGE_CAPPED + 1);

  return names[kind];
}

static void
add_pair (JsonBuilder *b, const char *name, double x, double y)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  json_builder_add_double_value (b, x);
  json_builder_add_double_value (b, y);
  json_builder_end_array (b);
}

static void
add_double (JsonBuilder *b, const char *name, double x)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, x);
}

/* The figures of a change that has them: before, after, the difference. */
static void
add_figures (JsonBuilder *b, const WmSimChange *c)
{
  if (c->kind == WM_SIM_CHANGE_CARD)
    {
      json_builder_set_member_name (b, "figure");
      json_builder_add_string_value (b, wm_sim_figure_to_string (c->figure));
      add_double (b, "z", c->z);
    }
  add_double (b, "before", c->before);
  add_double (b, "after", c->after);
  if (against_share (c))
    {
      /* No difference: the rates are of other fair shares. */
      add_pair (b, "before_ci95", c->before_ci[0], c->before_ci[1]);
      add_pair (b, "after_ci95", c->after_ci[0], c->after_ci[1]);
      add_pair (b, "fair_share", c->fair_share[0], c->fair_share[1]);
      return;
    }
  add_double (b, "difference", c->after - c->before);
  if (c->kind == WM_SIM_CHANGE_GOLD)
    {
      json_builder_set_member_name (b, "gold_per_game");
      json_builder_begin_object (b);
      for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
        add_pair (b, wm_gold_source_to_string (s), c->gold_before[s], c->gold_after[s]);
      json_builder_end_object (b);
      if (!c->has_interval)
        return;
    }
  add_pair (b, "before_ci95", c->before_ci[0], c->before_ci[1]);
  add_pair (b, "after_ci95", c->after_ci[0], c->after_ci[1]);
  add_pair (b, "difference_ci95", c->difference_ci[0], c->difference_ci[1]);
  json_builder_set_member_name (b, "beyond_chance");
  json_builder_add_boolean_value (b, c->beyond_chance);
}

static void
add_count (JsonBuilder *b, const char *name, gint64 n)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, n);
}

/* A card of one run: its section and counts there, or the ids of the rest. */
static void
add_only_figures (JsonBuilder *b, const WmSimChange *c)
{
  double figure = c->kind == WM_SIM_CHANGE_ONLY_BEFORE ? c->before : c->after;

  if (c->more != NULL)
    {
      json_builder_set_member_name (b, "more");
      json_builder_begin_array (b);
      for (char **id = c->more; *id; id++)
        json_builder_add_string_value (b, *id);
      json_builder_end_array (b);
      return;
    }
  json_builder_set_member_name (b, "section");
  json_builder_add_string_value (b, c->group);
  if (g_str_equal (c->group, "events"))
    {
      add_count (b, "drawn", c->taken);
      add_double (b, "gold_per_player_day", figure);
      return;
    }
  add_count (b, "taken", c->taken);
  add_count (b, "completed", c->completed);
  add_count (b, "gold", c->gold);
  add_double (b, "completion_rate", figure);
}

JsonNode *
wm_sim_compare_to_json (GPtrArray *changes)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < changes->len; i++)
    {
      const WmSimChange *c = g_ptr_array_index (changes, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, kind_to_string (c->kind));
      if (c->id != NULL)
        {
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, c->id);
        }
      if (c->kind == WM_SIM_CHANGE_SETUP || c->kind == WM_SIM_CHANGE_VARIANT
          || c->kind == WM_SIM_CHANGE_CAPPED)
        {
          json_builder_set_member_name (b, "holds");
          json_builder_add_boolean_value (b, c->holds);
        }
      else if (c->kind == WM_SIM_CHANGE_DESIGN)
        {
          json_builder_set_member_name (b, "same_design");
          if (c->same_design < 0)
            json_builder_add_null_value (b);
          else
            json_builder_add_boolean_value (b, c->same_design);
        }
      else if (c->kind == WM_SIM_CHANGE_ONLY_BEFORE || c->kind == WM_SIM_CHANGE_ONLY_AFTER)
        add_only_figures (b, c);
      else if (c->kind == WM_SIM_CHANGE_RULES)
        {
          add_count (b, "before", (gint64) c->before);
          add_count (b, "after", (gint64) c->after);
        }
      else if (c->kind != WM_SIM_CHANGE_SAME_RULES && c->kind != WM_SIM_CHANGE_NO_RULES
               && c->kind != WM_SIM_CHANGE_NO_CARD && c->kind != WM_SIM_CHANGE_NO_GOLD_INTERVAL)
        add_figures (b, c);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, c->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}
