#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-card-thumb.h"
#include "wm-player-panel.h"

struct _WmPlayerPanel
{
  GtkBox parent_instance;

  GtkStack *head;       /* the title, or while compact the brief line */
  GtkLabel *title;      /* the name and who plays the seat */
  GtkWidget *brief;     /* the brief line: */
  GtkWidget *brief_turn; /* an arrow while the player is to move, */
  GtkLabel *brief_mark;  /* the colour, */
  GtkLabel *brief_name;  /* the name and the place in the turn order, cut
                          * short where the line is narrow, */
  GtkLabel *brief_gold;  /* the gold and weapons, whole */
  GtkWidget *more;      /* opens and closes a compact panel */
  GtkRevealer *details; /* the gold, quests, counts, hand and plan */
  gboolean may_compact; /* the page has not room for every panel whole */
  gboolean opened;      /* the designer opened it whole all the same */
  GtkLevelBar *gold_bar;
  GtkLabel *gold;
  GtkWidget *quests;    /* a line for each quest held, or "No quests" */
  GtkLabel *counts;
  GtkLabel *plan;
};

G_DEFINE_FINAL_TYPE (WmPlayerPanel, wm_player_panel, GTK_TYPE_BOX)

static const char *turn_names[] = { N_("Morning"), N_("Midday"), N_("Evening") };

/* A player's place in the day's turn order, as the turn-order markers
 * number it. */
static const char *order_names[WM_GAME_MAX_PLAYERS] = {
  NC_("turn order", "1st"), NC_("turn order", "2nd"), NC_("turn order", "3rd"),
  NC_("turn order", "4th"),
};

static gboolean
is_move (const WmGame *game, int card)
{
  WmDeckKind kind = wm_game_card_kind (game, card);

  return kind == WM_DECK_MOVEMENT || kind == WM_DECK_COMMON_MOVEMENT;
}

char *
wm_play_card_name (const WmGame *game, int card)
{
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_display_language (variant);
  const WmCard *c;
  const char *name;
  g_autofree char *isolated = NULL;

  if (card == WM_GAME_HIDDEN)
    return g_strdup (_("face down"));
  if (card == WM_GAME_NONE || card < 0 || card >= wm_game_n_cards (game))
    return g_strdup ("—");
  c = wm_game_card (game, card);
  name = wm_text_get (&c->name, lang, lang);
  /* isolated: the panels, the log and the status line put the name into
   * sentences and beside numbers, which a right-to-left name must not turn */
  isolated = wm_text_isolate (name && *name ? name : c->id);
  if (is_move (game, card))
    return g_strdup_printf ("%s (%d · %d)", isolated, c->bid, c->steps);
  return g_steal_pointer (&isolated);
}

char *
wm_play_quest_words (const WmGame *game, int card)
{
  g_autofree char *name = NULL, *details = NULL;

  if (card == WM_GAME_HIDDEN)
    return g_strdup (_("Side quest, face down"));
  name = wm_play_card_name (game, card);
  details = wm_game_quest_details (game, card);
  if (details == NULL)
    return g_steal_pointer (&name);
  /* TRANSLATORS: a quest card's name, and its target and reward, as the
   * decision to take it says them */
  return g_strdup_printf (C_("quest card", "%1$s — %2$s"), name, details);
}

/* A line for each quest held, "No quests" for none. A line is one line
 * at the panel's width, cut short at its end ("• Feather Beds — to
 * Marrow…"), and asks for no width of its own: longer in German and
 * Italian, the lines widened the panels. The whole line is in its
 * tooltip, under the whole card (none for a card face down, which says
 * all there is). The lines are kept from one update to the next, and a
 * tooltip is made anew only for a line whose card changed. */
static void
show_quests (WmPlayerPanel *self, const WmGame *game, const WmPlayerState *ps)
{
  GtkWidget *line = gtk_widget_get_first_child (self->quests);

  for (int i = 0; i <= WM_GAME_MAX_HELD; i++, line = gtk_widget_get_next_sibling (line))
    {
      /* The last line says "No quests" when there are none. */
      gboolean none = i == WM_GAME_MAX_HELD;
      int card = none || i >= ps->n_held ? -1 : ps->held[i].card;
      gboolean face_up = card >= 0 && card != WM_GAME_HIDDEN;
      g_autofree char *words = none || i >= ps->n_held ? NULL : wm_play_quest_words (game, card);
      g_autofree char *text = words != NULL ? g_strdup_printf ("• %s", words) : NULL;

      gtk_widget_set_visible (line, none ? ps->n_held == 0 : i < ps->n_held);
      gtk_label_set_text (GTK_LABEL (line), none ? _("No quests") : text != NULL ? text : "");
      if (!face_up)
        gtk_widget_set_has_tooltip (line, FALSE);
      else if (g_object_get_data (G_OBJECT (line), "wm-game") != game
               || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (line), "wm-card")) != card + 1)
        wm_card_thumb_set_tooltip (line, game, card, words);
      g_object_set_data (G_OBJECT (line), "wm-game", face_up ? (gpointer) game : NULL);
      g_object_set_data (G_OBJECT (line), "wm-card", GINT_TO_POINTER (face_up ? card + 1 : 0));
    }
}

static char *
plan_line (const WmGame *game, const WmPlayerState *ps)
{
  g_autoptr (GString) s = g_string_new (NULL);
  g_autofree char *bid = wm_play_card_name (game, ps->bid);

  /* The viewer's own hand by name; others' hands are face down in the view
   * while the game runs, and by name in the real state once it has been
   * over. */
  if (ps->n_hand > 0 && ps->hand[0] != WM_GAME_HIDDEN)
    {
      g_string_append (s, _("Hand:"));
      for (int i = 0; i < ps->n_hand; i++)
        {
          g_autofree char *card = wm_play_card_name (game, ps->hand[i]);
          g_string_append_printf (s, "%s %s", i ? "," : "", card);
        }
      g_string_append_c (s, '\n');
    }
  g_string_append_printf (s, _("Bid: %s"), bid);
  for (int t = 0; t < WM_GAME_MAX_TURNS; t++)
    {
      g_autofree char *card = wm_play_card_name (game, ps->plan[t]);
      g_string_append_printf (s, "\n%s: %s%s", _(turn_names[t]), card,
                              ps->marker == t ? _(" ✦ highwayman marker") : "");
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
wm_player_panel_gold_text (int gold, int goal, int weapons)
{
  /* Translators: the gold a player holds of the goal; the plural follows
   * the first number ("1 moneta d’oro su 20", "3 monete d’oro su 20"). */
  g_autofree char *held
      = g_strdup_printf (g_dngettext (NULL, "%d of %d gold", "%d of %d gold", gold), gold, goal);
  g_autofree char *armed
      = g_strdup_printf (g_dngettext (NULL, "%d weapon", "%d weapons", weapons), weapons);

  return g_strdup_printf ("%s · %s", held, armed);
}

char *
wm_player_panel_counts_text (int draw, int discard, int hand)
{
  /* Translators: the movement cards in a player's draw pile ("Zugstapel",
   * "mazzo di pesca"), in the discard pile and in the hand; each with its
   * own plural. */
  g_autofree char *to_draw
      = g_strdup_printf (g_dngettext (NULL, "%d card to draw", "%d cards to draw", draw), draw);
  g_autofree char *discarded
      = g_strdup_printf (g_dngettext (NULL, "%d discarded", "%d discarded", discard), discard);
  g_autofree char *held
      = g_strdup_printf (g_dngettext (NULL, "%d in hand", "%d in hand", hand), hand);

  return g_strdup_printf ("%s · %s · %s", to_draw, discarded, held);
}

/* The player's place in the day's turn order, before the name: from the
 * bids turned face up at sunrise (the rulebook's turn-order markers) until
 * the next day's planning, which bids anew (the places of the day before
 * would read as the new ones); "" while the players plan. */
static const char *
order_name (const WmGameState *state, int player)
{
  int order = state->players[player].order;

  if (state->step == WM_STEP_OVER || state->t.stage == WM_STAGE_PLAN
      || order >= WM_GAME_MAX_PLAYERS)
    return "";
  return g_dpgettext2 (NULL, "turn order", order_names[order]);
}

/* The place in the turn order (@order, may be "") and the character's
 * colour. */
static char *
mark_markup (const WmCharacter *ch, const char *order)
{
  g_autofree char *place = *order ? g_markup_printf_escaped ("<b>%s</b> ", order) : g_strdup ("");
  g_autofree char *dot = g_markup_printf_escaped ("<span foreground=\"%s\">⬤</span>",
                                                  ch->color ? ch->color : "#888");

  return g_strconcat (place, dot, NULL);
}

/* The place in the turn order, the character's colour and @name in bold:
 * in the line's text, which wraps at its end, so that the place never
 * widens the panel. */
static char *
name_markup (const WmCharacter *ch, const char *order, const char *name)
{
  g_autofree char *mark = mark_markup (ch, order);
  g_autofree char *named = g_markup_printf_escaped (" <b>%s</b>", name);

  return g_strconcat (mark, named, NULL);
}

/* The panel's first line: the character's colour and @name, then @what. */
static char *
head_markup (const WmCharacter *ch, const char *order, const char *name, const char *what,
             gboolean to_move)
{
  g_autofree char *named = name_markup (ch, order, name);
  g_autofree char *rest
      = g_markup_printf_escaped (" · %s%s", what, to_move ? _(" · to move") : "");

  return g_strconcat (named, rest, NULL);
}

void
wm_player_panel_update (WmPlayerPanel *self, const WmGame *game, const WmGameState *state,
                        int player, const char *controller)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmPlayerState *ps = &state->players[player];
  const WmCharacter *ch = g_ptr_array_index (variant->characters, ps->character);
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *title = NULL, *gold = NULL, *counts = NULL, *plan = NULL;
  g_autofree char *brief_mark = NULL, *brief_name = NULL, *brief_gold = NULL, *tooltip = NULL;
  g_autofree char *name = wm_text_isolate (wm_text_get (&ch->name, lang, lang));
  const char *ability = wm_text_get (&ch->text, lang, lang);
  int goal = wm_game_goal (game);

  title = head_markup (ch, order_name (state, player), name, controller,
                       wm_game_to_move (state) == player);
  gtk_label_set_markup (self->title, title);
  gtk_level_bar_set_max_value (self->gold_bar, MAX (goal, 1));
  gtk_level_bar_set_value (self->gold_bar, CLAMP (ps->gold, 0, MAX (goal, 1)));
  gold = wm_player_panel_gold_text (ps->gold, goal, ps->n_weapons);
  gtk_label_set_text (self->gold, gold);
  /* Who plays the seat goes to the tooltip: on one line at 1280 × 800
   * in German and Italian too. The line never wraps (in Italian "· 12
   * monete d’oro su 20 · 2 armi · di turno" took a second line, and the
   * panels under it went out of view): a long name is cut short, the
   * gold and weapons read whole. Cut at the line's end, the player to
   * move read "3º… · 0 monete d’oro su 20 · 0 armi · di turno", neither
   * name nor colour (review k, 3): "To move" is an arrow at the line's
   * start, its words its tooltip and accessible label, which leaves the
   * name its room ("Odile…" there); the colour is a label of its own,
   * never cut; the place in the turn order comes after the name, cut
   * before it. The line's least width grows by the dot only: at 800 × 600
   * the side panel is as narrow as it goes (a name kept to three letters
   * took the board 9 px). */
  brief_mark = mark_markup (ch, "");
  gtk_label_set_markup (self->brief_mark, brief_mark);
  brief_name = *order_name (state, player)
                   ? g_markup_printf_escaped ("<b>%s</b> %s", name, order_name (state, player))
                   : g_markup_printf_escaped ("<b>%s</b>", name);
  gtk_label_set_markup (self->brief_name, brief_name);
  brief_gold = g_strdup_printf ("· %s", gold);
  gtk_label_set_text (self->brief_gold, brief_gold);
  gtk_widget_set_visible (self->brief_turn, wm_game_to_move (state) == player);
  /* The character's ability under the name, on the whole panel's name
   * too: it was only on the Characters page (review b, finding 13). */
  if (ability != NULL && *ability != '\0')
    {
      g_autofree char *said = g_markup_escape_text (ability, -1);
      tooltip = g_strdup_printf ("%s\n%s", title, said);
    }
  else
    tooltip = g_strdup (title);
  gtk_widget_set_tooltip_markup (self->brief, tooltip);
  gtk_widget_set_tooltip_markup (GTK_WIDGET (self->title), tooltip);
  show_quests (self, game, ps);
  counts = wm_player_panel_counts_text (ps->draw.n, ps->discard.n, ps->n_hand);
  gtk_label_set_text (self->counts, counts);
  plan = plan_line (game, ps);
  gtk_label_set_text (self->plan, plan);
}

/* A wrapping, left-aligned label with the style class @css (or none). */
static GtkLabel *
new_label (const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css)
    gtk_widget_add_css_class (label, css);
  return GTK_LABEL (label);
}

GtkLabel *
wm_play_add_label (GtkWidget *box, const char *css)
{
  GtkLabel *label = new_label (css);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (label));
  return label;
}

/* Above the first line inside the frame, and under the panel to the next
 * one: a whole panel's, and a compact one's, which is a line in a list
 * of them (three bots' lines took 108 px, 36 each, and at 1024 × 768
 * were a scroll away under a human's panel). Under a compact panel's
 * line, the box's spacing is as much room as above it. */
#define WHOLE_TOP 6
#define WHOLE_GAP 6
#define COMPACT_TOP 3
#define COMPACT_GAP 3

/* Compact: one line, the name with the gold and weapons beside it, the
 * rest a click away on the button beside it (with the gold track and its
 * line under the name, three bots' compact panels under a human's whole
 * one took 410 px at 1280 × 800, where the panels' view had 224). */
static void
show_compact (WmPlayerPanel *self)
{
  gboolean compact = self->may_compact && !self->opened;

  gtk_revealer_set_reveal_child (self->details, !compact);
  gtk_stack_set_visible_child (self->head, compact ? self->brief : GTK_WIDGET (self->title));
  gtk_widget_set_margin_top (gtk_widget_get_parent (GTK_WIDGET (self->head)),
                             compact ? COMPACT_TOP : WHOLE_TOP);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), compact ? COMPACT_GAP : WHOLE_GAP);
  gtk_widget_set_visible (self->more, self->may_compact);
  gtk_button_set_icon_name (GTK_BUTTON (self->more),
                            compact ? "pan-end-symbolic" : "pan-down-symbolic");
  gtk_widget_set_tooltip_text (self->more,
                               compact ? _("Show this player’s quests, cards and plan")
                                       : _("Show only this player’s name and gold"));
}

static void
more_clicked_cb (WmPlayerPanel *self)
{
  self->opened = !self->opened;
  show_compact (self);
}

void
wm_player_panel_set_compact (WmPlayerPanel *self, gboolean compact)
{
  g_return_if_fail (WM_IS_PLAYER_PANEL (self));

  if (self->may_compact == compact)
    return;
  self->may_compact = compact;
  show_compact (self);
}

gboolean
wm_player_panel_is_compact (WmPlayerPanel *self)
{
  g_return_val_if_fail (WM_IS_PLAYER_PANEL (self), FALSE);

  return !gtk_revealer_get_reveal_child (self->details);
}

void
wm_player_panel_forget_opened (WmPlayerPanel *self)
{
  g_return_if_fail (WM_IS_PLAYER_PANEL (self));

  self->opened = FALSE;
  show_compact (self);
}

/* The panel's heights at @width, its margins included, shown whole and
 * shown compact, whichever it shows now. */
static void
measure_heights (WmPlayerPanel *self, int width, int *whole, int *compact)
{
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self->head));
  int inner = width - gtk_widget_get_margin_start (row) - gtk_widget_get_margin_end (row);
  int shown, details, title, brief, more, more_height, row_height, rest;
  gboolean shown_compact = !gtk_revealer_get_reveal_child (self->details);

  /* A measure counts the margins. */
  gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_VERTICAL, width, NULL, &shown, NULL, NULL);
  /* A closed revealer measures nothing; what it holds is measured still.
   * A stack measures the child it shows; the other is measured still. */
  gtk_widget_measure (gtk_revealer_get_child (self->details), GTK_ORIENTATION_VERTICAL,
                      width > 0 ? MAX (inner, 1) : -1, NULL, &details, NULL, NULL);
  /* The first line shares the row with the button. */
  gtk_widget_measure (self->more, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &more, NULL, NULL);
  gtk_widget_measure (self->more, GTK_ORIENTATION_VERTICAL, -1, NULL, &more_height, NULL, NULL);
  inner = width > 0 ? MAX (inner - more - gtk_box_get_spacing (GTK_BOX (row)), 1) : -1;
  gtk_widget_measure (GTK_WIDGET (self->title), GTK_ORIENTATION_VERTICAL, inner, NULL, &title,
                      NULL, NULL);
  gtk_widget_measure (self->brief, GTK_ORIENTATION_VERTICAL, inner, NULL, &brief, NULL, NULL);
  /* What stays the same either way: the frame, the box's spacing. The
   * row is as tall as the button beside the line where it is shown; a
   * hidden button measures nothing, so style.css keeps it no taller than
   * the line (2 px taller, a compact line was counted short while the
   * panel was whole, and the last of three bots' lines was cut). */
  row_height
      = MAX (shown_compact ? brief : title, gtk_widget_get_visible (self->more) ? more_height : 0);
  rest = shown - row_height - (shown_compact ? 0 : details)
         - (shown_compact ? COMPACT_TOP + COMPACT_GAP : WHOLE_TOP + WHOLE_GAP);
  /* Whole, the button is not beside the name (the panel is never
   * compact); compact, it is. */
  *whole = rest + title + details + WHOLE_TOP + WHOLE_GAP;
  *compact = rest + MAX (brief, more_height) + COMPACT_TOP + COMPACT_GAP;
}

int
wm_player_panel_whole_height (WmPlayerPanel *self, int width)
{
  int whole, compact;

  g_return_val_if_fail (WM_IS_PLAYER_PANEL (self), 0);

  measure_heights (self, width, &whole, &compact);
  return whole;
}

int
wm_player_panel_compact_height (WmPlayerPanel *self, int width)
{
  int whole, compact;

  g_return_val_if_fail (WM_IS_PLAYER_PANEL (self), 0);

  measure_heights (self, width, &whole, &compact);
  return compact;
}

static void
wm_player_panel_class_init (WmPlayerPanelClass *klass)
{
}

static void
wm_player_panel_init (WmPlayerPanel *self)
{
  GtkWidget *title_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 3);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_box_append (GTK_BOX (self), title_row);
  self->head = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_hhomogeneous (self->head, FALSE);
  gtk_stack_set_vhomogeneous (self->head, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->head), TRUE);
  gtk_box_append (GTK_BOX (title_row), GTK_WIDGET (self->head));
  self->title = new_label (NULL);
  gtk_stack_add_child (self->head, GTK_WIDGET (self->title));
  self->brief = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  /* First, pointing at the player, not beside the arrow that opens the
   * panel at the line's end. */
  self->brief_turn = gtk_image_new_from_icon_name ("media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->brief_turn, _("To move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->brief_turn), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("To move"), -1);
  gtk_widget_set_visible (self->brief_turn, FALSE);
  gtk_box_append (GTK_BOX (self->brief), self->brief_turn);
  self->brief_mark = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (self->brief), GTK_WIDGET (self->brief_mark));
  self->brief_name = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->brief_name, 0);
  gtk_label_set_ellipsize (self->brief_name, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self->brief), GTK_WIDGET (self->brief_name));
  self->brief_gold = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->brief_gold, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->brief_gold), TRUE);
  gtk_box_append (GTK_BOX (self->brief), GTK_WIDGET (self->brief_gold));
  gtk_stack_add_child (self->head, self->brief);
  self->more = gtk_button_new ();
  gtk_widget_add_css_class (self->more, "flat");
  gtk_widget_add_css_class (self->more, "player-more");
  gtk_widget_set_valign (self->more, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->more, "clicked", G_CALLBACK (more_clicked_cb), self);
  gtk_box_append (GTK_BOX (title_row), self->more);
  /* The rest, under the name: a compact panel hides it at once (no
   * sliding: the deciding player's panel is brought into view after it). */
  self->details = GTK_REVEALER (gtk_revealer_new ());
  /* (A revealer that does not slide keeps the room of what it hides.) */
  gtk_revealer_set_transition_type (self->details, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_transition_duration (self->details, 0);
  gtk_revealer_set_reveal_child (self->details, TRUE);
  gtk_revealer_set_child (self->details, details);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->details));
  self->gold_bar = GTK_LEVEL_BAR (gtk_level_bar_new ());
  gtk_box_append (GTK_BOX (details), GTK_WIDGET (self->gold_bar));
  self->gold = wm_play_add_label (details, "caption");
  self->quests = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  for (int i = 0; i <= WM_GAME_MAX_HELD; i++)
    {
      GtkLabel *line = wm_play_add_label (self->quests, "caption");

      gtk_label_set_wrap (line, FALSE);
      gtk_label_set_ellipsize (line, PANGO_ELLIPSIZE_END);
      /* Its natural width no more than its least: the panel's other lines
       * set the width. */
      gtk_label_set_max_width_chars (line, 1);
    }
  gtk_box_append (GTK_BOX (details), self->quests);
  self->counts = wm_play_add_label (details, "dim-label");
  self->plan = wm_play_add_label (details, "caption");
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c;
       c = gtk_widget_get_next_sibling (c))
    {
      gtk_widget_set_margin_start (c, 8);
      gtk_widget_set_margin_end (c, 8);
    }
  /* Room inside the frame above the name and below the last line, as at
   * the sides; less in a compact panel (show_compact ()). */
  gtk_widget_set_margin_bottom (details, 6);
  show_compact (self);
}

GtkWidget *
wm_player_panel_new (void)
{
  return g_object_new (WM_TYPE_PLAYER_PANEL, NULL);
}
