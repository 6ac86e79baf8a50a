/* What changed between two results (wm-sim-compare.h) on made-up
 * results: the cards named by how sure their change is, not how big, a
 * reward's edit named by its gold a card taken, one line when nothing
 * moved, whether the runs were of one design (always said first), the
 * setups' differences with whether the comparison still
 * holds, the interval of a difference, the interval of a change of gold
 * a game (and none, said once, against a result of format 4), results
 * without games refused, and the JSON of `compare --format json`. Real
 * batches: test-cli-results. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "wm-sim-compare.h"
#include "wm-sim-report.h"
#include "wm-sim-stats.h"
#include "wm-variant-io.h"

typedef struct
{
  const char *id;
  int taken, completed, gold; /* gold: what a completion pays */
} MadeQuest;

/* A result of @players seats of greedy bots, @no_events and @cap_days,
 * with its quests as @quests (completion rates and Wilson intervals as
 * the report works them out). */
static JsonNode *
made_result (int players, gboolean no_events, int cap_days, const MadeQuest *quests, guint n)
{
  g_autoptr (GString) json = g_string_new (NULL);

  g_string_append_printf (json, "{\"config\": {\"variant\": \"v\", \"players\": %d, \"bots\": [",
                          players);
  for (int p = 0; p < players; p++)
    g_string_append_printf (json, "%s{\"bot\": \"greedy\"}", p ? ", " : "");
  g_string_append_printf (json,
                          "], \"cap_days\": %d, \"no_events\": %s}, \"summary\": {\"games\": "
                          "100, \"days\": {\"histogram\": {\"20\": 50, \"21\": 50}}, "
                          "\"characters\": {}, \"quests\": {",
                          cap_days, no_events ? "true" : "false");
  for (guint q = 0; q < n; q++)
    {
      double lo, hi;
      char rate[G_ASCII_DTOSTR_BUF_SIZE], l[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

      wm_wilson_interval (quests[q].completed, quests[q].taken, WM_Z95, &lo, &hi);
      g_string_append_printf (json,
                              "%s\"%s\": {\"taken\": %d, \"completed\": %d, "
                              "\"completion_rate\": %s, \"completion_ci95\": [%s, %s], "
                              "\"gold_per_completion\": %d}",
                              q ? ", " : "", quests[q].id, quests[q].taken, quests[q].completed,
                              g_ascii_dtostr (rate, sizeof rate,
                                              (double) quests[q].completed / quests[q].taken),
                              g_ascii_dtostr (l, sizeof l, lo), g_ascii_dtostr (h, sizeof h, hi),
                              quests[q].gold);
    }
  g_string_append (json, "}}}");
  return json_from_string (json->str, NULL);
}

/* "id:figure" of the card lines of @changes, in order. */
static char *
card_ids (GPtrArray *changes)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *change = g_ptr_array_index (changes, i);

      if (change->kind == WM_SIM_CHANGE_CARD)
        g_string_append_printf (ids, "%s%s:%s", ids->len ? " " : "", change->id,
                                wm_sim_figure_to_string (change->figure));
    }
  return g_strdup (ids->str);
}

static WmSimChange *
last_change (GPtrArray *changes)
{
  return g_ptr_array_index (changes, changes->len - 1);
}

/* A quest taken six times that went 0 % → 100 % is skipped, and one taken
 * 400 times that moved 15 points comes before one taken 25 times that
 * moved 40: by how sure the change is, not how big. Rewards of no gold
 * make no gold figure. */
static void
test_cards_by_significance (void)
{
  static const MadeQuest before[] = {
    { "rare", 6, 0, 0 }, { "big", 400, 200, 0 }, { "mid", 25, 10, 0 }, { "noise", 30, 15, 0 },
  };
  static const MadeQuest after[] = {
    { "rare", 6, 6, 0 }, { "big", 400, 260, 0 }, { "mid", 25, 20, 0 }, { "noise", 30, 17, 0 },
  };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, G_N_ELEMENTS (before));
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, after, G_N_ELEMENTS (after));
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autofree char *ids = card_ids (changes);
  WmSimChange *last = last_change (changes);

  for (guint i = 0; i < changes->len; i++)
    g_test_message ("%s", ((WmSimChange *) g_ptr_array_index (changes, i))->text);
  g_assert_cmpstr (ids, ==, "big:completion_rate mid:completion_rate");
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (changes, 0))->kind, ==, WM_SIM_CHANGE_DESIGN);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (changes, 1))->kind, ==, WM_SIM_CHANGE_DAYS);
  g_assert_cmpfloat (last->z, >=, WM_Z95);
  g_assert_true (last->beyond_chance);
  /* Among 76 figures a z of 2.2 is chance; the first of three, a z of 2.5 is not. */
  g_assert_false (wm_sim_change_significant (2.2, 0, 76));
  g_assert_true (wm_sim_change_significant (2.5, 0, 3));
  g_assert_false (wm_sim_change_significant (-2.2, 1, 3));
  g_assert_true (g_str_has_prefix (last->text, "mid: completed 40.0 % → 80.0 %, +40.0 points ["));
}

/* A reward raised from 3 to 8 gold, the completion rate barely moved:
 * named by its gold a card taken, which moved, and not by its rate; a
 * quest whose reward stayed is not named. */
static void
test_reward_edit_named (void)
{
  static const MadeQuest before[] = { { "A01", 200, 130, 3 }, { "A02", 200, 120, 2 } };
  static const MadeQuest after[] = { { "A01", 200, 136, 8 }, { "A02", 200, 118, 2 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, G_N_ELEMENTS (before));
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, after, G_N_ELEMENTS (after));
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autofree char *ids = card_ids (changes);
  WmSimChange *last = last_change (changes);

  g_assert_cmpstr (ids, ==, "A01:gold_per_take");
  g_assert_cmpfloat_with_epsilon (last->before, 3 * 0.65, 1e-9);
  g_assert_cmpfloat_with_epsilon (last->after, 8 * 0.68, 1e-9);
  g_assert_cmpfloat (last->difference_ci[0], >, 0);
  g_assert_cmpfloat (last->difference_ci[1], <, 8 - 3);
  g_assert_true (g_str_has_prefix (last->text, "A01: gold a card taken 1.95 → 5.44, +3.49 ["));
}

/* Nothing beyond chance: one line says so, and how many figures it
 * weighed; or that no card was taken often enough to weigh. */
static void
test_no_card_moved (void)
{
  static const MadeQuest before[] = { { "rare", 6, 0, 1 }, { "noise", 30, 15, 0 } };
  static const MadeQuest after[] = { { "rare", 6, 6, 1 }, { "noise", 30, 17, 0 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, G_N_ELEMENTS (before));
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, after, G_N_ELEMENTS (after));
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);

  g_assert_cmpuint (changes->len, ==, 3);
  g_assert_cmpint (last_change (changes)->kind, ==, WM_SIM_CHANGE_NO_CARD);
  g_assert_cmpstr (last_change (changes)->text, ==,
                   "No card's figure moved beyond chance (1 figure of cards taken or drawn at "
                   "least 20 times in both runs)");

  /* Every card too rare: too few games, said as such. */
  g_clear_pointer (&changes, g_ptr_array_unref);
  g_clear_pointer (&was, json_node_unref);
  g_clear_pointer (&now, json_node_unref);
  was = made_result (4, FALSE, 60, before, 1);
  now = made_result (4, FALSE, 60, after, 1);
  changes = wm_sim_compare (was, now, NULL, NULL);
  g_assert_cmpstr (last_change (changes)->text, ==,
                   "No card was taken or drawn at least 20 times in both runs: too few games to "
                   "compare cards");
}

/* Runs of different setups say so first (after whether they were of one
 * design), and whether the comparison holds: not with other players; with
 * a toggle, part of the design, it does. The same setup says nothing. */
static void
test_setup_differs (void)
{
  static const MadeQuest quests[] = { { "noise", 30, 15, 0 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) now = made_result (3, TRUE, 40, quests, 1);
  g_autoptr (JsonNode) toggled = made_result (4, TRUE, 60, quests, 1);
  g_autoptr (JsonNode) same = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (GPtrArray) design = wm_sim_compare (was, toggled, NULL, NULL);
  g_autoptr (GPtrArray) none = wm_sim_compare (was, same, NULL, NULL);
  WmSimChange *first = g_ptr_array_index (changes, 1);

  g_assert_cmpint (first->kind, ==, WM_SIM_CHANGE_SETUP);
  g_assert_false (first->holds);
  g_assert_cmpstr (first->text, ==,
                   "The runs differ in: players 4 → 3, no events: off → on, day cap 60 → 40 · "
                   "the comparison does not hold: parity moves from 25.0 % to 33.3 %, and the "
                   "game length, the gold and the cards change with the players whatever the "
                   "design");
  first = g_ptr_array_index (design, 1);
  g_assert_cmpint (first->kind, ==, WM_SIM_CHANGE_SETUP);
  g_assert_true (first->holds);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (none, 1))->kind, ==, WM_SIM_CHANGE_DAYS);
}

/* A first event forced with --first-event is not part of the design
 * (review 24: "these are part of the design" of `compare … --first-event`):
 * the comparison holds for games that turn that event up on day 2. With
 * the day cap changed too, the cap is the design's, the event forced. */
static void
test_first_event_forced (void)
{
  static const MadeQuest quests[] = { { "noise", 30, 15, 0 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) toggled = made_result (4, FALSE, 40, quests, 1);
  g_autoptr (GPtrArray) forced = NULL;
  g_autoptr (GPtrArray) both = NULL;
  WmSimChange *first;

  json_object_set_string_member (
      json_object_get_object_member (json_node_get_object (now), "config"), "first_event", "E21");
  json_object_set_string_member (
      json_object_get_object_member (json_node_get_object (toggled), "config"), "first_event",
      "E21");
  forced = wm_sim_compare (was, now, NULL, NULL);
  first = g_ptr_array_index (forced, 1);
  g_assert_cmpint (first->kind, ==, WM_SIM_CHANGE_SETUP);
  g_assert_true (first->holds);
  g_assert_cmpstr (first->text, ==,
                   "The runs differ in: first event shuffled → E21 · the first event is forced "
                   "for the comparison, not part of the design: the comparison holds for games "
                   "that turn that event up on day 2, not for games dealt as the rules say");
  both = wm_sim_compare (was, toggled, NULL, NULL);
  first = g_ptr_array_index (both, 1);
  g_assert_true (first->holds);
  g_assert_cmpstr (first->text, ==,
                   "The runs differ in: first event shuffled → E21, day cap 60 → 40 · the "
                   "first event is forced for the comparison, the rest is part of the design: "
                   "the comparison holds, of the design with them, for games that turn that "
                   "event up on day 2, not for games dealt as the rules say");
}

/* Sets the bots of @result's config to @labels. */
static void
set_bots (JsonNode *result, const char *const *labels)
{
  JsonObject *config = json_object_get_object_member (json_node_get_object (result), "config");
  JsonArray *bots = json_array_new ();

  for (guint i = 0; labels[i] != NULL; i++)
    {
      JsonObject *bot = json_object_new ();

      json_object_set_string_member (bot, "bot", labels[i]);
      json_array_add_object_element (bots, bot);
    }
  json_object_set_array_member (config, "bots", bots);
}

/* Bots that take the same seats in every game are the same bots, however
 * the list is written: the Simulation page names one per seat, `simulate
 * --bots planner,greedy` the two that rotate into the same four seats
 * (review 19: "the games were played otherwise" for the same games). */
static void
test_bots_rotated_alike (void)
{
  static const MadeQuest quests[] = { { "noise", 30, 15, 0 } };
  static const char *const typed[] = { "planner", "greedy", NULL };
  static const char *const seated[] = { "planner", "greedy", "planner", "greedy", NULL };
  static const char *const other[] = { "planner", "planner", "greedy", "greedy", NULL };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (GPtrArray) alike = NULL;
  g_autoptr (GPtrArray) differ = NULL;
  WmSimChange *first;

  set_bots (was, typed);
  set_bots (now, seated);
  alike = wm_sim_compare (was, now, NULL, NULL);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (alike, 1))->kind, ==, WM_SIM_CHANGE_DAYS);
  set_bots (now, other);
  differ = wm_sim_compare (was, now, NULL, NULL);
  first = g_ptr_array_index (differ, 1);
  g_assert_cmpint (first->kind, ==, WM_SIM_CHANGE_SETUP);
  g_assert_false (first->holds);
  g_assert_true (g_str_has_prefix (first->text, "The runs differ in: bots planner, greedy → "
                                                "planner, planner, greedy, greedy · "));
}

/* Newcombe's interval of a difference: each side's distance to its bound
 * in quadrature, so a rate near 0 % keeps its skew; symmetric intervals
 * give ± 1.96 √(se² + se²). */
static void
test_difference_interval (void)
{
  const double a_ci[2] = { 0.9, 1.1 }, b_ci[2] = { 1.85, 2.15 };
  const double p_ci[2] = { 0.0, 0.1 }, q_ci[2] = { 0.05, 0.2 };
  double out[2];

  wm_sim_difference_interval (1.0, a_ci, 2.0, b_ci, out);
  g_assert_cmpfloat_with_epsilon (out[0], 1.0 - hypot (0.1, 0.15), 1e-12);
  g_assert_cmpfloat_with_epsilon (out[1], 1.0 + hypot (0.1, 0.15), 1e-12);
  wm_sim_difference_interval (0.02, p_ci, 0.1, q_ci, out);
  g_assert_cmpfloat_with_epsilon (out[0], 0.08 - hypot (0.05, 0.08), 1e-12);
  g_assert_cmpfloat_with_epsilon (out[1], 0.08 + hypot (0.1, 0.02), 1e-12);
}

/* A result, as wm_sim_report_build() makes it of these counts, in which
 * "red" played @games games and won @gold gold in them, all of it from
 * weapons, the squares of each game's gold summing to @squares (-1: no
 * sum of squares, as a result of format 4 keeps). */
static JsonNode *
gold_result (int games, int gold, int squares)
{
  g_autofree char *sq = squares >= 0 ? g_strdup_printf (", \"gold-sq\": %d", squares) : g_strdup ("");
  g_autofree char *text = g_strdup_printf (
      "{\"games\": %d, \"capped\": 0, \"decisions\": 0, \"days\": [0, %d], \"characters\": "
      "{\"red\": {\"games\": %d, \"wins\": 1, \"gold\": {\"weapon\": %d}%s}}}",
      games, games, games, gold, sq);
  g_autoptr (JsonNode) counts = json_from_string (text, NULL);
  g_autoptr (JsonNode) config = json_from_string ("{\"variant\": \"v\", \"players\": 1}", NULL);

  g_assert_nonnull (counts);
  return wm_sim_report_build (json_node_get_object (config), counts, FALSE);
}

/* The object of kind "gold" in compare's JSON @json. */
static JsonObject *
gold_object (JsonNode *json)
{
  JsonArray *array = json_node_get_array (json);

  for (guint i = 0; i < json_array_get_length (array); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (array, i), "kind"),
                     "gold"))
      return json_array_get_object_element (array, i);
  g_assert_not_reached ();
}

static WmSimChange *
change_of_kind (GPtrArray *changes, WmSimChangeKind kind)
{
  for (guint i = 0; i < changes->len; i++)
    if (((WmSimChange *) g_ptr_array_index (changes, i))->kind == kind)
      return g_ptr_array_index (changes, i);
  return NULL;
}

/* Runs played otherwise (4 → 3 players) differ whatever the design: the
 * page said "the comparison does not hold" in bold and, under it,
 * "beyond chance" on every line that moved (review a). No figure, gold,
 * win rate or card, may claim it then: each is shown at 95 %, and the
 * cards are said not to be tested. */
static void
test_no_verdict_when_not_holding (void)
{
  static const MadeQuest before[] = { { "big", 400, 100, 2 } };
  static const MadeQuest after[] = { { "big", 400, 300, 2 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, 1);
  g_autoptr (JsonNode) now = made_result (3, FALSE, 60, after, 1);
  g_autoptr (JsonNode) many = gold_result (40, 400, 4520), more = gold_result (20, 300, 4700);
  g_autoptr (GPtrArray) cards = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (GPtrArray) gold = NULL;
  WmSimChange *line;

  json_object_set_int_member (
      json_object_get_object_member (json_node_get_object (more), "config"), "players", 2);
  gold = wm_sim_compare (many, more, NULL, NULL);
  for (guint r = 0; r < 2; r++)
    {
      GPtrArray *changes = r ? gold : cards;

      g_assert_false (change_of_kind (changes, WM_SIM_CHANGE_SETUP)->holds);
      for (guint i = 0; i < changes->len; i++)
        {
          WmSimChange *c = g_ptr_array_index (changes, i);

          g_test_message ("%s", c->text);
          g_assert_false (c->beyond_chance);
          g_assert_null (strstr (c->text, "beyond chance"));
        }
    }
  g_assert_null (change_of_kind (cards, WM_SIM_CHANGE_CARD));
  g_assert_cmpstr (change_of_kind (cards, WM_SIM_CHANGE_NO_CARD)->text, ==,
                   "No card is tested against chance: the games were played otherwise, so "
                   "every card's figures differ whatever the design");
  /* The gold's line keeps its figures, at 95 %: 5 ± 1.817. */
  line = change_of_kind (gold, WM_SIM_CHANGE_GOLD);
  g_assert_cmpfloat_with_epsilon (line->shown_ci[0], line->difference_ci[0], 1e-12);
  g_assert_true (g_str_has_prefix (line->text, "red: 10.0 → 15.0 gold a game, +5.0 [+3.2, +6.8]"));
}

/* A result of two characters, "red" and "yellow", of @games games of
 * which @capped stopped at the day cap (day 10) without a winner, the rest
 * on day 9, red winning @red_wins of them. */
static JsonNode *
capped_result (int games, int capped, int red_wins)
{
  int yellow_wins = games - capped - red_wins;
  g_autofree char *text = g_strdup_printf (
      "{\"games\": %d, \"capped\": %d, \"decisions\": 0, \"days\": [0, 0, 0, 0, 0, 0, 0, "
      "0, 0, %d, %d], \"characters\": {\"red\": {\"games\": %d, \"wins\": %d, \"gold\": {}},"
      " \"yellow\": {\"games\": %d, \"wins\": %d, \"gold\": {}}}, \"seats\": {\"1\": "
      "{\"games\": %d, \"wins\": %d}, \"2\": {\"games\": %d, \"wins\": %d}}, "
      "\"first-player\": {\"games\": %d, \"wins\": %d}}",
      games, capped, games - capped, capped, games, red_wins, games, yellow_wins, games, red_wins,
      games, yellow_wins, games, red_wins);
  g_autoptr (JsonNode) counts = json_from_string (text, NULL);
  g_autoptr (JsonNode) config
      = json_from_string ("{\"variant\": \"v\", \"players\": 2, \"cap_days\": 10}", NULL);

  g_assert_nonnull (counts);
  return wm_sim_report_build (json_node_get_object (config), counts, FALSE);
}

/* A run most of whose games the day cap stopped has few with a winner:
 * its win rates are not compared (review i: a day cap of 8 marked every
 * character's 26 % → 0 % "beyond chance"). With a few capped, the rates
 * are of the games that had a winner, and are tested. */
static void
test_capped_rates (void)
{
  g_autoptr (JsonNode) even = capped_result (200, 0, 100), mostly = capped_result (200, 180, 0);
  g_autoptr (JsonNode) some = capped_result (200, 20, 90);
  g_autoptr (GPtrArray) changes = wm_sim_compare (even, mostly, NULL, NULL);
  g_autoptr (GPtrArray) few = wm_sim_compare (even, some, NULL, NULL);
  WmSimChange *capped = change_of_kind (changes, WM_SIM_CHANGE_CAPPED);

  g_assert_nonnull (capped);
  g_assert_false (capped->holds);
  g_assert_cmpstr (capped->text, ==,
                   "Most games of the run after stopped at the day cap without a winner (0 of 200 "
                   "games before, 180 of 200 after): the win rates cannot be compared");
  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *c = g_ptr_array_index (changes, i);

      g_test_message ("%s", c->text);
      if (c->kind == WM_SIM_CHANGE_CHARACTER || c->kind == WM_SIM_CHANGE_SEAT
          || c->kind == WM_SIM_CHANGE_FIRST_PLAYER)
        g_assert_false (c->beyond_chance);
    }
  /* Yellow won all 20 games that had a winner: 100 %, not 10 %. */
  g_assert_true (g_str_has_prefix (change_of_kind (changes, WM_SIM_CHANGE_DAYS)->text,
                                   "Game length: 9.0 → 9.9 days"));
  /* 90 of the 180 decided: 50 % → 50 %, no change; the capped are said. */
  capped = change_of_kind (few, WM_SIM_CHANGE_CAPPED);
  g_assert_true (capped->holds);
  g_assert_true (g_str_has_prefix (change_of_kind (few, WM_SIM_CHANGE_CHARACTER)->text,
                                   "red: 50.0 % → 50.0 %, +0.0 points"));
}

/* Runs of 2 and of 4 players: a rate's change would be mostly the fair
 * share's (50 % → 25 %), and was listed with an interval that left out 0
 * under "the comparison does not hold" (review l, m3). Each rate is given
 * against its own run's fair share, with that run's interval, and no
 * change, interval of a change or verdict; the JSON says the same; runs
 * of one player count keep their changes. */
static void
test_rates_against_fair_share (void)
{
  g_autoptr (JsonNode) two = capped_result (200, 0, 120), four = capped_result (200, 0, 40);
  g_autoptr (JsonNode) again = capped_result (200, 0, 40);
  g_autoptr (GPtrArray) changes = NULL, same = NULL;
  g_autoptr (JsonNode) json = NULL;
  g_autofree char *text = NULL, *written = NULL;
  WmSimChange *red, *seat;

  json_object_set_int_member (
      json_object_get_object_member (json_node_get_object (four), "config"), "players", 4);
  changes = wm_sim_compare (two, four, NULL, NULL);
  text = wm_sim_compare_to_text (changes);
  g_test_message ("%s", text);
  red = change_of_kind (changes, WM_SIM_CHANGE_CHARACTER);
  g_assert_cmpstr (red->id, ==, "red");
  g_assert_cmpfloat (red->fair_share[0], ==, 0.5);
  g_assert_cmpfloat (red->fair_share[1], ==, 0.25);
  g_assert_false (red->beyond_chance);
  /* 120 of 200 (Wilson [53.1, 66.5]) against 50 %; 40 of 200 against 25 %. */
  g_assert_true (g_str_has_prefix (red->text, "red: 60.0 % → 20.0 %, against the fair share "
                                              "+10.0 [+3.1, +16.5] → -5.0 ["));
  g_assert_true (g_str_has_suffix (red->text, "] points"));
  g_assert_null (strstr (red->text, "points ["));
  seat = change_of_kind (changes, WM_SIM_CHANGE_SEAT);
  g_assert_nonnull (strstr (seat->text, "against the fair share"));
  g_assert_nonnull (strstr (change_of_kind (changes, WM_SIM_CHANGE_FIRST_PLAYER)->text,
                            "against the fair share"));
  g_assert_nonnull (strstr (text, "\nWin rate per character, and how far it is from its run's "
                                  "own fair share"));
  g_assert_null (strstr (text, "Win rate per character, the change in points"));
  for (guint i = 0; i < changes->len; i++)
    g_assert_false (((WmSimChange *) g_ptr_array_index (changes, i))->beyond_chance);
  json = wm_sim_compare_to_json (changes);
  written = json_to_string (json, FALSE);
  g_assert_nonnull (strstr (written, "\"fair_share\":[0.5,0.25]"));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (json)); i++)
    {
      JsonObject *o = json_array_get_object_element (json_node_get_array (json), i);

      if (g_str_equal (json_object_get_string_member (o, "kind"), "character"))
        {
          g_assert_false (json_object_has_member (o, "difference"));
          g_assert_false (json_object_has_member (o, "beyond_chance"));
        }
    }
  /* One player count: the change with its interval, as before. */
  same = wm_sim_compare (two, again, NULL, NULL);
  red = change_of_kind (same, WM_SIM_CHANGE_CHARACTER);
  g_assert_cmpfloat (red->fair_share[0], ==, red->fair_share[1]);
  g_assert_true (g_str_has_prefix (red->text, "red: 60.0 % → 20.0 %, -40.0 points ["));
}

/* A run whose every game the day cap stopped has no win rate: compare
 * said "21.7 % → 0.0 %" of each character and seat, as if every one had
 * lost (designer review of the balance workflow). The capped line says
 * there is no game with a winner, and no rate's line follows, whichever
 * run it is. */
static void
test_capped_none_decided (void)
{
  g_autoptr (JsonNode) even = capped_result (200, 0, 100), none = capped_result (200, 200, 0);
  g_autoptr (GPtrArray) after = wm_sim_compare (even, none, NULL, NULL);
  g_autoptr (GPtrArray) before = wm_sim_compare (none, even, NULL, NULL);
  g_autoptr (GPtrArray) both = wm_sim_compare (none, none, NULL, NULL);
  GPtrArray *all[] = { after, before, both };
  const char *said[] = {
    "No game of the run after had a winner: the day cap stopped every one (0 of 200 games "
    "before, 200 of 200 after), so there are no win rates to compare",
    "No game of the run before had a winner: the day cap stopped every one (200 of 200 games "
    "before, 0 of 200 after), so there are no win rates to compare",
    "No game of either run had a winner: the day cap stopped every one (200 of 200 games "
    "before, 200 of 200 after), so there are no win rates to compare",
  };

  for (guint k = 0; k < G_N_ELEMENTS (all); k++)
    {
      g_autofree char *text = wm_sim_compare_to_text (all[k]);

      g_test_message ("%s", text);
      g_assert_cmpstr (change_of_kind (all[k], WM_SIM_CHANGE_CAPPED)->text, ==, said[k]);
      g_assert_null (change_of_kind (all[k], WM_SIM_CHANGE_CHARACTER));
      g_assert_null (change_of_kind (all[k], WM_SIM_CHANGE_SEAT));
      g_assert_null (change_of_kind (all[k], WM_SIM_CHANGE_FIRST_PLAYER));
      g_assert_null (strstr (text, "0.0 %"));
    }
}

/* A result of 100 games of two players, whose config gives @characters
 * (JSON), red and yellow playing every game, or with @third also green,
 * each character then in two games of three. */
static JsonNode *
cast_result (const char *characters, gboolean third)
{
  g_autofree char *text = g_strdup_printf (
      "{\"games\": 100, \"capped\": 0, \"decisions\": 0, \"days\": [0, 100], \"characters\": "
      "{\"red\": {\"games\": %d, \"wins\": 50, \"gold\": {}}, \"yellow\": {\"games\": %d, "
      "\"wins\": 30, \"gold\": {}}%s}}",
      third ? 67 : 100, third ? 67 : 100,
      third ? ", \"green\": {\"games\": 66, \"wins\": 20, \"gold\": {}}"
            : "");
  g_autofree char *config_text = g_strdup_printf (
      "{\"variant\": \"v\", \"players\": 2, \"characters\": %s}", characters);
  g_autoptr (JsonNode) counts = json_from_string (text, NULL);
  g_autoptr (JsonNode) config = json_from_string (config_text, NULL);

  g_assert_nonnull (counts);
  g_assert_nonnull (config);
  return wm_sim_report_build (json_node_get_object (config), counts, FALSE);
}

/* Two players of a variant of two characters play both in every game,
 * whether drawn or named: only their seats differ, and the comparison
 * holds, either way round (review i: "-p 4" against the four named was
 * "the comparison does not hold"). Of three characters, two drawn are
 * other match-ups: it does not. */
static void
test_same_cast_seated_otherwise (void)
{
  g_autoptr (JsonNode) drawn = cast_result ("[\"random\", \"random\"]", FALSE);
  g_autoptr (JsonNode) named = cast_result ("[\"red\", \"yellow\"]", FALSE);
  g_autoptr (JsonNode) of_three = cast_result ("[\"random\", \"random\"]", TRUE);

  for (int way = 0; way < 2; way++)
    {
      g_autoptr (GPtrArray) changes
          = way ? wm_sim_compare (named, drawn, NULL, NULL) : wm_sim_compare (drawn, named, NULL, NULL);
      WmSimChange *setup = change_of_kind (changes, WM_SIM_CHANGE_SETUP);

      g_assert_true (setup->holds);
      g_assert_nonnull (strstr (setup->text, "(the same characters in every game, seated "
                                             "otherwise) · the comparison holds: the games were "
                                             "played by the same characters, only their seats "
                                             "differ"));
    }
  {
    g_autoptr (GPtrArray) changes = wm_sim_compare (of_three, named, NULL, NULL);

    g_assert_false (change_of_kind (changes, WM_SIM_CHANGE_SETUP)->holds);
  }
}

/* The change printed is the difference of the figures printed: 15.75 →
 * 15.64 gold read "15.8 → 15.6 gold a game, -0.1" and 14.66 → 14.74 days
 * "14.7 → 14.7, +0.1" (review i); now -0.2 and +0.0. */
static void
test_change_of_shown_figures (void)
{
  g_autoptr (JsonNode) was = gold_result (4, 63, 1000), now = gold_result (25, 391, 6200);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);

  g_assert_cmpfloat (wm_sim_shown_change (15.75, 15.64, 1), ==, -0.2);
  g_assert_cmpfloat (wm_sim_shown_change (14.66, 14.74, 1), ==, 0.0);
  g_assert_cmpfloat (wm_sim_shown_change (1.274, 0.934, 2), ==, -0.34);
  g_assert_cmpfloat (wm_sim_shown_change (1.0, 1.04, 1), ==, 0.0);
  g_assert_true (g_str_has_prefix (change_of_kind (changes, WM_SIM_CHANGE_GOLD)->text,
                                   "red: 15.8 → 15.6 gold a game, -0.2 ["));
}

/* The interval of a mean from the sums, by hand: 4 games of 40 gold whose
 * squares sum to 500 have a mean of 10, a variance of (500 − 40 × 10) / 3
 * = 33.33 and a standard error of √(33.33 / 4) = 2.8868: 10 ± 1.96 ×
 * 2.8868 = 10 ± 5.6579. One game has no spread, none no mean. */
static void
test_mean_interval (void)
{
  double lo, hi;

  wm_mean_interval (4, 40, 500, WM_Z95, &lo, &hi);
  g_assert_cmpfloat_with_epsilon (lo, 4.342071329619141, 1e-12);
  g_assert_cmpfloat_with_epsilon (hi, 15.657928670380858, 1e-12);
  wm_mean_interval (1, 7, 49, WM_Z95, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 7);
  g_assert_cmpfloat (hi, ==, 7);
  wm_mean_interval (0, 0, 0, WM_Z95, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0);
  g_assert_cmpfloat (hi, ==, 0);
}

/* A character's gold a game: 10 → 15, each run with its own spread
 * (Welch's). Before as above (se² 33.33 / 4 = 8.333); after 5 games of 75
 * gold whose squares sum to 1175: variance (1175 − 75 × 15) / 4 = 12.5,
 * se² 12.5 / 5 = 2.5. The change, 5, ± 1.96 × √(8.333 + 2.5) = ± 6.4510:
 * [−1.4510, +11.4510], not beyond chance; with more games it is. The
 * line shows it at the level of Holm's correction over the four figures
 * of the family (the game length, red's and the first player's win rate,
 * red's gold): 5 % / 4, z 2.4977, 5 ± 8.2213. */
static void
test_gold_interval (void)
{
  g_autoptr (JsonNode) was = gold_result (4, 40, 500), now = gold_result (5, 75, 1175);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (GPtrArray) surer = NULL;
  g_autoptr (JsonNode) json = wm_sim_compare_to_json (changes);
  g_autofree char *text = wm_sim_compare_to_text (changes);
  WmSimChange *gold = change_of_kind (changes, WM_SIM_CHANGE_GOLD);
  JsonObject *line = gold_object (json);

  g_assert_nonnull (gold);
  g_assert_null (change_of_kind (changes, WM_SIM_CHANGE_NO_GOLD_INTERVAL));
  g_assert_true (gold->has_interval);
  g_assert_cmpfloat_with_epsilon (gold->before, 10, 1e-12);
  g_assert_cmpfloat_with_epsilon (gold->after, 15, 1e-12);
  g_assert_cmpfloat_with_epsilon (gold->before_ci[0], 4.342071329619141, 1e-9);
  g_assert_cmpfloat_with_epsilon (gold->after_ci[1], 18.09897516152281, 1e-9);
  g_assert_cmpfloat_with_epsilon (gold->difference_ci[0], -1.4510312269320966, 1e-9);
  g_assert_cmpfloat_with_epsilon (gold->difference_ci[1], 11.451031226932097, 1e-9);
  g_assert_false (gold->beyond_chance);
  g_assert_cmpfloat_with_epsilon (gold->shown_ci[1], 5 + 6.4510312269320966 * wm_two_sided_quantile (0.05 / 4) / WM_Z95, 1e-9);
  g_assert_cmpfloat_with_epsilon (wm_two_sided_quantile (0.05 / 4), 2.497705474412, 1e-9);
  g_assert_nonnull (strstr (text, "\nGold a game per character, the change with its interval (Holm's "
                                  "correction, as the win rates'), and the sources that moved:\n"
                                  "  red: 10.0 → 15.0 gold a game, +5.0 [-3.2, +13.2] (weapons +5.0)\n"));
  g_assert_cmpfloat_with_epsilon (
      json_array_get_double_element (json_object_get_array_member (line, "difference_ci95"), 1),
      11.451031226932097, 1e-9);
  g_assert_false (json_object_get_boolean_member (line, "beyond_chance"));

  /* 40 games of mean 10, variance (4520 − 4000) / 39 = 13.33, against 20
   * of mean 15, variance (4700 − 4500) / 19 = 10.53: 5 ± 1.96 ×
   * √(13.33 / 40 + 10.53 / 20) = 5 ± 1.817, beyond chance. */
  {
    g_autoptr (JsonNode) many = gold_result (40, 400, 4520), more = gold_result (20, 300, 4700);

    surer = wm_sim_compare (many, more, NULL, NULL);
  }
  gold = change_of_kind (surer, WM_SIM_CHANGE_GOLD);
  g_assert_cmpfloat_with_epsilon (gold->difference_ci[0], 5 - WM_Z95 * sqrt (520.0 / 39 / 40 + 200.0 / 19 / 20), 1e-9);
  g_assert_true (gold->beyond_chance);
  g_assert_true (g_str_has_suffix (gold->text, "] (weapons +5.0) · beyond chance"));
}

/* Against a result of format 4, which kept the gold's sums and not their
 * spread: the gold a game with no interval and never beyond chance, and
 * why said once, under the gold's heading. */
static void
test_gold_without_spread (void)
{
  g_autoptr (JsonNode) was = gold_result (4, 40, -1), now = gold_result (20, 300, 4700);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (JsonNode) json = wm_sim_compare_to_json (changes);
  g_autofree char *text = wm_sim_compare_to_text (changes);
  JsonObject *line = gold_object (json);
  WmSimChange *gold = change_of_kind (changes, WM_SIM_CHANGE_GOLD);
  JsonArray *array = json_node_get_array (json);
  guint notes = 0;

  for (guint i = 0; i < changes->len; i++)
    notes += ((WmSimChange *) g_ptr_array_index (changes, i))->kind == WM_SIM_CHANGE_NO_GOLD_INTERVAL;
  g_assert_cmpuint (notes, ==, 1);
  g_assert_false (gold->has_interval);
  g_assert_false (gold->beyond_chance);
  g_assert_nonnull (strstr (text, ":\n  No interval: a result of format waymark-sim-4 keeps the "
                                  "sums of the gold, not their spread over the games; run that "
                                  "batch again to compare the gold against chance\n  red: 10.0 → "
                                  "15.0 gold a game, +5.0 (weapons +5.0)\n"));
  g_assert_false (json_object_has_member (line, "difference_ci95"));
  g_assert_false (json_object_has_member (line, "beyond_chance"));
  g_assert_true (json_object_has_member (line, "gold_per_game"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    notes += g_str_equal (json_object_get_string_member (json_array_get_object_element (array, i), "kind"),
                          "no-gold-interval");
  g_assert_cmpuint (notes, ==, 2);
}

/* A result of no games cannot be compared: refused, naming its file. */
static void
test_no_games_refused (void)
{
  static const MadeQuest quests[] = { { "noise", 30, 15, 0 } };
  const char *const names[] = { "a.json", "b.json" };
  g_autoptr (JsonNode) good = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) empty = json_from_string ("{\"config\": {}, \"summary\": {\"games\": 0}}", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_sim_compare_check (good, good, names, NULL));
  g_assert_false (wm_sim_compare_check (good, empty, names, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  g_assert_cmpstr (error->message, ==, "b.json: error: it holds no game to compare");
}

/* The JSON holds each change's figures and its line; the text a heading
 * before the cards. */
static void
test_json_and_text (void)
{
  static const MadeQuest before[] = { { "A01", 200, 130, 3 } };
  static const MadeQuest after[] = { { "A01", 200, 136, 8 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, 1);
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, after, 1);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (JsonNode) json = wm_sim_compare_to_json (changes);
  g_autofree char *text = wm_sim_compare_to_text (changes);
  JsonArray *array = json_node_get_array (json);
  JsonObject *card = json_array_get_object_element (array, json_array_get_length (array) - 1);
  JsonObject *days = json_array_get_object_element (array, 1);

  g_assert_cmpuint (json_array_get_length (array), ==, changes->len);
  g_assert_cmpstr (json_object_get_string_member (days, "kind"), ==, "days");
  g_assert_cmpstr (json_object_get_string_member (card, "kind"), ==, "card");
  g_assert_cmpstr (json_object_get_string_member (card, "id"), ==, "A01");
  g_assert_cmpstr (json_object_get_string_member (card, "figure"), ==, "gold_per_take");
  g_assert_true (json_object_get_boolean_member (card, "beyond_chance"));
  g_assert_cmpfloat (json_array_get_double_element (
                         json_object_get_array_member (card, "difference_ci95"), 0), >, 0);
  g_assert_nonnull (strstr (text, "\nCards that moved beyond chance (Holm's correction, 5 %, over "
                                  "every figure compared):\n  A01: gold a card taken "));
}

/* A change or bound that rounds to nothing is written +0.0, never "-0.0":
 * games of 20.48 days against 20.5 change the length by -0.02. */
static void
test_no_negative_zero (void)
{
  static const MadeQuest quests[] = { { "q", 30, 15, 1 } };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, quests, 1);
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, quests, 1);
  JsonObject *histogram = json_object_get_object_member (
    json_object_get_object_member (json_object_get_object_member (json_node_get_object (now), "summary"),
                                   "days"),
    "histogram");
  g_autoptr (GPtrArray) changes = NULL;
  const char *days = NULL;

  json_object_set_int_member (histogram, "20", 52);
  json_object_set_int_member (histogram, "21", 48);
  changes = wm_sim_compare (was, now, NULL, NULL);
  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *change = g_ptr_array_index (changes, i);
      g_test_message ("%s", change->text);
      g_assert_null (strstr (change->text, "-0.0"));
      if (change->kind == WM_SIM_CHANGE_DAYS)
        days = change->text;
    }
  g_assert_nonnull (days);
  g_assert_true (g_str_has_prefix (days, "Game length: 20.5 → 20.5 days, +0.0 ["));
}

/* Sets @result's design fingerprint (NULL: none, as an older result). */
static void
set_design (JsonNode *result, const char *design)
{
  JsonObject *config = json_object_get_object_member (json_node_get_object (result), "config");

  if (design != NULL)
    json_object_set_string_member (config, "design_sha256", design);
  else
    json_object_remove_member (config, "design_sha256");
}

/* The runs' design is said first, whatever it is: the same design (what
 * moved is the setup or chance), different designs, or that it cannot be
 * told when a result is older than the fingerprint; the JSON says it as
 * same_design true, false or null. */
static void
test_design_said (void)
{
  static const MadeQuest quests[] = { { "noise", 30, 15, 0 } };
  static const struct
  {
    const char *before, *after, *text;
    int same;
  } cases[] = {
    { "0123456789abcdef", "0123456789abcdef",
      "The runs were played on the same design (0123456789ab): what changed comes from their "
      "setup or from chance", 1 },
    { "0123456789abcdef", "fedcba9876543210",
      "The runs were played on different designs (0123456789ab → fedcba987654): the variant was "
      "edited between them", 0 },
    { NULL, "fedcba9876543210",
      "Whether the runs were played on one design cannot be told: the result before does not say "
      "which design its games were played on (an older Waymark wrote it)", -1 },
    { "0123456789abcdef", NULL,
      "Whether the runs were played on one design cannot be told: the result after does not say "
      "which design its games were played on (an older Waymark wrote it)", -1 },
    { NULL, NULL,
      "Whether the runs were played on one design cannot be told: neither result says which "
      "design its games were played on (an older Waymark wrote them)", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonNode) was = made_result (4, FALSE, 60, quests, 1);
      g_autoptr (JsonNode) now = made_result (4, FALSE, 60, quests, 1);
      g_autoptr (GPtrArray) changes = NULL;
      g_autoptr (JsonNode) json = NULL;
      JsonObject *design;
      WmSimChange *first;

      set_design (was, cases[i].before);
      set_design (now, cases[i].after);
      g_assert_cmpstr (wm_sim_report_design (now), ==, cases[i].after);
      changes = wm_sim_compare (was, now, NULL, NULL);
      first = g_ptr_array_index (changes, 0);
      g_assert_cmpint (first->kind, ==, WM_SIM_CHANGE_DESIGN);
      g_assert_cmpint (first->same_design, ==, cases[i].same);
      g_assert_cmpstr (first->text, ==, cases[i].text);
      g_assert_null (wm_sim_change_heading (first->kind));
      json = wm_sim_compare_to_json (changes);
      design = json_array_get_object_element (json_node_get_array (json), 0);
      g_assert_cmpstr (json_object_get_string_member (design, "kind"), ==, "design");
      if (cases[i].same < 0)
        g_assert_true (json_object_get_null_member (design, "same_design"));
      else
        g_assert_cmpint (json_object_get_boolean_member (design, "same_design"), ==,
                         cases[i].same);
    }
}

/* A batch of @games made-up games of four characters of unequal strength
 * (@strength) dealt at random to four seats, seat 1's strength times
 * @seat_one and red's gold a game raised by @red_gold, as
 * wm_sim_report_build() makes of its counts: the game length, the wins of
 * each character, seat and first player, each character's gold and its
 * squares, from @rng. */
static JsonNode *
chance_result (GRand *rng, int games, double seat_one, int red_gold)
{
  static const char *const ids[] = { "red", "yellow", "purple", "green" };
  static const double strength[] = { 0.17, 0.19, 0.32, 0.32 };
  gint64 wins[4] = { 0 }, seat_wins[4] = { 0 }, gold[4] = { 0 }, squares[4] = { 0 };
  gint64 days[40] = { 0 }, first_wins = 0;
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (JsonNode) counts = NULL, config = NULL;

  for (int g = 0; g < games; g++)
    {
      int at[4] = { 0, 1, 2, 3 }, first = g_rand_int_range (rng, 0, 4), winner = 0, length = 10;
      double weight[4], total = 0, pick;

      for (int i = 3; i > 0; i--)
        {
          int j = g_rand_int_range (rng, 0, i + 1), t = at[i];
          at[i] = at[j], at[j] = t;
        }
      for (int seat = 0; seat < 4; seat++)
        total += weight[seat] = strength[at[seat]] * (seat == 0 ? seat_one : 1);
      pick = g_rand_double (rng) * total;
      while (winner < 3 && (pick -= weight[winner]) > 0)
        winner++;
      wins[at[winner]]++, seat_wins[winner]++, first_wins += first == winner;
      for (int k = 0; k < 8; k++)
        length += g_rand_boolean (rng);
      days[length]++;
      for (int seat = 0; seat < 4; seat++)
        {
          gint64 won = 8 + g_rand_int_range (rng, 0, 11) + 3 * (seat == winner)
                       + (at[seat] == 0 ? red_gold : 0);
          gold[at[seat]] += won, squares[at[seat]] += won * won;
        }
    }
  g_string_append_printf (text, "{\"games\": %d, \"capped\": 0, \"decisions\": 0, \"days\": [", games);
  for (guint d = 0; d < G_N_ELEMENTS (days); d++)
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT, d ? ", " : "", days[d]);
  g_string_append (text, "], \"characters\": {");
  for (int c = 0; c < 4; c++)
    g_string_append_printf (text,
                            "%s\"%s\": {\"games\": %d, \"wins\": %" G_GINT64_FORMAT ", \"gold\": "
                            "{\"weapon\": %" G_GINT64_FORMAT "}, \"gold-sq\": %" G_GINT64_FORMAT "}",
                            c ? ", " : "", ids[c], games, wins[c], gold[c], squares[c]);
  g_string_append (text, "}, \"seats\": {");
  for (int seat = 0; seat < 4; seat++)
    g_string_append_printf (text, "%s\"%d\": {\"games\": %d, \"wins\": %" G_GINT64_FORMAT "}",
                            seat ? ", " : "", seat + 1, games, seat_wins[seat]);
  g_string_append_printf (text, "}, \"first-player\": {\"games\": %d, \"wins\": %" G_GINT64_FORMAT "}}",
                          games, first_wins);
  counts = json_from_string (text->str, NULL);
  config = json_from_string ("{\"variant\": \"v\", \"players\": 4}", NULL);
  g_assert_nonnull (counts);
  return wm_sim_report_build (json_node_get_object (config), counts, FALSE);
}

/* How many of the game length, win rates and gold of @changes are beyond
 * chance; each such line's interval leaves out 0 as printed and says so,
 * and no other line does. */
static guint
headline_flags (GPtrArray *changes)
{
  guint flagged = 0, figures = 0;

  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *c = g_ptr_array_index (changes, i);
      double scale = c->kind == WM_SIM_CHANGE_CHARACTER || c->kind == WM_SIM_CHANGE_SEAT
                             || c->kind == WM_SIM_CHANGE_FIRST_PLAYER ? 100 : 1;
      double lo = round (10 * scale * c->shown_ci[0]) / 10, hi = round (10 * scale * c->shown_ci[1]) / 10;

      if (c->kind < WM_SIM_CHANGE_DAYS || c->kind > WM_SIM_CHANGE_GOLD)
        continue;
      figures++;
      g_assert_cmpint (c->beyond_chance, ==, lo > 0 || hi < 0);
      g_assert_cmpint (c->beyond_chance, ==, g_str_has_suffix (c->text, " · beyond chance"));
      flagged += c->beyond_chance;
    }
  /* The game length, 4 characters, 4 seats, the first player, 4 golds. */
  g_assert_cmpuint (figures, ==, 14);
  return flagged;
}

/* Two runs of one unchanged design differ by chance alone: out of 200
 * such pairs of 1,000 games (fixed seeds) few may say anything moved
 * beyond chance — each of the 14 figures tested at 5 % alone flagged a
 * change in 2 of 5 pairs of the base game (review of 28 November); Holm's
 * correction over them keeps it near 1 in 20 or under. A seat won a
 * third more often, and a character's gold raised by 2 a game, are still
 * found in nearly every pair, and by that figure only. */
static void
test_chance_rarely_flagged (void)
{
  g_autoptr (GRand) rng = g_rand_new_with_seed (20261128);
  guint pairs_flagged = 0, seat_found = 0, gold_found = 0;

  for (int pair = 0; pair < 200; pair++)
    {
      g_autoptr (JsonNode) was = chance_result (rng, 1000, 1, 0);
      g_autoptr (JsonNode) now = chance_result (rng, 1000, 1, 0);
      g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);

      pairs_flagged += headline_flags (changes) > 0;
    }
  g_test_message ("%u of 200 pairs of one design flagged", pairs_flagged);
  g_assert_cmpuint (pairs_flagged, <=, 14);

  for (int pair = 0; pair < 20; pair++)
    {
      g_autoptr (JsonNode) was = chance_result (rng, 1000, 1, 0);
      g_autoptr (JsonNode) seat = chance_result (rng, 1000, 1.6, 0);
      g_autoptr (JsonNode) gold = chance_result (rng, 1000, 1, 2);
      g_autoptr (GPtrArray) by_seat = wm_sim_compare (was, seat, NULL, NULL);
      g_autoptr (GPtrArray) by_gold = wm_sim_compare (was, gold, NULL, NULL);
      WmSimChange *seat_one = NULL, *red_gold = NULL;

      headline_flags (by_seat);
      headline_flags (by_gold);
      for (guint i = 0; i < by_seat->len; i++)
        if (((WmSimChange *) g_ptr_array_index (by_seat, i))->kind == WM_SIM_CHANGE_SEAT && seat_one == NULL)
          seat_one = g_ptr_array_index (by_seat, i);
      for (guint i = 0; i < by_gold->len; i++)
        if (((WmSimChange *) g_ptr_array_index (by_gold, i))->kind == WM_SIM_CHANGE_GOLD && red_gold == NULL)
          red_gold = g_ptr_array_index (by_gold, i);
      g_assert_cmpstr (seat_one->id, ==, "1");
      g_assert_cmpstr (red_gold->id, ==, "red");
      seat_found += seat_one->beyond_chance;
      gold_found += red_gold->beyond_chance;
    }
  g_test_message ("seat found %u of 20, gold %u of 20", seat_found, gold_found);
  g_assert_cmpuint (seat_found, >=, 16);
  g_assert_cmpuint (gold_found, ==, 20);
}

/* @doc with its config saying it was played on design @design (NULL:
 * not said) with the rule numbers @rules (a JSON object; NULL: not
 * recorded, as a result of a Waymark before config.rules). */
static JsonNode *
with_rules (JsonNode *doc, const char *design, const char *rules)
{
  JsonObject *config = json_object_get_object_member (json_node_get_object (doc), "config");

  if (design != NULL)
    json_object_set_string_member (config, "design_sha256", design);
  if (rules != NULL)
    json_object_set_member (config, "rules", json_from_string (rules, NULL));
  return doc;
}

/* The kinds of the lines of @changes before the game length's, as their
 * JSON names them ("design rules rules"). */
static char *
leading_kinds (GPtrArray *changes)
{
  g_autoptr (JsonNode) json = wm_sim_compare_to_json (changes);
  JsonArray *all = json_node_get_array (json);
  g_autoptr (GString) kinds = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      const char *kind = json_object_get_string_member (json_array_get_object_element (all, i), "kind");

      if (g_str_equal (kind, "days"))
        break;
      g_string_append_printf (kinds, "%s%s", kinds->len ? " " : "", kind);
    }
  return g_strdup (kinds->str);
}

/* Runs of two designs whose rule numbers differ say which, field by
 * field in the Rules page's words, under their heading, after the design
 * line: "Goal: 12 → 14 gold", "Hand size: 5 → 6"; the JSON has each as
 * "rules" with its key and the two numbers. Rule numbers alike say the
 * edit was elsewhere; a result without config.rules (an older Waymark's)
 * is compared all the same, saying which result does not record them;
 * runs of one design say nothing of the rules. */
static void
test_rules_named (void)
{
  static const char *const rules12 = "{\"goal\": 12, \"higher_goal\": 25, \"hand\": 5, "
                                     "\"turns\": 3, \"min_players\": 2, \"max_players\": 4, "
                                     "\"discovery_gold\": 1, \"highwaymen\": 3, "
                                     "\"intrigue_markers\": 2}";
  static const char *const rules14 = "{\"goal\": 14, \"higher_goal\": 25, \"hand\": 6, "
                                     "\"turns\": 3, \"min_players\": 2, \"max_players\": 4, "
                                     "\"discovery_gold\": 1, \"highwaymen\": 3, "
                                     "\"intrigue_markers\": 2}";
  static const MadeQuest quests[] = { { "A01", 40, 20, 3 } };
  g_autoptr (JsonNode) was = with_rules (made_result (4, FALSE, 60, quests, 1), "aaaa", rules12);
  g_autoptr (JsonNode) now = with_rules (made_result (4, FALSE, 60, quests, 1), "bbbb", rules14);
  g_autoptr (JsonNode) alike = with_rules (made_result (4, FALSE, 60, quests, 1), "cccc", rules12);
  g_autoptr (JsonNode) same = with_rules (made_result (4, FALSE, 60, quests, 1), "aaaa", rules12);
  g_autoptr (JsonNode) older = with_rules (made_result (4, FALSE, 60, quests, 1), "dddd", NULL);
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autoptr (GPtrArray) elsewhere = wm_sim_compare (was, alike, NULL, NULL);
  g_autoptr (GPtrArray) one = wm_sim_compare (was, same, NULL, NULL);
  g_autoptr (GPtrArray) from_older = wm_sim_compare (older, now, NULL, NULL);
  g_autoptr (GPtrArray) to_older = wm_sim_compare (was, older, NULL, NULL);
  g_autoptr (JsonNode) json = wm_sim_compare_to_json (changes);
  g_autofree char *text = wm_sim_compare_to_text (changes);
  g_autofree char *kinds = leading_kinds (changes), *kinds_alike = leading_kinds (elsewhere);
  g_autofree char *kinds_one = leading_kinds (one), *kinds_older = leading_kinds (from_older);
  JsonObject *goal = json_array_get_object_element (json_node_get_array (json), 1);
  WmSimChange *hand = g_ptr_array_index (changes, 2);

  g_test_message ("%s", text);
  g_assert_cmpstr (kinds, ==, "design rules rules");
  g_assert_nonnull (strstr (text, "the variant was edited between them\n"
                                  "Rules that differ between the runs:\n"
                                  "  Goal: 12 → 14 gold\n"
                                  "  Hand size: 5 → 6\n"
                                  "Game length: "));
  g_assert_cmpstr (hand->id, ==, "hand");
  g_assert_cmpfloat (hand->before, ==, 5);
  g_assert_cmpfloat (hand->after, ==, 6);
  g_assert_false (hand->beyond_chance);
  g_assert_cmpstr (json_object_get_string_member (goal, "kind"), ==, "rules");
  g_assert_cmpstr (json_object_get_string_member (goal, "id"), ==, "goal");
  g_assert_cmpint (json_object_get_int_member (goal, "before"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (goal, "after"), ==, 14);
  g_assert_false (json_object_has_member (goal, "difference_ci95"));

  g_assert_cmpstr (kinds_alike, ==, "design same-rules");
  g_assert_cmpstr (((WmSimChange *) g_ptr_array_index (elsewhere, 1))->text, ==,
                   "The rule numbers are the same in both runs: the variant was edited elsewhere "
                   "(its cards, characters, board or names)");
  g_assert_cmpstr (kinds_one, ==, "design");
  g_assert_cmpstr (kinds_older, ==, "design no-rules");
  g_assert_cmpstr (((WmSimChange *) g_ptr_array_index (from_older, 1))->text, ==,
                   "Which rules changed cannot be told: the result before does not record its "
                   "rules (an older Waymark wrote it)");
  g_assert_cmpstr (((WmSimChange *) g_ptr_array_index (to_older, 1))->text, ==,
                   "Which rules changed cannot be told: the result after does not record its "
                   "rules (an older Waymark wrote it)");
}

/* @change's interval of the difference at the level of Holm's step
 * @rank of @compared, as @digits decimals of @scale × the figure would
 * print it: "[+12.3, +45.6]". */
static char *
holm_interval (const WmSimChange *change, guint rank, guint compared, double scale, int digits)
{
  double z = wm_two_sided_quantile (0.05 / (compared - rank)) / WM_Z95;
  double d = change->after - change->before, ci[2];

  wm_sim_difference_interval (change->before, change->before_ci, change->after, change->after_ci,
                              ci);
  return g_strdup_printf ("[%+.*f, %+.*f]", digits, scale * (d - (d - ci[0]) * z), digits,
                          scale * (d + (ci[1] - d) * z));
}

/* A card named beyond chance prints the interval its test used, as the
 * game length and win rates do: Holm's step, 5 % / (figures compared −
 * its rank), not the plain 95 % one beside a corrected verdict. Four
 * quests' completion rates and the gold a card taken of the one paying
 * gold are compared (5 figures): "big" by its rate at 5 % / 5 and its gold
 * at 5 % / 4, "mid" at 5 % / 3; each line's interval leaves out 0 as
 * printed and is wider than its 95 % one. */
static void
test_card_interval_at_holm_level (void)
{
  static const MadeQuest before[] = {
    { "big", 400, 200, 2 }, { "mid", 60, 20, 0 }, { "noise", 300, 150, 0 }, { "calm", 200, 100, 0 },
  };
  static const MadeQuest after[] = {
    { "big", 400, 300, 2 }, { "mid", 60, 45, 0 }, { "noise", 300, 155, 0 }, { "calm", 200, 101, 0 },
  };
  g_autoptr (JsonNode) was = made_result (4, FALSE, 60, before, G_N_ELEMENTS (before));
  g_autoptr (JsonNode) now = made_result (4, FALSE, 60, after, G_N_ELEMENTS (after));
  g_autoptr (GPtrArray) changes = wm_sim_compare (was, now, NULL, NULL);
  g_autofree char *ids = card_ids (changes);
  guint rank = 0;

  g_assert_cmpstr (ids, ==, "big:completion_rate big:gold_per_take mid:completion_rate");
  for (guint i = 0; i < changes->len; i++)
    {
      WmSimChange *c = g_ptr_array_index (changes, i);
      gboolean rate = c->figure == WM_SIM_FIGURE_COMPLETION;
      g_autofree char *shown = NULL, *plain = NULL;

      if (c->kind != WM_SIM_CHANGE_CARD)
        continue;
      g_test_message ("%s", c->text);
      shown = holm_interval (c, rank, 5, rate ? 100 : 1, rate ? 1 : 2);
      plain = holm_interval (c, 4, 5, rate ? 100 : 1, rate ? 1 : 2); /* 5 % / 1: the 95 % one */
      g_assert_true (g_str_has_suffix (c->text, shown));
      g_assert_cmpstr (shown, !=, plain);
      g_assert_cmpfloat (c->shown_ci[0], <, c->difference_ci[0]);
      g_assert_cmpfloat (c->shown_ci[1], >, c->difference_ci[1]);
      g_assert_true (c->shown_ci[0] > 0 || c->shown_ci[1] < 0);
      g_assert_true (c->beyond_chance);
      rank++;
    }
  g_assert_cmpuint (rank, ==, 3);
}

/* Runs of two designs whose rule numbers agree: with both variants at
 * hand (the Simulation page keeps them) the edit is named, card by card
 * and character by character, not "edited elsewhere" alone (review a,
 * finding 7): a reward raised, a weapon track changed. Alike cards and
 * characters, no line; nothing found, the line says where else to look. */
static void
test_edits_named (void)
{
  static const char *const rules = "{\"goal\": 20, \"higher_goal\": 25, \"hand\": 5, "
                                   "\"turns\": 3, \"min_players\": 2, \"max_players\": 4, "
                                   "\"discovery_gold\": 1, \"highwaymen\": 3, "
                                   "\"intrigue_markers\": 2}";
  static const MadeQuest quests[] = { { "A01", 40, 20, 3 } };
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) base = wm_variant_load_base (diags);
  g_autoptr (WmVariant) edited = wm_variant_copy (base);
  g_autoptr (WmVariant) copy = wm_variant_copy (base);
  g_autoptr (JsonNode) was = NULL, now = NULL, other = NULL, third = NULL;
  g_autoptr (GPtrArray) changes = NULL, none = NULL, unsure = NULL;
  g_autofree char *text = NULL, *track0 = NULL, *design0 = NULL, *design1 = NULL;
  g_autofree char *design2 = NULL;
  WmCharacter *red = wm_variant_find_character (edited, "red");
  WmWeaponStep *first = g_ptr_array_index (red->weapons, 0);
  WmCard *a11 = NULL;

  for (guint d = 0; d < edited->decks->len && a11 == NULL; d++)
    {
      WmDeck *deck = g_ptr_array_index (edited->decks, d);

      for (guint c = 0; c < deck->cards->len; c++)
        if (g_str_equal (((WmCard *) g_ptr_array_index (deck->cards, c))->id, "A11"))
          a11 = g_ptr_array_index (deck->cards, c);
    }
  g_assert_nonnull (a11);
  g_assert_cmpint (a11->reward->gold, ==, 1);
  a11->reward->gold = 3;
  first->gold += 1;
  design0 = wm_variant_design_checksum (base);
  design1 = wm_variant_design_checksum (edited);
  was = with_rules (made_result (4, FALSE, 60, quests, 1), design0, rules);
  now = with_rules (made_result (4, FALSE, 60, quests, 1), design1, rules);
  other = with_rules (made_result (4, FALSE, 60, quests, 1), "bbbb", rules);

  changes = wm_sim_compare (was, now, base, edited);
  text = wm_sim_compare_to_text (changes);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Cards, characters and board edited between the runs:\n"));
  g_assert_nonnull (strstr (text, "A11 · Honey Cakes: reward 1 → 3 gold\n"));
  track0 = g_strdup_printf ("Mirela Thorne (red): weapon track %d, ", first->gold - 1);
  g_assert_nonnull (strstr (text, track0));
  g_assert_null (strstr (text, "edited elsewhere"));
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (changes, 1))->kind, ==, WM_SIM_CHANGE_EDIT);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (changes, 2))->kind, ==, WM_SIM_CHANGE_EDIT);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (changes, 3))->kind, ==, WM_SIM_CHANGE_DAYS);

  /* Variants the runs were not played on (the latest's design is
   * another): nothing named from them. */
  unsure = wm_sim_compare (was, other, base, edited);
  g_assert_cmpint (((WmSimChange *) g_ptr_array_index (unsure, 1))->kind, ==,
                   WM_SIM_CHANGE_SAME_RULES);
  /* An edit neither of cards, characters nor board (the highwaymen, a
   * rule number this made-up result's rules do not follow): said to be
   * elsewhere, where else to look. */
  copy->pieces.highwaymen++;
  design2 = wm_variant_design_checksum (copy);
  g_assert_cmpstr (design2, !=, design0);
  third = with_rules (made_result (4, FALSE, 60, quests, 1), design2, rules);
  none = wm_sim_compare (was, third, base, copy);
  g_assert_cmpstr (((WmSimChange *) g_ptr_array_index (none, 1))->text, ==,
                   "The rule numbers, cards, characters and board are the same in both runs: "
                   "the variant was edited elsewhere (its names, texts or options)");
}

static WmSpace *
space_of (WmSide *side, const char *id)
{
  for (guint i = 0; i < side->spaces->len; i++)
    if (g_str_equal (((WmSpace *) g_ptr_array_index (side->spaces, i))->id, id))
      return g_ptr_array_index (side->spaces, i);
  g_assert_not_reached ();
}

static WmPath *
path_of (WmSide *side, const char *a, const char *b, guint *index)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);

      if (g_str_equal (path->a, a) && g_str_equal (path->b, b))
        {
          *index = i;
          return path;
        }
    }
  g_assert_not_reached ();
}

/* Runs of two designs that differ by their board, towns and a
 * character's ability: each edit is named in a designer's words, from
 * the variant comparison (wm_variant_differences ()), not "edited
 * elsewhere (its board, towns or names)" (review a, finding 7): the
 * fort and Elmswick's town slot moved, a space added, a path removed and
 * one of another type, a lake's shore taken away, a fort's weapon, the
 * board laid out as fixed, a town renamed, Casimir's extra moves. */
static void
test_board_edits_named (void)
{
  static const char *const rules = "{\"goal\": 20, \"higher_goal\": 25, \"hand\": 5, "
                                   "\"turns\": 3, \"min_players\": 2, \"max_players\": 4, "
                                   "\"discovery_gold\": 1, \"highwaymen\": 5, "
                                   "\"intrigue_markers\": 3}";
  static const MadeQuest quests[] = { { "A01", 40, 20, 3 } };
  static const char *const named[] = {
    "The Riverlands, side A: a fort moved from s11 to s13\n",
    "The Riverlands, side A: the town Elmswick moved from s16 to s20\n",
    "The Riverlands, side A: path s14–s16 removed (Road)\n",
    "The Riverlands, side A: path s13–s15 Trail → Water\n",
    "The Riverlands, side A: lake l1 changed\n",
    "The Red Hills, side A: 1 space added (s99)\n",
    "The Red Hills: fort weapon Sword → Axe\n",
    "the board's setup: the regions are laid out as fixed, not at random\n",
    "town Calder renamed Caldera\n",
    "Casimir Vell (yellow): its ability changed\n",
  };
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) base = wm_variant_load_base (diags);
  g_autoptr (WmVariant) edited = wm_variant_copy (base);
  g_autoptr (JsonNode) was = NULL, now = NULL;
  g_autoptr (GPtrArray) changes = NULL;
  g_autofree char *text = NULL, *design0 = NULL, *design1 = NULL;
  WmRegion *r1 = wm_variant_find_region (edited, "r1"), *r2 = wm_variant_find_region (edited, "r2");
  WmSide *a = r1->sides[0];
  WmParam *count = g_ptr_array_index (
      ((WmEffect *) g_ptr_array_index (wm_variant_find_character (edited, "yellow")->effects, 0))
          ->params,
      1);
  WmPath *path;
  guint index;

  space_of (a, "s11")->kind = WM_SPACE_PLAIN;
  space_of (a, "s13")->kind = WM_SPACE_CASTLE;
  space_of (a, "s16")->kind = WM_SPACE_PLAIN;
  g_clear_pointer (&space_of (a, "s16")->town, g_free);
  space_of (a, "s20")->kind = WM_SPACE_TOWN;
  space_of (a, "s20")->town = g_strdup ("elmswick");
  path_of (a, "s14", "s16", &index);
  g_ptr_array_remove_index (a->paths, index);
  path = path_of (a, "s13", "s15", &index);
  g_free (path->type);
  path->type = g_strdup ("water");
  g_ptr_array_remove_index (((WmLake *) g_ptr_array_index (a->lakes, 0))->shores, 0);
  g_ptr_array_add (r2->sides[0]->spaces, wm_space_new ("s99", 1.5, 1.5, WM_SPACE_PLAIN));
  g_free (r2->fort_weapon);
  r2->fort_weapon = g_strdup ("axe");
  edited->board.order = WM_ORDER_FIXED;
  wm_text_set (&wm_variant_find_town (edited, "calder")->name, "en", "Caldera");
  g_assert_cmpstr (count->name, ==, "count");
  g_free (count->value);
  count->value = g_strdup ("2");

  design0 = wm_variant_design_checksum (base);
  design1 = wm_variant_design_checksum (edited);
  was = with_rules (made_result (4, FALSE, 60, quests, 1), design0, rules);
  now = with_rules (made_result (4, FALSE, 60, quests, 1), design1, rules);
  changes = wm_sim_compare (was, now, base, edited);
  text = wm_sim_compare_to_text (changes);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Cards, characters and board edited between the runs:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    {
      g_autofree char *line = g_strconcat ("  ", named[i], NULL);

      g_assert_nonnull (strstr (text, line));
    }
  g_assert_null (strstr (text, "edited elsewhere"));
  g_assert_null (strstr (text, "more\n"));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sim/compare/cards-by-significance", test_cards_by_significance);
  g_test_add_func ("/sim/compare/board-edits-named", test_board_edits_named);
  g_test_add_func ("/sim/compare/reward-edit-named", test_reward_edit_named);
  g_test_add_func ("/sim/compare/no-card-moved", test_no_card_moved);
  g_test_add_func ("/sim/compare/setup-differs", test_setup_differs);
  g_test_add_func ("/sim/compare/first-event-forced", test_first_event_forced);
  g_test_add_func ("/sim/compare/bots-rotated-alike", test_bots_rotated_alike);
  g_test_add_func ("/sim/compare/no-verdict-when-not-holding", test_no_verdict_when_not_holding);
  g_test_add_func ("/sim/compare/capped-rates", test_capped_rates);
  g_test_add_func ("/sim/compare/capped-none-decided", test_capped_none_decided);
  g_test_add_func ("/sim/compare/rates-against-fair-share", test_rates_against_fair_share);
  g_test_add_func ("/sim/compare/change-of-shown-figures", test_change_of_shown_figures);
  g_test_add_func ("/sim/compare/same-cast-seated-otherwise", test_same_cast_seated_otherwise);
  g_test_add_func ("/sim/compare/difference-interval", test_difference_interval);
  g_test_add_func ("/sim/compare/mean-interval", test_mean_interval);
  g_test_add_func ("/sim/compare/gold-interval", test_gold_interval);
  g_test_add_func ("/sim/compare/gold-without-spread", test_gold_without_spread);
  g_test_add_func ("/sim/compare/no-games-refused", test_no_games_refused);
  g_test_add_func ("/sim/compare/json-and-text", test_json_and_text);
  g_test_add_func ("/sim/compare/no-negative-zero", test_no_negative_zero);
  g_test_add_func ("/sim/compare/design-said", test_design_said);
  g_test_add_func ("/sim/compare/chance-rarely-flagged", test_chance_rarely_flagged);
  g_test_add_func ("/sim/compare/rules-named", test_rules_named);
  g_test_add_func ("/sim/compare/edits-named", test_edits_named);
  g_test_add_func ("/sim/compare/card-interval-at-holm-level", test_card_interval_at_holm_level);
  return g_test_run ();
}
