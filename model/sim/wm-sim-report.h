#pragma once

/* Result files of a simulation batch: a JSON document holding the batch's
 * configuration, its raw counts (wm-sim-tally.h) and a summary derived from
 * the counts alone, so that merging shards is summing counts and deriving
 * the summary again. Also the CSV summary.
 *
 *   { "format": "waymark-sim-5", "config": {…}, "partial": false,
 *     "counts": {…}, "summary": {…} }
 *
 * "config" names the variant and the design its games were played on
 * ("design_sha256": wm_variant_design_checksum (); results written before
 * it was there lack it and still load), players, bots, seed, games and day cap, the
 * card ids of each quest and event deck ("decks"), and "shard": {"index":
 * I, "count": K} for a shard. "summary" ends with "standout", the cards
 * that stand out of their decks (wm-sim-standout.h). */

#include <json-glib/json-glib.h>

#include "wm-variant.h"

G_BEGIN_DECLS

/* 2: counts hold "event-gold" and "event-gold-sq" (the gold won on each event's days).
 * 3: counts hold "side-quests" and "personal-quests" beside "quests", and
 *    every quest its "gold" (what its completions paid).
 * 4: an ability's gold counts under the source it pays on.
 * 5: every character's counts hold "gold-sq", the sum over its games of
 *    the square of the gold it won in each: its gold a game has a 95 %
 *    interval ("gold_ci95" in the summary). Results of format 4 are still
 *    read, without that interval; merged, they stay of format 4. */
#define WM_SIM_FORMAT "waymark-sim-5"
#define WM_SIM_FORMAT_4 "waymark-sim-4"

#define WM_SIM_ERROR (wm_sim_error_quark ())
GQuark wm_sim_error_quark (void);

typedef enum
{
  WM_SIM_ERROR_FORMAT,   /* not a result file of this format */
  WM_SIM_ERROR_MISMATCH, /* results of different batches */
  WM_SIM_ERROR_CONFIG,   /* a configuration that cannot run */
} WmSimError;

/* A member of a result's object @o read without trusting the file's shape:
 * NULL (0) where @o is NULL, or the member is missing or of another kind —
 * a result edited by hand is refused by its checks, never met with a
 * critical warning. */
JsonObject *wm_sim_member_object (JsonObject *o, const char *name);
double wm_sim_member_double (JsonObject *o, const char *name);
/* An interval [low, high] (a two-number array); [0, 0] where it is not one. */
void wm_sim_member_interval (JsonObject *o, const char *name, double interval[2]);

/* Builds the document; takes references to nothing (copies @config and
 * @counts). */
JsonNode *wm_sim_report_build (JsonObject *config, JsonNode *counts, gboolean partial);
/* The summary derived from @counts (as in "summary"). */
JsonNode *wm_sim_report_summary (JsonObject *config, JsonObject *counts);

/* @value as printed with @digits decimals and a sign ("%+.1f"): a value
 * that rounds to nothing is +0.0, where printf would write one just below
 * zero as "-0.0". */
double wm_sim_signed_shown (double value, int digits);

/* The change from @before to @after as a reader works it out from the two
 * printed with @digits decimals ("%.1f"): the difference of the rounded
 * figures, so "15.8 → 15.6" is -0.2 and "14.7 → 14.7" +0.0, where the
 * figures' own difference (-0.11, +0.06) printed -0.1 and +0.1 (review i). */
double wm_sim_shown_change (double before, double after, int digits);

/* The first player's line of @summary, translated, with what tells it
 * from seat 1 (the bids decide the turn order): "First player (…): 26.5 %
 * [20.9, 33.0], +1.5 points over parity". */
char *wm_sim_report_first_player (JsonObject *summary);

/* The setup the games of the result @doc were played with where it is not
 * the rules' own, translated, as the Simulation page's titles, the
 * Analysis view's side-quest figures and `simulate`'s summary name it:
 * the variant toggles that were on, the first event when one was forced
 * and the day cap when it was not the usual one, joined by " · " ("no
 * events · variable setup · capped at day 40"); "" for games played as
 * the rules say. Read from the result's own config, so two runs side by
 * side say how they differ. */
char *wm_sim_report_setup (JsonNode *doc);

/* The same as the line `simulate` and `merge` print over their summary:
 * "Setup: no events · capped at day 40", or that the games were played
 * as the variant's rules say. */
char *wm_sim_report_setup_line (JsonNode *doc);

/* NULL when every game of @summary had a winner; else, translated, how
 * many the day cap stopped without one and that the win rates are of the
 * others ("3 games had no winner (stopped at the day cap): the win rates
 * are of the 97 games that had one, parity among them"), or, none having
 * one, that there is no win rate to weigh. */
char *wm_sim_report_no_winner (JsonObject *summary);

/* The figures the Simulation page's charts draw, in the command line's
 * words, a line each: the win rate per character with its 95 % interval
 * and "below parity" or "above parity" where the interval lies all on
 * one side, the seats the same way, and each character's gold a game with
 * its interval. @variant names the characters (NULL: their ids). */
char *wm_sim_report_figures (JsonObject *summary, const WmVariant *variant);

/* Merges result documents of shards of one batch. When the shards are all
 * K shards of the batch, each once and none partial, the result is exactly
 * the document a single run of the batch writes; otherwise it is marked
 * partial and lists the shards it holds. Shards of format 4 merge into a
 * result of format 4; shards of both formats are refused (the sums of
 * squares of some would be missing). */
JsonNode *wm_sim_report_merge (JsonNode *const *docs, int n_docs, GError **error);
/* The same, a refusal naming each document by @names (its file): "b.json:
 * error: shard 1/2 is already in a.json". wm_sim_report_merge() names them
 * "result 2". */
JsonNode *wm_sim_report_merge_named (JsonNode *const *docs, const char *const *names, int n_docs,
                                     GError **error);

/* The fingerprint of the design @doc's games were played on, its config's
 * "design_sha256" (wm_variant_design_checksum ()); NULL for a result
 * written before results held it. */
const char *wm_sim_report_design (JsonNode *doc);

/* Loads and checks a result file: a document of this format whose counts
 * add up as a batch's do (whole numbers, 0 or more; the days' histogram
 * sums to the games; no more wins than games …). On failure @error's
 * message is a diagnostic line naming the file and, for a count, the
 * member ("r.json: error: counts.games is -1; …", "r.json:3: error: not
 * JSON: …"); its domain is WM_SIM_ERROR for a file that is no such
 * result, G_IO_ERROR for one that cannot be read (or is larger than
 * WM_LOAD_MAX_BYTES). The document returned has its summary worked out
 * from the counts, not the file's, and keeps the file's format: a result
 * of format 4 (WM_SIM_FORMAT_4) is read too. */
JsonNode *wm_sim_report_load (const char *path, GError **error);
/* The same for a result already read, @bytes of the file @path (as the
 * messages name it). */
JsonNode *wm_sim_report_load_bytes (GBytes *bytes, const char *path, GError **error);
/* The side quests of a result (loaded by wm_sim_report_load()), all
 * cards together: how many were taken, how many of them completed and the
 * gold their completions paid (the printed rewards). What `analyze --from`
 * weighs a side quest by. */
void wm_sim_report_side_quests (JsonNode *doc, gint64 *taken, gint64 *completed, gint64 *gold);
/* Pretty JSON with a final newline; the same document always gives the same bytes. */
char *wm_sim_report_to_string (JsonNode *doc);
gboolean wm_sim_report_save (JsonNode *doc, const char *path, GError **error);
/* One line per figure: group,name,display_name,count,hits,rate,low95,
 * high95,gold,gold_low95,gold_high95,against_mean,days,standout; every
 * column means one thing in every group (README, Simulation). name is the
 * id; display_name the character's or card's name in @variant, in the
 * user's language (wm_variant_display_name ()), empty without @variant,
 * for the other groups and for what @variant does not have. */
char *wm_sim_report_to_csv_named (JsonNode *doc, const WmVariant *variant);
/* The same without names: display_name empty. */
char *wm_sim_report_to_csv (JsonNode *doc);

G_END_DECLS
