#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "wm-application.h"
#include "wm-preferences.h"
#include "wm-recovery.h"
#include "wm-settings.h"
#include "wm-window.h"
#include "wm-ui-resources.h"

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
      if (shown != NULL && g_file_equal (shown, file))
        return window;
      if (*pristine == NULL && wm_window_is_pristine (window))
        *pristine = window;
    }
  return NULL;
}

/* Opening from the command line may fail before any window is there: the
 * base game's window, which opens then anyway, comes first, so that the
 * error is a dialog of that window and shows over it rather than behind. */
static GtkWindow *
error_parent (WmApplication *self)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  return parent != NULL ? parent : GTK_WINDOW (add_base_window (self));
}

static void
show_open_error (WmApplication *self, GFile *file, WmDiagnostics *diags, GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (error_parent (self),
                                              _("The Variant Could Not Be Opened"),
                                              error->message);
  g_autoptr (GString) details = g_string_new (NULL);

  /* The first few problems say what is wrong; `waymark-cli validate`
   * lists them all. */
  for (guint i = 0; i < wm_diagnostics_count (diags) && i < 5; i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_string_append_printf (details, "%s%s", i ? "\n" : "", line);
    }
  if (details->len > 0)
    {
      GtkWidget *label = gtk_label_new (details->str);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "monospace");
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), label);
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
wm_application_open_file (WmApplication *self, GFile *file)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDocument) document = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  WmWindow *pristine;
  WmWindow *window;

  g_return_if_fail (WM_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  if ((window = window_for_file (self, file, &pristine)) != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return;
    }
  name = g_file_get_parse_name (file);
  diags = wm_diagnostics_new (name);
  document = wm_document_new_from_file (file, diags, &error);
  if (document == NULL)
    {
      show_open_error (self, file, diags, error);
      return;
    }
  {
    g_autofree char *uri = g_file_get_uri (file);
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  }
  if (pristine != NULL)
    {
      window = pristine;
      wm_window_set_document (window, document);
      wm_document_set_autosave_delay (document, wm_settings_get_autosave_delay ());
      gtk_window_present (GTK_WINDOW (window));
    }
  else
    window = add_window (self, document);
  /* A file with reference errors opens so that they can be fixed; say so. */
  if (wm_diagnostics_count_errors (diags) > 0)
    {
      guint errors = wm_diagnostics_count_errors (diags);
      g_autofree char *message
          = g_strdup_printf (g_dngettext (NULL, "The variant has %u error: see Validation",
                                          "The variant has %u errors: see Validation", errors),
                             errors);
      wm_window_toast (window, message);
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

  if (!wm_document_file_changed_on_disk (document))
    return g_strdup (_("Unsaved work recovered"));
  name = g_file_get_basename (wm_document_get_file (document));
  return g_strdup_printf (_("Unsaved work recovered, but “%s” has changed on disk since"), name);
}

static void
recover_entry (WmApplication *self, WmRecoveryEntry *entry)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (entry->path);
  g_autoptr (WmDocument) document = wm_document_new_from_recovery (entry, diags, NULL);
  g_autofree char *message = NULL;
  WmWindow *window;

  if (document == NULL)
    {
      /* Never block start-up over a broken recovery file; keep it aside for
       * a human to look at. */
      g_autofree char *aside = g_strconcat (entry->path, ".broken", NULL);
      g_rename (entry->path, aside);
      g_message ("Recovery file %s could not be loaded; moved to %s", entry->path, aside);
      window = WM_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (self)));
      if (window != NULL)
        wm_window_toast (window, _("A recovery file could not be read and was set aside"));
      return;
    }
  window = add_window (self, document);
  /* A fresh recovery file for the new session, then the old one can go. It
   * keeps the checksum of the original the work is based on. */
  wm_document_autosave_now (document, NULL);
  wm_recovery_remove (entry->path);
  message = recovered_message (document);
  wm_window_toast (window, message);
}

static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, WmApplication *self)
{
  g_autoptr (GPtrArray) entries = wm_recovery_list ();

  for (guint i = 0; i < entries->len; i++)
    {
      WmRecoveryEntry *entry = g_ptr_array_index (entries, i);
      if (g_str_equal (response, "recover"))
        recover_entry (self, entry);
      else if (g_str_equal (response, "discard"))
        wm_recovery_remove (entry->path);
    }
}

/* Recovery files present when the first window opens are left over from a
 * session that did not end cleanly: offer them back. */
static void
offer_recovery (WmApplication *self)
{
  g_autoptr (GPtrArray) entries = NULL;
  g_autoptr (GString) list = g_string_new (NULL);
  GtkWindow *parent;
  GtkWidget *dialog;

  if (self->recovery_checked)
    return;
  self->recovery_checked = TRUE;
  entries = wm_recovery_list ();
  if (entries->len == 0)
    return;

  for (guint i = 0; i < entries->len; i++)
    {
      WmRecoveryEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr (GDateTime) time = g_date_time_new_from_unix_local (entry->time);
      g_autofree char *when = time ? g_date_time_format (time, "%x %X") : g_strdup ("?");
      g_string_append_printf (list, "\n• %s (%s)",
                              entry->title && *entry->title ? entry->title : _("Untitled variant"),
                              when);
    }
  parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  dialog = adw_message_dialog_new (parent, _("Recover Unsaved Work?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  g_dngettext (NULL,
                                               "Waymark did not close properly. This variant "
                                               "has unsaved changes:%s",
                                               "Waymark did not close properly. These variants "
                                               "have unsaved changes:%s",
                                               entries->len),
                                  list->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "later", _("_Later"),
                                    "discard", _("_Discard"), "recover", _("_Recover"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "recover",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- app actions -------------------------------------------------------------- */

static void
new_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  wm_application_new_window (WM_APPLICATION (user_data));
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
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
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
    { "win.close", { "<Control>w", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
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

  /* Each file opens in a window or says why over one (show_open_error()),
   * so there is a window afterwards either way. */
  for (int i = 0; i < n_files; i++)
    wm_application_open_file (self, files[i]);
  offer_recovery (self);
}

static void
wm_application_class_init (WmApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = wm_application_startup;
  app_class->activate = wm_application_activate;
  app_class->open = wm_application_open;
}

static void
wm_application_init (WmApplication *self)
{
  self->start_usec = g_get_monotonic_time ();
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
