#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <string.h>

#include "wm-extras-private.h"
#include "wm-text.h"

static void
text_entry_free (WmTextEntry *entry)
{
  g_free (entry->lang);
  g_free (entry->text);
  wm_extras_free (entry->extras);
  g_free (entry);
}

void
wm_text_init (WmText *text)
{
  text->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) text_entry_free);
}

void
wm_text_clear (WmText *text)
{
  g_clear_pointer (&text->entries, g_ptr_array_unref);
}

static WmTextEntry *
find_entry (const WmText *text, const char *lang)
{
  if (text->entries == NULL || lang == NULL)
    return NULL;
  for (guint i = 0; i < text->entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (g_strcmp0 (entry->lang, lang) == 0)
        return entry;
    }
  return NULL;
}

void
wm_text_set (WmText *text, const char *lang, const char *value)
{
  WmTextEntry *entry;

  g_return_if_fail (text->entries != NULL);
  g_return_if_fail (lang != NULL);

  entry = find_entry (text, lang);
  if (entry == NULL)
    {
      entry = g_new0 (WmTextEntry, 1);
      entry->lang = g_strdup (lang);
      g_ptr_array_add (text->entries, entry);
    }
  g_free (entry->text);
  entry->text = g_strdup (value ? value : "");
}

void
wm_text_remove (WmText *text, const char *lang)
{
  WmTextEntry *entry = find_entry (text, lang);

  if (entry != NULL)
    g_ptr_array_remove (text->entries, entry);
}

guint
wm_text_keep_languages (WmText *text, const char *const *languages)
{
  guint removed = 0;

  g_return_val_if_fail (languages != NULL, 0);

  for (guint i = text->entries != NULL ? text->entries->len : 0; i-- > 0;)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (!g_strv_contains (languages, entry->lang))
        {
          g_ptr_array_remove_index (text->entries, i);
          removed++;
        }
    }
  return removed;
}

const char *
wm_text_get_exact (const WmText *text, const char *lang)
{
  WmTextEntry *entry = find_entry (text, lang);
  return entry ? entry->text : NULL;
}

const char *
wm_text_get (const WmText *text, const char *lang, const char *fallback_lang)
{
  const char *value = wm_text_get_exact (text, lang);

  if (value == NULL)
    value = wm_text_get_exact (text, fallback_lang);
  if (value == NULL && text->entries != NULL && text->entries->len > 0)
    value = ((WmTextEntry *) g_ptr_array_index (text->entries, 0))->text;
  return value ? value : "";
}

gboolean
wm_text_is_empty (const WmText *text)
{
  return text->entries == NULL || text->entries->len == 0;
}

gboolean
wm_text_equal (const WmText *a, const WmText *b)
{
  guint na = a->entries ? a->entries->len : 0;
  guint nb = b->entries ? b->entries->len : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    {
      WmTextEntry *ea = g_ptr_array_index (a->entries, i);
      WmTextEntry *eb = g_ptr_array_index (b->entries, i);
      if (g_strcmp0 (ea->lang, eb->lang) != 0 || g_strcmp0 (ea->text, eb->text) != 0)
        return FALSE;
    }
  return TRUE;
}

char *
wm_text_name_key (const char *name)
{
  g_autofree char *stripped = name != NULL ? g_strstrip (g_strdup (name)) : NULL;
  g_autofree char *folded = NULL;

  if (stripped == NULL || *stripped == '\0' || !g_utf8_validate (stripped, -1, NULL))
    return NULL;
  folded = g_utf8_casefold (stripped, -1);
  return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
}

gboolean
wm_text_same_name (const char *a, const char *b)
{
  g_autofree char *key = wm_text_name_key (a);
  g_autofree char *other_key = key != NULL ? wm_text_name_key (b) : NULL;

  return other_key != NULL && strcmp (key, other_key) == 0;
}

static gboolean
is_bidi_control (gunichar c)
{
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* Letters written right to left: Hebrew to NKo and the Arabic extensions,
 * their presentation forms, and the historic scripts of the SMP. */
static gboolean
is_right_to_left (gunichar c)
{
  return (c >= 0x0590 && c <= 0x08FF) || (c >= 0xFB1D && c <= 0xFDFF)
         || (c >= 0xFE70 && c <= 0xFEFF) || (c >= 0x10800 && c <= 0x10FFF)
         || (c >= 0x1E800 && c <= 0x1EFFF) || c == 0x200F || c == 0x061C;
}

gunichar
wm_text_bidi_control (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (is_bidi_control (g_utf8_get_char (p)))
      return g_utf8_get_char (p);
  return 0;
}

char *
wm_text_isolate (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (is_bidi_control (c) || is_right_to_left (c))
        return g_strconcat ("\u200E\u2068", text, "\u2069", NULL);
    }
  return g_strdup (text ? text : "");
}
