#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-command.h"
#include "wm-variant-io.h"

typedef enum
{
  KIND_CLOSURE,
  KIND_FIELD,
  KIND_SNAPSHOT
} CommandKind;

struct _WmCommand
{
  CommandKind kind;
  char *label;
  char *region; /* NULL: not confined to one region */
  char *origin; /* the window section it was made on, or NULL */
  /* KIND_CLOSURE */
  WmCommandFunc apply;
  WmCommandFunc revert;
  gpointer data;
  GDestroyNotify destroy;
  /* KIND_FIELD */
  WmField field;
  int old_value;
  int new_value;
  /* KIND_SNAPSHOT */
  GBytes *before;
  GBytes *after;
  char *merge_key; /* NULL: never merged */
  /* what the document keeps beside the variant, as this command left it */
  gpointer session;
  GDestroyNotify session_destroy;
};

/* ---- commands ----------------------------------------------------------------- */

WmCommand *
wm_command_new (const char *label, WmCommandFunc apply, WmCommandFunc revert, gpointer data,
                GDestroyNotify destroy)
{
  WmCommand *command;

  g_return_val_if_fail (label != NULL && apply != NULL && revert != NULL, NULL);
  command = g_new0 (WmCommand, 1);
  command->kind = KIND_CLOSURE;
  command->label = g_strdup (label);
  command->apply = apply;
  command->revert = revert;
  command->data = data;
  command->destroy = destroy;
  return command;
}

WmCommand *
wm_command_new_set_field (const WmVariant *variant, WmField field, int value)
{
  WmCommand *command;

  g_return_val_if_fail (variant != NULL && field < WM_N_FIELDS, NULL);
  command = g_new0 (WmCommand, 1);
  command->kind = KIND_FIELD;
  command->label = g_strdup_printf (_("Change “%s”"), wm_field_name (field));
  command->field = field;
  command->old_value = wm_field_get (variant, field);
  {
    int min, max;

    wm_field_range (field, &min, &max);
    command->new_value = CLAMP (value, min, max);
  }
  return command;
}

WmCommand *
wm_command_new_snapshot (const char *label, GBytes *before, GBytes *after)
{
  WmCommand *command;

  g_return_val_if_fail (label != NULL && before != NULL && after != NULL, NULL);
  command = g_new0 (WmCommand, 1);
  command->kind = KIND_SNAPSHOT;
  command->label = g_strdup (label);
  command->before = g_bytes_ref (before);
  command->after = g_bytes_ref (after);
  return command;
}

void
wm_command_set_merge_key (WmCommand *command, const char *key)
{
  g_return_if_fail (command != NULL && command->kind == KIND_SNAPSHOT);
  g_free (command->merge_key);
  command->merge_key = g_strdup (key);
}

GBytes *
wm_command_get_snapshot_after (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->kind == KIND_SNAPSHOT ? command->after : NULL;
}

void
wm_command_free (WmCommand *command)
{
  if (command == NULL)
    return;
  if (command->destroy != NULL)
    command->destroy (command->data);
  if (command->session_destroy != NULL)
    command->session_destroy (command->session);
  g_clear_pointer (&command->before, g_bytes_unref);
  g_clear_pointer (&command->after, g_bytes_unref);
  g_free (command->label);
  g_free (command->region);
  g_free (command->origin);
  g_free (command->merge_key);
  g_free (command);
}

void
wm_command_set_session (WmCommand *command, gpointer session, GDestroyNotify destroy)
{
  g_return_if_fail (command != NULL);
  if (command->session_destroy != NULL)
    command->session_destroy (command->session);
  command->session = session;
  command->session_destroy = destroy;
}

gpointer
wm_command_get_session (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->session;
}

const char *
wm_command_get_label (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->label;
}

void
wm_command_set_region (WmCommand *command, const char *region_id)
{
  g_return_if_fail (command != NULL);
  g_free (command->region);
  command->region = g_strdup (region_id);
}

const char *
wm_command_get_region (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->region;
}

void
wm_command_set_origin (WmCommand *command, const char *origin)
{
  g_return_if_fail (command != NULL);
  g_free (command->origin);
  command->origin = g_strdup (origin);
}

const char *
wm_command_get_origin (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->origin;
}

/* Replaces *variant with the variant saved in @bytes. Snapshots hold bytes
 * this program wrote, so a failure here is a bug, but it is reported rather
 * than asserted: a bad snapshot must not take the designer's work down. */
static gboolean
restore_snapshot (WmVariant **variant, GBytes *bytes, GError **error)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmVariant *restored = wm_variant_load_bytes_for_editing (bytes, "snapshot", diags);

  if (restored == NULL)
    {
      g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_INVALID,
                   _("An undo snapshot could not be restored (%u problems)"),
                   wm_diagnostics_count (diags));
      return FALSE;
    }
  /* The same document at another step: still the bundled game or not. */
  restored->bundled = (*variant)->bundled;
  wm_variant_unref (*variant);
  *variant = restored;
  return TRUE;
}

static gboolean
run (WmCommand *command, WmVariant **variant, gboolean forward, GError **error)
{
  g_return_val_if_fail (command != NULL && variant != NULL && *variant != NULL, FALSE);

  switch (command->kind)
    {
    case KIND_CLOSURE:
      return (forward ? command->apply : command->revert) (variant, command->data, error);
    case KIND_FIELD:
      wm_field_set (*variant, command->field, forward ? command->new_value : command->old_value);
      return TRUE;
    case KIND_SNAPSHOT:
      return restore_snapshot (variant, forward ? command->after : command->before, error);
    }
  g_assert_not_reached ();
}

gboolean
wm_command_apply (WmCommand *command, WmVariant **variant, GError **error)
{
  return run (command, variant, TRUE, error);
}

gboolean
wm_command_revert (WmCommand *command, WmVariant **variant, GError **error)
{
  return run (command, variant, FALSE, error);
}

gboolean
wm_command_merge (WmCommand *older, const WmCommand *newer)
{
  g_return_val_if_fail (older != NULL && newer != NULL, FALSE);

  if (older->kind == KIND_SNAPSHOT && newer->kind == KIND_SNAPSHOT && older->merge_key != NULL
      && g_strcmp0 (older->merge_key, newer->merge_key) == 0)
    {
      g_bytes_unref (older->after);
      older->after = g_bytes_ref (newer->after);
      return TRUE;
    }
  if (older->kind != KIND_FIELD || newer->kind != KIND_FIELD || older->field != newer->field
      || wm_field_is_toggle (older->field))
    return FALSE;
  older->new_value = newer->new_value;
  return TRUE;
}

gboolean
wm_command_is_noop (const WmCommand *command)
{
  g_return_val_if_fail (command != NULL, FALSE);
  if (command->kind == KIND_SNAPSHOT)
    return command->merge_key != NULL && g_bytes_equal (command->before, command->after);
  return command->kind == KIND_FIELD && command->old_value == command->new_value;
}
