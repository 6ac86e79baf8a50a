#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include "wm-settings.h"

/* An installed schema wins; a build folder's compiled schema lets `make run`
 * work without installing. */
static GSettingsSchema *
find_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, WM_SETTINGS_SCHEMA_ID, TRUE);
#ifdef WM_BUILD_SCHEMA_DIR
  if (schema == NULL)
    {
      g_autoptr (GSettingsSchemaSource) build_source
          = g_settings_schema_source_new_from_directory (WM_BUILD_SCHEMA_DIR, source, FALSE, NULL);
      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, WM_SETTINGS_SCHEMA_ID, FALSE);
    }
#endif
  return schema;
}

GSettings *
wm_settings_get (void)
{
  static GSettings *settings;
  static gsize initialised;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr (GSettingsSchema) schema = find_schema ();
      if (schema != NULL)
        settings = g_settings_new_full (schema, NULL, NULL);
      else
        g_debug ("GSettings schema %s not found; using defaults", WM_SETTINGS_SCHEMA_ID);
      g_once_init_leave (&initialised, 1);
    }
  return settings;
}

guint
wm_settings_get_autosave_delay (void)
{
  GSettings *settings = wm_settings_get ();

  return settings != NULL ? g_settings_get_uint (settings, "autosave-delay")
                          : WM_DEFAULT_AUTOSAVE_DELAY;
}

char *
wm_settings_dup_paper_size (void)
{
  GSettings *settings = wm_settings_get ();

  return settings != NULL ? g_settings_get_string (settings, "paper-size") : g_strdup ("a4");
}

char *
wm_settings_dup_print_language (void)
{
  GSettings *settings = wm_settings_get ();
  g_autofree char *lang = settings != NULL ? g_settings_get_string (settings, "print-language")
                                           : NULL;

  return lang != NULL && *lang != '\0' ? g_steal_pointer (&lang) : NULL;
}

void
wm_settings_get_simulation (WmSimulationSettings *out)
{
  GSettings *settings = wm_settings_get ();

  g_return_if_fail (out != NULL);
  if (settings == NULL)
    {
      *out = (WmSimulationSettings){
        .players = 4, .games = 500, .seed = 1, .threads = 0, .bots = g_strdup ("greedy")
      };
      return;
    }
  out->players = (int) g_settings_get_uint (settings, "simulation-players");
  out->games = g_settings_get_uint (settings, "simulation-games");
  out->seed = g_settings_get_uint64 (settings, "simulation-seed");
  out->threads = g_settings_get_uint (settings, "simulation-threads");
  out->bots = g_settings_get_string (settings, "simulation-bots");
  /* A file name is bytes, not necessarily UTF-8: the key is a bytestring. */
  g_settings_get (settings, "simulation-personas", "^ay", &out->personas);
  if (out->personas != NULL && *out->personas == '\0')
    g_clear_pointer (&out->personas, g_free);
}

void
wm_simulation_settings_clear (WmSimulationSettings *settings)
{
  g_clear_pointer (&settings->bots, g_free);
  g_clear_pointer (&settings->personas, g_free);
}

void
wm_settings_set_simulation (const WmSimulationSettings *in)
{
  GSettings *settings = wm_settings_get ();

  g_return_if_fail (in != NULL);
  if (settings == NULL)
    return;
  /* One write to the backend for the keys the page changes. */
  g_settings_delay (settings);
  g_settings_set_uint (settings, "simulation-players", (guint) in->players);
  g_settings_set_uint (settings, "simulation-games", in->games);
  g_settings_set_uint64 (settings, "simulation-seed", in->seed);
  g_settings_set_string (settings, "simulation-bots", in->bots ? in->bots : "greedy");
  g_settings_set (settings, "simulation-personas", "^ay", in->personas ? in->personas : "");
  g_settings_apply (settings);
}
