#pragma once

/* The names the editors give what they make, before the designer names it:
 * the one place the editors that write them and the validator that finds
 * them left over (code `placeholder-name`) both read. Each is a msgid,
 * written into every language of the variant in that language through
 * wm_locale_gettext (), so the validator compares a text with the msgid
 * translated into the text's own language.
 *
 * Marked N_ () for xgettext (po/POTFILES.in lists this file). The
 * definition below is glib's own, so <glib/gi18n.h> or <glib/gi18n-lib.h>
 * may come before or after this header. */

#ifndef N_
#define N_(String) (String)
#endif

/* The title of a variant made with New variant, and its identifier (not a
 * msgid: the same in every language). */
#define WM_PLACEHOLDER_NEW_VARIANT N_ ("Untitled variant")
#define WM_PLACEHOLDER_NEW_VARIANT_ID "untitled-variant"

/* A card made in the deck editor (any kind but movement, events included). */
#define WM_PLACEHOLDER_NEW_CARD N_ ("New card")

/* A duplicated region: "%s" is the original's name in the same language. */
#define WM_PLACEHOLDER_COPY N_ ("%s (copy)")

/* The common-quest deck the map editor makes with a new or duplicated
 * region: "%s" is the region's name in the same language. */
#define WM_PLACEHOLDER_REGION_QUESTS N_ ("Quests: %s")

/* A region made in the map editor is named by its id: not a msgid, the
 * validator compares a region's names with its id. */

/* A character added on the Characters page, and its movement deck: "%s"
 * is the character's id ("blue"), which names no one in any language. */
#define WM_PLACEHOLDER_NEW_CHARACTER N_ ("New character")
#define WM_PLACEHOLDER_CHARACTER_MOVES N_ ("Movement cards: %s")

/* A town, path type or weapon type added on the Rules page. */
#define WM_PLACEHOLDER_NEW_TOWN N_ ("New town")
#define WM_PLACEHOLDER_NEW_PATH_TYPE N_ ("New path type")
#define WM_PLACEHOLDER_NEW_WEAPON_TYPE N_ ("New weapon type")
