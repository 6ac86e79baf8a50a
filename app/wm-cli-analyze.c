#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli analyze: balance figures that need no simulation. */

#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "wm-analysis.h"
#include "wm-cli-common.h"
#include "wm-sim-report.h"

/* The most gold a movement card may be said to be worth: a reward's gold
 * is 0–20 in the file format. */
#define MAX_MOVEMENT_CARD_GOLD 20.0

/* What a movement card and a side quest are weighed by, and where from:
 * the options as typed, or a simulation result (--from). */
typedef struct
{
  char *movement_card_text; /* --movement-card-gold as typed, or NULL */
  char *share_text;         /* --side-quest-share as typed, or NULL */
  char *from;               /* --from, or NULL */
  double movement_card;
  double share;
  double side_quest_gold;   /* gold paid per side quest taken in --from; -1 without */
  gint64 taken, completed;  /* side quests of --from */
  gint64 played, asked;     /* games of --from, and of its batch when it is partial; else 0 */
} Weights;

static void
weights_clear (Weights *w)
{
  g_free (w->movement_card_text);
  g_free (w->share_text);
  g_free (w->from);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Weights, weights_clear)

/* Prints @text in a column of @width characters (not bytes: the headers
 * are translated), right-aligned when @width is positive. */
static void
print_cell (const char *text, int width)
{
  int pad = MAX (ABS (width) - (int) g_utf8_strlen (text, -1), 0);

  printf ("%*s%s%*s", width > 0 ? pad : 0, "", text, width < 0 ? pad : 0, "");
}

/* A row of a table: @n cells of @widths, each but the first preceded by
 * a space. */
static void
print_row (const char *indent, const char *const *cells, const int *widths, int n)
{
  fputs (indent, stdout);
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        putchar (' ');
      print_cell (cells[i], widths[i]);
    }
}

/* A table's header, its columns widened where a header is wider than the
 * column (the headers are translated: German "Reichweite" over the 8
 * characters of "reach" pushed the headers past their columns), the side
 * each is aligned to kept. */
static void
print_header (const char *indent, const char *const *cells, int *widths, int n)
{
  for (int i = 0; i < n; i++)
    {
      int len = (int) g_utf8_strlen (cells[i], -1);

      if (ABS (widths[i]) < len)
        widths[i] = widths[i] < 0 ? -len : len;
    }
  print_row (indent, cells, widths, n);
  putchar ('\n');
}

/* "+1 side quest, +1 movement card": a quest's rewards besides gold. */
static char *
other_rewards (const WmQuestDistance *r)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (r->side_quests > 0)
    g_string_append_printf (text, ngettext ("+%d side quest", "+%d side quests", r->side_quests),
                            r->side_quests);
  if (r->movement_cards > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text,
                              ngettext ("+%d movement card", "+%d movement cards", r->movement_cards),
                              r->movement_cards);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* How the value column weighs a movement card and a side quest, and where
 * the figures come from, so that a table is never read without them. */
static void
print_value_note (const WmRewardWorth *worth, const Weights *w)
{
  printf (_("  value: the whole reward in gold: its gold, %.2f per movement card, %.2f per side "
            "quest\n"),
          worth->movement_card, worth->side_quest);
  if (w->movement_card_text)
    printf (_("    a movement card: as given (--movement-card-gold)\n"));
  else
    printf (_("    a movement card: a designer's estimate, not measured (--movement-card-gold)\n"));
  /* A deck of side quests paying movement cards only (the base game's)
   * paid no gold: said as what they pay, not as "0.00 gold", which reads
   * as side quests being worth nothing (review 7). */
  if (w->from && w->side_quest_gold == 0)
    printf (_("    a side quest: no gold paid in %s (its side quests pay movement cards): its deck's\n"
              "      mean movement cards × %.0f %%, the share completed there (%" PRId64 " of %" PRId64
              ")\n"),
            w->from, 100 * w->share, (int64_t) w->completed, (int64_t) w->taken);
  else if (w->from)
    printf (_("    a side quest: %.2f gold paid per side quest taken in %s, and its deck's mean\n"
              "      movement cards × %.0f %%, the share completed there (%" PRId64 " of %" PRId64 ")\n"),
            w->side_quest_gold, w->from, 100 * w->share, (int64_t) w->completed, (int64_t) w->taken);
  else if (w->share_text)
    printf (_("    a side quest: its deck's mean reward × %.0f %% completed (--side-quest-share)\n"),
            100 * w->share);
  else
    printf (_("    a side quest: its deck's mean reward × %.0f %%, the share greedy bots complete\n"
              "      in the base game (--side-quest-share, or --from a simulation result)\n"),
            100 * w->share);
  if (w->asked > 0)
    printf (ngettext ("      %s is a partial result: %" PRId64 " of %" PRId64 " game played\n",
                      "      %s is a partial result: %" PRId64 " of %" PRId64 " games played\n",
                      (gulong) MIN (w->asked, G_MAXLONG)),
            w->from, (int64_t) w->played, (int64_t) w->asked);
}

/* How far the line can be trusted: with a slope that may be 0 a designer
 * must not act on a mark near the threshold, since raising one quest's
 * reward can move the others' residuals across it (review 25a). */
static void
print_slope_interval (const GArray *rows)
{
  double low, high;

  if (!wm_analysis_slope_interval (rows, &low, &high))
    return;
  printf (_("  the slope's 95 %% interval: %.3f to %.3f gold a move\n"), low, high);
  if (low <= 0 && high >= 0)
    printf (_("  the moves explain little of the rewards here (the slope may be 0): the line is\n"
              "   loose, so editing one quest can move it and the other quests' residuals;\n"
              "   read a * near the mark as a hint, not a verdict\n"));
}

static void
print_quests (const WmVariant *variant, GArray *rows, const WmRewardWorth *worth,
              const Weights *weights, int arrangements, double slope, double intercept)
{
  /* TRANSLATORS: column headers of analyze's table of common quests: the
   * quest card, its region, its reward in gold, its other rewards, the
   * whole reward in gold, the mean moves to its target, the value the
   * line expects and the difference */
  const char *const header[] = { C_("analyze", "quest"), C_("analyze", "region"),
                                 C_("analyze", "gold"), C_("analyze", "other reward"),
                                 C_("analyze", "value"), C_("analyze", "moves"),
                                 C_("analyze", "expected"), C_("analyze", "residual") };
  int widths[] = { -10, -8, 5, -23, 6, 8, 9, 9 };
  g_autoptr (GPtrArray) regions = g_ptr_array_new_with_free_func (g_free);
  int outliers = 0;

  /* The region by its name, as the Analysis view names it; the column as
   * wide as the longest. */
  for (guint i = 0; i < rows->len; i++)
    {
      char *region = wm_analysis_region_label (variant,
                                               g_array_index (rows, WmQuestDistance, i).region);
      widths[1] = MIN (widths[1], -(int) g_utf8_strlen (region, -1));
      g_ptr_array_add (regions, region);
    }
  printf (_("Common quests: reward against mean moves from the issuing region's towns\n"));
  printf (ngettext ("  moves: steps along paths and across lakes from a town of the issuing region\n"
                    "    to the nearest town the quest names (mean over the towns and %d arrangement)\n",
                    "  moves: steps along paths and across lakes from a town of the issuing region\n"
                    "    to the nearest town the quest names (mean over the towns and %d arrangements)\n",
                    arrangements),
          arrangements);
  print_value_note (worth, weights);
  printf (
      _("  (Theil–Sen line, the median of the slopes between every two quests, which an\n"
        "   outlier pulls less than a mean: value = %.2f + %.3f × moves; * marks residuals\n"
        "   beyond twice their robust spread)\n"),
      intercept, slope);
  print_slope_interval (rows);
  print_header ("  ", header, widths, G_N_ELEMENTS (header));
  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      g_autofree char *other = other_rewards (r);
      g_autofree char *gold = g_strdup_printf ("%d", r->gold);
      g_autofree char *value = g_strdup_printf ("%.2f", r->value);
      g_autofree char *moves = NULL, *expected = NULL, *residual = NULL;
      gboolean reached = r->distance >= 0;

      outliers += r->outlier;
      moves = reached ? g_strdup_printf ("%.2f", r->distance) : g_strdup (_("unreached"));
      expected = reached ? g_strdup_printf ("%.2f", r->expected) : g_strdup ("");
      residual = reached ? g_strdup_printf ("%+.2f", r->residual) : g_strdup ("");
      print_row ("  ",
                 (const char *const[]) { r->card, g_ptr_array_index (regions, i), gold, other,
                                         value, moves, expected, residual },
                 widths, G_N_ELEMENTS (widths));
      printf ("%s\n", r->outlier || !reached ? " *" : "");
    }
  printf (ngettext ("  %d outlier\n\n", "  %d outliers\n\n", outliers), outliers);
}

static void
print_reach (const WmVariant *variant, GArray *rows)
{
  /* TRANSLATORS: column headers of analyze's table of movement cards: the
   * card, its deck, its steps and the mean spaces it reaches */
  const char *const header[] = { C_("analyze", "card"), C_("analyze", "deck"),
                                 C_("analyze", "steps"), C_("analyze", "reach") };
  int widths[] = { -10, -16, 5, 8 };
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func (g_free);

  /* The deck's name, as the other tables name regions and characters; the
   * column as wide as the longest. */
  for (guint i = 0; i < rows->len; i++)
    {
      char *deck = wm_analysis_deck_label (variant, g_array_index (rows, WmCardReach, i).deck);
      widths[1] = MIN (widths[1], -(int) g_utf8_strlen (deck, -1));
      g_ptr_array_add (decks, deck);
    }
  printf (_("Movement cards: mean spaces reachable from a space (south seat, empty board)\n"));
  print_header ("  ", header, widths, G_N_ELEMENTS (header));
  for (guint i = 0; i < rows->len; i++)
    {
      WmCardReach *r = &g_array_index (rows, WmCardReach, i);
      g_autofree char *steps = g_strdup_printf ("%d", r->steps);
      g_autofree char *reach = g_strdup_printf ("%.2f", r->reach);

      print_row ("  ", (const char *const[]) { r->card, g_ptr_array_index (decks, i), steps, reach },
                 widths, G_N_ELEMENTS (widths));
      putchar ('\n');
    }
  printf ("\n");
}

/* One table of odds for the characters @ids ("red, yellow") whose decks
 * of @deck_size hold @marked given cards (@given, or one given card). */
static void
print_odds_table (const WmVariant *variant, const char *ids, guint deck_size, int marked,
                  const char *given, int days)
{
  /* TRANSLATORS: column headers of analyze's draw odds: the day, the
   * probability that the card has been drawn by then, and that it is in
   * that day's hand */
  const char *const header[] = { C_("analyze", "day"), C_("analyze", "by then"),
                                 C_("analyze", "that day") };
  int widths[] = { -6, 10, 10 };
  g_autofree double *by = g_new0 (double, days), *on = g_new0 (double, days);
  g_autofree char *names = wm_analysis_characters_label (variant, ids);

  wm_analysis_draw_odds ((int) deck_size, variant->rules.hand, marked, days, by, on);
  if (given)
    printf (_("  %s: deck of %u, any of %s\n"), names, deck_size, given);
  else
    printf (_("  %s: deck of %u, one given card\n"), names, deck_size);
  print_header ("    ", header, widths, G_N_ELEMENTS (header));
  for (int d = 0; d < days; d++)
    {
      g_autofree char *day = g_strdup_printf ("%d", d + 1);
      g_autofree char *by_then = g_strdup_printf ("%.4f", by[d]);
      g_autofree char *that_day = g_strdup_printf ("%.4f", on[d]);

      print_row ("    ", (const char *const[]) { day, by_then, that_day }, widths,
                 G_N_ELEMENTS (widths));
      putchar ('\n');
    }
}

/* The characters' odds, one table for all whose odds are the same (the
 * same deck size and number of given cards; with --card, the same given
 * cards too): "Mirela Thorne (red), Casimir Vell (yellow), …: deck of 12". Odds are those of
 * a character's own draw pile; a given card no character draws from the
 * start (a common movement card, gained during play) has none to print,
 * and the section says so instead of staying empty. */
static void
print_character_odds (const WmVariant *variant, int days, char **cards)
{
  g_autoptr (GPtrArray) groups = wm_analysis_odds_groups (variant, cards);
  g_autoptr (GPtrArray) without = wm_analysis_cards_without_odds (variant, cards);

  for (guint i = 0; i < groups->len; i++)
    {
      const WmOddsGroup *g = g_ptr_array_index (groups, i);
      print_odds_table (variant, g->characters, g->deck_size, g->marked, g->given, days);
    }
  for (guint i = 0; i < without->len; i++)
    {
      const char *id = g_ptr_array_index (without, i);
      WmDeck *deck = NULL;
      g_autofree char *name = NULL;
      wm_variant_find_card (variant, id, &deck);
      name = wm_analysis_deck_label (variant, deck->id);
      printf (_("  %s (deck “%s”): no character starts with it in their draw pile;\n"
                "    cards gained during play are not in this model\n"),
              id, name);
    }
}

/* What the odds assume, said where they are printed: the rulebook lets a
 * player keep the card left over back on top of the draw pile, and gained
 * common movement cards go on top of it and then join the deck; both hang
 * on decisions the odds cannot know, so they are left out and said to be.
 * Neither can raise the odds of having drawn a card: until it is first
 * drawn it lies in the first shuffled pile, of which they leave fewer
 * cards drawn by each day (a reshuffle comes only after that pile). */
static void
print_odds (const WmVariant *variant, int days, char **cards)
{
  printf (_("Draw odds: probability that a given card has been drawn by day N, and is in hand "
             "that day\n"));
  printf (_ ("  (exact, by dynamic programming, for this draw: a hand of %d drawn one by one at\n"
             "   sunrise, the discard pile shuffled in when the draw pile is empty, every card\n"
             "   of the day discarded at sundown)\n"),
          variant->rules.hand);
  printf (_ ("  (it assumes the card left over each day, the rulebook's fifth, is discarded, not\n"
             "   kept on top of the draw pile; that no movement card is gained, which would go\n"
             "   on top of the draw pile and then join the deck; and that no event or ability\n"
             "   draws more. Keeping a card or gaining one can only lower the odds of having\n"
             "   drawn a card, an extra draw only raise them; a card kept is in the next\n"
             "   day's hand)\n"));
  print_character_odds (variant, days, cards);
}

/* A number typed for @option, from 0 to @max; FALSE after saying why
 * (@what says what it is), the text it was given quoted. */
/* What the tables leave out and why, so that a quest missing from them or
 * an effect they ignore is not read as measured. */
static void
print_unmeasured (WmVariant *variant, GArray *quests, int arrangements, guint64 seed)
{
  g_autoptr (GPtrArray) lines = wm_analysis_unmeasured (variant, quests, arrangements, seed);

  if (lines->len == 0)
    return;
  printf (_("\nNot measured:\n"));
  for (guint i = 0; i < lines->len; i++)
    printf ("  %s\n", (const char *) g_ptr_array_index (lines, i));
}

static gboolean
parse_weight (const char *option, const char *text, double max, const char *what, double *value)
{
  char *end = NULL;
  double v;

  if (text == NULL)
    return TRUE;
  v = g_ascii_strtod (text, &end);
  /* "!(…)" also refuses NaN; a decimal comma is refused rather than read
   * as the whole part alone. */
  if (end == text || *end != '\0' || !(v >= 0 && v <= max))
    {
      g_printerr (_("waymark-cli analyze: %s must be %s, not “%s”\n"), option, what, text);
      return FALSE;
    }
  *value = v;
  return TRUE;
}

/* A partial result (a batch interrupted, a merge without every shard)
 * measured fewer games than its batch asked for; its figures are used,
 * but not without saying so, as another variant's are (review 10). */
static void
warn_partial (Weights *w, JsonNode *doc)
{
  JsonObject *root = json_node_get_object (doc);
  JsonObject *config = json_object_get_object_member (root, "config");
  JsonObject *counts = json_object_get_object_member (root, "counts");

  if (!json_object_get_boolean_member_with_default (root, "partial", FALSE))
    return;
  w->played = counts ? json_object_get_int_member_with_default (counts, "games", 0) : 0;
  w->asked = config ? json_object_get_int_member_with_default (config, "games", 0) : 0;
  g_printerr (ngettext ("%s: warning: the result is partial, %" PRId64 " of %" PRId64
                        " game (the batch was interrupted, or shards are missing); its side "
                        "quests' figures are used all the same\n",
                        "%s: warning: the result is partial, %" PRId64 " of %" PRId64
                        " games (the batch was interrupted, or shards are missing); its side "
                        "quests' figures are used all the same\n",
                        (gulong) MIN (w->asked, G_MAXLONG)),
              w->from, (int64_t) w->played, (int64_t) w->asked);
}

/* The side quests' completion share and gold per side quest taken, as the
 * result at @w->from measured them. An exit status when it cannot give
 * them: 2 for a file that cannot be read, 1 for one that is no result or
 * whose games took no side quest. */
static int
read_weights_from (Weights *w, const WmVariant *variant)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) doc = wm_sim_report_load (w->from, &error);
  JsonObject *config;
  const char *of;
  gint64 gold;

  if (doc == NULL)
    {
      g_printerr ("%s\n", error->message);
      return error->domain == WM_SIM_ERROR ? EXIT_PROBLEMS : EXIT_USAGE;
    }
  wm_sim_report_side_quests (doc, &w->taken, &w->completed, &gold);
  if (w->taken == 0)
    {
      g_printerr (_("%s: error: no side quest was taken in its games, so it measures no completion "
                    "share; give --side-quest-share instead\n"),
                  w->from);
      return EXIT_PROBLEMS;
    }
  w->share = (double) w->completed / (double) w->taken;
  w->side_quest_gold = (double) gold / (double) w->taken;
  /* Another variant's figures may be what the designer wants (their side
   * quests are the same), but not without knowing it. */
  config = json_object_get_object_member (json_node_get_object (doc), "config");
  of = config ? json_object_get_string_member_with_default (config, "variant", "") : "";
  if (g_strcmp0 (of, variant->id ? variant->id : "") != 0)
    g_printerr (_("%s: warning: the games were of the variant “%s”, not “%s”; its side quests' "
                  "figures are used all the same\n"),
                w->from, of, variant->id ? variant->id : "");
  warn_partial (w, doc);
  return EXIT_CLEAN;
}

/* The options' weights; EXIT_USAGE after saying why when one is not a
 * number in range or the share is given twice. */
static int
parse_weights (Weights *w)
{
  w->movement_card = WM_WORTH_MOVEMENT_CARD;
  w->share = WM_SIDE_QUEST_COMPLETION;
  w->side_quest_gold = -1;
  if (w->share_text && w->from)
    {
      g_printerr (_("waymark-cli analyze: --side-quest-share and --from both give the side quests' "
                    "completion share; give one of them\n"));
      return EXIT_USAGE;
    }
  if (!parse_weight ("--movement-card-gold", w->movement_card_text, MAX_MOVEMENT_CARD_GOLD,
                     _("a number of gold from 0 to 20"), &w->movement_card)
      || !parse_weight ("--side-quest-share", w->share_text, 1,
                        /* xgettext:no-c-format */
                        _("a share from 0 to 1 (0.34 for 34 %)"), &w->share))
    return EXIT_USAGE;
  return EXIT_CLEAN;
}

/* Every --card names a card of the variant: one misspelt would otherwise
 * print no odds and no error. */
static gboolean
check_cards (const WmVariant *variant, char **cards)
{
  for (int k = 0; cards && cards[k]; k++)
    if (wm_variant_find_card (variant, cards[k], NULL) == NULL)
      {
        g_printerr (_("waymark-cli analyze: --card: there is no card “%s” in the variant\n"),
                    cards[k]);
        return FALSE;
      }
  return TRUE;
}

int
wm_cli_analyze (int argc, char **argv)
{
  int arrangements = 32, days = 8, status = EXIT_CLEAN;
  g_autofree char *seed_text = NULL;
  guint64 seed = 1;
  g_auto (GStrv) cards = NULL;
  g_auto (Weights) weights = { 0 };
  GOptionEntry entries[]
      = { { "arrangements", 'a', 0, G_OPTION_ARG_INT, &arrangements,
            N_("Arrangements averaged over: the default and random ones (default 32)"), N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
            N_("Seed of the random arrangements (default 1)"), N_("S") },
          { "days", 'd', 0, G_OPTION_ARG_INT, &days, N_("Days of draw odds (default 8)"),
            N_("N") },
          { "card", 'c', 0, G_OPTION_ARG_STRING_ARRAY, &cards,
            N_("Draw odds of drawing any of these movement cards (repeatable)"), N_("ID") },
          { "movement-card-gold", 0, 0, G_OPTION_ARG_STRING, &weights.movement_card_text,
            N_("Gold a movement card is worth in a reward (default 0.5, an estimate)"), N_("X") },
          { "side-quest-share", 0, 0, G_OPTION_ARG_STRING, &weights.share_text,
            N_("Share of side quests taken that are completed, 0–1 (default 0.35, measured once "
               "on the base game)"),
            N_("P") },
          { "from", 0, 0, G_OPTION_ARG_FILENAME, &weights.from,
            N_("Take the side quests' completion share and gold from a simulate result"),
            N_("RESULT.json") },
          { NULL } };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GArray) quests = NULL, reach = NULL;
  g_autoptr (GError) error = NULL;
  double slope = 0, intercept = 0;
  WmRewardWorth worth;

  if (!wm_cli_parse_options (N_("FILE"),
                             N_("Quest rewards against distances, card reach and draw odds."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "analyze")) != EXIT_CLEAN)
    return status;
  /* Each option named alone when it is the one wrong, with what was given. */
  if (!wm_cli_check_range ("analyze", "--arrangements", arrangements, 1, 10000)
      || !wm_cli_check_range ("analyze", "--days", days, 1, 1000))
    return EXIT_USAGE;
  if (!wm_cli_parse_seed ("--seed", seed_text, &seed, &error))
    {
      g_printerr ("waymark-cli analyze: %s\n", error->message);
      return EXIT_USAGE;
    }
  if ((status = parse_weights (&weights)) != EXIT_CLEAN)
    return status;
  if ((variant = wm_cli_load_playable ("analyze", argv[1], &status)) == NULL)
    return status;
  if (!check_cards (variant, cards))
    return EXIT_USAGE;
  if (weights.from && (status = read_weights_from (&weights, variant)) != EXIT_CLEAN)
    return status;
  wm_reward_worth_init_full (&worth, variant, weights.movement_card, weights.share,
                             weights.side_quest_gold);
  quests = wm_analysis_quest_distances (variant, arrangements, seed, &worth, &slope,
                                        &intercept, &error);
  if (quests)
    reach = wm_analysis_card_reach (variant, arrangements, seed, &error);
  if (reach == NULL)
    {
      g_printerr ("waymark-cli analyze: %s\n", error->message);
      return EXIT_PROBLEMS;
    }
  print_quests (variant, quests, &worth, &weights, arrangements, slope, intercept);
  print_reach (variant, reach);
  print_odds (variant, days, cards);
  print_unmeasured (variant, quests, arrangements, seed);
  return EXIT_CLEAN;
}
