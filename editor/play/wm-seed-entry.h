#pragma once

/* The Seed field of the Simulation page and of the New Game dialog: text,
 * not a spin button of doubles, so that it takes every seed the command
 * line's --seed takes, 0–18446744073709551615 (wm_game_parse_seed ()),
 * and a seed copied from a `simulate` result or a saved game is taken
 * whole. A text that is no seed is said to be one in --seed's words, in
 * the note given beside the field, and the field is styled "error"; the
 * caller starts nothing until it is a seed. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A seed field showing @seed; @note (hidden until a text is no seed) says
 * why beside it. */
GtkEntry *wm_seed_entry_new (GtkLabel *note, guint64 seed);
void wm_seed_entry_set (GtkEntry *entry, guint64 seed);
/* The seed typed (spaces a paste brought along are not part of it), or
 * FALSE with the reason in the note and the field styled "error". */
gboolean wm_seed_entry_get (GtkEntry *entry, guint64 *seed);

G_END_DECLS
