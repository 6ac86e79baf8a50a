#pragma once

/* A paned's divider kept where the designer last put it, in a GSettings key
 * of the application's schema, across runs: the same settings that keep the
 * autosave delay and the last simulation (wm-settings.h). What is kept is
 * the size of one pane, the one that keeps its size as the window grows (a
 * sidebar's width, a table's height), so that it means the same in a window
 * of another size. Only the designer's moves are kept (a drag, the
 * keyboard): the paned's own changes as the window is resized are not. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  WM_PANED_START, /* the key is the start child's size: the divider's position */
  WM_PANED_END,   /* the key is the end child's size */
} WmPanedSide;

typedef struct
{
  const char *key;  /* an "(ii)" key of the schema: the measured pane's size
                     * and the paned's length then; -1s for "never moved" */
  WmPanedSide side; /* which pane the key measures */
  int fallback;     /* the measured pane's size until the designer moves it,
                     * or -1 for the paned's own split */
  int share;        /* or, where more, this many thousandths of the paned's
                     * length (0: none), */
  int share_most;   /* up to this size */
  int start_room;   /* what the start pane keeps at least, besides its own
                     * least size, when a size is restored */
  int end_room;     /* and the end pane */
  gboolean follow;  /* the size is restored again whenever the paned's length
                     * changes, not only at its first layout: a window made
                     * smaller takes from the measured pane down to its
                     * least before the other pane gives up its room, and a
                     * larger one gives the size back */
} WmPanedState;

/* Restores @state's size when @paned is first laid out (with @state's
 * follow, whenever its length changes): as the designer
 * left it where the paned is as long as then or longer, limited so that
 * both panes keep their rooms where it is shorter (a size kept in a larger
 * window never hides a pane). Keeps the designer's moves in the key from
 * then on. @state is copied; its key must be static. */
void wm_paned_state_bind (GtkPaned *paned, const WmPanedState *state);
/* What the start pane of @paned (bound with wm_paned_state_bind ()) asks
 * for now, as divider positions: at least @least, taken from the end pane
 * down to its least size whatever size is kept (the divider dragged or
 * moved with the keyboard stops there: it went past, and back at the next
 * ask), and @wanted where the designer never moved the divider (the
 * fallback) and the end pane keeps @end_keep px more than
 * its least that way (else the kept size stands): more or less than the
 * fallback, the end pane taking the rest. The divider moves at
 * once, back to the kept size as the asks shrink (0, 0: the kept size
 * alone), and keeps them as the paned is resized. Returns the divider's
 * position. */
int wm_paned_state_set_start_need (GtkPaned *paned, int least, int wanted, int end_keep);

G_END_DECLS
