#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-board-preview.h"
#include "wm-decks-page.h"
#include "wm-characters-page.h"
#include "wm-events-page.h"
#include "wm-locale.h"
#include "wm-map-page.h"
#include "wm-number-field.h"
#include "wm-playtest-page.h"
#include "wm-rules-notes-window.h"
#include "wm-simulation-page.h"
#include "wm-toast.h"
#include "wm-window-private.h"

/* Window actions (win.*). Their shortcuts are set in one place, with the
 * application's, in wm-application.c. */

/* The playtest while it is shown: Undo and Redo take back and make again
 * its game's decisions there, as its own buttons do (nothing without a
 * game). An edit undone from the Playtest would change the design out of
 * sight, as the game plays a copy taken when it began: the designer's
 * edits wait on their pages. */
static WmPlaytestPage *
shown_playtest (WmWindow *self)
{
  if (self->playtest_page == NULL || g_strcmp0 (wm_window_get_section (self), "playtest") != 0)
    return NULL;
  return WM_PLAYTEST_PAGE (self->playtest_page);
}

/* After an undo or redo of an edit made on another section than the one
 * shown: what changed there, with a button to go and see it (review 22:
 * Ctrl+Z on the Map took back the Rules page's goal without a word). The
 * button is the title's own, and the toast stays its time after the click,
 * still saying what changed: libadwaita 1.2 frees a toast dismissed while
 * it slides in over another (its 500 ms show outlives its 300 ms hide)
 * and then ends the show on the freed toast, which its own button's click
 * (a dismissal) did within half a second. One toast at a time tells a
 * step: the latest replaces the one before, up or waiting, so six quick
 * undos are not told one after another for a minute after the last
 * (review 25e). */
static void
tell_step_elsewhere (WmWindow *self, const char *format, const char *origin, const char *label)
{
  const char *title = wm_window_section_title (origin);
  g_autofree char *message = NULL;
  GtkWidget *box, *show;
  AdwToast *toast;

  if (title == NULL || label == NULL || g_strcmp0 (origin, wm_window_get_section (self)) == 0)
    return;
  message = g_strdup_printf (format, title, label);
  show = gtk_button_new_with_label (_("Show"));
  gtk_widget_set_valign (show, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (show), g_variant_new_string (origin));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (show), "win.show-section");
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), wm_toast_label_new (message));
  gtk_box_append (GTK_BOX (box), show);
  toast = wm_toast_new_with_title (message, box);
  g_set_weak_pointer (&self->step_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Undo (@undo) or Redo of the document's next step, said when it was made
 * on another section. */
static void
step_document (WmWindow *self, gboolean undo)
{
  WmDocument *doc = self->document;
  g_autoptr (GError) error = NULL;
  g_autofree char *origin
      = g_strdup (undo ? wm_document_get_undo_origin (doc) : wm_document_get_redo_origin (doc));
  g_autofree char *label
      = g_strdup (undo ? wm_document_get_undo_label (doc) : wm_document_get_redo_label (doc));

  /* whatever this step is, the toast of the one before is out of date */
  if (self->step_toast != NULL)
    adw_toast_dismiss (self->step_toast);
  if (!(undo ? wm_document_undo (doc, &error) : wm_document_redo (doc, &error)))
    wm_window_toast (self, error->message);
  else if (undo)
    /* Translators: the first %s is a section of the sidebar ("Rules"), the
     * second an edit ("Change “Goal”"). */
    tell_step_elsewhere (self, _("Undone on the %s page: %s"), origin, label);
  else
    /* Translators: as "Undone on the %s page: %s". */
    tell_step_elsewhere (self, _("Redone on the %s page: %s"), origin, label);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  if (wm_number_field_take_back_typing (GTK_ROOT (self)))
    return;
  if (shown_playtest (self) != NULL)
    wm_playtest_page_undo (shown_playtest (self));
  else
    {
      /* Text typed just before is the step undone. */
      wm_window_commit_pending (self);
      step_document (self, TRUE);
    }
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  if (wm_number_field_take_back_typing (GTK_ROOT (self)))
    return;
  if (shown_playtest (self) != NULL)
    wm_playtest_page_redo (shown_playtest (self));
  else
    {
      /* Text typed after an undo is a new step: nothing left to redo. */
      wm_window_commit_pending (self);
      step_document (self, FALSE);
    }
}

/* Ctrl+Space, Ctrl+Right and Ctrl+Shift+Right press the Playtest's bot
 * controls. They are enabled only while the Playtest is shown, so that on
 * the other pages the keys reach the focused widget (a text field moves by
 * a word). */
static void
playtest_bot_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmPlaytestPage *playtest = shown_playtest (WM_WINDOW (widget));
  WmPlaytestBotControl control = WM_PLAYTEST_STEP;

  if (g_str_equal (action_name, "win.playtest-play"))
    control = WM_PLAYTEST_PLAY;
  else if (g_str_equal (action_name, "win.playtest-to-sundown"))
    control = WM_PLAYTEST_TO_SUNDOWN;
  if (playtest != NULL)
    wm_playtest_page_press (playtest, control);
}

/* Ctrl+R runs a batch as the Simulation page's Run button does,
 * Ctrl+Shift+R cancels it as Cancel does: only while the page is shown,
 * like the Playtest's keys. */
static void
simulation_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);
  WmSimulationPage *page = WM_SIMULATION_PAGE (self->simulation_page);

  if (g_strcmp0 (wm_window_get_section (self), "simulation") != 0)
    return;
  if (g_str_equal (action_name, "win.simulation-run"))
    wm_simulation_page_run_as_set (page);
  else
    wm_simulation_page_cancel (page);
}

/* F9 shows or hides the Map page's list of regions, as the button at the
 * start of its toolbar does: only while the page is shown. */
static void
map_regions_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  if (g_strcmp0 (wm_window_get_section (self), "map") == 0)
    gtk_widget_activate_action (self->map_page, "map.regions-shown", NULL);
}

/* Text typed just before is saved with the rest. */
static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_commit_pending (WM_WINDOW (widget));
  wm_window_save (WM_WINDOW (widget), g_str_equal (action_name, "win.save-as"));
}

/* Text typed just before goes with the other changes: committed now, so
 * that the question counts it and the revert drops it. Left waiting, its
 * pause came after the revert and put it back on the file reverted to. */
static void
revert_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_commit_pending (WM_WINDOW (widget));
  wm_window_revert (WM_WINDOW (widget));
}

static void
close_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* Print & Export from the main menu (Ctrl+P) on any page, as the Decks
 * page's toolbar opens it: its shown deck and selected cards are offered,
 * and from the Characters page the character it shows, whose card is
 * printed nowhere else but with all decks. From the Map page it opens on
 * the region side shown there, without the cards, the pieces and the
 * assembly sheet: the sheet just changed, to reprint (the cards, and every
 * side, a choice away). */
static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);
  const char *character = NULL;
  WmMapCanvas *canvas = wm_map_page_get_canvas (WM_MAP_PAGE (self->map_page));
  gboolean map = g_strcmp0 (wm_window_get_section (self), "map") == 0;
  GtkWidget *board;
  WmDeckPrint *print;

  if (g_strcmp0 (wm_window_get_section (self), "characters") == 0)
    character = wm_characters_page_get_character (WM_CHARACTERS_PAGE (self->characters_page));
  print = wm_decks_page_print (WM_DECKS_PAGE (self->decks_page), character);
  if (print == NULL || !map)
    return;
  /* From the Board view, the sides of the board it shows (review 24a-1:
   * it opened on the region last edited in the Region view) */
  board = wm_map_page_get_board_preview (WM_MAP_PAGE (self->map_page));
  if (gtk_widget_get_mapped (board)
      && wm_board_preview_get_spec (WM_BOARD_PREVIEW (board)) != NULL)
    wm_deck_print_set_shown_board (print, wm_board_preview_get_spec (WM_BOARD_PREVIEW (board)),
                                   wm_board_preview_get_side (WM_BOARD_PREVIEW (board)));
  else if (wm_map_canvas_get_region (canvas) != NULL)
    wm_deck_print_set_shown_side (print, wm_map_canvas_get_region (canvas),
                                  wm_map_canvas_get_side (canvas));
  else
    return;
  /* the sheets alone, as `print --region` prints them */
  wm_deck_print_set_cards (print, FALSE);
  wm_deck_print_set_pieces (print, FALSE);
  wm_deck_print_set_assembly (print, FALSE);
}

static void
show_section_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_show_section (WM_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* The Characters page's link to a character's abilities on the Events &
 * Abilities page. */
static void
show_character_effects_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  wm_window_show_section (self, "events");
  wm_events_page_show (WM_EVENTS_PAGE (self->events_page), WM_EFFECT_LIST_CHARACTER,
                       g_variant_get_string (parameter, NULL));
}

/* The Events & Abilities page's link to the texts of what it shows: a
 * card's name and text on the Decks page, a character's on the Characters
 * page (New Event makes a card named "New card" without a text). */
static void
show_card_texts_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  WmDeck *deck = NULL;

  if (wm_variant_find_card (wm_document_get_variant (self->document), id, &deck) == NULL)
    return;
  wm_window_show_section (self, "decks");
  wm_decks_page_show (WM_DECKS_PAGE (self->decks_page), deck->id, id);
}

/* The Events page's "Playtest with this event first". */
static void
playtest_event_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  wm_window_show_section (self, "playtest");
  wm_playtest_page_new_game_with_event (WM_PLAYTEST_PAGE (self->playtest_page),
                                        g_variant_get_string (parameter, NULL));
}

static void
show_character_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WmWindow *self = WM_WINDOW (widget);

  wm_window_show_section (self, "characters");
  wm_characters_page_show (WM_CHARACTERS_PAGE (self->characters_page),
                           g_variant_get_string (parameter, NULL));
}

/* Rules Notes in the main menu (F1): the engine's choices where the
 * rulebooks are silent, beside this window. */
static void
rules_notes_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_rules_notes_window_present (GTK_WINDOW (widget));
}

static void
focus_pane_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  wm_window_focus_other_pane (WM_WINDOW (widget));
}

void
wm_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.playtest-play", NULL, playtest_bot_action);
  gtk_widget_class_install_action (widget_class, "win.playtest-step", NULL, playtest_bot_action);
  gtk_widget_class_install_action (widget_class, "win.playtest-to-sundown", NULL,
                                   playtest_bot_action);
  gtk_widget_class_install_action (widget_class, "win.simulation-run", NULL, simulation_action);
  gtk_widget_class_install_action (widget_class, "win.simulation-cancel", NULL, simulation_action);
  gtk_widget_class_install_action (widget_class, "win.map-regions", NULL, map_regions_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.revert", NULL, revert_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.show-section", "s", show_section_action);
  gtk_widget_class_install_action (widget_class, "win.focus-pane", NULL, focus_pane_action);
  gtk_widget_class_install_action (widget_class, "win.rules-notes", NULL, rules_notes_action);
  gtk_widget_class_install_action (widget_class, "win.show-character-effects", "s",
                                   show_character_effects_action);
  gtk_widget_class_install_action (widget_class, "win.show-card-texts", "s",
                                   show_card_texts_action);
  gtk_widget_class_install_action (widget_class, "win.show-character", "s", show_character_action);
  gtk_widget_class_install_action (widget_class, "win.playtest-event", "s", playtest_event_action);
  gtk_widget_class_install_property_action (widget_class, "win.texts-language", "texts-language");
}

/* ---- Texts In ----------------------------------------------------------------- */

static void
append_texts_item (GMenu *menu, const char *label, const char *language)
{
  g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, "win.texts-language",
                                           g_variant_new_string (language));
  g_menu_append_item (menu, item);
}

void
wm_window_update_texts_menu (WmWindow *self)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  char **languages = variant ? variant->info.languages : NULL;
  g_autofree char *listed = languages ? g_strjoinv (" ", languages) : g_strdup ("");
  const char *desktop;
  g_autofree char *desktop_name = NULL;
  g_autofree char *label = NULL;

  if (variant == NULL || g_strcmp0 (listed, self->texts_listed) == 0)
    return;
  g_free (self->texts_listed);
  self->texts_listed = g_steal_pointer (&listed);
  g_menu_remove_all (self->texts_section);
  desktop = wm_variant_match_language (variant, g_get_language_names ());
  desktop_name
      = wm_locale_language_name (desktop ? desktop : wm_variant_fallback_language (variant));
  /* Translators: %s is a language named in itself, such as "Deutsch". */
  label = g_strdup_printf (_("Desktop Language (%s)"), desktop_name);
  append_texts_item (self->texts_section, label, "");
  for (int i = 0; languages != NULL && languages[i] != NULL; i++)
    {
      g_autofree char *name = wm_locale_language_name (languages[i]);
      append_texts_item (self->texts_section, name, languages[i]);
    }
  /* The chosen language may have come or gone with the variant's. */
  g_object_notify (G_OBJECT (self), "texts-language");
}

static void
set_step_tooltip (WmWindow *self, const char *button, const char *format, const char *step,
                  const char *fallback)
{
  GObject *widget = gtk_widget_get_template_child (GTK_WIDGET (self), WM_TYPE_WINDOW, button);
  g_autofree char *text = step != NULL ? g_strdup_printf (format, step) : g_strdup (fallback);

  if (widget != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (widget), text);
}

/* Undo and Redo of the game on the Playtest page. */
static void
update_playtest_steps (WmWindow *self, WmPlaytestPage *playtest)
{
  GtkWidget *widget = GTK_WIDGET (self);

  /* The words of the playtest's own buttons. */
  set_step_tooltip (self, "undo_button", NULL, NULL, _("Take back your last decision"));
  set_step_tooltip (self, "redo_button", NULL, NULL,
                    _("Make the decision you took back again, with the bots' answers to it"));
  gtk_widget_action_set_enabled (widget, "win.undo", wm_playtest_page_can_undo (playtest));
  gtk_widget_action_set_enabled (widget, "win.redo", wm_playtest_page_can_redo (playtest));
}

/* Enables what makes sense for the document's state, names the next undo
 * and redo steps in their buttons' tooltips and highlights Save while there
 * is something to save. */
void
wm_window_actions_update (WmWindow *self)
{
  WmDocument *doc = self->document;
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_file = doc != NULL && wm_document_get_file (doc) != NULL;
  /* Text typed and waiting for its pause is something to save (Ctrl+S
   * takes it along) and to revert. */
  gboolean modified
      = doc != NULL && (wm_document_get_modified (doc) || wm_window_has_pending (self));
  GObject *save = gtk_widget_get_template_child (widget, WM_TYPE_WINDOW, "save_button");

  WmPlaytestPage *playtest = shown_playtest (self);

  if (playtest != NULL)
    {
      update_playtest_steps (self, playtest);
      doc = NULL; /* for Undo and Redo below; Save still follows the document */
    }
  else
    {
      /* Translators: %s is an edit, such as "Change “Goal”". */
      set_step_tooltip (self, "undo_button", _("Undo: %s"),
                        doc != NULL ? wm_document_get_undo_label (doc) : NULL, _("Undo"));
      /* Translators: %s is an edit, such as "Change “Goal”". */
      set_step_tooltip (self, "redo_button", _("Redo: %s"),
                        doc != NULL ? wm_document_get_redo_label (doc) : NULL, _("Redo"));
    }
  if (save != NULL)
    {
      if (modified)
        gtk_widget_add_css_class (GTK_WIDGET (save), "suggested-action");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (save), "suggested-action");
    }

  for (const char **name = (const char *[]) { "win.playtest-play", "win.playtest-step",
                                              "win.playtest-to-sundown", NULL };
       *name != NULL; name++)
    gtk_widget_action_set_enabled (widget, *name, playtest != NULL);
  for (const char **name = (const char *[]) { "win.simulation-run", "win.simulation-cancel", NULL };
       *name != NULL; name++)
    gtk_widget_action_set_enabled (widget, *name,
                                   g_strcmp0 (wm_window_get_section (self), "simulation") == 0);
  gtk_widget_action_set_enabled (widget, "win.map-regions",
                                 g_strcmp0 (wm_window_get_section (self), "map") == 0);
  if (playtest == NULL)
    {
      gtk_widget_action_set_enabled (widget, "win.undo", doc != NULL && wm_document_can_undo (doc));
      gtk_widget_action_set_enabled (widget, "win.redo", doc != NULL && wm_document_can_redo (doc));
    }
  gtk_widget_action_set_enabled (widget, "win.save", self->document != NULL && (modified || !has_file));
  gtk_widget_action_set_enabled (widget, "win.revert", has_file && modified);
}
