#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-application.h"
#include "wm-file-chooser.h"
#include "wm-message-dialog.h"
#include "wm-playtest-page.h"
#include "wm-variant-template.h"
#include "wm-window-private.h"

/* Saving, reverting, closing, dropping files and the recent files menu. */

static void
add_to_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .display_name = NULL,
    .mime_type = (char *) "application/x-waymark+xml",
    .app_name = (char *) "Waymark",
    .app_exec = (char *) "waymark %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* "save-as" or "save": the window's action of that name. */
static void
save_problem_response_cb (AdwMessageDialog *dialog, const char *response, WmWindow *self)
{
  g_autofree char *action = g_strconcat ("win.", response, NULL);

  if (!g_str_equal (response, "close"))
    gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
}

/* Says that work is not safe on disk, and offers the way on: @go_id, the
 * window's "save-as" or "save" action. */
static void
show_save_problem (WmWindow *self, const char *heading, const char *body, const char *go_id,
                   const char *go_label)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  wm_message_dialog_add_choice (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), go_id,
                                go_label, ADW_RESPONSE_SUGGESTED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (save_problem_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Before, a failed autosave (a full disk) was said on the terminal only,
 * and the designer went on trusting that a crash would not lose the work. */
void
wm_window_autosave_failed (WmWindow *self, const GError *error)
{
  g_autofree char *body = NULL;

  g_return_if_fail (WM_IS_WINDOW (self) && error != NULL);
  /* Translators: the reason is a sentence of its own, as "Could not save
   * “…”: writing failed: the disk is full". */
  body = g_strdup_printf (_("%s.\n\nUntil the variant is saved, its unsaved changes are only in "
                            "this window: a crash would lose them."),
                          error->message);
  show_save_problem (self, _("Unsaved Changes Not Autosaved"), body, "save", _("_Save"));
}

/* After the bundled game was saved as a file of the designer's: the
 * moment it becomes a variant of its own, said where the designer looks,
 * while its title still is the bundled game's. Nothing is renamed. */
static void
tell_still_bundled (WmWindow *self)
{
  g_autofree char *title = wm_document_dup_title (self->document);
  g_autofree char *message = NULL, *shown = NULL;

  if (!wm_template_has_text (WM_TEMPLATE_TITLE, title, NULL))
    return;
  shown = wm_text_isolate (title);
  message = g_strdup_printf (_("Saved as a variant of your own, still titled “%s”: Validation "
                               "lists what it has of the bundled game"),
                             shown);
  wm_window_toast (self, message);
}

gboolean
wm_window_save_to (WmWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  gboolean was_bundled;
  gboolean ok;

  g_return_val_if_fail (WM_IS_WINDOW (self), FALSE);
  was_bundled = wm_document_get_variant (self->document)->bundled;

  if (file != NULL)
    ok = wm_document_save_as (self->document, file, &error);
  else
    ok = wm_document_save (self->document, TRUE, &error);
  if (!ok)
    {
      /* The document stays modified and the old file untouched: say why and
       * offer the way on, another place (review 18: a full or read-only
       * disk left the designer with Close only). */
      show_save_problem (self, _("The Variant Could Not Be Saved"), error->message, "save-as",
                         _("Save _As…"));
      return FALSE;
    }
  add_to_recent (wm_document_get_file (self->document));
  wm_window_refresh_recent (self);
  if (was_bundled && !wm_document_get_variant (self->document)->bundled)
    tell_still_bundled (self);
  return TRUE;
}

/* Set on a window while closing waits for a save to finish. */
#define CLOSE_AFTER_SAVE "wm-close-after-save"

/* The playtest's game that closing would lose, if any. */
static gboolean
game_unsaved (WmWindow *self, int *decisions, int *day)
{
  return self->playtest_page != NULL
         && wm_playtest_page_unsaved_game (WM_PLAYTEST_PAGE (self->playtest_page), decisions, day);
}

static void
saved (WmWindow *self, gboolean ok)
{
  if (ok && g_object_get_data (G_OBJECT (self), CLOSE_AFTER_SAVE))
    {
      /* A game in progress is asked about next. */
      self->close_confirmed = !game_unsaved (self, NULL, NULL);
      gtk_window_close (GTK_WINDOW (self));
    }
  g_object_set_data (G_OBJECT (self), CLOSE_AFTER_SAVE, NULL);
}

static void
save_as_response_cb (GtkNativeDialog *dialog, int response, WmWindow *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  saved (self, file != NULL && wm_window_save_to (self, file));
  g_object_unref (self);
}

/* The file name Save As suggests for an untitled variant: its title, but
 * not a bundled game's (wm_document_dup_file_stem ()). The title itself
 * is left as it is: the validator asks for a new one. */
char *
wm_window_suggest_file_name (WmWindow *self)
{
  g_autofree char *stem = wm_document_dup_file_stem (self->document);

  return g_strconcat (stem, ".waymark", NULL);
}

/* The user's Documents folder where there is one, else home. */
static const char *
documents_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return documents;
  return g_get_home_dir ();
}

static void
ask_save_as (WmWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = wm_window_suggest_file_name (self);
  GFile *file = wm_document_get_file (self->document);

  dialog = gtk_file_chooser_native_new (_("Save Variant"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Waymark variants"));
  gtk_file_filter_add_pattern (filter, "*.waymark");
  gtk_file_filter_add_mime_type (filter, "application/x-waymark+xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      /* Not the folder the program was started from, which may be
       * anywhere (a source tree, /). */
      g_autoptr (GFile) folder = g_file_new_for_path (documents_folder ());
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_as_response_cb), g_object_ref (self));
  wm_file_chooser_show (dialog);
}

static void
changed_on_disk_response_cb (AdwMessageDialog *dialog, const char *response, WmWindow *self)
{
  if (g_str_equal (response, "overwrite"))
    saved (self, wm_window_save_to (self, NULL));
  else if (g_str_equal (response, "save-as"))
    ask_save_as (self);
  else
    saved (self, FALSE);
}

void
wm_window_save (WmWindow *self, gboolean save_as)
{
  GtkWidget *dialog;
  g_autofree char *name = NULL;

  if (save_as || wm_document_get_file (self->document) == NULL)
    {
      ask_save_as (self);
      return;
    }
  if (!wm_document_file_changed_on_disk (self->document))
    {
      saved (self, wm_window_save_to (self, NULL));
      return;
    }
  {
    g_autofree char *base = g_file_get_basename (wm_document_get_file (self->document));
    name = wm_text_isolate (base);
  }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("File Changed on Disk"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” was changed by another program since Waymark opened "
                                    "it. Saving replaces those changes."),
                                  name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "save-as", _("Save _As…"), "overwrite", _("_Overwrite"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "overwrite",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (changed_on_disk_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- revert ------------------------------------------------------------------- */

/* A file changed on disk into one that does not load says where, by line,
 * as Open does, not only that it cannot be opened. */
static void
revert_response_cb (AdwMessageDialog *dialog, const char *response, WmWindow *self)
{
  if (g_str_equal (response, "revert"))
    wm_application_reread (self, _("The Variant Could Not Be Reverted"), NULL);
}

void
wm_window_revert (WmWindow *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Revert Unsaved Changes?"),
                                              _("The variant goes back to its saved file. "
                                                "Undo cannot bring the changes back."));

  wm_message_dialog_add_choice (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "revert",
                                _("_Revert"), ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect (dialog, "response", G_CALLBACK (revert_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- closing ------------------------------------------------------------------ */

static gboolean
close_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Once the question's response is over: the question belongs to the
 * window, and must not lose it while still answering. */
static void
close_now (WmPlaytestPage *page, gpointer data)
{
  WmWindow *self = data;

  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle_cb, g_object_ref (self), g_object_unref);
}

/* The log saved: the variant's changes are asked about next. */
static void
close_again (WmPlaytestPage *page, gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
}

static void
close_response_cb (AdwMessageDialog *dialog, const char *response, WmWindow *self)
{
  if (g_str_equal (response, "discard"))
    close_now (NULL, self);
  else if (g_str_equal (response, "save"))
    {
      g_object_set_data (G_OBJECT (self), CLOSE_AFTER_SAVE, GINT_TO_POINTER (TRUE));
      wm_window_save (self, FALSE);
    }
  else if (g_str_equal (response, "save-log"))
    wm_playtest_page_save_log_then (WM_PLAYTEST_PAGE (self->playtest_page), GTK_WINDOW (self),
                                    close_again, g_object_ref (self), g_object_unref);
}

gboolean
wm_window_confirm_close (WmWindow *self)
{
  GtkWidget *dialog;
  g_autofree char *title = NULL;
  gboolean modified = self->document != NULL && wm_document_get_modified (self->document);
  int decisions, day;
  gboolean game;

  if (self->close_confirmed)
    return TRUE;
  game = game_unsaved (self, &decisions, &day);
  if (!modified && !game)
    return TRUE;
  /* Only a game to lose: the Playtest page's own question (review 17,
   * finding 3), which closes once answered. */
  if (!modified)
    {
      wm_playtest_page_confirm_discard (WM_PLAYTEST_PAGE (self->playtest_page), GTK_WINDOW (self),
                                        close_now, self, NULL);
      return FALSE;
    }

  {
    g_autofree char *plain = wm_document_dup_title (self->document);
    title = wm_text_isolate (plain);
  }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), NULL);
  /* Both in one question: Discard loses both at once; each Save keeps its
   * one and the window asks again about the other. */
  if (game)
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    /* TRANSLATORS: the variant's title, then the game's number
                                     * of decisions so far and its day */
                                    _("“%s” has unsaved changes, and the game in progress on the "
                                      "Playtest page (decision %d of day %d) has no saved log. "
                                      "What you do not save is lost."),
                                    title, decisions, day);
  else
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    _("“%s” has unsaved changes. Changes you do not save are "
                                      "lost."),
                                    title);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), NULL);
  if (game)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "save-log", _("Save _Log…"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "save", _("_Save"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* ---- drag and drop ------------------------------------------------------------ */

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, WmWindow *self)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = g_value_get_boxed (value);
  for (GSList *l = files; l != NULL; l = l->next)
    wm_application_open_file (WM_APPLICATION (app), l->data);
  return files != NULL;
}

/* ---- recent files ------------------------------------------------------------- */

#define MAX_RECENT 8

static int
newest_visit_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_visited ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_visited ((GtkRecentInfo *) b);

  return g_date_time_compare (tb, ta);
}

void
wm_window_refresh_recent (WmWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint shown = 0;

  g_menu_remove_all (self->recent_section);
  items = g_list_sort (items, newest_visit_first);
  for (GList *l = items; l != NULL && shown < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr (GMenuItem) item = NULL;

      if (!gtk_recent_info_has_application (info, "Waymark") || !gtk_recent_info_exists (info))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "app.open-uri", g_variant_new_string (uri));
      g_menu_append_item (self->recent_section, item);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

void
wm_window_files_init (WmWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (wm_window_refresh_recent), self, G_CONNECT_SWAPPED);
  wm_window_refresh_recent (self);
}
