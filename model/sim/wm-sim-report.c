#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <stdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "wm-sim-compare.h"
#include "wm-sim-json.h"
#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-sim-standout.h"
#include "wm-sim-stats.h"
#include "wm-deck-csv.h"
#include "wm-variant-io.h"

G_DEFINE_QUARK (wm-sim-error-quark, wm_sim_error)

/* json_node_copy() shares objects, arrays and values (json_node_set_int ()
 * changes a shared value in place); merging changes counts in place, so
 * documents are copied all the way down, or a merge would add to the
 * first result it was given. */
static JsonNode *
deep_copy (JsonNode *node)
{
  JsonNode *copy;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *from = json_node_get_object (node), *to = json_object_new ();
      g_autoptr (GList) names = json_object_get_members (from);
      for (GList *l = names; l; l = l->next)
        json_object_set_member (to, l->data, deep_copy (json_object_get_member (from, l->data)));
      copy = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (copy, to);
      return copy;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *from = json_node_get_array (node), *to = json_array_new ();
      for (guint i = 0; i < json_array_get_length (from); i++)
        json_array_add_element (to, deep_copy (json_array_get_element (from, i)));
      copy = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (copy, to);
      return copy;
    }
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GValue value = G_VALUE_INIT;
      json_node_get_value (node, &value);
      copy = json_node_init (json_node_alloc (), JSON_NODE_VALUE);
      json_node_set_value (copy, &value);
      g_value_unset (&value);
      return copy;
    }
  return json_node_copy (node);
}

static JsonNode *
object_node (JsonObject *o)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, o);
  return node;
}

/* ---- summary ------------------------------------------------------------------ */

static gint64
member_int (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && JSON_NODE_HOLDS_VALUE (n) ? json_node_get_int (n) : 0;
}

JsonObject *
wm_sim_member_object (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

double
wm_sim_member_double (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && JSON_NODE_HOLDS_VALUE (n) ? json_node_get_double (n) : 0.0;
}

void
wm_sim_member_interval (JsonObject *o, const char *name, double interval[2])
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  JsonArray *a = n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
  gboolean pair = a != NULL && json_array_get_length (a) == 2;

  interval[0] = pair ? json_array_get_double_element (a, 0) : 0.0;
  interval[1] = pair ? json_array_get_double_element (a, 1) : 0.0;
}

/* The games of a row (a character's, a seat's, the first player's: @row_games
 * of the batch's @games) that had a winner: a game the day cap stopped has
 * none, so no one's win (review i: a batch mostly capped marked every
 * character "below parity"). A row of every game has all the capped ones;
 * a character of random characters, in some of the games, its share of
 * them (a result counts the capped games of the batch only). */
static gint64
decided_of (gint64 row_games, gint64 games, gint64 capped)
{
  if (capped <= 0 || games <= 0)
    return row_games;
  if (row_games >= games)
    return MAX (row_games - capped, 0);
  return (gint64) llround ((double) row_games * (double) (games - capped) / (double) games);
}

/* A win rate of @wins over the @decided of @games that had a winner, and
 * whether its interval lies above or below @parity: with no game decided
 * there is no rate to weigh, so no verdict. */
static void
add_rate (JsonBuilder *b, gint64 wins, gint64 games, gint64 decided, double parity)
{
  double lo, hi;

  decided = MAX (decided, wins);
  wm_wilson_interval ((guint64) wins, (guint64) decided, WM_Z95, &lo, &hi);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, games);
  json_builder_set_member_name (b, "decided");
  json_builder_add_int_value (b, decided);
  json_builder_set_member_name (b, "wins");
  json_builder_add_int_value (b, wins);
  json_builder_set_member_name (b, "win_rate");
  json_builder_add_double_value (b, decided > 0 ? (double) wins / decided : 0.0);
  json_builder_set_member_name (b, "ci95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, lo);
  json_builder_add_double_value (b, hi);
  json_builder_end_array (b);
  if (parity > 0)
    {
      json_builder_set_member_name (b, "parity");
      json_builder_add_double_value (b, parity);
      json_builder_set_member_name (b, "above_parity");
      json_builder_add_boolean_value (b, decided > 0 && lo > parity);
      json_builder_set_member_name (b, "below_parity");
      json_builder_add_boolean_value (b, decided > 0 && hi < parity);
    }
}

static void
add_length (JsonBuilder *b, JsonObject *counts)
{
  JsonArray *days = json_object_get_array_member (counts, "days");
  guint n_days = days ? json_array_get_length (days) : 0;
  gint64 games = 0, sum = 0, seen = 0;
  double median = 0;
  gint64 lo_pos, hi_pos;
  int lo_day = -1, hi_day = -1;

  for (guint d = 0; d < n_days; d++)
    {
      games += json_array_get_int_element (days, d);
      sum += (gint64) d * json_array_get_int_element (days, d);
    }
  /* The median of the histogram: the mean of the middle two positions. */
  lo_pos = (games + 1) / 2;
  hi_pos = games / 2 + 1;
  for (guint d = 0; d < n_days && games > 0; d++)
    {
      seen += json_array_get_int_element (days, d);
      if (lo_day < 0 && seen >= lo_pos)
        lo_day = (int) d;
      if (hi_day < 0 && seen >= hi_pos)
        hi_day = (int) d;
    }
  if (games > 0)
    median = (lo_day + hi_day) / 2.0;
  json_builder_set_member_name (b, "days");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mean");
  json_builder_add_double_value (b, games > 0 ? (double) sum / games : 0.0);
  json_builder_set_member_name (b, "median");
  json_builder_add_double_value (b, median);
  json_builder_set_member_name (b, "histogram");
  json_builder_begin_object (b);
  for (guint d = 0; d < n_days; d++)
    if (json_array_get_int_element (days, d) > 0)
      {
        char key[16];
        g_snprintf (key, sizeof key, "%u", d);
        json_builder_set_member_name (b, key);
        json_builder_add_int_value (b, json_array_get_int_element (days, d));
      }
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static void
add_characters (JsonBuilder *b, JsonObject *counts, gint64 n_players)
{
  gint64 all = member_int (counts, "games"), capped = member_int (counts, "capped");
  JsonObject *chars = wm_sim_member_object (counts, "characters");
  g_autoptr (GList) names = chars ? json_object_get_members (chars) : NULL;

  json_builder_set_member_name (b, "characters");
  json_builder_begin_object (b);
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *c = wm_sim_member_object (chars, l->data);
      JsonObject *gold = wm_sim_member_object (c, "gold");
      g_autoptr (GList) sources = gold ? json_object_get_members (gold) : NULL;
      gint64 games = member_int (c, "games"), total = 0;
      if (games == 0)
        continue;
      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      add_rate (b, member_int (c, "wins"), games, decided_of (games, all, capped),
                n_players > 0 ? 1.0 / n_players : 0);
      json_builder_set_member_name (b, "gold_per_game");
      json_builder_begin_object (b);
      for (GList *s = sources; s; s = s->next)
        {
          gint64 v = member_int (gold, s->data);
          total += v;
          json_builder_set_member_name (b, s->data);
          json_builder_add_double_value (b, (double) v / games);
        }
      json_builder_set_member_name (b, "total");
      json_builder_add_double_value (b, (double) total / games);
      json_builder_end_object (b);
      /* A result of format 4 kept no spread: no interval. */
      if (json_object_has_member (c, "gold-sq"))
        {
          double lo, hi;
          wm_mean_interval ((guint64) games, (double) total, (double) member_int (c, "gold-sq"),
                            WM_Z95, &lo, &hi);
          json_builder_set_member_name (b, "gold_ci95");
          json_builder_begin_array (b);
          json_builder_add_double_value (b, lo);
          json_builder_add_double_value (b, hi);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static void
add_win_group (JsonBuilder *b, JsonObject *counts, const char *name, gint64 games_total,
               gint64 n_players)
{
  JsonObject *group = wm_sim_member_object (counts, name);
  g_autoptr (GList) names = group ? json_object_get_members (group) : NULL;
  gint64 capped = member_int (counts, "capped");

  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *o = wm_sim_member_object (group, l->data);
      gint64 seats = member_int (o, "games");
      if (seats == 0)
        continue;
      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      /* A bot in k of n seats wins k/n of the games under parity; its
       * rate is per game, so the parity is its share of the seats. */
      if (strcmp (name, "bots") == 0)
        {
          add_rate (b, member_int (o, "wins"), games_total,
                    decided_of (games_total, games_total, capped),
                    games_total > 0 ? (double) seats / (games_total * n_players) : 0);
          json_builder_set_member_name (b, "seats");
          json_builder_add_int_value (b, seats);
        }
      else
        add_rate (b, member_int (o, "wins"), seats, decided_of (seats, games_total, capped),
                  n_players > 0 ? 1.0 / n_players : 0);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* The quests of counts' group @group as summary member @name: taken,
 * completed, the completion rate with its Wilson 95 % interval, and the
 * gold paid per completion. */
static void
add_quests (JsonBuilder *b, JsonObject *counts, const char *group, const char *name)
{
  JsonObject *quests = wm_sim_member_object (counts, group);
  g_autoptr (GList) names = quests ? json_object_get_members (quests) : NULL;

  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *q = wm_sim_member_object (quests, l->data);
      gint64 taken = member_int (q, "taken"), done = member_int (q, "completed");
      gint64 gold = member_int (q, "gold");
      double lo, hi;
      wm_wilson_interval ((guint64) done, (guint64) MAX (taken, done), WM_Z95, &lo, &hi);
      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "taken");
      json_builder_add_int_value (b, taken);
      json_builder_set_member_name (b, "completed");
      json_builder_add_int_value (b, done);
      json_builder_set_member_name (b, "completion_rate");
      json_builder_add_double_value (b, taken > 0 ? (double) done / taken : 0.0);
      json_builder_set_member_name (b, "completion_ci95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, lo);
      json_builder_add_double_value (b, hi);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "gold");
      json_builder_add_int_value (b, gold);
      json_builder_set_member_name (b, "gold_per_completion");
      json_builder_add_double_value (b, done > 0 ? (double) gold / done : 0.0);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* The 95 % interval of the mean of @n days whose gold sums to @sum, and
 * its squares to @sum_sq, per player (normal approximation: the days of
 * a batch are hundreds). */
static void
add_day_interval (JsonBuilder *b, gint64 n, gint64 sum, gint64 sum_sq, gint64 n_players)
{
  double mean = n > 0 ? (double) sum / n : 0.0;
  double var = n > 1 ? MAX (((double) sum_sq - n * mean * mean) / (n - 1), 0.0) : 0.0;
  double half = n > 1 ? 1.959964 * sqrt (var / n) : 0.0;

  json_builder_set_member_name (b, "gold_per_player_day_ci95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, n_players > 0 ? MAX (mean - half, 0.0) / n_players : 0.0);
  json_builder_add_double_value (b, n_players > 0 ? (mean + half) / n_players : 0.0);
  json_builder_end_array (b);
}

/* Per event: the days it was drawn and the gold a player won on such a
 * day, with its 95 % interval, against the mean of all days with an event
 * (1.0: no different). */
static void
add_events (JsonBuilder *b, JsonObject *counts, gint64 n_players)
{
  JsonObject *drawn = wm_sim_member_object (counts, "events"), *gold = wm_sim_member_object (counts, "event-gold");
  JsonObject *gold_sq = wm_sim_member_object (counts, "event-gold-sq");
  g_autoptr (GList) names = drawn ? json_object_get_members (drawn) : NULL;
  gint64 all_days = 0, all_gold = 0;
  double mean;

  for (GList *l = names; l; l = l->next)
    {
      all_days += member_int (drawn, l->data);
      all_gold += gold ? member_int (gold, l->data) : 0;
    }
  mean = all_days > 0 && n_players > 0 ? (double) all_gold / (all_days * n_players) : 0.0;
  json_builder_set_member_name (b, "events");
  json_builder_begin_object (b);
  for (GList *l = names; l; l = l->next)
    {
      gint64 days = member_int (drawn, l->data);
      double per_day = days > 0 && n_players > 0
                           ? (double) (gold ? member_int (gold, l->data) : 0) / (days * n_players)
                           : 0.0;
      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "drawn");
      json_builder_add_int_value (b, days);
      json_builder_set_member_name (b, "gold_per_player_day");
      json_builder_add_double_value (b, per_day);
      add_day_interval (b, days, gold ? member_int (gold, l->data) : 0,
                        gold_sq ? member_int (gold_sq, l->data) : 0, n_players);
      json_builder_set_member_name (b, "against_mean");
      json_builder_add_double_value (b, days > 0 && mean > 0 ? per_day / mean : 0.0);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

JsonNode *
wm_sim_report_summary (JsonObject *config, JsonObject *counts)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  gint64 games = member_int (counts, "games"), capped = member_int (counts, "capped");
  gint64 n_players = member_int (config, "players");
  JsonObject *first = wm_sim_member_object (counts, "first-player");
  gint64 first_decided = MAX (decided_of (member_int (first, "games"), games, capped),
                              member_int (first, "wins"));
  g_autoptr (WmSimStandouts) standouts = NULL;
  JsonNode *root;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, games);
  json_builder_set_member_name (b, "capped");
  json_builder_add_int_value (b, capped);
  json_builder_set_member_name (b, "capped_rate");
  json_builder_add_double_value (b, games > 0 ? (double) capped / games : 0.0);
  json_builder_set_member_name (b, "decisions_per_game");
  json_builder_add_double_value (b, games > 0 ? (double) member_int (counts, "decisions") / games : 0.0);
  add_length (b, counts);
  add_characters (b, counts, n_players);
  add_win_group (b, counts, "seats", games, n_players);
  add_win_group (b, counts, "bots", games, n_players);
  json_builder_set_member_name (b, "first_player");
  json_builder_begin_object (b);
  add_rate (b, member_int (first, "wins"), member_int (first, "games"), first_decided,
            n_players > 0 ? 1.0 / n_players : 0);
  json_builder_set_member_name (b, "advantage");
  json_builder_add_double_value (b, first_decided > 0 && n_players > 0
                                      ? (double) member_int (first, "wins") / first_decided
                                          - 1.0 / n_players
                                      : 0.0);
  json_builder_end_object (b);
  add_quests (b, counts, "quests", "quests");
  add_quests (b, counts, "side-quests", "side_quests");
  add_quests (b, counts, "personal-quests", "personal_quests");
  add_events (b, counts, n_players);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  /* Weighed on the figures above, so derived from the counts as they are. */
  standouts = wm_sim_standouts_find (config, json_node_get_object (root));
  json_object_set_member (json_node_get_object (root), "standout",
                          wm_sim_standouts_to_json (standouts));
  return root;
}

double
wm_sim_signed_shown (double value, int digits)
{
  double scale = pow (10, digits), rounded = round (value * scale) / scale;

  return rounded == 0 ? 0.0 : rounded;
}

/* @value as "%.*f" prints it (the same rounding), read back. */
static double
as_printed (double value, int digits)
{
  char format[8], text[G_ASCII_DTOSTR_BUF_SIZE];

  g_snprintf (format, sizeof format, "%%.%df", CLAMP (digits, 0, 9));
  return g_ascii_strtod (g_ascii_formatd (text, sizeof text, format, value), NULL);
}

double
wm_sim_shown_change (double before, double after, int digits)
{
  return wm_sim_signed_shown (as_printed (after, digits) - as_printed (before, digits), digits);
}

char *
wm_sim_report_first_player (JsonObject *summary)
{
  JsonObject *first = wm_sim_member_object (summary, "first_player");
  JsonNode *n = first ? json_object_get_member (first, "ci95") : NULL;
  JsonArray *ci = n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;

  if (ci == NULL || json_array_get_length (ci) != 2)
    return NULL;
  /* TRANSLATORS: the first player's win rate, its 95 % interval and its
   * signed distance from parity in percentage points (-5.0 is below it:
   * not "over") */
  return g_strdup_printf (_("First player (first in day 1's turn order, which the bids decide, "
                            "so not seat 1): %.1f %% [%.1f, %.1f], %+.1f points from parity"),
                          100 * json_object_get_double_member (first, "win_rate"),
                          100 * json_array_get_double_element (ci, 0),
                          100 * json_array_get_double_element (ci, 1),
                          wm_sim_shown_change (
                              100 * (json_object_get_double_member (first, "win_rate")
                                     - json_object_get_double_member (first, "advantage")),
                              100 * json_object_get_double_member (first, "win_rate"), 1));
}

char *
wm_sim_report_setup (JsonNode *doc)
{
  JsonObject *config = doc && JSON_NODE_HOLDS_OBJECT (doc)
                           ? wm_sim_member_object (json_node_get_object (doc), "config")
                           : NULL;
  const char *first_event = config ? json_object_get_string_member_with_default (config,
                                                                                 "first_event",
                                                                                 NULL)
                                   : NULL;
  GString *out = g_string_new (NULL);
  WmSimConfig usual;
  gint64 cap;

  if (config == NULL)
    return g_string_free (out, FALSE);
  wm_sim_config_init (&usual, NULL, 2);
  cap = json_object_get_int_member_with_default (config, "cap_days", usual.cap_days);
  for (const WmSimToggle *t = wm_sim_toggles (); t->key; t++)
    if (json_object_get_boolean_member_with_default (config, t->key, FALSE))
      g_string_append_printf (out, "%s%s", out->len ? " · " : "", _(t->name));
  if (first_event != NULL)
    {
      g_string_append (out, out->len ? " · " : "");
      /* TRANSLATORS: the id of the event the games turned up on day 2 */
      g_string_append_printf (out, _("first event %s"), first_event);
    }
  if (cap != usual.cap_days)
    {
      g_string_append (out, out->len ? " · " : "");
      g_string_append_printf (out, _("capped at day %d"), (int) cap);
    }
  return g_string_free (out, FALSE);
}

char *
wm_sim_report_setup_line (JsonNode *doc)
{
  g_autofree char *setup = wm_sim_report_setup (doc);

  /* TRANSLATORS: what the games were played with, "no events · capped at day 40" */
  return g_strdup_printf (_("Setup: %s"),
                          *setup ? setup
                                 : _("as the variant's rules say (no variant option, no first "
                                     "event, the usual day cap)"));
}

char *
wm_sim_report_no_winner (JsonObject *summary)
{
  gint64 games = member_int (summary, "games"), capped = member_int (summary, "capped");
  g_autofree char *stopped = NULL, *rates = NULL;

  if (capped <= 0)
    return NULL;
  if (capped >= games)
    return g_strdup (_("No game had a winner (the day cap stopped every one): there is no win "
                       "rate to weigh against parity"));
  /* TRANSLATORS: the games the day cap stopped; the win rates' words follow */
  stopped = g_strdup_printf (ngettext ("%" PRId64 " game had no winner (stopped at the day cap): ",
                                       "%" PRId64 " games had no winner (stopped at the day cap): ",
                                       (unsigned long) capped),
                             (int64_t) capped);
  /* TRANSLATORS: the games that had a winner, of which the win rates are */
  rates = g_strdup_printf (ngettext ("the win rates are of the %" PRId64 " game that had one, "
                                     "parity among them",
                                     "the win rates are of the %" PRId64 " games that had one, "
                                     "parity among them",
                                     (unsigned long) (games - capped)),
                           (int64_t) (games - capped));
  return g_strconcat (stopped, rates, NULL);
}

/* " above parity", " below parity" or nothing: where @row's whole 95 %
 * interval lies. */
static const char *
parity_mark (JsonObject *row)
{
  if (json_object_get_boolean_member_with_default (row, "above_parity", FALSE))
    return _(" above parity");
  if (json_object_get_boolean_member_with_default (row, "below_parity", FALSE))
    return _(" below parity");
  return "";
}

/* "red 10.5 % [7.0, 15.5] below parity" for each member of @group,
 * joined by " · ", named by @variant (characters) or by their id (seats). */
static char *
rate_items (JsonObject *group, const WmVariant *variant)
{
  g_autoptr (GList) ids = group ? json_object_get_members (group) : NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *row = wm_sim_member_object (group, l->data);
      g_autofree char *name = wm_variant_character_label (variant, l->data);
      double ci[2];

      wm_sim_member_interval (row, "ci95", ci);
      if (out->len)
        g_string_append (out, " · ");
      /* The command line's seat line, word for word. */
      g_string_append_printf (out, _("%s %.1f %% [%.1f, %.1f]%s"), name,
                              100 * wm_sim_member_double (row, "win_rate"), 100 * ci[0],
                              100 * ci[1], parity_mark (row));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
wm_sim_report_figures (JsonObject *summary, const WmVariant *variant)
{
  JsonObject *chars = wm_sim_member_object (summary, "characters");
  JsonObject *seats = wm_sim_member_object (summary, "seats");
  g_autoptr (GList) ids = chars ? json_object_get_members (chars) : NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) gold = g_string_new (NULL);
  double parity = 0;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *row = wm_sim_member_object (chars, l->data);
      g_autofree char *name = wm_variant_character_label (variant, l->data);
      double ci[2];

      parity = wm_sim_member_double (row, "parity");
      if (!json_object_has_member (row, "gold_ci95"))
        continue;
      wm_sim_member_interval (row, "gold_ci95", ci);
      if (gold->len)
        g_string_append (gold, " · ");
      /* TRANSLATORS: a character, its gold a game and the 95 % interval */
      g_string_append_printf (gold, _("%s %.1f gold [%.1f, %.1f]"), name,
                              wm_sim_member_double (wm_sim_member_object (row, "gold_per_game"),
                                                    "total"),
                              ci[0], ci[1]);
    }
  if (ids != NULL)
    {
      g_autofree char *items = rate_items (chars, variant);
      /* The command line's headings, their line ends left to the lines here. */
      g_autofree char *heading = g_strdup_printf (
          _("Win rate per character, with its 95 %% interval (parity %.1f %%):\n"), 100 * parity);

      g_string_append_printf (out, "%s %s", g_strchomp (heading), items);
    }
  if (seats != NULL && json_object_get_size (seats) > 0)
    {
      g_autofree char *items = rate_items (seats, NULL);
      g_autofree char *line = g_strdup_printf (_("Win rate per seat (a place in the list of players): %s\n"), items);

      g_string_append_printf (out, "%s%s", out->len ? "\n" : "", g_strchomp (line));
    }
  if (gold->len)
    {
      /* TRANSLATORS: then each character's gold a game and its interval */
      /* xgettext:no-c-format */
      const char *heading = _("Gold a game per character, with its 95 % interval:");

      g_string_append_printf (out, "%s%s %s", out->len ? "\n" : "", heading, gold->str);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The document of @format: WM_SIM_FORMAT, or that of the file it was read from. */
static JsonNode *
build_of_format (JsonObject *config, JsonNode *counts, gboolean partial, const char *format)
{
  JsonObject *doc = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonNode *config_node = object_node (config);

  json_object_set_string_member (doc, "format", format);
  json_object_set_member (doc, "config", deep_copy (config_node));
  json_object_set_boolean_member (doc, "partial", partial);
  json_object_set_member (doc, "counts", deep_copy (counts));
  json_object_set_member (doc, "summary",
                          wm_sim_report_summary (config, json_node_get_object (counts)));
  json_node_take_object (root, doc);
  json_node_unref (config_node);
  return root;
}

JsonNode *
wm_sim_report_build (JsonObject *config, JsonNode *counts, gboolean partial)
{
  return build_of_format (config, counts, partial, WM_SIM_FORMAT);
}

static const char *
format_of (JsonNode *doc)
{
  JsonObject *o = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;

  return o ? json_object_get_string_member_with_default (o, "format", "") : "";
}

/* The fingerprint of the design a result's @config was played on
 * ("design_sha256"), NULL where it has none. */
static const char *
design_of (JsonObject *config)
{
  JsonNode *n = config ? json_object_get_member (config, "design_sha256") : NULL;

  return n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
             ? json_node_get_string (n)
             : NULL;
}

/* ---- files ---------------------------------------------------------------------- */

/* @node as compact JSON, for a message. */
static char *
json_text (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  /* exact: a message quotes the figure as the file has it */
  return wm_sim_json_numbers (text, FALSE);
}

char *
wm_sim_report_to_string (JsonNode *doc)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL, *plain = NULL;

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, doc);
  text = json_generator_to_data (gen, NULL);
  /* ten digits: 0.3, not 0.30000000000000004 (counts are whole, and a
   * summary is worked out again from them when the file is read) */
  plain = wm_sim_json_numbers (text, TRUE);
  return g_strconcat (plain, "\n", NULL);
}

gboolean
wm_sim_report_save (JsonNode *doc, const char *path, GError **error)
{
  g_autofree char *text = wm_sim_report_to_string (doc);

  return wm_write_file_atomically (path, text, strlen (text), error);
}

/* ---- reading -------------------------------------------------------------------- */

/* Fails with "PATH: error: REASON", or "PATH:LINE: error: REASON" for a
 * line of the JSON ("PATH:LINE:COLUMN: …" with its column): the form of
 * every diagnostic, without a code. */
static JsonNode *
load_failed_at (GError **error, const char *path, int line, int column, char *reason)
{
  WmDiagnostic diag = { .severity = WM_SEVERITY_ERROR, .message = reason, .file = (char *) path,
                        .line = line, .column = column };
  g_autofree char *text = wm_diagnostic_format (&diag);

  g_set_error_literal (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT, text);
  g_free (reason);
  return NULL;
}

static JsonNode *
load_failed (GError **error, const char *path, int line, char *reason)
{
  return load_failed_at (error, path, line, 0, reason);
}

/* Why @number, the value of @member, is no count. */
static char *
too_large (const char *member, const char *number)
{
  /* TRANSLATORS: a member of a simulation result ("counts.games"), its
   * value as written in the file, then the largest count there is. */
  return g_strdup_printf (_("%s is %s, too large for a count (at most %s)"), member, number,
                          "9223372036854775807");
}

/* Every number under "counts" (@node, the member @name such as
 * "counts.seats.1.wins") counts something: a whole number, 0 or more. */
static char *
check_whole_numbers (JsonNode *node, const char *name)
{
  g_autofree char *text = NULL;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr (GList) members = json_object_get_members (o);
      char *reason = NULL;
      for (GList *l = members; l != NULL && reason == NULL; l = l->next)
        {
          g_autofree char *inner = g_strconcat (name, ".", l->data, NULL);
          reason = check_whole_numbers (json_object_get_member (o, l->data), inner);
        }
      return reason;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      char *reason = NULL;
      for (guint i = 0; i < json_array_get_length (a) && reason == NULL; i++)
        {
          g_autofree char *inner = g_strdup_printf ("%s[%u]", name, i);
          reason = check_whole_numbers (json_array_get_element (a, i), inner);
        }
      return reason;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64
      && json_node_get_int (node) >= 0)
    return NULL;
  text = json_text (node);
  /* 1e19 reads as a double, not wrapped as its digits are; it is said as
   * they are (find_number_too_large()). */
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE
      && json_node_get_double (node) >= 0x1p63)
    return too_large (name, text);
  return g_strdup_printf (_("%s is %s; a count is a whole number, 0 or more"), name, text);
}

static char *
at_most (gint64 value, const char *name, gint64 limit, const char *limit_name)
{
  if (value <= limit)
    return NULL;
  return g_strdup_printf (_("%s (%" PRId64 ") is more than %s (%" PRId64 ")"), name,
                          (int64_t) value, limit_name, (int64_t) limit);
}

/* The win counts @w of @name ("counts.seats.1"): a character or a seat
 * plays at most every game and wins at most the games it plays; a bot's
 * "games" are its seats (@per_seat), several a game, but it wins a game
 * once. */
static char *
check_win (JsonObject *w, const char *name, gint64 games, gboolean per_seat)
{
  g_autofree char *wins = g_strconcat (name, ".wins", NULL);
  g_autofree char *played = g_strconcat (name, ".games", NULL);
  char *reason = at_most (member_int (w, "wins"), wins, per_seat ? games : member_int (w, "games"),
                          per_seat ? "counts.games" : played);

  if (reason == NULL && !per_seat)
    reason = at_most (member_int (w, "games"), played, games, "counts.games");
  return reason;
}

/* Each member of @group ("characters", "seats", "bots"). */
static char *
check_wins (JsonObject *counts, const char *group, gint64 games)
{
  JsonObject *o = wm_sim_member_object (counts, group);
  g_autoptr (GList) names = o ? json_object_get_members (o) : NULL;
  char *reason = NULL;

  for (GList *l = names; l != NULL && reason == NULL; l = l->next)
    {
      g_autofree char *name = g_strdup_printf ("counts.%s.%s", group, (char *) l->data);
      reason = check_win (wm_sim_member_object (o, l->data), name, games, strcmp (group, "bots") == 0);
    }
  return reason;
}

/* No quest of @group ("quests", "side-quests", "personal-quests") is
 * completed more often than taken. */
static char *
check_quests (JsonObject *counts, const char *group)
{
  JsonObject *quests = wm_sim_member_object (counts, group);
  g_autoptr (GList) names = quests ? json_object_get_members (quests) : NULL;
  char *reason = NULL;

  for (GList *l = names; l != NULL && reason == NULL; l = l->next)
    {
      JsonObject *q = wm_sim_member_object (quests, l->data);
      g_autofree char *done = g_strdup_printf ("counts.%s.%s.completed", group, (char *) l->data);
      g_autofree char *taken = g_strdup_printf ("counts.%s.%s.taken", group, (char *) l->data);
      reason = at_most (member_int (q, "completed"), done, member_int (q, "taken"), taken);
    }
  return reason;
}

/* Whether the config's seats (@seated, "characters": ids or "random")
 * name @id. */
static gboolean
seats (JsonArray *seated, const char *id)
{
  for (guint i = 0; seated && i < json_array_get_length (seated); i++)
    if (g_strcmp0 (json_array_get_string_element (seated, i), id) == 0)
      return TRUE;
  return FALSE;
}

/* counts.characters against the configuration: a character it seats by id
 * plays every game, one it cannot seat plays none (it is listed with no
 * games), and every game seats
 * config.players characters, so their games add up to games × players (a
 * character deleted from the file, or one made up, breaks that even when
 * the seats are random). */
static char *
check_characters (JsonObject *config, JsonObject *counts, gint64 games)
{
  JsonObject *played = wm_sim_member_object (counts, "characters");
  JsonNode *seated_node = json_object_get_member (config, "characters");
  JsonArray *seated = seated_node && JSON_NODE_HOLDS_ARRAY (seated_node)
                          ? json_node_get_array (seated_node)
                          : NULL;
  g_autoptr (GList) ids = played ? json_object_get_members (played) : NULL;
  gint64 players = member_int (config, "players"), sum = 0;

  for (guint i = 0; games > 0 && seated && i < json_array_get_length (seated); i++)
    {
      const char *id = json_array_get_string_element (seated, i);
      if (id != NULL && strcmp (id, "random") != 0 && !json_object_has_member (played, id))
        /* TRANSLATORS: a simulation result given to merge; the character's id. */
        return g_strdup_printf (_("counts.characters lacks “%s”, which the configuration seats"),
                                id);
    }
  for (GList *l = ids; l != NULL; l = l->next)
    {
      gint64 games_of = member_int (wm_sim_member_object (played, l->data), "games");
      /* Every character of the variant is listed, those not seated with
       * no games. */
      if (games_of > 0 && seated && !seats (seated, "random") && !seats (seated, l->data))
        /* TRANSLATORS: a simulation result given to merge; the character's id. */
        return g_strdup_printf (_("counts.characters has “%s”, which the configuration does not "
                                  "seat"),
                                (const char *) l->data);
      sum += games_of;
    }
  /* The bounds keep the product in range; check_whole_numbers has made
   * every count 0 or more. */
  if (players < 1 || players > 64 || games > G_MAXINT64 / 64 || sum == games * players)
    return NULL;
  /* TRANSLATORS: as "the days in counts.days add up to …": the members
   * of a simulation result, the sum of the characters' games, then what
   * it must be (every game seats config.players characters). */
  return g_strdup_printf (_("the games in %s add up to %" PRId64 ", but %s × %s is %" PRId64),
                          "counts.characters", (int64_t) sum, "counts.games", "config.players",
                          (int64_t) (games * players));
}

/* Whether the counts add up as a batch's do: what does not was edited or
 * damaged, and would merge into figures no batch can have (a negative
 * number of games, a win rate above 1). */
/* Every character of a result of this format has its "gold-sq": one
 * without it would be read as a result with no spread. And the squares of
 * a character's gold a game sum to no less than its gold's sum squared
 * over its games (Cauchy–Schwarz: the spread is 0 or more). */
static char *
check_gold_squares (JsonObject *counts)
{
  JsonObject *chars = wm_sim_member_object (counts, "characters");
  g_autoptr (GList) ids = chars ? json_object_get_members (chars) : NULL;

  for (GList *l = ids; l != NULL; l = l->next)
    {
      JsonObject *c = wm_sim_member_object (chars, l->data);
      JsonObject *gold = wm_sim_member_object (c, "gold");
      g_autoptr (GList) sources = gold ? json_object_get_members (gold) : NULL;
      g_autofree char *name = g_strdup_printf ("counts.characters.%s.gold-sq", (char *) l->data);
      double total = 0, games = (double) member_int (c, "games");

      if (c != NULL && !json_object_has_member (c, "gold-sq"))
        return g_strdup_printf (_("%s is missing"), name);
      for (GList *s = sources; s != NULL; s = s->next)
        total += (double) member_int (gold, s->data);
      /* In doubles, with a margin for their rounding: what is caught is an edit. */
      if (games > 0 && (double) member_int (c, "gold-sq") * games < total * total * (1 - 1e-9))
        /* TRANSLATORS: the member of a simulation result, then its gold
         * sum squared over its games, which it cannot be below */
        return g_strdup_printf (_("%s (%" PRId64 ") is less than the gold's sum squared over the "
                                  "games (%.0f)"),
                                name, (int64_t) member_int (c, "gold-sq"), total * total / games);
    }
  return NULL;
}

/* The counts of the configuration the figures are worked out with (the
 * batch's games tell a partial result's share of them) are whole numbers
 * as those under "counts": a config.games of 4.5 or 1e19 was read as 4 or
 * cut, and merged without a word. */
static char *
check_config_counts (JsonObject *config)
{
  static const char *const names[] = { "games", "players", "cap_days" };
  char *reason = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names) && reason == NULL; i++)
    {
      g_autofree char *name = g_strconcat ("config.", names[i], NULL);
      JsonNode *node = json_object_get_member (config, names[i]);
      if (node != NULL)
        reason = check_whole_numbers (node, name);
    }
  return reason;
}

static char *
check_counts (JsonObject *config, JsonNode *counts_node, gboolean spread)
{
  JsonObject *counts = json_node_get_object (counts_node);
  JsonNode *days_node = json_object_get_member (counts, "days");
  JsonArray *days;
  gint64 games = member_int (counts, "games"), in_days = 0;
  char *reason;

  if ((reason = check_whole_numbers (counts_node, "counts")) != NULL
      || (reason = check_config_counts (config)) != NULL)
    return reason;
  if (!json_object_has_member (counts, "games"))
    return g_strdup_printf (_("%s is missing"), "counts.games");
  if (days_node == NULL || !JSON_NODE_HOLDS_ARRAY (days_node))
    return g_strdup_printf (_("%s is not a list of days"), "counts.days");
  /* Every game ends on one day (a capped one on the cap). */
  days = json_node_get_array (days_node);
  for (guint d = 0; d < json_array_get_length (days); d++)
    in_days += json_array_get_int_element (days, d);
  if (in_days != games)
    return g_strdup_printf (_("the days in %s add up to %" PRId64 " games, but %s is %" PRId64),
                            "counts.days", (int64_t) in_days, "counts.games", (int64_t) games);
  if ((reason = at_most (member_int (counts, "capped"), "counts.capped", games, "counts.games")))
    return reason;
  if ((reason = check_characters (config, counts, games))
      || (reason = check_wins (counts, "characters", games))
      || (reason = check_wins (counts, "seats", games))
      || (reason = check_wins (counts, "bots", games))
      || (reason = check_win (wm_sim_member_object (counts, "first-player"), "counts.first-player", games,
                              FALSE)))
    return reason;
  if ((reason = check_quests (counts, "quests")) || (reason = check_quests (counts, "side-quests"))
      || (reason = check_quests (counts, "personal-quests")))
    return reason;
  return spread ? check_gold_squares (counts) : NULL;
}

/* Where the scan of find_number_too_large() is: the member being read in
 * an object, or the element in an array. */
typedef struct
{
  char *key;
  int index; /* -1 in an object */
} Level;

static void
level_clear (Level *level)
{
  g_free (level->key);
}

/* The member @levels are at, as the other messages name one:
 * "counts.characters.red.gold.weapon", "counts.days[3]". */
static char *
path_of (GArray *levels)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < levels->len; i++)
    {
      const Level *level = &g_array_index (levels, Level, i);
      if (level->index >= 0)
        g_string_append_printf (path, "[%d]", level->index);
      else if (level->key != NULL)
        g_string_append_printf (path, "%s%s", path->len > 0 ? "." : "", level->key);
    }
  return g_string_free (path, FALSE);
}

/* Follows a structural character or a string of the JSON text at @p
 * into @levels; the position after it. */
static const char *
follow (const char *p, const char *end, GArray *levels)
{
  Level *top = levels->len > 0 ? &g_array_index (levels, Level, levels->len - 1) : NULL;
  const char *after, *q;

  switch (*p)
    {
    case '{':
    case '[':
      g_array_append_val (levels, ((Level) { NULL, *p == '[' ? 0 : -1 }));
      return p + 1;
    case '}':
    case ']':
      if (top != NULL)
        g_array_remove_index (levels, levels->len - 1);
      return p + 1;
    case ',':
      if (top != NULL && top->index >= 0)
        top->index++;
      return p + 1;
    case '"':
      after = wm_sim_json_skip_string (p, end);
      for (q = after; q < end && g_ascii_isspace (*q); q++)
        ;
      /* a string followed by ':' is the name of the member that follows */
      if (q < end && *q == ':' && top != NULL && top->index < 0)
        {
          g_free (top->key);
          top->key = g_strndup (p + 1, after - 1 - (p + 1));
        }
      return after;
    default:
      return p + 1;
    }
}

/* The first whole number of the JSON text @data that does not fit 64 bits
 * (a result's counts never reach that: it was typed or damaged), said as
 * written with the member it is the value of, and its line in *line; NULL
 * when there is none. The text has been parsed already, so a plain scan
 * of its structure, strings and numbers suffices. */
static char *
find_number_too_large (const char *data, gsize size, int *line)
{
  g_autoptr (GArray) levels = g_array_new (FALSE, FALSE, sizeof (Level));
  const char *p = data, *end = data + size;

  g_array_set_clear_func (levels, (GDestroyNotify) level_clear);
  *line = 1;
  while (p < end)
    {
      const char *start = p;
      g_autofree char *number = NULL, *member = NULL;
      if (*p == '\n')
        (*line)++;
      if (*p != '-' && !g_ascii_isdigit (*p))
        {
          p = follow (p, end, levels);
          continue;
        }
      for (p++; p < end && (g_ascii_isalnum (*p) || *p == '.' || *p == '+' || *p == '-'); p++)
        ;
      number = g_strndup (start, p - start);
      if (strpbrk (number, ".eE") != NULL
          || g_ascii_string_to_signed (number, 10, G_MININT64, G_MAXINT64, NULL, NULL))
        continue;
      member = path_of (levels);
      if (number[0] == '-')
        return g_strdup_printf (_("%s is %s; a count is a whole number, 0 or more"), member,
                                number);
      return too_large (member, number);
    }
  return NULL;
}

/* The members of a result beside config and counts are of the kind
 * Waymark writes: "partial": "yes" read as not partial, and "summary": 5
 * was passed over (the summary is worked out again from the counts), each
 * without a word (review f, finding 12). */
static char *
check_top_members (JsonObject *o)
{
  JsonNode *partial = json_object_get_member (o, "partial");
  JsonNode *summary = json_object_get_member (o, "summary");

  if (partial != NULL
      && !(JSON_NODE_HOLDS_VALUE (partial) && json_node_get_value_type (partial) == G_TYPE_BOOLEAN))
    {
      g_autofree char *text = json_text (partial);
      /* TRANSLATORS: a member of a simulation result, then its value as written. */
      return g_strdup_printf (_("%s is %s, not true or false"), "partial", text);
    }
  if (summary != NULL && !JSON_NODE_HOLDS_OBJECT (summary))
    {
      g_autofree char *text = json_text (summary);
      /* TRANSLATORS: a member of a simulation result, then its value as
       * written; the summary's figures are worked out from the counts. */
      return g_strdup_printf (_("%s is %s, not an object of figures"), "summary", text);
    }
  return NULL;
}

JsonNode *
wm_sim_report_load (const char *path, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) read_error = NULL;

  /* Bounded as every file the command line reads; unreadable is I/O. */
  if ((bytes = wm_file_load_bounded (file, &read_error)) == NULL)
    {
      /* Said as every file the command line cannot read, in the same
       * domain and code (I/O, not a wrong result). */
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
      g_autofree char *line = NULL;
      wm_diagnostics_add_file_problem (diags, path, read_error, FALSE);
      line = wm_diagnostic_format (wm_diagnostics_get (diags, 0));
      g_set_error_literal (error, read_error->domain, read_error->code, line);
      return NULL;
    }
  return wm_sim_report_load_bytes (bytes, path, error);
}

JsonNode *
wm_sim_report_load_bytes (GBytes *bytes, const char *path, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) parse_error = NULL;
  JsonNode *root, *partial;
  JsonObject *o;
  const char *format, *data;
  char *reason;
  gsize size;
  int number_line = 0, deep_line = 0, deep_column = 0, json_line = 0, json_column = 0;

  data = g_bytes_get_data (bytes, &size);
  /* JSON-GLib reads a file of nothing as a document of nothing. */
  if (wm_sim_json_is_blank (data, size))
    return load_failed (error, path, 0, g_strdup (_("the file is empty: it holds no JSON at all")));
  /* JSON-GLib reads nesting by recursion, with no limit: a file nested
   * 100,000 deep overflowed the stack (review f). Refused before. */
  if ((reason = wm_sim_json_too_deep (data, size, &deep_line, &deep_column)) != NULL)
    return load_failed_at (error, path, deep_line, deep_column, reason);
  /* Read by Waymark's own reader first: JSON-GLib (1.6) takes a value
   * followed by more ("4[0,2,3]", two results run together) without a
   * word, reading only the first, and leaks what it built of the rest. */
  if ((reason = wm_sim_json_explain (data, size, &json_line, &json_column)) != NULL)
    return load_failed_at (error, path, json_line, json_column, reason);
  if (!json_parser_load_from_data (parser, data, (gssize) size, &parse_error))
    {
      /* Not met while the two readers agree; said as json-glib says it,
       * "<data>:LINE:COLUMN: Parse error: message", in English. */
      int line = 0, column = 0, end = 0;
      const char *message = parse_error->message;
      if (sscanf (message, "<data>:%d:%d: %n", &line, &column, &end) == 2 && end > 0)
        message += end;
      return load_failed_at (error, path, line, column,
                             g_strdup_printf (_("not JSON: %s"), message));
    }
  /* What JSON-GLib reads without a word but a JSON reader does not: a
   * member given twice ("games": 4, "games": 400 read as 400) or a
   * hexadecimal number (review f, finding 12). */
  if ((reason = wm_sim_json_strict (data, size, &number_line, &deep_column)) != NULL)
    return load_failed_at (error, path, number_line, deep_column, reason);
  /* json-glib wraps a number beyond 64 bits (10^30 reads as -1): said
   * as written, before the counts are judged by what was read. */
  if ((reason = find_number_too_large (data, size, &number_line)) != NULL)
    return load_failed (error, path, number_line, reason);
  root = json_parser_get_root (parser);
  o = root && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  format = o ? json_object_get_string_member_with_default (o, "format", "") : "";
  /* Counts of older versions do not add up with these; those of format
   * 4 do, and lack only the gold's spread. */
  if (g_str_has_prefix (format, "waymark-sim-") && strcmp (format, WM_SIM_FORMAT) != 0
      && strcmp (format, WM_SIM_FORMAT_4) != 0)
    return load_failed (error, path, 0,
                        g_strdup_printf (_("a simulation result of format %s, this Waymark "
                                           "writes %s: run that batch again"),
                                         format, WM_SIM_FORMAT));
  if (o == NULL || !g_str_has_prefix (format, "waymark-sim-")
      || wm_sim_member_object (o, "config") == NULL || wm_sim_member_object (o, "counts") == NULL)
    return load_failed (error, path, 0,
                        g_strdup_printf (_("not a Waymark simulation result (format %s)"),
                                         WM_SIM_FORMAT));
  if ((reason = check_top_members (o)) != NULL)
    return load_failed (error, path, 0, reason);
  if ((reason = check_counts (wm_sim_member_object (o, "config"), json_object_get_member (o, "counts"),
                              strcmp (format, WM_SIM_FORMAT) == 0))
      != NULL)
    return load_failed (error, path, 0, reason);
  /* The summary is worked out again from the counts, which were checked:
   * one edited by hand (a member of another kind, figures that do not
   * follow) is not believed, as merge never believed it. */
  partial = json_object_get_member (o, "partial");
  return build_of_format (wm_sim_member_object (o, "config"), json_object_get_member (o, "counts"),
                          partial != NULL && json_node_get_boolean (partial),
                          format);
}

/* ---- merging --------------------------------------------------------------------- */

/* Sums @b into @a: numbers add, objects add member by member, arrays add
 * element by element (the shorter padded with zeros). */
static gboolean
sum_into (JsonNode *a, JsonNode *b)
{
  if (JSON_NODE_HOLDS_VALUE (a) && JSON_NODE_HOLDS_VALUE (b))
    {
      if (json_node_get_value_type (a) != G_TYPE_INT64 || json_node_get_value_type (b) != G_TYPE_INT64)
        return FALSE;
      json_node_set_int (a, json_node_get_int (a) + json_node_get_int (b));
      return TRUE;
    }
  if (JSON_NODE_HOLDS_OBJECT (a) && JSON_NODE_HOLDS_OBJECT (b))
    {
      JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
      g_autoptr (GList) names = json_object_get_members (ob);
      for (GList *l = names; l; l = l->next)
        {
          JsonNode *na = json_object_get_member (oa, l->data);
          if (na == NULL)
            json_object_set_member (oa, l->data, deep_copy (json_object_get_member (ob, l->data)));
          else if (!sum_into (na, json_object_get_member (ob, l->data)))
            return FALSE;
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (a) && JSON_NODE_HOLDS_ARRAY (b))
    {
      JsonArray *aa = json_node_get_array (a), *ab = json_node_get_array (b);
      for (guint i = 0; i < json_array_get_length (ab); i++)
        if (i < json_array_get_length (aa))
          {
            if (!sum_into (json_array_get_element (aa, i), json_array_get_element (ab, i)))
              return FALSE;
          }
        else
          json_array_add_element (aa, deep_copy (json_array_get_element (ab, i)));
      return TRUE;
    }
  return FALSE;
}

/* The members that say which shards of the batch a result holds: a
 * shard's own, or those of a partial merge. */
static const char *const shard_members[] = { "shard", "shards_merged", "shard_count" };

/* @config without shard_members: the batch's, one for all its shards. */
static JsonObject *
config_without_shard (JsonObject *config)
{
  JsonNode *node = object_node (config);
  JsonNode *copy = deep_copy (node);
  JsonObject *o = json_object_ref (json_node_get_object (copy));

  json_node_unref (node);
  json_node_unref (copy);
  for (guint i = 0; i < G_N_ELEMENTS (shard_members); i++)
    if (json_object_has_member (o, shard_members[i]))
      json_object_remove_member (o, shard_members[i]);
  return o;
}

/* A shard of a Waymark that did not record the rules (config.rules)
 * beside one that does: the rules follow from the design, which is
 * checked on its own, so both take the rules one of them has and merge
 * as of one batch, the result keeping them. */
static void
share_rules (JsonObject *base, JsonObject *plain)
{
  JsonNode *mine = json_object_get_member (base, "rules");
  JsonNode *theirs = json_object_get_member (plain, "rules");

  if (mine == NULL && theirs != NULL)
    json_object_set_member (base, "rules", json_node_copy (theirs));
  else if (mine != NULL && theirs == NULL)
    json_object_set_member (plain, "rules", json_node_copy (mine));
}

/* Whether the member @name of @o is an integer, into @value: a number
 * written with a fraction or an exponent (as 1e19, beyond 64 bits) is
 * not cut to one. */
static gboolean
int_member (JsonObject *o, const char *name, gint64 *value)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (n);
  return TRUE;
}

static gboolean
shard_of (JsonObject *config, gint64 *index, gint64 *count)
{
  JsonObject *shard = wm_sim_member_object (config, "shard");

  *index = 0;
  *count = 1;
  if (shard != NULL && !(int_member (shard, "index", index) && int_member (shard, "count", count)))
    return FALSE;
  return *count >= 1 && *index >= 0 && *index < *count;
}

/* "2/4", as simulate's --shard takes it. */
static char *
shard_text (gint64 index, gint64 count)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, index, count);
}

/* The shards a partial merge's @config lists (shards_merged, of
 * shard_count), into @held; FALSE unless they are shards of it, in order,
 * each once: the merge wrote them so. */
static gboolean
shards_listed (JsonObject *config, gint64 *count, GArray *held)
{
  JsonNode *node = json_object_get_member (config, "shards_merged");
  JsonArray *listed = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  if (!int_member (config, "shard_count", count) || listed == NULL
      || json_array_get_length (listed) == 0 || *count < 1
      || json_object_has_member (config, "shard"))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (listed); i++)
    {
      JsonNode *element = json_array_get_element (listed, i);
      gint64 index;
      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64)
        return FALSE;
      index = json_node_get_int (element);
      if (index < 0 || index >= *count || (i > 0 && index <= g_array_index (held, gint64, i - 1)))
        return FALSE;
      g_array_append_val (held, index);
    }
  return TRUE;
}

/* The shards of the batch that @config's result holds, into @held, and
 * how many the batch has: a shard's own, those a partial merge lists, or
 * the one of a whole batch. NULL, or why the config says no such thing. */
static char *
shards_held (JsonObject *config, gint64 *count, GArray *held)
{
  g_autofree char *text = NULL, *of = NULL;
  gint64 index;

  if (json_object_has_member (config, "shards_merged"))
    {
      JsonNode *shard_count = json_object_get_member (config, "shard_count");
      if (shards_listed (config, count, held))
        return NULL;
      text = json_text (json_object_get_member (config, "shards_merged"));
      of = shard_count ? json_text (shard_count) : g_strdup ("null");
      /* TRANSLATORS: shards_merged, shard_count and shard are the result's
       * JSON members; the list as written ("[0,2]"), then shard_count. */
      return g_strdup_printf (_("its shards_merged, %s, are not shards I of a shard_count K of "
                                "%s (0 ≤ I < K), in order, each once, with no shard of its own"),
                              text, of);
    }
  if (!shard_of (config, &index, count))
    {
      JsonNode *shard = json_object_get_member (config, "shard");
      /* As written: a count that is no integer has no I/K to show. */
      text = json_text (shard);
      /* TRANSLATORS: the result's JSON member shard as written
       * ({"index":0,"count":3}); I and K are whole numbers */
      return g_strdup_printf (_("its shard, %s, is not I/K with 0 ≤ I < K ≤ 2⁶³ − 1"), text);
    }
  g_array_append_val (held, index);
  return NULL;
}

/* Whether one of the shards @doc holds was interrupted (a partial
 * shard). A partial merge is partial for the shards it lacks as well: it
 * counts as interrupted only when it has fewer games than its shards'
 * (config.games tells how many each has), so that merging the shards it
 * lacks into it gives the whole batch. */
static gboolean
interrupted (JsonObject *doc, JsonObject *config, gint64 count, GArray *held)
{
  guint64 games = 0;

  if (!json_object_get_boolean_member_with_default (doc, "partial", FALSE))
    return FALSE;
  if (!json_object_has_member (config, "shards_merged"))
    return TRUE;
  if (!json_object_has_member (config, "games"))
    return TRUE;
  for (guint i = 0; i < held->len; i++)
    games += wm_sim_shard_games ((guint64) member_int (config, "games"),
                                 g_array_index (held, gint64, i), count);
  return (guint64) member_int (wm_sim_member_object (doc, "counts"), "games") < games;
}

static int
compare_int64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The result @i as a message names it: its file, else its place. */
static char *
result_name (const char *const *names, int i)
{
  return names ? g_strdup (names[i]) : g_strdup_printf (_("result %d"), i + 1);
}

/* A refusal of result @i, "FILE: error: reason" as the loader says it
 * ("error" untranslated, as GCC writes it, for problem matchers); takes
 * @reason. */
static void
merge_failed (GError **error, int code, const char *const *names, int i, char *reason)
{
  g_autofree char *name = result_name (names, i);

  g_set_error (error, WM_SIM_ERROR, code, "%s: error: %s", name, reason);
  g_free (reason);
}

/* The first place where @a and @b differ (NULL: absent), as a path
 * ("seed", "bots[1].weights.gold") onto @path, and the two nodes there
 * into @at_a and @at_b; FALSE when they are equal. Objects are followed
 * member by member and arrays of one length element by element, so that
 * a refused merge names the one setting of its batch that differs. */
static gboolean
first_difference (JsonNode *a, JsonNode *b, GString *path, JsonNode **at_a, JsonNode **at_b)
{
  gsize len = path->len;

  *at_a = a;
  *at_b = b;
  if (a == NULL || b == NULL || JSON_NODE_TYPE (a) != JSON_NODE_TYPE (b))
    return TRUE;
  if (JSON_NODE_HOLDS_OBJECT (a))
    {
      JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
      g_autoptr (GList) names = g_list_concat (json_object_get_members (oa),
                                               json_object_get_members (ob));
      for (GList *l = names; l; l = l->next)
        {
          g_string_append_printf (path, "%s%s", len ? "." : "", (const char *) l->data);
          if (first_difference (json_object_get_member (oa, l->data),
                                json_object_get_member (ob, l->data), path, at_a, at_b))
            return TRUE;
          g_string_truncate (path, len);
        }
      return FALSE;
    }
  if (JSON_NODE_HOLDS_ARRAY (a)
      && json_array_get_length (json_node_get_array (a))
           == json_array_get_length (json_node_get_array (b)))
    {
      JsonArray *aa = json_node_get_array (a), *ab = json_node_get_array (b);
      for (guint i = 0; i < json_array_get_length (aa); i++)
        {
          g_string_append_printf (path, "[%u]", i);
          if (first_difference (json_array_get_element (aa, i), json_array_get_element (ab, i),
                                path, at_a, at_b))
            return TRUE;
          g_string_truncate (path, len);
        }
      return FALSE;
    }
  return !json_node_equal (a, b);
}

/* A value of a config as a message shows it: a string as it is (a seed
 * "7" reads 7), an empty one “”, anything else as compact JSON. */
static char *
value_text (JsonNode *node)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *s = json_node_get_string (node);
      return g_strdup (*s ? s : "“”");
    }
  return json_text (node);
}

/* Why result @i (named @name) is not of the batch of the first result
 * (@first_name): the first setting of their configs @base and @plain
 * that differs, with both values, else their shard counts. */
static char *
batch_difference (JsonObject *base, JsonObject *plain, gint64 count, gint64 k,
                  const char *first_name, const char *name)
{
  g_autoptr (GString) path = g_string_new (NULL);
  g_autofree char *detail = NULL, *va = NULL, *vb = NULL;
  JsonNode *a = object_node (base), *b = object_node (plain), *at_a, *at_b;

  if (!first_difference (a, b, path, &at_a, &at_b))
    {
      /* Not G_GINT64_FORMAT in the message: its msgid would differ by system. */
      va = g_strdup_printf ("%" G_GINT64_FORMAT, count);
      vb = g_strdup_printf ("%" G_GINT64_FORMAT, k);
      /* TRANSLATORS: how many shards the batch of each file has, each
       * followed by its file */
      detail = g_strdup_printf (_("shard count %s in %s, %s in %s"), va, first_name, vb, name);
    }
  else if (at_a == NULL || at_b == NULL)
    /* TRANSLATORS: a setting of the result's config (decks), then the
     * file that has it and the file that does not */
    detail = g_strdup_printf (_("%s is in %s, not in %s"), path->str,
                              at_a ? first_name : name, at_a ? name : first_name);
  else
    {
      va = value_text (at_a);
      vb = value_text (at_b);
      /* TRANSLATORS: a setting of the result's config (seed, players,
       * bots[1].bot), then its value and file in each result:
       * "seed 7 in a.json, 8 in b.json" */
      detail = g_strdup_printf (_("%s %s in %s, %s in %s"), path->str, va, first_name, vb, name);
    }
  json_node_unref (a);
  json_node_unref (b);
  /* TRANSLATORS: the first result's file, then how the two differ */
  return g_strdup_printf (_("it comes from a different batch than %s: %s"), first_name, detail);
}

const char *
wm_sim_report_design (JsonNode *doc)
{
  JsonObject *root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;

  return design_of (wm_sim_member_object (root, "config"));
}

/* Why result @i, of the config @plain, is not of the design of the first
 * result (of @base): both say which design their games were played on
 * and the two differ, or only one says it. NULL when they are of one
 * design, or neither says. @subject: the result the refusal is of, the
 * one that does not say its design where only one says it (its file is
 * the one to run again), else @i. */
static char *
design_difference (JsonObject *base, JsonObject *plain, const char *const *names, int i,
                   int *subject)
{
  const char *was = design_of (base), *now = design_of (plain);
  g_autofree char *first = result_name (names, 0), *self = result_name (names, i);

  *subject = i;
  if (g_strcmp0 (was, now) == 0)
    return NULL;
  if (was != NULL && now != NULL)
    /* TRANSLATORS: the other result's file, then the start of the
     * fingerprint of the design each was played on and its file */
    return g_strdup_printf (_("its games were played on another design than those of %s (design "
                              "%.12s in %s, %.12s in %s): the variant was edited between the "
                              "shards; run every shard on one version of the file"),
                            first, was, first, now, self);
  *subject = was != NULL ? i : 0;
  /* TRANSLATORS: the result that does say its design (its file); the
   * message is of one that does not, "a.json: error: it does not say …";
   * config.design_sha256 is the member's name in the file, untranslated */
  return g_strdup_printf (_("it does not say which design its games were played on (it has no "
                            "config.design_sha256: a Waymark older than this one wrote it) and "
                            "%s does, so they cannot be told to be of one design; run it again "
                            "with this Waymark, or merge it only with results that do not say "
                            "their design either"),
                          was != NULL ? first : self);
}

JsonNode *
wm_sim_report_merge (JsonNode *const *docs, int n_docs, GError **error)
{
  return wm_sim_report_merge_named (docs, NULL, n_docs, error);
}

JsonNode *
wm_sim_report_merge_named (JsonNode *const *docs, const char *const *names, int n_docs,
                           GError **error)
{
  g_autoptr (JsonObject) base = NULL;
  g_autoptr (JsonNode) counts = NULL;
  /* shard → 1 + the result holding it: the shard count comes from a file */
  g_autoptr (GHashTable) have = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr (GArray) held = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 count = 0;
  gboolean partial = FALSE;
  JsonNode *result;

  g_return_val_if_fail (n_docs > 0, NULL);
  for (int i = 0; i < n_docs; i++)
    {
      JsonObject *doc = json_node_get_object (docs[i]);
      JsonObject *config = wm_sim_member_object (doc, "config");
      g_autoptr (JsonObject) plain = config_without_shard (config);
      char *reason;
      gint64 k;

      g_array_set_size (held, 0);
      if ((reason = shards_held (config, &k, held)) != NULL)
        {
          merge_failed (error, WM_SIM_ERROR_FORMAT, names, i, reason);
          return NULL;
        }
      if (i == 0)
        {
          base = json_object_ref (plain);
          count = k;
          counts = deep_copy (json_object_get_member (doc, "counts"));
        }
      else
        {
          JsonNode *a, *b;
          gboolean same;

          share_rules (base, plain);
          a = object_node (base);
          b = object_node (plain);
          same = json_node_equal (a, b);
          int subject;
          json_node_unref (a);
          json_node_unref (b);
          /* Before the settings that follow from it (the decks): said as
           * what it is, an edit between the shards. */
          if ((reason = design_difference (base, plain, names, i, &subject)) != NULL)
            {
              merge_failed (error, WM_SIM_ERROR_MISMATCH, names, subject, reason);
              return NULL;
            }
          if (!same || k != count)
            {
              g_autofree char *other = result_name (names, 0);
              g_autofree char *self = result_name (names, i);
              merge_failed (error, WM_SIM_ERROR_MISMATCH, names, i,
                            batch_difference (base, plain, count, k, other, self));
              return NULL;
            }
          if (g_strcmp0 (format_of (docs[i]), format_of (docs[0])) != 0)
            {
              g_autofree char *other = result_name (names, 0);
              merge_failed (error, WM_SIM_ERROR_MISMATCH, names, i,
                            /* TRANSLATORS: the formats of two simulation results, then the other's name */
                            g_strdup_printf (_("it is of format %s and %s of %s: the gold's spread "
                                               "of one is missing, run that batch again"),
                                             format_of (docs[i]), other, format_of (docs[0])));
              return NULL;
            }
          for (guint h = 0; h < held->len; h++)
            {
              gint64 *index = &g_array_index (held, gint64, h);
              int in = GPOINTER_TO_INT (g_hash_table_lookup (have, index));
              if (in != 0)
                {
                  g_autofree char *shard = shard_text (*index, k);
                  g_autofree char *other = result_name (names, in - 1);
                  merge_failed (error, WM_SIM_ERROR_MISMATCH, names, i,
                                g_strdup_printf (_("shard %s is already in %s"), shard, other));
                  return NULL;
                }
            }
          if (!sum_into (counts, json_object_get_member (doc, "counts")))
            {
              g_autofree char *other = result_name (names, 0);
              merge_failed (error, WM_SIM_ERROR_FORMAT, names, i,
                            g_strdup_printf (_("its counts are not of the shape of those in %s"),
                                             other));
              return NULL;
            }
        }
      for (guint h = 0; h < held->len; h++)
        g_hash_table_insert (have, g_memdup2 (&g_array_index (held, gint64, h), sizeof (gint64)),
                             GINT_TO_POINTER (i + 1));
      partial |= interrupted (doc, config, k, held);
    }
  if ((gint64) g_hash_table_size (have) < count)
    {
      /* Keep a record of which shards the partial merge holds: merged
       * with the shards it lacks, it gives the whole batch. */
      JsonArray *listed = json_array_new ();
      g_autoptr (GList) shards = g_list_sort (g_hash_table_get_keys (have), compare_int64);
      for (GList *l = shards; l; l = l->next)
        json_array_add_int_element (listed, *(gint64 *) l->data);
      json_object_set_array_member (base, "shards_merged", listed);
      json_object_set_int_member (base, "shard_count", count);
      partial = TRUE;
    }
  /* Shards of format 4 stay of it: their sums of squares are missing. */
  result = build_of_format (base, counts, partial,
                            *format_of (docs[0]) ? format_of (docs[0]) : WM_SIM_FORMAT);
  return result;
}

/* ---- CSV ------------------------------------------------------------------------ */

/* One CSV row. Every column means one thing in every group (README,
 * Simulation): an empty cell is a figure the group does not have. */
typedef struct
{
  const char *group, *name;
  const char *title;     /* the character's or card's name in the variant; NULL: empty */
  gint64 count;          /* games played, quest cards taken, days an event was drawn */
  gint64 hits;           /* of those: won, completed, capped; -1 none */
  double rate, low, high; /* hits / count and its Wilson 95 % interval */
  double gold;           /* gold a player won per count (game, card taken, event day) */
  double gold_low, gold_high; /* its 95 % interval */
  double against_mean;   /* an event day's gold against all event days' */
  double days;           /* game length */
  const char *standout;  /* the card's figures that stand out ("completion-high gold-high") */
  double parity;         /* a win rate's under parity (last, so the columns before keep their places) */
} CsvRow;

#define CSV_HEADER                                                                      \
  "group,name,display_name,count,hits,rate,low95,high95,gold,gold_low95,gold_high95,against_mean,days,"  \
  "standout,parity\n"

static CsvRow
csv_row (const char *group, const char *name, gint64 count)
{
  return (CsvRow) { group, name, NULL, count, -1, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NULL, NAN };
}

static void
csv_cell (GString *out, const char *format, double value)
{
  g_string_append_c (out, ',');
  if (!isnan (value))
    g_string_append_printf (out, format, value);
}

static void
csv_write (GString *out, const CsvRow *r)
{
  g_string_append_printf (out, "%s,%s,", r->group, r->name);
  wm_csv_append_cell (out, r->title ? r->title : "");
  g_string_append_printf (out, ",%" G_GINT64_FORMAT ",", r->count);
  if (r->hits >= 0)
    g_string_append_printf (out, "%" G_GINT64_FORMAT, r->hits);
  csv_cell (out, "%.6f", r->rate);
  csv_cell (out, "%.6f", r->low);
  csv_cell (out, "%.6f", r->high);
  csv_cell (out, "%.4f", r->gold);
  csv_cell (out, "%.4f", r->gold_low);
  csv_cell (out, "%.4f", r->gold_high);
  csv_cell (out, "%.6f", r->against_mean);
  csv_cell (out, "%.4f", r->days);
  g_string_append_printf (out, ",%s", r->standout ? r->standout : "");
  csv_cell (out, "%.6f", r->parity);
  g_string_append_c (out, '\n');
}

/* @hits of @count with the rate and its Wilson interval. */
static void
csv_rate (CsvRow *row, gint64 hits, gint64 count)
{
  row->hits = hits;
  row->rate = count > 0 ? (double) hits / count : 0.0;
  wm_wilson_interval ((guint64) hits, (guint64) MAX (count, hits), WM_Z95, &row->low, &row->high);
}

/* @row's win rate as the summary's @rate gives it: of the games that had
 * a winner (a game the day cap stopped has none), its interval and parity. */
static void
csv_win_rate (CsvRow *row, JsonObject *rate)
{
  double ci[2];

  row->hits = member_int (rate, "wins");
  row->rate = wm_sim_member_double (rate, "win_rate");
  wm_sim_member_interval (rate, "ci95", ci);
  row->low = ci[0], row->high = ci[1];
  if (json_object_has_member (rate, "parity"))
    row->parity = wm_sim_member_double (rate, "parity");
}

/* The name the variant gives the character or card @id, for the CSV's
 * display_name: NULL without a variant, or where it has no such thing
 * (a result of another version of it). */
static const char *
csv_title (const WmVariant *variant, const char *group, const char *id)
{
  const WmCharacter *character;
  const WmCard *card;

  if (variant == NULL)
    return NULL;
  if (strcmp (group, "characters") == 0)
    {
      character = wm_variant_find_character (variant, id);
      return character ? wm_variant_display_name (variant, &character->name, id) : NULL;
    }
  card = wm_variant_find_card (variant, id, NULL);
  return card ? wm_variant_display_name (variant, &card->name, id) : NULL;
}

static void
csv_rates (GString *out, JsonObject *summary, const char *group, const char *label,
           const WmVariant *variant)
{
  JsonObject *o = wm_sim_member_object (summary, group);
  g_autoptr (GList) names = o ? json_object_get_members (o) : NULL;

  /* One bot in every seat wins every game: no row of it, as the summary
   * has none (review i, 6). */
  if (strcmp (group, "bots") == 0 && (names == NULL || names->next == NULL))
    return;
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *r = wm_sim_member_object (o, l->data);
      JsonObject *gold = wm_sim_member_object (r, "gold_per_game");
      CsvRow row = csv_row (label, l->data, member_int (r, "games"));
      /* Seats and bots are named by what the row says already. */
      if (strcmp (group, "characters") == 0)
        row.title = csv_title (variant, group, l->data);
      csv_win_rate (&row, r);
      if (gold)
        row.gold = json_object_get_double_member (gold, "total");
      /* A character's, from the spread of its games' gold (not in format 4). */
      if (json_object_has_member (r, "gold_ci95"))
        {
          double ci[2];
          wm_sim_member_interval (r, "gold_ci95", ci);
          row.gold_low = ci[0], row.gold_high = ci[1];
        }
      csv_write (out, &row);
    }
}

/* The cards of the summary's "standout" member, "GROUP/CARD" → the
 * figures of the card that stand out, "completion-high gold-high": the
 * CSV's last column. */
static GHashTable *
csv_standouts (JsonObject *summary)
{
  GHashTable *marks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  JsonObject *standout = wm_sim_member_object (summary, "standout");
  JsonNode *node = standout ? json_object_get_member (standout, "cards") : NULL;
  JsonArray *cards = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  for (guint i = 0; cards && i < json_array_get_length (cards); i++)
    {
      JsonObject *c = json_array_get_object_element (cards, i);
      const char *figure = json_object_get_string_member_with_default (c, "figure", "");
      gboolean high = json_object_get_double_member_with_default (c, "value", 0)
                      > json_object_get_double_member_with_default (c, "deck_median", 0);
      char *key = g_strconcat (json_object_get_string_member_with_default (c, "group", ""), "/",
                               json_object_get_string_member_with_default (c, "card", ""), NULL);
      const char *before = g_hash_table_lookup (marks, key);
      char *mark = g_strdup_printf ("%s%s%s-%s", before ? before : "", before ? " " : "",
                                    strcmp (figure, "completion_rate") == 0 ? "completion" : "gold",
                                    high ? "high" : "low");

      g_hash_table_insert (marks, key, mark);
    }
  return marks;
}

static const char *
csv_standout (GHashTable *marks, const char *group, const char *card)
{
  g_autofree char *key = g_strconcat (group, "/", card, NULL);

  return g_hash_table_lookup (marks, key);
}

/* One row per event: the days it was drawn, the gold a player won on such
 * a day with its 95 % interval, and that against all days with an event. */
static void
csv_events (GString *out, JsonObject *events, GHashTable *marks, const WmVariant *variant)
{
  g_autoptr (GList) names = events ? json_object_get_members (events) : NULL;

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *e = wm_sim_member_object (events, l->data);
      JsonArray *ci = json_object_get_array_member (e, "gold_per_player_day_ci95");
      CsvRow row = csv_row ("event", l->data, member_int (e, "drawn"));
      row.title = csv_title (variant, "events", l->data);
      row.gold = json_object_get_double_member (e, "gold_per_player_day");
      row.gold_low = json_array_get_double_element (ci, 0);
      row.gold_high = json_array_get_double_element (ci, 1);
      row.against_mean = json_object_get_double_member (e, "against_mean");
      row.standout = csv_standout (marks, "events", l->data);
      csv_write (out, &row);
    }
}

/* One row per quest of @quests (a summary group) labelled @label: taken,
 * completed with the completion rate, and the gold a card taken paid. */
static void
csv_quests (GString *out, JsonObject *summary, const char *group, const char *label,
            GHashTable *marks, const WmVariant *variant)
{
  JsonObject *quests = wm_sim_member_object (summary, group);
  g_autoptr (GList) names = quests ? json_object_get_members (quests) : NULL;

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *q = wm_sim_member_object (quests, l->data);
      CsvRow row = csv_row (label, l->data, member_int (q, "taken"));
      row.title = csv_title (variant, group, l->data);
      csv_rate (&row, member_int (q, "completed"), row.count);
      row.gold = row.count > 0 ? (double) member_int (q, "gold") / row.count : 0.0;
      row.standout = csv_standout (marks, group, l->data);
      csv_write (out, &row);
    }
}

static char *
csv_of (JsonNode *doc, const WmVariant *variant)
{
  JsonObject *root = json_node_get_object (doc);
  JsonObject *summary = wm_sim_member_object (root, "summary");
  JsonObject *first = wm_sim_member_object (summary, "first_player");
  JsonObject *days = wm_sim_member_object (summary, "days");
  gint64 games = member_int (summary, "games");
  GString *out = g_string_new (CSV_HEADER);
  g_autoptr (GHashTable) marks = csv_standouts (summary);
  CsvRow row;

  csv_rates (out, summary, "characters", "character", variant);
  csv_rates (out, summary, "seats", "seat", variant);
  csv_rates (out, summary, "bots", "bot", variant);
  if (first)
    {
      row = csv_row ("first-player", "first", member_int (first, "games"));
      csv_win_rate (&row, first);
      csv_write (out, &row);
    }
  row = csv_row ("length", "days", games);
  row.days = days ? json_object_get_double_member (days, "mean") : 0.0;
  csv_write (out, &row);
  row = csv_row ("length", "median-days", games);
  row.days = days ? json_object_get_double_member (days, "median") : 0.0;
  csv_write (out, &row);
  row = csv_row ("length", "capped", games);
  csv_rate (&row, member_int (summary, "capped"), games);
  csv_write (out, &row);
  /* A batch cut short (Ctrl-C, shards missing from a merge) says so: its
   * rows are of the games played, not the batch's (review i, 5). */
  if (json_object_get_boolean_member_with_default (root, "partial", FALSE))
    {
      row = csv_row ("batch", "partial", member_int (wm_sim_member_object (root, "config"), "games"));
      row.hits = games;
      row.rate = row.count > 0 ? (double) games / row.count : 0.0;
      csv_write (out, &row);
    }
  csv_quests (out, summary, "quests", "quest", marks, variant);
  csv_quests (out, summary, "side_quests", "side-quest", marks, variant);
  csv_quests (out, summary, "personal_quests", "personal-quest", marks, variant);
  csv_events (out, wm_sim_member_object (summary, "events"), marks, variant);
  return g_string_free (out, FALSE);
}

/* Written with a decimal point whatever the desktop's locale: a German
 * decimal comma would split the CSV's columns. uselocale() changes this
 * thread only (the editor exports while batches may run). */
char *
wm_sim_report_to_csv (JsonNode *doc)
{
  return wm_sim_report_to_csv_named (doc, NULL);
}

char *
wm_sim_report_to_csv_named (JsonNode *doc, const WmVariant *variant)
{
  locale_t c_numeric = newlocale (LC_NUMERIC_MASK, "C", (locale_t) 0);
  locale_t old = c_numeric ? uselocale (c_numeric) : (locale_t) 0;
  char *csv = csv_of (doc, variant);

  if (c_numeric)
    {
      uselocale (old);
      freelocale (c_numeric);
    }
  return csv;
}

void
wm_sim_report_side_quests (JsonNode *doc, gint64 *taken, gint64 *completed, gint64 *gold)
{
  JsonObject *root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;
  JsonObject *quests = wm_sim_member_object (wm_sim_member_object (root, "counts"), "side-quests");
  g_autoptr (GList) names = quests ? json_object_get_members (quests) : NULL;

  *taken = *completed = *gold = 0;
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *q = wm_sim_member_object (quests, l->data);
      *taken += member_int (q, "taken");
      *completed += member_int (q, "completed");
      *gold += member_int (q, "gold");
    }
}
