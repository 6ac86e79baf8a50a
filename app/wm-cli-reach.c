#define G_LOG_DOMAIN "wm-cli"

/* waymark-cli reach: every space a character can end a move on with one
 * movement card from a position, with one step sequence for each. */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-game-io.h"
#include "wm-variant-io.h"

static int
player_index (const WmGame *game, const char *id)
{
  const WmVariant *v = wm_game_variant (game);

  for (int p = 0; id && p < wm_game_n_players (game); p++)
    if (strcmp (((WmCharacter *) g_ptr_array_index (v->characters, wm_game_character (game, p)))->id, id) == 0)
      return p;
  return -1;
}

/* Whether player @p may move with @card: a common movement card, or one
 * of the movement deck of their own character. Another character's card
 * is never in their hand, and the engine then finds no move at all, which
 * an empty list would present as "it goes nowhere"; said instead. */
static gboolean
card_is_players (const WmGame *game, int p, int card)
{
  const WmVariant *v = wm_game_variant (game);
  const WmCharacter *mover = g_ptr_array_index (v->characters, wm_game_character (game, p));
  const WmDeck *deck = wm_game_card_deck (game, card);
  const char *id = wm_game_card_id (game, card);
  g_autofree char *mover_label = wm_variant_character_label (v, mover->id);

  if (deck->kind != WM_DECK_MOVEMENT || g_strcmp0 (mover->movement_deck, deck->id) == 0)
    return TRUE;
  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *owner = g_ptr_array_index (v->characters, i);
      g_autofree char *owner_label = NULL;
      if (g_strcmp0 (owner->movement_deck, deck->id) != 0)
        continue;
      owner_label = wm_variant_character_label (v, owner->id);
      /* TRANSLATORS: reach was asked where a player's move goes with a
       * movement card of another character's deck: the card, its
       * character, then the player's, each "Name (id)". */
      g_printerr (_("waymark-cli reach: %s is the card of %s, not of %s\n"), id, owner_label,
                  mover_label);
      return FALSE;
    }
  /* TRANSLATORS: the card, then the character, "Name (id)". */
  g_printerr (_("waymark-cli reach: %s is in no character's movement deck, so %s cannot play "
                "it\n"),
              id, mover_label);
  return FALSE;
}

/* One end of the move and the steps there, in words rather than the log's
 * decision kinds: "Fennick (r2:s16): r2:s12 → through the portals to r3:s7 →
 * r2:s16 (extra move)". */
static void
print_reach (const WmGame *game, const WmReach *r)
{
  const WmMap *map = wm_game_map (game);
  g_autofree char *end = wm_game_space_label (game, r->space);
  g_autoptr (GString) line = g_string_new (NULL);

  g_string_append_printf (line, "%s: ", end);
  if (r->n_steps == 0)
    g_string_append (line, _("(stay)"));
  for (int k = 0; k < r->n_steps; k++)
    {
      const WmChoice *c = &r->steps[k];
      int to = c->kind == WM_CHOICE_STEP ? map->exits[c->a].to : c->a;
      g_autofree char *space = wm_map_space_name (map, to);
      if (k > 0)
        g_string_append (line, " → ");
      if (c->kind == WM_CHOICE_HOP)
        g_string_append_printf (line, _("through the portals to %s"), space);
      else if (c->b)
        g_string_append_printf (line, _("%s (extra move)"), space);
      else
        g_string_append (line, space);
    }
  printf ("%s\n", line->str);
}

int
wm_cli_reach (int argc, char **argv)
{
  g_autofree char *position = NULL, *player = NULL, *card_id = NULL;
  gboolean marker = FALSE;
  GOptionEntry entries[] = {
    { "position", 0, 0, G_OPTION_ARG_FILENAME, &position, N_("Position file (XML)"), N_("FILE") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("Character whose move it is"), N_("ID") },
    { "card", 0, 0, G_OPTION_ARG_STRING, &card_id, N_("Movement card id"), N_("ID") },
    { "marker", 0, 0, G_OPTION_ARG_NONE, &marker,
      N_("The turn is in the phase of the player's highwayman marker (its effects count)"), NULL },
    { NULL }
  };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) ends = NULL;
  g_autoptr (GBytes) position_bytes = NULL;
  g_autofree char *warning = NULL;
  int status = EXIT_CLEAN, p, card;
  WmGameState s;

  if (!wm_cli_parse_options (N_("FILE"),
                             N_("List the spaces a movement card reaches from a position."),
                             entries, &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "reach")) != EXIT_CLEAN)
    return status;
  if (position == NULL || player == NULL || card_id == NULL)
    {
      g_printerr (_("waymark-cli reach: --position, --player and --card are required\n"));
      return EXIT_USAGE;
    }
  if ((variant = wm_cli_load_or_report (argv[1], &status)) == NULL)
    return status;
  if ((position_bytes = wm_cli_read_file (position)) == NULL)
    return EXIT_USAGE;
  /* "pos.xml:40: error: reason", as every diagnostic, after the warning
   * that the position was saved on another version of the variant. */
  game = wm_game_position_load (variant, position_bytes, position, &s, &warning, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_PROBLEMS;
    }
  /* Still read: its spaces and cards may mean others now, which the
   * designer should know before trusting the reach. */
  if (warning != NULL)
    g_printerr ("%s\n", warning);
  if ((p = player_index (game, player)) < 0)
    {
      g_printerr (_("waymark-cli reach: “%s” does not play in this position\n"), player);
      return EXIT_USAGE;
    }
  card = wm_game_find_card (game, card_id);
  if (card < 0 || (wm_game_card_kind (game, card) != WM_DECK_MOVEMENT
                   && wm_game_card_kind (game, card) != WM_DECK_COMMON_MOVEMENT))
    {
      g_printerr (_("waymark-cli reach: “%s” is not a movement card\n"), card_id);
      return EXIT_USAGE;
    }
  if (!card_is_players (game, p, card))
    return EXIT_USAGE;
  ends = wm_game_reach (game, &s, p, card, marker);
  for (guint i = 0; i < ends->len; i++)
    print_reach (game, &g_array_index (ends, WmReach, i));
  return EXIT_CLEAN;
}
