#pragma once

/* What is wrong with a JSON text JSON-GLib refused, in the designer's
 * words and at the place it is wrong. */

#include <glib.h>

G_BEGIN_DECLS

/* Why @data (@size bytes) is not JSON, translated, with the line and
 * column (in characters, from 1) where it goes wrong in *line and
 * *column; NULL when it finds nothing wrong. It reads JSON as JSON-GLib
 * 1.6 does (comments, single quotes and hexadecimal numbers pass), so
 * that the first problem it finds is the one JSON-GLib stopped at. */
char *wm_sim_json_explain (const char *data, gsize size, int *line, int *column);

/* Whether @data holds nothing but white space. */
gboolean wm_sim_json_is_blank (const char *data, gsize size);

G_END_DECLS
