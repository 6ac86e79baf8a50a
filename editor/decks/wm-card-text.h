#pragma once

/* How the deck editor shows a card's fields in one line of text (table
 * cells, lists, search), and which translations a card lacks. */

#include "wm-registry.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* The field as a short line in words, as the card table shows it: texts
 * and names in @lang, path types by name, arrows as glyphs. */
char *wm_card_field_display (const WmVariant *variant, const WmCard *card,
                             const WmFieldSpec *field, const char *lang);
/* A number to sort by for number-like fields; FALSE for the others. */
gboolean wm_card_field_number (const WmCard *card, const WmFieldSpec *field, int *number);
/* The declared languages in which the card's name or text is missing while
 * another language has it, as "de it"; NULL when none is missing. */
char *wm_card_missing_languages (const WmVariant *variant, const WmCard *card);
/* A one-line summary of an effect or task in words, towns and path types
 * named in @lang: "Gold bonus (the day) — Occasion: Visiting an inn, Gold: 1". */
char *wm_effect_display (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                         const char *lang);
/* The label of effect or task parameter @param (@value NULL), or of its
 * choice @value, in the UI's language ("Occasion", "Visiting an inn"); the
 * registry's word when there is none. */
const char *wm_param_word (const char *param, const char *value);
/* One word of a value of @spec as a designer reads it: a path type or town
 * by its name in @lang, "card" as the card played, a choice by
 * wm_param_word(). */
const char *wm_param_choice_word (const WmVariant *variant, const WmParamSpec *spec,
                                  const char *word, const char *lang);
/* The name of @card in @lang (falling back), or its id. */
const char *wm_card_display_name (const WmVariant *variant, const WmCard *card, const char *lang);
/* The text of a card's or character's that a diagnostic (@code, in the
 * window's language @message) is about: "name" or "text" (@name, @text),
 * its language in *@lang — the one @message names, else the first; NULL
 * for a diagnostic of neither. A language missing both, lang-missing is
 * told of each: @text_missing is the sentence said of the text, with %s
 * for the language ("the card text is missing in %s"). */
const char *wm_text_diagnostic_field (const WmVariant *variant, const WmText *name,
                                      const WmText *text, const char *code, const char *message,
                                      const char *text_missing, const char **lang);

G_END_DECLS
