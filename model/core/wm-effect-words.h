#pragma once

/* An effect (an event's, an ability's) or a quest's task in words, as the
 * deck editor lists it and a printed card says what it does. The words
 * are Waymark's own, in @words_lang's catalogue (a print job's --lang) or,
 * for @words_lang NULL, in the user interface's language; the variant's
 * names (towns, path types) in @lang. */

#include "wm-registry.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* @name in @lang (falling back to the variant's first language), or @id
 * when it has no text at all. */
const char *wm_name_or_id (const WmVariant *variant, const WmText *name, const char *id,
                           const char *lang);
/* When an effect of @scope is in force, as the one-line summary says it
 * ("the day", "intrigue phase", "always"). */
const char *wm_effect_scope_words (WmScope scope, const char *words_lang);
/* The label of effect or task parameter @param (@value NULL), or of its
 * choice @value ("Occasion", "Visiting an inn"); the registry's word when
 * there is none. */
const char *wm_param_word_in (const char *param, const char *value, const char *words_lang);
/* One word of a value of @spec as a designer reads it: a path type or town
 * by its name in @lang, "card" as the card played, a choice by
 * wm_param_word_in(). */
const char *wm_param_choice_word_in (const WmVariant *variant, const WmParamSpec *spec,
                                     const char *word, const char *lang, const char *words_lang);
/* A one-line summary of an effect or task, every parameter of the
 * registry with the file's value or its default: an effect as a phrase
 * with its scope, "1 extra gold for visiting an inn (the day)", "2 extra
 * moves by Road or Water (always)", one without parameters by its type
 * ("Closed lakes (the day)"); a task, and an effect whose values no phrase
 * says (a count that is no number), as the form labels them: "Visit a
 * secret place — Kind: Any". */
char *wm_effect_describe (const WmVariant *variant, const WmEffect *effect, gboolean is_task,
                          const char *lang, const char *words_lang);

G_END_DECLS
