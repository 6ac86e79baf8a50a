/* simulate and merge with the files of a batch, run as programs ($WM_CLI,
 * no shell): output files that cannot be written are refused before the
 * first game, a result that cannot be saved at the end is not lost, and
 * merge refuses a shard whose counts do not add up, with the exit status
 * of the README's table (1 a wrong file, 2 one that cannot be read);
 * analyze weighs side quests by a result (--from) and refuses one it
 * cannot read with the same statuses. */

/* posix_openpt() and its kin: a terminal for the test of what a terminal gets. */
#define _XOPEN_SOURCE 600

#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli-run.h"

/* ---- simulate: the output files ---------------------------------------------- */

/* A batch far too long to wait for: a refusal that comes at once can only
 * have come before the games. */
#define LONG_BATCH "100000000"

static void
test_simulate_output_checked_first (void)
{
  g_autofree char *inside = tmp_path ("x");
  g_autofree char *folder = g_path_get_dirname (inside);
  g_autofree char *missing = tmp_path ("no-such-folder/r.json");
  g_auto (Run) out = { 0 }, csv = { 0 };

  if (!need_cli ())
    return;
  RUN (&out, "simulate", "base", "-n", LONG_BATCH, "-q", "-o", missing);
  g_assert_cmpint (out.status, ==, 2);
  assert_contains (out.err, missing);
  assert_contains (out.err, ": error: the folder “");
  g_assert_cmpstr (out.out, ==, "");

  RUN (&csv, "simulate", "base", "-n", LONG_BATCH, "-q", "--csv", folder);
  g_assert_cmpint (csv.status, ==, 2);
  assert_contains (csv.err, folder);
  assert_contains (csv.err, ": error: it is a folder, not a file [io-write]");
}

/* /dev/full passes the check (a device is written into) and fails the
 * write as a full disk does: the CSV is still written, the JSON goes to
 * standard output, and stderr says both. */
static void
test_simulate_disk_full (void)
{
  g_autofree char *csv = tmp_path ("full.csv"), *text = NULL;
  g_auto (Run) full = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();

  if (!need_cli ())
    return;
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full here");
      return;
    }
  RUN (&full, "simulate", "base", "-n", "2", "--day-cap", "2", "-q", "-o", "/dev/full", "--csv",
       csv);
  g_assert_cmpint (full.status, ==, 2);
  assert_contains (full.err, "/dev/full");
  assert_contains (full.err, "standard output");
  assert_contains (full.err, csv);
  g_assert_true (json_parser_load_from_data (parser, full.out, -1, NULL));
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "group,name,"));
}

/* A folder that takes no new file whatever its permissions say (/proc, to
 * root as to anyone) is refused before the first game, with the system's
 * own reason, not "no such file" for a file that is there. */
static void
test_simulate_unwritable_refused_first (void)
{
  g_auto (Run) run = { 0 };

  if (!need_cli ())
    return;
  if (!g_file_test ("/proc/version", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /proc/version here");
      return;
    }
  RUN (&run, "simulate", "base", "-n", LONG_BATCH, "-q", "-o", "/proc/version");
  g_assert_cmpint (run.status, ==, 2);
  assert_contains (run.err, "/proc/version: error: Could not save “/proc/version”: ");
  g_assert_null (strstr (run.err, "No such file or directory"));
  g_assert_cmpstr (run.out, ==, "");
}

/* Reads @fd to its end, or until @into would pass 1 MB. */
static gboolean
drain (int fd, GString *into)
{
  char buffer[4096];
  gssize n = read (fd, buffer, sizeof buffer);

  if (n > 0 && into->len < 1 << 20)
    g_string_append_len (into, buffer, n);
  return n > 0;
}

/* Runs waymark-cli with standard output on a terminal (a pseudo-terminal
 * this test reads), in @envp. */
static void
run_on_terminal (Run *run, char **envp, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GString) out = g_string_new (NULL), err = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  int master = posix_openpt (O_RDWR | O_NOCTTY), slave, err_fd = -1, wait_status = 0;
  gboolean out_open = TRUE, err_open = TRUE;
  GPid pid;

  g_assert_cmpint (master, >=, 0);
  g_assert_cmpint (grantpt (master), ==, 0);
  g_assert_cmpint (unlockpt (master), ==, 0);
  slave = open (ptsname (master), O_RDWR | O_NOCTTY);
  g_assert_cmpint (slave, >=, 0);
  g_ptr_array_add (argv, (gpointer) g_getenv ("WM_CLI"));
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_async_with_pipes_and_fds (NULL, (const char *const *) argv->pdata,
                                         (const char *const *) envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                         NULL, NULL, -1, slave, -1, NULL, NULL, 0, &pid, NULL,
                                         NULL, &err_fd, &error))
    g_error ("cannot run waymark-cli: %s", error->message);
  close (slave);
  /* Both are read as they come: a child writing more than a terminal
   * holds would otherwise wait for this test for ever. The terminal ends
   * (EIO) when the child, its last holder, has gone. */
  while (out_open || err_open)
    {
      struct pollfd fds[] = { { out_open ? master : -1, POLLIN, 0 },
                              { err_open ? err_fd : -1, POLLIN, 0 } };
      g_assert_cmpint (poll (fds, 2, -1), >, 0);
      if (fds[0].revents != 0)
        out_open = drain (master, out);
      if (fds[1].revents != 0)
        err_open = drain (err_fd, err);
    }
  close (master);
  close (err_fd);
  g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  run->out = g_string_free (g_steal_pointer (&out), FALSE);
  run->err = g_string_free (g_steal_pointer (&err), FALSE);
  g_test_message ("on a terminal: exit %d\nstdout: %s\nstderr: %s", run->status, run->out,
                  run->err);
}

/* A result that cannot be saved at the end (a full disk) is not poured on
 * a terminal, where a batch's thousands of lines would only scroll past:
 * it is saved in a temporary file whose name is said, and kept whole. */
static void
test_simulate_disk_full_on_terminal (void)
{
  g_autofree char *folder = tmp_path ("terminal");
  g_autofree char *said = NULL, *text = NULL;
  g_auto (GStrv) envp = NULL;
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  const char *at, *end;

  if (!need_cli ())
    return;
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full here");
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  envp = g_environ_setenv (g_get_environ (), "TMPDIR", folder, TRUE);
  run_on_terminal (&run, envp,
                   (const char *[]) { "simulate", "base", "-n", "2", "--day-cap", "2", "-q", "-o",
                                      "/dev/full", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_null (strstr (run.out, "\"format\""));
  said = g_strdup_printf ("its JSON is saved in %s/waymark-result-", folder);
  assert_contains (run.err, said);
  at = strstr (run.err, said) + strlen ("its JSON is saved in ");
  end = strstr (at, " instead");
  g_assert_nonnull (end);
  {
    g_autofree char *path = g_strndup (at, end - at);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
    assert_contains (text, "\"format\" : \"waymark-sim-5\"");
    g_unlink (path);
  }
}

/* ---- simulate: the summary on stderr ------------------------------------------ */

/* Without -q, simulate ends with a short summary on stderr: games, length,
 * capped games, each character's win rate with its interval; the JSON on
 * stdout stays pure, and the summary speaks German on a German desktop. */
static void
test_simulate_summary (void)
{
  g_auto (Run) plain = { 0 }, quiet = { 0 }, in_german = { 0 }, won = { 0 }, toggled = { 0 };
  g_auto (GStrv) envp = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  if (!need_cli ())
    return;
  RUN (&plain, "simulate", "base", "-n", "4", "--day-cap", "3", "--threads", "1");
  g_assert_cmpint (plain.status, ==, 0);
  json_parser_load_from_data (parser, plain.out, -1, &error);
  g_assert_no_error (error);
  assert_contains (plain.err, "\n4 games, ");
  assert_contains (plain.err, " 4 stopped at the day cap (day 3)\n");
  /* The setup named first, as the Simulation page's title names it
   * (designer review of the balance workflow: a summary of a run with no
   * events read as the game's). */
  assert_contains (plain.err, "\nSetup: capped at day 3\n4 games, ");
  /* Every game capped: nobody won, so no win rate is weighed against
   * parity (review i: each was "below parity … beyond chance"). */
  assert_contains (plain.err, " 4 stopped at the day cap (day 3)\nNo game had a winner (the day "
                              "cap stopped every one): there is no win rate to weigh against "
                              "parity\n");
  g_assert_null (strstr (plain.err, "Win rate per"));
  g_assert_null (strstr (plain.err, "parity: wins"));
  /* Why: each character's gold and where it differs most from the others'. */
  assert_contains (plain.err, "\nGold a game per character, and the sources it differs most in "
                              "from the others':\n  Mirela Thorne (red)  ");
  /* Games with a winner: the rates, the seats, and the first player, who
   * is not seat 1. */
  RUN (&won, "simulate", "base", "-n", "4", "--threads", "1", "-o", "/dev/null");
  assert_contains (won.err, "\nSetup: as the variant's rules say (no variant option, no first "
                            "event, the usual day cap)\n4 games, ");
  assert_contains (won.err, " 0 stopped at the day cap (day 60)\nWin rate per character, with its "
                            "95 % interval (parity 25.0 %):\n");
  assert_contains (won.err, "\n  Mirela Thorne (red)  ");
  assert_contains (won.err, "\n  Bram Holloway (green)  ");
  /* Mirela's side-quest gold (her ability) is said on her line, and not
   * as a gap of every other character's (review i, 12: "side quests 0.0
   * (others 0.5)" on Casimir's). */
  assert_contains (won.err, "\n  Mirela Thorne (red)      12.5  side quests 1.5 (others 0.0), ");
  g_assert_null (strstr (won.err, "side quests 0.0 (others"));
  assert_contains (won.err, "\nWin rate per seat (a place in the list of players): 1 ");
  assert_contains (won.err, "\nFirst player (first in day 1's turn order, which the bids decide, "
                            "so not seat 1): ");
  RUN (&toggled, "simulate", "base", "-n", "2", "--day-cap", "3", "--meaner-highwaymen",
       "--variable-setup", "--first-event", "E02", "-o", "/dev/null");
  g_assert_cmpint (toggled.status, ==, 0);
  assert_contains (toggled.err, "\nSetup: meaner highwaymen · variable setup · first event E02 · "
                                "capped at day 3\n2 games, ");
  RUN (&quiet, "simulate", "base", "-n", "4", "--day-cap", "3", "-q");
  g_assert_cmpstr (quiet.err, ==, "");

  envp = cli_environ ("de", "de_DE.UTF-8");
  run_cli_env (&in_german, envp,
               (const char *[]) { "simulate", "base", "-n", "1", "--day-cap", "3", "-o", "/dev/null",
                                  NULL });
  g_assert_cmpint (in_german.status, ==, 0);
  if (strstr (in_german.err, "1 game, ") != NULL)
    g_test_skip ("no German locale or catalogue");
  else
    {
      assert_contains (in_german.err, "1 Partie, im Mittel 3,0 Tage (Median 3,0)");
      assert_contains (in_german.err, "\nKeine Partie hatte einen Sieger (die Tagesgrenze hat "
                                      "jede beendet)");
    }
}

/* The summary ends with the cards that stand out of their deck: the one
 * side quest that pays gold where the others pay a movement card, named
 * with its figure, interval and the deck's median; and "none", with the
 * cards too rare to weigh named, after four short games. */
static void
test_simulate_standout (void)
{
  g_auto (Run) base = { 0 }, sim = { 0 }, few = { 0 };
  g_autofree char *path = tmp_path ("gold-side-quest.waymark");
  g_autofree char *result = tmp_path ("gold-side-quest.json");
  g_autofree char *variant = NULL, *json = NULL;
  char *reward;

  if (!need_cli ())
    return;
  RUN (&base, "format", "base");
  g_assert_cmpint (base.status, ==, 0);
  /* M01, the first side quest, pays 1 gold instead of a movement card. */
  reward = strstr (strstr (base.out, "<card id=\"M01\">"), "<reward movement=\"1\"/>");
  g_assert_nonnull (reward);
  variant = g_strdup_printf ("%.*s<reward gold=\"1\"/>%s", (int) (reward - base.out), base.out,
                             reward + strlen ("<reward movement=\"1\"/>"));
  g_assert_true (g_file_set_contents (path, variant, -1, NULL));
  RUN (&sim, "simulate", path, "-n", "60", "--threads", "1", "-o", result);
  g_assert_cmpint (sim.status, ==, 0);
  /* The result's figures and its standouts (value, z, p…) to ten digits. */
  g_assert_true (g_file_get_contents (result, &json, NULL, NULL));
  assert_contains (json, "\"standout\"");
  assert_short_numbers (json, 100);
  assert_short_numbers (strstr (json, "\"standout\""), 4);
  assert_contains (sim.err, "\nCards that stand out of their deck (beyond chance among ");
  /* Gold only, and said so: the other side quests pay a movement card
   * each, which the result does not count (review 24). */
  assert_contains (sim.err, "\n  M01 · Drill Yard: pays more gold a card taken than its deck's "
                            "cards, counting gold only (not the movement cards or quests a reward "
                            "gives): ");
  /* Weighed against the spread it prints: M01's gold over it is its z
   * (review 25a, 6: the line printed a spread the test did not use). */
  assert_contains (sim.err, "; the deck's median 0.00: 14.0 × the ± 0.06 its cards' spread and "
                            "its own chance allow\n");
  /* After the win rates. */
  g_assert_true (strstr (sim.err, "Cards that stand out") > strstr (sim.err, "Win rate per"));

  RUN (&few, "simulate", "base", "-n", "4", "--day-cap", "3", "--threads", "1", "-o", "/dev/null");
  g_assert_cmpint (few.status, ==, 0);
  assert_contains (few.err, "\nCards that stand out of their deck: none (0 figures of 0 cards "
                            "weighed)\n");
  assert_contains (few.err, "\nLeft out, taken or drawn fewer than 20 times: A");
  g_unlink (path);
  g_unlink (result);
}

/* Bots of more than one kind decide the games: their win rates follow the
 * characters', each marked in plain words when its interval lies off
 * parity, with a word that the characters' rates mix them. One kind alone
 * prints no such lines. */
static void
test_simulate_summary_mixed_bots (void)
{
  g_auto (Run) mixed = { 0 }, one = { 0 };

  if (!need_cli ())
    return;
  RUN (&mixed, "simulate", "base", "-n", "10", "-p", "2", "-b", "greedy,random", "--threads",
       "1", "-o", "/dev/null");
  g_assert_cmpint (mixed.status, ==, 0);
  assert_contains (mixed.err, "Win rate per bot, with its 95 % interval (parity 50.0 %):\n");
  /* Greedy beats random every time: 10 of 10, the interval well above a half. */
  assert_contains (mixed.err, "\n  greedy  100.0 %  [72.2 %, 100.0 %]  above parity: wins more "
                              "often than chance explains\n");
  assert_contains (mixed.err, "\n  random    0.0 %  [0.0 %, 27.8 %]    below parity: wins less "
                              "often than chance explains\n");
  assert_contains (mixed.err, "\nThe bots are of different kinds: the win rates per character "
                              "mix strong and weak bots.");
  RUN (&one, "simulate", "base", "-n", "4", "--day-cap", "3", "-b", "greedy,greedy", "-o",
       "/dev/null");
  g_assert_cmpint (one.status, ==, 0);
  g_assert_null (strstr (one.err, "Win rate per bot"));
  g_assert_null (strstr (one.err, "The bots are of different kinds"));
}

/* The summary from its line "12 games, " on (not the progress line "12/12
 * games, "): what simulate and merge both print. */
static const char *
summary_of (const char *err)
{
  const char *at = g_str_has_prefix (err, "12 games, ") ? err : strstr (err, "\n12 games, ");

  g_assert_nonnull (at);
  return at == err ? at : at + 1;
}

/* merge prints the summary simulate prints for the same batch, from one
 * function: with --variant the characters' names, and each character's
 * games when random characters played different numbers of them; without
 * it, the ids a result holds. */
static void
test_merge_summary_as_simulate (void)
{
  g_autofree char *s0 = tmp_path ("p3-0.json"), *s1 = tmp_path ("p3-1.json");
  g_auto (Run) whole = { 0 }, named = { 0 }, plain = { 0 };

  if (!need_cli ())
    return;
  RUN (&whole, "simulate", "base", "-n", "12", "-p", "3", "--day-cap", "12", "-o", "/dev/null");
  g_assert_cmpint (whole.status, ==, 0);
  for (int i = 0; i < 2; i++)
    {
      g_auto (Run) part = { 0 };
      RUN (&part, "simulate", "base", "-n", "12", "-p", "3", "--day-cap", "12", "-q", "--shard",
           i == 0 ? "0/2" : "1/2", "-o", i == 0 ? s0 : s1);
      g_assert_cmpint (part.status, ==, 0);
    }
  RUN (&named, "merge", s0, s1, "--variant", "base", "-o", "/dev/null");
  g_assert_cmpint (named.status, ==, 0);
  g_assert_cmpstr (summary_of (named.err), ==, summary_of (whole.err));
  assert_contains (named.err, "\n  Mirela Thorne (red)  ");
  /* 12 games of 3 seats dealt from 4 characters: not the same for each. */
  assert_contains (named.err, " games");
  assert_contains (named.err, "  in ");

  RUN (&plain, "merge", s0, s1, "-o", "/dev/null");
  g_assert_cmpint (plain.status, ==, 0);
  assert_contains (plain.err, "\n  red  ");
  g_assert_null (strstr (plain.err, "Mirela"));

  /* Another variant than the games' is refused naming both, before any
   * result is written, and -q does not make it silent (it dropped the
   * file and merged with the ids). */
  for (int q = 0; q < 2; q++)
    {
      g_auto (Run) other = { 0 };
      g_autofree char *out = tmp_path ("p3-other.json");
      const char *said = "small: error: the games were of the variant “treos-base”, not "
                         "“waymark-small”, this file's: give the variant they were played on, "
                         "or leave out --variant to name the characters by their ids\n";

      g_unlink (out);
      RUN (&other, "merge", s0, s1, "--variant", "small", q ? "-q" : "-o", q ? "-o" : out,
           q ? out : "--csv=-");
      g_assert_cmpint (other.status, ==, 1);
      g_assert_cmpstr (other.err, ==, said);
      g_assert_cmpstr (other.out, ==, "");
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

/* ---- compare: what a reward's edit changed ------------------------------------ */

/* The result @path as a Waymark of format 4 wrote it (no "gold-sq"), in
 * the temporary folder as @name; its path. */
static char *
as_format_4 (const char *path, const char *name)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *out = tmp_path (name);
  JsonObject *root, *chars;
  g_autoptr (GList) ids = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "format", "waymark-sim-4");
  chars = json_object_get_object_member (json_object_get_object_member (root, "counts"), "characters");
  ids = json_object_get_members (chars);
  for (GList *l = ids; l; l = l->next)
    json_object_remove_member (json_object_get_object_member (chars, l->data), "gold-sq");
  json_generator_set_root (gen, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (gen, out, NULL));
  return g_steal_pointer (&out);
}

/* A copy of the base game with A01 Beeswax's reward raised from 3 to 8
 * gold, written to @name in the temporary folder; its path. */
static char *
raised_reward_variant (const char *name)
{
  g_autofree char *path = tmp_path (name), *text = NULL;
  g_auto (Run) made = { 0 };
  char *card, *reward;
  gsize length;

  RUN (&made, "new", path);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  card = strstr (text, "<card id=\"A01\">");
  g_assert_nonnull (card);
  reward = strstr (card, "<reward gold=\"3\"/>");
  g_assert_nonnull (reward);
  g_assert_true (reward < strstr (card, "</card>"));
  reward[strlen ("<reward gold=\"")] = '8';
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  return g_steal_pointer (&path);
}

/* compare names the characters as simulate, play and the Simulation page
 * do, "Mirela Thorne (red)" (wm_variant_character_label ()): results of
 * the base game without --variant (it listed "red: 12.5 % → …"), and by a
 * --variant in which Odile is renamed Mirela Thorne, the two Mirelas told
 * apart by their ids. */
static void
test_compare_characters_named (void)
{
  g_autofree char *before = tmp_path ("names-before.json"), *after = tmp_path ("names-after.json");
  g_autofree char *variant = tmp_path ("two-mirelas.waymark"), *text = NULL;
  g_auto (Run) run0 = { 0 }, run1 = { 0 }, made = { 0 }, plain = { 0 }, named = { 0 };
  gsize length;

  if (!need_cli ())
    return;
  RUN (&run0, "simulate", "base", "-n", "20", "-s", "1", "-q", "-o", before);
  RUN (&run1, "simulate", "base", "-n", "20", "-s", "2", "-q", "-o", after);
  g_assert_cmpint (run0.status, ==, 0);
  g_assert_cmpint (run1.status, ==, 0);

  RUN (&plain, "compare", before, after);
  g_assert_cmpint (plain.status, ==, 0);
  g_test_message ("%s", plain.out);
  assert_contains (plain.out, "per character, the change in points with its interval (Holm's "
                              "correction, 5 %, over the game length, every win rate and every "
                              "gold):\n  Mirela Thorne (red): ");
  assert_contains (plain.out, "\n  Odile Ferrant (purple): ");
  assert_contains (plain.out, "and the sources that moved:\n  Mirela Thorne (red): ");
  g_assert_null (strstr (plain.out, "\n  red: "));
  g_assert_null (strstr (plain.out, "\n  Mirela Thorne: "));

  RUN (&made, "new", variant);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (variant, &text, &length, NULL));
  g_assert_nonnull (strstr (text, "<name xml:lang=\"en\">Odile Ferrant</name>"));
  {
    g_autoptr (GRegex) odile = g_regex_new ("Odile Ferrant", 0, 0, NULL);
    g_autofree char *renamed = g_regex_replace_literal (odile, text, -1, 0, "Mirela Thorne", 0,
                                                        NULL);
    g_assert_true (g_file_set_contents (variant, renamed, -1, NULL));
  }
  RUN (&named, "compare", before, after, "--variant", variant);
  g_assert_cmpint (named.status, ==, 0);
  g_test_message ("%s", named.out);
  assert_contains (named.out, "\n  Mirela Thorne (red): ");
  assert_contains (named.out, "\n  Mirela Thorne (purple): ");
  assert_contains (named.out, "\n  Bram Holloway (green): ");
}

/* The "changes" of `compare BEFORE AFTER --format json`, run into @json
 * and read by @parser, which keeps them. */
static JsonArray *
compare_json_changes (Run *json, JsonParser *parser, const char *before, const char *after)
{
  RUN (json, "compare", before, after, "--format", "json");
  g_assert_cmpint (json->status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json->out, -1, NULL));
  return json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                       "changes");
}

/* Two real batches, the base game and the copy with A01's reward raised:
 * compare names A01 by its gold a card taken, and no card whose reward
 * stayed; says the variants differ and compares all the same; the JSON
 * holds the same; a run of three players is compared with what differs
 * and that the comparison does not hold. */
static void
test_compare_reward_edit (void)
{
  g_autofree char *variant = NULL, *before = tmp_path ("cmp-before.json");
  g_autofree char *after = tmp_path ("cmp-after.json"), *three = tmp_path ("cmp-three.json");
  g_auto (Run) run0 = { 0 }, run1 = { 0 }, run3 = { 0 }, text = { 0 }, json = { 0 }, players = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonArray *changes;
  gboolean named = FALSE;

  if (!need_cli ())
    return;
  variant = raised_reward_variant ("raised.waymark");
  RUN (&run0, "simulate", "base", "-n", "200", "-s", "7", "-q", "-o", before);
  RUN (&run1, "simulate", variant, "-n", "200", "-s", "7", "-q", "-o", after);
  g_assert_cmpint (run0.status, ==, 0);
  g_assert_cmpint (run1.status, ==, 0);

  RUN (&text, "compare", before, after, "--variant", variant);
  g_assert_cmpint (text.status, ==, 0);
  g_test_message ("%s", text.out);
  assert_contains (text.out, "The runs are of two variants, “treos-base” → “untitled-variant”: "
                             "the comparison is of the two designs\n");
  assert_contains (text.out, "\nCards that moved beyond chance (Holm's correction, 5 %, over "
                             "every figure compared):\n  A01 · Beeswax: gold a card taken ");
  assert_contains (text.out, "\n  Mirela Thorne (red): ");
  assert_contains (text.out, "\n  seat 1: ");
  /* Each character's gold a game with the interval of its change. */
  assert_contains (text.out, "\nGold a game per character, the change with its interval (Holm's "
                             "correction, as the win rates'), and the sources that moved:\n"
                             "  Mirela Thorne (red): ");
  g_assert_nonnull (strstr (strstr (text.out, "\nGold a game per character"), " gold a game, "));
  g_assert_true (g_regex_match_simple ("\n  Mirela Thorne \\(red\\): [0-9.]+ → [0-9.]+ gold a game, "
                                       "[-+][0-9.]+ \\[[-+][0-9.]+, [-+][0-9.]+\\]",
                                       text.out, 0, 0));
  g_assert_null (strstr (text.out, "No interval"));
  g_assert_null (strstr (text.out, "-0.0"));

  /* A result of format 4 is compared too: the gold with no interval, and why, once. */
  {
    g_autofree char *old = as_format_4 (before, "cmp-before-4.json");
    g_auto (Run) older = { 0 }, german = { 0 };
    g_auto (GStrv) envp = NULL;
    const char *note;

    RUN (&older, "compare", old, after, "--variant", variant);
    g_assert_cmpint (older.status, ==, 0);
    note = strstr (older.out, "\n  No interval: a result of format waymark-sim-4 keeps the sums of "
                              "the gold, not their spread over the games; run that batch again to "
                              "compare the gold against chance\n  Mirela Thorne (red): ");
    g_assert_nonnull (note);
    g_assert_null (strstr (note + strlen ("\n  No interval"), "No interval"));
    g_assert_false (g_regex_match_simple ("gold a game, [-+][0-9.]+ \\[", older.out, 0, 0));

    /* In German the interval's bounds are parted by a semicolon (a decimal comma). */
    envp = cli_environ ("de", "de_DE.UTF-8");
    run_cli_env (&german, envp, (const char *[]) { "compare", before, after, NULL });
    g_assert_cmpint (german.status, ==, 0);
    if (strstr (german.out, "gold a game") != NULL)
      g_test_message ("no German locale or catalogue: the semicolon is not checked");
    else
      g_assert_true (g_regex_match_simple ("\n  Mirela Thorne \\(red\\): [0-9,]+ → [0-9,]+ Gold je Partie, [-+][0-9,]+ "
                                           "\\[[-+][0-9,]+; [-+][0-9,]+\\]",
                                           german.out, 0, 0));
  }
  g_assert_null (strstr (text.out, "A02"));
  g_assert_null (strstr (text.out, "The runs differ in"));

  changes = compare_json_changes (&json, parser, before, after);
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *change = json_array_get_object_element (changes, i);
      const char *id = json_object_get_string_member_with_default (change, "id", "");

      g_assert_cmpstr (id, !=, "A02");
      if (g_str_equal (id, "A01"))
        {
          const char *figure = json_object_get_string_member (change, "figure");

          /* Raised to 8 gold, the bots also complete it more often. */
          if (!g_str_equal (figure, "completion_rate"))
            g_assert_cmpstr (figure, ==, "gold_per_take");
          g_assert_true (json_object_get_boolean_member (change, "beyond_chance"));
          named = named || g_str_equal (figure, "gold_per_take");
        }
    }
  g_assert_true (named);
  /* z, before, after, difference: ten digits, as board writes a place */
  assert_short_numbers (json.out, 12);

  RUN (&run3, "simulate", "base", "-n", "60", "-p", "3", "-q", "-o", three);
  g_assert_cmpint (run3.status, ==, 0);
  RUN (&players, "compare", before, three);
  g_assert_cmpint (players.status, ==, 0);
  assert_contains (players.out, "\nThe runs differ in: players 4 → 3 · the comparison does not "
                                "hold: parity moves from 25.0 % to 33.3 %");
  /* Each rate against its own run's fair share, no change of the rates
   * (review l, m3: "58.8 % → 15.0 %, -43.8 points [-57.5, -27.8]"). */
  assert_contains (players.out, "\nWin rate per character, and how far it is from its run's own "
                                "fair share");
  assert_contains (players.out, "%, against the fair share ");
  g_assert_null (strstr (players.out, "Win rate per character, the change in points"));
}

/* A copy of the base game whose common quest A12 is replaced by A49 “The
 * Salt Road” (its route and reward kept), written to @name in the
 * temporary folder; its path. */
static char *
renamed_quest_variant (const char *name)
{
  g_autofree char *path = tmp_path (name), *text = NULL;
  g_autoptr (GString) edited = NULL;
  g_auto (Run) made = { 0 };
  char *card, *end, *title;

  RUN (&made, "new", path);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  card = strstr (text, "<card id=\"A12\">");
  g_assert_nonnull (card);
  end = strstr (card, "</card>");
  title = strstr (card, "<name xml:lang=\"en\">");
  g_assert_true (title != NULL && title < end);
  edited = g_string_new_len (text, card - text);
  g_string_append (edited, "<card id=\"A49\">");
  g_string_append_len (edited, card + strlen ("<card id=\"A12\">"),
                       title - card - (gssize) strlen ("<card id=\"A12\">"));
  g_string_append (edited, "<name xml:lang=\"en\">The Salt Road</name>");
  g_string_append (edited, strstr (title, "</name>") + strlen ("</name>"));
  g_assert_true (g_file_set_contents (path, edited->str, (gssize) edited->len, NULL));
  return g_steal_pointer (&path);
}

/* compare --before-variant base --variant FILE of runs of the base game
 * and of a copy whose fort in The Riverlands stands on s13, not s11, and
 * whose path s13–s15 is water: the edits are named in the words the
 * Simulation page's What changed gives (wm_sim_compare ()), not "the
 * variant was edited elsewhere (its board, towns or names)" (review a,
 * finding 7). */
static void
test_compare_board_edits_named (void)
{
  g_autofree char *path = tmp_path ("fort-moved.waymark"), *text = NULL;
  g_autofree char *before = tmp_path ("board-before.json"), *after = tmp_path ("board-after.json");
  g_auto (Run) made = { 0 }, run0 = { 0 }, run1 = { 0 }, compared = { 0 };
  g_autoptr (GString) edited = NULL;

  if (!need_cli ())
    return;
  RUN (&made, "new", path);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "<space id=\"s11\" x=\"5.8\" y=\"3.7\" kind=\"castle\"/>",
                                      "<space id=\"s11\" x=\"5.8\" y=\"3.7\" kind=\"plain\"/>", 1),
                    ==, 1);
  g_assert_cmpuint (g_string_replace (edited, "<space id=\"s13\" x=\"6.5\" y=\"5.3\" kind=\"plain\"/>",
                                      "<space id=\"s13\" x=\"6.5\" y=\"5.3\" kind=\"castle\"/>", 1),
                    ==, 1);
  g_assert_cmpuint (g_string_replace (edited, "<path a=\"s13\" a-dir=\"e\" b=\"s15\" b-dir=\"w\" "
                                              "type=\"trail\"/>",
                                      "<path a=\"s13\" a-dir=\"e\" b=\"s15\" b-dir=\"w\" "
                                      "type=\"water\"/>", 1),
                    ==, 1);
  g_assert_true (g_file_set_contents (path, edited->str, (gssize) edited->len, NULL));
  RUN (&run0, "simulate", "base", "-n", "4", "-s", "5", "-q", "-o", before);
  RUN (&run1, "simulate", path, "-n", "4", "-s", "5", "-q", "-o", after);
  g_assert_cmpint (run0.status, ==, 0);
  g_assert_cmpint (run1.status, ==, 0);
  RUN (&compared, "compare", before, after, "--variant", path, "--before-variant", "base");
  g_assert_cmpint (compared.status, ==, 0);
  g_test_message ("%s", compared.out);
  assert_contains (compared.out, "\nCards, characters and board edited between the runs:\n"
                                 "  The Riverlands, side A: path s13–s15 Trail → Water\n"
                                 "  The Riverlands, side A: a fort moved from s11 to s13\n");
  g_assert_null (strstr (compared.out, "edited elsewhere"));
}

/* Card @id's counts in group @group of the result file @path, as it was written. */
static JsonObject *
result_card (JsonParser *parser, const char *path, const char *group, const char *id)
{
  JsonObject *summary;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  summary = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                           "summary");
  return json_object_get_object_member (json_object_get_object_member (summary, group), id);
}

/* The line "common quest ID · TITLE: taken T, completed C (R %), G gold"
 * of a card whose counts in its result file are @card. */
static char *
only_line (const char *title, JsonObject *card)
{
  return g_strdup_printf ("\n  common quest %s: taken %" G_GINT64_FORMAT ", completed %" G_GINT64_FORMAT
                          " (%.1f %%), %" G_GINT64_FORMAT " gold\n",
                          title, json_object_get_int_member (card, "taken"),
                          json_object_get_int_member (card, "completed"),
                          100 * json_object_get_double_member (card, "completion_rate"),
                          json_object_get_int_member (card, "gold"));
}

/* Two real batches, the base game and a copy whose quest A12 became A49
 * “The Salt Road”: compare lists A12 under the cards only the run before
 * has and A49 under those only the run after has, each named by its own
 * variant and with its counts in its own result; the JSON holds the same.
 * Against the small board, a dozen of a run's cards are given and the
 * rest by id on one line. */
static void
test_compare_cards_of_one_run (void)
{
  g_autofree char *variant = NULL, *before = tmp_path ("only-before.json");
  g_autofree char *after = tmp_path ("only-after.json"), *small = tmp_path ("only-small.json");
  g_autofree char *removed = NULL, *added = NULL;
  g_auto (Run) run0 = { 0 }, run1 = { 0 }, run2 = { 0 }, text = { 0 }, json = { 0 }, many = { 0 };
  g_autoptr (JsonParser) parser0 = json_parser_new (), parser1 = json_parser_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *was, *now;
  JsonArray *changes;
  guint only = 0;

  if (!need_cli ())
    return;
  variant = renamed_quest_variant ("salt-road.waymark");
  RUN (&run0, "simulate", "base", "-n", "40", "-s", "5", "-q", "-o", before);
  RUN (&run1, "simulate", variant, "-n", "40", "-s", "5", "-q", "-o", after);
  g_assert_cmpint (run0.status, ==, 0);
  g_assert_cmpint (run1.status, ==, 0);
  was = result_card (parser0, before, "quests", "A12");
  now = result_card (parser1, after, "quests", "A49");
  g_assert_cmpint (json_object_get_int_member (now, "taken"), >, 0);

  RUN (&text, "compare", before, after, "--variant", variant, "--before-variant", "base");
  g_assert_cmpint (text.status, ==, 0);
  g_test_message ("%s", text.out);
  removed = only_line ("A12 · Ink and Quills", was);
  added = only_line ("A49 · The Salt Road", now);
  assert_contains (text.out, "\nCards only the run before has (removed, or of the other "
                             "variant), with their counts there:");
  assert_contains (strstr (text.out, "\nCards only the run before has"), removed);
  assert_contains (strstr (text.out, "\nCards only the run after has (added, or of the other "
                                     "variant), with their counts there:"),
                   added);
  g_assert_null (strstr (text.out, "A01 · "));
  g_assert_null (strstr (text.out, "more card"));

  changes = compare_json_changes (&json, parser, before, after);
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *change = json_array_get_object_element (changes, i);
      const char *kind = json_object_get_string_member (change, "kind");
      JsonObject *counts = g_str_equal (kind, "only-before") ? was : now;

      if (!g_str_has_prefix (kind, "only-"))
        continue;
      only++;
      g_assert_cmpstr (json_object_get_string_member (change, "id"), ==,
                       counts == was ? "A12" : "A49");
      g_assert_cmpstr (json_object_get_string_member (change, "section"), ==, "quests");
      g_assert_cmpint (json_object_get_int_member (change, "taken"), ==,
                       json_object_get_int_member (counts, "taken"));
      g_assert_cmpint (json_object_get_int_member (change, "completed"), ==,
                       json_object_get_int_member (counts, "completed"));
      g_assert_cmpint (json_object_get_int_member (change, "gold"), ==,
                       json_object_get_int_member (counts, "gold"));
    }
  g_assert_cmpuint (only, ==, 2);

  /* The small board lacks region 3 and 4's 24 quests: 12 given, 12 by id. */
  RUN (&run2, "simulate", "small", "-n", "6", "-s", "5", "-q", "-o", small);
  g_assert_cmpint (run2.status, ==, 0);
  RUN (&many, "compare", before, small, "--variant", "small");
  g_assert_cmpint (many.status, ==, 0);
  /* the run before is of the base game (its design_sha256): its cards by name */
  assert_contains (many.out, "\n  common quest A36 · Wedding Veil: taken ");
  assert_contains (many.out, "\n  and 12 more cards: A37, A38, A39, A40, A41, A42, A43, A44, "
                             "A45, A46, A47, A48\n");
  g_assert_null (strstr (many.out, "Cards only the run after has"));
}

/* compare refuses what it cannot compare, with the statuses of the
 * README's table: a file that is no result (1), one that cannot be read
 * or a command line it does not understand (2). */
static void
test_compare_refused (void)
{
  g_autofree char *good = tmp_path ("cmp-good.json"), *junk = tmp_path ("cmp-junk.json");
  g_autofree char *missing = tmp_path ("cmp-missing.json");
  g_auto (Run) made = { 0 }, not_result = { 0 }, unreadable = { 0 }, one = { 0 }, format = { 0 };

  if (!need_cli ())
    return;
  RUN (&made, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "-o", good);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_set_contents (junk, "{\"format\": \"something else\"}\n", -1, NULL));
  RUN (&not_result, "compare", good, junk);
  g_assert_cmpint (not_result.status, ==, 1);
  assert_contains (not_result.err, junk);
  g_assert_cmpstr (not_result.out, ==, "");
  RUN (&unreadable, "compare", good, missing);
  g_assert_cmpint (unreadable.status, ==, 2);
  assert_contains (unreadable.err, ": error: there is no such file [io-read]");
  RUN (&one, "compare", good);
  g_assert_cmpint (one.status, ==, 2);
  RUN (&format, "compare", good, good, "--format", "xml");
  g_assert_cmpint (format.status, ==, 2);
  assert_contains (format.err, "--format must be text or json, not “xml”");
}

/* @text past its first two lines (compare's Before and After). */
static const char *
after_two_lines (const char *text)
{
  const char *first = strchr (text, '\n');
  const char *second = first ? strchr (first + 1, '\n') : NULL;

  g_assert_nonnull (second);
  return second + 1;
}

/* A result edited by hand, its summary's members of another kind and its
 * bots no list, is compared by its counts without a critical warning: the
 * summary is worked out again when a result is loaded, and the edited
 * copy compares as the file it was made from. */
static void
test_compare_edited_summary (void)
{
  g_autofree char *good = tmp_path ("cmp-edited-good.json"), *edited = tmp_path ("cmp-edited.json");
  g_autofree char *written = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_auto (Run) made = { 0 }, same = { 0 }, other = { 0 };
  JsonObject *root, *summary;

  if (!need_cli ())
    return;
  RUN (&made, "simulate", "base", "-n", "8", "--day-cap", "5", "-q", "-o", good);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (json_parser_load_from_file (parser, good, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  summary = json_object_get_object_member (root, "summary");
  json_object_set_int_member (summary, "characters", 5);
  json_object_set_string_member (summary, "days", "long");
  json_object_set_int_member (summary, "first_player", 0);
  json_generator_set_root (gen, json_parser_get_root (parser));
  written = json_generator_to_data (gen, NULL);
  g_assert_true (g_file_set_contents (edited, written, -1, NULL));

  RUN (&same, "compare", good, good);
  RUN (&other, "compare", good, edited);
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.err, ==, "");
  /* The same figures: only the file named on the After line differs. */
  g_assert_nonnull (strstr (other.out, edited));
  g_assert_cmpstr (after_two_lines (other.out), ==, after_two_lines (same.out));
}

/* A merge of only some shards says so before anything else, and its
 * summary counts the games as part of the batch. */
static void
test_merge_partial_said_first (void)
{
  g_autofree char *shard = tmp_path ("part-0.json");
  g_auto (Run) made = { 0 }, merged = { 0 }, quiet = { 0 };

  if (!need_cli ())
    return;
  RUN (&made, "simulate", "base", "-n", "12", "--day-cap", "12", "-q", "--shard", "0/2", "-o",
       shard);
  g_assert_cmpint (made.status, ==, 0);
  RUN (&merged, "merge", shard, "-o", "/dev/null");
  g_assert_cmpint (merged.status, ==, 1);
  g_assert_true (g_str_has_prefix (merged.err, "waymark-cli merge: not every shard is there (or one "
                                               "is partial); the result is partial: 6 of 12 games "
                                               "(shards 0 of 2)\nSetup: capped at day 12\n6 of 12 "
                                               "games (shards 0 of 2), "));
  RUN (&quiet, "merge", "-q", shard, "-o", "/dev/null");
  g_assert_cmpint (quiet.status, ==, 1);
  assert_contains (quiet.err, "the result is partial: 6 of 12 games (shards 0 of 2)\n");
}

/* ---- merge: counts that do not add up ------------------------------------------ */

static char *
shard (const char *name, const char *index)
{
  g_autofree char *spec = g_strdup_printf ("%s/2", index);
  char *path = tmp_path (name);
  g_auto (Run) sim = { 0 };

  RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard", spec, "-o", path);
  g_assert_cmpint (sim.status, ==, 0);
  return path;
}

/* Writes @path with @edit applied to the counts of the result @from. */
typedef void (*EditCounts) (JsonObject *counts);

/* The object @member of the result @from, read by @parser to be edited. */
static JsonObject *
result_member (JsonParser *parser, const char *from, const char *member)
{
  g_assert_true (json_parser_load_from_file (parser, from, NULL));
  return json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                        member);
}

/* Writes what @parser holds, edited, to the temporary file @name. */
static char *
write_edited (JsonParser *parser, const char *name)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  char *path = tmp_path (name);

  json_generator_set_root (gen, json_parser_get_root (parser));
  json_generator_set_pretty (gen, TRUE);
  g_assert_true (json_generator_to_file (gen, path, NULL));
  return path;
}

static char *
edited (const char *from, const char *name, EditCounts edit)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  edit (result_member (parser, from, "counts"));
  return write_edited (parser, name);
}

static void
negative_games (JsonObject *counts)
{
  json_object_set_int_member (counts, "games", -1);
}

static void
days_short (JsonObject *counts)
{
  json_object_set_int_member (counts, "games", json_object_get_int_member (counts, "games") + 1);
}

static void
too_many_wins (JsonObject *counts)
{
  JsonObject *seat = json_object_get_object_member (
      json_object_get_object_member (counts, "seats"), "1");
  json_object_set_int_member (seat, "wins", json_object_get_int_member (seat, "games") + 1);
}

static void
side_quest_done_untaken (JsonObject *counts)
{
  JsonObject *m01 = json_object_get_object_member (
      json_object_get_object_member (counts, "side-quests"), "M01");
  json_object_set_int_member (m01, "completed", json_object_get_int_member (m01, "taken") + 1);
}

static void
fractional (JsonObject *counts)
{
  json_object_set_double_member (counts, "capped", 0.5);
}

static void
test_merge_bad_counts (void)
{
  static const struct
  {
    const char *name;
    EditCounts edit;
    const char *says;
  } cases[] = {
    { "negative.json", negative_games, ": error: counts.games is -1" },
    { "days.json", days_short, ": error: the days in counts.days add up to " },
    { "wins.json", too_many_wins, ": error: counts.seats.1.wins (" },
    { "fraction.json", fractional, ": error: counts.capped is 0.5" },
    { "side.json", side_quest_done_untaken, ": error: counts.side-quests.M01.completed (" },
  };
  g_autofree char *first = NULL, *second = NULL;
  g_auto (Run) good = { 0 };

  if (!need_cli ())
    return;
  first = shard ("s0.json", "0");
  second = shard ("s1.json", "1");
  RUN (&good, "merge", first, second);
  g_assert_cmpint (good.status, ==, 0);
  /* The merged batch is summed up as simulate's is, characters by id
   * (merge has no variant to name them from); -q leaves it out. */
  assert_contains (good.err, "4 games, ");
  /* Every game capped: no win rate, the gold by id. */
  assert_contains (good.err, "\nNo game had a winner");
  assert_contains (good.err, "\n  red       ");
  {
    g_auto (Run) quiet = { 0 };
    RUN (&quiet, "merge", "-q", first, second);
    g_assert_cmpint (quiet.status, ==, 0);
    g_assert_cmpstr (quiet.err, ==, "");
  }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = edited (second, cases[i].name, cases[i].edit);
      g_autofree char *line = g_strconcat (bad, cases[i].says, NULL);
      g_auto (Run) merge = { 0 };
      RUN (&merge, "merge", first, bad);
      g_assert_cmpint (merge.status, ==, 1);
      g_assert_true (g_str_has_prefix (merge.err, line));
      g_assert_cmpstr (merge.out, ==, "");
    }
  /* A shard of format 4 (no sums of squares) with one of format 5: refused. */
  {
    g_autofree char *old = as_format_4 (second, "s1-format-4.json"), *line = NULL;
    g_auto (Run) mixed = { 0 };

    RUN (&mixed, "merge", first, old);
    line = g_strdup_printf ("%s: error: it is of format waymark-sim-4 and %s of waymark-sim-5: the "
                            "gold's spread of one is missing, run that batch again\n",
                            old, first);
    g_assert_cmpint (mixed.status, ==, 1);
    g_assert_cmpstr (mixed.err, ==, line);
  }
  /* A shard written by an older Waymark (its ability gold counted as
   * bonus whatever it paid on) is refused, not summed with other sources. */
  {
    g_autofree char *text = NULL, *older = tmp_path ("older.json"), *line = NULL;
    g_auto (Run) mixed = { 0 };
    g_autoptr (GString) edit = NULL;
    g_assert_true (g_file_get_contents (second, &text, NULL, NULL));
    edit = g_string_new (text);
    g_assert_cmpuint (g_string_replace (edit, "\"waymark-sim-5\"", "\"waymark-sim-3\"", 1), ==, 1);
    g_assert_true (g_file_set_contents (older, edit->str, -1, NULL));
    RUN (&mixed, "merge", first, older);
    line = g_strconcat (older, ": error: a simulation result of format waymark-sim-3", NULL);
    g_assert_cmpint (mixed.status, ==, 1);
    g_assert_true (g_str_has_prefix (mixed.err, line));
    g_assert_cmpstr (mixed.out, ==, "");
  }
}

/* A refusal names the files, not their places on the command line ("result
 * 2"), and is translated. */
static void
test_merge_names_files (void)
{
  g_autofree char *first = NULL, *again = NULL, *other = tmp_path ("other-batch.json");
  g_autofree char *twice = NULL, *differs = NULL;
  g_auto (GStrv) envp = NULL;
  g_auto (Run) dup = { 0 }, batch = { 0 }, sim = { 0 }, in_german = { 0 };

  if (!need_cli ())
    return;
  first = shard ("n0.json", "0");
  again = shard ("n0-again.json", "0");
  RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard", "1/2", "--seed",
       "99", "-o", other);
  g_assert_cmpint (sim.status, ==, 0);
  RUN (&dup, "merge", first, again);
  g_assert_cmpint (dup.status, ==, 1);
  twice = g_strdup_printf ("%s: error: shard 0/2 is already in %s\n", again, first);
  g_assert_cmpstr (dup.err, ==, twice);
  RUN (&batch, "merge", first, other);
  g_assert_cmpint (batch.status, ==, 1);
  differs = g_strdup_printf ("%s: error: it comes from a different batch than %s: seed 1 in %s, "
                             "99 in %s\n",
                             other, first, first, other);
  g_assert_cmpstr (batch.err, ==, differs);

  envp = cli_environ ("de", "de_DE.UTF-8");
  run_cli_env (&in_german, envp, (const char *[]) { "merge", first, again, NULL });
  g_assert_cmpint (in_german.status, ==, 1);
  if (strstr (in_german.err, "shard 0/2 is already in") != NULL)
    {
      g_test_skip ("no German locale or catalogue");
      return;
    }
  g_assert_nonnull (strstr (in_german.err, "ist bereits in"));
}

/* Writes @path: the result @from with its config's @member set to the
 * JSON @value (NULL: removed). */
static char *
config_edited (const char *from, const char *name, const char *member, const char *value)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *config = result_member (parser, from, "config");

  g_assert_true (json_object_has_member (config, member));
  if (value == NULL)
    json_object_remove_member (config, member);
  else
    json_object_set_member (config, member, json_from_string (value, NULL));
  return write_edited (parser, name);
}

/* The base game saved as a file of its own, its id kept, with the first
 * @was after @within made @now (as long as @was), written to @name in the
 * temporary folder; its path. */
static char *
edited_copy_of_base (const char *name, const char *within, const char *was, const char *now)
{
  g_autofree char *path = tmp_path (name), *text = NULL;
  g_auto (Run) made = { 0 };
  char *at;
  gsize length;

  g_assert_cmpuint (strlen (was), ==, strlen (now));
  RUN (&made, "format", "base", "-o", path);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  at = strstr (strstr (text, within), was);
  g_assert_nonnull (at);
  memcpy (at, now, strlen (now));
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  return g_steal_pointer (&path);
}

/* The base game with A01 Beeswax's reward raised from 3 to 8 gold: the
 * same variant edited. */
static char *
edited_base (const char *name)
{
  return edited_copy_of_base (name, "<card id=\"A01\">", "<reward gold=\"3\"/>",
                              "<reward gold=\"8\"/>");
}

/* The design_sha256 of the result @path's config. */
static char *
design_of (const char *path)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *config = result_member (parser, path, "config");

  return g_strdup (json_object_get_string_member (config, "design_sha256"));
}

/* A result of a Waymark before design fingerprints (no
 * config.design_sha256) beside one that has it is refused in its own name,
 * whichever comes first, saying why and what to do (its error was given
 * under the newer file's name when the older came first); two such results
 * still merge, with a warning -q does not hide, into a result without the
 * fingerprint. */
static void
test_merge_older_results (void)
{
  g_autofree char *new0 = shard ("o0.json", "0"), *new1 = shard ("o1.json", "1");
  g_autofree char *old0 = config_edited (new0, "o0-old.json", "design_sha256", NULL);
  g_autofree char *old1 = config_edited (new1, "o1-old.json", "design_sha256", NULL);
  g_autofree char *merged = tmp_path ("o-merged.json");
  const char *pairs[][3] = { { old0, new1, old0 }, { new0, old1, old1 } };
  g_auto (Run) both = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_auto (Run) mixed = { 0 };
      g_autofree char *said = g_strdup_printf (
          "%s: error: it does not say which design its games were played on (it has no "
          "config.design_sha256: a Waymark older than this one wrote it) and %s does, so they "
          "cannot be told to be of one design; run it again with this Waymark, or merge it only "
          "with results that do not say their design either\n",
          pairs[i][2], pairs[i][2] == pairs[i][0] ? pairs[i][1] : pairs[i][0]);

      RUN (&mixed, "merge", "-q", pairs[i][0], pairs[i][1], "-o", merged);
      g_assert_cmpint (mixed.status, ==, 1);
      g_assert_cmpstr (mixed.err, ==, said);
      g_assert_false (g_file_test (merged, G_FILE_TEST_EXISTS));
    }

  RUN (&both, "merge", "-q", old0, old1, "-o", merged);
  g_assert_cmpint (both.status, ==, 0);
  g_assert_cmpstr (both.err, ==,
                   "waymark-cli merge: warning: the results do not say which design their games "
                   "were played on (no config.design_sha256: a Waymark older than this one wrote "
                   "them), so whether the variant was edited between them is not checked, and "
                   "the merged result does not say it either\n");
  g_assert_false (json_object_has_member (result_member (parser, merged, "config"),
                                          "design_sha256"));
}

/* Shards of one batch run on the base game and on it edited (its id
 * kept) are refused by merge, naming both files and the start of both
 * designs' fingerprints; compare says the runs were on different designs,
 * on the same design, or that it cannot tell for a result without the
 * fingerprint, in its text and its JSON. */
static void
test_merge_compare_designs (void)
{
  g_autofree char *variant = NULL, *first = NULL, *second = NULL, *on_edit = tmp_path ("d1e.json");
  g_autofree char *said = NULL, *older = NULL, *design0 = NULL, *design1 = NULL;
  g_auto (Run) sim = { 0 }, merge = { 0 }, same = { 0 }, differ = { 0 }, unknown = { 0 };
  g_auto (Run) json = { 0 }, version = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonArray *changes;
  JsonObject *root;

  if (!need_cli ())
    return;
  variant = edited_base ("edited-base.waymark");
  first = shard ("d0.json", "0");
  second = shard ("d1.json", "1");
  RUN (&sim, "simulate", variant, "-n", "4", "--day-cap", "3", "-q", "--shard", "1/2", "-o",
       on_edit);
  g_assert_cmpint (sim.status, ==, 0);
  design0 = design_of (first);
  design1 = design_of (on_edit);
  g_assert_cmpuint (strlen (design0), ==, 64);
  g_assert_cmpstr (design0, !=, design1);

  RUN (&merge, "merge", first, on_edit, "-o", "/dev/null");
  g_assert_cmpint (merge.status, ==, 1);
  said = g_strdup_printf ("%s: error: its games were played on another design than those of %s "
                          "(design %.12s in %s, %.12s in %s): the variant was edited between the "
                          "shards; run every shard on one version of the file\n",
                          on_edit, first, design0, first, design1, on_edit);
  g_assert_cmpstr (merge.err, ==, said);

  /* The edited file names the games of the base game, with a warning
   * that -q does not hide. */
  RUN (&version, "merge", first, second, "--variant", variant, "-q", "-o", "/dev/null");
  g_assert_cmpint (version.status, ==, 0);
  assert_contains (version.err, ": warning: the games were played on another version of this "
                                "variant (design ");

  RUN (&same, "compare", first, second);
  g_assert_cmpint (same.status, ==, 0);
  assert_contains (same.out, "\nThe runs were played on the same design (");
  RUN (&differ, "compare", first, on_edit);
  g_assert_cmpint (differ.status, ==, 0);
  g_clear_pointer (&said, g_free);
  said = g_strdup_printf ("\nThe runs were played on different designs (%.12s → %.12s): the "
                          "variant was edited between them\n",
                          design0, design1);
  assert_contains (differ.out, said);

  older = config_edited (first, "d0-older.json", "design_sha256", NULL);
  RUN (&unknown, "compare", older, on_edit);
  g_assert_cmpint (unknown.status, ==, 0);
  assert_contains (unknown.out, "\nWhether the runs were played on one design cannot be told: the "
                                "result before does not say which design its games were played "
                                "on (an older Waymark wrote it)\n");

  changes = compare_json_changes (&json, parser, older, on_edit);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_null_member (json_object_get_object_member (root, "before"),
                                              "design_sha256"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "after"),
                                                  "design_sha256"),
                   ==, design1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (changes, 0),
                                                  "kind"),
                   ==, "design");
}

/* Results record the rule numbers their games were played with
 * (config.rules), and compare says which differ between runs of two
 * designs, in the Rules page's words ("Goal: 20 → 22 gold"), in text and
 * JSON; a result without them (a Waymark before they were recorded) is
 * still compared, saying it does not record them, and a shard without
 * them merges with one that has them, the merged result keeping them. */
static void
test_compare_rules_named (void)
{
  g_autofree char *variant = NULL, *before = tmp_path ("rules-before.json");
  g_autofree char *after = tmp_path ("rules-after.json"), *older = NULL, *said = NULL;
  g_autofree char *design0 = NULL, *design1 = NULL;
  g_autofree char *new0 = NULL, *new1 = NULL, *old0 = NULL, *merged = tmp_path ("rules-merged.json");
  g_auto (Run) run0 = { 0 }, run1 = { 0 }, text = { 0 }, json = { 0 }, unknown = { 0 }, merge = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new (), merged_parser = json_parser_new ();
  JsonObject *rules, *goal;
  JsonArray *changes;

  if (!need_cli ())
    return;
  variant = edited_copy_of_base ("raised-goal.waymark", "<rules ", " goal=\"20\"", " goal=\"22\"");
  RUN (&run0, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "-o", before);
  RUN (&run1, "simulate", variant, "-n", "4", "--day-cap", "3", "-q", "-o", after);
  g_assert_cmpint (run0.status, ==, 0);
  g_assert_cmpint (run1.status, ==, 0);
  rules = json_object_get_object_member (result_member (parser, after, "config"), "rules");
  g_assert_cmpint (json_object_get_int_member (rules, "goal"), ==, 22);
  g_assert_cmpint (json_object_get_int_member (rules, "hand"), ==, 5);
  g_assert_false (json_object_has_member (rules, "no_events")); /* the toggles played are the config's */

  RUN (&text, "compare", before, after);
  g_assert_cmpint (text.status, ==, 0);
  g_test_message ("%s", text.out);
  said = g_strdup_printf ("\nThe runs were played on different designs (%.12s → %.12s): the "
                          "variant was edited between them\nRules that differ between the runs:\n"
                          "  Goal: 20 → 22 gold\nGame length: ",
                          design0 = design_of (before), design1 = design_of (after));
  assert_contains (text.out, said);
  /* The base game before an edited copy names the characters too (review
   * i, 16: only the base game after did). */
  assert_contains (text.out, "\n  Mirela Thorne (red): ");
  g_assert_null (strstr (text.out, "\n  red: "));

  changes = compare_json_changes (&json, parser, before, after);
  goal = json_array_get_object_element (changes, 1);
  g_assert_cmpstr (json_object_get_string_member (goal, "kind"), ==, "rules");
  g_assert_cmpstr (json_object_get_string_member (goal, "id"), ==, "goal");
  g_assert_cmpint (json_object_get_int_member (goal, "before"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (goal, "after"), ==, 22);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (changes, 2),
                                                  "kind"),
                   ==, "days");

  older = config_edited (before, "rules-older.json", "rules", NULL);
  RUN (&unknown, "compare", older, after);
  g_assert_cmpint (unknown.status, ==, 0);
  assert_contains (unknown.out, "\nWhich rules changed cannot be told: the result before does not "
                                "record its rules (an older Waymark wrote it)\nGame length: ");

  new0 = shard ("rules-s0.json", "0");
  new1 = shard ("rules-s1.json", "1");
  old0 = config_edited (new0, "rules-s0-older.json", "rules", NULL);
  RUN (&merge, "merge", "-q", old0, new1, "-o", merged);
  g_assert_cmpint (merge.status, ==, 0);
  rules = json_object_get_object_member (result_member (merged_parser, merged, "config"), "rules");
  g_assert_nonnull (rules);
  g_assert_cmpint (json_object_get_int_member (rules, "goal"), ==, 20);
}

/* The CSV names characters and cards next to their ids: simulate's from
 * its variant, merge's from --variant (without it the names are empty). */
static void
test_csv_names (void)
{
  g_autofree char *first = NULL, *second = NULL;
  g_auto (Run) sim = { 0 }, named = { 0 }, plain = { 0 };

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "base", "-n", "2", "--day-cap", "3", "-q", "-o", "/dev/null", "--csv",
       "-");
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_true (g_str_has_prefix (sim.out, "group,name,display_name,count,hits,"));
  assert_contains (sim.out, "\ncharacter,red,Mirela Thorne,2,");
  assert_contains (sim.out, "\nquest,A01,Beeswax,");
  assert_contains (sim.out, "\nevent,E01,Open Horizons,");

  first = shard ("c0.json", "0");
  second = shard ("c1.json", "1");
  RUN (&named, "merge", first, second, "--variant", "base", "-q", "-o", "/dev/null", "--csv", "-");
  g_assert_cmpint (named.status, ==, 0);
  assert_contains (named.out, "\ncharacter,red,Mirela Thorne,4,");
  assert_contains (named.out, "\npersonal-quest,S01,The Borrowed Cloak,");
  RUN (&plain, "merge", first, second, "-q", "-o", "/dev/null", "--csv", "-");
  g_assert_cmpint (plain.status, ==, 0);
  assert_contains (plain.out, "\ncharacter,red,,4,");
}

/* A merge of results of two batches names the setting of the config that
 * differs and both its values, whichever setting it is; the shard count
 * too. A shard and the other shard of its batch with one setting
 * changed by hand. */
static void
test_merge_names_difference (void)
{
  static const struct
  {
    const char *member, *value, *said;
  } edits[] = {
    { "variant", "\"fen\"", "variant treos-base in %1$s, fen in %2$s" },
    { "variant", "\"\"", "variant treos-base in %1$s, “” in %2$s" },
    { "characters", "[\"random\",\"random\",\"random\",\"purple\"]",
      "characters[3] random in %1$s, purple in %2$s" },
    { "characters", "[\"random\"]",
      "characters [\"random\",\"random\",\"random\",\"random\"] in %1$s, [\"random\"] in %2$s" },
    { "bots",
      "[{\"bot\":\"greedy\",\"weights\":{\"gold\":1.0,\"quest\":1.0,\"take\":2.5,"
      "\"explore\":1.0,\"fort\":1.0,\"side\":1.0,\"bid\":1.0}}]",
      "bots[0].weights.take 1.0 in %1$s, 2.5 in %2$s" },
    { "seed", "\"8\"", "seed 1 in %1$s, 8 in %2$s" },
    { "games", "5", "games 4 in %1$s, 5 in %2$s" },
    { "cap_days", "60", "cap_days 3 in %1$s, 60 in %2$s" },
    { "no_events", "true", "no_events false in %1$s, true in %2$s" },
    { "meaner_highwaymen", "true", "meaner_highwaymen false in %1$s, true in %2$s" },
    { "higher_goal", "true", "higher_goal false in %1$s, true in %2$s" },
    { "variable_setup", "true", "variable_setup false in %1$s, true in %2$s" },
    { "decks", NULL, "decks is in %1$s, not in %2$s" },
    { "shard", "{\"index\":1,\"count\":3}", "shard count 2 in %1$s, 3 in %2$s" },
  };
  g_autofree char *first = NULL, *second = NULL;

  if (!need_cli ())
    return;
  first = shard ("d0.json", "0");
  second = shard ("d1.json", "1");
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *name = g_strdup_printf ("d1-%u.json", i);
      g_autofree char *other = config_edited (second, name, edits[i].member, edits[i].value);
      g_autofree char *said = NULL, *want = NULL;
      g_auto (Run) merge = { 0 }, reversed = { 0 };

      RUN (&merge, "merge", first, other);
      g_assert_cmpint (merge.status, ==, 1);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      said = g_strdup_printf (edits[i].said, first, other);
#pragma GCC diagnostic pop
      want = g_strdup_printf ("%s: error: it comes from a different batch than %s: %s\n", other,
                              first, said);
      g_assert_cmpstr (merge.err, ==, want);
      g_assert_cmpstr (merge.out, ==, "");
      /* A setting only the first result has is said as well. */
      RUN (&reversed, "merge", other, first);
      g_assert_cmpint (reversed.status, ==, 1);
      g_assert_true (g_str_has_prefix (reversed.err, first));
      g_assert_nonnull (strstr (reversed.err, edits[i].member));
    }
  /* players is not edited by hand: the counts hold a game per player,
   * and a file whose counts do not add up is refused before the merge. */
  {
    g_autofree char *three = tmp_path ("d1-three.json"), *want = NULL;
    g_auto (Run) sim = { 0 }, merge = { 0 };

    RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard", "1/2", "-p",
         "3", "-o", three);
    g_assert_cmpint (sim.status, ==, 0);
    RUN (&merge, "merge", first, three);
    g_assert_cmpint (merge.status, ==, 1);
    want = g_strdup_printf ("%s: error: it comes from a different batch than %s: players 4 in "
                            "%s, 3 in %s\n",
                            three, first, first, three);
    g_assert_cmpstr (merge.err, ==, want);
  }
}

/* The root object of the result at @path (the parser in @parser). */
static JsonObject *
result_root (JsonParser *parser, const char *path)
{
  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  return json_node_get_object (json_parser_get_root (parser));
}

/* How often the event @id was turned up over the games of the result
 * at @path. */
static gint64
event_drawn (const char *path, const char *id)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *events = json_object_get_object_member (
      json_object_get_object_member (result_root (parser, path), "counts"), "events");

  return json_object_has_member (events, id) ? json_object_get_int_member (events, id) : 0;
}

/* simulate --first-event turns the event up on day 2 of every game, the
 * same games for the same options, and the result says so in its config
 * (and only then: a batch without it writes no first_event); an unknown
 * id is exit 2 before any game; shards of other first events do not
 * merge, and compare says the runs differ in it. */
static void
test_simulate_first_event (void)
{
  g_autofree char *a = NULL, *b = NULL, *plain = NULL, *half = NULL, *text_a = NULL;
  g_autofree char *text_b = NULL, *want = NULL;
  g_auto (Run) sim_a = { 0 }, sim_b = { 0 }, sim_plain = { 0 }, sim_half = { 0 };
  g_auto (Run) unknown = { 0 }, merge = { 0 }, compare = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *config;

  if (!need_cli ())
    return;
  a = tmp_path ("first-a.json");
  b = tmp_path ("first-b.json");
  plain = tmp_path ("first-plain.json");
  half = tmp_path ("first-half.json");
  RUN (&sim_a, "simulate", "base", "-n", "8", "--day-cap", "3", "-q", "--first-event", "E11",
       "-t", "1", "-o", a);
  g_assert_cmpint (sim_a.status, ==, 0);
  RUN (&sim_b, "simulate", "base", "-n", "8", "--day-cap", "3", "-q", "--first-event", "E11",
       "-t", "2", "-o", b);
  g_assert_cmpint (sim_b.status, ==, 0);
  g_assert_true (g_file_get_contents (a, &text_a, NULL, NULL));
  g_assert_true (g_file_get_contents (b, &text_b, NULL, NULL));
  g_assert_cmpstr (text_a, ==, text_b);
  config = json_object_get_object_member (result_root (parser, a), "config");
  g_assert_cmpstr (json_object_get_string_member (config, "first_event"), ==, "E11");
  /* Every game reaches day 2 (the cap is 3) and turns E11 up then. */
  g_assert_cmpint (event_drawn (a, "E11"), ==, 8);

  RUN (&sim_plain, "simulate", "base", "-n", "8", "--day-cap", "3", "-q", "-o", plain);
  g_assert_cmpint (sim_plain.status, ==, 0);
  g_assert_cmpint (event_drawn (plain, "E11"), <, 8);
  config = json_object_get_object_member (result_root (parser, plain), "config");
  g_assert_false (json_object_has_member (config, "first_event"));

  RUN (&unknown, "simulate", "base", "-n", LONG_BATCH, "-q", "--first-event", "E99");
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_cmpstr (unknown.err, ==, "waymark-cli simulate: --first-event: there is no event "
                                    "“E99” in the event deck “events” the game deals\n");
  g_assert_cmpstr (unknown.out, ==, "");

  /* Half of the batch without the option is of another batch. */
  RUN (&sim_half, "simulate", "base", "-n", "8", "--day-cap", "3", "-q", "--shard", "1/2", "-o",
       half);
  g_assert_cmpint (sim_half.status, ==, 0);
  {
    g_autofree char *shard0 = tmp_path ("first-0.json");
    g_auto (Run) sim0 = { 0 };

    RUN (&sim0, "simulate", "base", "-n", "8", "--day-cap", "3", "-q", "--shard", "0/2",
         "--first-event", "E11", "-o", shard0);
    g_assert_cmpint (sim0.status, ==, 0);
    RUN (&merge, "merge", shard0, half);
    g_assert_cmpint (merge.status, ==, 1);
    want = g_strdup_printf ("%s: error: it comes from a different batch than %s: first_event is "
                            "in %s, not in %s\n",
                            half, shard0, shard0, half);
    g_assert_cmpstr (merge.err, ==, want);
  }

  RUN (&compare, "compare", a, plain);
  g_assert_cmpint (compare.status, ==, 0);
  assert_contains (compare.out, "The runs differ in: first event E11 → shuffled");
}

/* --shard takes I and K up to 2⁶³ − 1, not cut to an int (0/4294967297
 * was the whole batch, 0/1); one beyond is refused naming the bound. Shards
 * of so many merge as any others, and a shard count merge reads that is
 * no integer (1e19) is refused, not cut either. */
static void
test_shard_edges (void)
{
  static const char *const refused[][2] = {
    { "0/9223372036854775808", "I and K must be at most 9223372036854775807" },
    { "99999999999999999999/3", "I and K must be at most 9223372036854775807" },
    { "-1/3", "expected I/K with 0 ≤ I < K, e.g. 0/4" },
    { "3/3", "expected I/K with 0 ≤ I < K, e.g. 0/4" },
    { "0/4x", "expected I/K with 0 ≤ I < K, e.g. 0/4" },
  };
  g_autofree char *wide = tmp_path ("wide.json"), *first = tmp_path ("edge-first.json");
  g_autofree char *last = tmp_path ("edge-last.json"), *text = NULL, *fraction = NULL;
  g_autofree char *merged = tmp_path ("edge-merged.json"), *want = NULL;
  g_auto (Run) sim_wide = { 0 }, sim_first = { 0 }, sim_last = { 0 }, merge = { 0 };
  g_auto (Run) merge_fraction = { 0 };
  g_autoptr (GString) edit = NULL;

  if (!need_cli ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *said = g_strdup_printf ("waymark-cli simulate: --shard %s: %s\n",
                                               refused[i][0], refused[i][1]);
      g_auto (Run) sim = { 0 };
      RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard",
           refused[i][0]);
      g_assert_cmpint (sim.status, ==, 2);
      g_assert_cmpstr (sim.err, ==, said);
      g_assert_cmpstr (sim.out, ==, "");
    }
  RUN (&sim_wide, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard",
       "0/4294967297", "-o", wide);
  g_assert_cmpint (sim_wide.status, ==, 0);
  g_assert_true (g_file_get_contents (wide, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"count\" : 4294967297"));
  RUN (&sim_first, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard",
       "0/9223372036854775807", "-o", first);
  g_assert_cmpint (sim_first.status, ==, 0);
  RUN (&sim_last, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard",
       "9223372036854775806/9223372036854775807", "-o", last);
  g_assert_cmpint (sim_last.status, ==, 0);
  RUN (&merge, "merge", first, last, "-q", "-o", merged);
  g_assert_cmpint (merge.status, ==, 1);
  g_assert_cmpstr (merge.err, ==,
                   "waymark-cli merge: not every shard is there (or one is partial); the result "
                   "is partial: 1 of 4 games (shards 0, 9223372036854775806 of "
                   "9223372036854775807)\n");
  /* A shard count written as a number with an exponent reads as a
   * double; it is not cut to an integer. */
  edit = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edit, "\"count\" : 4294967297", "\"count\" : 1e19", 1), ==,
                    1);
  fraction = tmp_path ("edge-fraction.json");
  g_assert_true (g_file_set_contents (fraction, edit->str, -1, NULL));
  RUN (&merge_fraction, "merge", first, fraction, "-q");
  g_assert_cmpint (merge_fraction.status, ==, 1);
  want = g_strdup_printf ("%s: error: its shard, {\"index\":0,\"count\":10000000000000000000.0}, "
                          "is not I/K with 0 ≤ I < K ≤ 2⁶³ − 1\n",
                          fraction);
  g_assert_cmpstr (merge_fraction.err, ==, want);
}

/* A shard beyond the games (5/9 of 4) plays none: it says so on stderr,
 * even with -q, and still writes its result of 0 games, which merges with
 * the other shards into exactly the batch's result; its summary says it
 * has no figures. A shard with games says nothing. */
static void
test_empty_shard_warned (void)
{
  g_autofree char *whole = tmp_path ("nine-whole.json"), *merged = tmp_path ("nine-merged.json");
  g_autofree char *want = NULL, *got = NULL;
  g_autoptr (GPtrArray) merge_args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_auto (Run) sim = { 0 }, merge = { 0 }, one = { 0 };
  JsonObject *counts;

  if (!need_cli ())
    return;
  g_ptr_array_add (merge_args, g_strdup ("merge"));
  for (int i = 0; i < 9; i++)
    {
      g_autofree char *spec = g_strdup_printf ("%d/9", i);
      g_autofree char *name = g_strdup_printf ("nine-%d.json", i);
      char *path = tmp_path (name);
      g_auto (Run) part = { 0 };
      RUN (&part, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard", spec, "-o",
           path);
      g_assert_cmpint (part.status, ==, 0);
      if (i < 4)
        g_assert_cmpstr (part.err, ==, "");
      else
        {
          g_autofree char *said = g_strdup_printf (
              "waymark-cli simulate: warning: shard %s plays none of the 4 games (shard I of K "
              "plays the games i ≡ I mod K); the result, of 0 games, merges with the other "
              "shards\n",
              spec);
          g_assert_cmpstr (part.err, ==, said);
        }
      g_ptr_array_add (merge_args, path);
    }
  g_assert_true (json_parser_load_from_file (parser, g_ptr_array_index (merge_args, 6), NULL));
  counts = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                          "counts");
  g_assert_cmpint (json_object_get_int_member (counts, "games"), ==, 0);

  /* One game, a second shard: "game", not "games"; without -q the
   * summary has no figures of no games to give ("0.0 days on average"). */
  RUN (&one, "simulate", "base", "-n", "1", "--day-cap", "3", "--shard", "1/2");
  g_assert_cmpint (one.status, ==, 0);
  g_assert_true (g_str_has_prefix (one.err,
                                   "waymark-cli simulate: warning: shard 1/2 plays none of the 1 "
                                   "game (shard I of K plays the games i ≡ I mod K); the result, "
                                   "of 0 games, merges with the other shards\n"));
  g_assert_true (g_str_has_suffix (
      one.err, "\n0 of 1 games (shard 1 of 2): no game was played, so there are no figures\n"));
  /* No progress of no game: "0/0 games" (review a: said twice) read as a
   * batch that failed; the warning says what the shard plays. */
  g_assert_null (strstr (one.err, "0/0"));

  g_ptr_array_add (merge_args, g_strdup ("-q"));
  g_ptr_array_add (merge_args, g_strdup ("-o"));
  g_ptr_array_add (merge_args, g_strdup (merged));
  g_ptr_array_add (merge_args, NULL);
  run_cli (&merge, (const char *const *) merge_args->pdata);
  g_assert_cmpint (merge.status, ==, 0);
  g_assert_cmpstr (merge.err, ==, "");
  RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "-o", whole);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_true (g_file_get_contents (whole, &want, NULL, NULL));
  g_assert_true (g_file_get_contents (merged, &got, NULL, NULL));
  g_assert_cmpstr (got, ==, want);
}

/* The result of a partial merge merged with the shard it lacks is the
 * file one run of the batch writes, byte for byte; a shard it holds
 * already is named with it. */
static void
test_merge_partial_then_rest (void)
{
  g_autofree char *s0 = NULL, *s1 = NULL, *whole = tmp_path ("rest-whole.json");
  g_autofree char *part = tmp_path ("rest-part.json"), *all = tmp_path ("rest-all.json");
  g_autofree char *want = NULL, *got = NULL, *twice = NULL;
  g_auto (Run) sim = { 0 }, first = { 0 }, rest = { 0 }, again = { 0 };

  if (!need_cli ())
    return;
  s0 = shard ("rest-0.json", "0");
  s1 = shard ("rest-1.json", "1");
  RUN (&sim, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "-o", whole);
  g_assert_cmpint (sim.status, ==, 0);
  RUN (&first, "merge", "-q", s0, "-o", part);
  g_assert_cmpint (first.status, ==, 1);
  RUN (&rest, "merge", "-q", part, s1, "-o", all);
  g_assert_cmpint (rest.status, ==, 0);
  g_assert_cmpstr (rest.err, ==, "");
  g_assert_true (g_file_get_contents (whole, &want, NULL, NULL));
  g_assert_true (g_file_get_contents (all, &got, NULL, NULL));
  g_assert_cmpstr (got, ==, want);
  RUN (&again, "merge", "-q", part, s0, "-o", "/dev/null");
  g_assert_cmpint (again.status, ==, 1);
  twice = g_strdup_printf ("%s: error: shard 0/2 is already in %s\n", s0, part);
  g_assert_cmpstr (again.err, ==, twice);
}

/* Not JSON, not a result: wrong input (1), as validate and replay say of
 * a malformed file; a file that cannot be read: I/O (2). */
static void
test_merge_exit_status (void)
{
  g_autofree char *text = tmp_path ("text.json"), *other = tmp_path ("other.json");
  g_autofree char *absent = tmp_path ("absent.json"), *line = NULL;
  g_auto (Run) not_json = { 0 }, not_result = { 0 }, missing = { 0 };

  if (!need_cli ())
    return;
  g_assert_true (g_file_set_contents (text, "{\n  \"format\": \"waymark-sim-4\",\n  oops\n}\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (other, "{\"format\": \"other\"}\n", -1, NULL));
  RUN (&not_json, "merge", text);
  RUN (&not_result, "merge", other);
  RUN (&missing, "merge", absent);
  g_assert_cmpint (not_json.status, ==, 1);
  g_assert_cmpint (not_result.status, ==, 1);
  g_assert_cmpint (missing.status, ==, 2);
  /* Said where it goes wrong (json-glib said line 2, the comma before oops). */
  line = g_strconcat (text, ":3:3: error: a member name in quotes is expected here, not “oops”\n",
                      NULL);
  g_assert_cmpstr (not_json.err, ==, line);
  g_free (line);
  line = g_strconcat (other, ": error: not a Waymark simulation result", NULL);
  g_assert_true (g_str_has_prefix (not_result.err, line));
  g_free (line);
  line = g_strconcat (absent, ": error: ", NULL);
  g_assert_true (g_str_has_prefix (missing.err, line));
}

/* A file given to merge or compare that is not JSON, review 21's R21-2:
 * a shard cut short in a string, a value missing, a trailing comma, a
 * comma missing two lines below the last value, an empty file; each said
 * in Waymark's words, translated, at the line and column where it goes
 * wrong (JSON-GLib named an earlier line, a ',' that is not there, or
 * called the empty file no result), with exit status 1. */
static void
test_merge_malformed (void)
{
  g_autofree char *shard = tmp_path ("malformed-s0.json"), *cut = tmp_path ("malformed-cut.json");
  g_autofree char *contents = NULL, *at = NULL, *expected = NULL;
  g_auto (GStrv) envp = cli_environ ("de", "de_DE.UTF-8");
  g_auto (Run) made = { 0 }, truncated = { 0 }, compared = { 0 }, german = { 0 };
  const char *gold;
  int line = 1, column = 1;
  const struct
  {
    const char *name, *text, *said;
  } cases[] = {
    { "malformed-value.json", "{\"counts\": {\"games\": 3,\n \"x\": }",
      ":2:7: error: a value is missing after “x”:\n" },
    { "malformed-trailing.json", "{\"a\":1,}",
      ":1:7: error: a comma before “}” is followed by nothing: remove it\n" },
    { "malformed-comma.json", "{\"a\":1\n\n   \"b\":2}",
      ":3:4: error: a comma is missing between two members\n" },
    { "malformed-empty.json", "", ": error: the file is empty: it holds no JSON at all\n" },
  };

  if (!need_cli ())
    return;
  RUN (&made, "simulate", "base", "-n", "4", "--day-cap", "3", "-q", "--shard", "0/2", "-o", shard);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (shard, &contents, NULL, NULL));
  /* cut inside the name of the first "gold" member, as a full disk does */
  gold = strstr (contents, "\"gold");
  g_assert_nonnull (gold);
  for (const char *p = contents; p < gold; p++)
    if (*p == '\n')
      line++, column = 1;
    else
      column++;
  g_assert_true (g_file_set_contents (cut, contents, gold + 4 - contents, NULL));
  RUN (&truncated, "merge", cut, shard, "-o", "-");
  g_assert_cmpint (truncated.status, ==, 1);
  expected = g_strdup_printf ("%s:%d:%d: error: the file ends in the middle of the string that "
                              "starts here (was it cut short?)\n", cut, line, column);
  g_assert_cmpstr (truncated.err, ==, expected);
  g_assert_cmpstr (truncated.out, ==, "");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) merged = { 0 };
      g_autofree char *path = tmp_path (cases[i].name), *said = NULL;
      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      RUN (&merged, "merge", path, shard, "-o", "-");
      g_assert_cmpint (merged.status, ==, 1);
      said = g_strconcat (path, cases[i].said, NULL);
      g_assert_cmpstr (merged.err, ==, said);
      g_assert_cmpstr (merged.out, ==, "");
    }

  /* compare says it the same way, and in German, all of it */
  at = tmp_path ("malformed-value.json");
  RUN (&compared, "compare", at, shard);
  g_assert_cmpint (compared.status, ==, 1);
  g_free (expected);
  expected = g_strconcat (at, ":2:7: error: a value is missing after “x”:\n", NULL);
  g_assert_cmpstr (compared.err, ==, expected);
  g_free (at);
  at = tmp_path ("malformed-comma.json");
  run_cli_env (&german, envp, (const char *[]) { "merge", at, shard, "-o", "-", NULL });
  g_assert_cmpint (german.status, ==, 1);
  g_free (expected);
  expected = g_strconcat (at, ":3:4: error: zwischen zwei Einträgen fehlt ein Komma\n", NULL);
  g_assert_cmpstr (german.err, ==, expected);
}

/* A result nested 100,000 deep, arrays or objects (review f, finding 3):
 * merge, compare and analyze --from overflowed the stack in JSON-GLib's
 * recursive reader (exit 139). Refused before it is read, at the bracket
 * that goes one level too deep, exit 1; 64 levels still read (and are no
 * result). */
static void
test_results_nested_too_deeply (void)
{
  g_autofree char *arrays = tmp_path ("deep-arrays.json"), *objects = tmp_path ("deep-objects.json");
  g_autofree char *fine = tmp_path ("deep-64.json"), *said = NULL, *said_objects = NULL;
  g_autoptr (GString) text = g_string_new (NULL), object_text = g_string_new (NULL);
  g_auto (Run) merged = { 0 }, compared = { 0 }, analyzed = { 0 }, shallow = { 0 };

  if (!need_cli ())
    return;
  /* a "[" inside a string is no level */
  g_string_append (text, "[\"[[[\",\n");
  for (int i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  for (int i = 0; i < 100001; i++)
    g_string_append_c (text, ']');
  g_assert_true (g_file_set_contents (arrays, text->str, text->len, NULL));
  for (int i = 0; i < 100000; i++)
    g_string_append (object_text, "{\"a\":");
  g_assert_true (g_file_set_contents (objects, object_text->str, object_text->len, NULL));
  g_string_truncate (text, 0);
  for (int i = 0; i < 64; i++)
    g_string_append_c (text, '[');
  for (int i = 0; i < 64; i++)
    g_string_append_c (text, ']');
  g_assert_true (g_file_set_contents (fine, text->str, text->len, NULL));

  said = g_strconcat (arrays, ":2:64: error: arrays and objects are nested deeper than 64 levels\n",
                      NULL);
  RUN (&merged, "merge", arrays, arrays, "-o", "-");
  g_assert_cmpint (merged.status, ==, 1);
  g_assert_cmpstr (merged.err, ==, said);
  g_assert_cmpstr (merged.out, ==, "");
  said_objects = g_strconcat (objects, ":1:321: error: arrays and objects are nested deeper than "
                              "64 levels\n", NULL);
  RUN (&compared, "compare", objects, arrays);
  g_assert_cmpint (compared.status, ==, 1);
  g_assert_cmpstr (compared.err, ==, said_objects);
  RUN (&analyzed, "analyze", "base", "--from", arrays);
  g_assert_cmpint (analyzed.status, ==, 1);
  assert_contains (analyzed.err, said);
  RUN (&shallow, "compare", fine, fine);
  g_assert_cmpint (shallow.status, ==, 1);
  assert_contains (shallow.err, "not a Waymark simulation result");
}

/* ---- analyze --from: side quests weighed as a batch measured them ------------- */

/* The side quests of the result at @path, all cards together. */
static void
side_quests_of (const char *path, gint64 *taken, gint64 *completed, gint64 *gold)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *quests;
  g_autoptr (GList) names = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  quests = json_object_get_object_member (
      json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "counts"),
      "side-quests");
  names = json_object_get_members (quests);
  *taken = *completed = *gold = 0;
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *q = json_object_get_object_member (quests, l->data);
      *taken += json_object_get_int_member (q, "taken");
      *completed += json_object_get_int_member (q, "completed");
      *gold += json_object_get_int_member (q, "gold");
    }
}

/* The share analyze weighs side quests by when given none is what the
 * command its comment and the README name measures: `simulate base
 * --games 300 --seed 5` (2,255 of 6,382 side quests taken completed, 35 %;
 * the constant said 34 % from a count the rules fixes since had changed). */
static void
test_analyze_default_share_measured (void)
{
  g_autofree char *path = tmp_path ("share-300.json");
  g_auto (Run) sim = { 0 }, report = { 0 };
  g_autofree char *expect = NULL;
  gint64 taken, completed, gold;

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "base", "--games", "300", "--seed", "5", "-q", "-o", path);
  g_assert_cmpint (sim.status, ==, 0);
  side_quests_of (path, &taken, &completed, &gold);
  g_assert_cmpint (taken, >, 0);
  RUN (&report, "analyze", "base", "-a", "1", "-d", "1");
  g_assert_cmpint (report.status, ==, 0);
  expect = g_strdup_printf ("    a side quest: its deck's mean reward × %.0f %%, the share greedy "
                            "bots complete\n",
                            100.0 * (double) completed / (double) taken);
  assert_contains (report.out, expect);
}

static void
no_side_quests_taken (JsonObject *counts)
{
  JsonObject *quests = json_object_get_object_member (counts, "side-quests");
  g_autoptr (GList) names = json_object_get_members (quests);

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *q = json_object_get_object_member (quests, l->data);
      json_object_set_int_member (q, "taken", 0);
      json_object_set_int_member (q, "completed", 0);
      json_object_set_int_member (q, "gold", 0);
    }
}

/* The header says the share and where it comes from, and the value of a
 * quest paying a side quest (A04: 1 gold and one) follows it: every side
 * quest of the base game pays a movement card (0.5 gold) and no gold,
 * which the header says in those words. */
static void
test_analyze_from_result (void)
{
  g_autofree char *path = tmp_path ("measured.json"), *expect = NULL, *row = NULL;
  g_auto (Run) sim = { 0 }, report = { 0 };
  gint64 taken, completed, gold;
  double share;

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "base", "-n", "12", "--seed", "5", "-q", "-o", path);
  g_assert_cmpint (sim.status, ==, 0);
  side_quests_of (path, &taken, &completed, &gold);
  g_assert_cmpint (taken, >, 0);
  g_assert_cmpint (gold, ==, 0);
  share = (double) completed / (double) taken;
  /* The test is worth nothing if the batch measured the built-in share. */
  g_assert_cmpfloat (ABS (share - 0.34), >, 0.005);
  RUN (&report, "analyze", "base", "-a", "1", "-d", "1", "--from", path);
  g_assert_cmpint (report.status, ==, 0);
  g_assert_cmpstr (report.err, ==, "");
  /* What they pay, not "0.00 gold", which reads as worth nothing. */
  expect = g_strdup_printf ("    a side quest: no gold paid in %s (its side quests pay movement "
                            "cards): its deck's\n      mean movement cards × %.0f %%, the share "
                            "completed there (%" G_GINT64_FORMAT " of %" G_GINT64_FORMAT ")\n",
                            path, 100 * share, completed, taken);
  g_assert_null (strstr (report.out, "0.00 gold paid"));
  assert_contains (report.out, expect);
  row = g_strdup_printf ("\n  A04        The Riverlands        1 +1 side quest           %6.2f ",
                         1 + 0.5 * share);
  assert_contains (report.out, row);
}

/* A result that cannot be read is I/O (2), one that is not JSON or no
 * result, or measures no side quest, is wrong input (1), each said with
 * the file (and line); --from and --side-quest-share together is usage. */
static void
test_analyze_from_refused (void)
{
  g_autofree char *good = tmp_path ("weights.json"), *text = tmp_path ("weights-text.json");
  g_autofree char *absent = tmp_path ("weights-absent.json"), *none = NULL, *line = NULL;
  g_auto (Run) sim = { 0 }, not_json = { 0 }, missing = { 0 }, untaken = { 0 }, both = { 0 };

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "base", "-n", "2", "--day-cap", "3", "-q", "-o", good);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_true (g_file_set_contents (text, "{\n  \"format\": \"waymark-sim-4\",\n  oops\n}\n",
                                      -1, NULL));
  RUN (&not_json, "analyze", "base", "-a", "1", "--from", text);
  g_assert_cmpint (not_json.status, ==, 1);
  line = g_strconcat (text, ":3:3: error: a member name in quotes is expected here, not “oops”",
                      NULL);
  g_assert_true (g_str_has_prefix (not_json.err, line));
  g_assert_cmpstr (not_json.out, ==, "");
  g_free (line);

  RUN (&missing, "analyze", "base", "-a", "1", "--from", absent);
  g_assert_cmpint (missing.status, ==, 2);
  line = g_strconcat (absent, ": error: ", NULL);
  g_assert_true (g_str_has_prefix (missing.err, line));
  g_free (line);

  none = edited (good, "weights-none.json", no_side_quests_taken);
  RUN (&untaken, "analyze", "base", "-a", "1", "--from", none);
  g_assert_cmpint (untaken.status, ==, 1);
  line = g_strconcat (none, ": error: no side quest was taken in its games", NULL);
  g_assert_true (g_str_has_prefix (untaken.err, line));
  g_assert_cmpstr (untaken.out, ==, "");

  RUN (&both, "analyze", "base", "-a", "1", "--from", good, "--side-quest-share", "0.3");
  g_assert_cmpint (both.status, ==, 2);
  assert_contains (both.err, "--side-quest-share and --from both give");
}

/* A result of another variant is used, but not without saying so. */
static void
test_analyze_from_other_variant (void)
{
  g_autofree char *path = tmp_path ("small-result.json");
  g_auto (Run) sim = { 0 }, report = { 0 };

  if (!need_cli ())
    return;
  RUN (&sim, "simulate", "small", "-n", "4", "--players", "2", "-q", "-o", path);
  g_assert_cmpint (sim.status, ==, 0);
  RUN (&report, "analyze", "base", "-a", "1", "-d", "1", "--from", path);
  if (report.status == 1)
    {
      /* The small board's games took no side quest: nothing to weigh. */
      assert_contains (report.err, "no side quest was taken");
      return;
    }
  g_assert_cmpint (report.status, ==, 0);
  assert_contains (report.err, ": warning: the games were of the variant “");
  assert_contains (report.err, "”, not “treos-base”");
}

/* A partial result (here two of three shards merged: an interrupted
 * batch is the same to it) is used, but said to be partial, with how many
 * of how many games, as another variant's is (review 10's R10-6). */
static void
test_analyze_from_partial (void)
{
  g_autofree char *merged = tmp_path ("partial-merged.json"), *said = NULL, *line = NULL;
  g_auto (Run) merge = { 0 }, report = { 0 }, whole = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  char *shards[2];

  if (!need_cli ())
    return;
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *which = g_strdup_printf ("%d/3", i);
      g_autofree char *name = g_strdup_printf ("third-shard-%d.json", i);
      g_auto (Run) sim = { 0 };
      shards[i] = tmp_path (name);
      RUN (&sim, "simulate", "base", "-n", "12", "--seed", "5", "--shard", which, "-q", "-o",
           shards[i]);
      g_assert_cmpint (sim.status, ==, 0);
    }
  RUN (&merge, "merge", shards[0], shards[1], "-q", "-o", merged);
  g_assert_cmpint (merge.status, ==, 1);
  g_assert_true (json_parser_load_from_file (parser, merged, NULL));
  g_assert_cmpint (json_object_get_int_member (
                       json_object_get_object_member (
                           json_node_get_object (json_parser_get_root (parser)), "counts"),
                       "games"),
                   ==, 8);
  RUN (&report, "analyze", "base", "-a", "1", "-d", "1", "--from", merged);
  g_assert_cmpint (report.status, ==, 0);
  said = g_strdup_printf ("%s: warning: the result is partial, 8 of 12 games (the batch was "
                          "interrupted, or shards are missing)", merged);
  assert_contains (report.err, said);
  line = g_strdup_printf ("      %s is a partial result: 8 of 12 games played\n", merged);
  assert_contains (report.out, line);
  /* A whole shard is no partial result. */
  RUN (&whole, "analyze", "base", "-a", "1", "-d", "1", "--from", shards[0]);
  g_assert_cmpint (whole.status, ==, 0);
  g_assert_cmpstr (whole.err, ==, "");
  g_assert_null (strstr (whole.out, "partial"));
  for (int i = 0; i < 2; i++)
    g_free (shards[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/simulate/output-checked-first", test_simulate_output_checked_first);
  g_test_add_func ("/cli/simulate/disk-full", test_simulate_disk_full);
  g_test_add_func ("/cli/simulate/unwritable-refused-first",
                   test_simulate_unwritable_refused_first);
  g_test_add_func ("/cli/simulate/disk-full-on-terminal", test_simulate_disk_full_on_terminal);
  g_test_add_func ("/cli/simulate/summary", test_simulate_summary);
  g_test_add_func ("/cli/simulate/standout", test_simulate_standout);
  g_test_add_func ("/cli/simulate/summary-mixed-bots", test_simulate_summary_mixed_bots);
  g_test_add_func ("/cli/merge/summary-as-simulate", test_merge_summary_as_simulate);
  g_test_add_func ("/cli/merge/bad-counts", test_merge_bad_counts);
  g_test_add_func ("/cli/merge/partial-said-first", test_merge_partial_said_first);
  g_test_add_func ("/cli/compare/reward-edit", test_compare_reward_edit);
  g_test_add_func ("/cli/compare/characters-named", test_compare_characters_named);
  g_test_add_func ("/cli/compare/rules-named", test_compare_rules_named);
  g_test_add_func ("/cli/compare/refused", test_compare_refused);
  g_test_add_func ("/cli/compare/cards-of-one-run", test_compare_cards_of_one_run);
  g_test_add_func ("/cli/compare/board-edits-named", test_compare_board_edits_named);
  g_test_add_func ("/cli/compare/edited-summary", test_compare_edited_summary);
  g_test_add_func ("/cli/merge/exit-status", test_merge_exit_status);
  g_test_add_func ("/cli/merge/malformed", test_merge_malformed);
  g_test_add_func ("/cli/results/nested-too-deeply", test_results_nested_too_deeply);
  g_test_add_func ("/cli/merge/names-files", test_merge_names_files);
  g_test_add_func ("/cli/merge/names-difference", test_merge_names_difference);
  g_test_add_func ("/cli/merge/compare-designs", test_merge_compare_designs);
  g_test_add_func ("/cli/merge/older-results", test_merge_older_results);
  g_test_add_func ("/cli/simulate/csv-names", test_csv_names);
  g_test_add_func ("/cli/simulate/first-event", test_simulate_first_event);
  g_test_add_func ("/cli/merge/shard-edges", test_shard_edges);
  g_test_add_func ("/cli/merge/empty-shard-warned", test_empty_shard_warned);
  g_test_add_func ("/cli/merge/partial-then-rest", test_merge_partial_then_rest);
  g_test_add_func ("/cli/analyze/from-result", test_analyze_from_result);
  g_test_add_func ("/cli/analyze/default-share-measured", test_analyze_default_share_measured);
  g_test_add_func ("/cli/analyze/from-refused", test_analyze_from_refused);
  g_test_add_func ("/cli/analyze/from-other-variant", test_analyze_from_other_variant);
  g_test_add_func ("/cli/analyze/from-partial", test_analyze_from_partial);
  return g_test_run ();
}
