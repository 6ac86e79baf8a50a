#pragma once

/* Checks on an editor document shared by the edit tests. */

#include "wm-document.h"

/* Undoes every step of @doc and asserts the saved file is @before again:
 * an edit, however many steps it took, leaves nothing behind. */
void wm_test_assert_undoes_to (WmDocument *doc, GBytes *before);
