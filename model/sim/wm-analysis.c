#define G_LOG_DOMAIN "wm-sim"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "wm-analysis.h"
#include "wm-map.h"
#include "wm-sim-report.h"
#include "wm-sim-stats.h"

/* ---- arrangements ------------------------------------------------------------------ */

static GPtrArray *
build_maps (WmVariant *variant, int n, guint64 seed, GError **error)
{
  g_autoptr (GPtrArray) maps = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_map_unref);
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  for (int i = 0; i < MAX (n, 1); i++)
    {
      g_autoptr (WmArrangement) arr = i == 0 ? wm_arrangement_default (variant, FALSE)
                                             : wm_arrangement_random (variant, FALSE, rand);
      WmMap *map = arr ? wm_map_build (variant, arr, NULL) : NULL;
      if (map)
        g_ptr_array_add (maps, map);
    }
  if (maps->len == 0)
    {
      g_set_error (error, WM_SIM_ERROR, WM_SIM_ERROR_CONFIG,
                   _("no arrangement of the board can be built"));
      return NULL;
    }
  return g_steal_pointer (&maps);
}

/* Moves from @from to every space, along paths and across lakes. */
static void
distances (const WmMap *map, int from, int *dist)
{
  g_autofree int *queue = g_new (int, map->n_spaces);
  int head = 0, tail = 0;

  for (int i = 0; i < map->n_spaces; i++)
    dist[i] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int x = queue[head++];
      const WmMapSpace *ms = &map->spaces[x];
      for (int i = 0; i < ms->n_exits; i++)
        {
          const WmExit *e = &map->exits[ms->first_exit + i];
          if (e->via > WM_VIA_LAKE || dist[e->to] >= 0)
            continue;
          dist[e->to] = dist[x] + 1;
          queue[tail++] = e->to;
        }
    }
}

static int
town_index (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id && i < variant->towns->len; i++)
    if (strcmp (((WmTown *) g_ptr_array_index (variant->towns, i))->id, id) == 0)
      return (int) i;
  return -2;
}

/* ---- reward worth ----------------------------------------------------------------------- */

void
wm_reward_worth_init (WmRewardWorth *worth, const WmVariant *variant)
{
  wm_reward_worth_init_full (worth, variant, WM_WORTH_MOVEMENT_CARD, WM_SIDE_QUEST_COMPLETION, -1);
}

void
wm_reward_worth_init_full (WmRewardWorth *worth, const WmVariant *variant, double movement_card,
                           double side_quest_share, double side_quest_gold)
{
  double gold = 0, movement = 0;
  int n = 0;

  worth->movement_card = movement_card;
  worth->side_quest_share = side_quest_share;
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != WM_DECK_SIDE_QUEST)
        continue;
      /* A side quest paying a side quest is left at its gold and cards:
       * counting it would count side quests by themselves. */
      for (guint c = 0; c < deck->cards->len; c++, n++)
        {
          const WmReward *r = ((WmCard *) g_ptr_array_index (deck->cards, c))->reward;
          gold += r ? r->gold : 0;
          movement += r ? r->movement : 0;
        }
    }
  if (n == 0)
    {
      worth->side_quest = 0;
      return;
    }
  /* What a completion pays, weighed by how often a taken one is completed;
   * measured gold per side quest taken has that weighing in it already. */
  worth->side_quest = side_quest_share * movement / n * movement_card
                      + (side_quest_gold >= 0 ? side_quest_gold : side_quest_share * gold / n);
}

double
wm_reward_value (const WmReward *reward, const WmRewardWorth *worth)
{
  if (reward == NULL)
    return 0;
  return reward->gold + reward->movement * worth->movement_card
         + reward->side_quest * worth->side_quest;
}

/* ---- quests ---------------------------------------------------------------------------- */

/* Mean over the towns of @region's cell of the moves to the nearest of
 * @card's targets; -1 when the region has no town on this map or no
 * target can be reached. */
static double
quest_distance (const WmVariant *variant, const WmMap *map, const char *region, const WmCard *card)
{
  g_autofree int *dist = g_new (int, map->n_spaces);
  double sum = 0;
  int n = 0;

  for (int s = 0; s < map->n_spaces; s++)
    {
      const WmMapSpace *ms = &map->spaces[s];
      int best = -1;
      const WmRegion *r = g_ptr_array_index (variant->regions, wm_map_space_region (map, s));
      if (ms->place != WM_PLACE_TOWN || strcmp (r->id, region) != 0)
        continue;
      distances (map, s, dist);
      for (int t = 0; t < map->n_spaces; t++)
        for (guint k = 0; card->targets && k < card->targets->len; k++)
          if (map->spaces[t].place == WM_PLACE_TOWN && dist[t] >= 0
              && map->spaces[t].town == town_index (variant, ((WmTarget *) g_ptr_array_index (card->targets, k))->town)
              && (best < 0 || dist[t] < best))
            best = dist[t];
      if (best >= 0)
        {
          sum += best;
          n++;
        }
    }
  return n > 0 ? sum / n : -1;
}

/* The line of a reward's value on distance over the quests that can be
 * reached, by Theil–Sen: the slope is the median of the slopes between
 * every two quests at different distances, the intercept the median of
 * value − slope × distance. A least-squares line went through the very
 * quest it then flagged: one overpaid card tilted it and moved every
 * other quest's residual (review 10). A median moves by at most one
 * place for one card, whatever its reward, as in Cards that stand out. */
static GArray *
pairwise_slopes (const GArray *rows)
{
  GArray *slopes = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < rows->len; i++)
    for (guint j = i + 1; j < rows->len; j++)
      {
        const WmQuestDistance *p = &g_array_index (rows, WmQuestDistance, i);
        const WmQuestDistance *q = &g_array_index (rows, WmQuestDistance, j);
        double slope;
        if (p->distance < 0 || q->distance < 0 || fabs (q->distance - p->distance) < 1e-9)
          continue;
        /* + 0.0: equal values give −0, which would print as "-0.000" */
        slope = (q->value - p->value) / (q->distance - p->distance) + 0.0;
        g_array_append_val (slopes, slope);
      }
  return slopes;
}

static void
fit_line (GArray *rows, double *a, double *b)
{
  g_autoptr (GArray) slopes = pairwise_slopes (rows);
  g_autoptr (GArray) intercepts = g_array_new (FALSE, FALSE, sizeof (double));

  *b = wm_quantile ((double *) slopes->data, slopes->len, 0.5);
  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      double at_zero = r->value - *b * r->distance;
      if (r->distance >= 0)
        g_array_append_val (intercepts, at_zero);
    }
  *a = wm_quantile ((double *) intercepts->data, intercepts->len, 0.5);
}

gboolean
wm_analysis_slope_interval (const GArray *rows, double *low, double *high)
{
  g_autoptr (GArray) slopes = pairwise_slopes (rows);
  double n = 0, sd, lower, upper;

  for (guint i = 0; i < rows->len; i++)
    n += g_array_index (rows, WmQuestDistance, i).distance >= 0;
  if (n < 3 || slopes->len == 0)
    return FALSE;
  sd = sqrt (n * (n - 1) * (2 * n + 5) / 18);
  /* Ranks counted from 1, as Sen gives them, made 0-based and kept in range. */
  lower = CLAMP (round ((slopes->len - 1.96 * sd) / 2), 1, slopes->len) - 1;
  upper = CLAMP (round ((slopes->len + 1.96 * sd) / 2) + 1, 1, slopes->len) - 1;
  wm_sort_doubles ((double *) slopes->data, slopes->len);
  *low = g_array_index (slopes, double, (guint) lower);
  *high = g_array_index (slopes, double, (guint) upper);
  return TRUE;
}

/* Each quest's expected value and residual, and whether the residual is
 * beyond twice the residuals' spread: the robust spread Cards that stand
 * out use (wm_spread_of_differences()), which the outliers do not widen
 * either, so a second overpaid quest is not hidden by the first. An
 * unreached quest is always marked. */
static void
flag_outliers (GArray *rows, double a, double b)
{
  g_autoptr (GArray) differences = g_array_new (FALSE, FALSE, sizeof (double));
  double spread;

  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      r->expected = a + b * MAX (r->distance, 0);
      r->residual = r->value - r->expected;
    }
  for (guint i = 0; i < rows->len; i++)
    for (guint j = i + 1; j < rows->len; j++)
      {
        WmQuestDistance *p = &g_array_index (rows, WmQuestDistance, i);
        WmQuestDistance *q = &g_array_index (rows, WmQuestDistance, j);
        double d = fabs (p->residual - q->residual);
        if (p->distance >= 0 && q->distance >= 0)
          g_array_append_val (differences, d);
      }
  spread = wm_spread_of_differences ((double *) differences->data, differences->len);
  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      r->outlier = r->distance < 0 || (spread > 0 && fabs (r->residual) > 2 * spread);
    }
}

GArray *
wm_analysis_quest_distances (WmVariant *variant, int n_arrangements, guint64 seed,
                             const WmRewardWorth *worth, double *slope, double *intercept,
                             GError **error)
{
  g_autoptr (GPtrArray) maps = build_maps (variant, n_arrangements, seed, error);
  g_autoptr (GArray) rows = g_array_new (FALSE, TRUE, sizeof (WmQuestDistance));
  double a = 0, b = 0;
  WmRewardWorth own;

  if (maps == NULL)
    return NULL;
  if (worth == NULL)
    {
      wm_reward_worth_init (&own, variant);
      worth = &own;
    }
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != WM_DECK_COMMON_QUEST || deck->region == NULL)
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          WmQuestDistance row = { card->id, deck->region };
          double sum = 0;
          int n = 0;
          if (card->reward)
            {
              row.gold = card->reward->gold;
              row.movement_cards = card->reward->movement;
              row.side_quests = card->reward->side_quest;
            }
          row.value = wm_reward_value (card->reward, worth);
          for (guint m = 0; m < maps->len; m++)
            {
              double x = quest_distance (variant, g_ptr_array_index (maps, m), deck->region, card);
              if (x >= 0)
                {
                  sum += x;
                  n++;
                }
            }
          row.distance = n > 0 ? sum / n : -1;
          g_array_append_val (rows, row);
        }
    }
  fit_line (rows, &a, &b);
  flag_outliers (rows, a, b);
  if (slope)
    *slope = b;
  if (intercept)
    *intercept = a;
  return g_steal_pointer (&rows);
}

/* ---- card reach ------------------------------------------------------------------------- */

static int
card_reach (const WmVariant *variant, const WmMap *map, const WmCard *card, int start, guint8 *depth,
            int *queue)
{
  guint8 paths = 0, arrows = 0;
  int head = 0, tail = 0, n = 0;

  for (int i = 0; card->paths && card->paths[i]; i++)
    for (guint t = 0; t < variant->path_types->len && t < 8; t++)
      if (strcmp (((WmPathType *) g_ptr_array_index (variant->path_types, t))->id, card->paths[i]) == 0)
        paths |= (guint8) (1u << t);
  for (int i = 0; i < card->n_arrows; i++)
    if (card->arrows[i] >= 0)
      arrows |= (guint8) (1u << card->arrows[i]);
  memset (depth, 255, map->n_spaces);
  depth[start] = 0;
  queue[tail++] = start;
  while (head < tail)
    {
      int x = queue[head++];
      const WmMapSpace *ms = &map->spaces[x];
      if (depth[x] >= card->steps)
        continue;
      for (int i = 0; i < ms->n_exits; i++)
        {
          const WmExit *e = &map->exits[ms->first_exit + i];
          if (e->via > WM_VIA_LAKE || depth[e->to] != 255)
            continue;
          if (!((e->type >= 0 && (paths & (1u << e->type))) || (arrows & e->dirs)))
            continue;
          depth[e->to] = (guint8) (depth[x] + 1);
          queue[tail++] = e->to;
          n++;
        }
    }
  return n;
}

char *
wm_analysis_deck_label (const WmVariant *variant, const char *deck_id)
{
  const WmDeck *deck = wm_variant_find_deck (variant, deck_id);

  if (deck == NULL)
    return g_strdup (deck_id);
  if (deck->character != NULL && wm_variant_find_character (variant, deck->character) != NULL)
    return wm_variant_character_label (variant, deck->character);
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
      if (g_strcmp0 (ch->movement_deck, deck_id) == 0)
        return wm_variant_character_label (variant, ch->id);
    }
  return g_strdup (wm_variant_display_name (variant, &deck->name, deck->id));
}

char *
wm_analysis_region_label (const WmVariant *variant, const char *region_id)
{
  const WmRegion *region = wm_variant_find_region (variant, region_id);

  return g_strdup (region ? wm_variant_display_name (variant, &region->name, region->id)
                          : region_id);
}

char *
wm_analysis_characters_label (const WmVariant *variant, const char *ids)
{
  g_auto (GStrv) each = g_strsplit (ids, ", ", -1);
  g_autoptr (GString) out = g_string_new (NULL);

  for (int i = 0; each[i] != NULL; i++)
    {
      g_autofree char *label = wm_variant_character_label (variant, each[i]);
      g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", label);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

GArray *
wm_analysis_card_reach (WmVariant *variant, int n_arrangements, guint64 seed, GError **error)
{
  g_autoptr (GPtrArray) maps = build_maps (variant, n_arrangements, seed, error);
  GArray *rows;

  if (maps == NULL)
    return NULL;
  rows = g_array_new (FALSE, TRUE, sizeof (WmCardReach));
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind != WM_DECK_MOVEMENT && deck->kind != WM_DECK_COMMON_MOVEMENT)
        continue;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, c);
          WmCardReach row = { card->id, deck->id, card->steps };
          double sum = 0;
          int n = 0;
          for (guint m = 0; m < maps->len; m++)
            {
              const WmMap *map = g_ptr_array_index (maps, m);
              g_autofree guint8 *depth = g_malloc (map->n_spaces);
              g_autofree int *queue = g_new (int, map->n_spaces);
              for (int s = 0; s < map->n_spaces; s++, n++)
                sum += card_reach (variant, map, card, s, depth, queue);
            }
          row.reach = n > 0 ? sum / n : 0;
          g_array_append_val (rows, row);
        }
    }
  return rows;
}

/* ---- what is not measured --------------------------------------------------------------- */

/* Whether a town of @region is on any of @maps. */
static gboolean
region_has_town (const WmVariant *variant, GPtrArray *maps, const char *region)
{
  for (guint m = 0; m < maps->len; m++)
    {
      const WmMap *map = g_ptr_array_index (maps, m);

      for (int s = 0; s < map->n_spaces; s++)
        if (map->spaces[s].place == WM_PLACE_TOWN
            && g_str_equal (((WmRegion *) g_ptr_array_index (variant->regions,
                                                              wm_map_space_region (map, s)))->id,
                            region))
          return TRUE;
    }
  return FALSE;
}

/* Whether any of @maps has a move off the board's edge, in again opposite. */
static gboolean
maps_wrap (GPtrArray *maps)
{
  for (guint m = 0; m < maps->len; m++)
    {
      const WmMap *map = g_ptr_array_index (maps, m);

      for (int s = 0; s < map->n_spaces; s++)
        for (int i = 0; i < map->spaces[s].n_exits; i++)
          if (map->exits[map->spaces[s].first_exit + i].via > WM_VIA_LAKE)
            return TRUE;
    }
  return FALSE;
}

/* Appends @id to the list @ids ("A13, A14"). */
static void
add_id (GString *ids, const char *id)
{
  g_string_append_printf (ids, "%s%s", ids->len ? ", " : "", id);
}

/* The unreached quests of @quests, those whose region has no town on the
 * board apart from those whose towns are out of reach: no town issues the
 * first, the second are issued and cannot be travelled. */
static void
add_unreached (GPtrArray *out, const WmVariant *variant, GPtrArray *maps, const GArray *quests)
{
  g_autoptr (GString) unreachable = g_string_new (NULL);
  g_autoptr (GPtrArray) regions = g_ptr_array_new (); /* without a town, in order met */

  for (guint i = 0; i < quests->len; i++)
    {
      const WmQuestDistance *q = &g_array_index (quests, WmQuestDistance, i);

      if (q->distance >= 0)
        continue;
      if (region_has_town (variant, maps, q->region))
        add_id (unreachable, q->card);
      else if (!g_ptr_array_find_with_equal_func (regions, q->region, g_str_equal, NULL))
        g_ptr_array_add (regions, (gpointer) q->region);
    }
  for (guint r = 0; r < regions->len; r++)
    {
      g_autoptr (GString) ids = g_string_new (NULL);

      for (guint i = 0; i < quests->len; i++)
        {
          const WmQuestDistance *q = &g_array_index (quests, WmQuestDistance, i);

          if (q->distance < 0 && g_str_equal (q->region, g_ptr_array_index (regions, r)))
            add_id (ids, q->card);
        }
      /* TRANSLATORS: quests' ids, their region's id */
      g_ptr_array_add (out, g_strdup_printf (_("%s (region %s): no town of the region is on the "
                                               "board in any arrangement averaged, so no town "
                                               "issues them (shown as unreached)"),
                                             ids->str, (const char *) g_ptr_array_index (regions, r)));
    }
  if (unreachable->len > 0)
    g_ptr_array_add (out, g_strdup_printf (_("%s: none of the towns the quest names can be reached "
                                             "from its region's towns along paths and lakes "
                                             "(shown as unreached)"),
                                           unreachable->str));
}

/* The cards of the decks of @kind. */
static guint
count_cards (const WmVariant *variant, WmDeckKind kind)
{
  guint n = 0;

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);

      if (deck->kind == kind)
        n += deck->cards->len;
    }
  return n;
}

/* Adds the line @format makes when @n, what it counts, is not 0. */
static void G_GNUC_PRINTF (3, 4)
add_counted (GPtrArray *out, guint n, const char *format, ...)
{
  va_list args;

  if (n == 0)
    return;
  va_start (args, format);
  g_ptr_array_add (out, g_strdup_vprintf (format, args));
  va_end (args);
}

/* Side and personal quests, events and abilities: cards and effects the
 * tables do not weigh. */
static void
add_other_cards (GPtrArray *out, const WmVariant *variant)
{
  guint n, abilities = 0;

  n = count_cards (variant, WM_DECK_SIDE_QUEST);
  add_counted (out, n,
               ngettext ("side quests (%u card): no region issues them, so they are not weighed "
                         "against moves; they count only as a reward's worth",
                         "side quests (%u cards): no region issues them, so they are not weighed "
                         "against moves; they count only as a reward's worth",
                         n),
               n);
  n = count_cards (variant, WM_DECK_PERSONAL_QUEST);
  add_counted (out, n,
               ngettext ("personal quests (%u card): each is a character's own and is not "
                         "weighed against moves",
                         "personal quests (%u cards): each is a character's own and is not "
                         "weighed against moves",
                         n),
               n);
  n = count_cards (variant, WM_DECK_EVENT);
  add_counted (out, n,
               ngettext ("events (%u card): their effects are not modelled here; simulate plays "
                         "them",
                         "events (%u cards): their effects are not modelled here; simulate plays "
                         "them",
                         n),
               n);
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);

      abilities += ch->effects ? ch->effects->len : 0;
    }
  add_counted (out, abilities,
               ngettext ("the characters' abilities (%u effect): not modelled here; simulate "
                         "plays them",
                         "the characters' abilities (%u effects): not modelled here; simulate "
                         "plays them",
                         abilities),
               abilities);
}

GPtrArray *
wm_analysis_unmeasured (WmVariant *variant, const GArray *quests, int n_arrangements, guint64 seed)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) maps = build_maps (variant, n_arrangements, seed, NULL);

  g_return_val_if_fail (variant != NULL && quests != NULL, out);
  if (maps != NULL)
    add_unreached (out, variant, maps, quests);
  add_other_cards (out, variant);
  if (maps != NULL && maps_wrap (maps))
    g_ptr_array_add (out, g_strdup (_("moves off the board's edge, in again opposite (roads and "
                                      "lakes that wrap around): not followed in moves or reach")));
  if (variant->options.variable_setup)
    g_ptr_array_add (out, g_strdup (_("the variable setup the variant plays (side B, quest decks "
                                      "dealt over the regions): the arrangements averaged are the "
                                      "fixed setup's; simulate --variable-setup plays it")));
  return out;
}

/* ---- draw odds ----------------------------------------------------------------------------- */

/* The state of the marked cards: how many are in the draw pile, the
 * discard pile and today's hand, and whether one has been drawn yet. The
 * sizes of the piles do not depend on chance, so they are tracked apart. */
#define IDX(jp, jd, jh, seen) ((((jp) * (m + 1) + (jd)) * (m + 1) + (jh)) * 2 + (seen))

void
wm_analysis_draw_odds (int deck, int hand, int marked, int days, double *by, double *on)
{
  int m = CLAMP (marked, 0, deck);
  int size = (m + 1) * (m + 1) * (m + 1) * 2;
  g_autofree double *p = g_new0 (double, size);
  g_autofree double *q = g_new0 (double, size);
  int n_pile = deck, n_disc = 0;

  g_return_if_fail (deck > 0 && hand > 0 && days > 0 && by != NULL);
  p[IDX (m, 0, 0, 0)] = 1.0; /* every marked card starts in the shuffled pile */
  for (int day = 0; day < days; day++)
    {
      int drawn = 0;
      for (int k = 0; k < hand; k++)
        {
          if (n_pile == 0)
            {
              /* The discard pile is shuffled into a new draw pile. */
              if (n_disc == 0)
                break;
              memset (q, 0, size * sizeof *q);
              for (int jd = 0; jd <= m; jd++)
                for (int jh = 0; jh <= m; jh++)
                  for (int s = 0; s < 2; s++)
                    q[IDX (jd, 0, jh, s)] += p[IDX (0, jd, jh, s)];
              memcpy (p, q, size * sizeof *q);
              n_pile = n_disc;
              n_disc = 0;
            }
          /* The top card is marked with probability jp / n_pile. */
          memset (q, 0, size * sizeof *q);
          for (int jp = 0; jp <= m; jp++)
            for (int jd = 0; jd <= m; jd++)
              for (int jh = 0; jh <= m; jh++)
                for (int s = 0; s < 2; s++)
                  {
                    double x = p[IDX (jp, jd, jh, s)];
                    double hit = (double) jp / n_pile;
                    if (x == 0)
                      continue;
                    if (jp > 0)
                      q[IDX (jp - 1, jd, jh + 1, 1)] += x * hit;
                    q[IDX (jp, jd, jh, s)] += x * (1 - hit);
                  }
          memcpy (p, q, size * sizeof *q);
          n_pile--;
          drawn++;
        }
      by[day] = 0;
      for (int i = 1; i < size; i += 2)
        by[day] += p[i];
      if (on)
        {
          on[day] = 0;
          for (int jp = 0; jp <= m; jp++)
            for (int jd = 0; jd <= m; jd++)
              for (int jh = 1; jh <= m; jh++)
                on[day] += p[IDX (jp, jd, jh, 0)] + p[IDX (jp, jd, jh, 1)];
        }
      /* Sundown: the day's cards go to the discard pile. */
      memset (q, 0, size * sizeof *q);
      for (int jp = 0; jp <= m; jp++)
        for (int jd = 0; jd <= m; jd++)
          for (int jh = 0; jh <= m; jh++)
            for (int s = 0; s < 2; s++)
              if (jd + jh <= m)
                q[IDX (jp, jd + jh, 0, s)] += p[IDX (jp, jd, jh, s)];
      memcpy (p, q, size * sizeof *q);
      n_disc += drawn;
    }
}

/* ---- who has which odds ------------------------------------------------------------------- */

static void
odds_group_free (WmOddsGroup *group)
{
  g_free (group->characters);
  g_free (group->given);
  g_free (group);
}

static const WmDeck *
character_deck (const WmVariant *variant, guint i)
{
  const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
  return wm_variant_find_deck (variant, ch->movement_deck);
}

/* The given cards of @deck, as a comma list; NULL when it holds none. */
static char *
marked_cards (const WmDeck *deck, char **cards, int *n)
{
  g_autoptr (GString) list = g_string_new (NULL);

  *n = 0;
  for (guint c = 0; c < deck->cards->len; c++)
    {
      const char *id = ((WmCard *) g_ptr_array_index (deck->cards, c))->id;
      if (!g_strv_contains ((const char *const *) cards, id))
        continue;
      g_string_append_printf (list, "%s%s", *n > 0 ? ", " : "", id);
      (*n)++;
    }
  return *n > 0 ? g_string_free (g_steal_pointer (&list), FALSE) : NULL;
}

/* The odds of character @i: the size of its movement deck and the
 * number of given cards in it (@given lists them, NULL without @cards);
 * FALSE when it has no odds. */
static gboolean
character_odds_key (const WmVariant *variant, guint i, char **cards, guint *deck_size, int *marked,
                    char **given)
{
  const WmDeck *deck = character_deck (variant, i);

  *given = NULL;
  *marked = 1;
  if (deck == NULL || deck->cards->len == 0)
    return FALSE;
  *deck_size = deck->cards->len;
  return cards == NULL || (*given = marked_cards (deck, cards, marked)) != NULL;
}

static const char *
character_id (const WmVariant *variant, guint i)
{
  return ((WmCharacter *) g_ptr_array_index (variant->characters, i))->id;
}

GPtrArray *
wm_analysis_odds_groups (const WmVariant *variant, char **cards)
{
  GPtrArray *groups = g_ptr_array_new_with_free_func ((GDestroyNotify) odds_group_free);
  guint n = variant->characters->len;
  g_autofree gboolean *done = g_new0 (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GString) ids = NULL;
      WmOddsGroup *group;
      char *given = NULL;
      guint size;
      int marked;
      if (done[i] || !character_odds_key (variant, i, cards, &size, &marked, &given))
        continue;
      ids = g_string_new (character_id (variant, i));
      for (guint j = i + 1; j < n; j++)
        {
          g_autofree char *other = NULL;
          guint other_size;
          int other_marked;
          if (!done[j] && character_odds_key (variant, j, cards, &other_size, &other_marked, &other)
              && other_size == size && other_marked == marked && g_strcmp0 (other, given) == 0)
            {
              done[j] = TRUE;
              g_string_append_printf (ids, ", %s", character_id (variant, j));
            }
        }
      group = g_new0 (WmOddsGroup, 1);
      group->characters = g_string_free (g_steal_pointer (&ids), FALSE);
      group->deck_size = size;
      group->marked = marked;
      group->given = given;
      g_ptr_array_add (groups, group);
    }
  return groups;
}

GPtrArray *
wm_analysis_cards_without_odds (const WmVariant *variant, char **cards)
{
  GPtrArray *out = g_ptr_array_new ();

  for (int k = 0; cards && cards[k]; k++)
    {
      WmDeck *deck = NULL;
      gboolean drawn = FALSE;
      WmCard *card = wm_variant_find_card (variant, cards[k], &deck);
      for (guint i = 0; card != NULL && i < variant->characters->len; i++)
        drawn |= character_deck (variant, i) == deck;
      if (card != NULL && !drawn)
        g_ptr_array_add (out, card->id);
    }
  return out;
}
