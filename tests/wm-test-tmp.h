#pragma once

/* Temporary folders for test programs: each is removed, with everything
 * in it, when the program exits normally. A test that fails aborts and
 * leaves its folder for a human to look at. */

#include <glib.h>

/* A new folder in the system's temporary folder, named from @prefix
 * ("wm-cli" → /tmp/wm-cli-Ab12Cd); free the path with g_free(). */
char *wm_test_tmp_dir (const char *prefix);

/* Removes @path and everything below it (symbolic links, not what they
 * point to). */
void wm_test_remove_tree (const char *path);
