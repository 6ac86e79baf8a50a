#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wm-sim-report.h"
#include "wm-sim-result-config.h"

/* A bot as the result wrote it: its label ("planner:explorer") and its
 * weights. */
static gboolean
read_bot (JsonObject *bot, WmBotSpec *spec)
{
  static const struct
  {
    const char *name;
    gsize offset;
  } weights[] = {
    { "gold", G_STRUCT_OFFSET (WmPersona, gold) },
    { "quest", G_STRUCT_OFFSET (WmPersona, quest) },
    { "take", G_STRUCT_OFFSET (WmPersona, take) },
    { "explore", G_STRUCT_OFFSET (WmPersona, explore) },
    { "fort", G_STRUCT_OFFSET (WmPersona, fort) },
    { "side", G_STRUCT_OFFSET (WmPersona, side) },
    { "bid", G_STRUCT_OFFSET (WmPersona, bid) },
  };
  const char *label = bot ? json_object_get_string_member_with_default (bot, "bot", NULL) : NULL;
  g_auto (GStrv) parts = label ? g_strsplit (label, ":", 2) : NULL;
  JsonObject *w = wm_sim_member_object (bot, "weights");
  const WmPersona *persona;

  if (parts == NULL || (int) (spec->tier = wm_bot_tier_from_string (parts[0])) < 0)
    return FALSE;
  /* The persona's name as the label gives it: a file's persona is no
   * built-in, and the weights below are what it played with. */
  persona = wm_persona_builtin (parts[1] ? parts[1] : "balanced");
  spec->persona = persona ? *persona : *wm_persona_builtin ("balanced");
  if (parts[1] != NULL)
    g_strlcpy (spec->persona.name, parts[1], sizeof spec->persona.name);
  for (guint i = 0; w != NULL && i < G_N_ELEMENTS (weights); i++)
    if (json_object_has_member (w, weights[i].name))
      G_STRUCT_MEMBER (double, &spec->persona, weights[i].offset)
          = wm_sim_member_double (w, weights[i].name);
  return TRUE;
}

gboolean
wm_sim_result_config (JsonNode *doc, const WmVariant *variant, WmSimConfig *config)
{
  JsonObject *o = wm_sim_member_object (json_node_get_object (doc), "config");
  JsonNode *node = o ? json_object_get_member (o, "characters") : NULL;
  JsonArray *characters = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  JsonArray *bots = NULL;
  const char *first_event;

  wm_sim_config_init (config, NULL, 2);
  if (o == NULL)
    return FALSE;
  node = json_object_get_member (o, "bots");
  bots = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  config->n_players = (int) json_object_get_int_member_with_default (o, "players", 0);
  if (config->n_players < 1 || config->n_players > WM_GAME_MAX_PLAYERS || bots == NULL
      || json_array_get_length (bots) < 1 || json_array_get_length (bots) > WM_SIM_MAX_BOTS)
    return FALSE;
  for (int p = 0; p < config->n_players; p++)
    {
      const char *id = characters && (guint) p < json_array_get_length (characters)
                           ? json_array_get_string_element (characters, p)
                           : NULL;
      guint index;

      config->characters[p] = -1;
      for (index = 0; id != NULL && index < variant->characters->len; index++)
        if (g_strcmp0 (((WmCharacter *) g_ptr_array_index (variant->characters, index))->id, id)
            == 0)
          config->characters[p] = (int) index;
    }
  config->n_bots = (int) json_array_get_length (bots);
  for (int b = 0; b < config->n_bots; b++)
    if (!read_bot (json_array_get_object_element (bots, b), &config->bots[b]))
      return FALSE;
  config->seed = g_ascii_strtoull (json_object_get_string_member_with_default (o, "seed", "0"),
                                   NULL, 10);
  config->games = (guint64) MAX (json_object_get_int_member_with_default (o, "games", 0), 0);
  config->cap_days = (int) json_object_get_int_member_with_default (o, "cap_days",
                                                                    config->cap_days);
  config->no_events = json_object_get_boolean_member_with_default (o, "no_events", FALSE);
  config->meaner_highwaymen
      = json_object_get_boolean_member_with_default (o, "meaner_highwaymen", FALSE);
  config->higher_goal = json_object_get_boolean_member_with_default (o, "higher_goal", FALSE);
  config->variable_setup = json_object_get_boolean_member_with_default (o, "variable_setup",
                                                                        FALSE);
  first_event = json_object_get_string_member_with_default (o, "first_event", NULL);
  config->first_event = first_event ? g_intern_string (first_event) : NULL;
  return TRUE;
}
