/* The rules, one by one, each with a case that allows and one that forbids,
 * on the base game with a fixed arrangement (every region unturned, r1 in
 * the north-west) and positions set up by hand; and the worked examples of
 * the rulebook retold on Waymark's map. Players: 0 red (seat s), 1 yellow
 * (w), 2 purple (n), 3 green (e). */

#include "config.h"

#include <string.h>

#include "wm-game-io.h"
#include "wm-game-private.h"
#include "wm-registry.h"
#include "wm-test-base.h"
#include "wm-variant-io.h"

enum { RED, YELLOW, PURPLE, GREEN };

static WmVariant *base;

/* Every table here is dealt from one seed. */
#define SEED 42

static WmGame *
new_game (void)
{
  return wm_test_new_game (base, SEED, WM_TEST_GAME_PLAIN);
}

static int
sp (const WmGame *game, const char *name)
{
  int s = wm_map_lookup (wm_game_map (game), name);
  g_assert_cmpint (s, >=, 0);
  return s;
}

/* A started game with no highwaymen on the board, so each test places its own. */
static void
fresh (const WmGame *game, WmGameState *s)
{
  wm_game_start (game, s);
  s->n_highwaymen = 0;
}

static void
begin (const WmGame *game, WmGameState *s, int player, const char *at, const char *card_id,
       gboolean marker)
{
  s->players[player].space = (gint16) sp (game, at);
  s->turn = 0;
  s->players[player].marker = marker ? 0 : WM_GAME_NONE;
  s->step = WM_STEP_MOVE;
  wm_game_turn_init (game, s, player, wm_test_game_card (game, card_id));
}

static void
add_highwayman (const WmGame *game, WmGameState *s, const char *at)
{
  s->highwaymen[s->n_highwaymen++] = (gint16) sp (game, at);
}

static int
find (const WmGame *game, const WmGameState *s, int kind, int to, int b)
{
  WmChoice list[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES);

  for (int i = 0; i < n; i++)
    {
      int dest = list[i].kind == WM_CHOICE_STEP || list[i].kind == WM_CHOICE_HW_STEP
                   ? wm_game_map (game)->exits[list[i].a].to
                   : list[i].a;
      if (list[i].kind == kind && (to < 0 || dest == to) && (b < 0 || list[i].b == b))
        return list[i].a;
    }
  return -1;
}

static gboolean
can_step (const WmGame *game, const WmGameState *s, const char *to)
{
  return find (game, s, WM_CHOICE_STEP, sp (game, to), 0) >= 0;
}

static gboolean
can (const WmGame *game, const WmGameState *s, int kind)
{
  return find (game, s, kind, -1, -1) >= 0;
}

static void
apply (const WmGame *game, WmGameState *s, int kind, int a, int b)
{
  g_autoptr (GError) error = NULL;
  WmChoice c = { (guint8) kind, s->active, (gint16) a, (gint16) b };

  g_assert_true (wm_game_apply (game, s, &c, &error));
  g_assert_no_error (error);
}

static void
step_to (const WmGame *game, WmGameState *s, const char *to)
{
  int exit = find (game, s, WM_CHOICE_STEP, sp (game, to), 0);
  g_assert_cmpint (exit, >=, 0);
  apply (game, s, WM_CHOICE_STEP, exit, 0);
}

static void
stop (const WmGame *game, WmGameState *s)
{
  apply (game, s, WM_CHOICE_STOP, 0, 0);
}

/* ---- movement --------------------------------------------------------------------- */

static void
test_move_path_type (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* R07: road, arrow n. From r1:s6: n is a river (the arrow allows it), e a trail. */
  begin (game, &s, RED, "r1:s6", "R07", FALSE);
  g_assert_true (can_step (game, &s, "r1:s2"));
  g_assert_false (can_step (game, &s, "r1:s7"));
  /* R06: trail, road, water: every path type, so the trail east is open. */
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  g_assert_true (can_step (game, &s, "r1:s7"));
}

static void
test_move_arrows_by_seat (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* The card's "up" points away from the seat: for yellow at the west edge
   * it is east, for purple at the north edge it is south. */
  begin (game, &s, YELLOW, "r1:s6", "R09", FALSE); /* arrows n ne nw */
  g_assert_true (can_step (game, &s, "r1:s7"));    /* board e */
  g_assert_false (can_step (game, &s, "r1:s2"));   /* board n */
  begin (game, &s, PURPLE, "r1:s6", "R09", FALSE);
  g_assert_false (can_step (game, &s, "r1:s2"));
  g_assert_false (can_step (game, &s, "r1:s7"));
  begin (game, &s, RED, "r1:s6", "R09", FALSE);
  g_assert_true (can_step (game, &s, "r1:s2"));
  g_assert_false (can_step (game, &s, "r1:s7"));
}

static void
test_move_lake (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* r1:s28 borders the inland lake to the north: a water move crosses it
   * to any other space on it. */
  begin (game, &s, RED, "r1:s28", "C12", FALSE); /* water */
  g_assert_true (can_step (game, &s, "r1:s16"));
  g_assert_true (can_step (game, &s, "r1:s23"));
  step_to (game, &s, "r1:s16");
  g_assert_true (s.t.crossed_lake);
  /* An arrow in the shore's direction crosses too; other arrows do not. */
  begin (game, &s, RED, "r1:s28", "R04", FALSE); /* arrows n ne e se */
  g_assert_true (can_step (game, &s, "r1:s16"));
  begin (game, &s, RED, "r1:s28", "R12", FALSE); /* arrows e se */
  g_assert_false (can_step (game, &s, "r1:s16"));
  g_assert_true (can_step (game, &s, "r1:s29"));
  /* Lakes closed (an event): no crossing even with water. */
  s.event = (guint8) wm_test_game_card (game, "E17");
  begin (game, &s, RED, "r1:s28", "C12", FALSE);
  g_assert_false (can_step (game, &s, "r1:s16"));
}

static void
test_move_highwaymen_block (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  g_autoptr (GArray) reach = NULL;

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "C01", FALSE); /* trail road, 3 moves */
  g_assert_true (can_step (game, &s, "r1:s7"));
  add_highwayman (game, &s, "r1:s7");
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  g_assert_false (can_step (game, &s, "r1:s7"));
  /* Nor through it: r1:s11 lies beyond r1:s7 and no other trail or road leads there. */
  reach = wm_game_reach (game, &s, RED, wm_test_game_card (game, "C01"), FALSE);
  for (guint i = 0; i < reach->len; i++)
    {
      g_assert_cmpint (g_array_index (reach, WmReach, i).space, !=, sp (game, "r1:s7"));
      g_assert_cmpint (g_array_index (reach, WmReach, i).space, !=, sp (game, "r1:s11"));
    }
  /* The listing sees the highwaymen the state holds now, however they
   * came there (movement keeps the last set of highwaymen it made, by
   * what they were): moved by hand with the count unchanged, moved back,
   * taken off by the count alone. */
  s.highwaymen[0] = (gint16) sp (game, "r1:s11");
  g_assert_true (can_step (game, &s, "r1:s7"));
  s.highwaymen[0] = (gint16) sp (game, "r1:s7");
  g_assert_false (can_step (game, &s, "r1:s7"));
  s.n_highwaymen = 0;
  g_assert_true (can_step (game, &s, "r1:s7"));
}

static void
test_move_highwaymen_pass (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s7");
  s.event = (guint8) wm_test_game_card (game, "E19"); /* highwaymen-pass */
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  g_assert_true (can_step (game, &s, "r1:s7"));
  step_to (game, &s, "r1:s7");
  g_assert_false (can (game, &s, WM_CHOICE_STOP)); /* not stop on it */
  g_assert_true (can_step (game, &s, "r1:s11"));
  /* With one move only the highwayman's space is a dead end: not offered. */
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  g_assert_false (can_step (game, &s, "r1:s7"));
}

/* Highwaymen-pass through two highwaymen in a row (the event lets a
 * character move through their spaces): r1:s8's only other trail or road
 * leads to r1:s14, where a second highwayman stands; r1:s14 goes on to
 * r1:s20 and Elmswick. With three moves from r1:s6 the chain is offered
 * step by step, never a stop on it; with two it is a dead end. */
static void
test_move_highwaymen_pass_chain (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s8");
  add_highwayman (game, &s, "r1:s14");
  s.event = (guint8) wm_test_game_card (game, "E19"); /* highwaymen-pass */
  begin (game, &s, RED, "r1:s6", "C01", FALSE); /* trail road, 3 moves */
  g_assert_true (can_step (game, &s, "r1:s8"));
  step_to (game, &s, "r1:s8");
  g_assert_false (can (game, &s, WM_CHOICE_STOP));
  g_assert_true (can_step (game, &s, "r1:s14"));
  step_to (game, &s, "r1:s14");
  g_assert_false (can (game, &s, WM_CHOICE_STOP));
  g_assert_true (can_step (game, &s, "r1:s20"));
  step_to (game, &s, "r1:s20");
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  /* Two moves end on r1:s14 (r1:s8's way back is the start space). */
  begin (game, &s, RED, "r1:s6", "R08", FALSE); /* trail, 2 moves */
  g_assert_false (can_step (game, &s, "r1:s8"));
  g_assert_true (can_step (game, &s, "r1:s7"));
}

static void
test_move_characters_do_not_block (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  s.players[YELLOW].space = (gint16) sp (game, "r1:s7");
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  step_to (game, &s, "r1:s7");
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
}

static void
test_move_no_return (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  step_to (game, &s, "r1:s7");
  g_assert_false (can_step (game, &s, "r1:s6"));
  g_assert_true (can_step (game, &s, "r1:s11"));
}

/* A character that shares its space with a highwayman (its own after an
 * ambush, or pushed there) may still stay where it is: the rulebook lets
 * every turn end without moving; only stopping on a highwayman reached
 * during the move is refused. */
static void
test_move_stay_beside_highwayman (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s6");
  s.players[RED].shares = 1;
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  g_assert_true (can_step (game, &s, "r1:s7"));
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  stop (game, &s);
  g_assert_cmpint (s.players[RED].space, ==, sp (game, "r1:s6"));
}

static void
test_move_fewer_steps (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  step_to (game, &s, "r1:s7");
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  step_to (game, &s, "r1:s11");
  step_to (game, &s, "r1:s13");
  /* Moves used up: stopping is all that is left. */
  g_assert_false (can (game, &s, WM_CHOICE_STEP));
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
}

static void
test_move_meaner (void)
{
  g_autoptr (WmGame) game = wm_test_new_game (base, SEED, WM_TEST_GAME_MEANER_HIGHWAYMEN);
  WmGameState s;

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  g_assert_false (can (game, &s, WM_CHOICE_STOP)); /* must move when it can */
  step_to (game, &s, "r1:s7");
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  /* r1:s5 has one trail south; blocked, staying is allowed. */
  add_highwayman (game, &s, "r1:s9");
  begin (game, &s, RED, "r1:s5", "C01", FALSE);
  g_assert_false (can (game, &s, WM_CHOICE_STEP));
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
}

static void
make_portal (const WmGame *game, WmGameState *s, const char *at, gboolean discovered)
{
  int space = sp (game, at);
  s->place_kind[space] = WM_SECRET_PORTAL;
  if (discovered)
    wm_set_discovered (s, space);
}

static void
test_move_portals (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  make_portal (game, &s, "r1:s8", TRUE);
  make_portal (game, &s, "r1:s15", FALSE);
  begin (game, &s, RED, "r1:s8", "R06", FALSE);
  /* One portal alone does nothing. */
  g_assert_false (can (game, &s, WM_CHOICE_HOP));
  wm_set_discovered (&s, sp (game, "r1:s15"));
  begin (game, &s, RED, "r1:s8", "R06", FALSE);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HOP, sp (game, "r1:s15"), -1), >=, 0);
  /* Hopping costs no move. */
  apply (game, &s, WM_CHOICE_HOP, sp (game, "r1:s15"), 0);
  g_assert_cmpint (s.t.steps_left, ==, 1);
  g_assert_true (can_step (game, &s, "r1:s17"));
  /* A highwayman on a portal blocks only that portal. */
  add_highwayman (game, &s, "r1:s15");
  begin (game, &s, RED, "r1:s8", "R06", FALSE);
  g_assert_false (can (game, &s, WM_CHOICE_HOP));
  g_assert_true (can_step (game, &s, "r1:s6"));
}

/* A highwayman on a portal blocks that portal both ways: a character
 * standing there with it (pushed by an ambush, or its own) may not hop
 * out of it either, only step off (all three editions' portal paragraph:
 * a highwayman blocks that one portal, English "exit", German "Zugang");
 * the other portals stay open to each other. */
static void
test_move_portal_blocked_both_ways (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  make_portal (game, &s, "r1:s8", TRUE);
  make_portal (game, &s, "r1:s15", TRUE);
  add_highwayman (game, &s, "r1:s8");
  s.players[RED].shares = 1;
  begin (game, &s, RED, "r1:s8", "R06", FALSE);
  g_assert_false (can (game, &s, WM_CHOICE_HOP));
  g_assert_true (can_step (game, &s, "r1:s6"));
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  /* Without the highwayman the hop is there. */
  s.n_highwaymen--;
  begin (game, &s, RED, "r1:s8", "R06", FALSE);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HOP, sp (game, "r1:s15"), -1), >=, 0);
}

/* All portals count as one space (the portal paragraph of all three
 * editions): a move that begins on one may not step onto any portal
 * again, as every portal is its start space, and a hop alone leaves the
 * character in that space, so it is no move — no space effect or task,
 * and not the move the meaner highwaymen ask for. r1:s28 and r1:s8 are
 * three water and trail moves apart. */
static void
test_move_portals_one_space (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (WmGame) meaner = wm_test_new_game (base, SEED, WM_TEST_GAME_MEANER_HIGHWAYMEN);
  WmGameState s;

  fresh (game, &s);
  make_portal (game, &s, "r1:s28", TRUE);
  make_portal (game, &s, "r1:s8", TRUE);
  begin (game, &s, RED, "r1:s28", "C09", FALSE); /* trail road water, 3 moves */
  step_to (game, &s, "r1:s20");
  step_to (game, &s, "r1:s14");
  g_assert_false (can_step (game, &s, "r1:s8"));
  /* From a space that is no portal the same portal may be entered. */
  begin (game, &s, RED, "r1:s20", "C09", FALSE);
  step_to (game, &s, "r1:s14");
  g_assert_true (can_step (game, &s, "r1:s8"));
  /* A hop at the start is allowed, and is no move. */
  begin (game, &s, RED, "r1:s28", "C09", FALSE);
  apply (game, &s, WM_CHOICE_HOP, sp (game, "r1:s8"), 0);
  g_assert_false (s.t.moved);
  g_assert_true (can (game, &s, WM_CHOICE_STOP));
  step_to (game, &s, "r1:s14");
  g_assert_true (s.t.moved);

  /* Meaner highwaymen: after a hop a step is still owed, when one is possible. */
  fresh (meaner, &s);
  make_portal (meaner, &s, "r1:s28", TRUE);
  make_portal (meaner, &s, "r1:s8", TRUE);
  begin (meaner, &s, RED, "r1:s28", "C09", FALSE);
  apply (meaner, &s, WM_CHOICE_HOP, sp (meaner, "r1:s8"), 0);
  g_assert_false (can (meaner, &s, WM_CHOICE_STOP));
  g_assert_true (can_step (meaner, &s, "r1:s14"));
}

static void
test_move_wrap (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* r1:s3's road leaves the north border; it comes back in at r3's road
   * on the south border — for green (the ability) only. */
  begin (game, &s, GREEN, "r1:s3", "C11", FALSE); /* road */
  g_assert_true (can_step (game, &s, "r3:s30"));
  begin (game, &s, RED, "r1:s3", "C11", FALSE);
  g_assert_false (can_step (game, &s, "r3:s30"));
  /* The Borderwalker-like event: everyone, with personal cards only. */
  s.event = (guint8) wm_test_game_card (game, "E01");
  begin (game, &s, RED, "r1:s3", "R02", FALSE); /* personal, road */
  g_assert_true (can_step (game, &s, "r3:s30"));
  begin (game, &s, RED, "r1:s3", "C11", FALSE); /* common */
  g_assert_false (can_step (game, &s, "r3:s30"));
}

static void
test_move_extra_moves (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* An intrigue event: one extra move on water, in the marker's turn only. */
  s.event = (guint8) wm_test_game_card (game, "E04");
  begin (game, &s, RED, "r1:s6", "R07", TRUE);
  g_assert_cmpint (find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s12"), 1), >=, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s7"), 1), <, 0);
  begin (game, &s, RED, "r1:s6", "R07", FALSE);
  g_assert_cmpint (find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s12"), 1), <, 0);
  /* Yellow's ability: one more move with the card, with the marker. */
  s.event = WM_GAME_NONE;
  begin (game, &s, YELLOW, "r1:s6", "Y01", TRUE);
  g_assert_cmpint (s.t.steps_left, ==, 2);
  begin (game, &s, YELLOW, "r1:s6", "Y01", FALSE);
  g_assert_cmpint (s.t.steps_left, ==, 1);
  /* Step bonus (intrigue event) for everyone with the marker. */
  s.event = (guint8) wm_test_game_card (game, "E15");
  begin (game, &s, RED, "r1:s6", "R07", TRUE);
  g_assert_cmpint (s.t.steps_left, ==, 3);
  /* A closed path type. */
  s.event = (guint8) wm_test_game_card (game, "E16");
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  g_assert_false (can_step (game, &s, "r1:s7"));
  g_assert_true (can_step (game, &s, "r1:s2"));
}

static int
path_type (const WmVariant *variant, const char *id)
{
  for (guint i = 0; i < variant->path_types->len; i++)
    if (strcmp (((WmPathType *) g_ptr_array_index (variant->path_types, i))->id, id) == 0)
      return (int) i;
  g_error ("no path type %s", id);
}

/* Where a turn's extra moves come from, for the game log: red's ability
 * (two along roads, always) and Spring Flood (one along water, in the
 * marker's turn), each counted for the path types it names; yellow's extra
 * move with the card is the card's, not one of these. */
static void
test_move_extra_move_sources (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  WmEffect *fx = wm_effect_new ("extra-move", WM_SCOPE_ALWAYS);
  int road = path_type (variant, "road"), water = path_type (variant, "water");
  g_autoptr (WmGame) game = NULL;
  int ability, event;
  WmGameState s;

  wm_effect_set_param (fx, "via", "road");
  wm_effect_set_param (fx, "count", "2");
  g_ptr_array_add (wm_variant_find_character (variant, "red")->effects, fx);
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  fresh (game, &s);
  s.event = (guint8) wm_test_game_card (game, "E04");
  begin (game, &s, RED, "r1:s6", "R07", TRUE);
  g_assert_cmpint (wm_game_extra_moves_left (game, &s), ==, 3);
  wm_game_extra_move_sources (game, &s, RED, road, &ability, &event);
  g_assert_cmpint (ability, ==, 2);
  g_assert_cmpint (event, ==, 0);
  wm_game_extra_move_sources (game, &s, RED, water, &ability, &event);
  g_assert_cmpint (ability, ==, 0);
  g_assert_cmpint (event, ==, 1);
  wm_game_extra_move_sources (game, &s, RED, -1, &ability, &event);
  g_assert_cmpint (ability + 10 * event, ==, 12);
  begin (game, &s, RED, "r1:s6", "R07", FALSE);
  wm_game_extra_move_sources (game, &s, RED, -1, &ability, &event);
  g_assert_cmpint (ability + 10 * event, ==, 2);
  begin (game, &s, YELLOW, "r1:s6", "Y01", TRUE);
  wm_game_extra_move_sources (game, &s, YELLOW, -1, &ability, &event);
  g_assert_cmpint (ability + 10 * event, ==, 10);
}

/* A copy of the base game where red's ability is only @ability_count
 * extra moves along @ability_via and event E06 only @event_count along
 * @event_via, all day (NULL: none). */
static WmVariant *
extra_variant (const char *ability_via, int ability_count, const char *event_via, int event_count)
{
  WmVariant *variant = wm_variant_copy (base);
  GPtrArray *ability = wm_variant_find_character (variant, "red")->effects;
  GPtrArray *event = wm_variant_find_card (variant, "E06", NULL)->effects;
  const char *via[2] = { ability_via, event_via };
  int count[2] = { ability_count, event_count };
  GPtrArray *to[2] = { ability, event };

  g_ptr_array_set_size (ability, 0);
  g_ptr_array_set_size (event, 0);
  for (int i = 0; i < 2; i++)
    if (via[i] != NULL)
      {
        WmEffect *fx = wm_effect_new ("extra-move", i == 0 ? WM_SCOPE_ALWAYS : WM_SCOPE_DAY);
        g_autofree char *n = g_strdup_printf ("%d", count[i]);
        wm_effect_set_param (fx, "via", via[i]);
        wm_effect_set_param (fx, "count", n);
        g_ptr_array_add (to[i], fx);
      }
  return variant;
}

/* An exit of @from along a path (no lake) of path type @type that does
 * not lead to @avoid; -1 none. */
static int
exit_along (const WmGame *game, int from, int type, int avoid)
{
  const WmMap *map = wm_game_map (game);
  const WmMapSpace *ms = &map->spaces[from];

  for (int i = 0; i < ms->n_exits; i++)
    {
      const WmExit *e = &map->exits[ms->first_exit + i];
      if (e->via == WM_VIA_PATH && e->type == type && e->to != avoid && e->to != from)
        return ms->first_exit + i;
    }
  return -1;
}

/* A space *@a with an exit *@first along @type to a space with an exit
 * *@x along @x_type and one *@y along @y_type, neither back to *@a. */
static void
find_fork (const WmGame *game, int type, int x_type, int y_type, int *a, int *first, int *x, int *y)
{
  const WmMap *map = wm_game_map (game);

  for (*a = 0; *a < map->n_spaces; (*a)++)
    {
      int b;
      if ((*first = exit_along (game, *a, type, -1)) < 0)
        continue;
      b = map->exits[*first].to;
      *x = exit_along (game, b, x_type, *a);
      *y = exit_along (game, b, y_type, *a);
      if (*x >= 0 && *y >= 0 && *x != *y)
        return;
    }
  g_error ("no space on the map forks so");
}

/* Red's turn on @space with only the extra moves (no card moves left). */
static void
begin_extra (const WmGame *game, WmGameState *s, int space)
{
  int event = wm_test_game_card (game, "E06");

  fresh (game, s);
  /* Turned up: out of the events' pile. */
  for (int i = 0; i < s->events.n; i++)
    if (s->events.cards[i] == event)
      s->events.cards[i] = s->events.cards[--s->events.n];
  s->event = (guint8) event;
  s->players[RED].space = (gint16) space;
  s->step = WM_STEP_MOVE;
  wm_game_turn_init (game, s, RED, wm_test_game_card (game, "R07"));
  s->t.steps_left = 0;
}

static gboolean
can_extra (const WmGame *game, const WmGameState *s, int exit)
{
  WmChoice list[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES);

  for (int i = 0; i < n; i++)
    if (list[i].kind == WM_CHOICE_STEP && list[i].a == exit && list[i].b == 1)
      return TRUE;
  return FALSE;
}

/* Two sources of extra moves in one turn keep their own (the rulebooks):
 * red's ability gives one along water, the day's event one along roads.
 * After the road one, a second road step may not take the ability's, the
 * water step still may; after both none is left. Two sources along water
 * add up to two water steps. Sources on {water, road} and {road, trail}:
 * a road step first leaves one for water or trail, but a water step first
 * leaves none for water (a choice "tightest source first" gets wrong the
 * other way round). The searches (reach, bots) list from their nodes what
 * the state lists. */
static void
test_move_extra_moves_apart (void)
{
  g_autoptr (WmVariant) apart = extra_variant ("water", 1, "road", 1);
  g_autoptr (WmVariant) alike = extra_variant ("water", 1, "water", 1);
  g_autoptr (WmVariant) overlap = extra_variant ("water road", 1, "road trail", 1);
  int road = path_type (base, "road"), water = path_type (base, "water");
  int trail = path_type (base, "trail");
  int a, first, x, y;
  WmGameState s;

  {
    g_autoptr (WmGame) game = wm_test_new_game (apart, SEED, WM_TEST_GAME_PLAIN);
    find_fork (game, road, road, water, &a, &first, &x, &y);
    begin_extra (game, &s, a);
    g_assert_cmpint (wm_game_extra_moves_left (game, &s), ==, 2);
    g_assert_true (can_extra (game, &s, first));
    apply (game, &s, WM_CHOICE_STEP, first, 1);
    g_assert_cmpint (wm_game_extra_moves_left (game, &s), ==, 1);
    g_assert_false (can_extra (game, &s, x)); /* a second road step */
    g_assert_true (can_extra (game, &s, y));  /* the water one is still there */
    {
      WmChoice list[WM_GAME_MAX_CHOICES], from_node[WM_GAME_MAX_CHOICES];
      WmMoveNode node;
      int n = wm_game_legal_choices (game, &s, -1, list, WM_GAME_MAX_CHOICES);
      wm_move_node_get (&s, &node);
      g_assert_cmpint (wm_move_node_choices (game, &s, &node, from_node, WM_GAME_MAX_CHOICES), ==, n);
      g_assert_cmpmem (list, n * sizeof *list, from_node, n * sizeof *list);
    }
    apply (game, &s, WM_CHOICE_STEP, y, 1);
    g_assert_cmpint (wm_game_extra_moves_left (game, &s), ==, 0);
  }
  {
    g_autoptr (WmGame) game = wm_test_new_game (alike, SEED, WM_TEST_GAME_PLAIN);
    find_fork (game, water, water, road, &a, &first, &x, &y);
    begin_extra (game, &s, a);
    g_assert_false (can_extra (game, &s, exit_along (game, a, road, -1)));
    apply (game, &s, WM_CHOICE_STEP, first, 1);
    g_assert_true (can_extra (game, &s, x));
    g_assert_false (can_extra (game, &s, y));
    apply (game, &s, WM_CHOICE_STEP, x, 1);
    g_assert_cmpint (wm_game_extra_moves_left (game, &s), ==, 0);
  }
  {
    g_autoptr (WmGame) game = wm_test_new_game (overlap, SEED, WM_TEST_GAME_PLAIN);
    find_fork (game, road, water, trail, &a, &first, &x, &y);
    begin_extra (game, &s, a);
    apply (game, &s, WM_CHOICE_STEP, first, 1);
    g_assert_true (can_extra (game, &s, x));
    g_assert_true (can_extra (game, &s, y));
    find_fork (game, water, water, road, &a, &first, &x, &y);
    begin_extra (game, &s, a);
    apply (game, &s, WM_CHOICE_STEP, first, 1);
    g_assert_false (can_extra (game, &s, x));
    g_assert_true (can_extra (game, &s, y));
  }
}

/* ---- special spaces ------------------------------------------------------------------ */

static void
test_spaces_only_after_moving (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int side_before;

  fresh (game, &s);
  side_before = s.side_quests.n;
  begin (game, &s, RED, "r1:s22", "R06", FALSE); /* an inn */
  stop (game, &s);
  g_assert_cmpint (s.side_quests.n, ==, side_before);
  g_assert_cmpint (s.players[RED].gold, ==, 0);
  g_assert_false (wm_game_discovered (&s, sp (game, "r1:s22")));
}

static void
test_spaces_inn (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int side_before;

  fresh (game, &s);
  side_before = s.side_quests.n;
  begin (game, &s, RED, "r1:s17", "R06", FALSE);
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  /* A side quest and, as the first to enter, one gold; the inn turns over. */
  g_assert_cmpint (s.side_quests.n, ==, side_before - 1);
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  g_assert_true (wm_game_discovered (&s, sp (game, "r1:s22")));
  g_assert_cmpint (s.players[RED].n_held, ==, 2);
  /* The next visitor gets the side quest but no discovery gold. */
  begin (game, &s, YELLOW, "r1:s17", "R06", FALSE);
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  g_assert_cmpint (s.players[YELLOW].gold, ==, 0);
  g_assert_cmpint (s.players[YELLOW].n_held, ==, 2);
}

static void
test_spaces_milepost (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int top;

  fresh (game, &s);
  s.place_kind[sp (game, "r1:s8")] = WM_SECRET_MILEPOST;
  top = s.common_moves.cards[s.common_moves.n - 1];
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  step_to (game, &s, "r1:s8");
  stop (game, &s);
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  /* The common card goes unseen on top of the draw pile. */
  g_assert_cmpint (s.players[RED].draw.cards[s.players[RED].draw.n - 1], ==, top);
}

static void
test_spaces_portal_discovered (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  /* The rulebook's example: discovering a portal at the end of a move, the
   * player may use it at once and hop to a portal already discovered. */
  fresh (game, &s);
  make_portal (game, &s, "r1:s8", FALSE);
  make_portal (game, &s, "r1:s15", TRUE);
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  step_to (game, &s, "r1:s8");
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_PORTAL);
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  apply (game, &s, WM_CHOICE_HOP, sp (game, "r1:s15"), 0);
  g_assert_cmpint (s.players[RED].space, ==, sp (game, "r1:s15"));
  g_assert_cmpint (s.step, !=, WM_STEP_PORTAL);
}

/* The fort of the region @region (a name like "r1:s11" for its space). */
static guint8
weapon_at (const WmGame *game, const WmGameState *s, const char *fort)
{
  g_assert_cmpint (wm_game_map (game)->spaces[sp (game, fort)].place, ==, WM_PLACE_FORT);
  return s->place_kind[sp (game, fort)];
}

static void
set_fort_weapon (WmVariant *variant, const char *region, const char *weapon)
{
  WmRegion *r = wm_variant_find_region (variant, region);

  g_free (r->fort_weapon);
  r->fort_weapon = g_strdup (weapon);
}

/* Each fort holds the weapon type its region names (fort-weapon), not
 * the one at the region's position; a fort whose region names none holds
 * nothing. The base game names the types the position gave. */
static void
test_setup_fort_weapons (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (WmGame) changed = NULL;
  WmGameState s;

  wm_game_start (game, &s);
  g_assert_cmpint (weapon_at (game, &s, "r1:s11"), ==, 0); /* bow */
  g_assert_cmpint (weapon_at (game, &s, "r4:s21"), ==, 3); /* axe */

  set_fort_weapon (variant, "r1", "axe");
  set_fort_weapon (variant, "r4", "bow");
  set_fort_weapon (variant, "r2", NULL);
  changed = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  fresh (changed, &s);
  g_assert_cmpint (weapon_at (changed, &s, "r1:s11"), ==, 3);
  g_assert_cmpint (weapon_at (changed, &s, "r4:s21"), ==, 0);
  (void) weapon_at (changed, &s, "r2:s1"); /* r2's fort, */
  g_assert_cmpint (s.place_count[sp (changed, "r2:s1")], ==, 0); /* empty */
  /* Red collects the axe at r1's fort. */
  begin (changed, &s, RED, "r1:s7", "R02", FALSE);
  step_to (changed, &s, "r1:s11");
  stop (changed, &s);
  g_assert_cmpuint (s.players[RED].weapons, ==, 1u << 3);
  g_assert_cmpint (s.players[RED].n_weapons, ==, 1);
}

static void
test_spaces_forts (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int fort;

  fresh (game, &s);
  fort = sp (game, "r1:s11");
  g_assert_cmpint (s.place_count[fort], ==, 4); /* as many weapons as players */
  begin (game, &s, RED, "r1:s7", "R02", FALSE);
  step_to (game, &s, "r1:s11");
  stop (game, &s);
  /* Red's track: 1 gold and a side quest for the first weapon. */
  g_assert_cmpint (s.players[RED].n_weapons, ==, 1);
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  g_assert_cmpint (s.players[RED].n_held, ==, 2);
  g_assert_cmpint (s.place_count[fort], ==, 3);
  /* The same weapon type never twice. */
  begin (game, &s, RED, "r1:s7", "R02", FALSE);
  step_to (game, &s, "r1:s11");
  stop (game, &s);
  g_assert_cmpint (s.players[RED].n_weapons, ==, 1);
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  /* Yellow's second weapon brings a movement card on top of the draw pile. */
  s.players[YELLOW].weapons = 1u << 3;
  s.players[YELLOW].n_weapons = 1;
  {
    int draw = s.players[YELLOW].draw.n;
    begin (game, &s, YELLOW, "r1:s7", "R02", FALSE);
    step_to (game, &s, "r1:s11");
    stop (game, &s);
    g_assert_cmpint (s.players[YELLOW].gold, ==, 2);
    g_assert_cmpint (s.players[YELLOW].draw.n, ==, draw + 1);
  }
  /* Purple's weapon brings a common quest from this region's pile. */
  begin (game, &s, PURPLE, "r1:s7", "R02", FALSE);
  step_to (game, &s, "r1:s11");
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_QUEST);
  g_assert_cmpint (s.players[PURPLE].gold, ==, 1);
  /* Green's first weapon pays nothing (see /rules/setup/weapon-tracks). */
  begin (game, &s, GREEN, "r1:s7", "R02", FALSE);
  step_to (game, &s, "r1:s11");
  stop (game, &s);
  g_assert_cmpint (s.players[GREEN].n_weapons, ==, 1);
  g_assert_cmpint (s.players[GREEN].gold, ==, 0);
}

/* Whose weapon track pays nothing for the first weapon and the most in
 * all: the German and Italian rulebooks say it of the green character by
 * name in their forts section, the English one in its place after
 * purple's reward; all three tips on green put the gold it collects at the
 * forts at 9 (the track paid 10 before). The base game had the track on
 * purple. */
static void
test_setup_weapon_tracks (void)
{
  g_autoptr (WmGame) game = new_game ();
  int total[WM_GAME_MAX_PLAYERS] = { 0 };

  for (int p = RED; p <= GREEN; p++)
    {
      const WmGameCharacter *gc = &game->chars[p];
      g_assert_cmpint (gc->n_weapon_steps, ==, 4);
      for (int i = 0; i < gc->n_weapon_steps; i++)
        total[p] += gc->weapon_gold[i];
      if (p != GREEN)
        g_assert_cmpint (gc->weapon_gold[0], >, 0);
    }
  g_assert_cmpint (game->chars[GREEN].weapon_gold[0], ==, 0);
  g_assert_cmpint (total[GREEN], ==, 9);
  for (int p = RED; p < GREEN; p++)
    g_assert_cmpint (total[GREEN], >, total[p]);
}

/* ---- quests ---------------------------------------------------------------------------- */

static void
give (const WmGame *game, WmGameState *s, int player, const char *id)
{
  int c = wm_test_game_card (game, id);
  /* Taken out of whatever pile holds it, so that cards stay conserved. */
  for (int cell = 0; cell < WM_GAME_MAX_CELLS; cell++)
    for (int i = 0; i < s->quests[cell].n; i++)
      if (s->quests[cell].cards[i] == c)
        {
          memmove (&s->quests[cell].cards[i], &s->quests[cell].cards[i + 1], s->quests[cell].n - i - 1);
          s->quests[cell].n--;
        }
  for (int i = 0; i < s->side_quests.n; i++)
    if (s->side_quests.cards[i] == c)
      {
        memmove (&s->side_quests.cards[i], &s->side_quests.cards[i + 1], s->side_quests.n - i - 1);
        s->side_quests.n--;
      }
  s->players[player].held[s->players[player].n_held++] = (WmHeld) { (guint8) c, 0, 0 };
}

static gboolean
holds (const WmGame *game, const WmGameState *s, int player, const char *id)
{
  for (int i = 0; i < s->players[player].n_held; i++)
    if (s->players[player].held[i].card == wm_test_game_card (game, id))
      return TRUE;
  return FALSE;
}

static void
test_quests_complete_and_personal (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  g_autofree char *reason = NULL;
  int pile;

  fresh (game, &s);
  s.players[RED].cover_removed = 1; /* room for a common quest beside the personal one */
  give (game, &s, RED, "A18"); /* Calder: 1 gold, 1 movement card */
  pile = wm_game_quest_pile (game, &game->cards[wm_test_game_card (game, "A18")]);
  begin (game, &s, RED, "r1:s18", "R02", FALSE);
  step_to (game, &s, "r1:s26"); /* Calder, in r1; red's home is in r2 */
  stop (game, &s);
  /* Quest: 1 gold, returned to the bottom of its pile; personal quest: 1 gold, boxed. */
  g_assert_cmpint (s.players[RED].gold, ==, 2);
  g_assert_false (holds (game, &s, RED, "A18"));
  g_assert_false (holds (game, &s, RED, "S01"));
  g_assert_cmpint (s.quests[pile].cards[0], ==, wm_test_game_card (game, "A18"));
  g_assert_cmpint (s.boxed, ==, 1);
  g_assert_true (s.players[RED].cover_removed);
  /* Then the new quest offer of this region. */
  g_assert_cmpint (s.step, ==, WM_STEP_QUEST);
  g_assert_true (wm_game_check (game, &s, &reason));
}

/* A designer's personal quest that is no town's (review h, 7: the
 * Characters page's + gave one that asked for a fort, and no game of the
 * variant ever ended): done where its task is, as a side quest's, with
 * the cover tile off; and not before its place. */
static void
test_quests_personal_away_from_town (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  WmCard *personal = wm_variant_find_card (variant, "S01", NULL);
  g_autoptr (WmGame) game = NULL;
  g_autofree char *reason = NULL;
  WmGameState s;

  g_ptr_array_set_size (personal->tasks, 0);
  g_ptr_array_add (personal->tasks, wm_effect_new ("visit-fort", WM_SCOPE_ALWAYS));
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "C01", FALSE); /* trail road, 3 moves */
  step_to (game, &s, "r1:s7");
  stop (game, &s);
  g_assert_true (holds (game, &s, RED, "S01"));
  begin (game, &s, RED, "r1:s7", "C01", FALSE);
  step_to (game, &s, "r1:s11"); /* the fort of the bow */
  stop (game, &s);
  g_assert_false (holds (game, &s, RED, "S01"));
  g_assert_true (s.players[RED].cover_removed);
  g_assert_cmpint (s.boxed, ==, 1);
  /* its gold and the fort's first weapon's */
  g_assert_cmpint (s.players[RED].gold, ==, 1 + game->chars[RED].weapon_gold[0]);
  g_assert_true (wm_game_check (game, &s, &reason));
}

static void
test_quests_personal_same_region (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  /* Marrowgate is red's home town: no personal quest there. */
  begin (game, &s, RED, "r2:s2", "R06", FALSE);
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_true (holds (game, &s, RED, "S01"));
  g_assert_cmpint (s.players[RED].gold, ==, 0);
  /* With the personal quest and the cover on, red has no room for a quest. */
  g_assert_cmpint (s.step, !=, WM_STEP_QUEST);
  /* Purple can already hold one common quest. */
  begin (game, &s, PURPLE, "r2:s2", "R06", FALSE);
  s.players[PURPLE].space = (gint16) sp (game, "r2:s2");
  begin (game, &s, PURPLE, "r2:s2", "R06", FALSE);
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_QUEST);
}

/* Review 25b, 11: a move that ends in a town without a common quest
 * offered says why, as the engine decides it: red's cover tile, then a full
 * board of slots, then an empty pile; none when a quest is offered. */
static void
test_quests_no_offer_reason (void)
{
  g_autoptr (WmGame) game = new_game ();
  int cell = wm_game_map (game)->spaces[sp (game, "r2:s8")].cell;
  const struct
  {
    gboolean cover_removed, full, empty;
    const char *reason; /* NULL: offered */
  } cases[] = {
    { FALSE, FALSE, FALSE, "no common quest: the cover tile blocks the quest slot until the personal quest is done" },
    { TRUE, FALSE, FALSE, NULL },
    { TRUE, TRUE, FALSE, "no common quest: every quest slot is taken" },
    { TRUE, FALSE, TRUE, "no common quest: this region’s quest pile is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *reason = NULL;
      WmGameState s, before;

      fresh (game, &s);
      s.players[RED].cover_removed = (guint8) cases[i].cover_removed;
      if (cases[i].full)
        {
          give (game, &s, RED, "A18");
          give (game, &s, RED, "A19"); /* Brindle or Saltmere: neither delivered here */
        }
      if (cases[i].empty)
        s.quests[cell].n = 0;
      begin (game, &s, RED, "r2:s2", "R06", FALSE);
      step_to (game, &s, "r2:s8"); /* Marrowgate, red's home: the personal quest stays */
      before = s;
      stop (game, &s);
      g_assert_cmpint (s.step == WM_STEP_QUEST, ==, cases[i].reason == NULL);
      reason = wm_game_no_quest_reason (game, &before, &s, RED);
      g_assert_cmpstr (reason, ==, cases[i].reason);
    }
}

static void
test_quests_take_one (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int top, cell;

  fresh (game, &s);
  s.players[RED].cover_removed = 1;
  wm_remove_held (&s, RED, wm_test_game_card (game, "S01"));
  s.boxed++;
  cell = wm_game_map (game)->spaces[sp (game, "r2:s8")].cell;
  top = s.quests[cell].cards[s.quests[cell].n - 1];
  begin (game, &s, RED, "r2:s2", "R06", FALSE);
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_QUEST);
  apply (game, &s, WM_CHOICE_TAKE_QUEST, top, WM_GAME_NONE);
  /* Room for two, but one new quest a turn. */
  g_assert_cmpint (s.step, !=, WM_STEP_QUEST);
  g_assert_true (s.players[RED].held[s.players[RED].n_held - 1].card == top);
  /* An event allows one more. */
  s.event = (guint8) wm_test_game_card (game, "E18");
  begin (game, &s, RED, "r2:s2", "R06", FALSE);
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  apply (game, &s, WM_CHOICE_TAKE_QUEST, s.quests[cell].cards[s.quests[cell].n - 1], WM_GAME_NONE);
  g_assert_cmpint (s.step, !=, WM_STEP_QUEST); /* no room left: two common quests */
}

static void
test_quests_region_towns (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  /* Sophie's example: a quest for one town completed in the other town of
   * its region — purple's ability. Red cannot. */
  fresh (game, &s);
  give (game, &s, PURPLE, "A18"); /* Calder, r1 */
  begin (game, &s, PURPLE, "r1:s14", "R06", FALSE);
  step_to (game, &s, "r1:s16"); /* Elmswick, r1 */
  stop (game, &s);
  g_assert_false (holds (game, &s, PURPLE, "A18"));
  s.players[RED].cover_removed = 1;
  give (game, &s, RED, "A14"); /* Calder or Harrowdale */
  begin (game, &s, RED, "r1:s14", "R06", FALSE);
  step_to (game, &s, "r1:s16");
  stop (game, &s);
  g_assert_true (holds (game, &s, RED, "A14"));
}

static void
test_quests_two_for_one_town (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  /* The Westend example: two quests for the same town, completed together. */
  fresh (game, &s);
  s.players[RED].cover_removed = 1;
  wm_remove_held (&s, RED, wm_test_game_card (game, "S01"));
  s.boxed++;
  give (game, &s, RED, "A18"); /* Calder: 1 gold + movement */
  give (game, &s, RED, "A14"); /* Calder or Harrowdale: 1 gold */
  begin (game, &s, RED, "r1:s18", "R02", FALSE);
  step_to (game, &s, "r1:s26");
  stop (game, &s);
  g_assert_cmpint (s.players[RED].gold, ==, 2);
  g_assert_false (holds (game, &s, RED, "A18"));
  g_assert_false (holds (game, &s, RED, "A14"));
}

static void
test_quests_take_with_discard (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int top, cell;

  /* Red with her personal quest done holds one common quest and three side
   * quests (one in the shared slot): a new common quest needs a side quest
   * discarded first, and the choice names it. */
  fresh (game, &s);
  s.players[RED].cover_removed = 1;
  wm_remove_held (&s, RED, wm_test_game_card (game, "S01"));
  s.boxed++;
  give (game, &s, RED, "A18");
  give (game, &s, RED, "M01");
  give (game, &s, RED, "M02");
  give (game, &s, RED, "M05");
  cell = wm_game_map (game)->spaces[sp (game, "r2:s8")].cell;
  top = s.quests[cell].cards[s.quests[cell].n - 1];
  begin (game, &s, RED, "r2:s2", "R06", FALSE);
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_QUEST);
  g_assert_false (wm_game_is_legal (game, &s, &(WmChoice) { WM_CHOICE_TAKE_QUEST, RED, top, WM_GAME_NONE }));
  apply (game, &s, WM_CHOICE_TAKE_QUEST, top, wm_test_game_card (game, "M02"));
  g_assert_false (holds (game, &s, RED, "M02"));
  g_assert_true (holds (game, &s, RED, "A18"));
  g_assert_cmpint (s.players[RED].held[s.players[RED].n_held - 1].card, ==, top);
}

static void
test_side_quests_view_corner (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  /* "A town in the region at the top right, from your seat": for red (south
   * edge) that is the north-east region r2; for purple (north edge) the
   * south-west one, r3. */
  fresh (game, &s);
  give (game, &s, RED, "M13");
  give (game, &s, PURPLE, "M13");
  s.turn = 1;
  s.players[RED].space = (gint16) sp (game, "r2:s2");
  s.step = WM_STEP_MOVE;
  wm_game_turn_init (game, &s, RED, wm_test_game_card (game, "R06"));
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_false (holds (game, &s, RED, "M13"));
  /* Purple's copy (a test shortcut: the same card in two hands) stays. */
  s.players[PURPLE].space = (gint16) sp (game, "r2:s2");
  s.step = WM_STEP_MOVE;
  wm_game_turn_init (game, &s, PURPLE, wm_test_game_card (game, "R06"));
  step_to (game, &s, "r2:s8");
  stop (game, &s);
  g_assert_true (holds (game, &s, PURPLE, "M13"));
}

static void
test_side_quests_next_phase (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int draw;

  fresh (game, &s);
  /* A "visit an inn" side quest drawn now is not done by this very visit. */
  give (game, &s, RED, "M03");
  s.players[RED].held[s.players[RED].n_held - 1].taken_phase = 0;
  begin (game, &s, RED, "r1:s17", "R06", FALSE);
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  g_assert_true (holds (game, &s, RED, "M03"));
  /* From the next phase on it is. Red earns 1 gold on top (her ability). */
  s.turn = 1;
  draw = s.players[RED].draw.n;
  s.players[RED].gold = 0;
  s.players[RED].space = (gint16) sp (game, "r1:s17");
  s.step = WM_STEP_MOVE;
  wm_game_turn_init (game, &s, RED, wm_test_game_card (game, "R06"));
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  g_assert_false (holds (game, &s, RED, "M03"));
  g_assert_cmpint (s.players[RED].gold, ==, 1);
  g_assert_cmpint (s.players[RED].draw.n, ==, draw + 1);
}

static void
test_side_quests_discard (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  WmChoice list[WM_GAME_MAX_CHOICES];
  int n;

  fresh (game, &s);
  give (game, &s, RED, "M01");
  give (game, &s, RED, "M02");
  begin (game, &s, RED, "r1:s17", "R06", FALSE);
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  /* Two side quest slots, three side quests: one must go. */
  g_assert_cmpint (s.step, ==, WM_STEP_DISCARD);
  n = wm_game_legal_choices (game, &s, RED, list, WM_GAME_MAX_CHOICES);
  g_assert_cmpint (n, ==, 3);
  apply (game, &s, WM_CHOICE_DISCARD, wm_test_game_card (game, "M01"), 0);
  g_assert_cmpint (s.players[RED].n_held, ==, 3);
  g_assert_cmpint (s.side_quests.cards[0], ==, wm_test_game_card (game, "M01")); /* bottom of the deck */
}

static void
test_slots_change_over_limit (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (WmGame) game = NULL;
  WmCard *event = wm_variant_find_card (variant, "E14", NULL);
  WmEffect *fx = g_ptr_array_index (event->effects, 0);
  g_autofree char *reason = NULL;
  WmGameState s;

  /* A purpose-built event: one common quest slot fewer for the day. */
  wm_effect_set_param (fx, "accepts", "common");
  wm_effect_set_param (fx, "delta", "-1");
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  wm_game_start (game, &s);
  s.players[RED].cover_removed = 1;
  wm_remove_held (&s, RED, wm_test_game_card (game, "S01"));
  s.boxed++;
  give (game, &s, RED, "A18");
  give (game, &s, RED, "A14");
  s.event = (guint8) wm_test_game_card (game, "E14");
  for (int i = 0; i < s.events.n; i++)
    if (s.events.cards[i] == s.event)
      {
        memmove (&s.events.cards[i], &s.events.cards[i + 1], s.events.n - i - 1);
        s.events.n--;
      }
  /* Over the limit with common quests only: they are kept, nothing is forced. */
  g_assert_false (wm_slots_ok (game, &s, RED));
  if (!wm_game_check (game, &s, &reason))
    g_error ("%s", reason);
  s.t.check_limits = 1;
  wm_game_advance (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_PLAN);
  /* With a side quest as well, that side quest must go at sunrise. */
  give (game, &s, RED, "M01");
  s.t.check_limits = 1;
  wm_game_advance (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_DISCARD);
  g_assert_cmpint (s.active, ==, RED);
  apply (game, &s, WM_CHOICE_DISCARD, wm_test_game_card (game, "M01"), 0);
  g_assert_cmpint (s.step, ==, WM_STEP_PLAN);
}

/* The base game's E14 (one more side quest slot for the day) ends at
 * sundown, and the side quests that no longer fit go at the next sunrise,
 * before anyone plans: the engine checks the slots there, and the card says
 * so in each language (it said "at sundown", the same outcome in other
 * words). */
static void
test_slots_change_ends_at_sunrise (void)
{
  static const char *const words[][3] = { { "en", "sunrise", "sundown" },
                                          { "de", "Sonnenaufgang", "Sonnenuntergang" },
                                          { "it", "alba", "tramonto" } };
  g_autoptr (WmGame) game = new_game ();
  const WmCard *event = wm_variant_find_card (base, "E14", NULL);
  int n = wm_game_n_players (game);
  WmGameState s;

  fresh (game, &s);
  s.event = (guint8) wm_test_game_card (game, "E14");
  for (int i = 0; i < s.events.n; i++)
    if (s.events.cards[i] == s.event)
      {
        memmove (&s.events.cards[i], &s.events.cards[i + 1], s.events.n - i - 1);
        s.events.n--;
      }
  give (game, &s, RED, "M01");
  give (game, &s, RED, "M02");
  give (game, &s, RED, "M03");
  /* Three side quests in two slots and the event's: they fit all day. */
  g_assert_true (wm_slots_ok (game, &s, RED));
  /* Red is the last to move in the day's last turn. */
  begin (game, &s, RED, "r1:s6", "R06", FALSE);
  s.turn = (guint8) (game->turns - 1);
  for (int i = 0; i < n; i++)
    {
      int q = (RED + 1 + i) % n;
      s.turn_order[i] = (guint8) q;
      s.players[q].order = (guint8) i;
    }
  s.turn_slot = (guint8) (n - 1);
  stop (game, &s);
  /* Sundown has passed: the next day, its first decision a discard. */
  g_assert_cmpint (s.day, ==, 2);
  g_assert_cmpint (s.step, ==, WM_STEP_DISCARD);
  g_assert_cmpint (s.active, ==, RED);
  apply (game, &s, WM_CHOICE_DISCARD, wm_test_game_card (game, "M03"), 0);
  g_assert_cmpint (s.step, ==, WM_STEP_PLAN);

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      const char *text = wm_text_get (&event->text, words[i][0], NULL);
      g_assert_nonnull (text);
      g_assert_nonnull (strstr (text, words[i][1]));
      g_assert_null (strstr (text, words[i][2]));
    }
}

/* ---- highwaymen ------------------------------------------------------------------------- */

static void
test_highwayman_move (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s13");
  s.players[YELLOW].space = (gint16) sp (game, "r1:s15");
  begin (game, &s, RED, "r1:s6", "C01", TRUE);
  stop (game, &s);
  /* With the marker: after the move, the highwayman with the same card. */
  g_assert_cmpint (s.step, ==, WM_STEP_HIGHWAYMAN);
  apply (game, &s, WM_CHOICE_HW_PICK, 0, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), >=, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s11"), -1), <, 0); /* fort */
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s15"), -1), <, 0); /* yellow */
  /* Highwaymen may share a space. */
  add_highwayman (game, &s, "r1:s18");
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), >=, 0);
  apply (game, &s, WM_CHOICE_HW_STEP, find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s26"), -1), <, 0); /* town */
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s13"), -1), <, 0); /* its start */
  apply (game, &s, WM_CHOICE_HW_STOP, 0, 0);
  g_assert_cmpint (s.highwaymen[0], ==, sp (game, "r1:s18"));
  /* Without the marker there is no highwayman move. */
  begin (game, &s, RED, "r1:s6", "C01", FALSE);
  stop (game, &s);
  g_assert_cmpint (s.step, !=, WM_STEP_HIGHWAYMAN);
}

static void
test_highwayman_attack (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s13");
  s.players[YELLOW].space = (gint16) sp (game, "r1:s18");
  s.event = (guint8) wm_test_game_card (game, "E03");
  begin (game, &s, RED, "r1:s6", "C01", TRUE);
  stop (game, &s);
  apply (game, &s, WM_CHOICE_HW_PICK, 0, 0);
  apply (game, &s, WM_CHOICE_HW_STEP, find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), 0);
  /* Yellow is displaced to a neighbouring space of red's choice. */
  g_assert_cmpint (s.step, ==, WM_STEP_DISPLACE);
  g_assert_cmpint (find (game, &s, WM_CHOICE_DISPLACE, YELLOW, -1), ==, YELLOW);
  apply (game, &s, WM_CHOICE_DISPLACE, YELLOW, sp (game, "r1:s26"));
  g_assert_cmpint (s.players[YELLOW].space, ==, sp (game, "r1:s26"));
}

/* An ambush lets the highwayman onto other players' characters only: a
 * space where the mover's own character stands alone stays closed to it,
 * as every space with a character is without the event. */
static void
test_highwayman_attack_not_own_alone (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  add_highwayman (game, &s, "r1:s13");
  s.event = (guint8) wm_test_game_card (game, "E03");
  begin (game, &s, RED, "r1:s18", "C01", TRUE);
  stop (game, &s);
  apply (game, &s, WM_CHOICE_HW_PICK, 0, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), <, 0);
  /* With another player's character there too, the ambush may strike. */
  s.players[YELLOW].space = (gint16) sp (game, "r1:s18");
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), >=, 0);
  apply (game, &s, WM_CHOICE_HW_STEP, find (game, &s, WM_CHOICE_HW_STEP, sp (game, "r1:s18"), -1), 0);
  g_assert_cmpint (s.step, ==, WM_STEP_DISPLACE);
  g_assert_cmpint (s.players[RED].space, ==, sp (game, "r1:s18"));
}

/* A highwayman on a portal closes it to characters, not to the other
 * highwaymen: all three editions let any number of highwaymen share a
 * space and let highwaymen use portals. Another highwayman may hop into
 * that portal, and one of two sharing a portal may hop out of it; a
 * portal with a character on it stays closed to them without an ambush. */
static void
test_highwayman_portal_shared (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  fresh (game, &s);
  make_portal (game, &s, "r1:s8", TRUE);
  make_portal (game, &s, "r1:s15", TRUE);
  make_portal (game, &s, "r1:s28", TRUE);
  add_highwayman (game, &s, "r1:s8");
  add_highwayman (game, &s, "r1:s15");
  s.players[YELLOW].space = (gint16) sp (game, "r1:s28");
  begin (game, &s, RED, "r1:s6", "C01", TRUE);
  stop (game, &s);
  g_assert_cmpint (s.step, ==, WM_STEP_HIGHWAYMAN);
  apply (game, &s, WM_CHOICE_HW_PICK, 0, 0);
  /* Into the portal the other highwayman holds: yes; into yellow's: no. */
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_HOP, sp (game, "r1:s15"), -1), >=, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_HOP, sp (game, "r1:s28"), -1), <, 0);
  apply (game, &s, WM_CHOICE_HW_HOP, sp (game, "r1:s15"), 0);
  apply (game, &s, WM_CHOICE_HW_STOP, 0, 0);
  g_assert_cmpint (s.highwaymen[0], ==, sp (game, "r1:s15"));
  g_assert_cmpint (s.highwaymen[1], ==, sp (game, "r1:s15"));

  /* Out of a portal shared with another highwayman: yes, to the free
   * portal; a character on the portal still may not hop out of it. */
  begin (game, &s, RED, "r1:s6", "C01", TRUE);
  stop (game, &s);
  apply (game, &s, WM_CHOICE_HW_PICK, 0, 0);
  g_assert_cmpint (find (game, &s, WM_CHOICE_HW_HOP, sp (game, "r1:s8"), -1), >=, 0);
  apply (game, &s, WM_CHOICE_HW_HOP, sp (game, "r1:s8"), 0);
  apply (game, &s, WM_CHOICE_HW_STOP, 0, 0);
  g_assert_cmpint (s.highwaymen[0], ==, sp (game, "r1:s8"));
  g_assert_cmpint (s.highwaymen[1], ==, sp (game, "r1:s15"));
  begin (game, &s, RED, "r1:s15", "R06", FALSE);
  g_assert_false (can (game, &s, WM_CHOICE_HOP));
}

/* ---- long lists of effects ------------------------------------------------------------------ */

static void
add_effect (GPtrArray *effects, const char *type, WmScope scope, const char *param,
            const char *value, const char *param2, const char *value2)
{
  WmEffect *fx = wm_effect_new (type, scope);

  if (param != NULL)
    wm_effect_set_param (fx, param, value);
  if (param2 != NULL)
    wm_effect_set_param (fx, param2, value2);
  g_ptr_array_add (effects, fx);
}

/* Replaces @effects with as many as the format allows: four gold bonuses
 * first, then the rule changes a turn shows (no lakes, one more move, one
 * more card at sunrise, two gold at an inn), so that an engine that kept
 * only the first ones fails on each of the later four. */
static void
set_long_effects (GPtrArray *effects, WmScope scope)
{
  g_ptr_array_set_size (effects, 0);
  add_effect (effects, "gold-bonus", scope, "on", "side-quest", "amount", "1");
  add_effect (effects, "gold-bonus", scope, "on", "common-quest", "amount", "1");
  add_effect (effects, "gold-bonus", scope, "on", "weapon", "amount", "1");
  add_effect (effects, "gold-bonus", scope, "on", "secret-place", "amount", "1");
  add_effect (effects, "lakes-closed", scope, NULL, NULL, NULL, NULL);
  add_effect (effects, "step-bonus", scope, "count", "1", NULL, NULL);
  add_effect (effects, "extra-draw", scope, "count", "1", NULL, NULL);
  add_effect (effects, "gold-bonus", scope, "on", "inn", "amount", "2");
  g_assert_cmpuint (effects->len, ==, WM_MAX_EFFECTS);
}

/* What set_long_effects() does to @player in a game: every one of them. */
static void
assert_long_effects (const WmGame *game, WmGameState *s, int player)
{
  static const int occasions[] = { WM_OCC_SIDE_QUEST, WM_OCC_COMMON_QUEST, WM_OCC_WEAPON,
                                   WM_OCC_SECRET_PLACE };

  s->turn = 0;
  for (guint i = 0; i < G_N_ELEMENTS (occasions); i++)
    g_assert_cmpint (wm_fx_sum (game, s, player, WM_FX_GOLD_BONUS, occasions[i]), ==, 1);
  g_assert_cmpint (wm_fx_sum (game, s, player, WM_FX_EXTRA_DRAW, -1), ==, 1);
  /* C12: water, 3 moves; one more, and the lake north of r1:s28 is closed. */
  begin (game, s, player, "r1:s28", "C12", FALSE);
  g_assert_cmpint (s->t.steps_left, ==, 4);
  g_assert_false (can_step (game, s, "r1:s16"));
  /* The first to enter an inn: one gold for the discovery, two of the bonus. */
  begin (game, s, player, "r1:s17", "R06", FALSE);
  step_to (game, s, "r1:s22");
  stop (game, s);
  g_assert_cmpint (s->players[player].gold, ==, 3);
}

/* An event with as many effects as the format allows applies all of them
 * on its day, not the first four. */
static void
test_effects_event_all (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (WmGame) game = NULL;
  WmGameState s;

  set_long_effects (wm_variant_find_card (variant, "E07", NULL)->effects, WM_SCOPE_DAY);
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  fresh (game, &s);
  s.event = (guint8) wm_test_game_card (game, "E07");
  /* Purple: the ability changes none of these. */
  assert_long_effects (game, &s, PURPLE);
}

/* So does a character's ability, for that character alone. */
static void
test_effects_ability_all (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  g_autoptr (WmGame) game = NULL;
  WmGameState s;

  set_long_effects (wm_variant_find_character (variant, "red")->effects, WM_SCOPE_ALWAYS);
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_PLAIN);
  fresh (game, &s);
  assert_long_effects (game, &s, RED);
  begin (game, &s, YELLOW, "r1:s28", "C12", FALSE);
  g_assert_cmpint (s.t.steps_left, ==, 3);
  g_assert_true (can_step (game, &s, "r1:s16"));
}

/* One effect more than the format allows is not cut off: the game is not
 * set up, and says why in the validator's words. */
static void
test_effects_too_many (void)
{
  g_autoptr (WmVariant) event = wm_variant_copy (base);
  g_autoptr (WmVariant) ability = wm_variant_copy (base);
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;
  WmCard *e07 = wm_variant_find_card (event, "E07", NULL);
  WmCharacter *red = wm_variant_find_character (ability, "red");

  set_long_effects (e07->effects, WM_SCOPE_DAY);
  add_effect (e07->effects, "highwaymen-pass", WM_SCOPE_DAY, NULL, NULL, NULL, NULL);
  wm_game_setup_init (&setup, event, 4);
  g_assert_null (wm_game_new (event, &setup, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "event “E07” has 9 effects, but games apply at most 8 of one event; split it "
                   "into two events or remove some");
  g_clear_error (&error);

  set_long_effects (red->effects, WM_SCOPE_ALWAYS);
  add_effect (red->effects, "highwaymen-pass", WM_SCOPE_ALWAYS, NULL, NULL, NULL, NULL);
  wm_game_setup_init (&setup, ability, 4);
  g_assert_null (wm_game_new (ability, &setup, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "the ability of character “red” has 9 effects, but games apply at most 8 of "
                   "one ability; remove some");
}

/* ---- the day ------------------------------------------------------------------------------ */

static void
plan_all (const WmGame *game, WmGameState *s, gboolean keep_fifth)
{
  while (s->step == WM_STEP_PLAN)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      int n = wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES);
      int pick = 0;
      for (int i = 0; i < n; i++)
        if (list[i].kind == WM_CHOICE_PLAN_ASIDE && list[i].b == keep_fifth)
          pick = i;
      g_assert_true (wm_game_apply (game, s, &list[pick], NULL));
    }
}

static void
test_day_plan_and_order (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int kept;

  wm_game_start (game, &s);
  g_assert_cmpint (s.event, ==, WM_GAME_NONE); /* no event on day 1 */
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (s.players[p].n_hand, ==, 5);
  kept = s.players[RED].hand[4];
  plan_all (game, &s, TRUE);
  /* Highest bid first. */
  for (int i = 1; i < 4; i++)
    g_assert_cmpint (game->cards[s.players[s.turn_order[i - 1]].bid].bid, >,
                     game->cards[s.players[s.turn_order[i]].bid].bid);
  g_assert_cmpint (s.active, ==, s.turn_order[0]);
  /* The fifth card kept goes back on top of the draw pile. */
  g_assert_cmpint (s.players[RED].draw.cards[s.players[RED].draw.n - 1], ==, kept);
}

static void
test_day_bid_tie (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;

  /* Designed variants may print equal bids: the lower player number first. */
  wm_game_start (game, &s);
  plan_all (game, &s, FALSE);
  /* A game of wm_game_new () alone reads its tables. */
  game->tables->cards[s.players[RED].bid].bid = 50;
  game->tables->cards[s.players[GREEN].bid].bid = 50;
  game->tables->cards[s.players[YELLOW].bid].bid = 10;
  game->tables->cards[s.players[PURPLE].bid].bid = 5;
  wm_game_start (game, &s);
  plan_all (game, &s, FALSE);
  g_assert_cmpint (s.turn_order[0], ==, RED);
  g_assert_cmpint (s.turn_order[1], ==, GREEN);
}

static void
finish_day (const WmGame *game, WmGameState *s)
{
  int day = s->day;
  while (s->day == day && !wm_game_is_over (s))
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      int n = wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES);
      int pick = 0;
      for (int i = 0; i < n; i++)
        if (list[i].kind == WM_CHOICE_STOP || list[i].kind == WM_CHOICE_HW_SKIP
            || list[i].kind == WM_CHOICE_SKIP_QUEST)
          pick = i;
      g_assert_true (wm_game_apply (game, s, &list[pick], NULL));
    }
}

static void
test_day_events (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (WmGame) quiet = wm_test_new_game (base, SEED, WM_TEST_GAME_NO_EVENTS);
  WmGameState s;
  int top, first;

  wm_game_start (game, &s);
  top = s.events.cards[s.events.n - 1];
  finish_day (game, &s);
  g_assert_cmpint (s.day, ==, 2);
  g_assert_cmpint (s.event, ==, top); /* from day 2 */
  first = s.event;
  finish_day (game, &s);
  g_assert_cmpint (s.events.cards[0], ==, first); /* back to the bottom */
  wm_game_start (quiet, &s);
  finish_day (quiet, &s);
  g_assert_cmpint (s.event, ==, WM_GAME_NONE);
}

static void
test_day_draw_reshuffle (void)
{
  g_autoptr (WmGame) game = wm_test_new_game (base, SEED, WM_TEST_GAME_NO_EVENTS);
  WmGameState s;

  wm_game_start (game, &s);
  finish_day (game, &s);
  finish_day (game, &s);
  /* 12 cards, 4 used a day and the fifth discarded: day 3 draws 2, then reshuffles. */
  g_assert_cmpint (s.day, ==, 3);
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (s.players[p].n_hand, ==, 5);
}

/* An ability's extra draw in the intrigue phase: the hand is drawn at
 * sunrise, before the day's markers are placed, so it never draws a card;
 * the marker red left on the morning the day before does not count either.
 * The same effect on always draws one more. */
static void
test_day_intrigue_draw (void)
{
  g_autoptr (WmVariant) variant = wm_variant_copy (base);
  WmCharacter *red = wm_variant_find_character (variant, "red");
  g_autoptr (WmGame) game = NULL;
  g_autoptr (WmGame) always = NULL;
  WmGameState s;

  add_effect (red->effects, "extra-draw", WM_SCOPE_INTRIGUE, "count", "1", NULL, NULL);
  game = wm_test_new_game (variant, SEED, WM_TEST_GAME_NO_EVENTS);
  wm_game_start (game, &s);
  g_assert_cmpint (s.players[RED].n_hand, ==, 5);
  plan_all (game, &s, FALSE);
  g_assert_cmpint (s.players[RED].marker, ==, 0); /* on the morning */
  finish_day (game, &s);
  g_assert_cmpint (s.day, ==, 2);
  g_assert_cmpint (s.players[RED].n_hand, ==, 5);
  g_assert_cmpint (s.players[RED].marker, ==, WM_GAME_NONE);

  ((WmEffect *) g_ptr_array_index (red->effects, red->effects->len - 1))->scope = WM_SCOPE_ALWAYS;
  always = wm_test_new_game (variant, SEED, WM_TEST_GAME_NO_EVENTS);
  wm_game_start (always, &s);
  g_assert_cmpint (s.players[RED].n_hand, ==, 6);
  g_assert_cmpint (s.players[YELLOW].n_hand, ==, 5);
}

static void
test_win_immediate (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (WmGame) higher = wm_test_new_game (base, SEED, WM_TEST_GAME_HIGHER_GOAL);
  WmGameState s;

  fresh (game, &s);
  s.players[RED].gold = 19;
  begin (game, &s, RED, "r1:s17", "R06", FALSE);
  step_to (game, &s, "r1:s22");
  stop (game, &s);
  g_assert_true (wm_game_is_over (&s));
  g_assert_cmpint (s.winner, ==, RED);
  g_assert_cmpint (wm_game_to_move (&s), ==, -1);
  g_assert_false (wm_game_apply (game, &s, &(WmChoice) { WM_CHOICE_STOP, 0, 0, 0 }, NULL));
  /* The higher goal: 25. */
  fresh (higher, &s);
  s.players[RED].gold = 19;
  begin (higher, &s, RED, "r1:s17", "R06", FALSE);
  step_to (higher, &s, "r1:s22");
  stop (higher, &s);
  g_assert_false (wm_game_is_over (&s));
  g_assert_cmpint (wm_game_goal (higher), ==, 25);
}

/* ---- setup ---------------------------------------------------------------------------------- */

static void
test_setup_printed (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s;
  int inns = 0, forts = 0, kinds[WM_N_SECRET_KINDS] = { 0 }, central = 0;
  const WmMap *map = wm_game_map (game);

  wm_game_start (game, &s);
  g_assert_cmpint (s.n_highwaymen, ==, 5);
  for (int h = 0; h < s.n_highwaymen; h++)
    {
      WmPlace place = map->spaces[s.highwaymen[h]].place;
      inns += place == WM_PLACE_INN;
      if (place != WM_PLACE_INN)
        {
          /* The fifth: on the central lake island of the highwayman region (r1). */
          g_assert_cmpint (s.highwaymen[h], ==, sp (game, "r1:s31"));
          central++;
        }
    }
  g_assert_cmpint (inns, ==, 4);
  g_assert_cmpint (central, ==, 1);
  for (int sp_i = 0; sp_i < map->n_spaces; sp_i++)
    {
      if (map->spaces[sp_i].place == WM_PLACE_FORT)
        {
          forts++;
          g_assert_cmpint (s.place_count[sp_i], ==, 4);
        }
      if (map->spaces[sp_i].place == WM_PLACE_SECRET && s.place_kind[sp_i] < WM_N_SECRET_KINDS)
        kinds[s.place_kind[sp_i]]++;
    }
  g_assert_cmpint (forts, ==, 4);
  g_assert_cmpint (kinds[WM_SECRET_MILEPOST], ==, 4);
  g_assert_cmpint (kinds[WM_SECRET_SETTLEMENT], ==, 2);
  g_assert_cmpint (kinds[WM_SECRET_PORTAL], ==, 3);
  for (int p = 0; p < 4; p++)
    {
      g_assert_cmpint (map->spaces[s.players[p].space].place, ==, WM_PLACE_TOWN);
      g_assert_cmpint (s.players[p].n_held, ==, 1); /* the personal quest */
    }
  for (int c = 0; c < 4; c++)
    g_assert_cmpint (s.quests[c].n, ==, 12);
}

static void
test_setup_variable (void)
{
  WmGameSetup setup;
  g_autoptr (WmGame) game = NULL;
  WmGameState s;
  const WmMap *map;
  const WmMapLake *lake;
  gboolean on_island = FALSE;

  wm_game_setup_init (&setup, base, 3);
  setup.variable_setup = TRUE;
  setup.seed = 9;
  game = wm_game_new (base, &setup, NULL);
  g_assert_nonnull (game);
  wm_game_start (game, &s);
  map = wm_game_map (game);
  g_assert_cmpint (map->arrangement->cells[0].side, ==, 1);
  lake = &map->lakes[map->central_lake];
  for (int i = lake->n_members - lake->n_islands; i < lake->n_members; i++)
    on_island |= s.highwaymen[s.n_highwaymen - 1] == lake->members[i];
  g_assert_true (on_island);
  for (int sp_i = 0; sp_i < map->n_spaces; sp_i++)
    if (map->spaces[sp_i].place == WM_PLACE_FORT)
      g_assert_cmpint (s.place_count[sp_i], ==, 3);
}

static void
test_setup_refused (void)
{
  WmGameSetup setup;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;

  wm_game_setup_init (&setup, base, 5);
  game = wm_game_new (base, &setup, &error);
  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_clear_error (&error);
  wm_game_setup_init (&setup, base, 2);
  setup.characters[0] = setup.characters[1] = 0;
  game = wm_game_new (base, &setup, &error);
  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_clear_error (&error);

  /* one region in two cells would deal its quest pile twice */
  {
    g_autoptr (WmArrangement) twice = wm_arrangement_default (base, FALSE);
    wm_game_setup_init (&setup, base, 2);
    twice->cells[1] = twice->cells[0];
    setup.arrangement = twice;
    game = wm_game_new (base, &setup, &error);
    g_assert_null (game);
    g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
    g_assert_nonnull (strstr (error->message, "uses the region “r1” twice (cells 1 and 2)"));
  }
  /* one town on two slots leaves another off the board: named, not found
   * later as a character with no start town */
  g_clear_error (&error);
  {
    g_autoptr (WmArrangement) twice = wm_arrangement_default (base, TRUE);
    wm_game_setup_init (&setup, base, 2);
    setup.variable_setup = TRUE;
    twice->cells[1].towns[0] = twice->cells[0].towns[0];
    setup.arrangement = twice;
    game = wm_game_new (base, &setup, &error);
    g_assert_null (game);
    g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
    g_assert_cmpstr (error->message, ==,
                     "the arrangement places the town “Elmswick” (elmswick) of “The "
                     "Riverlands” twice (cell 1, slot 1; cell 2, slot 1); “Marrowgate” "
                     "(marrowgate) of “The Red Hills” is not on the board");
  }
}

static void expect_log_error (const char *xml, const char *fragment);

/* All three editions: "Players are allowed to face the same edge." Two
 * players at the south edge set up, and each one's card arrows turn by
 * that edge: "up" is board north for both. */
static void
test_setup_shared_edge (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) arrangement
      = wm_arrangement_parse (base, "r1:A:0,r2:A:0,r3:A:0,r4:A:0", &error);
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;
  WmGameState s;

  g_assert_no_error (error);
  wm_game_setup_init (&setup, base, 2);
  setup.seats[0] = setup.seats[1] = WM_EDGE_S;
  setup.seed = 7;
  setup.arrangement = arrangement;
  game = wm_game_new (base, &setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  fresh (game, &s);
  g_assert_cmpint (s.players[0].seat, ==, WM_EDGE_S);
  g_assert_cmpint (s.players[1].seat, ==, WM_EDGE_S);
  for (int p = 0; p < 2; p++)
    {
      begin (game, &s, p, "r1:s6", "R09", FALSE); /* arrows n ne nw */
      g_assert_true (can_step (game, &s, "r1:s2"));  /* board n */
      g_assert_false (can_step (game, &s, "r1:s7")); /* board e */
    }
}

/* A two-player game on the arrangement @spec, with or without the
 * variable setup. */
static WmGame *
game_on_sides (gboolean variable_setup, const char *spec, GError **error)
{
  g_autoptr (GError) parse_error = NULL;
  g_autoptr (WmArrangement) arrangement = wm_arrangement_parse (base, spec, &parse_error);
  WmGameSetup setup;

  g_assert_no_error (parse_error);
  wm_game_setup_init (&setup, base, 2);
  setup.variable_setup = variable_setup;
  setup.arrangement = arrangement;
  return wm_game_new (base, &setup, error);
}

static void
expect_sides_refused (gboolean variable_setup, const char *spec, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = game_on_sides (variable_setup, spec, &error);

  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s” in “%s”", fragment, error->message);
}

/* The variable setup is the rulebook's "turn the regions to the reverse
 * side": the toggle and the arrangement's sides are one choice, and a setup
 * that contradicts itself is refused, whoever passes it (the command line,
 * the playtest, a log being replayed). */
static void
test_setup_sides (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;

  expect_sides_refused (TRUE, "r1:A:0,r2:A:0,r3:A:0,r4:A:0",
                        "region “r1” lies on side A, but the variable setup plays every "
                        "region on side B");
  expect_sides_refused (FALSE, "r1:B:0,r2:B:0,r3:B:0,r4:B:0",
                        "region “r1” lies on side B, which only the variable setup plays");
  /* One region turned over is as contradictory as all four. */
  expect_sides_refused (TRUE, "r1:B:0,r2:B:0,r3:A:0,r4:B:0", "region “r3” lies on side A");
  expect_sides_refused (FALSE, "r1:A:0,r2:A:0,r3:A:0,r4:B:90", "region “r4” lies on side B");

  game = game_on_sides (TRUE, "r1:B:0,r2:B:90,r3:B:180,r4:B:270", &error);
  g_assert_no_error (error);
  g_assert_true (wm_game_setup (game)->variable_setup);
  g_clear_pointer (&game, wm_game_unref);
  game = game_on_sides (FALSE, "r1:A:0,r2:A:90,r3:A:180,r4:A:270", &error);
  g_assert_no_error (error);
  g_assert_false (wm_game_setup (game)->variable_setup);

  /* A log that says one thing in its toggle and another in its spec does
   * not replay either game. */
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"treos-base\">"
                    "<setup seed=\"5\" characters=\"red yellow\" seats=\"s n\" "
                    "variable-setup=\"true\" arrangement=\"r1:A:0,r2:A:0,r3:A:0,r4:A:0\"/>"
                    "</game-log>",
                    "lies on side A, but the variable setup");
}

/* ---- registry hooks, views, files -------------------------------------------------------------- */

static void
test_registry_hooks (void)
{
  int n;
  const WmTypeSpec *specs = wm_registry_effects (&n);

  g_assert_cmpint (n, ==, WM_N_FX);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (wm_fx_lookup (specs[i].name), >=, 0);
  specs = wm_registry_tasks (&n);
  g_assert_cmpint (n, ==, WM_N_TASKS);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (wm_task_lookup (specs[i].name), >=, 0);
  g_assert_cmpint (wm_fx_lookup ("no-such-effect"), ==, -1);
}

static void
test_view_hides (void)
{
  g_autoptr (WmGame) game = new_game ();
  WmGameState s, view;
  int secret = -1;

  wm_game_start (game, &s);
  plan_all (game, &s, FALSE);
  wm_game_view (game, &s, RED, &view);
  for (int sp_i = 0; sp_i < wm_game_map (game)->n_spaces; sp_i++)
    if (wm_game_map (game)->spaces[sp_i].place == WM_PLACE_SECRET)
      secret = sp_i;
  g_assert_cmpint (view.place_kind[secret], ==, WM_SECRET_UNKNOWN);
  g_assert_cmpint (view.players[RED].plan[2], ==, s.players[RED].plan[2]);
  /* The first player's morning card is face up; later cards are not. */
  g_assert_cmpint (view.players[YELLOW].plan[2], ==, WM_GAME_HIDDEN);
  g_assert_cmpint (view.common_moves.cards[0], ==, WM_GAME_HIDDEN);
  g_assert_cmpint (view.quests[0].cards[view.quests[0].n - 1], ==, s.quests[0].cards[s.quests[0].n - 1]);
  g_assert_cmpint (view.rng[0], ==, 0);
}

static void
expect_log_error (const char *xml, const char *fragment)
{
  g_autoptr (GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (WmGame) game = wm_game_log_load (base, bytes, "game.xml", &choices, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s” in “%s”", fragment, error->message);
}

#define LOG_HEAD "<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"treos-base\">" \
  "<setup seed=\"5\" characters=\"red yellow\" seats=\"s n\"/>"

/* Every problem is said in GCC's form, as Waymark's other diagnostics:
 * "game.xml:LINE: error: …", a decision by its index after that. */
static void
test_log_refused (void)
{
  expect_log_error ("<game-log", "game.xml:1: error: ");
  expect_log_error ("<!DOCTYPE x [<!ENTITY a \"b\">]><game-log/>", "game.xml:1: error: ");
  expect_log_error ("<game-log xmlns=\"urn:other\"/>", "game.xml:1: error: the root element");
  expect_log_error (LOG_HEAD "<decision kind=\"bid\" player=\"red\" card=\"ZZ9\"/></game-log>",
                    "game.xml:1: error: decision 1: there is no card");
  expect_log_error (LOG_HEAD "<decision kind=\"fly\" player=\"red\"/></game-log>",
                    "game.xml:1: error: decision 1: unknown decision kind");
  expect_log_error (LOG_HEAD "<decision kind=\"stop\" player=\"green\"/></game-log>",
                    "not a character in this game");
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"other\"/>",
                    "variant");
  /* What no reader asks for is refused, not ignored: a misspelt toggle
   * would otherwise replay a different game. */
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"treos-base\">"
                    "<setup seed=\"5\" characters=\"red yellow\" seats=\"s n\" no-efents=\"true\"/>"
                    "</game-log>",
                    "<setup> has no attribute “no-efents”");
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"treos-base\" "
                    "colour=\"red\"><setup seed=\"5\" characters=\"red yellow\" seats=\"s n\"/>"
                    "</game-log>",
                    "<game-log> has no attribute “colour”");
  expect_log_error (LOG_HEAD "<decision kind=\"stop\" player=\"red\" card=\"R01\"/></game-log>",
                    "game.xml:1: error: decision 1: <decision> has no attribute “card”");
  /* The setup's problems are said at its line, the whole file's without. */
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\">\n"
                    "<setup seed=\"x\" characters=\"red yellow\" seats=\"s n\"/></game-log>",
                    "game.xml:2: error: the seed must be a whole number 0–18446744073709551615, not “x”");
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\">\n\n"
                    "<setup seed=\"5\" characters=\"red yellow\" seats=\"s n\" "
                    "arrangement=\"nonsense\"/></game-log>",
                    "game.xml:3: error: ");
  expect_log_error ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\"/>",
                    "game.xml: error: the file has no <setup>");
}

static void
test_log_illegal_decision (void)
{
  const char *xml = LOG_HEAD "<decision kind=\"stop\" player=\"red\"/></game-log>";
  g_autoptr (GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (WmGame) game = wm_game_log_load (base, bytes, "game.xml", &choices, &error);
  WmGameState s;

  g_assert_no_error (error);
  g_assert_false (wm_game_replay (game, (WmChoice *) choices->data, choices->len, &s, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL);
  g_assert_true (g_str_has_prefix (error->message, "decision 1: "));
}

/* Opening a log (waymark-cli replay, the playtest's Open Log) says a bad
 * decision at its line, in GCC's form, and names it by its index, whether
 * it cannot be read or is illegal where it stands. */
static void
test_log_replay_lines (void)
{
  const char *illegal = LOG_HEAD "\n\n  <decision kind=\"stop\" player=\"red\"/>\n</game-log>";
  const char *unknown = LOG_HEAD "\n  <decision kind=\"fly\" player=\"red\"/>\n</game-log>";
  const char *empty = LOG_HEAD "</game-log>";
  g_autoptr (GBytes) bytes = g_bytes_new_static (illegal, strlen (illegal));
  g_autoptr (GBytes) unknown_bytes = g_bytes_new_static (unknown, strlen (unknown));
  g_autoptr (GBytes) empty_bytes = g_bytes_new_static (empty, strlen (empty));
  g_autoptr (GError) error = NULL, parse_error = NULL;
  g_autoptr (GArray) choices = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameState s, start;

  g_assert_null (wm_game_log_replay (base, bytes, "logs/game.xml", &choices, &s, NULL, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL);
  g_assert_true (g_str_has_prefix (error->message, "logs/game.xml:3: error: decision 1: "));
  g_assert_nonnull (strstr (error->message, "not a legal choice"));
  /* In words, not the log's keywords ("“red stop”", "plan"). */
  g_assert_nonnull (strstr (error->message, "(red): End the move here”"));
  /* Whoever plans by name with its id, as every message names a
   * character: "Mirela Thorne (red) is to plan the day". */
  g_assert_true (g_regex_match_simple (
      "not a legal choice now: [^(]+ \\([a-z]+\\) is to plan the day$", error->message, 0, 0));
  g_assert_null (strstr (error->message, "red stop"));
  g_assert_null (choices);

  g_assert_null (wm_game_log_replay (base, unknown_bytes, "game.xml", NULL, &s, NULL, &parse_error));
  g_assert_error (parse_error, WM_GAME_ERROR, WM_GAME_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (parse_error->message,
                                   "game.xml:2: error: decision 1: unknown decision kind"));

  /* A log without decisions plays to the start. */
  game = wm_game_log_replay (base, empty_bytes, "game.xml", &choices, &s, NULL, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (choices->len, ==, 0);
  wm_game_start (game, &start);
  g_assert_true (wm_game_state_equal (&s, &start));
}

/* A log of the first @n decisions (each the first legal one) of @game. */
static GBytes *
short_log (WmGame *game, int n, WmChoice *first)
{
  g_autofree WmChoice *log = g_new0 (WmChoice, n);
  WmGameState s;

  wm_game_start (game, &s);
  for (int i = 0; i < n; i++)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      g_assert_cmpint (wm_game_legal_choices (game, &s, -1, list, WM_GAME_MAX_CHOICES), >, 0);
      log[i] = list[0];
      g_assert_true (wm_game_apply (game, &s, &list[0], NULL));
    }
  if (first)
    *first = log[0];
  return wm_game_log_save (game, log, n, NULL);
}

static char *
bytes_text (GBytes *bytes)
{
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* @text without its root's variant-sha256="…", as logs were written
 * before it: a new string. */
static char *
without_checksum (const char *text)
{
  const char *at = strstr (text, " variant-sha256=\"");
  g_autofree char *head = NULL;
  const char *end;

  g_assert_nonnull (at);
  end = strchr (at + strlen (" variant-sha256=\""), '"');
  g_assert_nonnull (end);
  head = g_strndup (text, at - text);
  return g_strconcat (head, end + 1, NULL);
}

static WmGame *
replay_text (WmVariant *variant, const char *text, char **warning, GError **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  WmGameState s;

  return wm_game_log_replay (variant, bytes, "game.xml", NULL, &s, warning, error);
}

#define OTHER_VERSION "game.xml:2: warning: the log was recorded on another version of variant " \
  "“treos-base” (its cards, map or rules may differ)"

/* Reads @text as a log or a position on @variant: the game, a version
 * warning in @warning. */
typedef WmGame *(*ReadText) (WmVariant *variant, const char *text, char **warning, GError **error);

/* @read gives @warning (NULL: none) on @variant and frees what it read. */
static void
assert_read (ReadText read, WmVariant *variant, const char *text, const char *warning)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *said = NULL;
  g_autoptr (WmGame) game = read (variant, text, &said, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpstr (said, ==, warning);
}

/* What logs and positions share: @text (written on base) is read silently
 * on the same content (another copy), with @other_version on a changed copy
 * (a card's name is enough to make another version), and silently on both
 * without its checksum, as files were written before it. */
static void
assert_variant_versions (ReadText read, const char *text, const char *other_version)
{
  g_autofree char *checksum = wm_variant_checksum (base);
  g_autofree char *attribute = g_strdup_printf (" variant-sha256=\"%s\"", checksum);
  g_autofree char *old = without_checksum (text);
  g_autoptr (WmVariant) same = wm_variant_copy (base), changed = wm_variant_copy (base);

  g_assert_cmpuint (strlen (checksum), ==, 64);
  g_assert_nonnull (strstr (text, attribute));
  wm_text_set (&wm_variant_find_card (changed, "E01", NULL)->name, "en", "Another name");
  assert_read (read, same, text, NULL);
  assert_read (read, changed, text, other_version);
  assert_read (read, base, old, NULL);
  assert_read (read, changed, old, NULL);
}

/* A log names the version of the variant it was played on by a checksum
 * of its content: the same content (another copy) replays silently, a
 * changed one replays with a warning, an older log without the checksum
 * as before, and a checksum that is none is refused. */
static void
test_log_variant_checksum (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GBytes) log = short_log (game, 12, NULL);
  g_autofree char *text = bytes_text (log);
  g_autofree char *warning = NULL, *bad = NULL;
  g_autoptr (GError) error = NULL;

  /* On its second line, after the XML declaration, as the warning says. */
  g_assert_true (g_str_has_prefix (strchr (text, '\n') + 1, "<game-log "));
  assert_variant_versions (replay_text, text, OTHER_VERSION);

  bad = g_strconcat ("<game-log xmlns=\"urn:waymark:game:1\" format=\"1\" variant=\"treos-base\""
                     " variant-sha256=\"", "123abc", "\">\n",
                     "<setup seed=\"5\" characters=\"red yellow\" seats=\"s n\"/></game-log>", NULL);
  g_assert_null (replay_text (base, bad, &warning, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "game.xml:1: error: “variant-sha256” must be 64 hexadecimal digits");
  g_assert_null (warning);
}

#define OTHER_POSITION                                                                             \
  "pos.xml:2: warning: the position was saved on another version of "                              \
  "variant “treos-base” (its cards, map or rules may differ)"

static WmGame *
position_text (WmVariant *variant, const char *text, char **warning, GError **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  WmGameState s;

  return wm_game_position_load (variant, bytes, "pos.xml", &s, warning, error);
}

/* A position names the version of its variant as a log does, and is read
 * the same way: silently on the same content, with a warning at its root's
 * line on a changed copy, silently without the checksum (written before
 * it), and refused with its line when the checksum is none. */
static void
test_position_variant_checksum (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GBytes) position = NULL;
  g_autofree char *text = NULL, *bad = NULL, *warning = NULL;
  g_autofree char *checksum = wm_variant_checksum (base);
  g_autoptr (GError) error = NULL;
  WmGameState s;

  wm_game_start (game, &s);
  position = wm_game_position_save (game, &s);
  text = bytes_text (position);
  g_assert_true (g_str_has_prefix (strchr (text, '\n') + 1, "<position "));
  assert_variant_versions (position_text, text, OTHER_POSITION);

  /* A position of another version that cannot be read says the version
   * first, the likely cause, and the error on the next line. */
  {
    g_autoptr (WmVariant) changed = wm_variant_copy (base);
    char *player = strstr (text, "<player ");
    g_autofree char *typo = NULL;

    g_assert_nonnull (player);
    typo = g_strdup_printf ("%.*s<player goold=\"3\" %s", (int)(player - text), text, player + 8);
    wm_text_set (&wm_variant_find_card (changed, "E01", NULL)->name, "en", "Another name");
    g_assert_null (position_text (changed, typo, &warning, &error));
    g_assert_true (g_str_has_prefix (error->message, OTHER_POSITION "\npos.xml:"));
    g_assert_nonnull (strstr (error->message, ": error: <player> has no attribute “goold”"));
    g_assert_null (warning);
    g_clear_error (&error);
  }

  /* 63 digits: one short. */
  bad = g_strdup (text);
  memmove (strstr (bad, checksum), strstr (bad, checksum) + 1, strlen (strstr (bad, checksum)));
  g_assert_null (position_text (base, bad, &warning, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "pos.xml:2: error: “variant-sha256” must be 64 hexadecimal digits");
  g_assert_null (warning);
}

/* The designer's case: a log replayed on a version whose movement deck
 * changed deals another hand. The first line says the log is of another
 * version, the second which decision fails, and why in the game's words:
 * the card is not in the hand (not "she is to plan the day"). */
static void
test_log_other_deal (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (WmVariant) changed = wm_variant_copy (base);
  g_autoptr (GError) error = NULL;
  g_autofree char *warning = NULL, *text = NULL, *expected = NULL, *kept = NULL;
  g_auto (GStrv) lines = NULL;
  WmGameState s;
  WmChoice first;
  g_autoptr (GBytes) log = short_log (game, 6, &first);
  const char *bid = wm_game_card_id (game, first.a);
  const WmPlayerState *ps;
  const WmCharacter *ch;
  WmCard *card, *other = NULL;
  WmDeck *deck;

  g_assert_cmpint (first.kind, ==, WM_CHOICE_PLAN_BID);
  wm_game_start (game, &s);
  ps = &s.players[first.player];
  ch = g_ptr_array_index (base->characters, ps->character);
  /* Another card of the same deck that was not dealt takes the bid's id
   * (and the bid's card its id): the hand holds the other id now. */
  card = wm_variant_find_card (changed, bid, &deck);
  for (guint i = 0; i < deck->cards->len && other == NULL; i++)
    {
      WmCard *c = g_ptr_array_index (deck->cards, i);
      int index = wm_game_find_card (game, c->id);
      gboolean dealt = FALSE;
      for (int h = 0; h < ps->n_hand; h++)
        dealt |= ps->hand[h] == index;
      if (!dealt)
        other = c;
    }
  g_assert_nonnull (other);
  kept = card->id;
  card->id = other->id;
  other->id = kept;
  kept = NULL;

  text = bytes_text (log);
  g_assert_null (replay_text (changed, text, &warning, &error));
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL);
  g_assert_null (warning);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, OTHER_VERSION);
  g_assert_true (g_str_has_prefix (lines[1], "game.xml:4: error: decision 1: "));
  expected = g_strdup_printf (": %s is not in the hand of %s (%s)", bid,
                              wm_text_get (&ch->name, "en", "en"), ch->id);
  g_assert_true (g_str_has_suffix (lines[1], expected));
  g_assert_null (strstr (lines[1], "to plan the day"));
}

/* How many line breaks @text has before @at. */
static int
line_count_before (const char *text, const char *at)
{
  int n = 0;

  for (const char *p = text; p < at; p++)
    n += *p == '\n';
  return n;
}

/* The value of @attr="…" in the element of @text that starts at @element. */
static char *
attr_value (const char *element, const char *attr)
{
  g_autofree char *key = g_strdup_printf (" %s=\"", attr);
  const char *at = strstr (element, key);

  g_assert_nonnull (at);
  g_assert_true (at < strchr (element, '>'));
  at += strlen (key);
  return g_strndup (at, strchr (at, '"') - at);
}

/* @text with the first @from after @at replaced by @to: a new string. */
static char *
replace_after (const char *text, const char *at, const char *from, const char *to)
{
  const char *found = strstr (at, from);

  g_assert_nonnull (found);
  return g_strdup_printf ("%.*s%s%s", (int) (found - text), text, to, found + strlen (from));
}

/* A step that does not start where the mover stands is told so, with both
 * spaces; a "to" the exit does not lead to quotes both spaces, not the
 * attribute's name (review 9's R9-11: both read "exit 0 of that space does
 * not lead to “to”"). */
static void
test_log_step_claims (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GBytes) log = NULL;
  g_autofree char *text = NULL, *player = NULL, *from = NULL, *exit = NULL, *to = NULL;
  g_autofree char *from_attr = NULL, *to_attr = NULL, *wrong_from = NULL, *wrong_to = NULL;
  g_autofree char *expected = NULL, *prefix = NULL;
  const char *step = NULL;
  int line;

  for (int n = 1; step == NULL && n < 200; n++)
    {
      g_clear_pointer (&log, g_bytes_unref);
      g_clear_pointer (&text, g_free);
      log = short_log (game, n, NULL);
      text = bytes_text (log);
      step = strstr (text, "kind=\"step\"");
    }
  g_assert_nonnull (step);
  step = g_strrstr_len (text, step - text, "<decision");
  player = attr_value (step, "player");
  from = attr_value (step, "from");
  exit = attr_value (step, "exit");
  to = attr_value (step, "to");
  line = 1 + line_count_before (text, step);
  prefix = g_strdup_printf ("game.xml:%d: error: decision ", line);
  from_attr = g_strdup_printf ("from=\"%s\"", from);
  to_attr = g_strdup_printf ("to=\"%s\"", to);

  /* From where the step leads: the mover is not there. */
  {
    g_autofree char *moved = g_strdup_printf ("from=\"%s\"", to);
    g_autoptr (GError) error = NULL;
    wrong_from = replace_after (text, step, from_attr, moved);
    g_assert_null (replay_text (base, wrong_from, NULL, &error));
    expected = g_strdup_printf (": %s is on %s, not %s", player, from, to);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    g_assert_true (g_str_has_suffix (error->message, expected));
    g_clear_pointer (&expected, g_free);
  }
  /* To where it started: the exit leads elsewhere. Replayed, and read
   * alone, which has no position to compare with. */
  {
    g_autofree char *back = g_strdup_printf ("to=\"%s\"", from);
    g_autoptr (GError) error = NULL, read_error = NULL;
    g_autoptr (GBytes) bytes = NULL;
    g_autoptr (GArray) choices = NULL;
    wrong_to = replace_after (text, step, to_attr, back);
    g_assert_null (replay_text (base, wrong_to, NULL, &error));
    expected = g_strdup_printf (": exit %s of %s leads to %s, not %s", exit, from, to, from);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    g_assert_true (g_str_has_suffix (error->message, expected));
    g_assert_null (strstr (error->message, "“to”"));
    bytes = g_bytes_new (wrong_to, strlen (wrong_to));
    g_assert_null (wm_game_log_load (base, bytes, "game.xml", &choices, &read_error));
    g_assert_true (g_str_has_suffix (read_error->message, expected));
  }
}

/* @text with @from (which it has) replaced by @to, once. */
static char *
text_replaced (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The turn's extra moves are written as what is left and which path
 * types the ones taken went along (the sources follow from the effects),
 * and read back to the same state. A position of an older Waymark kept
 * one budget ("extra-types"): it loads when none or all of it is left,
 * or when one source gives it all, and is refused at its <turn>'s line
 * when it cannot tell whose moves were taken. */
static void
test_position_extra_moves (void)
{
  g_autoptr (WmVariant) apart = extra_variant ("water", 1, "road", 1);
  g_autoptr (WmVariant) one = extra_variant (NULL, 0, "road", 2);
  g_autoptr (WmGame) game = wm_test_new_game (apart, SEED, WM_TEST_GAME_PLAIN);
  int road = path_type (base, "road"), water = path_type (base, "water");
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *old = NULL, *full = NULL, *again = NULL;
  g_autoptr (GError) error = NULL;
  int a, first, x, y;
  WmGameState s, back;

  find_fork (game, road, road, water, &a, &first, &x, &y);
  begin_extra (game, &s, a);
  apply (game, &s, WM_CHOICE_STEP, first, 1);
  bytes = wm_game_position_save (game, &s);
  text = bytes_text (bytes);
  g_assert_nonnull (strstr (text, " extra-left=\"1\" extra-used=\"road:1\""));
  {
    g_autoptr (WmGame) loaded = wm_game_position_load (apart, bytes, "pos.xml", &back, NULL, &error);
    g_autoptr (GBytes) resaved = NULL;
    g_assert_no_error (error);
    g_assert_cmpint (back.t.extra, ==, s.t.extra);
    g_assert_false (can_extra (loaded, &back, x));
    g_assert_true (can_extra (loaded, &back, y));
    resaved = wm_game_position_save (loaded, &back);
    g_assert_true (g_bytes_equal (bytes, resaved));
  }

  /* Older: one of two left, on roads or water — whose? Refused. */
  old = text_replaced (text, " extra-used=\"road:1\"", " extra-types=\"6\"");
  {
    g_autoptr (GBytes) b = g_bytes_new (old, strlen (old));
    g_autoptr (WmGame) loaded = wm_game_position_load (apart, b, "pos.xml", &back, NULL, &error);
    g_autofree char *at = g_strdup_printf (
        "pos.xml:%d: error: “extra-left” of <turn> does not say whose extra moves were taken",
        1 + line_count_before (old, strstr (old, "<turn")));
    g_assert_null (loaded);
    g_assert_nonnull (error);
    if (!g_str_has_prefix (error->message, at))
      g_error ("“%s” is not “%s…”", error->message, at);
    g_clear_error (&error);
  }
  /* Older, both left: nothing taken, nothing to tell apart. */
  full = text_replaced (old, " extra-left=\"1\"", " extra-left=\"2\"");
  {
    g_autoptr (GBytes) b = g_bytes_new (full, strlen (full));
    g_autoptr (WmGame) loaded = wm_game_position_load (apart, b, "pos.xml", &back, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (wm_game_extra_moves_left (loaded, &back), ==, 2);
    g_assert_true (can_extra (loaded, &back, x));
  }
  /* Older, one source: one of its two road moves taken. */
  {
    g_autoptr (WmGame) single = wm_test_new_game (one, SEED, WM_TEST_GAME_PLAIN);
    g_autoptr (GBytes) b = NULL;
    g_autoptr (WmGame) loaded = NULL;
    begin_extra (single, &s, a);
    apply (single, &s, WM_CHOICE_STEP, first, 1);
    again = text_replaced (old, " extra-types=\"6\"", " extra-types=\"2\"");
    b = g_bytes_new (again, strlen (again));
    loaded = wm_game_position_load (one, b, "pos.xml", &back, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (back.t.extra, ==, s.t.extra);
  }
}

static void
test_position_refused (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GError) error = NULL;
  WmGameState s, back;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *bad = NULL;
  g_autoptr (WmGame) loaded = NULL;
  char *draw;

  wm_game_start (game, &s);
  bytes = wm_game_position_save (game, &s);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  /* One card in two places: refused, naming the card. */
  draw = strstr (text, "draw=\"");
  g_assert_nonnull (draw);
  bad = g_strdup_printf ("%.*sdraw=\"R01 %s", (int) (draw - text), text, draw + 6);
  {
    g_autoptr (GBytes) b = g_bytes_new (bad, strlen (bad));
    loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
  }
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "R01 is "));

  /* An attribute the reader does not know, and a seat that contradicts the
   * setup, are refused with their line. */
  {
    g_autofree char *typo = NULL;
    g_autofree char *seat = NULL;
    char *player = strstr (text, "<player ");
    char *seat_at;
    g_assert_nonnull (player);
    typo = g_strdup_printf ("%.*s<player goold=\"3\" %s", (int) (player - text), text, player + 8);
    {
      g_autoptr (GBytes) b = g_bytes_new (typo, strlen (typo));
      g_clear_error (&error);
      g_clear_pointer (&loaded, wm_game_unref);
      loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
    }
    g_assert_null (loaded);
    g_assert_nonnull (strstr (error->message, "<player> has no attribute “goold”"));
    {
      /* Said at the line of that <player>, as every diagnostic. */
      g_autofree char *at = g_strdup_printf ("pos.xml:%d: error: <player> has no attribute",
                                             1 + line_count_before (typo, strstr (typo, "goold")));
      if (!g_str_has_prefix (error->message, at))
        g_error ("expected “%s…”, got “%s”", at, error->message);
    }

    seat_at = strstr (player, "seat=\"");
    g_assert_nonnull (seat_at);
    seat = g_strdup (text);
    /* swap the first player's seat for one that is not in the setup */
    seat[seat_at - text + 6] = seat[seat_at - text + 6] == 'e' ? 'w' : 'e';
    {
      g_autoptr (GBytes) b = g_bytes_new (seat, strlen (seat));
      g_clear_error (&error);
      loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
    }
    g_assert_null (loaded);
    g_assert_nonnull (strstr (error->message, "differs from the setup"));
  }

  /* A secret place's attribute on a fort is named as the attribute it is. */
  {
    char *weapon = strstr (text, " weapon=\"");
    g_autofree char *fort = NULL;
    g_assert_nonnull (weapon);
    fort = g_strdup_printf ("%.*s secret=\"none\"%s", (int) (weapon - text), text, weapon);
    {
      g_autoptr (GBytes) b = g_bytes_new (fort, strlen (fort));
      g_clear_error (&error);
      loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
    }
    g_assert_null (loaded);
    g_assert_nonnull (strstr (error->message,
                              "<place> gives the attribute “secret” to a space that is no secret place"));
  }
}

/* The text of the position @text with @card put in front of the list of
 * the @n-th (from 0) attribute @attr="…", loaded: the error. */
static GError *
position_with_card (const char *text, const char *attr, int n, const char *card)
{
  g_autofree char *key = g_strdup_printf (" %s=\"", attr);
  g_autofree char *bad = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmGame) loaded = NULL;
  GError *error = NULL;
  const char *at = strstr (text, key);
  WmGameState s;

  for (int i = 0; i < n && at != NULL; i++)
    at = strstr (at + 1, key);
  g_assert_nonnull (at);
  at += strlen (key);
  bad = g_strdup_printf ("%.*s%s %s", (int) (at - text), text, card, at);
  bytes = g_bytes_new (bad, strlen (bad));
  loaded = wm_game_position_load (base, bytes, "pos.xml", &s, NULL, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  return error;
}

/* A card listed twice in a position is named by its id, with both places
 * as the file lists them, at the line of the second (review 9's R9-10: it
 * read "card 139 is in two places" at the line of <state>). */
/* A position's `unseen` marks cards of the draw pile gained unseen: read
 * back as written, and refused where it marks more cards than the pile
 * holds. */
static void
test_position_unseen (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *bad = NULL;
  WmGameState s, back, view;
  char *draw;

  wm_game_start (game, &s);
  s.players[RED].unseen = 1; /* the top card of red's draw pile */
  bytes = wm_game_position_save (game, &s);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, " unseen=\"1\""));
  {
    g_autoptr (WmGame) loaded = wm_game_position_load (base, bytes, "pos.xml", &back, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (back.players[RED].unseen, ==, 1);
  }
  /* Red's view hides that card, and only that one. */
  wm_game_view (game, &s, RED, &view);
  g_assert_cmpint (view.players[RED].draw.cards[view.players[RED].draw.n - 1], ==, WM_GAME_HIDDEN);
  g_assert_cmpint (view.players[RED].draw.cards[view.players[RED].draw.n - 2], !=, WM_GAME_HIDDEN);
  /* Eight cards marked on a pile of fewer: refused. */
  g_assert_cmpint (s.players[RED].draw.n, <, 8);
  draw = strstr (text, " unseen=\"1\"");
  bad = g_strdup_printf ("%.*s unseen=\"255\"%s", (int) (draw - text), text, draw + 11);
  {
    g_autoptr (GBytes) b = g_bytes_new (bad, strlen (bad));
    g_autoptr (WmGame) loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
    g_assert_null (loaded);
  }
  g_assert_nonnull (strstr (error->message, "“unseen” marks more cards than the draw pile of red holds"));
}

static void
test_position_card_twice (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *list = NULL, *card = NULL;
  g_autofree char *same = NULL, *other_pile = NULL, *other_player = NULL;
  const char *hand;
  int red_line, yellow_line;
  WmGameState s;

  wm_game_start (game, &s);
  bytes = wm_game_position_save (game, &s);
  text = bytes_text (bytes);
  hand = strstr (text, " hand=\"");
  g_assert_nonnull (hand);
  list = attr_value (hand, "hand");
  card = g_strndup (list, strcspn (list, " "));
  red_line = 1 + line_count_before (text, hand);
  yellow_line = 1 + line_count_before (text, strstr (hand + 1, " hand=\""));
  g_assert_cmpint (yellow_line, >, red_line);

  same = g_strdup_printf ("pos.xml:%d: error: %s is listed twice in the hand of red", red_line,
                          card);
  other_pile = g_strdup_printf (
      "pos.xml:%d: error: %s is in two places: the hand of red and the draw pile of red",
      red_line, card);
  other_player = g_strdup_printf (
      "pos.xml:%d: error: %s is in two places: the hand of red (line %d) and the hand of yellow",
      yellow_line, card, red_line);
  {
    g_autoptr (GError) error = position_with_card (text, "hand", 0, card);
    g_assert_cmpstr (error->message, ==, same);
  }
  {
    g_autoptr (GError) error = position_with_card (text, "draw", 0, card);
    g_assert_cmpstr (error->message, ==, other_pile);
  }
  {
    g_autoptr (GError) error = position_with_card (text, "hand", 1, card);
    g_assert_cmpstr (error->message, ==, other_player);
  }
}

/* ---- describing choices ----------------------------------------------------------- */

static char *
numbered_card (const WmGame *game, int card)
{
  return g_strdup_printf ("card #%d", card);
}

/* A step says its board direction, where it leads and the path type; a
 * lake crossing says so instead; cards are named by the caller's namer. */
static void
test_describe_choices (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autofree char *step = NULL, *lake = NULL, *bid = NULL, *expected = NULL, *whole = NULL;
  WmGameState s;
  WmChoice c = { WM_CHOICE_STEP, RED, 0, 0 };

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "R07", FALSE); /* road, arrow n */
  c.a = (gint16) find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s2"), 0);
  g_assert_cmpint (c.a, >=, 0);
  step = wm_choice_describe_action (game, &s, &c, NULL);
  g_assert_true (g_str_has_prefix (step, "Step north to "));
  g_assert_nonnull (strstr (step, " to r1:s2 · "));

  begin (game, &s, RED, "r1:s28", "C12", FALSE); /* water: across the lake */
  c.a = (gint16) find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s16"), 0);
  lake = wm_choice_describe_action (game, &s, &c, NULL);
  g_assert_true (g_str_has_prefix (lake, "Cross the lake to "));

  c = (WmChoice){ WM_CHOICE_PLAN_BID, RED, (gint16) wm_test_game_card (game, "R07"), 0 };
  bid = wm_choice_describe_action (game, NULL, &c, numbered_card);
  expected = g_strdup_printf ("Bid card #%d", c.a);
  g_assert_cmpstr (bid, ==, expected);
  /* Without a namer, the card's name and id, after who decides. */
  whole = wm_choice_describe (game, &c);
  g_assert_nonnull (strstr (whole, "): Bid "));
  g_assert_true (g_str_has_suffix (whole, "(R07)"));
}

/* Review 25b, 8: the planning choice of the marker names it as the event
 * and ability texts do, "highwayman marker", and says what it decides;
 * each turn's with its article ("Intrigue marker on the morning", "on
 * midday"). */
static void
test_describe_marker (void)
{
  g_autoptr (WmGame) game = new_game ();
  const char *const expected[]
      = { "Highwayman marker for the morning: move a highwayman after your morning turn",
          "Highwayman marker for midday: move a highwayman after your midday turn",
          "Highwayman marker for the evening: move a highwayman after your evening turn" };
  int named = 0;

  for (int t = 0; t < 3; t++)
    {
      WmChoice c = { WM_CHOICE_PLAN_MARKER, RED, (gint16) t, 0 };
      g_autofree char *label = wm_choice_describe_action (game, NULL, &c, NULL);
      g_assert_cmpstr (label, ==, expected[t]);
    }
  /* The base game's card texts that name the marker name it so. */
  for (int i = 0; i < wm_game_n_cards (game); i++)
    {
      const char *text = wm_text_get (&wm_game_card (game, i)->text, "en", "en");
      if (text != NULL && strstr (text, "marker") != NULL)
        {
          g_assert_nonnull (strstr (text, "highwayman marker"));
          named++;
        }
    }
  g_assert_cmpint (named, >, 0);
}

/* Review 17, finding 4: a quest choice says what the face-up card says, its
 * target towns and its reward; a side quest given up says its task and
 * reward. */
static void
test_describe_quests (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autofree char *take = NULL, *discard = NULL, *both = NULL;
  WmChoice c = { WM_CHOICE_TAKE_QUEST, RED, (gint16) wm_test_game_card (game, "A35"),
                 WM_GAME_NONE };

  take = wm_choice_describe_action (game, NULL, &c, NULL);
  g_assert_cmpstr (take, ==,
                   "Take the quest Barrel of Tar (A35) — to Elmswick or Marrowgate, "
                   "1 gold, 1 movement card");
  c = (WmChoice){ WM_CHOICE_DISCARD, RED, (gint16) wm_test_game_card (game, "M01"), 0 };
  discard = wm_choice_describe_action (game, NULL, &c, NULL);
  g_assert_cmpstr (discard, ==,
                   "Discard the side quest Drill Yard (M01) — Visit a fort, 1 movement card");
  c = (WmChoice){ WM_CHOICE_TAKE_QUEST, RED, (gint16) wm_test_game_card (game, "A35"),
                  (gint16) wm_test_game_card (game, "M01") };
  both = wm_choice_describe_action (game, NULL, &c, numbered_card);
  g_assert_nonnull (strstr (both, " — to Elmswick or Marrowgate, 1 gold, 1 movement card; "));
  g_assert_true (g_str_has_suffix (both, " — Visit a fort, 1 movement card"));
}

/* R4 of review 6: spaces as a player names them. A town by its name, a
 * fort by its weapon, any other space by where it lies from the nearest
 * town; an id only in brackets, where two would read the same; every name
 * tells its space apart. A step in these words names no id before it. */
static void
test_place_names (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_auto (GStrv) names = wm_game_place_names (game);
  const WmMap *map = wm_game_map (game);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *step = NULL;
  WmChoiceWords words = { NULL, (const char *const *) names };
  WmChoice c = { WM_CHOICE_STEP, RED, 0, 0 };
  int relative = 0, bracketed = 0, forts = 0;
  WmGameState s;

  g_assert_cmpuint (g_strv_length (names), ==, map->n_spaces);
  for (int i = 0; i < map->n_spaces; i++)
    {
      const WmMapSpace *ms = &map->spaces[i];
      g_autofree char *id = wm_map_space_name (map, i);
      g_autofree char *in_brackets = g_strdup_printf (" (%s)", id);

      g_assert_true (g_hash_table_add (seen, names[i]));
      /* The id never stands alone, only in brackets at the end. */
      g_assert_false (g_str_has_prefix (names[i], id));
      if (strstr (names[i], id) != NULL)
        {
          g_assert_true (g_str_has_suffix (names[i], in_brackets));
          bracketed++;
        }
      if (ms->town >= 0)
        g_assert_cmpstr (names[i], ==,
                         wm_text_get (&((WmTown *) g_ptr_array_index (wm_game_variant (game)->towns,
                                                                       ms->town))->name,
                                      "en", "en"));
      else if (ms->place == WM_PLACE_FORT)
        {
          g_assert_true (g_str_has_prefix (names[i], "the "));
          g_assert_nonnull (strstr (names[i], " fort"));
          forts++;
        }
      else
        {
          g_assert_nonnull (strstr (names[i], " of "));
          relative++;
        }
    }
  g_assert_cmpint (forts, ==, 4);
  g_assert_cmpint (relative, >, 0);
  /* Most spaces need no id at all. */
  g_assert_cmpint (bracketed, <, map->n_spaces / 2);

  fresh (game, &s);
  begin (game, &s, RED, "r1:s6", "R07", FALSE); /* road, arrow n */
  c.a = (gint16) find (game, &s, WM_CHOICE_STEP, sp (game, "r1:s2"), 0);
  step = wm_choice_describe_in (game, &s, &c, &words);
  g_assert_true (g_str_has_prefix (step, "Step north to the "));
  g_assert_null (strstr (step, "to r1:"));
}

/* The landmark a space's name @name is given from ("… of Oakhollow"), as
 * a space index; -1 when the name names none. */
static int
named_landmark (const WmGame *game, char **names, const char *name)
{
  const WmMap *map = wm_game_map (game);
  int found = -1;
  gsize longest = 0;

  for (int t = 0; t < map->n_spaces; t++)
    {
      g_autofree char *of = g_strdup_printf (" of %s", names[t]);
      if ((map->spaces[t].town >= 0 || map->spaces[t].place == WM_PLACE_FORT)
          && g_str_has_suffix (name, of) && strlen (of) > longest)
        {
          found = t;
          longest = strlen (of);
        }
    }
  return found;
}

/* Review 25b, 14: "the space south of Oakhollow (r3:s12)" and "(r4:s9)"
 * in one list of steps, the second across the region's edge. A space is
 * named from a landmark of its own region, or one a path joins it to; two
 * spaces read the same in words hardly ever (an id in brackets). */
static void
test_place_names_own_region (void)
{
  int spaces = 0, bracketed = 0, further = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (WmGame) game = wm_test_new_game (base, seed, WM_TEST_GAME_PLAIN);
      g_auto (GStrv) names = wm_game_place_names (game);
      const WmMap *map = wm_game_map (game);

      for (int i = 0; i < map->n_spaces; i++)
        {
          g_autofree char *id = wm_map_space_name (map, i);
          g_autofree char *in_brackets = g_strdup_printf (" (%s)", id);
          g_autofree char *plain = g_str_has_suffix (names[i], in_brackets)
                                       ? g_strndup (names[i], strlen (names[i]) - strlen (in_brackets))
                                       : g_strdup (names[i]);
          int landmark;
          gboolean joined = FALSE;

          spaces++;
          bracketed += strcmp (plain, names[i]) != 0;
          further += strstr (plain, " further ") != NULL;
          if (map->spaces[i].town >= 0 || map->spaces[i].place == WM_PLACE_FORT)
            continue;
          landmark = named_landmark (game, names, plain);
          g_assert_cmpint (landmark, >=, 0);
          for (int e = map->spaces[landmark].first_exit;
               e < map->spaces[landmark].first_exit + map->spaces[landmark].n_exits; e++)
            joined |= map->exits[e].to == i && map->exits[e].via == WM_VIA_PATH;
          if (!joined && wm_map_space_region (map, landmark) != wm_map_space_region (map, i))
            g_error ("seed %" G_GUINT64_FORMAT ": %s is “%s”, from another region", seed, id,
                     names[i]);
        }
    }
  g_assert_cmpint (further, >, 0);
  g_assert_cmpint (bracketed * 25, <, spaces);

  {
    g_autoptr (GError) error = NULL;
    g_autoptr (WmGame) game
        = game_on_sides (FALSE, "r1:A:180,r3:A:270,r2:A:270,r4:A:270", &error);
    g_auto (GStrv) names = NULL;
    const char *north, *south;

    g_assert_no_error (error);
    names = wm_game_place_names (game);
    north = names[sp (game, "r3:s12")];
    south = names[sp (game, "r4:s9")];
    g_assert_cmpstr (north, !=, south);
    g_assert_null (strstr (north, "(r"));
    g_assert_null (strstr (south, "(r"));
  }
}

/* The error of reading @text as a position, which must be refused. */
static char *
position_refusal (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) loaded = position_text (base, text, NULL, &error);

  g_assert_null (loaded);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* Review f: a position placed 8 highwaymen in a game of 5 (said as "bad
 * highwayman space" past 8), and an rng state of all zeros, from which the
 * generator draws 0 forever, loaded. Both are refused at their line; any
 * number of highwaymen may share a space, as the rulebook says. */
static void
test_position_highwaymen_rng (void)
{
  g_autoptr (WmGame) game = new_game ();
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *eight = NULL, *ten = NULL, *shared = NULL, *zero = NULL;
  g_autofree char *said = NULL, *said_ten = NULL, *said_zero = NULL, *expected = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) loaded = NULL;
  WmGameState s, back;
  const char *hw, *rng, *end;
  int hw_line, rng_line;

  wm_game_start (game, &s);
  g_assert_cmpint (s.n_highwaymen, ==, 5);
  bytes = wm_game_position_save (game, &s);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  hw = strstr (text, "<highwaymen spaces=\"");
  g_assert_nonnull (hw);
  hw += strlen ("<highwaymen spaces=\"");
  end = strchr (hw, '"');
  hw_line = 1 + line_count_before (text, hw);
  eight = g_strdup_printf ("%.*sr1:s1 r1:s1 r1:s1 %s", (int) (hw - text), text, hw);
  ten = g_strdup_printf ("%.*sr1:s1 r1:s1 r1:s1 r1:s1 %.*s nowhere%s", (int) (hw - text), text,
                         (int) (end - hw), hw, end);
  shared = g_strdup_printf ("%.*sr1:s1 r1:s1 r1:s1 r1:s1 r1:s1%s", (int) (hw - text), text, end);

  said = position_refusal (eight);
  expected = g_strdup_printf ("pos.xml:%d: error: <highwaymen> places 8 highwaymen; the variant "
                              "has 5", hw_line);
  g_assert_cmpstr (said, ==, expected);
  /* past WM_GAME_MAX_HIGHWAYMEN, and with an unknown space, said the same way */
  said_ten = position_refusal (ten);
  g_free (expected);
  expected = g_strdup_printf ("pos.xml:%d: error: <highwaymen> places 10 highwaymen; the "
                              "variant has 5", hw_line);
  g_assert_cmpstr (said_ten, ==, expected);
  /* five on one space (not a town) is a position */
  loaded = position_text (base, shared, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  {
    g_autoptr (GBytes) b = g_bytes_new (shared, strlen (shared));
    g_autofree char *reason = NULL;
    g_clear_pointer (&loaded, wm_game_unref);
    loaded = wm_game_position_load (base, b, "pos.xml", &back, NULL, &error);
    g_assert_true (wm_game_check (loaded, &back, &reason));
    back.n_highwaymen = 6;
    g_assert_false (wm_game_check (loaded, &back, &reason));
  }

  rng = strstr (text, " rng=\"");
  g_assert_nonnull (rng);
  rng_line = 1 + line_count_before (text, rng);
  zero = g_strdup_printf ("%.*s rng=\"0 0 0 0%s", (int) (rng - text), text, strchr (rng + 6, '"'));
  said_zero = position_refusal (zero);
  g_free (expected);
  expected = g_strdup_printf ("pos.xml:%d: error: “rng” cannot be all zeros: the game would draw "
                              "0 forever", rng_line);
  g_assert_cmpstr (said_zero, ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  base = wm_test_load_base ();
  g_test_add_func ("/rules/move/path-type", test_move_path_type);
  g_test_add_func ("/rules/describe/choices", test_describe_choices);
  g_test_add_func ("/rules/describe/place-names", test_place_names);
  g_test_add_func ("/rules/describe/place-names-own-region", test_place_names_own_region);
  g_test_add_func ("/rules/describe/quests", test_describe_quests);
  g_test_add_func ("/rules/describe/marker", test_describe_marker);
  g_test_add_func ("/rules/quests/no-offer-reason", test_quests_no_offer_reason);
  g_test_add_func ("/rules/move/arrows-by-seat", test_move_arrows_by_seat);
  g_test_add_func ("/rules/move/lake", test_move_lake);
  g_test_add_func ("/rules/move/highwaymen-block", test_move_highwaymen_block);
  g_test_add_func ("/rules/move/highwaymen-pass", test_move_highwaymen_pass);
  g_test_add_func ("/rules/move/highwaymen-pass-chain", test_move_highwaymen_pass_chain);
  g_test_add_func ("/rules/move/characters-do-not-block", test_move_characters_do_not_block);
  g_test_add_func ("/rules/move/no-return", test_move_no_return);
  g_test_add_func ("/rules/move/fewer-steps", test_move_fewer_steps);
  g_test_add_func ("/rules/move/stay-beside-highwayman", test_move_stay_beside_highwayman);
  g_test_add_func ("/rules/move/meaner-highwaymen", test_move_meaner);
  g_test_add_func ("/rules/move/portals", test_move_portals);
  g_test_add_func ("/rules/move/portal-blocked-both-ways", test_move_portal_blocked_both_ways);
  g_test_add_func ("/rules/move/portals-one-space", test_move_portals_one_space);
  g_test_add_func ("/rules/move/wrap", test_move_wrap);
  g_test_add_func ("/rules/move/extra-moves", test_move_extra_moves);
  g_test_add_func ("/rules/move/extra-move-sources", test_move_extra_move_sources);
  g_test_add_func ("/rules/move/extra-moves-apart", test_move_extra_moves_apart);
  g_test_add_func ("/rules/spaces/only-after-moving", test_spaces_only_after_moving);
  g_test_add_func ("/rules/spaces/inn", test_spaces_inn);
  g_test_add_func ("/rules/spaces/milepost", test_spaces_milepost);
  g_test_add_func ("/rules/spaces/portal-discovered", test_spaces_portal_discovered);
  g_test_add_func ("/rules/spaces/forts", test_spaces_forts);
  g_test_add_func ("/rules/setup/weapon-tracks", test_setup_weapon_tracks);
  g_test_add_func ("/rules/quests/complete-and-personal", test_quests_complete_and_personal);
  g_test_add_func ("/rules/quests/personal-same-region", test_quests_personal_same_region);
  g_test_add_func ("/rules/quests/personal-away-from-town", test_quests_personal_away_from_town);
  g_test_add_func ("/rules/quests/take-one", test_quests_take_one);
  g_test_add_func ("/rules/quests/region-towns", test_quests_region_towns);
  g_test_add_func ("/rules/quests/two-for-one-town", test_quests_two_for_one_town);
  g_test_add_func ("/rules/quests/take-with-discard", test_quests_take_with_discard);
  g_test_add_func ("/rules/side-quests/next-phase", test_side_quests_next_phase);
  g_test_add_func ("/rules/side-quests/view-corner", test_side_quests_view_corner);
  g_test_add_func ("/rules/side-quests/discard", test_side_quests_discard);
  g_test_add_func ("/rules/quests/slot-change-over-limit", test_slots_change_over_limit);
  g_test_add_func ("/rules/quests/slot-change-ends-at-sunrise", test_slots_change_ends_at_sunrise);
  g_test_add_func ("/rules/effects/event-all", test_effects_event_all);
  g_test_add_func ("/rules/effects/ability-all", test_effects_ability_all);
  g_test_add_func ("/rules/effects/too-many", test_effects_too_many);
  g_test_add_func ("/rules/highwayman/move", test_highwayman_move);
  g_test_add_func ("/rules/highwayman/attack", test_highwayman_attack);
  g_test_add_func ("/rules/highwayman/attack-not-own-alone", test_highwayman_attack_not_own_alone);
  g_test_add_func ("/rules/highwayman/portal-shared", test_highwayman_portal_shared);
  g_test_add_func ("/rules/day/plan-and-order", test_day_plan_and_order);
  g_test_add_func ("/rules/day/bid-tie", test_day_bid_tie);
  g_test_add_func ("/rules/day/events", test_day_events);
  g_test_add_func ("/rules/day/draw-reshuffle", test_day_draw_reshuffle);
  g_test_add_func ("/rules/day/intrigue-draw", test_day_intrigue_draw);
  g_test_add_func ("/rules/win/immediate", test_win_immediate);
  g_test_add_func ("/rules/setup/printed", test_setup_printed);
  g_test_add_func ("/rules/setup/fort-weapons", test_setup_fort_weapons);
  g_test_add_func ("/rules/setup/variable", test_setup_variable);
  g_test_add_func ("/rules/setup/refused", test_setup_refused);
  g_test_add_func ("/rules/setup/shared-edge", test_setup_shared_edge);
  g_test_add_func ("/rules/setup/sides", test_setup_sides);
  g_test_add_func ("/rules/registry/hooks", test_registry_hooks);
  g_test_add_func ("/rules/view/hides", test_view_hides);
  g_test_add_func ("/rules/io/position-unseen", test_position_unseen);
  g_test_add_func ("/rules/io/log-refused", test_log_refused);
  g_test_add_func ("/rules/io/log-illegal-decision", test_log_illegal_decision);
  g_test_add_func ("/rules/io/log-replay-lines", test_log_replay_lines);
  g_test_add_func ("/rules/io/log-step-claims", test_log_step_claims);
  g_test_add_func ("/rules/io/log-variant-checksum", test_log_variant_checksum);
  g_test_add_func ("/rules/io/position-variant-checksum", test_position_variant_checksum);
  g_test_add_func ("/rules/io/position-card-twice", test_position_card_twice);
  g_test_add_func ("/rules/io/log-other-deal", test_log_other_deal);
  g_test_add_func ("/rules/io/position-refused", test_position_refused);
  g_test_add_func ("/rules/io/position-extra-moves", test_position_extra_moves);
  g_test_add_func ("/rules/io/position-highwaymen-rng", test_position_highwaymen_rng);
  return g_test_run ();
}
