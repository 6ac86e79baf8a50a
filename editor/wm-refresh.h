#pragma once

/* Pages that follow the document only while they are on screen: every
 * section listens to every edit, and rebuilding a hidden card table or
 * overview after each drag on the map costs the map its frame budget. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*WmRefreshFunc) (GtkWidget *widget);

/* Runs @refresh on @widget now when it is mapped; otherwise once, when it
 * is next mapped (several calls while hidden make one refresh). */
void wm_refresh_when_shown (GtkWidget *widget, WmRefreshFunc refresh);
/* Runs a refresh still waiting for @widget to be shown, now: for code that
 * is about to read or change what the hidden page shows. */
void wm_refresh_pending (GtkWidget *widget);
/* Closes the drop-down lists and other popovers open under @widget: for a
 * page about to destroy that part of its form to build it again. A list
 * left open on a drop-down that is destroyed kept its grab (GTK 4.8, X11),
 * and the window then ignored every click and key. */
void wm_refresh_close_popovers (GtkWidget *widget);

G_END_DECLS
