#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli analyze: balance figures that need no simulation. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-analysis.h"
#include "wm-cli-common.h"

/* Prints @text in a column of @width characters (not bytes: the headers
 * are translated), right-aligned when @width is positive. */
static void
print_cell (const char *text, int width)
{
  int pad = MAX (ABS (width) - (int) g_utf8_strlen (text, -1), 0);

  printf ("%*s%s%*s", width > 0 ? pad : 0, "", text, width < 0 ? pad : 0, "");
}

/* A table's header: @n cells of @widths, each preceded by a space. */
static void
print_header (const char *indent, const char *const *cells, const int *widths, int n)
{
  fputs (indent, stdout);
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        putchar (' ');
      print_cell (cells[i], widths[i]);
    }
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

static void
print_quests (GArray *rows, const WmRewardWorth *worth, int arrangements, double slope,
              double intercept)
{
  /* TRANSLATORS: column headers of analyze's table of common quests: the
   * quest card, its region, its reward in gold, its other rewards, the
   * whole reward in gold, the mean moves to its target, the value the
   * line expects and the difference */
  const char *const header[] = { C_("analyze", "quest"), C_("analyze", "region"),
                                 C_("analyze", "gold"), C_("analyze", "other reward"),
                                 C_("analyze", "value"), C_("analyze", "moves"),
                                 C_("analyze", "expected"), C_("analyze", "residual") };
  const int widths[] = { -10, -8, 5, -23, 6, 8, 9, 9 };
  int outliers = 0;

  printf (_("Common quests: reward against mean moves from the issuing region's towns\n"));
  printf (ngettext ("  moves: steps along paths and across lakes from a town of the issuing region\n"
                    "    to the nearest town the quest names (mean over the towns and %d arrangement)\n",
                    "  moves: steps along paths and across lakes from a town of the issuing region\n"
                    "    to the nearest town the quest names (mean over the towns and %d arrangements)\n",
                    arrangements),
          arrangements);
  printf (_("  value: the whole reward in gold: its gold, %.2f per movement card (an estimate),\n"
            "    %.2f per side quest (its deck's mean reward × %.0f %% of side quests completed\n"
            "    in simulated games)\n"),
          worth->movement_card, worth->side_quest, 100 * WM_SIDE_QUEST_COMPLETION);
  printf (
      _("  (line over all quests: value = %.2f + %.3f × moves; * marks residuals beyond 2 sd)\n"),
      intercept, slope);
  print_header ("  ", header, widths, G_N_ELEMENTS (header));
  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      g_autofree char *other = other_rewards (r);
      outliers += r->outlier;
      printf ("  %-10s %-8s %5d ", r->card, r->region, r->gold);
      print_cell (other, -23);
      printf (" %6.2f ", r->value);
      if (r->distance < 0)
        {
          print_cell (_("unreached"), 8);
          printf (" %9s %9s *\n", "", "");
        }
      else
        printf ("%8.2f %9.2f %+9.2f%s\n", r->distance, r->expected, r->residual,
                r->outlier ? " *" : "");
    }
  printf (ngettext ("  %d outlier\n\n", "  %d outliers\n\n", outliers), outliers);
}

static void
print_reach (GArray *rows)
{
  /* TRANSLATORS: column headers of analyze's table of movement cards: the
   * card, its deck, its steps and the mean spaces it reaches */
  const char *const header[] = { C_("analyze", "card"), C_("analyze", "deck"),
                                 C_("analyze", "steps"), C_("analyze", "reach") };
  const int widths[] = { -10, -16, 5, 8 };

  printf (_("Movement cards: mean spaces reachable from a space (south seat, empty board)\n"));
  print_header ("  ", header, widths, G_N_ELEMENTS (header));
  for (guint i = 0; i < rows->len; i++)
    {
      WmCardReach *r = &g_array_index (rows, WmCardReach, i);
      printf ("  %-10s %-16s %5d %8.2f\n", r->card, r->deck, r->steps, r->reach);
    }
  printf ("\n");
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

static const WmDeck *
character_deck (const WmVariant *variant, guint i)
{
  const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
  return wm_variant_find_deck (variant, ch->movement_deck);
}

/* The odds of character @i: the size of its movement deck and the
 * number of given cards in it (@given lists them, NULL without --card);
 * FALSE when it has no odds to print. */
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
  const int widths[] = { -6, 10, 10 };
  g_autofree double *by = g_new0 (double, days), *on = g_new0 (double, days);

  wm_analysis_draw_odds ((int) deck_size, variant->rules.hand, marked, days, by, on);
  if (given)
    printf (_("  %s: deck of %u, any of %s\n"), ids, deck_size, given);
  else
    printf (_("  %s: deck of %u, one given card\n"), ids, deck_size);
  print_header ("    ", header, widths, G_N_ELEMENTS (header));
  for (int d = 0; d < days; d++)
    printf ("    %-6d %10.4f %10.4f\n", d + 1, by[d], on[d]);
}

/* The characters' odds, one table for all whose odds are the same (the
 * same deck size and number of given cards; with --card, the same given
 * cards too): "red, yellow, purple, green: deck of 12". */
static void
print_character_odds (const WmVariant *variant, int days, char **cards)
{
  guint n = variant->characters->len;
  g_autofree gboolean *done = g_new0 (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GString) ids = g_string_new (NULL);
      g_autofree char *given = NULL;
      guint size;
      int marked;
      if (done[i] || !character_odds_key (variant, i, cards, &size, &marked, &given))
        continue;
      g_string_append (ids, ((WmCharacter *) g_ptr_array_index (variant->characters, i))->id);
      for (guint j = i + 1; j < n; j++)
        {
          g_autofree char *other = NULL;
          guint other_size;
          int other_marked;
          if (!done[j]
              && character_odds_key (variant, j, cards, &other_size, &other_marked, &other)
              && other_size == size && other_marked == marked && g_strcmp0 (other, given) == 0)
            {
              done[j] = TRUE;
              g_string_append_printf (
                  ids, ", %s", ((WmCharacter *) g_ptr_array_index (variant->characters, j))->id);
            }
        }
      print_odds_table (variant, ids->str, size, marked, given, days);
    }
}

/* Odds are those of a character's own draw pile; a given card no character
 * draws from the start (a common movement card, gained during play) has
 * none to print, and the section says so instead of staying empty. */
static void
print_cards_without_odds (const WmVariant *variant, char **cards)
{
  for (int k = 0; cards && cards[k]; k++)
    {
      WmDeck *deck = NULL;
      gboolean drawn = FALSE;
      wm_variant_find_card (variant, cards[k], &deck);
      for (guint i = 0; i < variant->characters->len; i++)
        drawn |= character_deck (variant, i) == deck;
      if (!drawn)
        printf (_("  %s (deck “%s”): no character starts with it in their draw pile;\n"
                  "    cards gained during play are not in this model\n"),
                cards[k], deck->id);
    }
}

static void
print_odds (const WmVariant *variant, int days, char **cards)
{
  printf (_("Draw odds: probability that a given card has been drawn by day N, and is in hand "
             "that day\n"));
  printf (
      _("  (hand of %d drawn one by one at sunrise, discards shuffled in when the draw pile\n"
         "   is empty, every card drawn discarded at sundown; exact, by dynamic programming)\n"),
      variant->rules.hand);
  print_character_odds (variant, days, cards);
  print_cards_without_odds (variant, cards);
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
  gint64 seed = 1;
  g_auto (GStrv) cards = NULL;
  GOptionEntry entries[]
      = { { "arrangements", 'a', 0, G_OPTION_ARG_INT, &arrangements,
            N_("Arrangements averaged over: the default and random ones (default 32)"), N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
            N_("Seed of the random arrangements (default 1)"), N_("S") },
          { "days", 'd', 0, G_OPTION_ARG_INT, &days, N_("Days of draw odds (default 8)"),
            N_("N") },
          { "card", 'c', 0, G_OPTION_ARG_STRING_ARRAY, &cards,
            N_("Draw odds of drawing any of these movement cards (repeatable)"), N_("ID") },
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
  if (arrangements < 1 || arrangements > 10000 || days < 1 || days > 1000)
    {
      g_printerr (_("waymark-cli analyze: --arrangements must be 1–10000 and --days 1–1000\n"));
      return EXIT_USAGE;
    }
  if ((variant = wm_cli_load_or_report (argv[1], &status)) == NULL)
    return status;
  if (!check_cards (variant, cards))
    return EXIT_USAGE;
  wm_reward_worth_init (&worth, variant);
  quests = wm_analysis_quest_distances (variant, arrangements, (guint64) seed, &worth, &slope,
                                        &intercept, &error);
  if (quests)
    reach = wm_analysis_card_reach (variant, arrangements, (guint64) seed, &error);
  if (reach == NULL)
    {
      g_printerr ("waymark-cli analyze: %s\n", error->message);
      return EXIT_PROBLEMS;
    }
  print_quests (quests, &worth, arrangements, slope, intercept);
  print_reach (reach);
  print_odds (variant, days, cards);
  return EXIT_CLEAN;
}
