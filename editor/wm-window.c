#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-card-form.h"
#include "wm-characters-page.h"
#include "wm-decks-page.h"
#include "wm-events-page.h"
#include "wm-map-page.h"
#include "wm-number-field.h"
#include "wm-overview-page.h"
#include "wm-playtest-page.h"
#include "wm-rules-page.h"
#include "wm-simulation-page.h"
#include "wm-toast.h"
#include "wm-validation-page.h"
#include "wm-window-private.h"

G_DEFINE_FINAL_TYPE (WmWindow, wm_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_TEXTS_LANGUAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  const char *name;
  const char *title;
  const char *icon;
} Section;

static const Section sections[] = {
  { "overview", N_("Overview"), "view-list-symbolic" },
  { "map", N_("Map"), "mark-location-symbolic" },
  { "decks", N_("Decks"), "view-grid-symbolic" },
  { "events", N_("Events & Abilities"), "starred-symbolic" },
  { "characters", N_("Characters"), "avatar-default-symbolic" },
  { "rules", N_("Rules"), "preferences-system-symbolic" },
  { "validation", N_("Validation"), "emblem-ok-symbolic" },
  { "playtest", N_("Playtest"), "input-gaming-symbolic" },
  { "simulation", N_("Simulation"), "media-playlist-shuffle-symbolic" },
};

const char *const wm_window_sections[] = {
  "overview", "map", "decks", "events", "characters", "rules", "validation", "playtest",
  "simulation", NULL,
};

G_STATIC_ASSERT (G_N_ELEMENTS (sections) + 1 == G_N_ELEMENTS (wm_window_sections));

const char *
wm_window_section_title (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_strcmp0 (sections[i].name, name) == 0)
      return _(sections[i].title);
  return NULL;
}

/* ---- title -------------------------------------------------------------------- */

static void
update_title (WmWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *subtitle = NULL;
  GFile *file;

  if (self->document == NULL)
    return;
  title = wm_document_dup_title (self->document);
  file = wm_document_get_file (self->document);
  /* The modified mark leads, as in GNOME Text Editor, so that it survives
   * when a long title is cut. */
  shown = wm_document_get_modified (self->document) ? g_strconcat ("• ", title, NULL)
                                                    : g_strdup (title);
  if (file != NULL)
    {
      g_autofree char *path = g_file_get_parse_name (file);
      const char *home = g_get_home_dir ();
      subtitle = g_str_has_prefix (path, home) ? g_strconcat ("~", path + strlen (home), NULL)
                                               : g_steal_pointer (&path);
    }
  else
    subtitle = g_strdup (_("Not saved yet"));
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), shown);
}

static void
document_state_cb (WmWindow *self)
{
  update_title (self);
  wm_window_actions_update (self);
}

/* ---- the language of the texts ------------------------------------------------ */

/* The language chosen in Texts In when this window's variant has it, else
 * "" (Desktop Language): the choice is the application's, and a window on a
 * variant without it shows the desktop's language and says so. */
static const char *
get_texts_language (WmWindow *self)
{
  const char *chosen = wm_variant_get_display_language_override ();
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;

  if (chosen == NULL || variant == NULL)
    return "";
  return g_ascii_strcasecmp (wm_variant_display_language (variant), chosen) == 0 ? chosen : "";
}

/* One choice for the whole application, as the desktop's language is: every
 * window follows it. Only the UI thread sets it. */
static void
set_texts_language (WmWindow *self, const char *language)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const char *chosen = wm_variant_get_display_language_override ();

  if (g_strcmp0 (chosen ? chosen : "", language ? language : "") == 0)
    return;
  wm_variant_set_display_language_override (language);
  if (app == NULL)
    {
      wm_window_texts_language_changed (self);
      return;
    }
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data))
      wm_window_texts_language_changed (WM_WINDOW (l->data));
}

void
wm_window_texts_language_changed (WmWindow *self)
{
  g_return_if_fail (WM_IS_WINDOW (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXTS_LANGUAGE]);
  if (self->document == NULL)
    return;
  /* Every page reads its texts in the display language when the document
   * changes, hidden ones when next shown: the same refresh as an edit's,
   * with nothing on the undo stack and nothing to save. */
  g_signal_emit_by_name (self->document, "changed");
  update_title (self);
}

void
wm_window_commit_pending (WmWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *spin = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;

  g_return_if_fail (WM_IS_WINDOW (self));
  wm_card_form_commit_pending (wm_decks_page_get_form (WM_DECKS_PAGE (self->decks_page)));
  wm_characters_page_commit_pending (WM_CHARACTERS_PAGE (self->characters_page));
  /* A number typed is the field's value once it is read. */
  if (spin != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

/* Text typed waits for a pause before it is an edit, and the field typed
 * in marks it with "wm-pending" meanwhile (the card form, the Characters
 * page); a number field's text says another number than its value. Only
 * the focused field can wait: leaving it commits. */
gboolean
wm_window_has_pending (WmWindow *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (WM_IS_WINDOW (self), FALSE);
  focus = gtk_root_get_focus (GTK_ROOT (self));
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "wm-pending") != NULL)
      return TRUE;
  /* The Playtest's and the Simulation's numbers are settings of a game
   * or a batch, not of the variant. */
  return focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL
         && !gtk_widget_is_ancestor (focus, self->playtest_page)
         && !gtk_widget_is_ancestor (focus, self->simulation_page)
         && !wm_number_field_focus_is_idle (GTK_ROOT (self));
}

static void
typed_cb (WmWindow *self)
{
  wm_window_actions_update (self);
}

/* Save and Revert follow the typing as it happens, not only once the pause
 * has made it an edit: Ctrl+S right after typing into a saved variant
 * found Save disabled, and the words went unsaved. The text's "changed"
 * reaches the field's own handler first (it was connected when the field
 * was made), so the field already says that it waits. */
static void
focus_moved_cb (WmWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GObject *typed = NULL;

  if (GTK_IS_TEXT_VIEW (focus))
    typed = G_OBJECT (gtk_text_view_get_buffer (GTK_TEXT_VIEW (focus)));
  else if (GTK_IS_EDITABLE (focus))
    typed = G_OBJECT (focus);
  if (typed != self->typed)
    {
      if (self->typed != NULL)
        g_signal_handlers_disconnect_by_func (self->typed, typed_cb, self);
      g_set_weak_pointer (&self->typed, typed);
      if (typed != NULL)
        g_signal_connect_object (typed, "changed", G_CALLBACK (typed_cb), self, G_CONNECT_SWAPPED);
    }
  wm_window_actions_update (self);
}

/* ---- sections ----------------------------------------------------------------- */

/* Another section is selected (Alt+N, a click in the sidebar, a
 * diagnostic's link). The keyboard leaves the page first, for the row:
 * a field being typed in commits its text as it loses the focus (the
 * typing's pause not yet come) while its page is still shown. Left to the
 * stack, the focus went to the new page in the middle of its switch, the
 * commit came from inside GTK's focus change, and the Overview, rebuilt
 * for the edit, destroyed the very widgets GTK was walking: the window
 * hung in an endless loop of criticals (review h, #13). */
static void
sidebar_row_selected_cb (GtkListBox *list, GtkListBoxRow *row, WmWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (row == NULL)
    return;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->stack)))
    gtk_widget_grab_focus (GTK_WIDGET (row));
  gtk_stack_set_visible_child_name (self->stack,
                                    sections[gtk_list_box_row_get_index (row)].name);
}

static GtkWidget *
new_sidebar_row (const Section *section)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (_(section->title));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (section->icon));
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* A count on the Validation row, hidden while it is 0. */
static GtkWidget *
new_count_mark (const char *css_class)
{
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_widget_add_css_class (mark, "sidebar-count");
  gtk_widget_add_css_class (mark, css_class);
  gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (mark, 4);
  gtk_widget_set_visible (mark, FALSE);
  return mark;
}

static void
set_count_mark (GtkWidget *mark, guint count, const char *said)
{
  g_autofree char *number = g_strdup_printf ("%u", count);

  gtk_label_set_text (GTK_LABEL (mark), number);
  gtk_widget_set_tooltip_text (mark, said);
  gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  gtk_widget_set_visible (mark, count > 0);
}

/* The sidebar says how many errors and warnings the Validation page lists,
 * as long as there are any: a file opened with errors was said only by a
 * toast, gone after a few seconds (review 18). The page checks after each
 * edit, shown or not. */
static void
validation_counted_cb (WmWindow *self)
{
  WmValidationPage *page = WM_VALIDATION_PAGE (self->validation_page);
  guint errors = wm_validation_page_get_n_errors (page);
  guint warnings = wm_validation_page_get_n_problems (page) - errors;
  g_autofree char *errors_said
      = g_strdup_printf (g_dngettext (NULL, "%u error", "%u errors", errors), errors);
  g_autofree char *warnings_said
      = g_strdup_printf (g_dngettext (NULL, "%u warning", "%u warnings", warnings), warnings);

  set_count_mark (self->errors_mark, errors, errors_said);
  set_count_mark (self->warnings_mark, warnings, warnings_said);
}

/* A problem activated on the Validation page: the keyboard goes to the
 * section's row in the sidebar before the section changes. Otherwise the
 * stack, which held the focus, hands it to the new page's first widget,
 * and an entry given the focus that way selects its text: the Overview's
 * title, which the next keystroke then replaced. The page then moves the
 * focus to what the problem is about, if it can. */
static void
section_requested_cb (WmWindow *self, const char *name)
{
  /* The section shown (an accepted warning's, on the Validation page):
   * the keyboard stays on the problem's row. */
  if (g_strcmp0 (name, wm_window_get_section (self)) == 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_str_equal (sections[i].name, name))
      gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->sidebar, i)));
  wm_window_show_section (self, name);
}

/* ---- panes: the sidebar and the page ------------------------------------------ */

/* The keyboard enters the shown page on its first control, as Tab does in
 * the page, but never left in a text field with its text selected: GTK
 * selects an entry's text when the focus moves into it, and the Overview's
 * first control is the title's entry, which the next key then replaced
 * (review 8). The cursor goes to the end of the text instead. */
void
wm_window_focus_page (WmWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  GtkWidget *focus;

  g_return_if_fail (WM_IS_WINDOW (self));
  if (page == NULL || !gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD))
    return;
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    gtk_editable_set_position (GTK_EDITABLE (focus), -1);
}

gboolean
wm_window_focus_in_sidebar (WmWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sidebar));
}

/* F6, as in GNOME's apps with a sidebar: from the sidebar into the page,
 * from anywhere else to the sidebar's selected section. */
void
wm_window_focus_other_pane (WmWindow *self)
{
  g_return_if_fail (WM_IS_WINDOW (self));

  if (wm_window_focus_in_sidebar (self))
    wm_window_focus_page (self);
  else
    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (self->sidebar)));
}

/* A list box moves from row to row with Tab as with the arrows, so Tab
 * never left the sidebar: Enter then opened the next section instead of
 * editing the page (review 8). In the sidebar the arrows move between
 * sections, Tab (and Ctrl+Tab) go into the page, Shift+Tab back to the
 * header bar. */
static gboolean
sidebar_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                WmWindow *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();

  if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    {
      if ((mods & ~GDK_CONTROL_MASK) != 0)
        return FALSE;
      wm_window_focus_page (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_ISO_Left_Tab && (mods & ~GDK_CONTROL_MASK) == GDK_SHIFT_MASK)
    return gtk_widget_child_focus (self->header_bar, GTK_DIR_TAB_BACKWARD);
  return FALSE;
}

static void
add_sidebar_keys (WmWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (sidebar_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->sidebar), keys);
}

/* The id after @prefix ("deck ", "card ", "character ") in the part of a
 * diagnostic's where ("deck D / card C / …") that begins with it, or NULL. */
static char *
where_id (const char *where, const char *prefix)
{
  g_auto (GStrv) parts = g_strsplit (where != NULL ? where : "", " / ", -1);

  for (int i = 0; parts[i] != NULL; i++)
    if (g_str_has_prefix (parts[i], prefix) && parts[i][strlen (prefix)] != '\0')
      return g_strdup (parts[i] + strlen (prefix));
  return NULL;
}

/* The Events & Abilities page showing the effects a diagnostic is about:
 * an event card's, a quest card's task, a character's abilities, with the
 * keyboard in them. */
static GtkWidget *
reveal_effects (WmWindow *self, const char *where, const char *message)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *card = where_id (where, "card ");
  g_autofree char *character = where_id (where, "character ");
  WmDeck *deck = NULL;

  if (card != NULL && wm_variant_find_card (variant, card, &deck) != NULL)
    return wm_events_page_reveal (WM_EVENTS_PAGE (self->events_page),
                                  deck->kind == WM_DECK_EVENT ? WM_EFFECT_LIST_CARD_EFFECTS
                                                              : WM_EFFECT_LIST_CARD_TASKS,
                                  card, message);
  if (character != NULL)
    return wm_events_page_reveal (WM_EVENTS_PAGE (self->events_page), WM_EFFECT_LIST_CHARACTER,
                                  character, message);
  return NULL;
}

/* After the Validation page has shown a diagnostic's section: the element
 * it is about, selected there, with the keyboard in the field it is about.
 * Where the page finds none, the keyboard goes to the page's first control
 * as F6 takes it there: it was left on the sidebar's row, and Tab or the
 * arrows then went through the sections instead of the page. */
static void
diagnostic_activated_cb (WmWindow *self, const char *where, const char *message, const char *code)
{
  const char *section = wm_window_get_section (self);
  GtkWidget *revealed = NULL;

  if (g_strcmp0 (section, "rules") == 0)
    revealed = wm_rules_page_reveal (WM_RULES_PAGE (self->rules_page), where, code);
  else if (g_strcmp0 (section, "overview") == 0)
    revealed = wm_overview_page_reveal (WM_OVERVIEW_PAGE (self->overview_page), where);
  else if (g_strcmp0 (section, "map") == 0)
    /* A region on no cell is put on one in the Board view, not on its canvas. */
    wm_map_page_reveal_problem (WM_MAP_PAGE (self->map_page),
                                g_strcmp0 (code, "region-not-on-board") == 0 ? "board" : where,
                                message, code);
  else if (g_strcmp0 (section, "decks") == 0)
    {
      g_autofree char *deck = where_id (where, "deck ");
      g_autofree char *card = where_id (where, "card ");
      if (deck != NULL)
        revealed = wm_decks_page_reveal (WM_DECKS_PAGE (self->decks_page), deck, card, code,
                                         message);
    }
  else if (g_strcmp0 (section, "events") == 0)
    revealed = reveal_effects (self, where, message);
  else if (g_strcmp0 (section, "characters") == 0)
    {
      g_autofree char *character = where_id (where, "character ");
      if (character != NULL)
        revealed = wm_characters_page_reveal (WM_CHARACTERS_PAGE (self->characters_page),
                                              character, code, message);
    }
  if (revealed == NULL && wm_window_focus_in_sidebar (self))
    wm_window_focus_page (self);
}

/* Edits made from now on are of the section shown: an undo from another
 * says where it took effect (wm_window_actions.c). */
static void
mark_edits_with_section (WmWindow *self)
{
  if (self->document != NULL)
    wm_document_set_edit_origin (self->document, wm_window_get_section (self));
}

static void
build_sections (WmWindow *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      const Section *section = &sections[i];
      GtkWidget *page, *row;

      if (g_str_equal (section->name, "overview"))
        page = self->overview_page = wm_overview_page_new ();
      else if (g_str_equal (section->name, "map"))
        page = self->map_page = wm_map_page_new ();
      else if (g_str_equal (section->name, "decks"))
        page = self->decks_page = wm_decks_page_new ();
      else if (g_str_equal (section->name, "events"))
        page = self->events_page = wm_events_page_new ();
      else if (g_str_equal (section->name, "characters"))
        page = self->characters_page = wm_characters_page_new ();
      else if (g_str_equal (section->name, "rules"))
        page = self->rules_page = wm_rules_page_new ();
      else if (g_str_equal (section->name, "validation"))
        {
          page = self->validation_page = wm_validation_page_new ();
          g_signal_connect_swapped (page, "section-requested",
                                    G_CALLBACK (section_requested_cb), self);
          g_signal_connect_swapped (page, "diagnostic-activated",
                                    G_CALLBACK (diagnostic_activated_cb), self);
          g_signal_connect_swapped (page, "counted", G_CALLBACK (validation_counted_cb), self);
        }
      else if (g_str_equal (section->name, "playtest"))
        page = self->playtest_page = wm_playtest_page_new ();
      else
        {
          g_assert (g_str_equal (section->name, "simulation"));
          page = self->simulation_page = wm_simulation_page_new ();
          wm_simulation_page_set_playtest (WM_SIMULATION_PAGE (page), self->playtest_page);
        }
      gtk_stack_add_titled (self->stack, page, section->name, _(section->title));
      row = new_sidebar_row (section);
      if (page == self->validation_page)
        {
          gtk_box_append (GTK_BOX (row), self->errors_mark = new_count_mark ("error"));
          gtk_box_append (GTK_BOX (row), self->warnings_mark = new_count_mark ("warning"));
        }
      gtk_list_box_append (self->sidebar, row);
    }
  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (sidebar_row_selected_cb), self);
  gtk_list_box_select_row (self->sidebar, gtk_list_box_get_row_at_index (self->sidebar, 0));
  /* Undo and Redo follow the game while the Playtest is shown. */
  g_signal_connect_swapped (self->playtest_page, "history-changed",
                            G_CALLBACK (wm_window_actions_update), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child",
                            G_CALLBACK (wm_window_actions_update), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child",
                            G_CALLBACK (mark_edits_with_section), self);
}

void
wm_window_show_section (WmWindow *self, const char *name)
{
  g_return_if_fail (WM_IS_WINDOW (self));
  g_return_if_fail (name != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_str_equal (sections[i].name, name))
      {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
        gboolean in_page = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->stack))
                           && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), name) != 0;

        gtk_list_box_select_row (self->sidebar, row);
        /* The keyboard stays on the selected row when it was in the sidebar
         * (a shortcut such as Alt+3 changes the section). From a page it
         * goes to the new page's first control as F6 takes it there, with
         * nothing selected: the stack handed it over itself, and an entry
         * so given the focus selected its text (Alt+1, the Overview's
         * title; Alt+6, the Goal), which the next key replaced. */
        if (in_page
            || (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sidebar))))
          gtk_widget_grab_focus (GTK_WIDGET (row));
        gtk_stack_set_visible_child_name (self->stack, name);
        if (in_page)
          wm_window_focus_page (self);
        return;
      }
  g_warning ("No section named “%s”", name);
}

const char *
wm_window_get_section (WmWindow *self)
{
  g_return_val_if_fail (WM_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* ---- document ----------------------------------------------------------------- */

WmDocument *
wm_window_get_document (WmWindow *self)
{
  g_return_val_if_fail (WM_IS_WINDOW (self), NULL);
  return self->document;
}

void
wm_window_set_document (WmWindow *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_WINDOW (self));
  g_return_if_fail (WM_IS_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      wm_document_discard_recovery (self->document);
    }
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "notify", G_CALLBACK (document_state_cb), self);
  /* An edit of the languages changes what Texts In offers. */
  g_signal_connect_swapped (document, "changed", G_CALLBACK (wm_window_update_texts_menu), self);
  g_signal_connect_swapped (document, "autosave-failed", G_CALLBACK (wm_window_autosave_failed),
                            self);
  wm_overview_page_set_document (WM_OVERVIEW_PAGE (self->overview_page), document);
  wm_rules_page_set_document (WM_RULES_PAGE (self->rules_page), document);
  wm_map_page_set_document (WM_MAP_PAGE (self->map_page), document);
  wm_decks_page_set_document (WM_DECKS_PAGE (self->decks_page), document);
  wm_events_page_set_document (WM_EVENTS_PAGE (self->events_page), document);
  wm_characters_page_set_document (WM_CHARACTERS_PAGE (self->characters_page), document);
  wm_validation_page_set_document (WM_VALIDATION_PAGE (self->validation_page), document);
  wm_playtest_page_set_document (WM_PLAYTEST_PAGE (self->playtest_page), document);
  wm_simulation_page_set_document (WM_SIMULATION_PAGE (self->simulation_page), document);
  mark_edits_with_section (self);
  g_clear_pointer (&self->texts_listed, g_free);
  wm_window_update_texts_menu (self);
  document_state_cb (self);
}

gboolean
wm_window_is_pristine (WmWindow *self)
{
  g_return_val_if_fail (WM_IS_WINDOW (self), FALSE);
  /* Edits all undone still count: the designer worked in the window and
   * may redo them. */
  return self->document != NULL && wm_document_get_file (self->document) == NULL
         && !wm_document_get_modified (self->document)
         && !wm_document_was_ever_edited (self->document);
}

void
wm_window_toast (WmWindow *self, const char *message)
{
  g_return_if_fail (WM_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, wm_toast_new (message));
}

void
wm_window_report (GtkWidget *widget, const GError *error)
{
  GtkWidget *window, *overlay, *root;

  g_return_if_fail (GTK_IS_WIDGET (widget) && error != NULL);
  window = gtk_widget_get_ancestor (widget, WM_TYPE_WINDOW);
  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  root = GTK_WIDGET (gtk_widget_get_root (widget));
  gtk_widget_error_bell (widget);
  if (window != NULL)
    wm_window_toast (WM_WINDOW (window), error->message);
  else if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), wm_toast_new (error->message));
  else if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root),
                                      wm_toast_new (error->message));
  else
    g_message ("%s", error->message);
}

/* ---- class -------------------------------------------------------------------- */

static gboolean
wm_window_close_request (GtkWindow *window)
{
  WmWindow *self = WM_WINDOW (window);

  /* Text typed just before is among the changes to save. */
  wm_window_commit_pending (self);
  if (!wm_window_confirm_close (self))
    return TRUE;
  /* Closing on purpose: whatever the user chose, the recovery file is no
   * longer needed. */
  if (self->document != NULL)
    wm_document_discard_recovery (self->document);
  return GTK_WINDOW_CLASS (wm_window_parent_class)->close_request (window);
}

static void
wm_window_dispose (GObject *object)
{
  WmWindow *self = WM_WINDOW (object);

  g_signal_handlers_disconnect_by_func (self, focus_moved_cb, NULL);
  if (self->typed != NULL)
    g_signal_handlers_disconnect_by_func (self->typed, typed_cb, self);
  g_clear_weak_pointer (&self->typed);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_weak_pointer (&self->step_toast);
  gtk_widget_dispose_template (GTK_WIDGET (self), WM_TYPE_WINDOW);
  G_OBJECT_CLASS (wm_window_parent_class)->dispose (object);
}

static void
wm_window_finalize (GObject *object)
{
  WmWindow *self = WM_WINDOW (object);

  g_free (self->texts_listed);
  G_OBJECT_CLASS (wm_window_parent_class)->finalize (object);
}

static void
wm_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmWindow *self = WM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TEXTS_LANGUAGE:
      g_value_set_string (value, get_texts_language (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WmWindow *self = WM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TEXTS_LANGUAGE:
      set_texts_language (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_window_class_init (WmWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wm_window_dispose;
  object_class->finalize = wm_window_finalize;
  object_class->get_property = wm_window_get_property;
  object_class->set_property = wm_window_set_property;
  GTK_WINDOW_CLASS (klass)->close_request = wm_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/waymark/Waymark/ui/wm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WmWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, WmWindow, texts_section);

  /* The language the variant's texts are shown and edited in: one of its
   * languages ("en"), or "" for the desktop's (the Texts In menu). */
  properties[PROP_TEXTS_LANGUAGE]
      = g_param_spec_string ("texts-language", NULL, NULL, "",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After the properties: win.texts-language is one of them. */
  wm_window_actions_class_init (widget_class);
}

static void
wm_window_init (WmWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build_sections (self);
  add_sidebar_keys (self);
  /* The keyboard starts in the sidebar, on the selected section, as in GNOME
   * apps with a sidebar; otherwise it lands on the header's first button
   * (Open), and Enter would open a file chooser. */
  gtk_window_set_focus (GTK_WINDOW (self),
                        GTK_WIDGET (gtk_list_box_get_selected_row (self->sidebar)));
  wm_window_files_init (self);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_moved_cb), NULL);
}

WmWindow *
wm_window_new (AdwApplication *application, WmDocument *document)
{
  WmWindow *self = g_object_new (WM_TYPE_WINDOW, "application", application, NULL);

  wm_window_set_document (self, document);
  return self;
}
