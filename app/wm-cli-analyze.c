#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli analyze: balance figures that need no simulation. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-analysis.h"
#include "wm-cli-common.h"

static void
print_quests (GArray *rows, double slope, double intercept)
{
  int outliers = 0;

  printf (_("Common quests: reward against mean moves from the issuing region's towns\n"));
  printf (
      _("  (line over all quests: gold = %.2f + %.3f × moves; * marks residuals beyond 2 sd)\n"),
      intercept, slope);
  printf ("  %-10s %-8s %5s %8s %9s %9s\n", "quest", "region", "gold", "moves", "expected", "residual");
  for (guint i = 0; i < rows->len; i++)
    {
      WmQuestDistance *r = &g_array_index (rows, WmQuestDistance, i);
      outliers += r->outlier;
      if (r->distance < 0)
        printf ("  %-10s %-8s %5d %8s %9s %9s *\n", r->card, r->region, r->gold, _("unreached"),
                "", "");
      else
        printf ("  %-10s %-8s %5d %8.2f %9.2f %+9.2f%s\n", r->card, r->region, r->gold, r->distance,
                r->expected, r->residual, r->outlier ? " *" : "");
    }
  printf (ngettext ("  %d outlier\n\n", "  %d outliers\n\n", outliers), outliers);
}

static void
print_reach (GArray *rows)
{
  printf (_("Movement cards: mean spaces reachable from a space (south seat, empty board)\n"));
  printf ("  %-10s %-16s %5s %8s\n", "card", "deck", "steps", "reach");
  for (guint i = 0; i < rows->len; i++)
    {
      WmCardReach *r = &g_array_index (rows, WmCardReach, i);
      printf ("  %-10s %-16s %5d %8.2f\n", r->card, r->deck, r->steps, r->reach);
    }
  printf ("\n");
}

static int
marked_cards (const WmDeck *deck, char **cards)
{
  int n = 0;

  for (guint c = 0; c < deck->cards->len; c++)
    if (cards && g_strv_contains ((const char *const *) cards,
                                  ((WmCard *) g_ptr_array_index (deck->cards, c))->id))
      n++;
  return n;
}

static void
print_odds (const WmVariant *variant, int days, char **cards)
{
  int hand = variant->rules.hand;

  printf (_("Draw odds: probability that a given card has been drawn by day N, and is in hand "
             "that day\n"));
  printf (
      _("  (hand of %d drawn one by one at sunrise, discards shuffled in when the draw pile\n"
         "   is empty, every card drawn discarded at sundown; exact, by dynamic programming)\n"),
      hand);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
      const WmDeck *deck = wm_variant_find_deck (variant, ch->movement_deck);
      int marked = cards ? marked_cards (deck, cards) : 1;
      g_autofree double *by = g_new0 (double, days), *on = g_new0 (double, days);
      if (deck == NULL || deck->cards->len == 0 || (cards && marked == 0))
        continue;
      wm_analysis_draw_odds ((int) deck->cards->len, hand, marked, days, by, on);
      printf (cards ? _("  %-8s deck of %u, any of the cards given\n")
                    : _("  %-8s deck of %u, one given card\n"),
              ch->id, deck->cards->len);
      printf ("    %-6s %10s %10s\n", "day", "by then", "that day");
      for (int d = 0; d < days; d++)
        printf ("    %-6d %10.4f %10.4f\n", d + 1, by[d], on[d]);
    }
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

  if (!wm_cli_parse_options ("FILE",
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
  quests = wm_analysis_quest_distances (variant, arrangements, (guint64) seed, &slope, &intercept, &error);
  if (quests)
    reach = wm_analysis_card_reach (variant, arrangements, (guint64) seed, &error);
  if (reach == NULL)
    {
      g_printerr ("waymark-cli analyze: %s\n", error->message);
      return EXIT_PROBLEMS;
    }
  print_quests (quests, slope, intercept);
  print_reach (reach);
  print_odds (variant, days, cards);
  return EXIT_CLEAN;
}
