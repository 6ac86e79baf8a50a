#define G_LOG_DOMAIN "wm-rules"

/* The one decision interface: listing the legal choices of the pending
 * decision and applying one of them. Applying checks legality against the
 * same listing, so the GUI, bots, replays and tests cannot disagree. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-io.h"
#include "wm-game-private.h"
#include "wm-registry.h"

static const char *const kind_names[WM_N_CHOICE_KINDS] = {
  [WM_CHOICE_PLAN_BID] = "bid",
  [WM_CHOICE_PLAN_TURN] = "plan",
  [WM_CHOICE_PLAN_ASIDE] = "aside",
  [WM_CHOICE_PLAN_MARKER] = "marker",
  [WM_CHOICE_STEP] = "step",
  [WM_CHOICE_HOP] = "hop",
  [WM_CHOICE_STOP] = "stop",
  [WM_CHOICE_DISCARD] = "discard",
  [WM_CHOICE_TAKE_QUEST] = "take-quest",
  [WM_CHOICE_SKIP_QUEST] = "skip-quest",
  [WM_CHOICE_HW_PICK] = "hw-pick",
  [WM_CHOICE_HW_SKIP] = "hw-skip",
  [WM_CHOICE_HW_STEP] = "hw-step",
  [WM_CHOICE_HW_HOP] = "hw-hop",
  [WM_CHOICE_HW_STOP] = "hw-stop",
  [WM_CHOICE_DISPLACE] = "displace",
};

static const char *const step_names[] = {
  [WM_STEP_PLAN] = "plan",         [WM_STEP_MOVE] = "move",
  [WM_STEP_DISCARD] = "discard",   [WM_STEP_QUEST] = "quest",
  [WM_STEP_PORTAL] = "portal",     [WM_STEP_HIGHWAYMAN] = "highwayman",
  [WM_STEP_HW_MOVE] = "hw-move",   [WM_STEP_DISPLACE] = "displace",
  [WM_STEP_OVER] = "over",
};

const char *
wm_step_to_string (WmStep step)
{
  return step < G_N_ELEMENTS (step_names) ? step_names[step] : "?";
}

WmStep
wm_step_from_string (const char *s)
{
  for (guint i = 0; s && i < G_N_ELEMENTS (step_names); i++)
    if (strcmp (step_names[i], s) == 0)
      return i;
  return -1;
}

const char *
wm_choice_kind_to_string (WmChoiceKind kind)
{
  return kind >= 0 && kind < WM_N_CHOICE_KINDS ? kind_names[kind] : "?";
}

WmChoiceKind
wm_choice_kind_from_string (const char *s)
{
  for (int i = 0; s && i < WM_N_CHOICE_KINDS; i++)
    if (strcmp (kind_names[i], s) == 0)
      return i;
  return -1;
}

/* ---- planning ------------------------------------------------------------- */

/* One choice of @kind naming each card of the hand. The count is taken
 * first: tested in the loop, it would be read again after every choice
 * written (a choice may alias the state as far as the compiler knows). */
static int
hand_choices (const WmPlayerState *ps, int kind, int p, WmChoice *out, int max)
{
  int n = MIN (ps->n_hand, max);

  for (int i = 0; i < n; i++)
    out[i] = (WmChoice) { (guint8) kind, (guint8) p, ps->hand[i], 0 };
  return n;
}

/* Not inlined into wm_game_legal_choices (): its registers would be saved
 * and restored on every listing, and most listings are moves. */
G_NO_INLINE static int
plan_choices (const WmGame *game, const WmGameState *s, WmChoice *out, int max)
{
  const WmPlayerState *ps = &s->players[s->active];
  int n = 0, p = s->active;
  gboolean turns_open = FALSE;

  for (int t = 0; t < game->turns; t++)
    turns_open |= ps->plan[t] == WM_GAME_NONE;
  if (ps->n_hand > 0 && (ps->bid == WM_GAME_NONE || turns_open))
    return hand_choices (ps, ps->bid == WM_GAME_NONE ? WM_CHOICE_PLAN_BID : WM_CHOICE_PLAN_TURN,
                         p, out, max);
  if (ps->n_hand > 0)
    {
      for (int i = 0; i < ps->n_hand && n + 1 < max; i++)
        {
          out[n++] = (WmChoice) { WM_CHOICE_PLAN_ASIDE, (guint8) p, ps->hand[i], 1 };
          out[n++] = (WmChoice) { WM_CHOICE_PLAN_ASIDE, (guint8) p, ps->hand[i], 0 };
        }
      return n;
    }
  for (int t = 0; t < game->turns && n < max; t++)
    out[n++] = (WmChoice) { WM_CHOICE_PLAN_MARKER, (guint8) p, (gint16) t, 0 };
  return n;
}

G_STATIC_ASSERT (WM_GAME_MAX_HAND == sizeof (guint64));

/* The hand is eight bytes, taken as one word: where the card is, and
 * moving the cards after it up one, are a few operations on it. As loops
 * over the bytes, both ended at the card a random choice picked, which
 * the processor cannot guess (two mispredicted jumps on most plans, some
 * 30 cycles of a decision's 150). The bytes past the hand stay as the
 * loops left them: the last card stays where it was, a copy. */
static inline void
take_from_hand (WmPlayerState *ps, int card)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  int n = MIN (ps->n_hand, WM_GAME_MAX_HAND);
  guint64 hand, in_hand, x, zero, before;

  memcpy (&hand, ps->hand, sizeof hand);
  hand = GUINT64_FROM_LE (hand);
  in_hand = n >= 8 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (8 * n)) - 1;
  /* A byte of x is zero where the hand holds the card; the lowest bit of
   * zero is the high bit of the first such byte (borrows can only mark
   * bytes above it). */
  x = hand ^ (ones * (guint8) card);
  zero = (x - ones) & ~x & (ones << 7) & in_hand;
  if (zero == 0)
    return;
  before = ((zero & -zero) >> 7) - 1; /* the bytes before the card */
  /* The bytes from the card to the last but one take the next byte's. */
  hand ^= (hand ^ (hand >> 8)) & (in_hand >> 8) & ~before;
  hand = GUINT64_TO_LE (hand);
  memcpy (ps->hand, &hand, sizeof hand);
  ps->n_hand--;
}

/* The choice is read into locals first: as far as the compiler knows it
 * may lie in the state this writes, and it would be read again after
 * every store. */
static void
apply_plan (const WmGame *game, WmGameState *s, const WmChoice *c)
{
  WmPlayerState *ps = &s->players[c->player];
  int kind = c->kind, card = c->a, on_top = c->b;

  /* Every plan but the marker's names a card of the hand: one place to
   * take it from, inlined once. */
  if (kind != WM_CHOICE_PLAN_MARKER)
    take_from_hand (ps, card);
  switch (kind)
    {
    case WM_CHOICE_PLAN_BID:
      ps->bid = (guint8) card;
      break;
    case WM_CHOICE_PLAN_TURN:
      for (int t = 0; t < game->turns; t++)
        if (ps->plan[t] == WM_GAME_NONE)
          {
            ps->plan[t] = (guint8) card;
            break;
          }
      break;
    case WM_CHOICE_PLAN_ASIDE:
      if (on_top)
        {
          ps->draw.cards[ps->draw.n++] = (guint8) card;
          ps->unseen = (guint8) (ps->unseen << 1); /* seen: it was in the hand */
        }
      else
        ps->discard.cards[ps->discard.n++] = (guint8) card;
      break;
    case WM_CHOICE_PLAN_MARKER:
      ps->marker = (guint8) card;
      ps->planned = 1;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* ---- listing --------------------------------------------------------------- */

int
wm_game_legal_choices (const WmGame *game, const WmGameState *s, int player, WmChoice *out,
                       int max)
{
  g_return_val_if_fail (game != NULL && s != NULL && out != NULL, 0);

  if (s->step == WM_STEP_OVER || (player >= 0 && player != s->active))
    return 0;
  switch (s->step)
    {
    case WM_STEP_PLAN: return plan_choices (game, s, out, max);
    case WM_STEP_MOVE: return wm_move_list (game, s, out, max);
    case WM_STEP_DISCARD: return wm_discard_choices (game, s, out, max);
    case WM_STEP_QUEST: return wm_quest_choices (game, s, out, max);
    case WM_STEP_PORTAL:
      {
        int n = 0, k = wm_move_list (game, s, out, max);
        /* Only the hops (and declining) after discovering a portal. */
        for (int i = 0; i < k; i++)
          if (out[i].kind == WM_CHOICE_HOP)
            out[n++] = out[i];
        if (n < max)
          out[n++] = (WmChoice) { WM_CHOICE_STOP, s->active, 0, 0 };
        return n;
      }
    case WM_STEP_HIGHWAYMAN:
    case WM_STEP_HW_MOVE: return wm_hw_list (game, s, out, max);
    case WM_STEP_DISPLACE: return wm_adjacent_list (game, s, s->active, out, max);
    default: return 0;
    }
}

gboolean
wm_game_is_legal (const WmGame *game, const WmGameState *s, const WmChoice *choice)
{
  WmChoice list[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, s, -1, list, WM_GAME_MAX_CHOICES);

  for (int i = 0; i < n; i++)
    if (list[i].kind == choice->kind && list[i].player == choice->player
        && list[i].a == choice->a && list[i].b == choice->b)
      return TRUE;
  return FALSE;
}

/* ---- applying ---------------------------------------------------------------- */

static void
apply_stop (const WmGame *game, WmGameState *s)
{
  s->t.stage = WM_STAGE_RESOLVING;
  /* Special spaces count only when the character moved this turn. */
  if (s->t.moved)
    wm_spaces_resolve (game, s);
}

static void
apply_hw_stop (const WmGame *game, WmGameState *s)
{
  int space = s->highwaymen[s->t.hw];

  s->t.displaced = 0;
  for (int p = 0; p < s->n_players; p++)
    if (p != s->active && s->players[p].space == space)
      s->t.displaced |= (guint8) (1u << p);
    else if (p == s->active && s->players[p].space == space)
      s->players[p].shares = 1; /* one's own character stays where it is */
  s->t.stage = WM_STAGE_DISPLACING;
  s->t.hw = -1;
  s->t.hw_start = 0;
}

static gboolean
hw_on_character (const WmGameState *s, int space)
{
  for (int p = 0; p < s->n_players; p++)
    if (s->players[p].space == space)
      return TRUE;
  return FALSE;
}

/* Whether the plan of the player to move goes on: wm_game_advance ()
 * would find the same player's plan pending (plan_stage () in wm-game.c:
 * no limits left to check, every player before it planned). */
static gboolean
planning_goes_on (const WmGameState *s)
{
  if (s->winner >= 0 || s->t.stage != WM_STAGE_PLAN || s->step != WM_STEP_PLAN
      || s->t.check_limits || s->players[s->active].planned)
    return FALSE;
  for (int p = 0; p < s->active; p++)
    if (!s->players[p].planned)
      return FALSE;
  return TRUE;
}

/* Whether the move (or the highwayman's, at @stage and @step) goes on:
 * wm_game_advance () would only set the step it already has. */
static inline gboolean
moving_goes_on (const WmGameState *s, WmStage stage, WmStep step)
{
  return s->winner < 0 && s->t.stage == stage && s->step == step;
}

/* Applies @c and says whether wm_game_advance () has anything to do after
 * it. Most decisions (a card of the plan, a step) leave the same player to
 * decide the same kind of thing: walking the stages to find that out cost
 * a call and a jump through the stages on every decision. */
static gboolean
apply_choice (const WmGame *game, WmGameState *s, const WmChoice *c)
{
  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID:
    case WM_CHOICE_PLAN_TURN:
    case WM_CHOICE_PLAN_ASIDE:
      apply_plan (game, s, c);
      return !planning_goes_on (s);
    case WM_CHOICE_PLAN_MARKER:
      apply_plan (game, s, c);
      break;
    case WM_CHOICE_STEP:
      wm_move_apply (game, s, c);
      return !moving_goes_on (s, WM_STAGE_MOVING, WM_STEP_MOVE);
    case WM_CHOICE_HOP:
      wm_move_apply (game, s, c);
      if (s->step == WM_STEP_PORTAL)
        s->t.stage = WM_STAGE_RESOLVING; /* the hop after discovering ends the move */
      break;
    case WM_CHOICE_STOP:
      if (s->step == WM_STEP_MOVE)
        apply_stop (game, s);
      break;
    case WM_CHOICE_DISCARD:
      wm_discard_apply (game, s, c->a);
      break;
    case WM_CHOICE_TAKE_QUEST:
      wm_quest_take (game, s, c->a, c->b);
      break;
    case WM_CHOICE_SKIP_QUEST:
      s->t.quest_offers = 0;
      break;
    case WM_CHOICE_HW_PICK:
      s->t.hw = (gint8) c->a;
      s->t.hw_start = s->highwaymen[c->a];
      s->t.hw_steps_left = s->t.card < game->n_cards ? game->cards[s->t.card].steps : 0;
      s->t.hw_offer = 0;
      s->t.stage = WM_STAGE_HW_MOVING;
      break;
    case WM_CHOICE_HW_SKIP:
      s->t.hw_offer = 0;
      s->t.stage = WM_STAGE_DISPLACING;
      break;
    case WM_CHOICE_HW_STEP:
    case WM_CHOICE_HW_HOP:
      {
        WmHwNode node;
        wm_hw_node_get (s, &node);
        wm_hw_node_step (game, &node, c);
        s->highwaymen[s->t.hw] = node.space;
        s->t.hw_steps_left = node.steps_left;
        s->t.hw_hopped = node.hopped;
        s->t.hw_moved = 1;
        /* Attacking ends the highwayman's move on the characters' space. */
        if (hw_on_character (s, node.space))
          apply_hw_stop (game, s);
      }
      return !moving_goes_on (s, WM_STAGE_HW_MOVING, WM_STEP_HW_MOVE);
    case WM_CHOICE_HW_STOP:
      apply_hw_stop (game, s);
      break;
    case WM_CHOICE_DISPLACE:
      s->players[c->a].space = c->b;
      s->players[c->a].shares = wm_game_highwaymen_on (s, c->b) > 0;
      s->t.displaced &= (guint8) ~(1u << c->a);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

/* Who is to decide what, in words ("Mirela Thorne (red) is to plan the
 * day"), not in the step names of the state's XML: a designer reads it in
 * the error about a game log. Each takes the character's name with its id
 * (player_label ()). */
static const char *const pending[] = {
  [WM_STEP_PLAN] = N_("%s is to plan the day"),
  [WM_STEP_MOVE] = N_("%s is to move"),
  [WM_STEP_DISCARD] = N_("%s has too many side quests and is to discard one"),
  [WM_STEP_QUEST] = N_("%s may take the face-up common quest of this region"),
  [WM_STEP_PORTAL] = N_("%s may hop through the portal just discovered"),
  [WM_STEP_HIGHWAYMAN] = N_("%s may pick a highwayman to move"),
  [WM_STEP_HW_MOVE] = N_("%s is moving a highwayman"),
  [WM_STEP_DISPLACE] = N_("%s is to push a character the highwaymen attacked to a neighbouring "
                          "space"),
};

/* "Mirela Thorne (red)", as the position summaries and every other
 * message name a character (wm_variant_character_label ()). */
static char *
player_label (const WmGame *game, int player)
{
  const WmCharacter *ch;

  if (player < 0 || player >= game->n_players)
    return g_strdup ("?");
  ch = g_ptr_array_index (game->variant->characters, game->setup.characters[player]);
  return wm_variant_character_label (game->variant, ch->id);
}

static gboolean
is_card_from_hand (const WmChoice *c)
{
  return c->kind == WM_CHOICE_PLAN_BID || c->kind == WM_CHOICE_PLAN_TURN
         || c->kind == WM_CHOICE_PLAN_ASIDE;
}

static gboolean
hand_holds (const WmPlayerState *ps, int card)
{
  for (int i = 0; i < ps->n_hand; i++)
    if (ps->hand[i] == card)
      return TRUE;
  return FALSE;
}

/* Why @c cannot be made now. A plan naming a card its player was not dealt
 * says so rather than whose turn it is: a log replayed on a variant whose
 * decks changed deals other hands, and "she is to plan the day"
 * about a bid, which is planning the day, reads as the engine's fault. */
static char *
describe_pending (const WmGame *game, const WmGameState *s, const WmChoice *c)
{
  g_autofree char *who = player_label (game, s->active);
  const char *format = s->step < G_N_ELEMENTS (pending) ? pending[s->step] : NULL;

  if (s->step == WM_STEP_PLAN && c->player == s->active && is_card_from_hand (c)
      && !hand_holds (&s->players[s->active], c->a))
    /* TRANSLATORS: why a planned card cannot be played: "R07 is not in
     * the hand of Mirela Thorne (red)"; the card's id, then the character's
     * name with its id. */
    return g_strdup_printf (_("%s is not in the hand of %s"), wm_game_card_id (game, c->a), who);
  return g_strdup_printf (format ? _(format) : _("%s is to decide"), who);
}

static char *describe (const WmGame *game, const WmGameState *s, const WmChoice *c);

gboolean
wm_game_apply (const WmGame *game, WmGameState *s, const WmChoice *choice, GError **error)
{
  g_return_val_if_fail (game != NULL && s != NULL && choice != NULL, FALSE);

  if (s->step == WM_STEP_OVER)
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL, _("the game is over"));
      return FALSE;
    }
  if (!wm_game_is_legal (game, s, choice))
    {
      g_autofree char *what = describe (game, s, choice);
      g_autofree char *whose = describe_pending (game, s, choice);
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL,
                   _("“%s” is not a legal choice now: %s"), what, whose);
      return FALSE;
    }
  if (apply_choice (game, s, choice))
    wm_game_advance (game, s);
  return TRUE;
}

void
wm_game_apply_listed (const WmGame *game, WmGameState *s, const WmChoice *choice)
{
  g_assert (s->step != WM_STEP_OVER);
  if (apply_choice (game, s, choice))
    wm_game_advance (game, s);
}

/* ---- describing -------------------------------------------------------------------- */

/* Decisions in words: the playtest's buttons and log, and the errors about a
 * game log's decision, say them with these same sentences. */

static const char *const plan_formats[] = { N_("%s for the morning"), N_("%s for midday"),
                                            N_("%s for the evening") };
/* The intrigue marker with the highwayman, which decides the turn after
 * which its player moves a highwayman: named as the event and ability texts
 * name it, and said what it does ("Intrigue marker on midday" left both to
 * the rulebook; review 25b, 8). */
static const char *const marker_labels[]
    = { N_("Highwayman marker for the morning: move a highwayman after your morning turn"),
        N_("Highwayman marker for midday: move a highwayman after your midday turn"),
        N_("Highwayman marker for the evening: move a highwayman after your evening turn") };


static const char *
path_type_name (const WmGame *game, int type)
{
  const char *lang = wm_variant_display_language (game->variant);

  if (type < 0 || (guint) type >= game->variant->path_types->len)
    return "";
  return wm_text_get (&((WmPathType *) g_ptr_array_index (game->variant->path_types, type))->name,
                      lang, lang);
}

/* A step along @exit: "Step north-east to Fennick (r2:s16) · Road"; a lake
 * crossing or a wrap round the border says so instead of a direction. */
/* @space as @words name it. */
static char *
space_words (const WmGame *game, const WmChoiceWords *words, int space)
{
  if (words->place_names != NULL && space >= 0 && space < game->map->n_spaces)
    return g_strdup (words->place_names[space]);
  return wm_game_space_label (game, space);
}

static char *
describe_step (const WmGame *game, const WmChoiceWords *words, int exit, gboolean highwayman,
               gboolean extra)
{
  const WmExit *e;
  g_autofree char *to = NULL;
  const char *type;
  int dir;

  if (exit < 0 || exit >= game->map->n_exits)
    return g_strdup ("?");
  e = &game->map->exits[exit];
  to = space_words (game, words, e->to);
  type = path_type_name (game, e->type);
  if (e->via == WM_VIA_LAKE || e->via == WM_VIA_WRAP_LAKE)
    return g_strdup_printf (highwayman ? _("Highwayman: cross the lake to %s")
                                       : _("Cross the lake to %s"), to);
  if (e->via == WM_VIA_WRAP_ROAD)
    return g_strdup_printf (_("Round the edge of the board to %s · %s"), to, type);
  dir = e->dirs ? g_bit_nth_lsf (e->dirs, -1) : -1;
  if (dir < 0 || dir >= WM_N_DIRS)
    return g_strdup_printf (highwayman ? _("Highwayman: step to %s · %s") : _("Step to %s · %s"), to,
                            type);
  if (highwayman)
    return g_strdup_printf (_("Highwayman: step %1$s to %2$s · %3$s"), wm_direction_display_name (dir),
                            to, type);
  return g_strdup_printf (extra ? _("Extra move %1$s to %2$s · %3$s") : _("Step %1$s to %2$s · %3$s"),
                          wm_direction_display_name (dir), to, type);
}

static char *
describe_space (const WmGame *game, const WmChoiceWords *words, int space, const char *format)
{
  g_autofree char *where = space_words (game, words, space);

  return g_strdup_printf (format, where);
}

static char *
describe_card (const WmGame *game, WmCardNamer name_card, int card, const char *format)
{
  g_autofree char *label = name_card (game, card);

  return g_strdup_printf (format, label);
}

/* The turn a plan's card goes to: the first without one in @s, -1 when
 * that is unknown. */
static int
planned_turn (const WmGame *game, const WmGameState *s, int player)
{
  if (s == NULL || player < 0 || player >= s->n_players || game->turns != 3)
    return -1;
  for (int t = 0; t < game->turns; t++)
    if (s->players[player].plan[t] == WM_GAME_NONE)
      return t;
  return -1;
}

static char *
describe_plan (const WmGame *game, const WmGameState *s, const WmChoice *c, WmCardNamer name_card)
{
  int turn;

  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID: return describe_card (game, name_card, c->a, _("Bid %s"));
    case WM_CHOICE_PLAN_TURN:
      turn = planned_turn (game, s, c->player);
      return describe_card (game, name_card, c->a,
                            turn >= 0 ? _(plan_formats[turn]) : _("%s for one of the turns"));
    case WM_CHOICE_PLAN_ASIDE:
      return describe_card (game, name_card, c->a,
                            /* The destination right after the card, where a
                             * narrow button's third line still shows it (review
                             * 21, R21-5): both are the card set aside. */
                            c->b ? _("%s on top of the draw pile")
                                 : _("%s to the discard pile"));
    case WM_CHOICE_PLAN_MARKER:
      if (c->a >= 0 && c->a < (int) G_N_ELEMENTS (marker_labels) && game->turns == 3)
        return g_strdup (_(marker_labels[c->a]));
      return g_strdup_printf (_("Highwayman marker for turn %d: move a highwayman after that turn"),
                              c->a + 1);
    default: g_assert_not_reached ();
    }
}

static char *
describe_highwayman (const WmGame *game, const WmGameState *s, const WmChoice *c,
                     const WmChoiceWords *words)
{
  switch (c->kind)
    {
    case WM_CHOICE_HW_PICK:
      if (s != NULL && c->a >= 0 && c->a < s->n_highwaymen)
        return describe_space (game, words, s->highwaymen[c->a], _("Move the highwayman at %s"));
      return g_strdup_printf (_("Move highwayman %d"), c->a + 1);
    case WM_CHOICE_HW_SKIP: return g_strdup (_("Leave the highwaymen where they are"));
    case WM_CHOICE_HW_STEP: return describe_step (game, words, c->a, TRUE, FALSE);
    case WM_CHOICE_HW_HOP:
      return describe_space (game, words, c->a, _("Highwayman: hop through the portals to %s"));
    case WM_CHOICE_HW_STOP: return g_strdup (_("The highwayman stops here"));
    default: g_assert_not_reached ();
    }
}

/* A quest's target towns as the card gives them: "to Elmswick or
 * Marrowgate"; NULL for a quest without one. */
static char *
quest_targets (const WmGame *game, const WmGameCard *gc)
{
  int first = gc->targets[0], second = gc->targets[1];

  if (first < 0 && second < 0)
    return NULL;
  if (first < 0 || second < 0)
    return g_strdup_printf (C_("quest target", "to %s"), wm_game_town_name (game, MAX (first, second)));
  /* TRANSLATORS: a common quest's two target towns, either of which it is
   * delivered to */
  return g_strdup_printf (C_("quest target", "to %1$s or %2$s"), wm_game_town_name (game, first),
                          wm_game_town_name (game, second));
}

/* A side quest's task, by the registry's short name of its type ("Visit a
 * fort"), the town named where it asks for one; NULL without a task. */
static char *
quest_task (const WmGame *game, const WmGameCard *gc)
{
  const WmTask *task;
  const WmTypeSpec *spec;

  if (gc->card->tasks == NULL || gc->card->tasks->len == 0)
    return NULL;
  if (gc->task.type == WM_TASK_VISIT_TOWN && gc->task.arg >= 0)
    /* TRANSLATORS: a side quest's task: end a move in this town */
    return g_strdup_printf (_("Visit %s"), wm_game_town_name (game, gc->task.arg));
  task = g_ptr_array_index (gc->card->tasks, 0);
  spec = wm_registry_find_task (task->type);
  return g_strdup (spec != NULL ? _(spec->title) : task->type);
}

static void
append_part (GString *out, const char *part)
{
  if (part == NULL)
    return;
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append (out, part);
}

char *
wm_game_quest_details (const WmGame *game, int card)
{
  const WmGameCard *gc;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *where = NULL, *gold = NULL, *moves = NULL, *sides = NULL;

  if (card < 0 || card >= game->n_cards)
    return NULL;
  gc = &game->cards[card];
  if (gc->kind != WM_DECK_COMMON_QUEST && gc->kind != WM_DECK_SIDE_QUEST
      && gc->kind != WM_DECK_PERSONAL_QUEST)
    return NULL;
  where = gc->kind == WM_DECK_COMMON_QUEST ? quest_targets (game, gc) : quest_task (game, gc);
  if (gc->gold > 0)
    gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gold", "%d gold", gc->gold),
                            gc->gold);
  if (gc->movement > 0)
    moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d movement card",
                                          "%d movement cards", gc->movement),
                             gc->movement);
  if (gc->side_quest > 0)
    sides = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d side quest", "%d side quests",
                                          gc->side_quest),
                             gc->side_quest);
  append_part (out, where);
  append_part (out, gold);
  append_part (out, moves);
  append_part (out, sides);
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* @card by @name_card, with what the card says (wm_game_quest_details ()):
 * "Barrel of Tar — to Elmswick or Marrowgate, 1 gold, 1 movement card". */
static char *
quest_words (const WmGame *game, WmCardNamer name_card, int card)
{
  g_autofree char *name = name_card (game, card);
  g_autofree char *details = wm_game_quest_details (game, card);

  if (details == NULL)
    return g_steal_pointer (&name);
  /* TRANSLATORS: a quest card's name, and its target and reward */
  return g_strdup_printf (C_("quest card", "%1$s — %2$s"), name, details);
}

static char *
describe_quest (const WmGame *game, const WmChoice *c, WmCardNamer name_card)
{
  g_autofree char *card = NULL, *other = NULL;

  switch (c->kind)
    {
    case WM_CHOICE_DISCARD:
      card = quest_words (game, name_card, c->a);
      return g_strdup_printf (_("Discard the side quest %s"), card);
    case WM_CHOICE_TAKE_QUEST:
      card = quest_words (game, name_card, c->a);
      if (c->b == WM_GAME_NONE)
        return g_strdup_printf (_("Take the quest %s"), card);
      other = quest_words (game, name_card, c->b);
      /* TRANSLATORS: taking a common quest makes room by giving up a side
       * quest; each is said with its target or task and its reward */
      return g_strdup_printf (_("Take the quest %1$s; discard the side quest %2$s"), card,
                              other);
    case WM_CHOICE_SKIP_QUEST: return g_strdup (_("Take no quest"));
    default: g_assert_not_reached ();
    }
}

char *
wm_choice_describe_action (const WmGame *game, const WmGameState *s, const WmChoice *c,
                           WmCardNamer name_card)
{
  WmChoiceWords words = { name_card, NULL };

  return wm_choice_describe_in (game, s, c, &words);
}

char *
wm_choice_describe_in (const WmGame *game, const WmGameState *s, const WmChoice *c,
                       const WmChoiceWords *words)
{
  WmCardNamer name_card;

  g_return_val_if_fail (game != NULL && c != NULL && words != NULL, NULL);

  name_card = words->name_card != NULL ? words->name_card : wm_game_card_label;
  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID:
    case WM_CHOICE_PLAN_TURN:
    case WM_CHOICE_PLAN_ASIDE:
    case WM_CHOICE_PLAN_MARKER: return describe_plan (game, s, c, name_card);
    case WM_CHOICE_STEP: return describe_step (game, words, c->a, FALSE, c->b != 0);
    case WM_CHOICE_HOP:
      return describe_space (game, words, c->a, _("Hop through the portals to %s"));
    case WM_CHOICE_STOP:
      return g_strdup (s && s->step == WM_STEP_PORTAL ? _("Stay (no portal hop)")
                                                      : _("End the move here"));
    case WM_CHOICE_DISCARD:
    case WM_CHOICE_TAKE_QUEST:
    case WM_CHOICE_SKIP_QUEST: return describe_quest (game, c, name_card);
    case WM_CHOICE_HW_PICK:
    case WM_CHOICE_HW_SKIP:
    case WM_CHOICE_HW_STEP:
    case WM_CHOICE_HW_HOP:
    case WM_CHOICE_HW_STOP: return describe_highwayman (game, s, c, words);
    case WM_CHOICE_DISPLACE:
      {
        g_autofree char *whom = player_label (game, c->a);
        g_autofree char *where = space_words (game, words, c->b);
        return g_strdup_printf (_("Put %s on %s"), whom, where);
      }
    default: return g_strdup ("?");
    }
}

/* "Mirela Thorne (red): Bid Fennick Fair (q12)". */
static char *
describe (const WmGame *game, const WmGameState *s, const WmChoice *c)
{
  g_autofree char *who = player_label (game, c->player);
  g_autofree char *what = wm_choice_describe_action (game, s, c, NULL);

  return g_strdup_printf (_("%s: %s"), who, what);
}

char *
wm_choice_describe (const WmGame *game, const WmChoice *c)
{
  g_return_val_if_fail (game != NULL && c != NULL, NULL);
  return describe (game, NULL, c);
}

/* ---- what a special space gave ------------------------------------------------------ */

/* Whether the decision that took @before to @after ended @player's move
 * and the space it ended on took effect (apply_stop ()): it was that
 * player's move, it is no longer, and the character moved. */
static gboolean
ended_move (const WmGameState *before, const WmGameState *after, int player)
{
  return before->step == WM_STEP_MOVE && before->active == player && after->winner < 0
         && (before->t.moved || before->players[player].space != after->players[player].space)
         && !(after->step == WM_STEP_MOVE && after->active == player && after->day == before->day
              && after->turn == before->turn);
}

static gboolean
held (const WmPlayerState *ps, int card)
{
  for (int i = 0; i < ps->n_held; i++)
    if (ps->held[i].card == card)
      return TRUE;
  return FALSE;
}

/* The side quest @player drew in the decision from @before to @after: one
 * held now and not before, or the one drawn without room, which waits to
 * be discarded or kept; WM_GAME_NONE for none. */
static int
side_quest_drawn (const WmGame *game, const WmGameState *before, const WmGameState *after,
                  int player)
{
  const WmPlayerState *now = &after->players[player];

  for (int i = 0; i < now->n_held; i++)
    if (game->cards[now->held[i].card].kind == WM_DECK_SIDE_QUEST
        && !held (&before->players[player], now->held[i].card))
      return now->held[i].card;
  if (after->active == player && after->step == WM_STEP_DISCARD && after->t.incoming != WM_GAME_NONE)
    return after->t.incoming;
  return WM_GAME_NONE;
}

gboolean
wm_game_place_gift (const WmGame *game, const WmGameState *before, const WmGameState *after,
                    int player, WmPlaceGift *gift)
{
  int space;

  g_return_val_if_fail (game != NULL && before != NULL && after != NULL && gift != NULL, FALSE);
  *gift = (WmPlaceGift) { WM_GIFT_NONE, -1, WM_GAME_NONE };
  if (player < 0 || player >= after->n_players || !ended_move (before, after, player))
    return FALSE;
  space = gift->space = after->players[player].space;
  if (space < 0 || space >= game->map->n_spaces)
    return FALSE;
  switch (game->map->spaces[space].place)
    {
    case WM_PLACE_INN:
      gift->kind = WM_GIFT_INN;
      gift->side_quest = side_quest_drawn (game, before, after, player);
      return gift->side_quest != WM_GAME_NONE;
    case WM_PLACE_SECRET:
      switch (after->place_kind[space])
        {
        case WM_SECRET_MILEPOST:
          /* The card goes on the draw pile unseen: wm_gain_movement_card (). */
          gift->kind = WM_GIFT_MILEPOST;
          return before->common_moves.n > 0 && before->players[player].draw.n < WM_GAME_MAX_PILE;
        case WM_SECRET_SETTLEMENT:
          gift->kind = WM_GIFT_SETTLEMENT;
          gift->side_quest = side_quest_drawn (game, before, after, player);
          return gift->side_quest != WM_GAME_NONE;
        case WM_SECRET_PORTAL:
          /* It gives nothing but the way through; said when turned over. */
          gift->kind = WM_GIFT_PORTAL;
          return !wm_game_discovered (before, space);
        default: return FALSE;
        }
    default: return FALSE;
    }
}

/* ---- why no common quest ------------------------------------------------------------ */

char *
wm_game_no_quest_reason (const WmGame *game, const WmGameState *before, const WmGameState *after,
                         int player)
{
  WmChoice tmp[WM_GAME_MAX_CHOICES];
  WmGameState at_end;
  int space;

  g_return_val_if_fail (game != NULL && before != NULL && after != NULL, NULL);
  if (player < 0 || player >= after->n_players || !ended_move (before, after, player))
    return NULL;
  space = after->players[player].space;
  if (space < 0 || space >= game->map->n_spaces || game->map->spaces[space].town < 0)
    return NULL;
  /* Offered, or a side quest to discard first: the offer may come after it. */
  if (after->active == player && (after->step == WM_STEP_QUEST || after->step == WM_STEP_DISCARD))
    return NULL;
  /* The position the engine asked in (wm_quest_choices ()): the day and
   * turn of the move, with the player's quests and the quest piles as the
   * move left them; the decisions after it (the next turn, even the next
   * day) have not touched those. */
  at_end = *before;
  at_end.players[player] = after->players[player];
  memcpy (at_end.quests, after->quests, sizeof at_end.quests);
  at_end.active = (guint8) player;
  if (1 + wm_fx_sum (game, &at_end, player, WM_FX_QUEST_TAKE_EXTRA, -1) <= 0
      || wm_quest_choices (game, &at_end, tmp, G_N_ELEMENTS (tmp)) > 1)
    return NULL;
  if (at_end.quests[game->map->spaces[space].cell].n == 0)
    return g_strdup (_("no common quest: this region’s quest pile is empty"));
  if (!at_end.players[player].cover_removed)
    {
      at_end.players[player].cover_removed = 1;
      if (wm_quest_choices (game, &at_end, tmp, G_N_ELEMENTS (tmp)) > 1)
        /* TRANSLATORS: in the Playtest's log, after a move that ended in a
         * town: the cover tile lies on the quest slot a common quest would
         * take until the personal quest is delivered */
        return g_strdup (_("no common quest: the cover tile blocks the quest slot until the "
                           "personal quest is done"));
    }
  return g_strdup (_("no common quest: every quest slot is taken"));
}
