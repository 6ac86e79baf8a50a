#define G_LOG_DOMAIN "wm-editor"

/* Toasts that read whole and survive libadwaita 1.2 (wm-toast.h). */

#include "config.h"

#include "wm-toast.h"

/* The widest a toast's line grows: some 550 px, which leaves the toast
 * clear of a 1024 px window's edges, in German too. */
#define TOAST_WIDTH_CHARS 56
/* A sentence longer than a line stays up twice the usual five seconds. */
#define TOAST_LONG_TIMEOUT_S 10

GtkWidget *
wm_toast_label_new (const char *message)
{
  GtkWidget *label = gtk_label_new (message);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* As wide as the sentence up to that: the toast gives a wrapping label
   * little more than its least width, and a short sentence wrapped. */
  gtk_label_set_width_chars (GTK_LABEL (label),
                             MIN (g_utf8_strlen (message, -1), TOAST_WIDTH_CHARS));
  gtk_label_set_max_width_chars (GTK_LABEL (label), TOAST_WIDTH_CHARS);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  /* Bold, as a toast's own title; lines kept clear of the round ends of
   * a toast two or three lines tall. */
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  return label;
}

/* libadwaita 1.2 frees a toast's state when its 300 ms hide ends, and a
 * toast that slides in over another (one queued behind a toast that goes)
 * takes 500 ms to: dismissed in the first 200 ms (its ×, Escape, a button
 * of its own), its show ends on the freed state and unrefs what lies there
 * — a crash (916b992). Even a toast slid in alone, 300 ms, ends its show
 * after its hide when both end in one frame (the hide's tick, added last,
 * runs first). So a toast is not dismissed while it may still be sliding
 * in: a dismissal in its first 600 ms (from the frame it came in, which
 * its title's mapping marks) waits for the first frame after them, and
 * then goes through, the show over by then. */
#define TOAST_SLIDE_IN_US (600 * G_TIME_SPAN_MILLISECOND)

typedef struct
{
  GtkWidget *title;   /* the toast's own, mapped as the toast slides in */
  gint64 shown_at;    /* the frame time it began to; 0: not shown */
  guint tick_id;      /* a dismissal waiting for the slide to end */
  gboolean releasing; /* that dismissal, going through */
} ToastGuard;

static ToastGuard *
toast_guard (AdwToast *toast)
{
  return g_object_get_data (G_OBJECT (toast), "wm-toast-guard");
}

static gint64
frame_time (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
}

static gboolean
release_dismissal_cb (gpointer data)
{
  AdwToast *toast = data;
  ToastGuard *guard = toast_guard (toast);

  guard->releasing = TRUE;
  /* not adw_toast_dismiss (): the toast forgot its overlay in the first
   * emission (its own handler runs before ours), so that would do
   * nothing, while the overlay's handler still waits for the signal */
  g_signal_emit_by_name (toast, "dismissed");
  guard->releasing = FALSE;
  return G_SOURCE_REMOVE;
}

/* After the frame: the show's own tick of this frame has ended it. */
static void
release_dismissal (AdwToast *toast)
{
  ToastGuard *guard = toast_guard (toast);

  if (guard->tick_id != 0)
    gtk_widget_remove_tick_callback (guard->title, guard->tick_id);
  guard->tick_id = 0;
  g_idle_add_full (G_PRIORITY_DEFAULT, release_dismissal_cb, g_object_ref (toast), g_object_unref);
}

static gboolean
slide_in_tick_cb (GtkWidget *title, GdkFrameClock *clock, gpointer data)
{
  AdwToast *toast = data;
  ToastGuard *guard = toast_guard (toast);

  if (gdk_frame_clock_get_frame_time (clock) < guard->shown_at + TOAST_SLIDE_IN_US)
    return G_SOURCE_CONTINUE;
  guard->tick_id = 0;
  release_dismissal (toast);
  return G_SOURCE_REMOVE;
}

static void
toast_title_mapped_cb (GtkWidget *title, AdwToast *toast)
{
  toast_guard (toast)->shown_at = frame_time (title);
}

/* Unmapped with a dismissal waiting (the window closed or hidden, which
 * ends every animation of the overlay): it goes at once, no tick comes. */
static void
toast_title_unmapped_cb (GtkWidget *title, AdwToast *toast)
{
  if (toast_guard (toast)->tick_id != 0)
    release_dismissal (toast);
}

static void
toast_dismissed_cb (AdwToast *toast, ToastGuard *guard)
{
  if (guard->releasing || guard->shown_at == 0 || !gtk_widget_get_mapped (guard->title)
      || frame_time (guard->title) >= guard->shown_at + TOAST_SLIDE_IN_US)
    return;
  /* before the overlay's own handler, connected when it was added */
  g_signal_stop_emission_by_name (toast, "dismissed");
  if (guard->tick_id == 0)
    guard->tick_id = gtk_widget_add_tick_callback (guard->title, slide_in_tick_cb,
                                                   g_object_ref (toast), g_object_unref);
}

AdwToast *
wm_toast_new_with_title (const char *message, GtkWidget *title)
{
  AdwToast *toast = adw_toast_new (message);
  ToastGuard *guard = g_new0 (ToastGuard, 1);

  guard->title = title;
  g_object_set_data_full (G_OBJECT (toast), "wm-toast-guard", guard, g_free);
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), guard);
  g_signal_connect_object (title, "map", G_CALLBACK (toast_title_mapped_cb), toast, 0);
  g_signal_connect_object (title, "unmap", G_CALLBACK (toast_title_unmapped_cb), toast, 0);
  adw_toast_set_custom_title (toast, title);
  if (g_utf8_strlen (message, -1) > TOAST_WIDTH_CHARS)
    adw_toast_set_timeout (toast, TOAST_LONG_TIMEOUT_S);
  return toast;
}

AdwToast *
wm_toast_new (const char *message)
{
  return wm_toast_new_with_title (message, wm_toast_label_new (message));
}
