#pragma once

/* Number fields (GtkSpinButton) that a long scrolling form can hold without
 * harm. GTK's spin button changes its value under the mouse wheel even when
 * the pointer only passes over it while the page scrolls, keeps a text undo
 * history of its own that takes Ctrl+Z away from the document, and commits
 * its minimum when the text is left empty. Every number field of the editor
 * is made with wm_number_field_new (), so that all of them:
 *
 *   - pass the wheel to the scrolled window around them unless they have
 *     the keyboard focus (a focused field still steps with the wheel);
 *   - leave Ctrl+Z and Ctrl+Shift+Z to the window (the document's undo);
 *   - put their value back when the text is empty or not a number;
 *   - with wm_number_field_refuse_beyond (), refuse a number typed beyond
 *     their range, saying why, rather than quietly taking the nearest limit;
 *   - give back a number typed and not applied at the first undo. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* wm_number_field_new (@min, @max, @step), tamed as above. */
GtkWidget *wm_number_field_new (double min, double max, double step);
/* Tames a spin button made elsewhere (a .ui file); once per button. */
void wm_number_field_tame (GtkSpinButton *spin);
/* Called with a number typed beyond the field's range, to say why it is
 * refused (a toast: wm_window_report ()). */
typedef void (*WmNumberFieldRefuse) (GtkSpinButton *spin, double typed, gpointer data);
/* Makes @spin refuse a number typed beyond its range: @refuse is called
 * with it and the field goes back to its value, where GTK would put the
 * nearest limit in its place and apply that without a word. */
void wm_number_field_refuse_beyond (GtkSpinButton *spin, WmNumberFieldRefuse refuse,
                                    gpointer data);
/* The usual refusal: a toast that names the field (@name, as its label
 * reads: "Bleed") and gives its range and the number typed ("“Bleed”
 * takes a number from 0 to 10, not 15"), in the toast of the window or
 * dialog around it (wm_window_report ()). */
void wm_number_field_refuse_beyond_named (GtkSpinButton *spin, const char *name);
/* When the keyboard focus of @root is in a number field whose text says
 * another number than its value (typed, not applied yet), puts the value's
 * text back and returns TRUE: the window's undo and redo call it first, so
 * that Ctrl+Z takes back the typing before the design's last edit (which
 * the typed number, applied on leaving the field, would otherwise follow,
 * clearing the redo history). */
gboolean wm_number_field_take_back_typing (GtkRoot *root);
/* Whether the keyboard focus of @root is in a number field whose text says
 * its value: nothing typed there that a letter could be part of, so that a
 * page's one-letter keys (the Map page's tools) may answer instead. */
gboolean wm_number_field_focus_is_idle (GtkRoot *root);

G_END_DECLS
