#define G_LOG_DOMAIN "wm-check"

/* A variant that still calls itself a bundled one (code "bundled-identity",
 * a warning): the base game opened without a file and saved under a new
 * name keeps the base game's identifier, titles, descriptions and
 * authors, and renaming it on the Overview changes one language. The
 * print of another language then says "Waymark-Grundspiel" on its cover
 * and every page header, and two variants with the identifier treos-base
 * cannot be told apart in game logs. Each thing is reported on its own,
 * in the language it is in, with what to do.
 *
 * The bundled templates themselves (variant->bundled: loaded from the
 * GResource, or their own file in the source tree) are what they say
 * they are, and are left alone. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wm-variant-template.h"
#include "wm-check-private.h"
#include "wm-locale.h"

/* What each template's sentences call it: German declines the base game,
 * the small board and the empty board differently, so every sentence is whole. */
static const struct
{
  const char *id;          /* %s: the identifier */
  const char *title;       /* %s: the language, %s: the title */
  const char *description; /* %s: the language */
} sentences[WM_N_TEMPLATES] = {
  [WM_TEMPLATE_BASE] = {
    N_("the identifier is still the base game's “%s”, and two variants with one identifier "
       "cannot be told apart; give your variant its own on the Overview page"),
    N_("the title in %s is still the base game's “%s”; give your variant its own title on the "
       "Overview page"),
    N_("the description in %s is still the base game's; describe your variant on the Overview "
       "page"),
  },
  [WM_TEMPLATE_SMALL] = {
    N_("the identifier is still the small board's “%s”, and two variants with one identifier "
       "cannot be told apart; give your variant its own on the Overview page"),
    N_("the title in %s is still the small board's “%s”; give your variant its own title on the "
       "Overview page"),
    N_("the description in %s is still the small board's; describe your variant on the "
       "Overview page"),
  },
  [WM_TEMPLATE_BLANK] = {
    N_("the identifier is still the empty board's “%s”, and two variants with one identifier "
       "cannot be told apart; give your variant its own on the Overview page"),
    N_("the title in %s is still the empty board's “%s”; give your variant its own title on the "
       "Overview page"),
    N_("the description in %s is still the empty board's; describe your variant on the "
       "Overview page"),
  },
};

/* Each warning's where names the Overview row it is fixed in, so that the
 * editor can go to that row: "info / identifier", "info / title de",
 * "info / description it", "info / authors". */
static int
entry_line (const WmTextEntry *entry, int fallback)
{
  return entry->line > 0 ? entry->line : fallback;
}

/* Warns for each language whose @text is a template's title or
 * description (@what), in any of the template's languages: a German
 * title left at "Waymark Base Game" counts too. */
static void
check_texts (WmCheck *c, const WmText *text, WmTemplateText what, int line)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      g_autofree char *language = NULL;
      g_autofree char *where = NULL;
      WmTemplate which;

      if (!wm_template_has_text (what, entry->text, &which))
        continue;
      language = wm_locale_language_in_sentence (entry->lang);
      where = g_strdup_printf ("info / %s %s", what == WM_TEMPLATE_TITLE ? "title" : "description",
                               entry->lang);
      if (what == WM_TEMPLATE_TITLE)
        wm_check_warning (c, entry_line (entry, line), where, "bundled-identity",
                          _ (sentences[which].title), language, entry->text);
      else
        wm_check_warning (c, entry_line (entry, line), where, "bundled-identity",
                          _ (sentences[which].description), language);
    }
}

void
wm_check_bundled_identity (WmCheck *c)
{
  const WmVariant *v = c->variant;
  int line = v->info.line > 0 ? v->info.line : v->line;
  WmTemplate which;

  if (v->bundled)
    return;
  if (wm_template_has_id (v->id, &which))
    wm_check_warning (c, v->line, "info / identifier", "bundled-identity", _ (sentences[which].id),
                      v->id);
  check_texts (c, &v->info.title, WM_TEMPLATE_TITLE, line);
  check_texts (c, &v->info.description, WM_TEMPLATE_DESCRIPTION, line);
  /* <author> keeps no line of its own: the info element's. */
  for (guint i = 0; i < v->info.authors->len; i++)
    {
      const char *author = g_ptr_array_index (v->info.authors, i);
      if (wm_template_has_author (author, NULL))
        wm_check_warning (c, line, "info / authors", "bundled-identity",
                          _ ("the authors still name “%s”, who made the bundled games, not this "
                             "variant; name its own authors on the Overview page"),
                          author);
    }
}
