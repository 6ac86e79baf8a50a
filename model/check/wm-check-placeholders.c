#define G_LOG_DOMAIN "wm-check"

/* Names an editor gave and the designer never replaced (code
 * "placeholder-name", a warning): the editors write a placeholder into
 * every language of the variant, the designer renames the thing in the
 * language on screen, and the other languages keep "New card" — which
 * then prints. Each text is checked on its own, in its own language.
 *
 * A text is a placeholder when it equals the placeholder translated into
 * any language the variant declares or its own (a German desktop once
 * wrote "Neue Karte" into the English name), or the English source text
 * (what every language without a catalogue gets, and what the editor
 * wrote before it translated per language). A copy's mark is matched the
 * same way, around any name. The msgids are those the editors use
 * (wm-placeholders.h). */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-locale.h"
#include "wm-placeholders.h"
#include "wm-registry.h"

/* Whether @text is @format ("%s (copy)", "%s (Kopie)") around a name of at
 * least one character. A translation that spells its hole otherwise
 * ("%1$s") matches nothing. */
static gboolean
is_marked (const char *text, const char *format)
{
  const char *hole = strstr (format, "%s");
  size_t before, after, len = strlen (text);

  if (hole == NULL)
    return FALSE;
  before = hole - format;
  after = strlen (hole + 2);
  return len > before + after && strncmp (text, format, before) == 0
         && strcmp (text + len - after, hole + 2) == 0;
}

static gboolean
matches_one (const char *text, const char *candidate, gboolean mark)
{
  return mark ? is_marked (text, candidate) : strcmp (text, candidate) == 0;
}

/* Whether @text is @msgid in English, in @lang or in a language the
 * variant declares; with @mark, whether that format marks it instead. */
static gboolean
matches (const WmVariant *variant, const char *lang, const char *text, const char *msgid,
         gboolean mark)
{
  char **langs = variant->info.languages;

  if (matches_one (text, msgid, mark) || matches_one (text, wm_locale_gettext (lang, msgid), mark))
    return TRUE;
  for (int i = 0; langs != NULL && langs[i] != NULL; i++)
    if (matches_one (text, wm_locale_gettext (langs[i], msgid), mark))
      return TRUE;
  return FALSE;
}

static int
entry_line (const WmTextEntry *entry, int fallback)
{
  return entry->line > 0 ? entry->line : fallback;
}

gboolean
wm_check_is_new_card_name (const WmVariant *variant, const WmTextEntry *entry)
{
  return matches (variant, entry->lang, entry->text, WM_PLACEHOLDER_NEW_CARD, FALSE);
}

void
wm_check_card_placeholders (WmCheck *c, const WmCard *card, const char *where)
{
  for (guint i = 0; i < card->name.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (card->name.entries, i);
      g_autofree char *language = NULL;
      if (!wm_check_is_new_card_name (c->variant, entry))
        continue;
      language = wm_locale_language_in_sentence (entry->lang);
      wm_check_warning (c, entry_line (entry, card->line), where, "placeholder-name",
                        _("card “%s” is still named “%s” in %s, the name the deck editor "
                          "gives a new card"),
                        card->id, entry->text, language);
    }
}

/* Empty, or nothing but spaces and line breaks. */
static gboolean
is_blank (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* A name that prints as nothing (code "blank-name", a warning): the loader
 * takes an empty <name>, and a table cell cleared in an editor leaves one.
 * @format is the whole sentence for the kind of thing, with %s for its id
 * and for the language. */
static void
check_blank (WmCheck *c, const WmText *name, int line, const char *id, const char *where,
             const char *format)
{
  for (guint i = 0; i < name->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (name->entries, i);
      g_autofree char *language = NULL;
      if (!is_blank (entry->text))
        continue;
      language = wm_locale_language_in_sentence (entry->lang);
      wm_check_warning (c, entry_line (entry, line), where, "blank-name", format, id, language);
    }
}

void
wm_check_card_blank_names (WmCheck *c, const WmCard *card, const char *where)
{
  check_blank (c, &card->name, card->line, card->id, where,
               _("card “%s” has a blank name in %s"));
}

/* Quests and events print a text under the name; a card with no text in
 * any language would print an empty box. Movement cards have none. */
void
wm_check_card_text_missing (WmCheck *c, const WmDeck *deck, const WmCard *card,
                            const char *where)
{
  const WmCardKindSpec *spec
      = deck->kind < WM_N_DECK_KINDS ? wm_registry_card_kind (deck->kind) : NULL;

  if (spec == NULL || wm_card_kind_find_field (spec, "text") == NULL)
    return;
  for (guint i = 0; card->text.entries != NULL && i < card->text.entries->len; i++)
    if (!is_blank (((const WmTextEntry *) g_ptr_array_index (card->text.entries, i))->text))
      return;
  wm_check_warning (c, card->line, where, "card-text-missing",
                    _("card “%s” has no text in any language, so it prints without one"),
                    card->id);
}

void
wm_check_deck_blank_names (WmCheck *c, const WmDeck *deck, const char *where)
{
  check_blank (c, &deck->name, deck->line, deck->id, where,
               _("deck “%s” has a blank name in %s"));
}

void
wm_check_region_placeholders (WmCheck *c, const WmRegion *region)
{
  g_autofree char *where = g_strdup_printf ("region %s", region->id);

  for (guint i = 0; i < region->name.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (region->name.entries, i);
      int line = entry_line (entry, region->line);
      gboolean by_id = strcmp (entry->text, region->id) == 0;
      g_autofree char *language = NULL;
      if (!by_id && !matches (c->variant, entry->lang, entry->text, WM_PLACEHOLDER_COPY, TRUE))
        continue;
      /* named only for a warning: this runs after every pause in editing */
      language = wm_locale_language_in_sentence (entry->lang);
      if (by_id)
        wm_check_warning (c, line, where, "placeholder-name",
                          _("region “%s” is still named by its id in %s, as the map editor "
                            "names a new region"),
                          region->id, language);
      else
        wm_check_warning (c, line, where, "placeholder-name",
                          _("region “%s” is still named “%s” in %s, the name the map editor "
                            "gives a copy"),
                          region->id, entry->text, language);
    }
}

/* Warns for each language in which @name is still @msgid; @sentence has %s
 * for the id, the name and the language. @per_language: @where is followed
 * by the text's language ("info / title de"), each warning then its own
 * subject to accept, as bundled-identity's are. */
static void
check_named (WmCheck *c, const WmText *name, int line, const char *id, const char *where,
             gboolean per_language, const char *msgid, const char *sentence)
{
  for (guint i = 0; i < name->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (name->entries, i);
      g_autofree char *language = NULL;
      g_autofree char *entry_where = NULL;
      if (!matches (c->variant, entry->lang, entry->text, msgid, FALSE))
        continue;
      language = wm_locale_language_in_sentence (entry->lang);
      if (per_language)
        entry_where = g_strdup_printf ("%s %s", where, entry->lang);
      wm_check_warning (c, entry_line (entry, line), per_language ? entry_where : where,
                        "placeholder-name", sentence, id, entry->text, language);
    }
}

/* The title and identifier New variant gives (Overview page): they would
 * print on the cover and every page header, and the identifier names the
 * variant in game logs. */
static void
check_info_placeholders (WmCheck *c)
{
  const WmVariant *v = c->variant;
  int line = v->info.line > 0 ? v->info.line : v->line;

  /* Each its own subject, the Overview row it leads to: accepting the
   * title kept in one language accepts neither another's nor the
   * identifier. */
  check_named (c, &v->info.title, line, v->id, "info / title", TRUE, WM_PLACEHOLDER_NEW_VARIANT,
               _("the variant “%s” is still titled “%s” in %s, the title New variant gives; "
                 "give it its own on the Overview page"));
  if (g_strcmp0 (v->id, WM_PLACEHOLDER_NEW_VARIANT_ID) == 0)
    wm_check_warning (c, v->line, "info / identifier", "placeholder-name",
                      _("the variant's identifier is still “%s”, the one New variant gives; "
                        "give it its own on the Overview page"),
                      v->id);
}

/* The variant's title and identifier (Overview page), characters
 * (Characters page) and towns, path types and weapon types (Rules page)
 * keep the name the editor gave them. A piece's `where` names it by id
 * ("town ID", "path-type ID", "weapon-type ID"), so that the Validation
 * page can go to its row. */
void
wm_check_piece_placeholders (WmCheck *c)
{
  const WmVariant *v = c->variant;

  check_info_placeholders (c);
  for (guint i = 0; i < v->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (v->characters, i);
      g_autofree char *where = g_strdup_printf ("character %s", ch->id);
      check_named (c, &ch->name, ch->line, ch->id, where, FALSE, WM_PLACEHOLDER_NEW_CHARACTER,
                   _("character “%s” is still named “%s” in %s, the name the Characters page "
                     "gives a new character"));
    }
  for (guint i = 0; i < v->towns->len; i++)
    {
      const WmTown *t = g_ptr_array_index (v->towns, i);
      g_autofree char *where = g_strdup_printf ("town %s", t->id);
      check_named (c, &t->name, t->line, t->id, where, FALSE, WM_PLACEHOLDER_NEW_TOWN,
                   _("town “%s” is still named “%s” in %s, the name the Rules page gives a "
                     "new town"));
    }
  for (guint i = 0; i < v->path_types->len; i++)
    {
      const WmPathType *t = g_ptr_array_index (v->path_types, i);
      g_autofree char *where = g_strdup_printf ("path-type %s", t->id);
      check_named (c, &t->name, t->line, t->id, where, FALSE, WM_PLACEHOLDER_NEW_PATH_TYPE,
                   _("path type “%s” is still named “%s” in %s, the name the Rules page gives "
                     "a new path type"));
    }
  for (guint i = 0; i < v->weapon_types->len; i++)
    {
      const WmWeaponType *t = g_ptr_array_index (v->weapon_types, i);
      g_autofree char *where = g_strdup_printf ("weapon-type %s", t->id);
      check_named (c, &t->name, t->line, t->id, where, FALSE, WM_PLACEHOLDER_NEW_WEAPON_TYPE,
                   _("weapon type “%s” is still named “%s” in %s, the name the Rules page "
                     "gives a new weapon type"));
    }
}
