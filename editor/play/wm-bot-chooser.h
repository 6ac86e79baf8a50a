#pragma once

#include <gtk/gtk.h>

#include "wm-bot.h"

G_BEGIN_DECLS

/* The bots of a simulation batch: a button that sums them up ("Bots: 4 ×
 * Greedy") and opens a popover with one row per seat, each a tier and a
 * persona drop-down whose lists say what each choice does, and "Load
 * personas…" for a persona key file read as `simulate --personas` reads it.
 * The rows seat the bots of the first game; each further game moves them
 * one seat on (wm-sim-run.h), so every bot plays every seat equally often. */
#define WM_TYPE_BOT_CHOOSER (wm_bot_chooser_get_type ())
G_DECLARE_FINAL_TYPE (WmBotChooser, wm_bot_chooser, WM, BOT_CHOOSER, GtkWidget)

GtkWidget *wm_bot_chooser_new (void);

/* How many rows (seats) the popover offers, 1 to WM_GAME_MAX_PLAYERS. The
 * choice of a row hidden by fewer seats is kept for when it comes back. */
void wm_bot_chooser_set_n_seats (WmBotChooser *self, int n_seats);
int wm_bot_chooser_get_n_seats (WmBotChooser *self);

/* The bot chosen for @seat: its tier and the persona with its weights. */
void wm_bot_chooser_get_spec (WmBotChooser *self, int seat, WmBotSpec *out);
/* The rotation as `simulate --bots` writes it: "planner:explorer,greedy". */
char *wm_bot_chooser_to_string (WmBotChooser *self);
/* Takes back what wm_bot_chooser_to_string() wrote, read with
 * wm_bot_list_parse() and the personas of the file loaded: seat p gets bot
 * p % n of the n given, as the first game of `simulate --bots` seats them
 * (also the rows hidden by fewer seats). More bots than rows, a blank one
 * or one the parser refuses: FALSE with @error ("Bots: …"), and the rows
 * stay as they were. */
gboolean wm_bot_chooser_set_from_string (WmBotChooser *self, const char *bots, GError **error);
/* The choice remembered from an earlier window: loads @personas_path (may
 * be NULL or "") without showing an error, then sets @bots (may be NULL or
 * ""). A file gone or refused now, or bots that do not parse (a persona of
 * that file), leave the default quietly, with a g_debug() line; FALSE then. */
gboolean wm_bot_chooser_restore (WmBotChooser *self, const char *personas_path, const char *bots);
/* What the button says, e.g. "Bots: 2 × Planner (Explorer), 2 × Greedy". */
const char *wm_bot_chooser_get_summary (WmBotChooser *self);

/* Reads a persona key file and checks every group with the parser of
 * `simulate --personas`; its groups join the persona drop-downs. On an error
 * ("FILE:LINE: …" where the line is known) the personas and the choices stay
 * as they were, and the popover shows the error. */
gboolean wm_bot_chooser_load_personas (WmBotChooser *self, const char *path, GError **error);
/* The whole command line of the batch, for the popover to show: @bots as
 * `--bots` takes them, @personas the persona file's path as a shell word
 * (NULL: none loaded). Newly allocated. */
typedef char *(*WmBotChooserCommandFunc) (const char *bots, const char *personas, gpointer data);
/* The popover's command line is @func's (asked again at each change of
 * the bots and each time the popover opens); without one it is
 * "simulate --bots … [--personas …]". */
void wm_bot_chooser_set_command_func (WmBotChooser *self, WmBotChooserCommandFunc func,
                                      gpointer data);
/* The command line the popover shows, brought up to date. */
const char *wm_bot_chooser_get_command (WmBotChooser *self);
/* @word as one shell word: as it is when it needs no quotes, else quoted. */
char *wm_shell_word (const char *word);
/* The persona file loaded last (NULL before one), for bots given as text. */
GKeyFile *wm_bot_chooser_get_personas (WmBotChooser *self);
/* Where that file is (an absolute path), NULL before one. */
const char *wm_bot_chooser_get_personas_path (WmBotChooser *self);

/* The bots of the first game's @n_seats seats, of a rotation of @n_bots
 * (seat p plays @bots[p % @n_bots]), the same ones counted together in the
 * order they first sit: "2 × Planner (Explorer), 2 × Greedy". A persona of
 * a file is named as its group is. */
char *wm_bot_chooser_describe (const WmBotSpec *bots, int n_bots, int n_seats);

/* "Greedy", or "Greedy (Explorer)" with a persona other than the
 * balanced one. */
char *wm_bot_chooser_title (const WmBotSpec *spec);

/* A tier's name in the UI's language ("Greedy") and one line on how it
 * decides. */
const char *wm_bot_chooser_tier_title (WmBotTier tier);
const char *wm_bot_chooser_tier_description (WmBotTier tier);

/* For the list factory of a drop-down whose rows end in a checkmark
 * ("object-select-symbolic", the row's last child): shows it on the chosen
 * row only, as GtkDropDown's own list does, following the choice from
 * bind to unbind. */
void wm_drop_down_check_bind (GtkDropDown *drop_down, GtkListItem *item);
void wm_drop_down_check_unbind (GtkDropDown *drop_down, GtkListItem *item);

G_END_DECLS
