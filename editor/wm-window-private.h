#pragma once

/* What the window's files share: wm-window.c (the shell), wm-window-actions.c
 * (actions and their state) and wm-window-files.c (open, save, close). */

#include "wm-window.h"

G_BEGIN_DECLS

struct _WmWindow
{
  AdwApplicationWindow parent_instance;

  WmDocument *document;
  gulong changed_handler;
  gulong notify_handler;
  /* Set once the user agreed to close despite unsaved changes. */
  gboolean close_confirmed;

  /* Template children. */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *header_bar;
  GtkListBox *sidebar;
  GtkStack *stack;
  GMenu *recent_section;
  GMenu *texts_section;
  /* The languages the Texts In menu lists, to rebuild it only when the
   * variant's languages change. */
  char *texts_listed;

  GtkWidget *overview_page;
  GtkWidget *rules_page;
  GtkWidget *map_page;
  GtkWidget *decks_page;
  GtkWidget *events_page;
  GtkWidget *characters_page;
  GtkWidget *validation_page;
  /* On the sidebar's Validation row: how many errors and warnings. */
  GtkWidget *errors_mark;
  GtkWidget *warnings_mark;
  GtkWidget *playtest_page;
  GtkWidget *simulation_page;
  /* The toast of the latest undo or redo made elsewhere, while it is up
   * or waits (a weak pointer): the next step's replaces it. */
  AdwToast *step_toast;
  /* The focused field's text (a GtkEditable or a GtkTextBuffer, a weak
   * pointer), watched so that Save and Revert follow the typing. */
  GObject *typed;
};

void wm_window_actions_class_init (GtkWidgetClass *widget_class);
void wm_window_actions_update (WmWindow *self);
/* The Texts In menu: Desktop Language and each of the variant's languages,
 * named in itself ("Deutsch"), rebuilt when the languages change. */
void wm_window_update_texts_menu (WmWindow *self);
/* Shows the texts in the language chosen in the Texts In menu: the pages
 * and the title refresh as after an edit. */
void wm_window_texts_language_changed (WmWindow *self);

/* Commits what was typed and waits for the pause (a card's or a
 * character's text, a number field's): before a save, an undo or redo,
 * the window closing, so that they take it along. */
void wm_window_commit_pending (WmWindow *self);
/* Whether the focused field holds text typed and not yet committed. */
gboolean wm_window_has_pending (WmWindow *self);

/* The keyboard into the shown page (Tab or F6 from the sidebar). */
void wm_window_focus_page (WmWindow *self);
gboolean wm_window_focus_in_sidebar (WmWindow *self);
/* F6: the sidebar to the page and back. */
void wm_window_focus_other_pane (WmWindow *self);

void wm_window_files_init (WmWindow *self);
void wm_window_save (WmWindow *self, gboolean save_as);
void wm_window_revert (WmWindow *self);
/* Tells the designer that the unsaved changes could not be autosaved
 * (@error says why) and offers to save them. */
void wm_window_autosave_failed (WmWindow *self, const GError *error);
/* Asks Save / Discard / Cancel when needed; TRUE when the window may close
 * now (otherwise it closes itself once the question is answered). */
gboolean wm_window_confirm_close (WmWindow *self);
void wm_window_refresh_recent (WmWindow *self);

G_END_DECLS
