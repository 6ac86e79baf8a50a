#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-application.h"
#include "wm-file-chooser.h"
#include "wm-message-dialog.h"
#include "wm-new-variant-dialog.h"
#include "wm-popover-closed.h"
#include "wm-popup-tooltip.h"
#include "wm-preferences.h"
#include "wm-recovery.h"
#include "wm-settings.h"
#include "wm-validation-page.h"
#include "wm-window.h"
#include "wm-ui-resources.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

struct _WmApplication
{
  AdwApplication parent_instance;

  gboolean recovery_checked;
  gint64 start_usec;
};

G_DEFINE_FINAL_TYPE (WmApplication, wm_application, ADW_TYPE_APPLICATION)

/* ---- windows ------------------------------------------------------------------ */

/* For the launch benchmark (tests/bench/bench-launch.c), which passes the
 * time it spawned this process; without it, from the application's start. */
static void
print_first_frame_cb (GdkFrameClock *clock, WmApplication *self)
{
  const char *spawn = g_getenv ("WM_BENCH_SPAWN_USEC");
  gint64 since = spawn != NULL ? g_ascii_strtoll (spawn, NULL, 10) : self->start_usec;

  g_signal_handlers_disconnect_by_func (clock, print_first_frame_cb, self);
  g_print ("first frame after %.1f ms\n", (g_get_monotonic_time () - since) / 1000.0);
  g_application_quit (G_APPLICATION (self));
}

/* For the launch benchmark: quit once the first frame is painted. */
static void
window_mapped_cb (GtkWidget *window, WmApplication *self)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (print_first_frame_cb), self);
}

static WmWindow *
add_window (WmApplication *self, WmDocument *document)
{
  WmWindow *window = wm_window_new (ADW_APPLICATION (self), document);

  wm_document_set_autosave_delay (document, wm_settings_get_autosave_delay ());
  if (g_getenv ("WM_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), self);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Shows @document in @window, which gives up its own (an untouched one),
 * or in a new window when @window is NULL. */
static WmWindow *
put_document (WmApplication *self, WmDocument *document, WmWindow *window)
{
  if (window == NULL)
    return add_window (self, document);
  wm_window_set_document (window, document);
  wm_document_set_autosave_delay (document, wm_settings_get_autosave_delay ());
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static WmWindow *
add_base_window (WmApplication *self)
{
  g_autoptr (WmDocument) document = wm_document_new_from_base ();

  return add_window (self, document);
}

void
wm_application_new_window (WmApplication *self)
{
  add_base_window (self);
}

/* The window that shows @file (NULL: none), and in *@pristine an untitled
 * window nobody has touched yet, which may take a file instead. */
static WmWindow *
window_for_file (WmApplication *self, GFile *file, WmWindow **pristine)
{
  *pristine = NULL;
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      WmWindow *window;
      GFile *shown;

      if (!WM_IS_WINDOW (l->data))
        continue;
      window = l->data;
      shown = wm_document_get_file (wm_window_get_document (window));
      if (file != NULL && shown != NULL && g_file_equal (shown, file))
        return window;
      if (*pristine == NULL && wm_window_is_pristine (window))
        *pristine = window;
    }
  return NULL;
}

/* A new variant from @which: its content under a title and identifier of
 * its own (wm_template_new_variant()), in a window of its own, or in an
 * untitled window nobody has touched (the one a fresh start opens), which
 * would otherwise stay behind, empty of work, as opening a file replaces
 * it. A window with edits or a file keeps them. */
static void
add_new_variant_window (WmApplication *self, WmTemplate which)
{
  g_autoptr (WmVariant) variant = wm_template_new_variant (which);
  g_autoptr (WmDocument) document = wm_document_new (variant, NULL);
  WmWindow *pristine;

  window_for_file (self, NULL, &pristine);
  put_document (self, document, pristine);
}

/* A file that could not be opened, and why, kept until the other files of
 * the same request have opened. */
typedef struct
{
  WmDiagnostics *diags;
  GError *error;
} OpenFailure;

static void
open_failure_free (OpenFailure *failure)
{
  wm_diagnostics_free (failure->diags);
  g_error_free (failure->error);
  g_free (failure);
}

/* How many of a file's errors the dialog lists; `waymark-cli validate`
 * lists them all. */
#define OPEN_ERRORS_SHOWN 5

/* The first few errors say what is wrong, and the count of the rest, so
 * that the dialog says how many there are in one place (the parser's
 * first error counts those it found after it itself). A file that could
 * not be read has one, which the error message already says. Each is
 * "Error, line 30: message [code] (in region r1 / side A)" in the window's
 * language, rather than the command line's "FILE:LINE: error:" (English,
 * for tools to read); the dialog already names the file. Warnings are
 * left out: they do not stop a file from opening. */
static char *
open_error_details (WmDiagnostics *diags, const GError *error)
{
  GString *details;
  guint errors = 0, shown = 0;

  if (g_error_matches (error, WM_IO_ERROR, WM_IO_ERROR_READ))
    return NULL;
  details = g_string_new (NULL);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
      g_autofree char *line = NULL;

      if (diag->severity != WM_SEVERITY_ERROR || strstr (error->message, diag->message) != NULL)
        continue;
      if (errors++ >= OPEN_ERRORS_SHOWN)
        continue;
      line = wm_diagnostic_format_for_display (diag);
      g_string_append_printf (details, "%s%s", shown++ ? "\n" : "", line);
    }
  if (errors > shown)
    {
      g_string_append_c (details, '\n');
      g_string_append_printf (details,
                              g_dngettext (NULL, "… and %u more error", "… and %u more errors",
                                           errors - shown),
                              errors - shown);
    }
  return g_string_free (details, details->len == 0);
}

/* The parser's messages quote tags ("where </crad> comes first"): a line
 * broke after "</" (a break Unicode allows after a slash), splitting the
 * tag the designer looks for (review l, s1). Each <…> without a space is
 * kept on one line. */
static void
keep_tags_whole (GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);
  PangoAttrList *attrs = pango_attr_list_new ();

  for (const char *open = strchr (text, '<'); open != NULL; open = strchr (open + 1, '<'))
    {
      const char *close = strpbrk (open + 1, "<> \n");

      if (close == NULL || *close != '>')
        continue;
      {
        PangoAttribute *whole = pango_attr_allow_breaks_new (FALSE);

        whole->start_index = (guint) (open - text);
        whole->end_index = (guint) (close + 1 - text);
        pango_attr_list_insert (attrs, whole);
      }
    }
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}

/* The errors, wide enough for a file:line message to take two or three
 * lines, not ten (a dialog 300 px wide wrapped them every few words,
 * review l, s1), broken between words only. */
static GtkWidget *
details_label (const char *details)
{
  GtkWidget *label = gtk_label_new (details);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_width_chars (GTK_LABEL (label), 72);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 72);
  keep_tags_whole (GTK_LABEL (label));
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "monospace");
  return label;
}

/* One file's part of the dialog for several: its message, which names
 * it, then its errors. */
static GtkWidget *
failure_part (const OpenFailure *failure)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *message = gtk_label_new (failure->error->message);
  g_autofree char *details = open_error_details (failure->diags, failure->error);

  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (message), 60);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_widget_add_css_class (message, "heading");
  gtk_box_append (GTK_BOX (box), message);
  if (details != NULL)
    gtk_box_append (GTK_BOX (box), details_label (details));
  return box;
}

/* More failures than this are scrolled. */
#define OPEN_FAILURES_UNSCROLLED 3

/* The failures of one request, each file with its errors, one under the
 * other: two dialogs stood at the same place, one hiding the other
 * (review 18). More than a few are scrolled, so that the dialog fits the
 * screen (review l, s1); the scrolled list is given a height of its own,
 * as a message dialog without a parent (no file opened) is given no more
 * than its minimum height, which for a scrolled list is a line or two. */
static GtkWidget *
failures_box (GPtrArray *failures)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *scrolled;

  for (guint i = 0; i < failures->len; i++)
    gtk_box_append (GTK_BOX (box), failure_part (g_ptr_array_index (failures, i)));
  if (failures->len <= OPEN_FAILURES_UNSCROLLED)
    return box;
  scrolled = gtk_scrolled_window_new ();
  gtk_widget_set_name (scrolled, "open-failures");
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  return scrolled;
}

/* Why a file could not be read, over @parent (alone without one): the
 * message names the file, the details its first problems by line. */
static GtkWidget *
show_load_error (GtkWindow *parent, const char *heading, WmDiagnostics *diags,
                 const GError *error)
{
  g_autofree char *details = open_error_details (diags, error);

  return wm_message_dialog_tell (GTK_WIDGET (parent), heading, error->message,
                                 details != NULL ? details_label (details) : NULL);
}

/* The files of one request that could not be opened, in the one message
 * dialog every open failure uses, over the active window. With no window
 * (every file given on the command line failed) the dialog stands alone,
 * the application's only window, and Waymark ends when it is closed: the
 * designer asked for those files, not for the base game, so no untitled
 * window opens behind it (wm_message_dialog_tell () gives the dialog a
 * parent never shown, so that libadwaita has nothing to say about it). */
static void
show_open_errors (WmApplication *self, GPtrArray *failures)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *dialog;

  if (failures->len == 0)
    return;
  if (failures->len == 1)
    {
      OpenFailure *failure = g_ptr_array_index (failures, 0);
      dialog = show_load_error (parent, _("The Variant Could Not Be Opened"), failure->diags,
                                failure->error);
    }
  else
    {
      g_autofree char *heading
          = g_strdup_printf (g_dngettext (NULL, "%u Variant Could Not Be Opened",
                                          "%u Variants Could Not Be Opened", failures->len),
                             failures->len);
      dialog = wm_message_dialog_tell (GTK_WIDGET (parent), heading, NULL, failures_box (failures));
    }
  if (parent == NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
}

/* A file with errors opens so that they can be fixed, and one written
 * loosely (goal=" 20") is rewritten by the next save: say so. Whether
 * anything was said. */
static gboolean
tell_problems (WmWindow *window)
{
  g_autofree char *message = wm_validation_opened_message (wm_window_get_document (window));

  if (message != NULL)
    wm_window_toast (window, message);
  return message != NULL;
}

static void
show_document (WmApplication *self, WmDocument *document, WmWindow *pristine)
{
  tell_problems (put_document (self, document, pristine));
}

/* ---- a file opened again ------------------------------------------------------- */

/* The question a window shows while it waits for Reload or Keep. */
#define RELOAD_QUESTION "wm-reload-question"

static void
forget_question_cb (WmWindow *window)
{
  g_object_set_data (G_OBJECT (window), RELOAD_QUESTION, NULL);
}

gboolean
wm_application_reread (WmWindow *window, const char *heading, const char *done)
{
  WmDocument *document;
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (WM_IS_WINDOW (window), FALSE);
  document = wm_window_get_document (window);
  if (wm_document_get_file (document) != NULL)
    name = g_file_get_parse_name (wm_document_get_file (document));
  diags = wm_diagnostics_new (name);
  /* A file that no longer parses leaves the document as it was. */
  if (!wm_document_revert (document, diags, &error))
    {
      show_load_error (GTK_WINDOW (window), heading, diags, error);
      return FALSE;
    }
  if (!tell_problems (window) && done != NULL)
    wm_window_toast (window, done);
  return TRUE;
}

static void
reload_response_cb (AdwMessageDialog *dialog, const char *response, WmWindow *window)
{
  if (g_str_equal (response, "reload"))
    wm_application_reread (window, _("The Variant Could Not Be Reloaded"),
                           _("Reloaded as it is on disk"));
}

/* Opening the file of @window again: when another program changed it
 * since the window read or saved it, the window asks whether to show the
 * file as it is now, as GNOME Text Editor does, and says when that drops
 * unsaved edits; else nothing stale stays shown without a word. */
static void
offer_reload (WmWindow *window)
{
  WmDocument *document = wm_window_get_document (window);
  GtkWidget *dialog = g_object_get_data (G_OBJECT (window), RELOAD_QUESTION);
  g_autofree char *base = NULL, *name = NULL;
  gboolean modified = wm_document_get_modified (document);

  if (dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (!wm_document_file_changed_on_disk (document))
    return;
  base = g_file_get_basename (wm_document_get_file (document));
  name = wm_text_isolate (base);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("File Changed on Disk"), NULL);
  if (modified)
    adw_message_dialog_format_body (
        ADW_MESSAGE_DIALOG (dialog),
        _("“%s” was changed by another program since Waymark opened or saved it. Reloading "
          "shows it as it is now and loses the unsaved changes made here."),
        name);
  else
    adw_message_dialog_format_body (
        ADW_MESSAGE_DIALOG (dialog),
        _("“%s” was changed by another program since Waymark opened or saved it. Reload it "
          "to see those changes?"),
        name);
  wm_message_dialog_add_choice (ADW_MESSAGE_DIALOG (dialog), "keep", _("_Keep"), "reload",
                                _("_Reload"),
                                modified ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  /* Losing edits takes a deliberate choice, not Enter: Enter keeps. */
  if (modified)
    adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reload_response_cb), window, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (forget_question_cb), window,
                           G_CONNECT_SWAPPED);
  g_object_set_data (G_OBJECT (window), RELOAD_QUESTION, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Opens @file in a window, or presents the window that has it open; NULL
 * when it opened, else why not. */
static OpenFailure *
open_file (WmApplication *self, GFile *file)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDocument) document = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *uri = NULL;
  WmWindow *pristine;
  WmWindow *window;
  OpenFailure *failure;

  if ((window = window_for_file (self, file, &pristine)) != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      offer_reload (window);
      return NULL;
    }
  name = g_file_get_parse_name (file);
  diags = wm_diagnostics_new (name);
  document = wm_document_new_from_file (file, diags, &error);
  if (document == NULL)
    {
      failure = g_new0 (OpenFailure, 1);
      failure->diags = g_steal_pointer (&diags);
      failure->error = g_steal_pointer (&error);
      return failure;
    }
  uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  show_document (self, document, pristine);
  return NULL;
}

void
wm_application_open_file (WmApplication *self, GFile *file)
{
  OpenFailure *failure;

  g_return_if_fail (WM_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  if ((failure = open_file (self, file)) != NULL)
    {
      g_autoptr (GPtrArray) failures
          = g_ptr_array_new_with_free_func ((GDestroyNotify) open_failure_free);
      g_ptr_array_add (failures, failure);
      show_open_errors (self, failures);
    }
}

/* ---- recovery ----------------------------------------------------------------- */

/* Said when the recovered work's original changed on disk after the work
 * was autosaved (another program wrote it between the crash and now).
 * Waymark does not ask at this point, as GNOME Text Editor does not: the
 * designer first wants to see the work that was recovered, and nothing is
 * lost yet. The toast tells early, so that they can Save As before editing
 * on; saving asks Overwrite / Save As / Cancel in any case, also when the
 * file changes after the recovery. */
static char *
recovered_message (WmDocument *document)
{
  g_autofree char *name = NULL;
  g_autofree char *said = NULL;
  /* The work's errors and its original's warnings about how it is
   * written, which the next save rewrites, as opening the file says. */
  g_autofree char *problems = wm_validation_opened_message (document);

  if (!wm_document_file_changed_on_disk (document))
    said = g_strdup (_("Unsaved work recovered"));
  else
    {
      name = g_file_get_basename (wm_document_get_file (document));
      said = g_strdup_printf (_("Unsaved work recovered, but “%s” has changed on disk since"),
                              name);
    }
  if (problems == NULL)
    return g_steal_pointer (&said);
  /* Translators: "Unsaved work recovered", then "The file has 6 warnings
   * about how it is written: see Validation". */
  return g_strdup_printf (_("%s. %s"), said, problems);
}

/* The window the recovered work goes into: the one that has its original
 * open, or else an untitled base game nobody has touched (the one a plain
 * `waymark` opens behind the question). NULL for a new window. *@busy is
 * set when the original's window has unsaved changes of its own, which the
 * recovered work must not replace. */
static WmWindow *
window_for_recovery (WmApplication *self, const WmRecoveryEntry *entry, gboolean *busy)
{
  g_autoptr (GFile) original = NULL;
  WmWindow *pristine = NULL;
  WmWindow *window = NULL;

  *busy = FALSE;
  if (entry->uri != NULL && *entry->uri != '\0')
    {
      original = g_file_new_for_uri (entry->uri);
      window = window_for_file (self, original, &pristine);
    }
  else
    window_for_file (self, NULL, &pristine);
  if (window == NULL)
    return pristine;
  *busy = wm_document_get_modified (wm_window_get_document (window));
  return window;
}

/* Never block start-up over a broken recovery file; keep it aside for a
 * human to look at. */
static void
set_aside (WmApplication *self, const WmRecoveryEntry *entry)
{
  g_autofree char *aside = wm_recovery_set_aside (entry->path);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  g_message ("Recovery file %s could not be loaded; moved to %s", entry->path, aside);
  if (WM_IS_WINDOW (window))
    wm_window_toast (WM_WINDOW (window), _("A recovery file could not be read and was set aside"));
}

static void
recover_entry (WmApplication *self, WmRecoveryEntry *entry)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (entry->path);
  g_autoptr (WmDocument) document = NULL;
  g_autofree char *message = NULL;
  gboolean busy;
  WmWindow *window = window_for_recovery (self, entry, &busy);

  if (busy)
    {
      /* Both are unsaved work on the same file: the recovery file stays
       * for the next start rather than one replacing the other. */
      wm_recovery_release (entry->path);
      wm_window_toast (window, _("Unsaved work was not recovered: this window has changes of "
                                 "its own; save or discard them first"));
      gtk_window_present (GTK_WINDOW (window));
      return;
    }
  document = wm_document_new_from_recovery (entry, diags, NULL);
  if (document == NULL)
    {
      set_aside (self, entry);
      return;
    }
  window = put_document (self, document, window);
  /* A fresh recovery file for the new session, then the old one can go. It
   * keeps the checksum of the original the work is based on. */
  wm_document_autosave_now (document, NULL);
  wm_recovery_remove (entry->path);
  message = recovered_message (document);
  wm_window_toast (window, message);
}

/* The entries the question listed, not those present when it is answered:
 * this session's own recovery files may have been written meanwhile. Later
 * gives back their locks, taken for the question, so that another Waymark
 * may offer them. */
static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, WmApplication *self)
{
  GPtrArray *entries = g_object_get_data (G_OBJECT (dialog), "entries");

  for (guint i = 0; i < entries->len; i++)
    {
      WmRecoveryEntry *entry = g_ptr_array_index (entries, i);
      if (g_str_equal (response, "recover"))
        recover_entry (self, entry);
      else if (g_str_equal (response, "discard"))
        wm_recovery_remove (entry->path);
      else
        wm_recovery_release (entry->path);
    }
}

/* When the work was autosaved, as a designer says it: "today at 06:42",
 * "yesterday at 18:03", "November 24 at 09:15", with the year when it is
 * not this one. */
static char *
friendly_time (gint64 unix_time)
{
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (unix_time);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GDate) day = NULL;
  g_autoptr (GDate) today = NULL;
  const char *format;

  if (when == NULL || now == NULL)
    return g_strdup ("?");
  day = g_date_new_dmy (g_date_time_get_day_of_month (when), g_date_time_get_month (when),
                        g_date_time_get_year (when));
  today = g_date_new_dmy (g_date_time_get_day_of_month (now), g_date_time_get_month (now),
                          g_date_time_get_year (now));
  if (g_date_days_between (day, today) == 0)
    /* Translators: a time as g_date_time_format() writes it; an autosave
     * of today. */
    format = _("today at %H:%M");
  else if (g_date_days_between (day, today) == 1)
    /* Translators: as above, of yesterday. */
    format = _("yesterday at %H:%M");
  else if (g_date_time_get_year (when) == g_date_time_get_year (now))
    /* Translators: as above, of a day this year: "November 24 at 09:15". */
    format = _("%B %-d at %H:%M");
  else
    /* Translators: as above, of another year: "November 24, 2025 at 09:15". */
    format = _("%B %-d, %Y at %H:%M");
  return g_date_time_format (when, format);
}

static char *
entry_basename (const WmRecoveryEntry *entry)
{
  g_autoptr (GFile) file = NULL;

  if (entry->uri == NULL || *entry->uri == '\0')
    return NULL;
  file = g_file_new_for_uri (entry->uri);
  return g_file_get_basename (file);
}

/* What the question calls an entry: its file's name, with its folder when
 * another entry's file has the same name, or "Untitled variant"; every copy of the
 * base game has the same title, which tells them apart from nothing. */
static char *
entry_name (const WmRecoveryEntry *entry, GPtrArray *entries)
{
  g_autofree char *name = entry_basename (entry);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFile) folder = NULL;
  g_autofree char *where = NULL;
  guint same = 0;

  if (name == NULL)
    return g_strdup (_("Untitled variant"));
  for (guint i = 0; i < entries->len; i++)
    {
      g_autofree char *other = entry_basename (g_ptr_array_index (entries, i));
      same += other != NULL && g_str_equal (other, name);
    }
  if (same < 2)
    return g_steal_pointer (&name);
  file = g_file_new_for_uri (entry->uri);
  folder = g_file_get_parent (file);
  where = folder != NULL ? g_file_get_parse_name (folder) : g_strdup ("/");
  /* Translators: a file's name and the folder it is in. */
  return g_strdup_printf (_("%s in %s"), name, where);
}

static char *
recovery_list_text (GPtrArray *entries)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < entries->len; i++)
    {
      WmRecoveryEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *name = entry_name (entry, entries);
      g_autofree char *when = friendly_time (entry->time);

      /* Translators: a recovered variant's name and when it was autosaved
       * ("today at 06:42"). */
      g_string_append (list, "\n• ");
      g_string_append_printf (list, _("%s, autosaved %s"), name, when);
    }
  return g_string_free (list, FALSE);
}

/* Recovery files present when the first window opens are left over from a
 * session that did not end cleanly: offer them back. */
static void
offer_recovery (WmApplication *self)
{
  g_autoptr (GPtrArray) entries = NULL;
  g_autofree char *list = NULL;
  GtkWindow *parent;
  GtkWidget *dialog;

  if (self->recovery_checked)
    return;
  self->recovery_checked = TRUE;
  /* Not the files of a Waymark still running in another session; and
   * claimed while asked, so that a second Waymark starting at the same
   * moment does not offer the same work too. */
  entries = wm_recovery_claim_abandoned ();
  if (entries->len == 0)
    return;

  list = recovery_list_text (entries);
  /* Over the window of the files opened, or the dialog saying that none
   * could be (show_open_errors()). */
  parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  dialog = adw_message_dialog_new (parent, _("Recover Unsaved Work?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  g_dngettext (NULL,
                                               "Waymark did not close properly. This variant "
                                               "has unsaved changes:%s",
                                               "Waymark did not close properly. These variants "
                                               "have unsaved changes:%s",
                                               entries->len),
                                  list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "later", _("_Later"),
                                    "discard", _("_Discard"), "recover", _("_Recover"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "recover",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_object_set_data_full (G_OBJECT (dialog), "entries", g_steal_pointer (&entries),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- app actions -------------------------------------------------------------- */

/* New variant asks which template it starts from; the dialog's answer
 * comes back as app.new-from-template. */
static void
new_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (wm_new_variant_dialog_new (parent)));
}

static void
new_from_template_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  const char *name = g_variant_get_string (parameter, NULL);
  WmTemplate which;

  if (!wm_template_from_name (name, &which))
    {
      g_warning ("There is no template “%s”", name);
      return;
    }
  add_new_variant_window (WM_APPLICATION (user_data), which);
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, WmApplication *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));
      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr (GFile) file = g_list_model_get_item (files, i);
          wm_application_open_file (self, file);
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  WmApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkFileChooserNative *dialog;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_("Open Variant"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (dialog), TRUE);
  gtk_file_filter_set_name (filter, _("Waymark variants"));
  gtk_file_filter_add_pattern (filter, "*.waymark");
  gtk_file_filter_add_mime_type (filter, "application/x-waymark+xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), self);
  wm_file_chooser_show (dialog);
}

static void
open_uri_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  wm_application_open_file (WM_APPLICATION (user_data), file);
}

/* Closing each window runs its own Save / Discard / Cancel question; the
 * application ends when the last window has gone. */
static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
preferences_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (wm_preferences_new (parent));
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *developers[] = { _("The Waymark contributors"), NULL };

  adw_show_about_window (parent,
                         "application-name", _("Waymark"),
                         "application-icon", WM_APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Design, test and print board-game variants"),
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "new", new_action },
  { "new-from-template", new_from_template_action, "s" },
  { "open", open_action },
  { "open-uri", open_uri_action, "s" },
  { "quit", quit_action },
  { "preferences", preferences_action },
  { "about", about_action },
};

/* Every keyboard shortcut of the application, in one place. */
static void
set_accels (GtkApplication *app)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.close", { "<Control>w", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    /* The Playtest's bots, as the toolbar's ▶, ▶| and ⏩: Ctrl with the
     * keys a player uses for play and forward, Shift for the longer step,
     * as with undo and redo. Plain Space and the arrows are the focused
     * decision button's. */
    { "win.playtest-play", { "<Control>space", NULL } },
    { "win.playtest-step", { "<Control>Right", NULL } },
    { "win.playtest-to-sundown", { "<Control><Shift>Right", NULL } },
    /* The Simulation page's Run and Cancel, while it is shown: R for Run,
     * as the button's mnemonic; Shift to take it back. */
    { "win.simulation-run", { "<Control>r", NULL } },
    { "win.simulation-cancel", { "<Control><Shift>r", NULL } },
    /* The Map page's list of regions, as GNOME's apps show or hide a
     * sidebar. */
    { "win.map-regions", { "F9", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    /* The rules notes are the app's help on the rules. */
    { "win.rules-notes", { "F1", NULL } },
    { "win.focus-pane", { "F6", "<Shift>F6", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
  for (guint i = 0; wm_window_sections[i] != NULL; i++)
    {
      g_autofree char *detailed = g_strdup_printf ("win.show-section::%s", wm_window_sections[i]);
      g_autofree char *accel = g_strdup_printf ("<Alt>%u", i + 1);
      const char *list[] = { accel, NULL };
      gtk_application_set_accels_for_action (app, detailed, list);
    }
}

static void
autosave_delay_changed_cb (GSettings *settings, const char *key, WmApplication *self)
{
  guint delay = wm_settings_get_autosave_delay ();

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (WM_IS_WINDOW (l->data))
      wm_document_set_autosave_delay (wm_window_get_document (l->data), delay);
}

/* ---- GApplication ------------------------------------------------------------- */

static void
wm_application_startup (GApplication *app)
{
  GSettings *settings;

  /* Linking the UI resource from a static library needs a reference. */
  (void) wm_ui_get_resource ();
  G_APPLICATION_CLASS (wm_application_parent_class)->startup (app);
  wm_popover_closed_drop_surfaces ();
  wm_popup_tooltips_hide_while_open ();
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  set_accels (GTK_APPLICATION (app));
  gtk_window_set_default_icon_name (WM_APPLICATION_ID);
  if ((settings = wm_settings_get ()) != NULL)
    g_signal_connect_object (settings, "changed::autosave-delay",
                             G_CALLBACK (autosave_delay_changed_cb), app, 0);
}

static void
wm_application_activate (GApplication *app)
{
  WmApplication *self = WM_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    gtk_window_present (window);
  else
    wm_application_new_window (self);
  offer_recovery (self);
}

static void
wm_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  WmApplication *self = WM_APPLICATION (app);

  g_autoptr (GPtrArray) failures
      = g_ptr_array_new_with_free_func ((GDestroyNotify) open_failure_free);

  /* The files that open come first, so that the errors of the others show
   * over a window when there is one; when none opened, their one dialog
   * stands alone and Waymark ends when it is closed (show_open_errors()). */
  for (int i = 0; i < n_files; i++)
    {
      OpenFailure *failure = open_file (self, files[i]);
      if (failure != NULL)
        g_ptr_array_add (failures, failure);
    }
  show_open_errors (self, failures);
  offer_recovery (self);
}

/* --version is answered by the process it was given to, without asking a
 * running instance or opening a display. */
static int
wm_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("waymark %s\n", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static void
wm_application_class_init (WmApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = wm_application_startup;
  app_class->activate = wm_application_activate;
  app_class->open = wm_application_open;
  app_class->handle_local_options = wm_application_handle_local_options;
}

static void
wm_application_init (WmApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
    { NULL },
  };

  self->start_usec = g_get_monotonic_time ();
  /* GApplication translates the entries in the program's text domain; the
   * parameter string and summary it shows as they are given. */
  g_application_add_main_option_entries (G_APPLICATION (self), options);
  /* Translators: what `waymark --help` shows after the program's name. */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Design, test and print board-game variants"));
}

WmApplication *
wm_application_new (void)
{
  return g_object_new (WM_TYPE_APPLICATION,
                       "application-id", WM_APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/waymark/Waymark",
                       NULL);
}
