#pragma once

/* The bundled base game, loaded for a test. */

#include "wm-variant.h"

/* The base game as `waymark-cli … base` loads it; the test fails when it
 * does not load. Release with wm_variant_unref () (or g_autoptr). */
WmVariant *wm_test_load_base (void);
