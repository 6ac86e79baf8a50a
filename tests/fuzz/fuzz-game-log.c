#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: the game log loader (model/rules/wm-game-io.h) against the
 * bundled base game. A log either loads, or is refused with a message. One
 * that loads is replayed: the replay stops at the first illegal decision
 * with a message, and the position it reaches keeps every invariant. Saving
 * the decisions that were legal gives a log that loads again. */

#include "config.h"

#include <glib.h>

#include "wm-fuzz.h"
#include "wm-game-io.h"
#include "wm-variant-io.h"

static WmVariant *base;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  wm_fuzz_init ();
  base = wm_variant_load_base (diags);
  g_assert (base != NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (WmGame) game = wm_game_log_load (base, bytes, "fuzz.xml", &choices, &error);
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (GArray) choices_again = NULL;
  g_autoptr (WmGame) game_again = NULL;
  g_autofree char *reason = NULL;
  WmGameState state;
  int legal;

  if (game == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("a log was refused without a message");
      return 0;
    }
  g_assert (choices != NULL);
  if (!wm_game_replay (game, (WmChoice *) choices->data, choices->len, &state, &error))
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("a replay stopped without a message");
      g_clear_error (&error);
    }
  if (!wm_game_check (game, &state, &reason))
    g_error ("a replay reached a position that breaks an invariant: %s", reason);

  /* Count the decisions the replay applied (up to the first illegal one). */
  {
    WmGameState s;
    wm_game_start (game, &s);
    for (legal = 0; legal < (int) choices->len; legal++)
      if (!wm_game_apply (game, &s, &g_array_index (choices, WmChoice, legal), NULL))
        break;
  }
  saved = wm_game_log_save (game, (WmChoice *) choices->data, legal, NULL);
  game_again = wm_game_log_load (base, saved, "saved.xml", &choices_again, &error);
  if (game_again == NULL)
    g_error ("a saved log does not load again: %s\n%.*s", error->message,
             (int) g_bytes_get_size (saved), (const char *) g_bytes_get_data (saved, NULL));
  if ((int) choices_again->len != legal)
    g_error ("a saved log of %d decisions loads with %u", legal, choices_again->len);
  return 0;
}
