#pragma once

/* The numbers and toggles of a variant's <rules>, <options> and <pieces>,
 * one by one: what the Rules page edits (a field command each,
 * wm-command.h) and what a comparison of two simulation results names
 * when the runs' rules differ (wm-sim-compare.h), in the same words. */

#include <glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_FIELD_GOAL,
  WM_FIELD_HIGHER_GOAL,
  WM_FIELD_HAND,
  WM_FIELD_TURNS,
  WM_FIELD_MIN_PLAYERS,
  WM_FIELD_MAX_PLAYERS,
  WM_FIELD_DISCOVERY_GOLD,
  WM_FIELD_HIGHWAYMEN,
  WM_FIELD_INTRIGUE_MARKERS,
  WM_FIELD_NO_EVENTS,
  WM_FIELD_MEANER_HIGHWAYMEN,
  WM_FIELD_HIGHER_GOAL_ON,
  WM_FIELD_VARIABLE_SETUP,
  WM_N_FIELDS
} WmField;

/* The current value, its allowed range (the schema's), whether it is a
 * toggle, and a translated name ("Goal", the Rules page's row title). */
int wm_field_get (const WmVariant *variant, WmField field);
void wm_field_set (WmVariant *variant, WmField field, int value);
void wm_field_range (WmField field, int *min, int *max);
gboolean wm_field_is_toggle (WmField field);
const char *wm_field_name (WmField field);
/* Whether the field is an amount of gold ("Goal: 12 → 14 gold"). */
gboolean wm_field_is_gold (WmField field);
/* The field's name in a simulation result's config.rules ("goal",
 * "higher_goal", "intrigue_markers"): untranslated, never changed. */
const char *wm_field_key (WmField field);

G_END_DECLS
