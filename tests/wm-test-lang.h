#pragma once

/* Switching a test program's messages to another language. */

#include <glib.h>

/* Switches gettext to @lang ("de"; NULL for English) under @locale
 * ("de_DE.UTF-8"), reading the build's catalogues (wm_locale_dir ()) and
 * making Waymark's domain the default one, as waymark's main () does, so
 * that UI labels follow @lang too.
 * FALSE when the system lacks the locale, or when @probe (a msgid, or
 * NULL for no check) comes back untranslated: the build has no catalogue
 * for @lang. */
gboolean wm_test_use_language (const char *lang, const char *locale, const char *probe);

/* Reads the build's catalogues (wm_locale_dir ()) and makes Waymark's domain
 * the default one, as waymark's main () does: the editor's gettext () and
 * its .ui templates (which name no domain) read the default domain. */
void wm_test_bind_catalogue (void);

/* The locale and $LANGUAGE a test found, to put back after switching:
 *
 *   g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
 *
 * puts them back (and rebinds the catalogue) when @kept goes out of scope,
 * also when the test returns early. */
typedef struct _WmTestKeptLanguage WmTestKeptLanguage;

WmTestKeptLanguage *wm_test_keep_language (void);
/* Switches back to what wm_test_keep_language() found and frees @kept. */
void wm_test_restore_language (WmTestKeptLanguage *kept);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmTestKeptLanguage, wm_test_restore_language)
