#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include "wm-sim-tally.h"

static void
add_sides (WmSimLayout *layout, const WmRegion *region)
{
  for (int s = 0; s < 2; s++)
    {
      const WmSide *side = region->sides[s];
      if (side == NULL)
        continue;
      for (guint i = 0; i < side->spaces->len; i++)
        {
          const WmSpace *space = g_ptr_array_index (side->spaces, i);
          g_ptr_array_add (layout->spaces,
                           g_strdup_printf ("%s:%c:%s", region->id, side->id, space->id));
          g_hash_table_insert (layout->space_index, (gpointer) space,
                               GINT_TO_POINTER (layout->spaces->len));
        }
    }
}

WmSimLayout *
wm_sim_layout_new (const WmVariant *variant, int n_seats, int cap_days,
                   const char *const *bot_labels, int n_bots)
{
  WmSimLayout *layout = g_new0 (WmSimLayout, 1);
  int n_cards = 0, k = 0;

  g_return_val_if_fail (n_seats > 0 && n_seats <= WM_SIM_MAX_SEATS, NULL);
  layout->n_seats = n_seats;
  layout->cap_days = MAX (cap_days, 1);
  layout->characters = g_ptr_array_new_with_free_func (g_free);
  layout->bots = g_ptr_array_new_with_free_func (g_free);
  layout->cards = g_ptr_array_new_with_free_func (g_free);
  layout->spaces = g_ptr_array_new_with_free_func (g_free);
  layout->space_index = g_hash_table_new (NULL, NULL);
  for (guint i = 0; variant && i < variant->characters->len; i++)
    g_ptr_array_add (layout->characters,
                     g_strdup (((WmCharacter *) g_ptr_array_index (variant->characters, i))->id));
  for (int i = 0; i < n_bots; i++)
    g_ptr_array_add (layout->bots, g_strdup (bot_labels[i]));
  for (guint d = 0; variant && d < variant->decks->len; d++)
    n_cards += ((WmDeck *) g_ptr_array_index (variant->decks, d))->cards->len;
  layout->card_kinds = g_new0 (guint8, MAX (n_cards, 1));
  for (guint d = 0; variant && d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        {
          g_ptr_array_add (layout->cards,
                           g_strdup (((WmCard *) g_ptr_array_index (deck->cards, c))->id));
          layout->card_kinds[k++] = (guint8) deck->kind;
        }
    }
  for (guint r = 0; variant && r < variant->regions->len; r++)
    add_sides (layout, g_ptr_array_index (variant->regions, r));
  return layout;
}

void
wm_sim_layout_free (WmSimLayout *layout)
{
  if (layout == NULL)
    return;
  g_ptr_array_unref (layout->characters);
  g_ptr_array_unref (layout->bots);
  g_ptr_array_unref (layout->cards);
  g_ptr_array_unref (layout->spaces);
  g_hash_table_unref (layout->space_index);
  g_free (layout->card_kinds);
  g_free (layout);
}

int
wm_sim_layout_space (const WmSimLayout *layout, const WmSpace *space)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (layout->space_index, space)) - 1;
}

WmSimTally *
wm_sim_tally_new (const WmSimLayout *layout)
{
  WmSimTally *t = g_new0 (WmSimTally, 1);
  guint n_cards = MAX (layout->cards->len, 1);

  t->layout = layout;
  t->days = g_new0 (guint64, layout->cap_days + 1);
  t->characters = g_new0 (WmWinCount, MAX (layout->characters->len, 1));
  t->gold = g_malloc0 (sizeof *t->gold * MAX (layout->characters->len, 1));
  t->gold_sq = g_new0 (guint64, MAX (layout->characters->len, 1));
  t->bots = g_new0 (WmWinCount, MAX (layout->bots->len, 1));
  t->taken = g_new0 (guint64, n_cards);
  t->completed = g_new0 (guint64, n_cards);
  t->quest_gold = g_new0 (guint64, n_cards);
  t->events = g_new0 (guint64, n_cards);
  t->event_gold = g_new0 (guint64, n_cards);
  t->event_gold_sq = g_new0 (guint64, n_cards);
  t->visits = g_new0 (guint64, MAX (layout->spaces->len, 1));
  return t;
}

void
wm_sim_tally_free (WmSimTally *t)
{
  if (t == NULL)
    return;
  g_free (t->days);
  g_free (t->characters);
  g_free (t->gold);
  g_free (t->gold_sq);
  g_free (t->bots);
  g_free (t->taken);
  g_free (t->completed);
  g_free (t->quest_gold);
  g_free (t->events);
  g_free (t->event_gold);
  g_free (t->event_gold_sq);
  g_free (t->visits);
  g_free (t);
}

static void
add_wins (WmWinCount *into, const WmWinCount *other, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      into[i].wins += other[i].wins;
      into[i].games += other[i].games;
    }
}

static void
add_counts (guint64 *into, const guint64 *other, guint n)
{
  for (guint i = 0; i < n; i++)
    into[i] += other[i];
}

void
wm_sim_tally_add (WmSimTally *into, const WmSimTally *other)
{
  const WmSimLayout *l = into->layout;

  g_return_if_fail (other->layout == into->layout);
  into->games += other->games;
  into->capped += other->capped;
  into->decisions += other->decisions;
  add_counts (into->days, other->days, l->cap_days + 1);
  add_wins (into->characters, other->characters, l->characters->len);
  for (guint c = 0; c < l->characters->len; c++)
    add_counts (into->gold[c], other->gold[c], WM_N_GOLD_SOURCES);
  add_counts (into->gold_sq, other->gold_sq, l->characters->len);
  add_wins (into->seats, other->seats, WM_SIM_MAX_SEATS);
  add_wins (into->bots, other->bots, l->bots->len);
  add_wins (&into->first, &other->first, 1);
  add_counts (into->taken, other->taken, l->cards->len);
  add_counts (into->completed, other->completed, l->cards->len);
  add_counts (into->quest_gold, other->quest_gold, l->cards->len);
  add_counts (into->events, other->events, l->cards->len);
  add_counts (into->event_gold, other->event_gold, l->cards->len);
  add_counts (into->event_gold_sq, other->event_gold_sq, l->cards->len);
  add_counts (into->visits, other->visits, l->spaces->len);
}

static void
add_win_member (JsonBuilder *b, const char *name, const WmWinCount *w)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, (gint64) w->games);
  json_builder_set_member_name (b, "wins");
  json_builder_add_int_value (b, (gint64) w->wins);
  json_builder_end_object (b);
}

static void
add_characters (JsonBuilder *b, const WmSimTally *t)
{
  json_builder_set_member_name (b, "characters");
  json_builder_begin_object (b);
  for (guint c = 0; c < t->layout->characters->len; c++)
    {
      json_builder_set_member_name (b, g_ptr_array_index (t->layout->characters, c));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, (gint64) t->characters[c].games);
      json_builder_set_member_name (b, "wins");
      json_builder_add_int_value (b, (gint64) t->characters[c].wins);
      json_builder_set_member_name (b, "gold");
      json_builder_begin_object (b);
      for (int g = 0; g < WM_N_GOLD_SOURCES; g++)
        {
          json_builder_set_member_name (b, wm_gold_source_to_string (g));
          json_builder_add_int_value (b, (gint64) t->gold[c][g]);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "gold-sq");
      json_builder_add_int_value (b, (gint64) t->gold_sq[c]);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* @counts of the event cards, by card id, as member @name. */
static void
add_event_counts (JsonBuilder *b, const char *name, const WmSimLayout *l, const guint64 *counts)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint c = 0; c < l->cards->len; c++)
    if (l->card_kinds[c] == WM_DECK_EVENT)
      {
        json_builder_set_member_name (b, g_ptr_array_index (l->cards, c));
        json_builder_add_int_value (b, (gint64) counts[c]);
      }
  json_builder_end_object (b);
}

/* The quests of @kind as member @name: per card taken, completed and
 * the gold its completions paid. */
static void
add_quest_counts (JsonBuilder *b, const char *name, const WmSimTally *t, WmDeckKind kind)
{
  const WmSimLayout *l = t->layout;

  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint c = 0; c < l->cards->len; c++)
    if (l->card_kinds[c] == kind)
      {
        json_builder_set_member_name (b, g_ptr_array_index (l->cards, c));
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "taken");
        json_builder_add_int_value (b, (gint64) t->taken[c]);
        json_builder_set_member_name (b, "completed");
        json_builder_add_int_value (b, (gint64) t->completed[c]);
        json_builder_set_member_name (b, "gold");
        json_builder_add_int_value (b, (gint64) t->quest_gold[c]);
        json_builder_end_object (b);
      }
  json_builder_end_object (b);
}

static void
add_cards (JsonBuilder *b, const WmSimTally *t)
{
  const WmSimLayout *l = t->layout;

  add_quest_counts (b, "quests", t, WM_DECK_COMMON_QUEST);
  add_quest_counts (b, "side-quests", t, WM_DECK_SIDE_QUEST);
  add_quest_counts (b, "personal-quests", t, WM_DECK_PERSONAL_QUEST);
  add_event_counts (b, "events", l, t->events);
  add_event_counts (b, "event-gold", l, t->event_gold);
  add_event_counts (b, "event-gold-sq", l, t->event_gold_sq);
}

JsonNode *
wm_sim_tally_to_json (const WmSimTally *t)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const WmSimLayout *l = t->layout;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, (gint64) t->games);
  json_builder_set_member_name (b, "capped");
  json_builder_add_int_value (b, (gint64) t->capped);
  json_builder_set_member_name (b, "decisions");
  json_builder_add_int_value (b, (gint64) t->decisions);
  json_builder_set_member_name (b, "days");
  json_builder_begin_array (b);
  for (int d = 0; d <= l->cap_days; d++)
    json_builder_add_int_value (b, (gint64) t->days[d]);
  json_builder_end_array (b);
  add_characters (b, t);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_object (b);
  for (int s = 0; s < l->n_seats; s++)
    {
      char name[8];
      g_snprintf (name, sizeof name, "%d", s + 1);
      add_win_member (b, name, &t->seats[s]);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "bots");
  json_builder_begin_object (b);
  for (guint i = 0; i < l->bots->len; i++)
    add_win_member (b, g_ptr_array_index (l->bots, i), &t->bots[i]);
  json_builder_end_object (b);
  add_win_member (b, "first-player", &t->first);
  add_cards (b, t);
  json_builder_set_member_name (b, "visits");
  json_builder_begin_object (b);
  for (guint s = 0; s < l->spaces->len; s++)
    {
      json_builder_set_member_name (b, g_ptr_array_index (l->spaces, s));
      json_builder_add_int_value (b, (gint64) t->visits[s]);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
