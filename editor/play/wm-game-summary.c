#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-game-summary.h"
#include "wm-player-panel.h"

struct _WmGameSummary
{
  GtkBox parent_instance;

  GtkLabel *result;
  GtkLabel *detail;
  GtkGrid *table;
  GtkLabel *places;
  GtkWidget *new_game;
};

G_DEFINE_FINAL_TYPE (WmGameSummary, wm_game_summary, GTK_TYPE_BOX)

/* WmEdge order: north, east, south, west. */
static const char *edge_names[] = { N_("North edge"), N_("East edge"), N_("South edge"),
                                    N_("West edge") };

static const WmCharacter *
character_of (const WmGame *game, const WmGameState *state, int player)
{
  return g_ptr_array_index (wm_game_variant (game)->characters, state->players[player].character);
}

/* isolated: "Name wins on day 9" */
static char *
name_of (const WmGame *game, const WmCharacter *ch)
{
  const char *lang = wm_variant_display_language (wm_game_variant (game));

  return wm_text_isolate (wm_text_get (&ch->name, lang, lang));
}

static void
show_winner (WmGameSummary *self, WmPlaySession *session)
{
  const WmGame *game = wm_play_session_game (session);
  const WmGameState *end = wm_play_session_end (session);
  int w = end->winner, seat = end->players[MAX (w, 0)].seat;
  g_autofree char *name = NULL, *result = NULL, *detail = NULL, *winner = NULL;

  if (wm_play_session_stopped_at_cap (session) || w < 0)
    {
      gtk_label_set_text (self->result, _("No winner: the game stopped at the day cap"));
      detail = g_strdup_printf (_("The simulation stops games still running after day %d; "
                                  "the bots can play on from here."),
                                wm_play_session_cap_days (session));
      gtk_label_set_text (self->detail, detail);
      return;
    }
  winner = name_of (game, character_of (game, end, w));
  name = g_markup_printf_escaped ("<b>%s</b>", winner);
  result = g_strdup_printf (_("%1$s wins on day %2$d"), name, end->day);
  gtk_label_set_markup (self->result, result);
  detail = g_strdup_printf (_("Seat: %1$s · %2$s"),
                            seat < (int) G_N_ELEMENTS (edge_names) ? _(edge_names[seat]) : "?",
                            wm_play_session_controller_name (session, w));
  gtk_label_set_text (self->detail, detail);
}

static GtkWidget *
cell (WmGameSummary *self, const char *text, int column, int row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (label, "caption");
  if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->table, label, column, row, 1, 1);
  return label;
}

static void
add_header (WmGameSummary *self)
{
  /* Column names and what each counts. */
  const char *headers[][2] = {
    { N_("Player"), NULL },
    { N_("Gold"), N_("Gold at the end of the game, against the goal") },
    { N_("Quests"), N_("Quests completed: personal, common and side quests") },
    { N_("Weapons"), N_("Weapons collected") },
    { N_("Places"), N_("Inns and secret places this player discovered first") },
  };

  for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
    {
      GtkWidget *label = cell (self, _(headers[c][0]), c, 0);
      gtk_widget_add_css_class (label, "caption-heading");
      if (headers[c][1])
        gtk_widget_set_tooltip_text (label, _(headers[c][1]));
    }
}

/* The quests @record completed by name, for the tooltip of its count. */
static char *
quests_tooltip (const WmGame *game, const WmPlayRecord *record)
{
  g_autoptr (GString) names = g_string_new (NULL);

  if (record->n_quests == 0)
    return g_strdup (_("No quest completed"));
  for (int i = 0; i < MIN (record->n_quests, WM_PLAY_MAX_LISTED); i++)
    {
      g_autofree char *card = wm_play_card_name (game, record->quests[i]);
      g_string_append_printf (names, "%s%s", i ? ", " : "", card);
    }
  if (record->n_quests > WM_PLAY_MAX_LISTED)
    g_string_append (names, ", …");
  return g_strdup_printf (g_dngettext (NULL, "%d quest completed: %s", "%d quests completed: %s",
                                       record->n_quests),
                          record->n_quests, names->str);
}

static void
add_player (WmGameSummary *self, const WmGame *game, const WmGameState *end,
            const WmPlayRecord *record, int player)
{
  const WmCharacter *ch = character_of (game, end, player);
  const WmPlayerState *ps = &end->players[player];
  int row = player + 1;
  g_autofree char *name = NULL, *gold = NULL, *quests = NULL, *weapons = NULL, *places = NULL;
  g_autofree char *tooltip = quests_tooltip (game, record);
  g_autofree char *shown = name_of (game, ch);
  GtkWidget *label;

  name = g_markup_printf_escaped (end->winner == player
                                      ? "<span foreground=\"%s\">⬤</span> <b>%s</b>"
                                      : "<span foreground=\"%s\">⬤</span> %s",
                                  ch->color ? ch->color : "#888", shown);
  label = cell (self, NULL, 0, row);
  gtk_label_set_markup (GTK_LABEL (label), name);
  /* A long name takes two lines rather than losing its end: the side
   * panel is narrow and the four figures need their room. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gold = g_strdup_printf (_("%d / %d"), ps->gold, wm_game_goal (game));
  cell (self, gold, 1, row);
  quests = g_strdup_printf ("%d", record->n_quests);
  gtk_widget_set_tooltip_text (cell (self, quests, 2, row), tooltip);
  weapons = g_strdup_printf ("%d", ps->n_weapons);
  cell (self, weapons, 3, row);
  places = g_strdup_printf ("%d", record->n_places);
  cell (self, places, 4, row);
}

/* How many of the board's inns and secret places were discovered. */
static void
show_places (WmGameSummary *self, const WmGame *game, const WmGameState *end)
{
  const WmMap *map = wm_game_map (game);
  g_autofree char *text = NULL;
  int total = 0, found = 0;

  for (int sp = 0; sp < map->n_spaces; sp++)
    if (map->spaces[sp].place == WM_PLACE_INN
        || (map->spaces[sp].place == WM_PLACE_SECRET && end->place_kind[sp] != WM_GAME_NONE))
      {
        total++;
        found += wm_game_discovered (end, sp);
      }
  text = g_strdup_printf (g_dngettext (NULL, "Discovered: %1$d of %2$d inn or secret place",
                                       "Discovered: %1$d of %2$d inns and secret places", total),
                          found, total);
  gtk_label_set_text (self->places, text);
  gtk_widget_set_visible (GTK_WIDGET (self->places), total > 0);
}

void
wm_game_summary_update (WmGameSummary *self, WmPlaySession *session)
{
  const WmGame *game;
  const WmGameState *end;
  WmPlayRecord records[WM_GAME_MAX_PLAYERS];
  GtkWidget *child;

  g_return_if_fail (WM_IS_GAME_SUMMARY (self));
  g_return_if_fail (session != NULL);
  game = wm_play_session_game (session);
  end = wm_play_session_end (session);
  show_winner (self, session);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);
  add_header (self);
  wm_play_session_records (session, records);
  for (int p = 0; p < wm_game_n_players (game); p++)
    add_player (self, game, end, &records[p], p);
  show_places (self, game, end);
}

static void
wm_game_summary_class_init (WmGameSummaryClass *klass)
{
}

static void
wm_game_summary_init (WmGameSummary *self)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *button;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_label_set_text (wm_play_add_label (GTK_WIDGET (self), "heading"), _("Result"));
  /* Framed as the player panels above it are. */
  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (self), card);
  self->result = wm_play_add_label (card, NULL);
  self->detail = wm_play_add_label (card, "dim-label");
  self->table = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (self->table, 8);
  gtk_grid_set_row_spacing (self->table, 3);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->table));
  self->places = wm_play_add_label (card, "caption");
  for (GtkWidget *c = gtk_widget_get_first_child (card); c; c = gtk_widget_get_next_sibling (c))
    {
      gtk_widget_set_margin_start (c, 8);
      gtk_widget_set_margin_end (c, 8);
    }
  gtk_widget_set_margin_top (GTK_WIDGET (self->result), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->places), 8);
  button = gtk_button_new_with_label (_("New Game…"));
  gtk_widget_set_tooltip_text (button, _("Set up a new game"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "playtest.new-game");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_bottom (button, 6);
  gtk_box_append (GTK_BOX (self), button);
  self->new_game = button;
}

GtkWidget *
wm_game_summary_get_new_game_button (WmGameSummary *self)
{
  g_return_val_if_fail (WM_IS_GAME_SUMMARY (self), NULL);
  return self->new_game;
}

GtkWidget *
wm_game_summary_new (void)
{
  return g_object_new (WM_TYPE_GAME_SUMMARY, NULL);
}
