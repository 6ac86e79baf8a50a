/* The commands of waymark-cli beyond validate, run as programs ($WM_CLI, no
 * shell): what replay writes with --summary, where replay's errors point,
 * persona files, analyze --card, every command's --help in German, --lang
 * of print and render, info's names, csv --import in German and with
 * semicolons, the day cap, and the exit status of one problem being the
 * same in every command (0 clean, 1 the input is wrong or cannot be
 * played, 2 usage or I/O). */

#include <gio/gio.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli-run.h"

/* ---- new ------------------------------------------------------------------- */

/* `new` writes what New variant makes: the template's content, untitled,
 * which validates with only the warnings about the title and identifier;
 * it keeps an existing file unless --force and refuses unknown templates. */
static void
test_new_from_template (void)
{
  g_autofree char *path = tmp_path ("fen.waymark"), *text = NULL, *again = NULL;
  g_auto (Run) made = { 0 }, check = { 0 }, kept = { 0 }, forced = { 0 }, unknown = { 0 },
               piped = { 0 };

  if (!need_cli ())
    return;
  RUN (&made, "new", path, "--template", "small");
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  assert_contains (text, " id=\"untitled-variant\"");
  assert_contains (text, "<title xml:lang=\"de\">Unbenannte Variante</title>");
  assert_contains (text, "<board cols=\"2\" rows=\"1\"");
  g_assert_null (strstr (text, "<description"));
  g_assert_null (strstr (text, "<author"));
  g_assert_null (strstr (text, "oakhollow"));
  RUN (&check, "validate", path);
  g_assert_cmpint (check.status, ==, 0);
  assert_contains (check.out, "[placeholder-name]");
  g_assert_null (strstr (check.out, "error:"));

  /* The file is kept: it may be the design the command was to start next to. */
  g_assert_true (g_file_set_contents (path, "mine", -1, NULL));
  RUN (&kept, "new", path);
  g_assert_cmpint (kept.status, ==, 2);
  /* In the one form of every file problem (review 18). */
  g_assert_true (g_str_has_prefix (kept.err, path));
  assert_contains (kept.err, ": error: the file exists already; give another name, or --force to "
                             "replace it [io-write]");
  g_assert_true (g_file_get_contents (path, &again, NULL, NULL));
  g_assert_cmpstr (again, ==, "mine");
  g_clear_pointer (&again, g_free);
  RUN (&forced, "new", path, "--force");
  g_assert_cmpint (forced.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &again, NULL, NULL));
  assert_contains (again, "<board cols=\"2\" rows=\"2\"");

  RUN (&unknown, "new", "-", "--template", "huge");
  g_assert_cmpint (unknown.status, ==, 2);
  assert_contains (unknown.err, "“huge”");
  g_assert_cmpstr (unknown.out, ==, "");
  RUN (&piped, "new", "-", "--template", "small");
  g_assert_cmpint (piped.status, ==, 0);
  g_assert_cmpstr (piped.out, ==, text);
}

/* The small board by its name, as "base": no problem at all, and games on
 * it end with a winner. */
static void
test_small_by_name (void)
{
  g_auto (Run) check = { 0 }, play = { 0 };

  if (!need_cli ())
    return;
  RUN (&check, "validate", "small");
  g_assert_cmpint (check.status, ==, 0);
  g_assert_cmpstr (check.out, ==, "");
  g_assert_true (g_regex_match_simple ("^small: no problems \\(2 regions, [0-9]+ cards checked\\)\n$",
                                       check.err, 0, 0));
  RUN (&play, "play", "small", "--seed", "7", "--players", "4");
  g_assert_cmpint (play.status, ==, 0);
  assert_contains (play.out, "Board arrangement: r1:A:");
  /* The winner by name with its id, as every message names a character. */
  g_assert_true (g_regex_match_simple (": [^(\\n]+ \\([a-z]+\\) wins\\n", play.out, 0, 0));
}

/* The empty board by its name: its errors say what it lacks, and play
 * refuses it with their count rather than dealing a game from nothing. */
static void
test_blank_by_name (void)
{
  g_auto (Run) check = { 0 }, play = { 0 }, made = { 0 };

  if (!need_cli ())
    return;
  RUN (&check, "validate", "blank");
  g_assert_cmpint (check.status, ==, 1);
  assert_contains (check.out, "[character-count]");
  assert_contains (check.out, "[side-town-slots]");
  assert_contains (check.out, "[setup-weapon-types]");
  RUN (&play, "play", "blank", "--seed", "7");
  g_assert_cmpint (play.status, ==, 1);
  assert_contains (play.err, "the variant has 11 errors");
  RUN (&made, "new", "-", "--template", "blank");
  g_assert_cmpint (made.status, ==, 0);
  assert_contains (made.out, " id=\"untitled-variant\"");
  assert_contains (made.out, "<board cols=\"1\" rows=\"1\"");
}

/* ---- replay ---------------------------------------------------------------- */

static void
test_replay_summary_output (void)
{
  g_autofree char *log = NULL, *pos = tmp_path ("summary-pos.xml"), *text = NULL;
  g_auto (Run) replay = { 0 }, plain = { 0 };

  if (!need_cli ())
    return;
  log = play_log ("summary.xml");
  RUN (&replay, "replay", "base", log, "--summary", "-o", pos);
  g_assert_cmpint (replay.status, ==, 0);
  /* Seed 3's two days end as the third begins: in words, with the variant's
   * names and the ids beside them. */
  assert_contains (replay.out, "Day 3, sunrise: ");
  /* The headline's character too ("Mirela Thorne (red) is planning the
   * day"), as the lines under it name the players. */
  g_assert_true (g_regex_match_simple (
      "Day 3, sunrise: [^(\\n]+ \\([a-z]+\\) is planning the day\\n", replay.out, 0, 0));
  assert_contains (replay.out, "Mirela Thorne (red), south edge: ");
  assert_contains (replay.out, " of 20 gold, at ");
  assert_contains (replay.out, "  quests held: The Borrowed Cloak (S01)\n");
  /* Places as the Playtest names them, with their ids: an inn, a fort or
   * any other space was its id alone ("at r3:s27"; review 25b, 15). */
  assert_contains (replay.out, " gold, at the space west of the Sword fort (r2:s2), ");
  assert_contains (replay.out, "Highwaymen: the inn north-west of Elmswick (r1:s11), the space ");
  g_assert_false (g_regex_match_simple ("(at |, |: )r[0-9]+:s[0-9]+", replay.out, 0, 0));
  g_assert_null (strstr (replay.out, "<position"));
  /* -o writes the position whatever stdout shows, the same as without
   * --summary. */
  g_assert_true (g_file_get_contents (pos, &text, NULL, NULL));
  RUN (&plain, "replay", "base", log);
  g_assert_cmpint (plain.status, ==, 0);
  assert_contains (text, "<position");
  g_assert_cmpstr (text, ==, plain.out);
}

/* Replaces the 19th <decision> of @log with @decision (a printf format
 * taking the player's id); *@line is its line, counted from 1. */
static char *
break_decision (const char *log, const char *name, const char *decision, int *line,
                char **player)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *joined = NULL;
  char *path = tmp_path (name);
  int seen = 0;

  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (strstr (lines[i], "<decision ") && ++seen == 19)
      {
        const char *at = strstr (lines[i], "player=\"") + strlen ("player=\"");
        *player = g_strndup (at, strcspn (at, "\""));
        g_free (lines[i]);
        lines[i] = g_strdup_printf (decision, *player);
        *line = i + 1;
        break;
      }
  g_assert_cmpint (seen, ==, 19);
  joined = g_strjoinv ("\n", lines);
  g_assert_true (g_file_set_contents (path, joined, -1, NULL));
  return path;
}

static void
test_replay_error_lines (void)
{
  g_autofree char *log = NULL, *illegal = NULL, *unknown = NULL, *player = NULL;
  g_autofree char *player2 = NULL, *where = NULL, *turn = NULL;
  g_auto (Run) bad = { 0 }, kind = { 0 };
  int line = 0, line2 = 0;

  if (!need_cli ())
    return;
  log = play_log ("lines.xml");
  /* A stop while everyone plans day 1 is illegal. */
  illegal = break_decision (log, "illegal.xml", "  <decision kind=\"stop\" player=\"%s\"/>", &line,
                            &player);
  RUN (&bad, "replay", "base", illegal);
  g_assert_cmpint (bad.status, ==, 1);
  /* In GCC's form, as every diagnostic, with the decision's index. */
  where = g_strdup_printf ("%s:%d: error: decision 19: ", illegal, line);
  g_assert_true (g_str_has_prefix (bad.err, where));
  /* The decision and whose turn it is in words: the character by name
   * with its id, "End the move here" for kind="stop", a name for whoever
   * plans (not the log's id). */
  turn = g_strdup_printf (" (%s): End the move here” is not a legal choice now: ", player);
  assert_contains (bad.err, turn);
  /* "Mirela Thorne (red) is to plan the day", as every message names a
   * character. */
  g_assert_true (g_regex_match_simple ("not a legal choice now: [^(\\n]+ \\([a-z]+\\) is to plan "
                                       "the day\\n",
                                       bad.err, 0, 0));
  g_free (turn);
  turn = g_strdup_printf ("now: %s is to plan", player);
  g_assert_null (strstr (bad.err, turn));
  g_assert_null (strstr (bad.err, "is to decide"));
  g_free (turn);
  turn = g_strdup_printf ("“%s stop”", player);
  g_assert_null (strstr (bad.err, turn));

  unknown = break_decision (log, "unknown.xml", "  <decision kind=\"fly\" player=\"%s\"/>", &line2,
                            &player2);
  RUN (&kind, "replay", "base", unknown);
  g_assert_cmpint (kind.status, ==, 1);
  g_free (where);
  where = g_strdup_printf ("%s:%d: error: decision 19: unknown decision kind", unknown, line2);
  g_assert_true (g_str_has_prefix (kind.err, where));
}

/* A log knows the version of the variant it was played on: replayed on
 * the same content it says nothing, on a changed copy (a card renamed;
 * the id stays "treos-base") it warns on stderr at the log's root line and
 * still replays, with exit status 0. */
static void
test_replay_other_version (void)
{
  g_autofree char *log = NULL, *copy = tmp_path ("renamed.waymark"), *text = NULL;
  g_autofree char *renamed = NULL, *expected = NULL;
  g_autoptr (GString) renamed_text = NULL;
  g_auto (Run) export = { 0 }, same = { 0 }, formatted = { 0 }, other = { 0 };

  if (!need_cli ())
    return;
  log = play_log ("version.xml");
  RUN (&same, "replay", "base", log, "--summary");
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpstr (same.err, ==, "");
  /* The same content saved as a file is the same version. */
  RUN (&export, "format", "base", "-o", copy);
  g_assert_cmpint (export.status, ==, 0);
  RUN (&formatted, "replay", copy, log, "--summary");
  g_assert_cmpint (formatted.status, ==, 0);
  g_assert_cmpstr (formatted.err, ==, "");

  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "The Borrowed Cloak"));
  renamed_text = g_string_new (text);
  g_string_replace (renamed_text, "The Borrowed Cloak", "The Lent Cloak", 0);
  renamed = g_string_free (g_steal_pointer (&renamed_text), FALSE);
  g_assert_true (g_file_set_contents (copy, renamed, -1, NULL));
  RUN (&other, "replay", copy, log, "--summary");
  g_assert_cmpint (other.status, ==, 0);
  expected = g_strdup_printf ("%s:2: warning: the log was recorded on another version of variant "
                              "“treos-base” (its cards, map or rules may differ)\n", log);
  g_assert_cmpstr (other.err, ==, expected);
  assert_contains (other.out, "The Lent Cloak (S01)");
}

/* A position written by replay -o knows the version of the variant as the
 * log does: reach on the same content says nothing on stderr, on a copy
 * with a card renamed it warns at the position's root line and still lists
 * the same spaces, with exit status 0. */
static void
test_reach_other_version (void)
{
  g_autofree char *log = NULL, *pos = tmp_path ("version-pos.xml");
  g_autofree char *copy = tmp_path ("renamed-reach.waymark"), *text = NULL, *expected = NULL;
  g_autoptr (GString) renamed = NULL;
  g_auto (Run) replay = { 0 }, export = { 0 }, same = { 0 }, other = { 0 };

  if (!need_cli ())
    return;
  log = play_log ("reach-version.xml");
  RUN (&replay, "replay", "base", log, "-o", pos);
  g_assert_cmpint (replay.status, ==, 0);
  RUN (&export, "format", "base", "-o", copy);
  g_assert_cmpint (export.status, ==, 0);
  RUN (&same, "reach", copy, "--position", pos, "--player", "red", "--card", "R01");
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpstr (same.err, ==, "");
  assert_contains (same.out, "(stay)");

  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  renamed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (renamed, "The Borrowed Cloak", "The Lent Cloak", 0), >, 0);
  g_assert_true (g_file_set_contents (copy, renamed->str, -1, NULL));
  RUN (&other, "reach", copy, "--position", pos, "--player", "red", "--card", "R01");
  g_assert_cmpint (other.status, ==, 0);
  expected = g_strdup_printf ("%s:2: warning: the position was saved on another version of "
                              "variant “treos-base” (its cards, map or rules may differ)\n",
                              pos);
  g_assert_cmpstr (other.err, ==, expected);
  g_assert_cmpstr (other.out, ==, same.out);
}

/* Language, locale, the summary's first words, staying put in reach, and
 * play's first two lines: the arrangement and the number of decisions. */
static const char *const german[] = { "de", "de_DE.UTF-8", "Tag 3, Sonnenaufgang: ", "(bleiben)",
                                      "Anordnung des Spielplans: r", " Entscheidungen\n",
                                      "Gold, Standort: Wegpunkt westlich der Burg „Schwert“ (r2:s2), " };
static const char *const italian[] = { "it", "it_IT.UTF-8", "Giorno 3, alba: ", "(restare)",
                                       "Disposizione del tabellone: r", " decisioni\n",
                                       "d’oro, posizione: casella a ovest della fortezza «Spada» (r2:s2), " };

/* replay --summary and reach in German and Italian: the step, turn, seat and
 * decision words of the XML stay out of the text a designer reads. */
static void
test_replay_reach_translated (gconstpointer data)
{
  const char *const *lang = data;
  g_autofree char *log = NULL, *pos = tmp_path ("translated-pos.xml");
  g_auto (GStrv) envp = NULL;
  g_auto (Run) replay = { 0 }, position = { 0 }, reach = { 0 };
  const char *const internal[] = { ", plan", "morning", "seat ", "gold ", "quests ", "(stay)",
                                   "hop ", "(extra)", "wins" };

  if (!need_cli ())
    return;
  log = play_log ("translated.xml");
  envp = cli_environ (lang[0], lang[1]);
  run_cli_env (&replay, envp, (const char *[]) { "replay", "base", log, "--summary", NULL });
  g_assert_cmpint (replay.status, ==, 0);
  if (strstr (replay.out, lang[2]) == NULL)
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  RUN (&position, "replay", "base", log, "-o", pos);
  g_assert_cmpint (position.status, ==, 0);
  run_cli_env (&reach, envp, (const char *[]) { "reach", "base", "--position", pos, "--player",
                                                "red", "--card", "R01", NULL });
  g_assert_cmpint (reach.status, ==, 0);
  assert_contains (reach.out, lang[3]);
  /* A place in the Playtest's words, after a word of its own (German and
   * Italian names of spaces have no article: "Wegpunkt Wegpunkt …"). */
  assert_contains (replay.out, lang[6]);
  for (guint i = 0; i < G_N_ELEMENTS (internal); i++)
    if (strstr (replay.out, internal[i]) || strstr (reach.out, internal[i]))
      g_error ("“%s” in\n%s%s", internal[i], replay.out, reach.out);
}

/* Language, locale, the words that show the catalogue was read (the
 * loader's own, translated before), and the two reasons below (the first
 * a format of the cards boxed). */
static const char *const inconsistent_en[]
    = { "", "C.UTF-8", "the position is inconsistent: ", "cards in play and %d boxed, expected",
        "highwayman 1 shares a space with player red\n" };
static const char *const inconsistent_de[]
    = { "de", "de_DE.UTF-8", "die Stellung ist widersprüchlich: ",
        "Karten im Spiel und %d in der Schachtel, erwartet",
        "Wegelagerer 1 teilt sich einen Wegpunkt mit Spieler red\n" };
static const char *const inconsistent_it[]
    = { "it", "it_IT.UTF-8", "la posizione è incoerente: ", "carte in gioco e %d nella scatola, attese",
        "il brigante 1 condivide una casella con il giocatore red\n" };

/* Why a position is inconsistent is said in the language of the messages,
 * with the player by the id the file gives him: wm_game_check () said it
 * in English alone. */
static void
test_inconsistent_position_translated (gconstpointer data)
{
  const char *const *lang = data;
  g_autofree char *log = play_log ("inconsistent.xml"), *pos = tmp_path ("inconsistent-pos.xml");
  g_autofree char *boxed = tmp_path ("boxed-pos.xml"), *shared = tmp_path ("shared-pos.xml");
  g_autofree char *text = NULL, *space = NULL, *one = NULL, *other = NULL, *reason = NULL;
  g_autoptr (GRegex) red = g_regex_new ("character=\"red\" seat=\"[a-z]\" space=\"([^\"]+)\"",
                                        0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_auto (GStrv) envp = cli_environ (lang[0], lang[1]);
  g_auto (Run) position = { 0 }, box = { 0 }, share = { 0 };
  char *highwaymen, *count;
  int n_boxed;

  if (!need_cli ())
    return;
  RUN (&position, "replay", "base", log, "-o", pos);
  g_assert_cmpint (position.status, ==, 0);
  g_assert_true (g_file_get_contents (pos, &text, NULL, NULL));
  g_assert_true (g_regex_match (red, text, 0, &match));
  space = g_match_info_fetch (match, 1);
  /* a card boxed that is in play as well: one more than the game boxed
   * (a personal quest completed by day 2 is boxed already) */
  count = strstr (text, " boxed=\"");
  g_assert_nonnull (count);
  count += strlen (" boxed=\"");
  n_boxed = (int) g_ascii_strtoll (count, NULL, 10) + 1;
  one = g_strdup_printf ("%.*s%d%s", (int) (count - text), text, n_boxed, strchr (count, '"'));
  reason = g_strdup_printf (lang[3], n_boxed);
  g_assert_true (g_file_set_contents (boxed, one, -1, NULL));
  /* the first highwayman on red's space */
  highwaymen = strstr (text, "<highwaymen spaces=\"");
  g_assert_nonnull (highwaymen);
  highwaymen += strlen ("<highwaymen spaces=\"");
  other = g_strdup_printf ("%.*s%s%s", (int) (highwaymen - text), text, space,
                           strchr (highwaymen, ' '));
  g_assert_true (g_file_set_contents (shared, other, -1, NULL));

  run_cli_env (&box, envp, (const char *[]) { "reach", "base", "--position", boxed, "--player",
                                              "red", "--card", "R01", NULL });
  run_cli_env (&share, envp, (const char *[]) { "reach", "base", "--position", shared, "--player",
                                                "red", "--card", "R01", NULL });
  g_assert_cmpint (box.status, ==, 1);
  g_assert_cmpint (share.status, ==, 1);
  if (strstr (share.err, lang[2]) == NULL)
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  assert_contains (box.err, reason);
  assert_contains (share.err, lang[4]);
}

/* play's own lines in English, German and Italian, above the summary that
 * replay --summary also prints: they were English in every language. */
static void
test_play_translated (gconstpointer data)
{
  const char *const *lang = data;
  g_auto (GStrv) envp = NULL;
  g_auto (Run) play = { 0 };
  g_auto (GStrv) lines = NULL;

  if (!need_cli ())
    return;
  envp = cli_environ (lang ? lang[0] : "", lang ? lang[1] : "C");
  run_cli_env (&play, envp,
               (const char *[]) { "play", "base", "--seed", "3", "--day-cap", "2", NULL });
  g_assert_cmpint (play.status, ==, 0);
  if (lang != NULL && strstr (play.out, lang[2]) == NULL)
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  lines = g_strsplit (play.out, "\n", 3);
  g_assert_cmpint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], lang ? lang[4] : "Board arrangement: r"));
  g_assert_true (g_ascii_isdigit (lines[1][0]));
  assert_contains (play.out, lang ? lang[5] : " decisions\n");
  g_assert_true (g_str_has_prefix (lines[2], lang ? lang[2] : "Day 3, sunrise: "));
  g_assert_false (g_str_has_prefix (play.out, "arrangement "));
}

/* ---- simulate --personas ------------------------------------------------------ */

static void
test_simulate_personas (void)
{
  g_autofree char *bad = tmp_path ("bad.ini"), *missing = tmp_path ("missing.ini");
  g_autofree char *good = tmp_path ("good.ini");
  g_auto (Run) unused = { 0 }, other = { 0 }, absent = { 0 }, fine = { 0 };

  if (!need_cli ())
    return;
  /* Line 9 has the bad weight, in a group no bot names. */
  g_assert_true (g_file_set_contents (bad, "[cautious]\ngold=1\n\n[rusher]\nquest=2\n\n# fast\n\n"
                                           "bid=99\n",
                                      -1, NULL));
  RUN (&unused, "simulate", "base", "-n", "2", "--cap-days", "2", "-q", "--personas", bad);
  g_assert_cmpint (unused.status, ==, 1);
  assert_contains (unused.err, "bad.ini:9: persona “rusher”: bid must be a number from 0 to 10");
  /* The line starts with FILE:LINE, as README shows it, for an editor's
   * problem matcher (review i, 10: "waymark-cli simulate: --personas …"). */
  {
    g_autofree char *at = g_strconcat (bad, ":9: persona “rusher”", NULL);

    g_assert_true (g_str_has_prefix (unused.err, at));
  }
  RUN (&other, "simulate", "base", "-n", "2", "--cap-days", "2", "-q", "--bots",
       "greedy:cautious", "--personas", bad);
  g_assert_cmpint (other.status, ==, 1);
  assert_contains (other.err, "bad.ini:9:");

  RUN (&absent, "simulate", "base", "-n", "2", "--cap-days", "2", "-q", "--personas", missing);
  g_assert_cmpint (absent.status, ==, 2);
  assert_contains (absent.err, "missing.ini");

  g_assert_true (g_file_set_contents (good, "[balanced]\ngold=2\n", -1, NULL));
  RUN (&fine, "simulate", "base", "-n", "2", "--cap-days", "2", "-q", "--personas", good);
  g_assert_cmpint (fine.status, ==, 0);
  /* The default bots, given without a persona, take the file's [balanced]. */
  assert_contains (fine.out, "\"gold\" : 2");
}

/* A line of a persona file that is neither a heading nor a weight, or one
 * GKeyFile would take without a word, is told
 * at its line in Waymark's words, as a wrong weight is, not in GKeyFile's
 * ("Key file contains line … which is not a key-value pair, group, or
 * comment", without the line's number). */
static void
test_simulate_personas_broken_line (void)
{
  static const struct
  {
    const char *text, *said;
  } cases[] = {
    { "[cautious]\ngold=1\n\n[quest runner\nquest=2\n",
      ":4: “[quest runner” is not a persona's heading: the name goes between [ and ], "
      "as in [cautious]\n" },
    { "# mine\ngold=1\n[cautious]\n",
      ":2: “gold=1” comes before the first persona: weights go under a heading such "
      "as [cautious]\n" },
    { "[cautious]\ngold=1\nquest 2\n",
      ":3: “quest 2” is neither a persona's heading, such as [cautious], nor a "
      "weight, such as gold = 1.5\n" },
    /* What GKeyFile reads without a word (review f, finding 11): the two
     * [cautious] were merged, the last gold taken, 0x1 read as 1 and
     * gold[de] taken or passed over by the desktop's language. */
    { "[cautious]\ngold=1\n[rusher]\nquest=2\n[cautious]\nbid=1\n",
      ":5: persona “cautious” is headed twice (first at line 1): its weights go under one "
      "heading\n" },
    { "[cautious]\ngold=1.0\n  gold = 2.0\n",
      ":3: persona “cautious”: gold is set twice (first at line 2): only one of them would "
      "count\n" },
    { "[cautious]\nquest=1\ngold=0x1\n",
      ":3: persona “cautious”: gold must be a number from 0 to 10, not “0x1”\n" },
    { "[cautious]\ngold[de]=1\n",
      ":2: persona “cautious”: “gold[de]” is a weight for one language; a weight is the same "
      "in every language, as in gold = 1.5\n" },
    { "[cautious]\n\ngold\xff=1\n",
      ":3: the byte \\xFF is not UTF-8 text: was the file damaged?\n" },
  };
  g_autofree char *path = tmp_path ("broken.ini");

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = NULL;
      g_auto (Run) run = { 0 };
      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      RUN (&run, "simulate", "base", "-n", "1", "--day-cap", "1", "-q", "--personas", path);
      g_assert_cmpint (run.status, ==, 1);
      said = g_strconcat (path, cases[i].said, NULL);
      g_assert_cmpstr (run.err, ==, said);
    }
}

/* A blank entry in --bots is a usage error that says which, in simulate
 * and play alike (one parser, wm_bot_list_parse()), not a bot dropped. */
static void
test_bots_blank (void)
{
  g_auto (Run) simulate = { 0 }, trailing = { 0 }, play = { 0 };

  if (!need_cli ())
    return;
  RUN (&simulate, "simulate", "base", "-n", "1", "--cap-days", "1", "-q", "--bots",
       "planner,,greedy");
  g_assert_cmpint (simulate.status, ==, 2);
  g_assert_cmpstr (simulate.err, ==,
                   "waymark-cli simulate: --bots: bot 2 of 3 is blank in “planner,,greedy”; "
                   "name one there or remove the extra comma\n");
  RUN (&trailing, "simulate", "base", "-n", "1", "--cap-days", "1", "-q", "--bots", "greedy,");
  g_assert_cmpint (trailing.status, ==, 2);
  assert_contains (trailing.err, "--bots: bot 2 of 2 is blank in “greedy,”");
  RUN (&play, "play", "base", "--day-cap", "1", "-q", "--bots", "greedy,");
  g_assert_cmpint (play.status, ==, 2);
  assert_contains (play.err, "--bots: bot 2 of 2 is blank in “greedy,”");
}

/* ---- analyze --card ------------------------------------------------------------ */

static void
test_analyze_cards (void)
{
  g_auto (Run) unknown = { 0 }, common = { 0 }, own = { 0 };
  const char *odds;

  if (!need_cli ())
    return;
  RUN (&unknown, "analyze", "base", "-a", "1", "-d", "2", "--card", "R01", "--card", "ZZZ");
  g_assert_cmpint (unknown.status, ==, 2);
  assert_contains (unknown.err, "“ZZZ”");

  /* A common movement card is in no character's draw pile at the start:
   * the odds section says so rather than staying empty. */
  RUN (&common, "analyze", "base", "-a", "1", "-d", "2", "--card", "C01");
  g_assert_cmpint (common.status, ==, 0);
  odds = strstr (common.out, "Draw odds");
  g_assert_nonnull (odds);
  assert_contains (odds, "C01 (deck “Common Movement Cards”): no character starts with it");

  RUN (&own, "analyze", "base", "-a", "1", "-d", "2", "--card", "R01", "--card", "Y01");
  g_assert_cmpint (own.status, ==, 0);
  assert_contains (own.out, "  Mirela Thorne (red): deck of 12, any of R01\n");
  assert_contains (own.out, "  Casimir Vell (yellow): deck of 12, any of Y01\n");
  g_assert_null (strstr (strstr (own.out, "Draw odds"), "purple"));
}

/* The quest table weighs the whole reward and says how, "moves" is
 * explained, and characters with the same odds share one table. */
static void
test_analyze_report (void)
{
  g_auto (Run) report = { 0 };
  const char *odds;

  if (!need_cli ())
    return;
  RUN (&report, "analyze", "base", "-a", "1", "-d", "2");
  g_assert_cmpint (report.status, ==, 0);
  assert_contains (report.out, "  moves: steps along paths and across lakes");
  assert_contains (report.out, "  value: the whole reward in gold: its gold, 0.50 per movement card, "
                               "0.17 per side quest\n");
  assert_contains (report.out, "    a movement card: a designer's estimate, not measured "
                               "(--movement-card-gold)\n");
  assert_contains (report.out, "    a side quest: its deck's mean reward × 35 %, the share greedy "
                               "bots complete\n");
  /* The base game's slope may be 0: the line is said to be loose. */
  assert_contains (report.out, "  the slope's 95 % interval: 0.000 to ");
  assert_contains (report.out, "  the moves explain little of the rewards here (the slope may be 0)");
  /* The region by name, as the Analysis view names it (designer review
   * of the balance workflow: "r1"). */
  assert_contains (report.out, "\n  A04        The Riverlands        1 +1 side quest             1.18 ");
  assert_contains (report.out, "\n  A09        The Riverlands        1 +1 movement card          1.50 ");
  g_assert_null (strstr (report.out, " r1 "));
  odds = strstr (report.out, "Draw odds");
  g_assert_nonnull (odds);
  /* The characters and decks by name, as the other tables name them
   * (review i, 11). */
  assert_contains (odds, "\n  Mirela Thorne (red), Casimir Vell (yellow), Odile Ferrant (purple), "
                         "Bram Holloway (green): deck of 12, one given card\n");
  assert_contains (report.out, "\n  R08        Mirela Thorne (red)        2 ");
  assert_contains (report.out, "\n  C01        Common Movement Cards      3 ");
  g_assert_null (strstr (report.out, "common-movement"));
  g_assert_null (strstr (report.out, "move-red"));
  /* What the odds leave out is said with them (README: Analysis). */
  assert_contains (odds,
                   "the rulebook's fifth, is discarded, not\n   kept on top of the draw pile;");
  assert_contains (odds, "no movement card is gained");
  /* One table: one header row. */
  g_assert_null (strstr (strstr (odds, "by then") + 1, "by then"));
}

/* --movement-card-gold and --side-quest-share weigh the rewards besides
 * gold (every side quest of the base game pays one movement card), and
 * the header says they were given; a value that is no number in range is
 * a usage error naming the option and the text. */
static void
test_analyze_weights (void)
{
  static const char *const bad[][2] = {
    { "--movement-card-gold", "abc" }, { "--movement-card-gold", "-1" },
    { "--movement-card-gold", "21" },  { "--side-quest-share", "1.5" },
    { "--side-quest-share", "0,3" },   { "--side-quest-share", "nan" },
  };
  g_auto (Run) given = { 0 };

  if (!need_cli ())
    return;
  RUN (&given, "analyze", "base", "-a", "1", "-d", "1", "--movement-card-gold", "1",
       "--side-quest-share", "0.5");
  g_assert_cmpint (given.status, ==, 0);
  assert_contains (given.out, "its gold, 1.00 per movement card, 0.50 per side quest\n");
  assert_contains (given.out, "    a movement card: as given (--movement-card-gold)\n");
  assert_contains (given.out, "× 50 % completed (--side-quest-share)\n");
  assert_contains (given.out, "\n  A04        The Riverlands        1 +1 side quest             1.50 ");
  assert_contains (given.out, "\n  A09        The Riverlands        1 +1 movement card          2.00 ");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *says = g_strdup_printf ("waymark-cli analyze: %s must be ", bad[i][0]);
      g_autofree char *quoted = g_strdup_printf (", not “%s”\n", bad[i][1]);
      g_auto (Run) refused = { 0 };
      RUN (&refused, "analyze", "base", "-a", "1", bad[i][0], bad[i][1]);
      g_assert_cmpint (refused.status, ==, 2);
      assert_contains (refused.err, says);
      assert_contains (refused.err, quoted);
      g_assert_cmpstr (refused.out, ==, "");
    }
}

/* The tables' headers are translated like the rest of the report. */
static void
test_analyze_translated (void)
{
  g_auto (GStrv) envp = NULL;
  g_auto (Run) report = { 0 };

  if (!need_cli ())
    return;
  envp = cli_environ ("de", "de_DE.UTF-8");
  run_cli_env (&report, envp, (const char *[]) { "analyze", "base", "-a", "1", "-d", "1", NULL });
  g_assert_cmpint (report.status, ==, 0);
  if (strstr (report.out, "Aufträge") == NULL)
    {
      g_test_skip ("no German locale or catalogue");
      return;
    }
  /* Common quests are "Allgemeine Aufträge" as in the app and the print. */
  assert_contains (report.out, "Allgemeine Aufträge: ");
  g_assert_null (strstr (report.out, "Gewöhnliche"));
  g_assert_null (strstr (report.out, "quest      region"));
  g_assert_null (strstr (report.out, "card       deck"));
  g_assert_null (strstr (report.out, "by then"));
}

/* Every table of @report: its header as long as its first row (a
 * quest's outlier mark aside), so that no header runs past its column.
 * The first rows are A01's, R01's and day 1's. Returns the tables seen. */
static guint
check_headers_fit (const char *report)
{
  g_auto (GStrv) lines = g_strsplit (report, "\n", -1);
  guint tables = 0;

  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      const char *row = lines[i + 1];
      g_autofree char *bare = NULL;

      if (!g_str_has_prefix (row, "  A01 ") && !g_str_has_prefix (row, "  R01 ")
          && !g_str_has_prefix (row, "    1 "))
        continue;
      bare = g_strdup (row);
      if (g_str_has_suffix (bare, " *"))
        bare[strlen (bare) - 2] = '\0';
      g_test_message ("%s\n%s", lines[i], row);
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), ==, g_utf8_strlen (bare, -1));
      tables++;
    }
  return tables;
}

/* The tables' columns fit their headers in every language: German's
 * "Reichweite" and "Schritte" over the reach table's columns of 8 and 5
 * ran past them, and Italian's "entro allora" over the odds' 10 (designer
 * review of the balance workflow). */
static void
test_analyze_columns_fit (void)
{
  static const char *const langs[][3] = {
    { "en", "C.UTF-8", "Common quests" },
    { "de", "de_DE.UTF-8", "Allgemeine Aufträge" },
    { "it", "it_IT.UTF-8", "Missioni comuni" },
  };

  if (!need_cli ())
    return;
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_auto (GStrv) envp = cli_environ (langs[l][0], langs[l][1]);
      g_auto (Run) report = { 0 };

      run_cli_env (&report, envp,
                   (const char *[]) { "analyze", "base", "-a", "1", "-d", "2", NULL });
      g_assert_cmpint (report.status, ==, 0);
      if (strstr (report.out, langs[l][2]) == NULL)
        {
          g_test_message ("no %s locale or catalogue", langs[l][0]);
          continue;
        }
      /* quests, reach, one table of odds */
      g_assert_cmpuint (check_headers_fit (report.out), ==, 3);
    }
}

/* ---- --lang of print and render ------------------------------------------------- */

/* The sentence both commands say when --lang is not a language of the
 * variant as such. */
static void
assert_language_note (const char *err, const char *command, const char *asked, const char *used)
{
  g_autofree char *note = g_strdup_printf (
      "waymark-cli %s: the variant has no language “%s”; its texts in %s are used\n", command,
      asked, used);
  g_assert_cmpstr (err, ==, note);
}

static char *
file_text (const char *path, gsize *length)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

/* A regional tag (de-AT) or another case (DE) finds the variant's German,
 * as the desktop's language does: the cards are German, not the fallback. */
static void
test_lang_regional (void)
{
  g_autofree char *pdf = tmp_path ("de-AT.pdf"), *at = tmp_path ("de-AT.png");
  g_autofree char *upper = tmp_path ("DE.png"), *de = tmp_path ("de.png");
  g_autofree char *en = tmp_path ("en.png"), *fr = tmp_path ("fr.png");
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *pdf_text = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_auto (Run) print = { 0 }, render_at = { 0 }, render_upper = { 0 }, render_de = { 0 };
  g_auto (Run) render_en = { 0 }, render_fr = { 0 }, print_fr = { 0 };
  gsize la, lb, lc, ld;

  if (!need_cli ())
    return;
  RUN (&print, "print", "base", "--decks", "quests-r1", "--lang", "de-AT", "--out", pdf);
  g_assert_cmpint (print.status, ==, 0);
  assert_language_note (print.err, "print", "de-AT", "German");
  if (pdftotext != NULL)
    {
      const char *argv[] = { pdftotext, pdf, "-", NULL };
      int status;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &pdf_text, NULL, &status, NULL));
      assert_contains (pdf_text, "Bienenwachs");
      g_assert_null (strstr (pdf_text, "Beeswax"));
    }

  RUN (&render_at, "render", "base", "--card", "A01", "--lang", "de-AT", "--out", at);
  RUN (&render_upper, "render", "base", "--card", "A01", "--lang", "DE", "--out", upper);
  RUN (&render_de, "render", "base", "--card", "A01", "--lang", "de", "--out", de);
  RUN (&render_en, "render", "base", "--card", "A01", "--lang", "en", "--out", en);
  g_assert_cmpint (render_at.status + render_upper.status + render_de.status + render_en.status,
                   ==, 0);
  assert_language_note (render_at.err, "render", "de-AT", "German");
  g_assert_cmpstr (render_upper.err, ==, ""); /* the same language, in capitals */
  a = file_text (at, &la);
  b = file_text (upper, &lb);
  c = file_text (de, &lc);
  d = file_text (en, &ld);
  g_assert_true (la == lc && memcmp (a, c, la) == 0);
  g_assert_true (lb == lc && memcmp (b, c, lb) == 0);
  g_assert_false (ld == lc && memcmp (d, c, ld) == 0);

  /* A language the variant lacks: the fallback, in one sentence for both. */
  RUN (&render_fr, "render", "base", "--card", "A01", "--lang", "fr", "--out", fr);
  RUN (&print_fr, "print", "base", "--decks", "quests-r1", "--lang", "fr", "--out", pdf);
  assert_language_note (render_fr.err, "render", "fr", "English");
  assert_language_note (print_fr.err, "print", "fr", "English");
}

/* ---- info ------------------------------------------------------------------------ */

/* Path types and start towns by their names, in the desktop's language,
 * and the quotes of that language. */
static void
test_info_names (void)
{
  g_auto (GStrv) envp = NULL;
  g_auto (Run) english = { 0 }, in_german = { 0 };

  if (!need_cli ())
    return;
  RUN (&english, "info", "base");
  g_assert_cmpint (english.status, ==, 0);
  assert_contains (english.out, "  r1 “The Riverlands”, fort hands out Bow\n");
  assert_contains (english.out, "  r4 “The Sunward Downs”, fort hands out Axe\n");
  assert_contains (english.out, "(Trail 21, Road 11, Water 9)");
  assert_contains (english.out, "starts in Marrowgate\n");
  g_assert_null (strstr (english.out, " trail"));
  g_assert_null (strstr (english.out, "marrowgate"));
  /* The board's order and turning and the decks' kinds in words. */
  assert_contains (english.out, "board: 2 × 2, regions shuffled, turned at random\n");
  assert_contains (english.out,
                   "  quests-r1 “Quests of Calder and Elmswick”: Common quests, 12 cards\n");
  g_assert_null (strstr (english.out, "order random"));
  g_assert_null (strstr (english.out, "common-quest"));

  envp = cli_environ ("de", "de_DE.UTF-8");
  run_cli_env (&in_german, envp, (const char *[]) { "info", "base", NULL });
  g_assert_cmpint (in_german.status, ==, 0);
  if (strstr (in_german.out, "Gebiete") == NULL)
    {
      g_test_skip ("no German locale or catalogue");
      return;
    }
  assert_contains (in_german.out, "  r1 „Das Flussland“, die Burg vergibt Bogen\n");
  assert_contains (in_german.out, "(Pfad 21, Straße 11, Wasserweg 9)");
  assert_contains (in_german.out, "beginnt in Marrentor\n");
  g_assert_null (strstr (in_german.out, "”")); /* English quotes close so */
  g_assert_null (strstr (in_german.out, "Trail"));
  assert_contains (in_german.out, "Spielplan: 2 × 2, Gebiete gemischt, zufällig gedreht\n");
  assert_contains (in_german.out, ": Allgemeine Aufträge, 12 Karten\n");
  g_assert_null (strstr (in_german.out, "common-quest"));
}

/* ---- csv --import ------------------------------------------------------------------ */

/* A wrong cell in German is a German sentence, "column" included. */
static void
test_csv_translated (void)
{
  g_autofree char *bad = tmp_path ("bad-de.csv"), *out = tmp_path ("bad-de.waymark");
  g_auto (GStrv) envp = NULL;
  g_auto (Run) import = { 0 };

  if (!need_cli ())
    return;
  g_assert_true (g_file_set_contents (bad, "id,name:en,effect\nX1,A,warp scope=day\n", -1, NULL));
  envp = cli_environ ("de", "de_DE.UTF-8");
  run_cli_env (&import, envp,
               (const char *[]) { "csv", "base", "--deck", "events", "--import", bad, "-o", out,
                                  NULL });
  g_assert_cmpint (import.status, ==, 1);
  if (strstr (import.err, "Effektart") == NULL)
    {
      g_test_skip ("no German locale or catalogue");
      return;
    }
  assert_contains (import.err, ":2: error: Spalte effect: „warp“ ist keine Effektart\n");
  g_assert_null (strstr (import.err, "column"));
  g_assert_cmpstr (import.out, ==, "");
}

/* What a German or Italian spreadsheet saves: semicolons between the cells,
 * quoted where a cell holds one, a comma just text. A wrong cell is found
 * in its column as in a comma file. */
static void
test_csv_semicolons (void)
{
  g_autofree char *semi = tmp_path ("semi.csv"), *out = tmp_path ("semi.waymark");
  g_autofree char *wrong = tmp_path ("semi-wrong.csv");
  g_auto (Run) import = { 0 }, exported = { 0 }, refused = { 0 };

  if (!need_cli ())
    return;
  g_assert_true (g_file_set_contents (semi,
                                      "\"id\";\"name:en\";\"target\";\"reward.gold\"\n"
                                      "A01;\"Far; far\";calder;2\n"
                                      "A02;Near, nearer;brindle harrowdale;3\n",
                                      -1, NULL));
  RUN (&import, "csv", "base", "--deck", "quests-r1", "--import", semi, "-o", out);
  g_assert_cmpint (import.status, ==, 0);
  /* The two rows keep two cards; the ten without a row are removed, and
   * that is said (the first ten named), not done in silence. */
  g_assert_cmpstr (import.err, ==,
                   "quests-r1: 2 cards updated, 10 removed (A03, A04, A05, A06, A07, A08, A09, "
                   "A10, A11, A12)\n");
  RUN (&exported, "csv", out, "--deck", "quests-r1");
  g_assert_cmpint (exported.status, ==, 0);
  assert_contains (exported.out, "\nA01,Far; far,");
  assert_contains (exported.out, "\nA02,\"Near, nearer\",");
  assert_contains (exported.out, ",brindle harrowdale,3,");
  g_assert_cmpstr (exported.err, ==, "");

  g_assert_true (g_file_set_contents (wrong, "id;name:en;reward.gold\nA01;Far;lots\n", -1, NULL));
  RUN (&refused, "csv", "base", "--deck", "quests-r1", "--import", wrong, "-o", out);
  g_assert_cmpint (refused.status, ==, 1);
  assert_contains (refused.err, ":2: error: column reward.gold: ");
  g_assert_cmpstr (refused.out, ==, "");
}

/* A row the validator would call wrong afterwards (a town named twice) is
 * refused by the import, in the FILE:ROW form, and nothing is written. */
static void
test_csv_refuses_validator_errors (void)
{
  g_autofree char *q = tmp_path ("q.csv"), *out = tmp_path ("q.waymark");
  g_auto (Run) import = { 0 };

  if (!need_cli ())
    return;
  g_assert_true (g_file_set_contents (q,
                                      "id,target\nA01,calder\nA02,brindle\nA03,calder\n"
                                      "A04,oakhollow oakhollow\n",
                                      -1, NULL));
  g_remove (out);
  RUN (&import, "csv", "base", "--deck", "quests-r1", "--import", q, "-o", out);
  g_assert_cmpint (import.status, ==, 1);
  assert_contains (import.err, ":5: error: column target: “oakhollow” twice\n");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* The options --help lists, as option name → description. */
static GHashTable *
help_options (const char *help)
{
  GHashTable *options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GRegex) line = g_regex_new ("^\\s+(?:-\\w, )?(--[\\w-]+)(?:=\\S+)?\\s{2,}(.*)$",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;

  for (g_regex_match (line, help, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    g_hash_table_insert (options, g_match_info_fetch (match, 1), g_match_info_fetch (match, 2));
  return options;
}

/* Every command's --help in German: the usage line (its FILE is DATEI)
 * and each option's description; render's were English. */
static void
test_help_translated (void)
{
  const char *const commands[] = { "new",    "validate", "info",  "format", "print",
                                   "render", "play",     "replay", "reach", "board",
                                   "simulate", "merge",  "analyze", "csv" };
  g_auto (GStrv) envp = NULL;

  if (!need_cli ())
    return;
  envp = cli_environ ("de", "de_DE.UTF-8");
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      g_auto (Run) english = { 0 }, in_german = { 0 };
      g_autoptr (GHashTable) en = NULL, de = NULL;
      GHashTableIter iter;
      const char *option, *description;

      RUN (&english, commands[c], "--help");
      run_cli_env (&in_german, envp, (const char *[]) { commands[c], "--help", NULL });
      g_assert_cmpint (english.status, ==, 0);
      g_assert_cmpint (in_german.status, ==, 0);
      if (strcmp (english.out, in_german.out) == 0)
        {
          g_test_skip ("no German locale or catalogue");
          return;
        }
      g_test_message ("%s", in_german.out);
      g_assert_null (strstr (in_german.out, " FILE"));
      en = help_options (english.out);
      de = help_options (in_german.out);
      g_assert_cmpuint (g_hash_table_size (de), ==, g_hash_table_size (en));
      g_hash_table_iter_init (&iter, en);
      while (g_hash_table_iter_next (&iter, (gpointer *) &option, (gpointer *) &description))
        {
          const char *translated = g_hash_table_lookup (de, option);
          if (strcmp (option, "--help") == 0) /* GLib's own catalogue */
            continue;
          g_assert_nonnull (translated);
          if (strcmp (translated, description) == 0)
            g_error ("%s %s: “%s” is not translated", commands[c], option, description);
        }
    }
}

/* ---- the day cap ------------------------------------------------------------------ */

/* Runs @command on the base game with @option @value (simulate: one game). */
static void
run_capped (Run *r, const char *command, const char *option, const char *value)
{
  if (strcmp (command, "play") == 0)
    RUN (r, command, "base", option, value);
  else
    RUN (r, command, "base", option, value, "-q", "-n", "1");
}

static void
test_day_cap (void)
{
  const char *const commands[] = { "play", "simulate" };
  const char *const spellings[] = { "--day-cap", "--cap-days" };

  if (!need_cli ())
    return;
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      g_auto (Run) first = { 0 }, second = { 0 };
      for (guint k = 0; k < G_N_ELEMENTS (spellings); k++)
        {
          g_auto (Run) zero = { 0 }, negative = { 0 };
          run_capped (&zero, commands[c], spellings[k], "0");
          run_capped (&negative, commands[c], spellings[k], "-5");
          g_assert_cmpint (zero.status, ==, 2);
          g_assert_cmpint (negative.status, ==, 2);
          assert_contains (zero.err, "--day-cap");
          assert_contains (negative.err, "--day-cap");
        }
      /* Both spellings are the same option. */
      run_capped (&first, commands[c], "--day-cap", "1");
      run_capped (&second, commands[c], "--cap-days", "1");
      g_assert_cmpint (first.status, ==, 0);
      g_assert_cmpint (second.status, ==, 0);
      g_assert_cmpstr (first.out, ==, second.out);
      assert_contains (first.out, c == 0 ? "Day 2, sunrise: " : "\"cap_days\" : 1");
    }
}

/* An option out of its range is named alone with the value typed, one
 * line each (review 21's R21-4: render named --dpi and --unit-mm
 * together for either, print and analyze left the value out). */
static void
test_range_named_alone (void)
{
  g_autofree char *png = tmp_path ("range.png"), *pdf = tmp_path ("range.pdf");
  g_auto (GStrv) envp = cli_environ ("de", "de_DE.UTF-8");
  g_auto (Run) dpi = { 0 }, unit = { 0 }, big = { 0 }, both = { 0 }, nan = { 0 }, print = { 0 };
  g_auto (Run) arrangements = { 0 }, days = { 0 }, in_german = { 0 };

  if (!need_cli ())
    return;
  RUN (&dpi, "render", "base", "--card", "A01", "--dpi", "0", "--out", png);
  RUN (&unit, "render", "base", "--region", "r1", "--unit-mm", "-5", "--out", png);
  RUN (&big, "render", "base", "--region", "r1", "--unit-mm", "100000", "--out", png);
  RUN (&both, "render", "base", "--region", "r1", "--dpi", "100000", "--unit-mm", "0.5", "--out",
       png);
  RUN (&nan, "render", "base", "--region", "r1", "--dpi", "nan", "--out", png);
  RUN (&print, "print", "base", "--unit-mm", "0", "--out", pdf);
  RUN (&arrangements, "analyze", "base", "--arrangements", "0");
  RUN (&days, "analyze", "base", "--days", "5000");
  run_cli_env (&in_german, envp,
               (const char *[]) { "render", "base", "--card", "A01", "--dpi", "0", "--out", png,
                                  NULL });
  g_assert_cmpint (dpi.status, ==, 2);
  g_assert_cmpstr (dpi.err, ==, "waymark-cli render: --dpi must be 10–2400, not 0\n");
  g_assert_cmpint (unit.status, ==, 2);
  g_assert_cmpstr (unit.err, ==, "waymark-cli render: --unit-mm must be 1–200, not -5\n");
  g_assert_cmpstr (big.err, ==, "waymark-cli render: --unit-mm must be 1–200, not 100000\n");
  g_assert_cmpint (both.status, ==, 2);
  g_assert_cmpstr (both.err, ==, "waymark-cli render: --dpi must be 10–2400, not 100000\n"
                                 "waymark-cli render: --unit-mm must be 1–200, not 0.5\n");
  /* NaN is within no range (it drew an image of -2147483648 pixels) */
  g_assert_cmpint (nan.status, ==, 2);
  g_assert_cmpstr (nan.err, ==, "waymark-cli render: --dpi must be 10–2400, not nan\n");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_cmpint (print.status, ==, 2);
  g_assert_cmpstr (print.err, ==, "waymark-cli print: --unit-mm must be 1–200, not 0\n");
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (arrangements.status, ==, 2);
  g_assert_cmpstr (arrangements.err, ==,
                   "waymark-cli analyze: --arrangements must be 1–10000, not 0\n");
  g_assert_cmpint (days.status, ==, 2);
  g_assert_cmpstr (days.err, ==, "waymark-cli analyze: --days must be 1–1000, not 5000\n");
  g_assert_cmpstr (in_german.err, ==, "waymark-cli render: --dpi muss 10–2400 sein, nicht 0\n");
}

/* A choice refused names the option, its choices and the value typed, in
 * every command alike; render takes --side b and B as print does (it
 * refused both, and named no choices for --side C), and its --help says
 * so. --format takes any case too, as every other choice does (it refused
 * JSON). */
static void
test_choice_named (void)
{
  g_autofree char *png = tmp_path ("side.png"), *pdf = tmp_path ("side.pdf");
  g_auto (GStrv) envp = cli_environ ("de", "de_DE.UTF-8");
  g_auto (Run) lower = { 0 }, upper = { 0 }, other = { 0 }, print = { 0 }, board = { 0 };
  g_auto (Run) validate = { 0 }, in_german = { 0 }, help = { 0 }, missing = { 0 };
  g_auto (Run) validate_upper = { 0 }, board_upper = { 0 };

  if (!need_cli ())
    return;
  RUN (&lower, "render", "base", "--region", "r1", "--side", "b", "--out", png);
  g_assert_cmpint (lower.status, ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_true (g_remove (png) == 0);
  RUN (&upper, "render", "base", "--region", "r1", "--side", "B", "--out", png);
  g_assert_cmpint (upper.status, ==, 0);
  g_assert_true (g_remove (png) == 0);
  RUN (&other, "render", "base", "--region", "r1", "--side", "C", "--out", png);
  g_assert_cmpint (other.status, ==, 2);
  g_assert_cmpstr (other.err, ==, "waymark-cli render: --side must be a or b, not “C”\n");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  RUN (&print, "print", "base", "--side", "C", "--out", pdf);
  g_assert_cmpint (print.status, ==, 2);
  g_assert_cmpstr (print.err, ==, "waymark-cli print: --side must be a or b, not “C”\n");
  RUN (&board, "board", "base", "--format", "text");
  g_assert_cmpint (board.status, ==, 2);
  g_assert_cmpstr (board.err, ==, "waymark-cli board: --format must be json, not “text”\n");
  g_assert_cmpstr (board.out, ==, "");
  RUN (&validate, "validate", "base", "--format", "xml");
  g_assert_cmpint (validate.status, ==, 2);
  g_assert_cmpstr (validate.err, ==,
                   "waymark-cli validate: --format must be text or json, not “xml”\n");
  RUN (&validate_upper, "validate", "base", "--format", "JSON");
  g_assert_cmpint (validate_upper.status, ==, 0);
  g_assert_true (g_str_has_prefix (validate_upper.out, "["));
  RUN (&board_upper, "board", "base", "--format", "Json");
  g_assert_cmpint (board_upper.status, ==, 0);
  g_assert_true (g_str_has_prefix (board_upper.out, "{"));
  run_cli_env (&in_german, envp,
               (const char *[]) { "render", "base", "--region", "r1", "--side", "c", "--out", png,
                                  NULL });
  g_assert_cmpstr (in_german.err, ==, "waymark-cli render: --side muss a oder b sein, nicht „c“\n");
  /* render's --help says a|b, as print's and the README do (it said A|B) */
  RUN (&help, "render", "--help");
  g_assert_nonnull (strstr (help.out, "[--side a|b]"));
  g_assert_nonnull (strstr (help.out, "--side=a|b"));
  g_assert_null (strstr (help.out, "A|B"));
  /* and its default as it is typed, in the help and in a refusal (it said A) */
  assert_contains (help.out, "Side of the region (default a)\n");
  RUN (&missing, "render", "base", "--region", "r9", "--out", png);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_cmpstr (missing.err, ==, "waymark-cli render: no region “r9” with side “a”\n");
}

/* board --format json writes a coordinate as the variant file does, to
 * ten significant digits ("x" : 10.8), not JsonGenerator's seventeen
 * (10.800000000000001), turned boards too; a whole number keeps ".0". */
static void
test_board_short_numbers (void)
{
  g_auto (Run) straight = { 0 }, turned = { 0 };
  g_autoptr (GRegex) long_number = g_regex_new ("[0-9.]{13,}", 0, 0, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();

  if (!need_cli ())
    return;
  RUN (&straight, "board", "base", "--format", "json");
  RUN (&turned, "board", "base", "--arrangement", "r1:A:90,r2:B:180,r3:A:270,r4:B:0", "--format",
       "json");
  g_assert_cmpint (straight.status, ==, 0);
  g_assert_cmpint (turned.status, ==, 0);
  assert_contains (straight.out, "\"cell-size\" : 12.0,");
  assert_contains (straight.out, "\"x\" : 10.8,\n      \"y\" : 0.8,");
  g_assert_false (g_regex_match (long_number, straight.out, 0, NULL));
  g_assert_false (g_regex_match (long_number, turned.out, 0, NULL));
  /* still JSON */
  g_assert_true (json_parser_load_from_data (parser, turned.out, -1, NULL));
}

/* play and simulate stop a game at the same day unless told otherwise, so
 * that a game played alone ends where a batch's would (review 8: play
 * stopped at day 200, simulate at 60), and play says that the cap, not a
 * winner, ended it. Random bots take a hundred days to finish. */
static void
test_day_cap_default (void)
{
  g_auto (Run) play = { 0 }, sim = { 0 }, play_help = { 0 }, sim_help = { 0 };

  if (!need_cli ())
    return;
  RUN (&play, "play", "base", "--bots", "random", "--seed", "1");
  RUN (&sim, "simulate", "base", "-n", "1", "-q");
  g_assert_cmpint (play.status, ==, 0);
  g_assert_cmpint (sim.status, ==, 0);
  assert_contains (play.out, "Day 61, sunrise: ");
  assert_contains (play.out, "Stopped at the day cap (day 60) without a winner");
  assert_contains (sim.out, "\"cap_days\" : 60");
  RUN (&play_help, "play", "--help");
  RUN (&sim_help, "simulate", "--help");
  assert_contains (play_help.out, "(default 60, as simulate)");
  assert_contains (sim_help.out, "(default 60, as play)");
}

/* ---- one problem, one exit status ---------------------------------------------------- */

/* A copy of the base game named @name in the temporary folder, with each
 * @from replaced by @to. */
static char *
base_variant_with (const char *name, const char *from, const char *to)
{
  const char *root = g_getenv ("WM_SOURCE_ROOT");
  g_autofree char *base = g_build_filename (root ? root : WM_TEST_DATA "/../..", "resources",
                                            "variants", "treos-base.waymark", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) parts = NULL;
  g_autofree char *changed = NULL;
  char *path = tmp_path (name);

  g_assert_true (g_file_get_contents (base, &text, NULL, NULL));
  parts = g_strsplit (text, from, -1);
  g_assert_cmpint (g_strv_length (parts), >, 1);
  changed = g_strjoinv (to, parts);
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));
  return path;
}

/* The base game with red's start town printed on no space: it loads, but
 * no game with red can be dealt. */
static char *
off_board_variant (void)
{
  return base_variant_with ("off-board.waymark", "kind=\"town\" town=\"marrowgate\"",
                            "kind=\"plain\"");
}

static void
test_unplayable_setup (void)
{
  g_autofree char *variant = NULL;
  g_auto (Run) play = { 0 }, sim = { 0 }, render = { 0 }, twice = { 0 }, sim_twice = { 0 };
  g_autofree char *png = tmp_path ("board.png");

  if (!need_cli ())
    return;
  variant = off_board_variant ();
  RUN (&play, "play", variant, "--players", "red,yellow", "-q");
  RUN (&sim, "simulate", variant, "--players", "red,yellow", "-n", "2", "-q");
  RUN (&render, "render", variant, "--board", "--game", "1", "--out", png);
  g_assert_cmpint (play.status, ==, 1);
  g_assert_cmpint (sim.status, ==, 1);
  g_assert_cmpint (render.status, ==, 1);
  assert_contains (play.err, "start town");
  assert_contains (sim.err, "start town");
  assert_contains (render.err, "start town");

  RUN (&twice, "play", "base", "--players", "red,red", "-q");
  RUN (&sim_twice, "simulate", "base", "--players", "red,red", "-n", "2", "-q");
  g_assert_cmpint (twice.status, ==, 1);
  g_assert_cmpint (sim_twice.status, ==, 1);
  assert_contains (twice.err, "same character");
  assert_contains (sim_twice.err, "same character");
}

/* The base game with its Variable setup switched on, as the Rules page
 * saves it. */
static char *
variable_setup_variant (void)
{
  return base_variant_with ("variable-setup.waymark", "variable-setup=\"false\"",
                            "variable-setup=\"true\"");
}

/* analyze ends with what it leaves out: the base game's side and personal
 * quests, events and abilities and its wrap-around moves, each once; a
 * variant that plays the variable setup says the boards averaged are the
 * fixed setup's. */
static void
test_analyze_unmeasured (void)
{
  g_autofree char *variable = NULL;
  g_auto (Run) base = { 0 }, varied = { 0 };
  const char *section;

  if (!need_cli ())
    return;
  RUN (&base, "analyze", "base", "-a", "1", "-d", "2");
  g_assert_cmpint (base.status, ==, 0);
  section = strstr (base.out, "\nNot measured:\n");
  g_assert_nonnull (section);
  g_assert_cmpstr (section, ==,
                   "\nNot measured:\n"
                   "  side quests (24 cards): no region issues them, so they are not weighed "
                   "against moves; they count only as a reward's worth\n"
                   "  personal quests (4 cards): each is a character's own and is not weighed "
                   "against moves\n"
                   "  events (20 cards): their effects are not modelled here; simulate plays them\n"
                   "  the characters' abilities (4 effects): not modelled here; simulate plays "
                   "them\n"
                   "  moves off the board's edge, in again opposite (roads and lakes that wrap "
                   "around): not followed in moves or reach\n");

  variable = variable_setup_variant ();
  RUN (&varied, "analyze", variable, "-a", "1", "-d", "2");
  g_assert_cmpint (varied.status, ==, 0);
  assert_contains (strstr (varied.out, "\nNot measured:\n"),
                   "\n  the variable setup the variant plays (side B, quest decks dealt over the "
                   "regions): the arrangements averaged are the fixed setup's; simulate "
                   "--variable-setup plays it\n");
}

/* board, render and play lay a variant out on the side its games are
 * dealt: side B (with quest decks and towns) for a variant whose Variable
 * setup is on, unless --options says otherwise; side A for the base game
 * unless --variable-setup asks for B. */
static void
test_board_follows_variable_setup (void)
{
  g_autofree char *variant = NULL, *png = tmp_path ("variable.png");
  g_autofree char *log = tmp_path ("variable.xml"), *log_text = NULL;
  g_auto (Run) own = { 0 }, none = { 0 }, base = { 0 }, forced = { 0 }, bad = { 0 };
  g_auto (Run) render = { 0 }, render_none = { 0 }, play = { 0 };

  if (!need_cli ())
    return;
  variant = variable_setup_variant ();
  RUN (&own, "board", variant, "--format", "json");
  RUN (&none, "board", variant, "--options", "none", "--format", "json");
  RUN (&base, "board", "base", "--format", "json");
  RUN (&forced, "board", "base", "--variable-setup", "--format", "json");
  RUN (&bad, "board", variant, "--options", "sideways", "--format", "json");
  g_assert_cmpint (own.status, ==, 0);
  assert_contains (own.out, "\"r1:B:0:quests-r1:");
  g_assert_null (strstr (own.out, ":A:"));
  g_assert_cmpint (none.status, ==, 0);
  assert_contains (none.out, "\"r1:A:0,");
  g_assert_cmpint (base.status, ==, 0);
  assert_contains (base.out, "\"r1:A:0,");
  g_assert_cmpint (forced.status, ==, 0);
  assert_contains (forced.out, "\"r1:B:0:quests-r1:");
  g_assert_cmpint (bad.status, ==, 2);
  assert_contains (bad.err, "sideways");
  /* none stands alone, and an empty list is said to be one (review i,
   * 18: both were an "unknown option" none or "", none listed as valid). */
  {
    g_auto (Run) mixed = { 0 }, empty = { 0 };

    RUN (&mixed, "board", variant, "--options", "none,variable-setup", "--format", "json");
    RUN (&empty, "board", variant, "--options", "", "--format", "json");
    g_assert_cmpint (mixed.status, ==, 2);
    assert_contains (mixed.err, "--options: none stands alone: it cannot be combined with "
                                "“variable-setup”\n");
    g_assert_null (strstr (mixed.err, "unknown"));
    g_assert_cmpint (empty.status, ==, 2);
    assert_contains (empty.err, "--options: the option list is empty (none, or a list of ");
  }

  /* render --game deals as play does: side B for this variant, side A with
   * --options none (a side B board would put a town on a printed slot). */
  RUN (&render, "render", variant, "--board", "--game", "1", "--out", png);
  RUN (&render_none, "render", variant, "--board", "--options", "none", "--out", png);
  g_assert_cmpint (render.status, ==, 0);
  g_assert_cmpint (render_none.status, ==, 0);
  RUN (&play, "play", variant, "--players", "red,yellow", "--day-cap", "1", "--log", log, "-q");
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &log_text, NULL, NULL));
  assert_contains (log_text, ":B:");
  g_assert_null (strstr (log_text, ":A:"));
}

/* A typed arrangement on side B draws the variable setup's game, one that
 * mixes sides is refused as play refuses it. */
static void
test_render_game_sides (void)
{
  g_autofree char *png = tmp_path ("sides.png");
  g_auto (Run) side_b = { 0 }, mixed = { 0 };

  if (!need_cli ())
    return;
  RUN (&side_b, "render", "base", "--board", "--game", "1", "--arrangement",
       "r1:B:0,r2:B:90,r3:B:180,r4:B:270", "--out", png);
  g_assert_cmpint (side_b.status, ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  RUN (&mixed, "render", "base", "--board", "--game", "1", "--arrangement",
       "r1:A:0,r2:B:0,r3:A:0,r4:A:0", "--out", png);
  g_assert_cmpint (mixed.status, ==, 1);
  assert_contains (mixed.err, "r2");
}

/* A file too large to read is an I/O error like one that cannot be read,
 * and the message tells its size from the limit. */
static void
test_too_large (void)
{
  g_autofree char *path = tmp_path ("huge.waymark"), *missing = tmp_path ("absent.waymark");
  g_auto (Run) huge = { 0 }, absent = { 0 }, info = { 0 };
  FILE *f;

  if (!need_cli ())
    return;
  /* 34,000,000 bytes, 32.4 MiB: sparse, so it costs no disk. */
  f = fopen (path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (fseek (f, 34000000 - 1, SEEK_SET), ==, 0);
  g_assert_cmpint (fputc ('\n', f), ==, '\n');
  g_assert_cmpint (fclose (f), ==, 0);
  RUN (&huge, "validate", path);
  RUN (&absent, "validate", missing);
  RUN (&info, "info", path);
  g_assert_cmpint (absent.status, ==, 2);
  g_assert_cmpint (huge.status, ==, 2);
  g_assert_cmpint (info.status, ==, 2);
  assert_contains (huge.out,
                   "the file is 34000000 bytes; the limit is 33554432 bytes (32 MB) [io-too-large]");
  g_unlink (path);
}

/* ---- format -------------------------------------------------------------- */

/* format writes each text's languages in the variant's order (en de it):
 * the base game with every German text moved before its English one comes
 * out as the base game itself. */
static void
test_format_language_order (void)
{
  g_autofree char *base = tmp_path ("order-base.waymark");
  g_autofree char *swapped = tmp_path ("order-swapped.waymark");
  g_autofree char *formatted = tmp_path ("order-formatted.waymark");
  g_autofree char *contents = NULL, *expected = NULL, *got = NULL;
  g_autoptr (GRegex) german_first = NULL;
  g_autofree char *rewritten = NULL;
  g_auto (Run) export = { 0 };
  g_auto (Run) format = { 0 };

  if (!need_cli ())
    return;
  RUN (&export, "format", "base", "-o", base);
  g_assert_cmpint (export.status, ==, 0);
  g_assert_true (g_file_get_contents (base, &contents, NULL, NULL));
  german_first = g_regex_new ("(<(name|text) xml:lang=\"en\">[^<]*</\\2>\\n)(\\s*)"
                              "(<\\2 xml:lang=\"de\">[^<]*</\\2>\\n)",
                              0, 0, NULL);
  rewritten = g_regex_replace (german_first, contents, -1, 0, "\\4\\3\\1", 0, NULL);
  g_assert_cmpstr (rewritten, !=, contents);
  g_assert_true (g_file_set_contents (swapped, rewritten, -1, NULL));
  RUN (&format, "format", swapped, "-o", formatted);
  g_assert_cmpint (format.status, ==, 0);
  g_assert_true (g_file_get_contents (formatted, &got, NULL, NULL));
  g_assert_cmpstr (got, ==, contents);
  g_unlink (base);
  g_unlink (swapped);
  g_unlink (formatted);
}

/* ---- files that cannot be read or written ------------------------------------ */

/* Runs @args and checks that the one line on stderr is "@file: error:
 * @sentence [@code]", as GCC writes it, with exit status 2. */
static void
assert_file_problem (const char *const *args, const char *file, const char *sentence,
                     const char *code)
{
  g_auto (Run) run = { 0 };
  g_autofree char *expected = g_strdup_printf ("%s: error: %s [%s]\n", file, sentence, code);

  run_cli (&run, args);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);
}

/* Every command says a missing input the same way, in plain words, not
 * GIO's ("Error opening file …: No such file or directory") nor with the
 * command's name in front. */
static void
test_files_missing_input (void)
{
  g_autofree char *log = NULL, *result = tmp_path ("missing-input.json");
  g_autofree char *variant_out = tmp_path ("missing-input.waymark");
  g_auto (Run) sim = { 0 };

  if (!need_cli ())
    return;
  log = play_log ("missing-input.xml");
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", result);
  g_assert_cmpint (sim.status, ==, 0);

  assert_file_problem ((const char *[]) { "info", "nope.waymark", NULL }, "nope.waymark",
                       "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "replay", "base", "nope.xml", NULL }, "nope.xml",
                       "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "replay", "nope.waymark", log, NULL }, "nope.waymark",
                       "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "csv", "base", "--deck", "events", "--import",
                                          "nope.csv", "-o", variant_out, NULL },
                       "nope.csv", "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "simulate", "base", "-n", "2", "-q", "--personas",
                                          "nope.ini", NULL },
                       "nope.ini", "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "merge", "nope.json", "--out", result, NULL },
                       "nope.json", "there is no such file", "io-read");
  assert_file_problem ((const char *[]) { "merge", result, "nodir/r.json", NULL }, "nodir/r.json",
                       "the folder “nodir” does not exist", "io-read");
  assert_file_problem ((const char *[]) { "reach", "base", "--position", "nope.xml", "--player",
                                          "red", "--card", "M01", NULL },
                       "nope.xml", "there is no such file", "io-read");
  g_assert_false (g_file_test (variant_out, G_FILE_TEST_EXISTS));
}

/* A folder and a loop of symbolic links given as the input are said in
 * plain words too, not in libxml2's or GIO's ("cannot be read: Error
 * opening file /x/loop1.waymark: Too many levels of symbolic links", the
 * path twice; review 9's R9-15). */
static void
test_files_unreadable_input (void)
{
  g_autofree char *loop1 = tmp_path ("loop1.waymark"), *loop2 = tmp_path ("loop2.waymark");
  g_autofree char *folder = tmp_path ("folder.waymark");

  if (!need_cli ())
    return;
  g_unlink (loop1);
  g_unlink (loop2);
  g_assert_cmpint (symlink ("loop2.waymark", loop1), ==, 0);
  g_assert_cmpint (symlink ("loop1.waymark", loop2), ==, 0);
  g_mkdir (folder, 0700);
  assert_file_problem ((const char *[]) { "info", loop1, NULL }, loop1,
                       "cannot be read: the symbolic links form a loop", "io-read");
  assert_file_problem ((const char *[]) { "replay", "base", loop1, NULL }, loop1,
                       "cannot be read: the symbolic links form a loop", "io-read");
  assert_file_problem ((const char *[]) { "info", folder, NULL }, folder,
                       "it is a folder, not a file", "io-read");
  g_unlink (loop1);
  g_unlink (loop2);
  g_rmdir (folder);
}

/* And every output file: a folder that is not there, or a folder given
 * as the file, said before the work in the same form. */
static void
test_files_unwritable_output (void)
{
  g_autofree char *log = NULL, *result = tmp_path ("unwritable.json");
  g_autofree char *folder = g_path_get_dirname (result);
  const char *out = "nodir/x";
  const char *const *cases[] = {
    (const char *[]) { "simulate", "base", "-n", "1", "-q", "--out", out, NULL },
    (const char *[]) { "simulate", "base", "-n", "1", "-q", "--csv", out, NULL },
    (const char *[]) { "merge", result, "--out", out, NULL },
    (const char *[]) { "merge", result, "--csv", out, NULL },
    (const char *[]) { "csv", "base", "--deck", "events", "-o", out, NULL },
    (const char *[]) { "format", "base", "-o", out, NULL },
    (const char *[]) { "play", "base", "--day-cap", "1", "-q", "--log", out, NULL },
    (const char *[]) { "print", "base", "--decks", "events", "--out", "nodir/x.pdf", NULL },
    (const char *[]) { "render", "base", "--card", "A01", "--out", "nodir/x.svg", NULL },
  };
  g_auto (Run) sim = { 0 };

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", result);
  g_assert_cmpint (sim.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *path = strcmp (cases[i][0], "render") == 0  ? "nodir/x.svg"
                         : strcmp (cases[i][0], "print") == 0 ? "nodir/x.pdf"
                                                               : out;
      assert_file_problem (cases[i], path, "the folder “nodir” does not exist", "io-write");
    }
  log = play_log ("unwritable.xml");
  assert_file_problem ((const char *[]) { "replay", "base", log, "-o", folder, NULL }, folder,
                       "it is a folder, not a file", "io-write");
}

/* "-" as an output file is standard output, as in most tools, for every
 * output that is text or a PDF; no file named "-" is left behind. */
static void
test_files_dash_is_stdout (void)
{
  g_autofree char *log = NULL, *result = tmp_path ("dash.json");
  g_auto (Run) sim = { 0 }, csv = { 0 }, merge = { 0 }, deck = { 0 }, format = { 0 };
  g_auto (Run) print = { 0 }, play = { 0 }, replay = { 0 };

  if (!need_cli ())
    return;
  g_remove ("-");
  RUN (&sim, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--out", "-");
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_true (g_str_has_prefix (sim.out, "{"));
  RUN (&csv, "simulate", "base", "-n", "1", "--day-cap", "2", "-q", "--csv", "-", "--out",
       result);
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_true (g_str_has_prefix (csv.out, "group,name,display_name,count,hits,rate"));
  RUN (&merge, "merge", result, "-o", "-");
  g_assert_cmpint (merge.status, ==, 0);
  g_assert_true (g_str_has_prefix (merge.out, "{"));
  RUN (&deck, "csv", "base", "--deck", "events", "-o", "-");
  g_assert_cmpint (deck.status, ==, 0);
  g_assert_true (g_str_has_prefix (deck.out, "id,name:en"));
  RUN (&format, "format", "base", "-o", "-");
  g_assert_cmpint (format.status, ==, 0);
  assert_contains (format.out, "<variant ");
  /* The PDF may be piped to a printer; the summary then goes to stderr. */
  RUN (&print, "print", "base", "--decks", "events", "--out", "-");
  g_assert_cmpint (print.status, ==, 0);
  g_assert_true (g_str_has_prefix (print.out, "%PDF-"));
  assert_contains (print.err, "4 pages");
  RUN (&play, "play", "base", "--day-cap", "2", "--log", "-");
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_str_has_prefix (play.out, "<?xml"));
  assert_contains (play.err, "Board arrangement: ");
  log = play_log ("dash.xml");
  RUN (&replay, "replay", "base", log, "--summary", "-o", "-");
  g_assert_cmpint (replay.status, ==, 0);
  assert_contains (replay.out, "<position");
  g_assert_false (g_file_test ("-", G_FILE_TEST_EXISTS));
}

/* ---- print --card-ids ---------------------------------------------------------- */

/* Review 8's R8-8: the cards just written, from several decks, on one
 * sheet; a character's id prints its card (review 12's R12-9: it was "no
 * card with the id"); unknown ids are named and nothing is written (exit
 * 2), as is --card-ids beside --decks. */
static void
test_print_card_ids (void)
{
  g_auto (Run) chosen = { 0 };
  g_auto (Run) unknown = { 0 };
  g_auto (Run) both = { 0 };
  g_auto (Run) empty = { 0 };
  g_auto (Run) check = { 0 };
  g_auto (Run) character = { 0 };
  g_auto (Run) character_check = { 0 };
  g_autofree char *pdf = tmp_path ("chosen.pdf");
  g_autofree char *none = tmp_path ("none.pdf");

  if (!need_cli ())
    return;
  RUN (&chosen, "print", "base", "--card-ids", "A03, E02,M01", "--out", pdf);
  g_assert_cmpint (chosen.status, ==, 0);
  assert_contains (chosen.out, "2 pages (3 cards, 9 to a page)");
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  RUN (&unknown, "print", "base", "--card-ids", "A03,A99,Z1", "--out", none);
  g_assert_cmpint (unknown.status, ==, 2);
  assert_contains (unknown.err,
                   "--card-ids: base has no cards or characters with the ids A99, Z1\n");
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  RUN (&both, "print", "base", "--card-ids", "A03", "--decks", "events", "--out", none);
  g_assert_cmpint (both.status, ==, 2);
  assert_contains (both.err, "--card-ids and --decks cannot be combined");
  RUN (&empty, "print", "base", "--card-ids", ",", "--out", none);
  g_assert_cmpint (empty.status, ==, 2);
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  RUN (&check, "print", "base", "--card-ids", "A03,E02", "--check-text", "--lang", "en");
  g_assert_cmpint (check.status, ==, 0);
  assert_contains (check.out, "(2 card faces checked)");
  RUN (&character, "print", "base", "--card-ids", "purple,A03", "--out", pdf);
  g_assert_cmpint (character.status, ==, 0);
  assert_contains (character.out, "2 pages (2 cards, 9 to a page)");
  RUN (&character_check, "print", "base", "--card-ids", "purple", "--check-text", "--lang",
       "en");
  g_assert_cmpint (character_check.status, ==, 0);
  assert_contains (character_check.out, "(1 card face checked)");
}

/* ---- --players ---------------------------------------------------------------- */

/* Without --players, play, simulate and render --game seat one player per
 * character within the variant's range: the base game made for 2–3
 * players seats three of its four characters (play seated four and
 * refused its own default, render asked for 4). A --players that is not
 * a number is render's usage error. */
static void
test_players_default (void)
{
  g_autofree char *copy = tmp_path ("three-players.waymark"), *text = NULL;
  g_autofree char *log = tmp_path ("three-players.xml"), *logged = NULL;
  g_autofree char *png = tmp_path ("three-players.png");
  g_autoptr (GString) edited = NULL;
  g_auto (Run) export = { 0 }, play = { 0 }, sim = { 0 }, render = { 0 }, word = { 0 };

  if (!need_cli ())
    return;
  RUN (&export, "format", "base", "-o", copy);
  g_assert_cmpint (export.status, ==, 0);
  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "max-players=\"4\"", "max-players=\"3\"", 0), ==, 1);
  g_assert_true (g_file_set_contents (copy, edited->str, -1, NULL));

  RUN (&play, "play", copy, "--day-cap", "1", "-q", "--log", log);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &logged, NULL, NULL));
  g_assert_true (g_regex_match_simple ("characters=\"[a-z]+ [a-z]+ [a-z]+\"", logged, 0, 0));
  RUN (&sim, "simulate", copy, "-n", "1", "--day-cap", "1", "-q");
  g_assert_cmpint (sim.status, ==, 0);
  assert_contains (sim.out, "\"players\" : 3");
  RUN (&render, "render", copy, "--board", "--game", "1", "--out", png);
  g_assert_cmpint (render.status, ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_remove (png), ==, 0);
  RUN (&word, "render", copy, "--board", "--game", "1", "--players", "three", "--out", png);
  g_assert_cmpint (word.status, ==, 2);
  assert_contains (word.err, "--players takes a number of players (2–3)");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

/* --players 3 means three players with random characters in play as in
 * simulate (one parser), and both say so and their default bots in
 * --help. */
static void
test_players_number (void)
{
  g_autofree char *log = tmp_path ("players-number.xml"), *text = NULL;
  g_autofree char *png = tmp_path ("players-number.png");
  g_auto (Run) play = { 0 }, sim = { 0 }, too_many = { 0 }, sim_too_many = { 0 };
  g_auto (Run) render_too_many = { 0 }, one = { 0 }, play_help = { 0 }, sim_help = { 0 };
  g_auto (Run) sim_one = { 0 }, render_one = { 0 }, one_id = { 0 };
  g_autoptr (GRegex) setup = g_regex_new ("characters=\"([a-z]+ [a-z]+ [a-z]+)\"", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;

  if (!need_cli ())
    return;
  RUN (&play, "play", "base", "--players", "3", "--day-cap", "1", "-q", "--log", log);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_true (g_regex_match (setup, text, 0, &match));
  RUN (&sim, "simulate", "base", "--players", "3", "-n", "1", "--day-cap", "1", "-q");
  g_assert_cmpint (sim.status, ==, 0);
  assert_contains (sim.out, "\"players\" : 3");

  RUN (&too_many, "play", "base", "--players", "5", "-q");
  RUN (&sim_too_many, "simulate", "base", "--players", "5", "-n", "1", "-q");
  g_assert_cmpint (too_many.status, ==, 2);
  g_assert_cmpint (sim_too_many.status, ==, 2);
  /* The range the variant takes (the base game seats 2–4). */
  assert_contains (too_many.err, "--players takes a number of players (2–4)");
  assert_contains (sim_too_many.err, "--players takes a number of players (2–4)");
  /* render --game takes a number only, judged the same way. */
  RUN (&render_too_many, "render", "base", "--board", "--game", "1", "--players", "5", "--out",
       png);
  g_assert_cmpint (render_too_many.status, ==, 2);
  assert_contains (render_too_many.err, "--players takes a number of players (2–4)");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  /* Below the range is the same usage error as above it, in every command
   * (review 10's R10-8: it was exit 1, "1 players: …"), and so is a list
   * of too few characters. */
  RUN (&one, "play", "base", "--players", "1", "-q");
  RUN (&sim_one, "simulate", "base", "--players", "1", "-n", "1", "-q");
  RUN (&render_one, "render", "base", "--board", "--game", "1", "--players", "1", "--out", png);
  RUN (&one_id, "simulate", "base", "--players", "red", "-n", "1", "-q");
  for (guint i = 0; i < 3; i++)
    {
      const Run *r = (const Run *[]) { &one, &sim_one, &render_one }[i];
      g_assert_cmpint (r->status, ==, 2);
      assert_contains (r->err, "--players takes a number of players (2–4)");
    }
  g_assert_cmpint (one_id.status, ==, 2);
  assert_contains (one_id.err, "--players names 1 character; the variant plays with 2–4");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  RUN (&play_help, "play", "--help");
  RUN (&sim_help, "simulate", "--help");
  assert_contains (play_help.out, "Number of players (random characters)");
  assert_contains (play_help.out, "(default greedy, as simulate)");
  assert_contains (sim_help.out, "default greedy)");
}

/* Without --bots, play seats greedy bots as simulate does: the base game
 * ends in days, not the hundred and more random bots wander. */
static void
test_play_default_bots (void)
{
  g_auto (Run) plain = { 0 }, greedy = { 0 };

  if (!need_cli ())
    return;
  RUN (&plain, "play", "base", "--players", "red,green", "--seed", "2");
  RUN (&greedy, "play", "base", "--players", "red,green", "--seed", "2", "--bots", "greedy");
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_cmpstr (plain.out, ==, greedy.out);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/render/game-sides", test_render_game_sides);
  g_test_add_func ("/cli/board/variable-setup", test_board_follows_variable_setup);
  g_test_add_func ("/cli/new/from-template", test_new_from_template);
  g_test_add_func ("/cli/new/blank-by-name", test_blank_by_name);
  g_test_add_func ("/cli/new/small-by-name", test_small_by_name);
  g_test_add_func ("/cli/replay/summary-output", test_replay_summary_output);
  g_test_add_func ("/cli/replay/error-lines", test_replay_error_lines);
  g_test_add_func ("/cli/replay/other-version", test_replay_other_version);
  g_test_add_func ("/cli/reach/other-version", test_reach_other_version);
  g_test_add_data_func ("/cli/replay/translated/de", german, test_replay_reach_translated);
  g_test_add_data_func ("/cli/replay/translated/it", italian, test_replay_reach_translated);
  g_test_add_data_func ("/cli/reach/inconsistent/en", inconsistent_en,
                        test_inconsistent_position_translated);
  g_test_add_data_func ("/cli/reach/inconsistent/de", inconsistent_de,
                        test_inconsistent_position_translated);
  g_test_add_data_func ("/cli/reach/inconsistent/it", inconsistent_it,
                        test_inconsistent_position_translated);
  g_test_add_data_func ("/cli/play/translated/en", NULL, test_play_translated);
  g_test_add_data_func ("/cli/play/translated/de", german, test_play_translated);
  g_test_add_data_func ("/cli/play/translated/it", italian, test_play_translated);
  g_test_add_func ("/cli/simulate/personas", test_simulate_personas);
  g_test_add_func ("/cli/simulate/personas-broken-line", test_simulate_personas_broken_line);
  g_test_add_func ("/cli/simulate/bots-blank", test_bots_blank);
  g_test_add_func ("/cli/analyze/cards", test_analyze_cards);
  g_test_add_func ("/cli/analyze/unmeasured", test_analyze_unmeasured);
  g_test_add_func ("/cli/analyze/report", test_analyze_report);
  g_test_add_func ("/cli/analyze/weights", test_analyze_weights);
  g_test_add_func ("/cli/analyze/translated", test_analyze_translated);
  g_test_add_func ("/cli/analyze/columns-fit", test_analyze_columns_fit);
  g_test_add_func ("/cli/help/translated", test_help_translated);
  g_test_add_func ("/cli/lang/regional", test_lang_regional);
  g_test_add_func ("/cli/info/names", test_info_names);
  g_test_add_func ("/cli/csv/translated", test_csv_translated);
  g_test_add_func ("/cli/csv/semicolons", test_csv_semicolons);
  g_test_add_func ("/cli/csv/refuses-validator-errors", test_csv_refuses_validator_errors);
  g_test_add_func ("/cli/day-cap", test_day_cap);
  g_test_add_func ("/cli/day-cap/default", test_day_cap_default);
  g_test_add_func ("/cli/range/named-alone", test_range_named_alone);
  g_test_add_func ("/cli/choice/named", test_choice_named);
  g_test_add_func ("/cli/board/short-numbers", test_board_short_numbers);
  g_test_add_func ("/cli/exit/unplayable-setup", test_unplayable_setup);
  g_test_add_func ("/cli/exit/too-large", test_too_large);
  g_test_add_func ("/cli/format/language-order", test_format_language_order);
  g_test_add_func ("/cli/files/missing-input", test_files_missing_input);
  g_test_add_func ("/cli/files/unreadable-input", test_files_unreadable_input);
  g_test_add_func ("/cli/files/unwritable-output", test_files_unwritable_output);
  g_test_add_func ("/cli/files/dash-is-stdout", test_files_dash_is_stdout);
  g_test_add_func ("/cli/print/card-ids", test_print_card_ids);
  g_test_add_func ("/cli/players/number", test_players_number);
  g_test_add_func ("/cli/players/default", test_players_default);
  g_test_add_func ("/cli/play/default-bots", test_play_default_bots);
  return g_test_run ();
}
