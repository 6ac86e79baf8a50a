#define G_LOG_DOMAIN "wm-sim"

/* One simulated game of a batch and what it adds to the tally: the bots
 * decide, the engine applies, and the differences between consecutive
 * states tell where gold came from, which quests were taken and completed,
 * which events were drawn and which spaces the characters stepped on. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>

#include "wm-bot-private.h"
#include "wm-field.h"
#include "wm-game-tables.h"
#include "wm-sim-report.h"
#include "wm-sim-run.h"
#include "wm-sim-standout.h"
#include "wm-sim-stats.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

struct _WmSimBatch
{
  WmVariant *variant;
  char *design; /* wm_variant_design_checksum () when the batch was made */
  WmGameTables *tables; /* compiled once, read by every game on every thread */
  WmSimConfig config;
  WmSimLayout *layout;
  int bot_label[WM_SIM_MAX_BOTS]; /* index into layout->bots per config bot */
};

void
wm_sim_config_init (WmSimConfig *config, const WmVariant *variant, int n_players)
{
  memset (config, 0, sizeof *config);
  config->n_players = n_players;
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    config->characters[p] = -1;
  config->bots[0].tier = WM_BOT_GREEDY;
  config->bots[0].persona = *wm_persona_builtin ("balanced");
  config->n_bots = 1;
  config->games = 1000;
  config->shard_count = 1;
  config->cap_days = WM_SIM_DEFAULT_CAP_DAYS;
  if (variant)
    {
      config->no_events = variant->options.no_events;
      config->meaner_highwaymen = variant->options.meaner_highwaymen;
      config->higher_goal = variant->options.higher_goal;
      config->variable_setup = variant->options.variable_setup;
    }
}

void
wm_sim_game_setup (const WmVariant *variant, const WmSimConfig *cfg, guint64 index,
                   WmGameSetup *setup)
{
  int n = cfg->n_players;

  wm_game_setup_init (setup, variant, n);
  setup->seed = wm_sim_game_seed (cfg->seed, index);
  setup->no_events = cfg->no_events;
  setup->meaner_highwaymen = cfg->meaner_highwaymen;
  setup->higher_goal = cfg->higher_goal;
  setup->variable_setup = cfg->variable_setup;
  setup->first_event = cfg->first_event;
  /* Fixed characters and the bots rotate over the seats with the game, so
   * every one of them sits at every seat equally often. */
  for (int p = 0; p < n; p++)
    setup->characters[p] = cfg->characters[(p + index) % (guint64) n];
}

/* Whether the games of the batch can be dealt at all (two players with one
 * character, a board the engine cannot assemble …): told once, up front,
 * rather than as a warning for every game left unplayed. Each game deals
 * its own random board, so when the first game can be dealt the others
 * still may not: the validator's enumeration finds any board the setup
 * deals that does not assemble, and dealing it says why. */
static gboolean
games_can_start (WmVariant *variant, const WmSimConfig *config, GError **error)
{
  g_autoptr (GError) why = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (WmArrangement) unplayable = NULL;
  guint64 failing = 0, checked = 0;
  WmGameSetup setup;

  wm_sim_game_setup (variant, config, 0, &setup);
  game = wm_game_new (variant, &setup, &why);
  if (game == NULL)
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, _("the games cannot be dealt: %s"),
                   why->message);
      return FALSE;
    }
  unplayable = wm_validate_find_unplayable (variant, config->variable_setup, &failing, &checked);
  if (unplayable == NULL)
    return TRUE;
  g_clear_pointer (&game, wm_game_unref);
  setup.arrangement = unplayable;
  game = wm_game_new (variant, &setup, &why);
  if (game != NULL)
    {
      /* The enumeration and the assembly disagree: a bug, not the design's
       * (tests/check/test-validator.c keeps them together). */
      g_critical ("the validator finds a board that assembles cleanly unplayable");
      return TRUE;
    }
  g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG,
               g_dngettext (GETTEXT_PACKAGE,
                            "the games cannot be dealt: %s — in %" PRIu64 " of %" PRIu64
                            " arrangement of side %c",
                            "the games cannot be dealt: %s — in %" PRIu64 " of %" PRIu64
                            " arrangements of side %c",
                            checked),
               why->message, failing, checked, config->variable_setup ? 'B' : 'A');
  return FALSE;
}

WmSimBatch *
wm_sim_batch_new (WmVariant *variant, const WmSimConfig *config, GError **error)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  WmSimBatch *batch;

  if (config->n_players < MAX (variant->rules.min_players, 1)
      || config->n_players > MIN (variant->rules.max_players, WM_GAME_MAX_PLAYERS))
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG,
                   g_dngettext (GETTEXT_PACKAGE, "%d player: the variant plays with %d to %d",
                                "%d players: the variant plays with %d to %d", config->n_players),
                   config->n_players,
                   variant->rules.min_players, variant->rules.max_players);
      return NULL;
    }
  if (config->n_bots < 1 || config->n_bots > WM_SIM_MAX_BOTS || config->cap_days < 1
      || config->shard_count < 1 || config->shard_index < 0
      || config->shard_index >= config->shard_count)
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG,
                   _("bad configuration: 1–%d bots, a day cap of at least 1 and a shard I/K with "
                      "0 ≤ I < K"),
                   WM_SIM_MAX_BOTS);
      return NULL;
    }
  for (int p = 0; p < config->n_players; p++)
    if (config->characters[p] >= (int) variant->characters->len)
      {
        g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG, _("no character %d"),
                     config->characters[p]);
        return NULL;
      }
  if (!games_can_start (variant, config, error))
    return NULL;
  batch = g_new0 (WmSimBatch, 1);
  batch->variant = wm_variant_ref (variant);
  /* Taken now: the result says which design the games were played on. */
  batch->design = wm_variant_design_checksum (variant);
  batch->tables = wm_game_tables_new (variant);
  batch->config = *config;
  for (int b = 0; b < config->n_bots; b++)
    {
      g_autofree char *label = wm_bot_spec_to_string (&config->bots[b]);
      guint at;
      if (!g_ptr_array_find_with_equal_func (labels, label, g_str_equal, &at))
        {
          at = labels->len;
          g_ptr_array_add (labels, g_steal_pointer (&label));
        }
      batch->bot_label[b] = (int) at;
    }
  g_ptr_array_add (labels, NULL);
  batch->layout = wm_sim_layout_new (variant, config->n_players, config->cap_days,
                                     (const char *const *) labels->pdata, (int) labels->len - 1);
  return batch;
}

void
wm_sim_batch_free (WmSimBatch *batch)
{
  if (batch == NULL)
    return;
  wm_sim_layout_free (batch->layout);
  wm_game_tables_unref (batch->tables);
  wm_variant_unref (batch->variant);
  g_free (batch->design);
  g_free (batch);
}

const WmSimLayout *
wm_sim_batch_layout (WmSimBatch *batch)
{
  return batch->layout;
}

/* ---- recording ------------------------------------------------------------------ */

/* What recording compares of the state before a decision: a small copy
 * taken every decision instead of the whole state. */
typedef struct
{
  gint16 space[WM_GAME_MAX_PLAYERS], gold[WM_GAME_MAX_PLAYERS];
  guint8 n_weapons[WM_GAME_MAX_PLAYERS];
  guint64 held[WM_GAME_MAX_PLAYERS];    /* held_cards() */
  guint8 held_changes[WM_GAME_MAX_PLAYERS]; /* WmPlayerState.held_changes */
  guint64 watched[WM_GAME_MAX_PLAYERS]; /* watched_of(): space and gold among others */
  guint16 counts[WM_GAME_MAX_PLAYERS];  /* counts_of(): weapons and marker */
  guint64 discovered[WM_GAME_MAX_SPACES / 64];
  guint8 event, active;
  guint16 day;
  guint8 turn, marker[WM_GAME_MAX_PLAYERS]; /* whose intrigue effects count */
} Before;

/* One game's recording: what it looks up once rather than every step. */
typedef struct
{
  WmSimBatch *batch;
  const WmGame *game;
  WmSimTally *t;
  int character[WM_GAME_MAX_PLAYERS];
  /* What each player's ability adds to gold, without and with its
   * intrigue marker on the turn. */
  WmGoldAbility ability[WM_GAME_MAX_PLAYERS][2];
  int visit_at[WM_GAME_MAX_SPACES]; /* layout index of each compiled space, -1 none */
  Before before;
  /* The gold every player won so far today, and today's event: added to
   * the event's tally, and its square for the spread, when the day ends. */
  guint64 day_gold;
  guint8 day_event;
  /* The gold each player won so far this game, all sources: its square
   * is added to the character's when the game ends. */
  guint64 game_gold[WM_GAME_MAX_PLAYERS];
} Recorder;

static void
recorder_init (Recorder *r, WmSimBatch *batch, const WmGame *game, WmSimTally *t)
{
  const WmMap *map = wm_game_map (game);

  r->batch = batch;
  r->game = game;
  r->t = t;
  for (int p = 0; p < wm_game_n_players (game); p++)
    {
      r->character[p] = wm_game_character (game, p);
      for (int intrigue = 0; intrigue < 2; intrigue++)
        wm_gold_ability (game, p, intrigue, &r->ability[p][intrigue]);
    }
  for (int x = 0; x < map->n_spaces; x++)
    r->visit_at[x] = wm_sim_layout_space (batch->layout, map->spaces[x].space);
}

/* The cards of the quests a player holds, in order, packed into one word
 * (NONE past the last), so that a step that changes none is one compare. */
G_STATIC_ASSERT (WM_GAME_MAX_HELD * 8 == 64);

static guint64
held_cards (const WmPlayerState *ps)
{
  guint64 packed = G_MAXUINT64; /* every byte NONE */

  for (int i = 0; i < ps->n_held && i < WM_GAME_MAX_HELD; i++)
    packed ^= (guint64) (WM_GAME_NONE ^ ps->held[i].card) << (8 * i);
  return packed;
}

/* The @i-th card of packed @held, NONE past the last. */
static inline int
held_card (guint64 held, int i)
{
  return (int) ((held >> (8 * i)) & 0xff);
}

static gboolean
holds (guint64 held, int card)
{
  for (int i = 0; i < WM_GAME_MAX_HELD && held_card (held, i) != WM_GAME_NONE; i++)
    if (held_card (held, i) == card)
      return TRUE;
  return FALSE;
}

/* A player's space and gold lie in its first eight bytes (with its
 * character, seat, cover and weapon mask, which change rarely or never):
 * one load compares them. Anything else that changes there only costs a
 * look at the details. */
G_STATIC_ASSERT (G_STRUCT_OFFSET (WmPlayerState, space) + sizeof (gint16) <= 8
                 && G_STRUCT_OFFSET (WmPlayerState, gold) + sizeof (gint16) <= 8);

static inline guint64
watched_of (const WmPlayerState *ps)
{
  guint64 head;

  memcpy (&head, ps, sizeof head);
  return head;
}

/* The number of weapons and the marker follow them: one more load. With
 * the count of quests taken or given up that is all recording looks at in
 * a player (a word assembled from the three bytes cost 1% more a game). */
G_STATIC_ASSERT (G_STRUCT_OFFSET (WmPlayerState, marker) == G_STRUCT_OFFSET (WmPlayerState, n_weapons) + 1);

static inline guint16
counts_of (const WmPlayerState *ps)
{
  guint16 pair;

  memcpy (&pair, &ps->n_weapons, sizeof pair);
  return pair;
}

static void
remember_player (Before *b, int p, const WmPlayerState *ps, guint64 held)
{
  b->space[p] = ps->space;
  b->gold[p] = ps->gold;
  b->n_weapons[p] = ps->n_weapons;
  b->held[p] = held;
  b->held_changes[p] = ps->held_changes;
  b->marker[p] = ps->marker;
  b->watched[p] = watched_of (ps);
  b->counts[p] = counts_of (ps);
}

/* Counts the quests in @now that were not in @held as taken. */
static void
count_taken (WmSimTally *t, guint64 now, guint64 held)
{
  for (int i = 0; i < WM_GAME_MAX_HELD && held_card (now, i) != WM_GAME_NONE; i++)
    if (!holds (held, held_card (now, i)))
      t->taken[held_card (now, i)]++;
}

/* The state before the first decision. */
static void
recorder_start (Recorder *r, const WmGameState *s)
{
  Before *b = &r->before;

  for (int p = 0; p < s->n_players; p++)
    {
      const WmPlayerState *ps = &s->players[p];
      remember_player (b, p, ps, held_cards (ps));
      /* The personal quests dealt with the characters are taken. */
      count_taken (r->t, b->held[p], G_MAXUINT64);
    }
  memcpy (b->discovered, s->discovered, sizeof s->discovered);
  b->event = s->event;
  b->active = s->active;
  b->day = s->day;
  b->turn = s->turn;
  r->day_gold = 0;
  r->day_event = s->event;
  memset (r->game_gold, 0, sizeof r->game_gold);
}

static int
card_gold (const WmGame *game, int card)
{
  const WmCard *c = wm_game_card (game, card);
  return c && c->reward ? c->reward->gold : 0;
}

/* Places discovered by the last decision; most decisions discover none,
 * so whole words are compared before any bit is counted. */
static int
new_discoveries (const Before *before, const WmGameState *after)
{
  guint64 now[G_N_ELEMENTS (before->discovered)];
  int n = 0;

  memcpy (now, after->discovered, sizeof now);
  for (guint i = 0; i < G_N_ELEMENTS (now); i++)
    if (now[i] & ~before->discovered[i])
      n += wm_popcount64 (now[i] & ~before->discovered[i]);
  return n;
}

/* What player @p's part of the last decision earned, by source, as
 * wm_gold_attribute () tells it: @held is its held_cards() after it. */
static void
record_player (Recorder *r, int p, const WmGameState *after, guint64 held, const WmChoice *choice)
{
  const Before *before = &r->before;
  WmSimTally *t = r->t;
  guint64 *gold = t->gold[r->character[p]];
  /* The turn the decision was taken on is the one the engine paid on. */
  gboolean intrigue = before->marker[p] != WM_GAME_NONE && before->marker[p] == before->turn;
  WmGoldBefore was = { .gold = before->gold[p],
                       .n_weapons = before->n_weapons[p],
                       .active = p == before->active,
                       .discovered = (const guint8 *) before->discovered,
                       .ability = &r->ability[p][intrigue] };
  WmGoldGain gains[WM_GOLD_MAX_GAINS];
  int n, paid = 0;

  while (was.n_held < WM_GAME_MAX_HELD && held_card (before->held[p], was.n_held) != WM_GAME_NONE)
    {
      was.held[was.n_held] = (guint8) held_card (before->held[p], was.n_held);
      was.n_held++;
    }
  n = wm_gold_attribute (r->game, p, &was, after, choice, gains);
  for (int i = 0; i < n; i++)
    {
      const WmGoldGain *g = &gains[i];
      if (g->source == WM_GOLD_COMMON_QUEST || g->source == WM_GOLD_PERSONAL_QUEST
          || g->source == WM_GOLD_SIDE_QUEST)
        {
          t->completed[g->card]++;
          /* The card's own figures keep its printed reward: what it is
           * worth whoever completes it. */
          t->quest_gold[g->card] += (guint64) card_gold (r->game, g->card);
        }
      /* What an event took off a payment is not a source's loss. */
      if (g->source == WM_GOLD_BONUS && g->amount <= 0)
        continue;
      gold[g->source] += g->amount;
      paid += g->amount;
    }
  if (held != before->held[p])
    count_taken (t, held, before->held[p]);
  /* What the sources were just given, together. */
  r->game_gold[p] += (guint64) paid;
}

/* Adds the day's gold to its event (day 1 has none). */
static void
recorder_end_day (Recorder *r)
{
  if (r->day_event != WM_GAME_NONE)
    {
      r->t->event_gold[r->day_event] += r->day_gold;
      r->t->event_gold_sq[r->day_event] += r->day_gold * r->day_gold;
    }
  r->day_gold = 0;
}

/* Tallies what the decision just applied changed, then remembers @after
 * as the state before the next one. */
static void
record_step (Recorder *r, const WmGameState *after, const WmChoice *choice)
{
  Before *before = &r->before;
  WmSimTally *t = r->t;
  int discoveries = new_discoveries (before, after);
  guint changed = discoveries > 0 ? 1u << before->active : 0;

  /* Most decisions change none of this for anyone: the players who saw a
   * change are found first, three compares each without a branch, as a
   * branch per field and player cost an eighth of a random game. */
  for (int p = 0; p < after->n_players; p++)
    changed |= (guint) ((watched_of (&after->players[p]) != before->watched[p])
                        | (counts_of (&after->players[p]) != before->counts[p])
                        | (after->players[p].held_changes != before->held_changes[p]))
               << p;
  for (; changed != 0; changed &= changed - 1)
    {
      int p = __builtin_ctz (changed);
      const WmPlayerState *now = &after->players[p];
      gboolean quests_moved = now->held_changes != before->held_changes[p];
      guint64 held = quests_moved ? held_cards (now) : before->held[p];
      /* Gold never goes down: what the day's event saw won. */
      if (now->gold > before->gold[p])
        r->day_gold += (guint64) (now->gold - before->gold[p]);
      if (now->space != before->space[p] && now->space >= 0 && r->visit_at[now->space] >= 0)
        t->visits[r->visit_at[now->space]]++;
      if (now->gold != before->gold[p] || held != before->held[p] || now->n_weapons != before->n_weapons[p]
          || (discoveries > 0 && p == before->active))
        record_player (r, p, after, held, choice);
      remember_player (before, p, now, held);
    }
  if (after->event != before->event && after->event != WM_GAME_NONE)
    t->events[after->event]++;
  if (after->day != before->day || after->event != before->event)
    {
      recorder_end_day (r);
      r->day_event = after->event;
    }
  before->day = after->day;
  memcpy (before->discovered, after->discovered, sizeof after->discovered);
  before->event = after->event;
  before->active = after->active;
  before->turn = after->turn;
}

/* ---- one game --------------------------------------------------------------------- */

void
wm_sim_batch_play (gpointer data, guint64 index, guint64 seed, WmSimTally *t)
{
  WmSimBatch *batch = data;
  const WmSimConfig *cfg = &batch->config;
  int n = cfg->n_players, first = -1;
  WmGameSetup setup;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  WmBot *bots[WM_GAME_MAX_PLAYERS];
  int label[WM_GAME_MAX_PLAYERS];
  WmGameState s;
  Recorder rec;
  guint64 decisions = 0;
  int day;

  wm_sim_game_setup (batch->variant, cfg, index, &setup);
  game = wm_game_new_with_tables (batch->tables, &setup, &error);
  if (game == NULL)
    {
      g_warning ("game %" G_GUINT64_FORMAT ": %s", index, error->message);
      return;
    }
  for (int p = 0; p < n; p++)
    {
      int b = (int) ((p + index) % (guint64) cfg->n_bots);
      bots[p] = wm_bot_new (&cfg->bots[b], seed ^ (0x5851f42d4c957f2dULL * (guint64) (p + 1)));
      label[p] = batch->bot_label[b];
      /* The bots play in this thread: their board tables are built once. */
      if (p > 0)
        wm_bot_share_board (bots[p], bots[0]);
    }
  recorder_init (&rec, batch, game, t);
  wm_game_start (game, &s);
  recorder_start (&rec, &s);
  if (s.event != WM_GAME_NONE)
    t->events[s.event]++;
  while (!wm_game_is_over (&s) && s.day <= cfg->cap_days)
    {
      WmChoice choices[WM_GAME_MAX_CHOICES];
      int p = wm_game_to_move (&s);
      /* The choices are listed once, on the real state; a bot picks one of
       * them, so what it picks is legal and is applied without listing
       * them again. */
      int n_choices = wm_game_legal_choices (game, &s, p, choices, WM_GAME_MAX_CHOICES);
      const WmChoice *choice;
      if (n_choices <= 0)
        g_error ("game %" G_GUINT64_FORMAT ": player %d is to move and has no legal choice", index, p + 1);
      choice = &choices[wm_bot_choose (bots[p], game, &s, p, choices, n_choices)];
      if (!cfg->check)
        wm_game_apply_listed (game, &s, choice);
      else if (!wm_game_apply (game, &s, choice, &error))
        g_error ("game %" G_GUINT64_FORMAT ": a bot chose an illegal move: %s", index, error->message);
      decisions++;
      record_step (&rec, &s, choice);
      if (first < 0 && s.day == 1 && s.step != WM_STEP_PLAN)
        for (int q = 0; q < n; q++)
          if (s.players[q].order == 0)
            first = q;
    }
  recorder_end_day (&rec); /* the day the game ended in counts too */
  for (int p = 0; p < n; p++)
    wm_bot_free (bots[p]);
  if (cfg->check)
    {
      g_autofree char *reason = NULL;
      if (!wm_game_check (game, &s, &reason))
        g_error ("game %" G_GUINT64_FORMAT ": the last state breaks the rules: %s", index, reason);
    }

  day = wm_game_is_over (&s) ? MIN (s.day, cfg->cap_days) : cfg->cap_days;
  t->games++;
  t->decisions += decisions;
  t->days[day]++;
  if (!wm_game_is_over (&s))
    t->capped++;
  for (int p = 0; p < n; p++)
    {
      gboolean won = wm_game_is_over (&s) && s.winner == p;
      int ch = wm_game_character (game, p);
      t->characters[ch].games++;
      t->characters[ch].wins += won;
      t->gold_sq[ch] += rec.game_gold[p] * rec.game_gold[p];
      t->seats[p].games++;
      t->seats[p].wins += won;
      t->bots[label[p]].games++;
      t->bots[label[p]].wins += won;
      if (p == first)
        {
          t->first.games++;
          t->first.wins += won;
        }
    }
}

/* ---- the batch ---------------------------------------------------------------------- */

/* The variant's rule numbers, by wm_field_key (): what `compare` names
 * when two runs' rules differ. Not its toggles' defaults: the toggles the
 * games were played with are the config's own. */
static JsonObject *
rules_json (const WmVariant *variant)
{
  JsonObject *o = json_object_new ();

  for (WmField f = 0; f < WM_N_FIELDS; f++)
    if (!wm_field_is_toggle (f))
      json_object_set_int_member (o, wm_field_key (f), wm_field_get (variant, f));
  return o;
}

JsonObject *
wm_sim_batch_config_json (WmSimBatch *batch)
{
  const WmSimConfig *cfg = &batch->config;
  JsonObject *o = json_object_new ();
  JsonArray *chars = json_array_new (), *bots = json_array_new ();
  char seed[32];

  json_object_set_string_member (o, "variant", batch->variant->id ? batch->variant->id : "");
  json_object_set_string_member (o, "design_sha256", batch->design);
  json_object_set_object_member (o, "rules", rules_json (batch->variant));
  json_object_set_int_member (o, "players", cfg->n_players);
  for (int p = 0; p < cfg->n_players; p++)
    {
      if (cfg->characters[p] < 0)
        json_array_add_string_element (chars, "random");
      else
        json_array_add_string_element (
          chars, ((WmCharacter *) g_ptr_array_index (batch->variant->characters, cfg->characters[p]))->id);
    }
  json_object_set_array_member (o, "characters", chars);
  for (int b = 0; b < cfg->n_bots; b++)
    {
      const WmPersona *w = &cfg->bots[b].persona;
      JsonObject *bot = json_object_new ();
      JsonObject *weights = json_object_new ();
      g_autofree char *label = wm_bot_spec_to_string (&cfg->bots[b]);
      json_object_set_string_member (bot, "bot", label);
      json_object_set_double_member (weights, "gold", w->gold);
      json_object_set_double_member (weights, "quest", w->quest);
      json_object_set_double_member (weights, "take", w->take);
      json_object_set_double_member (weights, "explore", w->explore);
      json_object_set_double_member (weights, "fort", w->fort);
      json_object_set_double_member (weights, "side", w->side);
      json_object_set_double_member (weights, "bid", w->bid);
      json_object_set_object_member (bot, "weights", weights);
      json_array_add_object_element (bots, bot);
    }
  json_object_set_array_member (o, "bots", bots);
  /* A 64-bit seed does not fit every JSON reader's numbers: keep it a string. */
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, cfg->seed);
  json_object_set_string_member (o, "seed", seed);
  json_object_set_int_member (o, "games", (gint64) cfg->games);
  json_object_set_int_member (o, "cap_days", cfg->cap_days);
  json_object_set_boolean_member (o, "no_events", cfg->no_events);
  json_object_set_boolean_member (o, "meaner_highwaymen", cfg->meaner_highwaymen);
  json_object_set_boolean_member (o, "higher_goal", cfg->higher_goal);
  json_object_set_boolean_member (o, "variable_setup", cfg->variable_setup);
  /* Only when chosen: the result of a batch without it is the same file
   * as before the option was there, and merges with its shards. */
  if (cfg->first_event != NULL)
    json_object_set_string_member (o, "first_event", cfg->first_event);
  /* Which deck each quest and event is of: the summary weighs a card
   * against its own deck, and a merge has no variant to ask. */
  json_object_set_object_member (o, "decks", wm_sim_standout_decks (batch->variant));
  if (cfg->shard_count > 1)
    {
      JsonObject *shard = json_object_new ();
      json_object_set_int_member (shard, "index", cfg->shard_index);
      json_object_set_int_member (shard, "count", cfg->shard_count);
      json_object_set_object_member (o, "shard", shard);
    }
  return o;
}

JsonNode *
wm_sim_batch_run (WmSimBatch *batch, int threads, volatile gint *cancel,
                  WmSimProgressFunc progress, gpointer progress_data)
{
  g_autoptr (WmSimTally) tally = wm_sim_tally_new (batch->layout);
  g_autoptr (JsonObject) config = wm_sim_batch_config_json (batch);
  g_autoptr (JsonNode) counts = NULL;
  gboolean complete;

  complete = wm_sim_run (batch->config.games, batch->config.shard_index,
                         batch->config.shard_count, batch->config.seed, threads,
                         wm_sim_batch_play, batch, tally, cancel, progress, progress_data);
  counts = wm_sim_tally_to_json (tally);
  return wm_sim_report_build (config, counts, !complete);
}
