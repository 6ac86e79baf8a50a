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

/* What JSON-GLib 1.6 reads in @data (@size bytes, a text it read) but a
 * JSON reader does not, or reads otherwise, translated, with its line
 * and column (as wm_sim_json_explain()) in *line and *column: a member
 * given twice in an object (JSON-GLib keeps the last, without a word) or
 * a hexadecimal number (0x10). NULL when there is none. */
char *wm_sim_json_strict (const char *data, gsize size, int *line, int *column);

/* How deep arrays and objects may nest in a simulation result; one
 * that Waymark writes nests about 5 deep. */
#define WM_SIM_JSON_MAX_DEPTH 64

/* Why @data (@size bytes) cannot be read at all, translated: an array or
 * object nested deeper than WM_SIM_JSON_MAX_DEPTH, which JSON-GLib (1.6,
 * a recursive reader with no limit of its own) would read until the stack
 * overflows. The line and column (as wm_sim_json_explain()) of the "[" or
 * "{" that goes too deep are in *line and *column; NULL when none does.
 * One pass over the bytes, brackets inside strings not counted. */
char *wm_sim_json_too_deep (const char *data, gsize size, int *line, int *column);

/* Whether @data holds nothing but white space. */
gboolean wm_sim_json_is_blank (const char *data, gsize size);

/* The end of the JSON string that begins at @p (its opening quote), or
 * @end when it is not closed. */
const char *wm_sim_json_skip_string (const char *p, const char *end);

/* @json (as JSON-GLib writes it) with its numbers written as a JSON
 * reader takes them: JSON-GLib (1.6) writes a double with "%.17g" and adds
 * ".0" when that has no point, after an exponent too — 1e17 as "1e+17.0",
 * which no JSON reader takes (a mean of counts edited by hand reaches it,
 * and a message quoting a shard count of 1e19 showed it). Such a number is
 * written in digits, "100000000000000000.0" — exactly: it is one digit
 * times a power of ten — below 10²¹, and beyond that without the ".0".
 * With @ten_digits a number with a fraction is written to ten significant
 * digits, as the variant file writes a coordinate: 0.3, not
 * 0.30000000000000004; whole numbers keep every digit. Strings are left as
 * they are. */
char *wm_sim_json_numbers (const char *json, gboolean ten_digits);

G_END_DECLS
