#pragma once

#include <gtk/gtk.h>

#include "wm-game.h"

G_BEGIN_DECLS

/* The New game dialog: 2–4 players; per seat the character (or random),
 * the map edge and who plays it (a human or a bot tier); the seed, the
 * variant toggles, the first event (shuffled, or one of the event deck
 * turned up on day 2) and the arrangement (random from the seed or a spec).
 * Emits ::start when the user confirms; read the setup then. */
#define WM_TYPE_NEW_GAME_DIALOG (wm_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WmNewGameDialog, wm_new_game_dialog, WM, NEW_GAME_DIALOG, GtkWindow)

/* What was chosen in a dialog: players, each seat's character, edge and
 * player, the variant toggles and the arrangement (random or the spec
 * typed), but not the seed, which is new for every game. */
typedef struct _WmNewGameChoices WmNewGameChoices;

void wm_new_game_choices_free (WmNewGameChoices *choices);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmNewGameChoices, wm_new_game_choices_free)

/* The dialog for a game of @variant, starting with @last (the choices of
 * the previous dialog, or NULL for the variant's defaults). A choice that
 * no longer fits the variant (a character gone, fewer players allowed)
 * and a toggle whose default the variant has changed since take the
 * variant's default. */
WmNewGameDialog *wm_new_game_dialog_new (GtkWindow *parent, WmVariant *variant,
                                         const WmNewGameChoices *last);
/* The choices made now, for the next dialog. */
WmNewGameChoices *wm_new_game_dialog_get_choices (WmNewGameDialog *self);
/* The choices that set up @game's table again, its seats played by
 * @controllers (WM_PLAY_HUMAN or a bot tier per player): its players,
 * characters, edges and toggles (a random arrangement, a shuffled event
 * deck), for New Game… after a game that the dialog did not start (a log
 * opened). */
WmNewGameChoices *wm_new_game_choices_for_game (WmGame *game, const int *controllers);
/* Fills @setup and @controllers (WM_PLAY_HUMAN or a bot tier per player).
 * The arrangement, when chosen, is returned in @arrangement (free it); a
 * spec that does not parse fails with the parser's message. */
gboolean wm_new_game_dialog_get_setup (WmNewGameDialog *self, WmGameSetup *setup,
                                       int *controllers, WmArrangement **arrangement,
                                       GError **error);

/* The id of the event chosen to be turned up first, NULL for a shuffled
 * deck. With No events on the choice waits, greyed, and the setup of
 * wm_new_game_dialog_get_setup () has none. */
const char *wm_new_game_dialog_get_first_event (WmNewGameDialog *self);
/* Chooses the event @id to be turned up first (NULL: shuffled); FALSE,
 * and shuffled, when the event deck the game deals has no such card. */
gboolean wm_new_game_dialog_set_first_event (WmNewGameDialog *self, const char *id);

/* The choice of the first event, as New Game… offers it: "Shuffled (as
 * the rules say)", then every event of the deck games of @variant deal,
 * by name and id (searchable), in a drop-down as wide as its widest entry
 * whichever is chosen, the chosen one checked in its list. The events'
 * ids are added to @ids: row i + 1 is the event ids[i]. */
GtkDropDown *wm_first_event_drop_down_new (const WmVariant *variant, GPtrArray *ids);
/* Greys @drop_down with No events on (@no_events) or without events to
 * choose (@empty), saying why in @note, hidden otherwise. */
void wm_first_event_sensitivity (GtkDropDown *drop_down, GtkLabel *note, gboolean no_events,
                                 gboolean empty);

/* Shows why the game could not start (or hides it for NULL); the dialog
 * stays open so that the setup can be changed. */
void wm_new_game_dialog_show_error (WmNewGameDialog *self, const char *message);
/* For tests: the message shown, or NULL. */
const char *wm_new_game_dialog_get_error (WmNewGameDialog *self);

G_END_DECLS
