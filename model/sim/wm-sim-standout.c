#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "wm-sim-report.h"
#include "wm-sim-standout.h"
#include "wm-sim-stats.h"

/* The kinds of card whose figures are weighed: their summary group and
 * the figures each has. */
static const struct
{
  const char *group;
  WmDeckKind kind;
  WmSimFigure figures[2];
  int n_figures;
} kinds[] = {
  { "quests", WM_DECK_COMMON_QUEST, { WM_SIM_FIGURE_COMPLETION, WM_SIM_FIGURE_GOLD_PER_TAKE }, 2 },
  { "side_quests",
    WM_DECK_SIDE_QUEST,
    { WM_SIM_FIGURE_COMPLETION, WM_SIM_FIGURE_GOLD_PER_TAKE },
    2 },
  { "personal_quests",
    WM_DECK_PERSONAL_QUEST,
    { WM_SIM_FIGURE_COMPLETION, WM_SIM_FIGURE_GOLD_PER_TAKE },
    2 },
  { "events", WM_DECK_EVENT, { WM_SIM_FIGURE_EVENT_GOLD }, 1 },
};

const char *
wm_sim_figure_to_string (WmSimFigure figure)
{
  static const char *const names[] = { "completion_rate", "gold_per_take", "against_mean" };

  g_return_val_if_fail (figure < WM_SIM_N_FIGURES, NULL);
  return names[figure];
}

static void
standout_free (WmSimStandout *s)
{
  g_free (s->card);
  g_free (s->deck);
  g_free (s);
}

void
wm_sim_standouts_free (WmSimStandouts *standouts)
{
  if (standouts == NULL)
    return;
  g_ptr_array_unref (standouts->figures);
  g_ptr_array_unref (standouts->too_rare);
  g_free (standouts);
}

/* ---- the figures ------------------------------------------------------------------ */

/* Card id → deck id from config.decks. */
static GHashTable *
deck_of_cards (JsonObject *config)
{
  GHashTable *deck_of = g_hash_table_new (g_str_hash, g_str_equal);
  JsonObject *decks = wm_sim_member_object (config, "decks");
  g_autoptr (GList) ids = decks ? json_object_get_members (decks) : NULL;

  for (GList *l = ids; l; l = l->next)
    {
      JsonNode *n = json_object_get_member (decks, l->data);
      JsonArray *cards = JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;

      for (guint i = 0; cards && i < json_array_get_length (cards); i++)
        {
          JsonNode *card = json_array_get_element (cards, i);

          if (JSON_NODE_HOLDS_VALUE (card) && json_node_get_value_type (card) == G_TYPE_STRING)
            g_hash_table_insert (deck_of, (gpointer)json_node_get_string (card), l->data);
        }
    }
  return deck_of;
}

/* A quest's @figure from its summary entry @q: the completion rate with
 * its Wilson interval, or the gold a card taken paid, whose interval is
 * the rate's times the gold a completion pays (a card's reward is
 * printed: one amount). */
static void
quest_figure (WmSimStandout *s, JsonObject *q)
{
  double per_completion = wm_sim_member_double (q, "gold_per_completion"), interval[2];

  s->count = json_object_get_int_member_with_default (q, "taken", 0);
  s->value = wm_sim_member_double (q, "completion_rate");
  wm_sim_member_interval (q, "completion_ci95", interval);
  s->low = interval[0], s->high = interval[1];
  if (s->figure == WM_SIM_FIGURE_GOLD_PER_TAKE)
    {
      s->value *= per_completion;
      s->low *= per_completion;
      s->high *= per_completion;
    }
}

/* An event's gold a player-day against the mean of all days with an
 * event, @mean: the summary's against_mean and its interval likewise. */
static void
event_figure (WmSimStandout *s, JsonObject *e, double mean)
{
  double interval[2];

  s->count = json_object_get_int_member_with_default (e, "drawn", 0);
  s->value = wm_sim_member_double (e, "against_mean");
  wm_sim_member_interval (e, "gold_per_player_day_ci95", interval);
  s->low = mean > 0 ? interval[0] / mean : 0.0;
  s->high = mean > 0 ? interval[1] / mean : 0.0;
}

/* The gold a player won on the average day with an event. */
static double
event_mean (JsonObject *events)
{
  g_autoptr (GList) ids = events ? json_object_get_members (events) : NULL;
  double gold = 0, days = 0;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *e = wm_sim_member_object (events, l->data);
      double drawn = (double)json_object_get_int_member_with_default (e, "drawn", 0);

      gold += drawn * wm_sim_member_double (e, "gold_per_player_day");
      days += drawn;
    }
  return days > 0 ? gold / days : 0.0;
}

/* Every figure @figure of the cards of summary group @group taken often
 * enough, in @into; the others' ids in @too_rare (once per card). */
static void
collect (GPtrArray *into, GPtrArray *too_rare, JsonObject *summary, const char *group,
         WmSimFigure figure, GHashTable *deck_of)
{
  JsonObject *cards = wm_sim_member_object (summary, group);
  g_autoptr (GList) ids = cards ? json_object_get_members (cards) : NULL;
  double mean = figure == WM_SIM_FIGURE_EVENT_GOLD ? event_mean (cards) : 0.0;

  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *o = wm_sim_member_object (cards, l->data);
      const char *deck = g_hash_table_lookup (deck_of, l->data);
      WmSimStandout *s = g_new0 (WmSimStandout, 1);

      s->figure = figure;
      if (figure == WM_SIM_FIGURE_EVENT_GOLD)
        event_figure (s, o, mean);
      else
        quest_figure (s, o);
      if (s->count < WM_SIM_STANDOUT_MIN_COUNT)
        {
          /* Each card once, though each of its figures is left out. */
          if (figure != WM_SIM_FIGURE_GOLD_PER_TAKE)
            g_ptr_array_add (too_rare, g_strdup (l->data));
          standout_free (s);
          continue;
        }
      s->card = g_strdup (l->data);
      s->deck = g_strdup (deck ? deck : group);
      s->group = group;
      g_ptr_array_add (into, s);
    }
}

/* ---- the deck's spread ------------------------------------------------------------ */

/* The median of the @figures (WmSimStandout *) of deck @deck; *@n_out
 * how many there are. */
static double
deck_median (GPtrArray *figures, const char *deck, guint *n_out)
{
  g_autoptr (GArray) values = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < figures->len; i++)
    {
      WmSimStandout *s = g_ptr_array_index (figures, i);

      if (strcmp (s->deck, deck) == 0)
        g_array_append_val (values, s->value);
    }
  *n_out = values->len;
  return wm_quantile ((double *)values->data, values->len, 0.5);
}

/* The spread of a card about its deck's centre: the first quartile of the
 * differences between every two cards of one deck, all decks of the kind
 * together (a difference does not depend on the deck's centre), scaled
 * so that it is the standard deviation of normal figures. Quartile rather
 * than median: one far-off card makes a quarter of its small deck's
 * differences large, and the spread it is weighed against must not grow
 * with it. */
static double
pooled_spread (GPtrArray *figures)
{
  g_autoptr (GArray) differences = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < figures->len; i++)
    for (guint j = i + 1; j < figures->len; j++)
      {
        WmSimStandout *a = g_ptr_array_index (figures, i), *b = g_ptr_array_index (figures, j);
        double d = fabs (a->value - b->value);

        if (strcmp (a->deck, b->deck) == 0)
          g_array_append_val (differences, d);
      }
  return wm_spread_of_differences ((double *)differences->data, differences->len);
}

/* A figure's chance: the standard error its 95 % interval says. */
static double
chance_of (const WmSimStandout *s)
{
  return (s->high - s->low) / (2 * WM_Z95);
}

/* A distance over the root of the variance that would be left with no
 * chance in the figures: the cards' own; none left, any distance is
 * beyond them. */
static double
settled_z (double distance, double variance)
{
  if (variance > 0)
    return distance / sqrt (variance);
  return distance > 0 ? INFINITY : distance < 0 ? -INFINITY : 0.0;
}

/* The z of each of @figures, all of one kind and figure: its distance
 * from its deck's median over what that distance would spread by were
 * the card an ordinary one of the deck — the spread of the cards
 * themselves (the pooled spread less their typical chance), the card's
 * own chance, and the chance in the deck's median (π/2 σ²/n). */
static void
weigh_kind (GPtrArray *figures)
{
  g_autoptr (GArray) chances = g_array_new (FALSE, FALSE, sizeof (double));
  double spread = pooled_spread (figures), typical, cards;
  gboolean measured;

  for (guint i = 0; i < figures->len; i++)
    {
      double se = chance_of (g_ptr_array_index (figures, i));
      double variance = se * se;

      g_array_append_val (chances, variance);
    }
  typical = wm_quantile ((double *)chances->data, chances->len, 0.5);
  cards = MAX (spread * spread - typical, 0.0);
  /* Less than the chance it is left from, the cards' own spread is mostly
   * chance itself: not measured (WmSimStandout.spread_measured). A
   * figure is then weighed against the most the cards can spread by, the
   * whole spread seen, chance in it: what stands out so stands out
   * whatever the cards' own spread (taken as 0, a −38 % event stood out
   * at 40 games and not at 500, review 25a, 6). */
  measured = cards >= typical;
  if (!measured)
    cards = spread * spread;
  for (guint i = 0; i < figures->len; i++)
    {
      WmSimStandout *s = g_ptr_array_index (figures, i);
      double se = chance_of (s), variance;
      guint n;

      s->deck_median = deck_median (figures, s->deck, &n);
      s->deck_spread = spread;
      variance = cards + se * se + G_PI / 2 * (cards + typical) / n;
      s->weighed_spread = sqrt (variance);
      s->spread_measured = measured;
      s->z = variance > 0 ? (s->value - s->deck_median) / sqrt (variance) : 0.0;
      s->p = wm_two_sided_p (s->z);
      s->z_settled = settled_z (s->value - s->deck_median, cards * (1 + G_PI / 2 / n));
      s->z_settled_far = settled_z ((s->value > s->deck_median ? s->high : s->low) - s->deck_median,
                                    cards * (1 + G_PI / 2 / n));
    }
}

static int
by_p (gconstpointer a, gconstpointer b)
{
  const WmSimStandout *x = *(WmSimStandout *const *)a, *y = *(WmSimStandout *const *)b;
  int c = x->p < y->p ? -1 : x->p > y->p ? 1 : 0;

  return c != 0                              ? c
         : g_strcmp0 (x->card, y->card) != 0 ? g_strcmp0 (x->card, y->card)
                                             : (int)x->figure - (int)y->figure;
}

static guint
count_cards (GPtrArray *figures)
{
  g_autoptr (GHashTable) cards = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < figures->len; i++)
    g_hash_table_add (cards, ((WmSimStandout *)g_ptr_array_index (figures, i))->card);
  return g_hash_table_size (cards);
}

/* Why the figure within chance at @rank is: whether, were its figure
 * and its deck's exact, its z would pass Holm's step at that rank, or
 * that of its interval's far end, or neither. A card 3.4 spreads from its
 * deck with a narrow interval is not uncertain: among a hundred and fifty
 * figures one lies that far out by the cards' variety alone, which more
 * games keep. */
static void
mark_hint (WmSimStandouts *out, guint rank)
{
  WmSimStandout *s = g_ptr_array_index (out->figures, rank);
  guint m = out->figures->len;

  /* Its kind's spread not measured, more games are what would tell. */
  if (!s->spread_measured
      || wm_holm_passes (wm_two_sided_p (s->z_settled), rank, m, WM_SIM_STANDOUT_ALPHA))
    s->hint_reason = WM_SIM_HINT_CHANCE;
  else if (wm_holm_passes (wm_two_sided_p (s->z_settled_far), rank, m, WM_SIM_STANDOUT_ALPHA))
    s->hint_reason = WM_SIM_HINT_EDGE;
  else
    s->hint_reason = WM_SIM_HINT_VARIETY;
}

WmSimStandouts *
wm_sim_standouts_find (JsonObject *config, JsonObject *summary)
{
  WmSimStandouts *out = g_new0 (WmSimStandouts, 1);
  g_autoptr (GHashTable) deck_of = deck_of_cards (config);

  out->figures = g_ptr_array_new_with_free_func ((GDestroyNotify)standout_free);
  out->too_rare = g_ptr_array_new_with_free_func (g_free);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (int f = 0; f < kinds[k].n_figures; f++)
      {
        g_autoptr (GPtrArray) figures = g_ptr_array_new ();

        collect (figures, out->too_rare, summary, kinds[k].group, kinds[k].figures[f], deck_of);
        weigh_kind (figures);
        g_ptr_array_extend_and_steal (out->figures, g_steal_pointer (&figures));
      }
  g_ptr_array_sort (out->figures, by_p);
  /* Holm: the i-th smallest p against 5 % / (m − i), until one fails. */
  while (out->n_standing_out < out->figures->len)
    {
      WmSimStandout *s = g_ptr_array_index (out->figures, out->n_standing_out);

      if (!wm_holm_passes (s->p, out->n_standing_out, out->figures->len, WM_SIM_STANDOUT_ALPHA))
        break;
      s->stands_out = TRUE;
      out->n_standing_out++;
    }
  while (
      out->n_hints < WM_SIM_STANDOUT_HINTS && out->n_standing_out + out->n_hints < out->figures->len
      && ((WmSimStandout *)g_ptr_array_index (out->figures, out->n_standing_out + out->n_hints))->p
             < WM_SIM_STANDOUT_HINT_P)
    mark_hint (out, out->n_standing_out + out->n_hints++);
  out->n_cards = count_cards (out->figures);
  return out;
}

WmSimStandouts *
wm_sim_standouts_of_result (JsonNode *doc)
{
  JsonObject *root = doc && JSON_NODE_HOLDS_OBJECT (doc) ? json_node_get_object (doc) : NULL;

  return wm_sim_standouts_find (wm_sim_member_object (root, "config"), wm_sim_member_object (root, "summary"));
}

const WmSimStandout *
wm_sim_standouts_lookup (const WmSimStandouts *standouts, const char *card, WmSimFigure figure)
{
  g_return_val_if_fail (standouts != NULL && card != NULL, NULL);
  for (guint i = 0; i < standouts->figures->len; i++)
    {
      const WmSimStandout *s = g_ptr_array_index (standouts->figures, i);

      if (s->figure == figure && strcmp (s->card, card) == 0)
        return s;
    }
  return NULL;
}

/* ---- the result's member ----------------------------------------------------------- */

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
add_figure (JsonBuilder *b, const WmSimStandout *s)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "card");
  json_builder_add_string_value (b, s->card);
  json_builder_set_member_name (b, "group");
  json_builder_add_string_value (b, s->group);
  json_builder_set_member_name (b, "deck");
  json_builder_add_string_value (b, s->deck);
  json_builder_set_member_name (b, "figure");
  json_builder_add_string_value (b, wm_sim_figure_to_string (s->figure));
  json_builder_set_member_name (b, "count");
  json_builder_add_int_value (b, s->count);
  json_builder_set_member_name (b, "value");
  json_builder_add_double_value (b, s->value);
  add_pair (b, "ci95", s->low, s->high);
  json_builder_set_member_name (b, "deck_median");
  json_builder_add_double_value (b, s->deck_median);
  json_builder_set_member_name (b, "deck_spread");
  json_builder_add_double_value (b, s->deck_spread);
  json_builder_set_member_name (b, "spread_measured");
  json_builder_add_boolean_value (b, s->spread_measured);
  json_builder_set_member_name (b, "weighed_spread");
  json_builder_add_double_value (b, s->weighed_spread);
  json_builder_set_member_name (b, "z");
  json_builder_add_double_value (b, s->z);
  json_builder_set_member_name (b, "p");
  json_builder_add_double_value (b, s->p);
  json_builder_end_object (b);
}

JsonNode *
wm_sim_standouts_to_json (const WmSimStandouts *standouts)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (standouts != NULL, NULL);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "min_count");
  json_builder_add_int_value (b, WM_SIM_STANDOUT_MIN_COUNT);
  json_builder_set_member_name (b, "figures_weighed");
  json_builder_add_int_value (b, standouts->figures->len);
  json_builder_set_member_name (b, "cards_weighed");
  json_builder_add_int_value (b, standouts->n_cards);
  json_builder_set_member_name (b, "too_rare");
  json_builder_begin_array (b);
  for (guint i = 0; i < standouts->too_rare->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (standouts->too_rare, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < standouts->n_standing_out; i++)
    add_figure (b, g_ptr_array_index (standouts->figures, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "within_chance");
  json_builder_begin_array (b);
  for (guint i = 0; i < standouts->n_hints; i++)
    add_figure (b, g_ptr_array_index (standouts->figures, standouts->n_standing_out + i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonObject *
wm_sim_standout_decks (const WmVariant *variant)
{
  JsonObject *decks = json_object_new ();

  g_return_val_if_fail (variant != NULL, decks);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      JsonArray *cards;
      gboolean weighed = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        weighed |= deck->kind == kinds[k].kind;
      if (!weighed)
        continue;
      cards = json_array_new ();
      for (guint c = 0; c < deck->cards->len; c++)
        json_array_add_string_element (cards, ((WmCard *)g_ptr_array_index (deck->cards, c))->id);
      json_object_set_array_member (decks, deck->id, cards);
    }
  return decks;
}

/* ---- a line ------------------------------------------------------------------------ */

char *
wm_sim_card_title (const WmVariant *variant, const char *id)
{
  WmCard *card = variant ? wm_variant_find_card (variant, id, NULL) : NULL;
  const char *lang = variant ? wm_variant_display_language (variant) : NULL;
  const char *name = card ? wm_text_get (&card->name, lang, lang) : NULL;
  g_autofree char *isolated = NULL;

  if (name == NULL || *name == '\0')
    return g_strdup (id);
  /* the title goes into sentences ("A01 · Name is completed …") */
  isolated = wm_text_isolate (name);
  return g_strdup_printf ("%s · %s", id, isolated);
}

const char *
wm_sim_standout_hint_heading (WmSimHintReason reason)
{
  switch (reason)
    {
    case WM_SIM_HINT_CHANCE:
      /* TRANSLATORS: a heading over cards whose figures lie far from
       * their deck's, but are still so uncertain that chance may explain
       * it */
      return _ ("Farthest from their deck, but within chance at this many games (more games "
                "would tell)");
    case WM_SIM_HINT_EDGE:
      /* TRANSLATORS: a heading over cards whose figures, were they exact,
       * would lie within their deck's variety, but not if the figure lies
       * towards the far end of its 95 % interval */
      return _ ("Farthest from their deck, at the edge of their deck's variety (more games may "
                "tell, if their figure lies towards its interval's far end)");
    case WM_SIM_HINT_VARIETY:
      /* TRANSLATORS: a heading over cards whose figures are sure enough
       * and lie beyond the usual spread of their deck's cards (2.58 spreads
       * or more), but no farther than one of so many figures lies by the
       * cards' spread alone */
      return _ ("Farthest from their deck, beyond the usual spread of its cards, but no farther "
                "than one of this many figures lies by that spread alone (more games would not "
                "change this)");
    case WM_SIM_N_HINT_REASONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* An event's figure against the average day, in whole percent as the
 * line prints it with a sign: rounded first, so that −0.3 % reads "+0",
 * not "-0" (the events' median of a batch lies that close to the mean). */
static double
percent_against (double ratio)
{
  return round (100 * (ratio - 1)) + 0.0;
}

/* What a figure's distance is weighed against, the end of its line: its
 * deck's median, then the distance as a multiple of the spread it is
 * weighed against (its z), that spread printed, so that the distance
 * over the spread is the z the verdict comes from (review 25a, 6: the
 * line printed the deck's spread with chance in it, 14 points, where the
 * test had used 0). */
static char *
weighing_of (const WmSimStandout *s)
{
  double z = fabs (s->z);
  /* The spread in whole percentage points, as printed: its plural ("± 1
   * point", Italian "± 1 punto", not "± 1 punti"). */
  gulong points = (gulong) round (100 * s->weighed_spread);

  switch (s->figure)
    {
    case WM_SIM_FIGURE_COMPLETION:
      return s->spread_measured
                 /* TRANSLATORS: the end of a quest's line: its deck's median
                  * completion rate; how many times the figure's distance
                  * from it is the spread it is weighed against, and that
                  * spread in percentage points */
                 ? g_strdup_printf (ngettext ("the deck's median %.0f %%: %.1f × the ± %lu point "
                                              "its cards' spread and its own chance allow",
                                              "the deck's median %.0f %%: %.1f × the ± %lu points "
                                              "its cards' spread and its own chance allow",
                                              points),
                                    100 * s->deck_median, z, points)
                 /* TRANSLATORS: the same, when the cards' own spread
                  * cannot be measured from so few games */
                 : g_strdup_printf (ngettext ("the deck's median %.0f %%: %.1f × the ± %lu point "
                                              "of the whole spread seen and its own chance (its "
                                              "cards' own spread cannot be told from chance at "
                                              "this many games)",
                                              "the deck's median %.0f %%: %.1f × the ± %lu points "
                                              "of the whole spread seen and its own chance (its "
                                              "cards' own spread cannot be told from chance at "
                                              "this many games)",
                                              points),
                                    100 * s->deck_median, z, points);
    case WM_SIM_FIGURE_GOLD_PER_TAKE:
      return s->spread_measured
                 /* TRANSLATORS: the end of a quest's line: its deck's median
                  * gold a card taken; how many times the figure's distance
                  * from it is the spread it is weighed against, and that
                  * spread in gold */
                 ? g_strdup_printf (_("the deck's median %.2f: %.1f × the ± %.2f its cards' "
                                      "spread and its own chance allow"),
                                    s->deck_median, z, s->weighed_spread)
                 : g_strdup_printf (_("the deck's median %.2f: %.1f × the ± %.2f of the whole "
                                      "spread seen and its own chance (its cards' own spread "
                                      "cannot be told from chance at this many games)"),
                                    s->deck_median, z, s->weighed_spread);
    case WM_SIM_FIGURE_EVENT_GOLD:
      return s->spread_measured
                 /* TRANSLATORS: the end of an event's line: the events'
                  * median against the average day; how many times the
                  * figure's distance from it is the spread it is weighed
                  * against, and that spread in percentage points */
                 ? g_strdup_printf (ngettext ("the events' median %+.0f %%: %.1f × the ± %lu point "
                                              "their spread and its own chance allow",
                                              "the events' median %+.0f %%: %.1f × the ± %lu points "
                                              "their spread and its own chance allow",
                                              points),
                                    percent_against (s->deck_median), z, points)
                 : g_strdup_printf (ngettext ("the events' median %+.0f %%: %.1f × the ± %lu point "
                                              "of the whole spread seen and its own chance (the "
                                              "events' own spread cannot be told from chance at "
                                              "this many games)",
                                              "the events' median %+.0f %%: %.1f × the ± %lu points "
                                              "of the whole spread seen and its own chance (the "
                                              "events' own spread cannot be told from chance at "
                                              "this many games)",
                                              points),
                                    percent_against (s->deck_median), z, points);
    case WM_SIM_N_FIGURES:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
wm_sim_standout_describe (const WmSimStandout *s, const WmVariant *variant)
{
  g_autofree char *title = NULL, *figure = NULL, *weighing = NULL;
  gboolean above;

  g_return_val_if_fail (s != NULL, NULL);
  title = wm_sim_card_title (variant, s->card);
  above = s->value > s->deck_median;
  switch (s->figure)
    {
    case WM_SIM_FIGURE_COMPLETION:
      /* TRANSLATORS: a quest card; its completion rate with its 95 %
       * interval and the times it was taken (always 20 or more) */
      figure = g_strdup_printf (above ? _("%s: completed more often than its deck's cards: %.0f %% "
                                          "[%.0f, %.0f] of %" PRId64 " taken")
                                      : _("%s: completed less often than its deck's cards: %.0f %% "
                                          "[%.0f, %.0f] of %" PRId64 " taken"),
                                title, 100 * s->value, 100 * s->low, 100 * s->high,
                                (int64_t)s->count);
      break;
    case WM_SIM_FIGURE_GOLD_PER_TAKE:
      /* TRANSLATORS: a quest card; the gold its completions paid per
       * time it was taken, with its 95 % interval and the times taken.
       * Gold only: a result counts no movement card or quest a reward
       * gives, so a side quest paying a gold among side quests paying a
       * movement card each stands out by its gold (review 24). */
      figure = g_strdup_printf (
          above ? _("%s: pays more gold a card taken than its deck's cards, counting gold only "
                    "(not the movement cards or quests a reward gives): %.2f [%.2f, %.2f] of "
                    "%" PRId64 " taken")
                : _("%s: pays less gold a card taken than its deck's cards, counting gold only "
                    "(not the movement cards or quests a reward gives): %.2f [%.2f, %.2f] of "
                    "%" PRId64 " taken"),
          title, s->value, s->low, s->high, (int64_t)s->count);
      break;
    case WM_SIM_FIGURE_EVENT_GOLD:
      /* TRANSLATORS: an event card; the gold a player won on its days
       * against the average day with an event, with its 95 % interval
       * and the days it was drawn (always 20 or more) */
      figure = g_strdup_printf (
          above ? _("%s: players win more gold on its days than on other events' days: "
                    "%+.0f %% [%+.0f, %+.0f] over %" PRId64 " days")
                : _("%s: players win less gold on its days than on other events' days: "
                    "%+.0f %% [%+.0f, %+.0f] over %" PRId64 " days"),
          title, percent_against (s->value), percent_against (s->low), percent_against (s->high),
          (int64_t)s->count);
      break;
    case WM_SIM_N_FIGURES:
    default:
      g_return_val_if_reached (NULL);
    }
  weighing = weighing_of (s);
  /* TRANSLATORS: a card's figure; what it is weighed against */
  return g_strdup_printf (_("%s; %s"), figure, weighing);
}

/* Why @found's figures within chance are: bits 1 << WmSimHintReason. */
static guint
hint_kinds (const WmSimStandouts *found)
{
  guint bits = 0;

  for (guint i = found->n_standing_out; i < found->n_standing_out + found->n_hints; i++)
    bits |= 1u << ((WmSimStandout *) g_ptr_array_index (found->figures, i))->hint_reason;
  return bits;
}

char *
wm_sim_standouts_note (const WmSimStandouts *found)
{
  GString *note = g_string_new (NULL);
  guint bits = hint_kinds (found);

  if (found->n_standing_out == 0)
    g_string_append (note, _("None stands out beyond chance. "));
  /* Each kind of hint its own sentence: an edge card is one more games
   * may settle, a variety card one they never will (review i, 2: the
   * edge cards were told the variety cards' "more games do not shrink
   * it", under a heading that said they may). */
  if (bits & (1u << WM_SIM_HINT_EDGE))
    g_string_append (note, _("At the edge of their deck's variety: the figure as measured lies "
                             "within how much the deck's cards differ among themselves, but one "
                             "towards its interval's far end would not; more games narrow the "
                             "interval and may tell which. "));
  if (bits & (1u << WM_SIM_HINT_VARIETY))
    g_string_append (note, _("Beyond the usual spread of their deck, but no farther than the "
                             "deck's variety puts one of so many figures: the deck's cards differ "
                             "among themselves so much that, among so many figures, one lies this "
                             "far out by that alone; more games do not shrink it. Whether the "
                             "card is meant to differ this much is yours to judge. "));
  g_string_append_printf (note,
                          ngettext ("Each card against its deck's median and spread, %u figure "
                                    "of %u cards weighed (Holm, 5 %%).",
                                    "Each card against its deck's median and spread, %u figures "
                                    "of %u cards weighed (Holm, 5 %%).",
                                    found->figures->len),
                          found->figures->len, found->n_cards);
  if (found->too_rare->len > 0)
    g_string_append_printf (note,
                            ngettext (" %u card taken or drawn fewer than %d times left out.",
                                      " %u cards taken or drawn fewer than %d times left out.",
                                      found->too_rare->len),
                            found->too_rare->len, WM_SIM_STANDOUT_MIN_COUNT);
  return g_string_free (note, FALSE);
}
