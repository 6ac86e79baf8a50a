#pragma once

/* Temporary folders for test programs: each is removed, with everything
 * in it, when the program exits normally. A test that fails aborts and
 * leaves its folder for a human to look at. */

#include <glib.h>

/* A new folder in the system's temporary folder, named from @prefix
 * ("wm-cli" → /tmp/wm-cli-Ab12Cd); free the path with g_free(). */
char *wm_test_tmp_dir (const char *prefix);
/* The same in @parent (made if missing). Either first removes the folders
 * of @prefix's kind there that are more than a day old: those that tests
 * which failed (or were stopped) left behind. */
char *wm_test_tmp_dir_in (const char *parent, const char *prefix);

/* Removes @path and everything below it (symbolic links, not what they
 * point to). */
void wm_test_remove_tree (const char *path);

/* Before anything reads it: $XDG_DATA_HOME (recovery files) in a new
 * folder named from @prefix, never the user's; the test's child processes
 * (g_test_trap_subprocess (), a program it starts) use their parent's,
 * which it passes on in $WM_TEST_DATA_HOME. */
void wm_test_private_data_home (const char *prefix);
