#pragma once

/* The application's GSettings (schema io.github.waymark.Waymark), or NULL
 * when the schema is neither installed nor compiled in the build folder; the
 * callers then use the schema's defaults. */

#include <gio/gio.h>

G_BEGIN_DECLS

#define WM_SETTINGS_SCHEMA_ID "io.github.waymark.Waymark"
#define WM_DEFAULT_AUTOSAVE_DELAY 5

GSettings *wm_settings_get (void);
guint wm_settings_get_autosave_delay (void);
/* The paper Print & Export starts with: "a4" or "letter". */
char *wm_settings_dup_paper_size (void);
/* The language Print & Export starts in where the variant has it ("en",
 * "de", "it"), or NULL for the desktop's language (the key's default, ""). */
char *wm_settings_dup_print_language (void);

/* What the Simulation page starts with: the players, games, bots and seed
 * of the last batch run from it, and how many worker threads a batch uses
 * (0: all cores but one, which stays free for the window; a key without a
 * control in the app, for dconf-editor or `gsettings set`). */
typedef struct
{
  int players;
  guint games;
  guint64 seed;
  guint threads;
  char *bots;     /* as `simulate --bots` takes them: "planner:explorer,greedy" */
  char *personas; /* the persona file they were chosen with, or NULL */
} WmSimulationSettings;

/* Fill @out; wm_simulation_settings_clear() frees its strings. */
void wm_settings_get_simulation (WmSimulationSettings *out);
/* Stores players, games, seed, bots and personas; the threads are only read. */
void wm_settings_set_simulation (const WmSimulationSettings *in);
void wm_simulation_settings_clear (WmSimulationSettings *settings);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WmSimulationSettings, wm_simulation_settings_clear)

G_END_DECLS
