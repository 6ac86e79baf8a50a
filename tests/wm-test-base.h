#pragma once

/* The bundled variants, loaded for a test, and what tests of the validator
 * look up in them. */

#include "wm-diagnostic.h"
#include "wm-game.h"
#include "wm-variant.h"

/* The base game as `waymark-cli … base` loads it; the test fails when it
 * does not load. Release with wm_variant_unref () (or g_autoptr). */
WmVariant *wm_test_load_base (void);
/* The bundled small board (resources/variants/small-board.waymark below
 * WM_SOURCE_ROOT); the test fails when it does not load. */
WmVariant *wm_test_load_small_board (void);

/* The character or card with @id; the test fails when there is none. */
WmCharacter *wm_test_find_character (WmVariant *variant, const char *id);
WmCard *wm_test_find_card (WmVariant *variant, const char *id);
/* What a game of wm_test_new_game () is set up with besides its seed. */
typedef enum
{
  WM_TEST_GAME_PLAIN = 0,
  WM_TEST_GAME_MEANER_HIGHWAYMEN = 1 << 0,
  WM_TEST_GAME_NO_EVENTS = 1 << 1,
  WM_TEST_GAME_HIGHER_GOAL = 1 << 2,
} WmTestGameFlags;

/* A game of @variant for red, yellow, purple and green, seated in that
 * order, on regions r1–r4 in place and unturned (r1 in the north-west),
 * seeded with @seed: the fixed table tests of the rules and of the gold
 * set positions on by hand. The test fails when it cannot be set up. */
WmGame *wm_test_new_game (WmVariant *variant, guint64 seed, WmTestGameFlags flags);
/* The index in @game of the card with @id; the test fails when there is
 * none. */
int wm_test_game_card (const WmGame *game, const char *id);
/* The line of @text's entry in @lang; the test fails when it has none. */
int wm_test_text_line (const WmText *text, const char *lang);

/* The diagnostics of code @code of a full validation of @variant, as
 * "where|line|message", each logged; the test fails when one is not of
 * @severity. */
GPtrArray *wm_test_validate_code (WmVariant *variant, const char *code, WmSeverity severity);

/* The one diagnostic of @code in @diags; the test fails when there is
 * none or more than one. */
const WmDiagnostic *wm_test_only_code (const WmDiagnostics *diags, const char *code);
