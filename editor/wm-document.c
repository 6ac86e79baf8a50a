#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-document.h"
#include "wm-placeholders.h"
#include "wm-recovery.h"
#include "wm-text-marks.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* Edits of one field closer together than this merge into one undo step. */
#define MERGE_WINDOW_USEC (G_USEC_PER_SEC)

struct _WmDocument
{
  GObject parent_instance;

  WmVariant *variant;
  GFile *file;
  /* Checksum of the file as last read or written: tells whether someone
   * else changed it since. NULL for untitled documents. */
  char *disk_checksum;

  GPtrArray *commands; /* of WmCommand: [0, position) done, [position, len) undone */
  guint position;
  /* The position at which the content matches the file; -1 when no
   * position does (the save point was dropped from the redo stack). */
  gint64 save_point;
  /* Whether an edit was ever made, undone since or not: the undo stack
   * does not say (all undone, or edits merged into none). */
  gboolean ever_edited;
  gint64 last_execute_usec;
  char *changed_region; /* see wm_document_get_changed_region() */
  char *edit_origin;    /* see wm_document_set_edit_origin() */

  guint autosave_delay;
  guint autosave_source;
  /* The last timed autosave failed: said once, not every few seconds. */
  gboolean autosave_failing;
  char *recovery_path;

  /* Texts that may say less than another language's since it was edited:
   * "KEY\nLANG" → WmTextMark. Kept beside the file on this computer when
   * it is saved (wm_text_marks_keep ()), not in it: the file format has no
   * place for them. Each undo step keeps them as it left them
   * (wm_command_set_session()); @base_outdated are those before the
   * first, so that undo and redo restore the marks with the texts. */
  GHashTable *outdated;
  GHashTable *base_outdated;

  WmDiagnostics *load_warnings; /* see wm_document_get_load_warnings() */
};

G_DEFINE_FINAL_TYPE (WmDocument, wm_document, G_TYPE_OBJECT)

static void remember_outdated (WmDocument *self);
static void restore_outdated (WmDocument *self);

G_DEFINE_QUARK (wm-document-error-quark, wm_document_error)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
wm_document_dispose (GObject *object)
{
  WmDocument *self = WM_DOCUMENT (object);

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  G_OBJECT_CLASS (wm_document_parent_class)->dispose (object);
}

static void
wm_document_finalize (GObject *object)
{
  WmDocument *self = WM_DOCUMENT (object);

  g_clear_pointer (&self->variant, wm_variant_unref);
  g_clear_object (&self->file);
  g_clear_pointer (&self->commands, g_ptr_array_unref);
  g_clear_pointer (&self->outdated, g_hash_table_unref);
  g_clear_pointer (&self->base_outdated, g_hash_table_unref);
  g_clear_pointer (&self->load_warnings, wm_diagnostics_free);
  g_free (self->disk_checksum);
  /* A document gone without discarding its recovery file leaves it for
   * the next start, as a crash would; nothing here will write or remove
   * it any more, so another Waymark may offer it. */
  if (self->recovery_path != NULL)
    wm_recovery_release (self->recovery_path);
  g_free (self->recovery_path);
  g_free (self->changed_region);
  g_free (self->edit_origin);
  G_OBJECT_CLASS (wm_document_parent_class)->finalize (object);
}

static void
wm_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmDocument *self = WM_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, wm_document_get_modified (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, wm_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, wm_document_can_redo (self));
      break;
    case PROP_TITLE:
      g_value_take_string (value, wm_document_dup_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_document_class_init (WmDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wm_document_dispose;
  object_class->finalize = wm_document_finalize;
  object_class->get_property = wm_document_get_property;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the variant: an edit, undo, redo, revert. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Emitted when a timed autosave fails after one that did not (or the
   * first), with the error: the unsaved changes are then only in memory,
   * which the designer must be told, not the terminal. */
  signals[AUTOSAVE_FAILED]
      = g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
wm_document_init (WmDocument *self)
{
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_command_free);
  self->outdated = wm_text_marks_new ();
  self->base_outdated = wm_text_marks_new ();
}

/* ---- construction ------------------------------------------------------------- */

static char *
checksum_bytes (GBytes *bytes)
{
  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}

WmDocument *
wm_document_new (WmVariant *variant, GFile *file)
{
  WmDocument *self;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = g_object_new (WM_TYPE_DOCUMENT, NULL);
  self->variant = wm_variant_ref (variant);
  self->file = file != NULL ? g_object_ref (file) : NULL;
  return self;
}

static GBytes *
read_file (GFile *file, WmDiagnostics *diags, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  /* Bounded as the command line reads: /dev/zero or a huge file picked by
   * mistake is refused, not read until memory runs out. */
  GBytes *bytes = wm_file_load_bounded (file, &local_error);

  if (bytes == NULL)
    {
      /* The file, then why, in the command line's words ("it is a folder,
       * not a file"), not GIO's, which name the file a second time ("Error
       * opening file /x.waymark: Is a directory"); the dialog's heading
       * says that it could not be opened. */
      g_autofree char *sentence = wm_file_problem_sentence (name, local_error, FALSE);

      wm_diagnostics_add_file_problem (diags, name, local_error, FALSE);
      /* For the usual mistake, a wrong name, one sentence says it all. */
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_READ, _("There is no file “%s”"), name);
      else
        /* Translators: a file that cannot be read, and why ("it is a
         * folder, not a file"), as the command line says it. */
        g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_READ, _("“%s”: %s"), name, sentence);
    }
  return bytes;
}

static WmVariant *
load_file (GFile *file, WmDiagnostics *diags, char **checksum, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GBytes) bytes = read_file (file, diags, error);
  WmVariant *variant;

  if (bytes == NULL)
    return NULL;
  variant = wm_variant_load_bytes_for_editing (bytes, name, diags);
  if (variant == NULL)
    {
      /* Without a count: the errors listed under it say how many there
       * are, the parser's first error with how many it found after it
       * (review 18 read "(1 error)" beside "2 more errors"). */
      g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_INVALID,
                   _("“%s” is not a variant Waymark can open"), name);
      return NULL;
    }
  *checksum = checksum_bytes (bytes);
  return variant;
}

/* The loader's warnings about how the file is written, which saving
 * settles (number-form, xml-encoding): the validator cannot find them in
 * the variant read, so the document keeps them for the Validation page
 * until it writes the file (review f, finding 15). */
static void
keep_load_warnings (WmDocument *self, const WmDiagnostics *diags)
{
  g_clear_pointer (&self->load_warnings, wm_diagnostics_free);
  self->load_warnings = wm_diagnostics_new (wm_diagnostics_get_file (diags));
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *diag = wm_diagnostics_get (diags, i);

      if (diag->severity == WM_SEVERITY_WARNING
          && (g_strcmp0 (diag->code, "number-form") == 0
              || g_strcmp0 (diag->code, "xml-encoding") == 0))
        wm_diagnostics_add_copy (self->load_warnings, diag);
    }
}

const WmDiagnostics *
wm_document_get_load_warnings (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return self->load_warnings;
}

/* The marks kept when @self's file was last saved, if it has not been
 * changed since: the designer's reminders outlive the session. */
static void
restore_kept_marks (WmDocument *self)
{
  g_hash_table_unref (self->base_outdated);
  self->base_outdated = wm_text_marks_kept (self->file, self->disk_checksum);
  g_hash_table_unref (self->outdated);
  self->outdated = wm_text_marks_copy (self->base_outdated);
}

WmDocument *
wm_document_new_from_file (GFile *file, WmDiagnostics *diags, GError **error)
{
  g_autoptr (WmVariant) variant = NULL;
  g_autofree char *checksum = NULL;
  WmDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (diags != NULL, NULL);

  variant = load_file (file, diags, &checksum, error);
  if (variant == NULL)
    return NULL;
  self = wm_document_new (variant, file);
  self->disk_checksum = g_steal_pointer (&checksum);
  keep_load_warnings (self, diags);
  restore_kept_marks (self);
  return self;
}

WmDocument *
wm_document_new_from_base (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (diags);

  /* The base game is built in and tested: failing to load it is a bug. */
  g_assert (variant != NULL);
  return wm_document_new (variant, NULL);
}

/* The checksum of @file as it is now, or NULL when it cannot be read. */
static char *
checksum_file (GFile *file)
{
  g_autoptr (GBytes) bytes = wm_file_load_bounded (file, NULL);

  return bytes != NULL ? checksum_bytes (bytes) : NULL;
}

WmDocument *
wm_document_new_from_recovery (const WmRecoveryEntry *entry, WmDiagnostics *diags, GError **error)
{
  g_autoptr (GFile) recovery_file = NULL;
  g_autoptr (GFile) original = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autofree char *recovery_checksum = NULL;
  WmDocument *self;

  g_return_val_if_fail (entry != NULL && entry->path != NULL, NULL);
  g_return_val_if_fail (diags != NULL, NULL);

  recovery_file = g_file_new_for_path (entry->path);
  variant = load_file (recovery_file, diags, &recovery_checksum, error);
  if (variant == NULL)
    return NULL;
  if (entry->uri != NULL && *entry->uri != '\0')
    original = g_file_new_for_uri (entry->uri);
  self = wm_document_new (variant, original);
  /* Saving must not silently replace what another program wrote to the
   * original after the work was autosaved, whether before the recovery or
   * after it. The entry's checksum is the original the work was based on;
   * an older recovery file does not have it, and the original as it is now
   * is the best guess left: changes from before the recovery then go
   * unnoticed, those made after it do not. */
  if (original != NULL)
    self->disk_checksum
        = entry->checksum != NULL ? g_strdup (entry->checksum) : checksum_file (original);
  /* The recovery file is Waymark's own writing: what the loader says of
   * how the original is written (goal=" 20", a wrong encoding), which
   * saving the work rewrites, is read from the original, as the file is
   * now that a save replaces. */
  if (original != NULL)
    {
      g_autofree char *name = g_file_get_parse_name (original);
      g_autoptr (WmDiagnostics) said = wm_diagnostics_new (name);
      g_autofree char *unused = NULL;
      g_autoptr (WmVariant) read = load_file (original, said, &unused, NULL);

      if (read != NULL)
        keep_load_warnings (self, said);
    }
  /* No state of the undo stack is the file's: the work is unsaved. */
  self->save_point = -1;
  return self;
}

/* ---- state -------------------------------------------------------------------- */

WmVariant *
wm_document_get_variant (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return self->variant;
}

GFile *
wm_document_get_file (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return self->file;
}

char *
wm_document_dup_title (WmDocument *self)
{
  const char *lang;
  const char *title;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  lang = wm_variant_display_language (self->variant);
  title = wm_text_get (&self->variant->info.title, lang, lang);
  return g_strdup (title != NULL && *title != '\0' ? title : _("Untitled variant"));
}

char *
wm_file_stem_of_title (const char *title)
{
  g_autofree char *composed = g_utf8_normalize (title, -1, G_NORMALIZE_NFC);
  g_autofree char *lower = composed != NULL ? g_utf8_strdown (composed, -1) : NULL;
  GString *stem = g_string_new (NULL);
  gboolean gap = FALSE;

  for (const char *p = lower; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* letters of any script, digits and their accents stay; a run of
       * anything else (spaces, slashes, quotes, ":", "…") is one "-" */
      if (g_unichar_isalnum (c) || (g_unichar_ismark (c) && stem->len > 0))
        {
          if (gap && stem->len > 0)
            g_string_append_c (stem, '-');
          g_string_append_unichar (stem, c);
          gap = FALSE;
        }
      else
        gap = TRUE;
    }
  if (stem->len == 0)
    {
      g_string_free (stem, TRUE);
      return g_strdup (_("my-variant"));
    }
  return g_string_free (stem, FALSE);
}

char *
wm_document_dup_file_stem (WmDocument *self)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  title = wm_document_dup_title (self);
  /* A bundled game's title, or the one New variant gives (the title is in
   * the interface's language, as the placeholder's msgid translated). */
  if (wm_template_has_text (WM_TEMPLATE_TITLE, title, NULL)
      || g_strcmp0 (title, _(WM_PLACEHOLDER_NEW_VARIANT)) == 0)
    /* Translators: the file name Save As suggests for the base game
     * opened without a file; a file name, so no spaces. */
    return g_strdup (_("my-variant"));
  return wm_file_stem_of_title (title);
}

gboolean
wm_document_get_modified (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  return self->save_point != (gint64) self->position;
}

gboolean
wm_document_can_undo (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  return self->position > 0;
}

gboolean
wm_document_was_ever_edited (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  return self->ever_edited;
}

gboolean
wm_document_can_redo (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  return self->position < self->commands->len;
}

void
wm_document_set_edit_origin (WmDocument *self, const char *origin)
{
  g_return_if_fail (WM_IS_DOCUMENT (self));
  g_free (self->edit_origin);
  self->edit_origin = g_strdup (origin);
}

const char *
wm_document_get_undo_origin (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  if (self->position == 0)
    return NULL;
  return wm_command_get_origin (g_ptr_array_index (self->commands, self->position - 1));
}

const char *
wm_document_get_redo_origin (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  if (self->position >= self->commands->len)
    return NULL;
  return wm_command_get_origin (g_ptr_array_index (self->commands, self->position));
}

const char *
wm_document_get_undo_label (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  if (self->position == 0)
    return NULL;
  return wm_command_get_label (g_ptr_array_index (self->commands, self->position - 1));
}

const char *
wm_document_get_redo_label (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  if (self->position >= self->commands->len)
    return NULL;
  return wm_command_get_label (g_ptr_array_index (self->commands, self->position));
}

static void schedule_autosave (WmDocument *self);
static void notify_region_changed (WmDocument *self, gboolean content, const char *region);

static void
notify_changed (WmDocument *self, gboolean content)
{
  notify_region_changed (self, content, NULL);
}

const char *
wm_document_get_changed_region (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return self->changed_region;
}

/* Tells views and bindings about a change of content and/or state; @region
 * is the region a change of content was confined to, or NULL. */
static void
notify_region_changed (WmDocument *self, gboolean content, const char *region)
{
  GObject *object = G_OBJECT (self);

  if (content)
    {
      g_free (self->changed_region);
      self->changed_region = g_strdup (region);
    }

  g_object_freeze_notify (object);
  g_object_notify_by_pspec (object, properties[PROP_MODIFIED]);
  g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (object, properties[PROP_CAN_REDO]);
  if (content)
    g_object_notify_by_pspec (object, properties[PROP_TITLE]);
  g_object_thaw_notify (object);
  if (content)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      schedule_autosave (self);
    }
}

/* ---- undo stack --------------------------------------------------------------- */

static void
drop_redo (WmDocument *self)
{
  if (self->position >= self->commands->len)
    return;
  if (self->save_point > (gint64) self->position)
    self->save_point = -1;
  g_ptr_array_set_size (self->commands, self->position);
}

/* Merges @command into the step on top of the stack when it continues the
 * same edit; frees @command then. */
static gboolean
try_merge (WmDocument *self, WmCommand *command)
{
  gint64 now = g_get_monotonic_time ();
  gboolean recent = now - self->last_execute_usec < MERGE_WINDOW_USEC;
  WmCommand *top;

  self->last_execute_usec = now;
  if (!recent || self->position == 0 || self->save_point == (gint64) self->position)
    return FALSE;
  top = g_ptr_array_index (self->commands, self->position - 1);
  if (!wm_command_merge (top, command))
    return FALSE;
  wm_command_free (command);
  if (wm_command_is_noop (top))
    {
      /* The merged edits cancel out: no step is left to undo. The step
       * now on top was made before this edit began, however recently the
       * field last moved: the next value starts a step of its own rather
       * than joining it (a size spun up and back down and up again would
       * otherwise undo, in one step, an earlier change of that size). */
      self->position--;
      g_ptr_array_set_size (self->commands, self->position);
      self->last_execute_usec = 0;
    }
  return TRUE;
}

/* @command was made on the section shown (unless it says where itself),
 * so that an undo or redo from another can say where it took effect: a
 * closure or field edit (the Overview's, the Map's drawing) and a
 * snapshot (the Decks, Events & Abilities and Characters pages', the
 * Rules page's towns and secret places, Board Setup) alike. */
static void
mark_origin (WmDocument *self, WmCommand *command)
{
  if (wm_command_get_origin (command) == NULL)
    wm_command_set_origin (command, self->edit_origin);
}

gboolean
wm_document_execute (WmDocument *self, WmCommand *command, GError **error)
{
  g_autofree char *region = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  if (!wm_command_apply (command, &self->variant, error))
    {
      wm_command_free (command);
      return FALSE;
    }
  drop_redo (self);
  self->ever_edited = TRUE;
  mark_origin (self, command);
  region = g_strdup (wm_command_get_region (command));
  if (!try_merge (self, command))
    {
      g_ptr_array_add (self->commands, command);
      self->position++;
    }
  remember_outdated (self);
  notify_region_changed (self, TRUE, region);
  return TRUE;
}

gboolean
wm_document_set_field (WmDocument *self, WmField field, int value, GError **error)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  if (wm_field_get (self->variant, field) == value)
    return TRUE;
  return wm_document_execute (self, wm_command_new_set_field (self->variant, field, value),
                              error);
}

/* The snapshot command's apply restores "after", which is what the variant
 * already is; executing it would reload needlessly, so it is pushed as is. */
static gboolean
edit (WmDocument *self, const char *label, const char *merge_key, WmDocumentEditFunc func,
      gpointer user_data)
{
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) after = NULL;
  WmCommand *command;

  before = wm_variant_save_bytes (self->variant);
  func (self->variant, user_data);
  after = wm_variant_save_bytes (self->variant);
  if (g_bytes_equal (before, after))
    {
      /* Nothing changed: marks noted for the edit would outlive it. */
      restore_outdated (self);
      return TRUE;
    }
  drop_redo (self);
  self->ever_edited = TRUE;
  /* Share the previous snapshot's bytes when this edit starts where it
   * ended: one copy of the file per step instead of two. */
  if (self->position > 0)
    {
      GBytes *previous
          = wm_command_get_snapshot_after (g_ptr_array_index (self->commands, self->position - 1));
      if (previous != NULL && g_bytes_equal (previous, before))
        {
          g_bytes_unref (before);
          before = g_bytes_ref (previous);
        }
    }
  command = wm_command_new_snapshot (label, before, after);
  mark_origin (self, command);
  if (merge_key != NULL)
    wm_command_set_merge_key (command, merge_key);
  if (merge_key == NULL || !try_merge (self, command))
    {
      g_ptr_array_add (self->commands, command);
      self->position++;
      if (merge_key == NULL)
        self->last_execute_usec = 0;
    }
  remember_outdated (self);
  notify_changed (self, TRUE);
  return TRUE;
}

gboolean
wm_document_edit (WmDocument *self, const char *label, WmDocumentEditFunc func,
                  gpointer user_data, GError **error)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (label != NULL && func != NULL, FALSE);
  return edit (self, label, NULL, func, user_data);
}

gboolean
wm_document_edit_merging (WmDocument *self, const char *label, const char *merge_key,
                          WmDocumentEditFunc func, gpointer user_data, GError **error)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (label != NULL && merge_key != NULL && func != NULL, FALSE);
  return edit (self, label, merge_key, func, user_data);
}

gboolean
wm_document_undo (WmDocument *self, GError **error)
{
  WmCommand *command;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  if (self->position == 0)
    {
      g_set_error_literal (error, WM_DOCUMENT_ERROR, WM_DOCUMENT_ERROR_NOTHING_TO_UNDO,
                           _("Nothing to undo"));
      return FALSE;
    }
  command = g_ptr_array_index (self->commands, self->position - 1);
  if (!wm_command_revert (command, &self->variant, error))
    return FALSE;
  self->position--;
  self->last_execute_usec = 0;
  restore_outdated (self);
  notify_region_changed (self, TRUE, wm_command_get_region (command));
  return TRUE;
}

gboolean
wm_document_redo (WmDocument *self, GError **error)
{
  WmCommand *command;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  if (self->position >= self->commands->len)
    {
      g_set_error_literal (error, WM_DOCUMENT_ERROR, WM_DOCUMENT_ERROR_NOTHING_TO_REDO,
                           _("Nothing to redo"));
      return FALSE;
    }
  command = g_ptr_array_index (self->commands, self->position);
  if (!wm_command_apply (command, &self->variant, error))
    return FALSE;
  self->position++;
  self->last_execute_usec = 0;
  restore_outdated (self);
  notify_region_changed (self, TRUE, wm_command_get_region (command));
  return TRUE;
}

/* ---- files -------------------------------------------------------------------- */

GBytes *
wm_document_save_bytes (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return wm_variant_save_bytes (self->variant);
}

gboolean
wm_document_file_changed_on_disk (WmDocument *self)
{
  g_autofree char *checksum = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  if (self->file == NULL || self->disk_checksum == NULL)
    return FALSE;
  /* A file that cannot be read (deleted) has nothing to lose. */
  checksum = checksum_file (self->file);
  return checksum != NULL && g_strcmp0 (checksum, self->disk_checksum) != 0;
}

/* The marks go with the file just saved as @file. Failing to keep them
 * does not fail the save, which is done: the notes are lost for the next
 * session only, and that is said. */
static void
keep_marks (WmDocument *self, GFile *file)
{
  g_autoptr (GError) error = NULL;

  if (!wm_text_marks_keep (file, self->disk_checksum, self->outdated, &error))
    g_message ("The “changed in … — check” notes could not be kept: %s", error->message);
}

static gboolean
write_to (WmDocument *self, GFile *file, GError **error)
{
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (self->variant);
  g_autofree char *name = g_file_get_basename (file);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (!wm_write_gfile_atomically (file, data, size, error))
    return FALSE;
  g_free (self->disk_checksum);
  self->disk_checksum = checksum_bytes (bytes);
  self->save_point = self->position;
  /* Written as Waymark writes: what the loader said of the forms is settled. */
  g_clear_pointer (&self->load_warnings, wm_diagnostics_free);
  /* Diagnostics point into the file as written from now on. */
  wm_variant_learn_lines (self->variant, bytes);
  /* The untitled base game saved under a name of the designer's is a
   * variant of its own: the validator now says what of the base game it
   * still calls itself (bundled-identity). Nothing of it is renamed here. */
  self->variant->bundled = wm_template_is_bundled_file (name, bytes);
  wm_document_discard_recovery (self);
  keep_marks (self, file);
  return TRUE;
}

gboolean
wm_document_save (WmDocument *self, gboolean overwrite_changes, GError **error)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  if (self->file == NULL)
    {
      g_set_error_literal (error, WM_DOCUMENT_ERROR, WM_DOCUMENT_ERROR_UNTITLED,
                           _("The variant has no file yet"));
      return FALSE;
    }
  if (!overwrite_changes && wm_document_file_changed_on_disk (self))
    {
      g_autofree char *name = g_file_get_parse_name (self->file);
      g_set_error (error, WM_DOCUMENT_ERROR, WM_DOCUMENT_ERROR_CHANGED_ON_DISK,
                   _("“%s” was changed by another program since it was opened"), name);
      return FALSE;
    }
  if (!write_to (self, self->file, error))
    return FALSE;
  notify_changed (self, FALSE);
  return TRUE;
}

gboolean
wm_document_save_as (WmDocument *self, GFile *file, GError **error)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!write_to (self, file, error))
    return FALSE;
  if (self->file == NULL || !g_file_equal (self->file, file))
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  notify_changed (self, FALSE);
  return TRUE;
}

gboolean
wm_document_revert (WmDocument *self, WmDiagnostics *diags, GError **error)
{
  g_autofree char *checksum = NULL;
  WmVariant *variant;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (diags != NULL, FALSE);

  if (self->file == NULL)
    {
      g_set_error_literal (error, WM_DOCUMENT_ERROR, WM_DOCUMENT_ERROR_UNTITLED,
                           _("The variant has no file to revert to"));
      return FALSE;
    }
  variant = load_file (self->file, diags, &checksum, error);
  if (variant == NULL)
    return FALSE;
  wm_variant_unref (self->variant);
  self->variant = variant;
  g_free (self->disk_checksum);
  self->disk_checksum = g_steal_pointer (&checksum);
  keep_load_warnings (self, diags);
  g_ptr_array_set_size (self->commands, 0);
  self->position = 0;
  self->save_point = 0;
  restore_kept_marks (self);
  wm_document_discard_recovery (self);
  notify_changed (self, TRUE);
  return TRUE;
}

/* ---- texts possibly out of date ------------------------------------------------- */

/* The marks as the undo step at @position left them. */
static GHashTable *
outdated_at (WmDocument *self, guint position)
{
  GHashTable *marks = NULL;

  if (position > 0)
    marks = wm_command_get_session (g_ptr_array_index (self->commands, position - 1));
  return marks != NULL ? marks : self->base_outdated;
}

/* The current marks become those of the current undo step: after an edit,
 * including what the edit marked or cleared, and after a confirmation. */
static void
remember_outdated (WmDocument *self)
{
  if (self->position == 0)
    {
      g_hash_table_unref (self->base_outdated);
      self->base_outdated = wm_text_marks_copy (self->outdated);
      return;
    }
  wm_command_set_session (g_ptr_array_index (self->commands, self->position - 1),
                          wm_text_marks_copy (self->outdated), (GDestroyNotify) g_hash_table_unref);
}

/* Back to the marks of the current undo step: after undo and redo, a
 * catch-up edit undone marks its text again. */
static void
restore_outdated (WmDocument *self)
{
  g_hash_table_unref (self->outdated);
  self->outdated = wm_text_marks_copy (outdated_at (self, self->position));
}

/* The language @mark's text was changed in, while it still differs from
 * what it said before (@text: the texts of the element marked). */
static const char *
mark_edited_lang (const WmTextMark *mark, const WmText *text)
{
  const char *now;

  if (mark == NULL || mark->following)
    return NULL;
  now = wm_text_get_exact (text, mark->edited_lang);
  if (g_strcmp0 (now != NULL ? now : "", mark->baseline) == 0)
    return NULL;
  return mark->edited_lang;
}

/* @key's other languages than @lang: whoever was writing one of them is
 * done, as @lang's text is edited now; a later edit of it is a change. */
static void
end_following (WmDocument *self, const char *key, const char *lang)
{
  char **langs = self->variant->info.languages;

  for (guint i = 0; langs != NULL && langs[i] != NULL; i++)
    {
      g_autofree char *k = wm_text_marks_key (key, langs[i]);
      WmTextMark *mark = g_hash_table_lookup (self->outdated, k);

      if (!g_str_equal (langs[i], lang) && mark != NULL && mark->following)
        g_hash_table_remove (self->outdated, k);
    }
}

/* @lang's text is being written after the others: no mark, and its next
 * edits mark nothing either (WmTextMark.following). */
static void
start_following (WmDocument *self, char *own)
{
  g_hash_table_insert (self->outdated, own, wm_text_mark_new (NULL, NULL, TRUE));
}

void
wm_document_text_edited (WmDocument *self, const char *key, const WmText *text,
                         const char *lang, const char *was)
{
  g_autofree char *own = NULL;
  WmTextMark *own_mark;
  char **langs;

  g_return_if_fail (WM_IS_DOCUMENT (self));
  g_return_if_fail (key != NULL && text != NULL && lang != NULL);

  /* A text marked as behind that is edited is catching up: it leaves the
   * others as they are (the text first changed stays unmarked). So does a
   * text written where there was none: the others were not a translation
   * of it. Either goes on doing so while it is written. */
  own = wm_text_marks_key (key, lang);
  own_mark = g_hash_table_lookup (self->outdated, own);
  end_following (self, key, lang);
  if (was == NULL || *was == '\0' || (own_mark != NULL && own_mark->following)
      || mark_edited_lang (own_mark, text) != NULL)
    {
      start_following (self, g_steal_pointer (&own));
      return;
    }
  g_hash_table_remove (self->outdated, own);
  langs = self->variant->info.languages;
  for (guint i = 0; langs != NULL && langs[i] != NULL; i++)
    {
      g_autofree char *k = wm_text_marks_key (key, langs[i]);
      WmTextMark *mark = g_hash_table_lookup (self->outdated, k);

      if (g_str_equal (langs[i], lang))
        continue;
      /* Marked already for an earlier change of the same language: the
       * text before the first change is what the others matched. */
      if (mark != NULL && g_str_equal (mark->edited_lang, lang))
        continue;
      g_hash_table_insert (self->outdated, g_steal_pointer (&k),
                           wm_text_mark_new (lang, was != NULL ? was : "", FALSE));
    }
}

const char *
wm_document_get_text_outdated (WmDocument *self, const char *key, const WmText *text,
                               const char *lang)
{
  g_autofree char *k = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (key != NULL && text != NULL && lang != NULL, NULL);

  k = wm_text_marks_key (key, lang);
  return mark_edited_lang (g_hash_table_lookup (self->outdated, k), text);
}

void
wm_document_confirm_text (WmDocument *self, const char *key, const char *lang)
{
  g_autofree char *k = NULL;

  g_return_if_fail (WM_IS_DOCUMENT (self));
  g_return_if_fail (key != NULL && lang != NULL);

  k = wm_text_marks_key (key, lang);
  g_hash_table_remove (self->outdated, k);
  /* Checked at this step: undoing to it or redoing to it again keeps it so. */
  remember_outdated (self);
}

/* ---- autosave ----------------------------------------------------------------- */

const char *
wm_document_get_recovery_path (WmDocument *self)
{
  g_return_val_if_fail (WM_IS_DOCUMENT (self), NULL);
  return self->recovery_path;
}

void
wm_document_discard_recovery (WmDocument *self)
{
  g_return_if_fail (WM_IS_DOCUMENT (self));
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->recovery_path != NULL)
    wm_recovery_remove (self->recovery_path);
}

gboolean
wm_document_autosave_now (WmDocument *self, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (self), FALSE);

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!wm_document_get_modified (self))
    {
      wm_document_discard_recovery (self);
      return TRUE;
    }
  if (self->recovery_path == NULL)
    self->recovery_path = wm_recovery_new_path ();
  bytes = wm_variant_save_bytes (self->variant);
  title = wm_document_dup_title (self);
  return wm_recovery_write (self->recovery_path, bytes, self->file, self->disk_checksum, title,
                            error);
}

static gboolean
autosave_cb (gpointer user_data)
{
  WmDocument *self = user_data;
  g_autoptr (GError) error = NULL;

  self->autosave_source = 0;
  if (wm_document_autosave_now (self, &error))
    self->autosave_failing = FALSE;
  else if (!self->autosave_failing)
    {
      self->autosave_failing = TRUE;
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (WmDocument *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->autosave_delay > 0)
    self->autosave_source = g_timeout_add_seconds (self->autosave_delay, autosave_cb, self);
}

void
wm_document_set_autosave_delay (WmDocument *self, guint seconds)
{
  g_return_if_fail (WM_IS_DOCUMENT (self));
  self->autosave_delay = seconds;
  if (self->autosave_source != 0)
    schedule_autosave (self);
}
