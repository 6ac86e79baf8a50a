#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-locale.h"

const char *
wm_locale_dir (void)
{
  static gsize exe;
  const char *env = g_getenv ("WM_LOCALEDIR");

  if (env != NULL && *env != '\0')
    return env;
  /* Read once: the answer cannot change while the program runs. */
  if (g_once_init_enter (&exe))
    {
      char *path = g_file_read_link ("/proc/self/exe", NULL);
      g_once_init_leave (&exe, (gsize) (path ? path : g_strdup ("")));
    }
  if (g_str_has_prefix ((const char *) exe, WM_BUILD_ROOT G_DIR_SEPARATOR_S))
    return WM_BUILD_LOCALEDIR;
  return LOCALEDIR;
}

/* ---- messages in any language ---------------------------------------------- */

/* A gettext catalogue (waymark.mo) read into a table: msgid → msgstr, both
 * pointing into the file's contents; a plural entry is kept under its
 * singular msgid with its first form, and in @plurals with its second. */
typedef struct
{
  char *data;
  GHashTable *messages;
  GHashTable *plurals;
} Catalog;

static guint32
mo_word (const char *data, gsize at, gboolean swap)
{
  guint32 w;

  memcpy (&w, data + at, 4);
  return swap ? GUINT32_SWAP_LE_BE (w) : w;
}

/* The messages of a .mo file (format of GNU gettext's msgfmt); NULL when
 * it is missing or malformed. Context entries are kept under their whole
 * msgid; a plural entry ("msgid\0msgid_plural" → "form 0\0form 1") under
 * its singular msgid. */
static Catalog *
catalog_read (const char *path)
{
  g_autofree char *data = NULL;
  gsize len;
  guint32 magic, n, originals, translations;
  gboolean swap;
  Catalog *cat;

  if (!g_file_get_contents (path, &data, &len, NULL) || len < 28)
    return NULL;
  memcpy (&magic, data, 4);
  if (magic != 0x950412de && magic != 0xde120495)
    return NULL;
  swap = magic == 0xde120495;
  n = mo_word (data, 8, swap);
  originals = mo_word (data, 12, swap);
  translations = mo_word (data, 16, swap);
  if ((guint64)originals + 8 * (guint64)n > len || (guint64)translations + 8 * (guint64)n > len)
    return NULL;
  cat = g_new0 (Catalog, 1);
  cat->messages = g_hash_table_new (g_str_hash, g_str_equal);
  cat->plurals = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint32 i = 0; i < n; i++)
    {
      guint32 ol = mo_word (data, originals + 8 * i, swap);
      guint32 oo = mo_word (data, originals + 8 * i + 4, swap);
      guint32 tl = mo_word (data, translations + 8 * i, swap);
      guint32 to = mo_word (data, translations + 8 * i + 4, swap);
      /* strings end in a NUL that the lengths leave out */
      if ((guint64)oo + ol >= len || (guint64)to + tl >= len || data[oo + ol] != '\0'
          || data[to + tl] != '\0' || ol == 0 || tl == 0)
        continue;
      g_hash_table_insert (cat->messages, data + oo, data + to);
      if (strlen (data + to) < tl)
        g_hash_table_insert (cat->plurals, data + oo, data + to + strlen (data + to) + 1);
    }
  cat->data = g_steal_pointer (&data);
  return cat;
}

/* The catalogue of @lang ("de", "de_CH", "pt-BR": the whole name first,
 * then the language alone) in the first folder that has one: the one the
 * programs use (wm_locale_dir (): WM_LOCALEDIR, the build folder's, the
 * installed one), the folder the program bound the text domain to, the
 * installed one. */
static Catalog *
catalog_find (const char *lang)
{
  g_autofree char *name = g_strdelimit (g_strdup (lang), "-", '_');
  const char *dirs[]
      = { wm_locale_dir (), bindtextdomain (GETTEXT_PACKAGE, NULL), LOCALEDIR };
  char *sep = strchr (name, '_');

  for (int pass = 0; pass < (sep != NULL ? 2 : 1); pass++)
    {
      if (pass == 1)
        *sep = '\0';
      for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
        {
          g_autofree char *path = NULL;
          Catalog *cat;
          if (dirs[d] == NULL)
            continue;
          path = g_build_filename (dirs[d], name, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
          if ((cat = catalog_read (path)) != NULL)
            return cat;
        }
    }
  return NULL;
}

/* @msgid's entry in @lang's catalogue, its second form (@plural) or its
 * first; NULL when there is none. */
static const char *
catalog_lookup (const char *lang, const char *msgid, gboolean plural)
{
  /* catalogues are read once and kept: a handful of languages at most */
  static GMutex lock;
  static GHashTable *catalogs; /* lang → Catalog*, NULL for none */
  const char *text = NULL;
  Catalog *cat;

  g_mutex_lock (&lock);
  if (catalogs == NULL)
    catalogs = g_hash_table_new (g_str_hash, g_str_equal);
  if (!g_hash_table_lookup_extended (catalogs, lang, NULL, (gpointer *)&cat))
    {
      cat = catalog_find (lang);
      g_hash_table_insert (catalogs, g_strdup (lang), cat);
    }
  if (cat != NULL)
    text = g_hash_table_lookup (plural ? cat->plurals : cat->messages, msgid);
  g_mutex_unlock (&lock);
  return text;
}

const char *
wm_locale_gettext (const char *lang, const char *msgid)
{
  const char *text;

  if (lang == NULL || *lang == '\0' || g_str_has_prefix (lang, "en"))
    return msgid;
  text = catalog_lookup (lang, msgid, FALSE);
  return text != NULL ? text : msgid;
}

const char *
wm_locale_ngettext (const char *lang, const char *singular, const char *plural, gulong n)
{
  const char *text;

  if (lang == NULL || *lang == '\0' || g_str_has_prefix (lang, "en"))
    return n == 1 ? singular : plural;
  /* The catalogues' plural rule is English's, (n != 1): German's and
   * Italian's, the languages Waymark speaks. */
  text = catalog_lookup (lang, singular, n != 1);
  return text != NULL ? text : n == 1 ? singular : plural;
}

/* The catalogue's entry for the separator: its context, "\004", its msgid,
 * which is how msgfmt keys an entry with a context. */
static const char decimal_separator_key[] = "decimal separator\004.";

const char *
wm_locale_decimal_separator (const char *lang)
{
  /* TRANSLATORS: the decimal separator of numbers on printed sheets and
   * rendered captions in your language: "," if you write 16,5 mm. */
  const char *dot = NC_ ("decimal separator", ".");
  const char *separator = wm_locale_gettext (lang, decimal_separator_key);

  return separator == decimal_separator_key ? dot : separator;
}

/* The languages Waymark has a word for, by the English name its catalogues
 * translate (the Printing preference's). */
static const struct
{
  const char *tag;
  const char *name;
} language_names[] = {
  { "en", N_("English") },
  { "de", N_("German") },
  { "it", N_("Italian") },
};

/* The index of @lang's language in language_names (its primary tag:
 * "de" of "de-AT"), or -1 when Waymark has no word for it. */
static int
known_language (const char *lang)
{
  g_autofree char *primary = g_ascii_strdown (lang, (gssize) strcspn (lang, "-_"));

  for (guint i = 0; i < G_N_ELEMENTS (language_names); i++)
    if (g_str_equal (primary, language_names[i].tag))
      return (int) i;
  return -1;
}

/* @name of @lang's language, with @lang after it when that is a regional
 * tag ("Deutsch (de-AT)"). */
static char *
with_region (const char *name, const char *lang)
{
  return strcspn (lang, "-_") == strlen (lang) ? g_strdup (name)
                                               : g_strdup_printf ("%s (%s)", name, lang);
}

char *
wm_locale_language_name (const char *lang)
{
  int i;

  g_return_val_if_fail (lang != NULL, NULL);
  i = known_language (lang);
  if (i < 0)
    return g_strdup (lang);
  return with_region (wm_locale_gettext (language_names[i].tag, language_names[i].name), lang);
}

/* The same languages named inside a sentence: a context of their own,
 * because Italian writes them in lower case there ("in inglese") and
 * capitalised where they stand alone as a picker's entry. */
static const char *const sentence_names[] = {
  NC_ ("language in a sentence", "English"),
  NC_ ("language in a sentence", "German"),
  NC_ ("language in a sentence", "Italian"),
};

char *
wm_locale_language_in_sentence (const char *lang)
{
  int i;

  g_return_val_if_fail (lang != NULL, NULL);
  G_STATIC_ASSERT (G_N_ELEMENTS (sentence_names) == G_N_ELEMENTS (language_names));
  i = known_language (lang);
  if (i < 0)
    return g_strdup (lang);
  return with_region (g_dpgettext2 (GETTEXT_PACKAGE, "language in a sentence", sentence_names[i]), lang);
}

char *
wm_locale_language_in_words_and_tag (const char *tag)
{
  g_autofree char *primary = NULL;
  g_autofree char *words = NULL;

  g_return_val_if_fail (tag != NULL, NULL);
  primary = g_strndup (tag, strcspn (tag, "-_"));
  words = wm_locale_language_in_sentence (primary);
  if (strcmp (words, primary) == 0)
    /* Translators: a language Waymark has no name for, by its tag ("fr"). */
    return g_strdup_printf (C_ ("language tag", "“%s”"), tag);
  /* Translators: a language in words and its tag: "German (“de-AT”)". */
  return g_strdup_printf (C_ ("language in words and tag", "%s (“%s”)"), words, tag);
}
