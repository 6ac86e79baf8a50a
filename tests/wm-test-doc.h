#pragma once

/* Checks on an editor document shared by the edit tests. */

#include "wm-document.h"

/* Undoes every step of @doc and asserts the saved file is @before again:
 * an edit, however many steps it took, leaves nothing behind. */
void wm_test_assert_undoes_to (WmDocument *doc, GBytes *before);
/* How many of the validator's problems with @doc's variant have @code
 * ("lang-undeclared"). */
guint wm_test_count_code (WmDocument *doc, const char *code);
