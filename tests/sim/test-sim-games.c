/* Real games: a batch gives the same JSON for the same seed whatever the
 * thread count, shards merge into one run, every tier only makes legal
 * choices, no bot's decision depends on what its player cannot see, and
 * the bots' reach search agrees with the engine's. */

#include "config.h"

#include <string.h>

#include "wm-bot-private.h"
#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-variant-io.h"

static WmVariant *base;

static JsonNode *
run_batch (const char *bots, guint64 games, int threads, int shard, int count, gboolean check)
{
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (GError) error = NULL;
  WmSimConfig cfg;

  wm_sim_config_init (&cfg, base, 4);
  cfg.n_bots = wm_bot_list_parse (bots, NULL, "--bots", cfg.bots, WM_SIM_MAX_BOTS, &error);
  g_assert_no_error (error);
  cfg.games = games;
  cfg.seed = 2026;
  cfg.cap_days = 40;
  cfg.shard_index = shard;
  cfg.shard_count = count;
  cfg.check = check;
  batch = wm_sim_batch_new (base, &cfg, &error);
  g_assert_no_error (error);
  return wm_sim_batch_run (batch, threads, NULL, NULL, NULL);
}

/* The gold won on the days of each event: all of it adds up to no more
 * than the gold the characters won (day 1 has no event), some event days
 * win some, each mean lies in its 95 % interval, the summary's ratios
 * average to 1 over the days drawn, and a batch without events has none. */
static void
test_event_gold (void)
{
  for (int no_events = 0; no_events < 2; no_events++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WmSimBatch) batch = NULL;
      g_autoptr (JsonNode) doc = NULL;
      WmSimConfig cfg;
      JsonObject *root, *counts, *chars, *gold, *drawn, *summary;
      g_autoptr (GList) names = NULL, ids = NULL;
      gint64 total = 0, on_event_days = 0, days = 0;
      double weighted = 0;

      wm_sim_config_init (&cfg, base, 4);
      cfg.games = 12;
      cfg.seed = 31;
      cfg.no_events = no_events;
      batch = wm_sim_batch_new (base, &cfg, &error);
      g_assert_no_error (error);
      doc = wm_sim_batch_run (batch, 1, NULL, NULL, NULL);
      root = json_node_get_object (doc);
      counts = json_object_get_object_member (root, "counts");
      summary = json_object_get_object_member (json_object_get_object_member (root, "summary"), "events");
      chars = json_object_get_object_member (counts, "characters");
      names = json_object_get_members (chars);
      for (GList *l = names; l; l = l->next)
        {
          JsonObject *g = json_object_get_object_member (json_object_get_object_member (chars, l->data), "gold");
          g_autoptr (GList) sources = json_object_get_members (g);
          for (GList *k = sources; k; k = k->next)
            total += json_object_get_int_member (g, k->data);
        }
      gold = json_object_get_object_member (counts, "event-gold");
      drawn = json_object_get_object_member (counts, "events");
      ids = json_object_get_members (gold);
      for (GList *l = ids; l; l = l->next)
        {
          gint64 n = json_object_get_int_member (drawn, l->data);
          on_event_days += json_object_get_int_member (gold, l->data);
          days += n;
          JsonObject *e = json_object_get_object_member (summary, l->data);
          JsonArray *ci = json_object_get_array_member (e, "gold_per_player_day_ci95");
          double mean = json_object_get_double_member (e, "gold_per_player_day");
          weighted += n * json_object_get_double_member (e, "against_mean");
          /* The interval holds the mean; with two days or more it has a width. */
          g_assert_cmpfloat (json_array_get_double_element (ci, 0), <=, mean);
          g_assert_cmpfloat (json_array_get_double_element (ci, 1), >=, mean);
          if (n > 1 && json_object_get_int_member (gold, l->data) > 0)
            g_assert_cmpfloat (json_array_get_double_element (ci, 1), >, json_array_get_double_element (ci, 0));
        }
      g_assert_cmpint (total, >, 0);
      g_assert_cmpint (on_event_days, <=, total);
      if (no_events)
        g_assert_cmpint (on_event_days + days, ==, 0);
      else
        {
          g_assert_cmpint (on_event_days, >, 0);
          g_assert_cmpfloat_with_epsilon (weighted / days, 1.0, 1e-9);
        }
    }
}

/* The gold the quests of counts' @group paid, checking on the way that
 * none is completed more often than taken; @taken gets the cards taken. */
static gint64
quest_gold (JsonObject *counts, const char *group, gint64 *taken)
{
  JsonObject *quests = json_object_get_object_member (counts, group);
  g_autoptr (GList) ids = json_object_get_members (quests);
  gint64 gold = 0;

  g_assert_nonnull (ids);
  *taken = 0;
  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *q = json_object_get_object_member (quests, l->data);
      g_assert_cmpint (json_object_get_int_member (q, "completed"), <=,
                       json_object_get_int_member (q, "taken"));
      gold += json_object_get_int_member (q, "gold");
      *taken += json_object_get_int_member (q, "taken");
    }
  return gold;
}

/* The characters' gold from @source, summed. */
static gint64
source_gold (JsonObject *counts, const char *source)
{
  JsonObject *chars = json_object_get_object_member (counts, "characters");
  g_autoptr (GList) names = json_object_get_members (chars);
  gint64 gold = 0;

  for (GList *l = names; l; l = l->next)
    gold += json_object_get_int_member (
      json_object_get_object_member (json_object_get_object_member (chars, l->data), "gold"), source);
  return gold;
}

/* Every kind of quest card is counted: the gold each group's cards paid is
 * the characters' gold from that source (side quests: Mirela's ability
 * adds to it), every player is dealt its personal quest once a game, and
 * side quests are taken and done. */
static void
test_quest_counts (void)
{
  g_autoptr (JsonNode) doc = run_batch ("greedy", 12, 1, 0, 1, FALSE);
  JsonObject *counts = json_object_get_object_member (json_node_get_object (doc), "counts");
  JsonObject *summary = json_object_get_object_member (json_node_get_object (doc), "summary");
  gint64 taken;

  g_assert_cmpint (quest_gold (counts, "quests", &taken), ==, source_gold (counts, "common-quest"));
  g_assert_cmpint (taken, >, 0);
  g_assert_cmpint (quest_gold (counts, "side-quests", &taken), <=,
                   source_gold (counts, "side-quest"));
  g_assert_cmpint (taken, >, 0);
  g_assert_cmpint (quest_gold (counts, "personal-quests", &taken), ==,
                   source_gold (counts, "personal-quest"));
  g_assert_cmpint (taken, ==, 12 * 4);
  g_assert_true (json_object_has_member (json_object_get_object_member (summary, "side_quests"), "M01"));
  g_assert_true (json_object_has_member (json_object_get_object_member (summary, "personal_quests"), "S01"));
}

/* How often the cards of counts' @group were completed. */
static gint64
completions (JsonObject *counts, const char *group)
{
  JsonObject *quests = json_object_get_object_member (counts, group);
  g_autoptr (GList) ids = json_object_get_members (quests);
  gint64 n = 0;

  for (GList *l = ids; l; l = l->next)
    n += json_object_get_int_member (json_object_get_object_member (quests, l->data), "completed");
  return n;
}

/* Sets @ch's gold bonus on @on to @amount, adding the effect if it has none. */
static void
set_ability_gold (WmCharacter *ch, const char *on, const char *amount)
{
  WmEffect *effect;

  for (guint i = 0; i < ch->effects->len; i++)
    {
      effect = g_ptr_array_index (ch->effects, i);
      if (g_str_equal (effect->type, "gold-bonus")
          && g_strcmp0 (wm_effect_get_param (effect, "on"), on) == 0)
        {
          wm_effect_set_param (effect, "amount", amount);
          return;
        }
    }
  effect = wm_effect_new ("gold-bonus", WM_SCOPE_ALWAYS);
  wm_effect_set_param (effect, "on", on);
  wm_effect_set_param (effect, "amount", amount);
  g_ptr_array_add (ch->effects, effect);
}

/* An ability's gold counts under the source it pays on, where a designer
 * looks for it (Mirela's 1 gold per side quest is side-quest gold), not
 * as a bonus. Every character here gets 1 more gold per side quest and 2
 * more per common quest, and no event is drawn: each source is then the
 * cards' printed gold plus the ability's per completion, exactly, and
 * nothing is left for "bonus". */
static void
test_ability_gold_source (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (JsonNode) doc = NULL;
  JsonObject *counts;
  WmSimConfig cfg;
  gint64 taken;

  for (guint i = 0; i < variant->characters->len; i++)
    {
      set_ability_gold (g_ptr_array_index (variant->characters, i), "side-quest", "1");
      set_ability_gold (g_ptr_array_index (variant->characters, i), "common-quest", "2");
    }
  wm_sim_config_init (&cfg, variant, 4);
  cfg.games = 8;
  cfg.seed = 2026;
  cfg.no_events = TRUE;
  cfg.check = TRUE;
  batch = wm_sim_batch_new (variant, &cfg, &error);
  g_assert_no_error (error);
  doc = wm_sim_batch_run (batch, 1, NULL, NULL, NULL);
  counts = json_object_get_object_member (json_node_get_object (doc), "counts");

  g_assert_cmpint (completions (counts, "side-quests"), >, 0);
  g_assert_cmpint (completions (counts, "quests"), >, 0);
  g_assert_cmpint (source_gold (counts, "side-quest"), ==,
                   quest_gold (counts, "side-quests", &taken)
                       + completions (counts, "side-quests"));
  g_assert_cmpint (source_gold (counts, "common-quest"), ==,
                   quest_gold (counts, "quests", &taken) + 2 * completions (counts, "quests"));
  g_assert_cmpint (source_gold (counts, "bonus"), ==, 0);
}

/* The app simulates the design as it is being edited (loaded leniently):
 * a path to a space not drawn yet is left out of the board, and the
 * batch plays on it without failing. */
static void
test_unfinished_design (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  WmRegion *region = g_ptr_array_index (variant->regions, 0);
  WmPath *path = g_ptr_array_index (region->sides[0]->paths, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmSimBatch) batch = NULL;
  g_autoptr (JsonNode) doc = NULL;
  JsonObject *counts;
  WmSimConfig cfg;

  g_free (path->b);
  path->b = g_strdup ("nowhere");
  wm_sim_config_init (&cfg, variant, 4);
  cfg.games = 4;
  cfg.check = TRUE;
  batch = wm_sim_batch_new (variant, &cfg, &error);
  g_assert_no_error (error);
  doc = wm_sim_batch_run (batch, 1, NULL, NULL, NULL);
  counts = json_object_get_object_member (json_node_get_object (doc), "counts");
  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==, 4);
}

/* A batch whose games cannot be dealt is refused up front with the
 * engine's reason, not run as games that each fail. */
static void
test_undealable (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmSimBatch) batch = NULL;
  WmSimConfig cfg;

  wm_sim_config_init (&cfg, base, 2);
  cfg.characters[0] = cfg.characters[1] = 0;
  batch = wm_sim_batch_new (base, &cfg, &error);
  g_assert_null (batch);
  g_assert_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG);
  g_assert_nonnull (strstr (error->message, "same character"));
}

static void
test_determinism (void)
{
  g_autoptr (JsonNode) a = run_batch ("greedy,random", 12, 1, 0, 1, FALSE);
  g_autoptr (JsonNode) b = run_batch ("greedy,random", 12, 2, 0, 1, FALSE);
  /* Re-checking every decision changes nothing. */
  g_autoptr (JsonNode) c = run_batch ("greedy,random", 12, 2, 0, 1, TRUE);
  g_autofree char *sa = wm_sim_report_to_string (a);
  g_autofree char *sb = wm_sim_report_to_string (b);
  g_autofree char *sc = wm_sim_report_to_string (c);
  JsonObject *counts = json_object_get_object_member (json_node_get_object (a), "counts");

  g_assert_cmpstr (sa, ==, sb);
  g_assert_cmpstr (sb, ==, sc);
  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (counts, "decisions"), >, 12 * 100);
}

/* Each character's "gold-sq" sums the squares of the gold it won in each
 * game, all its sources: in a batch of one game, the square of its
 * sources' sum, so the recorder's gold a game is the very gold the
 * sources count; over more games, no less than the sum squared over the
 * games. */
static void
test_gold_squares (void)
{
  for (int games = 1; games <= 6; games += 5)
    {
      g_autoptr (JsonNode) doc = run_batch ("greedy,random", (guint64) games, 1, 0, 1, FALSE);
      JsonObject *chars = json_object_get_object_member (
        json_object_get_object_member (json_node_get_object (doc), "counts"), "characters");
      g_autoptr (GList) ids = json_object_get_members (chars);
      int seated = 0, paid = 0;

      for (GList *l = ids; l; l = l->next)
        {
          JsonObject *c = json_object_get_object_member (chars, l->data);
          JsonObject *gold = json_object_get_object_member (c, "gold");
          g_autoptr (GList) sources = json_object_get_members (gold);
          gint64 total = 0, played = json_object_get_int_member (c, "games");
          gint64 squares = json_object_get_int_member (c, "gold-sq");

          for (GList *g = sources; g; g = g->next)
            total += json_object_get_int_member (gold, g->data);
          seated += played > 0;
          if (played == 1)
            g_assert_cmpint (squares, ==, total * total);
          else
            g_assert_cmpint (squares * played, >=, total * total);
          paid += total > 0;
        }
      g_assert_cmpint (seated, >, 0);
      g_assert_cmpint (paid, >, 0); /* someone won gold: the squares were put to the test */
    }
}

static void
test_shards (void)
{
  g_autoptr (JsonNode) whole = run_batch ("greedy", 10, 2, 0, 1, FALSE);
  JsonNode *parts[2] = { run_batch ("greedy", 10, 1, 1, 2, FALSE), run_batch ("greedy", 10, 2, 0, 2, FALSE) };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) merged = wm_sim_report_merge (parts, 2, &error);
  g_autofree char *a = wm_sim_report_to_string (whole);
  g_autofree char *b = NULL;

  g_assert_no_error (error);
  b = wm_sim_report_to_string (merged);
  g_assert_cmpstr (a, ==, b);
  json_node_unref (parts[0]);
  json_node_unref (parts[1]);
}

/* The player's own draw pile as far as its owner cannot know it: the
 * cards it saw go there in any order, each card gained onto it unseen may
 * be any card still in the common movement deck. */
static void
permute_own_pile (WmPlayerState *ps, WmDeckPile *common, GRand *rand)
{
  int seen[WM_GAME_MAX_PILE], n_seen = 0;

  for (int i = 0; i < ps->draw.n; i++)
    {
      int depth = ps->draw.n - 1 - i;
      if (depth < 8 && (ps->unseen >> depth & 1))
        {
          if (common->n > 0)
            {
              int j = g_rand_int_range (rand, 0, common->n);
              guint8 x = ps->draw.cards[i];
              ps->draw.cards[i] = common->cards[j];
              common->cards[j] = x;
            }
        }
      else
        seen[n_seen++] = i;
    }
  for (int k = n_seen - 1; k > 0; k--)
    {
      int j = g_rand_int_range (rand, 0, k + 1);
      guint8 x = ps->draw.cards[seen[k]];
      ps->draw.cards[seen[k]] = ps->draw.cards[seen[j]];
      ps->draw.cards[seen[j]] = x;
    }
}

/* What a player cannot know, shuffled in the real state in every way the
 * view allows: draw pile orders, others' hands against their draw piles,
 * others' side quests against the side quest deck, the decks, quest piles
 * below their face-up card, undiscovered secret places, the generator. */
static void
permute_hidden (const WmGame *game, WmGameState *s, int player, GRand *rand)
{
  const WmMap *map = wm_game_map (game);
  int secrets[WM_GAME_MAX_SPACES], n_secrets = 0;

#define SHUFFLE(arr, n)                                              \
  for (int i_ = (int) (n) - 1; i_ > 0; i_--)                         \
    {                                                                \
      int j_ = g_rand_int_range (rand, 0, i_ + 1);                   \
      guint8 x_ = (arr)[i_];                                         \
      (arr)[i_] = (arr)[j_];                                         \
      (arr)[j_] = x_;                                                \
    }

  for (int q = 0; q < s->n_players; q++)
    {
      WmPlayerState *ps = &s->players[q];
      if (q == player)
        {
          permute_own_pile (ps, &s->common_moves, rand);
          continue;
        }
      SHUFFLE (ps->draw.cards, ps->draw.n);
      for (int i = 0; i < ps->n_hand && ps->draw.n > 0; i++)
        if (g_rand_boolean (rand))
          {
            int j = g_rand_int_range (rand, 0, ps->draw.n);
            guint8 x = ps->hand[i];
            ps->hand[i] = ps->draw.cards[j];
            ps->draw.cards[j] = x;
          }
      for (int i = 0; i < ps->n_held && s->side_quests.n > 0; i++)
        if (wm_game_card_kind (game, ps->held[i].card) == WM_DECK_SIDE_QUEST)
          {
            int j = g_rand_int_range (rand, 0, s->side_quests.n);
            guint8 x = ps->held[i].card;
            ps->held[i].card = s->side_quests.cards[j];
            s->side_quests.cards[j] = x;
          }
    }
  SHUFFLE (s->common_moves.cards, s->common_moves.n);
  SHUFFLE (s->side_quests.cards, s->side_quests.n);
  SHUFFLE (s->events.cards, s->events.n);
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    if (s->quests[c].n > 1)
      SHUFFLE (s->quests[c].cards, s->quests[c].n - 1);
  for (int sp = 0; sp < map->n_spaces; sp++)
    if (map->spaces[sp].place == WM_PLACE_SECRET && !wm_game_discovered (s, sp))
      secrets[n_secrets++] = sp;
  for (int i = n_secrets - 1; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1);
      guint8 x = s->place_kind[secrets[i]];
      s->place_kind[secrets[i]] = s->place_kind[secrets[j]];
      s->place_kind[secrets[j]] = x;
    }
  for (int i = 0; i < 4; i++)
    s->rng[i] = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
#undef SHUFFLE
}

static void
test_hidden (gconstpointer data)
{
  const char *tier = data;
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  int checked = 0;

  for (guint64 g = 0; g < 3; g++)
    {
      WmGameSetup setup;
      g_autoptr (WmGame) game = NULL;
      g_autoptr (GError) error = NULL;
      WmBot *a[4], *b[4];
      WmBotSpec spec;
      WmGameState s;

      g_assert_true (wm_bot_spec_parse (tier, NULL, &spec, &error));
      wm_game_setup_init (&setup, base, 4);
      setup.seed = 500 + g;
      game = wm_game_new (base, &setup, &error);
      g_assert_no_error (error);
      for (int p = 0; p < 4; p++)
        {
          a[p] = wm_bot_new (&spec, 77 + p);
          b[p] = wm_bot_new (&spec, 77 + p);
        }
      wm_game_start (game, &s);
      while (!wm_game_is_over (&s) && s.day <= 8)
        {
          int p = wm_game_to_move (&s);
          WmGameState other = s;
          WmChoice ca, cb;
          permute_hidden (game, &other, p, rand);
          /* The permuted state is still a state of the game. */
          {
            g_autofree char *reason = NULL;
            g_assert_true (wm_game_check (game, &other, &reason));
          }
          wm_bot_decide (a[p], game, &s, p, &ca);
          /* The batch's way: choices listed on the (permuted) real state. */
          {
            WmChoice list[WM_GAME_MAX_CHOICES];
            int n = wm_game_legal_choices (game, &other, p, list, WM_GAME_MAX_CHOICES);
            cb = list[wm_bot_choose (b[p], game, &other, p, list, n)];
          }
          g_assert_cmpint (ca.kind, ==, cb.kind);
          g_assert_cmpint (ca.a, ==, cb.a);
          g_assert_cmpint (ca.b, ==, cb.b);
          g_assert_true (wm_game_is_legal (game, &s, &ca));
          g_assert_true (wm_game_apply (game, &s, &ca, &error));
          checked++;
        }
      for (int p = 0; p < 4; p++)
        {
          wm_bot_free (a[p]);
          wm_bot_free (b[p]);
        }
    }
  g_test_message ("%s: %d decisions compared", tier, checked);
  g_assert_cmpint (checked, >, 300);
}

/* Each tier finishes games with legal choices only (a checking batch
 * re-checks each on the real state and stops with an error on an illegal
 * one) and wins some of them. */
static void
test_tiers_play (gconstpointer data)
{
  g_autoptr (JsonNode) doc = run_batch (data, g_str_equal (data, "lookahead") ? 4 : 8, 2, 0, 1, TRUE);
  JsonObject *counts = json_object_get_object_member (json_node_get_object (doc), "counts");

  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==,
                   g_str_equal (data, "lookahead") ? 4 : 8);
  if (!g_str_equal (data, "random"))
    g_assert_cmpint (json_object_get_int_member (counts, "capped"), <,
                     json_object_get_int_member (counts, "games"));
}

/* A started 4-player game of the base game (seed @seed, the moving
 * toggles as asked) with four greedy bots seeded from @bot_seed. */
static WmGame *
greedy_game (guint64 seed, gboolean meaner, gboolean variable, guint64 bot_seed, WmBot **bots,
             WmGameState *s)
{
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;
  WmBotSpec spec;
  WmGame *game;

  g_assert_true (wm_bot_spec_parse ("greedy", NULL, &spec, &error));
  wm_game_setup_init (&setup, base, 4);
  setup.seed = seed;
  setup.meaner_highwaymen = meaner;
  setup.variable_setup = variable;
  game = wm_game_new (base, &setup, &error);
  g_assert_no_error (error);
  for (int p = 0; p < 4; p++)
    bots[p] = wm_bot_new (&spec, bot_seed + p);
  wm_game_start (game, s);
  return game;
}

/* Whether @space has a path out: a character pushed off it lands on one. */
static gboolean
has_path_exit (const WmGame *game, int space)
{
  const WmMapSpace *ms = &wm_game_map (game)->spaces[space];

  for (int i = 0; i < ms->n_exits; i++)
    if (wm_game_map (game)->exits[ms->first_exit + i].via == WM_VIA_PATH)
      return TRUE;
  return FALSE;
}

/* Plays out the highwayman move @bots[p] started with a pick of
 * highwayman @h, and the pushes of an attack; then no other character
 * stands on that highwayman's space (but where no path leads off it).
 * Whether it attacked. */
static gboolean
finish_highwayman (const WmGame *game, WmBot **bots, int p, int h, WmGameState *s)
{
  gboolean attacked = FALSE;
  WmChoice c;

  while (s->step == WM_STEP_HW_MOVE || (s->step == WM_STEP_DISPLACE && s->active == p))
    {
      attacked |= s->step == WM_STEP_DISPLACE;
      wm_bot_decide (bots[p], game, s, p, &c);
      /* A pushed character is put on another space whenever there is one. */
      if (c.kind == WM_CHOICE_DISPLACE && has_path_exit (game, s->highwaymen[h]))
        g_assert_cmpint (c.b, !=, s->highwaymen[h]);
      g_assert_true (wm_game_apply (game, s, &c, NULL));
    }
  for (int q = 0; q < 4; q++)
    if (q != p && s->players[q].space == s->highwaymen[h])
      g_assert_false (has_path_exit (game, s->highwaymen[h]));
  return attacked;
}

/* The thinking bots move highwaymen when their turn lets them and it hems
 * the others in, and leave them be otherwise: over seeded greedy games
 * both happen, every step is legal (applied with the full check), and a
 * move a bot starts ends in the same turn, on a character only by an
 * attack that pushes the others off. */
static void
test_highwaymen (void)
{
  int picks = 0, skips = 0;

  for (guint64 g = 0; g < 4; g++)
    {
      g_autoptr (GError) error = NULL;
      WmBot *bots[4];
      WmGameState s;
      g_autoptr (WmGame) game = greedy_game (900 + g, FALSE, FALSE, 40, bots, &s);

      while (!wm_game_is_over (&s) && s.day <= 20)
        {
          int p = wm_game_to_move (&s);
          WmStep step = s.step;
          int day = s.day, turn = s.turn;
          WmChoice c;
          wm_bot_decide (bots[p], game, &s, p, &c);
          picks += c.kind == WM_CHOICE_HW_PICK;
          skips += c.kind == WM_CHOICE_HW_SKIP;
          if (!wm_game_apply (game, &s, &c, &error))
            g_error ("game %" G_GUINT64_FORMAT ": %s", g, error->message);
          if (step == WM_STEP_HIGHWAYMAN && c.kind == WM_CHOICE_HW_PICK)
            {
              finish_highwayman (game, bots, p, c.a, &s);
              g_assert_cmpint (s.day * 3 + s.turn, >=, day * 3 + turn);
            }
        }
      for (int p = 0; p < 4; p++)
        wm_bot_free (bots[p]);
    }
  g_test_message ("highwaymen moved %d times, left be %d times", picks, skips);
  g_assert_cmpint (picks, >, 0);
  g_assert_cmpint (skips, >, 0);
}

/* With the ambush event (highwaymen-attack) every day, thinking bots
 * attack: a move ends on other characters and the mover pushes them off
 * (finish_highwayman() checks where). The event is swapped with the day's
 * event in the deck, so every card stays where the rules can find it. */
static void
test_attacks (void)
{
  int attacks = 0;

  for (guint64 g = 0; g < 3; g++)
    {
      WmBot *bots[4];
      WmGameState s;
      g_autoptr (WmGame) game = greedy_game (700 + g, FALSE, FALSE, 50, bots, &s);
      int ambush = wm_game_find_card (game, "E03");

      g_assert_cmpint (ambush, >=, 0);
      while (!wm_game_is_over (&s) && s.day <= 15)
        {
          int p = wm_game_to_move (&s);
          g_autofree char *reason = NULL;
          WmChoice c;
          for (int i = 0; i < s.events.n && s.event != ambush && s.event != WM_GAME_NONE; i++)
            if (s.events.cards[i] == ambush)
              {
                s.events.cards[i] = s.event;
                s.event = (guint8) ambush;
              }
          wm_bot_decide (bots[p], game, &s, p, &c);
          g_assert_true (wm_game_apply (game, &s, &c, NULL));
          if (c.kind == WM_CHOICE_HW_PICK)
            attacks += finish_highwayman (game, bots, p, c.a, &s);
          if (!wm_game_check (game, &s, &reason))
            g_error ("game %" G_GUINT64_FORMAT ": %s", g, reason);
        }
      for (int p = 0; p < 4; p++)
        wm_bot_free (bots[p]);
    }
  g_test_message ("%d attacks", attacks);
  g_assert_cmpint (attacks, >, 0);
}

/* The bots' own reach search finds what the engine's wm_game_reach()
 * finds, end for end and step for step, at the start of every move of
 * greedy games, with and without the variant toggles that change moving. */
static void
test_reach (void)
{
  int compared = 0;

  for (guint64 g = 0; g < 6; g++)
    {
      g_autoptr (GError) error = NULL;
      WmBot *bots[4];
      WmGameState s;
      g_autoptr (WmGame) game = greedy_game (700 + g, g % 2, g % 3 == 2, 90, bots, &s);

      while (!wm_game_is_over (&s) && s.day <= 12)
        {
          int p = wm_game_to_move (&s);
          WmChoice choice;
          /* A hop alone is no move (all portals are one space): the start
           * is before any step or hop. */
          if (s.step == WM_STEP_MOVE && !s.t.moved && !s.t.hopped
              && s.t.card < wm_game_n_cards (game))
            {
              WmGameState view;
              const WmReach *ends;
              gboolean marker = s.players[p].marker == s.turn;
              int n;
              g_autoptr (GArray) expected = NULL;
              wm_game_view (game, &s, p, &view);
              n = wm_bot_reach (bots[p], game, &view, marker, &ends);
              expected = wm_game_reach (game, &view, p, s.t.card, marker);
              g_assert_cmpint (n, ==, expected->len);
              for (int i = 0; i < n; i++)
                {
                  const WmReach *e = &g_array_index (expected, WmReach, i);
                  g_assert_cmpint (ends[i].space, ==, e->space);
                  g_assert_cmpint (ends[i].n_steps, ==, e->n_steps);
                  g_assert_cmpmem (ends[i].steps, ends[i].n_steps * sizeof (WmChoice), e->steps,
                                   e->n_steps * sizeof (WmChoice));
                }
              compared++;
            }
          wm_bot_decide (bots[p], game, &s, p, &choice);
          g_assert_true (wm_game_apply (game, &s, &choice, &error));
        }
      for (int p = 0; p < 4; p++)
        wm_bot_free (bots[p]);
    }
  g_test_message ("%d moves compared", compared);
  g_assert_cmpint (compared, >, 200);
}

static void
test_personas (void)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  WmBotSpec spec;

  g_assert_true (g_key_file_load_from_data (file,
                                            "[cautious]\nquest=1.5\nfort=0.25\n"
                                            "[odd]\nspeed=2\n"
                                            "[wild]\ngold=11\n",
                                            -1, G_KEY_FILE_NONE, NULL));
  g_assert_true (wm_bot_spec_parse ("planner:cautious", file, &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (spec.tier, ==, WM_BOT_PLANNER);
  g_assert_cmpfloat (spec.persona.quest, ==, 1.5);
  g_assert_cmpfloat (spec.persona.fort, ==, 0.25);
  g_assert_cmpfloat (spec.persona.explore, ==, 1.0); /* missing: balanced */
  label = wm_bot_spec_to_string (&spec);
  g_assert_cmpstr (label, ==, "planner:cautious");

  g_assert_true (wm_bot_spec_parse ("greedy:explorer", NULL, &spec, &error));
  g_assert_cmpfloat (spec.persona.explore, >, 2.0);
  g_assert_true (wm_bot_spec_parse ("random", NULL, &spec, &error));
  g_assert_cmpstr (spec.persona.name, ==, "balanced");

  g_assert_false (wm_bot_spec_parse ("genius", NULL, &spec, &error));
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  g_clear_error (&error);
  g_assert_false (wm_bot_spec_parse ("greedy:nobody", file, &spec, &error));
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  g_clear_error (&error);
  g_assert_false (wm_bot_spec_parse ("greedy:odd", file, &spec, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (wm_bot_spec_parse ("greedy:wild", file, &spec, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_clear_error (&error);
}

/* A file's "balanced" replaces the built-in one also for bots named
 * without a persona (which is how a balanced bot's label reads), and a name
 * too long to label the results is refused rather than cut. */
static void
test_persona_file_edge_cases (void)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  WmBotSpec spec;

  g_assert_true (g_key_file_load_from_data (file,
                                            "[balanced]\ngold=3\n"
                                            "[a-persona-whose-name-is-too-long]\ngold=2\n"
                                            "[a-persona-name-of-31-bytes-long]\ngold=2\n",
                                            -1, G_KEY_FILE_NONE, NULL));
  g_assert_true (wm_bot_spec_parse ("greedy", file, &spec, &error));
  g_assert_cmpfloat (spec.persona.gold, ==, 3);
  label = wm_bot_spec_to_string (&spec);
  g_assert_cmpstr (label, ==, "greedy");
  g_assert_true (wm_bot_spec_parse ("planner:balanced", file, &spec, &error));
  g_assert_cmpfloat (spec.persona.gold, ==, 3);
  g_assert_true (wm_bot_spec_parse ("greedy", NULL, &spec, &error));
  g_assert_cmpfloat (spec.persona.gold, ==, wm_persona_builtin ("balanced")->gold);

  g_assert_true (wm_bot_spec_parse ("greedy:a-persona-name-of-31-bytes-long", file, &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (spec.persona.name, ==, "a-persona-name-of-31-bytes-long");
  g_assert_false (wm_bot_spec_parse ("greedy:a-persona-whose-name-is-too-long", file, &spec, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_assert_nonnull (strstr (error->message, "a-persona-whose-name-is-too-long"));

  /* Not-a-number is no weight from 0 to 10, though no comparison says so. */
  for (guint i = 0; i < 3; i++)
    {
      static const char *const values[] = { "nan", "NAN", "-nan" };
      g_autofree char *data = g_strdup_printf ("[odd]\ngold=%s\n", values[i]);
      g_autoptr (GKeyFile) odd = g_key_file_new ();

      g_clear_error (&error);
      g_assert_true (g_key_file_load_from_data (odd, data, -1, G_KEY_FILE_NONE, NULL));
      g_assert_false (wm_bot_spec_parse ("greedy:odd", odd, &spec, &error));
      g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
      g_assert_nonnull (strstr (error->message, "gold must be a number from 0 to 10"));
    }
}

/* A batch's result says which design its games were played on: the
 * fingerprint of the variant less what changes no game. A new title or
 * author, an accepted warning or a comment leave it; a rule or a name
 * edited change it (a name is what the designer reads in the results). */
static void
test_design_fingerprint (void)
{
  g_autoptr (JsonNode) doc = run_batch ("greedy", 2, 1, 0, 1, FALSE);
  JsonObject *config = json_object_get_object_member (json_node_get_object (doc), "config");
  g_autofree char *design = wm_variant_design_checksum (base);
  g_autofree char *whole = wm_variant_checksum (base);
  g_autoptr (WmVariant) edited = wm_variant_copy (base);
  g_autoptr (WmVariant) commented = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("commented");
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (base);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autofree char *with_comment = NULL;
  char *after_root;
  char *now;

  g_assert_cmpstr (json_object_get_string_member (config, "design_sha256"), ==, design);
  g_assert_cmpstr (wm_sim_report_design (doc), ==, design);
  g_assert_cmpuint (strlen (design), ==, 64);

  wm_text_set (&edited->info.title, "en", "Treos, second draft");
  g_ptr_array_add (edited->info.authors, g_strdup ("A. Tester"));
  g_ptr_array_add (edited->accepted, wm_accepted_new ("deck-size", "deck quests-r1", "kept"));
  now = wm_variant_checksum (edited);
  g_assert_cmpstr (now, !=, whole);
  g_free (now);
  now = wm_variant_design_checksum (edited);
  g_assert_cmpstr (now, ==, design);
  g_free (now);

  /* A comment the designer wrote into the file. */
  after_root = strstr (strstr (text, "<variant"), ">") + 1;
  with_comment = g_strdup_printf ("%.*s\n  <!-- try a lower goal next -->%s",
                                  (int) (after_root - text), text, after_root);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (with_comment, strlen (with_comment));
  commented = wm_variant_load_bytes (bytes, "commented", diags);
  g_assert_nonnull (commented);
  now = wm_variant_checksum (commented);
  g_assert_cmpstr (now, !=, whole);
  g_free (now);
  now = wm_variant_design_checksum (commented);
  g_assert_cmpstr (now, ==, design);
  g_free (now);

  edited->rules.goal++;
  now = wm_variant_design_checksum (edited);
  g_assert_cmpstr (now, !=, design);
  g_free (now);
  edited->rules.goal--;
  wm_text_set (&((WmCharacter *) g_ptr_array_index (edited->characters, 0))->name, "en", "Scarlet");
  now = wm_variant_design_checksum (edited);
  g_assert_cmpstr (now, !=, design);
  g_free (now);
}

int
main (int argc, char **argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  static const char *const tiers[] = { "random", "greedy", "planner", "lookahead" };

  g_test_init (&argc, &argv, NULL);
  base = wm_variant_load_base (diags);
  g_assert_nonnull (base);
  g_test_add_func ("/sim/games/determinism", test_determinism);
  g_test_add_func ("/sim/games/undealable", test_undealable);
  g_test_add_func ("/sim/games/event-gold", test_event_gold);
  g_test_add_func ("/sim/games/unfinished-design", test_unfinished_design);
  g_test_add_func ("/sim/games/shards", test_shards);
  g_test_add_func ("/sim/games/design-fingerprint", test_design_fingerprint);
  g_test_add_func ("/sim/games/gold-squares", test_gold_squares);
  g_test_add_func ("/sim/games/quest-counts", test_quest_counts);
  g_test_add_func ("/sim/games/ability-gold-source", test_ability_gold_source);
  g_test_add_func ("/sim/bots/personas", test_personas);
  g_test_add_func ("/sim/bots/personas/file-edge-cases", test_persona_file_edge_cases);
  g_test_add_func ("/sim/bots/reach", test_reach);
  g_test_add_func ("/sim/bots/highwaymen", test_highwaymen);
  g_test_add_func ("/sim/bots/attacks", test_attacks);
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      g_autofree char *hidden = g_strdup_printf ("/sim/bots/hidden/%s", tiers[i]);
      g_autofree char *play = g_strdup_printf ("/sim/bots/play/%s", tiers[i]);
      g_test_add_data_func (hidden, tiers[i], test_hidden);
      g_test_add_data_func (play, tiers[i], test_tiers_play);
    }
  return g_test_run ();
}
