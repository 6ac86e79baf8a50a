#define G_LOG_DOMAIN "wm-check"

/* The validator's entry points: which part runs which checks, and the
 * per-part bookkeeping for incremental validation. */

#include "config.h"

#include <string.h>

#include "../io/wm-variant-load-private.h"
#include "wm-check-private.h"
#include "wm-validator.h"

/* GStrvBuilder's take() needs GLib 2.80; Debian 12 has 2.74. */
static void
add_joined (GStrvBuilder *builder, const char *prefix, const char *id)
{
  g_autofree char *part = g_strconcat (prefix, id, NULL);

  g_strv_builder_add (builder, part);
}

static void
run_part (WmVariant *variant, const char *part, WmDiagnostics *diags)
{
  WmCheck check = { variant, diags };

  if (strcmp (part, "structure") == 0)
    wm_variant_check_references (variant, diags);
  else if (g_str_has_prefix (part, "region:"))
    {
      const WmRegion *region = wm_variant_find_region (variant, part + strlen ("region:"));
      /* A region no game deals does not stop the others from being played:
       * sketched beside the board, its unfinished sides are warnings. */
      check.as_warnings = region != NULL && !wm_check_region_on_board (variant, region);
      if (region != NULL)
        wm_check_region (&check, region);
    }
  else if (strcmp (part, "setup") == 0)
    wm_check_setup (&check);
  else if (strcmp (part, "arrangements") == 0)
    wm_check_arrangements (&check);
  else if (g_str_has_prefix (part, "deck:"))
    {
      const WmDeck *deck = wm_variant_find_deck (variant, part + strlen ("deck:"));
      const WmRegion *home = deck != NULL && deck->region != NULL
                               ? wm_variant_find_region (variant, deck->region)
                               : NULL;
      /* The quests of a region no game deals are sketched with it: an empty
       * or short deck there stops nothing from being played (review 23a). */
      check.as_warnings = home != NULL && !wm_check_region_on_board (variant, home);
      if (deck != NULL)
        wm_check_deck (&check, deck);
    }
  else if (strcmp (part, "decks") == 0)
    wm_check_decks (&check);
  else if (strcmp (part, "quests") == 0)
    wm_check_quests (&check);
}

static gboolean
part_selected (const char *part, WmValidateFlags flags)
{
  if (strcmp (part, "structure") == 0)
    return flags & WM_VALIDATE_STRUCTURE;
  if (g_str_has_prefix (part, "region:"))
    return flags & WM_VALIDATE_REGIONS;
  if (strcmp (part, "setup") == 0)
    return flags & WM_VALIDATE_SETUP;
  if (strcmp (part, "arrangements") == 0)
    return flags & WM_VALIDATE_ARRANGEMENTS;
  if (strcmp (part, "quests") == 0)
    return flags & WM_VALIDATE_QUESTS;
  return flags & WM_VALIDATE_DECKS;
}

GStrv
wm_validate_list_parts (const WmVariant *variant)
{
  g_autoptr (GStrvBuilder) parts = g_strv_builder_new ();

  g_return_val_if_fail (variant != NULL, NULL);
  g_strv_builder_add (parts, "structure");
  for (guint i = 0; i < variant->regions->len; i++)
    add_joined (parts, "region:", ((WmRegion *) g_ptr_array_index (variant->regions, i))->id);
  g_strv_builder_add_many (parts, "setup", "arrangements", NULL);
  for (guint i = 0; i < variant->decks->len; i++)
    add_joined (parts, "deck:", ((WmDeck *) g_ptr_array_index (variant->decks, i))->id);
  g_strv_builder_add_many (parts, "decks", "quests", NULL);
  return g_strv_builder_end (parts);
}

void
wm_validate_part (WmVariant *variant, const char *part, WmDiagnostics *diags)
{
  g_return_if_fail (variant != NULL && part != NULL && diags != NULL);
  run_part (variant, part, diags);
}

void
wm_validate_into (WmVariant *variant, WmValidateFlags flags, WmDiagnostics *diags)
{
  g_auto (GStrv) parts = NULL;

  g_return_if_fail (variant != NULL && diags != NULL);
  parts = wm_validate_list_parts (variant);
  for (int i = 0; parts[i] != NULL; i++)
    if (part_selected (parts[i], flags))
      run_part (variant, parts[i], diags);
}

WmDiagnostics *
wm_validate (WmVariant *variant)
{
  WmDiagnostics *diags = wm_diagnostics_new (NULL);

  wm_validate_into (variant, WM_VALIDATE_ALL, diags);
  wm_diagnostics_sort (diags);
  return diags;
}

GStrv
wm_validate_parts_for_region (const char *region_id)
{
  g_autoptr (GStrvBuilder) parts = g_strv_builder_new ();

  g_strv_builder_add (parts, "structure");
  add_joined (parts, "region:", region_id);
  g_strv_builder_add_many (parts, "setup", "arrangements", "quests", NULL);
  return g_strv_builder_end (parts);
}

GStrv
wm_validate_parts_for_deck (const char *deck_id)
{
  g_autoptr (GStrvBuilder) parts = g_strv_builder_new ();

  g_strv_builder_add (parts, "structure");
  add_joined (parts, "deck:", deck_id);
  g_strv_builder_add_many (parts, "decks", "quests", NULL);
  return g_strv_builder_end (parts);
}

static WmDiagnostics *
run_parts (WmVariant *variant, GStrv parts)
{
  WmDiagnostics *diags = wm_diagnostics_new (NULL);

  for (int i = 0; parts[i] != NULL; i++)
    run_part (variant, parts[i], diags);
  wm_diagnostics_sort (diags);
  return diags;
}

WmDiagnostics *
wm_validate_region (WmVariant *variant, const char *region_id)
{
  g_auto (GStrv) parts = NULL;

  g_return_val_if_fail (variant != NULL && region_id != NULL, NULL);
  parts = wm_validate_parts_for_region (region_id);
  return run_parts (variant, parts);
}

WmDiagnostics *
wm_validate_deck (WmVariant *variant, const char *deck_id)
{
  g_auto (GStrv) parts = NULL;

  g_return_val_if_fail (variant != NULL && deck_id != NULL, NULL);
  parts = wm_validate_parts_for_deck (deck_id);
  return run_parts (variant, parts);
}

/* ---- per-part results ---------------------------------------------------------- */

struct _WmValidation
{
  WmVariant *variant;
  char *file;
  GHashTable *parts; /* part name → WmDiagnostics */
  GPtrArray *order;  /* part names in report order */
};

static void
rerun (WmValidation *validation, const char *part)
{
  WmDiagnostics *diags = wm_diagnostics_new (validation->file);

  run_part (validation->variant, part, diags);
  if (!g_hash_table_contains (validation->parts, part))
    g_ptr_array_add (validation->order, g_strdup (part));
  g_hash_table_replace (validation->parts, g_strdup (part), diags);
}

void
wm_validation_update_all (WmValidation *validation)
{
  g_auto (GStrv) parts = NULL;

  g_return_if_fail (validation != NULL);
  g_hash_table_remove_all (validation->parts);
  g_ptr_array_set_size (validation->order, 0);
  parts = wm_validate_list_parts (validation->variant);
  for (int i = 0; parts[i] != NULL; i++)
    rerun (validation, parts[i]);
}

WmValidation *
wm_validation_new (WmVariant *variant, const char *file)
{
  WmValidation *validation;

  g_return_val_if_fail (variant != NULL, NULL);
  validation = g_new0 (WmValidation, 1);
  validation->variant = wm_variant_ref (variant);
  validation->file = g_strdup (file);
  validation->parts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) wm_diagnostics_free);
  validation->order = g_ptr_array_new_with_free_func (g_free);
  wm_validation_update_all (validation);
  return validation;
}

void
wm_validation_free (WmValidation *validation)
{
  if (validation == NULL)
    return;
  g_hash_table_unref (validation->parts);
  g_ptr_array_unref (validation->order);
  wm_variant_unref (validation->variant);
  g_free (validation->file);
  g_free (validation);
}

static void
update_parts (WmValidation *validation, GStrv parts)
{
  for (int i = 0; parts[i] != NULL; i++)
    rerun (validation, parts[i]);
}

void
wm_validation_update_region (WmValidation *validation, const char *region_id)
{
  g_auto (GStrv) parts = NULL;

  g_return_if_fail (validation != NULL && region_id != NULL);
  parts = wm_validate_parts_for_region (region_id);
  update_parts (validation, parts);
}

void
wm_validation_update_deck (WmValidation *validation, const char *deck_id)
{
  g_auto (GStrv) parts = NULL;

  g_return_if_fail (validation != NULL && deck_id != NULL);
  parts = wm_validate_parts_for_deck (deck_id);
  update_parts (validation, parts);
}

WmDiagnostics *
wm_validation_collect (const WmValidation *validation)
{
  WmDiagnostics *all;

  g_return_val_if_fail (validation != NULL, NULL);
  all = wm_diagnostics_new (validation->file);
  for (guint i = 0; i < validation->order->len; i++)
    {
      const WmDiagnostics *part = g_hash_table_lookup (validation->parts,
                                                       g_ptr_array_index (validation->order, i));
      for (guint k = 0; part != NULL && k < wm_diagnostics_count (part); k++)
        {
          wm_diagnostics_add_copy (all, wm_diagnostics_get (part, k));
        }
    }
  wm_diagnostics_sort (all);
  return all;
}
