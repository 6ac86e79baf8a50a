#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-field.h"

typedef struct
{
  const char *name; /* translated on use */
  const char *key;  /* in a simulation result's config.rules */
  int min, max;
  gboolean toggle, gold;
} FieldInfo;

/* Ranges are the loader's (model/io/wm-variant-load.c), so that an edit can
 * never produce a file the loader refuses. */
static const FieldInfo fields[WM_N_FIELDS] = {
  [WM_FIELD_GOAL] = { N_("Goal"), "goal", 1, 999, FALSE, TRUE },
  [WM_FIELD_HIGHER_GOAL] = { N_("Higher goal"), "higher_goal", 1, 999, FALSE, TRUE },
  [WM_FIELD_HAND] = { N_("Hand size"), "hand", 1, 12, FALSE, FALSE },
  [WM_FIELD_TURNS] = { N_("Turns per day"), "turns", 1, 6, FALSE, FALSE },
  [WM_FIELD_MIN_PLAYERS] = { N_("Fewest players"), "min_players", 1, 8, FALSE, FALSE },
  [WM_FIELD_MAX_PLAYERS] = { N_("Most players"), "max_players", 1, 8, FALSE, FALSE },
  [WM_FIELD_DISCOVERY_GOLD] = { N_("Discovery gold"), "discovery_gold", 0, 9, FALSE, TRUE },
  [WM_FIELD_HIGHWAYMEN] = { N_("Highwaymen"), "highwaymen", 0, 20, FALSE, FALSE },
  [WM_FIELD_INTRIGUE_MARKERS] = { N_("Intrigue markers per player"), "intrigue_markers", 1, 6,
                                  FALSE, FALSE },
  [WM_FIELD_NO_EVENTS] = { N_("No events"), "no_events", 0, 1, TRUE, FALSE },
  [WM_FIELD_MEANER_HIGHWAYMEN] = { N_("Meaner highwaymen"), "meaner_highwaymen", 0, 1, TRUE,
                                   FALSE },
  [WM_FIELD_HIGHER_GOAL_ON] = { N_("Play to the higher goal"), "higher_goal_on", 0, 1, TRUE,
                                FALSE },
  [WM_FIELD_VARIABLE_SETUP] = { N_("Variable setup"), "variable_setup", 0, 1, TRUE, FALSE },
};

static int *
field_int (WmVariant *variant, WmField field)
{
  switch (field)
    {
    case WM_FIELD_GOAL: return &variant->rules.goal;
    case WM_FIELD_HIGHER_GOAL: return &variant->rules.higher_goal;
    case WM_FIELD_HAND: return &variant->rules.hand;
    case WM_FIELD_TURNS: return &variant->rules.turns;
    case WM_FIELD_MIN_PLAYERS: return &variant->rules.min_players;
    case WM_FIELD_MAX_PLAYERS: return &variant->rules.max_players;
    case WM_FIELD_DISCOVERY_GOLD: return &variant->rules.discovery_gold;
    case WM_FIELD_HIGHWAYMEN: return &variant->pieces.highwaymen;
    case WM_FIELD_INTRIGUE_MARKERS: return &variant->pieces.intrigue_markers;
    case WM_FIELD_NO_EVENTS: return &variant->options.no_events;
    case WM_FIELD_MEANER_HIGHWAYMEN: return &variant->options.meaner_highwaymen;
    case WM_FIELD_HIGHER_GOAL_ON: return &variant->options.higher_goal;
    case WM_FIELD_VARIABLE_SETUP: return &variant->options.variable_setup;
    case WM_N_FIELDS: break;
    }
  g_assert_not_reached ();
}

int
wm_field_get (const WmVariant *variant, WmField field)
{
  g_return_val_if_fail (variant != NULL && field < WM_N_FIELDS, 0);
  return *field_int ((WmVariant *) variant, field);
}

void
wm_field_set (WmVariant *variant, WmField field, int value)
{
  g_return_if_fail (variant != NULL && field < WM_N_FIELDS);
  *field_int (variant, field) = CLAMP (value, fields[field].min, fields[field].max);
}

void
wm_field_range (WmField field, int *min, int *max)
{
  g_return_if_fail (field < WM_N_FIELDS);
  *min = fields[field].min;
  *max = fields[field].max;
}

gboolean
wm_field_is_toggle (WmField field)
{
  g_return_val_if_fail (field < WM_N_FIELDS, FALSE);
  return fields[field].toggle;
}

const char *
wm_field_name (WmField field)
{
  g_return_val_if_fail (field < WM_N_FIELDS, NULL);
  return _(fields[field].name);
}

gboolean
wm_field_is_gold (WmField field)
{
  g_return_val_if_fail (field < WM_N_FIELDS, FALSE);
  return fields[field].gold;
}

const char *
wm_field_key (WmField field)
{
  g_return_val_if_fail (field < WM_N_FIELDS, NULL);
  return fields[field].key;
}
