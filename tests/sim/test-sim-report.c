/* The batch harness and result files with a fake game: results do not
 * depend on the thread count, shards merge into exactly one run's
 * document, cancelling yields a partial result, and the summary's
 * figures follow from the counts. */

#include "config.h"

#include <locale.h>

#include <glib/gstdio.h>
#include <string.h>

#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-sim-stats.h"
#include "wm-test-base.h"
#include "wm-test-tmp.h"

static WmVariant *base;

/* A made-up game whose every count follows from its seed. */
static void
fake_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  int n = t->layout->n_seats, winner = (int) (seed % 5); /* 4: nobody (capped) */
  int days = 1 + (int) ((seed >> 8) % (guint64) t->layout->cap_days);

  t->games++;
  t->decisions += seed % 1000;
  t->days[winner == 4 ? t->layout->cap_days : days]++;
  t->capped += winner == 4;
  for (int p = 0; p < n; p++)
    {
      int ch = (int) ((index + p) % t->layout->characters->len);
      t->characters[ch].games++;
      t->characters[ch].wins += p == winner;
      t->gold[ch][(seed >> p) % WM_N_GOLD_SOURCES] += p + 1;
      t->gold_sq[ch] += (guint64) ((p + 1) * (p + 1)); /* the player's gold this game, squared */
      t->seats[p].games++;
      t->seats[p].wins += p == winner;
      t->bots[p % t->layout->bots->len].games++;
      t->bots[p % t->layout->bots->len].wins += p == winner;
    }
  t->first.games++;
  t->first.wins += winner == 0;
  t->visits[seed % t->layout->spaces->len]++;
  t->taken[seed % t->layout->cards->len]++;
  /* Every kind of quest card, completed or not (none is done untaken). */
  t->completed[seed % t->layout->cards->len] += seed % 3 == 0;
  t->quest_gold[seed % t->layout->cards->len] += seed % 3 == 0 ? seed % 4 : 0;
}

/* The index of card @id in @layout's card table. */
static int
card_index (const WmSimLayout *layout, const char *id)
{
  for (guint c = 0; c < layout->cards->len; c++)
    if (strcmp (g_ptr_array_index (layout->cards, c), id) == 0)
      return (int) c;
  g_assert_not_reached ();
}

static const char *const bots[] = { "greedy", "planner", NULL };

static JsonObject *
fake_config (int shard, int count)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "variant", "fake");
  json_object_set_int_member (o, "players", 4);
  json_object_set_string_member (o, "seed", "99");
  json_object_set_int_member (o, "games", 1000);
  if (count > 1)
    {
      JsonObject *s = json_object_new ();
      json_object_set_int_member (s, "index", shard);
      json_object_set_int_member (s, "count", count);
      json_object_set_object_member (o, "shard", s);
    }
  return o;
}

static JsonNode *
fake_run (const WmSimLayout *layout, int threads, int shard, int count, volatile gint *cancel)
{
  g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);
  g_autoptr (JsonObject) config = fake_config (shard, count);
  g_autoptr (JsonNode) counts = NULL;
  gboolean complete;

  complete = wm_sim_run (1000, shard, count, 99, threads, fake_play, NULL, tally, cancel, NULL, NULL);
  counts = wm_sim_tally_to_json (tally);
  return wm_sim_report_build (config, counts, !complete);
}

static void
test_threads (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (JsonNode) one = fake_run (layout, 1, 0, 1, NULL);
  g_autoptr (JsonNode) three = fake_run (layout, 3, 0, 1, NULL);
  g_autofree char *a = wm_sim_report_to_string (one);
  g_autofree char *b = wm_sim_report_to_string (three);
  JsonObject *summary = json_object_get_object_member (json_node_get_object (one), "summary");

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpint (json_object_get_int_member (summary, "games"), ==, 1000);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (one), "partial"));
}

static void
test_shards (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (JsonNode) whole = fake_run (layout, 2, 0, 1, NULL);
  JsonNode *shards[3];
  g_autoptr (JsonNode) merged = NULL, partial = NULL, dup = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL, *untouched = NULL, *after = NULL;
  JsonNode *pair[2];

  for (int i = 0; i < 3; i++)
    shards[i] = fake_run (layout, 2, i, 3, NULL);
  /* The order of the shards does not matter either. */
  pair[0] = shards[2];
  shards[2] = shards[0];
  shards[0] = pair[0];
  untouched = wm_sim_report_to_string (shards[0]);
  merged = wm_sim_report_merge (shards, 3, &error);
  g_assert_no_error (error);
  a = wm_sim_report_to_string (whole);
  b = wm_sim_report_to_string (merged);
  g_assert_cmpstr (a, ==, b);
  /* The counts were summed in a copy: the first shard is as it was (a
   * second merge of it added it twice). */
  after = wm_sim_report_to_string (shards[0]);
  g_assert_cmpstr (after, ==, untouched);

  /* Two of three shards: a partial result that says which it holds. */
  partial = wm_sim_report_merge (shards, 2, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (partial), "partial"));
  g_assert_true (json_object_has_member (
    json_object_get_object_member (json_node_get_object (partial), "config"), "shards_merged"));

  /* The partial result merged with the shard it lacks is the whole run,
   * in either order; so are two partial results of the shards between
   * them. */
  {
    JsonNode *rest[2] = { partial, shards[2] };
    g_autoptr (JsonNode) again = wm_sim_report_merge (rest, 2, &error), first = NULL;
    g_autoptr (JsonNode) one = wm_sim_report_merge (&shards[2], 1, &error), halves = NULL;
    g_autofree char *c = NULL, *d = NULL, *e = NULL;

    g_assert_no_error (error);
    c = wm_sim_report_to_string (again);
    g_assert_cmpstr (c, ==, a);
    rest[0] = shards[2];
    rest[1] = partial;
    first = wm_sim_report_merge (rest, 2, &error);
    g_assert_no_error (error);
    d = wm_sim_report_to_string (first);
    g_assert_cmpstr (d, ==, a);
    rest[0] = one;
    halves = wm_sim_report_merge (rest, 2, &error);
    g_assert_no_error (error);
    e = wm_sim_report_to_string (halves);
    g_assert_cmpstr (e, ==, a);

    /* A shard it holds already is named, with the result holding it. */
    rest[0] = partial;
    rest[1] = shards[1];
    g_assert_null (wm_sim_report_merge (rest, 2, &error));
    g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
    g_assert_cmpstr (error->message, ==, "result 2: error: shard 1/3 is already in result 1");
    g_clear_error (&error);
  }

  /* The same shard twice is refused. */
  pair[0] = shards[1];
  pair[1] = shards[1];
  dup = wm_sim_report_merge (pair, 2, &error);
  g_assert_null (dup);
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  g_clear_error (&error);

  /* Results of different batches do not merge. */
  json_object_set_string_member (
    json_object_get_object_member (json_node_get_object (shards[0]), "config"), "seed", "100");
  g_assert_null (wm_sim_report_merge (shards, 3, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  for (int i = 0; i < 3; i++)
    json_node_unref (shards[i]);
}

/* A partial merge holding an interrupted shard stays partial when the
 * shards it lacks are merged in: its games are fewer than its shards'. */
static void
test_partial_merge_interrupted (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  volatile gint cancelled = 1;
  JsonNode *docs[2] = { fake_run (layout, 2, 0, 2, &cancelled), NULL };
  g_autoptr (JsonNode) part = NULL, all = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (json_object_get_boolean_member (json_node_get_object (docs[0]), "partial"));
  part = wm_sim_report_merge (docs, 1, &error);
  g_assert_no_error (error);
  json_node_unref (docs[0]);
  docs[0] = json_node_ref (part);
  docs[1] = fake_run (layout, 2, 1, 2, NULL);
  all = wm_sim_report_merge (docs, 2, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (all), "partial"));
  g_assert_false (json_object_has_member (
      json_object_get_object_member (json_node_get_object (all), "config"), "shards_merged"));
  json_node_unref (docs[0]);
  json_node_unref (docs[1]);
}

/* A partial merge whose list of shards is not one the merge writes
 * (out of order, beyond shard_count, a shard of its own as well) is
 * refused, saying what it lists. */
static void
test_shards_merged_malformed (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (JsonNode) shard = fake_run (layout, 2, 1, 3, NULL);
  g_autoptr (JsonNode) part = wm_sim_report_merge (&shard, 1, NULL);
  JsonObject *config = json_object_get_object_member (json_node_get_object (part), "config");
  static const char *const lists[] = { "[2,0]", "[3]", "[1,1]", "[]", "[\"0\"]" };
  g_autoptr (JsonNode) merged = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autoptr (JsonNode) list = json_from_string (lists[i], NULL);
      g_autofree char *said = g_strdup_printf ("result 1: error: its shards_merged, %s, are not "
                                               "shards I of a shard_count K of 3 (0 ≤ I < K), in "
                                               "order, each once, with no shard of its own",
                                               lists[i]);
      json_object_set_member (config, "shards_merged", json_node_ref (list));
      g_assert_null (wm_sim_report_merge (&part, 1, &error));
      g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT);
      g_assert_cmpstr (error->message, ==, said);
      g_clear_error (&error);
    }
  json_object_set_member (config, "shards_merged", json_from_string ("[0,2]", NULL));
  json_object_set_int_member (config, "shard_count", 0);
  g_assert_null (wm_sim_report_merge (&part, 1, &error));
  g_assert_nonnull (strstr (error->message, "[0,2], are not shards I of a shard_count K of 0"));
  g_clear_error (&error);
  json_object_set_int_member (config, "shard_count", 3);
  json_object_set_object_member (config, "shard", json_object_new ());
  g_assert_null (wm_sim_report_merge (&part, 1, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT);
  g_clear_error (&error);
  json_object_remove_member (config, "shard");
  merged = wm_sim_report_merge (&part, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (merged);
}

/* Sets the design fingerprint of @doc's config (NULL: none, as a result
 * of an older Waymark). */
static void
set_design (JsonNode *doc, const char *design)
{
  JsonObject *config = json_object_get_object_member (json_node_get_object (doc), "config");

  if (design != NULL)
    json_object_set_string_member (config, "design_sha256", design);
  else if (json_object_has_member (config, "design_sha256"))
    json_object_remove_member (config, "design_sha256");
}

/* Shards played on two designs (the variant edited between them) are
 * refused, naming both files and both fingerprints, before the settings
 * that follow from the edit; so is a shard that does not say its design
 * beside one that does. Shards of one design merge and keep it. */
static void
test_merge_designs (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  JsonNode *shards[2] = { fake_run (layout, 2, 0, 2, NULL), fake_run (layout, 2, 1, 2, NULL) };
  static const char *const names[] = { "a.json", "b.json" };
  g_autoptr (JsonNode) merged = NULL;
  g_autoptr (GError) error = NULL;

  set_design (shards[0], "0123456789abcdef0123");
  set_design (shards[1], "fedcba9876543210fedc");
  /* The decks follow from the design: the edit is said, not the decks. */
  json_object_set_string_member (
      json_object_get_object_member (json_node_get_object (shards[1]), "config"), "decks", "x");
  g_assert_null (wm_sim_report_merge_named (shards, names, 2, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  g_assert_cmpstr (error->message, ==,
                   "b.json: error: its games were played on another design than those of a.json "
                   "(design 0123456789ab in a.json, fedcba987654 in b.json): the variant was "
                   "edited between the shards; run every shard on one version of the file");
  g_clear_error (&error);
  json_object_remove_member (
      json_object_get_object_member (json_node_get_object (shards[1]), "config"), "decks");

  set_design (shards[1], NULL);
  g_assert_null (wm_sim_report_merge_named (shards, names, 2, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  g_assert_cmpstr (error->message, ==,
                   "b.json: error: it does not say which design its games were played on (it "
                   "has no config.design_sha256: a Waymark older than this one wrote it) and "
                   "a.json does, so they cannot be told to be of one design; run it again with "
                   "this Waymark, or merge it only with results that do not say their design "
                   "either");
  g_clear_error (&error);
  set_design (shards[0], NULL);
  set_design (shards[1], "fedcba9876543210fedc");
  g_assert_null (wm_sim_report_merge_named (shards, names, 2, &error));
  g_assert_cmpstr (error->message, ==,
                   "a.json: error: it does not say which design its games were played on (it "
                   "has no config.design_sha256: a Waymark older than this one wrote it) and "
                   "b.json does, so they cannot be told to be of one design; run it again with "
                   "this Waymark, or merge it only with results that do not say their design "
                   "either");
  g_clear_error (&error);

  set_design (shards[0], "fedcba9876543210fedc");
  merged = wm_sim_report_merge_named (shards, names, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wm_sim_report_design (merged), ==, "fedcba9876543210fedc");
  json_node_unref (shards[0]);
  json_node_unref (shards[1]);
}

static volatile gint stop;
static gint played;

static void
stopping_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  fake_play (data, index, seed, t);
  if (g_atomic_int_add (&played, 1) == 100)
    g_atomic_int_set (&stop, 1);
}

static void
test_cancel (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (WmSimTally) tally = wm_sim_tally_new (layout);
  gboolean complete = wm_sim_run (100000, 0, 1, 5, 2, stopping_play, NULL, tally, &stop, NULL, NULL);

  g_assert_false (complete);
  g_assert_cmpuint (tally->games, >=, 101);
  g_assert_cmpuint (tally->games, <, 1000);
}

/* A game the day cap stopped has no winner: 40 games all stopped make no
 * character "below parity" (review i: every one was, 0 % [0, 8.8] under
 * 25 %), and with half stopped a win rate is of the games with a winner,
 * parity among them (10 of the 20 decided: 50 %, not 25 %). */
static void
test_capped_parity (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 10, bots, 2);
  g_autoptr (JsonObject) config = fake_config (0, 1);

  for (int half = 0; half < 2; half++)
    {
      g_autoptr (WmSimTally) t = wm_sim_tally_new (layout);
      g_autoptr (JsonNode) counts = NULL, doc = NULL;
      g_autofree char *said = NULL;
      JsonObject *summary, *chars, *first;
      GList *ids;

      t->games = 40;
      t->capped = half ? 20 : 40;
      t->days[10] = t->capped;
      t->days[9] = 40 - t->capped;
      for (int c = 0; c < 4; c++)
        t->characters[c].games = 40;
      t->characters[0].wins = half ? 10 : 0;
      t->characters[1].wins = half ? 10 : 0;
      t->first.games = 40;
      t->first.wins = half ? 10 : 0;
      counts = wm_sim_tally_to_json (t);
      doc = wm_sim_report_build (config, counts, FALSE);
      summary = json_object_get_object_member (json_node_get_object (doc), "summary");
      chars = json_object_get_object_member (summary, "characters");
      first = json_object_get_object_member (summary, "first_player");
      said = wm_sim_report_no_winner (summary);
      ids = json_object_get_members (chars);

      for (GList *n = ids; n; n = n->next)
        {
          JsonObject *row = json_object_get_object_member (chars, n->data);

          g_assert_cmpint (json_object_get_int_member (row, "decided"), ==, half ? 20 : 0);
          if (!half)
            g_assert_false (json_object_get_boolean_member (row, "below_parity"));
        }
      g_list_free (ids);
      g_assert_cmpint (json_object_get_int_member (first, "decided"), ==, half ? 20 : 0);
      if (half)
        {
          g_assert_cmpfloat_with_epsilon (
              json_object_get_double_member (json_object_get_object_member (chars, "red"), "win_rate"),
              0.5, 1e-12);
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (first, "advantage"), 0.25,
                                          1e-12);
          g_assert_cmpstr (said, ==, "20 games had no winner (stopped at the day cap): the win "
                                     "rates are of the 20 games that had one, parity among them");
          /* The CSV's rates are the summary's, with their parity (10 of
           * 40 games, 25 %, was what it wrote). */
          {
            g_autofree char *csv = wm_sim_report_to_csv (doc);

            g_assert_nonnull (strstr (csv, "\ncharacter,red,,40,10,0.500000,0.299298,0.700702,"));
            g_assert_nonnull (strstr (csv, "\nfirst-player,first,,40,10,0.500000,0.299298,"
                                           "0.700702,,,,,,,0.250000\n"));
          }
        }
      else
        {
          g_assert_false (json_object_get_boolean_member (first, "below_parity"));
          g_assert_cmpstr (said, ==, "No game had a winner (the day cap stopped every one): there "
                                     "is no win rate to weigh against parity");
        }
    }
}

/* A CSV of a batch cut short says so (review i, 5); its bot rows have the
 * parity of their share of the seats, and one bot in every seat has none,
 * as the summary has none (review i, 6). */
static void
test_csv_partial_bots (void)
{
  static const char *const one_bot[] = { "planner", NULL };

  for (int kinds = 1; kinds <= 2; kinds++)
    {
      g_autoptr (WmSimLayout) layout
          = wm_sim_layout_new (base, 4, 10, kinds == 2 ? bots : one_bot, kinds);
      g_autoptr (WmSimTally) t = wm_sim_tally_new (layout);
      g_autoptr (JsonObject) config = fake_config (0, 1);
      g_autoptr (JsonNode) counts = NULL, doc = NULL, whole = NULL;
      g_autofree char *csv = NULL, *whole_csv = NULL;

      for (guint64 i = 0; i < 40; i++)
        fake_play (NULL, i, i * 2654435761u + 17, t);
      counts = wm_sim_tally_to_json (t);
      doc = wm_sim_report_build (config, counts, TRUE);
      whole = wm_sim_report_build (config, counts, FALSE);
      csv = wm_sim_report_to_csv (doc);
      whole_csv = wm_sim_report_to_csv (whole);
      /* 40 games of the batch's 1000. */
      g_assert_nonnull (strstr (csv, "\nbatch,partial,,1000,40,0.040000,,,,,,,,,\n"));
      g_assert_null (strstr (whole_csv, "partial"));
      if (kinds == 2)
        {
          /* Each bot holds 2 of the 4 seats: parity 50 %. */
          for (int b = 0; b < 2; b++)
            {
              g_autofree char *start = g_strdup_printf ("\nbot,%s,,40,", bots[b]);
              const char *line = strstr (csv, start);

              g_assert_nonnull (line);
              g_assert_true (g_str_has_prefix (strchr (line + 1, '\n') - 9, ",0.500000\n"));
            }
        }
      else
        g_assert_null (strstr (csv, "\nbot,"));
    }
}

static void
test_summary (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 10, bots, 2);
  g_autoptr (WmSimTally) t = wm_sim_tally_new (layout);
  g_autoptr (JsonObject) config = fake_config (0, 1);
  g_autoptr (JsonNode) counts = NULL, doc = NULL, loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *csv = NULL, *path = NULL, *a = NULL, *b = NULL;
  JsonObject *summary, *days, *red, *m03;
  JsonArray *ci;
  int fd;

  /* Days 2, 3, 3, 9: mean 4.25, median 3. */
  t->games = 4;
  t->days[2] = 1;
  t->days[3] = 2;
  t->days[9] = 1;
  /* Every game seats four characters (a loaded result must add up). */
  for (int c = 0; c < 4; c++)
    t->characters[c].games = 4;
  t->characters[0].wins = 2;
  t->gold[0][WM_GOLD_WEAPON] = 10;
  t->gold_sq[0] = 1 + 4 + 9 + 16; /* games of 1, 2, 3 and 4 gold */
  t->first.games = 4;
  t->first.wins = 3;
  /* Side quest M03 taken 5 times and done twice for 1 gold each; personal
   * quest S01 dealt 4 times and done 4 times. */
  t->taken[card_index (layout, "M03")] = 5;
  t->completed[card_index (layout, "M03")] = 2;
  t->quest_gold[card_index (layout, "M03")] = 2;
  t->taken[card_index (layout, "S01")] = 4;
  t->completed[card_index (layout, "S01")] = 4;
  t->quest_gold[card_index (layout, "S01")] = 4;
  /* Event E01 drawn on two days on which the 4 players won 4 gold each. */
  t->events[card_index (layout, "E01")] = 2;
  t->event_gold[card_index (layout, "E01")] = 8;
  t->event_gold_sq[card_index (layout, "E01")] = 32;
  counts = wm_sim_tally_to_json (t);
  doc = wm_sim_report_build (config, counts, FALSE);
  summary = json_object_get_object_member (json_node_get_object (doc), "summary");
  days = json_object_get_object_member (summary, "days");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (days, "mean"), 4.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (days, "median"), 3.0, 1e-12);
  red = json_object_get_object_member (json_object_get_object_member (summary, "characters"), "red");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (red, "win_rate"), 0.5, 1e-12);
  ci = json_object_get_array_member (red, "ci95");
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (ci, 0), 0.150039, 1e-6);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (red, "gold_per_game"), "weapon"), 2.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (summary, "first_player"), "advantage"),
    0.5, 1e-12);
  m03 = json_object_get_object_member (json_object_get_object_member (summary, "side_quests"), "M03");
  g_assert_cmpint (json_object_get_int_member (m03, "taken"), ==, 5);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (m03, "completion_rate"), 0.4, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (m03, "gold_per_completion"), 1.0, 1e-12);
  g_assert_cmpint (json_object_get_int_member (
                     json_object_get_object_member (json_object_get_object_member (summary, "personal_quests"), "S01"),
                     "completed"), ==, 4);

  /* Every card too rare to weigh for cards that stand out, and named. */
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (
                     json_object_get_object_member (summary, "standout"), "cards")), ==, 0);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (
                     json_object_get_object_member (summary, "standout"), "too_rare")), >, 0);
  csv = wm_sim_report_to_csv (doc);
  g_assert_nonnull (strstr (csv, "\npersonal-quest,S01,,4,4,1.000000,"));
  g_assert_true (g_str_has_prefix (csv, "group,name,display_name,count,hits,rate,low95,high95,"
                                        "gold,gold_low95,gold_high95,against_mean,days,"
                                        "standout,parity\n"));
  /* Red: 2 wins of 4 games in [0.150, 0.850], 2.5 gold a game, variance
   * (30 − 10 × 2.5) / 3 = 1.667: 2.5 ± 1.96 × √(1.667 / 4) = 2.5 ± 1.2652. */
  g_assert_nonnull (strstr (csv, "\ncharacter,red,,4,2,0.500000,0.150039,0.849961,2.5000,1.2348,3.7652,,,,0.250000\n"));
  g_assert_nonnull (strstr (csv, "\nlength,median-days,,4,,,,,,,,,3.0000,,\n"));
  g_assert_nonnull (strstr (csv, "\nlength,capped,,4,0,0.000000,0.000000,"));
  /* A quest's interval brackets its completion rate; its gold is per card taken. */
  g_assert_nonnull (strstr (csv, "\nside-quest,M03,,5,2,0.400000,0.117621,0.769276,0.4000,,,,,,\n"));
  /* An event's row has no rate: its interval is the gold's, in its own columns. */
  g_assert_nonnull (strstr (csv, "\nevent,E01,,2,,,,,1.0000,1.0000,1.0000,1.000000,,,\n"));
  /* With the variant, its characters and cards are named next to their
   * ids (a name with a comma quoted); the game length is not, nor a card
   * the variant lacks. */
  {
    g_autoptr (WmVariant) named = wm_variant_copy (base);
    g_autofree char *with_names = NULL;
    WmCard *m03_card = wm_variant_find_card (named, "M03", NULL);

    wm_text_set (&m03_card->name, "en", "Warm Hearth, \"cold\" feet");
    g_ptr_array_remove_index (wm_variant_find_deck (named, "events")->cards, 0);
    with_names = wm_sim_report_to_csv_named (doc, named);
    g_assert_nonnull (strstr (with_names, "\ncharacter,red,Mirela Thorne,4,2,0.500000,"));
    g_assert_nonnull (strstr (with_names, "\npersonal-quest,S01,The Borrowed Cloak,4,4,"));
    g_assert_nonnull (strstr (with_names, "\nside-quest,M03,\"Warm Hearth, \"\"cold\"\" feet\","
                                          "5,2,0.400000,"));
    g_assert_nonnull (strstr (with_names, "\nevent,E01,,2,,,,,1.0000"));
    g_assert_nonnull (strstr (with_names, "\nlength,median-days,,4,"));
  }
  /* A German desktop writes the same CSV: a decimal comma would split its
   * columns. (.ci/install-deps generates the locale.) */
  {
    g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
    g_autofree char *german = NULL;
    if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL)
      g_test_message ("no de_DE.UTF-8 locale here: the decimal point is not checked under it");
    else
      {
        german = wm_sim_report_to_csv (doc);
        setlocale (LC_NUMERIC, old);
        g_assert_cmpstr (german, ==, csv);
      }
  }

  /* Written and read back, it merges into itself. */
  fd = g_file_open_tmp ("wm-sim-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (wm_sim_report_save (doc, path, &error));
  loaded = wm_sim_report_load (path, &error);
  g_assert_no_error (error);
  {
    g_autoptr (JsonNode) again = wm_sim_report_merge (&loaded, 1, &error);
    g_assert_no_error (error);
    a = wm_sim_report_to_string (doc);
    b = wm_sim_report_to_string (again);
    g_assert_cmpstr (a, ==, b);
  }
  /* A file that is not a result is refused with a message. */
  g_assert_true (g_file_set_contents (path, "{\"format\": \"other\"}", -1, NULL));
  g_assert_null (wm_sim_report_load (path, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT);
  g_clear_error (&error);
  /* A result of an earlier format is refused as such: its counts would
   * not add up with these (2 had no side or personal quests). */
  for (int version = 1; version <= 3; version++)
    {
      g_autofree char *old = g_strdup_printf ("{\"format\": \"waymark-sim-%d\", \"config\": {}, "
                                              "\"counts\": {}}", version);
      g_autofree char *name = g_strdup_printf ("waymark-sim-%d", version);
      g_assert_true (g_file_set_contents (path, old, -1, NULL));
      g_assert_null (wm_sim_report_load (path, &error));
      g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT);
      g_assert_nonnull (strstr (error->message, name));
      g_clear_error (&error);
    }
  g_unlink (path);
}

/* @doc as a result of format 4 writes it: no "gold-sq". */
static char *
as_format_4 (JsonNode *doc)
{
  g_autofree char *text = wm_sim_report_to_string (doc);
  g_autoptr (JsonNode) copy = json_from_string (text, NULL);
  JsonObject *o = json_node_get_object (copy);
  JsonObject *chars = json_object_get_object_member (json_object_get_object_member (o, "counts"), "characters");
  g_autoptr (GList) ids = json_object_get_members (chars);

  json_object_set_string_member (o, "format", "waymark-sim-4");
  for (GList *l = ids; l; l = l->next)
    json_object_remove_member (json_object_get_object_member (chars, l->data), "gold-sq");
  return wm_sim_report_to_string (copy);
}

/* @text saved as @name in a folder of this program's own: fixed names in
 * /tmp itself were shared with every other run of it (another worktree's
 * suite removed them under this one). */
static char *
saved (const char *name, const char *text)
{
  static char *folder = NULL;
  char *path;

  if (folder == NULL)
    folder = wm_test_tmp_dir ("wm-sim-report");
  path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Results of format 4 are read still, with no interval of the gold a
 * game, and shards of it merge into a result of format 4 that equals one
 * run's but for the sums of squares; shards of both formats are refused.
 * A result of format 5 without a character's sum of squares, or with one
 * no games can have, is refused. */
static void
test_format_4 (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (JsonNode) whole = fake_run (layout, 2, 0, 1, NULL);
  g_autoptr (JsonNode) half0 = fake_run (layout, 2, 0, 2, NULL), half1 = fake_run (layout, 2, 1, 2, NULL);
  g_autofree char *text0 = as_format_4 (half0), *text1 = as_format_4 (half1);
  g_autofree char *path0 = saved ("wm-sim-old-0.json", text0), *path1 = saved ("wm-sim-old-1.json", text1);
  g_autofree char *text_new = wm_sim_report_to_string (half1);
  g_autofree char *path_new = saved ("wm-sim-new-1.json", text_new);
  g_autofree char *whole4 = as_format_4 (whole), *merged_text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) old0 = wm_sim_report_load (path0, &error);
  g_autoptr (JsonNode) old1 = NULL, new1 = NULL, merged = NULL;
  JsonObject *red;
  JsonNode *pair[2];

  g_assert_no_error (error);
  old1 = wm_sim_report_load (path1, &error);
  g_assert_no_error (error);
  new1 = wm_sim_report_load (path_new, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (old0), "format"), ==, "waymark-sim-4");
  red = json_object_get_object_member (
    json_object_get_object_member (json_object_get_object_member (json_node_get_object (old0), "summary"),
                                   "characters"),
    "red");
  g_assert_true (json_object_has_member (red, "gold_per_game"));
  g_assert_false (json_object_has_member (red, "gold_ci95"));

  pair[0] = old0, pair[1] = old1;
  merged = wm_sim_report_merge (pair, 2, &error);
  g_assert_no_error (error);
  merged_text = wm_sim_report_to_string (merged);
  /* One run's result of format 4, its summary worked out again as it is read. */
  {
    g_autofree char *path = saved ("wm-sim-old-whole.json", whole4);
    g_autoptr (JsonNode) one = wm_sim_report_load (path, &error);
    g_autofree char *one_text = NULL;

    g_assert_no_error (error);
    one_text = wm_sim_report_to_string (one);
    g_assert_true (g_str_equal (merged_text, one_text));
    g_assert_nonnull (strstr (one_text, "\"format\" : \"waymark-sim-4\""));
    g_assert_null (strstr (one_text, "\"gold-sq\""));
    g_unlink (path);
  }

  pair[1] = new1;
  g_assert_null (wm_sim_report_merge (pair, 2, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_MISMATCH);
  g_assert_cmpstr (error->message, ==, "result 2: error: it is of format waymark-sim-5 and result 1 "
                                       "of waymark-sim-4: the gold's spread of one is missing, run "
                                       "that batch again");
  g_clear_error (&error);

  /* Format 5 with a sum of squares missing, or below the sum squared over the games. */
  {
    g_autoptr (GString) edit = g_string_new (text1);
    g_autofree char *bad = NULL, *line = NULL;
    JsonObject *c = json_object_get_object_member (
      json_object_get_object_member (json_object_get_object_member (json_node_get_object (half1), "counts"),
                                     "characters"),
      "red");
    gint64 squares = json_object_get_int_member (c, "gold-sq");

    g_string_replace (edit, "waymark-sim-4", "waymark-sim-5", 1);
    bad = saved ("wm-sim-bad.json", edit->str);
    g_assert_null (wm_sim_report_load (bad, &error));
    line = g_strconcat (bad, ": error: counts.characters.", NULL);
    g_assert_true (g_str_has_prefix (error->message, line));
    g_assert_true (g_str_has_suffix (error->message, ".gold-sq is missing"));
    g_clear_error (&error);
    g_unlink (bad);
    g_free (bad);

    json_object_set_int_member (c, "gold-sq", 1);
    g_free (line);
    line = wm_sim_report_to_string (half1);
    bad = saved ("wm-sim-bad.json", line);
    g_assert_null (wm_sim_report_load (bad, &error));
    g_assert_nonnull (strstr (error->message, "counts.characters.red.gold-sq (1) is less than the "
                                              "gold's sum squared over the games ("));
    g_clear_error (&error);
    g_unlink (bad);
    g_assert_cmpint (squares, >, 1);
  }
  g_unlink (path0);
  g_unlink (path1);
  g_unlink (path_new);
}

/* A first player a hair behind parity prints "+0.0 points", as the
 * compare lines do, not "-0.0" (printf's sign of a negative that rounds
 * to nothing); a real lead or lag keeps its sign. */
static void
test_first_player_sign (void)
{
  const struct
  {
    double advantage;
    const char *shown;
  } cases[] = { { -0.0004, ", +0.0 points from parity" },
                { 0.0004, ", +0.0 points from parity" },
                { -0.0151, ", -1.5 points from parity" },
                { 0.0149, ", +1.5 points from parity" } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonObject) summary = json_object_new ();
      JsonObject *first = json_object_new ();
      JsonArray *ci = json_array_new ();
      g_autofree char *line = NULL;
      json_array_add_double_element (ci, 0.2);
      json_array_add_double_element (ci, 0.3);
      json_object_set_double_member (first, "win_rate", 0.25 + cases[i].advantage);
      json_object_set_array_member (first, "ci95", ci);
      json_object_set_double_member (first, "advantage", cases[i].advantage);
      json_object_set_object_member (summary, "first_player", first);
      line = wm_sim_report_first_player (summary);
      g_assert_nonnull (line);
      g_assert_true (g_str_has_suffix (line, cases[i].shown));
    }
}

/* The setup a result's games were played with, from its config, as the
 * Simulation page's title, the Analysis view and `simulate` name it:
 * nothing for the rules' own, the toggles on, a forced first event and a
 * day cap other than the usual in that order (designer review of the
 * balance workflow). */
static void
test_setup_named (void)
{
  const struct
  {
    const char *config, *setup;
  } cases[] = {
    { "{\"cap_days\": 60, \"no_events\": false}", "" },
    { "{\"cap_days\": 60, \"no_events\": true, \"variable_setup\": true}",
      "no events · variable setup" },
    { "{\"cap_days\": 20, \"higher_goal\": true, \"first_event\": \"E05\"}",
      "higher goal · first event E05 · capped at day 20" },
    { "{\"cap_days\": 12}", "capped at day 12" },
  };
  g_autofree char *none = wm_sim_report_setup (NULL);

  g_assert_cmpstr (none, ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"config\": %s}", cases[i].config);
      g_autoptr (JsonNode) doc = json_from_string (text, NULL);
      g_autofree char *setup = wm_sim_report_setup (doc);
      g_autofree char *line = wm_sim_report_setup_line (doc);

      g_assert_cmpstr (setup, ==, cases[i].setup);
      if (*cases[i].setup)
        g_assert_true (g_str_has_suffix (line, cases[i].setup));
      else
        g_assert_cmpstr (line, ==, "Setup: as the variant's rules say (no variant option, no "
                                   "first event, the usual day cap)");
    }
}

/* A result that is not JSON, each case of review 21's R21-2: said in
 * Waymark's words at the token that is wrong, with its column (JSON-GLib
 * names the last token it took, on an earlier line, in English), and an
 * empty file as empty. */
typedef struct
{
  const char *text;
  const char *said; /* after the file's name */
} Malformed;

static const Malformed malformed[] = {
  /* a shard cut short inside a string (a full disk) */
  { "{\n  \"counts\" : {\n    \"games\" : 30,\n    \"gol",
    ":4:5: error: the file ends in the middle of the string that starts here (was it cut "
    "short?)" },
  { "{\"counts\": {\"games\": 3,\n \"x\": }", ":2:7: error: a value is missing after “x”:" },
  { "{\"a\":1,}", ":1:7: error: a comma before “}” is followed by nothing: remove it" },
  { "{\"a\":1\n\n   \"b\":2}", ":3:4: error: a comma is missing between two members" },
  { "", ": error: the file is empty: it holds no JSON at all" },
  { " \n\t\n", ": error: the file is empty: it holds no JSON at all" },
  { "{\"counts\": {\"seats\": [1,\n  2", ":2:4: error: the file ends in the middle of "
                                         "“counts.seats[1]” (was it cut short?)" },
  { "{\"counts\": [1}", ":1:14: error: “}” cannot close the “[” opened at line 1, column 12" },
  { "{\"ä\": 1,\n \"ö\" 2}", ":2:6: error: a colon is missing after the member name “ö”" },
  { "{\"a\": tru}", ":1:7: error: “tru” is not a JSON value (true, false, null, a number or a "
                    "string in quotes)" },
  { "{}\n}", ":2:1: error: “}” follows the end of the JSON" },
  /* A value followed by more, which JSON-GLib reads without a word (two
   * results run together would count as the first). */
  { "4[0,2,3]", ":1:2: error: “[” follows the end of the JSON" },
  { "{\"format\": \"waymark-sim-5\"}\n{\"format\": \"waymark-sim-5\"}",
    ":2:1: error: “{” follows the end of the JSON" },
  { "[1, \xff]", ":1:5: error: the byte \\xFF is not UTF-8 text: was the file damaged?" },
  /* What JSON-GLib reads without a word (the last of two members, a
   * hexadecimal number) is refused at its place, the member named
   * (review f, finding 12). */
  { "{\"a\": 1, \"\\u0061\": 2}",
    ":1:10: error: “a” is given twice (first at line 1, column 2): a member is given once, as "
    "only one of them would count" },
  { "{\"counts\": {\"games\": 0x10}}",
    ":1:22: error: counts.games is 0x10, a hexadecimal number: JSON numbers are written in "
    "decimal" },
  /* JSON-GLib's other liberties: comments, single quotes, numbers JSON
   * does not write. */
  { "{\"counts\": {\n  // edited by hand\n  \"games\": 3}}",
    ":2:3: error: a comment (//…): JSON has no comments, remove it" },
  { "{\"a\": 1 /* x */}", ":1:9: error: a comment (/*…): JSON has no comments, remove it" },
  { "{\"format\": 'waymark-sim-5'}",
    ":1:12: error: 'waymark-sim-5' is in single quotes: JSON strings are written in double "
    "quotes" },
  { "{'a': 1}", ":1:2: error: 'a' is in single quotes: JSON strings are written in double quotes" },
  { "{\"counts\": {\"games\": 007}}",
    ":1:22: error: counts.games is 007, not a number as JSON writes one (no leading zeros, a "
    "digit on both sides of the point: 7, 0.5, 1.0)" },
  { "{\"counts\": {\"rate\": [.5, 1.]}}",
    ":1:22: error: counts.rate[0] is .5, not a number as JSON writes one (no leading zeros, a "
    "digit on both sides of the point: 7, 0.5, 1.0)" },
};

/* @text saved and loaded: NULL, with the message that follows the path. */
static void
assert_refused (const char *text, const char *said)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = saved ("wm-sim-refused.json", text);

  g_assert_null (wm_sim_report_load (path, &error));
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_FORMAT);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_cmpstr (error->message + strlen (path), ==, said);
}

/* A result whose counts add up, with what JSON-GLib read without a word
 * (review f, finding 12): a member given twice (the last counted), a
 * "partial" that is no boolean (read as false), a "summary" that is no
 * object (passed over). Each is refused, naming the member. */
static void
test_load_ambiguous (void)
{
  g_autoptr (WmSimLayout) layout = wm_sim_layout_new (base, 4, 30, bots, 2);
  g_autoptr (JsonNode) doc = fake_run (layout, 1, 0, 1, NULL);
  g_autofree char *text = wm_sim_report_to_string (doc);
  const char *counts = strstr (text, "\"counts\" : {\n");
  g_autofree char *twice = NULL, *said = NULL;
  int line = 1;

  g_assert_nonnull (counts);
  counts += strlen ("\"counts\" : {\n");
  for (const char *p = text; p < counts; p++)
    line += *p == '\n';
  /* JSON-GLib took the second, the batch's own count */
  twice = g_strdup_printf ("%.*s    \"games\" : 400,\n%s", (int) (counts - text), text, counts);
  said = g_strdup_printf (":%d:5: error: “counts.games” is given twice (first at line %d, "
                          "column 5): a member is given once, as only one of them would count",
                          line + 1, line);
  assert_refused (twice, said);

  json_object_set_string_member (json_node_get_object (doc), "partial", "yes");
  g_free (text);
  text = wm_sim_report_to_string (doc);
  assert_refused (text, ": error: partial is \"yes\", not true or false");

  json_object_set_boolean_member (json_node_get_object (doc), "partial", FALSE);
  json_object_set_int_member (json_node_get_object (doc), "summary", 5);
  g_free (text);
  text = wm_sim_report_to_string (doc);
  assert_refused (text, ": error: summary is 5, not an object of figures");
}

static void
test_load_malformed (gconstpointer data)
{
  const Malformed *m = data;

  assert_refused (m->text, m->said);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/sim/run/threads", test_threads);
  g_test_add_func ("/sim/run/shards", test_shards);
  g_test_add_func ("/sim/run/partial-merge-interrupted", test_partial_merge_interrupted);
  g_test_add_func ("/sim/run/shards-merged-malformed", test_shards_merged_malformed);
  g_test_add_func ("/sim/run/merge-designs", test_merge_designs);
  g_test_add_func ("/sim/run/cancel", test_cancel);
  g_test_add_func ("/sim/report/summary", test_summary);
  g_test_add_func ("/sim/report/capped-parity", test_capped_parity);
  g_test_add_func ("/sim/report/csv-partial-bots", test_csv_partial_bots);
  g_test_add_func ("/sim/report/format-4", test_format_4);
  g_test_add_func ("/sim/report/first-player-sign", test_first_player_sign);
  g_test_add_func ("/sim/report/setup-named", test_setup_named);
  g_test_add_func ("/sim/report/load-ambiguous", test_load_ambiguous);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *name = g_strdup_printf ("/sim/report/load-malformed/%u", i);
      g_test_add_data_func (name, &malformed[i], test_load_malformed);
    }
  return g_test_run ();
}
