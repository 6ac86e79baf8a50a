#include "config.h"

#include "wm-test-lang.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "wm-locale.h"

void
wm_test_bind_catalogue (void)
{
  bindtextdomain (GETTEXT_PACKAGE, wm_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

gboolean
wm_test_use_language (const char *lang, const char *locale, const char *probe)
{
  if (lang != NULL)
    g_setenv ("LANGUAGE", lang, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  /* setlocale() also makes gettext forget the translations it looked up. */
  if (setlocale (LC_ALL, locale) == NULL)
    return FALSE;
  wm_test_bind_catalogue ();
  return lang == NULL || probe == NULL || g_strcmp0 (_(probe), probe) != 0;
}

struct _WmTestKeptLanguage
{
  char *locale;   /* setlocale (LC_ALL, NULL) */
  char *language; /* $LANGUAGE; NULL when unset */
};

WmTestKeptLanguage *
wm_test_keep_language (void)
{
  WmTestKeptLanguage *kept = g_new0 (WmTestKeptLanguage, 1);

  kept->locale = g_strdup (setlocale (LC_ALL, NULL));
  kept->language = g_strdup (g_getenv ("LANGUAGE"));
  return kept;
}

void
wm_test_restore_language (WmTestKeptLanguage *kept)
{
  if (kept == NULL)
    return;
  wm_test_use_language (NULL, kept->locale, NULL);
  /* After wm_test_use_language(), which unset it for English. */
  if (kept->language != NULL)
    g_setenv ("LANGUAGE", kept->language, TRUE);
  g_free (kept->locale);
  g_free (kept->language);
  g_free (kept);
}
