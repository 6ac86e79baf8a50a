#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: the position loader (model/rules/wm-game-io.h) against the
 * bundled base game. A position either loads into a state that keeps every
 * invariant, or is refused with a message. One that loads saves to a
 * position that loads into the same state, and the engine can go on from
 * it: the player to move has a legal choice, and applying it keeps the
 * invariants. */

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

static void
go_on (const WmGame *game, WmGameState *state)
{
  WmChoice choices[WM_GAME_MAX_CHOICES];
  g_autofree char *reason = NULL;
  int to_move, n;

  if (wm_game_is_over (state))
    return;
  to_move = wm_game_to_move (state);
  n = wm_game_legal_choices (game, state, to_move, choices, G_N_ELEMENTS (choices));
  if (n <= 0)
    g_error ("the player to move (%d) has no legal choice in a loaded position", to_move);
  wm_game_apply_listed (game, state, &choices[n - 1]);
  if (!wm_game_check (game, state, &reason))
    g_error ("a legal choice from a loaded position breaks an invariant: %s", reason);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  g_autoptr (WmGame) game_again = NULL;
  g_autoptr (GBytes) saved = NULL;
  g_autofree char *reason = NULL;
  WmGameState state, state_again;

  game = wm_game_position_load (base, bytes, "fuzz.xml", &state, NULL, &error);
  if (game == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("a position was refused without a message");
      return 0;
    }
  if (!wm_game_check (game, &state, &reason))
    g_error ("a position that breaks an invariant was loaded: %s", reason);
  saved = wm_game_position_save (game, &state);
  game_again = wm_game_position_load (base, saved, "saved.xml", &state_again, NULL, &error);
  if (game_again == NULL)
    g_error ("a saved position does not load again: %s", error->message);
  wm_game_state_canonical (&state);
  wm_game_state_canonical (&state_again);
  if (!wm_game_state_equal (&state, &state_again))
    g_error ("a saved position loads into a different state");
  go_on (game, &state);
  return 0;
}
