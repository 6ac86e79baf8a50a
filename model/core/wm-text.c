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
