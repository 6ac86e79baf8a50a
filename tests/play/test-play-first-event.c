/* New Game's First event (review 17, finding 2): a designer chooses the
 * event turned up on day 2, or the Events page's "Playtest with this
 * event first" chooses it; greyed with No events. Start deals the game
 * before it asks about the game in progress, so a refused setup asks
 * nothing; the dialog keeps its width whichever names and seed it shows.
 * Under Xvfb, in the desktop's language; with WM_SHOT_DIR set it writes
 * PNGs there. */

#include "config.h"

#include "wm-test-gui.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-application.h"
#include "wm-deck-edits.h"
#include "wm-events-page.h"
#include "wm-new-game-dialog.h"
#include "wm-playtest-page.h"
#include "wm-test-lang.h"
#include "wm-window-private.h"

static WmApplication *app;

/* The New Game dialog on screen, or NULL. */
static WmNewGameDialog *
shown_dialog (void)
{
  return WM_NEW_GAME_DIALOG (wm_test_find_toplevel (WM_TYPE_NEW_GAME_DIALOG));
}

/* The first widget under @root named @name (gtk_widget_set_name ()) whose
 * label, for a button, is @label (NULL: any). */
static GtkWidget *
find_widget (GtkWidget *root, const char *name, const char *label)
{
  if ((name == NULL || g_strcmp0 (gtk_widget_get_name (root), name) == 0)
      && (label == NULL
          || (GTK_IS_BUTTON (root)
              && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
          || (GTK_IS_CHECK_BUTTON (root)
              && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (root)), label) == 0)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, name, label);
      if (found)
        return found;
    }
  return NULL;
}

/* As a click does, at once (activating a button clicks it only after a
 * moment): @button must be there to press. */
static void
press (GtkWidget *button)
{
  g_assert_true (button != NULL && gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static WmNewGameDialog *
open_dialog (WmWindow *window)
{
  WmNewGameDialog *dialog;

  wm_window_show_section (window, "playtest");
  g_assert_true (gtk_widget_activate_action (window->playtest_page, "playtest.new-game", NULL));
  wm_test_wait_for ((dialog = shown_dialog ()) != NULL, "the New Game dialog");
  wm_test_wait_laid_out (GTK_WIDGET (dialog), "the New Game dialog");
  return dialog;
}

/* The row of @drop_down whose text ends in @suffix. */
static guint
row_ending (GtkDropDown *drop_down, const char *suffix)
{
  GListModel *model = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      if (g_str_has_suffix (gtk_string_object_get_string (item), suffix))
        return i;
    }
  g_error ("no row ending in “%s”", suffix);
  return 0;
}

/* Seat @seat's player drop-down (named after the seat) and, two before
 * it in the grid, its character drop-down. */
static GtkWidget *
seat_player (WmNewGameDialog *dialog, int seat)
{
  g_autofree char *name = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Seat %d"), seat);
  GtkWidget *player = find_widget (GTK_WIDGET (dialog), name, NULL);

  g_assert_true (GTK_IS_DROP_DOWN (player));
  return player;
}

static GtkDropDown *
seat_character (WmNewGameDialog *dialog, int seat)
{
  GtkWidget *character
      = gtk_widget_get_prev_sibling (gtk_widget_get_prev_sibling (seat_player (dialog, seat)));

  g_assert_true (GTK_IS_DROP_DOWN (character));
  return GTK_DROP_DOWN (character);
}

static void
start (WmNewGameDialog *dialog)
{
  press (find_widget (GTK_WIDGET (dialog), NULL, g_dgettext (GETTEXT_PACKAGE, "_Start")));
  wm_test_iterate (100);
}

/* Plays the first listed choice until day @day begins. */
static void
play_to_day (WmPlaySession *session, int day)
{
  while (wm_play_session_end (session)->day < day)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      g_assert_cmpint (wm_game_legal_choices (wm_play_session_game (session),
                                              wm_play_session_end (session), -1, list,
                                              WM_GAME_MAX_CHOICES),
                       >, 0);
      g_assert_true (wm_play_session_apply (session, &list[0], NULL));
    }
}

/* The choice of the first event: shuffled at first, every event of the
 * deck after it, greyed with No events, and the game turns the chosen
 * one up on day 2. */
static void
test_choose_first_event (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmNewGameDialog *dialog = open_dialog (window);
  GtkDropDown *first = GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), "first-event", NULL));
  GtkWidget *no_events
      = find_widget (GTK_WIDGET (dialog), NULL, g_dgettext (GETTEXT_PACKAGE, "No events"));
  GtkLabel *note;
  WmPlaySession *session;
  WmGame *game;

  g_assert_nonnull (first);
  g_assert_nonnull (no_events);
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 0);
  g_assert_null (wm_new_game_dialog_get_first_event (dialog));
  /* Shuffled, then the base game's twenty events. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (first)), ==, 21);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (first)));
  gtk_drop_down_set_selected (first, row_ending (first, "(E13)"));
  g_assert_cmpstr (wm_new_game_dialog_get_first_event (dialog), ==, "E13");
  wm_test_screenshot (GTK_WIDGET (dialog), "first-event-chosen");

  /* No events: greyed, with the reason; the choice waits. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (no_events), TRUE);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (first)));
  note = wm_test_find_label_with (
      GTK_WIDGET (dialog),
      g_dgettext (GETTEXT_PACKAGE, "No events is on: the game turns up none."));
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (note)));
  wm_test_screenshot (GTK_WIDGET (dialog), "first-event-no-events");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (no_events), FALSE);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (first)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_cmpstr (wm_new_game_dialog_get_first_event (dialog), ==, "E13");

  start (dialog);
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_null (shown_dialog ());
  wm_playtest_page_set_playing (page, FALSE);
  while (wm_playtest_page_is_busy (page))
    wm_test_iterate (2);
  session = wm_playtest_page_get_session (page);
  game = wm_play_session_game (session);
  g_assert_cmpstr (wm_game_setup (game)->first_event, ==, "E13");
  play_to_day (session, 2);
  g_assert_cmpint (wm_play_session_end (session)->event, ==, wm_game_find_card (game, "E13"));

  /* The next dialog starts from the same choice. */
  dialog = open_dialog (window);
  g_assert_cmpstr (wm_new_game_dialog_get_first_event (dialog), ==, "E13");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* A setup the engine refuses is said in the dialog before anything is
 * asked: the game in progress stays, and no question stands over it. */
static void
test_refused_setup_asks_nothing (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmPlaytestPage *page = WM_PLAYTEST_PAGE (window->playtest_page);
  WmPlaySession *session = wm_playtest_page_get_session (page);
  WmNewGameDialog *dialog;

  g_assert_nonnull (session);
  g_assert_true (wm_playtest_page_unsaved_game (page, NULL, NULL));
  dialog = open_dialog (window);
  /* Seats 1 and 2 both play the first character. */
  gtk_drop_down_set_selected (seat_character (dialog, 1), 1);
  gtk_drop_down_set_selected (seat_character (dialog, 2), 1);
  start (dialog);
  g_assert_null (wm_test_open_message_dialog ());
  g_assert_nonnull (wm_new_game_dialog_get_error (dialog));
  g_assert_true (wm_playtest_page_get_session (page) == session);
  g_assert_true (shown_dialog () == dialog);
  wm_test_screenshot (GTK_WIDGET (dialog), "first-event-refused");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

static int
natural_width (GtkWidget *widget)
{
  int minimum, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return natural;
}

/* The columns keep their width whichever character, player or seed the
 * dialog shows (a shorter name narrowed them, review 17). */
static void
test_stable_width (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmNewGameDialog *dialog = open_dialog (window);
  GtkWidget *content = gtk_window_get_child (GTK_WINDOW (dialog));
  GtkDropDown *seat1 = seat_character (dialog, 1);
  GtkDropDown *controller = GTK_DROP_DOWN (seat_player (dialog, 1));
  GtkDropDown *first = GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), "first-event", NULL));
  GtkEditable *seed = GTK_EDITABLE (wm_test_find_of_type (content, GTK_TYPE_ENTRY));
  GListModel *characters = gtk_drop_down_get_model (seat1);
  int width;

  gtk_editable_set_text (seed, "12345");
  width = natural_width (content);
  for (guint i = 0; i < g_list_model_get_n_items (characters); i++)
    {
      gtk_drop_down_set_selected (seat1, i);
      g_assert_cmpint (natural_width (content), ==, width);
    }
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (first)); i++)
    {
      gtk_drop_down_set_selected (first, i);
      g_assert_cmpint (natural_width (content), ==, width);
    }
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (controller)); i++)
    {
      gtk_drop_down_set_selected (controller, i);
      g_assert_cmpint (natural_width (content), ==, width);
    }
  g_assert_cmpint (natural_width (content), ==, width);
  gtk_editable_set_text (seed, "8");
  g_assert_cmpint (natural_width (content), ==, width);
  gtk_editable_set_text (seed, "18446744073709551615");
  g_assert_cmpint (natural_width (content), ==, width);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* The label of the row whose checkmark (of the open list under @root)
 * shows; fails when none or more than one shows. */
static const char *
checked_row (GtkWidget *root)
{
  GtkWidget *list = wm_test_find_of_type (root, GTK_TYPE_LIST_VIEW);
  const char *checked = NULL;
  int shown = 0;

  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *check = wm_test_find_icon (row, "object-select-symbolic");

      if (check != NULL && gtk_widget_get_opacity (check) > 0)
        {
          shown++;
          checked = gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (check)));
        }
    }
  g_assert_cmpint (shown, <=, 1);
  return checked;
}

/* The string of row @row of @drop_down. */
static const char *
row_text (GtkDropDown *drop_down, guint row)
{
  g_autoptr (GtkStringObject) item = g_list_model_get_item (gtk_drop_down_get_model (drop_down), row);

  return g_intern_string (gtk_string_object_get_string (item));
}

/* The open list of a drop-down marks the chosen entry with a checkmark,
 * as GtkDropDown's own list does, and moves it when the choice changes,
 * while the drop-down keeps its stable width (review 18); First event's
 * tooltip is away while its list is open. */
static void
test_list_checkmark (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmNewGameDialog *dialog = open_dialog (window);
  GtkDropDown *drop_downs[] = { seat_character (dialog, 1),
                                GTK_DROP_DOWN (seat_player (dialog, 1)),
                                GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), "first-event",
                                                            NULL)) };

  for (guint d = 0; d < G_N_ELEMENTS (drop_downs); d++)
    {
      GtkDropDown *drop_down = drop_downs[d];
      GtkWidget *popover;

      gtk_drop_down_set_selected (drop_down, 1);
      g_assert_true (gtk_widget_activate (GTK_WIDGET (drop_down)));
      popover = wm_test_find_of_type (GTK_WIDGET (drop_down), GTK_TYPE_POPOVER);
      g_assert_nonnull (popover);
      wm_test_wait_laid_out (popover, "the drop-down's list");
      if (d == 2)
        {
          wm_test_screenshot (popover, "first-event-list");
          /* its tooltip sat on the list's search entry (review 25e) */
          g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (drop_down)));
        }
      g_assert_cmpstr (checked_row (popover), ==, row_text (drop_down, 1));
      gtk_drop_down_set_selected (drop_down, 0);
      g_assert_cmpstr (checked_row (popover), ==, row_text (drop_down, 0));
      gtk_popover_popdown (GTK_POPOVER (popover));
      wm_test_iterate (20);
      if (d == 2)
        g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (drop_down)));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* The search entry in First event's list says what it searches, in the
 * window's language: GTK's own "Search…" is in none of its catalogues,
 * so an Italian window showed it in English (review 24). */
static void
test_search_placeholder (void)
{
  static const struct
  {
    const char *lang, *locale, *placeholder;
  } langs[] = {
    { NULL, NULL, "Search events" },
    { "it", "it_IT.UTF-8", "Cerca eventi" },
    { "de", "de_DE.UTF-8", "Ereignisse suchen" },
  };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      WmNewGameDialog *dialog;
      GtkWidget *drop_down, *entry;
      g_autofree char *placeholder = NULL;

      if (langs[i].lang != NULL
          && !wm_test_use_language (langs[i].lang, langs[i].locale, "Search events"))
        {
          g_test_message ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      dialog = open_dialog (window);
      drop_down = find_widget (GTK_WIDGET (dialog), "first-event", NULL);
      g_assert_nonnull (drop_down);
      entry = wm_test_find_of_type (drop_down, GTK_TYPE_SEARCH_ENTRY);
      g_assert_nonnull (entry);
      g_object_get (entry, "placeholder-text", &placeholder, NULL);
      g_test_message ("%s: %s", langs[i].lang ? langs[i].lang : "en", placeholder);
      if (langs[i].lang == NULL)
        g_assert_cmpstr (placeholder, ==, _("Search events"));
      else
        g_assert_cmpstr (placeholder, ==, langs[i].placeholder);
      gtk_window_destroy (GTK_WINDOW (dialog));
      wm_test_iterate (20);
    }
}

/* The rows First event's list shows, filtered by its search. */
static guint
rows_shown (GtkWidget *popover)
{
  GtkWidget *list = wm_test_find_of_type (popover, GTK_TYPE_LIST_VIEW);

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list))));
}

/* The text of the first row the search lets through. */
static const char *
first_row_shown (GtkWidget *popover)
{
  GtkWidget *list = wm_test_find_of_type (popover, GTK_TYPE_LIST_VIEW);
  g_autoptr (GtkStringObject) item
      = g_list_model_get_item (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list))), 0);

  return g_intern_string (gtk_string_object_get_string (item));
}

/* Types @text into the list's search and waits for the list to show
 * @expected rows (the search entry tells its change after a pause, and
 * may pass through the whole list on the way); the rows shown then. */
static guint
search_for (GtkWidget *popover, GtkWidget *entry, const char *text, guint expected)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  for (guint waited = 0; rows_shown (popover) != expected && waited < 3000; waited += 50)
    wm_test_iterate (50);
  return rows_shown (popover);
}

/* First event's search finds an event by its id or by a word inside its
 * name: GTK 4.8 matched the start of a row only, so "E21" or "strada"
 * found nothing in "Corrieri della strada (E21)" (review 25e). */
static void
test_search_anywhere (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmNewGameDialog *dialog = open_dialog (window);
  GtkDropDown *drop_down = GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), "first-event", NULL));
  GtkWidget *popover, *entry;
  guint all;

  g_assert_true (gtk_widget_activate (GTK_WIDGET (drop_down)));
  popover = wm_test_find_of_type (GTK_WIDGET (drop_down), GTK_TYPE_POPOVER);
  entry = wm_test_find_of_type (popover, GTK_TYPE_SEARCH_ENTRY);
  wm_test_wait_laid_out (popover, "the drop-down's list");
  all = rows_shown (popover);
  g_assert_cmpuint (all, >, 2);
  g_assert_cmpuint (search_for (popover, entry, "E07", 1), ==, 1);
  g_assert_cmpstr (first_row_shown (popover), ==, row_text (drop_down, 7));
  /* a word from inside a name, in another case: "Harvest Fair" (E07) */
  g_assert_cmpuint (search_for (popover, entry, "FAIR", 1), ==, 1);
  g_assert_cmpuint (search_for (popover, entry, "", all), ==, all);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
}

/* The Events page's "Playtest with this event first" opens New Game…
 * with the event chosen. */
static void
test_events_page_link (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmEventsPage *events = WM_EVENTS_PAGE (window->events_page);
  GtkWidget *link;
  WmNewGameDialog *dialog;

  wm_window_show_section (window, "events");
  wm_events_page_show (events, WM_EFFECT_LIST_CARD_EFFECTS, "E07");
  wm_test_iterate (50);
  link = find_widget (window->events_page, "playtest-link", NULL);
  g_assert_nonnull (link);
  wm_test_wait_for (gtk_widget_get_mapped (link), "the playtest link");
  wm_test_screenshot (GTK_WIDGET (window), "first-event-events-page");
  press (link);
  wm_test_wait_for ((dialog = shown_dialog ()) != NULL, "the New Game dialog");
  g_assert_cmpstr (wm_window_get_section (window), ==, "playtest");
  g_assert_cmpstr (wm_new_game_dialog_get_first_event (dialog), ==, "E07");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (20);
  /* A character's abilities are no event to turn up. */
  wm_window_show_section (window, "events");
  wm_events_page_show (events, WM_EFFECT_LIST_CHARACTER, "red");
  wm_test_iterate (50);
  g_assert_false (gtk_widget_get_visible (link));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-play-first-event-xdg");
  if (!wm_test_init_in_desktop_language (&argc, &argv))
    return 77;
  app = wm_test_app_start (0);
  g_test_add_func ("/play/first-event/choose", test_choose_first_event);
  g_test_add_func ("/play/first-event/refused-setup-asks-nothing", test_refused_setup_asks_nothing);
  g_test_add_func ("/play/first-event/stable-width", test_stable_width);
  g_test_add_func ("/play/first-event/list-checkmark", test_list_checkmark);
  g_test_add_func ("/play/first-event/events-page-link", test_events_page_link);
  g_test_add_func ("/play/first-event/search-placeholder", test_search_placeholder);
  g_test_add_func ("/play/first-event/search-anywhere", test_search_anywhere);
  return wm_test_app_run (app);
}
