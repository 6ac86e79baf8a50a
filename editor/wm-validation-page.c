#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "wm-accepted.h"
#include "wm-render-card.h"
#include "wm-print.h"
#include "wm-render-map.h"
#include "wm-validation-page.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* Waiting a moment after an edit keeps dragging a spin button smooth. */
#define REFRESH_DELAY_MS 250

struct _WmValidationPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  guint refresh_source;
  guint n_problems;
  guint n_accepted;
  guint n_errors;

  GtkWidget *stack;
  GtkWidget *status;
  GtkWidget *summary;
  GtkWidget *list;
  GtkWidget *accepted_list; /* holds the "Accepted (N)" expander row */
  GtkWidget *accepted_row;
  /* What the Accepted group shows (accepted_text ()), NULL before the
   * first list; each row of the list keeps its own as "wm-key". */
  char *shown_accepted;
  /* The language the rows were made in (language_stamp ()). */
  char *shown_language;
  /* The lines of the file as last opened or saved, by element
   * (wm_variant_element_lines ()); NULL when the document in memory was
   * not read from it (recovered work). TRUE in file_lines_due: the
   * document was opened, saved or reverted, and its lines are the file's
   * again. */
  GHashTable *file_lines;
  gboolean file_lines_due;
};

G_DEFINE_FINAL_TYPE (WmValidationPage, wm_validation_page, GTK_TYPE_WIDGET)

enum
{
  SECTION_REQUESTED,
  DIAGNOSTIC_ACTIVATED,
  COUNTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The design validator runs every check, the loader's included, on the
 * variant in memory: about 15 ms on the base game, so it runs whole after
 * each pause in editing (see REFRESH_DELAY_MS) rather than per part. The
 * card text check comes from the renderer, which knows the printed layout. */
WmDiagnostics *
wm_validation_check (WmVariant *variant)
{
  WmDiagnostics *diags = wm_validate (variant);

  wm_card_check_text_diagnostics (variant, diags);
  wm_print_check_map_text (variant, NULL, NULL, NULL, diags);
  wm_map_check_lakes (variant, NULL, diags);
  wm_diagnostics_sort (diags);
  return diags;
}

char *
wm_validation_opened_message (WmDocument *document)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostics *load_warnings;
  guint errors, written;
  g_autofree char *said = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (document), NULL);
  diags = wm_validation_check (wm_document_get_variant (document));
  errors = wm_diagnostics_count_errors (diags);
  load_warnings = wm_document_get_load_warnings (document);
  written = load_warnings != NULL ? wm_diagnostics_count (load_warnings) : 0;
  if (written == 0)
    return errors == 0 ? NULL
                       : g_strdup_printf (g_dngettext (NULL,
                                                       "The variant has %u error: see Validation",
                                                       "The variant has %u errors: see Validation",
                                                       errors),
                                          errors);
  /* Saving rewrites what they are about (goal=" 20" as goal="20"), so
   * the designer is told before, not only on the page; in Print &
   * Export's words. */
  said = g_strdup_printf (
      g_dngettext (NULL, "The file has %u warning about how it is written: see Validation",
                   "The file has %u warnings about how it is written: see Validation", written),
      written);
  if (errors == 0)
    return g_steal_pointer (&said);
  {
    g_autofree char *e = g_strdup_printf (
        g_dngettext (NULL, "The variant has %u error.", "The variant has %u errors.", errors),
        errors);
    /* "The variant has 2 errors. The file has 6 warnings about how it is
     * written: see Validation" */
    return g_strconcat (e, " ", said, NULL);
  }
}

const char *
wm_validation_section_for (const WmDiagnostic *diag)
{
  static const struct
  {
    const char *prefix;
    const char *section;
  } by_where[] = {
    { "region", "map" },      { "board", "map" },           { "town", "rules" },
    { "path-type", "rules" }, { "weapon-type", "rules" },   { "secret-place", "rules" },
    { "secret", "map" },
    { "deck", "decks" },      { "card", "decks" },          { "character", "characters" },
    { "rules", "rules" },     { "options", "rules" },       { "pieces", "rules" },
    { "setup", "rules" },     { "info", "overview" },
  };

  g_return_val_if_fail (diag != NULL, NULL);
  /* An effect is edited on the Events & Abilities page, whether a card's
   * or a character's. */
  if (diag->code != NULL && g_str_has_prefix (diag->code, "effect-"))
    return "events";
  /* An accepted entry is read and removed on this page. */
  if (diag->code != NULL && g_str_has_prefix (diag->code, "accepted-"))
    return "validation";
  /* The size a deck is measured against is set under Rules, "Deck sizes";
   * the deck's cards are the other way to fix it, which the message names
   * second. */
  if (g_strcmp0 (diag->code, "deck-size") == 0)
    return "rules";
  /* A town the setup places nowhere is placed on the map; a town's other
   * problems (its name) are fixed where towns are edited, on the Rules
   * page. The setup's counts ("setup": secret places, weapon types) are
   * there too. */
  if (g_strcmp0 (diag->code, "setup-town-placement") == 0)
    return "map";
  if (diag->where != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (by_where); i++)
      if (g_str_has_prefix (diag->where, by_where[i].prefix))
        return by_where[i].section;
  if (diag->code != NULL
      && (g_str_has_prefix (diag->code, "path-") || g_str_has_prefix (diag->code, "map-")
          || g_str_has_prefix (diag->code, "arrangement-")))
    return "map";
  return "overview";
}

/* ---- accepting a warning ---------------------------------------------------------- */

typedef struct
{
  char *check;
  char *subject;
  char *note;
} Acceptance;

static void
add_acceptance (WmVariant *variant, gpointer data)
{
  const Acceptance *a = data;
  const char *subject = a->subject != NULL && *a->subject != '\0' ? a->subject : NULL;
  const char *note = a->note != NULL && *a->note != '\0' ? a->note : NULL;

  g_ptr_array_add (variant->accepted, wm_accepted_new (a->check, subject, note));
}

/* Every entry for the check and subject: a duplicate (accepted-duplicate)
 * goes with the first, or the warning would stay accepted. */
static void
remove_acceptance (WmVariant *variant, gpointer data)
{
  const Acceptance *a = data;
  const WmAccepted *entry;

  while ((entry = wm_accepted_find (variant, a->check, a->subject)) != NULL)
    g_ptr_array_remove (variant->accepted, (gpointer) entry);
}

static void
edit_acceptance (WmValidationPage *self, const char *label, WmDocumentEditFunc func,
                 Acceptance *a)
{
  g_autoptr (GError) error = NULL;

  if (!wm_document_edit (self->document, label, func, a, &error))
    g_warning ("%s: %s", label, error->message);
  /* At once, not after the pause that follows typing: the row the button
   * was on goes, and the designer sees where it went. */
  wm_validation_page_refresh (self);
}

static void
accept_response_cb (AdwMessageDialog *dialog, const char *response, WmValidationPage *self)
{
  GtkWidget *entry = g_object_get_data (G_OBJECT (dialog), "wm-note");
  Acceptance a = { g_object_get_data (G_OBJECT (dialog), "wm-code"),
                   g_object_get_data (G_OBJECT (dialog), "wm-where"),
                   (char *) gtk_editable_get_text (GTK_EDITABLE (entry)) };

  if (g_strcmp0 (response, "accept") != 0 || self->document == NULL)
    return;
  /* TRANSLATORS: an undoable edit (Undo Accept Warning). */
  edit_acceptance (self, _("Accept Warning"), add_acceptance, &a);
}

static void
note_activate_cb (GtkEntry *entry, AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "accept");
}

static void
accept_clicked_cb (GtkButton *button, WmValidationPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  GtkWidget *dialog;
  GtkWidget *entry = gtk_entry_new ();

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Accept This Warning?"),
                                   g_object_get_data (G_OBJECT (row), "wm-sentence"));
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s\n\n%s",
                                  (const char *) g_object_get_data (G_OBJECT (row), "wm-sentence"),
                                  _("It moves to the Accepted group and no longer counts. The "
                                    "acceptance is saved in the variant; Reconsider takes it "
                                    "back."));
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Why it is kept (optional)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Note"), -1);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), FALSE);
  g_signal_connect (entry, "activate", G_CALLBACK (note_activate_cb), dialog);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "accept", _("_Accept"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accept",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "wm-note", entry);
  g_object_set_data_full (G_OBJECT (dialog), "wm-code",
                          g_strdup (g_object_get_data (G_OBJECT (row), "wm-code")), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "wm-where",
                          g_strdup (g_object_get_data (G_OBJECT (row), "wm-where")), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (accept_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Reconsider (an accepted warning) and Remove (an entry that keeps
 * nothing any more, accepted-stale): the entry goes, as one undoable step. */
static void
reconsider_clicked_cb (GtkButton *button, WmValidationPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  Acceptance a = { g_object_get_data (G_OBJECT (button), "wm-check"),
                   g_object_get_data (G_OBJECT (button), "wm-subject"), NULL };

  if (row == NULL || self->document == NULL)
    return;
  /* TRANSLATORS: an undoable edit (Undo Reconsider Warning). */
  edit_acceptance (self, _("Reconsider Warning"), remove_acceptance, &a);
}

static GtkWidget *
entry_button (WmValidationPage *self, const char *label, const char *tooltip, const char *check,
              const char *subject)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data_full (G_OBJECT (button), "wm-check", g_strdup (check), g_free);
  g_object_set_data_full (G_OBJECT (button), "wm-subject", g_strdup (subject), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (reconsider_clicked_cb), self);
  return button;
}

/* The entry an accepted-stale warning or accepted-check error is about, from its `where`
 * ("accepted deck-size / deck quests-r1"). */
static const WmAccepted *
stale_entry (WmValidationPage *self, const WmDiagnostic *diag)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const char *rest;
  const char *slash;
  g_autofree char *check = NULL;

  if (g_strcmp0 (diag->code, "accepted-duplicate") == 0
      || !g_str_has_prefix (diag->code, "accepted-") || diag->where == NULL
      || !g_str_has_prefix (diag->where, "accepted "))
    return NULL;
  rest = diag->where + strlen ("accepted ");
  slash = strstr (rest, " / ");
  check = slash != NULL ? g_strndup (rest, slash - rest) : g_strdup (rest);
  return wm_accepted_find (variant, check, slash != NULL ? slash + 3 : NULL);
}

/* A warning that the variant still has the base game's identity. */
static gboolean
is_identity (const WmDiagnostic *diag)
{
  return diag->severity != WM_SEVERITY_ERROR && g_strcmp0 (diag->code, "bundled-identity") == 0;
}

/* The group a row is in, under its heading: the errors, the warnings,
 * the base game's identity. */
enum
{
  GROUP_ERRORS,
  GROUP_WARNINGS,
  GROUP_IDENTITY
};

/* @goes: activating the row goes to the element (not in the Accepted
 * group, whose rows are there to be read and reconsidered); its arrow is
 * added by the caller, last, after the row's buttons. */
static GtkWidget *
new_row (WmValidationPage *self, const WmDiagnostic *diag, gboolean goes)
{
  GtkWidget *row = adw_action_row_new ();
  gboolean error = diag->severity == WM_SEVERITY_ERROR;
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic"
                                                        : "dialog-warning-symbolic");
  g_autofree char *subtitle = NULL;
  g_autofree char *sentence = wm_diagnostic_message_as_sentence (diag);
  g_autofree char *title = g_markup_escape_text (sentence, -1);

  g_autofree char *named
      = wm_validation_where_for_display (wm_document_get_variant (self->document), diag->where);
  const char *where = named != NULL ? named : "—";

  if (diag->line > 0)
    /* Translators: where a problem is: line, element, stable code. */
    subtitle = g_strdup_printf (_("line %d · %s · %s"), diag->line, where, diag->code);
  else
    subtitle = g_strdup_printf ("%s · %s", where, diag->code);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* The detail backs the message up (the arrangement spec of the first
   * board that fails) but would make it read like a log line. */
  if (diag->detail != NULL)
    gtk_widget_set_tooltip_text (row, diag->detail);
  gtk_widget_add_css_class (icon, error ? "error-icon" : "warning-icon");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Error") : _("Warning"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), goes);
  gtk_widget_add_css_class (row, "diagnostic-row");
  g_object_set_data (G_OBJECT (row), "wm-error", GINT_TO_POINTER (error));
  g_object_set_data (G_OBJECT (row), "wm-group",
                     GINT_TO_POINTER (error              ? GROUP_ERRORS
                                      : is_identity (diag) ? GROUP_IDENTITY
                                                           : GROUP_WARNINGS));
  g_object_set_data_full (G_OBJECT (row), "wm-where", g_strdup (diag->where), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-message", g_strdup (diag->message), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-code", g_strdup (diag->code), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-section",
                          g_strdup (wm_validation_section_for (diag)), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-sentence", g_steal_pointer (&sentence), g_free);
  return row;
}

/* A row of the main list: a warning that can be kept has Accept…, an
 * entry that keeps nothing any more has Remove. The arrow of a row that
 * goes to its element comes last, after the button, as a GNOME row puts
 * the way on at its end (Settings, Nautilus's properties). */
static GtkWidget *
new_problem_row (WmValidationPage *self, const WmDiagnostic *diag)
{
  gboolean goes = !g_str_has_prefix (diag->code, "accepted-");
  GtkWidget *row = new_row (self, diag, goes);
  const WmAccepted *stale = stale_entry (self, diag);
  GtkWidget *button = NULL;

  if (wm_accepted_can_accept (diag))
    {
      button = gtk_button_new_with_mnemonic (_("Acc_ept…"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Keep this warning on purpose: it leaves the list "
                                             "and no longer counts"));
      g_signal_connect (button, "clicked", G_CALLBACK (accept_clicked_cb), self);
    }
  else if (stale != NULL)
    button = entry_button (self, _("_Remove"),
                           _("Remove the acceptance, whose warning no longer occurs"),
                           stale->check, stale->subject);
  if (button != NULL)
    {
      gtk_widget_add_css_class (button, "flat");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  if (goes)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

/* A row of the Accepted group: the warning with its note, and Reconsider. */
static GtkWidget *
new_accepted_row (WmValidationPage *self, const WmDiagnostic *diag)
{
  GtkWidget *row = new_row (self, diag, FALSE);
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_autofree char *with_note = NULL;
  GtkWidget *button;

  if (diag->note != NULL && *diag->note != '\0')
    {
      g_autofree char *note = g_markup_escape_text (diag->note, -1);
      /* TRANSLATORS: an accepted warning's subtitle: where it is, then the
       * designer's note on why it is kept. */
      with_note = g_strdup_printf (_("%s\nNote: %s"), subtitle, note);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), with_note);
    }
  button = entry_button (self, _("Re_consider"),
                         _("Take the acceptance back: the warning counts again"), diag->code,
                         diag->where);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  gtk_widget_add_css_class (row, "accepted-row");
  return row;
}

/* The collapsed "Accepted (N)" group, rebuilt with the list; it stays
 * open or closed as the designer left it. */
static void
refill_accepted (WmValidationPage *self, const WmDiagnostics *accepted)
{
  guint n = accepted != NULL ? wm_diagnostics_count (accepted) : 0;
  gboolean expanded = self->accepted_row != NULL
                      && adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self->accepted_row));
  g_autofree char *title = NULL;

  if (self->accepted_row != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->accepted_list), self->accepted_row);
  self->accepted_row = NULL;
  gtk_widget_set_visible (self->accepted_list, n > 0);
  if (n == 0)
    return;
  self->accepted_row = adw_expander_row_new ();
  /* TRANSLATORS: the group of warnings the designer accepted, with their number. */
  title = g_strdup_printf (_("Accepted (%u)"), n);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->accepted_row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->accepted_row),
                                 _("Warnings kept on purpose; they do not count"));
  for (guint i = 0; i < n; i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (self->accepted_row),
                              new_accepted_row (self, wm_diagnostics_get (accepted, i)));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self->accepted_row), expanded);
  gtk_list_box_append (GTK_LIST_BOX (self->accepted_list), self->accepted_row);
}

/* Everything a row of @d shows or acts on (its button, where it goes):
 * a row made for the same text is the same row. */
static void
append_key (GString *text, const WmVariant *variant, const WmDiagnostic *d)
{
  /* the place as the row names it: renaming a deck renames its rows' places */
  g_autofree char *place = wm_validation_where_for_display (variant, d->where);

  g_string_append_printf (text, "%d\x1f%s\x1f%s\x1f%s\x1f%d:%d\x1f%s\x1f%s\x1f%s\x1f%s\x1e",
                          d->severity, d->code, d->message, d->file ? d->file : "", d->line,
                          d->column, d->where ? d->where : "", place ? place : "",
                          d->detail ? d->detail : "", d->note ? d->note : "");
}

/* What the Accepted group shows: its rows, one after another. */
static char *
accepted_text (const WmVariant *variant, const WmDiagnostics *accepted)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; accepted != NULL && i < wm_diagnostics_count (accepted); i++)
    append_key (text, variant, wm_diagnostics_get (accepted, i));
  return g_string_free (text, FALSE);
}

/* The language gettext translates into now: what decides it, $LANGUAGE
 * and the messages locale. A row's words (its element's, "line", its
 * button's) are said in it, a message the loader said at the opening
 * too, so a change of it makes every row anew. */
static char *
language_stamp (void)
{
  return g_strdup_printf ("%s\x1f%s", setlocale (LC_MESSAGES, NULL),
                          g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "");
}

/* The list's row that holds the keyboard focus, or whose button does;
 * NULL when the focus is elsewhere. */
static GtkListBoxRow *
focused_row (WmValidationPage *self)
{
  GtkRoot *root = gtk_widget_get_root (self->list);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, self->list))
    return NULL;
  row = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW);
  return row != NULL && gtk_widget_get_parent (row) == self->list ? GTK_LIST_BOX_ROW (row) : NULL;
}

/* The list row by row: a row whose problem is still there stays as it
 * is (the same widget, with the keyboard focus if it had it), the rows of
 * problems gone are removed and those of new ones made in their place.
 * Rebuilding every row after an edit that changed one problem held up
 * typing for a second and more with hundreds of them (a variant that
 * dropped a language lists 313 warnings); the validator itself takes
 * 0.06 s. @renew: every row anew (another document, another language).
 * Whether any row came or went. */
static gboolean
update_rows (WmValidationPage *self, const WmDiagnostics *diags, gboolean renew)
{
  GtkListBox *list = GTK_LIST_BOX (self->list);
  const WmVariant *variant
      = self->document != NULL ? wm_document_get_variant (self->document) : NULL;
  g_autoptr (GHashTable) old = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                      (GDestroyNotify) g_queue_free);
  g_autoptr (GPtrArray) wanted = g_ptr_array_new ();
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  g_autoptr (GHashTable) kept = g_hash_table_new (NULL, NULL);
  g_autoptr (GString) key = g_string_new (NULL);
  GtkListBoxRow *row, *focused = focused_row (self);
  int focused_at = focused != NULL ? gtk_list_box_row_get_index (focused) : -1;
  gboolean changed = FALSE;

  /* The rows there, by what they show; the same problem twice is two
   * rows, kept in their order. */
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      const char *k = g_object_get_data (G_OBJECT (row), "wm-key");
      GQueue *same = g_hash_table_lookup (old, k);

      if (same == NULL)
        g_hash_table_insert (old, (gpointer) k, same = g_queue_new ());
      if (!renew)
        g_queue_push_tail (same, row);
    }
  /* In wm_diagnostics_sort ()'s order, the command line's too: errors
   * first, which stop Playtest and Simulation and send the designer here
   * (review 14's R14-7: nine warnings about names used to fill the first
   * screen), a reference error before what follows from it (review 18). */
  /* The base game's identity still in a copy (bundled-identity, eight
   * warnings at the first lines) comes last, under a heading of its own:
   * the designer's own warnings first, the one about the ability just
   * changed not below the fold. The command line keeps its order. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; diags != NULL && i < wm_diagnostics_count (diags); i++)
      {
        const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
        GQueue *same;

        if ((guint) is_identity (diag) != pass)
          continue;
        g_string_truncate (key, 0);
        append_key (key, variant, diag);
        same = g_hash_table_lookup (old, key->str);
        row = same != NULL ? g_queue_pop_head (same) : NULL;
        g_ptr_array_add (wanted, (gpointer) diag);
        g_ptr_array_add (rows, row);
        if (row != NULL)
          g_hash_table_add (kept, row);
      }
  /* The rows of problems gone (or all, @renew). */
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL;)
    if (g_hash_table_contains (kept, row))
      i++;
    else
      {
        gtk_list_box_remove (list, GTK_WIDGET (row));
        changed = TRUE;
      }
  /* The kept rows stand in their order; the new ones go in between. */
  for (guint i = 0; i < rows->len; i++)
    {
      row = g_ptr_array_index (rows, i);
      if (row != NULL && gtk_list_box_get_row_at_index (list, i) == row)
        continue;
      changed = TRUE;
      if (row == NULL)
        {
          GtkWidget *made = new_problem_row (self, g_ptr_array_index (wanted, i));

          g_string_truncate (key, 0);
          append_key (key, variant, g_ptr_array_index (wanted, i));
          g_object_set_data_full (G_OBJECT (made), "wm-key", g_strdup (key->str), g_free);
          gtk_list_box_insert (list, made, i);
          continue;
        }
      /* A kept row that another passed (sorted otherwise than before). */
      g_object_ref (row);
      gtk_list_box_remove (list, GTK_WIDGET (row));
      gtk_list_box_insert (list, GTK_WIDGET (row), i);
      g_object_unref (row);
    }
  /* The keyboard stays on the row it was on; when that problem is gone,
   * it goes to the row now in its place rather than out of the list. */
  if (focused_at >= 0 && focused_row (self) == NULL && rows->len > 0)
    {
      row = g_hash_table_contains (kept, focused)
                ? focused
                : gtk_list_box_get_row_at_index (list, MIN ((guint) focused_at, rows->len - 1));
      gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  /* The headings follow the rows; the identity's names the template. */
  if (changed)
    gtk_list_box_invalidate_headers (list);
  return changed;
}

/* An undo or redo that restores a snapshot of the whole variant numbers
 * its elements as that snapshot would be saved, not as the file on disk
 * has them: a card added before another moves it down in the snapshot but
 * not in the file (review j, 10). Each problem's line is taken to its
 * element and back to that element's line in the file as last opened or
 * saved; an element the file does not have yet (a card not saved) has no
 * line there and its problem shows none, rather than a line that was never
 * the file's. Between an opening and the first undo, nothing moves. */
static void
lines_of_file (WmValidationPage *self, WmDiagnostics *diags)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (GHashTable) now = NULL;
  g_autoptr (GHashTable) by_line = NULL;
  GHashTableIter iter;
  gpointer key, value;

  if (self->file_lines_due && !wm_document_get_modified (self->document))
    {
      g_clear_pointer (&self->file_lines, g_hash_table_unref);
      self->file_lines = wm_variant_element_lines (variant);
      self->file_lines_due = FALSE;
      return;
    }
  if (self->file_lines == NULL)
    return;
  now = wm_variant_element_lines (variant);
  by_line = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (by_line, value, key);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      WmDiagnostic *d = (WmDiagnostic *) wm_diagnostics_get (diags, i);
      const char *element;
      if (d->line <= 0)
        continue;
      element = g_hash_table_lookup (by_line, GINT_TO_POINTER (d->line));
      d->line = element != NULL
                    ? GPOINTER_TO_INT (g_hash_table_lookup (self->file_lines, element))
                    : 0;
    }
}

void
wm_validation_page_refresh (WmValidationPage *self)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) accepted = NULL;
  const WmDiagnostics *load_warnings;
  g_autofree char *shown = NULL;
  g_autofree char *language = language_stamp ();
  gboolean renew;
  guint errors;
  g_autofree char *summary = NULL;

  g_return_if_fail (WM_IS_VALIDATION_PAGE (self));
  g_clear_handle_id (&self->refresh_source, g_source_remove);

  self->n_problems = self->n_errors = 0;
  self->n_accepted = 0;
  if (self->document == NULL)
    {
      update_rows (self, NULL, TRUE);
      refill_accepted (self, NULL);
      g_clear_pointer (&self->shown_accepted, g_free);
      g_signal_emit (self, signals[COUNTED], 0);
      return;
    }

  diags = wm_validation_check (wm_document_get_variant (self->document));
  lines_of_file (self, diags);
  /* What the loader said of how the file is written (" 20" read as 20)
   * is not in the variant to be checked again: listed as it was said, at
   * the file's lines, until a save writes the file anew. */
  load_warnings = wm_document_get_load_warnings (self->document);
  for (guint i = 0; load_warnings != NULL && i < wm_diagnostics_count (load_warnings); i++)
    wm_diagnostics_add_copy (diags, wm_diagnostics_get (load_warnings, i));
  accepted = wm_diagnostics_new (NULL);
  wm_accepted_split (wm_document_get_variant (self->document), diags, accepted);
  wm_diagnostics_sort (diags);
  self->n_problems = wm_diagnostics_count (diags);
  self->n_accepted = wm_diagnostics_count (accepted);
  /* Another language: every row anew, in its words. */
  renew = g_strcmp0 (language, self->shown_language) != 0;
  update_rows (self, diags, renew || self->shown_accepted == NULL);
  shown = accepted_text (wm_document_get_variant (self->document), accepted);
  if (renew || g_strcmp0 (shown, self->shown_accepted) != 0)
    {
      refill_accepted (self, accepted);
      g_free (self->shown_accepted);
      self->shown_accepted = g_steal_pointer (&shown);
    }
  g_free (self->shown_language);
  self->shown_language = g_steal_pointer (&language);
  errors = self->n_errors = wm_diagnostics_count_errors (diags);
  {
    g_autofree char *e = g_strdup_printf (g_dngettext (NULL, "%u error", "%u errors", errors),
                                          errors);
    g_autofree char *w = g_strdup_printf (g_dngettext (NULL, "%u warning", "%u warnings",
                                                       self->n_problems - errors),
                                          self->n_problems - errors);
    /* Translators: "2 errors, 1 warning. …" */
    summary = g_strdup_printf (_("%s, %s. Activate a problem to go to it."), e, w);
    if (self->n_accepted > 0)
      {
        g_autofree char *a = g_strdup_printf (
            g_dngettext (NULL, "%u accepted warning is kept apart below.",
                         "%u accepted warnings are kept apart below.", self->n_accepted),
            self->n_accepted);
        g_autofree char *both = g_strconcat (summary, " ", a, NULL);
        g_free (summary);
        summary = g_steal_pointer (&both);
      }
  }
  gtk_label_set_text (GTK_LABEL (self->summary), summary);
  gtk_widget_set_visible (self->list, self->n_problems > 0);
  /* Accepted warnings alone still show the page: they are to be seen,
   * and reconsidered. */
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack),
                                    self->n_problems + self->n_accepted ? "problems" : "clean");
  g_signal_emit (self, signals[COUNTED], 0);
}

guint
wm_validation_page_get_n_accepted (WmValidationPage *self)
{
  g_return_val_if_fail (WM_IS_VALIDATION_PAGE (self), 0);
  return self->n_accepted;
}

guint
wm_validation_page_get_n_problems (WmValidationPage *self)
{
  g_return_val_if_fail (WM_IS_VALIDATION_PAGE (self), 0);
  return self->n_problems;
}

guint
wm_validation_page_get_n_errors (WmValidationPage *self)
{
  g_return_val_if_fail (WM_IS_VALIDATION_PAGE (self), 0);
  return self->n_errors;
}

static gboolean
refresh_cb (gpointer user_data)
{
  WmValidationPage *self = user_data;

  self->refresh_source = 0;
  wm_validation_page_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
document_changed_cb (WmValidationPage *self)
{
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  self->refresh_source = g_timeout_add (REFRESH_DELAY_MS, refresh_cb, self);
}

/* A save gives every element the line it has in the file as written
 * (wm_variant_learn_lines()), and the document is then unmodified: the
 * problems are listed again to point there. Before, an element made in the
 * editor has no line and shows none. */
static void
modified_cb (WmValidationPage *self)
{
  if (!wm_document_get_modified (self->document))
    {
      /* saved (its lines learnt, wm_variant_learn_lines ()) or reverted */
      g_clear_pointer (&self->file_lines, g_hash_table_unref);
      self->file_lines = wm_variant_element_lines (wm_document_get_variant (self->document));
      self->file_lines_due = FALSE;
      document_changed_cb (self);
    }
}

void
wm_validation_page_set_document (WmValidationPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_VALIDATION_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  /* Its rows anew at the next check, its lines the file's. */
  g_clear_pointer (&self->shown_accepted, g_free);
  g_clear_pointer (&self->file_lines, g_hash_table_unref);
  self->file_lines_due = document != NULL;
  /* Taken now: an edit may come before the first check. */
  if (document != NULL && !wm_document_get_modified (document))
    {
      self->file_lines = wm_variant_element_lines (wm_document_get_variant (document));
      self->file_lines_due = FALSE;
    }
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
      g_signal_connect_swapped (document, "notify::modified", G_CALLBACK (modified_cb), self);
    }
  /* Checked shortly after, not now: the window's first frame need not wait
   * for it. */
  document_changed_cb (self);
}

/* The template whose identity @variant still has, as the warnings under
 * the heading name it: by its identifier, else its first title or
 * description that is a template's (the authors are all the templates'). */
static WmTemplate
identity_template (const WmVariant *variant)
{
  const WmText *texts[] = { &variant->info.title, &variant->info.description };
  WmTemplate which;

  if (wm_template_has_id (variant->id, &which))
    return which;
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (guint i = 0; i < texts[t]->entries->len; i++)
      {
        const WmTextEntry *entry = g_ptr_array_index (texts[t]->entries, i);
        if (wm_template_has_text (t == 0 ? WM_TEMPLATE_TITLE : WM_TEMPLATE_DESCRIPTION,
                                  entry->text, &which))
          return which;
      }
  return WM_TEMPLATE_BASE;
}

/* A heading over the errors and one over the warnings, so that the line
 * between what blocks play and what does not is seen; one over the
 * identity of the template the variant was made from (the base game, the
 * small board, the empty board), which is one thing to do on the Overview
 * page. Whole sentences each: German declines the three differently. */
static void
header_cb (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  WmValidationPage *self = user_data;
  int group = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-group"));
  const char *identities[WM_N_TEMPLATES] = {
    [WM_TEMPLATE_BASE] = _("Still the base game's identity: give your variant its own on the "
                           "Overview page"),
    [WM_TEMPLATE_SMALL] = _("Still the small board's identity: give your variant its own on the "
                            "Overview page"),
    [WM_TEMPLATE_BLANK] = _("Still the empty board's identity: give your variant its own on the "
                            "Overview page"),
  };
  const char *headings[] = {
    [GROUP_ERRORS] = _("Errors: Playtest and Simulation wait until they are fixed"),
    [GROUP_WARNINGS] = _("Warnings: the variant plays, but check these"),
  };
  GtkWidget *header;

  if (before != NULL
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (before), "wm-group")) == group)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (
      group != GROUP_IDENTITY ? headings[group]
      : self->document != NULL
          ? identities[identity_template (wm_document_get_variant (self->document))]
          : identities[WM_TEMPLATE_BASE]);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_set_margin_top (header, 8);
  gtk_widget_set_margin_bottom (header, 8);
  gtk_list_box_row_set_header (row, header);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, WmValidationPage *self)
{
  const char *section = g_object_get_data (G_OBJECT (row), "wm-section");

  g_signal_emit (self, signals[SECTION_REQUESTED], 0, section);
  /* After the section is shown, so that it can go to the element. */
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0,
                 g_object_get_data (G_OBJECT (row), "wm-where"),
                 g_object_get_data (G_OBJECT (row), "wm-message"),
                 g_object_get_data (G_OBJECT (row), "wm-code"));
}

static void
build (WmValidationPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->stack = gtk_stack_new ();
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  self->status = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->status), "emblem-ok-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (self->status), _("No Problems Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (self->status),
                                   _("The variant passes every check."));
  gtk_stack_add_named (GTK_STACK (self->stack), self->status, "clean");

  self->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_widget_add_css_class (self->summary, "dim-label");
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_list_box_set_header_func (GTK_LIST_BOX (self->list), header_cb, self, NULL);

  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  self->accepted_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->accepted_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->accepted_list, "boxed-list");
  gtk_widget_set_visible (self->accepted_list, FALSE);

  gtk_box_append (GTK_BOX (box), self->summary);
  gtk_box_append (GTK_BOX (box), self->list);
  gtk_box_append (GTK_BOX (box), self->accepted_list);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 800);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_stack_add_named (GTK_STACK (self->stack), scrolled, "problems");
}

static void
wm_validation_page_dispose (GObject *object)
{
  WmValidationPage *self = WM_VALIDATION_PAGE (object);

  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->shown_accepted, g_free);
  g_clear_pointer (&self->shown_language, g_free);
  g_clear_pointer (&self->file_lines, g_hash_table_unref);
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_validation_page_parent_class)->dispose (object);
}

static void
wm_validation_page_class_init (WmValidationPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_validation_page_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);

  signals[SECTION_REQUESTED] = g_signal_new ("section-requested", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The `where`, message and code of the activated diagnostic (the map
   * page goes to the spaces it names, the Rules page to the group a code
   * is about). */
  signals[DIAGNOSTIC_ACTIVATED] = g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING,
                                                G_TYPE_STRING);
  /* After each check: the counts of errors and warnings may have changed
   * (the window's sidebar shows them). */
  signals[COUNTED] = g_signal_new ("counted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wm_validation_page_init (WmValidationPage *self)
{
  build (self);
}

GtkWidget *
wm_validation_page_new (void)
{
  return g_object_new (WM_TYPE_VALIDATION_PAGE, NULL);
}

char *
wm_validation_where_for_display (const WmVariant *variant, const char *where)
{
  if (where == NULL || *where == '\0')
    return NULL;
  return variant != NULL ? wm_where_named (variant, where) : wm_diagnostic_where_for_display (where);
}
