#pragma once

/* The edits of the deck, event and character editors, each one undoable
 * step on the document (a snapshot command, see wm-command.h). Everything
 * is named by id and index, never by pointer, because undo replaces the
 * variant. No GTK: the tests drive them without a display too. */

#include "wm-document.h"

G_BEGIN_DECLS

/* Edits the variant's references forbid fail with WM_DECK_EDIT_ERROR and a
 * sentence saying what to do first. */
#define WM_DECK_EDIT_ERROR (wm_deck_edit_error_quark ())
GQuark wm_deck_edit_error_quark (void);

typedef enum
{
  WM_DECK_EDIT_ERROR_IN_USE, /* a card a character names */
} WmDeckEditError;

/* Which list of effects or tasks an effect editor shows. */
typedef enum
{
  WM_EFFECT_LIST_CARD_EFFECTS,     /* an event card's effects */
  WM_EFFECT_LIST_CARD_TASKS,       /* a side or personal quest's task */
  WM_EFFECT_LIST_CHARACTER,        /* a character's abilities */
} WmEffectListKind;

/* The list, or NULL when its card or character no longer exists. */
GPtrArray *wm_effect_list_resolve (WmVariant *variant, WmEffectListKind kind, const char *id);

/* Cards. @field is a field name of the card kind ("name", "bid", "paths" …).
 * Texts: an empty @value removes that translation. */
gboolean wm_deck_edit_text (WmDocument *doc, const char *card_id, const char *field,
                            const char *lang, const char *value);
gboolean wm_deck_edit_number (WmDocument *doc, const char *card_id, const char *field, int value);
/* "paths", "arrows" and "target": space separated words ("" clears). */
gboolean wm_deck_edit_words (WmDocument *doc, const char *card_id, const char *field,
                             const char *words);
gboolean wm_deck_edit_character (WmDocument *doc, const char *card_id, const char *character);
/* @part: 0 gold, 1 movement, 2 side quest. */
gboolean wm_deck_edit_reward (WmDocument *doc, const char *card_id, int part, int value);

/* The deck @deck_id by the name the designer sees, in the editor's
 * language, as the deck list shows it, for an undo label and a message
 * ("quests-r1" is the file's id); its id when there is no such deck. */
char *wm_deck_label_name (WmDocument *doc, const char *deck_id);

/* A new card after @after_id (NULL: at the end) with what its kind needs to
 * be valid; returns its id. NULL and WM_DECK_EDIT_ERROR_IN_USE when a
 * movement card has no bid left. */
char *wm_deck_add_card (WmDocument *doc, const char *deck_id, const char *after_id,
                        GError **error);
/* Copies of the cards after the last of them; returns the new ids. */
GStrv wm_deck_duplicate_cards (WmDocument *doc, const char *deck_id, const char *const *ids);
/* Refuses (WM_DECK_EDIT_ERROR_IN_USE) while a character's personal quest is
 * among the cards: the loader would refuse the file without it. */
gboolean wm_deck_delete_cards (WmDocument *doc, const char *deck_id, const char *const *ids,
                               GError **error);
/* Moves the cards one place up (@delta −1) or down (+1), as a block. */
gboolean wm_deck_move_cards (WmDocument *doc, const char *deck_id, const char *const *ids,
                             int delta);
/* Replaces the deck's cards by a CSV text (see wm-deck-csv.h); one step.
 * Refused (WM_DECK_EDIT_ERROR_IN_USE, @problems NULL) when it would remove
 * a card a character has as personal quest. */
gboolean wm_deck_import_csv (WmDocument *doc, const char *deck_id, const char *csv,
                             GPtrArray **problems, GError **error);

/* Effects and tasks of one list. */
gboolean wm_effects_add (WmDocument *doc, WmEffectListKind kind, const char *id,
                         const char *type);
gboolean wm_effects_remove (WmDocument *doc, WmEffectListKind kind, const char *id, guint index);
gboolean wm_effects_move (WmDocument *doc, WmEffectListKind kind, const char *id, guint index,
                          int delta);
/* A new type keeps the parameters the new type also has. */
gboolean wm_effects_set_type (WmDocument *doc, WmEffectListKind kind, const char *id,
                              guint index, const char *type);
gboolean wm_effects_set_scope (WmDocument *doc, WmEffectListKind kind, const char *id,
                               guint index, WmScope scope);
/* @value NULL removes the parameter (its default applies). */
gboolean wm_effects_set_param (WmDocument *doc, WmEffectListKind kind, const char *id,
                               guint index, const char *name, const char *value);

/* Characters. @what: "color", "start-town", "movement-deck", "personal-quest". */
gboolean wm_character_set (WmDocument *doc, const char *id, const char *what, const char *value);
/* @field "name" or "text". A name takes the names of the character's
 * movement deck that still read as wm_character_add () made them along, in
 * the same step (“Movement cards: blue” becomes “Movement cards: Wanda”). */
gboolean wm_character_set_text (WmDocument *doc, const char *id, const char *field,
                                const char *lang, const char *value);
gboolean wm_character_add_slot (WmDocument *doc, const char *id);
gboolean wm_character_remove_slot (WmDocument *doc, const char *id, guint index);
gboolean wm_character_set_slot (WmDocument *doc, const char *id, guint index,
                                WmSlotAccepts accepts, gboolean covered);
gboolean wm_character_add_weapon (WmDocument *doc, const char *id);
gboolean wm_character_remove_weapon (WmDocument *doc, const char *id, guint index);
gboolean wm_character_set_weapon (WmDocument *doc, const char *id, guint index, int gold,
                                  WmWeaponReward reward);

/* A new character, one step: an id and a colour no character has
 * ("blue", "#2471a3"), "New character" in each language, the first town
 * on the map no one starts in, the first character's slots and weapon
 * track, a movement deck copied from the first character's with fresh
 * card ids and bids, and a personal quest with that character's task and
 * reward. The first character of a variant (none has movement cards) is
 * modelled on the base game's first, as the rulebook gives a player one:
 * its slots, a weapon step per weapon type with its gold, a copy of its
 * twelve movement cards (the variant's path types and languages only) and
 * a new personal quest. Returns its id; NULL with @error when the variant
 * has no town to start in or no bids are left. */
char *wm_character_add (WmDocument *doc, GError **error);
/* Removes the character with its movement deck and personal quest, one
 * step. Refused (WM_DECK_EDIT_ERROR_IN_USE, a sentence saying what to do
 * first) while the variant has no more characters than players, or a
 * deck or card that does not go with it names it. */
gboolean wm_character_remove (WmDocument *doc, const char *id, GError **error);
/* Removes a deck nothing needs, one step. Refused while it is a
 * character's movement deck, the quest deck of a region there is, the
 * only deck of a kind the game draws from (side quests, personal quests,
 * common movement, events), or holds a character's personal quest. */
gboolean wm_deck_remove (WmDocument *doc, const char *deck_id, GError **error);

G_END_DECLS
