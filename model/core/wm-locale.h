#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of the message catalogues (de/LC_MESSAGES/waymark.mo …):
 * $WM_LOCALEDIR when set; the build folder's po/ for a program that runs
 * from the build folder, so that `make run` speaks the designer's
 * language before anything is installed; else the installed one. */
const char *wm_locale_dir (void);

/* @msgid in @lang, from the project's gettext catalogues (po/, installed
 * as waymark.mo) whatever the locale of the user interface: what a print
 * job says, the names an editor gives a new card in each of the variant's
 * languages and the validator's comparison with those names all follow
 * the language of the text, not the desktop's. @msgid itself for English,
 * for a language without a catalogue and for a message the catalogue does
 * not translate. Catalogues are read once and kept; thread-safe. */
const char *wm_locale_gettext (const char *lang, const char *msgid);
/* ngettext () for @lang as wm_locale_gettext () is gettext (): @singular or
 * @plural for @n, in @lang's catalogue when it translates them. Only for
 * the catalogues of two forms with English's rule (n != 1), which are
 * those of German and Italian. */
const char *wm_locale_ngettext (const char *lang, const char *singular, const char *plural,
                                gulong n);

/* The decimal separator of numbers written in @lang (",": "16,5 mm" in
 * German and Italian), from the catalogues as wm_locale_gettext () finds
 * them, so that a printed sheet writes its numbers as its words, whatever
 * the desktop's locale. "." for English and for a language without a
 * catalogue. */
const char *wm_locale_decimal_separator (const char *lang);

/* @lang named in itself, whatever the desktop's language ("English",
 * "Deutsch", "Italiano"), as language pickers do: a designer looks for the
 * language the texts are in. A regional tag adds itself ("Deutsch
 * (de-AT)"); a language Waymark has no catalogue for is its tag. Free with
 * g_free(). */
char *wm_locale_language_name (const char *lang);

/* @lang named as a sentence of the user interface names it, in the
 * desktop's language ("Englisch" in a German message, "inglese" in an
 * Italian one, lower case as Italian writes it there): what validator,
 * import and command-line messages say, where the name in itself would
 * read "auf English". A regional tag adds itself ("German (de-AT)"); a
 * language Waymark has no name for is its tag. Free with g_free(). */
char *wm_locale_language_in_sentence (const char *lang);
/* A declared language as a message about a variant's texts names it: in
 * words for the designer and with its tag for the file ("German
 * (“de-AT”)"; the tag also lets the Validation page open the field in
 * that language), or by its tag alone where Waymark has no word for it
 * ("“fr”"). Free with g_free(). */
char *wm_locale_language_in_words_and_tag (const char *tag);

G_END_DECLS
