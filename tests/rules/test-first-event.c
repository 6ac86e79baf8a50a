/* The first event a playtest chooses (WmGameSetup.first_event) and the
 * days' events of a game log: the deal, the refusals and the log's round
 * trip. */

#include <string.h>

#include "wm-game-io.h"
#include "wm-test-base.h"

static WmVariant *base;

/* A game of the base game for four random characters with @seed and the
 * first event @first (NULL: shuffled); the test fails when refused. */
static WmGame *
game_with (guint64 seed, const char *first)
{
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;
  WmGame *game;

  wm_game_setup_init (&setup, base, 4);
  setup.seed = seed;
  setup.first_event = first;
  game = wm_game_new (base, &setup, &error);
  g_assert_no_error (error);
  return game;
}

/* Plays the first legal choice until @day begins (or the game ends);
 * @log (may be NULL) receives the decisions. */
static void
play_to_day (const WmGame *game, WmGameState *s, int day, GArray *log)
{
  for (int guard = 0; s->day < day && !wm_game_is_over (s); guard++)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      g_assert_cmpint (guard, <, 10000);
      g_assert_cmpint (wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES), >, 0);
      g_assert_true (wm_game_apply (game, s, &list[0], NULL));
      if (log)
        g_array_append_val (log, list[0]);
    }
}

static int
compare_cards (gconstpointer a, gconstpointer b)
{
  return *(const guint8 *)a - *(const guint8 *)b;
}

/* For several seeds the chosen event is turned up on day 2; the others
 * keep the order the seed shuffles them in, and nothing else of the deal
 * changes (no random number is drawn for the choice). */
static void
test_drawn_on_day_2 (void)
{
  const char *events[] = { "E13", "E01", "E20", "E07", "E13", "E02" };

  for (guint64 seed = 1; seed <= G_N_ELEMENTS (events); seed++)
    {
      g_autoptr (WmGame) chosen = game_with (seed, events[seed - 1]);
      g_autoptr (WmGame) plain = game_with (seed, NULL);
      int card = wm_game_find_card (chosen, events[seed - 1]);
      WmGameState s, p;
      guint8 rest[WM_GAME_MAX_DECK], others[WM_GAME_MAX_DECK];
      int n_others = 0;

      g_assert_cmpstr (wm_game_setup (chosen)->first_event, ==, events[seed - 1]);
      g_assert_null (wm_game_setup (plain)->first_event);
      wm_game_start (chosen, &s);
      wm_game_start (plain, &p);
      g_assert_cmpint (s.events.n, ==, p.events.n);
      g_assert_cmpint (s.events.cards[s.events.n - 1], ==, card);
      /* The rest is the plain deal without the card, in its order. */
      for (int i = 0; i < p.events.n; i++)
        if (p.events.cards[i] != card)
          others[n_others++] = p.events.cards[i];
      g_assert_cmpint (n_others, ==, s.events.n - 1);
      g_assert_cmpmem (s.events.cards, n_others, others, n_others);
      /* … and so a permutation of the other cards of the deck. */
      memcpy (rest, s.events.cards, n_others);
      qsort (rest, n_others, 1, compare_cards);
      qsort (others, n_others, 1, compare_cards);
      g_assert_cmpmem (rest, n_others, others, n_others);
      for (int pl = 0; pl < 4; pl++)
        g_assert_cmpmem (s.players[pl].draw.cards, s.players[pl].draw.n, p.players[pl].draw.cards,
                         p.players[pl].draw.n);
      g_assert_cmpmem (s.quests, sizeof s.quests, p.quests, sizeof p.quests);
      g_assert_cmpmem (s.rng, sizeof s.rng, p.rng, sizeof p.rng);

      g_assert_cmpint (s.event, ==, WM_GAME_NONE);
      play_to_day (chosen, &s, 2, NULL);
      g_assert_cmpint (s.day, ==, 2);
      g_assert_cmpint (s.event, ==, card);
    }
}

static void
expect_refused (const char *first, gboolean no_events, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;

  wm_game_setup_init (&setup, base, 2);
  setup.first_event = first;
  setup.no_events = no_events;
  game = wm_game_new (base, &setup, &error);
  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s” in “%s”", fragment, error->message);
}

/* An id that is no event of the dealt deck, or a game without events,
 * is refused naming the id and the deck. */
static void
test_refused (void)
{
  expect_refused ("E99", FALSE, "there is no event “E99” in the event deck “events”");
  expect_refused ("R07", FALSE, "there is no event “R07” in the event deck “events”");
  expect_refused ("E05", TRUE,
                  "the first event “E05” is chosen, but the game is played without "
                  "events");
}

static char *
bytes_text (GBytes *bytes)
{
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static WmGame *
replay_text (const char *text, WmGameState *s, GError **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));

  return wm_game_log_replay (base, bytes, "game.xml", NULL, s, NULL, error);
}

/* A log of @game played to day @day (and the first decision of it). */
static char *
log_to_day (WmGame *game, int day, WmGameState *s)
{
  g_autoptr (GArray) log = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  g_autoptr (GBytes) bytes = NULL;

  wm_game_start (game, s);
  play_to_day (game, s, day, log);
  bytes = wm_game_log_save (game, (WmChoice *)log->data, (int)log->len, NULL);
  return bytes_text (bytes);
}

/* The first event is written in the setup and read back: the replayed
 * game is the same, with the same first event; each day's event is
 * written where the day begins. */
static void
test_log_round_trip (void)
{
  g_autoptr (WmGame) game = game_with (4, "E17");
  g_autoptr (WmGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *day3 = NULL, *tail = NULL;
  const char *day2 = "<event day=\"2\" card=\"E17\"/>";
  WmGameState s, r;

  text = log_to_day (game, 3, &s);
  g_assert_nonnull (strstr (text, " first-event=\"E17\""));
  g_assert_nonnull (strstr (text, day2));
  day3 = g_strdup_printf ("<event day=\"3\" card=\"%s\"/>", wm_game_card_id (game, s.event));
  /* Day 3 began with no decision yet: its event closes the log. */
  tail = g_strconcat ("  ", day3, "\n</game-log>\n", NULL);
  g_assert_true (g_str_has_suffix (text, tail));
  g_assert_null (strstr (text, "<event day=\"1\""));
  again = replay_text (text, &r, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wm_game_setup (again)->first_event, ==, "E17");
  g_assert_true (wm_game_state_equal (&s, &r));
}

/* @text with every line holding @needle removed: a new string. */
static char *
without_lines (const char *text, const char *needle)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], needle) == NULL)
      g_string_append_printf (out, "%s%s", out->len ? "\n" : "", lines[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A log as written before first events and days' events (no
 * first-event, no <event>) replays as it did: the shuffled deck. */
static void
test_old_log (void)
{
  g_autoptr (WmGame) game = game_with (9, NULL);
  g_autoptr (WmGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *old = NULL;
  WmGameState s, r;

  text = log_to_day (game, 3, &s);
  g_assert_null (strstr (text, "first-event"));
  g_assert_nonnull (strstr (text, "<event day=\"2\""));
  old = without_lines (text, "<event ");
  g_assert_null (strstr (old, "<event"));
  again = replay_text (old, &r, &error);
  g_assert_no_error (error);
  g_assert_null (wm_game_setup (again)->first_event);
  g_assert_true (wm_game_state_equal (&s, &r));
}

static int
line_of (const char *text, const char *needle)
{
  const char *at = strstr (text, needle);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *c = text; c < at; c++)
    line += *c == '\n';
  return line;
}

/* @text with the first @from replaced by @to: a new string. */
static char *
replace_once (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);
  g_autofree char *head = NULL;

  g_assert_nonnull (at);
  head = g_strndup (text, at - text);
  return g_strconcat (head, to, at + strlen (from), NULL);
}

static void
expect_replay_error (const char *text, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameState s;

  game = replay_text (text, &s, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
}

/* An unknown first event is said at the <setup>'s line; a day's event
 * that the replayed game does not turn up, or in the wrong place, at the
 * <event>'s line. */
static void
test_log_refused (void)
{
  g_autoptr (WmGame) game = game_with (4, "E17");
  WmGameState s;
  g_autofree char *text = log_to_day (game, 3, &s);
  g_autofree char *unknown = replace_once (text, "first-event=\"E17\"", "first-event=\"E99\"");
  g_autofree char *other
      = replace_once (text, "<event day=\"2\" card=\"E17\"/>", "<event day=\"2\" card=\"E05\"/>");
  g_autofree char *late
      = replace_once (text, "<event day=\"2\" card=\"E17\"/>", "<event day=\"3\" card=\"E17\"/>");
  g_autofree char *quest
      = replace_once (text, "<event day=\"2\" card=\"E17\"/>", "<event day=\"2\" card=\"R07\"/>");
  g_autofree char *missing
      = replace_once (text, "<event day=\"2\" card=\"E17\"/>", "<event day=\"2\" card=\"E77\"/>");
  int setup_line = line_of (text, "<setup");
  int event_line = line_of (text, "<event day=\"2\"");
  g_autofree char *at_setup = g_strdup_printf (
      "game.xml:%d: error: there is no event “E99” in the event deck “events”", setup_line);
  g_autofree char *at_event = g_strdup_printf ("game.xml:%d: error: ", event_line);
  g_autofree char *differs
      = g_strconcat (at_event, "day 2 turns up the event “E17” in this game, not “E05”", NULL);
  g_autofree char *misplaced
      = g_strconcat (at_event, "the event of day 3 stands among the decisions of day 2", NULL);
  g_autofree char *no_event = g_strconcat (at_event, "the card “R07” of <event> is no event", NULL);
  g_autofree char *no_card = g_strconcat (at_event, "there is no card “E77”", NULL);

  g_assert_cmpint (setup_line, >, 1);
  expect_replay_error (unknown, at_setup);
  expect_replay_error (other, differs);
  expect_replay_error (late, misplaced);
  expect_replay_error (quest, no_event);
  expect_replay_error (missing, no_card);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/rules/first-event/drawn-on-day-2", test_drawn_on_day_2);
  g_test_add_func ("/rules/first-event/refused", test_refused);
  g_test_add_func ("/rules/first-event/log-round-trip", test_log_round_trip);
  g_test_add_func ("/rules/first-event/old-log", test_old_log);
  g_test_add_func ("/rules/first-event/log-refused", test_log_refused);
  return g_test_run ();
}
