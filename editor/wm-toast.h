#pragma once

/* The app's toasts: every toast Waymark shows is made here, so that it
 * reads whole and is safe from libadwaita 1.2's crash on a toast
 * dismissed while it slides in (wm-toast.c). */

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast of @message that reads whole: the sentence wraps onto a second
 * or third line rather than ending in "…" (libadwaita 1.2's title is one
 * line, and at 1024 px a sentence of Save As was cut off), and a long one
 * stays up longer. */
AdwToast *wm_toast_new (const char *message);
/* The parts of wm_toast_new (), for a toast with more in its title: the
 * wrapping label of @message, and a toast titled @title. */
GtkWidget *wm_toast_label_new (const char *message);
AdwToast *wm_toast_new_with_title (const char *message, GtkWidget *title);

G_END_DECLS
