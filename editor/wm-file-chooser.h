#pragma once

/* Showing a file chooser: the desktop's (a portal), or GTK's own dialog
 * where there is none. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows @native, as gtk_native_dialog_show () does. Where GTK's own dialog
 * stands in for the desktop's, its path bar's two scroll buttons are not
 * drawn until the bar has read the path of the folder shown: GTK 4.8's
 * path bar gives them no place before that, and each frame drawn in the
 * meantime (a slow disk, a busy machine) warned "Trying to snapshot
 * GtkButton … without a current allocation". The bar shows them again
 * itself when it places them. */
void wm_file_chooser_show (GtkFileChooserNative *native);

G_END_DECLS
