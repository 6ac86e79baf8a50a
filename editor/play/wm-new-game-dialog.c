#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "wm-bot-chooser.h"
#include "wm-bot.h"
#include "wm-drop-down-fit.h"
#include "wm-new-game-dialog.h"
#include "wm-number-field.h"
#include "wm-play-session.h"
#include "wm-seed-entry.h"

struct _WmNewGameDialog
{
  GtkWindow parent_instance;

  WmVariant *variant;
  GtkSpinButton *players;
  GtkDropDown *characters[WM_GAME_MAX_PLAYERS];
  GtkDropDown *seats[WM_GAME_MAX_PLAYERS];
  GtkDropDown *controllers[WM_GAME_MAX_PLAYERS];
  GtkWidget *seat_rows[WM_GAME_MAX_PLAYERS][4];
  GtkEntry *seed; /* every seed --seed takes (wm_seed_entry_new ()) */
  GtkLabel *seed_error;
  GtkCheckButton *toggles[4];
  GtkCheckButton *random_arrangement;
  GtkEntry *arrangement;
  GtkDropDown *first_event;   /* row 0 shuffled, then the events of first_events */
  GtkLabel *first_event_note; /* why there is no choice */
  GPtrArray *first_events;    /* the ids of the event deck the game deals, in its order */
  GtkLabel *error;
};

G_DEFINE_FINAL_TYPE (WmNewGameDialog, wm_new_game_dialog, GTK_TYPE_WINDOW)

struct _WmNewGameChoices
{
  int players;
  char *characters[WM_GAME_MAX_PLAYERS];  /* ids; NULL: a random character */
  guint seats[WM_GAME_MAX_PLAYERS];       /* rows of the edges' drop-down */
  guint controllers[WM_GAME_MAX_PLAYERS]; /* rows of the players' drop-down */
  gboolean toggles[4];
  /* The variant's defaults of the toggles then: one the designer has
   * changed since (Rules → Variable setup turned on) is the newer word. */
  gboolean toggle_defaults[4];
  char *arrangement; /* the spec typed, or NULL for a random arrangement */
  char *first_event; /* the event turned up on day 2, or NULL: shuffled */
};

static guint start_signal;

static const WmEdge edges[] = { WM_EDGE_S, WM_EDGE_W, WM_EDGE_N, WM_EDGE_E };

/* The variant toggles in the order of self->toggles. */
enum
{
  WM_TOGGLE_NO_EVENTS,
  WM_TOGGLE_MEANER_HIGHWAYMEN,
  WM_TOGGLE_HIGHER_GOAL,
  WM_TOGGLE_VARIABLE_SETUP,
};

/* Enter in @spin starts the game, as in any dialog: in GTK 4.8 a spin
 * button passes it on only through the text it edits with. */
static void
spin_activates_default (GtkSpinButton *spin)
{
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (spin));

  if (GTK_IS_TEXT (text))
    gtk_text_set_activates_default (GTK_TEXT (text), TRUE);
}

static void
players_changed_cb (WmNewGameDialog *self)
{
  int n = gtk_spin_button_get_value_as_int (self->players);

  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    for (int c = 0; c < 4; c++)
      gtk_widget_set_visible (self->seat_rows[p][c], p < n);
}

/* @spec with every cell turned to side B (@side_b) or A. A side A cell
 * names no quest deck and towns (its region's own are printed on it), so
 * they go; a cell that is not REGION:SIDE:… stays for the parser to name. */
static char *
spec_on_side (const char *spec, gboolean side_b)
{
  g_auto (GStrv) cells = g_strsplit (spec, ",", -1);

  for (int i = 0; cells[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (cells[i], ":", -1);
      if (g_strv_length (parts) < 3)
        continue;
      g_free (parts[1]);
      parts[1] = g_strdup (side_b ? "B" : "A");
      for (int k = 3; !side_b && parts[k] != NULL; k++)
        g_clear_pointer (&parts[k], g_free);
      g_free (cells[i]);
      cells[i] = g_strjoinv (":", parts);
    }
  return g_strjoinv (",", cells);
}

/* The variable setup is side B of every region (resources/rules-notes.md),
 * and a game whose arrangement says otherwise is refused: switching it
 * turns the typed arrangement over with it, so the two cannot disagree
 * unless a side is typed by hand (which Start then explains). */
static void
variable_setup_toggled_cb (WmNewGameDialog *self)
{
  GtkEditable *entry = GTK_EDITABLE (self->arrangement);
  g_autofree char *turned = NULL;

  if (gtk_check_button_get_active (self->random_arrangement))
    return; /* show_dealt_arrangement () follows the toggle */
  turned = spec_on_side (gtk_editable_get_text (entry),
                         gtk_check_button_get_active (self->toggles[WM_TOGGLE_VARIABLE_SETUP]));
  gtk_editable_set_text (entry, turned);
}

/* While the arrangement comes from the seed, the greyed field shows the
 * board that seed deals (the game deals it with the same call), so the
 * designer can note it, or untick and start from it. */
static void
show_dealt_arrangement (WmNewGameDialog *self)
{
  g_autoptr (WmArrangement) dealt = NULL;
  g_autofree char *spec = NULL;
  guint64 seed;

  /* A text that is no seed deals nothing: the board of the last seed
   * stays, and the note beside the Seed says why. */
  if (!gtk_check_button_get_active (self->random_arrangement)
      || !wm_seed_entry_get (self->seed, &seed))
    return;
  dealt = wm_arrangement_for_seed (
      self->variant, gtk_check_button_get_active (self->toggles[WM_TOGGLE_VARIABLE_SETUP]), seed);
  spec = dealt ? wm_arrangement_to_string (self->variant, dealt) : g_strdup ("");
  gtk_editable_set_text (GTK_EDITABLE (self->arrangement), spec);
}

gboolean
wm_new_game_dialog_get_setup (WmNewGameDialog *self, WmGameSetup *setup, int *controllers,
                              WmArrangement **arrangement, GError **error)
{
  int n = gtk_spin_button_get_value_as_int (self->players);

  wm_game_setup_init (setup, self->variant, n);
  for (int p = 0; p < n; p++)
    {
      guint c = gtk_drop_down_get_selected (self->characters[p]);
      guint ctl = gtk_drop_down_get_selected (self->controllers[p]);
      setup->characters[p] = c == 0 ? -1 : (int) c - 1;
      setup->seats[p] = edges[gtk_drop_down_get_selected (self->seats[p]) % 4];
      controllers[p] = ctl == 0 ? WM_PLAY_HUMAN : (int) ctl - 1;
    }
  if (!wm_seed_entry_get (self->seed, &setup->seed))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           gtk_label_get_text (self->seed_error));
      return FALSE;
    }
  setup->no_events = gtk_check_button_get_active (self->toggles[WM_TOGGLE_NO_EVENTS]);
  setup->meaner_highwaymen
      = gtk_check_button_get_active (self->toggles[WM_TOGGLE_MEANER_HIGHWAYMEN]);
  setup->higher_goal = gtk_check_button_get_active (self->toggles[WM_TOGGLE_HIGHER_GOAL]);
  setup->variable_setup = gtk_check_button_get_active (self->toggles[WM_TOGGLE_VARIABLE_SETUP]);
  /* The id lives in the dialog, which outlives the call to wm_game_new (). */
  setup->first_event = setup->no_events ? NULL : wm_new_game_dialog_get_first_event (self);
  *arrangement = NULL;
  if (!gtk_check_button_get_active (self->random_arrangement))
    {
      *arrangement = wm_arrangement_parse (self->variant,
                                           gtk_editable_get_text (GTK_EDITABLE (self->arrangement)),
                                           error);
      if (*arrangement == NULL)
        return FALSE;
    }
  return TRUE;
}

void
wm_new_game_choices_free (WmNewGameChoices *choices)
{
  if (choices == NULL)
    return;
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    g_free (choices->characters[p]);
  g_free (choices->arrangement);
  g_free (choices->first_event);
  g_free (choices);
}

static void
toggle_defaults (const WmVariant *variant, gboolean defaults[4])
{
  defaults[WM_TOGGLE_NO_EVENTS] = variant->options.no_events;
  defaults[WM_TOGGLE_MEANER_HIGHWAYMEN] = variant->options.meaner_highwaymen;
  defaults[WM_TOGGLE_HIGHER_GOAL] = variant->options.higher_goal;
  defaults[WM_TOGGLE_VARIABLE_SETUP] = variant->options.variable_setup;
}

WmNewGameChoices *
wm_new_game_dialog_get_choices (WmNewGameDialog *self)
{
  WmNewGameChoices *choices = g_new0 (WmNewGameChoices, 1);

  g_return_val_if_fail (WM_IS_NEW_GAME_DIALOG (self), choices);
  choices->players = gtk_spin_button_get_value_as_int (self->players);
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      guint c = gtk_drop_down_get_selected (self->characters[p]);
      if (c > 0 && c <= self->variant->characters->len)
        choices->characters[p]
            = g_strdup (((WmCharacter *) g_ptr_array_index (self->variant->characters, c - 1))->id);
      choices->seats[p] = gtk_drop_down_get_selected (self->seats[p]);
      choices->controllers[p] = gtk_drop_down_get_selected (self->controllers[p]);
    }
  for (int i = 0; i < 4; i++)
    choices->toggles[i] = gtk_check_button_get_active (self->toggles[i]);
  toggle_defaults (self->variant, choices->toggle_defaults);
  if (!gtk_check_button_get_active (self->random_arrangement))
    choices->arrangement = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->arrangement)));
  choices->first_event = g_strdup (wm_new_game_dialog_get_first_event (self));
  return choices;
}

WmNewGameChoices *
wm_new_game_choices_for_game (WmGame *game, const int *controllers)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmGameSetup *setup = wm_game_setup (game);
  WmNewGameChoices *choices = g_new0 (WmNewGameChoices, 1);

  choices->players = setup->n_players;
  for (int p = 0; p < setup->n_players && p < WM_GAME_MAX_PLAYERS; p++)
    {
      int c = setup->characters[p];

      if (c >= 0 && (guint) c < variant->characters->len)
        choices->characters[p]
            = g_strdup (((WmCharacter *) g_ptr_array_index (variant->characters, c))->id);
      for (guint row = 0; row < G_N_ELEMENTS (edges); row++)
        if (edges[row] == setup->seats[p])
          choices->seats[p] = row;
      choices->controllers[p] = controllers[p] == WM_PLAY_HUMAN ? 0 : (guint) controllers[p] + 1;
    }
  /* The seats the game did not fill as the dialog deals them. */
  for (int p = setup->n_players; p < WM_GAME_MAX_PLAYERS; p++)
    {
      choices->seats[p] = (guint) p % G_N_ELEMENTS (edges);
      choices->controllers[p] = p == 0 ? 0 : (guint) WM_BOT_GREEDY + 1;
    }
  choices->toggles[WM_TOGGLE_NO_EVENTS] = setup->no_events;
  choices->toggles[WM_TOGGLE_MEANER_HIGHWAYMEN] = setup->meaner_highwaymen;
  choices->toggles[WM_TOGGLE_HIGHER_GOAL] = setup->higher_goal;
  choices->toggles[WM_TOGGLE_VARIABLE_SETUP] = setup->variable_setup;
  toggle_defaults (variant, choices->toggle_defaults);
  return choices;
}

/* The row of the characters' drop-down for the character @id: 0, a random
 * character, when the variant no longer has it. */
static guint
character_row (const WmVariant *variant, const char *id)
{
  for (guint i = 0; id != NULL && i < variant->characters->len; i++)
    if (g_strcmp0 (((WmCharacter *) g_ptr_array_index (variant->characters, i))->id, id) == 0)
      return i + 1;
  return 0;
}

/* Sets the dialog to @last, after it was built with the variant's
 * defaults. The toggles come before the arrangement, as Variable setup
 * turns the spec on show over. */
static void
restore_choices (WmNewGameDialog *self, const WmNewGameChoices *last)
{
  gboolean defaults[4];

  /* The spin button keeps it within the variant's players. */
  gtk_spin_button_set_value (self->players, last->players);
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      gtk_drop_down_set_selected (self->characters[p],
                                  character_row (self->variant, last->characters[p]));
      gtk_drop_down_set_selected (self->seats[p], last->seats[p]);
      gtk_drop_down_set_selected (self->controllers[p], last->controllers[p]);
    }
  toggle_defaults (self->variant, defaults);
  for (int i = 0; i < 4; i++)
    gtk_check_button_set_active (
        self->toggles[i], defaults[i] == last->toggle_defaults[i] ? last->toggles[i] : defaults[i]);
  if (last->arrangement != NULL)
    {
      gtk_check_button_set_active (self->random_arrangement, FALSE);
      gtk_editable_set_text (GTK_EDITABLE (self->arrangement), last->arrangement);
    }
  wm_new_game_dialog_set_first_event (self, last->first_event);
}

const char *
wm_new_game_dialog_get_first_event (WmNewGameDialog *self)
{
  guint row;

  g_return_val_if_fail (WM_IS_NEW_GAME_DIALOG (self), NULL);
  row = gtk_drop_down_get_selected (self->first_event);
  return row > 0 && row <= self->first_events->len ? g_ptr_array_index (self->first_events, row - 1)
                                                   : NULL;
}

gboolean
wm_new_game_dialog_set_first_event (WmNewGameDialog *self, const char *id)
{
  guint index = 0;
  gboolean found;

  g_return_val_if_fail (WM_IS_NEW_GAME_DIALOG (self), FALSE);
  found = id != NULL && g_ptr_array_find_with_equal_func (self->first_events, id, g_str_equal,
                                                          &index);
  gtk_drop_down_set_selected (self->first_event, found ? index + 1 : 0);
  return found;
}

static void
start_clicked_cb (WmNewGameDialog *self)
{
  WmGameSetup setup;
  int controllers[WM_GAME_MAX_PLAYERS];
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (GError) error = NULL;

  /* No other seed's game starts: the note beside the Seed says why. */
  if (!wm_seed_entry_get (self->seed, &setup.seed))
    {
      wm_new_game_dialog_show_error (self, "");
      gtk_widget_grab_focus (GTK_WIDGET (self->seed));
      return;
    }
  if (!wm_new_game_dialog_get_setup (self, &setup, controllers, &arrangement, &error))
    {
      wm_new_game_dialog_show_error (self, error->message);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  g_signal_emit (self, start_signal, 0);
}

void
wm_new_game_dialog_show_error (WmNewGameDialog *self, const char *message)
{
  g_return_if_fail (WM_IS_NEW_GAME_DIALOG (self));
  gtk_label_set_text (self->error, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error), message != NULL && *message != '\0');
}

const char *
wm_new_game_dialog_get_error (WmNewGameDialog *self)
{
  g_return_val_if_fail (WM_IS_NEW_GAME_DIALOG (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->error)) ? gtk_label_get_text (self->error)
                                                           : NULL;
}

static GtkWidget *
label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* The button shows the chosen item in a stack of every item's label: a
 * stack is as wide as its widest page, so the drop-down, and the grid's
 * columns with it, keep their width whichever item is chosen (a shorter
 * name narrowed the whole dialog, review 17). */
static void
stable_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GListModel *strings)
{
  GtkWidget *stack = gtk_stack_new ();

  for (guint i = 0; i < g_list_model_get_n_items (strings); i++)
    {
      g_autoptr (GtkStringObject) string = g_list_model_get_item (strings, i);
      g_autofree char *name = g_strdup_printf ("%u", i);
      gtk_stack_add_named (GTK_STACK (stack), label_new (gtk_string_object_get_string (string)),
                           name);
    }
  gtk_list_item_set_child (item, stack);
}

static void
stable_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  g_autofree char *name = g_strdup_printf ("%u", gtk_list_item_get_position (item));
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (item));

  if (gtk_stack_get_child_by_name (stack, name) != NULL)
    gtk_stack_set_visible_child_name (stack, name);
}

/* The list of the popup shows each item with a checkmark after it, seen
 * only on the chosen one, as GtkDropDown's own list factory does (GTK 4.8:
 * the mark is always there and only its opacity changes, so no row
 * changes its width when the choice does). */
static void
check_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
check_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *drop_down)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      gtk_string_object_get_string (string));
  wm_drop_down_check_bind (drop_down, item);
}

static void
check_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *drop_down)
{
  wm_drop_down_check_unbind (drop_down, item);
}

/* A drop-down of @strings as wide as its widest item, whichever is chosen. */
static GtkDropDown *
stable_drop_down_new (GtkStringList *strings)
{
  GtkDropDown *drop_down
      = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (strings)), NULL));
  GtkListItemFactory *button = gtk_signal_list_item_factory_new ();
  GtkListItemFactory *list = gtk_signal_list_item_factory_new ();

  g_signal_connect_object (button, "setup", G_CALLBACK (stable_setup_cb), strings, 0);
  g_signal_connect (button, "bind", G_CALLBACK (stable_bind_cb), NULL);
  /* The factory lives as long as the drop-down holds it: no reference. */
  g_signal_connect (list, "setup", G_CALLBACK (check_setup_cb), NULL);
  g_signal_connect (list, "bind", G_CALLBACK (check_bind_cb), drop_down);
  g_signal_connect (list, "unbind", G_CALLBACK (check_unbind_cb), drop_down);
  gtk_drop_down_set_factory (drop_down, button);
  gtk_drop_down_set_list_factory (drop_down, list);
  g_object_unref (button);
  g_object_unref (list);
  return drop_down;
}

static void
build_seats (WmNewGameDialog *self, GtkGrid *grid, int row)
{
  const char *lang = wm_variant_display_language (self->variant);
  g_autoptr (GtkStringList) characters = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) controllers = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) seats = gtk_string_list_new (NULL);

  gtk_string_list_append (characters, _("Random character"));
  for (guint i = 0; i < self->variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (self->variant->characters, i);
      gtk_string_list_append (characters, wm_text_get (&ch->name, lang, lang));
    }
  gtk_string_list_append (controllers, _("Human"));
  for (int t = 0; t < WM_N_BOT_TIERS; t++)
    {
      g_autofree char *name = g_strdup_printf (_("Bot: %s"), wm_bot_chooser_tier_title (t));
      gtk_string_list_append (controllers, name);
    }
  gtk_string_list_append (seats, _("South edge"));
  gtk_string_list_append (seats, _("West edge"));
  gtk_string_list_append (seats, _("North edge"));
  gtk_string_list_append (seats, _("East edge"));
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      g_autofree char *name = g_strdup_printf (_("Seat %d"), p + 1);
      self->seat_rows[p][0] = label_new (name);
      self->characters[p] = stable_drop_down_new (characters);
      self->seats[p] = stable_drop_down_new (seats);
      self->controllers[p] = stable_drop_down_new (controllers);
      gtk_drop_down_set_selected (self->seats[p], p);
      /* One human against greedy bots is the usual playtest table. */
      gtk_drop_down_set_selected (self->controllers[p], p == 0 ? 0 : 1 + WM_BOT_GREEDY);
      gtk_widget_set_name (GTK_WIDGET (self->controllers[p]), name);
      self->seat_rows[p][1] = GTK_WIDGET (self->characters[p]);
      self->seat_rows[p][2] = GTK_WIDGET (self->seats[p]);
      self->seat_rows[p][3] = GTK_WIDGET (self->controllers[p]);
      for (int c = 0; c < 4; c++)
        gtk_grid_attach (grid, self->seat_rows[p][c], c, row + p, 1, 1);
    }
}

/* "Shuffled", then every event the game deals by name and id, in the
 * deck's order: a designer looks for the card they just wrote. */
static GtkStringList *
first_event_list (const WmVariant *variant, GPtrArray *ids)
{
  const char *lang = wm_variant_display_language (variant);
  GtkStringList *list = gtk_string_list_new (NULL);
  int deck = wm_game_dealt_deck (variant, WM_DECK_EVENT);
  const WmDeck *events = deck >= 0 ? g_ptr_array_index (variant->decks, deck) : NULL;
  guint n = events ? MIN (events->cards->len, (guint) wm_game_pile_capacity (WM_DECK_EVENT)) : 0;

  gtk_string_list_append (list, _("Shuffled (as the rules say)"));
  for (guint i = 0; i < n; i++)
    {
      const WmCard *card = g_ptr_array_index (events->cards, i);
      const char *name = wm_text_get (&card->name, lang, lang);
      /* TRANSLATORS: an event card: its name, then its id. */
      g_autofree char *label = name && *name ? g_strdup_printf (_("%s (%s)"), name, card->id)
                                             : g_strdup (card->id);
      gtk_string_list_append (list, label);
      g_ptr_array_add (ids, g_strdup (card->id));
    }
  return list;
}

GtkDropDown *
wm_first_event_drop_down_new (const WmVariant *variant, GPtrArray *ids)
{
  g_autoptr (GtkStringList) list = first_event_list (variant, ids);
  GtkDropDown *drop_down = stable_drop_down_new (list);

  gtk_widget_set_name (GTK_WIDGET (drop_down), "first-event");
  gtk_drop_down_set_expression (drop_down, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT,
                                                                        NULL, "string"));
  /* TRANSLATORS: the placeholder of the search entry in the list of First
   * event's choices */
  wm_drop_down_enable_search (drop_down, _("Search events"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (drop_down),
                               _("The event turned up on day 2, the first day with an event; "
                                 "the rest of the deck is shuffled from the seed"));
  return drop_down;
}

/* No choice with No events on, or without events to choose: greyed, with
 * the reason beside it. The choice made stays for when events come back. */
static void
first_event_sensitivity (WmNewGameDialog *self)
{
  gboolean none = gtk_check_button_get_active (self->toggles[WM_TOGGLE_NO_EVENTS]);
  gboolean empty = self->first_events->len == 0;

  wm_first_event_sensitivity (self->first_event, self->first_event_note, none, empty);
}

void
wm_first_event_sensitivity (GtkDropDown *drop_down, GtkLabel *note, gboolean no_events,
                            gboolean empty)
{
  gtk_widget_set_sensitive (GTK_WIDGET (drop_down), !no_events && !empty);
  gtk_label_set_text (note, empty       ? _("The variant has no events to turn up.")
                            : no_events ? _("No events is on: the game turns up none.")
                                        : "");
  gtk_widget_set_visible (GTK_WIDGET (note), no_events || empty);
}

static void
build_first_event (WmNewGameDialog *self, GtkGrid *grid, int row)
{
  GtkWidget *label = label_new (_("First event"));

  self->first_event = wm_first_event_drop_down_new (self->variant, self->first_events);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->first_event));
  self->first_event_note = GTK_LABEL (label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->first_event_note), "dim-label");
  gtk_label_set_wrap (self->first_event_note, TRUE);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->first_event), 1, row, 3, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->first_event_note), 1, row + 1, 3, 1);
}

/* Why a game cannot start may list many problems (a blank variant has
 * no board, no decks, no characters): past a few lines they scroll, so
 * that the dialog does not grow taller than the screen and push Cancel
 * and Start out of reach. Shown with @error. */
static GtkWidget *
error_scroller (GtkLabel *error)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 150);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (error));
  g_object_bind_property (error, "visible", scroller, "visible", G_BINDING_SYNC_CREATE);
  return scroller;
}

/* Enter on a check box presses Start, as in the fields; Space ticks it.
 * Enter ticked or unticked it (GTK's activation of a check button), so a
 * designer who ticked Variable setup with Space and confirmed with Enter
 * unticked it again, and nothing started (review k, 7). */
static gboolean
enter_starts_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                 WmNewGameDialog *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
      || !GTK_IS_CHECK_BUTTON (focus))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "default.activate", NULL);
  return TRUE;
}

static void
build (WmNewGameDialog *self)
{
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));
  GtkEventController *keys;
  const WmRules *rules = &self->variant->rules;
  const WmOptions *opt = &self->variant->options;
  const char *toggle_names[] = { N_("No events"), N_("Meaner highwaymen"), N_("Higher goal"),
                                 N_("Variable setup") };
  gboolean defaults[4];
  /* The spec offered is on the side of the toggle's default. */
  g_autoptr (WmArrangement) def = wm_arrangement_default (self->variant, opt->variable_setup);
  g_autofree char *spec = def ? wm_arrangement_to_string (self->variant, def) : g_strdup ("");
  int min = MAX (rules->min_players, 2), max = MIN (MAX (rules->max_players, min), 4);

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);
  toggle_defaults (self->variant, defaults);

  self->players = GTK_SPIN_BUTTON (wm_number_field_new (min, max, 1));
  wm_number_field_refuse_beyond_named (self->players, _("Players"));
  gtk_spin_button_set_value (self->players, MIN (2, max));
  gtk_grid_attach (grid, label_new (_("Players")), 0, 0, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->players), 1, 0, 1, 1);
  self->seed_error = GTK_LABEL (label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->seed_error), "seed-error");
  gtk_label_set_wrap (self->seed_error, TRUE);
  gtk_label_set_max_width_chars (self->seed_error, 60);
  self->seed = wm_seed_entry_new (self->seed_error, g_random_int_range (1, 100000));
  gtk_grid_attach (grid, label_new (_("Seed")), 2, 0, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->seed), 3, 0, 1, 1);
  build_seats (self, grid, 1);
  for (int i = 0; i < 4; i++)
    {
      self->toggles[i] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_(toggle_names[i])));
      gtk_check_button_set_active (self->toggles[i], defaults[i]);
      gtk_grid_attach (grid, GTK_WIDGET (self->toggles[i]), i % 2 * 2, 5 + i / 2, 2, 1);
    }
  self->random_arrangement = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Random arrangement from the seed")));
  gtk_check_button_set_active (self->random_arrangement, TRUE);
  self->arrangement = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->arrangement), spec);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->arrangement),
                               _("Cells row by row: REGION:SIDE:DEGREES, separated by commas"));
  g_object_bind_property (self->random_arrangement, "active", self->arrangement, "sensitive",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  build_first_event (self, grid, 7);
  gtk_grid_attach (grid, GTK_WIDGET (self->random_arrangement), 0, 9, 4, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->arrangement), 0, 10, 4, 1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (grid));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->seed_error));

  self->error = GTK_LABEL (label_new (NULL));
  /* A message such as a variant that cannot be dealt is long: it wraps
   * within the dialog's width instead of widening it. */
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_max_width_chars (self->error, 60);
  gtk_label_set_selectable (self->error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_box_append (GTK_BOX (box), error_scroller (self->error));

  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_add_css_class (start, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), start);
  gtk_box_append (GTK_BOX (box), buttons);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), self);
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (start_clicked_cb), self);
  g_signal_connect_swapped (self->players, "value-changed", G_CALLBACK (players_changed_cb), self);
  g_signal_connect_swapped (self->toggles[WM_TOGGLE_VARIABLE_SETUP], "toggled",
                            G_CALLBACK (variable_setup_toggled_cb), self);
  g_signal_connect_swapped (self->toggles[WM_TOGGLE_VARIABLE_SETUP], "toggled",
                            G_CALLBACK (show_dealt_arrangement), self);
  g_signal_connect_swapped (self->seed, "changed", G_CALLBACK (show_dealt_arrangement), self);
  g_signal_connect_swapped (self->toggles[WM_TOGGLE_NO_EVENTS], "toggled",
                            G_CALLBACK (first_event_sensitivity), self);
  g_signal_connect_swapped (self->random_arrangement, "toggled",
                            G_CALLBACK (show_dealt_arrangement), self);
  /* for a number refused in a field (wm_window_report ()) */
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), box);
  gtk_window_set_child (GTK_WINDOW (self), overlay);
  gtk_window_set_default_widget (GTK_WINDOW (self), start);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (enter_starts_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  spin_activates_default (self->players);
  gtk_entry_set_activates_default (self->seed, TRUE);
  gtk_entry_set_activates_default (self->arrangement, TRUE);
  players_changed_cb (self);
  show_dealt_arrangement (self);
  first_event_sensitivity (self);
}

static void
wm_new_game_dialog_finalize (GObject *object)
{
  WmNewGameDialog *self = WM_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->variant, wm_variant_unref);
  g_clear_pointer (&self->first_events, g_ptr_array_unref);
  G_OBJECT_CLASS (wm_new_game_dialog_parent_class)->finalize (object);
}

static void
wm_new_game_dialog_class_init (WmNewGameDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wm_new_game_dialog_finalize;
  start_signal = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                               NULL, NULL, G_TYPE_NONE, 0);
  /* Escape is Cancel, as in every other window of the app (a keyboard-only
   * review found it the one window Escape left open). */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
wm_new_game_dialog_init (WmNewGameDialog *self)
{
  gtk_window_set_title (GTK_WINDOW (self), _("New Game"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
}

WmNewGameDialog *
wm_new_game_dialog_new (GtkWindow *parent, WmVariant *variant, const WmNewGameChoices *last)
{
  WmNewGameDialog *self = g_object_new (WM_TYPE_NEW_GAME_DIALOG, NULL);

  self->variant = wm_variant_ref (variant);
  self->first_events = g_ptr_array_new_with_free_func (g_free);
  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  build (self);
  if (last != NULL)
    restore_choices (self, last);
  return self;
}
